"""Replays: {tcgsim version, rules version, game, format, card-pool hash, decks, seed,
actions, outcome} as JSON (DESIGN §2). `verify` re-runs one and checks it ends the same.

A replay must be exactly what it claims: every field present with its type (`outcome` is
null only for a game that is unfinished after its actions), the seed in 0 .. 2**64 - 1 (the
engine reads seeds modulo 2**64, so a shifted seed would replay the same game under another
number), action ids plain ints. `load` refuses anything else with a ReplayError naming the
field; `make_replay` and `Replay.save` refuse to produce what `load` would refuse.

The second half of this module reads input files for every loader of tcgsim (deck files,
card files, community card JSON, replays): a size cap, UTF-8, a nesting cap, no lone
surrogates, no integer beyond 64 bits, each refused with a project error that names the
file and the place in it. (These helpers belong in `core.files`; they live here until that
module can take them.)
"""

from __future__ import annotations

import json
import operator
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .actions import Outcome
from .errors import IllegalActionError, ReplayError, TcgsimError
from .files import write_atomic

FORMAT = "tcgsim-replay/1"
SEED_LIMIT = 2 ** 64           # seeds are 0 <= seed < 2**64 (core.rng masks to 64 bits)
MAX_REPLAY_BYTES = 16 * 2 ** 20
"""A replay of a long Weiß Schwarz game is under 100 KB; 16 MiB is far above any game."""

FIELDS = ("replay", "tcgsim_version", "game", "rules_version", "format", "card_pool_hash",
          "decks", "seed", "actions", "outcome")


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

    def _fields(self) -> dict:
        """The fields as `to_dict` writes them, without assuming they are well formed."""
        acts = self.actions
        if isinstance(acts, (list, tuple)):
            acts = [list(a) if isinstance(a, (list, tuple)) else a for a in acts]
        d = dict(self.__dict__)
        d.update(replay=FORMAT, actions=acts)
        return d

    def save(self, path) -> None:
        """Write the replay as JSON through `core.files.write_atomic`: a reader never sees a
        half-written replay and an interrupted save leaves no temporary file. Raises
        ReplayError (nothing written) when the replay is malformed or cannot be written."""
        p = Path(path)
        where = shown(p)
        problem = replay_problem(self._fields())
        if problem:
            raise ReplayError(f"{where}: replay not saved: {problem}")
        text = json.dumps(self.to_dict(), indent=1) + "\n"
        folder = p.parent
        if not folder.is_dir():
            raise ReplayError(f"cannot write the replay {where}: the folder {shown(folder)} "
                              f"does not exist")
        try:
            write_atomic(p, text)
        except OSError as e:
            raise ReplayError(f"cannot write the replay {where}: {e.strerror or e}") from None
        except ValueError as e:                      # e.g. a NUL character in the path
            raise ReplayError(f"cannot write the replay {where}: {e}") from None


def make_replay(game, decks, seed: int, format, actions, outcome) -> Replay:
    """The replay of a game played from `decks` and `seed` by `actions` ((kind, id) pairs).
    The seed is stored modulo 2**64, the way the engine reads it (a negative `--seed`
    plays the same game as its 64-bit residue)."""
    from .. import __version__

    if isinstance(seed, bool) or not hasattr(seed, "__index__"):
        raise ReplayError(f"cannot record a replay: the seed must be an int; got {_brief(seed)}")
    acts = []
    for n, a in enumerate(actions):
        if not (isinstance(a, (list, tuple)) and len(a) in (2, 3)
                and isinstance(a[0], str) and type(a[1]) is not bool
                and hasattr(a[1], "__index__")):
            raise ReplayError(f"cannot record a replay: action {n} is {_brief(a)}, not "
                              f"(kind, int id)")
        acts.append((a[0], operator.index(a[1])))
    rep = Replay(game.name, game.rules_version, __version__, format,
                 game.card_pool_hash(decks), [d.to_dict() for d in decks],
                 operator.index(seed) % SEED_LIMIT, acts,
                 None if outcome is None else outcome.to_dict())
    problem = replay_problem(rep._fields())
    if problem:
        raise ReplayError(f"cannot record a replay: {problem}")
    return rep


