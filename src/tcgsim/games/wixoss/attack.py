"""The attack phase (seed 003 §7.6): the ARTS step (turn player, then the opponent), the
SIGNI attack step with battle, damage, Lancer, Double Crush, Assassin and Heaven, the
LRIG attack step and the guard step."""

from __future__ import annotations

from ...core.actions import ALL
from .main import MainPhase
from .state import ATTACKED, DOWN, NONE


class Attack(MainPhase):
    __slots__ = ()

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
