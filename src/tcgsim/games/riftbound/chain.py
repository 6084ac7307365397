"""Playing cards and abilities (CR 346-356, 370-374; their costs are costs.py), the chain with
priority (CR 324-336), and triggered abilities put on it (CR 376, 390-392).

Chain items (tuples): (kind, controller, card, key, targets, info)
  kind 0: a spell being played (units and gear leave the chain as they are finalized,
          CR 356); key None; info (how, paid optional cost, accelerate, here battlefield,
          destination) and, for a spell, the Might its kill_top_might cost killed; for a
          unit in a game with a play_here_extra_cost battlefield, the battlefield whose
          extra cost it pays (-1: none; absent: not decided yet)
  kind 1: an activated ability; card = the object that has it, key = (holder, index)
  kind 2: a triggered ability; key = (event, index); info = the event's object
  kind 3: a rules trigger: Temporary (CR 732) or Vision (CR 733); key = its name
Priority (CR 312, 333-336): `prio` holds it while a chain exists and `passes` counts the
passes in a row; when every player has passed, the newest item resolves.

Action ids of the main decisions ("act", "respond", "focus"):
  c                       play card c (from the hand, Champion Zone, facedown, CR 727)
  HIDE + c * 8 + i        hide c at battlefield i (CR 408)
  MOVE + c                a Standard Move of unit c (CR 141), then where, then who else
  ACT + h * 4096 + s * 8 + k   activate ability k of object s, held by h (Heimerdinger
                          holds his friends' [Exhaust] abilities, h != s)
  NONE                    end the turn / pass priority / pass focus
"""

from __future__ import annotations

from itertools import permutations

from ...core.actions import ALL
from .costs import (EFF_BANISH, EFF_BF, EFF_FREE, EFF_HERE, EFF_MUST, HOW_CHAMP,  # noqa: F401
                    HOW_EFFECT, HOW_FACEDOWN, HOW_HAND, HOW_TRASH, _dominates, _pvec,
                    _splits, plan_id, plan_of, plan_words)
from .state import BANISH, BASE, CHAIN, CHAMP, FACEDOWN, FIELD, HAND, NONE, TRASH, ZHAND, \
    ZHIDDEN, Z
from .table import ANY
from .values import K_ACCEL, K_ACTION, K_GANKING, K_HIDDEN, K_REACTION, K_REPEAT, K_VISION

HIDE, MOVE, ACT = 10_000, 20_000, 1_000_000
T_MAIN, T_SHOW, T_CLOSED = 0, 1, 2


