"""Interrupts and files (issue 7): the `tcgsim` command stopped by Ctrl-C, `q` or the end
of its input, writing into folders that do not exist, and the seed of a game in play.

Ctrl-C is sent for real to a real `tcgsim` process: to its whole process group as a
terminal does (the workers of `sim --jobs 2` receive it too) or to the main process
alone. Every wait is bounded: an interrupted process must end within 20 s.
"""

import json
import os
import re
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_cli import Person, first_key, run

from tcgsim.core import replay as replay_mod
from tcgsim.core.game import game as get_game

EXIT_WITHIN = 20          # seconds an interrupted process has to end
BIG = 1_000_000           # games no test could finish


def _default_sigint():
    # A test run started in the background (CI) may ignore SIGINT, and an ignored SIGINT
    # is inherited: the command under test must start as it would in a terminal.
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def start(args, stdin=None):
    """Start `python -m tcgsim.cli ARGS` in its own process group."""
    env = dict(os.environ, COLUMNS="100", PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, "-m", "tcgsim.cli", *args],
                            stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True, env=env, preexec_fn=_default_sigint)


def ctrl_c(proc, to_group=True):
    try:
        if to_group:
            os.killpg(proc.pid, signal.SIGINT)      # what a terminal's Ctrl-C does
        else:
            proc.send_signal(signal.SIGINT)
    except ProcessLookupError:
        pass


def finish(proc, before=b""):
    """Wait for the process (at most EXIT_WITHIN s); (exit code, stdout, stderr)."""
    try:
        out, err = proc.communicate(timeout=EXIT_WITHIN)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        pytest.fail(f"the interrupted process did not end within {EXIT_WITHIN} s")
    return proc.returncode, (before + out).decode(), err.decode()


