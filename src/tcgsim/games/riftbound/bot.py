"""A heuristic Riftbound bot.

It reads only what its seat sees: the pending decision (its kind, option ids and
continuation, which name no hidden card), the public card table `state.T`, its own hand,
the public places (bases, battlefields, runes, trash, legends, the Champion Zone, the
chain), the sizes of hidden places, and values the rules compute from them (`might`, `kw`,
`target_options`, `pay_plans` of its own runes). It never looks at another seat's hand or
facedown cards, nor at the order of any deck or rune deck (the one exception is its own
deck's top card after a Vision look, which its seat has seen), so it chooses the same on a
state and on `state.determinize(me, rng)` of it. It draws no random numbers (the seed is
the agent interface's; ties go to the lowest id) and keeps no memory between decisions: a
plan is recomputed from the state each time.

The plan of a plain board-control player:
  * mulligan cards of 5 Energy or more (the most expensive first);
  * pay so as to keep the most runes on the board, ready ones, of the domains its hand needs;
  * each turn: removal on the enemy unit that blocks a conquest or is the biggest at a
    battlefield (when it kills), units that can still attack (Accelerate, enters ready)
    when there is something to attack, then the moves: for every battlefield it does not
    hold, the smallest group of ready units that wins the combat (Might with Assault
    against Might with Shield, the opponents' damage assigned to kill the most, Tank
    first), one unit to an empty one; spare units reinforce a battlefield the enemy
    could take next turn; then the best affordable units (to a battlefield it holds that
    needs defenders, to an open one when the card may, else the base), the spells and
    gear worth their cost, its legend's ability, Hidden cards when Power is cheap; then
    it ends the turn;
  * in a showdown or on a chain: a combat trick, removal or a save when it turns the
    combat (or saves a unit) by more than the card is worth; a free facedown card or a
    draw when runes would go unused; else it passes;
  * damage: kill the most Might (Tank first, as the rules ask); targets: removal and
    Might loss on enemies, buffs and readies on its own units; optional costs only when
    they cost little.
"""

from __future__ import annotations

from ...core.rng import Rng
from .botlib import (PLAY_AT, _ability_cost, _aim, _best_duel, _blockers, _combat_side,
                     _cost_value, _Ctx, _enemies_at, _hand_value, _holds, _kills,
                     _legend_ability_value, _main_target_score, _mine_at, _outcome, _plan,
                     _plan_dest, _protect, _sel_harm, _spell_value, _steps, _trick,
                     _unit_card_value)
from .chain import ACT, HIDE, MOVE, plan_of
from .state import BASE, FACEDOWN, FIELD, NONE
from .table import DOM, add_own
from .values import F_UNITS_READY, K_ACCEL, K_READY, K_TANK


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)      # the interface's seed; the bot itself draws nothing

    def act(self, state) -> int:
        pend = state.pending
        ids = pend[2]
        if len(ids) == 1:
            return ids[0]
        fn = _HANDLERS.get(pend[1])
        aid = None
        if fn is not None:
            aid = fn(_Ctx(state, pend[0]), ids, pend[3])
        if aid not in ids:
            aid = NONE if NONE in ids else ids[0]
        return aid


