"""The card importer's conditions area (issue 15; see importer.py): condition atoms appended to
importer_filters' `_CONDITION_ATOMS` (one line in `_register`), read into the keys of
abilities_conds.py (evaluated in values_conds.py) or into older keys where those say it.

A condition is read only when every word is accounted for: which zone ("in your center
stage", "in your waiting room", "in their center stage", …), whose ("your opponent's"),
"other" / "another" (this card left out), cards or characters, "N or more" / "N or less" /
"a" / "no", and what is counted (a name, names joined by "or", card-name parts, traits,
colours, levels, climaxes). The shapes:

  you have N or more|less [other] X [in ZONE]       you have another|a|an|any X [in ZONE]
  you have "A" [and|or "B"] [in ZONE]               you have other cards named "A" and "B" in ZONE
  you do not have [any [other]|another|a|an] X [in ZONE]
  the number of [other] X [you have] [in ZONE] is N or more|less
  the number of X your opponent has is N or more|less
  there are N or more|less X in ZONE                there is a X in ZONE     there are no X in ZONE
  your [opponent's] ZONE has N or more|less X       your ZONE has a X
  a|an X is in ZONE       "A" [and "B"] are in your level
  your opponent has N or more|less X [in their ZONE]    your opponent does not have any X in ZONE
  this card is in|on the center / back / left / right / middle position / stage, 【REST】,
  【STAND】 (in your back stage), level N or higher; you are level N or higher; the level of the
  character facing this card is N [or higher|lower]; the number of cards in your hand is less
  than your opponent's hand; your stock has less cards than your opponent's stock; all of
  your opponent's characters are X; all of your characters have "A" or "B" in its card name,
  are COLOUR; your memory has N or more cards with different card names; the total number
  of colors of the cards in your waiting room is N or more; your characters on stage have N
  or more colors in total; there are N or more|less markers underneath this card.

Card names may hold quotes (""B-KOMACHI" Ai" names the card `"B-KOMACHI" Ai`); a name is
read only when its quotes pair up, so '"A" or "B"' is never one name.
"""

from __future__ import annotations

import re

from . import importer_filters
from .importer_filters import card_filter, name_part

_ZONE_NAMES = {"center stage": "center", "back stage": "back", "stage": "stage",
               "waiting room": "waiting", "memory": "memory", "clock": "clock", "level": "level",
               "level zone": "level", "deck": "deck", "hand": "hand", "stock": "stock",
               "climax area": "climax"}
_ZN = r"center stage|back stage|stage|waiting room|memory|clock|level zone|level|deck|hand|stock|climax area"
# " in your center stage", " on the stage", " in their waiting room", " in your opponent's …"
ZONE = (r"(?: (?:in|on) (?:(?P<zw>your opponent's|your|the|their) )?(?P<zn>" + _ZN + r"))?")
_STAGES = ("stage", "center", "back")
_HIDDEN = ("deck", "hand", "stock")
_COLORS = ("yellow", "green", "red", "blue")


# ---- names and nouns -----------------------------------------------------------------------------

def names(s: str) -> tuple[list[str], str] | None:
    """'"A"' -> (['A'], ''); '"A" or "B" or "C"' -> ([...], 'or'); '"A" and "B"' -> ([...],
    'and'); '""X" Y"' -> (['"X" Y'], ''). None unless every name's quotes pair up."""
    if len(s) < 2 or s[0] != '"' or s[-1] != '"':
        return None
    seps = re.findall(r'"(, |,? or |,? and )"', s)
    parts = re.split(r'"(?:, |,? or |,? and )"', s)
    parts[0], parts[-1] = parts[0][1:], parts[-1][:-1]
    if len(parts) == 1:
        parts = [s[1:-1]]
    kinds = {"or" if "or" in x else "and" if "and" in x else "," for x in seps}
    if not seps:
        joiner = ""
    elif kinds <= {",", "or"} and "or" in seps[-1]:
        joiner = "or"
    elif kinds <= {",", "and"} and "and" in seps[-1]:
        joiner = "and"
    else:
        return None
    for n in parts:
        if not n.strip() or n.count('"') % 2 or n != n.strip():
            return None
        # a quoted part of a name ("B-KOMACHI" in '"B-KOMACHI" Ai') is words: it neither starts
        # nor ends with a space, so 'A" in your center stage and another "B' is no name
        if any(q != q.strip() or not q for q in n.split('"')[1::2]):
            return None
        if re.search(r'"(?:, |,? or |,? and )"', f'"{n}"'):
            return None
    return parts, joiner


