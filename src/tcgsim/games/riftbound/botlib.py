"""What the Riftbound heuristic bot (bot.py) knows of a position: its view of the state
(`_Ctx`, only what its seat sees), combat arithmetic (groups that win a battlefield, the
damage that kills), plans of moves, and the value of cards, spells, abilities and targets.
Pure functions of the state; the decisions themselves are bot.py's.
"""

from __future__ import annotations

from .chain import ACT, HIDE
from .state import ATTACKER, BASE, DEFENDER, FACEDOWN, FIELD, NONE
from .values import (K_ASSAULT, K_GANKING, K_READY, K_SHIELD,
                     K_TANK, K_TEMPORARY)

# the bot's tuning (bot.py reads PLAY_AT)
CONQUER = 2.5            # what taking a battlefield in a combat is worth (a point, control)
PLAY_AT = 0.9            # the net value at which a spell or ability is used
TRICK_AT = 0.9           # the net gain at which a combat trick is used
HARMFUL = frozenset({"deal", "kill", "return_hand", "stun"})


class _Ctx:
    __slots__ = ("s", "me", "T", "team", "_m")

    def __init__(self, s, me):
        self.s = s
        self.me = me
        self.T = s.T
        self.team = s.T.team
        self._m = {}

    def foe(self, c) -> bool:
        return self.team[self.s.ctrl_of[c]] != self.team[self.me]

    def foe_seat(self, q) -> bool:
        return self.team[q] != self.team[self.me]

    def m(self, c) -> int:
        v = self._m.get(c)
        if v is None:
            v = self._m[c] = self.s.might(c)
        return v

    def uval(self, u) -> float:
        """What a unit on the board is worth."""
        T = self.T
        m = max(0, self.m(u))
        if T.token[u]:
            return 0.4 * m if T.sprite[u] else 1.0
        v = max(1, m) + 1.0
        if self.s.kw(u) & K_TEMPORARY:
            v *= 0.4
        return v

    def my_units(self):
        s, me, T = self.s, self.me, self.T
        out = [u for u in s.base[me] if T.type[u] == "unit"]
        for us in s.units:
            out += [u for u in us if s.ctrl_of[u] == me and T.type[u] == "unit"]
        return out

    def spare_energy(self) -> int:
        s, me = self.s, self.me
        return s.pool_e[me] + sum(1 for r in s.runes[me] if not s.exh[r])

    def power_cheap(self) -> bool:
        """A recycled rune comes back soon: the Rune Deck is (nearly) empty."""
        return len(self.s.runedeck[self.me]) <= 1

    def my_main(self) -> bool:
        """My Action Phase, outside a showdown (a card of mine may be on the chain, being
        played or resolving)."""
        s = self.s
        return s.turn == self.me and s.phase == "action" and s.showdown is None


# ---- Might in a role, combat outcomes ------------------------------------------------------
def _bf_bonus(s, i) -> int:
    b = s.bf[i]
    if not s.T.has_static[b]:
        return 0
    return sum(ab["n"] for ab in s.T.rules[b].statics if ab["effect"] == "units_here")


def _role_might(x, u, role, alone, dest=-1) -> int:
    """u's Might if it attacked (role ATTACKER) or defended at battlefield `dest` (its own
    place when -1): Assault or Shield, alone-bonuses, the battlefield's bonus."""
    s = x.s
    m = x.m(u)
    if s.role[u]:
        return max(0, m)
    T = x.T
    kw = s.kw(u)
    if role == ATTACKER and kw & K_ASSAULT:
        m += s.kw_value(u, "assault")
    elif role == DEFENDER and kw & K_SHIELD:
        m += s.kw_value(u, "shield")
    if alone:
        if T.has_static[u]:
            for ab in T.rules[u].statics:
                if ab["effect"] == "might" and ab["while"] == "alone":
                    m += ab["n"]
        if role == DEFENDER:
            for lg in s.legend[s.ctrl_of[u]]:
                if T.has_static[lg]:
                    m += sum(ab["n"] for ab in T.rules[lg].statics
                             if ab["effect"] == "defend_alone")
    if dest >= 0 and not (s.loc[u] == FIELD and s.at[u] == dest):
        m += _bf_bonus(s, dest)
        if s.loc[u] == FIELD:
            m -= _bf_bonus(s, s.at[u])
    return max(0, m)


def _knap(cap, items):
    """The items (lethal, value, ...) of most value whose lethal sum is at most cap."""
    if sum(it[0] for it in items) <= cap:
        return list(items)
    if cap <= 0:
        return []
    best = [(0.0, ())] * (cap + 1)
    for it in items:
        w = it[0]
        if w > cap:
            continue
        for c in range(cap, w - 1, -1):
            v = best[c - w][0] + it[1]
            if v > best[c][0] + 1e-9:
                best[c] = (v, best[c - w][1] + (it,))
    return list(best[cap][1])


