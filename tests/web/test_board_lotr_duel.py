"""The board of The Lord of the Rings: The Duel (tcgsim.web.boards.lotr_duel): for seeded
random positions of both formats, early to late, for both seats and a spectator, the board
has every part of the terminal table, its counts and card entries are the view's, hidden
cards are backs or counts, and the cards map names exactly the ids the zones name."""

from __future__ import annotations

import json
from collections import Counter

import pytest

import tcgsim
from tcgsim.core.game import seat_decks
from tcgsim.core.rng import Rng
from tcgsim.games.lotr_duel.rules import SIDE, space_label
from tcgsim.games.lotr_duel.scenario import card_index, scenario
from tcgsim.web.boards import builder, card_ids, entry_ids
from tcgsim.web.boards.lotr_duel import board, edges
from tcgsim.web.rooms import Room

GAME = tcgsim.game("lotr-duel")
SEEDS = range(8)
EVERY = 3


def positions(fmt: str, seed: int):
    """Every EVERY-th position of a random game, and its last one."""
    s = GAME.new_state(seed=seed, format=fmt)
    r = Rng(seed + 31)
    step = 0
    while True:
        if step % EVERY == 0 or s.is_terminal():
            yield step, s
        if s.is_terminal():
            return
        ids = s.legal_ids()
        s = s.clone()
        s.apply_id(ids[r.below(len(ids))])
        step += 1


def zones_of(b) -> dict:
    """{(area title, zone name): zone}."""
    return {(a["title"], z["name"]): z for a in b["areas"] for z in a["zones"]}


def area(b, side: str):
    return [a for a in b["areas"] if a["side"] == side]


def zone(a, name: str) -> dict:
    hits = [z for z in a["zones"] if z["name"] == name]
    assert len(hits) == 1, (a["title"], name, [z["name"] for z in a["zones"]])
    return hits[0]


def tags_of(entries) -> dict:
    return {e["id"]: e.get("tags", []) for e in entries if isinstance(e, dict) and "id" in e}


def hand_tags(v, p: int, c: int) -> list[str]:
    want = []
    if v["forced"][p] == c:
        want.append("next card")
    if c in v["tricked"][p]:
        want.append("Trick: out")
    if c in v["denied"][p]:
        want.append("sent away")
    d = v["decision"]
    if d and d["kind"] == "offer" and d["shown"] == c:
        want.append("shown")
    return want


def check_row(T, z, row, swaps=()):
    assert z["kind"] == "slots" and len(z["cards"]) == len(z["labels"]) == len(row)
    for i, (e, slot) in enumerate(zip(z["cards"], row)):
        if slot is None:
            assert e is None and "gap" in z["labels"][i]
            continue
        card = T.cards[slot["card"]]
        assert e["id"] == slot["card"] and z["labels"][i] == str(i + 1)
        # the defence edge and the edge it attacks with now, as the terminal's ● and ·
        assert e["stats"] == edges(card.defence, slot["attack"])
        tags = e.get("tags", [])
        assert ("copied attack" in tags) == (slot["attack"] != card.attack)
        assert ("Whip may swap" in tags) == (slot["card"] in swaps)


