"""The card importer's climax-area readings (see importer.py): the wording canonicaliser
`canonical` (called by importer_text.clean) and the effect clauses and events of the
abilities that name the climax area -- a climax's own "when this card is placed on your
climax area from your hand" abilities, and characters' "when a climax is placed on your
climax area" / "if there is a climax in your climax area" abilities.

`canonical` only rewrites wordings that provably say the same thing: "a card" / "one" for
the number 1, "from hand" for "from your hand", "a card named "X"" for "X", "put on" for
"placed on" the climax area (a climax comes to the climax area only by being placed there,
seed 000 클라이맥스 페이즈).
"""

from __future__ import annotations

import re

_NUM = {"one": "1", "two": "2", "three": "3", "a": "1", "an": "1"}
CANON = [
    # numbers written as words after a verb that counts: "draw a card", "choose one of your
    # characters", "choose up to two …", "deal one damage"
    (re.compile(r"\b(draw|[Dd]raw up to) (a|one|two|three) cards?\b"),
     lambda m: f"{m[1]} {_NUM[m[2]]} card" + ("s" if _NUM[m[2]] != "1" else "")),
    (re.compile(r"\b([Cc]hoose(?: up to)?) (one|two|three|an?) (?=of |cards? |characters? |climax|"
                r"(?:level|cost) |(?:yellow|green|red|blue) |《|\")"),
     lambda m: f"{m[1]} {_NUM[m[2]]} "),
    (re.compile(r"\b(deal) (one|two|three) damage\b"), lambda m: f"{m[1]} {_NUM[m[2]]} damage"),
    (re.compile(r"\bplaced on (your|the) climax area from hand\b"),
     lambda m: f"placed on {m[1]} climax area from your hand"),
    (re.compile(r"\bplaced on the climax area from your hand\b"),
     lambda m: "placed on your climax area from your hand"),
    (re.compile(r"\b(?:a card|a climax) named (\"[^\"]+\") is (?:placed|put) (?:on|in) your "
                r"climax area"), lambda m: f"{m[1]} is placed on your climax area"),
    (re.compile(r"(\"[^\"]+\") is (?:put on|put in|placed in) your climax area"),
     lambda m: f"{m[1]} is placed on your climax area"),
    (re.compile(r"\bif (?:a card|a climax) named (\"[^\"]+\") is in your climax area"),
     lambda m: f"if {m[1]} is in your climax area"),
    (re.compile(r"\b(a|your) climax is (?:put on|placed in) your climax area"),
     lambda m: f"{m[1]} climax is placed on your climax area"),
]


def canonical(s: str) -> str:
    for rx, rep in CANON:
        s = rx.sub(rep, s)
    return s

CANON += [
    # a standard climax's icon reminder printed after its 【CONT】 (the icons themselves are
    # the card's trigger field): "(【COME BACK】: When this card triggers, …)", "(COMEBACK@: …)"
    (re.compile(r"\s*[(（][^()（）]*\bWhen this card triggers\b[^()（）]*[)）]\.?$"), lambda m: ""),
    (re.compile(r"\s*\([^()]*During this turn, when the next damage dealt by the attacking "
                r"character that triggered this card is canceled[^()]*\)$"), lambda m: ""),
    (re.compile(r"^\[(CONT|AUTO|ACT)\] "), lambda m: f"【{m[1]}】 "),
    (re.compile(r"\b([Aa]ll) your (characters|other characters)\b"),
     lambda m: f"{m[1]} of your {m[2]}"),
    # only your own climaxes are ever in your climax area (seed 000 클라이맥스 존)
    (re.compile(r"\b([Ww]hen) a climax is placed on your climax area"),
     lambda m: f"{m[1]} your climax is placed on your climax area"),
    (re.compile(r"\b([Ww]hen) (?:a climax is (?:placed|put) on your opponent's climax area|your "
                r"opponent's climax is placed on (?:their|his or her|the|your opponent's) climax "
                r"area)"), lambda m: f"{m[1]} your opponent's climax is placed on their climax area"),
    (re.compile(r"\bif (?:there is|you have) a climax (?:is )?in your climax area"),
     lambda m: "if there is a climax in your climax area"),
    (re.compile(r"\bif (?:you do not have a climax in your climax area|there is no climax in your "
                r"climax area)"), lambda m: "if there is no climax in your climax area"),
    (re.compile(r"\bif you have (?:a card named )?(\"[^\"]+\") (?:in|on) your climax area"),
     lambda m: f"if {m[1]} is in your climax area"),
    # 'if a card named "X" is in ...' after importer_text.canon has read 'a card named "X"' as '"X"'
    (re.compile(r"\bif an? (\"[^\"]+\") is in your climax area"),
     lambda m: f"if {m[1]} is in your climax area"),
]

