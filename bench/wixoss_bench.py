"""Benchmark: WIXOSS on one core (a benchmark, never a test).

    .venv/bin/python bench/wixoss_bench.py [--seconds 5] [--profile]

Prints random-vs-random full games per second of WD01 against WD02 (logging off, as the
simulator plays), decisions per second, the cost of clone(), view(), determinize(),
to_dict() and legal_actions() mid-game, and peak memory of one logged game. With
--profile, the top functions of a cProfile run of the same games (by own time). The bar:
at least 500 full games per second on one core.

The random player picks with tcgsim's own seeded `Rng` (as the `random` bot does, as
bench/lotr_duel_bench.py plays); the "engine only" line picks with the C-coded
`random.Random(seed).random` instead (as bench/weiss_schwarz_vs_weiss_sim.py does), so
that it counts the engine's time and hardly the picker's. Rates are per wall-clock second
and, in brackets, per second of this process's CPU time (the one-core figure when other
processes share the machine).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
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


def play_c(game, decks, seed: int):
    """The same, the picks by C code (random.Random): the engine's time only."""
    s = game.new_state(decks, seed=seed, log=False)
    pick = random.Random(seed + 12345).random
    n = 0
    while not s.is_terminal():
        ids = s.legal_ids()
        s.apply_id(ids[int(pick() * len(ids))])
        n += 1
    return s, n


def timed(fn, seconds: float):
    """(calls, wall seconds, CPU seconds) of calling fn(i) for `seconds` of wall time."""
    n, t0, c0 = 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < seconds:
        fn(n)
        n += 1
    return n, time.perf_counter() - t0, time.process_time() - c0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--profile", action="store_true", help="also print a cProfile of 200 games")
    args = ap.parse_args()
    game = tcgsim.game("wixoss")
    decks = [game.deck("wd01"), game.deck("wd02")]
    play(game, decks, 0)  # warm up

    decisions = [0]
    draws = [0]

    def one_game(i):
        s, n = play(game, decks, i)
        decisions[0] += n
        draws[0] += s.outcome.winner is None

    n, dt, ct = timed(one_game, args.seconds)
    print(f"wixoss wd01 vs wd02 random vs random, log off: {n / dt:,.0f} games/s "
          f"({n / ct:,.0f} per CPU second), {decisions[0] / dt:,.0f} decisions/s "
          f"({decisions[0] / ct:,.0f}); {decisions[0] / n:.1f} decisions/game, "
          f"{draws[0]} of {n} drawn; one core")
    print(f"  the bar, 500 games/s: {'met' if n / ct >= 500 else 'NOT met'} "
          f"(per CPU second)")

    decisions[0] = 0

    def one_engine(i):
        decisions[0] += play_c(game, decks, i)[1]

    n, dt, ct = timed(one_engine, args.seconds / 2)
    print(f"  the same, engine only (C picks):               {n / dt:,.0f} games/s "
          f"({n / ct:,.0f} per CPU second), {decisions[0] / dt:,.0f} decisions/s "
          f"({decisions[0] / ct:,.0f})")

    decisions[0] = 0

    def one_logged(i):
        decisions[0] += play(game, decks, i, log=True)[1]

    n, dt, ct = timed(one_logged, args.seconds / 2)
    print(f"  the same, log on:                              {n / dt:,.0f} games/s "
          f"({n / ct:,.0f} per CPU second)")

    # a mid-game state for the per-call costs: the first seed whose game lasts 120 decisions
    r = Rng(3)
    for seed in range(3, 100):
        s = game.new_state(decks, seed=seed, log=False)
        for _ in range(120):
            if s.is_terminal():
                break
            ids = s.legal_ids()
            s.apply_id(ids[r.below(len(ids))])
        if not s.is_terminal():
            break
    print(f"mid-game state: seed {seed}, turn {s.turn_no}, {s.decisions} decisions")
    for name, fn in (("clone()", lambda i: s.clone()),
                     ("view(0)", lambda i: s.view(0)),
                     ("determinize(0)", lambda i: s.determinize(0, r)),
                     ("to_dict()", lambda i: s.to_dict()),
                     ("legal_actions()", lambda i: s.legal_actions())):
        n, dt, ct = timed(fn, min(1.0, args.seconds / 4))
        print(f"{name:>16}: {dt / n * 1e6:8.2f} us ({ct / n * 1e6:.2f} us CPU)")

    peaks = []
    for seed in range(20):
        tracemalloc.start()
        s, n = play(game, decks, seed, log=True)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        peaks.append((peak, n))
    peak, n = max(peaks)
    print(f"peak memory of one logged game (largest of 20; {n} decisions): {peak / 1024:.0f} KiB")

    if args.profile:
        pr = cProfile.Profile()
        pr.enable()
        for i in range(200):
            play(game, decks, i)
        pr.disable()
        print("\ncProfile of 200 random-vs-random games, log off (top 25 by own time):")
        pstats.Stats(pr).sort_stats("tottime").print_stats(25)


if __name__ == "__main__":
    main()
