"""The WIXOSS heuristic bot (bot.py): it plays seeded games to the end, the same for a
seed, chooses only from what its seat sees (the same action on a state and on a
determinized copy of it), and beats the random bot. Outcomes only, never timings; the
500-game measure is bench/wixoss_bots.py."""

from __future__ import annotations

import pytest

import tcgsim
from tcgsim.agents import make_agent
from tcgsim.core.rng import Rng, derive_seed
from tcgsim.games.wixoss.bot import HeuristicAgent
from tcgsim.sim import play_one

PAIRS = [("wd01", "wd02"), ("wd02", "wd03"), ("wd03", "wd04"), ("wd04", "wd05"),
         ("wd05", "wd01"), ("wd03", "wd03")]


@pytest.fixture(scope="module")
def game():
    return tcgsim.game("wixoss")


def _decks(game, pair):
    return [game.deck(pair[0]), game.deck(pair[1])]


def test_the_game_offers_the_heuristic_bot(game):
    assert game.agents() == {"heuristic": HeuristicAgent}
    bot = make_agent(game, "heuristic", 5)
    assert isinstance(bot, HeuristicAgent) and bot.name == "heuristic"


@pytest.mark.parametrize("pair", PAIRS)
def test_the_heuristic_plays_seeded_games_to_the_end(game, pair):
    for k, other in enumerate(("random", "heuristic")):
        seed = derive_seed(11, PAIRS.index(pair) * 2 + k)
        agents = [make_agent(game, "heuristic", seed + 1), make_agent(game, other, seed + 2)]
        if k:
            agents.reverse()
        s = game.new_state(_decks(game, pair), seed=seed, log=False)
        n = 0
        while not s.is_terminal():
            me = s.current_player()
            aid = agents[me].act(s)
            assert aid in s.legal_ids(), (pair, seed, n, s.pending[1], aid)
            s.apply_id(aid)
            n += 1
        assert s.outcome.winner in (0, 1), (pair, seed, s.outcome)
        assert n < 2000


def test_the_heuristic_is_deterministic_for_a_seed(game):
    for pair in PAIRS[:3]:
        runs = []
        for _ in range(2):
            agents = [make_agent(game, "heuristic", 7), make_agent(game, "heuristic", 8)]
            s, actions = play_one(game, _decks(game, pair), 21, agents)
            runs.append((actions, s.outcome.winner, s.outcome.turns))
        assert runs[0] == runs[1]


@pytest.mark.parametrize("pair", PAIRS[:5])
def test_the_heuristic_chooses_the_same_on_a_determinized_copy(game, pair):
    """Every decision of a game: the bot's choice on the real state equals its choice on
    two re-deals of what its seat cannot see (the opponent's hand, both decks' order, the
    life cloth)."""
    rng = Rng(derive_seed(99, PAIRS.index(pair)))
    for seat in (0, 1):
        seed = derive_seed(31, PAIRS.index(pair) * 2 + seat)
        agents = [None, None]
        agents[seat] = HeuristicAgent(3)
        agents[1 - seat] = make_agent(game, "random", seed)
        s = game.new_state(_decks(game, pair), seed=seed, log=False)
        checked = 0
        while not s.is_terminal():
            me = s.current_player()
            aid = agents[me].act(s)
            if me == seat and len(s.legal_ids()) > 1:
                for _ in range(2):
                    d = s.determinize(me, rng)
                    assert d.legal_ids() == s.legal_ids()
                    got = HeuristicAgent(3).act(d)
                    assert got == aid, (pair, seed, s.decisions, s.pending[1], aid, got)
                checked += 1
            s.apply_id(aid)
        assert checked >= 20


def test_a_determinized_copy_really_differs_in_hidden_cards(game):
    """The check above is not vacuous: a re-deal moves the opponent's hidden cards."""
    s = game.new_state(_decks(game, PAIRS[0]), seed=4, log=False)
    bots = [HeuristicAgent(1), HeuristicAgent(2)]
    while s.turn_no < 3 and not s.is_terminal():
        s.apply_id(bots[s.current_player()].act(s))
    me = s.current_player()
    o = 1 - me
    rng = Rng(5)
    assert any(s.determinize(me, rng).hand[o] != s.hand[o] or
               s.determinize(me, rng).life[me] != s.life[me] for _ in range(5))


def test_the_heuristic_beats_random(game):
    names = game.deck_names()
    wins = 0
    for i in range(10):
        mine, theirs = names[i % 5], names[(i * 2 + 1) % 5]
        seat = i % 2
        gseed = derive_seed(2024, i)
        agents = [None, None]
        agents[seat] = make_agent(game, "heuristic", gseed + 1)
        agents[1 - seat] = make_agent(game, "random", gseed + 2)
        decks = [None, None]
        decks[seat], decks[1 - seat] = game.deck(mine), game.deck(theirs)
        s, _ = play_one(game, decks, gseed, agents)
        wins += s.outcome.winner == seat
    assert wins >= 8, f"the heuristic won {wins} of 10"
