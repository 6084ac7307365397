"""Seed 002 §5.1, Gandalf's special cards: Balance, Enchantment, Magic.

Edges are defence|attack, top row first (X symbol, . blank).
  GS1 Balance .X.X|X.X.   GS2 Enchantment X.X.|.X.X   GS3 Magic ..XX|X..X
Random picks (the Enchantment's card) are asserted by what was picked, not by id."""

import pytest

from lotr_helpers import (BALROG, FLOOR, GANDALF, NEUTRAL_B12, NEUTRAL_G18, act, cid,
                          events, gentle, opp_hand_known, place, row, setup, split)

G_OTHERS = ["G13", "G18", "G21", "G01", "G02", "G03"]
B9 = ["B09", "B06", "B07", "B01", "B02", "B03", "B04", "B05", "B22"]


# ---- Gandalf's Balance -------------------------------------------------------------------

@pytest.mark.parametrize("energy, after", [
    ([14, 12], [15, 12]),      # ahead: Gandalf +1
    ([14, 14], [15, 13]),      # level: Gandalf +1, Balrog -1
    ([12, 14], [14, 13]),      # behind: Gandalf +2, Balrog -1
])
def test_balance_three_cases_seed_5_1(energy, after):
    """Seed 002 §5.1 Balance: after the exchange (here B09 ...|.X.X against .X.X: no
    loss) ahead +1; level +1/-1; behind +2/-1."""
    s = setup(["GS1", "G04"] + G_OTHERS + ["G05"], B9, starter=BALROG, energy=energy)
    place(s, "B09", "GS1")
    assert s.energy == after


def test_balance_reads_the_standing_after_the_exchange_seed_5_1():
    """Seed 002 §5.1 Balance acts on the markers after scoring: level 14/14 before, but
    B06 ...|X... against .X.X costs Gandalf 1 and the Balrog 2 -- Gandalf is then ahead
    (13/12) and gains only 1."""
    s = setup(["GS1", "G04"] + G_OTHERS + ["G05"], B9, starter=BALROG, energy=[14, 14])
    place(s, "B06", "GS1")
    assert s.energy == [14, 12]


def test_balance_as_the_duels_last_card_has_no_effect_seed_5_1():
    """Seed 002 §5.1 Balance: no effect as the last card of the duel. The Balrog started;
    Gandalf's sixth card is the twelfth: the markers stay 14/12 and Gandalf climbs 1
    (with the Balance, 15/12, he would have climbed 2)."""
    chain = NEUTRAL_B12[:11] + ["GS1"]
    g, b = split(chain, ["G13", "G18", "G21"], ["B01", "B18", "B22"])
    s = setup(g, b, starter=BALROG, energy=[14, 12])
    place(s, *chain)
    assert s.duel_winners == [GANDALF]
    assert s.steps == [1, 0]
    # no marker moved because of the Balance (its exchange cost nothing)
    assert not [e for e in events(s, "energy") if e[-1] == cid(s, "GS1")]


def test_balance_as_gandalfs_sixth_card_acts_when_the_balrog_has_one_to_place_seed_5_1():
    """Seed 002 §5.1 Balance: Gandalf started, so his sixth card is not the duel's last."""
    chain = ["G02", "B08", "G03", "B15", "G04", "B19", "G08", "B09", "G09", "B20", "GS1"]
    g, b = split(chain, ["G13", "G18", "G21"], ["B01", "B02", "B22", "B03"])
    s = setup(g, b, energy=[14, 12])
    place(s, *chain)
    assert s.energy == [15, 12]
    assert s.in_duel and s.current_player() == BALROG


def test_balance_never_moves_a_marker_past_the_floor_seed_5_1():
    """Seed 002 §5.1 Balance: never beyond the minus zone. In a deuce on the last minus
    space (-2/-2, §3.4) the level case moves Gandalf to -1; the Balrog stays on -2."""
    s = setup(["G09", "GS1"] + G_OTHERS + ["G04"], ["B08", "B15"] + B9[1:8],
              starter=BALROG, energy=[2, 2])
    place(s, "B08", "G09")            # X.X. | .X.X: each loses 2 -> 0/0, a deuce
    assert s.energy == [0, 0] and s.in_duel
    place(s, "B15")                   # X.XX | .XXX: each loses 1 -> -1/-1
    assert s.energy == [-1, -1] and s.in_duel
    place(s, "GS1")                   # X..X | .X.X: each loses 1 -> -2/-2, then Balance
    assert s.energy == [-1, FLOOR]
    assert not s.in_duel
    assert s.duel_winners == [GANDALF]


# ---- Gandalf's Enchantment ---------------------------------------------------------------

def enchantment_shown():
    """G04 | B09 | Enchantment (.X.X against X.X.: each loses 2): a Balrog card is shown."""
    s = setup(["G04", "GS2"] + G_OTHERS + ["G09"], B9)
    place(s, "G04", "B09", "GS2")
    assert s.energy == [13, 13]
    return s


def test_enchantment_shows_a_random_balrog_card_seed_5_1():
    """Seed 002 §5.1 Enchantment: a card is drawn from the Balrog's hand and shown face
    up; Gandalf decides whether it is placed now (0) or sent away (1)."""
    s = enchantment_shown()
    assert s.decision_kind() == "offer" and s.current_player() == GANDALF
    assert [a.id for a in s.legal_actions()] == [0, 1]
    shown = s.view(GANDALF)["decision"]["shown"]
    assert shown in s.hands[BALROG]
    assert shown in opp_hand_known(s, GANDALF)
    assert s.view(BALROG)["decision"]["shown"] == shown


