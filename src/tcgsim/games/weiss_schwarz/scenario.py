"""Stacked Weiß Schwarz set-ups for rule and card tests (DESIGN §2: tests can script
outcomes). Cards are named by code; each code is taken from that seat's own deck.

    s = scenario(game, decks=[d, d], active=0, phase="main",
                 hand=[["Gid/WS02-TE06"], []], stage=[{0: "Gss/WS02-TE01"}, {}],
                 stock=[3, 0], clock=[["Gid/WS02-TE10"], []], deck_top=[["Gtd/WS02-TE11"], []])

`deck_top` lists cards on top of the deck, the first named on top. Zones given as a number
take that many cards from the rest of the deck. Everything not placed stays in the deck.
The state starts at the beginning of the given phase of `active`'s turn ("main",
"climax", "attack", "draw", "clock", "encore", "end").
"""

from __future__ import annotations

from ...core.errors import TcgsimError

PHASE_STEPS = {
    "draw": ("draw_phase",), "clock": ("clock_phase",), "main": ("main_phase",),
    "climax": ("climax_phase",), "attack": ("attack_phase",), "end": ("end_phase",),
}


def scenario(game, decks=None, *, active: int = 0, phase: str = "main", turn: int = 3,
             hand=None, stage=None, clock=None, level=None, stock=None, waiting=None,
             memory=None, climax=None, deck_top=None, status=None, seed: int = 0,
             log: bool = True):
    s = game.new_state(decks, seed=seed, log=log)
    n = s.T.n
    pools = [list(range(n)), list(range(n, 2 * n))]
    for p in (0, 1):
        pools[p].sort()
    taken = [set(), set()]

    def take(p: int, code: str) -> int:
        for c in pools[p]:
            if c not in taken[p] and s.T.cards[c].code == code:
                taken[p].add(c)
                return c
        raise TcgsimError(f"scenario: seat {p}'s deck has no (more) copies of {code}")

    def take_any(p: int) -> int:
        for c in reversed(pools[p]):
            if c not in taken[p]:
                taken[p].add(c)
                return c
        raise TcgsimError(f"scenario: seat {p}'s deck ran out")

    def zone(spec, p):
        if spec is None:
            return []
        v = spec[p]
        if isinstance(v, int):
            return [None] * v
        return list(v)

    for z in ("hand", "waiting", "clock", "level", "stock", "memory", "climax", "resolution"):
        setattr(s, z, [[], []])
    s.stage = [[-1] * 5, [-1] * 5]
    s.status = [[0] * 5, [0] * 5]
    s.markers = [[[] for _ in range(5)], [[] for _ in range(5)]]
    top = [[], []]
    for p in (0, 1):
        for code in zone(deck_top, p):
            top[p].append(take(p, code))
        if stage is not None:
            for slot, code in sorted(stage[p].items()):
                s.stage[p][slot] = take(p, code)
        if status is not None:
            for slot, st in status[p].items():
                s.status[p][slot] = st
        for z, spec in (("hand", hand), ("clock", clock), ("level", level), ("waiting", waiting),
                        ("memory", memory), ("climax", climax)):
            for code in zone(spec, p):
                getattr(s, z)[p].append(take(p, code) if code is not None else take_any(p))
        for code in zone(stock, p):
            s.stock[p].append(take(p, code) if code is not None else take_any(p))
        rest = [c for c in pools[p] if c not in taken[p]]
        s.deck[p] = rest + list(reversed(top[p]))
    s.turn, s.active, s.first = turn, active, 0
    s.attacks_made, s.atk, s.mods, s.pending_auto = 0, [], [], []
    s.refresh_due, s.losing = [0, 0], [False, False]
    s.phase = phase
    if phase not in PHASE_STEPS and phase != "encore":
        raise TcgsimError(f"scenario: unknown phase {phase!r}")
    s.stack = [("encore_step", active)] if phase == "encore" else [PHASE_STEPS[phase]]
    s.pending = None
    if s.log is not None:
        s.log.clear()
    s.reset_knowledge()
    s._run()
    return s


def card(state, p: int, code: str, zone: str = "hand") -> int:
    """The instance id of the first card with `code` in seat p's `zone`."""
    cards = state.stage[p] if zone == "stage" else getattr(state, zone)[p]
    for c in cards:
        if c >= 0 and state.T.cards[c].code == code:
            return c
    raise TcgsimError(f"no {code} in seat {p}'s {zone}")
