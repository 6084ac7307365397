"""Riftbound card data: tcgsim's card files, the card pool, deck lists and the deck rules.

Riftbound is Riot Games' property. tcgsim's card files hold facts only (CARD_FIELDS): no
rules text, ability text, flavour or art. A card's printed abilities are counted in its
`unsupported` field until tcgsim's own ability vocabulary expresses them.

Rule numbers are those of the Core Rules v1.1 ("Origins", 2025-10), written "CR 103.2.b".

Card files live in data/cards/<set>.toml (written by importer.py): a `[set]` table and one
`[[card]]` table per card. A card's `type` is one of TYPES; Champion, Signature and Token
are supertypes (CR 132.7), written as the flags `champion`, `signature` and `token`; a basic
rune (CR 157.1) has `basic = true`. `domains` lists the card's domains (none for a colourless
card); `power` maps a domain, or "any" (CR 134.2.e.5, Power of any domain), or "own" ([C],
CR 134.2.e.6: Power of the card's domain -- on a card of several domains one of those, as
seed 004 rules; the importer writes the two-domain cards' symbols as "any"), to a number of
Power symbols. A legend names the champion tag it links to (`champion_tag`, CR 132.8.b).
A gear may have a Might Bonus (`might_bonus`, v1.2 718.4: the Might it adds to the unit it
is attached to); no card of the shipped sets has one.

A deck list has the sections `# legend`, `# champion`, `# battlefields`, `# runes` and
`# main`, each of `count card-id [name]` lines (the format of ../shared/data/riftbound/decks/;
the name is for the reader). A card is named by its id ("ogn-030-298") or its set and
collector number ("OGN-030", "OGN-030/298"). Any other `#` line is a comment; the comments
before the first section are the deck's note. The Chosen Champion is listed once under
`# champion`; further copies of it go under `# main`.

Deck rules (CR 101-103), all checked at once; `DeckError` lists every problem:
  - exactly 1 Champion Legend (CR 103.1); its domains are the deck's domain identity;
  - a Chosen Champion: a champion unit carrying the legend's champion tag (CR 103.2.a.2);
  - a Main Deck of at least 40 cards, the Chosen Champion included (CR 103.2), of units,
    spells and gear (CR 132.4); tokens are not cards (CR 171, 176);
  - at most 3 cards of a name, the Chosen Champion included (CR 103.2.b, 103.2.b.1);
  - domain identity: a card of one domain needs that domain in the legend's, a card of
    several needs all of them (CR 103.1.b.3, 103.1.b.4), for the main deck (CR 103.2.c),
    the runes (CR 103.3.a.1) and the battlefields (CR 103.4.b);
  - at most 3 Signature cards in total, each carrying the legend's champion tag
    (CR 103.2.d.1, 103.2.d.2);
  - a Rune Deck of exactly 12 runes (CR 103.3.a, 154.2.a);
  - battlefields: the number is the mode of play's (CR 103.4.a). Every sanctioned mode but
    2v2 asks each player for 3 (CR 458.4.a, 459.4.a, 460.4.a, 461.4.a), so 3 is the rule,
    with no two of a name (CR 103.4.c). A deck of 1 battlefield is accepted in the
    `standard` format with a note in `RBDeck.rule_notes`: the Proving Grounds decks are sold
    with one, and 2v2 asks each player for one (CR 462.4.a); with only one, every game uses
    it (the random pick of CR 458.5 has one choice). The `strict` format asks for 3.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from ...core.cardfiles import brief as _brief
from ...core.cardfiles import builtin_card_tables, check_card_table, deck_dict_entries
from ...core.errors import CardDataError, DeckError
from ...core.replay import is_text, parse_toml, read_input, shown

TYPES = ("unit", "spell", "gear", "battlefield", "legend", "rune")
MAIN_TYPES = ("unit", "spell", "gear")                  # CR 132.4: Main Deck cards
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")       # CR 133.2
ANY = "any"                                             # [A], Power of any domain (CR 134.2.e.5)
OWN = "own"             # [C], Power of the card's own domain (CR 134.2.e.6); on a card of several
                        # domains one of THOSE domains (seed 004, not v1.1 134.2.e.6.b), table.py
RARITIES = ("common", "uncommon", "rare", "epic", "showcase", "promo")
SECTIONS = ("legend", "champion", "battlefields", "runes", "main")
SECTION_WORDS = {
    "legend": "legend", "champion legend": "legend", "champion": "champion",
    "chosen champion": "champion", "battlefields": "battlefields", "battlefield": "battlefields",
    "runes": "runes", "rune deck": "runes", "main": "main", "main deck": "main",
}
FORMATS = ("standard", "strict")
MAIN_MIN, MAX_COPIES, RUNE_DECK, MAX_SIGNATURE, BATTLEFIELDS = 40, 3, 12, 3, 3
MAX_LINE_COUNT = 99
MAX_DECK_FILE_BYTES = 2 ** 20
MAX_CARD_FILE_BYTES = 16 * 2 ** 20
MAX_PROBLEMS = 100

CARD_FIELDS = {
    # field: (type, required)
    "id": (str, True), "name": (str, True), "set": (str, True), "number": (int, True),
    "type": (str, True), "domains": (list, False), "energy": (int, False),
    "power": (dict, False), "might": (int, False), "tags": (list, False),
    "champion_tag": (str, False), "champion": (bool, False), "signature": (bool, False),
    "token": (bool, False), "basic": (bool, False), "rarity": (str, False),
    "unsupported": (int, False),
    # a gear's Might Bonus (v1.2 718.4: it modulates the Might of the unit it is attached to)
    "might_bonus": (int, False),
}


@dataclass(frozen=True)
class RBCard:
    id: str                       # "ogn-030-298": set, collector number, set size
    name: str                     # "Short Name, Subtitle" (CR 131.4)
    set: str                      # "OGN"
    number: int                   # the collector number
    type: str                     # TYPES
    domains: tuple = ()           # DOMAINS order; () = colourless
    energy: int | None = None     # the Energy cost (CR 130.2); None: no cost
    power: tuple = ()             # ((domain or "any", count), ...): the Power cost (CR 130.3)
    might: int | None = None      # units only
    tags: tuple = ()
    champion_tag: str = ""        # legends: the champion tag they link to (CR 132.8.b)
    champion: bool = False        # the Champion supertype (CR 132.7.a)
    signature: bool = False       # the Signature supertype (CR 132.7.b)
    token: bool = False           # the Token supertype (CR 132.7.c)
    basic: bool = False           # a basic rune (CR 157.1)
    rarity: str = ""
    unsupported: int = 0          # printed ability paragraphs not yet in tcgsim's vocabulary
    might_bonus: int = 0          # gear: the Might Bonus it gives the unit it is attached to
                                  # (v1.2 718.4); 0 for every card of the starter sets

    @property
    def code(self) -> str:
        """The set and collector number, "OGN-030"."""
        return f"{self.set}-{self.number:03d}"

    @property
    def main_deck(self) -> bool:
        """A card that may be in the Main Deck (CR 132.4; tokens are not cards, CR 176)."""
        return self.type in MAIN_TYPES and not self.token

    @property
    def power_count(self) -> int:
        return sum(n for _, n in self.power)

    @property
    def power_dict(self) -> dict:
        return dict(self.power)

    @property
    def kind(self) -> str:
        """The supertypes and type in words: "signature spell", "champion unit", "token unit"."""
        words = [w for w, on in (("basic", self.basic), ("champion", self.champion),
                                 ("signature", self.signature), ("token", self.token)) if on]
        return " ".join(words + [self.type])

    def text(self) -> list[str]:
        """The card's abilities in tcgsim's words (never the printed text)."""
        if not self.unsupported:
            return []
        n = self.unsupported
        return [f"({n} printed abilit{'ies' if n != 1 else 'y'} not supported)"]


def _label(c: RBCard) -> str:
    return f"{c.id} {c.name!r}"


def _domains(ds) -> str:
    return "+".join(ds) if ds else "colourless"


def card_from_table(t: dict, where: str, index: int) -> RBCard:
    label = check_card_table(t, CARD_FIELDS, where, index, key="id", nonempty=("id", "name", "set"))
    typ = t["type"]
    if typ not in TYPES:
        raise CardDataError(where, label, "type", f"must be one of {', '.join(TYPES)} "
                            f"(champion, signature and token are flags)")
    for k in ("number", "energy", "might", "unsupported"):
        if t.get(k, 0) < 0:
            raise CardDataError(where, label, k, "must not be negative")
    doms = t.get("domains", [])
    for d in doms:
        if d not in DOMAINS:
            raise CardDataError(where, label, "domains", f"unknown domain {d!r}; domains: "
                                f"{', '.join(DOMAINS)} (a colourless card lists none)")
    if len(set(doms)) != len(doms):
        raise CardDataError(where, label, "domains", "a domain is listed twice")
    power = t.get("power", {})
    for d, n in power.items():
        if d not in DOMAINS + (ANY, OWN) or type(n) is not int or n < 1:
            raise CardDataError(where, label, "power", f"the Power cost maps a domain, "
                                f"{ANY!r} or {OWN!r} to a count of at least 1; got {d} = {n!r}")
        if d not in (ANY, OWN) and d not in doms:
            raise CardDataError(where, label, "power", f"Power of {d} on a card of "
                                f"{_domains(doms)}")
    tags = t.get("tags", [])
    if not all(is_text(x) and x.strip() for x in tags):
        raise CardDataError(where, label, "tags", "must be a list of non-empty strings")
    flags = {k: bool(t.get(k)) for k in ("champion", "signature", "token", "basic")}
    if flags["champion"] and typ != "unit":
        raise CardDataError(where, label, "champion", "only a unit is a champion (CR 132.7.a)")
    if flags["basic"] and typ != "rune":
        raise CardDataError(where, label, "basic", "only a rune is basic (CR 157.1)")
    if typ == "rune" and not doms:
        raise CardDataError(where, label, "domains", "a rune has a domain (CR 156.2.a.1)")
    if flags["token"]:
        for k in ("energy", "power", "domains"):
            if t.get(k):
                raise CardDataError(where, label, k, "a token has no cost and no domain "
                                    "(CR 176.2)")
    elif typ in MAIN_TYPES and "energy" not in t:
        raise CardDataError(where, label, "energy", f"a {typ} has an Energy cost (CR 130.1)")
    if typ == "unit" and "might" not in t:
        raise CardDataError(where, label, "might", "a unit has a Might")
    if typ != "unit" and "might" in t:
        raise CardDataError(where, label, "might", "only a unit has a Might")
    bonus = t.get("might_bonus", 0)
    if bonus and typ != "gear":
        raise CardDataError(where, label, "might_bonus", "only a gear has a Might Bonus "
                            "(v1.2 718.4)")
    if typ == "legend" and not t.get("champion_tag", "").strip():
        raise CardDataError(where, label, "champion_tag", "a legend names its champion tag "
                            "(CR 103.2.a.2)")
    if typ != "legend" and "champion_tag" in t:
        raise CardDataError(where, label, "champion_tag", "only a legend has a champion tag "
                            "of its own; other cards list it in 'tags'")
    if flags["signature"] and not tags:
        raise CardDataError(where, label, "tags", "a signature card carries its champion's "
                            "tag (CR 103.2.d.2)")
    if "rarity" in t and t["rarity"] not in RARITIES:
        raise CardDataError(where, label, "rarity", f"must be one of {', '.join(RARITIES)}")
    return RBCard(
        t["id"], t["name"], t["set"], t["number"], typ,
        tuple(d for d in DOMAINS if d in doms), t.get("energy"),
        tuple((d, power[d]) for d in DOMAINS + (ANY, OWN) if d in power), t.get("might"),
        tuple(tags), t.get("champion_tag", ""), flags["champion"], flags["signature"],
        flags["token"], flags["basic"], t.get("rarity", ""), t.get("unsupported", 0), bonus)


def cards_from_data(data: dict, where: str) -> list[RBCard]:
    if not isinstance(data, dict):
        raise CardDataError(where, None, None, "a card file must be a table with [[card]] tables")
    raw = data.get("card")
    if not isinstance(raw, list):
        raise CardDataError(where, None, "card", "missing [[card]] tables")
    out, seen = [], set()
    for i, t in enumerate(raw):
        c = card_from_table(t, where, i)
        if c.id in seen:
            raise CardDataError(where, c.id, "id", "two cards have this id")
        seen.add(c.id)
        out.append(c)
    return out


def load_card_file(path) -> list[RBCard]:
    p = Path(path)
    where = shown(p)

    def fail(message):
        return CardDataError(where, None, None, message)

    return cards_from_data(parse_toml(read_input(p, fail, MAX_CARD_FILE_BYTES), fail), where)


_CODE = re.compile(r"([A-Za-z]{2,4})-(\d{1,4})(?:/\d+)?")


class CardPool:
    """Every card tcgsim knows, by id (and by set and collector number)."""

    def __init__(self, cards=()):
        self.by_id: dict[str, RBCard] = {}
        self.by_code: dict[str, RBCard] = {}
        for c in cards:
            self.add(c)

    def add(self, c: RBCard, where: str = "<pool>") -> None:
        if c.id in self.by_id:
            raise CardDataError(where, c.id, "id", "a card of this id is already in the pool")
        self.by_id[c.id] = c
        self.by_code.setdefault(c.code, c)

    @classmethod
    def builtin(cls) -> "CardPool":
        pool = cls()
        for where, data in builtin_card_tables(__package__):
            for c in cards_from_data(data, where):
                pool.add(c, where)
        return pool

    def find(self, word: str) -> RBCard | None:
        """The card a deck line names: its id (any case), or "OGN-030" / "OGN-030/298"."""
        c = self.by_id.get(word) or self.by_id.get(word.lower())
        if c is None:
            m = _CODE.fullmatch(word)
            if m:
                c = self.by_code.get(f"{m.group(1).upper()}-{int(m.group(2)):03d}")
        return c

    def __contains__(self, cid) -> bool:
        return cid in self.by_id

    def __getitem__(self, cid: str) -> RBCard:
        return self.by_id[cid]

    def __len__(self) -> int:
        return len(self.by_id)

    def __iter__(self):
        return iter(self.by_id.values())


@dataclass
class RBDeck:
    name: str
    legend: RBCard
    champion: RBCard              # the Chosen Champion (CR 103.2.a)
    battlefields: list            # RBCard each
    runes: list                   # RBCard per copy, 12
    main: list                    # RBCard per copy: the Main Deck without the Chosen Champion
    source: str = "<built-in>"
    counts: dict = field(default_factory=dict)      # section -> [[n, id]]
    note: str = ""                # the deck file's opening comments
    rule_notes: list = field(default_factory=list)  # how a deck rule was applied (battlefields)

    @property
    def main_deck(self) -> list:
        """The Main Deck as CR 103.2 counts it: the Chosen Champion and the rest."""
        return [self.champion] + self.main

    @property
    def cards(self) -> list:
        """The Main Deck's cards (what `tcgsim deck check` counts)."""
        return self.main_deck

    @property
    def domain_identity(self) -> tuple:
        return self.legend.domains

    def to_dict(self) -> dict:
        return {"name": self.name, **{s: [list(x) for x in self.counts[s]] for s in SECTIONS}}


