"""The WIXOSS ability vocabulary: what a card file may say, checked, and said in words.

An ability is a TOML table of a card (`[[card.ability]]`). Printed texts never ship:
`words(ability)` generates what the terminal shows from these tables.

    kind        const | on_play | action | burst | use | on_attack | heaven | on_banished
                  const     a 【常】 continuous ability: `modify` applies while `condition`
                            holds (recomputed from the base values, never stored)
                  on_play   【出】: triggers when the SIGNI enters the field
                  action    【起】: used by its controller at `timing` by paying `cost`
                  burst     the Life Burst (【※】): may be used when crushed from life cloth
                  use       what a spell or ARTS does when used
                  on_attack "when this SIGNI attacks" (a 【常】 with a trigger on the card)
                  heaven    when this crossed SIGNI attacks and its cross partner is down
                            because it attacked (seed 003 §2.2)
                  on_banished  "when this SIGNI is banished" (a 【常】 with a trigger on the
                            card; added by the importer): resolves after it went to the
                            ener zone
    cost        {white, red, blue, green, black, colorless: counts; down = true (down this
                card); discard = {count, filter}; trash_self = true}
                  added by the importer:
                  exceed = N                put N cards from under this LRIG into the LRIG
                                            trash
                  down_signi = {filter, count = 1}    down that many of your up SIGNI
                  trash_signi = {filter, count = 1}   put that many of your SIGNI on the
                                            field into the trash
                  lrig_deck_trash = {filter}          put a card of your LRIG deck into the
                                            LRIG trash
                  coin = N                  spend N of your coins (see gain_coin)
    optional    true: "you may" (an ability with a cost may always be declined, seed §2.3)
    once_per_turn  (action) usable once per turn; (on_attack, heaven, on_banished) triggers
                at most once per turn (added by the importer)
    use_if      a condition table (as `condition`): the ability (or the spell or ARTS) can be
                used only while it holds ("This ability can only be used if ...", "This card
                can only be used when ..."); added by the importer
    timing      (action) ["main"] (default) and/or ["attack"]
    cross       true: works only while this SIGNI is crossed (【クロス常】, 【クロス出】)
    condition   a table of tests, all must hold (const: while; others: checked on resolution)
                  turn = "yours" | "opponents"
                  you_have = {filter, count = 1, other = false}   SIGNI on your field
                  lrig_level_min = N        your LRIG's level is N or more
                  trash_min = N, ener_min = N    cards in your trash / ener zone
                  opp_hand_max = N          your opponent's hand holds N or fewer cards
                  hand_more = N             you hold at least N cards more than your opponent
                  self_power_min = N        this SIGNI's power is N or more
                  ener_more = N             your ener zone holds at least N cards more than
                                            your opponent's (added by the importer)
                  lrig_color = COLOUR       your LRIG is of that colour (added by the importer)
                  opp_ener_max = N          your opponent's ener zone holds N or fewer cards
                                            (added by the importer)
                  life_max = N              you have N or fewer life cloth (added by the
                                            importer)
                  hand_min = N              you hold N or more cards (added by the importer)
                  opponent_has = {filter, count = 1}   SIGNI on your opponent's field (added
                                            by the importer)
    effect      a list of verbs, done in order (non-const kinds)
    modify      (const) a list of:
                  {power = N, to}            +N (or -N) power
                  {set_power = N, to}        the power becomes N
                  {grant = KEYWORD, to}      lancer | double_crush | assassin
                  {grant_ability = {ability}, to = "self"}
                  {rule = "skip_grow"}       your grow phase is skipped
                  {rule = "multi_ener_all"}  every card of your ener zone has Multi Ener
                `to` = "self" | "your_signi" (with `filter`) | "opponent_signi"

A filter (a table; every key must hold) describes cards:
    type (signi | spell | lrig | arts | resona), name, color, class, level, level_max,
    level_min, power_max, power_min, state (up | down), other (not this card), guard,
    power_max_of_last (power at most that of the card the previous verb acted on)
  added by the importer:
    frozen (a frozen SIGNI), not_name (any name but this one: "other than ..."),
    lrig_color (of the colour of your LRIG: "with the same color as your LRIG"),
    any_of = [filter, ...] (fits at least one of the filters: "<Arm> or <Weapon> SIGNI"),
    multi_ener (a card with [Multi Ener]), cross (a SIGNI with [Cross]: it has a cross
    partner), crossed (a SIGNI crossed now), name_contains (its name holds this text),
    not_color (not of this colour: "non-colorless")

A target is {side = "opponent" | "you" | "any", count = 1, up_to = false, all = false,
filter, lrig = false (may also choose a LRIG), self = false (this card)}.
  added by the importer: last = true (the card(s) the previous verb acted on: "down and
  freeze one of ...", "banish it"); chosen_by = "opponent" (the opponent chooses among the
  cards that fit: "your opponent banishes one of their SIGNI"); lrig_only = true (that
  side's LRIG itself, no SIGNI: "your LRIG gets [Double Crush]", "down your opponent's
  LRIG").

Verbs (`verb = ...` and its parameters):
    draw {count}              ener_charge {count}   top of your deck to your ener zone
    banish {target}           to its owner's ener zone
    bounce {target}           to its owner's hand
    trash {target}            SIGNI on the field to its owner's trash
    down {target}  up {target}  freeze {target}
    power {target, amount}    until end of turn
    set_power {target, value} until end of turn
    cannot_attack {target}    until end of turn
    grant {target, keyword}   until end of turn
    search {filter, count, up_to = true}   deck -> hand, revealed; then shuffle
    mill {count, who = "you" | "opponent" | "all"}   top cards of a deck to the trash
    look_reorder {count}      look at your top N and put them back in any order
    discard {count, filter}   you discard (you choose); filter (cards that fit): added by
                              the importer
    opponent_discards {count} your opponent discards (they choose)
    discard_random {count}    a card of your opponent's hand, chosen without looking
    look_discard {filter, count = 1}  look at your opponent's hand, discard one that fits
    declare_discard {}        declare a level; look at the opponent's hand and discard
                              every SIGNI of that level
    from_trash {filter, count, up_to = true}   trash -> hand
    from_ener {filter, count, up_to = true}    ener zone -> hand
    banish_all {side = "all" | "opponent"}
    choose {pick = 1, up_to = false, options = [[verbs], [verbs], ...]}
    guard_limit {level_max}   this turn the opponent cannot guard with a Guard of that level
                              or less
    crush {count, side = "opponent" | "you"}   crush a player's life cloth (never wins, seed
                              §4); side "you" (your own life cloth, its Life Burst may be used):
                              added by the importer
    charm {source = "deck" | "trash", target}  a face-down card under a SIGNI (max one)
    if_done {effect}          only if the previous verb did what it said ("If you do")
  added by the importer:
    to_field {source = "trash" | "deck" | "ener" | "hand", filter, count = 1, up_to = false}
                              put SIGNI of that zone of yours onto your field (deck: search
                              it, reveal, then shuffle)
    life_charge {count = 1}   the top card(s) of your deck onto your life cloth
    ener_trash {side = "opponent" | "you", filter, count = 1, up_to = false}
                              cards of a player's ener zone to their trash (the controller
                              of the ability chooses)
    reveal_take {count = 1, filter, take = 1, up_to = false, all = false,
                 rest = "top" | "trash" | "bottom", look = false}
                              reveal the top N cards of your deck; add `take` (`up_to`: at
                              most `take`) of those that fit the filter (`all`: every one) to
                              your hand; the rest go back on top, to the trash, or to the
                              bottom, in any order; `look`: you look at them instead (only the
                              cards added are revealed)
    cancel_spell {}           cancel the effect of the spell being used (a spell cut-in)
    if_condition {condition, effect}   only if the condition holds now ("Then, if ...")
    to_deck {target, where = "top" | "bottom" | "shuffle"}   SIGNI on the field to the top
                              or bottom of their owner's deck, or into it (then that deck is
                              shuffled)
    lose_abilities {target}   until end of turn, the SIGNI lose their abilities
    grant_ability {target, ability}   until end of turn, the SIGNI get the ability (a table
                              of this vocabulary, e.g. an on_attack)
    gain_coin {count = 1}     you gain coins (spent by a cost's `coin`)
"""