def group_size(pgid) -> int:
    """How many processes are in the group (Linux /proc; 0 when it cannot be read)."""
    n = 0
    for d in Path("/proc").glob("[0-9]*"):
        try:
            stat = (d / "stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[2]) == pgid:
            n += 1
    return n


def games_are_ending(proc, jobs):
    """Wait until the simulation runs (its workers started), then a little longer."""
    if jobs > 1 and Path("/proc").is_dir():
        end = time.monotonic() + EXIT_WITHIN
        # the main process, multiprocessing's resource tracker and the workers
        while group_size(proc.pid) < 2 + jobs and time.monotonic() < end:
            time.sleep(0.1)
        time.sleep(1)
    else:
        time.sleep(2)


def group_is_gone(pgid):
    """True when no process of the group is left (no orphaned worker)."""
    end = time.monotonic() + 5
    while time.monotonic() < end:
        try:
            os.killpg(pgid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.1)
    return False


def read_until(proc, text: str, buf=b"", timeout=EXIT_WITHIN) -> bytes:
    """Read the process's output until `text` appears once more after what `buf` holds
    (prompts end without a newline)."""
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    need = buf.count(text.encode()) + 1
    end = time.monotonic() + timeout
    while buf.count(text.encode()) < need:
        if time.monotonic() > end:
            os.killpg(proc.pid, signal.SIGKILL)
            pytest.fail(f"{text!r} did not appear; output so far: {buf[-500:]!r}")
        if sel.select(0.2):
            chunk = os.read(proc.stdout.fileno(), 65536)
            if not chunk:
                pytest.fail(f"the process ended before {text!r}: {buf[-500:]!r}")
            buf += chunk
    sel.close()
    return buf


def flat(text):
    return " ".join(text.split())


# ---- finding 1: sim --jobs N and Ctrl-C ---------------------------------------------------

@pytest.mark.parametrize("jobs,to_group", [(2, True), (2, False), (1, True)])
def test_sim_ctrl_c_prints_and_writes_the_partial_results(tmp_path, jobs, to_group):
    js = tmp_path / "r.json"
    proc = start(["sim", "lotr-duel", "--games", str(BIG), "--seed", "6", "--jobs", str(jobs),
                  "--json", str(js)])
    games_are_ending(proc, jobs)
    ctrl_c(proc, to_group)
    code, out, err = finish(proc)
    assert group_is_gone(proc.pid)
    assert code == 130
    assert "Traceback" not in err and "Traceback" not in out
    assert "partial" in out.lower() and f"of {BIG} games" in flat(out)
    d = json.loads(js.read_text())
    s = d["summary"]
    assert s["partial"] is True and s["games_requested"] == BIG
    assert 0 < s["games_finished"] == s["games"] == len(d["results"]) < BIG
    assert f"{s['games']} of {BIG} games finished" in flat(out)
    assert os.listdir(tmp_path) == ["r.json"]      # no temporary file left behind
    # the games that ended are the games of an uninterrupted run, whatever --jobs is
    from tcgsim.sim import play_game

    game = get_game("lotr-duel")
    decks = game.default_decks()
    for r in d["results"][:: max(1, len(d["results"]) // 20)]:
        again = play_game(game, decks, 6, ("heuristic", "random"), r["index"])
        assert [again.index, again.seed, list(again.seats), again.winner_seat, again.reason,
                again.turns, again.decisions] == [r[k] for k in ("index", "seed", "seats",
                                                                "winner_seat", "reason",
                                                                "turns", "decisions")]


@pytest.mark.parametrize("jobs,gap", [(2, 0.0), (2, 0.2), (1, 0.05)])
def test_sim_second_ctrl_c_neither_hangs_nor_prints_a_traceback(tmp_path, jobs, gap):
    js = tmp_path / "r.json"
    proc = start(["sim", "lotr-duel", "--games", str(BIG), "--jobs", str(jobs), "--json",
                  str(js)])
    games_are_ending(proc, jobs)
    ctrl_c(proc)
    time.sleep(gap)
    ctrl_c(proc)
    code, out, err = finish(proc)
    assert group_is_gone(proc.pid)
    assert code == 130 and "Traceback" not in err, err
    assert json.loads(js.read_text())["summary"]["partial"] is True


def test_sim_ctrl_c_pressed_again_and_again(tmp_path):
    js = tmp_path / "r.json"
    proc = start(["sim", "lotr-duel", "--games", str(BIG), "--jobs", "2", "--json", str(js)])
    games_are_ending(proc, 2)
    end = time.monotonic() + EXIT_WITHIN
    while proc.poll() is None and time.monotonic() < end:
        ctrl_c(proc)
        time.sleep(0.02)
    code, out, err = finish(proc)
    assert group_is_gone(proc.pid)
    assert code == 130 and "Traceback" not in err, err
    assert json.loads(js.read_text())["summary"]["partial"] is True
    assert os.listdir(tmp_path) == ["r.json"]


# ---- finding 2: play and watch interrupted write the replay so far ------------------------

def unfinished_replay(path):
    d = json.loads(Path(path).read_text())
    assert d["outcome"] is None
    state = replay_mod.verify(replay_mod.load(path))      # it re-runs
    assert not state.is_terminal()
    return d


def test_play_ctrl_c_writes_the_replay_of_the_game_so_far(tmp_path):
    rp = tmp_path / "p.json"
    proc = start(["play", "lotr-duel", "--seed", "8", "--replay", str(rp)], stdin=True)
    seen = read_until(proc, "your choice")
    proc.stdin.write(first_key(seen.decode()).encode() + b"\n")     # the first option
    proc.stdin.flush()
    seen = read_until(proc, "your choice", seen)    # the second question: Ctrl-C while asked
    ctrl_c(proc)
    code, out, err = finish(proc, seen)
    assert code == 130 and "Traceback" not in err, err
    assert "interrupted" in out
    d = unfinished_replay(rp)
    assert d["seed"] == 8 and len(d["actions"]) >= 1
    assert os.listdir(tmp_path) == ["p.json"]


def test_watch_ctrl_c_writes_the_replay_of_the_game_so_far(tmp_path):
    rp = tmp_path / "w.json"
    proc = start(["watch", "lotr-duel", "--seed", "3", "--delay", "0.05", "--quiet",
                  "--replay", str(rp)])
    seen = read_until(proc, "Duel 1 begins")
    time.sleep(0.5)
    ctrl_c(proc)
    code, out, err = finish(proc, seen)
    assert code == 130 and "Traceback" not in err, err
    d = unfinished_replay(rp)
    assert d["seed"] == 3 and len(d["actions"]) >= 1
    assert os.listdir(tmp_path) == ["w.json"]


@pytest.mark.parametrize("stdin", ["q\n", "1\n1\nq\n", "", "1\n1\n"])
def test_play_quit_or_end_of_input_writes_the_replay_so_far(tmp_path, stdin):
    rp = tmp_path / "p.json"
    code, out = run(["play", "lotr-duel", "--seed", "8", "--replay", str(rp)], stdin=stdin)
    assert code == 0 and "abandoned" in out
    d = unfinished_replay(rp)
    assert d["seed"] == 8


@pytest.mark.parametrize("argv", [
    ["play", "lotr-duel", "--seed", "8", "--replay", "{missing}/p.json"],
    ["watch", "lotr-duel", "--seed", "8", "--replay", "{missing}/w.json"],
    ["sim", "lotr-duel", "--games", "5", "--json", "{missing}/r.json", "--no-progress"],
])
def test_a_file_into_a_missing_folder_is_refused_before_anything_starts(tmp_path, monkeypatch,
                                                                        argv):
    from tcgsim.sim import runner

    missing = tmp_path / "no" / "such"
    argv = [a.replace("{missing}", str(missing)) for a in argv]

    def no_game(*a, **k):
        raise AssertionError("the game started")

    monkeypatch.setattr(runner, "run_batch", no_game)
    monkeypatch.setattr(type(get_game("lotr-duel")), "new_state", no_game)
    code, out = run(argv, stdin="1\n" * 300)
    assert code == 2
    assert "error:" in out and str(missing) in flat(out) and "does not exist" in out
    assert not (tmp_path / "no").exists()


def test_a_missing_folder_is_refused_by_the_real_command_too(tmp_path):
    missing = tmp_path / "nope"
    proc = start(["sim", "lotr-duel", "--games", str(BIG), "--json", str(missing / "r.json")])
    code, out, err = finish(proc)
    assert code == 2 and str(missing) in flat(out) and "Traceback" not in err


# ---- finding 3: files are written atomically ---------------------------------------------

def interrupt_at_rename(monkeypatch):
    """Ctrl-C at the last moment of a write: when the finished file is renamed into place."""
    def replace(src, dst):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", replace)


def test_sim_json_interrupted_while_written_leaves_no_file(tmp_path, monkeypatch):
    js = tmp_path / "r.json"
    interrupt_at_rename(monkeypatch)
    code, out = run(["sim", "lotr-duel", "--games", "4", "--json", str(js), "--no-progress"])
    assert code == 130
    assert os.listdir(tmp_path) == []               # neither r.json nor a temporary file


@pytest.mark.parametrize("argv,stdin", [
    (["watch", "lotr-duel", "--seed", "2", "--quiet"], ""),
    (["play", "lotr-duel", "--seed", "2"], "q\n"),
])
def test_replay_interrupted_while_written_leaves_no_file(tmp_path, monkeypatch, argv, stdin):
    rp = tmp_path / "g.json"
    interrupt_at_rename(monkeypatch)
    code, out = run(argv + ["--replay", str(rp)], stdin=stdin)
    assert code == 130
    assert os.listdir(tmp_path) == []


def test_sim_json_is_complete_json_with_a_final_newline(tmp_path):
    js = tmp_path / "r.json"
    code, _ = run(["sim", "lotr-duel", "--games", "4", "--json", str(js), "--no-progress"])
    assert code == 0 and js.read_text().endswith("}\n")
    assert json.loads(js.read_text())["summary"]["partial"] is False


# ---- finding 4: the seed of a game in play -----------------------------------------------

def test_play_does_not_show_a_seed_it_chose_until_the_game_is_over(tmp_path):
    rp = tmp_path / "p.json"
    code, out = run(["play", "lotr-duel", "--as", "gandalf", "--replay", str(rp)],
                    stdin=Person())
    assert code == 0
    seed = json.loads(rp.read_text())["seed"]
    verdict = re.search(r"You win!|You lose\.|Draw\.", out)
    assert verdict
    during, after = out[:verdict.start()], out[verdict.start():]
    assert str(seed) not in during
    assert f"seed {seed}" in after                  # shown once the game is over


def test_play_abandoned_shows_its_seed_only_at_the_end(tmp_path):
    rp = tmp_path / "p.json"
    code, out = run(["play", "lotr-duel", "--replay", str(rp)], stdin="1\n1\nq\n")
    seed = json.loads(rp.read_text())["seed"]
    during, after = out.split("game abandoned")
    assert str(seed) not in during and f"seed {seed}" in after


def test_the_seed_play_chooses_is_not_the_clock(tmp_path, monkeypatch):
    from tcgsim import cli

    monkeypatch.setattr(cli.time, "time", lambda: 1_700_000_000.0)
    seeds = set()
    for k in range(3):
        rp = tmp_path / f"p{k}.json"
        run(["play", "lotr-duel", "--replay", str(rp)], stdin="q\n")
        seeds.add(json.loads(rp.read_text())["seed"])
    assert len(seeds) == 3


def test_play_with_a_given_seed_may_show_it(tmp_path):
    code, out = run(["play", "lotr-duel", "--seed", "31"], stdin="q\n")
    assert code == 0 and "seed 31" in out


# ---- finding 5: the decision cap is an error line ----------------------------------------

@pytest.mark.parametrize("jobs", ["1", "2"])
def test_sim_past_the_decision_cap_is_an_error_line_naming_the_seed(monkeypatch, jobs):
    from tcgsim.sim import runner

    monkeypatch.setattr(runner, "MAX_DECISIONS", 3)
    code, out = run(["sim", "lotr-duel", "--games", "6", "--jobs", jobs, "--no-progress"])
    out = flat(out)
    assert code == 2
    assert re.search(r"error: game \d+ \(seed \d+\) did not end within 3 decisions", out), out
    assert "Traceback" not in out
