"""The Riftbound board (tcgsim.web.boards.riftbound): for seeded random positions of every
format (early, mid-game and late), for every seat, the board has every zone of the
terminal's table, its counts are the view's, its card entries name exactly the cards the
view shows in each zone with their state tags, hidden cards are backs or counts, its
"cards" map holds exactly the ids its zones name, and it is plain JSON. A spectator's
board of a bots-only game shows every hand and facedown card."""

from __future__ import annotations

import json

import pytest

import tcgsim
from tcgsim.core.game import seat_decks
from tcgsim.core.rng import Rng
from tcgsim.web.boards import builder, card_ids
from tcgsim.web.boards.riftbound import board

G = tcgsim.game("riftbound")
FORMATS = list(G.formats)                       # standard, duel, ffa3, ffa4, 2v2
SEEDS = (1, 2, 3)
STEPS = (12, 90, 260, 520)                      # early (mulligan/turn 1), mid, late

SEAT_ZONES = ("Points", "Legend", "Champion Zone", "Runes", "Rune Pool", "Base", "Hand",
              "Deck", "Rune Deck", "Trash", "Banished")


def _positions(fmt, seed, steps=STEPS):
    """(step, state) at each of `steps` of a seeded random game (the last one when the
    game ends sooner)."""
    s = G.new_state(seat_decks(G, fmt), seed=seed, format=fmt, log=False)
    r = Rng(seed * 7 + 1)
    k = 0
    for stop in steps:
        while k < stop and not s.is_terminal():
            ids = s.legal_ids()
            s.apply_id(ids[r.below(len(ids))])
            k += 1
        yield k, s.clone()
        if s.is_terminal():
            return


def _ids(entries):
    out = []
    for e in entries:
        if isinstance(e, int):
            out.append(e)
        elif e is not None and not e.get("back"):
            out.append(e["id"])
    return out


def _tags(e):
    return [] if isinstance(e, int) else e.get("tags", [])


def _seat_area(b, state, p):
    name = state.game.seat_names_for(state.format)[p]
    hits = [a for a in b["areas"] if a["title"].startswith(name + " ")]
    assert len(hits) == 1, (name, [a["title"] for a in b["areas"]])
    return hits[0]


def _zones(area):
    zs = {}
    for z in area["zones"]:
        assert z["name"] not in zs, z["name"]
        zs[z["name"]] = z
    return zs


def _middle(b):
    hits = [a for a in b["areas"] if a["side"] == "shared"]
    assert len(hits) == 1
    return hits[0]


def _visible(state, view, viewer):
    """Every card id the viewer may see: the public zones of the view, its own hand and
    facedown cards, and the cards of other hands it knows exactly."""
    ids = set(view["hand"]) | set(view["my_facedown"])
    for s in view["seats"]:
        ids |= {c for c, _ in s["runes"]} | {c for c, _ in s["legend"]}
        ids |= {u["card"] for u in s["base"]}
        ids |= set(s["champion_zone"]) | set(s["trash"]) | set(s["banished"])
    for f in view["battlefields"]:
        ids.add(f["card"])
        ids |= {u["card"] for u in f["units"]}
        if f["facedown"] is not None and f["facedown"] >= 0:
            ids.add(f["facedown"])
    for kind, p, c, targets in view["chain"]:
        ids.add(c)
        ids |= {x[0] for g in targets for x in g}
    ids |= set(state.knowledge(viewer)["exact"]) & {c for p in range(state.n)
                                                    for c in state.hand[p]}
    return ids


def _check_unit(e, u):
    """A unit or gear entry against its view record: the same card and its state."""
    assert e["id"] == u["card"]
    tags = e["tags"]
    assert ("exhausted" in tags) == u["exhausted"]
    assert ("stunned" in tags) == u["stunned"]
    assert ("buffed" in tags) == u["buff"]
    assert (f"{u['damage']} damage" in tags) == bool(u["damage"])
    assert ("attacking" in tags) == (u["role"] == 1)
    assert ("defending" in tags) == (u["role"] == 2)
    if u["type"] == "unit":
        assert e["stats"] == f"{u['might']} Might"


