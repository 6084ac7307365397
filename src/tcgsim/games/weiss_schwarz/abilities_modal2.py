"""Vocabulary of issue 15's second modal / repeat / cost / damage round (executed in
verbs_modal2.py and costs.py; abilities.py takes them in): the verbs' parameters and checks,
the cost keys, a condition, and the words `describe` gives them.

  pay           "[COST] You may pay the cost. If you do, EFFECT" inside an effect (a modal's
                quoted option): `ability` = {kind="event", cost=[…], effect=[…]}, offered
                like an 【AUTO】's cost (auto.step_pay_then_resolve pays and resolves it)
  damage_self   "deal N damage to yourself" (cancelable, seed 000 대미지 스텝)
  damage_all    "deal N damage to all players": the turn player first, then the other
  damage_each   "deal N damage to your opponent X times" (X counted by `per` as `damage`'s
                per): X separate damages, each revealed and canceled on its own
  damage_x      "deal X damage to your opponent", X the number of markers underneath this card
                (of = "markers") / of your opponent's 【REVERSE】 characters ("opp_reverse")

Condition `damage_canceled`: the last damage dealt was canceled ("If this damage is
canceled", read right after it; attack.step_deal_damage notes it in ctx).
"""

from __future__ import annotations

VERBS_MODAL2 = {
    "pay": ({"ability"}, "once"),
    "damage_self": ({"n"}, "once"),
    "damage_all": ({"n"}, "once"),
    "damage_each": ({"n", "per"}, "once"),
    "damage_x": ({"of"}, "once"),
}
PATH_VERBS_MODAL2 = frozenset({"pay"})

CONDITIONS_MODAL2 = {
    "damage_canceled": "the damage this ability just dealt was canceled (true) / not (false)",
}

# cost keys of importer_costs2 (paid in costs.py)
COSTS2 = ("to_stock_self", "hand_to_stock", "hand_to_memory", "reveal_to_stock", "hand_to_marker",
          "stage_to_clock", "others_to_clock", "others_to_stock", "waiting_to_memory",
          "others_to_memory", "waiting_to_marker", "memory_to_marker", "swap_stand_center")


def check(e: dict, check_effects) -> None:
    v = e["verb"]
    if v == "pay":
        a = e.get("ability")
        if not isinstance(a, dict) or a.get("kind") != "event" or not a.get("cost") \
                or set(a) - {"kind", "cost", "effect"}:
            raise ValueError("verb 'pay': ability is {kind=\"event\", cost=[…], effect=[…]}")
    if v in ("damage_self", "damage_all", "damage_each") and not (
            isinstance(e.get("n"), int) and e["n"] >= 1):
        raise ValueError(f"verb {v!r}: n is a count of 1 or more")
    if v == "damage_x" and e.get("of") not in ("markers", "opp_reverse"):
        raise ValueError("verb 'damage_x': of is \"markers\" or \"opp_reverse\"")
    if v == "damage_each" and not isinstance(e.get("per"), dict):
        raise ValueError("verb 'damage_each': per counts the times")


def words(e: dict, effect_words, filter_words) -> str | None:
    v = e["verb"]
    if v == "pay":
        from .abilities import cost_words

        a = e["ability"]
        return (f"you may pay [{cost_words(a['cost'])}]; if you do, "
                + "; ".join(effect_words(x) for x in a["effect"]))
    if v == "damage_self":
        return f"deal {e['n']} damage to yourself"
    if v == "damage_all":
        return f"deal {e['n']} damage to all players (the turn player first)"
    if v == "damage_x":
        what = ("markers underneath this card" if e["of"] == "markers"
                else "your opponent's 【REVERSE】 characters")
        return f"deal X damage to your opponent (X = the number of {what})"
    if v == "damage_each":
        per = e["per"]
        what = filter_words(per.get("filter")) if per.get("filter") else "card"
        among = " among those cards" if per.get("zone") == "milled" else ""
        return (f"deal {e['n']} damage to your opponent X times (X = the number of {what}s{among}; "
                f"each damage on its own)")
    return None


def cost_words(k: str, n, f, filter_words) -> str | None:
    what = filter_words(f) if f else "card"
    chars = filter_words(f) if f else "character"
    return {
        "to_stock_self": "put this card into your stock",
        "hand_to_stock": f"put {n} {what}(s) from your hand into your stock",
        "hand_to_memory": f"put {n} {what}(s) from your hand into your memory",
        "reveal_to_stock": f"reveal {n} {what}(s) in your hand and put it into your stock",
        "hand_to_marker": f"put {n} {what}(s) from your hand face up underneath this card as a marker",
        "stage_to_clock": f"put {n} {chars}(s) from your stage into your clock",
        "others_to_clock": f"put {n} other {chars}(s) from your stage into your clock",
        "others_to_stock": f"put {n} other {chars}(s) from your stage into your stock",
        "waiting_to_memory": f"put {n} {what}(s) from your waiting room into your memory",
        "others_to_memory": f"put {n} other {chars}(s) from your stage into your memory",
        "waiting_to_marker": f"put {n} {what}(s) from your waiting room face up underneath this card "
                             f"as a marker",
        "memory_to_marker": f"put {n} {what}(s) from your memory face up underneath this card as a marker",
        "swap_stand_center": "exchange a 【STAND】 character in your center stage and this card",
    }.get(k)


def condition_words(k: str, v) -> str | None:
    if k == "damage_canceled":
        return "that damage was canceled" if v else "that damage was not canceled"
    return None
