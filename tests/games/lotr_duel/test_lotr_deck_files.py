"""Issue 7 (robust input): lotr-duel deck files (TOML, cards.py) and the decks embedded in
replays and saved states (`deck_from_dict`). Whatever the file holds, loading it gives a
deck or a project error naming the file, the card or the field: CardDataError for a
malformed file or field, DeckError for the deck rules (seed 002 §2: a side has 27 cards) —
never a bare Python exception."""

from __future__ import annotations

import pytest
import tomli_w

import tcgsim
from lotr_helpers import GAME
from tcgsim.core.errors import CardDataError, DeckError, TcgsimError
from tcgsim.games.lotr_duel import cards as C


def deck_doc(side="gandalf"):
    d = GAME.deck(side).to_dict()
    return {"deck": {"name": d["name"], "side": d["side"], "reconstruction": True},
            "card": d["cards"]}


def write(tmp_path, doc_or_bytes, name="deck.toml"):
    p = tmp_path / name
    if isinstance(doc_or_bytes, bytes):
        p.write_bytes(doc_or_bytes)
    else:
        p.write_text(tomli_w.dumps(doc_or_bytes), encoding="utf-8")
    return p


def test_the_built_in_deck_written_out_loads(tmp_path):
    deck = GAME.load_deck(write(tmp_path, deck_doc()))
    assert deck.to_dict() == GAME.deck("gandalf").to_dict()


def test_a_deck_file_that_is_not_utf8_names_the_file_and_the_line(tmp_path):
    text = tomli_w.dumps(deck_doc()).replace('"Gandalf 03"', '"Gandalf \udce9 03"')
    p = write(tmp_path, text.encode("utf-8", "surrogateescape"), "latin1.toml")   # byte 0xe9
    line = text[:text.index("\udce9")].count("\n") + 1
    with pytest.raises(CardDataError) as ei:
        GAME.load_deck(p)
    assert ei.value.file == str(p)
    assert "not UTF-8" in str(ei.value) and f"line {line}" in str(ei.value)


def test_a_byte_order_mark_is_accepted(tmp_path):
    p = write(tmp_path, b"\xef\xbb\xbf" + tomli_w.dumps(deck_doc()).encode("utf-8"))
    assert len(GAME.load_deck(p).cards) == 27


def test_100000_nested_lists_are_refused_not_a_recursion_error(tmp_path):
    p = write(tmp_path, b"x = " + b"[" * 100_000 + b"]" * 100_000 + b"\n")
    with pytest.raises(CardDataError, match="nested"):
        GAME.load_deck(p)


def test_nesting_inside_a_card_is_named(tmp_path):
    doc = deck_doc()
    deep = [0]
    for _ in range(40):
        deep = [deep]
    doc["card"][0]["defence"] = deep
    with pytest.raises(CardDataError, match=r": card\[0\]\.defence\[0\].*: nested more than 32"):
        GAME.load_deck(write(tmp_path, doc))


@pytest.mark.parametrize("number", ["9" * 5000, "99999999999999999999999"])
def test_a_huge_number_is_refused(tmp_path, number):
    """int() refuses more than 4300 digits (ValueError); TOML integers are 64-bit."""
    text = tomli_w.dumps(deck_doc()).replace("reconstruction = true",
                                             f"reconstruction = {number}")
    with pytest.raises(CardDataError) as ei:
        GAME.load_deck(write(tmp_path, text.encode()))
    assert "too" in str(ei.value)


def test_a_verb_that_is_a_list_is_a_card_data_error(tmp_path):
    """effects.validate looks the verb up in a dict: a list there used to be a TypeError."""
    doc = deck_doc()
    special = next(c for c in doc["card"] if c.get("effect"))
    special["effect"]["verb"] = ["offer_card"]
    with pytest.raises(CardDataError) as ei:
        GAME.load_deck(write(tmp_path, doc))
    assert (ei.value.card, ei.value.field) == (special["id"], "effect")


