"""Benchmark of the simulation backends (issue 13; a benchmark, never a test).

    PYTHONPATH=src .venv/bin/python bench/cluster.py [--games 100] [--agents heuristic]
        [--seed 1] [--repeat 2] [--skip-gauntlet] [--skip-memory]
        [--memory-games 100000] [--memory-every 1000] [--memory-agents random]
        [--memory-backend local ray | both] [--json FILE]

1. The gauntlet. A weiss-schwarz gauntlet of the four built-in decks (the 12 ordered pairs,
   `gauntlet_matchups(4)`; `--games` games per pair, `--agents` in the seats, seed `--seed`)
   played through `run_matchups` on

     local x1   `jobs=1`: this process
     local x2   `jobs=2`: the local pool of pool.py (two spawned worker processes; their start,
                the import of tcgsim and the decks' preparation are in the time, as in a run)
     ray x2     `backend="ray"`, on a local Ray cluster of 2 CPUs that this bench starts once
                (`ray.init(address="local", num_cpus=2, ...)`, the options ray_backend.py uses;
                "local" so that it never joins somebody else's cluster). The cluster's start is
                timed on its own (a one-time cost), then its CPU while idle for
                `--idle-seconds`; run_matchups finds Ray initialized and uses the cluster
                without starting or stopping it. Two runs per cluster: "cold" (its workers
                import tcgsim and prepare the plan) and "warm".

   The cases go in `--repeat` rounds (x1, x2, Ray start, Ray cold, Ray warm, Ray stop), so
   that other people's load falls on every case alike; the figures use the fastest run of
   each case, and games per CPU second (which other load hardly moves) are shown beside
   games per wall second. Every run's games are compared game by game (the tuple
   matchup, index, seed, seats, winner seat, winners, reason, turns, decisions): all must be
   identical. Reported: games/s, scaling (x2 / x1), Ray's overhead per game and per chunk
   ((ray wall - local x2 wall) / games, / chunks of CHUNK games), and a trivial Ray task's
   cost: the first call (a worker's start), the round trip of one call waited for at a time,
   and the cost per call of many in flight, with and without the plan as an argument.

2. The memory of a worker. `--memory-games` games (random agents by default: they are the
   ones a long run would use for a smoke load, and a heuristic gauntlet would take far longer
   on a shared machine; `--memory-agents` to change) of the same gauntlet, the 12 pairs in
   turn chunk by chunk (so every deck plays from the start), in ONE long-lived worker:

     local      pool.run_chunks with one worker process; its VmRSS / RssAnon are read from
                /proc/<pid>/status by this process every `--memory-every` games
     ray        a local Ray cluster of 1 CPU (so one worker plays every chunk), each chunk a
                task that calls ray_backend._play_chunk (the backend's own code, with its
                plan cache) and returns its worker's pid, VmRSS, RssAnon and, at each sample,
                the number of objects the garbage collector tracks

   The samples go to `--json FILE` as they are taken (the file is rewritten at each one), so
   a long run in the background can be read while it runs. The table shows the samples at
   1 %, 10 %, 25 %, 50 %, 75 % and 100 % of the games and the growth from 10 % to 100 %.
   Before the run, a short in-process measurement estimates its length.

CPU: every case reports the CPU time of this process, its reaped children and every live
descendant (the pool's workers; Ray's raylet, GCS and workers), read from os.times and
/proc/<pid>/stat, over the case's wall time, as a share of the cores the case can use
(1 for local x1, 2 for the others), and the whole machine's busy cores from /proc/stat
(so what other people's work took is visible). A share well below 100 % means the figures
are low because the cores were shared.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE.parent / "src"
GAME = "weiss-schwarz"
CLK = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")


def _use_this_tree() -> None:
    """Ray workers and pool workers must import this tree's tcgsim (an editable install of
    another tree may be on the venv's path): an absolute PYTHONPATH, this tree first."""
    paths = [str(SRC)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep)
                          if p and Path(p).resolve() != SRC]
    os.environ["PYTHONPATH"] = os.pathsep.join(paths)
    if str(SRC) not in sys.path:
        sys.path.insert(0, str(SRC))


