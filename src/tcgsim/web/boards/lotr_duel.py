"""The board of The Lord of the Rings: The Duel: the terminal's table (games/lotr_duel/render.py)
as data for the browser's generic renderer (boards/__init__.py).

Top to bottom: the game (duel, whose turn, cards placed against the quota, the decision of
the other player, the effects in force), the opponent's side (hand as known cards and
backs, cards kept for the final, boxed cards, pile), the bridge and the energy track, the
row of this duel (and the previous duel's), and the viewer's side (hand face up, kept,
boxed, pile). A spectator (viewer None, a game without people) sees Balrog's side on top
and Gandalf's below, both hands face up, built from both seats' views.

A card shows its edges as the terminal draws them, top row first, ● a symbol and · a
blank: "defence | attack" (the row's entry shows a Mirror's copied attack edge). Built from
`state.view(viewer)` and the printed facts of the cards it names only.
"""

from __future__ import annotations

from ...games.lotr_duel.cards import ROWS
from ...games.lotr_duel.rules import SIDE, space_label
from . import finish

SYMBOL, BLANK = "●", "·"
COLOR = ("#d4d8e0", "#e8604f")           # Gandalf's cards white, the Balrog's red
DECISION_WORDS = {
    "starter": "chooses who places the first card",
    "place": "places a card",
    "fill": "fills the gap left by the Defense",
    "whip": "chooses the card the Whip swaps with",
    "offer": "lets the shown card be placed, or sends it away",
    "keep": "keeps cards face down for the final",
}
_EDGES = [
    "".join(SYMBOL if m >> (ROWS - 1 - r) & 1 else BLANK for r in range(ROWS))
    for m in range(1 << ROWS)
]


def edges(defence: int, attack: int) -> str:
    """A card's two edges in one short string: "defence | attack", top row first."""
    return f"{_EDGES[defence]} | {_EDGES[attack]}"


def card_facts(card) -> dict:
    side = 0 if card.side == "gandalf" else 1
    words = card.text()
    return {"name": card.name, "type": f"{SIDE[side]} · {card.kind}",
            "stats": edges(card.defence, card.attack), "color": COLOR[side],
            "text": [words] if words else [], "code": card.id}


def _flags(v, p: int, c: int) -> list[str]:
    """The terminal's label under a hand card (render._flags), and the shown card."""
    tags = []
    if v["forced"][p] == c:
        tags.append("next card")
    if c in v["tricked"][p]:
        tags.append("Trick: out")
    if c in v["denied"][p]:
        tags.append("sent away")
    d = v["decision"]
    if d is not None and d["kind"] == "offer" and d.get("shown") == c:
        tags.append("shown")
    return tags


def _entries(v, p: int, ids) -> list:
    out = []
    for c in ids:
        tags = _flags(v, p, c)
        out.append({"id": c, "tags": tags} if tags else c)
    return out


def _row_zone(T, row, name: str, swaps=(), note: str | None = None) -> dict:
    cards, labels = [], []
    for i, slot in enumerate(row):
        if slot is None:
            cards.append(None)
            labels.append(f"{i + 1} · gap")
            continue
        c, a = slot["card"], slot["attack"]
        card = T.cards[c]
        tags = []
        if a != card.attack:
            tags.append("copied attack")
        if c in swaps:
            tags.append("Whip may swap")
        e = {"id": c, "stats": edges(card.defence, a)}
        if tags:
            e["tags"] = tags
        cards.append(e)
        labels.append(str(i + 1))
    z = {"name": name, "kind": "slots", "cards": cards, "labels": labels, "wide": True}
    if note:
        z["note"] = note
    return z


def _bridge(v) -> dict:
    """The staircase as a track: Gandalf's steps rising from his start to the top in the
    middle, then the Balrog's steps falling to his start; G and B where the figures
    stand."""
    top, steps = v["steps_to_top"], v["steps"]
    cells = []
    for i in range(top):                                  # Gandalf's side, 0 .. top-1
        cells.append({"label": str(i), "marks": ["G"] if steps[0] == i else [], "hot": False})
    cells.append({"label": f"top {top}",
                  "marks": [m for m, s in (("G", steps[0]), ("B", steps[1])) if s >= top],
                  "hot": True})
    for i in reversed(range(top)):                        # the Balrog's side
        cells.append({"label": str(i), "marks": ["B"] if steps[1] == i else [], "hot": False})
    return {"name": "Bridge", "kind": "track", "cells": cells,
            "note": f"Gandalf {steps[0]}/{top} · Balrog {steps[1]}/{top} steps "
                    f"({top} steps to the top)"}


