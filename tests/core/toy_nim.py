"""A toy game (Nim with a hidden hand) used to test the core without any real game."""

from tcgsim.core.actions import ALL
from tcgsim.core.game import Game
from tcgsim.core.rng import Rng
from tcgsim.core.state import State


class NimDeck:
    name = "nim"

    def to_dict(self):
        return {"name": "nim"}


class NimState(State):
    """Players alternately take 1-3 stones; whoever takes the last stone wins. Each player
    also holds a hidden 'secret' card, shuffled from a pool, that nobody else sees."""

    __slots__ = ("stones", "turn", "secrets", "pool")

    def step_turn(self):
        if self.stones == 0:
            self.finish(1 - self.turn, "took the last stone", 0)
            return
        opts = [n for n in (1, 2, 3) if n <= self.stones]
        self.decide(self.turn, "take", opts, ("took",))

    def step_took(self, n):
        self.stones -= n
        self.emit("take", ALL, self.turn, n)
        self.emit("secret", self.turn, self.secrets[self.turn])
        self.turn = 1 - self.turn
        self.stack.append(("turn",))

    def label(self, kind, aid):
        return f"take {aid}"

    def view(self, p):
        return {"stones": self.stones, "turn": self.turn, "my_secret": self.secrets[p],
                "pool": len(self.pool)}

    def all_cards(self):
        return sorted(self.secrets + self.pool)

    def clone(self):
        n = NimState.__new__(NimState)
        self._copy_base_into(n)
        n.stones, n.turn, n.secrets, n.pool = self.stones, self.turn, self.secrets[:], self.pool[:]
        return n

    def to_dict(self):
        d = self._base_to_dict()
        d.update(stones=self.stones, turn=self.turn, secrets=list(self.secrets), pool=list(self.pool))
        return d

    # ---- what the conformance suite reads about hidden places ------------------------
    def card_owner(self, c):
        return 0                      # any two cards may trade places

    def card_places(self):
        out = {c: ("pool", i) for i, c in enumerate(self.pool)}
        for p, c in enumerate(self.secrets):
            out[c] = (f"secret:{p}", 0)
        return out

    def hidden_zones(self, p):
        return {"pool", f"secret:{1 - p}"}

    def knowledge(self, p):
        return {"exact": [], "pools": [[sorted([self.secrets[1 - p]] + self.pool),
                                        sorted(self.hidden_zones(p))]]}

    def relabel(self, perm, fixed_viewer=None):
        self.secrets = [perm.get(c, c) for c in self.secrets]
        self.pool = [perm.get(c, c) for c in self.pool]

    def determinize(self, p, rng):
        s = self.clone()
        hidden = sorted([s.secrets[1 - p]] + s.pool)
        rng.shuffle(hidden)
        s.secrets[1 - p] = hidden[0]
        s.pool = hidden[1:]
        s.rng = Rng(rng.next())
        return s


class Nim(Game):
    name = "toy-nim"
    title = "Nim"

    def deck_names(self):
        return ["nim"]

    def default_decks(self):
        return [NimDeck(), NimDeck()]

    def new_state(self, decks=None, seed=0, format=None, log=True):
        s = NimState.__new__(NimState)
        s._init_base(self, seed, log)
        s.stones = 7 + s.rng.below(10)
        s.turn = 0
        pool = list(range(10))
        s.rng.shuffle(pool)
        s.secrets, s.pool = pool[:2], pool[2:]
        s.stack.append(("turn",))
        s._run()
        return s

    def state_from_dict(self, d):
        s = NimState.__new__(NimState)
        s._base_from_dict(self, d)
        s.stones, s.turn, s.secrets, s.pool = d["stones"], d["turn"], list(d["secrets"]), list(d["pool"])
        return s

    def evaluate(self, state, player):
        return 0.0
