"""Card data for The Lord of the Rings: The Duel: loading, validation and the deck rules.

A deck file (TOML) is one side's 27 cards; see data/gandalf.toml for the schema. A card
has an id, a name, a kind (normal / special / trance), two edges of four rows (defence
on the left, attack on the right) and, for a special card, an effect written in this
game's verb vocabulary (effects.py). Loading checks every field and names the file, the
card and the field of the first malformed one (CardDataError); deck-level problems are
collected and raised together (DeckError). A deck file is read through core.replay's input
checks (at most 1 MiB of UTF-8, nesting and numbers bounded); a list of more than 27
cards is refused before its cards are read. Decks embedded in replays and saved states come
in through `deck_from_dict`, with the same checks.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from ...core.errors import CardDataError, DeckError
from ...core.replay import data_problem, is_text, parse_toml, read_input, shown
from . import effects

SIDES = ("gandalf", "balrog")
KINDS = ("normal", "special", "trance")
DECK_SIZE = 27
SPECIALS_PER_SIDE = {"gandalf": 6, "balrog": 5}  # seed 002 §5
ROWS = 4
MAX_DECK_FILE_BYTES = 2 ** 20     # a 27-card deck file is about 4 KB


def parse_edge(text: str) -> int:
    """'X..X' (top to bottom) -> bit mask, top row = bit 3."""
    mask = 0
    for ch in text:
        mask = (mask << 1) | (ch == "X")
    return mask


def edge_text(mask: int) -> str:
    return "".join("X" if mask >> (ROWS - 1 - r) & 1 else "." for r in range(ROWS))


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    side: str
    kind: str
    defence: int           # bit mask, top row = bit 3
    attack: int
    effect: dict | None = None   # {"verb": ..., params...}

    @property
    def verb(self) -> str | None:
        return None if self.effect is None else self.effect["verb"]

    def text(self) -> str:
        """The card's ability in words generated from its effect (empty for normal cards)."""
        if self.effect is None:
            return "No symbols: a trance card." if self.kind == "trance" else ""
        return effects.describe(self.effect)

    def to_dict(self) -> dict:
        d = {"id": self.id, "name": self.name, "kind": self.kind,
             "defence": edge_text(self.defence), "attack": edge_text(self.attack)}
        if self.effect is not None:
            d["effect"] = dict(self.effect)
        return d


@dataclass
class Deck:
    name: str
    side: str
    cards: list[Card]
    source: str = "<built-in>"
    reconstruction: bool = False
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"name": self.name, "side": self.side, "reconstruction": self.reconstruction,
                "cards": [c.to_dict() for c in self.cards]}

    def __len__(self) -> int:
        return len(self.cards)


# ---- loading ----------------------------------------------------------------------------

def _card_from_table(t: dict, side: str, where: str, index: int) -> Card:
    if not isinstance(t, dict):
        raise CardDataError(where, f"#{index + 1}", None, "a card must be a table")
    cid = t.get("id")
    label = cid if is_text(cid) and cid else f"#{index + 1}"
    if not is_text(cid) or not cid.strip():
        raise CardDataError(where, label, "id", "missing or not a string")
    name = t.get("name")
    if not is_text(name) or not name.strip():
        raise CardDataError(where, label, "name", "missing or not a string")
    known = {"id", "name", "kind", "defence", "attack", "effect"}
    extra = set(t) - known
    if extra:
        raise CardDataError(where, label, sorted(extra)[0],
                            f"unknown field; a card has {', '.join(sorted(known))}")
    edges = {}
    for fname in ("defence", "attack"):
        v = t.get(fname)
        if not isinstance(v, str) or len(v) != ROWS or set(v) - {"X", "."}:
            raise CardDataError(where, label, fname,
                                f"must be {ROWS} characters of 'X' (symbol) or '.' (blank), "
                                f"top row first; got {v!r}")
        edges[fname] = parse_edge(v)
    eff = t.get("effect")
    kind = t.get("kind", "special" if eff is not None else "normal")
    if not isinstance(kind, str) or kind not in KINDS:
        raise CardDataError(where, label, "kind", f"must be one of {', '.join(KINDS)}; got {kind!r}")
    if eff is not None:
        if kind != "special":
            raise CardDataError(where, label, "effect", f"a {kind} card has no effect")
        try:
            eff = effects.validate(eff, side)
        except (ValueError, TypeError) as e:     # TypeError: e.g. a list where a verb goes
            raise CardDataError(where, label, "effect", str(e)) from None
    elif kind == "special":
        raise CardDataError(where, label, "effect", "a special card needs an effect")
    return Card(cid, name, side, kind, edges["defence"], edges["attack"], eff)


