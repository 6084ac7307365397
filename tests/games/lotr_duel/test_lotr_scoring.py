"""Seed 002 §3.1 (placing cards and scoring) and §3.2 (seeing the losing hand).

Edges are defence|attack, top row first (X symbol, . blank)."""

import pytest

import tcgsim
from lotr_helpers import (BALROG, GAME, GANDALF, START, cid, ids, opp_hand_known, place,
                          row, setup)

G9 = ["G01", "G02", "G13", "G18", "G21", "G03", "G04", "G05", "G06"]
B9 = ["B01", "B02", "B18", "B22", "B03", "B04", "B05", "B06", "B07"]


# ---- §3.1 scoring ---------------------------------------------------------------------

def test_first_duel_opens_with_gandalf_seed_3_1():
    """Seed 002 §3.1: the first duel always starts with Gandalf placing a card."""
    for seed in (1, 2, 3):
        s = GAME.new_state(seed=seed)
        assert s.duel == 0 and s.decision_kind() == "place"
        assert s.current_player() == GANDALF
        assert sorted(a.id for a in s.legal_actions()) == sorted(s.hands[GANDALF])
        assert len(s.hands[GANDALF]) == len(s.hands[BALROG]) == 9
        assert s.energy == [START, START]


def test_first_card_of_a_duel_is_not_scored_seed_3_1():
    """Seed 002 §3.1: scoring starts when two cards touch; the opening card alone scores
    nothing, whatever its edges (G13 ....|XXXX)."""
    s = setup(G9, B9)
    place(s, "G13")
    assert s.energy == [START, START]
    assert row(s) == ["G13"]
    assert s.current_player() == BALROG


def test_symbol_against_blank_costs_the_blank_sides_owner_seed_3_1():
    """Seed 002 §3.1: Gandalf's attack XXXX against the Balrog's defence X... -- three
    symbols meet blanks on the Balrog's side: the Balrog loses 3, Gandalf nothing."""
    s = setup(G9, B9)
    place(s, "G01", "B01")                  # G01 attack XXXX | B01 defence X...
    assert s.energy == [15, 12]


def test_attack_of_the_balrog_against_gandalfs_defence_seed_3_1():
    """Seed 002 §3.1: the same comparison runs the other way when a Gandalf card is placed
    right of a Balrog card: B01 attack XXXX against G21's defence .... costs Gandalf 4."""
    s = setup(G9, B9, starter=BALROG)
    place(s, "B01", "G21")
    assert s.energy == [11, 15]


def test_symbol_against_symbol_costs_nothing_seed_3_1():
    """Seed 002 §3.1: G01 attack XXXX against B18 defence XXXX: nothing happens."""
    s = setup(G9, B9)
    place(s, "G01", "B18")
    assert s.energy == [START, START]


def test_blank_against_blank_costs_nothing_seed_3_1():
    """Seed 002 §3.1: the two trance cards (no symbols at all) meet: nothing happens."""
    s = setup(G9, B9)
    place(s, "G21", "B22")
    assert s.energy == [START, START]


def test_both_players_can_lose_in_one_exchange_seed_3_1():
    """Seed 002 §3.1, row by row: G18 attack X... against B02 defence .XX. -- row 1 costs
    the Balrog 1 (symbol vs blank), rows 2 and 3 cost Gandalf 2 (blank vs symbol)."""
    s = setup(G9, B9)
    place(s, "G18", "B02")
    assert s.energy == [13, 14]


def test_each_card_goes_right_of_the_previous_and_scores_against_it_seed_3_1():
    """Seed 002 §3.1: Gandalf's next card goes to the right of the Balrog's card and is
    scored against it -- not against Gandalf's own earlier card."""
    s = setup(G9, B9)
    place(s, "G01", "B18")                  # no loss
    place(s, "G13")                         # B18 attack XXXX | G13 defence ....: Gandalf -4
    assert row(s) == ["G01", "B18", "G13"]
    assert s.energy == [11, 15]
    place(s, "B22")                         # G13 attack XXXX | B22 defence ....: Balrog -4
    assert row(s) == ["G01", "B18", "G13", "B22"]
    assert s.energy == [11, 11]
    assert s.row_attack == [s.T.amask[c] for c in s.row]