# -- CPU and memory readings ---------------------------------------------------------------
def _proc_table() -> dict[int, tuple[int, float]]:
    """pid -> (ppid, CPU seconds) of every process /proc shows."""
    out = {}
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat") as f:
                s = f.read()
        except OSError:
            continue
        rest = s[s.rindex(")") + 2:].split()
        out[int(d)] = (int(rest[1]), (int(rest[11]) + int(rest[12])) / CLK)
    return out


def _descendants_cpu() -> dict[int, float]:
    """CPU seconds of every live descendant of this process (not this process)."""
    table = _proc_table()
    kids: dict[int, list[int]] = {}
    for pid, (ppid, _) in table.items():
        kids.setdefault(ppid, []).append(pid)
    out, todo = {}, list(kids.get(os.getpid(), []))
    while todo:
        p = todo.pop()
        out[p] = table[p][1]
        todo += kids.get(p, [])
    return out


def _machine() -> tuple[float, float]:
    """(busy, total) CPU seconds of the whole machine, from /proc/stat."""
    with open("/proc/stat") as f:
        v = [int(x) for x in f.readline().split()[1:]]
    total = sum(v[:8])
    return (total - v[3] - v[4]) / CLK, total / CLK


class CpuMeter:
    """Wall time and CPU time of this process and its descendants over a span."""

    def __init__(self, cores: int):
        self.cores = cores
        self.t = time.perf_counter()
        self.own = os.times()
        self.desc = _descendants_cpu()
        self.mach = _machine()

    def stop(self) -> dict:
        wall = time.perf_counter() - self.t
        own = os.times()
        desc = _descendants_cpu()
        mach = _machine()
        me = (own.user - self.own.user) + (own.system - self.own.system)
        reaped = ((own.children_user - self.own.children_user)
                  + (own.children_system - self.own.children_system))
        live = sum(c - self.desc.get(p, 0.0) for p, c in desc.items())
        cpu = me + reaped + live
        busy = mach[0] - self.mach[0]
        ncpu = os.cpu_count() or 1
        return dict(wall_s=wall, cpu_s=cpu, cpu_self_s=me, cpu_children_s=reaped + live,
                    cores_used=cpu / wall if wall else 0.0, cores_allowed=self.cores,
                    cpu_share=cpu / (wall * self.cores) if wall else 0.0,
                    machine_busy_cores=busy / wall if wall else 0.0,
                    others_cores=max(0.0, (busy - cpu) / wall) if wall else 0.0,
                    machine_cores=ncpu)


def status_kib(pid="self") -> dict:
    """VmRSS, RssAnon and VmHWM of a process, KiB (from /proc/<pid>/status)."""
    out = {}
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                k, _, v = line.partition(":")
                if k in ("VmRSS", "RssAnon", "VmHWM"):
                    out[k] = int(v.split()[0])
    except OSError:
        pass
    return out


# -- the gauntlet --------------------------------------------------------------------------
def per_game(run) -> list[tuple]:
    """Every game of a RunResult as a tuple, in (matchup, index) order."""
    return [(m, r.index, r.seed, r.seats, r.winner_seat, tuple(r.winners), r.reason, r.turns,
             r.decisions)
            for m, b in enumerate(run.batches) for r in b.results]


def ray_init(cpus: int):
    import ray

    return ray.init(address="local", num_cpus=cpus, include_dashboard=False,
                    log_to_driver=False, logging_level="ERROR", _node_ip_address="127.0.0.1")


