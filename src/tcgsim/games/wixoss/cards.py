"""WIXOSS card data: tcgsim's card files, the card pool, deck lists and the deck rules.

Card files live in data/cards/<SET>.toml, one `[[card]]` table per card (`CARD_FIELDS`);
abilities are written in the vocabulary of vocab.py, never as printed text. A printed
ability the vocabulary cannot express is counted in `unsupported`.

A deck list has a `# main` and a `# lrig` section of `count code [name]` lines (the format
of ../shared/data/wixoss/decks/); every other `#` starts a comment. Deck rules:
  - main deck exactly 40 cards, SIGNI and spells only (seed 003 §1.1, §3);
  - at most 4 cards of a name (seed §3), counted over both decks;
  - Life Burst: exactly 20 cards (seed §3, the classic rule) in `standard`; at most 20
    in `current` (the official quick guide, research note A3);
  - LRIG deck at most 10 cards of LRIG, ARTS and Resona, with at least one level-0 LRIG
    (seed §1.2, §3); `current` also forbids two cards of a name in it (official deck rule).
`DeckError` lists every problem at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from ...core.cardfiles import brief as _brief
from ...core.cardfiles import builtin_card_tables, check_card_table, deck_dict_entries
from ...core.errors import CardDataError, DeckError
from ...core.replay import is_text, parse_toml, read_input, shown
from . import vocab

TYPES = ("lrig", "arts", "signi", "spell", "resona")
MAIN_TYPES = ("signi", "spell")
LRIG_TYPES = ("lrig", "arts", "resona")
MAIN_SIZE, LRIG_MAX, MAX_COPIES, LIFE_BURSTS = 40, 10, 4, 20
MAX_DECK_FILE_BYTES = 2 ** 20
MAX_CARD_FILE_BYTES = 16 * 2 ** 20
MAX_PROBLEMS = 100
TIMINGS = ("main", "attack", "spell_cut_in")

CARD_FIELDS = {
    # field: (type, required)
    "code": (str, True), "name": (str, True), "type": (str, True), "color": (str, True),
    "level": (int, False), "limit": (int, False), "power": (int, False),
    "lrig_type": (str, False), "classes": (list, False), "limiting": (str, False),
    "cost": (dict, False), "guard": (bool, False), "multi_ener": (bool, False),
    "life_burst": (bool, False), "timings": (list, False), "cross_left": (list, False),
    "cross_right": (list, False), "resona": (dict, False), "ability": (list, False),
    "unsupported": (int, False), "rarity": (str, False), "reprint_of": (str, False),
}


@dataclass(frozen=True)
class WXCard:
    code: str
    name: str
    type: str
    color: str
    level: int = 0
    limit: int = 0
    power: int = 0
    lrig_type: str = ""
    classes: tuple = ()
    limiting: str = ""
    cost: tuple = ()              # ((colour, count), ...) in vocab.COLORS order
    guard: bool = False
    multi_ener: bool = False
    life_burst: bool = False
    timings: tuple = ()
    cross_left: tuple = ()
    cross_right: tuple = ()
    resona: tuple = ()            # (("timing", ...), ("trash", {filter, count})) or ()
    abilities: tuple = ()
    unsupported: int = 0
    rarity: str = ""

    @property
    def main_deck(self) -> bool:
        return self.type in MAIN_TYPES

    @property
    def cost_dict(self) -> dict:
        return dict(self.cost)

    def text(self) -> list[str]:
        """The card's abilities in generated words (never the printed text)."""
        out = []
        if self.guard:
            out.append("[Guard]")
        if self.multi_ener:
            out.append("[Multi Ener]")
        if self.cross_left or self.cross_right:
            out.append("[Cross] " + ", ".join(
                [f"left: {c}" for c in self.cross_left] + [f"right: {c}" for c in self.cross_right]))
        for a in self.abilities:
            out.append(vocab.ability_words(a))
        if self.unsupported:
            out.append(f"({self.unsupported} printed abilit{'ies' if self.unsupported != 1 else 'y'}"
                       f" not supported)")
        return out


