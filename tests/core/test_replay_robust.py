"""Issue 7 (robust input), replays (core/replay.py): a replay file that is not exactly what
it claims is refused with a ReplayError naming the file and the field, never a bare Python
exception; saving goes through core.files.write_atomic.

DESIGN §2: a replay is {tcgsim version, game, format, card-pool hash, decks, seed, actions}
(+ outcome) and `tcgsim replay FILE` checks it ends the same way."""

from __future__ import annotations

import hashlib
import json
import os
import time

import pytest

import tcgsim
from tcgsim.core import files
from tcgsim.core import replay as R
from tcgsim.core.errors import ReplayError, TcgsimError
from test_fuzz_files import record_game

LOTR = tcgsim.game("lotr-duel")
WS = tcgsim.game("weiss-schwarz")


@pytest.fixture(scope="module")
def lotr_replay(tmp_path_factory) -> dict:
    """A finished lotr-duel game, as the dict of its replay file."""
    return json.loads(record_game(LOTR, LOTR.default_decks(), 3, tmp_path_factory.mktemp("r")))


@pytest.fixture(scope="module")
def ws_replay(tmp_path_factory) -> dict:
    decks = [WS.deck("5hy-nino"), WS.deck("jj-passione")]
    return json.loads(record_game(WS, decks, 4, tmp_path_factory.mktemp("r")))


def write(tmp_path, d, name="r.json") -> str:
    p = tmp_path / name
    p.write_text(json.dumps(d), encoding="utf-8")
    return str(p)


def refused(path, *words, verify=True):
    """Loading (and re-running) `path` raises ReplayError whose message names the file and
    every word of `words`."""
    with pytest.raises(ReplayError) as ei:
        rep = R.load(path)
        if verify:
            R.verify(rep, source=str(path), log=False)
    msg = str(ei.value)
    assert str(path) in msg, msg
    for w in words:
        assert w in msg, (w, msg)
    return msg


def pool_hash(decks: list[dict]) -> str:
    """Game.card_pool_hash over decks already in their to_dict form (for files tampered
    with consistently, hash included)."""
    return hashlib.sha256(json.dumps(decks, sort_keys=True).encode()).hexdigest()[:16]


def test_a_recorded_replay_loads_and_verifies(tmp_path, lotr_replay, ws_replay):
    for d in (lotr_replay, ws_replay):
        state = R.verify(R.load(write(tmp_path, d)), log=False)
        assert state.is_terminal() and state.outcome.to_dict() == d["outcome"]


# ---- the file itself -----------------------------------------------------------------------

def test_a_replay_that_is_not_utf8_names_the_file_and_the_line(tmp_path, lotr_replay):
    text = json.dumps(lotr_replay, indent=1).replace('"gandalf"', '"gand\udcffalf"', 1)
    p = tmp_path / "latin1.json"
    p.write_bytes(text.encode("utf-8", "surrogateescape"))      # a raw 0xff byte
    line = text[:text.index("\udcff")].count("\n") + 1
    refused(p, "not UTF-8", "0xff", f"line {line}")


def test_a_deeply_nested_replay_is_refused(tmp_path, lotr_replay):
    p = tmp_path / "deep.json"
    p.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    refused(p, "nested")
    d = json.loads(json.dumps(lotr_replay))
    deep = 0
    for _ in range(40):
        deep = [deep]
    d["decks"][0]["cards"][0]["effect"] = deep
    refused(write(tmp_path, d), "decks[0].cards[0].effect", "nested more than 32 levels")


def test_a_replay_larger_than_any_game_is_refused_unread(tmp_path):
    p = tmp_path / "huge.json"
    p.write_bytes(b" " * (R.MAX_REPLAY_BYTES + 1))
    refused(p, "larger than 16 MiB")


