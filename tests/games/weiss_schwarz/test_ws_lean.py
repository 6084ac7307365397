"""One state class per card table (lean.py): a refinement no card of the game uses drops out
of the state's class, and nothing else changes -- the same game is played, event for event,
by the lean class and by the full WSState, on seeded random decks of the whole pool."""

from __future__ import annotations

import json
import random

import pytest
from ws_helpers import deck_with, game

from tcgsim.core.rng import Rng
from tcgsim.games.weiss_schwarz import cards as C
from tcgsim.games.weiss_schwarz.attack import AttackSteps
from tcgsim.games.weiss_schwarz.rules import WSState, new_state
from tcgsim.games.weiss_schwarz.table import Table
from tcgsim.games.weiss_schwarz.verbs_grant2 import GrantSteps2, _in_battle_targets
from tcgsim.games.weiss_schwarz.verbs_restrict import RestrictSteps

G = game()
MARSHALL = "AT/WX02-058"    # 【CONT】 if the facing character is a higher level: cannot frontal attack
CHISATO = "LRC/WE47-E05"    # Backup: the characters in battle get an ability until end of turn


def _state(decks, seed=1, full=False, log=True):
    t = Table(decks)
    if full:
        t.state_cls = WSState             # every refinement, as before lean.py
    return new_state(G, t, seed, "standard", log)


def test_a_game_whose_cards_use_no_restriction_or_grant_refinement_drops_them():
    d = G.deck("dengeki-ws02")
    s = G.new_state([d, d], seed=1, log=False)
    cls = type(s)
    assert cls is not WSState and isinstance(s, WSState) and cls.__name__ == "WSState"
    assert {(RestrictSteps, "attack_options"), (GrantSteps2, "attack_options"),
            (RestrictSteps, "position_locked"), (GrantSteps2, "step_deal_damage")} <= set(cls.DROPPED)
    # the dispatch tables see the plain methods: no extra frame on the hot path
    assert cls.attack_options is AttackSteps.attack_options
    assert cls.STEPS["deal_damage"] is AttackSteps.step_deal_damage
    assert cls.VERBS == WSState.VERBS
    # a copy, a state read back and another game over the same table share the class
    assert type(s.clone()) is cls
    assert type(G.state_from_dict(s.to_dict())) is cls
    assert type(G.new_state([d, d], seed=2, log=False)) is cls


def test_a_state_has_slots_only():
    """Every mixin declares empty __slots__: a state has no instance dictionary (attribute
    reads on the hot path stay the fast slot reads), in the lean class as in the full one."""
    d = G.deck("dengeki-ws02")
    for s in (G.new_state([d, d], seed=1, log=False), _state([d, d], full=True)):
        assert not hasattr(s, "__dict__")
        assert [k.__name__ for k in type(s).__mro__[:-1] if "__slots__" not in vars(k)] == []


def test_a_card_that_uses_a_refinement_keeps_it():
    s = _state([deck_with("lean-marshall", [(4, MARSHALL)])] * 2)
    assert (RestrictSteps, "attack_options") not in type(s).DROPPED
    assert type(s).attack_options is RestrictSteps.attack_options    # (no granted Great Performance)
    s = _state([deck_with("lean-chisato", [(4, CHISATO)])] * 2)
    assert {(GrantSteps2, "_group"), (GrantSteps2, "_choose_target")}.isdisjoint(type(s).DROPPED)


def test_the_in_battle_test_sees_every_card_of_the_pool_that_names_a_character_in_battle():
    """The widest reading: any value "in_battle" anywhere in a card's abilities (the
    condition key "in_battle" is another thing: "during this card's battle")."""
    missed = []
    for c in G.pool.by_code.values():
        if ': "in_battle"' in json.dumps(c.abilities):
            t = Table.__new__(Table)
            t.abils = [c.abilities]
            if not _in_battle_targets(t):
                missed.append(c.code)
    assert missed == []


def _play(s, seed):
    pick = random.Random(seed).random
    ids = s.legal_ids()
    while ids:
        s.apply_id(ids[int(pick() * len(ids))])
        ids = s.legal_ids()
    return s


@pytest.mark.parametrize("part", range(4))
def test_the_lean_class_plays_the_same_games_as_the_full_one(part):
    """10 pairs of random pool decks per part, one game each with the same seeds: the same
    events in the same order and the same final state."""
    differ = 0
    for k in range(10):
        pair = part * 10 + k
        decks = [C.random_deck(G.pool, Rng(5000 + 2 * pair)), C.random_deck(G.pool, Rng(5001 + 2 * pair))]
        lean, full = _play(_state(decks, seed=pair), pair), _play(_state(decks, seed=pair, full=True), pair)
        assert type(full) is WSState
        differ += type(lean) is not WSState
        assert lean.log == full.log, f"pair {pair}"
        assert lean.to_dict() == full.to_dict(), f"pair {pair}"
    assert differ >= 5            # most random decks leave some refinement unused


def _widen(t: Table) -> Table:
    """The table's hot-path shortcuts switched off: every card takes the long way."""
    t.hand_place_heads = t.attack_heads = t.trigger_heads = True
    t.leave_records = range(len(t.cards))
    t.self_derived = {"reversed_in_battle": ("other_reversed_in_battle", "reversed"),
                      "reversed": ("other_reversed",),
                      "to_waiting_room_from_stage": ("other_to_waiting_from_stage",),
                      "placed_from_waiting": ("other_placed_from_waiting",),
                      "battle_opponent_reversed": ("other_battle_opponent_reversed",),
                      "attacks": ("other_attacks",), "frontal_attacked": ("other_frontal_attacked",)}
    t.main_info = [info[:4] + (True,) for info in t.main_info]
    t.act_cards = frozenset(range(len(t.cards)))
    t.stat_cards = {stat: frozenset(range(len(t.cards))) for stat in t.stat_cards}
    return t


@pytest.mark.parametrize("part", range(2))
def test_the_tables_shortcuts_change_no_game(part):
    """table.py's flags (hand_place_heads, attack_heads, trigger_heads, self_derived,
    leave_records, main_info's last field, act_cards, stat_cards) only skip work that would do nothing: with them
    all switched off, 10 pairs of random pool decks per part play the same games."""
    from tcgsim.games.weiss_schwarz.abilities_heads import OTHERS
    assert set(OTHERS) <= set(_widen(Table([G.deck("dengeki-ws02")] * 2)).self_derived)
    for k in range(10):
        pair = 100 + part * 10 + k
        decks = [C.random_deck(G.pool, Rng(7000 + 2 * pair)), C.random_deck(G.pool, Rng(7001 + 2 * pair))]
        fast = _play(_state(decks, seed=pair), pair)
        t = _widen(Table(decks))
        slow = _play(new_state(G, t, pair, "standard", True), pair)
        assert fast.log == slow.log, f"pair {pair}"
        assert fast.to_dict() == slow.to_dict(), f"pair {pair}"
