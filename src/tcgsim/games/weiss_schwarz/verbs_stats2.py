"""Weiß Schwarz -- the stat changes of importer_stats2 (abilities_stats2.py lists them), a
mixin of WSState:

  level       the one-shot level change: a modifier (card, "level", amount, last turn) in
              `mods`, read by values.level_of as power and soul modifiers are ("that
              character gets +1 level until end of turn"; seed 000: a character's level is
              what it is now)
  stat2_per   the value a `per` {of=…} counts, for a 【CONT】 (values._cont_stat, read on every
              read of the value: the source card `src` in slot `ss` of seat `sp`, the
              character getting the power in slot `s` of seat `p`) and for a one-shot change
              (effects.per_count, read once when it resolves)

Nothing here is read unless a card uses a per {of=…} or a one-shot level change, so the
hot path is as it was.
"""

from __future__ import annotations

from .table import CHAR

REST = 1                  # rules.REST
# choice sources (effects._choose_target, verbs_climax.pick_options): "choose another character"
# (either player's, not this card), "choose 1 character in battle" (the attacker or the defender)
STAT2_FROM = ("any_other_stage", "in_battle")


class StatSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    def verb_level(self, p, c, e, extra):
        amt = e.get("amount", 0)
        if e.get("per"):
            amt *= self.per_count(p, c, e["per"])
        self._choose_target(p, c, e.get("target", "self"),
                            ("apply_mod", "level", amt, e.get("until", "turn")))

    def stat2_per(self, sp: int, src: int, ss: int, per: dict, p: int = -1, s: int = -1) -> int:
        of = per["of"]
        T = self.T
        if of == "that_level":            # the character getting the power (a 【CONT】 only)
            return self.level_of(p, s) if p >= 0 and s >= 0 else 0
        if of in ("facing_level", "facing_cost"):
            # seed 000 정면의 캐릭터: my center slot i faces the opponent's slot 2 - i
            if not 0 <= ss < 3:
                return 0
            f = self.stage[1 - sp][2 - ss]
            if f < 0:
                return 0
            return self.level_of(1 - sp, 2 - ss) if of == "facing_level" else T.cost[f]
        if of == "player_level":          # seed 000: the cards in the level zone
            return len(self.level[sp])
        if of == "self_soul":
            return self.soul_of(sp, ss) if ss >= 0 else 0
        if of == "colors":
            return len({T.color[x] for x in self.stage[sp] if x >= 0})
        if of == "markers":
            return len(self.markers[sp][ss]) if ss >= 0 else 0
        q = 1 - sp if per.get("opponent") else sp
        f = per.get("filter")
        if of == "cards":
            return sum(1 for x in getattr(self, per["zone"])[q] if self.matches(x, f))
        # "count": characters on a stage
        z = per.get("zone", "stage")
        slots = (0, 1, 2) if z == "center" else (3, 4) if z == "back" else range(5)
        st, status = self.stage[q], self.status[q]
        ex = src if per.get("others") else -1
        rest = per.get("rest")
        n = 0
        for k in slots:
            x = st[k]
            if x >= 0 and x != ex and (not rest or status[k] == REST) and \
                    T.ctype[x] == CHAR and self.matches(x, f):
                n += 1
        return n

    def stat2_choice_options(self, p: int, c: int, frm: str, f) -> list[int]:
        """The characters a choice from `frm` (STAT2_FROM) may choose, sorted: either player's
        characters but this card ("choose another character": a character without "your" is
        any player's, CR), or the two characters in battle (verbs_battle)."""
        if frm == "in_battle":
            a = self.in_battle_of(self.active)
            xs = [a, self.battle_opponent_of(a)] if a >= 0 else []
        else:
            xs = [x for q in (p, 1 - p) for x in self.stage[q] if x >= 0 and x != c]
        return sorted(x for x in xs if x >= 0 and (not f or self.matches(x, f)) and self.choosable(p, x))
