"""Riftbound card tests, second half of the starter cards: ogn-125 to ogn-298 (units,
spells, gear, the legends and the battlefields; runes have no ability) and ogs-001 to
ogs-024. One test per card: a stacked position (scenario.stacked) in which the card is
played or used, and what it must do, in tcgsim's own words (no printed card text here).
Each test also checks that the card's record has generated words (vocab.card_words)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from rb_helpers import ids, one

from tcgsim.games.riftbound import vocab as V
from tcgsim.games.riftbound.chain import ACT, MOVE
from tcgsim.games.riftbound.scenario import answer, game, options, pass_all, stacked
from tcgsim.games.riftbound.state import (ATTACKER, BASE, DECK, DEFENDER, FIELD, HAND, NONE,
                                          RUNE, TRASH)
from tcgsim.games.riftbound.values import K_GANKING, K_SHIELD, K_TANK, K_TEMPORARY

G = game()
PLAIN = ("Bandle Tree", "Hallowed Tomb")      # battlefields without a record: no abilities


# ---- helpers --------------------------------------------------------------------------------

def card(name):
    return G.pool.find(name) or next(c for c in G.pool if c.name == name)


def rb(p0=None, p1=None, bfs=PLAIN, decks=("jinx", "viktor"), **kw):
    """A stacked duel whose battlefields in play are `bfs` (seat 0's first, then seat 1's:
    seed 3 lets seat 0 go first, so its battlefield is index 0)."""
    ds = []
    for d, b in zip(decks, bfs):
        deck = G.deck(d) if isinstance(d, str) else d
        ds.append(replace(deck, battlefields=[card(b)]))
    s = stacked(p0, p1, decks=ds, seed=3, **kw)
    assert [s.T.name[x] for x in s.bf] == list(bfs)
    return s


def words(cid: str) -> None:
    """The card has a record whose generated words are not empty."""
    lines = V.card_words(G.abilities[cid], G.pool[cid].type)
    assert lines and all(isinstance(x, str) and x.strip() for x in lines), cid


def kind(s) -> str:
    return s.decision_kind()


def opt_ids(s) -> list:
    return [a.id for a in s.legal_actions()]


def pay(s) -> None:
    """Pay with the first way while a payment is asked."""
    while not s.is_terminal() and kind(s) == "pay":
        answer(s, opt_ids(s)[0])


def go(s, *choices) -> None:
    """Answer each choice (an id or a piece of a label), paying whenever asked."""
    for ch in choices:
        pay(s)
        answer(s, ch)
    pay(s)


def play(s, p, name, *choices, to=-1) -> int:
    """Seat p plays `name` from its hand; a unit goes to `to` (-1: the base) when asked."""
    c = one(s, p, name, (HAND,))
    answer(s, c)
    if kind(s) == "destination_play":
        answer(s, NONE if to < 0 else to)
    go(s, *choices)
    return c


def cast(s, name, target, legal) -> None:
    """Seat 0 plays the spell `name`: its target options are exactly `legal`; it picks
    `target` and the chain resolves."""
    answer(s, one(s, 0, name, (HAND,)))
    assert kind(s) == "target" and opt_ids(s) == sorted(legal)
    go(s, target)
    resolve(s)


def resolve(s) -> None:
    """Every player passes priority until the chain is empty (a showdown goes on)."""
    for _ in range(30):
        if s.is_terminal() or kind(s) != "respond":
            return
        s.apply(("respond", NONE))


def move(s, c, dest) -> None:
    """A Standard Move of c to battlefield `dest` (-1: the base), alone."""
    answer(s, MOVE + c)
    if kind(s) == "move_to":
        answer(s, NONE if dest < 0 else dest)
    if kind(s) == "move_also":
        answer(s, NONE)


def use(s, h, k=0, s_=None) -> None:
    """Activate ability k of object h (or of s_ through h)."""
    src = h if s_ is None else s_
    answer(s, ACT + h * 4096 + src * 8 + k)


def add_hand(s, p, name) -> int:
    """One more copy of `name` from seat p's deck to its hand (stacked places one copy
    per name)."""
    c = one(s, p, name, (DECK,))
    s.deck[p].remove(c)
    s.hand[p].append(c)
    s.loc[c] = HAND
    return c


def end_turn(s) -> None:
    pass_all(s)
    answer(s, NONE)
    pass_all(s)


def fight(s) -> None:
    """Pass until the showdown and the combat are over, assigning damage in unit order."""
    for _ in range(30):
        pass_all(s)
        if s.is_terminal() or kind(s) != "assign":
            return
        answer(s, opt_ids(s)[0])


def hand_names(s, p) -> list:
    return sorted(s.T.name[c] for c in s.hand[p])


# ---- OGN: Body ------------------------------------------------------------------------------

def test_bilgewater_bully():
    """ogn-125-298: it has Ganking only while it is buffed."""
    words("ogn-125-298")
    s = rb(p0=dict(field={0: ["Bilgewater Bully"]}), control={0: 0})
    c = one(s, 0, "Bilgewater Bully")
    assert not s.kw(c) & K_GANKING
    assert s.move_dests(c) == [-1]                 # from a battlefield only to the base
    s.buff[c] = 1
    s.refresh_options()
    assert s.kw(c) & K_GANKING
    assert s.move_dests(c) == [-1, 1]
    move(s, c, 1)
    assert s.at[c] == 1 and s.loc[c] == FIELD


def test_cannon_barrage():
    """ogn-127-298: a Reaction dealing 2 to each enemy unit in combat, none else."""
    words("ogn-127-298")
    s = rb(p0=dict(hand=["Cannon Barrage"], runes=["body"] * 3, base=["Vanguard Sergeant"]),
           p1=dict(field={0: ["Vanguard Sergeant", "Petty Officer"]},
                   base=["Mountain Drake"]), control={0: 1})
    me = one(s, 0, "Vanguard Sergeant")
    move(s, me, 0)
    assert s.combat is not None and kind(s) == "focus"
    play(s, 0, "Cannon Barrage")
    resolve(s)
    d1, d2 = one(s, 1, "Vanguard Sergeant"), one(s, 1, "Petty Officer")
    assert (s.dmg[d1], s.dmg[d2]) == (2, 2)
    assert s.dmg[me] == 0 and s.dmg[one(s, 1, "Mountain Drake")] == 0
    assert s.T.name[s.trash[0][-1]] == "Cannon Barrage"


def test_challenge():
    """ogn-128-298: Action: pick one of yours and one of theirs; each hits the other for
    its own Might."""
    words("ogn-128-298")
    s = rb(p0=dict(hand=["Challenge"], runes=["body"] * 3, base=["Petty Officer"]),
           p1=dict(base=["Vanguard Sergeant"]))
    mine, theirs = one(s, 0, "Petty Officer"), one(s, 1, "Vanguard Sergeant")
    play(s, 0, "Challenge", mine, theirs)
    resolve(s)
    assert s.loc[theirs] == TRASH                   # 5 damage to a 4-Might unit
    assert s.dmg[mine] == 4 and s.loc[mine] == BASE


def test_confront():
    """ogn-129-298: Action: for the rest of the turn your newly played units come in
    ready; you also draw a card."""
    words("ogn-129-298")
    s = rb(p0=dict(hand=["Confront", "Daring Poro"], runes=["body"] * 6))
    add_hand(s, 0, "Daring Poro")
    first = play(s, 0, "Daring Poro")
    assert s.exh[first] == 1                        # before Confront: exhausted
    n = len(s.hand[0])
    play(s, 0, "Confront")
    resolve(s)
    assert len(s.hand[0]) == n - 1 + 1
    second = play(s, 0, "Daring Poro")
    assert s.loc[second] == BASE and s.exh[second] == 0


def test_crackshot_corsair():
    """ogn-130-298: as it attacks, an enemy unit at the same battlefield takes 1 damage."""
    words("ogn-130-298")
    s = rb(p0=dict(base=["Crackshot Corsair"]),
           p1=dict(field={0: ["Vanguard Sergeant"]}, base=["Petty Officer"]), control={0: 1})
    c = one(s, 0, "Crackshot Corsair")
    move(s, c, 0)
    pay(s)
    assert kind(s) == "target_ability"
    assert opt_ids(s) == [one(s, 1, "Vanguard Sergeant")]         # not the one in base
    answer(s, opt_ids(s)[0])
    resolve(s)
    assert s.dmg[one(s, 1, "Vanguard Sergeant")] == 1
    assert s.dmg[one(s, 1, "Petty Officer")] == 0


@pytest.mark.parametrize("ready", [True, False])
def test_dune_drake(ready):
    """ogn-131-298: as it attacks, it grows by 2 Might until the turn ends, provided an
    enemy unit there is still ready."""
    words("ogn-131-298")
    s = rb(p0=dict(base=["Dune Drake"]),
           p1=dict(field={0: [("Vanguard Sergeant", {"ready": ready})]}), control={0: 1})
    c = one(s, 0, "Dune Drake")
    move(s, c, 0)
    resolve(s)
    assert s.role[c] == ATTACKER
    assert s.might(c) == (7 if ready else 5)


def test_first_mate():
    """ogn-132-298: when played, it readies another unit."""
    words("ogn-132-298")
    s = rb(p0=dict(hand=["First Mate"], runes=["body"] * 3,
                   base=[("Vanguard Sergeant", {"ready": False})]))
    other = one(s, 0, "Vanguard Sergeant")
    c = play(s, 0, "First Mate")
    pay(s)
    assert kind(s) == "target_ability"
    assert c not in opt_ids(s) and other in opt_ids(s)
    answer(s, other)
    resolve(s)
    assert s.exh[other] == 0 and s.exh[c] == 1


def test_mobilize():
    """ogn-134-298: channel 1 rune exhausted; with no rune left to channel, draw 1."""
    words("ogn-134-298")
    s = rb(p0=dict(hand=["Mobilize"], runes=["body"] * 4))
    add_hand(s, 0, "Mobilize")
    n_runes, n_hand = len(s.runes[0]), len(s.hand[0])
    play(s, 0, "Mobilize")
    resolve(s)
    assert len(s.runes[0]) == n_runes + 1 and s.exh[s.runes[0][-1]] == 1
    assert len(s.hand[0]) == n_hand - 1
    for r in list(s.runedeck[0]):                 # an empty Rune Deck: draw instead
        s.runedeck[0].remove(r)
        s.runes[0].append(r)
        s.loc[r], s.exh[r] = RUNE, 1
    n_runes, n_hand = len(s.runes[0]), len(s.hand[0])
    play(s, 0, "Mobilize")
    resolve(s)
    assert len(s.runes[0]) == n_runes and len(s.hand[0]) == n_hand - 1 + 1


def test_pakaa_cub():
    """ogn-135-298: Hidden -- hidden at a battlefield for [A], played from there on a
    later turn for no Energy, entering at that battlefield."""
    words("ogn-135-298")
    s = rb(p0=dict(hand=["Pakaa Cub"], runes=["body"] * 2, field={0: ["Vanguard Sergeant"]}),
           control={0: 0})
    c = one(s, 0, "Pakaa Cub", (HAND,))
    assert "hide Pakaa Cub at Bandle Tree" in options(s)
    answer(s, "hide Pakaa Cub")
    pay(s)
    assert s.facedown[0] == c and c in s.hidden[0]
    assert c not in opt_ids(s)                      # not on the turn it was hidden
    end_turn(s)                                     # seat 1's turn
    end_turn(s)                                     # seat 0's turn again
    assert s.turn == 0 and kind(s) == "act"
    for r in s.runes[0]:
        s.exh[r] = 1                                # no Energy left: it costs nothing
    s.refresh_options()
    answer(s, c)
    pay(s)
    pass_all(s)
    assert s.loc[c] == FIELD and s.at[c] == 0 and s.facedown[0] == -1


def test_pit_rookie():
    """ogn-136-298: when played, it buffs another friendly unit."""
    words("ogn-136-298")
    s = rb(p0=dict(hand=["Pit Rookie"], runes=["body"] * 2, base=["Vanguard Sergeant"]),
           p1=dict(base=["Petty Officer"]))
    other = one(s, 0, "Vanguard Sergeant")
    c = play(s, 0, "Pit Rookie")
    assert kind(s) == "target_ability"
    assert opt_ids(s) == [other]                    # not itself, not an enemy
    answer(s, other)
    resolve(s)
    assert s.buff[other] == 1 and s.buff[c] == 0 and s.might(other) == 5


def test_stormclaw_ursine():
    """ogn-137-298: Tank; when played, channel 1 rune exhausted."""
    words("ogn-137-298")
    s = rb(p0=dict(hand=["Stormclaw Ursine"], runes=["body"] * 7))
    n = len(s.runes[0])
    c = play(s, 0, "Stormclaw Ursine")
    resolve(s)
    assert s.kw(c) & K_TANK
    assert len(s.runes[0]) == n + 1 and s.exh[s.runes[0][-1]] == 1
    # Tank: combat damage goes to it first
    s = rb(p0=dict(base=["Petty Officer"]),
           p1=dict(field={0: ["Daring Poro", "Stormclaw Ursine"]}), control={0: 1})
    move(s, one(s, 0, "Petty Officer"), 0)
    fight(s)                                         # 6 damage: all of it to the Tank
    assert s.loc[one(s, 1, "Daring Poro")] == FIELD
    assert s.loc[one(s, 1, "Stormclaw Ursine", (TRASH,))] == TRASH


def test_mountain_drake():
    """ogn-142-298: a vanilla unit (no ability, so no record and no words): 10 Might
    for 9 Energy."""
    assert "ogn-142-298" not in G.abilities
    s = rb(p0=dict(hand=["Mountain Drake"], runes=["body"] * 8 + ["fury"]))
    c = play(s, 0, "Mountain Drake")
    resolve(s)
    assert s.loc[c] == BASE and s.might(c) == 10 and s.kw(c) == 0
    assert all(s.exh[r] for r in s.runes[0])


@pytest.mark.parametrize("spend", [True, False])
def test_wildclaw_shaman(spend):
    """ogn-147-298: on entering, it may take the buff off another friendly unit; then it
    gets a buff itself and readies."""
    words("ogn-147-298")
    s = rb(p0=dict(hand=["Wildclaw Shaman"], runes=["body"] * 4,
                   base=[("Vanguard Sergeant", {"buff": True})]))
    other = one(s, 0, "Vanguard Sergeant")
    c = play(s, 0, "Wildclaw Shaman")
    resolve(s)
    assert kind(s) == "optional"
    answer(s, "yes" if spend else "no")
    if spend:
        assert kind(s) == "spend_buff"
        answer(s, other)
    resolve(s)
    if spend:
        assert s.buff[other] == 0 and s.buff[c] == 1 and s.exh[c] == 0 and s.might(c) == 4
    else:
        assert s.buff[other] == 1 and s.buff[c] == 0 and s.exh[c] == 1


def test_lee_sin_centered():
    """ogn-151-298: Accelerate; at the battlefield where it stands, each other unit of
    its controller that carries a buff is 2 Might stronger."""
    words("ogn-151-298")
    s = rb(p0=dict(field={0: ["Lee Sin, Centered", ("Vanguard Sergeant", {"buff": True}),
                              "Petty Officer"]},
                   base=[("Daring Poro", {"buff": True})]),
           p1=dict(field={1: [("Stalwart Poro", {"buff": True})]}), control={0: 0, 1: 1})
    lee = one(s, 0, "Lee Sin, Centered")
    assert s.might(one(s, 0, "Vanguard Sergeant")) == 4 + 1 + 2
    assert s.might(one(s, 0, "Petty Officer")) == 5          # not buffed
    assert s.might(one(s, 0, "Daring Poro")) == 2 + 1         # not at its battlefield
    assert s.might(one(s, 1, "Stalwart Poro")) == 2 + 1       # not friendly
    s.buff[lee] = 1
    assert s.might(lee) == 6 + 1                               # not itself
    # Accelerate: [1] and [body] more, and it enters ready
    s = rb(p0=dict(hand=["Lee Sin, Centered"], runes=["body"] * 8))
    c = one(s, 0, "Lee Sin, Centered", (HAND,))
    answer(s, c)
    assert kind(s) == "accelerate"
    answer(s, "yes")
    pay(s)
    resolve(s)
    assert s.loc[c] == BASE and s.exh[c] == 0
    # 7 Energy and [body]: 7 runes exhausted, one of them recycled
    assert len(s.runes[0]) == 7 and sum(s.exh[r] for r in s.runes[0]) == 6


@pytest.mark.parametrize("pay_it", [True, False])
def test_mistfall(pay_it):
    """ogn-152-298: each time one of your units gets a buff, the gear may be exhausted,
    with one Body Power paid, to ready that unit."""
    words("ogn-152-298")
    s = rb(p0=dict(hand=["Pit Rookie"], runes=["body"] * 4,
                   base=["Mistfall", ("Vanguard Sergeant", {"ready": False})]))
    gear, other = one(s, 0, "Mistfall"), one(s, 0, "Vanguard Sergeant")
    play(s, 0, "Pit Rookie", other)
    resolve(s)
    assert s.buff[other] == 1
    assert kind(s) == "optional"
    answer(s, "yes" if pay_it else "no")
    pay(s)
    resolve(s)
    assert s.exh[other] == (0 if pay_it else 1)
    assert s.exh[gear] == (1 if pay_it else 0)
    assert len(s.runes[0]) == (3 if pay_it else 4)          # the [body]: a rune recycled


def test_udyr_wildman():
    """ogn-157-298: its buff is the cost of a four-way choice, each way once a turn: 2
    damage to a battlefield unit; stunning a battlefield unit; readying Udyr; Ganking for
    Udyr until the turn ends."""
    words("ogn-157-298")
    s = rb(p0=dict(field={0: [("Udyr, Wildman", {"buff": True})]}),
           p1=dict(field={0: ["Vanguard Sergeant"]}, base=["Petty Officer"]),
           control={0: 0})
    u, foe = one(s, 0, "Udyr, Wildman"), one(s, 1, "Vanguard Sergeant")
    use(s, u)
    assert s.buff[u] == 0
    assert kind(s) in ("respond", "mode")
    resolve(s)
    assert kind(s) == "mode" and len(opt_ids(s)) == 4
    answer(s, "mode 1")
    assert kind(s) == "choose"
    assert opt_ids(s) == sorted([u, foe])                     # units at a battlefield
    answer(s, foe)
    resolve(s)
    assert s.dmg[foe] == 2
    assert ACT + u * 4096 + u * 8 not in opt_ids(s)           # no buff left to spend
    s.buff[u] = 1
    s.refresh_options()
    use(s, u)
    resolve(s)
    assert "mode 1" not in options(s) and len(opt_ids(s)) == 3
    answer(s, "mode 2")
    assert kind(s) == "choose"
    answer(s, foe)
    resolve(s)
    assert s.stun[foe] == 1
    s.buff[u], s.exh[u] = 1, 1
    s.refresh_options()
    use(s, u)
    resolve(s)
    assert options(s) == ["mode 3", "mode 4"]
    answer(s, "mode 3")
    resolve(s)
    assert s.exh[u] == 0
    s.buff[u] = 1
    s.refresh_options()
    use(s, u)
    resolve(s)
    answer(s, "mode 4")
    resolve(s)
    assert s.kw(u) & K_GANKING and 1 in s.move_dests(u)


# ---- OGN: Chaos -----------------------------------------------------------------------------

def from_trash(name, runes, back, stay):
    """Seat 0 plays `name` with `back` and `stay` in its trash: only `back` may return to
    its hand, and it does."""
    s = rb(p0=dict(hand=[name], runes=runes, trash=[back, stay]))
    b, k = one(s, 0, back, (TRASH,)), one(s, 0, stay, (TRASH,))
    play(s, 0, name)
    resolve(s)
    assert kind(s) == "from_trash" and opt_ids(s) == [b]
    answer(s, b)
    resolve(s)
    assert s.loc[b] == HAND and s.loc[k] == TRASH
    return s


def test_cemetery_attendant():
    """ogn-165-298: when played, a unit of your trash returns to your hand."""
    words("ogn-165-298")
    from_trash("Cemetery Attendant", ["chaos"] * 3, "Vanguard Sergeant", "Gust")


def test_fight_or_flight():
    """ogn-168-298: Hidden, Action: a unit standing at a battlefield goes back to its
    controller's base."""
    words("ogn-168-298")
    s = rb(p0=dict(hand=["Fight or Flight"], runes=["chaos"] * 3, base=["Daring Poro"],
                   field={0: ["Vanguard Sergeant"]}),
           p1=dict(field={1: ["Petty Officer"]}), control={0: 0, 1: 1})
    foe = one(s, 1, "Petty Officer")
    assert any(x.startswith("hide Fight or Flight") for x in options(s))
    cast(s, "Fight or Flight", foe, [one(s, 0, "Vanguard Sergeant"), foe])   # not the base
    assert s.loc[foe] == BASE and foe in s.base[1]


