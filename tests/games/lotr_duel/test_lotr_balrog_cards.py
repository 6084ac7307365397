"""Seed 002 §5.2, the Balrog's special cards: Whip, Trick, Defense, Strength, Power.

Edges are defence|attack, top row first (X symbol, . blank).
  BS1 Whip .XX.|X..X   BS2 Trick X.X.|.X.X   BS3 Defense .XX.|XXXX
  BS4 Strength XX..|..XX   BS5 Power .X.X|X.X.
  GS4 Mirror .XX.|..X.   GS5 Rage X..X|XX.X   GS6 List X..X|.X.X
Random picks (Trick, Strength) are asserted by what was picked, not by id."""

import pytest

from lotr_helpers import (BALROG, GANDALF, NEUTRAL_G12, NEUTRAL_G18, TOP, act, cid, events,
                          opp_hand_known, place, row, setup, split)

G9 = ["G04", "G09", "G07", "G13", "G18", "G08", "GS5", "GS4", "GS6"]
B9 = ["B09", "B07", "BS1", "BS2", "BS3", "BS4", "BS5", "B06", "B22"]


# ---- Balrog's Whip -----------------------------------------------------------------------

def whip_with_two_candidates():
    """G04 | B09 | G09 | B07 | G07 -- every exchange costs nothing -- then the Whip."""
    s = setup(G9, B9)
    place(s, "G04", "B09", "G09", "B07", "G07", "BS1")
    assert s.decision_kind() == "whip" and s.current_player() == BALROG
    return s


def test_whip_swaps_with_a_chosen_earlier_normal_card_seed_5_2():
    """Seed 002 §5.2 Whip: the Balrog chooses one of its earlier normal cards; the Whip
    takes its place and that card moves to the end of the row, where it is scored: B07
    X.XX against G07's XX.X costs each side 1."""
    s = whip_with_two_candidates()
    assert sorted(a.id for a in s.legal_actions()) == sorted([cid(s, "B09"), cid(s, "B07")])
    act(s, "whip", "B07")
    assert row(s) == ["G04", "B09", "G09", "BS1", "G07", "B07"]
    assert s.energy == [14, 14]
    assert s.row_attack[-1] == s.T.amask[cid(s, "B07")]
    assert s.decision_kind() == "place" and s.current_player() == GANDALF


def test_whip_other_choice_seed_5_2():
    """Seed 002 §5.2 Whip: B09 XX.X moved behind G07 XX.X: nothing is lost."""
    s = whip_with_two_candidates()
    act(s, "whip", "B09")
    assert row(s) == ["G04", "BS1", "G09", "B07", "G07", "B09"]
    assert s.energy == [15, 15]


def test_whip_cannot_swap_when_every_earlier_balrog_card_is_special_seed_5_2():
    """Seed 002 §5.2 Whip: with only special cards placed before it there is nothing to
    swap with; the Whip is placed and scored like any card. G18 | Power (X... against
    .X.X: Gandalf -2, Balrog -1; then the Balrog, ahead 14/13, gains 1) | G08 | Whip
    (.XX. against XX.X: Gandalf -1, Balrog -2)."""
    s = setup(G9, B9)
    place(s, "G18", "BS5")
    assert s.energy == [13, 15]
    place(s, "G08", "BS1")
    assert row(s) == ["G18", "BS5", "G08", "BS1"]
    assert s.energy == [12, 13]
    assert s.decision_kind() == "place" and s.current_player() == GANDALF


def test_whip_acts_despite_rage_and_does_not_use_it_up_seed_5_1_seed_5_2():
    """Seed 002 §5.2 Whip / §5.1 Rage: the Whip acts before placement, so the Rage does not
    cancel it and still cancels the next special (the Power moves no marker)."""
    s = setup(G9, B9)
    place(s, "G04", "B09", "GS5")     # .X.X against X..X: each loses 1
    assert s.energy == [14, 14] and s.rage
    place(s, "BS1")                   # the only candidate: B09
    assert row(s) == ["G04", "BS1", "GS5", "B09"]
    assert s.energy == [14, 14]       # B09 XX.X against the Rage's XX.X
    assert s.rage
    place(s, "G09", "BS5")            # .X.X|.X.X: nothing; X.XX against .X.X: G -1, B -2
    assert s.energy == [13, 12]
    assert not s.rage


