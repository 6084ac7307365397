"""Import community Weiß Schwarz card JSON into tcgsim card files (data/cards/<SET>.toml).

The community database (../shared/data/README.md) gives one JSON array per set, with the
printed ability text in English. Names and numbers carry over as facts; every printed
ability is re-expressed in the ability vocabulary (abilities.py) by a recogniser, or counted
in the card's `unsupported` field. Printed text is never copied into the output.

The recogniser is a list of (regex, builder) pairs tried in order on each printed ability
(`RECOGNISERS`). The AUTO/ACT/CONT builders read the parts of an ability (cost, event,
condition, effect) with small sub-recognisers of the same shape; a part that does not
match exactly makes the whole ability unsupported, so nothing is ever half-recognised.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import tomli_w

from ...core import files
from ...core.errors import CardDataError, TcgsimError
from ...core.replay import parse_json, read_input, shown
from . import abilities as ab
from . import cards as ws_cards

IMPORTED_BY = "tcgsim cards import"

TYPE_NAMES = {"Character": "character", "Event": "event", "Climax": "climax"}
# community icon name -> tcgsim trigger (cards.TRIGGERS). BOUNCE is another name of RETURN.
TRIGGER_ICONS = {"SOUL": "soul", "POOL": "pool", "COMEBACK": "comeback", "DRAW": "draw",
                 "SHOT": "shot", "RETURN": "return", "BOUNCE": "return", "TREASURE": "treasure",
                 "GATE": "gate", "STANDBY": "standby", "CHOICE": "choice"}
REQUIRED_FIELDS = ("code", "name", "type", "color", "level", "cost", "power", "soul", "trigger",
                   "attributes", "ability")


# ---- the report ----------------------------------------------------------------------------

@dataclass
class AbilityRow:
    """One printed ability of one card and what the recogniser made of it."""
    code: str
    shape: str                    # the text with names, traits and numbers blanked
    table: dict | None            # the vocabulary table, or None when unsupported
    refused: str = ""             # why abilities.validate refused the table built for it


@dataclass
class CardRow:
    code: str
    name: str
    type: str
    total: int
    recognised: int


@dataclass
class ImportReport:
    set_name: str
    source: str
    out_path: str = ""
    rows: list[CardRow] = field(default_factory=list)
    unrecognised: Counter = field(default_factory=Counter)     # shape -> count
    examples: dict[str, str] = field(default_factory=dict)     # shape -> first card code
    refused: dict[str, str] = field(default_factory=dict)      # shape -> validation error
    skipped: list[str] = field(default_factory=list)           # cards left out, and why

    @property
    def cards(self) -> int:
        return len(self.rows)

    @property
    def abilities_total(self) -> int:
        return sum(r.total for r in self.rows)

    @property
    def abilities_recognised(self) -> int:
        return sum(r.recognised for r in self.rows)

    def by_type(self) -> dict[str, tuple[int, int, int]]:
        """card type -> (cards, abilities recognised, abilities total)."""
        out: dict[str, list[int]] = {}
        for r in self.rows:
            t = out.setdefault(r.type, [0, 0, 0])
            t[0] += 1
            t[1] += r.recognised
            t[2] += r.total
        return {k: tuple(v) for k, v in out.items()}

    def top_unrecognised(self, n: int = 15) -> list[tuple[str, int]]:
        return self.unrecognised.most_common(n)

    def add(self, code: str, name: str, type_: str, abil_rows: list[AbilityRow]) -> None:
        ok = sum(1 for a in abil_rows if a.table is not None)
        self.rows.append(CardRow(code, name, type_, len(abil_rows), ok))
        for a in abil_rows:
            if a.table is None:
                self.unrecognised[a.shape] += 1
                self.examples.setdefault(a.shape, a.code)
                if a.refused:
                    self.refused.setdefault(a.shape, a.refused)


# ---- text clean-up -------------------------------------------------------------------------

_ICON_REMINDER = re.compile(r"^\(【[A-Z]+】\s*:")
_TRAILING_REMINDERS = [
    re.compile(r"\s*\((?:【[A-Z]+】)?\s*: When this card triggers[^()]*\)$"),
    re.compile(r"\s*\(Damage may be canceled\)$"),
    re.compile(r"\s*\((?:Otherwise, return it to its original place\.? ?)?(?:Climax are regarded as "
               r"level 0)?\)$"),
    re.compile(r"\s*\(Return the revealed card to its original place\)$"),
    re.compile(r"\s*\(This ability does not activate if this card is not on the stage at the "
               r"beginning of the climax phase\)$"),
    re.compile(r"\s*\(Choose \d+ of your characters that is being frontal attacked, and that "
               r"character gets \+\d+ power until end of turn\)$"),
    re.compile(r"\s*\(When this card is put into your waiting room from the stage, you may pay "
               r"the cost\. If you do, return this card to its previous stage position as "
               r"【REST】\)$"),
]


def is_icon_reminder(line: str) -> bool:
    """'(【STANDBY】: When this card triggers…)' explains a trigger icon; it is not an ability."""
    return bool(_ICON_REMINDER.match(line.strip()))


def printed_abilities(lines: list[str]) -> list[str]:
    """The printed abilities of a card: icon reminders and '-' dropped, and continuation lines
    (a quoted granted ability or mode, a reminder in parentheses) joined to the line before."""
    out: list[str] = []
    for raw in lines:
        line = " ".join(str(raw).split())
        if not line or line == "-" or is_icon_reminder(line):
            continue
        if out and line[0] in "\"(":
            out[-1] += " " + line
        else:
            out.append(line)
    return out


# Printed text the community data lost, restored from another copy of the English card text,
# named per card: code -> (what the data says, what the card says). The trigger icons of
# these two come from the card database weiss-sim 1.2.0 ships (data/default_cards.wsdb):
# the one record of set 194 with Great Love's ability pair, and the one of set 148 with
# "All of your other 《Quintuplets》 characters get +500 power." before the [TREASURE] text.
TEXT_FIXES = {
    "5HY/W101-E058": ("reveals a climax with in its trigger icon",
                      "reveals a climax with [[standby.gif]] in its trigger icon"),
    "5HY/W83-E038": ("reveals a climax with in its trigger icon",
                     "reveals a climax with [[treasure.gif]] in its trigger icon"),
}


def _fixed(code: str, line: str) -> str:
    fix = TEXT_FIXES.get(code)
    return line.replace(*fix) if fix else line


def clean(line: str) -> str:
    s = " ".join(line.split())
    s = re.sub(r"】(?=[A-Za-z])", "】 ", s)          # "【AUTO】When" -> "【AUTO】 When"
    s = re.sub(r"(?<=[a-z])【", " 【", s)             # "the【STANDBY】" -> "the 【STANDBY】"
    changed = True
    while changed:
        changed = False
        for rx in _TRAILING_REMINDERS:
            s2 = rx.sub("", s)
            if s2 != s:
                s, changed = s2, True
    return s.strip()


def shape(line: str) -> str:
    """The text with names, traits and numbers blanked, to group similar abilities."""
    s = re.sub(r"《[^》]*》", "《T》", clean(line))
    s = re.sub(r'"[^"]*"', '"NAME"', s)
    return re.sub(r"\d+", "N", s)


# ---- sub-recognisers: card filters, targets, conditions, costs, events -----------------------

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


def stage_filter(s: str) -> dict | None:
    """A filter on characters of a stage ('《T》 characters', '"Name"'); {} for 'characters'."""
    r = card_filter(s)
    if r is None or r[1] not in ("character", "name"):
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
    # a card name may hold ", ": mask it while splitting
    s = re.sub(r'"[^"]*"', lambda q: q[0].replace(", ", "\x00"), s)
    parts = re.split(r", and |, | and (?=you |all |there |this |your |\")", s)
    out: dict = {}
    for p in parts:
        c = _first(_CONDITION_ATOMS, p.replace("\x00", ", "))
        if c is None or set(c) & set(out):              # one filter per condition table
            return None
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


_COST_ATOMS = [
    (re.compile(r"【REST】 this card"), lambda m: {"rest_self": 1}),
    (re.compile(r"【REST】 (\d+) of your other (characters|" + TRAITS + r" characters)"),
     lambda m: _with_filter({"rest_others": int(m[1])}, m[2])),
    (re.compile(r"【REST】 (\d+) of your characters"), lambda m: {"rest_chars": int(m[1])}),
    (re.compile(r"Put (\d+) cards? from your hand into your waiting room"),
     lambda m: {"discard": int(m[1])}),
    (re.compile(r"Put 1 (climax) from your hand into your waiting room"),
     lambda m: {"discard_climax": 1}),
    (re.compile(r"Put 1 ((?:" + TRAITS + r" )?character|character with \"[^\"]+\" in its card "
                r"name) from your hand into your waiting room"),
     lambda m: _with_filter({"discard_character": 1}, m[1])),
    (re.compile(r"Put 1 \"([^\"]+)\" from your hand into your waiting room"),   # any card type
     lambda m: {"discard": 1, "filter": {"name": m[1]}}),
    (re.compile(r"Put this card into your memory"), lambda m: {"to_memory_self": 1}),
    # seed 000 공명 (Resonate): show a card of the hand; it stays there
    (re.compile(r"Reveal 1 \"([^\"]+)\" in your hand"),
     lambda m: {"reveal_from_hand": 1, "filter": {"name": m[1]}}),
    (re.compile(r"Return this card to your hand"), lambda m: {"to_hand_self": 1}),
    (re.compile(r"Put the top card of your deck into your clock"), lambda m: {"clock_top": 1}),
    (re.compile(r"Put this card into your waiting room"), lambda m: {"to_waiting_room_self": 1}),
    (re.compile(r"Put 1 card from your hand into your clock"), lambda m: {"to_clock_from_hand": 1}),
    (re.compile(r"Put (\d+) (" + TRAITS + r") characters from your hand into your waiting room"),
     lambda m: {"discard": int(m[1]), "filter": {**stage_filter(m[2] + " characters"),
                                                 "type": "character"}}),
    (re.compile(r"Put 1 \"([^\"]+)\" from your climax area into your waiting room"),
     lambda m: {"climax_to_waiting": 1, "filter": {"name": m[1]}}),
    (re.compile(r"Put 1 (?:of your characters|character from your stage) into your waiting room"),
     lambda m: {"from_stage_to_waiting_room": 1}),
]


def _with_filter(cost: dict, what: str) -> dict | None:
    f = stage_filter(what)
    if f is None:
        return None
    return {**cost, "filter": f} if f else cost


def costs(s: str) -> list[dict] | None:
    """'(1) Put 1 card from your hand into your waiting room' -> [{stock=1}, {discard=1}]."""
    out = []
    s = s.strip()
    m = re.match(r"\((\d+)\)\s*", s)
    if m:
        if int(m[1]):
            out.append({"stock": int(m[1])})
        s = s[m.end():]
    if not s:
        return out
    for part in s.split(" & "):
        c = _first(_COST_ATOMS, part.strip())
        if c is None:
            return None
        out.append(c)
    return out


EVENT_TEXT = {
    "When this card is placed on the stage from your hand": "placed_from_hand",
    "When this card is placed on the stage": "placed",
    "When this card attacks": "attacks",
    "At the end of this card's attack": "attack_end",
    "When this card becomes 【REVERSE】 in battle": "reversed_in_battle",
    "When this card becomes 【REVERSE】": "reversed",
    "When this card's battle opponent becomes 【REVERSE】": "battle_opponent_reversed",
    "When your other character's battle opponent becomes 【REVERSE】": "other_battle_opponent_reversed",
    "When your climax is placed on your climax area": "your_climax_placed",
    "When this card is put into your waiting room from the stage": "to_waiting_room_from_stage",
    "At the beginning of your climax phase": "climax_phase_start",
    "At the beginning of the encore step": "encore_step_start",
    "At the beginning of your opponent's attack phase": "opponent_attack_phase_start",
    "At the beginning of your main phase": "main_phase_start",
    "At the beginning of your draw phase": "draw_phase_start",
    "When this card is placed on your climax area from your hand": "climax_placed",
    "When your character's trigger check reveals a climax": "trigger_reveals_climax",
    "When damage dealt by this card is canceled": "damage_canceled",
    'When you use this card\'s "Backup"': "backup_used",
}
NAMED_CLIMAX = re.compile(r'When "([^"]+)" is placed on your climax area')   # {name=…}
ICON_CLIMAX = re.compile(r"When your character's trigger check reveals a climax with "
                         r"\[\[(\w+)\.gif\]\] in its trigger icon")   # {filter={trigger=…}}
OTHER_ATTACKS = re.compile(r"When your other (.*?character) attacks")   # {when=other_attacks}
EVENT_RX = ("(" + "|".join(re.escape(k) for k in sorted(EVENT_TEXT, key=len, reverse=True))
            + '|When "[^"]+" is placed on your climax area|When your other .*?character attacks'
            + r"|When your character's trigger check reveals a climax with \[\[\w+\.gif\]\] in its "
              r"trigger icon)")


# ---- effects -------------------------------------------------------------------------------

UNTIL = {"": None, " until end of turn": "turn",
         " until the end of your opponent's next turn": "opp_next_turn"}
UNTIL_RX = r"( until end of turn| until the end of your opponent's next turn|)"
STAT = r"([+-]\d+|\+X) (power|soul)"


class Ctx:
    """What an effect clause needs to know: continuous or one-shot, and the 'X is …' clause."""

    def __init__(self, mode: str, x: str | None = None):
        self.mode, self.x = mode, x
        self.x_used = False


def _per(ctx: Ctx) -> tuple[dict, int] | None:
    """'X is equal to the number of other 《T》 characters you have ×500' -> (per, 500)."""
    if ctx.x is None:
        return None
    m = re.fullmatch(r"the number of (.+?) among those cards ×(\d+)", ctx.x)
    if m:
        f = _milled_filter(m[1])
        if f is None:
            return None
        ctx.x_used = True
        return {"filter": f, "zone": "milled"}, int(m[2])
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


def _fx_salvage(m, ctx, to="hand"):
    f = typed_filter(m[3])
    if f is None:
        return None
    return [{"verb": "salvage", "filter": f, "n": int(m[2]), "up_to": bool(m[1]), "to": to}]


def _fx_search(m, ctx):
    f = typed_filter(m[2])
    if f is None:
        return None
    return [{"verb": "search_deck", "filter": f, "n": int(m[1]), "to": "hand", "reveal": True}]


def _fx_look(m, ctx):
    if m[1] == "X":
        x = re.fullmatch(r"the number of cards in your memory \+(\d+), at most (\d+)", ctx.x or "")
        if not x:
            return None
        ctx.x_used = True
        e = {"verb": "look_top", "n": int(x[2]), "n_memory_plus": int(x[1]), "choose": int(m[2]),
             "to": "hand", "rest": "waiting"}
    else:
        e = {"verb": "look_top", "n": int(m[1]), "choose": int(m[2]), "to": "hand",
             "rest": "waiting"}
    if m[3] not in ("card", "cards"):
        f = typed_filter(m[3])
        if f is None:
            return None
        e["filter"] = f
    return [e]


def _fx_bounce(m, ctx):
    t = choice(m[1], "of your opponent's ", m[2])
    return [{"verb": "bounce", "target": t}] if t else None


ZONE_WORDS = {"memory": "memory", "waiting room": "waiting", "hand": "hand", "stock": "stock",
              "clock": "clock"}
NEXT_EVENT = {"draw phase": "draw_phase_start", "main phase": "main_phase_start",
              "climax phase": "climax_phase_start", "attack phase": "attack_phase_start"}
LEVEL_ABOVE = " with level higher than your opponent's level"


def _nested(text: str) -> dict | None:
    """A quoted ability ("the following ability") as a vocabulary table."""
    a, _ = recognise(text, {"type": "character"})
    return a


def _fx_delayed(m, ctx):
    when = NEXT_EVENT.get(m[1]) if m[1] else "end_of_turn"
    eff = effects(m[2], Ctx("once"))
    if when is None or eff is None:
        return None
    e = {"verb": "delayed", "ability": {"kind": "auto", "when": when, "effect": eff}}
    if any(x.get("what") == "that" for x in eff):
        e["that"] = True
    return [e]


def _slots(where: str) -> str | None:
    return {"any position of your stage": "any", "any position of your center stage": "center"}.get(where)


def _fx_to_stage(m, ctx):
    f = typed_filter(m[2])
    sl = _slots(m[4])
    if f is None or sl is None or m[3] not in ("waiting room", "memory"):
        return None
    e = {"verb": "to_stage", "from": ZONE_WORDS[m[3]], "filter": f, "slots": sl}
    if m[1]:
        e["up_to"] = True
    return [e]


def _fx_change(m, ctx):
    f = typed_filter(m[2])
    if f is None:
        return None
    e = {"verb": "to_stage", "from": ZONE_WORDS[m[3]], "filter": f, "slots": "this"}
    if m[1]:
        e["up_to"] = True
    return [e]


def _fx_search_to_stage(m, ctx):
    what, lim = m[1], False
    if what.endswith(" with level equal to or lower than your level"):
        what, lim = what[: -len(" with level equal to or lower than your level")], True
    f = typed_filter(what)
    sl = _slots(m[2])
    if f is None or sl is None:
        return None
    e = {"verb": "to_stage", "from": "deck", "filter": f, "slots": sl}
    if lim:
        e["level_max_yours"] = True
    return [e]


def _fx_swap(m, ctx):
    t = choice(m[1], "of your other ", m[2])
    if t is None:
        return None
    e = {"verb": "swap_with", "target": t}
    if m[3]:
        e["stand"] = True
    return [e]


def _reveal_filter(s: str) -> dict | None:
    m = re.fullmatch(r"level (\d+) or higher", s)
    if m:
        return {"level_min": int(m[1]), "type": "card"}
    alts = re.fullmatch(r"(an? [^《]+?|an? 《[^》]+》 [a-z]+) or (an? .+)", s)
    if alts:
        a, b = _reveal_filter(alts[1]), _reveal_filter(alts[2])
        return {"any_of": [a, b]} if a and b else None
    return typed_filter(re.sub(r"^an? ", "", s))


def _fx_reveal(m, ctx):
    f = _reveal_filter(m[1])
    if f is None:
        return None
    rest = m[2]
    e: dict = {"verb": "reveal_top", "filter": f}
    r = re.fullmatch(r"(you may )?put it face (?:down|up) underneath this card as a marker", rest)
    if r:
        e["to"] = "marker"
        if r[1]:
            e["optional"] = True
        return [e]
    r = re.fullmatch(r"put it into your hand(?:, (.+))?", rest)
    if r:
        e["to"] = "hand"
        if r[1]:
            then = effects(r[1], Ctx("once"))
            if then is None:
                return None
            e["then"] = then
        return [e]
    r = re.fullmatch(r'perform the following action X number of times\. "(.+)\."', rest)
    if r and ctx.x:
        px = re.fullmatch(r"the number of (.+?) you have", ctx.x)
        f2 = stage_filter(px[1]) if px and px[1].endswith("s") else None
        inner = effects(r[1], Ctx("once"))
        if f2 is None or inner is None:
            return None
        ctx.x_used = True
        e["to"] = "stay"
        e["then"] = [{"verb": "repeat", "per": {"filter": f2} if f2 else {}, "effect": inner}]
        return [e]
    then = effects(rest, Ctx("once"))             # the card stays; the effects follow
    if then is None:
        return None
    e["to"] = "stay"
    e["then"] = then
    return [e]


def _fx_to_wr(m, ctx):
    what, above = m[3], False
    if what.endswith(LEVEL_ABOVE):
        what, above = what[: -len(LEVEL_ABOVE)], True
    t = choice(m[1], m[2], what)
    if t is None:
        return None
    if above:
        t["filter"] = {**t.get("filter", {}), "level_above_players": True}
    return [{"verb": "to_waiting_room", "target": t}]


def _fx_refill(m, ctx):
    f = typed_filter(m[1])
    return [{"verb": "refill_vacated", "filter": f}] if f else None


def _fx_bounce_zone(m, ctx):
    t = choice(m[1], "", f"{m[2]} in your opponent's {m[3]} stage")
    return [{"verb": "bounce", "target": t}] if t else None


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
    q = re.fullmatch(r'"(".+)"', m[2])              # a name that itself has quotes
    f = {"name": q[1]} if q else stage_filter(m[2])
    if not f or not (m[2].endswith("s") or m[2].endswith("card name") or m[2].startswith('"')):
        return None
    return {"who": "others_yours" if m[1] else "all_yours", "filter": f}


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


def _fx_grant(m, ctx):
    if ctx.mode != "cont":
        return None
    who = _who(m[1])
    a = _nested(m[3])
    if a is None or who is None:
        return None
    out = []
    if m[2]:
        out.append({"verb": "power", "target": who, "amount": int(m[2])})
    out.append({"verb": "grant", "target": who, "ability": a})
    return out


def _fx_two_grants(m, ctx):
    a, b = _nested(m[1]), _nested(m[2])
    if a is None or b is None or ctx.mode != "cont":
        return None
    return [{"verb": "grant", "target": "self", "ability": a},
            {"verb": "grant", "target": "self", "ability": b}]


def _fx_grant_once(m, ctx):
    u = UNTIL[m[2]]
    a = _nested(m[3])
    if a is None or u is None or ctx.mode != "once":
        return None
    return [{"verb": "grant", "target": GRANT_WHO[m[1]], "ability": a, "until": u}]


def _fx_per_center(m, ctx):
    f = stage_filter(m[2] + "s")
    if f is None:
        return None
    per: dict = {"others": True, "zone": m[3]}
    if f:
        per["filter"] = f
    e = _stat("power", "self", m[1], "", ctx, per)
    return [e] if e else None


def _fx_conditional(m, ctx):
    c = condition("you have " + m[1])
    then = effects(m[2], Ctx("once"))
    if c is None or then is None or ctx.mode != "once":
        return None
    return [{"verb": "conditional", "condition": c, "then": then}]


def _fx_if_among(m, ctx):
    """"If there is a <card> among those cards, <effect>" after a mill or a reveal."""
    f = typed_filter(m[1])
    then = effects(m[2], Ctx("once"))
    if f is None or then is None or ctx.mode != "once":
        return None
    return [{"verb": "conditional", "condition": {"milled_min": 1, "filter": f}, "then": then}]


def _fx_exchange(m, ctx):
    f = typed_filter(m[1])
    if f is None or typed_filter(m[2]) != f:
        return None
    return [{"verb": "exchange", "filter": f}]


def _fx_damage_x(m, ctx):
    x = re.fullmatch(r"the number of (climax|climaxes|characters|events) among those cards", ctx.x or "")
    if not x:
        return None
    ctx.x_used = True
    noun = {"climaxes": "climax", "characters": "character", "events": "event"}.get(x[1], x[1])
    return [{"verb": "damage", "n": 1, "per": {"filter": {"type": noun}, "zone": "milled"}}]


def _fx_soul_per(m, ctx):
    f = stage_filter(m[2])
    if f is None or ctx.mode != "cont" or not (m[2].endswith("s") or m[2].startswith('"')):
        return None
    per: dict = {"others": True}
    if f:
        per["filter"] = f
    return [{"verb": "soul", "target": "self", "amount": int(m[1]), "per": per}]


def _fx_choice_grant(m, ctx):
    t = choice(m[1], m[2], m[3])
    a = _nested(m[6])
    u = UNTIL[m[5]]
    if t is None or a is None or ctx.mode != "once" or u is None:
        return None
    out = []
    if m[4]:
        out.append({"verb": "power", "target": t, "amount": int(m[4]), "until": u})
        t = "that"
    out.append({"verb": "grant", "target": t, "ability": a, "until": u})
    return out


_OPT = r"(you may )?"
EFFECTS = [
    (re.compile(r"put this card into your (memory|waiting room|hand|stock|clock)"),
     lambda m, ctx: [{"verb": "move", "to": ZONE_WORDS[m[1]]}] if ctx.mode == "once" else None),
    (re.compile(r"put that character into your (memory|waiting room|hand|stock|clock)"),
     lambda m, ctx: [{"verb": "move", "what": "that", "to": ZONE_WORDS[m[1]]}]),
    (re.compile(r"(?:at the beginning of your next (draw phase|main phase|climax phase|attack phase)"
                r"|at the end of the turn), (.+)"), _fx_delayed),
    (re.compile(r"choose (up to )?1 (.+?) in your (waiting room|memory), (?:and )?put it (?:in|on) "
                r"(any position of your (?:center )?stage)"), _fx_to_stage),
    (re.compile(r"that character gets ([+-]\d+) (power|soul)" + UNTIL_RX),
     lambda m, ctx: ([{"verb": m[2], "target": "that", "amount": int(m[1]), "until": UNTIL[m[3]]}]
                     if ctx.mode == "once" and UNTIL[m[3]] else None)),
    # seed 000 체인지 (Change): onto the position the cost took this card from
    (re.compile(r"choose (up to )?1 (.+?) in your (waiting room|hand), (?:and )?put it (?:in|on) the "
                r"stage position that this card was (?:on|in)"), _fx_change),
    (re.compile(r"search your deck for up to 1 (.+?), put it (?:in|on) (any position of your "
                r"(?:center )?stage), and shuffle your deck"), _fx_search_to_stage),
    (re.compile(r"search your deck for up to (\d+) (.+?), put (?:it|them) into your waiting room, "
                r"and shuffle your deck"),
     lambda m, ctx: ([{"verb": "search_deck", "filter": typed_filter(m[2]), "n": int(m[1]),
                       "to": "waiting"}] if typed_filter(m[2]) else None)),
    (re.compile(r"choose this card and (\d+) of your (.+?), and exchange them( as 【STAND】)?"),
     _fx_swap),
    (re.compile(r"reveal the top card of your deck\. If that card is (.+?), (.+)"), _fx_reveal),
    (re.compile(r"choose (\d+) cards? in your hand, and put (?:it|them) into your waiting room"),
     lambda m, ctx: [{"verb": "discard_from_hand", "n": int(m[1])}]),
    (re.compile(r"choose (\d+) (of your opponent's |)(.+?),? (?:and )?put (?:it|them) into "
                r"(?:their|your opponent's|his or her) waiting room"), _fx_to_wr),
    (re.compile(r"your opponent chooses up to 1 (.+?) in his or her waiting room, and puts it on the "
                r"stage position that character was on"), _fx_refill),
    (re.compile(r"choose (\d+) (.+?) on your opponent's (center|back) stage, and return (?:it|them) "
                r"to (?:their|his or her) hands?"), _fx_bounce_zone),
    (re.compile(r"all characters on your opponent's center stage get ([+-]\d+) power" + UNTIL_RX),
     _fx_group_stat),
    (re.compile(r"all (?:characters on )?your opponent's characters get -X power until end of turn"),
     _fx_per_level),
    (re.compile(r"this card gets ([+-]\d+) power for each (.+?) in your memory" + UNTIL_RX),
     _fx_per_memory),
    (re.compile(r"this card gets ([+-]\d+) level while on the stage"), _fx_level_on_stage),
    (re.compile(r"(this card|all of your .+?|all of your opponent's characters) gets? "
                r"(?:([+-]\d+) power and )?(?:the following ability\. )?\"(【.+)\""), _fx_grant),
    (re.compile(r"(all of your .+?) gets? " + STAT + r"( and ([+-]\d+) (power|soul))?" + UNTIL_RX),
     _fx_group_stats),
    (re.compile(r"this card gets the following 2 abilities\. \"(【.+?)\" \"(【.+)\""),
     _fx_two_grants),
    (re.compile(r"(this card|all of your characters) gets? the following ability" + UNTIL_RX
                + r"\. \"(【.+)\""), _fx_grant_once),
    (re.compile(r"this card gets ([+-]\d+) power for each other (.+?) in your (center|back) stage"),
     _fx_per_center),
    (re.compile(r"this card gets ([+-]\d+) soul for each of your other (.+)"), _fx_soul_per),
    (re.compile(r"look at the top card of your deck, and put it on the top of your deck or into your "
                r"waiting room"), lambda m, ctx: [{"verb": "top_or_bottom", "to": "waiting"}]),
    (re.compile(r"this card cannot become 【REVERSE】"),
     lambda m, ctx: [{"verb": "cannot_reverse", "target": "self"}] if ctx.mode == "cont" else None),
    (re.compile(r"this card in all of your zones gets? \[\[(\w+)\.gif\]\] in the trigger icon"),
     lambda m, ctx: ([{"verb": "trigger_icon", "icon": m[1]}]
                     if ctx.mode == "cont" and m[1] in ws_cards.TRIGGERS else None)),
    (re.compile(r"choose 1 (character) in your opponent's back stage with level higher than your "
                r"opponent's level\. That character cannot 【STAND】 during your opponent's next stand "
                r"phase"),
     lambda m, ctx: [{"verb": "cannot_stand", "target": {
         "choose": 1, "from": "opponent_back", "filter": {"level_above_players": True}}}]),
    (re.compile(r"【STAND】 this card"), lambda m, ctx: [{"verb": "stand"}]),
    (re.compile(r"[Dd]uring this card's battle, you cannot play events or \"Backup\" from your "
                r"hand"),
     lambda m, ctx: [{"verb": "no_counters"}] if ctx.mode == "cont" else None),
    (re.compile(r"this card's soul does not decrease by side attacking" + UNTIL_RX),
     lambda m, ctx: ([{"verb": "keep_side_soul", "until": UNTIL[m[1]] or "turn"}]
                     if ctx.mode == "once" else None)),
    (re.compile(r"if you have (another .+?|\d+ or more .+?), (.+)"), _fx_conditional),
    (re.compile(r"[Ii]f there is an? (.+?) among those cards, (.+)"), _fx_if_among),
    (re.compile(r"put this card on any position of your (center )?stage"),
     lambda m, ctx: [{"verb": "self_to_stage", "slots": "center" if m[1] else "any"}]),
    (re.compile(r"reveal up to 1 (.+?) in your hand, choose 1 (.+?) in your waiting room, and exchange "
                r"them"), _fx_exchange),
    (re.compile(r"put the bottom (\d+) cards of your opponent's deck into their waiting room"),
     lambda m, ctx: [{"verb": "mill", "n": int(m[1]), "opponent": True, "bottom": True}]),
    (re.compile(r"deal X damage to your opponent"), _fx_damage_x),
    (re.compile(r"choose (\d+) (of your other |of your opponent's |of your |)(.+?), and that character "
                r"gets (?:([+-]\d+) power and )?the following ability" + UNTIL_RX + r"\. \"(【.+)\""),
     _fx_choice_grant),
    (re.compile(r"choose (up to )?(\d+) (.+?) in your waiting room, (?:and )?put (?:it|them) into "
                r"your memory"), lambda m, ctx: _fx_salvage(m, ctx, to="memory")),
    (re.compile(r"look at the top card of your deck, and put it on the top or at the bottom of your "
                r"deck"), lambda m, ctx: [{"verb": "top_or_bottom"}]),
    (re.compile(r"look at up to (\d+) cards from the top of your deck, choose (up to )?(\d+) cards? "
                r"from among them, put (?:it|them) on the top of your deck, and put the rest into your "
                r"waiting room"),
     lambda m, ctx: [{"verb": "look_top", "n": int(m[1]), "choose": int(m[3]), "to": "top",
                      "rest": "waiting", **({} if m[2] else {"exact": True})}]),
    (re.compile(r"move this card to (?:the|an) open (middle )?position of your (center|back) stage"),
     lambda m, ctx: [{"verb": "move_to_open",
                      "slot": "middle" if m[1] else m[2]} if not (m[1] and m[2] == "back") else None]),
    # this card / all of your (other) characters get +N power (and +N soul) [until …]
    (re.compile(r"(this card|all of your characters|all of your other characters) gets? " + STAT
                + r"( and ([+-]\d+) (power|soul))?" + UNTIL_RX), _fx_stats),
    # choose N of your (other) 《T》 characters, and that character gets +N power until …
    (re.compile(r"choose (\d+) (of your other |of your opponent's |of your |)(.+?), and "
                r"(?:that character gets|those characters get) " + STAT + UNTIL_RX),
     _fx_choice_stat),
    # this card gets +N power for each of your other 《T》 characters
    (re.compile(r"this card gets ([+-]\d+) power for (each of your |each )(other )?(.+?)"
                + UNTIL_RX), _fx_per),
    (re.compile(r"this card gets (-\d+) level while in your hand"), _fx_level_in_hand),
    (re.compile(r"draw (up to )?(\d+) cards?"),
     lambda m, ctx: [{"verb": "draw", "n": int(m[2]), **({"up_to": True} if m[1] else {})}]),
    (re.compile(r"deal (\d+) damage to your opponent"),
     lambda m, ctx: [{"verb": "damage", "n": int(m[1])}]),
    (re.compile(_OPT + r"put the top card of your clock into your waiting room"),
     lambda m, ctx: [{"verb": "heal", "n": 1, **({"optional": True} if m[1] else {})}]),
    (re.compile(r"put the top (?:card|(\d+) cards) of your deck into your waiting room"),
     lambda m, ctx: [{"verb": "mill", "n": int(m[1] or 1)}]),
    (re.compile(r"put the top card of your deck into your stock"),
     lambda m, ctx: [{"verb": "stock_top", "n": 1}]),
    (re.compile(r"put up to (\d+) cards? from the top of your deck into your stock"),
     lambda m, ctx: [{"verb": "stock_top", "n": int(m[1]), "up_to": True}]),
    (re.compile(r"choose (up to )?(\d+) (.+?) in your waiting room, (?:and )?return (?:it|them) "
                r"to your hand"), _fx_salvage),
    (re.compile(r"choose (up to )?(\d+) (.+?) in your waiting room, (?:and )?put (?:it|them) "
                r"into your stock"), lambda m, ctx: _fx_salvage(m, ctx, to="stock")),
    (re.compile(r"search your deck for up to (\d+) (.+?), reveal (?:it|them) to your opponent, "
                r"put (?:it|them) into your hand, and shuffle your deck"), _fx_search),
    (re.compile(r"look at up to (\d+|X) cards from the top of your deck, choose up to (\d+) (.+?) "
                r"from among them, (?:reveal (?:it|them) to your opponent, )?put (?:it|them) into "
                r"your hand, (?:and )?put the rest into your waiting room"), _fx_look),
    (re.compile(_OPT + r"choose (\d+) cards? in your hand, and put (?:it|them) into your stock"),
     lambda m, ctx: [{"verb": "to_stock_from_hand", "n": int(m[2]),
                      **({"optional": True} if m[1] else {})}]),
    (re.compile(r"choose (\d+) of your opponent's (.+?), and return (?:it|them) to "
                r"(?:their|his or her) hands?"), _fx_bounce),
    (re.compile(r"perform the 【STANDBY】 effect"), lambda m, ctx: [{"verb": "standby"}]),
]
_SEP = re.compile(r", and |, | and |\. If you do, |\. (?=If there is an? )")
# a clause ends at the end of the text or at a separator (so the regex backtracks to one)
EFFECTS = [(re.compile(rx.pattern + r"(?=$|, and |, | and |\. If you do, |\. If there is an? )"), build)
           for rx, build in EFFECTS]


def effects(s: str, ctx: Ctx) -> list[dict] | None:
    """A sequence of effect clauses, each matched whole by one of EFFECTS."""
    s = s[0].lower() + s[1:] if s else s
    return _effects_from(s, 0, ctx)


def _effects_from(s: str, i: int, ctx: Ctx) -> list[dict] | None:
    for rx, build in EFFECTS:
        m = rx.match(s, i)
        if not m:
            continue
        x_before = ctx.x_used
        got = build(m, ctx)
        if got is not None:
            if m.end() == len(s):
                return got
            sep = _SEP.match(s, m.end())
            rest = _effects_from(s, sep.end(), ctx)
            if rest is not None:
                if sep.group(0) == ". If you do, ":
                    if rest[0]["verb"] != "delayed" or got[-1]["verb"] != "move":
                        rest = None
                    else:
                        rest = [{**rest[0], "if_done": True}] + rest[1:]
            if rest is not None:
                return got + rest
        ctx.x_used = x_before
    return None


# ---- the top-level recognisers ---------------------------------------------------------------

PAY = "you may pay the cost. If you do, "
OWN_MAY = re.compile(r"you may (put the top card of your clock|choose \d+ cards? in your hand)")


def _body(text: str, mode: str, paid: bool = False, may: bool = False):
    """'[During your turn, ][if COND, ][you may pay the cost. If you do, ][you may ]EFFECT
    [. X is equal to …]' -> (condition or None, optional, effects), or None."""
    body, x = text, None
    m = re.fullmatch(r"(.*?)\. If your memory has (\d+) or more cards, X is equal to (\d+), if there are "
                     r"(\d+) or less, X is equal to the number of cards in your memory \+(\d+)", text)
    if m and int(m[2]) + int(m[5]) == int(m[3]) and int(m[4]) == int(m[2]) - 1:
        text = f"{m[1]}. X is equal to the number of cards in your memory +{m[5]}, at most {m[3]}"
    m = re.fullmatch(r"(.*?)\.(\"?) X is equal to (.+)", text)
    if m:
        body, x = m[1] + ("." + m[2] if m[2] else ""), m[3]
    cond: dict = {}
    m = re.match(r"During your (turn|opponent's turn), ", body)
    if m:
        cond["your_turn" if m[1] == "turn" else "opponents_turn"] = True
        body = body[m.end():]
    splits = [(None, body)]
    if re.match(r"[Ii]f ", body):             # the condition ends at one of the commas
        splits = [(body[3:k.start()], body[k.end():]) for k in re.finditer(r", ", body)]
    for ctext, etext in splits:
        c = {} if ctext is None else condition(ctext)
        if c is None or set(c) & set(cond):
            continue
        if paid:
            if not etext.startswith(PAY):
                continue
            etext = etext[len(PAY):]
        optional = may and etext.startswith("you may ") and not OWN_MAY.match(etext)
        ctx = Ctx(mode, x)
        eff = effects(etext[len("you may "):] if optional else etext, ctx)
        if eff is not None and (x is None or ctx.x_used):
            return ({**cond, **c} or None), optional, eff
    return None


