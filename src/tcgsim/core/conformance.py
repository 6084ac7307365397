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
  - perfect recall: `determinize(p)` keeps every fact `knowledge(p)` states (a card p knows
    stays where it lies; a card of a pool stays in the pool's zones), every card in a
    place hidden from p is either known or in a pool, and a card p is said to know was
    named by some event p saw;
  - a determinized state plays on: random actions from it reach the end of the game;
  - the swap test: two worlds that differ only in two cards p cannot tell apart (say one
    in the opponent's hand, one in a deck), played with the same actions, look the same
    to p -- the same view, the same visible log, the same decisions posed -- until one of
    the two cards is shown;
  - the same seed and the same actions give the same log, byte for byte;
  - the outcome's winners are distinct seats in order, `winner` the lowest of them, and in
    a team format one whole team. Every seat loop runs over `state.seat_count()`.

A game takes part through, besides the core contract: `card_owner(c)`, `card_places()`
(card -> (zone name, index)), `hidden_zones(p)` (the zone names p cannot look into),
`knowledge(p)` ({"exact": [cards], "pools": [[cards, zone names], ...]} for the cards in
those zones) and `relabel(perm)` (cards trade places: perm maps the card at a place to the
card that lies there afterwards; what refers to a place follows it).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from .errors import IllegalActionError, TcgsimError
from .game import seat_decks
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


def _ints(x, out: set) -> set:
    """Every int inside a JSON-like value (views, events)."""
    if isinstance(x, bool):
        return out
    if isinstance(x, int):
        out.add(x)
    elif isinstance(x, (list, tuple)):
        for y in x:
            _ints(y, out)
    elif isinstance(x, dict):
        for y in x.values():
            _ints(y, out)
    return out


def _check_knowledge(state, d, viewer: int, seed: int, step: int) -> None:
    """Perfect recall: the facts of `viewer` are whole, backed by what they saw, and kept by
    the re-dealt state `d`."""
    k = state.knowledge(viewer)
    places = state.card_places()
    hidden = state.hidden_zones(viewer)
    in_hidden = {c for c, (z, _) in places.items() if z in hidden}
    pooled = [c for cards, _ in k["pools"] for c in cards]
    if len(pooled) != len(set(pooled)) or set(pooled) & set(k["exact"]) or \
            set(pooled) | set(k["exact"]) != in_hidden:
        _fail(seed, step, f"knowledge({viewer}) does not cover the hidden cards once each")
    for cards, zones in k["pools"]:
        if any(places[c][0] not in zones for c in cards):
            _fail(seed, step, f"knowledge({viewer}) states a pool fact that is false")
    if state.log is not None and k["exact"]:
        named = set()
        for e in state.events_for(viewer):
            _ints(e[2:], named)
        unnamed = [c for c in k["exact"] if c not in named]
        if unnamed:
            _fail(seed, step, f"player {viewer} is said to know cards in hidden places that no "
                              f"event they saw named: {unnamed[:5]}")
    kd = d.knowledge(viewer)
    if _norm(kd) != _norm(k):
        _fail(seed, step, f"determinize({viewer}) changed what player {viewer} knows")
    dplaces = d.card_places()
    moved = [c for c in k["exact"] if dplaces[c] != places[c]]
    if moved:
        _fail(seed, step, f"determinize({viewer}) moved cards player {viewer} knows: {moved[:5]}")
    for cards, zones in k["pools"]:
        if any(dplaces[c][0] not in zones for c in cards):
            _fail(seed, step, f"determinize({viewer}) put a card outside the zones player "
                              f"{viewer} knows it lies in")


def _play_on(d, rng: Rng, seed: int, step: int, viewer: int, limit: int) -> None:
    """A re-dealt state must play on to the end of the game."""
    d.log = None
    n = 0
    try:
        while not d.is_terminal() and n < limit:
            ids = d.legal_ids()
            if not ids:
                _fail(seed, step, f"a state re-dealt by player {viewer} reached a decision "
                                  f"with no option after {n} random actions")
            d.apply_id(ids[rng.below(len(ids))])
            n += 1
    except ConformanceError:
        raise
    except Exception as e:                          # noqa: BLE001 - report any crash
        _fail(seed, step, f"a state re-dealt by player {viewer} crashed when played on "
                          f"({n} random actions in): {type(e).__name__}: {e}")


def _pools_of(state, viewer: int) -> dict:
    return {c: tuple(zones) for cards, zones in state.knowledge(viewer)["pools"] for c in cards}


def _swap_trial(state, viewer: int, rng: Rng, seed: int, step: int, horizon: int) -> bool:
    """The swap test from this state for `viewer`. Returns whether a trial was made."""
    pools = _pools_of(state, viewer)
    places = state.card_places()
    by_pool: dict = {}
    for c, zones in pools.items():
        by_pool.setdefault((state.card_owner(c), zones), []).append(c)
    pairs = []
    for cards in by_pool.values():
        cards.sort()
        for i, x in enumerate(cards):
            for y in cards[i + 1:]:
                if places[x][0] != places[y][0]:
                    pairs.append((x, y))
    if not pairs:
        for cards in by_pool.values():
            if len(cards) >= 2:
                pairs.append((cards[0], cards[-1]))
    if not pairs:
        return False
    x, y = pairs[rng.below(len(pairs))]
    a = state.clone()
    b = state.clone()
    b.relabel({x: y, y: x})
    seen_a = len(a.events_for(viewer))
    seen_b = len(b.events_for(viewer))
    what = f"cards {x} and {y} swapped"
    for t in range(horizon + 1):
        pa, pb = _pools_of(a, viewer), _pools_of(b, viewer)
        if x not in pa or y not in pa or x not in pb or y not in pb or \
                pa[x] != pa[y] or pb[x] != pb[y]:
            return True                             # one of the two cards was shown
        ea, eb = a.events_for(viewer)[seen_a:], b.events_for(viewer)[seen_b:]
        named = _ints([e[2:] for e in ea + eb], set())
        if x in named or y in named:
            return True                             # shown on the way (and hidden again)
        da = (a.current_player(), a.decision_kind())
        db = (b.current_player(), b.decision_kind())
        if da != db:
            _fail(seed, step, f"swap test ({what}, {t} actions later): whether a decision is "
                              f"posed depends on hidden cards: {da} in one world, {db} in the "
                              f"other")
        va, vb = a.view(viewer), b.view(viewer)
        if _norm(va) != _norm(vb):
            diff = sorted(k for k in set(va) | set(vb) if _norm(va.get(k)) != _norm(vb.get(k)))
            _fail(seed, step, f"swap test ({what}, {t} actions later): player {viewer}'s view "
                              f"differs between two worlds that differ only in hidden cards "
                              f"(fields {diff})")
        if ea != eb:
            first = next((i for i, (p, q) in enumerate(zip(ea, eb)) if p != q), min(len(ea), len(eb)))
            _fail(seed, step, f"swap test ({what}, {t} actions later): player {viewer} sees "
                              f"different events: {ea[first:first + 2]} / {eb[first:first + 2]}")
        seen_a += len(ea)
        seen_b += len(eb)
        if a.is_terminal() or b.is_terminal():
            if a.is_terminal() != b.is_terminal():
                _fail(seed, step, f"swap test ({what}): one world ended, the other did not")
            return True
        ids = a.legal_ids()
        act = ids[rng.below(len(ids))]
        if act not in b.legal_ids():
            if a.current_player() == viewer:
                _fail(seed, step, f"swap test ({what}): player {viewer}'s own options differ")
            return True                             # the owner's choice shows their card
        a.apply_id(act)
        b.apply_id(act)
    return True


def _check_state(game, state, seed: int, step: int, cards0: list, rng: Rng,
                 deep: bool, playon: bool = True, swap_horizon: int = 0) -> None:
    if state.is_terminal():
        if state.legal_actions():
            _fail(seed, step, "a terminal state offers actions")
        return
    acts = state.legal_actions()
    if not acts:
        _fail(seed, step, "a non-terminal state has no legal action")
    seats = state.seat_count()
    p = state.current_player()
    if p is None or not 0 <= p < seats:
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
    for viewer in range(seats):
        v = _norm(state.view(viewer))
        d = state.determinize(viewer, rng.spawn())
        if _norm(d.view(viewer)) != v:
            _fail(seed, step, f"player {viewer}'s view changed when hidden cards were re-dealt")
        if d.all_cards() != cards0:
            _fail(seed, step, f"determinize({viewer}) created or lost cards")
        if not d.legal_actions():
            _fail(seed, step, f"determinize({viewer}) left no legal action")
        _check_knowledge(state, d, viewer, seed, step)
        # the re-deal may depend only on what the viewer sees: re-dealing a re-dealt copy
        # with the same generator gives the very same state
        k = rng.next()
        a1 = state.determinize(viewer, Rng(k)).to_dict()
        a2 = d.determinize(viewer, Rng(k)).to_dict()
        if _norm(a1) != _norm(a2):
            _fail(seed, step, f"determinize({viewer}) depends on cards player {viewer} cannot see")
        if playon:
            _play_on(d, Rng(rng.next()), seed, step, viewer, state.MAX_DECISIONS)
        if swap_horizon:
            _swap_trial(state, viewer, Rng(rng.next()), seed, step, swap_horizon)
    if _norm(state.to_dict()) != before:
        _fail(seed, step, "view(), determinize() or the swap test changed the state")


def _check_outcome(game, state, format, seed: int, step: int) -> None:
    """The winners are distinct seats, ascending, `winner` the lowest of them (None for a
    draw), and in a team format exactly one whole team (or nobody)."""
    o = state.outcome
    ws = o.winners
    if not isinstance(ws, tuple) or list(ws) != sorted(set(ws)) or \
            any(type(w) is not int or not 0 <= w < state.seat_count() for w in ws):
        _fail(seed, step, f"the outcome's winners {ws!r} are not distinct seats in order")
    if o.winner != (ws[0] if ws else None):
        _fail(seed, step, f"the outcome's winner {o.winner!r} is not the lowest of its "
                          f"winners {ws!r}")
    teams = game.teams(format)
    if teams is not None and ws and tuple(ws) not in {tuple(sorted(t)) for t in teams}:
        _fail(seed, step, f"the winners {ws!r} are not one of the teams {teams!r}")


def play_random(game, seed: int, decks=None, format=None, agent_seed: int | None = None,
                max_steps: int = 10_000, log: bool = True):
    """Play one game with uniformly random actions. Returns (state, action ids)."""
    decks = decks if decks is not None else seat_decks(game, format)
    state = game.new_state(decks, seed=seed, format=format, log=log)
    rng = Rng(seed * 7919 + 1 if agent_seed is None else agent_seed)
    taken = []
    while not state.is_terminal() and len(taken) < max_steps:
        ids = state.legal_ids()
        a = ids[rng.below(len(ids))]
        taken.append(a)
        state.apply_id(a)
    return state, taken


def check_game(game, seeds=range(300), decks=None, format=None, max_steps: int = 10_000,
               deep_every: int = 1, swap_every: int = 5, swap_horizon: int = 40,
               playon: bool = True) -> ConformanceReport:
    """Run the conformance checks on one random game per seed. Raises ConformanceError.
    The deep checks (clone, round trip, illegal actions, views, determinize, recall and
    the play-on of every re-dealt state) run every `deep_every` decisions; the swap test
    every `swap_every`-th deep check, following the two worlds `swap_horizon` actions."""
    report = ConformanceReport(game.name)
    decks = decks if decks is not None else seat_decks(game, format)
    for seed in seeds:
        state = game.new_state(decks, seed=seed, format=format, log=True)
        twin = state.clone()
        cards0 = state.all_cards()
        rng = Rng(seed * 7919 + 1)
        check_rng = Rng(seed ^ 0x5EED)
        step = 0
        taken = []
        while True:
            deep = step % deep_every == 0
            swap = deep and swap_every and (step // max(1, deep_every)) % swap_every == 0
            _check_state(game, state, seed, step, cards0, check_rng, deep=deep,
                         playon=playon, swap_horizon=swap_horizon if swap else 0)
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
        _check_outcome(game, state, format, seed, step)
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