def gauntlet_case(label, decks, games, seed, agents, jobs, backend) -> dict:
    from tcgsim.sim.matchups import gauntlet_matchups, run_matchups

    first = []

    def progress(n):
        if not first:
            first.append(time.perf_counter())

    meter = CpuMeter(jobs)
    run = run_matchups(GAME, decks, gauntlet_matchups(len(decks)), games, seed, agents,
                       jobs=jobs, backend=backend, progress=progress)
    cpu = meter.stop()
    n = sum(len(b.results) for b in run.batches)
    assert n == games * len(run.batches) and not run.partial
    return dict(case=label, backend=backend, jobs=jobs, games=n, **cpu,
                games_per_s=n / cpu["wall_s"], games_per_cpu_s=n / cpu["cpu_s"],
                first_game_s=first[0] - meter.t if first else None,
                decisions=sum(r.decisions for b in run.batches for r in b.results),
                per_game=per_game(run))


def trivial_tasks(ray, plan_ref, n_seq: int, n_par: int) -> dict:
    """The cost of Ray's tasks themselves: a no-op task's first call, its round trip one at
    a time, and its cost per call with many in flight (with the plan's ref as argument,
    as the backend's tasks have it, and without)."""
    @ray.remote(num_cpus=1)
    def noop(*args):
        return os.getpid()

    @ray.remote(num_cpus=1)
    def which():
        import tcgsim
        return tcgsim.__file__

    out = {}
    t = time.perf_counter()
    ray.get([noop.remote() for _ in range(2)])
    out["first_calls_s"] = time.perf_counter() - t          # the workers' start, if any
    out["worker_tcgsim"] = ray.get(which.remote())
    for arg, key in ((None, "noop"), (plan_ref, "noop_with_plan")):
        args = () if arg is None else (arg, range(0))
        for _ in range(20):
            ray.get(noop.remote(*args))                     # warm
        t = time.perf_counter()
        for _ in range(n_seq):
            ray.get(noop.remote(*args))
        out[f"{key}_round_trip_ms"] = (time.perf_counter() - t) / n_seq * 1e3
        t = time.perf_counter()
        ray.get([noop.remote(*args) for _ in range(n_par)])
        out[f"{key}_pipelined_ms"] = (time.perf_counter() - t) / n_par * 1e3
    out["n_seq"], out["n_par"] = n_seq, n_par
    return out