def _name_filter(ns: list[str]) -> dict:
    return {"name": ns[0]} if len(ns) == 1 else {"any_of": [{"name": n} for n in ns]}


def noun(s: str) -> tuple[dict, str] | None:
    """What is counted -> (filter, kind); kind is "character", "climax", "event", "card" or
    "name" (a filter by name: any card of that name). The filter carries no type; the
    caller adds it where the zone holds other types. Alternatives joined by "or" ("blue or
    《Esper》 characters", "《A》 characters or characters with "X" in its card name") are
    one filter `any_of`."""
    got = _noun_one(s)
    if got is not None or " or " not in s or '"' in s.split(" with ")[0]:
        return got
    parts = s.split(" or ")
    last = parts[-1].rsplit(" ", 1)[-1]           # the noun of the last one ("characters")
    fs, kind = [], None
    for k, part in enumerate(parts):
        got = _noun_one(part)
        if got is None and k < len(parts) - 1:
            got = _noun_one(f"{part} {last}")
        if got is None or kind not in (None, got[1]):
            return None
        kind = got[1]
        fs.append(got[0])
    return {"any_of": fs}, kind


def _noun_one(s: str) -> tuple[dict, str] | None:
    m = re.fullmatch(r'(?:cards? named |an? )?(".*")', s)
    if m:
        got = names(m[1])
        if got is None or got[1] == "and":
            return None
        return _name_filter(got[0]), "name"
    m = re.fullmatch(r'(characters?|cards?) with (".*") in (?:its|their) card names?', s)
    if m:
        got = names(m[2])
        if got is None or got[1] == "and":
            return None
        f = [{"name_contains": name_part(n)} for n in got[0]]
        return (f[0] if len(f) == 1 else {"any_of": f}), m[1].rstrip("s")
    s = re.sub(r"\b(climax|event)( cards?)\b", lambda m: m[1] + ("s" if m[2].endswith("s") and
                                                              m[1] == "event" else ""), s)
    r = card_filter(s)
    if r is None or r[1] == "name":
        return None
    return r


# ---- counts ----------------------------------------------------------------------------------------

def _zone(m, default: str = "stage", opponent: bool = False) -> tuple[str, bool] | None:
    """The zone a ZONE group names and whether it is the opponent's."""
    zn = m.group("zn")
    if zn is None:
        return default, opponent
    zw = m.group("zw")
    if zw in ("their", "your opponent's"):
        if zw == "their" and not opponent:
            return None
        opponent = True
    elif zw == "your" and opponent:
        return None
    return _ZONE_NAMES[zn], opponent


def count(what: str, zone: str, opponent: bool, bound: str, n: int, others: bool = False,
          of: str = "cards") -> list[dict] | None:
    """One count ({zone, min|max, filter?, others?, opponent?}) of `what` in `zone`, or None
    when the words do not fit the zone ("other" only on the stage, a filter only on a public
    zone, characters only where characters are)."""
    st = re.match(r"【(STAND|REST)】 ", what)            # "【STAND】 characters": on the stage
    if st:
        what = what[st.end():]
    got = noun(what)
    if got is None:
        return None
    f, kind = got
    if st and (zone not in _STAGES or kind != "character"):
        return None
    if zone in _STAGES:
        if kind not in ("character", "name"):
            return None
    else:
        if others or kind == "character" and zone == "climax":
            return None
        if kind in ("character", "climax", "event") and f is not None:
            f = {**f, "type": kind}
        if f and zone in _HIDDEN:
            return None
    k: dict = {"zone": zone, bound: n}
    if f:
        k["filter"] = f
    if others:
        k["others"] = True
    if opponent:
        k["opponent"] = True
    if of != "cards":
        k["of"] = of
    if st:
        k["status"] = st[1].lower()
    return [k]


def _bound(word: str) -> str:
    return "min" if word == "more" else "max"


def _counts(ks) -> dict | None:
    return None if ks is None else {"counts": ks}


def _you_have_n(m):
    z = _zone(m)
    if z is None:
        return None
    return _counts(count(m["what"], z[0], z[1], _bound(m["cmp"]), int(m["n"]), bool(m["other"])))


def _you_have_a(m):
    """'you have another|a|an X', 'you have other 《T》 characters' (1 or more, this card left out)."""
    z = _zone(m)
    if z is None or (m["art"] == "other") != m["what"].endswith("s"):
        return None
    return _counts(count(m["what"], z[0], z[1], "min", 1, m["art"] in ("another", "other")))


