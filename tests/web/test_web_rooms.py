"""The web server's rooms and store (tcgsim.web.rooms, tcgsim.web.store), without a
server: an answer is taken only from the seat to move, for the pending decision, and is
stored before the room takes it; a stored game is rebuilt exactly; bots play the game the
offline loop plays."""

from __future__ import annotations

import json

import pytest

import tcgsim
from tcgsim.core.errors import TcgsimError
from tcgsim.core.game import seat_decks
from tcgsim.web.rooms import RefusedError, Room, play_offline
from tcgsim.web.store import Store, StoreError


def _room(tmp_path, game="lotr-duel", seats=None, seed=3, fmt=None):
    g = tcgsim.game(game)
    fmt = g.check_format(fmt)
    store = Store(tmp_path / "games.sqlite")
    seats = seats or [{"kind": "person"}, {"kind": "bot", "agent": "random"}]
    return Room.create(store, game, fmt, seed, seat_decks(g, fmt), seats), store


def _first(room):
    s = room.state
    a = s.legal_actions()[0]
    return a.kind, a.id


def test_an_answer_is_taken_from_the_seat_to_move_for_the_pending_decision(tmp_path):
    room, store = _room(tmp_path, seats=[{"kind": "person"}, {"kind": "person"}])
    p = room.state.current_player()
    other = 1 - p
    kind, aid = _first(room)
    before = json.dumps(room.state.to_dict(), sort_keys=True)
    with pytest.raises(RefusedError, match="not your turn"):
        room.answer(other, 0, kind, aid)
    with pytest.raises(RefusedError, match="spectators cannot act"):
        room.answer(None, 0, kind, aid)
    with pytest.raises(RefusedError, match="already answered"):
        room.answer(p, 5, kind, aid)
    with pytest.raises(RefusedError, match="not one of the options"):
        room.answer(p, 0, kind, 10 ** 6)
    with pytest.raises(RefusedError, match="not one of the options"):
        room.answer(p, 0, "no-such-kind", aid)
    with pytest.raises(RefusedError, match="decision number"):
        room.answer(p, "0", kind, aid)
    assert json.dumps(room.state.to_dict(), sort_keys=True) == before
    assert store.actions(room.id) == []
    room.answer(p, 0, kind, aid)
    assert room.n == 1 and store.actions(room.id) == [(p, kind, aid)]
    # the same answer again (a repeated message, a second tab) is stale now
    with pytest.raises(RefusedError, match="already answered"):
        room.answer(p, 0, kind, aid)
    assert room.n == 1 and len(store.actions(room.id)) == 1


def test_tokens_name_a_seat_or_the_spectators(tmp_path):
    room, _ = _room(tmp_path, seats=[{"kind": "person"}, {"kind": "person"}])
    t0, t1 = (s["token"] for s in room.players)
    assert room.seat_of(t0) == 0 and room.seat_of(t1) == 1
    assert room.seat_of(None) is None and room.seat_of("") is None   # the game's plain link
    for bad in ("x" * 12, t0[:-1], 7, ["a"]):
        with pytest.raises(RefusedError, match="token"):
            room.seat_of(bad)


def test_a_failed_write_changes_nothing(tmp_path, monkeypatch):
    room, store = _room(tmp_path)
    kind, aid = _first(room)
    before = json.dumps(room.state.to_dict(), sort_keys=True)

    def broken(*a, **k):
        raise StoreError("disk full")

    monkeypatch.setattr(store, "add_action", broken)
    with pytest.raises(StoreError):
        room.answer(room.state.current_player(), 0, kind, aid)
    assert room.n == 0 and json.dumps(room.state.to_dict(), sort_keys=True) == before


def test_the_database_refuses_a_decision_stored_twice(tmp_path):
    room, store = _room(tmp_path)
    kind, aid = _first(room)
    store.add_action(room.id, 0, 0, kind, aid)
    with pytest.raises(StoreError, match="refused"):
        store.add_action(room.id, 0, 0, kind, aid)
    assert store.actions(room.id) == [(0, kind, aid)]


