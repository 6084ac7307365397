"""The compiled cache of the built-in Weiß Schwarz card pool.

The pool ships as tcgsim card files (data/cards/<SET>.toml, 130 sets, about 15,000 cards),
the source of truth. Parsing and checking them takes about two seconds; the checked cards
are therefore kept as one pickle in the user's cache folder ($XDG_CACHE_HOME/tcgsim, else
~/.cache/tcgsim; TCGSIM_CACHE_DIR overrides it, and TCGSIM_CACHE_DIR=off turns the cache
off). Its name carries a digest of every card file's name and bytes, of the importer's text
fixes (data/text_fixes.toml), of the modules of the game package (the vocabulary's checks
live in several) and of the Python version, so a changed card file, a changed fix file, a
changed vocabulary or another interpreter never reads a stale cache: it reads the card files
and writes a new one (atomically; of the older caches of the pool the three newest are kept,
for other checkouts or versions). A cache that cannot be read is ignored and rebuilt, and a
cache folder that cannot be written leaves the pool loading from the card files every time.
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


def load(build):
    """The cards: from the cache when it is current, else `build()` (then cached)."""
    folder = cache_dir()
    if folder is None:
        return build()
    path = folder / f"{PREFIX}{digest()}.pickle"
    cards = _read(path)
    if cards is None:
        cards = build()
        _write(folder, path, cards)
    return cards


def _read(path: Path):
    """The cached cards, or None when the file is missing, truncated or not a pool."""
    try:
        with open(path, "rb") as f:
            cards = pickle.load(f)
    except Exception:
        return None
    return cards if isinstance(cards, list) and cards else None


def _write(folder: Path, path: Path, cards) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-" + PREFIX)
        try:
            with os.fdopen(fd, "wb") as f:
                pickle.dump(cards, f, protocol=pickle.HIGHEST_PROTOCOL)
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
