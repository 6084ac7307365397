"""Weiß Schwarz -- the verbs of issue 15's second modal / repeat / damage round
(abilities_modal2.py lists them), a mixin of WSState like verbs.py.

  pay          "[COST] You may pay the cost. If you do, EFFECT" inside an effect (a modal's
               quoted option): asked as an 【AUTO】's cost is (auto.step_resolve_pending): yes
               and no when it can be paid; only no when the opponent cannot tell that the
               hidden hand cannot pay (DESIGN §2); not asked when everyone can see it cannot
               be paid. A yes pays the cost, then resolves the effect (auto's
               pay_then_resolve, on the nested `ability` {kind="event", cost, effect}).
  damage_self  "deal N damage to yourself": the controller takes N damage, cancelable like any
               damage (seed 000 ④ 대미지 스텝: a climax revealed cancels it).
  damage_all   "deal N damage to all players": the turn player takes it first, then the other
               (CR: what all players do is done in turn order; the seeds are silent).
  damage_each  "deal N damage to your opponent X times": X separate damages, each revealed
               and canceled on its own (X counted when it resolves, as damage's `per`).
  damage_x     "deal X damage to your opponent", X counted when it resolves: the markers
               underneath this card (0 once it left the stage: its markers went to the waiting
               room, seed 000 마커) or your opponent's 【REVERSE】 characters.

and pays the costs waiting_to_marker / memory_to_marker (cards of a public zone face up
underneath this card, seed 000 마커) and swap_stand_center ("Exchange a 【STAND】 character in your
center stage and this card": the two swap positions, markers with them, as verbs.swap_with).

The condition `damage_canceled` ("If this damage is canceled, …") reads ctx
"damage_canceled", which attack.step_deal_damage writes for every damage.
"""

from __future__ import annotations

from ...core.actions import ALL
from .abilities_modal2 import PATH_VERBS_MODAL2
from .costs import MARKER_COSTS
from .verbs_climax import CLIMAX_CONDITIONS


STAND, REVERSE = 0, 2


class Modal2Steps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    PATH_VERBS_MODAL2 = PATH_VERBS_MODAL2

    def verb_pay(self, p, c, e, extra, path):
        cost = e["ability"]["cost"]
        slot = self.slot_of(c)
        if self.can_pay(p, c, cost, slot):
            opts = (0, 1)
        elif self.can_pay(p, c, cost, slot, public_only=True):
            opts = (0,)                   # the hidden hand cannot pay: asked all the same
        else:
            return                        # everyone can see it cannot be paid
        self.decide(p, "yes_no", opts, ("pay_then_resolve", p, c, path + ".ability", extra))

    def verb_damage_self(self, p, c, e, extra):
        self.stack.append(("deal_damage", p, e.get("n", 1), 1, c))

    def verb_damage_all(self, p, c, e, extra):
        t = self.active
        self.stack.append(("deal_damage", 1 - t, e.get("n", 1), 1, c))   # then the other
        self.stack.append(("deal_damage", t, e.get("n", 1), 1, c))       # the turn player first

    def verb_damage_x(self, p, c, e, extra):
        if e["of"] == "markers":
            s = self.slot_of(c)
            n = len(self.markers[p][s]) if s >= 0 else 0       # none once it left the stage
        else:
            n = sum(1 for s in range(5) if self.stage[1 - p][s] >= 0 and self.status[1 - p][s] == REVERSE)
        if n > 0:
            self.stack.append(("deal_damage", 1 - p, n, 1, c))

    def verb_damage_each(self, p, c, e, extra):
        for _ in range(self.per_count(p, c, e["per"])):
            self.stack.append(("deal_damage", 1 - p, e.get("n", 1), 1, c))


    # ---- costs of importer_costs2 paid here (costs.CostSteps dispatches) ----------------------
    def cost2_payable(self, p: int, c: int, key: str, n: int, f, slot: int) -> bool:
        """waiting_to_marker / memory_to_marker: n fitting cards in that public zone and this
        card on the stage; swap_stand_center: this card and another 【STAND】 character of the
        center stage, neither kept in its position."""
        if slot < 0:
            return False
        if key == "swap_stand_center":
            return not self.position_locked(p, slot) and bool(self._swap_center_options(p, c))
        zone = getattr(self, MARKER_COSTS[key])[p]
        return sum(1 for x in zone if self.matches(x, f)) >= n

    def _swap_center_options(self, p: int, c: int) -> list[int]:
        st, ss = self.stage[p], self.status[p]
        return sorted(st[s] for s in (0, 1, 2) if st[s] >= 0 and st[s] != c and ss[s] == STAND
                      and not self.position_locked(p, s))

    def pay_cost2(self, p: int, c: int, key: str, n: int, fid: int) -> None:
        if key == "swap_stand_center":
            opts = self._swap_center_options(p, c)
            if opts and self.slot_of(c) >= 0:
                self.decide(p, "choose", tuple(opts), ("swap_chosen", p, c, 0))   # verbs.py
            return
        for _ in range(n):
            self.stack.append(("cost_to_marker", p, c, MARKER_COSTS[key], fid))

    def step_stage_to_zone(self, p: int, c: int, fid: int, to: str) -> None:
        """costs.STAGE_COSTS: a character the payer chooses on the stage (not c) into the
        clock / stock / memory."""
        f = self.T.filters[fid] if fid >= 0 else None
        opts = [x for x in self.stage[p] if x >= 0 and x != c and self.matches(x, f)]
        if opts:
            self.decide(p, "choose", tuple(sorted(opts)), ("stage_card_to", p, to))

    def step_stage_card_to(self, p: int, to: str, x: int) -> None:
        s = self.slot_of(x)
        if s >= 0:
            self.leave_stage(p, s, to)            # into the stock face down: seen going there
            self.log is None or self.emit("cost_move", ALL, p, x, "stage", to)

    def step_cost_to_marker(self, p: int, c: int, frm: str, fid: int) -> None:
        f = self.T.filters[fid] if fid >= 0 else None
        opts = sorted(x for x in getattr(self, frm)[p] if self.matches(x, f))
        if opts and self.slot_of(c) >= 0:
            self.decide(p, "choose", tuple(opts), ("cost_marker_chosen", p, c, frm))

    def step_cost_marker_chosen(self, p: int, c: int, frm: str, x: int) -> None:
        s = self.slot_of(c)
        if s >= 0 and x in getattr(self, frm)[p]:
            getattr(self, frm)[p].remove(x)
            self.markers[p][s].append(x)
            self.kn.seen(x)                   # face up
            self.log is None or self.emit("marker_from", ALL, p, c, x, frm)


def _damage_canceled(s, p, c, v, cond) -> bool:
    return bool(s.ctx.get("damage_canceled", 0)) == bool(v)


CLIMAX_CONDITIONS["damage_canceled"] = _damage_canceled     # values.condition_holds reads it
