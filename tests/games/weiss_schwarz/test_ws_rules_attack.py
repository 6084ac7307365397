"""Weiß Schwarz rulings: the attack phase — declaring (direct, frontal, side; facing
slots; the first turn's single attack), the counter step (Backup), damage and the battle
step, and the encore step."""

from __future__ import annotations

from ws_helpers import (BK_G, BK_R, BK_Y2, CX_RETURN, CX_SHOT, DIRECT, ENC, FRONTAL, G0, PASS,
                        R0, R1, REST, REVERSE, SIDE, STAND, Y0, Y0B, Y1, Y1B, Y3, act,
                        attack_id, cid, events, kind, make, opts, who)


def test_only_standing_center_characters_may_attack():
    """Seed 000 어택 페이즈 / seed 001 IV.B.6.1: 前列1張直置的角色 — a rested center
    character and the back row cannot attack."""
    s = make(phase="attack", stage=[{0: Y0, 1: Y0B, 3: R0, 4: G0}, {}],
             status=[{1: REST}, {}])
    slots = {a // 3 for a in opts(s) if a != 999}
    assert slots == {0}


def test_attacking_rests_the_attacker():
    """Seed 000 ① 어택 스텝: 전열의 캐릭터를 레스트하여 공격을 선언한다."""
    s = make(phase="attack", stage=[{0: Y0, 1: Y0B}, {}])
    act(s, "attack", attack_id(1, DIRECT))
    assert s.status[0][1] == REST and s.status[0][0] == STAND
    assert kind(s) == "attack" and opts(s) == (attack_id(0, DIRECT), 999)


def test_the_facing_slot_is_two_minus_the_slot():
    """Seed 000 ① (정면의 캐릭터) / CR: my center left faces the opponent's center right:
    an opposing character only in their slot 2 faces my slot 0."""
    s = make(phase="attack", stage=[{0: Y0, 1: Y0B, 2: R0}, {2: G0}])
    ids = set(opts(s))
    assert {attack_id(0, FRONTAL), attack_id(0, SIDE)} <= ids
    assert attack_id(0, DIRECT) not in ids
    assert attack_id(1, DIRECT) in ids and attack_id(2, DIRECT) in ids
    assert attack_id(1, FRONTAL) not in ids and attack_id(2, FRONTAL) not in ids


def test_direct_attack_only_without_a_facing_character_and_gives_soul_plus_one():
    """Seed 000 ① 다이렉트 어택 / seed 001 IV.B.6.1: with no opposing character in front,
    only a direct attack; the attacker's soul +1 — a soul 1 character deals 2 damage."""
    s = make(phase="attack", stage=[{1: Y0}, {}], deck_top=[[Y0B], [G0, R0, Y1]])
    assert opts(s) == (attack_id(1, DIRECT), 999)
    act(s, "attack", attack_id(1, DIRECT))
    assert [s.T.cards[c].code for c in s.clock[1]] == [G0, R0]


def test_frontal_attack_keeps_the_soul():
    """Seed 000 ① 프론트 어택: battle the character in front; soul unchanged (1 damage for
    a soul 1 attacker)."""
    s = make(phase="attack", stage=[{1: Y0}, {1: R0}], deck_top=[[Y0B], [G0, Y1]])
    act(s, "attack", attack_id(1, FRONTAL))
    assert [s.T.cards[c].code for c in s.clock[1]] == [G0]


def test_side_attack_soul_minus_the_facing_characters_level():
    """Seed 000 ① 사이드 어택 / seed 001 IV.B.6.1: 該角色靈魂減去正面角色的等級 — a soul 2
    attacker side attacking a level 1 character deals 1 damage, and nobody battles."""
    s = make(phase="attack", stage=[{1: Y3, 2: Y0B}, {1: Y1}], deck_top=[[Y0B], [G0, R0]])
    act(s, "attack", attack_id(1, SIDE))
    assert kind(s) == "attack"                # still player 0's attack phase
    assert [s.T.cards[c].code for c in s.clock[1]] == [G0]
    assert s.status[1][1] == STAND            # no battle: the defender is not reversed
    assert not events(s, "battle")


def test_side_attack_against_a_level_zero_character_keeps_the_soul():
    """Seed 000 ① 사이드 어택: minus level 0 is minus nothing."""
    s = make(phase="attack", stage=[{1: Y3}, {1: R0}], deck_top=[[Y0B], [G0, R0, Y1]])
    act(s, "attack", attack_id(1, SIDE))
    assert len(s.clock[1]) == 2


def test_the_first_player_declares_only_one_attack_on_turn_one():
    """Seed 000 어택 페이즈: 선공 첫 턴에서는 어택을 1회만 할 수 있다."""
    s = make(phase="attack", turn=1, stage=[{0: Y0, 1: Y0B, 2: R0}, {}])
    act(s, "attack", attack_id(1, DIRECT))
    assert kind(s) != "attack"
    assert s.active == 1                        # straight on to the next turn


def test_the_second_player_may_attack_several_times_on_their_first_turn():
    """Seed 000 어택 페이즈: 한 턴의 어택 횟수에 제한은 없지만 (only the first player's
    first turn is limited)."""
    s = make(phase="attack", turn=2, active=1, stage=[{}, {0: Y0, 1: Y0B}])
    act(s, "attack", attack_id(1, DIRECT))
    assert kind(s) == "attack" and attack_id(0, DIRECT) in opts(s)


def test_the_trigger_card_goes_to_the_attackers_stock():
    """Seed 000 ② 트리거 스텝 / seed 001 IV.B.6.2: the top card is revealed and put into
    the stock."""
    s = make(phase="attack", stage=[{1: Y0}, {}], deck_top=[[R1], []])
    r1 = s.deck[0][-1]
    act(s, "attack", attack_id(1, DIRECT))
    assert s.stock[0] == [r1]


# ---- counter step: Backup ------------------------------------------------------------------

def test_backup_from_hand_pays_stock_and_adds_power_ignoring_colour():
    """Seed 000 ③ 카운터 스텝 / seed 001 註四 (使用助太刀不受顏色限制): a green Backup is
    usable by a defender with no green in clock or level zone; it pays 1 stock, goes to
    the waiting room, and the defender gets +2500 power — enough to win the battle."""
    s = make(phase="attack", stage=[{1: Y1B}, {1: Y1}], hand=[[], [BK_G]],
             clock=[[], [R0]], level=[[], [Y0]], stock=[[], [R1]],
             deck_top=[[Y0B], [G0]])
    y1b = s.stage[0][1]
    act(s, "attack", attack_id(1, FRONTAL))   # 7000 against 5000
    assert kind(s) == "counter" and who(s) == 1
    bk = cid(s, 1, BK_G)
    assert bk in opts(s)
    act(s, "counter", bk)
    assert bk in s.waiting[1] and s.stock[1] == []
    assert cid(s, 1, R1, "waiting") in s.waiting[1]
    # 7000 against 5000 + 2500: the attacker loses the battle
    assert [e[3] for e in events(s, "reversed")] == [y1b]
    assert y1b in s.waiting[0]


def test_backup_power_lasts_until_end_of_turn():
    """Seed 000 ③ / CR: the Backup's power boost is "until end of turn"."""
    s = make(phase="attack", stage=[{0: Y0B, 1: Y0}, {1: Y1}], hand=[[], [BK_G]],
             level=[[], [Y0B]], stock=[[], [R1]], deck_top=[[Y0B], [G0]])
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "counter", cid(s, 1, BK_G))
    assert kind(s) == "attack" and s.power_of(1, 1) == 7500
    while s.active == 0 and kind(s) in ("attack", "encore"):
        act(s, kind(s), PASS if kind(s) == "attack" else 0)
    assert s.active == 1 and s.power_of(1, 1) == 5000


