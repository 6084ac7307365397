"""The core conformance suite on Riftbound (DESIGN §5): 300 seeded duels across the starter
deck pairings, and 50 games of each other mode (three- and four-player free-for-all, 2v2):
determinism, clone and round trip, no card lost, illegal actions refused, hidden
information kept hidden (views, determinize, perfect recall, the swap test)."""

from __future__ import annotations

import pytest

import tcgsim
from tcgsim.core.conformance import check_game, play_random

DECKS = ["jinx", "viktor", "lee-sin", "annie", "lux", "garen", "master-yi"]
PAIRS = [(a, b) for a in DECKS for b in DECKS if a != b]           # 42 ordered pairings


@pytest.mark.parametrize("part", range(20))
def test_duels(part):
    g = tcgsim.game("riftbound")
    a, b = PAIRS[(part * 2) % len(PAIRS)], PAIRS[(part * 2 + 1) % len(PAIRS)]
    for k, (x, y) in enumerate((a, b)):
        seeds = range(part * 15 + k * 8, part * 15 + min(15, (k + 1) * 8))
        rep = check_game(g, seeds=seeds, decks=[g.deck(x), g.deck(y)], deep_every=3)
        assert rep.seeds == len(seeds)


def _mode_decks(g, fmt, k):
    n = g.seat_count(fmt)
    return [g.deck(DECKS[(k + i) % len(DECKS)]) for i in range(n)]


@pytest.mark.parametrize("fmt", ["ffa3", "ffa4", "2v2"])
@pytest.mark.parametrize("part", range(5))
def test_other_modes(fmt, part):
    g = tcgsim.game("riftbound")
    for k in range(10):
        seed = 5000 + part * 10 + k
        rep = check_game(g, seeds=[seed], decks=_mode_decks(g, fmt, seed), format=fmt,
                         deep_every=9, swap_every=4, swap_horizon=25)
        assert rep.seeds == 1


def test_mirror_match():
    g = tcgsim.game("riftbound")
    d = g.deck("annie")
    assert check_game(g, seeds=range(900, 903), decks=[d, d], deep_every=3).seeds == 3


@pytest.mark.parametrize("fmt", ["duel", "ffa3", "ffa4", "2v2"])
def test_every_random_game_ends_with_a_winner(fmt):
    g = tcgsim.game("riftbound")
    for seed in range(40):
        decks = _mode_decks(g, fmt, seed)
        s, taken = play_random(g, seed, decks=decks, format=fmt, log=False)
        assert s.is_terminal(), (fmt, seed)
        assert s.outcome.winner is not None
        if fmt == "2v2":
            assert len(s.outcome.winners) == 2
            assert s.outcome.winners[0] % 2 == s.outcome.winners[1] % 2   # teammates
            assert "11 points" in s.outcome.reason or "Plaza" in s.outcome.reason