# ---- what the seat knows, per decision ---------------------------------------------------
def _act(x, ids, cont):
    s, T, me = x.s, x.T, x.me
    n = T.n
    cards = [a for a in ids if a < n]
    moves = [a for a in ids if MOVE <= a < ACT]
    hides = [a for a in ids if HIDE <= a < MOVE]
    abil = [a for a in ids if a >= ACT]
    attackable = any(s.ctrl[i] < 0 or x.foe_seat(s.ctrl[i]) for i in range(len(s.bf)))

    # 1. removal and other spells that pay off now, the best first
    best = None
    for c in cards:
        if T.type[c] != "spell":
            continue
        free = s.loc[c] == FACEDOWN          # from facedown: no base cost
        v = _spell_value(x, c, free) - _cost_value(x, c, free)
        if v >= PLAY_AT and (best is None or v > best[0] + 1e-9):
            best = (v, c)
    units = [c for c in cards if T.type[c] == "unit"]
    # 2. units that can still attack this turn
    if attackable:
        ready = []
        for c in units:
            kw = T.kwbits[c]
            if kw & K_READY or s.turn_flags[me] & F_UNITS_READY:
                ready.append(c)
            elif kw & K_ACCEL and _can_accelerate(x, c):
                ready.append(c)
        if ready:
            c = max(ready, key=lambda c: (_unit_card_value(x, c), -c))
            uv = _unit_card_value(x, c)
            if best is None or uv + 1.0 > best[0]:
                return c
    if best is not None and best[0] >= 2.0:
        return best[1]
    # 3. moves
    if moves:
        for d, g in _plan(x):
            if MOVE + g[0] in moves:
                return MOVE + g[0]
    if best is not None:
        return best[1]
    # 4. units
    if units:
        c = max(units, key=lambda c: (T.energy[c] or 0, _unit_card_value(x, c), -c))
        if _unit_card_value(x, c) > 0.5:
            return c
    # 5. gear
    for c in cards:
        if T.type[c] == "gear":
            return c
    # 6. abilities: legends, units, gear
    for a in abil:
        v = _legend_ability_value(x, a) - _ability_cost(x, a)
        if v >= 0.5:
            return a
    # 7. hide a Hidden card when Power is cheap
    if hides and (x.power_cheap() or len(s.runes[me]) >= 9):
        return max(hides, key=lambda h: (T.energy[(h - HIDE) // 8] or 0,
                                         len(_mine_at(x, (h - HIDE) % 8)), -h))
    return NONE


def _can_accelerate(x, c) -> bool:
    s, T = x.s, x.T
    e = (T.energy[c] or 0) + 1
    pw = add_own(list(T.power[c]), T.domains[c], 1)     # [C] (CR 721, seed 004)
    return s.can_pay(x.me, e, tuple(pw), False)


def _respond(x, ids, cont):
    s = x.s
    top = s.chain[-1] if s.chain else None
    if top is not None and not x.foe_seat(top[1]):
        return NONE
    if top is not None:
        aid = _protect(x, ids)
        if aid is not None:
            return aid
    return _react(x, ids)


def _focus(x, ids, cont):
    return _react(x, ids)


def _react(x, ids):
    aid = _trick(x, ids)
    if aid is not None:
        return aid
    s, T = x.s, x.T
    # free value: a facedown card that only draws; a draw spell on an opponent's turn
    best = None
    opp_turn = x.foe_seat(s.turn)
    for a in ids:
        if a == NONE or a >= HIDE or T.type[a] != "spell":
            continue
        free = s.loc[a] == FACEDOWN
        steps = _steps(T, a)
        if not steps or any(st["verb"] not in ("draw",) for st in steps
                            if st.get("if") != "paid"):
            continue
        if not (free or opp_turn):
            continue
        v = _spell_value(x, a, free) - (0.4 if free else _cost_value(x, a) - 0.5)
        if v >= 0.5 and (best is None or v > best[0]):
            best = (v, a)
    return best[1] if best else NONE


def _pay(x, ids, cont):
    s, T, me = x.s, x.T, x.me
    plans = [plan_of(a) for a in ids]          # a way to pay is named by the runes it leaves
    need = [0.0] * 6
    for c in s.hand[me] + s.champ[me]:
        for d in range(6):
            if T.power[c][d]:
                need[d] += T.power[c][d]
    for c in s.hand[me]:
        for dn in T.domains[c]:
            need[DOM[dn]] += 0.2
    best = None
    for k, plan in enumerate(plans):
        tot = sum(plan)
        ready = sum(plan[0::2])
        v = 10.0 * tot + 3.0 * ready
        for d in range(6):
            v += need[d] * (plan[2 * d] + plan[2 * d + 1]) + 0.5 * need[d] * plan[2 * d]
        if best is None or v > best[0] + 1e-9:
            best = (v, k)
    return ids[best[1]]


def _mulligan(x, ids, cont):
    T = x.T
    cands = [c for c in ids if c != NONE and (T.energy[c] or 0) >= 5]
    if not cands:
        return NONE
    return max(cands, key=lambda c: (T.energy[c] or 0, -c))


def _move_to(x, ids, cont):
    c = cont[2]
    d, _ = _plan_dest(x, c)
    if d is not None and d in ids:
        return d
    s = x.s
    for i in ids:
        if i != NONE and 0 <= i < len(s.bf) and s.ctrl[i] != x.me and not _enemies_at(x, i):
            return i
    if NONE in ids:
        return NONE
    return ids[0]


def _move_also(x, ids, cont):
    dest, group = cont[2], cont[3]
    for d, g in _plan(x, set(group)):
        if d == dest and any(u in g for u in group):
            for u in g:
                if u not in group and u in ids:
                    return u
            return NONE
    return NONE


def _defense_need(x, i) -> bool:
    """Battlefield i (mine) would fall to the enemy's next attack."""
    return not _holds(x, i, _mine_at(x, i))


def _destination_play(x, ids, cont):
    s, me = x.s, x.me
    bfs = [i for i in ids if i != NONE and 0 <= i < len(s.bf)]
    for i in bfs:                           # an open battlefield: a conquest
        if s.ctrl[i] < 0 and not s.units[i]:
            return i
    if s.combat is not None and s.combat[0] in bfs:
        return s.combat[0]                  # a defender joins the combat
    for i in bfs:
        if s.ctrl[i] == me and _defense_need(x, i):
            return i
    return NONE if NONE in ids else ids[0]


def _accelerate(x, ids, cont):
    s = x.s
    if not x.my_main():
        return 0
    for i in range(len(s.bf)):
        c = s.ctrl[i]
        if c < 0 or x.foe_seat(c):
            return 1
    return 0


def _play_here_cost(x, ids, cont):
    """A battlefield's extra cost that makes the unit enter ready, but there: paid when a
    ready unit is worth it now (as for Accelerate), for the spot a destination choice among
    those spots would pick."""
    spots = [i for i in ids if i != NONE]
    if not spots or not _accelerate(x, ids, cont):
        return NONE
    return _destination_play(x, spots, cont)


def _optional_cost(x, ids, cont):
    s, T, me = x.s, x.T, x.me
    c = cont[2]
    for ab in T.rules[c].costs:
        if not ab["optional"]:
            continue
        cost = ab["cost"]
        if cost.get("discard"):
            hand = [h for h in s.hand[me] if h != c]
            if not hand:
                return 0
            worst = min(_hand_value(x, h) for h in hand)
            return 1 if worst <= 0.5 or len(hand) >= 6 else 0
        if cost.get("exhaust_friendly"):
            for u in x.my_units():
                if not s.exh[u] and (s.loc[u] == FIELD or not x.my_main()):
                    return 1
            return 0
    return 0


def _optional(x, ids, cont):
    s, T = x.s, x.T
    if cont[0] != "optional_done":
        return 1
    ref = cont[1]
    if ref[0] != "trig":
        return 1
    ab = T.rules[ref[1]].triggers[ref[2]][ref[3]]
    for st in ab["do"]:
        vb = st["verb"]
        if vb == "move":
            return 0                    # Reaver's Row: keep my defenders
        if vb == "spend_buff":
            if not any(s.buff[u] for u in x.my_units()):
                return 0
        if vb == "ready" and st.get("target") == "event":
            ev = cont[5]
            if not (x.my_main() and isinstance(ev, int) and ev >= 0 and s.exh[ev]
                    and s.loc[ev] == BASE):
                return 0
    return 1


def _discard(x, ids, cont):
    s, T = x.s, x.T
    f = s.resolving[-1] if s.resolving else None
    if f is not None and f[0][0] == "spell":
        steps = _steps(T, f[0][1])
        if any(st.get("amount_of") == "discarded_energy" for st in steps):
            return max(ids, key=lambda c: (T.energy[c] or 0, -c))
    return min(ids, key=lambda c: (_hand_value(x, c), c))


def _vision(x, ids, cont):
    s, me = x.s, x.me
    if not s.deck[me]:
        return 0
    top = s.deck[me][-1]                # seen by my seat (the Vision look)
    return 1 if _hand_value(x, top) < 2.0 else 0


def _assign(x, ids, cont):
    s = x.s
    i, theirs, left, plan = cont[1], cont[4], cont[5], cont[6]
    got = dict(plan)
    units = [u for u in s.units[i] if s.role[u] == theirs]
    short = [u for u in units if got.get(u, 0) < s.lethal_left(u)]
    if not short:
        return ids[0]
    items = [(s.lethal_left(u) - got.get(u, 0), x.uval(u), bool(s.kw(u) & K_TANK), u)
             for u in short]
    chosen = _kills(left, items)
    picks = [t for t in chosen if t[3] in ids]
    if picks:
        return max(picks, key=lambda t: (t[1], -t[3]))[3]
    return max(ids, key=lambda u: (x.uval(u), -u))


def _target_common(x, ids, step, src, here, taken=()):
    """The best of ids (units, NONE) for `step` of an ability or spell I control."""
    s = x.s
    cands = [u for u in ids if u != NONE]
    if not cands:
        return NONE
    i, side = _combat_side(x)
    if i is not None:
        scores = {}
        base = _outcome(x, i, side, {})
        for u in cands:
            if s.loc[u] == FIELD and s.at[u] == i and s.role[u]:
                md = [0, 0, 0, 0, 0]
                if _aim(x, step, u, md, src, x.me):
                    scores[u] = _outcome(x, i, side, {u: md}) - base
        if scores:
            u = max(scores, key=lambda u: (scores[u], -u))
            if scores[u] > 0.05:
                return u
    blockers = _blockers(x) if _sel_harm(step) < 0 else None
    sc = {u: _main_target_score(x, step, u, blockers) for u in cands}
    u = max(cands, key=lambda u: (sc[u], -u))
    if sc[u] <= 0 and NONE in ids:
        return NONE
    return u


def _target(x, ids, cont):
    s = x.s
    c, k = cont[2], cont[3]
    steps = _steps(x.T, c)
    j, it = s._item(c)
    here = it[5][3]
    if k < 0:
        step = steps[-1 - k]
        if step["verb"] == "duel":
            # the enemy of a duel: the best one my chosen unit beats
            mine = [u for kk, cs in it[4] if kk == -1 - k for u, _ in cs]
            bonus = 0
            if step.get("target") == "it" and -1 - k > 0 and steps[-2 - k]["verb"] == "might":
                bonus = steps[-2 - k].get("n") or 0
            best = _best_duel(x, mine[:1], ids, bonus)
            if best is not None:
                return best[2]
            step = dict(step, verb="kill")
        return _target_common(x, ids, step, c, here)
    step = steps[k]
    duel, bonus = None, 0
    if step["verb"] == "duel":
        duel = step
    elif step["verb"] == "might" and k + 1 < len(steps) and steps[k + 1]["verb"] == "duel":
        duel, bonus = steps[k + 1], step.get("n") or 0      # Gentlemen's Duel: +3, then duel
    if duel is not None:
        o = duel.get("other")
        foes = s.target_options(o, x.me, c, here) if isinstance(o, dict) else []
        best = _best_duel(x, ids, foes, bonus)
        if best is not None:
            return best[1]
    return _target_common(x, ids, step, c, here)


def _target_ability(x, ids, cont):
    s = x.s
    j, k = cont[1], cont[2]
    it = s.chain[j]
    step = s.steps_of(s._ref_of(it))[k]
    return _target_common(x, ids, step, it[2], -1)


def _choose(x, ids, cont):
    s = x.s
    f = s.resolving[-1]
    step = s.steps_of(f[0])[cont[1]]
    t = step.get("target")
    if isinstance(t, dict) and step.get("verb") == "grant" and step.get("keyword") == "shield":
        mine = [u for u in ids if u != NONE and not x.foe(u)]
        if mine:
            return max(mine, key=lambda u: (x.m(u), -u))
    return _target_common(x, ids, step, f[2], f[5] if len(f) > 5 else -1)


def _from_trash(x, ids, cont):
    return max(ids, key=lambda c: (_hand_value(x, c), -c))


def _recycle(x, ids, cont):
    return min(ids, key=lambda c: (_hand_value(x, c), c))


def _kill(x, ids, cont):
    return min(ids, key=lambda u: (x.uval(u), u))


def _cost_unit(x, ids, cont):
    s = x.s
    if cont[2] == "exhaust":
        away = [u for u in ids if s.loc[u] == FIELD]
        if away:
            return min(away, key=lambda u: (x.uval(u), u))
    return min(ids, key=lambda u: (x.uval(u), u))


def _token_place(x, ids, cont):
    s = x.s
    bfs = [i for i in ids if i != NONE and 0 <= i < len(s.bf)]
    if s.combat is not None and s.combat[0] in bfs:
        return s.combat[0]
    kind = cont[1]
    if kind == "sprite" and x.my_main() and NONE in ids:
        return NONE
    for i in bfs:
        if _defense_need(x, i):
            return i
    return NONE if NONE in ids else ids[0]


def _battlefield(x, ids, cont):
    s, T = x.s, x.T
    f = s.resolving[-1]
    step = s.steps_of(f[0])[cont[1]]
    amt = step.get("amount") or 0

    def gain(i):
        g = 0.0
        for u in s.units[i]:
            if T.type[u] != "unit":
                continue
            if step.get("side") == "enemy" and not x.foe(u):
                continue
            if amt + s.bonus_damage(x.me, u) >= s.lethal_left(u):
                g += x.uval(u) if x.foe(u) else -x.uval(u)
        return g
    return max(ids, key=lambda i: (gain(i), -i))


def _destination(x, ids, cont):
    s, me = x.s, x.me
    c = cont[1]
    if x.foe(c):
        if NONE in ids:
            return NONE
        # into one of my battlefields where my defenders kill it
        for i in ids:
            if 0 <= i < len(s.bf) and s.ctrl[i] == me and _mine_at(x, i):
                return i
        return ids[0]
    for i in ids:
        if i != NONE and 0 <= i < len(s.bf) and s.ctrl[i] != me and not _enemies_at(x, i):
            return i
    return NONE if NONE in ids else ids[0]


def _spend_buff(x, ids, cont):
    s = x.s
    cands = [u for u in ids if u != NONE]
    if not cands:
        return NONE
    return min(cands, key=lambda u: (s.loc[u] == FIELD, x.uval(u), u))


def _mode(x, ids, cont):
    s = x.s
    f = s.resolving[-1]
    step = s.steps_of(f[0])[cont[1]]
    modes = step.get("modes") or []
    best = None
    for m in ids:
        if not (0 <= m < len(modes)):
            continue
        v = 0.0
        for st in modes[m]:
            t = st.get("target")
            if isinstance(t, dict):
                opts = s.target_options(t, x.me, f[2], -1)
                v += max((_main_target_score(x, st, u) for u in opts), default=-1.0)
            elif st["verb"] == "ready":
                v += 1.0 if s.exh[f[2]] and x.my_main() else 0.1
            elif st["verb"] == "grant":
                v += 0.3
        if best is None or v > best[0]:
            best = (v, m)
    return best[1] if best else ids[0]


def _discount_order(x, ids, cont):
    from itertools import permutations

    s = x.s
    c = cont[2]
    j, it = s._item(c)
    how, paid, acc = it[5][0], max(0, it[5][1]), max(0, it[5][2])
    ds = s.discounts(cont[1], c, paid)
    orders = list(permutations(range(len(ds))))
    best = None
    for k in ids:
        if k >= len(orders):
            continue
        e, pw = s.card_cost(cont[1], c, how, paid, acc, orders[k])
        if best is None or (e, sum(pw[:8])) < best[0]:
            best = ((e, sum(pw[:8])), k)
    return best[1] if best else ids[0]


def _keep_target(x, ids, cont):
    s = x.s
    f = s.resolving[-1]
    step = s.steps_of(f[0])[cont[1]]
    return _target_common(x, ids, step, f[2], f[5] if len(f) > 5 else -1)


def _play_from_hand(x, ids, cont):
    cands = [c for c in ids if c != NONE]
    if not cands:
        return NONE
    return max(cands, key=lambda c: (_unit_card_value(x, c), -c))


def _first(x, ids, cont):
    return ids[0]


_HANDLERS = {
    "act": _act, "respond": _respond, "focus": _focus, "pay": _pay, "mulligan": _mulligan,
    "move_to": _move_to, "move_also": _move_also, "destination_play": _destination_play,
    "accelerate": _accelerate, "optional_cost": _optional_cost, "optional": _optional,
    "discard": _discard, "vision": _vision, "assign": _assign, "target": _target,
    "target_ability": _target_ability, "choose": _choose, "from_trash": _from_trash,
    "recycle": _recycle, "kill": _kill, "cost_unit": _cost_unit,
    "token_place": _token_place, "battlefield": _battlefield, "destination": _destination,
    "spend_buff": _spend_buff, "mode": _mode, "discount_order": _discount_order,
    "keep_target": _keep_target, "play_from_hand": _play_from_hand,
    "play_here_cost": _play_here_cost, "trigger_order": _first, "staged": _first,
}

__all__ = ["HeuristicAgent"]
