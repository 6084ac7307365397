"""tcgsim's Riftbound ability vocabulary: what a card's abilities are, as data.

tcgsim ships no Riot card text. A card's abilities are written in data/abilities.toml in
the vocabulary below, validated at load (`load_abilities`), executed by effects.py and
shown to people in words generated here (`ability_words`), never the printed text.

One `[[card]]` table per card id:

    [[card]]
    id = "ogn-030-298"
    keywords = ["accelerate", "assault 2"]     # KEYWORDS, "name" or "name N"
    [[card.ability]]
    kind = "trigger"                           # KINDS
    when = "play_me"                           # EVENTS (triggers only)
    do = [{verb = "discard", n = 2}]           # effect steps, VERBS

Ability kinds (KINDS):
  spell        a spell's instructions, in order (CR 151.1): `do`
  trigger      `when` an event of EVENTS happens: `do`; `optional = true` for "you may";
               `if` a CONDITIONS name checked when it triggers and again on resolution
  static       a passive ability (CR 359): `effect` of STATICS with its parameters,
               `while` a CONDITIONS name (always on when absent)
  activated    `cost` (COST_PARTS) : `do`; `keywords = ["reaction"]` or ["action"] for
               its timing (CR 372); `spells_only = true` on an Add of Energy for spells
  cost         an additional cost of playing the card (CR 353.2): `cost` (COST_PARTS),
               `optional = true` for "you may"; `reduce = N` lowers the Energy cost when it
               is paid (Brazen Buccaneer); the spell's `if = "paid"` steps read it
  equip        a gear's Equip (v1.2 744): `cost` (COST_PARTS) : attach this gear to a unit
               you control (the unit is a target, 744.1.b.1); `cost_less` a modification
               of that cost (744.1.c.4); `keywords` its timing. Loaded as an activated
               ability whose one step is {verb = "attach", target = a friendly unit}

Effect steps (VERBS): a dict with `verb` and its parameters. `target` is a selector (an
inline table, SELECTOR_FIELDS), chosen when the ability is put on the chain (CR 352.4)
and checked again on resolution (CR 356.x); `target = "it"` is the previous step's
target, `target = "me"` the ability's source, `target = "event"` the unit its trigger's
event names (friendly_alone, you_buff). `if` on a step: a CONDITIONS name that must
hold for that step (CR 115-style conditional instruction).

A trigger may carry `cost` (COST_PARTS): with `optional = true`, "you may pay it to do
this" (Mistfall; paid on resolution). A cost with `kill_me` is paid as the trigger is put on
the chain, after its targets, or the trigger is removed (CR 392.2, the seed's Polar Fan);
`min_cost` is the Energy cost a you_play_spell trigger asks for. A step
`if = "paid"` after a spend_buff step reads that spend. ABILITY_FIELDS below lists every
field of an ability, KIND_FIELDS which kind takes which; `load_abilities` fills the absent
ones, so every record has them all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ...core.cardfiles import brief, check_card_table
from ...core.errors import CardDataError
from ...core.replay import parse_toml, read_input, shown
from .cards import ANY, DOMAINS

KEYWORDS = {
    # name: takes a number (its default)
    "accelerate": None, "action": None, "reaction": None, "hidden": None, "tank": None,
    "ganking": None, "vision": None, "temporary": None, "enters_ready": None,
    "assault": 1, "shield": 1, "deflect": 1, "legion": None,
    # added with the seed-004 cost tests (a later keyword, v1.4 820): Repeat N Energy
    "repeat": 1,
    # the attach system (v1.2 745, 747): play triggers (attach.keyword_triggers)
    "weaponmaster": None, "quick_draw": None,
}
KW_BITS = {k: 1 << i for i, k in enumerate(KEYWORDS)}

KINDS = ("spell", "trigger", "static", "activated", "cost", "equip")

EVENTS = {
    "play_me": "when you play me (a unit or gear, CR 376.4.a)",
    "discard_me": "when you discard me",
    "die_me": "when I die (Deathknell, CR 724)",
    "attack_me": "when I attack (CR 376.4.c)",
    "defend_me": "when I defend",
    "move_me": "when I move",
    "move_me_to_bf": "when I move to a battlefield",
    "you_play_spell": "when you play a spell (`min_cost`: its Energy cost at least N)",
    "you_play_card_opp_turn": "when you play a card on an opponent's turn",
    "friendly_dies_first": "the first time a friendly unit dies each turn",
    "friendly_alone": "when a friendly unit attacks or defends alone",
    "you_buff": "when you buff a friendly unit",
    "beginning_start": "at the start of your Beginning Phase",
    "end_turn": "at the end of your turn",
    "conquer_here": "when you conquer here (a battlefield)",
    "hold_here": "when you hold here (a battlefield)",
    "defend_here": "when you defend here (a battlefield)",
    "you_conquer": "when you conquer (a legend)",
    # added with the seed-004 tests (battlefields whose abilities speak of any player):
    "each_beginning_start": "at the start of each player's Beginning Phase (a battlefield; "
                            "its controller handles it, the turn player when nobody controls "
                            "it, CR 181.6)",
    "player_plays_spell": "when a player plays a spell (a battlefield; that player handles it)",
    # added with the seed-004 cost tests:
    "you_activate": "when you activate an ability (`min_cost`: its Energy cost at least N, "
                    "read from its base cost before any reduction, CR 130.4)",
}

STATICS = {
    "might": "`n` Might for me",
    "others_here": "`n` Might for the other friendly units at my location",
    "others_buffed_here": "`n` Might for the other buffed friendly units at my battlefield",
    "units_here": "`n` Might for every unit here (a battlefield)",
    "keywords": "`keywords` for me",
    "others_enter_ready": "other friendly units enter ready",
    "spell_discount": "spells you play cost `n` less Energy, to a minimum of `min`",
    "bonus_damage": "`n` Bonus Damage: `scope` = \"yours\" (your spells and abilities) or "
                    "\"here\" (spells and abilities, to units here)",
    "defend_alone": "`n` Might for a friendly unit that defends alone",
    "cost_per_trash": "I cost 1 less Energy for each card in your trash",
    "play_to_open": "you may play me to an open battlefield",
    "borrow_exhaust": "I have the [Exhaust] abilities of every friendly legend, unit and gear",
    # added with the seed-004 tests:
    "top_might_discount": "I cost Energy less by the highest Might among units you control",
    "unit_power_discount": "units you play cost `n` Power of any domain less",
    "no_move_to_base": "units can't move from here to a base (a battlefield; a recall is not "
                       "a move)",
    "shroud_unless_combat": "enemy spells and abilities can't choose me unless I am in combat",
    # added with the seed-004 effect tests:
    "any_damage_lethal": "enemy units I deal damage to die, whatever the amount (their lethal "
                         "damage is any damage, CR 140.2.a)",
    "also_gear": "I am a gear as well as a unit (CR 132.1: a card may have several "
                 "categories; CR 132.3: what speaks of gear includes me)",
    "all_of_domain": "as you play me, choose a domain: while I am on the board, every unit "
                     "and gear on the board is of it too (a trait, CR 450.1.a; tokens too)",
    "play_only_conquered": "play me only to a battlefield you conquered this turn (a play "
                           "restriction: it beats an effect's requirement, CR 054.1)",
    "opponents_play_to_base": "opponents play units only to their base (with `while`, e.g. "
                              "at_battlefield)",
    # added with the seed-004 cost tests:
    "optional_cost_discount": "optional additional costs you pay cost `n` Energy or `n` Power "
                              "of any domain less (each as it is added, CR 353.4; Ezreal)",
    "move_tax": "an opponent moving several units at once to my battlefield pays [A] for each "
                "unit after the first (an applied cost of their Standard Move)",
    # added with the seed-004 play-requirement tests:
    "play_here_extra_cost": "a battlefield: as a player plays a unit, they may pay `cost` "
                            "(Energy and Power only) more, an optional additional cost decided "
                            "before the unit's destination (CR 352, 353.2.b.1); if they do, it "
                            "must be played here (a requirement of where to play it) and it "
                            "enters ready",
    # added with the attach system (v1.2):
    "attached_might": "my effect text (v1.2 718.3, 724): while I am attached, the unit I am "
                      "attached to has `n` Might more (with `while`, read of me: \"this gear\" "
                      "is the attached gear, seed 004's Feral example)",
}

CONDITIONS = {
    "paid": "its optional additional cost was paid",
    "not_paid": "its optional additional cost was not paid",
    "killed": "the previous step killed its target",
    "alone": "I attack or defend alone",
    "buffed": "I am buffed",
    "runes_8": "you control 8 or more runes",
    "discarded_this_turn": "you discarded a card this turn",
    "hand_at_most_1": "you have one or fewer cards in your hand",
    "facedown_at_bf": "you control a facedown card at a battlefield",
    "ready_enemy_here": "there is a ready enemy unit here",
    "only_unit_there": "the target is the only unit you control there",
    "units_there_4": "you have 4 or more units at that battlefield",
    "units_here_7": "you have 7 or more units here",
    "at_battlefield": "I am at a battlefield",
    "opp_turn": "it is an opponent's turn",
    "my_turn": "it is your turn",
    "not_legion": "the Legion condition does not hold",
    "scored_this_turn": "you scored a battlefield this turn",
    "from_hand": "this spell was played from your hand",
    "first_turn": "it is the turn player's first turn",
    # added with the seed-004 cost tests (Empower, a later mechanic, v1.4 827-828):
    "empowered": "I am empowered",
    "not_empowered": "I am not empowered",
    "mighty": "I am Mighty (Might 5 or more, CR 706)",
    "legion": "you played another Main Deck card earlier this turn (Legion, CR 728)",
    # added with the attach system (v1.2):
    "attached_this_turn": "I (a gear) was attached to the unit I am attached to this turn",
}

COST_PARTS = {
    "energy": "pay N Energy", "power": "pay Power: a table domain -> N (\"any\" for [A])",
    "exhaust": "exhaust me", "spend_buff": "spend my buff", "recycle_trash": "recycle N "
    "cards from your trash", "discard": "discard N", "kill_friendly": "kill a friendly unit",
    "exhaust_friendly": "exhaust a friendly unit",
    # added with the seed-004 cost tests:
    "kill_me": "kill me (an optional trigger's cost, paid as it is put on the chain, CR 392.2; "
               "the seed's Polar Fan)",
    "kill_top_might": "kill your highest-Might unit (a card's mandatory additional cost; while "
                      "its targets are chosen, a unit certain to die by it may not be one, "
                      "CR 352.16; later steps read its Might as amount_of = \"killed_might\")",
    "banish_me": "banish me (an activated ability's cost)",
}

VERBS = {
    "draw": ("n",),
    "discard": ("n",),
    "deal": ("amount", "target", "amount_of"),   # amount_of: "discarded_energy", "my_might"
    "deal_all": ("amount", "side", "at", "amount_of"),   # at: "one_battlefield", "battlefields",
                                                 # "combat"; amount_of: "paid" (a pay_any step's)
    "duel": ("target", "other"),                 # each deals damage equal to its Might to the other
    "kill": ("target",),
    "each_kills": (),                            # each player kills one of their units
    "move": ("target", "to"),                    # to: "base", "any"
    "return_hand": ("target",),
    "from_trash": ("type",),                     # return a card of `type` from your trash to hand
    "might": ("target", "n", "min", "duration", "amount_of"),  # duration: "turn" (default) or
                                                 # "combat"; amount_of: "killed_might" (the
                                                 # Might of the unit kill_top_might killed)
    "might_all": ("n",),                         # every friendly unit, this turn
    "buff": ("target",),
    "ready": ("target",),
    "stun": ("target",),
    "channel": ("n", "else_draw"),               # exhausted runes
    "token": ("token", "n", "where", "ready"),   # token: "recruit" | "sprite" | "reflection"
                                                 # (0 Might); where: base|here|choose
    "grant": ("target", "keyword", "n", "duration"),
    "add_energy": ("n", "spells_only"),
    "ready_runes": ("n",),
    "delay": ("at", "do"),                       # at: "end_turn"
    "turn_flag": ("flag",),                      # flag: "units_enter_ready" | "buffs_extra"
    "win_here": (),
    "save": ("target",),                         # the next time it would die this turn: heal, exhaust, recall instead
    "spend_buff": (),                            # spend a friendly unit's buff (optional steps)
    "modes": ("modes",),                         # choose one mode not chosen this turn
    # added with data/abilities.toml:
    "play_me": ("power",),                       # play me from where I am, paying the Power
                                                 # table `power` instead of my cost (Flame Chompers)
    "controller_draws": ("n",),                  # the controller of the previous step's target
                                                 # draws n (Hidden Blade)
    # added with the seed-004 tests:
    "choose": ("target",),                       # choose a target; later steps say "it"
    "doom": ("target",),                         # if it takes damage later this turn, kill it
    "play_from_hand": ("type", "where", "ignore_cost"),   # you may play a card of `type`
                                                 # from your hand (where: "battlefield" = to
                                                 # a battlefield you control)
    "gain_points": ("n", "who"),                 # who: "you" | "turn_player" gains n points
    # added with the seed-004 effect tests:
    "set_base_might": ("target", "n"),           # its base Might becomes n this turn (layer 1,
                                                 # CR 450.1.a.1)
    "might_to": ("target", "n"),                 # increase its Might to n this turn (layer 3,
                                                 # CR 450.3: the increase is snapshotted)
    "kill_all": ("what", "side"),                # kill every unit / every gear (of a side)
    "reveal_top": ("n",),                        # reveal your Main Deck's top n (CR 411)
    "recycle_revealed": (),                      # recycle the cards revealed this resolution
    "gain_control": ("target",),                 # gain control of a spell on the chain
    "play_revealed": ("where",),                 # you may banish a revealed card and play it
                                                 # (where: "here_may" = a unit may go here)
    "recycle": ("target",),                      # recycle units / gear from the board to
                                                 # their owners' Main Decks (CR 403, 177)
    "split": ("amount", "amount_of", "target"),  # split damage among the targets (CR 352.14;
                                                 # a spell's; amount_of: "its_might", the
                                                 # previous step's target's Might)
    # added with the seed-004 cost tests:
    "pay_any": ("what",),                        # what: "power" ([A]) | "energy": a cost of any
                                                 # amount, chosen and paid on resolution; later
                                                 # steps read it as amount_of = "paid"
    "add_power": ("n", "amount_of"),             # add n [A] to your Rune Pool (amount_of: "paid")
    "empower": ("target",),                      # empower it (a board state, v1.4 827-828)
    "choose_opponent": (),                       # choose an opponent ("that opponent" after)
    "reveal_hand": (),                           # that opponent reveals their hand
    "pay_xp": ("n",),                            # you may pay n XP (later steps: if = "paid")
    "opp_discard": (),                           # pick a card of their hand: they discard it
    "opp_draws": ("n",),                         # that opponent draws n
    "banish_all": ("whose",),                    # banish every unit that player controls (whose:
                                                 # "chosen_opponent", see the field cost_less)
    # added with the attach system (v1.2 421, 744, 747):
    "attach": ("target",),                       # attach me (a gear) to the target
    "weaponmaster": (),                          # v1.2 747 (attach.py)
    # added with seed 004's Illusionist example (copy effects, CR 450.1.b):
    "copy": ("target",),                         # the token the previous token step made (one
                                                 # token) becomes a copy of the target unit:
                                                 # every copiable trait, its cost included
}

SELECTOR_FIELDS = {
    "what": "unit | gear | unit_or_gear (default unit) | spell (a spell on the chain, other "
            "than this one, CR 352.8.a.2, 352.8.c)",
    "side": "any | friendly | enemy (default any)",
    "at": "any | battlefield | base | here | combat (default any)",
    "max_might": "its Might at most N",
    "other": "not me",
    "count": "how many (default 1)",
    "up_to": "up to `count` (default: exactly, as many as there are)",
    "choose": "a choice made on resolution, not a target (CR 352.x)",
    "gear_at": "with what = unit_or_gear: where a gear must be (default: as `at`, which "
               "then speaks of the units only)",
    "together": "the chosen objects are all at one location (a group restriction, CR 352.11)",
    "total_might": "the chosen objects' Might totals N or less (a group restriction)",
    "domain": "of this domain (DOMAINS; its domains on the board, values.domains_of)",
}

# ---- the shape of an ability record ---------------------------------------------------------

ABILITY_FIELDS = {
    # field: (what it holds, its default in a record)
    "kind": ("KINDS", None),
    "when": ("EVENTS (trigger)", None),
    "min_cost": ("the spell's or ability's Energy cost at least N (a you_play_spell or "
                 "you_activate trigger)", None),
    "alt_cost": ("another Energy and Power its controller may pay instead of `cost`'s, chosen "
                 "as it is activated; the chosen one is its base cost (activated; seed 004's "
                 "Legion Marauder, \"Empower -- 1 or [C]\")", None),
    "cost_less": ("\"opponent_points\": as it is activated its controller chooses an "
                  "opponent, and its Energy cost is 1 less per point of that opponent "
                  "(activated; a banish_all step reads the opponent); \"enemy_occupied\": "
                  "1 less per battlefield an opponent occupies -- controls, with units of "
                  "theirs there (activated, equip)", None),
    "if": ("CONDITIONS, checked as it triggers and on resolution (trigger)", None),
    "while": ("CONDITIONS, the static is on only while it holds (static); an activated "
              "ability is usable only while it holds", None),
    "optional": ("\"you may\" (trigger, cost)", False),
    "cost": ("COST_PARTS table (activated, cost; a trigger's optional payment; the static "
             "play_here_extra_cost's extra cost)", None),
    "reduce": ("the Energy the paid optional cost takes off (cost)", None),
    "effect": ("STATICS (static)", None),
    "n": ("the static's number", None),
    "min": ("the static's minimum (spell_discount)", None),
    "scope": ("\"yours\" or \"here\" (bonus_damage)", None),
    "keywords": ("KEYWORDS granted (static `keywords`) or the timing (activated)", {}),
    "do": ("effect steps (spell, trigger, activated)", ()),
}

KIND_FIELDS = {
    # kind: (required fields, further fields it may have); a static also takes the
    # parameters of its effect (STATIC_PARAMS), all required
    "spell": (("do",), ()),
    "trigger": (("when", "do"), ("if", "optional", "cost", "min_cost")),
    "static": (("effect",), ("while",)),
    "activated": (("cost", "do"), ("keywords", "cost_less", "alt_cost", "while")),
    "cost": (("cost",), ("optional", "reduce")),
    "equip": (("cost",), ("cost_less", "keywords")),
}

STATIC_PARAMS = {
    "might": ("n",), "others_here": ("n",), "others_buffed_here": ("n",),
    "units_here": ("n",), "keywords": ("keywords",), "others_enter_ready": (),
    "spell_discount": ("n", "min"), "bonus_damage": ("n", "scope"), "defend_alone": ("n",),
    "cost_per_trash": (), "play_to_open": (), "borrow_exhaust": (),
    "top_might_discount": (), "unit_power_discount": ("n",), "no_move_to_base": (),
    "shroud_unless_combat": (), "any_damage_lethal": (), "also_gear": (),
    "all_of_domain": (), "play_only_conquered": (), "opponents_play_to_base": (),
    "optional_cost_discount": ("n",), "move_tax": (), "play_here_extra_cost": ("cost",),
    "attached_might": ("n",),
}

TARGET_REFS = {
    "me": "the ability's source",
    "it": "the previous step's target",
    "event": "the unit the trigger's event names",
}
EVENT_UNIT = ("friendly_alone", "you_buff")        # the events that name a unit

VERB_REQUIRED = {
    # verb: the parameters it must have (deal: `amount` or `amount_of`, one of them)
    "draw": ("n",), "discard": ("n",), "deal": ("target",), "deal_all": ("side", "at"),
    "duel": ("target", "other"), "kill": ("target",), "each_kills": (),
    "move": ("target", "to"), "return_hand": ("target",), "from_trash": ("type",),
    "might": ("target",), "might_all": ("n",), "buff": ("target",), "ready": ("target",),
    "stun": ("target",), "channel": ("n",), "token": ("token", "where"),
    "grant": ("target", "keyword"), "add_energy": ("n",), "ready_runes": ("n",),
    "delay": ("at", "do"), "turn_flag": ("flag",), "win_here": (), "save": ("target",),
    "spend_buff": (), "modes": ("modes",), "play_me": ("power",), "controller_draws": ("n",),
    "choose": ("target",), "doom": ("target",), "play_from_hand": ("type",),
    "gain_points": ("n",), "set_base_might": ("target", "n"), "might_to": ("target", "n"),
    "kill_all": ("what",), "split": ("target",), "reveal_top": ("n",), "recycle_revealed": (),
    "recycle": ("target",), "play_revealed": (), "gain_control": ("target",),
    "pay_any": ("what",), "add_power": (),
    "banish_all": ("whose",), "empower": ("target",), "choose_opponent": (),
    "reveal_hand": (), "pay_xp": ("n",), "opp_discard": (), "opp_draws": ("n",),
    "attach": ("target",), "weaponmaster": (),
    "copy": ("target",),
}

PARAM_VALUES = {
    # parameter: a tuple of its words, or a kind of value ("count": 1 or more, "number":
    # not 0, "bool", "selector", "steps", "modes", "power", "keyword"); (verb, parameter)
    # overrides. An absent `duration` is "turn" for might and "no end" for grant.
    "n": "count", "amount": "count", "else_draw": "count", "min": "count",
    ("might", "n"): "number",
    "amount_of": ("discarded_energy", "my_might", "revealed_hidden"),
    ("deal_all", "amount_of"): ("paid",), ("add_power", "amount_of"): ("paid",),
    ("might", "amount_of"): ("killed_might",),
    ("pay_any", "what"): ("power", "energy"), ("banish_all", "whose"): ("chosen_opponent",),
    "target": "selector", "other": "selector",
    "side": ("any", "friendly", "enemy"),
    ("deal_all", "at"): ("one_battlefield", "battlefields", "combat"),
    ("delay", "at"): ("end_turn",),
    "to": ("base", "any"),
    "type": ("unit", "spell", "gear"),
    "duration": ("turn", "combat"),
    "token": ("recruit", "sprite", "reflection"),
    "where": ("base", "here", "choose"),
    "ready": "bool", "spells_only": "bool",
    "keyword": "keyword",
    "do": "steps", "modes": "modes", "power": "power",
    "flag": ("units_enter_ready", "buffs_extra"),
    ("play_from_hand", "type"): ("unit",), ("play_from_hand", "where"): ("any", "battlefield"),
    "ignore_cost": "bool", "who": ("you", "turn_player"),
    ("set_base_might", "n"): "size", ("kill_all", "what"): ("unit", "gear"),
    ("split", "amount_of"): ("its_might",), ("play_revealed", "where"): ("here_may",),
}

LOCATIONS = ("any", "battlefield", "base", "here", "combat")
SELECTOR_VALUES = {
    "what": ("unit", "gear", "unit_or_gear", "spell"), "side": ("any", "friendly", "enemy"),
    "at": LOCATIONS, "max_might": "size", "other": "bool", "count": "count",
    "up_to": "bool", "choose": "bool", "gear_at": LOCATIONS, "together": "bool",
    "total_might": "size", "domain": tuple(DOMAINS),
}
SELECTOR_DEFAULTS = {"what": "unit", "side": "any", "at": "any", "max_might": None,
                     "other": False, "count": 1, "up_to": False, "choose": False,
                     "gear_at": None, "together": False, "total_might": None,
                     "domain": None}

COST_VALUES = {
    "energy": "count", "power": "power", "exhaust": "bool", "spend_buff": "bool",
    "recycle_trash": "count", "discard": "count", "kill_friendly": "count",
    "exhaust_friendly": "count", "kill_me": "bool", "kill_top_might": "bool",
    "banish_me": "bool",
}
SCOPES = ("yours", "here")
COST_LESS = ("opponent_points", "enemy_occupied")
POWER_DOMAINS = tuple(DOMAINS) + (ANY,)
TIMING_KEYWORDS = ("action", "reaction")          # an activated ability's `keywords`
MAX_FILE_BYTES = 2 ** 20
MAX_STEPS = 32
_KEYWORD = re.compile(r"([a-z_]+)(?: ([0-9]{1,2}))?")
_CARD_FIELDS = {"id": (str, True), "name": (str, False), "keywords": (list, False),
                "ability": (list, False)}


@dataclass(frozen=True)
class CardAbilities:
    """One card's abilities, checked and normalized: `keywords` {name: N or True} and
    `abilities`, each a dict of every ABILITY_FIELDS field (its steps with every
    parameter of their verb, None when absent; each selector with every SELECTOR_FIELDS
    field). Plain data only: dicts, tuples, str, int, bool, None."""
    id: str
    keywords: dict
    abilities: tuple


# ---- loading --------------------------------------------------------------------------------

DEFAULT_PATH = Path(__file__).parent / "data" / "abilities.toml"


def load_abilities(path=None) -> dict[str, CardAbilities]:
    """The abilities file (the shipped data/abilities.toml by default) -> {card id:
    CardAbilities}. Every name is checked against this module's constants; anything else
    raises CardDataError naming the file, the card and the field ("ability[2].do[1].target")."""
    p = Path(path) if path is not None else DEFAULT_PATH
    where = shown(p) if path is not None else "riftbound/data/abilities.toml"

    def fail(message):
        return CardDataError(where, None, None, message)

    return abilities_from_data(parse_toml(read_input(p, fail, MAX_FILE_BYTES), fail), where)


def abilities_from_data(data: dict, where: str) -> dict[str, CardAbilities]:
    for k in data:
        if k != "card":
            raise CardDataError(where, None, k, "unknown table; the file holds [[card]] only")
    cards = data.get("card", [])
    if not isinstance(cards, list):
        raise CardDataError(where, None, "card", "must be an array of tables ([[card]])")
    out: dict[str, CardAbilities] = {}
    for i, t in enumerate(cards):
        cid = check_card_table(t, _CARD_FIELDS, where, i, key="id", nonempty=("id",))
        if cid in out:
            raise CardDataError(where, cid, "id", "a second entry for this card")
        out[cid] = _Card(where, cid).read(t)
    return out


class _Card:
    """The checks of one [[card]] table; every error names the file, the card and a field."""

    def __init__(self, where: str, cid: str):
        self.where, self.cid = where, cid

    def fail(self, field: str, message: str):
        return CardDataError(self.where, self.cid, field, message)

    def read(self, t: dict) -> CardAbilities:
        kws = self.keywords(t.get("keywords", []), "keywords")
        raw = t.get("ability", [])
        if not kws and not raw:
            raise self.fail("ability", "an entry needs keywords or abilities (a card with "
                                       "neither has no entry)")
        abilities = tuple(self.ability(ab, f"ability[{i + 1}]") for i, ab in enumerate(raw))
        if sum(ab["kind"] == "spell" for ab in abilities) > 1:
            raise self.fail("ability", "a card has at most one spell ability")
        if "repeat" in kws:
            spell = next((ab for ab in abilities if ab["kind"] == "spell"), None)
            if spell is not None and any(isinstance(st.get(k), dict) and not st[k]["choose"]
                                         for st in spell["do"] for k in ("target", "other")):
                # when its second run's targets are chosen is not in tcgsim's rules source
                raise self.fail("keywords", "Repeat on a spell that chooses targets as it is "
                                            "played is not supported")
        if any(st.get("amount_of") == "killed_might" for ab in abilities for st in ab["do"]) \
                and not any(ab["kind"] == "cost" and ab["cost"]["kill_top_might"]
                            for ab in abilities):
            raise self.fail("ability", "amount_of = \"killed_might\" needs a kill_top_might "
                                       "cost on the card")
        return CardAbilities(self.cid, kws, abilities)

    # -- values --

    def choice(self, v, words, field):
        if not isinstance(v, str) or v not in words:
            raise self.fail(field, f"unknown value {brief(v)}; one of {', '.join(words)}")
        return v

    def integer(self, v, field, lo=None, nonzero=False):
        if type(v) is not int:
            raise self.fail(field, f"must be a whole number; got {brief(v)}")
        if (lo is not None and v < lo) or (nonzero and v == 0):
            raise self.fail(field, f"{v} is out of range (" +
                            ("not 0" if nonzero else f"at least {lo}") + ")")
        return v

    def boolean(self, v, field):
        if type(v) is not bool:
            raise self.fail(field, f"must be true or false; got {brief(v)}")
        return v

    def table(self, v, field, what="a table"):
        if not isinstance(v, dict):
            raise self.fail(field, f"must be {what}; got {brief(v)}")
        return v

    def value(self, v, spec, field):
        if isinstance(spec, tuple):
            return self.choice(v, spec, field)
        if spec == "count":
            return self.integer(v, field, lo=1)
        if spec == "size":
            return self.integer(v, field, lo=0)
        if spec == "number":
            return self.integer(v, field, nonzero=True)
        if spec == "bool":
            return self.boolean(v, field)
        if spec == "power":
            return self.power(v, field)
        if spec == "keyword":
            return self.choice(v, tuple(KEYWORDS), field)
        raise AssertionError(spec)

    def power(self, v, field):
        self.table(v, field, "a Power table (domain = N)")
        if not v:
            raise self.fail(field, "an empty Power table")
        for d, n in v.items():
            self.choice(d, POWER_DOMAINS, f"{field}.{d}")
            self.integer(n, f"{field}.{d}", lo=1)
        return dict(v)

    def keywords(self, v, field, allowed=None) -> dict:
        if not isinstance(v, list):
            raise self.fail(field, f"must be a list of keywords; got {brief(v)}")
        out: dict = {}
        for i, k in enumerate(v):
            f = f"{field}[{i + 1}]"
            m = _KEYWORD.fullmatch(k) if isinstance(k, str) else None
            if m is None:
                raise self.fail(f, f"a keyword is \"name\" or \"name N\"; got {brief(k)}")
            name, num = m.group(1), m.group(2)
            self.choice(name, allowed or tuple(KEYWORDS), f)
            if name in out:
                raise self.fail(f, f"keyword {name!r} is listed twice")
            if num is not None and KEYWORDS[name] is None:
                raise self.fail(f, f"keyword {name!r} takes no number")
            if num is not None and int(num) < 1:
                raise self.fail(f, f"keyword {name!r} takes a number of at least 1")
            out[name] = int(num) if num is not None else (KEYWORDS[name] or True)
        return out

    def cost(self, v, field) -> dict:
        self.table(v, field, "a table of COST_PARTS")
        if not v:
            raise self.fail(field, "an empty cost")
        out = dict.fromkeys(COST_PARTS)
        for k, x in v.items():
            if k not in COST_PARTS:
                raise self.fail(f"{field}.{k}", f"unknown cost part; one of "
                                                f"{', '.join(COST_PARTS)}")
            out[k] = self.value(x, COST_VALUES[k], f"{field}.{k}")
        return out

    def selector(self, v, field, ctx) -> dict | str:
        if isinstance(v, str):
            if v not in TARGET_REFS:
                raise self.fail(field, f"unknown target {brief(v)}; a table of SELECTOR_FIELDS "
                                       f"or one of {', '.join(TARGET_REFS)}")
            if v == "it" and not ctx["targeted"]:
                raise self.fail(field, "\"it\" needs an earlier step with a target")
            if v == "event" and ctx["when"] not in EVENT_UNIT:
                raise self.fail(field, f"\"event\" is only for a trigger on "
                                       f"{' or '.join(EVENT_UNIT)}")
            return v
        self.table(v, field, "a selector table or \"me\", \"it\", \"event\"")
        out = dict(SELECTOR_DEFAULTS)
        for k, x in v.items():
            if k not in SELECTOR_FIELDS:
                raise self.fail(f"{field}.{k}", f"unknown selector field; one of "
                                                f"{', '.join(SELECTOR_FIELDS)}")
            out[k] = self.value(x, SELECTOR_VALUES[k], f"{field}.{k}")
        if out["gear_at"] is not None and out["what"] != "unit_or_gear":
            raise self.fail(f"{field}.gear_at", "only with what = \"unit_or_gear\"")
        return out

    # -- steps and abilities --

    def steps(self, v, field, ctx, empty_ok=False) -> tuple:
        if not isinstance(v, list):
            raise self.fail(field, f"must be a list of steps; got {brief(v)}")
        if not v and not empty_ok:
            raise self.fail(field, "no steps")
        if len(v) > MAX_STEPS:
            raise self.fail(field, f"more than {MAX_STEPS} steps")
        ctx = dict(ctx, targeted=False, made_one=False)
        out = []
        for i, st in enumerate(v):
            out.append(self.step(st, f"{field}[{i + 1}]", ctx))
            if out[-1]["verb"] == "pay_any":
                ctx["paid_any"] = True
            if out[-1]["verb"] == "choose_opponent":
                ctx["opponent"] = True
            if out[-1]["verb"] == "token":
                ctx["made_one"] = (out[-1]["n"] or 1) == 1
            if any(out[-1].get(p) is not None for p in ("target", "other")):
                ctx["targeted"] = True
        return tuple(out)

    def step(self, st, field, ctx) -> dict:
        self.table(st, field, "a step table with a `verb`")
        if "verb" not in st:
            raise self.fail(f"{field}.verb", "missing: a step needs a verb")
        verb = self.choice(st["verb"], tuple(VERBS), f"{field}.verb")
        params = VERBS[verb]
        out = {"verb": verb, "if": None}
        out.update(dict.fromkeys(params))
        for k, x in st.items():
            f = f"{field}.{k}"
            if k == "verb":
                continue
            if k == "if":
                out["if"] = self.choice(x, tuple(CONDITIONS), f)
            elif k not in params:
                raise self.fail(f, f"unknown parameter of {verb!r}; it takes "
                                   f"{', '.join(params) or 'none'} (and `if`)")
            else:
                out[k] = self.param(verb, k, x, f, ctx)
        for k in VERB_REQUIRED[verb]:
            if out[k] is None:
                raise self.fail(f"{field}.{k}", f"missing: {verb!r} needs {k!r}")
        if verb in ("deal", "split") and (out["amount"] is None) == (out["amount_of"] is None):
            raise self.fail(f"{field}.amount", f"{verb!r} takes one of `amount` and `amount_of`")
        if verb == "gain_control" and (not isinstance(out["target"], dict) or
                                       out["target"]["what"] != "spell"):
            raise self.fail(f"{field}.target", "'gain_control' takes a spell on the chain "
                                               "(what = \"spell\")")
        if verb == "split":
            t = out["target"]
            if not isinstance(t, dict) or not t["up_to"] or t["choose"]:
                raise self.fail(f"{field}.target", "a split's targets are chosen as it is "
                                "played, up to a number (CR 352.14.b-c): a selector with "
                                "up_to = true")
            if not ctx.get("spell"):
                raise self.fail(f"{field}.verb", "'split' is a spell's step")
            if out["amount_of"] == "its_might" and not ctx["targeted"]:
                raise self.fail(f"{field}.amount_of", "\"its_might\" needs an earlier step "
                                                      "with a target")
        if verb == "deal_all" and (out["amount"] is None) == (out["amount_of"] is None):
            raise self.fail(f"{field}.amount", "'deal_all' takes one of `amount` and "
                                               "`amount_of`")
        if verb == "might" and (out["n"] is None) == (out["amount_of"] is None):
            raise self.fail(f"{field}.n", "'might' takes one of `n` and `amount_of`")
        if verb == "add_power" and (out["n"] is None) == (out["amount_of"] is None):
            raise self.fail(f"{field}.n", "'add_power' takes one of `n` and `amount_of`")
        if verb in ("attach", "weaponmaster") and ctx.get("spell"):
            raise self.fail(f"{field}.verb", f"{verb!r} attaches the ability's own object or "
                                             f"attaches to it: not a spell's step")
        if verb == "copy":
            t = out["target"]
            if isinstance(t, dict) and (t["what"] != "unit" or t["count"] != 1):
                raise self.fail(f"{field}.target", "'copy' copies one unit (what = \"unit\", "
                                                   "count = 1)")
            if not ctx.get("made_one"):
                raise self.fail(f"{field}.verb", "'copy' needs an earlier token step that "
                                                 "makes one token (the copy goes on it)")
        if verb in ("reveal_hand", "opp_discard", "opp_draws") and not ctx.get("opponent"):
            raise self.fail(f"{field}.verb", f"{verb!r} needs an earlier choose_opponent step")
        if out.get("amount_of") == "paid" and not ctx.get("paid_any"):
            raise self.fail(f"{field}.amount_of", "\"paid\" needs an earlier pay_any step")
        if verb == "grant" and out["n"] is not None and KEYWORDS[out["keyword"]] is None:
            raise self.fail(f"{field}.n", f"keyword {out['keyword']!r} takes no number")
        if verb == "modes" and len(out["modes"]) < 2:
            raise self.fail(f"{field}.modes", "a choice needs at least 2 modes")
        return out

    def param(self, verb, k, x, field, ctx):
        spec = PARAM_VALUES.get((verb, k), PARAM_VALUES.get(k))
        if spec == "selector":
            return self.selector(x, field, ctx)
        if spec == "steps":
            return self.steps(x, field, ctx)
        if spec == "modes":
            if not isinstance(x, list):
                raise self.fail(field, f"must be a list of step lists; got {brief(x)}")
            return tuple(self.steps(m, f"{field}[{i + 1}]", ctx) for i, m in enumerate(x))
        return self.value(x, spec, field)

    def ability(self, ab, field) -> dict:
        self.table(ab, field, "a table ([[card.ability]])")
        if "kind" not in ab:
            raise self.fail(f"{field}.kind", "missing: an ability needs a kind")
        kind = self.choice(ab["kind"], KINDS, f"{field}.kind")
        required, extra = KIND_FIELDS[kind]
        if kind == "static" and "effect" in ab:
            effect = self.choice(ab["effect"], tuple(STATICS), f"{field}.effect")
            required = required + STATIC_PARAMS[effect]
        allowed = ("kind",) + required + extra
        for k in ab:
            if k not in ABILITY_FIELDS:
                raise self.fail(f"{field}.{k}", f"unknown field; an ability has "
                                                f"{', '.join(ABILITY_FIELDS)}")
            if k not in allowed:
                raise self.fail(f"{field}.{k}", f"a {kind} ability takes "
                                                f"{', '.join(allowed)}; not {k!r}")
        for k in required:
            if k not in ab:
                raise self.fail(f"{field}.{k}", f"missing: a {kind} ability needs {k!r}")
        out = {k: (dict(d) if isinstance(d, dict) else d) for k, (_, d) in ABILITY_FIELDS.items()}
        out["kind"] = kind
        ctx = {"when": None, "targeted": False, "spell": kind == "spell"}
        for k in ("when", "if", "while", "effect"):
            if k in ab:
                words = EVENTS if k == "when" else STATICS if k == "effect" else CONDITIONS
                out[k] = self.choice(ab[k], tuple(words), f"{field}.{k}")
        ctx["when"] = out["when"]
        if "min_cost" in ab:
            if out["when"] not in ("you_play_spell", "you_activate"):
                raise self.fail(f"{field}.min_cost", "only for when = \"you_play_spell\" or "
                                                     "\"you_activate\"")
            out["min_cost"] = self.integer(ab["min_cost"], f"{field}.min_cost", lo=1)
        if "optional" in ab:
            out["optional"] = self.boolean(ab["optional"], f"{field}.optional")
        if "cost" in ab:
            out["cost"] = self.cost(ab["cost"], f"{field}.cost")
        if out["cost"] is not None and out["cost"]["kill_top_might"] and \
                not (kind == "cost" and not out["optional"]):
            raise self.fail(f"{field}.cost.kill_top_might", "only in a card's mandatory "
                                                            "additional cost")
        if out["cost"] is not None and out["cost"]["kill_me"] and \
                not (kind == "trigger" and out["optional"]):
            raise self.fail(f"{field}.cost.kill_me", "only in the cost of an optional trigger "
                                                     "(paid as it is put on the chain)")
        if out["effect"] == "play_here_extra_cost" and any(
                v is not None for k, v in out["cost"].items() if k not in ("energy", "power")):
            raise self.fail(f"{field}.cost", "only Energy and Power (an extra cost of playing "
                                             "a unit here)")
        if "alt_cost" in ab:
            out["alt_cost"] = self.cost(ab["alt_cost"], f"{field}.alt_cost")
            if any(v is not None for k, v in out["alt_cost"].items()
                   if k not in ("energy", "power")):
                raise self.fail(f"{field}.alt_cost", "only Energy and Power (the other parts "
                                                     "of `cost` are paid either way)")
        if "cost_less" in ab:
            out["cost_less"] = self.choice(ab["cost_less"], COST_LESS, f"{field}.cost_less")
        if "reduce" in ab:
            out["reduce"] = self.integer(ab["reduce"], f"{field}.reduce", lo=1)
        for k in ("n", "min"):
            if k in ab:
                out[k] = self.integer(ab[k], f"{field}.{k}", lo=1)
        if "scope" in ab:
            out["scope"] = self.choice(ab["scope"], SCOPES, f"{field}.scope")
        if "keywords" in ab:
            allowed_kw = TIMING_KEYWORDS if kind == "activated" else None
            out["keywords"] = self.keywords(ab["keywords"], f"{field}.keywords", allowed_kw)
            if not out["keywords"]:
                raise self.fail(f"{field}.keywords", "an empty keyword list")
        if "do" in ab:
            out["do"] = self.steps(ab["do"], f"{field}.do", ctx)
        if kind == "equip":
            out["do"] = (equip_step(),)                  # v1.2 744.1.c.2
        if any(st.get("whose") == "chosen_opponent" for st in out["do"]) and \
                out["cost_less"] != "opponent_points":
            raise self.fail(f"{field}.do", "whose = \"chosen_opponent\" needs cost_less = "
                                           "\"opponent_points\" (the opponent it chooses)")
        return out


def equip_step() -> dict:
    """Equip's one step (v1.2 744.1.c.2): attach this gear to a target friendly unit."""
    return {"verb": "attach", "if": None, "target": dict(SELECTOR_DEFAULTS, side="friendly")}


