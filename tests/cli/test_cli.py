"""The `tcgsim` command as a user meets it (issue 2 §2, §4)."""

import io
import json
import re
import subprocess
import sys

import pytest

from tcgsim import cli
from tcgsim.core import replay as replay_mod


PROMPT = "your choice"
OPTION = re.compile(r"^\s{1,3}([a-z]|\d{1,2}) \S")            # "   a place G07", "  12 ..."
OPTION_GROUP = re.compile(r"^\s{1,3}((?:[a-z], )+[a-z]): ")      # "  a, b, c: place it"


def option_keys(screen: str) -> list[str]:
    """The option keys `tcgsim play` printed on a screen: the letters of hand cards and the
    numbers of the other options."""
    keys = []
    for line in screen.splitlines():
        m = OPTION_GROUP.match(line)
        if m:
            keys += m.group(1).split(", ")
            continue
        m = OPTION.match(line)
        if m:
            keys.append(m.group(1))
    return keys


def first_key(text: str) -> str:
    """The first option key of the last question in `text` (a re-asked question shows no
    options again: the question before it does)."""
    for screen in reversed(text.split(PROMPT)[:-1]):
        keys = option_keys(screen)
        if keys:
            return keys[0]
    return "1"


class Person(io.TextIOBase):
    """A stdin for `run` that types `first` lines, then answers every question with the
    first option key shown on the screen; the end of input after `limit` answers."""

    def __init__(self, first: str = "", limit: int = 3000):
        self.first, self.limit, self.screen = first.splitlines(True), limit, lambda: ""

    def readable(self):
        return True

    def readline(self, size=-1):
        if self.first:
            return self.first.pop(0)
        if self.limit <= 0:
            return ""
        self.limit -= 1
        return first_key(self.screen()) + "\n"


def run(argv, stdin=""):
    """Run the CLI in-process; returns (exit code, printed text). `stdin` is the text typed,
    or a Person who reads the screen."""
    buf = io.StringIO()
    old_console = cli.console.target
    old_stdin = sys.stdin
    from rich.console import Console

    cli.console.target = Console(file=buf, width=120, force_terminal=False, highlight=False)
    if isinstance(stdin, Person):
        stdin.screen = buf.getvalue
        sys.stdin = stdin
    else:
        sys.stdin = io.StringIO(stdin)
    try:
        code = cli.main(argv)
    finally:
        cli.console.target = old_console
        sys.stdin = old_stdin
    return code, buf.getvalue()


def test_games_lists_lotr_duel():
    code, out = run(["games"])
    assert code == 0 and "lotr-duel" in out and "Gandalf" in out


def test_watch_narrates_a_game_to_the_end(tmp_path):
    rp = tmp_path / "w.json"
    code, out = run(["watch", "lotr-duel", "--seed", "4", "--replay", str(rp)])
    assert code == 0
    assert "wins" in out
    assert rp.exists()
    state = replay_mod.verify(replay_mod.load(rp))
    assert state.is_terminal()


def test_sim_prints_table_and_writes_json(tmp_path):
    js = tmp_path / "r.json"
    code, out = run(["sim", "lotr-duel", "--games", "20", "--seed", "3", "--agents",
                     "heuristic", "random", "--jobs", "2", "--json", str(js), "--no-progress"])
    assert code == 0
    assert "95% CI" in out and "heuristic" in out and "avg turns" in out
    d = json.loads(js.read_text())
    assert d["summary"]["games"] == 20 and len(d["results"]) == 20


def test_sim_same_seed_same_json_with_different_jobs(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    run(["sim", "lotr-duel", "--games", "16", "--seed", "5", "--jobs", "1", "--json", str(a),
         "--no-progress"])
    run(["sim", "lotr-duel", "--games", "16", "--seed", "5", "--jobs", "2", "--json", str(b),
         "--no-progress"])
    assert json.loads(a.read_text())["results"] == json.loads(b.read_text())["results"]


def test_play_reasks_on_bad_input_and_plays_to_the_end(tmp_path):
    # a person who types nonsense first, then always the first option
    rp = tmp_path / "p.json"
    code, out = run(["play", "lotr-duel", "--seed", "8", "--as", "gandalf", "--replay",
                     str(rp)], stdin=Person("banana\n0\n99\n"))
    assert code == 0
    assert "is not one of the options" in out
    assert "You win!" in out or "You lose." in out
    state = replay_mod.verify(replay_mod.load(rp))
    assert state.is_terminal()


def test_play_accepts_card_ids_and_quits_cleanly():
    code, out = run(["play", "lotr-duel", "--seed", "8", "--as", "balrog"], stdin="q\n")
    assert code == 0 and "abandoned" in out


def test_play_end_of_input_abandons_the_game():
    code, out = run(["play", "lotr-duel", "--seed", "8"], stdin="")
    assert code == 0 and "abandoned" in out


def test_replay_ok_and_corrupt_and_other_version(tmp_path):
    rp = tmp_path / "g.json"
    run(["watch", "lotr-duel", "--seed", "11", "--quiet", "--replay", str(rp)])
    code, out = run(["replay", str(rp)])
    assert code == 0 and "replay OK" in out

    bad = tmp_path / "bad.json"
    bad.write_text(rp.read_text()[:200])
    code, out = run(["replay", str(bad)])
    out = " ".join(out.split())
    assert code == 2 and "corrupt replay" in out and "not valid JSON" in out

    d = json.loads(rp.read_text())
    d["rules_version"] = "lotr-duel/0"
    old = tmp_path / "old.json"
    old.write_text(json.dumps(d))
    code, out = run(["replay", str(old)])
    out = " ".join(out.split())          # the message wraps at the terminal width
    assert code == 2 and "rules version 'lotr-duel/0'" in out

    d = json.loads(rp.read_text())
    d["actions"][3][1] = 999
    tampered = tmp_path / "t.json"
    tampered.write_text(json.dumps(d))
    code, out = run(["replay", str(tampered)])
    out = " ".join(out.split())          # the message wraps at the terminal width
    assert code == 2 and "action 3" in out and "not legal" in out

    d = json.loads(rp.read_text())
    d["decks"][0]["cards"][0]["attack"] = "...."
    swapped = tmp_path / "s.json"
    swapped.write_text(json.dumps(d))
    code, out = run(["replay", str(swapped)])
    assert code == 2 and "card-pool hash" in out


def test_unknown_game_and_bot_are_clear_errors():
    code, out = run(["watch", "chess"])
    assert code == 2 and "unknown game 'chess'" in out
    code, out = run(["watch", "lotr-duel", "--agents", "random", "wizard"])
    assert code == 2 and "unknown bot 'wizard'" in out


def test_bad_deck_file_is_a_clear_error(tmp_path):
    f = tmp_path / "g.toml"
    f.write_text('[deck]\nname = "x"\nside = "gandalf"\n[[card]]\nid = "A"\nname = "A"\n'
                 'defence = "XX"\nattack = "...."\n')
    code, out = run(["watch", "lotr-duel", "--decks", str(f), "balrog"])
    assert code == 2 and "card A" in out and "'defence'" in out


def test_console_script_is_installed():
    out = subprocess.run([sys.executable, "-m", "tcgsim.cli", "games"], capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0 and "lotr-duel" in out.stdout
