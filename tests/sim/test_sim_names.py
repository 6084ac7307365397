"""The simulator's names and checks (issue 8): each seat's deck named, two agents of the
same bot told apart, jobs refused below 1 and defaulting to every core, a deck path that
does not exist named as such, and every check made before the first game."""

import os

import pytest

from tcgsim.core.errors import DeckError, TcgsimError
from tcgsim.core.game import game as get_game
from tcgsim.sim import default_jobs, prepare_batch, run_batch
from tcgsim.sim.runner import agent_labels, resolve_decks


def test_agent_labels_tell_the_same_bot_apart():
    assert agent_labels(("heuristic", "random")) == ("heuristic", "random")
    assert agent_labels(("heuristic", "heuristic")) == ("heuristic (A)", "heuristic (B)")


def test_a_batch_of_the_same_bot_keeps_the_two_agents_apart():
    b = run_batch("lotr-duel", 6, seed=3, agents=("random", "random"), jobs=1)
    s = b.summary()
    assert s["agents"] == ["random", "random"]
    assert [a["agent"] for a in s["per_agent"]] == ["random (A)", "random (B)"]
    d = b.to_dict()
    assert d["results"][0]["seat_labels"] == ["random (A)", "random (B)"]
    assert d["results"][1]["seat_labels"] == ["random (B)", "random (A)"]
    # agent A's wins are the games won by the seat A sat in
    a_wins = sum(1 for r in d["results"] if r["winner_seat"] is not None
                 and r["seat_labels"][r["winner_seat"]] == "random (A)")
    assert a_wins == s["per_agent"][0]["wins"]


def test_the_decks_of_a_batch_are_named_by_seat(tmp_path):
    b = run_batch("weiss-schwarz", 2, seed=1, agents=("random", "random"),
                  deck_names=["dengeki-ws02", "5hy-nino"])
    assert b.decks == ["dengeki-ws02", "5hy-nino"]
    assert run_batch("lotr-duel", 2, seed=1, agents=("random", "random")).decks == \
        ["gandalf", "balrog"]


@pytest.mark.parametrize("jobs", [0, -1, True, 1.5])
def test_run_batch_refuses_jobs_that_are_not_a_number_of_processes(jobs):
    with pytest.raises(TcgsimError, match="jobs must be"):
        run_batch("lotr-duel", 2, seed=1, agents=("random", "random"), jobs=jobs)


def test_default_jobs_is_every_core(monkeypatch):
    monkeypatch.setattr(os, "cpu_count", lambda: 6)
    assert default_jobs() == 6
    monkeypatch.setattr(os, "cpu_count", lambda: None)
    assert default_jobs() == 1


def test_more_jobs_than_games_give_the_same_results():
    one = run_batch("lotr-duel", 3, seed=4, agents=("heuristic", "random"), jobs=1)
    many = run_batch("lotr-duel", 3, seed=4, agents=("heuristic", "random"), jobs=16)
    assert one.to_dict() == many.to_dict()
    assert many.jobs <= 3                    # no process without a game to play


@pytest.mark.parametrize("name", ["./x.txt", "x.toml", "decks/mine", "~/deck.txt"])
def test_a_deck_path_that_does_not_exist_is_named_as_a_missing_file(tmp_path, monkeypatch,
                                                                    name):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(TcgsimError) as e:
        resolve_decks(get_game("lotr-duel"), [name, "balrog"])
    assert str(e.value) == f"no such deck file: {name}"
    assert not isinstance(e.value, DeckError) or "no built-in deck" not in str(e.value)


def test_every_missing_deck_file_is_named(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(TcgsimError) as e:
        resolve_decks(get_game("lotr-duel"), ["./a.toml", "./b.toml"])
    assert "no such deck file: ./a.toml" in str(e.value)
    assert "no such deck file: ./b.toml" in str(e.value)


def test_a_name_without_a_path_is_still_a_builtin_deck():
    with pytest.raises(DeckError, match="no built-in deck 'gandalph'"):
        resolve_decks(get_game("lotr-duel"), ["gandalph", "balrog"])


@pytest.mark.parametrize("decks,agents,fmt,says", [
    (["balrog", "gandalf"], ("random", "random"), None, "needs a gandalf deck"),
    (["gandalf"], ("random", "random"), None, "needs 2 decks"),
    (None, ("random", "wizard"), None, "unknown bot 'wizard'"),
    (None, ("random", "random"), "nonsense", "nonsense"),
])
def test_prepare_batch_finds_what_a_game_would_refuse(decks, agents, fmt, says):
    with pytest.raises(TcgsimError, match=says):
        prepare_batch("lotr-duel", agents, decks, fmt)


def test_prepare_batch_returns_the_game_and_its_decks():
    game, decks = prepare_batch("lotr-duel", ("random", "greedy"))
    assert game.name == "lotr-duel" and [d.name for d in decks] == ["gandalf", "balrog"]
