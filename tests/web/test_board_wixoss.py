"""The WIXOSS board (tcgsim.web.boards.wixoss): for seeded random positions of both formats,
early, mid and late, every zone of the terminal table is there by name, its counts equal
the view's, its entries name exactly the cards the view shows there with their state tags,
hidden cards are backs or counts, the "cards" map holds exactly the ids the zones name and
the board is JSON; a spectator's board of a bots-only game shows both hands."""

from __future__ import annotations

import json

import pytest

import tcgsim
from tcgsim.core.game import seat_decks
from tcgsim.core.rng import Rng
from tcgsim.games.wixoss.state import DOWN, FROZEN
from tcgsim.web.boards import card_ids, entry_ids
from tcgsim.web.boards.wixoss import board
from tcgsim.web.rooms import Room

FORMATS = ("standard", "current")
SEEDS = (0, 1, 2, 3)
STOPS = (0, 25, 80, 160, 260)          # decisions played before a look


def _positions(fmt, seed):
    """(step, state) at the STOPS of a seeded random game (and its last position)."""
    g = tcgsim.game("wixoss")
    s = g.new_state(seat_decks(g, fmt), seed=seed, format=fmt)
    r = Rng(seed + 7)
    step = 0
    while True:
        if step in STOPS or s.is_terminal():
            yield step, s
        if s.is_terminal() or step >= STOPS[-1]:
            return
        ids = s.legal_ids()
        s.apply_id(ids[r.below(len(ids))])
        step += 1


def _all_positions():
    for fmt in FORMATS:
        for seed in SEEDS:
            for step, s in _positions(fmt, seed):
                yield fmt, seed, step, s


def _zones(b, area_title):
    area = next(a for a in b["areas"] if a["title"] == area_title)
    return {z["name"]: z for z in area["zones"]}


def _id(e):
    return e if isinstance(e, int) else e["id"]


def _tags(e):
    return [] if isinstance(e, int) else e.get("tags", [])


def _visible(v) -> set:
    """Every card id the view names (the only ids a board may name)."""
    out = set(v["check"])
    for side in ("you", "opponent"):
        sv = v[side]
        out.update(sv["lrig"], sv["ener"], sv["trash"], sv["lrig_trash"])
        out.update(z["card"] for z in sv["signi"] if z)
        for k in ("hand", "lrig_deck", "looking", "life", "deck", "charms"):
            x = sv[k]
            out.update(x["known"] if isinstance(x, dict) else x)
    return out


TERMINAL_ZONES = {"SIGNI zones", "LRIG", "Ener"}
PILE_ZONES = {"Hand", "LRIG deck", "Life cloth", "Deck", "Trash", "LRIG trash"}


def _check_seat(state, b, v, side: str, name: str):
    sv = v[side]
    own = side == "you"
    T = state.T
    field = _zones(b, f"{name}'s field")
    who = " (you)" if own else " (opponent)"
    piles = _zones(b, name + who)
    assert TERMINAL_ZONES <= set(field) and PILE_ZONES <= set(piles)
    # the SIGNI zones: the opponent's reversed (3 2 1) to face the viewer's 1 2 3
    sz = field["SIGNI zones"]
    order = (0, 1, 2) if own else (2, 1, 0)
    assert sz["kind"] == "slots" and len(sz["cards"]) == 3
    for pos, i in enumerate(order):
        z, e = sv["signi"][i], sz["cards"][pos]
        assert sz["labels"][pos].startswith(("S" if own else "O") + str(i + 1))
        if z is None:
            assert e is None
            continue
        tags = e["tags"]
        assert e["id"] == z["card"]
        assert ("down" in tags) == z["down"] and ("up" in tags) == (not z["down"])
        assert ("frozen" in tags) == z["frozen"]
        assert ("attacked" in tags) == z["attacked"]
        assert ("crossed" in tags) == z["crossed"]
        assert e["stats"].startswith(f"L{T.level[z['card']]} · {z['power']}")
        if z["power"] != T.power[z["card"]]:
            assert f"{z['power'] - T.power[z['card']]:+d} power" in tags
        under = e.get("under", [])
        assert len(under) == z["charm"] and all(u == {"back": True, "tags": ["charm"]}
                                                for u in under)
    # the LRIG: the top card and the LRIGs under it, top first
    lz = field["LRIG"]
    if sv["lrig"]:
        (top,) = lz["cards"]
        assert top["id"] == sv["lrig"][-1]
        assert entry_ids(top.get("under")) == sv["lrig"][-2::-1]
        assert ("down" in top["tags"]) == sv["lrig_down"]
        assert ("frozen" in top["tags"]) == sv["lrig_frozen"]
        assert top["stats"] == f"L{sv['lrig_level']} · limit {sv['lrig_limit']}"
        assert sv["lrig_type"] in lz["note"]
    else:
        assert all(e.get("back") for e in lz["cards"])
    # the ener zone and its colours
    ez = field["Ener"]
    assert entry_ids(ez["cards"]) == sv["ener"]
    assert ez["note"].startswith(str(len(sv["ener"])))
    for k, n in sv["ener_colors"].items():
        word = {"colorless": "colourless", "multi": "Multi Ener"}.get(k, k)
        assert f"{word} {n}" in ez["note"]
    # hand, LRIG deck, the piles
    hz = piles["Hand"]
    if own:
        assert sorted(entry_ids(hz["cards"])) == sorted(sv["hand"])
        assert set(entry_ids(piles["LRIG deck"]["cards"])) == set(sv["lrig_deck"])
        assert len(piles["LRIG deck"]["cards"]) == len(sv["lrig_deck"])
        if sv["looking"]:
            assert entry_ids(piles["Looking at"]["cards"]) == sv["looking"]
        else:
            assert "Looking at" not in piles
    else:
        h = sv["hand"]
        assert len(hz["cards"]) == h["count"]
        backs = [e for e in hz["cards"] if isinstance(e, dict) and e.get("back")]
        assert len(backs) == h["count"] - len(h["known"])
        assert entry_ids(hz["cards"]) == h["known"]
        assert all("known" in e["tags"] for e in hz["cards"] if "id" in e)
        ld = piles["LRIG deck"]
        assert ld["kind"] == "pile" and ld["count"] == sv["lrig_deck"]["count"]
        assert entry_ids(ld.get("known")) == sv["lrig_deck"]["known"]
        if sv["looking"]["count"]:
            assert piles["Looking at"]["count"] == sv["looking"]["count"]
    for zname, key in (("Life cloth", "life"), ("Deck", "deck")):
        z = piles[zname]
        assert z["kind"] == "pile" and z["count"] == sv[key]["count"]
        assert entry_ids(z.get("known")) == sv[key]["known"]
    if sv["charms"]["count"]:
        assert piles["Charms"]["count"] == sv["charms"]["count"]
    else:
        assert "Charms" not in piles
    assert entry_ids(piles["Trash"]["cards"]) == sv["trash"][::-1]
    assert entry_ids(piles["LRIG trash"]["cards"]) == sv["lrig_trash"][::-1]