@pytest.mark.parametrize("field, value", [("name", ""), ("name", "   "), ("side", ["gandalf"]),
                                          ("reconstruction", "yes"), ("reconstruction", 1)])
def test_malformed_deck_header(tmp_path, field, value):
    doc = deck_doc()
    doc["deck"][field] = value
    with pytest.raises(CardDataError) as ei:
        GAME.load_deck(write(tmp_path, doc))
    assert ei.value.field == f"deck.{field}"


def test_a_deck_of_2700_cards_is_refused_before_its_cards_are_read(tmp_path):
    doc = deck_doc()
    doc["card"] = doc["card"] * 100
    doc["card"][-1] = {"never": "read"}
    with pytest.raises(DeckError) as ei:
        GAME.load_deck(write(tmp_path, doc))
    assert ei.value.problems == ["has 2700 cards; a side has exactly 27 (seed 002 §2)"]


def test_a_file_larger_than_any_deck_is_refused_unread(tmp_path):
    p = write(tmp_path, b"#" * (C.MAX_DECK_FILE_BYTES + 1))
    with pytest.raises(CardDataError, match="larger than 1 MiB"):
        GAME.load_deck(p)


def test_a_missing_file_and_a_folder_are_card_data_errors(tmp_path):
    with pytest.raises(CardDataError, match="cannot read"):
        GAME.load_deck(tmp_path / "nope.toml")
    with pytest.raises(CardDataError, match="cannot read"):
        GAME.load_deck(tmp_path)


# ---- decks as replays and saved states hold them -----------------------------------------------

def deck_dict():
    return GAME.deck("balrog").to_dict()


def test_deck_from_dict_round_trips():
    assert GAME.deck_from_dict(deck_dict()).to_dict() == deck_dict()


@pytest.mark.parametrize("change, field", [
    (lambda d: d.pop("side"), "side"),
    (lambda d: d.pop("cards"), "cards"),
    (lambda d: d.pop("name"), "name"),
    (lambda d: d.update(side=None), "deck.side"),
    (lambda d: d.update(side={"x": 1}), "deck.side"),
    (lambda d: d.update(name=7), "deck.name"),
    (lambda d: d.update(cards="all"), "card"),
    (lambda d: d.update(reconstruction="no"), "deck.reconstruction"),
    (lambda d: d.update(colour="red"), "colour"),
    (lambda d: d["cards"][3].update(id=None), "id"),
    (lambda d: d["cards"][3].update(attack=["X..."]), "attack"),
    (lambda d: d["cards"][3].update(kind=["normal"]), "kind"),
])
def test_a_malformed_deck_dict_names_the_field(change, field):
    d = deck_dict()
    change(d)
    with pytest.raises(CardDataError) as ei:
        GAME.deck_from_dict(d)
    assert ei.value.field == field


@pytest.mark.parametrize("bad", [None, [], "balrog", 27])
def test_a_deck_dict_that_is_not_a_table(bad):
    with pytest.raises(CardDataError, match="a deck must be a table"):
        GAME.deck_from_dict(bad)


@pytest.mark.parametrize("where", ["name", "card name", "card id"])
def test_a_lone_surrogate_in_a_deck_dict_is_refused(where):
    """JSON "\\ud800" gives a str that cannot be printed or written as UTF-8."""
    d = deck_dict()
    if where == "name":
        d["name"] = "bal\ud800rog"
    elif where == "card name":
        d["cards"][5]["name"] = "\ud800"
    else:
        d["cards"][5]["id"] = "B\udfff"
    with pytest.raises(CardDataError, match="surrogate"):
        GAME.deck_from_dict(d)


def test_a_deck_dict_of_too_many_cards_is_refused_before_reading_them():
    d = deck_dict()
    d["cards"] = d["cards"] + [None] * 100_000
    with pytest.raises(DeckError, match="has 100027 cards"):
        GAME.deck_from_dict(d)


def test_every_error_here_is_a_tcgsim_error():
    assert issubclass(CardDataError, TcgsimError) and issubclass(DeckError, TcgsimError)
    assert tcgsim.CardDataError is CardDataError
