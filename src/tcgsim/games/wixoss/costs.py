"""Paying costs: ener by colour (seed 003 §1.3: each coloured symbol by a card of that
colour, colourless by any, Multi Ener as any colour; paid ener goes to the trash; the
player chooses which card pays when it matters) and the other parts of an ability's
cost (down, discard, trash itself, down or trash SIGNI, exceed, LRIG deck, coins)."""

from __future__ import annotations

from ...core.actions import ALL
from .state import DOWN
from .table import cost_vector
from .verbs import Verbs


class Costs(Verbs):
    __slots__ = ()

    # ---- paying ener -------------------------------------------------------------------------
    def step_pay_ener(self, p, vec) -> None:
        vec = tuple(vec)
        if not any(vec):
            return
        if sum(vec) == len(self.ener[p]):          # every ener card pays: nothing to choose
            for c in sorted(self.ener[p]):
                self.ener[p].remove(c)
                self.trash[p].append(c)
                self.emit("paid", ALL, p, c)
            return
        self.ask(p, "pay", ("paid", p, vec), public=True)

    def _opts_pay(self, p, cont):
        vec = cont[2]
        counts = self.ener_counts(p)
        T = self.T
        by_kind: dict = {}            # what a card pays depends only on its colour / Multi Ener
        opts = []
        for c in self.ener[p]:
            k = -1 if T.multi[c] else T.color[c]
            ok = by_kind.get(k)
            if ok is None:
                ok = by_kind[k] = self.pay_with(p, vec, c, counts) is not None
            if ok:
                opts.append(c)
        codes = {self.T.code[c] for c in opts}
        if len(codes) == 1:                  # copies of one card: the choice is the same
            return [min(opts)]
        return sorted(opts)

    def step_paid(self, p, vec, c) -> None:
        rest = self.pay_with(p, tuple(vec), c)
        self.ener[p].remove(c)
        self.trash[p].append(c)
        self.emit("paid", ALL, p, c)
        self.stack.append(("pay_ener", p, rest))

    def pay_cost(self, p: int, src: int, cost: dict) -> None:
        """Push the payment of an ability's cost: down, discard, trash itself, ener."""
        vec = cost_vector({k: v for k, v in cost.items() if type(v) is int})
        st = self.stack
        st.append(("pay_ener", p, vec))
        d = cost.get("discard")
        if d:
            st.append(("cost_discard", p, src, d.get("count", 1), tuple(sorted(
                d.get("filter", {}).items()))))
        for key in ("down_signi", "trash_signi"):
            if key in cost:
                d = cost[key]
                st.append(("cost_signi", p, src, key, d.get("count", 1),
                           tuple(sorted(d.get("filter", {}).items()))))
        if "lrig_deck_trash" in cost:
            st.append(("cost_lrig_deck", p, src,
                       tuple(sorted(cost["lrig_deck_trash"].get("filter", {}).items()))))
        if cost.get("exceed"):
            st.append(("cost_exceed", p, cost["exceed"]))
        if cost.get("coin"):
            self.coins[p] -= cost["coin"]
            self.emit("coins", ALL, p, self.coins[p])
        if cost.get("trash_self"):
            st.append(("cost_trash_self", src))
        if cost.get("down"):
            self.flags[src] |= DOWN
            self.emit("downed", ALL, src)

    def step_cost_signi(self, p, src, key, left, filt) -> None:
        if left > 0:
            self.ask(p, "cost_signi", ("cost_signi_pick", p, src, key, left, tuple(filt)),
                     public=True)

    def _opts_cost_signi(self, p, cont):
        _, _, src, key, left, filt = cont
        f = dict(tuple(x) for x in filt)
        return [c for c in self.signi[p] if c >= 0 and self.matches(c, f, src, p)
                and (key != "down_signi" or not self.flags[c] & DOWN)]

    def step_cost_signi_pick(self, p, src, key, left, filt, c) -> None:
        if key == "down_signi":
            self.flags[c] |= DOWN
            self.emit("downed", ALL, c)
        else:
            self.leave_field(c, "trash")
            self.emit("trashed", ALL, c, "trash")
        self.stack.append(("cost_signi", p, src, key, left - 1, filt))

    def step_cost_lrig_deck(self, p, src, filt) -> None:
        self.ask(p, "cost_lrig_deck", ("cost_lrig_deck_pick", p, src, tuple(filt)))

    def _opts_cost_lrig_deck(self, p, cont):
        f = dict(tuple(x) for x in cont[3])
        return sorted(c for c in self.lrig_deck[p] if self.matches(c, f, cont[2], p))

    def step_cost_lrig_deck_pick(self, p, src, filt, c) -> None:
        self.lrig_deck[p].remove(c)
        self.kn.seen(c)
        self.lrig_trash[p].append(c)
        self.emit("to_lrig_trash", ALL, p, c)

    def step_cost_exceed(self, p, left) -> None:
        """Exceed N: N cards from under the LRIG to the LRIG trash, the player's choice."""
        if left > 0 and len(self.lrig[p]) > 1:
            self.ask(p, "exceed", ("exceed_pick", p, left), public=True)

    def _opts_exceed(self, p, cont):
        return sorted(self.lrig[p][:-1])

    def step_exceed_pick(self, p, left, c) -> None:
        self.lrig[p].remove(c)
        self.lrig_trash[p].append(c)
        self.emit("to_lrig_trash", ALL, p, c)
        self.stack.append(("cost_exceed", p, left - 1))

    def step_cost_trash_self(self, src) -> None:
        if self.on_field(src):
            self.leave_field(src, "trash")
            self.emit("trashed", ALL, src, "trash")

    def step_cost_discard(self, p, src, left, filt) -> None:
        if left > 0:
            self.ask(p, "discard_cost", ("cost_discarded", p, src, left, tuple(filt)))

    def _opts_discard_cost(self, p, cont):
        f = dict(tuple(x) for x in cont[4])
        return sorted(c for c in self.hand[p] if self.matches(c, f, cont[2], p))

    def step_cost_discarded(self, p, src, left, filt, c) -> None:
        self._from_hand(p, c)
        self.trash[p].append(c)
        self.emit("discarded", ALL, p, c)
        self.stack.append(("cost_discard", p, src, left - 1, filt))
