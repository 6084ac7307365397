"""Vocabulary of the heads of 【AUTO】 abilities added with issue 15's heads area (read by
importer_heads.py, raised by heads.py; abilities.py takes these tables in): the events, the
events whose `filter` names the card the event is about, the condition "during the turn
that this card is placed on the stage from your hand", `times_per_turn`, and their words.

Who an event is about is part of its name:
  "this card …"                     the ability's own card (fire_self)
  "your other … / another of your …" one of the owner's characters other than this card
                                     (`other_…`: auto._fire_others; `filter` reads that one)
  "your character …"                 any of the owner's characters, this card included
                                     (`char_…`: fire_all with the character as `extra`)
  "this card or your other …"        this card, or another character matching `filter`
"""

from __future__ import annotations

EVENTS_HEADS = {
    "your_encore_step_start": "at the beginning of your encore step",
    "opponent_encore_step_start": "at the beginning of your opponent's encore step",
    "opponent_climax_phase_start": "at the beginning of your opponent's climax phase",
    "opponent_main_phase_start": "at the beginning of your opponent's main phase",
    "opponent_end_of_turn": "at the end of your opponent's turn",
    "frontal_attacks": "when this card frontal attacks",
    "char_direct_attacks": "when your character (matching `filter`) direct attacks",
    "char_attacks": "when your character (matching `filter`) attacks",
    "opponent_level_up": "when your opponent levels up",
    "other_reversed_in_battle": "when your other character (matching `filter`) becomes reversed "
                                "in battle",
    "other_reversed": "when your other character (matching `filter`) becomes reversed (in battle or "
                      "by an effect)",
    "other_to_waiting_from_stage": "when your other character (matching `filter`) is put into "
                                   "your waiting room from the stage",
    "other_placed_from_waiting": "when your other character (matching `filter`) is placed on the "
                                 "stage from your waiting room",
    "self_or_other_placed_from_hand": "when this card or your other character (matching `filter`) "
                                      "is placed on the stage from your hand",
    "trigger_reveals": "when this card's trigger check reveals a card (matching `filter`)",
    "refreshed": "when you refresh your deck",
    "facing_attacks": "when the character facing this card attacks (frontal or side)",
    "opponent_event_played": "when your opponent plays an event",
    "opponent_act_used": "when your opponent uses an 【ACT】 (once its cost is paid)",
    "char_trigger_reveals": "when your character's trigger check reveals a card (matching `filter`)",
    "keyword_used": "when you use the keyword ability `name` (\"Accelerate\", \"Resonate\", \"Change\", "
                    "\"Backup\"): once its cost is paid",
}
# events whose `name` names what the event is about (abilities.validate accepts it with these)
NAME_EVENTS = frozenset({"keyword_used"})
# the keyword printed before an ability's cost, kept as its `keyword` ("When you use "X"")
KEYWORDS = ("Accelerate", "Resonate", "Change")
USED_NAMES = KEYWORDS + ("Backup",)

# events whose `filter` reads the card the event is about (the other character, the card
# revealed): abilities.validate accepts a filter with these
FILTER_EVENTS = frozenset({"char_direct_attacks", "char_attacks", "other_reversed_in_battle", "other_reversed",
                           "other_to_waiting_from_stage", "other_placed_from_waiting",
                           "self_or_other_placed_from_hand", "trigger_reveals", "char_trigger_reveals",
                           "other_battle_opponent_reversed", "event_played"})

# event fired on a card -> the event its owner's other characters hear then (auto.fire_self);
# table.py lists the first as live whenever the second is
OTHERS = {"reversed_in_battle": "other_reversed_in_battle", "reversed": "other_reversed",
          "to_waiting_room_from_stage": "other_to_waiting_from_stage",
          "placed_from_waiting": "other_placed_from_waiting"}

CONDITIONS_HEADS = {
    "placed_turn": "this card was placed on the stage from your hand (\"or_change\": or by a "
                   "\"Change\" effect) this turn, and has not left the stage since",
}


def check(a: dict) -> None:
    """The value checks of an 【AUTO】 head's parts that are this module's."""
    if "times_per_turn" in a:
        n = a["times_per_turn"]
        if a.get("kind") != "auto" or type(n) is not int or n < 2 or a.get("once_per_turn"):
            raise ValueError("'times_per_turn' (\"up to N times per turn\", N >= 2) goes on an "
                             "【AUTO】 without once_per_turn")
    if "placed_turn" in a.get("condition", {}) and a["condition"]["placed_turn"] not in (True, "or_change"):
        raise ValueError("condition 'placed_turn' is true or \"or_change\"")
    if "keyword" in a and (a.get("kind") not in ("auto", "act") or a["keyword"] not in KEYWORDS):
        raise ValueError(f"'keyword' is one of {', '.join(KEYWORDS)}, on an 【AUTO】 or 【ACT】")
    if a.get("when") == "keyword_used" and a.get("name") not in USED_NAMES:
        raise ValueError(f"when = \"keyword_used\" names one of {', '.join(USED_NAMES)}")
    if a.get("when") in NO_THAT and _uses_that(a.get("effect")):
        # the verbs read "that character" on the stage; the card these events are about is not
        # there (it has left it, or it is an event or a revealed card)
        raise ValueError(f"'that' (the card the event is about) is not read by the effects of "
                         f"{a['when']}")