# ---- Balrog's Trick ----------------------------------------------------------------------

G_TRICK = ["G10", "G01", "G03", "G04", "G06", "G08", "G12", "G18", "G19"]


def test_trick_takes_a_random_gandalf_card_out_of_the_duel_for_the_final_seed_5_2():
    """Seed 002 §5.2 Trick: a random card of Gandalf's hand, seen by the Balrog, cannot be
    placed this duel and must be one of the 3 cards kept for the final."""
    s = setup(G_TRICK, B9, energy=[3, 1])
    place(s, "G10")
    before = set(s.hands[GANDALF])
    place(s, "BS2")                   # X.X. against X.X.: nothing
    assert len(s.tricked[GANDALF]) == 1
    taken = s.tricked[GANDALF][0]
    assert taken in before and taken in s.hands[GANDALF]
    assert taken in opp_hand_known(s, BALROG)
    assert s.decision_kind() == "place" and s.current_player() == GANDALF
    assert taken not in s.legal_ids() and len(s.legal_ids()) == 7
    # every other card has a symbol in row 1 against the Trick's blank: Balrog 1 -> 0
    act(s, "place", s.legal_ids()[0])
    assert not s.in_duel and s.duel_winners == [GANDALF]
    assert s.decision_kind() == "keep" and s.current_player() == GANDALF
    assert taken in s.set_aside[GANDALF]
    assert taken not in s.legal_ids()
    while s.decision_kind() == "keep":
        act(s, "keep", s.legal_ids()[0])
    assert s.duel == 1
    assert taken in s.set_aside[GANDALF] and len(s.set_aside[GANDALF]) == 3


def test_trick_has_no_effect_in_the_final_seed_5_2():
    """Seed 002 §5.2 Trick: no effect in the final."""
    s = setup(G_TRICK, B9, duel=3)
    place(s, "G10", "BS2")
    assert s.tricked == [[], []]
    assert sorted(s.legal_ids()) == sorted(s.hands[GANDALF]) and len(s.legal_ids()) == 8


# ---- Balrog's Strength -------------------------------------------------------------------

def test_strength_makes_a_random_gandalf_card_his_next_card_seed_5_2():
    """Seed 002 §5.2 Strength: a random card of Gandalf's hand is placed as his next card,
    with no choice."""
    s = setup(G9, B9)
    place(s, "G04")
    before = set(s.hands[GANDALF])
    place(s, "BS4")                   # XX.X against XX..: Balrog -1
    assert row(s)[:2] == ["G04", "BS4"]
    assert len(s.row) == 3
    forced = s.row[2]
    assert forced in before and forced not in s.hands[GANDALF]
    assert [e[3] for e in events(s, "forced")] == [forced]
    assert s.placed == [2, 1]
    assert s.decision_kind() == "place" and s.current_player() == BALROG


def test_strength_has_no_effect_when_gandalf_places_no_more_cards_seed_5_2():
    """Seed 002 §5.2 Strength: no effect as the duel's last card (Gandalf has placed 6)."""
    chain = NEUTRAL_G12[:11] + ["BS4"]
    g, b = split(chain, ["G13", "G18", "G21"], ["B01", "B02", "B22"])
    s = setup(g, b)
    place(s, *chain)
    assert s.duel == 1 and s.decision_kind() == "starter"
    assert events(s, "forced") == []
    assert len(s.played[GANDALF]) == 6


# ---- Balrog's Power ----------------------------------------------------------------------

