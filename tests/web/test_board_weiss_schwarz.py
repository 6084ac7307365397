"""The Weiß Schwarz board (tcgsim.web.boards.weiss_schwarz): for seeded random positions
early, mid and late in a game, seen by either seat and by a spectator, the board has every
zone of the terminal table, its counts are the view's, its entries name exactly the cards
the view shows there with their state, hidden cards are backs or counts, the "cards" map
holds exactly the ids the zones name, and it is plain JSON."""

from __future__ import annotations

import json
from collections import Counter

import pytest

import tcgsim
from tcgsim.core.game import seat_decks
from tcgsim.core.rng import Rng
from tcgsim.web.boards import builder, card_ids, entry_ids
from tcgsim.web.boards.weiss_schwarz import STATUS, board, card_facts
from tcgsim.web.rooms import Room

GAME = "weiss-schwarz"
SEEDS = (0, 1, 2, 3)
SIDE_ZONES = ("Hand", "Level", "Clock", "Stock", "Deck", "Waiting room", "Memory",
              "Center stage", "Back stage", "Climax", "Resolution")
SLOT_NAMES = ("center left", "center middle", "center right", "back left", "back right")


def _positions(seed: int, every: int = 7, limit: int = 900):
    """The states of a seeded random game, every `every` decisions, to its end."""
    g = tcgsim.game(GAME)
    s = g.new_state(seed=seed)
    r = Rng(seed + 17)
    step = 0
    while step < limit:
        if step % every == 0 or s.is_terminal():
            yield step, s
        if s.is_terminal():
            return
        ids = s.legal_ids()
        s.apply_id(ids[r.below(len(ids))])
        step += 1


def _zones(area) -> dict:
    return {z["name"]: z for z in area["zones"]}


def _id(e):
    return e if isinstance(e, int) else e["id"]


def _tags(e):
    return [] if isinstance(e, int) else e.get("tags", [])


def _sides(state, viewer):
    """seat -> its side of the view, as the board should draw it."""
    if viewer is None:
        return {p: state.view(p)["me"] for p in (0, 1)}
    v = state.view(viewer)
    return {viewer: v["me"], 1 - viewer: v["opponent"]}


def _visible(state, viewer) -> set[int]:
    """Every card id the viewer's view names (a spectator: both seats' views)."""
    out: set[int] = set()
    for p, side in _sides(state, viewer).items():
        for z in ("waiting_room", "clock", "level", "memory", "climax", "resolution"):
            out.update(side[z])
        out.update(side["hand"] or ())
        out.update(side.get("hand_known") or ())
        out.update(c for _, c in side["deck_known"])
        out.update(c for _, c in side["stock_known"])
        for sv in side["stage"]:
            if sv is not None:
                out.add(sv["card"])
                out.update(sv["markers_known"])
    return out


def check_side(state, area, side, p, viewer, top: bool):
    T = state.T
    z = _zones(area)
    assert set(SIDE_ZONES) <= set(z), set(SIDE_ZONES) - set(z)
    # the hand: face up for its owner (and a spectator), else known cards and backs
    hand = z["Hand"]["cards"]
    assert len(hand) == side["hand_count"]
    if side["hand"] is not None:
        assert hand == side["hand"]
    else:
        known = [e for e in hand if not e.get("back")]
        assert [e["id"] for e in known] == side["hand_known"]
        assert all("known" in e["tags"] for e in known)
        assert sum(1 for e in hand if e.get("back")) == side["hand_count"] - len(known)
    # piles: counts, and the cards the viewer knows there, top first
    for name, key, known in (("Deck", "deck", "deck_known"), ("Stock", "stock", "stock_known")):
        assert z[name]["kind"] == "pile" and z[name]["count"] == side[key]
        ks = z[name]["known"]
        assert [e["id"] for e in ks] == [c for _, c in side[known]]
        assert [e["tags"][0] for e in ks] == ["top" if i == 0 else f"#{i + 1}"
                                              for i, _ in side[known]]
    # face-up zones in order
    for name, key in (("Level", "level"), ("Clock", "clock"), ("Climax", "climax"),
                      ("Resolution", "resolution")):
        assert [_id(e) for e in z[name]["cards"]] == side[key], name
    assert z["Clock"]["note"].startswith(f"{len(side['clock'])}/7")
    assert z["Level"]["note"] == f"level {len(side['level'])}"
    # the waiting room and memory by name, newest first, "×n" for copies
    for name, key in (("Waiting room", "waiting_room"), ("Memory", "memory")):
        entries = z[name]["cards"]
        counts = Counter(T.name[c] for c in side[key])
        got = {}
        for e in entries:
            x = [t for t in _tags(e) if t.startswith("×")]
            got[T.name[_id(e)]] = int(x[0][1:]) if x else 1
            assert _id(e) in side[key]
        assert got == dict(counts), name
        newest = list(dict.fromkeys(T.name[c] for c in reversed(side[key])))
        assert [T.name[_id(e)] for e in entries] == newest
    # the stage: mirrored for the top side; each character's present stats and state
    for name, order in (("Center stage", (2, 1, 0) if top else (0, 1, 2)),
                        ("Back stage", (4, 3) if top else (3, 4))):
        zz = z[name]
        assert zz["kind"] == "slots"
        assert zz["labels"] == [SLOT_NAMES[s] for s in order]
        for e, s in zip(zz["cards"], order, strict=True):
            sv = side["stage"][s]
            if sv is None:
                assert e is None
                continue
            c = sv["card"]
            assert e["id"] == c
            assert STATUS[sv["status"]] in e["tags"]
            assert e["stats"] == f"L{sv['level']} C{T.cost[c]} {sv['power']}/{sv['soul']}"
            if sv["power"] != T.power[c]:
                assert f"{sv['power'] - T.power[c]:+} power" in e["tags"]
            if sv["soul"] != T.soul[c]:
                assert f"{sv['soul'] - T.soul[c]:+} soul" in e["tags"]
            under = e.get("under", [])
            assert len(under) == sv["markers"]
            assert [u for u in under if isinstance(u, int)] == sv["markers_known"]
            assert sum(1 for u in under if isinstance(u, dict) and u.get("back")) == \
                sv["markers"] - len(sv["markers_known"])
            if sv["markers"]:
                assert any(t.endswith("marker" if sv["markers"] == 1 else "markers")
                           for t in e["tags"])


