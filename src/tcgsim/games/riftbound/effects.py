"""Game actions (CR 395-418) on the board, triggers (CR 376), targets, and resolving an
ability (the effect verbs its steps run are verbs.py).

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
from .state import BANISH, BASE, CHAIN, FIELD, HAND, NONE, RESERVE, TRASH, ZHIDDEN, Z
from .cards import DOMAINS
from .values import F_UNITS_READY, K_DEFLECT, K_READY

IT, KILLED, DISCARDED, PAID, EVENT, REVEALED = range(6)
COST_N = 6          # a seventh var, only in frames that use it: a number a cost fixed -- the
                    # amount a pay_any step paid, the Might of the unit a kill_top_might cost killed
OPP = 7             # an eighth, the same way: the opponent a choose_opponent step chose
MADE = 8            # a ninth, in games with a copy verb only: the token a token step made
                    # (a copy step after it puts the copy on that token)


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
        """c leaves the board: temporary modifications end (CR 109). (What is attached to
        it detaches: attach.AttachHooks.)"""
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
            if self.T.copies and c in self.T.copy_src:
                from .copies import end_copy
                end_copy(self, c)
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
        kinds = self.T.tok_kind
        for c in self.reserve[p]:
            if kinds[c] == kind:
                if self.T.copy_src and c in self.T.copy_src:
                    from .copies import reuse
                    if not reuse(self, c):       # its copy is still read (copies.end_copy)
                        continue
                self.reserve[p].remove(c)
                if where >= 0 and not self.can_enter(p, where):
                    where = -1
                self.enter(c, p, where, ready or self.enters_ready(p, c))
                if self.T.copy_possible and self.resolving:
                    self.set_ext(MADE, c)
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

_ = (CHAIN, ZHIDDEN, Z)
