"""Weiß Schwarz -- 【AUTO】 abilities at work, a mixin of WSState.

Which abilities a card has now (its own, and those granted by one-shot effects in
`self.mods` or by 【CONT】 grants in force, Encores included); firing on an event
(`fire_self`, `fire_all`, and the abilities that wait from elsewhere: delayed ones in
ctx["delayed"], "your other character" ones, memory and clock ones), each firing queued in
`self.pending_auto` as (player, card, ability index or path, extra); resolution at check
timing (`step_resolve_pending`: condition, once per turn, cost, "you may"), and the use of
an 【ACT】 ability (`use_act`). The effects themselves run in effects.py and verbs.py.
"""

from __future__ import annotations

from ...core.actions import ALL
from .abilities_heads import THAT_EVENTS


class AutoSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    # ---- the abilities a card has: its own and granted ---------------------------------------
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

    def _cont_targets(self, sp, src, ss, e, p, s, c) -> bool:
        tgt = e.get("target", "self")
        f = None
        if isinstance(tgt, dict):
            f, tgt = tgt.get("filter"), tgt.get("who", "all_yours")
        return self._targets_slot(sp, src, ss, tgt, p, s, c) and self.matches(c, e.get("filter", f))

    def encore_abilities(self, q: int, c: int) -> list:
        """c's own Encores (c has just left the stage); verbs_grant2 adds those it had been
        granted as it left (a game where some ability grants an Encore)."""
        return [a for _, a in self.T.encore[c]] if self.T.encore[c] else []

    # ---- firing ------------------------------------------------------------------------------
    def _fire_granted(self, event: str, p: int, c: int, extra: int, name=None) -> None:
        for path, a in self.granted(c):
            if a["kind"] == "auto" and a["when"] == event and a.get("name") == name:
                if "filter" in a and extra >= 0 and not self.matches(extra, a["filter"]):
                    continue          # the card the event is about (as for printed abilities)
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
        T = self.T
        granted = event in T.granted_events and self._any_grants()
        holders = T.auto_events.get(event)
        if not (granted or holders):
            return
        p = self.owner(c)
        if granted:                                   # granted to the others
            for x in self.stage[p]:
                if x >= 0 and x != c:
                    for path, a in self.granted(x):
                        if a["kind"] == "auto" and a["when"] == event and self.matches(c, a.get("filter")):
                            self.pending_auto.append((p, x, path, c))
        if not holders:
            return
        for x in self.stage[p]:
            if x >= 0 and x != c and x in holders:
                for i, a in T.auto[x]:
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

    def fire_self(self, event: str, c: int, extra: int = -1) -> None:
        """Queue c's own 【AUTO】 abilities that wait for `event` (and those granted to it).
        Becoming 【REVERSE】 in battle is also becoming 【REVERSE】 ("reversed")."""
        T = self.T
        if event not in T.live_events:
            return                    # nothing in this game waits for it (hot path)
        if event in T.self_derived:   # the events this one is also (table.py)
            for e in T.self_derived[event]:
                if e == "reversed":
                    self.fire_self("reversed", c, extra)
                else:                 # abilities_heads: "when your other character …"
                    self._fire_others(e, c)
        if event in T.granted_events and self._any_grants():
            self._fire_granted(event, self.owner(c), c, extra)
        if c not in T.auto_events.get(event, ()):
            return
        p = self.owner(c)
        for i, a in T.auto[c]:
            if a["when"] == event and "name" not in a and a.get("zone") not in ("clock", "clock_top"):
                if "filter" in a and not self.matches(extra, a["filter"]):
                    continue          # "when this card's level 2 or higher battle opponent …"
                self.pending_auto.append((p, c, i, extra))

    def fire_all(self, event: str, p: int, extra: int = -1) -> None:
        """Queue the 【AUTO】 abilities of p's characters on stage waiting for `event`
        (`climax_placed_any`: characters waiting for a named climax)."""
        T = self.T
        if event not in T.live_events:
            return                    # nothing waits for it, delayed ones included (hot path)
        if event == "climax_placed_any":
            self.fire_all("your_climax_placed", p, extra)   # "when your climax is placed"
            self.fire_all("opponent_climax_placed", 1 - p, extra)   # for the other player
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
        if not holders or holders.isdisjoint(self.stage[p]):
            return                        # no holder on p's stage: a test in C (hot path)
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

    # ---- resolving -----------------------------------------------------------------------------
    def step_resolve_pending(self, idx: int) -> None:
        p, c, i, extra = self.pending_auto.pop(idx)
        a = self.ability_at(c, i)
        if not self.condition_holds(p, c, a.get("condition")):
            return
        n = 1 if a.get("once_per_turn") else a.get("times_per_turn", 0)    # up to N times per turn
        if n:
            key = f"{c}:{i}"
            if self.once_used.count(key) >= n:
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
        a = self.ability_at(c, i)
        if "keyword" in a and "keyword_used" in self.T.live_events:
            self.stack.append(("keyword_used", p, a["keyword"]))    # heads.py: once it is paid
        self.push_costs(p, c, a.get("cost", ()), self.slot_of(c))

    def step_resolve_ability(self, p: int, c: int, i: int, extra: int) -> None:
        for k in ("that", "milled", "done"):      # what one ability's effects tell the next
            self.ctx.pop(k, None)
        a = self.ability_at(c, i)
        if a["kind"] == "act" and "condition" in a and not self.condition_holds(p, c, a["condition"]):
            return                    # "【ACT】 [cost] If …, …": paid, but the condition fails
        if extra >= 0 and a.get("when") in THAT_EVENTS:
            self.ctx["that"] = extra  # abilities_heads: "that character" is the event's character
        effs = a.get("effect", ())
        if "self_slot" in self.ctx and not any(e.get("slots") == "this" for e in effs):
            del self.ctx["self_slot"]
        # ("resolved", c, i) below the effects marks where this ability's resolution ends:
        # a decision its effects pose can name the ability that asks (prompt.py)
        self.stack.append(("resolved", c, i))
        for k in range(len(effs) - 1, 0, -1):
            self.stack.append(("effect", p, c, i, k, extra))
        if effs:
            self.step_effect(p, c, i, 0, extra)        # the first effect runs at once

    def step_resolved(self, c: int, i) -> None:
        """The end of an ability's resolution (a marker: nothing happens)."""

    def use_act(self, p: int, s: int, k: int) -> None:
        """Seed 000 기동 효과: pay the cost, then the effect; repeatable while payable."""
        c = self.stage[p][s]
        i, a = self.act_at(c, k)                  # its own, or granted (verbs_grant2)
        self.log is None or self.emit("ability", ALL, p, c, i if isinstance(i, int) else -1)
        self.stack.append(("resolve_ability", p, c, i, -1))
        if "act_used" in self.T.live_events:
            self.stack.append(("act_used", p))    # verbs_act: once the cost is paid
        if "keyword" in a and "keyword_used" in self.T.live_events:
            self.stack.append(("keyword_used", p, a["keyword"]))    # heads.py
        self.push_costs(p, c, a.get("cost", ()), s)
