"""The Lord of the Rings: The Duel -- the rules flow (seed 002_f284860179a69adc).

Player 0 is Gandalf, player 1 the Balrog. Card instance ids 0..26 are Gandalf's deck,
27..53 the Balrog's. The game is three preliminary duels (duel 0, 1, 2) and a final
(duel 3). Each step below is one `step_<name>` of the work stack (see core/state.py) and
cites the seed section it implements. Where the seed is silent the docstring says which
reading was taken.

Decision kinds and their action ids:
  starter  0 = the chooser starts the duel, 1 = the opponent starts     (seed §3.5.1, §3.5.2)
  place    card id: the next card to place at the end of the row        (seed §3.1)
  fill     card id: the card that fills the gap left by Balrog's Defense (seed §5.2)
  whip     card id: the Balrog's earlier normal card the Whip swaps with (seed §5.2)
  offer    0 = the shown card is placed now, 1 = it is sent away         (seed §5.1)
  keep     card id: one more card kept face down for the final          (seed §3.5)
"""

from __future__ import annotations

from ...core.actions import ALL
from ...core.knowledge import Knowledge, knowledge_facts, redeal_known
from ...core.rng import Rng
from ...core.state import State
from .effects import PLACEMENT_VERBS, VERBS

GANDALF, BALROG = 0, 1
SIDE = ("Gandalf", "Balrog")
# the hidden zones, numbered for core.knowledge: zone int = owner * 4 + kind
PILE, HAND, KEPT, BOX = 0, 1, 2, 3
ZONE_NAMES = ("pile", "hand", "kept", "box")


def zone(owner: int, kind: int) -> int:
    return owner * 4 + kind
FINAL = 3
GAP = -1
POP4 = [bin(i).count("1") for i in range(16)]


class Table:
    """The immutable card table of one game: both decks, indexed by instance id."""

    __slots__ = ("decks", "cards", "dmask", "amask", "verb", "eff", "special", "n_per_side")

    def __init__(self, decks):
        self.decks = tuple(decks)
        self.cards = [c for d in self.decks for c in d.cards]
        self.n_per_side = len(self.decks[0].cards)
        self.dmask = [c.defence for c in self.cards]
        self.amask = [c.attack for c in self.cards]
        self.verb = [c.verb for c in self.cards]
        self.eff = [c.effect for c in self.cards]
        self.special = [c.verb is not None for c in self.cards]


class Board:
    __slots__ = ("top", "floor", "start", "steps_to_top", "hand_size", "prelim_cards",
                 "final_cards", "set_aside", "peek_diff", "min_climb")

    def __init__(self, data: dict):
        tr, st, du = data["track"], data["staircase"], data["duel"]
        # energy values: printed space n (1..15) is n; "+" is numbered_spaces + 1;
        # the minus zone is 0, -1, ... (printed -1, -2, ...).
        self.top = tr["numbered_spaces"] + (1 if tr["plus_space"] else 0)
        self.floor = 1 - tr["minus_spaces"]
        self.start = tr["start_space"]
        self.steps_to_top = st["steps_to_top"]
        self.hand_size = du["hand_size"]
        self.prelim_cards = du["preliminary_cards"]
        self.final_cards = du["final_cards"]
        self.set_aside = du["set_aside"]
        self.peek_diff = du["peek_gap"] + 1
        self.min_climb = du["min_climb"]


def space_label(e: int, board: Board) -> str:
    if e <= 0:
        return f"-{1 - e}"
    if e == board.top and board.top > board.start:
        return "+"
    return str(e)


