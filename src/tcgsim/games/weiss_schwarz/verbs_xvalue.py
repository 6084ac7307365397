"""Weiß Schwarz -- the "X is equal to …" values (abilities_xvalue.py), a mixin of WSState:

  with_x           work X out when the effect resolves (seed 000: an effect reads the game
                   state when it is performed), then perform `do` with that number
  reveal_top_card  reveal the top card of your deck; it stays there (ctx "revealed")

X sources read what the earlier effects of the same ability left in ctx ("milled": the
cards just put into the waiting room, "revealed": the revealed card) or the game state;
"that character's level / soul" is read on the chosen character, once it is chosen.
"""

from __future__ import annotations

from ...core.actions import ALL
from .abilities_xvalue import subst


class XValueSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    def verb_reveal_top_card(self, p, c, e, extra):
        if not self.deck[p] and not self.refresh(p):
            self.ctx["revealed"] = -1
            return
        x = self.deck[p][-1]
        self.kn.seen(x)                  # revealed: both players know the deck's top card
        self.log is None or self.emit("reveal", ALL, p, x)
        self.ctx["revealed"] = x

    def x_value(self, p: int, c: int, xv: dict) -> int:
        of = xv["of"]
        f = xv.get("filter")
        if of == "revealed_level":
            x = self.ctx.get("revealed", -1)
            v = self.level_now(x) if x >= 0 else 0
        elif of == "milled_level":
            v = sum(self.level_now(x) for x in self.ctx.get("milled", ()))
        elif of == "milled":
            v = sum(1 for x in self.ctx.get("milled", ()) if self.matches(x, f))
        elif of == "cards":
            v = sum(1 for x in getattr(self, xv["zone"])[p] if self.matches(x, f))
        else:                            # "count": characters on a stage
            q = 1 - p if xv.get("opponent") else p
            z = xv.get("zone", "stage")
            slots = (0, 1, 2) if z == "center" else (3, 4) if z == "back" else range(5)
            st = self.stage[q]
            v = sum(1 for s in slots if st[s] >= 0 and not (xv.get("others") and st[s] == c)
                    and self.matches(st[s], f))
        return v * xv.get("times", 1) + xv.get("plus", 0)

    def verb_with_x(self, p, c, e, extra):
        xv, do = e["x"], e["do"]
        if xv["of"] in ("that_level", "that_soul"):
            sign = -1 if do.get("amount") == "-X" else 1
            self._choose_target(p, c, do.get("target", "self"),
                                ("x_apply_mod", do["verb"], xv["of"][5:], sign * xv.get("times", 1),
                                 sign * xv.get("plus", 0), do.get("until", "turn")))
            return
        v = self.x_value(p, c, xv)
        if do["verb"] == "salvage":      # the filter stays indexed with its "X" (table.py)
            from .values import _filter_id
            fid = _filter_id(self, do.get("filter"))
            may = 1 if do.get("up_to", True) else 0      # "choose N" offers no "none" (effects)
            for _ in range(do.get("n", 1)):
                self.stack.append(("x_salvage_one", p, fid, v, do.get("to", "hand"), may))
            return
        concrete = subst(do, v)
        self.VERBS[do["verb"]](self, p, c, concrete, extra)

    def step_x_apply_mod(self, stat: str, of: str, times: int, plus: int, until: str, target: int) -> None:
        s = self.slot_of(target)
        if s >= 0:
            q = self.owner(target)
            base = self.level_of(q, s) if of == "level" else self.soul_of(q, s)
            self.add_mod(target, stat, base * times + plus, until)
            self.ctx["that"] = target

    def step_x_salvage_one(self, p: int, fid: int, v: int, dest: str, may: int = 1) -> None:
        f = subst(self.T.filters[fid], v) if fid >= 0 else None
        self.choose_from(p, self.waiting[p], lambda x: self.matches(x, f), dest, bool(may))

