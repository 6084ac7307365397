"""Benchmark: Riftbound on one core (a benchmark, never a test).

    .venv/bin/python bench/riftbound_bench.py [--seconds 5] [--profile] [--decks jinx,viktor]

Prints random-vs-random full duels per second of two starter decks (default Jinx against
Viktor; logging off, as the simulator plays), decisions per second, the same with the
picks made by C code (the engine's time only) and with logging on, the cost of clone(),
view(), determinize(), to_dict() and legal_actions() at mid-game states (the mean over
several states, decision 60, 120 and 180 of a few seeds), the three- and four-player
formats and 2v2 in games per second, and peak memory of one logged duel. With --profile,
the top functions of a cProfile run of 200 random duels, logging off (by own time).

The random player picks with tcgsim's own seeded `Rng` (as the `random` bot does); the
"engine only" line picks with `random.Random(seed).random` instead, so that it counts the
engine's time and hardly the picker's. Rates are per wall-clock second and, in brackets,
per second of this process's CPU time (the one-core figure when other processes share the
machine).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import tracemalloc

import tcgsim
from tcgsim.core.rng import Rng
from wixoss_bench import play_c, timed        # the same helpers (bench/ is on the path)

FORMATS = {"ffa3": ["jinx", "viktor", "lee-sin"],
           "ffa4": ["jinx", "viktor", "lee-sin", "annie"],
           "2v2": ["jinx", "viktor", "lee-sin", "annie"]}


def play(game, decks, seed: int, log: bool = False, format=None):
    s = game.new_state(decks, seed=seed, log=log, format=format)
    r = Rng(seed + 12345)
    n = 0
    while not s.is_terminal():
        ids = s.legal_ids()
        s.apply_id(ids[r.below(len(ids))])
        n += 1
    return s, n


def mid_game_states(game, decks, count: int = 9):
    """States at decisions 60, 120 and 180 of random duels (seeds 3, 4, ...)."""
    out = []
    seed = 3
    while len(out) < count and seed < 200:
        s = game.new_state(decks, seed=seed, log=False)
        r = Rng(seed)
        k = 0
        while not s.is_terminal() and k < 180:
            ids = s.legal_ids()
            s.apply_id(ids[r.below(len(ids))])
            k += 1
            if k in (60, 120, 180) and not s.is_terminal():
                out.append(s.clone())
        seed += 1
    return out[:count]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--decks", default="jinx,viktor", help="two starter decks")
    ap.add_argument("--profile", action="store_true", help="also print a cProfile of 200 duels")
    args = ap.parse_args()
    game = tcgsim.game("riftbound")
    names = args.decks.split(",")
    decks = [game.deck(n) for n in names]
    play(game, decks, 0)  # warm up
    rows = []

    decisions = [0]
    draws = [0]

    def one_game(i):
        s, n = play(game, decks, i)
        decisions[0] += n
        draws[0] += not s.outcome.winners

    n, dt, ct = timed(one_game, args.seconds)
    print(f"riftbound {names[0]} vs {names[1]} random vs random, log off, one core: "
          f"{decisions[0] / n:.0f} decisions/duel, {draws[0]} of {n} drawn")
    rows.append(("duels, log off", n / dt, n / ct, decisions[0] / dt, decisions[0] / ct))

    decisions[0] = 0

    def one_engine(i):
        decisions[0] += play_c(game, decks, i)[1]

    n, dt, ct = timed(one_engine, args.seconds / 2)
    rows.append(("duels, engine only (C picks)", n / dt, n / ct, decisions[0] / dt,
                 decisions[0] / ct))

    decisions[0] = 0

    def one_logged(i):
        decisions[0] += play(game, decks, i, log=True)[1]

    n, dt, ct = timed(one_logged, args.seconds / 2)
    rows.append(("duels, log on", n / dt, n / ct, decisions[0] / dt, decisions[0] / ct))

    for fmt, dn in FORMATS.items():
        fdecks = [game.deck(x) for x in dn]
        decisions[0] = 0

        def one_fmt(i, fmt=fmt, fdecks=fdecks):
            decisions[0] += play(game, fdecks, i, format=fmt)[1]

        n, dt, ct = timed(one_fmt, args.seconds / 2)
        rows.append((f"{fmt} ({', '.join(dn)}), log off", n / dt, n / ct, decisions[0] / dt,
                     decisions[0] / ct))

    print(f"{'':42} {'games/s':>9} {'(CPU)':>9} {'decisions/s':>12} {'(CPU)':>9}")
    for name, g, gc, d, dc in rows:
        print(f"{name:42} {g:9,.1f} {gc:9,.1f} {d:12,.0f} {dc:9,.0f}")

    states = mid_game_states(game, decks)
    turns = sorted(s.turn_no for s in states)
    print(f"\nper call at {len(states)} mid-game states (decisions 60/120/180 of random duels; "
          f"turns {turns[0]}-{turns[-1]}), mean over the states:")
    r = Rng(3)
    for name, fn in (("clone()", lambda s: s.clone()),
                     ("view(0)", lambda s: s.view(0)),
                     ("determinize(me)", lambda s: s.determinize(s.current_player(), r)),
                     ("to_dict()", lambda s: s.to_dict()),
                     ("legal_actions()", lambda s: s.legal_actions())):
        k = [0]

        def call(i, fn=fn):
            fn(states[i % len(states)])
            k[0] += 1

        n, dt, ct = timed(call, min(1.0, args.seconds / 4))
        print(f"{name:>18}: {dt / n * 1e6:8.1f} us ({ct / n * 1e6:.1f} us CPU)")

    peaks = []
    for seed in range(10):
        tracemalloc.start()
        s, n = play(game, decks, seed, log=True)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        peaks.append((peak, n))
    peak, n = max(peaks)
    print(f"peak memory of one logged duel (largest of 10; {n} decisions): {peak / 1024:.0f} KiB")

    if args.profile:
        pr = cProfile.Profile()
        pr.enable()
        for i in range(200):
            play(game, decks, i)
        pr.disable()
        print("\ncProfile of 200 random-vs-random duels, log off (top 30 by own time):")
        pstats.Stats(pr).sort_stats("tottime").print_stats(30)


if __name__ == "__main__":
    main()