def deck_from_data(data: dict, where: str) -> Deck:
    """Build a deck from parsed TOML/JSON data, validating every field. A list of more
    than DECK_SIZE cards is refused (DeckError) before any card of it is read."""
    if not isinstance(data, dict):
        raise CardDataError(where, None, None, "a deck must be a table with [deck] and [[card]]")
    head = data.get("deck")
    if not isinstance(head, dict):
        raise CardDataError(where, None, "deck", "missing [deck] table (name, side)")
    side = head.get("side")
    if not isinstance(side, str) or side not in SIDES:
        raise CardDataError(where, None, "deck.side", f"must be 'gandalf' or 'balrog'; got {side!r}")
    name = head.get("name")
    if not is_text(name) or not name.strip():
        raise CardDataError(where, None, "deck.name", "missing or not a string")
    reconstruction = head.get("reconstruction", False)
    if not isinstance(reconstruction, bool):
        raise CardDataError(where, None, "deck.reconstruction",
                            f"must be true or false; got {reconstruction!r}")
    raw = data.get("card")
    if not isinstance(raw, list):
        raise CardDataError(where, None, "card", "missing [[card]] entries")
    if len(raw) > DECK_SIZE:
        raise DeckError(f"{name} ({where})", [f"has {len(raw)} cards; a side has exactly "
                                              f"{DECK_SIZE} (seed 002 §2)"])
    cards = [_card_from_table(t, side, where, i) for i, t in enumerate(raw)]
    deck = Deck(name, side, cards, where, reconstruction)
    validate_deck(deck)
    return deck


DICT_FIELDS = ("name", "side", "reconstruction", "cards")


def deck_from_dict(d, where: str | None = None) -> Deck:
    """A deck from its `Deck.to_dict()` form (as replays and saved states hold it), with
    every check of a deck file: CardDataError for a malformed field, DeckError for a deck
    that breaks the deck rules."""
    if not isinstance(d, dict):
        raise CardDataError(where or "<deck>", None, None,
                            f"a deck must be a table of {', '.join(DICT_FIELDS)}; got "
                            f"{type(d).__name__}")
    name = d.get("name")
    where = where or (f"<deck {name!r}>" if is_text(name) else "<deck>")
    problem = data_problem(d)
    if problem:
        raise CardDataError(where, None, None, problem)
    for k in d:
        if k not in DICT_FIELDS:
            raise CardDataError(where, None, str(k), f"unknown field; a deck has "
                                f"{', '.join(DICT_FIELDS)}")
    for k in ("name", "side", "cards"):
        if k not in d:
            raise CardDataError(where, None, k, "missing")
    head = {"name": d["name"], "side": d["side"]}
    if "reconstruction" in d:
        head["reconstruction"] = d["reconstruction"]
    return deck_from_data({"deck": head, "card": d["cards"]}, where)


def load_deck_file(path: str | Path) -> Deck:
    p = Path(path)
    where = shown(p)

    def fail(message):
        return CardDataError(where, None, None, message)

    text = read_input(p, fail, MAX_DECK_FILE_BYTES)
    return deck_from_data(parse_toml(text, fail), where)


def builtin_deck(name: str) -> Deck:
    ref = resources.files(__package__).joinpath("data", f"{name}.toml")
    data = tomllib.loads(ref.read_text(encoding="utf-8"))
    return deck_from_data(data, f"lotr_duel/data/{name}.toml")


# ---- deck rules -------------------------------------------------------------------------

def deck_problems(deck: Deck) -> list[str]:
    """Every way `deck` breaks the deck rules of seed 002 (empty when legal)."""
    problems = []
    n = len(deck.cards)
    if n != DECK_SIZE:
        problems.append(f"has {n} cards; a side has exactly {DECK_SIZE} (seed 002 §2)")
    seen = {}
    for c in deck.cards:
        if c.id in seen:
            problems.append(f"card id {c.id} appears more than once")
        seen[c.id] = c
        if c.side != deck.side:
            problems.append(f"card {c.id} belongs to the {c.side} side, not {deck.side}")
    trance = [c for c in deck.cards if c.kind == "trance"]
    if len(trance) != 1:
        problems.append(f"has {len(trance)} trance cards; each side has exactly one (seed 002 §3.3)")
    for c in trance:
        if c.defence or c.attack:
            problems.append(f"trance card {c.id} must have no symbols (seed 002 §3.3)")
    for c in deck.cards:
        if c.kind == "normal" and not (c.defence or c.attack):
            problems.append(f"normal card {c.id} has no symbols; only the trance card is blank")
    specials = [c for c in deck.cards if c.kind == "special"]
    want = SPECIALS_PER_SIDE[deck.side]
    if len(specials) != want:
        problems.append(f"has {len(specials)} special cards; the {deck.side} side has {want} "
                        f"(seed 002 §5)")
    verbs = [c.verb for c in specials]
    for v in sorted(set(verbs)):
        if verbs.count(v) > 1 and v not in ("offer_card",):
            problems.append(f"effect {v!r} appears on {verbs.count(v)} cards; each special is unique")
    return problems


def validate_deck(deck: Deck) -> None:
    problems = deck_problems(deck)
    if problems:
        raise DeckError(f"{deck.name} ({deck.source})", problems)