def test_every_zone_and_count_of_the_view_is_on_the_board():
    looked = 0
    for fmt, seed, step, s in _all_positions():
        names = s.game.seat_names
        for viewer in (0, 1):
            b = board(s, viewer)
            v = s.view(viewer)
            json.dumps(b)
            where = f"{fmt} seed {seed} step {step} viewer {viewer}"
            game = _zones(b, "WIXOSS")["Game"]
            items = dict(game["items"])
            assert items["format"] == fmt == v["format"], where
            assert items["phase"], where
            if v["turn"]:
                assert items["turn"] == v["turn"], where
                assert items["active"].startswith(names[v["active"]]), where
            _check_seat(s, b, v, "you", names[viewer])
            _check_seat(s, b, v, "opponent", names[1 - viewer])
            check = _zones(b, "Check zone")["Check zone"]
            assert entry_ids(check["cards"]) == v["check"], where
            # the cards map: exactly the ids the zones name, all of them ones the view shows
            ids = card_ids(b)
            assert set(b["cards"]) == {str(i) for i in ids}, where
            assert ids <= _visible(v), where
            for i in ids:
                facts, card = b["cards"][str(i)], s.T.cards[i]
                assert facts["name"] == card.name and facts["code"] == card.code
                words = card.text() or ["(no abilities)"]      # the generated words only
                assert facts["text"][-len(words):] == words
            # the areas: the opponent on top, the viewer below, the check zone between
            sides = [a["side"] for a in b["areas"]]
            assert sides == ["shared", "opponent", "opponent", "shared", "you", "you"], where
            looked += 1
    assert looked >= 60


def test_the_opponents_lrig_is_face_down_until_the_open():
    g = tcgsim.game("wixoss")
    s = g.new_state(seat_decks(g, "standard"), seed=1, format="standard")
    assert s.pending[1] == "mulligan" and not s.opened
    for viewer in (0, 1):
        b = board(s, viewer)
        opp = _zones(b, f"{s.game.seat_names[1 - viewer]}'s field")["LRIG"]
        assert opp["cards"] == [{"back": True, "tags": ["until the open"]}]
        mine = _zones(b, f"{s.game.seat_names[viewer]}'s field")["LRIG"]
        assert _id(mine["cards"][0]) == s.lrig[viewer][-1]


def _find(fmt, want, seeds=range(12), limit=400):
    """The first position of seeded random games where `want(state)` holds."""
    g = tcgsim.game("wixoss")
    for seed in seeds:
        s = g.new_state(seat_decks(g, fmt), seed=seed, format=fmt)
        r = Rng(seed)
        for _ in range(limit):
            if s.is_terminal():
                break
            if want(s):
                return s
            ids = s.legal_ids()
            s.apply_id(ids[r.below(len(ids))])
    raise AssertionError("no such position")


