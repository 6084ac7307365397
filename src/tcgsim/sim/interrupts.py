"""Ctrl-C during long work (issue 7): the first one stops the work, later ones are ignored.

A terminal sends SIGINT to every process of the foreground group, and a person who sees
nothing happen presses Ctrl-C again. Python's default answer, a KeyboardInterrupt raised
at whatever line runs, is right for a first press in simple code and wrong elsewhere: a
second one cuts the cleanup the first one started (stopping worker processes, writing
the partial results or a replay), and either one, raised inside another library's
`with lock:` (rich's progress bar shares a lock with its refresh thread), can leave the
lock held and the program deadlocked at its next use.

`sigint_once()` installs, for the length of a block, a SIGINT handler that:

- raises KeyboardInterrupt for the first Ctrl-C, as Python does, in plain code and inside
  `raising()` (a game played in this process: it may be abandoned at any point);
- inside `deferred()` only records it: the token of every open `deferred()` block gets
  `hit = True`, and the code polls it at safe points (the simulator's loops: between
  games, between messages from workers; never in the middle of reading a message, of
  starting a worker or of updating the progress bar);
- ignores every later Ctrl-C until the outermost block ends: the work is already
  stopping, and what is left (cleanup, printing, writing one file) is short and bounded.

The handler is installed only in the main thread (signals are delivered there) and only
when SIGINT still has Python's default handler: a caller that ignores SIGINT or has its
own handler keeps it (and `deferred()` tokens then stay unset). Nested blocks share the
one handler, so the CLI's `main` and `run_batch` inside it follow the same count.
"""

from __future__ import annotations

import signal
import threading
from contextlib import contextmanager

_RAISE = None               # a `raising()` block on the mode stack


class Token:
    """What a `deferred()` block learns: `hit` is True once Ctrl-C was pressed."""

    __slots__ = ("hit",)

    def __init__(self):
        self.hit = False


class _State:
    def __init__(self):
        self.count = 0          # Ctrl-C presses seen by the handler
        self.modes: list = []   # open deferred() tokens and raising() markers, innermost last
        self.previous = None    # the handler to restore when the outermost block ends


_state = _State()


def _handler(signum, frame):
    st = _state
    st.count += 1
    if st.count > 1:
        return                  # already stopping: a later Ctrl-C changes nothing
    for m in st.modes:
        if m is not _RAISE:
            m.hit = True        # every open deferred() block learns of it
    if not st.modes or st.modes[-1] is _RAISE:
        raise KeyboardInterrupt


def installed() -> bool:
    return signal.getsignal(signal.SIGINT) is _handler


def interrupted() -> bool:
    """True once the handler has seen a Ctrl-C in the current outermost block."""
    return installed() and _state.count > 0


@contextmanager
def sigint_once():
    """Within the block the first Ctrl-C raises KeyboardInterrupt (or, in `deferred()`,
    sets the tokens); later ones are ignored. The previous handler is restored after."""
    if installed():
        yield                   # nested: the outermost block owns the handler
        return
    if (threading.current_thread() is not threading.main_thread()
            or signal.getsignal(signal.SIGINT) is not signal.default_int_handler):
        yield                   # not ours to change
        return
    _state.count, _state.modes = 0, []
    _state.previous = signal.signal(signal.SIGINT, _handler)
    try:
        yield
    finally:
        _state.modes = []
        signal.signal(signal.SIGINT, _state.previous)


def ignore_after() -> None:
    """When the outermost `sigint_once` block ends, leave SIGINT ignored instead of
    restoring the previous handler. For a program that exits right after an interrupted
    command (the `tcgsim` command): a late Ctrl-C cannot then print a traceback on the
    way out."""
    if installed():
        _state.previous = signal.SIG_IGN


@contextmanager
def deferred():
    """Within the block a first Ctrl-C sets the yielded token's `hit` instead of raising
    (it is already set when the Ctrl-C came before the block); the code polls it.
    Without the handler (another thread, a caller's own handler) it stays unset."""
    tok = Token()
    if not installed():
        yield tok
        return
    tok.hit = _state.count > 0
    _state.modes.append(tok)
    try:
        yield tok
    finally:
        _state.modes.remove(tok)


@contextmanager
def raising():
    """Within a `deferred()` block: a first Ctrl-C raises KeyboardInterrupt at once (the
    tokens are set too). For work that may be abandoned at any point, such as a game
    played in this process."""
    if not installed():
        yield
        return
    _state.modes.append(_RAISE)
    try:
        yield
    finally:
        # the innermost _RAISE marker is ours (blocks are properly nested)
        for k in range(len(_state.modes) - 1, -1, -1):
            if _state.modes[k] is _RAISE:
                del _state.modes[k]
                break


@contextmanager
def ignored_while_starting_workers():
    """SIGINT is ignored (SIG_IGN) for the block, in the main thread. A process started
    inside it begins with SIGINT ignored: an ignored signal stays ignored through fork and
    exec, and a spawned Python leaves an inherited SIG_IGN alone (a blocked mask, by
    contrast, is not kept by multiprocessing's spawn). So a worker can never be hit by a
    Ctrl-C while its interpreter starts, before its own code could ignore it. The price:
    a Ctrl-C pressed during these few milliseconds is lost (pressing again works)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def ignore_in_worker() -> None:
    """First thing a worker process does: ignore SIGINT (the main process decides what a
    Ctrl-C means and stops the workers itself). Started inside
    `ignored_while_starting_workers`, the worker already ignores it; this covers a worker
    started elsewhere."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