def check_board(state, viewer):
    b = board(state, viewer)
    json.loads(json.dumps(b))                                   # plain JSON
    view = state.view(viewer)
    n = state.n
    names = state.game.seat_names_for(state.format)
    teams = state.game.teams(state.format)
    # the cards map holds exactly the ids the zones name, each with its facts
    assert set(b["cards"]) == {str(i) for i in card_ids(b)}
    for k, f in b["cards"].items():
        cd = state.T.cards[int(k)]
        assert f["name"] == cd.name and f["code"] == cd.code and f["text"]
    # nothing the viewer cannot see
    assert card_ids(b) <= _visible(state, view, viewer)
    # the layout: opponents on top, the middle, (a teammate,) the viewer at the bottom
    areas = b["areas"]
    assert len(areas) == n + 1
    assert areas[-1]["side"] == "you" and areas[-1]["title"].startswith(names[viewer] + " (you)")
    mid = areas.index(_middle(b))
    for a in areas[:mid]:
        assert a["side"] == "opponent"
    for a in areas[mid + 1:-1]:
        assert a["side"] == "seat" and "(your teammate)" in a["title"]
    assert mid == n - 1 - (1 if teams else 0)
    # every seat
    for p in range(n):
        s = view["seats"][p]
        zs = _zones(_seat_area(b, state, p))
        for name in SEAT_ZONES:
            if name == "Hand" and p == viewer:
                name = "Your hand"                  # as the terminal calls it
            assert name in zs, (p, name)
        pts = dict(zs["Points"]["items"])
        if teams:
            assert pts["points"] == s["points"]
            team = sum(view["seats"][q]["points"] for q in range(n) if state.friends(p, q))
            assert pts["team points"] == f"{team} / {view['victory_score']}"
        else:
            assert pts["points"] == f"{s['points']} / {view['victory_score']}"
        assert pts["XP"] == s["xp"]
        assert [(e["id"], e["tags"]) for e in zs["Legend"]["cards"]] == \
            [(c, ["exhausted" if x else "ready"]) for c, x in s["legend"]]
        assert _ids(zs["Champion Zone"]["cards"]) == s["champion_zone"]
        # runes: alike runes in one state as one entry "×k"; every rune counted once
        runes = {c: x for c, x in s["runes"]}
        got = 0
        for e in zs["Runes"]["cards"]:
            state_word = "exhausted" if runes[e["id"]] else "ready"
            assert e["tags"] == [state_word]
            k = int(e["stats"].lstrip("×"))
            alike = [c for c, x in s["runes"] if x == runes[e["id"]] and
                     state.T.cards[c].id == state.T.cards[e["id"]].id]
            assert k == len(alike)
            got += k
        assert got == len(s["runes"])
        ready = sum(1 for _, x in s["runes"] if not x)
        assert zs["Runes"]["note"] == f"{len(s['runes'])} runes, {ready} ready"
        pool = dict(zs["Rune Pool"]["items"])
        assert pool["Energy"] == s["pool"][0]
        assert (pool["Power"] == 0) == (not any(s["pool"][2]))
        base = zs["Base"]["cards"]
        assert len(base) == len(s["base"])
        for e, u in zip(base, s["base"]):
            _check_unit(e, u)
        assert zs["Deck"]["count"] == s["deck"]
        assert zs["Rune Deck"]["count"] == s["rune_deck"]
        for zname, key in (("Trash", "trash"), ("Banished", "banished")):
            z = zs[zname]
            assert z["count"] == len(s[key])
            assert z.get("top") == (s[key][-1] if s[key] else None)
        hz = zs["Your hand" if p == viewer else "Hand"]
        if p == viewer:
            assert hz["kind"] == "cards" and hz["cards"] == view["hand"]
        else:
            assert hz["kind"] == "pile" and hz["count"] == s["hand"]
            known = set(state.knowledge(viewer)["exact"]) & set(state.hand[p])
            assert set(_ids(hz.get("known", []))) == known
    # the middle: the turn, the battlefields, the chain
    mz = _zones(_middle(b))
    turn = dict(mz["Turn"]["items"])
    assert turn["turn"] == view["turn_no"]
    if view["turn_no"]:
        who = "you" if view["turn"] == viewer else names[view["turn"]]
        assert turn["whose turn"] == who
        assert f"Turn {view['turn_no']}" in _middle(b)["title"]
    assert turn["phase"]
    if teams:
        assert "Teams" in mz
    if view["outcome"] is not None:
        assert "Game over" in mz
    sd = view["showdown"]
    for i, f in enumerate(view["battlefields"]):
        z = mz[f"B{i + 1} {state.T.name[f['card']]}"]
        cards = z["cards"]
        assert len(cards) == len(z["labels"])
        assert cards[0]["id"] == f["card"]
        held = f["controller"]
        word = "open" if held < 0 else "held by " + ("you" if held == viewer else names[held])
        assert word in cards[0]["tags"]
        if f["contested"] >= 0:
            assert any(t.startswith("contested by") for t in cards[0]["tags"])
        if sd is not None and sd[0] == i:
            assert ("COMBAT" if sd[1] else "SHOWDOWN") in cards[0]["tags"]
        rest = cards[1:]
        if f["facedown"] is not None:
            fd = rest.pop(0)
            if f["facedown"] >= 0:
                assert f["facedown_owner"] == viewer and fd["id"] == f["facedown"]
            else:
                assert fd == {"back": True, "tags": [names[f["facedown_owner"]] + "'s"]}
        by_id = {u["card"]: u for u in f["units"]}
        assert sorted(_ids(rest)) == sorted(by_id)
        for e, label in zip(rest, z["labels"][len(cards) - len(rest):]):
            u = by_id[e["id"]]
            _check_unit(e, u)
            assert label.startswith("you" if u["controller"] == viewer
                                    else names[u["controller"]])
    chain = mz["Chain"]
    assert _ids(chain["cards"]) == [it[2] for it in reversed(view["chain"])]
    for k, e in enumerate(chain["cards"]):
        ctrl = view["chain"][len(view["chain"]) - 1 - k][1]
        assert e["tags"][0].startswith(f"#{len(view['chain']) - k}")
        assert "by " + ("you" if ctrl == viewer else names[ctrl]) in e["tags"]
    if view["chain"]:
        assert len(mz["Chain items"]["lines"]) == len(view["chain"])
    if view["priority"] >= 0:
        p = view["priority"]
        assert "priority: " + ("you" if p == viewer else names[p]) in chain["note"]
    if view["focus"] >= 0:
        assert "focus:" in chain["note"]
    # set aside at the mulligan: the viewer's hidden cards not at a battlefield
    on_bf = {f["facedown"] for f in view["battlefields"] if f["facedown"] is not None}
    aside = sorted(set(view["my_facedown"]) - on_bf)
    me = _zones(areas[-1])
    if aside:
        assert me["Set aside (mulligan)"]["cards"] == aside
    return b


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_board_of_random_positions_is_the_view(fmt):
    seen = {"chain": 0, "showdown": 0, "units_at_bf": 0, "facedown_back": 0, "late": 0}
    n = G.seat_count(fmt)
    for seed in SEEDS:
        for step, s in _positions(fmt, seed):
            for viewer in range(n):
                b = check_board(s, viewer)
                v = s.view(viewer)
                seen["chain"] += bool(v["chain"])
                seen["showdown"] += v["showdown"] is not None
                seen["units_at_bf"] += any(f["units"] for f in v["battlefields"])
                seen["facedown_back"] += any(f["facedown"] == -1 for f in v["battlefields"])
                seen["late"] += step >= 260 or s.is_terminal()
                # the board builder the server uses is this one
                assert builder("riftbound") is board
                assert b == board(s, viewer)
    assert seen["units_at_bf"] and seen["late"], seen