def test_gust():
    """ogn-169-298: Reaction: a battlefield unit of Might 3 at most goes back to the hand
    of the player who owns it."""
    words("ogn-169-298")
    s = rb(p0=dict(hand=["Gust"], runes=["chaos"] * 2, base=["Daring Poro"]),
           p1=dict(field={1: ["Crackshot Corsair", "Vanguard Sergeant"]}), control={1: 1})
    small = one(s, 1, "Crackshot Corsair")
    cast(s, "Gust", small, [small])             # not 4 Might, not in the base
    assert s.loc[small] == HAND and small in s.hand[1]


def test_morbid_return():
    """ogn-170-298: Action: a unit of your trash returns to your hand."""
    words("ogn-170-298")
    s = from_trash("Morbid Return", ["chaos"] * 2, "Vanguard Sergeant", "Gust")
    assert s.T.name[s.trash[0][-1]] == "Morbid Return"


@pytest.mark.parametrize("recycle", [True, False])
def test_mystic_poro(recycle):
    """ogn-171-298: Vision -- on entering, its player sees the card on top of the Main
    Deck and may send it to the bottom."""
    words("ogn-171-298")
    s = rb(p0=dict(hand=["Mystic Poro"], runes=["chaos"] * 2, deck_top=["Gust"]))
    top = s.deck[0][-1]
    play(s, 0, "Mystic Poro")
    resolve(s)
    assert kind(s) == "vision"
    answer(s, "recycle it" if recycle else "keep it on top")
    resolve(s)
    assert (s.deck[0][0] == top) if recycle else (s.deck[0][-1] == top)


