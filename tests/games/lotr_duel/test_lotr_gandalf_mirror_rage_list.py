"""Seed 002 §5.1, Gandalf's special cards: Mirror, Rage, List.

Edges are defence|attack, top row first (X symbol, . blank).
  GS4 Mirror .XX.|..X.   GS5 Rage X..X|XX.X   GS6 List X..X|.X.X
  BS1 Whip .XX.|X..X  BS2 Trick X.X.|.X.X  BS4 Strength XX..|..XX  BS5 Power .X.X|X.X."""

from lotr_helpers import (BALROG, GANDALF, act, cid, events, opp_hand_known, place, row,
                          setup)

G_MIRROR = ["GS4", "G01", "G02", "G03", "G04", "G13", "G18", "G21", "G09"]
B_MIRROR = ["B01", "B06", "BS5", "BS4", "BS2", "BS1", "B07", "B22", "B09"]


# ---- Gandalf's Mirror --------------------------------------------------------------------

def mirror_after_b01():
    """The Balrog starts with B01 (attack XXXX); Gandalf answers with the Mirror."""
    s = setup(G_MIRROR, B_MIRROR, starter=BALROG)
    place(s, "B01", "GS4")
    return s


def test_mirror_is_not_scored_against_its_left_card_and_copies_its_attack_seed_5_1():
    """Seed 002 §5.1 Mirror: no exchange with the Balrog card on its left (XXXX against
    .XX. would cost Gandalf 2); its attack edge becomes a copy of that card's."""
    s = mirror_after_b01()
    assert s.energy == [15, 15]
    assert row(s) == ["B01", "GS4"]
    assert s.row_attack[-1] == s.T.amask[cid(s, "B01")] == 0b1111
    assert s.mirror


def test_the_next_balrog_card_is_scored_against_the_copy_seed_5_1():
    """Seed 002 §5.1 Mirror: the Balrog's next card meets the copied XXXX (B06 XX.X:
    Balrog -1), not the Mirror's own ..X. (which would cost Gandalf 3, the Balrog 1)."""
    s = mirror_after_b01()
    place(s, "B06")
    assert s.energy == [15, 14]


def test_mirror_cancels_the_balrogs_next_special_power_seed_5_1():
    """Seed 002 §5.1 Mirror: the Balrog's next card, if special, has no effect. Power
    .X.X against the copied XXXX costs the Balrog 2 -- once, not twice."""
    s = mirror_after_b01()
    place(s, "BS5")
    assert s.energy == [15, 13]
    assert not s.mirror


def test_mirror_cancels_the_balrogs_next_special_strength_and_trick_seed_5_1():
    """Seed 002 §5.1 Mirror: the Strength forces no card; the Trick takes no card."""
    s = mirror_after_b01()
    place(s, "BS4")
    assert s.forced == [-1, -1]
    assert s.decision_kind() == "place" and s.current_player() == GANDALF
    assert len(s.legal_ids()) == 8
    s = mirror_after_b01()
    place(s, "BS2")
    assert s.tricked == [[], []]
    assert len(s.legal_ids()) == 8


def test_mirror_cancels_only_the_very_next_balrog_card_seed_5_1():
    """Seed 002 §5.1 Mirror: only the next card; a special after a normal card acts.
    B01 | Mirror | B06 | G01 (X... against X...: nothing) | Power (.X.X against XXXX:
    Balrog -2, 15/12; then it acts: behind, Balrog +2, Gandalf -1)."""
    s = mirror_after_b01()
    place(s, "B06", "G01")
    assert s.energy == [15, 14]
    place(s, "BS5")
    assert s.energy == [14, 14]


def test_whip_after_mirror_still_swaps_seed_5_1():
    """Seed 002 §5.1 Mirror / §5.2 Whip: the Whip is not cancelled by the Mirror. It
    takes B01's place; B01 goes to the end and meets the Mirror's copied XXXX (X...:
    Balrog -3)."""
    s = mirror_after_b01()
    place(s, "BS1")
    assert row(s) == ["BS1", "GS4", "B01"]
    assert s.energy == [15, 12]
    assert s.decision_kind() == "place" and s.current_player() == GANDALF


# ---- Gandalf's Rage ----------------------------------------------------------------------

G_RAGE = ["G04", "GS5", "G01", "G03", "G09", "G13", "G18", "G21", "G02"]
B_RAGE = ["B09", "B06", "BS5", "BS4", "BS1", "BS3", "B07", "B22", "B01"]


def test_rage_cancels_the_first_balrog_special_then_a_later_one_acts_seed_5_1():
    """Seed 002 §5.1 Rage: the first special card the Balrog places after it this duel has
    no effect (a normal card in between changes nothing); the second one acts."""
    s = setup(G_RAGE, B_RAGE)
    place(s, "G04", "B09", "GS5")     # .X.X against X..X: each loses 1
    assert s.energy == [14, 14] and s.rage
    place(s, "B06", "G01")            # both exchanges cost nothing
    assert s.rage
    place(s, "BS5")                   # XXXX against .X.X: Balrog -2, not scored twice
    assert s.energy == [14, 12]
    assert not s.rage
    place(s, "G03")                   # X.X. against X.X.: nothing
    hand_before = set(s.hands[GANDALF])
    place(s, "BS4")                   # .XXX against XX..: Gandalf -1, Balrog -2
    bs4_exchange = [e[2:4] for e in events(s, "energy") if e[-1] == cid(s, "BS4")]
    assert bs4_exchange == [(13, 10)]
    # the Strength acts: a random Gandalf card was forced and placed at once
    assert row(s)[-2] == "BS4"
    assert s.row[-1] in hand_before and s.owner(s.row[-1]) == GANDALF
    assert [e[3] for e in events(s, "forced")] == [s.row[-1]]
    assert s.decision_kind() == "place" and s.current_player() == BALROG


