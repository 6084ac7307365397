"""WIXOSS -- the rules flow (seed 003_f31917d1ccd9decd, the classic rules).

Each step is one `step_<name>` of the work stack (core/state.py) and names the seed
section it implements; where the seed is silent the docstring names the official source
(the rules glossary and FAQ as the research note ../shared/research/wixoss.md quotes
them). Formats: `standard` is seed 003; `current` changes what the research note's table
A3 lists (grow exactly one level up, at most 20 Life Bursts, the A->B->C order of
removing SIGNI over the level or the limit).

Decision kinds and their action ids (NONE = 999: no / done / pass):
  lrig0      a level-0 LRIG of the LRIG deck to start with             (seed §6.1)
  mulligan   a hand card to return, or NONE to return the marked ones  (seed §6.3)
  ener       a hand card or one of your SIGNI to the ener zone, NONE   (seed §7.3)
  grow       a LRIG of the LRIG deck to grow into, NONE                (seed §7.4)
  main       1000+c summon SIGNI c, 2000+c use spell c, 3000+c use ARTS c, 4000+8c+i
             action ability i of c, 5000+c put SIGNI c into the trash, 6000+c Resona c,
             NONE end the main phase                                   (seed §7.5)
  zone       the SIGNI zone 0..2 to put a SIGNI into
  pay        the ener card that pays the next part of a cost           (seed §1.3)
  arts       the ARTS step: 3000+c an ARTS, 4000+8c+i an action ability, NONE (seed §7.6)
  cutin      3000+c a Spell Cut-In ARTS in answer to a spell, NONE      (seed §2.3)
  attack     the SIGNI to attack with, NONE to end the SIGNI attack step (seed §7.6)
  lrig_attack  1 attack with the LRIG, NONE not                         (seed §7.6)
  guard      a Guard card of the hand to discard, NONE take the hit    (seed §7.6)
  use        1 use an ability that may be declined (a cost, "you may"), NONE not
  burst      1 use the crushed card's Life Burst, NONE not             (seed §7.6)
  target, search, order, discard, blind (a position in the opponent's hand), look,
  declare (a level), pick (trash / ener to hand), mode (an option of a choice), charm,
  overflow (the SIGNI to put into the trash: level or limit exceeded), resona_cost
"""

from __future__ import annotations

from ...core.actions import ALL
from ...core.knowledge import Knowledge
from .effects import Effects
from .state import ATTACKED, DECK, DOWN, FROZEN, HAND, LIFE, LRIGDECK, NONE, Z
from .table import cost_vector

SUMMON, SPELL, ARTS, ACTION, TRASH, RESONA = 1000, 2000, 3000, 4000, 5000, 6000
HAND_LIMIT = 6
LIFE_CLOTH = 7
START_HAND = 5


