"""Weiß Schwarz -- restrictions in force (abilities_restrict), a mixin of WSState placed
before AttackSteps so that its `attack_options` narrows theirs.

Seed 000 영속 효과: a 【CONT】 restriction is in force while its card is where the ability
works and its condition holds; an action it forbids is not offered at all:

- `cannot_attack`: the attack declarations of that character (attack step, seed 000 어택
  스텝) lose the frontal / direct / side attacks named;
- `unchoosable`: the character is no candidate of a choice made by its opponent's effects
  (EffectSteps._choose_target, ClimaxSteps.pick_options and the verbs choosing an opponent's
  character read `choosable`); effects that do not choose (\"all of your opponent's
  characters …\") still reach it;
- `cannot_move`: the character keeps its position: the main-phase move (seed 000 캐릭터
  이동, rules.move_options) offers no exchange of its position, and an effect moving it or
  exchanging it with another character does nothing (`position_locked`);
- `battle_no_play`: the counter step (seed 000 ③) offers no Backup (and no counter event,
  when events are named) to a player it forbids, during the battle of its card.

The conditions "the character facing this card is a higher level than this card", "your
back stage has N or fewer characters" and "your clock has N or fewer cards" are read here too
(values.condition_holds reaches them through verbs_climax.CLIMAX_CONDITIONS).
"""

from __future__ import annotations

from .table import EVENT
from .verbs_climax import CLIMAX_CONDITIONS

DIRECT, FRONTAL, SIDE = 0, 1, 2          # attack.py
_WAY = {"direct": DIRECT, "frontal": FRONTAL, "side": SIDE}

def used_verbs(T) -> frozenset:
    """The effect verbs any card of table T uses anywhere (table.py; a cheap test first)."""
    return T.verbs


# ---- conditions ------------------------------------------------------------------------------

def _facing_higher_level(s, p, c, v, cond) -> bool:
    slot = s.slot_of(c)
    if not 0 <= slot < 3 or s.stage[1 - p][2 - slot] < 0:
        return False
    return s.level_of(1 - p, 2 - slot) > s.level_of(p, slot)


def _back_count_max(s, p, c, v, cond) -> bool:
    return sum(1 for x in s.stage[p][3:] if x >= 0) <= v


def _clock_max(s, p, c, v, cond) -> bool:
    return len(s.clock[p]) <= v


CLIMAX_CONDITIONS.update({"facing_higher_level": _facing_higher_level,
                          "back_count_max": _back_count_max, "clock_max": _clock_max})


class RestrictSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    # lean.py: each refinement is needed only when some card of the game uses its verb
    OPTIONAL = {"attack_options": lambda T: "cannot_attack" in T.verbs,
                "counter_options": lambda T: "battle_no_play" in T.verbs,
                "position_locked": lambda T: "cannot_move" in T.verbs,
                "choosable": lambda T: "unchoosable" in T.verbs}

    def restrictions(self, x: int, verb: str) -> list:
        """The `verb` effects in force on stage character x: 【CONT】 abilities in force
        (values._cont_sources: the stage, climax areas, memory, clock top, and the 【CONT】
        abilities a card's own 【CONT】 grants it) whose target is x and whose condition
        holds, and 【CONT】 abilities granted to x by a one-shot effect."""
        T = self.T
        if verb not in used_verbs(T):
            return []
        q, s = self.owner(x), self.slot_of(x)
        if s < 0:
            return []
        out = []
        for sp, src, ss, a in self._cont_sources():
            effs = [e for e in a.get("effect", ()) if e["verb"] == verb]
            if effs and self.condition_holds(sp, src, a.get("condition")):
                for e in effs:
                    if self._targets_slot(sp, src, ss, e.get("target", "self"), q, s, x):
                        out.append(e)
        for m in self.mods:
            if m[0] == x and m[1] in ("grant", "grant_cont"):   # (verbs_grant2 tags)
                a = self.walk(m[2])
                if a.get("kind") == "cont" and self.condition_holds(q, x, a.get("condition")):
                    out.extend(e for e in a["effect"] if e["verb"] == verb
                               and e.get("target", "self") == "self")
        return out

    # ---- attacks ---------------------------------------------------------------------------
    def attack_options(self, p: int) -> list[int]:
        opts = super().attack_options(p)
        if not opts or "cannot_attack" not in used_verbs(self.T):
            return opts
        out = []
        for a in opts:
            s, t = divmod(a, 3)
            barred = self.restrictions(self.stage[p][s], "cannot_attack")
            if not any(_WAY[h] == t for e in barred for h in e["how"]):
                out.append(a)
        return out

    # ---- the counter step ------------------------------------------------------------------
    def counter_options(self, o: int) -> list[int]:
        """AttackSteps' counter options less what a `battle_no_play` of a character in this
        battle (the attacker or the defender, its condition in_battle holding) forbids o."""
        opts = super().counter_options(o)
        if not opts or "battle_no_play" not in used_verbs(self.T):
            return opts
        barred: set = set()
        for x in {self.attacker(), self.defender()}:
            if x < 0:
                continue
            mine = self.owner(x) == o
            for e in self.restrictions(x, "battle_no_play"):
                if e["who"] == "all" or (e["who"] == "you") == mine:
                    barred.update(e["what"])
        if not barred:
            return opts
        T = self.T
        return [c for c in opts if ("event" if T.ctype[c] == EVENT else "backup") not in barred]

    # ---- Encore ----------------------------------------------------------------------------
    def verb_no_encore(self, p, c, e, extra):
        """Until end of turn the players named cannot use Encore, the 3-stock rule included:
        a record (-1 - player, "no_encore", 1, this turn) in self.mods, which ends with the
        turn as modifiers do (rules.step_cleanup)."""
        who = e["who"]
        for q in ((p, 1 - p) if who == "all" else (p,) if who == "you" else (1 - p,)):
            self.mods.append((-1 - q, "no_encore", 1, self.turn))

    def encore_barred(self, q: int) -> bool:
        """May player q use no Encore now (attack.step_encore_one)?"""
        k = -1 - q
        return any(m[0] == k and m[1] == "no_encore" for m in self.mods)

    # ---- choosing -------------------------------------------------------------------------
    def choosable(self, p: int, x: int) -> bool:
        """May an effect of player p choose stage character x?"""
        if self.owner(x) == p or "unchoosable" not in used_verbs(self.T):
            return True
        return not self.restrictions(x, "unchoosable")

    # ---- moving ---------------------------------------------------------------------------
    def position_locked(self, p: int, s: int) -> bool:
        """Does a `cannot_move` in force keep p's character in slot s where it is?"""
        x = self.stage[p][s]
        if x < 0 or "cannot_move" not in used_verbs(self.T):
            return False
        return bool(self.restrictions(x, "cannot_move"))
