"""The `tcgsim` command with WIXOSS: watch (narration and the table as a spectator sees
it), sim, replay of a saved game, and play through the in-process terminal."""

import json

from test_cli import Person, run

from tcgsim.core import replay as replay_mod


def test_watch_wixoss_narrates_draws_the_final_board_and_saves_a_replay(tmp_path):
    rp = tmp_path / "wx.json"
    code, out = run(["watch", "wixoss", "--seed", "2", "--decks", "wd01", "wd02",
                     "--replay", str(rp)])
    assert code == 0
    assert "── Turn 1:" in out and "Open!" in out and "Game over" in out
    assert "WIXOSS —" in out and "spectator" in out           # the table, drawn
    assert "wins" in out
    state = replay_mod.verify(replay_mod.load(rp))
    assert state.is_terminal()


def test_watch_wixoss_quiet():
    code, out = run(["watch", "wixoss", "--seed", "4", "--agents", "random", "random",
                     "--quiet"])
    assert code == 0 and "Game over" in out and "LRIG" in out


def test_sim_wixoss_20_games(tmp_path):
    js = tmp_path / "r.json"
    code, out = run(["sim", "wixoss", "--games", "20", "--seed", "1", "--no-progress",
                     "--json", str(js)])
    assert code == 0 and "20 games" in out
    assert json.loads(js.read_text())["summary"]["games"] == 20


def test_replay_of_a_played_wixoss_game(tmp_path):
    rp = tmp_path / "played.json"
    code, out = run(["play", "wixoss", "--seed", "3", "--bot", "random", "--replay", str(rp)],
                    stdin=Person("zz\n?\nzones\n"))
    assert code == 0 and "is not one of the options" in out
    assert "You win!" in out or "You lose." in out or "Draw." in out
    code, out = run(["replay", str(rp)])
    assert code == 0 and "replay OK: wixoss, seed 3" in out
    code, out = run(["replay", "--show", str(rp)])
    assert code == 0 and "Game over" in out and "── Turn 2:" in out


def test_play_wixoss_to_the_end_taking_the_last_option(monkeypatch):
    """Every screen is drawn to the end with each of the five decks (the person takes the
    last option offered: keep, no ener, no grow, end the main phase, no attack...)."""
    from tcgsim import terminal

    monkeypatch.setattr(terminal, "_ask", lambda state, acts, *rest, **kw: acts[-1])
    for deck in ("wd01", "wd02", "wd03", "wd04", "wd05"):
        code, out = run(["play", "wixoss", "--seed", "5", "--decks", deck, "wd02"])
        assert code == 0
        assert "You lose." in out or "You win!" in out or "Draw." in out, deck
        assert "Asked:" in out