def test_positions_with_a_chain_a_showdown_and_hidden_cards_are_covered():
    """Over many positions of duels and free-for-alls the board meets a chain, a showdown
    or combat and another player's facedown card -- each checked by check_board."""
    seen = {"chain": 0, "showdown": 0, "back": 0}
    for fmt in ("duel", "ffa3"):
        for seed in range(4):
            s = G.new_state(seat_decks(G, fmt), seed=seed, format=fmt, log=False)
            r = Rng(seed + 5)
            k = 0
            while not s.is_terminal() and k < 700:
                v = s.view(0)
                interesting = (v["chain"] and not seen["chain"] > 3) or \
                    (v["showdown"] and not seen["showdown"] > 3) or \
                    (any(f["facedown"] == -1 for f in v["battlefields"]) and
                     not seen["back"] > 3)
                if interesting:
                    b = check_board(s, 0)
                    seen["chain"] += bool(v["chain"])
                    seen["showdown"] += v["showdown"] is not None
                    if any(f["facedown"] == -1 for f in v["battlefields"]):
                        seen["back"] += 1
                        text = json.dumps(b)
                        for i, f in enumerate(v["battlefields"]):
                            if f["facedown"] == -1:
                                assert str(s.facedown[i]) not in b["cards"]
                                assert '"back": true' in text
                    if v["showdown"]:
                        assert _middle(b)["note"].count("Combat" if v["showdown"][1]
                                                        else "Showdown") == 1
                ids = s.legal_ids()
                s.apply_id(ids[r.below(len(ids))])
                k += 1
    assert seen["chain"] and seen["showdown"] and seen["back"], seen


