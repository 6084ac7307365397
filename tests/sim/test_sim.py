"""Batch simulation: seeded, the same whatever the number of processes (issue 2 §4)."""

from tcgsim.sim import run_batch, wilson


def test_same_seed_same_results_whatever_the_jobs():
    one = run_batch("lotr-duel", 40, seed=9, agents=("heuristic", "random"), jobs=1)
    two = run_batch("lotr-duel", 40, seed=9, agents=("heuristic", "random"), jobs=2)
    assert one.to_dict() == two.to_dict()
    assert [r.index for r in one.results] == list(range(40))


def test_seats_alternate_and_summary_adds_up():
    b = run_batch("lotr-duel", 30, seed=2, agents=("greedy", "random"), jobs=1)
    assert [r.seats[0] for r in b.results[:4]] == ["greedy", "random", "greedy", "random"]
    s = b.summary()
    assert s["per_agent"][0]["wins"] + s["per_agent"][1]["wins"] + s["draws"] == 30
    assert sum(s["seat_wins"]) + s["draws"] == 30
    assert sum(x["games"] for x in s["per_agent"][0]["wins_by_seat"]) == 30
    lo, hi = s["per_agent"][0]["ci95"]
    assert 0 <= lo <= s["per_agent"][0]["win_rate"] <= hi <= 1


def test_different_seeds_differ():
    a = run_batch("lotr-duel", 20, seed=1, agents=("random", "random"))
    b = run_batch("lotr-duel", 20, seed=2, agents=("random", "random"))
    assert [r.seed for r in a.results] != [r.seed for r in b.results]


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert 0.40 < lo < 0.5 < hi < 0.60
    assert wilson(0, 0) == (0.0, 1.0)