def test_a_lone_surrogate_in_a_replay_is_refused_where_it_is(tmp_path, lotr_replay, ws_replay):
    """JSON may write "\\ud800", which is no Unicode text: printing or writing it fails
    later, so it is refused at load (the hash recomputed so only the name is wrong)."""
    for rep, field in ((lotr_replay, "decks[0].name"), (ws_replay, "decks[1].name")):
        d = json.loads(json.dumps(rep))
        i = int(field[6])
        d["decks"][i]["name"] = "deck \ud800"
        d["card_pool_hash"] = pool_hash(d["decks"])
        refused(write(tmp_path, d), field, "surrogate")
    d = json.loads(json.dumps(lotr_replay))
    d["decks"][0]["cards"][2]["name"] = "\udfff"
    d["card_pool_hash"] = pool_hash(d["decks"])
    refused(write(tmp_path, d), "decks[0].cards[2].name", "surrogate")


# ---- every field is what it claims ----------------------------------------------------------

@pytest.mark.parametrize("fmt", [["standard"], {"standard": 1}, 3, True])
def test_format_must_be_a_string_or_null(tmp_path, lotr_replay, fmt):
    d = dict(lotr_replay, format=fmt)
    refused(write(tmp_path, d), "'format'", "string or null", verify=False)


def test_an_unknown_format_name_is_a_replay_error(tmp_path, lotr_replay):
    refused(write(tmp_path, dict(lotr_replay, format="tournament")), "unknown format")


@pytest.mark.parametrize("shift", [2 ** 64, -(2 ** 64), 2 ** 65])
def test_a_seed_shifted_by_2_64_is_refused(tmp_path, lotr_replay, shift):
    """The engine masks seeds to 64 bits, so seed + 2**64 replays the same game: a replay
    claiming that seed does not match what it claims."""
    d = dict(lotr_replay, seed=lotr_replay["seed"] + shift)
    refused(write(tmp_path, d), "'seed'", "0 to 2**64 - 1", verify=False)


@pytest.mark.parametrize("seed", [True, False, -1, 3.0, "3", None, 2 ** 64])
def test_the_seed_is_a_plain_int_of_64_bits(tmp_path, lotr_replay, seed):
    refused(write(tmp_path, dict(lotr_replay, seed=seed)), "'seed'", verify=False)


def test_the_largest_64_bit_seed_is_accepted(tmp_path):
    state = LOTR.new_state(seed=2 ** 64 - 1, log=False)
    rep = R.make_replay(LOTR, LOTR.default_decks(), 2 ** 64 - 1, None, [], state.outcome)
    rep.save(tmp_path / "max.json")
    assert not R.verify(R.load(tmp_path / "max.json")).is_terminal()


@pytest.mark.parametrize("aid", [True, False, 1.0, "1", [1], None])
def test_action_ids_are_plain_ints(tmp_path, lotr_replay, aid):
    d = json.loads(json.dumps(lotr_replay))
    d["actions"][4][1] = aid
    refused(write(tmp_path, d), "action 4", "int id", verify=False)


@pytest.mark.parametrize("action", [["place"], ["place", 1, 2], [3, 1], ["", 1], "place 1", None])
def test_an_action_is_a_kind_and_an_id(tmp_path, lotr_replay, action):
    d = json.loads(json.dumps(lotr_replay))
    d["actions"][0] = action
    refused(write(tmp_path, d), "action 0", verify=False)


@pytest.mark.parametrize("field", ["tcgsim_version", "game", "rules_version", "format",
                                   "card_pool_hash", "decks", "seed", "actions", "outcome"])
def test_every_field_is_required(tmp_path, lotr_replay, field):
    """Issue 7: a replay with its outcome removed was accepted; every field must be there."""
    d = dict(lotr_replay)
    del d[field]
    refused(write(tmp_path, d), f"field {field!r} is missing", verify=False)


def test_an_unknown_field_is_refused(tmp_path, lotr_replay):
    refused(write(tmp_path, dict(lotr_replay, winner=0)), "unknown field 'winner'", verify=False)


@pytest.mark.parametrize("outcome", [
    {"winner": True, "reason": "x", "turns": 3}, {"winner": -1, "reason": "x", "turns": 3},
    {"winner": 0, "reason": 5, "turns": 3}, {"winner": 0, "reason": "x", "turns": -3},
    {"winner": 0, "reason": "x", "turns": 3.0}, {"winner": 0, "reason": "x"},
    {"winner": 0, "reason": "x", "turns": 3, "by": "me"}, "Gandalf wins", [0, "x", 3]])
