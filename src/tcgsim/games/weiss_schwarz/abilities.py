"""The Weiß Schwarz ability vocabulary (DESIGN §3): how abilities are written as data.

An ability is a table with a `kind`:

  cont       {kind="cont", effect=[...], condition={...}?, zone="stage"|"hand"|"climax"|"memory"}
             a continuous effect, recomputed whenever a value is read (seed 000 영속 효과)
  auto       {kind="auto", when="<event>", effect=[...], cost=[...]?, condition={...}?,
              optional=bool, name="<card name>"? (events about a named card)}
             triggers on an event and waits for the next check timing (seed 000 자동 효과)
  act        {kind="act", cost=[...], effect=[...]}  used from the stage in the main phase
  backup     {kind="backup", power=N, level=N, stock=N}  the 【COUNTER】 Backup from hand
  encore     {kind="encore", cost=[...]}  a card-specific Encore (the standard 3-stock one is a rule)
  assist     {kind="assist", power=N} or {kind="assist", per_level=N}  to the characters in front
  great_performance / cannot_side_attack / no_color_requirement   keyword flags

Effects are lists of verb tables `{verb=..., ...}`; costs are lists of cost tables.
Targets are strings ("self", "all_yours", "others_yours", "front", "battle_opponent",
"attacker", "opponents_all", "that" = the character the previous effect chose or placed),
a group `{who=..., filter={...}}` or a choice `{choose=N, from="your_stage"|..., filter={...}}`.
Filters: trait, traits_any, name, name_contains, type ("card" = any type), level_max,
level_min, cost_max, trigger, color, level_above_players, any_of=[filters].

Abilities nest: `grant` gives a target an `ability` table (continuously, or until a time),
`delayed` waits with its `ability` for an event ("at the beginning of your next draw
phase"), and `brainstorm` / `repeat` / `reveal_top` / `conditional` carry effect lists
(`each`, `effect`, `then`). The engine names a nested part by a path string
("card.i.effect.k.ability", see EffectSteps.walk). An 【AUTO】 with zone = "memory" works
from the memory; once_per_turn = true limits it to one use a turn.
Conditions: see CONDITIONS. Each verb's execution lives in effects.py under the same
name; a verb the engine does not execute yet is refused here, so a card file never
claims an ability the engine cannot play.
"""

from __future__ import annotations

from . import abilities_auto, abilities_deck, abilities_restrict, abilities_xvalue
from . import abilities_modal, abilities_stats2, abilities_zones
from . import abilities_heads
from . import abilities_conds
from . import abilities_grant2
from . import abilities_deck3
from . import abilities_modal2

KINDS = ("cont", "auto", "act", "event", "backup", "encore", "assist", "great_performance",
         "cannot_side_attack", "no_color_requirement", "deck_copies")

# events an AUTO ability can wait for
EVENTS = {
    "placed_from_hand": "when this card is placed on the stage from your hand",
    "placed": "when this card is placed on the stage",
    "attacks": "when this card attacks",
    "attack_end": "at the end of this card's attack",
    "reversed_in_battle": "when this card becomes reversed in battle",
    "battle_opponent_reversed": "when this card's battle opponent becomes reversed",
    "to_waiting_room_from_stage": "when this card is put into your waiting room from the stage",
    "climax_phase_start": "at the beginning of your climax phase",
    "opponent_attack_phase_start": "at the beginning of your opponent's attack phase",
    "main_phase_start": "at the beginning of your main phase",
    "draw_phase_start": "at the beginning of your draw phase",
    "climax_placed": "when this climax is placed on your climax area from your hand",
    "trigger_reveals_climax": "when your character's trigger check reveals a climax",
    "damage_canceled": "when damage dealt by this card is canceled",
    "backup_used": "when you use this card's Backup",
    "attack_phase_start": "at the beginning of your attack phase",
    "encore_step_start": "at the beginning of the encore step",
    "end_of_turn": "at the end of your turn",
    "placed_by_effect": "when this card is placed on the stage by the effect of a named card",
    "reversed": "when this card becomes reversed",
    "your_climax_placed": "when your climax is placed on your climax area",
    "other_attacks": "when your other character (matching `filter`) attacks",
    "other_battle_opponent_reversed": "when your other character's battle opponent becomes reversed",
    "other_placed_from_hand": "when your other character is placed on the stage from your hand",
    # verbs_act.py and the events it fires
    "act_used": "when you use an 【ACT】 (once its cost is paid)",
    "opponent_draw_phase_start": "at the beginning of your opponent's draw phase",
    "level_up": "when you level up",
    "damage_not_canceled": "when damage dealt by this card is not canceled",
    "frontal_attacked": "when this card is frontal attacked",
    "other_frontal_attacked": "when your other character (matching `filter`) is frontal attacked",
    "damage_received_canceled": "when the damage you received is canceled",
    "damage_received_not_canceled": "when the damage you received is not canceled",
    "event_played": "when you play an event",
    "opponent_climax_placed": "when your opponent's climax is placed on their climax area",
    # issue 15
    "placed_from_hand_or_by": "when this card is placed on the stage from your hand or by the effect "
                              "`by` names",
    "direct_attacks": "when this card direct attacks",
    "placed_from_waiting": "when this card is placed on the stage from your waiting room",
    "placed_from_memory": "when this card is placed on the stage from your memory",
    "placed_from_deck": "when this card is placed on the stage from your deck",
}
EVENTS.update(abilities_zones.EVENTS_ZONES)
EVENTS.update(abilities_heads.EVENTS_HEADS)

