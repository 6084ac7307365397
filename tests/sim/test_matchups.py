"""Gauntlets and the results store (issue 13): every ordered pair of decks, the same results
in one process and on a pool, a store that a rerun finishes -- after a worker process is
killed for real -- with the same table as an uninterrupted run and no game counted twice."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tcgsim.cli import main
from tcgsim.cliutil import console
from tcgsim.core.errors import TcgsimError
from tcgsim.sim.matchups import gauntlet_matchups, run_matchups
from tcgsim.sim.store import Store, StoreError
from tcgsim.sim.tables import matrix

WS_DECKS = ["dengeki-ws02", "5hy-nino", "jj-passione"]
ROW = ("select decks, deck_hashes, agents, batch_seed, idx, seed, seats, winner, winners, "
       "reason, turns, decisions, rules_version from results order by decks, idx")


def rows(db):
    with sqlite3.connect(db) as c:
        return c.execute(ROW).fetchall()


def per_game(run):
    return [(b.decks, [(r.index, r.seed, r.seats, r.winners, r.reason, r.turns, r.decisions)
                       for r in b.results]) for b in run.batches]


def test_a_gauntlet_is_every_ordered_pair():
    assert gauntlet_matchups(3) == ((0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1))


def test_one_process_and_two_give_the_same_games():
    args = ("weiss-schwarz", WS_DECKS, gauntlet_matchups(3), 4, 5, ("random",))
    one = run_matchups(*args, jobs=1)
    two = run_matchups(*args, jobs=2)
    assert per_game(one) == per_game(two)
    assert [b.decks for b in one.batches][:2] == [WS_DECKS[:2], [WS_DECKS[0], WS_DECKS[2]]]
    m = matrix(one.batches)
    for a in WS_DECKS:                  # each deck met each other deck on both seats
        for b in WS_DECKS:
            if a != b:
                assert m.games[(a, b)] == 8
                assert m.wins.get((a, b), 0) + m.wins.get((b, a), 0) <= 8


def test_the_store_keeps_every_game_and_a_rerun_plays_only_the_missing(tmp_path):
    db = tmp_path / "r.sqlite"
    args = ("weiss-schwarz", WS_DECKS, gauntlet_matchups(3), 6, 3, ("random",))
    with Store(db) as s:
        first = run_matchups(*args[:3], 3, *args[4:], store=s)     # the first 3 of each
    assert (first.played, first.stored) == (18, 0)
    with Store(db) as s:
        second = run_matchups(*args, store=s)                       # then all 6
    assert (second.played, second.stored) == (18, 18)
    with Store(db) as s:
        third = run_matchups(*args, store=s)
    assert third.played == 0
    assert per_game(second) == per_game(third) == per_game(run_matchups(*args))
    assert len(rows(db)) == 36
    with Store(db) as s, pytest.raises(sqlite3.IntegrityError):   # never counted twice
        r = s.results(1)[0]
        s.add(1, r)
        s.flush()
    assert len(rows(db)) == 36


def test_a_changed_deck_is_another_batch(tmp_path):
    """A batch is keyed by the decks' card-pool hashes too: a deck file that changed under
    the same name does not reuse the old games."""
    d = tmp_path / "mine.txt"
    src = Path(__file__).resolve().parents[2] / "src/tcgsim/games/weiss_schwarz/data/decks"
    text = (src / "dengeki-ws02.txt").read_text()
    d.write_text(text)
    db = tmp_path / "r.sqlite"
    with Store(db) as s:
        run_matchups("weiss-schwarz", [str(d), "5hy-nino"], [(0, 1)], 2, 1, ("random",), store=s)
    d.write_text("# my deck, saved again\n" + text)          # the same deck: the same batch
    with Store(db) as s:
        assert run_matchups("weiss-schwarz", [str(d), "5hy-nino"], [(0, 1)], 2, 1,
                            ("random",), store=s).played == 0
    other = (src / "5hy-nino.txt").read_text()
    d.write_text(other)
    with Store(db) as s:
        run = run_matchups("weiss-schwarz", [str(d), "5hy-nino"], [(0, 1)], 2, 1,
                           ("random",), store=s)
        assert run.played == 2 and len(s.batches()) == 2


def _workers(pid):
    """The simulation worker processes of process `pid` (spawned interpreters; not the
    resource tracker, which multiprocessing also starts)."""
    return [c for c in _children(pid)
            if b"spawn_main" in Path(f"/proc/{c}/cmdline").read_bytes()]


def _children(pid):
    out = []
    for p in Path("/proc").iterdir():
        if p.name.isdigit():
            try:
                ppid = int((p / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            if ppid == pid:
                out.append(int(p.name))
    return out


# Enough games (3 pairings x 2 seat orders x 40 = 240, 12 chunks) that the kill lands
# while most of the work is still to do: with 96 games the whole run took a second and a
# worker killed as the tenth game was stored had sometimes already finished its share.
KILL_GAMES = 40
KILL_TOTAL = 3 * 2 * KILL_GAMES


def _sim(db, *extra):
    return [sys.executable, "-m", "tcgsim.cli", "sim", "weiss-schwarz", "--gauntlet", *WS_DECKS,
            "--games", str(KILL_GAMES), "--agents", "random", "--seed", "4", "--db", str(db),
            "--no-progress", *extra]


def test_a_killed_worker_then_a_rerun_gives_the_uninterrupted_table(tmp_path):
    """A real run on 2 processes; one worker is killed (SIGKILL) while games are being
    stored; the command says what happened; the same command run again plays only the
    missing games, and the table and every stored game equal an uninterrupted run's."""
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2] / "src"),
               COLUMNS="160")
    whole = tmp_path / "whole.sqlite"
    ref = subprocess.run(_sim(whole, "--jobs", "1"), capture_output=True, text=True, env=env,
                         timeout=600)
    assert ref.returncode == 0, ref.stderr
    db = tmp_path / "cut.sqlite"
    proc = subprocess.Popen(_sim(db, "--jobs", "2"), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    killed = None
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        n = 0
        if db.exists():
            try:
                with sqlite3.connect(db, timeout=1) as c:
                    n = c.execute("select count(*) from games").fetchone()[0]
            except sqlite3.Error:
                n = 0
        workers = _workers(proc.pid)
        if n >= 10 and workers:
            killed = workers[0]
            os.kill(killed, signal.SIGKILL)
            break
        time.sleep(0.05)
    out, err = proc.communicate(timeout=120)
    assert killed is not None, "the run ended before a worker could be killed"
    assert proc.returncode == 2, out + err
    assert "stopped unexpectedly" in out and "run the same command again" in out
    assert "Traceback" not in out + err
    kept = len(rows(db))
    assert 10 <= kept < KILL_TOTAL
    again = subprocess.run(_sim(db, "--jobs", "2"), capture_output=True, text=True, env=env,
                           timeout=600)
    assert again.returncode == 0, again.stdout + again.stderr
    assert f"{kept} of {KILL_TOTAL} games were already in" in again.stdout
    table = lambda text: text[text.index("deck (row) vs"):text.index(f"{KILL_TOTAL} games,")]  # noqa: E731
    assert table(again.stdout) == table(ref.stdout)
    assert rows(db) == rows(whole)


def test_store_errors_are_clear(tmp_path, capsys):
    bad = tmp_path / "notes.sqlite"
    bad.write_text("these are my notes, not a database\n" * 50)
    with pytest.raises(StoreError, match="not a tcgsim results file"):
        Store(bad)
    assert bad.read_text().startswith("these are my notes")       # untouched
    with pytest.raises(StoreError, match="does not exist"):
        Store(tmp_path / "no" / "such" / "dir" / "r.sqlite")
    code = main(["sim", "weiss-schwarz", "--gauntlet", "dengeki-ws02", "--games", "2",
                 "--no-progress"])
    assert code == 2
    code = main(["sim", "riftbound", "--format", "ffa3", "--gauntlet", "jinx", "viktor",
                 "--games", "2", "--no-progress"])
    assert code == 2
    with pytest.raises(TcgsimError, match="--games must be at least 1"):
        run_matchups("lotr-duel", None, [(0, 1)], 0, 1, ("random",))


def test_plain_sim_with_a_store_prints_the_usual_table(tmp_path):
    db = tmp_path / "r.sqlite"
    with console.capture() as cap:
        assert main(["sim", "lotr-duel", "--games", "30", "--jobs", "1", "--db", str(db),
                     "--no-progress"]) == 0
        assert main(["sim", "lotr-duel", "--games", "30", "--jobs", "1", "--db", str(db),
                     "--no-progress"]) == 0
    text = cap.get()
    assert "30 of 30 games were already in" in text
    assert text.count("heuristic") >= 2 and len(rows(db)) == 30


def test_another_programs_sqlite_file_is_refused_and_left_alone(tmp_path):
    db = tmp_path / "mine.sqlite"
    with sqlite3.connect(db) as c:
        c.execute("create table notes (t text)")
        c.execute("insert into notes values ('keep me')")
    before = db.read_bytes()
    with pytest.raises(StoreError, match="not a tcgsim results file .*notes"):
        Store(db)
    assert db.read_bytes() == before


def test_two_deck_files_of_one_base_name_are_told_apart(tmp_path):
    src = Path(__file__).resolve().parents[2] / "src/tcgsim/games/weiss_schwarz/data/decks"
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "x.txt").write_text((src / "dengeki-ws02.txt").read_text())
    (tmp_path / "b" / "x.txt").write_text((src / "5hy-nino.txt").read_text())
    names = [str(tmp_path / "a" / "x.txt"), str(tmp_path / "b" / "x.txt")]
    run = run_matchups("weiss-schwarz", names, gauntlet_matchups(2), 1, 1, ("random",))
    assert run.labels == names and len(matrix(run.batches).decks) == 2