def _kills(dmg, targets):
    """The targets (lethal, value, tank, id) that `dmg` damage kills, assigned to kill the
    most value: every Tank gets lethal first (CR 731)."""
    tanks = [t for t in targets if t[2]]
    if tanks:
        need = sum(t[0] for t in tanks)
        if need > dmg:
            return _knap(dmg, tanks)
        return tanks + _knap(dmg - need, [t for t in targets if not t[2]])
    return _knap(dmg, targets)


def _fight(att, dfn, a_less=0, d_more=0):
    """att, dfn: lists of (lethal, value, tank, id, damage dealt). (dead attackers, dead
    defenders) as id sets; a_less takes from the attackers' damage, d_more adds to the
    defenders' (a margin for tricks)."""
    a = sum(t[4] for t in att) - a_less
    d = sum(t[4] for t in dfn) + d_more
    return {t[3] for t in _kills(d, att)}, {t[3] for t in _kills(a, dfn)}


def _items(x, units, role, dest=-1):
    """The combat items (lethal, value, tank, id, damage dealt) of my or enemy `units`
    attacking (ATTACKER) or defending battlefield dest; a defender of Fortified Position
    is given its Shield 2 (on the biggest)."""
    alone = len(units) == 1
    out = []
    s = x.s
    for u in units:
        m = _role_might(x, u, role, alone, dest)
        out.append((max(1, m - s.dmg[u]), x.uval(u), bool(s.kw(u) & K_TANK), u,
                    0 if s.stun[u] else m))
    if role == DEFENDER and out and _fortified(s, dest if dest >= 0 else s.at[units[0]]):
        big = max(range(len(out)), key=lambda k: (out[k][0], -out[k][3]))
        t = out[big]
        out[big] = (t[0] + 2, t[1], t[2], t[3], t[4] + 2)
    return out


def _fortified(s, i) -> bool:
    if i < 0:
        return False
    b = s.bf[i]
    return any(st.get("verb") == "grant" and st.get("keyword") == "shield"
               for ab in s.T.rules[b].triggers.get("defend_here", ()) for st in ab["do"])


def _wins(x, group, dest, defenders, margin=0, deny=False):
    """(the attack of `group` at dest conquers, dead attackers, dead defenders); with
    `deny`, killing every defender is enough (the battlefield is lost to its holder)."""
    att = _items(x, group, ATTACKER, dest)
    dfn = _items(x, defenders, DEFENDER, dest)
    dead_a, dead_d = _fight(att, dfn, margin, margin)
    won = len(dead_d) == len(dfn) and (deny or len(dead_a) < len(att))
    return won, dead_a, dead_d


# ---- the board: battlefields, threats, the move plan --------------------------------------
def _enemies_at(x, i):
    s, T = x.s, x.T
    return [u for u in s.units[i] if T.type[u] == "unit" and x.foe(u)]


def _mine_at(x, i):
    s, T, me = x.s, x.T, x.me
    return [u for u in s.units[i] if T.type[u] == "unit" and s.ctrl_of[u] == me]


def _threat_groups(x, i):
    """Per opponent seat, the units that could attack battlefield i on its next turn."""
    s, T = x.s, x.T
    out = []
    for q in range(s.n):
        if not x.foe_seat(q):
            continue
        g = [u for u in s.base[q] if T.type[u] == "unit"]
        for j, us in enumerate(s.units):
            if j != i:
                g += [u for u in us if s.ctrl_of[u] == q and T.type[u] == "unit"
                      and s.kw(u) & K_GANKING]
        if g:
            out.append(g)
    return out


def _holds(x, i, defenders, threats=None):
    """My `defenders` at battlefield i hold against every opponent's next attack."""
    if threats is None:
        threats = _threat_groups(x, i)
    if not defenders:
        return not threats
    for g in threats:
        att = _items(x, g, ATTACKER, i)
        dfn = _items(x, defenders, DEFENDER, i)
        dead_a, dead_d = _fight(att, dfn)
        if len(dead_d) == len(dfn) and len(dead_a) < len(att):
            return False
    return True


def _scoreable(s, me, i) -> bool:
    bit = 1 << i
    return not (s.scored[me] & bit or s.blocked[me] & bit)


def _urgent(x, q) -> bool:
    """Opponent q reaches the Victory Score when it holds its battlefields next turn."""
    s = x.s
    held = sum(1 for c in s.ctrl if c >= 0 and x.team[c] == x.team[q])
    return s.team_points(q) + held >= s.win_score


