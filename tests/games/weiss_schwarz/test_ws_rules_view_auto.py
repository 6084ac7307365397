"""Weiß Schwarz rulings: what a player may see (DESIGN §2 hidden information; seed 001
III: the deck and the stock lie face down) and the order in which waiting 【AUTO】
abilities resolve (CR: turn player first; the turn player orders their own)."""

from __future__ import annotations

import pytest
from ws_helpers import (BK_R, CX_SHOT, FRONTAL, G0, R0, R1, Y0, Y0B, Y1, act, attack_id,
                        dengeki, deck_with, events, kind, make, opts, who)

AQUILA = "AZL/S102-E085"     # 【AUTO】 when its battle opponent is reversed: +2000 to a KAN-SEN
YOTSUBA = "5HY/W101-E004"    # 【AUTO】 when reversed in battle: pay 1 stock, discard 1, ...
ERIO = "Gds/WS02-TE16"       # 【AUTO】 at the start of your climax phase: +500 to a character


def _scene():
    return make(phase="main", hand=[[Y1, R1, G0], [Y0, R0, Y1]], stock=[3, 4],
                stage=[{1: Y0B}, {0: G0}], clock=[[R0], [Y0B]])


def test_the_view_hides_the_opponents_hand_but_shows_its_size():
    """Seed 000 / DESIGN §2: a player sees their own hand, only the number of cards in
    the opponent's hand."""
    s = _scene()
    v = s.view(0)
    assert v["me"]["hand"] == sorted(s.hand[0])
    assert v["opponent"]["hand"] is None and v["opponent"]["hand_count"] == 3


def test_the_view_shows_only_counts_of_both_decks_and_both_stocks():
    """Seed 001 III (山牌 / 資源: 背面, face down): neither deck's order nor any stock's
    contents are visible, not even one's own — only how many cards there are."""
    s = _scene()
    for p in (0, 1):
        v = s.view(p)
        for side in ("me", "opponent"):
            assert isinstance(v[side]["deck"], int)
            assert isinstance(v[side]["stock"], int)
        assert v["me"]["stock"] == len(s.stock[p])
        assert v["opponent"]["deck"] == len(s.deck[1 - p])


def test_the_view_does_not_change_when_hidden_cards_are_rearranged():
    """DESIGN §2: nothing a player sees depends on what they cannot see — re-dealing the
    opponent's hand with their deck and shuffling both decks and both stocks leaves
    view(0) unchanged."""
    s = _scene()
    t = s.clone()
    t.deck[0].reverse()
    t.stock[0].reverse()
    t.stock[1].reverse()
    h, d = t.hand[1], t.deck[1]
    h[0], d[5] = d[5], h[0]
    h[2], d[0] = d[0], h[2]
    d.reverse()
    assert t.view(0) == s.view(0)


def test_the_opponent_does_not_see_the_options_of_my_pending_decision():
    """DESIGN §2: the options of a hand-based decision would reveal the hand."""
    s = _scene()
    assert who(s) == 0
    assert s.view(1)["decision"]["options"] is None
    assert s.view(0)["decision"]["options"] == list(opts(s))


_DECISION_LEAK = (
    "DESIGN §2 (nothing a player reads may depend on what they cannot see): the engine "
    "poses the {step} decision only when the deciding player holds a usable card, and "
    "otherwise skips the step, so the other player's view (phase and pending decision) "
    "reveals whether that hidden hand holds one; per the seed the step happens every "
    "time and the player may decline")


def test_the_view_does_not_reveal_whether_the_opponent_holds_a_playable_climax():
    """Seed 000 클라이맥스 페이즈 (every turn has it; the player *may* play a climax) and
    DESIGN §2: two states that differ only in the turn player's one hidden hand card (a
    playable climax or a character) look the same to the opponent."""
    with_cx = make(phase="climax", hand=[[CX_SHOT], []], stage=[{1: Y0}, {}],
                   clock=[[Y0B], []])
    without = make(phase="climax", hand=[[Y1], []], stage=[{1: Y0}, {}], clock=[[Y0B], []])
    assert with_cx.view(1) == without.view(1)