class LotrState(State):
    __slots__ = (
        "T", "B", "format", "piles", "hands", "set_aside", "box", "played", "row", "row_attack",
        "gap", "placed", "energy", "steps", "duel", "starter", "turn", "in_duel", "rage",
        "mirror", "listing", "offer_pending", "forced", "denied", "tricked", "kn",
        "last_exchange", "duel_winners", "placements", "last_row", "last_row_attack",
    )

    MAX_DECISIONS = 2_000      # a whole game poses at most ~120 decisions

    def turn_count(self) -> int:
        return self.placements

    # ---- small queries ---------------------------------------------------------------
    def owner(self, c: int) -> int:
        return 0 if c < self.T.n_per_side else 1

    def quota(self) -> int:
        return self.B.final_cards if self.duel == FINAL else self.B.prelim_cards

    def is_last_card(self) -> bool:
        q = self.quota()
        return self.placed[0] >= q and self.placed[1] >= q

    def playable(self, p: int) -> list[int]:
        """Cards `p` may place now: the hand less cards sent away or taken by the Trick.
        In the final a card sent away is placed last (seed §5.1 Enchantment)."""
        hand = self.hands[p]
        barred = self.denied[p]
        tricked = self.tricked[p]
        if not barred and not tricked:
            return sorted(hand)
        ok = [c for c in hand if c not in barred and c not in tricked]
        if not ok:
            ok = [c for c in hand if c not in tricked] or list(hand)
        return sorted(ok)

    def random_pool(self, p: int) -> list[int]:
        """The cards a random pick from p's hand chooses among (those p could place), in
        the order they lie in the hand -- a position is drawn, as a hand held face down is
        picked from, so the pick does not depend on which hidden cards are where."""
        ok = set(self.playable(p))
        return [c for c in self.hands[p] if c in ok]

    def peek(self) -> int:
        """The player who may look at the opponent's hand now (seed §3.2), or -1."""
        if not self.in_duel:
            return -1
        d = self.energy[0] - self.energy[1]
        if d >= self.B.peek_diff:
            return GANDALF
        if -d >= self.B.peek_diff:
            return BALROG
        return -1

    def _zones(self, p: int):
        """Seat p's hidden zones as (list, zone int) pairs."""
        return ((self.piles[p], zone(p, PILE)), (self.hands[p], zone(p, HAND)),
                (self.set_aside[p], zone(p, KEPT)), (self.box[p], zone(p, BOX)))

    def hidden_lists(self, viewer: int):
        """The zones `viewer` cannot look into, per owner: the own pile; the opponent's pile,
        hand, kept and boxed cards."""
        o = 1 - viewer
        return [[(self.piles[viewer], zone(viewer, PILE))], list(self._zones(o))]

    def knows(self, viewer: int, c: int, z: int) -> bool:
        """Whether `viewer` knows card c lying in hidden zone z (perfect recall)."""
        return self.kn.mask(viewer, c, z) == 0

    def reset_knowledge(self) -> None:
        """Knowledge for a stacked state (scenario.py): each player knows their own zones;
        the opponent's hidden cards are one pool over the zones that hold them."""
        kn = self.kn = Knowledge.new(2, len(self.T.cards))
        for v in (GANDALF, BALROG):
            for owner in (GANDALF, BALROG):
                zones = [(lst, z) for lst, z in self._zones(owner)
                         if lst and (owner != v or z % 4 == PILE)]
                mask = sum(1 << z for _, z in zones)
                for lst, _ in zones:
                    for c in lst:
                        kn.pool[v][c] = kn._pool_for(v, mask)
        pk = self.peek()
        if pk >= 0:
            self.look_at_hand(pk)

    def look_at_hand(self, p: int) -> None:
        """p sees the opponent's hand (the gap of seed 002 §3.2): p remembers those cards."""
        o = 1 - p
        cards = tuple(sorted(self.hands[o]))
        self.kn.seen_all(cards, (p,))
        self.emit("peek", ALL, p)
        self.emit("peek_hand", p, o, cards)

    def energy_moved(self, before: int) -> None:
        """After the markers moved: a gap of 4 or more that opens lets the leader look --
        unless the duel ends with this exchange (seed 002 §3.4: it ends "at once", before
        anyone could look)."""
        pk = self.peek()
        if pk >= 0 and pk != before and not self.minus_end() and not self.is_last_card():
            self.look_at_hand(pk)

    # ---- energy --------------------------------------------------------------------------
    def move_energy(self, p: int, delta: int) -> None:
        e = self.energy[p] + delta
        if e < self.B.floor:
            e = self.B.floor          # never past the minus zone (seed §5.1 Balance)
        elif e > self.B.top:
            e = self.B.top
        self.energy[p] = e

    def apply_losses(self, loss_g: int, loss_b: int, cause: int) -> None:
        e = self.energy
        before = e[0] - e[1]
        if loss_g:
            self.move_energy(GANDALF, -loss_g)
        if loss_b:
            self.move_energy(BALROG, -loss_b)
        self.log is None or self.emit("energy", ALL, e[0], e[1], cause)
        pd = self.B.peek_diff
        after = e[0] - e[1]
        if after >= pd or -after >= pd:           # a gap (seed §3.2): was it just opened?
            self.energy_moved(GANDALF if before >= pd else BALROG if -before >= pd else -1)

    def score(self, attack: int, attacker: int, c: int, defender: int) -> None:
        """Seed §3.1: row by row, the attack edge of the card on the left against the
        defence edge of the card on the right. A symbol against a blank costs the blank
        side's owner 1 energy; symbol/symbol and blank/blank do nothing."""
        d = self.T.dmask[c]
        loss_def = POP4[attack & ~d & 15]
        loss_att = POP4[~attack & d & 15]
        loss = [0, 0]
        loss[defender] += loss_def
        loss[attacker] += loss_att
        self.last_exchange = (loss[0], loss[1])
        self.log is None or self.emit("exchange", ALL, attacker, defender, loss_att, loss_def)
        if loss_def or loss_att:
            self.apply_losses(loss[0], loss[1], c)

    def minus_end(self) -> bool:
        """Seed §3.4: the duel ends at once when a marker is in the minus zone after an
        exchange -- except the deuce: both markers on the same minus space with cards
        still to place, when the duel goes on until the cards run out or one falls further."""
        e0, e1 = self.energy
        if e0 > 0 and e1 > 0:
            return False
        if e0 == e1 and not self.is_last_card():
            return False
        return True

    # ---- setting up a duel ---------------------------------------------------------------
    def step_begin_duel(self, k: int) -> None:
        """Seed §3, §3.5.1, §3.5.2: markers to the start (the "+" space in the final), 9
        cards each from the piles (the kept cards in the final), and who starts."""
        B = self.B
        self.duel = k
        self.in_duel = True
        e = B.top if k == FINAL else B.start
        self.energy = [e, e]
        self.row, self.row_attack, self.gap = [], [], -1
        self.placed = [0, 0]
        self.rage = self.mirror = self.listing = False
        self.offer_pending = -1
        self.forced = [-1, -1]
        self.denied, self.tricked = [[], []], [[], []]
        self.last_exchange = None
        self.emit("duel_start", ALL, k, e)
        kn = self.kn
        for p in (GANDALF, BALROG):
            if k == FINAL:
                self.hands[p] = self.set_aside[p]
                self.set_aside[p] = []
                kn.moved_zone(zone(p, KEPT), zone(p, HAND))
            else:
                pile = self.piles[p]
                n = min(B.hand_size, len(pile))
                self.hands[p] = pile[len(pile) - n:]
                del pile[len(pile) - n:]
                # the owner sees the cards; the opponent sees 9 unknown cards leave the pile
                kn.seen_all(self.hands[p], (p,))
                if self.hands[p]:
                    kn.followed(self.hands[p][-1], zone(p, PILE), zone(p, HAND), (1 - p,))
                if not pile:
                    kn.emptied(zone(p, PILE))
            self.log is None or self.emit("hand", p, p, tuple(sorted(self.hands[p])))
        if k == 0:
            # Seed §3.1: the first duel always opens with Gandalf.
            self.stack.append(("set_starter", GANDALF, 0))
            return
        if k == FINAL:
            # Seed §3.5.2: the player lower on the staircase chooses; same height: the
            # loser of the third duel.
            s0, s1 = self.steps
            chooser = GANDALF if s0 < s1 else BALROG if s1 < s0 else 1 - self.duel_winners[-1]
        else:
            # Seed §3.5.1: the loser of the previous duel looks at the cards and chooses.
            chooser = 1 - self.duel_winners[-1]
        self.decide(chooser, "starter", (0, 1), ("set_starter", chooser))

    def step_set_starter(self, chooser: int, choice: int) -> None:
        self.starter = chooser if choice == 0 else 1 - chooser
        self.turn = self.starter
        if self.log is not None:
            k = self.duel
            why = "first duel" if k == 0 else "the loser of the last duel" if k < FINAL else \
                "lower on the bridge" if self.steps[chooser] < self.steps[1 - chooser] else \
                "the loser of the third duel"
            self.emit("starter", ALL, chooser, self.starter, why)
        self.stack.append(("next_placement",))

    # ---- placing cards -------------------------------------------------------------------
    def step_next_placement(self) -> None:
        p = self.turn
        if self.gap >= 0 and p == GANDALF:
            opts = self.playable(p)
            if len(opts) == 1:
                self.stack.append(("fill", opts[0]))
            else:
                self.decide(p, "fill", opts, ("fill",))
            return
        f = self.forced[p]
        if f >= 0 and f in self.hands[p]:
            self.stack.append(("chosen", p, f))
            return
        opts = self.playable(p)
        if len(opts) == 1:
            self.stack.append(("chosen", p, opts[0]))
        else:
            self.decide(p, "place", opts, ("chosen", p))

    def step_chosen(self, p: int, c: int) -> None:
        """Seed §5.1 Magic: the card the Balrog chose is shown to Gandalf, who lets it be
        placed or sends it away; the Balrog then places another card."""
        o = self.offer_pending
        if o >= 0 and o != p:
            self.offer_pending = -1
            self.kn.seen(c)
            self.emit("reveal", ALL, p, c, -1)
            self.decide(o, "offer", (0, 1), ("offered", p, c))
            return
        self.stack.append(("place", p, c))

    def step_offered(self, owner: int, c: int, choice: int) -> None:
        if choice == 0:
            if self.turn == owner:      # Magic: the chosen card is placed now
                self.stack.append(("place", owner, c))
            else:                       # Enchantment: it is the owner's next card
                self.forced[owner] = c
                self.emit("forced", ALL, owner, c, -1)
            return
        self.denied[owner].append(c)
        self.emit("denied", ALL, owner, c)
        if self.turn == owner:          # Magic: choose another card
            self.stack.append(("next_placement",))

    def _take(self, p: int, c: int) -> None:
        self.hands[p].remove(c)
        if self.forced[p] == c:
            self.forced[p] = -1
        self.placed[p] += 1
        self.placements += 1

    def _cancelled(self, p: int, c: int) -> str | None:
        """Why the special card c placed by p has no effect, or None (seed §5.1)."""
        if p != BALROG:
            return None
        verb = self.T.verb[c]
        why = None
        if self.mirror:
            self.mirror = False
            if verb is not None and verb != "swap_own_card" and verb != "defense":
                why = "Gandalf's Mirror"
        if verb is not None and self.rage and verb != "swap_own_card":
            self.rage = False
            why = "Gandalf's Rage"
        return why

    def step_place(self, p: int, c: int) -> None:
        """Seed §3.1: place c at the right end of the row and score it against its left
        neighbour; placement effects (Mirror, Whip, Defense) act first (seed §3.3, §5)."""
        T = self.T
        self._take(p, c)
        row = self.row
        self.log is None or self.emit("place", ALL, p, c, len(row))
        verb = T.verb[c]
        why = self._cancelled(p, c)
        if why is not None:
            self.emit("cancelled", ALL, p, c, why)
            verb = None
        self.last_exchange = None
        if verb in PLACEMENT_VERBS:
            if verb == "mirror":
                # Not scored against its left neighbour; copies its attack edge; the
                # Balrog's next special card has no effect.
                attack = self.row_attack[-1] if row else T.amask[c]
                row.append(c)
                self.row_attack.append(attack)
                self.mirror = True
                self.emit("mirror", ALL, p, c, attack)
                self.stack.append(("after_scoring", p, c, 0))
                return
            if verb == "swap_own_card":
                cands = [x for x in row if x >= 0 and self.owner(x) == p and not T.special[x]]
                if cands:
                    # the Whip lies at the end of the row until the swap is chosen
                    row.append(c)
                    self.row_attack.append(T.amask[c])
                    if len(cands) == 1:
                        self.stack.append(("whip", p, c, cands[0]))
                    else:
                        self.decide(p, "whip", sorted(cands), ("whip", p, c))
                    return
                self.emit("no_effect", ALL, p, c, "no earlier normal card to swap with")
            elif verb == "defense":
                if row and row[-1] >= 0 and self.owner(row[-1]) != p:
                    self._defense(p, c)
                    return
                self.emit("no_effect", ALL, p, c, "no opponent card on its left")
        if row:
            prev = row[-1]
            self.score(self.row_attack[-1], self.owner(prev), c, p)
        row.append(c)
        self.row_attack.append(T.amask[c])
        self.stack.append(("after_scoring", p, c, verb is not None))

    def step_whip(self, p: int, whip: int, x: int) -> None:
        """Seed §5.2 Balrog's Whip: the Whip takes the place of x, an earlier normal card of
        the Balrog's, and x goes to the end of the row, where it is scored."""
        T = self.T
        row = self.row
        row.pop()
        self.row_attack.pop()
        i = row.index(x)
        row[i] = whip
        self.row_attack[i] = T.amask[whip]
        self.emit("whip", ALL, p, whip, x, i)
        self.score(self.row_attack[-1], self.owner(row[-1]), x, p)
        row.append(x)
        self.row_attack.append(T.amask[x])
        self.stack.append(("after_scoring", p, whip, 0))

    def _defense(self, p: int, c: int) -> None:
        """Seed §5.2 Balrog's Defense: the opponent's card on its left moves to its right
        and is scored against the Defense's attack edge; that card's effect ends (the
        Mirror's excepted: it is again not scored and copies the Defense's attack edge);
        the opponent fills the gap next, unscored."""
        T = self.T
        row, ra = self.row, self.row_attack
        moved = row[-1]
        i = len(row) - 1
        row[i] = GAP
        ra[i] = 0
        row.append(c)
        ra.append(T.amask[c])
        self.gap = i
        self.emit("defense", ALL, p, c, moved)
        if T.verb[moved] == "mirror":
            row.append(moved)
            ra.append(T.amask[c])
            self.emit("mirror", ALL, 1 - p, moved, T.amask[c])
        else:
            if T.verb[moved] == "reveal_hand" and self.listing:
                self.listing = False
                self.emit("effect_ends", ALL, 1 - p, moved)
            self.score(T.amask[c], p, moved, 1 - p)
            row.append(moved)
            ra.append(T.amask[moved])
        self.stack.append(("after_scoring", p, c, 0))

    def step_fill(self, c: int) -> None:
        """Seed §5.2 Defense: Gandalf fills the gap; no exchange with either neighbour.
        Reading taken: a special card placed in the gap still acts, after its (absent)
        exchange, like any other placement."""
        p = GANDALF
        self._take(p, c)
        i = self.gap
        self.gap = -1
        self.row[i] = c
        self.row_attack[i] = self.T.amask[c]
        self.last_exchange = None
        self.emit("fill", ALL, p, c, i)
        verb = self.T.verb[c]
        if verb == "mirror":
            self.mirror = True
            verb = None
        self.stack.append(("after_scoring", p, c, verb is not None))

    def step_after_scoring(self, p: int, c: int, acts: int) -> None:
        """Seed §3.3 / §3.4: after the exchange, the duel ends at once if a marker is in
        the minus zone -- and then the special card just placed does not act. Otherwise
        the card's after-scoring effect acts, and the end of the duel is checked again."""
        if self.minus_end():
            if acts and self.T.verb[c] not in PLACEMENT_VERBS:
                self.emit("no_effect", ALL, p, c, "the duel ended in the minus zone")
            self.stack.append(("end_duel", "minus"))
            return
        self.stack.append(("check_end", p))
        if acts:
            verb = self.T.verb[c]
            spec = VERBS[verb]
            if spec.run is not None:
                spec.run(self, p, c)     # emits "effect" when it acts, "no_effect" if not

    def step_check_end(self, p: int) -> None:
        if self.minus_end():
            self.stack.append(("end_duel", "minus"))
        elif self.is_last_card():
            self.stack.append(("end_duel", "cards"))
        else:
            self.turn = 1 - p
            self.stack.append(("next_placement",))

    # ---- after a duel --------------------------------------------------------------------
    def step_end_duel(self, why: str) -> None:
        """Seed §3.5: the higher marker wins the duel (level: the starter loses) and climbs
        as many steps as there are spaces between the markers, at least 1. Seed §4: the
        top of the staircase in a preliminary duel wins at once."""
        B = self.B
        self.in_duel = False
        e0, e1 = self.energy
        winner = GANDALF if e0 > e1 else BALROG if e1 > e0 else 1 - self.starter
        climb = max(B.min_climb, abs(e0 - e1) - 1)
        before = self.steps[winner]
        self.steps[winner] = min(B.steps_to_top, before + climb)
        self.duel_winners.append(winner)
        self.emit("duel_end", ALL, self.duel, winner, self.steps[winner] - before,
                  self.steps[0], self.steps[1], why, e0, e1)
        k = self.duel
        if k < FINAL:
            if self.steps[winner] >= B.steps_to_top:
                self.finish(winner, f"{SIDE[winner]} reached the top of the bridge in duel "
                                    f"{k + 1}", self.placements)
                return
            self.stack.append(("begin_duel", k + 1))
            self.stack.append(("close_duel",))
            self.stack.append(("set_aside", BALROG))
            self.stack.append(("set_aside", GANDALF))
            return
        s0, s1 = self.steps
        if s0 != s1:
            w = GANDALF if s0 > s1 else BALROG
            self.finish(w, f"{SIDE[w]} stands higher on the bridge after the final",
                        self.placements)
        else:
            self.finish(winner, f"equal height after the final; {SIDE[winner]} won the final "
                                f"duel", self.placements)

    def step_set_aside(self, p: int) -> None:
        """Seed §3.5: 3 unplayed cards are kept face down for the final (all if only 3
        remain); a card taken by the Balrog's Trick must be one of them (seed §5.2)."""
        kept = self.set_aside[p]
        want = self.B.set_aside * (self.duel + 1)
        for c in self.tricked[p]:
            if c in self.hands[p] and len(kept) < want:
                self.hands[p].remove(c)
                kept.append(c)
        if self.format == "english-translation":
            # The English translation of the rules: a card sent away must be used in
            # the final (seed §5.1 Enchantment, footnote 5).
            for c in self.denied[p]:
                if c in self.hands[p] and len(kept) < want:
                    self.hands[p].remove(c)
                    kept.append(c)
        need = want - len(kept)
        hand = self.hands[p]
        if need <= 0:
            return
        if need >= len(hand):
            kept.extend(hand)            # as they lie: the order never follows hidden ids
            hand.clear()
            self.kn.moved_zone(zone(p, HAND), zone(p, KEPT))
            return
        self.decide(p, "keep", sorted(hand), ("kept", p))

    def step_kept(self, p: int, c: int) -> None:
        if not (p == BALROG and self.listing):    # under the List, Gandalf sees the choice
            self.kn.chosen_unseen(self.hands[p], zone(p, HAND), zone(p, KEPT), (1 - p,))
        self.hands[p].remove(c)
        self.set_aside[p].append(c)
        self.stack.append(("set_aside", p))

    def step_close_duel(self) -> None:
        """The unplayed, unkept cards and the played cards leave the game (seed 002 §3.5).
        The List's open hand lasts until the Balrog's cards for the final are chosen: then
        Gandalf has seen them (and the boxed rest). Otherwise the opponent saw only that
        the rest of the hand went into the box: what they knew of those cards is now "kept
        or boxed" (perfect recall, core.knowledge)."""
        k = self.duel
        for p in (GANDALF, BALROG):
            self.played[p].extend(x for x in self.row if x >= 0 and self.owner(x) == p)
            kept = self.set_aside[p][self.B.set_aside * k:]
            watched = p == BALROG and self.listing
            box = self.hands[p]
            if watched:
                self.kn.seen_all(box, (1 - p,))
            self.kn.moved_zone(zone(p, HAND), zone(p, BOX))
            self.box[p].extend(box)
            self.hands[p] = []
            if watched:
                self.emit("kept", ALL, p, tuple(sorted(kept)))
            else:
                self.emit("kept", p, p, tuple(sorted(kept)))
                self.emit("kept_count", ALL, p, len(kept))
        self.listing = False
        self.last_row, self.last_row_attack = self.row, self.row_attack
        self.row, self.row_attack = [], []

    # ---- the contract --------------------------------------------------------------------
    def label(self, kind: str, aid: int) -> str:
        from .view import action_label

        return action_label(self, kind, aid)

    def view(self, player: int) -> dict:
        from .view import make_view

        return make_view(self, player)

    def all_cards(self) -> list[int]:
        out = []
        for p in (GANDALF, BALROG):
            out += self.piles[p] + self.hands[p] + self.set_aside[p] + self.box[p] + self.played[p]
        out += [x for x in self.row if x >= 0]
        return sorted(out)

    def clone(self) -> "LotrState":
        n = LotrState.__new__(LotrState)
        self._copy_base_into(n)
        n.T, n.B, n.format = self.T, self.B, self.format
        n.piles = [self.piles[0][:], self.piles[1][:]]
        n.hands = [self.hands[0][:], self.hands[1][:]]
        n.set_aside = [self.set_aside[0][:], self.set_aside[1][:]]
        n.box = [self.box[0][:], self.box[1][:]]
        n.played = [self.played[0][:], self.played[1][:]]
        n.row, n.row_attack, n.gap = self.row[:], self.row_attack[:], self.gap
        n.last_row, n.last_row_attack = self.last_row, self.last_row_attack  # never mutated
        n.placed, n.energy, n.steps = self.placed[:], self.energy[:], self.steps[:]
        n.duel, n.starter, n.turn, n.in_duel = self.duel, self.starter, self.turn, self.in_duel
        n.rage, n.mirror, n.listing = self.rage, self.mirror, self.listing
        n.offer_pending = self.offer_pending
        n.forced = self.forced[:]
        n.denied = [self.denied[0][:], self.denied[1][:]]
        n.tricked = [self.tricked[0][:], self.tricked[1][:]]
        n.kn = self.kn.copy()
        n.last_exchange = self.last_exchange
        n.duel_winners = self.duel_winners[:]
        n.placements = self.placements
        return n

    _LIST_FIELDS = ("piles", "hands", "set_aside", "box", "played", "denied", "tricked")
    _PLAIN_FIELDS = ("gap", "duel", "starter", "turn", "in_duel", "rage", "mirror", "listing",
                     "offer_pending", "placements")

    def to_dict(self) -> dict:
        d = self._base_to_dict()
        d["game"] = "lotr-duel"
        d["format"] = self.format
        d["decks"] = [deck.to_dict() for deck in self.T.decks]
        for f in self._LIST_FIELDS:
            v = getattr(self, f)
            d[f] = [list(v[0]), list(v[1])]
        for f in self._PLAIN_FIELDS:
            d[f] = getattr(self, f)
        d["row"], d["row_attack"] = list(self.row), list(self.row_attack)
        d["last_row"], d["last_row_attack"] = list(self.last_row), list(self.last_row_attack)
        d["placed"], d["energy"], d["steps"] = list(self.placed), list(self.energy), list(self.steps)
        d["forced"] = list(self.forced)
        d["kn"] = self.kn.to_dict()
        d["last_exchange"] = None if self.last_exchange is None else list(self.last_exchange)
        d["duel_winners"] = list(self.duel_winners)
        return d

    @classmethod
    def from_dict(cls, game, d: dict, table: Table, board: Board) -> "LotrState":
        s = cls.__new__(cls)
        s._base_from_dict(game, d)
        s.T, s.B, s.format = table, board, d["format"]
        for f in cls._LIST_FIELDS:
            v = d[f]
            setattr(s, f, [list(v[0]), list(v[1])])
        for f in cls._PLAIN_FIELDS:
            setattr(s, f, d[f])
        s.row, s.row_attack = list(d["row"]), list(d["row_attack"])
        s.last_row, s.last_row_attack = list(d["last_row"]), list(d["last_row_attack"])
        s.placed, s.energy, s.steps = list(d["placed"]), list(d["energy"]), list(d["steps"])
        s.forced = list(d["forced"])
        s.kn = Knowledge.from_dict(d["kn"])
        s.last_exchange = None if d["last_exchange"] is None else tuple(d["last_exchange"])
        s.duel_winners = list(d["duel_winners"])
        return s

    def determinize(self, player: int, rng: Rng) -> "LotrState":
        """A copy in which every card `player` does not know is re-dealt at random among
        the places it may lie in (core.knowledge: the opponent's pile, hand, kept and boxed
        cards; the player's own pile order), keeping every fact the player knows, and the
        generator is re-seeded, so nothing the copy holds depends on what `player` cannot
        see."""
        s = self.clone()
        moves = redeal_known(s.kn, player, s.hidden_lists(player), rng)
        s.kn.permute(moves, fixed_viewer=player)
        s.rng = Rng(rng.next())
        if s.log is not None:
            s.log = s.events_for(player)
        s.refresh_options()
        return s

    def refresh_options(self) -> None:
        """The pending decision's options again, after hidden cards traded places (its
        player's options depend on their hand)."""
        pend = self.pending
        if pend is None:
            return
        o, kind = pend[0], pend[1]
        opts = self.playable(o) if kind in ("place", "fill") else \
            sorted(self.hands[o]) if kind == "keep" else None
        if opts is not None:
            self.pending = (o, kind, tuple(opts), pend[3])

    # ---- what the conformance suite reads about hidden places ------------------------------
    def card_owner(self, c: int) -> int:
        return self.owner(c)

    def card_places(self) -> dict:
        out = {}
        for p in (GANDALF, BALROG):
            for name, lst in (("pile", self.piles[p]), ("hand", self.hands[p]),
                              ("kept", self.set_aside[p]), ("box", self.box[p]),
                              ("played", self.played[p])):
                for i, c in enumerate(lst):
                    out[c] = (f"{name}:{p}", i)
        for i, c in enumerate(self.row):
            if c >= 0:
                out[c] = ("row", i)
        return out

    def hidden_zones(self, viewer: int) -> set:
        o = 1 - viewer
        return {f"pile:{viewer}", f"pile:{o}", f"hand:{o}", f"kept:{o}", f"box:{o}"}

    def knowledge(self, viewer: int) -> dict:
        return knowledge_facts(self.kn, viewer, self.hidden_lists(viewer), zone_name)

    def relabel(self, perm: dict, fixed_viewer: int | None = None) -> None:
        """Cards trade places (`perm`: the card at a place -> the card there afterwards)."""
        moves = []
        for p in (GANDALF, BALROG):
            for lst, _ in self._zones(p):
                for i, c in enumerate(lst):
                    if c in perm and perm[c] != c:
                        moves.append((c, perm[c]))
                        lst[i] = perm[c]
        self.kn.permute(moves, fixed_viewer)
        self.refresh_options()


