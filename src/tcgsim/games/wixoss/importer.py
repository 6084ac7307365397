"""Import WIXOSS card JSON (WEBXOSS's card database, ../shared/data/wixoss/) into tcgsim card
files (data/cards/<SET>.toml, cards.py).

The data gives one JSON array per set, with the printed texts in English (`text_en`). Names
and numbers carry over as facts; every printed ability is re-expressed in the ability
vocabulary (vocab.py) by a recogniser, or counted in the card's `unsupported` field.
Printed text is never copied into the output.

A card's printed abilities are its `text_en` entries (importer_text.printed_abilities):
the `attached` ones repeat abilities granted by another text and are not counted, nor is
a "Choose" text's mode repeated after it. A `burst` text is a burst, `arts` and `spell`
texts are use, `on_play` texts on_play, `action` texts action, `const` texts const (or
on_attack / heaven). An `extra` text is counted too: a Resona's "(Play Condition) ..." is
recognised into the card's `resona` field; any other (a grow condition, Rise, Trap) is
unsupported.

The recogniser is a table of (regex, builder) pairs per section, tried in order; a part
that does not match exactly makes the whole ability unsupported:

    importer_text     printed_abilities, clean, shape
    importer_parts    NoMatch; card filters, targets, conditions, costs
    importer_effects  the effect clauses EFFECTS, effects(), choose
    importer_kinds    the ability kinds, const modifies, RECOGNISERS, recognise

Colours: a card of two colours ("red/green", nine printings) is imported as its first
colour (cards.py has one colour per card) and named in `report.notes`. A LRIG type or
limiting condition of two LRIG types is written "Hanayo/Yuzuki"; the one LRIG type printed
"?" (WX14-003, no English entry) is "?".

The recognisers needed vocabulary the engine did not have; each addition is marked "added
by the importer" in vocab.py. `import_all(src_dir, out_dir)` imports every set of a folder
and returns the coverage per set (e.g. to generate the built-in pool).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import tomli_w

from ...core import files
from ...core.importing import CardRow, ImportReport as BaseReport
from ...core.errors import CardDataError, TcgsimError
from ...core.replay import is_text, parse_json, read_input, shown
from . import cards as wx_cards
from . import vocab
from .importer_effects import EFFECTS, choose, clause, effects, sentences
from .importer_kinds import MODIFY, RECOGNISERS, const_body, modify_clause, recognise
from .importer_parts import NoMatch, card_filter, condition, cost, target
from .importer_text import SECTIONS, clean, printed_abilities, shape

IMPORTED_BY = "tcgsim cards import"

TYPE_NAMES = {"LRIG": "lrig", "ARTS": "arts", "SIGNI": "signi", "SPELL": "spell",
              "RESONA": "resona"}
TIMING_NAMES = {"mainPhase": "main", "attackPhase": "attack", "spellCutIn": "spell_cut_in"}
REQUIRED_FIELDS = ("id", "name", "type", "color", "level", "limit", "power", "lrig_type_en",
                   "classes_en", "limiting_en", "cost", "guard", "multi_ener", "life_burst",
                   "timings", "text_en")
MAX_NUMBER = 10 ** 7          # no printed level, limit, power or cost comes near


# ---- the report ----------------------------------------------------------------------------

@dataclass
class AbilityRow:
    """One printed ability of one card and what the recogniser made of it."""
    code: str
    section: str                  # its text_en section
    shape: str                    # the text with names, classes and numbers blanked
    table: dict | None            # the vocabulary table, or None when unsupported
    refused: str = ""             # why vocab.validate refused the table built for it
    resona: dict | None = None    # a recognised Resona play condition (section extra)

    @property
    def recognised(self) -> bool:
        return self.table is not None or self.resona is not None


@dataclass
class ImportReport(BaseReport):
    """The report (core.importing), with this importer's way of counting an ability."""

    def add(self, code: str, name: str, type_: str, abil_rows: list[AbilityRow]) -> None:
        ok = sum(1 for a in abil_rows if a.recognised)
        self.rows.append(CardRow(code, name, type_, len(abil_rows), ok))
        for a in abil_rows:
            if not a.recognised:
                key = f"{a.section}: {a.shape}"
                self.unrecognised[key] += 1
                self.examples.setdefault(key, a.code)
                if a.refused:
                    self.refused.setdefault(key, a.refused)


