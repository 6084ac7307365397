"""Weiß Schwarz -- the deck-top verbs of the third deck area (abilities_deck3.py lists them;
importer_deck3.py reads them), a mixin of WSState like verbs.py.

  reveal_top (verbs.py), more destinations: "you may put it into your hand / stock / clock",
                 "put it into your waiting room" (`reveal_may_move`). The revealed card is
                 known to both players wherever it goes (seed 000 트리거 스텝: a revealed card is
                 shown to the opponent too); not moved, it stays on the top of the deck, still
                 known to both (the official rules: a revealed card returns to its place).
"""

from __future__ import annotations

from ...core.actions import ALL
from .table import CHAR
from .values import _filter_id
from .verbs_climax import CLIMAX_CONDITIONS

PASS = 999
STAND = 0


class Deck3Steps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    # ---- reveal_top: the revealed card to a zone, "you may" ------------------------------------
    def reveal_may_move(self, p: int, x: int, to: str, optional) -> None:
        if optional:
            self.ask_yes_no(p, ("reveal_move_yes", p, x, to))
        else:
            self.step_reveal_move_yes(p, x, to, 1)

    def step_reveal_move_yes(self, p: int, x: int, to: str, yes: int) -> None:
        """The revealed card x, still the top card of p's deck, goes `to` its zone (yes)."""
        if not yes or not self.deck[p] or self.deck[p][-1] != x:
            return
        if to == "hand":
            self.step_reveal_to_hand(p, x)
        elif to == "stock":
            self.step_reveal_to_stock(p, x)
        elif to == "clock":
            self.step_reveal_to_clock(p, x)
        elif to == "waiting":
            self.deck[p].pop()
            self.waiting[p].append(x)
            self.log is None or self.emit("mill", ALL, p, x)
            if not self.deck[p]:
                self.refresh(p)

    # ---- "put up to N cards from the top of your deck into your waiting room" -------------------
    def step_mill_more(self, p: int, left: int) -> None:
        if left > 0 and (self.deck[p] or self.waiting[p]):
            self.ask_yes_no(p, ("mill_one_yes", p, left))

    def step_mill_one_yes(self, p: int, left: int, yes: int) -> None:
        if not yes:
            return
        x = self.top_of_deck(p)                  # an empty deck refreshes first
        if x < 0:
            return
        self.waiting[p].append(x)
        self.ctx["milled"] = self.ctx.get("milled", []) + [x]   # a new list: clones share ctx values
        self.log is None or self.emit("mill", ALL, p, x)
        if not self.deck[p]:
            self.refresh(p)
        self.step_mill_more(p, left - 1)

    # ---- the card just milled onto the stage ----------------------------------------------------
    def verb_milled_to_stage(self, p, c, e, extra):
        milled = self.ctx.get("milled", ())
        if len(milled) != 1:
            return
        x = milled[0]
        if x not in self.waiting[p] or self.T.ctype[x] != CHAR:
            return
        if e.get("optional"):
            self.ask_yes_no(p, ("milled_to_stage_yes", p, x, e.get("slots", "any")))
        else:
            self.step_milled_to_stage_yes(p, x, e.get("slots", "any"), 1)

    def step_milled_to_stage_yes(self, p: int, x: int, slots: str, yes: int) -> None:
        if yes and x in self.waiting[p]:
            opts = {"back": (3, 4), "center": (0, 1, 2)}.get(slots, (0, 1, 2, 3, 4))
            self.decide(p, "slot", opts, ("to_stage_slot", p, "waiting", x))

    # ---- a card of a waiting room onto the top of its deck --------------------------------------
    def verb_waiting_to_top(self, p, c, e, extra):
        q = 1 - p if e.get("opponent") else p
        fid = _filter_id(self, e.get("filter"))
        for _ in range(e.get("n", 1)):
            self.stack.append(("waiting_to_top_one", p, q, fid))

    def step_waiting_to_top_one(self, p: int, q: int, fid: int) -> None:
        f = self.T.filters[fid] if fid >= 0 else None
        opts = sorted(x for x in self.waiting[q] if self.matches(x, f))
        if opts:                                 # a public zone: "choose 1" takes one
            self.decide(p, "choose", tuple(opts), ("waiting_to_top_chosen", q))

    def step_waiting_to_top_chosen(self, q: int, x: int) -> None:
        if x in self.waiting[q]:
            self.waiting[q].remove(x)
            self.deck[q].append(x)
            self.kn.seen(x)                      # both saw it go there
            self.log is None or self.emit("to_deck_top", ALL, q, x)


def _milled_all(s, p, c, v, cond) -> bool:
    milled = s.ctx.get("milled", ())
    f = cond.get("filter")
    return bool(milled) and all(s.matches(x, f) for x in milled)


CLIMAX_CONDITIONS.update({"milled_all": _milled_all})
