"""A heuristic WIXOSS bot.

It reads only what its seat sees: the pending decision (its kind, its option ids and its
continuation, which never names a hidden card -- effects.py), the public card table
`state.T`, its own hand and LRIG deck, the public zones (field, ener, trash, LRIG zone,
check zone), the sizes of the hidden zones, and values the rules compute from public
zones (`power`, `keywords`, `target_options`, `can_pay` of its own ener). It never reads
the opponent's hand, the order of either deck or the life cloth, so it chooses the same
on a state and on `state.determinize(me, rng)` of it. It draws no random numbers: the
seed is taken for the agent interface only, and ties go to the lowest id.

The plan of a plain beatdown player:
  * mulligan SIGNI of level 3 or more (never a Guard);
  * ener-charge the least useful card: a SIGNI outside the field it plans for next turn
    (too high a level, a duplicate, a weak one the field will drop -- from the field
    itself when the plan drops it), a Guard beyond the two it keeps; cards that pay its
    colour (or any colour) are the better ener;
  * grow whenever it can, one level up; pay with off-colour cards first, Multi Ener last;
  * summon the strongest set of SIGNI the level and the limit allow (keeping two Guards in
    hand), trashing a weak SIGNI when a much stronger one replaces it; a SIGNI goes to the
    zone where it hits (an empty zone opposite) or wins its battle;
  * spells, ARTS, optional and costed abilities when what they do (removing the biggest
    threat, drawing, searching...) is worth their cost, keeping the ener the next grow needs;
  * attack with every SIGNI (a lost battle costs the attacker nothing) and with the LRIG;
  * guard always at 0-2 life cloth, with a spare Guard at 3-4, with a third Guard above;
  * use every Life Burst; aim removal at the biggest threat, pumps where they win a battle;
    discard the least useful card.
"""

from __future__ import annotations

from itertools import combinations

from ...core.rng import Rng
from .rules import ACTION, ARTS, RESONA, SPELL, SUMMON, TRASH
from .state import DOWN, NONE
from .table import COLORLESS, cost_vector

