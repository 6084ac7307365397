"""Project exceptions. Every error a user can cause says what went wrong and where."""

from __future__ import annotations


class TcgsimError(Exception):
    """Base class of every error tcgsim raises on purpose."""


class UnknownGameError(TcgsimError, KeyError):
    def __init__(self, name: str, known: list[str]):
        self.name = name
        super().__init__(f"unknown game {name!r}; known games: {', '.join(known)}")

    def __str__(self) -> str:  # KeyError would quote the message
        return self.args[0]


class CardDataError(TcgsimError):
    """A card data file is malformed: names the file, the card and the field."""

    def __init__(self, file: str, card: str | None, field: str | None, message: str):
        self.file, self.card, self.field, self.message = file, card, field, message
        where = file
        if card is not None:
            where += f": card {card}"
        if field is not None:
            where += f": field {field!r}"
        super().__init__(f"{where}: {message}")


class DeckError(TcgsimError):
    """A deck breaks the deck rules. Lists every problem at once."""

    def __init__(self, deck: str, problems: list[str]):
        self.deck = deck
        self.problems = list(problems)
        lines = "\n".join(f"  - {p}" for p in self.problems)
        n = len(self.problems)
        super().__init__(f"deck {deck!r} is not legal ({n} problem{'s' if n != 1 else ''}):\n{lines}")


class IllegalActionError(TcgsimError):
    """An action is not one of the options of the pending decision. The state is unchanged."""


class ReplayError(TcgsimError):
    """A replay file is corrupt, from another rules version, or does not replay as recorded."""


class AgentError(TcgsimError):
    """An unknown bot name or a bad bot option."""


class SimulationError(TcgsimError):
    """A simulated game could not be played to its end (e.g. it passed the simulator's
    decision cap); the message names the game's seed so it can be replayed."""
