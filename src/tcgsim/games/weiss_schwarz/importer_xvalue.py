"""The card importer's reader of one-shot effects whose number is "X" with "X is equal to …"
(see importer.py): the X clause becomes one value expression (abilities_xvalue.py), the
effect text is read by the ordinary clauses with a sentinel number standing for X, and every
effect that holds the sentinel is wrapped as {verb="with_x", x=<value>, do=<effect with "X">}
(evaluated when it resolves: verbs_xvalue.py). Added to importer_effects.EFFECTS when
importer_kinds loads (first in the table, but it gives way to any reading without it).

Value expressions: {"of": SOURCE, ..., "times": N, "plus": M} (X = value × N + M):
  revealed_level   the level of the card revealed by this ability ("reveal the top card")
  milled_level     the total level of the cards put into the waiting room by this effect
  milled           the number of those cards (matching `filter`)
  count            the number of (other) characters you / your opponent have (`filter`,
                   `others`, `opponent`, `zone` = stage | center | back)
  cards            the number of cards (matching `filter`) in your `zone`
  that_level / that_soul   the chosen character's level / soul (power and soul only)
"""

from __future__ import annotations

import re

from . import importer_effects, importer_kinds
from .abilities_xvalue import SENT, X_TARGET_SOURCES, X_VERBS, mark, x_positions
from .importer_effects import effects
from .importer_filters import stage_filter, typed_filter
from .importer_stats import Ctx, _milled_filter

_REMINDER = re.compile(r"\s*\((?:Climax(?:es)? (?:are|is) regarded as level 0\.?\s*)?"
                       r"(?:(?:This )?[Dd]amage may be canceled\.?)?\)$")
_ZONES = {"memory": "memory", "clock": "clock", "stock": "stock", "hand": "hand",
          "waiting room": "waiting", "level zone": "level"}


def _card_filter(what: str) -> dict | None:
    """'"Name"' / 'events' / 'event cards' / 'climaxes' / '《T》 characters' in a zone."""
    w = {"events": "event", "event cards": "event", "climaxes": "climax", "climax cards": "climax",
         "climax": "climax", "characters": "character", "cards": "card"}.get(what)
    if w == "card":
        return {}
    if w:
        return {"type": w}
    return _milled_filter(what)


def _count(what: str, opponent: bool) -> dict | None:
    m = re.fullmatch(r'characters (with "[^"]+"(?: or "[^"]+")? in (?:its|their) card names?)', what)
    if m:
        what = "characters " + m[1]
    f = stage_filter(what)
    if f is None or not (what.endswith("s") or "card name" in what):
        return None
    out: dict = {"of": "count"}
    if f:
        out["filter"] = f
    if opponent:
        out["opponent"] = True
    return out


def _source(t: str) -> dict | None:
    if t in ("the level of the revealed card", "the revealed card's level"):
        return {"of": "revealed_level"}
    if t in ("the total level of the cards put into your waiting room by this effect",
             "the total level of those cards"):
        return {"of": "milled_level"}
    if t in ("the level of that card", "that card's level"):
        return {"of": "milled_level", "one": True}   # the one card put there before
    if t in ("that character's level", "the level of that character"):
        return {"of": "that_level"}
    if t in ("that character's soul", "the soul of that character"):
        return {"of": "that_soul"}
    if t == "your level":              # seed 000 레벨: the number of cards in the level zone
        return {"of": "cards", "zone": "level"}
    if t == "the number of cards put into your waiting room by this effect":
        return {"of": "milled"}
    m = re.fullmatch(r"the number of (.+?) (?:revealed |put into your waiting room by this effect )?"
                     r"among those cards|the number of (.+?) put into your waiting room by this effect", t)
    if m:
        f = _milled_filter(m[1] or m[2])
        return None if f is None else {"of": "milled", "filter": f}
    m = re.fullmatch(r"the number of (.+?) in your (memory|clock|stock|hand|waiting room|level zone)", t)
    if m and not m[1].startswith("other "):
        f = _card_filter(m[1])
        if f is None:
            return None
        return {"of": "cards", "zone": _ZONES[m[2]], **({"filter": f} if f else {})}
    m = re.fullmatch(r"the number of (other )?characters in your (opponent's )?(center|back) stage", t)
    if m:
        out = {"of": "count", "zone": m[3]}
        if m[1]:
            out["others"] = True
        if m[2]:
            if m[1]:
                return None
            out["opponent"] = True
        return out
    m = re.fullmatch(r"the number of (.+?) your opponent has", t) or \
        re.fullmatch(r"the number of your opponent's (.+)", t)
    if m:
        return _count(m[1], True)
    m = re.fullmatch(r'the number of (other )?characters you have (with "[^"]+"(?: or "[^"]+")?'
                     r'(?: in (?:its|their) card names?)?)', t)
    if m:
        out = _count("characters " + m[2], False)
        if out and m[1]:
            out["others"] = True
        return out
    m = re.fullmatch(r"the number of (other )?(.+?) you have", t) or \
        re.fullmatch(r"the number of your (other )?(.+)", t)
    if m:
        out = _count(m[2], False)
        if out and m[1]:
            out["others"] = True
        return out
    return None


