"""The search bot (issue 14), with small play-out budgets: it reads nothing its seat cannot
see (handed a re-dealt world it plays the same moves), the same seed and budget give the
same moves, and it plays whole games of every game and format. No timing is asserted."""

from __future__ import annotations

import pytest

import tcgsim
from tcgsim.agents import LEVELS, SearchAgent, agent_names, make_agent
from tcgsim.core.errors import AgentError
from tcgsim.core.game import seat_decks
from tcgsim.core.rng import Rng

CASES = [("lotr-duel", None), ("weiss-schwarz", None), ("wixoss", None), ("riftbound", None),
         ("riftbound", "ffa3"), ("riftbound", "2v2")]


def positions(game, fmt, seed, every, limit):
    """Seeded random positions of one game: every `every`-th decision with two options or
    more, at most `limit` of them."""
    s = game.new_state(seat_decks(game, fmt), seed=seed, format=fmt, log=False)
    rng = Rng(seed + 17)
    n = out = 0
    while not s.is_terminal() and out < limit:
        ids = s.legal_ids()
        if len(ids) > 1:
            n += 1
            if n % every == 0:
                out += 1
                yield s
        s.apply_id(ids[rng.below(len(ids))])


@pytest.mark.parametrize("name,fmt", CASES)
def test_a_re_dealt_world_gets_the_same_moves(name, fmt):
    """What the bot does depends only on what its seat knows: the real state and a world
    re-dealt for its seat (every card it cannot see re-sampled) get the same move."""
    g = tcgsim.game(name)
    checked = 0
    for seed in (3, 4):
        for s in positions(g, fmt, seed, every=9, limit=4):
            me = s.current_player()
            world = s.determinize(me, Rng(seed * 31 + checked))
            assert world.legal_ids() == s.legal_ids()
            a = SearchAgent(seed, playouts=24, rollout=4).act(s)
            b = SearchAgent(seed, playouts=24, rollout=4).act(world)
            assert a == b, f"{name} seed {seed}: {a} on the real state, {b} in a re-dealt world"
            checked += 1
    assert checked >= 4


@pytest.mark.parametrize("name,fmt", CASES[:4])
def test_the_same_seed_and_budget_give_the_same_moves(name, fmt):
    g = tcgsim.game(name)
    for s in positions(g, fmt, 8, every=7, limit=3):
        one, two = SearchAgent(5, playouts=30), SearchAgent(5, playouts=30)
        assert one.act(s) == two.act(s)
        assert one.last_stats["visits"] == two.last_stats["visits"]
        n = one.last_stats["iterations"]
        assert n <= 30 and sum(one.last_stats["visits"].values()) == n
        whole = SearchAgent(5, playouts=30, settle=False)
        assert whole.act(s) in s.legal_ids() and whole.last_stats["iterations"] == 30


@pytest.mark.parametrize("name", ["lotr-duel", "wixoss"])
def test_a_settled_search_stops_early_with_the_move_the_whole_budget_gives(name):
    """Stopping once the runner-up cannot catch the leader in the play-outs left changes
    the time, never the move: on the same positions, with the same generator state, the
    early stop and the whole budget choose alike, and the early stop does happen."""
    g = tcgsim.game(name)
    early = 0
    for seed in (1, 2):
        for s in positions(g, None, seed, every=4, limit=6):
            settled, whole = SearchAgent(seed, playouts=60), SearchAgent(seed, playouts=60,
                                                                      settle=False)
            assert settled.act(s) == whole.act(s)
            n = settled.last_stats["iterations"]
            early += n < 60
            # up to the stop both searched alike
            assert sum(settled.last_stats["visits"].values()) == n
    assert early >= 1


def test_it_plays_whole_games_and_its_move_is_the_most_visited():
    g = tcgsim.game("lotr-duel")
    s = g.new_state(g.default_decks(), seed=2, log=False)
    bot = SearchAgent(1, playouts=20)
    other = make_agent(g, "heuristic", 2)
    while not s.is_terminal():
        if s.current_player() == 0:
            a = bot.act(s)
            if len(s.legal_ids()) > 1:
                v = bot.last_stats["visits"]
                assert v[a] == max(v.values())
        else:
            a = other.act(s)
        s.apply_id(a)
    assert s.outcome is not None


def test_a_time_budget_stops_the_search():
    g = tcgsim.game("weiss-schwarz")
    s = next(positions(g, None, 2, every=5, limit=1))
    bot = SearchAgent(1, think=0.05)
    assert bot.act(s) in s.legal_ids()
    assert bot.last_stats["iterations"] >= 1


def test_levels_and_budgets_by_name():
    g = tcgsim.game("wixoss")
    assert set(LEVELS) <= set(agent_names(g))
    assert make_agent(g, "search:40p", 1).playouts == 40
    assert make_agent(g, "search:0.25", 1).think == 0.25
    assert make_agent(g, "hard", 1).think > make_agent(g, "normal", 1).think
    s = next(positions(g, None, 1, every=3, limit=1))
    assert make_agent(g, "easy", 1).act(s) in s.legal_ids()
    for bad in ("search:", "search:-1", "search:0p", "search:fast"):
        with pytest.raises(AgentError, match="bad search budget"):
            make_agent(g, bad, 1)


def test_it_never_decides_twice_in_the_same_position():
    """The cycle guard: a bot whose search cannot tell moves apart (one unguided play-out:
    it takes the first option) would move a Weiß Schwarz character back and forth in its
    main phase for ever. It does not go back to a position at which it already decided
    while another option does not (and ending the main phase never does), so it
    tries each arrangement of its stage at most once and the main phase ends."""
    import json
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "weiss_schwarz"))
    from ws_helpers import Y0, Y0B, Y1, make

    s = make(stage=[{0: Y0, 1: Y0B, 3: Y1}, {}])
    bot = SearchAgent(1, playouts=1, guided=False)
    seen = []
    while s.phase == "main" and len(seen) < 2000:
        assert s.current_player() == 0
        ids = s.legal_ids()
        if len(ids) > 1:
            seen.append(json.dumps(s.view(0), sort_keys=True, default=repr))
        s.apply_id(bot.act(s) if len(ids) > 1 else ids[0])
    assert s.phase != "main", "the bot was still moving characters after 2000 decisions"
    from collections import Counter
    assert len(seen) > 2                                          # it moved characters
    # only a decision where every option goes back returns (a "move" decision when every
    # arrangement has been tried: the main phase it returns to then ends)
    assert max(Counter(seen).values()) <= 2 and len(seen) - len(set(seen)) <= 1