from __future__ import annotations

COLORS = ("white", "red", "blue", "green", "black", "colorless")
KINDS = ("const", "on_play", "action", "burst", "use", "on_attack", "heaven",
         "on_banished")                                   # on_banished: added by the importer
KEYWORDS = ("lancer", "double_crush", "assassin")
SIDES = ("opponent", "you", "any")

FILTER_KEYS = {
    "type": str, "name": str, "color": str, "class": str, "level": int, "level_max": int,
    "level_min": int, "power_max": int, "power_min": int, "state": str, "other": bool,
    "guard": bool, "power_max_of_last": bool,
    # added by the importer
    "frozen": bool, "not_name": str, "lrig_color": bool, "any_of": list, "multi_ener": bool,
    "cross": bool, "crossed": bool, "name_contains": str, "not_color": str,
}
TARGET_KEYS = {"side": str, "count": int, "up_to": bool, "all": bool, "filter": dict,
               "lrig": bool, "self": bool,
               "last": bool, "chosen_by": str, "lrig_only": bool}   # added by the importer
CONDITION_KEYS = {"turn": str, "you_have": dict, "lrig_level_min": int, "trash_min": int,
                  "ener_min": int, "opp_hand_max": int, "hand_more": int,
                  "self_power_min": int,
                  # added by the importer
                  "ener_more": int, "lrig_color": str, "opp_ener_max": int, "life_max": int,
                  "hand_min": int, "opponent_has": dict}
