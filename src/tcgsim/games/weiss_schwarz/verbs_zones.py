"""Weiß Schwarz -- the zone-move verbs (abilities_zones.py lists them), a mixin of WSState like
verbs.py: cards moved between the clock, the level zone, the hand, the waiting room, the
memory, the stock and the deck of either player, this card moved now or later, characters
moved to another open position, "your opponent may draw".

Hidden information (DESIGN §2, core.knowledge): a card that goes from a public zone (clock,
level, waiting room, memory, stage) into a hidden one (hand, stock, deck) is seen going there
by both players (`kn.seen`); a deck a card was returned to and then shuffled is `shuffled`
(what was known of its order is stale); a card taken from the top of a deck face down into
the stock is `followed` (rules.top_of_deck). A choice among the cards of a hand is posed to
the hand's owner whenever the hand holds a card, "nothing" offered when none fits, so that
being asked tells the other player nothing; its options are rebuilt after a re-deal
(`refresh_pending_options`).

  pick_move     "choose [up to] N <X> in your clock / level / memory / waiting room / hand
                (your opponent's clock / waiting room), and return it to your hand / put it
                into … / return it to their deck [and shuffle] / put it on the top [or at the
                bottom] of their deck": one card at a time (each card chosen moves at once;
                "in any order" is the order of the picks), "choose N" takes a card whenever one
                fits (CR: choose as many as possible), "up to N" may stop at any number.
                ctx["done"] counts the cards moved ("If you do, …": the condition `done`).
  zone_exchange "choose 1 <X> in your level and 1 <Y> in your waiting room (hand), and
                exchange them", "choose the bottom card of your clock and 1 <Y> in your
                waiting room, and exchange them": each card takes the other's place (the same
                position of an ordered zone: the bottom of the clock stays the bottom). An
                exchange is one action of two cards: when either side has no card to choose,
                neither moves (the English Comprehensive Rules define no partial exchange; the
                engine's other exchanges, verbs.exchange and verbs.shift, do the same).
  pile_move     the top / bottom card(s) of a stock (lists bottom first), clock (oldest first)
                or deck into a zone; `ask`: "you may" / "your opponent may" (one card).
  stock_reset   "your opponent returns all cards from their stock to their deck, shuffles
                their deck, and puts the same number of cards from the top of their deck into
                their stock" (`via` deck) / "… puts all cards in their stock into their waiting
                room, and puts the same number …" (`via` waiting); the deck refreshes when it
                runs out on the way (seed 000 리프레시).
  waiting_reset "your opponent chooses 1 climax in their waiting room, returns all cards
                except that card from their waiting room to their deck, and shuffles their
                deck": with no climax to choose, every card goes (CR 1.3.2: as much as can be
                done).
  self_to       this card from the stage (its markers to the waiting room, its modifiers end:
                rules.leave_stage) or, an event resolving, from the resolution zone into a zone;
                `from` "waiting": an ability of "when this card is put into your waiting room
                from the stage" returns it from there. `marked`: only if `mark_self` marked it
                and it has not left the stage since (a card that leaves the stage is a new card;
                leave_stage drops its modifiers, the mark among them) -- "at the beginning of
                your next encore step, put this card into your memory".
  move_chosen   "choose 1 of your opponent's characters, and move it to another open position
                of their (center) stage": the player of the ability picks the open position;
                a character that cannot move (verbs_restrict) stays.
  opp_draw      "your opponent may draw N cards": asked to the opponent, all N or none.
"""

from __future__ import annotations

from ...core.actions import ALL
from .values import _filter_id
from .verbs_climax import CLIMAX_CONDITIONS

PASS = 999
STAND, REST, REVERSE = 0, 1, 2
DECK, HAND, STOCK = 0, 1, 2          # rules: the hidden zone kinds (zone int = owner * 4 + kind)
MARK = "zones_mark"                   # a `mods` record (card, MARK, 1, last turn): mark_self
HIDDEN_TO = ("hand", "stock", "deck", "deck_top", "deck_bottom", "deck_top_or_bottom")


class ZoneSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    # ---- putting a card (taken from a public zone, or a hand) into a zone -----------------------
    def _zone_put(self, q: int, x: int, to: str, public: bool = True) -> None:
        """x (no longer in any zone) into q's zone `to`; a card from a public zone is seen
        going into a hidden one."""
        if to == "clock_bottom":
            self.clock[q].insert(0, x)
        elif to in ("deck", "deck_top", "deck_top_or_bottom"):
            self.deck[q].append(x)
        elif to == "deck_bottom":
            self.deck[q].insert(0, x)             # deck lists are bottom first
        else:
            getattr(self, to)[q].append(x)
        if public and to in HIDDEN_TO:
            self.kn.seen(x)

    # ---- pick_move ------------------------------------------------------------------------------
    def verb_pick_move(self, p, c, e, extra):
        q = p if e.get("whose", "you") == "you" else 1 - p
        ch = p if e.get("chooser", "you") == "you" else 1 - p
        self.ctx["done"] = 0
        self.stack.append(("pick_move_end", q, e["to"], 1 if e.get("shuffle") == "if_done" else 0))
        self.step_pick_move_one(ch, q, c, e["from"], e["to"], _filter_id(self, e.get("filter")),
                                e.get("n", 1), 1 if e.get("up_to") else 0)

    def pick_move_options(self, q: int, frm: str, fid: int) -> list[int]:
        """The cards of q's zone `frm` a pick may choose (also rebuilt after a re-deal)."""
        f = self.T.filters[fid] if fid >= 0 else None
        return sorted(x for x in getattr(self, frm)[q] if self.matches(x, f))

    def step_pick_move_one(self, ch: int, q: int, c: int, frm: str, to: str, fid: int, left: int,
                           up_to: int) -> None:
        if left <= 0 or (to == "marker" and self.slot_of(c) < 0):
            return                        # "underneath this card": it has left the stage
        opts = self.pick_move_options(q, frm, fid)
        cont = ("pick_moved", ch, q, c, frm, to, fid, left, up_to)
        if frm == "hand":
            if self.hand[q]:          # hidden: asked whatever it holds ("nothing" if none fits)
                self.decide(ch, "choose", tuple(opts) + ((PASS,) if up_to or not opts else ()), cont)
            return
        if not opts:
            return
        if len(opts) == 1 and not up_to:          # one card fits a "choose N": no choice
            self.step_pick_moved(*cont[1:], opts[0])
            return
        self.decide(ch, "choose", tuple(opts) + ((PASS,) if up_to else ()), cont)

    def step_pick_moved(self, ch: int, q: int, c: int, frm: str, to: str, fid: int, left: int,
                        up_to: int, x: int) -> None:
        zone = getattr(self, frm)[q]
        if x == PASS or x not in zone:
            return
        zone.remove(x)
        if to == "marker":                # face up or down: both players saw which card
            self.markers[q][self.slot_of(c)].append(x)
            self.kn.seen(x)
        else:
            self._zone_put(q, x, to, public=frm != "hand")
        self.ctx["done"] = self.ctx.get("done", 0) + 1
        self.log is None or self.emit("zone_move", ALL, q, x, frm, to)
        if to == "deck_top_or_bottom":            # on top now; yes = to the bottom instead
            self.stack.append(("pick_move_one", ch, q, c, frm, to, fid, left - 1, up_to))
            self.decide(ch, "yes_no", (0, 1), ("pick_to_bottom", q, x))
            return
        self.step_pick_move_one(ch, q, c, frm, to, fid, left - 1, up_to)

    def step_pick_to_bottom(self, q: int, x: int, yes: int) -> None:
        d = self.deck[q]
        if yes and d and d[-1] == x:
            d.pop()
            d.insert(0, x)
            self.log is None or self.emit("deck_top_to_bottom", ALL, q)

    def step_pick_move_end(self, q: int, to: str, if_done: int) -> None:
        if to == "deck" and (self.ctx.get("done") or not if_done):
            self.step_deck_shuffle(q)             # "… and (your opponent) shuffles the deck"
        elif to in ("clock", "clock_bottom") and len(self.clock[q]) >= 7:
            self.stack.append(("level_up_check", q))

    def verb_deck_shuffle(self, p, c, e, extra):
        self.step_deck_shuffle(p if e.get("whose", "you") == "you" else 1 - p)

    def step_deck_shuffle(self, q: int) -> None:
        self.rng.shuffle(self.deck[q])
        self.kn.shuffled(self.deck[q], q * 4 + DECK)    # what was known of its order is stale

    # ---- zone_exchange --------------------------------------------------------------------------
    def _side(self, s: dict) -> tuple[str, int]:
        end = s.get("end")
        if end:
            return ("clock_bottom" if end == "bottom" else "clock_this", -1)
        return s["zone"], _filter_id(self, s.get("filter"))

    def verb_zone_exchange(self, p, c, e, extra):
        self.ctx["done"] = 0
        (za, fa), (zb, fb) = self._side(e["a"]), self._side(e["b"])
        if za == "clock_this":            # "this card" (an Alarm: the top card of the clock)
            if c not in self.clock[p]:
                return
            fa = c
        for z, f in ((za, fa), (zb, fb)):         # public zones first: nothing to ask if empty
            if z == "clock_this":
                continue
            if z == "clock_bottom":
                if not self.clock[p]:
                    return
            elif z == "hand":
                if not self.hand[p]:
                    return
            elif not self.pick_move_options(p, z, f):
                return
        self._xchg_ask(p, za, fa, ("xchg_a", p, za, fa, zb, fb))

    def _xchg_ask(self, p: int, z: str, fid: int, cont: tuple) -> None:
        if z == "clock_bottom":
            self.STEPS[cont[0]](self, *cont[1:], self.clock[p][0])
            return
        if z == "clock_this":                     # fid holds this card
            self.STEPS[cont[0]](self, *cont[1:], fid)
            return
        opts = self.pick_move_options(p, z, fid)
        if z == "hand":               # hidden: asked with "nothing" when none fits (then no exchange)
            self.decide(p, "choose", tuple(opts) + (() if opts else (PASS,)), cont)
        elif len(opts) == 1:
            self.STEPS[cont[0]](self, *cont[1:], opts[0])
        elif opts:
            self.decide(p, "choose", tuple(opts), cont)

    def step_xchg_a(self, p: int, za: str, fa: int, zb: str, fb: int, x: int) -> None:
        if x == PASS:
            return
        if za == "hand":
            self.announce(p, x)           # shown: it is to go face up into the other zone
        self._xchg_ask(p, zb, fb, ("xchg_b", p, za, zb, fb, x))

    def step_xchg_b(self, p: int, za: str, zb: str, fb: int, x: int, y: int) -> None:
        if y == PASS:
            return
        a = self.clock[p] if za in ("clock_bottom", "clock_this") else getattr(self, za)[p]
        b = getattr(self, zb)[p]
        if x not in a or y not in b:
            return
        a[a.index(x)] = y
        b[b.index(y)] = x
        for card, z in ((x, zb), (y, za)):
            if z == "hand":
                self.kn.seen(card)        # from a public zone into the hand, in plain sight
        self.ctx["done"] = 1
        self.log is None or self.emit("exchange", ALL, p, x, za, y, zb)

    # ---- pile_move ------------------------------------------------------------------------------
    def verb_pile_move(self, p, c, e, extra):
        q = p if e.get("whose", "you") == "you" else 1 - p
        frm, to, end = e["from"], e["to"], e.get("end", "top")
        self.ctx["done"] = 0
        if "ask" in e:
            if frm != "deck" and not getattr(self, frm)[q]:
                return                    # the pile is empty (its count is public)
            asker = p if e["ask"] == "you" else 1 - p
            self.ask_yes_no(asker, ("pile_move_yes", q, frm, end, 1, to))
            return
        self.step_pile_move_yes(q, frm, end, e.get("n", 1), to, 1)

    def step_pile_move_yes(self, q: int, frm: str, end: str, n: int, to: str, yes: int) -> None:
        if not yes:
            return
        moved = 0
        for _ in range(n):
            if frm == "deck":
                x = self.top_of_deck(q, q * 4 + STOCK if to == "stock" else -1)
                if x < 0:
                    break
                getattr(self, to)[q].append(x)    # face down into the stock: followed
            else:
                pile = getattr(self, frm)[q]
                if not pile:
                    break
                x = pile.pop() if end == "top" else pile.pop(0)
                if frm == "stock" and not pile:
                    self.kn.emptied(q * 4 + STOCK)
                self._zone_put(q, x, to, public=frm != "stock")
            moved += 1
            self.log is None or self.emit("zone_move", ALL, q, x, frm, to)
        self.ctx["done"] = moved
        if to == "clock" and len(self.clock[q]) >= 7:
            self.stack.append(("level_up_check", q))

    # ---- the whole stock, the whole waiting room ------------------------------------------------
    def verb_stock_reset(self, p, c, e, extra):
        q = p if e.get("whose", "you") == "you" else 1 - p
        st = self.stock[q]
        k = len(st)
        cards = st[:]
        del st[:]
        self.kn.emptied(q * 4 + STOCK)
        if e["via"] == "deck":
            self.deck[q].extend(cards)
            self.step_deck_shuffle(q)
        else:
            self.waiting[q].extend(cards)
        self.log is None or self.emit("stock_reset", ALL, q, tuple(cards), e["via"])
        for _ in range(k):
            x = self.top_of_deck(q, q * 4 + STOCK)     # face down: followed by who knew it
            if x < 0:
                break
            self.stock[q].append(x)
        if k:
            self.log is None or self.emit("stock", ALL, q, len(self.stock[q]))

    def verb_waiting_reset(self, p, c, e, extra):
        q = p if e.get("whose", "you") == "you" else 1 - p
        opts = self.pick_move_options(q, "waiting", _filter_id(self, e.get("filter")))
        if len(opts) > 1:
            self.decide(q, "choose", tuple(opts), ("waiting_reset_keep", q))
        else:
            self.step_waiting_reset_keep(q, opts[0] if opts else -1)

    def step_waiting_reset_keep(self, q: int, x: int) -> None:
        back = [y for y in self.waiting[q] if y != x]
        del self.waiting[q][:]
        if x >= 0:
            self.waiting[q].append(x)
        self.deck[q].extend(back)
        self.step_deck_shuffle(q)
        self.log is None or self.emit("waiting_reset", ALL, q, x, len(back))

    # ---- this card -------------------------------------------------------------------------------
    def verb_mark_self(self, p, c, e, extra):
        if self.slot_of(c) >= 0:
            self.mods.append((c, MARK, 1, self.turn + 2))

    def _take_mark(self, c: int) -> bool:
        for m in self.mods:
            if m[0] == c and m[1] == MARK:
                self.mods = [x for x in self.mods if x is not m]
                return True
        return False

    def verb_self_to(self, p, c, e, extra):
        self.ctx["done"] = 0
        if e.get("marked") and not self._take_mark(c):
            return                        # it left the stage since: another card now
        to = e["to"]
        q = self.owner(c)
        if e.get("from") == "waiting":
            if c in self.waiting[q]:
                self.waiting[q].remove(c)
                self._zone_put(q, c, to)
                self.ctx["done"] = 1
                self.log is None or self.emit("zone_move", ALL, q, c, "waiting", to)
            return
        s = self.slot_of(c)
        if s >= 0:
            self.ctx["self_slot"] = [c, s]       # "… the stage position that this card was on"
            if to == "deck_bottom":
                self.leave_stage(q, s, "waiting")    # its markers go to the waiting room
                self.waiting[q].pop()                # (leave_stage put c last)
                self._zone_put(q, c, to)
            else:
                self.leave_stage(q, s, to)
            self.log is None or self.emit("zone_move", ALL, q, c, "stage", to)
            if to == "waiting":
                self.fire_self("to_waiting_room_from_stage", c)
            elif to == "clock" and len(self.clock[q]) >= 7:
                self.stack.append(("level_up_check", q))
            self.ctx["done"] = 1
        elif c in self.resolution[q]:             # an event putting itself somewhere
            if to == "deck_bottom":
                self.resolution[q].remove(c)
                self._zone_put(q, c, to)
                self.ctx["done"] = 1
                self.log is None or self.emit("zone_move", ALL, q, c, "resolution", to)
            else:
                self.event_to(q, c, to)

    # ---- moving a character to another open position ----------------------------------------------
    def verb_move_chosen(self, p, c, e, extra):
        self._choose_target(p, c, e["target"], ("move_chosen_to", p, 1 if e.get("slots") == "center" else 0))

    def step_move_chosen_to(self, p: int, center: int, x: int) -> None:
        q = self.owner(x)
        s = self.slot_of(x)
        if s < 0 or self.position_locked(q, s):
            return
        opts = tuple(t for t in ((0, 1, 2) if center else range(5)) if self.stage[q][t] < 0)
        if opts:
            self.decide(p, "slot", opts, ("move_chosen_slot", q, x))

    def step_move_chosen_slot(self, q: int, x: int, slot: int) -> None:
        s = self.slot_of(x)
        if s >= 0 and self.stage[q][slot] < 0:
            self.step_swap_slots(q, s, slot)      # (verbs_restrict: a locked position stays)

    # ---- 【REST】 chosen characters, counted ---------------------------------------------------------
    def verb_rest_pick(self, p, c, e, extra):
        """Choose the characters first (ClimaxSteps.step_pick_next: "choose N" takes every one
        that fits when fewer fit, "up to N" may stop), then 【REST】 them; ctx["done"] counts
        those that became 【REST】."""
        t = e["target"]
        self.ctx["done"] = 0
        self.ctx["those"] = []
        self.stack.append(("rest_picked",))
        self.step_pick_next(p, c, t["from"], _filter_id(self, t.get("filter")), t["choose"],
                            1 if t.get("up_to") else 0)

    def step_rest_picked(self) -> None:
        n = 0
        for x in self.ctx.pop("those", []):
            s = self.slot_of(x)
            q = self.owner(x)
            if s >= 0 and self.status[q][s] != REST:
                self.status[q][s] = REST
                self.log is None or self.emit("rested", ALL, q, x)
                n += 1
        self.ctx["done"] = n

    # ---- this card as a marker of another ----------------------------------------------------------
    def verb_self_to_marker(self, p, c, e, extra):
        """"Choose 1 of your cards named "X", and put this card face down underneath that card
        as a marker": this card leaves the stage (its own markers go to the waiting room, its
        modifiers end: rules.leave_stage) and lies face down under the chosen one; both players
        saw which card went there (knowledge: seen)."""
        self.ctx["done"] = 0
        if self.slot_of(c) >= 0:
            self._choose_target(p, c, e["target"], ("self_under", c))

    def step_self_under(self, c: int, x: int) -> None:
        q = self.owner(c)
        s = self.slot_of(c)
        if s < 0 or x == c or self.slot_of(x) < 0 or self.owner(x) != q:
            return
        self.leave_stage(q, s, "waiting")
        self.waiting[q].pop()                 # (leave_stage put c last)
        self.markers[q][self.slot_of(x)].append(c)
        self.kn.seen(c)
        self.ctx["done"] = 1
        self.log is None or self.emit("zone_move", ALL, q, c, "stage", "marker")

    # ---- into the memory until the encore step ------------------------------------------------------
    def verb_memory_bounce(self, p, c, e, extra):
        self.ctx["done"] = 0
        self.ctx.pop("that", None)
        self._choose_target(p, c, e["target"], ("memory_bounced",))

    def step_memory_bounced(self, x: int) -> None:
        q = self.owner(x)
        s = self.slot_of(x)
        if s < 0:
            return
        self.leave_stage(q, s, "memory")          # its markers go to the waiting room
        self.log is None or self.emit("to_memory", ALL, q, x, "effect")
        self.ctx["that"] = x
        self.ctx["done"] = 1

    def verb_memory_return(self, p, c, e, extra):
        """"your opponent puts that character from their memory on any position of their
        stage": its owner chooses the position (a character there goes to the waiting room,
        rules.place_on_stage)."""
        if extra < 0:
            return
        q = self.owner(extra)
        if extra in self.memory[q]:
            self.decide(q, "slot", tuple(range(5)), ("to_stage_slot", q, "memory", extra))

    # ---- the opponent draws ----------------------------------------------------------------------
    def verb_opp_draw(self, p, c, e, extra):
        self.ctx["done"] = 0
        self.ask_yes_no(1 - p, ("opp_draw_yes", 1 - p, e.get("n", 1)))

    def step_opp_draw_yes(self, q: int, n: int, yes: int) -> None:
        if yes:
            self.ctx["done"] = self.draw(q, n)

    # ---- re-dealt hands ----------------------------------------------------------------------------
    def refresh_pending_options(self, o: int) -> None:
        """The choices among a hand's cards posed here, rebuilt after a re-deal (see
        effects.EffectSteps.refresh_pending_options, which rebuilds the others)."""
        pend = self.pending
        if pend is not None and pend[0] == o and pend[1] == "choose":
            cont = pend[3]
            step = cont[0]
            if step == "pick_moved" and cont[4] == "hand":
                _, ch, q, c, frm, to, fid, left, up_to = cont
                opts = self.pick_move_options(q, "hand", fid)
                self.pending = (o, "choose", tuple(opts) + ((PASS,) if up_to or not opts else ()), cont)
                return
            if (step == "xchg_a" and cont[2] == "hand") or (step == "xchg_b" and cont[3] == "hand"):
                fid = cont[3] if step == "xchg_a" else cont[4]
                opts = self.pick_move_options(cont[1], "hand", fid)
                self.pending = (o, "choose", tuple(opts) + (() if opts else (PASS,)), cont)
                return
        super().refresh_pending_options(o)


def _done(s, p, c, v, cond) -> bool:
    return s.ctx.get("done", 0) >= (1 if v is True else v)


CLIMAX_CONDITIONS.update({"done": _done})
