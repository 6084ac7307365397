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