COST_KEYS = {**{c: int for c in COLORS}, "down": bool, "discard": dict, "trash_self": bool,
             # added by the importer
             "exceed": int, "down_signi": dict, "trash_signi": dict, "lrig_deck_trash": dict,
             "coin": int}
ABILITY_KEYS = {"kind": str, "cost": dict, "optional": bool, "once_per_turn": bool,
                "timing": list, "cross": bool, "condition": dict, "effect": list,
                "modify": list,
                "use_if": dict}                              # added by the importer

T = "target"
VERBS = {
    # verb: {parameter: type}; a target parameter is a target table
    "draw": {"count": int},
    "ener_charge": {"count": int},
    "banish": {T: dict}, "bounce": {T: dict}, "trash": {T: dict},
    "down": {T: dict}, "up": {T: dict}, "freeze": {T: dict},
    "power": {T: dict, "amount": int},
    "set_power": {T: dict, "value": int},
    "cannot_attack": {T: dict},
    "grant": {T: dict, "keyword": str},
    "search": {"filter": dict, "count": int, "up_to": bool},
    "mill": {"count": int, "who": str},
    "look_reorder": {"count": int},
    "discard": {"count": int, "filter": dict},          # filter: added by the importer
    "opponent_discards": {"count": int},
    "discard_random": {"count": int},
    "look_discard": {"filter": dict, "count": int},
    "declare_discard": {},
    "from_trash": {"filter": dict, "count": int, "up_to": bool},
    "from_ener": {"filter": dict, "count": int, "up_to": bool},
    "banish_all": {"side": str},
    "choose": {"pick": int, "up_to": bool, "options": list},
    "guard_limit": {"level_max": int},
    "crush": {"count": int, "side": str},               # side: added by the importer
    "charm": {"source": str, T: dict},
    "if_done": {"effect": list},
    # added by the importer
    "to_field": {"source": str, "filter": dict, "count": int, "up_to": bool},
    "life_charge": {"count": int},
    "ener_trash": {"side": str, "filter": dict, "count": int, "up_to": bool},
    "reveal_take": {"count": int, "filter": dict, "take": int, "up_to": bool, "all": bool,
                    "rest": str, "look": bool},
    "cancel_spell": {},
    "if_condition": {"condition": dict, "effect": list},
    "to_deck": {T: dict, "where": str},
    "lose_abilities": {T: dict},
    "grant_ability": {T: dict, "ability": dict},
    "gain_coin": {"count": int},
}
REQUIRED = {"power": ("amount",), "set_power": ("value",), "grant": ("keyword",),
            "guard_limit": ("level_max",), "choose": ("options",), "if_done": ("effect",),
            "charm": ("source",),
            "to_field": ("source",), "if_condition": ("condition", "effect"),
            "grant_ability": ("ability",)}
TO_FIELD_SOURCES = ("trash", "deck", "ener", "hand")
REVEAL_REST = ("top", "trash", "bottom")
TARGETED = {v for v, ps in VERBS.items() if T in ps}
MODIFY_KEYS = {"power": int, "set_power": int, "grant": str, "grant_ability": dict,
               "rule": str, "to": str, "filter": dict}
RULES = ("skip_grow", "multi_ener_all")


def _check_keys(d, allowed: dict, what: str) -> None:
    if not isinstance(d, dict):
        raise ValueError(f"{what} must be a table, not {type(d).__name__}")
    for k, v in d.items():
        if k not in allowed:
            raise ValueError(f"{what}: unknown key {k!r}; keys: {', '.join(allowed)}")
        typ = allowed[k]
        if not isinstance(v, typ) or (typ is int and isinstance(v, bool)):
            raise ValueError(f"{what}: {k} must be a {typ.__name__}, not {v!r}")


def check_filter(f, what="filter") -> None:
    _check_keys(f, FILTER_KEYS, what)
    if "color" in f and f["color"] not in COLORS:
        raise ValueError(f"{what}: unknown colour {f['color']!r}")
    if "state" in f and f["state"] not in ("up", "down"):
        raise ValueError(f"{what}: state must be up or down")
    if "type" in f and f["type"] not in ("signi", "spell", "lrig", "arts", "resona"):
        raise ValueError(f"{what}: type must be signi, spell, lrig, arts or resona")
    if "not_color" in f and f["not_color"] not in COLORS:
        raise ValueError(f"{what}: unknown colour {f['not_color']!r}")
    if "any_of" in f:
        if len(f["any_of"]) < 2:
            raise ValueError(f"{what}: any_of lists at least two filters")
        for i, g in enumerate(f["any_of"]):
            check_filter(g, f"{what}.any_of[{i}]")


