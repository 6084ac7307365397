"""Vocabulary of restrictions ("… cannot …") and of the character facing a card (executed in
verbs_restrict.py; abilities.py takes these tables in): verbs with their parameters, the
target "facing", conditions, and their words.

- `cannot_attack` {how}: 【CONT】 this card cannot attack in the ways listed in `how`
  ("frontal", "direct", "side"; all three = "this card cannot attack");
- `unchoosable`: 【CONT】 this card cannot be chosen by the opponent's effects;
- `cannot_move` {target}: 【CONT】 this card / the character facing this card cannot move to
  another position of the stage (seed 000 캐릭터 이동, the main-phase move, and effects that
  move it);
- `battle_no_play` {who, what}: 【CONT】 "during this card's battle, all players / your
  opponent / you cannot play ["event cards and "]"Backup" from hand" (its ability carries
  the condition in_battle; the counter step is where a Backup or a counter event is played);
- `no_encore` {who}: one-shot, "until end of turn, you / your opponent / all players cannot
  use "【AUTO】 Encore" (nor the "【AUTO】 Encore [(3)]" rule)": in the encore step (seed 000
  ⑥) those players' reversed characters go to the waiting room with no Encore offered.
"""

from __future__ import annotations

ATTACK_WAYS = ("frontal", "direct", "side")

VERBS_RESTRICT = {
    "cannot_attack": ({"how"}, "cont"),
    "unchoosable": (set(), "cont"),
    "cannot_move": ({"target"}, "cont"),
    "battle_no_play": ({"who", "what"}, "cont"),
    "no_encore": ({"who"}, "once"),
}
BATTLE_WHO = ("all", "opponent", "you")

# seed 000 정면의 캐릭터: the opponent's center-stage character in the position across
TARGETS_RESTRICT = {"facing": "the character facing this card"}

CONDITIONS_RESTRICT = {
    "facing_higher_level": "there is a character facing this card and its level is higher than "
                           "this card's",
    "back_count_max": "your back stage has at most N characters",
    "clock_max": "your clock holds at most N cards",
}


def check(e: dict) -> None:
    v = e["verb"]
    if v == "cannot_attack":
        how = e.get("how")
        if not isinstance(how, list) or not how or set(how) - set(ATTACK_WAYS) \
                or len(set(how)) != len(how):
            raise ValueError(f"verb 'cannot_attack': how is a list of {', '.join(ATTACK_WAYS)}")
    if v == "battle_no_play" and (e.get("who") not in BATTLE_WHO or e.get("what") not in
                                  (["backup"], ["event", "backup"], ["event"])):
        raise ValueError("verb 'battle_no_play': who is all, opponent or you; what is "
                         "[backup], [event, backup] or [event]")
    if v == "no_encore" and e.get("who") not in BATTLE_WHO:
        raise ValueError("verb 'no_encore': who is all, opponent or you")
    if v == "cannot_move" and e.get("target", "self") not in ("self", "facing"):
        raise ValueError("verb 'cannot_move': target is self or facing")


def words(e: dict) -> str | None:
    v = e["verb"]
    if v == "cannot_attack":
        how = e["how"]
        if set(how) == set(ATTACK_WAYS):
            return "this card cannot attack"
        return "this card cannot " + " or ".join(f"{h} attack" for h in how)
    if v == "unchoosable":
        return "this card cannot be chosen by your opponent's effects"
    if v == "cannot_move":
        who = "the character facing this card" if e.get("target") == "facing" else "this card"
        return f"{who} cannot move to another position of the stage"
    if v == "no_encore":
        who = {"all": "all players", "opponent": "your opponent", "you": "you"}[e["who"]]
        return (f"until end of turn, {who} cannot use \"【AUTO】 Encore\" (nor the \"【AUTO】 "
                f"Encore [(3)]\" rule)")
    if v == "battle_no_play":
        who = {"all": "all players", "opponent": "your opponent", "you": "you"}[e["who"]]
        what = {("backup",): "\"Backup\"", ("event",): "event cards"}.get(
            tuple(e["what"]), "event cards and \"Backup\"")
        return f"{who} cannot play {what} from hand"
    return None


def condition_words(k: str, v) -> str | None:
    if k == "facing_higher_level":
        return "the character facing this card is a higher level than this card"
    if k == "back_count_max":
        return f"you have {v} or fewer characters in your back stage"
    if k == "clock_max":
        return f"your clock has {v} or fewer cards"
    return None