def zone_name(z: int) -> str:
    return f"{ZONE_NAMES[z % 4]}:{z // 4}"


def new_state(game, table: Table, board: Board, seed: int, fmt: str, log: bool) -> LotrState:
    s = LotrState.__new__(LotrState)
    s._init_base(game, seed, log)
    s.T, s.B, s.format = table, board, fmt
    n = table.n_per_side
    s.piles = [list(range(n)), list(range(n, 2 * n))]
    s.rng.shuffle(s.piles[0])     # seed §2: each side shuffles its 27 cards
    s.rng.shuffle(s.piles[1])
    s.hands, s.set_aside, s.box, s.played = [[], []], [[], []], [[], []], [[], []]
    s.row, s.row_attack, s.gap = [], [], -1
    s.last_row, s.last_row_attack = [], []
    s.placed, s.energy, s.steps = [0, 0], [board.start, board.start], [0, 0]
    s.duel, s.starter, s.turn, s.in_duel = 0, GANDALF, GANDALF, False
    s.rage = s.mirror = s.listing = False
    s.offer_pending = -1
    s.forced = [-1, -1]
    s.denied, s.tricked = [[], []], [[], []]
    # every card starts in its owner's shuffled pile, order unknown to all
    s.kn = Knowledge.dealt_per_owner(2, n, (zone(GANDALF, PILE), zone(BALROG, PILE)))
    s.last_exchange = None
    s.duel_winners = []
    s.placements = 0
    s.stack.append(("begin_duel", 0))
    s._run()
    return s
