"""Deck rules and card data (cards.py; seed 002 §2, §3.3, §5): a side has 27 cards,
exactly one trance card, 6 (Gandalf) or 5 (Balrog) special cards. Deck-level problems are
all reported at once (DeckError); a malformed field names the file, the card and the field
(CardDataError). Deck files are written to pytest's tmp_path and loaded with
game.load_deck(path)."""

import pytest

import tcgsim
from lotr_helpers import GAME


def toml_value(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    return str(v)


def write_deck(path, side, cards, name=None):
    lines = ["[deck]", f"name = {toml_value(name or side)}", f"side = {toml_value(side)}", ""]
    for c in cards:
        lines.append("[[card]]")
        for k, v in c.items():
            if k != "effect":
                lines.append(f"{k} = {toml_value(v)}")
        if c.get("effect"):
            lines.append("[card.effect]")
            for k, v in c["effect"].items():
                lines.append(f"{k} = {toml_value(v)}")
        lines.append("")
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def builtin_cards(side):
    return [dict(c) for c in GAME.deck(side).to_dict()["cards"]]


def by_id(cards, cid):
    return next(c for c in cards if c["id"] == cid)


@pytest.mark.parametrize("side, specials", [("gandalf", 6), ("balrog", 5)])
def test_the_built_in_decks_written_to_a_file_load_cleanly(tmp_path, side, specials):
    """Seed 002 §2/§5: 27 cards, one trance card, 6 / 5 special cards."""
    deck = GAME.load_deck(write_deck(tmp_path / f"{side}.toml", side, builtin_cards(side)))
    assert len(deck.cards) == 27
    assert sum(c.kind == "trance" for c in deck.cards) == 1
    assert sum(c.kind == "special" for c in deck.cards) == specials


def test_every_deck_problem_is_listed_at_once(tmp_path):
    """A deck of 26 cards with two trance cards and 5 special cards: one DeckError naming
    all three problems."""
    cards = builtin_cards("gandalf")
    cards.remove(by_id(cards, "G20"))                           # 26 cards
    g19 = by_id(cards, "G19")
    g19.update(kind="trance", defence="....", attack="....")     # a second trance card
    gs6 = by_id(cards, "GS6")
    del gs6["effect"]
    gs6["kind"] = "normal"                                      # 5 special cards
    path = write_deck(tmp_path / "bad.toml", "gandalf", cards)
    with pytest.raises(tcgsim.DeckError) as ei:
        GAME.load_deck(path)
    problems = ei.value.problems
    assert len(problems) == 3
    text = "\n".join(problems)
    assert "26 cards" in text
    assert "2 trance" in text
    assert "5 special" in text
    for p in problems:
        assert p in str(ei.value)


def test_wrong_number_of_cards_alone(tmp_path):
    """Seed 002 §2: each side has 27 cards; 28 is refused."""
    cards = builtin_cards("balrog")
    extra = dict(by_id(cards, "B01"), id="B99", name="Balrog 99")
    path = write_deck(tmp_path / "b28.toml", "balrog", cards + [extra])
    with pytest.raises(tcgsim.DeckError) as ei:
        GAME.load_deck(path)
    assert len(ei.value.problems) == 1 and "28 cards" in ei.value.problems[0]


def test_no_trance_card_and_wrong_special_count_for_the_balrog(tmp_path):
    """Seed 002 §3.3 (exactly one trance card) and §5 (the Balrog has 5 specials)."""
    cards = builtin_cards("balrog")
    b22 = by_id(cards, "B22")
    b22.update(kind="normal", defence="X...", attack="X...")    # no trance card left
    cards.remove(by_id(cards, "BS2"))
    cards.append({"id": "B98", "name": "Balrog 98", "defence": "XX..", "attack": "..XX"})
    path = write_deck(tmp_path / "b.toml", "balrog", cards)
    with pytest.raises(tcgsim.DeckError) as ei:
        GAME.load_deck(path)
    text = "\n".join(ei.value.problems)
    assert len(ei.value.problems) == 2
    assert "0 trance" in text and "4 special" in text


def test_duplicate_ids_and_a_symbol_on_the_trance_card(tmp_path):
    """Card ids are unique; the trance card has no symbols (seed 002 §3.3)."""
    cards = builtin_cards("gandalf")
    by_id(cards, "G02")["id"] = "G01"
    by_id(cards, "G21")["attack"] = "X..."
    path = write_deck(tmp_path / "dup.toml", "gandalf", cards)
    with pytest.raises(tcgsim.DeckError) as ei:
        GAME.load_deck(path)
    text = "\n".join(ei.value.problems)
    assert len(ei.value.problems) == 2
    assert "G01" in text and "G21" in text


@pytest.mark.parametrize("card, field, value", [
    ("G01", "attack", "XX"),
    ("G05", "defence", "XXO."),
    ("G07", "kind", "legendary"),
    ("GS3", "effect", {"verb": "teleport"}),
    ("GS1", "effect", {"verb": "score_again"}),          # a Balrog verb on Gandalf's side
    ("GS2", "effect", {"verb": "offer_card", "pick": "best"}),
])
def test_a_malformed_field_names_the_file_the_card_and_the_field(tmp_path, card, field, value):
    """A malformed field raises CardDataError naming the file, the card and the field."""
    cards = builtin_cards("gandalf")
    by_id(cards, card)[field] = value
    path = write_deck(tmp_path / "malformed.toml", "gandalf", cards)
    with pytest.raises(tcgsim.CardDataError) as ei:
        GAME.load_deck(path)
    e = ei.value
    assert e.file == str(path)
    assert e.card == card
    assert e.field == field
    msg = str(e)
    assert str(path) in msg and card in msg and field in msg


def test_malformed_balrog_card_field(tmp_path):
    """The same for the Balrog's deck: attack = "XX" on B10."""
    cards = builtin_cards("balrog")
    by_id(cards, "B10")["attack"] = "XX"
    path = write_deck(tmp_path / "balrog.toml", "balrog", cards)
    with pytest.raises(tcgsim.CardDataError) as ei:
        GAME.load_deck(path)
    assert (ei.value.file, ei.value.card, ei.value.field) == (str(path), "B10", "attack")


def test_a_file_that_is_not_toml_names_the_file(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text("[deck\nname = ", encoding="utf-8")
    with pytest.raises(tcgsim.CardDataError) as ei:
        GAME.load_deck(path)
    assert ei.value.file == str(path)
    assert str(path) in str(ei.value)


def test_decks_in_the_wrong_seats_are_refused():
    """Seat 0 plays Gandalf and needs Gandalf's deck (DeckError)."""
    with pytest.raises(tcgsim.DeckError):
        GAME.new_state([GAME.deck("balrog"), GAME.deck("gandalf")])
