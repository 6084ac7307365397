"""The card importer's effect clauses and wording rewrites first needed by the 【AUTO】
abilities of a character placed on the stage (see importer.py); the clauses are general (any
count, "up to", any zone they name) and join importer_effects.EFFECTS.

`canon` evens out wordings that mean the same ("placed on stage" / "placed on the stage",
"a card" / "1 card", "two" / "2", full-width brackets, "revealed among those cards" after
a mill, "N multiplied by the number of …" / "the number of … ×N") so that one pattern
reads them all; `clean` (importer_text.py) applies it to every printed ability.
"""

from __future__ import annotations

import re

from .importer_filters import stage_filter, typed_filter
from .importer_stats import UNTIL_RX, Ctx

_NUM = {"a": "1", "an": "1", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
        "six": "6", "seven": "7", "eight": "8", "nine": "9", "ten": "10"}
_COUNT_WORDS = r"(one|two|three|four|five|six|seven|eight|nine|ten)"

# (regex, replacement) applied in order; each rewrite keeps the meaning of the text
CANON = [
    (re.compile("［"), "["), (re.compile("］"), "]"), (re.compile("（"), "("),
    (re.compile("）"), ")"), (re.compile("／"), "/"),
    (re.compile(r"\bplaced on stage\b"), "placed on the stage"),
    # "choose a card", "draw two cards", "put a card from your hand", "up to three", "the top
    # two cards": a count written as a word
    (re.compile(r"\b([Cc]hoose|[Dd]raw|[Pp]ut|[Rr]eturn|[Rr]eveal) (a|an|" + _COUNT_WORDS[1:-1]
                + r")\b(?= (?:cards?|《|characters?|events?|climax|level \d|of |\"|[a-z]+ character))"),
     lambda m: f"{m[1]} {_NUM[m[2]]}"),
    (re.compile(r"\b(up to|the top|the bottom) " + _COUNT_WORDS + r"\b"),
     lambda m: f"{m[1]} {_NUM[m[2]]}"),
    # '1 card named "X"' is '1 "X"' (a name stands for a card of that name)
    (re.compile(r"\b(\d+) cards? named (\"[^\"]+\")"), r"\1 \2"),
    (re.compile(r"^(【AUTO】 Bond/.*, and return it to your hand)\.\)$"), r"\1)"),   # its reminder
    (re.compile(r"\s*\(The revealed card is returned to its original place\)$"), ""),
    # the reveal verbs leave a card that does not match where it was (verbs.verb_reveal_top)
    (re.compile(r"\s*\((?:Climax are regarded as level 0\. )?(?:If it is not|Otherwise), return the "
                r"revealed card to its original place\)$"), ""),
    (re.compile(r"\s*\(Return the card you saw to its original place\)$"), ""),   # a reminder
    (re.compile(r"put it on the top or the bottom of your deck"),
     "put it on the top or at the bottom of your deck"),
    # after a mill the cards put into the waiting room are the ones "revealed"
    (re.compile(r"((?:If there is an?|X is equal to the number of) [^,.]*?) revealed among those "
                r"cards"), r"\1 among those cards"),
    (re.compile(r"X is equal to (\d+) multiplied by the number of ([^.]+?)(?=\.|$)"),
     r"X is equal to the number of \2 ×\1"),
    (re.compile(r", reveal it to your opponent, and put it into your hand\. Shuffle your deck "
                r"afterwards"), ", reveal it to your opponent, put it into your hand, and shuffle your deck"),
    (re.compile(r"\bif the number of (other )?(.+?) you have is (\d+|" + _COUNT_WORDS[1:-1]
                + r") or more\b"),
     lambda m: f"if you have {_NUM.get(m[3], m[3])} or more {m[1] or ''}{m[2]}"),
    (re.compile(r"\ball characters in your opponent's center stage\b"),
     "all characters on your opponent's center stage"),
]


def canon(s: str) -> str:
    for rx, repl in CANON:
        s = rx.sub(repl, s)
    return s


# ---- effect clauses ----------------------------------------------------------------------

