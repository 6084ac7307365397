"""tcgsim.core: the game-agnostic engine (state machine, rng, actions, replay, conformance)."""

from .actions import ALL, Action, Outcome
from .errors import (AgentError, CardDataError, DeckError, IllegalActionError, ReplayError,
                     SimulationError,
                     TcgsimError, UnknownGameError)
from .game import Game, game, games, register
from .rng import Rng, derive_seed
from .state import State

__all__ = [
    "ALL", "Action", "Outcome", "AgentError", "CardDataError", "DeckError",
    "IllegalActionError", "ReplayError", "SimulationError", "TcgsimError", "UnknownGameError", "Game", "game",
    "games", "register", "Rng", "derive_seed", "State",
]