CONDITIONS = {
    "count_min": "you have at least N characters matching a filter",
    "climax": "a named climax is in your climax area",
    "your_turn": "it is your turn",
    "opponents_turn": "it is your opponent's turn",
    "memory_min": "your memory holds at least N cards",
    "level_min": "your level is at least N",
    "all_match": "all of your characters match a filter",
    "in_center": "this card is in your center stage",
    "in_middle": "this card is in the middle position of your center stage",
    "marker": "this card has a marker underneath",
    "memory_max": "your memory holds at most N cards",
    "opp_center_max": "your opponent's center stage has at most N characters",
    "memory_count_min": "your memory holds at least N cards matching a filter",
    "in_memory": "this card is in your memory",
    "facing_cost_max": "the character facing this card has cost N or lower",
    "facing": "there is a character facing this card",
    "milled_min": "at least N of the cards just put into the waiting room match a filter",
    "phase": "it is the named phase (\"climax\", \"main\", …)",
    "waiting_climax_max": "your waiting room holds at most N climaxes",
    "stock_max": "your stock holds at most N cards",
    "hand_min": "your hand holds at least N cards",
    "facing_level_min": "the character facing this card has level N or higher",
    "experience_min": "the total level of the cards in your level zone is N or higher "
                      "(seed 000 경험)",
    "clock_top": "this card is the top (newest) card of your clock (seed 000 알람)",
    "level_has": "for each filter of a list, your level zone holds a card matching it (seed 000 경험)",
    "no_other_rest_center": "you have no other 【REST】 character in your center stage",
    "in_battle": "this card is in battle (the attacker or the defender of a frontal attack)",
    "battle_opponent": "this card has a battle opponent, and it matches the filter given (verbs_battle)",
    "facing_level_max": "the character facing this card has level N or lower",
    "climax_area": "your climax area holds a climax matching a filter ({} = any climax)",
    "opp_climax_area": "your opponent's climax area holds a climax matching a filter",
    "no_climax": "your climax area holds no climax",
    "clock_has": "your clock holds a card matching a filter",
    "opp_count_min": "your opponent has at least N characters matching a filter",
    "count_max": "you have at most N characters matching a filter",
    "stock_min": "your stock holds at least N cards",
    "clock_min": "your clock holds at least N cards",
    "hand_max": "your hand holds at most N cards",
    "no_marker": "this card has no marker underneath",
}
CONDITIONS.update(abilities_restrict.CONDITIONS_RESTRICT)

# verb -> (allowed parameters, one-shot or continuous)
VERBS = {
    # continuous
    "power": ({"target", "amount", "per", "per_level", "until"}, "both"),
    "soul": ({"target", "amount", "per", "until"}, "both"),
    "level": ({"target", "amount", "zone", "per"}, "cont"),
    "cannot_side_attack": ({"target"}, "cont"),
    "cannot_reverse": ({"target"}, "cont"),
    "trigger_icon": ({"icon"}, "cont"),
    "no_counters": (set(), "cont"),
    "cannot_play": (set(), "cont"),
    "no_events_backup": (set(), "cont"),
    "no_stand_phase": (set(), "cont"),
    "grant": ({"target", "ability", "until"}, "both"),
    # one-shot
    "draw": ({"n", "up_to"}, "once"),
    "keep_side_soul": ({"until"}, "once"),
    "damage": ({"n", "per"}, "once"),
    "heal": ({"n", "optional"}, "once"),
    "stock_top": ({"n", "up_to"}, "once"),
    "mill": ({"n", "opponent", "bottom", "up_to"}, "once"),
    "salvage": ({"filter", "n", "up_to", "to"}, "once"),
    "search_deck": ({"filter", "n", "to", "reveal"}, "once"),
    "look_top": ({"n", "n_memory_plus", "choose", "exact", "filter", "to", "rest", "reveal_pick"}, "once"),
    "bounce": ({"target"}, "once"),
    "to_stock_from_hand": ({"n", "optional"}, "once"),
    "standby": (set(), "once"),
    # verbs.py
    "move": ({"what", "to"}, "once"),
    "delayed": ({"ability", "if_done", "that"}, "once"),
    "to_stage": ({"from", "filter", "slots", "up_to", "level_max_yours"}, "once"),
    "swap_with": ({"target", "stand"}, "once"),
    "move_to_open": ({"slot"}, "once"),
    "reveal_top": ({"filter", "to", "optional", "then", "negate", "else"}, "once"),
    "brainstorm": ({"n", "each", "filter", "once"}, "once"),
    "top_or_bottom": ({"to"}, "once"),
    "discard_from_hand": ({"n"}, "once"),
    "to_waiting_room": ({"target"}, "once"),
    "refill_vacated": ({"filter"}, "once"),
    "repeat": ({"per", "effect"}, "once"),
    "cannot_stand": ({"target"}, "once"),
    "stand": (set(), "once"),
    "conditional": ({"condition", "then"}, "once"),
    "self_to_stage": ({"slots"}, "once"),
    "exchange": ({"filter"}, "once"),
    "shift": ({"filter"}, "once"),
    # verbs_act.py
    "may": ({"then"}, "once"),
    "reorder_top": ({"n"}, "once"),
    "waiting_to_deck": (set(), "once"),
    # verbs_battle.py
    "reverse": ({"target"}, "once"),
    "send": ({"target", "to", "if_done"}, "once"),
    "opp_stock_bottom_to_waiting": ({"if_done"}, "once"),
    "opp_clock_top_to_waiting": (set(), "once"),
    "rest": ({"target", "optional"}, "once"),
    "deck_to_clock": (set(), "once"),
    "rest_to_back": ({"target"}, "once"),
    "move_to_faced": (set(), "once"),
    # verbs_climax.py: choose the target's cards (choose=N, up_to), then `then` for each one
    # chosen, whose target "that" is that card
    "choose_then": ({"target", "then", "and_self"}, "once"),   # and_self: this card is chosen too
    "stand_chosen": ({"target"}, "once"),        # 【STAND】 the chosen character
}
VERBS.update(abilities_auto.VERBS_AUTO)
VERBS.update(abilities_xvalue.VERBS_X)
VERBS.update(abilities_restrict.VERBS_RESTRICT)
VERBS.update(abilities_deck.VERBS_DECK)
VERBS.update(abilities_modal.VERBS_MODAL)
VERBS.update(abilities_stats2.VERBS_STATS)          # the one-shot level change too
VERBS.update(abilities_zones.VERBS_ZONES)
VERBS.update(abilities_grant2.VERBS_GRANT)
VERBS.update(abilities_deck3.VERBS_DECK3)
VERBS.update(abilities_modal2.VERBS_MODAL2)
CONDITIONS.update(abilities_modal2.CONDITIONS_MODAL2)
CONDITIONS.update(abilities_deck.CONDITIONS_DECK)
CONDITIONS.update(abilities_deck3.CONDITIONS_DECK3)
CONDITIONS.update(abilities_zones.CONDITIONS_ZONES)
CONDITIONS.update(abilities_heads.CONDITIONS_HEADS)
CONDITIONS.update(abilities_conds.CONDITIONS_CONDS)
SEND_TO = ("waiting", "memory", "hand", "stock", "clock", "deck_bottom")   # verb "send"
ZONES = ("waiting", "memory", "deck", "hand", "stock", "clock")

