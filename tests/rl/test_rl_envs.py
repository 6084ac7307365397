"""The PettingZoo and Gymnasium environments of every game and format, under the field's own
test kits (pettingzoo.test.api_test and seed_test, gymnasium's check_env) and ours: rewards
are the engine's outcome, `max_cycles` truncates, illegal actions are refused or lost as
documented, bad arguments get clear errors, and docs/rl.md shows every encoding as it is.

PettingZoo's `max_cycles_test` needs a parallel environment; a turn-based card game has
none (one seat decides at a time, sometimes several times in a row), as PettingZoo's own
classic games have none, so the AEC half of that test is run here with masked actions."""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

import gymnasium  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

from tcgsim.core.errors import IllegalActionError, TcgsimError  # noqa: E402
from tcgsim.rl import aec_env, encoding, gym_env  # noqa: E402

CASES = [("lotr-duel", None), ("weiss-schwarz", None), ("wixoss", "standard"),
         ("wixoss", "current"), ("riftbound", "duel"), ("riftbound", "ffa3"),
         ("riftbound", "ffa4"), ("riftbound", "2v2")]
IDS = [f"{g}-{f or 'standard'}" for g, f in CASES]
DOCS = Path(__file__).resolve().parents[2] / "docs" / "rl.md"


def play_aec(env, seed, rng, max_steps=100_000):
    """Play one game of an AEC env with uniformly random legal actions; returns the final
    cumulative rewards and the number of live steps."""
    env.reset(seed=seed)
    steps, final = 0, {}
    for agent in env.agent_iter(max_steps):
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            final[agent] = reward
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) > 0, f"{agent} is to move with an empty mask"
        env.step(int(rng.choice(legal)))
        steps += 1
    return final, steps


@pytest.mark.parametrize("game,fmt", CASES, ids=IDS)
def test_pettingzoo_api_test(game, fmt):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")          # its advice to use a Box, not a Dict
        api_test(aec_env(game, format=fmt, seed=3), num_cycles=400)


@pytest.mark.parametrize("game,fmt", CASES, ids=IDS)
def test_pettingzoo_seed_test(game, fmt):
    seed_test(lambda: aec_env(game, format=fmt), num_cycles=300)


@pytest.mark.parametrize("game,fmt", CASES, ids=IDS)
def test_max_cycles_truncates_every_agent(game, fmt):
    """max_cycles_test's AEC half: with max_cycles=4 no agent acts more than 4 times, the
    game is truncated for everyone with reward 0, and every agent then takes its dead step."""
    env = aec_env(game, format=fmt, max_cycles=4)
    env.reset(seed=5)
    counts = dict.fromkeys(env.possible_agents, 0)
    truncated = set()
    for agent in env.agent_iter():
        counts[agent] += 1
        obs, reward, term, trunc, _ = env.last()
        if term or trunc:
            assert trunc and not term and reward == 0
            truncated.add(agent)
            env.step(None)
        else:
            env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert truncated == set(env.possible_agents)
    assert max(counts.values()) - 1 == 4
    assert all(c <= 5 for c in counts.values())
    assert env.agents == []


@pytest.mark.parametrize("game,fmt", CASES, ids=IDS)
def test_gymnasium_check_env(game, fmt):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")          # no spec: render modes are not retried
        check_env(gym_env(game, opponent="random", format=fmt, seat="random", seed=2))


@pytest.mark.parametrize("game,fmt", CASES, ids=IDS)
def test_rewards_are_the_outcome(game, fmt):
    """Each agent's final reward is +1 for the winning seats (a team's in 2v2), -1 for the
    others, 0 in a draw -- the engine's outcome of the same game."""
    env = aec_env(game, format=fmt)
    rng = np.random.default_rng(11)
    for seed in range(3):
        final, steps = play_aec(env, seed, rng)
        o = env.state.outcome
        assert o is not None and steps == env.state.decisions
        want = {f"player_{s}": (0 if not o.winners else 1 if s in o.winners else -1)
                for s in range(env.num_agents or len(env.possible_agents))}
        assert final == want, (o, final)
        if fmt == "2v2" and o.winners:
            assert len(o.winners) == 2


