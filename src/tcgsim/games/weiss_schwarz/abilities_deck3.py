"""Vocabulary of the third deck area (executed in verbs_deck3.py, read by importer_deck3.py;
abilities.py takes them in): parameters, value checks and words.

  milled_to_stage the card just put into the waiting room (one) onto a position of your stage
                 (`slots`: any, back, center; `optional`)
  waiting_to_top choose N cards (matching `filter`) in your (`opponent`: your opponent's)
                 waiting room and put them on the top of that deck
  opp_dig        look at up to N (`all`: exactly N) cards from the top of your opponent's deck,
                 one at a time; choose up to K (`exact`: K) of them (matching `filter`), put them
                 `to` the top of their deck in any order / the bottom / their waiting room; the
                 `rest` to their waiting room / the top in any order / back, shuffled
  mill           (abilities.VERBS) `up_to`: one card at a time, stopping when you like
  reveal_top     (abilities.VERBS) `to` is where a matching revealed card goes: "stay" (it
                 returns to its place), hand, stock, clock, waiting, marker; `optional` is
                 "you may put it …"; `else` the effects when it does not match
"""

from __future__ import annotations

VERBS_DECK3 = {
    "milled_to_stage": ({"slots", "optional"}, "once"),
    "waiting_to_top": ({"n", "opponent", "filter"}, "once"),
    "search_swap": ({"filter"}, "once"),
    "opp_dig": ({"n", "choose", "filter", "to", "rest", "exact", "all"}, "once"),
}

CONDITIONS_DECK3 = {
    "milled_all": "every card just put into the waiting room matches the filter (and there was one)",
}

REVEAL_TO = ("stay", "hand", "stock", "clock", "waiting", "marker")


def check(e: dict) -> None:
    v = e["verb"]
    if v == "milled_to_stage" and e.get("slots", "any") not in ("any", "back", "center"):
        raise ValueError("verb 'milled_to_stage': slots must be any, back or center")
    if v == "opp_dig":
        if e.get("to", "top") not in ("top", "bottom", "waiting"):
            raise ValueError("verb 'opp_dig': to must be top, bottom or waiting")
        if e.get("rest", "waiting") not in ("waiting", "top", "shuffle"):
            raise ValueError("verb 'opp_dig': rest must be waiting, top or shuffle")
        if e.get("rest") == "top" and e.get("to", "top") == "top" and e.get("choose", 1):
            raise ValueError("verb 'opp_dig': picks on the top and the rest on the top: say choose = 0")
        for k in ("n", "choose"):
            if type(e.get(k, 1)) is not int or e.get(k, 1) < 0:
                raise ValueError(f"verb 'opp_dig': {k} is a count")
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
    if v == "opp_dig":
        look = (f"look at the top {e.get('n', 1)} card(s) of your opponent's deck" if e.get("all") else
                f"look at up to {e.get('n', 1)} cards from the top of your opponent's deck (one at a "
                f"time, stopping when you like)")
        where = {"top": "on the top of their deck in any order", "bottom": "at the bottom of their deck",
                 "waiting": "into their waiting room"}[e.get("to", "top")]
        rest = {"waiting": "put the rest into their waiting room",
                "top": "put the rest on the top of their deck in any order",
                "shuffle": "return the rest to their deck (they shuffle it)"}[e.get("rest", "waiting")]
        if not e.get("choose", 1):
            return f"{look}, and put them on the top of their deck in any order"
        if e.get("all") and e.get("n", 1) == 1 and e.get("rest") == "top" and e.get("choose", 1) == 1:
            return (f"look at the top card of your opponent's deck, and put it on the top of their deck "
                    f"or {'into their waiting room' if e.get('to') == 'waiting' else 'at the bottom'}")
        what = filter_words(e["filter"]) if e.get("filter") else "card"
        up = "" if e.get("exact") else "up to "
        return f"{look}, choose {up}{e.get('choose', 1)} {what}(s) from among them, put them {where}, and {rest}"
    if v == "search_swap":
        what = filter_words(e.get("filter")) if e.get("filter") else "card"
        return (f"search your deck for up to 1 {what}, reveal it, choose up to 1 {what} in your hand, "
                f"reveal it, exchange them, and shuffle your deck")
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
