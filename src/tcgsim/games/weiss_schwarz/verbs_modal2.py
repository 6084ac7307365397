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

The condition `damage_canceled` ("If this damage is canceled, …") reads ctx
"damage_canceled", which attack.step_deal_damage writes for every damage.
"""

from __future__ import annotations

from .abilities_modal2 import PATH_VERBS_MODAL2
from .verbs_climax import CLIMAX_CONDITIONS


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

    def verb_damage_each(self, p, c, e, extra):
        for _ in range(self.per_count(p, c, e["per"])):
            self.stack.append(("deal_damage", 1 - p, e.get("n", 1), 1, c))


def _damage_canceled(s, p, c, v, cond) -> bool:
    return bool(s.ctx.get("damage_canceled", 0)) == bool(v)


CLIMAX_CONDITIONS["damage_canceled"] = _damage_canceled     # values.condition_holds reads it