def _ability(kind: str, got, **head) -> dict | None:
    if got is None:
        return None
    cond, optional, eff = got
    a = {"kind": kind, **head}
    if cond:
        a["condition"] = cond
    if optional:
        a["optional"] = True
    a["effect"] = eff
    return a


def _cont(m, card):
    a = _ability("cont", _body(m[1], "cont"))
    if a is not None and card["type"] == "climax":
        a["zone"] = "climax"
    elif a is not None and a.get("condition", {}).get("in_memory"):
        a["zone"] = "memory"              # "If this card is in your memory, …"
    elif a is not None and any(e["verb"] == "trigger_icon" for e in a["effect"]):
        a["zone"] = "any"                 # "this card in all of your zones gets …"
    elif a is not None and any(e.get("zone") == "hand" for e in a["effect"]):
        a["zone"] = "hand"                # "this card gets -1 level while in your hand"
    return a


def _auto(m, card):
    other = OTHER_ATTACKS.fullmatch(m[2])
    if other:
        f = stage_filter(other[1] + "s")
        if f is None:
            return None
        head0: dict = {"when": "other_attacks", **({"filter": f} if f else {})}
        if m[1] is not None:
            head0["cost"] = costs(m[1])
            if not head0["cost"]:
                return None
        return _ability("auto", _body(m[3], "once", paid="cost" in head0, may=True), **head0)
    named = NAMED_CLIMAX.fullmatch(m[2])
    icon = ICON_CLIMAX.fullmatch(m[2])
    if icon:
        if icon[1] not in ws_cards.TRIGGERS:
            return None
        head: dict = {"when": "trigger_reveals_climax", "filter": {"trigger": icon[1]}}
    else:
        head = {"when": "climax_placed" if named else EVENT_TEXT[m[2]]}
    if named:
        head["name"] = named[1]           # "When <that climax> is placed on your climax area"
    if m[1] is not None:
        head["cost"] = costs(m[1])
        if not head["cost"]:
            return None
    a = _ability("auto", _body(m[3], "once", paid="cost" in head, may=True), **head)
    if a is not None and a.get("condition", {}).get("in_memory"):
        a["zone"] = "memory"              # "… and this card is in your memory"
    return a


