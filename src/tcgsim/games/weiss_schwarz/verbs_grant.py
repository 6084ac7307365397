"""Granted abilities the engine reads outside auto.py and values.py (a mixin of
rules.WSState): "【CONT】 This card cannot side attack" given by another card's 【CONT】
(all of your (other) characters get the following ability, seed 000 어택 스텝: a side attack
is one of the three attacks, and an ability may forbid it)."""

from __future__ import annotations


class GrantSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots
    # lean.py: needed only when some granted ability forbids side attacks
    OPTIONAL = {"granted_cannot_side": lambda T: T.grant_flags["side"]}

    def granted_cannot_side(self, p: int, c: int) -> bool:
        """Whether a 【CONT】 in force (its condition holding) gives c, p's character on the
        stage, "This card cannot side attack"."""
        T = self.T
        if not T.grant_cards or not self._grant_sources_live():
            return False
        s = self.slot_of(c)
        for sp, src, ss, a in self._cont_sources():
            if src not in T.grant_cards or a["kind"] != "cont":
                continue
            for e in a["effect"]:
                if e["verb"] == "grant" and e["ability"]["kind"] == "cannot_side_attack" and \
                        self._cont_targets(sp, src, ss, e, p, s, c) and \
                        self.condition_holds(sp, src, a.get("condition")):
                    return True
        return False
