"""Weiß Schwarz rulings: the trigger step — each trigger icon of seed 000's icon table
(용어 설명, 트리거 효과 일람) and seed 001 註三. The attacker is a soul 1 character making a
direct attack (soul 2 before triggers) unless noted."""

from __future__ import annotations

from ws_helpers import (CX_CHOICE, CX_COMEBACK, CX_DRAW, CX_GATE, CX_POOL, CX_RETURN,
                        CX_SHOT, CX_SOUL2, CX_STANDBY, CX_TREASURE, DIRECT, FRONTAL, G0, PASS,
                        R0, R1, REST, Y0, Y0B, Y1, Y2, act, attack_id, cid, deck_b, kind, make,
                        opts, who)


def attack(cx, *, decks=None, waiting=None, opp_stage=None, deck_top=None, opp_top=None,
           hand=None):
    """Player 0's Y0 in slot 1 attacks directly (slot 0 holds a second attacker so the
    attack phase goes on); `cx` is the trigger card."""
    s = make(decks, phase="attack", stage=[{0: Y0B, 1: Y0}, opp_stage or {}],
             waiting=[waiting or [], []], hand=[hand or [], []],
             deck_top=[[cx] + (deck_top or [R1, G0]), opp_top or [Y0, Y0, Y0B, Y0B]])
    how = DIRECT if s.stage[1][1] < 0 else FRONTAL
    act(s, "attack", attack_id(1, how))
    return s


def test_soul_icon_gives_the_attacker_plus_one_soul():
    """Seed 000 소울 / seed 001 魂觸發: 공격하는 캐릭터의 소울을 1 추가한다 — 3 damage."""
    s = attack(CX_SHOT)                  # soul + shot; no cancel, so only the soul counts
    assert len(s.clock[1]) == 3


def test_two_soul_icons_give_plus_two_soul():
    """Seed 000 소울 (per icon): a soul-soul trigger gives +2 soul — 4 damage."""
    s = attack(CX_SOUL2, decks=[deck_b(), deck_b()])
    assert len(s.clock[1]) == 4


def test_no_icon_no_effect_and_the_card_goes_to_stock():
    """Seed 001 註三 無觸發: no effect; seed 000 ②: the trigger card goes to the stock."""
    s = make(phase="attack", stage=[{0: Y0B, 1: Y0}, {}], deck_top=[[R1], [G0, G0, G0]])
    r1 = s.deck[0][-1]
    act(s, "attack", attack_id(1, DIRECT))
    assert s.stock[0] == [r1] and len(s.clock[1]) == 2


def test_pool_icon_may_put_the_top_card_into_stock():
    """Seed 000 풀 / seed 001 袋觸發: 덱 맨 위의 카드 1장을 스톡존에 놓을 수 있다."""
    s = attack(CX_POOL)
    assert kind(s) == "yes_no" and who(s) == 0
    r1 = s.deck[0][-1]
    act(s, "yes_no", 1)
    assert r1 in s.stock[0] and cid(s, 0, CX_POOL, "stock") in s.stock[0]
    assert len(s.stock[0]) == 2
    s = attack(CX_POOL)
    act(s, "yes_no", 0)
    assert len(s.stock[0]) == 1


def test_comeback_icon_may_return_a_character_from_the_waiting_room_to_hand():
    """Seed 000 컴백 / seed 001 門觸發: 대기실에서 캐릭터 1장을 패로 가져올 수 있다."""
    s = attack(CX_COMEBACK, waiting=[Y1, CX_SHOT])
    assert kind(s) == "choose"
    y1 = cid(s, 0, Y1, "waiting")
    assert set(opts(s)) == {y1, PASS}               # characters only
    act(s, "choose", y1)
    assert y1 in s.hand[0]


def test_draw_icon_may_draw_one_card():
    """Seed 000 드로우 / seed 001 書觸發: 카드를 1장 드로우할 수 있다."""
    s = attack(CX_DRAW)
    assert kind(s) == "yes_no"
    r1 = s.deck[0][-1]
    act(s, "yes_no", 1)
    assert r1 in s.hand[0]


