"""The stacked-state helper of the WIXOSS scenario tests (tcgsim.games.wixoss.scenario):
it keeps every card exactly once, resets knowledge soundly (the core conformance checks
hold on a stacked state: views, determinize, perfect recall, the swap test), and poses
the pending decision of the phase asked for."""

from __future__ import annotations

import pytest

import tcgsim
from tcgsim.core.conformance import _check_state
from tcgsim.core.errors import DeckError, TcgsimError
from tcgsim.core.rng import Rng
from tcgsim.games.wixoss.scenario import (answer, card, codes, find, make_deck, row, stacked,
                                          synth_card, until, variant_deck)

GAME = tcgsim.game("wixoss")


def busy():
    return stacked(lrig="WD01-002", hand=["WD01-013", "WD01-016"], field=[None, "WD01-010", None],
                   ener=["WD01-012"] * 2, trash=["WD01-018"], life=5,
                   opponent=dict(lrig="WD02-003", hand=["WD02-013"] * 3,
                                 field=["WD02-012", None, None], life=["WD02-010", "WD02-009"]))


def test_stacked_keeps_every_card_exactly_once_and_places_them():
    s = busy()
    assert s.all_cards() == list(range(s.T.n))
    assert codes(s, s.hand[0]) == ["WD01-013", "WD01-016"]
    assert row(s, 0) == [None, "WD01-010", None] and row(s, 1) == ["WD02-012", None, None]
    assert len(s.life[0]) == 5 and codes(s, s.life[1]) == ["WD02-010", "WD02-009"]
    assert codes(s, s.lrig[0]) == ["WD01-002"] and len(s.lrig_deck[0]) == 7
    assert len(s.deck[0]) == 40 - 2 - 1 - 2 - 1 - 5


@pytest.mark.parametrize("phase,kind", [("up", "ener"), ("draw", "ener"), ("ener", "ener"),
                                        ("grow", "grow"), ("main", "main"),
                                        ("attack", "attack"), ("end", "ener")])
def test_stacked_poses_the_first_decision_of_the_phase(phase, kind):
    s = stacked(phase=phase, lrig="WD01-004", field=["WD01-013", None, None])
    assert s.pending[1] == kind
    assert s.phase == {"up": "ener", "draw": "ener", "end": "ener",
                       "attack": "signi attack"}.get(phase, phase)


def test_a_stacked_state_passes_the_conformance_checks():
    for s in (busy(), stacked(phase="attack", lrig="WD01-003", field=["WD01-012", None, None],
                              opponent=dict(lrig="WD02-004", hand=["WD02-017"]))):
        _check_state(GAME, s, 0, 0, s.all_cards(), Rng(7), deep=True, playon=True,
                     swap_horizon=6)


def test_knowledge_each_player_knows_their_hand_not_the_opponents_nor_the_life_cloth():
    s = busy()
    k0 = s.knowledge(0)
    assert set(s.hand[1]).isdisjoint(k0["exact"])
    assert set(s.life[0]).isdisjoint(k0["exact"]) and set(s.deck[0]).isdisjoint(k0["exact"])
    pools = {tuple(z) for _, z in k0["pools"]}
    assert ("deck:0", "life:0") in pools                         # own deck and life: one pool
    assert ("deck:1", "hand:1", "life:1") in pools               # the opponent's main cards
    assert ("lrig_deck:1",) in pools


def test_stacked_refuses_a_card_that_is_not_there_and_a_field_over_the_limit():
    with pytest.raises(TcgsimError):
        stacked(hand=["WD01-013"] * 5)                           # only 4 copies
    with pytest.raises(TcgsimError):
        stacked(field=["WD01-010", None, None])                  # level 3 under a level-0 LRIG
    s = stacked(field=["WD01-010", None, None], overflow=True)   # the rule check trashes it
    assert row(s, 0) == [None, None, None]


def test_answer_by_label_piece_or_id_and_until():
    s = stacked(lrig="WD01-004", hand=["WD01-013"])
    with pytest.raises(TcgsimError):
        find(s, "nothing like this")
    answer(s, "summon Kukri")
    assert s.pending[1] == "zone"
    answer(s, 2)
    assert row(s, 0) == [None, None, "WD01-013"]
    until(s, "ener", player=1)
    assert s.active == 1


def test_synthetic_cards_and_decks_are_checked_like_card_files():
    c = synth_card(code="TST-900", name="Test", type="signi", color="white", level=1,
                   power=1000)
    deck = variant_deck("v", "wd01", replace={"WD01-013": c})
    assert sum(x.code == "TST-900" for x in deck.main) == 4
    with pytest.raises(DeckError):
        variant_deck("v", "wd01", replace={"WD01-016": c})      # 16 Life Bursts
    with pytest.raises(DeckError):
        make_deck("short", [(4, "WD01-013")], [(1, "WD01-005")])
    s = stacked(decks=[deck, "wd02"], hand=["TST-900"])
    assert card(s, "TST-900", 0) in s.hand[0]