def card_from_table(t: dict, where: str, index: int) -> WXCard:
    label = check_card_table(t, CARD_FIELDS, where, index, key="code", nonempty=("code", "name"))
    typ = t["type"]
    if typ not in TYPES:
        raise CardDataError(where, label, "type", f"must be one of {', '.join(TYPES)}")
    if t["color"] not in vocab.COLORS:
        raise CardDataError(where, label, "color", f"must be one of {', '.join(vocab.COLORS)}")
    for k in ("level", "limit", "power", "unsupported"):
        if t.get(k, 0) < 0:
            raise CardDataError(where, label, k, "must not be negative")
    if typ in ("lrig", "signi", "resona") and "level" not in t:
        raise CardDataError(where, label, "level", f"a {typ} has a level")
    if typ in ("signi", "resona") and "power" not in t:
        raise CardDataError(where, label, "power", f"a {typ} has a power")
    if typ == "lrig" and "lrig_type" not in t:
        raise CardDataError(where, label, "lrig_type", "a LRIG has a LRIG type")
    cost = t.get("cost", {})
    for col, n in cost.items():
        if col not in vocab.COLORS or type(n) is not int or n < 0:
            raise CardDataError(where, label, "cost", f"a cost maps colours "
                                f"({', '.join(vocab.COLORS)}) to counts; got {col} = {n!r}")
    for tm in t.get("timings", []):
        if tm not in TIMINGS:
            raise CardDataError(where, label, "timings", f"unknown timing {tm!r}; timings: "
                                f"{', '.join(TIMINGS)}")
    if typ == "arts" and not t.get("timings"):
        raise CardDataError(where, label, "timings", "an ARTS has a use timing")
    for k in ("classes", "cross_left", "cross_right"):
        if not all(is_text(x) for x in t.get(k, [])):
            raise CardDataError(where, label, k, "must be a list of strings")
    res = ()
    if "resona" in t:
        r = t["resona"]
        if set(r) - {"timing", "trash"} or not isinstance(r.get("trash"), dict):
            raise CardDataError(where, label, "resona", "a resona condition is {timing = "
                                "[...], trash = {filter, count}}")
        try:
            vocab.check_filter(r["trash"].get("filter", {}), "resona.trash.filter")
        except ValueError as e:
            raise CardDataError(where, label, "resona", str(e)) from None
        n = r["trash"].get("count", 1)
        if type(n) is not int or n < 1:
            raise CardDataError(where, label, "resona", "trash.count must be at least 1")
        res = (tuple(r.get("timing", ["main"])), r["trash"].get("filter", {}), n)
    abil = []
    for i, a in enumerate(t.get("ability", [])):
        try:
            abil.append(vocab.validate(a))
        except (ValueError, TypeError) as e:
            raise CardDataError(where, label, f"ability[{i}]", str(e)) from None
    return WXCard(
        t["code"], t["name"], typ, t["color"], t.get("level", 0), t.get("limit", 0),
        t.get("power", 0), t.get("lrig_type", ""), tuple(t.get("classes", [])),
        t.get("limiting", ""), tuple((c, cost[c]) for c in vocab.COLORS if cost.get(c)),
        bool(t.get("guard")), bool(t.get("multi_ener")), bool(t.get("life_burst")),
        tuple(t.get("timings", [])), tuple(t.get("cross_left", [])),
        tuple(t.get("cross_right", [])), res, tuple(abil), int(t.get("unsupported", 0)),
        t.get("rarity", ""))


def cards_from_data(data: dict, where: str) -> list[WXCard]:
    if not isinstance(data, dict):
        raise CardDataError(where, None, None, "a card file must be a table with [[card]] tables")
    raw = data.get("card")
    if not isinstance(raw, list):
        raise CardDataError(where, None, "card", "missing [[card]] tables")
    return [card_from_table(t, where, i) for i, t in enumerate(raw)]


