"""WIXOSS in a real pseudo-terminal (pexpect), as a person plays it: `tcgsim play wixoss`
is driven to the end of a game answering from the option keys printed on each screen, and
every decision's screen -- the narration since the last one, the table, the question and
the options -- fits a 120 × 50 terminal. `?KEY`, `info`, `zones` and a wrong key are
answered on the way."""

from __future__ import annotations

import pytest

pexpect = pytest.importorskip("pexpect")

from test_play_terminal import (ANSI, END, PROMPT, ROWS, COLS, keys_on,  # noqa: E402
                                play_to_the_end, screen_of, spawn)

HEADER = "WIXOSS —"


@pytest.mark.parametrize("decks, bot, seed", [(["wd01", "wd02"], "heuristic", 5),
                                              (["wd03", "wd05"], "random", 8),
                                              (["wd04", "wd01"], "heuristic", 13)])
def test_a_full_wixoss_game_in_a_120_by_50_terminal(decks, bot, seed):
    screens = play_to_the_end(["wixoss", "--decks", *decks, "--seed", str(seed), "--bot", bot],
                              HEADER, seed)
    assert screens > 10


def test_help_info_zones_and_a_wrong_key_answer_on_the_screen():
    child = spawn(["wixoss", "--seed", "3", "--bot", "heuristic"])
    try:
        child.expect(PROMPT)
        shown = screen_of(child.before + child.after, HEADER)
        assert len(shown) <= ROWS and max(len(ln) for ln in shown) <= COLS
        assert any("Asked:" in ln for ln in shown)
        child.sendline("?")
        child.expect(PROMPT)
        assert "SIGNI zones" in ANSI.sub("", child.before)
        child.sendline("?a")
        child.expect(PROMPT)
        assert "WD0" in ANSI.sub("", child.before)           # the card's code and words
        child.sendline("zones")
        child.expect(PROMPT)
        out = ANSI.sub("", child.before)
        assert "LRIG zone" in out and "check zone" in out
        child.sendline("info servant")
        child.expect(PROMPT)
        child.sendline("zz")
        child.expect(PROMPT)
        assert "is not one of the options" in ANSI.sub("", child.before)
        child.sendline("q")
        child.expect(pexpect.EOF)
        assert "game abandoned" in ANSI.sub("", child.before)
    finally:
        child.close(force=True)


def test_every_screen_fits_also_at_80_columns_wide():
    """At 80 columns the zones go under the SIGNI rows: no line is wider than the terminal."""
    child = spawn(["wixoss", "--seed", "6", "--bot", "heuristic"], cols=80, rows=60)
    try:
        for _ in range(40):
            i = child.expect([PROMPT, END, pexpect.EOF])
            if i:
                break
            shown = screen_of(child.before + child.after, HEADER)
            assert max(len(ln) for ln in shown) <= 80, [ln for ln in shown if len(ln) > 80]
            keys = keys_on(shown)
            child.sendline(keys[-1])
    finally:
        child.close(force=True)
