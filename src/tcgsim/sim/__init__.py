"""Batch simulation: many seeded games on all cores of one machine."""

from .runner import (MAX_DECISIONS, BatchInterrupted, BatchResult, GameResult, play_game,
                     play_one, run_batch, wilson)

__all__ = ["MAX_DECISIONS", "BatchInterrupted", "BatchResult", "GameResult", "play_game",
           "play_one", "run_batch", "wilson"]
