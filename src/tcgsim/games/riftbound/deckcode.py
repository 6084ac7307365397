"""Riftbound deck codes: the community format of Piltover-Archive/RiftboundDeckCodes.

This is a Python port of the reference TypeScript library (`@piltoverarchive/riftbound-deck-codes`,
Apache-2.0, itself adapted from Riot's LoRDeckCodes), format 1, versions 1 to 6. For every deck it
can encode, `encode` writes the same string as the reference's `getCodeFromDeck`, and `decode`
reads every code the reference writes the way `getDeckFromCode` reads it. (`encode` refuses two
entries for one card and counts above MAX_COPIES, which the reference would write.)

Card codes are the reference's: `SET-NNN[v]`. SET is one of SET_IDS. The card number may have
the prefix `R` (a rune, 2-digit padding on decode) or `SP` (a special card, no padding). A normal
number is padded to 3 digits on decode. The optional variant suffix is one of VARIANT_IDS, where
`s` and `*` both mean "signed". Examples: `OGN-007`, `OGN-007a`, `SFD-R02`, `VEN-SP1a`.

Byte layout (then base32, RFC 4648 alphabet, no padding, case ignored on decode):
  byte 0          (format << 4) | version, format = 1
  v5+             one deck-level byte: 1 when card numbers carry flag bytes (the deck has an R or
                  an SP card), else 0
  main section    v1-v4: for each copy count 12, 11 .. 1, a varint number of set/variant groups
                  (0 if none). v5+: a varint number of copy counts that occur, then for each
                  (highest first) the count and its number of groups. Each group: a varint card
                  count, a raw set byte, a raw variant byte, then one card number each.
  sideboard       v2+, the same, walking the counts 3 .. 1 in v2-v4
  chosen champion v3+: byte 1, set byte, variant byte, card number; or byte 0 for none
  legends         v6+: a varint count, then set byte, variant byte, card number for each
A card number is an unsigned LEB128 varint (7 bits a byte, low group first). In v4, and in v5+
when the deck-level byte is 1, it follows a flag byte: 0 normal, 1 `R`, 2 `SP` (v5+ only).
Groups are sorted by set byte then variant byte; numbers in a group by prefix ("" < R < SP)
then value. The legend, runes, battlefields and the champion are ordinary main-deck cards in a
code; the chosen champion is a label for one of them.

Versions: `encode` picks the version as the reference does (6 with additional legends, else 5
when a count exceeds 12 in the main deck or 3 in the sideboard or a card is SP, else 4 with an
R card, else 3). `encode(..., version=n)` writes any version 1-6 that can hold the deck (v1 has
no sideboard, v1-v2 no chosen champion, v1-v3 no R cards, v1-v4 no SP cards nor high counts,
v1-v5 no additional legends).

Decoding is stricter than the reference, which accepts some codes no encoder writes. Each of
these raises DeckCodeError here: version 0; a champion byte other than 0 or 1; a v4 flag byte
other than 0 or 1 (the reference reads it as "normal"); a varint of more than 5 bytes or above
2**31 - 1 (the reference's 32-bit arithmetic wraps); a copy count of 0 or above MAX_COPIES; the
same card twice in a section; bytes left over after the code's end; a base32 tail that no encoder
writes (a dangling character or non-zero padding bits). Surrounding whitespace is ignored.

The shared card data names cards by set-file ids such as `ogn-001-298` (set, collector number,
set size). decklists.py holds `to_card_code` and `to_set_id`, which convert, and
`parse_deck_text`, `deck_list_to_code`, `code_to_deck_list` and `format_deck_text`, which connect codes with the text deck lists (sections
`# legend`, `# champion`, `# battlefields`, `# runes`, `# main`, optionally `# sideboard`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import NamedTuple

from ...core.errors import DeckError

FORMAT = 1
VERSIONS = (1, 2, 3, 4, 5, 6)
MAX_VERSION = 6

# Set byte values (reference README "Set Identifiers"; VEN and RAD since library 1.3.0).
SET_IDS = {"OGN": 0, "OGS": 1, "ARC": 2, "SFD": 3, "UNL": 4, "VEN": 5, "RAD": 6}
SET_CODES = {v: k for k, v in SET_IDS.items()}
# Variant byte values; "s" and "*" are both "signed". Decoding writes signed as `signed_suffix`.
VARIANT_IDS = {"": 0, "a": 1, "s": 2, "*": 2, "b": 3}
VARIANT_SUFFIXES = {0: "", 1: "a", 3: "b"}
SIGNED = 2
# Number prefixes and their flag bytes.
PREFIX_FLAGS = {"": 0, "R": 1, "SP": 2}
PREFIXES = {v: k for k, v in PREFIX_FLAGS.items()}

MAX_CODE_LENGTH = 2048            # characters; a 60-card deck with a sideboard needs about 300
MAX_COPIES = 999                  # copies of one card (v5 has no ceiling; the reference tests 200)
V4_MAIN_CEILING = 12              # v1-v4 walk the main deck's counts 12 .. 1
V4_SIDE_CEILING = 3               # and the sideboard's 3 .. 1
MAX_VARINT = 2**31 - 1            # the largest value the reference's 32-bit varints read exactly
_VARINT_BYTES = 5

SECTION_MAIN = "main"
SECTION_SIDEBOARD = "sideboard"
SECTION_CHAMPION = "chosen-champion"   # a label: the card is also counted in the main deck
SECTION_LEGEND = "additional-legend"   # v6: legends besides the starting one (which is in main)

_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B32_VALUE = {c: i for i, c in enumerate(_B32)} | {c.lower(): i for i, c in enumerate(_B32)}
_NUMBER = re.compile(r"(R|SP)?([0-9]+)([a-z*]?)")


class DeckCodeError(DeckError):
    """A deck code, or a deck to encode, is malformed. The message names what is wrong."""

    def __init__(self, message: str, code: str | None = None):
        self.message = message
        self.code = code
        shown = "" if code is None else f" {_brief(code)!r}"
        Exception.__init__(self, f"Riftbound deck code{shown}: {message}")
        self.deck = "deck code" if code is None else _brief(code)
        self.problems = [message]


def _brief(s: str, n: int = 48) -> str:
    return s if len(s) <= n else s[:n] + "..."


# ---------------------------------------------------------------------------------------------
# Card codes
# ---------------------------------------------------------------------------------------------

class Card(NamedTuple):
    """A parsed card code. `variant` is the suffix as written ("", "a", "s", "*" or "b")."""

    set: str
    prefix: str      # "", "R" or "SP"
    number: int
    variant: str

    @property
    def set_id(self) -> int:
        return SET_IDS[self.set]

    @property
    def variant_id(self) -> int:
        return VARIANT_IDS[self.variant]

    @property
    def key(self) -> tuple:
        """Identity on the wire: "OGN-7" is "OGN-007", "OGN-007s" is "OGN-007*"."""
        return (self.set_id, PREFIX_FLAGS[self.prefix], self.number, self.variant_id)

    @property
    def code(self) -> str:
        return format_card_code(self.set, self.prefix, self.number, self.variant)


def format_card_code(set_code: str, prefix: str, number: int, variant: str = "") -> str:
    """The reference's spelling: normal numbers padded to 3 digits, R to 2, SP unpadded."""
    digits = str(number)
    if prefix == "":
        digits = digits.rjust(3, "0")
    elif prefix == "R":
        digits = digits.rjust(2, "0")
    return f"{set_code}-{prefix}{digits}{variant}"


