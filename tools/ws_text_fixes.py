"""Developer's tool: write data/text_fixes.toml, the printed text the community Weiß Schwarz
data lost, proved per card by another record of the same card.

    PYTHONPATH=src .venv/bin/python tools/ws_text_fixes.py [--folder DIR] [--out FILE]
        [--check] [--list]

The community card text (../shared/data/weiss_schwarz/cards) lost some glyphs: a trigger icon
("reveals a climax with  in its trigger icon"), the bracket of a state glyph ("becomes REVERSE"),
and in one set every digit 0 ("+2--- power"). A fix is written only where a record of the
same card shows what is printed there:

  * weiss-sim's card database (the [bench] extra `weiss-sim`, data/default_cards.wsdb; its
    catalog names each record's card code): the record of the same code, aligned word by word
    with the community text, the words around the fix equal on both sides; or a record of
    another code with the same English name whose ability reads the same but for the fix;
  * another printing in the community data (same English name, the same text but for the fix);
  * set OSK/S121, whose text holds no digit 0 at all (every other digit is there): each "-"
    after a digit, and "level -" / "cost -", is its 0 (the set's own power fields print the
    zeros; AOT/SX04's zeros, lost the same way, are all proved by weiss-sim's records).

Each fix is a short fragment (the damaged spot and a few words around it, never a whole
text): code, what the data says, what the card says, the kind and the proof. The importer
reads the committed file (importer_text.TEXT_FIXES) and never imports weiss_sim; this tool
checks, per card, that replacing the fragments in the card's printed abilities gives exactly
the restored text, and leaves out any card where it would not. `--check` compares with the
committed file instead of writing it (exit 1 when they differ); `--list` prints every fix.
"""

from __future__ import annotations

import argparse
import difflib
import gzip
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DEFAULT = Path("/work/shared/data/weiss_schwarz/cards")
if not DEFAULT.is_dir():
    DEFAULT = ROOT.parent / "shared" / "data" / "weiss_schwarz" / "cards"
OUT = ROOT / "src" / "tcgsim" / "games" / "weiss_schwarz" / "data" / "text_fixes.toml"
ZERO_SETS = ("OSK/S121",)          # sets whose text holds no digit 0 (checked below)

# ---- weiss-sim's records -----------------------------------------------------------------------


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        b, n = n & 0x7F, n >> 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def _read_varint(b: bytes, i: int) -> tuple[int, int]:
    n = shift = 0
    while True:
        x = b[i]
        i += 1
        n |= (x & 0x7F) << shift
        shift += 7
        if x < 0x80:
            return n, i


def weiss_sim_records() -> tuple[str, dict[str, tuple[str, str]]]:
    """(weiss-sim's version, card code -> (English name, ability text)). The catalog gives
    each record's id, code, set and name; a record of the database starts with its id and its
    set (a postcard-encoded struct) and ends with its ability text (an optional string)."""
    import weiss_sim

    data = Path(weiss_sim.__file__).parent / "data"
    catalog = json.loads(gzip.decompress((data / "card_catalog.json.gz").read_bytes()))
    db = (data / "default_cards.wsdb").read_bytes()
    if db[:4] != b"WSDB":
        raise SystemExit("weiss-sim's default_cards.wsdb is not a WSDB file")
    count, pos = _read_varint(db, 8)
    by_id = {c["id"]: c for c in catalog}
    starts = []
    for k in range(1, count + 1):
        s = by_id[k]["card_set"].encode()
        head = _varint(k) + b"\x01" + _varint(len(s)) + s
        j = db.find(head, pos)
        if j < 0:
            raise SystemExit(f"weiss-sim record {k} not found")
        starts.append(j)
        pos = j + len(head)
    starts.append(len(db))
    out = {}
    for k in range(count):
        rec = db[starts[k]:starts[k + 1]]
        text = ""
        for m in re.finditer(rb"\x01", rec):       # the text: 0x01, its length, its bytes, the end
            try:
                n, i = _read_varint(rec, m.start() + 1)
            except IndexError:
                continue
            if n and i + n == len(rec):
                try:
                    text = rec[i:].decode("utf-8")
                    break
                except UnicodeDecodeError:
                    continue                 # not the text field: the next 0x01 marker
        c = by_id[k + 1]
        out[c["card_no"]] = (c["name"], text)
    return getattr(weiss_sim, "__version__", "?"), out


