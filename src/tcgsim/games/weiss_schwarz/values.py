"""Weiß Schwarz -- continuous values: what a card is and is worth right now, a mixin of WSState.

Filters and conditions (`matches`, `condition_holds`, `count_chars`, `level_now`), one-shot
modifiers (`add_mod`: "until end of turn" lives in `self.mods` as (card, stat, amount, last
turn)) and the 【CONT】 abilities in force: `power_of`, `soul_of`, `level_of`, `card_level`,
`cannot_reverse`, `trigger_icons`. Continuous effects are recomputed whenever a value is read
(issue 3: "recomputed, not mutated in place"), scanning the 【CONT】 abilities of the cards on
both stages, in both climax areas, in memory and on top of the clock. Filters are indexed in
the card table (`_filter_id`) so stack records hold ints.
"""

from __future__ import annotations

import json
import threading
from operator import itemgetter

from ...core.actions import ALL
from .table import CLIMAX
from .verbs_climax import CLIMAX_CONDITIONS
from . import values_conds  # noqa: F401  (the conditions area's keys, into CLIMAX_CONDITIONS)

_STATUS = {"stand": 0, "rest": 1, "reverse": 2}     # a filter's "status" (abilities_zones)

FRONT_OF = {3: (0, 1), 4: (1, 2)}


# .reading is set while ContinuousValues.level_now computes a level (per thread; see there)
_LEVEL = threading.local()


def _stat_effects(a: dict) -> tuple:
    """A 【CONT】 ability read once for `_cont_stat`: (its condition, ((verb, who, filter,
    amount, per), …) for each of its effects, the ability itself)."""
    out = []
    for e in a.get("effect", ()):
        tgt = e.get("target", "self")
        if isinstance(tgt, dict):
            f, tgt = tgt.get("filter"), tgt.get("who", "all_yours")
        else:
            f = None
        out.append((e["verb"], tgt, e.get("filter", f), e.get("amount", 0), e.get("per")))
    return a.get("condition"), tuple(out), a


def _filter_id(state, f) -> int:
    """Filters are static card data, indexed once in the card table (table.py) so stack
    records stay plain ints."""
    if not f:
        return -1
    T = state.T
    known = T.filter_ids.get(id(f))          # the card data's own dict (the common case)
    if known is not None and known[0] is f:
        return known[1]
    return T.filter_index[filter_key(f)]


def filter_key(f: dict) -> str:
    return json.dumps(f, sort_keys=True)


_KIND = itemgetter(1)         # a one-shot modifier's kind: (card, kind, amount, ...)
_QUALIFIERS = frozenset(("filter", "others", "n"))     # qualify other keys of a condition


def cont_granted(T, mods) -> bool:
    """Can a granted 【CONT】 or Assist be in force (verbs_grant2)? Some 【CONT】 of the game
    grants one, or a one-shot grant of one lasts in `mods` (the modifiers' kinds are read
    in C: hot path)."""
    return T.cont_grants or (T.once_cont_grants and "grant_cont" in map(_KIND, mods))