# events whose `extra` is the character the event is about: "that character" in the effect is
# that one (auto.step_resolve_ability puts it in ctx["that"] before the effects run)
THAT_EVENTS = frozenset({"other_attacks", "other_frontal_attacked", "other_placed_from_hand",
                         "other_reversed_in_battle", "other_reversed", "other_placed_from_waiting",
                         "self_or_other_placed_from_hand", "char_direct_attacks", "char_attacks"})
# events whose `extra` is no character on the stage: their effects must not read "that"
NO_THAT = frozenset({"other_to_waiting_from_stage", "event_played", "opponent_event_played",
                     "trigger_reveals", "char_trigger_reveals"})


def _uses_that(x) -> bool:
    """Does an effect anywhere inside read the card the event is about (`extra`: verbs.verb_move
    with what = "that", also inside a delayed ability, which keeps it)? A target "that" is the
    card a previous effect chose (ctx), and a granted ability has its own events."""
    if isinstance(x, dict):
        if x.get("what") == "that":
            return True
        return any(_uses_that(v) for k, v in x.items() if k != "ability" or x.get("verb") != "grant")
    if isinstance(x, list):
        return any(_uses_that(v) for v in x)
    return False


# the older events with a `filter` on the other character (abilities.py), worded here too
_OLDER_FILTER_EVENTS = frozenset({"other_attacks", "other_frontal_attacked", "other_placed_from_hand"})


def when_words(a: dict, filter_words) -> str | None:
    """The words of an event of this module that reads a `filter` (any, without one), or None."""
    f = a.get("filter")
    w = a["when"]
    if w == "keyword_used":
        return f"when you use \"{a.get('name')}\""
    if w not in FILTER_EVENTS and w not in _OLDER_FILTER_EVENTS:
        return None
    what = filter_words(f) if f or w not in ("trigger_reveals", "char_trigger_reveals") else "card"
    return {
        "char_direct_attacks": f"when your {what} direct attacks",
        "char_attacks": f"when your {what} attacks",
        "other_reversed_in_battle": f"when your other {what} becomes reversed in battle",
        "other_reversed": f"when your other {what} becomes reversed",
        "other_to_waiting_from_stage": f"when your other {what} is put into your waiting room from "
                                       f"the stage",
        "other_placed_from_waiting": f"when your other {what} is placed on the stage from your "
                                     f"waiting room",
        "self_or_other_placed_from_hand": f"when this card or your other {what} is placed on the "
                                          f"stage from your hand",
        "trigger_reveals": f"when this card's trigger check reveals a {what}",
        "char_trigger_reveals": f"when your character's trigger check reveals a {what}",
        "other_battle_opponent_reversed": f"when your other {what}'s battle opponent becomes reversed",
        "event_played": f"when you play {what if f else 'an event'}",
        "other_attacks": f"when your other {what} attacks",
        "other_frontal_attacked": f"when your other {what} is frontal attacked",
        "other_placed_from_hand": f"when your other {what} is placed on the stage from your hand",
    }[w]


def times_words(a: dict) -> str:
    n = a.get("times_per_turn")
    return f"(up to {n} times per turn) " if n else ""


def condition_words(k: str, v) -> str | None:
    if k == "placed_turn":
        return "it is the turn that this card was placed on the stage from your hand" + (
            ' or by a "Change" effect' if v == "or_change" else "")
    return None


def _reads(x, key: str) -> bool:
    """Does a condition anywhere inside an ability table hold `key`?"""
    if isinstance(x, dict):
        c = x.get("condition")
        if isinstance(c, dict) and key in c:
            return True
        return any(_reads(v, key) for v in x.values())
    if isinstance(x, list):
        return any(_reads(v, key) for v in x)
    return False


def live_extra(live: set, cards) -> set:
    """What table.live_events adds for these events: the event of a card whose owner's other
    characters may hear it (OTHERS), "act_used" for "opponent_act_used", and "placed_turn" when some ability reads that condition
    (then the engine records the turn a character is placed from the hand; heads.py)."""
    out = {k for k, v in OTHERS.items() if v in live}
    if "opponent_act_used" in live:
        out.add("act_used")           # auto.use_act pushes the step that fires both
    if any(_reads(a, "placed_turn") for c in cards for a in c.abilities):
        out.add("placed_turn")
    return out