COSTS = ("stock", "discard", "rest_self", "rest_others", "to_memory_self", "clock_top",
         "to_waiting_room_self", "discard_climax", "discard_character", "to_clock_from_hand",
         "from_stage_to_waiting_room", "climax_to_waiting", "rest_chars", "reveal_from_hand",
         "to_hand_self", "to_clock_self", "to_deck_bottom_self", "stand_to_memory_self",
         "others_to_waiting_room", "waiting_to_clock_bottom", "memory_to_waiting", "waiting_to_deck",
         "shuffle_deck", "stock_to_clock", "markers_to_waiting") + abilities_modal2.COSTS2

# where an ability works from: "clock_top" = only while this card is the top (newest) card of
# its owner's clock (seed 000 알람); "clock" = anywhere in the clock (seed 000 시프트)
AUTO_ZONES = ("stage", "memory", "clock_top", "clock")
CONT_ZONES = ("stage", "hand", "climax", "memory", "any", "clock_top")

TARGET_WORDS = {
    "self": "this card", "all_yours": "all of your characters",
    "others_yours": "all of your other characters", "front": "your characters in front of this card",
    "battle_opponent": "this card's battle opponent", "attacker": "the attacking character",
    "opponent_center": "all characters in your opponent's center stage",
    "opponents_all": "all of your opponent's characters",
    "that": "that character",
    "in_battle_yours": "your character in battle",
    "middle_other": "your other character in the middle position of your center stage",
}
TARGET_WORDS.update(abilities_restrict.TARGETS_RESTRICT)
TARGET_WORDS.update(abilities_grant2.TARGETS_GRANT)


def _check_filter(f) -> None:
    allowed = {"trait", "name", "name_contains", "type", "level_max", "level_min", "cost_max",
               "trigger", "color", "traits_any", "level_above_players", "any_of",
               "level_max_players", "marker", "status", "name_in"}
    if not isinstance(f, dict):
        raise ValueError(f"a filter must be a table; got {f!r}")
    bad = set(f) - allowed
    if bad:
        raise ValueError(f"unknown filter key {sorted(bad)[0]!r}; filters take {', '.join(sorted(allowed))}")
    for g in f.get("any_of", ()):
        _check_filter(g)
    if "status" in f and f["status"] not in abilities_zones.STATUS:
        raise ValueError(f"filter 'status' is one of {', '.join(abilities_zones.STATUS)}")


def _check_target(t) -> None:
    if isinstance(t, str):
        if t not in TARGET_WORDS:
            raise ValueError(f"unknown target {t!r}; targets: {', '.join(TARGET_WORDS)} or a choice table")
        return
    if isinstance(t, dict) and "who" in t and "choose" not in t:
        if t["who"] not in ("all_yours", "others_yours", "opponent_center", "front", "opponents_all",
                            "middle_other", "in_battle_yours"):
            raise ValueError(f"a filtered group target needs who = all_yours, others_yours, "
                             f"opponent_center or front; got {t['who']!r}")
        if set(t) - {"who", "filter"}:
            raise ValueError(f"a group target takes who and filter; got {sorted(t)}")
        if "filter" in t:
            _check_filter(t["filter"])
        return
    if not isinstance(t, dict) or "choose" not in t:
        raise ValueError(f"a target is a word, {{who=..., filter=...}} or "
                         f"{{choose=N, from=..., filter=...}}; got {t!r}")
    if t.get("from") not in ("your_stage", "opponent_stage", "your_center", "opponent_center",
                             "opponent_back", "your_other_stage", "any_other_stage", "in_battle"):
        raise ValueError(f"choice 'from' must be a stage zone; got {t.get('from')!r}")
    if "filter" in t:
        _check_filter(t["filter"])


def _check_effects(effs, kind: str) -> None:
    if not isinstance(effs, list) or not effs:
        raise ValueError("effect must be a non-empty list of verb tables")
    for e in effs:
        if not isinstance(e, dict) or "verb" not in e:
            raise ValueError(f"an effect is a table with a 'verb'; got {e!r}")
        v = e["verb"]
        if v not in VERBS:
            raise ValueError(f"unknown verb {v!r}; the engine executes {', '.join(sorted(VERBS))}")
        params, mode = VERBS[v]
        if kind == "cont" and mode == "once":
            raise ValueError(f"verb {v!r} is one-shot and cannot be continuous")
        if kind != "cont" and mode == "cont":
            raise ValueError(f"verb {v!r} is continuous only")
        bad = set(e) - params - {"verb"}
        if bad:
            raise ValueError(f"verb {v!r} has no parameter {sorted(bad)[0]!r}; it takes "
                             f"{', '.join(sorted(params)) or 'none'}")
        if "target" in e:
            _check_target(e["target"])
        if "filter" in e:
            _check_filter(e["filter"])
        if "ability" in e:
            validate(e["ability"])
            if {"or_when", "by"} & set(e["ability"]):      # table.py reads them on printed abilities
                raise ValueError("a granted or delayed ability waits for one event ('or_when', 'by': "
                                 "printed abilities only)")
        if "condition" in e:
            _check_condition(e["condition"])
        if isinstance(e.get("target"), dict) and "choose" in e["target"] and v not in ("choose_then", "rest_pick") \
                and (e["target"]["choose"] != 1 or "up_to" in e["target"]):
            raise ValueError(f"verb {v!r}: a choice of more than 1 or 'up to' goes in choose_then")
        if v == "choose_then" and not (isinstance(e["target"], dict) and "choose" in e["target"]):
            raise ValueError("verb 'choose_then' needs a choice target {choose=N, from=...}")
        for key in ("each", "then", "else") + (("effect",) if v == "repeat" else ()):
            if key in e:
                _check_effects(e[key], "once")
        if v == "to_stage" and e.get("slots", "any") not in ("any", "center", "this"):
            raise ValueError("verb 'to_stage': slots must be any, center or this (the position "
                             "this card was on, seed 000 체인지)")
        abilities_auto.check(e, _check_effects)
        abilities_xvalue.check(e, _check_effects)
        abilities_restrict.check(e)
        abilities_grant2.check(e, kind)      # (supersedes abilities_grant.check)
        abilities_deck.check(e)
        abilities_modal.check(e, _check_effects)
        abilities_stats2.check(e, kind, _check_filter)
        abilities_zones.check(e, _check_filter)
        abilities_deck3.check(e)
        abilities_modal2.check(e, _check_effects)
        if v == "send" and e.get("to") not in SEND_TO:
            raise ValueError(f"verb 'send': to must be one of {', '.join(SEND_TO)}")
        for key in ("to", "from"):
            if key in e and v in ("move", "to_stage") and e[key] not in ZONES:
                raise ValueError(f"verb {v!r}: {key} must be one of {', '.join(ZONES)}")