# ---- words ----------------------------------------------------------------------------------
# tcgsim's own plain wording of the records, for people: one line per keyword or ability.

KEYWORD_WORDS = {
    "accelerate": "Accelerate (as you play this, you may pay 1 Energy and 1 Power of its "
                  "domain more; then it enters ready).",
    "action": "Action (playable on your turn or during a showdown).",
    "reaction": "Reaction (playable at any time, even with items on the chain; it resolves "
                "first).",
    "hidden": "Hidden (may be hidden facedown at a battlefield you control for 1 Power of any "
              "domain, and played from there on a later turn as a reaction, without its "
              "Energy cost).",
    "tank": "Tank (combat damage must be assigned to it first).",
    "ganking": "Ganking (can move from one battlefield to another).",
    "vision": "Vision (on play, see your Main Deck's top card and choose whether to recycle it).",
    "temporary": "Temporary (it dies as its controller's Beginning Phase starts, ahead of "
                 "scoring).",
    "enters_ready": "Enters ready.",
    "assault": "{kw} (+{n} Might while attacking).",
    "shield": "{kw} (+{n} Might while defending).",
    "deflect": "{kw} (an opponent's spell or ability that chooses this costs {n} more Power "
               "of any domain).",
    "legion": "Legion (its Legion part applies only if you played another card earlier this "
              "turn).",
    "repeat": "{kw} (as you play this spell you may pay {n} Energy more; if you do, its "
              "instructions are carried out a second time as it resolves).",
    "weaponmaster": "Weaponmaster (when you play this unit, you may pick an Equipment you "
                    "control and pay its Equip cost, 1 Power of any domain less, to attach "
                    "that Equipment to this unit).",
    "quick_draw": "Quick-Draw (playable as a Reaction; once played, this gear is attached to "
                  "a unit you control).",
}

