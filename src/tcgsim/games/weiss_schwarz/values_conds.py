"""Weiß Schwarz -- the evaluation of the conditions area's keys (abilities_conds.py), read by
values.condition_holds through verbs_climax.CLIMAX_CONDITIONS (each a function (state, p,
card, value, condition) -> bool, p the player whose ability it is, card the ability's card).

Each reads exactly what its card prints and nothing more (【CONT】 values are recomputed on
every read): the zones named, whose they are, "other" (this card left out), cards or
characters, levels as they are now (values.level_now). Counted zones: the stage ("center",
"back" or all five positions; every character there, 【REVERSE】 ones included -- they are
still on the stage until the encore step, seed 000 ⑥), the waiting room, memory, clock,
level zone and climax area (public: filters allowed), the deck, hand and stock (their
number of cards only) and the markers underneath this card.
"""

from __future__ import annotations

from .verbs_climax import CLIMAX_CONDITIONS

STAND, REST, REVERSE = 0, 1, 2
_SLOTS = {"stage": range(5), "center": (0, 1, 2), "back": (3, 4)}
_PILES = {"waiting": "waiting", "memory": "memory", "clock": "clock", "level": "level",
          "climax": "climax", "deck": "deck", "hand": "hand", "stock": "stock"}


def count_of(s, p: int, c: int, k: dict) -> int:
    """The number a count {zone, filter, others, opponent, of} reads for p's card c."""
    q = 1 - p if k.get("opponent") else p
    z = k["zone"]
    if z == "markers":
        slot = s.slot_of(c)
        return len(s.markers[s.owner(c)][slot]) if slot >= 0 else 0
    if z == "stage" or z == "center" or z == "back":
        st = s.stage[q]
        slots = _SLOTS[z]
        ex = c if k.get("others") else -1
        want = k.get("status")
        if want is None:
            xs = [st[i] for i in slots if st[i] >= 0 and st[i] != ex]
        else:
            ss = s.status[q]
            xs = [st[i] for i in slots if st[i] >= 0 and st[i] != ex and _is(ss[i], want)]
    else:
        xs = getattr(s, _PILES[z])[q]
    f = k.get("filter")
    of = k.get("of", "cards")
    if of == "cards":
        if not f:
            return len(xs)
        m = s.matches
        return sum(1 for x in xs if m(x, f))
    T = s.T
    if f:
        xs = [x for x in xs if s.matches(x, f)]
    if of == "names":
        return len({T.name[x] for x in xs})
    return len({T.color[x] for x in xs})          # "colors"


def _counts(s, p, c, v, cond) -> bool:
    for k in v:
        n = count_of(s, p, c, k)
        if ("min" in k and n < k["min"]) or ("max" in k and n > k["max"]):
            return False
    return True


def _position(s, p, c, v, cond) -> bool:
    slot = s.slot_of(c)
    if v == "left":                       # stage slots 0-2: left, middle, right (rules.py)
        return slot == 0
    if v == "right":
        return slot == 2
    if v == "back":
        return slot >= 3
    return slot >= 0                      # "stage"


def _is(st: int, v: str) -> bool:
    """A stage status (0 【STAND】, 1 【REST】, 2 【REVERSE】) is "stand" / "rest" / "not_reverse"."""
    if v == "stand":
        return st == STAND
    if v == "rest":
        return st == REST
    return st != REVERSE                  # "not_reverse"


def _status(s, p, c, v, cond) -> bool:
    slot = s.slot_of(c)
    return slot >= 0 and _is(s.status[s.owner(c)][slot], v)


def _self_level_min(s, p, c, v, cond) -> bool:
    return s.level_now(c) >= v


def _fewer_than_opp(s, p, c, v, cond) -> bool:
    pile = getattr(s, v)
    return len(pile[p]) < len(pile[1 - p])


def _opp_all_match(s, p, c, v, cond) -> bool:
    m = s.matches
    return all(x < 0 or m(x, v) for x in s.stage[1 - p])


CLIMAX_CONDITIONS.update({"counts": _counts, "position": _position, "status": _status,
                          "self_level_min": _self_level_min, "fewer_than_opp": _fewer_than_opp,
                          "opp_all_match": _opp_all_match})
