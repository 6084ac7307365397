"""Weiß Schwarz -- granted abilities at work, every kind (a mixin of WSState, first among its
bases so that it refines auto.py's, attack.py's and verbs.py's readings).

A granted ability works as if printed on the card that has it, for the stated period (seed
000 영속/자동/기동 효과; the Comprehensive Rules on abilities granted by effects): a one-shot
grant lives in `mods` as (card, "grant", path, last turn) ("grant_cont" for a 【CONT】 or an
Assist, so that values.py knows cheaply when one is in force) until that turn ends or the card
leaves the stage (a new object, rules.leave_stage); a 【CONT】's grant holds while its source is
where the 【CONT】 works and its condition holds. The controller of a granted ability is the
owner of the card that has it (a grant to an opponent's character is the opponent's ability).

- `granted(c)`: every ability granted to c now, of every kind: one-shot grants and the grants
  of 【CONT】 abilities in force whose target covers c (auto.py fires the 【AUTO】 ones);
- 【CONT】 and Assist: `granted_cont_sources` feeds values._cont_sources, so power, soul, level,
  the restrictions (verbs_restrict) and `cannot_reverse` read them as the card's own;
- Encore and "when this card is put into your waiting room from the stage": a leave-the-stage
  ability looks back in time (CR), so rules.leave_stage keeps what the card had as it left
  (`grants_left`: (card, "left", path, this turn) records, read while it is off the stage);
- 【ACT】: the main phase offers a character's granted 【ACT】 abilities after its own
  (`granted_act_options`, action 100 + slot*5 + k, k counting on from its own), `act_at`;
- "until the end of your opponent's next turn" counts from the controller of the granting
  ability: granted during the opponent's turn it lasts to the end of their next turn.
"""

from __future__ import annotations

import threading

from ...core.actions import ALL
from .table import _tables_in
from .values import cont_granted

_BUSY = threading.local()      # set while granted 【CONT】 abilities are being gathered
_GRANT_TAGS = ("grant", "grant_cont")
_LEAVE_KINDS = ("encore",)     # + 【AUTO】 "when this card is put into your waiting room from the stage"


def _in_battle_targets(T) -> bool:
    """Does some effect of table T target "a character in battle" (`_choose_target`: a target
    {"from": "in_battle", ...}; `_group`: the target "in_battle" or {"who": "in_battle", ...})?"""
    return any(t.get("target") == "in_battle" or t.get("from") == "in_battle"
               or t.get("who") == "in_battle" for abils in T.abils for t in _tables_in(abils))