def _once(a):
    if a is not None:
        a["once_per_turn"] = True
    return a


def _act(m, card):
    cs = costs(m[1])
    return None if cs is None else _ability("act", _body(m[2], "once"), cost=cs)


def _brainstorm(m, card):
    cs = costs(m[1])
    each = effects(m[3], Ctx("once"))
    if cs is None or each is None:
        return None
    return {"kind": "act", "cost": cs, "effect": [{"verb": "brainstorm", "n": int(m[2]),
                                                   "each": each}]}


def _placed_by_effect(m, card):
    cs = costs(m[1])
    cond = {"phase": "climax"}
    if m[3]:
        c = condition(m[3])
        if c is None:
            return None
        cond.update(c)
    eff = effects(m[4], Ctx("once"))
    if not cs or eff is None:
        return None
    return {"kind": "auto", "when": "placed_by_effect", "name": m[2], "cost": cs,
            "condition": cond, "effect": eff}


def _assist(m, card):
    f = stage_filter(m[2])
    if not f or not m[2].endswith("s"):
        return None
    a = {"kind": "assist", "power": int(m[3]), "filter": f}
    if m[1]:
        a["condition"] = {"your_turn" if m[1] == "turn" else "opponents_turn": True}
    return a


def _assist_per_level(m, card):
    f = stage_filter(m[1])
    if not f or not m[1].endswith("s"):
        return None
    return {"kind": "assist", "per_level": int(m[2]), "filter": f}


