"""The card importer's reader of printed costs (see importer.py): '(1) Put 1 card from your
hand into your waiting room' -> [{stock=1}, {discard=1}], each part matched whole by one of
`_COST_ATOMS`, or None.
"""

from __future__ import annotations

import re

from .importer_filters import TRAITS, _first, stage_filter, typed_filter

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
    # -- issue 15, the commonest costs left: each a part the payer chooses in a public zone
    (re.compile(r"Put this card into your clock"), lambda m: {"to_clock_self": 1}),
    (re.compile(r"Put this card at the bottom of your deck"), lambda m: {"to_deck_bottom_self": 1}),
    (re.compile(r"Put this 【STAND】 card into your memory"), lambda m: {"stand_to_memory_self": 1}),
    (re.compile(r"【REST】 (\d+) of your 【STAND】 characters"), lambda m: {"rest_chars": int(m[1])}),
    (re.compile(r"【REST】 (\d+) of your (?:other )?【STAND】 (" + TRAITS + r") characters?"),
     lambda m: _rest(m)),
    (re.compile(r"Put (\d+) (other )?(.+?) from your stage into your waiting room"),
     lambda m: _zone_cost("others_to_waiting_room" if m[2] else "from_stage_to_waiting_room",
                          m[1], m[3], stage_filter)),
    (re.compile(r"Put (\d+) (.+?) from your waiting room at the bottom of your clock"),
     lambda m: _zone_cost("waiting_to_clock_bottom", m[1], m[2])),
    (re.compile(r"Put (\d+) (.+?) from your memory into your waiting room"),
     lambda m: _zone_cost("memory_to_waiting", m[1], m[2])),
    (re.compile(r"Return (\d+) (.+?) from your waiting room to your deck"),
     lambda m: _zone_cost("waiting_to_deck", m[1], m[2])),
    (re.compile(r"Shuffle your deck"), lambda m: {"shuffle_deck": 1}),
    (re.compile(r"Put the top card of your stock into your clock"), lambda m: {"stock_to_clock": 1}),
    (re.compile(r"Put (\d+) markers? underneath this card into your waiting room"),
     lambda m: {"markers_to_waiting": int(m[1])}),
    (re.compile(r"Put (\d+) (events?|characters|(?:" + TRAITS + r" )?characters?|level \d+ or "
                r"(?:lower|higher) characters?) from your hand into your waiting room"),
     lambda m: _zone_cost("discard", m[1], m[2])),
    (re.compile(r"Put (\d+) (.+?) from your hand into your clock"),
     lambda m: _zone_cost("to_clock_from_hand", m[1], m[2])),
]


def _rest(m) -> dict | None:
    f = stage_filter(m[2] + " characters")
    if not f:
        return None
    other = "other " in m[0]
    return {"rest_others" if other else "rest_chars": int(m[1]), "filter": f}


def _zone_cost(key: str, n: str, what: str, read=None) -> dict | None:
    """{key: n} with the filter of `what` ("2 《T》 characters", "1 card": no filter)."""
    if what in ("card", "cards"):
        return {key: int(n)}
    f = (read or typed_filter)(what)
    if f is None:
        return None
    return {key: int(n), "filter": f} if f else {key: int(n)}


def _with_filter(cost: dict, what: str) -> dict | None:
    f = stage_filter(what)
    if f is None:
        return None
    return {**cost, "filter": f} if f else cost


def costs(s: str) -> list[dict] | None:
    """'(1) Put 1 card from your hand into your waiting room' -> [{stock=1}, {discard=1}]."""
    out = []
    s = s.strip()
    # the stock part: "(1)", or as older sets print it "1" / "①" (importer_costs2)
    m = re.match(r"\((\d+)\)\s*|(\d+)(?:\s+|$)|([①-⑨])\s*", s)
    if m:
        n = int(m[1] or m[2]) if m[3] is None else ord(m[3]) - ord("①") + 1
        if n:
            out.append({"stock": n})
        s = s[m.end():]
    if not s:
        return out
    for part in s.split(" & "):
        c = _first(_COST_ATOMS, part.strip())
        if c is None:
            return None
        out.extend(c) if isinstance(c, list) else out.append(c)   # an atom may read 2 parts
    return out
