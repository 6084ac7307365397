"""Weiß Schwarz -- the turn flow (seeds 000_ad956bd92c78fb81 and 001_15a1f304e227f26b).

Seats 0 and 1; instance ids as in table.py. Each `step_<name>` is one record of the work
stack (core/state.py) and cites its source: "seed 000" (Korean), "seed 001" (Chinese) or
"CR" (the English comprehensive rules, where both seeds are silent). The attack phase
lives in attack.py; continuous values in values.py, 【AUTO】 firing and resolution in
auto.py, costs in costs.py, the effect verbs in effects.py and verbs.py.

Decision kinds and their action ids (PASS = 999 everywhere a decision may be declined):
  first        0 = the chooser goes first, 1 = the opponent goes first
  mulligan     card id to put into the waiting room; PASS = done
  clock        card id to put into the clock; PASS = skip the clock phase
  main         card id = play it; 100 + slot*5 + k = use 【ACT】 ability k of the character
               in slot; 200 = move a character (then a "move" decision);
               PASS = end the main phase
  move         a*5 + b (a < b): swap the contents of stage slots a and b; PASS = no move
  slot         0..4 = stage slot (0-2 center left/middle/right, 3-4 back left/right)
  climax       card id; PASS = play none
  attack       slot*3 + t (t: 0 direct, 1 frontal, 2 side); PASS = end the attack phase
  counter      card id of a Backup / counter card in hand; PASS = none
  yes_no       0 = no, 1 = yes
  choose       card id; PASS = choose nothing (where allowed)
  dest         0 = hand, 1 = stock
  level_up     card id (one of the 7 oldest clock cards)
  encore       0 = decline, 1 = the standard encore (3 stock), 2+k = the card's Encore k
  encore_order slot of the reversed character to put into the waiting room next
  discard      card id (end phase, down to 7 cards)
  order        index of the pending 【AUTO】 ability to resolve first
  mode         k = perform the k-th of a modal ability's quoted effects (verbs_modal)
"""

from __future__ import annotations

from ...core.actions import ALL
from ...core.knowledge import Knowledge, knowledge_facts, redeal_known
from ...core.rng import Rng
from ...core.state import State
from .attack import AttackSteps
from .auto import AutoSteps
from .costs import CostSteps
from .effects import EffectSteps
from .table import CHAR, CLIMAX, EVENT
from .values import ContinuousValues
from .verbs import VerbSteps
from .verbs_auto import AutoVerbSteps
from .verbs_act import ActSteps
from .verbs_battle import BattleVerbs
from .verbs_climax import ClimaxSteps
from .verbs_xvalue import XValueSteps
from .verbs_restrict import RestrictSteps
from .verbs_grant import GrantSteps
from .verbs_grant2 import GrantSteps2
from .verbs_deck import DeckSteps
from .verbs_deck3 import Deck3Steps
from .verbs_modal import ModalSteps
from .verbs_stats2 import StatSteps
from .verbs_zones import ZoneSteps       # before EffectSteps: its refresh_pending_options
from .heads import HeadSteps
from .verbs_modal2 import Modal2Steps
from .lean import Unused, state_class, verb_table

PASS = 999
MOVE = 200
# the hidden zones, numbered for core.knowledge: zone int = owner * 4 + kind (a player's
# markers under all five stage positions are one zone)
DECK, HAND, STOCK, MARKERS = 0, 1, 2, 3
ZONE_NAMES = ("deck", "hand", "stock", "markers")
# continuation records whose argument at that index names a card in a hidden place by
# its place (the deck top a player looks at): re-dealt worlds map it to the card there
HIDDEN_REF_ARGS = {"to_bottom": (2,), "to_waiting_from_top": (2,)}


def zone(owner: int, kind: int) -> int:
    return owner * 4 + kind


def zone_name(z: int) -> str:
    return f"{ZONE_NAMES[z % 4]}:{z // 4}"
N_SLOTS = 5
CENTER = (0, 1, 2)
BACK = (3, 4)
HAND_LIMIT = 7
SLOTS = tuple(range(N_SLOTS))
_EMPTY_STAGE = [-1] * N_SLOTS     # no character on the stage (main_options compares with it)
LEAVE_TO = frozenset({"waiting", "hand", "memory", "stock", "clock"})   # leave_stage's zones
SWAPS = tuple((a * 5 + b, a, b) for a in range(N_SLOTS) for b in range(a + 1, N_SLOTS))  # move ids
STAND, REST, REVERSE = 0, 1, 2