KEEP_GUARDS = 2           # Guards kept in hand (never summoned, charged last)
FIELD_BONUS = 1500        # power a SIGNI already on the field is worth over one in hand
USE_AT = 0.6              # the net value at which a spell / ARTS / ability is used
HARM = {"banish": 0.85, "bounce": 0.7, "trash": 1.0}     # removal: a banish feeds their ener


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)      # the interface's seed; the bot itself draws nothing

    def act(self, state) -> int:
        ids = state.legal_ids()
        if len(ids) == 1:
            return ids[0]
        me = state.current_player()
        fn = getattr(self, "_" + state.pending[1], None)
        aid = fn(state, me, ids) if fn is not None else None
        if aid not in ids:
            aid = next((a for a in ids if a != NONE), ids[0])
        return aid

    # ---- what it knows ---------------------------------------------------------------------
    @staticmethod
    def _my_color(s, me) -> int:
        return s.T.color[s.lrig[me][-1]]

    @staticmethod
    def _next_lrig(s, me):
        """The LRIG one level up of the same type in my LRIG deck, or None."""
        T = s.T
        top = s.lrig[me][-1]
        lv, ty = T.level[top], T.lrig_type[top]
        nxt = [c for c in sorted(s.lrig_deck[me])
               if T.type[c] == "lrig" and T.lrig_type[c] == ty and T.level[c] == lv + 1]
        return nxt[0] if nxt else None

    def _reach(self, s, me):
        """(level, limit) my LRIG will have next turn if it grows."""
        T = s.T
        nxt = self._next_lrig(s, me)
        c = nxt if nxt is not None else s.lrig[me][-1]
        return T.level[c], T.limit[c]

    def _reserve(self, s, me) -> int:
        """Ener to keep for the next grow (next turn's ener charge gives one)."""
        nxt = self._next_lrig(s, me)
        if nxt is None:
            return 0
        return max(0, sum(s.T.cost[nxt]) - 1)

    def _life(self, s, me) -> int:
        return len(s.life[me])

    def _urgency(self, s, me) -> float:
        n = len(s.life[me])
        return 3.0 if n == 0 else 2.0 if n <= 2 else 1.0 if n <= 4 else 0.5

    # ---- SIGNI on the field ----------------------------------------------------------------
    @staticmethod
    def _facing(s, c) -> int:
        """The SIGNI opposite field SIGNI c (zone i faces the other side's zone 2 - i), -1."""
        q = s.T.owner[c]
        return s.signi[1 - q][2 - s.signi[q].index(c)]

    def _hits(self, s, c) -> bool:
        """Whether field SIGNI c's attack would do something: an empty zone opposite, or a
        defender it beats."""
        d = self._facing(s, c)
        return d < 0 or "assassin" in s.keywords(c) or s.power(c) >= s.power(d)

    def _threat(self, s, me, c) -> float:
        """What removing the opposing SIGNI c is worth."""
        T = s.T
        v = s.power(c) / 4000 + 0.5 * T.level[c]
        if self._hits(s, c):
            v += 1.0 * self._urgency(s, me) + 0.5
        d = self._facing(s, c)
        if d >= 0 and not s.flags[d] & DOWN and s.power(d) < s.power(c):
            v += 0.7                      # it blocks one of my attackers
        if s.keywords(c):
            v += 1.0
        return v

    def _worth(self, s, c) -> float:
        """What one of my field SIGNI is worth (to lose it)."""
        return s.power(c) / 4000 + 0.5 * s.T.level[c] + 0.5

    # ---- the field plan ----------------------------------------------------------------------
    def _keep_guards(self, s, me) -> set:
        T = s.T
        g = sorted((c for c in s.hand[me] if T.guard[c]), key=lambda c: (-T.power[c], c))
        return set(g[:KEEP_GUARDS])

    def _plan(self, s, me, lv, lim, keep=None) -> tuple:
        """The strongest set of SIGNI (of my field and my hand) for an LRIG of level lv and
        limit lim: the most power, a SIGNI already on the field counting FIELD_BONUS more."""
        T = s.T
        if keep is None:
            keep = self._keep_guards(s, me)
        ty = T.lrig_type[s.lrig[me][-1]]
        cands = []
        for c in s.field_signi(me):
            cands.append((c, T.level[c], s.power(c) + FIELD_BONUS))
        for c in sorted(s.hand[me]):
            if T.type[c] != "signi" or c in keep or T.level[c] > lv:
                continue
            if T.limiting[c] and T.limiting[c] != ty:
                continue
            cands.append((c, T.level[c], T.power[c] + (500 if T.on_play[c] else 0)))
        best, best_v = (), 0
        for n in (1, 2, 3):
            for combo in combinations(cands, n):
                if sum(x[1] for x in combo) > lim:
                    continue
                v = sum(x[2] for x in combo)
                if v > best_v:
                    best, best_v = tuple(x[0] for x in combo), v
        return best

    # ---- what a card is worth ------------------------------------------------------------------
    def _spell_worth(self, s, c) -> float:
        verbs = {e["verb"] for a in s.T.abils[c] if a["kind"] == "use" for e in a.get("effect", [])}
        if verbs & {"banish", "bounce", "trash", "power", "banish_all"}:
            return 3.5
        return 2.5

    def _hand_values(self, s, me) -> dict:
        """How useful each card of my hand is to keep."""
        T = s.T
        keep = self._keep_guards(s, me)
        rlv, rlim = self._reach(s, me)
        plan = set(self._plan(s, me, rlv, rlim, keep))
        mycol = self._my_color(s, me)
        out = {}
        seen = {}
        for c in sorted(s.hand[me], key=lambda x: (-T.power[x], x)):
            t = T.type[c]
            if c in keep:
                v = 8.0
            elif t == "signi":
                v = 1.0 + T.power[c] / 4000 + (3.0 if c in plan else 0.0)
                v -= max(0, T.level[c] - rlv) * 1.0
                k = seen[T.code[c]] = seen.get(T.code[c], 0) + 1
                if k > 2:
                    v -= 1.0
                if T.guard[c]:
                    v += 1.0
            elif t == "spell":
                v = self._spell_worth(s, c)
                col = T.color[c]
                if col != COLORLESS and col != mycol and any(T.cost[c][:COLORLESS]):
                    v = 0.5
            else:
                v = 1.0
            out[c] = v
        return out

    def _new_card_value(self, s, me, c) -> float:
        """How useful card c would be in my hand (search, reorder, from trash / ener)."""
        T = s.T
        t = T.type[c]
        rlv, _ = self._reach(s, me)
        if T.guard[c]:
            n = sum(1 for x in s.hand[me] if T.guard[x])
            return 6.0 if n < KEEP_GUARDS else 2.0 + T.power[c] / 4000
        if t == "signi":
            v = 1.0 + T.power[c] / 4000 + 0.8 * T.level[c]
            if T.level[c] > rlv:
                v -= 1.5 * (T.level[c] - rlv)
            return v
        if t == "spell":
            return self._spell_worth(s, c)
        return 1.0

    def _ener_worth(self, s, me, c) -> float:
        """How useful card c is in my ener zone."""
        T = s.T
        if T.multi[c]:
            return 2.5
        col = T.color[c]
        if col == self._my_color(s, me):
            return 2.0
        return 0.8 if col == COLORLESS else 0.5

    # ---- costs and effects -----------------------------------------------------------------------
    def _cost_penalty(self, s, me, vec, extra=0.0) -> float:
        n = sum(vec)
        if n == 0:
            return extra
        spare = len(s.ener[me]) - n - self._reserve(s, me)
        return extra + 0.5 * n + (1.5 * -spare if spare < 0 else 0.0)

    def _ability_cost(self, s, me, src, cost: dict) -> float:
        if not cost:
            return 0.0
        pen = self._cost_penalty(s, me, cost_vector({k: v for k, v in cost.items()
                                                      if type(v) is int}))
        d = cost.get("discard")
        if d:
            pen += 1.2 * d.get("count", 1)
        if cost.get("down"):
            pen += 0.5
        if cost.get("trash_self") and src >= 0 and s.on_field(src):
            pen += self._worth(s, src)
        return pen

    def _one_target(self, s, me, e, c, nxt=None) -> float:
        """What verb e does to field card c (one of its targets), for me."""
        T = s.T
        verb = e["verb"]
        mine = T.owner[c] == me
        is_lrig = T.type[c] == "lrig"
        my_turn = s.active == me
        if verb in HARM:
            if is_lrig:
                return 0.0
            return -self._worth(s, c) if mine else HARM[verb] * self._threat(s, me, c)
        if verb in ("down", "freeze"):
            if mine:
                v = -0.3
                if my_turn and not s.flags[c] & DOWN and s.phase in ("main", "ener", "grow"):
                    v -= 0.8 if self._hits(s, c) else 0.3
                if nxt is not None and nxt["verb"] == "if_done":
                    v += self._fallen_bonus(s, me, nxt, s.power(c))
                return v
            if s.flags[c] & DOWN and verb == "down":
                return 0.0
            v = 0.3 if verb == "down" else 1.2
            if not my_turn and s.phase in ("arts step", "main") and not is_lrig \
                    and self._hits(s, c):
                v += 1.5 * self._urgency(s, me)
            return v
        if verb == "cannot_attack":
            if mine:
                return -0.5
            if not my_turn and not s.flags[c] & DOWN:
                if is_lrig:
                    guards = sum(1 for x in s.hand[me] if T.guard[x])
                    return (3.0 if len(s.life[me]) == 0 else 1.0) * self._urgency(s, me) / \
                        (1 + guards)
                return 1.5 * self._urgency(s, me) if self._hits(s, c) else 0.2
            return 0.1
        if verb in ("power", "set_power"):
            if is_lrig:
                return 0.0
            pw = s.power(c)
            new = pw + e["amount"] if verb == "power" else e["value"]
            delta = new - pw
            if mine:
                return self._pump_value(s, me, c, pw, new) if delta > 0 else \
                    (-self._worth(s, c) if new <= 0 else delta / 8000)
            if new <= 0:
                return HARM["banish"] * self._threat(s, me, c)
            if delta < 0:
                d = self._facing(s, c)
                if my_turn and d >= 0 and not s.flags[d] & DOWN and \
                        s.power(d) < pw and s.power(d) >= new:
                    return 0.85 * self._threat(s, me, c)
                return -delta / 12000
            return -delta / 8000
        if verb == "up":
            return 0.4 if mine and s.flags[c] & DOWN else 0.0
        if verb == "grant":
            return (0.8 if self._hits(s, c) or e["keyword"] == "assassin" else 0.3) \
                if mine else -0.8
        return 0.3 if mine else 0.0

    def _pump_value(self, s, me, c, pw, new) -> float:
        """My SIGNI c goes from power pw to new until the end of the turn."""
        d = self._facing(s, c)
        if s.active == me:
            if d >= 0 and not s.flags[c] & DOWN and pw < s.power(d) <= new:
                return 0.8 * self._threat(s, me, d)
            return 0.15
        # the opponent's turn: c survives an attacker it would lose to
        if d >= 0 and not s.flags[d] & DOWN and pw <= s.power(d) < new:
            return 0.8 * self._worth(s, c)
        return 0.1

    def _fallen_bonus(self, s, me, if_done: dict, pw: int) -> float:
        """An "if you do" banish of an opposing SIGNI of power at most pw."""
        best = 0.0
        for e in if_done.get("effect", []):
            t = e.get("target")
            if e["verb"] in HARM and t and t.get("filter", {}).get("power_max_of_last"):
                for c in s.field_signi(1 - me):
                    if s.power(c) <= pw:
                        best = max(best, HARM[e["verb"]] * self._threat(s, me, c))
        return best

    def _targets_value(self, s, me, e, src, nxt) -> float:
        t = e["target"]
        if t.get("filter", {}).get("power_max_of_last"):
            return 0.0                     # valued with the verb before it
        opts = s.target_options(t, src, me)
        if not opts:
            return 0.0
        vals = sorted((self._one_target(s, me, e, c, nxt) for c in opts), reverse=True)
        if t.get("all"):
            return sum(vals)
        n = t.get("count", 1)
        if t.get("up_to"):
            return sum(v for v in vals[:n] if v > 0)
        return sum(vals[:n])

    def _effect_value(self, s, me, eff, src) -> float:
        o = 1 - me
        v = 0.0
        for i, e in enumerate(eff or ()):
            verb = e["verb"]
            nxt = eff[i + 1] if i + 1 < len(eff) else None
            if "target" in e and verb not in ("charm",):
                v += self._targets_value(s, me, e, src, nxt)
            elif verb == "draw":
                v += 1.5 * min(e.get("count", 1), len(s.deck[me]) + len(s.trash[me]))
            elif verb == "ener_charge":
                v += 1.0 * e.get("count", 1)
            elif verb == "search":
                v += 2.0 * e.get("count", 1)
            elif verb == "look_reorder":
                v += 0.4
            elif verb == "discard":
                n = e.get("count", 1)
                if n > len(s.hand[me]) and nxt is not None and nxt["verb"] == "if_done":
                    return v - 1.2 * len(s.hand[me])      # the "if you do" cannot happen
                v -= 1.2 * min(n, len(s.hand[me]))
            elif verb in ("opponent_discards", "discard_random"):
                v += 1.5 * min(e.get("count", 1), len(s.hand[o]))
            elif verb == "look_discard":
                v += 1.0 if s.hand[o] else 0.0
            elif verb == "declare_discard":
                v += 0.25 * len(s.hand[o])
            elif verb in ("from_trash", "from_ener"):
                zone = s.trash[me] if verb == "from_trash" else s.ener[me]
                f = e.get("filter", {})
                n = sum(1 for c in set(zone) if s.matches(c, f, -1, me))
                per = 1.7 if verb == "from_trash" else 0.2
                v += per * min(n, e.get("count", 1))
            elif verb == "banish_all":
                v += sum(HARM["banish"] * self._threat(s, me, c) for c in s.field_signi(o))
                if e.get("side", "all") == "all":
                    v -= sum(self._worth(s, c) for c in s.field_signi(me))
            elif verb == "crush":
                v += 2.5 * e.get("count", 1) if e.get("side", "opponent") == "opponent" else -2.5
            elif verb == "guard_limit":
                v += 0.8
            elif verb == "mill":
                v += 0.0
            elif verb == "choose":
                opts = sorted((self._effect_value(s, me, op, src) for op in e["options"]),
                              reverse=True)
                v += sum(x for x in opts[:e.get("pick", 1)] if x > 0 or not e.get("up_to"))
            elif verb in ("if_done", "if_condition"):
                prev = eff[i - 1]["verb"] if i else ""
                if prev in ("down", "freeze") and any(
                        x.get("target", {}).get("filter", {}).get("power_max_of_last")
                        for x in e.get("effect", [])):
                    continue                       # valued with the verb before it
                v += 0.8 * self._effect_value(s, me, e.get("effect", []), src)
            elif verb in ("life_charge",):
                v += 2.0 * e.get("count", 1)
            elif verb == "to_field":
                v += 2.0
            else:
                v += 0.3
        return v

    def _play_value(self, s, me, aid) -> float:
        """The net value of a main / ARTS-step / cut-in option that is not a summon."""
        T = s.T
        kind, x = aid // 1000 * 1000, aid % 1000
        if kind in (SPELL, ARTS):
            u = T.use[x]
            if u < 0:
                return -1.0
            eff = T.abils[x][u].get("effect", [])
            extra = 0.3 if kind == SPELL else 0.5
            return self._effect_value(s, me, eff, x) - self._cost_penalty(s, me, T.cost[x], extra)
        if kind == ACTION:
            c, i = divmod(x, 8)
            a = T.abils[c][i]
            return self._effect_value(s, me, a.get("effect", []), c) - \
                self._ability_cost(s, me, c, a.get("cost", {}))
        if kind == RESONA:
            return T.power[x] / 4000 - 1.0
        return -1.0

    @staticmethod
    def _needs_field(s, aid) -> bool:
        """Whether the option's effect works on my own SIGNI (so it waits for the summons)."""
        T = s.T
        kind, x = aid // 1000 * 1000, aid % 1000
        if kind in (SPELL, ARTS):
            a = T.abils[x][T.use[x]] if T.use[x] >= 0 else {}
        elif kind == ACTION:
            c, i = divmod(x, 8)
            a = T.abils[c][i]
        else:
            return False

        def walk(eff):
            for e in eff or ():
                t = e.get("target")
                if t and (t.get("self") or t.get("side") in ("you", "any")):
                    return True
                if walk(e.get("effect")) or any(walk(o) for o in e.get("options", ())):
                    return True
            return False

        return walk(a.get("effect"))

    # ---- the decisions ---------------------------------------------------------------------------
    def _mulligan(self, s, me, ids):
        T = s.T
        for c in ids:
            if c != NONE and T.type[c] == "signi" and not T.guard[c] and T.level[c] >= 3:
                return c
        return NONE

    def _ener(self, s, me, ids):
        T = s.T
        hv = self._hand_values(s, me)
        rlv, rlim = self._reach(s, me)
        plan = set(self._plan(s, me, rlv, rlim))
        best, best_v = NONE, 5.5
        nxt = self._next_lrig(s, me)
        if nxt is not None and len(s.ener[me]) < sum(T.cost[nxt]):
            best_v = 9.0                   # the next grow needs ener: charge something
        for c in ids:
            if c == NONE:
                continue
            if c in hv:
                v = hv[c] - self._ener_worth(s, me, c)
            elif c in plan:
                continue                   # a SIGNI the field keeps
            else:
                v = 0.5 - self._ener_worth(s, me, c)
            if v < best_v:
                best, best_v = c, v
        return best

    def _grow(self, s, me, ids):
        T = s.T
        lv = T.level[s.lrig[me][-1]]
        up = [c for c in ids if c != NONE and T.level[c] > lv]
        if not up:
            return NONE
        return max(up, key=lambda c: (T.level[c], T.limit[c], -c))

    def _pay(self, s, me, ids):
        T = s.T
        mycol = self._my_color(s, me)

        def key(c):
            if T.multi[c]:
                return (2, c)
            return (1 if T.color[c] == mycol else 0, c)

        return min(ids, key=key)

    def _main(self, s, me, ids):
        T = s.T
        others = [a for a in ids if a != NONE and a // 1000 * 1000 not in (SUMMON, TRASH)]
        vals = {a: self._play_value(s, me, a) for a in others}
        pre = [a for a in others if not self._needs_field(s, a)]
        if pre:
            a = max(pre, key=lambda a: (vals[a], -a))
            if vals[a] >= USE_AT:
                return a
        # the field: trash what the plan drops, summon what it adds
        lv, lim = T.level[s.lrig[me][-1]], T.limit[s.lrig[me][-1]]
        plan = self._plan(s, me, lv, lim)
        field = s.field_signi(me)
        adds = [c for c in plan if c not in field]
        if adds:
            drops = [c for c in field if c not in plan and TRASH + c in ids]
            if drops:
                return TRASH + min(drops, key=lambda c: (s.power(c), c))

            def order(c):
                late = any(e.get("target", {}).get("side") == "you"
                           for i in T.on_play[c] for e in T.abils[c][i].get("effect", []))
                return (late, -T.power[c], c)

            for c in sorted(adds, key=order):
                if SUMMON + c in ids:
                    return SUMMON + c
        if others:
            a = max(others, key=lambda a: (vals[a], -a))
            if vals[a] >= USE_AT:
                return a
        return NONE

    def _arts(self, s, me, ids):
        others = [a for a in ids if a != NONE]
        if not others:
            return NONE
        a = max(others, key=lambda a: (self._play_value(s, me, a), -a))
        return a if self._play_value(s, me, a) >= USE_AT else NONE

    _cutin = _arts

    def _zone(self, s, me, ids):
        cont = s.pending[3]
        c = cont[2]
        pw = s.T.power[c]
        o = 1 - me

        def score(z):
            d = s.signi[o][2 - z]
            if d < 0:
                return (3.0, -z)
            dp = s.power(d)
            if pw >= dp:
                return (2.0 + dp / 10000, -z)
            return (1.0 - dp / 100000, -z)

        return max(ids, key=score)

    def _attack(self, s, me, ids):
        T = s.T

        def key(c):
            trig = bool(T.on_attack[c]) or bool(s.granted(c))
            d = self._facing(s, c)
            return (trig, d >= 0 and self._hits(s, c), d < 0, s.power(c), -c)

        cands = [c for c in ids if c != NONE]
        return max(cands, key=key) if cands else NONE

    def _lrig_attack(self, s, me, ids):
        return 1

    def _guard(self, s, me, ids):
        guards = [c for c in ids if c != NONE]
        if not guards:
            return NONE
        life = len(s.life[me])
        n = len(guards)
        if life <= 2 or (life <= 4 and n >= 2) or n >= 3:
            return min(guards, key=lambda c: (s.T.power[c], c))
        return NONE

    def _use(self, s, me, ids):
        cont = s.pending[3]
        _, p, src, holder, aidx, path = cont[:6]
        T = s.T
        a = T.granted(holder, path) if path.startswith("g") else T.abils[holder][aidx]
        eff = T.effect_list(holder, aidx, path) if not path.startswith("g") else a.get("effect")
        v = self._effect_value(s, me, eff, src) - self._ability_cost(s, me, src, a.get("cost", {}))
        return 1 if v >= (0.3 if a.get("cost") else 0.0) else NONE

    def _burst(self, s, me, ids):
        c = s.pending[3][2]
        T = s.T
        i = T.burst_ab[c]
        eff = T.abils[c][i].get("effect", []) if i >= 0 else []
        return 1 if self._effect_value(s, me, eff, c) >= -0.5 else NONE

    def _target(self, s, me, ids):
        holder, aidx, path, i = s.pending[3][3]
        eff = s.T.effect_list(holder, aidx, path)
        e = eff[i]
        nxt = eff[i + 1] if i + 1 < len(eff) else None
        best, best_v = None, -1e9
        for c in ids:
            v = 0.0 if c == NONE else self._one_target(s, me, e, c, nxt)
            if v > best_v:
                best, best_v = c, v
        return best

    def _discard(self, s, me, ids):
        hv = self._hand_values(s, me)
        return min(ids, key=lambda c: (hv.get(c, 0.0), c))

    _discard_cost = _discard

    def _best_new(self, s, me, ids):
        cands = [c for c in ids if c != NONE]
        if not cands:
            return NONE
        return max(cands, key=lambda c: (self._new_card_value(s, me, c), -c))

    _search = _best_new
    _order = _best_new
    _pick = _best_new

    def _look(self, s, me, ids):
        T = s.T
        return max(ids, key=lambda c: (5 if T.guard[c] else 0, T.power[c], T.level[c], -c))

    def _declare(self, s, me, ids):
        """The level most likely among the opponent's SIGNI in hand: the cards of theirs it
        has seen there, else those it has not seen anywhere."""
        T = s.T
        o = 1 - me
        known = s.view(me)["opponent"]["hand"]["known"]
        count = {L: 0.0 for L in ids}
        for c in known:
            if T.type[c] == "signi" and T.level[c] in count:
                count[T.level[c]] += 10.0
        public = set(s.ener[o]) | set(s.trash[o]) | set(s.field_signi(o)) | set(s.check) | \
            set(known)
        for c in range(T.start[o], T.start[o] + T.main_n[o]):
            if c not in public and T.type[c] == "signi" and T.level[c] in count:
                count[T.level[c]] += 1.0
        return max(ids, key=lambda L: (count[L], -L))

    def _overflow(self, s, me, ids):
        return min(ids, key=lambda c: (s.power(c), s.T.level[c], c))

    _resona_cost = _overflow

    def _mode(self, s, me, ids):
        cont = s.pending[3]
        src, ctx = cont[1], cont[3]
        holder, aidx, path, i = ctx
        best, best_v = None, -1e9
        for k in ids:
            if k == NONE:
                v = 0.0
            else:
                sub = f"{path}/{i}.o{k}" if path else f"{i}.o{k}"
                v = self._effect_value(s, me, s.T.effect_list(holder, aidx, sub), src)
            if v > best_v:
                best, best_v = k, v
        return best

    def _blind(self, s, me, ids):
        return ids[0]


__all__ = ["HeuristicAgent"]