def _count(word: str) -> int | None:
    if not (word.isascii() and word.isdigit()) or len(word) > 6:
        return None
    n = int(word)
    return n if 1 <= n <= MAX_LINE_COUNT else None


def parse_deck_text(text: str, pool: CardPool, name: str, source: str,
                    fmt: str = "standard") -> RBDeck:
    """Read the deck sections (module docstring). Raises DeckError listing every problem."""
    problems = []
    entries = {s: [] for s in SECTIONS}
    section = None
    note = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        s = raw.strip()
        if s.startswith("#"):
            word = " ".join(s[1:].split()).lower()
            if word in SECTION_WORDS:
                section = SECTION_WORDS[word]
            elif word == "sideboard":
                section = "sideboard"
                problems.append(f"line {lineno}: tcgsim's decks have no sideboard; remove the "
                                f"'# sideboard' section")
            elif section is None:
                note.append(s[1:].strip())
            continue
        line = s.split("#", 1)[0].strip()
        if not line or section == "sideboard":
            continue
        if section is None:
            problems.append(f"line {lineno}: a card line before the first section "
                            f"({', '.join('# ' + x for x in SECTIONS)})")
            continue
        parts = line.split(None, 2)
        if len(parts) < 2:
            problems.append(f"line {lineno}: expected 'count card-id [name]', got {_brief(line)}")
            continue
        n = _count(parts[0])
        if n is None:
            problems.append(f"line {lineno}: the count {_brief(parts[0])} is not a number of "
                            f"copies (a whole number from 1 to {MAX_LINE_COUNT})")
            continue
        entries[section].append((f"line {lineno}", n, parts[1]))
    deck = deck_from_entries(entries, pool, name, source, problems, fmt)
    deck.note = " ".join(note)
    return deck


