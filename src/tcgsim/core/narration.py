"""What every game's narration shares: who may see an event, and the step from an event to
its line (each game keeps one function per event name in a table)."""

from __future__ import annotations

from rich.markup import escape

from .actions import ALL


def visible_to(event: tuple, viewer: int | None) -> bool:
    """Whether `viewer` (None: a spectator of everything) may see `event`."""
    return viewer is None or event[1] == ALL or event[1] == viewer


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


def narrate(events: dict, game, table, event: tuple, viewer: int | None, cap,
            shaped=(TypeError, IndexError, AttributeError)) -> str | None:
    """One line of rich markup for `event` as `viewer` sees it, or None (not visible, or
    nothing worth saying): `events[name](game, table, viewer, *args)`, capitalised by
    `cap`. An unknown event, or one shaped unlike the engine's (`shaped` errors), is
    named plainly."""
    if not visible_to(event, viewer):
        return None
    name, args = event[0], event[2:]
    fn = events.get(name)
    if fn is not None:
        try:
            line = fn(game, table, viewer, *args)
        except shaped:
            fn = None
        else:
            return None if line is None else cap(line)
    return escape(f"{name}: {', '.join(map(str, args))}")
