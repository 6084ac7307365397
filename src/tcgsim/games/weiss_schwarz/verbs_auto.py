"""Weiß Schwarz -- one-shot verbs first needed by the 【AUTO】 abilities of characters placed
on the stage (abilities_auto.py lists them), a mixin of WSState like verbs.py.

  clock_to     the top (newest) or bottom (oldest) card(s) of your clock into your stock or
               waiting room ("up to": asked card by card)
  reorder_top  look at the top N cards of your deck and put them back in any order
  to_marker    choose card(s) in your waiting room and put them face up underneath this card
               as markers
  look_top_x   look_top with N counted on your stage ("X is equal to the number of …")
  peek_top     look at the top N cards of your (opponent's) deck, leaving them in order
  rest_self    【REST】 this card
  waiting_to_deck  all of your waiting room into your deck, then shuffle
  reveal_to_stock  reveal the top card; if it matches, into your stock
  repeat_n     perform the nested effects N times
"""

from __future__ import annotations

from ...core.actions import ALL
from .abilities_auto import PATH_VERBS_AUTO
from .values import _filter_id

PASS = 999
REST = 1


class AutoVerbSteps:
    __slots__ = ()        # a mixin of WSState, which holds the slots

    PATH_VERBS_AUTO = PATH_VERBS_AUTO

    def verb_clock_to(self, p, c, e, extra):
        """Seed 000: the clock's cards are ordered, the newest on top; "the bottom card of
        your clock" is the oldest. One card at a time, each asked when `up_to`."""
        bottom = 1 if e.get("bottom") else 0
        to = e.get("to", "waiting")
        for _ in range(e.get("n", 1)):
            if e.get("up_to"):
                self.stack.append(("clock_to_ask", p, bottom, to))
            else:
                self.stack.append(("clock_to_one", p, bottom, to, 1))

    def step_clock_to_ask(self, p: int, bottom: int, to: str) -> None:
        if self.clock[p]:
            self.ask_yes_no(p, ("clock_to_one", p, bottom, to))

    def step_clock_to_one(self, p: int, bottom: int, to: str, yes: int) -> None:
        if not yes or not self.clock[p]:
            return
        x = self.clock[p].pop(0 if bottom else -1)
        getattr(self, to)[p].append(x)
        self.kn.seen(x)                  # the clock is public: both saw which card it was
        if self.log is not None:
            self.emit("heal", ALL, p, x) if to == "waiting" else self.emit("to_stock", ALL, p, x, "effect")

    def verb_reorder_top(self, p, c, e, extra):
        """"Look at up to N cards from the top of your deck, and put them on the top of your
        deck in any order": the looked-at cards are picked one by one, each put on top of the
        ones picked before (the last picked ends on top). Looking at all N reaches every
        outcome of looking at fewer (those put back in their order), so N are looked at."""
        n = min(e.get("n", 1), len(self.deck[p]))
        if n <= 0:
            return
        looked = self.deck[p][-n:]
        self.stack.append(("look_rest", p, n, "top"))
        for _ in range(n):
            self.stack.append(("look_pick", p, n, -1, "top", 1))
        self.kn.seen_all(looked, (p,))
        self.log is None or self.emit("look", p, p, tuple(looked))

    def verb_look_top_x(self, p, c, e, extra):
        """look_top with N = the number of your characters matching `per` (at resolution)."""
        n = self.per_count(p, c, e["per"])
        if n > 0:
            self.verb_look_top(p, c, {"verb": "look_top", "n": n, "choose": e.get("choose", 1),
                                      "to": e.get("to", "hand"), "rest": e.get("rest", "waiting"),
                                      **({"filter": e["filter"]} if "filter" in e else {})}, extra)

    def verb_to_marker(self, p, c, e, extra):
        """Choose card(s) in your waiting room and put them face up underneath this card as
        markers (seed 000 마커); nothing happens when this card has left the stage."""
        fid = _filter_id(self, e.get("filter"))
        for _ in range(e.get("n", 1)):
            self.stack.append(("to_marker_one", p, c, fid, 1 if e.get("up_to") else 0))

    def step_to_marker_one(self, p: int, c: int, fid: int, may: int) -> None:
        if self.slot_of(c) < 0:
            return
        f = self.T.filters[fid] if fid >= 0 else None
        opts = sorted(x for x in self.waiting[p] if self.matches(x, f))
        if opts:
            self.decide(p, "choose", tuple(opts) + ((PASS,) if may else ()),
                        ("to_marker_chosen", p, c))

    def step_to_marker_chosen(self, p: int, c: int, x: int) -> None:
        s = self.slot_of(c)
        if x == PASS or s < 0 or x not in self.waiting[p]:
            return
        self.waiting[p].remove(x)
        self.markers[p][s].append(x)
        self.kn.seen(x)                  # face up
        self.log is None or self.emit("marker_from", ALL, p, c, x, "waiting")

    # ---- looking, resting, the waiting room back into the deck, repeating -------------------
    def verb_peek_top(self, p, c, e, extra):
        """"Look at up to N cards from the top of your (opponent's) deck, and put them on the
        top of the deck in the original order": the player learns them; nothing moves."""
        q = 1 - p if e.get("opponent") else p
        n = min(e.get("n", 1), len(self.deck[q]))
        if n <= 0:
            return
        looked = self.deck[q][-n:]
        self.kn.seen_all(looked, (p,))
        self.log is None or self.emit("look", p, p, tuple(looked))   # p is the one who looks

    def verb_rest_self(self, p, c, e, extra):
        """【REST】 this card: a 【STAND】 or 【REVERSE】 card becomes 【REST】 (so a character
        made 【REST】 after it became 【REVERSE】 in battle is no longer 【REVERSE】 at the encore
        step, seed 000 앙코르 스텝: only 【REVERSE】 characters go to the waiting room)."""
        s = self.slot_of(c)
        if s >= 0 and self.owner(c) == p:
            self.status[p][s] = REST

    def verb_waiting_to_deck(self, p, c, e, extra):
        """Put all cards of your waiting room into your deck and shuffle it (not a refresh:
        no refresh point follows, seed 000 리프레시 is only the empty deck's)."""
        if self.waiting[p]:
            self.deck[p].extend(self.waiting[p])
            self.waiting[p] = []
            self.log is None or self.emit("waiting_to_deck", ALL, p)
        self.rng.shuffle(self.deck[p])
        self.kn.shuffled(self.deck[p], p * 4)        # rules.zone(p, DECK)

    def verb_reveal_to_stock(self, p, c, e, extra):
        """Reveal the top card of your deck; if it matches, it goes into your stock,
        otherwise it returns to its place (climaxes count as level 0)."""
        if not self.deck[p] and not self.refresh(p):
            return
        x = self.deck[p][-1]
        self.kn.seen(x)
        self.log is None or self.emit("reveal", ALL, p, x)
        if self.matches(x, e.get("filter")):
            self.deck[p].pop()
            self.stock[p].append(x)
            self.log is None or self.emit("to_stock", ALL, p, x, "effect")
            if not self.deck[p]:
                self.refresh(p)

    def verb_repeat_n(self, p, c, e, extra, path):
        """Perform `effect` n times ("perform the following action N times")."""
        for _ in range(e.get("n", 1)):
            self.stack.append(("effects_at", p, c, path + ".effect", extra))

    def verb_opp_stock_reset(self, p, c, e, extra):
        """"Your opponent puts all of their stock into their waiting room, and puts the same
        number of cards from the top of their deck into their stock" (face down; a deck that
        runs out refreshes at once, seed 000 리프레시)."""
        q = 1 - p
        n = len(self.stock[q])
        if not n:
            return
        self.pay_stock(q, n)
        for _ in range(n):
            x = self.top_of_deck(q, q * 4 + 2)       # rules.zone(q, STOCK)
            if x < 0:
                break
            self.stock[q].append(x)
        self.log is None or self.emit("stock", ALL, q, n)

    def verb_opp_memory_return(self, p, c, e, extra):
        """"Choose (up to) 1 of your opponent's characters, put it into their memory, and your
        opponent puts that character from their memory on any position of their stage": it
        leaves the stage (its markers go to the waiting room, its modifiers end: a new card)
        and comes back 【STAND】 where its owner chooses; a character already in that position
        goes to the waiting room (seed 001 註二)."""
        q = 1 - p
        opts = sorted(x for x in self.stage[q] if x >= 0 and self.choosable(p, x))
        if not opts:
            return
        self.decide(p, "choose", tuple(opts) + ((PASS,) if e.get("up_to") else ()),
                    ("opp_memory_chosen", p))

    def step_opp_memory_chosen(self, p: int, x: int) -> None:
        if x == PASS:
            return
        q = self.owner(x)
        s = self.slot_of(x)
        if s < 0:
            return
        self.leave_stage(q, s, "memory")
        self.log is None or self.emit("to_memory", ALL, q, x, "effect")
        self.decide(q, "slot", tuple(range(5)), ("opp_memory_back", q, x))

    def step_opp_memory_back(self, q: int, x: int, slot: int) -> None:
        if x in self.memory[q]:
            self.memory[q].remove(x)
            self.place_on_stage(q, x, slot, 0, "memory")      # 0 = 【STAND】

    def verb_power_per_opponent(self, p, c, e, extra):
        """This card gets amount × (the number of your opponent's characters, counted now)."""
        if self.slot_of(c) >= 0:
            n = self.count_chars(1 - p, None)
            self.stack.append(("apply_mod", "power", e.get("amount", 0) * n, e.get("until", "turn"), c))

    def verb_bounce_up_to(self, p, c, e, extra):
        """"Choose up to 1 of your opponent's <characters>, and return it to their hand"."""
        f = e.get("filter")
        opts = sorted(x for x in self.stage[1 - p] if x >= 0 and self.matches(x, f)
                      and self.choosable(p, x))
        if opts:
            self.decide(p, "choose", tuple(opts) + (PASS,), ("bounce_chosen", p))