def _you_have_names(m):
    """'you have "A" and "B"', 'you have other cards named "A" and "B" in your center stage'."""
    z = _zone(m)
    got = names(m["names"])
    if z is None or got is None:
        return None
    ns, joiner = got
    others = bool(m["other"])
    if joiner == "and":
        ks = [count(f'"{n}"', z[0], z[1], "min", 1, others) for n in ns]
        if any(k is None for k in ks):
            return None
        return {"counts": [k[0] for k in ks]}
    if (m["cn"] or "").startswith("cards") or (m["other"] and m["cn"]):
        return None                       # "cards named "A"": one name is not a list
    return _counts(count(m["names"], z[0], z[1], "min", 1, others))


def _you_do_not_have(m):
    z = _zone(m)
    if z is None:
        return None
    art = m["art"] or ""
    return _counts(count(m["what"], z[0], z[1], "max", 0, "other" in art))


def _number_of(m):
    what = m["what"]
    other = bool(m["other"])
    if " you have with " in what:         # "other characters you have with "X" in its card name"
        what = what.replace(" you have with ", " with ")
    z = _zone(m)
    if z is None:
        return None
    return _counts(count(what, z[0], z[1], _bound(m["cmp"]), int(m["n"]), other))


def _number_opp_has(m):
    return _counts(count(m["what"], "stage", True, _bound(m["cmp"]), int(m["n"])))


def _there_are_n(m):
    if m.group("zn") is None:
        return None
    z = _zone(m)
    if z is None:
        return None
    return _counts(count(m["what"], z[0], z[1], _bound(m["cmp"]), int(m["n"])))


def _there_is_a(m):
    if m.group("zn") is None:
        return None
    z = _zone(m)
    if z is None:
        return None
    return _counts(count(m["what"], z[0], z[1], "min", 1))


def _there_are_no(m):
    if m.group("zn") is None:
        return None
    z = _zone(m)
    if z is None:
        return None
    return _counts(count(m["what"], z[0], z[1], "max", 0))


def _zone_has(m):
    zone = _ZONE_NAMES[m["zn"]]
    if zone in _STAGES:
        return None
    n, bound = (int(m["n"]), _bound(m["cmp"])) if m["n"] else (1, "min")
    return _counts(count(m["what"], zone, bool(m["opp"]), bound, n))


def _is_in(m):
    """'a "X" is in your clock', '"A" and "B" are in your level', 'a climax with [[soul.gif]] in
    its trigger icon is in your climax area'."""
    zone = _ZONE_NAMES[m["zn"]]
    what = m["what"]
    got = names(what) if what.startswith('"') else None
    if got and got[1] == "and":
        if m["verb"] != "are" or m["a"]:
            return None
        if zone == "level":
            return {"level_has": [{"name": n} for n in got[0]]}     # seed 000 경험 (Experience)
        if zone in _STAGES or zone in _HIDDEN or zone == "climax":
            return None
        return {"counts": [{"zone": zone, "min": 1, "filter": {"name": n}} for n in got[0]]}
    if m["verb"] != "is" or (got is None and not m["a"]):
        return None
    if zone in _STAGES or zone in _HIDDEN:
        return None
    if zone == "climax":                  # the climax area's condition (importer_climax)
        r = noun(what)
        if r is None or r[1] not in ("climax", "name"):
            return None
        return {"climax_area": {**r[0], "type": "climax"} if r[1] == "climax" else r[0]}
    return _counts(count(what, zone, False, "min", 1))


def _there_are_names(m):
    """'there are cards named "A" and "B" in your memory' (each of them)."""
    got = names(m["names"])
    if got is None or got[1] != "and" or m.group("zn") is None:
        return None
    z = _zone(m)
    if z is None:
        return None
    ks = [count(f'"{n}"', z[0], z[1], "min", 1) for n in got[0]]
    return None if any(k is None for k in ks) else {"counts": [k[0] for k in ks]}


def _opp_has_n(m):
    z = _zone(m, opponent=True)
    if z is None:
        return None
    return _counts(count(m["what"], z[0], z[1], _bound(m["cmp"]), int(m["n"])))


def _opp_does_not_have(m):
    zn, zw = m.group("zn"), m.group("zw")
    if zn is not None and zw == "the":    # "in the waiting room": theirs
        zone = _ZONE_NAMES[zn]
    else:
        z = _zone(m, opponent=True)
        if z is None:
            return None
        zone = z[0]
    return _counts(count(m["what"], zone, True, "max", 0))


