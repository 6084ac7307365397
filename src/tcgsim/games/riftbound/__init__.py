"""Riftbound (registry name "riftbound"), seed 004 and the Core Rules v1.1: the seven
starter decks; duels, three- and four-player free-for-all, and 2v2.

Riftbound is Riot Games' property. This module is a rules engine for study and testing:
it ships no Riot card text and no art (card facts only; abilities in tcgsim's own
vocabulary, shown in generated words). Riot's Riftbound tools policy does not approve
standalone simulators.
"""

from __future__ import annotations

from ...core.errors import DeckError
from ...core.game import BoundedCache, Game
from . import cards as _cards
from .rules import MODES, RBState, new_state
from .table import Table

_DEFAULTS = {2: ["jinx", "viktor"], 3: ["jinx", "viktor", "lee-sin"],
             4: ["jinx", "viktor", "lee-sin", "annie"]}


class Riftbound(Game):
    name = "riftbound"
    title = "Riftbound"
    rules_version = "riftbound/1 (Core Rules v1.1)"
    players = 2
    seat_names = ("player 1", "player 2")
    watch_redraw_on = frozenset({"turn", "combat_end", "showdown_end"})
    formats = {
        "standard": "a 1v1 duel (CR 458), the Core Rules v1.1 and seed 004",
        "duel": "the same as standard: 1v1, each player's battlefield drawn from their own",
        "ffa3": "three-player free-for-all, \"Skirmish\" (CR 460), Victory Score 8",
        "ffa4": "four-player free-for-all, \"War\" (CR 461), Victory Score 8",
        "2v2": "two teams of two, \"Magma Chamber\" (CR 462): seats 1 and 3 against 2 and 4, "
               "Victory Score 11 for a team's points",
    }

    def __init__(self):
        self._pool = None
        self._abilities = None
        self._decks = {}
        self._tables = BoundedCache(32)

    @property
    def pool(self) -> _cards.CardPool:
        if self._pool is None:
            self._pool = _cards.CardPool.builtin()
        return self._pool

    @property
    def abilities(self) -> dict:
        if self._abilities is None:
            from .vocab import load_abilities

            self._abilities = load_abilities()
        return self._abilities

    # ---- seats and modes -----------------------------------------------------------------
    @staticmethod
    def _mode(format) -> str:
        return "duel" if format in (None, "standard", "duel") else format

    def seat_count(self, format=None) -> int:
        return MODES.get(self._mode(format), MODES["duel"])[0]

    def teams(self, format=None):
        t = MODES.get(self._mode(format), MODES["duel"])[1]
        if t is None:
            return None
        return [tuple(s for s in range(len(t)) if t[s] == k) for k in sorted(set(t))]

    def seat_names_for(self, format=None) -> tuple:
        return tuple(f"player {k + 1}" for k in range(self.seat_count(format)))

    # ---- decks -----------------------------------------------------------------------
    def deck_names(self) -> list[str]:
        return _cards.builtin_deck_names()

    def deck(self, name: str):
        if name not in self.deck_names():
            raise DeckError(name, [f"no built-in deck {name!r}; built-in decks: "
                                   f"{', '.join(self.deck_names())}"])
        if name not in self._decks:
            self._decks[name] = _cards.builtin_deck(name, self.pool)
        return self._decks[name]

    def load_deck(self, path):
        return _cards.load_deck_file(path, self.pool)

    def deck_from_dict(self, d: dict):
        return _cards.deck_from_dict(d, self.pool)

    def default_decks(self, format=None) -> list:
        return [self.deck(n) for n in _DEFAULTS[self.seat_count(format)]]

    def _table(self, decks, fmt: str) -> Table:
        mode = self._mode(fmt)
        n = self.seat_count(fmt)
        if len(decks) != n:
            raise DeckError("riftbound", [f"{fmt} needs {n} decks; got {len(decks)}"])
        key = tuple(id(d) for d in decks) + (fmt,)
        t = self._tables.get(key)
        if t is None or any(a is not b for a, b in zip(t.decks, decks)):
            for d in decks:
                if not isinstance(d, _cards.RBDeck):
                    raise DeckError(str(getattr(d, "name", d)), ["not a Riftbound deck"])
            teams = MODES[mode][1]
            if teams:
                problems = []
                for a in range(n):
                    for b in range(a + 1, n):
                        if teams[a] == teams[b] and decks[a].legend.name == decks[b].legend.name:
                            problems.append(f"seats {a + 1} and {b + 1} are teammates with the "
                                            f"same legend {decks[a].legend.name} (CR 462.8.g)")
                if problems:
                    raise DeckError("2v2", problems)
            t = Table(decks, teams, self.abilities)
            self._tables.put(key, t)
        return t

    # ---- states ----------------------------------------------------------------------
    def new_state(self, decks=None, seed: int = 0, format: str | None = None, log: bool = True):
        fmt = self.check_format(format)
        decks = list(decks) if decks else self.default_decks(fmt)
        return new_state(self, self._table(decks, fmt), seed, fmt, log)

    def state_from_dict(self, d: dict) -> RBState:
        return self.checked_state(d, self._state_from_dict)

    def _state_from_dict(self, d: dict) -> RBState:
        decks = []
        for x in d["decks"]:
            name = x.get("name") if isinstance(x, dict) else None
            if name in self.deck_names() and self.deck(name).to_dict() == x:
                decks.append(self.deck(name))
            else:
                decks.append(self.interned_deck(x))
        fmt = self.check_format(d.get("format"))
        return RBState.from_dict(self, d, self._table(decks, fmt))

    # ---- bots, narration, drawing ----------------------------------------------------
    def evaluate(self, state, player: int) -> float:
        if state.outcome is not None:
            ws = getattr(state.outcome, "winners", None) or (
                () if state.outcome.winner is None else (state.outcome.winner,))
            return 0.0 if not ws else (1000.0 if player in ws else -1000.0)
        v = 0.0
        for q in range(state.n):
            sign = 1.0 if state.friends(q, player) else -1.0 / max(1, state.n - 1)
            v += sign * (10.0 * state.points[q] + 0.6 * len(state.hand[q]) +
                         0.8 * len(state.runes[q]) +
                         0.3 * sum(max(0, state.might(c)) for c in state._board_of(q)
                                   if state.T.type[c] == "unit") +
                         3.0 * sum(1 for i in range(len(state.bf)) if state.ctrl[i] == q))
        return v

    def agents(self) -> dict:
        try:
            from .bot import HeuristicAgent
        except ImportError:
            return {}
        return {"heuristic": HeuristicAgent}

    def describe_event(self, event: tuple, viewer: int | None, state=None):
        try:
            from .narrate import describe
        except ImportError:
            return None
        return describe(self, event, viewer, state)

    def render(self, state, viewer: int | None, keys: dict | None = None):
        try:
            from .render import render
        except ImportError:
            from rich.pretty import Pretty

            return Pretty(state.view(viewer if viewer is not None else state.turn))
        return render(state, viewer, keys)

    def ui_hand(self, state, viewer: int) -> list[int]:
        return sorted(state.hand[viewer])


__all__ = ["Riftbound", "RBState"]
