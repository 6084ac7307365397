"""tcgsim: rules-exact engines and simulators for four card games.

    import tcgsim
    game = tcgsim.game("lotr-duel")
    state = game.new_state(game.default_decks(), seed=7)
"""

from importlib.metadata import PackageNotFoundError, version as _version

from . import games as _games_package  # noqa: F401  (registers the built-in games)
from .core import (Action, CardDataError, DeckError, IllegalActionError, Outcome, ReplayError,
                   TcgsimError, game, games)  # `games` the function, not the subpackage

try:
    __version__ = _version("tcgsim")
except PackageNotFoundError:  # running from a source tree
    __version__ = "0.0.0+src"

__all__ = ["game", "games", "Action", "Outcome", "TcgsimError", "DeckError",
           "IllegalActionError", "ReplayError", "CardDataError", "__version__"]