def _memory_auto(m, card):
    """'[COST] If this card is in your memory, at the beginning of your main phase, …'"""
    when = EVENT_TEXT.get(m[2][0].upper() + m[2][1:])
    if when is None:
        return None
    head: dict = {"when": when, "zone": "memory"}
    if m[1] is not None:
        head["cost"] = costs(m[1])
        if not head["cost"]:
            return None
    a = _ability("auto", _body(m[3], "once", paid="cost" in head, may=True), **head)
    if a is not None:
        a["condition"] = {"in_memory": True, **a.get("condition", {})}
    return a


def _backup(m, card):
    return {"kind": "backup", "power": int(m[1]), "level": int(m[2]), "stock": int(m[3] or 0)}


def _encore(m, card):
    cs = costs(m[1])
    return {"kind": "encore", "cost": cs} if cs else None


def _backup_in_hand(m, card):
    """"If …, this card gets "【ACT】【COUNTER】 Backup …" while in your hand"."""
    c = condition(m[1])
    inner = _nested(m[2])
    if c is None or inner is None or inner.get("kind") != "backup":
        return None
    return {"kind": "cont", "zone": "hand", "condition": c,
            "effect": [{"verb": "grant", "target": "self", "ability": inner}]}


# the keyword words printed before an ability's cost or text; they name what the text says
# (seed 000 용어 설명: 기억 Memory, 경험 Experience, 가속 Accelerate, 공명 Resonate, 체인지 Change)
KEYWORD = r"(?:(?:Memory|Experience|Accelerate|Resonate|Change) )?"


