"""Benchmark: The Lord of the Rings: The Duel on one core (a benchmark, never a test).

    .venv/bin/python bench/lotr_duel_bench.py [--seconds 5]

Prints random-vs-random full games per second (logging off, as the simulator plays),
decisions per second, the cost of clone(), view() and to_dict(), and peak memory of one
game. The bar (issue 2): at least 300 full games per second on one core.
"""

from __future__ import annotations

import argparse
import time
import tracemalloc

import tcgsim
from tcgsim.core.rng import Rng


def play(game, decks, seed: int, log: bool = False):
    s = game.new_state(decks, seed=seed, log=log)
    r = Rng(seed + 12345)
    n = 0
    while not s.is_terminal():
        ids = s.legal_ids()
        s.apply_id(ids[r.below(len(ids))])
        n += 1
    return s, n


def timed(fn, seconds: float):
    n, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        fn(n)
        n += 1
    return n, time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0)
    args = ap.parse_args()
    game = tcgsim.game("lotr-duel")
    decks = game.default_decks()
    play(game, decks, 0)  # warm up

    decisions = [0]

    def one_game(i):
        decisions[0] += play(game, decks, i)[1]

    n, dt = timed(one_game, args.seconds)
    print(f"lotr-duel random vs random, log off: {n / dt:,.0f} games/s, "
          f"{decisions[0] / dt:,.0f} decisions/s ({decisions[0] / n:.1f} decisions/game), "
          f"one core")

    decisions[0] = 0

    def one_logged(i):
        decisions[0] += play(game, decks, i, log=True)[1]

    n, dt = timed(one_logged, args.seconds / 2)
    print(f"lotr-duel random vs random, log on:  {n / dt:,.0f} games/s")

    # a mid-game state for the per-call costs
    r = Rng(3)
    for seed in range(3, 100):            # the first seed whose game lasts 12 decisions
        s = game.new_state(decks, seed=seed)
        for _ in range(12):
            if s.is_terminal():
                break
            ids = s.legal_ids()
            s.apply_id(ids[r.below(len(ids))])
        if not s.is_terminal():
            break
    for name, fn in (("clone()", lambda i: s.clone()),
                     ("view(0)", lambda i: s.view(0)),
                     ("determinize(0)", lambda i: s.determinize(0, r)),
                     ("to_dict()", lambda i: s.to_dict()),
                     ("legal_actions()", lambda i: s.legal_actions())):
        n, dt = timed(fn, min(1.0, args.seconds / 4))
        print(f"{name:>16}: {dt / n * 1e6:8.2f} us")

    peaks = []
    for seed in range(20):
        tracemalloc.start()
        s, n = play(game, decks, seed, log=True)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        peaks.append((peak, len(s.duel_winners), n))
    peak, duels, n = max(peaks)
    print(f"peak memory of one logged game (largest of 20; {duels} duels, {n} decisions): "
          f"{peak / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
