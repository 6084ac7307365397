"""Helpers of the Riftbound ruling tests (test_rb_seed004.py, test_rb_rules.py): stacked
positions on chosen battlefields, synthetic cards whose ability records are written as TOML
and loaded (so validated) by vocab.load_abilities, and small look-ups."""

from __future__ import annotations

import itertools
from dataclasses import replace

from tcgsim.games.riftbound import vocab as V
from tcgsim.games.riftbound.cards import RBCard
from tcgsim.games.riftbound.scenario import game, stacked
from tcgsim.games.riftbound.state import ASIDE, BASE, DECK, FIELD

G = game()
PLAIN = ("Bandle Tree", "Hallowed Tomb")      # battlefields without an ability record
DECKS = ("lee-sin", "viktor")                 # legends without triggered abilities
_ids = itertools.count(1)


def card(name):
    return G.pool.find(name) or next(c for c in G.pool if c.name == name)


def record(tmp_path, cid: str, body: str):
    """The CardAbilities of one [[card]] table (`body`: its lines after the id), loaded and
    checked by vocab.load_abilities from a file in tmp_path."""
    f = tmp_path / f"{cid}.toml"
    f.write_text(f'[[card]]\nid = "{cid}"\n{body}\n', encoding="utf-8")
    return V.load_abilities(f)[cid]


def syn(tmp_path, name: str, type: str = "unit", body: str = "", *, domains=("fury",),
        energy=None, power=(), might=None, tags=(), might_bonus=0):
    """A synthetic card (RBCard, CardAbilities or None) for stacked(synthetic=...);
    `might_bonus`: a gear's Might Bonus (v1.2 718.4)."""
    n = next(_ids)
    cid = f"syn-{n:03d}"
    if type in ("unit", "spell", "gear") and energy is None:
        energy = 0
    if type == "unit" and might is None:
        might = 1
    if type in ("battlefield",):
        domains = ()
    c = RBCard(cid, name, "SYN", n, type, tuple(domains), energy, tuple(power), might,
               tuple(tags), might_bonus=might_bonus)
    return c, (record(tmp_path, cid, body) if body.strip() else None)


def passive(tmp_path, effect: str, name: str, type: str = "unit", n=None, **kw):
    """A synthetic card with one passive ability of the STATICS name `effect` (and `n`)."""
    body = f'[[card.ability]]\nkind = "static"\neffect = "{effect}"' + (f"\nn = {n}" if n else "")
    return syn(tmp_path, name, type, body, **kw)


def rb(p0=None, p1=None, *more, bfs=PLAIN, decks=DECKS, synthetic=(), **kw):
    """A stacked game whose battlefields in play are `bfs` (names or synthetic RBCards;
    battlefield i is seat i's: seed 3 lets seat 0 go first). Synthetic battlefields are
    taken out of the Main Decks that stacked() adds them to."""
    ds = []
    for d, b in zip(decks, bfs):
        deck = G.deck(d) if isinstance(d, str) else d
        ds.append(replace(deck, battlefields=[card(b) if isinstance(b, str) else b]))
    ds += [G.deck(d) if isinstance(d, str) else d for d in decks[len(bfs):]]
    s = stacked(p0, p1, *more, decks=ds, seed=kw.pop("seed", 3), synthetic=synthetic, **kw)
    for p in range(s.n):
        for c in [x for x in s.deck[p] if s.T.type[x] == "battlefield"]:
            s.deck[p].remove(c)
            s.aside[p].append(c)
            s.loc[c] = ASIDE
    names = [b if isinstance(b, str) else b.name for b in bfs]
    assert [s.T.name[x] for x in s.bf][:len(names)] == names
    return s


def ids(s, p, name, places=(BASE, FIELD)) -> list:
    T = s.T
    return [c for c in range(T.start[p], T.start[p + 1])
            if T.name[c] == name and s.loc[c] in places]


def one(s, p, name, places=(BASE, FIELD)) -> int:
    got = ids(s, p, name, places)
    assert got, (p, name, places)
    return got[0]


def ready_runes(s, p) -> int:
    return sum(1 for r in s.runes[p] if not s.exh[r])


def names(s, cards) -> list:
    return sorted(s.T.name[c] for c in cards)


_ = DECK


def cast(s, card_name: str, *targets, done: bool = False) -> None:
    """Play `card_name` (from its player's options) and choose `targets` (names or ids) in
    order; `done`: then stop choosing ("no more targets")."""
    from tcgsim.games.riftbound.scenario import answer

    answer(s, f"play {card_name}")
    for t in targets:
        answer(s, t)
    if done:
        answer(s, "no more targets")


def attack(s, *movers):
    """p0 moves `movers` from its base to battlefield 1 (Hallowed Tomb) together; every
    Focus is passed."""
    from tcgsim.games.riftbound.scenario import answer, pass_all

    answer(s, f"move {movers[0]}")
    answer(s, "to Hallowed Tomb")
    for m in movers[1:]:
        answer(s, m)
    if s.decision_kind() == "move_also":
        answer(s, "no more units")
    assert s.combat is not None
    pass_all(s)