def check_board(state, viewer):
    b = board(state, viewer)
    assert json.loads(json.dumps(b)) == b
    assert [a["side"] for a in b["areas"]] == (["seat", "shared", "seat"] if viewer is None
                                               else ["opponent", "shared", "you"])
    me = 0 if viewer is None else viewer
    sides = _sides(state, viewer)
    check_side(state, b["areas"][0], sides[1 - me], 1 - me, viewer, True)
    check_side(state, b["areas"][2], sides[me], me, viewer, False)
    # the cards map: exactly the ids the zones name, and none the viewer cannot see
    ids = card_ids(b)
    assert set(b["cards"]) == {str(i) for i in ids}
    assert ids <= _visible(state, viewer)
    for i in ids:
        card = state.T.cards[i]
        assert b["cards"][str(i)]["name"] == card.name
        assert b["cards"][str(i)]["text"][:len(card.text())] == card.text()
    # the turn between the sides
    v = state.view(me)
    turn = dict(_zones(b["areas"][1])["Turn"]["items"])
    if v["turn"]:
        assert turn["turn"] == v["turn"]
        assert turn["whose turn"] == state.game.seat_names[v["active"]]
    return b


@pytest.mark.parametrize("seed", SEEDS)
def test_boards_of_random_positions_show_the_view(seed):
    stages = set()
    for step, s in _positions(seed):
        for viewer in (0, 1, None):
            check_board(s, viewer)
        stages.add("late" if s.is_terminal() else "mid" if s.turn >= 4 else "early")
    assert stages == {"early", "mid", "late"}


def test_states_of_characters_are_tagged():
    """Rested and reversed characters, power changes and markers all turn up, tagged."""
    seen = Counter()
    for seed in SEEDS:
        for _, s in _positions(seed, every=3):
            b = board(s, 0)
            for area in (b["areas"][0], b["areas"][2]):
                for name in ("Center stage", "Back stage"):
                    for e in _zones(area)[name]["cards"]:
                        if e is None:
                            continue
                        for t in e["tags"]:
                            seen[t.split()[-1] if t[0] in "+-0123456789" else t] += 1
    for tag in ("standing", "rested", "reversed", "power", "marker"):
        assert seen[tag] or seen[tag + "s"], (tag, seen)


def test_the_attack_in_progress_is_shown():
    found = 0
    for seed in SEEDS:
        for _, s in _positions(seed, every=1, limit=600):
            atk = s.view(0)["attack"]
            if not atk or s.is_terminal():
                continue
            p = s.active
            for viewer in (0, 1):
                b = board(s, viewer)
                top = viewer != p                   # the attacker's side is drawn on top
                area = b["areas"][0 if top else 2]
                name, order = ("Center stage", (2, 1, 0) if top else (0, 1, 2))
                slots = _zones(area)[name]["cards"]
                e = slots[order.index(atk[0])]
                if e is not None:
                    assert "⚔ attacking" in e["tags"]
                lines = _zones(b["areas"][1])["Now"]["lines"]
                assert any(line.startswith(f"Attack: {s.game.seat_names[p]}'s")
                           for line in lines)
                found += 1
    assert found >= 20


