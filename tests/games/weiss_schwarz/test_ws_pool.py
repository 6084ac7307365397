"""The whole Weiß Schwarz card pool (issue 15): every imported set is built in, it loads
from a compiled cache, a seeded random legal deck of any of its cards loads and plays, and
such decks pass the core conformance suite (DESIGN §5) like the built-in ones; and
`tcgsim cards import` over a folder reports the coverage per set."""

from __future__ import annotations

import json
import pickle
from collections import Counter
from pathlib import Path

import pytest

import tcgsim
from tcgsim.core.conformance import check_game
from tcgsim.core.rng import Rng
from tcgsim.games.weiss_schwarz import cards as C
from tcgsim.games.weiss_schwarz import pool_cache

G = tcgsim.game("weiss-schwarz")
SHARED = Path(__file__).resolve().parents[3].parent / "shared" / "data" / "weiss_schwarz" / "cards"
if not SHARED.is_dir():
    SHARED = Path("/work/shared/data/weiss_schwarz/cards")
DATA = Path(C.__file__).parent / "data" / "cards"


def test_every_set_is_built_in():
    shipped = sorted(p.stem for p in DATA.glob("*.toml"))
    assert len(shipped) >= 130
    if SHARED.is_dir():
        assert shipped == sorted(p.stem for p in SHARED.glob("*.json"))
    assert len(G.pool) > 15_000
    assert {c.code.split("/")[0] for c in G.pool.by_code.values()} >= {"5HY", "JJ", "AOT", "MKI"}


@pytest.mark.parametrize("seed", range(0, 200, 25))
def test_random_decks_are_legal_and_the_same_for_a_seed(seed):
    for s in range(seed, seed + 25):
        d = C.random_deck(G.pool, Rng(s))
        assert C.deck_problems(d) == [] and len(d.cards) == C.DECK_SIZE
        assert sum(c.type == "climax" for c in d.cards) <= C.MAX_CLIMAXES
        allowed = {c.name: C.copies_allowed(c) for c in d.cards}
        assert all(k <= allowed[nm] for nm, k in Counter(c.name for c in d.cards).items())
        assert d.counts == C.random_deck(G.pool, Rng(s)).counts
        # a deck list written out and read back is the same deck
        text = "\n".join(f"{n} {code}" for n, code in d.counts)
        assert C.parse_deck_text(text, G.pool, "d", "test").counts == d.counts
    assert C.random_deck(G.pool, Rng(1)).counts != C.random_deck(G.pool, Rng(2)).counts


@pytest.mark.parametrize("part", range(8))
def test_conformance_on_random_decks_from_the_whole_pool(part):
    """200 seeds in 8 parts: 5 pairs of random pool decks per part, 5 seeds each, with the
    deep checks every 4 decisions."""
    seeds = 0
    for k in range(5):
        pair = part * 5 + k
        decks = [C.random_deck(G.pool, Rng(1000 + 2 * pair)),
                 C.random_deck(G.pool, Rng(1001 + 2 * pair))]
        rep = check_game(G, seeds=range(pair * 5, pair * 5 + 5), decks=decks, deep_every=4)
        seeds += rep.seeds
    assert seeds == 25


# ---- the compiled cache ----------------------------------------------------------------------

def _load():
    return C.CardPool.builtin()


def test_the_cache_is_written_then_read_and_holds_the_card_files_cards(tmp_path, monkeypatch):
    monkeypatch.setenv("TCGSIM_CACHE_DIR", str(tmp_path))
    first = _load()
    files = list(tmp_path.glob(pool_cache.PREFIX + "*.pickle"))
    assert len(files) == 1 and pool_cache.digest() in files[0].name

    def no_parsing():
        raise AssertionError("the card files were parsed although the cache is current")

    monkeypatch.setattr(C, "_builtin_sets", no_parsing)
    monkeypatch.setattr(C, "_builtin_set", no_parsing)
    second = _load()
    assert second.by_code == first.by_code
    assert list(second.by_code) == list(first.by_code)          # the card files' order
    monkeypatch.undo()
    monkeypatch.setenv("TCGSIM_CACHE_DIR", "off")
    assert [c for cards in C._builtin_sets().values() for c in cards] == \
        list(first.by_code.values())