def _fx_from_clock(m, ctx):
    """'[you may ]put the top/bottom card of your clock into your stock/waiting room'."""
    opt, end, to = m[1], m[2], m[3]
    if end == "top" and to == "waiting room":
        return None                       # importer_effects reads it (verb heal)
    e = {"verb": "clock_to", "n": 1, "to": "stock" if to == "stock" else "waiting"}
    if end == "bottom":
        e["bottom"] = True
    if opt:
        e["up_to"] = True
    return [e]


def _fx_from_clock_n(m, ctx):
    e = {"verb": "clock_to", "n": int(m[2]), "to": "stock" if m[3] == "stock" else "waiting"}
    if m[1]:
        e["up_to"] = True
    return [e]


def _fx_to_marker(m, ctx):
    f = typed_filter(m[3])
    if f is None:
        return None
    e = {"verb": "to_marker", "from": "waiting", "filter": f, "n": int(m[2])}
    if m[1]:
        e["up_to"] = True
    return [e]


def _fx_draw_if_done(m, ctx):
    """'draw N cards. If you do, …': a draw that is performed always happens (an empty deck
    refreshes first, seed 000 리프레시), so what follows always follows."""
    from .importer_effects import effects

    rest = effects(m[2], ctx)
    if rest is None:
        return None
    return [{"verb": "draw", "n": int(m[1])}] + rest


def _fx_look_x(m, ctx):
    """'look at up to X cards … X is equal to the number of <characters> you have'."""
    x = re.fullmatch(r"the number of (other )?(.+?) you have", ctx.x or "")
    if not x or not x[2].endswith("s"):
        return None
    f = stage_filter(x[2])
    if f is None:
        return None
    e = {"verb": "look_top_x", "per": {"filter": f} if f else {}, "choose": int(m[1]),
         "to": "hand", "rest": "waiting"}
    if x[1]:
        e["per"]["others"] = True
    if m[2] not in ("card", "cards"):
        g = typed_filter(m[2])
        if g is None:
            return None
        e["filter"] = g
    ctx.x_used = True
    return [e]


def _fx_repeat_n(m, ctx):
    """'perform the following action N times. "<effects>."' (one quoted action)."""
    from .importer_effects import effects

    inner = effects(m[2], Ctx("once"))
    if inner is None or ctx.mode != "once":
        return None
    return [{"verb": "repeat_n", "n": int(m[1]), "effect": inner}]


def _fx_reveal_to_stock(m, ctx):
    from .importer_effects import _reveal_filter

    low = re.fullmatch(r"level (\d+) or lower", m[1])   # any type; a climax counts as level 0
    f = {"level_max": int(low[1]), "type": "card"} if low else _reveal_filter(m[1])
    return [{"verb": "reveal_to_stock", "filter": f}] if f else None


def _fx_power_opp(m, ctx):
    """'this card gets +X power until …. X is equal to the number of characters your
    opponent has ×N' (counted when it resolves)."""
    from .importer_stats import UNTIL

    x = re.fullmatch(r"the number of (?:characters your opponent has|your opponent's characters) "
                     r"×(\d+)", ctx.x or "")
    if not x or ctx.mode != "once" or not UNTIL[m[1]]:
        return None
    ctx.x_used = True
    return [{"verb": "power_per_opponent", "amount": int(x[1]), "until": UNTIL[m[1]]}]


def _fx_bounce_up_to(m, ctx):
    f = stage_filter(m[1])
    if f is None or not m[1].endswith("characters"):
        return None
    return [{"verb": "bounce_up_to", **({"filter": f} if f else {})}]


