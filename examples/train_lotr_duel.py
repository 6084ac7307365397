"""Train a masked PPO agent on The Lord of the Rings: The Duel against the random bot.

    pip install -e '.[train]'          # tcgsim[rl] + sb3-contrib (torch: see the README)
    python examples/train_lotr_duel.py [--steps 300000] [--eval-games 1000] [--out lotr_ppo.zip]

It trains sb3-contrib's MaskablePPO on `tcgsim.rl.gym_env("lotr-duel", opponent="random",
seat="random")` (the agent plays Gandalf or the Balrog, drawn at every game), on the CPU,
saves the model, loads it back from the file, and plays `--eval-games` evaluation games
against the random bot on seeds it never trained on (half as Gandalf, half as the Balrog).
For scale it plays the same games with the random bot and with the game's heuristic bot in
the agent's seat. It prints the training time and steps and the win rates with their 95 %
intervals. A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import torch
from rich.console import Console
from rich.table import Table
from sb3_contrib import MaskablePPO
from sb3_contrib.common.wrappers import ActionMasker
from stable_baselines3.common.vec_env import DummyVecEnv

import tcgsim
from tcgsim.agents import make_agent
from tcgsim.rl import gym_env
from tcgsim.sim.runner import wilson

EVAL_SEED = 10_000_000        # evaluation games are seeded far from the training seeds


def make_env(seed: int):
    def build():
        env = gym_env("lotr-duel", opponent="random", seat="random", seed=seed)
        return ActionMasker(env, lambda e: e.action_masks())
    return build


def evaluate(policy, games: int) -> dict:
    """Win counts of `policy` (a callable env, obs, mask -> action) over `games` games
    against the random bot, seats alternating, seeds EVAL_SEED + k."""
    wins = {0: [0, 0], 1: [0, 0]}        # seat -> [wins, games]
    for k in range(games):
        seat = k % 2
        env = gym_env("lotr-duel", opponent="random", seat=seat, seed=EVAL_SEED + k)
        obs, info = env.reset()
        done, reward = False, 0.0
        while not done:
            action = policy(env, obs, env.action_masks())
            obs, reward, term, trunc, info = env.step(action)
            done = term or trunc
        wins[seat][0] += reward > 0
        wins[seat][1] += 1
    total = wins[0][0] + wins[1][0]
    return {"wins": total, "games": games, "interval": wilson(total, games),
            "as Gandalf": tuple(wins[0]), "as Balrog": tuple(wins[1])}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--steps", type=int, default=300_000, help="training steps (agent decisions)")
    ap.add_argument("--eval-games", type=int, default=1000)
    ap.add_argument("--envs", type=int, default=8, help="environments stepped together")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--threads", type=int, default=1, help="torch CPU threads")
    ap.add_argument("--out", default="lotr_ppo.zip", help="where the model is saved")
    a = ap.parse_args()
    console = Console(width=110)
    torch.set_num_threads(a.threads)

    venv = DummyVecEnv([make_env(a.seed * 1000 + i) for i in range(a.envs)])
    model = MaskablePPO("MlpPolicy", venv, seed=a.seed, n_steps=256, batch_size=512,
                        n_epochs=4, learning_rate=3e-4, gamma=1.0, ent_coef=0.01,
                        policy_kwargs={"net_arch": [256, 256]}, verbose=0, device="cpu")
    t0 = time.perf_counter()
    model.learn(total_timesteps=a.steps)
    train_s = time.perf_counter() - t0
    model.save(a.out)
    console.print(f"trained {model.num_timesteps:,} steps in {train_s:.0f} s "
                  f"({model.num_timesteps / train_s:,.0f} steps/s); saved to {a.out}")

    loaded = MaskablePPO.load(a.out, device="cpu")

    def ppo(env, obs, mask):
        action, _ = loaded.predict(obs, action_masks=mask, deterministic=True)
        return int(action)

    rng = np.random.default_rng(EVAL_SEED)

    def uniform(env, obs, mask):
        return int(rng.choice(np.flatnonzero(mask)))

    heuristic = make_agent(tcgsim.game("lotr-duel"), "heuristic", EVAL_SEED)

    def bot(env, obs, mask):            # the game's own bot, for scale (it reads the state)
        aid = heuristic.act(env.state)
        return next(i for i, x in env.match.options(env.state, env.seat).items() if x == aid)

    t0 = time.perf_counter()
    trained = evaluate(ppo, a.eval_games)
    eval_s = time.perf_counter() - t0
    rows = [("MaskablePPO", trained), ("random (for scale)", evaluate(uniform, a.eval_games)),
            ("heuristic (for scale)", evaluate(bot, a.eval_games))]
    t = Table(title=f"lotr-duel: {a.eval_games} evaluation games against the random bot "
                    f"(seeds from {EVAL_SEED}, seats alternating)")
    for col in ("agent", "wins", "win rate", "95% CI", "as Gandalf", "as Balrog"):
        t.add_column(col, justify="left" if col == "agent" else "right")
    for name, r in rows:
        lo, hi = r["interval"]
        t.add_row(name, str(r["wins"]), f"{r['wins'] / r['games']:.1%}",
                  f"{lo:.1%} - {hi:.1%}", "{}/{}".format(*r["as Gandalf"]),
                  "{}/{}".format(*r["as Balrog"]))
    console.print(t)
    console.print(f"the MaskablePPO row is the model loaded back from {a.out}; its "
                  f"evaluation took {eval_s:.0f} s")


if __name__ == "__main__":
    main()