EVENT_WORDS = {
    "play_me": "When you play this {noun}",
    "discard_me": "When you discard this {noun}",
    "die_me": "When this {noun} dies",          # a gear or spell: "is killed" (_event_words)
    "attack_me": "When this {noun} attacks",
    "defend_me": "When this {noun} defends",
    "move_me": "When this {noun} moves",
    "move_me_to_bf": "When this {noun} moves to a battlefield",
    "you_play_spell": "When you play a spell",
    "you_play_card_opp_turn": "When you play a card during an opponent's turn",
    "friendly_dies_first": "The first time each turn a friendly unit dies",
    "friendly_alone": "When a friendly unit attacks alone or defends alone",
    "you_buff": "Whenever you buff a friendly unit",
    "beginning_start": "As your Beginning Phase starts",
    "end_turn": "As your turn ends",
    "conquer_here": "When you conquer this battlefield",
    "hold_here": "When you hold this battlefield",
    "defend_here": "When you defend this battlefield",
    "you_conquer": "When you conquer a battlefield",
    "you_activate": "When you use an ability",
    "each_beginning_start": "As each player's Beginning Phase starts",
    "player_plays_spell": "Whenever any player plays a spell",
}

CONDITION_WORDS = {
    "paid": "you paid the extra cost",
    "not_paid": "you did not pay the extra cost",
    "killed": "that killed it",
    "alone": "this {noun} is attacking or defending alone",
    "buffed": "this {noun} is buffed",
    "runes_8": "you control 8 or more runes",
    "discarded_this_turn": "you have discarded a card this turn",
    "hand_at_most_1": "you hold at most 1 card in your hand",
    "facedown_at_bf": "you have a card facedown at a battlefield",
    "ready_enemy_here": "an enemy unit here is ready",
    "only_unit_there": "you control no other unit at its location",
    "units_there_4": "you have 4 or more units at that battlefield",
    "units_here_7": "you have 7 or more units here",
    "at_battlefield": "this {noun} is at a battlefield",
    "opp_turn": "it is an opponent's turn",
    "my_turn": "it is your turn",
    "mighty": "this {noun} is Mighty (5 or more Might)",
    "legion": "you have played another card this turn (Legion)",
    "not_legion": "you have not played another card this turn",
    "scored_this_turn": "you have scored a battlefield during this turn",
    "from_hand": "this spell came from your hand",
    "first_turn": "this is the turn player's first turn",
    "empowered": "this {noun} is empowered",
    "not_empowered": "this {noun} is not empowered",
    "attached_this_turn": "this {noun} was attached to its unit during this turn",
}

