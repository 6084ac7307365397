"""Two versions of the Weiß Schwarz engine, timed in one process, game chunks alternating.

    python bench/ws_ab.py REV_A [REV_B] [--chunks 40] [--games 20] [--deck dengeki-ws02]

REV_A and REV_B are git revisions of this repository (REV_B defaults to the work tree).
Each version's `src/tcgsim` is copied under another package name (tcgsim_a, tcgsim_b: the
engine imports itself by relative imports only), both are imported into this process, and
both play the same random-vs-random games of the deck's mirror (the loop of
weiss_schwarz_vs_weiss_sim.py), chunk by chunk, the order flipped every chunk. The report
is each version's games per second of CPU time and the median of the chunk time ratios.

Why: on a shared virtual machine two runs of the same engine in separate processes differ by
up to 30 % in games per second, so a few per cent between two versions cannot be read from
separate runs. In one process, alternating every few games, both versions meet the same
machine; the median ratio of 40 chunks is repeatable to a few per cent (three runs of the
same pair: 0.98, 1.005, 1.026). What this cannot see is
a difference of the process as a whole (its memory, say); the full benchmark still decides.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path
from random import Random

ROOT = Path(__file__).resolve().parents[1]


def _copy(rev: str | None, name: str, into: Path) -> None:
    """The package of revision `rev` (None: the work tree) as `into/name`."""
    if rev is None:
        shutil.copytree(ROOT / "src" / "tcgsim", into / name,
                        ignore=shutil.ignore_patterns("__pycache__"))
        return
    try:
        data = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "src/tcgsim"],
                              check=True, capture_output=True).stdout
    except subprocess.CalledProcessError as e:
        raise SystemExit(f"ws_ab: cannot read revision {rev!r}: "
                         f"{e.stderr.decode(errors='replace').strip()}") from None
    with tarfile.open(fileobj=BytesIO(data)) as tar:
        # (git's own archive; the "data" filter where this Python has it, 3.11.4 on)
        tar.extractall(into / "_x", **({"filter": "data"} if hasattr(tarfile, "data_filter")
                                        else {}))
    (into / "_x" / "src" / "tcgsim").rename(into / name)
    shutil.rmtree(into / "_x")


def _setup(package: str, deck: str):
    ws = importlib.import_module(package + ".games.weiss_schwarz")
    game = ws.WeissSchwarz()
    d = game.deck(deck)
    return game, [d, d]


def _bench_loop():
    """The game loop of weiss_schwarz_vs_weiss_sim.py (the same games as the benchmark)."""
    spec = importlib.util.spec_from_file_location(
        "weiss_schwarz_vs_weiss_sim", Path(__file__).with_name("weiss_schwarz_vs_weiss_sim.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod._tcgsim_play


def _play(play, game, decks, seed: int) -> int:
    return play(game, decks, Random, seed)[0]


def _race(a):
    play = _bench_loop()
    envs = {k: _setup(k, a.deck) for k in ("tcgsim_a", "tcgsim_b")}
    for env in envs.values():
        _play(play, *env, 10**9)                                # warm up
    times = {k: [] for k in envs}
    decisions = {k: 0 for k in envs}
    for i in range(a.chunks):
        for k in (("tcgsim_a", "tcgsim_b") if i % 2 == 0 else ("tcgsim_b", "tcgsim_a")):
            t = time.process_time()
            for s in range(i * a.games, (i + 1) * a.games):
                decisions[k] += _play(play, *envs[k], s)
            times[k].append(time.process_time() - t)
    return times, decisions


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rev_a")
    ap.add_argument("rev_b", nargs="?", default=None, help="default: the work tree")
    ap.add_argument("--chunks", type=int, default=40)
    ap.add_argument("--games", type=int, default=20, help="games per chunk")
    ap.add_argument("--deck", default="dengeki-ws02")
    a = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="ws_ab_") as tmp:
        for rev, name in ((a.rev_a, "tcgsim_a"), (a.rev_b, "tcgsim_b")):
            _copy(rev, name, Path(tmp))
        sys.path.insert(0, tmp)
        try:
            times, decisions = _race(a)
        finally:                          # leave no trace in this process (tests call main)
            sys.path.remove(tmp)
            for m in [m for m in sys.modules if m.split(".")[0] in ("tcgsim_a", "tcgsim_b")]:
                del sys.modules[m]
    n = a.chunks * a.games
    for k, rev in (("tcgsim_a", a.rev_a), ("tcgsim_b", a.rev_b or "work tree")):
        print(f"{rev:>12}: {n / sum(times[k]):7.1f} games/s of CPU time "
              f"({decisions[k] / n:.1f} decisions/game, {n} games)")
    ratios = [x / y for x, y in zip(times["tcgsim_a"], times["tcgsim_b"])]
    print(f"time of {a.rev_a} / time of {a.rev_b or 'work tree'}, per chunk: median "
          f"{statistics.median(ratios):.3f} (quartiles {statistics.quantiles(ratios, n=4)[0]:.3f}"
          f" - {statistics.quantiles(ratios, n=4)[2]:.3f}); above 1: the second is faster")
    return 0


if __name__ == "__main__":
    sys.exit(main())
