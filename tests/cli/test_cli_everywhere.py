"""The `tcgsim` command everywhere it is used (issue 8): watch in a terminal and in a pipe,
the names in sim's results, deck check's warning about unsupported abilities, and
`tcgsim games` at 80 columns."""

import io
import json
import os
import re
import subprocess
import sys
import threading
from importlib import resources

import pytest
from rich.console import Console
from test_cli import run

from tcgsim import cli
from tcgsim.core.game import game as get_game
from tcgsim.sim import runner

HANG = 120                # seconds: only a hang takes this long


class _Terminal(io.StringIO):
    """A stand-in for sys.stdout that says it is a terminal."""

    def isatty(self):
        return True


@pytest.fixture
def pauses(monkeypatch):
    """The waits `watch` takes, recorded instead of slept."""
    got = []
    monkeypatch.setattr(cli, "_pause", got.append, raising=False)
    return got


def flat(text):
    return " ".join(text.split())


# ---- 1. watch: a wait between moves on a terminal, none in a pipe; the final board ------

def test_watch_on_a_terminal_waits_between_moves_by_default(monkeypatch, pauses):
    monkeypatch.setattr(sys, "stdout", _Terminal())
    code, out = run(["watch", "lotr-duel", "--seed", "7", "--quiet"])
    assert code == 0 and "wins" in out
    assert pauses and set(pauses) == {cli.WATCH_DELAY} and 0 < cli.WATCH_DELAY <= 1


def test_watch_into_a_pipe_does_not_wait(monkeypatch, pauses):
    monkeypatch.setattr(sys, "stdout", io.StringIO())          # isatty() is False
    code, out = run(["watch", "lotr-duel", "--seed", "7", "--quiet"])
    assert code == 0 and "wins" in out
    assert pauses == []


@pytest.mark.parametrize("terminal", [True, False])
def test_watch_delay_overrides_the_default(monkeypatch, pauses, terminal):
    monkeypatch.setattr(sys, "stdout", _Terminal() if terminal else io.StringIO())
    code, _ = run(["watch", "lotr-duel", "--seed", "7", "--quiet", "--delay", "0.25"])
    assert code == 0 and pauses and set(pauses) == {0.25}
    pauses.clear()
    code, _ = run(["watch", "lotr-duel", "--seed", "7", "--quiet", "--delay", "0"])
    assert code == 0 and pauses == []


def test_watch_waits_only_between_moves_not_after_the_last(monkeypatch, pauses):
    monkeypatch.setattr(sys, "stdout", _Terminal())
    states = []
    cls = type(get_game("lotr-duel"))
    real = cls.new_state

    def spy(self, *a, **k):
        states.append(real(self, *a, **k))
        return states[-1]

    monkeypatch.setattr(cls, "new_state", spy)
    code, _ = run(["watch", "lotr-duel", "--seed", "7", "--quiet"])
    assert code == 0 and states[0].is_terminal()
    assert 0 < len(pauses) < states[0].decisions      # none after the game's last move


@pytest.mark.parametrize("delay", ["-1", "nan", "inf"])
def test_watch_refuses_a_delay_that_is_not_a_number_of_seconds(delay):
    code, out = run(["watch", "lotr-duel", "--seed", "7", "--delay", delay])
    assert code == 2 and "--delay must be a number of seconds" in out


_COUNT_PAUSES = """
import sys
from tcgsim import cli
calls = []
cli._pause = calls.append
code = cli.main(["watch", "lotr-duel", "--seed", "7", "--quiet"])
sys.stderr.write(f"PAUSES {len(calls)} CODE {code}\\n")
"""


