"""Actions, decisions and outcomes: the vocabulary of the core contract (DESIGN §2)."""

from __future__ import annotations

from typing import NamedTuple


class Action(NamedTuple):
    """One option of the pending decision.

    `kind` names the decision (e.g. "place"), `id` is stable within that kind (for a card
    choice it is the card's instance id), `label` is for people.
    """

    kind: str
    id: int
    label: str

    def __str__(self) -> str:
        return self.label


class Outcome(NamedTuple):
    """How a game ended. `winner` is a player index, or None for a draw."""

    winner: int | None
    reason: str
    turns: int

    def to_dict(self) -> dict:
        return {"winner": self.winner, "reason": self.reason, "turns": self.turns}

    @classmethod
    def from_dict(cls, d: dict) -> "Outcome":
        return cls(d["winner"], d["reason"], d["turns"])


ALL = -1
"""Event visibility: seen by every player. A player index means: seen by that player only."""
