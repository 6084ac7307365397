"""Reinforcement learning on tcgsim: PettingZoo and Gymnasium environments for every game.

    from tcgsim.rl import aec_env, gym_env
    env = aec_env("riftbound", format="ffa3", seed=1)       # PettingZoo AEC, one agent per seat
    env = gym_env("lotr-duel", opponent="random", seed=1)  # Gymnasium, one seat against bots

Needs the optional extra `[rl]` (PettingZoo, Gymnasium, NumPy). Each game has a documented,
versioned encoding (`encoding(game, format)`, `docs/rl.md`): a fixed-size observation built
only from the seat's `view()` and one fixed discrete action space over every decision kind.
"""

from __future__ import annotations

from .common import ENCODINGS, encoding


def aec_env(game: str, decks=None, format: str | None = None, seed: int | None = None,
            max_cycles: int | None = None, render_mode: str | None = None,
            illegal: str = "lose"):
    """A PettingZoo AEC environment of `game` (see `tcgsim.rl.aec`)."""
    from .aec import TcgsimAEC

    return TcgsimAEC(game, decks=decks, format=format, seed=seed, max_cycles=max_cycles,
                     render_mode=render_mode, illegal=illegal)


def gym_env(game: str, opponent="heuristic", decks=None, format: str | None = None, seat=0,
            seed: int | None = None, max_steps: int | None = None,
            render_mode: str | None = None, illegal: str = "lose"):
    """A Gymnasium environment of `game`: one seat against tcgsim bots (see `tcgsim.rl.gym`)."""
    from .gym import TcgsimGym

    return TcgsimGym(game, opponent=opponent, decks=decks, format=format, seat=seat, seed=seed,
                     max_steps=max_steps, render_mode=render_mode, illegal=illegal)


def register_envs() -> None:
    """Register every game's Gymnasium environment as `tcgsim/<game>-v<encoding version>`
    (done when `tcgsim.rl` is imported, so `gymnasium.make("tcgsim.rl:tcgsim/lotr-duel-v1",
    opponent="random")` works as Gymnasium's "module:id" form); `make`'s keyword
    arguments are `gym_env`'s."""
    import importlib

    import gymnasium

    for name, path in ENCODINGS.items():
        module, cls = path.split(":")
        try:
            version = getattr(importlib.import_module(module), cls).version
        except ImportError:          # an encoding not installed: no environment
            continue
        env_id = f"tcgsim/{name}-v{version}"
        if env_id not in gymnasium.registry:
            gymnasium.register(env_id, entry_point="tcgsim.rl.gym:TcgsimGym",
                               kwargs={"game": name}, disable_env_checker=True)


register_envs()

__all__ = ["aec_env", "gym_env", "encoding", "register_envs", "ENCODINGS"]
