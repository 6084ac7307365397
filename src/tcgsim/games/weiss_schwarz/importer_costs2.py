"""The card importer's cost atoms of issue 15's second cost round (see importer_costs.py),
paid in costs.py. Each atom is read whole; a filter it cannot read leaves the cost (so the
ability) unrecognised:

  Put N <cards> from your hand (in)to (your) waiting room   discard, any typed filter or
                                  alternatives ('"A" or "B"', 'event or climax', 'red or blue
                                  card', 'climax with [[soul.gif]] in its trigger icon')
  Put N <cards> from your hand into your stock / memory    hand_to_stock / hand_to_memory
  Reveal N <card> in your hand, and put it into your stock  reveal_to_stock
  Put N <cards> from your hand face up underneath this card as a marker   hand_to_marker
  【REST】 N of your (other) [【STAND】] <characters>        rest_chars / rest_others + filter
  【REST】 this card and N of your (other) <characters>     rest_self + rest_others (2 parts)
  【REST】 this card from 【STAND】                            rest_self (a rest cost needs it)
  Put this card into your stock                           to_stock_self
  Put N <cards> from / in your waiting room to / into / at the bottom of your clock
                                                          waiting_to_clock_bottom
  Put another <character> from your stage into your waiting room, Put N of your other
  <characters> from your stage into your waiting room      others_to_waiting_room
  Put N (other) <characters> from your stage into your clock / stock
                                                          stage_to_clock / others_to_clock /
                                                          others_to_stock
  Put a / N marker(s) from underneath this card into your waiting room   markers_to_waiting
  Return N <cards> in / from your waiting room to your deck, and shuffle your deck (". Shuffle
  your deck afterwards")                                  waiting_to_deck + shuffle_deck
  Put N <cards> from your waiting room into your memory    waiting_to_memory
  Put N <cards> from your memory into your waiting room    memory_to_waiting (alternatives)
  Put 1 card from the top of your deck into your clock     clock_top
  Put N <cards> in / from your waiting room / memory face up underneath this card as a marker
                                                          waiting_to_marker / memory_to_marker
  Put this card and N <characters> from your stage into your waiting room
                                                          to_waiting_room_self + others_to_waiting_room
  Put N <characters> from your stage and this card into your memory (and the wordings "N <X>
  and this card from the stage", "N <X> on your stage and this card")
                                                          others_to_memory + to_memory_self
  Exchange a 【STAND】 character in your center stage and this card   swap_stand_center
  Put N climax from your climax area into your waiting room, Choose N "X" in your climax
  area and put it into your waiting room                   climax_to_waiting

They are added to importer_costs._COST_ATOMS when importer_kinds loads (one import line).
"""

from __future__ import annotations

import re

from . import importer_costs
from .importer_filters import stage_filter, typed_filter

_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
N = r"(\d+|a|an|one|two|three|four|five)"


def _n(s: str) -> int:
    return int(s) if s.isdigit() else _WORDS[s]


# a split point between alternatives ("A or B"), not "level 1 or lower" and not inside a name
_ALT = re.compile(r" or (?!lower\b|higher\b|more\b|less\b)")
_NOUN = re.compile(r"\b(characters?|climax(?:es)?|events?|cards?)\b")


def card_alternatives(what: str, read=typed_filter) -> dict | None:
    """A filter of cards named by a cost: a typed filter ('level 1 or lower card', '《T》 or
    《U》 character', 'climax with [[soul.gif]] in its trigger icon'), '"A" or "B"', or
    alternatives of such ('event or climax', 'red or blue card', 'blue or 《T》 characters':
    a part without a noun takes the last part's noun). {} = any card; None = unread."""
    if what in ("card", "cards"):
        return {}
    what = re.sub(r"\b(event|climax) cards?\b", r"\1", what)      # "event card" = "event"
    what = re.sub(r"^cards? named (?=\")", "", what)             # '1 card named "X"' = '1 "X"'
    if re.fullmatch(r'""[^"]+"[^"]+"|"[^"]+"[^"]+""', what):     # a name that holds quotes
        return {"name": what[1:-1]}
    f = read(what)
    if f is not None:
        return f
    masked = re.sub(r'"[^"]*"', lambda q: q[0].replace(" or ", "\x00"), what)
    if masked.count('"') % 2:
        return None
    parts = [p.replace("\x00", " or ") for p in _ALT.split(masked)]
    if len(parts) < 2:
        return None
    noun = _NOUN.search(parts[-1])
    out = []
    for p in parts:
        if not p.startswith('"') and not _NOUN.search(p):
            if noun is None:
                return None
            p = f"{p} {noun[1]}"
        g = read(p)
        if not g:
            return None
        out.append(g)
    return {"any_of": out}


