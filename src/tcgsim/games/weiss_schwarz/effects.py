"""Weiß Schwarz -- the effects of abilities: nested-ability paths, the dispatch of one
effect to its verb, the basic one-shot verbs of the vocabulary (abilities.py) and small
decision helpers, a mixin of WSState.

Abilities at work are split by job: values.py (filters, conditions, modifiers, 【CONT】 values:
`ContinuousValues`), auto.py (【AUTO】 firing and resolution, granted abilities: `AutoSteps`),
costs.py (`CostSteps`), this file (`EffectSteps`) and verbs.py (the other one-shot verbs:
`VerbSteps`). Nested abilities (granted, delayed, effect lists inside effects) are named by
path strings "card.i.key.k…" (`walk`), never by tables. `refresh_pending_options` rebuilds
a pending decision's options after hidden cards were re-dealt.
"""

from __future__ import annotations

from ...core.actions import ALL
from .costs import HAND_COSTS, _cost_filter_id, _cost_key, _cost_n  # noqa: F401 (re-exported)
from .table import CHAR, CLIMAX
from .values import FRONT_OF, _LEVEL, _filter_id, _stat_effects, filter_key  # noqa: F401
from .verbs_stats2 import STAT2_FROM

PASS = 999
STAND, REST, REVERSE = 0, 1, 2


class EffectSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    # ---- nested abilities: effect lists inside effects, granted and delayed abilities ----------
    def walk(self, path: str):
        """A nested part of some card's abilities named by a path "card.i.key.k…" (stack
        records and `pending_auto` carry these strings, never tables)."""
        toks = path.split(".")
        obj = self.T.abils[int(toks[0])]
        for t in toks[1:]:
            obj = obj[int(t)] if t.isdigit() else obj[t]
        return obj

    def ability_at(self, c: int, i):
        """c's own ability i, or (i a path) an ability granted to c or delayed."""
        return self.T.abils[c][i] if isinstance(i, int) else self.walk(i)

    # ---- small decision helpers ------------------------------------------------------------
    def ask_yes_no(self, p: int, cont: tuple) -> None:
        self.decide(p, "yes_no", (0, 1), cont)

    def choose_from(self, p: int, zone: list, pred, dest: str, may: bool = True) -> None:
        """p chooses a card of a public zone matching pred for dest; declining (PASS) is
        offered when the card says "you may" or "up to" (`may`), never for "choose 1"."""
        opts = sorted(x for x in zone if pred(x))
        if opts:
            self.decide(p, "choose", tuple(opts) + ((PASS,) if may else ()), ("chosen_to", p, dest))

    def step_chosen_to(self, p: int, dest: str, x: int) -> None:
        if x == PASS:
            return
        if dest == "hand_or_stock":
            self.decide(p, "dest", (0, 1), ("chosen_dest", p, x))
            return
        self._from_waiting(p, x, dest)

    def step_chosen_dest(self, p: int, x: int, d: int) -> None:
        self._from_waiting(p, x, "hand" if d == 0 else "stock")

    def _from_waiting(self, p: int, x: int, dest: str) -> None:
        if x in self.waiting[p]:
            self.waiting[p].remove(x)
            getattr(self, dest)[p].append(x)
            self.kn.seen(x)
            self.log is None or self.emit("salvage", ALL, p, x, dest)

    def step_standby(self, p: int) -> None:
        """Standby trigger: a character of level <= your level + 1 from the waiting room
        onto any stage position, rested (seed 000 트리거 효과 일람)."""
        lim = self.player_level(p) + 1
        opts = sorted(x for x in self.waiting[p] if self.T.ctype[x] == CHAR and self.T.level[x] <= lim)
        if opts:
            self.decide(p, "choose", tuple(opts) + (PASS,), ("standby_card", p))

    def step_standby_card(self, p: int, x: int) -> None:
        if x != PASS:
            self.decide(p, "slot", tuple(range(5)), ("standby_slot", p, x))

    def step_standby_slot(self, p: int, x: int, slot: int) -> None:
        if x in self.waiting[p]:
            self.waiting[p].remove(x)
            self.place_on_stage(p, x, slot, REST, "waiting")

    def refresh_pending_options(self, o: int) -> None:
        """After hidden cards traded places (a re-deal, the swap test), rebuild the options
        of o's pending decision that come from o's hidden cards: the hand, the deck being
        searched or looked at, a cost paid from the hand. A rebuilt decision may have no
        option (a cost the new hand cannot pay): determinize deals again then."""
        pend = self.pending
        if pend is None or pend[0] != o:
            return
        kind, cont = pend[1], pend[3]
        step = cont[0]
        hand = sorted(self.hand[o])
        if kind in ("mulligan", "clock"):
            opts = tuple(hand) + (PASS,)
        elif kind == "discard":
            opts = tuple(hand)
        elif kind == "main":
            opts = tuple(self.main_options(o))
        elif kind == "climax":
            opts = tuple(c for c in hand if self.T.ctype[c] == CLIMAX and self.meets_color(o, c)) + (PASS,)
        elif kind == "counter":
            opts = tuple(self.counter_options(o)) + (PASS,)
        elif kind == "encore":
            _, q, c, slot = cont
            opts = (0,) + ((1,) if len(self.stock[q]) >= 3 else ())
            opts += tuple(2 + k for k, a in enumerate(self.encore_abilities(q, c))
                          if self.can_pay(q, c, a.get("cost", ()), -1, in_waiting_room=True))
        elif kind == "yes_no" and step == "pay_then_resolve":
            _, q, c, i, extra = cont
            ok = self.can_pay(q, c, self.ability_at(c, i).get("cost", ()), self.slot_of(c))
            opts = (0, 1) if ok else (0,)
        elif step == "hand_card_to":
            opts = tuple(self.cost_hand_options(o, cont[3], cont[4]))
        elif step == "discarded_one":
            opts = tuple(hand)
        elif step == "hand_to_stock":
            opts = tuple(hand) + (PASS,)
        elif step in ("searched", "search_swap_deck"):      # (verbs_deck3: the same args)
            fid = cont[3]
            f = self.T.filters[fid] if fid >= 0 else None
            opts = tuple(sorted(x for x in self.deck[o] if self.matches(x, f))) + (PASS,)
        elif step == "look_picked":
            _, q, dest, n, fid, exact = cont
            opts = tuple(self.look_options(q, n, fid))
            opts += () if exact and opts else (PASS,)
        elif step in ("to_stage_at", "to_stage_card") and cont[2] in ("hand", "deck"):
            _, q, frm, _, fid, lim, may = cont
            opts = tuple(self.to_stage_options(q, frm, fid, lim))
            opts += (PASS,) if may or not opts else ()
        elif step == "shift_hand":
            fid = cont[2]
            f = self.T.filters[fid] if fid >= 0 else None
            opts = tuple(x for x in hand if self.matches(x, f)) + (PASS,)
        elif step == "reorder_picked":            # verbs_act.reorder_top
            opts = tuple(self.reorder_options(o, cont[2], cont[3]))
        elif step in ("exchange_hand", "search_swap_hand"):  # (verbs_deck3: fid at 2)
            fid = cont[2]
            f = self.T.filters[fid] if fid >= 0 else None
            opts = tuple(x for x in hand if self.matches(x, f)) + (PASS,)
        else:
            return
        self.pending = (o, kind, opts, cont)

    # ---- the one-shot verbs --------------------------------------------------------------------
    def step_effect(self, p: int, c: int, i: int, k: int, extra: int) -> None:
        e = (self.T.abils[c][i] if isinstance(i, int) else self.walk(i))["effect"][k]
        verb = e["verb"]
        if verb in self.PATH_VERBS:   # the path string is built only for verbs that read it
            base = f"{c}.{i}" if isinstance(i, int) else i
            self.VERBS[verb](self, p, c, e, extra, f"{base}.effect.{k}")
        else:
            self.VERBS[verb](self, p, c, e, extra)

    def call_verb(self, p: int, c: int, e: dict, extra: int, path: str) -> None:
        verb = e["verb"]
        if verb in self.PATH_VERBS:
            self.VERBS[verb](self, p, c, e, extra, path)
        else:
            self.VERBS[verb](self, p, c, e, extra)

    def step_effects_at(self, p: int, c: int, path: str, extra: int) -> None:
        """Resolve the list of effects at `path` (e.g. a Brainstorm's "for each climax")."""
        for k in range(len(self.walk(path)) - 1, -1, -1):
            self.stack.append(("effect_at", p, c, f"{path}.{k}", extra))

    def step_effect_at(self, p: int, c: int, path: str, extra: int) -> None:
        self.call_verb(p, c, self.walk(path), extra, path)

    def _choose_target(self, p: int, c: int, tgt, cont: tuple) -> None:
        """Resolve a target spec to a card and push `cont + (card,)`."""
        if tgt == "self" or tgt is None:
            if self.slot_of(c) >= 0:
                self.stack.append(cont + (c,))
            return
        if tgt == "that":
            x = self.ctx.get("that", -1)
            if x >= 0 and self.slot_of(x) >= 0:
                self.stack.append(cont + (x,))
            return
        if tgt == "battle_opponent" or tgt == "in_battle_yours":
            # verbs_battle: c's battle opponent / p's character in battle (either side)
            x = self.battle_opponent_of(c) if tgt == "battle_opponent" else self.in_battle_of(p)
            if x >= 0:
                self.stack.append(cont + (x,))
            return
        if isinstance(tgt, str) or "who" in tgt:
            who = tgt if isinstance(tgt, str) else tgt["who"]
            f = None if isinstance(tgt, str) else tgt.get("filter")
            for x in reversed(self._group(p, c, who, f)):
                self.stack.append(cont + (x,))
            return
        frm = tgt["from"]
        f = tgt.get("filter")
        if frm in STAT2_FROM:             # verbs_stats2: another character (either stage), in battle
            opts = self.stat2_choice_options(p, c, frm, f)
        else:
            if frm in ("your_stage", "your_other_stage", "your_center"):
                side, slots = p, range(5) if frm != "your_center" else (0, 1, 2)
            else:
                side = 1 - p
                slots = (0, 1, 2) if frm == "opponent_center" else (3, 4) if frm == "opponent_back" else range(5)
            st = self.stage[side]
            other = frm == "your_other_stage"
            opts = []
            for s in slots:
                x = st[s]
                if x >= 0 and (not f or self.matches(x, f)) and not (other and x == c):
                    opts.append(x)
            if side != p and opts and "unchoosable" in self.T.verbs:     # verbs_restrict (hot path)
                opts = [x for x in opts if self.choosable(p, x)]
        if len(opts) == 1:
            self.stack.append(cont + (opts[0],))   # one card on the stage fits: no choice
        elif opts:
            opts.sort()
            self.decide(p, "choose", tuple(opts), cont)

    def _group(self, p: int, c: int, who: str, f) -> list[int]:
        """The cards a group target names, for a one-shot effect."""
        src_slot = self.slot_of(c)
        out = []
        for q in (p, 1 - p):
            for s in range(5):
                x = self.stage[q][s]
                if x >= 0 and self._targets_slot(p, c, src_slot, who, q, s, x) and self.matches(x, f):
                    out.append(x)
        return out

    def verb_power(self, p, c, e, extra):
        amt = e.get("amount", 0)
        per = e.get("per")
        if per:
            amt *= self.per_count(p, c, per)
        if e.get("per_level"):
            self._choose_target(p, c, e.get("target", "self"),
                                ("apply_mod_per_level", amt, e.get("until", "turn")))
            return
        self._choose_target(p, c, e.get("target", "self"),
                            ("apply_mod", "power", amt, e.get("until", "turn")))

    def per_count(self, p: int, c: int, per: dict) -> int:
        """How many cards a "for each …" / "X is the number of …" counts."""
        z = per.get("zone", "stage")
        if "of" in per:                   # verbs_stats2
            return self.stat2_per(p, c, self.slot_of(c), per)
        if z == "milled":
            return sum(1 for x in self.ctx.get("milled", ()) if self.matches(x, per.get("filter")))
        return self.count_chars(p, per.get("filter"), c if per.get("others") else -1, z)

    def verb_soul(self, p, c, e, extra):
        self._choose_target(p, c, e.get("target", "self"),
                            ("apply_mod", "soul", e.get("amount", 0), e.get("until", "turn")))

    def step_apply_mod(self, stat: str, amount: int, until: str, target: int) -> None:
        if self.slot_of(target) >= 0:
            self.add_mod(target, stat, amount, until)
            self.ctx["that"] = target

    def step_apply_mod_per_level(self, amount: int, until: str, target: int) -> None:
        """"X is equal to that character's level ×N" (seed 000: level on the stage)."""
        s = self.slot_of(target)
        if s >= 0:
            self.add_mod(target, "power", amount * self.level_of(self.owner(target), s), until)

    def verb_draw(self, p, c, e, extra):
        n = e.get("n", 1)
        if e.get("up_to"):
            for _ in range(n):
                self.stack.append(("draw_if_yes_ask", p))
        else:
            self.draw(p, n)

    def step_draw_if_yes_ask(self, p: int) -> None:
        self.ask_yes_no(p, ("draw_yes", p))

    def verb_damage(self, p, c, e, extra):
        n = e.get("n", 1) * (self.per_count(p, c, e["per"]) if "per" in e else 1)
        if n > 0:
            self.stack.append(("deal_damage", 1 - p, n, 1, c))

    def verb_heal(self, p, c, e, extra):
        # "put the top card of your clock into your waiting room": asked only when the card
        # says "you may"; done at once otherwise (and n times, one card each)
        for _ in range(e.get("n", 1)):
            if e.get("optional"):
                self.stack.append(("heal_ask", p))
            else:
                self.stack.append(("heal_yes", p, 1))

    def step_heal_ask(self, p: int) -> None:
        if self.clock[p]:
            self.ask_yes_no(p, ("heal_yes", p))

    def step_heal_yes(self, p: int, yes: int) -> None:
        if yes and self.clock[p]:
            x = self.clock[p].pop()
            self.waiting[p].append(x)
            self.log is None or self.emit("heal", ALL, p, x)

    def verb_stock_top(self, p, c, e, extra):
        for _ in range(e.get("n", 1)):
            if e.get("up_to"):
                self.stack.append(("stock_top_ask", p))
            else:
                self.stack.append(("stock_top_yes", p, 1))

    def step_stock_top_ask(self, p: int) -> None:
        self.ask_yes_no(p, ("stock_top_yes", p))

    def verb_mill(self, p, c, e, extra):
        milled = []
        q = 1 - p if e.get("opponent") else p
        if e.get("bottom"):                  # "the bottom N cards of your opponent's deck"
            k = min(e.get("n", 1), len(self.deck[q]))
            milled = self.deck[q][:k]
            del self.deck[q][:k]
            self.waiting[q].extend(milled)
            for x in milled:
                self.log is None or self.emit("mill", ALL, q, x)
            self.ctx["milled"] = milled
            if not self.deck[q]:
                self.refresh(q)
            return
        if e.get("up_to"):                   # "put up to N cards …": one at a time (verbs_deck3)
            self.ctx["milled"] = []
            self.step_mill_more(p, e.get("n", 1))
            return
        for _ in range(e.get("n", 1)):       # your deck, or (opponent) your opponent's
            if not self.deck[q] and not self.refresh(q):
                break
            x = self.deck[q].pop()
            self.waiting[q].append(x)        # into the waiting room first: if the deck is
            milled.append(x)                 # now empty, this card is refreshed into it
            self.log is None or self.emit("mill", ALL, q, x)
            if not self.deck[q]:
                self.refresh(q)              # (refresh makes new deck and waiting lists)
        self.ctx["milled"] = milled          # "among those cards" (read by the next effects)

    def verb_salvage(self, p, c, e, extra):
        f = e.get("filter")
        # WS Comprehensive Rules (choose): "choose N" must choose as many as it can; "up to
        # N" may choose fewer, so only then is declining offered
        may = 1 if e.get("up_to", True) else 0
        for _ in range(e.get("n", 1)):
            self.stack.append(("salvage_one", p, _filter_id(self, f), e.get("to", "hand"), may))

    def step_salvage_one(self, p: int, fid: int, dest: str, may: int = 1) -> None:
        f = self.T.filters[fid] if fid >= 0 else None
        self.choose_from(p, self.waiting[p], lambda x: self.matches(x, f), dest, bool(may))

    def verb_search_deck(self, p, c, e, extra):
        """"search your deck for up to N X, … put it into your hand, and shuffle your deck":
        N picks, one at a time (a PASS ends the search), then the shuffle."""
        f = e.get("filter")
        fid, dest, rv = _filter_id(self, f), e.get("to", "hand"), 1 if e.get("reveal") else 0
        self.stack.append(("shuffle_deck", p))
        for _ in range(e.get("n", 1) - 1):
            self.stack.append(("search_again", p, dest, fid, rv))
        self.kn.seen_all(self.deck[p], (p,))     # the searcher looks through the deck
        self.log is None or self.emit("look_through", p, p, tuple(sorted(self.deck[p])))
        self.step_search_again(p, dest, fid, rv)

    def step_search_again(self, p: int, dest: str, fid: int, rv: int) -> None:
        f = self.T.filters[fid] if fid >= 0 else None
        opts = sorted(x for x in self.deck[p] if self.matches(x, f))
        # asked even when nothing in the deck fits, so the opponent cannot tell (issue 7)
        if self.deck[p]:
            self.decide(p, "choose", tuple(opts) + (PASS,), ("searched", p, dest, fid, rv))

    def step_searched(self, p: int, dest: str, fid: int, rv: int, x: int) -> None:
        if x == PASS:                            # the searcher stops: no more picks
            while self.stack and self.stack[-1][0] == "search_again" and self.stack[-1][1] == p:
                self.stack.pop()
        elif x in self.deck[p]:
            hidden = not rv and dest in ("hand", "stock")
            if hidden:                           # the opponent learns only that one of the
                zi = 1 if dest == "hand" else 2  # deck's cards went there
                self.kn.chosen_unseen(self.deck[p], p * 4, p * 4 + zi, (1 - p,))
            self.deck[p].remove(x)
            getattr(self, dest)[p].append(x)
            if not hidden:                       # "reveal it to your opponent" / a public zone
                self.kn.seen(x)
                self.log is None or self.emit("search", ALL, p, x, dest)
            else:                                # into the hand unseen by the opponent
                self.kn.seen(x, (p,))
                self.log is None or self.emit("search", p, p, x, dest)

    def step_shuffle_deck(self, p: int) -> None:
        self.rng.shuffle(self.deck[p])
        self.kn.shuffled(self.deck[p], p * 4)

    def verb_look_top(self, p, c, e, extra):
        """"look at up to N cards from the top of your deck, choose …": one card at a time, the
        player stopping when they like; a pick is shown to the opponent only when the card
        says "reveal it" (`reveal_pick`) -- verbs_deck.dig_begin runs it."""
        n = e.get("n", 1)
        if "n_memory_plus" in e:             # "X is the number of cards in your memory +k"
            n = min(n, len(self.memory[p]) + e["n_memory_plus"])
        self.dig_begin(p, n, e)

    def step_look_pick(self, p: int, n: int, fid: int, dest: str, exact: int = 0) -> None:
        opts = self.look_options(p, n, fid)
        # asked even when none of the looked-at cards fits (then "none" only), so the
        # opponent cannot tell what they are (issue 7)
        if n and self.deck[p]:
            self.decide(p, "choose", tuple(opts) + (() if exact and opts else (PASS,)),
                        ("look_picked", p, dest, n, fid, exact))

    def look_options(self, p: int, n: int, fid: int) -> list[int]:
        """The looked-at cards a look may pick (also rebuilt after a re-deal)."""
        f = self.T.filters[fid] if fid >= 0 else None
        looked = self.deck[p][-n:] if n else []
        picked = self.ctx.get("picked", [])
        return sorted(x for x in looked if self.matches(x, f) and x not in picked)

    def step_look_picked(self, p: int, dest: str, n: int, fid: int, exact: int, x: int) -> None:
        if x != PASS:
            # new lists, never appended in place: clones share the ctx dict's values
            self.ctx["picked"] = self.ctx.get("picked", []) + [x]
            self.ctx["picked_dest"] = self.ctx.get("picked_dest", []) + [dest]

    def step_look_rest(self, p: int, n: int, rest: str) -> None:
        looked = self.deck[p][-n:] if n else []
        del self.deck[p][len(self.deck[p]) - len(looked):]
        picked = self.ctx.pop("picked", [])
        dests = self.ctx.pop("picked_dest", [])
        reordered = False
        for x, d in zip(picked, dests):
            looked.remove(x)
            if d == "top":
                self.deck[p].append(x)
                reordered = True
            else:
                getattr(self, d)[p].append(x)
                self.kn.seen(x)
                self.log is None or self.emit("search", ALL, p, x, d)
        if rest == "top":
            self.deck[p].extend(looked)
        else:
            self.waiting[p].extend(looked)
        n_back = sum(1 for d in dests if d == "top") + (len(looked) if rest == "top" else 0)
        if reordered and n_back:          # put back in an order the opponent did not see
            self.kn.shuffled(self.deck[p][-n_back:], p * 4, (1 - p,))
        if not self.deck[p]:
            self.refresh(p)

    def verb_bounce(self, p, c, e, extra):
        self._choose_target(p, c, e.get("target"), ("bounce_chosen", p))

    def verb_to_stock_from_hand(self, p, c, e, extra):
        if self.hand[p]:
            self.decide(p, "choose", tuple(sorted(self.hand[p])) + (PASS,), ("hand_to_stock", p))

    def step_hand_to_stock(self, p: int, x: int) -> None:
        if x != PASS and x in self.hand[p]:
            # face down: the opponent sees a card go from the hand to the stock, not which
            self.kn.chosen_unseen(self.hand[p], p * 4 + 1, p * 4 + 2, (1 - p,))
            self.hand[p].remove(x)
            self.stock[p].append(x)
            self.log is None or self.emit("to_stock_face_down", ALL, p)

    def verb_standby(self, p, c, e, extra):
        self.stack.append(("standby_from", p, c))
