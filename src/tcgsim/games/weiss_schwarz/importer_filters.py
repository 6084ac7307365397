"""The card importer's readers of what a printed ability names (see importer.py): card
filters ('level 1 or lower 《Music》 character'), targets on the stage ('choose 1 of your other
《T》 characters', 'all of your characters') and conditions ('if you have 2 or more other 《T》
characters'), each read whole into the vocabulary of abilities.py, or None.

`_first` (the first of a list of (regex, builder) pairs that matches a whole text) serves the
conditions here and the costs in importer_costs.py.
"""

from __future__ import annotations

import re

from . import cards as ws_cards
from .importer_battle import BATTLE_CONDITIONS
from . import importer_climax as _cx

TRAITS = r"《[^》]+》(?: or 《[^》]+》)*"
NAME = r'"([^"]+)"'
_FILTER = re.compile(
    r"(?:level (?P<lmax>\d+) or lower |level (?P<lmin>\d+) or higher "
    r"|cost (?P<cmax>\d+) or lower )?"
    r"(?:(?P<color>yellow|green|red|blue) )?"
    r"(?P<traits>" + TRAITS + r" )?"
    r"(?P<noun>characters?|climax(?:es)?|events?|cards?)"
    r"(?: with \"(?P<nc>[^\"]+)\" in (?:its|their) card names?)?"
    r"(?: with \[\[(?P<icon>\w+)\.gif\]\] in its trigger icon)?")
_NAME_FILTER = re.compile(NAME)


def name_part(s: str) -> str:
    """'Nino(二乃)' -> 'Nino': the English name part (the Japanese in brackets is what the
    original card's names contain; the English names carry the English part)."""
    return re.sub(r"\s*\([^()]*\)$", "", s)


def card_filter(s: str) -> tuple[dict, str] | None:
    """'level 1 or lower 《Music》 character' -> ({level_max: 1, trait: 'Music'}, 'character')."""
    m = _NAME_FILTER.fullmatch(s)
    if m:
        return {"name": m.group(1)}, "name"
    if s.endswith(_cx.LEVEL_MAX_OWN) and s != _cx.LEVEL_MAX_OWN:
        r = card_filter(s[: -len(_cx.LEVEL_MAX_OWN)])
        return None if r is None or r[1] == "name" else ({**r[0], "level_max_players": True}, r[1])
    m = _FILTER.fullmatch(s)
    if not m:
        return None
    f: dict = {}
    if m["lmax"]:
        f["level_max"] = int(m["lmax"])
    if m["lmin"]:
        f["level_min"] = int(m["lmin"])
    if m["cmax"]:
        f["cost_max"] = int(m["cmax"])
    if m["color"]:
        f["color"] = m["color"]
    noun = m["noun"].rstrip("s")
    noun = "climax" if noun.startswith("climax") else noun
    if m["traits"]:
        if noun != "character":
            return None
        traits = re.findall(r"《([^》]+)》", m["traits"])
        if len(traits) == 1:
            f["trait"] = traits[0]
        else:
            f["traits_any"] = traits
    if m["nc"]:
        f["name_contains"] = name_part(m["nc"])
    if m["icon"]:
        if m["icon"] not in ws_cards.TRIGGERS:
            return None
        f["trigger"] = m["icon"]
    return f, noun


def typed_filter(s: str) -> dict | None:
    """A filter for a card looked for in a zone (search, salvage): the type is always set,
    because the vocabulary reads a filter without a type as 'character'."""
    r = card_filter(s)
    if r is None:
        return None
    f, noun = r
    if noun in ("character", "climax", "event"):
        return {**f, "type": noun}
    if noun == "name":
        return f
    if noun == "card" and f:          # "level 1 or higher card": any type
        return {**f, "type": "card"}
    return None                       # "card" (any type) has no filter word


# more readers of a stage filter, tried when card_filter cannot read one (importer_stats2:
# alternatives and name lists, '"A" or "B"', 'blue or 《T》 characters')
STAGE_FILTER_READERS: list = []


