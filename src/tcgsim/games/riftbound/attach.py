"""Attaching gear to units (the v1.2 attach system; CR v1.1 has none): Attach (v1.2 421),
Detach (422), Attachment (716-719), Inactive text (720-725), Equip (744), Quick-Draw (745)
and Weaponmaster (747). A mixin of `RBState`.

The state holds the attachments in `att`: a tuple of (gear, unit, turn attached), replaced
on every change (never changed in place) and empty in every game whose cards cannot attach
(`T.attach_possible`), so each check elsewhere is one test of an empty tuple.

  - An attached gear is where its unit is (719.3): it lies in the unit's place list (its
    base or its battlefield) with the unit's loc and at; attaching puts it there (421.4,
    not a move) and it follows the unit's moves and recalls (719.3.a). It is in exactly one
    zone, as every card.
  - Its rules text is inactive (718.2, 721.1.b): its activated abilities, triggers and
    passives do nothing (AttachHooks: abilities_of, fire, statics_of, aura_sources, the
    Beginning Phase's Temporary); its effect text (`attached_might`, read
    of the gear: "this gear" is the attached gear, seed 004) and its Might Bonus (the card
    fact `might_bonus`, 718.4) apply to the unit (values.might).
  - Attach and AttachHooks are mixed into the state class only of a game whose cards can
    attach (RBAttachState, picked by rules.state_class); every other game neither imports
    nor runs this module (the terminal and the view read `att` first).
  - When the unit leaves the board its gear detach and stay where it was (719.5, 422.4.b);
    a gear so left at a battlefield is recalled at the next cleanup (422.4.a, 435.1, in
    rules.cleanup, which recalls every unattached gear at a battlefield).
  - Equip (744) is an activated ability (vocab kind "equip", loaded as one whose step is
    `attach`); its cost_less ("enemy_occupied": 1 Energy less per battlefield an opponent
    occupies, seed 004's example) is part of its cost wherever the cost is read (744.1.c.4).
  - Weaponmaster (747) is a play trigger: its controller may pick an Equipment they control
    and pay its Equip cost with its modifications, less [A] (747.1.c.2-3), to attach it to
    the unit; the Equip ability is not activated and the unit is not chosen (747.1.c.6).

Simplifications: "a unit you control" is the selector's "friendly" (tcgsim's selectors have
no "yours"); in 2v2 a teammate's unit may be chosen, and the attach then does nothing. A
gear with several Equip abilities is attached by Weaponmaster for its first one's cost. The
controller of a unit that leaves the board does not order its gear's detaching (719.5.a):
nothing in tcgsim's vocabulary triggers on it.
"""

from __future__ import annotations

from ...core.actions import ALL
from .costs import _pvec
from .effects import IT
from .rules import RBState
from .state import BASE, FIELD, NONE
from .table import ANY


def keyword_triggers(kws: dict) -> list:
    """The triggered abilities a card's keywords stand for (table.Rules adds them to its
    triggers): Weaponmaster, "when you play me, you may attach an Equipment you control to
    me ..." (v1.2 747.1.c); Quick-Draw, "when you play this, attach it to a unit you
    control" (v1.2 745.1.d; its Reaction is a keyword bit, table.Rules)."""
    from .vocab import ABILITY_FIELDS, equip_step

    out = []
    base = {k: (dict(d) if isinstance(d, dict) else d) for k, (_, d) in ABILITY_FIELDS.items()}
    if "weaponmaster" in kws:
        out.append(dict(base, kind="trigger", when="play_me",
                        do=({"verb": "weaponmaster", "if": None},)))
    if "quick_draw" in kws:
        out.append(dict(base, kind="trigger", when="play_me", do=(equip_step(),)))
    return out