def check_target(t, what="target") -> None:
    _check_keys(t, TARGET_KEYS, what)
    if t.get("side", "opponent") not in SIDES:
        raise ValueError(f"{what}: side must be one of {', '.join(SIDES)}")
    if t.get("count", 1) < 1:
        raise ValueError(f"{what}: count must be at least 1")
    if "filter" in t:
        check_filter(t["filter"], what + ".filter")
    if t.get("chosen_by", "opponent") != "opponent":
        raise ValueError(f"{what}: chosen_by must be opponent")


def check_condition(c, what="condition") -> None:
    _check_keys(c, CONDITION_KEYS, what)
    if "turn" in c and c["turn"] not in ("yours", "opponents"):
        raise ValueError(f"{what}: turn must be yours or opponents")
    if "you_have" in c:
        yh = c["you_have"]
        _check_keys(yh, {"filter": dict, "count": int, "other": bool}, what + ".you_have")
        if yh.get("count", 1) < 1:
            raise ValueError(f"{what}.you_have: count must be at least 1")
        check_filter(yh.get("filter", {}), what + ".you_have.filter")
    if "opponent_has" in c:
        oh = c["opponent_has"]
        _check_keys(oh, {"filter": dict, "count": int}, what + ".opponent_has")
        check_filter(oh.get("filter", {}), what + ".opponent_has.filter")
    if "lrig_color" in c and c["lrig_color"] not in COLORS:
        raise ValueError(f"{what}: unknown colour {c['lrig_color']!r}")


def check_effect(eff, what="effect") -> None:
    if not isinstance(eff, list) or not eff:
        raise ValueError(f"{what} must be a non-empty list of verbs")
    for i, e in enumerate(eff):
        w = f"{what}[{i}]"
        if not isinstance(e, dict) or not isinstance(e.get("verb"), str):
            raise ValueError(f"{w}: each step is a table with a verb")
        v = e["verb"]
        if v not in VERBS:
            raise ValueError(f"{w}: unknown verb {v!r}")
        _check_keys({k: x for k, x in e.items() if k != "verb"}, VERBS[v], f"{w} ({v})")
        for k in REQUIRED.get(v, ()):
            if k not in e:
                raise ValueError(f"{w} ({v}): {k} is required")
        if T in e:
            check_target(e[T], f"{w}.target")
        if v in TARGETED and T not in e:
            raise ValueError(f"{w} ({v}): target is required")
        if "filter" in e:
            check_filter(e["filter"], f"{w}.filter")
        if v == "grant" and e["keyword"] not in KEYWORDS:
            raise ValueError(f"{w}: unknown keyword {e['keyword']!r}")
        if v == "banish_all" and e.get("side", "all") not in ("all", "opponent"):
            raise ValueError(f"{w}: side must be all or opponent")
        if v == "mill" and e.get("who", "you") not in ("you", "opponent", "all"):
            raise ValueError(f"{w}: who must be you, opponent or all")
        if v == "charm" and e["source"] not in ("deck", "trash"):
            raise ValueError(f"{w}: source must be deck or trash")
        if v == "choose":
            if not e["options"] or e.get("pick", 1) > len(e["options"]) or e.get("pick", 1) < 1:
                raise ValueError(f"{w}: choose needs options and 1 <= pick <= their number")
            for j, o in enumerate(e["options"]):
                check_effect(o, f"{w}.options[{j}]")
        if v == "if_done":
            check_effect(e["effect"], f"{w}.effect")
        if v == "if_condition":
            check_condition(e["condition"], f"{w}.condition")
            check_effect(e["effect"], f"{w}.effect")
        if v == "grant_ability":
            validate(e["ability"])
        if v == "to_deck" and e.get("where", "top") not in ("top", "bottom", "shuffle"):
            raise ValueError(f"{w}: where must be top, bottom or shuffle")
        if v == "to_field" and e["source"] not in TO_FIELD_SOURCES:
            raise ValueError(f"{w}: source must be one of {', '.join(TO_FIELD_SOURCES)}")
        if v in ("ener_trash", "crush") and e.get("side", "opponent") not in ("opponent", "you"):
            raise ValueError(f"{w}: side must be opponent or you")
        if v == "reveal_take":
            if e.get("rest", "top") not in REVEAL_REST:
                raise ValueError(f"{w}: rest must be one of {', '.join(REVEAL_REST)}")
            if e.get("take", 1) < 1:
                raise ValueError(f"{w}: take must be at least 1")
        if v not in ("choose", "if_done", "declare_discard", "banish_all") and \
                e.get("count", 1) < 1:
            raise ValueError(f"{w}: count must be at least 1")


