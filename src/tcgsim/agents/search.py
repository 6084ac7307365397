"""The search bot: information-set Monte Carlo tree search, guided by the game's heuristic.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012) through the core API only:
every iteration re-deals what the bot cannot see (`state.determinize(me, rng)`, a world
consistent with everything its seat knows), walks one tree of action sequences in that
world, and adds one node. The tree is shared by all worlds: a node's children are the
options `(kind, id)` seen there, each with a count of the iterations in which it was
available, and the selection is UCB1 over the available children with that count in place
of the parent's visits. Every seat's node is chosen for that seat's own results, so the
opponents' replies are searched too (as the bot imagines them, from its own information).

The guidance is the game's own knowledge:
  - at every node the heuristic bot's choice (asked once per node, in the first world that
    reaches it) is expanded first and gets a progressive bias of `bias / (visits + 1)` in
    UCB1, so a short search plays like the heuristic and a longer one departs from it only
    where the play-outs say so,
  - an iteration plays on from the new node with the game's heuristic bot in every seat
    for at most `rollout` decisions (default: 100; forced decisions with one option are
    free; measured: much stronger than 8 or 40 against the WIXOSS heuristic),
  - then scores the position with `game.evaluate(state, seat)`, turned into a win
    probability by `0.5 + 0.5 * tanh(value / game.search_scale)`; a finished game scores
    1 / 0 / 0.5 (a team's win counts for every seat of the team).
A decision with one option is answered at once.

Budget: `think` seconds of wall clock per decision (the main knob: the bot starts no
iteration that its slowest one so far would carry past the deadline, and cuts a running
play-out at the deadline), or `playouts` iterations per
decision for reproducible runs: then nothing depends on the clock, and the same seed and
budget give the same moves on any machine. The move is the root option with the most
visits (ties: the first in the decision's order). The search stops early once that move is
settled: when the runner-up could not catch the leader even with every iteration left (the
play-outs left, or the time left at the mean iteration's pace), as Leela Zero's "smart
pruning" does. With a play-out budget the move is then exactly the one the whole budget
would give; the bot just answers sooner (`settle=False` turns it off).

No cycles: a search whose options score alike (moving a character and moving it back, in
Weiß Schwarz's main phase) could pick a free action that leads back to where it stood, for
ever. The bot remembers every position (its own view) at which it decided in this game, and
takes the most visited option that does not bring it back to one of them at its next
decision (tried in one re-dealt world, so nothing hidden is read); when every option does,
the most visited one.

`last_stats` holds the last decision's iterations, seconds and the root's visit counts.
"""

from __future__ import annotations

import hashlib
import json
import math
import time

from ..core.rng import Rng


class _Node:
    __slots__ = ("player", "children", "visits", "avail", "wins", "hint")

    def __init__(self, player):
        self.player = player          # the seat that moved INTO this node (None at the root)
        self.children: dict = {}
        self.hint = None              # (kind, id): the heuristic's choice here, when asked
        self.visits = 0
        self.avail = 0
        self.wins = 0.0