def test_backup_of_a_higher_level_than_yours_cannot_be_used():
    """Seed 000 ③ / CR: a Backup's level must not exceed the player's level."""
    s = make(phase="attack", stage=[{1: Y0}, {1: Y1}], hand=[[], [BK_Y2, BK_R]],
             level=[[], [Y0B]], stock=[[], 3], deck_top=[[Y0B], [G0]])
    act(s, "attack", attack_id(1, FRONTAL))
    assert kind(s) == "counter"
    assert cid(s, 1, BK_Y2) not in opts(s) and cid(s, 1, BK_R) in opts(s)


def test_backup_needs_its_stock_cost():
    """Seed 000 ③: the Backup's cost is paid from stock; without stock it cannot be used."""
    s = make(phase="attack", stage=[{1: Y0}, {1: Y1}], hand=[[], [BK_G]],
             level=[[], [Y0B]], stock=[[], 0], deck_top=[[Y0B], [G0]])
    act(s, "attack", attack_id(1, FRONTAL))
    assert kind(s) != "counter"


def test_there_is_no_counter_step_for_a_side_attack():
    """Seed 000 ③: 프론트 어택을 할 경우 카운터 스텝을 거친다 — side attacks have none."""
    s = make(phase="attack", stage=[{1: Y0}, {1: Y1}], hand=[[], [BK_R]],
             level=[[], [Y0B]], deck_top=[[Y0B], [G0]])
    act(s, "attack", attack_id(1, SIDE))
    assert kind(s) != "counter"
    assert cid(s, 1, BK_R) in s.hand[1]