def _pauses_of_a_real_watch(stdout_is_a_terminal: bool) -> int:
    """Run `tcgsim watch` in a process of its own, its stdout a pipe or a pseudo-terminal,
    and count the waits it takes (recorded, not slept)."""
    env = dict(os.environ, COLUMNS="100")
    if not stdout_is_a_terminal:
        p = subprocess.run([sys.executable, "-c", _COUNT_PAUSES], capture_output=True,
                           text=True, timeout=HANG, env=env)
        err = p.stderr
    else:
        import pty

        master, slave = pty.openpty()
        proc = subprocess.Popen([sys.executable, "-c", _COUNT_PAUSES], stdout=slave,
                                stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, env=env)
        os.close(slave)
        drained = []

        def drain():             # read the terminal so the command never blocks on it
            while True:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                drained.append(chunk)

        t = threading.Thread(target=drain, daemon=True)
        t.start()
        try:
            _, err = proc.communicate(timeout=HANG)
        finally:
            if proc.poll() is None:
                proc.kill()
            t.join(5)
            os.close(master)
        err = err.decode()
        assert b"wins" in b"".join(drained)
    m = re.search(r"PAUSES (\d+) CODE 0", err)
    assert m, err
    return int(m.group(1))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="pseudo-terminals: Linux")
def test_a_real_watch_waits_in_a_terminal_and_not_in_a_pipe():
    assert _pauses_of_a_real_watch(stdout_is_a_terminal=False) == 0
    assert _pauses_of_a_real_watch(stdout_is_a_terminal=True) > 0


@pytest.mark.parametrize("game_name,decks,seed", [
    ("lotr-duel", [], "7"),
    ("lotr-duel", [], "4"),
    ("weiss-schwarz", ["--decks", "dengeki-ws02", "5hy-nino"], "2"),
    ("weiss-schwarz", ["--decks", "jj-passione", "5hy-yotsuba"], "3"),
])
def test_watch_shows_the_final_board_of_every_game(monkeypatch, game_name, decks, seed):
    game = get_game(game_name)
    real = type(game).render
    drawn = []

    def render(self, state, viewer):
        drawn.append((state.is_terminal(), viewer))
        return real(self, state, viewer)

    monkeypatch.setattr(type(game), "render", render)
    code, out = run(["watch", game_name, "--seed", seed, *decks])
    assert code == 0 and "wins" in out
    assert drawn[-1] == (True, None)                 # the board as the game ended
    assert drawn.count((True, None)) == 1            # drawn once


def test_watch_quiet_still_draws_no_board(monkeypatch):
    game = get_game("weiss-schwarz")
    drawn = []
    monkeypatch.setattr(type(game), "render", lambda self, s, v: drawn.append(1) or "")
    code, _ = run(["watch", "weiss-schwarz", "--seed", "2", "--quiet"])
    assert code == 0 and drawn == []


# ---- 2. sim: decks and agents named, --jobs, deck errors ---------------------------------

def test_sim_results_name_each_seats_deck(tmp_path):
    js = tmp_path / "r.json"
    code, out = run(["sim", "weiss-schwarz", "--games", "4", "--seed", "1", "--decks",
                     "dengeki-ws02", "5hy-nino", "--jobs", "1", "--no-progress", "--json",
                     str(js)])
    assert code == 0
    assert "player 1 plays dengeki-ws02" in flat(out)
    assert "player 2 plays 5hy-nino" in flat(out)
    assert json.loads(js.read_text())["summary"]["decks"] == ["dengeki-ws02", "5hy-nino"]


def test_sim_names_a_deck_file_by_its_file_name(tmp_path):
    text = resources.files("tcgsim.games.weiss_schwarz").joinpath(
        "data", "decks", "jj-passione.txt").read_text(encoding="utf-8")
    f = tmp_path / "my_passione.txt"
    f.write_text(text, encoding="utf-8")
    code, out = run(["sim", "weiss-schwarz", "--games", "2", "--decks", str(f), "5hy-nino",
                     "--jobs", "1", "--no-progress"])
    assert code == 0
    assert "player 1 plays my_passione.txt" in flat(out)
    assert "player 2 plays 5hy-nino" in flat(out)


def test_sim_default_decks_are_named_too():
    code, out = run(["sim", "lotr-duel", "--games", "2", "--jobs", "1", "--no-progress"])
    assert code == 0 and "Gandalf plays gandalf, Balrog plays balrog" in flat(out)


