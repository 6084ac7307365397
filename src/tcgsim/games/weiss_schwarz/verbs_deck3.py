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


    # ---- your opponent's deck top ------------------------------------------------------------
    def verb_opp_dig(self, p, c, e, extra):
        q = 1 - p
        self.ctx.pop("picked", None)
        self.ctx.pop("picked_dest", None)
        fid = _filter_id(self, e.get("filter"))
        flags = (1 if e.get("exact") else 0) | (2 if e.get("all") else 0)
        self.step_opp_dig_more(p, q, e.get("n", 1), 0, fid, e.get("choose", 1), e.get("to", "top"),
                               e.get("rest", "waiting"), flags)

    def step_opp_dig_more(self, p: int, q: int, n: int, k: int, fid: int, choose: int, to: str,
                          rest: str, flags: int) -> None:
        if k < n and len(self.deck[q]) > k:
            if flags & 2:                        # "look at the top card": no choice to stop
                self.step_opp_dig_yes(p, q, n, k, fid, choose, to, rest, flags, 1)
            else:
                self.ask_yes_no(p, ("opp_dig_yes", p, q, n, k, fid, choose, to, rest, flags))
        else:
            self.step_opp_dig_done(p, q, k, fid, choose, to, rest, flags)

    def step_opp_dig_yes(self, p: int, q: int, n: int, k: int, fid: int, choose: int, to: str,
                         rest: str, flags: int, yes: int) -> None:
        if not yes:
            self.step_opp_dig_done(p, q, k, fid, choose, to, rest, flags)
            return
        x = self.deck[q][-1 - k]
        self.kn.seen(x, (p,))                    # the looker only; its owner does not see it
        self.log is None or self.emit("look_opp", p, p, (x,))
        self.step_opp_dig_more(p, q, n, k + 1, fid, choose, to, rest, flags)

    def step_opp_dig_done(self, p: int, q: int, k: int, fid: int, choose: int, to: str, rest: str,
                          flags: int) -> None:
        self.ctx["dug"] = k
        if k <= 0:
            return
        self.stack.append(("opp_dig_rest", p, q, k, rest))
        for _ in range(min(choose, k)):
            self.stack.append(("opp_look_pick", p, q, k, fid, to, flags & 1))

    def step_opp_look_pick(self, p: int, q: int, k: int, fid: int, to: str, exact: int) -> None:
        """p picks one of the k looked-at cards of q's deck top (effects.look_options, and the
        continuation look_picked, which refresh_pending_options rebuilds from q's deck)."""
        opts = self.look_options(q, k, fid)
        if self.deck[q]:
            self.decide(p, "choose", tuple(opts) + (() if exact and opts else (PASS,)),
                        ("look_picked", q, to, k, fid, exact))

    def step_opp_dig_rest(self, p: int, q: int, k: int, rest: str) -> None:
        d = self.deck[q]
        k = min(k, len(d))
        looked = d[len(d) - k:]
        del d[len(d) - k:]
        picked = self.ctx.pop("picked", [])
        dests = self.ctx.pop("picked_dest", [])
        on_top, back = [], []
        for x, z in zip(picked, dests):
            looked.remove(x)
            if z == "top":
                on_top.append(x)
            elif z == "bottom":
                d.insert(0, x)
                back.append(x)
                self.log is None or self.emit("deck_top_to_bottom", ALL, q)
            else:                                # "waiting"
                self.waiting[q].append(x)
                self.kn.seen(x)
                self.log is None or self.emit("mill", ALL, q, x)
        if rest == "waiting":
            for x in looked:
                self.waiting[q].append(x)
                self.kn.seen(x)
                self.log is None or self.emit("mill", ALL, q, x)
            looked = []
        elif rest == "shuffle":                  # "return the rest …, your opponent shuffles"
            d.extend(looked + on_top)
            self.rng.shuffle(d)
            self.kn.shuffled(d, q * 4)
            if not d:
                self.refresh(q)
            return
        d.extend(looked)                         # "the rest on the top in any order": below
        d.extend(on_top)                         # the picks; ordered one at a time next
        back += looked + on_top
        if back:                                 # put back in an order the owner did not see
            self.kn.shuffled(back, q * 4, (q,))
        if rest == "top" and len(looked) > 1:   # (abilities_deck3: no picks on the top then)
            self.stack.append(("opp_dig_rest", p, q, len(looked), "placed"))
            for _ in range(len(looked) - 1):
                self.stack.append(("opp_look_pick", p, q, len(looked), -1, "top", 1))
            return
        if not d:
            self.refresh(q)


    # ---- search and exchange with the hand ---------------------------------------------------
    def verb_search_swap(self, p, c, e, extra):
        fid = _filter_id(self, e.get("filter"))
        self.stack.append(("shuffle_deck", p))
        self.kn.seen_all(self.deck[p], (p,))     # the searcher looks through the deck
        self.log is None or self.emit("look_through", p, p, tuple(sorted(self.deck[p])))
        f = e.get("filter")
        opts = sorted(x for x in self.deck[p] if self.matches(x, f))
        if self.deck[p]:                         # asked even when nothing fits (issue 7)
            self.decide(p, "choose", tuple(opts) + (PASS,), ("search_swap_deck", p, "swap", fid, 1))

    def step_search_swap_deck(self, p: int, dest: str, fid: int, rv: int, x: int) -> None:
        if x == PASS or x not in self.deck[p]:
            return
        self.kn.seen(x)                          # "reveal it to your opponent"
        self.log is None or self.emit("reveal", ALL, p, x)
        f = self.T.filters[fid] if fid >= 0 else None
        opts = sorted(y for y in self.hand[p] if self.matches(y, f))
        # the hand is hidden: asked whatever it holds (DESIGN §2)
        self.decide(p, "choose", tuple(opts) + (PASS,), ("search_swap_hand", p, fid, x))

    def step_search_swap_hand(self, p: int, fid: int, x: int, y: int) -> None:
        if y == PASS or y not in self.hand[p] or x not in self.deck[p]:
            return
        self.log is None or self.emit("reveal", ALL, p, y)
        i = self.deck[p].index(x)
        self.deck[p][i] = y                      # the shuffle follows at once
        self.hand[p].remove(y)
        self.hand[p].append(x)
        self.kn.seen(x)
        self.kn.seen(y)
        self.log is None or self.emit("search", ALL, p, x, "hand")

    def name_in_zone(self, c: int, where: str) -> bool:
        """Filter key name_in: c's name is the name of a card of its owner's waiting room /
        stage, or of either stage ("stages")."""
        T = self.T
        p = self.owner(c)
        name = T.name[c]
        if where == "waiting":
            return any(T.name[x] == name for x in self.waiting[p])
        sides = (p, 1 - p) if where == "stages" else (p,)
        return any(x >= 0 and T.name[x] == name for q in sides for x in self.stage[q])


def _milled_all(s, p, c, v, cond) -> bool:
    milled = s.ctx.get("milled", ())
    f = cond.get("filter")
    return bool(milled) and all(s.matches(x, f) for x in milled)


CLIMAX_CONDITIONS.update({"milled_all": _milled_all})


def _narrate_look_opp(g, T, v, p, cards):
    from .narrate import _cards, seat
    who = "You look" if v == p else f"{seat(g, p)} looks"
    return f"{who} at the top card(s) of the opponent's deck: {_cards(T, reversed(cards))}."


def _register_words() -> None:
    from . import narrate
    narrate.EVENTS.setdefault("look_opp", _narrate_look_opp)
    narrate.EVENTS.setdefault("to_deck_top", lambda g, T, v, p, c: (
        f"{narrate.seat(g, p)}'s {narrate._card(T, c)} is put on the top of the deck."))


_register_words()
