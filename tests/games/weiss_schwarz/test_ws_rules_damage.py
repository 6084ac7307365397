"""Weiß Schwarz rulings: damage and cancel, level up, refresh and the refresh point,
losing (level 4; no cards in deck and waiting room; both at once is a draw)."""

from __future__ import annotations

import pytest
from ws_helpers import (B0, CX_DRAW, CX_GATE, CX_POOL, DIRECT, FRONTAL, G0, R0, R1, Y0, Y0B,
                        Y1, Y2, Y3, act, attack_id, codes, events, kind, make, opts, who)


def direct(s, slot=1):
    act(s, "attack", attack_id(slot, DIRECT))


# ---- damage --------------------------------------------------------------------------------

def test_uncanceled_damage_puts_every_revealed_card_into_the_clock_in_order():
    """Seed 000 ④ 대미지 스텝 / seed 001 IV.B.6.4: one card per point of damage from the
    top of the deck, all into the clock."""
    s = make(phase="attack", stage=[{1: Y3, 2: Y0B}, {}], deck_top=[[Y0B], [G0, R0, B0, Y1]])
    direct(s)                                     # soul 2 + 1
    assert codes(s, s.clock[1]) == [G0, R0, B0]
    assert codes(s, [s.deck[1][-1]]) == [Y1]


def test_a_climax_cancels_the_whole_damage_at_that_point():
    """Seed 000 ④: 넘기던 도중 클라이맥스 카드가 나온다면 그 시점에서 대미지는 캔슬되어
    클록존에 카드를 두지 않고, 넘겨진 카드는 모두 대기실로 보내진다 — 3 damage, the 2nd
    card a climax: 2 cards to the waiting room, the 3rd never revealed."""
    s = make(phase="attack", stage=[{1: Y3, 2: Y0B}, {}], deck_top=[[Y0B], [G0, CX_POOL, R0, Y1]])
    direct(s)
    assert s.clock[1] == []
    assert codes(s, s.waiting[1]) == [G0, CX_POOL]
    assert codes(s, s.deck[1][-2:]) == [Y1, R0]   # R0 still on top


def test_a_climax_as_the_last_damage_card_still_cancels_everything():
    """Seed 001 IV.B.6.4: 若翻開高潮的話，這次傷害全部卡放到休息室."""
    s = make(phase="attack", stage=[{1: Y3, 2: Y0B}, {}], deck_top=[[Y0B], [G0, R0, CX_POOL, Y1]])
    direct(s)
    assert s.clock[1] == [] and codes(s, s.waiting[1]) == [G0, R0, CX_POOL]


def test_damage_is_dealt_by_the_attacker_soul_count():
    """Seed 000 ④: 공격한 캐릭터의 소울의 개수만큼 — a soul 2 character's direct attack
    deals 3, a soul 1 character's 2."""
    s = make(phase="attack", stage=[{0: Y3, 1: Y0}, {}],
             deck_top=[[Y0B, Y0B], [G0, G0, R0, R0, B0, B0]])
    direct(s, 0)
    assert len(s.clock[1]) == 3
    direct(s, 1)
    assert len(s.clock[1]) == 5


# ---- level up ------------------------------------------------------------------------------

def test_level_up_one_of_the_seven_oldest_to_the_level_zone_six_to_the_waiting_room():
    """Seed 000 클록존 / seed 001 C: 當時鐘區有7張或以上的話，在頭7張中選1張放到等級區，
    另外6張放到休息室，其餘放到時鐘區 — clock 6 + 3 damage = 9."""
    s = make(phase="attack", stage=[{1: Y3, 2: Y0B}, {}], clock=[[], 6],
             deck_top=[[Y0B], [G0, R0, B0]])
    old = list(s.clock[1])
    direct(s)
    assert kind(s) == "level_up" and who(s) == 1
    seven = old + [s.clock[1][6]]
    assert set(opts(s)) == set(seven)
    pick = seven[3]
    act(s, "level_up", pick)
    assert s.level[1] == [pick]
    assert sorted(s.waiting[1]) == sorted(x for x in seven if x != pick)
    assert codes(s, s.clock[1]) == [R0, B0]


def test_the_player_chooses_which_clock_card_levels_up():
    """Seed 000 레벨존: 클록존에 남아있는 카드 중 하나를 둔다 (any of them, the player's
    choice)."""
    s = make(phase="clock", hand=[[Y1], []], clock=[[G0, R0, B0, Y0, Y0B, Y2], []])
    act(s, "clock", s.hand[0][0])
    g0 = s.clock[0][0]
    assert kind(s) == "level_up" and len(opts(s)) == 7
    act(s, "level_up", g0)
    assert s.level[0] == [g0] and s.clock[0] == [] and len(s.waiting[0]) == 6