def _margin(x, i) -> int:
    """1 when the defenders' side could answer with a trick (cards and a ready rune); 0
    when the holder is about to win anyway."""
    s = x.s
    c = s.ctrl[i]
    if c >= 0 and x.foe_seat(c) and _urgent(x, c):
        return 0
    for q in range(s.n):
        if x.foe_seat(q) and s.hand[q] and any(not s.exh[r] for r in s.runes[q]):
            return 1
    return 0


def _plan(x, extra=()):
    """The moves of this turn: [(battlefield, [units])], in the order to make them."""
    s, me, T = x.s, x.me, x.T
    nb = len(s.bf)
    free = [u for u in s.base[me] if T.type[u] == "unit" and (not s.exh[u] or u in extra)]
    gank = []
    for j in range(nb):
        mine = _mine_at(x, j)
        for u in mine:
            if (not s.exh[u] or u in extra) and s.kw(u) & K_GANKING and len(mine) > 1:
                gank.append((u, j))
    if not free and not gank:
        return []
    key = lambda u: (-x.m(u), u)   # noqa: E731
    free.sort(key=key)
    plan = []
    used = set()
    defense = {}                   # battlefield -> my units there after the plan
    enterable = []
    for i in range(nb):
        us = s.units[i]
        others = {s.ctrl_of[u] for u in us if s.ctrl_of[u] != me}
        ok = len(others) < 2 and not any(not x.foe_seat(q) for q in others)
        if s.n > 2 and s.combat is not None and s.combat[0] == i:
            ok = False
        enterable.append(ok)
        defense[i] = _mine_at(x, i)

    def pool(i):
        out = [u for u in free if u not in used]
        out += [u for u, j in gank if j != i and u not in used]
        out.sort(key=key)
        return out

    targets = []
    for i in range(nb):
        c = s.ctrl[i]
        if not enterable[i] or (c >= 0 and not x.foe_seat(c)) or defense[i]:
            continue
        foes = _enemies_at(x, i)
        v = (1.0 if _scoreable(s, me, i) else 0.2) + (0.8 if c >= 0 else 0.0) + 1.0
        if foes:
            v += 0.3 * sum(x.uval(u) for u in foes)
        targets.append((0 if foes else 1, -v, i, foes))
    targets.sort(key=lambda t: (t[0], t[1], t[2]))
    for kind, _, i, foes in targets:
        cands = pool(i)
        if not cands:
            continue
        if not foes:
            threats = _threat_groups(x, i)
            pick = None
            for u in reversed(cands):            # the weakest unit that holds it
                if _holds(x, i, [u], threats):
                    pick = u
                    break
            if pick is None:
                pick = cands[-1]
            plan.append((i, [pick]))
            used.add(pick)
            defense[i] = [pick]
            continue
        margin = _margin(x, i)
        group = _group(x, cands, i, foes, margin, False, key)
        if group is None and c >= 0 and _urgent(x, c):
            group = _group(x, cands, i, foes, 0, True, key)     # at least end its hold
        if group is None:
            # no conquest: attack anyway when the trade is clearly good
            g = cands[:]
            won, dead_a, dead_d = _wins(x, g, i, foes, margin)
            gain = sum(x.uval(u) for u in foes if u in dead_d)
            loss = sum(x.uval(u) for u in g if u in dead_a)
            if gain >= loss + 2.0 and len(dead_a) < len(g):
                plan.append((i, sorted(g, key=key)))
                used.update(g)
            continue
        group.sort(key=key)
        plan.append((i, group))
        used.update(group)
        defense[i] = group
    # spare units reinforce a battlefield that would fall
    spare = [u for u in free if u not in used]
    if spare:
        held = [i for i in range(nb) if defense[i] and enterable[i]]
        for u in spare:
            for i in held:
                threats = _threat_groups(x, i)
                if _holds(x, i, defense[i], threats):
                    continue
                if _holds(x, i, defense[i] + [u], threats) or x.m(u) >= 3:
                    defense[i] = defense[i] + [u]
                    for k, (d, g) in enumerate(plan):
                        if d == i:
                            plan[k] = (d, sorted(g + [u], key=key))
                            break
                    else:
                        plan.append((i, [u]))
                    used.add(u)
                    break
    return plan


def _group(x, cands, i, foes, margin, deny, key):
    """The smallest group of cands (strongest first) whose attack at i wins, or None."""
    for u in reversed(cands):
        if _wins(x, [u], i, foes, margin, deny)[0]:
            return [u]
    g = []
    for u in cands:
        g.append(u)
        if len(g) >= 2 and _wins(x, g, i, foes, margin, deny)[0]:
            break
    else:
        return None
    for u in sorted(g, key=key, reverse=True):
        if len(g) > 1:
            h = [w for w in g if w != u]
            if _wins(x, h, i, foes, margin, deny)[0]:
                g = h
    return g


