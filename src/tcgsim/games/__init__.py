"""The games. Importing this package registers every built-in game with the core registry."""

from ..core.game import register


def _lotr_duel():
    from .lotr_duel import LotrDuel

    return LotrDuel()


register("lotr-duel", _lotr_duel)
