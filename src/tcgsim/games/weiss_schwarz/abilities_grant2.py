"""Which granted abilities the engine executes (abilities._check_effects calls `check`); it
supersedes abilities_grant.check, whose readings it keeps.

A granted ability works as if printed on the card that has it (seed 000 영속/자동/기동 효과),
wherever the engine reads it (verbs_grant2), for a grant of a 【CONT】 (while it holds) or of a
one-shot effect (until end of turn / the end of the opponent's next turn), to any target:
- 【AUTO】 (auto.py fires granted ones), Encore (verbs_grant2.encore_abilities, as the card
  leaves the stage), 【ACT】 (verbs_grant2.granted_act_options, the main phase);
- Assist, and a 【CONT】 whose every effect the engine reads through values._cont_sources or
  `granted`: power, soul, level (on the stage), the restrictions of verbs_restrict,
  "cannot become 【REVERSE】", "cannot side attack" (of this card or the character facing
  it), and "during this card's battle, … cannot play events or Backup" (no_counters);
- the keyword "This card cannot side attack" (verbs_grant, verbs_grant2);
- Backup, granted by a 【CONT】 to the card itself (attack.backup_of reads it in the hand);
- Great Performance (verbs_grant2.attack_options).
Anything else ("without colour requirements", a 【CONT】 of the hand or of
another zone, a grant inside a granted 【CONT】, …) is read from the printed card only, so it is
refused here and the card's line stays unsupported.
"""

from __future__ import annotations

VERBS_GRANT = {
    # "return this card to its previous stage position as 【REST】", the effect of an 【AUTO】
    # "when this card is put into your waiting room from the stage" (verbs_grant2)
    "to_previous_slot": (set(), "once"),
    # 【CONT】 "this card cannot deal damage to a player": damage whose source is this card (the
    # damage step of its attack, its abilities' damage) is not dealt (verbs_grant2)
    "no_player_damage": (set(), "cont"),
    # 【CONT】 "this card cannot become 【REVERSE】 by 【AUTO】 effects of your opponent's
    # characters": a reverse effect of such an ability leaves it as it is (verbs_grant2)
    "no_auto_reverse": (set(), "cont"),
}
# "all characters in battle" (both sides; a frontal attack's attacker and defender); a choice
# {choose=1, from="in_battle"} is "choose 1 character in battle" (verbs_grant2)
TARGETS_GRANT = {"in_battle": "all characters in battle"}

# effects of a granted 【CONT】 the engine reads from the card that has it (see above)
CONT_VERBS = frozenset({"power", "soul", "level", "cannot_attack", "unchoosable", "cannot_move",
                        "battle_no_play", "no_counters", "cannot_reverse", "cannot_side_attack",
                        "no_player_damage", "no_auto_reverse"})


def _who(t) -> str:
    return t.get("who", "all_yours") if isinstance(t, dict) and "choose" not in t else \
        ("chosen" if isinstance(t, dict) else t)


def _cont_ok(a: dict) -> bool:
    for x in a.get("effect", ()):
        v = x.get("verb")
        if v not in CONT_VERBS or "zone" in x or "until" in x:
            return False
        if v == "cannot_reverse" and x.get("target", "self") != "self":
            return False                  # values.cannot_reverse reads the card's own
        if v == "cannot_side_attack" and x.get("target", "self") not in ("self", "facing"):
            return False
    return True


def check(e: dict, kind: str) -> None:
    if e["verb"] != "grant" or not isinstance(e.get("ability"), dict):
        return
    a = e["ability"]
    k = a.get("kind")
    who = _who(e.get("target", "self"))
    continuous = kind == "cont" and "until" not in e
    if k in ("auto", "encore", "act", "assist", "cont") and "zone" in a:
        ok = False                        # granted abilities work where the card is: the stage
    elif k in ("auto", "encore", "act", "assist", "great_performance"):
        ok = True
    elif k == "cont":
        ok = _cont_ok(a)
    elif k == "cannot_side_attack":
        ok = not (continuous and who == "chosen")
    elif k == "backup":
        ok = continuous and who == "self"     # attack.backup_of: "… while in your hand"
    else:
        ok = False
    if not ok:
        raise ValueError(f"verb 'grant': the engine does not execute a granted {k!r} ability "
                         f"given to {who!r} {'continuously' if continuous else 'for a time'}")