def test_sai_scout():
    """ogn-174-298: Vision; it may be played to an open battlefield."""
    words("ogn-174-298")
    s = rb(p0=dict(hand=["Sai Scout"], runes=["chaos"] * 6),
           p1=dict(field={1: ["Vanguard Sergeant"]}), control={1: 1})
    c = one(s, 0, "Sai Scout", (HAND,))
    answer(s, c)
    assert kind(s) == "destination_play"
    assert sorted(opt_ids(s)) == [0, NONE]           # the open one, not the enemy's
    go(s, 0)
    resolve(s)
    assert kind(s) == "vision"
    answer(s, "keep it on top")
    pass_all(s)
    assert s.loc[c] == FIELD and s.at[c] == 0
    assert s.ctrl[0] == 0                            # it conquers the open battlefield


def test_sneaky_deckhand():
    """ogn-176-298: it may be played to an open battlefield."""
    words("ogn-176-298")
    s = rb(p0=dict(hand=["Sneaky Deckhand"], runes=["chaos"] * 3),
           p1=dict(field={1: ["Vanguard Sergeant"]}), control={1: 1})
    c = one(s, 0, "Sneaky Deckhand", (HAND,))
    answer(s, c)
    assert sorted(opt_ids(s)) == [0, NONE]
    go(s, 0)
    pass_all(s)
    assert s.loc[c] == FIELD and s.at[c] == 0
    assert s.exh[c] == 1


def test_undercover_agent():
    """ogn-178-298: Deathknell -- once it has died, its player throws away two cards
    from hand and then draws two."""
    words("ogn-178-298")
    s = rb(p0=dict(hand=["Blast of Power", "Gust", "Charm", "Confront"],
                   runes=["order"] * 7, field={0: ["Undercover Agent"]},
                   deck_top=["Mobilize", "Fight or Flight"]), control={0: 0})
    c = one(s, 0, "Undercover Agent")
    play(s, 0, "Blast of Power", c)
    resolve(s)
    assert s.loc[c] == TRASH
    assert kind(s) == "discard"
    answer(s, "Gust")
    answer(s, "Charm")
    resolve(s)
    assert hand_names(s, 0) == ["Confront", "Fight or Flight", "Mobilize"]
    assert {s.T.name[x] for x in s.trash[0]} >= {"Gust", "Charm", "Undercover Agent"}