def parse_card_code(code) -> Card:
    """Parse `SET-NNN[v]` as the reference does (uppercase set and prefix, lowercase variant)."""
    if not isinstance(code, str):
        raise DeckCodeError(f"a card code must be a string, not {type(code).__name__} {_brief(repr(code))}")
    parts = code.split("-")
    if len(parts) != 2 or not parts[0] or not parts[1]:
        raise DeckCodeError(f"card code {_brief(code)!r} is not of the form SET-NUMBER[variant]")
    set_code, rest = parts
    m = _NUMBER.fullmatch(rest)
    if not m:
        raise DeckCodeError(f"card code {_brief(code)!r} is not of the form SET-NUMBER[variant] "
                            "(number prefix R or SP, variant a, s, * or b)")
    if set_code not in SET_IDS:
        raise DeckCodeError(f"card code {_brief(code)!r}: unknown set {set_code!r} "
                            f"(known: {', '.join(SET_IDS)})")
    prefix, digits, variant = m.group(1) or "", m.group(2), m.group(3)
    if variant not in VARIANT_IDS:
        raise DeckCodeError(f"card code {_brief(code)!r}: unknown variant {variant!r} "
                            "(known: none, a, s, *, b)")
    number = int(digits)
    if number > MAX_VARINT:
        raise DeckCodeError(f"card code {_brief(code)!r}: card number {_brief(digits, 12)} is too large")
    return Card(set_code, prefix, number, variant)


