"""The card importer's readers for 【ACT】 abilities and the 【AUTO】 abilities of other
triggers (see importer.py): more recognisers (Brainstorm in its printed variants), effect
clauses (rest this card, return this card to your hand, "you may …", reorder the top of the
deck), cost atoms (rest characters of a trait) and condition atoms (no other rested
character in the center stage). They are added to the shared tables when importer_kinds
loads: RECOGNISERS, importer_effects.EFFECTS, importer_costs._COST_ATOMS and
importer_filters._CONDITION_ATOMS. The events are in importer_kinds.EVENT_TEXT.
"""

from __future__ import annotations

import re

from . import importer_costs, importer_effects, importer_filters, importer_kinds
from .importer_effects import effects
from .importer_filters import TRAITS, choice, stage_filter, typed_filter
from .importer_moves import ZONE_WORDS, _fx_salvage, _fx_search
from .importer_stats import Ctx


# ---- recognisers ------------------------------------------------------------------------------

def _brainstorm(m, card):
    """Seed 000 집중 (Brainstorm): 'Flip over / Reveal N cards from the top of your deck (the
    top N cards of your deck), and put them into your waiting room. For each WHAT revealed
    [among those cards], EFFECT' (or '… perform the following action. "EFFECT."'); 'If there
    is a WHAT among those cards, EFFECT' performs it once at most. WHAT: a climax [with an
    icon in its trigger icon], a card named …, a 《T》 character (any typed_filter)."""
    cs = importer_costs.costs(m[1])
    what = m[5].removesuffix(" card")
    f = None if what == "climax" else typed_filter(what)
    text = m[6] if m[6] is not None else m[7]
    each = effects(text, Ctx("once"))
    if cs is None or each is None or (f is None and what != "climax"):
        return None
    e = {"verb": "brainstorm", "n": int(m[2] or m[3]), "each": each}
    if f is not None:
        e["filter"] = f
    if m[4].startswith("If there is"):
        e["once"] = True
    return {"kind": "act", "cost": cs, "effect": [e]}


_DURING = {"During this card's battle": {"in_battle": True}, "During your turn": {"your_turn": True},
           "During your opponent's turn": {"opponents_turn": True}}


def _during(m, card):
    """'[COST] During this card's battle / your (opponent's) turn, when EVENT, BODY': the
    event with the period as a condition of the ability (read when it resolves, at the
    check timing right after the event, still within the period)."""
    a = importer_kinds._auto([None, m[1], "W" + m[3][1:], m[4]], card)
    if a is None:
        return None
    cond = a.get("condition", {})
    if set(cond) & set(_DURING[m[2]]):
        return None
    a["condition"] = {**_DURING[m[2]], **cond}
    return a


def _your_encore(m, card):
    """'At the beginning of your encore step' = at the beginning of the encore step, during
    your turn (the encore step is the active player's)."""
    a = importer_kinds._auto([None, m[1], "At the beginning of the encore step", m[2]], card)
    if a is None or "your_turn" in a.get("condition", {}) or "opponents_turn" in a.get("condition", {}):
        return None
    a["condition"] = {"your_turn": True, **a.get("condition", {})}
    return a


RECOGNISERS = [
    (re.compile(r"【AUTO】 (?:\[(.+?)\] )?At the beginning of your encore step, (.+?)\.?"), _your_encore),
    (re.compile(r"【AUTO】 (?:\[(.+?)\] )?(During this card's battle|During your turn|During your "
                r"opponent's turn), (when the damage you received is (?:not )?canceled), (.+?)\.?"),
     _during),
    (re.compile(r"【ACT】 (?:【CXCOMBO】 )?Brainstorm \[(.+?)\] (?:Flip over|Reveal) (?:(\d+) cards from "
                r"the top of your deck|the top (\d+) cards of your deck),? and put (?:them|it) into your "
                r"waiting room\. (For each|If there is an?) (climax(?: card)?|.+?)(?: revealed(?: among "
                r"those cards)?| among those cards), (?:perform the following action\. \"(.+?)\.?\"|"
                r"(.+?))\.?"), _brainstorm),
]


# ---- effect clauses ---------------------------------------------------------------------------

def _once(build):
    return lambda m, ctx: build(m) if ctx.mode == "once" else None


def _may_move(m, ctx):
    """'you may return this card to your hand' inside a text (after a reveal)."""
    if ctx.mode != "once":
        return None
    move = {"verb": "move", "to": "hand" if m[1] == "return" else ZONE_WORDS[m[2]]}
    return [{"verb": "may", "then": [move]}]


