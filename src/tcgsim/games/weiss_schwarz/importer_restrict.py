"""The card importer's readers for restrictions ("… cannot …") and for the character facing a
card (see importer.py; vocabulary in abilities_restrict, engine in verbs_restrict). Added to
the shared tables when importer_kinds loads, as importer_act:

- effect clauses (importer_effects.EFFECTS): "the character facing this card gets ±N
  power/soul", "this card cannot [frontal / direct / side] attack", "this card cannot be
  chosen by your opponent's effects", "this card / the character facing this card cannot
  move to another position of the stage";
- condition atoms (importer_filters._CONDITION_ATOMS): "the character facing this card is a
  higher level than this card", "N or less characters in your back stage", "N or less cards
  in your clock".

These clauses are read in a card's own printed ability and inside a quoted ability another
effect grants ("gets the following ability. "…""): verbs_restrict reads a granted 【CONT】 as the
card's own (verbs_grant2). Only "this card cannot be played from your hand" (a 【CONT】 of the
hand) is never read inside a grant (`_nested` is wrapped to tell).
"""

from __future__ import annotations

import re

from . import importer_effects, importer_filters, importer_kinds
from .importer_stats import UNTIL_RX, _stat

_DEPTH = [0]             # > 0 while a quoted (granted) ability is being recognised


def _wrap_nested(fn):
    def nested(text: str):
        _DEPTH[0] += 1
        try:
            return fn(text)
        finally:
            _DEPTH[0] -= 1
    nested.__wrapped__ = fn
    return nested


def _own(build):
    """A clause read in a continuous ability (printed or granted)."""
    return lambda m, ctx: None if ctx.mode != "cont" else build(m)


def _fx_facing_stat(m, ctx):
    """'the character facing this card gets ±N power/soul[ and ±N power/soul][ until …]'
    (seed 000 정면의 캐릭터: the opponent's center character in the position across)."""
    out = []
    for amount, verb in ((m[1], m[2]), (m[3], m[4])):
        if amount is not None:
            e = _stat(verb, "facing", amount, m[5], ctx)
            if e is None or amount == "+X":
                return None
            out.append(e)
    return out


def _gets_and_unchoosable(m, ctx):
    """'this card gets +N power and cannot be chosen by your opponent's effects' (the
    subject of the second clause is this card)."""
    if ctx.mode != "cont":
        return None
    first = importer_effects.effects("this card gets " + m[1], ctx)
    return None if first is None else first + [{"verb": "unchoosable"}]


_HOW = {"attack": ["frontal", "direct", "side"], "frontal attack": ["frontal"],
        "direct attack": ["direct"], "direct attack and side attack": ["direct", "side"]}

EFFECTS = [
    (re.compile(r"the character facing this card gets ([+-]\d+) (power|soul)(?: and ([+-]\d+) "
                r"(power|soul))?" + UNTIL_RX), _fx_facing_stat),
    (re.compile(r"this card cannot (direct attack and side attack|frontal attack|direct attack|attack)"),
     _own(lambda m: [{"verb": "cannot_attack", "how": _HOW[m[1]]}])),
    (re.compile(r"this card cannot be chosen by your opponent's (?:card )?effects"),
     _own(lambda m: [{"verb": "unchoosable"}])),
    (re.compile(r"this card gets ([^,]+?),? and cannot be chosen by your opponent's (?:card )?effects"),
     _gets_and_unchoosable),
    (re.compile(r"(this card|the character facing this card) cannot move to another (?:position "
                r"(?:of|on) the stage|stage position)"),
     _own(lambda m: [{"verb": "cannot_move",
                      "target": "self" if m[1] == "this card" else "facing"}])),
]

def _count_at_most(m):
    from .importer_cont import _count_max
    return _count_max(int(m[2]), None, m[1], plural=True)


CONDITIONS = [
    (re.compile(r"the number of (.+?characters)(?: you have| on your stage) is (\d+) or less"),
     _count_at_most),
    (re.compile(r'you do not have (?:a|any) characters? with "([^"]+)" or "([^"]+)" in (?:its|their) '
                r'card names?'),
     lambda m: {"count_max": 0, "filter": {"any_of": [{"name_contains": m[1]},
                                                      {"name_contains": m[2]}]}}),
    (re.compile(r"the character facing this card is a higher level than this card"),
     lambda m: {"facing_higher_level": True}),
    (re.compile(r"(?:there (?:are|is) (\d+) or less characters (?:on|in) your back stage|you have "
                r"(\d+) or less characters (?:on|in) your back stage|the number of characters "
                r"(?:on|in) your back stage is (\d+) or less)"),
     lambda m: {"back_count_max": int(m[1] or m[2] or m[3])}),
    (re.compile(r"(?:the number of cards in your clock is (\d+) or less|your clock has (\d+) or "
                r"less cards?)"),
     lambda m: {"clock_max": int(m[1] or m[2])}),
]


