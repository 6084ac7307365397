"""The immutable per-game card table: both decks' cards indexed by instance id.

Instance ids: seat p's 50 cards are p*50 .. p*50+49, in deck-list order. Everything the
hot loop reads about a card is a list lookup here; the abilities are pre-sorted by kind
and by event so firing an event never scans every card.
"""

from __future__ import annotations

import json

from . import abilities_heads
from . import abilities_grant2

CHAR, EVENT, CLIMAX = 0, 1, 2
TYPE_CODE = {"character": CHAR, "event": EVENT, "climax": CLIMAX}
COLOR_CODE = {"yellow": 0, "green": 1, "red": 2, "blue": 3}


class Table:
    __slots__ = ("decks", "cards", "n", "ctype", "color", "level", "cost", "power", "soul",
                 "triggers", "traits", "name", "abils", "cont", "auto", "act", "backup",
                 "encore", "assist", "cannot_side", "great_perf", "no_color", "has_cont",
                 "auto_events", "filters", "filter_index", "filter_ids", "grant_cards", "memory_auto",
                 "clock_cards", "granted_events", "hand_level", "main_play", "main_cost", "need_color", "main_info",
                 "live_events", "cont_stats", "far_conts", "damage_events",
                 "has_counters", "stat_fx", "stage_conts", "cont_grants", "once_cont_grants", "grant_flags",
                 "stat_conts", "act_cost", "bar_cards", "verbs", "state_cls", "leave_grants", "leave_records",
                 "hand_place_heads", "attack_heads", "self_derived", "trigger_heads",
                 "act_cards", "stat_cards")

    def __init__(self, decks):
        self.decks = tuple(decks)
        self.n = len(decks[0].cards)
        self.cards = [c for d in self.decks for c in d.cards]
        cs = self.cards
        self.ctype = [TYPE_CODE[c.type] for c in cs]
        self.color = [COLOR_CODE[c.color] for c in cs]
        self.level = [c.level for c in cs]
        self.cost = [c.cost for c in cs]
        self.power = [c.power for c in cs]
        self.soul = [c.soul for c in cs]
        self.triggers = [c.triggers for c in cs]
        self.traits = [frozenset(c.traits) for c in cs]
        self.name = [c.name for c in cs]
        self.abils = [c.abilities for c in cs]
        self.cont = [tuple((i, a) for i, a in enumerate(c.abilities) if a["kind"] == "cont")
                     for c in cs]
        # "When A or B" (or_when): listed once per event, both entries with the ability's
        # index (resolution reads abils[c][i]: one ability, whichever event fired it)
        self.auto = [tuple(x for i, a in enumerate(c.abilities) if a["kind"] == "auto"
                           for x in ((i, a),) + (((i, {**a, "when": a["or_when"]}),)
                                                 if "or_when" in a else ()))
                     for c in cs]
        self.act = [tuple((i, a) for i, a in enumerate(c.abilities) if a["kind"] == "act")
                    for c in cs]
        self.backup = [next((a for a in c.abilities if a["kind"] == "backup"), None) for c in cs]
        self.encore = [tuple((i, a) for i, a in enumerate(c.abilities) if a["kind"] == "encore")
                       for c in cs]
        self.assist = [next((a for a in c.abilities if a["kind"] == "assist"), None) for c in cs]
        # the keyword, or a 【CONT】 "this card cannot side attack" (read without its condition)
        self.cannot_side = [any(a["kind"] == "cannot_side_attack" for a in c.abilities) or
                            any(e["verb"] == "cannot_side_attack"
                                for _, a in self.cont[i] for e in a["effect"])
                            for i, c in enumerate(cs)]
        self.great_perf = [any(a["kind"] == "great_performance" for a in c.abilities) for c in cs]
        self.no_color = [any(a["kind"] == "no_color_requirement" for a in c.abilities) for c in cs]
        self.has_cont = [bool(self.cont[i]) or self.assist[i] is not None for i in range(len(cs))]
        # the stats (power / soul / level) a card's 【CONT】 abilities, granted ones included,
        # may change -- a superset; indexed by instance id, with one empty entry at the end so
        # that an empty slot (-1) reads as "none" (values._stat_sources)
        self.cont_stats = [frozenset(v for _, a in self.cont[i] for v in _verbs_in(a)
                                     if v in ("power", "soul", "level"))
                           | (frozenset({"power"} | {k for k in ("soul", "level")
                                                      if k in self.assist[i]})   # importer_stats2
                              if self.assist[i] is not None else frozenset())
                           for i in range(len(cs))] + [frozenset()]
        # per card: its 【CONT】 abilities that work on the stage
        self.stage_conts = [tuple(a for _, a in self.cont[i] if a.get("zone", "stage") == "stage")
                            for i in range(len(cs))]
        # the cards with an 【ACT】 ability (rules.main_options looks at the stage's first)
        self.act_cards = frozenset(i for i in range(len(cs)) if self.act[i])
        # per card, per 【ACT】 ability: its cost as (stock, rests itself) when it is made of
        # only those two, else None (rules.main_options; costs.can_pay reads the others)
        self.act_cost = [tuple(_simple_cost(a.get("cost", ())) for _, a in self.act[i])
                         for i in range(len(cs))]
        # stat -> per card: its stage 【CONT】 abilities that may change that stat (one empty
        # entry at the end for an empty slot, -1; values._stat_sources)
        self.stat_conts = {stat: [tuple(a for a in self.stage_conts[i] if stat in set(_verbs_in(a)))
                                  # an Assist's level / soul (importer_stats2)
                                  + ((self.assist[i],)
                                     if stat != "power" and stat in (self.assist[i] or ()) else ())
                                  for i in range(len(cs))] + [()]
                           for stat in ("power", "soul", "level")}
        # stat -> the cards with such abilities (values._stat_sources skips a stage without)
        self.stat_cards = {stat: frozenset(i for i, x in enumerate(lst[:-1]) if x)
                           for stat, lst in self.stat_conts.items()}
        # some 【CONT】 grants a 【CONT】 or Assist (verbs_grant2; values: not on the fast path);
        # some one-shot effect does (values: off the fast path while a grant lasts)
        self.cont_grants = any(g["ability"].get("kind") in ("cont", "assist") for lst in self.cont
                               for _, a in lst for g in _grants_in(a))
        self.once_cont_grants = any(g["ability"].get("kind") in ("cont", "assist") and "until" in g
                                    for c in cs for a in c.abilities for g in _grants_in(a))
        self.grant_flags = abilities_grant2.table_flags(self.abils)    # verbs_grant2
        # every effect verb some card uses anywhere (granted abilities included): the
        # refinements of lean.py and verbs_restrict read it
        self.verbs = frozenset(v for abils in self.abils for v in _verbs_in(abils))
        self.state_cls = None             # rules.new_state: lean.state_class, once
        self.leave_grants = abilities_grant2.leave_grant_sources(self.abils)   # verbs_grant2
        # the cards rules.leave_stage keeps records of as they leave (verbs_grant2.grants_left):
        # every card when some ability returns one "to its previous position" or may grant
        # a leave-the-stage ability to others (or for a while); else the cards whose own
        # 【CONT】 grants them one; else none (hot path: one `in`)
        own, others, once = self.leave_grants
        self.leave_records = (range(len(cs)) if self.grant_flags["prev"] or
                              (self.grant_flags["leave"] and (others or once)) else
                              own if self.grant_flags["leave"] else frozenset())
        # some 【CONT】 works from the memory or the clock (the fast look does not cover those)
        self.far_conts = any(a.get("zone") in ("memory", "clock_top") for lst in self.cont
                             for _, a in lst)
        # id(ability table) -> the ability read once for values._cont_stat (filled lazily;
        # the card data, and so every ability table, lives as long as this table)
        self.stat_fx: dict[int, tuple] = {}
        # per seat: does the deck hold any card that could be a counter (a Backup, printed or
        # granted in the hand, or a counter event)? (attack.step_counter_step)
        self.has_counters = [any(
            self.backup[i] is not None or (self.ctype[i] == EVENT and cs[i].counter) or
            any(a.get("zone") == "hand" and "backup" in set(_kinds_in(a)) for _, a in self.cont[i])
            for i in range(p * self.n, (p + 1) * self.n)) for p in (0, 1)]
        # played in the main phase: characters and events other than counter events
        self.main_play = [t == CHAR or (t == EVENT and not c.counter)
                          for t, c in zip(self.ctype, cs)]
        # the cost to play it in the main phase; 99 (never payable) for climaxes and counter
        # events, so one comparison rules both out (rules.main_options)
        self.main_cost = [c.cost if ok else 99 for c, ok in zip(cs, self.main_play)]
        # needs a card of its colour in clock or level (level 0 aside, checked at play time)
        self.need_color = [not x for x in self.no_color]
        # event name -> instance ids with an AUTO ability on it
        ev: dict[str, set] = {}
        for i, lst in enumerate(self.auto):
            for _, a in lst:
                ev.setdefault(a["when"], set()).add(i)
        self.auto_events = {k: frozenset(v) for k, v in ev.items()}
        # cards whose 【CONT】 abilities grant abilities; cards with 【AUTO】 abilities of the memory
        # cards with a 【CONT】 "you cannot play events or Backup from your hand"
        self.bar_cards = frozenset(i for i, lst in enumerate(self.cont) if any(
            e["verb"] == "no_events_backup" for _, a in lst for e in a["effect"]))
        self.grant_cards = frozenset(i for i, lst in enumerate(self.cont)
                                     if any(e["verb"] == "grant" for _, a in lst for e in a["effect"]))
        self.memory_auto = frozenset(i for i, lst in enumerate(self.auto)
                                     if any(a.get("zone") == "memory" for _, a in lst))
        # cards with abilities that work from the clock (seed 000 알람 / 시프트)
        self.clock_cards = frozenset(i for i, c in enumerate(cs) if any(
            a.get("zone") in ("clock_top", "clock") for a in c.abilities))
        # cards whose level changes in the hand (a 【CONT】 level effect working from the hand)
        self.hand_level = [any(a.get("zone") == "hand" and
                               any(e.get("verb") == "level" for e in a.get("effect", ()))
                               for _, a in self.cont[i]) for i in range(len(cs))]
        # every event an ability granted by some card could wait for: events outside it
        # never need a look for granted abilities
        self.granted_events = frozenset(g["ability"]["when"] for c in cs for a in c.abilities
                                        for g in _grants_in(a)
                                        if g["ability"].get("kind") == "auto")
        # the events `fire_self` / `fire_all` may queue anything for (the others return at
        # once, and hot call sites skip the call): events some 【AUTO】 ability, printed,
        # granted or delayed, waits for, and the events that fire one of those
        delayed = {g["ability"].get("when") for c in cs for a in c.abilities
                   for g in _grants_in(a, "delayed")}
        live = set(self.auto_events) | self.granted_events | delayed
        derived = {"reversed_in_battle": ("reversed",),
                   "battle_opponent_reversed": ("other_battle_opponent_reversed",),
                   "attacks": ("other_attacks",),
                   "frontal_attacked": ("other_frontal_attacked",),
                   "climax_placed_any": ("your_climax_placed", "climax_placed",
                                         "opponent_climax_placed")}
        live |= abilities_heads.live_extra(live, cs)      # heads.py: what the heads area hears
        self.live_events = frozenset(live | {k for k, v in derived.items() if live & set(v)})
        # rules.place_on_stage: some card hears a placement from the hand other than its own
        # "when this card is placed on stage from your hand" (heads.placed_from_hand_heads)
        self.hand_place_heads = bool(self.live_events & {
            "placed_from_hand_or_by", "other_placed_from_hand", "placed_turn",
            "self_or_other_placed_from_hand"})
        # attack.step_declared: some card hears an attack's event other than "attacks"
        self.attack_heads = bool(self.live_events & {
            "direct_attacks", "char_direct_attacks", "frontal_attacks", "char_attacks",
            "facing_attacks", "frontal_attacked"})
        # attack.step_trigger_check: some card hears the trigger check's card
        self.trigger_heads = bool(self.live_events & {
            "trigger_reveals_climax", "char_trigger_reveals", "trigger_reveals"})
        # auto.fire_self: event -> the events it also is, in the order they fire, those some
        # card hears ("reversed": this card's; the others: its owner's other characters')
        also: dict[str, list] = {}
        for e, x in list(abilities_heads.OTHERS.items()) + [
                ("reversed_in_battle", "reversed"),
                ("battle_opponent_reversed", "other_battle_opponent_reversed"),
                ("attacks", "other_attacks"), ("frontal_attacked", "other_frontal_attacked")]:
            also.setdefault(e, []).append(x)
        self.self_derived = {e: tuple(x for x in v if x in self.live_events)
                             for e, v in also.items() if any(x in self.live_events for x in v)}
        self.damage_events = bool(self.live_events & {"damage_canceled", "damage_not_canceled",
                                                       "damage_received_canceled",
                                                       "damage_received_not_canceled"})
        # what rules.main_options reads per hand card, in one tuple: (main cost, level,
        # colour needed at that level, colour, something more to read: its level changes
        # in the hand, it may be barred from play there, or it is an event and some card of
        # the game bars events)
        self.main_info = [(self.main_cost[i], self.level[i],
                           self.level[i] > 0 and self.need_color[i], self.color[i],
                           self.hand_level[i] or _play_limited(self.cont[i])
                           or (bool(self.bar_cards) and self.ctype[i] == EVENT))
                          for i in range(len(cs))]
        # every filter in the cards' abilities, indexed, so stack records carry an int
        # (and by the filter dict's identity: values._filter_id reads that first, hot path;
        # the dict is kept beside its index, so an id is never taken for another object's)
        self.filters, self.filter_index, self.filter_ids = [], {}, {}
        for c in cs:
            for a in c.abilities:
                for f in _filters_in(a):
                    key = json.dumps(f, sort_keys=True)
                    if key not in self.filter_index:
                        self.filter_index[key] = len(self.filters)
                        self.filters.append(f)
                    self.filter_ids[id(f)] = (f, self.filter_index[key])

    def owner(self, c: int) -> int:
        return 0 if c < self.n else 1


