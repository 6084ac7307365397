"""Costs (CR 353) and paying them with runes and the Rune Pool (CR 354, 157): the total
cost of playing a card (ignored, additional, Accelerate, discounts in the player's order,
never below 0), whether a player can pay it, every way to pay it (named by the runes it
leaves, `plan_id`), and paying. A mixin of `RBState` (see chain.py, which uses it).
"""

from __future__ import annotations

from ...core.actions import ALL
from .state import CHAIN, RUNEDECK
from .table import ANY, DOM, OWN_MASK, OWN_N, add_own

HOW_HAND, HOW_CHAMP, HOW_FACEDOWN, HOW_TRASH, HOW_EFFECT = range(5)
# a card an effect plays from the hand (play_from_hand): HOW_EFFECT with these flags
EFF_FREE, EFF_BF = 8, 16          # ignoring its cost; to a battlefield its player controls
# a card an effect plays from banishment (play_revealed), and "you may play it here": the
# battlefield index is how >> 8
EFF_BANISH, EFF_HERE = 32, 64
# a requirement of where to play it: "you must play it at battlefield how >> 8" (CR 727.1.d.3:
# a hidden spell's play effect plays the unit where that spell was hidden)
EFF_MUST = 128


class Costs:
    __slots__ = ()

    # ---- costs (CR 353) ------------------------------------------------------------------
    def card_cost(self, p: int, c: int, how: int, paid: int, acc: int, order=None,
                  here: int = -2):
        """The total cost (Energy, Power vector) of playing c, CR 353: ignore, additional
        costs, increases, discounts in the player's order (`order`; default: as listed),
        never below 0. `here`: the battlefield whose play_here_extra_cost a unit pays
        (-1: none; -2, the default: as its item on the chain says; see here_paid)."""
        T = self.T
        if how <= HOW_CHAMP and not acc and T.plain_cost[c]:
            t = T.type[c]
            eff = T.static_effects
            if not (t == "spell" and "spell_discount" in eff and
                    self.statics_of(p, "spell_discount") or
                    t == "unit" and "unit_power_discount" in eff and
                    self.statics_of(p, "unit_power_discount")):
                return T.energy[c], T.power[c]      # nothing changes the printed cost
        if how == HOW_FACEDOWN:
            e, pw = 0, [0] * 7                      # 727.3: ignoring its base cost
        elif how == HOW_TRASH:
            e, pw = 0, list(self._chompers_power(c))
        elif how >= HOW_EFFECT and how & EFF_FREE:
            e, pw = 0, [0] * 7                      # 353.1.a: "ignoring its cost"
        else:
            e, pw = T.energy[c], list(T.power[c])
        ez = self.optional_discount(p) if (acc or T.rules[c].costs) and \
            "optional_cost_discount" in T.static_effects else 0
        if acc and T.type[c] == "spell":            # a spell's `acc`: Repeat N (v1.4 820)
            rep = T.rules[c].kw.get("repeat")
            rep = rep if type(rep) is int else 1
            if ez:
                e, pw = self._add_optional(c, e, pw, rep, [0] * 7, acc, ez)
            else:
                e += rep
        elif acc and ez:                            # CR 721, with Ezreal's discount (353.4)
            e, pw = self._add_optional(c, e, pw, 1, add_own([0] * 7, T.domains[c], 1), acc, ez)
        elif acc:                                   # CR 721: [1] and [C]
            e += 1
            pw = add_own(pw, T.domains[c], 1)       # several domains: one of them (seed 004)
        for ab in T.rules[c].costs:                 # 353.2: Energy and Power additional costs
            if ab["optional"] and not paid:
                continue
            if ab["optional"] and ez:
                e, pw = self._add_optional(c, e, pw, ab["cost"].get("energy") or 0,
                                           list(_pvec(ab["cost"].get("power"))), paid, ez)
                continue
            e += ab["cost"].get("energy") or 0
            for d, k in enumerate(_pvec(ab["cost"].get("power"))):
                pw[d] += k
        if T.play_here and T.is_unit[c]:            # 353.2: a battlefield's optional cost
            i = self.here_paid(c) if here == -2 else here
            ab = self.here_cost_of(i, p) if i >= 0 else None
            if ab is not None:
                e += ab["cost"].get("energy") or 0
                for d, k in enumerate(_pvec(ab["cost"].get("power"))):
                    pw[d] += k
        discounts = self.discounts(p, c, paid)
        if order is not None:
            discounts = [discounts[i] for i in order]
        for amount, minimum in discounts:
            floor = minimum if minimum is not None else 0
            if e > floor:
                e = max(floor, e - amount)
        if T.type[c] == "unit":                     # "units you play cost [A] less" (353.4)
            for _, ab in self.statics_of(p, "unit_power_discount"):
                for _ in range(ab["n"]):
                    d = ANY if pw[ANY] else next((x for x in range(6) if pw[x]), -1)
                    if d < 0 and len(pw) > OWN_N and pw[OWN_N]:
                        d = OWN_N                   # [C] of one of its domains
                    if d >= 0:
                        pw[d] -= 1
        if len(pw) > OWN_N and not pw[OWN_N]:
            pw = pw[:OWN_N]
        return max(0, e), tuple(pw)

    def here_paid(self, c: int) -> int:
        """The battlefield whose play_here_extra_cost the unit c being played pays: its
        chain item's sixth info value (absent: not decided yet), else -1."""
        if self.loc[c] != CHAIN:
            return -1
        info = self._item(c)[1][5]
        return info[5] if len(info) > 5 else -1

    def here_cost_of(self, i: int, p: int):
        """The active play_here_extra_cost ability of battlefield i for player p, or None."""
        b = self.bf[i]
        if not self.T.has_static[b]:
            return None
        for ab in self.T.rules[b].statics:
            if ab["effect"] == "play_here_extra_cost" and self.holds(ab["while"], b, p):
                return ab
        return None

    def optional_discount(self, p: int) -> int:
        """How many "optional additional costs you pay cost 1 or [A] less" p has (Ezreal,
        Prodigy; each is 1 Energy or 1 Power less, `n` each)."""
        return sum(ab["n"] for _, ab in self.statics_of(p, "optional_cost_discount"))

    def _add_optional(self, c: int, e: int, pw: list, oe: int, opw: list, mode, k: int):
        """An optional additional cost (oe Energy, Power opw) added to the cost (e, pw) with
        k discounts of "1 or [A] less" applied to it as it is added (seed 004's Ezreal
        example, CR 353.4: on that cost only, never on the rest, never below 0). `mode`
        (the yes of the decision that added it): 1 + how many of the k go to its Power,
        the rest to its Energy (the player picks, where both apply)."""
        m = min(k, max(0, int(mode) - 1))
        oe = max(0, oe - (k - m))
        for _ in range(m):
            d = ANY if opw[ANY] else next((x for x in range(6) if opw[x]), -1)
            if d < 0 and len(opw) > OWN_N and opw[OWN_N]:
                d = OWN_N
            if d >= 0:
                opw[d] -= 1
        pw = list(pw)
        for d in range(7):
            pw[d] += opw[d]
        if len(opw) > OWN_N and opw[OWN_N]:
            pw = add_own(pw, self.T.domains[c], opw[OWN_N])
        return e + oe, pw

    def optional_modes(self, p: int, c: int, which: str) -> list:
        """The yes-answers of the Accelerate or optional-cost decision with Ezreal's
        discount: 1 + how many discounts go to the cost's Power, one per distinct cost,
        those p can pay."""
        j, it = self._item(c)
        how, paid, acc = it[5][0], max(0, it[5][1]), max(0, it[5][2])
        spell = self.T.type[c] == "spell"
        seen, out = set(), []
        for mode in range(1, self.optional_discount(p) + 2):
            cost = self.card_cost(p, c, how, paid, mode) if which == "acc" else \
                self.card_cost(p, c, how, mode, acc)
            if cost in seen:
                continue
            seen.add(cost)
            if self.can_pay(p, cost[0], cost[1], spell):
                out.append(mode)
        return out

    def discounts(self, p: int, c: int, paid: int) -> list:
        """(amount, minimum) of every discount that applies to playing c."""
        T = self.T
        out = []
        for ab in T.rules[c].statics:
            if ab["effect"] == "cost_per_trash":
                out.append((len(self.trash[p]), None))
            elif ab["effect"] == "top_might_discount":
                top = [max(0, self.might(u)) for u in self._board_of(p) if T.type[u] == "unit"]
                out.append((max(top, default=0), None))
        for ab in T.rules[c].costs:
            if ab["optional"] and paid and ab.get("reduce"):
                out.append((ab["reduce"], None))
        if T.type[c] == "spell":
            for _, ab in self.statics_of(p, "spell_discount"):
                out.append((ab["n"], ab.get("min")))
        return out

    def _chompers_power(self, c: int) -> tuple:
        v = [0] * 7
        for step in self.T.rules[c].triggers.get("discard_me", [{}])[0].get("do", []):
            if step["verb"] == "play_me":
                for d, k in (step.get("power") or {}).items():
                    v[ANY if d == "any" else DOM[d]] += k
        return tuple(v)

    # ---- paying (CR 354): runes ----------------------------------------------------------
    def rune_counts(self, p: int) -> tuple:
        """(runes per domain, ready runes, runes) of p: what `can_pay` reads of the runes
        (computed once for a whole option list)."""
        per = [0] * 6
        ready = 0
        dom = self.T.rune_dom
        exh = self.exh
        runes = self.runes[p]
        for c in runes:
            per[dom[c]] += 1
            if not exh[c]:
                ready += 1
        return per, ready, len(runes)

    def can_pay(self, p: int, e: int, pw, spell: bool, rc=None) -> bool:
        """Whether p can pay (the count test of `pay_plans`, without listing the ways): the
        Energy from the pool and ready runes; each Power symbol of a domain from the pool or
        a rune of that domain; [A] from what is left (a rune may both be exhausted for
        Energy and recycled for Power, CR 157.2). `rc`: p's `rune_counts`, if known."""
        e -= self.pool_e[p] + (self.pool_spell[p] if spell else 0)
        if not any(pw):
            if e <= 0:
                return True
            return (rc or self.rune_counts(p))[1] >= e
        if self.pool_p[p][ANY]:
            return self._can_pay_more(p, e, pw)
        per, ready, nrunes = rc or self.rune_counts(p)
        if e > ready:
            return False
        pp = self.pool_p[p]
        spare_pool = 0
        used = 0
        for d in range(6):
            k = pw[d] - pp[d]
            if k > 0:
                if k > per[d]:
                    return False
                used += k
            else:
                spare_pool -= k
        if pw[ANY] > spare_pool + nrunes - used:
            return False
        # "one of these domains" asks more than the test above (only then is it read)
        return len(pw) == OWN_N or self._can_pay_more(p, e, pw)

    def _can_pay_more(self, p: int, e: int, pw) -> bool:
        """can_pay of a Power vector with "one of these domains" (table.OWN_N, seed 004's
        [C] of a card of several domains), or with [A] in the Rune Pool (which pays Power
        of any domain, CR 134.2.e.5.b); `e` is already net of the pool's Energy: each
        domain's symbols from that domain, the own ones from what is left of their domains,
        [A] from what is left of all; the pool's [A] makes up for any of them."""
        pp = self.pool_p[p]
        a = pp[ANY]
        left = list(pp[:6])
        ready = 0
        dset = self.T.domain_set
        for c in self.runes[p]:
            for d in dset[c]:
                left[d] += 1
                break
            if not self.exh[c]:
                ready += 1
        if e > ready:
            return False
        short = 0
        for d in range(6):
            left[d] -= pw[d]
            if left[d] < 0:
                short -= left[d]
                left[d] = 0
        if short > a:
            return False
        n_own, mask = (pw[OWN_N], pw[OWN_MASK]) if len(pw) > OWN_N else (0, 0)
        own = sum(left[d] for d in range(6) if mask >> d & 1)
        return short + n_own <= own + a and short + n_own + pw[ANY] <= sum(left) + a

    def _pay_plans_own(self, p: int, e: int, pw, spell: bool, first: bool) -> list:
        """pay_plans of a vector with "one of these domains": every split of those symbols
        among their domains, each paid as Power of that domain; the ways of all splits,
        with the dominated ones dropped as in pay_plans."""
        pp = self.pool_p[p]
        have = list(pp[:6])
        for c in self.runes[p]:
            ds = self.T.domain_set[c]
            have[next(iter(ds)) if ds else 0] += 1
        doms = [d for d in range(6) if pw[OWN_MASK] >> d & 1]
        outs = set()
        for split in _splits(pw[OWN_N], [max(0, have[d] - pw[d]) for d in doms]):
            v = list(pw[:OWN_N])
            for d, x in zip(doms, split):
                v[d] += x
            for plan in self.pay_plans(p, e, tuple(v), spell, first, base=True):
                if first:
                    return [plan]
                outs.add(plan)
        plans = sorted(outs, reverse=True)
        return [a for a in plans if not any(_dominates(b, a) for b in plans if b != a)]

    def _pay_plans_pool_any(self, p: int, e: int, pw, spell: bool, first: bool) -> list:
        """pay_plans with [A] in the Rune Pool: it pays as many symbols as it can (the pool
        first, as for Energy), each split of it among the symbols a way of its own."""
        pp = self.pool_p[p]
        caps = [max(0, pw[d] - pp[d]) for d in range(6)] + list(pw[ANY:OWN_N + 1])
        u = min(pp[ANY], sum(caps))
        outs = set()
        for split in _splits(u, caps):
            v = [pw[d] - split[d] for d in range(7)]
            if len(pw) > OWN_N:
                v += [pw[OWN_N] - split[OWN_N], pw[OWN_MASK]]
            plans = self._pay_plans_own(p, e, v, spell, first) if len(v) > OWN_N and \
                v[OWN_N] else self.pay_plans(p, e, tuple(v[:OWN_N]), spell, first, base=True)
            for plan in plans:
                if first:
                    return [plan]
                outs.add(plan)
        plans = sorted(outs, reverse=True)
        return [a for a in plans if not any(_dominates(b, a) for b in plans if b != a)]

    def pay_plans(self, p: int, e: int, pw, spell: bool, first: bool = False,
                  base: bool = False, ids: bool = False) -> list:
        """Every way to pay e Energy and the Power vector pw from p's pool and runes, as
        the runes left afterwards (ready, exhausted per domain): exhaust a rune for 1
        Energy, recycle a rune for 1 Power of its domain (CR 157.2); one rune may do both.
        Ways that leave the same runes are one way; a way that leaves fewer ready runes
        and no more runes than another is dropped (it is never better). With `ids`: the
        ways as sorted action ids (plan_id)."""
        if not base:
            if self.pool_p[p][ANY] or len(pw) > OWN_N:
                ways = self._pay_plans_pool_any(p, e, pw, spell, first) if self.pool_p[p][ANY] \
                    else self._pay_plans_own(p, e, pw, spell, first)
                return sorted(plan_id(x) for x in ways) if ids else ways
        pool_e = self.pool_e[p] + (self.pool_spell[p] if spell else 0)
        e = max(0, e - pool_e)
        pool = self.pool_p[p]
        if any(pool):
            pp = list(pool)
            need = list(pw)
            for d in range(6):
                use = min(need[d], pp[d])
                need[d] -= use
                pp[d] -= use
            any_need = max(0, need[ANY] - sum(pp[:6]))
        else:
            need = list(pw)
            any_need = need[ANY]
        need[ANY] = 0
        ready, exhd = [0] * 6, [0] * 6
        dom = self.T.rune_dom
        exh = self.exh
        for c in self.runes[p]:
            if exh[c]:
                exhd[dom[c]] += 1
            else:
                ready[dom[c]] += 1
        # the ways depend on these counts alone: enumerated once per distinct situation
        key = (e, tuple(need), any_need, tuple(ready), tuple(exhd), first)
        got = _PLANS.get(key)
        if got is None:
            if len(_PLANS) > 100_000:
                _PLANS.clear()
            ways = tuple(_plans(e, need, any_need, ready, exhd, first))
            got = _PLANS[key] = (ways, tuple(sorted(plan_id(x) for x in ways)))
        return list(got[1]) if ids else list(got[0])

    def pay_with(self, p: int, e: int, pw, spell: bool, plan: tuple) -> None:
        """Pay, leaving the runes of `plan`: pool first, then exhaust and recycle runes
        (recycled runes go to the bottom of the Rune Deck, CR 154.2.b, in domain order).
        The "pay" event tells the whole cost paid, pool included."""
        self.emit("pay", ALL, p, e, list(pw))
        if spell and self.pool_spell[p]:
            use = min(e, self.pool_spell[p])
            self.pool_spell[p] -= use
            e -= use
        use = min(e, self.pool_e[p])
        self.pool_e[p] -= use
        e -= use
        if any(self.pool_p[p]):
            pp = list(self.pool_p[p])
            need = list(pw)
            for d in range(6):
                use = min(need[d], pp[d])
                need[d] -= use
                pp[d] -= use
            if len(need) > OWN_N:                       # "one of these domains", pool first
                for d in range(6):
                    if need[OWN_MASK] >> d & 1:
                        use = min(need[OWN_N], pp[d])
                        need[OWN_N] -= use
                        pp[d] -= use
            for d in range(6):
                use = min(need[ANY], pp[d])
                need[ANY] -= use
                pp[d] -= use
            if pp[ANY]:                                 # the pool's [A] pays any symbol (134.2.e.5.b)
                use = min(pp[ANY], sum(need[:OWN_N + 1]))
                pp[ANY] -= use
            self.pool_p[p] = tuple(pp)
        by = {}
        dom = self.T.rune_dom
        for c in self.runes[p]:
            d = dom[c]
            if d in by:
                by[d].append(c)
            else:
                by[d] = [c]
        xs = self.exh
        for d in sorted(by):
            rs = by[d]
            r_after, x_after = plan[2 * d], plan[2 * d + 1]
            n_ready = sum(1 for c in rs if not xs[c])
            if n_ready == r_after and len(rs) - n_ready == x_after:
                continue                          # this domain's runes are not used
            rs.sort()
            ready = [c for c in rs if not xs[c]]
            exh = [c for c in rs if xs[c]]
            n_rec = len(rs) - r_after - x_after
            # exhaust for Energy: ready runes that end exhausted or recycled
            n_en = len(ready) - r_after
            # of the ready runes used, some are recycled straight away
            used_ready = ready[:n_en]
            for c in used_ready:
                self.exh[c] = 1
            pile = exh + used_ready
            for c in pile[:n_rec]:
                self._recycle_rune(p, c)

    def _recycle_rune(self, p: int, c: int) -> None:
        self.runes[p].remove(c)
        self.exh[c] = 0
        self.runedeck[p].insert(0, c)
        self.loc[c] = RUNEDECK
        self.kn.seen(c)
        self.emit("recycle_rune", ALL, p, c)


