"""The card importer's readings of the heads of 【AUTO】 abilities (see importer.py): the events
that start them and the parts of the head before the effect. The events and words are in
abilities_heads.py; the engine raises the new events in heads.py (and where rules.py,
attack.py and auto.py name them).

importer_kinds takes in, before it builds its event pattern EVENT_RX:
  EVENT_TEXT   plain wordings -> event ("At the beginning of your encore step", …)
  OR_TEXT      "When A or B" wordings -> (event, or_when)
  HEADS        parameterised wordings (regex, builder): the event about a named climax, a
               climax with an icon, "your other / another of your <filter>", "this card or
               your other <filter>", "your <filter> direct attacks", "this card's trigger
               check reveals <filter>"; `head` reads them for importer_kinds._auto
and the recognisers RECOGNISERS: "This ability activates up to N times per turn" (N >= 2),
"During <a period>, <event>, …" (the period a condition of the ability, read as it resolves
at the check timing right after the event, still within the period), and an Encore printed
with its reminder.
"""

from __future__ import annotations

import re

from .importer_filters import stage_filter, typed_filter

EVENT_TEXT = {
    "At the beginning of your attack phase": "attack_phase_start",
    "At the beginning of your encore step": "your_encore_step_start",
    "At the beginning of your opponent's encore step": "opponent_encore_step_start",
    "At the beginning of your opponent's climax phase": "opponent_climax_phase_start",
    "At the beginning of your opponent's main phase": "opponent_main_phase_start",
    "At the end of your turn": "end_of_turn",
    "At the end of your opponent's turn": "opponent_end_of_turn",
    "When this card frontal attacks": "frontal_attacks",
    "When this card is placed on the stage from your waiting room": "placed_from_waiting",
    "When this card is placed on your stage from your waiting room": "placed_from_waiting",
    "When this card is placed on the stage from hand": "placed_from_hand",
    "When this card is put on the stage from your hand": "placed_from_hand",
    "When this card is put into the waiting room from the stage": "to_waiting_room_from_stage",
    "When this card is put into the waiting room from your stage": "to_waiting_room_from_stage",
    "When this card is put into your waiting room from stage": "to_waiting_room_from_stage",
    "When this card is placed into your waiting room from the stage": "to_waiting_room_from_stage",
    "When this card is placed into the waiting room from the stage": "to_waiting_room_from_stage",
    "When this card becomes 【REVERSE】 during battle": "reversed_in_battle",
    "When you play an event card": "event_played",
    "When you use an 【ACT】 ability": "act_used",
    "When your opponent levels up": "opponent_level_up",
    # a climax "triggers" when a trigger check reveals it (its icons take effect then; CR)
    "When your climax triggers": "trigger_reveals_climax",
    "When your trigger check reveals a climax": "trigger_reveals_climax",
    "When your characters' trigger check reveals a climax": "trigger_reveals_climax",
    "When you refresh your deck": "refreshed",
    "When you have refreshed your deck": "refreshed",
    "When the damage dealt by this card is canceled": "damage_canceled",
    "When the damage dealt by this card is cancelled": "damage_canceled",
    "When damage you received is not canceled": "damage_received_not_canceled",
    "When damage you received is canceled": "damage_received_canceled",
    "When the character facing this card attacks": "facing_attacks",
    "When your opponent plays an event": "opponent_event_played",
    "When your opponent plays an event card": "opponent_event_played",
    "When your opponent uses an 【ACT】": "opponent_act_used",
    "When your opponent uses an 【ACT】 ability": "opponent_act_used",
    "When you use 【ACT】": "act_used",
    "When this card's battle opponent becomes 【REVERSE】 in battle": "battle_opponent_reversed",
}

