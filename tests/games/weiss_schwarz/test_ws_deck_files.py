"""Issue 7 (robust input), Weiß Schwarz: deck lists ("count code [name]" lines), card files
(TOML), community card JSON (importer.read_set_json and its input checks) and the decks
embedded in replays and saved states (`deck_from_dict`). Whatever a file holds, loading it
gives a deck (cards) or a project error naming the file and the line, card or field —
never a bare Python exception — and the deck rules (seed 000 덱 구성 / seed 001 II: 50 cards,
at most 4 of a name, at most 8 climaxes) are checked on the counts before any list of
cards is built."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import tomli_w

import tcgsim
from tcgsim.core.errors import CardDataError, DeckError
from tcgsim.games.weiss_schwarz import cards as C
from tcgsim.games.weiss_schwarz import importer as I

WS = tcgsim.game("weiss-schwarz")
DATA = Path(C.__file__).parent / "data"
NINO = (DATA / "decks" / "5hy-nino.txt").read_text(encoding="utf-8")
CODE = "5HY/W101-E058"                  # the first card of 5hy-nino (2 copies)


def write(tmp_path, content, name="deck.txt") -> Path:
    p = tmp_path / name
    if isinstance(content, bytes):
        p.write_bytes(content)
    else:
        p.write_text(content, encoding="utf-8")
    return p


def deck_refused(path, *words) -> DeckError:
    with pytest.raises(DeckError) as ei:
        WS.load_deck(path)
    msg = str(ei.value)
    assert str(path) in msg, msg
    for w in words:
        assert w in msg, (w, msg)
    return ei.value


def with_first_count(count: str) -> str:
    """5hy-nino with the count of its first card line replaced."""
    return NINO.replace(f"2 {CODE}", f"{count} {CODE}", 1)


def first_card_line() -> int:
    return next(i for i, line in enumerate(NINO.splitlines(), 1) if CODE in line)


# ---- deck lists ------------------------------------------------------------------------------

def test_the_built_in_deck_list_written_out_loads(tmp_path):
    assert len(WS.load_deck(write(tmp_path, NINO)).cards) == 50


def test_a_deck_list_that_is_not_utf8_names_the_file_and_the_line(tmp_path):
    p = write(tmp_path, NINO.encode("utf-8").replace(b"Great Love", b"Great L\xf6ve"))
    deck_refused(p, "not UTF-8", "0xf6", f"line {first_card_line()}")


@pytest.mark.parametrize("count, why", [
    ("²", "whole number from 1 to 50"),          # "²".isdigit() is True; int("²") fails
    ("٢", "whole number from 1 to 50"),           # Arabic-Indic two: int() would read 2
    ("1" * 5000, "more copies than a deck holds"),  # int() refuses more than 4300 digits
    ("0", "at least 1"), ("000", "at least 1"),
    ("-2", "whole number from 1 to 50"), ("+2", "whole number from 1 to 50"),
    ("2.0", "whole number from 1 to 50"),
    ("100000000", "more copies than a deck holds"),
    ("10000000000000", "more copies than a deck holds"),
])
def test_a_count_that_is_not_a_number_of_copies_names_its_line(tmp_path, count, why):
    e = deck_refused(write(tmp_path, with_first_count(count)), f"line {first_card_line()}",
                     "is not a number of copies", why)
    assert len(str(e)) < 2000                    # a 5000-digit count is not echoed whole


def test_a_count_of_10_13_is_refused_before_anything_is_expanded(tmp_path):
    """"10000000000000 CODE" used to build a list of 10**13 cards (MemoryError) and
    "100000000 CODE" took 1.6 GB and 12 s; a count is at most a deck's 50 cards."""
    for n in ("10000000000000", "100000000"):
        e = deck_refused(write(tmp_path, f"{n} {CODE}\n"), "line 1")
        assert len(e.problems) == 2 and "has 0 cards" in e.problems[1]


def test_the_deck_rules_are_checked_on_the_counts_before_expansion(tmp_path, monkeypatch):
    """Thousands of lines of 50 copies each: one DeckError from the counts, and the list
    of cards is never built."""
    built = []
    real = C.WSDeck.__init__

    def spy(self, *a, **k):
        built.append(len(a[1]) if len(a) > 1 else 0)
        real(self, *a, **k)

    monkeypatch.setattr(C.WSDeck, "__init__", spy)
    e = deck_refused(write(tmp_path, f"50 {CODE}\n" * 20_000), "has 1000000 cards",
                     "has 1000000 cards named")
    assert built == []
    assert len(e.problems) == 2


