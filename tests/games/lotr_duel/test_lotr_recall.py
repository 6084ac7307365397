"""Perfect recall (DESIGN §2, issue 7): what a player saw of cards that went into hidden
places stays known there -- in the view, and in every world `determinize` deals -- until a
hidden move makes it stale; then it becomes "one of these zones"."""

from lotr_helpers import BALROG, GANDALF, act, cid, gentle, opp_hand_known, place, setup

from tcgsim.core.rng import Rng

G_OTHERS = ["G13", "G18", "G21", "G01", "G02", "G03"]
B9 = ["B09", "B06", "B07", "B01", "B02", "B03", "B04", "B05", "B22"]


def magic_sends_away_b06(fmt=None, energy=None):
    s = setup(["G04", "GS3"] + G_OTHERS + ["G09"], B9, format=fmt, energy=energy)
    place(s, "G04", "B09", "GS3")
    act(s, "place", "B06")
    act(s, "offer", 1)                          # sent away: it stays in the Balrog's hand
    return s


def finish_duel(s):
    while s.duel == 0 and s.outcome is None:
        s.apply((s.pending[1], gentle(s)))


def test_a_card_sent_away_is_known_in_the_hand_seed_5_1():
    s = magic_sends_away_b06()
    b06 = cid(s, "B06")
    assert b06 in opp_hand_known(s, GANDALF)
    for k in range(10):
        assert b06 in s.determinize(GANDALF, Rng(k)).hands[BALROG]


def test_english_translation_a_card_sent_away_is_known_among_the_kept_cards_seed_5_1_fn5():
    """Seed 002 §5.1 footnote 5, english-translation format: a card sent away in a
    preliminary duel must be kept for the final -- so Gandalf knows it lies face down
    among the Balrog's kept cards, and a re-dealt world keeps it there."""
    s = magic_sends_away_b06("english-translation")
    b06 = cid(s, "B06")
    finish_duel(s)
    assert b06 in s.set_aside[BALROG]
    assert b06 in s.view(GANDALF)["opponent"]["kept"]["known"]
    for k in range(10):
        assert b06 in s.determinize(GANDALF, Rng(k)).set_aside[BALROG]


def test_standard_a_card_sent_away_and_then_kept_or_boxed_unseen_is_one_of_the_two():
    """Standard format: the Balrog may keep the card sent away or not, out of sight: Gandalf
    knows only that it was kept or boxed. (Low markers: the duel ends in the minus zone
    with 4 cards in the Balrog's hand, so he keeps 3 of them -- with only 3 left, all are
    kept and Gandalf would know.)"""
    s = magic_sends_away_b06(energy=[5, 5])
    b06 = cid(s, "B06")
    finish_duel(s)
    v = s.view(GANDALF)
    assert b06 not in v["opponent"]["kept"]["known"] + v["opponent"]["boxed"]["known"]
    pool = next(z for cards, z in v["pools"] if b06 in cards)
    assert pool == ["box:1", "kept:1"]
    for k in range(10):
        d = s.determinize(GANDALF, Rng(k))
        assert b06 in d.set_aside[BALROG] + d.box[BALROG]


def test_the_own_pile_is_one_pool_and_the_opponents_unseen_cards_another():
    s = setup(["G04", "GS3"] + G_OTHERS + ["G09"], B9)
    v = s.view(GANDALF)
    zones = sorted(z for _, z in v["pools"])
    assert zones == [["hand:1", "pile:1"], ["pile:0"]]
