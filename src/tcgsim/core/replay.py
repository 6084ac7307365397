"""Replays: {tcgsim version, rules version, game, format, card-pool hash, decks, seed,
actions, outcome} as JSON (DESIGN §2). `verify` re-runs one and checks it ends the same."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from .errors import IllegalActionError, ReplayError, TcgsimError

FORMAT = "tcgsim-replay/1"


@dataclass
class Replay:
    game: str
    rules_version: str
    tcgsim_version: str
    format: str | None
    card_pool_hash: str
    decks: list[dict]
    seed: int
    actions: list[tuple[str, int]]
    outcome: dict | None

    def to_dict(self) -> dict:
        return {"replay": FORMAT, "tcgsim_version": self.tcgsim_version, "game": self.game,
                "rules_version": self.rules_version, "format": self.format,
                "card_pool_hash": self.card_pool_hash, "decks": self.decks, "seed": self.seed,
                "actions": [[k, i] for k, i in self.actions], "outcome": self.outcome}

    def save(self, path) -> None:
        p = Path(path)
        tmp = p.with_name(p.name + ".tmp")
        tmp.write_text(json.dumps(self.to_dict(), indent=1) + "\n", encoding="utf-8")
        tmp.replace(p)   # never leave a half-written replay behind


def make_replay(game, decks, seed: int, format, actions, outcome) -> Replay:
    from .. import __version__

    return Replay(game.name, game.rules_version, __version__, format,
                  game.card_pool_hash(decks), [d.to_dict() for d in decks], seed,
                  [(k, int(i)) for k, i in actions],
                  None if outcome is None else outcome.to_dict())


def load(path) -> Replay:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise ReplayError(f"{p}: cannot read the replay: {e.strerror}") from None
    try:
        d = json.loads(text)
    except json.JSONDecodeError as e:
        raise ReplayError(f"{p}: corrupt replay: not valid JSON (line {e.lineno}, column "
                          f"{e.colno}: {e.msg})") from None
    if not isinstance(d, dict) or d.get("replay") != FORMAT:
        raise ReplayError(f"{p}: not a tcgsim replay (expected \"replay\": \"{FORMAT}\")")
    need = {"game": str, "rules_version": str, "card_pool_hash": str, "decks": list,
            "seed": int, "actions": list}
    for k, typ in need.items():
        if not isinstance(d.get(k), typ):
            raise ReplayError(f"{p}: corrupt replay: field {k!r} is missing or not a {typ.__name__}")
    acts = []
    for n, a in enumerate(d["actions"]):
        if not (isinstance(a, list) and len(a) == 2 and isinstance(a[0], str)
                and isinstance(a[1], int)):
            raise ReplayError(f"{p}: corrupt replay: action {n} is {a!r}, not [kind, id]")
        acts.append((a[0], a[1]))
    return Replay(d["game"], d["rules_version"], str(d.get("tcgsim_version", "?")),
                  d.get("format"), d["card_pool_hash"], d["decks"], d["seed"], acts,
                  d.get("outcome"))


def verify(replay: Replay, source: str = "replay", log: bool = True):
    """Re-run a replay; return the final state. Raises ReplayError when it cannot be
    re-run by this tcgsim or does not end as recorded."""
    from .game import game as get_game

    try:
        game = get_game(replay.game)
    except TcgsimError as e:
        raise ReplayError(f"{source}: {e}") from None
    if replay.rules_version != game.rules_version:
        raise ReplayError(
            f"{source}: recorded with rules version {replay.rules_version!r} (tcgsim "
            f"{replay.tcgsim_version}); this tcgsim implements {game.rules_version!r}, so the "
            f"game may not replay the same way")
    try:
        decks = [game.deck_from_dict(d) for d in replay.decks]
    except (TcgsimError, KeyError, TypeError) as e:
        raise ReplayError(f"{source}: corrupt replay: its decks do not load: {e}") from None
    if game.card_pool_hash(decks) != replay.card_pool_hash:
        raise ReplayError(f"{source}: corrupt replay: the decks do not match the recorded "
                          f"card-pool hash {replay.card_pool_hash}")
    try:
        state = game.new_state(decks, seed=replay.seed, format=replay.format, log=log)
    except TcgsimError as e:
        raise ReplayError(f"{source}: {e}") from None
    for n, (kind, aid) in enumerate(replay.actions):
        if state.is_terminal():
            raise ReplayError(f"{source}: the game ended after {n} actions, but the replay "
                              f"has {len(replay.actions)}")
        try:
            state.apply((kind, aid))
        except IllegalActionError as e:
            raise ReplayError(f"{source}: action {n} ({kind} {aid}) is not legal here: {e}") from None
    if replay.outcome is not None:
        got = None if state.outcome is None else state.outcome.to_dict()
        if got != replay.outcome:
            raise ReplayError(f"{source}: the replay ends differently: recorded "
                              f"{replay.outcome}, re-run {got}")
    return state
