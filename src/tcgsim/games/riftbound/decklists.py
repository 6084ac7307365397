"""Between deck codes (deckcode.py) and tcgsim's other deck forms: the ids of the shared set
files (`ogn-001-298`), the shared text deck lists, and a code's deck as a text list."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from ...core.errors import DeckError
from .deckcode import (MAX_COPIES, SIGNED, DeckCode, DeckCodeError, _brief, decode, encode,
                       format_card_code, parse_card_code)

# ---------------------------------------------------------------------------------------------
# Set-file ids (ogn-001-298) and the shared set files
# ---------------------------------------------------------------------------------------------

# Cards in each set, the last part of a set-file id (sets/ogn.json, sets/ogs.json).
DEFAULT_SET_SIZES = {"OGN": 298, "OGS": 24}
_SET_ID = re.compile(r"([a-z]{3})-([0-9]+)([a-z*]?)-([0-9]+)")
_PUBLIC = re.compile(r"([A-Z]{3})-((?:R|SP)?[0-9]+[a-z*]?)/([0-9]+)")


def to_card_code(card_id: str) -> str:
    """A reference card code from a set-file id ("ogn-001-298" -> "OGN-001"), a public code
    ("OGN-001/298" -> "OGN-001") or a card code (returned in the reference's spelling)."""
    if not isinstance(card_id, str):
        raise DeckCodeError(f"a card id must be a string, not {type(card_id).__name__}")
    m = _SET_ID.fullmatch(card_id)
    if m:
        code = f"{m.group(1).upper()}-{m.group(2)}{m.group(3)}"
    else:
        m = _PUBLIC.fullmatch(card_id)
        code = f"{m.group(1)}-{m.group(2)}" if m else card_id
    try:
        return parse_card_code(code).code
    except DeckCodeError as e:
        raise DeckCodeError(f"card id {_brief(card_id)!r} is neither a set-file id like "
                            f"'ogn-001-298' nor a card code like 'OGN-001' ({e.message})") from None


def to_set_id(card_code: str, set_sizes: Mapping[str, int] | None = None) -> str:
    """The set-file id of a card code ("OGN-001" -> "ogn-001-298"). A variant is kept
    ("OGN-001a" -> "ogn-001a-298"); R and SP numbers have no set-file id."""
    c = parse_card_code(card_code)
    sizes = DEFAULT_SET_SIZES if set_sizes is None else set_sizes
    if c.prefix:
        raise DeckCodeError(f"{card_code}: an {c.prefix}-numbered card has no set-file id")
    if c.set not in sizes:
        raise DeckCodeError(f"{card_code}: the size of set {c.set} is not known "
                            f"(known: {', '.join(sizes) or 'none'})")
    variant = "s" if c.variant_id == SIGNED else c.variant
    return f"{c.set.lower()}-{c.number:03d}{variant}-{int(sizes[c.set]):03d}"


@dataclass(frozen=True)
class SetIndex:
    """What the deck-list helpers need from the set files, keyed by card code ("OGN-001")."""

    set_sizes: Mapping[str, int]
    card_types: Mapping[str, str]
    names: Mapping[str, str]

    def base_code(self, card_code: str) -> str:
        c = parse_card_code(card_code)
        return format_card_code(c.set, c.prefix, c.number)


def load_sets(paths: Iterable) -> SetIndex:
    """Read set files of the shared form ({"set": {"id", "cardCount"}, "cards": [{"id",
    "cardType", "name"}]}), e.g. /work/shared/data/riftbound/sets/{ogn,ogs}.json."""
    sizes, types, names = {}, {}, {}
    for p in paths:
        p = Path(p)
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
            sizes[data["set"]["id"].upper()] = int(data["set"]["cardCount"])
            for card in data["cards"]:
                code = to_card_code(card["id"])
                types[code] = card["cardType"]
                names[code] = card.get("name", "")
        except (OSError, ValueError, KeyError, TypeError, AttributeError, DeckCodeError) as e:
            raise DeckError(str(p), [f"not a readable set file: {type(e).__name__}: {e}"]) from None
    return SetIndex(sizes, types, names)


# ---------------------------------------------------------------------------------------------
# Text deck lists
# ---------------------------------------------------------------------------------------------

TEXT_SECTIONS = ("legend", "champion", "battlefields", "runes", "main", "sideboard",
                 "additional legends")
_SECTION_BY_TYPE = {"legend": "legend", "battlefield": "battlefields", "rune": "runes"}
_LINE = re.compile(r"([0-9]+)\s+(\S+)(?:\s+(.*))?")


class DeckLine(NamedTuple):
    count: int
    card_id: str     # as written: a set-file id, a public code or a card code
    name: str = ""


@dataclass
class DeckList:
    """A text deck list: each section's lines, in TEXT_SECTIONS order (empty ones omitted)."""

    sections: dict[str, list[DeckLine]]

    def counted(self) -> dict[str, dict[str, int]]:
        """Per section, card code -> total count (order-free, for comparing lists)."""
        out: dict[str, dict[str, int]] = {}
        for sec, lines in self.sections.items():
            d = out.setdefault(sec, {})
            for ln in lines:
                code = to_card_code(ln.card_id)
                d[code] = d.get(code, 0) + ln.count
        return {s: d for s, d in out.items() if d}


def parse_deck_text(text: str, source: str = "<deck list>") -> DeckList:
    """Parse a text deck list (`# section` markers, `count card-id  name` lines, other `#`
    lines are comments). Raises DeckError listing every bad line."""
    sections: dict[str, list[DeckLine]] = {}
    current, problems = None, []
    for i, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            word = " ".join(line[1:].split()).lower()
            if word in TEXT_SECTIONS:
                current = word
                sections.setdefault(current, [])
            continue
        m = _LINE.fullmatch(line)
        if not m:
            problems.append(f"line {i}: expected 'count card-id [name]', got {_brief(line)!r}")
            continue
        if current is None:
            problems.append(f"line {i}: a card before the first '# section' line")
            continue
        count, card_id, name = int(m.group(1)), m.group(2), (m.group(3) or "").strip()
        try:
            to_card_code(card_id)
        except DeckCodeError as e:
            problems.append(f"line {i}: {e.message}")
            continue
        if not 1 <= count <= MAX_COPIES:
            problems.append(f"line {i}: count {count} is outside 1..{MAX_COPIES}")
            continue
        sections[current].append(DeckLine(count, card_id, name))
    if problems:
        raise DeckError(source, problems)
    return DeckList({s: sections[s] for s in TEXT_SECTIONS if s in sections})


def deck_list_to_code(deck: DeckList, *, version: int | None = None) -> str:
    """The deck code of a text deck list. The legend, champion, battlefields, runes and main
    sections all go to the code's main deck (counts added up); the champion line is the
    chosen champion; `# sideboard` and `# additional legends` fill those parts."""
    main: dict[str, int] = {}
    for sec in ("legend", "champion", "battlefields", "runes", "main"):
        for ln in deck.sections.get(sec, ()):
            code = to_card_code(ln.card_id)
            main[code] = main.get(code, 0) + ln.count
    side: dict[str, int] = {}
    for ln in deck.sections.get("sideboard", ()):
        code = to_card_code(ln.card_id)
        side[code] = side.get(code, 0) + ln.count
    champs = deck.sections.get("champion", [])
    champion = None
    if champs:
        if len(champs) != 1 or champs[0].count != 1:
            raise DeckCodeError("the champion section must hold exactly one card, once")
        champion = to_card_code(champs[0].card_id)
    legends = [to_card_code(ln.card_id) for ln in deck.sections.get("additional legends", ())
               for _ in range(ln.count)]
    return encode([(n, c) for c, n in main.items()], [(n, c) for c, n in side.items()],
                  champion, legends, version=version)


def code_to_deck_list(code, index: SetIndex, *, signed_suffix: str = "s") -> DeckList:
    """A text deck list from a deck code (or a decoded DeckCode): the main deck is split into
    legend, battlefields, runes and main by card type (from `index`); one copy of the chosen
    champion goes to `# champion`. Cards are named by set-file id where one exists."""
    deck = code if isinstance(code, DeckCode) else decode(code, signed_suffix=signed_suffix)
    unknown = [c for _, c in deck.main if index.base_code(c) not in index.card_types]
    if unknown:
        raise DeckError("deck code", [f"{c}: not in the set files, so its section is unknown"
                                      for c in unknown])

    def line(n: int, c: str) -> DeckLine:
        try:
            cid = to_set_id(c, index.set_sizes)
        except DeckCodeError:
            cid = c
        return DeckLine(n, cid, index.names.get(index.base_code(c), ""))

    sections: dict[str, list[DeckLine]] = {s: [] for s in TEXT_SECTIONS}
    champion = deck.chosen_champion
    for n, c in deck.main:
        if champion is not None and c == champion:
            sections["champion"].append(line(1, c))
            n -= 1
            champion = None
            if n == 0:
                continue
        sec = _SECTION_BY_TYPE.get(index.card_types[index.base_code(c)], "main")
        sections[sec].append(line(n, c))
    if champion is not None:          # a champion label not in the main deck
        sections["champion"].append(line(1, champion))
    sections["sideboard"] = [line(n, c) for n, c in deck.sideboard]
    sections["additional legends"] = [line(1, c) for c in deck.additional_legends or ()]
    return DeckList({s: v for s, v in sections.items() if v})


def format_deck_text(deck: DeckList) -> str:
    """The text form of a deck list (the shared decks' layout)."""
    out = []
    for sec in TEXT_SECTIONS:
        if deck.sections.get(sec):
            out.append(f"# {sec}")
            out += [f"{ln.count} {ln.card_id}  {ln.name}".rstrip() for ln in deck.sections[sec]]
    return "\n".join(out) + "\n"
