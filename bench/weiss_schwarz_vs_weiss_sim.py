"""Benchmark: Weiß Schwarz, tcgsim against the weiss-sim package (a benchmark, never a test).

    python bench/weiss_schwarz_vs_weiss_sim.py [--seconds 20 | --games N] [--seed 1]
                                               [--only tcgsim|weiss-sim] [--rounds 1]

Both engines play random-vs-random full games of the `dengeki-ws02` mirror (weiss-sim's
bundled preset 'starter_deck_ws02_v1', the same 50 cards; checked below when weiss-sim is
importable) on every core: one worker process per core (`os.cpu_count()`), each engine in
turn, with a barrier so every worker starts its clock together. Printed for each engine:
full games per second, decisions (steps) per second, decisions per game, games cut at
20,000 decisions or by an engine fault; then the ratio tcgsim / weiss-sim; then, for
tcgsim, the cost of `state.clone()` mid-game and the peak memory of one game.

`--rounds N` splits each engine's budget into N turns taken alternately (tcgsim, weiss-sim,
tcgsim, ...; round r plays seed * 1000 + r): on a shared or virtual machine whose speed
drifts by 10-15 % from one minute to the next, the drift then hits both engines alike.
Each round's ratio is printed, then the totals and the ratio of the totals.

tcgsim plays through the core API only (log off, as the simulator plays):
`state.legal_ids()` and `state.apply_id(ids[int(pick() * len(ids))])`, `pick` being a seeded
`random.Random(...).random` (the agent's picks only: C code, as weiss-sim picks in Rust; the
engine's own shuffles and coin flips use its seeded `tcgsim.core.rng.Rng`).

weiss-sim (a Rust engine) plays through its recommended high-throughput API: per worker,
`weiss_sim.make_pool("train", 32, ..., num_threads=1, layout="nomask")` (32 games in flight
in one single-threaded EnvPool), then `EnvPoolBuffers.step_random_legal(seeds)` (Rust picks
`legal_ids[seed % len]` for every env, with fresh 64-bit seeds from numpy each step) and
`EnvPoolBuffers.reset_done(done)` for the games that ended. Configuration: rules_profile
'approx' (the curriculum `weiss_sim.make(rules_profile="approx")` builds; the preset is not
'strict'-supported), max_decisions 20,000, max_ticks 1,000,000, other settings default.
weiss-sim encodes an observation vector on every step; tcgsim encodes nothing.

weiss-sim is an optional bench dependency: `pip install weiss-sim` (or `pip install -e '.[bench]'`).
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import resource
import time
import traceback
import tracemalloc
from collections import Counter
from pathlib import Path

DECK = "dengeki-ws02"
PRESET = "starter_deck_ws02_v1"
DECK_FILE = Path(__file__).resolve().parents[2] / "shared/data/weiss_schwarz/decks/dengeki-ws02.txt"
MAX_DECISIONS = 20_000
WS_ENVS = 32  # games in flight per weiss-sim worker (16-64 are all within ~3 % on one core)
WS_CURRICULUM = '{"enable_approx_effects": true, "memory_is_public": false}'


def _quota(games: int | None, wid: int, workers: int) -> int | None:
    if games is None:
        return None
    return games // workers + (1 if wid < games % workers else 0)


def _maxrss_kib() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux


def _worker(measure, wid, workers, seed, seconds, games, barrier, out):
    """Run one engine's `measure` in a worker process; its counts, or the error, go to `out`."""
    try:
        out.put(measure(wid, workers, seed, seconds, games, barrier))
    except BaseException:
        barrier.abort()
        out.put({"error": traceback.format_exc()})


# -- tcgsim ---------------------------------------------------------------------------------
def _tcgsim_setup():
    from random import Random as Rng  # the agent's picks only; the engine keeps its own rng

    import tcgsim

    game = tcgsim.game("weiss-schwarz")
    deck = game.deck(DECK)
    return game, [deck, deck], Rng


def _tcgsim_play(game, decks, Rng, seed: int, log: bool = False):
    """One random-vs-random game: (decisions, finished)."""
    state = game.new_state(decks, seed=seed, log=log)
    pick = Rng(seed + 12345).random   # the random agent: C's Mersenne twister, seeded
    legal_ids, apply_id = state.legal_ids, state.apply_id
    n = 0
    ids = legal_ids()
    while ids:                        # no legal id <=> the game is over (core contract)
        if n >= MAX_DECISIONS:
            return n, False
        apply_id(ids[int(pick() * len(ids))])
        n += 1
        ids = legal_ids()
    return n, state.is_terminal()


