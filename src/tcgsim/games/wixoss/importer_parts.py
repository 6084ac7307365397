"""The WIXOSS importer's small recognisers (see importer.py): card filters, targets,
conditions and costs, each read from a phrase that must match exactly. A phrase that does
not raises `NoMatch`, which makes the whole ability unsupported."""

from __future__ import annotations

import re

from .vocab import COLORS


class NoMatch(Exception):
    """A phrase the recogniser does not read exactly."""


I = re.I
NUM = r"(?:\d+|an?)"
COLOR_RX = r"(?:white|red|blue|green|black|colorless)"


def num(s: str) -> int:
    s = s.strip().lower()
    if s in ("a", "an"):
        return 1
    if not s.isdigit():
        raise NoMatch(s)
    return int(s)


def fm(rx: str, text: str):
    """re.fullmatch, case-insensitive."""
    return re.fullmatch(rx, text.strip(), I)


# ---- filters --------------------------------------------------------------------------------

NOUNS = {"signi": "signi", "card": None, "cards": None, "spell": "spell", "spells": "spell",
         "arts": "arts", "lrig": "lrig", "lrigs": "lrig", "resona": "resona",
         "resonas": "resona"}
_PREFIX = [
    (r"other|another", lambda m, f: f.__setitem__("other", True)),
    (r"upped", lambda m, f: f.__setitem__("state", "up")),
    (r"downed", lambda m, f: f.__setitem__("state", "down")),
    (r"frozen", lambda m, f: f.__setitem__("frozen", True)),
    (r"crossed", lambda m, f: f.__setitem__("crossed", True)),
    (rf"non-({COLOR_RX})", lambda m, f: f.__setitem__("not_color", m[1].lower())),
    (r"level (\d+) or (?:less|lower|below)", lambda m, f: f.__setitem__("level_max", int(m[1]))),
    (r"level (\d+) or (?:more|higher|above)", lambda m, f: f.__setitem__("level_min", int(m[1]))),
    (r"level (\d+)", lambda m, f: f.__setitem__("level", int(m[1]))),
    (rf"({COLOR_RX})(?:,? (?:or|and) ({COLOR_RX})|((?:, {COLOR_RX})+),? (?:or|and) ({COLOR_RX}))",
     lambda m, f: _alternatives(f, "color", [c.lower() for c in re.findall(COLOR_RX, m[0], I)])),
    (COLOR_RX, lambda m, f: f.__setitem__("color", m[0].strip().lower())),
    (r"<([^<>]+)>(?:(?:, <[^<>]+>)*,? (?:or|and) <[^<>]+>)",
     lambda m, f: _alternatives(f, "class", re.findall(r"<([^<>]+)>", m[0]))),
    (r"<([^<>]+)>", lambda m, f: f.__setitem__("class", m[1].strip())),
]


def _alternatives(f, key, values):
    """'<Arm> or <Weapon>' (also '<A>, <B>, and <C>': each of those classes) -> any_of.
    Joined by "and" the phrase is a union only where it names all such SIGNI ("all of your
    <Sky Beast> and <Earth Beast> SIGNI"); elsewhere ("if you have a <Weapon> and <Arm>
    SIGNI") it asks for both, so card_filter refuses it unless told `and_ok`."""
    if "any_of" in f:
        raise NoMatch("two lists of alternatives")
    f["any_of"] = [{key: v.strip()} for v in values]
_POSTFIX = [
    (r"with power (\d+) or (?:less|lower)", lambda m, f: f.__setitem__("power_max", int(m[1]))),
    (r"with (\d+) power or (?:less|lower)", lambda m, f: f.__setitem__("power_max", int(m[1]))),
    (r"with power (\d+) or (?:more|higher)", lambda m, f: f.__setitem__("power_min", int(m[1]))),
    (r"with (\d+) power or (?:more|higher)", lambda m, f: f.__setitem__("power_min", int(m[1]))),
    (r"with \[?guard\]?", lambda m, f: f.__setitem__("guard", True)),
    (r"with \[multi ener\]", lambda m, f: f.__setitem__("multi_ener", True)),
    (r"(?:with power|whose power is) less than or equal to (?:that signi's|the power of the signi "
     r"(?:downed|put into the trash|banished) this way)",
     lambda m, f: f.__setitem__("power_max_of_last", True)),
    (r"with the same colou?r as your lrig", lambda m, f: f.__setitem__("lrig_color", True)),
    (r'other than "([^"]+)"', lambda m, f: f.__setitem__("not_name", m[1].strip())),
    (r"with (?:\[cross\]|>\s*cross\s*<|cross)", lambda m, f: f.__setitem__("cross", True)),
    (r'with "([^"]+)" in (?:its|their) card names?',
     lambda m, f: f.__setitem__("name_contains", m[1].strip())),
]