# ---- words -------------------------------------------------------------------------------------

ICONS = {"SOUL": "soul", "STANDBY": "standby", "GATE": "gate", "CHOICE": "choice",
         "COMEBACK": "comeback", "TREASURE": "treasure", "RETURN": "return", "BOUNCE": "return",
         "DRAW": "draw", "SHOT": "shot", "POOL": "pool"}
GLYPHS = {"REVERSE", "REST", "STAND", "CLOCK", "COUNTER", "CXCOMBO"}
_REF_ICON = re.compile(r"\[(?:ICON:)?([A-Za-z]+)\]")
TOKEN = re.compile(r"\[\[\w+\.gif\]\]|【[A-Z]+】|[\w'/-]+|[^\s\w]")
ICON_TOKEN = re.compile(r"\[\[\w+\.gif\]\]")
GLYPH_TOKEN = re.compile(r"【(%s)】" % "|".join(sorted(GLYPHS)))
ZEROS = re.compile(r"(-?)(\d*)(-+)")


def ref_text(s: str) -> str:
    """A weiss-sim text written the way the community data writes icons and quotes."""
    def icon(m):
        w = m[1].upper()
        if w in ICONS:
            return f" [[{ICONS[w]}.gif]] "
        return f" 【{w}】 " if w in GLYPHS else m[0]
    s = _REF_ICON.sub(icon, s)
    s = re.sub(r"【([A-Za-z]+)】", lambda m: f"【{m[1].upper()}】", s)
    s = s.replace("“", '"').replace("”", '"').replace("’", "'").replace("‘", "'")
    return " ".join(s.split())


def tokens(s: str) -> list[tuple[str, int, int]]:
    return [(m[0], m.start(), m.end()) for m in TOKEN.finditer(s.replace("’", "'"))]


def zeros_of(tok: str) -> str | None:
    """'2---' -> '2000', '-' -> '0', '-2---' -> '-2000'; None for anything else."""
    m = ZEROS.fullmatch(tok)
    if not m or (not m[2] and (m[1] or len(m[3]) != 1)):
        return None
    return m[1] + m[2] + "0" * len(m[3])


# ---- one card ----------------------------------------------------------------------------------

class Edit:
    """One restored spot of one printed line: tokens [i, j) of the line become `new`."""
    __slots__ = ("line", "i", "j", "new", "kind")

    def __init__(self, line, i, j, new, kind):
        self.line, self.i, self.j, self.new, self.kind = line, i, j, new, kind


def _edits_from(ops, a, b, where, strict):
    """The restorations among the opcodes of community tokens `a` against reference tokens
    `b`: icons (or a glyph's bracket) the data lost, zeros it wrote as dashes. `where` maps a
    token of `a` to (line, token index in the line). With `strict` every other opcode must be
    equal (a record of another code must read the same); else the two tokens on each side of
    an edit must be equal (a record of the same code may be worded apart elsewhere)."""
    edits, other = [], False
    for k, (op, i1, i2, j1, j2) in enumerate(ops):
        if op == "equal":
            continue
        got = [t[0] for t in a[i1:i2]]
        ref = [t[0] for t in b[j1:j2]]
        kind = None
        if op == "insert" and all(ICON_TOKEN.fullmatch(t) for t in ref) and len(ref) <= 2:
            kind = "icon"
        elif op == "insert" and len(ref) == 1 and GLYPH_TOKEN.fullmatch(ref[0]):
            kind = "glyph"
        elif op == "replace" and all(ICON_TOKEN.fullmatch(t) for t in ref) and got in (["@"],):
            kind = "icon"
        elif (op == "replace" and len(got) == 1 and len(ref) == 1 and GLYPH_TOKEN.fullmatch(ref[0])
              and got[0].upper() == ref[0][1:-1]):
            kind = "glyph"
        elif (op == "replace" and len(got) == len(ref)
              and all(zeros_of(g) == r for g, r in zip(got, ref))):
            kind = "zeros"
        if kind is None:
            other = True
            continue
        if not strict:
            before = ops[k - 1] if k else None
            after = ops[k + 1] if k + 1 < len(ops) else None
            if not (_context(before, a, i1, True) and _context(after, a, i2, False)):
                continue
        if i1 == i2:                      # an insertion: it goes before token i1 of its line
            if i1 == 0 or a[i1 - 1][0] == "¶":
                continue
            line, pos = where[i1 - 1]
            edits.append(Edit(line, pos + 1, pos + 1, ref, kind))
        else:
            lines = {where[x][0] for x in range(i1, i2)}
            if len(lines) != 1 or any(a[x][0] == "¶" for x in range(i1, i2)):
                continue
            line, pos = where[i1]
            edits.append(Edit(line, pos, pos + (i2 - i1), ref, kind))
    if strict and other:
        return []
    return edits