STATIC_WORDS = {
    "might": "this {noun} has {n:+d} Might",
    "others_here": "your other units at this {noun}'s location have {n:+d} Might",
    "others_buffed_here": "your other buffed units at this {noun}'s battlefield have "
                          "{n:+d} Might",
    "units_here": "every unit at this battlefield has {n:+d} Might",
    "keywords": "this {noun} has {keywords}",
    "others_enter_ready": "your other units enter ready",
    "spell_discount": "spells you play cost {n} Energy less, but not less than {min} Energy",
    "bonus_damage": "{scope}",
    "defend_alone": "a friendly unit defending alone has {n:+d} Might",
    "cost_per_trash": "this {noun} costs 1 Energy less for every card in your trash",
    "play_to_open": "this {noun} may be played to an open battlefield",
    "borrow_exhaust": "this {noun} has every Exhaust ability of your legends, units and gear",
    "top_might_discount": "this {noun} costs less Energy: as much as the greatest Might among "
                          "your units",
    "unit_power_discount": "units you play cost {n} Power of any domain less",
    "no_move_to_base": "no unit may move from this {noun} to a base",
    "shroud_unless_combat": "an opponent's spells and abilities may pick this {noun} only while "
                            "it is in combat",
    "any_damage_lethal": "an enemy unit this {noun} deals damage to dies, however little the "
                         "damage",
    "also_gear": "this {noun} counts as a gear too",
    "all_of_domain": "as you play this {noun}, you name a domain; while this {noun} stays on "
                     "the board, each unit and gear there belongs to the named domain as well",
    "play_only_conquered": "this {noun} may be played only to a battlefield that you have "
                           "conquered during this turn",
    "opponents_play_to_base": "your opponents may play units to their own base and nowhere "
                              "else",
    "optional_cost_discount": "each optional extra cost you choose to pay costs {n} Energy or "
                              "{n} Power of any domain less (your pick)",
    "move_tax": "an opponent who moves two or more units together to this {noun}'s battlefield "
                "pays 1 Power of any domain for every unit beyond the first",
    "play_here_extra_cost": "as a player plays a unit, they may {cost} more as an optional extra "
                            "cost; if they do, they must play it to this {noun}, and it enters "
                            "ready",
    "attached_might": "the unit this {noun} is attached to has {n:+d} Might",
}
SCOPE_WORDS = {
    "yours": "Bonus Damage {n} for your spells and abilities: each time they deal damage, "
             "it is {n} more",
    "here": "Bonus Damage {n} at this battlefield: each time a spell or ability deals damage "
            "to a unit here, it is {n} more",
}