def card_filter(text: str, allowed=("signi",), default="signi", and_ok=False) -> dict:
    """A card phrase ("level 2 or less white <Arm> SIGNI with power 5000 or less",
    '"Romail, Helmet Armor"') -> a vocabulary filter. The card word must name a type of
    `allowed` (None: "card", any type); the filter says the type unless it is `default`."""
    s = text.strip()
    m = fm(r'"([^"]+)"', s)
    if m:
        return {"name": m[1].strip()}
    if s.endswith(">") and "signi" in allowed:
        s += " SIGNI"                    # "a level 4 <Arm> on the field": a class is a SIGNI's
    f: dict = {}
    seen = set()
    while True:
        for i, (rx, put) in enumerate(_PREFIX):
            m = re.match(rf"(?:{rx})\s+", s, I)
            if m and i not in seen:
                if not and_ok and re.search(r"\band\b", m[0], I):
                    raise NoMatch(text)
                put(m, f)
                seen.add(i)
                s = s[m.end():]
                break
        else:
            break
    m = re.match(r"([A-Za-z]+)\b\s*", s)
    if not m or m[1].lower() not in NOUNS or NOUNS[m[1].lower()] not in allowed:
        raise NoMatch(text)
    typ = NOUNS[m[1].lower()]
    if typ != default and typ is not None:
        f["type"] = typ
    s = s[m.end():]
    while s:
        for rx, put in _POSTFIX:
            m = re.match(rf"(?:{rx})\s*", s, I)
            if m:
                put(m, f)
                s = s[m.end():]
                break
        else:
            raise NoMatch(text)
    return f


# ---- targets ---------------------------------------------------------------------------------

def target(text: str) -> dict:
    """A phrase naming SIGNI on the field -> a vocabulary target. A trailing "on / from the
    field" is dropped; "from your field" makes the SIGNI yours."""
    m = re.fullmatch(r"(.+?) (?:on|from) (the|your|their) field", text.strip(), I)
    if m:
        t = _target(m[1])
        whose = {"your": "you", "their": "opponent"}.get(m[2].lower())
        if whose and t.get("side") == "any":
            t["side"] = whose
        elif whose and t.get("side") != whose:
            raise NoMatch(text)
        return t
    return _target(text)


def _target(text: str) -> dict:
    s = text.strip()
    if fm(r"this (?:signi|card)", s):
        return {"self": True}
    if fm(r"your lrig", s):
        return {"side": "you", "lrig_only": True}
    if fm(r"your opponent's lrig", s):
        return {"side": "opponent", "lrig_only": True}
    m = fm(rf"(up to )?({NUM}) of your opponent's (lrigs? or )?(.+)", s)
    if m:
        t = {"side": "opponent", **_count(m[1], m[2])}
        if m[3]:
            t["lrig"] = True
        return _with_filter(t, m[4])
    m = fm(r"all (?:of )?(?:your opponent's|their) (.+)", s)
    if m:
        return _with_filter({"side": "opponent", "all": True}, m[1], and_ok=True)
    m = fm(rf"(another )?(up to )?({NUM}) of your (other )?(.+)", s)
    if m:
        t = _with_filter({"side": "you", **_count(m[2], m[3])}, m[5])
        if m[1] or m[4]:
            t.setdefault("filter", {})["other"] = True
        return t
    m = fm(r"all (?:of )?your (.+)", s)
    if m:
        return _with_filter({"side": "you", "all": True}, m[1], and_ok=True)
    m = fm(r"all (.+)", s)
    if m:
        return _with_filter({"side": "any", "all": True}, m[1], and_ok=True)
    m = fm(rf"(up to )?({NUM}) (.+)", s)
    if m:
        return _with_filter({"side": "any", **_count(m[1], m[2])}, m[3])
    raise NoMatch(text)


def _count(up_to, n) -> dict:
    d = {}
    k = num(n)
    if k != 1:
        d["count"] = k
    if up_to:
        d["up_to"] = True
    return d


def _with_filter(t: dict, phrase: str, and_ok=False) -> dict:
    f = card_filter(phrase, and_ok=and_ok)
    if f:
        t["filter"] = f
    return t


# ---- conditions ----------------------------------------------------------------------------

