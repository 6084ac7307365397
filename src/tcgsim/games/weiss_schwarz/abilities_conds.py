"""Vocabulary of the conditions area (issue 15; read by importer_conds.py, evaluated in
values_conds.py, abilities.py takes these tables in): the condition keys, their value checks
and the words `describe` gives them.

  counts        a list of counts that must all hold, each {zone, min=N | max=N, filter?,
                others?, opponent?, of?}: the cards of `zone` ("stage", "center", "back" --
                characters there; "waiting", "memory", "clock", "level", "climax", "deck",
                "hand", "stock"; "markers" -- underneath this card) of you (or of your
                opponent with opponent = true) that match `filter`, less this card with
                others = true, counted as cards (of = "cards"), as different card names
                ("names") or as colours ("colors"), are at least / at most N
  position      this card is in the left / right position of your center stage, in your back
                stage, or anywhere on your stage ("left", "right", "back", "stage"; the center
                and the middle are the older keys in_center, in_middle)
  status        this card is 【STAND】 / 【REST】 / not 【REVERSE】 ("stand", "rest", "not_reverse")
  self_level_min  this card's level (as it is now) is N or higher
  fewer_than_opp  you have fewer cards in your hand / stock than your opponent has in theirs
  opp_all_match   all of your opponent's characters match a filter
"""

from __future__ import annotations

COUNT_ZONES = ("stage", "center", "back", "waiting", "memory", "clock", "level", "climax",
               "deck", "hand", "stock", "markers")
STAGE_ZONES = ("stage", "center", "back")
HIDDEN_ZONES = ("deck", "hand", "stock", "markers")   # counted only: a filter would read hidden cards
COUNT_OF = ("cards", "names", "colors")
POSITIONS = ("left", "right", "back", "stage")
STATUSES = ("stand", "rest", "not_reverse")

CONDITIONS_CONDS = {
    "counts": "each count of a list holds: the cards of a zone matching a filter are at least / "
              "at most N",
    "position": "this card is in the named position (left, right, back, stage)",
    "status": "this card is 【STAND】 / 【REST】 / not 【REVERSE】",
    "self_level_min": "this card's level is N or higher",
    "fewer_than_opp": "you have fewer cards in your hand / stock than your opponent",
    "opp_all_match": "all of your opponent's characters match a filter",
}


def check(c: dict, check_filter) -> None:
    """Value checks of this area's condition keys (abilities._check_condition calls it)."""
    if "counts" in c:
        v = c["counts"]
        if not isinstance(v, list) or not v:
            raise ValueError("counts is a non-empty list of counts")
        for k in v:
            _check_count(k, check_filter)
    if "position" in c and c["position"] not in POSITIONS:
        raise ValueError(f"position is one of {', '.join(POSITIONS)}")
    if "status" in c and c["status"] not in STATUSES:
        raise ValueError(f"status is one of {', '.join(STATUSES)}")
    for k in ("self_level_min",):
        if k in c and (type(c[k]) is not int or c[k] < 0):
            raise ValueError(f"{k} is a number")
    if "fewer_than_opp" in c and c["fewer_than_opp"] not in ("hand", "stock"):
        raise ValueError("fewer_than_opp is hand or stock")
    if "opp_all_match" in c:
        check_filter(c["opp_all_match"])


def _check_count(k, check_filter) -> None:
    if not isinstance(k, dict):
        raise ValueError(f"a count is a table; got {k!r}")
    bad = set(k) - {"zone", "min", "max", "filter", "others", "opponent", "of", "status"}
    if bad:
        raise ValueError(f"a count has no key {sorted(bad)[0]!r}")
    if k.get("zone") not in COUNT_ZONES:
        raise ValueError(f"a count's zone is one of {', '.join(COUNT_ZONES)}")
    if ("min" in k) == ("max" in k):
        raise ValueError("a count has min or max (one of them)")
    n = k.get("min", k.get("max"))
    if type(n) is not int or n < 0:
        raise ValueError("a count's min / max is a number")
    if k.get("of", "cards") not in COUNT_OF:
        raise ValueError(f"a count's 'of' is one of {', '.join(COUNT_OF)}")
    if "filter" in k:
        check_filter(k["filter"])
        if k["zone"] in HIDDEN_ZONES:
            raise ValueError(f"a count of zone {k['zone']!r} takes no filter (its cards are hidden)")
    if k.get("others") and k["zone"] not in STAGE_ZONES:
        raise ValueError("'others' (this card excluded) goes with a stage zone")
    if "status" in k and (k["zone"] not in STAGE_ZONES or k["status"] not in STATUSES):
        raise ValueError(f"a count's status ({', '.join(STATUSES)}) goes with a stage zone")
    if k.get("opponent") and k["zone"] == "markers":
        raise ValueError("the markers counted are this card's")


_ZONE_WORDS = {"stage": "on {w} stage", "center": "in {w} center stage",
               "back": "in {w} back stage", "waiting": "in {w} waiting room",
               "memory": "in {w} memory", "clock": "in {w} clock", "level": "in {w} level zone",
               "climax": "in {w} climax area", "deck": "in {w} deck", "hand": "in {w} hand",
               "stock": "in {w} stock", "markers": "underneath this card"}


def _plural(w: str) -> str:
    return w if w.endswith('"') else w + "es" if w.endswith("x") else w + "s"


def count_words(k: dict, filter_words) -> str:
    whose = "your opponent's" if k.get("opponent") else "your"
    where = _ZONE_WORDS[k["zone"]].format(w=whose)
    f = k.get("filter")
    if k["zone"] in STAGE_ZONES:
        what = _plural(filter_words(f))
        what = {"stand": "【STAND】 ", "rest": "【REST】 ", "not_reverse": "non-【REVERSE】 "}.get(
            k.get("status"), "") + what
    elif k["zone"] == "markers":
        what = "markers"
    else:                                 # other zones hold cards of every type
        what = _plural(filter_words(f if "type" in f else {**f, "type": "card"})) if f else "cards"
    other = "other " if k.get("others") else ""
    of = {"cards": "", "names": "different card names of ", "colors": "colors of "}[k.get("of", "cards")]
    bound = f"{k['min']} or more" if "min" in k else f"{k['max']} or fewer"
    if "max" in k and k["max"] == 0:
        return f"there are no {other}{what} {where}"
    return f"there are {bound} {of}{other}{what} {where}"


def condition_words(k: str, v, filter_words) -> str | None:
    if k == "counts":
        return " and ".join(count_words(x, filter_words) for x in v)
    if k == "position":
        return {"left": "this card is in the left position of your center stage",
                "right": "this card is in the right position of your center stage",
                "back": "this card is in your back stage",
                "stage": "this card is on your stage"}[v]
    if k == "status":
        return {"stand": "this card is 【STAND】", "rest": "this card is 【REST】",
                "not_reverse": "this card is not 【REVERSE】"}[v]
    if k == "self_level_min":
        return f"this card is level {v} or higher"
    if k == "fewer_than_opp":
        return f"you have fewer cards in your {v} than your opponent has in theirs"
    if k == "opp_all_match":
        return f"all of your opponent's characters are {_plural(filter_words(v))}"
    return None