def canonical_card_code(code: str, signed_suffix: str = "s") -> str:
    """The spelling `decode` gives the card: "OGN-7" -> "OGN-007", "OGN-007*" -> "OGN-007s"."""
    c = parse_card_code(code)
    variant = signed_suffix if c.variant_id == SIGNED else c.variant
    return format_card_code(c.set, c.prefix, c.number, variant)


# ---------------------------------------------------------------------------------------------
# The decoded deck
# ---------------------------------------------------------------------------------------------

class CardCount(NamedTuple):
    count: int
    card_code: str


class Entry(NamedTuple):
    count: int
    card_code: str
    section: str


@dataclass(frozen=True)
class DeckCode:
    """A deck as a deck code holds it. `additional_legends` is None for codes before v6.
    `version` is the version a decoded code had (None for a deck built in code)."""

    main: tuple[CardCount, ...] = ()
    sideboard: tuple[CardCount, ...] = ()
    chosen_champion: str | None = None
    additional_legends: tuple[str, ...] | None = None
    version: int | None = None

    def entries(self) -> list[Entry]:
        """(count, card code, section) for every card; the chosen champion is listed as a
        label (count 1, SECTION_CHAMPION) besides its copies in the main deck."""
        out = [Entry(n, c, SECTION_MAIN) for n, c in self.main]
        out += [Entry(n, c, SECTION_SIDEBOARD) for n, c in self.sideboard]
        if self.chosen_champion is not None:
            out.append(Entry(1, self.chosen_champion, SECTION_CHAMPION))
        out += [Entry(1, c, SECTION_LEGEND) for c in self.additional_legends or ()]
        return out

    def encode(self, version: int | None = None) -> str:
        return encode(self.main, self.sideboard, self.chosen_champion,
                      self.additional_legends or (), version=version)


# ---------------------------------------------------------------------------------------------
# Encoding
# ---------------------------------------------------------------------------------------------

def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        b = value & 0x7F
        value >>= 7
        if value:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def _base32(data: bytes) -> str:
    out, buf, bits = [], 0, 0
    for b in data:
        buf = ((buf << 8) | b) & 0xFFFF
        bits += 8
        while bits >= 5:
            bits -= 5
            out.append(_B32[(buf >> bits) & 0x1F])
    if bits:
        out.append(_B32[(buf << (5 - bits)) & 0x1F])
    return "".join(out)


def _card_count(item, section: str, i: int) -> tuple[int, Card]:
    """(count, card) from (count, code), (code, count), a CardCount or {"cardCode", "count"}."""
    where = f"{section} entry {i + 1}"
    if isinstance(item, Mapping):
        if "cardCode" not in item or "count" not in item:
            raise DeckCodeError(f"{where}: a mapping needs the keys 'cardCode' and 'count'")
        count, code = item["count"], item["cardCode"]
    elif isinstance(item, (tuple, list)) and len(item) == 2:
        count, code = item
        if isinstance(count, str) and not isinstance(code, str):
            count, code = code, count
    else:
        raise DeckCodeError(f"{where}: expected (count, card code), not {_brief(repr(item))}")
    if isinstance(count, bool) or not isinstance(count, int):
        raise DeckCodeError(f"{where} ({_brief(repr(code))}): the count must be an integer, "
                            f"not {_brief(repr(count))}")
    if not 1 <= count <= MAX_COPIES:
        raise DeckCodeError(f"{where} ({_brief(repr(code))}): count {count} is outside 1..{MAX_COPIES}")
    try:
        card = parse_card_code(code)
    except DeckCodeError as e:
        raise DeckCodeError(f"{where}: {e.message}") from None
    return count, card


def _section_cards(items, section: str) -> list[tuple[int, Card]]:
    if isinstance(items, (str, bytes, Mapping)) or not isinstance(items, Iterable):
        raise DeckCodeError(f"the {section} must be a list of (count, card code), "
                            f"not {type(items).__name__}")
    out, seen = [], {}
    for i, item in enumerate(items):
        count, card = _card_count(item, section, i)
        if card.key in seen:
            raise DeckCodeError(f"{section}: {card.code} is listed twice (as {seen[card.key]} and "
                                f"{card.set}-{card.prefix}{card.number}{card.variant}); "
                                "give each card once with its total count")
        seen[card.key] = card.code
        out.append((count, card))
    return out