def _context(op, a, at, before):
    """The words next to an edit are equal on both sides: two of them, or one and then the
    edge of the line."""
    if op is None or op[0] != "equal":
        return False
    n = op[2] - op[1]
    if n >= 2:
        return True
    if n != 1:
        return False
    edge = at - 2 if before else at + 1
    return edge < 0 or edge >= len(a) or a[edge][0] == "¶"


def card_tokens(lines):
    a, where = [], []
    for n, line in enumerate(lines):
        if n:
            a.append(("¶", 0, 0))
            where.append((n, -1))
        for k, t in enumerate(tokens(line)):
            a.append(t)
            where.append((n, k))
    return a, where


def restore(lines, ref, strict):
    from tcgsim.games.weiss_schwarz.importer_text import printed_abilities
    a, where = card_tokens(lines)
    b, _ = card_tokens(printed_abilities([ref_text(x) for x in ref.split("\n")]))
    sm = difflib.SequenceMatcher(None, [t[0] for t in a], [t[0] for t in b], autojunk=False)
    if not strict and sm.ratio() < 0.8:
        return []
    return _edits_from(sm.get_opcodes(), a, b, where, strict)


def zero_set_edits(lines):
    """OSK/S121: every dash run after a digit, and 'level -' / 'cost -', is its zeros."""
    edits = []
    for n, line in enumerate(lines):
        toks = tokens(line)
        for k, (t, _, _) in enumerate(toks):
            z = zeros_of(t)
            if z is None or (t == "-" and not (k and toks[k - 1][0] in ("level", "cost"))):
                continue
            edits.append(Edit(n, k, k + 1, [z], "zeros"))
    return edits


def apply_edits(line: str, edits) -> str:
    toks = tokens(line)
    for e in sorted(edits, key=lambda e: (-e.i, -e.j)):
        if e.i == e.j:
            at = toks[e.i - 1][2]
            line = line[:at] + " " + " ".join(e.new) + line[at:]
        else:
            line = line[:toks[e.i][1]] + " ".join(e.new) + line[toks[e.j - 1][2]:]
    return line


def fragments(line: str, edits, width: int):
    """(what the data says, what the card says) per edit, `width` tokens each side."""
    toks = tokens(line)
    out = []
    for e in sorted(edits, key=lambda e: (e.i, e.j)):
        lo = max(0, e.i - width)
        hi = min(len(toks), e.j + width)
        if e.i == e.j and hi == e.j:
            hi = min(len(toks), e.j + 1)
        start, end = toks[lo][1], toks[hi - 1][2]
        piece = line[start:end]
        shifted = [Edit(0, e.i - lo, e.j - lo, e.new, e.kind)]
        out.append((piece, apply_edits(piece, shifted), e.kind))
    return out


def fix_card(lines, edits):
    """The shortest fragments that, each replaced where it first occurs in a line, in order,
    in every line, give the restored lines; None when no width up to 8 words does."""
    by_line = defaultdict(list)
    for e in edits:
        by_line[e.line].append(e)
    want = [apply_edits(line, by_line.get(n, [])) for n, line in enumerate(lines)]
    for width in range(2, 9):
        frags = []
        for n in sorted(by_line):
            frags += fragments(lines[n], by_line[n], width)
        got = [fixed(line, frags) for line in lines]
        if got == want and all(d != c for d, c, _ in frags):
            return frags
    return None