_ATTACK_PHASES = ("attack_phase_start", "opponent_attack_phase_start")
OR_TEXT = {
    # "the attack phase" with no owner: each player's (the events of both sides)
    "At the beginning of the attack phase": _ATTACK_PHASES,
    "At the beginning of all players' attack phase": _ATTACK_PHASES,
    "At the beginning of the climax phase": ("climax_phase_start", "opponent_climax_phase_start"),
    "At the end of the turn": ("end_of_turn", "opponent_end_of_turn"),
    "At the end of turn": ("end_of_turn", "opponent_end_of_turn"),
    "When this card attacks or becomes 【REVERSE】": ("attacks", "reversed"),
    "At the end of this card's attack or when this card becomes 【REVERSE】 in battle":
        ("attack_end", "reversed_in_battle"),
    "When this card is placed on the stage from your hand or your memory":
        ("placed_from_hand", "placed_from_memory"),
    "When this card is placed on the stage from your hand or your deck":
        ("placed_from_hand", "placed_from_deck"),
    "When this card is placed on the stage from your hand or from your deck":
        ("placed_from_hand", "placed_from_deck"),
    "When this card is placed on the stage from your hand or put from the stage into your waiting room":
        ("placed_from_hand", "to_waiting_room_from_stage"),
    "When this card is placed on the stage from your hand or at the beginning of your main phase":
        ("placed_from_hand", "main_phase_start"),
}


# ---- parameterised heads ------------------------------------------------------------------------

_OTHER_EVENTS = {
    "attacks": "other_attacks", "attack": "other_attacks",
    "is frontal attacked": "other_frontal_attacked",
    "is being frontal attacked": "other_frontal_attacked",
    "is placed on the stage from your hand": "other_placed_from_hand",
    "is placed on the stage from your waiting room": "other_placed_from_waiting",
    "becomes 【REVERSE】 in battle": "other_reversed_in_battle",
    "in battle becomes 【REVERSE】": "other_reversed_in_battle",
    "becomes 【REVERSE】": "other_reversed",
    "is put into your waiting room from the stage": "other_to_waiting_from_stage",
    "is put into your waiting room from your stage": "other_to_waiting_from_stage",
    "is put into the waiting room from the stage": "other_to_waiting_from_stage",
    "is put into the waiting room from your stage": "other_to_waiting_from_stage",
}
_OTHER_WORDS = "|".join(re.escape(k) for k in sorted(_OTHER_EVENTS, key=len, reverse=True))


def _who(s: str) -> dict | None:
    """'character' / 'characters' / '《T》 character' / 'character with "X" in its card name' /
    '"Name"' -> a filter ({} for any character), or None."""
    if s.startswith('"'):
        return stage_filter(s)
    if not re.search(r"\bcharacters?\b", s):
        return None
    return stage_filter(s)


def _other(m):
    f = _who(m[2])
    if f is None:
        return None
    return {"when": _OTHER_EVENTS[m[3]], **({"filter": f} if f else {})}


def _self_or_other(m):
    f = _who(m[1] or m[2])
    if f is None:
        return None
    return {"when": "self_or_other_placed_from_hand", **({"filter": f} if f else {})}


def _char_event(m):
    f = _who(m[1])
    if f is None:
        return None
    return {"when": "char_" + m[2].replace(" ", "_"), **({"filter": f} if f else {})}


def _revealed_filter(s: str) -> dict | None:
    """What a trigger check reveals: 'a climax', 'a climax with [[x.gif]] in its trigger icon',
    'a card with [[x.gif]] in its trigger icon', 'a level 1 or lower card', 'an event card'."""
    s = re.sub(r"^an? ", "", s)
    if s == "event card":
        return {"type": "event"}
    return typed_filter(s)


def _self_reveals(m):
    f = _revealed_filter(m[1])
    return None if not f else {"when": "trigger_reveals", "filter": f}


def _char_reveals(m):
    """'When your character's trigger check reveals <a card>': a climax (with an icon) is the
    older event trigger_reveals_climax; any other card, char_trigger_reveals."""
    f = _revealed_filter(m[1]) if not m[1].startswith('"') else {"name": m[1][1:-1]}
    if not f:
        return None
    if f.get("type") == "climax" and set(f) <= {"type", "trigger"}:
        return {"when": "trigger_reveals_climax", **({"filter": {"trigger": f["trigger"]}}
                                                     if "trigger" in f else {})}
    return {"when": "char_trigger_reveals", "filter": f}


