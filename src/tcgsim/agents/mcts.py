"""A search bot: determinized Monte Carlo tree search (UCT) through the core API only.

For each decision it re-deals what it cannot see (`state.determinize(me, rng)`) a few
times, grows a UCT tree over each re-dealt copy with random play-outs to the end of the
game, and takes the action with the most visits summed over the copies ("perfect
information Monte Carlo"). It never reads the real state's hidden cards. The budget is a
number of play-outs per decision, so it plays the same way on any machine.
"""

from __future__ import annotations

import math

from ..core.rng import Rng


class _Node:
    __slots__ = ("player", "children", "untried", "visits", "wins")

    def __init__(self, state, rng: Rng):
        self.player = state.current_player()
        self.children: dict[int, _Node] = {}
        ids = list(state.legal_ids())
        rng.shuffle(ids)
        self.untried = ids
        self.visits = 0
        self.wins = 0.0   # wins of the player who chose the move into this node


class MCTSAgent:
    name = "mcts"

    def __init__(self, seed: int = 0, playouts: int = 200, determinizations: int = 4,
                 exploration: float = 1.4, max_playout: int = 20_000):
        self.rng = Rng(seed)
        self.playouts = playouts
        self.determinizations = max(1, determinizations)
        self.c = exploration
        self.max_playout = max_playout

    def act(self, state) -> int:
        ids = state.legal_ids()
        if len(ids) == 1:
            return ids[0]
        me = state.current_player()
        visits = {a: 0 for a in ids}
        per_tree = max(1, self.playouts // self.determinizations)
        for _ in range(self.determinizations):
            base = state.determinize(me, self.rng)
            base.log = None
            root = _Node(base, self.rng)
            for _ in range(per_tree):
                self._iterate(base, root)
            for a, child in root.children.items():
                if a in visits:
                    visits[a] += child.visits
        best = max(visits.values())
        choices = [a for a in ids if visits[a] == best]
        return choices[self.rng.below(len(choices))]

    def _iterate(self, base, root: _Node) -> None:
        s = base.clone()
        node, path = root, [root]
        # selection
        while not node.untried and node.children and not s.is_terminal():
            ln = math.log(node.visits)
            c = self.c
            best, best_v = None, -1.0
            for a, ch in node.children.items():
                v = ch.wins / ch.visits + c * math.sqrt(ln / ch.visits)
                if v > best_v:
                    best, best_v = a, v
            s.apply_id(best)
            node = node.children[best]
            path.append(node)
        # expansion
        if node.untried and not s.is_terminal():
            a = node.untried.pop()
            s.apply_id(a)
            child = _Node(s, self.rng) if not s.is_terminal() else _leaf()
            node.children[a] = child
            path.append(child)
        # play-out
        rng = self.rng
        n = 0
        while not s.is_terminal() and n < self.max_playout:
            ids = s.legal_ids()
            s.apply_id(ids[rng.below(len(ids))])
            n += 1
        # an unfinished play-out (past max_playout) counts as a draw
        winners = s.outcome.winners if s.outcome is not None else ()
        # back-propagation: a node's wins belong to the player who moved into it; with any
        # number of seats, a win of the mover's seat (alone or with its team) counts 1, a
        # draw 1/2, another seat's win 0
        for i, nd in enumerate(path):
            nd.visits += 1
            if i > 0:
                mover = path[i - 1].player
                if not winners:
                    nd.wins += 0.5
                elif mover in winners:
                    nd.wins += 1.0


def _leaf() -> _Node:
    n = _Node.__new__(_Node)
    n.player, n.children, n.untried, n.visits, n.wins = None, {}, [], 0, 0.0
    return n