def test_a_deck_reads_only_its_sets_from_the_cache(tmp_path, monkeypatch):
    """A game between built-in decks holds their sets' cards, not the whole pool (the
    memory of each simulation worker); the pool still answers for every code."""
    monkeypatch.setenv("TCGSIM_CACHE_DIR", str(tmp_path))
    whole = _load().by_code                                      # writes the cache
    pool = _load()
    assert len(pool) == len(whole) and "Gds/WS02-TE16" in pool and "no/such-code" not in pool
    deck = C.builtin_deck("dengeki-ws02", pool)
    assert pool._read == {"G_WS02"} and len(pool._by_code) < 500
    assert [c.code for c in deck.cards] == [whole[c.code].code for c in deck.cards]
    assert pool["5HY/W83-E001"] == whole["5HY/W83-E001"] and pool._read == {"G_WS02", "5HY_W83"}
    with pytest.raises(KeyError):
        pool["no/such-code"]
    assert list(pool.by_code) == list(whole) and pool.by_code == whole
    # a deck list naming an unknown code is refused with the line, as before
    with pytest.raises(C.DeckError, match="line 1: unknown card code"):
        C.parse_deck_text("4 no/such-code", _load(), "d", "test")


def test_a_damaged_set_in_the_cache_is_read_from_its_card_file(tmp_path, monkeypatch):
    monkeypatch.setenv("TCGSIM_CACHE_DIR", str(tmp_path))
    whole = _load().by_code
    path = tmp_path / f"{pool_cache.PREFIX}{pool_cache.digest()}.pickle"
    with open(path, "rb") as f:
        head, start = pool_cache._header(f)
    at, n = head["spans"]["G_WS02"]
    data = bytearray(path.read_bytes())
    data[start + at:start + at + n] = b"\0" * n              # same length, unreadable set
    path.write_bytes(bytes(data))
    pool = _load()
    assert pool["Gds/WS02-TE16"] == whole["Gds/WS02-TE16"]
    assert pool.by_code == whole


def test_a_corrupt_or_stale_cache_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("TCGSIM_CACHE_DIR", str(tmp_path))
    import os

    stale = []
    for k in range(5):                                  # other checkouts' caches, oldest first
        f = tmp_path / f"{pool_cache.PREFIX}{k:024d}.pickle"
        f.write_bytes(pickle.dumps(["an old pool"]))
        os.utime(f, (1_000_000 + k, 1_000_000 + k))
        stale.append(f)
    current = tmp_path / f"{pool_cache.PREFIX}{pool_cache.digest()}.pickle"
    current.write_bytes(b"\x80\x05 truncated")
    pool = _load()
    assert len(pool) > 15_000
    # the newest three others are kept, the older ones removed
    assert [f.exists() for f in stale] == [False, False, True, True, True]
    assert C.CardPool.builtin().by_code == pool.by_code         # the rebuilt cache reads back


