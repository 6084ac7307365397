"""Import community Weiß Schwarz card JSON into tcgsim card files (data/cards/<SET>.toml).

The community database (../shared/data/README.md) gives one JSON array per set, with the
printed ability text in English. Names and numbers carry over as facts; every printed
ability is re-expressed in the ability vocabulary (abilities.py) by a recogniser, or counted
in the card's `unsupported` field. Printed text is never copied into the output.

The recogniser is a list of (regex, builder) pairs tried in order on each printed ability
(`RECOGNISERS`). The AUTO/ACT/CONT builders read the parts of an ability (cost, event,
condition, effect) with small sub-recognisers of the same shape; a part that does not
match exactly makes the whole ability unsupported, so nothing is ever half-recognised.

This module converts one card and one set file and keeps the import report; the recogniser
lives in sibling modules, whose names it re-exports (`importer.recognise`, `importer.clean`,
…), each importing only those above it:

    importer_climax   wording canonicalised (clean reads it); the climax area's events,
                      conditions and clauses (registered below; imports siblings lazily)
    importer_text     a card's printed abilities, TEXT_FIXES, clean, shape
    importer_filters  card filters, targets on the stage, conditions
    importer_costs    costs
    importer_stats    Ctx; the effect clauses that change power, soul or level
    importer_moves    the effect clauses that move cards
    importer_effects  the table of effect clauses EFFECTS, effects(), the nested clauses
    importer_kinds    the ability kinds and keywords, their events, RECOGNISERS, recognise
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import tomli_w

from ...core import files
from ...core.importing import CardRow, ImportReport as BaseReport
from ...core.errors import CardDataError, TcgsimError
from ...core.replay import parse_json, read_input, shown
from . import cards as ws_cards
from .importer_costs import costs
from .importer_effects import EFFECTS, NEXT_EVENT, effects
from .importer_filters import (
    GRANT_WHO, NAME, TRAITS, card_filter, choice, condition, name_part, stage_filter, typed_filter,
)
from .importer_kinds import (
    EVENT_RX, EVENT_TEXT, ICON_CLIMAX, KEYWORD, NAMED_CLIMAX, OTHER_ATTACKS, OWN_MAY, PAY,
    RECOGNISERS, recognise,
)
from .importer_moves import LEVEL_ABOVE, ZONE_WORDS
from .importer_stats import SELF_OR_ALL, STAT, UNTIL, UNTIL_RX, Ctx
from .importer_text import TEXT_FIXES, _fixed, clean, is_icon_reminder, printed_abilities, shape

IMPORTED_BY = "tcgsim cards import"

TYPE_NAMES = {"Character": "character", "Event": "event", "Climax": "climax"}
# community icon name -> tcgsim trigger (cards.TRIGGERS). BOUNCE is another name of RETURN.
TRIGGER_ICONS = {"SOUL": "soul", "POOL": "pool", "COMEBACK": "comeback", "DRAW": "draw",
                 "SHOT": "shot", "RETURN": "return", "BOUNCE": "return", "TREASURE": "treasure",
                 "GATE": "gate", "STANDBY": "standby", "CHOICE": "choice"}
REQUIRED_FIELDS = ("code", "name", "type", "color", "level", "cost", "power", "soul", "trigger",
                   "attributes", "ability")


# ---- the report ----------------------------------------------------------------------------

@dataclass
class AbilityRow:
    """One printed ability of one card and what the recogniser made of it."""
    code: str
    shape: str                    # the text with names, traits and numbers blanked
    table: dict | None            # the vocabulary table, or None when unsupported
    refused: str = ""             # why abilities.validate refused the table built for it


@dataclass
class ImportReport(BaseReport):
    """The report (core.importing), with this importer's way of counting an ability."""

    def add(self, code: str, name: str, type_: str, abil_rows: list[AbilityRow]) -> None:
        ok = sum(1 for a in abil_rows if a.table is not None)
        self.rows.append(CardRow(code, name, type_, len(abil_rows), ok))
        for a in abil_rows:
            if a.table is None:
                self.unrecognised[a.shape] += 1
                self.examples.setdefault(a.shape, a.code)
                if a.refused:
                    self.refused.setdefault(a.shape, a.refused)