def _plan_dest(x, u, extra=()):
    for d, g in _plan(x, extra):
        if u in g:
            return d, g
    return None, None


# ---- card values -----------------------------------------------------------------------------
def _steps(T, c):
    sp = T.rules[c].spell
    return sp["do"] if sp else ()


def _unit_card_value(x, c) -> float:
    T, s = x.T, x.s
    v = float(T.might[c] or 0)
    r = T.rules[c]
    kw = r.kwbits
    if kw & K_ASSAULT:
        v += 0.5 * (r.kw.get("assault") or 1)
    if kw & K_SHIELD:
        v += 0.5 * (r.kw.get("shield") or 1)
    if kw & K_TANK:
        v += 0.5
    if kw & K_READY:
        v += 1.0
    for ab in r.triggers.get("play_me", ()):
        for st in ab["do"]:
            vb = st["verb"]
            if vb in ("draw", "channel", "token", "from_trash"):
                v += 1.0
            elif vb == "discard":
                v -= 0.6 * (st.get("n") or 1)
            elif vb == "deal_all":
                amt = st.get("amount") or 0
                for us in s.units:
                    for u in us:
                        if T.type[u] == "unit" and \
                                amt + s.bonus_damage(x.me, u) >= s.lethal_left(u):
                            v += x.uval(u) if x.foe(u) else -x.uval(u)
    if T.champion[c]:
        v += 0.5
    for ab in r.costs:
        if not ab["optional"] and ab["cost"].get("kill_friendly"):
            mine = x.my_units()
            v -= min((x.uval(u) for u in mine), default=5.0) + 0.5
    return v


def _hand_value(x, c) -> float:
    """What keeping card c in hand is worth (to pick what to discard or recycle)."""
    T, s = x.T, x.s
    r = T.rules[c]
    if "discard_me" in r.triggers:
        for ab in r.triggers["discard_me"]:
            if any(st["verb"] in ("play_me", "draw") for st in ab["do"]):
                return -2.0
    if T.type[c] == "unit":
        v = _unit_card_value(x, c)
    elif T.type[c] == "spell":
        v = 2.0 + 0.3 * (T.energy[c] or 0)
    else:
        v = 1.5
    if (T.energy[c] or 0) > len(s.runes[x.me]) + 3:
        v -= 1.5
    return v


def _cost_value(x, c, free=False) -> float:
    """What spending card c (and its cost) is worth."""
    T = x.T
    if free:
        return 0.4
    pw = sum(T.power[c][:8])                    # [8]: a domain mask (table.OWN_MASK)
    return 0.8 + 0.22 * (T.energy[c] or 0) + (0.2 if x.power_cheap() else 0.9) * pw


# ---- targets -----------------------------------------------------------------------------
def _sel_harm(step) -> int:
    """+1: the step helps its target; -1: it harms it; 0: neither or unknown."""
    vb = step.get("verb")
    if vb in HARMFUL:
        return -1
    if vb == "might":
        return -1 if (step.get("n") or 0) < 0 else 1
    if vb in ("buff", "ready", "save"):
        return 1
    if vb == "grant":
        return -1 if step.get("keyword") == "temporary" else 1
    if vb == "move":
        t = step.get("target")
        side = t.get("side") if isinstance(t, dict) else None
        return 1 if side == "friendly" else -1
    if vb == "duel":
        return 1
    return 0


def _main_target_score(x, step, u, blockers=None) -> float:
    """How good it is (outside a combat) to aim `step` at unit u."""
    s, T = x.s, x.T
    if T.type[u] != "unit":
        foe = x.foe(u)
        return (1.0 if foe else -1.0) * (1 if _sel_harm(step) < 0 else -1)
    foe = x.foe(u)
    vb = step.get("verb")
    harm = _sel_harm(step)
    val = x.uval(u)
    bonus = 0.0
    if blockers and u in blockers:
        bonus = blockers[u]
    if harm < 0:
        if not foe:
            return -val - 1.0
        if vb == "deal":
            amt = (step.get("amount") or 0) + s.bonus_damage(x.me, u)
            if step.get("amount_of") == "my_might":
                amt = 0
            if amt >= s.lethal_left(u):
                return val + bonus
            return 0.1 * amt - 0.5
        if vb == "kill":
            return val + bonus
        if vb == "return_hand":
            return (val if T.token[u] else 0.6 * val) + bonus
        if vb == "grant":                       # Temporary: dies at its next turn
            return 0.8 * val + 0.5 * bonus
        if vb == "move":
            if s.loc[u] != FIELD:
                return -0.5
            return 0.3 * val + bonus
        if vb == "stun":
            return 0.3 * val if s.loc[u] == FIELD else 0.0
        if vb == "might":
            return 0.1 * val
        return 0.0
    if harm > 0:
        if foe:
            return -val - 1.0
        if vb == "ready":
            if not s.exh[u]:
                return -0.5
            return val + (1.0 if s.loc[u] == BASE else 0.0)
        if vb == "buff":
            if s.buff[u]:
                return -1.0
            return 1.0 + 0.1 * val + (0.5 if s.loc[u] == FIELD else 0.0)
        if vb == "move":
            return -0.2
        return 0.5 + 0.1 * val
    return 0.0