def load(path) -> Replay:
    """Read a replay file. Raises ReplayError naming the file and the bad field."""
    p = Path(path)
    where = shown(p)
    text = read_input(p, lambda m: ReplayError(f"{where}: {m}"), MAX_REPLAY_BYTES)

    def corrupt(m):
        return ReplayError(f"{where}: corrupt replay: {m}")

    d = parse_json(text, corrupt, check=False)         # replay_problem checks the data
    if not isinstance(d, dict) or d.get("replay") != FORMAT:
        raise ReplayError(f"{where}: not a tcgsim replay (expected \"replay\": \"{FORMAT}\")")
    problem = replay_problem(d)
    if problem:
        raise corrupt(problem)
    return Replay(d["game"], d["rules_version"], d["tcgsim_version"], d["format"],
                  d["card_pool_hash"], d["decks"], d["seed"],
                  [(k, i) for k, i in d["actions"]], d["outcome"])


def _is_int(x) -> bool:
    return type(x) is int               # not bool, not float, not a numpy integer


def replay_problem(d: dict) -> str | None:
    """What is wrong with a replay in its dict form (None when well formed)."""
    missing = [k for k in FIELDS if k not in d]
    if missing:
        return f"field {missing[0]!r} is missing"
    extra = sorted(str(k) for k in d if k not in FIELDS)
    if extra:
        return f"unknown field {_brief(extra[0])}; a replay has {', '.join(FIELDS)}"
    for k in ("tcgsim_version", "game", "rules_version", "card_pool_hash"):
        if not isinstance(d[k], str) or (k != "tcgsim_version" and not d[k]):
            return f"field {k!r} must be a non-empty string; got {_brief(d[k])}"
    if d["format"] is not None and not isinstance(d["format"], str):
        return f"field 'format' must be a string or null; got {_brief(d['format'])}"
    seed = d["seed"]
    if not _is_int(seed) or not 0 <= seed < SEED_LIMIT:
        why = (f" (the engine reads seeds modulo 2**64: this replay would re-run the game of "
               f"seed {seed % SEED_LIMIT})" if _is_int(seed) and seed.bit_length() < 256 else "")
        return f"field 'seed' must be an integer from 0 to 2**64 - 1; got {_brief(seed)}{why}"
    if not isinstance(d["decks"], list) or not all(isinstance(x, dict) for x in d["decks"]):
        return "field 'decks' must be a list of decks (tables)"
    if not isinstance(d["actions"], list):
        return f"field 'actions' must be a list; got {_brief(d['actions'])}"
    for n, a in enumerate(d["actions"]):
        if not (isinstance(a, list) and len(a) == 2 and isinstance(a[0], str) and a[0]
                and _is_int(a[1])):
            return f"action {n} is {_brief(a)}, not [kind, int id]"
    o = d["outcome"]
    if o is not None:
        if not isinstance(o, dict) or set(o) - {"winners"} != {"winner", "reason", "turns"}:
            return (f"field 'outcome' must be null or {{\"winner\", \"reason\", \"turns\", "
                    f"\"winners\"}} (\"winners\" may be left out); got {_brief(o)}")
        if not (o["winner"] is None or _is_int(o["winner"]) and o["winner"] >= 0):
            return f"outcome 'winner' must be a seat number or null; got {_brief(o['winner'])}"
        ws = o.get("winners", [] if o["winner"] is None else [o["winner"]])
        if not (isinstance(ws, list) and all(_is_int(w) and w >= 0 for w in ws)
                and ws == sorted(set(ws)) and o["winner"] == (ws[0] if ws else None)):
            return (f"outcome 'winners' must be the winning seats in order, the lowest being "
                    f"'winner'; got {_brief(ws)}")
        if not isinstance(o["reason"], str):
            return f"outcome 'reason' must be a string; got {_brief(o['reason'])}"
        if not (_is_int(o["turns"]) and o["turns"] >= 0):
            return f"outcome 'turns' must be a whole number; got {_brief(o['turns'])}"
    return data_problem(d)          # nesting, lone surrogates, huge numbers anywhere (decks)