def _you_have(m_art, phrase) -> dict:
    art = (m_art or "a").strip().lower()
    yh: dict = {}
    f = card_filter(phrase)
    if art == "another":
        yh["other"] = True
    elif art not in ("a", "an"):
        k = num(art)
        if k != 1:
            yh["count"] = k
    if f.pop("other", False):
        yh["other"] = True
    if f:
        yh["filter"] = f
    return {"you_have": yh}


IF = r"(?:as long as|as long|if|while)"            # "As long you have" is in the data
HAND = r"(?:their|his|her) hand"
COND_ONE = [
    (r"during your turn", lambda m: {"turn": "yours"}),
    (r"during your opponent's turn", lambda m: {"turn": "opponents"}),
    (rf"{IF} it is your turn", lambda m: {"turn": "yours"}),
    (rf"{IF} it is (?:your|the) opponent's turn", lambda m: {"turn": "opponents"}),
    (rf"{IF} you have (?:(a|an|another|\d+) )?(.+?)(?: on (?:the|your) field)?",
     lambda m: _you_have(m[1], m[2])),
    (rf"{IF} there (?:is|are) (a|an|another|\d+) (.+?) on your field",
     lambda m: _you_have(m[1], m[2])),
    (rf"{IF} your lrig is level (\d+) or (?:more|higher)",
     lambda m: {"lrig_level_min": int(m[1])}),
    (rf"{IF} (?:you have|there are) (\d+) or more cards in your trash",
     lambda m: {"trash_min": int(m[1])}),
    (rf"{IF} your trash has (\d+) or more cards", lambda m: {"trash_min": int(m[1])}),
    (rf"{IF} (?:you have|there are) (\d+) or more cards in your ener zone",
     lambda m: {"ener_min": int(m[1])}),
    (rf"{IF} your ener zone has (\d+) or more cards", lambda m: {"ener_min": int(m[1])}),
    (rf"{IF} your opponent has (\d+) or (?:less|fewer) cards in {HAND}",
     lambda m: {"opp_hand_max": int(m[1])}),
    (rf"{IF} your opponent has (?:0|no) cards in {HAND}", lambda m: {"opp_hand_max": 0}),
    (rf"{IF} your opponent's hand has (?:0|no) cards", lambda m: {"opp_hand_max": 0}),
    (rf"{IF} you have at least (\d+) more cards in your hand than your opponent",
     lambda m: {"hand_more": int(m[1])}),
    (rf"{IF} you have at least (\d+) more cards in your ener zone than your opponent",
     lambda m: {"ener_more": int(m[1])}),
    (rf"{IF} this signi's power is (\d+) or more", lambda m: {"self_power_min": int(m[1])}),
    (rf"{IF} your lrig is ({COLOR_RX})", lambda m: {"lrig_color": m[1].lower()}),
    (rf"{IF} your lrig is ({COLOR_RX}) and (?:is )?level (\d+) or (?:more|higher)",
     lambda m: {"lrig_color": m[1].lower(), "lrig_level_min": int(m[2])}),
    (rf"{IF} your opponent has (\d+) or (?:less|fewer) cards in (?:their|his|her) ener zone",
     lambda m: {"opp_ener_max": int(m[1])}),
    (rf"{IF} there are (\d+) or (?:less|fewer) cards in your opponent's ener zone",
     lambda m: {"opp_ener_max": int(m[1])}),
    (rf"{IF} you have (\d+) or (?:less|fewer) life cloth", lambda m: {"life_max": int(m[1])}),
    (rf"{IF} you have (\d+) or more cards in your hand", lambda m: {"hand_min": int(m[1])}),
    (rf"{IF} there (?:is|are) (a|an|\d+) (.+?) on your opponent's field",
     lambda m: _opponent_has(m[1], m[2])),
    (rf"{IF} your opponent has (a|an|\d+) (.+?) on (?:the|their|his|her) field",
     lambda m: _opponent_has(m[1], m[2])),
]


def _opponent_has(art, phrase) -> dict:
    oh: dict = {}
    k = num(art)
    if k != 1:
        oh["count"] = k
    f = card_filter(phrase)
    if f.get("other"):
        raise NoMatch(phrase)
    if f:
        oh["filter"] = f
    return {"opponent_has": oh}