class Attach:
    __slots__ = ()

    # ---- the links --------------------------------------------------------------------
    def attached_to(self, g: int) -> int:
        """The unit gear g is attached to, or -1."""
        for x in self.att:
            if x[0] == g:
                return x[1]
        return -1

    def attached_gear(self) -> set:
        """Every attached gear (their rules text is inactive, v1.2 718.2)."""
        return {x[0] for x in self.att}

    def gear_on(self, u: int) -> list:
        """The gear attached to unit u, in the order attached."""
        return [x[0] for x in self.att if x[1] == u]

    def attach(self, g: int, u: int) -> None:
        """v1.2 421: g detaches from any unit it is attached to (421.1.f), goes to u's
        location (421.4: not a move) and is attached to u from now, this turn's number
        kept (the condition attached_this_turn)."""
        if self.attached_to(g) >= 0:
            self.detach(g)
        self._relocate(g, u)
        self.att = self.att + ((g, u, self.turn_no),)
        self.clock += 1
        self.emit("attach", ALL, g, u)

    def detach(self, g: int) -> None:
        """v1.2 422: g stops being attached; it stays where it is (422.4)."""
        u = self.attached_to(g)
        if u < 0:
            return
        self.att = tuple(x for x in self.att if x[0] != g)
        self.clock += 1
        self.emit("detach", ALL, g, u)

    def detach_leaving(self, c: int) -> None:
        """c leaves the board (effects.leave_board, before it leaves its place): a gear
        attached to it detaches and stays at c's location (719.5, 422.4.b); c itself, if an
        attached gear, stops being attached."""
        for x in self.att:
            if x[0] == c or x[1] == c:
                self.detach(x[0])

    def follow(self, u: int) -> None:
        """u moved or was recalled: its gear are where it is (719.3.a)."""
        for x in self.att:
            if x[1] == u:
                self._relocate(x[0], u)

    def _relocate(self, g: int, u: int) -> None:
        loc, at = self.loc, self.at
        if loc[g] == loc[u] and at[g] == at[u]:
            return
        (self.units[at[g]] if loc[g] == FIELD else self.base[self.ctrl_of[g]]).remove(g)
        if loc[u] == FIELD:
            loc[g], at[g] = FIELD, at[u]
            self.units[at[u]].append(g)
        else:
            loc[g], at[g] = BASE, -1
            self.base[self.ctrl_of[g]].append(g)
        self.role[g] = 0
        self.clock += 1

    def attached_might(self, u: int) -> int:
        """What u's attached gear add to its Might (layer 3): each one's Might Bonus
        (718.4) and its effect text's attached_might (718.3) while its `while` holds of the
        gear ("this gear" names the attached gear, seed 004)."""
        T = self.T
        m = 0
        for g, v, _ in self.att:
            if v != u:
                continue
            m += T.might_bonus[g]
            if T.has_static[g]:
                for ab in T.rules[g].statics:
                    if ab["effect"] == "attached_might" and \
                            self.holds(ab["while"], g, self.ctrl_of[g]):
                        m += ab["n"]
        return m

    def attached_this_turn(self, g: int) -> bool:
        """The condition attached_this_turn, of gear g."""
        return any(x[0] == g and x[2] == self.turn_no for x in self.att)

    # ---- Equip costs (v1.2 744.1.c) ----------------------------------------------------
    def enemy_occupied(self, p: int) -> int:
        """cost_less "enemy_occupied": the battlefields an opponent of p occupies -- controls,
        with a unit of theirs there (seed 004's "occupied enemy battlefield"). A game whose
        cards use it has this state class (table.attach_possible)."""
        n = 0
        for i, q in enumerate(self.ctrl):
            if q >= 0 and not self.friends(q, p) and any(
                    self.ctrl_of[u] == q and self.T.is_unit[u] for u in self.units[i]):
                n += 1
        return n

    def equip_cost(self, p: int, g: int):
        """(Energy, Power vector) of g's first Equip ability with its modifications
        (744.1.c.4), or None when g has no Equip."""
        for ab in self.T.rules[g].activated:
            if ab["kind"] == "equip":
                cost = ab["cost"]
                e = cost.get("energy") or 0
                if ab["cost_less"] == "opponent_points":
                    e = max(0, e - max((self.points[q] for q in self.opponents(p)), default=0))
                elif ab["cost_less"]:
                    e = max(0, e - self.enemy_occupied(p))
                return e, _pvec(cost.get("power"))
        return None

    def weaponmaster_cost(self, p: int, g: int):
        """747.1.c.2-3: the Equip cost as if activated, less [A] if it has [A]."""
        cost = self.equip_cost(p, g)
        if cost is None:
            return None
        e, pw = cost
        if pw[ANY]:
            pw = pw[:ANY] + (pw[ANY] - 1,) + pw[ANY + 1:]
        return e, pw

    # ---- the verbs ----------------------------------------------------------------------
    def v_attach(self, k, step, objs):
        """Attach the ability's source (a gear) to its target, a unit its controller
        controls (Equip 744.1.c.2, Quick-Draw 745.1.d). Nothing happens if the gear left
        the board or the unit is no longer a legal choice (objs is then empty)."""
        f = self.resolving[-1]
        ref, p = f[0], f[1]
        g = ref[2] if ref[0] == "act" else f[2]          # the ability's own object
        if not self.on_board(g) or not self.T.is_gear[g] or self.ctrl_of[g] != p:
            return
        for u in objs or ():
            if self.on_board(u) and self.T.is_unit[u] and self.ctrl_of[u] == p:
                self.attach(g, u)
                self.set_var(IT, u)
                return

    def v_weaponmaster(self, k, step, objs):
        """747.1.c: its controller may pick an Equipment they control whose Equip cost,
        modified and less [A], they can pay; paying it attaches it to this unit."""
        f = self.resolving[-1]
        p, u = f[1], f[2]
        if self.on_board(u) and self._weaponmaster_opts(p, u):
            self.ask(p, "weaponmaster", ("weaponmaster_done", p, u))

    def _weaponmaster_opts(self, p: int, u: int) -> list:
        T = self.T
        out = []
        for g in self._board_of(p):
            if not T.is_gear[g] or self.attached_to(g) == u:
                continue
            cost = self.weaponmaster_cost(p, g)
            if cost is not None and self.can_pay(p, cost[0], cost[1], False):
                out.append(g)
        return sorted(out)

    def _opts_weaponmaster(self, p, cont):
        return self._weaponmaster_opts(p, cont[2]) + [NONE]

    def step_weaponmaster_done(self, p: int, u: int, g: int) -> None:
        if g == NONE:
            return
        e, pw = self.weaponmaster_cost(p, g)
        self.emit("weaponmaster", ALL, p, g, u)
        self.stack.append(("weaponmaster_attach", p, g, u))
        if e or any(pw):
            self.stack.append(("pay_runes", p, e, pw, 0))

    def step_weaponmaster_attach(self, p: int, g: int, u: int) -> None:
        if self.on_board(g) and self.on_board(u) and self.ctrl_of[g] == p and \
                self.ctrl_of[u] == p:
            self.attach(g, u)