def test_fading_memories():
    """ogn-180-298: gives Temporary to a gear, or to a unit standing at a battlefield;
    such a card dies when its controller's next turn begins (ahead of the hold points)."""
    words("ogn-180-298")
    s = rb(p0=dict(hand=["Fading Memories"], runes=["chaos"] * 5, base=["Daring Poro"]),
           p1=dict(field={1: ["Vanguard Sergeant"]}, base=["Scrapheap", "Petty Officer"]),
           control={1: 1})
    foe, gear = one(s, 1, "Vanguard Sergeant"), one(s, 1, "Scrapheap")
    cast(s, "Fading Memories", foe, [foe, gear])    # not a unit in a base
    assert s.kw(foe) & K_TEMPORARY
    end_turn(s)                                         # seat 1's Beginning Phase
    assert s.turn == 1
    assert s.loc[foe] == TRASH
    assert s.points[1] == 0 and s.ctrl[1] == -1         # killed before it could hold


def test_scrapheap():
    """ogn-182-298: draw 1 when it is played, when it is discarded and when it is
    killed."""
    words("ogn-182-298")
    # played
    s = rb(p0=dict(hand=["Scrapheap"], runes=["chaos"] * 2))
    n = len(s.hand[0])
    play(s, 0, "Scrapheap")
    resolve(s)
    assert len(s.hand[0]) == n - 1 + 1
    # discarded (Chemtech Enforcer's discard)
    s = rb(p0=dict(hand=["Chemtech Enforcer", "Scrapheap"], runes=["fury"] * 2))
    play(s, 0, "Chemtech Enforcer")
    resolve(s)
    assert kind(s) == "discard"
    answer(s, "Scrapheap")
    resolve(s)
    assert len(s.hand[0]) == 1 and s.loc[one(s, 0, "Scrapheap", (TRASH,))] == TRASH
    # killed (Temporary from Fading Memories, as its controller's next turn begins)
    s = rb(p0=dict(hand=["Fading Memories"], runes=["chaos"] * 5, base=["Scrapheap"]),
           decks=("viktor", "jinx"))                  # a legend that draws nothing
    gear = one(s, 0, "Scrapheap")
    play(s, 0, "Fading Memories", gear)
    resolve(s)
    end_turn(s)
    end_turn(s)
    assert s.turn == 0 and s.loc[gear] == TRASH
    # the Draw Phase's card and Scrapheap's card
    assert len(s.hand[0]) == 2


def test_traveling_merchant():
    """ogn-185-298: each move of it makes its player throw away a card from hand, then
    draw one."""
    words("ogn-185-298")
    s = rb(p0=dict(hand=["Gust"], base=["Traveling Merchant"], deck_top=["Charm"]))
    c = one(s, 0, "Traveling Merchant")
    move(s, c, 0)
    assert kind(s) in ("respond", "discard")
    resolve(s)
    assert kind(s) == "discard"
    answer(s, "Gust")
    pass_all(s)
    assert hand_names(s, 0) == ["Charm"] and s.at[c] == 0


def test_maddened_marauder():
    """ogn-191-298: Tank; on entering, a unit standing at a battlefield goes back to its
    controller's base."""
    words("ogn-191-298")
    s = rb(p0=dict(hand=["Maddened Marauder"], runes=["chaos"] * 5),
           p1=dict(field={1: ["Vanguard Sergeant"]}, base=["Petty Officer"]), control={1: 1})
    foe = one(s, 1, "Vanguard Sergeant")
    c = play(s, 0, "Maddened Marauder")
    assert kind(s) == "target_ability" and opt_ids(s) == [foe]
    answer(s, foe)
    resolve(s)
    assert s.kw(c) & K_TANK
    assert s.loc[foe] == BASE and foe in s.base[1]


def test_rhasa_the_sunderer():
    """ogn-195-298: every card in its player's trash takes one Energy off its price."""
    words("ogn-195-298")
    trash = ["Gust", "Charm", "Confront", "Mobilize", "Vanguard Sergeant", "Petty Officer"]
    s = rb(p0=dict(hand=["Rhasa the Sunderer"], runes=["chaos"] * 4, trash=trash[:5]))
    c = one(s, 0, "Rhasa the Sunderer", (HAND,))
    assert c not in opt_ids(s)                     # 10 - 5: 5 Energy, 4 runes
    s = rb(p0=dict(hand=["Rhasa the Sunderer"], runes=["chaos"] * 4, trash=trash))
    c = one(s, 0, "Rhasa the Sunderer", (HAND,))
    assert c in opt_ids(s)                         # 10 - 6: 4 Energy and [chaos]
    play(s, 0, "Rhasa the Sunderer")
    resolve(s)
    assert s.loc[c] == BASE and len(s.runes[0]) == 3


# ---- OGN: Order -----------------------------------------------------------------------------

def test_back_to_back():
    """ogn-206-298: Reaction: two friendly units each get +2 Might this turn."""
    words("ogn-206-298")
    s = rb(p0=dict(hand=["Back to Back"], runes=["order"] * 3,
                   base=["Daring Poro", "Petty Officer", "Vanguard Sergeant"]),
           p1=dict(base=["Mountain Drake"]))
    a, b, c = (one(s, 0, n) for n in ("Daring Poro", "Petty Officer", "Vanguard Sergeant"))
    answer(s, one(s, 0, "Back to Back", (HAND,)))
    assert one(s, 1, "Mountain Drake") not in opt_ids(s)
    go(s, a, b)
    resolve(s)
    assert (s.might(a), s.might(b), s.might(c)) == (4, 7, 4)
    end_turn(s)
    assert (s.might(a), s.might(b)) == (2, 5)        # this turn only


def test_cruel_patron():
    """ogn-208-298: as an additional cost, kill a friendly unit."""
    words("ogn-208-298")
    s = rb(p0=dict(hand=["Cruel Patron"], runes=["order"] * 4))
    assert one(s, 0, "Cruel Patron", (HAND,)) not in opt_ids(s)     # nothing to kill
    s = rb(p0=dict(hand=["Cruel Patron"], runes=["order"] * 4, base=["Daring Poro"]),
           p1=dict(base=["Vanguard Sergeant"]))
    victim = one(s, 0, "Daring Poro")
    c = play(s, 0, "Cruel Patron")
    assert kind(s) == "cost_unit" and opt_ids(s) == [victim]        # a friendly unit
    answer(s, victim)
    resolve(s)
    assert s.loc[victim] == TRASH and s.loc[c] == BASE and s.might(c) == 6


def test_cull_the_weak():
    """ogn-209-298: every player, in turn order, picks a unit they control and it dies."""
    words("ogn-209-298")
    s = rb(p0=dict(hand=["Cull the Weak"], runes=["order"] * 3,
                   base=["Daring Poro", "Vanguard Sergeant"]),
           p1=dict(base=["Petty Officer"], field={1: ["Mountain Drake"]}), control={1: 1})
    play(s, 0, "Cull the Weak")
    resolve(s)
    assert kind(s) == "kill" and s.pending[0] == 0
    assert opt_ids(s) == sorted([one(s, 0, "Daring Poro"), one(s, 0, "Vanguard Sergeant")])
    poro = one(s, 0, "Daring Poro")
    answer(s, poro)
    assert kind(s) == "kill" and s.pending[0] == 1
    officer = one(s, 1, "Petty Officer")
    assert opt_ids(s) == sorted([officer, one(s, 1, "Mountain Drake")])
    answer(s, officer)
    resolve(s)
    assert s.loc[poro] == TRASH and s.loc[officer] == TRASH
    assert len(ids(s, 0, "Vanguard Sergeant")) == 1 and len(ids(s, 1, "Mountain Drake")) == 1


def attacks(name, before, after, foe="Vanguard Sergeant"):
    """Seat 0 attacks a battlefield seat 1 holds with `foe`, with its unit `name`: its
    Might is `before`, then `after` as an attacker."""
    s = rb(p0=dict(base=[name]), p1=dict(field={0: [foe]}), control={0: 1})
    c = one(s, 0, name)
    assert s.might(c) == before
    move(s, c, 0)
    assert s.role[c] == ATTACKER and s.might(c) == after
    return s, c


def test_daring_poro():
    """ogn-210-298: Assault -- +1 Might while it attacks."""
    words("ogn-210-298")
    attacks("Daring Poro", 2, 3)