@pytest.mark.parametrize("game,fmt", CASES, ids=IDS)
def test_gym_env_plays_whole_games_against_a_bot(game, fmt):
    """A Gymnasium episode is the learner's decisions only; the bots move in between, the
    reward at the end is the learner's result, and the same seed gives the same episode."""
    def episode(seed):
        env = gym_env(game, opponent="random", format=fmt, seat="random", seed=seed)
        obs, info = env.reset()
        rng = np.random.default_rng(seed)
        trace, done, reward = [], False, 0.0
        while not done:
            mask = env.action_masks()
            assert mask.dtype == bool and mask.any() and np.array_equal(mask, info["action_mask"])
            assert env.state.current_player() == env.seat
            a = int(rng.choice(np.flatnonzero(mask)))
            obs, reward, term, trunc, info = env.step(a)
            trace.append(a)
            done = term or trunc
        o = env.state.outcome
        assert reward == (0 if not o.winners else 1 if env.seat in o.winners else -1)
        assert not env.action_masks().any()
        return trace, reward, env.seat
    assert episode(4) == episode(4)


def test_gym_env_against_the_heuristic_bot():
    env = gym_env("lotr-duel", opponent="heuristic", seat=1, seed=9)
    obs, _ = env.reset()
    done = False
    while not done:
        obs, r, term, trunc, _ = env.step(int(np.flatnonzero(env.action_masks())[0]))
        done = term or trunc
    assert r in (-1.0, 1.0) and env.seat == 1


def test_an_illegal_action_is_a_loss_or_an_error_as_asked():
    env = aec_env("lotr-duel", seed=1)
    env.reset(seed=1)
    mover = env.agent_selection
    illegal = int(np.flatnonzero(env.observe(mover)["action_mask"] == 0)[0])
    env.step(illegal)
    assert env.terminations[mover] and env.rewards[mover] == -1
    assert all(env.rewards[a] == 0 for a in env.agents if a != mover)
    assert env.infos[mover]["illegal_action"] == illegal

    env = aec_env("lotr-duel", illegal="raise")
    env.reset(seed=1)
    before = env.state.to_dict()
    with pytest.raises(IllegalActionError, match="not legal now; the legal indices are"):
        env.step(illegal)
    assert env.state.to_dict() == before

    g = gym_env("lotr-duel", opponent="random", seed=1)
    g.reset()
    _, r, term, trunc, info = g.step(int(np.flatnonzero(~g.action_masks())[0]))
    assert (r, term, trunc) == (-1.0, True, False) and "illegal_action" in info
    with pytest.raises(TcgsimError, match="call reset"):
        g.step(0)
    g = gym_env("lotr-duel", opponent="random", seed=1, illegal="raise")
    g.reset()
    with pytest.raises(IllegalActionError):
        g.step(int(np.flatnonzero(~g.action_masks())[0]))


@pytest.mark.parametrize("make,match", [
    (lambda: aec_env("chess"), "unknown game"),
    (lambda: gym_env("lotr-duel", seat=2), "seat must be"),
    (lambda: gym_env("lotr-duel", opponent="grandmaster"), "unknown bot 'grandmaster'"),
    (lambda: gym_env("riftbound", format="ffa3", opponent=["random"]), "2 opponent bot"),
    (lambda: aec_env("lotr-duel", max_cycles=0), "max_cycles must be"),
    (lambda: aec_env("lotr-duel", illegal="ignore"), "illegal must be"),
    (lambda: aec_env("wixoss", format="speed"), "unknown format 'speed'"),
    (lambda: aec_env("lotr-duel", decks=["./no/such/deck.toml", "balrog"]), "no such deck file"),
])
def test_bad_arguments_get_clear_errors(make, match):
    with pytest.raises(TcgsimError, match=match):
        make()


def test_render_draws_the_table():
    env = aec_env("lotr-duel", render_mode="ansi", seed=1)
    env.reset()
    text = env.render()
    assert isinstance(text, str) and "Gandalf" in text
    g = gym_env("weiss-schwarz", opponent="random", render_mode="ansi", seed=1)
    g.reset()
    assert isinstance(g.render(), str) and g.render()


def test_gymnasium_make_finds_every_game():
    for game in ("lotr-duel", "weiss-schwarz", "wixoss", "riftbound"):
        env_id = f"tcgsim/{game}-v{encoding(game).version}"
        env = gymnasium.make(f"tcgsim.rl:{env_id}", opponent="random")
        obs, info = env.reset(seed=1)
        assert obs.shape == env.observation_space.shape
        assert env.unwrapped.action_masks().any()


def test_docs_show_every_encoding_as_it_is():
    """docs/rl.md holds `describe()` of every encoding and format, word for word: a layout
    changed without its docs (or its version) fails here."""
    text = DOCS.read_text(encoding="utf-8")
    for game, fmt in CASES:
        d = encoding(game, fmt).describe()
        assert d in text, f"docs/rl.md lacks the current layout of {game} {fmt}; " \
                          f"regenerate it with `python -m tcgsim.rl.describe`"
    tags = set(re.findall(r"### `([\w-]+/v\d+)`", text))
    assert tags == {encoding(g, f).tag for g, f in CASES}