def test_the_view_does_not_reveal_whether_the_defender_holds_a_backup():
    """Seed 000 ③ (프론트 어택을 할 경우 카운터 스텝을 거친다: every frontal attack has a
    counter step) and DESIGN §2: after a frontal attack the attacker cannot tell from
    their view whether the defender holds a usable Backup."""
    views = []
    for card in (BK_R, R1):
        s = make(phase="attack", stage=[{1: Y0, 2: Y0B}, {1: Y1}], hand=[[], [card]],
                 level=[[], [Y0]], deck_top=[[Y0B], [G0]])
        act(s, "attack", attack_id(1, FRONTAL), settle=False)
        views.append(s.view(0))
    assert views[0] == views[1]


# ---- 【AUTO】 order ---------------------------------------------------------------------------

def test_the_turn_player_orders_several_of_their_own_waiting_auto_abilities():
    """CR (check timing) / seed 000 자동 효과: two 【AUTO】 abilities triggered at the start
    of the climax phase — the turn player chooses which resolves first ("order")."""
    d = dengeki()
    s = make([d, d], phase="climax", stage=[{0: ERIO, 1: ERIO}, {}])
    assert kind(s) == "order" and who(s) == 0
    assert opts(s) == (0, 1)
    second = s.pending_auto[1][1]
    first = s.pending_auto[0][1]
    act(s, "order", 1)
    abil = events(s, "ability")
    assert abil[-1][3] == second
    assert kind(s) == "choose" and who(s) == 0           # its target
    act(s, "choose", s.stage[0][0])
    assert events(s, "ability")[-1][3] == first          # then the other one
    act(s, "choose", s.stage[0][0])
    assert s.power_of(0, 0) == 2000 + 1000


def test_the_turn_players_auto_abilities_resolve_before_the_opponents():
    """CR (check timing): abilities of both players waiting at once — the turn player's
    first, then the non-turn player's. A frontal battle reverses the defender: its
    【AUTO】 (reversed in battle) and the attacker's (battle opponent reversed) both
    wait; the attacker's player resolves first."""
    d = deck_with("auto-order", [(4, AQUILA), (4, YOTSUBA)])
    whens = {c.code: {a["when"] for a in c.abilities if a["kind"] == "auto"} for c in d.cards}
    assert "battle_opponent_reversed" in whens[AQUILA]
    assert "reversed_in_battle" in whens[YOTSUBA]
    s = make([d, d], phase="attack", stage=[{1: AQUILA, 2: Y0B}, {1: YOTSUBA}],
             hand=[[], [G0]], stock=[0, 2], deck_top=[[Y0B], [R0]])
    aq, yo = s.stage[0][1], s.stage[1][1]
    act(s, "attack", attack_id(1, FRONTAL))              # 6000 against 1500
    deciders = []
    while kind(s) not in ("attack", None):
        deciders.append(who(s))
        act(s, kind(s), 0 if kind(s) == "yes_no" else opts(s)[0])
    order = [e[3] for e in events(s, "ability") if e[3] in (aq, yo)]
    assert order == [aq, yo]
    # Aquila's target: the only fitting character (the one KAN-SEN, Aquila itself), taken
    # without asking -- its +2000 lands before the opponent's ability even starts, and
    # the only decision left is the opponent's (Yotsuba's "pay (1) …")
    log = s.log
    boost = next(i for i, e in enumerate(log) if e[0] == "modifier" and e[2] == aq)
    start_yo = next(i for i, e in enumerate(log) if e[0] == "ability" and e[3] == yo)
    assert boost < start_yo and log[boost][3:5] == ("power", 2000)
    assert s.power_of(0, 1) == 6000 + 2000
    assert deciders == [1]
