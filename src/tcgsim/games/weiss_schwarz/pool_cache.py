"""The compiled cache of the built-in Weiß Schwarz card pool.

The pool ships as tcgsim card files (data/cards/<SET>.toml, 130 sets, about 15,000 cards),
the source of truth. Parsing and checking them takes about two seconds; the checked cards
are therefore kept in one file in the user's cache folder ($XDG_CACHE_HOME/tcgsim, else
~/.cache/tcgsim; TCGSIM_CACHE_DIR overrides it, and TCGSIM_CACHE_DIR=off turns the cache
off). Its name carries a digest of every card file's name and bytes, of the importer's text
fixes (data/text_fixes.toml), of the modules of the game package (the vocabulary's checks
live in several) and of the Python version, so a changed card file, a changed fix file, a
changed vocabulary or another interpreter never reads a stale cache: it reads the card files
and writes a new one (atomically; of the older caches of the pool the three newest are kept,
for other checkouts or versions). A cache that cannot be read is ignored and rebuilt, and a
cache folder that cannot be written leaves the pool loading from the card files every time.

The file holds each set as its own pickle behind an index (card code -> set), so a process
unpickles only the sets whose cards it asks for (`Sets.cards`): a game of one set's deck
holds that set, not 15,000 cards (a simulation worker's memory). A set whose pickle cannot
be read (a damaged file) is read from its card file instead.

Layout: MAGIC, the header's length (8 bytes, little-endian), the header (a pickle of
{"names": [set, ...], "index": {code: set}, "spans": {set: (offset, length)}}), then the
sets' pickles, one after another (offsets from the end of the header).
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from importlib import resources
from pathlib import Path

PREFIX = "weiss-schwarz-pool-"
MAGIC = b"tcgsim weiss-schwarz pool 2\n"    # the file's first bytes (its layout: above)
KEEP = 4                            # caches kept: this one and the three newest others


def cache_dir() -> Path | None:
    env = os.environ.get("TCGSIM_CACHE_DIR")
    if env:
        return None if env.strip().lower() == "off" else Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "tcgsim"


def digest(pkg=None) -> str:
    """The cache's key: the Python version, every module of the game package (`pkg`, a
    folder; default this package), the data files beside them (data/*.toml: the importer's
    text fixes) and every card file in its data/cards."""
    h = hashlib.sha256(sys.version.encode())
    pkg = resources.files(__package__) if pkg is None else pkg
    for ref in sorted(pkg.iterdir(), key=lambda r: r.name):
        if ref.name.endswith(".py"):
            h.update(ref.name.encode() + b"\0" + ref.read_bytes())
    data = pkg.joinpath("data")
    for ref in sorted(data.iterdir(), key=lambda r: r.name):   # the importer's text_fixes.toml
        if ref.name.endswith(".toml") and ref.is_file():
            h.update(f"data/{ref.name}\0".encode() + ref.read_bytes())
    folder = data.joinpath("cards")
    for ref in sorted(folder.iterdir(), key=lambda r: r.name):
        if ref.name.endswith(".toml"):
            data = ref.read_bytes()
            h.update(f"{ref.name}\0{len(data)}\0".encode() + data)
    return h.hexdigest()[:24]


class Sets:
    """The pool's sets: `names` in card-file order, `index` (card code -> its set; a code
    in two sets names the later, as reading them all in order would keep), and each set's
    cards read when first asked for (`cards(name)`, a list in card-file order)."""

    def __init__(self, names, index, read, fallback):
        self.names = tuple(names)
        self.index = index
        self._read = read
        self._fallback = fallback

    def cards(self, name: str) -> list:
        try:
            return self._read(name)
        except Exception:            # a damaged set in the cache: its card file instead
            return self._fallback(name)


def _in_memory(sets: dict, fallback) -> Sets:
    index = {c.code: name for name, cards in sets.items() for c in cards}
    return Sets(sets, index, sets.__getitem__, fallback)


def load(build, build_set) -> Sets:
    """The pool's sets: from the cache when it is current, else `build()` (a dict set
    name -> its cards, in card-file order; then cached). `build_set(name)` reads one set
    from its card file, for a set the cache cannot give back."""
    folder = cache_dir()
    if folder is None:
        return _in_memory(build(), build_set)
    path = folder / f"{PREFIX}{digest()}.pickle"
    sets = _read(path, build_set)
    if sets is None:
        built = build()
        sets = _in_memory(built, build_set)
        _write(folder, path, built, sets.index)
    return sets


def _header(f) -> tuple[dict, int]:
    """The header of an open cache file, and where its sets start; f is left there."""
    if f.read(len(MAGIC)) != MAGIC:
        raise ValueError("not a pool cache")
    size = int.from_bytes(f.read(8), "little")
    return pickle.loads(f.read(size)), len(MAGIC) + 8 + size


def _read(path: Path, build_set) -> Sets | None:
    """The cached sets, or None when the file is missing, truncated or not a pool."""
    try:
        with open(path, "rb") as f:
            head, _ = _header(f)
            blob = f.read()
        names, index, spans = head["names"], head["index"], head["spans"]
        if not (names and isinstance(index, dict) and isinstance(spans, dict)
                and set(spans) == set(names) and set(index.values()) <= set(names)
                and sum(n for _, n in spans.values()) == len(blob)):
            return None
    except Exception:
        return None
    view = memoryview(blob)

    def read(name):
        at, n = spans[name]
        cards = pickle.loads(view[at:at + n])
        if not isinstance(cards, list):
            raise ValueError(f"set {name} in the pool cache is not a list of cards")
        return cards

    return Sets(names, index, read, build_set)


def _write(folder: Path, path: Path, sets: dict, index: dict) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        blobs = {name: pickle.dumps(cards, protocol=pickle.HIGHEST_PROTOCOL)
                 for name, cards in sets.items()}
        spans, at = {}, 0
        for name, b in blobs.items():
            spans[name] = (at, len(b))
            at += len(b)
        head = pickle.dumps({"names": list(sets), "spans": spans, "index": index},
                            protocol=pickle.HIGHEST_PROTOCOL)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-" + PREFIX)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(MAGIC + len(head).to_bytes(8, "little") + head)
                for b in blobs.values():
                    f.write(b)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
        # keep the newest few (several checkouts or versions may share the folder)
        olds = sorted((p for p in folder.glob(PREFIX + "*.pickle") if p != path),
                      key=lambda p: p.stat().st_mtime, reverse=True)
        for old in olds[KEEP - 1:]:
            old.unlink(missing_ok=True)
    except OSError:                 # a read-only or full disk: no cache, same cards
        return