def _check_condition(c) -> None:
    if not isinstance(c, dict):
        raise ValueError(f"a condition is a table; got {c!r}")
    for k in c:
        if k not in CONDITIONS and k not in ("filter", "others", "n"):
            raise ValueError(f"unknown condition {k!r}; conditions: {', '.join(CONDITIONS)}")
    if "filter" in c:
        _check_filter(c["filter"])
    if "battle_opponent" in c:
        _check_filter(c["battle_opponent"])
    for k in ("climax_area", "opp_climax_area"):
        if k in c:
            _check_filter(c[k])
    if "done" in c:
        abilities_zones.check_condition(c)
    if "level_has" in c:
        if not isinstance(c["level_has"], list) or not c["level_has"]:
            raise ValueError("level_has is a non-empty list of filters")
        for f in c["level_has"]:
            _check_filter(f)
    abilities_conds.check(c, _check_filter)


def _check_costs(costs) -> None:
    if not isinstance(costs, list):
        raise ValueError("cost must be a list of cost tables")
    for c in costs:
        if not isinstance(c, dict) or len(set(c) - {"filter"}) != 1:
            raise ValueError(f"a cost is a table with one of {', '.join(COSTS)}; got {c!r}")
        k = next(iter(set(c) - {"filter"}))
        if k not in COSTS:
            raise ValueError(f"unknown cost {k!r}; costs: {', '.join(COSTS)}")


def validate(a) -> dict:
    """Check one ability table; return a plain dict copy."""
    if not isinstance(a, dict):
        raise ValueError(f"an ability is a table; got {a!r}")
    kind = a.get("kind")
    if kind not in KINDS:
        raise ValueError(f"unknown ability kind {kind!r}; kinds: {', '.join(KINDS)}")
    if kind in ("cont", "auto", "act", "event"):
        _check_effects(a.get("effect"), kind)
    if kind == "auto":
        if a.get("when") not in EVENTS:
            raise ValueError(f"unknown event {a.get('when')!r}; events: {', '.join(EVENTS)}")
        if "name" in a and (a["when"] not in ("climax_placed", "placed_by_effect")
                            and a["when"] not in abilities_heads.NAME_EVENTS
                            or not isinstance(a["name"], str)):
            raise ValueError("'name' (a card's name) goes only with when = \"climax_placed\" "
                             "or \"placed_by_effect\"")
    if "or_when" in a and (kind != "auto" or a["or_when"] not in EVENTS or a["or_when"] == a["when"]
                           or {"name", "by", "filter", "zone"} & set(a)):
        raise ValueError("'or_when' (\"When A or B\") is a second event of an 【AUTO】 of the stage, "
                         "without name, by, filter or zone")
    if kind == "auto" and (a.get("when") == "placed_from_hand_or_by") != ("by" in a):
        raise ValueError("'by' goes with when = \"placed_from_hand_or_by\", and it needs one")
    if "by" in a:
        by = a["by"]
        if not isinstance(by, dict) or not (by == {"change": True} or (
                isinstance(by.get("name"), str) and set(by) <= {"name", "kind"}
                and by.get("kind", "auto") in ("auto", "act", "event"))):
            raise ValueError(f"'by' is {{change = true}} or {{name = \"…\", kind = \"auto\"|\"act\""
                             f"|\"event\"}}; got {by!r}")
    if "zone" in a and a["zone"] not in AUTO_ZONES + CONT_ZONES:
        raise ValueError(f"unknown zone {a['zone']!r}")
    if kind == "auto" and a.get("zone", "stage") not in AUTO_ZONES:
        raise ValueError(f"an 【AUTO】 works from zone {', '.join(AUTO_ZONES)}; got {a['zone']!r}")
    if "condition" in a:
        _check_condition(a["condition"])
    if "cost" in a:
        _check_costs(a["cost"])
    if kind == "backup":
        for k in ("power", "level", "stock"):
            if not isinstance(a.get(k), int):
                raise ValueError(f"backup needs an integer {k!r}")
    if kind == "assist":
        abilities_stats2.check_assist(a, _check_filter)     # power / per_level / level / soul
    if kind == "deck_copies" and not (a.get("max") == "any" or (type(a.get("max")) is int
                                                                and 4 < a["max"] <= 50)):
        raise ValueError("deck_copies needs 'max': \"any\" or a number of copies from 5 to 50")
    if kind in ("assist", "auto") and "filter" in a:
        _check_filter(a["filter"])
    if kind == "auto" and "filter" in a and a["when"] not in ("other_attacks", "other_placed_from_hand", "other_frontal_attacked",
                                                              "trigger_reveals_climax",
                                                              "battle_opponent_reversed",
                                                              "your_climax_placed") \
            and a["when"] not in abilities_heads.FILTER_EVENTS:
        raise ValueError("an 【AUTO】 'filter' (the other character, or the revealed climax) goes "
                         "only with when = \"other_attacks\" or \"trigger_reveals_climax\"")
    abilities_heads.check(a)
    return dict(a)


# ---- words ---------------------------------------------------------------------------------

