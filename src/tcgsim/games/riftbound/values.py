"""Derived values: a unit's Might and keywords with every passive ability applied, the
layers of CR 446-453, and cost modifiers.

The layers, as the starter cards need them (CR 449): layer 1 (traits) -- a unit's printed
Might; layer 2 (abilities) -- keywords granted by passives and effects (Raging Soul,
Bilgewater Bully, Fortified Position, Fading Memories); layer 3 (arithmetic) -- buffs,
this turn's +/- Might (a minimum such as "to a minimum of 1" is snapshotted when the
effect applies, CR 450.3, so `tmp` holds the amount actually applied), Assault/Shield,
and the passives of other objects. Within layer 3 the order does not change a sum; a
dependency (a keyword that adds Might, given by a passive that reads Might -- Mighty) is
resolved by computing layer 2 before layer 3. Negative Might counts as 0 (CR 140.2).
"""

from __future__ import annotations

from .cards import DOMAINS
from .state import ATTACKER, BASE, DEFENDER, FIELD, LEGEND
from .vocab import KW_BITS

K_ASSAULT = KW_BITS["assault"]
K_SHIELD = KW_BITS["shield"]
K_TANK = KW_BITS["tank"]
K_GANKING = KW_BITS["ganking"]
K_TEMPORARY = KW_BITS["temporary"]
K_DEFLECT = KW_BITS["deflect"]
K_ACTION = KW_BITS["action"]
K_REACTION = KW_BITS["reaction"]
K_HIDDEN = KW_BITS["hidden"]
K_ACCEL = KW_BITS["accelerate"]
K_VISION = KW_BITS["vision"]
K_READY = KW_BITS["enters_ready"]
K_REPEAT = KW_BITS["repeat"]

# turn flags (turn_flags[p])
F_UNITS_READY, F_BUFFS_EXTRA = 1, 2