def _search_discard(m, ctx):
    """'search your deck for up to N X, reveal it to your opponent, put it into your hand,
    [choose N card in your hand, put it into your waiting room,] and shuffle your deck' (or
    '… Shuffle your deck afterwards'): the discard from the hand does not touch the deck, so
    it may come after the shuffle."""
    got = _fx_search(m, ctx)
    if got is None:
        return None
    return got + ([{"verb": "discard_from_hand", "n": int(m[3])}] if m[3] else [])


def _mill_if_that(m, ctx):
    """'put the top card of your deck into your waiting room. If that card is a X, EFFECT'."""
    f = typed_filter(re.sub(r"^an? ", "", m[1]))
    then = effects(m[2], Ctx("once"))
    if f is None or then is None or ctx.mode != "once":
        return None
    return [{"verb": "mill", "n": 1},
            {"verb": "conditional", "condition": {"milled_min": 1, "filter": f}, "then": then}]


def _bounce_own(m, ctx):
    t = choice(m[1], m[2], m[3])
    if t is None or ctx.mode != "once":
        return None
    return [{"verb": "bounce", "target": t}]


def _may_effects(m, ctx):
    then = effects(m[1], Ctx("once"))
    return None if then is None or ctx.mode != "once" else [{"verb": "may", "then": then}]


def _rest_chosen(m, ctx):
    t = choice(m[1], m[2], m[3])
    if t is None or ctx.mode != "once":
        return None
    return [{"verb": "rest", "target": t}]


EFFECTS = [
    (re.compile(r"choose (\d+) (of your opponent's |of your other |of your |)(.+?), and 【REST】 (?:it|them)"),
     _rest_chosen),
    (re.compile(r"put the top card of your deck into your waiting room\. If that card is (an? .+?), (.+)"),
     _mill_if_that),
    (re.compile(r"choose (\d+) (of your other |of your )(.+?), and return (?:it|them) to your hand"),
     _bounce_own),
    (re.compile(r"you may (move this card to (?:the|an|another) open (?:middle )?position of your (?:center|back) "
                r"stage)"), _may_effects),
    (re.compile(r"return all cards (?:from|in) your waiting room to your deck(?:,? and shuffle your deck"
                r"|\. Shuffle your deck afterwards?)"), _once(lambda m: [{"verb": "waiting_to_deck"}])),
    (re.compile(r"search your deck for up to (\d+) (.+?), reveal (?:it|them) to your opponent, (?:and )?put "
                r"(?:it|them) into your hand(?:, choose (\d+) cards? in your hand, (?:and )?put (?:it|them) "
                r"into your waiting room)?(?:,? and shuffle your deck|\. Shuffle your deck afterwards?)"),
     _search_discard),
    (re.compile(r"choose (up to )?(\d+) (.+?) from your waiting room, (?:and )?return (?:it|them) to your "
                r"hand"), _fx_salvage),
    (re.compile(r"choose (\d+) cards? from your hand, (?:and )?put (?:it|them) into your waiting room"),
     lambda m, ctx: [{"verb": "discard_from_hand", "n": int(m[1])}]),
    # "【REST】 this card" is verbs_auto's rest_self (a 【REVERSE】 card becomes 【REST】 too)
    (re.compile(r"return this card to your hand"),
     _once(lambda m: [{"verb": "move", "to": "hand"}])),
    (re.compile(r"return that character to your hand"),
     _once(lambda m: [{"verb": "move", "what": "that", "to": "hand"}])),
    (re.compile(r"you may (return) this card to your hand"), _may_move),
    (re.compile(r"you may (put) this card into your (memory|waiting room|stock|clock)"), _may_move),
    (re.compile(r"look at up to (\d+) cards from the top of your deck, and put them on the top of "
                r"your deck in any order"),
     _once(lambda m: [{"verb": "reorder_top", "n": int(m[1])}])),
]


# ---- costs and conditions -----------------------------------------------------------------------

def _rest_chars(m):
    f = stage_filter(m[2] + " characters")
    return None if not f else {"rest_chars": int(m[1]), "filter": f}


COSTS = [
    # "【REST】 1 of your 《T》 characters": this card too, when it matches (it is one of them)
    (re.compile(r"【REST】 (\d+) of your (" + TRAITS + r") characters"), _rest_chars),
]

CONDITIONS = [
    (re.compile(r"you do not have another 【REST】 character (?:in|on) your center stage"),
     lambda m: {"no_other_rest_center": True}),
]


def _register() -> None:
    importer_kinds.RECOGNISERS.extend(RECOGNISERS)
    sep = r"(?=$|, and |, | and |\. If you do, |\. If there is an? )"   # as importer_effects
    importer_effects.EFFECTS.extend((re.compile(rx.pattern + sep), b) for rx, b in EFFECTS)
    importer_costs._COST_ATOMS.extend(COSTS)
    importer_filters._CONDITION_ATOMS.extend(CONDITIONS)


_register()