def test_unit_states_and_might_changes_are_tags():
    """Damage, stun, buff, exhaustion and a Might change are shown on the unit."""
    for step, s in _positions("duel", 2, (200,)):
        v = s.view(0)
        units = [u["card"] for p in v["seats"] for u in p["base"] if u["type"] == "unit"]
        units += [u["card"] for f in v["battlefields"] for u in f["units"]
                  if u["type"] == "unit"]
        assert units
        u = units[0]
        s.dmg[u], s.stun[u], s.buff[u], s.exh[u] = 2, 1, 1, 1
        b = check_board(s, 0)
        e = next(x for a in b["areas"] for z in a["zones"] if z["kind"] in ("cards", "slots")
                 for x in z["cards"] if isinstance(x, dict) and x.get("id") == u
                 and "stats" in x)
        for t in ("2 damage", "stunned", "buffed", "exhausted"):
            assert t in e["tags"]
        printed = s.T.cards[u].might
        m = s.might(u)
        assert e["stats"] == f"{m} Might"
        assert (f"{m - printed:+d} Might" in e["tags"]) == (m != printed)


def test_a_card_known_in_another_hand_is_shown_there():
    for step, s in _positions("duel", 1, (60,)):
        c = s.hand[1][0]
        s.kn.seen(c)                     # seen by everyone, as a card revealed and kept
        b = check_board(s, 0)
        hz = _zones(_seat_area(b, s, 1))["Hand"]
        assert hz["count"] == len(s.hand[1]) and c in _ids(hz["known"])
        others = set(s.hand[1]) - set(s.knowledge(0)["exact"])
        assert not others & card_ids(b)


def test_hidden_cards_never_appear():
    """Another seat's hand, every deck and rune deck and another's facedown card name no id
    on the board (their counts do)."""
    for fmt in ("duel", "ffa4", "2v2"):
        for step, s in _positions(fmt, 3, (40, 200)):
            for viewer in range(s.n):
                b = board(s, viewer)
                ids = card_ids(b)
                exact = set(s.knowledge(viewer)["exact"])
                for p in range(s.n):
                    assert not (set(s.deck[p]) | set(s.runedeck[p])) & ids - exact
                    if p != viewer:
                        assert not (set(s.hand[p]) - exact) & ids
                        assert not set(s.hidden[p]) & ids


def test_card_words_are_generated_not_printed():
    """A card's words are the vocabulary's (as the terminal's card info), after a line of
    its domains and kind and one of its cost and Might."""
    from tcgsim.games.riftbound.vocab import card_words

    n_words = 0
    for step, s in _positions("duel", 1, (150,)):
        b = board(s, 0)
        for k, f in b["cards"].items():
            cd = s.T.cards[int(k)]
            ca = s.game.abilities.get(cd.id)
            noun = cd.type if cd.type in ("unit", "gear", "legend", "battlefield") else "card"
            words = card_words(ca, None if cd.type == "spell" else noun) if ca else cd.text()
            head = 2 if cd.type in ("unit", "spell", "gear") else 1
            assert f["text"][head:] == words
            assert f["text"][0].endswith(cd.kind) or "; tags " in f["text"][0]
            n_words += len(words)
            assert f["type"] == cd.kind and f["color"].startswith("#")
    assert n_words


@pytest.mark.parametrize("fmt", ["duel", "ffa3", "2v2"])
def test_a_spectator_sees_every_hand_and_facedown_card(fmt):
    n = G.seat_count(fmt)
    for step, s in _positions(fmt, 4, (30, 240)):
        b = board(s, None)
        json.dumps(b)
        assert set(b["cards"]) == {str(i) for i in card_ids(b)}
        assert len(b["areas"]) == n + 1
        for p in range(n):
            a = _seat_area(b, s, p)
            assert a["side"] == "seat"
            zs = _zones(a)
            assert zs["Hand"]["kind"] == "cards"
            assert sorted(zs["Hand"]["cards"]) == sorted(s.hand[p])
            assert zs["Deck"]["count"] == len(s.deck[p])
        mz = _zones(_middle(b))
        for i in range(len(s.bf)):
            z = mz[f"B{i + 1} {s.T.name[s.bf[i]]}"]
            if s.facedown[i] >= 0:
                assert z["cards"][1]["id"] == s.facedown[i]
            assert not any(isinstance(e, dict) and e.get("back") for e in z["cards"])
        assert "spectator" in _middle(b)["note"]
