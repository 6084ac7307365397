"""Developer's tool: the Weiß Schwarz importer's coverage over the whole community pool.

    PYTHONPATH=src .venv/bin/python tools/ws_coverage.py [--folder DIR] [--top 40]
        [--grep REGEX] [--kind AUTO|CONT|ACT|OTHER] [--text] [--sets] [--save FILE]
        [--diff FILE]

Recognises every printed ability of every set (as `tcgsim cards import` does, writing
nothing) and prints the total, and the most frequent unrecognised shapes (names, traits and
numbers blanked), filtered by `--grep` (a regex over the shape) and `--kind` (the ability's
leading tag). `--text` shows one example card's full cleaned text under each shape.
`--sets` adds the per-set table. `--save FILE` writes every ability's (code, text,
recognised) to FILE as JSON lines; `--diff FILE` compares with such a file and lists the
abilities that were recognised there and are not now (a regression) and the count gained.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT = HERE.parent.parent / "shared" / "data" / "weiss_schwarz" / "cards"


def rows_of(folder: Path):
    from tcgsim.core.errors import CardDataError
    from tcgsim.games.weiss_schwarz import importer as imp
    for p in sorted(folder.glob("*.json")):
        data = imp.read_set_json(p)
        for i, j in enumerate(data):
            try:
                table, rows = imp.convert_card(j, str(p), i)
            except CardDataError:
                continue
            lines = [imp._fixed(table["code"], line)
                     for line in imp.printed_abilities(j["ability"])]
            for line, r in zip(lines, rows):
                yield p.stem, r.code, imp.clean(line), r


def kind_of(text: str) -> str:
    m = re.match(r"【(AUTO|CONT|ACT)】", text)
    return m[1] if m else "OTHER"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--folder", type=Path, default=DEFAULT)
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--grep", help="regex over the blanked shape")
    ap.add_argument("--kind", choices=["AUTO", "CONT", "ACT", "OTHER"])
    ap.add_argument("--text", action="store_true", help="one example's full text per shape")
    ap.add_argument("--sets", action="store_true", help="the per-set table")
    ap.add_argument("--save", type=Path, help="write every ability's result as JSON lines")
    ap.add_argument("--diff", type=Path, help="compare with a file written by --save")
    a = ap.parse_args(argv)
    rx = re.compile(a.grep, re.I) if a.grep else None
    total = ok = 0
    per_set: dict[str, list[int]] = {}
    shapes: Counter = Counter()
    example: dict[str, tuple[str, str]] = {}
    now: dict[tuple[str, str], bool] = {}
    for set_name, code, text, r in rows_of(a.folder):
        got = r.table is not None
        total += 1
        ok += got
        s = per_set.setdefault(set_name, [0, 0])
        s[0] += got
        s[1] += 1
        now[(code, text)] = got
        if got or (a.kind and kind_of(text) != a.kind) or (rx and not rx.search(r.shape)):
            continue
        shapes[r.shape] += 1
        example.setdefault(r.shape, (code, text))
    if a.sets:
        for name, (g, n) in sorted(per_set.items(), key=lambda kv: kv[1][0] / kv[1][1]):
            print(f"{name:12} {g:5}/{n:<5} {100 * g / n:5.1f}%")
    print(f"recognised {ok}/{total} = {100 * ok / total:.2f}%   "
          f"(80 % needs {max(0, int(0.8 * total + 0.9999) - ok)} more)")
    print(f"unrecognised matching the filter: {sum(shapes.values())} in {len(shapes)} shapes")
    for shp, n in shapes.most_common(a.top):
        print(f"{n:5}  {shp}")
        if a.text:
            code, text = example[shp]
            print(f"       e.g. {code}: {text}")
    if a.save:
        with a.save.open("w") as f:
            for (code, text), got in now.items():
                f.write(json.dumps([code, text, got], ensure_ascii=False) + "\n")
    if a.diff:
        before = {}
        for line in a.diff.read_text().splitlines():
            code, text, got = json.loads(line)
            before[(code, text)] = got
        lost = [k for k, g in before.items() if g and not now.get(k, False)]
        gained = sum(1 for k, g in now.items() if g and not before.get(k, False))
        print(f"gained {gained}, lost {len(lost)}")
        for code, text in lost[:50]:
            print(f"  LOST {code}: {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
