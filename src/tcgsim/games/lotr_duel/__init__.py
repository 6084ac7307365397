"""The Lord of the Rings: The Duel (registry name "lotr-duel"), seed 002."""

from __future__ import annotations

import tomllib
from importlib import resources

from ...core.errors import DeckError
from ...core.game import BoundedCache, Game
from . import cards as _cards
from .rules import BALROG, GANDALF, SIDE, Board, LotrState, Table, new_state


class LotrDuel(Game):
    name = "lotr-duel"
    title = "The Lord of the Rings: The Duel"
    # 2: the batched deck shuffle (core.rng) deals other games; 3: Balrog's Power is the
    # mirror of Gandalf's Balance (issue 7)
    rules_version = "lotr-duel/3"
    seat_names = ("Gandalf", "Balrog")
    watch_redraw_on = frozenset({"duel_end"})
    formats = {
        "standard": "seed 002: a card sent away by Enchantment or Magic may be kept for the "
                    "final or not",
        "english-translation": "as standard, but a card sent away in a preliminary duel must "
                               "be kept for the final (the English translation of the rules)",
    }

    def __init__(self):
        data = tomllib.loads(resources.files(__package__).joinpath("data", "board.toml")
                             .read_text(encoding="utf-8"))
        self.board = Board(data)
        self._decks = {}
        self._tables = BoundedCache(32)      # by deck pair: bounded (issue 7)

    # ---- decks -----------------------------------------------------------------------
    def deck_names(self) -> list[str]:
        return ["gandalf", "balrog"]

    def deck(self, name: str):
        if name not in self.deck_names():
            raise DeckError(name, [f"no built-in deck {name!r}; built-in decks: "
                                   f"{', '.join(self.deck_names())}"])
        if name not in self._decks:
            self._decks[name] = _cards.builtin_deck(name)
        return self._decks[name]

    def load_deck(self, path):
        return _cards.load_deck_file(path)

    def deck_from_dict(self, d: dict):
        """A deck from `Deck.to_dict()` (replays, saved states), checked like a deck file."""
        return _cards.deck_from_dict(d)

    def default_decks(self, format: str | None = None) -> list:
        return [self.deck("gandalf"), self.deck("balrog")]

    def _table(self, decks) -> Table:
        problems = []
        if len(decks) != 2:
            raise DeckError("lotr-duel", [f"needs 2 decks (Gandalf's, then the Balrog's); got {len(decks)}"])
        for seat, (want, d) in enumerate(zip(("gandalf", "balrog"), decks)):
            if getattr(d, "side", None) != want:
                problems.append(f"seat {seat} plays {SIDE[seat]} and needs a {want} deck; "
                                f"got {getattr(d, 'name', d)!r} ({getattr(d, 'side', '?')})")
        if problems:
            raise DeckError("lotr-duel seats", problems)
        key = (id(decks[0]), id(decks[1]))
        t = self._tables.get(key)
        if t is None or t.decks[0] is not decks[0] or t.decks[1] is not decks[1]:
            for d in decks:
                _cards.validate_deck(d)
            t = Table(decks)
            self._tables.put(key, t)
        return t

    # ---- states ----------------------------------------------------------------------
    def new_state(self, decks=None, seed: int = 0, format: str | None = None, log: bool = True):
        fmt = self.check_format(format)
        table = self._table(list(decks) if decks is not None else self.default_decks())
        return new_state(self, table, self.board, seed, fmt, log)

    def state_from_dict(self, d: dict) -> LotrState:
        return self.checked_state(d, self._state_from_dict)

    def _state_from_dict(self, d: dict) -> LotrState:
        decks = [self.interned_deck(x) for x in d["decks"]]
        for i, name in enumerate(("gandalf", "balrog")):
            builtin = self.deck(name)
            if builtin.to_dict() == decks[i].to_dict():
                decks[i] = builtin
        return LotrState.from_dict(self, d, self._table(decks), self.board)

    # ---- bots, narration, drawing ----------------------------------------------------
    def evaluate(self, state, player: int) -> float:
        o = 1 - player
        v = 10.0 * (state.steps[player] - state.steps[o])
        if state.outcome is not None:
            return 1000.0 if state.outcome.winner == player else -1000.0
        if state.in_duel:
            v += state.energy[player] - state.energy[o]
        return v

    def agents(self) -> dict:
        from .bot import HeuristicAgent

        return {"heuristic": HeuristicAgent}

    def describe_event(self, event: tuple, viewer: int | None, state=None) -> str | None:
        from .narrate import describe

        return describe(self, event, viewer, None if state is None else state.T.cards)

    def render(self, state, viewer: int | None, keys: dict | None = None):
        from .render import render

        return render(state, viewer, keys)

    # ---- the terminal ----------------------------------------------------------------
    def ui_hand(self, state, viewer: int) -> list[int]:
        return sorted(state.hands[viewer])

    def ui_option_card(self, state, action):
        return action.id if action.kind in ("place", "fill", "keep") else None

    def ui_option_verb(self, state, action):
        return {"place": "place it", "fill": "fill the gap with it",
                "keep": "keep it face down for the final"}.get(action.kind)

    def ui_aliases(self, state, action) -> list[str]:
        if action.kind in ("place", "fill", "keep", "whip"):
            return [state.T.cards[action.id].id.lower()]
        return []

    def ui_prompt(self, state, viewer: int) -> str | None:
        from .render import prompt

        return prompt(state, viewer)

    def ui_info(self, state, viewer: int, query: str, keys: dict):
        from .render import card_info

        return card_info(state, viewer, query, keys)

    def ui_help(self) -> str:
        return ("The Lord of the Rings: The Duel: each card shows its defence edge (left) and "
                "its attack edge (right), ● a symbol, · a blank, top row first; a card's id "
                "(G07, BS3, ...) is printed on it and can be typed instead of its key.")


__all__ = ["LotrDuel", "LotrState", "GANDALF", "BALROG"]