def test_the_viewers_options_on_the_stage_are_tagged():
    """An attack decision tags the characters that may attack with the attack kinds."""
    found = 0
    for seed in SEEDS:
        for _, s in _positions(seed, every=1, limit=600):
            if s.is_terminal() or s.decision_kind() != "attack":
                continue
            p = s.current_player()
            b = board(s, p)
            slots = _zones(b["areas"][2])["Center stage"]["cards"]
            kinds = {}
            for aid in s.view(p)["decision"]["options"]:
                if aid != 999:
                    kinds.setdefault(aid // 3, []).append(("direct", "front", "side")[aid % 3])
            for slot, ws in kinds.items():
                assert "may attack: " + ", ".join(ws) in slots[slot]["tags"]
            # the opponent's board of the same moment says nothing of those options
            other = board(s, 1 - p)
            assert not any(t.startswith("may attack") for e in
                           _zones(other["areas"][0])["Center stage"]["cards"] if e
                           for t in e["tags"])
            found += 1
    assert found >= 10


def test_a_level_up_tags_the_clock_cards_it_may_choose():
    found = 0
    for seed in SEEDS:
        for _, s in _positions(seed, every=1, limit=900):
            if s.is_terminal() or s.decision_kind() != "level_up":
                continue
            p = s.current_player()
            clock = _zones(board(s, p)["areas"][2])["Clock"]["cards"]
            opts = set(s.view(p)["decision"]["options"])
            for e in clock:
                assert ("may level up" in _tags(e)) == (_id(e) in opts)
            found += 1
    assert found >= 3


def test_hidden_cards_are_backs_and_never_named():
    """The opponent's hand cards the viewer does not know are backs; the ids of cards in
    decks, stocks and hands the viewer cannot see appear nowhere in the board."""
    for seed in SEEDS:
        for _, s in _positions(seed, every=11):
            for viewer in (0, 1):
                b = board(s, viewer)
                opp = 1 - viewer
                hidden = (set(s.hand[opp]) | set(s.deck[0]) | set(s.deck[1]) |
                          set(s.stock[0]) | set(s.stock[1])) - _visible(s, viewer)
                named = set()
                for area in b["areas"]:
                    for z in area["zones"]:
                        named.update(entry_ids(z.get("cards")))
                        named.update(entry_ids(z.get("known")))
                assert not named & hidden
                assert not {str(c) for c in hidden} & set(b["cards"])
                hand = _zones(b["areas"][0])["Hand"]["cards"]
                assert sum(1 for e in hand if e.get("back")) == \
                    len(s.hand[opp]) - len(s.view(viewer)["opponent"]["hand_known"])


def test_a_spectator_of_a_bots_only_game_sees_both_hands():
    g = tcgsim.game(GAME)
    room = Room.create(None, GAME, "standard", 4, seat_decks(g, "standard"),
                       [{"kind": "bot", "agent": "heuristic"}] * 2)
    s = room.state
    r = Rng(3)
    for n in range(200):
        if s.is_terminal():
            break
        if n % 20 == 0:
            msg, _ = room.message(None)
            b = msg["board"]
            assert b is not None and b == check_board(s, None)
            for area, p in ((b["areas"][0], 1), (b["areas"][2], 0)):
                assert area["title"] == s.game.seat_names[p]
                assert _zones(area)["Hand"]["cards"] == sorted(s.hand[p])
        ids = s.legal_ids()
        s.apply_id(ids[r.below(len(ids))])


def test_the_board_is_the_games_builder_and_card_facts_are_generated_words():
    assert builder(GAME) is board
    g = tcgsim.game(GAME)
    s = g.new_state(seed=0)
    for card in {id(c): c for c in s.T.cards}.values():
        f = card_facts(card)
        assert f["name"] == card.name and f["code"] == card.code
        assert f["text"][:len(card.text())] == card.text()
        assert f["type"] == f"{card.color} {card.type}"
        if card.type == "character":
            assert f"{card.power}/{card.soul}" in f["stats"]
        assert card_facts(card) is f                 # made once


def test_a_marker_the_viewer_does_not_know_is_a_back():
    """A card put under a character face down (here: moved from the deck, and what each
    player knows forgotten) is a back under it; trading it with another hidden card of its
    owner changes nothing in either seat's board."""
    g = tcgsim.game(GAME)
    s = g.new_state(seed=1)
    r = Rng(1)
    while not any(c >= 0 for c in s.stage[0]):
        ids = s.legal_ids()
        s.apply_id(ids[r.below(len(ids))])
    slot = next(i for i, c in enumerate(s.stage[0]) if c >= 0)
    m = s.deck[0].pop()
    s.markers[0][slot].append(m)
    s.reset_knowledge()
    other = next(c for c in s.deck[0] if s.T.name[c] != s.T.name[m])
    for viewer in (0, 1):
        b = check_board(s, viewer)
        area = b["areas"][2 if viewer == 0 else 0]
        order = (0, 1, 2) if viewer == 0 else (2, 1, 0)
        e = _zones(area)["Center stage"]["cards"][order.index(slot)]
        assert e["under"] == [{"back": True, "tags": ["marker"]}]
        assert "1 marker" in e["tags"]
        assert str(m) not in b["cards"]
        t = s.clone()
        t.relabel({m: other, other: m})
        assert json.dumps(board(t, viewer), sort_keys=True) == json.dumps(b, sort_keys=True)