def _stage_alternatives(what: str) -> dict | None:
    """A filter of characters on the stage ({} = any character)."""
    if what in ("character", "characters"):
        return {}
    f = stage_filter(what)
    if f is not None:
        return f
    g = card_alternatives(what)
    if not g or "any_of" not in g or any(h.get("type", "character") != "character"
                                         for h in g["any_of"]):
        return None
    return {"any_of": [{k: v for k, v in h.items() if k != "type"} for h in g["any_of"]]}


def _with(key: str, n: int, f: dict | None) -> dict | None:
    if f is None or n < 1:
        return None
    return {key: n, "filter": f} if f else {key: n}


def _hand(key: str):
    return lambda m: _with(key, _n(m[1]), card_alternatives(m[2]))


def _rest(m) -> dict | None:
    """'【REST】 N of your (other) [【STAND】] <characters>' (a rested character cannot be rested
    again: the 【STAND】 word adds nothing)."""
    f = _stage_alternatives(m[3])
    if f is None or not (m[3].endswith("s") or m[3].startswith('"')):
        return None
    return _with("rest_others" if m[2] else "rest_chars", _n(m[1]), f)


def _rest_self_and(m) -> list | None:
    """'【REST】 this card and N of your (other) <characters>': this card is rested by the
    first part, so the others are the other characters (of the filter)."""
    f = _stage_alternatives(m[2])
    if f is None or not (m[2].endswith("s") or m[2].startswith('"')):
        return None
    return [{"rest_self": 1}, _with("rest_others", _n(m[1]), f)]


def _stage_to(m, key: str | None, others_key: str) -> dict | None:
    """'Put N (other) <characters> from your stage into your clock / stock'."""
    k = others_key if m[2] else key
    f = _stage_alternatives(m[3])
    return None if k is None or f is None else _with(k, _n(m[1]), f)


def _to_deck(m) -> list | None:
    f = card_alternatives(m[2])
    if f is None:
        return None
    return [_with("waiting_to_deck", _n(m[1]), f), {"shuffle_deck": 1}]


_FROM_HAND = r"(?:from|in) your hand"
_WR = r"(?:in)?to (?:your )?waiting room"