# ---- one card ------------------------------------------------------------------------------

MAX_PRINTED_DIGITS = 18       # every number read from printed text stays a 64-bit TOML integer
_LONG_NUMBER = re.compile(r"\d{%d,}" % (MAX_PRINTED_DIGITS + 1))
DASHES = ("-", "－", "‐", "−", "–", "—", "")     # "not printed" as the community data writes it
NOT_PRINTED = {"climax": ("level", "cost", "power"), "event": ("power",)}


def _number(j: dict, key: str, where: str, label: str, dash_ok: bool) -> int:
    v = j[key]
    if isinstance(v, bool):
        raise CardDataError(where, label, key, f"must be a number; got {v!r}")
    if isinstance(v, int):
        n = v
    elif isinstance(v, str) and v.strip().isascii() and v.strip().isdigit() and len(v.strip()) < 7:
        n = int(v.strip())
    elif isinstance(v, str) and v.strip() in DASHES and dash_ok:
        n = 0
    else:
        raise CardDataError(where, label, key, f"must be a number{' or -' if dash_ok else ''}; "
                            f"got {v!r}")
    if n < 0:
        raise CardDataError(where, label, key, "must not be negative")
    return n


def convert_card(j: dict, where: str = "<card json>", index: int = 0):
    """One community-JSON card -> (tcgsim card table, [AbilityRow per printed ability])."""
    if not isinstance(j, dict):
        raise CardDataError(where, f"#{index + 1}", None, "a card must be a JSON object")
    label = j["code"] if isinstance(j.get("code"), str) and j.get("code") else f"#{index + 1}"
    for k in REQUIRED_FIELDS:
        if k not in j:
            raise CardDataError(where, label, k, "missing")
    for k in ("code", "name", "type", "color"):
        if not isinstance(j[k], str) or not j[k].strip():
            raise CardDataError(where, label, k, f"must be a non-empty string; got {j[k]!r}")
    typ = TYPE_NAMES.get(j["type"].strip().capitalize())
    if typ is None:
        raise CardDataError(where, label, "type", f"must be Character, Event or Climax; "
                            f"got {j['type']!r}")
    color = j["color"].strip().lower()
    if color not in ws_cards.COLORS:
        raise CardDataError(where, label, "color", f"must be one of YELLOW, GREEN, RED, BLUE; "
                            f"got {j['color']!r}")
    for k in ("trigger", "attributes", "ability"):
        if not isinstance(j[k], list) or not all(isinstance(x, str) for x in j[k]):
            raise CardDataError(where, label, k, "must be a list of strings")
    for line in j["ability"]:
        m = _LONG_NUMBER.search(line)
        if m:                                   # the recognisers read printed numbers with int()
            raise CardDataError(where, label, "ability", f"a printed number of {len(m[0])} "
                                f"digits; a card prints at most {MAX_PRINTED_DIGITS}")
    triggers = []
    for icon in j["trigger"]:
        t = TRIGGER_ICONS.get(icon.strip().upper())
        if t is None:
            raise CardDataError(where, label, "trigger", f"unknown trigger icon {icon!r}; known: "
                                f"{', '.join(TRIGGER_ICONS)}")
        triggers.append(t)
    dash_ok = typ != "character"               # a climax prints "-" for level, cost, power
    # a stat the card type does not print is 0, whatever the data holds there (a climax's
    # "power" field holds a stray trigger glyph in one set)
    blank = NOT_PRINTED.get(typ, ())
    stats = {k: 0 if k in blank else _number(j, k, where, label, dash_ok)
             for k in ("level", "cost", "power", "soul")}
    table = {
        "code": j["code"].strip(), "name": j["name"].strip(), "type": typ, "color": color,
        "side": str(j.get("side") or "").strip(), **stats,
        "triggers": triggers,
        "traits": [t.strip() for t in j["attributes"] if t.strip() and t.strip() != "-"],
    }
    if isinstance(j.get("rarity"), str) and j["rarity"].strip():
        table["rarity"] = j["rarity"].strip()
    lines = [_fixed(table["code"], line) for line in printed_abilities(j["ability"])]
    card = {"type": typ}
    rows = [AbilityRow(table["code"], shape(line), *recognise(line, card)) for line in lines]
    if any(re.match(r"(?:【ACT】 )?【COUNTER】", line) for line in lines):
        table["counter"] = True
    got = [r.table for r in rows if r.table is not None]
    if got:
        table["ability"] = got
    if len(rows) - len(got):
        table["unsupported"] = len(rows) - len(got)
    return table, rows


