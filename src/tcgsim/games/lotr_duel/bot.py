"""A heuristic bot for The Lord of the Rings: The Duel.

It reads only `state.view(me)`, the legal action ids and the public card definitions.
For a placement it weighs: the exchange the card takes part in now (its defence edge
against the attack edge at the end of the row), the exchange its attack edge invites
next (against the defence edges the opponent may still hold, averaged), what its
special effect is worth now, and, in a preliminary duel, the cost of spending a strong
card that could be kept for the final. Keeps the strongest cards for the final, sends
away a shown card that would hurt it, and always starts the duel (the starter places
into an empty row and the opponent must answer its attack).
"""

from __future__ import annotations

from ...core.rng import Rng
from .effects import VERBS
from .rules import POP4


def _exchange(attack: int, defence: int) -> tuple[int, int]:
    """(attacker's loss, defender's loss) of one exchange (seed 002 §3.1)."""
    return POP4[~attack & defence & 15], POP4[attack & ~defence & 15]


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    # ---- helpers ---------------------------------------------------------------------
    @staticmethod
    def strength(T, c: int) -> float:
        s = POP4[T.dmask[c]] + POP4[T.amask[c]]
        v = T.verb[c]
        if v is not None:
            s += VERBS[v].value
        return s

    @staticmethod
    def _opponent_pool(T, view, me: int) -> list[int]:
        """Cards the opponent may still place: the known hand if all of it is known,
        otherwise every opponent card not seen elsewhere."""
        opp = view["opponent"]["hand"]
        if opp["count"] and len(opp["known"]) == opp["count"]:
            return opp["known"]
        n = T.n_per_side
        o = 1 - me
        seen = set(view["played"][o])
        seen.update(x["card"] for x in view["row"] if x is not None)
        seen.update(view["opponent"]["kept"]["known"])
        seen.update(view["opponent"]["boxed"]["known"])
        lo = o * n
        pool = [c for c in range(lo, lo + n) if c not in seen]
        return pool or list(range(lo, lo + n))

    def _place_value(self, T, view, me: int, c: int) -> float:
        row = view["row"]
        end = row[-1] if row else None
        verb = T.verb[c]
        final = view["final"]
        mine, theirs = 0.0, 0.0
        my_attack = T.amask[c]
        if verb == "mirror" and end is not None:
            my_attack = end["attack"]
        elif verb == "defense" and end is not None and end["owner"] != me:
            lo_att, lo_def = _exchange(T.amask[c], T.dmask[end["card"]])
            mine, theirs = lo_att, lo_def
            my_attack = T.amask[end["card"]]
        elif end is not None:
            a_loss, d_loss = _exchange(end["attack"], T.dmask[c])
            mine, theirs = d_loss, a_loss
        now = theirs - mine
        # the exchange this card's attack edge invites next
        pool = self._opponent_pool(T, view, me)
        nxt = 0.0
        if pool:
            for x in pool:
                la, ld = _exchange(my_attack, T.dmask[x])
                nxt += ld - la
            nxt /= len(pool)
        v = now + 0.6 * nxt
        if verb is not None:
            v += self._effect_value(view, me, verb)
        if not final and view["duel"] < 3:
            v -= 0.15 * self.strength(T, c)
        return v

    @staticmethod
    def _effect_value(view, me: int, verb: str) -> float:
        e_me, e_op = view["energy"][me], view["energy"][1 - me]
        if verb == "balance":
            return 1.0 if e_me > e_op else 2.0 if e_me == e_op else 3.0
        if verb in ("cancel_special", "reveal_hand"):
            return 0.5
        return 1.0

    # ---- the decision ----------------------------------------------------------------
    def act(self, state) -> int:
        ids = state.legal_ids()
        if len(ids) == 1:
            return ids[0]
        me = state.current_player()
        view = state.view(me)
        kind = view["decision"]["kind"]
        T = state.T
        if kind == "starter":
            return 0
        if kind == "keep":
            return max(ids, key=lambda c: (self.strength(T, c), -c))
        if kind == "fill":
            return min(ids, key=lambda c: (self.strength(T, c), c))
        if kind == "offer":
            shown = view["decision"]["shown"]
            row = view["row"]
            end = row[-1] if row else None
            if end is None:
                return 0
            a_loss, d_loss = _exchange(end["attack"], T.dmask[shown])
            # accept when the shown card loses the exchange against our attack edge
            return 0 if d_loss - a_loss > 0 else 1
        if kind == "whip":
            end = view["row"][-2] if len(view["row"]) >= 2 else None  # the Whip lies last
            if end is None:
                return ids[0]
            return max(ids, key=lambda x: (lambda e: e[1] - e[0])(_exchange(end["attack"], T.dmask[x])))
        # place
        scored = [(self._place_value(T, view, me, c), c) for c in ids]
        best = max(v for v, _ in scored)
        choices = [c for v, c in scored if v >= best - 1e-9]
        return choices[self.rng.below(len(choices))]
