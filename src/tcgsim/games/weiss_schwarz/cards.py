"""Weiß Schwarz card data: tcgsim's own card files, the card pool, deck lists and deck rules.

Card files live in data/cards/<SET>.toml, one table per card (see `CARD_FIELDS`).
Names and numbers on a card are facts and carry over from the printed card; abilities
are written in tcgsim's ability vocabulary (abilities.py), never as printed text. A
printed ability the vocabulary cannot express yet is counted in `unsupported`.

A deck list is a text file of `count code [name]` lines (`#` starts a comment), the
format of ../shared/data/weiss_schwarz/decks/. Deck rules (seed 000 "덱 구성", seed 001
II): exactly 50 cards, at most 4 with the same name, at most 8 climaxes.

Input files are read through core.replay's input checks (size, UTF-8, nesting, numbers).
A deck list is checked from its counts (a count is a plain number of copies, 1 to 50),
and the deck rules are checked on the counts before any list of cards is built, so
"100000000 CODE" is one problem, not a gigabyte of cards. Decks embedded in replays and
saved states come in through `deck_from_dict`, with the same checks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from ...core.cardfiles import brief as _brief
from ...core.cardfiles import builtin_card_tables, check_card_table
from ...core.errors import CardDataError, DeckError
from ...core.replay import data_problem, is_text, parse_toml, read_input, shown
from . import abilities as ab
from . import pool_cache

TYPES = ("character", "event", "climax")
COLORS = ("yellow", "green", "red", "blue")
TRIGGERS = ("soul", "pool", "comeback", "draw", "shot", "return", "treasure", "gate",
            "standby", "choice")
DECK_SIZE, MAX_COPIES, MAX_CLIMAXES = 50, 4, 8
MAX_DECK_FILE_BYTES = 2 ** 20          # a 50-card deck list is about 2 KB
MAX_CARD_FILE_BYTES = 16 * 2 ** 20     # the largest shipped card file is about 150 KB
MAX_PROBLEMS = 100                     # a DeckError lists this many, then counts the rest

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
    label = check_card_table(t, CARD_FIELDS, where, index, key="code", nonempty=("code", "name"))
    if t["type"] not in TYPES:
        raise CardDataError(where, label, "type", f"must be one of {', '.join(TYPES)}")
    if t["color"] not in COLORS:
        raise CardDataError(where, label, "color", f"must be one of {', '.join(COLORS)}")
    for tr in t["triggers"]:
        if not isinstance(tr, str) or tr not in TRIGGERS:
            raise CardDataError(where, label, "triggers", f"unknown trigger icon {tr!r}; icons: "
                                f"{', '.join(TRIGGERS)}")
    for k in ("level", "cost", "power", "soul", "unsupported"):
        if t.get(k, 0) < 0:
            raise CardDataError(where, label, k, "must not be negative")
    if not all(is_text(x) for x in t["traits"]):
        raise CardDataError(where, label, "traits", "must be a list of strings")
    abil = []
    for i, a in enumerate(t.get("ability", [])):
        try:
            abil.append(ab.validate(a))
        except (ValueError, TypeError) as e:    # TypeError: e.g. a list where a verb name goes
            raise CardDataError(where, label, f"ability[{i}]", str(e)) from None
    return WSCard(t["code"], t["name"], t["type"], t["color"], t.get("side", ""), t["level"],
                  t["cost"], t["power"], t["soul"], tuple(t["triggers"]), tuple(t["traits"]),
                  bool(t.get("counter", False)), tuple(abil), int(t.get("unsupported", 0)),
                  t.get("rarity", ""))


def load_card_file(path) -> list[WSCard]:
    p = Path(path)
    where = shown(p)

    def fail(message):
        return CardDataError(where, None, None, message)

    text = read_input(p, fail, MAX_CARD_FILE_BYTES)
    return cards_from_data(parse_toml(text, fail), where)


def cards_from_data(data: dict, where: str) -> list[WSCard]:
    if not isinstance(data, dict):
        raise CardDataError(where, None, None, "a card file must be a table with [[card]] tables")
    raw = data.get("card")
    if not isinstance(raw, list):
        raise CardDataError(where, None, "card", "missing [[card]] tables")
    return [card_from_table(t, where, i) for i, t in enumerate(raw)]


def _builtin_sets() -> dict[str, list[WSCard]]:
    """Every shipped card file's cards, by set (the file's name), in file order."""
    return {where.rsplit("/", 1)[-1][:-5]: cards_from_data(data, where)
            for where, data in builtin_card_tables(__package__)}


def _builtin_set(name: str) -> list[WSCard]:
    """One shipped set's cards, read from its card file."""
    import tomllib

    ref = resources.files(__package__).joinpath("data", "cards", f"{name}.toml")
    return cards_from_data(tomllib.loads(ref.read_text(encoding="utf-8")),
                           f"weiss_schwarz/data/cards/{name}.toml")