B_POWER = ["BS5", "B04"] + ["B09", "B06", "B07", "B01", "B02", "B03", "B22"]
G_POWER = ["G04", "G13", "G18", "G21", "G01", "G02", "G03", "G05", "G09"]


@pytest.mark.parametrize("energy, after", [
    ([12, 15], [12, 15]),      # 12/14 after the exchange, the Balrog ahead: Balrog +1
    ([14, 15], [13, 15]),      # 14/14, level: Balrog +1, Gandalf -1
    ([14, 12], [13, 13]),      # 14/11, behind: Balrog +2, Gandalf -1
])
def test_power_is_the_mirror_of_the_balance_seed_6(energy, after):
    """Seed 002 §6 (issue 7): Balance and Power are the two cards that move a marker toward
    plus; Power is the Balrog's mirror of Balance. After the exchange (G04 XX.X attack
    against Power's .X.X defence: Balrog -1) ahead +1; level +1/-1; behind +2/-1."""
    s = setup(G_POWER, B_POWER, energy=energy)
    place(s, "G04", "BS5")
    assert s.energy == after
    assert [e for e in events(s, "effect") if e[3] == cid(s, "BS5")]


def test_power_reads_the_standing_after_the_exchange_seed_6():
    """Power acts on the markers after scoring: level 14/14 before, G18 X... against .X.X
    costs Gandalf 2 and the Balrog 1 -- the Balrog is then ahead (12/13) and gains 1."""
    s = setup(G9, B9, energy=[14, 14])
    place(s, "G18", "BS5")
    assert s.energy == [12, 14]


def test_power_as_the_duels_last_card_has_no_effect_seed_6():
    """Like the Balance (seed 002 §5.1): no effect as the duel's last card. Gandalf starts;
    the Balrog's sixth card is the twelfth."""
    chain = NEUTRAL_G12[:11]
    g, b = split(chain, ["G13", "G18", "G21"], ["BS5", "B01", "B22"])
    s = setup(g, b, energy=[12, 14])
    place(s, *chain)
    assert s.placed == [6, 5]
    place(s, "BS5")
    assert not [e for e in events(s, "effect") if e[3] == cid(s, "BS5")]
    assert [e for e in events(s, "no_effect") if e[3] == cid(s, "BS5")]
    assert len(s.duel_winners) == 1            # the duel ended with it


def test_power_never_moves_a_marker_past_the_minus_zone_or_the_top_seed_6():
    """Never beyond the minus zone (seed 002 §5.1, mirrored): on the top space the
    Balrog's +1 is lost; the Gandalf marker cannot fall below the floor."""
    s = setup(G_POWER, B_POWER, energy=[TOP, TOP])
    place(s, "G04", "BS5")            # level: Balrog +1 (already on top), Gandalf -1
    assert s.energy == [TOP - 1, TOP]


# ---- Balrog's Defense --------------------------------------------------------------------

def test_defense_moves_gandalfs_card_to_its_right_and_scores_it_there_seed_5_2():
    """Seed 002 §5.2 Defense: Gandalf's card on its left moves to its right and is scored
    against the Defense's XXXX (G09 .X.X: Gandalf -2); Gandalf must fill the gap next,
    and the filling card is not scored against either neighbour."""
    s = setup(G9, B9)
    place(s, "G04", "B09", "G09", "BS3")
    assert row(s) == ["G04", "B09", None, "BS3", "G09"]
    assert s.gap == 2 and s.view(GANDALF)["row"][2] is None
    assert s.energy == [13, 15]
    assert s.decision_kind() == "fill" and s.current_player() == GANDALF
    assert sorted(s.legal_ids()) == sorted(s.hands[GANDALF]) and len(s.legal_ids()) == 7
    act(s, "fill", "G13")             # .... would lose 2 to B09, XXXX would cost .XX. 2
    assert row(s) == ["G04", "B09", "G13", "BS3", "G09"]
    assert s.gap == -1
    assert s.energy == [13, 15]
    assert s.decision_kind() == "place" and s.current_player() == BALROG
    place(s, "B07")                   # scored against G09 X.XX (the row's end): nothing
    assert s.energy == [13, 15]