def _other_bo(m):
    f = _who(m[2])
    if f is None:
        return None
    return {"when": "other_battle_opponent_reversed", **({"filter": f} if f else {})}


def _climax_icon(m):
    f = typed_filter(f"climax with [[{m[2]}.gif]] in its trigger icon")
    if f is None:
        return None
    if m[3] == "triggers":
        return None if m[1] != "your" else {"when": "trigger_reveals_climax", "filter": f}
    return {"when": "your_climax_placed", "filter": f}


_WHO = r'(?:[^,"《]|"[^"]*"|《[^》]*》)+?'     # who an event is about: no comma outside a name or trait
HEADS = [
    (r'When you use (?:a )?"(Accelerate|Resonate|Change|Backup)"',
     lambda m: {"when": "keyword_used", "name": m[1]}),
    (r'When (?:a|a card named) "([^"]+)" is placed on your climax area',
     lambda m: {"when": "climax_placed", "name": m[1]}),
    (r"When (your other|another of your) (" + _WHO + r")'s battle opponent becomes 【REVERSE】", _other_bo),
    (r"When (your other|another of your) (" + _WHO + ") (" + _OTHER_WORDS + ")", _other),
    (r"When this card or your other (" + _WHO + ") is placed on the stage from your hand"
     r"|When your other (" + _WHO + ") or this card is placed on the stage from your hand", _self_or_other),
    (r"When your ((?:[^\"]+? )?character(?: with \"[^\"]+\" in its card name)?) (direct attacks|attacks)",
     _char_event),
    (r"When this card's trigger check reveals (an? [^,]+?)", _self_reveals),
    (r"When your character(?:'s|s') trigger check reveals (an? [^,]+?|\"[^\"]+\")", _char_reveals),
    (r'When you play (?:a |an )?"([^"]+)"', lambda m: {"when": "event_played", "filter": {"name": m[1]}}),
    (r'When "([^"]+)" or "([^"]+)" is placed on your climax area',
     lambda m: {"when": "your_climax_placed", "filter": {"any_of": [{"name": m[1]}, {"name": m[2]}]}}),
    (r"When (your|a) climax with \[\[(\w+)\.gif\]\] in its trigger icon (triggers|is placed on your "
     r"climax area)", _climax_icon),
]
_HEADS = [(re.compile(rx), build) for rx, build in HEADS]
_KEYWORD = re.compile(r"【(?:AUTO|ACT)】 (?:【CXCOMBO】 )?(Accelerate|Resonate|Change) ")


def _uncaptured(rx: str) -> str:
    """The pattern with every capturing group made non-capturing (for importer_kinds.EVENT_RX,
    which captures the whole event as one group)."""
    return re.sub(r"(?<!\\)\((?!\?)", "(?:", rx)


EVENT_PATTERN = "|".join(_uncaptured(rx) for rx, _ in HEADS)


def keep_keyword(text: str, a: dict) -> None:
    """The keyword printed before an 【AUTO】 / 【ACT】's cost (Accelerate, Resonate, Change),
    kept as its `keyword`: "When you use "Accelerate"" hears it (heads.py)."""
    m = _KEYWORD.match(text)
    if m and a.get("kind") in ("auto", "act"):
        a["keyword"] = m[1]


def head(text: str):
    """The head (event and its parameters) of a parameterised wording: a dict, False when
    the wording is one of HEADS but its parameters are not read, None when it is none of
    them (importer_kinds._auto reads it then)."""
    for rx, build in _HEADS:
        m = rx.fullmatch(text)
        if m:
            return build(m) or False
    return None


# ---- recognisers (importer_kinds.RECOGNISERS takes them in) --------------------------------------