class WXState(Effects):
    __slots__ = ()

    # ---- asking -----------------------------------------------------------------------------
    def ask(self, p: int, kind: str, cont: tuple, public: bool = False) -> None:
        """Pose a decision whose options `options_for` builds from the state (so a re-dealt
        state rebuilds them). With `public`, a single option is taken at once (it follows
        from what both players see); a decision without options is skipped."""
        fn = _OPTS.get(kind)
        if fn is None:
            fn = _OPTS[kind] = getattr(type(self), "_opts_" + kind)
        opts = fn(self, p, cont)
        if not opts:
            return
        if public and len(opts) == 1:
            self.stack.append(cont + (opts[0],))
            return
        self.decide(p, kind, opts, cont)

    def options_for(self, p, kind, cont):
        fn = _OPTS.get(kind)
        if fn is None:
            fn = _OPTS[kind] = getattr(type(self), "_opts_" + kind)
        return fn(self, p, cont)

    # ---- setup (seed §6) ----------------------------------------------------------------------
    def step_setup(self) -> None:
        st = self.stack
        st.append(("open",))
        st.append(("life_cloth",))
        st.append(("mulligan_start", 1))
        st.append(("mulligan_start", 0))
        st.append(("deal",))
        st.append(("choose_first",))
        st.append(("lrig0", 1))
        st.append(("lrig0", 0))

    def step_lrig0(self, p) -> None:
        """Seed §6.1: a level-0 LRIG of the LRIG deck, face down in the LRIG zone."""
        self.ask(p, "lrig0", ("lrig0_pick", p), public=True)

    def _opts_lrig0(self, p, cont):
        T = self.T
        return sorted(c for c in self.lrig_deck[p] if T.type[c] == "lrig" and T.level[c] == 0)

    def step_lrig0_pick(self, p, c) -> None:
        self.lrig_deck[p].remove(c)
        self.lrig[p].append(c)
        self.kn.seen(c)
        self.emit("lrig0", p, p, c)

    def step_choose_first(self) -> None:
        """Seed §6.2 decides the first player by rock-paper-scissors: here the state's
        generator draws it."""
        self.first = self.rng.below(2)
        self.active = self.first
        self.emit("first_player", ALL, self.first)

    def step_deal(self) -> None:
        for p in (self.first, 1 - self.first):
            self.draw(p, START_HAND)

    def step_mulligan_start(self, k) -> None:
        """Seed §6.3: once a game, return any number of cards, shuffle, draw back to 5 --
        the first player first."""
        p = self.first if k == 0 else 1 - self.first
        self.picked = []
        self.phase = "mulligan"
        self.ask(p, "mulligan", ("mulligan_pick", p))

    def _opts_mulligan(self, p, cont):
        marked = set(self.picked)
        return sorted(c for i, c in enumerate(self.hand[p]) if i not in marked) + [NONE]

    def step_mulligan_pick(self, p, c) -> None:
        if c != NONE:
            self.picked.append(self.hand[p].index(c))      # positions: hidden cards stay unnamed
            self.ask(p, "mulligan", ("mulligan_pick", p))
            return
        pos = sorted(self.picked)
        self.picked = []
        o = 1 - p
        if not pos:
            self.emit("mulligan", ALL, p, 0)
            return
        cards = [self.hand[p][i] for i in pos]
        self.kn.chosen_unseen(self.hand[p], Z(p, HAND), Z(p, DECK), (o,))
        for c in cards:
            self.hand[p].remove(c)
            self.deck[p].append(c)
        self.emit("mulligan", ALL, p, len(cards))
        self.shuffle_deck(p)
        self.draw(p, len(cards))

    def step_life_cloth(self) -> None:
        """Seed §6.4: the top 7 cards of the deck, face down, as life cloth."""
        for p in (self.first, 1 - self.first):
            for _ in range(LIFE_CLOTH):
                if not self.deck[p]:
                    break
                c = self.deck[p].pop()
                self.life[p].append(c)
                self.kn.followed(c, Z(p, DECK), Z(p, LIFE))
        self.emit("life_cloth", ALL, len(self.life[0]), len(self.life[1]))

    def step_open(self) -> None:
        """Seed §6.5: both LRIGs turn face up -- "open!" -- and the first turn begins."""
        self.opened = True
        self.emit("open", ALL, self.lrig[0][-1], self.lrig[1][-1])
        self.turn_no = 0
        self.stack.append(("turn_start",))

    # ---- the turn (seed §7) -------------------------------------------------------------------
    def step_turn_start(self) -> None:
        self.turn_no += 1
        p = self.active
        self.refreshes = [0, 0]
        self.ener_done = False
        self.used = []
        self.emit("turn", ALL, p, self.turn_no)
        st = self.stack
        st.append(("end_phase",))
        st.append(("attack_phase",))
        st.append(("main_phase",))
        st.append(("grow_phase",))
        st.append(("ener_phase",))
        st.append(("draw_phase",))
        st.append(("up_phase",))

    def turn_over(self) -> bool:
        """The turn player's second refresh in a turn ends that turn (official glossary,
        リフレッシュ, research note A2)."""
        return self.refreshes[self.active] >= 2

    def step_up_phase(self) -> None:
        """Seed §7.1: up your LRIG and SIGNI; a frozen card stays down and its freeze ends."""
        self.phase = "up"
        p = self.active
        for c in self.field_signi(p) + self.lrig[p][-1:]:
            f = self.flags[c]
            if f & FROZEN:
                self.flags[c] = f & ~FROZEN
            else:
                self.flags[c] = f & ~DOWN
        for q in (0, 1):
            for c in self.field_signi(q) + self.lrig[q][-1:]:
                self.flags[c] &= ~ATTACKED
        self.emit("up", ALL, p)

    def step_draw_phase(self) -> None:
        """Seed §7.2: draw 2; the first player's first turn draws 1."""
        self.phase = "draw"
        p = self.active
        self.draw(p, 1 if self.turn_no == 1 else 2)
        self.stack.append(("settle",))

    def step_ener_phase(self) -> None:
        """Seed §7.3: one card of the hand or one of your SIGNI to the ener zone, or none."""
        if self.turn_over():
            return
        self.phase = "ener"
        self.ask(self.active, "ener", ("ener_pick", self.active))

    def _opts_ener(self, p, cont):
        return sorted(self.hand[p]) + self.field_signi(p) + [NONE]

    def step_ener_pick(self, p, c) -> None:
        if c == NONE:
            return
        if c in self.hand[p]:
            self._from_hand(p, c)
            self.ener[p].append(c)
            self.emit("ener", ALL, p, c, "hand")
        else:
            # moving a SIGNI this way is not a banish (research note A2, wiki Gameplay)
            self.leave_field(c, "ener")
            self.emit("ener", ALL, p, c, "field")
        self.stack.append(("settle",))

    def step_grow_phase(self) -> None:
        """Seed §7.4 (see grow_options)."""
        if self.turn_over():
            return
        self.phase = "grow"
        p = self.active
        if self.rule_on(p, "skip_grow"):
            self.emit("grow_skipped", ALL, p)
            return
        self.ask(p, "grow", ("grow_pick", p))

    def _opts_grow(self, p, cont):
        return self.grow_options(p) + [NONE]

    def grow_options(self, p: int) -> list:
        """LRIGs of the LRIG deck p may grow into: the same LRIG type (seed §7.4), the grow
        cost payable from ener, and the level rule -- `standard`: one level up, or the same
        or a lower level with a different card name (seed §7.4); `current`: exactly one
        level up (since 2018-12-20, research note A3)."""
        T = self.T
        top = self.lrig[p][-1]
        lv, ty = T.level[top], T.lrig_type[top]
        out = []
        for c in sorted(self.lrig_deck[p]):
            if T.type[c] != "lrig" or T.lrig_type[c] != ty:
                continue
            L = T.level[c]
            if self.format == "current":
                if L != lv + 1:
                    continue
            elif L > lv + 1 or T.name[c] == T.name[top]:
                continue
            if self.can_pay(p, T.cost[c]):
                out.append(c)
        return out

    def step_grow_pick(self, p, c) -> None:
        if c == NONE:
            return
        self.lrig_deck[p].remove(c)
        self.kn.seen(c)
        self.emit("grow_declared", ALL, p, c)
        self.stack.append(("settle",))
        self.stack.append(("grown", p, c))
        self.stack.append(("pay_ener", p, self.T.cost[c]))
        self.check.append(c)          # while its cost is paid

    def step_grown(self, p, c) -> None:
        self.check.remove(c)
        old = self.lrig[p][-1]
        self.flags[c] = self.flags[old] & DOWN   # growing onto a downed LRIG leaves it down
        self.flags[old] = 0
        self.lrig[p].append(c)
        self.emit("grew", ALL, p, c)

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

    # ---- the main phase (seed §7.5) ----------------------------------------------------------
    def step_main_phase(self) -> None:
        if self.turn_over() or self.outcome is not None:
            return
        self.phase = "main"
        self.ask(self.active, "main", ("main_pick", self.active))

    def _opts_main(self, p, cont):
        T = self.T
        out = []
        top = self.lrig[p][-1]
        lv, lim, ltype = T.level[top], T.limit[top], T.lrig_type[top]
        row = self.signi[p]
        field = [c for c in row if c >= 0]
        used = sum(T.level[c] for c in field)
        free = len(field) < 3
        counts = self.ener_counts(p)
        payable = self.payable
        types, levels, limiting, costs = T.type, T.level, T.limiting, T.cost
        for c in sorted(self.hand[p]):
            t = types[c]
            if t == "signi":
                if free and levels[c] <= lv and used + levels[c] <= lim and \
                        (not limiting[c] or limiting[c] == ltype):
                    out.append(SUMMON + c)
            elif t == "spell" and (not limiting[c] or limiting[c] == ltype) and \
                    payable(costs[c], counts) and self.usable(p, c):
                out.append(SPELL + c)
        if T.seat_arts[p]:
            out += self.arts_options(p, "main", counts)
        if T.seat_actions[p]:
            out += self.action_options(p, "main")
        out += [TRASH + c for c in field]
        if T.seat_resona[p]:
            out += self.resona_options(p, "main")
        out.append(NONE)
        return out

    def arts_options(self, p: int, timing: str, counts=None) -> list:
        T = self.T
        deck = self.lrig_deck[p]
        if counts is None:
            counts = self.ener_counts(p)
        return [ARTS + c for c in T.seat_arts[p]
                if c in deck and timing in T.timings[c] and self.limiting_ok(p, c)
                and self.payable(T.cost[c], counts) and self.usable(p, c)]

    def usable(self, p: int, c: int) -> bool:
        """A spell's or an ARTS's `use_if` ("this card can only be used when ...")."""
        u = self.T.use[c]
        if u < 0:
            return True
        cond = self.T.abils[c][u].get("use_if")
        return cond is None or self.cond_ok(cond, c, p)

    def action_options(self, p: int, timing: str) -> list:
        T = self.T
        out = []
        if not T.seat_actions[p]:
            return out
        lost = self.lost_abilities() if self.tmods else ()
        for c in self.field_signi(p) + self.lrig[p][-1:]:
            if c in lost:
                continue
            for i in T.actions[c]:
                a = T.abils[c][i]
                if "use_if" in a and not self.cond_ok(a["use_if"], c, p):
                    continue
                if timing not in a.get("timing", ["main"]):
                    continue
                if a.get("once_per_turn") and c * 8 + i in self.used:
                    continue
                if a.get("cross") and not self.crossed(c):
                    continue
                if self.cost_ok(p, c, a.get("cost", {})):
                    out.append(ACTION + c * 8 + i)
        return out

    def resona_options(self, p: int, timing: str) -> list:
        """A Resona comes from the LRIG deck by meeting its printed condition (seed §1.2):
        the SIGNI it names put from the field into the trash; then the level and limit of
        the LRIG apply as to any SIGNI (research note A2, wiki Field)."""
        T = self.T
        out = []
        lv, lim = self.lrig_level(p), self.lrig_limit(p)
        for c in sorted(self.lrig_deck[p]):
            if T.type[c] != "resona" or not T.resona[c] or timing not in T.resona[c][0]:
                continue
            _, f, n = T.resona[c]
            fits = [s for s in self.field_signi(p) if self.matches(s, f, c, p)]
            if len(fits) < n or T.level[c] > lv:
                continue
            rest = sorted(T.level[s] for s in self.field_signi(p))
            gone = sorted(T.level[s] for s in fits)[-n:]
            for g in gone:
                rest.remove(g)
            if sum(rest) + T.level[c] <= lim and self.limiting_ok(p, c):
                out.append(RESONA + c)
        return out

    def step_main_pick(self, p, a) -> None:
        if a == NONE:
            self.emit("main_end", ALL, p)
            return
        self.stack.append(("main_phase",))
        self.do_play(p, a)

    def do_play(self, p: int, a: int) -> None:
        T = self.T
        kind, x = a // 1000 * 1000, a % 1000
        if kind == SUMMON:
            self._from_hand(p, x)
            self.emit("summon_declared", ALL, p, x)
            self.check.append(x)                  # revealed while its zone is chosen
            self.ask(p, "zone", ("summon_to", p, x), public=True)
        elif kind == SPELL:
            self._from_hand(p, x)
            self.check.append(x)
            self.emit("spell", ALL, p, x)
            st = self.stack
            st.append(("spell_resolve", p, x))
            st.append(("cutin_window", 1 - p, x))
            st.append(("pay_ener", p, T.cost[x]))
        elif kind == ARTS:
            self.lrig_deck[p].remove(x)
            self.kn.seen(x)
            self.check.append(x)
            self.emit("arts", ALL, p, x)
            st = self.stack
            st.append(("arts_resolve", p, x))
            st.append(("pay_ener", p, T.cost[x]))
        elif kind == ACTION:
            c, i = divmod(x, 8)
            a_ = T.abils[c][i]
            if a_.get("once_per_turn"):
                self.used.append(x)
            self.emit("action", ALL, p, c, i)
            self.stack.append(("action_resolve", p, c, i))
            self.pay_cost(p, c, a_.get("cost", {}))
        elif kind == TRASH:
            self.leave_field(x, "trash")
            self.emit("trashed", ALL, x, "trash")
            self.stack.append(("settle",))
        elif kind == RESONA:
            self.lrig_deck[p].remove(x)
            self.kn.seen(x)
            self.check.append(x)
            self.emit("resona_declared", ALL, p, x)
            _, f, n = T.resona[x]
            self.stack.append(("resona_place", p, x))
            self.stack.append(("resona_cost", p, x, n))

    def step_action_resolve(self, p, c, i) -> None:
        self.resolve(p, c, c, i)

    def step_resona_cost(self, p, x, left) -> None:
        if left > 0:
            self.ask(p, "resona_cost", ("resona_paid", p, x, left), public=True)

    def _opts_resona_cost(self, p, cont):
        x = cont[2]
        f = self.T.resona[x][1]
        return [s for s in self.field_signi(p) if self.matches(s, f, x, p)]

    def step_resona_paid(self, p, x, left, s) -> None:
        self.leave_field(s, "trash")
        self.emit("trashed", ALL, s, "trash")
        self.stack.append(("resona_cost", p, x, left - 1))

    def step_resona_place(self, p, x) -> None:
        if -1 not in self.signi[p]:               # cannot happen: the cost freed a zone
            self.check.remove(x)
            self.lrig_deck[p].append(x)
            return
        self.ask(p, "zone", ("summon_to", p, x), public=True)

    def _opts_zone(self, p, cont):
        return [i for i in range(3) if self.signi[p][i] < 0]

    def step_summon_to(self, p, c, slot) -> None:
        self.check.remove(c)
        self.signi[p][slot] = c
        self.flags[c] = 0
        self.emit("summoned", ALL, p, c, slot)
        for i in self.T.on_play[c]:
            a = self.T.abils[c][i]
            if a.get("cross") and not self.crossed(c):
                continue
            self.queue.append((p, c, c, i, ""))
        self.stack.append(("triggers",))
        self.stack.append(("settle",))

    def step_spell_resolve(self, p, x) -> None:
        """The spell does what it says, then goes to the trash (seed §1.1)."""
        self.stack.append(("to_trash_from_check", x))
        if self.cancelled == x:
            self.cancelled = -1
            return
        if self.T.use[x] >= 0:
            self.resolve(p, x, x, self.T.use[x])

    def step_to_trash_from_check(self, x) -> None:
        if x in self.check:
            self.check.remove(x)
            self.trash[self.T.owner[x]].append(x)

    def step_arts_resolve(self, p, x) -> None:
        """An ARTS does what it says, then goes to the LRIG trash (seed §5)."""
        self.stack.append(("to_lrig_trash", x))
        if self.T.use[x] >= 0:
            self.resolve(p, x, x, self.T.use[x])

    def step_to_lrig_trash(self, x) -> None:
        if x in self.check:
            self.check.remove(x)
            self.lrig_trash[self.T.owner[x]].append(x)

    def step_cutin_window(self, o, spell) -> None:
        """Seed §2.3: 【Spell Cut-In】 ARTS answer an opponent's spell. Asked only when o's
        LRIG deck list holds one (public: deck lists are known, used ARTS are shown)."""
        if self.T.ever_cutin[o] and self.arts_options(o, "spell_cut_in"):
            self.ask(o, "cutin", ("cutin_pick", o))

    def _opts_cutin(self, p, cont):
        return self.arts_options(p, "spell_cut_in") + [NONE]

    def step_cutin_pick(self, o, a) -> None:
        if a != NONE:
            self.do_play(o, a)

    # ---- triggered abilities -----------------------------------------------------------------
    def step_triggers(self) -> None:
        """Waiting triggered abilities resolve one at a time, the turn player's first
        (official glossary, triggered ability; research note A7)."""
        if not self.queue or self.outcome is not None:
            return
        q = self.queue
        k = next((i for i, t in enumerate(q) if t[0] == self.active), 0)
        p, src, holder, aidx, path = q.pop(k)
        self.stack.append(("triggers",))
        self.stack.append(("activate", p, src, holder, aidx, path))

    def step_activate(self, p, src, holder, aidx, path) -> None:
        """An ability with a cost may be declined, one without is mandatory (seed §2.3);
        "you may" is optional too. An "if" condition is checked as it resolves."""
        a = self.T.ability_at(holder, aidx, path)
        if "condition" in a and not self.cond_ok(a["condition"], src, p):
            return
        if "use_if" in a and not self.cond_ok(a["use_if"], src, p):
            return
        if a.get("once_per_turn") and a["kind"] != "action":
            key = f"{src}:{holder}:{aidx}:{path}"          # a trigger at most once a turn
            if key in self.used:
                return
            self.used.append(key)
        cost = a.get("cost")
        if cost:
            # asked when the public part of the cost can be paid: whether the hand holds
            # a card a discard cost needs must not show (then the only option is "no")
            public = {k: v for k, v in cost.items() if k != "discard"}
            if not self.cost_ok(p, src, public):
                return
            self.ask(p, "use", ("use_answer", p, src, holder, aidx, path))
        elif a.get("optional"):
            self.ask(p, "use", ("use_answer", p, src, holder, aidx, path))
        else:
            self.resolve(p, src, holder, aidx, _run_path(path))

    def _opts_use(self, p, cont):
        _, _, src, holder, aidx, path = cont
        a = self.T.ability_at(holder, aidx, path)
        if a.get("cost") and not self.cost_ok(p, src, a["cost"]):
            return [NONE]
        return [1, NONE]

    def step_use_answer(self, p, src, holder, aidx, path, yes) -> None:
        if yes != 1:
            return
        a = self.T.ability_at(holder, aidx, path)
        self.stack.append(("resolve_now", p, src, holder, aidx, _run_path(path)))
        if a.get("cost"):
            self.pay_cost(p, src, a["cost"])

    def step_resolve_now(self, p, src, holder, aidx, path) -> None:
        self.resolve(p, src, holder, aidx, path)

    # ---- rule checks (research note A2, rule-based actions) ----------------------------------
    def step_settle(self) -> None:
        """Rule-based actions, until none applies: a SIGNI with power 0 or less is banished;
        SIGNI over the LRIG's level or limit are put into the trash; an empty deck
        refreshes."""
        if self.outcome is not None:
            return
        if self.T.may_go_negative:
            for p in (self.active, 1 - self.active):
                dead = [c for c in self.signi[p] if c >= 0 and self.power(c) <= 0]
                for c in dead:
                    self.banish(c, "power 0")
                if dead:
                    # until no rule applies: a banish may end a 【常】 and drop another power
                    if self.queue:
                        self.stack.append(("triggers",))
                    self.stack.append(("settle",))
                    return
        a = self.active
        T = self.T
        levels, limits = T.level, T.limit
        for p in (a, 1 - a):
            top = self.lrig[p][-1]
            lv, lim = levels[top], limits[top]
            total = 0
            over = False
            for c in self.signi[p]:
                if c >= 0:
                    x = levels[c]
                    total += x
                    if x > lv:
                        over = True
            if over or total > lim:
                self.stack.append(("settle",))
                self.ask(p, "overflow", ("overflow_pick", p), public=True)
                return
        for p in (a, 1 - a):
            if not self.deck[p] and self.trash[p]:
                self.refresh(p)

    def overflow_options(self, p: int) -> list:
        """SIGNI to put into the trash when the level or the limit is exceeded. A SIGNI of
        a level above the LRIG's goes first (both formats; `current` then takes a SIGNI
        whose level changed, which no card of this vocabulary does -- the A->B->C order of
        2019-12-21, research note A3); then, over the limit, any SIGNI of the owner's
        choice."""
        T = self.T
        row = [c for c in self.signi[p] if c >= 0]
        if not row:
            return []
        top = self.lrig[p][-1]
        lv, lim = T.level[top], T.limit[top]
        levels = T.level
        if sum(levels[c] for c in row) <= lim and max(levels[c] for c in row) <= lv:
            return []
        over = [c for c in row if levels[c] > lv]
        return over or row

    def _opts_overflow(self, p, cont):
        return self.overflow_options(p)

    def step_overflow_pick(self, p, c) -> None:
        self.leave_field(c, "trash")
        self.emit("trashed", ALL, c, "limit")

    def refresh(self, p: int) -> None:
        """The deck is empty: the trash is shuffled into a new deck, then the top life
        cloth goes to the trash -- no Life Burst (official FAQ via the research note A2;
        the seed is silent). No life cloth: nothing more, and no loss (deck-out is never a
        loss)."""
        cards = self.trash[p]
        self.trash[p] = []
        self.deck[p] = cards
        self.rng.shuffle(cards)
        self.kn.dealt(cards, Z(p, DECK))
        self.refreshes[p] += 1
        self.emit("refresh", ALL, p, len(cards))
        if self.life[p]:
            c = self.life[p].pop()
            self.kn.seen(c)
            self.trash[p].append(c)
            self.emit("refresh_life", ALL, p, c)
        if p == self.active and self.turn_over():
            self.emit("turn_ends_refresh", ALL, p)

    # ---- the attack phase (seed §7.6) --------------------------------------------------------
    def step_attack_phase(self) -> None:
        if self.turn_over() or self.outcome is not None:
            return
        p = self.active
        if self.turn_no == 1:
            self.emit("attack_skipped", ALL, p)      # the first player's first turn
            return
        self.phase = "attack"
        st = self.stack
        st.append(("lrig_attack_step", p))
        st.append(("signi_attack_step", p))
        st.append(("arts_step", 1 - p))
        st.append(("arts_step", p))

    def step_arts_step(self, q) -> None:
        """ARTS step: 【Attack Phase】 ARTS, the turn player first, then the opponent."""
        if self.outcome is not None or self.turn_over():
            return
        self.phase = "arts step"
        if (self.T.seat_arts_attack[q] and self.arts_options(q, "attack")) or \
                self.action_options(q, "attack"):
            self.ask(q, "arts", ("arts_pick", q))

    def _opts_arts(self, p, cont):
        return self.arts_options(p, "attack") + self.action_options(p, "attack") + [NONE]

    def step_arts_pick(self, q, a) -> None:
        if a == NONE:
            return
        self.stack.append(("arts_step", q))
        self.do_play(q, a)

    def step_signi_attack_step(self, p) -> None:
        if self.outcome is not None or self.turn_over():
            return
        self.phase = "signi attack"
        self.ask(p, "attack", ("attack_pick", p), public=True)

    def _opts_attack(self, p, cont):
        return [c for c in self.field_signi(p) if not self.flags[c] & DOWN
                and self.can_attack(c)] + [NONE]

    def step_attack_pick(self, p, c) -> None:
        if c == NONE:
            return
        self.stack.append(("signi_attack_step", p))
        self.flags[c] |= DOWN | ATTACKED
        self.emit("attack", ALL, p, c)
        T = self.T
        self.stack.append(("battle", p, c))
        self.stack.append(("triggers",))
        if self.tmods and c in self.lost_abilities():
            return
        for card, kind, ref in self.tmods:
            if card == c and kind == "gab":
                h, ai, path = ref
                if T.ability_at(h, ai, path)["kind"] == "on_attack":
                    self.queue.append((p, c, h, ai, path))
        for i in T.on_attack[c]:
            a = T.abils[c][i]
            if not a.get("cross") or self.crossed(c):
                self.queue.append((p, c, c, i, ""))
        for holder, ci, mi in self.granted(c):
            if self.T.abils[holder][ci]["modify"][mi]["grant_ability"]["kind"] == "on_attack":
                self.queue.append((p, c, holder, ci, f"g{ci}.{mi}"))
        if T.heaven[c]:
            parts = self.partners(c)
            if parts and all(self.flags[b] & DOWN and self.flags[b] & ATTACKED for b in parts):
                self.emit("heaven", ALL, p, c)
                for i in T.heaven[c]:
                    self.queue.append((p, c, c, i, ""))

    def step_battle(self, p, c) -> None:
        """A SIGNI facing another battles it: power >= the defender's banishes the defender
        (to its owner's ener zone); else nothing. No SIGNI in front (or Assassin): damage
        (seed §7.6; Assassin seed §2.2). Zone i faces the opponent's zone 2 - i."""
        if self.outcome is not None or c not in self.signi[p]:
            return
        o = 1 - p
        slot = self.signi[p].index(c)
        d = self.signi[o][2 - slot]
        kw = self.keywords(c)
        if d >= 0 and "assassin" not in kw:
            ap, dp = self.power(c), self.power(d)
            self.emit("battle", ALL, c, d, ap, dp)
            if ap >= dp:
                self.stack.append(("triggers",))      # "when banished" abilities
                self.banish(d, "battle")
                if "lancer" in kw and d in self.ener[o]:
                    # Lancer: a crush, not damage -- it never wins (seed §2.2, §4)
                    self.emit("lancer", ALL, c)
                    self.stack.append(("settle",))
                    self.stack.append(("crush", o, 1, c))
            self.stack.append(("settle",))
            return
        self.stack.append(("settle",))
        self.damage(p, c)

    def damage(self, p: int, c: int) -> None:
        """Damage: at 0 life cloth the attacker wins (seed §4); else crush one -- two with
        Double Crush, which never wins by itself (seed §4)."""
        o = 1 - p
        if not self.life[o]:
            self.emit("hit", ALL, p, c)
            self.finish(p, "an attack hit at 0 life cloth", self.turn_no)
            return
        n = 2 if "double_crush" in self.keywords(c) else 1
        self.stack.append(("crush", o, n, c))

    def step_lrig_attack_step(self, p) -> None:
        if self.outcome is not None or self.turn_over():
            return
        self.phase = "lrig attack"
        c = self.lrig[p][-1]
        if not self.flags[c] & DOWN and self.can_attack(c):
            self.ask(p, "lrig_attack", ("lrig_attack_pick", p))

    def _opts_lrig_attack(self, p, cont):
        return [1, NONE]

    def step_lrig_attack_pick(self, p, yes) -> None:
        if yes != 1:
            return
        c = self.lrig[p][-1]
        self.flags[c] |= DOWN | ATTACKED
        self.emit("attack", ALL, p, c)
        self.stack.append(("guard_step", p, c))
        self.stack.append(("triggers",))

    def step_guard_step(self, p, c) -> None:
        """Guard step: the attacked player may discard a Guard card to take nothing (seed
        §7.6). Asked whenever they hold a card: what the hand holds is hidden."""
        if self.outcome is not None:
            return
        o = 1 - p
        self.phase = "guard"
        if self.hand[o]:
            self.ask(o, "guard", ("guard_pick", o, p, c))
        else:
            self.stack.append(("settle",))
            self.damage(p, c)

    def _opts_guard(self, o, cont):
        lim = max([v for q, k, v in self.pmods if q == o and k == "guard_limit"], default=-1)
        return sorted(c for c in self.hand[o] if self.T.guard[c] and self.T.level[c] > lim) + \
            [NONE]

    def step_guard_pick(self, o, p, c, g) -> None:
        if g == NONE:
            self.stack.append(("settle",))
            self.damage(p, c)
            return
        self._from_hand(o, g)
        self.trash[o].append(g)
        self.emit("guard", ALL, o, g)
        self.stack.append(("settle",))          # a card reached the trash: refresh now

    # ---- the end phase (seed §7.7) -----------------------------------------------------------
    def step_end_phase(self) -> None:
        """Until-end-of-turn effects end; the turn player (only) discards down to 6; the turn
        passes. A card left in the check zone goes to the trash (research note A2)."""
        if self.outcome is not None:
            return
        self.phase = "end"
        p = self.active
        self.tmods = []
        self.pmods = []
        self.stack.append(("next_turn",))
        self.stack.append(("hand_limit", p))

    def step_hand_limit(self, p) -> None:
        if len(self.hand[p]) > HAND_LIMIT:
            self.stack.append(("hand_limit", p))
            self.ask(p, "discard", ("hand_limit_pick", p))

    def step_hand_limit_pick(self, p, c) -> None:
        self._from_hand(p, c)
        self.trash[p].append(c)
        self.emit("discarded", ALL, p, c)
        self.stack.append(("settle",))

    def step_next_turn(self) -> None:
        for c in self.check[:]:
            self.check.remove(c)
            self.trash[self.T.owner[c]].append(c)
        self.active = 1 - self.active
        self.stack.append(("turn_start",))

    # ---- the contract --------------------------------------------------------------------------
    def label(self, kind: str, aid: int) -> str:
        from .view import action_label

        return action_label(self, kind, aid)

    def view(self, player: int) -> dict:
        from .view import make_view

        return make_view(self, player)