def deck_from_entries(entries: dict, pool: CardPool, name: str, source: str,
                      problems=(), fmt: str = "standard") -> RBDeck:
    if fmt not in FORMATS:
        raise ValueError(f"unknown deck format {fmt!r}; formats: {', '.join(FORMATS)}")
    problems = list(problems)
    counted = {s: [] for s in SECTIONS}
    for sec in SECTIONS:
        for where, n, word in entries.get(sec, ()):
            c = pool.find(word)
            if c is None:
                problems.append(f"{where}: unknown card {_brief(word)}")
                continue
            counted[sec].append((n, c))
    rule, notes = check_deck(counted, fmt)
    problems += rule
    if problems:
        if len(problems) > MAX_PROBLEMS:
            more = len(problems) - MAX_PROBLEMS
            problems = problems[:MAX_PROBLEMS] + [f"... and {more} more problems"]
        raise DeckError(f"{name} ({source})", problems)
    per_copy = {s: [c for n, c in counted[s] for _ in range(n)] for s in SECTIONS}
    counts = {s: [(n, c.id) for n, c in counted[s]] for s in SECTIONS}
    return RBDeck(name, per_copy["legend"][0], per_copy["champion"][0], per_copy["battlefields"],
                  per_copy["runes"], per_copy["main"], source, counts, "", notes)