def run_gauntlet(args, console, out) -> None:
    import ray

    import tcgsim
    from tcgsim.sim.matchups import CHUNK, MatchupPlan, gauntlet_matchups

    decks = list(tcgsim.game(GAME).deck_names())
    agents = tuple(args.agents)
    pairs = len(gauntlet_matchups(len(decks)))
    total = pairs * args.games
    chunks = pairs * math.ceil(args.games / CHUNK)
    g = out["gauntlet"] = dict(decks=decks, pairs=pairs, games_per_pair=args.games,
                               games=total, chunks=chunks, chunk=CHUNK, agents=list(agents),
                               seed=args.seed, repeat=args.repeat, runs=[])
    console.print(f"gauntlet: {GAME}, decks {', '.join(decks)}: {pairs} ordered pairs x "
                  f"{args.games} games = {total:,} games ({chunks} chunks of {CHUNK}), agents "
                  f"{' vs '.join(agents)}, seed {args.seed}; each case {args.repeat}x")

    runs = []

    def note(r):
        runs.append(r)
        console.print(f"  {r['case']:<14} {r['games_per_s']:8.1f} games/s  wall "
                      f"{r['wall_s']:6.2f} s  cpu share {r['cpu_share']:4.0%}  (others on the "
                      f"machine: {r['others_cores']:.2f} cores)")

    plan = MatchupPlan(GAME, tuple(decks), gauntlet_matchups(len(decks)), args.games, None,
                       args.seed, agents)
    starts, idles, trivial = [], [], []
    g["ray_version"] = ray.__version__
    for k in range(args.repeat):        # a round: every case once, so contention hits them alike
        note(gauntlet_case("local x1", decks, args.games, args.seed, agents, 1, "local"))
        note(gauntlet_case("local x2", decks, args.games, args.seed, agents, 2, "local"))
        meter = CpuMeter(2)
        ray_init(2)
        starts.append(meter.stop())
        try:
            meter = CpuMeter(2)
            time.sleep(args.idle_seconds)
            idles.append(meter.stop())
            plan_ref = ray.put(plan)
            meter = CpuMeter(2)
            tasks = trivial_tasks(ray, plan_ref, args.trivial_seq, args.trivial_par)
            tasks.update(meter.stop())
            trivial.append(tasks)
            if not tasks["worker_tcgsim"].startswith(str(SRC)):
                console.print(f"[red]Ray's workers import {tasks['worker_tcgsim']}, not this "
                              f"tree's tcgsim[/red]")
            console.print(f"  ray {ray.__version__}: local cluster of 2 CPUs started in "
                          f"{starts[-1]['wall_s']:.2f} s; idle, it uses "
                          f"{idles[-1]['cores_used']:.3f} cores")
            for cold in (True, False):
                r = gauntlet_case("ray x2", decks, args.games, args.seed, agents, 2, "ray")
                r["cold"] = cold
                r["case"] = "ray x2 (cold)" if cold else "ray x2"
                note(r)
        finally:
            ray.shutdown()
    g["ray_starts"], g["ray_idle"], g["trivial_tasks"] = starts, idles, trivial
    start = min(starts, key=lambda r: r["wall_s"])
    tasks = {k: (min(t[k] for t in trivial) if isinstance(trivial[0][k], float) else trivial[0][k])
             for k in trivial[0]}
    idle_cores = min(r["cores_used"] for r in idles)

    ref = runs[0]["per_game"]
    same = {r["case"]: r["per_game"] == ref for r in runs}
    identical = all(same.values())
    for r in runs:
        r["identical_to_first"] = r["per_game"] == ref
        del r["per_game"]
    g["runs"] = runs
    g["identical"] = identical

    def best(prefix, cold=None):
        rs = [r for r in runs if r["case"].startswith(prefix)
              and (cold is None or r.get("cold", False) == cold)]
        return min(rs, key=lambda r: r["wall_s"]) if rs else None

    x1, x2 = best("local x1"), best("local x2")
    rw, rc = best("ray x2", cold=False) or best("ray x2", cold=True), best("ray x2", cold=True)
    g["best"] = {"local x1": x1["case"], "local x2": x2["case"], "ray x2": rw["case"]}
    summ = g["summary"] = dict(
        games_per_s_local_x1=x1["games_per_s"], games_per_s_local_x2=x2["games_per_s"],
        games_per_s_ray_x2=rw["games_per_s"], games_per_s_ray_x2_cold=rc["games_per_s"],
        scaling_local_x2_over_x1=x2["games_per_s"] / x1["games_per_s"],
        scaling_ray_x2_over_local_x1=rw["games_per_s"] / x1["games_per_s"],
        ray_overhead_per_game_ms=(rw["wall_s"] - x2["wall_s"]) / total * 1e3,
        ray_overhead_per_chunk_ms=(rw["wall_s"] - x2["wall_s"]) / chunks * 1e3,
        ray_cold_overhead_per_game_ms=(rc["wall_s"] - x2["wall_s"]) / total * 1e3,
        ray_start_s=start["wall_s"], ray_idle_cores=idle_cores,
        games_per_cpu_s_local_x1=x1["games_per_cpu_s"],
        games_per_cpu_s_local_x2=x2["games_per_cpu_s"],
        games_per_cpu_s_ray_x2=rw["games_per_cpu_s"],
        ray_cpu_overhead_per_game_ms=(rw["cpu_s"] - x2["cpu_s"]) / total * 1e3,
        local_x2_cpu_overhead_per_game_ms=(x2["cpu_s"] - x1["cpu_s"]) / total * 1e3,
        local_x2_over_x1_cpu_s=x2["cpu_s"] / x1["cpu_s"],
        ray_over_local_x2_cpu_s=rw["cpu_s"] / x2["cpu_s"],
        ms_per_game_cpu_local_x1=x1["cpu_s"] / total * 1e3)

    from rich.table import Table

    t = Table(title=f"Gauntlet of {total:,} {GAME} games ({' vs '.join(agents)}), every run",
              title_justify="left")
    for c in ("case", "games/s", "games/cpu s", "wall s", "first game s", "cpu s", "cores used",
              "cpu share",
              "others' cores", "same games"):
        t.add_column(c, justify="left" if c == "case" else "right")
    for r in runs:
        t.add_row(r["case"], f"{r['games_per_s']:,.1f}", f"{r['games_per_cpu_s']:,.1f}",
                  f"{r['wall_s']:.2f}",
                  f"{r['first_game_s']:.2f}", f"{r['cpu_s']:.1f}", f"{r['cores_used']:.2f}",
                  f"{r['cpu_share']:.0%}", f"{r['others_cores']:.2f}",
                  "yes" if r["identical_to_first"] else "[red]NO[/red]")
    console.print(t)
    console.print(("[green]identical[/green]: every run played the same "
                   f"{total:,} games, game by game" if identical else
                   "[red]NOT identical: the runs differ game by game[/red]"))

    t = Table(title="Scaling and Ray's overhead (fastest run of each case)", title_justify="left")
    t.add_column("figure")
    t.add_column("value", justify="right")
    rows = [
        ("local x1, games/s", f"{x1['games_per_s']:,.1f}  (cpu share {x1['cpu_share']:.0%})"),
        ("local x2, games/s", f"{x2['games_per_s']:,.1f}  (cpu share {x2['cpu_share']:.0%})"),
        ("ray x2, games/s", f"{rw['games_per_s']:,.1f}  (cpu share {rw['cpu_share']:.0%})"),
        ("ray x2 cold (first run), games/s", f"{rc['games_per_s']:,.1f}"),
        ("scaling local x2 / x1", f"{summ['scaling_local_x2_over_x1']:.2f}x"),
        ("scaling ray x2 / local x1", f"{summ['scaling_ray_x2_over_local_x1']:.2f}x"),
        ("CPU s of local x2 / local x1", f"{summ['local_x2_over_x1_cpu_s']:.2f}"),
        ("CPU s of ray x2 / local x2", f"{summ['ray_over_local_x2_cpu_s']:.2f}"),
        ("Ray overhead per game (ray - local x2 wall)",
         f"{summ['ray_overhead_per_game_ms']:+.2f} ms"),
        (f"Ray overhead per chunk ({CHUNK} games, one task)",
         f"{summ['ray_overhead_per_chunk_ms']:+.1f} ms"),
        ("Ray overhead per game, cold run", f"{summ['ray_cold_overhead_per_game_ms']:+.2f} ms"),
        ("games per CPU second: local x1 / x2 / ray x2",
         " / ".join(f"{r['games_per_cpu_s']:.1f}" for r in (x1, x2, rw))),
        ("CPU per game, local x2 - local x1 (pool's cost)",
         f"{summ['local_x2_cpu_overhead_per_game_ms']:+.2f} ms"),
        ("CPU per game, ray x2 - local x2 (Ray's cost in CPU)",
         f"{summ['ray_cpu_overhead_per_game_ms']:+.2f} ms"),
        ("Ray cluster start (one-time; fastest)", f"{start['wall_s']:.2f} s"),
        ("Ray cluster idle (raylet, GCS, workers)", f"{idle_cores:.3f} cores"),
        ("trivial task: first 2 calls", f"{tasks['first_calls_s'] * 1e3:.0f} ms"),
        ("trivial task: round trip, one at a time",
         f"{tasks['noop_round_trip_ms']:.2f} ms"),
        ("trivial task with the plan ref: round trip",
         f"{tasks['noop_with_plan_round_trip_ms']:.2f} ms"),
        (f"trivial task: per call, {tasks['n_par']} in flight",
         f"{tasks['noop_pipelined_ms']:.2f} ms"),
        (f"trivial task with the plan ref: per call, {tasks['n_par']} in flight",
         f"{tasks['noop_with_plan_pipelined_ms']:.2f} ms"),
        ("local x1: CPU ms per game", f"{summ['ms_per_game_cpu_local_x1']:.2f} ms"),
    ]
    for a, b in rows:
        t.add_row(a, b)
    console.print(t)