def test_the_counter_step_comes_after_the_trigger_and_before_the_damage():
    """Seed 000 ②→③→④: trigger step, counter step, then damage."""
    s = make(phase="attack", stage=[{1: Y0}, {1: Y1}], hand=[[], [BK_R]],
             level=[[], [Y0B]], deck_top=[[R1], [G0]])
    act(s, "attack", attack_id(1, FRONTAL))
    assert kind(s) == "counter"
    assert s.stock[0] == [cid(s, 0, R1, "stock")]   # trigger done
    assert s.clock[1] == []                          # no damage yet


# ---- battle step ---------------------------------------------------------------------------

def test_battle_the_lower_power_is_reversed():
    """Seed 000 ⑤ 배틀 스텝 / seed 001 IV.B.6.5: 戰力較低者下置."""
    s = make(phase="attack", stage=[{1: Y1}, {1: R0}], deck_top=[[Y0B], [G0]])
    defender = s.stage[1][1]
    act(s, "attack", attack_id(1, FRONTAL))    # 5000 against 1000
    rev = [e[3] for e in events(s, "reversed")]
    assert rev == [defender]


def test_battle_equal_power_reverses_both():
    """Seed 000 ⑤: 둘의 파워가 같을 경우 양쪽을 전부 리버스한다."""
    s = make(phase="attack", stage=[{1: Y1}, {1: R1}], deck_top=[[Y0B], [G0]])
    a, d = s.stage[0][1], s.stage[1][1]
    act(s, "attack", attack_id(1, FRONTAL))    # 5000 against 5000
    assert sorted(e[3] for e in events(s, "reversed")) == sorted([a, d])


def test_the_attacker_loses_a_battle_against_higher_power():
    """Seed 000 ⑤: the attacker is reversed when its power is lower."""
    s = make(phase="attack", stage=[{1: R0}, {1: Y1}], deck_top=[[Y0B], [G0]])
    a = s.stage[0][1]
    act(s, "attack", attack_id(1, FRONTAL))
    assert [e[3] for e in events(s, "reversed")] == [a]


# ---- encore step ---------------------------------------------------------------------------

def test_encore_step_reversed_characters_go_to_the_waiting_room():
    """Seed 000 ⑥ 앙코르 스텝 / seed 001 IV.B.6.6: every reversed character goes to the
    waiting room (the turn player's and the opponent's)."""
    s = make(phase="attack", stage=[{1: Y1}, {1: R1}], deck_top=[[Y0B], [G0]])
    a, d = s.stage[0][1], s.stage[1][1]
    act(s, "attack", attack_id(1, FRONTAL))
    assert s.active == 1
    assert a in s.waiting[0] and d in s.waiting[1]
    assert s.stage[0][1] == -1 and s.stage[1][1] == -1


def test_standard_encore_for_three_stock_returns_it_rested_to_the_same_slot():
    """Seed 000 ⑥: 스톡을 3장 사용하면 원래 있던 자리에 레스트 상태로 돌려놓을수 있다 —
    the turn player's reversed attacker comes back rested to its slot for 3 stock."""
    s = make(phase="attack", stage=[{2: Y0}, {0: Y1}], stock=[4, 0], deck_top=[[Y0B], [G0]])
    a = s.stage[0][2]
    act(s, "attack", attack_id(2, FRONTAL))    # 3000 against 5000: the attacker loses
    assert kind(s) == "encore" and who(s) == 0
    assert set(opts(s)) == {0, 1}
    assert a in s.waiting[0]
    act(s, "encore", 1)
    assert s.stage[0][2] == a and s.status[0][2] == REST
    assert len(s.stock[0]) == 2                # 4 + the trigger card - 3
    assert a not in s.waiting[0]


