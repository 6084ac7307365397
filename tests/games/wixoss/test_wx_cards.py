"""WIXOSS built-in card files (data/cards/WD01-WD05.toml) and starter deck lists
(data/decks/wd01-wd05.txt): every printing loads, every printed ability is written in the
vocabulary of vocab.py (never as printed text), the five decks follow the deck rules
(40 main with exactly 20 Life Burst, 8 LRIG-deck cards), and a deck that breaks several
rules gets one DeckError listing every problem.

The checks against the source data (the WEBXOSS card JSON in /work/shared/data/wixoss)
run only where that folder exists."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

from tcgsim.core.errors import DeckError
from tcgsim.games.wixoss import cards as C
from tcgsim.games.wixoss.cards import CardPool, builtin_deck, builtin_deck_names, parse_deck_text
from tcgsim.games.wixoss.vocab import ability_words

SETS = ("WD01", "WD02", "WD03", "WD04", "WD05")
DECKS = tuple(s.lower() for s in SETS)
DATA = Path(C.__file__).parent / "data"
CARD_FILES = {s: DATA / "cards" / f"{s}.toml" for s in SETS}
SHARED = Path("/work/shared/data/wixoss")
needs_json = pytest.mark.skipif(not SHARED.exists(), reason="no /work/shared source data")

# the JSON's ability kinds -> the vocabulary kinds that express them ("attached" is the text
# of an ability another one grants, e.g. Seiryu's; it repeats a printed ability)
JSON_KINDS = {"const": ("const", "on_attack"), "on_play": ("on_play",), "burst": ("burst",),
              "arts": ("use",), "spell": ("use",), "action": ("action",)}
TIMINGS = {"mainPhase": "main", "attackPhase": "attack", "spellCutIn": "spell_cut_in"}


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return CardPool.builtin()


def source_cards(setcode: str) -> list[dict]:
    return json.loads((SHARED / "cards" / f"{setcode}.json").read_text(encoding="utf-8"))


def raw_cards(setcode: str) -> list[dict]:
    return tomllib.loads(CARD_FILES[setcode].read_text(encoding="utf-8"))["card"]


# ---- card files ------------------------------------------------------------------------------

def test_the_builtin_pool_holds_all_90_printings(pool):
    want = {f"{s}-{i:03d}" for s in SETS for i in range(1, 19)}
    assert want <= set(pool.by_code)
    assert len([c for c in pool.by_code if c[:4] in SETS]) == 90


@pytest.mark.parametrize("setcode", SETS)
def test_a_card_file_has_its_set_table_and_18_cards(setcode):
    data = tomllib.loads(CARD_FILES[setcode].read_text(encoding="utf-8"))
    s = data["set"]
    assert s["name"] == setcode and s["source"] == f"{setcode}.json" and s["title"]
    assert [c["code"] for c in data["card"]] == [f"{setcode}-{i:03d}" for i in range(1, 19)]


def test_every_ability_renders_in_words(pool):
    n = 0
    for card in pool.by_code.values():
        for a in card.abilities:
            words = ability_words(a)
            assert isinstance(words, str) and len(words) > 3, (card.code, a)
            n += 1
        assert all(isinstance(line, str) and line for line in card.text())
    assert n >= 45              # printed abilities over the 90 printings (reprints again)


def test_life_burst_flag_and_burst_ability_agree(pool):
    for code, card in pool.by_code.items():
        if code[:4] not in SETS:          # imported sets: a burst may be unsupported
            continue
        bursts = [a for a in card.abilities if a["kind"] == "burst"]
        assert len(bursts) == (1 if card.life_burst else 0), code


def test_no_starter_card_has_an_unsupported_ability(pool):
    assert [c.code for c in pool.by_code.values() if c.code[:4] in SETS and c.unsupported] == []


def test_a_reprint_names_its_base_printing():
    reprints = {c["code"]: c["reprint_of"] for s in SETS for c in raw_cards(s) if "reprint_of" in c}
    for code in ("WD01-016", "WD02-016", "WD03-016"):
        assert reprints[code] == "WX01-101"
    assert reprints["WD05-018"] == "WX02-080"
    assert all(re.fullmatch(r"WX\d\d-\d{3}", b) for b in reprints.values())


@needs_json
@pytest.mark.parametrize("setcode", SETS)
def test_card_fields_match_the_source_data(pool, setcode):
    raw = {c["code"]: c for c in raw_cards(setcode)}
    for j in source_cards(setcode):
        c = pool[j["id"]]
        assert c.name == j["name"]
        assert c.type == j["type"].lower() and c.color == j["color"]
        assert c.level == (j["level"] or 0) and c.power == (j["power"] or 0)
        assert c.limit == (j["limit"] or 0)
        assert c.lrig_type == (j["lrig_type_en"][0] if j["type"] == "LRIG" else "")
        assert list(c.classes) == j["classes_en"]
        assert c.limiting == (j["limiting_en"][0] if j["limiting_en"] else "")
        assert c.cost_dict == {k: v for k, v in j["cost"].items() if v}
        assert (c.guard, c.multi_ener, c.life_burst) == \
            (j["guard"], j["multi_ener"], j["life_burst"]), c.code
        assert list(c.timings) == [TIMINGS[t] for t in j["timings"] or []]
        assert c.rarity == j["rarity"]
        assert raw[c.code].get("reprint_of") == (j["base_id"] if j["reprint"] else None)


def printed_sentences(j: dict) -> list[str]:
    """The printed English and Japanese texts of a card, cut into sentences, without the
    ability headers ([Constant]:, 【※】：, ...)."""
    texts = [t for v in j["text_en"].values() for t in v] + \
            [t for v in j["text_ja"].values() for t in v] + [j.get("flavor_ja") or ""]
    out = []
    for t in texts:
        t = re.sub(r"\[(Constant|On-Play|Action|Auto)\]\s*[:：]?|【[^】]*】\s*[:：]?", " ", t)
        for s in re.split(r"[.。!?！？]", t):
            s = " ".join(s.split()).strip(' "“”')
            if len(s) >= 12:
                out.append(s)
    return out


@needs_json
@pytest.mark.parametrize("setcode", SETS)
def test_no_printed_text_is_copied_into_a_card_file(setcode):
    text = " ".join(CARD_FILES[setcode].read_text(encoding="utf-8").split()).lower()
    sentences = [s for j in source_cards(setcode) for s in printed_sentences(j)]
    assert sentences                      # the check has something to look for
    copied = [s for s in sentences if s.lower() in text]
    assert copied == []
    assert "flavor" not in text and "text_en" not in text and "text_ja" not in text


@needs_json
@pytest.mark.parametrize("setcode", SETS)
def test_every_printed_ability_is_expressed(pool, setcode):
    for j in source_cards(setcode):
        card = pool[j["id"]]
        printed = {k: len(v) for k, v in j["text_en"].items() if k != "attached" and v}
        assert set(printed) <= set(JSON_KINDS), (card.code, printed)
        total = sum(printed.values())
        assert len(card.abilities) + card.unsupported >= total, (card.code, printed)
        for k, n in printed.items():
            have = sum(1 for a in card.abilities if a["kind"] in JSON_KINDS[k])
            assert have + card.unsupported >= n, (card.code, k)
        if not printed:
            assert not card.abilities, card.code


# ---- deck lists ------------------------------------------------------------------------------

def test_the_five_starter_decks_are_built_in():
    assert set(DECKS) <= set(builtin_deck_names())


@pytest.mark.parametrize("name", DECKS)
def test_a_starter_deck_follows_the_deck_rules(pool, name):
    deck = builtin_deck(name, pool)
    assert len(deck.main) == 40 and len(deck.lrig) == 8
    assert sum(c.life_burst for c in deck.main) == 20
    assert all(c.main_deck for c in deck.main) and not any(c.main_deck for c in deck.lrig)
    assert [c.level for c in deck.lrig if c.type == "lrig"].count(0) == 1
    assert {c.code[:4] for c in deck.cards} == {name.upper()}
    text = (DATA / "decks" / f"{name}.txt").read_text(encoding="utf-8")
    assert text.startswith(f"# {name}: {name.upper()} ")
    assert ("confirmed" if name == "wd01" else "INFERRED") in deck.note


@pytest.mark.parametrize("name", DECKS)
def test_the_names_in_a_deck_list_are_the_card_names(pool, name):
    for line in (DATA / "decks" / f"{name}.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            n, code, nm = line.split(None, 2)
            assert pool[code].name == nm.strip(), line


def test_one_deck_error_lists_every_problem(pool):
    text = "\n".join([
        "# main",
        "5 WD01-009  Romail, Helmet Armor",      # 5 of a name; Life Burst
        "4 WD01-011",                            # Life Burst
        "4 WD01-016", "4 WD01-017",              # Life Burst
        "2 WD01-018",                            # Life Burst: 19 in all
        "4 WD01-010", "4 WD01-012", "4 WD01-013", "4 WD01-014", "4 WD01-015",   # 39 cards
        "# lrig",
        "1 WD01-001", "1 WD01-002", "1 WD01-003", "1 WD01-004",   # no level-0 LRIG
        "1 WD01-006", "1 WD01-007", "1 WD01-008",
        "1 WD02-001", "1 WD02-002", "1 WD02-003",
        "1 WD02-010  Silvan, Natural Stone",     # a SIGNI; 11 LRIG-deck cards in all
    ])
    with pytest.raises(DeckError) as ei:
        parse_deck_text(text, pool, "broken", "a test")
    problems = ei.value.problems
    wanted = ["the main deck has 39 cards", "has 5 cards named 'Romail, Helmet Armor'",
              "19 cards with a Life Burst", "the LRIG deck has 11 cards",
              "no level-0 LRIG", "WD02-010 'Silvan, Natural Stone' is a SIGNI"]
    for w in wanted:
        assert sum(w in p for p in problems) == 1, (w, problems)
    assert len(problems) == len(wanted), problems
    assert all(w in str(ei.value) for w in wanted)
