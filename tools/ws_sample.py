"""Developer's tool: draw the seeded correctness sample of issue 15.

    PYTHONPATH=src .venv/bin/python tools/ws_sample.py [--seed 15] [--n 160] [--out FILE]

Every printed ability of the community pool (card code, ability index: its place among the
card's printed abilities as importer.convert_card reads them) is ranked by
sha256(f"{seed}:{code}:{index}"). Walking in rank order, an ability is kept when the
committed card file (src/tcgsim/games/weiss_schwarz/data/cards/<SET>.toml) recognises it,
i.e. holds the same table the importer makes of it now, at most one per card, until `n`
are kept. The file written (tests/games/weiss_schwarz/data/ws_correctness_sample.json)
holds the seed and per entry the set, the code, the ability index and the recognised
table, never the printed text (the publisher's; the test reads it from ../shared at run
time).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DEFAULT_JSON = ROOT.parent / "shared" / "data" / "weiss_schwarz" / "cards"
CARDS = ROOT / "src" / "tcgsim" / "games" / "weiss_schwarz" / "data" / "cards"
OUT = ROOT / "tests" / "games" / "weiss_schwarz" / "data" / "ws_correctness_sample.json"


def rank(seed: int, code: str, index: int) -> str:
    return hashlib.sha256(f"{seed}:{code}:{index}".encode()).hexdigest()


def committed(cards_dir: Path = CARDS) -> dict:
    """code -> the list of ability tables of the committed card files."""
    out = {}
    for p in sorted(cards_dir.glob("*.toml")):
        doc = tomllib.loads(p.read_text())
        for c in doc.get("card", []):
            out[c["code"]] = c.get("ability", [])
    return out


def printed(folder: Path = DEFAULT_JSON):
    """(set, code, [AbilityRow per printed ability]) of every card of the pool."""
    from tcgsim.core.errors import CardDataError
    from tcgsim.games.weiss_schwarz import importer as imp
    for p in sorted(folder.glob("*.json")):
        for i, j in enumerate(imp.read_set_json(p)):
            try:
                table, rows = imp.convert_card(j, str(p), i)
            except CardDataError:
                continue
            yield p.stem, table["code"], rows


def printed_line(set_name: str, code: str, index: int, folder: Path = DEFAULT_JSON) -> str:
    """The cleaned printed line of ability `index` of card `code` (read at run time)."""
    from tcgsim.games.weiss_schwarz import importer as imp
    for j in imp.read_set_json(folder / f"{set_name}.json"):
        if isinstance(j, dict) and str(j.get("code", "")).strip() == code:
            lines = [imp._fixed(code, x) for x in imp.printed_abilities(j["ability"])]
            return imp.clean(lines[index])
    raise KeyError(code)


def recognised_tables(rows) -> dict:
    """index -> table of the recognised printed abilities (rows in printed order)."""
    return {i: r.table for i, r in enumerate(rows) if r.table is not None}


def draw(seed: int, n: int, folder: Path = DEFAULT_JSON, cards_dir: Path = CARDS) -> list:
    have = committed(cards_dir)
    pool = []
    for set_name, code, rows in printed(folder):
        now = recognised_tables(rows)
        tables = have.get(code)
        # the committed file recognises ability i when its k-th table (k = the recognised
        # abilities printed before i) is the table the importer makes of i
        ok = tables is not None and len(tables) == len(now)
        for i in range(len(rows)):
            entry = None
            if ok and i in now:
                k = sorted(now).index(i)
                if tables[k] == now[i]:
                    entry = {"set": set_name, "code": code, "index": i, "table": now[i]}
            pool.append((rank(seed, code, i), code, i, entry))
    pool.sort(key=lambda x: x[0])
    out, seen = [], set()
    for _, code, i, entry in pool:
        if entry is None or code in seen:
            continue
        seen.add(code)
        out.append(entry)
        if len(out) >= n:
            break
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--n", type=int, default=160)
    ap.add_argument("--folder", type=Path, default=DEFAULT_JSON)
    ap.add_argument("--out", type=Path, default=OUT)
    a = ap.parse_args(argv)
    entries = draw(a.seed, a.n, a.folder)
    a.out.parent.mkdir(parents=True, exist_ok=True)
    doc = {"seed": a.seed, "n": len(entries),
           "drawn_by": "tools/ws_sample.py", "entries": entries}
    a.out.write_text(json.dumps(doc, indent=1, ensure_ascii=False, sort_keys=False) + "\n")
    print(f"{len(entries)} entries -> {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