# ---- one card ------------------------------------------------------------------------------

def _text(j, key, where, label, empty_ok=False) -> str:
    v = j[key]
    if not is_text(v) or (not empty_ok and not v.strip()):
        raise CardDataError(where, label, key, f"must be a non-empty string; got {v!r}")
    return v.strip()


def _number(j, key, where, label, required: bool):
    v = j[key]
    if v is None:
        if required:
            raise CardDataError(where, label, key, f"a {j['type']} prints a {key}")
        return None
    if type(v) is not int or not 0 <= v < MAX_NUMBER:
        raise CardDataError(where, label, key, f"must be a whole number from 0; got {v!r}")
    return v


def _names(j, key, where, label) -> list[str]:
    v = j[key]
    if v is None:
        return []
    ja = j.get(key[:-3])                      # "lrig_type" beside "lrig_type_en"
    if isinstance(v, list) and isinstance(ja, list) and len(ja) == len(v):
        # the one LRIG whose type is printed "?" has no English entry (WX14-003)
        v = ["?" if x is None and y in ("?", "？") else x for x, y in zip(v, ja)]
    if not isinstance(v, list) or not all(is_text(x) and x.strip() for x in v):
        raise CardDataError(where, label, key, "must be a list of names")
    return [x.strip() for x in v]


def _flag(j, key, where, label) -> bool:
    v = j[key]
    if not isinstance(v, bool):
        raise CardDataError(where, label, key, f"must be true or false; got {v!r}")
    return v


RESONA_RX = re.compile(
    r"\(play condition\) ((?:\[(?:main phase|attack phase|spell cut-in)\]\s*)+)put (\d+) of your "
    r"(?:non-resona )?(.+?) from the field into the trash|"
    r"\(play condition\) ((?:\[(?:main phase|attack phase|spell cut-in)\]\s*)+)put (\d+) "
    r"(?:non-resona )?(.+?) from your field into the trash|"
    r"\(play condition\) ((?:\[(?:main phase|attack phase|spell cut-in)\]\s*)+)put (\d+) of your "
    r"(?:non-resona )?(.+?) into the trash", re.I)
_PHASES = {"main phase": "main", "attack phase": "attack", "spell cut-in": "spell_cut_in"}


def resona_condition(text: str) -> dict | None:
    """'(Play Condition) [Main Phase] Put 2 of your non-Resona <Space> SIGNI from the field
    into the trash' -> {timing = ["main"], trash = {filter = {class = "Space"}, count = 2}}.
    The SIGNI put into the trash are never Resonas (the engine's rule)."""
    m = RESONA_RX.fullmatch(clean(text).rstrip("."))
    if not m:
        return None
    g = [x for x in m.groups() if x is not None]
    phases, n, phrase = g
    try:
        f = card_filter(re.sub(r"^non-resona ", "", phrase, flags=re.I))
    except NoMatch:
        return None
    timing = [_PHASES[p.lower()] for p in re.findall(r"\[([^\]]+)\]", phases)]
    trash = {"count": int(n)}
    if f:
        trash["filter"] = f
    return {"timing": timing, "trash": trash}


def ability_rows(code: str, text_en: dict) -> list[AbilityRow]:
    rows = []
    for sec, raw in printed_abilities(text_en):
        sh = shape(raw)
        if sec == "extra":
            res = resona_condition(raw)
            rows.append(AbilityRow(code, sec, sh, None, "", res))
            continue
        table, refused = recognise(sec, clean(raw))
        rows.append(AbilityRow(code, sec, sh, table, refused))
    return rows