def test_faithful_manufactor():
    """ogn-211-298: when played, a 1-Might Recruit token is played at its place."""
    words("ogn-211-298")
    s = rb(p0=dict(hand=["Faithful Manufactor"], runes=["order"] * 3,
                   field={0: ["Vanguard Sergeant"]}), control={0: 0})
    c = play(s, 0, "Faithful Manufactor", to=0)
    resolve(s)
    assert s.at[c] == 0
    rec = ids(s, 0, "Recruit", (FIELD,))
    assert len(rec) == 1 and s.at[rec[0]] == 0 and s.might(rec[0]) == 1
    s = rb(p0=dict(hand=["Faithful Manufactor"], runes=["order"] * 3))
    play(s, 0, "Faithful Manufactor")
    resolve(s)
    assert len(ids(s, 0, "Recruit", (BASE,))) == 1


def test_hidden_blade():
    """ogn-213-298: Hidden, Action: a battlefield unit dies and the player who
    controlled it draws two cards."""
    words("ogn-213-298")
    s = rb(p0=dict(hand=["Hidden Blade"], runes=["order"] * 3, field={0: ["Daring Poro"]}),
           p1=dict(field={1: ["Vanguard Sergeant"]}), control={0: 0, 1: 1})
    foe = one(s, 1, "Vanguard Sergeant")
    assert "hide Hidden Blade at Bandle Tree" in options(s)
    n0, n1 = len(s.hand[0]), len(s.hand[1])
    cast(s, "Hidden Blade", foe, [one(s, 0, "Daring Poro"), foe])
    assert s.loc[foe] == TRASH
    assert len(s.hand[1]) == n1 + 2 and len(s.hand[0]) == n0 - 1


def test_petty_officer():
    """ogn-215-298: Assault -- +1 Might while it attacks."""
    words("ogn-215-298")
    s, c = attacks("Petty Officer", 5, 6)
    pass_all(s)
    assert s.ctrl[0] == 0                        # 6 beats 4


def test_soaring_scout():
    """ogn-216-298: Deathknell -- when it dies, channel 1 rune exhausted."""
    words("ogn-216-298")
    s = rb(p0=dict(hand=["Blast of Power"], runes=["order"] * 7,
                   field={0: ["Soaring Scout"]}), control={0: 0})
    c = one(s, 0, "Soaring Scout")
    play(s, 0, "Blast of Power", c)
    n = len(s.runes[0])
    resolve(s)
    assert s.loc[c] == TRASH
    assert len(s.runes[0]) == n + 1 and s.exh[s.runes[0][-1]] == 1


def test_vanguard_sergeant():
    """ogn-219-298: a vanilla unit (no record, no words): 4 Might for 4 Energy."""
    assert "ogn-219-298" not in G.abilities
    s = rb(p0=dict(hand=["Vanguard Sergeant"], runes=["order"] * 4))
    c = play(s, 0, "Vanguard Sergeant")
    resolve(s)
    assert s.loc[c] == BASE and s.might(c) == 4 and s.exh[c] == 1


def test_noxian_drummer():
    """ogn-222-298: when it moves to a battlefield, a 1-Might Recruit token is played
    there."""
    words("ogn-222-298")
    s = rb(p0=dict(base=["Noxian Drummer"]))
    c = one(s, 0, "Noxian Drummer")
    move(s, c, 0)
    resolve(s)
    rec = ids(s, 0, "Recruit")
    assert len(rec) == 1 and s.loc[rec[0]] == FIELD and s.at[rec[0]] == 0
    pass_all(s)
    s.exh[c] = 0
    s.refresh_options()
    move(s, c, -1)                               # to the base: no token
    pass_all(s)
    assert len(ids(s, 0, "Recruit")) == 1


def all_friendly_plus(name, n, runes):
    """Seat 0 plays `name`: each of its units (base and battlefield) gets +n Might this
    turn, an enemy unit none."""
    s = rb(p0=dict(hand=[name], runes=runes, base=["Daring Poro"],
                   field={0: ["Vanguard Sergeant"]}),
           p1=dict(base=["Petty Officer"]), control={0: 0})
    play(s, 0, name)
    resolve(s)
    poro = one(s, 0, "Daring Poro")
    assert s.might(poro) == 2 + n
    assert s.might(one(s, 0, "Vanguard Sergeant")) == 4 + n
    assert s.might(one(s, 1, "Petty Officer")) == 5
    end_turn(s)
    assert s.might(poro) == 2


def test_grand_strategem():
    """ogn-233-298: Action: every friendly unit gets +5 Might this turn."""
    words("ogn-233-298")
    all_friendly_plus("Grand Strategem", 5, ["order"] * 6)


# ---- OGN: legends ---------------------------------------------------------------------------

@pytest.mark.parametrize("held", [1, 2])
def test_loose_cannon(held):
    """ogn-251-298: as its player's Beginning Phase starts, a hand of 0 or 1 cards gets
    a card drawn."""
    words("ogn-251-298")
    hand = ["Gust", "Charm"][:held]
    s = rb(p0=dict(hand=hand), decks=("jinx", "viktor"), turn=1)
    assert s.T.name[s.legend[0][0]] == "Loose Cannon"
    end_turn(s)                                      # seat 1 ends; seat 0's turn
    assert s.turn == 0 and s.phase == "action"
    # the Draw Phase draws 1 either way
    assert len(s.hand[0]) == held + 1 + (1 if held <= 1 else 0)


def test_blind_monk():
    """ogn-257-298: [1], exhaust the legend: buff a friendly unit."""
    words("ogn-257-298")
    s = rb(p0=dict(runes=["body"] * 2, base=["Daring Poro"]),
           p1=dict(base=["Vanguard Sergeant"]), decks=("lee-sin", "viktor"))
    lg, poro = s.legend[0][0], one(s, 0, "Daring Poro")
    assert s.T.name[lg] == "Blind Monk"
    use(s, lg)
    pay(s)
    assert kind(s) == "target_ability" and opt_ids(s) == [poro]
    answer(s, poro)
    resolve(s)
    assert s.buff[poro] == 1 and s.exh[lg] == 1
    assert sum(s.exh[r] for r in s.runes[0]) == 1
    assert ACT + lg * 4096 + lg * 8 not in opt_ids(s)          # exhausted


def test_herald_of_the_arcane():
    """ogn-265-298: pay [1] and exhaust the legend: a Recruit token (Might 1) enters, in
    the base or at a battlefield its player holds."""
    words("ogn-265-298")
    s = rb(p0=dict(runes=["mind"] * 2, field={0: ["Daring Poro"]}), control={0: 0},
           decks=("viktor", "jinx"))
    lg = s.legend[0][0]
    assert s.T.name[lg] == "Herald of the Arcane"
    use(s, lg)
    pay(s)
    resolve(s)
    assert kind(s) == "token_place" and sorted(opt_ids(s)) == [0, NONE]
    answer(s, 0)
    resolve(s)
    rec = ids(s, 0, "Recruit")
    assert len(rec) == 1 and s.at[rec[0]] == 0 and s.might(rec[0]) == 1
    assert s.exh[lg] == 1


# ---- OGN: battlefields ----------------------------------------------------------------------

def hold(bf, p0=None, p1=None, decks=("viktor", "jinx")):
    """Seat 0 controls battlefield 0 (`bf`) with a unit and seat 1 is to move: once seat 1
    passes the turn, seat 0 scores a hold there."""
    p0 = dict(p0 or {})
    p0.setdefault("field", {0: ["Daring Poro"]})
    s = rb(p0=p0, p1=p1, bfs=(bf, PLAIN[1]), decks=decks, control={0: 0}, turn=1)
    return s


def conquer(s, name="Daring Poro", i=0):
    """Seat 0 moves `name` from its base to battlefield i (empty): a showdown, then it
    conquers."""
    c = one(s, 0, name)
    move(s, c, i)
    return c


def test_altar_to_unity():
    """ogn-275-298: on a hold of it, a Recruit token (Might 1) enters its holder's base."""
    words("ogn-275-298")
    s = hold("Altar to Unity")
    end_turn(s)
    pass_all(s)
    assert s.turn == 0 and s.points[0] == 1
    rec = ids(s, 0, "Recruit")
    assert len(rec) == 1 and s.loc[rec[0]] == BASE


def test_fortified_position():
    """ogn-279-298: when you defend it, a unit you choose gains Shield 2 for this combat."""
    words("ogn-279-298")
    s = rb(p0=dict(base=["Petty Officer"]), p1=dict(field={0: ["Vanguard Sergeant"]}),
           bfs=("Fortified Position", PLAIN[1]), control={0: 1})
    att, dfn = one(s, 0, "Petty Officer"), one(s, 1, "Vanguard Sergeant")
    move(s, att, 0)
    resolve(s)
    assert kind(s) == "choose" and s.pending[0] == 1
    answer(s, dfn)
    resolve(s)
    assert s.might(dfn) == 4 + 2 and s.might(att) == 5 + 1
    pass_all(s)                                      # 6 against 6: both die
    assert s.loc[att] == TRASH and s.loc[dfn] == TRASH


