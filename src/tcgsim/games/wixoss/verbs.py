"""The verbs the classic card pool needs beyond the starter decks (the importer's additions
to vocab.py): put SIGNI onto the field, reveal and take, ener to the trash, life charge,
back to the deck, "then, if ...", cancel a spell, lose or gain abilities, coins."""

from __future__ import annotations

from ...core.actions import ALL
from .effects import Effects
from .state import DECK, LOOK, NONE, Z


class Verbs(Effects):
    __slots__ = ()

    # ---- verbs the importer added (vocab.py) --------------------------------------------
    def v_if_condition(self, e, src, p, ctx):
        holder, aidx, path, i = ctx
        if self.cond_ok(e["condition"], src, p):
            sub = f"{path}/{i}.e" if path else f"{i}.e"
            self.stack.append(("run", src, holder, aidx, sub, 0, p))
            self.last_done = True

    def v_gain_coin(self, e, src, p, ctx):
        self.coins[p] += e.get("count", 1)
        self.emit("coins", ALL, p, self.coins[p])
        self.last_done = True

    def v_cancel_spell(self, e, src, p, ctx):
        """Cancel the effect of the spell being used (a Spell Cut-In answer): the spell in
        the check zone does nothing and goes to the trash."""
        spells = [c for c in self.check if self.T.type[c] == "spell"]
        if spells:
            self.cancelled = spells[-1]
            self.emit("cancelled", ALL, spells[-1])
            self.last_done = True

    def v_life_charge(self, e, src, p, ctx):
        for _ in range(e.get("count", 1)):
            if not self.deck[p]:
                break
            c = self.deck[p].pop()
            self.life[p].append(c)
            self.kn.followed(c, Z(p, DECK), Z(p, 2))
            self.emit("life_charge", ALL, p)
            self.last_done = True

    def v_to_deck(self, e, src, p, ctx):
        self._targeted(e, src, p, ctx, "a_to_deck")

    def a_to_deck(self, c, e, p, ctx=None) -> None:
        q = self.T.owner[c]
        where = e.get("where", "top")
        dest = self.leave_field(c, "trash")        # through the trash list: then moved on
        if dest != "trash":                        # a Resona went to the LRIG deck
            return
        self.trash[q].remove(c)
        if where == "bottom":
            self.deck[q].insert(0, c)
        else:
            self.deck[q].append(c)
        self.kn.seen(c)
        self.emit("to_deck", ALL, c, where)
        if where == "shuffle":
            self.shuffle_deck(q)

    def v_lose_abilities(self, e, src, p, ctx):
        self._targeted(e, src, p, ctx, "a_lose_abilities")

    def a_lose_abilities(self, c, e, p, ctx=None) -> None:
        self.tmods.append((c, "noabil", 0))
        self.emit("lost_abilities", ALL, c)

    def v_grant_ability(self, e, src, p, ctx):
        self._targeted(e, src, p, ctx, "a_grant_ability")

    def a_grant_ability(self, c, e, p, ctx=None) -> None:
        holder, aidx, path, i = ctx
        self.tmods.append((c, "gab", (holder, aidx, f"{path}/{i}.a" if path else f"{i}.a")))
        self.emit("granted_ability", ALL, c)

    def v_ener_trash(self, e, src, p, ctx):
        q = p if e.get("side") == "you" else 1 - p
        self.stack.append(("ener_trash_next", p, q, tuple(ctx), e.get("count", 1)))

    def step_ener_trash_next(self, p, q, ctx, left) -> None:
        if left > 0:
            self.ask(p, "ener_trash", ("ener_trash_pick", p, q, ctx, left), public=True)

    def _opts_ener_trash(self, p, cont):
        _, _, q, ctx, left = cont
        e = self.eff_at(ctx)
        f = e.get("filter", {})
        opts = sorted(c for c in self.ener[q] if self.matches(c, f, -1, p))
        if opts and e.get("up_to"):
            opts.append(NONE)
        return opts

    def step_ener_trash_pick(self, p, q, ctx, left, c) -> None:
        if c == NONE:
            return
        self.ener[q].remove(c)
        self.trash[q].append(c)
        self.emit("ener_trashed", ALL, q, c)
        self.last_done = True
        self.stack.append(("ener_trash_next", p, q, ctx, left - 1))

    def v_to_field(self, e, src, p, ctx):
        """Put SIGNI of a zone onto your field: the level and the limit of the LRIG apply
        as to a summon (research note A2, wiki Field); its 【出】 abilities trigger."""
        if e["source"] == "deck":
            self.emit("search", ALL, p)
            self.kn.dealt(self.deck[p], Z(p, DECK), (p,))
            self.stack.append(("shuffle_after_search", p))
        self.stack.append(("to_field_next", p, tuple(ctx), e.get("count", 1)))

    def fits_field(self, p: int, c: int) -> bool:
        T = self.T
        row = self.signi[p]
        if -1 not in row or T.type[c] not in ("signi", "resona"):
            return False
        used = sum(T.level[x] for x in row if x >= 0)
        return T.level[c] <= self.lrig_level(p) and used + T.level[c] <= self.lrig_limit(p) \
            and self.limiting_ok(p, c)

    def step_to_field_next(self, p, ctx, left) -> None:
        if left <= 0:
            return
        e = self.eff_at(ctx)
        hidden = e["source"] in ("deck", "hand")
        opts = self._opts_to_field(p, ("", p, ctx, left))
        if not hidden and not opts:
            return
        self.ask(p, "to_field", ("to_field_pick", p, ctx, left), public=not hidden)

    def _opts_to_field(self, p, cont):
        e = self.eff_at(cont[2])
        f = e.get("filter", {})
        zone = getattr(self, e["source"])[p]
        opts = sorted(c for c in set(zone) if self.matches(c, f, -1, p) and self.fits_field(p, c))
        hidden = e["source"] in ("deck", "hand")
        if hidden or (opts and e.get("up_to")):
            opts.append(NONE)
        return opts

    def step_to_field_pick(self, p, ctx, left, c) -> None:
        if c == NONE:
            return
        e = self.eff_at(ctx)
        getattr(self, e["source"])[p].remove(c)
        self.kn.seen(c)
        self.check.append(c)
        self.emit("to_field", ALL, p, c, e["source"])
        self.last_done = True
        self.last_card = c
        self.stack.append(("to_field_next", p, ctx, left - 1))
        self.ask(p, "zone", ("summon_to", p, c), public=True)

    def v_reveal_take(self, e, src, p, ctx):
        """Reveal (or, with `look`, look at) the top N cards; take what fits into the hand;
        the rest go back on top (in their order), to the trash, or to the bottom in an
        order the player chooses."""
        n = min(e.get("count", 1), len(self.deck[p]))
        if not n:
            return
        o = 1 - p
        look = e.get("look", False)
        for _ in range(n):
            c = self.deck[p].pop()
            self.looking[p].append(c)
            if look:
                self.kn.seen(c, (p,))
                self.kn.followed(c, Z(p, DECK), Z(p, LOOK), (o,))
            else:
                self.kn.seen(c)
        self.look_done = 0
        if look:
            self.emit("look_top", p, p, tuple(self.looking[p]))
            self.emit("looks", ALL, p, n)
        else:
            self.emit("revealed", ALL, p, tuple(self.looking[p]))
        self.stack.append(("reveal_rest", p, tuple(ctx)))
        take = len(self.looking[p]) if e.get("all") else e.get("take", 1)
        self.stack.append(("reveal_next", p, tuple(ctx), take))

    def step_reveal_next(self, p, ctx, left) -> None:
        if left > 0:
            e = self.eff_at(ctx)
            opts = self._opts_reveal(p, ("", p, ctx, left))
            if not opts or opts == [NONE]:
                return
            self.ask(p, "reveal", ("reveal_pick", p, ctx, left),
                     public=not e.get("look") and not e.get("up_to"))

    def _opts_reveal(self, p, cont):
        e = self.eff_at(cont[2])
        f = e.get("filter", {})
        opts = sorted(c for c in self.looking[p] if self.matches(c, f, -1, p))
        if e.get("look") or e.get("up_to"):
            opts.append(NONE)          # looked at: whether one fits stays hidden
        return opts

    def step_reveal_pick(self, p, ctx, left, c) -> None:
        if c == NONE:
            return
        self.looking[p].remove(c)
        self._to_hand(c)
        self.emit("searched", ALL, p, c)
        self.last_done = True
        self.stack.append(("reveal_next", p, ctx, left - 1))

    def step_reveal_rest(self, p, ctx) -> None:
        e = self.eff_at(ctx)
        rest = e.get("rest", "top")
        o = 1 - p
        cards = self.looking[p]
        if not cards:
            return
        if rest == "trash":
            self.looking[p] = []
            for c in cards:
                self.kn.seen(c)
                self.trash[p].append(c)
                self.emit("milled", ALL, p, c)
            return
        if rest == "top":
            self.looking[p] = []
            for c in reversed(cards):             # back in their order
                self.deck[p].append(c)
                self.kn.followed(c, Z(p, LOOK), Z(p, DECK), (o,))
            self.emit("put_back", ALL, p, len(cards))
            return
        self.look_done = 0
        self.look_dest = "bottom"
        self.stack.append(("order_next", p))