def test_a_deck_list_of_many_bad_lines_lists_100_problems_and_counts_the_rest(tmp_path):
    e = deck_refused(write(tmp_path, "x\n" * 5000))
    assert len(e.problems) == C.MAX_PROBLEMS + 1
    assert e.problems[-1] == f"... and {5000 + 1 - C.MAX_PROBLEMS} more problems"


def test_a_deck_file_larger_than_any_deck_list_is_refused_unread(tmp_path):
    deck_refused(write(tmp_path, b"#" * (C.MAX_DECK_FILE_BYTES + 1)), "larger than 1 MiB")


def test_a_missing_deck_file(tmp_path):
    deck_refused(tmp_path / "none.txt", "No such file")


# ---- decks as replays and saved states hold them -------------------------------------------------

def test_deck_from_dict_round_trips():
    d = WS.deck("5hy-nino").to_dict()
    assert WS.deck_from_dict(d).to_dict() == d


@pytest.mark.parametrize("d, words", [
    (None, "a deck must be a table"),
    ([], "a deck must be a table"),
    ({"cards": []}, "'name' must be a non-empty string"),
    ({"name": 3, "cards": []}, "'name' must be a non-empty string"),
    ({"name": "x", "cards": 5}, "'cards' must be a list"),
    ({"name": "x", "cards": [[4]]}, "cards[0]: expected [count, code]"),
    ({"name": "x", "cards": [[4, 5]]}, "cards[0]: expected [count, code]"),
    ({"name": "x", "cards": [["4", CODE]]}, "cards[0]: the count"),
    ({"name": "x", "cards": [[True, CODE]]}, "cards[0]: the count"),
    ({"name": "x", "cards": [[4.0, CODE]]}, "cards[0]: the count"),
    ({"name": "x", "cards": [[0, CODE]]}, "at least 1"),
    ({"name": "x", "cards": [[-3, CODE]]}, "whole number from 1 to 50"),
    ({"name": "x", "cards": [[10 ** 13, CODE]]}, "more copies than a deck holds"),
    ({"name": "x", "cards": [[2, CODE + "\n48 " + CODE]]}, "unknown card code"),
    ({"name": "x", "cards": [], "side": "W"}, "unknown field 'side'"),
    ({"name": "\ud800", "cards": []}, "surrogate"),
    ({"name": "x", "cards": [[4, "\udfff"]]}, "surrogate"),
    ({"name": "x", "cards": [[4, CODE]] * 100_000}, "has 400000 cards"),
])
def test_a_malformed_deck_dict_is_a_deck_error(d, words):
    with pytest.raises(DeckError) as ei:
        WS.deck_from_dict(d)
    assert words in str(ei.value)


# ---- card files (TOML) ---------------------------------------------------------------------------

def card_doc():
    return {"card": [c.to_dict() for c in C.load_card_file(DATA / "cards" / "5HY_WE43.toml")[:4]]}


def card_file(tmp_path, doc_or_text, name="SET.toml") -> Path:
    text = doc_or_text if isinstance(doc_or_text, (str, bytes)) else tomli_w.dumps(doc_or_text)
    return write(tmp_path, text, name)


def card_refused(path, card=None, field=None, *words) -> CardDataError:
    with pytest.raises(CardDataError) as ei:
        C.load_card_file(path)
    e = ei.value
    assert e.file == str(path)
    assert (e.card, e.field) == (card, field), str(e)
    for w in words:
        assert w in str(e), (w, str(e))
    return e


def test_a_card_file_written_out_loads(tmp_path):
    assert len(C.load_card_file(card_file(tmp_path, card_doc()))) == 4


def test_a_card_file_that_is_not_utf8(tmp_path):
    text = tomli_w.dumps(card_doc()).encode("utf-8").replace(b"Yotsuba", b"Yotsub\xe4", 1)
    card_refused(card_file(tmp_path, text), None, None, "not UTF-8", "0xe4")


def test_a_card_file_of_100000_nested_lists(tmp_path):
    card_refused(card_file(tmp_path, "x = " + "[" * 100_000 + "]" * 100_000), None, None,
                 "nested")


def test_abilities_nested_too_deeply_are_named(tmp_path):
    doc = card_doc()
    a = {"kind": "cont", "effect": [{"verb": "power", "target": "self", "amount": 500}]}
    for _ in range(12):
        a = {"kind": "cont", "effect": [{"verb": "grant", "target": "self", "ability": a}]}
    doc["card"][0]["ability"] = [a]
    card_refused(card_file(tmp_path, doc), None, None, "card[0].ability[0].effect[0]",
                 "nested more than 32 levels")