def test_rage_does_not_carry_over_to_the_next_duel_seed_5_1():
    """Seed 002 §5.1 Rage: a special card of the Balrog in the next duel acts. Rage opens
    duel 1 and the Balrog falls into the minus zone before placing a special card; in
    duel 2 its Power acts (G19 XX.X against .X.X: Balrog -1, 15/14; behind: +2/-1)."""
    s = setup(["GS5", "G01", "G02", "G03", "G04", "G05", "G06", "G07", "G08"],
              ["B01", "B02", "B03", "B04", "B05", "B06", "B07", "B08", "B09"],
              energy=[3, 2])
    place(s, "GS5", "B01")            # XX.X against X...: Balrog -2
    assert s.energy == [3, 0] and s.rage and not s.in_duel
    while s.decision_kind() == "keep":
        act(s, "keep", s.legal_ids()[0])
    assert s.duel == 1 and s.current_player() == BALROG
    act(s, "starter", 1)              # Gandalf starts
    assert not s.rage
    assert cid(s, "G19") in s.hands[GANDALF] and cid(s, "BS5") in s.hands[BALROG]
    place(s, "G19", "BS5")
    assert s.energy == [14, 16]


# ---- Gandalf's List ----------------------------------------------------------------------

G_LIST = ["GS6", "G01", "G02", "G03", "G04", "G05", "G06", "G07", "G08"]
B_LIST = ["B22", "B01", "B02", "B03", "B04", "B05", "B06", "B07", "B08"]


def test_list_opens_the_balrogs_hand_until_the_keep_choice_seed_5_1():
    """Seed 002 §5.1 List: the Balrog plays with the hand open -- after the duel too, until
    the Balrog has chosen its cards for the final; Gandalf then knows them."""
    s = setup(G_LIST, B_LIST, energy=[5, 2])
    assert opp_hand_known(s, GANDALF) == []
    place(s, "GS6")
    assert s.listing
    assert opp_hand_known(s, GANDALF) == sorted(s.hands[BALROG])
    assert len(opp_hand_known(s, GANDALF)) == 9
    assert opp_hand_known(s, BALROG) == []          # one way only
    place(s, "B22")                                 # .X.X against ....: Balrog -2 -> 0
    assert not s.in_duel
    kept = []
    while s.decision_kind() == "keep":
        assert opp_hand_known(s, GANDALF) == sorted(s.hands[BALROG])
        if s.current_player() == BALROG:
            c = s.legal_ids()[-1]
            kept.append(c)
            act(s, "keep", c)
        else:
            act(s, "keep", s.legal_ids()[0])
    assert len(kept) == 3
    assert s.duel == 1 and s.decision_kind() == "starter"
    assert not s.listing
    assert s.view(GANDALF)["opponent"]["kept"]["known"] == sorted(kept)
    assert opp_hand_known(s, GANDALF) == []         # the new hand is hidden


def test_without_the_list_the_balrogs_kept_cards_stay_hidden_seed_5_1():
    """Seed 002 §3.5 (kept face down), the contrast to the List. The gap of 4 opens with
    the exchange that ends the duel: it ends at once (§3.4), so nobody looks."""
    g = ["G18"] + G_LIST[1:]
    s = setup(g, B_LIST, energy=[4, 1])
    place(s, "G18", "B22")                          # X... against ....: Balrog -1 -> 0
    assert s.decision_kind() == "keep"
    assert opp_hand_known(s, GANDALF) == []
    while s.decision_kind() == "keep":
        act(s, "keep", s.legal_ids()[0])
    assert s.view(GANDALF)["opponent"]["kept"]["known"] == []
    assert len(s.view(GANDALF)["opponent"]["kept"]["known"]) == 0
    assert s.view(GANDALF)["opponent"]["kept"]["count"] == 3


def test_a_hand_seen_through_the_gap_is_remembered_as_kept_or_boxed_seed_3_2_seed_3_5():
    """Perfect recall (issue 7): Gandalf looked at the Balrog's hand through the gap
    (seed 002 §3.2); the Balrog then keeps 3 of those cards face down (§3.5). Gandalf does
    not know which 3, but knows each of them was kept or boxed -- and a re-dealt world
    keeps them there, never in the Balrog's pile."""
    from tcgsim.core.rng import Rng

    g = ["G18"] + G_LIST[1:]
    s = setup(g, B_LIST, energy=[5, 1])             # a gap of 4 from the start
    seen = sorted(s.hands[BALROG])
    assert opp_hand_known(s, GANDALF) == seen
    place(s, "G18", "B22")
    while s.decision_kind() == "keep":
        act(s, "keep", s.legal_ids()[0])
    v = s.view(GANDALF)
    assert v["opponent"]["kept"]["known"] == [] and v["opponent"]["boxed"]["known"] == []
    rest = [c for c in seen if c != cid(s, "B22")]
    assert [rest, ["box:1", "kept:1"]] in v["pools"]
    for k in range(20):
        d = s.determinize(GANDALF, Rng(k))
        assert sorted(d.set_aside[BALROG] + d.box[BALROG]) == rest