def words(e: dict) -> str | None:
    if e["verb"] == "to_previous_slot":
        return "return this card to its previous stage position as rested"
    if e["verb"] == "no_player_damage":
        return "this card cannot deal damage to a player"
    if e["verb"] == "no_auto_reverse":
        return "this card cannot become reversed by 【AUTO】 effects of your opponent's characters"
    return None


# ---- what the engine's hot paths ask of a card table (table.Table.grant_flags) -------------------

def _grants(x):
    if isinstance(x, dict):
        if x.get("verb") == "grant" and isinstance(x.get("ability"), dict):
            yield x
        for v in x.values():
            yield from _grants(v)
    elif isinstance(x, list):
        for v in x:
            yield from _grants(v)


def _uses(x, verb: str) -> bool:
    if isinstance(x, dict):
        return x.get("verb") == verb or any(_uses(v, verb) for v in x.values())
    if isinstance(x, list):
        return any(_uses(v, verb) for v in x)
    return False


def _leaves(a: dict) -> bool:
    """Is granted ability a a leave-the-stage one (Encore, 【AUTO】 "when this card is put into
    your waiting room from the stage")?"""
    return a["kind"] == "encore" or a.get("when") == "to_waiting_room_from_stage"


def leave_grant_sources(abils) -> tuple:
    """(cards whose 【CONT】 grants a leave-the-stage ability to the card itself only, cards
    whose 【CONT】 grants one to others, whether some other effect grants one) for the
    abilities of a game's cards (a list per card); verbs_grant2.grants_left looks no further
    when none of them can have given the leaving card such an ability."""
    own, others, once = set(), set(), False
    for c, lst in enumerate(abils):
        for a in lst:
            direct = [e for e in a.get("effect", ()) if e.get("verb") == "grant"] \
                if a["kind"] == "cont" else []
            for e in direct:
                if _leaves(e["ability"]):
                    (own if e.get("target", "self") == "self" else others).add(c)
            if sum(1 for g in _grants(a) if _leaves(g["ability"])) > \
                    sum(1 for e in direct if _leaves(e["ability"])):
                once = True               # a one-shot grant, or one nested deeper
    return frozenset(own), frozenset(others), once


def table_flags(abils) -> dict:
    """For the abilities of a game's cards (a list per card): {"act": some grant gives an
    【ACT】, "side": some granted ability forbids side attacks, "leave": some grant gives an
    Encore or a "when this card is put into your waiting room from the stage", "prev": some
    ability returns
    its card "to its previous stage position", "nodmg": some ability says "this card cannot
    deal damage to a player"} (verbs_grant2 reads these before looking further)."""
    gs = [g for lst in abils for a in lst for g in _grants(a)]
    return {"act": any(g["ability"]["kind"] == "act" for g in gs),
            "side": any(g["ability"]["kind"] == "cannot_side_attack" or any(
                e.get("verb") == "cannot_side_attack" for e in g["ability"].get("effect", ()))
                for g in gs),
            "gp": any(g["ability"]["kind"] == "great_performance" for g in gs),
            "leave": any(g["ability"]["kind"] == "encore" or g["ability"].get("when") ==
                         "to_waiting_room_from_stage" for g in gs),
            "prev": any(_uses(a, "to_previous_slot") for lst in abils for a in lst),
            "nodmg": any(_uses(a, "no_player_damage") for lst in abils for a in lst),
            "noautorev": any(_uses(a, "no_auto_reverse") for lst in abils for a in lst)}
