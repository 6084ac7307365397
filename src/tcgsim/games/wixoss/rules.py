"""WIXOSS -- the rules flow (seed 003_f31917d1ccd9decd, the classic rules): setup, the
turn and its phases, triggered abilities, rule checks, refresh. The main phase is in
main.py, the attack phase in attack.py, costs in costs.py, the verbs in effects.py and
verbs.py, values in values.py -- mixins of `WXState`, each with `__slots__ = ()`.

Each step is one `step_<name>` of the work stack (core/state.py) and names the seed
section it implements; where the seed is silent the docstring names the official source
(the rules glossary and FAQ as the research note ../shared/research/wixoss.md quotes
them). Formats: `standard` is seed 003; `current` changes what the research note's table
A3 lists (grow exactly one level up, at most 20 Life Bursts, the A->B->C order of
removing SIGNI over the level or the limit).

Decision kinds and their action ids (NONE = 999: no / done / pass):
  lrig0      a level-0 LRIG of the LRIG deck to start with             (seed §6.1)
  mulligan   a hand card to return, or NONE to return the marked ones  (seed §6.3)
  ener       a hand card or one of your SIGNI to the ener zone, NONE   (seed §7.3)
  grow       a LRIG of the LRIG deck to grow into, NONE                (seed §7.4)
  main       1000+c summon SIGNI c, 2000+c use spell c, 3000+c use ARTS c, 4000+8c+i
             action ability i of c, 5000+c put SIGNI c into the trash, 6000+c Resona c,
             NONE end the main phase                                   (seed §7.5)
  zone       the SIGNI zone 0..2 to put a SIGNI into
  pay        the ener card that pays the next part of a cost           (seed §1.3)
  arts       the ARTS step: 3000+c an ARTS, 4000+8c+i an action ability, NONE (seed §7.6)
  cutin      3000+c a Spell Cut-In ARTS in answer to a spell, NONE      (seed §2.3)
  attack     the SIGNI to attack with, NONE to end the SIGNI attack step (seed §7.6)
  lrig_attack  1 attack with the LRIG, NONE not                         (seed §7.6)
  guard      a Guard card of the hand to discard, NONE take the hit    (seed §7.6)
  use        1 use an ability that may be declined (a cost, "you may"), NONE not
  burst      1 use the crushed card's Life Burst, NONE not             (seed §7.6)
  target, search, order, discard, blind (a position in the opponent's hand), look,
  declare (a level), pick (trash / ener to hand), mode (an option of a choice), charm,
  overflow (the SIGNI to put into the trash: level or limit exceeded), resona_cost
"""

from __future__ import annotations

from ...core.actions import ALL
from ...core.knowledge import Knowledge
from .attack import Attack
from .main import ACTION, ARTS, RESONA, SPELL, SUMMON, TRASH  # noqa: F401 (view.py)
from .state import ATTACKED, DECK, DOWN, FROZEN, HAND, LIFE, LRIGDECK, NONE, Z

HAND_LIMIT = 6
LIFE_CLOTH = 7
START_HAND = 5


