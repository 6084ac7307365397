"""Vocabulary verbs first needed by the 【AUTO】 abilities of characters placed on the stage
(executed in verbs_auto.py; abilities.VERBS takes them in): their parameters and the words
`describe` gives them."""

from __future__ import annotations

# verb -> (allowed parameters, one-shot or continuous), as abilities.VERBS
VERBS_AUTO = {
    "clock_to": ({"n", "up_to", "bottom", "to"}, "once"),
    "reorder_top": ({"n"}, "once"),
    "to_marker": ({"from", "filter", "n", "up_to"}, "once"),
    "look_top_x": ({"per", "choose", "filter", "to", "rest"}, "once"),
    "peek_top": ({"n", "opponent"}, "once"),
    "rest_self": (set(), "once"),
    "waiting_to_deck": (set(), "once"),
    "reveal_to_stock": ({"filter"}, "once"),
    "repeat_n": ({"n", "effect"}, "once"),
    "opp_stock_reset": (set(), "once"),
    "opp_memory_return": ({"up_to"}, "once"),
    "power_per_opponent": ({"amount", "until"}, "once"),
    "bounce_up_to": ({"filter"}, "once"),
}
# verbs whose effect lists nest (verbs_auto receives their path, see verbs.PATH_VERBS)
PATH_VERBS_AUTO = frozenset({"repeat_n"})


def check(e: dict, check_effects) -> None:
    """The value checks of these verbs (abilities._check_effects calls it with itself)."""
    v = e["verb"]
    if v == "repeat_n":
        if not isinstance(e.get("n"), int) or e["n"] < 1:
            raise ValueError("verb 'repeat_n': n is a count of 1 or more")
        check_effects(e.get("effect"), "once")
    if v == "clock_to" and e.get("to", "waiting") not in ("waiting", "stock"):
        raise ValueError("verb 'clock_to': to must be waiting or stock")
    if v == "to_marker" and e.get("from", "waiting") != "waiting":
        raise ValueError("verb 'to_marker': from must be waiting")
    if v == "look_top_x" and (not isinstance(e.get("per"), dict)
                              or set(e["per"]) - {"filter", "others"}):
        raise ValueError("verb 'look_top_x': per is a table {filter, others}")
    if v == "look_top_x" and (e.get("to", "hand"), e.get("rest", "waiting")) != ("hand", "waiting"):
        raise ValueError("verb 'look_top_x': to must be hand and rest waiting")


def words(e: dict, filter_words, effect_words) -> str | None:
    """The words of one of these verbs, or None for another verb."""
    v = e["verb"]
    up = "up to " if e.get("up_to") else ""
    if v == "clock_to":
        end = "bottom" if e.get("bottom") else "top"
        to = "stock" if e.get("to") == "stock" else "waiting room"
        n = e.get("n", 1)
        if n == 1:
            return f"{'you may ' if up else ''}put the {end} card of your clock into your {to}"
        return f"put {up}{n} cards from the {end} of your clock into your {to}"
    if v == "reorder_top":
        return (f"look at up to {e.get('n', 1)} cards from the top of your deck and put them back "
                f"on top in any order")
    if v == "to_marker":
        return (f"choose {up}{e.get('n', 1)} {filter_words(e.get('filter'))} in your waiting room "
                f"and put it face up underneath this card as a marker")
    if v == "look_top_x":
        per = e["per"]
        other = "other " if per.get("others") else ""
        what = filter_words(e.get("filter")) if e.get("filter") else "card"
        return (f"look at up to X cards from the top of your deck (X = the number of your "
                f"{other}{filter_words(per.get('filter'))}s), choose up to {e.get('choose', 1)} "
                f"{what}, put it into your hand, and the rest into your waiting room")
    if v == "peek_top":
        whose = "your opponent's" if e.get("opponent") else "your"
        return (f"look at up to {e.get('n', 1)} cards from the top of {whose} deck and put them "
                f"back in the same order")
    if v == "repeat_n":
        return f"{e['n']} times: " + "; ".join(effect_words(x) for x in e["effect"])
    if v == "opp_stock_reset":
        return ("your opponent puts all of their stock into their waiting room, and puts as many "
                "cards from the top of their deck into their stock")
    if v == "opp_memory_return":
        return (f"choose {up}1 of your opponent's characters and put it into their memory; your "
                f"opponent puts it from their memory on any position of their stage")
    if v == "power_per_opponent":
        until = {"turn": " until end of turn",
                 "opp_next_turn": " until the end of your opponent's next turn"}.get(e.get("until"), "")
        return f"this card gets {e['amount']:+d} power for each of your opponent's characters{until}"
    if v == "bounce_up_to":
        return (f"choose up to 1 of your opponent's {filter_words(e.get('filter'))}s and return it "
                f"to its owner's hand")
    if v == "rest_self":
        return "rest this card"
    if v == "waiting_to_deck":
        return "put all cards of your waiting room into your deck, and shuffle your deck"
    if v == "reveal_to_stock":
        return (f"reveal the top card of your deck; if it is a {filter_words(e.get('filter'))}, "
                f"put it into your stock (otherwise it stays)")
    return None
