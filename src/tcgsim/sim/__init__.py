"""Batch simulation: many seeded games on all cores of one machine."""

from .runner import BatchResult, GameResult, play_one, run_batch, wilson

__all__ = ["BatchResult", "GameResult", "play_one", "run_batch", "wilson"]