# -- the memory of a worker ----------------------------------------------------------------
def memory_chunks(n_games: int, pairs: int, chunk: int):
    """(games per matchup, chunks): the first n_games games of the gauntlet, the pairs in
    turn chunk by chunk."""
    per = math.ceil(n_games / pairs / chunk) * chunk
    out, left, r = [], n_games, 0
    while left > 0:
        for m in range(pairs):
            if left <= 0:
                break
            lo = m * per + r * chunk
            size = min(chunk, left)
            out.append(range(lo, lo + size))
            left -= size
        r += 1
    return per, out


def sample_points(n: int) -> list[int]:
    return sorted({max(1, round(n * f)) for f in (0.01, 0.10, 0.25, 0.50, 0.75, 1.0)})


def estimate_rate(plan, games: int = 120) -> float:
    """Games per CPU second of this process on the plan's first games (a warm-up first)."""
    player = plan.prepare()
    per = plan.games
    idx = [m * per + i for i in range(math.ceil(games / len(plan.matchups)))
           for m in range(len(plan.matchups))][:games]
    player.play(idx[0])
    c = time.process_time()
    for g in idx:
        player.play(g)
    return len(idx) / (time.process_time() - c)


def _chunk_with_memory(plan, games, probe):
    """A Ray task of the memory run: the backend's own chunk function, then this worker's
    pid and memory (and, when probed, the objects the garbage collector tracks)."""
    from tcgsim.sim import ray_backend

    results = ray_backend._play_chunk(plan, games)
    extra = {"pid": os.getpid(), **status_kib()}
    if probe:
        import gc
        extra["gc_objects"] = len(gc.get_objects())
        extra["plans_cached"] = len(ray_backend._PLAYERS)
    return len(results), sum(r.decisions for _, r in results), extra