def load_card_file(path) -> list[WXCard]:
    p = Path(path)
    where = shown(p)

    def fail(message):
        return CardDataError(where, None, None, message)

    return cards_from_data(parse_toml(read_input(p, fail, MAX_CARD_FILE_BYTES), fail), where)


class CardPool:
    """Every card tcgsim knows, by code."""

    def __init__(self, cards=()):
        self.by_code: dict[str, WXCard] = {c.code: c for c in cards}

    @classmethod
    def builtin(cls) -> "CardPool":
        pool = cls()
        for where, data in builtin_card_tables(__package__):
            for c in cards_from_data(data, where):
                pool.by_code[c.code] = c
        return pool

    def __contains__(self, code) -> bool:
        return code in self.by_code

    def __getitem__(self, code: str) -> WXCard:
        return self.by_code[code]

    def __len__(self) -> int:
        return len(self.by_code)


@dataclass
class WXDeck:
    name: str
    main: list            # WXCard per copy, 40
    lrig: list            # WXCard per copy, <= 10
    source: str = "<built-in>"
    counts: dict = field(default_factory=dict)     # {"main": [[n, code]], "lrig": [[n, code]]}
    note: str = ""

    @property
    def cards(self) -> list:
        return self.main + self.lrig

    def to_dict(self) -> dict:
        return {"name": self.name, "main": [list(x) for x in self.counts["main"]],
                "lrig": [list(x) for x in self.counts["lrig"]]}


def _count(word: str) -> int | None:
    if not (word.isascii() and word.isdigit()) or len(word) > 6:
        return None
    n = int(word)
    return n if 1 <= n <= MAIN_SIZE else None


def parse_deck_text(text: str, pool: CardPool, name: str, source: str,
                    fmt: str = "standard") -> WXDeck:
    """Read the `# main` / `# lrig` sections. Raises DeckError listing every problem."""
    problems = []
    entries = {"main": [], "lrig": []}
    section = None
    seen_section = False
    note = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        s = raw.strip()
        if s.startswith("#"):
            word = s[1:].strip().lower()
            if word in ("main", "lrig"):
                section = word
                seen_section = True
            elif not seen_section:
                note.append(s[1:].strip())
            continue
        line = s.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split(None, 2)
        if section is None:
            problems.append(f"line {lineno}: a card line before '# main' or '# lrig'")
            continue
        if len(parts) < 2:
            problems.append(f"line {lineno}: expected 'count code [name]', got {_brief(line)}")
            continue
        n = _count(parts[0])
        if n is None:
            problems.append(f"line {lineno}: the count {_brief(parts[0])} is not a number of "
                            f"copies (a whole number from 1 to {MAIN_SIZE})")
            continue
        entries[section].append((f"line {lineno}", n, parts[1]))
    if not seen_section:
        problems.append("no '# main' or '# lrig' section")
    deck = deck_from_entries(entries, pool, name, source, problems, fmt)
    deck.note = " ".join(note)
    return deck


def deck_from_entries(entries: dict, pool: CardPool, name: str, source: str,
                      problems=(), fmt: str = "standard") -> WXDeck:
    problems = list(problems)
    counts = {"main": [], "lrig": []}
    for sec in ("main", "lrig"):
        for where, n, code in entries[sec]:
            if code not in pool:
                problems.append(f"{where}: unknown card code {_brief(code)}")
                continue
            counts[sec].append((n, code))
    problems += rule_problems({s: [(n, pool[c]) for n, c in v] for s, v in counts.items()}, fmt)
    if problems:
        if len(problems) > MAX_PROBLEMS:
            more = len(problems) - MAX_PROBLEMS
            problems = problems[:MAX_PROBLEMS] + [f"... and {more} more problems"]
        raise DeckError(f"{name} ({source})", problems)
    main = [pool[c] for n, c in counts["main"] for _ in range(n)]
    lrig = [pool[c] for n, c in counts["lrig"] for _ in range(n)]
    return WXDeck(name, main, lrig, source, counts)


