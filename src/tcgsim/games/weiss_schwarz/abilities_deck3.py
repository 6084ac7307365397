"""Vocabulary of the third deck area (executed in verbs_deck3.py, read by importer_deck3.py;
abilities.py takes them in): parameters, value checks and words.

  reveal_top     (abilities.VERBS) `to` is where a matching revealed card goes: "stay" (it
                 returns to its place), hand, stock, clock, waiting, marker; `optional` is
                 "you may put it …"; `else` the effects when it does not match
"""

from __future__ import annotations

VERBS_DECK3: dict = {}

CONDITIONS_DECK3: dict = {}

REVEAL_TO = ("stay", "hand", "stock", "clock", "waiting", "marker")


def check(e: dict) -> None:
    v = e["verb"]
    if v == "reveal_top" and e.get("to", "stay") not in REVEAL_TO:
        raise ValueError(f"verb 'reveal_top': to must be one of {', '.join(REVEAL_TO)}")
    if v == "reveal_top" and e.get("negate") and e.get("to", "stay") not in ("stay", "clock"):
        raise ValueError("verb 'reveal_top': a card that is not X goes to the clock or stays")


def words(e: dict, filter_words, effect_words) -> str | None:
    return None


def condition_words(k: str, v) -> str | None:
    return None