def verify(replay: Replay, source: str = "replay", log: bool = True):
    """Re-run a replay; return the final state. Raises ReplayError when it cannot be
    re-run by this tcgsim or does not end as recorded."""
    from .game import game as get_game

    problem = replay_problem(replay._fields())
    if problem:
        raise ReplayError(f"{source}: corrupt replay: {problem}")
    try:
        game = get_game(replay.game)
    except TcgsimError as e:
        raise ReplayError(f"{source}: {e}") from None
    if replay.rules_version != game.rules_version:
        raise ReplayError(
            f"{source}: recorded with rules version {replay.rules_version!r} (tcgsim "
            f"{replay.tcgsim_version}); this tcgsim implements {game.rules_version!r}, so the "
            f"game may not replay the same way")
    seats = game.seat_count(replay.format)
    if len(replay.decks) != seats:
        raise ReplayError(f"{source}: corrupt replay: it has {len(replay.decks)} decks; "
                          f"{game.name} is played with {seats}")
    decks = []
    for i, d in enumerate(replay.decks):
        try:
            decks.append(game.deck_from_dict(d))     # deck rules checked before any expansion
        except (TcgsimError, KeyError, TypeError, ValueError) as e:
            raise ReplayError(f"{source}: corrupt replay: deck {i} does not load: {e}") from None
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
    got = None if state.outcome is None else state.outcome.to_dict()
    if replay.outcome is None:
        if got is not None:
            raise ReplayError(f"{source}: the replay records no outcome (an unfinished game), "
                              f"but its {len(replay.actions)} actions end the game: {got}")
    elif got != Outcome.from_dict(replay.outcome).to_dict():   # an old one: no "winners"
        raise ReplayError(f"{source}: the replay ends differently: recorded "
                          f"{replay.outcome}, re-run {got or 'unfinished'}")
    return state


# ---- reading input files ------------------------------------------------------------------

MAX_DEPTH = 32
"""Nesting cap of any input document: the shipped Weiß Schwarz card files (abilities granting
abilities) nest 13 levels; 32 leaves room and keeps every recursive reader (validators,
json.dumps, copies) far from Python's recursion limit."""
INT_LIMIT = 2 ** 64
"""No integer in an input file reaches 2**64 (TOML's own integers are 64-bit; a replay's seed
is below 2**64); a longer one is refused before anything formats or expands it."""

Fail = Callable[[str], Exception]


def shown(path) -> str:
    """`path` as text that can always be printed (undecodable bytes of a file name as U+FFFD)."""
    s = str(path)
    return s if is_text(s) else s.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def is_text(s) -> bool:
    """A str that can be written as UTF-8 (no lone surrogate such as JSON's "\\ud800")."""
    if not isinstance(s, str):
        return False
    if s.isascii():
        return True
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _brief(v, n: int = 60) -> str:
    """A short repr of `v` for an error message; never fails (a huge int is not printed,
    a deep list is not walked)."""
    if isinstance(v, int) and not isinstance(v, bool) and v.bit_length() > 96:
        return f"an integer of {v.bit_length()} bits"
    try:
        r = repr(v)
    except (ValueError, RecursionError):      # an int over 4300 digits inside, deep nesting
        r = f"<a {type(v).__name__}>"
    return r if len(r) <= n else r[:n - 3] + "..."


def read_input(path, fail: Fail, limit: int) -> str:
    """The text of an input file: at most `limit` bytes of UTF-8 (a byte-order mark is
    dropped). `fail(message)` makes the error raised otherwise; the message says what
    is wrong ("cannot read the file: ...", "not UTF-8 text: byte 0xff at line 3, ...")."""
    p = Path(path)
    try:
        with open(p, "rb") as f:
            data = f.read(limit + 1)
    except OSError as e:
        raise fail(f"cannot read the file: {e.strerror or e}") from None
    except ValueError as e:                          # a NUL character in the path
        raise fail(f"cannot read the file: {e}") from None
    if len(data) > limit:
        raise fail(f"the file is larger than {limit // 2 ** 20} MiB, more than any such file "
                   f"holds") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise fail(f"not UTF-8 text: byte {data[e.start]:#04x} at line {line}, column {col}") \
            from None