def rule_problems(counted: dict, fmt: str = "standard") -> list[str]:
    """The deck rules over {"main": [(count, card)], "lrig": [...]} (module docstring)."""
    problems = []
    main, lrig = counted["main"], counted["lrig"]
    n = sum(k for k, _ in main)
    if n != MAIN_SIZE:
        problems.append(f"the main deck has {n} cards; it has exactly {MAIN_SIZE} (seed 003 §3)")
    for k, c in main:
        if not c.main_deck:
            problems.append(f"{c.code} {c.name!r} is a {c.type.upper()}: it belongs in the "
                            f"LRIG deck, not the main deck")
    for k, c in lrig:
        if c.main_deck:
            problems.append(f"{c.code} {c.name!r} is a {c.type.upper()}: it belongs in the "
                            f"main deck, not the LRIG deck")
    names: dict[str, int] = {}
    for k, c in main + lrig:
        names[c.name] = names.get(c.name, 0) + k
    for nm, k in sorted(names.items()):
        if k > MAX_COPIES:
            problems.append(f"has {k} cards named {nm!r}; at most {MAX_COPIES} of a name (seed §3)")
    lb = sum(k for k, c in main if c.life_burst)
    if fmt == "current":
        if lb > LIFE_BURSTS:
            problems.append(f"the main deck has {lb} cards with a Life Burst; at most "
                            f"{LIFE_BURSTS} (current rules)")
    elif lb != LIFE_BURSTS:
        problems.append(f"the main deck has {lb} cards with a Life Burst; exactly {LIFE_BURSTS} "
                        f"(seed 003 §3)")
    nl = sum(k for k, _ in lrig)
    if nl > LRIG_MAX:
        problems.append(f"the LRIG deck has {nl} cards; at most {LRIG_MAX} (seed 003 §1.2)")
    if not any(c.type == "lrig" and c.level == 0 for _, c in lrig):
        problems.append("the LRIG deck has no level-0 LRIG; it needs one (seed 003 §1.2)")
    if fmt == "current":
        ln: dict[str, int] = {}
        for k, c in lrig:
            ln[c.name] = ln.get(c.name, 0) + k
        for nm, k in sorted(ln.items()):
            if k > 1:
                problems.append(f"the LRIG deck has {k} cards named {nm!r}; one of a name "
                                f"(current rules)")
    return problems


DICT_FIELDS = ("name", "main", "lrig")


def deck_from_dict(d, pool: CardPool, fmt: str = "standard") -> WXDeck:
    """A deck from `WXDeck.to_dict()` (replays, saved states), with every check."""
    name, label, entries, problems = deck_dict_entries(d, ("main", "lrig"), MAIN_SIZE, "code")
    return deck_from_entries(entries, pool, name, label, problems, fmt)


def load_deck_file(path, pool: CardPool, fmt: str = "standard") -> WXDeck:
    p = Path(path)
    where = shown(p)
    text = read_input(p, lambda m: DeckError(where, [m]), MAX_DECK_FILE_BYTES)
    return parse_deck_text(text, pool, shown(p.stem), where, fmt)


def builtin_deck(name: str, pool: CardPool) -> WXDeck:
    ref = resources.files(__package__).joinpath("data", "decks", f"{name}.txt")
    return parse_deck_text(ref.read_text(encoding="utf-8"), pool, name, f"built-in deck {name}")


def builtin_deck_names() -> list[str]:
    folder = resources.files(__package__).joinpath("data", "decks")
    return sorted(r.name[:-4] for r in folder.iterdir() if r.name.endswith(".txt"))