def memory_local(plan, chunks, every, record, finish) -> None:
    import multiprocessing

    from tcgsim.sim.pool import run_chunks

    state = {"n": 0, "dec": 0, "pid": None, "next": every}

    def on_result(item):
        state["n"] += 1
        state["dec"] += item[1].decisions
        if state["n"] >= state["next"] or state["n"] == 1:
            if state["pid"] is None:
                kids = [p for p in multiprocessing.active_children()
                        if p.name.startswith("tcgsim-sim-")]
                state["pid"] = kids[0].pid
            record(state["n"], state["dec"], {"pid": state["pid"], **status_kib(state["pid"])})
            if state["n"] >= state["next"]:
                state["next"] += every

    run_chunks(plan, iter(chunks), 1, on_result)
    finish()


def memory_ray(plan, chunks, every, record, finish) -> None:
    import ray

    ray_init(1)
    try:
        task = ray.remote(num_cpus=1, max_retries=0)(_chunk_with_memory)
        plan_ref = ray.put(plan)
        ends, n = [], 0
        for c in chunks:
            n += len(c)
            ends.append(n)
        nxt = [every]
        pending, it = [], iter(zip(chunks, ends))
        done_n, dec = 0, 0

        def feed():
            while len(pending) < 2:
                item = next(it, None)
                if item is None:
                    return
                c, end = item
                probe = end >= nxt[0] or end == len(c)
                if end >= nxt[0]:
                    nxt[0] += every * math.ceil((end - nxt[0] + 1) / every)
                pending.append((task.remote(plan_ref, c, probe), probe))

        feed()
        while pending:
            ref, probe = pending.pop(0)
            played, d, extra = ray.get(ref)
            done_n += played
            dec += d
            if probe:
                record(done_n, dec, extra)
            feed()
        finish()                        # before the shutdown: the workers' CPU is still readable
    finally:
        ray.shutdown()


