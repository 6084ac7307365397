"""Batches of matchups: a gauntlet of decks, results in a store, any backend (issue 13).

A *matchup* is one batch of `games` games with a fixed deck in each seat (runner.py's
batch: game i has the seed `derive_seed(seed, i)` and the agents go round the seats). A
gauntlet of decks D1 .. Dn is every ordered pair (Di in the first seat, Dj in the second,
i != j), each a matchup of `games` games; so every deck plays every other on each seat, and
every matchup uses the same game seeds (common random numbers: the pairings differ by their
decks, not by their luck). A plain `tcgsim sim --db` is one matchup.

All the games of all the matchups are one list, game g = matchup g // games, index
g % games, played by one backend: this process (`jobs` 1), the local worker pool (pool.py)
or a Ray cluster (ray_backend.py). A game depends only on its matchup and index, so every
backend gives the same results, game by game. With a store, the games that already have a
row are not played again, every game is written as it ends, and the results are read back
from the store, so an interrupted run finished by a second one gives the same numbers as one
run.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import SimulationError, TcgsimError
from ..core.game import game as get_game
from . import interrupts
from .runner import (BatchInterrupted, BatchResult, check_jobs, deck_labels, play_game,
                     resolve_decks, seat_agents)

CHUNK = 25                         # games per unit of work sent to a process or Ray task


@dataclass(frozen=True)
class MatchupPlan:
    """Everything a process needs to play any game of the run (it is sent to workers)."""
    game_name: str
    deck_names: tuple[str, ...] | None     # every deck of the run (None: the defaults)
    matchups: tuple[tuple[int, ...], ...]  # each: a deck index per seat
    games: int                             # games per matchup
    format: str | None
    seed: int
    agents: tuple[str, ...]
    max_decisions: int | None = None

    def prepare(self) -> "_MatchupPlayer":
        game = get_game(self.game_name)
        return _MatchupPlayer(self, game, resolve_decks(game, self.deck_names, self.format))


class _MatchupPlayer:
    def __init__(self, plan: MatchupPlan, game, decks):
        self.plan, self.game, self.decks = plan, game, decks

    def play(self, g: int):
        p = self.plan
        m, i = divmod(g, p.games)
        decks = [self.decks[k] for k in p.matchups[m]]
        return m, play_game(self.game, decks, p.seed, p.agents, i, p.format, p.max_decisions)


@dataclass
class RunResult:
    """The matchups of a run, each as a BatchResult (in the plan's order)."""
    plan: MatchupPlan
    labels: list[str]                  # every deck's label
    batches: list[BatchResult]
    played: int                        # games played by this run (the others were stored)
    stored: int                        # games found in the store before the run

    @property
    def partial(self) -> bool:
        return any(b.partial for b in self.batches)


class RunInterrupted(KeyboardInterrupt):
    def __init__(self, run: RunResult):
        super().__init__("interrupted")
        self.run = run


def gauntlet_matchups(n: int) -> tuple[tuple[int, int], ...]:
    """Every ordered pair of distinct decks: each deck on each seat against every other."""
    return tuple((a, b) for a in range(n) for b in range(n) if a != b)


def run_matchups(game_name: str, deck_names, matchups, games: int, seed: int, agents,
                 jobs: int = 1, format: str | None = None, store=None,
                 backend: str = "local", address: str | None = None, progress=None,
                 max_decisions: int | None = None, on_plan=None) -> RunResult:
    """Play `games` games of every matchup (a tuple of indices into `deck_names` per seat)
    on `backend` ("local": `jobs` processes; "ray": a Ray cluster at `address`, or a local
    one of `jobs` CPUs). `progress(n)` is called as games end; `on_plan(missing)` once, with
    the number of games left to play. A Ctrl-C raises RunInterrupted with what has ended
    (all of it in the store); a worker's death raises SimulationError after the store has
    every game that ended."""
    from .runner import prepare_batch

    jobs = check_jobs(jobs)
    if games < 1:
        raise TcgsimError("--games must be at least 1")
    if backend not in ("local", "ray"):
        raise TcgsimError(f"unknown backend {backend!r}; backends: local, ray")
    game = get_game(game_name)
    names = list(deck_names) if deck_names else None
    decks = resolve_decks(game, names, format)
    labels = deck_labels(names, decks)
    if names and len(set(labels)) < len(labels):
        labels = list(names)            # two files of one base name: name them as given
    if len(set(labels)) < len(labels):
        raise TcgsimError("two decks of the run have the same name: "
                          + ", ".join(sorted({x for x in labels if labels.count(x) > 1})))
    seats = game.seat_count(format)
    for m in matchups:
        if len(m) != seats:
            raise TcgsimError(f"{game.name} {game.check_format(format)}: a matchup needs "
                              f"{seats} decks, one per seat")
        prepare_batch(game_name, tuple(agents), [names[k] for k in m] if names else None,
                      format)
    agents = tuple(seat_agents(game, agents, format))
    plan = MatchupPlan(game_name, tuple(names) if names else None, tuple(map(tuple, matchups)),
                       games, format, seed, agents, max_decisions)

    from .store import batch_identity
    batch_ids, todo, stored = [], [], 0
    for k, m in enumerate(plan.matchups):
        done: set[int] = set()
        if store is not None:
            ident = batch_identity(game, format, [decks[j] for j in m],
                                   [labels[j] for j in m], agents, seed)
            batch_ids.append(store.batch(ident))
            done = store.done(batch_ids[-1])
        stored += sum(1 for i in done if i < games)
        todo += [k * games + i for i in range(games) if i not in done]
    if on_plan:
        on_plan(len(todo))

    results: list[list] = [[] for _ in plan.matchups]

    def finished(item) -> None:
        m, r = item
        results[m].append(r)
        if store is not None:
            store.add(batch_ids[m], r)
        if progress:
            progress(1)

    interrupted = False
    try:
        with interrupts.sigint_once(), interrupts.deferred() as token:
            try:
                if not token.hit:       # (a Ctrl-C before the run began plays nothing)
                    interrupted = not _execute(plan, todo, jobs, backend, address, finished,
                                               token)
            except KeyboardInterrupt:
                interrupted = True
            interrupted = interrupted or token.hit
    finally:
        if store is not None:
            store.flush()               # every game that ended is kept, whatever happens
    batches = []
    for k, m in enumerate(plan.matchups):
        rs = (store.results(batch_ids[k], games) if store is not None else results[k])
        batches.append(BatchResult(game_name, seed, agents, [labels[j] for j in m], format,
                                   sorted(rs, key=lambda r: r.index), games, jobs))
    run = RunResult(plan, labels, batches, sum(len(r) for r in results), stored)
    if interrupted:
        raise RunInterrupted(run)
    return run


def _execute(plan, todo, jobs, backend, address, finished, token) -> bool:
    """Play the games `todo` (global indices) on the backend; False if a Ctrl-C stopped it."""
    if not todo:
        return True
    chunks = list(_chunks(todo, CHUNK))
    if backend == "ray":
        from .ray_backend import run_chunks as ray_chunks

        return ray_chunks(plan, chunks, finished, address=address, cpus=jobs, token=token)
    if jobs == 1:
        player = plan.prepare()
        for chunk in chunks:
            for g in chunk:
                if token.hit:
                    return False
                with interrupts.raising():
                    r = player.play(g)
                finished(r)
        return True
    from .pool import run_chunks

    return run_chunks(plan, iter(chunks), min(jobs, len(chunks)), finished)


def _chunks(todo, size):
    """Contiguous runs of `todo` (sorted), cut into ranges of at most `size`."""
    start = prev = None
    for g in todo:
        if start is None:
            start = prev = g
        elif g == prev + 1 and g - start < size:
            prev = g
        else:
            yield range(start, prev + 1)
            start = prev = g
    if start is not None:
        yield range(start, prev + 1)


__all__ = ["MatchupPlan", "RunResult", "RunInterrupted", "SimulationError",
           "gauntlet_matchups", "run_matchups"]
