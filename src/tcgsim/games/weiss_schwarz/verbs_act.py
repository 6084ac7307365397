"""Weiß Schwarz -- one-shot verbs of 【ACT】 and "other trigger" 【AUTO】 abilities, a mixin of
WSState (see verbs.py for the conventions: `verb_<name>`, PATH_VERBS, plain stack records).

  may          "you may <effects>": the player chooses whether the nested effects happen
  reorder_top  "look at up to N cards from the top of your deck, and put them on the top of
               your deck in any order"

and the stack records of the events this area fires ("act_used": an 【ACT】 was used, once its
cost is paid).
"""

from __future__ import annotations

from ...core.actions import ALL
from .verbs import VerbSteps

PASS = 999
STAND, REST, REVERSE = 0, 1, 2


class ActSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    PATH_VERBS = VerbSteps.PATH_VERBS | {"may"}

    def verb_may(self, p, c, e, extra, path):
        """"you may …": ask, then perform the nested effects (`then`) on yes."""
        self.ask_yes_no(p, ("may_yes", p, c, path + ".then", extra))

    def step_may_yes(self, p: int, c: int, path: str, extra: int, yes: int) -> None:
        if yes:
            self.step_effects_at(p, c, path, extra)

    def verb_reorder_top(self, p, c, e, extra):
        """Look at up to N cards from the top of your deck, one more at a time while the
        player says yes, then put them back on top in the order the player picks: the cards
        stay in the deck, each pick moving one of the looked-at cards not yet placed onto
        the top, so the first picked ends deepest and the last picked on top."""
        self.step_reorder_more(p, e.get("n", 1), 0)

    def step_reorder_more(self, p: int, n: int, k: int) -> None:
        if k < n and len(self.deck[p]) > k:
            self.ask_yes_no(p, ("reorder_yes", p, n, k))
        elif k:
            self.stack.append(("reorder_done", p, k))
            self.step_reorder_pick(p, k, 0)

    def step_reorder_yes(self, p: int, n: int, k: int, yes: int) -> None:
        if yes:
            x = self.deck[p][-1 - k]
            self.kn.seen(x, (p,))
            self.log is None or self.emit("look", p, p, (x,))
            k += 1
        else:
            n = k
        self.step_reorder_more(p, n, k)

    def reorder_options(self, p: int, k: int, j: int) -> list[int]:
        """The looked-at cards not yet placed: below the j placed ones on top."""
        d = self.deck[p]
        return sorted(d[len(d) - k:len(d) - j])

    def step_reorder_pick(self, p: int, k: int, j: int) -> None:
        opts = self.reorder_options(p, k, j)
        if len(opts) > 1:
            self.decide(p, "choose", tuple(opts), ("reorder_picked", p, k, j))
        elif opts:
            self.step_reorder_picked(p, k, j, opts[0])

    def step_reorder_picked(self, p: int, k: int, j: int, x: int) -> None:
        d = self.deck[p]
        if x in d:
            d.remove(x)
            d.append(x)
        if j + 1 < k:
            self.stack.append(("reorder_pick", p, k, j + 1))

    def step_reorder_done(self, p: int, k: int) -> None:
        # put back in an order the opponent did not see
        self.kn.shuffled(self.deck[p][-k:], p * 4, (1 - p,))

    def verb_waiting_to_deck(self, p, c, e, extra):
        """Return all cards from your waiting room to your deck and shuffle it (not a refresh:
        no refresh point follows)."""
        w = self.waiting[p]
        if not w:
            self.step_shuffle_deck(p)
            return
        self.deck[p] = self.deck[p] + w
        self.waiting[p] = []
        self.log is None or self.emit("waiting_to_deck", ALL, p, len(w))
        self.step_shuffle_deck(p)         # the deck's order is now unknown to both

    def fire_damage(self, target: int, source: int, canceled: bool) -> None:
        """After a damage: "when damage dealt by this card is [not] canceled" (the source:
        the attacker for the attack's damage, the card whose ability deals it) and "when the
        damage you received is [not] canceled" (the characters of the damaged player)."""
        if source >= 0:
            self.fire_self("damage_canceled" if canceled else "damage_not_canceled", source)
        self.fire_all("damage_received_canceled" if canceled else "damage_received_not_canceled",
                      target)

    def step_act_used(self, p: int) -> None:
        """"When you use an 【ACT】": the ACT is used once its cost is paid; the abilities
        wait for the next check timing, after the ACT resolved (seed 000 체크 타이밍)."""
        self.fire_all("act_used", p)
        if "opponent_act_used" in self.T.live_events:   # (hot path: no call)
            self.fire_all("opponent_act_used", 1 - p)      # heads.py