COST_WORDS = {
    # part: its words ({v}: the number, {cards}/{units}: "N cards"/"a friendly unit"...)
    "energy": "pay {v} Energy", "power": "pay {power}", "exhaust": "exhaust this {noun}",
    "spend_buff": "spend this {noun}'s buff", "recycle_trash": "recycle {cards} from your trash",
    "discard": "discard {cards}", "kill_friendly": "kill {units}",
    "exhaust_friendly": "exhaust {units}", "kill_me": "kill this {noun}",
    "kill_top_might": "kill your unit with the most Might", "banish_me": "banish this {noun}",
}

COST_LESS_WORDS = {
    # an activated ability's or Equip's cost modification (`cost_less`), after its sentence
    "opponent_points": " Using it, you choose an opponent: it costs 1 Energy less for each "
                       "point of theirs.",
    "enemy_occupied": " It costs 1 Energy less for every battlefield that an opponent "
                      "controls with units of theirs there.",
}

TOKEN_WORDS = {"recruit": ("Recruit unit token", "1 Might"),
               "sprite": ("Sprite unit token", "3 Might, Temporary"),
               "reflection": ("Reflection unit token", "0 Might")}
WHERE_WORDS = {"base": "in your base", "here": "where this {noun} is",
               "choose": "in your base or at a battlefield you control"}