class SearchAgent:
    name = "search"

    def __init__(self, seed: int = 0, think: float | None = 1.0, playouts: int | None = None,
                 rollout: int = 100, exploration: float = 0.7, guided: bool = True,
                 bias: float = 1.0, settle: bool = True):
        if playouts is None and (think is None or think <= 0):
            raise ValueError("a search bot needs a time budget (think > 0) or playouts")
        self.rng = Rng(seed)
        self.seed = seed
        self.think = None if playouts is not None else float(think)
        self.playouts = playouts
        self.rollout = rollout
        self.c = exploration
        self.guided = guided
        self.bias = bias
        self.settle = settle
        self.last_stats: dict = {}
        self._bots = None
        self._seen: set = set()          # the positions of this game at which the bot decided
        self._decisions = -1             # the game's decision count at the last one

    # -- positions, for the cycle guard ------------------------------------------------------
    @staticmethod
    def _position(state, me) -> bytes:
        text = json.dumps(state.view(me), sort_keys=True, separators=(",", ":"), default=repr)
        return hashlib.blake2b(text.encode(), digest_size=16).digest()

    def _remember(self, state, me) -> None:
        n = getattr(state, "decisions", None)
        if n is None or n < self._decisions:      # another game (or its start again)
            self._seen.clear()
        self._decisions = -1 if n is None else n
        self._seen.add(self._position(state, me))

    def _returns(self, state, me, a) -> bool:
        """Does option `a` bring the bot back to a position at which it already decided
        (at its next decision with two options or more, before any other seat decides)?"""
        w = state.determinize(me, self.rng)
        w.log = None
        w.apply_id(a)
        while not w.is_terminal() and w.current_player() == me:
            ids = w.legal_ids()
            if len(ids) > 1:
                return self._position(w, me) in self._seen
            w.apply_id(ids[0])
        return False

    # -- the game's knowledge ------------------------------------------------------------
    def _heuristics(self, state) -> list:
        if self._bots is None:
            game = state.game
            factory = game.agents().get("heuristic")
            n = state.seat_count()
            if factory is None or not self.guided:
                from .random_agent import RandomAgent

                factory = RandomAgent
            self._bots = [factory(self.rng.next() >> 1) for _ in range(n)]
            self._scale = float(getattr(game, "search_scale", 10.0))
        return self._bots

    def _score(self, s, seats: int) -> list[float]:
        o = s.outcome
        if o is not None:
            if not o.winners:
                return [0.5] * seats
            return [1.0 if p in o.winners else 0.0 for p in range(seats)]
        ev = s.game.evaluate
        k = self._scale
        return [0.5 + 0.5 * math.tanh(ev(s, p) / k) for p in range(seats)]

    # -- the decision ---------------------------------------------------------------------
    def act(self, state) -> int:
        ids = state.legal_ids()
        if len(ids) == 1:
            return ids[0]
        t0 = time.perf_counter()
        deadline = None if self.think is None else t0 + self.think
        me = state.current_player()
        self._remember(state, me)
        bots = self._heuristics(state)
        seats = len(bots)
        root = _Node(None)
        kind = state.pending[1]
        n = 0
        slowest = 0.0                    # the longest iteration so far (time budget only)
        children = root.children
        while True:
            if self.playouts is not None:
                if n >= self.playouts:
                    break
                left = self.playouts - n
            else:
                now = time.perf_counter()
                if n > 0:
                    if now + slowest >= deadline:
                        break            # the next iteration could overrun the budget
                    left = (deadline - now) * n / (now - t0)
            if n >= 2 and self.settle and len(children) > 1:
                # the move is settled when the runner-up could not catch the leader even
                # if it got every iteration that is left
                top = second = 0
                for ch in children.values():
                    v = ch.visits
                    if v > top:
                        top, second = v, top
                    elif v > second:
                        second = v
                if top - second > left:
                    break
            self._iterate(state, me, root, bots, seats, deadline)
            n += 1
            if deadline is not None:
                slowest = max(slowest, time.perf_counter() - now)
        visits = {a: (root.children[(kind, a)].visits if (kind, a) in root.children else 0)
                  for a in ids}
        ranked = sorted(ids, key=lambda a: -visits[a])    # ties: the decision's order
        best = next((a for a in ranked if not self._returns(state, me, a)), ranked[0])
        self.last_stats = {"iterations": n, "seconds": time.perf_counter() - t0,
                           "visits": visits}
        return best

    def _iterate(self, state, me, root, bots, seats, deadline) -> None:
        s = state.determinize(me, self.rng)
        s.log = None
        node, path = root, [root]
        c = self.c
        bias = self.bias
        # selection and expansion, in this world (cut at the deadline: the position
        # reached is then scored as it stands)
        clock = time.perf_counter
        while not s.is_terminal():
            if deadline is not None and clock() >= deadline:
                break
            ids = s.legal_ids()
            if len(ids) == 1:
                s.apply_id(ids[0])
                continue
            p = s.pending[0]
            kind = s.pending[1]
            children = node.children
            hint = node.hint
            if self.guided and (hint is None or hint[0] != kind):
                hint = node.hint = (kind, bots[p].act(s))
            hinted = hint[1] if hint is not None else None
            untried = None
            best, best_v = None, -1.0
            for a in ids:
                ch = children.get((kind, a))
                if ch is None:
                    if untried is None or a == hinted:
                        untried = a
                    continue
                ch.avail += 1
                v = ch.wins / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if a == hinted:
                    v += bias / (ch.visits + 1)
                if v > best_v:
                    best, best_v = ch, v
                    best_a = a
            if untried is not None:
                # expand: the heuristic's choice first, then the others in the decision's order
                a = untried
                child = children[(kind, a)] = _Node(p)
                child.avail = 1
                s.apply_id(a)
                path.append(child)
                break
            s.apply_id(best_a)
            node = best
            path.append(node)
        # play-out: the heuristic in every seat, a few decisions, then the evaluation
        left = self.rollout
        while left > 0 and not s.is_terminal():
            if deadline is not None and time.perf_counter() >= deadline:
                break
            ids = s.legal_ids()
            if len(ids) == 1:
                s.apply_id(ids[0])
                continue
            s.apply_id(bots[s.pending[0]].act(s))
            left -= 1
        score = self._score(s, seats)
        for nd in path[1:]:
            nd.visits += 1
            nd.wins += score[nd.player]
        root.visits += 1