class Chain:
    __slots__ = ()

    # ---- timing ----------------------------------------------------------------------
    def timing(self, p: int) -> int:
        if self.chain:
            return T_CLOSED
        if self.showdown is not None:
            return T_SHOW
        return T_MAIN

    def _card_timing_ok(self, p: int, c: int, timing: int, how: int) -> bool:
        if how == HOW_FACEDOWN:
            return True                               # Reaction from facedown (727.3)
        if timing == T_MAIN:
            return p == self.turn and self.phase == "action"
        kw = self.T.kwbits[c] | self.kw_perm[c] | self.kw_turn[c]   # not on the board
        if timing == T_SHOW:
            return bool(kw & (K_ACTION | K_REACTION))
        return bool(kw & K_REACTION)

    # ---- the options of the main decisions ----------------------------------------------
    def _opts_act(self, p, cont):
        return self.play_options(p, T_MAIN) + [NONE]

    def _opts_respond(self, p, cont):
        return self.play_options(p, T_CLOSED) + [NONE]

    def _opts_focus(self, p, cont):
        return self.play_options(p, T_SHOW) + [NONE]

    def play_options(self, p: int, timing: int) -> list:
        out = []
        T = self.T
        main = timing == T_MAIN
        cands = []
        if main:
            if p == self.turn and self.phase == "action":     # any card (_card_timing_ok)
                cands = [(c, HOW_HAND) for c in self.hand[p]]
                cands += [(c, HOW_CHAMP) for c in self.champ[p]]
        else:
            kwb, kp, kt = T.kwbits, self.kw_perm, self.kw_turn
            need = K_ACTION | K_REACTION if timing == T_SHOW else K_REACTION
            cands = [(c, HOW_HAND) for c in self.hand[p] if (kwb[c] | kp[c] | kt[c]) & need]
            cands += [(c, HOW_CHAMP) for c in self.champ[p]
                      if (kwb[c] | kp[c] | kt[c]) & need]
        owner = T.owner
        for f in self.facedown:
            if f >= 0 and owner[f] == p and self.tstamp[f] < self.turn_no:
                cands.append((f, HOW_FACEDOWN))
        # the rune counts every payability test below reads (computed once here)
        rc = self.rune_counts(p) if cands or main else None
        for c, how in cands:
            if self.can_play(p, c, how, rc):
                out.append(c)
        out += self.ability_options(p, timing, rc)
        if main and p == self.turn and self.phase == "action":
            out += self.hide_options(p, rc)
            out += [MOVE + c for c in self.movable(p)]
        out.sort()
        return out

    def movable(self, p: int) -> list:
        """Units p may Standard Move (CR 141): ready, with somewhere to go (`move_dests`
        not empty; the battlefields a unit of p may enter are the same for all of them)."""
        is_unit = self.T.is_unit
        exh = self.exh
        units = [c for c in self._board_of(p) if is_unit[c] and not exh[c]]
        if not units:
            return units
        nbf = len(self.bf)
        dests = [i for i in range(nbf) if self.can_move_to_p(p, i)]
        out = []
        for c in units:
            if self.loc[c] != FIELD:
                if dests:
                    out.append(c)
                continue
            here = self.at[c]
            if not self.no_move_to_base(here) or \
                    any(i != here for i in dests) and self.kw(c) & K_GANKING:
                out.append(c)
        return out

    def move_dests(self, c: int) -> list:
        here = self.at[c] if self.loc[c] == FIELD else -1
        if here < 0:
            return [i for i in range(len(self.bf)) if self.can_move_to(c, i)]
        out = [-1] if not self.no_move_to_base(here) else []
        if self.kw(c) & K_GANKING:                    # CR 726
            out += [i for i in range(len(self.bf)) if i != here and self.can_move_to(c, i)]
        return out

    def hide_options(self, p: int, rc=None) -> list:
        """CR 408, 727: a card with Hidden, from the hand, to a battlefield p controls that
        has no facedown card, for [A]; not at a teammate's (CR 462.8.c.1)."""
        kwbits = self.T.kwbits
        hidden = [c for c in self.hand[p] if kwbits[c] & K_HIDDEN]
        if not hidden:
            return []
        spots = [i for i in range(len(self.bf)) if self.ctrl[i] == p and self.facedown[i] < 0]
        if not spots or not self.can_pay(p, 0, (0,) * 6 + (1,), False, rc):
            return []
        return [HIDE + c * 8 + i for c in hidden for i in spots]

    def ability_options(self, p: int, timing: int, rc=None) -> list:
        if timing == T_MAIN and (p != self.turn or self.phase != "action"):
            return []                                 # 351: a main-timing ability
        out = []
        for h, s, k, ab in self.abilities_of(p, timing):
            if self.ability_usable(p, h, s, k, ab, timing, rc):
                out.append(ACT + h * 4096 + s * 8 + k)
        return out

    def abilities_of(self, p: int, timing: int = T_MAIN):
        """(holder, source, index, ability) of every activated ability p can use (with a
        `timing` other than T_MAIN, only the holders of an Action or Reaction ability and
        the borrowers; ability_usable checks the rest)."""
        T = self.T
        loc, co, legend = self.loc, self.ctrl_of, self.legend[p]
        objs = [h for h in T.holders[0 if timing == T_MAIN else (1 if timing == T_SHOW else 2)]
                if (loc[h] == BASE or loc[h] == FIELD) and co[h] == p or h in legend]
        if not objs:
            return ()
        out = []
        for h in objs:
            for k, ab in enumerate(T.rules[h].activated):
                out.append((h, h, k, ab))
        borrow = [h for h in objs if T.has_static[h] and self.loc[h] != CHAMP and
                  any(a["effect"] == "borrow_exhaust" for a in T.rules[h].statics)]
        if borrow:
            objs = self._board_of(p)
        for h in borrow:                              # Heimerdinger, Inventor
            for s in objs:
                if s == h:
                    continue
                for k, ab in enumerate(T.rules[s].activated):
                    if ab["cost"].get("exhaust"):
                        out.append((h, s, k, ab))
        return out

    def ability_usable(self, p, h, s, k, ab, timing, rc=None) -> bool:
        kws = ab.get("keywords") or ()
        if timing == T_MAIN:
            if p != self.turn or self.phase != "action":
                return False
        elif timing == T_SHOW:
            if "action" not in kws and "reaction" not in kws:
                return False
        elif "reaction" not in kws:
            return False
        cost = ab["cost"]
        if cost.get("exhaust") and self.exh[h]:
            return False
        if cost.get("spend_buff") and not self.buff[h]:
            return False
        if cost.get("recycle_trash") and len(self.trash[p]) < cost["recycle_trash"]:
            return False
        if any(st.get("spells_only") for st in ab["do"]) and \
                not any(self.T.type[c] == "spell" for c in self.hand[p]):
            return False
        if ab.get("while") and not self.holds(ab["while"], s, p):
            return False                      # "use only if I am not empowered"
        e, pw = cost.get("energy") or 0, _pvec(cost.get("power"))
        less = 0
        if ab.get("cost_less"):
            less = max((self.points[q] for q in self.opponents(p)), default=0) if \
                ab["cost_less"] == "opponent_points" else self.enemy_occupied(p)   # attach.py
            e = max(0, e - less)
        if ab.get("alt_cost") and self._base_cost_payable(p, ab["alt_cost"], less):
            e, pw = 0, ()                     # its other base cost can be paid
        if (e or any(pw)) and not self.can_pay(p, e, pw, False, rc):
            return False
        if (self.used[h] >> (8 + k)) & 1 and self.mode_exhausted(s, k):
            return False
        return self._has_targets(("act", s, s, k), p, s, -1)

    def mode_exhausted(self, s, k) -> bool:
        return False

    # ---- can a card be played ------------------------------------------------------------
    def can_play(self, p: int, c: int, how: int, rc=None) -> bool:
        T = self.T
        t = T.type[c]
        e, pw = self.card_cost(p, c, how, paid=0, acc=0)     # cheapest test first
        if not self.can_pay(p, e, pw, t == "spell", rc) and \
                not self._cheaper_if_paid(p, c, how):
            return False
        if t == "unit":
            # from the hand or the Champion Zone the base is a destination, unless the
            # unit's own passive says where it may be played
            if (how >= HOW_FACEDOWN or T.has_static[c]) and not self.unit_dests(p, c, how):
                return False
        elif t == "spell":
            if T.rules[c].spell is None:
                return False                           # an unsupported spell stays in hand
            if not self._has_targets(("spell", c), p, c, self._fd_here(c, how)):
                return False
            if not self._deflect_payable(p, c, how, e, pw):
                return False
        for ab in T.rules[c].costs:
            if ab["optional"]:
                continue
            if (ab["cost"].get("kill_friendly") or ab["cost"].get("kill_top_might")) and not any(
                    T.type[u] == "unit" for u in self._board_of(p)):
                return False
        return True

    def _deflect_payable(self, p: int, c: int, how: int, e: int, pw) -> bool:
        """CR 725, 352.7: a required target whose every option has Deflect needs the
        cheapest Deflect's [A] on top of the cost (else no legal target can be chosen)."""
        if not self.T.deflect_possible:
            return True                               # no card of this game has Deflect
        for step in self.steps_of(("spell", c)):
            sel = step.get("target")
            if not isinstance(sel, dict) or sel.get("choose") or sel.get("up_to"):
                continue
            opts = self.target_options(sel, p, c, self._fd_here(c, how))
            extra = min((self.deflect_cost(p, [x]) for x in opts), default=0)
            if extra:
                more = list(pw)
                more[ANY] += extra
                if not self.can_pay(p, e, more, True):
                    return False
        return True

    def _cheaper_if_paid(self, p: int, c: int, how: int) -> bool:
        """An optional cost that lowers the cost (Brazen Buccaneer's discard) can make a
        card affordable that is not affordable without it."""
        for ab in self.T.rules[c].costs:
            if ab["optional"] and ab.get("reduce") and \
                    sum(1 for x in self.hand[p] if x != c) >= (ab["cost"].get("discard") or 0):
                e, pw = self.card_cost(p, c, how, paid=1, acc=0)
                if self.can_pay(p, e, pw, self.T.type[c] == "spell"):
                    return True
        return False

    def _fd_here(self, c: int, how: int) -> int:
        return self.at[c] if how == HOW_FACEDOWN else -1

    def unit_dests(self, p: int, c: int, how: int) -> list:
        """Where a unit may be played: p's base or a battlefield p controls (CR 352.3);
        an open battlefield with play_to_open; its own battlefield from facedown."""
        if how == HOW_FACEDOWN:
            i = self.at[c] if self.at[c] >= 0 else self._item(c)[1][5][3]   # on the chain
            out = [i] if self.ctrl[i] == p and self.can_enter(p, i) else []
            se = self.T.static_effects
            if "play_only_conquered" in se or "opponents_play_to_base" in se:
                out = self.play_restrictions(p, c, out)
            return out
        out = [-1] if not (how >= HOW_EFFECT and how & EFF_BF) else []
        open_ok = any(ab["effect"] == "play_to_open" for ab in self.T.rules[c].statics)
        for i in range(len(self.bf)):
            if self.ctrl[i] == p and self.can_enter(p, i):
                out.append(i)
            elif open_ok and self.ctrl[i] < 0 and not self.units[i] and self.contest[i] < 0:
                out.append(i)
        if how >= HOW_EFFECT and how & EFF_HERE:
            i = how >> 8                  # "you may play it here" (a permission, CR 352.4)
            if i < len(self.bf) and i not in out and self.can_enter(p, i):
                out.append(i)
        se = self.T.static_effects
        if "play_only_conquered" in se or "opponents_play_to_base" in se:
            out = self.play_restrictions(p, c, out)
        return out

    def _has_targets(self, ref, p: int, src: int, here: int) -> bool:
        for step in self.steps_of(ref):
            t = step.get("target")
            if isinstance(t, dict) and not t.get("choose") and not t.get("up_to"):
                if not self.has_target(t, p, src, here):
                    return False
            o = step.get("other")
            if isinstance(o, dict) and not self.has_target(o, p, src, here):
                return False
        return True

    # ---- playing a card (CR 346-356) ------------------------------------------------------
    def step_act_do(self, p: int, aid: int) -> None:
        self.stack.append(("main", p))
        self.stack.append(("flow",))
        if aid == NONE:
            self.stack.pop()
            self.stack.pop()
            self.stack.append(("end_turn", p))
            return
        self.do_action(p, aid)

    def do_action(self, p: int, aid: int) -> None:
        if aid >= ACT:
            x = aid - ACT
            self.activate(p, x // 4096, (x % 4096) // 8, x % 8)
        elif aid >= MOVE:
            self.stack.append(("move_where", p, aid - MOVE))
        elif aid >= HIDE:
            x = aid - HIDE
            self.hide(p, x // 8, x % 8)
        else:
            how = HOW_HAND if self.loc[aid] == HAND else (
                HOW_CHAMP if self.loc[aid] == CHAMP else HOW_FACEDOWN)
            self.play_card(p, aid, how)

    def hide(self, p: int, c: int, i: int) -> None:
        """CR 408: pay [A], put c facedown at battlefield i."""
        plans = self.pay_plans(p, 0, (0,) * 6 + (1,), False)
        self.pay_with(p, 0, (0,) * 6 + (1,), False, plans[0])
        self.hand[p].remove(c)
        self.hidden[p].append(c)
        self.kn.chosen_unseen(self.hand[p] + [c], Z(p, ZHAND), Z(p, ZHIDDEN), self._others(p))
        self.loc[c] = FACEDOWN
        self.at[c] = i
        self.facedown[i] = c
        self.tstamp[c] = self.turn_no
        self.emit("hide", ALL, p, self.bf[i])
        self.emit("hide_card", p, c, self.bf[i])

    def play_card(self, p: int, c: int, how: int) -> None:
        """Step 1 (CR 351): the card goes to the chain, pending; its choices follow."""
        here = -1
        if how >= HOW_EFFECT and how & EFF_BANISH:
            self.banish[p].remove(c)
        elif how == HOW_HAND or how >= HOW_EFFECT:
            self.from_hand(p, c)
        elif how == HOW_CHAMP:
            self.champ[p].remove(c)
        elif how == HOW_FACEDOWN:
            here = self.at[c]
            self.facedown[here] = -1
            self.hidden[p].remove(c)
            self.kn.seen(c)
            self.at[c] = -1
        elif how == HOW_TRASH:
            self.trash[p].remove(c)
        self.loc[c] = CHAIN
        self.chain.append((0, p, c, None, (), (how, 0, 0, here, -2)))
        self.emit("play", ALL, p, c, how)
        self.stack.append(("play_costs", p, c))
        self.stack.append(("play_choices", p, c, 0))

    def _item(self, c: int):
        for j in range(len(self.chain) - 1, -1, -1):
            if self.chain[j][2] == c and self.chain[j][0] == 0:
                return j, self.chain[j]
        raise KeyError(c)

    def _set_item(self, c: int, **kw) -> None:
        j, it = self._item(c)
        kind, p, card, key, targets, info = it
        info = list(info)
        if "targets" in kw:
            targets = kw["targets"]
        for name, pos in (("paid", 1), ("acc", 2), ("dest", 4)):
            if name in kw:
                info[pos] = kw[name]
        if "here_cost" in kw:                 # a unit's sixth value (see the module doc)
            info[5:6] = [kw["here_cost"]]
        self.chain[j] = (kind, p, card, key, targets, tuple(info))

    def step_play_choices(self, p: int, c: int, k: int) -> None:
        """Step 2 (CR 352): a unit's destination, a spell's targets, optional costs."""
        T = self.T
        j, it = self._item(c)
        how = it[5][0]
        if T.play_here and T.type[c] == "unit" and len(it[5]) == 5:
            # a battlefield's optional additional cost "pay more to play it here": decided
            # with the other choices of CR 352 (353.2.b.1), and before the destination, which
            # its requirement then restricts (seed 004's Dragon's Rest examples)
            self._set_item(c, here_cost=-1)
            if self._opts_play_here_cost(p, ("play_here_done", p, c)):
                self.ask(p, "play_here_cost", ("play_here_done", p, c))
                return
            j, it = self._item(c)
        if T.type[c] == "unit" and it[5][4] == -2:
            self.ask(p, "destination_play", ("play_dest", p, c), public=True)
            return
        if T.type[c] == "spell":
            steps = self.steps_of(("spell", c))
            if k < len(steps):
                step = steps[k]
                t = step.get("target")
                if isinstance(t, dict) and not t.get("choose"):
                    self.stack.append(("play_choices", p, c, k + 1))
                    self.stack.append(("pick_target", p, c, k, 0))
                    if isinstance(step.get("other"), dict):
                        self.stack.pop()
                        self.stack.append(("pick_target", p, c, -1 - k, 0))
                        self.stack.append(("pick_target", p, c, k, 0))
                    return
                self.stack.append(("play_choices", p, c, k + 1))
                if isinstance(step.get("other"), dict):     # duel with "it" (Gentlemen's Duel)
                    self.stack.append(("pick_target", p, c, -1 - k, 0))
                return
        if T.has_static[c] and self.as_played_choice(p, c):
            return                      # CR 352.1: a choice "as I am played" (all_of_domain)
        # optional additional costs (CR 352.7): Accelerate, "you may ... as an additional cost"
        if T.type[c] == "unit" and T.kwbits[c] & K_ACCEL and it[5][2] == 0:
            e, pw = self.card_cost(p, c, how, it[5][1], 1)
            if self.can_pay(p, e, pw, False) or (
                    self.optional_discount(p) and self.optional_modes(p, c, "acc")):
                self.ask(p, "accelerate", ("play_acc", p, c))
                return
        if T.type[c] == "spell" and T.kwbits[c] & K_REPEAT and it[5][2] == 0:
            # Repeat: an optional additional cost decided as it is played (the item's acc)
            e, pw = self.card_cost(p, c, how, it[5][1], 1)
            if self.can_pay(p, e, pw, True) or (
                    self.optional_discount(p) and self.optional_modes(p, c, "acc")):
                self.ask(p, "repeat", ("play_acc", p, c))
                return
        opt = [ab for ab in T.rules[c].costs if ab["optional"]]
        if opt and it[5][1] == 0 and self._optional_payable(p, c, opt[0]):
            self.ask(p, "optional_cost", ("play_opt", p, c))
            return

    def _opts_destination_play(self, p, cont):
        c = cont[2]
        j, it = self._item(c)
        info = it[5]
        how = info[0]
        dests = self.unit_dests(p, c, how)
        if len(info) > 5 or how >= HOW_EFFECT and how & EFF_MUST:
            dests = self.required_dests(p, c, info, dests)
        return [NONE if d < 0 else d for d in dests]

    def required_dests(self, p: int, c: int, info, dests: list) -> list:
        """The destinations of a unit being played that meet the requirements of where to
        play it (seed 004's "I'll Help" and Dragon's Rest examples): a hidden spell's play
        effect's battlefield (CR 727.1.d.3, EFF_MUST), a hidden unit's own (727.1.d.1), the
        battlefield whose extra cost it pays (play_here_extra_cost). `dests` are the legal
        locations (CR 352.2) with every play restriction applied -- a restriction beats a
        requirement (CR 054.1), so a requirement only chooses among them. Requirements met
        together: the places meeting them all; requirements in conflict: the player meets
        one and ignores the others (any place meeting one of them; the seed's rule, which
        v1.1 writes only for damage assignment, 439.1.d.7); a requirement no legal place
        meets is ignored (CR 055: do as much as you can)."""
        how = info[0]
        reqs = []
        if how >= HOW_EFFECT and how & EFF_MUST:
            reqs.append(how >> 8)
        fallback = dests
        if len(info) > 5 and info[5] >= 0:
            if how == HOW_FACEDOWN:
                # its battlefield becomes one requirement among others: the other places
                # are those of a unit from the hand (the base never meets either)
                reqs.append(info[3])
                dests = self.unit_dests(p, c, HOW_HAND)
            reqs.append(info[5])
        reqs = [r for r in reqs if r in dests]
        if not reqs:
            return fallback
        if all(r == reqs[0] for r in reqs):
            return [reqs[0]]                              # one place meets them all
        return [d for d in dests if d in reqs]            # meet one, ignore the others

    def _opts_play_here_cost(self, p, cont):
        """Battlefields whose play_here_extra_cost the unit being played may pay: active
        for p, a legal place for it (CR 352.16: a choice that must make the play illegal
        is not offered; a hidden unit's own battlefield being a requirement it may
        ignore), the total affordable. NONE: pay none."""
        c = cont[2]
        j, it = self._item(c)
        how = it[5][0]
        legal = None
        out = []
        for i in range(len(self.bf)):
            if self.here_cost_of(i, p) is None:
                continue
            if legal is None:
                legal = self.unit_dests(p, c, HOW_HAND if how == HOW_FACEDOWN else how)
            if i in legal:
                e, pw = self.card_cost(p, c, how, max(0, it[5][1]), max(0, it[5][2]),
                                       here=i)
                if self.can_pay(p, e, pw, False):
                    out.append(i)
        return [NONE] + out if out else []

    def step_play_here_done(self, p: int, c: int, i: int) -> None:
        self._set_item(c, here_cost=-1 if i == NONE else i)
        if i != NONE:
            self.emit("play_here_cost", ALL, p, c, self.bf[i])
        self.stack.append(("play_choices", p, c, 0))

    def step_play_dest(self, p: int, c: int, d: int) -> None:
        self._set_item(c, dest=-1 if d == NONE else d)
        self.stack.append(("play_choices", p, c, 0))

    def _opts_accelerate(self, p, cont):
        if self.optional_discount(p):
            return [0] + self.optional_modes(p, cont[2], "acc")   # Ezreal: which part less
        return [0, 1]

    def _opts_repeat(self, p, cont):
        return self._opts_accelerate(p, cont)

    def step_play_acc(self, p: int, c: int, yes: int) -> None:
        self._set_item(c, acc=yes if yes else -1)          # yes > 1: see _add_optional
        self.stack.append(("play_choices", p, c, 99))

    def _optional_payable(self, p: int, c: int, ab) -> bool:
        cost = ab["cost"]
        if cost.get("energy") or cost.get("power"):
            j, it = self._item(c)
            e, pw = self.card_cost(p, c, it[5][0], 1, max(0, it[5][2]))
            if not self.can_pay(p, e, pw, self.T.type[c] == "spell") and not (
                    self.optional_discount(p) and self.optional_modes(p, c, "paid")):
                return False
        if cost.get("discard"):
            return len(self.hand[p]) >= cost["discard"]
        if cost.get("exhaust_friendly"):
            return any(self.T.type[u] == "unit" and not self.exh[u] for u in self._board_of(p))
        return True

    def _opts_optional_cost(self, p, cont):
        c = cont[2]
        j, it = self._item(c)
        e, pw = self.card_cost(p, c, it[5][0], 0, max(0, it[5][2]))
        if not self.can_pay(p, e, pw, self.T.type[c] == "spell"):
            if self.optional_discount(p):
                return self.optional_modes(p, c, "paid")
            return [1]                  # affordable only with its cost-lowering option
        if self.optional_discount(p):
            return [0] + self.optional_modes(p, c, "paid")     # Ezreal: which part less
        return [0, 1]

    def step_play_opt(self, p: int, c: int, yes: int) -> None:
        self._set_item(c, paid=yes if yes else -1)         # yes > 1: see _add_optional

    def step_pick_target(self, p: int, c: int, k: int, picked: int) -> None:
        if k >= 0 and self.T.rules[c].spell["do"][k]["verb"] == "split" and \
                self.split_amount_at_play(c, k) <= 0:
            return                        # CR 352.14.c: no damage to split, no target
        self.ask(p, "target", ("target_done", p, c, k), public=False)

    def _sel_of(self, c: int, k: int):
        steps = self.steps_of(("spell", c))
        return steps[k]["target"] if k >= 0 else steps[-1 - k]["other"]

    def _opts_target(self, p, cont):
        c, k = cont[2], cont[3]
        j, it = self._item(c)
        sel = self._sel_of(c, k)
        chosen = [x for kk, cs in it[4] if kk == k for x, _ in cs]
        opts = [x for x in self.target_options(sel, p, c, it[5][3]) if x not in chosen]
        opts = [x for x in opts if self._deflect_ok(p, c, it, x)]
        opts = [x for x in opts if self.group_ok(sel, chosen + [x])]     # CR 352.11.a
        if self.T.rules[c].costs and opts:
            opts = self._not_certain_to_die(p, c, it, opts)
        return opts + ([NONE] if sel["up_to"] or not opts else [])

    def _top_units(self, p: int) -> list:
        units = [u for u in self._board_of(p) if self.T.type[u] == "unit"]
        top = max((self.might(u) for u in units), default=0)
        return [u for u in units if self.might(u) == top]

    def _not_certain_to_die(self, p: int, c: int, it, opts) -> list:
        """CR 352.16 (seed 004's example): with a cost "kill your highest-Might unit", a
        unit that cost is certain to kill (every unit of the highest Might is chosen
        already, or it is the only one) is not a choice -- unless there is no other."""
        if not any(ab["cost"]["kill_top_might"] for ab in self.T.rules[c].costs):
            return opts
        tops = self._top_units(p)
        chosen = {x for _, cs in it[4] for x, _ in cs}
        out = [x for x in opts if not (x in tops and set(tops) <= chosen | {x})]
        return out or opts

    def _deflect_ok(self, p, c, it, x) -> bool:
        extra = self.deflect_cost(p, [x] + [y for _, cs in it[4] for y, _ in cs])
        if not extra:
            return True
        e, pw = self.card_cost(p, c, it[5][0], 0, 0)
        pw = list(pw)
        pw[ANY] += extra
        return self.can_pay(p, e, pw, True)

    def step_target_done(self, p: int, c: int, k: int, x: int) -> None:
        j, it = self._item(c)
        if x == NONE:
            return
        targets = dict(it[4])
        targets[k] = tuple(targets.get(k, ())) + ((x, self.tstamp[x]),)
        self._set_item(c, targets=tuple(sorted(targets.items())))
        sel = self._sel_of(c, k)
        n = sel["count"] or 1
        if k >= 0 and self.T.rules[c].spell["do"][k]["verb"] == "split":
            n = min(n, self.split_amount_at_play(c, k))          # CR 352.14.c
        if len(targets[k]) < n:
            self.stack.append(("pick_target", p, c, k, 0))

    def step_play_costs(self, p: int, c: int) -> None:
        """Steps 3-4 (CR 353-354): the total cost, the discounts' order, then payment."""
        j, it = self._item(c)
        how, paid, acc = it[5][0], max(0, it[5][1]), max(0, it[5][2])
        ds = self.discounts(p, c, paid)
        if len(ds) >= 2:
            results = {self.card_cost(p, c, how, paid, acc, order) for order in
                       permutations(range(len(ds)))}
            if len(results) > 1:
                self.ask(p, "discount_order", ("play_pay", p, c))
                return
        self.stack.append(("play_pay", p, c, 0))

    def _opts_discount_order(self, p, cont):
        c = cont[2]
        j, it = self._item(c)
        n = len(self.discounts(p, c, it[5][1] > 0))
        return list(range(len(list(permutations(range(n))))))

    def total_cost(self, p: int, c: int, order_id: int = 0):
        j, it = self._item(c)
        how, paid, acc = it[5][0], max(0, it[5][1]), max(0, it[5][2])
        n = len(self.discounts(p, c, paid))
        order = list(permutations(range(n)))[order_id] if n else None
        e, pw = self.card_cost(p, c, how, paid, acc, order)
        extra = self.deflect_cost(p, [y for _, cs in it[4] for y, _ in cs])
        if extra:
            pw = list(pw)
            pw[ANY] += extra
            pw = tuple(pw)
        return e, pw

    def step_play_pay(self, p: int, c: int, order_id: int) -> None:
        e, pw = self.total_cost(p, c, order_id)
        spell = self.T.type[c] == "spell"
        self.stack.append(("play_extra_costs", p, c))
        self.stack.append(("pay_runes", p, e, pw, int(spell)))

    def step_pay_runes(self, p: int, e: int, pw, spell: int) -> None:
        self.ask(p, "pay", ("pay_done", p, e, pw, spell), public=True)

    def _opts_pay(self, p, cont):
        """A way to pay is named by the runes it leaves (plan_id)."""
        return self.pay_plans(p, cont[2], cont[3], bool(cont[4]), ids=True)

    def step_pay_done(self, p: int, e: int, pw, spell: int, k: int) -> None:
        self.pay_with(p, e, pw, bool(spell), plan_of(k))

    def step_play_extra_costs(self, p: int, c: int) -> None:
        """Costs other than Energy and Power: discard, kill or exhaust a friendly unit."""
        j, it = self._item(c)
        self.stack.append(("play_finalize", p, c))
        for ab in self.T.rules[c].costs:
            if ab["optional"] and it[5][1] <= 0:
                continue
            cost = ab["cost"]
            if cost.get("discard"):
                for _ in range(cost["discard"]):
                    self.stack.append(("cost_discard", p))
            if cost.get("kill_friendly"):
                self.stack.append(("cost_pick", p, "kill"))
            if cost.get("kill_top_might"):
                self.stack.append(("cost_pick", p, "kill_top"))
            if cost.get("exhaust_friendly"):
                self.stack.append(("cost_pick", p, "exhaust"))

    def step_cost_discard(self, p: int) -> None:
        self.ask(p, "discard", ("cost_discard_done", p))

    def step_cost_discard_done(self, p: int, c: int) -> None:
        self.discard(p, c)

    def step_cost_pick(self, p: int, what: str) -> None:
        self.ask(p, "cost_unit", ("cost_pick_done", p, what))

    def _opts_cost_unit(self, p, cont):
        what = cont[2]
        if what == "kill_top":
            # the highest-Might units (a tie: the player picks); not the card's targets
            # unless every one of them is (CR 352.16, 354.3)
            tops = sorted(self._top_units(p))
            mine = {x for _, cs in self.chain[-1][4] for x, _ in cs}
            return [u for u in tops if u not in mine] or tops
        out = sorted(u for u in self._board_of(p) if self.T.type[u] == "unit" and
                     (what == "kill" or not self.exh[u]))
        if what == "kill" and self.chain and self.chain[-1][0] == 0:
            # CR 354.3: not a unit the card itself chose, unless there is no other
            mine = {x for _, cs in self.chain[-1][4] for x, _ in cs}
            out = [u for u in out if u not in mine] or out
        return out

    def step_cost_pick_done(self, p: int, what: str, u: int) -> None:
        if what == "kill_top":
            # its Might as it is killed, for "+Might equal to the killed unit's" (Feast):
            # kept with the item being played (its info's 6th place)
            it = self.chain[-1]
            if self.T.type[it[2]] == "spell":      # a unit's sixth value is its here_cost
                self.chain[-1] = it[:5] + (it[5][:5] + (max(0, self.might(u)),),)
            self.kill(u, None)
            return
        if what == "kill":
            self.kill(u, None)            # a replaced kill still counts as paid (seed 004)
        else:
            self.exh[u] = 1
            self.emit("exhaust", ALL, u)

    def step_play_finalize(self, p: int, c: int) -> None:
        """Step 6 (CR 356): a unit or gear enters the board at once (nobody may respond);
        a spell stays on the chain, finalized, and its controller gets priority."""
        j, it = self._item(c)
        T = self.T
        how, paid, acc, here, dest = it[5][:5]
        self.played[p] += 1
        if T.type[c] in ("unit", "gear"):
            del self.chain[j]
            if T.type[c] == "gear":
                self.enter(c, p, -1, True)
            else:
                # ready with Accelerate, or having paid a battlefield's play_here_extra_cost
                ready = acc > 0 or len(it[5]) > 5 and it[5][5] >= 0
                self.enter(c, p, dest, ready or self.enters_ready(p, c))
            if T.kwbits[c] & K_VISION:
                self.trigger_one(p, c, "vision", None)
            self.fire_me("play_me", c, p, int(paid > 0))   # its play effect reads `paid`
            self.after_played(p, c)
        else:
            self.chain[j] = (0, p, c, None, it[4], (how, paid, acc, here, -1) + it[5][5:])
            self.prio = p
            self.passes = 0
            self.note_chain_start(p)

    def after_played(self, p: int, c: int) -> None:
        """CR 406.4: "when you play" abilities trigger once the play is complete."""
        if not self.friends(self.turn, p):
            self.fire("you_play_card_opp_turn", p, c)
        if self.T.type[c] == "spell":
            self.fire("you_play_spell", p, c)
            self.fire("player_plays_spell", p, c)

    def note_chain_start(self, p: int) -> None:
        sd = self.showdown
        if sd is not None and len(self.chain) == 1 and p >= 0:
            self.showdown = sd[:5] + (1,)     # a player's chain: Focus moves after it (343)

    # ---- activated abilities (CR 370-374) ------------------------------------------------
    def activate(self, p: int, h: int, s: int, k: int, opp: int = -1, alt: int = -1) -> None:
        ab = self.T.rules[s].activated[k]
        cost = ab["cost"]
        less = ab.get("cost_less")
        if less and opp < 0 and less == "opponent_points":
            # CR 390-391: the choice (an opponent) first, then the total cost from it
            self.ask(p, "opponent", ("act_opponent_done", p, h, s, k), public=True)
            return
        if ab.get("alt_cost") and alt < 0:
            # "1 or [C]": its controller picks the base cost to pay (seed 004's Legion
            # Marauder); the other parts of `cost` are paid either way
            self.ask(p, "alt_cost", ("act_alt_done", p, h, s, k, opp), public=True)
            return
        if cost.get("exhaust"):
            self.exh[h] = 1
        if cost.get("spend_buff"):
            self.buff[h] = 0
        e, pw = cost.get("energy") or 0, _pvec(cost.get("power"))
        if alt == 1:
            e, pw = ab["alt_cost"].get("energy") or 0, _pvec(ab["alt_cost"].get("power"))
        if opp >= 0:
            e = max(0, e - self.points[opp])         # 1 less per point of that opponent
        elif less:
            e = max(0, e - self.enemy_occupied(p))   # attach.py (v1.2 744.1.c.4)
        self.emit("activate", ALL, p, h, s, k)
        self.stack.append(("act_push", p, h, s, k) + ((opp, alt) if opp >= 0 or alt >= 0
                                                      else ()))
        if cost.get("banish_me") and self.on_board(h):
            self.leave_board(h)
            self.to_zone(h, BANISH)
            self.emit("banish", ALL, h)
        for _ in range(cost.get("recycle_trash") or 0):
            self.stack.append(("recycle_trash_pick", p))
        if e or any(pw):
            self.stack.append(("pay_runes", p, e, pw, 0))

    def _opts_opponent(self, p, cont):
        if cont[0] == "act_opponent_done":      # an opponent whose points make it payable
            ab = self.T.rules[cont[3]].activated[cont[4]]
            return [q for q in self.opponents(p)
                    if any(self._base_cost_payable(p, c, self.points[q])
                           for c in (ab["cost"], ab["alt_cost"]) if c is not None)]
        return self.opponents(p)

    def step_act_opponent_done(self, p: int, h: int, s: int, k: int, q: int) -> None:
        self.activate(p, h, s, k, q)

    def _opts_alt_cost(self, p, cont):
        s, k, opp = cont[3], cont[4], cont[5]
        ab = self.T.rules[s].activated[k]
        less = self.points[opp] if opp >= 0 else 0
        return [i for i, c in enumerate((ab["cost"], ab["alt_cost"]))
                if self._base_cost_payable(p, c, less)]

    def _base_cost_payable(self, p: int, cost, less: int = 0) -> bool:
        e, pw = max(0, (cost.get("energy") or 0) - less), _pvec(cost.get("power"))
        return not (e or any(pw)) or self.can_pay(p, e, pw, False)

    def step_act_alt_done(self, p: int, h: int, s: int, k: int, opp: int, i: int) -> None:
        self.activate(p, h, s, k, opp, i)

    def step_recycle_trash_pick(self, p: int) -> None:
        self.ask(p, "recycle", ("recycle_trash_done", p))

    def _opts_recycle(self, p, cont):
        return sorted(self.trash[p])

    def step_recycle_trash_done(self, p: int, c: int) -> None:
        self.trash[p].remove(c)
        self.deck[p].insert(0, c)
        self.loc[c] = 0
        self.emit("recycle", ALL, p, c)

    def step_act_push(self, p: int, h: int, s: int, k: int, opp: int = -1,
                      alt: int = -1) -> None:
        ab = self.T.rules[s].activated[k]
        ref = ("act", h, s, k)
        steps = ab["do"]
        self.fire("you_activate", p, (s, k, alt))
        if steps and all(st["verb"] in _ADD_VERBS for st in steps) and \
                steps[-1]["verb"] != "pay_any":
            # an ability that adds resources resolves at once (CR 388.2, 416); with its
            # "pay any amount" (Ancient Henge), that is paid as it resolves
            self.begin_resolve(ref, p, h, (), None)
            return
        self.chain.append((1, p, h, (s, k), (), opp if opp >= 0 else None))
        self.note_chain_start(p)
        self.stack.append(("item_targets", len(self.chain) - 1, 0))

    def step_item_targets(self, j: int, k: int) -> None:
        """Targets of an ability on the chain (activated or triggered), chosen as it is
        put there (CR 352.4); then its controller gets priority."""
        it = self.chain[j]
        ref = self._ref_of(it)
        steps = self.steps_of(ref)
        while k < len(steps):
            t = steps[k].get("target")
            if isinstance(t, dict) and not t.get("choose"):
                opts = self.target_options(t, it[1], self._src_of(it), -1)
                if opts:
                    self.stack.append(("item_targets", j, k + 1))
                    self.ask(it[1], "target_ability", ("item_target_done", j, k))
                    return
            k += 1
        if it[0] == 2 and it[3][0] != "delayed":
            ab = self._trig_ability(it)
            if ab["cost"] is not None and ab["cost"]["kill_me"]:
                # CR 392.2: the cost of a trigger put on the chain, paid now or declined
                # (then it is removed); the seed's Polar Fan must kill itself to do so
                self.ask(it[1], "optional", ("trig_cost_done", self._ref_of(it), it[1], it[2], j),
                         public=True)         # whether it can be paid is public
                return
        self.prio = it[1]
        self.passes = 0

    def step_trig_cost_done(self, ref, p: int, src: int, j: int, yes: int) -> None:
        if not (yes and self.on_board(src)):
            del self.chain[j]                  # declined: never a chain item (CR 392.2.a)
            return
        self.kill(src, src)
        self.prio = p
        self.passes = 0

    def _opts_target_ability(self, p, cont):
        j, k = cont[1], cont[2]
        it = self.chain[j]
        t = self.steps_of(self._ref_of(it))[k]["target"]
        chosen = [x for kk, cs in it[4] if kk == k for x, _ in cs]
        opts = [x for x in self.target_options(t, it[1], self._src_of(it), -1) if x not in chosen]
        return [x for x in opts if self.can_pay(it[1], 0, _deflect_vec(self, it[1], x), False)]

    def step_item_target_done(self, j: int, k: int, x: int) -> None:
        it = self.chain[j]
        targets = dict(it[4])
        targets[k] = tuple(targets.get(k, ())) + ((x, self.tstamp[x]),)
        self.chain[j] = it[:4] + (tuple(sorted(targets.items())),) + it[5:]
        pw = _deflect_vec(self, it[1], x)
        if any(pw):                      # CR 725: an ability choosing a Deflect unit
            self.stack.append(("pay_runes", it[1], 0, pw, 0))

    def _ref_of(self, it):
        kind = it[0]
        if kind == 0:
            return ("spell", it[2])
        if kind == 1:
            return ("act", it[2], it[3][0], it[3][1])
        if kind == 2:
            if it[3][0] == "delayed":
                return it[3][1]
            return ("trig", it[2], it[3][0], it[3][1])
        return ("rule", it[3])

    def _src_of(self, it) -> int:
        return it[2]

    # ---- the flow: cleanups, priority, focus ---------------------------------------------
    def step_flow(self, clean: int = 1) -> None:
        """What happens next: a cleanup (CR 318-323), then priority on an open chain, or
        focus in a showdown. `clean=0` after a pass that leaves more to pass: the pass
        changed only who has priority (or focus), and the last flow's cleanup had reached
        its fixed point, so a cleanup now would change nothing."""
        if self.outcome is not None:
            return
        depth = len(self.stack)
        if clean:
            self.cleanup()
        if self.outcome is not None or len(self.stack) > depth or self.pending is not None:
            if len(self.stack) > depth:                # a step to run first, then again
                self.stack.insert(depth, ("flow",))
            return
        if self.chain:
            if self.prio < 0:
                self.prio = self.chain[-1][1]
                self.passes = 0
            self.ask(self.prio, "respond", ("respond_do",))
            return
        if self.showdown is not None:
            self.ask(self.focus, "focus", ("focus_do",))

    def step_respond_do(self, aid: int) -> None:
        p = self.prio
        if aid == NONE:
            self.passes += 1
            if self.passes >= self.n:
                self.stack.append(("flow",))
                self.prio = -1
                self.passes = 0
                self.stack.append(("resolve_top",))
            else:
                self.stack.append(("flow", 0))
                self.prio = (p + 1) % self.n
            return
        self.stack.append(("flow",))
        self.do_action(p, aid)

    def step_focus_do(self, aid: int) -> None:
        p = self.focus
        sd = self.showdown
        if aid == NONE:
            passes = sd[4] + 1
            if passes >= self.n:
                self.stack.append(("flow",))
                self.stack.append(("showdown_end",))
                return
            self.stack.append(("flow", 0))
            self.showdown = sd[:4] + (passes,) + sd[5:]
            self.focus = (p + 1) % self.n
            return
        self.stack.append(("flow",))
        self.showdown = sd[:4] + (0,) + sd[5:]
        self.do_action(p, aid)

    def step_resolve_top(self) -> None:
        """Step 4 (CR 336): the newest item resolves."""
        it = self.chain[-1]
        kind, p = it[0], it[1]
        self.stack.append(("after_resolve",))
        if kind == 0:
            c = it[2]
            self.stack.append(("spell_done", p, c))
            self.emit("resolve", ALL, p, c)
            if it[5][2] > 0:                           # Repeat paid: a second run, after
                self.stack.append(("repeat_go", p, c, it[5][0], int(it[5][1] > 0), it[5][3]))
            self.begin_resolve(("spell", c), p, c, it[4], it[5][0], paid=int(it[5][1] > 0),
                               here=it[5][3])         # its event object: how it was played
            if len(it[5]) > 5:
                self.set_x(it[5][5])                   # the Might its cost killed (Feast)
            return
        self.chain.pop()
        if kind == 3:
            self.rule_trigger(it)
            return
        ref = self._ref_of(it)
        self.emit("resolve_ability", ALL, p, it[2])
        if kind == 2:
            ab = self._trig_ability(it)
            if ab is not None and ab.get("optional") and not (
                    ab["cost"] is not None and ab["cost"]["kill_me"]):   # paid: it goes on
                self.stack.append(("optional_go", ref, p, it[2], it[4], it[5]))
                return
            if ab is not None and ab.get("if") and not self.holds_trig(ab["if"], it):
                return
        self.begin_resolve(ref, p, it[2], it[4], it[5])

    def step_repeat_go(self, p: int, c: int, how: int, paid: int, here: int) -> None:
        """Repeat (v1.4 820): the spell's instructions again, on the same chain item (no
        second item); its additional costs were paid as it was played and are not done
        again (seed 004's Repeat example)."""
        if self.outcome is not None:
            return
        self.emit("repeat", ALL, p, c)
        self.begin_resolve(("repeat", c), p, c, (), how, paid=paid, here=here)

    def _trig_ability(self, it):
        if it[3][0] == "delayed":
            return None
        return self.T.rules[it[2]].triggers[it[3][0]][it[3][1]]

    def holds_trig(self, cond, it) -> bool:
        fake = (self._ref_of(it), it[1], it[2], it[4], (-1, 0, -1, 0, it[5], ()), -1)
        return self.step_cond(cond, fake)

    def step_optional_go(self, ref, p, src, targets, ev) -> None:
        self.ask(p, "optional", ("optional_done", ref, p, src, targets, ev))

    def _opts_optional(self, p, cont):
        if cont[0] == "trig_cost_done" and not self.on_board(cont[3]):
            return [0]                  # "kill me" is no longer payable
        if cont[0] == "optional_done":
            cost = self._trig_cost(cont[1])
            if cost and not self._trig_cost_payable(p, cont[3], cost):
                return [0]
        return [0, 1]

    def _trig_cost(self, ref):
        if ref[0] != "trig":
            return None
        return self.T.rules[ref[1]].triggers[ref[2]][ref[3]].get("cost")

    def _trig_cost_payable(self, p, src, cost) -> bool:
        if cost.get("exhaust") and (self.exh[src] or not self.on_board(src)):
            return False
        return self.can_pay(p, cost.get("energy") or 0, _pvec(cost.get("power")), False)

    def step_optional_done(self, ref, p, src, targets, ev, yes) -> None:
        """A "you may" trigger; one with a cost (Mistfall) is done by paying it."""
        if not yes:
            return
        cost = self._trig_cost(ref)
        self.begin_resolve(ref, p, src, targets, ev)
        if cost:
            if cost.get("exhaust"):
                self.exh[src] = 1
            e, pw = cost.get("energy") or 0, _pvec(cost.get("power"))
            if e or any(pw):
                self.stack.append(("pay_runes", p, e, pw, 0))

    def step_spell_done(self, p: int, c: int) -> None:
        j, it = self._item(c)
        del self.chain[j]
        self.loc[c] = TRASH
        self.trash[self.T.owner[c]].append(c)
        self.after_played(p, c)

    def step_after_resolve(self) -> None:
        if self.chain:
            self.prio = self.chain[-1][1]
            self.passes = 0
            return
        self.prio = -1
        sd = self.showdown
        if sd is not None and sd[5]:
            self.focus = (self.focus + 1) % self.n     # CR 343: Focus moves on
            self.showdown = sd[:4] + (0, 0)

    # ---- triggered abilities become chain items (CR 376.3, 322.8) -------------------------
    def step_finalize_trig(self) -> None:
        if not self.pending_trig:
            return
        order = self.seats_from(self.turn)
        pend = self.pending_trig
        best = min(range(len(pend)), key=lambda j: (order.index(pend[j][1]), j))
        mine = [j for j in range(len(pend)) if pend[j][1] == pend[best][1]]
        if len(mine) >= 2 and len({pend[j][2:4] for j in mine}) >= 2:
            # CR 376.3: a player orders their own simultaneous triggers
            self.ask(pend[best][1], "trigger_order", ("trigger_pick",), public=True)
            return
        self.put_trigger(best)

    def _opts_trigger_order(self, p, cont):
        return [j for j in range(len(self.pending_trig)) if self.pending_trig[j][1] == p]

    def step_trigger_pick(self, j: int) -> None:
        self.stack.append(("flow",))
        self.put_trigger(j)

    def put_trigger(self, best: int) -> None:
        what, p, c, key, obj = self.pending_trig.pop(best)
        if what in ("temporary", "vision"):
            self.chain.append((3, p, c, what, (), obj))
        elif what == "delayed":
            self.chain.append((2, p, c, ("delayed", key), (), obj))
        else:
            ab = self.T.rules[c].triggers[key[0]][key[1]]
            if ab.get("if") and not self.holds_trig(ab["if"], (2, p, c, key, (), obj)):
                return
            self.chain.append((2, p, c, key, (), obj))
            j = len(self.chain) - 1
            if not self._trigger_has_targets(j):
                del self.chain[j]                      # no legal choice: removed (CR 390)
                return
            self.stack.append(("item_targets", j, 0))
            return
        self.prio = p
        self.passes = 0

    def _trigger_has_targets(self, j) -> bool:
        it = self.chain[j]
        for step in self.steps_of(self._ref_of(it)):
            t = step.get("target")
            if isinstance(t, dict) and not t.get("choose") and not t.get("up_to"):
                if not self.target_options(t, it[1], it[2], -1):
                    return False
        return True

    def rule_trigger(self, it) -> None:
        what, p, c = it[3], it[1], it[2]
        if what == "temporary":
            if self.on_board(c):
                self.kill(c, c)                        # CR 732
        elif what == "vision":                         # CR 733
            if self.deck[p]:
                top = self.deck[p][-1]
                self.kn.seen(top, (p,))
                self.emit("look", p, p, top)
                self.ask(p, "vision", ("vision_done", p))

    def _opts_vision(self, p, cont):
        return [0, 1]

    def step_vision_done(self, p: int, yes: int) -> None:
        if yes and self.deck[p]:
            c = self.deck[p].pop()
            self.deck[p].insert(0, c)
            self.emit("recycle_top", ALL, p)

    # ---- Standard Move (CR 141) -------------------------------------------------------
    def step_move_where(self, p: int, c: int) -> None:
        self.ask(p, "move_to", ("move_to_done", p, c), public=True)

    def _opts_move_to(self, p, cont):
        return [NONE if d < 0 else d for d in self.move_dests(cont[2])]

    def step_move_to_done(self, p: int, c: int, d: int) -> None:
        dest = -1 if d == NONE else d
        self.exh[c] = 1                                  # the cost: exhaust (141.2)
        self.stack.append(("move_more", p, dest, (c,)))

    def step_move_more(self, p: int, dest: int, group) -> None:
        self.ask(p, "move_also", ("move_also_done", p, dest, group), public=True)

    def _opts_move_also(self, p, cont):
        dest, group = cont[2], cont[3]
        out = [c for c in self.movable(p) if c not in group and dest in self.move_dests(c)]
        if out and "move_tax" in self.T.static_effects:
            tax = self.move_tax(p, dest)          # one more unit: [A] each after the first
            if tax and not self.can_pay(p, 0, (0,) * 6 + (tax * len(group),), False):
                out = []
        return out + [NONE]

    def move_tax(self, p: int, dest: int) -> int:
        """[A] per unit after the first that p pays to move several units at once to
        battlefield `dest`: one for each unit there with "an opponent moving several units
        to my battlefield pays [A] for each after the first" whose controller is p's
        opponent (an applied cost, seed 004's Mageseeker Inquisitor; the Standard Move is
        tcgsim's only move of several units at once)."""
        if dest < 0:
            return 0
        T = self.T
        return sum(1 for u in self.units[dest] if T.has_static[u] and
                   not self.friends(self.ctrl_of[u], p)
                   for ab in T.rules[u].statics if ab["effect"] == "move_tax")

    def step_move_also_done(self, p: int, dest: int, group, c: int) -> None:
        if c != NONE:
            self.exh[c] = 1
            self.stack.append(("move_more", p, dest, group + (c,)))
            return
        if len(group) > 1 and "move_tax" in self.T.static_effects:
            tax = self.move_tax(p, dest) * (len(group) - 1)
            if tax:                                      # paid with the exhausts (141.3.c)
                self.stack.append(("move_group", dest, group))
                self.stack.append(("pay_runes", p, 0, (0,) * 6 + (tax,), 0))
                return
        for u in group:                                  # several units move together
            self.move_unit(u, dest)

    def step_move_group(self, dest: int, group) -> None:
        for u in group:
            self.move_unit(u, dest)

    def step_play_from_trash(self, p: int, c: int) -> None:
        pw = self._chompers_power(c)
        if self.can_pay(p, 0, pw, False) and self.unit_dests(p, c, HOW_TRASH):
            self.ask(p, "optional", ("trash_play_done", p, c))

    def step_trash_play_done(self, p: int, c: int, yes: int) -> None:
        if yes and self.loc[c] == TRASH:
            self.play_card(p, c, HOW_TRASH)


_ADD_VERBS = ("add_energy", "add_power", "pay_any")


def _deflect_vec(s, p: int, x: int) -> tuple:
    """The Power vector ([A] each) p pays more to choose x (Deflect, CR 725)."""
    return (0,) * 6 + (s.deflect_cost(p, [x]),)


_ = (FACEDOWN, HAND, K_HIDDEN, ZHIDDEN)
