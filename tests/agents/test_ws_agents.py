"""Issue 3 §3: the Weiß Schwarz heuristic bot beats random at least 80 % over 500 games."""

import tcgsim
from tcgsim.agents import make_agent
from tcgsim.core.rng import derive_seed
from tcgsim.sim import play_one

DECKS = ["dengeki-ws02", "5hy-yotsuba", "5hy-nino", "jj-passione"]


def test_heuristic_beats_random_over_500_games():
    g = tcgsim.game("weiss-schwarz")
    wins = 0
    for i in range(500):
        d = g.deck(DECKS[i % 4])
        gseed = derive_seed(3, i)
        seat = i % 2
        agents = [None, None]
        agents[seat] = make_agent(g, "heuristic", gseed + 1)
        agents[1 - seat] = make_agent(g, "random", gseed + 2)
        s, _ = play_one(g, [d, d], gseed, agents)
        wins += s.outcome.winner == seat
    assert wins >= 400, f"heuristic won {wins} of 500"


def test_greedy_plays_weiss_schwarz_to_the_end():
    g = tcgsim.game("weiss-schwarz")
    d = g.deck("jj-passione")
    s, actions = play_one(g, [d, d], 4, [make_agent(g, "greedy", 1), make_agent(g, "random", 2)])
    assert s.is_terminal() and actions