def _groups(cards: list[Card]) -> list[tuple[int, int, list[Card]]]:
    """The reference's groupBySetAndVariant: keyed by set and the suffix *as written* (so "s"
    and "*" make two groups with the same bytes), in first-seen order, then stably sorted by
    set byte and variant byte; numbers stably sorted like localeCompare(numeric)."""
    groups: dict[tuple[str, str], list[Card]] = {}
    for c in cards:
        groups.setdefault((c.set, c.variant), []).append(c)
    ordered = sorted(groups.values(), key=lambda g: (g[0].set_id, g[0].variant_id))
    return [(g[0].set_id, g[0].variant_id,
             sorted(g, key=lambda c: (PREFIX_FLAGS[c.prefix], c.number))) for g in ordered]


def _number(c: Card, flagged: bool) -> bytes:
    if flagged:
        return bytes([PREFIX_FLAGS[c.prefix]]) + _varint(c.number)
    return _varint(c.number)


def _write_groups(out: bytearray, cards: list[Card], flagged: bool) -> None:
    gs = _groups(cards)
    out += _varint(len(gs))
    for set_id, variant_id, members in gs:
        out += _varint(len(members))
        out.append(set_id)
        out.append(variant_id)
        for c in members:
            out += _number(c, flagged)


def _write_walk(out: bytearray, section: list[tuple[int, Card]], ceiling: int, flagged: bool) -> None:
    for count in range(ceiling, 0, -1):
        _write_groups(out, [c for n, c in section if n == count], flagged)


def _write_sparse(out: bytearray, section: list[tuple[int, Card]], flagged: bool) -> None:
    counts = sorted({n for n, _ in section}, reverse=True)
    out += _varint(len(counts))
    for count in counts:
        out += _varint(count)
        _write_groups(out, [c for n, c in section if n == count], flagged)


def _card_ref(c: Card, flagged: bool) -> bytes:
    return bytes([c.set_id, c.variant_id]) + _number(c, flagged)


def encode(main, sideboard=(), chosen_champion: str | None = None, additional_legends=(),
           *, version: int | None = None) -> str:
    """The deck code of a deck. `main` and `sideboard` are lists of (count, card code) (a
    CardCount, a (code, count) pair or a {"cardCode", "count"} mapping also do); the main
    deck holds the legend, runes, battlefields and every copy of the champion. With `version`
    None the version is the reference's choice; otherwise it is `version`, if it can hold the deck."""
    main_cards = _section_cards(main, "main deck")
    side_cards = _section_cards(sideboard, "sideboard")
    champion = None
    if chosen_champion is not None:
        try:
            champion = parse_card_code(chosen_champion)
        except DeckCodeError as e:
            raise DeckCodeError(f"chosen champion: {e.message}") from None
    if isinstance(additional_legends, (str, bytes)) or not isinstance(additional_legends, Iterable):
        raise DeckCodeError("additional legends must be a list of card codes")
    legends = []
    for i, code in enumerate(additional_legends):
        try:
            legends.append(parse_card_code(code))
        except DeckCodeError as e:
            raise DeckCodeError(f"additional legend {i + 1}: {e.message}") from None

    every = [c for _, c in main_cards] + [c for _, c in side_cards] + legends
    every += [champion] if champion else []
    runes = [c.code for c in every if c.prefix == "R"]
    specials = [c.code for c in every if c.prefix == "SP"]
    high_main = [f"{n} x {c.code}" for n, c in main_cards if n > V4_MAIN_CEILING]
    high_side = [f"{n} x {c.code}" for n, c in side_cards if n > V4_SIDE_CEILING]
    high = high_main + high_side
    auto = 6 if legends else 5 if (high or specials) else 4 if runes else 3
    if version is None:
        version = auto
    else:
        if type(version) is not int or version not in VERSIONS:
            raise DeckCodeError(f"version {version!r} is not one of {', '.join(map(str, VERSIONS))}")
        needs = []
        if legends and version < 6:
            needs.append((6, f"additional legends ({', '.join(c.code for c in legends)})"))
        if specials and version < 5:
            needs.append((5, f"SP cards ({', '.join(specials)})"))
        if high and version < 5:
            needs.append((5, "more than 12 copies in the main deck or 3 in the sideboard "
                             f"({', '.join(high)})"))
        if runes and version < 4:
            needs.append((4, f"R cards ({', '.join(runes)})"))
        if champion and version < 3:
            needs.append((3, f"a chosen champion ({champion.code})"))
        if side_cards and version < 2:
            needs.append((2, "a sideboard"))
        if needs:
            least = max(v for v, _ in needs)
            raise DeckCodeError(f"version {version} cannot hold "
                                + "; nor ".join(w for _, w in needs)
                                + f"; use version {least} or later")
    flagged = bool(runes or specials) if version >= 5 else version == 4

    out = bytearray([(FORMAT << 4) | version])
    if version >= 5:
        out.append(1 if flagged else 0)
        _write_sparse(out, main_cards, flagged)
        _write_sparse(out, side_cards, flagged)
    else:
        _write_walk(out, main_cards, V4_MAIN_CEILING, flagged)
        if version >= 2:
            _write_walk(out, side_cards, V4_SIDE_CEILING, flagged)
    if version >= 3:
        if champion:
            out.append(1)
            out += _card_ref(champion, flagged)
        else:
            out.append(0)
    if version >= 6:
        out += _varint(len(legends))
        for c in legends:
            out += _card_ref(c, flagged)
    return _base32(bytes(out))