class WXState(Attack):
    __slots__ = ()


    # ---- setup (seed §6) ----------------------------------------------------------------------
    def step_setup(self) -> None:
        st = self.stack
        st.append(("open",))
        st.append(("life_cloth",))
        st.append(("mulligan_start", 1))
        st.append(("mulligan_start", 0))
        st.append(("deal",))
        st.append(("choose_first",))
        st.append(("lrig0", 1))
        st.append(("lrig0", 0))

    def step_lrig0(self, p) -> None:
        """Seed §6.1: a level-0 LRIG of the LRIG deck, face down in the LRIG zone."""
        self.ask(p, "lrig0", ("lrig0_pick", p), public=True)

    def _opts_lrig0(self, p, cont):
        T = self.T
        return sorted(c for c in self.lrig_deck[p] if T.type[c] == "lrig" and T.level[c] == 0)

    def step_lrig0_pick(self, p, c) -> None:
        self.lrig_deck[p].remove(c)
        self.lrig[p].append(c)
        self.kn.seen(c)
        self.emit("lrig0", p, p, c)

    def step_choose_first(self) -> None:
        """Seed §6.2 decides the first player by rock-paper-scissors: here the state's
        generator draws it."""
        self.first = self.rng.below(2)
        self.active = self.first
        self.emit("first_player", ALL, self.first)

    def step_deal(self) -> None:
        for p in (self.first, 1 - self.first):
            self.draw(p, START_HAND)

    def step_mulligan_start(self, k) -> None:
        """Seed §6.3: once a game, return any number of cards, shuffle, draw back to 5 --
        the first player first."""
        p = self.first if k == 0 else 1 - self.first
        self.picked = []
        self.phase = "mulligan"
        self.ask(p, "mulligan", ("mulligan_pick", p))

    def _opts_mulligan(self, p, cont):
        marked = set(self.picked)
        return sorted(c for i, c in enumerate(self.hand[p]) if i not in marked) + [NONE]

    def step_mulligan_pick(self, p, c) -> None:
        if c != NONE:
            self.picked.append(self.hand[p].index(c))      # positions: hidden cards stay unnamed
            self.ask(p, "mulligan", ("mulligan_pick", p))
            return
        pos = sorted(self.picked)
        self.picked = []
        o = 1 - p
        if not pos:
            self.emit("mulligan", ALL, p, 0)
            return
        cards = [self.hand[p][i] for i in pos]
        self.kn.chosen_unseen(self.hand[p], Z(p, HAND), Z(p, DECK), (o,))
        for c in cards:
            self.hand[p].remove(c)
            self.deck[p].append(c)
        self.emit("mulligan", ALL, p, len(cards))
        self.shuffle_deck(p)
        self.draw(p, len(cards))

    def step_life_cloth(self) -> None:
        """Seed §6.4: the top 7 cards of the deck, face down, as life cloth."""
        for p in (self.first, 1 - self.first):
            for _ in range(LIFE_CLOTH):
                if not self.deck[p]:
                    break
                c = self.deck[p].pop()
                self.life[p].append(c)
                self.kn.followed(c, Z(p, DECK), Z(p, LIFE))
        self.emit("life_cloth", ALL, len(self.life[0]), len(self.life[1]))

    def step_open(self) -> None:
        """Seed §6.5: both LRIGs turn face up -- "open!" -- and the first turn begins."""
        self.opened = True
        self.emit("open", ALL, self.lrig[0][-1], self.lrig[1][-1])
        self.turn_no = 0
        self.stack.append(("turn_start",))

    # ---- the turn (seed §7) -------------------------------------------------------------------
    def step_turn_start(self) -> None:
        self.turn_no += 1
        p = self.active
        self.refreshes = [0, 0]
        self.ener_done = False
        self.used = []
        self.emit("turn", ALL, p, self.turn_no)
        st = self.stack
        st.append(("end_phase",))
        st.append(("attack_phase",))
        st.append(("main_phase",))
        st.append(("grow_phase",))
        st.append(("ener_phase",))
        st.append(("draw_phase",))
        st.append(("up_phase",))

    def turn_over(self) -> bool:
        """The turn player's second refresh in a turn ends that turn (official glossary,
        リフレッシュ, research note A2)."""
        return self.refreshes[self.active] >= 2

    def step_up_phase(self) -> None:
        """Seed §7.1: up your LRIG and SIGNI; a frozen card stays down and its freeze ends."""
        self.phase = "up"
        p = self.active
        for c in self.field_signi(p) + self.lrig[p][-1:]:
            f = self.flags[c]
            if f & FROZEN:
                self.flags[c] = f & ~FROZEN
            else:
                self.flags[c] = f & ~DOWN
        for q in (0, 1):
            for c in self.field_signi(q) + self.lrig[q][-1:]:
                self.flags[c] &= ~ATTACKED
        self.emit("up", ALL, p)

    def step_draw_phase(self) -> None:
        """Seed §7.2: draw 2; the first player's first turn draws 1."""
        self.phase = "draw"
        p = self.active
        self.draw(p, 1 if self.turn_no == 1 else 2)
        self.stack.append(("settle",))

    def step_ener_phase(self) -> None:
        """Seed §7.3: one card of the hand or one of your SIGNI to the ener zone, or none."""
        if self.turn_over():
            return
        self.phase = "ener"
        self.ask(self.active, "ener", ("ener_pick", self.active))

    def _opts_ener(self, p, cont):
        return sorted(self.hand[p]) + self.field_signi(p) + [NONE]

    def step_ener_pick(self, p, c) -> None:
        if c == NONE:
            return
        if c in self.hand[p]:
            self._from_hand(p, c)
            self.ener[p].append(c)
            self.emit("ener", ALL, p, c, "hand")
        else:
            # moving a SIGNI this way is not a banish (research note A2, wiki Gameplay)
            self.leave_field(c, "ener")
            self.emit("ener", ALL, p, c, "field")
        self.stack.append(("settle",))

    def step_grow_phase(self) -> None:
        """Seed §7.4 (see grow_options)."""
        if self.turn_over():
            return
        self.phase = "grow"
        p = self.active
        if self.rule_on(p, "skip_grow"):
            self.emit("grow_skipped", ALL, p)
            return
        self.ask(p, "grow", ("grow_pick", p))

    def _opts_grow(self, p, cont):
        return self.grow_options(p) + [NONE]

    def grow_options(self, p: int) -> list:
        """LRIGs of the LRIG deck p may grow into: the same LRIG type (seed §7.4), the grow
        cost payable from ener, and the level rule -- `standard`: one level up, or the same
        or a lower level with a different card name (seed §7.4); `current`: exactly one
        level up (since 2018-12-20, research note A3)."""
        T = self.T
        top = self.lrig[p][-1]
        lv, ty = T.level[top], T.lrig_type[top]
        out = []
        for c in sorted(self.lrig_deck[p]):
            if T.type[c] != "lrig" or T.lrig_type[c] != ty:
                continue
            L = T.level[c]
            if self.format == "current":
                if L != lv + 1:
                    continue
            elif L > lv + 1 or T.name[c] == T.name[top]:
                continue
            if self.can_pay(p, T.cost[c]):
                out.append(c)
        return out

    def step_grow_pick(self, p, c) -> None:
        if c == NONE:
            return
        self.lrig_deck[p].remove(c)
        self.kn.seen(c)
        self.emit("grow_declared", ALL, p, c)
        self.stack.append(("settle",))
        self.stack.append(("grown", p, c))
        self.stack.append(("pay_ener", p, self.T.cost[c]))
        self.check.append(c)          # while its cost is paid

    def step_grown(self, p, c) -> None:
        self.check.remove(c)
        old = self.lrig[p][-1]
        self.flags[c] = self.flags[old] & DOWN   # growing onto a downed LRIG leaves it down
        self.flags[old] = 0
        self.lrig[p].append(c)
        self.emit("grew", ALL, p, c)



    # ---- triggered abilities -----------------------------------------------------------------
    def step_triggers(self) -> None:
        """Waiting triggered abilities resolve one at a time, the turn player's first
        (official glossary, triggered ability; research note A7)."""
        if not self.queue or self.outcome is not None:
            return
        q = self.queue
        k = next((i for i, t in enumerate(q) if t[0] == self.active), 0)
        p, src, holder, aidx, path = q.pop(k)
        self.stack.append(("triggers",))
        self.stack.append(("activate", p, src, holder, aidx, path))

    def step_activate(self, p, src, holder, aidx, path) -> None:
        """An ability with a cost may be declined, one without is mandatory (seed §2.3);
        "you may" is optional too. An "if" condition is checked as it resolves."""
        a = self.T.ability_at(holder, aidx, path)
        if "condition" in a and not self.cond_ok(a["condition"], src, p):
            return
        if "use_if" in a and not self.cond_ok(a["use_if"], src, p):
            return
        if a.get("once_per_turn") and a["kind"] != "action":
            key = f"{src}:{holder}:{aidx}:{path}"          # a trigger at most once a turn
            if key in self.used:
                return
            self.used.append(key)
        cost = a.get("cost")
        if cost:
            # asked when the public part of the cost can be paid: whether the hand holds
            # a card a discard cost needs must not show (then the only option is "no")
            public = {k: v for k, v in cost.items() if k != "discard"}
            if not self.cost_ok(p, src, public):
                return
            self.ask(p, "use", ("use_answer", p, src, holder, aidx, path))
        elif a.get("optional"):
            self.ask(p, "use", ("use_answer", p, src, holder, aidx, path))
        else:
            self.resolve(p, src, holder, aidx, _run_path(path))

    def _opts_use(self, p, cont):
        _, _, src, holder, aidx, path = cont
        a = self.T.ability_at(holder, aidx, path)
        if a.get("cost") and not self.cost_ok(p, src, a["cost"]):
            return [NONE]
        return [1, NONE]

    def step_use_answer(self, p, src, holder, aidx, path, yes) -> None:
        if yes != 1:
            return
        a = self.T.ability_at(holder, aidx, path)
        self.stack.append(("resolve_now", p, src, holder, aidx, _run_path(path)))
        if a.get("cost"):
            self.pay_cost(p, src, a["cost"])

    def step_resolve_now(self, p, src, holder, aidx, path) -> None:
        self.resolve(p, src, holder, aidx, path)

    # ---- rule checks (research note A2, rule-based actions) ----------------------------------
    def step_settle(self) -> None:
        """Rule-based actions, until none applies: a SIGNI with power 0 or less is banished;
        SIGNI over the LRIG's level or limit are put into the trash; an empty deck
        refreshes."""
        if self.outcome is not None:
            return
        if self.T.may_go_negative:
            for p in (self.active, 1 - self.active):
                dead = [c for c in self.signi[p] if c >= 0 and self.power(c) <= 0]
                for c in dead:
                    self.banish(c, "power 0")
                if dead:
                    # until no rule applies: a banish may end a 【常】 and drop another power
                    if self.queue:
                        self.stack.append(("triggers",))
                    self.stack.append(("settle",))
                    return
        a = self.active
        T = self.T
        levels, limits = T.level, T.limit
        for p in (a, 1 - a):
            top = self.lrig[p][-1]
            lv, lim = levels[top], limits[top]
            total = 0
            over = False
            for c in self.signi[p]:
                if c >= 0:
                    x = levels[c]
                    total += x
                    if x > lv:
                        over = True
            if over or total > lim:
                self.stack.append(("settle",))
                self.ask(p, "overflow", ("overflow_pick", p), public=True)
                return
        for p in (a, 1 - a):
            if not self.deck[p] and self.trash[p]:
                self.refresh(p)

    def overflow_options(self, p: int) -> list:
        """SIGNI to put into the trash when the level or the limit is exceeded. A SIGNI of
        a level above the LRIG's goes first (both formats; `current` then takes a SIGNI
        whose level changed, which no card of this vocabulary does -- the A->B->C order of
        2019-12-21, research note A3); then, over the limit, any SIGNI of the owner's
        choice."""
        T = self.T
        row = [c for c in self.signi[p] if c >= 0]
        if not row:
            return []
        top = self.lrig[p][-1]
        lv, lim = T.level[top], T.limit[top]
        levels = T.level
        if sum(levels[c] for c in row) <= lim and max(levels[c] for c in row) <= lv:
            return []
        over = [c for c in row if levels[c] > lv]
        return over or row

    def _opts_overflow(self, p, cont):
        return self.overflow_options(p)

    def step_overflow_pick(self, p, c) -> None:
        self.leave_field(c, "trash")
        self.emit("trashed", ALL, c, "limit")

    def refresh(self, p: int) -> None:
        """The deck is empty: the trash is shuffled into a new deck, then the top life
        cloth goes to the trash -- no Life Burst (official FAQ via the research note A2;
        the seed is silent). No life cloth: nothing more, and no loss (deck-out is never a
        loss)."""
        cards = self.trash[p]
        self.trash[p] = []
        self.deck[p] = cards
        self.rng.shuffle(cards)
        self.kn.dealt(cards, Z(p, DECK))
        self.refreshes[p] += 1
        self.emit("refresh", ALL, p, len(cards))
        if self.life[p]:
            c = self.life[p].pop()
            self.kn.seen(c)
            self.trash[p].append(c)
            self.emit("refresh_life", ALL, p, c)
        if p == self.active and self.turn_over():
            self.emit("turn_ends_refresh", ALL, p)


    # ---- the end phase (seed §7.7) -----------------------------------------------------------
    def step_end_phase(self) -> None:
        """Until-end-of-turn effects end; the turn player (only) discards down to 6; the turn
        passes. A card left in the check zone goes to the trash (research note A2)."""
        if self.outcome is not None:
            return
        self.phase = "end"
        p = self.active
        self.tmods = []
        self.pmods = []
        self.stack.append(("next_turn",))
        self.stack.append(("hand_limit", p))

    def step_hand_limit(self, p) -> None:
        if len(self.hand[p]) > HAND_LIMIT:
            self.stack.append(("hand_limit", p))
            self.ask(p, "discard", ("hand_limit_pick", p))

    def step_hand_limit_pick(self, p, c) -> None:
        self._from_hand(p, c)
        self.trash[p].append(c)
        self.emit("discarded", ALL, p, c)
        self.stack.append(("settle",))

    def step_next_turn(self) -> None:
        for c in self.check[:]:
            self.check.remove(c)
            self.trash[self.T.owner[c]].append(c)
        self.active = 1 - self.active
        self.stack.append(("turn_start",))

    # ---- the contract --------------------------------------------------------------------------
    def label(self, kind: str, aid: int) -> str:
        from .view import action_label

        return action_label(self, kind, aid)

    def view(self, player: int) -> dict:
        from .view import make_view

        return make_view(self, player)


