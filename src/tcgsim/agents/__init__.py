"""Bots that play any game through the core API only (DESIGN §1).

An agent has `act(state) -> int`: the id of one of `state.legal_ids()`. It may read
`state.view(me)`, `state.legal_actions()` and `state.determinize(me, rng)` -- never the
hidden parts of the real state. Agents are made by name with `make_agent`.
"""

from __future__ import annotations

from ..core.errors import AgentError
from ..core.rng import Rng
from .greedy import GreedyAgent
from .mcts import MCTSAgent
from .random_agent import RandomAgent
from .search import SearchAgent

GENERIC = {"random": RandomAgent, "greedy": GreedyAgent, "mcts": MCTSAgent,
           "search": SearchAgent}

LEVELS = {
    "easy": "the game's heuristic bot, with a random legal move one decision in three",
    "normal": "the search bot thinking 0.3 s per decision",
    "hard": "the search bot thinking 1.5 s per decision",
}
"""The difficulty levels a person picks in `play` and in the browser: named configurations
of the bots above."""


class _Sloppy:
    """The heuristic bot that plays a random legal move one decision in `every`."""

    def __init__(self, inner, seed: int, every: int = 3):
        self.inner = inner
        self.rng = Rng(seed ^ 0x5A5A5A5A)
        self.every = every
        self.name = "easy"

    def act(self, state) -> int:
        ids = state.legal_ids()
        if len(ids) > 1 and self.rng.below(self.every) == 0:
            return ids[self.rng.below(len(ids))]
        return self.inner.act(state)


def agent_names(game) -> list[str]:
    return sorted(set(GENERIC) | set(game.agents()) | set(LEVELS))


def make_agent(game, name: str, seed: int = 0):
    """An agent by name: "random", "greedy", "mcts", "search" (1 s per decision;
    "search:0.5" thinks 0.5 s, "search:200p" plays 200 play-outs per decision), a level
    ("easy", "normal", "hard"), or one of the game's own bots."""
    if not isinstance(name, str):
        raise AgentError(f"a bot is named by a string, not {name!r}")
    if name.startswith("search:"):
        return SearchAgent(seed, **_search_budget(name))
    if name in LEVELS and name not in game.agents():
        if name == "easy":
            inner = game.agents().get("heuristic", GreedyAgent)(seed)
            return _Sloppy(inner, seed)
        return SearchAgent(seed, think=0.3 if name == "normal" else 1.5)
    factory = game.agents().get(name) or GENERIC.get(name)
    if factory is None:
        raise AgentError(f"unknown bot {name!r} for {game.name}; bots: {', '.join(agent_names(game))}")
    return factory(seed)


def _search_budget(name: str) -> dict:
    budget = name.split(":", 1)[1]
    try:
        if budget.endswith("p"):
            n = int(budget[:-1])
            if n >= 1:
                return {"playouts": n}
        else:
            t = float(budget)
            if 0 < t <= 3600:
                return {"think": t}
    except ValueError:
        pass
    raise AgentError(f"bad search budget in {name!r}: give seconds per decision "
                     f"(search:0.5) or play-outs per decision (search:200p)")


__all__ = ["RandomAgent", "GreedyAgent", "MCTSAgent", "SearchAgent", "make_agent",
           "agent_names", "LEVELS"]
