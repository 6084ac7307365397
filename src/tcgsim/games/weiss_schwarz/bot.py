"""A heuristic Weiß Schwarz bot.

It reads only `state.view(me)`, the legal action ids and the public card definitions.
The plan of a plain aggro-midrange player: mulligan climaxes and cards above level 1,
clock while the clock is low, fill the center stage with the strongest characters it can
afford (keeping 3 stock for an encore once it has a level 2+ character), play a climax
when it has attackers, attack frontally when the attacker wins the battle, directly when
the lane is open, sideways otherwise; back up a defender the Backup saves; encore its
level 2+ characters.
"""

from __future__ import annotations

from ...core.rng import Rng
from .table import CHAR, CLIMAX

PASS = 999


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def act(self, state) -> int:
        ids = state.legal_ids()
        if len(ids) == 1:
            return ids[0]
        me = state.current_player()
        kind = state.pending[1]
        fn = getattr(self, "_" + kind, None)
        if fn is None:
            return ids[0] if ids[0] != PASS or len(ids) == 1 else ids[1]
        return fn(state, me, ids)

    # ---- helpers -------------------------------------------------------------------------
    @staticmethod
    def _value(T, c: int) -> float:
        if T.ctype[c] == CLIMAX:
            return 1.0
        return T.power[c] / 1000.0 + 2 * T.level[c] + (1.5 if T.backup[c] else 0)

    # ---- decisions ------------------------------------------------------------------------
    def _first(self, s, me, ids):
        return 0

    def _mulligan(self, s, me, ids):
        T = s.T
        for c in ids:
            if c != PASS and (T.ctype[c] == CLIMAX or T.level[c] >= 2):
                return c
        return PASS

    def _clock(self, s, me, ids):
        T = s.T
        v = s.view(me)["me"]
        if len(v["clock"]) >= 5 or len(v["level"]) >= 3 or len(v["hand"]) > 7:
            return PASS
        cards = [c for c in ids if c != PASS]
        # clock a spare climax, else the weakest card above our reach
        cx = [c for c in cards if T.ctype[c] == CLIMAX]
        if len(cx) > 1:
            return cx[0]
        high = [c for c in cards if T.ctype[c] == CHAR and T.level[c] > len(v["level"]) + 1]
        if high:
            return min(high, key=lambda c: self._value(T, c))
        if len(v["clock"]) < 3 and cards:
            return min(cards, key=lambda c: self._value(T, c))
        return PASS

    def _main(self, s, me, ids):
        T = s.T
        plays = [a for a in ids if a < 100 and T.ctype[a] == CHAR]
        stage = s.stage[me]
        reserve = 3 if any(c >= 0 and T.level[c] >= 2 for c in stage) and s.player_level(me) >= 2 else 0
        best, best_gain = PASS, 0.5
        for c in plays:
            if len(s.stock[me]) - T.cost[c] < reserve and T.cost[c] > 0:
                continue
            weakest = min((self._value(T, x) if x >= 0 else -1.0) for x in stage[:3])
            empty_back = any(x < 0 for x in stage[3:])
            gain = self._value(T, c) - max(weakest, 0)
            if weakest >= 0 and not empty_back:
                gain -= 1.0
            if gain > best_gain:
                best, best_gain = c, gain
        return best

    def _slot(self, s, me, ids):
        # a slot decision may offer only some positions (an effect's "open position", the
        # opponent's stage: verbs_zones.move_chosen): then the first legal one in the same order
        slot = self._own_slot(s, me, ids)
        return slot if slot in ids else next(x for x in (1, 0, 2, 3, 4) if x in ids)

    def _own_slot(self, s, me, ids):
        T = s.T
        st = s.stage[me]
        for slot in (1, 0, 2):
            if st[slot] < 0:
                return slot
        weakest = min((0, 1, 2), key=lambda x: self._value(T, st[x]))
        for slot in (3, 4):
            if st[slot] < 0 and self._value(T, st[weakest]) >= 3:
                return slot
        return weakest

    def _climax(self, s, me, ids):
        if any(c >= 0 for c in s.stage[me][:3]):
            return next(c for c in ids if c != PASS)
        return PASS

    def _attack(self, s, me, ids):
        o = 1 - me
        best, score = PASS, -1e9
        for a in ids:
            if a == PASS:
                continue
            slot, t = divmod(a, 3)
            if t == 0:
                sc = 10 + s.soul_of(me, slot)
            else:
                d = 2 - slot
                mine, theirs = s.power_of(me, slot), s.power_of(o, d)
                if t == 1:
                    sc = s.soul_of(me, slot) + (6 if mine > theirs else -4 if mine < theirs else 1)
                else:
                    sc = s.soul_of(me, slot) - s.level_of(o, d) + 0.5
            if sc > score:
                best, score = a, sc
        return best

    def _counter(self, s, me, ids):
        if not s.atk:
            return PASS
        p = s.active
        mine = s.power_of(me, s.atk[2])
        theirs = s.power_of(p, s.atk[0])
        T = s.T
        for c in ids:
            b = s.backup_of(me, c) if c != PASS else None
            if b is not None and mine < theirs <= mine + b["power"]:
                return c
        return PASS

    def _yes_no(self, s, me, ids):
        return 1

    def _choose(self, s, me, ids):
        T = s.T
        cands = [c for c in ids if c != PASS]
        if not cands:
            return PASS
        cont = s.pending[3][0]
        if cont in ("hand_card_to", "cost_zone_card", "stage_card_to_wr"):   # paying a cost: the least valuable card
            return min(cands, key=lambda c: self._value(T, c))
        if cont in ("bounce_chosen",) or s.owner(cands[0]) != me:
            return max(cands, key=lambda c: self._value(T, c))
        return max(cands, key=lambda c: self._value(T, c))

    def _dest(self, s, me, ids):
        return 0

    def _level_up(self, s, me, ids):
        T = s.T
        hand_colors = [T.color[c] for c in s.hand[me]]
        chars = [c for c in ids if T.ctype[c] == CHAR] or list(ids)
        return max(chars, key=lambda c: (hand_colors.count(T.color[c]), -T.level[c]))

    def _encore(self, s, me, ids):
        c = s.pending[3][2]
        if s.T.level[c] >= 1 and len(ids) > 1:
            keyword = [a for a in ids if a >= 2]
            if keyword:
                return keyword[0]
            if 1 in ids and (s.T.level[c] >= 2 or len(s.stock[me]) >= 6):
                return 1
        return 0

    def _discard(self, s, me, ids):
        T = s.T
        return min(ids, key=lambda c: self._value(T, c))

    def _order(self, s, me, ids):
        return ids[0]