def test_a_malformed_outcome_is_refused(tmp_path, lotr_replay, outcome):
    refused(write(tmp_path, dict(lotr_replay, outcome=outcome)), "outcome", verify=False)


def test_a_null_outcome_is_refused_for_a_game_that_ends(tmp_path, lotr_replay):
    """null means "unfinished": verify checks the game really is unfinished."""
    refused(write(tmp_path, dict(lotr_replay, outcome=None)), "records no outcome",
            "end the game")


def test_a_null_outcome_replays_an_unfinished_game(tmp_path, lotr_replay):
    d = dict(lotr_replay, outcome=None, actions=lotr_replay["actions"][:10])
    state = R.verify(R.load(write(tmp_path, d)), log=False)
    assert not state.is_terminal()


def test_a_recorded_outcome_for_an_unfinished_game_is_refused(tmp_path, lotr_replay):
    d = dict(lotr_replay, actions=lotr_replay["actions"][:10])
    refused(write(tmp_path, d), "ends differently", "unfinished")


def test_verify_checks_a_replay_built_in_python_too(lotr_replay):
    d = lotr_replay
    bad = R.Replay(d["game"], d["rules_version"], d["tcgsim_version"], ["standard"],
                   d["card_pool_hash"], d["decks"], d["seed"] + 2 ** 64,
                   [tuple(a) for a in d["actions"]], d["outcome"])
    with pytest.raises(ReplayError, match="'format'"):
        R.verify(bad)


# ---- decks inside replays -------------------------------------------------------------------

def test_deck_counts_in_a_replay_are_checked_before_any_expansion(tmp_path, ws_replay):
    """A Weiß Schwarz deck in a replay is [count, code] pairs: a count of 10**13 used to
    build a list of 10**13 cards (MemoryError); now it is one problem, found at once."""
    for count in (10 ** 13, 100_000_000, 51, 0, -4):
        d = json.loads(json.dumps(ws_replay))
        d["decks"][0]["cards"][0][0] = count
        t0 = time.perf_counter()
        refused(write(tmp_path, d), "deck 0 does not load", "cards[0]", "count")
        assert time.perf_counter() - t0 < 5


def test_a_deck_total_over_the_limit_is_refused_before_the_hash(tmp_path, ws_replay):
    d = json.loads(json.dumps(ws_replay))
    d["decks"][1]["cards"] = [[50, d["decks"][1]["cards"][0][1]]] * 2000      # 100,000 cards
    msg = refused(write(tmp_path, d), "deck 1 does not load", "has 100000 cards")
    assert "card-pool hash" not in msg


def test_a_lotr_deck_of_too_many_cards_is_refused_before_its_cards_are_read(tmp_path, lotr_replay):
    d = json.loads(json.dumps(lotr_replay))
    d["decks"][1]["cards"] = d["decks"][1]["cards"] * 1000
    refused(write(tmp_path, d), "deck 1 does not load", "has 27000 cards")


@pytest.mark.parametrize("deck", [None, [], "gandalf", {"name": "x"},
                                  {"name": "x", "side": "gandalf", "cards": "all"},
                                  {"name": "x", "side": "gandalf", "cards": [1, 2]}])
def test_a_malformed_lotr_deck_in_a_replay(tmp_path, lotr_replay, deck):
    d = json.loads(json.dumps(lotr_replay))
    d["decks"][0] = deck
    refused(write(tmp_path, d), "corrupt replay")


@pytest.mark.parametrize("deck", [{"name": "x"}, {"name": 5, "cards": []},
                                  {"name": "x", "cards": {"4": "code"}},
                                  {"name": "x", "cards": [[4]]},
                                  {"name": "x", "cards": [["4", "5HY/W83-001"]]},
                                  {"name": "x", "cards": [[True, "5HY/W83-001"]]},
                                  {"name": "x", "cards": [[4, "5HY/W83-001\n46 5HY/W83-002"]]},
                                  {"name": "x", "cards": [], "extra": 1}])
