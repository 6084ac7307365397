"""The Ray backend (issue 13) on real Ray clusters on this machine: one that the run starts
itself, and one started with `ray start --head` and reached by its address through the CLI.
Both give the same games, game by game, as the local process pool with the same seed.

One test function: `ray stop` ends every Ray process of the machine, so the two clusters
must not overlap with each other (the tests run on several pytest workers)."""

from __future__ import annotations

import os
import socket
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

ray = pytest.importorskip("ray")

from tcgsim.sim.matchups import gauntlet_matchups, run_matchups  # noqa: E402

DECKS = ["dengeki-ws02", "5hy-nino", "jj-passione"]
ROW = ("select decks, deck_hashes, agents, batch_seed, idx, seed, seats, winner, winners, "
       "reason, turns, decisions from results order by decks, idx")
RAY = Path(sys.executable).with_name("ray")


def per_game(run):
    return [(b.decks, [(r.index, r.seed, r.seats, r.winners, r.reason, r.turns, r.decisions)
                       for r in b.results]) for b in run.batches]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_ray_clusters_play_the_same_games_as_local_processes(tmp_path):
    args = ("weiss-schwarz", DECKS, gauntlet_matchups(3), 5, 8, ("random",))
    local = run_matchups(*args, jobs=2)

    # 1. a local Ray cluster that the run starts (2 CPUs) and stops
    on_ray = run_matchups(*args, jobs=2, backend="ray")
    assert per_game(on_ray) == per_game(local)
    assert not ray.is_initialized()

    # 2. a cluster started with `ray start --head`, reached by its address, via the CLI
    #    with a store: the same rows as a local run stored the same way
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2] / "src"),
               RAY_USAGE_STATS_ENABLED="0")
    port = free_port()
    start = subprocess.run(
        [str(RAY), "start", "--head", f"--port={port}", "--node-ip-address=127.0.0.1",
         "--num-cpus=2", "--include-dashboard=false", "--disable-usage-stats"],
        capture_output=True, text=True, env=env, timeout=180)
    assert start.returncode == 0, start.stdout + start.stderr
    try:
        cmd = [sys.executable, "-m", "tcgsim.cli", "sim", "weiss-schwarz", "--gauntlet", *DECKS,
               "--games", "5", "--seed", "8", "--agents", "random", "--no-progress"]
        on_head = subprocess.run(cmd + ["--db", str(tmp_path / "ray.sqlite"), "--backend", "ray",
                                        "--address", f"127.0.0.1:{port}"],
                                 capture_output=True, text=True, env=env, timeout=300)
        assert on_head.returncode == 0, on_head.stdout + on_head.stderr
        assert "backend ray" in on_head.stdout
    finally:
        subprocess.run([str(RAY), "stop", "--force"], capture_output=True, env=env, timeout=120)
    here = subprocess.run(cmd + ["--db", str(tmp_path / "local.sqlite"), "--jobs", "2"],
                          capture_output=True, text=True, env=env, timeout=300)
    assert here.returncode == 0, here.stdout + here.stderr
    with sqlite3.connect(tmp_path / "ray.sqlite") as a, \
            sqlite3.connect(tmp_path / "local.sqlite") as b:
        ra, rb = a.execute(ROW).fetchall(), b.execute(ROW).fetchall()
    assert len(ra) == 30 and ra == rb
    table = lambda t: t[t.index("deck (row) vs"):t.index("30 games,")]  # noqa: E731
    assert table(on_head.stdout) == table(here.stdout)


def test_an_unreachable_cluster_is_a_clear_error(capsys):
    from tcgsim.cli import main

    code = main(["sim", "lotr-duel", "--games", "2", "--backend", "ray", "--address",
                 f"127.0.0.1:{free_port()}", "--no-progress"])
    assert code == 2