# ---------------------------------------------------------------------------------------------
# Decoding
# ---------------------------------------------------------------------------------------------

def _unbase32(code: str) -> bytes:
    out, buf, bits = bytearray(), 0, 0
    for i, ch in enumerate(code):
        v = _B32_VALUE.get(ch)
        if v is None:
            raise DeckCodeError(f"character {i + 1} ({ch!r}) is not a base32 letter "
                                "(A-Z, 2-7)", code)
        buf = ((buf << 5) | v) & 0xFFF
        bits += 5
        if bits >= 8:
            bits -= 8
            out.append((buf >> bits) & 0xFF)
    if bits >= 5:
        raise DeckCodeError(f"length {len(code)} is not a possible length for a base32 code "
                            "(a character is missing or one too many)", code)
    if buf & ((1 << bits) - 1):
        raise DeckCodeError("the last character has non-zero padding bits (mistyped or "
                            "extra character at the end?)", code)
    return bytes(out)


class _Reader:
    def __init__(self, data: bytes, code: str):
        self.data, self.pos, self.code = data, 0, code

    def fail(self, message: str):
        raise DeckCodeError(message, self.code)

    def byte(self, what: str) -> int:
        if self.pos >= len(self.data):
            self.fail(f"truncated: the code ends after {len(self.data)} bytes where {what} was expected")
        b = self.data[self.pos]
        self.pos += 1
        return b

    def varint(self, what: str) -> int:
        start, value = self.pos, 0
        for i in range(_VARINT_BYTES):
            if self.pos >= len(self.data):
                if i == 0:
                    self.fail(f"truncated: the code ends after {len(self.data)} bytes where "
                              f"{what} was expected")
                self.fail(f"truncated varint: {what} starting at byte {start} runs past the end")
            b = self.data[self.pos]
            self.pos += 1
            value |= (b & 0x7F) << (7 * i)
            if not b & 0x80:
                if value > MAX_VARINT:
                    self.fail(f"{what} at byte {start} is too large ({value})")
                return value
        self.fail(f"{what} at byte {start} is a varint longer than {_VARINT_BYTES} bytes")

    def set_and_variant(self, where: str, signed_suffix: str) -> tuple[str, str]:
        at = self.pos
        s = self.byte(f"the set byte of {where}")
        v = self.byte(f"the variant byte of {where}")
        if s not in SET_CODES:
            self.fail(f"unknown set byte {s} at byte {at} ({where}); known: "
                      + ", ".join(f"{i} {c}" for c, i in SET_IDS.items()))
        if v == SIGNED:
            return SET_CODES[s], signed_suffix
        if v not in VARIANT_SUFFIXES:
            self.fail(f"unknown variant byte {v} at byte {at + 1} ({where}); known: 0 base, "
                      "1 a, 2 signed, 3 b")
        return SET_CODES[s], VARIANT_SUFFIXES[v]

    def number(self, where: str, flags: tuple[int, ...]) -> tuple[str, int]:
        prefix = ""
        if flags:
            at = self.pos
            f = self.byte(f"the number flag of {where}")
            if f not in flags:
                self.fail(f"unknown number-prefix flag {f} at byte {at} ({where}); this version "
                          "knows " + ", ".join(f"{x} {PREFIXES[x] or 'normal'}" for x in flags))
            prefix = PREFIXES[f]
        return prefix, self.varint(f"the card number of {where}")

    def card_ref(self, where: str, flags: tuple[int, ...], signed_suffix: str) -> str:
        set_code, variant = self.set_and_variant(where, signed_suffix)
        prefix, n = self.number(where, flags)
        return format_card_code(set_code, prefix, n, variant)