def _bond(m, card):
    """Seed 000 인연 (Bond): '【AUTO】 Bond/"Name" [cost]' -- when this card is placed on the
    stage from your hand, you may pay the cost; if you do, choose 1 "Name" in your waiting
    room and return it to your hand."""
    names = re.findall(r'"([^"]+)"', m[1])
    if m[3] is not None and m[3] != " or ".join(f'"{n}"' for n in names):
        return None
    cs = costs(m[2])
    if not cs:
        return None
    f = {"name": names[0]} if len(names) == 1 else {"any_of": [{"name": n} for n in names]}
    return {"kind": "auto", "when": "placed_from_hand", "cost": cs,
            "effect": [{"verb": "salvage", "filter": f, "n": 1, "up_to": False, "to": "hand"}]}


_ALARM_HEAD = re.compile(r"If this card is the top card of your clock, (?:and (.+?), )?(at the beginning "
                         r"of your [a-z]+ phase), (.+)")


def _alarm(m, card):
    """Seed 000 알람 (Alarm): an 【AUTO】 of the top card of the clock. 'If this card is the top
    card of your clock[, and COND], at the beginning of …, BODY' is read as 'At the beginning
    of …, if this card is the top card of your clock[, and COND], BODY'."""
    text = m[2]
    h = _ALARM_HEAD.fullmatch(text)
    if h:
        cond = "this card is the top card of your clock" + (f", and {h[1]}" if h[1] else "")
        text = f"{h[2][0].upper()}{h[2][1:]}, if {cond}, {h[3]}"
    e = re.fullmatch(EVENT_RX + r", (.+)", text)
    if not e or e[1] not in EVENT_TEXT:
        return None
    head: dict = {"when": EVENT_TEXT[e[1]], "zone": "clock_top"}
    if m[1] is not None:
        head["cost"] = costs(m[1])
        if not head["cost"]:
            return None
    a = _ability("auto", _body(e[2], "once", paid="cost" in head, may=True), **head)
    if a is None or not a.get("condition", {}).get("clock_top"):
        return None
    return a


