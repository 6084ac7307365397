"""What an RL encoding is: a fixed-size observation and one fixed discrete action space.

An `Encoding` belongs to one game (and one format, when the format changes the seats). It
turns what a seat may see -- `state.view(seat)`, nothing else -- into a float32 vector of a
fixed size, and every option of any decision of that game into one index of a fixed
discrete action space. The action space is a row of blocks, one per decision kind; an option
`(kind, id)` maps to `block(kind).start + local(kind, id)`. Within one decision, two options
never share an index (the environments check it and raise if an encoding breaks it), so the
mask the environments build is exactly the legal options.

The layout is data (`Layout`, `ActionBlocks`): `describe()` prints it as the tables of
`docs/rl.md`, and a test keeps the two equal. Each encoding has a `version`; a change to its
layout or to what any entry means must raise it (the test of the docs catches a layout change
made without updating them, the version says a trained policy no longer fits).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from ..core.errors import TcgsimError


class EncodingError(TcgsimError):
    """An encoding met what it cannot encode (an option outside its action space, two
    options on one index): a bug of the encoding, named with the game and the option."""


class Segment(NamedTuple):
    name: str
    start: int
    size: int
    meaning: str
    fields: tuple = ()
    """For a table segment (`Layout.add_table`): its rows' fields, (name, size, meaning)."""


class Layout:
    """The named segments of an observation vector, in order."""

    def __init__(self):
        self.segments: list[Segment] = []
        self.size = 0

    def add(self, name: str, size: int, meaning: str) -> int:
        """Append a segment of `size` entries; returns its start."""
        if size <= 0:
            raise ValueError(f"segment {name!r} must have a positive size")
        start = self.size
        self.segments.append(Segment(name, start, size, meaning))
        self.size += size
        return start

    def add_table(self, name: str, rows: int, fields, meaning: str) -> int:
        """Append `rows` rows of the same `fields` ((name, size, meaning) each), e.g. one
        row per card; returns its start. `field_offsets(name)` gives each field's offset."""
        fields = tuple(fields)
        width = sum(n for _, n, _ in fields)
        start = self.add(name, rows * width, f"{rows} rows of {width}: {meaning}")
        self.segments[-1] = self.segments[-1]._replace(fields=fields)
        return start

    def field_offsets(self, name: str) -> dict[str, int]:
        """{field: offset within a row} of table segment `name`."""
        out, at = {}, 0
        for f, n, _ in self[name].fields:
            out[f] = at
            at += n
        return out

    def __getitem__(self, name: str) -> Segment:
        for s in self.segments:
            if s.name == name:
                return s
        raise KeyError(name)


class Block(NamedTuple):
    kind: str
    start: int
    size: int
    meaning: str


class ActionBlocks:
    """The fixed discrete action space: one block of indices per decision kind."""

    def __init__(self):
        self.blocks: dict[str, Block] = {}
        self.size = 0

    def add(self, kind: str, size: int, meaning: str) -> int:
        if kind in self.blocks:
            raise ValueError(f"decision kind {kind!r} has a block already")
        start = self.size
        self.blocks[kind] = Block(kind, start, size, meaning)
        self.size += size
        return start


class Encoding:
    """Base class of the per-game encodings (see the module docstring).

    A subclass sets `game_name` and `version`, builds `self.layout` and `self.actions` in
    `__init__`, and implements `encode(view, out)` and `local(kind, id, view)`.
    """

    game_name = ""
    version = 0

    def __init__(self, game, format: str | None = None):
        self.game = game
        self.format = game.check_format(format)
        self.seats = game.seat_count(format)
        self.layout = Layout()
        self.actions = ActionBlocks()

    # -- what a subclass writes -------------------------------------------------------
    def encode(self, view: dict, out: np.ndarray) -> None:
        """Write the observation of `view` into `out` (float32, zeroed, of layout size)."""
        raise NotImplementedError

    def local(self, kind: str, aid: int, view: dict) -> int:
        """The index of option `aid` of a `kind` decision within that kind's block."""
        raise NotImplementedError

    def prepare(self, state) -> None:
        """Called at the start of every game with its first state, before any `encode`:
        the place to read what the encoding may know from the start (the card
        definitions of the decks, by instance id -- used only for cards a view shows)."""

    # -- the environments' side -------------------------------------------------------
    @property
    def obs_size(self) -> int:
        return self.layout.size

    @property
    def n_actions(self) -> int:
        return self.actions.size

    @property
    def tag(self) -> str:
        """The encoding's name and version, e.g. "lotr-duel/v1"."""
        return f"{self.game_name}/v{self.version}"

    def observe(self, view: dict) -> np.ndarray:
        out = np.zeros(self.layout.size, dtype=np.float32)
        self.encode(view, out)
        return out

    def index(self, kind: str, aid: int, view: dict) -> int:
        """The action index of option (kind, aid)."""
        b = self.actions.blocks.get(kind)
        if b is None:
            raise EncodingError(f"{self.tag}: decision kind {kind!r} has no block in the "
                                f"action space")
        i = self.local(kind, aid, view)
        if not 0 <= i < b.size:
            raise EncodingError(f"{self.tag}: option {aid} of a {kind!r} decision maps to "
                                f"{i}, outside its block of {b.size}")
        return b.start + i

    def option_indices(self, kind: str, ids, view: dict) -> dict[int, int]:
        """{action index: option id} for the options of a decision (checked: distinct)."""
        out: dict[int, int] = {}
        for aid in ids:
            i = self.index(kind, aid, view)
            if i in out:
                raise EncodingError(f"{self.tag}: options {out[i]} and {aid} of a {kind!r} "
                                    f"decision share action index {i}")
            out[i] = aid
        return out

    def describe(self) -> str:
        """The layout as markdown: the observation's segments and the action blocks."""
        lines = [f"### `{self.tag}` -- format `{self.format}`", "",
                 f"Observation: {self.obs_size} float32 entries. "
                 f"Action space: Discrete({self.n_actions}).", "",
                 "| observation | entries | meaning |", "|---|---|---|"]
        for s in self.layout.segments:
            span = f"{s.start}" if s.size == 1 else f"{s.start}-{s.start + s.size - 1}"
            lines.append(f"| `{s.name}` | {span} | {s.meaning} |")
        for s in self.layout.segments:
            if s.fields:
                lines += ["", f"Each row of `{s.name}`:", "",
                          "| field | offset | meaning |", "|---|---|---|"]
                at = 0
                for f, n, m in s.fields:
                    span = f"{at}" if n == 1 else f"{at}-{at + n - 1}"
                    lines.append(f"| `{f}` | {span} | {m} |")
                    at += n
        lines += ["", "| decision kind | actions | meaning |", "|---|---|---|"]
        for b in self.actions.blocks.values():
            span = f"{b.start}" if b.size == 1 else f"{b.start}-{b.start + b.size - 1}"
            lines.append(f"| `{b.kind}` | {span} | {b.meaning} |")
        return "\n".join(lines) + "\n"


# -- small helpers the encodings share --------------------------------------------------
def one_hot(out: np.ndarray, start: int, size: int, value: int | None) -> None:
    """Set entry `start + value` when 0 <= value < size (None or out of range: none)."""
    if value is not None and 0 <= value < size:
        out[start + value] = 1.0


def scaled(x, top: float) -> float:
    """x / top, clipped to [0, 1] (counts and scores as fractions of their usual top)."""
    if x is None:
        return 0.0
    v = x / top
    return 0.0 if v < 0 else 1.0 if v > 1 else float(v)