AUTO_EFFECTS = [
    (re.compile(r"(you may )?put the (top|bottom) card of your clock into your (stock|waiting room)"),
     _fx_from_clock),
    (re.compile(r"put (up to )?(\d+) cards? from the top of your clock into your (stock|waiting room)"),
     _fx_from_clock_n),
    (re.compile(r"look at up to (\d+) cards from the top of your deck, (?:and )?put them on the top "
                r"of your deck in any order"),
     lambda m, ctx: [{"verb": "reorder_top", "n": int(m[1])}]),
    (re.compile(r"look at the top (\d+) cards of your deck, and put them on the top of your deck in "
                r"any order"),
     lambda m, ctx: [{"verb": "reorder_top", "n": int(m[1])}]),
    (re.compile(r"choose (up to )?(\d+) (.+?) in your waiting room, and put (?:it|them) face (?:up|down) "
                r"underneath this card as (?:a )?markers?"), _fx_to_marker),
    (re.compile(r"draw (\d+) cards?\. If you do, (.+)"), _fx_draw_if_done),
    (re.compile(r"choose (\d+) cards? in your hand, put (?:it|them) into your waiting room"),
     lambda m, ctx: [{"verb": "discard_from_hand", "n": int(m[1])}]),
    (re.compile(r"look at up to X cards from the top of your deck, choose up to (\d+) (.+?) from "
                r"among them, (?:reveal (?:it|them) to your opponent, )?put (?:it|them) into your "
                r"hand, (?:and )?put the rest into your waiting room"), _fx_look_x),
    (re.compile(r"look at up to (\d+) cards? from the top of your (opponent's )?deck, (?:and )?put "
                r"them (?:on|at) the top of (?:your|his or her|their) deck in the original order"),
     lambda m, ctx: [{"verb": "peek_top", "n": int(m[1]), **({"opponent": True} if m[2] else {})}]),
    (re.compile(r"(?:you may )?look at the top card of your (opponent's )?deck$"),
     lambda m, ctx: [{"verb": "peek_top", "n": 1, **({"opponent": True} if m[1] else {})}]),
    (re.compile(r"【REST】 this card"), lambda m, ctx: [{"verb": "rest_self"}]),
    (re.compile(r"return all cards (?:from|in) your waiting room to your deck, and shuffle your deck"),
     lambda m, ctx: [{"verb": "waiting_to_deck"}]),
    # only as the last clause: what would follow belongs to the "if" (left unread)
    (re.compile(r"reveal the top card of your deck\. If that card is (.+?), put it into your stock$"),
     _fx_reveal_to_stock),
    (re.compile(r"your opponent puts all of (?:their|his or her) stock into (?:their|his or her) waiting "
                r"room, and puts the same number of cards from the top of (?:their|his or her) deck into "
                r"(?:their|his or her) stock"), lambda m, ctx: [{"verb": "opp_stock_reset"}]),
    (re.compile(r"choose (up to )?1 of your opponent's characters, put it into (?:their|his or her) "
                r"memory, and your opponent puts that character from (?:their|his or her) memory (?:on|in) "
                r"any position of (?:their|his or her) stage"),
     lambda m, ctx: [{"verb": "opp_memory_return", **({"up_to": True} if m[1] else {})}]),
    (re.compile(r"this card gets \+X power" + UNTIL_RX), _fx_power_opp),
    (re.compile(r"choose up to 1 of your opponent's (.+?), and return (?:it|them) to (?:their|his or "
                r"her) hands?"), _fx_bounce_up_to),
    (re.compile(r"perform the following action (\d+) times\. \"(.+?)\.\""), _fx_repeat_n),
]


# ---- top-level recognisers (importer_kinds.RECOGNISERS takes them in) ----------------------

def _other_placed(m, card):
    """'【AUTO】 [COST] [once a turn] When your other <character> is placed on the stage from
    your hand, BODY': the placed character is known to the ability (extra)."""
    from .importer_costs import costs
    from .importer_kinds import _ability, _body, _once

    f = stage_filter(m[3] if m[3].startswith('"') else m[3] + "s")
    if f is None:
        return None
    head: dict = {"when": "other_placed_from_hand", **({"filter": f} if f else {})}
    if m[1] is not None:
        head["cost"] = costs(m[1])
        if not head["cost"]:
            return None
    a = _ability("auto", _body(m[4], "once", paid="cost" in head, may=True), **head)
    return _once(a) if m[2] else a


AUTO_RECOGNISERS = [
    (re.compile(r"【AUTO】 (?:\[(.+?)\] )?(This ability activates up to 1 time per turn\. )?When your "
                r"other (.*?character|\"[^\"]+\") is placed on the stage from your hand, (.+?)\.?"),
     _other_placed),
]