_REMINDER_LINE = re.compile(r"^[(（]?\s*(?:【(?!AUTO|CONT|ACT)[A-Z ]+】|\[\[\w+\.gif\]\]|[A-Za-z ]+@|\[)?\s*[:：]?\s*"
                            r"When this card triggers\b")


def is_reminder_line(line: str) -> bool:
    """A trigger icon's reminder printed on a line of its own ("（【COME BACK】: When this card
    triggers, …)"): not an ability (importer_text.is_icon_reminder)."""
    return bool(_REMINDER_LINE.match(line.strip()))


# ---- events, conditions and effect clauses (registered in importer_kinds, importer_filters
# and importer_effects) ------------------------------------------------------------------------

EVENT_TEXT = {
    "When your opponent's climax is placed on their climax area": "opponent_climax_placed",
}


def _climax_filter(s: str | None) -> dict | None:
    """'' -> {} (any climax); 'green ' -> {color: green}."""
    if not s:
        return {"type": "climax"}
    m = re.fullmatch(r"(yellow|green|red|blue) ", s)
    return {"color": m[1], "type": "climax"} if m else None


CONDITION_ATOMS = [
    (re.compile(r"there is an? ((?:yellow|green|red|blue) )?climax in your climax area"),
     lambda m: None if _climax_filter(m[1]) is None else {"climax_area": _climax_filter(m[1])}),
    (re.compile(r"an? ((?:yellow|green|red|blue) )climax is in your climax area"),
     lambda m: {"climax_area": _climax_filter(m[1])}),
    (re.compile(r"there is a climax in your opponent's climax area"),
     lambda m: {"opp_climax_area": {"type": "climax"}}),
    (re.compile(r"there is no climax in your climax area"), lambda m: {"no_climax": True}),
]


def _fx_choose_then(m, ctx):
    """'choose [up to] N of your [other] <filter>, and that character gets / those characters
    get +A power [and +B soul] until …' -> one choice, then each stat for every chosen card."""
    from .importer_stats import _stats

    up_to, n = bool(m[1]), int(m[2])
    if ctx.mode != "once" or (not up_to and n == 1 and m[8] is None):
        return None                   # one exact choice, one stat: importer_effects says it
    if (m[5] == "that character gets") != (n == 1):
        return None
    t = _choice_any(m[2], m[3], m[4])
    if t is None:
        return None
    if up_to:
        t["up_to"] = True
    stats = [(m[6], m[7])] + ([(m[9], m[10])] if m[8] else [])
    then = []
    for amount, verb in stats:
        got = _stats("that", amount, verb, None, None, m[11], ctx)
        if got is None:
            return None
        then += got
    if len({e["verb"] for e in then}) != len(then):
        return None
    return [{"verb": "choose_then", "target": t, "then": then}]


_STAT = r"([+-]\d+|\+X) (power|soul)"
EFFECTS = [
    (re.compile(r"choose (up to )?(\d+) (of your other |of your opponent's |of your |)(.+?), and "
                r"(that character gets|those characters get) " + _STAT + r"( and " + _STAT + r")?"
                r"( until end of turn| until the end of your opponent's next turn|)"),
     _fx_choose_then),
]


def _fx_power_and_grant(m, ctx):
    """'[until …, ]this card gets +N power and the following ability[ until …]. "…"'."""
    from .importer_effects import _nested
    from .importer_stats import UNTIL

    u = UNTIL[m[1] and " " + m[1].rstrip(",") or m[3]]
    if (m[1] and m[3]) or u is None or ctx.mode != "once":
        return None
    a = _nested(m[4])
    if a is None:
        return None
    return [{"verb": "power", "target": "self", "amount": int(m[2]), "until": u},
            {"verb": "grant", "target": "self", "ability": a, "until": u}]


def _fx_stand_chosen(m, ctx):
    from .importer_filters import choice

    t = choice(m[1], m[2], m[3])
    if t is None or ctx.mode != "once":
        return None
    return [{"verb": "stand_chosen", "target": t}]


_UNTIL = r"( until end of turn| until the end of your opponent's next turn|)"
EFFECTS += [
    (re.compile(r"(?:(until end of turn|until the end of your opponent's next turn), )?this card "
                r"gets ([+-]\d+) power and the following ability" + _UNTIL + r"\. \"(【.+)\""),
     _fx_power_and_grant),
    (re.compile(r"look at the top card of your deck, put it on the top of your deck or into your "
                r"waiting room"), lambda m, ctx: [{"verb": "top_or_bottom", "to": "waiting"}]),
    # "look at up to N cards ..., and put them on the top of your deck in any order" is
    # verbs_act's reorder_top (the player looks one card more at a time)
    (re.compile(r"choose (\d+) (of your other |of your |)(.+?),? and 【STAND】 (?:it|them)"),
     _fx_stand_chosen),
]

