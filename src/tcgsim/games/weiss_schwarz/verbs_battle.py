"""Weiß Schwarz -- the verbs about battle, a mixin of WSState: the battle opponent, 【REVERSE】
a character by an effect, put a character from the stage into a zone of its owner (the
bottom of the deck, the stock, the clock, the memory, the hand, the waiting room), and the
"If you do" partners of those texts (the bottom card of the opponent's stock, the top card
of the opponent's clock into the waiting room).

The battle (seed 000 어택 페이즈 ①/⑤, official Comprehensive Rules "battle"): a frontal
attack puts the attacking character and the character it frontal attacks in battle with
each other, each the other's "battle opponent", until the end of that attack; 【AUTO】
abilities that trigger in the battle step resolve at the check timing that follows it, still
inside the attack, so the battle opponent is still known then (seed 000 자동 효과; the
attack ends at rules' after_attack). A character that has left the stage is no longer in
battle. As everywhere in the engine (attack.attacker), the attacker is the card in the
attacking slot.
"""

from __future__ import annotations

from ...core.actions import ALL

FRONTAL = 1
STAND, REST, REVERSE = 0, 1, 2
STOCK = 2                      # rules.STOCK: the kind of hidden zone


class BattleVerbs:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    def battle_opponent_of(self, c: int) -> int:
        """The character in battle with c (both on the stage, in a frontal attack not yet
        ended), or -1."""
        atk = self.atk
        if not atk or atk[1] != FRONTAL:
            return -1
        d = self.defender()
        a = self.stage[self.active][atk[0]]
        if d < 0 or a < 0:
            return -1
        if c == a:
            return d
        if c == d:
            return a
        return -1

    def in_battle_of(self, p: int) -> int:
        """p's character in battle (the attacker or the defender; at most one), or -1."""
        atk = self.atk
        if not atk or atk[1] != FRONTAL:
            return -1
        x = self.stage[self.active][atk[0]] if p == self.active else self.defender()
        return x if x >= 0 and self.battle_opponent_of(x) >= 0 else -1

    # ---- 【REVERSE】 by an effect --------------------------------------------------------------
    def verb_reverse(self, p, c, e, extra):
        """"【REVERSE】 that character": a character on the stage not yet 【REVERSE】 becomes
        【REVERSE】 (unless a 【CONT】 says it cannot), and its "when this card becomes
        【REVERSE】" abilities trigger (a character already 【REVERSE】 does not *become* so)."""
        self._choose_target(p, c, e.get("target", "that"), ("reverse_chosen",))

    def step_reverse_chosen(self, x: int) -> None:
        q = self.owner(x)
        s = self.slot_of(x)
        if s < 0 or self.status[q][s] == REVERSE:
            return
        if self.cannot_reverse(q, s):
            self.log is None or self.emit("not_reversed", ALL, q, x, self.reverse_guard(q, s))
            return
        self.status[q][s] = REVERSE
        self.log is None or self.emit("reversed", ALL, q, x)
        self.fire_self("reversed", x)

    # ---- a character from the stage into a zone of its owner ---------------------------------
    def verb_send(self, p, c, e, extra):
        """Put the target character from the stage into its owner's zone `to` (waiting,
        memory, hand, stock, clock, deck_bottom); ctx["done"] says whether it went ("If you
        do, …"). With if_done, only if the effect before was done."""
        if e.get("if_done") and not self.ctx.get("done"):
            return
        self.ctx["done"] = 0
        self._choose_target(p, c, e.get("target", "that"), ("sent", e["to"]))

    def step_sent(self, to: str, x: int) -> None:
        q = self.owner(x)
        s = self.slot_of(x)
        if s < 0:
            return
        if to == "deck_bottom":
            self.leave_stage(q, s, "waiting")       # its markers go to the waiting room
            self.waiting[q].pop()                   # (leave_stage put x last)
            self.deck[q].insert(0, x)               # deck lists are bottom first
            self.kn.seen(x)                         # it went there face up, in plain sight
            self.log is None or self.emit("to_deck_bottom", ALL, q, x, "effect")
        else:
            self.leave_stage(q, s, to)
            self.log is None or self.emit(
                "to_" + ("waiting_room" if to == "waiting" else to), ALL, q, x, "effect")
            if to == "waiting":
                self.fire_self("to_waiting_room_from_stage", x)
            elif to == "clock" and len(self.clock[q]) >= 7:
                self.stack.append(("level_up_check", q))
        self.ctx["done"] = 1

    # ---- the "If you do" partners -------------------------------------------------------------
    def verb_opp_stock_bottom_to_waiting(self, p, c, e, extra):
        """Put the bottom card of your opponent's stock into their waiting room."""
        if e.get("if_done") and not self.ctx.get("done"):
            return
        q = 1 - p
        st = self.stock[q]
        if not st:
            return
        x = st.pop(0)                               # stock lists are bottom first
        self.waiting[q].append(x)
        self.kn.seen(x)
        if not st:
            self.kn.emptied(q * 4 + STOCK)
        self.log is None or self.emit("to_waiting_room", ALL, q, x, "stock")

    def verb_opp_clock_top_to_waiting(self, p, c, e, extra):
        """Put the top (newest) card of your opponent's clock into their waiting room;
        ctx["done"] says whether there was one."""
        q = 1 - p
        self.ctx["done"] = 0
        if not self.clock[q]:
            return
        x = self.clock[q].pop()
        self.waiting[q].append(x)
        self.log is None or self.emit("heal", ALL, q, x)
        self.ctx["done"] = 1

    # ---- 【REST】 (a 【REVERSE】 character too: it is then no longer 【REVERSE】) -----------------
    def verb_rest(self, p, c, e, extra):
        """"【REST】 this card": a 【STAND】 or 【REVERSE】 character becomes 【REST】 (a reversed
        one so escapes the encore step's waiting room, which takes 【REVERSE】 characters,
        seed 000 앙코르 스텝); `optional`: "you may"."""
        if e.get("optional"):
            x = c if e.get("target", "self") == "self" else -1
            if x >= 0 and self.slot_of(x) >= 0:
                self.ask_yes_no(p, ("rest_if_yes", x))
            return
        self._choose_target(p, c, e.get("target", "self"), ("rest_chosen",))

    def step_rest_if_yes(self, x: int, yes: int) -> None:
        if yes:
            self.step_rest_chosen(x)

    def step_rest_chosen(self, x: int) -> None:
        s = self.slot_of(x)
        q = self.owner(x)
        if s >= 0 and self.status[q][s] != REST:
            self.status[q][s] = REST
            self.log is None or self.emit("rested", ALL, q, x)

    def verb_deck_to_clock(self, p, c, e, extra):
        """Put the top card of your deck into your clock (like the cost, costs.py)."""
        x = self.top_of_deck(p)
        if x >= 0:
            self.to_clock(p, x)
            self.log is None or self.emit("clock", ALL, p, x)
            self.stack.append(("level_up_check", p))

    # ---- moving on the stage -------------------------------------------------------------------
    def verb_rest_to_back(self, p, c, e, extra):
        """"Choose 1 of your other 《T》 characters, 【REST】 it, and move it to an open position
        of your back stage": the chosen character is rested, then moves to an open back-stage
        position if there is one (it stays where it is otherwise: as much as can be done)."""
        self._choose_target(p, c, e["target"], ("rest_to_back_chosen", p))

    def step_rest_to_back_chosen(self, p: int, x: int) -> None:
        self.step_rest_chosen(x)
        s = self.slot_of(x)
        if s < 0:
            return
        opts = tuple(b for b in (3, 4) if self.stage[p][b] < 0)
        if opts:
            self.decide(p, "slot", opts, ("moved_to_open", p, x))

    def verb_move_to_faced(self, p, c, e, extra):
        """"Move this card to an open position of your center stage with a character facing
        this card" (the opponent's center position across, attack.facing)."""
        if self.slot_of(c) < 0:
            return
        o = self.stage[1 - p]
        opts = tuple(s for s in (0, 1, 2) if self.stage[p][s] < 0 and o[2 - s] >= 0)
        if opts:
            self.decide(p, "slot", opts, ("moved_to_open", p, c))