def test_a_malformed_weiss_schwarz_deck_in_a_replay(tmp_path, ws_replay, deck):
    d = json.loads(json.dumps(ws_replay))
    d["decks"][0] = deck
    refused(write(tmp_path, d), "corrupt replay")


def test_a_replay_with_the_wrong_number_of_decks(tmp_path, lotr_replay):
    d = dict(lotr_replay, decks=lotr_replay["decks"] * 50)
    refused(write(tmp_path, d), "100 decks", "played with 2")


# ---- writing ---------------------------------------------------------------------------------

def _replay() -> R.Replay:
    state = LOTR.new_state(seed=5, log=False)
    return R.make_replay(LOTR, LOTR.default_decks(), 5, None, [], state.outcome)


def test_save_goes_through_write_atomic(tmp_path, monkeypatch):
    calls = []
    real = files.write_atomic
    monkeypatch.setattr(R, "write_atomic", lambda p, text: calls.append(p) or real(p, text))
    _replay().save(tmp_path / "g.json")
    assert calls == [tmp_path / "g.json"]
    assert R.load(tmp_path / "g.json").seed == 5


def test_an_interrupted_save_leaves_the_old_replay_and_no_temporary_file(tmp_path, monkeypatch):
    p = tmp_path / "g.json"
    p.write_text("old", encoding="utf-8")

    def interrupted(src, dst):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        _replay().save(p)
    monkeypatch.undo()
    assert [x.name for x in tmp_path.iterdir()] == ["g.json"]
    assert p.read_text(encoding="utf-8") == "old"


def test_saving_into_a_missing_folder_names_the_folder(tmp_path):
    folder = tmp_path / "no" / "such"
    with pytest.raises(ReplayError) as ei:
        _replay().save(folder / "g.json")
    assert f"the folder {folder} does not exist" in str(ei.value)
    assert not (tmp_path / "no").exists()


def test_saving_onto_a_folder_is_a_replay_error(tmp_path):
    (tmp_path / "g.json").mkdir()
    with pytest.raises(ReplayError, match="cannot write the replay"):
        _replay().save(tmp_path / "g.json")
    assert [x.name for x in tmp_path.iterdir()] == ["g.json"]


def test_a_replay_that_load_would_refuse_is_not_written(tmp_path):
    rep = _replay()
    rep.decks[0] = dict(rep.decks[0], name="\ud800")
    with pytest.raises(ReplayError, match="surrogate"):
        rep.save(tmp_path / "g.json")
    rep = _replay()
    rep.seed = 2 ** 64
    with pytest.raises(ReplayError, match="'seed'"):
        rep.save(tmp_path / "g.json")
    assert list(tmp_path.iterdir()) == []


def test_make_replay_records_a_negative_seed_as_the_engine_reads_it(tmp_path):
    """`--seed -3` plays the game of seed 2**64 - 3 (core.rng masks to 64 bits): the replay
    records that seed, so it loads and re-runs the same game."""
    state = LOTR.new_state(seed=-3, log=False)
    same = LOTR.new_state(seed=2 ** 64 - 3, log=False)
    assert state.to_dict() == same.to_dict()
    rep = R.make_replay(LOTR, LOTR.default_decks(), -3, None, [], state.outcome)
    assert rep.seed == 2 ** 64 - 3
    rep.save(tmp_path / "neg.json")
    assert R.verify(R.load(tmp_path / "neg.json"), log=False).to_dict() == state.to_dict()


@pytest.mark.parametrize("args", [dict(seed=True), dict(seed=1.5), dict(format=["standard"]),
                                  dict(actions=[("place", True)]), dict(actions=[("place",)])])
def test_make_replay_refuses_what_load_would_refuse(args):
    kw = dict(seed=1, format=None, actions=[], outcome=None) | args
    with pytest.raises(ReplayError):
        R.make_replay(LOTR, LOTR.default_decks(), kw["seed"], kw["format"], kw["actions"],
                      kw["outcome"])


def test_every_replay_error_is_a_tcgsim_error():
    assert issubclass(ReplayError, TcgsimError)