def _shift(m, card):
    """Seed 000 시프트 (Shift): at the beginning of your main phase, if your level is N or
    higher, you may exchange a card of the hand (a colour) with this card in the clock."""
    f = typed_filter(m[2])
    if f is None:
        return None
    return {"kind": "auto", "when": "main_phase_start", "zone": "clock",
            "condition": {"level_min": int(m[1])},
            "effect": [{"verb": "shift", "filter": f}]}    # the verb offers to decline


RECOGNISERS = [
    (re.compile(r"【ACT】 【COUNTER】 Backup (\d+), Level (\d+) \[(?:\((\d+)\) )?Put this card from "
                r"your hand into your waiting room\]"), _backup),
    (re.compile(r"【CONT】 Assist All of your characters in front of this card gets? "
                r"\+(\d+) power\."),
     lambda m, card: {"kind": "assist", "power": int(m[1])}),
    (re.compile(r"【CONT】 Assist All of your characters in front of this card gets? \+X power\. "
                r"X is equal to that character's level ×(\d+)\."),
     lambda m, card: {"kind": "assist", "per_level": int(m[1])}),
    (re.compile(r"【CONT】 Assist (?:During your (turn|opponent's turn), )?[Aa]ll of your (.+?) in front of "
                r"this card get \+(\d+) power\."), _assist),
    (re.compile(r"【CONT】 Assist All of your (.+?) in front of this card get \+X power\. X is equal to "
                r"that character's level ×(\d+)\."), _assist_per_level),
    (re.compile(r"【CONT】 This card cannot side attack\."),
     lambda m, card: {"kind": "cannot_side_attack"}),
    (re.compile(r"(?:【CONT】 )?This card can be played from your hand without fulfilling color "
                r"requirements\."), lambda m, card: {"kind": "no_color_requirement"}),
    (re.compile(r"【CONT】 Great Performance(?: \(When your opponent attacks, if this card is in the "
                r"middle position of your center stage and not 【REVERSE】, your opponent frontal "
                r"attacks this card instead\))?"), lambda m, card: {"kind": "great_performance"}),
    (re.compile(r"【AUTO】 Encore \[\s*(.+?)\]"), _encore),
    (re.compile(r"【CONT】 If (you have .+?), this card gets \"(【ACT】 【COUNTER】 Backup .+?\])\" "
                r"while in your hand\."), _backup_in_hand),
    (re.compile(r"【CONT】 (?:【CXCOMBO】 )?(?:Memory |Experience )?(.+?)\.?"), _cont),
    (re.compile(r"【AUTO】 【CXCOMBO】 \[(.+?)\] During your climax phase, when this card is placed on "
                r"the stage (?:from your waiting room )?by the effect of \"([^\"]+)\",(?: and (.+?),)? "
                r"you may pay the cost\. If you do, (.+?)\.?"), _placed_by_effect),
    (re.compile(r"【AUTO】 (?:【CXCOMBO】 )?" + KEYWORD + r"(?:\[(.+?)\] )?" + EVENT_RX + r", (.+?)\.?"),
     _auto),
    (re.compile(r"【AUTO】 (?:【CXCOMBO】 )?(?:\[(.+?)\] )?This ability activates up to 1 time per turn\. "
                + EVENT_RX + r", (.+?)\.?"), lambda m, card: _once(_auto(m, card))),
    (re.compile(r"【ACT】 " + KEYWORD + r"\[(.+?)\] (.+?)\.?"), _act),
    (re.compile(r"【AUTO】 Bond/((?:\"[^\"]+\" ?)+) \[(.+?)\](?: \(When this card is played and "
                r"placed on (?:the )?stage, you may pay the cost\. If you do, choose 1 (.+?) in your "
                r"waiting room, and return it to your hand\))?"), _bond),
    (re.compile(r"【AUTO】 【CLOCK】 Alarm (?:\[(.+?)\] )?(.+?)\.?"), _alarm),
    (re.compile(r"【AUTO】 【CLOCK】 Shift, Level (\d+) \(At the beginning of your main phase, you may "
                r"choose 1 (.+?) in your hand and this card in your clock, and exchange them\)"),
     _shift),
    (re.compile(r"【AUTO】 Memory (?:\[(.+?)\] )?If this card is in your memory, (at the beginning of "
                r"your [a-z ]+ phase), (.+?)\.?"), _memory_auto),
    (re.compile(r"【ACT】 Brainstorm \[(.+?)\] Flip over (\d+) cards from the top of your deck, and "
                r"put them into your waiting room\. For each climax revealed among those cards, "
                r"(.+?)\.?"), _brainstorm),
]