class AttachHooks:
    """The attach system's additions to the engine's board actions and to what reads
    rules text, in the state class of a game that can attach (RBAttachState, which
    rules.state_class picks once, as the state is made: other games run none of this)."""

    __slots__ = ()

    def leave_board(self, c: int) -> None:
        if self.att:
            self.detach_leaving(c)           # 719.5: before c leaves its place
        super().leave_board(c)

    def move_unit(self, c: int, dest: int) -> bool:
        moved = super().move_unit(c, dest)
        if moved and self.att:
            self.follow(c)                   # its gear go with it (719.3.a; not a move)
        return moved

    def recall(self, c: int) -> None:
        super().recall(c)
        if self.att:
            self.follow(c)

    # an attached gear's rules text is inactive (718.2, 721.1.b)
    def fire(self, event: str, p: int, obj) -> None:
        n = len(self.pending_trig)
        super().fire(event, p, obj)
        if self.att and len(self.pending_trig) > n:
            att = self.attached_gear()
            self.pending_trig[n:] = [x for x in self.pending_trig[n:] if x[2] not in att]

    def abilities_of(self, p: int, timing: int = 0):
        out = super().abilities_of(p, timing)
        if self.att and out:
            att = self.attached_gear()
            out = [x for x in out if x[0] not in att and x[1] not in att]
        return out

    def statics_of(self, p: int, effect: str):
        out = super().statics_of(p, effect)
        if self.att and out:
            att = self.attached_gear()
            out = [x for x in out if x[0] not in att]
        return out

    def aura_sources(self) -> list:
        out = super().aura_sources()
        if self.att and out:
            att = self.attached_gear()
            out = [s for s in out if s not in att]
        return out

    def step_beginning(self, p: int) -> None:
        n = len(self.pending_trig)
        super().step_beginning(p)
        if self.att:                          # an attached Temporary gear does not trigger
            att = self.attached_gear()
            self.pending_trig[n:] = [x for x in self.pending_trig[n:]
                                     if not (x[0] == "temporary" and x[2] in att)]


class RBAttachState(AttachHooks, Attach, RBState):
    """The state of a game some card of which can attach (table.attach_possible)."""
    __slots__ = ()
