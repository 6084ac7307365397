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

`--frontier` groups the unrecognised abilities by where recognition stops instead of by
their whole shape: "EVENT …" (the 【AUTO】 event is unknown), "COND …" (the "if …" condition
is unknown), "COST …" (the [cost] is unknown), "ONCE-N" ("up to N times per turn"), "HEAD …"
(no recogniser's head fits), or the first effect clause (up to the next ". ") that no clause
recogniser reads, at the furthest point any reading reached. Many shapes share one such
frontier, so it says which one clause, event or condition would unlock the most abilities.
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


def rows_of(folder: Path, frontier=None):
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
                if frontier is not None and r.table is None:
                    frontier.fails.clear()           # read it again, recording the frontier
                    imp.recognise(line, {"type": table["type"]})
                yield p.stem, r.code, imp.clean(line), r


class Frontier:
    """Where recognition of one ability stops (see --frontier): a wrapper around the effect
    reader that records how far each reading of the effects got."""

    def __init__(self):
        from tcgsim.games.weiss_schwarz import importer_costs, importer_effects, importer_filters
        from tcgsim.games.weiss_schwarz import importer_kinds as ik
        self.ie, self.costs, self.condition = importer_effects, importer_costs.costs, importer_filters.condition
        self.fails: list = []
        inner = importer_effects._effects_from

        def effects_from(s, i, ctx):
            got = inner(s, i, ctx)
            if got is None:
                self.fails.append((s, i))
            return got

        importer_effects._effects_from = effects_from
        self.head = re.compile(r"【AUTO】 (?:【CXCOMBO】 )?" + ik.KEYWORD + r"(?:\[(.+?)\] )?"
                               r"(?:This ability activates up to (\d+) times? per turn\. )?(.*)")
        self.event = re.compile(ik.EVENT_RX + r", (.*)")

    def key(self, text: str) -> str:
        """The frontier of the unrecognised `text` just read (self.fails holds its readings)."""
        if self.fails:
            s, k = max(self.fails, key=lambda f: (f[1], len(f[0])))
            rest = s[k:]
            m = re.search(r"\. ", rest)
            return blank(rest[:m.start()] if m else rest)[:110]
        m = self.head.fullmatch(text)
        if not m:
            c = re.match(r"【CONT】 (?:During your (?:opponent's )?turn, )?If (.+?), (?:this card|all of your|your)", text, re.I)
            if c and self.condition(c[1]) is None:
                return "COND " + blank(c[1])[:100]
            return "HEAD " + blank(text)[:100]
        if m[1] and not self.costs(m[1]):
            return "COST " + blank(m[1])[:100]
        if m[2] and m[2] != "1":
            return "ONCE-N"
        e = self.event.fullmatch(m[3])
        if not e:
            c = re.match(r"(.*?), (.*)", m[3])
            return "EVENT " + blank(c[1] if c else m[3])[:100]
        body = e[2]
        if body.startswith("if ") and not any(self.condition(body[3:k.start()]) is not None
                                              for k in re.finditer(", ", body)):
            c = re.match(r"if (.*?), ", body)
            return "COND " + blank(c[1] if c else body)[:100]
        return "HEAD " + blank(text)[:100]


def blank(s: str) -> str:
    s = re.sub(r"《[^》]*》", "《T》", s)
    s = re.sub(r'"[^"]*"', '"NAME"', s)
    return re.sub(r"\d+", "N", s)


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
    ap.add_argument("--frontier", action="store_true",
                    help="group by where recognition stops, not by the whole shape")
    a = ap.parse_args(argv)
    frontier = Frontier() if a.frontier else None
    rx = re.compile(a.grep, re.I) if a.grep else None
    total = ok = 0
    per_set: dict[str, list[int]] = {}
    shapes: Counter = Counter()
    example: dict[str, tuple[str, str]] = {}
    now: dict[tuple[str, str], bool] = {}
    for set_name, code, text, r in rows_of(a.folder, frontier):
        got = r.table is not None
        total += 1
        ok += got
        s = per_set.setdefault(set_name, [0, 0])
        s[0] += got
        s[1] += 1
        now[(code, text)] = got
        if got or (a.kind and kind_of(text) != a.kind) or (rx and not rx.search(r.shape)):
            continue
        shp = frontier.key(text) if frontier else r.shape
        shapes[shp] += 1
        example.setdefault(shp, (code, text))
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
