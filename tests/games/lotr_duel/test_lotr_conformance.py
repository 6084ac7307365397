"""DESIGN §5: lotr-duel passes the core conformance suite on hundreds of seeds."""

import pytest

import tcgsim
from tcgsim.core.conformance import check_game, play_random


@pytest.mark.parametrize("part", range(6))
def test_conformance_300_seeds_standard(part):
    """300 seeds in 6 parts (so parallel test runs share them out)."""
    rep = check_game(tcgsim.game("lotr-duel"), seeds=range(part * 50, (part + 1) * 50))
    assert rep.seeds == 50
    # both sides win some random games: the reconstruction is playable from both seats
    assert rep.outcomes.get("0", 0) > 0 and rep.outcomes.get("1", 0) > 0


def test_conformance_english_translation_format():
    rep = check_game(tcgsim.game("lotr-duel"), seeds=range(1000, 1060),
                     format="english-translation")
    assert rep.seeds == 60


def test_every_random_game_ends_within_four_duels():
    g = tcgsim.game("lotr-duel")
    for seed in range(200):
        s, ids = play_random(g, seed, log=False)
        assert s.is_terminal()
        assert 1 <= len(s.duel_winners) <= 4
        assert s.outcome.winner in (0, 1)
        assert len(ids) < 100