def fixed(line, frags):
    """What importer_text._fixed does: each fragment, in order, replaced where it first occurs."""
    for data, card, *_ in frags:
        line = line.replace(data, card, 1)
    return line


# ---- all cards ---------------------------------------------------------------------------------

def community(folder: Path):
    from tcgsim.games.weiss_schwarz import importer as imp
    cards = {}
    for p in sorted(folder.glob("*.json")):
        for j in imp.read_set_json(p):
            if not isinstance(j, dict) or not isinstance(j.get("code"), str):
                continue
            raw = j.get("ability") if isinstance(j.get("ability"), list) else []
            lines = imp.printed_abilities([x for x in raw if isinstance(x, str)])
            cards[j["code"].strip()] = (str(j.get("name", "")).strip(), lines)
    return cards


def build(folder: Path):
    version, ws = weiss_sim_records()
    cards = community(folder)
    by_name = defaultdict(list)                 # name -> [(source, text)]
    for code, (name, text) in ws.items():
        by_name[name].append((f"weiss-sim {version} record {code}", text))
    for code, (name, lines) in cards.items():
        by_name[name].append((f"community printing {code}", "\n".join(lines)))
    for prefix in ZERO_SETS:
        text = " ".join(" ".join(ls) for c, (_, ls) in cards.items() if c.startswith(prefix + "-"))
        if "0" in text or not re.search(r"\d-", text):
            raise SystemExit(f"set {prefix} prints a digit 0: its dashes are not its zeros")
    fixes, left = [], []
    for code, (name, lines) in sorted(cards.items()):
        edits, source = [], ""
        if code in ws:
            edits = restore(lines, ws[code][1], strict=False)
            source = f"weiss-sim {version} record {code}"
        if not edits:
            for src, text in by_name.get(name, ()):
                if src.endswith(" " + code):
                    continue
                edits = restore(lines, text, strict=True)
                if edits:
                    source = f"{src} (same name and text)"
                    break
        if not edits and code.startswith(tuple(p + "-" for p in ZERO_SETS)):
            edits = zero_set_edits(lines)
            source = f"set {code.split('-')[0]} prints no digit 0: its dashes are zeros"
        if not edits:
            continue
        frags = fix_card(lines, edits)
        if frags is None:
            left.append(code)
            continue
        for data, card, kind in frags:
            fixes.append({"code": code, "kind": kind, "data": data, "card": card, "source": source})
    return fixes, left


def toml_text(fixes) -> str:
    import tomli_w
    head = ("# Printed text the community Weiß Schwarz data lost, per card (importer_text.TEXT_FIXES).\n"
            "# Written by tools/ws_text_fixes.py; do not edit by hand. Each fix: the card code, what\n"
            "# the data says, what the card says (short fragments, never a whole text), the kind\n"
            "# (icon, glyph, zeros) and the record that proves it.\n\n")
    return head + tomli_w.dumps({"fix": fixes})


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--folder", type=Path, default=DEFAULT)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--check", action="store_true", help="compare with the committed file")
    ap.add_argument("--list", action="store_true", help="print every fix")
    a = ap.parse_args(argv)
    fixes, left = build(a.folder)
    text = toml_text(fixes)
    kinds = defaultdict(int)
    for f in fixes:
        kinds[f["kind"]] += 1
    if a.list:
        for f in fixes:
            print(f"{f['code']:18} {f['kind']:6} {f['data']!r} -> {f['card']!r}   [{f['source']}]")
    print(f"{len(fixes)} fixes on {len({f['code'] for f in fixes})} cards "
          f"({', '.join(f'{k} {n}' for k, n in sorted(kinds.items()))}); "
          f"{len(left)} cards left as they are (no fragments give exactly the restored text)"
          + (f": {', '.join(left)}" if left else ""))
    if a.check:
        same = a.out.is_file() and a.out.read_text(encoding="utf-8") == text
        print("the committed file is current" if same else f"{a.out} differs: run this tool")
        return 0 if same else 1
    a.out.write_text(text, encoding="utf-8")
    print(f"wrote {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
