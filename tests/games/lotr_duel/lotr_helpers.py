"""Shared helpers for the scenario tests of The Lord of the Rings: The Duel (seed 002).

Cards are named by their data id ("G01", "BS3", ...). Edges are written defence|attack,
top row first, "X" a symbol and "." a blank (data/gandalf.toml, data/balrog.toml).
"""

from __future__ import annotations

import tcgsim
from tcgsim.core.actions import ALL
from tcgsim.games.lotr_duel.scenario import card_index, scenario

GAME = tcgsim.game("lotr-duel")
GANDALF, BALROG = 0, 1
TOP, START, FLOOR = 16, 15, -2

# Chains of normal cards in which every attack edge equals the next card's defence
# edge: every exchange costs nothing (seed 002 §3.1, symbol/symbol and blank/blank).
NEUTRAL_G12 = ["G02", "B08", "G03", "B15", "G04", "B09", "G09", "B07", "G07", "B06",
               "G01", "B18"]                                      # Gandalf starts
NEUTRAL_B12 = ["B02", "G10", "B03", "G11", "B10", "G14", "B05", "G15", "B21", "G07",
               "B09", "G02"]                                      # the Balrog starts
NEUTRAL_G18 = ["G05", "B07", "G07", "B09", "G09", "B20", "G02", "B08", "G03", "B15",
               "G04", "B19", "G08", "B06", "G01", "B18", "G18", "B01"]  # final, Gandalf starts


def split(chain, extra_g=(), extra_b=()):
    """The two hands that play `chain` (plus extra cards to make 9)."""
    g = [c for c in chain if c.startswith("G")] + list(extra_g)
    b = [c for c in chain if c.startswith("B")] + list(extra_b)
    return g, b


def setup(gandalf, balrog, **kw):
    """A stacked state at the start of a duel (scenario.scenario)."""
    return scenario(GAME, gandalf=list(gandalf), balrog=list(balrog), **kw)


def cid(s, name) -> int:
    return name if isinstance(name, int) else card_index(s, name)


def ids(s, names) -> list[int]:
    return [cid(s, n) for n in names]


def name(s, c) -> str | None:
    return None if c < 0 else s.T.cards[c].id


def names(s, cs) -> list:
    return [name(s, c) for c in cs]


def row(s) -> list:
    """The row by data id, None for the gap left by the Balrog's Defense."""
    return names(s, s.row)


def hand(s, p) -> list[str]:
    return sorted(names(s, s.hands[p]))


def act(s, kind: str, card) -> None:
    """Answer the pending decision, which must be of `kind`. `card` is a data id, an
    instance id, or (for starter/offer) the option id."""
    assert s.pending is not None, f"no decision pending (outcome {s.outcome})"
    assert s.pending[1] == kind, f"pending decision is {s.pending[:3]}, not {kind!r}"
    s.apply((kind, cid(s, card)))


def place(s, *cards) -> None:
    """Place cards one after the other; each must be the pending player's own card. A card
    the engine placed without asking (the only card left to place) is passed over if it
    already lies in the row."""
    for c in cards:
        i = cid(s, c)
        if i in s.row and (s.pending is None or i not in s.pending[2]):
            continue
        assert s.pending is not None and s.pending[1] == "place", \
            f"expected a place decision before {c}; pending {s.pending and s.pending[:3]}"
        assert s.pending[0] == s.owner(i), f"{c} is not the pending player's card"
        s.apply(("place", i))


def events(s, kind: str) -> list[tuple]:
    return [e for e in s.log if e[0] == kind]


def opp_hand_known(s, p) -> list[int]:
    return s.view(p)["opponent"]["hand"]["known"]


def exchange_loss(s, attack_mask: int, card: int) -> int:
    """Total energy an exchange would cost (both sides), for the gentle policy."""
    d = s.T.dmask[card]
    return bin(attack_mask & ~d & 15).count("1") + bin(~attack_mask & d & 15).count("1")


def gentle(s) -> int:
    """A deterministic policy: place the card costing the least energy; otherwise the
    first option (starter 0 = the chooser starts, offer 0 = placed now, first keep...)."""
    p, kind, opts, _ = s.pending
    if kind == "place" and s.row and s.gap < 0:
        return min(opts, key=lambda c: (exchange_loss(s, s.row_attack[-1], c), c))
    return opts[0]


def play_until(s, stop, policy=gentle, limit=200) -> None:
    """Answer decisions with `policy` until stop(s) is true or the game is over."""
    for _ in range(limit):
        if s.outcome is not None or stop(s):
            return
        s.apply((s.pending[1], policy(s)))
    raise AssertionError("play_until: too many decisions")


__all__ = ["GAME", "GANDALF", "BALROG", "TOP", "START", "FLOOR", "ALL", "NEUTRAL_G12",
           "NEUTRAL_B12", "NEUTRAL_G18", "split", "setup", "cid", "ids", "name", "names",
           "row", "hand", "act", "place", "events", "opp_hand_known", "gentle",
           "play_until", "scenario", "card_index"]
