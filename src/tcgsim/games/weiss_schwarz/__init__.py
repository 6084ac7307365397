"""Weiß Schwarz (registry name "weiss-schwarz"), seeds 000 and 001."""

from __future__ import annotations

from ...core.errors import DeckError
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

    def default_decks(self, format: str | None = None) -> list:
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

    def render(self, state, viewer: int | None, keys: dict | None = None):
        from .render import render

        return render(state, viewer, keys)

    # ---- the terminal ----------------------------------------------------------------
    def ui_hand(self, state, viewer: int) -> list[int]:
        return sorted(state.hand[viewer])

    def ui_option_card(self, state, action):
        from .prompt import hand_card

        return hand_card(state, action.kind, action.id)

    def ui_merge(self, state, actions):
        """Copies of one card in the same zone off the stage (a deck being searched, a
        waiting room, a clock) are the same choice: shown once, "(3 copies)"."""
        from ...core.actions import Action
        from .view import where

        if not actions or actions[0].kind not in ("choose", "level_up"):
            return actions
        out, seen = [], {}
        p = state.pending[0]
        for a in actions:
            c = a.id
            if c == 999 or c in state.stage[0] or c in state.stage[1] or c in state.hand[p]:
                out.append(a)
                continue
            zone = where(state, c, mark_copies=False)
            key = (state.T.name[c], zone)
            if key in seen:
                i, n = seen[key]
                seen[key] = (i, n + 1)
                continue
            seen[key] = (len(out), 1)
            out.append(a)
        for (name, zone), (i, n) in seen.items():
            if n > 1:
                a = out[i]
                words = zone.replace(f"player {p + 1}'s", "your")
                out[i] = Action(a.kind, a.id, f"{name} ({words}, {n} copies: any one)")
        return out

    def ui_option_verb(self, state, action):
        from .prompt import hand_options

        return hand_options(state, state.pending[0]).get(action.id) if state.pending else None

    def ui_aliases(self, state, action) -> list[str]:
        from .prompt import hand_card

        c = hand_card(state, action.kind, action.id)
        if c is None and action.kind in ("choose", "level_up") and action.id != 999:
            c = action.id
        return [state.T.cards[c].code.lower()] if c is not None else []

    def ui_prompt(self, state, viewer: int) -> str | None:
        from .prompt import prompt

        return prompt(state, viewer)

    def ui_info(self, state, viewer: int, query: str, keys: dict):
        from .prompt import card_info

        return card_info(state, viewer, query, keys)

    def ui_zones(self, state, viewer: int):
        from .prompt import zones

        return zones(state, viewer)

    def ui_help(self) -> str:
        return ("Weiß Schwarz: a letter is a card of your hand; stage positions are CL, CM, CR "
                "(center left, middle, right) and BL, BR (back); the opponent's face yours "
                "mirrored. On a card: L level, C cost, power/soul, ⚑ trigger icons, ✦ how many "
                "abilities -- '?a' (a hand card), '?cl' (your center left), '?ocl' (the "
                "opponent's) or 'info NAME' shows them in words.")


__all__ = ["WeissSchwarz", "WSState"]
