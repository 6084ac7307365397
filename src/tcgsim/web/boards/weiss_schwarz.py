"""The board of Weiß Schwarz: the terminal's table (games/weiss_schwarz/render.py) as data
for the browser's generic renderer (boards/__init__.py).

Top to bottom, as the players sit: the opponent's side -- their hand (backs, and the cards
the viewer knows there), their level zone, clock (n/7), stock, deck, waiting room and
memory, their back stage, then their center stage with the climax and resolution zones
nearest the middle, mirrored as the terminal draws it (their center right faces the
viewer's center left); the turn between the sides (turn, whose turn, phase, the attack in
progress, whose decision, the outcome); then the viewer's side the other way round: center
stage, climax and resolution zones, back stage, the other zones, and the hand face up.

A character on the stage shows its present level, cost, power and soul (the view computes
them), its state (standing / rested / reversed), how it differs from the printed card
("+1500 power"), its markers (known ones as cards under it, the others as backs), its part
in the attack in progress, and what the viewer's pending decision may do with it. A
spectator (viewer None, a game without people) sees player 2 on top and player 1 below,
both hands face up, each side from its own seat's view.

Built from `state.view(viewer)` and the printed facts of the cards it names only (their
abilities in the words the vocabulary generates, `WSCard.text()`).
"""

from __future__ import annotations

from . import finish

COLOR = {"yellow": "#e3c53c", "green": "#4fb35a", "red": "#e0574a", "blue": "#4a95e8"}
SLOT_NAMES = ("center left", "center middle", "center right", "back left", "back right")
STATUS = ("standing", "rested", "reversed")
PHASES = {"setup": "setup", "stand": "stand phase", "draw": "draw phase",
          "clock": "clock phase", "main": "main phase", "climax": "climax phase",
          "attack": "attack phase", "encore": "encore step", "end": "end phase"}
ATTACKS = ("direct attack", "frontal attack", "side attack")
ATTACK_WORDS = ("direct", "front", "side")
DECISIONS = {"first": "chooses who goes first", "mulligan": "mulligan", "clock": "clock phase",
             "main": "main phase", "climax": "climax phase", "attack": "declares an attack",
             "counter": "counter step", "encore": "encore", "encore_order": "encore order",
             "discard": "discards down to 7", "level_up": "levels up", "slot": "chooses a "
             "stage position", "move": "moves characters", "choose": "chooses a card",
             "yes_no": "answers yes or no", "dest": "chooses where a card goes",
             "order": "orders AUTO abilities"}
PASS = 999
KIND = {"character": "character", "event": "event", "climax": "climax"}


def _printed(card) -> str:
    """A card's printed stats, short: "L1 C0 5000/1 ⚑soul" (a climax: its triggers)."""
    parts = []
    if card.type != "climax":
        parts.append(f"L{card.level} C{card.cost}")
    if card.type == "character":
        parts.append(f"{card.power}/{card.soul}")
    if card.triggers:
        parts.append("⚑" + "+".join(card.triggers))
    return " ".join(parts)


_FACTS: dict = {}                 # id(card) -> (card, facts): a card's words are made once
_FACTS_MAX = 4096


def card_facts(card) -> dict:
    """The facts of a card for the "cards" map (shared between boards: do not change)."""
    hit = _FACTS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    if len(_FACTS) >= _FACTS_MAX:
        _FACTS.clear()
    facts = _card_facts(card)
    _FACTS[id(card)] = (card, facts)
    return facts


def _card_facts(card) -> dict:
    text = list(card.text())
    if card.traits:
        text.append("traits: " + ", ".join(f"《{t}》" for t in card.traits))
    if card.counter:
        text.append("counter (playable in the counter step)")
    return {"name": card.name, "type": f"{card.color} {KIND.get(card.type, card.type)}",
            "stats": _printed(card), "color": COLOR.get(card.color, "#9aa3b2"),
            "text": text, "code": card.code}


# ---- what the viewer's decision may do with a stage position ---------------------------------