class WSState(GrantSteps2, RestrictSteps, AttackSteps, AutoSteps, ZoneSteps, EffectSteps, ActSteps, VerbSteps, AutoVerbSteps, BattleVerbs, ClimaxSteps, GrantSteps, XValueSteps, DeckSteps, Deck3Steps, ModalSteps, Modal2Steps, StatSteps, HeadSteps, CostSteps, ContinuousValues, Unused, State):
    __slots__ = (
        "T", "format", "deck", "hand", "waiting", "clock", "level", "stock", "memory", "climax",
        "resolution", "stage", "status", "markers", "turn", "active", "first", "attacks_made",
        "mods", "pending_auto", "refresh_due", "losing", "atk", "ctx", "phase", "cant_stand",
        "once_used", "kn",
    )

    # random games pose ~300 decisions, the longest seen a few thousand; the cap only stops
    # an agent that loops (moving characters back and forth in a main phase)
    MAX_DECISIONS = 20_000

    def turn_count(self) -> int:
        return self.turn

    # ---- small queries -------------------------------------------------------------------
    def owner(self, c: int) -> int:
        return 0 if c < self.T.n else 1

    def player_level(self, p: int) -> int:
        return len(self.level[p])

    def colors_available(self, p: int) -> set:
        get = self.T.color.__getitem__
        return {*map(get, self.clock[p]), *map(get, self.level[p])}

    def meets_color(self, p: int, c: int) -> bool:
        """Seed 000 메인 페이즈 / seed 001 註一: a card of its colour in the clock or level
        zone, except level 0 characters and events; a climax always needs its colour."""
        T = self.T
        if T.ctype[c] != CLIMAX and (self.card_level(c, "hand") <= 0 or T.no_color[c]):
            return True
        col = T.color[c]
        return any(T.color[x] == col for x in self.clock[p]) or \
            any(T.color[x] == col for x in self.level[p])

    def can_play(self, p: int, c: int) -> bool:
        """Level <= your level, cost <= your stock, colour requirement (seed 001 註一)."""
        T = self.T
        if self.card_level(c, "hand") > self.player_level(p):
            return False
        if T.cost[c] > len(self.stock[p]) or self.play_forbidden(c):
            return False
        return self.meets_color(p, c)

    def slot_of(self, c: int) -> int:
        st = self.stage[self.owner(c)]
        try:
            return st.index(c)
        except ValueError:
            return -1

    # ---- moving cards --------------------------------------------------------------------
    def draw(self, p: int, n: int = 1) -> int:
        """Draw up to n; refreshes when the deck runs out (seed 000 리프레시). The drawer
        sees the card; the opponent sees a card of the deck go into the hand."""
        drawn = 0
        hand, log, kn = self.hand[p], self.log, self.kn
        o = 1 - p
        if not hand:
            kn.emptied(zone(p, HAND), (o,))
        mine, theirs = kn.pool[p], kn.pool[o]
        followed = False
        for _ in range(n):
            if not self.deck[p] and not self.refresh(p):
                break
            c = self.deck[p].pop()
            hand.append(c)
            mine[c] = 0
            if theirs[c] and not followed:  # deck -> hand, face down to o (once a call:
                kn.followed(c, p * 4, p * 4 + 1, (o,))   # the masks only gain the bit)
                followed = True
            drawn += 1
            if log is not None:
                log.append(("draw", p, p, c))     # emit, inlined (hot path)
            if not self.deck[p]:
                self.refresh(p)
                followed = False          # a new deck: its pool has yet to gain the bit
        if drawn and log is not None:
            log.append(("draws", ALL, p, drawn))
        return drawn

    def top_of_deck(self, p: int, face_down_to: int = -1) -> int:
        """Take the top card of p's deck (refreshing first if needed), or -1. A card that
        goes face down into another hidden zone (`face_down_to`, a zone int) is followed
        there by whoever knew it (core.knowledge), before any refresh."""
        if not self.deck[p] and not self.refresh(p):
            return -1
        c = self.deck[p].pop()
        if face_down_to >= 0:
            self.kn.followed(c, zone(p, DECK), face_down_to)
        if not self.deck[p]:
            self.refresh(p)
        return c

    def refresh(self, p: int) -> bool:
        """Seed 000 리프레시 / seed 001 C: an empty deck takes the shuffled waiting room;
        the refresh point (top card to clock) follows the interrupted processing. With
        the waiting room empty too nothing happens now: the loss is a state, checked at
        the next check timing (a cancel or level-up may refill the waiting room first)."""
        if self.deck[p]:
            return True
        if not self.waiting[p]:
            return False
        z = zone(p, DECK)
        self.kn.emptied(z)               # no card of the old deck can be in the new one
        self.deck[p] = self.waiting[p]
        self.waiting[p] = []
        self.rng.shuffle(self.deck[p])
        self.kn.dealt(self.deck[p], z)   # both players saw these cards, not their order
        self.refresh_due[p] += 1
        self.log is None or self.emit("refresh", ALL, p, len(self.deck[p]))
        if "refreshed" in self.T.live_events:   # (hot path: no call)
            self.fire_all("refreshed", p)               # heads.py: "When you refresh your deck"
        return True

    def to_clock(self, p: int, c: int) -> None:
        self.clock[p].append(c)

    def pay_stock(self, p: int, n: int) -> None:
        st = self.stock[p]
        for _ in range(n):
            self.waiting[p].append(st.pop())
        if n and not st:
            self.kn.emptied(zone(p, STOCK))

    def leave_stage(self, p: int, slot: int, dest: str = "waiting") -> int:
        """Remove the character in `slot`; its markers go to the waiting room and its
        one-shot modifiers end (it becomes a new card)."""
        c = self.stage[p][slot]
        # verbs_grant2: the leave-the-stage abilities it was granted still trigger (they look back)
        left = self.grants_left(c, slot) if dest == "waiting" and c in self.T.leave_records else None
        self.stage[p][slot] = -1
        self.status[p][slot] = STAND
        if self.markers[p][slot]:
            self.waiting[p].extend(self.markers[p][slot])
            self.markers[p][slot] = []
        if self.mods:
            self.mods = [m for m in self.mods if m[0] != c]
        if left:
            self.mods = self.mods + left
        if c in self.cant_stand:
            self.cant_stand = [x for x in self.cant_stand if x != c]
        if dest not in LEAVE_TO:
            raise ValueError(f"a character cannot leave the stage to {dest!r}")
        getattr(self, dest)[p].append(c)
        if dest == "hand" or dest == "stock":
            self.kn.seen(c)              # it went there from the stage, in plain sight
        return c

    def announce(self, p: int, c: int) -> None:
        """p shows card c (from the hand or deck) before a decision about it is asked:
        everyone knows where it is while the decision is pending."""
        self.kn.seen(c)
        self.log is None or self.emit("announce", ALL, p, c)

    def seen_by_all(self, c: int) -> None:
        """c went into a hidden place (a hand, a stock) from where everyone saw it."""
        self.kn.seen(c)

    def place_on_stage(self, p: int, c: int, slot: int, status: int = STAND, how: str = "hand") -> None:
        """Put c into `slot`; a character already there goes to the waiting room
        (seed 000 메인 페이즈, seed 001 註二)."""
        if self.stage[p][slot] >= 0:
            old = self.leave_stage(p, slot)
            self.log is None or self.emit("to_waiting_room", ALL, p, old, "replaced")
            self.fire_self("to_waiting_room_from_stage", old)
        self.stage[p][slot] = c
        self.status[p][slot] = status
        self.log is None or self.emit("placed", ALL, p, c, slot, how)
        live = self.T.live_events
        if how == "hand":
            if "placed_from_hand" in live:
                self.fire_self("placed_from_hand", c)
            if self.T.hand_place_heads:          # (hot path: one test for the rarer heads)
                self.placed_from_hand_heads(c)
            if "placed" in live:
                self.fire_self("placed", c)
        else:
            if "placed" in live:
                self.fire_self("placed", c)
            if "placed_from_" + how in live:     # "… from your hand or waiting room"
                self.fire_self("placed_from_" + how, c)

    # ---- setup (seed 000 게임의 준비, seed 001 IV.A) --------------------------------------
    def step_setup(self) -> None:
        for p in (0, 1):
            self.rng.shuffle(self.deck[p])
        chooser = self.rng.below(2)          # "decide the first player by a fair method"
        self.log is None or self.emit("coin", ALL, chooser)
        self.decide(chooser, "first", (0, 1), ("set_first", chooser))

    def step_set_first(self, chooser: int, choice: int) -> None:
        self.first = chooser if choice == 0 else 1 - chooser
        self.log is None or self.emit("first", ALL, self.first)
        self.stack.append(("turn_start", self.first))
        second = 1 - self.first
        self.stack.append(("mulligan", second, 0))
        self.stack.append(("mulligan", self.first, 0))
        for p in (second, self.first):
            self.stack.append(("initial_draw", p))

    def step_initial_draw(self, p: int) -> None:
        self.draw(p, 5)

    def step_mulligan(self, p: int, discarded: int) -> None:
        """Once, any number of cards to the waiting room, then draw as many."""
        self.decide(p, "mulligan", tuple(sorted(self.hand[p])) + (PASS,), ("mulligan_pick", p, discarded))

    def step_mulligan_pick(self, p: int, discarded: int, c: int) -> None:
        if c == PASS:
            if discarded:
                self.draw(p, discarded)
            self.log is None or self.emit("mulligan", ALL, p, discarded)
            return
        self.hand[p].remove(c)
        self.waiting[p].append(c)
        self.log is None or self.emit("discard", ALL, p, c, "mulligan")
        if self.hand[p]:
            self.stack.append(("mulligan", p, discarded + 1))
        else:
            self.stack.append(("mulligan_pick", p, discarded + 1, PASS))

    # ---- the turn --------------------------------------------------------------------------
    def step_turn_start(self, p: int) -> None:
        self.turn += 1
        self.active = p
        self.attacks_made = 0
        self.once_used = []
        self.log is None or self.emit("turn", ALL, self.turn, p)
        self.step_stand_phase()          # nothing in the stand phase waits for a decision
        self.step_draw_phase()

    def step_stand_phase(self) -> None:
        """Seed 000 스탠드 페이즈: rested characters stand."""
        p = self.active
        self.phase = "stand"
        st, ss, cant = self.stage[p], self.status[p], self.cant_stand
        bars = "no_stand_phase" in self.T.verbs          # (hot path: no call when no card has it)
        for s in range(N_SLOTS):
            if ss[s] != STAND and st[s] >= 0 and st[s] not in cant and \
                    not (bars and self.T.has_cont[st[s]] and self.stand_barred(p, st[s])):
                ss[s] = STAND
        if cant:
            self.cant_stand = [x for x in cant if self.owner(x) != p]

    def step_draw_phase(self) -> None:
        """Seed 000 드로우 페이즈: draw 1, the first player too on turn 1."""
        p = self.active
        self.phase = "draw"
        if "draw_phase_start" in self.T.live_events:
            self.fire_all("draw_phase_start", p)
        if "opponent_draw_phase_start" in self.T.live_events:
            self.fire_all("opponent_draw_phase_start", 1 - p)
        self.check_then("draw_phase_draw", p)

    def step_draw_phase_draw(self, p: int) -> None:
        self.draw(p, 1)
        self.check_then("clock_phase")

    def step_do_draw(self, p: int, n: int) -> None:
        self.draw(p, n)

    def step_clock_phase(self) -> None:
        """Seed 000 클록 페이즈: optionally 1 card from hand to clock, then draw 2."""
        p = self.active
        self.phase = "clock"
        if self.hand[p]:                  # clocked goes on to the main phase
            self.decide(p, "clock", tuple(sorted(self.hand[p])) + (PASS,), ("clocked", p))
        else:
            self.step_main_phase()

    def step_clocked(self, p: int, c: int) -> None:
        if c == PASS:
            self.step_main_phase()
            return
        self.stack.append(("main_phase",))
        self.hand[p].remove(c)
        self.to_clock(p, c)
        self.log is None or self.emit("clock", ALL, p, c)
        # the level-up the clock causes comes before the draws (issue 3, CR 9.x interrupt)
        self.stack.append(("check",))
        self.stack.append(("do_draw", p, 2))
        self.step_level_up_check(p)

    def step_main_phase(self) -> None:
        p = self.active
        self.phase = "main"
        if "main_phase_start" in self.T.live_events:
            self.fire_all("main_phase_start", p)
        if "opponent_main_phase_start" in self.T.live_events:   # (hot path: no call)
            self.fire_all("opponent_main_phase_start", 1 - p)      # heads.py
        self.check_then("main_decision")

    def main_options(self, p: int) -> list[int]:
        """Characters and (non-counter) events `can_play` allows, 【ACT】 abilities whose
        cost can be paid, a move, the end of the phase. The first loop is `can_play`
        unrolled with the player's level, stock and colours read once (hot path)."""
        T = self.T
        opts = []
        level = len(self.level[p])
        stock = len(self.stock[p])
        colors = None
        info = T.main_info
        for c in self.hand[p]:
            cost, lv, need, col, special = info[c]
            if cost > stock:              # 99 rules out climaxes and counter events
                continue
            if special:                   # "-1 level while in your hand" and the like
                if self.play_forbidden(c) or (T.ctype[c] == EVENT and self.events_barred(p)):
                    continue
                lv = self.card_level(c, "hand")
                need = lv > 0 and T.need_color[c]
            if lv > level:
                continue
            if need:
                if colors is None:
                    colors = self.colors_available(p)
                if col not in colors:
                    continue
            opts.append(c)
        opts.sort()
        st = self.stage[p]
        if not T.act_cards.isdisjoint(st):
            act, act_cost = T.act, T.act_cost
            for s in range(N_SLOTS):
                c = st[s]
                if c >= 0 and act[c]:
                    for k, simple in enumerate(act_cost[c]):
                        if simple is None:
                            ok = self.can_pay(p, c, act[c][k][1].get("cost", ()), s)
                        else:             # stock and/or resting itself (most 【ACT】 costs)
                            ok = stock >= simple[0] and (not simple[1] or
                                                         self.status[p][s] == STAND)
                        if ok:
                            opts.append(100 + s * 5 + k)
        if T.grant_flags["act"]:
            opts += self.granted_act_options(p)     # verbs_grant2: granted 【ACT】 abilities
        if st != _EMPTY_STAGE:
            opts.append(MOVE)
        opts.append(PASS)
        return opts

    def move_options(self, p: int) -> list[int]:
        st = self.stage[p]
        if "cannot_move" not in self.T.verbs:     # (hot path) no position can be locked
            return [ab for ab, a, b in SWAPS if st[a] >= 0 or st[b] >= 0]
        return [ab for ab, a, b in SWAPS if (st[a] >= 0 or st[b] >= 0)
                and not (self.position_locked(p, a) or self.position_locked(p, b))]

    def step_main_decision(self) -> None:
        p = self.active
        self.decide(p, "main", self.main_options(p), ("main_action", p))

    def step_main_action(self, p: int, a: int) -> None:
        if a == PASS:
            self.step_climax_phase()
            return
        # a character and a move end with check_then("main_decision") themselves
        if a < 100 and self.T.ctype[a] == CHAR:
            for pool in self.kn.pool:    # announced (shown as it is played), inlined: hot
                pool[a] = 0
            self.log is None or self.emit("announce", ALL, p, a)
            self.decide(p, "slot", SLOTS, ("play_character", p, a))
        elif a == MOVE:
            self.decide(p, "move", tuple(self.move_options(p)) + (PASS,), ("moved", p))
        else:
            self.stack.append(("then", "main_decision"))
            if a < 100:
                self.play_event(p, a)
            else:
                s, k = divmod(a - 100, 5)
                self.use_act(p, s, k)

    def step_moved(self, p: int, ab: int) -> None:
        """Seed 000 캐릭터 이동: characters move freely between stage positions.
        PASS: changed one's mind, no move."""
        if ab != PASS:
            x, y = divmod(ab, 5)
            st, ss, mk = self.stage[p], self.status[p], self.markers[p]
            st[x], st[y] = st[y], st[x]
            ss[x], ss[y] = ss[y], ss[x]
            mk[x], mk[y] = mk[y], mk[x]
            self.log is None or self.emit("move", ALL, p, x, y)
        self.check_then("main_decision")

    def step_play_character(self, p: int, c: int, slot: int) -> None:
        """Seed 000 캐릭터 플레이: pay the cost from stock, put it standing into the chosen
        slot; a character already there goes to the waiting room."""
        self.hand[p].remove(c)
        self.pay_stock(p, self.T.cost[c])
        self.log is None or self.emit("play", ALL, p, c, slot)
        self.place_on_stage(p, c, slot, STAND, "hand")
        self.check_then("main_decision")

    def play_event(self, p: int, c: int) -> None:
        """Seed 000 이벤트 플레이: pay, resolve, then to the waiting room."""
        self.hand[p].remove(c)
        self.pay_stock(p, self.T.cost[c])
        self.resolution[p].append(c)
        self.log is None or self.emit("play", ALL, p, c, -1)
        if "event_played" in self.T.live_events:
            self.fire_all("event_played", p, c)   # "When you play an event" (heads.py: `filter` reads c)
        if "opponent_event_played" in self.T.live_events:   # (hot path: no call)
            self.fire_all("opponent_event_played", 1 - p, c)     # heads.py
        self.stack.append(("event_done", p, c))
        for i in range(len(self.T.abils[c]) - 1, -1, -1):
            if self.T.abils[c][i]["kind"] == "event":
                self.stack.append(("resolve_ability", p, c, i, -1))

    def event_to(self, p: int, c: int, to: str) -> None:
        """An event's own "put this card into your memory / stock" while it resolves: it
        goes there from the resolution zone instead of the waiting room (seed 000 이벤트:
        the event goes to the waiting room when resolved unless its effect moves it)."""
        self.resolution[p].remove(c)
        getattr(self, to)[p].append(c)
        if to in ("hand", "stock"):
            self.kn.seen(c)              # it went there from the resolution zone, in plain sight
        self.log is None or self.emit("to_" + ("waiting_room" if to == "waiting" else to), ALL, p, c, "effect")
        self.ctx["done"] = 1

    def step_event_done(self, p: int, c: int) -> None:
        if c in self.resolution[p]:
            self.resolution[p].remove(c)
            self.waiting[p].append(c)

    def step_climax_phase(self) -> None:
        """Seed 000 클라이맥스 페이즈: at most one climax from hand (colour applies)."""
        p = self.active
        self.phase = "climax"
        if "climax_phase_start" in self.T.live_events:
            self.fire_all("climax_phase_start", p)
        if "opponent_climax_phase_start" in self.T.live_events:   # (hot path: no call)
            self.fire_all("opponent_climax_phase_start", 1 - p)    # heads.py
        self.check_then("climax_decision")

    def step_climax_decision(self) -> None:
        p = self.active
        T = self.T
        ctype = T.ctype
        opts = [c for c in self.hand[p] if ctype[c] == CLIMAX]
        if opts:                          # a climax always needs its colour (meets_color)
            colors = self.colors_available(p)
            opts = sorted(c for c in opts if T.color[c] in colors)
        # climax_played goes on to the attack phase
        # asked even with nothing to play, so the opponent cannot tell (DESIGN §2 views)
        self.decide(p, "climax", tuple(opts) + (PASS,), ("climax_played", p))

    def step_climax_played(self, p: int, c: int) -> None:
        if c == PASS:
            self.step_attack_phase()
            return
        self.hand[p].remove(c)
        self.climax[p].append(c)
        self.log is None or self.emit("climax", ALL, p, c)
        self.fire_self("climax_placed", c)
        self.fire_all("climax_placed_any", p, c)
        self.check_then("attack_phase")

    def step_end_phase(self) -> None:
        """Seed 000 엔드 페이즈: discard down to 7, the climax to the waiting room;
        "until end of turn" effects end (CR)."""
        p = self.active
        self.phase = "end"
        # CR end phase: discard to 7; the climax to the waiting room; "at the end of the
        # turn" abilities trigger and resolve; then "until end of turn" effects end
        self.step_end_discard(p)

    def step_end_discard(self, p: int) -> None:
        if len(self.hand[p]) > HAND_LIMIT:
            self.decide(p, "discard", tuple(sorted(self.hand[p])), ("end_discarded", p))
        else:
            self.check_then("end_of_turn")

    def step_end_discarded(self, p: int, c: int) -> None:
        self.hand[p].remove(c)
        self.waiting[p].append(c)
        self.log is None or self.emit("discard", ALL, p, c, "hand limit")
        self.stack.append(("end_discard", p))

    def step_end_of_turn(self) -> None:
        p = self.active
        if self.climax[p]:
            c = self.climax[p].pop()
            self.waiting[p].append(c)
            self.log is None or self.emit("climax_ends", ALL, p, c)
        if "end_of_turn" in self.T.live_events:
            self.fire_all("end_of_turn", p)
            if "delayed" in self.ctx:   # "at the end of the turn" set up in this turn by the
                self._fire_delayed("end_of_turn", 1 - p)    # other player: this turn's end
        if "opponent_end_of_turn" in self.T.live_events:   # (hot path: no call)
            self.fire_all("opponent_end_of_turn", 1 - p)           # heads.py
        self.check_then("cleanup")

    def step_cleanup(self) -> None:
        t = self.turn
        self.mods = [m for m in self.mods if m[3] > t]
        self.step_turn_start(1 - self.active)

    # ---- check timing: interrupts, rule actions, then waiting 【AUTO】 abilities -------------
    def step_level_up_check(self, p: int) -> None:
        """Seed 000 레벨존 / seed 001 C: with 7+ cards in the clock, 1 of the 7 oldest goes
        to the level zone, the other 6 to the waiting room."""
        if len(self.clock[p]) >= 7:
            self.decide(p, "level_up", tuple(sorted(self.clock[p][:7])), ("levelled", p))

    def step_levelled(self, p: int, c: int) -> None:
        seven = self.clock[p][:7]
        del self.clock[p][:7]
        seven.remove(c)
        self.level[p].append(c)
        self.waiting[p].extend(seven)
        self.log is None or self.emit("level_up", ALL, p, c, len(self.level[p]))
        if "level_up" in self.T.live_events:
            self.fire_all("level_up", p)           # "When you level up"
        if "opponent_level_up" in self.T.live_events:   # (hot path: no call)
            self.fire_all("opponent_level_up", 1 - p)  # heads.py: "When your opponent levels up"
        self.stack.append(("level_up_check", p))

    def check_idle(self) -> bool:
        """True when a check timing now would do nothing: no waiting 【AUTO】 ability, no
        level-up, refresh, refresh point or loss due (the common case, kept cheap)."""
        if self.pending_auto or self.refresh_due[0] or self.refresh_due[1]:
            return False
        c0, c1 = self.clock
        l0, l1 = self.level
        d0, d1 = self.deck
        return bool(d0 and d1 and len(c0) < 7 and len(c1) < 7 and len(l0) < 4 and len(l1) < 4)

    def check_then(self, name: str, arg: int | None = None) -> None:
        """A check timing, then the step `(name,)` or `(name, arg)`; called as the last
        thing a step does. When the check timing has nothing to do (the common case) the
        step runs at once instead of going through the work stack (hot path: same order,
        fewer records)."""
        # the test of check_idle(), written out: a call saved a few hundred times a game
        c0, c1 = self.clock
        l0, l1 = self.level
        d0, d1 = self.deck
        if d0 and d1 and not (self.pending_auto or self.refresh_due[0] or self.refresh_due[1]) \
                and len(c0) < 7 and len(c1) < 7 and len(l0) < 4 and len(l1) < 4:
            if arg is None:
                self.STEPS[name](self)
            else:
                self.STEPS[name](self, arg)
        else:
            self.stack.append((name,) if arg is None else (name, arg))
            self.stack.append(("check",))

    # The record ("then", name[, arg]): a check timing, then the step (name[, arg]) -- one
    # record where a step must leave both behind on the work stack (no extra frame: hot path)
    step_then = check_then

    def step_check(self) -> None:
        """Rule actions first (refresh point, level up, losing), then the turn player's
        waiting 【AUTO】 abilities in the order they choose, then the opponent's (CR)."""
        deck, clock = self.deck, self.clock
        if not (self.pending_auto or self.refresh_due[0] or self.refresh_due[1]):
            c0, c1 = clock            # check_idle, written out (a call saved: hot path)
            l0, l1 = self.level
            if deck[0] and deck[1] and len(c0) < 7 and len(c1) < 7 and len(l0) < 4 and len(l1) < 4:
                return
        order = (self.active, 1 - self.active)
        if not (deck[0] and deck[1]):
            for p in order:
                if not deck[p] and self.waiting[p]:
                    self.refresh(p)      # an empty deck refreshes as soon as it can
                    self.stack.append(("check",))
                    return
        if len(clock[0]) >= 7 or len(clock[1]) >= 7:
            for p in order:
                if len(clock[p]) >= 7:
                    self.stack.append(("check",))
                    self.stack.append(("level_up_check", p))
                    return
        for p in order:
            if self.refresh_due[p]:
                self.refresh_due[p] -= 1
                c = self.top_of_deck(p)
                if c >= 0:
                    self.to_clock(p, c)
                    self.log is None or self.emit("refresh_point", ALL, p, c)
                self.stack.append(("check",))
                return
        if self.check_loss():
            return
        if self.pending_auto:
            for p in order:
                mine = [i for i, x in enumerate(self.pending_auto) if x[0] == p]
                if mine:
                    self.stack.append(("check",))
                    if len(mine) == 1:
                        self.step_resolve_pending(mine[0])     # at once: the next record
                    else:
                        self.decide(p, "order", tuple(mine), ("resolve_pending",))
                    return

    def check_loss(self) -> bool:
        """Seed 001 C: 4 cards in the level zone, or no cards in deck and waiting room;
        both players at once: a draw (issue 3)."""
        level, deck, waiting = self.level, self.deck, self.waiting
        lose = (len(level[0]) >= 4 or not (deck[0] or waiting[0]),
                len(level[1]) >= 4 or not (deck[1] or waiting[1]))
        if not (lose[0] or lose[1]):
            return False
        if lose[0] and lose[1]:
            self.finish(None, "both players lost at once", self.turn)
            return True
        for p in (0, 1):
            if lose[p]:
                why = "level 4" if len(self.level[p]) >= 4 else "no cards in deck and waiting room"
                self.finish(1 - p, f"{self.game.seat_names[p]} reached {why}", self.turn)
                return True
        return False

    # ---- the contract ---------------------------------------------------------------------
    def label(self, kind: str, aid: int) -> str:
        from .view import action_label

        return action_label(self, kind, aid)

    def view(self, player: int) -> dict:
        from .view import make_view

        return make_view(self, player)

    _ZONES = ("deck", "hand", "waiting", "clock", "level", "stock", "memory", "climax", "resolution")

    def all_cards(self) -> list[int]:
        out = []
        for z in self._ZONES:
            lists = getattr(self, z)
            out += lists[0] + lists[1]
        for p in (0, 1):
            out += [c for c in self.stage[p] if c >= 0]
            for m in self.markers[p]:
                out += m
        return sorted(out)

    def clone(self) -> "WSState":
        n = object.__new__(type(self))       # lean.state_class: this table's class
        self._copy_base_into(n)
        n.T, n.format = self.T, self.format
        for z in self._ZONES:
            a, b = getattr(self, z)
            setattr(n, z, [a[:], b[:]])
        n.stage = [self.stage[0][:], self.stage[1][:]]
        n.status = [self.status[0][:], self.status[1][:]]
        n.markers = [[m[:] for m in self.markers[0]], [m[:] for m in self.markers[1]]]
        n.turn, n.active, n.first = self.turn, self.active, self.first
        n.attacks_made, n.phase = self.attacks_made, self.phase
        n.mods = self.mods[:]
        n.pending_auto = self.pending_auto[:]
        n.refresh_due = self.refresh_due[:]
        n.losing = self.losing[:]
        n.atk = self.atk[:]
        n.ctx = dict(self.ctx)
        n.cant_stand = self.cant_stand[:]
        n.once_used = self.once_used[:]
        n.kn = self.kn.copy()
        return n

    def to_dict(self) -> dict:
        d = self._base_to_dict()
        d["game"] = "weiss-schwarz"
        d["format"] = self.format
        d["decks"] = [deck.to_dict() for deck in self.T.decks]
        for z in self._ZONES:
            a, b = getattr(self, z)
            d[z] = [list(a), list(b)]
        d["stage"] = [list(self.stage[0]), list(self.stage[1])]
        d["status"] = [list(self.status[0]), list(self.status[1])]
        d["markers"] = [[list(m) for m in self.markers[0]], [list(m) for m in self.markers[1]]]
        d.update(turn=self.turn, active=self.active, first=self.first,
                 attacks_made=self.attacks_made, phase=self.phase)
        d["mods"] = [list(m) for m in self.mods]
        d["pending_auto"] = [list(x) for x in self.pending_auto]
        d["refresh_due"] = list(self.refresh_due)
        d["losing"] = list(self.losing)
        d["atk"] = list(self.atk)
        d["ctx"] = {k: (list(v) if isinstance(v, (list, tuple)) else v) for k, v in self.ctx.items()}
        d["cant_stand"] = list(self.cant_stand)
        d["once_used"] = list(self.once_used)
        d["kn"] = self.kn.to_dict()
        return d

    @classmethod
    def from_dict(cls, game, d: dict, table) -> "WSState":
        s = object.__new__(_state_cls(cls, table))
        s._base_from_dict(game, d)
        s.T, s.format = table, d["format"]
        for z in cls._ZONES:
            a, b = d[z]
            setattr(s, z, [list(a), list(b)])
        s.stage = [list(d["stage"][0]), list(d["stage"][1])]
        s.status = [list(d["status"][0]), list(d["status"][1])]
        s.markers = [[list(m) for m in d["markers"][0]], [list(m) for m in d["markers"][1]]]
        s.turn, s.active, s.first = d["turn"], d["active"], d["first"]
        s.attacks_made, s.phase = d["attacks_made"], d["phase"]
        s.mods = [tuple(m) for m in d["mods"]]
        s.pending_auto = [tuple(x) for x in d["pending_auto"]]
        s.refresh_due = list(d["refresh_due"])
        s.losing = list(d["losing"])
        s.atk = list(d["atk"])
        s.ctx = dict(d["ctx"])
        s.cant_stand = list(d["cant_stand"])
        s.once_used = list(d["once_used"])
        s.kn = Knowledge.from_dict(d["kn"])
        return s

    def determinize(self, player: int, rng: Rng) -> "WSState":
        """Re-deal every card `player` does not know (core.knowledge: perfect recall) among
        the places it may lie in -- both decks, stocks and face-down markers, and the
        opponent's hand -- keeping every fact the player knows; re-seed the generator. When
        the opponent is in the middle of a decision whose options come from their hidden
        cards (a cost they began to pay from the hand), worlds where they would have no
        option are dealt again: that they are asked tells there is a card to choose."""
        for _ in range(64):
            s = self.clone()
            moves = redeal_known(s.kn, player, s.hidden_lists(player), rng)
            s._after_relabel(moves, player)
            if s.pending is None or s.pending[2]:
                break
        s.rng = Rng(rng.next())
        if s.log is not None:
            s.log = s.events_for(player)
        return s

    # ---- hidden places ------------------------------------------------------------------------
    def hidden_lists(self, viewer: int):
        """The zones `viewer` cannot look into, per owner, as (list, zone int) pairs: both
        decks, stocks and markers, and the opponent's hand."""
        out = []
        for p in (0, 1):
            zs = [(self.deck[p], zone(p, DECK)), (self.stock[p], zone(p, STOCK))]
            zs += [(m, zone(p, MARKERS)) for m in self.markers[p]]
            if p != viewer:
                zs.append((self.hand[p], zone(p, HAND)))
            out.append(zs)
        return out

    def reset_knowledge(self) -> None:
        """Knowledge for a stacked state (scenario.py): each player knows their own hand;
        every other card in a hidden place is one pool per owner over the hidden zones
        that hold such cards."""
        kn = self.kn = Knowledge.new(2, len(self.T.cards))
        for v in (0, 1):
            for zones in self.hidden_lists(v):
                zs = [(lst, z) for lst, z in zones if lst]
                mask = 0
                for _, z in zs:
                    mask |= 1 << z
                for lst, _ in zs:
                    for c in lst:
                        kn.pool[v][c] = kn._pool_for(v, mask)

    def knows(self, viewer: int, c: int, z: int) -> bool:
        return self.kn.mask(viewer, c, z) == 0

    def card_owner(self, c: int) -> int:
        return self.owner(c)

    def card_places(self) -> dict:
        out = {}
        for p in (0, 1):
            for z in self._ZONES:
                for i, c in enumerate(getattr(self, z)[p]):
                    out[c] = (f"{z}:{p}", i)
            for slot, c in enumerate(self.stage[p]):
                if c >= 0:
                    out[c] = (f"stage:{p}", slot)
                for k, x in enumerate(self.markers[p][slot]):
                    out[x] = (f"markers:{p}", slot * 50 + k)
        return out

    def hidden_zones(self, viewer: int) -> set:
        o = 1 - viewer
        return {"deck:0", "deck:1", "stock:0", "stock:1", "markers:0", "markers:1", f"hand:{o}"}

    def knowledge(self, viewer: int) -> dict:
        return knowledge_facts(self.kn, viewer, self.hidden_lists(viewer), zone_name)

    def relabel(self, perm: dict, fixed_viewer: int | None = None) -> None:
        """Cards trade places (`perm`: the card at a place -> the card there afterwards)."""
        moves = []
        for zones in self.hidden_lists(-1):
            for lst, _ in zones:
                for i, c in enumerate(lst):
                    b = perm.get(c, c)
                    if b != c:
                        moves.append((c, b))
                        lst[i] = b
        self._after_relabel(moves, fixed_viewer)

    def _after_relabel(self, moves, fixed_viewer) -> None:
        """What refers to a place follows the cards that traded places: the other players'
        knowledge, the cards a pending look remembers, and the options of a decision that
        come from hidden cards."""
        if not moves:
            return
        self.kn.permute(moves, fixed_viewer)
        perm = dict(moves)
        if "picked" in self.ctx:
            self.ctx["picked"] = [perm.get(x, x) for x in self.ctx["picked"]]

        def remap(rec):
            idx = HIDDEN_REF_ARGS.get(rec[0])
            if not idx:
                return rec
            rec = list(rec)
            for k in idx:
                if k < len(rec):
                    rec[k] = perm.get(rec[k], rec[k])
            return tuple(rec)

        self.stack = [remap(r) for r in self.stack]
        pend = self.pending
        if pend is not None:
            self.pending = (pend[0], pend[1], pend[2], remap(pend[3]))
            for q in (0, 1):
                self.refresh_pending_options(q)


