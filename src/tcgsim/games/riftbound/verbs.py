"""The effect verbs of vocab.py (CR 395-418 and the seed-004 additions): how each step
of a resolving ability executes, on which objects, and the triggers it fires; revealing,
split damage, an opponent's hand and XP. A mixin of `RBState`; the resolution frames and
targets are effects.py's.
"""

from __future__ import annotations

from ...core.actions import ALL
from .effects import DISCARDED, EVENT, IT, KILLED, OPP, PAID, REVEALED
from .state import BANISH, DECK, FIELD, HAND, NONE, TRASH, ZDECK, Z
from .values import F_UNITS_READY, K_HIDDEN


class Verbs:
    __slots__ = ()

    # ---- the verbs ------------------------------------------------------------------------
    def run_verb(self, k: int, step: dict, objs) -> None:
        fn = getattr(self, "v_" + step["verb"])
        fn(k, step, objs)

    def _spellish(self) -> bool:
        return True

    def v_draw(self, k, step, objs):
        p = self.resolving[-1][1]
        for _ in range(step.get("n") or 1):
            self.draw(p)

    def v_discard(self, k, step, objs):
        p = self.resolving[-1][1]
        n = step.get("n") or 1
        for j in range(n):
            if not self.hand[p]:
                break
            self.stack.append(("discard_pick", p))

    def step_discard_pick(self, p: int) -> None:
        self.ask(p, "discard", ("discard_done", p))

    def _opts_discard(self, p, cont):
        return sorted(self.hand[p])

    def step_discard_done(self, p: int, c: int) -> None:
        self.discard(p, c)
        if self.resolving:
            self.set_var(DISCARDED, c)

    def v_deal(self, k, step, objs):
        f = self.resolving[-1]
        p = f[1]
        amount = step.get("amount") or 0
        of = step.get("amount_of")
        if of == "discarded_energy":
            d = f[4][DISCARDED]
            amount = self.T.energy[d] if d >= 0 else 0
        elif of == "my_might":
            amount = max(0, self.might(f[2]))
        elif of == "revealed_hidden":
            # "for each card with [Hidden] revealed this way" (Teemo): its printed keyword
            amount = sum(1 for x in f[4][REVEALED] if self.T.kwbits[x] & K_HIDDEN)
        killed = 0
        for c in objs or ():
            self.deal(p, c, amount, True, f[2])
            if self.has_lethal(c):
                killed = 1
            self.set_var(IT, c)
        self.set_var(KILLED, killed)

    def v_deal_all(self, k, step, objs):
        f = self.resolving[-1]
        p = f[1]
        side, at = step.get("side") or "any", step.get("at") or "battlefields"
        if at == "one_battlefield":
            self.stack.append(("deal_bf_pick", k))
            return
        for c in self._all_units(p, side, at):
            self.deal(p, c, self._deal_all_amount(step), True, f[2])

    def _deal_all_amount(self, step) -> int:
        if step.get("amount_of") == "paid":
            return self.x_paid()                    # "deal that much" (Twin Pistols)
        return step.get("amount") or 0

    def _all_units(self, p, side, at, bf=None):
        out = []
        for i in range(len(self.bf)):
            if bf is not None and i != bf:
                continue
            for u in self.units[i]:
                if self.T.type[u] != "unit":
                    continue
                if side == "enemy" and self.friends(self.ctrl_of[u], p):
                    continue
                if side == "friendly" and not self.friends(self.ctrl_of[u], p):
                    continue
                if at == "combat" and not self.role[u]:
                    continue
                out.append(u)
        return out

    def step_deal_bf_pick(self, k: int) -> None:
        self.ask(self.resolving[-1][1], "battlefield", ("deal_bf_done", k), public=True)

    def _opts_battlefield(self, p, cont):
        return list(range(len(self.bf)))

    def step_deal_bf_done(self, k: int, i: int) -> None:
        f = self.resolving[-1]
        step = self.steps_of(f[0])[k]
        for c in self._all_units(f[1], step.get("side") or "any", "battlefields", bf=i):
            self.deal(f[1], c, self._deal_all_amount(step), True, f[2])

    def v_duel(self, k, step, objs):
        """Two units deal damage equal to their Mights to each other (Challenge)."""
        f = self.resolving[-1]
        a = objs[0] if objs else -1
        bs = self.chosen(k) if False else self._other_target(k)
        b = bs[0] if bs else -1
        if a < 0 or b < 0:
            return
        ma, mb = max(0, self.might(a)), max(0, self.might(b))
        self.deal(f[1], b, ma, False, a)
        self.deal(f[1], a, mb, False, b)

    def _other_target(self, k: int) -> list:
        f = self.resolving[-1]
        ref, p, src, targets = f[0], f[1], f[2], f[3]
        sel = self.steps_of(ref)[k]["other"]
        for kk, cs in targets:
            if kk == -1 - k:
                return [c for c, st in cs if self.tstamp[c] == st and
                        self.legal_target(sel, c, p, src, f[5])]
        return []

    def v_kill(self, k, step, objs):
        for c in objs or ():
            self.kill(c, self.resolving[-1][2])
            self.set_var(IT, c)

    def v_choose(self, k, step, objs):
        """"Choose a unit": later steps act on it as "it" (CR 352.4)."""
        for c in objs or ():
            self.set_var(IT, c)

    def v_doom(self, k, step, objs):
        """If it is dealt damage later this turn, it is killed (tcgsim kills it at once)."""
        p = self.resolving[-1][1]
        for c in objs or ():
            self.delayed.append((p, "doom", c, self.tstamp[c]))
            self.set_var(IT, c)

    def v_gain_points(self, k, step, objs):
        p = self.resolving[-1][1]
        q = self.turn if step.get("who") == "turn_player" else p
        self.gain_points(q, step.get("n") or 1, "effect")

    def v_play_from_hand(self, k, step, objs):
        """"You may play a unit from your hand" (ignoring its cost; to a battlefield you
        control): a choice made on resolution (CR 352.10.a: the hand is not public), with
        "no" always allowed (the instruction names a card type). It is asked whenever the
        hand holds a card -- with "no" alone when none can be played -- since whether one
        can tells the others about a hidden hand (the conformance swap test). From a spell
        played from hidden, the unit must be played where that spell was hidden (CR
        727.1.d.3)."""
        f = self.resolving[-1]
        p = f[1]
        how = self._effect_how(step)
        if f[5] >= 0:                 # only a spell's frame (or its mode's) has a here
            # CR 727.1.d.3: a spell played from hidden plays the unit at its battlefield (a
            # requirement, chain.required_dests)
            from .chain import EFF_MUST
            how |= EFF_MUST | f[5] << 8
        if self.hand[p]:
            self.ask(p, "play_from_hand", ("play_from_hand_done", p, how))

    def _effect_how(self, step) -> int:
        from .chain import EFF_BF, EFF_FREE, HOW_EFFECT
        return HOW_EFFECT | (EFF_FREE if step.get("ignore_cost") else 0) | \
            (EFF_BF if step.get("where") == "battlefield" else 0)

    def _effect_playable(self, p, c, how, step) -> bool:
        if self.T.type[c] != (step.get("type") or "unit"):
            return False
        if not self.unit_dests(p, c, how):
            return False
        e, pw = self.card_cost(p, c, how, paid=0, acc=0)
        return self.can_pay(p, e, pw, False)

    def _opts_play_from_hand(self, p, cont):
        how = cont[2]
        step = {"type": "unit"}
        return sorted(c for c in self.hand[p] if self._effect_playable(p, c, how, step)) + \
            [NONE]

    def step_play_from_hand_done(self, p: int, how: int, c: int) -> None:
        if c != NONE and c in self.hand[p]:
            self.play_card(p, c, how)

    def v_controller_draws(self, k, step, objs):
        """The controller of the previous step's object draws (Hidden Blade); an object
        that left the board is back under its owner's control (CR 109)."""
        it = self.resolving[-1][4][IT]
        if it >= 0:
            q = self.ctrl_of[it]
            for _ in range(step.get("n") or 1):
                self.draw(q)

    def v_each_kills(self, k, step, objs):
        p = self.resolving[-1][1]
        for q in reversed(self.seats_from(p)):
            self.stack.append(("each_kill_pick", q))

    def step_each_kill_pick(self, q: int) -> None:
        self.ask(q, "kill", ("each_kill_done", q))

    def _opts_kill(self, q, cont):
        return sorted(c for c in self._board_of(q) if self.T.type[c] == "unit")

    def step_each_kill_done(self, q: int, c: int) -> None:
        self.kill(c, -1)

    def v_move(self, k, step, objs):
        to = step.get("to") or "base"
        for c in objs or ():
            if to == "base":
                self.move_unit(c, -1)
            else:
                self.stack.append(("move_dest", c))
            self.set_var(IT, c)

    def step_move_dest(self, c: int) -> None:
        if not self.on_board(c):
            return
        self.ask(self.resolving[-1][1], "destination", ("move_dest_done", c), public=True)

    def _opts_destination(self, p, cont):
        c = cont[1]
        here = self.at[c] if self.loc[c] == FIELD else -1
        out = [d for d in range(-1, len(self.bf)) if d != here and self.can_move_to(c, d)]
        return [NONE if d < 0 else d for d in out]

    def step_move_dest_done(self, c: int, d: int) -> None:
        self.move_unit(c, -1 if d == NONE else d)

    def v_return_hand(self, k, step, objs):
        for c in objs or ():
            self.leave_board(c)
            self.to_zone(c, HAND)
            self.emit("bounce", ALL, c)

    def v_from_trash(self, k, step, objs):
        p = self.resolving[-1][1]
        if any(self.T.type[c] == step.get("type") for c in self.trash[p]):
            self.ask(p, "from_trash", ("from_trash_done", p, step.get("type")))

    def _opts_from_trash(self, p, cont):
        return sorted(c for c in self.trash[p] if self.T.type[c] == cont[2])

    def step_from_trash_done(self, p: int, typ: str, c: int) -> None:
        self.trash[p].remove(c)
        self.to_hand(c)
        self.emit("return", ALL, p, c)

    def v_might(self, k, step, objs):
        n = step.get("n") or 0
        if step.get("amount_of") == "killed_might":
            n = self.x_paid()             # the Might of the unit its cost killed (Feast)
        for c in objs or ():
            if step.get("duration") == "combat":
                self.shields.append((c, "might", n, "combat"))
                self.tmp[c] += n
            else:
                self.mod_might(c, n, step.get("min"))
            self.set_var(IT, c)

    # ---- revealing (CR 411) -----------------------------------------------------------------
    def v_reveal_top(self, k, step, objs):
        """Reveal the top n cards of your Main Deck (CR 411): every player sees them (the
        knowledge table and a public "reveal" event per card); they stay where they are
        (411.1.a.2). Later steps read them as the frame's revealed cards."""
        p = self.resolving[-1][1]
        cards = tuple(reversed(self.deck[p][-(step.get("n") or 1):]))     # the top first
        for c in cards:
            self.kn.seen(c)
            self.emit("reveal", ALL, p, c)
        self.set_var(REVEALED, self.resolving[-1][4][REVEALED] + cards)

    def v_gain_control(self, k, step, objs):
        """Gain control of a spell on the chain: its controller is now this ability's.
        What was done as it was played stays done -- an optional additional cost paid
        stays paid, "played from your hand" stays true (seed 004's Frenzy and Fall Back
        examples) -- and "you", "friendly" and "enemy" now speak of the new controller
        (CR v1.1 has no rule on gaining control of a spell; tcgsim keeps its targets)."""
        q = self.resolving[-1][1]
        for c in objs or ():
            for j, it in enumerate(self.chain):
                if it[0] == 0 and it[2] == c and it[1] != q:
                    self.chain[j] = (it[0], q) + it[2:]
                    self.emit("control_spell", ALL, c, it[1], q)

    def v_play_revealed(self, k, step, objs):
        """"You may banish one of them, then play it; if it is a unit, you may play it
        here" (seed 004's Rek'Sai): a revealed card still on the deck, or none. Banished,
        it is played from there paying its cost (CR 406); "here" is a permission, not a
        requirement (seed 004, CR 352.4): a unit may go where it may always go, or to the
        source's battlefield. One that cannot be played stays banished (CR 055)."""
        f = self.resolving[-1]
        p = f[1]
        if any(self.loc[c] == DECK for c in f[4][REVEALED]):
            self.ask(p, "play_revealed", ("play_revealed_done", p, step.get("where") or ""))

    def _opts_play_revealed(self, p, cont):
        f = self.resolving[-1]
        return sorted(c for c in f[4][REVEALED] if self.loc[c] == DECK and c in self.deck[p]) \
            + [NONE]

    def step_play_revealed_done(self, p: int, where: str, c: int) -> None:
        from .chain import EFF_BANISH, EFF_HERE, HOW_EFFECT

        if c == NONE or c not in self.deck[p]:
            return
        self.deck[p].remove(c)
        self.loc[c] = BANISH
        self.banish[p].append(c)
        self.kn.seen(c)
        self.emit("banish", ALL, p, c)
        how = HOW_EFFECT | EFF_BANISH
        i = self._here(self.resolving[-1][2])
        if where == "here_may" and i >= 0 and self.T.type[c] == "unit":
            how |= EFF_HERE | i << 8
        if self.can_play(p, c, how):
            self.play_card(p, c, how)

    def v_recycle_revealed(self, k, step, objs):
        """Recycle the revealed cards still in the deck: to its bottom, in a random order
        when there are several (CR 403.1.a, 403.5); nobody knows that order."""
        f = self.resolving[-1]
        p = f[1]
        cards = sorted(c for c in f[4][REVEALED] if self.loc[c] == DECK and c in self.deck[p])
        if not cards:
            return
        for c in cards:
            self.deck[p].remove(c)
        self.rng.shuffle(cards)
        self.deck[p][:0] = cards
        self.kn.shuffled(cards, Z(p, ZDECK))
        self.emit("recycle_revealed", ALL, p, len(cards))
        self.set_var(REVEALED, ())

    def v_recycle(self, k, step, objs):
        """Recycle units or gear from the board (CR 403): each goes to the bottom of its
        owner's Main Deck (403.1.a, 403.1.c), several at once in a random order (403.5); it
        is not killed. A token goes there too and then ceases to exist (CR 177.1; seed
        004: token units and gear recycle to the Main Deck): it goes back to the reserve,
        so no card is made or lost. (tcgsim has no token runes, battlefields or legends.)"""
        moved = []
        for c in objs or ():
            if not self.on_board(c):
                continue
            p = self.T.owner[c]
            self.leave_board(c)
            self.emit("recycle_board", ALL, p, c)
            if self.T.token[c]:
                self.to_zone(c, DECK)                 # ceases to exist: the reserve
            else:
                self.loc[c] = DECK
                moved.append(c)
        for p in range(self.n):
            mine = [c for c in moved if self.T.owner[c] == p]
            if len(mine) > 1:
                self.rng.shuffle(mine)
            self.deck[p][:0] = mine
            if len(mine) > 1:
                self.kn.shuffled(mine, Z(p, ZDECK))
            elif mine:
                self.kn.seen(mine[0])                 # every player saw it go to the bottom

    # ---- split damage (CR 352.14) ----------------------------------------------------------
    def split_amount_at_play(self, c: int, k: int) -> int:
        """The damage a spell's split step k has to divide as the spell is played (its
        number of targets is at most that, CR 352.14.c): `amount`, or the Might of the
        target an earlier step chose (its_might)."""
        step = self.T.rules[c].spell["do"][k]
        if step["amount"] is not None:
            return step["amount"]
        j, it = self._item(c)
        targets = dict(it[4])
        for kk in range(k - 1, -1, -1):
            if kk in targets and targets[kk]:
                return max(0, self.might(targets[kk][0][0]))
        return 0

    def v_split(self, k, step, objs):
        """Split damage among the still-legal targets (CR 352.14): the amount is read now
        (its_might: the Might of "it" now); with more targets than damage, the controller
        picks the targets that cease to be targets -- only as many as needed, since each
        target must get at least 1 (352.14.f-h; seed 004's Single Strike) -- then divides
        the damage, 1 at a time beyond the 1 each (352.14.e). It is dealt at once."""
        f = self.resolving[-1]
        if step["amount"] is not None:
            amount = step["amount"]
        else:
            it = f[4][IT]
            amount = max(0, self.might(it)) if it >= 0 and self.on_board(it) else 0
        kept = tuple(objs or ())
        if amount <= 0 or not kept:
            return
        self.stack.append(("split_drop", k, kept, amount))

    def step_split_drop(self, k: int, kept, amount: int) -> None:
        if len(kept) > amount:
            self.ask(self.resolving[-1][1], "split_drop", ("split_dropped", k, kept, amount),
                     public=True)
            return
        plan = tuple((c, 1) for c in kept)
        self.stack.append(("split_more", k, plan, amount - len(kept)))

    def _opts_split_drop(self, p, cont):
        return sorted(cont[2])

    def step_split_dropped(self, k: int, kept, amount: int, c: int) -> None:
        self.stack.append(("split_drop", k, tuple(x for x in kept if x != c), amount))

    def step_split_more(self, k: int, plan, left: int) -> None:
        if left > 0:
            self.ask(self.resolving[-1][1], "split_assign", ("split_assigned", k, plan, left),
                     public=True)
            return
        f = self.resolving[-1]
        killed = 0
        for c, n in plan:
            self.deal(f[1], c, n, True, f[2])
            if self.has_lethal(c):
                killed = 1
            self.set_var(IT, c)
        self.set_var(KILLED, killed)

    def _opts_split_assign(self, p, cont):
        return sorted(c for c, _ in cont[2])

    def step_split_assigned(self, k: int, plan, left: int, c: int) -> None:
        plan = tuple((x, n + (1 if x == c else 0)) for x, n in plan)
        self.stack.append(("split_more", k, plan, left - 1))

    def v_kill_all(self, k, step, objs):
        """"Kill all units" / "kill all gear" (of a side): every such object on the board,
        at once (CR 415); a unit that is also a gear is both (seed 004, CR 132.3)."""
        f = self.resolving[-1]
        p, what, side = f[1], step["what"], step.get("side") or "any"
        T = self.T
        hit = []
        for lst in list(self.units) + list(self.base):
            for c in lst:
                t = T.type[c]
                if not (t == what or what == "gear" and t == "unit" and self.also_gear(c)):
                    continue
                if side == "enemy" and self.friends(self.ctrl_of[c], p) or \
                        side == "friendly" and not self.friends(self.ctrl_of[c], p):
                    continue
                hit.append(c)
        for c in hit:
            if self.on_board(c):
                self.kill(c, f[2])

    def v_set_base_might(self, k, step, objs):
        """"Its base Might becomes N this turn": a trait change, layer 1 (CR 450.1.a.1);
        the layer-3 modifications still apply on top (values.might). The newest of several
        applies (timestamp order, CR 453)."""
        n = step["n"]
        for c in objs or ():
            if self.T.type[c] == "unit":
                self.shields.append((c, "base_might", n, "turn"))
                self.emit("base_might", ALL, c, n)
            self.set_var(IT, c)

    def v_might_to(self, k, step, objs):
        """"Increase its Might to N this turn": arithmetic, layer 3 (CR 450.3) -- an
        increase limited to reach N, snapshotted when it applies (CR 450.3.b, 450.3.e.1):
        +(N - its Might) if that is more than 0, else nothing."""
        n = step["n"]
        for c in objs or ():
            up = n - self.might(c)
            if up > 0:
                self.mod_might(c, up, None)
            self.set_var(IT, c)

    def v_might_all(self, k, step, objs):
        p = self.resolving[-1][1]
        for c in self._board_of(p):
            if self.T.type[c] == "unit":
                self.mod_might(c, step.get("n") or 0, None)

    def v_buff(self, k, step, objs):
        p = self.resolving[-1][1]
        for c in objs or ():
            self.buff_unit(c, p)
            self.set_var(IT, c)

    def v_ready(self, k, step, objs):
        for c in objs or ():
            if self.exh[c]:
                self.exh[c] = 0
                self.emit("ready", ALL, c)

    def v_stun(self, k, step, objs):
        for c in objs or ():
            self.stun[c] = 1
            self.emit("stun", ALL, c)

    def v_channel(self, k, step, objs):
        p = self.resolving[-1][1]
        got = self.channel(p, step.get("n") or 1, exhausted=True)
        if not got and step.get("else_draw"):
            for _ in range(step["else_draw"]):
                self.draw(p)

    def v_token(self, k, step, objs):
        f = self.resolving[-1]
        p = f[1]
        where = step.get("where") or "base"
        for _ in range(step.get("n") or 1):
            if where == "here":
                i = self._here(f[2])
                self.make_token(p, step.get("token") or "recruit", i, bool(step.get("ready")))
            elif where == "choose":
                self.stack.append(("token_where", step.get("token") or "recruit",
                                   int(bool(step.get("ready")))))
            else:
                self.make_token(p, step.get("token") or "recruit", -1, bool(step.get("ready")))

    def v_copy(self, k, step, objs):
        from .copies import v_copy
        v_copy(self, objs)

    def step_token_where(self, kind: str, ready: int) -> None:
        p = self.resolving[-1][1]
        self.ask(p, "token_place", ("token_done", kind, ready), public=True)

    def _opts_token_place(self, p, cont):
        return [NONE] + [i for i in range(len(self.bf)) if self.ctrl[i] == p
                         and self.can_enter(p, i)]

    def step_token_done(self, kind: str, ready: int, d: int) -> None:
        self.make_token(self.resolving[-1][1], kind, -1 if d == NONE else d, bool(ready))

    def v_grant(self, k, step, objs):
        from .vocab import KW_BITS

        bit = KW_BITS[step["keyword"]]
        dur = step.get("duration") or "perm"
        for c in objs or ():
            if dur == "turn":
                self.kw_turn[c] |= bit
            elif dur == "combat":
                self.kw_combat[c] |= bit
            else:
                self.kw_perm[c] |= bit
            if step.get("n"):
                self.shields.append((c, step["keyword"], step["n"], dur))
            self.emit("grant", ALL, c, step["keyword"])

    def v_add_energy(self, k, step, objs):
        p = self.resolving[-1][1]
        if step.get("spells_only"):
            self.pool_spell[p] += step.get("n") or 0
        else:
            self.pool_e[p] += step.get("n") or 0

    def v_pay_any(self, k, step, objs):
        """"Pay any amount of [A] / Energy" (CR 353, seed 004's Twin Pistols and Ancient
        Henge): on resolution its controller chooses the amount, then pays it as a cost
        (a payment way for the runes); later steps read it (amount_of = "paid")."""
        f = self.resolving[-1]
        self.set_x(0)
        self.ask(f[1], "pay_amount", ("pay_any_done", k, step["what"]), public=True)

    def _pay_any_spell(self) -> bool:
        ref = self.resolving[-1][0]
        return ref is not None and ref[0] in ("spell", "repeat")

    def _opts_pay_amount(self, p, cont):
        what, spell = cont[2], self._pay_any_spell()
        n = 0
        while n < 64 and (self.can_pay(p, 0, (0,) * 6 + (n + 1,), spell) if what == "power"
                          else self.can_pay(p, n + 1, (0,) * 7, spell)):
            n += 1
        return list(range(n + 1))

    def step_pay_any_done(self, k: int, what: str, n: int) -> None:
        f = self.resolving[-1]
        self.set_x(n)
        self.emit("pay_any", ALL, f[1], what, n)
        if n:
            e, pw = (0, (0,) * 6 + (n,)) if what == "power" else (n, (0,) * 7)
            self.stack.append(("pay_runes", f[1], e, pw, int(self._pay_any_spell())))

    def v_add_power(self, k, step, objs):
        """Add [A] to the Rune Pool (CR 416; 134.2.e.5.b: it pays Power of any domain)."""
        p = self.resolving[-1][1]
        n = self.x_paid() if step.get("amount_of") == "paid" else (step.get("n") or 0)
        if n:
            pp = list(self.pool_p[p])
            pp[6] += n
            self.pool_p[p] = tuple(pp)
            self.emit("add_power", ALL, p, n)

    # ---- an opponent's hand and XP (Keen Investigator, seed 004; XP a later mechanic) ----
    def v_choose_opponent(self, k, step, objs):
        p = self.resolving[-1][1]
        self.ask(p, "opponent", ("choose_opp_done",), public=True)

    def step_choose_opp_done(self, q: int) -> None:
        self.set_ext(OPP, q)

    def v_reveal_hand(self, k, step, objs):
        """The chosen opponent reveals their hand: every player sees its cards."""
        q = self.chosen_opponent()
        if q >= 0:
            self.kn.seen_all(list(self.hand[q]))
            self.emit("reveal_hand", ALL, q, tuple(sorted(self.hand[q])))

    def v_pay_xp(self, k, step, objs):
        """"You may pay N XP": a cost paid as it resolves (seed 004's Keen Investigator);
        later steps `if = "paid"` read it."""
        p = self.resolving[-1][1]
        if self.xp[p] >= (step.get("n") or 1):
            self.ask(p, "pay_xp", ("pay_xp_done", step.get("n") or 1))

    def _opts_pay_xp(self, p, cont):
        return [0, 1]

    def step_pay_xp_done(self, n: int, yes: int) -> None:
        if yes:
            p = self.resolving[-1][1]
            self.xp[p] -= n
            self.emit("pay_xp", ALL, p, n)
            self.set_var(PAID, 1)

    def v_opp_discard(self, k, step, objs):
        """Pick a card of the chosen opponent's (revealed) hand: they discard it."""
        q = self.chosen_opponent()
        if q >= 0 and self.hand[q]:
            self.ask(self.resolving[-1][1], "opp_hand", ("opp_discard_done", q))

    def _opts_opp_hand(self, p, cont):
        return sorted(self.hand[cont[1]])

    def step_opp_discard_done(self, q: int, c: int) -> None:
        if c in self.hand[q]:
            self.discard(q, c)

    def v_opp_draws(self, k, step, objs):
        q = self.chosen_opponent()
        if q >= 0:
            for _ in range(step.get("n") or 1):
                self.draw(q)

    def v_empower(self, k, step, objs):
        """Empower it: a board state other text reads (v1.4 827-828)."""
        for c in objs or ():
            if not self.emp[c]:
                self.emp[c] = 1
                self.emit("empower", ALL, c)

    def v_banish_all(self, k, step, objs):
        """Banish every unit the chosen opponent controls (the opponent chosen as the
        ability was activated, its cost_less; the frame's event object)."""
        q = self.resolving[-1][4][EVENT]
        if not isinstance(q, int) or not 0 <= q < self.n:
            return
        for c in [u for u in self._board_of(q) if self.T.type[u] == "unit"]:
            self.leave_board(c)
            self.to_zone(c, BANISH)
            self.emit("banish", ALL, c)

    def v_ready_runes(self, k, step, objs):
        p = self.resolving[-1][1]
        n = step.get("n") or 0
        for c in self.runes[p]:
            if n and self.exh[c]:
                self.exh[c] = 0
                n -= 1
                self.emit("ready", ALL, c)

    def v_delay(self, k, step, objs):
        f = self.resolving[-1]
        self.delayed.append((f[1], step.get("at") or "end_turn", ("delay", f[2], f[0], k), 0))

    def v_turn_flag(self, k, step, objs):
        from .values import F_BUFFS_EXTRA

        p = self.resolving[-1][1]
        flag = F_UNITS_READY if step["flag"] == "units_enter_ready" else F_BUFFS_EXTRA
        self.turn_flags[p] |= flag

    def v_win_here(self, k, step, objs):
        p = self.resolving[-1][1]
        self.finish_game(tuple(s for s in range(self.n) if self.friends(s, p)),
                         "The Grand Plaza")

    def v_save(self, k, step, objs):
        p = self.resolving[-1][1]
        for c in objs or ():
            self.delayed.append((p, "save", c, self.tstamp[c]))

    def v_spend_buff(self, k, step, objs):
        p = self.resolving[-1][1]
        opts = [c for c in self._board_of(p) if self.buff[c]]
        if opts:
            self.ask(p, "spend_buff", ("spend_buff_done",))

    def _opts_spend_buff(self, p, cont):
        return sorted(c for c in self._board_of(p) if self.buff[c]) + [NONE]

    def step_spend_buff_done(self, c: int) -> None:
        if c != NONE:
            self.buff[c] = 0
            self.emit("spend_buff", ALL, c)
            self.set_var(PAID, 1)

    def v_modes(self, k, step, objs):
        f = self.resolving[-1]
        self.ask(f[1], "mode", ("mode_done", k))

    def _opts_mode(self, p, cont):
        f = self.resolving[-1]
        step = self.steps_of(f[0])[cont[1]]
        used = self.used[f[2]]
        return [m for m in range(len(step["modes"])) if not used >> m & 1]

    def step_mode_done(self, k: int, m: int) -> None:
        f = self.resolving[-1]
        self.used[f[2]] |= 1 << m
        self.begin_resolve(("mode", f[0], k, m), f[1], f[2], (), f[4][EVENT], here=f[5])

    def v_play_me(self, k, step, objs):
        """Flame Chompers: when discarded, you may pay its Power cost to play it."""
        f = self.resolving[-1]
        c = f[2]
        if self.loc[c] == TRASH:
            self.stack.append(("play_from_trash", f[1], c))
