"""Issue 9 §3: wixoss passes the core conformance suite on 300 seeds across the built-in
pairings (every deck on both seats): deep checks every 3 decisions (clone, round trip,
illegal actions refused, views, recall, re-deals played to the end), the swap test every
15, the same seed and actions giving the same log."""

import pytest

import tcgsim
from tcgsim.core.conformance import check_game, play_random

DECKS = ["wd01", "wd02", "wd03", "wd04", "wd05"]
PAIRS = [(a, b) for a in DECKS for b in DECKS if a != b]     # 20 ordered pairings


@pytest.mark.parametrize("part", range(20))
def test_conformance_300_seeds(part):
    """15 seeds per ordered pairing of two different starter decks: 300 seeds."""
    g = tcgsim.game("wixoss")
    a, b = PAIRS[part]
    rep = check_game(g, seeds=range(part * 15, (part + 1) * 15), decks=[g.deck(a), g.deck(b)],
                     deep_every=3)
    assert rep.seeds == 15


@pytest.mark.parametrize("name", DECKS)
def test_mirror_matches(name):
    """Each deck against itself (the same deck object on both seats)."""
    g = tcgsim.game("wixoss")
    d = g.deck(name)
    rep = check_game(g, seeds=range(900, 903), decks=[d, d], deep_every=3)
    assert rep.seeds == 3


def test_current_format():
    g = tcgsim.game("wixoss")
    rep = check_game(g, seeds=range(950, 956), format="current", deep_every=3)
    assert rep.seeds == 6


def test_every_random_game_ends():
    g = tcgsim.game("wixoss")
    for seed in range(60):
        s, ids = play_random(g, seed, log=False)
        assert s.is_terminal(), f"seed {seed} did not end"
        assert s.outcome.reason