# ---- one set file --------------------------------------------------------------------------

def read_set_json(json_path) -> list:
    """The cards of a community set file: a JSON array of at most 16 MiB of UTF-8, nested
    at most core.replay.MAX_DEPTH deep, its text free of lone surrogates ("\\ud800") and
    its numbers within 64 bits. Anything else is a CardDataError naming the file and the
    place (e.g. "[3].name")."""
    p = Path(json_path)
    where = shown(p)

    def fail(message):
        return CardDataError(where, None, None, message)

    text = read_input(p, fail, ws_cards.MAX_CARD_FILE_BYTES)
    data = parse_json(text, fail)
    if not isinstance(data, list):
        raise CardDataError(where, None, None, "must be a JSON array of cards")
    return data


def convert_set(json_path, skip_bad: bool = False) -> tuple[dict, ImportReport]:
    """Read a community set file; return (the TOML document, the report). Writes nothing.
    A malformed card raises CardDataError naming the file, the card and the field; with
    `skip_bad` it is left out instead and named in `report.skipped`."""
    p = Path(json_path)
    data = read_set_json(p)
    report = ImportReport(p.stem, p.name)
    tables = []
    for i, j in enumerate(data):
        try:
            table, rows = convert_card(j, str(p), i)
            ws_cards.card_from_table(table, str(p), i)   # the schema check the pool will do
        except CardDataError as e:
            if not skip_bad:
                raise
            report.skipped.append(str(e))
            continue
        tables.append(table)
        report.add(table["code"], table["name"], table["type"], rows)
    expansion = next((j.get("expansion") for j in data
                      if isinstance(j, dict) and isinstance(j.get("expansion"), str)), "")
    head = {"name": p.stem, "source": p.name, "imported_by": IMPORTED_BY}
    if expansion:
        head["title"] = expansion
    return {"set": head, "card": tables}, report


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    files.write_atomic(path, text)


def import_set_file(json_path, out_dir=".", skip_bad: bool = False) -> ImportReport:
    """Convert a community set file to `<out_dir>/<SET>.toml` (SET = the file name's stem)."""
    doc, report = convert_set(json_path, skip_bad)
    out = Path(out_dir) / f"{Path(json_path).stem}.toml"
    try:
        write_atomic(out, tomli_w.dumps(doc))
    except OSError as e:
        raise TcgsimError(f"cannot write {out}: {e.strerror or e}") from None
    report.out_path = str(out)
    return report


__all__ = [
    # this module: one card, one set file, the report
    "IMPORTED_BY", "TYPE_NAMES", "TRIGGER_ICONS", "REQUIRED_FIELDS", "AbilityRow", "CardRow",
    "ImportReport", "MAX_PRINTED_DIGITS", "DASHES", "NOT_PRINTED", "convert_card",
    "read_set_json", "convert_set", "write_atomic", "import_set_file",
    # re-exported from the recogniser's modules
    "TEXT_FIXES", "clean", "is_icon_reminder", "printed_abilities", "shape",
    "TRAITS", "NAME", "GRANT_WHO", "name_part", "card_filter", "typed_filter", "stage_filter",
    "choice", "condition",
    "costs",
    "UNTIL", "UNTIL_RX", "STAT", "SELF_OR_ALL", "Ctx",
    "ZONE_WORDS", "LEVEL_ABOVE",
    "NEXT_EVENT", "EFFECTS", "effects",
    "EVENT_TEXT", "NAMED_CLIMAX", "ICON_CLIMAX", "OTHER_ATTACKS", "EVENT_RX", "PAY", "OWN_MAY",
    "KEYWORD", "RECOGNISERS", "recognise",
]
