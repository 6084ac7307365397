"""The Riftbound rules flow: setup (CR 110-118), the turn (CR 315-317), cleanups (CR
318-323), scoring (CR 441-445), drawing and burn out (CR 400, 418), modes (CR 454-462).

Modes (`format`): "duel" (1v1, CR 458: each player's battlefield drawn at random from their
three), "ffa3" (CR 460), "ffa4" (CR 461: the first player contributes no battlefield),
"2v2" (CR 462, "Magma Chamber": seats 0 and 2 against 1 and 3, turns alternate between
the teams, Victory Score 11). "standard" is the duel.
"""

from __future__ import annotations

from ...core.actions import ALL
from ...core.knowledge import Knowledge
from .chain import Chain
from .costs import Costs
from .combat import Combat
from .effects import Effects
from .state import (ASIDE, BANISH, BASE, BFCARD, CHAMP, DECK, FIELD, HAND, LEGEND, NONE,
                    RESERVE, RUNE, RUNEDECK, TRASH, ZDECK, ZHAND, ZHIDDEN, ZRUNES, RBBase, Z)
from .values import K_TEMPORARY, Values
from .verbs import Verbs
from .view import View

MODES = {
    # name: (seats, teams, victory score, battlefields per seat in play)
    "duel": (2, None, 8),
    "ffa3": (3, None, 8),
    "ffa4": (4, None, 8),
    "2v2": (4, (0, 1, 0, 1), 11),
}
PHASES = ("setup", "awaken", "beginning", "channel", "draw", "action", "end")