def check_shared(state, b, v, seen: Counter):
    T, B = state.T, state.B
    game = area(b, "shared")[0]
    items = dict(zone(game, "Game")["items"])
    assert zone(game, "In force")
    quota, placed = v["quota"], v["placed"]
    if v["outcome"] is None:
        assert items["Placed"] == f"Gandalf {placed[0]}/{quota} · Balrog {placed[1]}/{quota}"
        d = v["decision"]
        if v["in_duel"] and not (d and d["kind"] == "starter"):
            assert items["Turn"] == f"{SIDE[v['turn']]} to place"
        assert SIDE[d["player"]] in items["Decision"]
    else:
        assert "Game over" in items
        seen["over"] += 1
    assert ("the final" in items["Duel"]) == v["final"]
    if v["duel_winners"]:
        assert items["Duels won"].count(":") == len(v["duel_winners"])
    # the bridge: each side's steps, G and B where the figures stand, the top hot
    br = next(a for a in b["areas"] if a["title"] == "Bridge and energy")
    bridge = zone(br, "Bridge")["cells"]
    top = v["steps_to_top"]
    assert len(bridge) == 2 * top + 1 and [c["hot"] for c in bridge].count(True) == 1
    assert bridge[top]["hot"]
    for mark, p, idx in (("G", 0, lambda s: s), ("B", 1, lambda s: 2 * top - s)):
        where = [i for i, c in enumerate(bridge) if mark in c["marks"]]
        assert where == [idx(min(v["steps"][p], top))], (mark, v["steps"], where)
    # the energy track: every space as labelled, the markers, the start space hot
    cells = zone(br, "Energy track")["cells"]
    tr = v["track"]
    assert [c["label"] for c in cells] == [space_label(s, B)
                                           for s in range(tr["floor"], tr["top"] + 1)]
    for mark, p in (("G", 0), ("B", 1)):
        where = [c["label"] for c in cells if mark in c["marks"]]
        assert where == [v["energy_labels"][p]]
    hot = [c["label"] for c in cells if c["hot"]]
    assert hot == [space_label(tr["top"] if v["final"] else tr["start"], B)]
    # the row of this duel and the previous duel's row
    rows = next(a for a in b["areas"] if a["title"] == "The row")
    d = v["decision"]
    swaps = set(d["options"] or ()) if d and d["kind"] == "whip" else set()
    check_row(T, rows["zones"][0], v["row"], swaps)
    if v["last_row"]:
        check_row(T, zone(rows, "The previous duel's row"), v["last_row"])
        seen["last_row"] += 1
    else:
        assert len(rows["zones"]) == 1
    if any(x and x["attack"] != T.amask[x["card"]] for x in v["row"]):
        seen["copied"] += 1
    if swaps:
        seen["whip"] += 1
    if None in v["row"]:
        seen["gap"] += 1
    if v["final"]:
        seen["final"] += 1
    if d and d["kind"] == "offer":
        shown = zone(game, "Shown card")["cards"]
        assert shown == [d["shown"]]
        seen["offer"] += 1
    for k in ("rage", "mirror", "listing"):
        if v[k]:
            words = dict(zone(game, "In force")["items"])
            assert {"rage": "Rage", "mirror": "Mirror", "listing": "List"}[k] in words
            seen[k] += 1


def check_own(a, v, p: int, seen: Counter, hand_name: str = "Your hand"):
    hand = zone(a, hand_name)
    assert hand["kind"] == "cards" and entry_ids(hand["cards"]) == v["hand"]
    tags = tags_of(hand["cards"])
    for c in v["hand"]:
        assert tags.get(c, []) == hand_tags(v, p, c)
        if hand_tags(v, p, c):
            seen["hand_tag"] += 1
    kept = zone(a, "Kept for the final")
    assert kept["kind"] == "cards" and entry_ids(kept["cards"]) == v["kept"]
    boxed = zone(a, "Boxed")
    assert boxed["kind"] == "cards" and entry_ids(boxed["cards"]) == v["boxed"]
    pile = zone(a, "Pile")
    assert pile["kind"] == "pile" and pile["count"] == v["pile"] and "known" not in pile
    stats = dict(zone(a, SIDE[p])["items"])
    assert stats["Placed"] == f"{v['placed'][p]}/{v['quota']}"
    assert stats["Bridge"] == f"{v['steps'][p]}/{v['steps_to_top']} steps"
    assert stats["Energy"] == v["energy_labels"][p]
    assert stats["Out of the game"].startswith(f"{len(v['played'][p])} ")