class CardPool:
    """Every card tcgsim knows, by code.

    The built-in pool reads a set's cards when a card of it is first asked for
    (`pool[code]`): a game between decks of one set holds that set's few hundred cards, not
    all 15,000 (a simulation worker's memory; loading is unchanged when the whole pool is
    wanted). `by_code` and `codes_by_kind` read every set, in the card files' order."""

    def __init__(self, cards=()):
        self._by_code: dict[str, WSCard] = {}
        self._sets: pool_cache.Sets | None = None      # the sets not all read yet
        self._read: set[str] = set()
        for c in cards:
            self._by_code[c.code] = c

    @classmethod
    def builtin(cls) -> "CardPool":
        """Every shipped card (all imported sets). Parsing the TOML files takes about two
        seconds, so the checked cards are kept in a compiled cache (`pool_cache`): a
        file in the user's cache folder, keyed by the bytes of every card file and of
        the code that checks them; a missing, stale or unreadable cache is rebuilt."""
        pool = cls()
        pool._sets = pool_cache.load(_builtin_sets, _builtin_set)
        return pool

    @property
    def by_code(self) -> dict[str, WSCard]:
        """Every card by code (reads the sets not read yet)."""
        sets = self._sets
        if sets is not None:
            for name in sets.names:
                if name not in self._read:
                    self._read_set(name)
            by_code = self._by_code                    # the card files' order
            self._by_code = {code: by_code[code] for code in sets.index}
            self._sets = None
        return self._by_code

    def _read_set(self, name: str) -> None:
        index = self._sets.index
        for c in self._sets.cards(name):
            if index.get(c.code) == name:              # a code two sets print: the later's
                self._by_code[c.code] = c
        self._read.add(name)

    def __contains__(self, code: str) -> bool:
        return code in self._by_code or (self._sets is not None and code in self._sets.index)

    def __getitem__(self, code: str) -> WSCard:
        card = self._by_code.get(code)
        if card is None:
            sets = self._sets
            if sets is None or code not in sets.index:
                raise KeyError(code)
            self._read_set(sets.index[code])
            card = self._by_code[code]
        return card

    def __len__(self) -> int:
        return len(self._by_code) if self._sets is None else len(self._sets.index)

    def codes_by_kind(self) -> tuple[list[str], list[str]]:
        """(the climaxes' codes, every other card's code), sorted."""
        cx = sorted(c for c, card in self.by_code.items() if card.type == "climax")
        other = sorted(c for c, card in self.by_code.items() if card.type != "climax")
        return cx, other


@dataclass
class WSDeck:
    name: str
    cards: list[WSCard]                # 50 entries, one per copy
    source: str = "<built-in>"
    counts: list[tuple[int, str]] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"name": self.name, "cards": [[n, code] for n, code in self.counts]}