def parse_x(text: str) -> dict | None:
    """'the level of the revealed card +1' -> {"of": "revealed_level", "plus": 1}."""
    t = _REMINDER.sub("", text.strip()).rstrip(".").strip()
    times, plus = 1, 0
    m = re.fullmatch(r"(\d+) multiplied by (.+)", t)
    if m:
        times, t = int(m[1]), m[2]
    else:
        m = re.fullmatch(r"(.+?) ×(\d+)", t)
        if m:
            t, times = m[1], int(m[2])
        else:
            m = re.fullmatch(r"(.+?) ([+-])(\d+)", t)
            if m:
                t, plus = m[1], int(m[3]) * (1 if m[2] == "+" else -1)
    src = _source(t)
    if src is None:
        return None
    if times != 1:
        src["times"] = times
    if plus:
        src["plus"] = plus
    return src


def _produces(effs: list, k: int, xv: dict) -> bool:
    """Is what X reads made by an earlier effect of the same text?"""
    before = [e["verb"] for e in effs[:k]]
    if xv["of"] == "revealed_level":
        return "reveal_top_card" in before
    if xv["of"] in ("milled_level", "milled"):
        mills = [e for e in effs[:k] if e["verb"] == "mill"]
        return bool(mills) and not (xv.get("one") and mills[-1].get("n", 1) != 1)
    return True


def _fx_with_x(m, ctx):
    if ctx.mode != "once" or ctx.x is None or getattr(ctx, "xv_skip", False):
        return None
    s = m[1]
    if re.search(r'"[^"]*\bX\b[^"]*"', s):
        return None                   # an X inside a card name
    plain = Ctx(ctx.mode, ctx.x)
    plain.xv_skip = True
    if effects(s, plain) is not None and plain.x_used:
        return None                   # another reading of this X: it stays as it was
    xv = parse_x(ctx.x)
    if xv is None:
        return None
    inner_ctx = Ctx("once")
    inner_ctx.xv_inner = True
    inner = effects(re.sub(r"\bX\b", str(SENT), s), inner_ctx)
    if inner is None:
        return None
    out, used = [], False
    for k, e in enumerate(inner):
        pos = x_positions(e)
        if not pos:
            out.append(e)
            continue
        if e["verb"] not in X_VERBS or not pos <= X_VERBS[e["verb"]] or not _produces(inner, k, xv):
            return None
        if xv["of"] in X_TARGET_SOURCES and (e["verb"] not in ("power", "soul")
                                             or not isinstance(e.get("target"), dict)):
            return None
        out.append({"verb": "with_x", "x": xv, "do": mark(e)})
        used = True
    if not used:
        return None
    ctx.x_used = True
    return out


def _fx_reveal(m, ctx):
    return [{"verb": "reveal_top_card"}] if getattr(ctx, "xv_inner", False) else None


def _fx_mill(m, ctx):
    """'put N cards from the top of your deck into your waiting room' = 'put the top N cards
    of your deck into your waiting room' (the same cards, one at a time from the top)."""
    return [{"verb": "mill", "n": int(m[1])}] if ctx.mode == "once" else None


def _register() -> None:
    # first: it reads the whole effect text (\A: only from its start), and gives way to any
    # reading without it
    importer_effects.EFFECTS.insert(0, (re.compile(r"\A(?=.*\bX\b)(.+)$", re.S), _fx_with_x))
    sep = r"(?=$|, and |, | and |\. If you do, |\. If there is an? )"   # as importer_effects
    importer_effects.EFFECTS.append((re.compile(r"reveal the top card of your deck" + sep), _fx_reveal))
    importer_effects.EFFECTS.append((re.compile(r"put (\d+) cards? from the top of your deck into your "
                                                r"waiting room" + sep), _fx_mill))


_register()

