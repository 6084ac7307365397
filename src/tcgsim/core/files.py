"""Writing files safely: every file tcgsim writes (replays, --json results, imported card
files, report plots and pages) goes through `write_atomic`, so a reader never sees a
half-written file and an interrupted write (Ctrl-C, a crash, a full disk) leaves neither a
partial file nor a temporary one behind."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomic(path, text: str | bytes, mode: int = 0o644) -> None:
    """Write `text` (UTF-8; bytes as they are, e.g. a PNG) to `path` through a temporary
    file in the same folder, then rename it into place. The folder must exist (see
    `check_writable`)."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        if isinstance(text, bytes):
            f = os.fdopen(fd, "wb")
        else:
            f = os.fdopen(fd, "w", encoding="utf-8", newline="\n")
        with f:
            f.write(text)
        os.chmod(tmp, mode)             # mkstemp makes 0600; these files are shared data
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass                        # already renamed into place or never created
        raise