def validate(a) -> dict:
    """Check an ability table; return it (raises ValueError naming what is wrong)."""
    _check_keys(a, ABILITY_KEYS, "ability")
    kind = a.get("kind")
    if kind not in KINDS:
        raise ValueError(f"ability: kind must be one of {', '.join(KINDS)}; got {kind!r}")
    if "cost" in a:
        _check_keys(a["cost"], COST_KEYS, "ability.cost")
        for col in COLORS:
            if a["cost"].get(col, 0) < 0:
                raise ValueError(f"ability.cost: {col} must not be negative")
        for k in ("exceed", "coin"):
            if a["cost"].get(k, 1) < 1:
                raise ValueError(f"ability.cost: {k} must be at least 1")
        for k in ("down_signi", "trash_signi", "lrig_deck_trash"):
            if k in a["cost"]:
                keys = {"filter": dict} if k == "lrig_deck_trash" else \
                    {"filter": dict, "count": int}
                _check_keys(a["cost"][k], keys, f"cost.{k}")
                check_filter(a["cost"][k].get("filter", {}), f"cost.{k}.filter")
                if a["cost"][k].get("count", 1) < 1:
                    raise ValueError(f"cost.{k}: count must be at least 1")
        if "discard" in a["cost"]:
            _check_keys(a["cost"]["discard"], {"count": int, "filter": dict}, "cost.discard")
            check_filter(a["cost"]["discard"].get("filter", {}), "cost.discard.filter")
    if "use_if" in a:
        check_condition(a["use_if"], "use_if")
    if "condition" in a:
        check_condition(a["condition"])
    for t in a.get("timing", []):
        if t not in ("main", "attack"):
            raise ValueError(f"ability: timing must be main or attack; got {t!r}")
    if kind == "const":
        mods = a.get("modify")
        if not isinstance(mods, list) or not mods:
            raise ValueError("a const ability needs a non-empty modify list")
        for i, m in enumerate(mods):
            _check_keys(m, MODIFY_KEYS, f"modify[{i}]")
            if sum(k in m for k in ("power", "set_power", "grant", "grant_ability", "rule")) != 1:
                raise ValueError(f"modify[{i}]: exactly one of power, set_power, grant, "
                                 f"grant_ability, rule")
            if m.get("to", "self") not in ("self", "your_signi", "opponent_signi"):
                raise ValueError(f"modify[{i}]: to must be self, your_signi or opponent_signi")
            if "grant" in m and m["grant"] not in KEYWORDS:
                raise ValueError(f"modify[{i}]: unknown keyword {m['grant']!r}")
            if "rule" in m and m["rule"] not in RULES:
                raise ValueError(f"modify[{i}]: unknown rule {m['rule']!r}")
            if "filter" in m:
                check_filter(m["filter"], f"modify[{i}].filter")
            if "grant_ability" in m:
                validate(m["grant_ability"])
        if "effect" in a:
            raise ValueError("a const ability has modify, not effect")
    else:
        check_effect(a.get("effect"))
        if "modify" in a:
            raise ValueError(f"a {kind} ability has effect, not modify")
    return a


# ---- words ----------------------------------------------------------------------------------

_NUM = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
_KW = {"lancer": "Lancer", "double_crush": "Double Crush", "assassin": "Assassin"}


def _n(k: int) -> str:
    return _NUM.get(k, str(k))


def _cards(k: int, what: str = "card") -> str:
    return f"{_n(k)} {what}" + ("s" if k != 1 else "")


def filter_words(f: dict, noun: str = "SIGNI") -> str:
    pre, post = [], []
    if f.get("state"):
        pre.append(f"{f['state']}ed" if f["state"] == "down" else "upped")
    if f.get("other"):
        pre.append("other")
    if f.get("frozen"):
        pre.append("frozen")
    if f.get("color"):
        pre.append(f["color"])
    if f.get("not_color"):
        pre.append(f"non-{f['not_color']}")
    if "level" in f:
        pre.append(f"level {f['level']}")
    if "level_max" in f:
        pre.append(f"level {f['level_max']} or less")
    if "level_min" in f:
        pre.append(f"level {f['level_min']} or more")
    if f.get("class"):
        pre.append(f"<{f['class']}>")
    t = f.get("type")
    if t:
        noun = {"signi": "SIGNI", "spell": "spell", "lrig": "LRIG", "arts": "ARTS",
                "resona": "Resona"}.get(t, t)
    if f.get("guard"):
        noun = "Guard " + noun
    if f.get("multi_ener"):
        post.append("with [Multi Ener]")
    if f.get("crossed"):
        pre.insert(0, "crossed")
    if f.get("cross"):
        post.append("with [Cross]")
    if f.get("name_contains"):
        post.append(f'with "{f["name_contains"]}" in its name')
    if f.get("name"):
        noun = f'"{f["name"]}"'
    if "power_max" in f:
        post.append(f"with power {f['power_max']} or less")
    if "power_min" in f:
        post.append(f"with power {f['power_min']} or more")
    if f.get("power_max_of_last"):
        post.append("with power no more than that SIGNI's")
    if f.get("lrig_color"):
        post.append("of your LRIG's colour")
    if f.get("not_name"):
        post.append(f'other than "{f["not_name"]}"')
    if f.get("any_of"):
        alts = " or ".join(filter_words(g, noun).removesuffix(" " + noun)
                           if filter_words(g, noun).endswith(" " + noun) else
                           filter_words(g, noun) for g in f["any_of"])
        if all(filter_words(g, noun).endswith(" " + noun) for g in f["any_of"]):
            pre.append(f"({alts})")
        else:
            post.append(f"that is {alts}")
    return " ".join(pre + [noun] + post)


