"""Stacked set-ups for scenario tests, puzzles and teaching (DESIGN §2: tests can script
outcomes). Cards are named by their data id ("G01", "BS3", ...).

    s = scenario(game, gandalf=["G01", "GS4", ...], balrog=["B01", ...], duel=0)
    s.apply(("place", s.card("G01")))
"""

from __future__ import annotations

from ...core.errors import TcgsimError
from .rules import FINAL, GANDALF, LotrState


def card_index(state: LotrState, cid: str) -> int:
    for i, c in enumerate(state.T.cards):
        if c.id == cid:
            return i
    raise TcgsimError(f"no card with id {cid!r} in this game's decks")


def scenario(game, gandalf, balrog, *, duel: int = 0, starter: int = GANDALF,
             energy=None, steps=(0, 0), winners=None, seed: int = 0, format=None,
             decks=None, log: bool = True) -> LotrState:
    """A state at the start of `duel` (0-2 preliminary, 3 final) with the given hands,
    `starter` to place first, and markers at `energy` (default: the duel's start space).
    Every other card waits in its owner's pile. `winners` are the earlier duels' winners
    (default: alternating, the last one the non-starter's opponent)."""
    s = game.new_state(decks, seed=seed, format=format, log=log)
    hands = [[card_index(s, c) for c in gandalf], [card_index(s, c) for c in balrog]]
    for p, h in enumerate(hands):
        if len(set(h)) != len(h):
            raise TcgsimError(f"scenario: a card appears twice in seat {p}'s hand")
        for c in h:
            if s.owner(c) != p:
                raise TcgsimError(f"scenario: card {s.T.cards[c].id} is not seat {p}'s")
    n = s.T.n_per_side
    s.piles = [[c for c in range(n) if c not in hands[0]],
               [c for c in range(n, 2 * n) if c not in hands[1]]]
    s.hands = hands
    s.set_aside = [[], []]
    s.duel = duel
    s.in_duel = True
    top = s.B.top if duel == FINAL else s.B.start
    s.energy = list(energy) if energy is not None else [top, top]
    s.steps = list(steps)
    s.starter = s.turn = starter
    s.duel_winners = list(winners) if winners is not None else \
        [(duel - i) % 2 for i in range(duel)]
    s.stack = [("next_placement",)]
    s.pending = None
    if s.log is not None:
        s.log.clear()
    s.reset_knowledge()
    s._run()
    return s
