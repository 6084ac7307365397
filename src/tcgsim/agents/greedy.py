"""The greedy bot: one step of look-ahead with the game's own evaluation.

It re-deals what it cannot see (`determinize`), tries every legal action on a copy of
that state, scores the result with `game.evaluate(state, me)`, and takes the best
(ties broken at random). It never reads the real state's hidden cards.
"""

from __future__ import annotations

from ..core.rng import Rng


class GreedyAgent:
    name = "greedy"

    def __init__(self, seed: int = 0, samples: int = 1):
        self.rng = Rng(seed)
        self.samples = samples

    def act(self, state) -> int:
        ids = state.legal_ids()
        if len(ids) == 1:
            return ids[0]
        me = state.current_player()
        evaluate = state.game.evaluate
        totals = [0.0] * len(ids)
        for _ in range(self.samples):
            base = state.determinize(me, self.rng)
            base.log = None
            for k, aid in enumerate(ids):
                s = base.clone()
                s.apply_id(aid)
                totals[k] += evaluate(s, me)
        best = max(totals)
        choices = [aid for aid, t in zip(ids, totals) if t == best]
        return choices[self.rng.below(len(choices))]
