"""The Riftbound game object: built-in decks, deck codes, formats and seats, the CLI's
`deck check` on a file and on a code, replays."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import tcgsim
from tcgsim.core.conformance import play_random
from tcgsim.core.errors import DeckError

DECKS = ["annie", "garen", "jinx", "lee-sin", "lux", "master-yi", "viktor"]


def test_the_seven_starter_decks_are_built_in():
    g = tcgsim.game("riftbound")
    assert g.deck_names() == DECKS
    for name in DECKS:
        d = g.deck(name)
        assert len(d.main_deck) == 40 and len(d.runes) == 12


@pytest.mark.parametrize("name", DECKS)
def test_deck_code_round_trip_of_every_built_in_deck(name):
    g = tcgsim.game("riftbound")
    d = g.deck(name)
    code = g.deck_code(d)
    back = g.deck_from_code(code)
    assert {k: sorted(map(tuple, v)) for k, v in back.counts.items()} == \
        {k: sorted(map(tuple, v)) for k, v in d.counts.items()}
    assert back.champion.id == d.champion.id
    for version in range(1, 7):
        try:
            other = g.deck_code(d, version=version)
        except DeckError:
            continue                           # a version too old for the deck is refused
        assert g.deck_from_code(other).counts["main"] == back.counts["main"]


def test_a_bad_deck_code_is_a_deck_error_naming_what():
    g = tcgsim.game("riftbound")
    with pytest.raises(DeckError) as e:
        g.load_deck("CMAAAAAAAAAACAQAAAD2ZZZZ")
    assert e.value.problems


def test_formats_and_seats():
    g = tcgsim.game("riftbound")
    assert {f: g.seat_count(f) for f in ("standard", "duel", "ffa3", "ffa4", "2v2")} == \
        {"standard": 2, "duel": 2, "ffa3": 3, "ffa4": 4, "2v2": 4}
    assert g.teams("2v2") == [(0, 2), (1, 3)]
    assert g.teams("ffa4") is None
    with pytest.raises(DeckError):
        g.new_state([g.deck("jinx"), g.deck("viktor")], format="ffa3")


def test_2v2_teammates_may_not_share_a_legend():
    g = tcgsim.game("riftbound")
    d = [g.deck("jinx"), g.deck("viktor"), g.deck("jinx"), g.deck("lux")]
    with pytest.raises(DeckError) as e:
        g.new_state(d, format="2v2")
    assert "462.8.g" in str(e.value)


def test_duel_battlefields_one_per_player_drawn_from_their_three():
    """CR 458.5: each player's battlefield is drawn at random from the three they bring."""
    g = tcgsim.game("riftbound")
    seen = set()
    for seed in range(30):
        s = g.new_state([g.deck("jinx"), g.deck("viktor")], seed=seed)
        assert len(s.bf) == 2
        assert {s.T.owner[b] for b in s.bf} == {0, 1}
        seen.add(s.T.name[s.bf[0]] if s.T.owner[s.bf[0]] == 0 else s.T.name[s.bf[1]])
    assert len(seen) == 3


def _cli(*args, input=None):
    code = "import sys; from tcgsim import cli; sys.exit(cli.main(sys.argv[1:]))"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True,
                          text=True, input=input, timeout=120)


def test_deck_check_a_file_and_a_code():
    g = tcgsim.game("riftbound")
    from importlib import resources

    path = resources.files("tcgsim.games.riftbound").joinpath("data", "decks", "lux.txt")
    r = _cli("deck", "check", "riftbound", str(path))
    assert r.returncode == 0 and "deck OK" in r.stdout and "40 cards" in r.stdout
    assert "deck code:" in r.stdout
    r = _cli("deck", "check", "riftbound", g.deck_code(g.deck("garen")))
    assert r.returncode == 0 and "Garen" in r.stdout, r.stdout + r.stderr
    r = _cli("deck", "check", "riftbound", "NOTADECKCODE")
    assert r.returncode == 2 and "Traceback" not in r.stdout + r.stderr


def test_a_replay_of_a_random_duel_verifies(tmp_path):
    from tcgsim.core.replay import make_replay

    g = tcgsim.game("riftbound")
    decks = [g.deck("lee-sin"), g.deck("lux")]
    s, taken = play_random(g, 11, decks=decks)
    kinds = []
    t = g.new_state(decks, seed=11)
    for a in taken:
        kinds.append((t.decision_kind(), a))
        t.apply_id(a)
    rep = make_replay(g, decks, 11, None, kinds, s.outcome)
    f = tmp_path / "r.json"
    f.write_text(json.dumps(rep.to_dict()))
    r = _cli("replay", str(f))
    assert r.returncode == 0, r.stdout + r.stderr