def tcgsim_worker(wid, workers, seed, seconds, games, barrier):
    game, decks, Rng = _tcgsim_setup()
    _tcgsim_play(game, decks, Rng, 10**9 + seed * 1000 + wid)  # warm up
    quota = _quota(games, wid, workers)
    r = dict(games=0, cut=0, errors=0, steps=0, game_steps=0)
    barrier.wait()
    t0 = time.perf_counter()
    i = 0
    while (quota is None and time.perf_counter() - t0 < seconds) or (quota is not None and i < quota):
        n, finished = _tcgsim_play(game, decks, Rng, seed * 1_000_000 + wid + i * workers)
        i += 1
        r["steps"] += n
        if finished:
            r["games"] += 1
            r["game_steps"] += n
        else:
            r["cut"] += 1
    r["seconds"] = time.perf_counter() - t0
    r["maxrss"] = _maxrss_kib()
    return r


# -- weiss-sim ------------------------------------------------------------------------------
def weiss_worker(wid, workers, seed, seconds, games, barrier):
    import numpy as np
    import weiss_sim

    quota = _quota(games, wid, workers)
    envs = WS_ENVS if quota is None else max(1, min(WS_ENVS, quota))
    deck = weiss_sim.cards.resolve_deck(f"preset:{PRESET}", rules_profile="approx",
                                        card_pool="parsed_only")
    pool, buf = weiss_sim.make_pool(
        "train", envs, deck_lists=[deck, deck], deck_ids=[0, 1], seed=((seed & 0xFFFFFFFF) << 16) + wid,
        curriculum_json=WS_CURRICULUM, observation_visibility="public", num_threads=1,
        layout="nomask", max_decisions=MAX_DECISIONS, max_ticks=1_000_000)
    rng = np.random.default_rng([seed, wid])
    block, k = rng.integers(0, 2**64, size=(512, envs), dtype=np.uint64), 0

    def step():
        nonlocal block, k
        if k == len(block):
            block, k = rng.integers(0, 2**64, size=(512, envs), dtype=np.uint64), 0
        o, _ = buf.step_random_legal(block[k])
        k += 1
        return o

    buf.reset()
    for _ in range(300):  # warm up, then start the measured games from scratch
        o = step()
        if (o.terminated | o.truncated).any():
            buf.reset_done(o.terminated | o.truncated)
    buf.reset()
    r = dict(games=0, cut=0, errors=0, steps=0, game_steps=0)
    barrier.wait()
    t0 = time.perf_counter()
    while True:
        if quota is None:
            if time.perf_counter() - t0 >= seconds:
                break
        elif r["games"] + r["cut"] + r["errors"] >= quota:
            break
        o = step()
        r["steps"] += envs
        done = o.terminated | o.truncated
        if done.any():
            fault = done & (o.engine_status != 0)
            r["errors"] += int(fault.sum())
            r["cut"] += int((o.truncated & ~fault).sum())
            r["games"] += int(o.terminated.sum())
            r["game_steps"] += int(pool.decision_count_batch()[o.terminated].sum())
            buf.reset_done(done)
    r["seconds"] = time.perf_counter() - t0
    r["maxrss"] = _maxrss_kib()
    return r


def check_preset() -> None:
    """Confirm that weiss-sim's preset is the same 50 cards as our deck list."""
    import weiss_sim
    from weiss_sim.catalog import get_preset

    preset = Counter(get_preset(PRESET))
    if not DECK_FILE.exists():
        print(f"(deck list {DECK_FILE} not found: preset not checked)")
        return
    ours: Counter = Counter()
    for line in DECK_FILE.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            count, code = line.split()[:2]
            ours[weiss_sim.cards.get(code).id] += int(count)
    if ours == preset:
        print(f"deck: {DECK} == weiss-sim preset '{PRESET}' "
              f"({sum(ours.values())} cards, {len(ours)} distinct)")
    else:
        diff = {weiss_sim.cards.get(c).card_no: (ours[c], preset[c])
                for c in set(ours) | set(preset) if ours[c] != preset[c]}
        print(f"WARNING: {DECK} differs from '{PRESET}' (card: ours, theirs): {diff}")


# -- driver ---------------------------------------------------------------------------------
def run_parallel(target, args, workers: int):
    ctx = mp.get_context("spawn")  # no forking of a process that holds Rust thread pools
    barrier, out = ctx.Barrier(workers), ctx.Queue()
    procs = [ctx.Process(target=_worker, args=(target, w, workers, args.seed, args.seconds,
                                               args.games, barrier, out)) for w in range(workers)]
    for p in procs:
        p.start()
    results = [out.get() for _ in procs]
    for p in procs:
        p.join()
    errors = [r["error"] for r in results if "error" in r]
    if errors:
        raise RuntimeError("a worker failed:\n" + errors[0])
    total = {k: sum(r[k] for r in results) for k in ("games", "cut", "errors", "steps", "game_steps")}
    total["seconds"] = max(r["seconds"] for r in results)
    total["maxrss"] = max(r["maxrss"] for r in results)
    return total


