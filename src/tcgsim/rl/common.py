"""What the PettingZoo and Gymnasium environments share: a match (game, decks, format,
encoding), its observations and masks, its rewards."""

from __future__ import annotations

import importlib
import io

import numpy as np

from ..core.errors import TcgsimError
from ..core.game import game as get_game
from ..sim.runner import resolve_decks

ENCODINGS = {
    "lotr-duel": "tcgsim.rl.encodings.lotr_duel:LotrDuelEncoding",
    "weiss-schwarz": "tcgsim.rl.encodings.weiss_schwarz:WeissSchwarzEncoding",
    "wixoss": "tcgsim.rl.encodings.wixoss:WixossEncoding",
    "riftbound": "tcgsim.rl.encodings.riftbound:RiftboundEncoding",
}


def encoding(game, format: str | None = None):
    """The encoding of `game` (a registry name or a Game) in `format`."""
    g = get_game(game) if isinstance(game, str) else game
    path = ENCODINGS.get(g.name)
    if path is None:
        raise TcgsimError(f"no RL encoding for {g.name!r}; games: {', '.join(sorted(ENCODINGS))}")
    module, cls = path.split(":")
    return getattr(importlib.import_module(module), cls)(g, format)


class Match:
    """One game with its decks and format, and the encoding of its seats' views."""

    def __init__(self, game, decks=None, format: str | None = None):
        self.game = get_game(game) if isinstance(game, str) else game
        self.format = format
        self.game.check_format(format)
        if decks is None or all(isinstance(d, str) for d in decks):
            decks = resolve_decks(self.game, list(decks or []), format)
        self.decks = list(decks)
        self.seats = self.game.seat_count(format)
        self.encoding = encoding(self.game, format)
        self._cache_key = None
        self._cache: dict = {}
        # a first state checks the decks now, with the game's own errors
        self.game.new_state(self.decks, seed=0, format=format, log=False)

    def start(self, seed: int):
        s = self.game.new_state(self.decks, seed=seed, format=self.format, log=False)
        self.encoding.prepare(s)
        self._cache_key = None
        return s

    def _entry(self, state, seat: int):
        key = (id(state), state.decisions, state.outcome is None)
        if key != self._cache_key:
            self._cache_key = key
            self._cache = {}
        e = self._cache.get(seat)
        if e is None:
            view = state.view(seat)
            enc = self.encoding
            obs = enc.observe(view)
            mask = np.zeros(enc.n_actions, dtype=np.int8)
            options: dict[int, int] = {}
            if state.outcome is None and state.current_player() == seat:
                options = enc.option_indices(state.decision_kind(), state.legal_ids(), view)
                mask[list(options)] = 1
            e = self._cache[seat] = (obs, mask, options)
        return e

    def observation(self, state, seat: int) -> dict:
        obs, mask, _ = self._entry(state, seat)
        return {"observation": obs.copy(), "action_mask": mask.copy()}

    def obs_and_mask(self, state, seat: int):
        obs, mask, _ = self._entry(state, seat)
        return obs, mask

    def options(self, state, seat: int) -> dict[int, int]:
        """{action index: option id} of the pending decision, for the seat that decides
        (empty for any other seat)."""
        return self._entry(state, seat)[2]

    def rewards(self, state) -> dict:
        """+1 for each winning seat (a team's), -1 for the others, 0 for all in a draw."""
        o = state.outcome
        winners = set(o.winners) if o is not None else set()
        return {f"player_{s}": (0 if not winners else 1 if s in winners else -1)
                for s in range(self.seats)}


def render_text(game, state, viewer: int | None = None) -> str:
    """The table as the terminal draws it, as plain text."""
    from rich.console import Console

    buf = io.StringIO()
    Console(file=buf, width=120, color_system=None, force_terminal=False).print(
        game.render(state, viewer))
    return buf.getvalue()
