"""Worker processes for `run_batch` that a Ctrl-C stops at once (issue 7).

Why not `concurrent.futures.ProcessPoolExecutor` or `multiprocessing.Pool`: both hide
threads and queues that a Ctrl-C leaves in a state only their own shutdown can untangle.
The executor's shutdown waits for every queued game (one Ctrl-C ran them all and then
threw them away) and a second Ctrl-C in that wait deadlocked; and both return a task's
results only when the whole task is done, so an interruption loses every game of the
chunks in progress. This pool is small enough to be obviously right:

- `jobs` worker processes from the "spawn" context (a fresh interpreter: nothing of the
  main process's threads, e.g. the progress bar's, is forked), each with its own pipe.
  Only the main process reads and writes the pipes; there are no queue feeder threads
  and no helper threads to join, so stopping can never wait on a dead worker.
- Workers ignore SIGINT from their first instruction: they are started while the main
  process ignores it (`interrupts.ignored_while_starting_workers`; SIG_IGN is inherited
  through fork and exec), so not even a Ctrl-C pressed while a worker's interpreter
  starts reaches it. The main process alone decides what a Ctrl-C means. (The price: a
  Ctrl-C pressed in the few milliseconds while the workers are started is lost.) As with
  any "spawn" pool, a script that calls run_batch with jobs > 1 needs the usual
  `if __name__ == "__main__":` guard, since the workers import the main module.
- The main process sends each worker one chunk of game indices at a time (a range); the
  worker plays them in order and sends back the results of the games that have ended,
  in batches (every FLUSH_SECONDS, and at the end of each chunk), then asks for more.
- The main loop runs in `interrupts.deferred()`: a Ctrl-C only sets a token, and the loop
  polls it between messages (every POLL_SECONDS at most), so it is never cut in the
  middle of reading a message or starting a worker. When the token is set, the main
  process sends every worker SIGTERM (`Process.terminate`). A worker's SIGTERM handler
  stops the game it is playing at once, sends the results it has not sent yet and exits;
  the main process reads the pipes until every worker has exited, and kills (SIGKILL) one
  that has not ended within STOP_GRACE_SECONDS. So a Ctrl-C keeps every game that had
  ended and throws away only the games in progress. Later Ctrl-Cs are ignored by the
  handler (`interrupts.sigint_once`), so nothing can interrupt the stop.
- A worker never lets its SIGTERM handler cut a message in half: while it sends, the
  handler only notes the request, and the worker stops right after the message is out.
- Any other way out (a worker's error, a worker that died, an exception in a callback,
  a KeyboardInterrupt raised by a caller's own SIGINT handler) goes through the same
  `finally`, which stops and joins every worker that is still running.
- A worker whose main process has gone (killed) finds its pipe closed at its next
  message and exits quietly; workers are daemon processes besides.

Results are identical whatever `jobs` is because each game depends only on its index
(see runner.py); the main process gathers them by index.
"""

from __future__ import annotations

import multiprocessing
import pickle
import signal
import time
import traceback
from multiprocessing.connection import wait

from ..core.errors import SimulationError
from . import interrupts

POLL_SECONDS = 0.1          # how often the main loop looks at the Ctrl-C token
FLUSH_SECONDS = 0.05        # how often a worker sends the results of the games it ended
STOP_GRACE_SECONDS = 2.0    # a stopped worker still running after this is killed


class _RemoteTraceback(Exception):
    """The traceback of an error in a worker process, shown as the error's cause."""

    def __init__(self, tb: str):
        super().__init__(tb)
        self.tb = tb

    def __str__(self) -> str:
        return self.tb


# ---- the worker process -------------------------------------------------------------------

class _Stop(BaseException):
    """Raised in a worker by its SIGTERM handler: stop now, send what is done, exit."""


class _Outbox:
    """A worker's side of the pipe: results wait here until they are sent in a batch.

    The SIGTERM handler raises _Stop at most once, and only while the worker plays or
    waits for work (`armed`); while a message is being sent it only notes the request,
    and `send` raises _Stop once the message is out, so no message is ever cut."""

    def __init__(self, conn):
        self.conn, self.results, self.last = conn, [], time.monotonic()
        self.armed = False
        self.sending = False
        self.stop_requested = False

    def on_sigterm(self, signum, frame):
        if self.stop_requested:
            return                      # a second SIGTERM: already stopping
        self.stop_requested = True
        if self.armed and not self.sending:
            raise _Stop

    def add(self, result) -> None:
        self.results.append(result)
        if time.monotonic() - self.last >= FLUSH_SECONDS:
            self.send("games")

    def send(self, kind: str, extra=None) -> None:
        self.sending = True
        try:
            self.conn.send((kind, self.results, extra))
            self.results = []
            self.last = time.monotonic()
        finally:
            self.sending = False
        if self.stop_requested and self.armed:
            raise _Stop


def _serve(conn, plan, out: _Outbox) -> None:
    player = plan.prepare()
    while True:
        chunk = conn.recv()
        if chunk is None:
            return
        for i in chunk:
            out.add(player.play(i))
        out.send("done")