def stage_filter(s: str) -> dict | None:
    """A filter on characters of a stage ('《T》 characters', '"Name"'); {} for 'characters'."""
    r = card_filter(s)
    if r is None:
        return next((f for f in (read(s) for read in STAGE_FILTER_READERS) if f is not None), None)
    if r[1] not in ("character", "name"):
        return None
    return r[0]


def choice(n: str, where: str, what: str) -> dict | None:
    """'choose 1 of your other 《T》 characters' -> {choose=1, from="your_other_stage", …}."""
    frm = {"of your ": "your_stage", "of your other ": "your_other_stage",
           "of your opponent's ": "opponent_stage"}.get(where)
    if frm is None:
        m = re.fullmatch(r"(.+?) in your opponent's (center|back) stage", what)
        if where != "" or not m or not m[1].endswith("character"):
            return None
        frm, what = f"opponent_{m[2]}", m[1] + "s"
    f = stage_filter(what)
    if f is None:
        return None
    t = {"choose": int(n), "from": frm}
    if f:
        t["filter"] = f
    return t


GRANT_WHO = {"this card": "self", "all of your characters": "all_yours",
             "all of your other characters": "others_yours",
             "all of your opponent's characters": "opponents_all"}


def _who(text: str):
    """'this card' / 'all of your [other] <filter>' as a target (a word or {who, filter})."""
    if text in GRANT_WHO:
        return GRANT_WHO[text]
    m = re.fullmatch(r"all of your (other )?(.+)", text)
    if not m:
        return None
    f = None
    if m[2].startswith('"') and m[2].endswith('"'):
        # names, quotes inside included: '""X" Y"', '"A" and "B"' (those named A or B)
        from .importer_conds import names
        got = names(m[2])
        if got is None:
            return None
        f = {"name": got[0][0]} if len(got[0]) == 1 else {"any_of": [{"name": n} for n in got[0]]}
    f = f or stage_filter(m[2])
    if not f or not (m[2].endswith("s") or m[2].endswith("card name") or m[2].startswith('"')):
        return None
    return {"who": "others_yours" if m[1] else "all_yours", "filter": f}


_CONDITION_ATOMS = [
    (re.compile(r"you have (\d+) or more (other )?(.+)"),
     lambda m: _count(int(m[1]), m[2], m[3], plural=True)),
    (re.compile(r"you have another (.+)"), lambda m: _count(1, "other", m[1], plural=False)),
    (re.compile(r"you have an? (.+)"), lambda m: _count(1, None, m[1], plural=False)),
    (re.compile(r'"([^"]+)" is in your climax area'), lambda m: {"climax": m[1]}),
    (re.compile(r"all of your characters are 《([^》]+)》"),
     lambda m: {"all_match": {"trait": m[1]}}),
    (re.compile(r'all of your characters have "([^"]+)" in their card names'),
     lambda m: {"all_match": {"name_contains": name_part(m[1])}}),
    (re.compile(r"there is a marker underneath this card"), lambda m: {"marker": True}),
    (re.compile(r"this card is in your center stage"), lambda m: {"in_center": True}),
    (re.compile(r"this card is in the middle position of your center stage"),
     lambda m: {"in_middle": True}),
    (re.compile(r"your waiting room has (\d+) or less climax(?:es)?"),
     lambda m: {"waiting_climax_max": int(m[1])}),
    (re.compile(r"your stock has (\d+) or less cards?"), lambda m: {"stock_max": int(m[1])}),
    (re.compile(r"your hand has (\d+) or more cards?"), lambda m: {"hand_min": int(m[1])}),
    (re.compile(r"the character facing this card is level (\d+) or higher"),
     lambda m: {"facing_level_min": int(m[1])}),
    (re.compile(r"your level is (\d+) or higher"), lambda m: {"level_min": int(m[1])}),
    # seed 000 경험 (Experience): the community text says "in your level" for the level zone
    (re.compile(r"the total level of (?:the )?(?:your )?cards in your level(?: zone)? is (\d+) or "
                r"higher"), lambda m: {"experience_min": int(m[1])}),
    (re.compile(r"your level has (.+)"), lambda m: _level_has(m[1])),
    (re.compile(r'"(.+)" is in your level'), lambda m: {"level_has": [{"name": m[1]}]}),
    # seed 000 알람 (Alarm)
    (re.compile(r"this card is the top card of your clock"), lambda m: {"clock_top": True}),
    (re.compile(r"(?:there is|you have) a card in your memory"), lambda m: {"memory_min": 1}),
    (re.compile(r"your memory has (\d+) or more cards"), lambda m: {"memory_min": int(m[1])}),
    (re.compile(r"(?:your memory has|you have) (\d+) or less cards(?: in your memory)?"),
     lambda m: {"memory_max": int(m[1])}),
    (re.compile(r"(?:you have|your memory has) (\d+) or more (.+?characters)(?: in your memory)?"),
     lambda m: _memory_count(int(m[1]), m[2])),
    (re.compile(r"this card is in your memory"), lambda m: {"in_memory": True}),
    (re.compile(r"the character facing this card is cost (\d+) or lower"),
     lambda m: {"facing_cost_max": int(m[1])}),
    (re.compile(r"there is a character facing this card"), lambda m: {"facing": True}),
    (re.compile(r"your opponent's center stage has (\d+) or less characters?"),
     lambda m: {"opp_center_max": int(m[1])}),
]
_CONDITION_ATOMS += BATTLE_CONDITIONS      # importer_battle: this card's battle opponent

