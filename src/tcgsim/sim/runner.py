"""Batch simulation on local processes (DESIGN §1 sim/).

Game i of a batch started with seed S uses the game seed `derive_seed(S, i)`. A batch has
one agent per seat (N = `game.seat_count(format)`; fewer names are cycled: `random` alone
is random in every seat, A B for four seats is A B A B) and the agents go round the seats:
in game i agent k sits in seat (k + i) % N, so each agent plays each seat equally (for two
seats: agent A in seat 0 in even games, in seat 1 in odd games). An agent wins a game
when its seat is one of the outcome's `winners` (a team win counts for every seat of the
team). Results are gathered by game index, so the same seed gives the same results
whatever the number of processes.

Ctrl-C (issue 7) stops a batch at once, with any number of processes: `run_batch` raises
`BatchInterrupted` (a KeyboardInterrupt) carrying a `BatchResult` of the games that had
ended, marked partial (`requested` > `games`). Those games are the same games, with the
same results, as in an uninterrupted run. The worker processes and how they are stopped
are described in pool.py; the Ctrl-C policy (the first stops, later ones are ignored
while stopping) in interrupts.py.

Names in the results (issue 8): each seat's deck is labelled by its built-in name or the
base name of its deck file (`BatchResult.decks`), and agents of the same name are told
apart as "NAME (A)" / "NAME (B)" ... (`BatchResult.agent_labels`; in the JSON, each
`per_agent` entry's "agent" is its label and "bot" the bot's name, and each game's
"seat_labels" name the agents in seat order). `prepare_batch` checks the decks, the format
and the agents (and builds one state, which checks a deck against its seat) before any
game starts, so a caller can refuse a bad batch before it shows a progress bar.
"""

from __future__ import annotations

import math
import os
import time
from dataclasses import asdict, dataclass, field

from ..agents import make_agent
from ..core.errors import SimulationError, TcgsimError
from ..core.game import game as get_game
from ..core.game import seat_decks
from ..core.rng import derive_seed
from . import interrupts

MAX_DECISIONS = 100_000
"""The simulator's cap on decisions per game; a game past it raises SimulationError."""


def default_jobs() -> int:
    """The processes a batch uses when none are named: every core (os.cpu_count())."""
    return max(1, os.cpu_count() or 1)


def agent_labels(agents) -> tuple[str, ...]:
    """The names the results show for the agents: their bot names, with " (A)", " (B)"...
    added to every one when two are the same bot (heuristic vs heuristic)."""
    agents = tuple(agents)
    if len(set(agents)) == len(agents):
        return agents
    return tuple(f"{a} ({chr(ord('A') + k)})" for k, a in enumerate(agents))


def seat_agents(game, agents, format=None) -> tuple[str, ...]:
    """One agent name per seat of `format`: the names given, cycled when they are fewer than
    the seats (TcgsimError when there are none or more than the seats)."""
    agents = tuple(agents)
    n = game.seat_count(format)
    if not agents or len(agents) > n:
        raise TcgsimError(f"{game.name} takes 1 to {n} bots, one per seat (fewer are "
                          f"repeated in turn); got {len(agents)}")
    return tuple(agents[k % len(agents)] for k in range(n))


def seat_of(agent: int, index: int, seats: int) -> int:
    """The seat agent k sits in during game `index` of a batch."""
    return (agent + index) % seats


@dataclass
class GameResult:
    index: int
    seed: int
    seats: tuple[str, ...]        # agent name in seat 0, seat 1, ...
    winner_seat: int | None       # the lowest winning seat (the outcome's `winner`)
    reason: str
    turns: int
    decisions: int
    winners: tuple[int, ...] = ()   # every winning seat (a team's); () for a draw
    think: tuple = field(default=(), compare=False, repr=False)
    """Per seat: (decisions with two options or more, seconds spent on them, the longest).
    Wall-clock figures: not part of a result's identity (`compare=False`), not stored, and
    left out of `to_dict`'s games; `BatchResult.timing()` sums them per agent."""


