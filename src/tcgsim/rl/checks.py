"""The checks every encoding passes (the tests run them on seeded games of every game).

`check_encoding` plays seeded random games and, at every decision, checks that
  - the observation has the layout's size, is finite and lies in [-1, 1];
  - the mask is exactly the legal options: one distinct index per option, nothing else;
  - the observation never depends on what a seat cannot see: at every `every`-th position,
    for every seat, the state is re-dealt for that seat (`determinize`: every card it does
    not know is re-sampled), a fresh encoding is prepared on the re-dealt world, and the
    seat's observation and mask there must equal those of the real world.
It returns what it saw (positions, decision kinds, re-deals that changed some hidden card).
"""

from __future__ import annotations

import numpy as np

from ..core.rng import Rng
from .common import Match
from .base import EncodingError


def check_encoding(game, format: str | None = None, decks=None, seeds=range(20),
                   every: int = 7, max_decisions: int = 5000) -> dict:
    m = Match(game, decks, format)
    enc = m.encoding
    seen = {"positions": 0, "kinds": set(), "redeals": 0, "changed": 0, "games": 0}
    for seed in seeds:
        rng = Rng(seed * 7919 + 1)
        s = m.start(seed)
        n = 0
        while not s.is_terminal() and n < max_decisions:
            seat = s.current_player()
            kind = s.decision_kind()
            ids = s.legal_ids()
            obs, mask = m.obs_and_mask(s, seat)
            _check_obs(enc, obs, seed, n)
            options = m.options(s, seat)
            if sorted(options.values()) != sorted(ids) or int(mask.sum()) != len(ids) \
                    or any(mask[i] != 1 for i in options):
                raise EncodingError(f"{enc.tag}: seed {seed}, decision {n} ({kind}): the mask "
                                    f"is not exactly the {len(ids)} legal options")
            seen["kinds"].add(kind)
            seen["positions"] += 1
            if n % every == 0:
                for v in range(m.seats):
                    _check_redeal(m, s, v, rng, seed, n, seen)
            s.apply_id(ids[rng.below(len(ids))])
            n += 1
        seen["games"] += 1
    seen["kinds"] = sorted(seen["kinds"])
    return seen


def _check_obs(enc, obs, seed, n) -> None:
    if obs.shape != (enc.obs_size,) or obs.dtype != np.float32:
        raise EncodingError(f"{enc.tag}: seed {seed}, decision {n}: observation of shape "
                            f"{obs.shape} {obs.dtype}, not ({enc.obs_size},) float32")
    if not np.all(np.isfinite(obs)) or obs.min() < -1 or obs.max() > 1:
        bad = int(np.flatnonzero(~np.isfinite(obs) | (obs < -1) | (obs > 1))[0])
        seg = next(sg for sg in enc.layout.segments if sg.start <= bad < sg.start + sg.size)
        raise EncodingError(f"{enc.tag}: seed {seed}, decision {n}: entry {bad} "
                            f"({seg.name}) is {obs[bad]}, outside [-1, 1]")


def _check_redeal(m, s, seat, rng, seed, n, seen) -> None:
    real_obs, real_mask = m.obs_and_mask(s, seat)
    real_obs, real_mask = real_obs.copy(), real_mask.copy()
    d = s.determinize(seat, rng.spawn())
    seen["redeals"] += 1
    if _hidden_differs(s, d):
        seen["changed"] += 1
    other = Match.__new__(Match)
    other.__dict__.update(m.__dict__)
    other._cache_key = None
    from .common import encoding

    other.encoding = encoding(m.game, m.format)
    other.encoding.prepare(d)
    obs, mask = other.obs_and_mask(d, seat)
    if not np.array_equal(obs, real_obs):
        bad = int(np.flatnonzero(obs != real_obs)[0])
        seg = next(sg for sg in m.encoding.layout.segments
                   if sg.start <= bad < sg.start + sg.size)
        raise EncodingError(f"{m.encoding.tag}: seed {seed}, decision {n}: seat {seat}'s "
                            f"observation changed when the cards it cannot see were re-dealt "
                            f"(entry {bad}, {seg.name}: {real_obs[bad]} -> {obs[bad]})")
    if not np.array_equal(mask, real_mask):
        raise EncodingError(f"{m.encoding.tag}: seed {seed}, decision {n}: seat {seat}'s "
                            f"mask changed when the cards it cannot see were re-dealt")


def _hidden_differs(a, b) -> bool:
    """Whether the re-deal moved some card (the check is then not vacuous)."""
    da, db = a.to_dict(), b.to_dict()
    da.pop("rng", None)
    db.pop("rng", None)
    return da != db