def _simple_cost(costs):
    """(stock, rests itself) for a cost of only "stock" and "rest_self" parts, else None."""
    stock, rest = 0, False
    for k in costs:
        for key, v in k.items():
            if key == "stock":
                stock += v
            elif key == "rest_self":
                rest = rest or bool(v)
            else:
                return None
    return stock, rest


def _tables_in(x):
    """Every table (dict) anywhere inside an ability table, the outer one first."""
    if isinstance(x, dict):
        yield x
        for v in x.values():
            yield from _tables_in(v)
    elif isinstance(x, (list, tuple)):
        for v in x:
            yield from _tables_in(v)


def _grants_in(x, verb: str = "grant"):
    """Every effect table with `verb` ("grant", "delayed": those carry an ability) anywhere
    inside an ability table."""
    return (t for t in _tables_in(x) if t.get("verb") == verb and isinstance(t.get("ability"), dict))


def _kinds_in(x):
    """Every ability kind anywhere inside an ability table (granted abilities included)."""
    return (t["kind"] for t in _tables_in(x) if isinstance(t.get("kind"), str))


def _play_limited(conts) -> bool:
    """A 【CONT】 of the hand "this card cannot be played from your hand" (rules.main_options
    reads it with the level in the hand)."""
    return any(a.get("zone") == "hand" and e.get("verb") == "cannot_play"
               for _, a in conts for e in a.get("effect", ()))


def _verbs_in(x):
    """Every effect verb anywhere inside an ability table."""
    return (t["verb"] for t in _tables_in(x) if isinstance(t.get("verb"), str))


def _filters_in(x):
    """Every dict under a 'filter' key anywhere inside an ability table."""
    if isinstance(x, dict):
        for k, v in x.items():
            if k == "filter" and isinstance(v, dict):
                yield v
            else:
                yield from _filters_in(v)
    elif isinstance(x, list):
        for v in x:
            yield from _filters_in(v)