@dataclass
class BatchResult:
    game: str
    seed: int
    agents: tuple[str, ...]           # one per seat (names cycled by `seat_agents`)
    decks: list[str]
    format: str | None
    results: list[GameResult] = field(default_factory=list)
    requested: int | None = None      # games asked for (None: as many as were played)
    jobs: int = 1                     # processes used (not in the results: they do not
                                      # depend on it)

    @property
    def agent_labels(self) -> tuple[str, ...]:
        """The agents as the results name them: "heuristic (A)" / "heuristic (B)" when
        two are the same bot, else their names."""
        return agent_labels(self.agents)

    @property
    def seat_count(self) -> int:
        """The seats of the batch's games (one agent each)."""
        return len(self.agents)

    # ---- summaries -----------------------------------------------------------------
    @property
    def games(self) -> int:
        """Games played to their end (all of them unless the batch was interrupted)."""
        return len(self.results)

    @property
    def games_requested(self) -> int:
        return self.games if self.requested is None else self.requested

    @property
    def partial(self) -> bool:
        """True when the batch was stopped before every game asked for had ended."""
        return self.games < self.games_requested

    def agent_wins(self, k: int) -> int:
        """Games agent k (0 = A, 1 = B, ...) won: its seat was among the winners."""
        n = self.seat_count
        return sum(1 for r in self.results if seat_of(k, r.index, n) in r.winners)

    def seat_wins(self, seat: int) -> int:
        """Games the seat won (alone or with its team)."""
        return sum(1 for r in self.results if seat in r.winners)

    def draws(self) -> int:
        return sum(1 for r in self.results if not r.winners)

    def agent_seat_wins(self, k: int, seat: int) -> tuple[int, int]:
        """(wins, games) of agent k when sitting in `seat`."""
        n = self.seat_count
        games = [r for r in self.results if seat_of(k, r.index, n) == seat]
        return sum(1 for r in games if seat in r.winners), len(games)

    def summary(self) -> dict:
        n = self.games
        out = {"game": self.game, "games": n, "games_requested": self.games_requested,
               "games_finished": n, "partial": self.partial,
               "seed": self.seed, "agents": list(self.agents),
               "decks": self.decks, "format": self.format, "draws": self.draws(),
               "seat_wins": [self.seat_wins(s) for s in range(self.seat_count)]}
        out["agent_labels"] = list(self.agent_labels)
        per_agent = []
        for k, name in enumerate(self.agents):
            w = self.agent_wins(k)
            lo, hi = wilson(w, n)
            seats = [self.agent_seat_wins(k, s) for s in range(self.seat_count)]
            per_agent.append({"agent": self.agent_labels[k], "bot": name, "wins": w,
                              "win_rate": w / n if n else 0.0,
                              "ci95": [lo, hi],
                              "wins_by_seat": [{"wins": a, "games": b} for a, b in seats]})
        out["per_agent"] = per_agent
        out["avg_turns"] = sum(r.turns for r in self.results) / n if n else 0.0
        out["avg_decisions"] = sum(r.decisions for r in self.results) / n if n else 0.0
        reasons = {}
        for r in self.results:
            reasons[r.reason] = reasons.get(r.reason, 0) + 1
        out["reasons"] = dict(sorted(reasons.items(), key=lambda kv: -kv[1]))
        return out

    def timing(self) -> list[dict]:
        """Per agent: decisions it thought about (two options or more), the average and
        the longest seconds per decision -- wall clock, so never part of a result's
        identity (games read back from a store have none)."""
        n = self.seat_count
        out = []
        for k in range(n):
            count, total, longest = 0, 0.0, 0.0
            for r in self.results:
                if r.think:
                    c, t, m = r.think[seat_of(k, r.index, n)]
                    count += c
                    total += t
                    longest = max(longest, m)
            out.append({"agent": self.agent_labels[k], "decisions": count,
                        "average_s": total / count if count else None,
                        "longest_s": longest if count else None})
        return out

    def seat_labels(self, r: GameResult) -> list[str]:
        """The agents' labels in seat order in game `r` (agent k sits in seat
        (k + index) % seats)."""
        labels, n = self.agent_labels, self.seat_count
        return [labels[(s - r.index) % n] for s in range(n)]

    def to_dict(self) -> dict:
        results = []
        for r in self.results:
            d = asdict(r)
            d.pop("think", None)
            d["seat_labels"] = self.seat_labels(r)
            results.append(d)
        return {"summary": self.summary(), "results": results}


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95 % by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


class BatchInterrupted(KeyboardInterrupt):
    """Ctrl-C stopped `run_batch`; `batch` holds the games that had ended (partial)."""

    def __init__(self, batch: BatchResult):
        super().__init__(f"interrupted after {batch.games} of {batch.games_requested} games")
        self.batch = batch