def test_no_cache_folder_still_loads(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("TCGSIM_CACHE_DIR", str(blocked / "cache"))   # cannot be created
    assert len(_load()) > 15_000
    monkeypatch.setenv("TCGSIM_CACHE_DIR", "off")
    assert len(_load()) > 15_000
    assert not list(tmp_path.rglob("*.pickle"))


def test_the_digest_follows_the_card_files_and_the_code(tmp_path):
    assert pool_cache.digest() == pool_cache.digest() and len(pool_cache.digest()) == 24
    (tmp_path / "data" / "cards").mkdir(parents=True)
    (tmp_path / "abilities.py").write_text("VERBS = {}\n")
    toml = tmp_path / "data" / "cards" / "X_W1.toml"
    toml.write_text('[[card]]\ncode = "X/W1-001"\n')
    seen = {pool_cache.digest(tmp_path)}
    toml.write_text('[[card]]\ncode = "X/W1-002"\n')               # a card file changed
    seen.add(pool_cache.digest(tmp_path))
    (tmp_path / "abilities.py").write_text("VERBS = {'draw': 1}\n")  # the vocabulary changed
    seen.add(pool_cache.digest(tmp_path))
    (tmp_path / "data" / "cards" / "Y_W2.toml").write_text("")       # a set added
    seen.add(pool_cache.digest(tmp_path))
    (tmp_path / "notes.txt").write_text("not code")                 # neither: same key
    seen.add(pool_cache.digest(tmp_path))
    assert len(seen) == 4


# ---- cards import over a folder --------------------------------------------------------------

def _card(code, **over):
    j = {"name": f"Card {code}", "code": code, "rarity": "C", "expansion": "Test", "side": "W",
         "type": "Character", "color": "YELLOW", "level": "0", "cost": "0", "power": "3000",
         "soul": 1, "trigger": [], "attributes": ["Test"], "ability": []}
    j.update(over)
    return j


def test_cli_imports_a_folder_with_the_coverage_per_set(tmp_path):
    from tcgsim.cli import console, main

    src = tmp_path / "db"
    src.mkdir()
    (src / "AAA_W1.json").write_text(json.dumps([
        _card("AAA/W1-001", ability=["【CONT】 Assist All of your characters in front of this card "
                                     "get +500 power.", "【CONT】 Something no card says."]),
        _card("AAA/W1-002")]))
    (src / "BBB_W2.json").write_text(json.dumps([_card("BBB/W2-001"),
                                                 _card("BBB/W2-002", power="")]))
    (src / "notes.txt").write_text("not a set")
    out = tmp_path / "out"
    with console.capture() as cap:
        code = main(["cards", "import", "weiss-schwarz", str(src), "--out", str(out)])
    text = cap.get()
    assert code == 2
    assert "AAA_W1" in text and "1/2" in text and "50.0%" in text
    assert "set not imported" in text and "BBB/W2-002" in text and "power" in text
    assert (out / "AAA_W1.toml").exists() and not (out / "BBB_W2.toml").exists()
    with console.capture() as cap:
        code = main(["cards", "import", "weiss-schwarz", str(src), "--out", str(out),
                     "--skip-bad"])
    text = cap.get()
    assert code == 0 and (out / "BBB_W2.toml").exists()
    assert "card left out" in text and "BBB/W2-002" in text
    assert "│ all" in text and "3 " in text
    empty = tmp_path / "empty"
    empty.mkdir()
    with console.capture() as cap:
        assert main(["cards", "import", "weiss-schwarz", str(empty)]) == 2
    assert "no card files" in cap.get()


# ---- seed 000 덱 구성: a card's own 【CONT】 lifts the 4-of-a-name rule -------------------------

ANY = "AOT/S50-E095a"       # 【CONT】 any number of cards with this card's name in your deck
UP_TO_6 = "FT/S02-063Ang"   # 【CONT】 up to 6 cards with this card's name
PLAIN = "5HY/W83-E062"      # a climax without such text


def _deck(entries):
    text = "\n".join(f"{n} {code}" for n, code in entries)
    return C.parse_deck_text(text, G.pool, "d", "test")


def _others(n):
    """n cards of plain characters, at most 4 of a name, none of the lifted names."""
    out, left = [], n
    for c in sorted(G.pool.by_code.values(), key=lambda c: c.code):
        if left == 0:
            break
        if c.type == "character" and C.copies_allowed(c) == C.MAX_COPIES and \
                c.name not in {G.pool[ANY].name, G.pool[UP_TO_6].name} and \
                all(G.pool[code].name != c.name for _, code in out):
            k = min(4, left)
            out.append((k, c.code))
            left -= k
    return out


def test_the_any_number_text_is_recognised_and_lets_a_deck_hold_46_of_the_name():
    assert C.copies_allowed(G.pool[ANY]) == C.DECK_SIZE
    assert any(a["kind"] == "deck_copies" and a["max"] == "any" for a in G.pool[ANY].abilities)
    d = _deck([(46, ANY)] + _others(4))
    assert C.deck_problems(d) == [] and sum(c.code == ANY for c in d.cards) == 46
    assert "any number of cards with this card's name" in " ".join(G.pool[ANY].text())


def test_up_to_6_allows_6_and_refuses_7_naming_the_card_and_the_limit():
    assert C.copies_allowed(G.pool[UP_TO_6]) == 6
    assert C.deck_problems(_deck([(6, UP_TO_6)] + _others(44))) == []
    with pytest.raises(tcgsim.core.errors.DeckError) as e:
        _deck([(7, UP_TO_6)] + _others(43))
    assert f"has 7 cards named {G.pool[UP_TO_6].name!r}; at most 6 of a name" in str(e.value)


def test_a_card_without_the_text_keeps_the_rule_of_4():
    assert C.copies_allowed(G.pool[PLAIN]) == C.MAX_COPIES
    with pytest.raises(tcgsim.core.errors.DeckError) as e:
        _deck([(5, PLAIN)] + _others(45))
    assert "at most 4 of a name" in str(e.value)


def test_a_near_miss_wording_that_adds_another_name_stays_unsupported():
    """'up to 4 cards with the same card name as this card and cards named "X"' shares one
    limit between two names: not this rule, so it is not recognised."""
    from tcgsim.games.weiss_schwarz import importer as imp
    line = ('【CONT】 You can put up to 4 cards with the same card name as this card and cards '
            'named "Some Other Card" in your deck.')
    assert imp.recognise(line, {"type": "character"})[0] is None
    got, _ = imp.recognise("【CONT】 You may put up to 8 cards with the same card name as this "
                           "card into your deck.", {"type": "character"})
    assert got == {"kind": "deck_copies", "max": 8}