def _track(state, v) -> dict:
    tr, e, lab = v["track"], v["energy"], v["energy_labels"]
    start = tr["top"] if v["final"] else tr["start"]
    B = state.B
    cells = []
    for s in range(tr["floor"], tr["top"] + 1):
        cells.append({"label": space_label(s, B),
                      "marks": [m for m, q in (("G", 0), ("B", 1)) if e[q] == s],
                      "hot": s == start})
    diff = e[0] - e[1]
    ahead = "level" if diff == 0 else \
        f"{SIDE[0 if diff > 0 else 1]} ahead by {abs(diff)} space{'s' * (abs(diff) != 1)}"
    return {"name": "Energy track", "kind": "track", "cells": cells, "wide": True,
            "note": f"G Gandalf {lab[0]} · B Balrog {lab[1]} · {ahead} · the start space "
                    f"is {space_label(start, B)}"}


def _in_force(state, v, viewer) -> list[list[str]]:
    """The terminal's "In force" lines (render._status), in plain words, as [what, words]
    rows (a stats zone draws one a line)."""
    names = state.T.cards
    g, b = SIDE
    rows = []
    if v["rage"]:
        rows.append(["Rage", f"pending: {b}'s next special card this duel has no effect"])
    if v["mirror"]:
        rows.append(["Mirror", f"pending: {b}'s next card, if special, has no effect"])
    if v["listing"]:
        rows.append(["List", f"active: {b} plays with the hand open"])
    if v["offer_pending"] >= 0:
        o = v["offer_pending"]
        rows.append(["Magic", f"{SIDE[1 - o]} must show the next chosen card to {SIDE[o]}"])
    if v["gap"] >= 0:
        rows.append(["Defense", f"{g} fills the gap (place {v['gap'] + 1}) next, unscored"])
    for p in (0, 1):
        if v["forced"][p] >= 0:
            rows.append(["Forced", f"{SIDE[p]}'s next card: {names[v['forced'][p]].name}"])
        if v["denied"][p]:
            rows.append(["Sent away", f"from {SIDE[p]}'s hand: "
                         + ", ".join(names[c].name for c in v["denied"][p])])
        if v["tricked"][p]:
            rows.append(["Trick", f"taken from {SIDE[p]} (kept for the final): "
                         + ", ".join(names[c].name for c in v["tricked"][p])])
    pk = v["peek"]
    if pk >= 0:
        if pk == viewer:
            words = f"you may look at {SIDE[1 - pk]}'s hand (you are ahead by 4 or more)"
        else:
            who = "your" if viewer == 1 - pk else f"{SIDE[1 - pk]}'s"
            words = f"{SIDE[pk]} may look at {who} hand (ahead by 4 or more)"
        rows.append(["Look", words])
    return rows


def _game_area(state, v, viewer) -> dict:
    duel, quota, placed = v["duel"], v["quota"], v["placed"]
    title = "the final duel" if v["final"] else f"preliminary duel {duel + 1} of 3"
    phase = title.capitalize() if v["in_duel"] else f"After {title}"
    who = "spectator (both hands shown)" if viewer is None else f"you are {SIDE[viewer]}"
    items = [["Duel", "the final" if v["final"] else f"{duel + 1} of 3 preliminary"]]
    out, d = v["outcome"], v["decision"]
    if out is not None:
        w = out.get("winner")
        items.append(["Game over", ("a draw" if w is None else f"{SIDE[w]} wins")
                      + f" — {out['reason']}"])
    else:
        if v["in_duel"] and not (d and d["kind"] == "starter"):
            items.append(["Turn", f"{SIDE[v['turn']]} to place"])
        items.append(["Placed", f"Gandalf {placed[0]}/{quota} · Balrog {placed[1]}/{quota}"])
        if d is not None:
            words = DECISION_WORDS.get(d["kind"], d["kind"])
            if d["kind"] == "offer":
                words = f"{state.T.cards[d['shown']].name} is shown: placed now, or sent away"
            you = " (you)" if d["player"] == viewer else ""
            items.append(["Decision", f"{SIDE[d['player']]}{you} — {words}"])
    if v["duel_winners"]:
        items.append(["Duels won", ", ".join(f"{i + 1}: {SIDE[w]}"
                                             for i, w in enumerate(v["duel_winners"]))])
    zones = [{"name": "Game", "kind": "stats", "items": items}]
    flags = _in_force(state, v, viewer)
    zones.append({"name": "In force", "kind": "stats", "items": flags} if flags else
                 {"name": "In force", "kind": "text", "lines": ["nothing"]})
    if d is not None and d["kind"] == "offer":
        zones.append({"name": "Shown card", "kind": "cards", "cards": [d["shown"]],
                      "note": f"{SIDE[1 - d['player']]} shows it to {SIDE[d['player']]}"})
    return {"title": phase, "side": "shared", "note": who, "zones": zones}


