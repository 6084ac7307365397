"""The card importer's effect clauses that change a stat (see importer.py): power, soul and
level, for a time or while an ability is in force, by a fixed amount or per card counted
(the 'X is equal to …' clause); and `Ctx`, what every effect clause builder reads
(continuous or one-shot, the X clause). The table of clauses is importer_effects.EFFECTS.
"""

from __future__ import annotations

import re

from .importer_filters import _who, choice, stage_filter, typed_filter

UNTIL = {"": None, " until end of turn": "turn",
         " until the end of your opponent's next turn": "opp_next_turn"}
UNTIL_RX = r"( until end of turn| until the end of your opponent's next turn|)"
STAT = r"([+-]\d+|\+X) (power|soul)"


class Ctx:
    """What an effect clause needs to know: continuous or one-shot, and the 'X is …' clause."""

    def __init__(self, mode: str, x: str | None = None):
        self.mode, self.x = mode, x
        self.x_used = False


# more readers of an X clause as a count (importer_stats2: levels, the facing character, …),
# tried when _per_count cannot read it
PER_READERS: list = []


def _per(ctx: Ctx) -> tuple[dict, int] | None:
    """'X is equal to the number of other 《T》 characters you have ×500' -> (per, 500)."""
    if ctx.x is None:
        return None
    return _per_count(ctx) or next((r for r in (read(ctx) for read in PER_READERS) if r), None)


def _per_count(ctx: Ctx) -> tuple[dict, int] | None:
    m = re.fullmatch(r"the number of (.+?) among those cards ×(\d+)", ctx.x)
    if m:
        f = _milled_filter(m[1])
        if f is None:
            return None
        ctx.x_used = True
        return {"filter": f, "zone": "milled"}, int(m[2])
    m = (re.fullmatch(r"the number of (.+?) your opponent has ×(\d+)", ctx.x)
         or re.fullmatch(r"the number of your opponent's (.+?) ×(\d+)", ctx.x))
    o = re.fullmatch(r"(\d+) multiplied by the number of your opponent's (.+)", ctx.x)
    if m or o:                        # the characters on the opponent's stage
        what, n = (m[1], m[2]) if m else (o[2], o[1])
        f = stage_filter(what)
        if f is None or not what.endswith("s"):
            return None
        ctx.x_used = True
        return {**({"filter": f} if f else {}), "zone": "opponent"}, int(n)
    m = (re.fullmatch(r"the number of (other )?(.+?) you have ×(\d+)", ctx.x)
         or re.fullmatch(r"the number of your (other )?(.+?) ×(\d+)", ctx.x))
    if not m:
        return None
    f = stage_filter(m[2])
    if f is None or not m[2].endswith("s"):
        return None
    per: dict = {"filter": f} if f else {}
    if m[1]:
        per["others"] = True          # other than this card (the ability's source)
    ctx.x_used = True
    return per, int(m[3])


def _milled_filter(what: str) -> dict | None:
    """'《T》 characters' / '"Name" or characters with "Y" in their card names' (among cards)."""
    alts = re.fullmatch(r'("[^"]+") or (.+)', what)
    if alts:
        a, b = _milled_filter(alts[1]), _milled_filter(alts[2])
        return {"any_of": [a, b]} if a and b else None
    return typed_filter(what.rstrip("s") if what.endswith("characters") else what)


def _stat(verb: str, target, amount: str, until: str, ctx: Ctx, per: dict | None = None):
    u = UNTIL[until]
    if (ctx.mode == "cont") != (u is None):          # one-shot changes say how long they last
        return None
    e: dict = {"verb": verb, "target": target}
    if amount == "+X":
        if verb != "power" or per is not None:
            return None
        r = _per(ctx)
        if r is None:
            return None
        per, n = r
        e["amount"] = n
    else:
        e["amount"] = int(amount)
    if per is not None:
        if verb != "power":
            return None
        e["per"] = per
    if u:
        e["until"] = u
    return e


def _stats(target, m1: str, v1: str, m2: str | None, v2: str | None, until: str, ctx: Ctx):
    out = []
    for amount, verb in ((m1, v1), (m2, v2)):
        if amount is None:
            continue
        e = _stat(verb, target, amount, until, ctx)
        if e is None:
            return None
        out.append(e)
    if len(out) == 2 and (isinstance(target, dict) or out[0]["verb"] == out[1]["verb"]):
        return None                   # one choice cannot be shared by two verbs
    return out


SELF_OR_ALL = {"this card": "self", "all of your characters": "all_yours",
               "all of your other characters": "others_yours"}


def _fx_stats(m, ctx):
    return _stats(SELF_OR_ALL[m[1]], m[2], m[3], m[5], m[6], m[7], ctx)


def _fx_choice_stat(m, ctx):
    t = choice(m[1], m[2], m[3])
    if t is None:
        return None
    return _stats(t, m[4], m[5], None, None, m[6], ctx)


def _fx_per(m, ctx):
    other, what = m[3], m[4]
    f = stage_filter(what)
    if f is None or (not other and m[2] != "each "):
        return None
    per: dict = {"filter": f} if f else {}
    if other:
        per["others"] = True
    e = _stat("power", "self", m[1], m[5], ctx, per)
    return [e] if e else None


def _fx_level_in_hand(m, ctx):
    if ctx.mode != "cont":
        return None
    return [{"verb": "level", "target": "self", "amount": int(m[1]), "zone": "hand"}]


def _fx_group_stat(m, ctx):
    e = _stat("power", "opponent_center", m[1], m[2], ctx)
    return [e] if e else None


def _fx_per_level(m, ctx):
    x = re.fullmatch(r"that character's level ×(\d+)", ctx.x or "")
    if not x or ctx.mode != "once":
        return None
    ctx.x_used = True
    return [{"verb": "power", "target": "opponents_all", "amount": -int(x[1]), "per_level": True,
             "until": "turn"}]


def _fx_per_memory(m, ctx):
    f = typed_filter(m[2])
    if f is None:
        return None
    e = _stat("power", "self", m[1], m[3], ctx, {"filter": f, "zone": "memory"})
    return [e] if e else None


def _fx_level_on_stage(m, ctx):
    if ctx.mode != "cont":
        return None
    return [{"verb": "level", "target": "self", "amount": int(m[1])}]


def _fx_group_stats(m, ctx):
    who = _who(m[1])
    if not isinstance(who, dict):
        return None
    out = []
    for amount, verb in ((m[2], m[3]), (m[5], m[6])):
        if amount is None:
            continue
        e = _stat(verb, who, amount, m[7], ctx)
        if e is None:
            return None
        out.append(e)
    return out


def _fx_per_center(m, ctx):
    f = stage_filter(m[2] + "s")
    if f is None:
        return None
    per: dict = {"others": True, "zone": m[3]}
    if f:
        per["filter"] = f
    e = _stat("power", "self", m[1], "", ctx, per)
    return [e] if e else None


def _fx_soul_per(m, ctx):
    f = stage_filter(m[2])
    if f is None or ctx.mode != "cont" or not (m[2].endswith("s") or m[2].startswith('"')):
        return None
    per: dict = {"others": True}
    if f:
        per["filter"] = f
    return [{"verb": "soul", "target": "self", "amount": int(m[1]), "per": per}]