DEAL_ALL_AT = {"one_battlefield": "at one battlefield of your choice",
               "battlefields": "at every battlefield", "combat": "in combat"}
FLAG_WORDS = {"units_enter_ready": "for the rest of this turn, units you play enter ready",
              "buffs_extra": "for the rest of this turn, each buff on a friendly unit gives "
                             "+1 Might more"}
TYPE_WORDS = {"unit": "a unit", "spell": "a spell", "gear": "a gear"}
_NUMBER = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
_HERE_EVENTS = ("conquer_here", "hold_here", "defend_here")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _article(phrase: str) -> str:
    return ("an " if phrase[:1] in "aeio" else "a ") + phrase


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def keyword_name(name: str, v) -> str:
    """"Assault 2", "Tank"; a number keyword at 1 is written without it."""
    word = {"enters_ready": "Enters ready", "quick_draw": "Quick-Draw"}.get(
        name, name.replace("_", " ").title())
    return word if v is True or v is None or v == 1 else f"{word} {v}"


def keyword_words(name: str, v) -> str:
    n = v if isinstance(v, int) and not isinstance(v, bool) else (KEYWORDS[name] or 1)
    return KEYWORD_WORDS[name].format(kw=keyword_name(name, v), n=n)


def _keyword_list(kws: dict) -> str:
    names = [keyword_name(k, v) for k, v in kws.items()]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def power_words(power: dict) -> str:
    parts = [f"{n} Power of any domain" if d == ANY else f"{n} {d.title()} Power"
             for d, n in power.items()]
    return " and ".join(parts)