def _count(word: str) -> int | None:
    """A deck line's count: ASCII digits naming 1 .. DECK_SIZE copies (None otherwise).
    str.isdigit() alone is not enough: it is true of '²', which int() refuses."""
    if not (word.isascii() and word.isdigit()) or len(word) > 6:
        return None
    n = int(word)
    return n if 1 <= n <= DECK_SIZE else None


def _count_problem(where: str, word: str) -> str:
    if word.isascii() and word.isdigit():
        why = ("a count is at least 1" if not word.strip("0")
               else f"more copies than a deck holds ({DECK_SIZE} cards)")
    else:
        why = f"a count is a whole number from 1 to {DECK_SIZE}"
    return f"{where}: the count {_brief(word)} is not a number of copies: {why}"


def parse_deck_text(text: str, pool: CardPool, name: str, source: str) -> WSDeck:
    """Read `count code [name]` lines. Raises DeckError listing every problem."""
    problems, entries = [], []
    for lineno, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split(None, 2)
        if len(parts) < 2:
            problems.append(f"line {lineno}: expected 'count code [name]', got {_brief(line)}")
            continue
        n = _count(parts[0])
        if n is None:
            problems.append(_count_problem(f"line {lineno}", parts[0]))
            continue
        entries.append((f"line {lineno}", n, parts[1]))
    return deck_from_counts(entries, pool, name, source, problems)


def deck_from_counts(entries, pool: CardPool, name: str, source: str,
                     problems: list[str] = ()) -> WSDeck:
    """A deck from (where, count, code) entries whose counts are already 1 .. DECK_SIZE.
    The deck rules are checked on the counts; the list of cards is built only for a legal
    deck. Raises DeckError listing every problem (`problems` first)."""
    problems = list(problems)
    counts = []
    for where, n, code in entries:
        if code not in pool:
            problems.append(f"{where}: unknown card code {_brief(code)}")
            continue
        counts.append((n, code))
    problems += _rule_problems([(n, pool[code]) for n, code in counts])
    if problems:
        if len(problems) > MAX_PROBLEMS:
            more = len(problems) - MAX_PROBLEMS
            problems = problems[:MAX_PROBLEMS] + [f"... and {more} more problems"]
        raise DeckError(f"{name} ({source})", problems)
    cards = [pool[code] for n, code in counts for _ in range(n)]
    return WSDeck(name, cards, source, counts)


DICT_FIELDS = ("name", "cards")


def deck_from_dict(d, pool: CardPool) -> WSDeck:
    """A deck from its `WSDeck.to_dict()` form ({"name", "cards": [[count, code], ...]}, as
    replays and saved states hold it), with every check of a deck list. Raises DeckError."""
    if not isinstance(d, dict):
        raise DeckError("<deck>", [f"a deck must be a table of {', '.join(DICT_FIELDS)}; got "
                                   f"{type(d).__name__}"])
    name = d.get("name")
    label = f"<deck {name!r}>" if is_text(name) else "<deck>"
    problem = data_problem(d)
    if problem:
        raise DeckError(label, [problem])
    extra = [k for k in d if k not in DICT_FIELDS]
    if extra:
        raise DeckError(label, [f"unknown field {_brief(extra[0])}; a deck has "
                                f"{', '.join(DICT_FIELDS)}"])
    if not is_text(name) or not name.strip():
        raise DeckError(label, [f"'name' must be a non-empty string; got {_brief(name)}"])
    raw = d.get("cards")
    if not isinstance(raw, list):
        raise DeckError(label, [f"'cards' must be a list of [count, code]; got {_brief(raw)}"])
    problems, entries = [], []
    for i, e in enumerate(raw):
        where = f"cards[{i}]"
        if not (isinstance(e, (list, tuple)) and len(e) == 2 and isinstance(e[1], str)):
            problems.append(f"{where}: expected [count, code], got {_brief(e)}")
        elif type(e[0]) is not int or not 1 <= e[0] <= DECK_SIZE:
            problems.append(_count_problem(where, str(e[0]) if type(e[0]) is int else repr(e[0])))
        else:
            entries.append((where, e[0], e[1]))
    return deck_from_counts(entries, pool, name, label, problems)