def test_return_icon_may_return_an_opposing_character_to_hand():
    """Seed 000 리턴 / seed 001 風觸發: 상대 캐릭터를 하나 선택하여 패로 되돌려 보낼 수 있다."""
    s = attack(CX_RETURN, opp_stage={1: R0, 3: G0})
    assert kind(s) == "choose" and who(s) == 0
    r0, g0 = s.stage[1][1], s.stage[1][3]
    assert set(opts(s)) == {r0, g0, PASS}
    act(s, "choose", g0)
    assert g0 in s.hand[1] and s.stage[1][3] == -1


def test_treasure_icon_puts_the_card_into_hand_then_may_stock_the_top_card():
    """Seed 000 트레져 / seed 001 磚觸發: 이 카드를 패로 가져온다. 이후 덱 위의 카드 1장을
    스톡존에 둘 수 있다."""
    s = attack(CX_TREASURE)
    tr = cid(s, 0, CX_TREASURE, "hand")
    assert tr in s.hand[0]
    assert kind(s) == "yes_no"
    r1 = s.deck[0][-1]
    act(s, "yes_no", 1)
    assert s.stock[0] == [r1]
    assert tr in s.hand[0]


def test_gate_icon_may_return_a_climax_from_the_waiting_room_to_hand():
    """Seed 000 게이트: 대기실에서 클라이맥스 1장을 패로 가져올 수 있다."""
    s = attack(CX_GATE, waiting=[Y1, CX_SHOT])
    cx = cid(s, 0, CX_SHOT, "waiting")
    assert set(opts(s)) == {cx, PASS}
    act(s, "choose", cx)
    assert cx in s.hand[0]


def test_standby_icon_puts_a_character_of_level_up_to_yours_plus_one_rested_on_stage():
    """Seed 000 스탠바이: 조건을 충족하는 카드 1장 (자신의 레벨+1 이하)을 대기실에서 찾아
    레스트 상태로 무대에 놓는다 — at level 0, a level 1 character may come, a level 2 may
    not."""
    s = attack(CX_STANDBY, decks=[deck_b(), deck_b()], waiting=[Y1, Y2])
    y1 = cid(s, 0, Y1, "waiting")
    assert set(opts(s)) == {y1, PASS}
    act(s, "choose", y1)
    assert kind(s) == "slot"
    act(s, "slot", 3)
    assert s.stage[0][3] == y1 and s.status[0][3] == REST


def test_choice_icon_puts_a_soul_trigger_character_from_waiting_room_to_hand_or_stock():
    """Seed 000 초이스: 대기실에서 소울 트리거를 가진 캐릭터 카드를 1장 골라 스톡에
    놓거나, 손패에 넣는다."""
    s = attack(CX_CHOICE, waiting=[Y1, Y2])       # Y2 has a soul trigger, Y1 none
    y2 = cid(s, 0, Y2, "waiting")
    assert set(opts(s)) == {y2, PASS}
    act(s, "choose", y2)
    assert kind(s) == "dest"
    act(s, "dest", 1)
    assert y2 in s.stock[0]
    s = attack(CX_CHOICE, waiting=[Y2])
    y2 = cid(s, 0, Y2, "waiting")
    act(s, "choose", y2)
    act(s, "dest", 0)
    assert y2 in s.hand[0]


def test_shot_icon_deals_one_more_damage_when_the_attack_is_canceled():
    """Seed 000 샷 / seed 001 火觸發: 이번 어택이 캔슬된다면, 상대에게 1 대미지를 준다 —
    soul 3 (direct + soul icon) canceled by the 2nd card; then 1 more damage."""
    s = attack(CX_SHOT, opp_top=[G0, CX_POOL, R0, Y1])
    assert [s.T.cards[c].code for c in s.waiting[1]] == [G0, CX_POOL]
    assert [s.T.cards[c].code for c in s.clock[1]] == [R0]


def test_shot_damage_can_itself_be_canceled():
    """Seed 000 샷 (footnote: 캔슬이 가능한 데미지이다)."""
    s = attack(CX_SHOT, opp_top=[CX_POOL, CX_DRAW, Y1])
    assert s.clock[1] == []
    assert [s.T.cards[c].code for c in s.waiting[1]] == [CX_POOL, CX_DRAW]


def test_shot_icon_does_nothing_when_the_damage_is_not_canceled():
    """Seed 001 火觸發: only 'if this attack's damage is canceled'."""
    s = attack(CX_SHOT, opp_top=[G0, G0, G0, R0, Y1])
    assert len(s.clock[1]) == 3 and s.waiting[1] == []