def test_the_viewers_decision_tags_the_cards_and_zones_it_acts_on():
    # attacks: each SIGNI that may attack carries "attack"
    s = _find("standard", lambda s: s.pending[1] == "attack" and len(s.pending[2]) > 1)
    p = s.pending[0]
    b = board(s, p)
    slots = _zones(b, f"{s.game.seat_names[p]}'s field")["SIGNI zones"]["cards"]
    attackers = {_id(e) for e in slots if e and "attack" in e["tags"]}
    assert attackers == {a for a in s.pending[2] if a < s.T.n}
    # the other seat's board does not tag them
    other = board(s, 1 - p)
    slots = _zones(other, f"{s.game.seat_names[p]}'s field")["SIGNI zones"]["cards"]
    assert not any("attack" in e["tags"] for e in slots if e)
    # a SIGNI zone to summon to says so in its label
    s = _find("current", lambda s: s.pending[1] == "zone")
    p = s.pending[0]
    z = _zones(board(s, p), f"{s.game.seat_names[p]}'s field")["SIGNI zones"]
    here = {i for i, lab in enumerate(z["labels"]) if "summon here" in lab}
    assert here == {a for a in s.pending[2] if a < 3}
    # the mulligan: cards marked to go back carry "marked"
    g = tcgsim.game("wixoss")
    s = g.new_state(seat_decks(g, "standard"), seed=2, format="standard")
    p = s.pending[0]
    first = s.pending[2][0]
    s.apply_id(first)
    assert s.pending[1] == "mulligan" and s.pending[0] == p
    hand = _zones(board(s, p), f"{s.game.seat_names[p]} (you)")["Hand"]["cards"]
    marked = [_id(e) for e in hand if "marked" in _tags(e)]
    assert marked == [first]


def test_frozen_charms_and_guard_limits_are_shown():
    s = _find("standard", lambda s: any(c >= 0 for c in s.signi[0]) and s.deck[0])
    s = s.clone()
    c = next(x for x in s.signi[0] if x >= 0)
    s.flags[c] |= FROZEN | DOWN
    charm = s.deck[0].pop()
    s.charms[0].append(charm)
    s.charm_host[0].append(c)
    s.pmods.append((1, "guard_limit", 2))
    for viewer in (0, 1):
        b = board(s, viewer)
        slots = _zones(b, f"{s.game.seat_names[0]}'s field")["SIGNI zones"]["cards"]
        e = next(x for x in slots if x and x["id"] == c)
        assert {"down", "frozen", "charm"} <= set(e["tags"]) and "up" not in e["tags"]
        assert e["under"] == [{"back": True, "tags": ["charm"]}]
        who = " (you)" if viewer == 0 else " (opponent)"
        charms = _zones(b, s.game.seat_names[0] + who)["Charms"]
        known = s.view(viewer)["you" if viewer == 0 else "opponent"]["charms"]["known"]
        assert charms["count"] == 1 and entry_ids(charms.get("known")) == known
        assert (str(charm) in b["cards"]) == (charm in known)
        now = _zones(b, "WIXOSS")["Now"]["lines"]
        limit = [x for x in now if "cannot guard with a level 2" in x]
        assert limit and limit[0].startswith("this turn " + ("you" if viewer == 1 else
                                                             s.game.seat_names[1]))


def test_a_spectator_of_a_bots_only_game_sees_both_hands():
    for fmt in FORMATS:
        g = tcgsim.game("wixoss")
        room = Room.create(None, "wixoss", fmt, 4, seat_decks(g, fmt),
                           [{"kind": "bot", "agent": "heuristic"}] * 2)
        s = room.state
        r = Rng(3)
        for step in range(120):
            if s.is_terminal():
                break
            if step % 30 == 0:
                msg = room.message(None)[0]
                b = msg["board"]
                assert b is not None and msg["mode"] == "board"
                json.dumps(msg)
                assert [a["side"] for a in b["areas"]] == ["shared", "seat", "seat", "shared",
                                                            "seat", "seat"]
                for p in (0, 1):
                    name = s.game.seat_names[p]
                    hand = _zones(b, name)["Hand"]["cards"]
                    assert sorted(entry_ids(hand)) == sorted(s.hand[p])
                    assert not any(isinstance(e, dict) and e.get("back") for e in hand)
                    ld = _zones(b, name)["LRIG deck"]
                    assert set(entry_ids(ld["cards"])) == set(s.lrig_deck[p])
                    slots = _zones(b, f"{name}'s field")["SIGNI zones"]
                    assert entry_ids(slots["cards"]) == [c for c in (
                        s.signi[p] if p == 0 else s.signi[p][::-1]) if c >= 0]
                assert set(b["cards"]) == {str(i) for i in card_ids(b)}
            ids = s.legal_ids()
            s.apply_id(ids[r.below(len(ids))])


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_seats_message_carries_the_board(fmt):
    g = tcgsim.game("wixoss")
    room = Room.create(None, "wixoss", fmt, 6, seat_decks(g, fmt),
                       [{"kind": "person"}, {"kind": "person"}])
    msg = room.message(0)[0]
    assert msg["mode"] == "board" and msg["board"]["areas"]
    assert room.message(None)[0]["board"] is None        # people play: spectators see no table
    text = room.message(0, 0, "text")[0]
    assert text["board"] is None and text["table"]
