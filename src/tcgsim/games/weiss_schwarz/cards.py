"""Weiß Schwarz card data: tcgsim's own card files, the card pool, deck lists and deck rules.

Card files live in data/cards/<SET>.toml, one table per card (see `CARD_FIELDS`).
Names and numbers on a card are facts and carry over from the printed card; abilities
are written in tcgsim's ability vocabulary (abilities.py), never as printed text. A
printed ability the vocabulary cannot express yet is counted in `unsupported`.

A deck list is a text file of `count code [name]` lines (`#` starts a comment), the
format of ../shared/data/weiss_schwarz/decks/. Deck rules (seed 000 "덱 구성", seed 001
II): exactly 50 cards, at most 4 with the same name, at most 8 climaxes.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from ...core.errors import CardDataError, DeckError
from . import abilities as ab

TYPES = ("character", "event", "climax")
COLORS = ("yellow", "green", "red", "blue")
TRIGGERS = ("soul", "pool", "comeback", "draw", "shot", "return", "treasure", "gate",
            "standby", "choice")
DECK_SIZE, MAX_COPIES, MAX_CLIMAXES = 50, 4, 8

CARD_FIELDS = {
    # field: (type, required)
    "code": (str, True), "name": (str, True), "type": (str, True), "color": (str, True),
    "side": (str, False), "level": (int, True), "cost": (int, True), "power": (int, True),
    "soul": (int, True), "triggers": (list, True), "traits": (list, True),
    "counter": (bool, False), "ability": (list, False), "unsupported": (int, False),
    "rarity": (str, False),
}


@dataclass(frozen=True)
class WSCard:
    code: str
    name: str
    type: str
    color: str
    side: str
    level: int
    cost: int
    power: int
    soul: int
    triggers: tuple
    traits: tuple
    counter: bool = False
    abilities: tuple = ()
    unsupported: int = 0
    rarity: str = ""

    @property
    def is_character(self) -> bool:
        return self.type == "character"

    def to_dict(self) -> dict:
        d = {"code": self.code, "name": self.name, "type": self.type, "color": self.color,
             "side": self.side, "level": self.level, "cost": self.cost, "power": self.power,
             "soul": self.soul, "triggers": list(self.triggers), "traits": list(self.traits)}
        if self.counter:
            d["counter"] = True
        if self.abilities:
            d["ability"] = [dict(a) for a in self.abilities]
        if self.unsupported:
            d["unsupported"] = self.unsupported
        if self.rarity:
            d["rarity"] = self.rarity
        return d

    def text(self) -> list[str]:
        """The card's abilities in words generated from the vocabulary."""
        out = [ab.describe(a) for a in self.abilities]
        if self.unsupported:
            out.append(f"({self.unsupported} printed abilit{'y' if self.unsupported == 1 else 'ies'}"
                       f" not supported yet)")
        return out


def card_from_table(t: dict, where: str, index: int) -> WSCard:
    label = t.get("code") if isinstance(t, dict) and isinstance(t.get("code"), str) else f"#{index + 1}"
    if not isinstance(t, dict):
        raise CardDataError(where, label, None, "a card must be a table")
    for k in t:
        if k not in CARD_FIELDS:
            raise CardDataError(where, label, k, f"unknown field; card fields are "
                                f"{', '.join(CARD_FIELDS)}")
    for k, (typ, req) in CARD_FIELDS.items():
        if k not in t:
            if req:
                raise CardDataError(where, label, k, "missing")
            continue
        if not isinstance(t[k], typ) or (typ is int and isinstance(t[k], bool)):
            raise CardDataError(where, label, k, f"must be a {typ.__name__}; got {t[k]!r}")
    if t["type"] not in TYPES:
        raise CardDataError(where, label, "type", f"must be one of {', '.join(TYPES)}")
    if t["color"] not in COLORS:
        raise CardDataError(where, label, "color", f"must be one of {', '.join(COLORS)}")
    for tr in t["triggers"]:
        if tr not in TRIGGERS:
            raise CardDataError(where, label, "triggers", f"unknown trigger icon {tr!r}; icons: "
                                f"{', '.join(TRIGGERS)}")
    for k in ("level", "cost", "power", "soul"):
        if t[k] < 0:
            raise CardDataError(where, label, k, "must not be negative")
    if not all(isinstance(x, str) for x in t["traits"]):
        raise CardDataError(where, label, "traits", "must be a list of strings")
    abil = []
    for i, a in enumerate(t.get("ability", [])):
        try:
            abil.append(ab.validate(a))
        except ValueError as e:
            raise CardDataError(where, label, f"ability[{i}]", str(e)) from None
    return WSCard(t["code"], t["name"], t["type"], t["color"], t.get("side", ""), t["level"],
                  t["cost"], t["power"], t["soul"], tuple(t["triggers"]), tuple(t["traits"]),
                  bool(t.get("counter", False)), tuple(abil), int(t.get("unsupported", 0)),
                  t.get("rarity", ""))


