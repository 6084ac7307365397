"""Seed 002 §3.4 (the end of a duel) and §3.5 (after a preliminary duel).

Edges are defence|attack, top row first (X symbol, . blank). Energy: printed spaces
1..15 are 1..15, the minus zone is 0, -1, -2 (the floor)."""

import pytest

from lotr_helpers import (BALROG, GANDALF, NEUTRAL_B12, NEUTRAL_G12, act, cid, events, ids,
                          place, setup, split)

G9 = ["G18", "G02", "G05", "G09", "G13", "G21", "G01", "G03", "G04"]
B9 = ["B22", "B04", "B09", "B02", "B01", "B03", "B05", "B06", "B07"]
EXTRA_G, EXTRA_B = ["G13", "G18", "G21"], ["B01", "B02", "B22"]


def neutral_duel(**kw):
    g, b = split(NEUTRAL_G12, EXTRA_G, EXTRA_B)
    return setup(g, b, **kw)


# ---- §3.4 the end of a duel ------------------------------------------------------------

def test_duel_ends_after_six_cards_each_not_nine_seed_3_4():
    """Seed 002 §3.4: a preliminary duel ends as soon as each player has placed 6 cards
    (12 in all) and the exchange is scored -- not after 9."""
    s = neutral_duel()
    place(s, *NEUTRAL_G12[:11])
    assert s.in_duel and s.duel == 0
    assert s.placed == [6, 5] and s.current_player() == BALROG
    place(s, NEUTRAL_G12[11])
    assert s.duel == 1 and s.decision_kind() == "starter"
    assert [len(s.played[0]), len(s.played[1])] == [6, 6]
    assert [len(s.set_aside[0]), len(s.set_aside[1])] == [3, 3]


def test_duel_ends_at_once_when_a_marker_enters_the_minus_zone_seed_3_4():
    """Seed 002 §3.4: the duel ends the moment a marker is in the minus zone after an
    exchange, even after one card each (G18 X... | B04 XX..: Gandalf -1, 1 -> 0)."""
    s = setup(G9, B9, energy=[1, 3])
    place(s, "G18", "B04")
    assert s.energy == [0, 3]
    assert not s.in_duel
    assert s.placed == [1, 1]
    assert s.duel_winners == [BALROG]
    assert s.decision_kind() == "keep"


def test_space_one_is_not_the_minus_zone_seed_3_4():
    """Seed 002 §3.4: space 1 is still on the track; the duel goes on."""
    s = setup(G9, B9, energy=[2, 3])
    place(s, "G18", "B04")
    assert s.energy == [1, 3]
    assert s.in_duel and s.current_player() == GANDALF


def test_both_in_the_minus_zone_on_different_spaces_ends_the_duel_seed_3_4():
    """Seed 002 §3.4: only markers on the same minus space make a deuce. G18 X... | B02
    .XX. costs Gandalf 2 and the Balrog 1: from 1/1 to -1 (value -1) and -1 (value 0)."""
    s = setup(G9, B9, energy=[1, 1])
    place(s, "G18", "B02")
    assert s.energy == [-1, 0]
    assert not s.in_duel
    assert s.duel_winners == [BALROG]


def test_deuce_on_the_same_minus_space_play_goes_on_until_one_falls_further_seed_3_4():
    """Seed 002 §3.4 (deuce): both markers on the same minus space with cards left -- the
    duel goes on; it ends when one marker falls further."""
    s = setup(G9, B9, energy=[1, 1])
    place(s, "G02", "B09")              # XXX. | XX.X: row 3 Balrog -1, row 4 Gandalf -1
    assert s.energy == [0, 0]
    assert s.in_duel and s.current_player() == GANDALF
    place(s, "G09")                     # .X.X | .X.X: nothing
    assert s.energy == [0, 0] and s.in_duel
    place(s, "B22")                     # X.XX | ....: Balrog -3, stopped at the floor
    assert s.energy == [0, -2]
    assert not s.in_duel
    assert s.duel_winners == [GANDALF]
    assert s.steps == [1, 0]


def test_deuce_lasts_until_the_cards_run_out_seed_3_4():
    """Seed 002 §3.4 (deuce): if neither falls further the duel runs to 6 cards each;
    the markers are then level, so the starter (Gandalf) loses (§3.5)."""
    chain = ["G05", "B08", "G03", "B15", "G04", "B09", "G09", "B07", "G07", "B06",
             "G01", "B18"]              # G05 X.XX | B08 XXX.: each loses 1; then neutral
    g, b = split(chain, EXTRA_G, EXTRA_B)
    s = setup(g, b, energy=[1, 1])
    place(s, *chain[:2])
    assert s.energy == [0, 0]
    for c in chain[2:11]:
        assert s.in_duel
        place(s, c)
    assert s.in_duel and s.energy == [0, 0]
    place(s, chain[11])
    assert s.duel == 1 and s.duel_winners == [BALROG] and s.steps == [0, 1]


def test_balance_placed_as_the_duel_ends_in_the_minus_zone_does_not_act_seed_3_4():
    """Seed 002 §3.4: a special card just placed when the duel ends in the minus zone does
    not act. B06 ...|X... against Gandalf's Balance .X.X: Gandalf -1, Balrog -2 -> -1.
    (Balance would have given Gandalf +1.)"""
    g = ["GS1"] + G9[:8]
    s = setup(g, B9, starter=BALROG, energy=[15, 1])
    place(s, "B06", "GS1")
    assert s.energy == [14, -1]
    assert not s.in_duel
    assert not [e for e in events(s, "effect") if e[3] == cid(s, "GS1")]