def cost_words(cost: dict, noun: str) -> str:
    """The parts of a cost as verb phrases: "pay 1 Energy and exhaust this legend"."""
    parts = []
    for k, v in cost.items():
        if v is None or v is False:
            continue
        n = v if type(v) is int else 1
        units = "a friendly unit" if n == 1 else f"{n} friendly units"
        phrase = COST_WORDS[k].format(v=v, noun=noun, cards=_plural(n, "card"), units=units,
                                      power=power_words(v) if k == "power" else "")
        if k == "power" and cost["energy"] is not None:
            parts[-1] += " and " + phrase[len("pay "):]      # "pay 2 Energy and 1 Order Power"
        else:
            parts.append(phrase)
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def selector_words(sel, noun: str, here: str = "here") -> str:
    """A noun phrase for a target: "a unit at a battlefield", "up to two units"."""
    if isinstance(sel, str):
        return {"me": f"this {noun}", "it": "it", "event": "that unit"}[sel]
    n = sel["count"]
    many = n > 1
    what = {"unit": ("unit", "units"), "gear": ("gear", "gear"),
            "unit_or_gear": ("unit or gear", "units or gear"),
            "spell": ("spell on the chain", "spells on the chain")}[sel["what"]]
    word = what[1] if many else what[0]
    if sel["what"] == "unit_or_gear" and sel["gear_at"] is not None:
        word = "units" if many else "unit"
    side = {"any": "", "friendly": "friendly ", "enemy": "enemy "}[sel["side"]]
    if sel.get("domain"):
        side += sel["domain"].title() + " "
    head = f"{side}{word}"
    if sel["other"]:
        head = f"other {head}" if many or sel["up_to"] else f"another {head}"
    loc = {"any": "", "battlefield": " at battlefields" if many else " at a battlefield",
           "base": " in a base", "here": f" {here}", "combat": " in combat"}
    phrase = head + loc[sel["at"]]
    if sel["max_might"] is not None:
        m = sel["max_might"]
        phrase += f" with Might {m} or less" if many else f" whose Might is {m} or less"
    if many:
        phrase = f"{_NUMBER.get(n, n)} {phrase}"
    elif not phrase.startswith("another "):
        phrase = _article(phrase)
    if sel["up_to"]:
        phrase = f"up to {_NUMBER.get(n, n)} {phrase.split(' ', 1)[1]}" if many else \
            f"up to one {phrase.split(' ', 1)[1] if not phrase.startswith('another ') else phrase}"
    if sel["what"] == "unit_or_gear" and sel["gear_at"] is not None:
        gear = "gear" + loc[sel["gear_at"]].replace("battlefields", "a battlefield")
        phrase = f"{'some' if many else 'a'} {gear} or {phrase}"
    if sel.get("together"):
        phrase += ", all at one place"
    if sel.get("total_might") is not None:
        phrase += f", with {sel['total_might']} Might or less in all"
    if sel["choose"]:
        phrase += " (picked on resolution)"
    return phrase


def _single(sel) -> bool:
    return isinstance(sel, str) or sel["count"] == 1


class _Words:
    """The words of one ability's steps, for its source (`noun`: "unit", "battlefield"...)."""

    def __init__(self, noun: str, here: str):
        self.noun, self.here = noun, here

    def cond(self, c: str, after_spend: bool = False) -> str:
        if c == "paid" and after_spend:
            return "you did"
        return CONDITION_WORDS[c].format(noun=self.noun)

    def steps(self, steps) -> str:
        out, spent, last = "", False, None
        for st in steps:
            c, cond = self.step(st), st["if"]
            if out and cond is not None and cond == last:
                out += f", then {c}"                    # the same condition goes on
            elif cond is not None:
                c = f"if {self.cond(cond, spent)}, {c}"
                out = f"{out}; {c}" if out else c
            else:
                out = f"{out}, then {c}" if out else c
            last = cond
            spent = spent or st["verb"] == "spend_buff"
        return out

    def sel(self, s) -> str:
        return selector_words(s, self.noun, self.here)

    def step(self, st: dict) -> str:
        v, noun = st["verb"], self.noun
        t = st.get("target")
        if v == "draw":
            return f"draw {_plural(st['n'], 'card')}"
        if v == "controller_draws":
            return f"the controller of that unit draws {_plural(st['n'], 'card')}"
        if v == "discard":
            return f"discard {_plural(st['n'], 'card')}"
        if v == "deal":
            if st["amount"] is not None:
                return f"deal {st['amount']} damage to {self.sel(t)}"
            if st["amount_of"] == "revealed_hidden":
                return (f"deal 1 damage to {self.sel(t)} for each card with Hidden among the "
                        f"revealed ones")
            src = {"discarded_energy": "the discarded card's Energy cost",
                   "my_might": f"this {noun}'s Might"}[st["amount_of"]]
            return f"deal damage equal to {src} to {self.sel(t)}"
        if v == "deal_all":
            side = {"any": "", "friendly": "friendly ", "enemy": "enemy "}[st["side"]]
            much = "that much" if st["amount_of"] == "paid" else str(st["amount"])
            return f"deal {much} damage to every {side}unit {DEAL_ALL_AT[st['at']]}"
        if v == "duel":
            return (f"{self.sel(t)} and {self.sel(st['other'])} fight: each deals damage "
                    f"equal to its Might to the other")
        if v == "kill":
            return f"kill {self.sel(t)}"
        if v == "each_kills":
            return "each player picks one of their units and kills it"
        if v == "move":
            to = {"base": "to its base" if _single(t) else "to base",
                  "any": "to another place it can go (a base or a battlefield)"}[st["to"]]
            return f"move {self.sel(t)} {to}"
        if v == "return_hand":
            hand = "its owner's hand" if _single(t) else "their owners' hands"
            return f"put {self.sel(t)} back into {hand}"
        if v == "from_trash":
            return f"put {TYPE_WORDS[st['type']]} card from your trash into your hand"
        if v == "might":
            when = "this combat" if st["duration"] == "combat" else "this turn"
            verb = "gets" if _single(t) else "each get"
            floor = f" (but not below {st['min']} Might)" if st["min"] is not None else ""
            if st["amount_of"] == "killed_might":
                return (f"{self.sel(t)} {verb} + as much Might as the unit killed for the "
                        f"cost had, {when}{floor}")
            return f"{self.sel(t)} {verb} {st['n']:+d} Might {when}{floor}"
        if v == "might_all":
            return f"every friendly unit gets {st['n']:+d} Might this turn"
        if v in ("buff", "ready", "stun"):
            return f"{v} {self.sel(t)}"
        if v == "channel":
            out = f"channel {_plural(st['n'], 'rune')}, exhausted"
            if st["else_draw"] is not None:
                out += (f" (with no rune left to channel, draw "
                        f"{_plural(st['else_draw'], 'card')} instead)")
            return out
        if v == "token":
            n = st["n"] or 1
            name, stats = TOKEN_WORDS[st["token"]]
            ready = "ready " if st["ready"] else ""
            if n == 1:
                what = _article(f"{ready}{name}") + f" ({stats})"
            else:
                what = f"{_NUMBER.get(n, n)} {ready}{name}s (each {stats})"
            return f"create {what} {WHERE_WORDS[st['where']].format(noun=noun)}"
        if v == "copy":
            return (f"that token becomes a copy of {self.sel(t)}: it takes that unit's name, "
                    f"cost, domains, Might, tags and abilities as printed (or as copied), but "
                    f"none of its damage, buffs or other changes")
        if v == "grant":
            kw = keyword_name(st["keyword"], st["n"] if st["n"] is not None else True)
            when = {"turn": " this turn", "combat": " for this combat", None: ""}[st["duration"]]
            verb = "gains" if _single(t) else "each gain"
            return f"{self.sel(t)} {verb} {kw}{when}"
        if v == "pay_any":
            what = "Power of any domain" if st["what"] == "power" else "Energy"
            return f"pay any amount of {what} (chosen now)"
        if v == "add_power":
            much = "that much" if st["amount_of"] == "paid" else str(st["n"])
            return f"add {much} Power of any domain to your Rune Pool"
        if v == "choose_opponent":
            return "choose an opponent"
        if v == "reveal_hand":
            return "that opponent shows everyone their hand"
        if v == "pay_xp":
            return f"you may pay {st['n']} XP"
        if v == "opp_discard":
            return "pick a card of that opponent's hand, which they discard"
        if v == "opp_draws":
            return f"that opponent draws {_plural(st['n'], 'card')}"
        if v == "empower":
            return f"empower {self.sel(t)}"
        if v == "banish_all":
            return "banish every unit the chosen opponent controls"
        if v == "add_energy":
            only = " that can only pay for spells" if st["spells_only"] else ""
            return f"add {st['n']} Energy{only}"
        if v == "ready_runes":
            return f"ready up to {st['n']} of your runes"
        if v == "delay":
            return f"when this turn ends, {self.steps(st['do'])}"
        if v == "turn_flag":
            return FLAG_WORDS[st["flag"]]
        if v == "win_here":
            return "you win the game"
        if v == "save":
            return (f"the next time {self.sel(t)} would die this turn, it is healed, "
                    f"exhausted and recalled to its base instead")
        if v == "spend_buff":
            return "spend a friendly unit's buff"
        if v == "modes":
            opts = "; ".join(f"({i + 1}) {self.steps(m)}" for i, m in enumerate(st["modes"]))
            return f"pick one option not yet picked this turn: {opts}"
        if v == "play_me":
            return f"pay {power_words(st['power'])} to play this {noun} instead of its cost"
        if v == "choose":
            return f"pick {self.sel(t)}"
        if v == "doom":
            return f"if {self.sel(t)} is dealt damage later this turn, kill it"
        if v == "play_from_hand":
            where = " to a battlefield you control" if st["where"] == "battlefield" else ""
            free = " without paying its cost" if st["ignore_cost"] else ""
            return f"you may play {TYPE_WORDS[st['type']]} from your hand{where}{free}"
        if v == "reveal_top":
            return (f"show every player your Main Deck's uppermost "
                    f"{_plural(st['n'], 'card')} (they stay where they are)")
        if v == "gain_control":
            return f"take control of {self.sel(t)}"
        if v == "play_revealed":
            out = "you may banish one of the revealed cards and play it"
            if st["where"] == "here_may":
                out += f" (if it is a unit, it may also be played {self.here})"
            return out
        if v == "recycle":
            whose = "its owner's" if _single(t) else "their owners'"
            return f"put {self.sel(t)} on the bottom of {whose} Main Deck"
        if v == "recycle_revealed":
            return "put the revealed cards on the bottom of your Main Deck, in random order"
        if v == "split":
            amt = f"{st['amount']} damage" if st["amount"] is not None else \
                "damage equal to its Might"
            return f"divide {amt} as you like among {self.sel(t)} (at least 1 each)"
        if v == "kill_all":
            side = {None: "", "any": "", "friendly": "friendly ", "enemy": "enemy "}[st["side"]]
            return f"kill every {side}{st['what']} on the board"
        if v == "set_base_might":
            verb = "becomes" if _single(t) else "each become"
            return f"the base Might of {self.sel(t)} {verb} {st['n']} this turn"
        if v == "might_to":
            return (f"raise the Might of {self.sel(t)} to {st['n']} this turn (if it is "
                    f"less)")
        if v == "attach":
            return f"attach this {noun} to {self.sel(t)}"
        if v == "weaponmaster":
            return (f"you may pick an Equipment you control and pay its Equip cost, 1 Power "
                    f"of any domain less, to attach that Equipment to this {noun}")
        if v == "gain_points":
            who = "the turn player gains" if st["who"] == "turn_player" else "you gain"
            return f"{who} {_plural(st['n'], 'point')}"
        raise AssertionError(v)


