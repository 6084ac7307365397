"""Weiß Schwarz -- more one-shot verbs of the vocabulary (abilities.py), a mixin of WSState.

Each `verb_<name>` executes one effect table; verbs in `PATH_VERBS` also receive the path
of their table ("card.i.effect.k…", see EffectSteps.walk) so that the effects nested in
them (a Brainstorm's "for each climax", a granted or delayed ability) are named in stack
records by a string, never by a table. Stack record arguments stay plain ints/strs.
"""

from __future__ import annotations

from ...core.actions import ALL
from .effects import _filter_id as _fid
from .table import CHAR, CLIMAX

PASS = 999
STAND, REST, REVERSE = 0, 1, 2
ZONES = ("waiting", "memory", "deck", "hand")


class VerbSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    PATH_VERBS = frozenset({"delayed", "reveal_top", "brainstorm", "repeat", "grant", "conditional",
                            "choose_then", "to_stage"})

    # ---- moving this card / that card ------------------------------------------------------
    def verb_move(self, p, c, e, extra):
        """Put this card (what="self") or the card the ability remembers (what="that", e.g. a
        delayed ability's "that character") from the stage into a zone; ctx["done"] tells the
        next effect whether it happened ("If you do, …")."""
        x = c if e.get("what", "self") == "self" else extra
        q = self.owner(x) if x >= 0 else p
        s = self.slot_of(x) if x >= 0 else -1
        if s < 0 and x >= 0 and x in self.resolution[q]:
            self.event_to(q, x, e["to"])          # an event putting itself somewhere
            return
        if s < 0:
            self.ctx["done"] = 0
            return
        to = e["to"]
        self.leave_stage(q, s, to)
        self.log is None or self.emit("to_" + ("waiting_room" if to == "waiting" else to), ALL, q, x, "effect")
        if to == "waiting":
            self.fire_self("to_waiting_room_from_stage", x)
        self.ctx["done"] = 1

    def verb_delayed(self, p, c, e, extra, path):
        """Set up a delayed 【AUTO】 ability: it triggers once at its event (fire_all)."""
        if e.get("if_done") and not self.ctx.get("done"):
            return
        a = e["ability"]
        x = self.ctx.get("that", -1) if e.get("that") else extra
        self.ctx["delayed"] = self.ctx.get("delayed", []) + [[a["when"], p, c, path + ".ability", x]]

    # ---- to the stage from a zone ----------------------------------------------------------
    def verb_to_stage(self, p, c, e, extra, path=""):
        """Choose a character in your waiting room / memory / deck / hand and put it on a
        stage position (any, or the center stage). The character placed knows which effect
        placed it (ctx["placer"] = [card, the ability's kind, 1 if a Change]: "When this card is
        placed … by the 【AUTO】 effect of "X"", "… by a "Change" effect")."""
        self.ctx.pop("that", None)
        self.ctx.pop("placer", None)
        frm = e.get("from", "waiting")
        f = e.get("filter")
        fid = _fid(self, f)
        lim = self.player_level(p) if e.get("level_max_yours") else 99
        opts = self.to_stage_options(p, frm, fid, lim)
        if frm == "deck":
            self.stack.append(("shuffle_deck", p))
            self.kn.seen_all(self.deck[p], (p,))        # the player looks through it
            self.log is None or self.emit("look_through", p, p, tuple(sorted(self.deck[p])))
        hidden = frm in ("hand", "deck")
        if not opts and not hidden:
            return
        # from the hand or the deck (hidden from the opponent) the choice is asked even with
        # nothing to choose, so the opponent cannot tell (DESIGN §2 views, issue 7)
        may = 1 if (e.get("up_to") or frm == "deck" or not opts) else 0
        if e.get("slots") == "this":
            # seed 000 체인지: "put it on the stage position that this card was on" -- the
            # position the cost took this card from (ctx["self_slot"], effects.step_pay_cost)
            v = self.ctx.pop("self_slot", None)
            if not v or v[0] != c or self.stage[p][v[1]] >= 0:
                return
            self._note_placer(c, e, path)
            self.decide(p, "choose", tuple(opts) + ((PASS,) if may else ()),
                        ("to_stage_at", p, frm, v[1], fid, lim, may))
            return
        self._note_placer(c, e, path)
        self.decide(p, "choose", tuple(opts) + ((PASS,) if may else ()),
                    ("to_stage_card", p, frm, e.get("slots", "any"), fid, lim, may))

    def _note_placer(self, c: int, e: dict, path: str) -> None:
        """ctx["placer"] (popped when the card is placed or none is): only when some card of
        the game waits for an effect that places it (hot path otherwise untouched)."""
        live = self.T.live_events
        if "placed_from_hand_or_by" in live or "placed_by_effect" in live or "placed_turn" in live:
            toks = path.split(".")
            a = (self.T.abils[c][int(toks[1])]
                 if len(toks) > 1 and toks[1].isdigit() and toks[0] == str(c) else None)
            # a "Change" effect is the printed keyword's (glossary 체인지), not any effect
            # that puts a card where this one was (AOT/SX04-079's 【ACT】 is no Change)
            self.ctx["placer"] = [c, a["kind"] if a else "granted",
                                  1 if a and a.get("keyword") == "Change" else 0]

    def to_stage_options(self, p: int, frm: str, fid: int, lim: int) -> list[int]:
        """The characters of zone `frm` a "put on the stage" effect may choose (also rebuilt
        after a re-deal)."""
        f = self.T.filters[fid] if fid >= 0 else None
        T = self.T
        return sorted(x for x in getattr(self, frm)[p] if T.ctype[x] == CHAR and
                      self.matches(x, f) and T.level[x] <= lim)

    def step_to_stage_at(self, p: int, frm: str, slot: int, fid: int, lim: int, may: int,
                         x: int) -> None:
        if x != PASS and self.stage[p][slot] < 0:
            self.step_to_stage_slot(p, frm, x, slot)
        else:
            self.ctx.pop("placer", None)

    def verb_shift(self, p, c, e, extra):
        """Seed 000 시프트: "you may choose 1 <colour> card in your hand and this card in your
        clock, and exchange them" (the hand card takes this card's place in the clock)."""
        if c not in self.clock[p]:
            return
        fid = _fid(self, e.get("filter"))
        f = e.get("filter")
        opts = sorted(x for x in self.hand[p] if self.matches(x, f))
        # asked whatever the hand holds, so the opponent cannot tell (issue 7)
        self.decide(p, "choose", tuple(opts) + (PASS,), ("shift_hand", p, fid, c))

    def step_shift_hand(self, p: int, fid: int, c: int, x: int) -> None:
        if x == PASS or c not in self.clock[p] or x not in self.hand[p]:
            return
        k = self.clock[p].index(c)
        self.hand[p].remove(x)
        self.clock[p][k] = x
        self.hand[p].append(c)
        self.kn.seen(c)
        self.log is None or self.emit("shift", ALL, p, c, x)

    def step_to_stage_card(self, p: int, frm: str, slots: str, fid: int, lim: int, may: int,
                           x: int) -> None:
        if x == PASS:
            self.ctx.pop("placer", None)
            return
        if frm in ("hand", "deck"):
            self.announce(p, x)          # shown as it is put on the stage
        opts = (0, 1, 2) if slots == "center" else tuple(range(5))
        self.decide(p, "slot", opts, ("to_stage_slot", p, frm, x))

    def step_to_stage_slot(self, p: int, frm: str, x: int, slot: int) -> None:
        zone = getattr(self, frm)[p]
        placer = self.ctx.pop("placer", None)
        if x in zone:
            zone.remove(x)
            self.place_on_stage(p, x, slot, STAND, frm)
            self.ctx["that"] = x
            if placer is not None and frm != "hand":     # from the hand: placed_from_hand fired
                self.fire_placed_by(x, placer)

    def fire_placed_by(self, x: int, placer) -> None:
        """x was placed on the stage by the effect `placer` ([card, ability kind, Change?]):
        its 【AUTO】 abilities "placed on the stage by the effect of "NAME"" and "placed on
        the stage from your hand or by …" whose `by` fits."""
        src, kind, change = placer
        live = self.T.live_events
        if change:
            self.placed_by_change_heads(x)      # heads.py: "… or by a "Change" effect" this turn
        if "placed_by_effect" in live:
            self.fire_named("placed_by_effect", x, src)
        if "placed_from_hand_or_by" in live:
            T = self.T
            for i, a in T.auto[x]:
                if a["when"] == "placed_from_hand_or_by":
                    by = a["by"]
                    if (by.get("change") and change) or (
                            by.get("name") == T.name[src] and by.get("kind", kind) == kind):
                        self.pending_auto.append((self.owner(x), x, i, -1))

    # ---- exchanging positions --------------------------------------------------------------
    def verb_swap_with(self, p, c, e, extra):
        """"Choose this card and 1 of your X, and exchange them [as 【STAND】]"."""
        if self.slot_of(c) < 0:
            return
        self._choose_target(p, c, e["target"], ("swap_chosen", p, c, 1 if e.get("stand") else 0))

    def step_swap_chosen(self, p: int, c: int, stand: int, x: int) -> None:
        a, b = self.slot_of(c), self.slot_of(x)
        if a < 0 or b < 0 or self.position_locked(p, a) or self.position_locked(p, b):
            return
        st, ss, mk = self.stage[p], self.status[p], self.markers[p]
        st[a], st[b] = st[b], st[a]
        ss[a], ss[b] = ss[b], ss[a]
        mk[a], mk[b] = mk[b], mk[a]
        if stand:
            ss[a] = ss[b] = STAND
        self.log is None or self.emit("move", ALL, p, a, b)

    def verb_move_to_open(self, p, c, e, extra):
        """Move this card to an open position of your center stage (`slot`: "middle" or
        "center")."""
        s = self.slot_of(c)
        if s < 0:
            return
        opts = (1,) if e.get("slot") == "middle" else (3, 4) if e.get("slot") == "back" else (0, 1, 2)
        opts = tuple(x for x in opts if self.stage[p][x] < 0)
        if opts:
            self.decide(p, "slot", opts, ("moved_to_open", p, c))

    def step_moved_to_open(self, p: int, c: int, slot: int) -> None:
        s = self.slot_of(c)
        if s >= 0 and self.stage[p][slot] < 0:
            self.stack.append(("swap_slots", p, s, slot))

    def step_swap_slots(self, p: int, a: int, b: int) -> None:
        if self.position_locked(p, a) or self.position_locked(p, b):
            return                        # verbs_restrict: "cannot move to another position"
        st, ss, mk = self.stage[p], self.status[p], self.markers[p]
        st[a], st[b] = st[b], st[a]
        ss[a], ss[b] = ss[b], ss[a]
        mk[a], mk[b] = mk[b], mk[a]
        self.log is None or self.emit("move", ALL, p, a, b)

    # ---- the top of the deck ----------------------------------------------------------------
    def verb_reveal_top(self, p, c, e, extra, path):
        """Reveal the top card of your deck; if it matches the filter, it goes `to` the hand
        or underneath this card as a marker (`optional`), or stays ("stay"), and the `then`
        effects follow; otherwise it returns to its place."""
        if not self.deck[p] and not self.refresh(p):
            return
        x = self.deck[p][-1]
        self.kn.seen(x)                  # revealed: both players know the deck's top card
        self.log is None or self.emit("reveal", ALL, p, x)
        self.ctx["revealed"] = x         # "X is equal to the level of the revealed card"
        if self.matches(x, e.get("filter")) == bool(e.get("negate")):
            if "else" in e:              # "…, and otherwise, …" (importer_deck3)
                self.stack.append(("effects_at", p, c, path + ".else", extra))
            return                       # "negate": the effect applies when it does NOT match
        to = e.get("to", "stay")
        if "then" in e:
            self.stack.append(("effects_at", p, c, path + ".then", extra))
        if to != "marker" and to != "stay" and (e.get("optional") or to == "waiting"):
            self.reveal_may_move(p, x, to, e.get("optional"))     # verbs_deck3
        elif to == "marker":
            if self.slot_of(c) >= 0:
                if e.get("optional"):
                    self.ask_yes_no(p, ("reveal_to_marker", p, c, x))
                else:
                    self.stack.append(("reveal_to_marker", p, c, x, 1))
        elif to == "hand":
            self.stack.append(("reveal_to_hand", p, x))
        elif to == "stock":                  # verbs_climax.py
            self.stack.append(("reveal_to_stock", p, x))
        elif to == "clock":
            self.stack.append(("reveal_to_clock", p, x))

    def step_reveal_to_marker(self, p: int, c: int, x: int, yes: int) -> None:
        s = self.slot_of(c)
        if yes and s >= 0 and self.deck[p] and self.deck[p][-1] == x:
            self.deck[p].pop()
            self.markers[p][s].append(x)
            self.kn.seen(x)
            self.log is None or self.emit("marker", ALL, p, c)
            if not self.deck[p]:
                self.refresh(p)

    def step_reveal_to_clock(self, p: int, x: int) -> None:
        """"If that card is not …, put it into your clock": the revealed card goes face up to
        the clock (an empty deck refreshes, seed 000 리프레시); level up is left to the next
        check timing like any other card put into the clock."""
        if self.deck[p] and self.deck[p][-1] == x:
            self.to_clock(p, self.top_of_deck(p))
            self.log is None or self.emit("clock", ALL, p, x)

    def step_reveal_to_hand(self, p: int, x: int) -> None:
        if self.deck[p] and self.deck[p][-1] == x:
            self.deck[p].pop()
            self.hand[p].append(x)
            self.kn.seen(x)
            self.log is None or self.emit("search", ALL, p, x, "hand")
            if not self.deck[p]:
                self.refresh(p)

    def verb_brainstorm(self, p, c, e, extra, path):
        """Seed 000 집중 (Brainstorm): flip over the top N cards, one at a time, into the
        resolution zone; when the deck runs out in the middle it refreshes at once (the
        flipped cards, in the resolution zone, are not shuffled in) and the flipping goes
        on. Then the flipped cards go to the waiting room and, for each climax among them
        (each card matching `filter`; once at most with `once`), `each` is performed; the refresh point follows at the next check timing (issue 7,
        CR refresh during an action)."""
        res = self.resolution[p]
        start = len(res)
        for _ in range(e.get("n", 1)):
            x = self.top_of_deck(p)          # refreshes at once when the deck runs out
            if x < 0:
                break
            res.append(x)
        flipped = res[start:]
        del res[start:]
        self.waiting[p].extend(flipped)
        for x in flipped:
            self.log is None or self.emit("mill", ALL, p, x)
        self.ctx["milled"] = flipped
        if "each" not in e:                  # the effects after it read "those cards" (importer_deck3)
            return
        f = e.get("filter")                  # what is counted: a climax unless it says
        n = sum(1 for x in flipped if (self.matches(x, f) if f else self.T.ctype[x] == CLIMAX))
        for _ in range(min(n, 1) if e.get("once") else n):   # "If there is …": once
            self.stack.append(("effects_at", p, c, path + ".each", extra))

    def verb_top_or_bottom(self, p, c, e, extra):
        """Look at the top card of your deck and put it on the top or at the bottom."""
        if not self.deck[p] and not self.refresh(p):
            return
        x = self.deck[p][-1]
        self.kn.seen(x, (p,))
        self.log is None or self.emit("look", p, p, (x,))
        step = "to_waiting_from_top" if e.get("to") == "waiting" else "to_bottom"
        self.decide(p, "yes_no", (0, 1), (step, p, x))

    def step_to_bottom(self, p: int, x: int, yes: int) -> None:
        """yes = put it at the bottom."""
        if yes and self.deck[p] and self.deck[p][-1] == x:
            self.deck[p].pop()
            self.deck[p].insert(0, x)    # both see the top card go under the deck
            self.log is None or self.emit("deck_top_to_bottom", ALL, p)

    def step_to_waiting_from_top(self, p: int, x: int, yes: int) -> None:
        """yes = put it into the waiting room."""
        if yes and self.deck[p] and self.deck[p][-1] == x:
            self.deck[p].pop()
            self.waiting[p].append(x)
            self.log is None or self.emit("mill", ALL, p, x)
            if not self.deck[p]:
                self.refresh(p)

    # ---- hand ------------------------------------------------------------------------------
    def verb_discard_from_hand(self, p, c, e, extra):
        """Choose N cards in your hand and put them into your waiting room."""
        for _ in range(e.get("n", 1)):
            self.stack.append(("discard_one", p))

    def step_discard_one(self, p: int) -> None:
        if self.hand[p]:
            self.decide(p, "choose", tuple(sorted(self.hand[p])), ("discarded_one", p))

    def step_discarded_one(self, p: int, x: int) -> None:
        self.hand[p].remove(x)
        self.waiting[p].append(x)
        self.log is None or self.emit("discard", ALL, p, x, "effect")

    # ---- characters to the waiting room ------------------------------------------------------
    def verb_to_waiting_room(self, p, c, e, extra):
        """Put a chosen character into its owner's waiting room."""
        self.ctx.pop("vacated", None)
        self._choose_target(p, c, e["target"], ("to_waiting_room_chosen", p))

    def step_to_waiting_room_chosen(self, p: int, x: int) -> None:
        if x == PASS:
            return
        q = self.owner(x)
        s = self.slot_of(x)
        if s >= 0:
            self.leave_stage(q, s)
            self.log is None or self.emit("to_waiting_room", ALL, q, x, "effect")
            self.fire_self("to_waiting_room_from_stage", x)
            self.ctx["vacated"] = [q, s]

    def verb_refill_vacated(self, p, c, e, extra):
        """"Your opponent chooses up to 1 … in his or her waiting room, and puts it on the
        stage position that character was on" (the position ctx["vacated"] names)."""
        v = self.ctx.pop("vacated", None)
        if not v:
            return
        q, s = v
        if self.stage[q][s] >= 0:
            return
        f = e.get("filter")
        opts = sorted(x for x in self.waiting[q] if self.T.ctype[x] == CHAR and self.matches(x, f))
        if opts:
            self.decide(q, "choose", tuple(opts) + (PASS,), ("to_stage_slot_or_pass", q, s))

    def step_to_stage_slot_or_pass(self, q: int, s: int, x: int) -> None:
        if x != PASS and x in self.waiting[q] and self.stage[q][s] < 0:
            self.waiting[q].remove(x)
            self.place_on_stage(q, x, s, STAND, "waiting")

    # ---- repeating, granting ----------------------------------------------------------------
    def verb_repeat(self, p, c, e, extra, path):
        """Perform `effect` X times, X counted by `per`."""
        for _ in range(self.per_count(p, c, e["per"])):
            self.stack.append(("effects_at", p, c, path + ".effect", extra))

    def verb_grant(self, p, c, e, extra, path):
        """The target gets `ability` (until end of turn / the opponent's next turn)."""
        self._choose_target(p, c, e.get("target", "self"),
                            ("grant_to", path + ".ability", e.get("until", "turn")))

    def step_grant_to(self, path: str, until: str, x: int) -> None:
        if self.slot_of(x) >= 0:
            last = self.turn + (1 if until == "opp_next_turn" else 0)
            self.mods.append((x, "grant", path, last))
            self.log is None or self.emit("granted", ALL, x)
            self.ctx["that"] = x

    def verb_keep_side_soul(self, p, c, e, extra):
        """"This card's soul does not decrease by side attacking" (JJ/S66-E040 Mammoni)."""
        if self.slot_of(c) >= 0:
            self.add_mod(c, "keep_side_soul", 1, e.get("until", "turn"))

    def verb_cannot_stand(self, p, c, e, extra):
        """The chosen character does not stand in its owner's next stand phase."""
        self._choose_target(p, c, e["target"], ("cannot_stand_chosen",))

    def step_cannot_stand_chosen(self, x: int) -> None:
        if self.slot_of(x) >= 0 and x not in self.cant_stand:
            self.cant_stand = self.cant_stand + [x]

    # ---- the Standby effect of a card, and "placed by the effect of X" -----------------------
    def step_standby_from(self, p: int, src: int) -> None:
        """A card's "perform the 【STANDBY】 effect" (seed 000 트리거 효과 일람): as the icon,
        and the character placed knows which card's effect placed it."""
        lim = self.player_level(p) + 1
        opts = sorted(x for x in self.waiting[p] if self.T.ctype[x] == CHAR and self.T.level[x] <= lim)
        if opts:
            self.decide(p, "choose", tuple(opts) + (PASS,), ("standby_card_from", p, src))

    def step_standby_card_from(self, p: int, src: int, x: int) -> None:
        if x != PASS:
            self.decide(p, "slot", tuple(range(5)), ("standby_slot_from", p, x, src))

    def step_standby_slot_from(self, p: int, x: int, src: int, slot: int) -> None:
        if x in self.waiting[p]:
            self.waiting[p].remove(x)
            self.place_on_stage(p, x, slot, REST, "waiting")
            self.fire_named("placed_by_effect", x, src)

    def fire_named(self, event: str, c: int, src: int) -> None:
        """c's 【AUTO】 abilities waiting for `event` caused by a card named in the ability."""
        name = self.T.name[src]
        for i, a in self.T.auto[c]:
            if a["when"] == event and a.get("name") == name:
                self.pending_auto.append((self.owner(c), c, i, src))

    def verb_stand(self, p, c, e, extra):
        """【STAND】 this card."""
        s = self.slot_of(c)
        if s >= 0:
            self.status[p][s] = STAND

    def verb_conditional(self, p, c, e, extra, path):
        """"…, and if <condition>, <effects>": the condition is read when this point is reached."""
        if self.condition_holds(p, c, e["condition"]):
            self.stack.append(("effects_at", p, c, path + ".then", extra))

    def verb_self_to_stage(self, p, c, e, extra):
        """Put this card from your memory / waiting room on a position of your (center) stage."""
        for z in ("memory", "waiting"):
            if c in getattr(self, z)[p]:
                opts = (0, 1, 2) if e.get("slots") == "center" else tuple(range(5))
                self.decide(p, "slot", opts, ("to_stage_slot", p, z, c))
                return

    def verb_exchange(self, p, c, e, extra):
        """"Reveal up to 1 <filter> in your hand, choose 1 <filter> in your waiting room, and
        exchange them"."""
        f = e.get("filter")
        hand = sorted(x for x in self.hand[p] if self.matches(x, f))
        # asked whenever the waiting room (public) holds a fitting card, even when the hand
        # holds none, so the opponent cannot tell (DESIGN §2 views, issue 7)
        if any(self.matches(x, f) for x in self.waiting[p]):
            self.decide(p, "choose", tuple(hand) + (PASS,), ("exchange_hand", p, _fid(self, f)))

    def step_exchange_hand(self, p: int, fid: int, x: int) -> None:
        if x == PASS:
            return
        f = self.T.filters[fid] if fid >= 0 else None
        self.log is None or self.emit("reveal", ALL, p, x)
        opts = sorted(y for y in self.waiting[p] if self.matches(y, f))
        if opts:
            self.decide(p, "choose", tuple(opts), ("exchanged", p, x))

    def step_exchanged(self, p: int, x: int, y: int) -> None:
        if x in self.hand[p] and y in self.waiting[p]:
            self.hand[p].remove(x)
            self.waiting[p].remove(y)
            self.hand[p].append(y)
            self.waiting[p].append(x)
            self.kn.seen(y)
            self.log is None or self.emit("salvage", ALL, p, y, "hand")
