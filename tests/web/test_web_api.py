"""The web server's HTTP API and sockets, in process (Starlette's TestClient): the lobby's
catalog, creating games with built-in or uploaded decks (a bad deck is refused with the
same DeckError problems as `tcgsim deck check`), a full game over a socket, the refusals a
page can meet, the replay of a finished game, and a second server process over the same
database going on from the same decision."""

from __future__ import annotations

import json
import warnings

import pytest

warnings.filterwarnings("ignore", message=".*httpx2.*")
from starlette.testclient import TestClient  # noqa: E402

from tcgsim.core.replay import Replay, verify  # noqa: E402
from tcgsim.web.app import MAX_DECK_BYTES, create_app  # noqa: E402


@pytest.fixture
def db(tmp_path):
    return tmp_path / "games.sqlite"


def _client(db):
    return TestClient(create_app(db, bot_delay=0))


def _new(c, game="lotr-duel", seats=None, **extra):
    seats = seats or [{"kind": "person"}, {"kind": "bot", "agent": "heuristic"}]
    r = c.post("/api/games", json={"game": game, "seats": seats, **extra})
    assert r.status_code == 200, r.text
    return r.json()


def _token(link):
    return link.split("#", 1)[1]


def _hello(ws, token):
    ws.send_text(json.dumps({"type": "hello", "token": token}))
    return json.loads(ws.receive_text())


def _state(ws):
    """The next state message (skipping none: the server sends one per change)."""
    m = json.loads(ws.receive_text())
    assert m["type"] == "state", m
    return m


def test_the_catalog_lists_every_game_with_formats_decks_and_bots(db):
    with _client(db) as c:
        cat = c.get("/api/catalog").json()
    games = {g["name"]: g for g in cat["games"]}
    assert set(games) == {"lotr-duel", "weiss-schwarz", "wixoss", "riftbound"}
    rb = games["riftbound"]
    assert {"duel", "ffa3", "ffa4", "2v2"} <= set(rb["formats"])
    assert len(rb["formats"]["ffa4"]["seats"]) == 4
    assert "heuristic" in rb["bots"] and "jinx" in rb["decks"]


def test_a_game_is_played_to_its_end_over_a_socket_and_offers_its_replay(db):
    with _client(db) as c:
        out = _new(c, seed=3)
        tok = _token(out["seats"][0]["link"])
        assert c.get(f"/api/games/{out['id']}/replay", params={"token": tok}).status_code == 409
        with c.websocket_connect(f"/ws/{out['id']}") as ws:
            m = _hello(ws, tok)
            assert m["seat"] == 0 and m["events"] and m["board"]["areas"]
            while not m["finished"]:
                if m.get("decision"):
                    o = m["decision"]["options"][-1]
                    ws.send_text(json.dumps({"type": "act", "n": m["n"], "kind": o["kind"],
                                             "id": o["id"]}))
                m = _state(ws)
            assert m["outcome"].endswith("wins") and m["to_move"] is None
        r = c.get(f"/api/games/{out['id']}/replay", params={"token": tok})
        assert r.status_code == 200 and "attachment" in r.headers["content-disposition"]
        d = r.json()
        assert c.get(f"/api/games/{out['id']}/replay", params={"token": "nope"}).status_code == 404
    rep = Replay(d["game"], d["rules_version"], d["tcgsim_version"], d["format"],
                 d["card_pool_hash"], d["decks"], d["seed"], [tuple(a) for a in d["actions"]],
                 d["outcome"])
    final = verify(rep)
    assert final.is_terminal() and len(rep.actions) == m["n"]


def test_a_page_meets_clear_refusals_and_nothing_changes(db):
    with _client(db) as c:
        out = _new(c, seats=[{"kind": "person"}, {"kind": "person"}], seed=4)
        t0, t1 = (_token(s["link"]) for s in out["seats"])
        with c.websocket_connect(f"/ws/{out['id']}") as w0, \
                c.websocket_connect(f"/ws/{out['id']}") as w1:
            m0, m1 = _hello(w0, t0), _hello(w1, t1)
            mover, other = (w0, w1) if m0.get("decision") else (w1, w0)
            m = m0 if m0.get("decision") else m1
            o = m["decision"]["options"][0]
            act = {"type": "act", "n": m["n"], "kind": o["kind"], "id": o["id"]}
            other.send_text(json.dumps(act))
            assert "not your turn" in json.loads(other.receive_text())["message"]
            mover.send_text("{not json")
            assert "JSON object" in json.loads(mover.receive_text())["message"]
            mover.send_text(json.dumps({"type": "act", "n": m["n"], "kind": o["kind"], "id": 99999}))
            assert "not one of the options" in json.loads(mover.receive_text())["message"]
            mover.send_text(json.dumps({"type": "bogus"}))
            assert "unknown message type" in json.loads(mover.receive_text())["message"]
            mover.send_text("x" * 10_000)
            assert "too long" in json.loads(mover.receive_text())["message"]
            mover.send_text(json.dumps(act))            # now the real answer
            assert _state(mover)["n"] == 1 and _state(other)["n"] == 1
            mover.send_text(json.dumps(act))            # the same answer again: stale
            assert "already answered" in json.loads(mover.receive_text())["message"]
        with c.websocket_connect(f"/ws/{out['id']}") as w:
            m = _hello(w, "wrong-token")
            assert m["type"] == "error" and m["fatal"] and "token" in m["message"]
        with c.websocket_connect("/ws/no-such-game") as w:
            m = _hello(w, t0)
            assert m["type"] == "error" and "no game" in m["message"]