def recognise(line: str, card: dict) -> tuple[dict | None, str]:
    """(the vocabulary table for one printed ability or None, why not). The reason is "" when
    recognised or unrecognised, and names the error when abilities.validate refused a table
    the recogniser built (a gap between the recogniser and the vocabulary)."""
    if card["type"] == "event" and not line.startswith(("【CONT】", "This card can be played")):
        return None, ""               # the vocabulary has no kind for an event's play effect
    text = clean(line)
    refused = ""
    for rx, build in RECOGNISERS:
        m = rx.fullmatch(text)
        if m:
            a = build(m, card)
            if a is None:
                continue
            try:
                return ab.validate(a), ""
            except (ValueError, TypeError) as e:     # TypeError: see VERBS["standby"]
                refused = refused or f"{type(e).__name__}: {e}"
    return None, refused


# ---- one card ------------------------------------------------------------------------------

MAX_PRINTED_DIGITS = 18       # every number read from printed text stays a 64-bit TOML integer
_LONG_NUMBER = re.compile(r"\d{%d,}" % (MAX_PRINTED_DIGITS + 1))
DASHES = ("-", "－", "‐", "−", "–", "—", "")     # "not printed" as the community data writes it
NOT_PRINTED = {"climax": ("level", "cost", "power"), "event": ("power",)}


