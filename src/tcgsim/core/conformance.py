"""The conformance suite every game must pass (DESIGN §5).

    from tcgsim.core.conformance import check_game
    report = check_game(tcgsim.game("lotr-duel"), seeds=range(300))

For each seed a random game is played to the end and, after every action, the checks
below run. The first violation raises ConformanceError naming the seed, the step and
what differed. Checks:
  - the game terminates within `max_steps` decisions;
  - a non-terminal state always has a legal action, from the player `current_player()` names;
  - `clone()` and the dict round trip (through JSON) equal the original, and a clone
    that is played on stays equal to the original played on the same way;
  - no card is created or lost (`all_cards()` is the same multiset throughout);
  - an illegal action (a wrong id, a wrong kind) raises IllegalActionError and leaves
    the state unchanged;
  - a view does not change when hidden cards are shuffled (`determinize(p)` keeps `view(p)`),
    and the determinized state is itself sound (same cards, a legal action to take); and
    the re-deal depends only on what p sees (re-dealing two states that differ only in
    hidden cards with the same generator gives the same state);
  - the same seed and the same actions give the same log, byte for byte.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from .errors import IllegalActionError, TcgsimError
from .rng import Rng


class ConformanceError(TcgsimError, AssertionError):
    """A game broke one of the conformance checks; the message names the seed and step."""


@dataclass
class ConformanceReport:
    game: str
    seeds: int = 0
    decisions: int = 0
    max_decisions: int = 0
    outcomes: dict = field(default_factory=dict)


def _norm(d) -> str:
    return json.dumps(d, sort_keys=True)


def _fail(seed: int, step: int, what: str) -> None:
    raise ConformanceError(f"seed {seed}, decision {step}: {what}")


def _check_state(game, state, seed: int, step: int, cards0: list, rng: Rng,
                 deep: bool) -> None:
    if state.is_terminal():
        if state.legal_actions():
            _fail(seed, step, "a terminal state offers actions")
        return
    acts = state.legal_actions()
    if not acts:
        _fail(seed, step, "a non-terminal state has no legal action")
    p = state.current_player()
    if p is None or not 0 <= p < game.players:
        _fail(seed, step, f"current_player() is {p!r}")
    ids = [a.id for a in acts]
    if len(set(ids)) != len(ids):
        _fail(seed, step, f"duplicate action ids {ids}")
    if state.all_cards() != cards0:
        _fail(seed, step, "cards were created or lost (all_cards() changed)")
    if not deep:
        return
    before = _norm(state.to_dict())
    # clone and round trip
    if _norm(state.clone().to_dict()) != before:
        _fail(seed, step, "clone().to_dict() differs from the original")
    rt = game.state_from_dict(json.loads(before))
    if _norm(rt.to_dict()) != before:
        _fail(seed, step, "the dict round trip differs from the original")
    # illegal actions are refused and change nothing
    kind = acts[0].kind
    bad_id = max(ids) + 1000
    for bad in ((kind, bad_id, "bogus"), ("no-such-kind", ids[0], "bogus")):
        try:
            state.apply(bad)
        except IllegalActionError as e:
            if not str(e):
                _fail(seed, step, "IllegalActionError without a message")
        else:
            _fail(seed, step, f"illegal action {bad[:2]} was accepted")
        if _norm(state.to_dict()) != before:
            _fail(seed, step, f"illegal action {bad[:2]} changed the state")
    # views ignore what is hidden
    for viewer in range(game.players):
        v = _norm(state.view(viewer))
        d = state.determinize(viewer, rng.spawn())
        if _norm(d.view(viewer)) != v:
            _fail(seed, step, f"player {viewer}'s view changed when hidden cards were re-dealt")
        if d.all_cards() != cards0:
            _fail(seed, step, f"determinize({viewer}) created or lost cards")
        if not d.legal_actions():
            _fail(seed, step, f"determinize({viewer}) left no legal action")
        # the re-deal may depend only on what the viewer sees: re-dealing a re-dealt copy
        # with the same generator gives the very same state
        k = rng.next()
        a1 = state.determinize(viewer, Rng(k)).to_dict()
        a2 = d.determinize(viewer, Rng(k)).to_dict()
        if _norm(a1) != _norm(a2):
            _fail(seed, step, f"determinize({viewer}) depends on cards player {viewer} cannot see")
    if _norm(state.to_dict()) != before:
        _fail(seed, step, "view() or determinize() changed the state")


def play_random(game, seed: int, decks=None, format=None, agent_seed: int | None = None,
                max_steps: int = 10_000, log: bool = True):
    """Play one game with uniformly random actions. Returns (state, action ids)."""
    state = game.new_state(decks if decks is not None else game.default_decks(), seed=seed,
                           format=format, log=log)
    rng = Rng(seed * 7919 + 1 if agent_seed is None else agent_seed)
    taken = []
    while not state.is_terminal() and len(taken) < max_steps:
        ids = state.legal_ids()
        a = ids[rng.below(len(ids))]
        taken.append(a)
        state.apply_id(a)
    return state, taken


def check_game(game, seeds=range(300), decks=None, format=None, max_steps: int = 10_000,
               deep_every: int = 1) -> ConformanceReport:
    """Run the conformance checks on one random game per seed. Raises ConformanceError."""
    report = ConformanceReport(game.name)
    decks = decks if decks is not None else game.default_decks()
    for seed in seeds:
        state = game.new_state(decks, seed=seed, format=format, log=True)
        twin = state.clone()
        cards0 = state.all_cards()
        rng = Rng(seed * 7919 + 1)
        check_rng = Rng(seed ^ 0x5EED)
        step = 0
        taken = []
        while True:
            _check_state(game, state, seed, step, cards0, check_rng,
                         deep=(step % deep_every == 0))
            if state.is_terminal():
                break
            if step >= max_steps:
                _fail(seed, step, f"no end after {max_steps} decisions")
            acts = state.legal_actions()
            a = acts[rng.below(len(acts))]
            taken.append(a.id)
            state.apply(a)
            twin.apply(a)
            step += 1
            if step % max(1, deep_every) == 0 and _norm(twin.to_dict()) != _norm(state.to_dict()):
                _fail(seed, step, "a clone played the same actions ended up different")
        again, _ = _replay_ids(game, decks, seed, format, taken)
        if again.log != state.log:
            _fail(seed, step, "the same seed and actions gave a different log")
        if again.outcome != state.outcome:
            _fail(seed, step, "the same seed and actions gave a different outcome")
        report.seeds += 1
        report.decisions += step
        report.max_decisions = max(report.max_decisions, step)
        key = str(state.outcome.winner)
        report.outcomes[key] = report.outcomes.get(key, 0) + 1
    return report


def _replay_ids(game, decks, seed, format, ids):
    state = game.new_state(decks, seed=seed, format=format, log=True)
    for a in ids:
        state.apply(a)
    return state, ids
