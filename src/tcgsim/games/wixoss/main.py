"""The main phase (seed 003 §7.5): summon SIGNI within the LRIG's level and limit, use
spells (with the opponent's Spell Cut-In window) and ARTS, 【起】 action abilities, put a
SIGNI into the trash, bring out a Resona."""

from __future__ import annotations

from ...core.actions import ALL
from .costs import Costs
from .state import NONE

SUMMON, SPELL, ARTS, ACTION, TRASH, RESONA = 1000, 2000, 3000, 4000, 5000, 6000


class MainPhase(Costs):
    __slots__ = ()

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
