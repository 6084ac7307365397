"""What the `tcgsim` commands share: the console, narration of a game's log, checking
and writing output files, and the record of a game in play for its replay."""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from rich.console import Console
from rich.markup import escape

from .core import replay as replay_mod
from .core.errors import TcgsimError
from .core.files import write_atomic

class _Console:
    """The one console every command prints to. Tests swap what it prints to through
    `console.target` (a rich Console); everything else is the Console's own."""

    def __init__(self):
        self.target = Console(highlight=False)

    def __getattr__(self, name):
        return getattr(self.target, name)

    def __enter__(self):
        return self.target.__enter__()

    def __exit__(self, *exc):
        return self.target.__exit__(*exc)


console = _Console()


def _decks(game, names, format=None):
    from .sim.runner import resolve_decks

    return resolve_decks(game, names, format)


def _seat(game, text: str | None, default: int = 0, format: str | None = None) -> int:
    """The seat a person names (a seat name of `format`, or its number)."""
    if text is None:
        return default
    seat_names = game.seat_names_for(format)
    n = game.seat_count(format)
    names = [s.lower() for s in seat_names]
    t = text.lower()
    if t in names:
        return names.index(t)
    if t.isdigit() and int(t) < n:
        return int(t)
    raise TcgsimError(f"unknown seat {text!r}; seats: {', '.join(seat_names)} "
                      f"(or {', '.join(str(i) for i in range(n))})")


def seats_text(names, seats) -> str:
    """Seats by name: "a", "a and b", "a, b and c"."""
    named = [names[s] for s in seats]
    return named[0] if len(named) == 1 else f"{', '.join(named[:-1])} and {named[-1]}"


def winners_text(game, format, outcome) -> str:
    """Who won, as a sentence without its end: "Balrog wins", "player 0 and player 2 win",
    "Nobody wins" (a draw)."""
    ws = outcome.winners
    if not ws:
        return "Nobody wins"
    return f"{seats_text(game.seat_names_for(format), ws)} win{'s' if len(ws) == 1 else ''}"


def seat_agents_text(game, format, agents) -> str:
    """The seats with their agents for a title: "Gandalf (heuristic) vs Balrog (random)";
    in a team format the team-mates are joined by "and"."""
    names = game.seat_names_for(format)
    teams = game.teams(format) or [(s,) for s in range(len(agents))]
    return " vs ".join(" and ".join(f"{names[s]} ({agents[s]})" for s in team)
                       for team in teams)


class Narrator:
    """Prints the log lines a viewer may see, as they appear."""

    def __init__(self, game, viewer):
        self.game, self.viewer, self.seen = game, viewer, 0

    def flush(self, state) -> list[tuple]:
        log = state.log or []
        new = log[self.seen:]
        self.seen = len(log)
        for ev in new:
            if self.viewer is not None and ev[1] not in (-1, self.viewer):
                continue
            line = self.game.describe_event(ev, self.viewer, state)
            if line:
                console.print(line)
        return new


def _check_output(path, option: str) -> None:
    """Refuse, before any work, a file that cannot be written: its folder must exist."""
    if "\0" in str(path):
        raise TcgsimError(f"{option}: the file name {str(path)!r} holds a NUL character")
    p = Path(path)
    folder = p.parent
    if p.is_dir():
        raise TcgsimError(f"{option} {path}: that is a folder; give a file name")
    if not folder.is_dir():
        what = "is not a folder" if folder.exists() else "does not exist"
        raise TcgsimError(f"{option} {path}: the folder {str(folder)!r} {what}")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise TcgsimError(f"{option} {path}: cannot write into the folder {str(folder)!r}")


def _write_file(path, text: str) -> None:
    try:
        write_atomic(path, text)
    except (OSError, ValueError) as e:
        raise TcgsimError(f"cannot write {path}: {getattr(e, 'strerror', None) or e}") from None


def _save_replay(game, decks, seed, fmt, actions, outcome, path):
    rep = replay_mod.make_replay(game, decks, seed, fmt, actions, outcome)
    try:
        rep.save(path)                # atomic (core.files.write_atomic)
    except (OSError, ValueError) as e:
        raise TcgsimError(f"cannot write the replay {path}: "
                          f"{getattr(e, 'strerror', None) or e}") from None
    console.print(f"[dim]replay written to {escape(str(path))}[/]")


class _GameRecord:
    """The actions a game in play has taken, for its replay, safe against a Ctrl-C at any
    point: after one, `replay_actions()` are exactly actions the state took in full (an
    action cut in the middle is left out) and `outcome()` is the outcome after them."""

    def __init__(self, state):
        self.state, self.actions, self.applying = state, [], None

    def take(self, kind: str, aid: int, apply) -> None:
        self.applying = len(self.actions)
        apply()
        self.actions.append((kind, aid))
        self.applying = None

    def replay_actions(self) -> list:
        return self.actions if self.applying is None else self.actions[:self.applying]

    def outcome(self):
        # a cut action leaves the state half-way, but the game had not ended before it
        return self.state.outcome if self.applying is None else None


def _fresh_seed() -> int:
    """A seed nobody can guess (not the clock): it rebuilds the bot's hand."""
    return secrets.randbits(63)