COSTS = [
    (re.compile(r"Put " + N + r" ?(.+?) " + _FROM_HAND + " " + _WR), _hand("discard")),
    (re.compile(r"Choose " + N + r" (.+?) in your hand,? and put (?:it|them) into your waiting room"),
     _hand("discard")),
    (re.compile(r"Put " + N + r" (.+?) from your hand into your stock"), _hand("hand_to_stock")),
    (re.compile(r"Put " + N + r" (.+?) from your hand into your memory"), _hand("hand_to_memory")),
    (re.compile(r"Reveal " + N + r" (.+?) in your hand,? and put it into your stock"),
     _hand("reveal_to_stock")),
    (re.compile(r"Put " + N + r" (.+?) " + _FROM_HAND + r" face up underneath this card as a marker"),
     _hand("hand_to_marker")),
    (re.compile(r"【REST】 ?" + N + r" of your (other )?(?:【STAND】 ?)?(.+)"), _rest),
    (re.compile(r"【REST】 this card and " + N + r" of your (?:other )?(.+)"), _rest_self_and),
    (re.compile(r"【REST】 " + N + r" of your other 【STAND】 (.+) and this card"),
     lambda m: _rest_self_and(m)[::-1] if _rest_self_and(m) else None),
    (re.compile(r"【REST】 this card from 【STAND】"), lambda m: {"rest_self": 1}),
    (re.compile(r"Put this card into your stock"), lambda m: {"to_stock_self": 1}),
    (re.compile(r"Put " + N + r" (.+?) (?:from|in) your waiting room (?:(?:in)?to|at) the bottom (?:of )?"
                r"your clock"),
     lambda m: _with("waiting_to_clock_bottom", _n(m[1]), card_alternatives(m[2]))),
    (re.compile(r"Put another (.+?) (?:from|on) your stage into your waiting room"),
     lambda m: _with("others_to_waiting_room", 1, _stage_alternatives(m[1]))),
    (re.compile(r"Put " + N + r" of your other (.+?) from your stage into your waiting room"),
     lambda m: _with("others_to_waiting_room", _n(m[1]), _stage_alternatives(m[2]))
     if m[2].endswith("s") or m[2].startswith('"') else None),
    (re.compile(r"Put " + N + r" (other )?(.+?) from your stage into your clock"),
     lambda m: _stage_to(m, "stage_to_clock", "others_to_clock")),
    (re.compile(r"Put " + N + r" (other )(.+?) from your stage into your stock"),
     lambda m: _stage_to(m, None, "others_to_stock")),
    (re.compile(r"Put (?:a|1) marker from underneath this card into your waiting room"),
     lambda m: {"markers_to_waiting": 1}),
    (re.compile(r"Put (\d+) markers from underneath this card into your waiting room"),
     lambda m: {"markers_to_waiting": int(m[1])}),
    (re.compile(r"Return " + N + r" (.+?) (?:in|from) your waiting room (?:in)?to your deck(?:\. Shuffle "
                r"your deck afterwards\.?|,? and shuffle your deck)"), _to_deck),
    (re.compile(r"Return " + N + r" (.+?) (?:in|from) your waiting room (?:in)?to your deck"),
     lambda m: _with("waiting_to_deck", _n(m[1]), card_alternatives(m[2]))),
    (re.compile(r"Put " + N + r" (.+?) from your waiting room into your memory"),
     lambda m: _with("waiting_to_memory", _n(m[1]), card_alternatives(m[2]))),
    (re.compile(r"Put " + N + r" (.+?) from your memory into your waiting room"),
     lambda m: _with("memory_to_waiting", _n(m[1]), card_alternatives(m[2]))),
    (re.compile(r"Put 1 card from the top of your deck into your clock"), lambda m: {"clock_top": 1}),
    (re.compile(r"Put " + N + r" (.+?) (?:in|from) your (waiting room|memory) face up underneath this card "
                r"as a marker"),
     lambda m: _with("waiting_to_marker" if m[3] == "waiting room" else "memory_to_marker", _n(m[1]),
                     card_alternatives(m[2]))),
    (re.compile(r"Put this card and " + N + r" (.+?) from your stage into your waiting room"),
     lambda m: [{"to_waiting_room_self": 1}, _with("others_to_waiting_room", _n(m[1]),
                                                   _stage_alternatives(m[2]))]
     if _stage_alternatives(m[2]) is not None else None),
    (re.compile(r"Put " + N + r" (.+?) (?:from your stage and this card|and this card from the stage|on "
                r"your stage and this card) into your memory"),
     lambda m: [_with("others_to_memory", _n(m[1]), _stage_alternatives(m[2])), {"to_memory_self": 1}]
     if _stage_alternatives(m[2]) is not None else None),
    (re.compile(r"Exchange a 【STAND】 character in your center stage and this card"),
     lambda m: {"swap_stand_center": 1}),
    (re.compile(r"Put 1 (climax|\"[^\"]+\") from your climax area into your waiting room"),
     lambda m: {"climax_to_waiting": 1, "filter": typed_filter(m[1])}),
    (re.compile(r"Choose 1 (\"[^\"]+\") in your climax area,? and put it into your waiting room"),
     lambda m: {"climax_to_waiting": 1, "filter": typed_filter(m[1])}),
]


def _register() -> None:
    importer_costs._COST_ATOMS.extend(COSTS)


_register()