def run_memory(args, console, out, write) -> None:
    import tcgsim
    from tcgsim.sim.matchups import CHUNK, MatchupPlan, gauntlet_matchups
    from tcgsim.sim.runner import seat_agents

    game = tcgsim.game(GAME)
    decks = list(game.deck_names())
    matchups = gauntlet_matchups(len(decks))
    per, chunks = memory_chunks(args.memory_games, len(matchups), CHUNK)
    plan = MatchupPlan(GAME, tuple(decks), matchups, per, None, args.seed,
                       tuple(seat_agents(game, tuple(args.memory_agents))))
    rate = estimate_rate(plan)
    est = args.memory_games / rate
    backends = ["local", "ray"] if args.memory_backend == "both" else [args.memory_backend]
    mem = out["memory"] = dict(games=args.memory_games, every=args.memory_every,
                               agents=list(plan.agents), seed=args.seed, chunk=CHUNK,
                               estimate=dict(games_per_cpu_s=rate, seconds_per_backend=est),
                               runs={})
    console.print(f"memory: {args.memory_games:,} games of the gauntlet "
                  f"({' vs '.join(plan.agents)}) in one worker, backends "
                  f"{', '.join(backends)}; estimate from {rate:.1f} games per CPU second: "
                  f"{est / 60:.1f} min per backend on a free core")
    if est > 25 * 60:
        console.print("  (long: run it in the background, e.g. `nohup ... --skip-gauntlet "
                      "--json FILE &`; FILE holds the samples taken so far)")
    write()
    points = sample_points(args.memory_games)

    for b in backends:
        samples = []
        run = mem["runs"][b] = dict(samples=samples, finished=False)
        t0 = time.perf_counter()
        meter = CpuMeter(1)

        def record(n, dec, extra, samples=samples, run=run, t0=t0):
            s = dict(games=n, decisions=dec, wall_s=time.perf_counter() - t0, **extra,
                     driver=status_kib())
            samples.append(s)
            run["cpu"] = meter.stop()        # so far
            if len(samples) == 1 or n % (10 * args.memory_every) == 0 or n == args.memory_games:
                console.print(f"  {b:<5} {n:>8,} games  VmRSS {s.get('VmRSS', 0) / 1024:7.1f} "
                              f"MiB  RssAnon {s.get('RssAnon', 0) / 1024:7.1f} MiB  "
                              f"{n / s['wall_s']:6.1f} games/s  cpu share "
                              f"{run['cpu']['cpu_share']:.0%}"
                              + (f"  gc objects {s['gc_objects']:,}" if "gc_objects" in s else ""))
            write()

        def finish(run=run, meter=meter):
            run["cpu"] = meter.stop()

        (memory_local if b == "local" else memory_ray)(plan, chunks, args.memory_every, record,
                                                       finish)
        run["finished"] = True
        run["games_per_s"] = samples[-1]["games"] / run["cpu"]["wall_s"]
        run["pids"] = sorted({s["pid"] for s in samples})
        run["at"] = [nearest(samples, p) for p in points]
        a, z = nearest(samples, round(args.memory_games * 0.10)), samples[-1]
        run["growth_10pct_to_end_kib"] = {k: z[k] - a[k] for k in ("VmRSS", "RssAnon")
                                          if k in a and k in z}
        write()
    show_memory(console, mem)


def nearest(samples, n):
    return min(samples, key=lambda s: abs(s["games"] - n))


