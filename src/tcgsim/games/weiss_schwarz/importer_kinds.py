"""The card importer's top-level recogniser (see importer.py): `RECOGNISERS`, the (regex,
builder) pairs tried in order on each printed ability, one per ability kind or keyword
(【AUTO】, 【CONT】, 【ACT】, Backup, Assist, Encore, Great Performance, Bond, Alarm, Shift,
Memory, Brainstorm, …), the events that start an 【AUTO】 (`EVENT_TEXT`), the reading of an
ability's body (`_body`: turn, condition, paid cost, 'you may', effects, the X clause) and
`recognise`, which checks each table it builds with abilities.validate.
"""

from __future__ import annotations

import re

from . import abilities as ab
from . import cards as ws_cards
from .importer_auto import AUTO_RECOGNISERS
from .importer_battle import BATTLE_RECOGNISERS
from . import importer_climax as _cx
from . import importer_cont as _icont
from . import importer_heads as _heads
from .importer_costs import costs
from .importer_effects import _nested, effects
from .importer_filters import condition, stage_filter, typed_filter
from .importer_stats import Ctx
from .importer_text import clean

EVENT_TEXT = {
    "When this card is placed on the stage from your hand": "placed_from_hand",
    "When this card is placed on the stage": "placed",
    "When this card attacks": "attacks",
    "When this card is frontal attacked": "frontal_attacked",
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
    "When you use an 【ACT】": "act_used",                  # importer_act.py
    "At the beginning of your opponent's draw phase": "opponent_draw_phase_start",
    "When you level up": "level_up",
    "When damage dealt by this card is not canceled": "damage_not_canceled",
    "When the damage you received is canceled": "damage_received_canceled",
    "When the damage you received is not canceled": "damage_received_not_canceled",
    "When you play an event": "event_played",
    "When this card direct attacks": "direct_attacks",
    "When this card is placed on the stage from your hand or played and placed on the stage":
        "placed_from_hand",               # played = from the hand: the same event twice
}
# "When A or B": one ability, two events (table.py lists it under both; or_when = B)
_TO_WR = "to_waiting_room_from_stage"
OR_TEXT = {
    "When this card is placed on the stage from your hand or put into your waiting room from the stage":
        ("placed_from_hand", _TO_WR),
    "When this card is placed on the stage from your hand or put into the waiting room from the stage":
        ("placed_from_hand", _TO_WR),
    "When this card is placed on the stage from your hand or into your waiting room from the stage":
        ("placed_from_hand", _TO_WR),
    "When this card is placed on the stage from your hand or put into the waiting room from your stage":
        ("placed_from_hand", _TO_WR),
    "When this card is placed on the stage from your hand or attacks": ("placed_from_hand", "attacks"),
    "When this card is placed on the stage from your hand or when this card attacks":
        ("placed_from_hand", "attacks"),
    "When this card is placed on the stage from your hand or when this card becomes 【REVERSE】 in battle":
        ("placed_from_hand", "reversed_in_battle"),
    "When this card is placed on the stage from your hand or becomes 【REVERSE】 during battle":
        ("placed_from_hand", "reversed_in_battle"),
    "When this card attacks or is frontal attacked": ("attacks", "frontal_attacked"),
    "When this card becomes 【REVERSE】 in battle or at the end of this card's attack":
        ("reversed_in_battle", "attack_end"),
    "When this card is placed on the stage from your hand or waiting room":
        ("placed_from_hand", "placed_from_waiting"),
    "When this card is placed on the stage from your hand or memory":
        ("placed_from_hand", "placed_from_memory"),
    "When this card is placed on the stage from your hand or deck": ("placed_from_hand", "placed_from_deck"),
}
EVENT_TEXT.update(_cx.EVENT_TEXT)        # the climax-area events (importer_climax)
EVENT_TEXT.update(_heads.EVENT_TEXT)     # the heads area's events (importer_heads)
OR_TEXT.update(_heads.OR_TEXT)
NAMED_CLIMAX = re.compile(r'When "([^"]+)" is placed on your climax area')   # {name=…}
ICON_CLIMAX = re.compile(r"When your character's trigger check reveals a climax with "
                         r"\[\[(\w+)\.gif\]\] in its trigger icon")   # {filter={trigger=…}}
OTHER_ATTACKS = re.compile(r"When your other (.*?character) (attacks|is frontal attacked)")   # {when=other_attacks}
OTHER_WHEN = {"attacks": "other_attacks", "is frontal attacked": "other_frontal_attacked"}
# "… from your hand or by a "Change" effect / by the 【AUTO】 effect of "X" / by "X"" (an event X)
PLACED_BY = re.compile(r'When this card is placed on the stage from your hand or by (?:a "([^"]+)" effect|'
                       r'the 【(AUTO|ACT|CXCOMBO)】 effect of "([^"]+)"|"([^"]+)")')