def check_opponent(a, v, o: int, seen: Counter):
    opp = v["opponent"]
    hand = zone(a, f"{SIDE[o]}'s hand")
    known, count = opp["hand"]["known"], opp["hand"]["count"]
    assert hand["kind"] == "cards" and len(hand["cards"]) == count
    assert entry_ids(hand["cards"]) == known
    backs = [e for e in hand["cards"] if isinstance(e, dict) and e.get("back")]
    assert len(backs) == count - len(known) and all(set(e) <= {"back", "tags"} for e in backs)
    if backs:
        seen["backs"] += 1
    if known:
        seen["opp_known"] += 1
    for name, key in (("Kept for the final", "kept"), ("Boxed", "boxed")):
        z = zone(a, name)
        assert z["kind"] == "pile" and z["count"] == opp[key]["count"]
        assert entry_ids(z["known"]) == opp[key]["known"]
    pile = zone(a, "Pile")
    assert pile["kind"] == "pile" and pile["count"] == opp["pile"]
    stats = dict(zone(a, SIDE[o])["items"])
    assert stats["Placed"] == f"{v['placed'][o]}/{v['quota']}"


def visible_ids(state, v, viewer) -> set[int]:
    """Every card the viewer may see in the places the board draws."""
    ids = set(v["hand"]) | set(v["kept"]) | set(v["boxed"])
    ids |= {x["card"] for x in v["row"] + v["last_row"] if x is not None}
    if viewer is None:
        w = state.view(1)
        ids |= set(w["hand"]) | set(w["kept"]) | set(w["boxed"])
    else:
        opp = v["opponent"]
        ids |= set(opp["hand"]["known"]) | set(opp["kept"]["known"]) | set(opp["boxed"]["known"])
    if v["decision"] and v["decision"]["kind"] == "offer":
        ids.add(v["decision"]["shown"])
    return ids


def check_board(state, viewer, seen: Counter):
    b = board(state, viewer)
    json.dumps(b)
    v = state.view(0 if viewer is None else viewer)
    # every part of the terminal table, by name
    names = {z for _, z in zones_of(b)}
    hands = {"Gandalf's hand", "Balrog's hand"} if viewer is None else \
        {"Your hand", f"{SIDE[1 - viewer]}'s hand"}
    assert {"Game", "In force", "Bridge", "Energy track", "Kept for the final", "Boxed",
            "Pile", "Gandalf", "Balrog"} | hands <= names
    assert any(n.startswith("Row") for n in names)
    check_shared(state, b, v, seen)
    if viewer is None:
        top, bottom = area(b, "seat")
        assert (top["title"], bottom["title"]) == ("Balrog", "Gandalf")
        check_own(top, state.view(1), 1, seen, "Balrog's hand")
        check_own(bottom, v, 0, seen, "Gandalf's hand")
    else:
        (top,), (bottom,) = area(b, "opponent"), area(b, "you")
        check_opponent(top, v, 1 - viewer, seen)
        check_own(bottom, v, viewer, seen)
    # the cards map: exactly the ids the zones name, and only cards the viewer may see
    assert set(b["cards"]) == {str(i) for i in card_ids(b)}
    assert card_ids(b) <= visible_ids(state, v, viewer)
    for i, c in b["cards"].items():
        card = state.T.cards[int(i)]
        assert c["name"] == card.name and c["code"] == card.id
        assert c["stats"] == edges(card.defence, card.attack)
        assert c["text"] == ([card.text()] if card.text() else [])
    return b


@pytest.mark.parametrize("fmt", list(GAME.formats))
def test_board_of_random_positions(fmt):
    seen = Counter()
    for seed in SEEDS:
        for step, s in positions(fmt, seed):
            for viewer in (0, 1, None):
                check_board(s, viewer, seen)
            seen["positions"] += 1
            seen["early" if step < 10 else "mid" if step < 25 else "late"] += 1
    # the checks met the table's states, not only empty rows
    for k in ("early", "mid", "late", "over", "final", "last_row", "backs", "opp_known",
              "copied", "listing", "hand_tag"):
        assert seen[k], (k, seen)
    assert seen["positions"] >= 100


