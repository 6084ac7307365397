"""Vocabulary of the deck-manipulation families (executed in verbs_deck.py; abilities.py
takes them in): their parameters, value checks and the words `describe` gives them.

  dig            look at / reveal up to N cards from the top of your deck, one at a time
                 (the player stops when they like), choose up to K of them (matching a
                 filter) into a zone, the rest into the waiting room or back on top
  top_to_marker  put the top card of your deck face down underneath this card as a marker
                 (`look`: the owner looks at it first, "if you do" it goes under)
  trigger_checks during that attack, perform a trigger check N times on the trigger step
"""

from __future__ import annotations

VERBS_DECK = {
    "dig": ({"n", "reveal", "reveal_pick", "choose", "filter", "to", "rest", "exact", "all"}, "once"),
    "top_to_marker": ({"look", "optional", "face_up", "n"}, "once"),
    "trigger_checks": ({"n"}, "once"),
}

CONDITIONS_DECK = {
    "dug_min": "the last dig looked at / revealed at least N cards",
    "put_hand_min": "the last dig put at least N cards into the hand",
}

DIG_TO = ("hand", "stock", "waiting", "top")
DIG_REST = ("waiting", "top")


def check(e: dict) -> None:
    v = e["verb"]
    if v == "dig":
        for k in ("n", "choose"):
            if not isinstance(e.get(k, 1), int) or e.get(k, 1) < 1:
                raise ValueError(f"verb 'dig': {k} is a count of 1 or more")
        if e.get("to", "hand") not in DIG_TO:
            raise ValueError(f"verb 'dig': to must be one of {', '.join(DIG_TO)}")
        if e.get("rest", "waiting") not in DIG_REST:
            raise ValueError(f"verb 'dig': rest must be one of {', '.join(DIG_REST)}")
    if v == "trigger_checks" and (not isinstance(e.get("n"), int) or e["n"] < 2):
        raise ValueError("verb 'trigger_checks': n is a count of 2 or more")


def words(e: dict, filter_words) -> str | None:
    v = e["verb"]
    if v == "dig":
        how = "reveal" if e.get("reveal") else "look at"
        what = filter_words(e.get("filter")) if e.get("filter") else "card"
        to = {"hand": "put it into your hand", "stock": "put it into your stock",
              "waiting": "put it into your waiting room",
              "top": "put it on the top of your deck"}[e.get("to", "hand")]
        rest = ("put the rest on the top of your deck in any order" if e.get("rest") == "top"
                else "put the rest into your waiting room")
        if e.get("reveal_pick") and not e.get("reveal"):
            to = "reveal it to your opponent, " + to
        look = (f"{how} the top {e.get('n', 1)} card(s) of your deck" if e.get("all") else
                f"{how} up to {e.get('n', 1)} cards from the top of your deck (one at a time, "
                f"stopping when you like)")
        up = "" if e.get("exact") else "up to "
        return f"{look}, choose {up}{e.get('choose', 1)} {what} from among them, {to}, and {rest}"
    if v == "top_to_marker":
        look = "look at the top card of your deck; if you do, " if e.get("look") else ""
        may = "you may " if e.get("optional") else ""
        what = "the top card" if e.get("n", 1) == 1 else f"the top {e['n']} cards"
        face = "face up" if e.get("face_up") else "face down"
        return f"{may}{look}put {what} of your deck {face} underneath this card as a marker"
    if v == "trigger_checks":
        return f"during that attack, perform a trigger check {e['n']} times on the trigger step"
    return None


def condition_words(k: str, v) -> str | None:
    if k == "dug_min":
        return f"you looked at (revealed) {v} or more cards"
    if k == "put_hand_min":
        return f"you put {v} or more cards into your hand"
    return None
