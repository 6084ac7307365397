"""The card importer's effect clauses that move cards (see importer.py): salvage, search,
look at the top cards, put on the stage (Change included), bounce, swap, send to the waiting
room, refill, exchange, and damage counted in milled cards. The table of clauses is
importer_effects.EFFECTS.
"""

from __future__ import annotations

import re

from .importer_filters import choice, typed_filter

ZONE_WORDS = {"memory": "memory", "waiting room": "waiting", "hand": "hand", "stock": "stock",
              "clock": "clock"}
LEVEL_ABOVE = " with level higher than your opponent's level"


def _fx_salvage(m, ctx, to="hand"):
    f = typed_filter(m[3])
    if f is None:
        return None
    return [{"verb": "salvage", "filter": f, "n": int(m[2]), "up_to": bool(m[1]), "to": to}]


def _fx_search(m, ctx):
    f = typed_filter(m[2])
    if f is None:
        return None
    return [{"verb": "search_deck", "filter": f, "n": int(m[1]), "to": "hand", "reveal": True}]


def _fx_look(m, ctx):
    if m[1] == "X":
        x = re.fullmatch(r"the number of cards in your memory \+(\d+), at most (\d+)", ctx.x or "")
        if not x:
            return None
        ctx.x_used = True
        e = {"verb": "look_top", "n": int(x[2]), "n_memory_plus": int(x[1]), "choose": int(m[2]),
             "to": "hand", "rest": "waiting"}
    else:
        e = {"verb": "look_top", "n": int(m[1]), "choose": int(m[2]), "to": "hand",
             "rest": "waiting"}
    if m[3] not in ("card", "cards"):
        f = typed_filter(m[3])
        if f is None:
            return None
        e["filter"] = f
    return [e]


def _fx_bounce(m, ctx):
    t = choice(m[1], "of your opponent's ", m[2])
    return [{"verb": "bounce", "target": t}] if t else None


def _slots(where: str) -> str | None:
    return {"any position of your stage": "any", "any position of your center stage": "center"}.get(where)


def _fx_to_stage(m, ctx):
    f = typed_filter(m[2])
    sl = _slots(m[4])
    if f is None or sl is None or m[3] not in ("waiting room", "memory"):
        return None
    e = {"verb": "to_stage", "from": ZONE_WORDS[m[3]], "filter": f, "slots": sl}
    if m[1]:
        e["up_to"] = True
    return [e]


def _fx_change(m, ctx):
    f = typed_filter(m[2])
    if f is None:
        return None
    e = {"verb": "to_stage", "from": ZONE_WORDS[m[3]], "filter": f, "slots": "this"}
    if m[1]:
        e["up_to"] = True
    return [e]


def _fx_search_to_stage(m, ctx):
    what, lim = m[1], False
    if what.endswith(" with level equal to or lower than your level"):
        what, lim = what[: -len(" with level equal to or lower than your level")], True
    f = typed_filter(what)
    sl = _slots(m[2])
    if f is None or sl is None:
        return None
    e = {"verb": "to_stage", "from": "deck", "filter": f, "slots": sl}
    if lim:
        e["level_max_yours"] = True
    return [e]


def _fx_swap(m, ctx):
    t = choice(m[1], "of your other ", m[2])
    if t is None:
        return None
    e = {"verb": "swap_with", "target": t}
    if m[3]:
        e["stand"] = True
    return [e]


def _fx_to_wr(m, ctx):
    what, above = m[3], False
    if what.endswith(LEVEL_ABOVE):
        what, above = what[: -len(LEVEL_ABOVE)], True
    t = choice(m[1], m[2], what)
    if t is None:
        return None
    if above:
        t["filter"] = {**t.get("filter", {}), "level_above_players": True}
    return [{"verb": "to_waiting_room", "target": t}]


def _fx_refill(m, ctx):
    f = typed_filter(m[1])
    return [{"verb": "refill_vacated", "filter": f}] if f else None


def _fx_bounce_zone(m, ctx):
    t = choice(m[1], "", f"{m[2]} in your opponent's {m[3]} stage")
    return [{"verb": "bounce", "target": t}] if t else None


def _fx_exchange(m, ctx):
    f = typed_filter(m[1])
    if f is None or typed_filter(m[2]) != f:
        return None
    return [{"verb": "exchange", "filter": f}]


def _fx_damage_x(m, ctx):
    x = re.fullmatch(r"the number of (climax|climaxes|characters|events) among those cards", ctx.x or "")
    if not x:
        return None
    ctx.x_used = True
    noun = {"climaxes": "climax", "characters": "character", "events": "event"}.get(x[1], x[1])
    return [{"verb": "damage", "n": 1, "per": {"filter": {"type": noun}, "zone": "milled"}}]