def _blockers(x):
    """Enemy units at battlefields whose removal lets my ready units conquer: unit ->
    bonus."""
    s, me = x.s, x.me
    if not x.my_main():
        return {}
    out = {}
    free = [u for u in s.base[me] if x.T.type[u] == "unit" and not s.exh[u]]
    for i in range(len(s.bf)):
        foes = _enemies_at(x, i)
        if not foes:
            continue
        bonus = 2.0 + (1.0 if _scoreable(s, me, i) else 0.0)
        if len(foes) == 1:
            if free:
                out[foes[0]] = bonus
            continue
        if not free or _wins(x, free, i, foes)[0]:
            continue
        for u in foes:
            rest = [w for w in foes if w != u]
            if _wins(x, free, i, rest)[0]:
                out[u] = max(out.get(u, 0.0), bonus)
    # an enemy unit sitting at a battlefield I hold is a threat too
    return out


# ---- combat tricks -----------------------------------------------------------------------
def _combat_side(x):
    """(battlefield, my role) of the combat in progress I take part in, else (None, 0)."""
    s = x.s
    sd = s.showdown
    if sd is None or not sd[1] or s.combat is None:
        return None, 0
    i, att, dfn = s.combat
    if not x.foe_seat(att):
        return i, ATTACKER
    if not x.foe_seat(dfn):
        return i, DEFENDER
    return None, 0


def _outcome(x, i, side, mods, extra=()):
    """The value for me of the combat at battlefield i if it were fought now, with
    hypothetical changes `mods` (unit -> [might delta, damage, gone, stunned, saved]) and
    `extra` units (might) joining my side."""
    s, T = x.s, x.T
    att, dfn = [], []
    pre = 0.0
    for u in s.units[i]:
        r = s.role[u]
        if not r or T.type[u] != "unit":
            continue
        md = mods.get(u)
        m = x.m(u)
        d = s.dmg[u]
        stun = s.stun[u]
        if md is not None:
            if md[2]:
                if x.foe(u):
                    pre += x.uval(u) * (1.0 if md[2] == 2 or T.token[u] else 0.5)
                continue
            m += md[0]
            d += md[1]
            stun = stun or md[3]
        m = max(0, m)
        if d > 0 and d >= m:
            if md is not None and md[4]:
                continue                        # saved: leaves the combat alive
            pre += x.uval(u) if x.foe(u) else -x.uval(u)
            continue
        it = (max(1, m - d), x.uval(u), bool(s.kw(u) & K_TANK), u, 0 if stun else m)
        (att if r == ATTACKER else dfn).append(it)
    for k, m in enumerate(extra):
        it = (max(1, m), m + 1.0, False, -1 - k, m)
        (att if side == ATTACKER else dfn).append(it)
    dead_a, dead_d = _fight(att, dfn)
    v = pre
    for t in att + dfn:
        if t[3] in dead_a or t[3] in dead_d:
            if t[3] < 0:
                v -= t[1]
            else:
                v += t[1] if x.foe(t[3]) else -t[1] * (0.0 if mods.get(t[3], (0,) * 5)[4] else 1.0)
    surv_a = [t for t in att if t[3] not in dead_a]
    surv_d = [t for t in dfn if t[3] not in dead_d]
    if surv_a and not surv_d:
        v += CONQUER if side == ATTACKER else -CONQUER
    return v