class Values:
    __slots__ = ()

    # ---- conditions (vocab.CONDITIONS) on an object ------------------------------------
    def holds(self, cond, c: int, p: int, ctx=None) -> bool:
        if cond is None:
            return True
        if cond == "buffed":
            return bool(self.buff[c])
        if cond == "alone":
            r = self.role[c]
            return bool(r) and self.alone(c)
        if cond == "runes_8":
            return len(self.runes[p]) >= 8
        if cond == "discarded_this_turn":
            return self.discarded[p] > 0
        if cond == "hand_at_most_1":
            return len(self.hand[p]) <= 1
        if cond == "facedown_at_bf":
            return any(self.T.owner[f] == p for f in self.facedown if f >= 0)
        if cond == "mighty":
            # CR 706-711: Might 5 or more. A keyword this passive grants (Shield while
            # Mighty) depends on Might: it is left out of the Might it reads (CR 451)
            return self.might(c, grants=False) >= 5
        if cond == "legion":
            # CR 728: you played another Main Deck card earlier this turn (this one, if a
            # card being played, is counted in `played` once it is finalized)
            return self.played[p] >= (2 if ctx == "played" else 1)
        if cond == "not_legion":
            return not self.holds("legion", c, p, ctx)
        if cond == "scored_this_turn":
            return bool(self.scored[p])
        if cond == "first_turn":
            return not self.first_turn[self.turn]
        if cond == "empowered":
            return bool(self.emp[c])
        if cond == "not_empowered":
            return not self.emp[c]
        if cond == "at_battlefield":
            return self.loc[c] == FIELD
        if cond == "opp_turn":
            return not self.friends(self.turn, p)
        if cond == "my_turn":
            return self.turn == p                     # not a teammate's turn: "your turn"
        if cond == "ready_enemy_here":
            a = self.at[c]
            return a >= 0 and any(not self.exh[u] and not self.friends(self.ctrl_of[u], p)
                                  and self.T.type[u] == "unit" for u in self.units[a])
        if cond == "attached_this_turn":
            # c: the gear ("this gear", seed 004), attached this turn (v1.2, attach.py)
            for x in self.att:
                if x[0] == c:
                    return x[2] == self.turn_no
            return False
        if cond == "units_here_7":
            a = self.at[c] if self.T.type[c] != "battlefield" else self.bf.index(c)
            return a >= 0 and sum(1 for u in self.units[a] if self.ctrl_of[u] == p
                                  and self.T.type[u] == "unit") >= 7
        if ctx is not None and hasattr(ctx, "holds"):
            return ctx.holds(self, cond)
        return False

    def alone(self, c: int) -> bool:
        """c is the only unit of its side's role at its battlefield (attacks/defends alone)."""
        a, r = self.at[c], self.role[c]
        if a < 0 or not r:
            return False
        return sum(1 for u in self.units[a] if self.role[u] == r) == 1

    # ---- keywords (layer 2) -----------------------------------------------------------
    def kw(self, c: int, grants: bool = True) -> int:
        bits = self.T.kwbits[c] | self.kw_perm[c] | self.kw_turn[c] | self.kw_combat[c]
        if grants and self.T.has_static[c] and self.loc[c] in (BASE, FIELD):
            p = self.ctrl_of[c]
            for ab in self.T.rules[c].statics:
                if ab["effect"] == "keywords" and self.holds(ab["while"], c, p):
                    for k in ab["keywords"]:
                        bits |= KW_BITS[k]
        return bits

    def kw_value(self, c: int, name: str, grants: bool = True) -> int:
        """The total of a numeric keyword's instances (Assault, Shield, Deflect add up,
        CR 723.2, 730.2, 725.2)."""
        if not self.kw(c, grants) & KW_BITS[name]:
            return 0
        v = self.T.rules[c].kw.get(name, 0)
        v = v if type(v) is int else 0
        for card, k, n, _ in self.shields:
            if card == c and k == name:
                v += n
        if not v:
            # granted by a passive (Raging Soul's Assault): the keyword's default value
            v = 1
        return v

    # ---- Might (layers 1 and 3) -------------------------------------------------------
    def might(self, c: int, grants: bool = True) -> int:
        """c's current Might (may be negative; CR 140.2 reads it as 0 where it counts).
        `grants=False`: without the keywords c's own passives grant (for "Mighty")."""
        T = self.T
        m = T.might[c] + self.tmp[c]
        if self.loc[c] not in (BASE, FIELD):
            return m
        if T.might_x:                               # some card sets base Might or attaches
            if T.base_set and self.shields:
                # layer 1: "its base Might becomes N this turn" (the newest, CR 453)
                for x in self.shields:
                    if x[0] == c and x[1] == "base_might":
                        m = x[2] + self.tmp[c]
            if self.att:
                m += self.attached_might(c)         # Might Bonus, effect text (v1.2 718)
        p = self.ctrl_of[c]
        if self.buff[c]:
            m += 1 + (1 if self.turn_flags[p] & F_BUFFS_EXTRA else 0)
        r = self.role[c]
        if r == ATTACKER:
            m += self.kw_value(c, "assault", grants)
        elif r == DEFENDER:
            m += self.kw_value(c, "shield", grants)
        if T.has_static[c]:
            for ab in T.rules[c].statics:
                if ab["effect"] == "might" and self.holds(ab["while"], c, p):
                    m += ab["n"]
        for src in self.aura_sources():
            for ab in T.rules[src].statics:
                e = ab["effect"]
                if e == "others_here":
                    if src != c and self.friends(self.ctrl_of[src], p) and \
                            self.loc[src] == self.loc[c] and self.at[src] == self.at[c] \
                            and self.on_board(src):
                        m += ab["n"]
                elif e == "others_buffed_here":
                    if src != c and self.buff[c] and self.friends(self.ctrl_of[src], p) \
                            and self.loc[src] == FIELD and self.at[src] == self.at[c] \
                            and self.loc[c] == FIELD:
                        m += ab["n"]
                elif e == "units_here":
                    if self.loc[c] == FIELD and self.bf[self.at[c]] == src:
                        m += ab["n"]
                elif e == "defend_alone":
                    if r == DEFENDER and self.ctrl_of[c] == self.T.owner[src] and self.alone(c):
                        m += ab["n"]
        return m

    def aura_sources(self) -> list:
        """Objects whose passives change other objects' Might: units and gear on the board,
        the legends and the battlefields in play that have such a passive."""
        memo = self.memo
        if memo and memo[0] == self.clock:
            return memo[1]
        T = self.T
        out = []
        for i, b in enumerate(self.bf):
            if T.has_static[b]:
                out.append(b)
            for u in self.units[i]:
                if T.has_static[u]:
                    out.append(u)
        for p in range(self.n):
            for u in self.base[p]:
                if T.has_static[u]:
                    out.append(u)
            for lg in self.legend[p]:
                if T.has_static[lg]:
                    out.append(lg)
        out = [s for s in out if any(ab["effect"] in _AURAS for ab in T.rules[s].statics)]
        self.memo = [self.clock, out]
        return out

    def lethal_left(self, c: int) -> int:
        """Damage still needed for lethal: at least 1 (CR 140.2: a 0-Might unit dies to 1)."""
        m = max(0, self.might(c))
        return max(1, m - self.dmg[c])

    def has_lethal(self, c: int) -> bool:
        d = self.dmg[c]
        if d <= 0:
            return False
        if d >= max(0, self.might(c)):
            return True
        # damage an any_damage_lethal source dealt: lethal whatever the amount (Elder Dragon)
        return "any_damage_lethal" in self.T.static_effects and self.marked_any_lethal(c)

    def domains_of(self, c: int) -> tuple:
        """c's domains (a trait, layer 1, CR 450.1.a): its printed ones (a token has none,
        CR 176.2.b), and on the board the domain every active all_of_domain passive named
        for every unit and gear (seed 004: tokens get it too)."""
        T = self.T
        ds = T.domains[c]
        if "all_of_domain" not in T.static_effects or not self.on_board(c) or \
                T.type[c] not in ("unit", "gear"):
            return ds
        for x in self.shields:
            if x[1] == "domain" and self.on_board(x[0]) and \
                    self.holds(_while_of(T, x[0], "all_of_domain"), x[0], self.ctrl_of[x[0]]):
                d = DOMAINS[x[2]]
                if d not in ds:
                    ds = ds + (d,)
        return ds

    # ---- statics of a seat --------------------------------------------------------------
    def statics_of(self, p: int, effect: str):
        """(source, ability) for every active passive of `effect` that p controls."""
        T = self.T
        holders = T.static_holders.get(effect)
        if not holders:
            return ()
        loc = self.loc
        for h in holders:
            if loc[h] in _ON_BOARD:
                break
        else:
            return ()                                 # none on the board at all
        out = []
        for src in self._board_of(p):
            if T.has_static[src]:
                for ab in T.rules[src].statics:
                    if ab["effect"] == effect and self.holds(ab["while"], src, p):
                        out.append((src, ab))
        return out

    def _board_of(self, p: int) -> list:
        out = self.base[p] + self.legend[p]
        co = self.ctrl_of
        for us in self.units:
            for u in us:
                if co[u] == p:
                    out.append(u)
        return out

    def bonus_damage(self, p: int, target: int) -> int:
        """Bonus Damage of a spell or ability controlled by p dealing damage to `target`
        (CR 712-715: all instances added, never negative)."""
        n = sum(ab["n"] for _, ab in self.statics_of(p, "bonus_damage") if ab["scope"] == "yours")
        if self.loc[target] == FIELD:
            b = self.bf[self.at[target]]
            if self.T.has_static[b]:
                n += sum(ab["n"] for ab in self.T.rules[b].statics
                         if ab["effect"] == "bonus_damage" and ab["scope"] == "here")
        return max(0, n)


def _while_of(T, c: int, effect: str):
    for ab in T.rules[c].statics:
        if ab["effect"] == effect:
            return ab["while"]
    return None


_ON_BOARD = frozenset({BASE, FIELD, LEGEND})
_AURAS = frozenset({"others_here", "others_buffed_here", "units_here", "defend_alone"})
_ = DEFENDER