def _markers(m):
    n = int(m["n"])
    return {"counts": [{"zone": "markers", _bound(m["cmp"]): n}]}


_N = r"(?P<n>\d+) or (?P<cmp>more|less)"
_WHAT = r"(?P<what>.+?)"
CONDITION_ATOMS = [
    # ---- counts ----
    (re.compile(r"you have " + _N + r" (?P<other>other ?)?" + _WHAT + ZONE), _you_have_n),
    (re.compile(r'you have (?P<other>other )?(?P<cn>(?:a )?cards? named )?(?P<names>".*")' + ZONE),
     _you_have_names),
    (re.compile(r"you have (?P<art>another|an?|other) " + _WHAT + ZONE), _you_have_a),
    (re.compile(r"you do not have (?P<art>any other|another|any|an?|other)? ?" + _WHAT + ZONE),
     _you_do_not_have),
    (re.compile(r"the number of (?P<other>other )?" + _WHAT + r"(?: you have)?" + ZONE
                + r"(?: you have)? is " + _N), _number_of),
    (re.compile(r"the number of your (?P<other>other )?" + _WHAT + ZONE + r" is " + _N), _number_of),
    (re.compile(r"the number of " + _WHAT + r" your opponent has is " + _N), _number_opp_has),
    (re.compile(r"there (?:are|is) " + _N + " " + _WHAT + ZONE), _there_are_n),
    (re.compile(r"there (?:is|are) an? " + _WHAT + ZONE), _there_is_a),
    (re.compile(r"there are no " + _WHAT + ZONE), _there_are_no),
    (re.compile(r'there are (?:cards named )?(?P<names>".*")' + ZONE), _there_are_names),
    (re.compile(r"your (?P<opp>opponent's )?(?P<zn>waiting room|memory|clock|level|deck|hand|stock) "
                r"has (?:" + _N + r"|an?) " + _WHAT), _zone_has),
    (re.compile(r"(?P<a>an? )?" + _WHAT + r" (?P<verb>is|are) in your (?P<zn>" + _ZN + r")"), _is_in),
    (re.compile(r"your opponent has " + _N + " " + _WHAT + ZONE), _opp_has_n),
    (re.compile(r"your opponent does not have (?:any )?" + _WHAT + ZONE), _opp_does_not_have),
    (re.compile(r"(?:there are|you have) " + _N + r" markers underneath this card"), _markers),
    (re.compile(r"the number of markers underneath this card is " + _N), _markers),
    # ---- different names, colours ----
    (re.compile(r"your memory has (?P<n>\d+) or more cards with different card names"),
     lambda m: {"counts": [{"zone": "memory", "min": int(m["n"]), "of": "names"}]}),
    (re.compile(r"the total number of colors of the cards in your (?P<zn>waiting room|memory|clock|"
                r"level) is (?P<n>\d+) or more"),
     lambda m: {"counts": [{"zone": _ZONE_NAMES[m["zn"]], "min": int(m["n"]), "of": "colors"}]}),
    (re.compile(r"your characters on (?:the |your )?stage have (?P<n>\d+) or more colors in total"),
     lambda m: {"counts": [{"zone": "stage", "min": int(m["n"]), "of": "colors"}]}),
    # ---- the level zone: your level is its number of cards ----
    (re.compile(r"your level is (\d+) or lower"),
     lambda m: {"counts": [{"zone": "level", "max": int(m[1])}]}),
    (re.compile(r"(?:your opponent's level is|your opponent is level) (\d+) or (higher|lower)"),
     lambda m: {"counts": [{"zone": "level", "opponent": True,
                            "min" if m[2] == "higher" else "max": int(m[1])}]}),
    (re.compile(r"your level is (\d+)"),
     lambda m: {"counts": [{"zone": "level", "min": int(m[1])}, {"zone": "level", "max": int(m[1])}]}),
    # ---- no standing character in your opponent's center stage (importer_conds.canon) ----
    (re.compile(r"there are no non-【REVERSE】 characters in your opponent's center stage"),
     lambda m: {"counts": [{"zone": "center", "max": 0, "opponent": True, "status": "not_reverse"}]}),
    # ---- this card ----
    (re.compile(r"this card is (?:in|on) (?:your|the) center stage"), lambda m: {"in_center": True}),
    (re.compile(r"this card is (?:in|on) (?:your|the) back stage"), lambda m: {"position": "back"}),
    (re.compile(r"this card is (?:in|on) (?:your|the) stage"), lambda m: {"position": "stage"}),
    (re.compile(r"this card is (?:in|on) the (?P<pos>left|middle|right) position of (?:your|the) "
                r"center stage(?P<nr> and not 【REVERSE】)?"),
     lambda m: {**({"in_middle": True} if m["pos"] == "middle" else {"position": m["pos"]}),
                **({"status": "not_reverse"} if m["nr"] else {})}),
    (re.compile(r"this card is 【(?P<st>REST|STAND)】(?P<back> in your back stage)?"),
     lambda m: {"status": m["st"].lower(), **({"position": "back"} if m["back"] else {})}),
    (re.compile(r"this card is level (\d+) or higher"), lambda m: {"self_level_min": int(m[1])}),
    # ---- players, the facing character ----
    (re.compile(r"you are level (\d+) or higher"), lambda m: {"level_min": int(m[1])}),
    (re.compile(r"the level of the character facing this card is (\d+)( or higher| or lower)?"),
     lambda m: {"facing_level_min": int(m[1])} if m[2] == " or higher" else
     {"facing_level_max": int(m[1])} if m[2] == " or lower" else
     {"facing_level_min": int(m[1]), "facing_level_max": int(m[1])}),
    (re.compile(r"the number of cards in your hand is less than (?:the number of cards in )?your "
                r"opponent's hand"), lambda m: {"fewer_than_opp": "hand"}),
    (re.compile(r"your stock has less cards than your opponent's stock"),
     lambda m: {"fewer_than_opp": "stock"}),
    # ---- all of your / your opponent's characters ----
    (re.compile(r"all of your opponent's characters are (.+)"),
     lambda m: _all_are(m[1], "opp_all_match")),
    (re.compile(r"all of your characters are (.+)"), lambda m: _all_are(m[1], "all_match")),
    (re.compile(r'all of your characters have (".*") in (?:its|their) card names?'),
     lambda m: _all_have(m[1])),
]


