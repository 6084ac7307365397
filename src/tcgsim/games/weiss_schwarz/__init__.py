"""Weiß Schwarz (registry name "weiss-schwarz"), seeds 000 and 001."""

from __future__ import annotations

from ...core.errors import DeckError, TcgsimError
from ...core.game import BoundedCache, Game
from . import cards as _cards
from .rules import WSState, new_state
from .table import Table


class WeissSchwarz(Game):
    name = "weiss-schwarz"
    title = "Weiß Schwarz"
    # 1: the batched deck shuffle; a forced choice of the one fitting stage character and an
    # encore with nothing to choose are no longer asked. 2 (issue 7): an 【AUTO】 cost paid
    # from the hand and the exchange from the hand are asked whatever the hand holds; a
    # frontal attack whose defender left keeps its counter step; a Brainstorm flips through
    # a refresh; a mill fills the waiting room before the refresh
    rules_version = "weiss-schwarz/2"
    seat_names = ("player 1", "player 2")
    watch_redraw_on = frozenset({"turn"})
    formats = {"standard": "the rules of seeds 000 and 001, the English comprehensive rules "
                           "where they are silent"}

    def __init__(self):
        self._pool = None
        self._decks = {}
        self._tables = BoundedCache(32)      # by deck pair: bounded (issue 7)

    @property
    def pool(self) -> _cards.CardPool:
        if self._pool is None:
            self._pool = _cards.CardPool.builtin()
        return self._pool

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
        """A deck from `WSDeck.to_dict()` (replays, saved states), checked like a deck list
        (counts and deck rules before any expansion); raises DeckError."""
        return _cards.deck_from_dict(d, self.pool)

    def default_decks(self) -> list:
        d = self.deck("dengeki-ws02")
        return [d, d]

    def import_cards(self, path, out_dir, skip_bad: bool = False):
        from .importer import import_set_file

        return import_set_file(path, out_dir, skip_bad)

    def _table(self, decks) -> Table:
        if len(decks) != 2:
            raise DeckError("weiss-schwarz", [f"needs 2 decks; got {len(decks)}"])
        key = (id(decks[0]), id(decks[1]))
        t = self._tables.get(key)
        if t is None or t.decks[0] is not decks[0] or t.decks[1] is not decks[1]:
            for d in decks:
                problems = _cards.deck_problems(d)
                if problems:
                    raise DeckError(d.name, problems)
            t = Table(decks)
            self._tables.put(key, t)
        return t

    # ---- states ----------------------------------------------------------------------
    def new_state(self, decks=None, seed: int = 0, format: str | None = None, log: bool = True):
        fmt = self.check_format(format)
        return new_state(self, self._table(list(decks) if decks else self.default_decks()),
                         seed, fmt, log)

    def state_from_dict(self, d: dict) -> WSState:
        return self.checked_state(d, self._state_from_dict)

    def _state_from_dict(self, d: dict) -> WSState:
        decks = []
        for x in d["decks"]:
            if x["name"] in self.deck_names() and self.deck(x["name"]).to_dict() == x:
                decks.append(self.deck(x["name"]))
            else:
                decks.append(self.interned_deck(x))
        if decks[0].to_dict() == decks[1].to_dict():
            decks[1] = decks[0]
        return WSState.from_dict(self, d, self._table(decks))

    # ---- bots, narration, drawing ----------------------------------------------------
    def evaluate(self, state, player: int) -> float:
        if state.outcome is not None:
            w = state.outcome.winner
            return 0.0 if w is None else (1000.0 if w == player else -1000.0)
        o = 1 - player

        def hurt(p):
            return 7 * len(state.level[p]) + len(state.clock[p])

        v = hurt(o) - hurt(player)
        v += 0.3 * (len(state.stock[player]) - len(state.stock[o]))
        v += 0.2 * (len(state.hand[player]) - len(state.hand[o]))
        v += 0.5 * (sum(1 for c in state.stage[player] if c >= 0) -
                    sum(1 for c in state.stage[o] if c >= 0))
        return v

    def agents(self) -> dict:
        from .bot import HeuristicAgent

        return {"heuristic": HeuristicAgent}

    def describe_event(self, event: tuple, viewer: int | None, state=None) -> str | None:
        from .narrate import describe

        return describe(self, event, viewer, state)

    def render(self, state, viewer: int | None):
        from .render import render

        return render(state, viewer)


__all__ = ["WeissSchwarz", "WSState"]
