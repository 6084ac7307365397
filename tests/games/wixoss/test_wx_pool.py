"""The built-in pool holds every imported classic set, and decks drawn at random from it
play by the rules: the conformance suite on seeded random legal decks (issue 9 §2: the
whole classic pool is imported; every verb the importer writes is executed)."""

import random
from pathlib import Path

import pytest

import tcgsim
from tcgsim.core.conformance import check_game, play_random
from tcgsim.games.wixoss.cards import WXDeck, rule_problems

SHARED = Path(__file__).resolve().parents[3].parent / "shared" / "data" / "wixoss" / "cards"


def _pool():
    g = tcgsim.game("wixoss")
    by_name = {}
    for c in g.pool.by_code.values():
        by_name.setdefault(c.name, c)
    return g, list(by_name.values())


def random_deck(r: random.Random, cards) -> WXDeck:
    """A legal deck: a LRIG type with its level 0-4 LRIGs, up to 4 ARTS/Resona it may use,
    5 x 4 Life Burst cards and 5 x 4 others it may use."""
    lrigs = {}
    for c in cards:
        if c.type == "lrig":
            lrigs.setdefault(c.lrig_type, []).append(c)
    types = sorted(t for t, ls in lrigs.items() if any(c.level == 0 for c in ls)
                   and "/" not in t and t != "?")
    t = r.choice(types)
    ls = lrigs[t]
    lrig = [r.choice([c for c in ls if c.level == 0])]
    for lv in (1, 2, 3, 4):
        opts = [c for c in ls if c.level == lv]
        if opts:
            lrig.append(r.choice(opts))
    extra = [c for c in cards if c.type in ("arts", "resona") and c.limiting in ("", t)]
    lrig += r.sample(extra, min(10 - len(lrig), 4))
    mains = [c for c in cards if c.type in ("signi", "spell") and c.limiting in ("", t)]
    main = []
    for group in ([c for c in mains if c.life_burst], [c for c in mains if not c.life_burst]):
        for c in r.sample(group, 5):
            main += [c] * 4
    counts = {"main": [[4, c.code] for c in main[::4]], "lrig": [[1, c.code] for c in lrig]}
    return WXDeck(f"random-{t}", main, lrig, "test", counts)


def test_the_pool_holds_every_classic_printing():
    g, _ = _pool()
    assert len(g.pool) == 2301
    assert "WX16-001" in g.pool and "SP25-001" in g.pool and "PR-001" in g.pool


def test_random_decks_are_legal():
    _, cards = _pool()
    for seed in range(30):
        d = random_deck(random.Random(seed), cards)
        assert not rule_problems({"main": [(1, c) for c in d.main],
                                  "lrig": [(1, c) for c in d.lrig]})


@pytest.mark.parametrize("part", range(4))
def test_conformance_on_random_decks_from_the_whole_pool(part):
    g, cards = _pool()
    for seed in range(part * 6, (part + 1) * 6):
        r = random.Random(seed)
        decks = [random_deck(r, cards), random_deck(r, cards)]
        rep = check_game(g, seeds=[seed], decks=decks, deep_every=5)
        assert rep.seeds == 1


def test_random_pool_games_end():
    g, cards = _pool()
    for seed in range(100, 160):
        r = random.Random(seed)
        s, _ = play_random(g, seed, decks=[random_deck(r, cards), random_deck(r, cards)],
                           log=False)
        assert s.is_terminal()


@pytest.mark.skipif(not SHARED.is_dir(), reason="needs ../shared/data/wixoss")
@pytest.mark.parametrize("name", ["WX01", "WX05", "WD10", "PR"])
def test_shipped_sets_are_the_importers_output(tmp_path, name):
    """The built-in card files are what `tcgsim cards import wixoss` writes today."""
    from tcgsim.games.wixoss import importer

    importer.import_cards(SHARED / f"{name}.json", tmp_path)
    shipped = Path(importer.__file__).parent / "data" / "cards" / f"{name}.toml"
    assert (tmp_path / f"{name}.toml").read_text() == shipped.read_text()
