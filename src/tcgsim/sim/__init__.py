"""Batch simulation: many seeded games on all cores of one machine."""

from .runner import (MAX_DECISIONS, BatchInterrupted, BatchResult, GameResult, default_jobs,
                     play_game, play_one, prepare_batch, run_batch, seat_agents, seat_of,
                     wilson)

__all__ = ["MAX_DECISIONS", "BatchInterrupted", "BatchResult", "GameResult", "default_jobs",
           "play_game", "play_one", "prepare_batch", "run_batch", "seat_agents", "seat_of",
           "wilson"]