def target_words(t: dict) -> str:
    if t.get("self"):
        return "this SIGNI"
    if t.get("last"):
        return "the same SIGNI"
    if t.get("lrig_only"):
        return {"opponent": "your opponent's LRIG", "you": "your LRIG",
                "any": "a LRIG"}[t.get("side", "opponent")]
    f = t.get("filter", {})
    side = t.get("side", "opponent")
    whose = {"opponent": "your opponent's", "you": "your", "any": ""}[side]
    noun = filter_words(f)
    if t.get("lrig"):
        noun = "LRIG or " + noun
    if t.get("all"):
        return f"all of {whose} {noun}".replace("  ", " ") if whose else f"all {noun}"
    k = t.get("count", 1)
    head = ("up to " if t.get("up_to") else "") + _n(k)
    out = f"{head} of {whose} {noun}".replace("  ", " ") if whose else f"{head} {noun}"
    if t.get("chosen_by") == "opponent":
        out += " (your opponent chooses)"
    return out


def cost_words(c: dict) -> str:
    parts = []
    for col in COLORS:
        k = c.get(col, 0)
        if k:
            parts.append(" ".join([f"[{col.capitalize()}]"] * k) if k <= 4 else
                         f"[{col.capitalize()}]x{k}")
    if c.get("down"):
        parts.append("[Down]")
    if "discard" in c:
        d = c["discard"]
        parts.append(f"discard {_n(d.get('count', 1))} "
                     f"{filter_words(d.get('filter', {}), 'card')}")
    if c.get("trash_self"):
        parts.append("put this SIGNI into the trash")
    if c.get("exceed"):
        parts.append(f"Exceed {c['exceed']}")
    if c.get("coin"):
        parts.append(" ".join(["[Coin]"] * c["coin"]))
    for k, verb in (("down_signi", "down"), ("trash_signi", "put into the trash")):
        if k in c:
            d = c[k]
            n = d.get("count", 1)
            parts.append(f"{verb} {_n(n)} of your {filter_words(d.get('filter', {}))}")
    if "lrig_deck_trash" in c:
        parts.append(f"put {filter_words(c['lrig_deck_trash'].get('filter', {}), 'card')} "
                     f"from your LRIG deck into the LRIG trash")
    return ", ".join(parts) if parts else "free"


def condition_words(c: dict) -> str:
    out = []
    if c.get("turn") == "yours":
        out.append("during your turn")
    if c.get("turn") == "opponents":
        out.append("during your opponent's turn")
    if "you_have" in c:
        yh = c["you_have"]
        f = dict(yh.get("filter", {}))
        if yh.get("other"):
            f["other"] = True
        k = yh.get("count", 1)
        out.append(f"while you have {_n(k) if k > 1 else 'a'} {filter_words(f)} on your field")
    if "lrig_level_min" in c:
        out.append(f"while your LRIG is level {c['lrig_level_min']} or more")
    if "trash_min" in c:
        out.append(f"while your trash holds {c['trash_min']} or more cards")
    if "ener_min" in c:
        out.append(f"while your ener zone holds {c['ener_min']} or more cards")
    if "opp_hand_max" in c:
        out.append(f"while your opponent holds {c['opp_hand_max']} or fewer cards")
    if "hand_more" in c:
        out.append(f"while you hold at least {c['hand_more']} more cards than your opponent")
    if "self_power_min" in c:
        out.append(f"while this SIGNI's power is {c['self_power_min']} or more")
    if "ener_more" in c:
        out.append(f"while your ener zone holds at least {c['ener_more']} more cards than "
                   f"your opponent's")
    if "lrig_color" in c:
        out.append(f"while your LRIG is {c['lrig_color']}")
    if "opp_ener_max" in c:
        out.append(f"while your opponent's ener zone holds {c['opp_ener_max']} or fewer cards")
    if "life_max" in c:
        out.append(f"while you have {c['life_max']} or fewer life cloth")
    if "hand_min" in c:
        out.append(f"while you hold {c['hand_min']} or more cards")
    if "opponent_has" in c:
        oh = c["opponent_has"]
        k = oh.get("count", 1)
        out.append(f"while your opponent has {_n(k) if k > 1 else 'a'} "
                   f"{filter_words(oh.get('filter', {}))} on their field")
    whiles = [x[6:] for x in out if x.startswith("while ")]
    rest = [x for x in out if not x.startswith("while ")]
    if whiles:
        rest.append("while " + " and ".join(whiles))
    return ", ".join(rest)


