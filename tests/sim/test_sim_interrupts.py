"""Batch simulation stopped by Ctrl-C, and games that do not end (issue 7, findings 1, 5).

Ctrl-C is sent for real (`signal.raise_signal`) from the progress callback, so it lands
in the main process's loop at a known point; every test is bounded by a deadline (an
interval timer) so a hang fails instead of blocking the suite.
"""

import multiprocessing
import signal
import time
from contextlib import contextmanager

import pytest

from tcgsim.core.errors import SimulationError
from tcgsim.core.game import game as get_game
from tcgsim.sim import BatchInterrupted, play_game, play_one, run_batch
from tcgsim.sim import interrupts
from tcgsim.agents import make_agent

BIG = 1_000_000          # a batch no test could finish: only an interrupt ends it


@contextmanager
def deadline(seconds):
    """Fail (TimeoutError) instead of hanging when the block takes longer than this."""
    def expired(signum, frame):
        raise TimeoutError(f"the test did not finish within {seconds} s")

    old = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


@pytest.fixture(autouse=True)
def python_default_sigint():
    """Each test starts with Python's own SIGINT handler (a run in the background may
    ignore SIGINT) and must leave it as it found it."""
    old = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler   # restored
    finally:
        signal.signal(signal.SIGINT, old)


def ctrl_c_after(n, times=1):
    """A progress callback that presses Ctrl-C `times` times once `n` games have ended."""
    seen = [0]

    def progress(k):
        seen[0] += k
        if seen[0] >= n and seen[0] - k < n:
            for _ in range(times):
                signal.raise_signal(signal.SIGINT)
    return progress


def same_as_uninterrupted(batch, seed, agents):
    """Every game an interrupted batch reports is the game an uninterrupted one plays."""
    game = get_game(batch.game)
    decks = game.default_decks()
    for r in batch.results[:: max(1, len(batch.results) // 25)] + batch.results[-3:]:
        assert r == play_game(game, decks, seed, agents, r.index)


@pytest.mark.parametrize("jobs", [1, 2])
def test_ctrl_c_stops_the_batch_at_once_and_keeps_the_games_that_ended(jobs):
    agents = ("heuristic", "random")
    with deadline(60):
        with pytest.raises(BatchInterrupted) as info:
            run_batch("lotr-duel", BIG, seed=4, agents=agents, jobs=jobs,
                      progress=ctrl_c_after(30))
    batch = info.value.batch
    assert batch.partial and batch.games_requested == BIG
    assert 30 <= batch.games < BIG
    idx = [r.index for r in batch.results]
    assert idx == sorted(set(idx))
    same_as_uninterrupted(batch, 4, agents)
    s = batch.to_dict()["summary"]
    assert s["partial"] is True and s["games_requested"] == BIG
    assert s["games_finished"] == s["games"] == batch.games
    assert multiprocessing.active_children() == []        # every worker has ended


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_second_ctrl_c_neither_hangs_nor_loses_the_results(jobs):
    with deadline(60):
        with pytest.raises(BatchInterrupted) as info:
            run_batch("lotr-duel", BIG, seed=5, agents=("random", "random"), jobs=jobs,
                      progress=ctrl_c_after(20, times=3))
    assert info.value.batch.partial and info.value.batch.games >= 20
    same_as_uninterrupted(info.value.batch, 5, ("random", "random"))
    assert multiprocessing.active_children() == []


def test_interrupted_games_are_the_same_whatever_the_jobs():
    with deadline(60):
        full = run_batch("lotr-duel", 120, seed=8, agents=("greedy", "random"), jobs=1)
        with pytest.raises(BatchInterrupted) as info:
            run_batch("lotr-duel", BIG, seed=8, agents=("greedy", "random"), jobs=2,
                      chunk=7, progress=ctrl_c_after(40))
    by_index = {r.index: r for r in full.results}
    part = [r for r in info.value.batch.results if r.index in by_index]
    assert len(part) >= 20
    assert all(r == by_index[r.index] for r in part)


def test_a_batch_that_is_not_interrupted_is_not_partial():
    b = run_batch("lotr-duel", 10, seed=1, agents=("random", "random"), jobs=2)
    s = b.summary()
    assert not b.partial and s["partial"] is False
    assert s["games_requested"] == s["games_finished"] == s["games"] == 10


def test_a_worker_that_dies_is_an_error_not_a_hang():
    def progress(k):
        for p in multiprocessing.active_children():
            p.kill()

    with deadline(60):
        with pytest.raises(SimulationError, match="stopped unexpectedly.*seed 3"):
            run_batch("lotr-duel", BIG, seed=3, agents=("random", "random"), jobs=2,
                      progress=progress)
    assert multiprocessing.active_children() == []


# ---- finding 5: the decision cap --------------------------------------------------------

def test_the_decision_cap_raises_simulation_error_naming_the_seed():
    g = get_game("lotr-duel")
    agents = [make_agent(g, "random", 1), make_agent(g, "random", 2)]
    with pytest.raises(SimulationError, match=r"seed 1234\b.*within 3 decisions"):
        play_one(g, g.default_decks(), 1234, agents, max_decisions=3)
    with pytest.raises(SimulationError, match=r"game 7 \(seed 99\)"):
        play_one(g, g.default_decks(), 99, agents, max_decisions=3, index=7)


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_batch_past_the_decision_cap_names_the_game_and_its_seed(jobs):
    with deadline(60):
        with pytest.raises(SimulationError) as info:
            run_batch("lotr-duel", 40, seed=2, agents=("random", "random"), jobs=jobs,
                      max_decisions=3)
    msg = str(info.value)
    assert "did not end within 3 decisions" in msg
    import re
    m = re.search(r"game (\d+) \(seed (\d+)\)", msg)
    assert m, msg
    from tcgsim.core.rng import derive_seed
    assert int(m.group(2)) == derive_seed(2, int(m.group(1)))   # the seed replays that game
    assert multiprocessing.active_children() == []


# ---- the Ctrl-C policy ------------------------------------------------------------------

def test_first_ctrl_c_raises_later_ones_are_ignored_until_the_block_ends():
    with deadline(30):
        with interrupts.sigint_once():
            with pytest.raises(KeyboardInterrupt):
                signal.raise_signal(signal.SIGINT)
                time.sleep(5)
            signal.raise_signal(signal.SIGINT)      # ignored: already stopping
            signal.raise_signal(signal.SIGINT)
            assert interrupts.interrupted()
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_deferred_ctrl_c_only_sets_the_token():
    with deadline(30):
        with interrupts.sigint_once(), interrupts.deferred() as token:
            signal.raise_signal(signal.SIGINT)
            for _ in range(100):
                pass                                # no KeyboardInterrupt anywhere here
            assert token.hit