class RBState(View, RBBase, Values, Effects, Verbs, Chain, Costs, Combat):
    __slots__ = ()

    # ---- setup ------------------------------------------------------------------------
    def step_mulligan(self, p: int) -> None:
        """CR 117: in turn order, each player may set aside up to 2 cards, draw that many,
        then recycle the set-aside cards to the bottom of the Main Deck (random order)."""
        self.ask(p, "mulligan", ("mulligan_do", p))

    def _opts_mulligan(self, p, cont):
        if len(self.hidden[p]) >= 2:
            return [NONE]
        return sorted(self.hand[p]) + [NONE]

    def step_mulligan_do(self, p: int, c: int) -> None:
        if c != NONE:
            self.hand[p].remove(c)
            self.hidden[p].append(c)
            self.loc[c] = RESERVE            # set aside (CR 117.2), hidden from the others
            self.kn.chosen_unseen([c] + self.hand[p], Z(p, ZHAND), Z(p, ZHIDDEN),
                                  self._others(p))
            self.stack.append(("mulligan", p))
            return
        aside = self.hidden[p]
        k = len(aside)
        self.emit("mulligan", ALL, p, k)
        for _ in range(k):
            self.draw(p)
        cards = sorted(aside)
        self.rng.shuffle(cards)               # several recycled at once: random order (403.5)
        self.hidden[p] = []
        for c in cards:
            self.deck[p].insert(0, c)
            self.loc[c] = DECK
        self.kn.shuffled(cards, Z(p, ZDECK), (p,))
        self.kn.moved_zone(Z(p, ZHIDDEN), Z(p, ZDECK), self._others(p))

    def step_start_game(self) -> None:
        self.phase = "awaken"
        self.stack.append(("turn_start", self.turn))

    # ---- the turn (CR 315) --------------------------------------------------------------
    def step_turn_start(self, p: int) -> None:
        self.turn = p
        self.turn_no += 1
        for q in range(self.n):
            self.played[q] = 0
            self.discarded[q] = 0
            self.scored[q] = 0
            self.conquered[q] = 0
            self.blocked[q] = 0
            self.died_first[q] = 0
        self.emit("turn", ALL, p, self.turn_no)
        # Awaken Phase (315.1): ready everything p controls
        self.phase = "awaken"
        for c in self._board_of(p) + self.runes[p]:
            self.exh[c] = 0
        self.clock += 1
        self.stack.append(("beginning", p))

    def step_beginning(self, p: int) -> None:
        """315.2: the Beginning Step ("at the start of your Beginning Phase", Temporary,
        CR 732), then the Scoring Step (hold)."""
        self.phase = "beginning"
        self.stack.append(("channel_phase", p))
        self.stack.append(("flow",))
        self.stack.append(("hold_scoring", p))
        self.stack.append(("flow",))
        for c in self._board_of(p):
            if self.kw(c) & K_TEMPORARY:
                self.trigger_one(p, c, "temporary", None)
        self.fire("beginning_start", p, None)
        self.fire("each_beginning_start", p, None)

    def step_hold_scoring(self, p: int) -> None:
        """315.2.b: p scores each battlefield it controls (Hold, CR 442.2). In 2v2, a
        battlefield a teammate holds now cannot be scored by p this turn (CR 462)."""
        for i in range(len(self.bf)):
            if self.outcome is not None:
                return                                 # the game is won (CR 445)
            q = self.ctrl[i]
            if q == p:
                self.score(p, i, "hold")
            elif q >= 0 and q != p and self.friends(p, q):
                self.blocked[p] |= 1 << i
        if self.outcome is None:
            self.stack.append(("flow",))

    def step_channel_phase(self, p: int) -> None:
        """315.3: channel 2 runes (CR 417), with the mode's first-turn extra (CR 458.6,
        460.6, 461.6, 462.6: the second player in a duel, the last player otherwise)."""
        self.phase = "channel"
        k = 2
        if not self.first_turn[p]:
            self.first_turn[p] = 1
            order = self.seats_from(self.active)
            extra_seat = order[1] if self.n == 2 else order[-1]
            if p == extra_seat:
                k += 1
        self.channel(p, k, exhausted=False)
        self.stack.append(("draw_phase", p))

    def step_draw_phase(self, p: int) -> None:
        """315.4: draw 1 (the first player skips it in FFA and 2v2, CR 460.6); then every
        player's Rune Pool empties (CR 160)."""
        self.phase = "draw"
        skip = self.n > 2 and self.turn_no == 1
        if not skip:
            self.draw(p)
        for q in range(self.n):
            self.empty_pool(q)
        if self.outcome is None:
            self.stack.append(("action_phase", p))
            self.stack.append(("flow",))

    def step_action_phase(self, p: int) -> None:
        self.phase = "action"
        self.stack.append(("main", p))

    def step_end_turn(self, p: int) -> None:
        """317: the Ending Step (end-of-turn triggers, delayed ones), the end-of-turn
        cleanup (heal every unit, 317.2), the Expiration Step (this turn's effects end, Rune
        Pools empty, stun ends at the Ending Step's start, CR 410.3)."""
        self.phase = "end"
        if any(self.stun):
            self.stun = bytearray(self.T.n)
        self.stack.append(("expire", p))
        self.stack.append(("flow",))
        self.stack.append(("heal_all",))
        self.stack.append(("flow",))
        self.fire("end_turn", p, None)
        delayed, self.delayed = self.delayed, [d for d in self.delayed if d[1] != "end_turn"]
        for d in delayed:
            if d[1] == "end_turn":
                self.pending_trig.append(("delayed", d[0], d[2][1], d[2], None))

    def step_heal_all(self) -> None:
        if any(self.dmg):
            self.dmg = [0] * self.T.n
        self.stack.append(("flow",))

    def step_expire(self, p: int) -> None:
        n = self.T.n
        self.tmp = [0] * n
        self.kw_turn = [0] * n
        self.used = [0] * n
        self.shields = [x for x in self.shields if x[3] == "perm"]
        # "this turn": doom, save, and the any_damage_lethal marks (their damage is healed)
        self.delayed = [d for d in self.delayed if d[1] not in ("doom", "save", "any_lethal")]
        for q in range(self.n):
            self.turn_flags[q] = 0
            self.empty_pool(q)
        self.clock += 1
        nxt = (p + 1) % self.n
        self.stack.append(("turn_start", nxt))

    # ---- the main decision of the Action Phase ------------------------------------------
    def step_main(self, p: int) -> None:
        self.ask(p, "act", ("act_do", p))

    # ---- drawing, burn out ------------------------------------------------------------
    def draw(self, p: int) -> None:
        """Draw a card (CR 400); from an empty deck, Burn Out first (CR 418)."""
        if not self.deck[p]:
            self.burn_out(p)
            if self.outcome is not None or not self.deck[p]:
                return
        c = self.draw_raw(p)
        self.emit("draw", p, p, c)
        self.emit("draw_count", ALL, p)

    def burn_out(self, p: int) -> None:
        """CR 418: recycle the whole trash into the Main Deck (shuffled), and an opponent
        gains 1 point (CR 418.2.c lets the player choose the opponent: in a duel and in 2v2
        the choice makes no difference to the outcome's score race... in free-for-all
        tcgsim gives the point to the next opponent in turn order -- a draw happens in the
        middle of other instructions, where the engine cannot pose a decision). A deck and trash both empty burn out
        again at the next draw, until an opponent wins (418.3)."""
        trash = self.trash[p]
        self.trash[p] = []
        for c in trash:
            self.loc[c] = DECK
        self.deck[p] += trash
        self.rng.shuffle(self.deck[p])
        self.kn.shuffled(self.deck[p], Z(p, ZDECK))
        opp = self.opponents(p)
        q = min(opp, key=lambda s: (s - p) % self.n)
        self.emit("burn_out", ALL, p, q)
        self.gain_points(q, 1, "burn out")

    def gain_points(self, q: int, k: int, why: str) -> None:
        self.points[q] += k
        self.emit("points", ALL, q, self.points[q], why)
        self.check_victory()

    def team_points(self, q: int) -> int:
        """2v2 counts a team's points together (CR 462.3)."""
        if self.format != "2v2":
            return self.points[q]
        return sum(self.points[s] for s in range(self.n) if self.friends(s, q))

    def check_victory(self) -> None:
        """CR 445, 322.1: a player (team) at the Victory Score wins at once."""
        if self.outcome is not None or max(self.points) < self.win_score and \
                self.format != "2v2":
            return
        for q in self.seats_from(self.turn):
            if self.team_points(q) >= self.win_score:
                winners = tuple(s for s in range(self.n) if self.friends(s, q))
                self.finish_game(winners, f"{self.win_score} points")
                return

    def finish_game(self, winners, reason: str) -> None:
        w = min(winners) if winners else None
        try:
            self.finish(w, reason, self.turn_no, winners=tuple(winners))
        except TypeError:                       # a core without team outcomes
            self.finish(w, reason, self.turn_no)

    # ---- runes -------------------------------------------------------------------------
    def channel(self, p: int, k: int, exhausted: bool) -> int:
        """CR 417: the top k runes of the Rune Deck onto the board (fewer if fewer)."""
        got = 0
        for _ in range(k):
            if not self.runedeck[p]:
                break
            c = self.runedeck[p].pop()
            self.kn.seen(c)
            self.runes[p].append(c)
            self.loc[c] = RUNE
            self.exh[c] = 1 if exhausted else 0
            got += 1
            self.emit("channel", ALL, p, c, int(exhausted))
        return got

    def empty_pool(self, q: int) -> None:
        self.pool_e[q] = 0
        self.pool_spell[q] = 0
        self.pool_p[q] = (0,) * 7

    # ---- scoring (CR 441-444) ---------------------------------------------------------
    def score(self, p: int, i: int, how: str) -> None:
        """p scores battlefield i by Conquer or Hold, at most once per turn (CR 443)."""
        bit = 1 << i
        if self.scored[p] & bit or self.blocked[p] & bit:
            return
        self.scored[p] |= bit
        if how == "conquer":
            self.conquered[p] |= bit         # "a battlefield you conquered this turn"
        near = self.team_points(p) == self.win_score - 1
        all_scored = all(self.scored[p] & (1 << j) or self.blocked[p] & (1 << j)
                         for j in range(len(self.bf)))
        if near and how == "conquer" and not all_scored:
            # the final point (444.1.b): by Conquer only with every battlefield scored
            self.emit("score", ALL, p, self.bf[i], how, 0)
            self.draw(p)
        else:
            self.emit("score", ALL, p, self.bf[i], how, 1)
            self.gain_points(p, 1, how)
        if self.outcome is None:
            # conquer and hold effects trigger when the battlefield is scored (444.2)
            self.fire(how + "_here", p, i)
            if how == "conquer":
                self.fire("you_conquer", p, i)

    # ---- cleanups (CR 318-323) ----------------------------------------------------------
    def cleanup(self) -> None:
        """One cleanup, repeated until nothing changes (CR 321): steps 1-8; steps 9 and 10
        (a showdown or a combat begins) are `begin_staged`."""
        owner = self.T.owner
        is_unit = self.T.is_unit.__getitem__
        is_gear = self.T.is_gear.__getitem__
        nbf = len(self.bf)
        ctrl, contest, facedown, staged = self.ctrl, self.contest, self.facedown, self.staged
        units = self.units
        if self.outcome is not None:
            return
        for _ in range(50):
            changed = False
            if self.format == "2v2" or max(self.points) >= self.win_score:
                self.check_victory()                           # 322.1
                if self.outcome is not None:
                    return
            dmg = self.dmg
            if dmg.count(0) != len(dmg):                       # some damage (fast any)
                for c in self.lethal_units():                  # 322.2
                    self.kill(c, None)
                    changed = True
            if self.combat is not None:                        # 322.3
                i, att, dfn = self.combat
                for u in units[i]:
                    want = 1 if self.ctrl_of[u] == att else (2 if self.ctrl_of[u] == dfn else 0)
                    if self.role[u] != want and (not want or is_unit(u)):   # units only
                        self.role[u] = want
            for i in range(nbf):
                us = units[i]
                q = contest[i]
                if ctrl[i] >= 0 and q < 0 and not any(map(is_unit, us)):   # 322.4
                    self.emit("control", ALL, self.bf[i], ctrl[i], -1)
                    ctrl[i] = -1
                    changed = True
                if us and any(map(is_gear, us)):
                    on = self.attached_gear() if self.att else ()   # with its unit (v1.2)
                    gear = [u for u in us if is_gear(u) and u not in on]
                    for u in gear:                             # 322.5: recalled
                        self.recall(u)
                    if gear:
                        changed = True
                f = facedown[i]
                if f >= 0 and ctrl[i] != owner[f]:
                    self.trash_facedown(i)
                    changed = True
                if q < 0:                                      # 322.6-7: stage
                    if staged[i]:
                        staged[i] = 0
                    continue
                st = 1 if ctrl[i] < 0 else (2 if ctrl[i] != q else 0)
                if st == 2 and not self._two_sides(i):
                    st = 0
                if staged[i] != st:
                    staged[i] = st
            if not changed:
                break
        if not self.pending_trig and not self.chain and self.showdown is None and \
                self.combat is None and self.phase == "action" and any(staged):
            self.begin_staged()                                # 322.9-10
        if self.pending_trig:                                  # 322.8: finalize pending
            self.stack.append(("finalize_trig",))

    def _two_sides(self, i: int) -> bool:
        """Units of two opposing players are at battlefield i (teammates do not fight)."""
        team = self.T.team
        sides = {team[self.ctrl_of[u]] for u in self.units[i] if self.T.type[u] == "unit"}
        return len(sides) >= 2

    def lethal_units(self) -> list:
        if not any(self.dmg):
            return []
        out = []
        for i in range(len(self.bf)):
            out += [u for u in self.units[i] if self.dmg[u] and self.has_lethal(u)]
        for p in range(self.n):
            out += [u for u in self.base[p] if self.dmg[u] and self.has_lethal(u)]
        return out

    def begin_staged(self) -> None:
        """322.9-10: in Neutral Open, a staged showdown begins (the turn player picks one
        when several, CR 435.1), else a staged combat."""
        for want in (1, 2):
            staged = [i for i in range(len(self.bf)) if self.staged[i] == want]
            if len(staged) >= 2:
                self.ask(self.turn, "staged", ("staged_pick", want), public=True)
                return
            if staged:
                self.begin_one(staged[0], want)
                return

    def _opts_staged(self, p, cont):
        return [i for i in range(len(self.bf)) if self.staged[i] == cont[1]]

    def step_staged_pick(self, want: int, i: int) -> None:
        self.stack.append(("flow",))
        self.begin_one(i, want)

    def begin_one(self, i: int, want: int) -> None:
        self.staged[i] = 0
        if want == 1:
            self.start_showdown(i, combat=False)
        else:
            self.start_combat(i)