def test_defense_gap_is_filled_automatically_with_gandalfs_last_card_seed_5_2():
    """Seed 002 §5.2 Defense in the final: Gandalf has one card left; it fills the gap
    without a decision. G01 X... moved against XXXX: Gandalf -3; B01 X... then meets
    G01's XXXX: Balrog -3."""
    chain = NEUTRAL_G18[:15] + ["BS3"] + NEUTRAL_G18[16:]
    g, b = split(chain)
    s = setup(g, b, duel=3)
    place(s, *NEUTRAL_G18[:15])
    assert s.placed == [8, 7]
    place(s, "BS3")
    assert row(s)[-5:] == ["B06", "G18", "BS3", "G01", "B01"]
    assert [e[3] for e in events(s, "fill")] == [cid(s, "G18")]
    assert s.energy == [TOP - 3, TOP - 3]
    assert s.is_terminal()


def test_defense_stops_a_moved_list_seed_5_2():
    """Seed 002 §5.2 Defense: the moved card's effect ends -- a List stops showing the
    Balrog's hand. G04 | B09 | List (each -1) | Defense (List X..X against XXXX: -2).
    Perfect recall (issue 7): Gandalf still remembers the cards he saw (less the Defense,
    placed since); from now on the Balrog keeps his cards for the final out of sight."""
    s = setup(G9, B9)
    place(s, "G04", "B09", "GS6")
    seen = sorted(s.hands[BALROG])
    assert s.listing and opp_hand_known(s, GANDALF) == seen
    place(s, "BS3")
    assert row(s) == ["G04", "B09", None, "BS3", "GS6"]
    assert s.energy == [12, 14]
    assert not s.listing
    assert opp_hand_known(s, GANDALF) == [c for c in seen if c != cid(s, "BS3")]


def mirror_moved_by_defense():
    """G04 | B09 | Mirror | Defense: the Mirror moves right of the Defense; Gandalf fills
    the gap with G13."""
    s = setup(G9, B9)
    place(s, "G04", "B09", "GS4", "BS3")
    assert row(s) == ["G04", "B09", None, "BS3", "GS4"]
    act(s, "fill", "G13")
    return s


def test_mirror_does_not_cancel_defense_and_keeps_its_effect_when_moved_seed_5_1_seed_5_2():
    """Seed 002 §5.1 Mirror / §5.2 Defense: the Mirror does not cancel the Defense; moved,
    it is again not scored and copies the Defense's XXXX, against which the Balrog's next
    card is scored (B06 XX.X: Balrog -1)."""
    s = mirror_moved_by_defense()
    assert s.energy == [15, 15]
    assert s.row_attack[-1] == 0b1111
    place(s, "B06")
    assert s.energy == [15, 14]


def test_moved_mirror_no_longer_cancels_a_special_seed_5_2():
    """Seed 002 §5.2 Defense: of the moved Mirror only the cancelling of the next special
    is gone -- the Power (.X.X against XXXX: Balrog -2, 15/13) then acts: behind, the
    Balrog +2 and Gandalf -1."""
    s = mirror_moved_by_defense()
    place(s, "BS5")
    assert s.energy == [14, 15]


def test_rage_cancels_a_defense_which_is_then_scored_normally_seed_5_2():
    """Seed 002 §5.2 Defense / §5.1 Rage: the Rage takes precedence; the Defense does not
    move anything and is scored against the Rage like a normal card (.XX. against XX.X:
    Gandalf -1, Balrog -2)."""
    s = setup(G9, B9)
    place(s, "G04", "B09", "GS5")
    assert s.energy == [14, 14]
    place(s, "BS3")
    assert row(s) == ["G04", "B09", "GS5", "BS3"]
    assert s.gap == -1
    assert s.energy == [13, 12]
    assert not s.rage
    assert s.decision_kind() == "place" and s.current_player() == GANDALF