def test_board_names_the_rare_states():
    """Across more seeds: the gap of the Defense, the Whip's choice, the Magic's shown
    card, the Rage and the Mirror were all drawn (and checked) at least once."""
    seen = Counter()
    for fmt in GAME.formats:
        for seed in range(8, 20):
            for _, s in positions(fmt, seed):
                check_board(s, s.current_player() if not s.is_terminal() else 0, seen)
    for k in ("gap", "whip", "offer", "rage", "mirror"):
        assert seen[k], (k, seen)


def test_edges_are_the_terminals_symbols():
    assert edges(0b1001, 0b0110) == "●··● | ·●●·"
    s = scenario(GAME, ["G01", "G02", "G03"], ["B01", "B02", "B03"])
    g = card_index(s, "G01")
    card = s.T.cards[g]
    b = board(s, 0)
    e = b["cards"][str(g)]
    assert e["stats"].count("●") == bin(card.defence).count("1") + bin(card.attack).count("1")
    assert len(e["stats"]) == 11 and e["type"] == f"Gandalf · {card.kind}"
    # the Balrog's card, known to Gandalf once placed, is drawn in the Balrog's colour
    s.apply_id(g)
    b = board(s, 1)
    assert b["cards"][str(g)]["color"] != b["cards"][str(card_index(s, "B01"))]["color"]


def test_boxed_cards_are_drawn_face_up_for_their_owner_and_as_a_count_for_the_other():
    s = scenario(GAME, ["G01", "G02", "G03"], ["B01", "B02", "B03"])
    n = s.T.n_per_side
    for p, c in ((0, s.piles[0][0]), (1, s.piles[1][0])):
        s.piles[p].remove(c)
        s.box[p].append(c)
    s.reset_knowledge()
    g, bal = s.box[0][0], s.box[1][0]
    b = board(s, 0)
    (you,), (opp,) = area(b, "you"), area(b, "opponent")
    assert zone(you, "Boxed")["cards"] == [g]
    z = zone(opp, "Boxed")
    assert z["count"] == 1 and z["known"] == [] and str(bal) not in b["cards"]
    assert str(g) in b["cards"] and bal >= n
    check_board(s, 0, Counter())
    check_board(s, 1, Counter())


def test_forced_and_sent_away_cards_carry_their_tags():
    s = scenario(GAME, ["G01", "G02", "G03"], ["B01", "B02", "B03"])
    g1, g2 = sorted(s.hands[0])[:2]
    s.forced[0] = g1
    s.denied[0] = [g2]
    b = board(s, 0)
    tags = tags_of(zone(area(b, "you")[0], "Your hand")["cards"])
    assert tags[g1] == ["next card"] and tags[g2] == ["sent away"]
    force = dict(zone(area(b, "shared")[0], "In force")["items"])
    assert s.T.cards[g1].name in force["Forced"] and s.T.cards[g2].name in force["Sent away"]


def test_spectator_of_a_bots_only_game():
    room = Room.create(None, "lotr-duel", "standard", 3, seat_decks(GAME, "standard"),
                       [{"kind": "bot", "agent": "heuristic"}] * 2)
    assert builder("lotr-duel") is board
    seen = Counter()
    for _ in range(400):
        msg, _ = room.message(None)
        b = msg["board"]
        assert b is not None and json.loads(json.dumps(b)) == b
        check_board(room.state, None, seen)
        # both hands face up
        top, bottom = area(b, "seat")
        assert entry_ids(zone(top, "Balrog's hand")["cards"]) == sorted(room.state.hands[1])
        assert entry_ids(zone(bottom, "Gandalf's hand")["cards"]) == sorted(room.state.hands[0])
        if room.finished:
            break
        n, aid = room.bot_answer()
        assert room.play_bot(n, aid)
    assert room.finished