class GrantSteps2:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    # lean.py: each refinement is needed only when some card of the game uses its feature
    OPTIONAL = {"attack_options": lambda T: T.grant_flags["gp"],
                "granted_cannot_side": lambda T: T.grant_flags["side"],
                "encore_abilities": lambda T: T.grant_flags["leave"],
                "step_deal_damage": lambda T: T.grant_flags["nodmg"],
                "step_reverse_chosen": lambda T: T.grant_flags["noautorev"],
                "_choose_target": _in_battle_targets,
                "_group": _in_battle_targets}

    # ---- the abilities granted to a card --------------------------------------------------
    def granted(self, c: int) -> list:
        """(path, ability) of every ability granted to c: on the stage, by one-shot effects
        and by 【CONT】 grants in force; off the stage, what it had as it left (`grants_left`)."""
        mods = self.mods
        s = self.slot_of(c)
        if s < 0:
            return [(m[2], self.walk(m[2])) for m in mods if m[0] == c and m[1] == "left"]
        out = [(m[2], self.walk(m[2])) for m in mods if m[0] == c and m[1] in _GRANT_TAGS]
        T = self.T
        if T.grant_cards and self._grant_sources_live():
            q = self.owner(c)
            gc = T.grant_cards
            for sp in (0, 1):
                st = self.stage[sp]
                for ss in range(5):
                    src = st[ss]
                    if src >= 0 and src in gc:
                        self._cont_grants_to(sp, src, ss, "stage", q, s, c, out)
                for src in self.climax[sp]:
                    if src in gc:
                        self._cont_grants_to(sp, src, -1, None, q, s, c, out)
                for src in self.memory[sp]:
                    if src in gc:
                        self._cont_grants_to(sp, src, -1, "memory", q, s, c, out)
        return out

    def _cont_grants_to(self, sp, src, ss, zone, q, s, c, out) -> None:
        """The abilities src's 【CONT】 abilities (working from `zone`; None: any) grant c."""
        for i, a in self.T.cont[src]:
            if zone is not None and a.get("zone", "stage") != zone:
                continue
            held = None
            for k, e in enumerate(a["effect"]):
                if e["verb"] != "grant" or not self._cont_targets(sp, src, ss, e, q, s, c):
                    continue
                if held is None:
                    held = self.condition_holds(sp, src, a.get("condition"))
                if held:
                    out.append((f"{src}.{i}.effect.{k}.ability", e["ability"]))

    def _any_grants(self) -> bool:
        for m in self.mods:
            if m[1] in _GRANT_TAGS or m[1] == "left":
                return True
        return bool(self.T.grant_cards) and self._grant_sources_live()

    def grants_left(self, c: int, slot: int) -> list:
        """rules.leave_stage, before c leaves the stage for the waiting room: records of the
        leave-the-stage abilities c has been granted (Encore, 【AUTO】 "when this card is put
        into your waiting room from the stage"), which still trigger as it leaves (CR: such
        an ability looks back in time), and of the position it leaves when some ability of
        the game returns a card "to its previous stage position" ((c, "left_slot", slot,
        turn)). They end with this turn, or when c leaves the stage again."""
        T, t = self.T, self.turn
        out = [(c, "left_slot", slot, t)] if T.grant_flags["prev"] else []
        if not T.grant_flags["leave"]:
            return out
        own, others, once = T.leave_grants
        if others or once:
            got = self.granted(c) if self._may_have_left_grants(c) else ()
        elif c in own:                    # only c's own 【CONT】 can have given it one
            got = []
            self._cont_grants_to(self.owner(c), c, slot, "stage", self.owner(c), slot, c, got)
        else:
            got = ()
        if got:
            out += [(c, "left", path, t) for path, a in got
                    if a["kind"] in _LEAVE_KINDS or (a["kind"] == "auto"
                                                     and a["when"] == "to_waiting_room_from_stage")]
        return out

    def _may_have_left_grants(self, c: int) -> bool:
        """Could c have been granted a leave-the-stage ability now (table.leave_grants: the
        cards granting one by a 【CONT】, to themselves or to others; a one-shot grant)?"""
        own, others, once = self.T.leave_grants
        if c in own or once and any(m[0] == c and m[1] in _GRANT_TAGS for m in self.mods):
            return True
        return bool(others) and not (
            others.isdisjoint(self.stage[0]) and others.isdisjoint(self.stage[1])
            and others.isdisjoint(self.climax[0]) and others.isdisjoint(self.climax[1])
            and others.isdisjoint(self.memory[0]) and others.isdisjoint(self.memory[1]))

    # ---- granted 【CONT】 and Assist: read as the card's own (values._cont_sources) ----------
    def granted_cont_sources(self, p: int):
        """(p, card, slot, ability) for each 【CONT】 or Assist granted to p's characters on
        the stage. A grant's condition is read without the 【CONT】 abilities granted in turn
        (a condition reading a value would otherwise read itself)."""
        T = self.T
        conts = T.cont_grants and self._grant_sources_live()
        if not conts and not cont_granted(T, self.mods):
            return                        # nothing grants a 【CONT】 now (hot path)
        if getattr(_BUSY, "on", False):
            return
        _BUSY.on = True
        try:
            out = []
            st = self.stage[p]
            for s in range(5):
                x = st[s]
                if x < 0:
                    continue
                if conts:
                    got = self.granted(x)
                else:                     # one-shot grants only
                    got = [(m[2], self.walk(m[2])) for m in self.mods
                           if m[0] == x and m[1] == "grant_cont"]
                for _, a in got:
                    if a["kind"] == "cont" or a["kind"] == "assist":
                        out.append((p, x, s, a))
        finally:
            _BUSY.on = False
        yield from out

    def granted_cannot_reverse(self, p: int, s: int) -> bool:
        """A granted 【CONT】 "this card cannot become 【REVERSE】" in force (values.cannot_reverse)."""
        c = self.stage[p][s]
        for sp, x, ss, a in self.granted_cont_sources(p):
            if x == c and any(e["verb"] == "cannot_reverse" and e.get("target", "self") == "self"
                              for e in a.get("effect", ())) \
                    and self.condition_holds(p, x, a.get("condition")):
                return True
        return False

    def granted_cannot_side(self, p: int, c: int) -> bool:
        """verbs_grant's reading, and granted abilities: "【CONT】 This card cannot side
        attack" given for a time, or a granted 【CONT】 forbidding the side attack of this card
        or of the character facing it (attack.attack_options)."""
        if super().granted_cannot_side(p, c):
            return True
        if not self.T.grant_flags["side"] or not self._any_grants():
            return False
        s = self.slot_of(c)
        for _, a in self.granted(c):
            if a["kind"] == "cannot_side_attack":
                return True
        for sp in (0, 1):
            for _, x, ss, a in self.granted_cont_sources(sp):
                for e in a.get("effect", ()):
                    if e["verb"] == "cannot_side_attack" and \
                            self._targets_slot(sp, x, ss, e.get("target", "self"), p, s, c) and \
                            self.condition_holds(sp, x, a.get("condition")):
                        return True
        return False

    # ---- Encore -----------------------------------------------------------------------------
    def encore_abilities(self, q: int, c: int) -> list:
        """auto.py's Encores of c (its own), then the Encores it had been granted as it left
        the stage -- by a one-shot effect or a 【CONT】 whose condition held then (`grants_left`:
        a leave-the-stage ability looks back in time, CR)."""
        out = super().encore_abilities(q, c)
        for m in self.mods:
            if m[0] == c and m[1] == "left":
                a = self.walk(m[2])
                if a["kind"] == "encore" and not any(a is b for b in out):
                    out.append(a)
        return out

    # ---- 【ACT】 -------------------------------------------------------------------------------
    def _granted_acts(self, c: int) -> list:
        return [(path, a) for path, a in self.granted(c) if a["kind"] == "act"]

    def act_at(self, c: int, k: int) -> tuple:
        """(index or path, ability) of c's k-th 【ACT】: its own first, then the granted ones."""
        own = self.T.act[c]
        return own[k] if k < len(own) else self._granted_acts(c)[k - len(own)]

    def granted_act_options(self, p: int) -> list[int]:
        """rules.main_options: the granted 【ACT】 abilities of p's characters whose cost can be
        paid, as 100 + slot*5 + k (k after the character's own 【ACT】 abilities)."""
        if not self.T.grant_flags["act"] or not self._any_grants():
            return []
        out = []
        st = self.stage[p]
        for s in range(5):
            c = st[s]
            if c < 0:
                continue
            n = len(self.T.act[c])
            for j, (_, a) in enumerate(self._granted_acts(c)):
                if n + j < 5 and self.can_pay(p, c, a.get("cost", ()), s):
                    out.append(100 + s * 5 + n + j)
        return out

    # ---- one-shot grants --------------------------------------------------------------------
    def verb_grant(self, p, c, e, extra, path):
        """The target gets `ability` until the end of this turn, or of the next turn of p's
        opponent (the turn after this one in p's turn, else the one after that)."""
        last = self.turn if e.get("until", "turn") == "turn" else \
            self.turn + (1 if self.active == p else 2)
        self._choose_target(p, c, e.get("target", "self"), ("grant_to", path + ".ability", last))

    def step_grant_to(self, path: str, until, x: int) -> None:
        """x gets the ability at `path` until the end of turn `until` (a turn number; a word
        from records made before this module: "turn" / "opp_next_turn")."""
        if self.slot_of(x) >= 0:
            last = until if isinstance(until, int) else \
                self.turn + (1 if until == "opp_next_turn" else 0)
            tag = "grant_cont" if self.walk(path)["kind"] in ("cont", "assist") else "grant"
            self.mods.append((x, tag, path, last))
            self.log is None or self.emit("granted", ALL, x)
            self.ctx["that"] = x

    # ---- "this card" of a leave-the-stage ability -------------------------------------------
    def verb_move(self, p, c, e, extra):
        """As verbs.verb_move; "this card" of an 【AUTO】 that triggered as it was put into the
        waiting room from the stage is the card there (CR: the ability follows the card to
        the zone it moved to, while it stays there)."""
        if e.get("what", "self") == "self" and self.slot_of(c) < 0 and self._left_for_waiting(c):
            q = self.owner(c)
            to = e["to"]
            if to != "waiting":
                self.waiting[q].remove(c)
                getattr(self, to)[q].append(c)
                if to in ("hand", "stock"):
                    self.kn.seen(c)          # from the waiting room, in plain sight
                self.log is None or self.emit("to_" + to, ALL, q, c, "effect")
            self.ctx["done"] = 1
            return
        super().verb_move(p, c, e, extra)

    def verb_to_previous_slot(self, p, c, e, extra):
        """"Return this card to its previous stage position as 【REST】" (an 【AUTO】 of "when
        this card is put into your waiting room from the stage"): from the waiting room to
        the position it left, if that position is still open (CR: else nothing happens)."""
        if not self._left_for_waiting(c):
            return
        q = self.owner(c)
        slot = next((m[2] for m in self.mods if m[0] == c and m[1] == "left_slot"), -1)
        if slot < 0 or self.stage[q][slot] >= 0:
            return
        self.waiting[q].remove(c)
        self.place_on_stage(q, c, slot, 1, "waiting")       # 1: 【REST】

    def _left_for_waiting(self, c: int) -> bool:
        """Is c in its owner's waiting room, and the ability of c being resolved one that
        waits for "this card is put into your waiting room from the stage"?"""
        if c < 0 or c not in self.waiting[self.owner(c)]:
            return False
        for rec in reversed(self.stack):
            if rec[0] == "resolved" and rec[1] == c:
                a = self.ability_at(c, rec[2])
                return a.get("kind") == "auto" and a.get("when") == "to_waiting_room_from_stage"
        return False

    # ---- "this card cannot deal damage to a player" -----------------------------------------
    def step_deal_damage(self, target: int, n: int, cancelable: int, source: int) -> None:
        """attack.step_deal_damage, unless its source is a character a `no_player_damage` in
        force forbids to deal damage (then none is dealt: nothing is revealed or canceled)."""
        if source >= 0 and self.T.grant_flags["nodmg"] and self._no_player_damage(source):
            self.log is None or self.emit("no_damage", ALL, target, source)
            return
        super().step_deal_damage(target, n, cancelable, source)

    def _no_player_damage(self, x: int) -> bool:
        s = self.slot_of(x)
        if s < 0:
            return False
        q = self.owner(x)
        for sp, src, ss, a in self._cont_sources():
            for e in a.get("effect", ()):
                if e["verb"] == "no_player_damage" and \
                        self._targets_slot(sp, src, ss, e.get("target", "self"), q, s, x) and \
                        self.condition_holds(sp, src, a.get("condition")):
                    return True
        return False

    # ---- "character in battle": a choice of, or all of, the attacker and the defender -------
    def _in_battle(self) -> list:
        """The characters in battle: a frontal attack's attacker and defender (seed 000 ⑤)."""
        atk = self.atk
        if not atk or atk[1] != 1:
            return []
        return sorted(x for x in (self.attacker(), self.defender()) if x >= 0)

    def _choose_target(self, p: int, c: int, tgt, cont: tuple) -> None:
        if isinstance(tgt, dict) and tgt.get("from") == "in_battle":
            f = tgt.get("filter")
            opts = [x for x in self._in_battle() if self.matches(x, f) and self.choosable(p, x)]
            if len(opts) == 1:
                self.stack.append(cont + (opts[0],))
            elif opts:
                self.decide(p, "choose", tuple(opts), cont)
            return
        super()._choose_target(p, c, tgt, cont)

    def _group(self, p: int, c: int, who: str, f) -> list[int]:
        if who == "in_battle":
            return [x for x in self._in_battle() if self.matches(x, f)]
        return super()._group(p, c, who, f)

    # ---- "this card cannot become 【REVERSE】 by 【AUTO】 effects of your opponent's characters" --
    def step_reverse_chosen(self, x: int) -> None:
        """verbs_battle's reverse, unless the effect comes from an 【AUTO】 ability of a
        character of x's owner's opponent and a `no_auto_reverse` in force protects x."""
        if self.T.grant_flags["noautorev"] and self._auto_reverse_barred(x):
            self.log is None or self.emit("not_reversed", ALL, self.owner(x), x, -1)
            return
        super().step_reverse_chosen(x)

    def _auto_reverse_barred(self, x: int) -> bool:
        s = self.slot_of(x)
        if s < 0:
            return False
        q = self.owner(x)
        src = next((rec for rec in reversed(self.stack) if rec[0] == "resolved"), None)
        if src is None:
            return False
        c = src[1]
        a = self.ability_at(c, src[2])
        if a.get("kind") != "auto" or self.owner(c) == q or self.T.ctype[c] != 0:   # 0: CHAR
            return False
        for sp, card, ss, ab in self._cont_sources():
            for e in ab.get("effect", ()):
                if e["verb"] == "no_auto_reverse" and \
                        self._targets_slot(sp, card, ss, e.get("target", "self"), q, s, x) and \
                        self.condition_holds(sp, card, ab.get("condition")):
                    return True
        return False

    # ---- a granted Great Performance ---------------------------------------------------------
    def attack_options(self, p: int) -> list[int]:
        """The attacks restrictions allow (verbs_restrict, attack.py); while the opponent's
        middle character, not 【REVERSE】, has a granted Great Performance, only the frontal
        attack of p's middle character is left (seed 000 대활약, as a printed one)."""
        opts = super().attack_options(p)
        if not opts or not self.T.grant_flags["gp"]:
            return opts
        g = self.stage[1 - p][1]
        if g < 0 or self.status[1 - p][1] == 2 or not any(
                a["kind"] == "great_performance" for _, a in self.granted(g)):
            return opts
        return [a for a in opts if a == 1 * 3 + 1]        # slot 1, FRONTAL
