"""Riftbound built-in card files (data/cards/ogn.toml, ogs.toml) and starter deck lists
(data/decks/*.txt): every card file loads, the files hold facts only (no sentence of the
source's rules text), the facts agree with the source, the seven starter decks follow the
deck rules (Core Rules v1.1, 101-103), and a deck that breaks several rules gets one
DeckError listing every problem.

The checks against the source data (/work/shared/data/riftbound) run only where that
folder exists."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

from tcgsim.core.errors import CardDataError, DeckError
from tcgsim.games.riftbound import cards as C
from tcgsim.games.riftbound import importer as I
from tcgsim.games.riftbound.cards import (CardPool, builtin_deck, builtin_deck_names,
                                          deck_from_dict, load_card_file, parse_deck_text)

DATA = Path(C.__file__).parent / "data"
CARD_FILES = {s: DATA / "cards" / f"{s}.toml" for s in I.SETS}
DECKS = I.DECKS
ORIGINS_DECKS = ("jinx", "viktor", "lee-sin")
PROVING_GROUNDS_DECKS = ("annie", "lux", "garen", "master-yi")
SHARED = Path("/work/shared/data/riftbound")
needs_json = pytest.mark.skipif(not SHARED.exists(), reason="no /work/shared source data")


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.builtin()


def source_cards() -> dict[str, dict]:
    out = {}
    for s in I.SETS:
        for j in json.loads((SHARED / "sets" / f"{s}.json").read_text(encoding="utf-8"))["cards"]:
            out[j["id"]] = j
    return out


def source_extra() -> dict[str, dict]:
    return json.loads((SHARED / "sets" / "extra.json").read_text(encoding="utf-8"))


# ---- card files ------------------------------------------------------------------------------

@pytest.mark.parametrize("setcode", I.SETS)
def test_every_card_file_loads(setcode):
    cards = load_card_file(CARD_FILES[setcode])
    head = tomllib.loads(CARD_FILES[setcode].read_text(encoding="utf-8"))["set"]
    assert head["id"] == setcode.upper()
    assert len(cards) == head["printed"] == {"ogn": 298, "ogs": 24}[setcode]
    assert {c.set for c in cards} == {setcode.upper()}
    assert [c.number for c in cards] == list(range(1, len(cards) + 1))


def test_the_builtin_pool_holds_both_sets(pool):
    assert len(pool) == 322
    assert sorted(f.name for f in (DATA / "cards").glob("*.toml")) == ["ogn.toml", "ogs.toml"]
    types = {t: sum(c.type == t for c in pool) for t in C.TYPES}
    # OGN 142 units (4 of them tokens), 84 spells, 30 gear, 24 battlefields, 12 legends,
    # 6 runes; OGS 11 units, 9 spells, 4 legends
    assert types == {"unit": 153, "spell": 93, "gear": 30, "battlefield": 24, "legend": 16,
                     "rune": 6}


def test_tokens_basic_runes_champions_and_signature_cards(pool):
    tokens = [c for c in pool if c.token]
    assert sorted(c.name for c in tokens) == ["Recruit (DE)", "Recruit (NX)", "Recruit (ZN)",
                                              "Sprite"]
    for c in tokens:                                  # CR 176.2, 178
        assert c.type == "unit" and c.domains == () and c.energy is None and c.power == ()
        assert not c.main_deck
    assert {c.name: c.might for c in tokens}["Sprite"] == 3
    basic = sorted((c.domains[0], c.name) for c in pool if c.basic)
    assert basic == sorted((d, f"{d.title()} Rune") for d in C.DOMAINS)        # CR 157.1
    assert all(c.type == "rune" for c in pool if c.basic)
    champions = [c for c in pool if c.champion]
    assert len(champions) == 56 and all(c.type == "unit" for c in champions)
    legends = [c for c in pool if c.type == "legend"]
    sig = [c for c in pool if c.signature]
    assert len(sig) == len(legends) == 16
    for leg in legends:                               # one signature card per legend
        mine = [c for c in sig if leg.champion_tag in c.tags]
        assert len(mine) == 1 and mine[0].domains == leg.domains, leg.name
        assert any(leg.champion_tag in c.tags for c in champions), leg.name
    assert {c.name for c in sig if c.type == "unit"} == {"Tibbers"}


def test_power_costs_have_a_domain(pool):
    for c in pool:
        for d, n in c.power:
            assert n >= 1
            assert d == (c.domains[0] if len(c.domains) == 1 else C.ANY), c.id
    rain = pool["ogn-248-298"]
    assert (rain.energy, rain.power) == (7, (("any", 3),))


def test_a_card_names_itself_in_words_only(pool):
    assert pool["ogn-248-298"].text() == ["(6 printed abilities not supported)"]
    assert pool["ogn-007-298"].text() == []
    assert pool["ogs-018-024"].kind == "signature unit"
    assert pool["ogn-030-298"].kind == "champion unit"
    assert pool.find("OGN-030") is pool.find("ogn-030/298") is pool["ogn-030-298"]
    assert pool.find("OGN-030-298") is pool["ogn-030-298"] and pool.find("ogn-999") is None


# ---- facts only, and the facts of the source -----------------------------------------------

def _sentences(text: str) -> list[str]:
    """The sentences of a source text (reminder text and keyword brackets kept apart)."""
    out = []
    for para in text.splitlines():
        for part in re.split(r"[()]", para):
            for s in re.split(r"(?<=[.!?])\s+", part):
                s = " ".join(s.split())
                if len(s.split()) >= 3:
                    out.append(s)
    return out


@needs_json
def test_no_card_file_contains_a_sentence_of_the_rules_text(pool):
    src = source_cards()
    names = {j["name"].lower() for j in src.values()}
    sentences = {s for j in src.values() for s in _sentences(j["rulesText"])}
    sentences |= {s for j in src.values() if j.get("errata") for s in _sentences(j["errata"])}
    sentences = {s for s in sentences if s.lower() not in names}
    assert len(sentences) > 300                       # the check has something to look for
    files = list(CARD_FILES.values()) + sorted((DATA / "decks").glob("*.txt"))
    for f in files:
        text = " ".join(f.read_text(encoding="utf-8").split()).lower()
        copied = sorted(s for s in sentences if s.lower() in text)
        assert copied == [], (f.name, copied[:3])
        for word in ("rulestext", "abilities", "errata", "imageurl", "keywords", "flavor"):
            assert word not in text, (f.name, word)


@needs_json
def test_card_facts_match_the_source(pool):
    src, extra = source_cards(), source_extra()
    assert set(src) == set(pool.by_id)
    for cid, j in src.items():
        c, e = pool[cid], extra[cid]
        assert (c.name, c.set, c.number, c.type) == (j["name"], j["set"], j["collectorNumber"],
                                                     j["cardType"]), cid
        assert set(c.domains) == set(j["domains"]) - {"colorless"}, cid
        assert (c.energy, c.might, c.rarity) == (j["energy"], j["might"], j["rarity"]), cid
        assert c.power_count == e["power"] and c.tags == tuple(e["tags"]), cid
        assert c.champion == j["isChampion"], cid
        assert c.signature == (e["supertype"] == "Signature"), cid
        assert c.token == (e["supertype"] == "Token"), cid
        assert c.basic == (e["supertype"] == "Basic"), cid
        paragraphs = sum(1 for line in j["rulesText"].splitlines() if line.strip())
        assert c.unsupported == paragraphs, cid


@needs_json
def test_the_importer_reproduces_the_shipped_files(tmp_path):
    reports = I.convert_sets(SHARED / "sets", tmp_path / "cards")
    assert {s: r.cards for s, r in reports.items()} == {"ogn": 298, "ogs": 24}
    for s in I.SETS:
        assert (tmp_path / "cards" / f"{s}.toml").read_text(encoding="utf-8") == \
            CARD_FILES[s].read_text(encoding="utf-8")
    # the 12 two-domain signature cards with a Power cost are noted; no cross-check failed
    notes = reports["ogn"].notes + reports["ogs"].notes
    assert len(notes) == 12 and all("Power of any domain" in n for n in notes)
    I.copy_decks(SHARED / "decks", tmp_path / "decks")
    for name in DECKS:
        assert (tmp_path / "decks" / f"{name}.txt").read_text(encoding="utf-8") == \
            (DATA / "decks" / f"{name}.txt").read_text(encoding="utf-8")


def test_card_data_errors_name_the_file_the_card_and_the_field(tmp_path):
    good = {"id": "x-001", "name": "X, Test", "set": "X", "number": 1, "type": "unit",
            "domains": ["fury"], "energy": 2, "might": 2}
    cases = [
        ({"type": "token"}, "type"), ({"domains": ["red"]}, "domains"),
        ({"power": {"calm": 1}}, "power"), ({"might": None}, "might"),
        ({"champion": "yes"}, "champion"), ({"colour": "red"}, "colour"),
        ({"type": "spell"}, "might"), ({"energy": -1}, "energy"),
        ({"type": "legend", "energy": None, "might": None}, "champion_tag"),
        ({"basic": True}, "basic"), ({"token": True}, "energy"),
    ]
    for change, fld in cases:
        t = {k: v for k, v in {**good, **change}.items() if v is not None}
        f = tmp_path / "bad.toml"
        f.write_text('[set]\nid = "X"\n[[card]]\n' + "".join(
            f"{k} = {I._value(v)}\n" for k, v in t.items()), encoding="utf-8")
        with pytest.raises(CardDataError) as ei:
            load_card_file(f)
        assert (ei.value.card, ei.value.field) == ("x-001", fld), (change, str(ei.value))
        assert ei.value.file.endswith("bad.toml")
    dup = tmp_path / "dup.toml"
    dup.write_text(I.to_toml({"set": {"id": "X"}, "card": [good, good]}), encoding="utf-8")
    with pytest.raises(CardDataError, match="two cards have this id"):
        load_card_file(dup)
    bad = tmp_path / "broken.toml"
    bad.write_text("[[card]\n", encoding="utf-8")
    with pytest.raises(CardDataError, match="not valid TOML"):
        load_card_file(bad)


# ---- the starter decks -----------------------------------------------------------------------

def test_the_seven_starter_decks_are_built_in():
    assert builtin_deck_names() == sorted(DECKS)


@pytest.mark.parametrize("name", DECKS)
def test_a_starter_deck_is_legal(pool, name):
    deck = builtin_deck(name, pool)
    assert len(deck.main_deck) == 40 and deck.main_deck[0] is deck.champion
    assert len(deck.runes) == 12 and all(r.basic for r in deck.runes)
    assert set(r.domains[0] for r in deck.runes) == set(deck.domain_identity)
    assert deck.legend.champion_tag in deck.champion.tags and deck.champion.champion
    assert all(set(c.domains) <= set(deck.domain_identity) for c in deck.main_deck)
    assert sum(c.signature for c in deck.main_deck) <= 3
    assert deck.note.startswith(f"{name}: a Riftbound starter deck, copied from")
    if name in ORIGINS_DECKS:
        assert len(deck.battlefields) == 3 and deck.rule_notes == []
        assert builtin_deck(name, pool, "strict").battlefields == deck.battlefields
    else:
        assert len(deck.battlefields) == 1
        assert len(deck.rule_notes) == 1 and "CR 462.4.a" in deck.rule_notes[0]
        with pytest.raises(DeckError, match=r"1 battlefield: a deck brings 3"):
            builtin_deck(name, pool, "strict")


@pytest.mark.parametrize("name", DECKS)
def test_the_names_in_a_deck_list_are_the_card_names(pool, name):
    for line in (DATA / "decks" / f"{name}.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            n, cid, nm = line.split(None, 2)
            assert pool[cid].name == nm.strip(), line


def test_a_deck_round_trips_through_its_dict(pool):
    deck = builtin_deck("annie", pool)
    again = deck_from_dict(json.loads(json.dumps(deck.to_dict())), pool)
    assert again.main_deck == deck.main_deck and again.runes == deck.runes
    assert again.legend is deck.legend and again.battlefields == deck.battlefields


# ---- the deck rules --------------------------------------------------------------------------

def sections(name: str) -> dict[str, dict[str, int]]:
    """A built-in deck as {section: {card id: count}} (to edit in a test)."""
    out = {s: {} for s in C.SECTIONS}
    sec = None
    for line in (DATA / "decks" / f"{name}.txt").read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            sec = line[1:].strip() if line[1:].strip() in out else sec
        elif line.strip():
            n, cid = line.split()[:2]
            out[sec][cid] = out[sec].get(cid, 0) + int(n)
    return out


def text_of(secs: dict) -> str:
    lines = []
    for s in C.SECTIONS:
        if s in secs:
            lines.append(f"# {s}")
            lines += [f"{n} {cid}" for cid, n in secs[s].items() if n]
    return "\n".join(lines) + "\n"


def problems_of(pool, secs, fmt="standard") -> list[str]:
    with pytest.raises(DeckError) as ei:
        parse_deck_text(text_of(secs), pool, "broken", "a test", fmt)
    assert str(ei.value).startswith("deck 'broken (a test)' is not legal")
    return ei.value.problems


def add(secs, section, cid, n=1):
    secs[section][cid] = secs[section].get(cid, 0) + n
    return secs


CHARM = "ogn-043-298"            # a calm spell
FLAME_CHOMPERS = "ogn-006-298"   # 3 in the Jinx deck
ANNIE_STUBBORN = "ogs-010-024"   # a fury champion of Annie
ROCKET = "ogn-252-298"           # Super Mega Death Rocket!, Jinx's signature spell
TIBBERS = "ogs-018-024"          # Annie's signature unit


def _wrong_domain(s):
    return add(s, "main", CHARM)


def _four_copies(s):
    return add(s, "main", FLAME_CHOMPERS)


def _eleven_runes(s):
    s["runes"]["ogn-007-298"] -= 1
    return s


def _no_legend(s):
    del s["legend"]
    return s


def _other_champion(s):
    s["champion"] = {ANNIE_STUBBORN: 1}
    return s


def _too_few(s):
    s["main"]["ogn-169-298"] -= 1            # a Gust
    return s


def _too_many_signature(s):
    return add(add(s, "main", ROCKET, 3), "main", TIBBERS)


CASES = {
    "wrong domain": (_wrong_domain, [r"ogn-043-298 'Charm' \(calm\) is outside the domain "
                                     r"identity fury\+chaos of 'Loose Cannon' \(CR 103\.1\.b\.3"]),
    "4 copies": (_four_copies, [r"4 cards named 'Flame Chompers': at most 3 of a name "
                                r"\(CR 103\.2\.b\)"]),
    "11 runes": (_eleven_runes, [r"the rune deck has 11 runes; it has exactly 12 "
                                 r"\(CR 103\.3\.a, 154\.2\.a\)"]),
    "no legend": (_no_legend, [r"no Champion Legend: a deck has exactly 1 \(CR 103\.1\)"]),
    "champion of another legend": (_other_champion, [
        r"the Chosen Champion ogs-010-024 'Annie, Stubborn' lacks the tag 'Jinx' of the "
        r"legend 'Loose Cannon'.*\(CR 103\.2\.a\.2\)"]),
    "too few main cards": (_too_few, [r"the main deck has 39 cards, the Chosen Champion "
                                      r"included; it has at least 40 \(CR 103\.2\)"]),
    "too many signature cards": (_too_many_signature, [
        r"4 Signature cards: at most 3 in total.*\(CR 103\.2\.d\.1\)",
        r"the Signature card ogs-018-024 'Tibbers' has the tag Annie, not the legend's "
        r"champion tag 'Jinx' \(CR 103\.2\.d\.2\)"]),
}


def _matches(problems, wanted):
    for w in wanted:
        assert sum(bool(re.search(w, p)) for p in problems) == 1, (w, problems)


@pytest.mark.parametrize("case", CASES)
def test_a_broken_deck_names_the_rule(pool, case):
    change, wanted = CASES[case]
    problems = problems_of(pool, change(sections("jinx")))
    _matches(problems, wanted)
    assert len(problems) == len(wanted), problems


def test_one_deck_error_lists_every_problem(pool):
    s = sections("jinx")
    for case in CASES:
        if case != "no legend":
            s = CASES[case][0](s)
    for cid in ("ogn-168-298", "ogn-169-298", "ogn-008-298"):     # 7 more cards out: 38
        s["main"].pop(cid, None)
    problems = problems_of(pool, s)
    wanted = [w for case in CASES if case != "no legend" for w in CASES[case][1]]
    wanted[wanted.index(CASES["too few main cards"][1][0])] = (
        r"the main deck has 38 cards, the Chosen Champion included; it has at least 40")
    _matches(problems, wanted)
    assert len(problems) == len(wanted) == 7, problems


def test_without_a_legend_the_other_rules_are_still_checked(pool):
    s = _eleven_runes(_four_copies(_no_legend(sections("jinx"))))
    s["main"].pop("ogn-169-298")                                     # 3 Gust out
    s["main"][CHARM] = 1                                             # not checked: no identity
    problems = problems_of(pool, s)
    assert len(problems) == 4, problems
    assert "could not be checked" in problems[0]
    _matches(problems, CASES["4 copies"][1] + CASES["11 runes"][1] + [r"has 39 cards"])


def test_more_deck_rules(pool):
    s = sections("viktor")
    s["legend"] = {"ogn-265-298": 1, "ogn-251-298": 1}             # two legends
    s["champion"] = {"ogs-018-024": 1}                               # a signature unit
    s["battlefields"] = {"ogn-294-298": 2}                           # 2 of a name
    s["runes"] = {"ogn-089-298": 6, "ogn-117-298": 6}                # a unit among runes
    add(s, "main", "ogn-271-298")                                    # a token
    add(s, "main", "ogn-289-298")                                    # a battlefield
    problems = problems_of(pool, s)
    wanted = [r"2 cards in the legend section: a deck has exactly 1 Champion Legend",
              r"'Tibbers' is a signature unit; it must be a champion unit "
              r"\(CR 103\.2\.a\.2\) \(a Signature card is not a champion, CR 103\.2\.d\.3\)",
              r"'Recruit \(DE\)' is a token",
              r"Targon's Peak\" is a battlefield: it belongs in the '# battlefields' section",
              r"ogn-117-298 'Viktor, Innovator' in the runes section is a champion unit",
              r"2 battlefields named 'Trifarian War Camp'",
              r"2 battlefields: a deck brings 3"]
    _matches(problems, wanted)
    assert len(problems) == len(wanted), problems


def test_deck_text_errors_are_listed_with_their_lines(pool):
    text = text_of(sections("jinx")).replace("# legend\n", "1 ogn-251-298\n# legend\n", 1)
    text += "x ogn-006-298\n3 ogn-999-298\n3\n# sideboard\n2 ogn-043-298\n"
    with pytest.raises(DeckError) as ei:
        parse_deck_text(text, pool, "typos", "a test")
    problems = ei.value.problems
    wanted = [r"line 1: a card line before the first section",
              r"the count 'x' is not a number of copies",
              r"unknown card 'ogn-999-298'", r"expected 'count card-id \[name\]'",
              r"tcgsim's decks have no sideboard"]
    _matches(problems, wanted)
    assert len(problems) == len(wanted), problems


def test_a_deck_line_may_name_a_card_by_its_set_and_number(pool):
    text = text_of(sections("lux"))
    short = re.sub(r"\b(og[ns])-(\d{3})-\d{3}\b", lambda m: f"{m.group(1).upper()}-{m.group(2)}",
                   text)
    assert short != text
    assert parse_deck_text(short, pool, "lux", "a test").main_deck == \
        builtin_deck("lux", pool).main_deck