def play_one(game, decks, seed: int, agents, format=None, log: bool = False,
             max_decisions: int | None = None, index: int | None = None,
             timing: list | None = None):
    """Play one game between agent objects, one per seat; returns (state, [(kind, id), ...]).
    `timing`, a list, receives per seat (decisions timed, seconds, longest seconds): the
    decisions with two options or more.
    Raises SimulationError, naming the seed (and the batch index), when the game has not
    ended after `max_decisions` decisions (default MAX_DECISIONS)."""
    if max_decisions is None:
        max_decisions = MAX_DECISIONS
    state = game.new_state(decks, seed=seed, format=format, log=log)
    actions = []
    clock = time.perf_counter
    think = [[0, 0.0, 0.0] for _ in agents]
    while not state.is_terminal():
        p = state.current_player()
        t = clock()
        aid = agents[p].act(state)
        if len(state.pending[2]) > 1:            # an answered-at-once decision is not timed
            dt = clock() - t
            th = think[p]
            th[0] += 1
            th[1] += dt
            if dt > th[2]:
                th[2] = dt
        actions.append((state.pending[1], aid))
        state.apply_id(aid)
        if len(actions) > max_decisions and not state.is_terminal():
            which = f"game {index} (seed {seed})" if index is not None else f"the game with seed {seed}"
            raise SimulationError(f"{which} did not end within {max_decisions} decisions")
    if timing is not None:
        timing[:] = [tuple(t) for t in think]
    return state, actions


def play_game(game, decks, batch_seed: int, agents: tuple[str, ...], index: int,
              format=None, max_decisions: int | None = None) -> GameResult:
    """Game `index` of a batch started with `batch_seed`: it depends on nothing else.
    `agents` are cycled to the seats of `format` (`seat_agents`); agent k sits in seat
    (k + index) % seats."""
    agents = seat_agents(game, agents, format)
    n = len(agents)
    gseed = derive_seed(batch_seed, index)
    seats = tuple(agents[(s - index) % n] for s in range(n))
    objs = [make_agent(game, seats[s], derive_seed(gseed, s + 1)) for s in range(n)]
    timing: list = []
    state, actions = play_one(game, decks, gseed, objs, format, max_decisions=max_decisions,
                              index=index, timing=timing)
    o = state.outcome
    return GameResult(index, gseed, seats, o.winner, o.reason, o.turns, len(actions),
                      tuple(o.winners), tuple(timing))


@dataclass(frozen=True)
class BatchPlan:
    """Everything a process needs to play any game of a batch (it is sent to workers)."""
    game_name: str
    deck_names: tuple[str, ...] | None
    format: str | None
    seed: int
    agents: tuple[str, ...]
    max_decisions: int | None = None

    def prepare(self) -> "_Player":
        game = get_game(self.game_name)
        return _Player(self, game, resolve_decks(game, self.deck_names, self.format))


class _Player:
    def __init__(self, plan: BatchPlan, game, decks):
        self.plan, self.game, self.decks = plan, game, decks

    def play(self, index: int) -> GameResult:
        p = self.plan
        return play_game(self.game, self.decks, p.seed, p.agents, index, p.format,
                         p.max_decisions)


def _looks_like_a_path(name: str) -> bool:
    """A deck named with a folder or a file extension ("./x.txt", "decks/a", "my.toml") is
    meant as a file, not a built-in deck."""
    seps = [os.sep] + ([os.altsep] if os.altsep else [])
    return (any(sep in name for sep in seps) or name.startswith("~")
            or os.path.splitext(name)[1] != "")


def _builtin_names(game) -> list[str]:
    try:
        return list(game.deck_names())
    except NotImplementedError:
        return []


def resolve_decks(game, deck_names, format: str | None = None):
    """The decks named: a file that exists is loaded, any other name is a built-in deck;
    a name that is a path to no file says so ("no such deck file: ./x.txt"). No names: the
    game's default decks, repeated in turn when they are fewer than the seats of `format`."""
    if not deck_names:
        return seat_decks(game, format)
    builtin = _builtin_names(game)
    missing = [n for n in deck_names if not os.path.exists(n) and n not in builtin
               and _looks_like_a_path(n)]
    if missing:
        raise TcgsimError("; ".join(f"no such deck file: {n}" for n in missing))
    decks = []
    for name in deck_names:
        if os.path.exists(name):
            decks.append(game.load_deck(name))
        else:
            decks.append(game.deck(name))
    return decks


