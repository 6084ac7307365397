"""The uniformly random bot: the baseline every other bot is measured against."""

from __future__ import annotations

from ..core.rng import Rng


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def act(self, state) -> int:
        ids = state.legal_ids()
        return ids[self.rng.below(len(ids))]