def _step_mods(x, i, side, steps, p, src, here):
    """Apply a card's steps to hypothetical mods of the combat at i, each aimed at its
    best target; returns (mods, extra units, value outside the combat)."""
    s, T = x.s, x.T
    mods = {}
    extra = []
    side_val = 0.0
    it = -1
    for k, st in enumerate(steps):
        vb = st.get("verb")
        cond = st.get("if")
        if cond in ("paid",):
            continue
        if vb == "draw":
            side_val += 0.9 * (st.get("n") or 1)
            continue
        if vb == "might_all":
            for u in s.units[i]:
                if s.role[u] and not x.foe(u):
                    mods.setdefault(u, [0, 0, 0, 0, 0])[0] += st.get("n") or 0
            continue
        if vb == "deal_all":
            amt = st.get("amount") or 0
            for u in s.units[i]:
                if T.type[u] == "unit" and s.role[u]:
                    if st.get("side") == "enemy" and not x.foe(u):
                        continue
                    mods.setdefault(u, [0, 0, 0, 0, 0])[1] += amt + s.bonus_damage(p, u)
            continue
        if vb == "token":
            if st.get("where") in ("choose", "here") and s.ctrl[i] == x.me:
                n = st.get("n") or 1
                mt = 3 if st.get("token") == "sprite" else 1
                extra += [mt] * n
            continue
        t = st.get("target")
        if t == "it":
            cands = [it] if it >= 0 else []
        elif t == "me":
            cands = [src] if src >= 0 else []
        elif isinstance(t, dict):
            cands = [u for u in s.target_options(t, p, src, here)]
        else:
            continue
        if vb == "duel":
            o = st.get("other")
            foes = s.target_options(o, p, src, here) if isinstance(o, dict) else []
            best = None
            for a in cands:
                for b in foes:
                    mm = {u: list(v) for u, v in mods.items()}
                    ma = max(0, x.m(a) + mm.get(a, [0])[0])
                    mb = max(0, x.m(b) + mm.get(b, [0])[0])
                    mm.setdefault(b, [0, 0, 0, 0, 0])[1] += ma
                    mm.setdefault(a, [0, 0, 0, 0, 0])[1] += mb
                    v = _outcome(x, i, side, mm, extra)
                    if best is None or v > best[0]:
                        best = (v, a, b, mm)
            if best is not None:
                mods = best[3]
                it = best[1]
            continue
        count = (t.get("count") or 1) if isinstance(t, dict) else 1
        chosen = []
        for _ in range(count):
            best = None
            for u in cands:
                if u in chosen or T.type[u] != "unit":
                    continue
                mm = {w: list(v) for w, v in mods.items()}
                if not _aim(x, st, u, mm.setdefault(u, [0, 0, 0, 0, 0]), src, p):
                    continue
                v = _outcome(x, i, side, mm, extra)
                if best is None or v > best[0] + 1e-9:
                    best = (v, u, mm)
            if best is None:
                break
            mods = best[2]
            chosen.append(best[1])
            it = best[1]
    return mods, extra, side_val


def _option_steps(x, aid):
    """(steps, source, here, the card played or -1, is it free) of a play/ability option."""
    s, T = x.s, x.T
    if aid >= ACT:
        y = aid - ACT
        h, src, k = y // 4096, (y % 4096) // 8, y % 8
        ab = T.rules[src].activated[k]
        return ab["do"], h, -1, -1, False
    if aid >= HIDE:
        return None
    c = aid
    here = s.at[c] if s.loc[c] == FACEDOWN else -1
    if T.type[c] == "unit":
        return ("unit", c, here, c, here >= 0)
    return _steps(T, c), c, here, c, here >= 0


def _ability_cost(x, aid) -> float:
    T = x.T
    y = aid - ACT
    src, k = (y % 4096) // 8, y % 8
    cost = T.rules[src].activated[k]["cost"]
    v = 0.3 * (cost.get("energy") or 0)
    if cost.get("exhaust"):
        v += 0.2
    if cost.get("spend_buff"):
        v += 1.0
    if cost.get("recycle_trash"):
        v += 0.2
    if cost.get("power"):
        v += 0.9 * sum(cost["power"].values())
    return v


def _trick(x, ids):
    """The best combat trick among ids, or None."""
    i, side = _combat_side(x)
    if i is None:
        return None
    s, T, me = x.s, x.T, x.me
    base = _outcome(x, i, side, {})
    best = None
    for aid in ids:
        if aid == NONE or (HIDE <= aid < ACT):
            continue
        info = _option_steps(x, aid)
        if info is None:
            continue
        steps, src, here, card, free = info
        if steps == "unit":
            # a unit from facedown at this battlefield joins my side
            if here != i or s.ctrl[i] != me:
                continue
            after = _outcome(x, i, side, {}, [T.might[card] or 0])
            gain = after - base
            cost = 0.4
        else:
            if here >= 0 and here != i:
                continue
            v, ex, side_val = _step_mods(x, i, side, steps, me, src, here)
            gain = _outcome(x, i, side, v, ex) - base + side_val
            cost = _cost_value(x, card, free) if card >= 0 else _ability_cost(x, aid)
            if card >= 0 and not free:
                cost += 0.1 * len(_steps(T, card))
        net = gain - cost
        if net >= TRICK_AT and (best is None or net > best[0] + 1e-9):
            best = (net, aid)
    return best[1] if best else None


