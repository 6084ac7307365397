"""Bots work through the core API; the lotr-duel heuristic beats random (issue 2 §4)."""

import pytest

import tcgsim
from tcgsim.agents import GreedyAgent, RandomAgent, agent_names, make_agent
from tcgsim.core.errors import AgentError
from tcgsim.core.rng import derive_seed
from tcgsim.sim import play_one


def _match(game, a, b, n, seed=1):
    """Agent a's wins over n games, seats alternating."""
    decks = game.default_decks()
    wins = 0
    for i in range(n):
        gseed = derive_seed(seed, i)
        seat_a = i % 2
        agents = [None, None]
        agents[seat_a] = make_agent(game, a, gseed + 1)
        agents[1 - seat_a] = make_agent(game, b, gseed + 2)
        s, _ = play_one(game, decks, gseed, agents)
        wins += s.outcome.winner == seat_a
    return wins


def test_bot_names():
    g = tcgsim.game("lotr-duel")
    assert {"random", "greedy", "heuristic"} <= set(agent_names(g))
    with pytest.raises(AgentError, match="unknown bot 'nobody'"):
        make_agent(g, "nobody")


def test_agents_only_choose_legal_actions():
    g = tcgsim.game("lotr-duel")
    for name in ("random", "greedy", "heuristic"):
        agent = make_agent(g, name, 3)
        s = g.new_state(seed=5)
        while not s.is_terminal():
            aid = agent.act(s)
            assert aid in s.legal_ids()
            s.apply_id(aid)


def test_greedy_does_not_read_hidden_cards():
    """The greedy bot's choice depends only on what it may see: two states that differ
    only in the opponent's hidden cards get the same choice from equally seeded bots."""
    g = tcgsim.game("lotr-duel")
    from tcgsim.core.rng import Rng

    for seed in range(20):
        s = g.new_state(seed=seed)
        me = s.current_player()
        other = s.determinize(me, Rng(seed + 100))
        assert other.view(me) == s.view(me)
        assert GreedyAgent(7).act(s) == GreedyAgent(7).act(other)


def test_heuristic_beats_random_over_1000_games():
    g = tcgsim.game("lotr-duel")
    wins = _match(g, "heuristic", "random", 1000)
    assert wins >= 700, f"heuristic won only {wins} of 1000"


def test_greedy_beats_random():
    g = tcgsim.game("lotr-duel")
    assert _match(g, "greedy", "random", 200) > 120


def test_random_agent_is_seeded():
    g = tcgsim.game("lotr-duel")
    s1, a1 = play_one(g, g.default_decks(), 4, [RandomAgent(1), RandomAgent(2)])
    s2, a2 = play_one(g, g.default_decks(), 4, [RandomAgent(1), RandomAgent(2)])
    assert a1 == a2 and s1.outcome == s2.outcome


def test_mcts_beats_random_and_ignores_hidden_cards():
    from tcgsim.agents import MCTSAgent
    from tcgsim.core.rng import Rng

    g = tcgsim.game("lotr-duel")
    wins = 0
    for i in range(30):
        gseed = derive_seed(11, i)
        seat = i % 2
        agents = [None, None]
        agents[seat] = MCTSAgent(gseed, playouts=40, determinizations=2)
        agents[1 - seat] = make_agent(g, "random", gseed + 2)
        s, _ = play_one(g, g.default_decks(), gseed, agents)
        wins += s.outcome.winner == seat
    assert wins >= 24, f"mcts won only {wins} of 30"
    for seed in range(5):
        s = g.new_state(seed=seed)
        other = s.determinize(s.current_player(), Rng(seed + 50))
        assert MCTSAgent(3, playouts=30).act(s) == MCTSAgent(3, playouts=30).act(other)