def _all_are(what: str, key: str) -> dict | None:
    """'《T》' / '《A》 or 《B》' / 'yellow' / 'green or 《Chaldea》' -> {key: filter}."""
    fs = []
    for part in re.split(r" or (?=《|yellow|green|red|blue)", what):
        if part in _COLORS:
            fs.append({"color": part})
        elif re.fullmatch(r"《[^》]+》", part):
            fs.append({"trait": part[1:-1]})
        else:
            return None
    if all("trait" in f for f in fs) and len(fs) > 1:
        return {key: {"traits_any": [f["trait"] for f in fs]}}
    return {key: fs[0] if len(fs) == 1 else {"any_of": fs}}


def _all_have(s: str) -> dict | None:
    got = names(s)
    if got is None or got[1] == "and":
        return None
    f = [{"name_contains": name_part(n)} for n in got[0]]
    return {"all_match": f[0] if len(f) == 1 else {"any_of": f}}


def _you_have_both(m):
    """'you have another "A" in your center stage and another "B" in your back stage' (each)."""
    first = importer_filters._first(importer_filters._CONDITION_ATOMS, f"you have {m[1]} {m[2]}")
    rest = importer_filters._first(importer_filters._CONDITION_ATOMS, f"you have {m[3]}")
    first, rest = _as_counts(first), _as_counts(rest)
    return None if first is None or rest is None else {"counts": first + rest}


def _as_counts(c: dict | None) -> list | None:
    """A condition table of stage counts as a counts list ({count_min=1, others=true, filter=…}
    is [{zone="stage", min=1, others=true, filter=…}])."""
    if not c:
        return None
    if set(c) == {"counts"}:
        return c["counts"]
    keys = set(c) - {"filter", "others"}
    if keys not in ({"count_min"}, {"count_max"}):
        return None
    k: dict = {"zone": "stage", "min" if "count_min" in c else "max": c.get("count_min", c.get("count_max"))}
    if c.get("filter"):
        k["filter"] = c["filter"]
    if c.get("others"):
        k["others"] = True
    return [k]


CONDITION_ATOMS.append((re.compile(r"you have (another|an?) (.+?) and ((?:another|an?) .+)"),
                        _you_have_both))
# '…, and if there is a marker underneath this card': the part repeats "if"
CONDITION_ATOMS.append((re.compile(r"if (.+)"),
                        lambda m: importer_filters._first(importer_filters._CONDITION_ATOMS, m[1])))