# ---- refresh -------------------------------------------------------------------------------

def test_refresh_an_empty_deck_takes_the_shuffled_waiting_room_and_the_refresh_point():
    """Seed 000 리프레시 / seed 001 C (重置): with the deck empty the waiting room becomes
    the new deck; then its top card goes to the clock. Mid-draw: the draw resumes from
    the new deck, and the refresh point comes after the interrupted processing."""
    s = make(phase="clock", hand=[[Y1], []], deck_top=[[R1], []],
             waiting=[[G0, R0, B0, Y0], []], stock=[44, 0])
    assert len(s.deck[0]) == 1
    act(s, "clock", s.hand[0][0])                # draw 2 with 1 card in the deck
    assert len(s.hand[0]) == 2 and s.deck[0] != []
    assert len(s.clock[0]) == 2                  # the clocked card + the refresh point
    assert s.waiting[0] == []
    assert len(s.deck[0]) == 2
    ev = [e[0] for e in s.log if e[0] in ("draw", "refresh", "refresh_point")]
    assert ev == ["draw", "refresh", "draw", "refresh_point"]
    assert events(s, "refresh")[0][3] == 4


def test_refresh_in_the_middle_of_damage():
    """Seed 000 리프레시: 어택 페이즈의 대미지 스텝도 마찬가지 — 2 damage with 1 card in the
    deck: the 2nd damage card comes from the refreshed deck; the refresh point follows
    the damage."""
    s = make(phase="attack", stage=[{1: Y0, 2: Y0B}, {}], deck_top=[[Y0B], [G0]],
             waiting=[[], [R0, B0, Y0]], stock=[0, 46])
    assert len(s.deck[1]) == 1
    direct(s)
    ev = [e[0] for e in s.log if e[0] in ("refresh", "refresh_point", "damage",
                                           "damage_canceled")]
    assert ev == ["refresh", "damage", "refresh_point"]
    assert len(s.clock[1]) == 3 and codes(s, s.clock[1])[0] == G0
    assert len(s.deck[1]) == 1 and s.waiting[1] == []


def test_a_refresh_happens_when_the_last_card_is_drawn():
    """Seed 001 C: 當山牌沒有任何牌時 … 重置 — the deck refreshes as soon as it is empty,
    not only when a card is needed."""
    s = make(phase="draw", deck_top=[[R1], []], waiting=[[G0, R0], []], stock=[47, 0])
    # after drawing the last card the waiting room has become the deck (minus the
    # refresh point)
    assert s.waiting[0] == []
    assert len(s.clock[0]) == 1 and len(s.deck[0]) == 1


def test_the_refresh_point_card_goes_to_the_clock_even_if_it_is_a_climax():
    """Seed 000 리프레시 / seed 001 C: 重置後，山牌上1張放到時鐘區 — the refresh point is not
    damage and cannot be canceled: a climax goes to the clock too."""
    s = make(phase="draw", deck_top=[[R1], []], waiting=[[CX_POOL, CX_DRAW, CX_GATE], []],
             stock=[46, 0])
    assert len(s.clock[0]) == 1                  # after the draw of the last card
    assert s.T.cards[s.clock[0][0]].type == "climax"
    assert len(s.deck[0]) == 2 and s.waiting[0] == []


# ---- losing --------------------------------------------------------------------------------

def test_reaching_level_four_loses():
    """Seed 000 승리 조건 / seed 001 C: 等級區有4張卡 — a player at level 3 with 6 clock
    takes 1 damage, levels up to 4 and loses."""
    s = make(phase="attack", stage=[{1: Y0}, {}], level=[[], 3], clock=[[], 6],
             deck_top=[[Y0B], [G0, R0]])
    direct(s)
    act(s, "level_up", s.clock[1][0])
    assert s.is_terminal()
    assert s.outcome.winner == 0


def test_no_cards_in_deck_and_waiting_room_loses():
    """Seed 001 C: 山牌或休息室沒有任何卡 (deck and waiting room both empty) — 2 damage
    take the last 2 cards of the deck with the waiting room empty."""
    s = make(phase="attack", stage=[{1: Y0, 2: Y0B}, {}], deck_top=[[Y0B], [G0, R0]], stock=[0, 48])
    assert len(s.deck[1]) == 2 and s.waiting[1] == []
    direct(s)
    assert s.is_terminal() and s.outcome.winner == 0