@pytest.mark.parametrize("value, words", [("9" * 5000, "too long"),
                                          ("99999999999999999999999", "too large")])
def test_a_huge_number_in_a_card_file(tmp_path, value, words):
    text = tomli_w.dumps(card_doc()).replace("soul = 1\n", f"soul = {value}\n", 1)
    card_refused(card_file(tmp_path, text), None, None, words)


@pytest.mark.parametrize("field, value", [("code", ""), ("name", "  "), ("unsupported", -1),
                                          ("triggers", [["soul"]]), ("level", -1)])
def test_a_malformed_card_field_is_named(tmp_path, field, value):
    doc = card_doc()
    code = doc["card"][1]["code"]
    doc["card"][1][field] = value
    card_refused(card_file(tmp_path, doc), code if field != "code" else "#2", field)


def test_an_ability_verb_that_is_a_list_is_a_card_data_error(tmp_path):
    """abilities.validate looks verbs up in a dict: a list there used to be a TypeError."""
    doc = card_doc()
    doc["card"][0]["ability"] = [{"kind": "cont", "effect": [{"verb": ["power"]}]}]
    card_refused(card_file(tmp_path, doc), doc["card"][0]["code"], "ability[0]")


# ---- community card JSON ---------------------------------------------------------------------------

def community(**over) -> dict:
    j = {"name": "Test Girl", "code": "TST/W00-001", "rarity": "C", "expansion": "Test",
         "side": "W", "type": "Character", "color": "RED", "level": "1", "cost": "0",
         "power": "5000", "soul": 1, "trigger": [], "attributes": ["Music"],
         "ability": ["【AUTO】 When this card attacks, this card gets +1000 power until end of turn."],
         "flavor_text": "-", "set": "TST", "release": "00", "sid": "001", "image": ""}
    j.update(over)
    return j


def json_file(tmp_path, content, name="TST_W00.json") -> Path:
    if not isinstance(content, (str, bytes)):
        content = json.dumps(content)            # ensure_ascii: "\ud800" written as an escape
    return write(tmp_path, content, name)


def import_refused(tmp_path, path, *words) -> CardDataError:
    out = tmp_path / "out"
    with pytest.raises(CardDataError) as ei:
        I.import_set_file(path, out)
    assert ei.value.file == str(path)
    for w in words:
        assert w in str(ei.value), (w, str(ei.value))
    assert not out.exists() or list(out.iterdir()) == []       # nothing half-written
    return ei.value


def test_a_community_card_imports(tmp_path):
    report = I.import_set_file(json_file(tmp_path, [community()]), tmp_path / "out")
    assert report.cards == 1
    assert C.load_card_file(tmp_path / "out" / "TST_W00.toml")[0].code == "TST/W00-001"


def test_a_lone_surrogate_in_a_community_card_is_refused_where_it_is(tmp_path):
    """JSON "\\ud800" used to reach the TOML writer and fail there (UnicodeEncodeError)."""
    p = json_file(tmp_path, [community(), community(code="TST/W00-002", name="Bad \ud800")])
    import_refused(tmp_path, p, "[1].name", "surrogate")


def test_community_json_of_100000_nested_lists(tmp_path):
    import_refused(tmp_path, json_file(tmp_path, "[" * 100_000 + "]" * 100_000), "nested")


def test_community_json_that_is_not_utf8(tmp_path):
    p = json_file(tmp_path, json.dumps([community()], ensure_ascii=False).encode("utf-8")
                  .replace(b"Test Girl", b"Test G\xefrl"))
    import_refused(tmp_path, p, "not UTF-8", "line 1")


def test_a_5000_digit_number_in_community_json(tmp_path):
    p = json_file(tmp_path, json.dumps([community()]).replace('"soul": 1', '"soul": ' + "9" * 5000))
    import_refused(tmp_path, p, "too long")
    p = json_file(tmp_path, [community(soul=2 ** 64)])
    import_refused(tmp_path, p, "[0].soul", "too large")


def test_a_5000_digit_number_in_printed_text_is_refused_not_a_value_error(tmp_path):
    """The recognisers read printed numbers with int(), which refuses 4300+ digits."""
    text = f"【AUTO】 When this card attacks, this card gets +{'1' * 5000} power until end of turn."
    e = import_refused(tmp_path, json_file(tmp_path, [community(ability=[text])]),
                       "printed number of 5000 digits")
    assert (e.card, e.field) == ("TST/W00-001", "ability")


def test_nan_is_not_a_json_number(tmp_path):
    import_refused(tmp_path, json_file(tmp_path, '[{"soul": NaN}]'), "NaN")