def plan_id(plan: tuple) -> int:
    """A payment way (ready, exhausted runes left per domain) as an action id."""
    out = 0
    for i, v in enumerate(plan):
        out |= v << (5 * i)
    return out


def plan_of(aid: int) -> tuple:
    return tuple((aid >> (5 * i)) & 31 for i in range(12))


def plan_words(aid: int) -> str:
    """What a payment way leaves, in words: "leaves fury 1 ready + 2 exhausted, ..."."""
    from .cards import DOMAINS

    v = plan_of(aid)
    parts = [f"{DOMAINS[d]} {v[2 * d]} ready + {v[2 * d + 1]} exhausted" for d in range(6)
             if v[2 * d] or v[2 * d + 1]]
    return "leaves " + (", ".join(parts) if parts else "no runes")


_PLANS: dict = {}         # (counts) -> the payment ways of pay_plans (bounded)


def _plans(e: int, need: list, any_need: int, ready: list, exhd: list, first: bool) -> list:
    """The ways of pay_plans from the counts (Energy to pay after the pool, Power needed per
    domain and of any domain, ready and exhausted runes per domain)."""
    if e > sum(ready):
        return []
    if any(need[d] > ready[d] + exhd[d] for d in range(6)):
        return []
    if sum(need[:6]) + any_need > sum(ready) + sum(exhd):
        return []
    doms = [d for d in range(6) if ready[d] + exhd[d]]
    if not doms:
        return [(0,) * 12] if e == 0 and not any(need) and not any_need else []
    if len(doms) == 1 or (e == 0 and not any_need):
        # one way only: every rune of one domain, or Power of named domains alone
        # (recycle exhausted runes first)
        res = []
        for d in range(6):
            en = e if d == doms[0] else 0
            rec = need[d] + (any_need if d == doms[0] else 0)
            x_after, r_after = exhd[d] + en, ready[d] - en
            from_x = min(rec, x_after)
            from_r = rec - from_x
            if from_r > r_after:
                return []
            res += [r_after - from_r, x_after - from_x]
        return [tuple(res)]
    outs = set()
    for extra in _splits(any_need, [ready[d] + exhd[d] - need[d] for d in doms]):
        rec = [0] * 6
        for d, x in zip(doms, extra):
            rec[d] = need[d] + x
        for ex in _splits(e, [ready[d] for d in doms]):
            en = [0] * 6
            for d, x in zip(doms, ex):
                en[d] = x
            res = []
            ok = True
            for d in range(6):
                x_after = exhd[d] + en[d]
                r_after = ready[d] - en[d]
                from_x = min(rec[d], x_after)
                from_r = rec[d] - from_x
                if from_r > r_after:
                    ok = False
                    break
                res += [r_after - from_r, x_after - from_x]
            if ok:
                outs.add(tuple(res))
                if first:
                    return [tuple(res)]
    plans = sorted(outs, reverse=True)
    keep = []
    for a in plans:
        if not any(_dominates(b, a) for b in plans if b != a):
            keep.append(a)
    return keep


def _pvec(power) -> tuple:
    v = [0] * 7
    for d, k in (power or {}).items():
        v[ANY if d == "any" else DOM[d]] += k
    return tuple(v)


def _splits(total: int, caps: list):
    """Every way to split `total` into len(caps) parts with part i <= caps[i]."""
    if not caps:
        if total == 0:
            yield ()
        return
    first, rest = caps[0], caps[1:]
    room = sum(rest)
    for x in range(min(first, total), -1, -1):
        if total - x <= room:
            for tail in _splits(total - x, rest):
                yield (x,) + tail


def _dominates(b: tuple, a: tuple) -> bool:
    """Runes b leave at least as many ready runes per domain and as many runes per
    domain as a (and differ)."""
    for d in range(0, len(a), 2):
        if b[d] < a[d] or b[d] + b[d + 1] < a[d] + a[d + 1]:
            return False
    return True