def _own_zones(v, p: int, hand: str = "Your hand") -> list:
    """A seat's own places, from that seat's view: everything face up but the pile."""
    return [
        {"name": hand, "kind": "cards", "cards": _entries(v, p, v["hand"]),
         "note": f"{len(v['hand'])} cards"},
        {"name": "Kept for the final", "kind": "cards", "cards": _entries(v, p, v["kept"]),
         "note": f"{len(v['kept'])} face down"},
        {"name": "Boxed", "kind": "cards", "cards": list(v["boxed"]),
         "note": "out of the game"},
        {"name": "Pile", "kind": "pile", "count": v["pile"], "note": "for later duels"},
    ]


def _opponent_zones(v, o: int) -> list:
    opp = v["opponent"]
    hand = opp["hand"]
    known = _entries(v, o, hand["known"])
    backs = [{"back": True}] * (hand["count"] - len(hand["known"]))
    return [
        {"name": f"{SIDE[o]}'s hand", "kind": "cards", "cards": known + backs,
         "note": f"{hand['count']} cards, {len(hand['known'])} known to you"},
        {"name": "Kept for the final", "kind": "pile", "count": opp["kept"]["count"],
         "known": list(opp["kept"]["known"]), "note": "face down"},
        {"name": "Boxed", "kind": "pile", "count": opp["boxed"]["count"],
         "known": list(opp["boxed"]["known"]), "note": "out of the game"},
        {"name": "Pile", "kind": "pile", "count": opp["pile"], "note": "for later duels"},
    ]


def _side_stats(v, p: int) -> dict:
    return {"name": SIDE[p], "kind": "stats", "items": [
        ["Bridge", f"{v['steps'][p]}/{v['steps_to_top']} steps"],
        ["Energy", v["energy_labels"][p]],
        ["Placed", f"{v['placed'][p]}/{v['quota']}"],
        ["Out of the game", f"{len(v['played'][p])} placed in earlier duels"],
    ]}


def board(state, viewer: int | None) -> dict:
    v = state.view(0 if viewer is None else viewer)
    T = state.T
    if viewer is None:                    # a spectator: both seats' own views
        views = (v, state.view(1))
        top = {"title": "Balrog", "side": "seat",
               "zones": [_side_stats(v, 1)] + _own_zones(views[1], 1, "Balrog's hand")}
        bottom = {"title": "Gandalf", "side": "seat",
                  "zones": [_side_stats(v, 0)] + _own_zones(v, 0, "Gandalf's hand")}
    else:
        o = 1 - viewer
        top = {"title": f"{SIDE[o]} (opponent)", "side": "opponent",
               "zones": [_side_stats(v, o)] + _opponent_zones(v, o)}
        bottom = {"title": f"{SIDE[viewer]} (you)", "side": "you",
                  "zones": [_side_stats(v, viewer)] + _own_zones(v, viewer)}
    d = v["decision"]
    swaps = set(d["options"] or ()) if d and d["kind"] == "whip" else ()
    key = "each card: defence edge | attack edge, top row first (● symbol, · blank)"
    row = v["row"]
    rows = [_row_zone(T, row, f"Row of duel {v['duel'] + 1}" if not v["final"]
                      else "Row of the final", swaps,
                      f"{len(row)} places; each card's attack edge meets the next card's "
                      f"defence edge; {key}" if row else "no cards placed this duel yet")]
    if v["last_row"]:
        rows.append(_row_zone(T, v["last_row"], "The previous duel's row",
                              note=f"{len(v['last_row'])} cards"))
    shared = {"title": "Bridge and energy", "side": "shared",
              "zones": [_bridge(v), _track(state, v)]}
    row_area = {"title": "The row", "side": "shared", "zones": rows}
    b = {"areas": [_game_area(state, v, viewer), top, shared, row_area, bottom]}
    return finish(b, state, card_facts)