def test_grove_of_the_god_willow():
    """ogn-280-298: when you hold it, draw 1."""
    words("ogn-280-298")
    s = hold("Grove of the God-Willow")
    end_turn(s)
    pass_all(s)
    assert s.turn == 0 and s.points[0] == 1
    assert len(s.hand[0]) == 2                      # the hold's card and the Draw Phase's


@pytest.mark.parametrize("spend", [True, False])
def test_monastery_of_hirana(spend):
    """ogn-282-298: on a conquest of it, its conqueror may remove a buff from one of
    their units to draw a card."""
    words("ogn-282-298")
    s = rb(p0=dict(base=[("Daring Poro", {"buff": True})]),
           bfs=("Monastery of Hirana", PLAIN[1]), decks=("viktor", "jinx"))
    c = conquer(s)
    pass_all(s)
    assert s.ctrl[0] == 0 and s.points[0] == 1
    assert kind(s) == "optional"
    answer(s, "yes" if spend else "no")
    if spend:
        assert kind(s) == "spend_buff"
        answer(s, c)
    pass_all(s)
    assert len(s.hand[0]) == (1 if spend else 0)
    assert s.buff[c] == (0 if spend else 1)


@pytest.mark.parametrize("yes", [True, False])
def test_reavers_row(yes):
    """ogn-285-298: as it is defended, its defender may send one of their units there
    back to base."""
    words("ogn-285-298")
    s = rb(p0=dict(base=["Mountain Drake"]),
           p1=dict(field={0: ["Vanguard Sergeant", "Daring Poro"]},
                   base=["Petty Officer"]),
           bfs=("Reaver's Row", PLAIN[1]), control={0: 1})
    att = one(s, 0, "Mountain Drake")
    sav, other = one(s, 1, "Vanguard Sergeant"), one(s, 1, "Daring Poro")
    move(s, att, 0)
    assert kind(s) == "target_ability" and s.pending[0] == 1
    assert opt_ids(s) == sorted([sav, other])       # friendly units there only
    answer(s, sav)
    resolve(s)
    assert kind(s) == "optional"
    answer(s, "yes" if yes else "no")
    resolve(s)
    if yes:
        assert s.loc[sav] == BASE and sav in s.base[1] and s.role[sav] == 0
    else:
        assert s.at[sav] == 0 and s.role[sav] == DEFENDER
    fight(s)
    assert s.loc[other] == TRASH and s.ctrl[0] == 0
    assert s.loc[sav] == (BASE if yes else TRASH)


@pytest.mark.parametrize("yes", [True, False])
def test_startipped_peak(yes):
    """ogn-288-298: on a hold of it, its holder may take one exhausted rune from the
    Rune Deck."""
    words("ogn-288-298")
    s = hold("Startipped Peak")
    end_turn(s)
    assert kind(s) == "optional"
    answer(s, "yes" if yes else "no")
    pass_all(s)
    # the Channel Phase's 2 (ready) and the hold's 1 (exhausted)
    assert len(s.runes[0]) == (3 if yes else 2)
    assert sum(s.exh[r] for r in s.runes[0]) == (1 if yes else 0)


def test_targons_peak():
    """ogn-289-298: on a conquest of it, two exhausted runes of the conqueror are readied
    once the turn ends."""
    words("ogn-289-298")
    s = rb(p0=dict(base=["Daring Poro"], runes=["order!"] * 3),
           bfs=("Targon's Peak", PLAIN[1]), decks=("viktor", "jinx"))
    conquer(s)
    pass_all(s)
    assert s.ctrl[0] == 0
    assert all(s.exh[r] for r in s.runes[0])         # not at once
    answer(s, NONE)                                  # end the turn
    pass_all(s)
    assert s.turn == 1
    assert sum(1 for r in s.runes[0] if not s.exh[r]) == 2


@pytest.mark.parametrize("n", [6, 7])
def test_the_grand_plaza(n):
    """ogn-293-298: when you hold it with 7 or more of your units there, you win."""
    words("ogn-293-298")
    s = hold("The Grand Plaza", p0=dict(field={0: ["Recruit"] * n}))
    assert len(ids(s, 0, "Recruit")) == n
    end_turn(s)
    pass_all(s)
    if n == 7:
        assert s.is_terminal() and s.outcome.winner == 0
    else:
        assert not s.is_terminal() and s.points[0] == 1


def test_trifarian_war_camp():
    """ogn-294-298: units there have +1 Might (attackers too)."""
    words("ogn-294-298")
    s = rb(p0=dict(base=["Petty Officer"], field={1: ["Daring Poro"]}),
           p1=dict(field={0: ["Vanguard Sergeant"]}, base=["Mountain Drake"]),
           bfs=("Trifarian War Camp", PLAIN[1]), control={0: 1, 1: 0})
    att, dfn = one(s, 0, "Petty Officer"), one(s, 1, "Vanguard Sergeant")
    assert s.might(dfn) == 5 and s.might(att) == 5
    assert s.might(one(s, 0, "Daring Poro")) == 2
    assert s.might(one(s, 1, "Mountain Drake")) == 10
    move(s, att, 0)
    assert s.might(att) == 5 + 1 + 1                 # Assault and the battlefield


def test_void_gate():
    """ogn-296-298: damage from spells and abilities to a unit standing there is one
    more (a unit elsewhere takes the plain amount)."""
    words("ogn-296-298")
    s = rb(p0=dict(hand=["Incinerate"], runes=["fury"] * 2),
           p1=dict(field={0: ["Mountain Drake"], 1: ["Petty Officer"]}),
           bfs=("Void Gate", PLAIN[1]), control={0: 1, 1: 1})
    there, elsewhere = one(s, 1, "Mountain Drake"), one(s, 1, "Petty Officer")
    play(s, 0, "Incinerate", there)
    resolve(s)
    assert s.dmg[there] == 3
    add_hand(s, 0, "Incinerate")
    for r in s.runes[0]:
        s.exh[r] = 0
    s.refresh_options()
    play(s, 0, "Incinerate", elsewhere)
    resolve(s)
    assert s.dmg[elsewhere] == 2


def test_zaun_warrens():
    """ogn-298-298: on a conquest of it, its conqueror throws away a card from hand and
    then draws one."""
    words("ogn-298-298")
    s = rb(p0=dict(base=["Daring Poro"], hand=["Gust"], deck_top=["Charm"]),
           bfs=("Zaun Warrens", PLAIN[1]), decks=("viktor", "jinx"))
    conquer(s)
    pass_all(s)
    assert s.ctrl[0] == 0
    assert kind(s) == "discard"
    answer(s, "Gust")
    pass_all(s)
    assert hand_names(s, 0) == ["Charm"] and s.T.name[s.trash[0][-1]] == "Gust"


# ---- OGS: Proving Grounds -------------------------------------------------------------------

def test_annie_fiery():
    """ogs-001-024: one extra damage on each hit of its controller's spells and
    abilities (the opponent's hits are unchanged)."""
    words("ogs-001-024")
    s = rb(p0=dict(hand=["Incinerate"], runes=["fury"] * 2, base=["Annie, Fiery"]),
           p1=dict(hand=["Incinerate"], runes=["fury"] * 2,
                   field={1: ["Mountain Drake", "Petty Officer"]}), control={1: 1})
    drake, officer = one(s, 1, "Mountain Drake"), one(s, 1, "Petty Officer")
    play(s, 0, "Incinerate", drake)
    resolve(s)
    assert s.dmg[drake] == 3
    end_turn(s)                                     # seat 1 plays its own Incinerate
    assert s.turn == 1
    play(s, 1, "Incinerate", officer)
    resolve(s)
    assert s.dmg[officer] == 2