_CONDITION_ATOMS += _cx.CONDITION_ATOMS    # the climax area's conditions (importer_climax)


def _level_has(s: str) -> dict | None:
    """'a yellow card+a blue card' (condition() joined the list) -> {level_has=[…]}."""
    out = []
    for part in s.split("+"):
        m = re.fullmatch(r"an? (yellow|green|red|blue) card", part)
        if not m:
            return None
        out.append({"color": m[1], "type": "card"})
    return {"level_has": out}


def _memory_count(n: int, what: str) -> dict | None:
    f = typed_filter(what[:-1])
    return None if f is None else {"memory_count_min": n, "filter": f}


def _count(n: int, other, what: str, plural: bool) -> dict | None:
    if plural and not what.endswith("s"):
        return None
    if re.search(r'" and "', what):  # 'you have "A" and "B"': both, not either (importer_conds)
        return None
    f = stage_filter(what)
    if f is None:
        return None
    c = {"count_min": n}
    if f:
        c["filter"] = f
    if other:
        c["others"] = True
    return c


def condition(s: str) -> dict | None:
    """'"Kiss" is in your climax area, and you have another 《T》 character' -> one table."""
    # "your level has a yellow card, a red card, and a blue card": one atom
    s = re.sub(r"(?:,? and |, )(?=an? (?:yellow|green|red|blue) card\b)", "+", s)
    # a card name or a trait (《Hello, Happy World!》) may hold ", ": mask it while splitting
    s = re.sub(r'"[^"]*"|《[^》]*》', lambda q: q[0].replace(", ", "\x00"), s)
    # ('"A" and "B"' is one list of names, not two conditions)
    parts = re.split(r", and |, | and (?=you |all |there |this |your )|(?<!\") and (?=\")", s)
    out: dict = {}
    for p in parts:
        c = _first(_CONDITION_ATOMS, p.replace("\x00", ", "))
        if c is None or set(c) & set(out) - {"counts"}:  # one filter per condition table
            return None
        if "counts" in c and "counts" in out:           # counts are a list (importer_conds)
            c = {**c, "counts": out["counts"] + c["counts"]}
        out.update(c)
    return out or None


def _first(atoms, text: str):
    """The table built by the first (regex, builder) that matches all of `text`, or None."""
    for rx, build in atoms:
        m = rx.fullmatch(text)
        if m:
            got = build(m)
            if got is not None:
                return got
    return None