EVENT_RX = ("(" + "|".join(re.escape(k) for k in sorted(set(EVENT_TEXT) | set(OR_TEXT), key=len,
                                                         reverse=True))
            + '|When "[^"]+" is placed on your climax area'
            + "|" + PLACED_BY.pattern.replace("(?:a", "(?:a", 1).replace('("', '(?:"').replace(
                '"([^"]+)"', '"[^"]+"').replace("(AUTO|ACT|CXCOMBO)", "(?:AUTO|ACT|CXCOMBO)")
            + '|When your other .*?character (?:attacks|is frontal attacked)'
            + "|" + _cx.COLOR_CLIMAX.pattern.replace("(yellow", "(?:yellow")
            + r"|When your character's trigger check reveals a climax with \[\[\w+\.gif\]\] in its "
              r"trigger icon"
            + "|" + _heads.EVENT_PATTERN + ")")


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
    if m and (m[1] + m[2]).count('"') % 2:
        m = None                          # an X clause inside a quoted effect is that effect's
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
    special = _heads.head(m[2])           # importer_heads: the parameterised heads
    if special is False:
        return None
    other = None if special else OTHER_ATTACKS.fullmatch(m[2])
    if other:
        f = stage_filter(other[1] + "s")
        if f is None:
            return None
        head0: dict = {"when": OTHER_WHEN[other[2]], **({"filter": f} if f else {})}
        if m[1] is not None:
            head0["cost"] = costs(m[1])
            if not head0["cost"]:
                return None
        return _ability("auto", _body(m[3], "once", paid="cost" in head0, may=True), **head0)
    named = NAMED_CLIMAX.fullmatch(m[2])
    if named and named[1] == "CXCOMBO":
        return None                       # the community data lost the climax's name
    placed_by = PLACED_BY.fullmatch(m[2])
    icon = ICON_CLIMAX.fullmatch(m[2])
    colour = _cx.COLOR_CLIMAX.fullmatch(m[2])
    if special:
        head = dict(special)
    elif colour:                          # "When a green climax is placed on your climax area"
        head = {"when": "your_climax_placed", "filter": {"color": colour[1], "type": "climax"}}
    elif placed_by:
        head = {"when": "placed_from_hand_or_by", "by": _placed_by(placed_by)}
    elif icon:
        if icon[1] not in ws_cards.TRIGGERS:
            return None
        head: dict = {"when": "trigger_reveals_climax", "filter": {"trigger": icon[1]}}
    elif m[2] in OR_TEXT:
        head = {"when": OR_TEXT[m[2]][0], "or_when": OR_TEXT[m[2]][1]}
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


def _placed_by(m) -> dict:
    """The effect of "… or by X": a "Change" effect (seed 000 체인지: read as the placing effect
    that puts it "on the stage position that this card was on"), the 【AUTO】 / 【ACT】 effect of a
    named card (【CXCOMBO】 ones are 【AUTO】 or 【ACT】: any effect of that card), an event X."""
    if m[1] == "Change":
        return {"change": True}
    if m[1] is not None:
        return {"name": m[1]}
    if m[3] is not None:
        return {"name": m[3], **({"kind": m[2].lower()} if m[2] != "CXCOMBO" else {})}
    return {"name": m[4]}


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


RECOGNISERS = _icont.RECOGNISERS + [
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
    # seed 000 덱 구성: "some cards escape the 4-of-a-name rule by their own effect"
    (re.compile(r"【CONT】 You (?:can|may) put (any number of|up to (\d+)) cards with the same card name "
                r"as this card (?:into|in) your deck\."),
     lambda m, card: {"kind": "deck_copies", "max": "any" if m[2] is None else int(m[2])}),
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
RECOGNISERS[:0] = BATTLE_RECOGNISERS    # importer_battle: "that character" = the battle opponent

RECOGNISERS += AUTO_RECOGNISERS
RECOGNISERS += _heads.register(EVENT_RX)    # importer_heads: N times per turn, "During …", Encore


def recognise(line: str, card: dict) -> tuple[dict | None, str]:
    """(the vocabulary table for one printed ability or None, why not). The reason is "" when
    recognised or unrecognised, and names the error when abilities.validate refused a table
    the recogniser built (a gap between the recogniser and the vocabulary)."""
    if card["type"] == "event" and not line.startswith(("【CONT】", "This card can be played")):
        return _icont.event_ability(clean(line), card)     # an event's play effect
    text = clean(line)
    refused = ""
    for rx, build in RECOGNISERS:
        m = rx.fullmatch(text)
        if m:
            a = build(m, card)
            if a is None:
                continue
            _heads.keep_keyword(text, a)      # "When you use "Accelerate"" reads it
            try:
                return ab.validate(a), ""
            except (ValueError, TypeError) as e:     # TypeError: see VERBS["standby"]
                refused = refused or f"{type(e).__name__}: {e}"
    return None, refused


from . import importer_act as _act  # noqa: E402,F401  (adds its recognisers, clauses and costs)
from . import importer_xvalue as _xvalue  # noqa: E402,F401  ("X is equal to …" values)
from . import importer_restrict as _restrict  # noqa: E402,F401  (restrictions, the facing character)
from . import importer_keywords as _keywords  # noqa: E402,F401  (keyword variants)
from . import importer_damage as _damage  # noqa: E402,F401  (damage wordings)
from . import importer_grant as _grant  # noqa: E402,F401  (granted abilities: more clauses)
from . import importer_grant2 as _grant2  # noqa: E402,F401  (granted abilities: every kind, more targets)
from . import importer_deck as _deck  # noqa: E402,F401  (deck-manipulation clauses)
from . import importer_modal as _modal  # noqa: E402,F401  (quoted sub-effects: modal, all players)
from . import importer_stats2 as _stats2  # noqa: E402,F401  (stat changes: lists, counts, Assist)
from . import importer_zones as _zones  # noqa: E402,F401  (zone moves, rest, move, this card)
from . import importer_conds as _conds  # noqa: E402,F401  (conditions: counts, positions, this card)
from . import importer_deck3 as _deck3  # noqa: E402,F401  (deck top: look, reveal, mill-then)
from . import importer_costs2 as _costs2  # noqa: E402,F401  (more cost atoms)
from . import importer_modal2 as _modal2  # noqa: E402,F401  (quoted options, repeats, damage)
