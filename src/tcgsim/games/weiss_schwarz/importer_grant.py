"""The card importer's readers for granted abilities ("… gets [+N power and] the following
ability [until …]. "【…】""), in printed variants the other modules do not read: the period
first ("until end of turn, that character gets +N power and the following ability"), the stat
for a shorter time than the ability ("+N power until end of turn and the following ability
until the end of your opponent's next turn"), soul or two stats with the ability, and the
wordings "gains" / "that card gets". Added to importer_effects.EFFECTS (and importer_climax's
CANON) when importer_kinds loads. What a grant may carry is abilities_grant2.check's.
"""

from __future__ import annotations

import re

from . import importer_climax, importer_effects
from .importer_filters import choice
from .importer_stats import UNTIL

_PERIOD = r"(until end of turn|until the end of your opponent's next turn)"
_STAT = r"([+-]\d+) (power|soul)"


def _nested(text):
    from .importer_effects import _nested as n      # the effects read kinds, which read these
    return n(text)


def _stats(target, pairs, u):
    out = [{"verb": v, "target": target, "amount": int(a), "until": u} for a, v in pairs if a]
    return out if len({e["verb"] for e in out}) == len(out) else None


def _fx_period_first(m, ctx):
    """'[choose 1 of your …, and ]until …, (this card | that character) gets +A power [, +B
    soul] and the following ability. "…"': stat and ability for the same period."""
    if ctx.mode != "once":
        return None
    u = UNTIL[" " + m[4]]
    a = _nested(m[9])
    if a is None or u is None:
        return None
    if m[1]:
        if m[5] != "that character":
            return None
        t = choice(m[1], m[2], m[3])
        if t is None:
            return None
    elif m[5] == "this card":
        t = "self"
    else:
        return None
    st = _stats(t, [(m[6], m[7])] + ([(m[8][2:].split(" ")[0], m[8].split(" ")[-1])] if m[8] else []), u)
    if st is None:
        return None
    then = "that" if isinstance(t, dict) else t
    return st + [{"verb": "grant", "target": then if st else t, "ability": a, "until": u}]


def _fx_two_periods(m, ctx):
    """'this card gets +N power until end of turn[,] and the following ability until the end
    of your opponent's next turn. "…"'."""
    a = _nested(m[3])
    if ctx.mode != "once" or a is None:
        return None
    return [{"verb": m[2], "target": "self", "amount": int(m[1]), "until": "turn"},
            {"verb": "grant", "target": "self", "ability": a, "until": "opp_next_turn"}]


def _fx_stats_and_grant(m, ctx):
    """'this card gets +A soul [, +B power] and the following ability until …. "…"' (power
    alone is importer_climax._fx_power_and_grant)."""
    u = UNTIL[" " + m[5]]
    a = _nested(m[6])
    if ctx.mode != "once" or a is None or u is None:
        return None
    st = _stats("self", [(m[1], m[2]), (m[3], m[4])], u)
    if st is None:
        return None
    return st + [{"verb": "grant", "target": "self", "ability": a, "until": u}]


importer_effects.EFFECTS += [
    (re.compile(r"(?:choose (\d+) (of your other |of your |)(.+?),? and )?" + _PERIOD
                + r", (this card|that character) gets? " + _STAT + r"(, [+-]\d+ (?:power|soul))?,? "
                r"and the following ability\. \"(【.+)\"$"), _fx_period_first),
    (re.compile(r"this card gets " + _STAT + r" until end of turn,? and the following ability until "
                r"the end of your opponent's next turn\. \"(【.+)\"$"), _fx_two_periods),
    (re.compile(r"this card gets " + _STAT + r"(?:, (?:and )?" + _STAT + r")?,? and the following "
                r"ability " + _PERIOD + r"\. \"(【.+)\"$"), _fx_stats_and_grant),
]

importer_climax.CANON += [
    # "gains the following ability" is "gets the following ability"
    (re.compile(r"\b(this card|that character|character|characters) gains? the following "
                r"(ability|abilities|\d abilities)"),
     lambda m: f"{m[1]} {'get' if m[1] == 'characters' else 'gets'} the following {m[2]}"),
    # a choice of your characters on the stage: "and that card gets the following ability"
    (re.compile(r"(\bchoose (?:up to )?1 of your [^.\"]*?(?:\"[^\"]*\"[^.\"]*?)*), and that card gets "
                r"(?=(?:[+-]\d+ power and )?the following ability)"),
     lambda m: f"{m[1]}, and that character gets "),
]


# ---- "the following abilities" / "the following N abilities": each quoted ability granted ------

def _fx_many(m, ctx):
    """'(this card | all of your …) gets [+N power and] the following (N )?abilities[ until
    …]. "【…】" "【…】"': one grant per quoted ability (the count, when printed, must match)."""
    from .importer_filters import _who

    u = UNTIL[m[5] or ""]
    once = u is not None
    if ctx.mode != ("once" if once else "cont"):
        return None
    who = "self" if m[1] == "this card" else (None if once else _who(m[1]))
    parts = re.split(r'" "(?=【)', m[6])
    if who is None or len(parts) < 2 or (m[4] and int(m[4]) != len(parts)):
        return None
    out = []
    if m[2]:
        out.append({"verb": m[3], "target": who, "amount": int(m[2]), **({"until": u} if once else {})})
    for p in parts:
        a = _nested(p)
        if a is None:
            return None
        out.append({"verb": "grant", "target": who, "ability": a, **({"until": u} if once else {})})
    return out


importer_effects.EFFECTS += [
    (re.compile(r"(this card|all of your .+?) gets? (?:" + _STAT + r",? and )?the following "
                r"(?:(\d) )?abilities( until end of turn| until the end of your opponent's next turn|)"
                r"\. \"(【.+)\"$"), _fx_many),
]