def test_an_empty_deck_with_cards_in_the_waiting_room_refreshes_instead_of_losing():
    """Seed 001 C: the loss needs both empty; otherwise the deck refreshes."""
    s = make(phase="attack", stage=[{1: Y0, 2: Y0B}, {}], deck_top=[[Y0B], [G0, R0]],
             waiting=[[], [B0, Y1, Y2]], stock=[0, 45])
    direct(s)
    assert not s.is_terminal()
    assert len(s.clock[1]) == 3                   # 2 damage + the refresh point


def test_both_players_losing_at_once_is_a_draw():
    """Seed 001 C / CR: both players meet a losing condition at the same check timing —
    the game is a draw (no winner)."""
    s = make(phase="main", level=[3, 3], clock=[7, 7])
    assert kind(s) == "level_up" and who(s) == 0
    act(s, "level_up", s.clock[0][0])
    assert kind(s) == "level_up" and who(s) == 1
    act(s, "level_up", s.clock[1][0])
    assert s.is_terminal() and s.outcome.winner is None


def test_two_level_ups_from_one_damage():
    """Seed 000 클록존 / seed 001 C: each 7 clock cards is one level — clock 6 + 8 damage
    (no cancel) levels up twice."""
    s = make(phase="attack", stage=[{1: Y3, 2: Y0B}, {}], clock=[[], 6],
             deck_top=[[Y0B], [G0, G0, R0, R0, B0, B0, Y1, Y1]])
    s.add_mod(s.stage[0][1], "soul", 5, "turn")   # soul 2 + 5 + 1 (direct) = 8
    direct(s)
    assert kind(s) == "level_up"
    act(s, "level_up", opts(s)[0])
    assert kind(s) == "level_up"
    act(s, "level_up", opts(s)[0])
    assert len(s.level[1]) == 2 and s.clock[1] == [] and len(s.waiting[1]) == 12


def test_the_turn_player_reaching_level_four_in_their_own_clock_phase_loses():
    """Seed 001 C: 任一玩家滿足以下條件為輸 — any player, the turn player too."""
    s = make(phase="clock", hand=[[Y1], []], level=[3, 0], clock=[6, 0])
    act(s, "clock", s.hand[0][0])
    act(s, "level_up", opts(s)[0])
    assert s.is_terminal() and s.outcome.winner == 1


_LOSS_TOO_EARLY = (
    "seed 001 C lists the losing condition as a state (山牌或休息室沒有任何卡: no cards in "
    "the deck and the waiting room) and refreshes whenever the deck is empty "
    "(當山牌沒有任何牌時…重置); the engine instead marks the loss the moment the deck runs out "
    "while the waiting room happens to be empty (WSState.refresh sets losing[p] from "
    "top_of_deck/draw), and check_loss ends the game later even though cards have reached "
    "the waiting room in between and the deck could refresh")


def test_canceled_damage_cards_refill_the_waiting_room_so_the_deck_refreshes():
    """Seed 001 C (losing: no cards in deck AND waiting room; refresh when the deck is
    empty) with seed 000 ④ (canceled damage goes to the waiting room): the last 2 deck
    cards are revealed as damage, the 2nd a climax — both go to the waiting room. At the
    check the deck is empty but the waiting room is not: the deck refreshes (then the
    refresh point), nobody has lost."""
    s = make(phase="attack", stage=[{1: Y3, 2: Y0B}, {}], deck_top=[[Y0B], [G0, CX_POOL]],
             stock=[0, 48])
    assert len(s.deck[1]) == 2 and s.waiting[1] == []
    direct(s)                                     # 3 damage, canceled by the 2nd card
    assert not s.is_terminal()
    assert len(s.deck[1]) == 1 and len(s.clock[1]) == 1 and s.waiting[1] == []


def test_a_level_up_refills_the_waiting_room_so_the_deck_refreshes():
    """Seed 001 C (level up: 6 clock cards to the waiting room; losing: no cards in deck
    AND waiting room): the last deck card is the 7th clock card; the level up puts 6
    cards into the waiting room, which then becomes the deck — nobody has lost."""
    s = make(phase="attack", stage=[{1: Y1, 2: Y0B}, {1: R0}], deck_top=[[Y0B], [G0]],
             clock=[[], 6], stock=[0, 42])
    assert len(s.deck[1]) == 1 and s.waiting[1] == []
    act(s, "attack", attack_id(1, FRONTAL))       # 1 damage: the last card
    assert kind(s) == "level_up"
    act(s, "level_up", opts(s)[0])
    assert not s.is_terminal()
    assert len(s.level[1]) == 1
    assert len(s.deck[1]) + len(s.clock[1]) + len(s.waiting[1]) == 6