def test_firestorm():
    """ogs-002-024: 3 damage to every enemy unit at one battlefield."""
    words("ogs-002-024")
    s = rb(p0=dict(hand=["Firestorm"], runes=["fury"] * 7, field={1: ["Mountain Drake"]}),
           p1=dict(field={0: ["Vanguard Sergeant"], 1: ["Petty Officer", "Daring Poro"]},
                   base=["Stalwart Poro"]), control={0: 1})
    play(s, 0, "Firestorm")
    resolve(s)
    assert kind(s) == "battlefield"
    answer(s, 1)
    resolve(s)
    assert s.dmg[one(s, 1, "Petty Officer")] == 3
    assert s.loc[one(s, 1, "Daring Poro", (TRASH,))] == TRASH
    assert s.dmg[one(s, 0, "Mountain Drake")] == 0          # friendly
    assert s.dmg[one(s, 1, "Vanguard Sergeant")] == 0       # the other battlefield
    assert s.dmg[one(s, 1, "Stalwart Poro")] == 0           # a base


def test_incinerate():
    """ogs-003-024: Action: a battlefield unit takes 2 damage."""
    words("ogs-003-024")
    s = rb(p0=dict(hand=["Incinerate"], runes=["fury"] * 2),
           p1=dict(field={1: ["Crackshot Corsair"]}, base=["Daring Poro"]), control={1: 1})
    foe = one(s, 1, "Crackshot Corsair")
    cast(s, "Incinerate", foe, [foe])
    assert s.dmg[foe] == 2 and s.loc[foe] == FIELD


def test_yi_meditative():
    """ogs-004-024: +4 Might while you have 8 or more runes."""
    words("ogs-004-024")
    s = rb(p0=dict(base=["Yi, Meditative"], runes=["calm"] * 7))
    c = one(s, 0, "Yi, Meditative")
    assert s.might(c) == 4
    s = rb(p0=dict(base=["Yi, Meditative"], runes=["calm"] * 7 + ["body!"]))
    assert s.might(one(s, 0, "Yi, Meditative")) == 8


def test_zephyr_sage():
    """ogs-005-024: Shield -- +1 Might while it defends."""
    words("ogs-005-024")
    s = rb(p0=dict(base=["Mountain Drake"]), p1=dict(field={0: ["Zephyr Sage"]}),
           control={0: 1})
    c = one(s, 1, "Zephyr Sage")
    assert s.might(c) == 6 and s.kw(c) & K_SHIELD
    move(s, one(s, 0, "Mountain Drake"), 0)
    assert s.role[c] == DEFENDER and s.might(c) == 7


def test_lux_illuminated():
    """ogs-006-024: each spell its player casts whose Energy cost is at least 5 makes it
    3 Might stronger until the turn ends."""
    words("ogs-006-024")
    s = rb(p0=dict(hand=["Incinerate", "Blast of Power"], runes=["order"] * 7 + ["fury"],
                   base=["Lux, Illuminated"]),
           p1=dict(field={1: ["Vanguard Sergeant", "Petty Officer"]}), control={1: 1})
    lux = one(s, 0, "Lux, Illuminated")
    play(s, 0, "Incinerate", one(s, 1, "Petty Officer"))
    resolve(s)
    assert s.might(lux) == 5                        # a 2-cost spell: nothing
    play(s, 0, "Blast of Power", one(s, 1, "Vanguard Sergeant"))
    resolve(s)
    assert s.might(lux) == 8
    end_turn(s)
    assert s.might(lux) == 5


def test_garen_rugged():
    """ogs-007-024: Assault 2 and Shield 2: two extra Might both as an attacker and as a
    defender."""
    words("ogs-007-024")
    attacks("Garen, Rugged", 5, 7, foe="Mountain Drake")
    s = rb(p0=dict(base=["Mountain Drake"]), p1=dict(field={0: ["Garen, Rugged"]}),
           control={0: 1})
    c = one(s, 1, "Garen, Rugged")
    move(s, one(s, 0, "Mountain Drake"), 0)
    assert s.role[c] == DEFENDER and s.might(c) == 7


def test_gentlemens_duel():
    """ogs-008-024: Action: one of yours grows by 3 Might until the turn ends, then it
    and an enemy unit hit each other, each for its own Might."""
    words("ogs-008-024")
    s = rb(p0=dict(hand=["Gentlemen's Duel"], runes=["body"] * 7, base=["Vanguard Sergeant"]),
           p1=dict(base=["Mountain Drake"]))
    mine, theirs = one(s, 0, "Vanguard Sergeant"), one(s, 1, "Mountain Drake")
    play(s, 0, "Gentlemen's Duel", mine, theirs)
    resolve(s)
    assert s.dmg[theirs] == 4 + 3 and s.loc[theirs] == BASE    # 7 of 10
    assert s.loc[mine] == TRASH                                # 10 damage to 7 Might


def test_yi_honed():
    """ogs-009-024: Ganking; it enters ready."""
    words("ogs-009-024")
    s = rb(p0=dict(hand=["Yi, Honed"], runes=["body"] * 8))
    c = play(s, 0, "Yi, Honed")
    resolve(s)
    assert s.loc[c] == BASE and s.exh[c] == 0 and s.kw(c) & K_GANKING
    s = rb(p0=dict(field={0: ["Yi, Honed"]}), control={0: 0})
    c = one(s, 0, "Yi, Honed")
    assert s.move_dests(c) == [-1, 1]


def test_annie_stubborn():
    """ogs-010-024: when played, a spell of your trash returns to your hand."""
    words("ogs-010-024")
    from_trash("Annie, Stubborn", ["chaos"] * 5, "Incinerate", "Vanguard Sergeant")


def test_flash():
    """ogs-011-024: Reaction: one or two of your units go back to your base."""
    words("ogs-011-024")
    s = rb(p0=dict(hand=["Flash"], runes=["chaos"] * 2,
                   field={0: ["Daring Poro", "Petty Officer", "Vanguard Sergeant"]}),
           p1=dict(field={1: ["Mountain Drake"]}), control={0: 0, 1: 1})
    a, b, c = (one(s, 0, n) for n in ("Daring Poro", "Petty Officer", "Vanguard Sergeant"))
    answer(s, one(s, 0, "Flash", (HAND,)))
    assert one(s, 1, "Mountain Drake") not in opt_ids(s) and NONE in opt_ids(s)
    go(s, a, b)
    resolve(s)
    assert s.loc[a] == BASE and s.loc[b] == BASE and s.at[c] == 0
    # one unit is enough ("up to")
    s = rb(p0=dict(hand=["Flash"], runes=["chaos"] * 2, field={0: ["Daring Poro"]}),
           control={0: 0})
    a = one(s, 0, "Daring Poro")
    go(s, one(s, 0, "Flash", (HAND,)), a)
    if kind(s) == "target":
        answer(s, NONE)
    pay(s)
    resolve(s)
    assert s.loc[a] == BASE


def test_blast_of_power():
    """ogs-012-024: Action: a battlefield unit dies."""
    words("ogs-012-024")
    s = rb(p0=dict(hand=["Blast of Power"], runes=["order"] * 7),
           p1=dict(field={1: ["Mountain Drake"]}, base=["Vanguard Sergeant"]), control={1: 1})
    foe = one(s, 1, "Mountain Drake")
    cast(s, "Blast of Power", foe, [foe])
    assert s.loc[foe] == TRASH


def test_garen_commander():
    """ogs-013-024: the other friendly units at its place have +1 Might."""
    words("ogs-013-024")
    s = rb(p0=dict(field={0: ["Garen, Commander", "Daring Poro"]}, base=["Petty Officer"]),
           p1=dict(field={0: ["Vanguard Sergeant"]}), control={0: 0})
    g = one(s, 0, "Garen, Commander")
    assert s.might(g) == 5
    assert s.might(one(s, 0, "Daring Poro")) == 3
    assert s.might(one(s, 0, "Petty Officer")) == 5           # elsewhere
    assert s.might(one(s, 1, "Vanguard Sergeant")) == 4       # an enemy


def test_lux_crownguard():
    """ogs-014-024: exhaust it (a Reaction): add 2 Energy that can only pay for spells."""
    words("ogs-014-024")
    s = rb(p0=dict(hand=["Incinerate", "Daring Poro"], base=["Lux, Crownguard"]),
           p1=dict(field={1: ["Crackshot Corsair"]}), control={1: 1})
    lux = one(s, 0, "Lux, Crownguard")
    inc, poro = one(s, 0, "Incinerate", (HAND,)), one(s, 0, "Daring Poro", (HAND,))
    assert inc not in opt_ids(s) and poro not in opt_ids(s)
    use(s, lux)
    assert s.exh[lux] == 1 and s.pool_spell[0] == 2 and not s.chain   # no chain item
    assert inc in opt_ids(s) and poro not in opt_ids(s)               # spells only
    play(s, 0, "Incinerate", one(s, 1, "Crackshot Corsair"))
    resolve(s)
    assert s.dmg[one(s, 1, "Crackshot Corsair")] == 2 and s.pool_spell[0] == 0
    # with no spell in hand there is nothing to add Energy for
    s = rb(p0=dict(base=["Lux, Crownguard"]))
    lux = one(s, 0, "Lux, Crownguard")
    assert ACT + lux * 4096 + lux * 8 not in opt_ids(s)


