"""Riftbound in a real pseudo-terminal (pexpect), as a person plays it: `tcgsim play
riftbound` is driven to the end of a game against the heuristic bot (the random one when
the game has none), answering from the option keys printed on each screen, and every
decision's screen -- the narration since the last one, the table, the question and the
options -- fits a 120 × 50 terminal; in a duel and in the three-, four-seat and 2v2
formats. `?KEY`, `?b1`, `info`, `zones` and a wrong key are answered on the way, and at
80 columns no line is wider than the terminal."""

from __future__ import annotations

import pytest

pexpect = pytest.importorskip("pexpect")

import tcgsim  # noqa: E402
from test_play_terminal import (ANSI, END, PROMPT, COLS, ROWS, keys_on,  # noqa: E402
                                play_to_the_end, screen_of, spawn)

HEADER = "Riftbound —"
BOT = "heuristic" if "heuristic" in tcgsim.game("riftbound").agents() else "random"


@pytest.mark.parametrize("args, seed", [
    ([], 5), (["--decks", "lee-sin", "annie"], 8), (["--decks", "garen", "lux"], 13),
    (["--format", "ffa3", "--decks", "jinx", "viktor", "lee-sin"], 3),
    (["--format", "ffa4", "--decks", "jinx", "viktor", "lee-sin", "annie"], 4),
    (["--format", "2v2", "--decks", "jinx", "viktor", "lee-sin", "annie"], 6)])
def test_a_full_riftbound_game_in_a_120_by_50_terminal(args, seed):
    """A duel of three deck pairs, then three- and four-seat games (the decks named: each
    seat its own legend, as 2v2's teammates need)."""
    screens = play_to_the_end(["riftbound", *args, "--seed", str(seed), "--bot", BOT],
                              HEADER, seed)
    assert screens > 5


def test_help_info_zones_and_a_wrong_key_answer_on_the_screen():
    child = spawn(["riftbound", "--seed", "3", "--bot", BOT])
    try:
        child.expect(PROMPT)
        shown = screen_of(child.before + child.after, HEADER)
        assert len(shown) <= ROWS and max(len(ln) for ln in shown) <= COLS
        assert any("Asked: mulligan" in ln for ln in shown)
        assert any(ln.startswith("Your hand (4)") for ln in shown)
        child.sendline("?")
        child.expect(PROMPT)
        assert "B1, B2" in ANSI.sub("", child.before)
        child.sendline("?a")
        child.expect(PROMPT)
        out = ANSI.sub("", child.before)
        assert "OGN-" in out and "your hand" in out           # the card's code, where it is
        child.sendline("?b1")
        child.expect(PROMPT)
        assert "battlefield B1" in ANSI.sub("", child.before)
        child.sendline("zones")
        child.expect(PROMPT)
        out = ANSI.sub("", child.before)
        assert "Champion Zone" in out and "trash 0 (newest first)" in out
        child.sendline("info jinx")
        child.expect(PROMPT)
        assert "Jinx" in ANSI.sub("", child.before)
        child.sendline("zz")
        child.expect(PROMPT)
        assert "is not one of the options" in ANSI.sub("", child.before)
        child.sendline("q")
        child.expect(pexpect.EOF)
        assert "game abandoned" in ANSI.sub("", child.before)
    finally:
        child.close(force=True)


def test_every_screen_fits_also_at_80_columns_wide():
    """At 80 columns the battlefields go two to a row and the seats under each other: no
    line is wider than the terminal."""
    child = spawn(["riftbound", "--seed", "6", "--bot", BOT], cols=80, rows=60)
    try:
        screens = 0
        for _ in range(60):
            i = child.expect([PROMPT, END, pexpect.EOF])
            if i:
                break
            shown = screen_of(child.before + child.after, HEADER)
            assert max(len(ln) for ln in shown) <= 80, [ln for ln in shown if len(ln) > 80]
            keys = keys_on(shown)
            assert keys, "\n".join(shown)
            child.sendline(keys[screens % len(keys)])
            screens += 1
        assert screens > 5
    finally:
        child.close(force=True)