def verb_words(e: dict) -> str:
    v = e["verb"]
    t = e.get("target", {})
    k = e.get("count", 1)
    if v == "draw":
        return f"draw {_cards(k)}"
    if v == "ener_charge":
        top = "the top card" if k == 1 else f"the top {_cards(k)}"
        return f"put {top} of your deck into your ener zone (Ener Charge {k})"
    if v == "banish":
        return f"banish {target_words(t)}"
    if v == "bounce":
        return f"return {target_words(t)} to {_its(t)} owner's hand"
    if v == "trash":
        return f"put {target_words(t)} into the trash"
    if v in ("down", "up", "freeze"):
        return f"{v} {target_words(t)}"
    if v == "power":
        a = e["amount"]
        return f"until end of turn, {target_words(t)} {_gets(t)} {'+' if a >= 0 else ''}{a} " \
               f"power"
    if v == "set_power":
        return f"until end of turn, the power of {target_words(t)} becomes {e['value']}"
    if v == "cannot_attack":
        return f"until end of turn, {target_words(t)} cannot attack"
    if v == "grant":
        return f"until end of turn, {target_words(t)} {_gets(t)} [{_KW[e['keyword']]}]"
    if v == "search":
        up = "up to " if e.get("up_to", True) else ""
        return (f"search your deck for {up}{_n(k)} {filter_words(e.get('filter', {}), 'card')},"
                f" reveal and add to your hand, then shuffle")
    if v == "mill":
        who = {"you": "your deck", "opponent": "your opponent's deck",
               "all": "each player's deck"}[e.get("who", "you")]
        return f"put the top {_cards(k)} of {who} into the trash"
    if v == "look_reorder":
        return f"look at the top {_cards(k)} of your deck and put them back in any order"
    if v == "discard":
        if e.get("filter"):
            return f"discard {_n(k)} {_plural(filter_words(e['filter'], 'card'), k)} from " \
                   f"your hand"
        return f"discard {_cards(k)} from your hand"
    if v == "opponent_discards":
        return f"your opponent discards {_cards(k)}"
    if v == "discard_random":
        return f"discard {_cards(k)} of your opponent's hand, chosen without looking"
    if v == "look_discard":
        return (f"look at your opponent's hand and discard "
                f"{_n(k)} {_plural(filter_words(e.get('filter', {}), 'card'), k)} from it")
    if v == "declare_discard":
        return ("declare a level; look at your opponent's hand and discard every SIGNI of "
                "that level")
    if v in ("from_trash", "from_ener"):
        up = "up to " if e.get("up_to", True) else ""
        src = "trash" if v == "from_trash" else "ener zone"
        return f"add {up}{_n(k)} {_plural(filter_words(e.get('filter', {}), 'card'), k)} " \
               f"from your {src} to your hand"
    if v == "banish_all":
        return "banish every SIGNI (yours too)" if e.get("side", "all") == "all" else \
            "banish all of your opponent's SIGNI"
    if v == "choose":
        pick = e.get("pick", 1)
        opts = " / ".join(f"({i + 1}) " + effect_words(o) for i, o in enumerate(e["options"]))
        return f"choose {'up to ' if e.get('up_to') else ''}{_n(pick)}: {opts}"
    if v == "guard_limit":
        return f"this turn, your opponent cannot guard with a level {e['level_max']} or " \
               f"lower Guard"
    if v == "crush":
        whose = "your" if e.get("side") == "you" else "your opponent's"
        return f"crush {_n(k)} of {whose} life cloth"
    if v == "charm":
        src = "the top card of your deck" if e["source"] == "deck" else "a card of your trash"
        return f"put {src} face down under {target_words(t)} as a [Charm]"
    if v == "if_done":
        return "if you do, " + effect_words(e["effect"])
    if v == "to_field":
        up = "up to " if e.get("up_to") else ""
        what = f"{up}{_n(k)} {filter_words(e.get('filter', {}))}"
        if e["source"] == "deck":
            return f"search your deck for {what}, put {'it' if k == 1 else 'them'} onto your " \
                   f"field, then shuffle"
        zone = {"trash": "trash", "ener": "ener zone", "hand": "hand"}[e["source"]]
        return f"put {what} from your {zone} onto your field"
    if v == "life_charge":
        return "put the top " + (f"{_cards(k)}" if k != 1 else "card") + \
            " of your deck onto your life cloth"
    if v == "ener_trash":
        up = "up to " if e.get("up_to") else ""
        whose = "your opponent's" if e.get("side", "opponent") == "opponent" else "your"
        return f"put {up}{_n(k)} {filter_words(e.get('filter', {}), 'card')}" \
               f"{'s' if k != 1 and not e.get('filter') else ''} of {whose} ener zone into " \
               f"the trash"
    if v == "reveal_take":
        f = filter_words(e.get("filter", {}), "card")
        take = "every" if e.get("all") else ("up to " if e.get("up_to") else "") + \
            _n(e.get("take", 1))
        rest = {"top": "put the rest back on top", "trash": "put the rest into the trash",
                "bottom": "put the rest on the bottom in any order"}[e.get("rest", "top")]
        how = "look at" if e.get("look") else "reveal"
        return f"{how} the top {_cards(k)} of your deck, add {take} {f} among them to your " \
               f"hand and {rest}"
    if v == "to_deck":
        where = e.get("where", "top")
        if where == "shuffle":
            return f"shuffle {target_words(t)} into its owner's deck"
        return f"put {target_words(t)} on the {where} of its owner's deck"
    if v == "gain_coin":
        return "gain " + (f"{_n(k)} coins" if k != 1 else "a coin")
    if v == "grant_ability":
        return f'until end of turn, {target_words(t)} gets "{ability_words(e["ability"])}"'
    if v == "lose_abilities":
        return f"until end of turn, {target_words(t)} loses its abilities"
    if v == "cancel_spell":
        return "cancel the effect of the spell"
    if v == "if_condition":
        return f"if {condition_words(e['condition']).replace('while ', '')}, " + \
            effect_words(e["effect"])
    return v