def test_creating_a_game_refuses_bad_requests_naming_the_problem(db):
    with _client(db) as c:
        def err(body, status=400):
            r = c.post("/api/games", content=body if isinstance(body, (bytes, str))
                       else json.dumps(body))
            assert r.status_code == status, r.text
            return r.json()["error"]

        assert "not JSON" in err(b"{oops")
        assert "unknown game" in err({"game": "chess", "seats": []})
        assert "2 seats" in err({"game": "lotr-duel", "seats": [{"kind": "person"}]})
        assert "unknown bot" in err({"game": "lotr-duel", "seats": [
            {"kind": "person"}, {"kind": "bot", "agent": "deep-blue"}]})
        assert "no built-in deck" in err({"game": "weiss-schwarz", "seats": [
            {"kind": "person", "deck": "nope"}, {"kind": "bot"}]})
        big = {"name": "big.txt", "text": "x" * (MAX_DECK_BYTES + 1)}
        assert "larger than" in err({"game": "weiss-schwarz", "seats": [
            {"kind": "person", "deck": big}, {"kind": "bot"}]})
        assert "seed" in err({"game": "lotr-duel", "seed": -1, "seats": [
            {"kind": "person"}, {"kind": "bot"}]})
        assert err(b"x" * (8 * MAX_DECK_BYTES + 1), 413)


def test_an_uploaded_deck_is_validated_like_a_deck_file(db):
    with _client(db) as c:
        bad = {"name": "mine.txt", "text": "1 no such card\n"}
        r = c.post("/api/games", json={"game": "riftbound", "format": "duel", "seats": [
            {"kind": "person", "deck": bad}, {"kind": "bot", "deck": {"name": "x.txt",
                                                                      "text": "garbage"}}]})
        assert r.status_code == 400
        msg = r.json()["error"]
        assert "seat 0" in msg and "mine.txt" in msg and "seat 1" in msg
        assert "/tmp" not in msg                    # the server's temporary path is not shown
        good = tcgsim_deck_text("riftbound", "jinx")
        out = _new(c, "riftbound", format="duel", seats=[
            {"kind": "person", "deck": {"name": "jinx.txt", "text": good}},
            {"kind": "bot", "agent": "random", "deck": "viktor"}])
        assert out["format"] == "duel"


def tcgsim_deck_text(game, name) -> str:
    from importlib import resources

    base = resources.files(f"tcgsim.games.{game.replace('-', '_')}") / "data" / "decks"
    return next(p for p in base.iterdir() if p.name.startswith(name)).read_text(encoding="utf-8")


def test_a_new_server_over_the_same_database_goes_on_from_the_same_decision(db):
    with _client(db) as c:
        out = _new(c, seats=[{"kind": "person"}, {"kind": "person"}], seed=8)
        toks = [_token(s["link"]) for s in out["seats"]]
        with c.websocket_connect(f"/ws/{out['id']}") as ws:
            m = _hello(ws, toks[0])
        for _ in range(7):
            p = m["to_move"]
            with c.websocket_connect(f"/ws/{out['id']}") as ws:
                m = _hello(ws, toks[p])
                o = m["decision"]["options"][0]
                ws.send_text(json.dumps({"type": "act", "n": m["n"], "kind": o["kind"],
                                         "id": o["id"]}))
                m = _state(ws)
        with c.websocket_connect(f"/ws/{out['id']}") as ws:
            m = _hello(ws, toks[m["to_move"]])

    def options(msg):
        return [(o["kind"], o["id"], o["label"]) for o in msg["decision"]["options"]]

    with _client(db) as c:                          # a new process would do the same
        with c.websocket_connect(f"/ws/{out['id']}") as ws:
            again = _hello(ws, toks[m["seat"]])
    assert again["n"] == m["n"] == 7 and again["to_move"] == m["to_move"] == m["seat"]
    assert options(again) == options(m) and again["events"] == m["events"]
    assert again["board"] == m["board"]


def test_the_games_plain_link_is_a_spectators(db):
    with _client(db) as c:
        out = _new(c, seed=2)
        assert out["watch"] == f"/g/{out['id']}"
        assert c.get(out["watch"]).status_code == 200
        with c.websocket_connect(f"/ws/{out['id']}") as ws:
            m = _hello(ws, "")
            assert m["seat"] is None and m["table"] is None and "decision" not in m
            ws.send_text(json.dumps({"type": "act", "n": m["n"], "kind": "place", "id": 0}))
            assert "spectators cannot act" in json.loads(ws.receive_text())["message"]


def test_serve_refuses_a_bad_port_or_delay_with_a_message(capsys):
    from tcgsim.cli import main

    assert main(["serve", "--port", "0"]) == 2
    assert "--port 0" in capsys.readouterr().out
    assert main(["serve", "--bot-delay", "-1"]) == 2
    assert "cannot be negative" in capsys.readouterr().out