def test_sim_tells_two_agents_of_the_same_bot_apart(tmp_path):
    js = tmp_path / "r.json"
    code, out = run(["sim", "lotr-duel", "--games", "6", "--seed", "2", "--agents",
                     "heuristic", "heuristic", "--jobs", "1", "--no-progress", "--json",
                     str(js)])
    assert code == 0
    assert "heuristic (A)" in out and "heuristic (B)" in out
    d = json.loads(js.read_text())
    s = d["summary"]
    assert [a["agent"] for a in s["per_agent"]] == ["heuristic (A)", "heuristic (B)"]
    assert [a["bot"] for a in s["per_agent"]] == ["heuristic", "heuristic"]
    assert s["agent_labels"] == ["heuristic (A)", "heuristic (B)"]
    assert [r["seat_labels"] for r in d["results"][:2]] == [["heuristic (A)", "heuristic (B)"],
                                                           ["heuristic (B)", "heuristic (A)"]]
    # the two rows of the table are apart too: each shows its own wins
    a, b = s["per_agent"]
    assert a["wins"] + b["wins"] + s["draws"] == 6


def test_sim_agents_of_different_bots_keep_their_names(tmp_path):
    js = tmp_path / "r.json"
    code, out = run(["sim", "lotr-duel", "--games", "2", "--jobs", "1", "--no-progress",
                     "--json", str(js)])
    assert code == 0 and "(A)" not in out
    s = json.loads(js.read_text())["summary"]
    assert [a["agent"] for a in s["per_agent"]] == ["heuristic", "random"]


def test_sim_jobs_defaults_to_every_core(monkeypatch):
    used = []
    real = runner.run_batch

    def spy(game, games, seed, agents, jobs=1, *a, **k):
        used.append(jobs)
        return real(game, games, seed, agents, 1, *a, **k)

    monkeypatch.setattr(runner, "run_batch", spy)
    monkeypatch.setattr(os, "cpu_count", lambda: 3)
    code, _ = run(["sim", "lotr-duel", "--games", "2", "--no-progress"])
    assert code == 0 and used == [3]
    monkeypatch.setattr(os, "cpu_count", lambda: None)       # unknown: one process
    code, _ = run(["sim", "lotr-duel", "--games", "2", "--no-progress"])
    assert code == 0 and used == [3, 1]
    assert cli.build_parser().parse_args(["sim", "lotr-duel"]).jobs is None


@pytest.mark.parametrize("jobs", ["0", "-1", "-8"])
def test_sim_refuses_jobs_below_one(monkeypatch, jobs):
    def no_batch(*a, **k):
        raise AssertionError("the batch started")

    monkeypatch.setattr(runner, "run_batch", no_batch)
    code, out = run(["sim", "lotr-duel", "--games", "2", "--jobs", jobs])
    assert code == 2
    assert "error:" in out and "--jobs must be at least 1" in out and jobs in out


@pytest.mark.parametrize("name", ["./x.txt", "x.txt", "no/such/deck.toml"])
def test_sim_a_deck_path_that_does_not_exist_says_so(tmp_path, monkeypatch, name):
    monkeypatch.chdir(tmp_path)
    code, out = run(["sim", "lotr-duel", "--games", "2", "--decks", name, "balrog",
                     "--no-progress"])
    assert code == 2
    assert f"no such deck file: {name}" in out
    assert "no built-in deck" not in out


def test_a_mistyped_builtin_deck_is_still_a_builtin_deck_error():
    code, out = run(["sim", "lotr-duel", "--games", "2", "--decks", "gandalph", "balrog",
                     "--no-progress"])
    assert code == 2 and "no built-in deck 'gandalph'" in out