def _protect(x, ids):
    """Answer an opponent's spell that would kill my unit with a pump or a save."""
    s, T = x.s, x.T
    top = s.chain[-1]
    if top[0] != 0 or not x.foe_seat(top[1]):
        return None
    steps = _steps(T, top[2])
    doomed = {}
    for k, cs in top[4]:
        if k < 0 or k >= len(steps):
            continue
        st = steps[k]
        for u, _ in cs:
            if not s.on_board(u) or x.foe(u) or T.type[u] != "unit":
                continue
            if st["verb"] == "deal":
                doomed[u] = ("deal", (st.get("amount") or 0) + s.bonus_damage(top[1], u))
            elif st["verb"] == "kill":
                doomed[u] = ("kill", 0)
    doomed = {u: d for u, d in doomed.items()
              if d[0] == "kill" or d[1] >= s.lethal_left(u)}
    if not doomed:
        return None
    best = None
    for aid in ids:
        if aid == NONE or aid >= HIDE:
            continue
        info = _option_steps(x, aid)
        if info is None or info[0] == "unit":
            continue
        steps2, src, here, card, free = info
        for st in steps2:
            t = st.get("target")
            if not isinstance(t, dict):
                continue
            opts = s.target_options(t, x.me, src, here)
            for u, (how, amt) in doomed.items():
                if u not in opts:
                    continue
                ok = False
                if st["verb"] == "save":
                    ok = True
                elif st["verb"] == "might" and how == "deal" and (st.get("n") or 0) > 0:
                    ok = amt < s.lethal_left(u) + st["n"]
                elif st["verb"] == "move" and t.get("side") == "friendly" and how == "deal":
                    ok = s.loc[u] == FIELD
                if ok:
                    net = x.uval(u) - _cost_value(x, card, free)
                    if net >= 0.5 and (best is None or net > best[0]):
                        best = (net, aid)
    return best[1] if best else None


# ---- spells outside a combat ----------------------------------------------------------------
def _spell_value(x, c, free=False) -> float:
    """What casting spell c now (outside a combat) is worth, before its cost."""
    s, T, me = x.s, x.T, x.me
    steps = _steps(T, c)
    if not steps:
        return 0.0
    here = s.at[c] if free else -1
    blockers = None
    v = 0.0
    killed = False
    for k, st in enumerate(steps):
        vb = st["verb"]
        cond = st.get("if")
        if cond == "killed" and not killed or cond == "paid":
            continue                     # counted as if the optional cost is not paid
        t = st.get("target")
        if vb == "draw":
            v += 1.0 * (st.get("n") or 1)
        elif vb == "channel":
            v += 1.5 if s.runedeck[me] else (0.9 * (st.get("else_draw") or 0))
        elif vb == "token":
            n = st.get("n") or 1
            v += n * (2.5 if st.get("token") == "sprite" and x.my_main() else 1.0)
        elif vb == "turn_flag":
            if st.get("flag") == "units_enter_ready" and x.my_main():
                units = [h for h in s.hand[me] if T.type[h] == "unit" and h != c]
                if units and any(s.ctrl[i] != me for i in range(len(s.bf))):
                    v += 1.5
        elif vb == "from_trash":
            vals = [_hand_value(x, h) for h in s.trash[me] if T.type[h] == st.get("type")]
            if vals:
                v += 0.6 * max(vals)
        elif vb == "each_kills":
            mine = x.my_units()
            worst_mine = min((x.uval(u) for u in mine), default=0.0)
            gain = 0.0
            for q in range(s.n):
                if x.foe_seat(q):
                    theirs = [u for u in s._board_of(q) if T.type[u] == "unit"]
                    if theirs:
                        gain += min(x.uval(u) for u in theirs)
            v += gain - worst_mine
        elif vb == "deal_all":
            amt = st.get("amount") or 0
            per = []
            for i in range(len(s.bf)):
                tot = 0.0
                for u in s.units[i]:
                    if T.type[u] != "unit":
                        continue
                    if st.get("side") == "enemy" and not x.foe(u):
                        continue
                    if amt + s.bonus_damage(me, u) >= s.lethal_left(u):
                        tot += x.uval(u) if x.foe(u) else -x.uval(u)
                per.append(tot)
            if st.get("at") == "one_battlefield":
                v += max(per, default=0.0)
            elif st.get("at") == "battlefields":
                v += sum(per)
        elif vb == "discard":
            hand = [h for h in s.hand[me] if h != c]
            if not hand:
                continue
            nxt = steps[k + 1] if k + 1 < len(steps) else None
            if nxt is not None and nxt.get("amount_of") == "discarded_energy":
                amt = max(T.energy[h] or 0 for h in hand)
                fake = dict(nxt)
                fake["amount"] = amt
                fake.pop("amount_of", None)
                opts = s.target_options(nxt["target"], me, c, here)
                if blockers is None:
                    blockers = _blockers(x)
                sc = max((_main_target_score(x, fake, u, blockers) for u in opts), default=0)
                v += sc - 0.3 * max(_hand_value(x, h) for h in hand if
                                    (T.energy[h] or 0) == amt) - 0.5
                return v
            v -= 0.7 * (st.get("n") or 1)
        elif vb == "duel":
            o = st.get("other")
            mine = s.target_options(t, me, c, here) if isinstance(t, dict) else []
            foes = s.target_options(o, me, c, here) if isinstance(o, dict) else []
            bonus = 0
            if t == "it" and k > 0 and steps[k - 1]["verb"] == "might":
                mine = s.target_options(steps[k - 1]["target"], me, c, here)
                bonus = steps[k - 1].get("n") or 0
            best = _best_duel(x, mine, foes, bonus)
            v += max(0.0, best[0]) if best is not None else 0.0
        elif isinstance(t, dict) and vb in ("deal", "kill", "return_hand", "move", "grant",
                                            "stun", "buff", "ready", "might"):
            opts = s.target_options(t, me, c, here)
            if vb in ("might", "stun"):
                continue                          # tricks: for combats
            if blockers is None:
                blockers = _blockers(x)
            scores = sorted((_main_target_score(x, st, u, blockers) for u in opts), reverse=True)
            n = t.get("count") or 1
            got = [sc for sc in scores[:n] if sc > 0]
            if not got and not t.get("up_to"):
                got = scores[:1]
            v += sum(got)
            if vb in ("deal", "kill") and got and got[0] > 0.5:
                killed = True
    return v