def test_power_placed_as_the_duel_ends_in_the_minus_zone_does_not_act_seed_3_4():
    """Seed 002 §3.4, whoever placed it: G18 X... | Balrog's Power .X.X costs Gandalf 2
    (1 -> -1) and the Balrog 1; the Power does not score the exchange again."""
    b = ["BS5"] + B9[:8]
    s = setup(G9, b, energy=[1, 15])
    place(s, "G18", "BS5")
    assert s.energy == [-1, 14]
    assert not s.in_duel


# ---- §3.5 after a preliminary duel -----------------------------------------------------

def test_each_player_keeps_three_unplayed_cards_one_per_decision_seed_3_5():
    """Seed 002 §3.5: after the duel each player chooses 3 unplayed cards for the final,
    one card per 'keep' decision; the rest of the hand leaves the game."""
    s = setup(G9, B9, energy=[1, 3])
    place(s, "G18", "B04")
    for p in (GANDALF, BALROG):
        for k in range(3):
            assert s.decision_kind() == "keep" and s.current_player() == p
            opts = [a.id for a in s.legal_actions()]
            assert opts == sorted(s.hands[p]) and len(opts) == 8 - k
            act(s, "keep", opts[-1])
            assert s.set_aside[p][-1] == opts[-1]
        assert len(s.set_aside[p]) == 3
    kept = [list(s.set_aside[0]), list(s.set_aside[1])]
    assert s.duel == 1 and s.decision_kind() == "starter"
    for p in (GANDALF, BALROG):
        assert len(s.box[p]) == 5
        assert not set(kept[p]) & set(s.box[p])
        assert not set(kept[p]) & set(s.hands[p])


def test_keeping_is_automatic_when_exactly_three_remain_seed_3_5():
    """Seed 002 §3.5: with 3 cards left they are simply put aside, with no decision: the
    last placement leads straight to the next duel's starter decision."""
    s = neutral_duel()
    place(s, *NEUTRAL_G12)
    g_left = sorted(ids(s, EXTRA_G))
    b_left = sorted(ids(s, EXTRA_B))
    assert sorted(s.set_aside[GANDALF]) == g_left
    assert sorted(s.set_aside[BALROG]) == b_left
    assert s.decision_kind() == "starter"


@pytest.mark.parametrize("lead, climb", [(1, 1), (2, 1), (3, 2), (4, 3), (5, 4)])
def test_winner_climbs_the_spaces_between_the_markers_at_least_one_seed_3_5(lead, climb):
    """Seed 002 §3.5: the higher marker wins and climbs max(1, difference - 1) steps.
    G18 X... | B22 ....: the Balrog falls from 1 to 0 and Gandalf stands `lead` higher."""
    s = setup(G9, B9, energy=[lead, 1])
    place(s, "G18", "B22")
    assert s.energy == [lead, 0]
    assert s.duel_winners == [GANDALF]
    assert s.steps == [climb, 0]


@pytest.mark.parametrize("lead, climb", [(2, 1), (4, 3)])
def test_the_balrog_as_winner_climbs_too_seed_3_5(lead, climb):
    """Seed 002 §3.5 for the Balrog: G18 X... | B04 XX..: Gandalf falls from 1 to 0."""
    s = setup(G9, B9, energy=[1, lead])
    place(s, "G18", "B04")
    assert s.duel_winners == [BALROG]
    assert s.steps == [0, climb]


def test_full_duel_winner_is_the_higher_marker_seed_3_5():
    """Seed 002 §3.5: after 6 cards each, the higher marker wins (15 against 12: 2 empty
    spaces, 2 steps)."""
    s = neutral_duel(energy=[15, 12])
    place(s, *NEUTRAL_G12)
    assert s.duel_winners == [GANDALF]
    assert s.steps == [2, 0]


def test_level_markers_the_starter_loses_gandalf_started_seed_3_5():
    """Seed 002 §3.5: level markers are no draw -- the player who started loses, and the
    winner climbs 1 step."""
    s = neutral_duel()
    place(s, *NEUTRAL_G12)
    assert s.duel_winners == [BALROG]
    assert s.steps == [0, 1]


def test_level_markers_the_starter_loses_balrog_started_seed_3_5():
    """Seed 002 §3.5 with the Balrog as the starter: Gandalf wins and climbs 1."""
    g, b = split(NEUTRAL_B12, EXTRA_G, ["B01", "B18", "B22"])
    s = setup(g, b, duel=1, starter=BALROG, winners=[GANDALF])
    place(s, *NEUTRAL_B12)
    assert s.duel_winners == [GANDALF, GANDALF]
    assert s.steps == [1, 0]


def test_reaching_the_top_in_a_preliminary_duel_ends_the_game_at_once_seed_3_5():
    """Seed 002 §3.5/§4: a figure reaching step 5 in a preliminary duel wins at once: no
    cards are kept and no further duel is played."""
    s = setup(G9, B9, energy=[3, 1], steps=(3, 0))
    place(s, "G18", "B22")
    assert s.steps == [5, 0]
    assert s.is_terminal() and s.outcome.winner == GANDALF
    assert s.legal_actions() == []
    assert s.set_aside == [[], []]


def test_the_climb_stops_at_the_top_seed_3_5():
    """Seed 002 §3.5/§4: a climb past the top ends on it; the Balrog wins in duel 2."""
    s = setup(G9, B9, duel=1, energy=[1, 8], steps=(2, 3), winners=[BALROG])
    place(s, "G18", "B04")
    assert s.steps == [2, 5]
    assert s.is_terminal() and s.outcome.winner == BALROG
