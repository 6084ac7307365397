"""Weiß Schwarz -- abilities at work: continuous values, 【AUTO】 firing and resolution,
costs, conditions and the one-shot verbs of the vocabulary (abilities.py).

Continuous effects are recomputed whenever a value is read (issue 3: "recomputed, not
mutated in place"): `power_of`, `soul_of`, `level_of`, `card_level` scan the 【CONT】
abilities of the cards on both stages, in both climax areas and in memory. One-shot
modifiers ("until end of turn") live in `self.mods` as (card, stat, amount, last turn).
"""

from __future__ import annotations

import json
import threading

from ...core.actions import ALL
from .table import CHAR, CLIMAX

PASS = 999
STAND, REST, REVERSE = 0, 1, 2
# the costs paid from the hand (hidden from the opponent: see can_pay's public_only)
HAND_COSTS = frozenset({"discard", "discard_character", "discard_climax", "to_clock_from_hand",
                        "reveal_from_hand"})
FRONT_OF = {3: (0, 1), 4: (1, 2)}


# .reading is set while EffectSteps.level_now computes a level (per thread; see there)
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


class EffectSteps:
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
                if not (set(v) & T.traits[c]):
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
            elif k == "any_of":
                if not any(self.matches(c, g) for g in v):
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
        slots = (0, 1, 2) if zone == "center" else (3, 4) if zone == "back" else range(5)
        st = self.stage[p]
        return sum(1 for s in slots if st[s] >= 0 and st[s] != exclude and self.matches(st[s], f))

    def condition_holds(self, p: int, c: int, cond: dict | None) -> bool:
        """Does every test of `cond` (abilities.CONDITIONS) hold for p's card c? Only the
        keys cond holds are read (hot path); "filter" and "others" qualify other keys."""
        if not cond:
            return True
        T = self.T
        for k, v in cond.items():
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
            elif k == "marker":
                s = self.slot_of(c)
                if s < 0 or not self.markers[p][s]:
                    return False
        return True

    # ---- continuous values ----------------------------------------------------------------
    def _cont_sources(self, extra: int = -1):
        """(owner, card, slot, ability) for every 【CONT】 ability in force (`extra`: a card
        that has just left the stage, read as if it were still there)."""
        T = self.T
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
                            if c in T.grant_cards:
                                yield from self._granted_conts(p, c, s, a)
                    if T.assist[c] is not None and s >= 3:
                        yield p, c, s, T.assist[c]
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
        return False

    def _stat_sources(self, stat: str) -> list:
        """`_cont_sources` narrowed to the cards whose 【CONT】 abilities may change `stat`,
        as a list. Hot path: with no 【CONT】 granting 【CONT】 abilities and none working
        from the memory or the clock (the usual case), only the stage and climax areas are
        read, straight from the table."""
        T = self.T
        rel = T.cont_stats                # rel[-1] (an empty slot) is the empty set
        if T.far_conts or T.cont_grants:
            return [x for x in self._cont_sources() if stat in rel[x[1]]]
        out = []
        conts = T.stat_conts[stat]        # conts[-1] (an empty slot) is empty
        assist = T.assist if stat == "power" else None
        for sp in (0, 1):
            st = self.stage[sp]
            for ss in range(5):
                src = st[ss]
                if conts[src]:
                    for a in conts[src]:
                        out.append((sp, src, ss, a))
                if ss >= 3 and assist and src >= 0 and assist[src] is not None:
                    out.append((sp, src, ss, assist[src]))
            for src in self.climax[sp]:
                if stat in rel[src]:
                    for _, a in T.cont[src]:
                        out.append((sp, src, -1, a))
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
                if stat == "power" and sp == p and s in FRONT_OF.get(ss, ()) and \
                        self.matches(c, a.get("filter")) and \
                        self.condition_holds(sp, src, a.get("condition")):
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
                    ex = src if per.get("others") else -1
                    amt *= self.count_chars(sp, per.get("filter"), ex, per.get("zone", "stage"))
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

    def cannot_reverse(self, p: int, s: int) -> bool:
        """A 【CONT】 "this card cannot become 【REVERSE】" (with its condition) in force."""
        c = self.stage[p][s]
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

    # ---- nested abilities: granted, delayed, effect lists inside effects ------------------------
    def walk(self, path: str):
        """A nested part of some card's abilities named by a path "card.i.key.k…" (stack
        records and `pending_auto` carry these strings, never tables)."""
        toks = path.split(".")
        obj = self.T.abils[int(toks[0])]
        for t in toks[1:]:
            obj = obj[int(t)] if t.isdigit() else obj[t]
        return obj

    def ability_at(self, c: int, i):
        """c's own ability i, or (i a path) an ability granted to c or delayed."""
        return self.T.abils[c][i] if isinstance(i, int) else self.walk(i)

    def granted(self, c: int) -> list:
        """(path, ability) of the abilities granted to c on the stage: by one-shot effects
        (mods (c, "grant", path, last)) and by 【CONT】 grants in force."""
        out = [(m[2], self.walk(m[2])) for m in self.mods if m[0] == c and m[1] == "grant"]
        T = self.T
        gc = T.grant_cards
        if gc and self._grant_sources_live():
            q = self.owner(c)
            s = self.slot_of(c)
            if s >= 0:
                for sp in (0, 1):
                    st = self.stage[sp]
                    for ss in range(5):
                        src = st[ss]
                        if src >= 0 and src in gc:
                            self._grants_from(sp, src, ss, "stage", q, s, c, out)
                    for src in self.climax[sp]:
                        if src in gc:
                            self._grants_from(sp, src, -1, None, q, s, c, out)
                    for src in self.memory[sp]:
                        if src in gc:
                            self._grants_from(sp, src, -1, "memory", q, s, c, out)
        return out

    def _grants_from(self, sp, src, ss, zone, q, s, c, out) -> None:
        """The 【AUTO】 abilities src's 【CONT】 grants give c (zone None: any zone)."""
        for i, a in self.T.cont[src]:
            if zone is not None and a.get("zone", "stage") != zone:
                continue
            for k, e in enumerate(a["effect"]):
                if e["verb"] != "grant" or e["ability"]["kind"] != "auto":
                    continue
                if self._cont_targets(sp, src, ss, e, q, s, c) and \
                        self.condition_holds(sp, src, a.get("condition")):
                    out.append((f"{src}.{i}.effect.{k}.ability", e["ability"]))

    def _grant_sources_live(self) -> bool:
        """Whether a card that grants abilities by a 【CONT】 is where its 【CONT】 works."""
        gc = self.T.grant_cards
        return not (gc.isdisjoint(self.stage[0]) and gc.isdisjoint(self.stage[1])
                    and gc.isdisjoint(self.climax[0]) and gc.isdisjoint(self.climax[1])
                    and gc.isdisjoint(self.memory[0]) and gc.isdisjoint(self.memory[1]))

    def _any_grants(self) -> bool:
        """Cheap test before looking for granted 【AUTO】 abilities at all."""
        for m in self.mods:
            if m[1] == "grant":
                return True
        return bool(self.T.grant_cards) and self._grant_sources_live()

    def _granted_conts(self, p: int, c: int, s: int, a: dict):
        """"This card gets the following ability: 【CONT】 …" while the grant's condition holds."""
        for e in a["effect"]:
            if e["verb"] == "grant" and e["ability"]["kind"] == "cont" and \
                    e.get("target", "self") == "self" and self.condition_holds(p, c, a.get("condition")):
                yield p, c, s, e["ability"]

    def _cont_targets(self, sp, src, ss, e, p, s, c) -> bool:
        tgt = e.get("target", "self")
        f = None
        if isinstance(tgt, dict):
            f, tgt = tgt.get("filter"), tgt.get("who", "all_yours")
        return self._targets_slot(sp, src, ss, tgt, p, s, c) and self.matches(c, e.get("filter", f))

    def _fire_granted(self, event: str, p: int, c: int, extra: int, name=None) -> None:
        for path, a in self.granted(c):
            if a["kind"] == "auto" and a["when"] == event and a.get("name") == name:
                self.pending_auto.append((p, c, path, extra))

    def _fire_delayed(self, event: str, p: int) -> None:
        """Delayed abilities ("at the beginning of your next draw phase, …") wait in
        ctx["delayed"] as [event, player, card, path, extra] and trigger once."""
        d = self.ctx.get("delayed")
        if not d:
            return
        keep = []
        for ev, q, c, path, extra in d:
            if ev == event and q == p:
                self.pending_auto.append((q, c, path, extra))
            else:
                keep.append([ev, q, c, path, extra])
        if keep:
            self.ctx["delayed"] = keep
        else:
            del self.ctx["delayed"]

    def _fire_others(self, event: str, c: int) -> None:
        """Queue the abilities of c's owner's other characters waiting for `event` ("when your
        other character's …"); they learn the character in `extra`."""
        holders = self.T.auto_events.get(event)
        if not holders:
            return
        p = self.owner(c)
        for x in self.stage[p]:
            if x >= 0 and x != c and x in holders:
                for i, a in self.T.auto[x]:
                    if a["when"] == event and self.matches(c, a.get("filter")):
                        self.pending_auto.append((p, x, i, c))

    def _fire_memory(self, event: str, key: str, p: int, extra: int) -> None:
        """【AUTO】 abilities that work from the memory ("Memory" abilities)."""
        T = self.T
        for c in self.memory[p]:
            if c not in T.memory_auto:
                continue
            for i, a in T.auto[c]:
                if a.get("zone") != "memory" or a["when"] != key:
                    continue
                if (a.get("name") != T.name[extra]) if event == "climax_placed_any" else "name" in a:
                    continue
                self.pending_auto.append((p, c, i, extra))

    def _fire_clock(self, key: str, p: int, extra: int) -> None:
        """【AUTO】 abilities that work from the clock: zone "clock_top" only from the top
        (newest) card (seed 000 알람), zone "clock" from any clock card (seed 000 시프트)."""
        T = self.T
        clock = self.clock[p]
        for k, c in enumerate(clock):
            if c not in T.clock_cards:
                continue
            for i, a in T.auto[c]:
                z = a.get("zone")
                if a["when"] != key or "name" in a:
                    continue
                if z == "clock" or (z == "clock_top" and k == len(clock) - 1):
                    self.pending_auto.append((p, c, i, extra))

    # ---- 【AUTO】: firing and resolving -------------------------------------------------------
    def fire_self(self, event: str, c: int, extra: int = -1) -> None:
        """Queue c's own 【AUTO】 abilities that wait for `event` (and those granted to it).
        Becoming 【REVERSE】 in battle is also becoming 【REVERSE】 ("reversed")."""
        if event not in self.T.live_events:
            return                    # nothing in this game waits for it (hot path)
        if event == "reversed_in_battle":
            self.fire_self("reversed", c, extra)
        elif event == "battle_opponent_reversed":
            self._fire_others("other_battle_opponent_reversed", c)
        elif event == "attacks":
            self._fire_others("other_attacks", c)
        if event in self.T.granted_events and self._any_grants():
            self._fire_granted(event, self.owner(c), c, extra)
        if c not in self.T.auto_events.get(event, ()):
            return
        p = self.owner(c)
        for i, a in self.T.auto[c]:
            if a["when"] == event and "name" not in a and a.get("zone") not in ("clock", "clock_top"):
                self.pending_auto.append((p, c, i, extra))

    def fire_all(self, event: str, p: int, extra: int = -1) -> None:
        """Queue the 【AUTO】 abilities of p's characters on stage waiting for `event`
        (`climax_placed_any`: characters waiting for a named climax)."""
        T = self.T
        if event not in T.live_events:
            return                    # nothing waits for it, delayed ones included (hot path)
        if event == "climax_placed_any":
            self.fire_all("your_climax_placed", p, extra)   # "when your climax is placed"
        key = "climax_placed" if event == "climax_placed_any" else event
        if "delayed" in self.ctx:
            self._fire_delayed(key, p)
        if key in T.granted_events and self._any_grants():
            for s in range(5):
                c = self.stage[p][s]
                if c >= 0:
                    self._fire_granted(key, p, c, extra,
                                       T.name[extra] if event == "climax_placed_any" else None)
        if T.memory_auto:
            self._fire_memory(event, key, p, extra)
        if T.clock_cards:
            self._fire_clock(key, p, extra)
        holders = T.auto_events.get(key)
        if not holders:
            return
        for s in range(5):
            c = self.stage[p][s]
            if c < 0 or c not in holders:
                continue
            for i, a in T.auto[c]:
                if a["when"] != key or a.get("zone", "stage") != "stage":
                    continue
                if event == "climax_placed_any":
                    if a.get("name") != T.name[extra]:
                        continue
                elif "name" in a:
                    continue
                if "filter" in a and not self.matches(extra, a["filter"]):
                    continue              # "reveals a climax with [icon] in its trigger icon"
                self.pending_auto.append((p, c, i, extra))

    def step_resolve_pending(self, idx: int) -> None:
        p, c, i, extra = self.pending_auto.pop(idx)
        a = self.ability_at(c, i)
        if not self.condition_holds(p, c, a.get("condition")):
            return
        if a.get("once_per_turn"):
            key = f"{c}:{i}"
            if key in self.once_used:
                return
            self.once_used = self.once_used + [key]
        self.log is None or self.emit("ability", ALL, p, c, i if isinstance(i, int) else -1)
        cost = a.get("cost")
        if cost:
            slot = self.slot_of(c)
            if self.can_pay(p, c, cost, slot):
                opts = (0, 1)
            elif self.can_pay(p, c, cost, slot, public_only=True):
                # asked even when the hand cannot pay, so the opponent cannot tell (DESIGN
                # §2 views, issue 7): then "no" is the only option
                opts = (0,)
            else:
                return                    # everyone can see it cannot be paid
            self.decide(p, "yes_no", opts, ("pay_then_resolve", p, c, i, extra))
            return
        if a.get("optional"):
            self.ask_yes_no(p, ("resolve_if_yes", p, c, i, extra))
            return
        self.step_resolve_ability(p, c, i, extra)     # the next record, run at once

    def step_resolve_if_yes(self, p: int, c: int, i: int, extra: int, yes: int) -> None:
        if yes:
            self.step_resolve_ability(p, c, i, extra)

    def step_pay_then_resolve(self, p: int, c: int, i: int, extra: int, yes: int) -> None:
        if not yes:
            return
        self.stack.append(("resolve_ability", p, c, i, extra))
        self.push_costs(p, c, self.ability_at(c, i).get("cost", ()), self.slot_of(c))

    def step_resolve_ability(self, p: int, c: int, i: int, extra: int) -> None:
        for k in ("that", "milled", "done"):      # what one ability's effects tell the next
            self.ctx.pop(k, None)
        a = self.ability_at(c, i)
        if a["kind"] == "act" and "condition" in a and not self.condition_holds(p, c, a["condition"]):
            return                    # "【ACT】 [cost] If …, …": paid, but the condition fails
        effs = a.get("effect", ())
        if "self_slot" in self.ctx and not any(e.get("slots") == "this" for e in effs):
            del self.ctx["self_slot"]
        for k in range(len(effs) - 1, 0, -1):
            self.stack.append(("effect", p, c, i, k, extra))
        if effs:
            self.step_effect(p, c, i, 0, extra)        # the first effect runs at once

    def use_act(self, p: int, s: int, k: int) -> None:
        """Seed 000 기동 효과: pay the cost, then the effect; repeatable while payable."""
        c = self.stage[p][s]
        i, a = self.T.act[c][k]
        self.log is None or self.emit("ability", ALL, p, c, i)
        self.stack.append(("resolve_ability", p, c, i, -1))
        self.push_costs(p, c, a.get("cost", ()), s)

    # ---- costs -----------------------------------------------------------------------------
    def can_pay(self, p: int, c: int, costs, slot: int, in_waiting_room: bool = False,
                public_only: bool = False) -> bool:
        """Can p pay every cost of `costs` (abilities.COSTS) for card c in `slot`? Only the
        keys each cost holds are read (hot path); "filter" qualifies the others. With
        `public_only`, the parts paid from the hand (hidden from the opponent) are taken
        as payable."""
        hand = self.hand[p]
        need_hand = 0
        for k in costs:
            for key, v in k.items():
                if public_only and key in HAND_COSTS:
                    continue
                if key == "stock":
                    if len(self.stock[p]) < v:
                        return False
                elif key == "rest_self":
                    if slot < 0 or self.status[p][slot] != STAND:
                        return False
                elif key == "discard":
                    need_hand += v
                    f = k.get("filter")
                    if sum(1 for x in hand if self.matches(x, f)) < v:
                        return False
                elif key == "discard_character":
                    need_hand += 1
                    f = dict(k.get("filter") or {}, type="character")
                    if not any(self.matches(x, f) for x in hand):
                        return False
                elif key == "discard_climax":
                    need_hand += 1
                    if not any(self.T.ctype[x] == CLIMAX for x in hand):
                        return False
                elif key == "to_clock_from_hand":
                    need_hand += 1
                elif key == "rest_others":
                    st, ss = self.stage[p], self.status[p]
                    if sum(1 for s in range(5) if st[s] >= 0 and st[s] != c and ss[s] == STAND) < v:
                        return False
                elif key == "from_stage_to_waiting_room":
                    if max(self.stage[p]) < 0:
                        return False
                elif key == "rest_chars":
                    st, ss = self.stage[p], self.status[p]
                    if sum(1 for s in range(5) if st[s] >= 0 and ss[s] == STAND) < v:
                        return False
                elif key == "reveal_from_hand":   # seed 000 공명: shown, stays in the hand
                    f = k.get("filter")
                    if sum(1 for x in hand if self.matches(x, f)) < v:
                        return False
                elif key == "to_hand_self":
                    if slot < 0:
                        return False
                elif key == "climax_to_waiting":
                    f = k.get("filter")
                    if not any(self.matches(x, f) for x in self.climax[p]):
                        return False
        return public_only or need_hand <= len(hand)

    def push_costs(self, p: int, c: int, costs, slot: int) -> None:
        for k in reversed(list(costs)):
            self.stack.append(("pay_cost", p, c, slot, _cost_key(k), _cost_n(k),
                               _cost_filter_id(self, k)))

    def step_pay_cost(self, p: int, c: int, slot: int, key: str, n: int, fid: int) -> None:
        f = self.T.filters[fid] if fid >= 0 else None
        if key == "stock":
            self.pay_stock(p, n)
        elif key == "rest_self":
            s = self.slot_of(c)
            if s >= 0:
                self.status[p][s] = REST
        elif key in ("discard", "discard_character", "discard_climax", "to_clock_from_hand"):
            if key == "discard_character":
                f = dict(f or {}, type="character")
            elif key == "discard_climax":
                f = {"type": "climax"}
            opts = sorted(x for x in self.hand[p] if self.matches(x, f))
            dest = "clock" if key == "to_clock_from_hand" else "waiting"
            for _ in range(n if key == "discard" else 1):
                self.stack.append(("cost_from_hand", p, dest, fid if key == "discard" else -1, key))
        elif key == "to_memory_self":
            self._move_self(p, c, "memory")
        elif key in ("to_waiting_room_self", "to_hand_self"):
            s = self.slot_of(c)
            if s >= 0:                # the position it was on (seed 000 체인지, to_stage slots="this")
                self.ctx["self_slot"] = [c, s]
            self._move_self(p, c, "waiting" if key == "to_waiting_room_self" else "hand")
        elif key == "reveal_from_hand":
            # seed 000 공명: the card is shown to both players and stays in the hand; cards a
            # filter lets through are alike for the cost, so the lowest ids are shown
            for x in sorted(x for x in self.hand[p] if self.matches(x, f))[:n]:
                self.kn.seen(x)          # the opponent now knows it is in the hand
                self.log is None or self.emit("reveal_hand", ALL, p, x)
        elif key == "clock_top":
            x = self.top_of_deck(p)
            if x >= 0:
                self.to_clock(p, x)
                self.log is None or self.emit("clock", ALL, p, x)
                self.stack.append(("level_up_check", p))
        elif key == "rest_others":
            for _ in range(n):
                self.stack.append(("rest_other", p, c))
        elif key == "from_stage_to_waiting_room":
            self.stack.append(("stage_to_wr", p))
        elif key == "rest_chars":
            for _ in range(n):
                self.stack.append(("rest_other", p, -1))
        elif key == "climax_to_waiting":
            for x in list(self.climax[p]):
                if self.matches(x, f):
                    self.climax[p].remove(x)
                    self.waiting[p].append(x)
                    self.log is None or self.emit("climax_ends", ALL, p, x)
                    break

    def cost_hand_options(self, p: int, fid: int, key: str) -> list[int]:
        """The hand cards that can pay a from-hand cost (also rebuilt after a re-deal)."""
        f = self.T.filters[fid] if fid >= 0 else None
        if key == "discard_climax":
            f = {"type": "climax"}
        return sorted(x for x in self.hand[p] if self.matches(x, f) and
                      (key != "discard_character" or self.T.ctype[x] == CHAR))

    def step_cost_from_hand(self, p: int, dest: str, fid: int, key: str) -> None:
        opts = self.cost_hand_options(p, fid, key)
        if opts:
            self.decide(p, "choose", tuple(opts), ("hand_card_to", p, dest, fid, key))

    def step_hand_card_to(self, p: int, dest: str, fid: int, key: str, x: int) -> None:
        self.hand[p].remove(x)
        if dest == "clock":
            self.to_clock(p, x)
            self.stack.append(("level_up_check", p))
        else:
            self.waiting[p].append(x)
        self.log is None or self.emit("discard", ALL, p, x, "cost")

    def step_rest_other(self, p: int, c: int) -> None:
        opts = [s for s in range(5) if self.stage[p][s] >= 0 and self.stage[p][s] != c
                and self.status[p][s] == STAND]
        if opts:
            self.decide(p, "choose", tuple(self.stage[p][s] for s in opts), ("rested_other", p))

    def step_rested_other(self, p: int, x: int) -> None:
        self.status[p][self.slot_of(x)] = REST

    def step_stage_to_wr(self, p: int) -> None:
        opts = [x for x in self.stage[p] if x >= 0]
        if opts:
            self.decide(p, "choose", tuple(sorted(opts)), ("stage_card_to_wr", p))

    def step_stage_card_to_wr(self, p: int, x: int) -> None:
        self.leave_stage(p, self.slot_of(x))
        self.fire_self("to_waiting_room_from_stage", x)

    def _move_self(self, p: int, c: int, dest: str) -> None:
        s = self.slot_of(c)
        if s >= 0:
            self.leave_stage(p, s, dest)
        elif c in self.waiting[p] and dest != "waiting":
            self.waiting[p].remove(c)
            getattr(self, dest)[p].append(c)
            self.kn.seen(c)
        elif c in self.hand[p]:
            self.hand[p].remove(c)
            getattr(self, dest)[p].append(c)

    # ---- small decision helpers ------------------------------------------------------------
    def ask_yes_no(self, p: int, cont: tuple) -> None:
        self.decide(p, "yes_no", (0, 1), cont)

    def choose_from(self, p: int, zone: list, pred, dest: str) -> None:
        opts = sorted(x for x in zone if pred(x))
        if opts:
            self.decide(p, "choose", tuple(opts) + (PASS,), ("chosen_to", p, dest))

    def step_chosen_to(self, p: int, dest: str, x: int) -> None:
        if x == PASS:
            return
        if dest == "hand_or_stock":
            self.decide(p, "dest", (0, 1), ("chosen_dest", p, x))
            return
        self._from_waiting(p, x, dest)

    def step_chosen_dest(self, p: int, x: int, d: int) -> None:
        self._from_waiting(p, x, "hand" if d == 0 else "stock")

    def _from_waiting(self, p: int, x: int, dest: str) -> None:
        if x in self.waiting[p]:
            self.waiting[p].remove(x)
            getattr(self, dest)[p].append(x)
            self.kn.seen(x)
            self.log is None or self.emit("salvage", ALL, p, x, dest)

    def step_standby(self, p: int) -> None:
        """Standby trigger: a character of level <= your level + 1 from the waiting room
        onto any stage position, rested (seed 000 트리거 효과 일람)."""
        lim = self.player_level(p) + 1
        opts = sorted(x for x in self.waiting[p] if self.T.ctype[x] == CHAR and self.T.level[x] <= lim)
        if opts:
            self.decide(p, "choose", tuple(opts) + (PASS,), ("standby_card", p))

    def step_standby_card(self, p: int, x: int) -> None:
        if x != PASS:
            self.decide(p, "slot", tuple(range(5)), ("standby_slot", p, x))

    def step_standby_slot(self, p: int, x: int, slot: int) -> None:
        if x in self.waiting[p]:
            self.waiting[p].remove(x)
            self.place_on_stage(p, x, slot, REST, "waiting")

    def refresh_pending_options(self, o: int) -> None:
        """After hidden cards traded places (a re-deal, the swap test), rebuild the options
        of o's pending decision that come from o's hidden cards: the hand, the deck being
        searched or looked at, a cost paid from the hand. A rebuilt decision may have no
        option (a cost the new hand cannot pay): determinize deals again then."""
        pend = self.pending
        if pend is None or pend[0] != o:
            return
        kind, cont = pend[1], pend[3]
        step = cont[0]
        hand = sorted(self.hand[o])
        if kind in ("mulligan", "clock"):
            opts = tuple(hand) + (PASS,)
        elif kind == "discard":
            opts = tuple(hand)
        elif kind == "main":
            opts = tuple(self.main_options(o))
        elif kind == "climax":
            opts = tuple(c for c in hand if self.T.ctype[c] == CLIMAX and self.meets_color(o, c)) + (PASS,)
        elif kind == "counter":
            opts = tuple(self.counter_options(o)) + (PASS,)
        elif kind == "encore":
            _, q, c, slot = cont
            opts = (0,) + ((1,) if len(self.stock[q]) >= 3 else ())
            opts += tuple(2 + k for k, a in enumerate(self.encore_abilities(q, c))
                          if self.can_pay(q, c, a.get("cost", ()), -1, in_waiting_room=True))
        elif kind == "yes_no" and step == "pay_then_resolve":
            _, q, c, i, extra = cont
            ok = self.can_pay(q, c, self.ability_at(c, i).get("cost", ()), self.slot_of(c))
            opts = (0, 1) if ok else (0,)
        elif step == "hand_card_to":
            opts = tuple(self.cost_hand_options(o, cont[3], cont[4]))
        elif step == "discarded_one":
            opts = tuple(hand)
        elif step == "hand_to_stock":
            opts = tuple(hand) + (PASS,)
        elif step == "searched":
            fid = cont[3]
            f = self.T.filters[fid] if fid >= 0 else None
            opts = tuple(sorted(x for x in self.deck[o] if self.matches(x, f))) + (PASS,)
        elif step == "look_picked":
            _, q, dest, n, fid, exact = cont
            opts = tuple(self.look_options(q, n, fid))
            opts += () if exact and opts else (PASS,)
        elif step in ("to_stage_at", "to_stage_card") and cont[2] in ("hand", "deck"):
            _, q, frm, _, fid, lim, may = cont
            opts = tuple(self.to_stage_options(q, frm, fid, lim))
            opts += (PASS,) if may or not opts else ()
        elif step == "shift_hand":
            fid = cont[2]
            f = self.T.filters[fid] if fid >= 0 else None
            opts = tuple(x for x in hand if self.matches(x, f)) + (PASS,)
        elif step == "exchange_hand":
            fid = cont[2]
            f = self.T.filters[fid] if fid >= 0 else None
            opts = tuple(x for x in hand if self.matches(x, f)) + (PASS,)
        else:
            return
        self.pending = (o, kind, opts, cont)

    # ---- the one-shot verbs --------------------------------------------------------------------
    def step_effect(self, p: int, c: int, i: int, k: int, extra: int) -> None:
        e = (self.T.abils[c][i] if isinstance(i, int) else self.walk(i))["effect"][k]
        verb = e["verb"]
        if verb in self.PATH_VERBS:   # the path string is built only for verbs that read it
            base = f"{c}.{i}" if isinstance(i, int) else i
            self.VERBS[verb](self, p, c, e, extra, f"{base}.effect.{k}")
        else:
            self.VERBS[verb](self, p, c, e, extra)

    def call_verb(self, p: int, c: int, e: dict, extra: int, path: str) -> None:
        verb = e["verb"]
        if verb in self.PATH_VERBS:
            self.VERBS[verb](self, p, c, e, extra, path)
        else:
            self.VERBS[verb](self, p, c, e, extra)

    def step_effects_at(self, p: int, c: int, path: str, extra: int) -> None:
        """Resolve the list of effects at `path` (e.g. a Brainstorm's "for each climax")."""
        for k in range(len(self.walk(path)) - 1, -1, -1):
            self.stack.append(("effect_at", p, c, f"{path}.{k}", extra))

    def step_effect_at(self, p: int, c: int, path: str, extra: int) -> None:
        self.call_verb(p, c, self.walk(path), extra, path)

    def _choose_target(self, p: int, c: int, tgt, cont: tuple) -> None:
        """Resolve a target spec to a card and push `cont + (card,)`."""
        if tgt == "self" or tgt is None:
            if self.slot_of(c) >= 0:
                self.stack.append(cont + (c,))
            return
        if tgt == "that":
            x = self.ctx.get("that", -1)
            if x >= 0 and self.slot_of(x) >= 0:
                self.stack.append(cont + (x,))
            return
        if tgt == "battle_opponent":
            if self.atk:
                o = 1 - self.owner(c)
                d = self.atk[2]
                if d >= 0 and self.stage[o][d] >= 0:
                    self.stack.append(cont + (self.stage[o][d],))
            return
        if isinstance(tgt, str) or "who" in tgt:
            who = tgt if isinstance(tgt, str) else tgt["who"]
            f = None if isinstance(tgt, str) else tgt.get("filter")
            for x in reversed(self._group(p, c, who, f)):
                self.stack.append(cont + (x,))
            return
        frm = tgt["from"]
        o = 1 - p
        if frm in ("your_stage", "your_other_stage", "your_center"):
            side, slots = p, range(5) if frm != "your_center" else (0, 1, 2)
        else:
            side = o
            slots = (0, 1, 2) if frm == "opponent_center" else (3, 4) if frm == "opponent_back" else range(5)
        st = self.stage[side]
        f = tgt.get("filter")
        other = frm == "your_other_stage"
        opts = []
        for s in slots:
            x = st[s]
            if x >= 0 and (not f or self.matches(x, f)) and not (other and x == c):
                opts.append(x)
        if len(opts) == 1:
            self.stack.append(cont + (opts[0],))   # one card on the stage fits: no choice
        elif opts:
            opts.sort()
            self.decide(p, "choose", tuple(opts), cont)

    def _group(self, p: int, c: int, who: str, f) -> list[int]:
        """The cards a group target names, for a one-shot effect."""
        src_slot = self.slot_of(c)
        out = []
        for q in (p, 1 - p):
            for s in range(5):
                x = self.stage[q][s]
                if x >= 0 and self._targets_slot(p, c, src_slot, who, q, s, x) and self.matches(x, f):
                    out.append(x)
        return out

    def verb_power(self, p, c, e, extra):
        amt = e.get("amount", 0)
        per = e.get("per")
        if per:
            amt *= self.per_count(p, c, per)
        if e.get("per_level"):
            self._choose_target(p, c, e.get("target", "self"),
                                ("apply_mod_per_level", amt, e.get("until", "turn")))
            return
        self._choose_target(p, c, e.get("target", "self"),
                            ("apply_mod", "power", amt, e.get("until", "turn")))

    def per_count(self, p: int, c: int, per: dict) -> int:
        """How many cards a "for each …" / "X is the number of …" counts."""
        z = per.get("zone", "stage")
        if z == "milled":
            return sum(1 for x in self.ctx.get("milled", ()) if self.matches(x, per.get("filter")))
        return self.count_chars(p, per.get("filter"), c if per.get("others") else -1, z)

    def verb_soul(self, p, c, e, extra):
        self._choose_target(p, c, e.get("target", "self"),
                            ("apply_mod", "soul", e.get("amount", 0), e.get("until", "turn")))

    def step_apply_mod(self, stat: str, amount: int, until: str, target: int) -> None:
        if self.slot_of(target) >= 0:
            self.add_mod(target, stat, amount, until)
            self.ctx["that"] = target

    def step_apply_mod_per_level(self, amount: int, until: str, target: int) -> None:
        """"X is equal to that character's level ×N" (seed 000: level on the stage)."""
        s = self.slot_of(target)
        if s >= 0:
            self.add_mod(target, "power", amount * self.level_of(self.owner(target), s), until)

    def verb_draw(self, p, c, e, extra):
        n = e.get("n", 1)
        if e.get("up_to"):
            for _ in range(n):
                self.stack.append(("draw_if_yes_ask", p))
        else:
            self.draw(p, n)

    def step_draw_if_yes_ask(self, p: int) -> None:
        self.ask_yes_no(p, ("draw_yes", p))

    def verb_damage(self, p, c, e, extra):
        n = e.get("n", 1) * (self.per_count(p, c, e["per"]) if "per" in e else 1)
        if n > 0:
            self.stack.append(("deal_damage", 1 - p, n, 1, c))

    def verb_heal(self, p, c, e, extra):
        if self.clock[p]:
            self.ask_yes_no(p, ("heal_yes", p))

    def step_heal_yes(self, p: int, yes: int) -> None:
        if yes and self.clock[p]:
            x = self.clock[p].pop()
            self.waiting[p].append(x)
            self.log is None or self.emit("heal", ALL, p, x)

    def verb_stock_top(self, p, c, e, extra):
        for _ in range(e.get("n", 1)):
            if e.get("up_to"):
                self.stack.append(("stock_top_ask", p))
            else:
                self.stack.append(("stock_top_yes", p, 1))

    def step_stock_top_ask(self, p: int) -> None:
        self.ask_yes_no(p, ("stock_top_yes", p))

    def verb_mill(self, p, c, e, extra):
        milled = []
        q = 1 - p if e.get("opponent") else p
        if e.get("bottom"):                  # "the bottom N cards of your opponent's deck"
            k = min(e.get("n", 1), len(self.deck[q]))
            milled = self.deck[q][:k]
            del self.deck[q][:k]
            self.waiting[q].extend(milled)
            for x in milled:
                self.log is None or self.emit("mill", ALL, q, x)
            self.ctx["milled"] = milled
            if not self.deck[q]:
                self.refresh(q)
            return
        for _ in range(e.get("n", 1)):
            if not self.deck[p] and not self.refresh(p):
                break
            x = self.deck[p].pop()
            self.waiting[p].append(x)        # into the waiting room first: if the deck is
            milled.append(x)                 # now empty, this card is refreshed into it
            self.log is None or self.emit("mill", ALL, p, x)
            if not self.deck[p]:
                self.refresh(p)              # (refresh makes new deck and waiting lists)
        self.ctx["milled"] = milled          # "among those cards" (read by the next effects)

    def verb_salvage(self, p, c, e, extra):
        f = e.get("filter")
        for _ in range(e.get("n", 1)):
            self.stack.append(("salvage_one", p, _filter_id(self, f), e.get("to", "hand")))

    def step_salvage_one(self, p: int, fid: int, dest: str) -> None:
        f = self.T.filters[fid] if fid >= 0 else None
        self.choose_from(p, self.waiting[p], lambda x: self.matches(x, f), dest)

    def verb_search_deck(self, p, c, e, extra):
        f = e.get("filter")
        opts = sorted(x for x in self.deck[p] if self.matches(x, f))
        self.stack.append(("shuffle_deck", p))
        self.kn.seen_all(self.deck[p], (p,))     # the searcher looks through the deck
        self.log is None or self.emit("look_through", p, p, tuple(sorted(self.deck[p])))
        # asked even when nothing in the deck fits, so the opponent cannot tell (issue 7)
        if self.deck[p]:
            self.decide(p, "choose", tuple(opts) + (PASS,),
                        ("searched", p, e.get("to", "hand"), _filter_id(self, f)))

    def step_searched(self, p: int, dest: str, fid: int, x: int) -> None:
        if x != PASS and x in self.deck[p]:
            self.deck[p].remove(x)
            getattr(self, dest)[p].append(x)
            self.kn.seen(x)
            self.log is None or self.emit("search", ALL, p, x, dest)

    def step_shuffle_deck(self, p: int) -> None:
        self.rng.shuffle(self.deck[p])
        self.kn.shuffled(self.deck[p], p * 4)

    def verb_look_top(self, p, c, e, extra):
        n = e.get("n", 1)
        if "n_memory_plus" in e:             # "X is the number of cards in your memory +k"
            n = min(n, len(self.memory[p]) + e["n_memory_plus"])
        n = min(n, len(self.deck[p]))
        if n <= 0:
            return
        looked = self.deck[p][-n:]
        f = e.get("filter")
        opts = sorted(x for x in looked if self.matches(x, f))
        self.stack.append(("look_rest", p, n, e.get("rest", "waiting")))
        for _ in range(e.get("choose", 1)):
            self.stack.append(("look_pick", p, n, _filter_id(self, f), e.get("to", "hand"),
                               1 if e.get("exact") else 0))
        self.kn.seen_all(looked, (p,))
        self.log is None or self.emit("look", p, p, tuple(looked))

    def step_look_pick(self, p: int, n: int, fid: int, dest: str, exact: int = 0) -> None:
        f = self.T.filters[fid] if fid >= 0 else None
        looked = self.deck[p][-n:] if n else []
        opts = self.look_options(p, n, fid)
        # asked even when none of the looked-at cards fits (then "none" only), so the
        # opponent cannot tell what they are (issue 7)
        if n and self.deck[p]:
            self.decide(p, "choose", tuple(opts) + (() if exact and opts else (PASS,)),
                        ("look_picked", p, dest, n, fid, exact))

    def look_options(self, p: int, n: int, fid: int) -> list[int]:
        """The looked-at cards a look may pick (also rebuilt after a re-deal)."""
        f = self.T.filters[fid] if fid >= 0 else None
        looked = self.deck[p][-n:] if n else []
        picked = self.ctx.get("picked", [])
        return sorted(x for x in looked if self.matches(x, f) and x not in picked)

    def step_look_picked(self, p: int, dest: str, n: int, fid: int, exact: int, x: int) -> None:
        if x != PASS:
            # new lists, never appended in place: clones share the ctx dict's values
            self.ctx["picked"] = self.ctx.get("picked", []) + [x]
            self.ctx["picked_dest"] = self.ctx.get("picked_dest", []) + [dest]

    def step_look_rest(self, p: int, n: int, rest: str) -> None:
        looked = self.deck[p][-n:] if n else []
        del self.deck[p][len(self.deck[p]) - len(looked):]
        picked = self.ctx.pop("picked", [])
        dests = self.ctx.pop("picked_dest", [])
        reordered = False
        for x, d in zip(picked, dests):
            looked.remove(x)
            if d == "top":
                self.deck[p].append(x)
                reordered = True
            else:
                getattr(self, d)[p].append(x)
                self.kn.seen(x)
                self.log is None or self.emit("search", ALL, p, x, d)
        if rest == "top":
            self.deck[p].extend(looked)
        else:
            self.waiting[p].extend(looked)
        n_back = sum(1 for d in dests if d == "top") + (len(looked) if rest == "top" else 0)
        if reordered and n_back:          # put back in an order the opponent did not see
            self.kn.shuffled(self.deck[p][-n_back:], p * 4, (1 - p,))
        if not self.deck[p]:
            self.refresh(p)

    def verb_bounce(self, p, c, e, extra):
        self._choose_target(p, c, e.get("target"), ("bounce_chosen", p))

    def verb_to_stock_from_hand(self, p, c, e, extra):
        if self.hand[p]:
            self.decide(p, "choose", tuple(sorted(self.hand[p])) + (PASS,), ("hand_to_stock", p))

    def step_hand_to_stock(self, p: int, x: int) -> None:
        if x != PASS and x in self.hand[p]:
            # face down: the opponent sees a card go from the hand to the stock, not which
            self.kn.chosen_unseen(self.hand[p], p * 4 + 1, p * 4 + 2, (1 - p,))
            self.hand[p].remove(x)
            self.stock[p].append(x)
            self.log is None or self.emit("to_stock_face_down", ALL, p)

    def verb_standby(self, p, c, e, extra):
        self.stack.append(("standby_from", p, c))

    # ---- the card-specific encore ----------------------------------------------------------
    def encore_abilities(self, q: int, c: int) -> list:
        """c's own Encores, then those granted to it (c has just left the stage: a 【CONT】
        grant is read as it stood, its condition as it is now)."""
        out = [a for _, a in self.T.encore[c]] if self.T.encore[c] else []
        T = self.T
        if T.grant_cards:
            for sp, src, ss, a in self._cont_sources(extra=c):
                if src not in T.grant_cards or a["kind"] != "cont":
                    continue
                for e in a["effect"]:
                    if e["verb"] != "grant" or e["ability"]["kind"] != "encore":
                        continue
                    tgt = e.get("target", "self")
                    f = tgt.get("filter") if isinstance(tgt, dict) else None
                    who = tgt.get("who", "all_yours") if isinstance(tgt, dict) else tgt
                    ok = {"self": src == c, "all_yours": sp == q, "others_yours": sp == q and src != c,
                          "opponents_all": sp != q}.get(who, False)
                    if ok and self.matches(c, f) and self.condition_holds(sp, src, a.get("condition")):
                        out.append(e["ability"])
        return out


def _cost_key(k: dict) -> str:
    return next(x for x in k if x != "filter")


def _cost_n(k: dict) -> int:
    v = k[_cost_key(k)]
    return v if isinstance(v, int) and not isinstance(v, bool) else 1


def _filter_id(state, f) -> int:
    """Filters are static card data, indexed once in the card table (table.py) so stack
    records stay plain ints."""
    if not f:
        return -1
    return state.T.filter_index[filter_key(f)]


def filter_key(f: dict) -> str:
    return json.dumps(f, sort_keys=True)


def _cost_filter_id(state, k: dict) -> int:
    return _filter_id(state, k.get("filter"))
