"""The Gymnasium environment of any tcgsim game: one learning seat against tcgsim bots.

The learner plays `seat` (an int, or "random": a seat drawn at every reset from the
environment's seeded generator); every other seat is played by the bot `opponent` (any bot
of `tcgsim games`: "random", "greedy", "heuristic", ...; a list names one bot per other seat).
The bots move between the learner's decisions, so every `step` is one decision of the
learner. The observation is the game's encoding of the learner's view (a float32 vector in
[-1, 1]); the legal actions are `action_masks()` (what sb3-contrib's MaskablePPO reads) and
`info["action_mask"]`. The reward is +1 / -1 / 0 at the end (the learner's team's result in
a team mode); `max_steps` (None: no limit) truncates a game after that many learner steps.
Gymnasium lets any action of the space be given: an illegal one ends the game as a loss
(reward -1, `info["illegal_action"]` set; `illegal="lose"`, the default), or with
`illegal="raise"` raises `IllegalActionError` naming the legal indices.
"""

from __future__ import annotations

import gymnasium
import numpy as np
from gymnasium import spaces

from ..agents import make_agent
from ..core.errors import IllegalActionError, TcgsimError
from ..core.rng import derive_seed
from .common import Match, render_text


class TcgsimGym(gymnasium.Env):
    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(self, game: str, opponent="heuristic", decks=None, format: str | None = None,
                 seat=0, seed: int | None = None, max_steps: int | None = None,
                 render_mode: str | None = None, illegal: str = "lose"):
        if illegal not in ("raise", "lose"):
            raise TcgsimError(f"illegal must be 'raise' or 'lose'; got {illegal!r}")
        self.illegal = illegal
        if render_mode not in (None, "ansi", "human"):
            raise TcgsimError(f"render_mode must be None, 'ansi' or 'human'; got {render_mode!r}")
        self.match = Match(game, decks, format)
        n = self.match.seats
        if seat != "random" and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < n):
            raise TcgsimError(f"seat must be 'random' or a seat from 0 to {n - 1}; got {seat!r}")
        names = [opponent] * (n - 1) if isinstance(opponent, str) else list(opponent)
        if len(names) != n - 1:
            raise TcgsimError(f"{self.match.game.name}: {n - 1} opponent bot(s) needed, "
                              f"got {len(names)}")
        for name in names:
            make_agent(self.match.game, name, 0)        # an unknown bot fails now, by name
        self.opponents = names
        self.seat_choice = seat
        self.max_steps = max_steps
        self.render_mode = render_mode
        enc = self.match.encoding
        self.observation_space = spaces.Box(-1.0, 1.0, (enc.obs_size,), np.float32)
        self.action_space = spaces.Discrete(enc.n_actions)
        self._seeds = np.random.default_rng(seed)
        self.state = None

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        game_seed = int(self._seeds.integers(0, 2**63 - 1))
        n = self.match.seats
        self.seat = (int(self._seeds.integers(0, n)) if self.seat_choice == "random"
                     else self.seat_choice)
        others = [s for s in range(n) if s != self.seat]
        self.bots = {s: make_agent(self.match.game, name, derive_seed(game_seed, s + 1))
                     for s, name in zip(others, self.opponents)}
        self.state = self.match.start(game_seed)
        self.game_seed = game_seed
        self.steps = 0
        self.illegal_end = None
        self._play_bots()
        return self._obs(), self._info()

    def _play_bots(self) -> None:
        s = self.state
        while not s.is_terminal() and s.current_player() != self.seat:
            s.apply_id(self.bots[s.current_player()].act(s))

    def _obs(self) -> np.ndarray:
        return self.match.obs_and_mask(self.state, self.seat)[0].copy()

    def _info(self) -> dict:
        info = {"action_mask": self.action_masks(), "seat": self.seat}
        if self.state.is_terminal():
            info["reason"] = self.state.outcome.reason
        return info

    def action_masks(self) -> np.ndarray:
        """The legal actions of the learner's pending decision (all False at the end)."""
        return self.match.obs_and_mask(self.state, self.seat)[1].astype(bool)

    def step(self, action):
        if self.state is None:
            raise TcgsimError("call reset() before step()")
        if self.state.is_terminal() or self.illegal_end is not None:
            raise TcgsimError("the game is over: call reset() to start another")
        options = self.match.options(self.state, self.seat)
        try:
            aid = options[int(action)]
        except (KeyError, TypeError, ValueError):
            if self.illegal == "raise":
                raise IllegalActionError(f"action {action!r} is not legal now; the legal "
                                         f"indices are {sorted(options)}") from None
            self.illegal_end = action
            info = self._info()
            info["illegal_action"] = action
            return self._obs(), -1.0, True, False, info
        self.state.apply_id(aid)
        self.steps += 1
        self._play_bots()
        reward, terminated = 0.0, self.state.is_terminal()
        if terminated:
            reward = float(self.match.rewards(self.state)[f"player_{self.seat}"])
        truncated = (not terminated and self.max_steps is not None
                     and self.steps >= self.max_steps)
        if self.render_mode == "human":
            self.render()
        return self._obs(), reward, terminated, truncated, self._info()

    def render(self):
        if self.state is None:
            return None
        text = render_text(self.match.game, self.state, self.seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text