def test_enchantment_placed_now_is_the_balrogs_forced_next_card_seed_5_1():
    """Seed 002 §5.1 Enchantment, 'placed now': the Balrog must place that card next."""
    s = enchantment_shown()
    shown = s.view(GANDALF)["decision"]["shown"]
    act(s, "offer", 0)
    assert s.row[-1] == shown and s.row[-2] == cid(s, "GS2")
    assert shown not in s.hands[BALROG]
    assert s.decision_kind() == "place" and s.current_player() == GANDALF


def test_enchantment_sent_away_cannot_be_placed_this_duel_seed_5_1():
    """Seed 002 §5.1 Enchantment, 'sent away': the card is pushed to the 9th place, so in
    a preliminary duel (6 cards) the Balrog cannot place it at all."""
    s = enchantment_shown()
    shown = s.view(GANDALF)["decision"]["shown"]
    act(s, "offer", 1)
    assert s.denied[BALROG] == [shown]
    while s.duel == 0 and not s.is_terminal():
        if s.decision_kind() == "place" and s.current_player() == BALROG:
            assert shown not in s.legal_ids()
        s.apply((s.decision_kind(), gentle(s)))
        assert shown not in s.row
    assert shown not in s.played[BALROG]
    assert shown in s.set_aside[BALROG] + s.box[BALROG]


def test_enchantment_sent_away_in_the_final_is_placed_last_seed_5_1():
    """Seed 002 §5.1 Enchantment in the final: the card sent away is the Balrog's last."""
    g, b = split(NEUTRAL_G18)
    g[0] = "GS2"
    s = setup(g, b, duel=3)
    place(s, "GS2")
    assert s.decision_kind() == "offer"
    shown = s.view(GANDALF)["decision"]["shown"]
    act(s, "offer", 1)
    while s.in_duel:
        if s.decision_kind() == "place" and s.current_player() == BALROG:
            assert shown not in s.legal_ids()
        s.apply((s.decision_kind(), gentle(s)))
    assert s.placed == [9, 9]
    assert [c for c in s.row if s.owner(c) == BALROG][-1] == shown


# ---- Gandalf's Magic ---------------------------------------------------------------------

def magic_placed(duel=0):
    """G04 | B09 | Magic (X..X|... against .X.X: each loses 1)."""
    s = setup(["G04", "GS3"] + G_OTHERS + ["G09"], B9, duel=duel)
    place(s, "G04", "B09", "GS3")
    assert s.energy == ([14, 14] if duel < 3 else [15, 15])
    return s


def test_magic_judges_the_card_the_balrog_chose_placed_seed_5_1():
    """Seed 002 §5.1 Magic: the Balrog chooses its card; Gandalf sees it and lets it be
    placed (0). B06 XX.X against X..X: Gandalf -1."""
    s = magic_placed()
    assert s.decision_kind() == "place" and s.current_player() == BALROG
    assert len(s.legal_ids()) == 8
    act(s, "place", "B06")
    assert s.decision_kind() == "offer" and s.current_player() == GANDALF
    assert s.view(GANDALF)["decision"]["shown"] == cid(s, "B06")
    assert s.row[-1] == cid(s, "GS3")
    act(s, "offer", 0)
    assert row(s)[-1] == "B06"
    assert s.energy == [13, 14]
    assert s.decision_kind() == "place" and s.current_player() == GANDALF


def test_magic_sent_away_the_balrog_chooses_another_seed_5_1():
    """Seed 002 §5.1 Magic: a card sent away (1) cannot be placed; the Balrog chooses
    another card, which is placed without a second judgement."""
    s = magic_placed()
    act(s, "place", "B06")
    act(s, "offer", 1)
    assert s.denied[BALROG] == [cid(s, "B06")]
    assert s.decision_kind() == "place" and s.current_player() == BALROG
    assert cid(s, "B06") not in s.legal_ids()
    assert cid(s, "B06") in s.hands[BALROG]
    act(s, "place", "B07")
    assert row(s) == ["G04", "B09", "GS3", "B07"]
    assert s.decision_kind() == "place" and s.current_player() == GANDALF


def test_magic_has_no_effect_in_the_final_seed_5_1():
    """Seed 002 §5.1 Magic: no effect in the final -- the Balrog's card goes down at once."""
    s = magic_placed(duel=3)
    act(s, "place", "B06")
    assert row(s)[-1] == "B06"
    assert s.decision_kind() == "place" and s.current_player() == GANDALF
    assert s.denied == [[], []]


def test_magic_has_no_effect_when_the_balrog_places_no_more_cards_seed_5_1():
    """Seed 002 §5.1 Magic: no effect when the Balrog has no card left to place this duel
    (the Balrog started and has placed its sixth card)."""
    chain = NEUTRAL_B12[:11] + ["GS3"]
    g, b = split(chain, ["G13", "G18", "G21"], ["B01", "B18", "B22"])
    s = setup(g, b, starter=BALROG)
    place(s, *chain)
    assert s.duel == 1 and s.decision_kind() == "starter"
    assert s.offer_pending == -1
    assert not [e for e in events(s, "reveal") if e[2] == BALROG]