def test_recruit_the_vanguard():
    """ogs-015-024: Action: four 1-Might Recruit tokens, each to your base or a
    battlefield you control."""
    words("ogs-015-024")
    s = rb(p0=dict(hand=["Recruit the Vanguard"], runes=["order"] * 6,
                   field={0: ["Daring Poro"]}), control={0: 0})
    play(s, 0, "Recruit the Vanguard")
    resolve(s)
    for where in (0, NONE, 0, NONE):
        assert kind(s) == "token_place" and sorted(opt_ids(s)) == [0, NONE]
        answer(s, where)
    resolve(s)
    rec = ids(s, 0, "Recruit")
    assert len(rec) == 4
    assert sorted(s.at[r] for r in rec) == [-1, -1, 0, 0]


def test_vanguard_attendant():
    """ogs-016-024: it enters ready."""
    words("ogs-016-024")
    s = rb(p0=dict(hand=["Vanguard Attendant"], runes=["order"] * 7))
    c = play(s, 0, "Vanguard Attendant")
    resolve(s)
    assert s.loc[c] == BASE and s.exh[c] == 0


def test_dark_child_starter():
    """ogs-017-024: as its player's turn ends, two of their exhausted runes ready."""
    words("ogs-017-024")
    s = rb(p0=dict(runes=["fury!"] * 3), decks=("annie", "jinx"))
    assert s.T.name[s.legend[0][0]] == "Dark Child - Starter"
    answer(s, NONE)
    pass_all(s)
    assert s.turn == 1
    assert sum(1 for r in s.runes[0] if not s.exh[r]) == 2


def test_tibbers():
    """ogs-018-024: when played, 3 damage to every unit at a battlefield (yours too, not
    in a base)."""
    words("ogs-018-024")
    s = rb(p0=dict(hand=["Tibbers"], runes=["fury"] * 5 + ["chaos"] * 4,
                   field={0: ["Mountain Drake"]}, base=["Petty Officer"]),
           p1=dict(field={1: ["Vanguard Sergeant", "Daring Poro"]}, base=["Stalwart Poro"]),
           control={0: 0, 1: 1})
    c = play(s, 0, "Tibbers")
    resolve(s)
    assert s.dmg[one(s, 0, "Mountain Drake")] == 3
    assert s.dmg[one(s, 1, "Vanguard Sergeant")] == 3
    assert s.loc[one(s, 1, "Daring Poro", (TRASH,))] == TRASH
    assert s.dmg[one(s, 0, "Petty Officer")] == 0 and s.dmg[one(s, 1, "Stalwart Poro")] == 0
    assert s.dmg[c] == 0 and s.loc[c] == BASE


def test_wuju_bladesman_starter():
    """ogs-019-024: a friendly unit that defends alone has +2 Might."""
    words("ogs-019-024")
    s = rb(p0=dict(base=["Mountain Drake"]), p1=dict(field={0: ["Vanguard Sergeant"]}),
           decks=("jinx", "master-yi"), control={0: 1})
    dfn = one(s, 1, "Vanguard Sergeant")
    assert s.T.name[s.legend[1][0]] == "Wuju Bladesman - Starter"
    assert s.might(dfn) == 4
    move(s, one(s, 0, "Mountain Drake"), 0)
    assert s.might(dfn) == 6
    # two defenders: neither is alone
    s = rb(p0=dict(base=["Mountain Drake"]),
           p1=dict(field={0: ["Vanguard Sergeant", "Daring Poro"]}),
           decks=("jinx", "master-yi"), control={0: 1})
    move(s, one(s, 0, "Mountain Drake"), 0)
    assert s.might(one(s, 1, "Vanguard Sergeant")) == 4
    # its owner's unit attacking alone gets nothing, an enemy defending alone neither
    s = rb(p0=dict(base=["Vanguard Sergeant"]), p1=dict(field={0: ["Petty Officer"]}),
           decks=("master-yi", "jinx"), control={0: 1})
    move(s, one(s, 0, "Vanguard Sergeant"), 0)
    assert s.might(one(s, 0, "Vanguard Sergeant")) == 4
    assert s.might(one(s, 1, "Petty Officer")) == 5


def test_highlander():
    """ogs-020-024: Reaction: the next time a friendly unit would die this turn, it is
    healed, exhausted and recalled to its base instead."""
    words("ogs-020-024")
    s = rb(p0=dict(hand=["Highlander", "Final Spark"],
                   runes=["calm"] * 4 + ["mind"] * 8 + ["order"] * 8,
                   field={0: ["Vanguard Sergeant"]}),
           p1=dict(base=["Daring Poro"]), control={0: 0})
    c = one(s, 0, "Vanguard Sergeant")
    cast(s, "Highlander", c, [c])                   # a friendly unit
    play(s, 0, "Final Spark", c)
    resolve(s)
    assert s.loc[c] == BASE and c in s.base[0] and s.dmg[c] == 0 and s.exh[c] == 1
    # only the next time: a second death is a death
    add_hand(s, 0, "Final Spark")
    s.refresh_options()
    play(s, 0, "Final Spark", c)
    resolve(s)
    assert s.loc[c] == TRASH
    # this turn only: a unit saved on one turn dies on the next
    s = rb(p0=dict(hand=["Highlander"], runes=["calm"] * 4, field={0: ["Vanguard Sergeant"]}),
           p1=dict(hand=["Blast of Power"], runes=["order"] * 7), control={0: 0})
    c = one(s, 0, "Vanguard Sergeant")
    play(s, 0, "Highlander", c)
    resolve(s)
    end_turn(s)
    assert s.turn == 1
    play(s, 1, "Blast of Power", c)
    resolve(s)
    assert s.loc[c] == TRASH


def test_lady_of_luminosity_starter():
    """ogs-021-024: each spell its player casts whose Energy cost is at least 5 draws
    them a card."""
    words("ogs-021-024")
    s = rb(p0=dict(hand=["Incinerate", "Blast of Power"], runes=["order"] * 7 + ["fury"] * 2),
           p1=dict(field={1: ["Vanguard Sergeant", "Petty Officer"]}), control={1: 1},
           decks=("lux", "jinx"))
    assert s.T.name[s.legend[0][0]] == "Lady of Luminosity - Starter"
    play(s, 0, "Incinerate", one(s, 1, "Petty Officer"))
    resolve(s)
    assert len(s.hand[0]) == 1
    play(s, 0, "Blast of Power", one(s, 1, "Vanguard Sergeant"))
    resolve(s)
    assert len(s.hand[0]) == 1                      # played one, drew one


def test_final_spark():
    """ogs-022-024: Action: 8 damage to a unit (anywhere, a base too)."""
    words("ogs-022-024")
    s = rb(p0=dict(hand=["Final Spark"], runes=["mind"] * 8),
           p1=dict(base=["Mountain Drake"]))
    foe = one(s, 1, "Mountain Drake")
    play(s, 0, "Final Spark", foe)
    resolve(s)
    assert s.dmg[foe] == 8 and s.loc[foe] == BASE


@pytest.mark.parametrize("n", [3, 4])
def test_might_of_demacia_starter(n):
    """ogs-023-024: on a conquest by its player with 4 or more of their units at that
    battlefield, they draw two cards."""
    words("ogs-023-024")
    s = rb(p0=dict(base=["Recruit"] * n), decks=("garen", "jinx"))
    assert s.T.name[s.legend[0][0]] == "Might of Demacia - Starter"
    rec = ids(s, 0, "Recruit")
    answer(s, MOVE + rec[0])
    answer(s, 0)
    for r in rec[1:]:
        answer(s, r)
    answer(s, NONE)
    pass_all(s)
    assert s.ctrl[0] == 0 and len(ids(s, 0, "Recruit", (FIELD,))) == n
    assert len(s.hand[0]) == (2 if n >= 4 else 0)


def test_decisive_strike():
    """ogs-024-024: Action: every friendly unit gets +2 Might this turn."""
    words("ogs-024-024")
    all_friendly_plus("Decisive Strike", 2, ["order"] * 5)
