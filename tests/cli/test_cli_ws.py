"""The `tcgsim` command with Weiß Schwarz (issue 3 §3)."""

import json

from test_cli import run

from tcgsim.core import replay as replay_mod


def test_watch_weiss_schwarz_with_two_builtin_decks(tmp_path):
    rp = tmp_path / "ws.json"
    code, out = run(["watch", "weiss-schwarz", "--seed", "2", "--decks", "dengeki-ws02",
                     "5hy-nino", "--quiet", "--replay", str(rp)])
    assert code == 0 and "wins" in out
    state = replay_mod.verify(replay_mod.load(rp))
    assert state.is_terminal()


def test_sim_weiss_schwarz(tmp_path):
    js = tmp_path / "r.json"
    code, out = run(["sim", "weiss-schwarz", "--games", "8", "--seed", "1", "--agents",
                     "heuristic", "random", "--decks", "jj-passione", "5hy-yotsuba",
                     "--json", str(js), "--no-progress"])
    assert code == 0 and "heuristic" in out
    assert json.loads(js.read_text())["summary"]["games"] == 8


def test_play_weiss_schwarz_against_the_bot():
    code, out = run(["play", "weiss-schwarz", "--seed", "3", "--decks", "dengeki-ws02",
                     "dengeki-ws02"], stdin="x\n" + "1\n" * 3000)
    assert code == 0
    assert "is not one of the options" in out
    assert "You win!" in out or "You lose." in out or "Draw." in out or "abandoned" in out


def test_a_person_plays_a_full_game_of_each_deck_against_the_heuristic_bot(monkeypatch):
    """Issue 3: a full game in the terminal with any of the four decks. The person here
    always takes the last option offered (keep the hand, skip the clock, end the main
    phase, no attack...), so the bot wins, but every screen is drawn to the end."""
    from tcgsim import terminal

    monkeypatch.setattr(terminal, "_ask", lambda state, acts, *rest, **kw: acts[-1])
    for deck in ("dengeki-ws02", "5hy-yotsuba", "5hy-nino", "jj-passione"):
        code, out = run(["play", "weiss-schwarz", "--seed", "5", "--decks", deck, deck])
        assert code == 0
        assert "You lose." in out or "You win!" in out, deck