@pytest.mark.parametrize("game", ["lotr-duel", "weiss-schwarz", "wixoss", "riftbound"])
def test_a_stored_game_is_rebuilt_at_the_same_decision(tmp_path, game):
    g = tcgsim.game(game)
    n = g.seat_count(None)
    room, store = _room(tmp_path, game, seats=[{"kind": "person"}] * n, seed=11)
    for _ in range(40):
        if room.finished:
            break
        kind, aid = _first(room)
        room.answer(room.state.current_player(), room.n, kind, aid)
    again = Room.rebuild(store, store.game(room.id))
    assert again.n == room.n
    assert json.dumps(again.state.to_dict(), sort_keys=True) == \
        json.dumps(room.state.to_dict(), sort_keys=True)
    for mode in ("board", "text"):
        assert again.message(0, 0, mode)[0] == room.message(0, 0, mode)[0]


def test_a_corrupt_stored_action_is_named(tmp_path):
    room, store = _room(tmp_path)
    store.add_action(room.id, 0, 1 - room.state.current_player(), "place", 0)
    with pytest.raises(TcgsimError, match="stored action 0"):
        Room.rebuild(store, store.game(room.id))


def test_bots_in_a_room_play_the_offline_game(tmp_path):
    agents = ["heuristic", "random"]
    room, store = _room(tmp_path, seats=[{"kind": "bot", "agent": a} for a in agents], seed=21)
    while not room.finished:
        n, aid = room.bot_answer()
        assert room.play_bot(n, aid)
    g = tcgsim.game("lotr-duel")
    off, moves = play_offline(g, seat_decks(g, "standard"), 21, "standard", agents)
    assert moves == room.n
    assert off.outcome.to_dict() == room.state.outcome.to_dict()
    assert store.game(room.id).finished
    assert store.game(room.id).outcome == room.state.outcome.to_dict()


def test_a_bot_answer_for_a_past_decision_is_dropped(tmp_path):
    room, _ = _room(tmp_path, seats=[{"kind": "bot", "agent": "random"}] * 2)
    n, aid = room.bot_answer()
    assert room.play_bot(n, aid)
    assert not room.play_bot(n, aid)          # decision n was answered already
    assert room.n == 1


def test_the_seat_to_move_alone_is_sent_the_options(tmp_path):
    room, _ = _room(tmp_path, seats=[{"kind": "person"}, {"kind": "person"}])
    p = room.state.current_player()
    mine, _ = room.message(p)
    theirs, _ = room.message(1 - p)
    watch, _ = room.message(None)
    assert mine["decision"]["options"] and mine["to_move"] == p
    assert "decision" not in theirs and theirs["to_move"] == p
    # a person plays: spectators get no table (it would show them every hand)
    assert watch["board"] is None and watch["table"] is None
    assert mine["board"] and theirs["board"] and mine["mode"] == "board"
    assert room.message(p, 0, "text")[0]["table"] and room.message(None, 0, "text")[0]["table"] is None
    assert all(o.keys() == {"key", "kind", "id", "label", "card"} for o in mine["decision"]["options"])


def test_spectators_see_the_table_of_a_bots_game(tmp_path):
    room, _ = _room(tmp_path, seats=[{"kind": "bot", "agent": "random"}] * 2)
    assert room.message(None)[0]["board"] and room.message(None, 0, "text")[0]["table"]


def test_card_info_answers_only_what_the_seat_can_see(tmp_path):
    room, _ = _room(tmp_path, seats=[{"kind": "person"}, {"kind": "person"}])
    p = room.state.current_player()
    hand = room.game.ui_hand(room.state, p)
    name = room.state.T.cards[hand[0]].name
    assert room.info(p, name) and name.split()[0] in room.info(p, name)
    assert room.info(None, name) is None
    assert room.info(p, "") is None and room.info(p, "x" * 200) is None and room.info(p, 5) is None
