"""The game-agnostic state machine every game's state builds on (DESIGN §2).

A state holds exactly one pending decision or is terminal. The flow is data: a work
stack of step records `(name, *args)`. The driver pops a record and calls the method
`step_<name>(*args)` of the game's state class; a step pushes the steps that follow it,
or sets the pending decision together with the continuation that receives the answer.
`apply(action)` checks the action, pushes `continuation + (action.id,)` and runs the
driver to the next decision. Copying a state is copying a few lists of ints and tuples.
"""

from __future__ import annotations

import numbers
from typing import Any

from .actions import ALL, Action, Outcome
from .errors import IllegalActionError
from .rng import Rng


class State:
    """Base class. Subclasses add their own slots and implement the `step_*` methods,
    `label`, `view`, `determinize`, `clone`, `to_dict` and `all_cards`."""

    __slots__ = ("game", "rng", "stack", "pending", "log", "outcome", "left")

    STEPS: dict[str, Any] = {}
    MAX_DECISIONS = 100_000
    """The engine's cap on decisions per game (each game documents its own): a game that
    reaches it ends at once as a draw, so that no agent can loop for ever (e.g. moving the
    same characters back and forth). Far above any real game's length."""

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        steps = {}
        for klass in reversed(cls.__mro__):
            for name, fn in vars(klass).items():
                if name.startswith("step_") and callable(fn):
                    steps[name[5:]] = fn
        cls.STEPS = steps

    def _init_base(self, game, seed: int, log: bool) -> None:
        self.game = game
        self.rng = Rng(seed)
        self.stack: list[tuple] = []
        # pending decision: (player, kind, options tuple of ids, continuation tuple)
        self.pending: tuple | None = None
        self.log: list[tuple] | None = [] if log else None
        self.outcome: Outcome | None = None
        self.left = self.MAX_DECISIONS     # decisions left before the engine's cap

    # ---- the driver -------------------------------------------------------------------
    def _run(self) -> None:
        # the hot loop. `finish` clears the stack and its callers return at once, so an
        # empty stack also covers the end of the game
        steps = self.STEPS
        stack = self.stack
        pop = stack.pop
        while stack:
            rec = pop()
            n = len(rec)                 # plain calls by arity: no slice, no f(*args)
            if n == 1:
                steps[rec[0]](self)
            elif n == 3:
                steps[rec[0]](self, rec[1], rec[2])
            elif n == 2:
                steps[rec[0]](self, rec[1])
            elif n == 5:
                steps[rec[0]](self, rec[1], rec[2], rec[3], rec[4])
            else:
                steps[rec[0]](self, *rec[1:])
            if self.pending is not None:
                return

    def decide(self, player: int, kind: str, options, continuation: tuple) -> None:
        """Set the pending decision. `options` are the action ids, in a stable order."""
        self.pending = (player, kind, tuple(options), continuation)

    def emit(self, name: str, visible: int, *args) -> None:
        """Record an event; `visible` is ALL or the one player who may see it."""
        log = self.log
        if log is not None:
            log.append((name, visible, *args))

    def finish(self, winner: int | None, reason: str, turns: int, winners=None) -> None:
        """End the game. `winners` (every winning seat: a team's) defaults to `(winner,)`,
        or `()` for a draw; `winner` must be the lowest of them. The `game_over` event is
        `(winner, reason)`, with the winners tuple added when there are several."""
        if winners is None:
            winners = () if winner is None else (winner,)
        else:
            winners = tuple(sorted(winners))
            if winner != (winners[0] if winners else None) or len(set(winners)) != len(winners):
                raise ValueError(f"finish: winner {winner!r} is not the lowest of the distinct "
                                 f"winning seats {winners!r}")
        self.outcome = Outcome(winner, reason, turns, winners)
        self.pending = None
        self.stack.clear()
        if len(winners) > 1:
            self.emit("game_over", ALL, winner, reason, winners)
        else:
            self.emit("game_over", ALL, winner, reason)

    # ---- the public contract ----------------------------------------------------------
    def seat_count(self) -> int:
        """The seats of this game (a game whose formats differ in seats overrides it)."""
        return self.game.players

    def is_terminal(self) -> bool:
        return self.outcome is not None

    def current_player(self) -> int | None:
        p = self.pending
        return None if p is None else p[0]

    def decision_kind(self) -> str | None:
        p = self.pending
        return None if p is None else p[1]

    def legal_actions(self) -> list[Action]:
        p = self.pending
        if p is None:
            return []
        kind = p[1]
        label = self.label
        return [Action(kind, i, label(kind, i)) for i in p[2]]

    def legal_ids(self) -> tuple:
        """The ids of the pending decision's options (cheap: no labels built)."""
        p = self.pending
        return () if p is None else p[2]

    def apply(self, action) -> None:
        """Apply an Action, a (kind, id) pair, or a bare id of the pending decision's kind.

        Raises IllegalActionError, leaving the state unchanged, when the action is not
        an option of the pending decision. Ids are plain ints: a bool, a float, a Fraction
        or a numpy integer is refused (`int(x)` converts a numpy id), so that a state never
        holds an id that does not serialise or compare as the engine's own.
        """
        p = self.pending
        if isinstance(action, (tuple, list)):
            if len(action) not in (2, 3):                       # (kind, id) or an Action
                raise IllegalActionError(f"{_short(action)} is not an action: give an Action, "
                                         f"a (kind, id) pair or an int id")
            kind, aid = action[0], action[1]
            if type(kind) is not str:
                raise IllegalActionError(f"{_short(action)} is not an action: its kind must be "
                                         f"a string, not {type(kind).__name__}")
        elif not (isinstance(action, numbers.Number) or hasattr(action, "__index__")):
            raise IllegalActionError(f"{_short(action)} is not an action: give an Action, a "
                                     f"(kind, id) pair or an int id")
        else:
            kind, aid = (None if p is None else p[1]), action
        if type(aid) is not int:
            raise IllegalActionError(
                f"cannot apply {_short(action)}: an action id must be a plain int, not "
                f"{type(aid).__module__ + '.' if type(aid).__module__ != 'builtins' else ''}"
                f"{type(aid).__name__}" + (" (int(x) converts it)" if hasattr(aid, "__index__")
                                           and type(aid) is not bool else ""))
        if p is None:
            why = "the game is over" if self.outcome is not None else "no decision is pending"
            raise IllegalActionError(f"cannot apply {action!r}: {why}")
        if kind != p[1]:
            raise IllegalActionError(
                f"cannot apply {action!r}: the pending decision is {p[1]!r} for player {p[0]}, "
                f"not {kind!r}")
        if aid not in p[2]:
            opts = ", ".join(f"{i} ({self.label(p[1], i)})" for i in p[2])
            raise IllegalActionError(
                f"cannot apply {kind} {aid!r}: not an option of player {p[0]}'s {p[1]!r} "
                f"decision; the options are: {opts}")
        self.stack.append(p[3] + (aid,))
        self.pending = None
        self.left -= 1
        self._run()
        if self.left <= 0 and self.outcome is None:
            self._decision_cap()

    def apply_id(self, aid: int) -> None:
        """Fast path for bots and simulation: `aid` must be one of `legal_ids()`."""
        p = self.pending
        if p is None or type(aid) is not int or aid not in p[2]:
            self.apply(aid)  # raises the full error
            return
        self.pending = None
        self.left -= 1
        cont = p[3]                      # run the continuation at once, then the stack
        n = len(cont)
        if n == 1:
            self.STEPS[cont[0]](self, aid)
        elif n == 2:
            self.STEPS[cont[0]](self, cont[1], aid)
        elif n == 3:
            self.STEPS[cont[0]](self, cont[1], cont[2], aid)
        else:
            self.STEPS[cont[0]](self, *cont[1:], aid)
        if self.pending is None:
            self._run()
        if self.left <= 0 and self.outcome is None:
            self._decision_cap()

    @property
    def decisions(self) -> int:
        """Decisions taken so far in this game."""
        return self.MAX_DECISIONS - self.left

    def _decision_cap(self) -> None:
        self.finish(None, f"the engine's cap of {self.MAX_DECISIONS} decisions per game was "
                          f"reached", self.turn_count())

    def turn_count(self) -> int:
        """The game's length as its outcome reports it (turns, placements...)."""
        return 0

    # ---- to be provided by each game --------------------------------------------------
    def label(self, kind: str, aid: int) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def view(self, player: int) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError

    def determinize(self, player: int, rng: Rng) -> "State":  # pragma: no cover - abstract
        raise NotImplementedError

    def clone(self) -> "State":  # pragma: no cover - abstract
        raise NotImplementedError

    def to_dict(self) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError

    def all_cards(self) -> list[int]:  # pragma: no cover - abstract
        """Every card instance id in every zone (for the no-card-created-or-lost check)."""
        raise NotImplementedError

    # ---- helpers for subclasses --------------------------------------------------------
    def _copy_base_into(self, new: "State") -> None:
        new.game = self.game
        new.rng = Rng(self.rng.s)
        new.stack = self.stack[:]
        new.pending = self.pending
        new.log = None if self.log is None else self.log[:]
        new.outcome = self.outcome
        new.left = self.left

    def _base_to_dict(self) -> dict:
        p = self.pending
        return {
            "rng": self.rng.s,
            "stack": [list(r) for r in self.stack],
            "pending": None if p is None else [p[0], p[1], list(p[2]), list(p[3])],
            "log": None if self.log is None else [list(e) for e in self.log],
            "outcome": None if self.outcome is None else self.outcome.to_dict(),
            "decisions": self.decisions,
        }

    def _base_from_dict(self, game, d: dict) -> None:
        self.game = game
        self.rng = Rng(d["rng"])
        self.stack = [tuple(r) for r in d["stack"]]
        p = d["pending"]
        self.pending = None if p is None else (p[0], p[1], tuple(p[2]), tuple(p[3]))
        self.log = None if d["log"] is None else [_tuplify(e) for e in d["log"]]
        self.outcome = None if d["outcome"] is None else Outcome.from_dict(d["outcome"])
        n = d.get("decisions", 0)
        if type(n) is not int or n < 0:
            raise ValueError(f"decisions must be a count, not {n!r}")
        self.left = self.MAX_DECISIONS - n

    def events_for(self, player: int | None) -> list[tuple]:
        """The log as `player` may see it (None: everything, for debugging)."""
        if self.log is None:
            return []
        if player is None:
            return list(self.log)
        return [e for e in self.log if e[1] == ALL or e[1] == player]


def _short(x) -> str:
    r = repr(x)
    return r if len(r) <= 80 else r[:77] + "..."


def _tuplify(x):
    if isinstance(x, list):
        return tuple(_tuplify(i) for i in x)
    return x


def redeal(places, rng) -> None:
    """Re-deal the cards at `places` ((list, index) pairs) among those places. The cards are
    sorted first, so the result depends only on which cards are hidden and on `rng`, never
    on where they lay -- what `determinize` must guarantee (DESIGN §2)."""
    cards = sorted(z[i] for z, i in places)
    rng.shuffle(cards)
    for (z, i), c in zip(places, cards):
        z[i] = c