def report(name: str, t: dict, workers: int) -> float:
    dt = t["seconds"]
    per_game = t["game_steps"] / t["games"] if t["games"] else float("nan")
    print(f"{name:>9}: {t['games'] / dt:10,.1f} games/s  {t['steps'] / dt:12,.0f} decisions/s  "
          f"({per_game:.1f} decisions/game; {t['games']:,} games in {dt:.1f} s on {workers} "
          f"workers; worker peak RSS {t['maxrss'] / 1024:.0f} MiB)")
    if t["cut"] or t["errors"]:
        print(f"{'':>9}  unfinished: {t['cut']} cut at {MAX_DECISIONS:,} decisions, "
              f"{t['errors']} ended by an engine fault (not counted as games)")
    return t["games"] / dt


def tcgsim_extras(seed: int, seconds: float) -> None:
    game, decks, Rng = _tcgsim_setup()
    state, pick = game.new_state(decks, seed=seed), Rng(seed).random
    taken = 0
    while taken < 60 and not state.is_terminal():  # a mid-game state
        ids = state.legal_ids()
        state.apply_id(ids[int(pick() * len(ids))])
        taken += 1
    n, t0, budget = 0, time.perf_counter(), min(1.0, seconds / 10)
    while time.perf_counter() - t0 < budget:
        state.clone()
        n += 1
    print(f"   tcgsim: clone() after {taken} decisions: {(time.perf_counter() - t0) / n * 1e6:.1f} us")
    for log in (False, True):
        tracemalloc.start()
        steps, _ = _tcgsim_play(game, decks, Rng, seed + 7, log=log)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        print(f"   tcgsim: peak memory of one game, log {'on ' if log else 'off'} "
              f"({steps} decisions): {peak / 1024:,.0f} KiB (tracemalloc)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    budget = ap.add_mutually_exclusive_group()
    budget.add_argument("--seconds", type=float, default=20.0, help="time budget per engine")
    budget.add_argument("--games", type=int, default=None, help="a fixed number of games per engine")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", choices=("tcgsim", "weiss-sim"))
    ap.add_argument("--rounds", type=int, default=1,
                    help="alternate the engines this many times, the budget split evenly")
    args = ap.parse_args()
    if args.rounds < 1:
        ap.error("--rounds must be at least 1")
    workers = os.cpu_count() or 1

    from tcgsim.core.errors import UnknownGameError

    have_tcgsim = have_weiss = False
    if args.only != "weiss-sim":
        try:
            _tcgsim_setup()
            have_tcgsim = True
        except UnknownGameError:
            print("tcgsim: the Weiß Schwarz engine is not available yet "
                  "(tcgsim.game('weiss-schwarz') raised UnknownGameError); skipping its half.")
    if args.only != "tcgsim":
        try:
            import weiss_sim

            have_weiss = True
            print(f"weiss-sim {weiss_sim.__version__}, rules_profile 'approx', "
                  f"{WS_ENVS} games in flight per worker")
            check_preset()
        except ImportError:
            print("weiss-sim is not installed: `pip install weiss-sim` (an optional bench "
                  "dependency: `pip install -e '.[bench]'`); skipping its half.")

    if not (have_tcgsim or have_weiss):
        raise SystemExit("nothing to run")
    how = f"{args.games:,} games" if args.games is not None else f"{args.seconds:g} s"
    print(f"random vs random, {DECK} mirror, {how} per engine, {workers} worker processes, "
          f"seed {args.seed}")
    engines = [(name, target) for name, target, have in (("tcgsim", tcgsim_worker, have_tcgsim),
                                                          ("weiss-sim", weiss_worker, have_weiss)) if have]
    rates = {}
    if args.rounds == 1:
        for name, target in engines:
            rates[name] = report(name, run_parallel(target, args, workers), workers)
    else:
        totals: dict = {}
        part = argparse.Namespace(**vars(args))
        part.seconds = args.seconds / args.rounds
        for r in range(args.rounds):
            part.seed = args.seed * 1000 + r
            if args.games is not None:
                part.games = args.games // args.rounds + (1 if r < args.games % args.rounds else 0)
            got = {}
            for name, target in engines:
                t = run_parallel(target, part, workers)
                got[name] = t["games"] / t["seconds"]
                tot = totals.setdefault(name, dict.fromkeys(t, 0))
                for k, v in t.items():
                    tot[k] = max(tot[k], v) if k == "maxrss" else tot[k] + v
            line = "  ".join(f"{name} {rate:,.1f} games/s" for name, rate in got.items())
            if len(got) == 2 and got["weiss-sim"]:
                line += f"  ratio {got['tcgsim'] / got['weiss-sim']:.3f}"
            print(f"round {r + 1}/{args.rounds}: {line}")
        print(f"over all {args.rounds} rounds:")
        for name, _ in engines:
            rates[name] = report(name, totals[name], workers)
    if len(rates) == 2:
        ratio = rates["tcgsim"] / rates["weiss-sim"] if rates["weiss-sim"] else float("nan")
        print(f"    ratio: tcgsim / weiss-sim = {ratio:.3f} (games per second)")
    if have_tcgsim:
        tcgsim_extras(args.seed, args.seconds)


if __name__ == "__main__":
    main()