def _worker_main(conn, plan) -> None:
    """A worker process: play the chunks the main process sends; see the module docstring.
    Every way out is caught here, so a worker never prints a traceback: the one _Stop a
    worker can see is caught by the inner or, if it comes while another exception is
    handled, by the outer `except _Stop`."""
    interrupts.ignore_in_worker()
    out = _Outbox(conn)
    try:
        try:
            out.armed = True
            signal.signal(signal.SIGTERM, out.on_sigterm)
            _serve(conn, plan, out)
        except _Stop:
            out.armed = False
            _quietly(out.send, "stopped")
        except (EOFError, OSError):
            out.armed = False           # the main process has gone or closed the pipe
        except BaseException as e:      # noqa: BLE001 -- every error goes to the main process
            out.armed = False
            _quietly(out.send, "error", _portable(e))
        finally:
            out.armed = False
    except _Stop:
        pass


def _portable(e: BaseException):
    """(an exception the main process can unpickle, its traceback as text)."""
    tb = "".join(traceback.format_exception(type(e), e, e.__traceback__))
    try:
        pickle.loads(pickle.dumps(e))
        return e, tb
    except Exception:                   # an exception that does not survive pickling
        return RuntimeError(f"{type(e).__name__}: {e}"), tb


def _quietly(send, *args) -> None:
    try:
        send(*args)
    except (OSError, pickle.PicklingError):
        pass                            # nobody is listening any more


# ---- the main process ---------------------------------------------------------------------

class _Worker:
    __slots__ = ("proc", "conn", "chunk")

    def __init__(self, proc, conn):
        self.proc, self.conn, self.chunk = proc, conn, None


def run_chunks(plan, chunks, jobs: int, on_result) -> bool:
    """Play every chunk (an iterable of index ranges) of `plan` on `jobs` worker
    processes, calling `on_result(GameResult)` in this process as games end.
    Returns True when every game was played, False when a Ctrl-C stopped the run (the
    results of all games that had ended were passed to `on_result` first). Raises a
    worker's error (e.g. SimulationError) after stopping the other workers."""
    ctx = multiprocessing.get_context("spawn")
    chunks = iter(chunks)
    workers: list[_Worker] = []
    with interrupts.deferred() as token:
        try:
            with interrupts.ignored_while_starting_workers():
                for k in range(jobs):
                    mine, theirs = ctx.Pipe(duplex=True)
                    proc = ctx.Process(target=_worker_main, args=(theirs, plan),
                                       name=f"tcgsim-sim-{k}", daemon=True)
                    workers.append(_Worker(proc, mine))
                    proc.start()
                    theirs.close()
            busy = {}
            for w in workers:
                if _feed(w, chunks, plan):
                    busy[w.conn] = w
            while busy and not token.hit:
                for conn in wait(list(busy), timeout=POLL_SECONDS):
                    w = busy[conn]
                    kind, results, extra = _receive(w, plan)
                    for r in results:
                        on_result(r)
                    if kind == "done" and not _feed(w, chunks, plan):
                        del busy[conn]
                    elif kind == "error":
                        err, tb = extra
                        err.__cause__ = _RemoteTraceback(tb)
                        raise err
                    if token.hit:
                        break
            if token.hit:
                _stop(workers, on_result)
                return False
            for w in workers:
                try:
                    w.conn.send(None)   # no more work: the worker returns
                except OSError:
                    pass
            for w in workers:
                w.proc.join(STOP_GRACE_SECONDS)
            return True
        finally:
            _stop(workers, None)        # a no-op for workers that have ended
            for w in workers:
                w.conn.close()


def _feed(w: _Worker, chunks, plan) -> bool:
    """Send the worker its next chunk; False when there is none left."""
    w.chunk = next(chunks, None)
    if w.chunk is None:
        return False
    try:
        w.conn.send(w.chunk)
    except OSError:
        _died(w, plan)
    return True


def _receive(w: _Worker, plan):
    try:
        return w.conn.recv()
    except (EOFError, OSError):
        _died(w, plan)


def _died(w: _Worker, plan):
    w.proc.join(STOP_GRACE_SECONDS)
    games = "" if w.chunk is None else f" while playing games {w.chunk.start}-{w.chunk.stop - 1}"
    raise SimulationError(f"a simulation process stopped unexpectedly (exit code "
                          f"{w.proc.exitcode}){games} of the batch with seed {plan.seed}") from None


def _stop(workers, on_result) -> None:
    """Stop every worker that runs: SIGTERM, then read what each sends until its pipe
    closes (passing the results to `on_result` unless it is None), SIGKILL for one still
    running after STOP_GRACE_SECONDS; every worker is joined."""
    started = [w for w in workers if w.proc.pid is not None]
    for w in started:
        if w.proc.exitcode is None:
            w.proc.terminate()
    deadline = time.monotonic() + STOP_GRACE_SECONDS
    open_ = {w.conn: w for w in started}
    while open_:
        left = deadline - time.monotonic()
        if left <= 0:
            break
        for conn in wait(list(open_), timeout=left):
            try:
                kind, results, extra = conn.recv()
            except (EOFError, OSError, pickle.UnpicklingError, ValueError, TypeError):
                del open_[conn]         # the worker has exited (or its last message was cut)
                continue
            if on_result is not None:
                for r in results:
                    on_result(r)
    for w in started:
        w.proc.join(max(0.0, deadline - time.monotonic()))
        if w.proc.exitcode is None:
            w.proc.kill()
            w.proc.join()