def test_standard_encore_needs_three_stock():
    """Seed 000 ⑥: with 2 stock there is no standard encore."""
    s = make(phase="attack", stage=[{2: Y1}, {0: R0}], stock=[[], 2], deck_top=[[Y0B], [G0]])
    d = s.stage[1][0]
    act(s, "attack", attack_id(2, FRONTAL))
    assert kind(s) != "encore"
    assert d in s.waiting[1]


def test_declining_the_encore_leaves_it_in_the_waiting_room():
    """Seed 000 ⑥: the encore is optional."""
    s = make(phase="attack", stage=[{2: Y1}, {0: R0}], stock=[[], 3], deck_top=[[Y0B], [G0]])
    d = s.stage[1][0]
    act(s, "attack", attack_id(2, FRONTAL))
    act(s, "encore", 0)
    assert d in s.waiting[1] and s.stage[1][0] == -1 and len(s.stock[1]) == 3


def test_a_card_specific_encore_pays_its_own_cost():
    """Seed 000 ⑥: 몇몇 카드는 자체 효과로 앙코르 조건이 따로 있다 (e.g. 패에서 한 장을
    대기실로) — 【AUTO】 Encore [discard a character]: it returns rested without stock."""
    s = make(phase="attack", stage=[{2: ENC}, {0: Y1}], hand=[[R0], []], stock=[0, 0],
             deck_top=[[Y0B], [G0]])
    enc = s.stage[0][2]
    act(s, "attack", attack_id(2, FRONTAL))    # 4500 against 5000
    assert kind(s) == "encore" and set(opts(s)) == {0, 2}
    act(s, "encore", 2)
    if kind(s) == "choose":
        act(s, "choose", cid(s, 0, R0))
    assert s.stage[0][2] == enc and s.status[0][2] == REST
    assert cid(s, 0, R0, "waiting") in s.waiting[0]
    assert len(s.stock[0]) == 1


def test_encore_step_the_turn_player_goes_first_then_the_opponent():
    """Seed 001 IV.B.6.6: 玩家將下置的角色放到休息室。對手將下置的角色放到休息室 — the turn
    player handles their reversed characters (and encores) first."""
    s = make(phase="attack", stage=[{1: Y1}, {1: R1}], stock=[3, 3], deck_top=[[Y0B], [G0]])
    a, d = s.stage[0][1], s.stage[1][1]
    act(s, "attack", attack_id(1, FRONTAL))    # 5000 against 5000: both reversed
    assert kind(s) == "encore" and who(s) == 0
    assert a in s.waiting[0] and s.stage[1][1] == d   # the opponent's not yet moved
    act(s, "encore", 1)
    assert kind(s) == "encore" and who(s) == 1
    act(s, "encore", 0)
    assert s.stage[0][1] == a and d in s.waiting[1]


def test_the_turn_player_chooses_the_order_of_their_reversed_characters():
    """Seed 000 ⑥ / CR: several reversed characters of one player go to the waiting room
    one at a time, in the order their player chooses."""
    s = make(phase="attack", stage=[{0: R0, 1: G0}, {1: Y1, 2: Y1B}], stock=[3, 0],
             deck_top=[[Y0B, Y0B], [G0, G0, R0]])
    a0, a1 = s.stage[0][0], s.stage[0][1]
    act(s, "attack", attack_id(0, FRONTAL))     # both attackers lose their battles
    act(s, "attack", attack_id(1, FRONTAL))
    assert kind(s) == "encore_order" and who(s) == 0
    assert set(opts(s)) == {0, 1}
    act(s, "encore_order", 1)                   # the middle one first
    assert a1 in s.waiting[0] and s.stage[0][0] == a0
    assert kind(s) == "encore"


def test_only_one_counter_card_per_counter_step():
    """CR (counter step: the non-active player may play one 【COUNTER】 card): with two
    Backups in hand the defender uses one; no second counter decision follows."""
    s = make(phase="attack", stage=[{1: Y1B, 2: Y0B}, {1: Y1}], hand=[[], [BK_R, BK_G]],
             level=[[], [Y0]], stock=[[], 3], deck_top=[[Y0B], [G0]])
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "counter", cid(s, 1, BK_R))
    assert kind(s) != "counter"
    assert cid(s, 1, BK_G) in s.hand[1]


