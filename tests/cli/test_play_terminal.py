"""Issue 8: `tcgsim play` driven through a real pseudo-terminal (pexpect), as a person would
play it: every answer is read off the screen (the option keys printed there), a game of
each game is played to its end, and every decision's screen -- the table, the question
and the options -- fits a 120 × 50 terminal."""

from __future__ import annotations

import os
import re
import sys

import pytest

pexpect = pytest.importorskip("pexpect")

from tcgsim.core.rng import Rng  # noqa: E402

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\r")
PROMPT = r"your choice(?:\x1b\[[0-9;]*m)* \([^\n]*\): "
END = r"(You win!|You lose\.|Draw\.)"
COLS, ROWS = 120, 50


def spawn(args, cols=COLS, rows=ROWS):
    env = dict(os.environ, TERM="xterm-256color", COLUMNS=str(cols), LINES=str(rows),
               PYTHONUNBUFFERED="1")
    env.pop("NO_COLOR", None)
    return pexpect.spawn(sys.executable, ["-m", "tcgsim.cli", "play", *args], env=env,
                         dimensions=(rows, cols), encoding="utf-8", timeout=60,
                         codec_errors="replace")


CLEAR = "\x1b[2J"


def screen_of(text: str, header: str) -> list[str]:
    """The lines of the last decision screen in `text`: a terminal gets a fresh screen for
    each decision (the narration since the last one, the table, the question, the
    options), so from the last clear to the prompt; without one, from the table's header."""
    if CLEAR in text:
        text = text.rsplit(CLEAR, 1)[1]
        lines = ANSI.sub("", text).split("\n")
        assert any(ln.startswith(header) for ln in lines), "no table on the screen"
        return lines
    lines = ANSI.sub("", text).split("\n")
    start = max((i for i, ln in enumerate(lines) if ln.startswith(header)), default=0)
    return lines[start:]


def keys_on(screen: list[str]) -> list[str]:
    """The option keys a person can read on the screen: numbered and lettered option
    lines ("   3 end the main phase", "   g play ...") and grouped letters ("a, b, c: ...")."""
    keys = []
    for ln in screen:
        m = re.match(r"^\s{1,3}([a-z]|\d{1,2}) \S", ln)
        if m:
            keys.append(m.group(1))
            continue
        m = re.match(r"^\s{1,3}((?:[a-z], )+[a-z]): ", ln)
        if m:
            keys += m.group(1).split(", ")
    return keys


def play_to_the_end(args, header, seed, max_answers=3000):
    child = spawn(args)
    rng = Rng(seed)
    screens = 0
    keys = []
    try:
        for _ in range(max_answers):
            i = child.expect([PROMPT, END, pexpect.EOF])
            if i != 0:
                assert i == 1, f"the game stopped before its end:\n{ANSI.sub('', child.before)[-2000:]}"
                child.expect(pexpect.EOF)
                return screens
            shown = screen_of(child.before + child.after, header)
            assert len(shown) <= ROWS, f"a screen of {len(shown)} lines:\n" + "\n".join(shown)
            too_wide = [ln for ln in shown if len(ln) > COLS]
            assert not too_wide, f"lines wider than {COLS}: {too_wide[:3]}"
            keys = keys_on(shown) or keys    # a question asked again keeps its options
            assert keys, "no option key on the screen:\n" + "\n".join(shown)
            child.sendline(keys[rng.below(len(keys))])
            screens += 1
        raise AssertionError(f"no end after {max_answers} answers")
    finally:
        child.close(force=True)


@pytest.mark.parametrize("decks", [["dengeki-ws02", "5hy-nino"], ["jj-passione", "5hy-yotsuba"]])
def test_a_full_weiss_schwarz_game_in_a_120_by_50_terminal(decks):
    screens = play_to_the_end(["weiss-schwarz", "--decks", *decks, "--seed", "5",
                               "--bot", "heuristic"], "Weiß Schwarz —", 5)
    assert screens > 10


def test_a_full_lotr_duel_game_in_a_120_by_50_terminal():
    screens = play_to_the_end(["lotr-duel", "--seed", "4", "--bot", "heuristic"],
                              "The Lord of the Rings", 4)
    assert screens > 10
