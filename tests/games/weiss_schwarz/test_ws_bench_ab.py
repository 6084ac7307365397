"""bench/ws_ab.py times two revisions of the engine in one process: it imports both under
other package names and plays the same games with each."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def _ab():
    spec = importlib.util.spec_from_file_location("ws_ab", ROOT / "bench" / "ws_ab.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.skipif(shutil.which("git") is None or subprocess.run(
    ["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True).returncode != 0,
    reason="needs the git checkout")
def test_the_same_revision_twice_plays_the_same_games(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("TCGSIM_CACHE_DIR", str(tmp_path))
    assert _ab().main(["HEAD", "HEAD", "--chunks", "2", "--games", "2"]) == 0
    out = capsys.readouterr().out
    rates = re.findall(r"games/s of CPU time \(([\d.]+) decisions/game, 4 games\)", out)
    assert len(rates) == 2 and rates[0] == rates[1]           # the same games, both copies
    assert "per chunk: median" in out


def test_an_unknown_revision_is_named():
    with pytest.raises(SystemExit, match="cannot read revision 'no-such-rev'"):
        _ab().main(["no-such-rev", "--chunks", "1", "--games", "1"])