class ContinuousValues:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    # ---- one-shot modifiers ----------------------------------------------------------------
    def add_mod(self, c: int, stat: str, amount: int, until: str | None = "turn") -> None:
        last = self.turn + (1 if until == "opp_next_turn" else 0)
        self.mods.append((c, stat, amount, last))
        self.log is None or self.emit("modifier", ALL, c, stat, amount, last)

    def _mod_sum(self, c: int, stat: str) -> int:
        total = 0
        for m in self.mods:               # a plain loop: no generator frame (hot path)
            if m[0] == c and m[1] == stat:
                total += m[2]
        return total

    # ---- filters, counts, conditions ---------------------------------------------------------
    def matches(self, c: int, f: dict | None) -> bool:
        """Does card c fit filter f (keys: abilities._check_filter)? Only the keys f holds
        are read (hot path: most filters hold one or two)."""
        if not f:
            return True
        T = self.T
        for k, v in f.items():
            if k == "trait":
                if v not in T.traits[c]:
                    return False
            elif k == "type":
                if v != "card" and T.cards[c].type != v:
                    return False
            elif k == "name":
                if T.name[c] != v:
                    return False
            elif k == "level_max":
                if self.level_now(c) > v:
                    return False
            elif k == "level_min":
                if self.level_now(c) < v:
                    return False
            elif k == "cost_max":
                if T.cost[c] > v:
                    return False
            elif k == "traits_any":
                if T.traits[c].isdisjoint(v):     # (no set built: hot path)
                    return False
            elif k == "name_contains":
                if v not in T.name[c]:
                    return False
            elif k == "trigger":
                if v not in T.triggers[c]:
                    return False
            elif k == "color":
                if T.cards[c].color != v:
                    return False
            elif k == "level_above_players":
                if v and self.level_now(c) <= self.player_level(self.owner(c)):
                    return False
            elif k == "name_in":              # "with the same card name as a card in <zone>"
                if not self.name_in_zone(c, v):
                    return False
            elif k == "level_max_players":    # "with level equal to or lower than your level"
                if v and self.level_now(c) > self.player_level(self.owner(c)):
                    return False
            elif k == "any_of":
                if not any(self.matches(c, g) for g in v):
                    return False
            elif k == "marker":               # importer_stats2: "with markers" (on the stage)
                s = self.slot_of(c)
                if v and (s < 0 or not self.markers[self.owner(c)][s]):
                    return False
            elif k == "status":               # abilities_zones: 【STAND】 / 【REST】 / 【REVERSE】
                p = 0 if c < T.n else 1
                st = self.stage[p]
                if c not in st or self.status[p][st.index(c)] != _STATUS[v]:
                    return False
        return True

    def level_now(self, c: int) -> int:
        """c's level where it lies (CR: a card's level is its current one): on the stage with
        【CONT】 effects and modifiers (level_of), in the hand with "while in your hand"
        effects (card_level), elsewhere as printed. While one such level is being computed, a
        level filter inside it reads printed levels, so no level depends on itself."""
        T = self.T
        if getattr(_LEVEL, "reading", False):
            return T.level[c]
        p = 0 if c < T.n else 1
        st = self.stage[p]
        if c in st or (T.hand_level[c] and c in self.hand[p]):
            _LEVEL.reading = True
            try:
                return self.level_of(p, st.index(c)) if c in st else self.card_level(c, "hand")
            finally:
                _LEVEL.reading = False
        return T.level[c]

    def count_chars(self, p: int, f: dict | None, exclude: int = -1, zone: str = "stage") -> int:
        if zone == "memory":
            return sum(1 for c in self.memory[p] if c != exclude and self.matches(c, f))
        if zone == "opponent":            # "the number of characters your opponent has"
            p = 1 - p
        st = self.stage[p]
        n = 0
        for x in (st[:3] if zone == "center" else st[3:] if zone == "back" else st):
            if x >= 0 and x != exclude and self.matches(x, f):   # (a plain loop: hot path)
                n += 1
        return n

    def condition_holds(self, p: int, c: int, cond: dict | None) -> bool:
        """Does every test of `cond` (abilities.CONDITIONS) hold for p's card c? Only the
        keys cond holds are read (hot path); "filter" and "others" qualify other keys."""
        if not cond:
            return True
        T = self.T
        for k, v in cond.items():
            if k in _QUALIFIERS:          # read with the key they qualify (no walk down the chain)
                continue
            if k == "your_turn":
                if self.active != p:
                    return False
            elif k == "opponents_turn":
                if self.active == p:
                    return False
            elif k == "count_min":
                ex = c if cond.get("others") else -1
                if self.count_chars(p, cond.get("filter"), ex) < v:
                    return False
            elif k == "climax":
                if not any(T.name[x] == v for x in self.climax[p]):
                    return False
            elif k == "level_min":
                if len(self.level[p]) < v:
                    return False
            elif k == "memory_min":
                if len(self.memory[p]) < v:
                    return False
            elif k == "all_match":
                if not all(x < 0 or self.matches(x, v) for x in self.stage[p]):
                    return False
            elif k == "in_center":
                if self.slot_of(c) not in (0, 1, 2):
                    return False
            elif k == "in_middle":
                if self.slot_of(c) != 1:
                    return False
            elif k == "memory_max":
                if len(self.memory[p]) > v:
                    return False
            elif k == "opp_center_max":
                if sum(1 for x in self.stage[1 - p][:3] if x >= 0) > v:
                    return False
            elif k == "memory_count_min":
                if self.count_chars(p, cond.get("filter"), -1, "memory") < v:
                    return False
            elif k == "in_memory":
                if c not in self.memory[p]:
                    return False
            elif k == "facing_cost_max":
                s = self.slot_of(c)
                f = self.stage[1 - p][2 - s] if 0 <= s < 3 else -1
                if f < 0 or T.cost[f] > v:
                    return False
            elif k == "facing":
                s = self.slot_of(c)
                if not (0 <= s < 3 and self.stage[1 - p][2 - s] >= 0):
                    return False
            elif k == "milled_min":
                f = cond.get("filter")
                if sum(1 for x in self.ctx.get("milled", ()) if self.matches(x, f)) < v:
                    return False
            elif k == "phase":
                if self.phase != v:
                    return False
            elif k == "waiting_climax_max":
                if sum(1 for x in self.waiting[p] if T.ctype[x] == CLIMAX) > v:
                    return False
            elif k == "stock_max":
                if len(self.stock[p]) > v:
                    return False
            elif k == "hand_min":
                if len(self.hand[p]) < v:
                    return False
            elif k == "facing_level_min":
                s = self.slot_of(c)
                f = self.stage[1 - p][2 - s] if 0 <= s < 3 else -1
                if f < 0 or self.level_of(1 - p, 2 - s) < v:
                    return False
            elif k == "experience_min":   # seed 000 경험: the total level of the level zone
                if sum(T.level[x] for x in self.level[p]) < v:
                    return False
            elif k == "level_has":
                if not all(any(self.matches(x, g) for x in self.level[p]) for g in v):
                    return False
            elif k == "clock_top":        # seed 000 알람: the clock is oldest-first
                if not (self.clock[p] and self.clock[p][-1] == c):
                    return False
            elif k == "no_other_rest_center":     # no other 【REST】 character in the center
                st, ss = self.stage[p], self.status[p]
                if any(st[s] >= 0 and st[s] != c and ss[s] == 1 for s in (0, 1, 2)):
                    return False
            elif k == "in_battle":
                # "during this card's battle": from the declaration of a frontal attack to
                # its end, the attacker and the attacked character battle (WS Comprehensive
                # Rules; the seeds say only that a frontal attack battles the facing card)
                atk = self.atk
                if not atk or atk[1] != 1 or c not in (self.attacker(), self.defender()):
                    return False
            elif k == "facing_level_max":
                s = self.slot_of(c)
                f = self.stage[1 - p][2 - s] if 0 <= s < 3 else -1
                if f < 0 or self.level_of(1 - p, 2 - s) > v:
                    return False
            elif k == "battle_opponent":      # verbs_battle: "if this card's battle opponent is …"
                x = self.battle_opponent_of(c)
                if x < 0 or not self.matches(x, v):
                    return False
            elif k == "marker":
                s = self.slot_of(c)
                if s < 0 or not self.markers[p][s]:
                    return False
            elif k in CLIMAX_CONDITIONS:
                if not CLIMAX_CONDITIONS[k](self, p, c, v, cond):
                    return False
            elif k == "clock_has":
                if not any(self.matches(x, v) for x in self.clock[p]):
                    return False
            elif k == "opp_count_min":
                if self.count_chars(1 - p, cond.get("filter")) < v:
                    return False
            elif k == "stock_min":
                if len(self.stock[p]) < v:
                    return False
            elif k == "clock_min":
                if len(self.clock[p]) < v:
                    return False
            elif k == "hand_max":
                if len(self.hand[p]) > v:
                    return False
            elif k == "no_marker":
                s = self.slot_of(c)
                if s < 0 or self.markers[p][s]:
                    return False
            elif k == "count_max":
                ex = c if cond.get("others") else -1
                if self.count_chars(p, cond.get("filter"), ex) > v:
                    return False
            else:
                # abilities.validate refuses an unknown condition; one it knows that is not
                # evaluated here is a gap in the engine, never a condition that holds
                raise NotImplementedError(f"condition {k!r} is in the vocabulary but not evaluated")
        return True

    # ---- continuous values ----------------------------------------------------------------
    def _cont_sources(self, extra: int = -1):
        """(owner, card, slot, ability) for every 【CONT】 ability in force (`extra`: a card
        that has just left the stage, read as if it were still there)."""
        T = self.T
        granted = cont_granted(T, self.mods)
        if extra >= 0:
            for _, a in T.cont[extra]:
                if a.get("zone", "stage") == "stage":
                    yield self.owner(extra), extra, -1, a
        for p in (0, 1):
            st = self.stage[p]
            for s in range(5):
                c = st[s]
                if c >= 0 and T.has_cont[c]:
                    for _, a in T.cont[c]:
                        if a.get("zone", "stage") == "stage":
                            yield p, c, s, a
                    if T.assist[c] is not None and s >= 3:
                        yield p, c, s, T.assist[c]
            if granted:
                yield from self.granted_cont_sources(p)   # granted 【CONT】 / Assist (verbs_grant2)
            for c in self.climax[p]:
                for _, a in T.cont[c]:
                    yield p, c, -1, a
            for c in self.memory[p]:
                for _, a in T.cont[c]:
                    if a.get("zone") == "memory":
                        yield p, c, -1, a
            if T.clock_cards and self.clock[p]:
                c = self.clock[p][-1]     # seed 000 알람: the top (newest) card of the clock
                for _, a in T.cont[c]:
                    if a.get("zone") == "clock_top":
                        yield p, c, -1, a

    def _targets_slot(self, src_p: int, src: int, src_slot: int, tgt, p: int, s: int, c: int) -> bool:
        if tgt == "self":
            return c == src
        if tgt == "all_yours":
            return p == src_p
        if tgt == "others_yours":
            return p == src_p and c != src
        if tgt == "front":
            return p == src_p and s in FRONT_OF.get(src_slot, ())
        if tgt == "opponent_center":
            return p != src_p and s < 3
        if tgt == "opponents_all":
            return p != src_p
        if tgt == "middle_other":
            return p == src_p and s == 1 and c != src
        if tgt == "facing":               # abilities_restrict: seed 000 정면의 캐릭터
            return p != src_p and 0 <= src_slot < 3 and s == 2 - src_slot
        if tgt == "in_battle_yours":      # importer_stats2: with a filter, {who=…, filter=…}
            return p == src_p and c == self.in_battle_of(src_p)
        return False

    def _stat_sources(self, stat: str) -> list:
        """`_cont_sources` narrowed to the cards whose 【CONT】 abilities may change `stat`,
        as a list. Hot path: with no 【CONT】 granting 【CONT】 abilities and none working
        from the memory or the clock (the usual case), only the stage and climax areas are
        read, straight from the table."""
        T = self.T
        rel = T.cont_stats                # rel[-1] (an empty slot) is the empty set
        # cont_granted, written out (a call saved: hot path)
        granted = T.cont_grants or (T.once_cont_grants and "grant_cont" in map(_KIND, self.mods))
        if T.far_conts:
            if granted:                   # a granted ability's card need not print the stat
                return list(self._cont_sources())
            return [x for x in self._cont_sources() if stat in rel[x[1]]]
        out = []
        conts = T.stat_conts[stat]        # conts[-1] (an empty slot) is empty
        holders = T.stat_cards[stat]      # the cards with such abilities: a test in C first
        assist = T.assist if stat == "power" else None
        for sp in (0, 1):
            st = self.stage[sp]
            if not holders.isdisjoint(st):
                for ss in range(5):
                    got = conts[st[ss]]
                    if got:
                        src = st[ss]
                        for a in got:
                            out.append((sp, src, ss, a))
            if assist:                    # an Assist works from the back stage (order: a sum)
                for ss in (3, 4):
                    src = st[ss]
                    if src >= 0 and assist[src] is not None:
                        out.append((sp, src, ss, assist[src]))
            for src in self.climax[sp]:
                if stat in rel[src]:
                    for _, a in T.cont[src]:
                        out.append((sp, src, -1, a))
            if granted:                   # (verbs_grant2; their cards need not print the stat)
                out.extend(self.granted_cont_sources(sp))
        return out

    def _cont_stat(self, p: int, s: int, stat: str) -> int:
        sources = self._stat_sources(stat)
        if not sources:
            return 0                      # nothing in force changes `stat` (hot path)
        T = self.T
        stage = self.stage
        c = stage[p][s]
        total = 0
        stat_fx = T.stat_fx
        for sp, src, ss, a in sources:
            if a["kind"] == "assist":
                # power, or (importer_stats2) level / soul, a count `per` or `per_level`
                if sp == p and s in FRONT_OF.get(ss, ()) and \
                        (stat in a or stat == "power" and "per_level" in a) and \
                        self.matches(c, a.get("filter")) and \
                        self.condition_holds(sp, src, a.get("condition")):
                    if stat != "power":
                        total += a[stat]
                    elif "per" in a:
                        total += a["power"] * self.stat2_per(sp, src, ss, a["per"], p, s)
                    else:
                        total += a["power"] if "power" in a else a["per_level"] * self.level_of(p, s)
                continue
            fx = stat_fx.get(id(a))
            if fx is None or fx[2] is not a:
                fx = stat_fx[id(a)] = _stat_effects(a)
            for verb, tgt, f, amt, per in fx[1]:
                if verb != stat or not self._targets_slot(sp, src, ss, tgt, p, s, c):
                    continue
                if f and not self.matches(c, f):
                    continue
                if not self.condition_holds(sp, src, fx[0]):
                    continue
                if per:
                    z = per.get("zone", "stage")
                    if "of" in per:           # importer_stats2: levels, the facing character, …
                        amt *= self.stat2_per(sp, src, ss, per, p, s)
                    elif z == "markers":      # the markers underneath the source
                        amt *= len(self.markers[sp][ss]) if ss >= 0 else 0
                    else:
                        ex = src if per.get("others") else -1
                        amt *= self.count_chars(1 - sp if per.get("opponent") else sp,
                                                per.get("filter"), ex, z)
                total += amt
        return total

    def power_of(self, p: int, s: int) -> int:
        c = self.stage[p][s]
        return self.T.power[c] + self._mod_sum(c, "power") + self._cont_stat(p, s, "power")

    def soul_of(self, p: int, s: int) -> int:
        c = self.stage[p][s]
        return max(0, self.T.soul[c] + self._mod_sum(c, "soul") + self._cont_stat(p, s, "soul"))

    def level_of(self, p: int, s: int) -> int:
        c = self.stage[p][s]
        return max(0, self.T.level[c] + self._mod_sum(c, "level") + self._cont_stat(p, s, "level"))

    def card_level(self, c: int, zone: str) -> int:
        """A card's level where it lies (e.g. "-1 level while in your hand")."""
        lv = self.T.level[c]
        for _, a in self.T.cont[c]:
            if a.get("zone", "stage") == zone:
                for e in a["effect"]:
                    if e["verb"] == "level" and self.condition_holds(self.owner(c), c, a.get("condition")):
                        lv += e.get("amount", 0)
        return max(0, lv)

    def play_forbidden(self, c: int) -> bool:
        """A 【CONT】 of the hand "[if COND, ]this card cannot be played from your hand" in
        force (the condition read for the card's owner; seed 000 영속 효과)."""
        for _, a in self.T.cont[c]:
            if a.get("zone") == "hand" and any(e["verb"] == "cannot_play" for e in a["effect"]) \
                    and self.condition_holds(self.owner(c), c, a.get("condition")):
                return True
        return False

    def stand_barred(self, p: int, c: int) -> bool:
        """A 【CONT】 "[If COND, ]this card cannot 【STAND】 during your stand phase" in force
        (rules.step_stand_phase)."""
        for _, a in self.T.cont[c]:
            if a.get("zone", "stage") == "stage" and \
                    any(e["verb"] == "no_stand_phase" for e in a["effect"]) and \
                    self.condition_holds(p, c, a.get("condition")):
                return True
        return False

    def events_barred(self, p: int) -> bool:
        """A 【CONT】 of p's stage "You cannot play events or "Backup" from your hand" in force
        (rules.main_options, attack.counter_options read it only when T.bar_cards is set)."""
        T = self.T
        for c in self.stage[p]:
            if c in T.bar_cards:
                for _, a in T.cont[c]:
                    if a.get("zone", "stage") == "stage" and \
                            any(e["verb"] == "no_events_backup" for e in a["effect"]) and \
                            self.condition_holds(p, c, a.get("condition")):
                        return True
        return False

    def cannot_reverse(self, p: int, s: int) -> bool:
        """A 【CONT】 "this card cannot become 【REVERSE】" (with its condition) in force."""
        c = self.stage[p][s]
        if c >= 0 and cont_granted(self.T, self.mods) and self.granted_cannot_reverse(p, s):
            return True                   # verbs_grant2
        if c < 0 or not self.T.has_cont[c]:
            return False
        return any(e["verb"] == "cannot_reverse" and self.condition_holds(p, c, a.get("condition"))
                   for _, a in self.T.cont[c] for e in a["effect"])

    def trigger_icons(self, c: int) -> tuple:
        """The printed icons, and icons a 【CONT】 adds "in all of your zones"."""
        icons = self.T.triggers[c]
        for _, a in self.T.cont[c]:
            for e in a["effect"]:
                if e["verb"] == "trigger_icon" and \
                        self.condition_holds(self.owner(c), c, a.get("condition")):
                    icons = icons + (e["icon"],)
        return icons