def rule_problems(counted: dict, fmt: str = "standard") -> list[str]:
    """The deck rules over {section: [(count, card)]}: the problems (module docstring)."""
    return check_deck(counted, fmt)[0]


def check_deck(counted: dict, fmt: str = "standard") -> tuple[list[str], list[str]]:
    """The deck rules over {section: [(count, card)]}: (problems, notes). A note says how a
    rule was applied to a legal deck (a deck of 1 battlefield)."""
    P, notes = [], []
    sec = {s: list(counted.get(s, ())) for s in SECTIONS}

    # -- the Champion Legend (CR 103.1)
    for n, c in sec["legend"]:
        if c.type != "legend":
            P.append(f"{_label(c)} in the legend section is a {c.kind}, not a legend (CR 103.1)")
    nleg = sum(n for n, _ in sec["legend"])
    legends = [c for _, c in sec["legend"] if c.type == "legend"]
    legend = legends[0] if nleg == 1 and legends else None
    if nleg == 0:
        P.append("no Champion Legend: a deck has exactly 1 (CR 103.1). Its domains are the "
                 "domain identity and its tag names the champion, so the domain, champion-tag "
                 "and signature-tag rules could not be checked")
    elif nleg > 1:
        P.append(f"{nleg} cards in the legend section: a deck has exactly 1 Champion Legend "
                 f"(CR 103.1); the domain, champion-tag and signature-tag rules could not be "
                 f"checked")
    identity = set(legend.domains) if legend else None
    tag = legend.champion_tag if legend else None

    # -- the Chosen Champion (CR 103.2.a)
    nch = sum(n for n, _ in sec["champion"])
    if nch != 1:
        P.append(f"{'no' if nch == 0 else nch} card{'s' if nch != 1 else ''} in the champion "
                 f"section: a deck names exactly 1 Chosen Champion (CR 103.2.a); further "
                 f"copies go in the main section")
    for _, c in sec["champion"]:
        if not (c.type == "unit" and c.champion):
            why = " (a Signature card is not a champion, CR 103.2.d.3)" if c.signature else ""
            P.append(f"the Chosen Champion {_label(c)} is a {c.kind}; it must be a champion "
                     f"unit (CR 103.2.a.2){why}")
        elif tag is not None and tag not in c.tags:
            P.append(f"the Chosen Champion {_label(c)} lacks the tag {tag!r} of the legend "
                     f"{legend.name!r} (its tags: {', '.join(c.tags) or 'none'}) (CR 103.2.a.2)")

    # -- the Main Deck (CR 103.2)
    for _, c in sec["main"]:
        if c.token:
            P.append(f"{_label(c)} is a token: tokens are made during play and are not cards "
                     f"of a deck (CR 171, 176)")
        elif not c.main_deck:
            home = {"legend": "legend", "battlefield": "battlefields", "rune": "runes"}[c.type]
            P.append(f"{_label(c)} is a {c.kind}: it belongs in the '# {home}' section, not the "
                     f"main deck (CR 132.4)")
    deck_cards = sec["champion"] + sec["main"]
    size = sum(n for n, _ in deck_cards)
    if size < MAIN_MIN:
        P.append(f"the main deck has {size} cards, the Chosen Champion included; it has at "
                 f"least {MAIN_MIN} (CR 103.2)")
    names: dict[str, int] = {}
    for n, c in deck_cards:
        names[c.name] = names.get(c.name, 0) + n
    champ_names = {c.name for _, c in sec["champion"]}
    for nm, n in sorted(names.items()):
        if n > MAX_COPIES:
            also = ", the Chosen Champion included" if nm in champ_names else ""
            P.append(f"{n} cards named {nm!r}{also}: at most {MAX_COPIES} of a name "
                     f"(CR 103.2.b)")

    # -- domain identity (CR 103.1.b) over every part of the deck
    if identity is not None:
        seen = set()
        for s, rule in (("champion", "103.2.c"), ("main", "103.2.c"), ("runes", "103.3.a.1"),
                        ("battlefields", "103.4.b")):
            for _, c in sec[s]:
                if c.id in seen or set(c.domains) <= identity:
                    continue
                seen.add(c.id)
                how = ("needs all of its domains in" if len(c.domains) > 1 else "is outside")
                num = "103.1.b.4" if len(c.domains) > 1 else "103.1.b.3"
                P.append(f"{_label(c)} ({_domains(c.domains)}) {how} the domain identity "
                         f"{_domains(legend.domains)} of {legend.name!r} (CR {num}, {rule})")

    # -- Signature cards (CR 103.2.d)
    sig = [(n, c) for n, c in deck_cards if c.signature]
    nsig = sum(n for n, _ in sig)
    if nsig > MAX_SIGNATURE:
        P.append(f"{nsig} Signature cards: at most {MAX_SIGNATURE} in total, whatever their "
                 f"names (CR 103.2.d.1)")
    if tag is not None:
        seen = set()
        for _, c in sig:
            if tag not in c.tags and c.id not in seen:
                seen.add(c.id)
                P.append(f"the Signature card {_label(c)} has the tag "
                         f"{', '.join(c.tags) or 'none'}, not the legend's champion tag {tag!r} "
                         f"(CR 103.2.d.2)")

    # -- the Rune Deck (CR 103.3)
    for _, c in sec["runes"]:
        if c.type != "rune":
            P.append(f"{_label(c)} in the runes section is a {c.kind}, not a rune (CR 103.3.a)")
    nr = sum(n for n, _ in sec["runes"])
    if nr != RUNE_DECK:
        P.append(f"the rune deck has {nr} runes; it has exactly {RUNE_DECK} (CR 103.3.a, "
                 f"154.2.a)")

    # -- battlefields (CR 103.4)
    for _, c in sec["battlefields"]:
        if c.type != "battlefield":
            P.append(f"{_label(c)} in the battlefields section is a {c.kind}, not a "
                     f"battlefield (CR 103.4)")
    nb = sum(n for n, _ in sec["battlefields"])
    bnames: dict[str, int] = {}
    for n, c in sec["battlefields"]:
        bnames[c.name] = bnames.get(c.name, 0) + n
    if nb > 1:
        for nm, n in sorted(bnames.items()):
            if n > 1:
                P.append(f"{n} battlefields named {nm!r}: no two of a name when a deck brings "
                         f"several (CR 103.4.c)")
    if nb == 1 and fmt == "standard":
        notes.append(f"1 battlefield ({next(iter(bnames))}), as the Proving Grounds decks are "
                     f"sold: accepted, and used in every game. Duel and Match ask each player "
                     f"for {BATTLEFIELDS} (CR 103.4.a, 458.4.a, 459.4.a); 2v2 asks for 1 "
                     f"(CR 462.4.a)")
    elif nb != BATTLEFIELDS:
        also = " (the standard format also accepts 1)" if fmt == "standard" else ""
        P.append(f"{nb} battlefield{'s' if nb != 1 else ''}: a deck brings {BATTLEFIELDS} "
                 f"(CR 103.4.a, 458.4.a, 459.4.a){also}")
    return P, notes


DICT_FIELDS = ("name",) + SECTIONS


def deck_from_dict(d, pool: CardPool, fmt: str = "standard") -> RBDeck:
    """A deck from `RBDeck.to_dict()` (replays, saved states), with every check."""
    name, label, entries, problems = deck_dict_entries(d, SECTIONS, MAX_LINE_COUNT, "card-id")
    return deck_from_entries(entries, pool, name, label, problems, fmt)


def load_deck_file(path, pool: CardPool, fmt: str = "standard") -> RBDeck:
    p = Path(path)
    where = shown(p)
    text = read_input(p, lambda m: DeckError(where, [m]), MAX_DECK_FILE_BYTES)
    return parse_deck_text(text, pool, shown(p.stem), where, fmt)


def builtin_deck(name: str, pool: CardPool, fmt: str = "standard") -> RBDeck:
    ref = resources.files(__package__).joinpath("data", "decks", f"{name}.txt")
    return parse_deck_text(ref.read_text(encoding="utf-8"), pool, name,
                           f"built-in deck {name}", fmt)


def builtin_deck_names() -> list[str]:
    folder = resources.files(__package__).joinpath("data", "decks")
    return sorted(r.name[:-4] for r in folder.iterdir() if r.name.endswith(".txt"))