def _filter_words(f: dict | None) -> str:
    if not f:
        return "character"
    parts = []
    if "level_max" in f:
        parts.append(f"level {f['level_max']} or lower")
    if "level_min" in f:
        parts.append(f"level {f['level_min']} or higher")
    if "cost_max" in f:
        parts.append(f"cost {f['cost_max']} or lower")
    if "status" in f:
        parts.append(abilities_zones.status_words(f["status"]))
    if "color" in f:
        parts.append(f["color"])
    if "trait" in f:
        parts.append(f"《{f['trait']}》")
    if "traits_any" in f:
        parts.append(" or ".join(f"《{t}》" for t in f["traits_any"]))
    noun = f.get("type", "character")
    if "any_of" in f:
        return " or ".join(_filter_words(g) for g in f["any_of"])
    if "trigger" in f:
        noun += f" with a {f['trigger']} trigger icon"
    if "name" in f:
        return f"\"{f['name']}\""
    if "name_contains" in f:
        noun += f" with \"{f['name_contains']}\" in its name"
    if f.get("name_in"):
        noun += " with the same card name as a card " + {
            "waiting": "in your waiting room", "stage": "on your stage",
            "stages": "on your stage or your opponent's stage"}.get(f["name_in"], f["name_in"])
    if f.get("level_max_players"):
        noun += " with level equal to or lower than its owner's level"
    if f.get("level_above_players"):
        noun += " with level higher than its owner's level"
    if f.get("marker"):
        noun += " with a marker underneath"
    return " ".join(parts + [noun])


def _target_words(t) -> str:
    if isinstance(t, str):
        return TARGET_WORDS[t]
    if "who" in t:
        base = TARGET_WORDS[t["who"]]
        return f"{base} ({_filter_words(t['filter'])})" if t.get("filter") else base
    where = {"your_stage": "of your characters", "opponent_stage": "of your opponent's characters",
             "your_center": "of your center-stage characters",
             "opponent_center": "of your opponent's center-stage characters",
             "opponent_back": "of your opponent's back-stage characters",
             "your_other_stage": "of your other characters",
             "any_other_stage": "of the other characters (either player's)",
             "in_battle": "of the characters in battle"}[t["from"]]
    n = f"up to {t['choose']}" if t.get("up_to") else t["choose"]
    return f"{n} {where} ({_filter_words(t.get('filter'))})" if t.get("filter") else \
        f"{n} {where}"


def effect_words(e: dict) -> str:
    v = e["verb"]
    until = {"turn": " until end of turn", "opp_next_turn": " until the end of your opponent's next turn"}
    if v in ("power", "soul"):
        amt = e.get("amount", 0)
        per = ""
        if isinstance(e.get("per"), dict):
            where = {"memory": " in your memory", "milled": " among those cards",
                     "opponent": " of your opponent's",
                     "center": " in your center stage",
                     "back": " in your back stage"}.get(e["per"].get("zone", "stage"), "")
            other = "other " if e["per"].get("others") else ""
            per = f" for each {other}{_filter_words(e['per'].get('filter'))}{where}"
            per = _per_words(e["per"]) or per
        if e.get("per_level"):
            per = " times its level"
        tw = _target_words(e.get('target', 'self'))
        verb = "gets" if tw == "this card" else "get"
        return f"{tw} {verb} {amt:+d} {v}{per}{until.get(e.get('until'), '')}"
    if v == "level":
        per = _per_words(e["per"]) if isinstance(e.get("per"), dict) else ""
        return (f"{_target_words(e.get('target', 'self'))} get {e['amount']:+d} level{per}"
                f"{' while in your hand' if e.get('zone') == 'hand' else ''}{until.get(e.get('until'), '')}")
    if v == "cannot_side_attack":
        return f"{_target_words(e.get('target', 'self'))} cannot side attack"
    if v == "draw":
        return f"draw {'up to ' if e.get('up_to') else ''}{e.get('n', 1)} card(s)"
    if v == "damage":
        per = ""
        if isinstance(e.get("per"), dict):
            other = "other " if e["per"].get("others") else ""
            per = f" for each {other}{_filter_words(e['per'].get('filter'))}" + \
                {"milled": " among those cards", "memory": " in your memory"}.get(
                    e["per"].get("zone", "stage"), "")
        return f"deal {e.get('n', 1)} damage{per} to your opponent (it may be canceled)"
    if v == "heal":
        n = e.get("n", 1)
        what = "the top card" if n == 1 else f"the top {n} cards"
        return f"{'you may ' if e.get('optional') else ''}put {what} of your clock into your waiting room"
    if v == "stock_top":
        return f"put {'up to ' if e.get('up_to') else ''}{e.get('n', 1)} card(s) from the top of your deck into your stock"
    if v == "mill":
        whose = "your opponent's" if e.get("opponent") else "your"
        end = "bottom" if e.get("bottom") else "top"
        where = "their" if e.get("opponent") else "your"
        if e.get("up_to"):
            return f"put up to {e.get('n', 1)} card(s) from the top of your deck into your waiting room"
        return f"put the {end} {e.get('n', 1)} card(s) of {whose} deck into {where} waiting room"
    if v == "salvage":
        return (f"return {'up to ' if e.get('up_to', True) else ''}{e.get('n', 1)} "
                f"{_filter_words(e.get('filter'))} from your waiting room to your {e.get('to', 'hand')}")
    if v == "search_deck":
        rv = "reveal it to your opponent, " if e.get("reveal") else ""
        what = _filter_words(e.get("filter")) if e.get("filter") else "card"
        return (f"search your deck for up to {e.get('n', 1)} {what}, {rv}put it into your "
                f"{_zone_words(e.get('to', 'hand'))}, and shuffle your deck")
    if v == "look_top":
        return (f"look at up to {e.get('n', 1)} cards from the top of your deck, choose "
                f"{'' if e.get('exact') else 'up to '}"
                f"{e.get('choose', 1)} {_filter_words(e.get('filter')) if e.get('filter') else 'card'}, "
                f"{'reveal it to your opponent, ' if e.get('reveal_pick') else ''}"
                f"put it {'into your hand' if e.get('to', 'hand') == 'hand' else 'on top of your deck'}, "
                + ("and the rest on top of them" if e.get("rest") == "top"
                   else "and the rest into your waiting room"))
    if v == "bounce":
        return f"return {_target_words(e.get('target'))} to its owner's hand"
    if v == "to_stock_from_hand":
        return "you may put 1 card from your hand into your stock"
    if v == "standby":
        return ("you may put 1 character with level up to your level +1 from your waiting room "
                "on any position of your stage as rested")
    return _more_effect_words(e, v, until)


