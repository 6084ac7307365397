"""Vocabulary of the third deck area (executed in verbs_deck3.py, read by importer_deck3.py;
abilities.py takes them in): parameters, value checks and words.

  milled_to_stage the card just put into the waiting room (one) onto a position of your stage
                 (`slots`: any, back, center; `optional`)
  waiting_to_top choose N cards (matching `filter`) in your (`opponent`: your opponent's)
                 waiting room and put them on the top of that deck
  mill           (abilities.VERBS) `up_to`: one card at a time, stopping when you like
  reveal_top     (abilities.VERBS) `to` is where a matching revealed card goes: "stay" (it
                 returns to its place), hand, stock, clock, waiting, marker; `optional` is
                 "you may put it …"; `else` the effects when it does not match
"""

from __future__ import annotations

VERBS_DECK3 = {
    "milled_to_stage": ({"slots", "optional"}, "once"),
    "waiting_to_top": ({"n", "opponent", "filter"}, "once"),
}

CONDITIONS_DECK3 = {
    "milled_all": "every card just put into the waiting room matches the filter (and there was one)",
}

REVEAL_TO = ("stay", "hand", "stock", "clock", "waiting", "marker")


def check(e: dict) -> None:
    v = e["verb"]
    if v == "milled_to_stage" and e.get("slots", "any") not in ("any", "back", "center"):
        raise ValueError("verb 'milled_to_stage': slots must be any, back or center")
    if v == "reveal_top" and e.get("to", "stay") not in REVEAL_TO:
        raise ValueError(f"verb 'reveal_top': to must be one of {', '.join(REVEAL_TO)}")
    if v == "reveal_top" and e.get("negate") and e.get("to", "stay") not in ("stay", "clock"):
        raise ValueError("verb 'reveal_top': a card that is not X goes to the clock or stays")


def words(e: dict, filter_words, effect_words) -> str | None:
    v = e["verb"]
    if v == "milled_to_stage":
        where = {"back": "your back stage", "center": "your center stage"}.get(e.get("slots"), "your stage")
        may = "you may " if e.get("optional") else ""
        return f"{may}put the card put into your waiting room on any position of {where}"
    if v == "waiting_to_top":
        whose = "your opponent's" if e.get("opponent") else "your"
        what = filter_words(e["filter"]) if e.get("filter") else "card"
        return (f"choose {e.get('n', 1)} {what}(s) in {whose} waiting room and put it on the top of "
                f"{'their' if e.get('opponent') else 'your'} deck")
    return None


def condition_words(k: str, v, f=None, filter_words=None) -> str | None:
    if k == "milled_all":
        return f"all of those cards are {filter_words(f) if f else 'card'}s"
    return None
