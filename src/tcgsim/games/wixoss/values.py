"""Values the rules read and never store: power, keywords, conditions, filters, costs.

【常】 continuous abilities are recomputed from the base values every time (seed 003 §2.3:
constant > on-play > action); nothing a 【常】 gives is written into the state, so it
ends the moment its condition stops holding.

Power (official glossary, "power"): the printed power; then "the power becomes N" effects
(continuous first, then until-end-of-turn ones, the later one winning); then every +N/-N.
"""

from __future__ import annotations

from .state import DOWN, FROZEN, WXBase
from .table import COLORLESS, NCOL


class Values(WXBase):
    __slots__ = ()

    # ---- the LRIG ---------------------------------------------------------------------------
    def lrig_level(self, p: int) -> int:
        return self.T.level[self.lrig[p][-1]] if self.lrig[p] else 0

    def lrig_limit(self, p: int) -> int:
        return self.T.limit[self.lrig[p][-1]] if self.lrig[p] else 0

    def lrig_type(self, p: int) -> str:
        return self.T.lrig_type[self.lrig[p][-1]] if self.lrig[p] else ""

    def limiting_ok(self, p: int, c: int) -> bool:
        lim = self.T.limiting[c]
        return not lim or lim == self.lrig_type(p)

    # ---- continuous abilities -----------------------------------------------------------
    def _const_sources(self):
        """(card, controller) of every card on the field with a 【常】 ability."""
        T = self.T
        lost = self.lost_abilities() if self.tmods else ()
        for p in (0, 1):
            for c in self.signi[p]:
                if c >= 0 and T.consts[c] and c not in lost:
                    yield c, p
            if self.lrig[p] and self.opened:
                c = self.lrig[p][-1]
                if T.consts[c]:
                    yield c, p

    def _mods_for(self, c: int, depth: int):
        """(ability modify entry, source) of the 【常】 abilities that apply to c now."""
        T = self.T
        cp = T.owner[c]
        out = []
        for src, p in self._const_sources():
            for ai in T.consts[src]:
                a = T.abils[src][ai]
                if a.get("cross") and not self.crossed(src):
                    continue
                mods = a["modify"]
                hits = []
                for m in mods:
                    to = m.get("to", "self")
                    if to == "self":
                        if src != c:
                            continue
                    elif to == "your_signi":
                        if cp != p or c not in self.signi[p]:
                            continue
                    elif cp == p or c not in self.signi[cp]:
                        continue
                    if "filter" in m and not self.matches(c, m["filter"], src, p, depth + 1):
                        continue
                    hits.append(m)
                if hits and ("condition" not in a or
                             self.cond_ok(a["condition"], src, p, depth + 1)):
                    out.extend((m, src) for m in hits)
        return out

    def lost_abilities(self) -> set:
        """SIGNI that lost their abilities until end of turn (lose_abilities)."""
        return {card for card, kind, _ in self.tmods if kind == "noabil"}

    def power(self, c: int, depth: int = 0) -> int:
        T = self.T
        pw = T.power[c]
        add = 0
        if depth < 2:
            for m, _ in self._mods_for(c, depth):
                if "set_power" in m:
                    pw = m["set_power"]
                elif "power" in m:
                    add += m["power"]
        for card, kind, v in self.tmods:
            if card == c:
                if kind == "set":
                    pw = v
                elif kind == "power":
                    add += v
        return pw + add

    def keywords(self, c: int) -> set:
        out = set()
        for m, _ in self._mods_for(c, 0):
            if "grant" in m:
                out.add(m["grant"])
        for card, kind, v in self.tmods:
            if card == c and kind == "grant":
                out.add(v)
        return out

    def granted(self, c: int) -> list:
        """(holder, const index, modify index) of the abilities granted to c now."""
        T = self.T
        out = []
        for m, src in self._mods_for(c, 0):
            if "grant_ability" in m:
                for ci in T.consts[src]:
                    mods = T.abils[src][ci]["modify"]
                    for mi, mm in enumerate(mods):
                        if mm is m:
                            out.append((src, ci, mi))
        return out

    def rule_on(self, p: int, rule: str) -> bool:
        T = self.T
        if rule not in T.rules_used:
            return False
        for src, q in self._const_sources():
            if q != p:
                continue
            for ai in T.consts[src]:
                a = T.abils[src][ai]
                if any(m.get("rule") == rule for m in a["modify"]) and \
                        ("condition" not in a or self.cond_ok(a["condition"], src, p, 1)):
                    return True
        return False

    def can_attack(self, c: int) -> bool:
        return not any(card == c and kind == "noattack" for card, kind, _ in self.tmods)

    # ---- Cross (seed 003 §2.2) ------------------------------------------------------------
    def partners(self, c: int) -> list:
        """The SIGNI c is crossed with: an adjacent SIGNI on the side its cross names (or
        that names c on the other side); the wrong side is no cross (seed §2.2)."""
        T = self.T
        p = T.owner[c]
        row = self.signi[p]
        if c not in row:
            return []
        i = row.index(c)
        out = []
        if i + 1 < 3 and row[i + 1] >= 0:
            b = row[i + 1]
            if T.code[b] in T.cross_r[c] or T.name[b] in T.cross_r[c] or \
                    T.code[c] in T.cross_l[b] or T.name[c] in T.cross_l[b]:
                out.append(b)
        if i > 0 and row[i - 1] >= 0:
            b = row[i - 1]
            if T.code[b] in T.cross_l[c] or T.name[b] in T.cross_l[c] or \
                    T.code[c] in T.cross_r[b] or T.name[c] in T.cross_r[b]:
                out.append(b)
        return out

    def crossed(self, c: int) -> bool:
        T = self.T
        if not (T.cross_l[c] or T.cross_r[c]):
            row = self.signi[T.owner[c]]
            if not any(b >= 0 and (T.cross_l[b] or T.cross_r[b]) for b in row):
                return False
        return bool(self.partners(c))

    # ---- conditions and filters -----------------------------------------------------------
    def cond_ok(self, cond: dict, src: int, p: int, depth: int = 0) -> bool:
        o = 1 - p
        t = cond.get("turn")
        if t == "yours" and self.active != p or t == "opponents" and self.active == p:
            return False
        if "lrig_level_min" in cond and self.lrig_level(p) < cond["lrig_level_min"]:
            return False
        if "trash_min" in cond and len(self.trash[p]) < cond["trash_min"]:
            return False
        if "ener_min" in cond and len(self.ener[p]) < cond["ener_min"]:
            return False
        if "opp_hand_max" in cond and len(self.hand[o]) > cond["opp_hand_max"]:
            return False
        if "hand_more" in cond and len(self.hand[p]) - len(self.hand[o]) < cond["hand_more"]:
            return False
        if "self_power_min" in cond and (src < 0 or self.power(src, depth) <
                                         cond["self_power_min"]):
            return False
        if "ener_more" in cond and len(self.ener[p]) - len(self.ener[o]) < cond["ener_more"]:
            return False
        if "lrig_color" in cond and (not self.lrig[p] or self.T.color[self.lrig[p][-1]] !=
                                     _COL[cond["lrig_color"]]):
            return False
        if "opp_ener_max" in cond and len(self.ener[o]) > cond["opp_ener_max"]:
            return False
        if "life_max" in cond and len(self.life[p]) > cond["life_max"]:
            return False
        if "hand_min" in cond and len(self.hand[p]) < cond["hand_min"]:
            return False
        if "opponent_has" in cond:
            oh = cond["opponent_has"]
            f = oh.get("filter", {})
            if sum(1 for c in self.signi[o] if c >= 0 and self.matches(c, f, src, p, depth)) \
                    < oh.get("count", 1):
                return False
        if "you_have" in cond:
            yh = cond["you_have"]
            f = yh.get("filter", {})
            n = sum(1 for c in self.signi[p] if c >= 0 and not (yh.get("other") and c == src)
                    and self.matches(c, f, src, p, depth))
            if n < yh.get("count", 1):
                return False
        return True

    def matches(self, c: int, f: dict, src: int, p: int, depth: int = 0) -> bool:
        """Whether card c fits filter f (read from controller p's side, src the source)."""
        if not f:
            return True
        T = self.T
        t = f.get("type")
        if t is not None and T.type[c] != t:
            return False
        if "name" in f and T.name[c] != f["name"]:
            return False
        if "color" in f and T.color[c] != _COL[f["color"]]:
            return False
        if "class" in f and f["class"] not in T.classes[c]:
            return False
        lv = T.level[c]
        if "level" in f and lv != f["level"]:
            return False
        if "level_max" in f and lv > f["level_max"]:
            return False
        if "level_min" in f and lv < f["level_min"]:
            return False
        if f.get("other") and c == src:
            return False
        if "any_of" in f and not any(self.matches(c, g, src, p, depth) for g in f["any_of"]):
            return False
        if "not_name" in f and T.name[c] == f["not_name"]:
            return False
        if "name_contains" in f and f["name_contains"] not in T.name[c]:
            return False
        if "not_color" in f and T.color[c] == _COL[f["not_color"]]:
            return False
        if "multi_ener" in f and T.multi[c] != f["multi_ener"]:
            return False
        if "lrig_color" in f and (not self.lrig[p] or T.color[c] != T.color[self.lrig[p][-1]]):
            return False
        if "frozen" in f and bool(self.flags[c] & FROZEN) != f["frozen"]:
            return False
        if "cross" in f and bool(T.cross_l[c] or T.cross_r[c]) != f["cross"]:
            return False
        if "crossed" in f and self.crossed(c) != f["crossed"]:
            return False
        if "guard" in f and T.guard[c] != f["guard"]:
            return False
        if "state" in f:
            down = bool(self.flags[c] & DOWN)
            if down != (f["state"] == "down"):
                return False
        if "power_max" in f or "power_min" in f or f.get("power_max_of_last"):
            pw = self.power(c, depth) if self.on_field(c) else T.power[c]
            if "power_max" in f and pw > f["power_max"]:
                return False
            if "power_min" in f and pw < f["power_min"]:
                return False
            if f.get("power_max_of_last"):
                last = self.last_card
                if last < 0 or pw > self.power(last, depth):
                    return False
        return True

    # ---- ener and costs (seed 003 §1.3; official glossary "cost") ---------------------------
    def pays(self, p: int, c: int) -> int:
        """-1: card c pays any colour (Multi Ener); else its colour."""
        if self.T.multi[c] or "multi_ener_all" in self.T.rules_used and \
                self.rule_on(p, "multi_ener_all"):
            return -1
        return self.T.color[c]

    def ener_counts(self, p: int, ener=None) -> tuple:
        """(cards per colour, Multi Ener cards, all cards) of the ener zone (or `ener`)."""
        cards = self.ener[p] if ener is None else ener
        have = [0] * NCOL
        multi = 0
        T = self.T
        if "multi_ener_all" in T.rules_used and self.rule_on(p, "multi_ener_all"):
            return have, len(cards), len(cards)
        mult, col = T.multi, T.color
        for c in cards:
            if mult[c]:
                multi += 1
            else:
                have[col[c]] += 1
        return have, multi, len(cards)

    @staticmethod
    def payable(vec, counts) -> bool:
        """Whether ener of these counts pays the cost vector: each coloured symbol by a card
        of that colour or a Multi Ener card, colourless by any card."""
        have, multi, n = counts
        if n < sum(vec):
            return False
        short = 0
        for i in range(NCOL):
            if i != COLORLESS and vec[i] > have[i]:
                short += vec[i] - have[i]
        return short <= multi

    def can_pay(self, p: int, vec, ener=None) -> bool:
        if not any(vec):
            return True
        return self.payable(vec, self.ener_counts(p, ener))

    def pay_with(self, p: int, vec, c: int, counts=None):
        """The cost left after card c pays its best part of `vec` (its own colour, else a
        coloured symbol for a Multi Ener card, else a colourless one), or None if paying
        with c leaves the rest unpayable."""
        have, multi, n = counts if counts is not None else self.ener_counts(p)
        col = self.pays(p, c)
        have = have[:]
        if col >= 0:
            have[col] -= 1
        else:
            multi -= 1
        rest = (have, multi, n - 1)
        v = list(vec)
        tries = []
        if col >= 0:
            if col != COLORLESS and v[col]:
                tries.append(col)
        else:
            tries += [i for i in range(NCOL) if i != COLORLESS and v[i]]
        if v[COLORLESS]:
            tries.append(COLORLESS)
        for i in tries:
            w = v[:]
            w[i] -= 1
            if self.payable(w, rest):
                return tuple(w)
        return None

    def cost_ok(self, p: int, src: int, cost: dict) -> bool:
        """Whether p can pay an ability's whole cost now."""
        from .table import cost_vector

        if cost.get("down") and (self.flags[src] & DOWN or not self.on_field(src)):
            return False
        if cost.get("trash_self") and not self.on_field(src):
            return False
        if cost.get("exceed") and len(self.lrig[p]) - 1 < cost["exceed"]:
            return False
        if cost.get("coin") and self.coins[p] < cost["coin"]:
            return False
        for key, want_up in (("down_signi", True), ("trash_signi", False)):
            if key in cost:
                d = cost[key]
                f = d.get("filter", {})
                n = sum(1 for c in self.signi[p] if c >= 0 and self.matches(c, f, src, p)
                        and (not want_up or not self.flags[c] & DOWN))
                if n < d.get("count", 1):
                    return False
        if "lrig_deck_trash" in cost:
            f = cost["lrig_deck_trash"].get("filter", {})
            if not any(self.matches(c, f, src, p) for c in self.lrig_deck[p]):
                return False
        d = cost.get("discard")
        if d:
            f = d.get("filter", {})
            if sum(1 for c in self.hand[p] if self.matches(c, f, src, p)) < d.get("count", 1):
                return False
        return self.can_pay(p, cost_vector({k: v for k, v in cost.items()
                                            if type(v) is int and k in _COL}))


_COL = {"white": 0, "red": 1, "blue": 2, "green": 3, "black": 4, "colorless": 5}
assert FROZEN and tuple(_COL) == __import__("tcgsim.games.wixoss.vocab",
                                            fromlist=["COLORS"]).COLORS
