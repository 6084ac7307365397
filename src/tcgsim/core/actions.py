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
    """How a game ended. `winners` are every winning seat, ascending (a team's seats in a
    team mode; empty for a draw); `winner` is the lowest of them, or None for a draw.
    Build it with `State.finish`, which fills `winners` from `winner` in a one-winner game.
    """

    winner: int | None
    reason: str
    turns: int
    winners: tuple = ()

    def to_dict(self) -> dict:
        return {"winner": self.winner, "reason": self.reason, "turns": self.turns,
                "winners": list(self.winners)}

    @classmethod
    def from_dict(cls, d: dict) -> "Outcome":
        """Reads a dict of `to_dict`; one written before "winners" existed (an old replay
        or saved state) gets `(winner,)`, or `()` for a draw."""
        w = d["winner"]
        ws = d.get("winners")
        return cls(w, d["reason"], d["turns"],
                   (() if w is None else (w,)) if ws is None else tuple(ws))


ALL = -1
"""Event visibility: seen by every player. A player index means: seen by that player only."""