def _per_words(per: dict) -> str:
    """The 'for each …' words of the counts read by values._cont_stat: markers, or the
    opponent's stage ("" for the other counts, worded in effect_words)."""
    if "of" in per:
        return abilities_stats2.per_words(per, _filter_words)
    if per.get("zone") == "markers":
        return " for each marker underneath this card"
    if per.get("opponent"):
        where = {"back": " back stage", "center": " center stage"}.get(per.get("zone", "stage"), " stage")
        return f" for each {_filter_words(per.get('filter'))} in your opponent's{where}"
    return ""


def _zone_words(z: str) -> str:
    return {"waiting": "waiting room"}.get(z, z)


def _more_effect_words(e: dict, v: str, until: dict) -> str:
    if v == "stand_chosen":
        return f"stand {_target_words(e['target'])}"
    if v == "choose_then":
        then = "; ".join(effect_words(x) for x in e["then"])
        me = "this card and " if e.get("and_self") else ""
        return f"choose {me}{_target_words(e['target'])}; for each chosen: {then}"
    if v == "no_stand_phase":
        return "this card does not stand during your stand phase"
    if v == "no_events_backup":
        return "you cannot play events or Backup from your hand"
    if v == "cannot_play":
        return "this card cannot be played from your hand"
    if v == "conditional":
        then = "; ".join(effect_words(x) for x in e["then"])
        return f"if {condition_words(e['condition'])}, {then}"
    if v == "self_to_stage":
        where = "your center stage" if e.get("slots") == "center" else "your stage"
        return f"put this card on any position of {where}"
    if v == "shift":
        return (f"you may choose 1 {_filter_words(e.get('filter'))} in your hand and this card in "
                f"your clock, and exchange them")
    if v == "exchange":
        return (f"reveal up to 1 {_filter_words(e.get('filter'))} in your hand, choose 1 "
                f"{_filter_words(e.get('filter'))} in your waiting room, and exchange them")
    if v == "trigger_icon":
        return f"this card gets a {e['icon']} trigger icon in all of your zones"
    if v == "stand":
        return "stand this card"
    if v == "no_counters":
        return "during this card's battle, its player cannot play events or Backup from the hand"
    if v == "keep_side_soul":
        return f"this card's soul does not decrease by side attacking{until.get(e.get('until'), '')}"
    if v == "cannot_reverse":
        return f"{_target_words(e.get('target', 'self'))} cannot become reversed"
    if v == "grant":
        return (f"{_target_words(e.get('target', 'self'))} get the ability "
                f"\"{describe(e['ability'])}\"{until.get(e.get('until'), '')}")
    if v == "move":
        what = "this card" if e.get("what", "self") == "self" else "that character"
        return f"put {what} into your {_zone_words(e['to'])}"
    if v == "delayed":
        a = e["ability"]
        head = "if you do, " if e.get("if_done") else ""
        eff = "; ".join(effect_words(x) for x in a["effect"])
        return f"{head}{EVENTS[a['when']].replace('your', 'your next', 1)}: {eff}"
    if v == "to_stage":
        where = {"center": "your center stage", "this": "the stage position that this card was on"}.get(
            e.get("slots"), "any position of your stage")
        lim = " with level up to your level" if e.get("level_max_yours") else ""
        return (f"choose {'up to ' if e.get('up_to') else ''}1 {_filter_words(e.get('filter'))}{lim} "
                f"in your {_zone_words(e.get('from', 'waiting'))} and put it on {where}")
    if v == "swap_with":
        return (f"choose this card and {_target_words(e['target'])}, and exchange their positions"
                f"{' as standing' if e.get('stand') else ''}")
    if v == "move_to_open":
        return (f"move this card to an open "
                f"{'middle position' if e.get('slot') == 'middle' else 'position'} of your "
                f"{'back' if e.get('slot') == 'back' else 'center'} stage")
    if v == "reveal_top":
        then = "; ".join(effect_words(x) for x in e.get("then", ()))
        may = "you may " if e.get("optional") else ""
        to = {"hand": "put it into your hand", "stay": "leave it there",
              "stock": "put it into your stock", "clock": "put it into your clock",
              "waiting": "put it into your waiting room",
              "marker": "put it underneath this card as a marker"}[e.get("to", "stay")]
        other = ("; otherwise, " + "; ".join(effect_words(x) for x in e["else"]) + " (it stays on top)"
                 if e.get("else") else " (otherwise it stays on top)")
        what = _filter_words(e.get("filter"))
        what = (what if what[:1] in '"《' or what.startswith("level") else
                ("an " if what[:1] in "aeiou" else "a ") + what)
        act = then if e.get("to", "stay") == "stay" and then else \
            f"{may}{to}{'; ' + then if then else ''}"
        return (f"reveal the top card of your deck; if it is {'not ' if e.get('negate') else ''}"
                f"{what}, {act}{other}")
    if v == "brainstorm":
        if "each" not in e:
            return f"flip over {e.get('n', 1)} cards from the top of your deck and put them into your waiting room"
        each = "; ".join(effect_words(x) for x in e["each"])
        what = _filter_words(e["filter"]) if e.get("filter") else "climax"
        return (f"put the top {e.get('n', 1)} cards of your deck into your waiting room; "
                f"{'if there is a' if e.get('once') else 'for each'} {what} among them, {each}")
    if v == "top_or_bottom":
        where = "into your waiting room" if e.get("to") == "waiting" else "at the bottom of your deck"
        return f"look at the top card of your deck and put it on the top or {where}"
    if v == "discard_from_hand":
        return f"choose {e.get('n', 1)} card(s) in your hand and put them into your waiting room"
    if v == "to_waiting_room":
        return f"put {_target_words(e['target'])} into its owner's waiting room"
    if v == "refill_vacated":
        return (f"your opponent chooses up to 1 {_filter_words(e.get('filter'))} in their waiting "
                f"room and puts it on the position that character was on")
    if v == "repeat":
        eff = "; ".join(effect_words(x) for x in e["effect"])
        other = "other " if e["per"].get("others") else ""
        return f"X times, {eff} (X = the number of your {other}{_filter_words(e['per'].get('filter'))}s)"
    if v in _BATTLE_WORDS:
        return _BATTLE_WORDS[v](e)
    if v == "cannot_stand":
        return f"{_target_words(e['target'])} does not stand during its owner's next stand phase"
    if v == "may":
        return "you may: " + "; ".join(effect_words(x) for x in e["then"])
    if v == "waiting_to_deck":
        return "return all cards from your waiting room to your deck and shuffle it"
    if v == "reorder_top":
        return (f"look at up to {e.get('n', 1)} cards from the top of your deck and put them back "
                f"on top in any order")
    return (abilities_auto.words(e, _filter_words, effect_words)
            or abilities_xvalue.words(e, _filter_words, effect_words)
            or abilities_restrict.words(e) or abilities_deck.words(e, _filter_words)
            or abilities_modal.words(e, effect_words) or abilities_grant2.words(e)
            or abilities_zones.words(e, _filter_words, _target_words)
            or abilities_deck3.words(e, _filter_words, effect_words)
            or abilities_modal2.words(e, effect_words, _filter_words) or v)


