"""Game actions (CR 395-418) and the effect verbs of vocab.py: how each executes, on which
objects, and the triggers it fires (CR 376).

An ability resolves as a frame on `resolving` (CR 151.3: nothing else resolves in the middle
of a resolution): (ref, controller, source, targets, vars). `ref` names the ability:
  ("spell", card) | ("act", source, holder, index) | ("trig", card, event, index) |
  ("temp", card) | ("delay", card, parent ref, step index)
`targets` holds (step index, ((card, stamp), ...)) pairs chosen when it was put on the
chain; `vars` = (it, killed, discarded, paid, event object) -- what later steps read.
Its steps run one per stack record ("exec", k); a step that needs a choice asks and goes
on in ("exec_pick", k, ...).
"""

from __future__ import annotations

from ...core.actions import ALL
from .state import (BANISH, BASE, CHAIN, DECK, FIELD, HAND, NONE, RESERVE, TRASH, ZDECK,
                    ZHIDDEN, Z)
from .cards import DOMAINS
from .values import F_UNITS_READY, K_DEFLECT, K_HIDDEN, K_READY

IT, KILLED, DISCARDED, PAID, EVENT, REVEALED = range(6)
COST_N = 6          # a seventh var, only in frames that use it: a number a cost fixed -- the
                    # amount a pay_any step paid, the Might of the unit a kill_top_might cost killed
OPP = 7             # an eighth, the same way: the opponent a choose_opponent step chose


