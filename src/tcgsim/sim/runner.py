"""Batch simulation on local processes (DESIGN §1 sim/).

Game i of a batch started with seed S uses the game seed `derive_seed(S, i)`, and the
two agents swap seats every game (agent A sits in seat 0 in even games, seat 1 in odd
games), so each agent plays each side equally. Results are gathered by game index,
so the same seed gives the same results whatever the number of processes.
"""

from __future__ import annotations

import math
import os
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field

from ..agents import make_agent
from ..core.game import game as get_game
from ..core.rng import derive_seed


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

    # ---- summaries -----------------------------------------------------------------
    @property
    def games(self) -> int:
        return len(self.results)

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
        out = {"game": self.game, "games": n, "seed": self.seed, "agents": list(self.agents),
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


def play_one(game, decks, seed: int, agents, format=None, log: bool = False,
             max_decisions: int = 100_000):
    """Play one game between two agent objects; returns (state, [(kind, id), ...])."""
    state = game.new_state(decks, seed=seed, format=format, log=log)
    actions = []
    while not state.is_terminal():
        p = state.current_player()
        aid = agents[p].act(state)
        actions.append((state.pending[1], aid))
        state.apply_id(aid)
        if len(actions) > max_decisions:
            raise RuntimeError(f"game with seed {seed} did not end in {max_decisions} decisions")
    return state, actions


def _run_chunk(args) -> list[GameResult]:
    game_name, deck_names, fmt, seed, agents, indices = args
    game = get_game(game_name)
    decks = resolve_decks(game, deck_names)
    out = []
    for i in indices:
        gseed = derive_seed(seed, i)
        seats = (agents[0], agents[1]) if i % 2 == 0 else (agents[1], agents[0])
        objs = [make_agent(game, seats[s], derive_seed(gseed, s + 1)) for s in (0, 1)]
        state, actions = play_one(game, decks, gseed, objs, fmt)
        o = state.outcome
        out.append(GameResult(i, gseed, seats, o.winner, o.reason, o.turns, len(actions)))
    return out


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
              progress=None, chunk: int | None = None) -> BatchResult:
    """Play `games` games. `progress(done)` is called as games finish."""
    game = get_game(game_name)
    resolve_decks(game, deck_names)          # fail early, in this process, on a bad deck
    game.check_format(format)
    for a in agents:
        make_agent(game, a, 0)               # fail early on an unknown bot
    jobs = max(1, jobs)
    if chunk is None:
        chunk = max(1, min(50, games // (jobs * 8) or 1))
    tasks = [(game_name, deck_names, format, seed, tuple(agents),
              list(range(lo, min(games, lo + chunk)))) for lo in range(0, games, chunk)]
    results: list[GameResult] = []
    if jobs == 1:
        for t in tasks:
            part = _run_chunk(t)
            results.extend(part)
            if progress:
                progress(len(part))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futs = [pool.submit(_run_chunk, t) for t in tasks]
            for f in as_completed(futs):
                part = f.result()
                results.extend(part)
                if progress:
                    progress(len(part))
    results.sort(key=lambda r: r.index)
    names = [d.name for d in resolve_decks(game, deck_names)]
    return BatchResult(game_name, seed, tuple(agents), names, format, results)