def _run_path(path: str) -> str:
    return path


def new_state(game, table, seed: int, fmt: str, log: bool) -> WXState:
    s = WXState.__new__(WXState)
    s._init_base(game, seed, log)
    s.T = table
    T = table
    s.format = fmt
    s.deck = [list(range(T.start[p], T.start[p] + T.main_n[p])) for p in (0, 1)]
    s.lrig_deck = [list(range(T.start[p] + T.main_n[p], T.start[p + 1])) for p in (0, 1)]
    for p in (0, 1):
        s.rng.shuffle(s.deck[p])
    for f in ("hand", "life", "ener", "trash", "lrig_trash", "lrig", "charms", "charm_host",
              "looking"):
        setattr(s, f, [[], []])
    s.signi = [[-1, -1, -1], [-1, -1, -1]]
    s.check = []
    s.flags = bytearray(T.n)
    s.tmods, s.pmods, s.queue, s.used, s.picked = [], [], [], [], []
    s.turn = 0
    s.active = s.first = 0
    s.turn_no = 0
    s.phase = "setup"
    s.last_card, s.last_done = -1, False
    s.ener_done = False
    s.refreshes = [0, 0]
    s.opened = False
    s.look_done = 0
    s.winner_hint = -1
    s.coins = [0, 0]
    s.cancelled = -1
    s.look_dest = "top"
    kn = s.kn = Knowledge.new(2, T.n)
    for p in (0, 1):
        dk = kn._pool_for(0, 1 << Z(p, DECK)), kn._pool_for(1, 1 << Z(p, DECK))
        for c in s.deck[p]:
            kn.pool[0][c], kn.pool[1][c] = dk
        k = kn._pool_for(1 - p, 1 << Z(p, LRIGDECK))
        for c in s.lrig_deck[p]:
            kn.pool[1 - p][c] = k
    s.stack.append(("setup",))
    s._run()
    return s