# ---- wordings that say the same (appended to importer_cont's rewrites, run by clean) ----------
# a climax whose one trigger icon is X: "if that card's trigger icon is X" = "a climax with X in
# its trigger icon" (the revealed card's icons do not change; only the icons no climax pairs
# with another: a [SOUL] / [SHOT] / [GATE] / … climax may carry two)
_ONE_ICON = {"TREASURE": "treasure", "DRAW": "draw", "POOL": "pool", "COMEBACK": "comeback",
             "COME BACK": "comeback"}
REWRITES = [
    (re.compile(r"(When your character's trigger check reveals a climax), if that card's trigger icon "
                r"is (?:【(TREASURE|DRAW|POOL|COMEBACK|COME BACK)】|\[\[(treasure|draw|pool|comeback)"
                r"\.gif\]\]), "),
     lambda m: f"{m[1]} with [[{_ONE_ICON[m[2]] if m[2] else m[3]}.gif]] in its trigger icon, "),
    # "no characters there, or all of them 【REVERSE】": no character there that is not 【REVERSE】
    (re.compile(r"(?:there are no characters in your opponent's center stage|your opponent does not "
                r"have any characters on (?:his or her|their) center stage),? or all characters (?:in|on) "
                r"(?:their|your opponent's) center stage are 【REVERSE】"),
     lambda m: "there are no non-【REVERSE】 characters in your opponent's center stage"),
]


# ---- "…, and if COND, EFFECTS": a condition inside an effect --------------------------------------

def _fx_if(m, ctx):
    """'if <condition>, <effects>' inside an effect: the condition is read when this point
    of the effect is reached (verbs.verb_conditional); the effects after it to the end of
    the text are its effects. Not when they hold another such "if" (whether that one
    depends on this one the words do not say)."""
    from .importer_effects import effects
    from .importer_stats import Ctx

    if ctx.mode != "once":
        return None
    text = m[1]
    for k in re.finditer(r", ", text):
        c = importer_filters.condition(text[:k.start()])
        if c is None:
            continue
        then = effects(text[k.end():], Ctx("once"))
        if then is not None and not any(e["verb"] == "conditional" for e in then):
            return [{"verb": "conditional", "condition": c, "then": then}]
    return None


EFFECTS = [(re.compile(r"if (.+)"), _fx_if)]


# ---- an event's "If COND, EFFECTS." ------------------------------------------------------------------

def _event_if(text: str, card: dict):
    """An event's printed 'If COND, EFFECTS.': the condition is read as the event resolves (seed
    000 이벤트: played, resolved, then to the waiting room), so it is the first verb of its
    effect, `conditional`; nothing happens when it does not hold. Not with "you may"."""
    from . import abilities as ab
    from .importer_cont import _event_safe
    from .importer_kinds import _body

    t = text[len("【COUNTER】 "):] if text.startswith("【COUNTER】 ") else text
    if not t.startswith("If "):
        return None, ""
    got = _body(t[:-1] if t.endswith(".") else t, "once", may=True)
    if got is None or not got[0] or got[1]:
        return None, ""
    a = {"kind": "event", "effect": [{"verb": "conditional", "condition": got[0], "then": got[2]}]}
    if not _event_safe(a):
        return None, ""
    try:
        return ab.validate(a), ""
    except (ValueError, TypeError) as e:
        return None, f"{type(e).__name__}: {e}"


def _wrap_event_ability(fn):
    def event_ability(text: str, card: dict):
        a, why = fn(text, card)
        if a is not None or why:
            return a, why
        return _event_if(text, card)
    event_ability.__conds__ = fn
    return event_ability


def _register() -> None:
    from . import importer_cont, importer_effects
    sep = r"(?=$|, and |, | and |\. If you do, |\. If there is an? )"   # as importer_effects
    if not any(b is _fx_if for _, b in importer_effects.EFFECTS):
        importer_effects.EFFECTS.extend((re.compile(rx.pattern + sep), b) for rx, b in EFFECTS)
    if CONDITION_ATOMS[0] not in importer_filters._CONDITION_ATOMS:
        importer_filters._CONDITION_ATOMS.extend(CONDITION_ATOMS)
    for r in REWRITES:
        if r not in importer_cont._REWRITES:
            importer_cont._REWRITES.append(r)
    if not hasattr(importer_cont.event_ability, "__conds__"):
        importer_cont.event_ability = _wrap_event_ability(importer_cont.event_ability)
    # an event is not on the stage while it resolves: conditions about "this card" there
    # read nothing (importer_cont.event_ability refuses them)
    importer_cont._EVENT_STAGE_CONDITIONS.update({"position", "status", "self_level_min"})


_register()