def effect_words(eff: list) -> str:
    parts = []
    for e in eff:
        w = verb_words(e)
        if e["verb"] == "if_done" and parts:
            parts[-1] += ". " + w[0].upper() + w[1:]
        else:
            parts.append(w)
    return "; ".join(parts)


def modify_words(m: dict) -> str:
    to = m.get("to", "self")
    f = m.get("filter", {})
    who = {"self": "this SIGNI", "your_signi": f"all of your {filter_words(f)}",
           "opponent_signi": f"all of your opponent's {filter_words(f)}"}[to]
    if "power" in m:
        a = m["power"]
        return f"{who} {'get' if to != 'self' else 'gets'} {'+' if a >= 0 else ''}{a} power"
    if "set_power" in m:
        return f"the power of {who} is {m['set_power']}"
    if "grant" in m:
        return f"{who} {'get' if to != 'self' else 'gets'} [{_KW[m['grant']]}]"
    if "grant_ability" in m:
        return f'{who} {"get" if to != "self" else "gets"} ' \
               f'"{ability_words(m["grant_ability"], inner=True)}"'
    return {"skip_grow": "skip your grow phase",
            "multi_ener_all": "every card of your ener zone has [Multi Ener]"}[m["rule"]]


_HEAD = {"const": "[Constant]", "on_play": "[On-Play]", "action": "[Action]",
         "burst": "[Life Burst]", "use": "", "on_attack": "[Constant]",
         "heaven": "[Heaven]", "on_banished": "[Constant]"}


def _plural(words: str, k: int) -> str:
    return words + "s" if k != 1 and words.endswith(" card") or words == "card" and k != 1 \
        else words


def _many(t: dict) -> bool:
    return bool(t.get("all") or t.get("count", 1) > 1)


def _gets(t: dict) -> str:
    return "get" if _many(t) else "gets"


def _its(t: dict) -> str:
    return "their" if _many(t) else "its"


def ability_words(a: dict, inner: bool = False) -> str:
    """The words the terminal shows for an ability (generated, never the printed text).
    `inner`: an ability granted inside another's words, without its tag and full stop."""
    kind = a["kind"]
    head = "" if inner and kind in ("on_attack", "on_banished", "const") else _HEAD[kind]
    if a.get("cross"):
        head = head.replace("[", "[Cross ", 1)
    if kind == "action" and "attack" in a.get("timing", []):
        head += " [Attack Phase]" if "main" not in a.get("timing", ["main"]) else ""
    if a.get("once_per_turn"):
        head += " [Once per turn]"
    cost = a.get("cost")
    cond = condition_words(a.get("condition", {}))
    if kind == "const":
        body = ", ".join(modify_words(m) for m in a["modify"])
        body = (cond + ", " if cond else "") + body
    else:
        body = effect_words(a["effect"])
        if a.get("optional"):
            body = "you may " + body
        if kind == "on_attack":
            body = "when this SIGNI attacks, " + (f"if {cond.replace('while ', '')}, "
                                                  if cond else "") + body
        elif kind == "heaven":
            body = "when this SIGNI is [Heaven]: " + body
        elif kind == "on_banished":
            body = "when this SIGNI is banished, " + (f"if {cond.replace('while ', '')}, "
                                                     if cond else "") + body
        elif cond:
            body = f"if {cond.replace('while ', '')}, " + body
    if "use_if" in a:
        body = f"(only while {condition_words(a['use_if']).replace('while ', '')}) " + body
    text = body[0].upper() + body[1:] if body else body
    if cost and kind in ("action", "on_play", "heaven", "burst", "on_attack", "on_banished"):
        text = f"{cost_words(cost)}: {text}"
    if inner:
        return (head + " " + text).strip()
    return (head + " " + text).strip() + "."