_SEND_WORDS = {"waiting": "its owner's waiting room", "memory": "its owner's memory",
               "hand": "its owner's hand", "stock": "its owner's stock", "clock": "its owner's clock",
               "deck_bottom": "the bottom of its owner's deck"}
_BATTLE_WORDS = {       # verbs_battle.py
    "reverse": lambda e: f"reverse {_target_words(e.get('target', 'that'))}",
    "send": lambda e: (("if so, " if e.get("if_done") else "")
                       + f"move {_target_words(e.get('target', 'that'))} to {_SEND_WORDS[e['to']]}"),
    "opp_stock_bottom_to_waiting": lambda e: (("if so, " if e.get("if_done") else "")
                                              + "the bottom card of your opponent's stock goes to "
                                                "their waiting room"),
    "opp_clock_top_to_waiting": lambda e: "the top card of your opponent's clock goes to their "
                                          "waiting room",
    "rest": lambda e: ("you may " if e.get("optional") else "") + f"rest {_target_words(e.get('target', 'self'))}",
    "deck_to_clock": lambda e: "put the top card of your deck into your clock",
    "rest_to_back": lambda e: f"rest {_target_words(e['target'])} and move it to an open position of your "
                              "back stage",
    "move_to_faced": lambda e: "move this card to an open position of your center stage with a character "
                               "facing it",
}


def cost_words(costs) -> str:
    out = []
    for c in costs or ():
        k, n = next((k, v) for k, v in c.items() if k != "filter")
        f = c.get("filter")
        out.append({
            "stock": f"({n})", "discard": f"put {n} {_filter_words(f) if f else 'card'}(s) from your hand into your waiting room",
            "rest_self": "rest this card",
            "rest_others": f"rest {n} of your other {_filter_words(f) + 's' if f else 'characters'}",
            "to_memory_self": "put this card into your memory", "clock_top": "put the top card of your deck into your clock",
            "to_waiting_room_self": "put this card into your waiting room",
            "discard_climax": "put 1 climax from your hand into your waiting room",
            "discard_character": f"put 1 {_filter_words(f)} from your hand into your waiting room",
            "to_clock_from_hand": f"put {n} {_filter_words(f) if f else 'card'}(s) from your hand into your clock",
            "from_stage_to_waiting_room": f"put {n} of your {_filter_words(f) + 's' if f else 'characters'} "
                                          "into your waiting room",
            "climax_to_waiting": f"put 1 {_filter_words(f)} from your climax area into your waiting room",
            "rest_chars": f"rest {n} of your {_filter_words(f) + 's' if f else 'characters'}",
            "reveal_from_hand": f"reveal {n} {_filter_words(f) if f else 'card'} in your hand",
            "to_hand_self": "return this card to your hand",
            "to_clock_self": "put this card into your clock",
            "to_deck_bottom_self": "put this card at the bottom of your deck",
            "stand_to_memory_self": "put this 【STAND】 card into your memory",
            "others_to_waiting_room": f"put {n} other {_filter_words(f) if f else 'character'}(s) from your stage "
                                      "into your waiting room",
            "waiting_to_clock_bottom": f"put {n} {_filter_words(f) if f else 'card'}(s) from your waiting room "
                                       "at the bottom of your clock",
            "memory_to_waiting": f"put {n} {_filter_words(f) if f else 'card'}(s) from your memory into your "
                                 "waiting room",
            "waiting_to_deck": f"return {n} {_filter_words(f) if f else 'card'}(s) from your waiting room to "
                               "your deck",
            "shuffle_deck": "shuffle your deck",
            "stock_to_clock": "put the top card of your stock into your clock",
            "markers_to_waiting": f"put {n} marker(s) underneath this card into your waiting room",
        }.get(k) or abilities_modal2.cost_words(k, n, f, _filter_words) or k)
    return " & ".join(out)