def state_class(table):
    """RBState, or for a game some card of which can attach (`T.attach_possible`) the
    subclass attach.RBAttachState: other games neither import nor run the attach system."""
    if not table.attach_possible:
        return RBState
    from .attach import RBAttachState

    return RBAttachState


def new_state(game, table, seed: int, fmt: str, log: bool) -> RBState:
    """Setup (CR 110-118), up to the first mulligan decision."""
    mode = "duel" if fmt in ("standard", "strict") else fmt
    seats, teams, win = MODES[mode]
    cls = state_class(table)
    s = cls.__new__(cls)
    s._init_base(game, seed, log)
    s.T = table
    n = table.n
    s.n = seats
    s.format = fmt
    s.win_score = win
    s.kn = Knowledge.new(seats, n)
    s.chain, s.delayed, s.pending_trig, s.shields, s.memo = [], [], [], [], []
    s.att = ()
    for f in ("deck", "hand", "runedeck", "hidden", "trash", "banish", "champ", "legend",
              "runes", "base", "aside", "reserve"):
        setattr(s, f, [[] for _ in range(seats)])
    s.loc = [DECK] * n
    s.at = [-1] * n
    s.ctrl_of = list(table.owner)
    for f in ("dmg", "tmp", "kw_turn", "kw_perm", "kw_combat", "tstamp", "used"):
        setattr(s, f, [0] * n)
    for f in ("exh", "buff", "stun", "role", "emp"):
        setattr(s, f, bytearray(n))
    for f in ("points", "pool_e", "pool_spell", "played", "discarded", "scored", "conquered",
              "first_turn", "turn_flags", "died_first", "blocked", "xp"):
        setattr(s, f, [0] * seats)
    s.pool_p = [(0,) * 7 for _ in range(seats)]
    s.turn = 0
    s.turn_no = 0
    s.phase = "setup"
    s.prio = -1
    s.passes = 0
    s.focus = -1
    s.showdown = None
    s.combat = None
    s.active = 0
    s.mulligan_left = 0
    s.last_dmg_src = -1
    s.clock = 0
    s.resolving = ()
    s.bf, s.units, s.ctrl, s.contest, s.facedown, s.staged = [], [], [], [], [], []
    rng = s.rng
    for p in range(seats):
        a, b = table.start[p], table.start[p] + table.main_n[p]
        champ = table.chosen[p]
        s.champ[p] = [champ]
        s.loc[champ] = CHAMP                                  # CR 112
        s.deck[p] = [c for c in range(a, b) if c != champ]
        s.runedeck[p] = list(table.rune_ids[p])
        for c in s.runedeck[p]:
            s.loc[c] = RUNEDECK
        lg = table.legend_id[p]
        s.legend[p] = [lg]
        s.loc[lg] = LEGEND                                    # CR 111
        s.reserve[p] = list(table.reserve[p])
        for c in s.reserve[p]:
            s.loc[c] = RESERVE
    # CR 115: turn order by a fair random method
    first = rng.below(seats)
    s.active = first
    s.turn = first
    # CR 113, 458.5, 460.5, 461.5, 462.5: the battlefields in play
    for p in s.seats_from(first):
        bfs = list(table.bf_ids[p])
        if not bfs:
            continue
        if mode in ("ffa4", "2v2") and p == first:
            pick = -1                                 # 461.4.b, 462.4.b: none from the first
        else:
            pick = bfs[rng.below(len(bfs))]
        for c in bfs:
            if c == pick:
                s.bf.append(c)
                s.units.append([])
                s.ctrl.append(-1)
                s.contest.append(-1)
                s.facedown.append(-1)
                s.staged.append(0)
                s.loc[c] = BFCARD
                s.at[c] = len(s.bf) - 1
            else:
                s.aside[p].append(c)
                s.loc[c] = ASIDE
    for p in range(seats):                                    # CR 114
        rng.shuffle(s.deck[p])
        rng.shuffle(s.runedeck[p])
        s.kn.dealt(s.deck[p], Z(p, ZDECK))
        s.kn.dealt(s.runedeck[p], Z(p, ZRUNES))
        s.kn.seen_all(s.champ[p] + s.legend[p] + s.reserve[p] + s.aside[p])
    s.kn.seen_all(s.bf)
    s.emit("start", ALL, first, list(s.bf))
    order = s.seats_from(first)
    s.stack.append(("start_game",))
    for p in reversed(order):
        s.stack.append(("mulligan", p))
    for p in order:                                           # CR 116: draw 4
        for _ in range(4):
            s.draw(p)
    s._run()
    return s


_ = (BANISH, BASE, CHAMP, FIELD, HAND, TRASH, ZHIDDEN, ALL)