def _noun_of(ab: dict) -> str:
    if ab["kind"] == "spell":
        return "spell"
    if ab["when"] in _HERE_EVENTS or ab["effect"] == "units_here" or ab["scope"] == "here":
        return "battlefield"
    if ab["when"] in ("each_beginning_start", "player_plays_spell") or \
            ab["effect"] == "no_move_to_base":
        return "battlefield"
    return "card"


def ability_words(ab: dict, noun: str | None = None) -> str:
    """One sentence for an ability record, in tcgsim's own words. `noun` names its source
    ("unit", "gear", "legend", "battlefield"); by default it is read from the ability."""
    noun = noun or _noun_of(ab)
    here = "at this battlefield" if noun == "battlefield" else "here"
    w = _Words(noun, here)
    kind = ab["kind"]
    if kind == "spell":
        return _cap(w.steps(ab["do"])) + "."
    if kind == "trigger":
        head = EVENT_WORDS[ab["when"]].format(noun=noun)
        if ab["when"] == "die_me" and noun not in ("unit", "card"):
            head = f"When this {noun} is killed"
        if ab["min_cost"] is not None:
            head += f" with an Energy cost of {ab['min_cost']} or more"
            if ab["when"] == "you_activate":
                head += " (as printed, before any reduction)"
        if ab["if"] is not None:
            head += f", if {w.cond(ab['if'])}"
        body = w.steps(ab["do"])
        if ab["cost"] is not None:
            pay = cost_words(ab["cost"], noun)
            body = f"to {body}, you may {pay}" if ab["optional"] else f"{pay}, then {body}"
        elif ab["optional"]:
            body = f"you may {body}"
        return f"{head}: {body}."
    if kind == "static":
        p = {k: ab[k] for k in ("n", "min")}
        if ab["effect"] == "bonus_damage":
            text = SCOPE_WORDS[ab["scope"]].format(n=ab["n"])
        else:
            text = STATIC_WORDS[ab["effect"]].format(noun=noun, keywords=_keyword_list(
                ab["keywords"]) if ab["keywords"] else "", cost=cost_words(
                ab["cost"], noun) if ab["cost"] else "", **p)
        if ab["while"] is not None:
            return f"While {w.cond(ab['while'])}, {text}."
        return _cap(text) + "."
    if kind == "activated" or kind == "equip":
        timing = "".join(f"{keyword_name(k, True)} — " for k in ab["keywords"])
        if kind == "equip":
            less = COST_LESS_WORDS[ab["cost_less"]] if ab["cost_less"] else ""
            return (f"{timing}Equip — {cost_words(ab['cost'], noun)}: attach this {noun} to "
                    f"a unit you control.{less}")
        if ab["alt_cost"] is not None:
            rest = {k: v for k, v in ab["cost"].items() if k not in ("energy", "power")}
            main = cost_words(ab["cost"], noun)
            alt = cost_words({**ab["alt_cost"], **rest}, noun)
            use = f" Use it only while {w.cond(ab['while'])}." if ab["while"] else ""
            return _cap(f"{timing}{main}, or {alt} instead: {w.steps(ab['do'])}.{use}")
        if ab["while"] is not None:
            return _cap(f"{timing}{cost_words(ab['cost'], noun)}: {w.steps(ab['do'])}. Use "
                        f"it only while {w.cond(ab['while'])}.")
        if ab["cost_less"] == "opponent_points":
            return _cap(f"{timing}{cost_words(ab['cost'], noun)}: choose an opponent, then "
                        f"{w.steps(ab['do'])}. This ability costs 1 Energy less for each "
                        f"point that opponent has.")
        less = COST_LESS_WORDS[ab["cost_less"]] if ab["cost_less"] else ""
        return _cap(f"{timing}{cost_words(ab['cost'], noun)}: {w.steps(ab['do'])}.{less}")
    if kind == "cost":
        pay = cost_words(ab["cost"], noun)
        if ab["optional"]:
            out = f"As you play this {noun}, you may also {pay} as an extra cost"
            if ab["reduce"] is not None:
                out += f"; if you do, it costs {ab['reduce']} Energy less"
            return out + "."
        return f"Extra cost to play this {noun}: {pay}."
    raise AssertionError(kind)


def card_words(card_abilities: CardAbilities, noun: str | None = None) -> list[str]:
    """A card's abilities in words: one line per keyword, then one per ability."""
    lines = [keyword_words(k, v) for k, v in card_abilities.keywords.items()]
    return lines + [ability_words(ab, noun if ab["kind"] != "spell" else None)
                    for ab in card_abilities.abilities]