def _read_groups(r: _Reader, count: int, section: str, flags, signed_suffix, out: list, seen: dict):
    n_groups = r.varint(f"the number of set/variant groups with {count} copies in the {section}")
    for g in range(n_groups):
        where = f"group {g + 1} of the {count}-copy cards in the {section}"
        n_cards = r.varint(f"the card count of {where}")
        set_code, variant = r.set_and_variant(where, signed_suffix)
        for j in range(n_cards):
            prefix, n = r.number(f"card {j + 1} of {where}", flags)
            code = format_card_code(set_code, prefix, n, variant)
            if code in seen:
                r.fail(f"{code} appears twice in the {section} (with {seen[code]} and {count} copies)")
            seen[code] = count
            out.append(CardCount(count, code))


def _read_section(r: _Reader, version: int, section: str, ceiling: int, flags, signed_suffix):
    out, seen = [], {}
    if version >= 5:
        n_counts = r.varint(f"the number of copy counts in the {section}")
        for _ in range(n_counts):
            at = r.pos
            count = r.varint(f"a copy count of the {section}")
            if not 1 <= count <= MAX_COPIES:
                r.fail(f"copy count {count} at byte {at} in the {section} is outside 1..{MAX_COPIES}")
            _read_groups(r, count, section, flags, signed_suffix, out, seen)
    else:
        for count in range(ceiling, 0, -1):
            _read_groups(r, count, section, flags, signed_suffix, out, seen)
    return tuple(out)


def decode(code: str, *, signed_suffix: str = "s") -> DeckCode:
    """Decode a deck code (any version 1-6). Signed cards get the suffix `signed_suffix`
    ("s" or "*"). Raises DeckCodeError, naming what is wrong, for a malformed code."""
    if signed_suffix not in ("s", "*"):
        raise DeckCodeError(f"signed_suffix must be 's' or '*', not {_brief(repr(signed_suffix))}")
    if not isinstance(code, str):
        raise DeckCodeError(f"a deck code must be a string, not {type(code).__name__}")
    if len(code) > 2 * MAX_CODE_LENGTH:
        raise DeckCodeError(f"{len(code)} characters is far longer than any deck code "
                            f"(at most {MAX_CODE_LENGTH})", code)
    code = code.strip()
    if not code:
        raise DeckCodeError("the deck code is empty")
    if len(code) > MAX_CODE_LENGTH:
        raise DeckCodeError(f"{len(code)} characters is longer than any deck code "
                            f"(at most {MAX_CODE_LENGTH})", code)
    data = _unbase32(code)
    r = _Reader(data, code)
    head = r.byte("the format/version byte")
    fmt, version = head >> 4, head & 0x0F
    if fmt != FORMAT:
        r.fail(f"format {fmt} is not the Riftbound deck-code format ({FORMAT}); "
               "is this a code of another game?")
    if version == 0 or version > MAX_VERSION:
        r.fail(f"version {version} is not a known version (this decoder reads 1-{MAX_VERSION})")
    if version >= 5:
        at = r.pos
        prefix_bit = r.byte("the deck-level prefix byte")
        if prefix_bit > 1:
            r.fail(f"deck-level prefix byte {prefix_bit} at byte {at} is neither 0 nor 1")
        flags = (0, 1, 2) if prefix_bit else ()
    else:
        flags = (0, 1) if version == 4 else ()
    main = _read_section(r, version, "main deck", V4_MAIN_CEILING, flags, signed_suffix)
    side = ()
    if version >= 2:
        side = _read_section(r, version, "sideboard", V4_SIDE_CEILING, flags, signed_suffix)
    champion = None
    if version >= 3:
        at = r.pos
        present = r.byte("the chosen-champion byte")
        if present == 1:
            champion = r.card_ref("the chosen champion", flags, signed_suffix)
        elif present != 0:
            r.fail(f"chosen-champion byte {present} at byte {at} is neither 0 nor 1")
    legends = None
    if version >= 6:
        n = r.varint("the number of additional legends")
        legends = tuple(r.card_ref(f"additional legend {i + 1}", flags, signed_suffix)
                        for i in range(n))
    if r.pos != len(data):
        r.fail(f"{len(data) - r.pos} unexpected byte(s) after the end of the deck (at byte {r.pos})")
    return DeckCode(main, side, champion, legends, version)


def version_of(code: str) -> int:
    """The version of a deck code (decodes it fully, so a malformed code raises)."""
    return decode(code).version