def deck_problems(deck: WSDeck) -> list[str]:
    """Seed 000 덱 구성 / seed 001 II: 50 cards, <= 4 of a name, <= 8 climaxes."""
    return _rule_problems([(1, c) for c in deck.cards])


def copies_allowed(card: WSCard) -> int:
    """How many cards of this card's name a deck may hold: 4, or what the card's own
    【CONT】 allows (seed 000 덱 구성: some cards escape the rule by their own effect, e.g.
    Gurren Lagann's 무간 with no limit). "Any number" is the whole deck. Every printing of
    such a name carries the text; were they ever to differ, the most permissive counts."""
    for a in card.abilities:
        if a["kind"] == "deck_copies":
            return DECK_SIZE if a["max"] == "any" else a["max"]
    return MAX_COPIES


def _rule_problems(counted) -> list[str]:
    """The deck rules over (count, card) pairs, so a deck list is checked before it is
    expanded into one entry per copy."""
    problems = []
    n = sum(k for k, _ in counted)
    if n != DECK_SIZE:
        problems.append(f"has {n} cards; a deck has exactly {DECK_SIZE}")
    names: dict[str, int] = {}
    limit: dict[str, int] = {}
    for k, c in counted:
        names[c.name] = names.get(c.name, 0) + k
        limit[c.name] = max(limit.get(c.name, MAX_COPIES), copies_allowed(c))
    for nm, k in sorted(names.items()):
        if k > limit[nm]:
            problems.append(f"has {k} cards named {nm!r}; at most {limit[nm]} of a name")
    cx = sum(k for k, c in counted if c.type == "climax")
    if cx > MAX_CLIMAXES:
        problems.append(f"has {cx} climaxes; at most {MAX_CLIMAXES}")
    return problems


def random_deck(pool: CardPool, rng, name: str = "random deck") -> WSDeck:
    """A legal deck drawn at random from the whole pool (seed 000 덱 구성): 0 to 8
    climaxes, then characters and events, each drawn card in 1 to 4 copies (more for a card
    that allows more of its name), never more than its name allows, 50 cards in all. `rng` is a core.rng.Rng, so a seed gives the same
    deck on any machine. For tests and experiments on the whole card pool."""
    climax, other = pool.codes_by_kind()
    per_name: dict[str, int] = {}
    counts: dict[str, int] = {}

    def draw(codes, n):
        while n > 0:
            code = codes[rng.below(len(codes))]
            c = pool[code]
            room = min(copies_allowed(c) - per_name.get(c.name, 0), n)
            if room <= 0:
                continue
            k = 1 + rng.below(room)
            per_name[c.name] = per_name.get(c.name, 0) + k
            counts[code] = counts.get(code, 0) + k
            n -= k

    draw(climax, rng.below(MAX_CLIMAXES + 1))
    draw(other, DECK_SIZE - sum(counts.values()))
    entries = [(f"card {i + 1}", n, code) for i, (code, n) in enumerate(counts.items())]
    return deck_from_counts(entries, pool, name, "random deck")


def load_deck_file(path, pool: CardPool) -> WSDeck:
    p = Path(path)
    where = shown(p)
    text = read_input(p, lambda m: DeckError(where, [m]), MAX_DECK_FILE_BYTES)
    return parse_deck_text(text, pool, shown(p.stem), where)


def builtin_deck(name: str, pool: CardPool) -> WSDeck:
    ref = resources.files(__package__).joinpath("data", "decks", f"{name}.txt")
    return parse_deck_text(ref.read_text(encoding="utf-8"), pool, name, f"built-in deck {name}")


def builtin_deck_names() -> list[str]:
    folder = resources.files(__package__).joinpath("data", "decks")
    return sorted(r.name[:-4] for r in folder.iterdir() if r.name.endswith(".txt"))