def show_memory(console, mem) -> None:
    from rich.table import Table

    for b, run in mem["runs"].items():
        samples = run["samples"]
        if not samples:
            continue
        pts = run.get("at") or [nearest(samples, p) for p in sample_points(mem["games"])]
        pts = sorted({id(s): s for s in pts}.values(), key=lambda s: s["games"])
        pids = ", ".join(map(str, run.get("pids") or [samples[-1]["pid"]]))
        t = Table(title=f"Memory of one {b} worker over {samples[-1]['games']:,} "
                        f"{' vs '.join(mem['agents'])} games (pid {pids})",
                  title_justify="left")
        for c in ("games", "VmRSS MiB", "RssAnon MiB", "VmHWM MiB", "gc objects",
                  "driver VmRSS MiB", "wall s"):
            t.add_column(c, justify="right")
        for s in pts:
            t.add_row(f"{s['games']:,}", f"{s.get('VmRSS', 0) / 1024:.1f}",
                      f"{s.get('RssAnon', 0) / 1024:.1f}", f"{s.get('VmHWM', 0) / 1024:.1f}",
                      f"{s['gc_objects']:,}" if "gc_objects" in s else "-",
                      f"{s['driver'].get('VmRSS', 0) / 1024:.1f}", f"{s['wall_s']:.0f}")
        console.print(t)
        g = run.get("growth_10pct_to_end_kib")
        cpu = run.get("cpu", {})
        if g:
            console.print(f"  growth from 10 % to the end: VmRSS {g['VmRSS'] / 1024:+.2f} MiB, "
                          f"RssAnon {g.get('RssAnon', 0) / 1024:+.2f} MiB; "
                          f"{run['games_per_s']:.1f} games/s, cpu share "
                          f"{cpu.get('cpu_share', 0):.0%} (others "
                          f"{cpu.get('others_cores', 0):.2f} cores)")


# -- driver --------------------------------------------------------------------------------
def git_rev() -> str:
    try:
        return subprocess.run(["git", "-C", str(HERE), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="games per pair (default 100)")
    ap.add_argument("--agents", nargs="+", default=["heuristic"],
                    help="bots of the gauntlet, cycled to the seats (default heuristic)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=2, help="runs of each case (default 2)")
    ap.add_argument("--trivial-seq", type=int, default=200,
                    help="trivial Ray tasks waited for one at a time (default 200)")
    ap.add_argument("--trivial-par", type=int, default=1000,
                    help="trivial Ray tasks in flight at once (default 1000)")
    ap.add_argument("--idle-seconds", type=float, default=3.0,
                    help="how long the idle Ray cluster's CPU is measured (default 3)")
    ap.add_argument("--skip-gauntlet", action="store_true")
    ap.add_argument("--skip-memory", action="store_true")
    ap.add_argument("--memory-games", type=int, default=100_000)
    ap.add_argument("--memory-every", type=int, default=1000, help="games between samples")
    ap.add_argument("--memory-agents", nargs="+", default=["random"],
                    help="bots of the memory run (default random)")
    ap.add_argument("--memory-backend", choices=["local", "ray", "both"], default="both")
    ap.add_argument("--json", metavar="FILE", help="write every figure to FILE")
    args = ap.parse_args()

    _use_this_tree()
    from rich.console import Console

    import tcgsim

    console = Console(width=None if sys.stdout.isatty() else 150)
    out = dict(meta=dict(tcgsim=tcgsim.__version__, tcgsim_path=tcgsim.__file__,
                         commit=git_rev(), python=platform.python_version(),
                         machine=platform.machine(), cpus=os.cpu_count(),
                         argv=sys.argv[1:], started=time.strftime("%Y-%m-%d %H:%M:%S")))

    def write():
        if args.json:
            tmp = Path(args.json + ".tmp")
            tmp.write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
            tmp.replace(args.json)

    console.print(f"tcgsim {tcgsim.__version__} ({git_rev()}) from {Path(tcgsim.__file__).parent}, "
                  f"{os.cpu_count()} CPUs")
    if not args.skip_gauntlet:
        run_gauntlet(args, console, out)
        write()
    if not args.skip_memory:
        run_memory(args, console, out, write)
    console.print("cpu share: CPU time of the bench and its processes over wall time x the "
                  "cores the case may use; others' cores: what the rest of the machine used "
                  "meanwhile (from /proc/stat).")
    if args.json:
        write()
        console.print(f"figures written to {args.json}")


if __name__ == "__main__":
    main()