WSState.PATH_VERBS = (ActSteps.PATH_VERBS | AutoVerbSteps.PATH_VERBS_AUTO | ModalSteps.PATH_VERBS_MODAL
                      | Modal2Steps.PATH_VERBS_MODAL2)
# verb name -> the function executing it (effects.step_effect / call_verb dispatch here)
WSState.VERBS = verb_table(WSState)


def _state_cls(base: type, table) -> type:
    """The class of states over `table`: WSState less the refinements no card of the game
    uses (lean.py), chosen once per table."""
    if table.state_cls is None or not issubclass(table.state_cls, base):
        table.state_cls = state_class(base, table)
    return table.state_cls


def new_state(game, table, seed: int, fmt: str, log: bool) -> WSState:
    s = object.__new__(_state_cls(WSState, table))
    s._init_base(game, seed, log)
    s.T, s.format = table, fmt
    n = table.n
    s.deck = [list(range(n)), list(range(n, 2 * n))]
    for z in ("hand", "waiting", "clock", "level", "stock", "memory", "climax", "resolution"):
        setattr(s, z, [[], []])
    s.stage = [[-1] * N_SLOTS, [-1] * N_SLOTS]
    s.status = [[STAND] * N_SLOTS, [STAND] * N_SLOTS]
    s.markers = [[[] for _ in range(N_SLOTS)], [[] for _ in range(N_SLOTS)]]
    s.turn, s.active, s.first, s.attacks_made, s.phase = 0, 0, 0, 0, "setup"
    s.mods, s.pending_auto = [], []
    s.refresh_due, s.losing = [0, 0], [False, False]
    s.atk = []
    s.ctx = {}
    s.cant_stand = []
    s.once_used = []
    # every card starts in its owner's shuffled deck, order unknown to all
    s.kn = Knowledge.dealt_per_owner(2, n, (zone(0, DECK), zone(1, DECK)))
    s.stack.append(("setup",))
    s._run()
    return s
