"""Vocabulary of the quoted sub-effect families (executed in verbs_modal.py; abilities.py
takes them in): their parameters, value checks and the words `describe` gives them.

  modal        choose N of the following effects (options: lists of effects), and perform it:
               the ability's controller chooses (by = "opponent": the opponent chooses, as in
               "your opponent declares 0 or 1 or 2 or 3", importer_modal2)
  each_player  all players perform `effect` for themselves, the turn player first
  memory_keep  if your memory has `min` or more cards, choose `n` of them, and put the
               others into your waiting room
"""

from __future__ import annotations

VERBS_MODAL = {
    "modal": ({"choose", "options", "by"}, "once"),
    "each_player": ({"effect"}, "once"),
    "memory_keep": ({"min", "n"}, "once"),
}
# verbs whose effect lists nest (verbs_modal receives their path, see verbs.PATH_VERBS)
PATH_VERBS_MODAL = frozenset({"modal", "each_player"})


def check(e: dict, check_effects) -> None:
    v = e["verb"]
    if v == "modal":
        opts = e.get("options")
        if not isinstance(opts, list) or len(opts) < 2:
            raise ValueError("verb 'modal': options is a list of 2 or more effect lists")
        n = e.get("choose", 1)
        if not isinstance(n, int) or not 1 <= n < len(opts):
            raise ValueError("verb 'modal': choose is a count from 1 to fewer than the options")
        for o in opts:
            check_effects(o, "once")
        if e.get("by", "opponent") != "opponent":
            raise ValueError("verb 'modal': by is \"opponent\" (the controller chooses without it)")
    if v == "each_player":
        check_effects(e.get("effect"), "once")
    if v == "memory_keep" and not (isinstance(e.get("n"), int) and isinstance(e.get("min"), int)
                                   and e["min"] > e["n"] >= 1):
        raise ValueError("verb 'memory_keep': min > n >= 1 are counts")


def words(e: dict, effect_words) -> str | None:
    v = e["verb"]
    if v == "modal":
        opts = " / ".join(f"({i + 1}) " + "; ".join(effect_words(x) for x in o)
                          for i, o in enumerate(e["options"]))
        who = "your opponent chooses" if e.get("by") == "opponent" else "choose"
        return f"{who} {e.get('choose', 1)} of the following effects, and perform it: {opts}"
    if v == "each_player":
        return ("all players, the turn player first, perform: "
                + "; ".join(effect_words(x) for x in e["effect"]))
    if v == "memory_keep":
        return (f"if your memory has {e['min']} or more cards, choose {e['n']} cards in your memory, "
                f"and put all other cards in your memory into your waiting room")
    return None
