"""Showdowns (CR 337-345) and combat (CR 433-440).

A showdown is `showdown` = (battlefield, combat?, attacker, defender, passes in a row,
focus moves after the chain?) with `focus` the seat that has Focus. A combat is `combat` =
(battlefield, attacker, defender) from its showdown to its resolution.

Combat damage (CR 439): each side sums its units' Might (a stunned unit deals none, CR
410.2) and assigns it to the opposing units, the attacker first: a unit gets lethal damage
in full before the next one gets any, Tank units first (CR 731); what is left once every
unit has lethal goes to any of them. The assignment is a sequence of "assign" decisions
(which unit next); all damage is dealt at once at the end.
"""

from __future__ import annotations

from ...core.actions import ALL
from .state import ATTACKER, DEFENDER, NONE
from .values import K_TANK


class Combat:
    __slots__ = ()

    def start_showdown(self, i: int, combat: bool) -> None:
        """CR 340-341: the player who applied Contested gets Focus (and Priority)."""
        q = self.contest[i]
        self.showdown = (i, combat, q, self.ctrl[i], 0, 0)
        self.focus = q
        self.emit("showdown", ALL, self.bf[i], q, int(combat))

    def start_combat(self, i: int, defender: int = -1) -> None:
        """CR 438: the contesting player attacks, the other defends; "when I attack /
        defend" abilities start the Initial Chain (attacker's first, CR 342)."""
        att = self.contest[i]
        dfn = self.ctrl[i] if defender < 0 else defender
        self.combat = (i, att, dfn)
        self.showdown = (i, True, att, dfn, 0, 0)
        self.focus = att
        atts, dfns = [], []
        for u in self.units[i]:
            if self.T.type[u] != "unit":
                continue
            if self.ctrl_of[u] == att:
                self.role[u] = ATTACKER
                atts.append(u)
            elif self.ctrl_of[u] == dfn:
                self.role[u] = DEFENDER
                dfns.append(u)
        self.emit("combat", ALL, self.bf[i], att, dfn)
        for u in atts:
            self.fire_me("attack_me", u, att, i)
        if len(atts) == 1:
            self.fire("friendly_alone", att, atts[0])
        for u in dfns:
            self.fire_me("defend_me", u, dfn, i)
        if dfns:
            self.fire("defend_here", dfn, i)
        if len(dfns) == 1:
            self.fire("friendly_alone", dfn, dfns[0])

    def step_showdown_end(self) -> None:
        """CR 344-345: every player passed Focus in a row."""
        i, combat, att, dfn = self.showdown[:4]
        self.showdown = None
        self.focus = -1
        self.emit("showdown_end", ALL, self.bf[i])
        if combat:
            self.stack.append(("combat_end", i))
            self.stack.append(("combat_damage", i))
            return
        sides = {self.ctrl_of[u] for u in self.units[i] if self.T.type[u] == "unit"}
        if len(sides) >= 2:                            # 345.2.b: a combat is staged
            others = sorted(sides - {att})
            self.start_combat(i, defender=others[0] if others else -1)
            return
        self.contest[i] = -1
        if len(sides) == 1:
            q = sides.pop()
            if self.ctrl[i] != q:                      # 345.2.a: take control, conquer
                self.take_control(i, q)

    def take_control(self, i: int, q: int) -> None:
        self.emit("control", ALL, self.bf[i], self.ctrl[i], q)
        self.ctrl[i] = q
        self.score(q, i, "conquer")

    # ---- damage (CR 439) -------------------------------------------------------------------
    def step_combat_damage(self, i: int) -> None:
        atts = [u for u in self.units[i] if self.role[u] == ATTACKER]
        dfns = [u for u in self.units[i] if self.role[u] == DEFENDER]
        if not atts or not dfns:
            return                                     # 439.1: skipped
        att, dfn = self.combat[1], self.combat[2]
        a_sum = sum(max(0, self.might(u)) for u in atts if not self.stun[u])
        d_sum = sum(max(0, self.might(u)) for u in dfns if not self.stun[u])
        self.stack.append(("deal_combat", i))
        self.stack.append(("assign", i, dfn, DEFENDER, ATTACKER, d_sum, ()))
        self.stack.append(("assign", i, att, ATTACKER, DEFENDER, a_sum, ()))

    def step_assign(self, i, p, mine, theirs, left, plan) -> None:
        if left <= 0:
            self.stack.append(("assigned", p, plan))
            return
        opts = self._assign_opts(i, theirs, plan)
        if not opts:
            self.stack.append(("assigned", p, plan))
            return
        self.ask(p, "assign", ("assign_do", i, p, mine, theirs, left, plan), public=True)

    def _assign_opts(self, i, theirs, plan) -> list:
        got = dict(plan)
        units = [u for u in self.units[i] if self.role[u] == theirs]
        need = self._assign_need(i, theirs)
        short = [u for u in units if got.get(u, 0) < need(u)]
        if not short:
            return sorted(units)                       # lethal everywhere: any of them
        tanks = [u for u in short if self.kw(u) & K_TANK]
        return sorted(tanks or short)

    def _opts_assign(self, p, cont):
        return self._assign_opts(cont[1], cont[4], cont[6])

    def step_assign_do(self, i, p, mine, theirs, left, plan, u) -> None:
        got = dict(plan)
        lethal = self._assign_need(i, theirs)
        need = lethal(u) - got.get(u, 0)
        units = [x for x in self.units[i] if self.role[x] == theirs]
        all_lethal = all(got.get(x, 0) >= lethal(x) for x in units)
        amount = left if all_lethal else min(left, max(0, need))
        got[u] = got.get(u, 0) + amount
        self.stack.append(("assign", i, p, mine, theirs, left - amount,
                           tuple(sorted(got.items()))))

    def _assign_need(self, i, theirs):
        """The lethal damage of an opposing unit for the assigning side (CR 439.1.d.3-4):
        its lethal_left, or 1 -- any damage -- when a unit of the assigning side has
        "enemy units I deal damage to die, whatever the amount" (seed 004's Elder Dragon:
        it changes the lethal damage of the enemy units it assigns damage to)."""
        if "any_damage_lethal" in self.T.static_effects and self._any_lethal_dealer(i, theirs):
            return lambda u: 1
        return self.lethal_left

    def _any_lethal_dealer(self, i, theirs) -> bool:
        """A unit of the side assigning damage to role `theirs` at battlefield i deals it
        with an any_damage_lethal passive. The combat damage of a side is its units' summed
        Might (CR 439.1.b-d); neither the seed nor CR v1.1 splits it by unit, so tcgsim
        reads it as dealt by each unit of the side that deals combat damage (one that is
        not stunned, CR 410.2)."""
        mine = ATTACKER if theirs == DEFENDER else DEFENDER
        for x in self.units[i]:
            if self.role[x] == mine and not self.stun[x] and self.T.has_static[x]:
                for u in self.units[i]:
                    if self.role[u] == theirs and self.any_lethal_src(x, u):
                        return True
        return False

    def step_assigned(self, p, plan) -> None:
        self.shields.append((-1, "assigned", plan, "combat"))

    def step_deal_combat(self, i: int) -> None:
        """All assigned combat damage is dealt at once (CR 439.3)."""
        plans = [x for x in self.shields if x[1] == "assigned"]
        self.shields = [x for x in self.shields if x[1] != "assigned"]
        marks = "any_damage_lethal" in self.T.static_effects
        for _, _, plan, _ in plans:
            roles = [self.role[u] for u, _ in plan if marks and self.role[u]]
            by = roles and self._any_lethal_dealer(i, roles[0])
            for u, amount in plan:
                if amount and self.on_board(u):
                    self.dmg[u] += amount
                    self.emit("damage", ALL, u, amount)
                    if by:
                        self.mark_any_lethal(u)

    def step_combat_end(self, i: int) -> None:
        """CR 440: the combat cleanup -- kill lethal, clear damage (2a), recall attackers if
        defenders remain (2b), remove roles (2c); clear Contested; the one remaining side
        takes control (a Conquer if not scored this turn)."""
        for u in self.lethal_units():
            self.kill(u, None)
        for x in self.units[i]:
            self.dmg[x] = 0
        dfns = [u for u in self.units[i] if self.role[u] == DEFENDER]
        if dfns:
            for u in [u for u in self.units[i] if self.role[u] == ATTACKER]:
                self.recall(u)
        for u in range(self.T.n):
            if self.role[u]:
                self.role[u] = 0
            if self.kw_combat[u]:
                self.kw_combat[u] = 0
        keep = []
        for x in self.shields:
            if x[3] == "combat":
                if x[1] == "might":
                    self.tmp[x[0]] -= x[2]
            else:
                keep.append(x)
        self.shields = keep
        self.combat = None
        self.contest[i] = -1
        sides = {self.ctrl_of[u] for u in self.units[i] if self.T.type[u] == "unit"}
        if len(sides) == 1:
            q = sides.pop()
            if self.ctrl[i] != q:
                self.take_control(i, q)
        self.clock += 1
        self.emit("combat_end", ALL, self.bf[i])


_ = NONE
