"""The PettingZoo AEC environment of any tcgsim game: one agent per seat.

Agents are `player_0`, `player_1`, ... (seat order). `agent_selection` is the seat whose
decision is pending -- the same seat may decide several times in a row, and in Riftbound a
seat that is not the turn player decides at every priority pass. The observation of an agent
is the dict of PettingZoo's classic card games: `observation`, the game's encoding of
`state.view(seat)` (float32 in [-1, 1]), and `action_mask` (int8), which is exactly the
options of the pending decision for the agent that decides, and all zeros for the others.

Rewards come at the end only: +1 for every winning seat (a team mode: every seat of the
winning team), -1 for every other seat, 0 for everyone in a draw or when `max_cycles`
truncates the game. `max_cycles` (None: no limit beyond the engine's own cap) truncates the
game for every agent when the agent to move has already taken `max_cycles` actions, so no
agent acts more than `max_cycles` times.

An action that is not legal ends the game (`illegal="lose"`, the default): the agent that
chose it gets -1 and the others 0, as PettingZoo's TerminateIllegalWrapper rules, and its
info says `illegal_action`; with `illegal="raise"` it raises `IllegalActionError` naming the
legal indices instead.
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..core.errors import IllegalActionError, TcgsimError
from .common import Match, render_text


class TcgsimAEC(AECEnv):
    metadata = {"render_modes": ["ansi", "human"], "name": "tcgsim", "is_parallelizable": False}

    def __init__(self, game: str, decks=None, format: str | None = None, seed: int | None = None,
                 max_cycles: int | None = None, render_mode: str | None = None,
                 illegal: str = "lose"):
        super().__init__()
        if render_mode not in (None, "ansi", "human"):
            raise TcgsimError(f"render_mode must be None, 'ansi' or 'human'; got {render_mode!r}")
        if illegal not in ("raise", "lose"):
            raise TcgsimError(f"illegal must be 'raise' or 'lose'; got {illegal!r}")
        if max_cycles is not None and (isinstance(max_cycles, bool) or not isinstance(max_cycles, int)
                                       or max_cycles < 1):
            raise TcgsimError(f"max_cycles must be a whole number of at least 1; got {max_cycles!r}")
        self.match = Match(game, decks, format)
        enc = self.match.encoding
        self.metadata = dict(self.metadata, name=f"tcgsim_{enc.tag.replace('-', '_').replace('/', '_')}")
        self.render_mode = render_mode
        self.max_cycles = max_cycles
        self.illegal = illegal
        self.possible_agents = [f"player_{i}" for i in range(self.match.seats)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        obs_space = spaces.Dict({
            "observation": spaces.Box(-1.0, 1.0, (enc.obs_size,), np.float32),
            "action_mask": spaces.Box(0, 1, (enc.n_actions,), np.int8),
        })
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(enc.n_actions) for a in self.possible_agents}
        self._seeds = np.random.default_rng(seed)
        self.state = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    # -- the game ---------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict | None = None):
        """Start a new game. `seed` fixes it (and the seeds of the games that follow);
        without one the next seed of the environment's own sequence is used."""
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        game_seed = int(self._seeds.integers(0, 2**63 - 1))
        self.state = self.match.start(game_seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.moves = dict.fromkeys(self.agents, 0)
        self.game_seed = game_seed
        self.agent_selection = self.possible_agents[self.state.current_player()]
        self._cycle_check()

    def observe(self, agent):
        return self.match.observation(self.state, self._seat[agent])

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self._seat[agent]
        self._cumulative_rewards[agent] = 0
        options = self.match.options(self.state, seat)
        try:
            aid = options[int(action)]
        except (KeyError, TypeError, ValueError):
            if self.illegal == "raise":
                raise IllegalActionError(
                    f"{agent}: action {action!r} is not legal now; the legal indices are "
                    f"{sorted(options)}") from None
            self._end({a: (-1 if a == agent else 0) for a in self.agents}, truncated=False,
                      reason=f"{agent} chose the illegal action {action!r}")
            self.infos[agent]["illegal_action"] = action
            return
        self.state.apply_id(aid)
        self.moves[agent] += 1
        if self.state.is_terminal():
            self._end(self.match.rewards(self.state), truncated=False)
            return
        self.agent_selection = self.possible_agents[self.state.current_player()]
        self._cycle_check()
        if self.render_mode == "human":
            self.render()

    def _cycle_check(self) -> None:
        if self.max_cycles is not None and self.moves[self.agent_selection] >= self.max_cycles:
            self._end(dict.fromkeys(self.agents, 0), truncated=True,
                      reason=f"{self.max_cycles} cycles")

    def _end(self, rewards: dict, truncated: bool, reason: str | None = None) -> None:
        for a in self.agents:
            self.rewards[a] = rewards[a]
            self._cumulative_rewards[a] += rewards[a]
            if truncated:
                self.truncations[a] = True
            else:
                self.terminations[a] = True
            o = self.state.outcome
            self.infos[a] = {"reason": reason if reason else (o.reason if o else "")}
        # the agents then each take their dead step, in seat order
        self.agent_selection = self.agents[0]

    def render(self):
        if self.state is None:
            return None
        text = render_text(self.match.game, self.state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        """Nothing to release: a game is plain Python data (no window, file or process)."""