def load_card_file(path) -> list[WSCard]:
    p = Path(path)
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except OSError as e:
        raise CardDataError(str(p), None, None, f"cannot read: {e.strerror}") from None
    except tomllib.TOMLDecodeError as e:
        raise CardDataError(str(p), None, None, f"not valid TOML: {e}") from None
    return cards_from_data(data, str(p))


def cards_from_data(data: dict, where: str) -> list[WSCard]:
    raw = data.get("card")
    if not isinstance(raw, list):
        raise CardDataError(where, None, "card", "missing [[card]] tables")
    return [card_from_table(t, where, i) for i, t in enumerate(raw)]


class CardPool:
    """Every card tcgsim knows, by code."""

    def __init__(self, cards=()):
        self.by_code: dict[str, WSCard] = {}
        for c in cards:
            self.by_code[c.code] = c

    @classmethod
    def builtin(cls) -> "CardPool":
        pool = cls()
        folder = resources.files(__package__).joinpath("data", "cards")
        for ref in sorted(folder.iterdir(), key=lambda r: r.name):
            if ref.name.endswith(".toml"):
                data = tomllib.loads(ref.read_text(encoding="utf-8"))
                for c in cards_from_data(data, f"weiss_schwarz/data/cards/{ref.name}"):
                    pool.by_code[c.code] = c
        return pool

    def __contains__(self, code: str) -> bool:
        return code in self.by_code

    def __getitem__(self, code: str) -> WSCard:
        return self.by_code[code]

    def __len__(self) -> int:
        return len(self.by_code)


@dataclass
class WSDeck:
    name: str
    cards: list[WSCard]                # 50 entries, one per copy
    source: str = "<built-in>"
    counts: list[tuple[int, str]] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"name": self.name, "cards": [[n, code] for n, code in self.counts]}


def parse_deck_text(text: str, pool: CardPool, name: str, source: str) -> WSDeck:
    """Read `count code [name]` lines. Raises DeckError listing every problem."""
    problems, cards, counts = [], [], []
    for lineno, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split(None, 2)
        if len(parts) < 2 or not parts[0].isdigit() or int(parts[0]) < 1:
            problems.append(f"line {lineno}: expected 'count code [name]', got {line!r}")
            continue
        n, code = int(parts[0]), parts[1]
        if code not in pool:
            problems.append(f"line {lineno}: unknown card code {code!r}")
            continue
        counts.append((n, code))
        cards.extend([pool[code]] * n)
    deck = WSDeck(name, cards, source, counts)
    problems += deck_problems(deck)
    if problems:
        raise DeckError(f"{name} ({source})", problems)
    return deck


def deck_problems(deck: WSDeck) -> list[str]:
    """Seed 000 덱 구성 / seed 001 II: 50 cards, <= 4 of a name, <= 8 climaxes."""
    problems = []
    n = len(deck.cards)
    if n != DECK_SIZE:
        problems.append(f"has {n} cards; a deck has exactly {DECK_SIZE}")
    names: dict[str, int] = {}
    for c in deck.cards:
        names[c.name] = names.get(c.name, 0) + 1
    for nm, k in sorted(names.items()):
        if k > MAX_COPIES:
            problems.append(f"has {k} cards named {nm!r}; at most {MAX_COPIES} of a name")
    cx = sum(1 for c in deck.cards if c.type == "climax")
    if cx > MAX_CLIMAXES:
        problems.append(f"has {cx} climaxes; at most {MAX_CLIMAXES}")
    return problems


def load_deck_file(path, pool: CardPool) -> WSDeck:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise DeckError(str(p), [f"cannot read the deck file: {e.strerror}"]) from None
    return parse_deck_text(text, pool, p.stem, str(p))


def builtin_deck(name: str, pool: CardPool) -> WSDeck:
    ref = resources.files(__package__).joinpath("data", "decks", f"{name}.txt")
    return parse_deck_text(ref.read_text(encoding="utf-8"), pool, name, f"built-in deck {name}")


def builtin_deck_names() -> list[str]:
    folder = resources.files(__package__).joinpath("data", "decks")
    return sorted(r.name[:-4] for r in folder.iterdir() if r.name.endswith(".txt"))