class Effects:
    __slots__ = ()

    # ---- the board -------------------------------------------------------------------
    def enter(self, c: int, p: int, where: int, ready: bool) -> None:
        """c enters the board under p's control: its base (where = -1) or battlefield."""
        self.ctrl_of[c] = p
        self.tstamp[c] += 1
        self.clock += 1
        self.exh[c] = 0 if ready else 1
        if where < 0:
            self.loc[c] = BASE
            self.at[c] = -1
            self.base[p].append(c)
        else:
            self.loc[c] = FIELD
            self.at[c] = where
            self.units[where].append(c)
            if self.ctrl[where] != p and self.T.type[c] == "unit" and \
                    self.contest[where] < 0 and not self.friends(self.ctrl[where], p) \
                    if self.ctrl[where] >= 0 else (self.T.type[c] == "unit"
                                                   and self.contest[where] < 0):
                self.contest[where] = p                      # CR 181.3.a
                self.emit("contest", ALL, self.bf[where], p)
        self.emit("enter", ALL, c, p, where, int(ready))

    def leave_board(self, c: int) -> None:
        """c leaves the board: temporary modifications end (CR 109)."""
        if self.at[c] >= 0 and self.loc[c] == FIELD:
            self.units[self.at[c]].remove(c)
        elif self.loc[c] == BASE:
            self.base[self.ctrl_of[c]].remove(c)
        self.clock += 1
        self.dmg[c] = 0
        self.buff[c] = 0
        self.stun[c] = 0
        self.tmp[c] = 0
        self.kw_turn[c] = 0
        self.kw_perm[c] = 0
        self.kw_combat[c] = 0
        self.emp[c] = 0                       # empowered is a board-only state (v1.4 828)
        self.role[c] = 0
        self.exh[c] = 0
        self.at[c] = -1
        if self.shields:
            self.shields = [x for x in self.shields if x[0] != c]
        self.ctrl_of[c] = self.T.owner[c]

    def to_zone(self, c: int, place: int) -> None:
        """A card that left the board or the chain goes to its owner's trash, banishment or
        hand; a token stops existing (back to the reserve, CR 177.1)."""
        p = self.T.owner[c]
        if self.T.token[c]:
            self.loc[c] = RESERVE
            self.reserve[p].append(c)
            return
        self.loc[c] = place
        if place == TRASH:
            self.trash[p].append(c)
        elif place == BANISH:
            self.banish[p].append(c)
        elif place == HAND:
            self.to_hand(c)

    def kill(self, c: int, by) -> None:
        """CR 415: a permanent goes from the board to the trash (a replacement may apply:
        Highlander's save, CR 366). Deathknell needs it to reach the trash (CR 724)."""
        if self.delayed and "any_damage_lethal" in self.T.static_effects:
            self.delayed = [d for d in self.delayed if d[1] != "any_lethal" or d[2] != c]
        for i, d in enumerate(self.delayed):
            if d[1] == "save" and d[2] == c and d[3] == self.tstamp[c]:
                del self.delayed[i]
                self.dmg[c] = 0
                self.exh[c] = 1
                self.emit("saved", ALL, c)
                self.recall(c)
                return
        p = self.ctrl_of[c]
        where = self.at[c] if self.loc[c] == FIELD else -1
        self.leave_board(c)
        self.to_zone(c, TRASH)
        self.emit("die", ALL, c, p)
        if self.T.type[c] == "unit":
            if not self.died_first[p]:
                self.died_first[p] = 1
                self.fire("friendly_dies_first", p, c)
        if not self.T.token[c]:
            self.fire_me("die_me", c, p, where)

    def recall(self, c: int) -> None:
        """CR 428: to its controller's base; not a move (nothing stops it)."""
        if self.loc[c] != FIELD:
            return
        self.units[self.at[c]].remove(c)
        p = self.ctrl_of[c]
        self.at[c] = -1
        self.loc[c] = BASE
        self.base[p].append(c)
        self.role[c] = 0
        self.clock += 1
        self.emit("recall", ALL, c)

    def can_move_to(self, c: int, dest: int) -> bool:
        """A unit may enter a battlefield unless units of 2 other players are there (CR
        423.2); in a game of more than 2 players not one with a combat (CR 421.2)."""
        if dest < 0:
            return True
        return self.can_move_to_p(self.ctrl_of[c], dest)

    def can_move_to_p(self, p: int, dest: int) -> bool:
        """`can_move_to` for a unit p controls, to battlefield `dest`."""
        co = self.ctrl_of
        others = {co[u] for u in self.units[dest] if co[u] != p}
        if len(others) >= 2:
            return False
        if self.n > 2 and self.combat is not None and self.combat[0] == dest and \
                p not in self.combat[1:]:
            return False
        return True

    def move_unit(self, c: int, dest: int) -> bool:
        """A move (CR 419-427): instant, no chain; a move to a battlefield the mover does
        not control contests it (CR 424)."""
        if self.loc[c] not in (BASE, FIELD):
            return False
        here = self.at[c] if self.loc[c] == FIELD else -1
        if here == dest or not self.can_move_to(c, dest):
            return False
        if dest < 0 and here >= 0 and self.no_move_to_base(here):
            return False                     # the place forbids it: the move does nothing
        p = self.ctrl_of[c]
        if here >= 0:
            self.units[here].remove(c)
        else:
            self.base[p].remove(c)
        self.clock += 1
        if dest < 0:
            self.loc[c] = BASE
            self.at[c] = -1
            self.base[p].append(c)
            self.role[c] = 0
        else:
            self.loc[c] = FIELD
            self.at[c] = dest
            self.units[dest].append(c)
            if self.ctrl[dest] != p and self.contest[dest] < 0 and not (
                    self.ctrl[dest] >= 0 and self.friends(self.ctrl[dest], p)):
                # a move to a teammate's battlefield contests nothing (CR 462.8: teammates
                # are not opponents; a combat is between opposing players, CR 436)
                self.contest[dest] = p
                self.emit("contest", ALL, self.bf[dest], p)
        self.emit("move", ALL, c, here, dest)
        self.fire_me("move_me", c, p, dest)
        if dest >= 0:
            self.fire_me("move_me_to_bf", c, p, dest)
        return True

    def trash_facedown(self, i: int) -> None:
        f = self.facedown[i]
        self.facedown[i] = -1
        p = self.T.owner[f]
        self.hidden[p].remove(f)
        self.kn.seen(f)
        self.at[f] = -1
        self.to_zone(f, TRASH)
        self.emit("reveal_trash", ALL, f, self.bf[i])

    def make_token(self, p: int, kind: str, where: int, ready: bool) -> int:
        sprite = kind == "sprite"
        for c in self.reserve[p]:
            if self.T.sprite[c] == sprite:
                self.reserve[p].remove(c)
                if where >= 0 and not self.can_enter(p, where):
                    where = -1
                self.enter(c, p, where, ready or self.enters_ready(p, c))
                return c
        return -1

    def can_enter(self, p: int, i: int) -> bool:
        others = {self.ctrl_of[u] for u in self.units[i] if self.ctrl_of[u] != p}
        return len(others) < 2

    def enters_ready(self, p: int, c: int) -> bool:
        """A unit enters exhausted (CR 140.4) unless something says otherwise."""
        if self.kw(c) & K_READY or self.turn_flags[p] & F_UNITS_READY:
            return True
        return any(src != c for src, _ in self.statics_of(p, "others_enter_ready"))

    def discard(self, p: int, c: int) -> None:
        """CR 409: from the hand to the trash, face up."""
        self.from_hand(p, c)
        self.loc[c] = TRASH
        self.trash[p].append(c)
        self.discarded[p] += 1
        self.emit("discard", ALL, p, c)
        self.fire_me("discard_me", c, p, None)

    def buff_unit(self, c: int, p: int) -> bool:
        """CR 413, 701: a +1 Might buff if it has none."""
        if self.buff[c] or self.T.type[c] != "unit" or not self.on_board(c):
            return False
        self.buff[c] = 1
        self.emit("buff", ALL, c)
        self.fire("you_buff", p, c)
        return True

    def deal(self, p: int, c: int, amount: int, spell: bool, by: int = -1) -> None:
        """CR 404: damage to a unit; a spell's or ability's damage gets Bonus Damage.
        `by`: the object dealing it (the ability's source, a dueling unit), -1 for none."""
        if not self.on_board(c) or self.T.type[c] != "unit":
            return
        if spell:
            amount += self.bonus_damage(p, c)
        if amount <= 0:
            return
        self.dmg[c] += amount
        self.emit("damage", ALL, c, amount)
        if by >= 0 and self.T.has_static[by] and self.any_lethal_src(by, c):
            self.mark_any_lethal(c)
        self.doomed_damaged(c)

    # ---- "enemy units I deal damage to die, whatever the amount" (Elder Dragon) ----------
    def any_lethal_src(self, src: int, c: int) -> bool:
        """src is on the board with an active any_damage_lethal passive and c is an enemy
        unit of its controller (seed 004: the passive changes the lethal damage of the
        enemy units it assigns damage to; CR 140.2.a)."""
        if "any_damage_lethal" not in self.T.static_effects or not self.on_board(src):
            return False
        p = self.ctrl_of[src]
        if self.friends(self.ctrl_of[c], p):
            return False
        return any(ab["effect"] == "any_damage_lethal" and self.holds(ab["while"], src, p)
                   for ab in self.T.rules[src].statics)

    def mark_any_lethal(self, c: int) -> None:
        """c's damage is lethal whatever its Might while it stays on the board with that
        damage (values.has_lethal); the mark goes when it is killed or saved (kill) and
        when the turn's effects end (rules.step_expire)."""
        self.delayed.append((self.ctrl_of[c], "any_lethal", c, self.tstamp[c]))

    def marked_any_lethal(self, c: int) -> bool:
        st = self.tstamp[c]
        return any(d[1] == "any_lethal" and d[2] == c and d[3] == st for d in self.delayed)

    def doomed_damaged(self, c: int) -> None:
        """A unit a `doom` step named this turn was dealt damage: it is killed."""
        for d in self.delayed:
            if d[1] == "doom" and d[2] == c and d[3] == self.tstamp[c] and self.on_board(c):
                self.delayed = [x for x in self.delayed if x is not d]
                self.kill(c, None)
                return

    def mod_might(self, c: int, n: int, minimum) -> None:
        """This turn's +/- Might; a minimum is snapshotted now (CR 450.3)."""
        if minimum is not None and n < 0:
            cur = self.might(c)
            n = max(n, min(0, minimum - cur))
        if n:
            self.tmp[c] += n
            self.emit("might", ALL, c, n)

    # ---- triggers (CR 376) ---------------------------------------------------------------
    def no_move_to_base(self, i: int) -> bool:
        b = self.bf[i]
        return self.T.has_static[b] and any(ab["effect"] == "no_move_to_base"
                                            for ab in self.T.rules[b].statics)

    def fire(self, event: str, p: int, obj) -> None:
        """Every ability that triggers on `event` for player p ("you ...") becomes pending.
        obj: the battlefield index of a _here event, the unit of a unit event."""
        cards = self.T.trig_index.get(event)
        if not cards:
            return
        for c in cards:
            loc = self.loc[c]
            if event in ("each_beginning_start", "player_plays_spell"):
                if self.T.type[c] != "battlefield" or c not in self.bf:
                    continue
                i = self.bf.index(c)
                # CR 181.6: its controller handles it, the turn player if nobody controls
                # it; "a player plays a spell": that player
                ctrl = p if event == "player_plays_spell" else (
                    self.ctrl[i] if self.ctrl[i] >= 0 else self.turn)
            elif event.endswith("_here"):
                if self.T.type[c] != "battlefield" or obj is None or self.bf[obj] != c:
                    continue
                ctrl = p
            else:
                if loc not in (BASE, FIELD) and self.T.type[c] != "legend":
                    continue
                ctrl = self.ctrl_of[c] if self.T.type[c] != "legend" else self.T.owner[c]
                if ctrl != p:
                    continue
            for k, ab in enumerate(self.T.rules[c].triggers[event]):
                if event == "you_play_spell" and ab.get("min_cost") and \
                        self.T.energy[obj] < ab["min_cost"]:
                    continue
                if event == "you_activate" and ab.get("min_cost") and (
                        self._base_energy(obj) or 0) < ab["min_cost"]:
                    continue                # its base cost, before any reduction (CR 130.4)
                self.pending_trig.append(("trig", ctrl, c, (event, k), obj))

    def _base_energy(self, obj):
        """An activated ability's base Energy cost, obj = (source, index, alt): the
        base cost its controller chose when it has two (alt 1: alt_cost, seed 004)."""
        ab = self.T.rules[obj[0]].activated[obj[1]]
        return (ab["alt_cost"] if obj[2] == 1 else ab["cost"])["energy"]

    def fire_me(self, event: str, c: int, p: int, obj) -> None:
        r = self.T.rules[c]
        abs_ = r.triggers.get(event)
        if abs_:
            for k in range(len(abs_)):
                self.pending_trig.append(("trig", p, c, (event, k), obj))

    def trigger_one(self, p: int, c: int, what: str, obj) -> None:
        self.pending_trig.append((what, p, c, None, obj))

    # ---- targets --------------------------------------------------------------------------
    def legal_target(self, sel: dict, c: int, p: int, src: int, here: int = -1) -> bool:
        T = self.T
        what = sel["what"]
        t = T.type[c]
        if what == "spell":
            return self._spell_target_ok(sel, c, p, src)
        if what == "unit" and t != "unit" or what == "gear" and t != "gear" and \
                not self.also_gear(c) or what == "unit_or_gear" and t not in ("unit", "gear"):
            return False
        loc = self.loc[c]
        if loc != BASE and loc != FIELD:
            return False
        side = sel["side"]
        if side == "friendly" and not self.friends(self.ctrl_of[c], p) or \
                side == "enemy" and self.friends(self.ctrl_of[c], p):
            return False
        at = sel["at"]
        if t == "gear" and sel.get("gear_at") is not None:
            at = sel["gear_at"]
        if at == "battlefield" and loc != FIELD or at == "base" and loc != BASE:
            return False
        if at == "here":
            a = self._here(src)
            if a < 0 or loc != FIELD or self.at[c] != a:
                return False
        if at == "combat" and not self.role[c]:
            return False
        if here >= 0 and (loc != FIELD or self.at[c] != here):
            return False                     # a card played from facedown: "here" (727)
        if sel["other"] and c == src:
            return False
        if T.has_static[c] and not self.role[c] and not self.friends(self.ctrl_of[c], p) and \
                any(ab["effect"] == "shroud_unless_combat" for ab in T.rules[c].statics):
            return False
        mm = sel["max_might"]
        if mm is not None and self.might(c) > mm:
            return False
        dm = sel.get("domain")
        if dm is not None and dm not in self.domains_of(c):
            return False
        return True

    def as_played_choice(self, p: int, c: int) -> bool:
        """A choice its passive asks "as I am played" (CR 352.1), made among the play's
        choices: all_of_domain's domain, once. True when it is asked now."""
        if not any(ab["effect"] == "all_of_domain" for ab in self.T.rules[c].statics) or \
                any(x[0] == c and x[1] == "domain" for x in self.shields):
            return False
        self.ask(p, "domain", ("domain_done", p, c), public=True)
        return True

    def _opts_domain(self, p, cont):
        return list(range(len(DOMAINS)))

    def step_domain_done(self, p: int, c: int, d: int) -> None:
        # kept with the card (a shield of "perm" duration): it applies once c is on the
        # board (values.domains_of) and ends as c leaves it (leave_board)
        self.shields.append((c, "domain", d, "perm"))
        self.clock += 1
        self.emit("domain", ALL, c, d)
        self.stack.append(("play_choices", p, c, 99))

    def play_restrictions(self, p: int, c: int, dests: list) -> list:
        """Where p may play unit c (chain.unit_dests' places, -1 the base) under the play
        restrictions of CR 352.4 / 054.1 ("can't" beats "can", and beats the requirement
        of the effect that plays it -- seed 004's Perched Dark Dragon and Mageseeker Warden):
        "play me only to a battlefield you conquered this turn" (not to the base); an
        opponent's "opponents play units only to their base"."""
        T = self.T
        if T.has_static[c] and any(ab["effect"] == "play_only_conquered"
                                   for ab in T.rules[c].statics):
            dests = [i for i in dests if i >= 0 and self.conquered[p] >> i & 1]
        if dests and any(self.statics_of(q, "opponents_play_to_base")
                         for q in self.opponents(p)):
            dests = [i for i in dests if i < 0]
        return dests

    def also_gear(self, c: int) -> bool:
        """c is a unit that is a gear as well (also_gear, CR 132.1, 132.3): what speaks of
        gear -- "kill a gear", "kill all gear" -- includes it; it stays a unit for the rest
        (seed 004: a unit that is a gear may move to battlefields, so the cleanup's recall
        of gear, CR 322.5, is of the other gear)."""
        T = self.T
        return T.has_static[c] and any(ab["effect"] == "also_gear" for ab in T.rules[c].statics)

    def _spell_target_ok(self, sel: dict, c: int, p: int, src: int) -> bool:
        """A spell on the chain (finalized, CR 352.8.a.2), not the choosing one (352.8.c);
        `side` speaks of its controller."""
        if self.T.type[c] != "spell" or self.loc[c] != CHAIN or c == src:
            return False
        it = next((x for x in self.chain if x[0] == 0 and x[2] == c), None)
        if it is None or it[5][4] == -2:
            return False                      # pending: still being played (chain.play_card)
        side = sel["side"]
        return not (side == "friendly" and not self.friends(it[1], p) or
                    side == "enemy" and self.friends(it[1], p))

    def _here(self, src: int) -> int:
        if src < 0:
            return -1
        if self.T.type[src] == "battlefield":
            return self.bf.index(src) if src in self.bf else -1
        return self.at[src] if self.loc[src] == FIELD else -1

    def target_options(self, sel: dict, p: int, src: int, here: int = -1) -> list:
        if sel["what"] == "spell":
            return sorted(c for c in self.chain_cards() if self._spell_target_ok(sel, c, p, src))
        cands = []
        for i in range(len(self.bf)):
            cands += self.units[i]
        for q in range(self.n):
            cands += self.base[q]
        return sorted(c for c in cands if self.legal_target(sel, c, p, src, here))

    def group_ok(self, sel: dict, cards) -> bool:
        """A group restriction (CR 352.11): all at one location; Might totalling N or less."""
        if sel.get("together") and len({(self.loc[c], self.at[c], self.ctrl_of[c]
                                          if self.loc[c] == BASE else -1) for c in cards}) > 1:
            return False
        tm = sel.get("total_might")
        return tm is None or sum(max(0, self.might(c)) for c in cards) <= tm

    def group_subsets(self, sel: dict, cards) -> list:
        """CR 352.11.b: the subsets of the still-legal targets that meet the group
        restriction and that no further target could join (the largest legal groups)."""
        ok = []
        cards = sorted(cards)
        for mask in range(1, 1 << len(cards)):
            sub = tuple(c for j, c in enumerate(cards) if mask >> j & 1)
            if self.group_ok(sel, sub):
                ok.append(sub)
        return [a for a in ok if not any(set(a) < set(b) for b in ok)]

    def has_target(self, sel: dict, p: int, src: int, here: int = -1) -> bool:
        """Whether some object is a legal choice for `sel` (target_options, stopping at
        the first one)."""
        if sel["what"] == "spell":
            return bool(self.target_options(sel, p, src, here))
        legal = self.legal_target
        for i in range(len(self.bf)):
            for c in self.units[i]:
                if legal(sel, c, p, src, here):
                    return True
        for q in range(self.n):
            for c in self.base[q]:
                if legal(sel, c, p, src, here):
                    return True
        return False

    def deflect_cost(self, p: int, cards) -> int:
        """CR 725: an opponent's spell or ability that chooses this costs [A] more each."""
        n = 0
        for c in cards:
            if self.kw(c) & K_DEFLECT and not self.friends(self.ctrl_of[c], p):
                n += self.kw_value(c, "deflect")
        return n

    # ---- resolving ---------------------------------------------------------------------
    def frame(self):
        return self.resolving[-1]

    def set_var(self, i: int, v) -> None:
        f = self.resolving[-1]
        vs = list(f[4])
        vs[i] = v
        self.resolving = self.resolving[:-1] + ((f[0], f[1], f[2], f[3], tuple(vs), f[5]),)

    def set_x(self, v: int) -> None:
        """A number a cost fixed (frame var COST_N, added to the frame on use): the amount
        a pay_any step paid, the Might of the unit a kill_top_might cost killed."""
        f = self.resolving[-1]
        vs = list(f[4]) + [0] * (COST_N + 1 - len(f[4]))
        vs[COST_N] = v
        self.resolving = self.resolving[:-1] + ((f[0], f[1], f[2], f[3], tuple(vs), f[5]),)

    def set_ext(self, i: int, v: int) -> None:
        """Set frame var COST_N or OPP (the frame grows to hold it; an absent OPP is -1)."""
        f = self.resolving[-1]
        vs = list(f[4])
        while len(vs) <= i:
            vs.append(0 if len(vs) == COST_N else -1)
        vs[i] = v
        self.resolving = self.resolving[:-1] + ((f[0], f[1], f[2], f[3], tuple(vs), f[5]),)

    def chosen_opponent(self) -> int:
        vs = self.resolving[-1][4]
        return vs[OPP] if len(vs) > OPP else -1

    def x_paid(self) -> int:
        vs = self.resolving[-1][4]
        return vs[COST_N] if len(vs) > COST_N else 0

    def steps_of(self, ref) -> list:
        kind = ref[0]
        r = self.T.rules
        if kind == "spell" or kind == "repeat":
            return r[ref[1]].spell["do"]
        if kind == "act":
            return r[ref[2]].activated[ref[3]]["do"]
        if kind == "trig":
            return r[ref[1]].triggers[ref[2]][ref[3]]["do"]
        if kind == "delay":
            return self.steps_of(ref[2])[ref[3]]["do"]
        if kind == "mode":
            return self.steps_of(ref[1])[ref[2]]["modes"][ref[3]]
        return []

    def begin_resolve(self, ref, p: int, src: int, targets, evobj, paid: int = 0,
                      here: int = -1) -> None:
        self.resolving = self.resolving + ((ref, p, src, targets,
                                            (-1, 0, -1, paid, evobj, ()), here),)
        self.stack.append(("end_resolve",))
        self.stack.append(("exec", 0))

    def step_end_resolve(self) -> None:
        self.resolving = self.resolving[:-1]

    def chosen(self, k: int) -> list:
        """The still-legal targets step k chose (CR 356: illegal ones are skipped)."""
        f = self.resolving[-1]
        ref, p, src, targets = f[0], f[1], f[2], f[3]
        sel = self.steps_of(ref)[k]
        for kk, cs in targets:
            if kk == k:
                out = []
                for c, stamp in cs:
                    if self.tstamp[c] == stamp and self.legal_target(
                            sel["target"], c, p, src, f[5]):
                        out.append(c)
                return out
        return []

    def resolve_targets(self, k: int, step: dict) -> list | None:
        """The objects step k acts on: its chosen targets, "it", "me", "event"; None when
        the step has no target parameter."""
        t = step.get("target")
        f = self.resolving[-1]
        if t is None:
            return None
        if t == "it":
            it = f[4][IT]
            return [it] if it >= 0 and self.on_board(it) else []
        if t == "me":
            return [f[2]] if self.on_board(f[2]) else []
        if t == "event":
            e = f[4][EVENT]
            return [e] if isinstance(e, int) and e >= 0 and self.on_board(e) else []
        if t.get("choose"):
            return None                      # chosen now, by exec_pick
        return self.chosen(k)

    def step_exec(self, k: int) -> None:
        f = self.resolving[-1]
        steps = self.steps_of(f[0])
        if k >= len(steps) or self.outcome is not None:
            return
        step = steps[k]
        self.stack.append(("exec", k + 1))
        cond = step.get("if")
        if cond is not None and not self.step_cond(cond, f):
            # the instruction is not done, but a target chosen as it was played is still
            # what a later "it" names (seed 004's Unsung Assassin: "if it is your turn, move
            # a friendly unit ...; if I am empowered, ready that unit")
            t = step.get("target")
            if isinstance(t, dict) and not t.get("choose") and f[0] and f[0][0] != "mode":
                objs = self.resolve_targets(k, step)
                if objs:
                    self.set_var(IT, objs[-1])
            return
        t = step.get("target")
        if isinstance(t, dict) and (t.get("choose") or f[0][0] == "mode"):
            # a mode is chosen on resolution (Udyr), and so are its steps' targets
            opts = self.target_options(t, f[1], f[2], f[5])
            if not opts:
                return
            self.stack.append(("exec_choose", k, 0))
            return
        objs = self.resolve_targets(k, step)
        if isinstance(t, dict) and objs and not self.group_ok(t, objs):
            self.stack.append(("exec_keep", k, ()))     # CR 352.11.b: pick a legal subset
            return
        self.run_verb(k, step, objs)

    def step_exec_keep(self, k: int, kept) -> None:
        f = self.resolving[-1]
        step = self.steps_of(f[0])[k]
        subs = [s for s in self.group_subsets(step["target"], self.chosen(k))
                if set(kept) <= set(s)]
        if len(subs) == 1:
            self.run_verb(k, step, list(subs[0]))
            return
        if not subs:
            return
        self.ask(f[1], "keep_target", ("exec_keep_done", k, kept))

    def _opts_keep_target(self, p, cont):
        """The original targets to keep, one at a time; done once the kept ones form a
        largest legal group."""
        f = self.resolving[-1]
        k, kept = cont[1], cont[2]
        subs = [s for s in self.group_subsets(self.steps_of(f[0])[k]["target"], self.chosen(k))
                if set(kept) <= set(s)]
        out = sorted({c for s in subs for c in s if c not in kept})
        return out + ([NONE] if tuple(sorted(kept)) in subs else [])

    def step_exec_keep_done(self, k: int, kept, c: int) -> None:
        if c == NONE:
            f = self.resolving[-1]
            self.run_verb(k, self.steps_of(f[0])[k], list(kept))
            return
        self.stack.append(("exec_keep", k, tuple(sorted(kept + (c,)))))

    def step_cond(self, cond: str, f) -> bool:
        vs = f[4]
        if cond in ("paid", "not_paid"):
            # a play effect reads the optional cost its card was played with (CR 353.4.d.1)
            paid = bool(vs[PAID]) or (f[0] is not None and f[0][0] == "trig" and
                                      f[0][2] == "play_me" and vs[EVENT] == 1)
            return paid if cond == "paid" else not paid
        if cond == "from_hand":
            from .chain import EFF_BANISH, HOW_EFFECT, HOW_HAND
            return f[0] is not None and f[0][0] in ("spell", "repeat") and \
                isinstance(vs[EVENT], int) and (vs[EVENT] == HOW_HAND or vs[EVENT] >= HOW_EFFECT
                                                and not vs[EVENT] & EFF_BANISH)
        if cond == "killed":
            return bool(vs[KILLED])
        if cond == "only_unit_there":
            it = vs[IT]
            if it < 0 or not self.on_board(it):
                return False
            p = f[1]
            return sum(1 for u in self.place_units(it) if self.ctrl_of[u] == p
                       and self.T.type[u] == "unit") == 1
        if cond == "units_there_4":
            i = vs[EVENT]
            return isinstance(i, int) and 0 <= i < len(self.bf) and \
                sum(1 for u in self.units[i] if self.ctrl_of[u] == f[1]) >= 4
        spell = f[0] is not None and f[0][0] in ("spell", "repeat")
        return self.holds(cond, f[2], f[1], "played" if spell else None)

    def step_exec_choose(self, k: int, _unused: int) -> None:
        f = self.resolving[-1]
        self.ask(f[1], "choose", ("exec_chosen", k))

    def _opts_choose(self, p, cont):
        f = self.resolving[-1]
        step = self.steps_of(f[0])[cont[1]]
        return self.target_options(step["target"], f[1], f[2], f[5])

    def step_exec_chosen(self, k: int, c: int) -> None:
        f = self.resolving[-1]
        step = self.steps_of(f[0])[k]
        self.run_verb(k, step, [c])

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
        "no" always allowed (the instruction names a card type)."""
        p = self.resolving[-1][1]
        how = self._effect_how(step)
        if any(self._effect_playable(p, c, how, step) for c in self.hand[p]):
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


_ = (CHAIN, ZHIDDEN, Z)
