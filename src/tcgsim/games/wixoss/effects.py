"""The verbs of the ability vocabulary (vocab.py), as work-stack steps.

An ability resolves as ("run", src, holder, aidx, path, i, p): verb i of the verb list at
`path` of ability `aidx` of card `holder` (table.effect_list), `src` the card it works
for ("this SIGNI"), `p` its controller. Each verb pushes the next verb's step first, so
its own decisions come before it. `last_card` / `last_done` carry what the previous verb
did, for "If you do" (if_done) and "power no more than that SIGNI's".

Hidden information: no continuation holds the id of a card in a place some player
cannot see; a choice among such cards is rebuilt from the zone (rules.options_for), and a
blind pick from the opponent's hand names a position, not a card.
"""

from __future__ import annotations

from ...core.actions import ALL
from .state import DECK, DOWN, FROZEN, LOOK, NONE, Z
from .values import Values


class Effects(Values):
    __slots__ = ()

    # ---- resolving an ability -------------------------------------------------------------
    def resolve(self, p: int, src: int, holder: int, aidx: int, path: str = "") -> None:
        """Push an ability's resolution, then the rule checks and the waiting triggers."""
        self.stack.append(("triggers",))
        self.stack.append(("settle",))
        self.stack.append(("run", src, holder, aidx, path, 0, p))
        self.emit("ability", ALL, p, src, holder, aidx, path)

    def step_run(self, src, holder, aidx, path, i, p) -> None:
        eff = self.T.effect_list(holder, aidx, path)
        if i >= len(eff):
            return
        self.stack.append(("run", src, holder, aidx, path, i + 1, p))
        e = eff[i]
        v = e["verb"]
        if v == "if_done":
            if self.last_done:
                sub = f"{path}/{i}.e" if path else f"{i}.e"
                self.stack.append(("run", src, holder, aidx, sub, 0, p))
            return
        self.picked = []
        self.last_done = False
        getattr(self, "v_" + v)(e, src, p, (holder, aidx, path, i))

    def eff_at(self, ctx) -> dict:
        holder, aidx, path, i = ctx
        return self.T.effect_list(holder, aidx, path)[i]

    # ---- targets ----------------------------------------------------------------------------
    def target_options(self, t: dict, src: int, p: int) -> list:
        if t.get("self"):
            return [src] if self.on_field(src) and src not in self.picked else []
        if t.get("last"):
            c = self.last_card
            return [c] if c >= 0 and self.on_field(c) and c not in self.picked else []
        if t.get("lrig_only"):
            side = t.get("side", "opponent")
            players = (1 - p,) if side == "opponent" else (p,) if side == "you" else (p, 1 - p)
            return [self.lrig[q][-1] for q in players if self.lrig[q]
                    and self.lrig[q][-1] not in self.picked]
        side = t.get("side", "opponent")
        players = (1 - p,) if side == "opponent" else (p,) if side == "you" else (p, 1 - p)
        f = t.get("filter", {})
        out = []
        for q in players:
            for c in self.signi[q]:
                if c >= 0 and c not in self.picked and self.matches(c, f, src, p):
                    out.append(c)
            if t.get("lrig") and self.lrig[q] and self.lrig[q][-1] not in self.picked:
                out.append(self.lrig[q][-1])
        return out

    def _targeted(self, e, src, p, ctx, act) -> None:
        """Choose the verb's targets one by one (all at once for `all`) and `act` on each."""
        t = e["target"]
        if t.get("all"):
            cards = self.target_options(t, src, p)
            for c in cards:
                getattr(self, act)(c, e, p, ctx)
            self.last_done = bool(cards)
            return
        if t.get("last") or t.get("lrig_only") and t.get("side", "opponent") != "any":
            for c in self.target_options(t, src, p):       # no choice to make
                getattr(self, act)(c, e, p, ctx)
                self.last_card = c
                self.last_done = True
            return
        self.stack.append(("target_next", src, p, ctx, act, t.get("count", 1)))

    def step_target_next(self, src, p, ctx, act, left) -> None:
        if left <= 0:
            return
        t = self.eff_at(ctx)["target"]
        # "your opponent banishes one of their SIGNI": the opponent chooses (chosen_by)
        who = 1 - p if t.get("chosen_by") == "opponent" else p
        self.ask(who, "target", ("target_pick", src, p, tuple(ctx), act, left), public=True)

    def _opts_target(self, who, cont):
        _, src, p, ctx, act, left = cont
        e = self.eff_at(ctx)
        t = e["target"]
        opts = self.target_options(t, src, p)
        if opts and t.get("up_to"):
            opts.append(NONE)
        return opts

    def step_target_pick(self, src, p, ctx, act, left, c) -> None:
        if c == NONE:
            return
        self.picked.append(c)
        e = self.eff_at(ctx)
        getattr(self, act)(c, e, p, ctx)
        self.last_card = c
        self.last_done = True
        self.stack.append(("target_next", src, p, ctx, act, left - 1))

    # ---- leaving the field ------------------------------------------------------------------
    def leave_field(self, c: int, dest: str) -> str:
        """SIGNI c leaves the field for its owner's `dest` (ener, hand, trash, lrig_trash).
        Its charm goes to the trash (rule-based action 3); a Resona goes back to the LRIG
        deck instead of anywhere but the LRIG trash (research A2, rule-based action 6).
        Returns where it went."""
        T = self.T
        p = T.owner[c]
        row = self.signi[p]
        row[row.index(c)] = -1
        self.flags[c] = 0
        if self.tmods:
            self.tmods = [m for m in self.tmods if m[0] != c]
        for q in (0, 1):
            hosts = self.charm_host[q]
            while c in hosts:
                k = hosts.index(c)
                ch = self.charms[q].pop(k)
                hosts.pop(k)
                self.kn.seen(ch)
                self.trash[q].append(ch)
                self.emit("charm_trashed", ALL, ch, c)
        if T.type[c] == "resona" and dest != "lrig_trash":
            dest = "lrig_deck"
        if dest == "hand":
            self._to_hand(c)
        else:
            getattr(self, dest)[p].append(c)
        return dest

    # ---- acts on one card -------------------------------------------------------------------
    def a_banish(self, c, e, p, ctx=None) -> None:
        if c not in self.signi[self.T.owner[c]]:
            return
        self.banish(c, "effect")

    def banish(self, c: int, why: str) -> str:
        """Banish SIGNI c: to its owner's ener zone (a Resona goes back to the LRIG deck);
        its "when this SIGNI is banished" abilities trigger once it is there."""
        lost = c in self.lost_abilities() if self.tmods else False
        where = self.leave_field(c, "ener")
        self.emit("banished", ALL, c, why if where == "ener" else where)
        if where == "ener" and not lost:
            for i in self.T.on_banished[c]:
                self.queue.append((self.T.owner[c], c, c, i, ""))
        return where

    def a_bounce(self, c, e, p, ctx=None) -> None:
        where = self.leave_field(c, "hand")
        self.emit("bounced", ALL, c, where)

    def a_trash(self, c, e, p, ctx=None) -> None:
        where = self.leave_field(c, "trash")
        self.emit("trashed", ALL, c, where)

    def a_down(self, c, e, p, ctx=None) -> None:
        self.flags[c] |= DOWN
        self.emit("downed", ALL, c)

    def a_up(self, c, e, p, ctx=None) -> None:
        self.flags[c] &= ~DOWN
        self.emit("upped", ALL, c)

    def a_freeze(self, c, e, p, ctx=None) -> None:
        self.flags[c] |= FROZEN
        self.emit("frozen", ALL, c)

    def a_power(self, c, e, p, ctx=None) -> None:
        self.tmods.append((c, "power", e["amount"]))
        self.emit("power", ALL, c, e["amount"])

    def a_set_power(self, c, e, p, ctx=None) -> None:
        self.tmods.append((c, "set", e["value"]))
        self.emit("set_power", ALL, c, e["value"])

    def a_cannot_attack(self, c, e, p, ctx=None) -> None:
        self.tmods.append((c, "noattack", 0))
        self.emit("cannot_attack", ALL, c)

    def a_grant(self, c, e, p, ctx=None) -> None:
        self.tmods.append((c, "grant", e["keyword"]))
        self.emit("granted", ALL, c, e["keyword"])

    def a_charm(self, c, e, p, ctx=None) -> None:
        """A face-down card under SIGNI c, at most one per SIGNI (seed 003 §2.2 참)."""
        if any(c in h for h in self.charm_host):
            return
        if e["source"] == "deck":
            if not self.deck[p]:
                return
            ch = self.deck[p].pop()
            self.kn.followed(ch, Z(p, DECK), Z(p, 4))
            self.charms[p].append(ch)
            self.charm_host[p].append(c)
            self.emit("charmed", ALL, p, c, -1)
        else:
            self.stack.append(("charm_from_trash", p, c))

    def step_charm_from_trash(self, p, host) -> None:
        if self.trash[p] and host >= 0 and self.on_field(host):
            self.ask(p, "charm", ("charm_pick", p, host))

    def _opts_charm(self, p, cont):
        return sorted(set(self.trash[p]))

    def step_charm_pick(self, p, host, ch) -> None:
        self.trash[p].remove(ch)
        self.charms[p].append(ch)
        self.charm_host[p].append(host)
        self.emit("charmed", ALL, p, host, ch)

    # ---- the targeted verbs -----------------------------------------------------------------
    def v_banish(self, e, src, p, ctx):
        self._targeted(e, src, p, ctx, "a_banish")

    def v_bounce(self, e, src, p, ctx):
        self._targeted(e, src, p, ctx, "a_bounce")

    def v_trash(self, e, src, p, ctx):
        self._targeted(e, src, p, ctx, "a_trash")

    def v_down(self, e, src, p, ctx):
        self._targeted(e, src, p, ctx, "a_down")

    def v_up(self, e, src, p, ctx):
        self._targeted(e, src, p, ctx, "a_up")

    def v_freeze(self, e, src, p, ctx):
        self._targeted(e, src, p, ctx, "a_freeze")

    def v_power(self, e, src, p, ctx):
        self._targeted(e, src, p, ctx, "a_power")

    def v_set_power(self, e, src, p, ctx):
        self._targeted(e, src, p, ctx, "a_set_power")

    def v_cannot_attack(self, e, src, p, ctx):
        self._targeted(e, src, p, ctx, "a_cannot_attack")

    def v_grant(self, e, src, p, ctx):
        self._targeted(e, src, p, ctx, "a_grant")

    def v_charm(self, e, src, p, ctx):
        self._targeted(e, src, p, ctx, "a_charm")

    # ---- cards between zones ----------------------------------------------------------------
    def v_draw(self, e, src, p, ctx):
        self.draw(p, e.get("count", 1))
        self.last_done = True

    def draw(self, p: int, n: int) -> int:
        """Draw n cards one by one. A deck that empties stops the draw: the refresh comes
        first and the rest is not drawn (official glossary via wixoss.81.la リフレッシュ,
        research note A2)."""
        got = 0
        for _ in range(n):
            if not self.deck[p]:
                break
            c = self._draw_one(p)
            got += 1
            self.emit("draw", p, p, c)
            if not self.deck[p]:
                break
        if got:
            self.emit("drew", ALL, p, got)
        return got

    def v_ener_charge(self, e, src, p, ctx):
        n = 0
        for _ in range(e.get("count", 1)):
            if not self.deck[p]:
                break
            c = self._deck_top_public(p)
            self.ener[p].append(c)
            self.emit("ener_charge", ALL, p, c)
            n += 1
        self.last_done = n > 0

    def v_mill(self, e, src, p, ctx):
        who = e.get("who", "you")
        players = (p,) if who == "you" else (1 - p,) if who == "opponent" else (p, 1 - p)
        for q in players:
            for _ in range(e.get("count", 1)):
                if not self.deck[q]:
                    break
                c = self._deck_top_public(q)
                self.trash[q].append(c)
                self.emit("milled", ALL, q, c)
        self.last_done = True

    def v_crush(self, e, src, p, ctx):
        """An effect's crush: the crushed card may burst; it never wins (seed 003 §4)."""
        q = p if e.get("side") == "you" else 1 - p
        self.stack.append(("crush", q, e.get("count", 1), -1))
        self.last_done = bool(self.life[q])

    def v_search(self, e, src, p, ctx):
        """Search the deck (always asked, "none" when nothing fits: the deck is hidden), the
        chosen cards revealed to the hand, then the deck is shuffled."""
        self.emit("search", ALL, p)
        self.kn.dealt(self.deck[p], Z(p, DECK), (p,))     # p looks through the deck
        self.stack.append(("shuffle_after_search", p))
        self.stack.append(("search_next", p, tuple(ctx), e.get("count", 1)))

    def step_search_next(self, p, ctx, left) -> None:
        if left > 0:
            self.ask(p, "search", ("search_pick", p, ctx, left))

    def _opts_search(self, p, cont):
        e = self.eff_at(cont[2])
        f = e.get("filter", {})
        return sorted(c for c in self.deck[p] if self.matches(c, f, -1, p)) + [NONE]

    def step_search_pick(self, p, ctx, left, c) -> None:
        if c == NONE:
            return
        self.deck[p].remove(c)
        self._to_hand(c)
        self.emit("searched", ALL, p, c)
        self.last_done = True
        self.stack.append(("search_next", p, ctx, left - 1))

    def step_shuffle_after_search(self, p) -> None:
        self.shuffle_deck(p)
        self.kn.dealt(self.deck[p], Z(p, DECK), (p,))     # p looked: these are the deck

    def v_look_reorder(self, e, src, p, ctx):
        """Look at the top N and put them back in any order: the first card picked goes
        on top."""
        n = min(e.get("count", 1), len(self.deck[p]))
        if not n:
            return
        o = 1 - p
        for _ in range(n):
            c = self.deck[p].pop()
            self.looking[p].append(c)
            self.kn.seen(c, (p,))
            self.kn.followed(c, Z(p, DECK), Z(p, LOOK), (o,))
        self.look_done = 0
        self.emit("look_top", p, p, tuple(self.looking[p]))
        self.emit("looks", ALL, p, n)
        self.stack.append(("order_next", p))
        self.last_done = True

    def step_order_next(self, p) -> None:
        left = len(self.looking[p]) - self.look_done
        if left > 1:
            self.ask(p, "order", ("order_pick", p))
            return
        # back on the deck: the first picked on top (the end of the list) -- or, for a
        # "put the rest on the bottom in any order", the first picked at the very bottom
        o = 1 - p
        cards = self.looking[p]
        self.looking[p] = []
        if self.look_dest == "bottom":
            self.look_dest = "top"
            self.deck[p][0:0] = cards
            for c in cards:
                self.kn.followed(c, Z(p, LOOK), Z(p, DECK), (o,))
        else:
            for c in reversed(cards):
                self.deck[p].append(c)
                self.kn.followed(c, Z(p, LOOK), Z(p, DECK), (o,))
        self.kn.shuffled(cards, Z(p, DECK), (o,))
        self.emit("put_back", ALL, p, len(cards))

    def _opts_order(self, p, cont):
        return sorted(self.looking[p][self.look_done:])

    def step_order_pick(self, p, c) -> None:
        lst = self.looking[p]
        i = lst.index(c)
        lst[i], lst[self.look_done] = lst[self.look_done], lst[i]
        self.look_done += 1
        self.stack.append(("order_next", p))

    def v_discard(self, e, src, p, ctx):
        """Discard n. Followed by "If you do" (if_done) and holding fewer than n, nothing is
        discarded: the instruction cannot be done, so the rest is not done either
        (tcgsim's reading of "discard three cards. If you do, ..." -- Back Against the
        Flame); otherwise as many as the hand holds."""
        holder, aidx, path, i = ctx
        nxt = self.T.effect_list(holder, aidx, path)
        if len(self.hand[p]) < e.get("count", 1) and i + 1 < len(nxt) and \
                nxt[i + 1]["verb"] == "if_done":
            return
        if "filter" in e:
            f = tuple(sorted(e["filter"].items()))
            self.stack.append(("cost_discard", p, src, e.get("count", 1), f))
            self.last_done = True
            return
        self.stack.append(("discard_next", p, e.get("count", 1), e.get("count", 1)))

    def step_discard_next(self, p, left, total) -> None:
        if left > 0 and self.hand[p]:
            self.ask(p, "discard", ("discard_pick", p, left, total))

    def _opts_discard(self, p, cont):
        return sorted(self.hand[p])

    def step_discard_pick(self, p, left, total, c) -> None:
        self._from_hand(p, c)
        self.trash[p].append(c)
        self.emit("discarded", ALL, p, c)
        if left - 1 == 0:
            self.last_done = True
        self.stack.append(("discard_next", p, left - 1, total))

    def v_opponent_discards(self, e, src, p, ctx):
        self.stack.append(("discard_next", 1 - p, e.get("count", 1), e.get("count", 1)))
        self.last_done = True

    def v_discard_random(self, e, src, p, ctx):
        self.stack.append(("random_next", p, e.get("count", 1)))

    def step_random_next(self, p, left) -> None:
        if left > 0 and self.hand[1 - p]:
            self.ask(p, "blind", ("random_pick", p, left))

    def _opts_blind(self, p, cont):
        return list(range(len(self.hand[1 - p])))

    def step_random_pick(self, p, left, pos) -> None:
        o = 1 - p
        c = self.hand[o][pos]
        self._from_hand(o, c)
        self.trash[o].append(c)
        self.emit("discarded", ALL, o, c)
        self.last_done = True
        self.stack.append(("random_next", p, left - 1))

    def look_at_hand(self, p: int) -> None:
        o = 1 - p
        cards = tuple(self.hand[o])
        self.kn.seen_all(cards, (p,))
        self.emit("look_hand", ALL, p, o)
        self.emit("hand_seen", p, o, tuple(sorted(cards)))

    def v_look_discard(self, e, src, p, ctx):
        self.look_at_hand(p)
        self.stack.append(("look_discard_next", p, tuple(ctx), e.get("count", 1)))

    def step_look_discard_next(self, p, ctx, left) -> None:
        if left > 0 and self._opts_look(p, ("", p, ctx)):
            self.ask(p, "look", ("look_pick", p, ctx, left))

    def _opts_look(self, p, cont):
        f = self.eff_at(cont[2]).get("filter", {})
        return sorted(c for c in self.hand[1 - p] if self.matches(c, f, -1, p))

    def step_look_pick(self, p, ctx, left, c) -> None:
        o = 1 - p
        self._from_hand(o, c)
        self.trash[o].append(c)
        self.emit("discarded", ALL, o, c)
        self.last_done = True
        self.stack.append(("look_discard_next", p, ctx, left - 1))

    def v_declare_discard(self, e, src, p, ctx):
        self.ask(p, "declare", ("declared", p))

    def _opts_declare(self, p, cont):
        return list(range(0, 6))

    def step_declared(self, p, level) -> None:
        o = 1 - p
        self.emit("declared", ALL, p, level)
        self.look_at_hand(p)
        hit = [c for c in self.hand[o] if self.T.type[c] == "signi" and self.T.level[c] == level]
        for c in hit:
            self._from_hand(o, c)
            self.trash[o].append(c)
            self.emit("discarded", ALL, o, c)
        self.last_done = bool(hit)

    def v_from_trash(self, e, src, p, ctx):
        self.stack.append(("zone_next", p, tuple(ctx), "trash", e.get("count", 1)))

    def v_from_ener(self, e, src, p, ctx):
        self.stack.append(("zone_next", p, tuple(ctx), "ener", e.get("count", 1)))

    def step_zone_next(self, p, ctx, zone, left) -> None:
        if left > 0:
            e = self.eff_at(ctx)
            opts = self._opts_pick(p, ("", p, ctx, zone, left))
            if not opts or opts == [NONE]:
                return
            self.ask(p, "pick", ("zone_pick", p, ctx, zone, left), public=not e.get("up_to", True))

    def _opts_pick(self, p, cont):
        ctx, zone = cont[2], cont[3]
        e = self.eff_at(ctx)
        f = e.get("filter", {})
        opts = sorted(set(c for c in getattr(self, zone)[p] if self.matches(c, f, -1, p)))
        if opts and e.get("up_to", True):
            opts.append(NONE)
        return opts

    def step_zone_pick(self, p, ctx, zone, left, c) -> None:
        if c == NONE:
            return
        getattr(self, zone)[p].remove(c)
        self._to_hand(c)
        self.emit("to_hand", ALL, p, c, zone)
        self.last_done = True
        self.stack.append(("zone_next", p, ctx, zone, left - 1))

    def v_banish_all(self, e, src, p, ctx):
        side = e.get("side", "all")
        players = (p, 1 - p) if side == "all" else (1 - p,)
        hit = [c for q in players for c in self.signi[q] if c >= 0]
        for c in hit:
            self.a_banish(c, e, p)
        self.last_done = bool(hit)

    def v_guard_limit(self, e, src, p, ctx):
        self.pmods.append((1 - p, "guard_limit", e["level_max"]))
        self.emit("guard_limit", ALL, 1 - p, e["level_max"])
        self.last_done = True

    def v_choose(self, e, src, p, ctx):
        self.stack.append(("choose_next", src, p, tuple(ctx), e.get("pick", 1), ()))

    def step_choose_next(self, src, p, ctx, left, done) -> None:
        if left > 0:
            self.ask(p, "mode", ("mode_pick", src, p, ctx, left, tuple(done)))

    def _opts_mode(self, p, cont):
        e = self.eff_at(cont[3])
        done = cont[5]
        opts = [i for i in range(len(e["options"])) if i not in done]
        if e.get("up_to"):
            opts.append(NONE)
        return opts

    def step_mode_pick(self, src, p, ctx, left, done, k) -> None:
        if k == NONE:
            return
        holder, aidx, path, i = ctx
        self.stack.append(("choose_next", src, p, ctx, left - 1, tuple(done) + (k,)))
        sub = f"{path}/{i}.o{k}" if path else f"{i}.o{k}"
        self.stack.append(("run", src, holder, aidx, sub, 0, p))

    # ---- crush, Life Burst ------------------------------------------------------------------
    def step_crush(self, o, n, attacker) -> None:
        """Crush n of o's life cloth, one at a time from the top: each goes to the check
        zone face up, its Life Burst may be used, then it goes to the ener zone (seed 003
        §7.6). Several crushed cards are taken top first (the research note's R-09 lets
        the crushed player order them; tcgsim takes the top first)."""
        if n <= 0 or not self.life[o]:
            return
        self.stack.append(("crush", o, n - 1, attacker))
        c = self.life[o].pop()
        self.kn.seen(c)
        self.check.append(c)
        self.emit("crushed", ALL, o, c, attacker)
        self.stack.append(("burst_done", o, c))
        if self.T.burst[c] and self.T.burst_ab[c] >= 0:
            self.ask(o, "burst", ("burst_answer", o, c))

    def _opts_burst(self, p, cont):
        return [1, NONE]

    def step_burst_answer(self, o, c, yes) -> None:
        if yes == 1:
            self.emit("burst", ALL, o, c)
            saved = (self.last_card, self.last_done)
            self.stack.append(("restore_last",) + saved)
            self.resolve(o, c, c, self.T.burst_ab[c])

    def step_restore_last(self, card, done) -> None:
        self.last_card, self.last_done = card, done

    def step_burst_done(self, o, c) -> None:
        if c in self.check:
            self.check.remove(c)
            self.ener[o].append(c)
            self.emit("to_ener", ALL, o, c)
