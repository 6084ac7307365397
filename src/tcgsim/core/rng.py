"""The seeded random generator that lives inside a game state.

SplitMix64: one 64-bit integer of state, so copying and saving it is free, and the
sequence is the same on every platform and Python version (unlike `random.Random`,
whose shuffle is an implementation detail). Never use the global `random` in rules code.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_BATCH = 1 << 32     # shuffle: one 64-bit value serves ranges whose product stays <= this


class Rng:
    __slots__ = ("s",)

    def __init__(self, seed: int = 0):
        self.s = seed & _MASK

    def next(self) -> int:
        """The next 64-bit value."""
        s = (self.s + _GAMMA) & _MASK
        self.s = s
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) (Lemire's multiply-shift; bias < n / 2**64)."""
        if n <= 0:
            raise ValueError("Rng.below needs n > 0")
        return (self.next() * n) >> 64

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place. One 64-bit value serves several positions: read as a
        fraction u of 2**64, position i takes floor(u * (i + 1)) and u keeps the fraction
        left over (Lemire's multiply-shift, batched as in Brackett-Rozinsky & Lemire,
        "Batched ranged random integer generation", 2024). A new value is drawn before the
        product of the ranges it serves passes 2**32, so every permutation's probability is
        within a factor 2**-32 of uniform; about 5 values shuffle a 50-card deck."""
        s = self.s
        r = 0
        room = _BATCH + 1                 # the product of the ranges r serves (over: draw)
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            room *= n
            if room > _BATCH:
                s = (s + _GAMMA) & _MASK
                z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                r = z ^ (z >> 31)
                room = n
            x = r * n
            j = x >> 64
            r = x & _MASK
            items[i], items[j] = items[j], items[i]
        self.s = s

    def spawn(self) -> "Rng":
        """An independent generator seeded from this one."""
        return Rng(self.next())

    def copy(self) -> "Rng":
        return Rng(self.s)


def derive_seed(seed: int, index: int) -> int:
    """A well-mixed 63-bit seed for game `index` of a batch started with `seed`."""
    r = Rng((seed * 0x2545F4914F6CDD1D + index) & _MASK)
    r.next()
    return r.next() >> 1