def test_watch_and_play_say_so_too(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out = run(["watch", "lotr-duel", "--decks", "./x.txt", "balrog"])
    assert code == 2 and "no such deck file: ./x.txt" in out


@pytest.mark.parametrize("argv,says", [
    (["--decks", "./x.txt", "balrog"], "no such deck file: ./x.txt"),
    (["--decks", "balrog", "gandalf"], "needs a gandalf deck"),
    (["--decks", "gandalf"], "needs 2 decks"),
    (["--agents", "heuristic", "wizard"], "unknown bot 'wizard'"),
    (["--format", "nonsense"], "nonsense"),
])
def test_sim_no_progress_bar_before_a_deck_or_agent_error(tmp_path, monkeypatch, argv, says):
    monkeypatch.chdir(tmp_path)

    def no_progress(*a, **k):
        raise AssertionError("the progress bar started")

    monkeypatch.setattr(cli, "Progress", no_progress)
    code, out = run(["sim", "lotr-duel", "--games", "50", *argv])
    assert code == 2, out
    assert "error:" in out and says in flat(out)
    assert "0/50" not in out and "heuristic vs random" not in out


def test_sim_ws_deck_error_before_the_progress_bar(monkeypatch):
    def no_progress(*a, **k):
        raise AssertionError("the progress bar started")

    monkeypatch.setattr(cli, "Progress", no_progress)
    code, out = run(["sim", "weiss-schwarz", "--games", "5", "--decks", "dengeki-ws02"])
    assert code == 2 and "needs 2 decks" in out


# ---- 3. deck check: cards whose printed abilities are not supported ----------------------

def _builtin_deck_text(name):
    return resources.files("tcgsim.games.weiss_schwarz").joinpath(
        "data", "decks", f"{name}.txt").read_text(encoding="utf-8")


def _deck_with_unsupported_cards(tmp_path):
    """dengeki-ws02 with its first two lines (4 + 4 characters) replaced by 4 copies each
    of two characters with unsupported printed abilities (one with 1, one with 2)."""
    g = get_game("weiss-schwarz")
    names = {c.name for c in g.deck("dengeki-ws02").cards}
    chars = [c for c in g.pool.by_code.values()
             if c.type == "character" and c.name not in names]
    one = next(c for c in chars if c.unsupported == 1)
    two = next(c for c in chars if c.unsupported == 2 and c.name != one.name)
    lines = [ln for ln in _builtin_deck_text("dengeki-ws02").splitlines()
             if ln.strip() and not ln.startswith("#")]
    assert lines[0].split()[0] == "4" and lines[1].split()[0] == "4"
    text = "\n".join([f"4 {one.code}", f"4 {two.code}"] + lines[2:]) + "\n"
    f = tmp_path / "mine.txt"
    f.write_text(text, encoding="utf-8")
    return f, one, two


def test_deck_check_warns_about_unsupported_abilities(tmp_path):
    f, one, two = _deck_with_unsupported_cards(tmp_path)
    code, out = run(["deck", "check", "weiss-schwarz", str(f)])
    assert code == 0
    assert "deck OK" in out and "warning" in out
    assert out.index("deck OK") < out.index("warning")
    text = flat(out)
    assert "2 cards of this deck (8 copies)" in text
    assert f"4x {one.code} {one.name}: 1 printed ability not supported" in text
    assert f"4x {two.code} {two.name}: 2 printed abilities not supported" in text


def test_deck_check_of_a_fully_supported_deck_has_no_warning(tmp_path):
    f = tmp_path / "dengeki.txt"
    f.write_text(_builtin_deck_text("dengeki-ws02"), encoding="utf-8")
    code, out = run(["deck", "check", "weiss-schwarz", str(f)])
    assert code == 0 and "deck OK" in out and "warning" not in out


def test_deck_check_of_an_illegal_deck_lists_problems_not_the_warning(tmp_path):
    f, one, _ = _deck_with_unsupported_cards(tmp_path)
    f.write_text(f.read_text() + f"4 {one.code}\n", encoding="utf-8")
    code, out = run(["deck", "check", "weiss-schwarz", str(f)])
    assert code == 2 and "is not legal" in out and "warning" not in out


# ---- 4. tcgsim games at 80 columns -------------------------------------------------------

def run_at(width, argv):
    buf = io.StringIO()
    old = cli.console.target
    cli.console.target = Console(file=buf, width=width, force_terminal=False, highlight=False)
    try:
        code = cli.main(argv)
    finally:
        cli.console.target = old
    return code, buf.getvalue()


@pytest.mark.parametrize("width", [80, 60])
def test_games_keeps_every_name_a_user_types_whole(width):
    from tcgsim.agents import agent_names
    from tcgsim.core.game import games

    code, out = run_at(width, ["games"])
    assert code == 0
    assert all(len(line) <= width for line in out.splitlines())
    assert "…" not in out
    for name in games():
        g = get_game(name)
        for word in [name, *g.deck_names(), *g.formats, *agent_names(g)]:
            assert re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", out), (name, word)
        assert g.title in flat(out)