def test_placement_alternates_seed_3_1():
    """Seed 002 §3.1: the players place in turn; each decision offers only the mover's
    own hand, and a card of the other player is refused with the state unchanged."""
    s = setup(G9, B9)
    expected = GANDALF
    for c in ["G02", "B03", "G03", "B04", "G04", "B05"]:
        assert s.current_player() == expected
        assert sorted(a.id for a in s.legal_actions()) == sorted(s.hands[expected])
        wrong = s.hands[1 - expected][0]
        before = (list(s.row), list(s.energy))
        with pytest.raises(tcgsim.IllegalActionError):
            s.apply(("place", wrong))
        assert (s.row, s.energy) == (before[0], before[1])
        place(s, c)
        expected = 1 - expected
    assert s.placed == [3, 3]


def test_the_balrog_may_start_a_later_duel_seed_3_1():
    """Seed 002 §3.1/§3.5.1: when the Balrog starts, its first card opens the row and
    Gandalf's card is scored against the Balrog's attack edge."""
    s = setup(G9, B9, duel=1, starter=BALROG)
    assert s.current_player() == BALROG
    place(s, "B02", "G02")                  # B02 attack XXX. | G02 defence .X.X
    # rows 1 and 3: X vs . -> Gandalf -2; row 4: . vs X -> Balrog -1
    assert s.energy == [13, 14]


# ---- §3.2 seeing the losing player's hand -------------------------------------------------

def test_three_empty_spaces_show_the_losers_hand_to_the_leader_seed_3_2():
    """Seed 002 §3.2: with 3 or more empty spaces between the markers (a difference of 4
    or more) the leader may look at the loser's hand -- not with 2 empty spaces. The look
    is allowed only while the gap holds, but what was seen is remembered (perfect recall,
    issue 7): the cards stay known while they stay in the hand."""
    s = setup(G9, B9, energy=[15, 12])
    assert opp_hand_known(s, GANDALF) == []           # 13, 14 empty: 2 spaces
    place(s, "G18")
    assert opp_hand_known(s, GANDALF) == []
    place(s, "B22")                                   # G18 X... | B22 ....: Balrog -1
    assert s.energy == [15, 11]                       # 12, 13, 14 empty: 3 spaces
    assert opp_hand_known(s, GANDALF) == sorted(s.hands[BALROG])
    assert opp_hand_known(s, BALROG) == []            # the loser sees nothing
    place(s, "G13")                                   # B22 .... | G13 ....: nothing
    assert opp_hand_known(s, GANDALF) == sorted(s.hands[BALROG])
    place(s, "B18")                                   # G13 XXXX | B18 XXXX: nothing
    assert opp_hand_known(s, GANDALF) == sorted(s.hands[BALROG])
    seen = sorted(s.hands[BALROG])
    place(s, "G01")                                   # B18 XXXX | G01 X...: Gandalf -3
    assert s.energy == [12, 11]
    assert s.view(GANDALF)["peek"] == -1              # the gap has closed
    assert opp_hand_known(s, GANDALF) == seen         # but Gandalf remembers the hand
    assert [e for e in s.events_for(GANDALF) if e[0] == "peek_hand"]
    assert not [e for e in s.events_for(BALROG) if e[0] == "peek_hand"]


def test_exactly_four_apart_is_enough_and_three_is_not_seed_3_2():
    """Seed 002 §3.2: '3 spaces, not 3 points' -- a difference of 3 shows nothing, 4 does."""
    s = setup(G9, B9, energy=[15, 12])
    assert s.view(GANDALF)["peek"] == -1
    s = setup(G9, B9, energy=[15, 11])
    assert s.view(GANDALF)["peek"] == GANDALF
    assert opp_hand_known(s, GANDALF) == sorted(ids(s, B9))


def test_a_leading_balrog_sees_gandalfs_hand_seed_3_2():
    """Seed 002 §3.2 applies to both sides: the Balrog four spaces ahead sees Gandalf's
    hand, and Gandalf sees nothing of the Balrog's."""
    s = setup(G9, B9, starter=BALROG)
    place(s, "B01", "G21")                            # XXXX | ....: Gandalf -4
    assert s.energy == [11, 15]
    assert opp_hand_known(s, BALROG) == sorted(s.hands[GANDALF])
    assert opp_hand_known(s, GANDALF) == []
    assert cid(s, "G13") in opp_hand_known(s, BALROG)