def _number(j: dict, key: str, where: str, label: str, dash_ok: bool) -> int:
    v = j[key]
    if isinstance(v, bool):
        raise CardDataError(where, label, key, f"must be a number; got {v!r}")
    if isinstance(v, int):
        n = v
    elif isinstance(v, str) and v.strip().isascii() and v.strip().isdigit() and len(v.strip()) < 7:
        n = int(v.strip())
    elif isinstance(v, str) and v.strip() in DASHES and dash_ok:
        n = 0
    else:
        raise CardDataError(where, label, key, f"must be a number{' or -' if dash_ok else ''}; "
                            f"got {v!r}")
    if n < 0:
        raise CardDataError(where, label, key, "must not be negative")
    return n


def convert_card(j: dict, where: str = "<card json>", index: int = 0):
    """One community-JSON card -> (tcgsim card table, [AbilityRow per printed ability])."""
    if not isinstance(j, dict):
        raise CardDataError(where, f"#{index + 1}", None, "a card must be a JSON object")
    label = j["code"] if isinstance(j.get("code"), str) and j.get("code") else f"#{index + 1}"
    for k in REQUIRED_FIELDS:
        if k not in j:
            raise CardDataError(where, label, k, "missing")
    for k in ("code", "name", "type", "color"):
        if not isinstance(j[k], str) or not j[k].strip():
            raise CardDataError(where, label, k, f"must be a non-empty string; got {j[k]!r}")
    typ = TYPE_NAMES.get(j["type"].strip().capitalize())
    if typ is None:
        raise CardDataError(where, label, "type", f"must be Character, Event or Climax; "
                            f"got {j['type']!r}")
    color = j["color"].strip().lower()
    if color not in ws_cards.COLORS:
        raise CardDataError(where, label, "color", f"must be one of YELLOW, GREEN, RED, BLUE; "
                            f"got {j['color']!r}")
    for k in ("trigger", "attributes", "ability"):
        if not isinstance(j[k], list) or not all(isinstance(x, str) for x in j[k]):
            raise CardDataError(where, label, k, "must be a list of strings")
    for line in j["ability"]:
        m = _LONG_NUMBER.search(line)
        if m:                                   # the recognisers read printed numbers with int()
            raise CardDataError(where, label, "ability", f"a printed number of {len(m[0])} "
                                f"digits; a card prints at most {MAX_PRINTED_DIGITS}")
    triggers = []
    for icon in j["trigger"]:
        t = TRIGGER_ICONS.get(icon.strip().upper())
        if t is None:
            raise CardDataError(where, label, "trigger", f"unknown trigger icon {icon!r}; known: "
                                f"{', '.join(TRIGGER_ICONS)}")
        triggers.append(t)
    dash_ok = typ != "character"               # a climax prints "-" for level, cost, power
    # a stat the card type does not print is 0, whatever the data holds there (a climax's
    # "power" field holds a stray trigger glyph in one set)
    blank = NOT_PRINTED.get(typ, ())
    stats = {k: 0 if k in blank else _number(j, k, where, label, dash_ok)
             for k in ("level", "cost", "power", "soul")}
    table = {
        "code": j["code"].strip(), "name": j["name"].strip(), "type": typ, "color": color,
        "side": str(j.get("side") or "").strip(), **stats,
        "triggers": triggers,
        "traits": [t.strip() for t in j["attributes"] if t.strip() and t.strip() != "-"],
    }
    if isinstance(j.get("rarity"), str) and j["rarity"].strip():
        table["rarity"] = j["rarity"].strip()
    lines = [_fixed(table["code"], line) for line in printed_abilities(j["ability"])]
    card = {"type": typ}
    rows = [AbilityRow(table["code"], shape(line), *recognise(line, card)) for line in lines]
    if any(re.match(r"(?:【ACT】 )?【COUNTER】", line) for line in lines):
        table["counter"] = True
    got = [r.table for r in rows if r.table is not None]
    if got:
        table["ability"] = got
    if len(rows) - len(got):
        table["unsupported"] = len(rows) - len(got)
    return table, rows


# ---- one set file --------------------------------------------------------------------------

def read_set_json(json_path) -> list:
    """The cards of a community set file: a JSON array of at most 16 MiB of UTF-8, nested
    at most core.replay.MAX_DEPTH deep, its text free of lone surrogates ("\\ud800") and
    its numbers within 64 bits. Anything else is a CardDataError naming the file and the
    place (e.g. "[3].name")."""
    p = Path(json_path)
    where = shown(p)

    def fail(message):
        return CardDataError(where, None, None, message)

    text = read_input(p, fail, ws_cards.MAX_CARD_FILE_BYTES)
    data = parse_json(text, fail)
    if not isinstance(data, list):
        raise CardDataError(where, None, None, "must be a JSON array of cards")
    return data


def convert_set(json_path, skip_bad: bool = False) -> tuple[dict, ImportReport]:
    """Read a community set file; return (the TOML document, the report). Writes nothing.
    A malformed card raises CardDataError naming the file, the card and the field; with
    `skip_bad` it is left out instead and named in `report.skipped`."""
    p = Path(json_path)
    data = read_set_json(p)
    report = ImportReport(p.stem, p.name)
    tables = []
    for i, j in enumerate(data):
        try:
            table, rows = convert_card(j, str(p), i)
            ws_cards.card_from_table(table, str(p), i)   # the schema check the pool will do
        except CardDataError as e:
            if not skip_bad:
                raise
            report.skipped.append(str(e))
            continue
        tables.append(table)
        report.add(table["code"], table["name"], table["type"], rows)
    expansion = next((j.get("expansion") for j in data
                      if isinstance(j, dict) and isinstance(j.get("expansion"), str)), "")
    head = {"name": p.stem, "source": p.name, "imported_by": IMPORTED_BY}
    if expansion:
        head["title"] = expansion
    return {"set": head, "card": tables}, report


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    files.write_atomic(path, text)


def import_set_file(json_path, out_dir=".", skip_bad: bool = False) -> ImportReport:
    """Convert a community set file to `<out_dir>/<SET>.toml` (SET = the file name's stem)."""
    doc, report = convert_set(json_path, skip_bad)
    out = Path(out_dir) / f"{Path(json_path).stem}.toml"
    try:
        write_atomic(out, tomli_w.dumps(doc))
    except OSError as e:
        raise TcgsimError(f"cannot write {out}: {e.strerror or e}") from None
    report.out_path = str(out)
    return report
