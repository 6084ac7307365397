"""Weiß Schwarz -- costs of abilities (abilities.COSTS), a mixin of WSState.

`can_pay` tells whether a cost can be paid (with `public_only`, as the opponent can tell:
the parts paid from the hidden hand taken as payable); `push_costs` puts one `pay_cost`
record per part on the stack, and the `step_*` here pay them, asking which card where a
choice is the player's (`cost_hand_options` is also rebuilt after a re-deal).
"""

from __future__ import annotations

from ...core.actions import ALL
from .table import CHAR, CLIMAX
from .values import _filter_id

STAND, REST, REVERSE = 0, 1, 2
STOCK = 2                 # rules.STOCK: zone int = owner * 4 + kind (core.knowledge)
# the costs paid from the hand (hidden from the opponent: see can_pay's public_only)
HAND_COSTS = frozenset({"discard", "discard_character", "discard_climax", "to_clock_from_hand",
                        "reveal_from_hand", "hand_to_stock", "hand_to_memory", "reveal_to_stock",
                        "hand_to_marker"})
# from-hand costs of importer_costs2: key -> where the chosen card goes (step_hand_card_to)
HAND_TO = {"hand_to_stock": "stock", "hand_to_memory": "memory", "reveal_to_stock": "stock_shown",
           "hand_to_marker": "marker"}
# the costs that move N cards (a filter's) the payer chooses from one public zone to another:
# key -> (from, to); "clock_bottom" is under the oldest clock card, "deck" is the deck (the
# card is shuffled in by a "Shuffle your deck" part after it, as printed)
ZONE_COSTS = {"waiting_to_clock_bottom": ("waiting", "clock_bottom"),
              "memory_to_waiting": ("memory", "waiting"),
              "waiting_to_deck": ("waiting", "deck"),
              "waiting_to_memory": ("waiting", "memory")}
# characters the payer chooses on the stage (importer_costs2): key -> (this card excluded, to)
STAGE_COSTS = {"stage_to_clock": (False, "clock"), "others_to_clock": (True, "clock"),
               "others_to_stock": (True, "stock"), "others_to_memory": (True, "memory")}
# cards of a public zone face up underneath this card as markers (verbs_modal2 pays them)
MARKER_COSTS = {"waiting_to_marker": "waiting", "memory_to_marker": "memory"}


SELF_TO = {"to_waiting_room_self": "waiting", "to_hand_self": "hand", "to_clock_self": "clock",
           "stand_to_memory_self": "memory", "to_stock_self": "stock"}


def _cost_key(k: dict) -> str:
    for x in k:                  # a loop, not next(genexpr): hot path
        if x != "filter":
            return x
    raise ValueError(f"a cost without a kind: {k!r}")


def _cost_n(k: dict) -> int:
    v = k[_cost_key(k)]
    return v if isinstance(v, int) and not isinstance(v, bool) else 1


def _cost_filter_id(state, k: dict) -> int:
    return _filter_id(state, k.get("filter"))


class CostSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    def can_pay(self, p: int, c: int, costs, slot: int, in_waiting_room: bool = False,
                public_only: bool = False) -> bool:
        """Can p pay every cost of `costs` (abilities.COSTS) for card c in `slot`? Only the
        keys each cost holds are read (hot path); "filter" qualifies the others. With
        `public_only`, the parts paid from the hand (hidden from the opponent) are taken
        as payable."""
        hand = self.hand[p]
        need_hand = 0
        for k in costs:
            for key, v in k.items():
                if public_only and key in HAND_COSTS:
                    continue
                if key == "stock":
                    if len(self.stock[p]) < v:
                        return False
                elif key == "rest_self":
                    if slot < 0 or self.status[p][slot] != STAND:
                        return False
                elif key == "discard":
                    need_hand += v
                    f = k.get("filter")
                    if sum(1 for x in hand if self.matches(x, f)) < v:
                        return False
                elif key == "discard_character":
                    need_hand += 1
                    f = dict(k.get("filter") or {}, type="character")
                    if not any(self.matches(x, f) for x in hand):
                        return False
                elif key == "discard_climax":
                    need_hand += 1
                    if not any(self.T.ctype[x] == CLIMAX for x in hand):
                        return False
                elif key == "to_clock_from_hand" or key in HAND_TO:
                    need_hand += v
                    if key == "hand_to_marker" and slot < 0:
                        return False              # underneath this card: it is on the stage
                    f = k.get("filter")
                    if f is not None and sum(1 for x in hand if self.matches(x, f)) < v:
                        return False
                elif key == "rest_others":
                    st, ss = self.stage[p], self.status[p]
                    f = k.get("filter")
                    if sum(1 for s in range(5) if st[s] >= 0 and st[s] != c and ss[s] == STAND
                           and self.matches(st[s], f)) < v:
                        return False
                elif key == "from_stage_to_waiting_room" or key == "others_to_waiting_room":
                    f = k.get("filter")
                    o = c if key == "others_to_waiting_room" else -1
                    if sum(1 for x in self.stage[p] if x >= 0 and x != o and self.matches(x, f)) < v:
                        return False
                elif key in STAGE_COSTS:
                    f = k.get("filter")
                    o = c if STAGE_COSTS[key][0] else -1
                    if sum(1 for x in self.stage[p] if x >= 0 and x != o and self.matches(x, f)) < v:
                        return False
                elif key in MARKER_COSTS or key == "swap_stand_center":
                    if not self.cost2_payable(p, c, key, v, k.get("filter"), slot):
                        return False
                elif key in ZONE_COSTS:
                    f = k.get("filter")
                    if sum(1 for x in getattr(self, ZONE_COSTS[key][0])[p] if self.matches(x, f)) < v:
                        return False
                elif key == "stand_to_memory_self":
                    if slot < 0 or self.status[p][slot] != STAND:
                        return False
                elif key == "stock_to_clock":
                    if not self.stock[p]:
                        return False
                elif key == "markers_to_waiting":
                    if slot < 0 or len(self.markers[p][slot]) < v:
                        return False
                elif key == "rest_chars":
                    st, ss = self.stage[p], self.status[p]
                    f = k.get("filter")
                    if sum(1 for s in range(5) if st[s] >= 0 and ss[s] == STAND and self.matches(st[s], f)) < v:
                        return False
                elif key == "reveal_from_hand":   # seed 000 공명: shown, stays in the hand
                    f = k.get("filter")
                    if sum(1 for x in hand if self.matches(x, f)) < v:
                        return False
                elif key == "to_hand_self" or key == "to_stock_self":
                    if slot < 0:
                        return False
                elif key == "climax_to_waiting":
                    f = k.get("filter")
                    if not any(self.matches(x, f) for x in self.climax[p]):
                        return False
        return public_only or need_hand <= len(hand)

    def push_costs(self, p: int, c: int, costs, slot: int) -> None:
        for k in reversed(list(costs)):
            self.stack.append(("pay_cost", p, c, slot, _cost_key(k), _cost_n(k),
                               _cost_filter_id(self, k)))

    def step_pay_cost(self, p: int, c: int, slot: int, key: str, n: int, fid: int) -> None:
        f = self.T.filters[fid] if fid >= 0 else None
        if key == "stock":
            self.pay_stock(p, n)
        elif key == "rest_self":
            s = self.slot_of(c)
            if s >= 0:
                self.status[p][s] = REST
        elif key in ("discard", "discard_character", "discard_climax", "to_clock_from_hand") \
                or key in HAND_TO:
            # the card is chosen in step_cost_from_hand (cost_hand_options reads the filter)
            dest = "clock" if key == "to_clock_from_hand" else HAND_TO.get(key, "waiting")
            if dest == "marker":
                dest = f"marker:{c}"              # underneath this card
            for _ in range(n):
                self.stack.append(("cost_from_hand", p, dest, fid, key))
        elif key == "to_memory_self":
            s = self.slot_of(c)
            if s >= 0:                # "[Put this card into your memory]" Change: its position too
                self.ctx["self_slot"] = [c, s]
            self._move_self(p, c, "memory")
        elif key in SELF_TO:
            s = self.slot_of(c)
            if s >= 0:                # the position it was on (seed 000 체인지, to_stage slots="this")
                self.ctx["self_slot"] = [c, s]
            self._move_self(p, c, SELF_TO[key])
            if key == "to_clock_self":
                self.stack.append(("level_up_check", p))
        elif key == "to_deck_bottom_self":
            s = self.slot_of(c)
            if s >= 0:
                self.ctx["self_slot"] = [c, s]
                self.leave_stage(p, s, "waiting")       # its markers go to the waiting room
                self.waiting[p].remove(c)
            elif c in self.waiting[p]:
                self.waiting[p].remove(c)
            elif c in self.hand[p]:
                self.hand[p].remove(c)
            else:
                return
            self.deck[p].insert(0, c)                   # deck lists are bottom first
            self.kn.seen(c)                             # face up, in plain sight
            self.log is None or self.emit("to_deck_bottom", ALL, p, c, "cost")
        elif key in ("from_stage_to_waiting_room", "others_to_waiting_room"):
            for _ in range(n):
                self.stack.append(("stage_to_wr", p, c if key == "others_to_waiting_room" else -1, fid))
        elif key in STAGE_COSTS:
            other, to = STAGE_COSTS[key]
            if to == "clock":
                self.stack.append(("level_up_check", p))
            for _ in range(n):
                self.stack.append(("stage_to_zone", p, c if other else -1, fid, to))   # verbs_modal2
        elif key in MARKER_COSTS or key == "swap_stand_center":
            self.pay_cost2(p, c, key, n, fid)             # verbs_modal2
        elif key in ZONE_COSTS:
            frm, to = ZONE_COSTS[key]
            if to == "clock_bottom":
                self.stack.append(("level_up_check", p))
            for _ in range(n):
                self.stack.append(("cost_from_zone", p, frm, to, fid))
        elif key == "shuffle_deck":
            self.stack.append(("shuffle_deck", p))
        elif key == "stock_to_clock":
            st = self.stock[p]
            if st:
                x = st.pop()
                if not st:
                    self.kn.emptied(p * 4 + STOCK)
                self.kn.seen(x)
                self.to_clock(p, x)
                self.log is None or self.emit("clock", ALL, p, x)
                self.stack.append(("level_up_check", p))
        elif key == "markers_to_waiting":
            # the newest markers first: face-down markers are alike to the payer (nobody
            # looks at them), so which go is no choice (face-up ones: a simplification)
            s = self.slot_of(c)
            if s >= 0:
                mk = self.markers[p][s]
                for _ in range(min(n, len(mk))):
                    x = mk.pop()
                    self.kn.seen(x)
                    self.waiting[p].append(x)
                    self.log is None or self.emit("marker_to_waiting", ALL, p, x)
        elif key == "reveal_from_hand":
            # seed 000 공명: the card is shown to both players and stays in the hand; cards a
            # filter lets through are alike for the cost, so the lowest ids are shown
            for x in sorted(x for x in self.hand[p] if self.matches(x, f))[:n]:
                self.kn.seen(x)          # the opponent now knows it is in the hand
                self.log is None or self.emit("reveal_hand", ALL, p, x)
        elif key == "clock_top":
            x = self.top_of_deck(p)
            if x >= 0:
                self.to_clock(p, x)
                self.log is None or self.emit("clock", ALL, p, x)
                self.stack.append(("level_up_check", p))
        elif key == "rest_others":
            for _ in range(n):
                self.stack.append(("rest_other", p, c, fid))
        elif key == "from_stage_to_waiting_room":
            for _ in range(n):
                self.stack.append(("stage_to_wr", p))
        elif key == "rest_chars":
            for _ in range(n):
                self.stack.append(("rest_other", p, -1, fid))
        elif key == "climax_to_waiting":
            for x in list(self.climax[p]):
                if self.matches(x, f):
                    self.climax[p].remove(x)
                    self.waiting[p].append(x)
                    self.log is None or self.emit("climax_ends", ALL, p, x)
                    break

    def cost_hand_options(self, p: int, fid: int, key: str) -> list[int]:
        """The hand cards that can pay a from-hand cost (also rebuilt after a re-deal)."""
        f = self.T.filters[fid] if fid >= 0 else None
        if key == "discard_climax":
            f = {"type": "climax"}
        return sorted(x for x in self.hand[p] if self.matches(x, f) and
                      (key != "discard_character" or self.T.ctype[x] == CHAR))

    def step_cost_from_hand(self, p: int, dest: str, fid: int, key: str) -> None:
        opts = self.cost_hand_options(p, fid, key)
        if opts:
            self.decide(p, "choose", tuple(opts), ("hand_card_to", p, dest, fid, key))

    def step_hand_card_to(self, p: int, dest: str, fid: int, key: str, x: int) -> None:
        if dest == "stock":       # face down: the opponent sees a card go, not which
            self.kn.chosen_unseen(self.hand[p], p * 4 + 1, p * 4 + STOCK, (1 - p,))
        self.hand[p].remove(x)
        if dest == "clock":
            self.to_clock(p, x)
            self.stack.append(("level_up_check", p))
        elif dest in ("stock", "stock_shown"):
            self.stock[p].append(x)
            if dest == "stock_shown":             # revealed, then put into the stock
                self.kn.seen(x)
                self.log is None or self.emit("reveal_hand", ALL, p, x)
            self.log is None or self.emit("to_stock_face_down", ALL, p)
            return
        elif dest == "memory":
            self.memory[p].append(x)              # face up (seed 000 추억존)
            self.log is None or self.emit("cost_move", ALL, p, x, "hand", "memory")
            return
        elif dest.startswith("marker:"):          # face up underneath this card
            s = self.slot_of(int(dest[7:]))
            if s < 0:
                self.waiting[p].append(x)         # this card left the stage meanwhile
            else:
                self.markers[p][s].append(x)
                self.kn.seen(x)
                self.log is None or self.emit("marker_from", ALL, p, int(dest[7:]), x, "hand")
                return
        else:
            self.waiting[p].append(x)
        self.log is None or self.emit("discard", ALL, p, x, "cost")

    def step_rest_other(self, p: int, c: int, fid: int = -1) -> None:
        f = self.T.filters[fid] if fid >= 0 else None      # "【REST】 1 of your 《T》 characters"
        opts = [s for s in range(5) if self.stage[p][s] >= 0 and self.stage[p][s] != c
                and self.status[p][s] == STAND and self.matches(self.stage[p][s], f)]
        if opts:
            self.decide(p, "choose", tuple(self.stage[p][s] for s in opts), ("rested_other", p))

    def step_rested_other(self, p: int, x: int) -> None:
        self.status[p][self.slot_of(x)] = REST

    def step_stage_to_wr(self, p: int, c: int = -1, fid: int = -1) -> None:
        f = self.T.filters[fid] if fid >= 0 else None   # "Put 1 other 《T》 character from …"
        opts = [x for x in self.stage[p] if x >= 0 and x != c and self.matches(x, f)]
        if opts:
            self.decide(p, "choose", tuple(sorted(opts)), ("stage_card_to_wr", p))

    def step_stage_card_to_wr(self, p: int, x: int) -> None:
        self.leave_stage(p, self.slot_of(x))
        self.fire_self("to_waiting_room_from_stage", x)

    def step_cost_from_zone(self, p: int, frm: str, to: str, fid: int) -> None:
        f = self.T.filters[fid] if fid >= 0 else None
        opts = sorted(x for x in getattr(self, frm)[p] if self.matches(x, f))
        if opts:
            self.decide(p, "choose", tuple(opts), ("cost_zone_card", p, frm, to))

    def step_cost_zone_card(self, p: int, frm: str, to: str, x: int) -> None:
        getattr(self, frm)[p].remove(x)
        if to == "clock_bottom":
            self.clock[p].insert(0, x)                  # the clock lists oldest first
        elif to == "deck":
            self.deck[p].append(x)                      # on top, seen going in; a printed
            self.kn.seen(x)                             # "Shuffle your deck" part follows
        else:
            getattr(self, to)[p].append(x)
        self.log is None or self.emit("cost_move", ALL, p, x, frm, to)

    def _move_self(self, p: int, c: int, dest: str) -> None:
        s = self.slot_of(c)
        if s >= 0:
            self.leave_stage(p, s, dest)
        elif c in self.waiting[p] and dest != "waiting":
            self.waiting[p].remove(c)
            getattr(self, dest)[p].append(c)
            self.kn.seen(c)
        elif c in self.hand[p]:
            self.hand[p].remove(c)
            getattr(self, dest)[p].append(c)
