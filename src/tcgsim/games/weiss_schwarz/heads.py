"""Weiß Schwarz -- raising the events of the 【AUTO】 heads issue 15 added (abilities_heads.py),
a mixin of WSState. Where the turn raises them (one line each where the rules put them):

  your_encore_step_start / opponent_encore_step_start   attack.step_encore_step, with the
                          encore step's own "at the beginning of the encore step"
  frontal_attacks, char_attacks, char_direct_attacks     attack.step_declared (the attack
                          declaration, seed 000 어택 스텝)
  trigger_reveals         attack.step_trigger_check (this card's own trigger check)
  placed_from_waiting     also when an Encore returns a card from the waiting room (attack.py)
  opponent_main_phase_start / opponent_climax_phase_start / opponent_end_of_turn / opponent_level_up
                          rules.py, beside the turn player's own event
  facing_attacks          attack.step_declared: the character facing the attacker (frontal or
                          side; a direct attack has none)
  opponent_act_used / opponent_event_played   beside act_used (verbs_act, attack.step_countered)
                          and event_played (rules.play_event, which names the event as `extra`)
  char_trigger_reveals    attack.step_trigger_check, every revealed card as `extra`
  keyword_used            after the cost of an ability with a `keyword` is paid (auto.py), and
                          when a Backup is used (attack.step_countered)
  refreshed               rules.refresh (the refresh point follows as a rule action; the 【AUTO】
                          waits for the check timing like any other)
  self_or_other_placed_from_hand   rules.place_on_stage (below)
  other_reversed_in_battle / other_to_waiting_from_stage / other_placed_from_waiting
                          auto.fire_self, from the event of the card itself
                          (abilities_heads.OTHERS)

The condition "placed_turn" (during the turn that this card is placed on the stage from your
hand) reads a record (card, "placed_turn", 0, turn) in `mods`: it ends with the turn
(rules.step_cleanup) and when the card leaves the stage (rules.leave_stage: it becomes a new
card), as the period does. It is written only in games where some ability reads it
(table.live_events holds "placed_turn").
"""

from __future__ import annotations

from .verbs_climax import CLIMAX_CONDITIONS


class HeadSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    def placed_from_hand_heads(self, c: int) -> None:
        """c was placed on the stage from its owner's hand (rules.place_on_stage, when
        table.hand_place_heads: some card of the game hears one of these)."""
        live = self.T.live_events
        if "placed_from_hand_or_by" in live:
            self.fire_self("placed_from_hand_or_by", c)      # the "or by …" half: verbs.fire_placed_by
        if "other_placed_from_hand" in live:
            self._fire_others("other_placed_from_hand", c)
        if "placed_turn" in live:
            self.mods.append((c, "placed_turn", 0, self.turn))
        if "self_or_other_placed_from_hand" in live:
            self.fire_self_or_others("self_or_other_placed_from_hand", c)

    def placed_by_change_heads(self, x: int) -> None:
        """x was placed on the stage by a "Change" effect (verbs.fire_placed_by)."""
        if "placed_turn" in self.T.live_events:
            self.mods.append((x, "placed_turn", 1, self.turn))

    def fire_self_or_others(self, event: str, c: int) -> None:
        """"When this card or your other <filter> character …": c's own abilities (the filter
        is not read of this card: the card names itself), and those of its owner's other
        characters whose filter c matches, granted ones included."""
        p = self.owner(c)
        T = self.T
        if event in T.granted_events and self._any_grants():
            for x in self.stage[p]:
                if x >= 0:
                    for path, a in self.granted(x):
                        if a["kind"] == "auto" and a["when"] == event and \
                                (x == c or self.matches(c, a.get("filter"))):
                            self.pending_auto.append((p, x, path, c))
        holders = T.auto_events.get(event)
        if not holders:
            return
        for x in self.stage[p]:
            if x >= 0 and x in holders:
                for i, a in T.auto[x]:
                    if a["when"] == event and (x == c or self.matches(c, a.get("filter"))):
                        self.pending_auto.append((p, x, i, c))


    def step_keyword_used(self, p: int, name: str) -> None:
        """p used a keyword ability `name` ("Accelerate", "Resonate", "Change": its cost is
        paid, auto.step_pay_then_resolve / use_act; "Backup": attack.step_countered). The
        abilities "When you use "X"" of p's characters on the stage (printed and granted) and
        in the memory ("Memory") trigger; they wait for the next check timing."""
        T = self.T
        if "keyword_used" not in T.live_events:
            return
        st = self.stage[p]
        if "keyword_used" in T.granted_events and self._any_grants():
            for c in st:
                if c >= 0:
                    self._fire_granted("keyword_used", p, c, -1, name)
        holders = T.auto_events.get("keyword_used")
        if not holders:
            return
        for c in st:
            if c >= 0 and c in holders:
                for i, a in T.auto[c]:
                    if a["when"] == "keyword_used" and a.get("name") == name and \
                            a.get("zone", "stage") == "stage":
                        self.pending_auto.append((p, c, i, -1))
        for c in self.memory[p]:
            if c in holders:
                for i, a in T.auto[c]:
                    if a["when"] == "keyword_used" and a.get("name") == name and a.get("zone") == "memory":
                        self.pending_auto.append((p, c, i, -1))


def _placed_turn(state, p: int, c: int, v, cond) -> bool:
    """Was c placed on the stage from the hand (record amount 0) -- or, with v = "or_change",
    by a "Change" effect (amount 1) -- this turn, and on the stage since?"""
    for m in state.mods:
        if m[0] == c and m[1] == "placed_turn" and (m[2] == 0 or v == "or_change"):
            return True
    return False


CLIMAX_CONDITIONS["placed_turn"] = _placed_turn     # values.condition_holds reads it there