def convert_card(j: dict, where: str = "<card json>", index: int = 0, notes=None):
    """One WEBXOSS card -> (tcgsim card table, [AbilityRow per printed ability])."""
    if not isinstance(j, dict):
        raise CardDataError(where, f"#{index + 1}", None, "a card must be a JSON object")
    label = j["id"] if is_text(j.get("id")) and j["id"].strip() else f"#{index + 1}"
    for k in REQUIRED_FIELDS:
        if k not in j:
            raise CardDataError(where, label, k, "missing")
    code = _text(j, "id", where, label)
    name = _text(j, "name", where, label)
    typ = TYPE_NAMES.get(j["type"]) if isinstance(j["type"], str) else None
    if typ is None:
        raise CardDataError(where, label, "type", f"must be one of {', '.join(TYPE_NAMES)}; "
                            f"got {j['type']!r}")
    col = j["color"]
    if not isinstance(col, str) or not all(c in vocab.COLORS for c in col.split("/")):
        raise CardDataError(where, label, "color", f"must be one of {', '.join(vocab.COLORS)} "
                            f"(or two joined by '/'); got {col!r}")
    if "/" in col:
        if notes is not None:
            notes.append(f"{code}: {col} imported as {col.split('/')[0]} (one colour per card)")
        col = col.split("/")[0]
    table: dict = {"code": code, "name": name, "type": typ, "color": col}
    for k in ("level", "limit", "power"):
        n = _number(j, k, where, label,
                    required=(k == "level" and typ in ("lrig", "signi", "resona")) or
                    (k == "power" and typ in ("signi", "resona")) or
                    (k == "limit" and typ == "lrig"))
        if n is not None:
            table[k] = n
    lt = _names(j, "lrig_type_en", where, label)
    if lt:
        table["lrig_type"] = "/".join(lt)
    elif typ == "lrig":
        raise CardDataError(where, label, "lrig_type_en", "a LRIG has a LRIG type")
    cl = _names(j, "classes_en", where, label)
    if cl:
        table["classes"] = cl
    lim = _names(j, "limiting_en", where, label)
    if lim:
        table["limiting"] = "/".join(lim)
    c = j["cost"]
    if c is not None:
        if not isinstance(c, dict) or any(k not in vocab.COLORS or type(v) is not int or
                                           not 0 <= v < 100 for k, v in c.items()):
            raise CardDataError(where, label, "cost", f"must map colours "
                                f"({', '.join(vocab.COLORS)}) to counts; got {c!r}")
        cost_t = {k: c[k] for k in vocab.COLORS if c.get(k)}
        if cost_t:
            table["cost"] = cost_t
    for k in ("guard", "multi_ener", "life_burst"):
        if _flag(j, k, where, label):
            table[k] = True
    tm = j["timings"]
    if tm is not None:
        if not isinstance(tm, list) or any(t not in TIMING_NAMES for t in tm):
            raise CardDataError(where, label, "timings", f"must be a list of "
                                f"{', '.join(TIMING_NAMES)}; got {tm!r}")
        if tm:
            table["timings"] = [TIMING_NAMES[t] for t in tm]
    kw = j.get("keywords") or {}
    if not isinstance(kw, dict):
        raise CardDataError(where, label, "keywords", "must be an object")
    for side in ("cross_left", "cross_right"):
        if side in kw:
            v = kw[side]
            if not isinstance(v, list) or not all(is_text(x) and x.strip() for x in v):
                raise CardDataError(where, label, "keywords", f"{side} must be a list of "
                                    f"card codes")
            table[side] = [x.strip() for x in v]
    if is_text(j.get("rarity")) and j["rarity"].strip():
        table["rarity"] = j["rarity"].strip()
    if j.get("reprint") is True and is_text(j.get("base_id")) and j["base_id"].strip() and \
            j["base_id"].strip() != code:
        table["reprint_of"] = j["base_id"].strip()
    te = j["text_en"]
    if te is None:
        te = {}
    if not isinstance(te, dict):
        raise CardDataError(where, label, "text_en", "must be an object of text lists")
    for k, v in te.items():
        if k not in SECTIONS:
            raise CardDataError(where, label, "text_en", f"unknown section {k!r}; sections: "
                                f"{', '.join(SECTIONS)}")
        if not isinstance(v, list) or not all(is_text(x) for x in v):
            raise CardDataError(where, label, "text_en", f"{k} must be a list of strings")
    rows = ability_rows(code, te)
    got = [r.table for r in rows if r.table is not None]
    res = [r.resona for r in rows if r.resona is not None]
    if res and typ == "resona" and len(res) == 1:
        table["resona"] = res[0]
    elif res:                          # a play condition on a non-Resona: not read
        for r in rows:
            r.resona = None
    if got:
        table["ability"] = got
    bad = sum(1 for r in rows if not r.recognised)
    if bad:
        table["unsupported"] = bad
    return table, rows