CANON += [
    (re.compile(r"\b(Flip over|flip over|put the top|look at up to|look at the top|Look at up to"
                r"|Look at the top) (two|three|four|five) cards\b"),
     lambda m: f"{m[1]} {_NUM2[m[2]]} cards"),
    (re.compile(r"\b(search your deck for up to|draw up to|put up to) (one|two|three) "),
     lambda m: f"{m[1]} {_NUM2[m[2]]} "),
]
_NUM2 = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5"}


def _fx_reveal_to_stock(m, ctx):
    from .importer_effects import _reveal_filter

    f = _reveal_filter(m[1])
    return None if f is None else [{"verb": "reveal_top", "filter": f, "to": "stock"}]


EFFECTS += [
    # nothing may follow in the same sentence: "..., put it into your stock, and draw 1 card"
    # makes the draw conditional too, which this clause does not say
    (re.compile(r"reveal the top card of your deck\. If that card is (.+?), put it into your "
                r"stock(?=$|\.)"),
     _fx_reveal_to_stock),
]


def _choice_any(n: str, where: str, what: str) -> dict | None:
    """importer_filters.choice, and 'characters in your opponent's center stage' (plural)."""
    from .importer_filters import choice

    m = re.fullmatch(r"(.*?character)s( in your opponent's (?:center|back) stage)", what)
    if where == "" and m:
        what = m[1] + m[2]
    return choice(n, where, what)


def _fx_choose_grant(m, ctx):
    """'choose [this card and] [up to] N of your … , and (that character gets | those
    characters get) [+N power and ]the following ability until …. "…"'."""
    from .importer_effects import _nested
    from .importer_stats import UNTIL

    and_self, up_to, n = bool(m[1]), bool(m[2]), int(m[3])
    u = UNTIL[m[8]]
    if ctx.mode != "once" or u is None or (m[6] == "that character gets") != (n == 1 and not
                                                                              and_self):
        return None
    if and_self and (up_to or m[4] != "of your other "):
        return None
    if not (and_self or up_to or n != 1):
        return None                   # one exact choice: importer_effects._fx_choice_grant
    t = _choice_any(m[3], m[4], m[5])
    a = _nested(m[9])
    if t is None or a is None:
        return None
    if up_to:
        t["up_to"] = True
    then = [{"verb": "power", "target": "that", "amount": int(m[7]), "until": u}] if m[7] else []
    then.append({"verb": "grant", "target": "that", "ability": a, "until": u})
    e = {"verb": "choose_then", "target": t, "then": then}
    if and_self:
        e["and_self"] = True
    return [e]


def _fx_choose_self_stat(m, ctx):
    """'choose this card and N of your other …, and those characters get +A power [and +B
    soul] until …'."""
    from .importer_stats import _stats

    t = _choice_any(m[1], "of your other ", m[2])
    if t is None or ctx.mode != "once":
        return None
    then = []
    for amount, verb in [(m[3], m[4])] + ([(m[6], m[7])] if m[5] else []):
        got = _stats("that", amount, verb, None, None, m[8], ctx)
        if got is None:
            return None
        then += got
    if len({e["verb"] for e in then}) != len(then):
        return None
    return [{"verb": "choose_then", "target": t, "then": then, "and_self": True}]


EFFECTS[:0] = [
    (re.compile(r"choose (this card and )?(up to )?(\d+) (of your other |of your opponent's |of your |)"
                r"(.+?), and (that character gets|those characters get|those cards get|they get) "
                r"(?:([+-]\d+) power and )?the following ability" + _UNTIL + r"\. \"(【.+)\""),
     _fx_choose_grant),
    (re.compile(r"choose this card and (\d+) of your other (.+?), and (?:those characters|those cards"
                r"|they) get " + _STAT + r"( and " + _STAT + r")?" + _UNTIL), _fx_choose_self_stat),
]

# a card filter's ending (importer_filters.card_filter): the card's level is at most its
# owner's level (filter level_max_players)
LEVEL_MAX_OWN = " with level equal to or lower than your level"
CANON += [
    (re.compile(r"\b(character|card)s? in your waiting room with level equal to or lower than your "
                r"level\b"), lambda m: f"{m[1]} with level equal to or lower than your level in your "
                                       f"waiting room"),
]

# "When a green climax is placed on your climax area" (importer_kinds._auto: the event
# your_climax_placed with a filter on the climax)
COLOR_CLIMAX = re.compile(r"When (?:a|your) (yellow|green|red|blue) climax is placed on your climax area")