_OPTS: dict = {}           # decision kind -> its option builder (looked up once)


def _run_path(path: str) -> str:
    return path


def new_state(game, table, seed: int, fmt: str, log: bool) -> WXState:
    s = WXState.__new__(WXState)
    s._init_base(game, seed, log)
    s.T = table
    T = table
    s.format = fmt
    s.deck = [list(range(T.start[p], T.start[p] + T.main_n[p])) for p in (0, 1)]
    s.lrig_deck = [list(range(T.start[p] + T.main_n[p], T.start[p + 1])) for p in (0, 1)]
    for p in (0, 1):
        s.rng.shuffle(s.deck[p])
    for f in ("hand", "life", "ener", "trash", "lrig_trash", "lrig", "charms", "charm_host",
              "looking"):
        setattr(s, f, [[], []])
    s.signi = [[-1, -1, -1], [-1, -1, -1]]
    s.check = []
    s.flags = bytearray(T.n)
    s.tmods, s.pmods, s.queue, s.used, s.picked = [], [], [], [], []
    s.turn = 0
    s.active = s.first = 0
    s.turn_no = 0
    s.phase = "setup"
    s.last_card, s.last_done = -1, False
    s.ener_done = False
    s.refreshes = [0, 0]
    s.opened = False
    s.look_done = 0
    s.winner_hint = -1
    s.coins = [0, 0]
    s.cancelled = -1
    s.look_dest = "top"
    kn = s.kn = Knowledge.new(2, T.n)
    for p in (0, 1):
        dk = kn._pool_for(0, 1 << Z(p, DECK)), kn._pool_for(1, 1 << Z(p, DECK))
        for c in s.deck[p]:
            kn.pool[0][c], kn.pool[1][c] = dk
        k = kn._pool_for(1 - p, 1 << Z(p, LRIGDECK))
        for c in s.lrig_deck[p]:
            kn.pool[1 - p][c] = k
    s.stack.append(("setup",))
    s._run()
    return s