def condition_words(c: dict) -> str:
    """A condition table in words ("if you have 2 or more other 《T》 characters")."""
    f = c.get("filter")
    other = "other " if c.get("others") else ""
    out = []
    for k, v in c.items():
        if k in ("filter", "others", "n"):
            continue
        w = {
            "count_min": lambda: f"you have {v} or more {other}{_filter_words(f)}s",
            "climax": lambda: f"\"{v}\" is in your climax area",
            "your_turn": lambda: "it is your turn",
            "opponents_turn": lambda: "it is your opponent's turn",
            "memory_min": lambda: f"your memory has {v} or more cards",
            "memory_max": lambda: f"your memory has {v} or fewer cards",
            "memory_count_min": lambda: f"your memory has {v} or more {_filter_words(f)}s",
            "level_min": lambda: f"your level is {v} or higher",
            "all_match": lambda: f"all of your characters are {_filter_words(v)}s",
            "in_center": lambda: "this card is in your center stage",
            "in_middle": lambda: "this card is in the middle of your center stage",
            "in_memory": lambda: "this card is in your memory",
            "marker": lambda: "this card has a marker",
            "opp_center_max": lambda: f"your opponent's center stage has {v} or fewer characters",
            "facing": lambda: "a character faces this card",
            "facing_cost_max": lambda: f"the character facing this card is cost {v} or lower",
            "facing_level_min": lambda: f"the character facing this card is level {v} or higher",
            "milled_min": lambda: f"there is a {_filter_words(f)} among those cards",
            "waiting_climax_max": lambda: f"your waiting room has {v} or fewer climaxes",
            "stock_max": lambda: f"your stock has {v} or fewer cards",
            "hand_min": lambda: f"your hand has {v} or more cards",
            "phase": lambda: f"it is your {v} phase",
            "experience_min": lambda: f"the total level of the cards in your level zone is {v} or higher",
            "clock_top": lambda: "this card is the top card of your clock",
            "no_other_rest_center": lambda: "you have no other rested character in your center stage",
            "in_battle": lambda: "this card is in battle",
            "battle_opponent": lambda: f"this card's battle opponent is a {_filter_words(v)}",
            "facing_level_max": lambda: f"the character facing this card is level {v} or lower",
            "climax_area": lambda: f"there is a {_filter_words({**v, 'type': 'climax'})} in your climax area",
            "opp_climax_area": lambda: f"there is a {_filter_words({**v, 'type': 'climax'})} in your "
                                       f"opponent's climax area",
            "no_climax": lambda: "there is no climax in your climax area",
            "clock_has": lambda: f"your clock has a {_filter_words(v)}",
            "opp_count_min": lambda: f"your opponent has {v} or more {_filter_words(f)}s",
            "count_max": lambda: f"you have {v} or fewer {other}{_filter_words(f)}s",
            "stock_min": lambda: f"your stock has {v} or more cards",
            "clock_min": lambda: f"your clock has {v} or more cards",
            "hand_max": lambda: f"your hand has {v} or fewer cards",
            "no_marker": lambda: "this card has no marker underneath",
            "level_has": lambda: "your level zone has " + ", ".join(
                f"a {_filter_words(g)}" if "name" not in g else _filter_words(g) for g in v),
        }.get(k)
        out.append(w() if w else abilities_restrict.condition_words(k, v)
                   or abilities_deck.condition_words(k, v)
                   or abilities_zones.condition_words(k, v)
                   or abilities_heads.condition_words(k, v)
                   or abilities_conds.condition_words(k, v, _filter_words)
                   or abilities_deck3.condition_words(k, v, f, _filter_words)
                   or abilities_modal2.condition_words(k, v) or f"{k} {v}")
    return " and ".join(out)


def describe(a: dict) -> str:
    kind = a["kind"]
    cond = ""
    if "condition" in a:
        cond = "if " + condition_words(a["condition"]) + ", "
    eff = "; ".join(effect_words(e) for e in a.get("effect", []))
    cost = f"[{cost_words(a['cost'])}] " if a.get("cost") else ""
    if kind == "cont":
        return f"【CONT】 {'【CLOCK】 ' if a.get('zone') == 'clock_top' else ''}{cond}{eff}."
    if kind == "auto":
        opt = "you may pay the cost; if you do, " if a.get("cost") else ("you may: " if a.get("optional") else "")
        when = EVENTS[a["when"]]
        if "or_when" in a:
            when = f"{when} or {EVENTS[a['or_when']].removeprefix('when ')}"
        if "name" in a and a["when"] == "placed_by_effect":
            when = f"when this card is placed on the stage by the effect of \"{a['name']}\""
        elif a["when"] == "placed_from_hand_or_by":
            by = a["by"]
            src = ('a "Change" effect' if by.get("change") else
                   (f"the 【{by['kind'].upper()}】 effect of " if "kind" in by else "") + f'"{by["name"]}"')
            when = f"when this card is placed on the stage from your hand or by {src}"
        elif "name" in a:
            when = f"when \"{a['name']}\" is placed on your climax area"
        elif a["when"] == "other_placed_from_hand" and a.get("filter"):
            when = f"when your other {_filter_words(a['filter'])} is placed on the stage from your hand"
        elif a["when"] == "battle_opponent_reversed" and a.get("filter"):
            when = f"when this card's battle opponent ({_filter_words(a['filter'])}) becomes reversed"
        elif a["when"] == "your_climax_placed" and a.get("filter"):
            when = f"when your {_filter_words(a['filter'])} is placed on your climax area"
        elif a["when"] == "trigger_reveals_climax" and a.get("filter", {}).get("trigger"):
            when = f"{when} with [{a['filter']['trigger'].upper()}] in its trigger icon"
        when = abilities_heads.when_words(a, _filter_words) or when
        once = "(once per turn) " if a.get("once_per_turn") else abilities_heads.times_words(a)
        if a.get("zone") in ("clock_top", "clock"):
            once = "【CLOCK】 " + once
        return f"【AUTO】 {cost}{once}{when[0].upper() + when[1:]}, {cond}{opt}{eff}."
    if kind == "act":
        return f"【ACT】 {cost}{cond}{eff}."
    if kind == "event":
        return f"{cond}{eff}."
    if kind == "backup":
        return (f"【ACT】【COUNTER】 Backup {a['power']}, level {a['level']} [({a['stock']}) put this "
                f"card from your hand into your waiting room]")
    if kind == "encore":
        return f"【AUTO】 Encore [{cost_words(a.get('cost'))}]"
    if kind == "assist":
        return abilities_stats2.assist_words(a, cond, _filter_words)
    if kind == "deck_copies":
        n = "any number of" if a["max"] == "any" else f"up to {a['max']}"
        return f"【CONT】 A deck may hold {n} cards with this card's name."
    return {"great_performance": "【CONT】 Great Performance",
            "cannot_side_attack": "【CONT】 This card cannot side attack.",
            "no_color_requirement": "【CONT】 This card can be played without fulfilling color requirements."}[kind]