def _long_number_at(text: str) -> str:
    m = re.search(r"\d{4301,}", text)
    if m is None:
        return ""
    line = text.count("\n", 0, m.start()) + 1
    return f" at line {line} ({m.end() - m.start()} digits)"


def parse_json(text: str, fail: Fail, check: bool = True):
    """JSON text -> data, checked by `data_problem` (unless `check` is false: the caller
    checks its own fields first, for sharper messages, then calls it)."""
    def no_constant(name):
        raise ValueError(f"{name} is not a JSON number")

    try:
        data = json.loads(text, parse_constant=no_constant)
    except json.JSONDecodeError as e:
        raise fail(f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    except RecursionError:
        raise fail(f"not valid input: nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as e:          # NaN/Infinity, or an int of more than 4300 digits
        where = _long_number_at(text)
        raise fail(f"not valid JSON: a number is too long{where}" if where
                   else f"not valid JSON: {e}") from None
    problem = data_problem(data) if check else None
    if problem:
        raise fail(problem)
    return data


def parse_toml(text: str, fail: Fail) -> dict:
    """TOML text -> data, checked by `data_problem`."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise fail(f"not valid TOML: {e}") from None
    except RecursionError:
        raise fail(f"not valid input: nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as e:          # an integer of more than 4300 digits
        where = _long_number_at(text)
        raise fail(f"not valid TOML: a number is too long{where}" if where
                   else f"not valid TOML: {e}") from None
    problem = data_problem(data)
    if problem:
        raise fail(problem)
    return data


def _path(entry) -> str:
    """The place of a `data_problem` entry, e.g. "decks[0].cards[3].name" (a deep place is
    cut after 8 steps: its start says where it is)."""
    keys = []
    while entry[2] is not None:
        keys.append(entry[3])
        entry = entry[2]
    keys.reverse()
    parts = []
    for k in keys[:8]:
        if isinstance(k, int):
            parts.append(f"[{k}]")
        elif k.isidentifier():
            parts.append(f".{k}" if parts else k)
        else:
            parts.append(f"[{_brief(k, 40)}]")
    if len(keys) > 8:
        parts.append("...")
    return "".join(parts) or "the top level"


def data_problem(data, max_depth: int = MAX_DEPTH, int_limit: int = INT_LIMIT) -> str | None:
    """What makes parsed input unsafe to use (None when nothing): nesting deeper than
    `max_depth`, a string or key with a lone surrogate, an integer of magnitude
    >= `int_limit`, or a value that is not plain data. The place is named as a path
    ("decks[0].cards[3].name"). Iterative, so any depth is safe to check."""
    stack = [(data, 1, None, None)]
    while stack:
        entry = stack.pop()
        v, depth = entry[0], entry[1]
        if isinstance(v, str):
            if not is_text(v):
                return f"{_path(entry)}: the text has a lone surrogate (not Unicode text)"
        elif isinstance(v, bool) or v is None or isinstance(v, float):
            pass
        elif isinstance(v, int):
            if not -int_limit < v < int_limit:
                return f"{_path(entry)}: the number is too large ({_brief(v)})"
        elif isinstance(v, (dict, list, tuple)):
            if depth >= max_depth:
                return f"{_path(entry)}: nested more than {max_depth} levels deep"
            if isinstance(v, dict):
                for k, x in v.items():
                    if not is_text(k):
                        return f"{_path(entry)}: a key is not Unicode text ({_brief(k)})"
                    stack.append((x, depth + 1, entry, k))
            else:
                for i, x in enumerate(v):
                    stack.append((x, depth + 1, entry, i))
        elif type(v).__module__ == "datetime":
            pass                                      # TOML dates: plain data, refused by type
        else:
            return f"{_path(entry)}: {type(v).__name__} is not plain data"
    return None