def deck_labels(deck_names, decks) -> list[str]:
    """How the results name each seat's deck: a deck file by its base name (as the user
    knows it), a built-in deck by its name."""
    if not deck_names:
        return [str(getattr(d, "name", "?")) for d in decks]
    return [os.path.basename(os.path.normpath(n)) if os.path.exists(n)
            else str(getattr(d, "name", n)) for n, d in zip(deck_names, decks)]


def check_jobs(jobs) -> int:
    """`jobs` as a number of processes: a whole number, at least 1 (TcgsimError otherwise)."""
    if isinstance(jobs, bool) or not isinstance(jobs, int):
        raise TcgsimError(f"jobs must be a whole number of processes; got {jobs!r}")
    if jobs < 1:
        raise TcgsimError(f"jobs must be at least 1 (one process per job); got {jobs}")
    return jobs


def prepare_batch(game_name: str, agents, deck_names=None, format: str | None = None):
    """Check everything a batch needs before any game starts and return (game, decks):
    the format, the decks (every deck error, in this process), the agents (1 to one per
    seat, an unknown bot), and one state built from the decks (a deck that does not fit
    its seat, a missing deck). Raises the TcgsimError a game would raise later."""
    game = get_game(game_name)
    game.check_format(format)
    decks = resolve_decks(game, deck_names, format)
    for a in seat_agents(game, agents, format):
        make_agent(game, a, 0)
    game.new_state(decks, seed=0, format=format, log=False)
    return game, decks


def run_batch(game_name: str, games: int, seed: int, agents: tuple[str, ...], jobs: int = 1,
              deck_names: list[str] | None = None, format: str | None = None,
              progress=None, chunk: int | None = None,
              max_decisions: int | None = None) -> BatchResult:
    """Play `games` games on `jobs` processes. `progress(n)` is called as games end.
    `agents`: one bot name per seat, or fewer, cycled (`seat_agents`); the result's
    `agents` are one per seat.

    A Ctrl-C raises BatchInterrupted with the games that had ended (see the module
    docstring); a game past `max_decisions` raises SimulationError naming its seed.
    `jobs` below 1 is refused (TcgsimError); more jobs than chunks of games start only as
    many processes as there are chunks (the results do not depend on it)."""
    jobs = check_jobs(jobs)
    # fail early, in this process, on a bad deck, format or bot
    game, decks = prepare_batch(game_name, agents, deck_names, format)
    agents = seat_agents(game, agents, format)
    if chunk is None:
        chunk = max(1, min(50, games // (jobs * 8) or 1))
    jobs = max(1, min(jobs, -(-games // chunk)))
    plan = BatchPlan(game_name, tuple(deck_names) if deck_names else None, format, seed,
                     tuple(agents), max_decisions)
    results: list[GameResult] = []

    def finished(r: GameResult) -> None:
        results.append(r)
        if progress:
            progress(1)

    interrupted = False
    # The loops below poll the token (a Ctrl-C never cuts the progress bar's update or
    # the talk with the workers); only a game played in this process is cut at once.
    with interrupts.sigint_once(), interrupts.deferred() as token:
        try:
            if token.hit:
                pass                    # Ctrl-C came before the batch began
            elif jobs == 1:
                player = _Player(plan, game, decks)
                for i in range(games):
                    if token.hit:
                        break
                    with interrupts.raising():
                        r = player.play(i)
                    finished(r)
            else:
                from .pool import run_chunks

                chunks = (range(lo, min(games, lo + chunk)) for lo in range(0, games, chunk))
                run_chunks(plan, chunks, jobs, finished)
        except KeyboardInterrupt:       # a game cut by Ctrl-C, or a caller's own handler
            interrupted = True
        interrupted = interrupted or token.hit
    batch = _batch(game_name, seed, agents, deck_labels(deck_names, decks), format, results,
                   games, jobs)
    if interrupted:
        raise BatchInterrupted(batch)
    return batch


def _batch(game_name, seed, agents, labels, format, results, requested, jobs) -> BatchResult:
    results = sorted(results, key=lambda r: r.index)
    return BatchResult(game_name, seed, tuple(agents), list(labels), format, results,
                       requested, jobs)
