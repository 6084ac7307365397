"""Bots that play any game through the core API only (DESIGN §1).

An agent has `act(state) -> int`: the id of one of `state.legal_ids()`. It may read
`state.view(me)`, `state.legal_actions()` and `state.determinize(me, rng)` -- never the
hidden parts of the real state. Agents are made by name with `make_agent`.
"""

from __future__ import annotations

from ..core.errors import AgentError
from .greedy import GreedyAgent
from .mcts import MCTSAgent
from .random_agent import RandomAgent

GENERIC = {"random": RandomAgent, "greedy": GreedyAgent, "mcts": MCTSAgent}


def agent_names(game) -> list[str]:
    return sorted(set(GENERIC) | set(game.agents()))


def make_agent(game, name: str, seed: int = 0):
    """An agent by name: "random", "greedy", "mcts", or one of the game's own bots."""
    factory = game.agents().get(name) or GENERIC.get(name)
    if factory is None:
        raise AgentError(f"unknown bot {name!r} for {game.name}; bots: {', '.join(agent_names(game))}")
    return factory(seed)


__all__ = ["RandomAgent", "GreedyAgent", "MCTSAgent", "make_agent", "agent_names"]