def _times(m, card):
    """'This ability activates up to N times per turn.' (N >= 2; once: importer_kinds)."""
    from .importer_kinds import _auto

    n = 1 if m[2] == "once" else int(m[2].split()[0])
    a = _auto([None, m[1], m[3], m[4]], card)
    if a is None or n < 1:
        return None
    if n == 1:
        a["once_per_turn"] = True
    else:
        a["times_per_turn"] = n
    return a


_PERIODS = {
    "During the turn that this card is placed on the stage from your hand": {"placed_turn": True},
    "During the turn that this card was placed on the stage from your hand": {"placed_turn": True},
    "During the turn this card was placed on the stage from your hand": {"placed_turn": True},
    'During the turn that this card is placed on the stage from your hand or by a "Change" effect':
        {"placed_turn": "or_change"},
    "During your turn": {"your_turn": True},
    "During your opponent's turn": {"opponents_turn": True},
    "During your main phase": {"your_turn": True, "phase": "main"},
    "During your climax phase": {"your_turn": True, "phase": "climax"},
    "During this card's battle": {"in_battle": True},
}
_PERIOD_WORDS = "|".join(re.escape(k) for k in sorted(_PERIODS, key=len, reverse=True))


def _during(m, card):
    """'[COST] [up to N times per turn.] During <period>, <event>, <body>': the event with the
    period as a condition. An 【AUTO】 triggered within the period resolves at the check timing
    that follows at once, still within it, so the condition holds exactly when the period did
    (seed 000 자동 효과: it waits for the next check timing)."""
    from .importer_kinds import EVENT_RX, _auto

    rest = m[5]
    for k in re.finditer(r", ", rest):
        ev = rest[: k.start()]
        ev = ev[:1].upper() + ev[1:]
        if not re.fullmatch(EVENT_RX, ev):
            continue
        a = _auto([None, m[1], ev, rest[k.end():]], card)
        if a is None:
            continue
        period = _PERIODS[m[4]]
        cond = a.get("condition", {})
        if set(cond) & set(period):
            return None
        a["condition"] = {**period, **cond}
        if m[2]:
            n = 1 if m[3] == "once" else int(m[3].split()[0])
            a.update({"once_per_turn": True} if n == 1 else {"times_per_turn": n})
        return a
    return None


def _encore_reminder(m, card):
    """The Encore keyword with a cost, followed by its reminder in parentheses (the reminder
    restates what the keyword does: paid as the card goes from the stage to the waiting room,
    it comes back rested to the same position), read as the keyword alone."""
    from .importer_costs import costs

    cs = costs(m[1])
    return {"kind": "encore", "cost": cs} if cs else None


_KW = r"(?:(?:Memory|Experience|Accelerate|Resonate|Change) )?"        # importer_kinds.KEYWORD
RECOGNISERS = [
    (r"【AUTO】 (?:【CXCOMBO】 )?" + _KW + r"(?:\[(.+?)\] )?This ability activates up to ((?!1 )\d+ times?|once) "
     r"per turn\. (EVENT), (.+?)\.?", _times),
    (r"【AUTO】 (?:【CXCOMBO】 )?" + _KW + r"(?:\[(.+?)\] )?(This ability activates up to (\d+ times?|once) "
     r"per turn\. )?(" + _PERIOD_WORDS + r"), (.+?)\.?", _during),
    (r"【AUTO】 Encore \[\s*(.+?)\] ?[(（{]When this card is ?(?:put|placed) into (?:your|the) waiting room "
     r"from (?:the|your) stage, you may pay the cost\. If you do, return this (?:card|character) to (?:its|tis) "
     r"previous (?:stage )?position as (?:【REST】|\[REST\]|REST@?) ?\.?[)）}]\.?", _encore_reminder),
]


def register(event_rx: str) -> list:
    """The recognisers, compiled with importer_kinds' event pattern."""
    return [(re.compile(rx.replace("(EVENT)", event_rx)), build) for rx, build in RECOGNISERS]
