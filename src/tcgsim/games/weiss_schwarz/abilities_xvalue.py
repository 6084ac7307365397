"""Vocabulary of the "X is equal to …" values (executed in verbs_xvalue.py; abilities.VERBS
takes them in): the verb `with_x` {x=<value>, do=<effect>} performs the effect `do` with the
number X, worked out when it resolves, in the places of `do` that hold "X" (or "-X"); and
`reveal_top_card`, which reveals the top card of your deck (it stays there) for an X that
reads "the level of the revealed card" (seed 000: a revealed card stays where it is).

A value is {"of": SOURCE, ...qualifiers, "times": N, "plus": M}: X = value × N + M.
"""

from __future__ import annotations

SENT = 9137                    # a number no card prints: stands for X while a text is read

# verb -> the places of `do` where X may stand (dotted paths)
X_VERBS = {
    "power": {"amount"}, "soul": {"amount"}, "damage": {"n"}, "mill": {"n"}, "draw": {"n"},
    "look_top": {"n"}, "dig": {"n"}, "salvage": {"filter.level_max"},
    "to_waiting_room": {"target.filter.level_max"}, "bounce": {"target.filter.level_max"},
    "reverse": {"target.filter.level_max"}, "send": {"target.filter.level_max"},
}
X_TARGET_SOURCES = ("that_level", "that_soul")
SOURCES = ("revealed_level", "milled_level", "milled", "count", "cards") + X_TARGET_SOURCES
ZONES = ("memory", "clock", "stock", "hand", "waiting", "level")
_KEYS = {"of", "times", "plus", "filter", "others", "opponent", "zone", "one"}

VERBS_X = {
    "with_x": ({"x", "do"}, "once"),
    "reveal_top_card": (set(), "once"),
}


def x_positions(e, path: str = "") -> set:
    """The dotted places of e that hold the sentinel (SENT or -SENT)."""
    out: set = set()
    if isinstance(e, dict):
        for k, v in e.items():
            out |= x_positions(v, f"{path}.{k}" if path else k)
    elif isinstance(e, list):
        for v in e:
            out |= x_positions(v, path + ".*")
    elif isinstance(e, int) and not isinstance(e, bool) and abs(e) == SENT:
        out.add(path)
    return out


def subst(e, value):
    """e with "X" / "-X" replaced by value / -value (SENT, -SENT by "X", "-X" if value is None)."""
    if isinstance(e, dict):
        return {k: subst(v, value) for k, v in e.items()}
    if isinstance(e, list):
        return [subst(v, value) for v in e]
    if value is None:
        if isinstance(e, int) and not isinstance(e, bool) and abs(e) == SENT:
            return "X" if e > 0 else "-X"
        return e
    if e == "X":
        return value
    if e == "-X":
        return -value
    return e


def mark(e: dict) -> dict:
    return subst(e, None)


def check(e: dict, check_effects) -> None:
    if e["verb"] != "with_x":
        return
    xv, do = e.get("x"), e.get("do")
    if not isinstance(xv, dict) or xv.get("of") not in SOURCES or set(xv) - _KEYS:
        raise ValueError(f"verb 'with_x': x is a value {{of = {' | '.join(SOURCES)}, …}}; got {xv!r}")
    for k in ("times", "plus"):
        if k in xv and type(xv[k]) is not int:
            raise ValueError(f"verb 'with_x': x.{k} is an integer")
    if xv["of"] == "cards" and xv.get("zone") not in ZONES:
        raise ValueError(f"verb 'with_x': the cards counted lie in a zone of {', '.join(ZONES)}")
    if not isinstance(do, dict) or do.get("verb") not in X_VERBS:
        raise ValueError(f"verb 'with_x': do is one of the verbs {', '.join(sorted(X_VERBS))}")
    concrete = subst(do, SENT)
    pos = x_positions(concrete)
    if not pos or not pos <= X_VERBS[do["verb"]]:
        raise ValueError(f"verb 'with_x': X stands in {sorted(pos)}; {do['verb']!r} takes it in "
                         f"{sorted(X_VERBS[do['verb']])}")
    if xv["of"] in X_TARGET_SOURCES and (do["verb"] not in ("power", "soul")
                                         or not isinstance(do.get("target"), dict)):
        raise ValueError("verb 'with_x': that character's level / soul goes with a chosen target's "
                         "power or soul")
    check_effects([concrete], "once")


def value_words(xv: dict, filter_words) -> str:
    of = xv["of"]
    f = xv.get("filter")
    if of == "revealed_level":
        s = "the level of the revealed card"
    elif of == "milled_level":
        s = ("the level of that card" if xv.get("one")
             else "the total level of the cards put into your waiting room by this effect")
    elif of == "milled":
        s = f"the number of {filter_words(f) + 's' if f is not None else 'cards'} among those cards"
    elif of == "cards":
        zone = {"waiting": "waiting room", "level": "level zone"}.get(xv["zone"], xv["zone"])
        what = filter_words(f) + "s" if f else "cards"
        s = f"the number of {what} in your {zone}"
    elif of == "count":
        other = "other " if xv.get("others") else ""
        whose = "your opponent's" if xv.get("opponent") else "your"
        where = {"center": " in the center stage", "back": " in the back stage"}.get(xv.get("zone"), "")
        s = f"the number of {whose} {other}{filter_words(f)}s{where}"
    else:
        s = f"that character's {'level' if of == 'that_level' else 'soul'}"
    if xv.get("times", 1) != 1:
        s += f" ×{xv['times']}"
    if xv.get("plus"):
        s += f" {xv['plus']:+d}"
    return s


def words(e: dict, filter_words, effect_words) -> str | None:
    v = e["verb"]
    if v == "reveal_top_card":
        return "reveal the top card of your deck"
    if v != "with_x":
        return None
    w = effect_words(subst(e["do"], SENT)).replace(f"+{SENT}", "+X").replace(f"-{SENT}", "-X")
    return w.replace(str(SENT), "X") + f" (X = {value_words(e['x'], filter_words)})"