def _legend_ability_value(x, aid) -> float:
    s, T, me = x.s, x.T, x.me
    y = aid - ACT
    src, k = (y % 4096) // 8, y % 8
    ab = T.rules[src].activated[k]
    v = 0.0
    for st in ab["do"]:
        vb = st["verb"]
        t = st.get("target")
        if vb == "token":
            v += 1.1 * (st.get("n") or 1)
        elif vb == "buff" and isinstance(t, dict):
            opts = s.target_options(t, me, src, -1)
            v += max((_main_target_score(x, st, u) for u in opts), default=0.0)
        elif vb == "draw":
            v += st.get("n") or 1
        else:
            return 0.0              # tricks and the rest: not in the main phase
    return v


# ---- the decisions -------------------------------------------------------------------------


def _aim(x, step, u, md, src, p) -> bool:
    """Add to u's hypothetical mods `md` (might delta, damage, gone, stunned, saved) what
    `step` does to it in the combat; False when it does nothing there."""
    s = x.s
    vb = step.get("verb")
    if vb == "might":
        n = step.get("n") or 0
        if n < 0 and step.get("min") is not None:
            n = max(n, min(0, step["min"] - (x.m(u) + md[0])))
        md[0] += n
    elif vb == "buff":
        if s.buff[u]:
            return False
        md[0] += 1
    elif vb == "deal":
        amt = step.get("amount") or 0
        if step.get("amount_of") == "my_might":
            amt = max(0, x.m(src)) if src >= 0 else 0
        elif step.get("amount_of") == "discarded_energy":
            amt = 0
        md[1] += amt + s.bonus_damage(p, u)
    elif vb == "kill":
        md[2] = 2
    elif vb in ("return_hand", "move"):
        if not s.role[u]:
            return False
        md[2] = 1
    elif vb == "stun":
        md[3] = 1
    elif vb == "save":
        md[4] = 1
    elif vb == "grant":
        kwd = step.get("keyword")
        if (kwd == "shield" and s.role[u] == DEFENDER) or \
                (kwd == "assault" and s.role[u] == ATTACKER):
            md[0] += step.get("n") or 1
        else:
            return False
    else:
        return False
    return True


def _duel_gain(x, a, b, bonus=0) -> float:
    """My unit a (with `bonus` Might) and the enemy b deal their Might to each other."""
    s = x.s
    g = x.uval(b) if max(0, x.m(a) + bonus) >= s.lethal_left(b) else 0.0
    if x.m(b) >= s.lethal_left(a) + bonus:
        g -= x.uval(a)
    return g


def _best_duel(x, mine, foes, bonus=0):
    """(gain, my unit, enemy unit) of the best duel, or None."""
    best = None
    for a in mine:
        for b in foes:
            if a != NONE and b != NONE:
                g = _duel_gain(x, a, b, bonus)
                if best is None or g > best[0]:
                    best = (g, a, b)
    return best