_WHO = {"all players": "all", "your opponent": "opponent", "you": "you"}


def _battle_no_play(m, card):
    """'【CONT】 During this card's battle, all players / your opponent / you cannot play
    ["event cards and "]"Backup" from hand': the period is the condition in_battle."""
    return {"kind": "cont", "condition": {"in_battle": True},
            "effect": [{"verb": "battle_no_play", "who": _WHO[m[1]],
                        "what": ["event", "backup"] if m[2] else ["backup"]}]}


def _cont_cannot_play(m, card):
    """'【CONT】 If COND, this card cannot be played from your hand.' = the same line without
    the tag (importer_cont._cannot_play: a 【CONT】 of the hand, rules.can_play reads it)."""
    from .importer_cont import _cannot_play
    return None if _DEPTH[0] else _cannot_play(m, card)


def _wrap_event_ability(fn):
    """An event's '【COUNTER】 If COND, this card cannot be played from your hand.': the play
    restriction of a counter event (the tag is the card's counter flag, cards.py), read as
    the untagged line."""
    def event_ability(text: str, card: dict):
        head = "【COUNTER】 "
        if text.startswith(head) and _PLAY_RX.fullmatch(text[len(head):]):
            return fn(text[len(head):], card)
        return fn(text, card)
    event_ability.__wrapped__ = fn
    return event_ability


_PLAY_RX = re.compile(r"If (.+?), this card cannot be played from your hand\.")

RECOGNISERS = [
    (re.compile(r"【CONT】 If (.+?), this card cannot be played from your hand\."), _cont_cannot_play),
    (re.compile(r"【CONT】 During this card's battle, (all players|your opponent|you) cannot play "
                r"(event cards and )?\"Backup\" ?from (?:your |their |his or her )?hands?\.?"),
     _battle_no_play),
]


ENCORE_EFFECTS = [
    (re.compile(r'(you|your opponent|all players) cannot use "【AUTO】 Encore" until end of turn'),
     lambda m, ctx: [{"verb": "no_encore", "who": _WHO[m[1]]}] if ctx.mode == "once" else None),
    (re.compile(r'until end of turn,? (you|your opponent|all players) cannot use "【AUTO】 Encore"'),
     lambda m, ctx: [{"verb": "no_encore", "who": _WHO[m[1]]}] if ctx.mode == "once" else None),
]

# the reminder after "cannot use "【AUTO】 Encore"": what the words already say (the 3-stock
# rule is an Encore too), dropped as a change of words only
_ENCORE_REMINDER = (re.compile(r'( cannot use "【AUTO】 Encore".*?)\.? \((?:You|Your opponent|All '
                               r'players|The)[^"]*"【AUTO】 Encore \[\(3\)\]" rule[^"]*?\.?\)\.?$'),
                    lambda m: m[1] + ".")


def _register() -> None:
    from . import importer_cont
    if not hasattr(importer_cont.event_ability, "__wrapped__"):
        importer_cont.event_ability = _wrap_event_ability(importer_cont.event_ability)
    if _ENCORE_REMINDER not in importer_cont._REWRITES:
        importer_cont._REWRITES.append(_ENCORE_REMINDER)
    importer_effects.EFFECTS.extend((re.compile(rx.pattern + r"(?=$|, and |, | and |\. If you do, )"), b)
                                    for rx, b in ENCORE_EFFECTS)
    importer_kinds.RECOGNISERS.extend(RECOGNISERS)
    sep = r"(?=$|, and |, | and |\. If you do, |\. If there is an? )"   # as importer_effects
    importer_effects.EFFECTS.extend((re.compile(rx.pattern + sep), b) for rx, b in EFFECTS)
    importer_filters._CONDITION_ATOMS.extend(CONDITIONS)
    if not hasattr(importer_effects._nested, "__wrapped__"):
        importer_effects._nested = _wrap_nested(importer_effects._nested)
    importer_kinds._nested = importer_effects._nested


_register()
