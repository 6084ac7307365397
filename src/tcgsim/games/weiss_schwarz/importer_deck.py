"""The card importer's effect clauses of the deck-manipulation families (see importer.py),
executed by verbs_deck.py:

  "look at up to N cards from the top of your deck, choose up to K X from among them, [reveal
  it to your opponent,] put it into your hand, and put the rest into your waiting room. If you
  put K card into your hand, choose K card in your hand, and put it into your waiting room"
  "[you may] reveal up to N cards from the top of your deck. If you revealed 1 or more cards,
  choose up to K X from among them, put it into your hand, put the rest into your waiting
  room, choose K card in your hand, and put it into your waiting room"
  "[you may] put the top card of your deck [face down] underneath this card as a marker"
  "[you may] look at the top card of your deck. If you do, put that card face down underneath
  this card as a marker"
  "[during that attack,] perform a trigger check N times on the trigger step"

They are added to importer_effects.EFFECTS when importer_kinds loads (one import line).
"""

from __future__ import annotations

import re

from . import importer_effects
from .importer_filters import typed_filter


def _once(build):
    return lambda m, ctx: build(m) if ctx.mode == "once" else None


def _what(s: str) -> dict | None | bool:
    """The filter of the cards chosen from among the looked-at ones ({} = any card)."""
    if s in ("card", "cards"):
        return {}
    return typed_filter(s) or False


def _dig(n, choose, what, reveal=False, reveal_pick=False) -> dict | None:
    f = _what(what)
    if f is False:
        return None
    e = {"verb": "dig", "n": n, "choose": choose, "to": "hand", "rest": "waiting"}
    if f:
        e["filter"] = f
    if reveal:
        e["reveal"] = True
    if reveal_pick:
        e["reveal_pick"] = True
    return e


def _look_then_discard(m, ctx):
    """Seed 000: "If you put K card into your hand": counted after the pick (put_hand_min);
    the discard is a choice from the whole hand (the card just taken included)."""
    if ctx.mode != "once" or m[6] != m[2] or m[7] != m[6]:
        return None
    e = _dig(int(m[1]), int(m[2]), m[3], reveal_pick=bool(m[4]))
    if e is None:
        return None
    k = int(m[6])
    return [e, {"verb": "conditional", "condition": {"put_hand_min": k},
                "then": [{"verb": "discard_from_hand", "n": k}]}]


def _reveal_then(m, ctx):
    """"Reveal up to N cards … If you revealed 1 or more cards, …": the revealed cards are
    known to both; with none revealed nothing follows (no discard)."""
    if ctx.mode != "once" or m[3] != "1":
        return None
    e = _dig(int(m[2]), int(m[4]), m[5], reveal=True)
    if e is None:
        return None
    out = [e]
    if m[6]:
        out.append({"verb": "conditional", "condition": {"dug_min": 1},
                    "then": [{"verb": "discard_from_hand", "n": int(m[6])}]})
    return out


EFFECTS = [
    (re.compile(r"look at up to (\d+) cards from the top of your deck, and put (?:it|them) on the top of "
                r"your deck in any order"), _once(lambda m: [{"verb": "reorder_top", "n": int(m[1])}])),
    (re.compile(r"look at the top card of your deck, and put it (?:at|on) the top of your deck or into "
                r"your waiting room"), lambda m, ctx: [{"verb": "top_or_bottom", "to": "waiting"}]),
    (re.compile(r"look at up to (\d+) cards from the top of your deck, choose up to (\d+) (.+?) from "
                r"among them, (reveal (?:it|them) to your opponent, )?put (?:it|them) into your hand, "
                r"(and )?put the rest into your waiting room\. If you put (\d+) cards? into your hand, "
                r"choose (\d+) cards? in your hand, and put (?:it|them) into your waiting room"),
     _look_then_discard),
    (re.compile(r"(you may )?reveal up to (\d+) cards from the top of your deck\. If you reveal(?:ed)? "
                r"(\d+) or more cards, choose up to (\d+) (.+?) from among them, (?:reveal (?:it|them) "
                r"to your opponent, )?put (?:it|them) into your hand, (?:and )?put the rest into your "
                r"waiting room(?:, choose (\d+) cards? in your hand, and put (?:it|them) into your "
                r"waiting room)?"), _reveal_then),
    (re.compile(r"(you may )?put the top card of your deck (?:face down )?underneath this card as a "
                r"marker"),
     _once(lambda m: [{"verb": "top_to_marker", **({"optional": True} if m[1] else {})}])),
    (re.compile(r"(you may )?look at the top card of your deck\. If you do, put (?:that|the) card face "
                r"down underneath this card as a marker"),
     _once(lambda m: [{"verb": "top_to_marker", "look": True, **({"optional": True} if m[1] else {})}])),
    (re.compile(r"(?:during that attack, )?perform a trigger check (\d+) times (?:on|during) the trigger "
                r"step"),
     _once(lambda m: [{"verb": "trigger_checks", "n": int(m[1])}] if int(m[1]) >= 2 else None)),
]


def _register() -> None:
    sep = r"(?=$|, and |, | and |\. If you do, |\. If there is an? )"   # as importer_effects
    importer_effects.EFFECTS.extend((re.compile(rx.pattern + sep), b) for rx, b in EFFECTS)


_register()