def _option_tags(state, v, viewer) -> dict:
    """(seat, slot) -> tags naming what the viewer's pending decision may do there (the
    terminal's option labels on its stage boxes, in words)."""
    d = v["decision"]
    if viewer is None or not d or d["player"] != viewer or not d["options"]:
        return {}
    opts, kind = d["options"], d["kind"]
    out: dict = {}
    if kind == "attack":
        for a in opts:
            if a != PASS:
                s, t = divmod(a, 3)
                out.setdefault((viewer, s), []).append(ATTACK_WORDS[t])
        return {k: ["may attack: " + ", ".join(w)] for k, w in out.items()}
    if kind in ("slot", "encore_order"):
        word = "choose this position" if kind == "slot" else "may go first"
        return {(viewer, s): [word] for s in opts if s != PASS}
    if kind == "choose":
        chosen = set(opts)
        for p, side in ((viewer, v["me"]), (1 - viewer, v["opponent"])):
            for s, sv in enumerate(side["stage"]):
                if sv is not None and sv["card"] in chosen:
                    out[(p, s)] = ["may be chosen"]
        return out
    if kind == "main":
        for a in opts:
            if 100 <= a < 200:
                out[(viewer, (a - 100) // 5)] = ["ACT ability usable"]
        return out
    return out


def _picks(v, viewer) -> dict:
    """Card -> a tag, for the cards off the stage the viewer's pending choice may pick (a
    level up's clock cards, a card to choose from a waiting room ...)."""
    d = v["decision"]
    if viewer is None or not d or d["player"] != viewer or not d["options"]:
        return {}
    if d["kind"] == "level_up":
        return {c: "may level up" for c in d["options"]}
    if d["kind"] == "choose":
        return {c: "may be chosen" for c in d["options"] if c != PASS}
    return {}


# ---- a player's side ----------------------------------------------------------------------------

def _stage_entry(T, sv, tags) -> dict:
    c = sv["card"]
    level, power, soul = sv["level"], sv["power"], sv["soul"]
    st = sv["status"]
    t = [STATUS[st] if 0 <= st < 3 else f"state {st}"]
    if power != T.power[c]:
        t.append(f"{power - T.power[c]:+} power")
    if soul != T.soul[c]:
        t.append(f"{soul - T.soul[c]:+} soul")
    if level != T.level[c]:
        t.append(f"{level - T.level[c]:+} level")
    e = {"id": c, "stats": f"L{level} C{T.cost[c]} {power}/{soul}"}
    n = sv["markers"]
    if n:
        t.append(f"{n} marker{'s' if n > 1 else ''}")
        known = list(sv["markers_known"])
        e["under"] = known + [{"back": True, "tags": ["marker"]}] * (n - len(known))
    e["tags"] = t + tags
    return e


def _stage_zones(state, side, p, top: bool, tags) -> tuple[dict, dict]:
    T = state.T

    def slots(order):
        cards = []
        for s in order:
            sv = side["stage"][s]
            cards.append(None if sv is None else _stage_entry(T, sv, tags.get((p, s), [])))
        return cards

    center = (2, 1, 0) if top else (0, 1, 2)
    back = (4, 3) if top else (3, 4)
    return ({"name": "Center stage", "kind": "slots", "cards": slots(center),
             "labels": [SLOT_NAMES[s] for s in center]},
            {"name": "Back stage", "kind": "slots", "cards": slots(back),
             "labels": [SLOT_NAMES[s] for s in back], "wide": True})


def _positions(known) -> list:
    """deck_known / stock_known ([position from the top, card]) as entries."""
    return [{"id": c, "tags": ["top" if i == 0 else f"#{i + 1}"]}
            for i, c in known]


def _cards(ids, pick) -> list:
    """Face-up cards; those the viewer's pending choice may pick are tagged so."""
    if not pick:
        return list(ids)
    return [{"id": c, "tags": [pick[c]]} if c in pick else c for c in ids]


def _grouped(T, ids, pick) -> list:
    """A waiting room or memory as the terminal draws it: one entry a name, newest first,
    its newest copy, tagged "×n" when it holds n copies (and "may be chosen" when the
    viewer's pending choice may pick one of them: copies are the same choice)."""
    groups: dict = {}
    for c in reversed(ids):
        g = groups.get(T.name[c])
        if g is None:
            groups[T.name[c]] = g = [c, 0, None]
        g[1] += 1
        if pick and g[2] is None and c in pick:
            g[2] = pick[c]
    out = []
    for c, n, word in groups.values():
        tags = ([f"×{n}"] if n > 1 else []) + ([word] if word else [])
        out.append({"id": c, "tags": tags} if tags else c)
    return out


def _hand_zone(side, face_up: bool) -> dict:
    n = side["hand_count"]
    if face_up:
        cards = list(side["hand"])
    else:
        known = side.get("hand_known") or []
        cards = [{"id": c, "tags": ["known"]} for c in known]
        cards += [{"back": True}] * (n - len(known))
    return {"name": "Hand", "kind": "cards", "cards": cards, "wide": True,
            "note": f"{n} card{'s' if n != 1 else ''}" + ("" if face_up else " (face down)")}


def _zones(T, side, pick) -> list[dict]:
    """The zones beside the stage: level, clock, stock, deck, waiting room, memory."""
    clock, level = side["clock"], side["level"]
    wr, mem = side["waiting_room"], side["memory"]
    z = [{"name": "Level", "kind": "cards", "cards": _cards(level, pick),
          "note": f"level {len(level)}"},
         {"name": "Clock", "kind": "cards", "cards": _cards(clock, pick),
          "note": f"{len(clock)}/7, oldest first" + (" · near a level up" if len(clock) >= 5
                                                     else "")},
         {"name": "Stock", "kind": "pile", "count": side["stock"],
          "known": _positions(side.get("stock_known") or [])},
         {"name": "Deck", "kind": "pile", "count": side["deck"],
          "known": _positions(side.get("deck_known") or [])},
         {"name": "Waiting room", "kind": "cards", "cards": _grouped(T, wr, pick),
          "note": f"{len(wr)} card{'s' if len(wr) != 1 else ''}, newest first"},
         {"name": "Memory", "kind": "cards", "cards": _grouped(T, mem, pick),
          "note": f"{len(mem)} card{'s' if len(mem) != 1 else ''}"}]
    return z


def _front_zones(side, pick) -> list[dict]:
    """The climax and resolution zones, beside the center stage."""
    return [{"name": "Climax", "kind": "cards", "cards": _cards(side["climax"], pick)},
            {"name": "Resolution", "kind": "cards", "cards": _cards(side["resolution"], pick)}]


def _side_area(state, side, p, viewer, top: bool, tags, pick) -> dict:
    name = state.game.seat_names[p]
    if viewer is None:
        title, kind = name, "seat"
    elif p == viewer:
        title, kind = f"{name} (you)", "you"
    else:
        title, kind = f"{name} (opponent)", "opponent"
    center, back = _stage_zones(state, side, p, top, tags)
    hand = _hand_zone(side, face_up=side.get("hand") is not None)
    zones = _zones(state.T, side, pick)
    front = [center] + _front_zones(side, pick)
    if top:
        zs = [hand] + zones + [back] + front
    else:
        zs = front + [back] + zones + [hand]
    return {"title": title, "side": kind, "zones": zs,
            "note": f"hand {side['hand_count']} · deck {side['deck']} · stock {side['stock']}"
                    f" · clock {len(side['clock'])}/7 · level {len(side['level'])}"}


# ---- the turn, between the sides ------------------------------------------------------------

def _turn_area(state, v, sides) -> dict:
    names = state.game.seat_names
    items = []
    if v["turn"]:
        items += [["turn", v["turn"]], ["whose turn", names[v["active"]]],
                  ["phase", PHASES.get(v["phase"], v["phase"])]]
    else:
        items.append(["phase", "setup"])
    if v["first"] is not None and v["first"] >= 0:
        items.append(["first player", names[v["first"]]])
    lines = []
    out = v["outcome"]
    if out is not None:
        w = out.get("winner")
        win = "a draw" if w is None else f"{names[w]} wins"
        lines.append(f"Game over: {win} — {out['reason']} (turn {out['turns']})")
    atk = v["attack"]
    if atk:
        p = v["active"]
        a = sides[p]["stage"][atk[0]]
        d = sides[1 - p]["stage"][atk[2]] if atk[2] >= 0 else None
        who = state.T.name[a["card"]] if a else "the attacker (gone)"
        on = ""
        if atk[2] >= 0:
            on = (f" on {state.T.name[d['card']]} ({SLOT_NAMES[atk[2]]})" if d
                  else " (the defender has left)")
        extra = " · damage canceled" if atk[4] else ""
        extra += f" · shot ×{atk[3]}" if atk[3] else ""
        lines.append(f"Attack: {names[p]}'s {who} ({SLOT_NAMES[atk[0]]}) — "
                     f"{ATTACKS[atk[1]]}{on}{extra}")
    dec = v["decision"]
    if dec is not None and out is None:
        items.append(["deciding", f"{names[dec['player']]}: "
                                  f"{DECISIONS.get(dec['kind'], dec['kind'])}"])
    zones = [{"name": "Turn", "kind": "stats", "items": items}]
    if lines:
        zones.append({"name": "Now", "kind": "text", "lines": lines})
    return {"title": "Turn", "side": "shared", "zones": zones}


def _attack_tags(v) -> dict:
    atk, act = v["attack"], v["active"]
    if not atk:
        return {}
    tags = {(act, atk[0]): ["⚔ attacking"]}
    if atk[2] >= 0:
        tags[(1 - act, atk[2])] = ["⚔ attacked"]
    return tags


def board(state, viewer: int | None) -> dict:
    if viewer is None:
        v = state.view(0)
        sides = {0: v["me"], 1: state.view(1)["me"]}
        me = 0
    else:
        v = state.view(viewer)
        me = viewer
        sides = {me: v["me"], 1 - me: v["opponent"]}
    tags = _attack_tags(v)
    for k, t in _option_tags(state, v, viewer).items():
        tags[k] = tags.get(k, []) + t
    pick = _picks(v, viewer)
    areas = [_side_area(state, sides[1 - me], 1 - me, viewer, True, tags, pick),
             _turn_area(state, v, sides),
             _side_area(state, sides[me], me, viewer, False, tags, pick)]
    return finish({"areas": areas}, state, card_facts)