# ---- one set file --------------------------------------------------------------------------

def read_set_json(json_path) -> list:
    """The cards of a set file: a JSON array of at most 16 MiB of UTF-8 (core.replay's
    checks). Anything else is a CardDataError naming the file."""
    p = Path(json_path)
    where = shown(p)

    def fail(message):
        return CardDataError(where, None, None, message)

    data = parse_json(read_input(p, fail, wx_cards.MAX_CARD_FILE_BYTES), fail)
    if not isinstance(data, list):
        raise CardDataError(where, None, None, "must be a JSON array of cards")
    return data


def convert_set(json_path, skip_bad: bool = False) -> tuple[dict, ImportReport]:
    """Read a set file; return (the TOML document, the report). Writes nothing. A malformed
    card raises CardDataError naming the file, the card and the field; with `skip_bad` it
    is left out instead and named in `report.skipped`."""
    p = Path(json_path)
    where = shown(p)
    data = read_set_json(p)
    report = ImportReport(p.stem, p.name)
    tables = []
    for i, j in enumerate(data):
        try:
            table, rows = convert_card(j, where, i, report.notes)
            wx_cards.card_from_table(table, where, i)      # the check the pool will do
        except CardDataError as e:
            if not skip_bad:
                raise
            report.skipped.append(str(e))
            continue
        tables.append(table)
        report.add(table["code"], table["name"], table["type"], rows)
    head = {"name": p.stem, "source": p.name, "imported_by": IMPORTED_BY}
    return {"set": head, "card": tables}, report


def import_cards(path, out_dir=".", skip_bad: bool = False) -> ImportReport:
    """Convert a set file to `<out_dir>/<SET>.toml` (SET = the file name's stem)."""
    doc, report = convert_set(path, skip_bad)
    out = Path(out_dir) / f"{Path(path).stem}.toml"
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        files.write_atomic(out, tomli_w.dumps(doc))
    except OSError as e:
        raise TcgsimError(f"cannot write {shown(out)}: {e.strerror or e}") from None
    report.out_path = str(out)
    return report


def import_all(src_dir, out_dir, skip_bad: bool = False) -> dict[str, tuple[int, int]]:
    """Import every `<src_dir>/*.json` set into `out_dir`; return {set: (recognised,
    total)} per set, in name order."""
    out = {}
    for p in sorted(Path(src_dir).glob("*.json")):
        r = import_cards(p, out_dir, skip_bad)
        out[r.set_name] = (r.abilities_recognised, r.abilities_total)
    return out


__all__ = [
    "IMPORTED_BY", "TYPE_NAMES", "TIMING_NAMES", "REQUIRED_FIELDS", "AbilityRow", "CardRow",
    "ImportReport", "resona_condition", "ability_rows", "convert_card", "read_set_json",
    "convert_set", "import_cards", "import_all",
    # re-exported from the recogniser's modules
    "printed_abilities", "clean", "shape", "SECTIONS",
    "NoMatch", "card_filter", "target", "condition", "cost",
    "EFFECTS", "effects", "clause", "choose", "sentences",
    "MODIFY", "modify_clause", "const_body", "RECOGNISERS", "recognise",
]
