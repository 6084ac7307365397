"""Batch simulation on local processes (DESIGN §1 sim/).

Game i of a batch started with seed S uses the game seed `derive_seed(S, i)`, and the
two agents swap seats every game (agent A sits in seat 0 in even games, seat 1 in odd
games), so each agent plays each side equally. Results are gathered by game index,
so the same seed gives the same results whatever the number of processes.

Ctrl-C (issue 7) stops a batch at once, with any number of processes: `run_batch` raises
`BatchInterrupted` (a KeyboardInterrupt) carrying a `BatchResult` of the games that had
ended, marked partial (`requested` > `games`). Those games are the same games, with the
same results, as in an uninterrupted run. The worker processes and how they are stopped
are described in pool.py; the Ctrl-C policy (the first stops, later ones are ignored
while stopping) in interrupts.py.
"""

from __future__ import annotations

import math
import os
from dataclasses import asdict, dataclass, field

from ..agents import make_agent
from ..core.errors import SimulationError
from ..core.game import game as get_game
from ..core.rng import derive_seed
from . import interrupts

MAX_DECISIONS = 100_000
"""The simulator's cap on decisions per game; a game past it raises SimulationError."""


@dataclass
class GameResult:
    index: int
    seed: int
    seats: tuple[str, str]        # agent name in seat 0, seat 1
    winner_seat: int | None
    reason: str
    turns: int
    decisions: int


@dataclass
class BatchResult:
    game: str
    seed: int
    agents: tuple[str, str]
    decks: list[str]
    format: str | None
    results: list[GameResult] = field(default_factory=list)
    requested: int | None = None      # games asked for (None: as many as were played)

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
        """Games agent k (0 = A, 1 = B) won."""
        return sum(1 for r in self.results if r.winner_seat is not None
                   and (r.winner_seat == r.index % 2) == (k == 0))

    def seat_wins(self, seat: int) -> int:
        return sum(1 for r in self.results if r.winner_seat == seat)

    def draws(self) -> int:
        return sum(1 for r in self.results if r.winner_seat is None)

    def agent_seat_wins(self, k: int, seat: int) -> tuple[int, int]:
        """(wins, games) of agent k when sitting in `seat`."""
        games = [r for r in self.results if (r.index % 2 == seat) == (k == 0)]
        return sum(1 for r in games if r.winner_seat == seat), len(games)

    def summary(self) -> dict:
        n = self.games
        out = {"game": self.game, "games": n, "games_requested": self.games_requested,
               "games_finished": n, "partial": self.partial,
               "seed": self.seed, "agents": list(self.agents),
               "decks": self.decks, "format": self.format, "draws": self.draws(),
               "seat_wins": [self.seat_wins(0), self.seat_wins(1)]}
        per_agent = []
        for k, name in enumerate(self.agents):
            w = self.agent_wins(k)
            lo, hi = wilson(w, n)
            seats = [self.agent_seat_wins(k, s) for s in (0, 1)]
            per_agent.append({"agent": name, "wins": w, "win_rate": w / n if n else 0.0,
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

    def to_dict(self) -> dict:
        return {"summary": self.summary(), "results": [asdict(r) for r in self.results]}


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
             max_decisions: int | None = None, index: int | None = None):
    """Play one game between two agent objects; returns (state, [(kind, id), ...]).
    Raises SimulationError, naming the seed (and the batch index), when the game has not
    ended after `max_decisions` decisions (default MAX_DECISIONS)."""
    if max_decisions is None:
        max_decisions = MAX_DECISIONS
    state = game.new_state(decks, seed=seed, format=format, log=log)
    actions = []
    while not state.is_terminal():
        p = state.current_player()
        aid = agents[p].act(state)
        actions.append((state.pending[1], aid))
        state.apply_id(aid)
        if len(actions) > max_decisions and not state.is_terminal():
            which = f"game {index} (seed {seed})" if index is not None else f"the game with seed {seed}"
            raise SimulationError(f"{which} did not end within {max_decisions} decisions")
    return state, actions


def play_game(game, decks, batch_seed: int, agents: tuple[str, str], index: int,
              format=None, max_decisions: int | None = None) -> GameResult:
    """Game `index` of a batch started with `batch_seed`: it depends on nothing else."""
    gseed = derive_seed(batch_seed, index)
    seats = (agents[0], agents[1]) if index % 2 == 0 else (agents[1], agents[0])
    objs = [make_agent(game, seats[s], derive_seed(gseed, s + 1)) for s in (0, 1)]
    state, actions = play_one(game, decks, gseed, objs, format, max_decisions=max_decisions,
                              index=index)
    o = state.outcome
    return GameResult(index, gseed, seats, o.winner, o.reason, o.turns, len(actions))


@dataclass(frozen=True)
class BatchPlan:
    """Everything a process needs to play any game of a batch (it is sent to workers)."""
    game_name: str
    deck_names: tuple[str, ...] | None
    format: str | None
    seed: int
    agents: tuple[str, str]
    max_decisions: int | None = None

    def prepare(self) -> "_Player":
        game = get_game(self.game_name)
        return _Player(self, game, resolve_decks(game, self.deck_names))


class _Player:
    def __init__(self, plan: BatchPlan, game, decks):
        self.plan, self.game, self.decks = plan, game, decks

    def play(self, index: int) -> GameResult:
        p = self.plan
        return play_game(self.game, self.decks, p.seed, p.agents, index, p.format,
                         p.max_decisions)


def resolve_decks(game, deck_names):
    if not deck_names:
        return game.default_decks()
    decks = []
    for name in deck_names:
        if os.path.exists(name):
            decks.append(game.load_deck(name))
        else:
            decks.append(game.deck(name))
    return decks


def run_batch(game_name: str, games: int, seed: int, agents: tuple[str, str], jobs: int = 1,
              deck_names: list[str] | None = None, format: str | None = None,
              progress=None, chunk: int | None = None,
              max_decisions: int | None = None) -> BatchResult:
    """Play `games` games on `jobs` processes. `progress(n)` is called as games end.

    A Ctrl-C raises BatchInterrupted with the games that had ended (see the module
    docstring); a game past `max_decisions` raises SimulationError naming its seed."""
    game = get_game(game_name)
    decks = resolve_decks(game, deck_names)  # fail early, in this process, on a bad deck
    game.check_format(format)
    for a in agents:
        make_agent(game, a, 0)               # fail early on an unknown bot
    jobs = max(1, jobs)
    if chunk is None:
        chunk = max(1, min(50, games // (jobs * 8) or 1))
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
    batch = _batch(game_name, seed, agents, decks, format, results, games)
    if interrupted:
        raise BatchInterrupted(batch)
    return batch


def _batch(game_name, seed, agents, decks, format, results, requested) -> BatchResult:
    results = sorted(results, key=lambda r: r.index)
    return BatchResult(game_name, seed, tuple(agents), [d.name for d in decks], format,
                       results, requested)