def condition(text: str) -> dict:
    """One or more condition phrases joined by ", " or " and " -> a condition table."""
    s = text.strip().rstrip(",")
    for rx, build in COND_ONE:
        m = fm(rx, s)
        if m:
            try:
                return build(m)
            except NoMatch:
                continue
    # two conditions: "During your turn, as long as ..."
    for sep in (", ", " and "):
        if sep in s:
            parts = s.split(sep)
            for i in range(1, len(parts)):
                try:
                    a = condition(sep.join(parts[:i]))
                    b = condition(sep.join(parts[i:]))
                except NoMatch:
                    continue
                if set(a) & set(b):
                    continue
                return {**a, **b}
    raise NoMatch(text)


# ---- costs ---------------------------------------------------------------------------------

_COST_TOKENS = [
    (rf"\[({COLOR_RX})\s*(\d+)\]", lambda m, c: _add(c, m[1], int(m[2]))),
    (rf"\[({COLOR_RX})\]\s*[x×]?\s*(\d+)", lambda m, c: _add(c, m[1], int(m[2]))),
    (rf"\[({COLOR_RX})\]", lambda m, c: _add(c, m[1], 1)),
    (rf"down (another )?({NUM}) of your (?:other )?(.+?)(?= ?:|$|\s*\[)",
     lambda m, c: _signi_cost(c, "down_signi", m[0], num(m[2]), m[3])),
    (rf"put (another )?({NUM}) of your (?:other )?(.+?) (?:on the field |from the field |from "
     rf"your field )?into (?:the|your) trash",
     lambda m, c: _signi_cost(c, "trash_signi", m[0], num(m[2]), m[3])),
    (rf"put (?:a|an|1) ({COLOR_RX} )?arts from your lrig deck into (?:the|your) lrig trash",
     lambda m, c: _lrig_deck_trash(c, m[1])),
    (r"\[down\]|down\b", lambda m, c: _flag(c, "down")),
    (r"\[coin\]|coin\b", lambda m, c: c.__setitem__("coin", c.get("coin", 0) + 1)),
    (rf"({COLOR_RX})\b(?! signi| card| spell| arts)", lambda m, c: _add(c, m[1], 1)),
    (rf"discard (?:a total of )?({NUM}) (.+?) from your hand",
     lambda m, c: _discard(c, num(m[1]), m[2])),
    (r"put this signi (?:from the field |on the field |in play )?into the trash",
     lambda m, c: _flag(c, "trash_self")),
    (r"exceed (\d+)(?: \(put \d+ cards? from under this lrig into the lrig trash\))?",
     lambda m, c: _exceed(c, int(m[1]))),
]


def _add(c, col, n):
    col = col.lower()
    if n:
        c[col] = c.get(col, 0) + n
    else:
        c.setdefault("_free", True)


def _flag(c, k):
    if c.get(k):
        raise NoMatch(k)
    c[k] = True


def _exceed(c, n):
    if "exceed" in c or n < 1:
        raise NoMatch("exceed")
    c["exceed"] = n


def _signi_cost(c, key, text, n, phrase):
    if key in c:
        raise NoMatch(text)
    f = card_filter(phrase)
    if re.match(r"(?:down|put) another|.* of your other ", text, I):
        f["other"] = True
    if key == "down_signi" and f.get("state") == "up":
        del f["state"]                       # only an upped SIGNI can be downed
    if f.get("state"):
        raise NoMatch(text)
    d = {"count": n} if n != 1 else {}
    if f:
        d["filter"] = f
    c[key] = d


def _lrig_deck_trash(c, color):
    f = {"type": "arts"}
    if color:
        f["color"] = color.strip().lower()
    c["lrig_deck_trash"] = {"filter": f}


def _discard(c, n, phrase):
    if "discard" in c:
        raise NoMatch("two discards")
    f = card_filter(phrase, allowed=(None, "signi", "spell", "arts"), default=None)
    d = {"count": n} if n != 1 else {}
    if f:
        d["filter"] = f
    c["discard"] = d


def cost(text: str) -> dict:
    """A printed cost ("[Red][Red] Discard one card from your hand [Down]") -> a cost table.
    The empty text is the empty cost."""
    s = text.strip().strip(":").strip()
    c: dict = {}
    while s:
        for rx, put in _COST_TOKENS:
            m = re.match(rf"(?:{rx})\s*[,:]?\s*(?:and\s+)?", s, I)
            if m:
                put(m, c)
                s = s[m.end():]
                break
        else:
            raise NoMatch(text)
    c.pop("_free", None)
    return c


__all__ = ["NoMatch", "NUM", "COLOR_RX", "num", "fm", "NOUNS", "card_filter", "target",
           "COND_ONE", "condition", "cost", "COLORS"]