def test_no_counter_step_for_a_direct_attack():
    """Seed 000 ③: the counter step belongs to frontal attacks only."""
    s = make(phase="attack", stage=[{1: Y0, 2: Y0B}, {0: Y1}], hand=[[], [BK_R]],
             level=[[], [Y0]], deck_top=[[Y0B], [G0, R0]])
    act(s, "attack", attack_id(1, DIRECT))
    assert kind(s) == "attack" and who(s) == 0
    assert len(s.clock[1]) == 2 and cid(s, 1, BK_R) in s.hand[1]


def test_the_climax_power_counts_in_battle():
    """Seed 000 클라이맥스 / ⑤ 배틀 스텝: with a climax (+1000) a 5000 attacker beats a
    5000 defender instead of both being reversed."""
    s = make(phase="climax", hand=[[CX_SHOT], []], stage=[{1: Y1, 2: Y0B}, {1: R1}],
             clock=[[Y0], []], deck_top=[[Y0B], [G0, R0]])
    a, d = s.stage[0][1], s.stage[1][1]
    act(s, "climax", cid(s, 0, CX_SHOT))
    act(s, "attack", attack_id(1, FRONTAL))
    assert [e[3] for e in events(s, "reversed")] == [d]


def test_a_defender_returned_to_hand_by_the_trigger_means_no_battle():
    """CR (battle step: no battle without the defending character) with seed 000 리턴:
    the return icon bounces the defender; the attack still deals its damage, nobody is
    reversed."""
    s = make(phase="attack", stage=[{1: Y1, 2: Y0B}, {1: R1}], deck_top=[[CX_RETURN], [G0, R0]])
    d = s.stage[1][1]
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "choose", d)
    assert d in s.hand[1]
    assert len(s.clock[1]) == 2                  # soul 1 + the soul icon
    assert not events(s, "reversed") and not events(s, "battle")


def test_a_frontal_attack_whose_defender_left_keeps_its_counter_step_and_no_soul_bonus():
    """Issue 7 (official Q&A; seed 000 ③ ties the counter step to frontal attacks): the
    return icon bounces the defender, the attack stays frontal -- no direct-attack soul
    bonus, no battle, and the defender's player still gets the counter step. A Backup
    used then pays its cost and boosts nobody."""
    s = make(phase="attack", stage=[{1: Y1, 2: Y0B}, {1: R1}], hand=[[], [BK_G]],
             level=[[], [Y0]], stock=[[], [R0]], deck_top=[[CX_RETURN], [G0, R0]])
    d = s.stage[1][1]
    a = s.stage[0][1]
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "choose", d)
    assert d in s.hand[1]
    assert kind(s) == "counter" and who(s) == 1
    bk = cid(s, 1, BK_G)
    assert set(opts(s)) == {bk, PASS}
    act(s, "counter", bk)
    assert bk in s.waiting[1] and s.stock[1] == []
    assert events(s, "backup")[-1][4] == -1       # no attacked character to boost
    assert not [m for m in s.mods if m[1] == "power" and m[0] != a]
    assert len(s.clock[1]) == 2                  # soul 1 + the return climax's soul icon
    assert not events(s, "battle")


def test_the_encore_offers_both_the_standard_and_the_cards_own_encore():
    """Seed 000 ⑥: 상황에 맞게 앙코르 방법을 선택하면 된다 — with 3 stock and a character
    in hand, both encores are offered."""
    s = make(phase="attack", stage=[{2: ENC}, {0: Y1}], hand=[[R0], []], stock=[2, 0],
             deck_top=[[Y0B], [G0]])
    act(s, "attack", attack_id(2, FRONTAL))
    assert kind(s) == "encore" and set(opts(s)) == {0, 1, 2}


def test_reversed_characters_stay_on_stage_until_the_encore_step():
    """Seed 000 ⑥: 모든 공격이 종료되었다면, 모든 리버스 상태의 캐릭터를 대기실로 — while the
    attack phase goes on, a character reversed in battle stays on stage, reversed."""
    s = make(phase="attack", stage=[{1: Y1, 2: Y0B}, {1: R0}], deck_top=[[Y0B], [G0]])
    d = s.stage[1][1]
    act(s, "attack", attack_id(1, FRONTAL))
    assert kind(s) == "attack"
    assert s.stage[1][1] == d and s.status[1][1] == REVERSE
    act(s, "attack", PASS)
    assert d in s.waiting[1] and s.stage[1][1] == -1
