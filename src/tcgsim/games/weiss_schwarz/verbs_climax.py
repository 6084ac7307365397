"""Weiß Schwarz -- the climax area's verbs and conditions (abilities.py), a mixin of WSState.

`choose_then` {target={choose=N, from=..., filter=..., up_to=bool}, then=[effects]}: "choose
[up to] N of your characters, and those characters get +A power and +B soul until end of
turn" -- the cards are chosen first, all of them (distinct; "up to" lets the player stop at
any number, 0 included; without it the player chooses N, or every card that fits when fewer
fit -- CR: choose as many as possible), then the `then` effects run for each chosen card in
the order chosen, their target "that" being that card.

`CLIMAX_CONDITIONS`: the conditions on the climax area that values.condition_holds reads
(climax_area, opp_climax_area, no_climax).
"""

from __future__ import annotations

from ...core.actions import ALL

PASS = 999


class ClimaxSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    def verb_choose_then(self, p, c, e, extra, path):
        from .values import _filter_id as _fid     # (values reads CLIMAX_CONDITIONS below)

        t = e["target"]
        # "choose this card and 1 of your other characters": this card first, if on the stage
        self.ctx["those"] = [c] if e.get("and_self") and self.slot_of(c) >= 0 else []
        self.stack.append(("chosen_then", p, c, path + ".then", extra))
        self.step_pick_next(p, c, t["from"], _fid(self, t.get("filter")), t["choose"],
                            1 if t.get("up_to") else 0)

    def pick_options(self, p: int, c: int, frm: str, fid: int) -> list[int]:
        """The characters a choice from stage zone `frm` may still choose (as
        EffectSteps._choose_target reads a choice), less those chosen already."""
        f = self.T.filters[fid] if fid >= 0 else None
        if frm in ("any_other_stage", "in_battle"):       # verbs_stats2
            chosen = self.ctx.get("those", ())
            return [x for x in self.stat2_choice_options(p, c, frm, f) if x not in chosen]
        if frm in ("your_stage", "your_other_stage", "your_center"):
            side, slots = p, range(5) if frm != "your_center" else (0, 1, 2)
        else:
            side = 1 - p
            slots = (0, 1, 2) if frm == "opponent_center" else (3, 4) if frm == "opponent_back" \
                else range(5)
        st = self.stage[side]
        chosen = self.ctx.get("those", ())
        return sorted(x for x in (st[s] for s in slots)
                      if x >= 0 and x not in chosen and not (frm == "your_other_stage" and x == c)
                      and (f is None or self.matches(x, f)) and self.choosable(p, x))

    def step_pick_next(self, p: int, c: int, frm: str, fid: int, left: int, up_to: int) -> None:
        if left <= 0:
            return
        opts = self.pick_options(p, c, frm, fid)
        if not opts:
            return
        if not up_to and len(opts) <= left:       # every card that fits must be chosen
            self.ctx["those"] = self.ctx.get("those", []) + opts
            return
        self.decide(p, "choose", tuple(opts) + ((PASS,) if up_to else ()),
                    ("picked_next", p, c, frm, fid, left, up_to))

    def step_picked_next(self, p: int, c: int, frm: str, fid: int, left: int, up_to: int,
                         x: int) -> None:
        if x == PASS:
            return
        # a new list, never appended in place: clones share the ctx dict's values
        self.ctx["those"] = self.ctx.get("those", []) + [x]
        self.step_pick_next(p, c, frm, fid, left - 1, up_to)

    def step_chosen_then(self, p: int, c: int, path: str, extra: int) -> None:
        chosen = self.ctx.pop("those", [])
        for x in reversed(chosen):
            self.step_effects_at(p, c, path, extra)
            self.stack.append(("set_that", x))

    def step_set_that(self, x: int) -> None:
        self.ctx["that"] = x

    def step_reveal_to_stock(self, p: int, x: int) -> None:
        """"Reveal the top card of your deck. If that card is …, put it into your stock"."""
        if self.deck[p] and self.deck[p][-1] == x:
            # face down into the stock, followed there by both players (it was revealed)
            self.stock[p].append(self.top_of_deck(p, p * 4 + 2))
            self.log is None or self.emit("stock", ALL, p, 1)

    def verb_stand_chosen(self, p, c, e, extra):
        """"Choose 1 of your other 《T》 characters, and 【STAND】 it" (seed 000 스탠드: the card
        is turned upright; a standing card stays so)."""
        self._choose_target(p, c, e["target"], ("stand_it",))

    def step_stand_it(self, x: int) -> None:
        s = self.slot_of(x)
        if s >= 0:
            self.status[self.owner(x)][s] = 0      # STAND
            self.ctx["that"] = x


def _climax_area(s, p, c, v, cond) -> bool:
    return any(s.matches(x, v) for x in s.climax[p])


def _opp_climax_area(s, p, c, v, cond) -> bool:
    return _climax_area(s, 1 - p, c, v, cond)


def _no_climax(s, p, c, v, cond) -> bool:
    return not s.climax[p]


CLIMAX_CONDITIONS = {"climax_area": _climax_area, "opp_climax_area": _opp_climax_area,
                     "no_climax": _no_climax}
