"""The games. Importing this package registers every built-in game with the core registry."""

from ..core.game import register


def _lotr_duel():
    from .lotr_duel import LotrDuel

    return LotrDuel()


register("lotr-duel", _lotr_duel)


def _weiss_schwarz():
    from .weiss_schwarz import WeissSchwarz

    return WeissSchwarz()


register("weiss-schwarz", _weiss_schwarz)


def _wixoss():
    from .wixoss import Wixoss

    return Wixoss()


register("wixoss", _wixoss)


def _riftbound():
    from .riftbound import Riftbound

    return Riftbound()


register("riftbound", _riftbound)
