"""Riftbound card tests, part A: every starter card from OGN-001 to OGN-118, one test each.

Each test builds a position with scenario.stacked, plays or uses the card, and checks that
it does what the printed card does (described here in tcgsim's own words, never Riot's),
and that tcgsim can say in words what the card does (vocab.card_words). A unit without
abilities and a basic rune have no abilities record.

The scenarios use seed 0 with the Jinx (seat 0) and Viktor (seat 1) starter decks unless
said otherwise: battlefield 0 is The Grand Plaza and 1 Targon's Peak, neither of which
changes Might, damage or costs.
"""

from __future__ import annotations

from tcgsim.games.riftbound import vocab as V
from tcgsim.games.riftbound.scenario import answer as _answer
from tcgsim.games.riftbound.scenario import find, game, options, pass_all, stacked
from tcgsim.games.riftbound.state import BASE, DECK, FIELD, NONE
from tcgsim.games.riftbound.values import K_ASSAULT, K_GANKING, K_TEMPORARY

BOARD = (BASE, FIELD)


# ---- helpers ---------------------------------------------------------------------------------

def answer(s, choice) -> None:
    """scenario.answer; when runes of several domains leave several ways to pay, the
    first way."""
    _answer(s, choice)
    if s.decision_kind() == "pay":
        _answer(s, s.legal_actions()[0].id)


def words(cid: str, name: str) -> list[str]:
    """The card's abilities in tcgsim's words; they are not empty."""
    g = game()
    card = g.pool[cid]
    assert card.name == name
    lines = V.card_words(g.abilities[cid], card.type)
    assert lines and all(isinstance(x, str) and x.strip() for x in lines), cid
    return lines


def no_abilities(cid: str, name: str) -> None:
    """A vanilla unit or a basic rune: no abilities to word, none unsupported."""
    g = game()
    card = g.pool[cid]
    assert card.name == name
    assert cid not in g.abilities and card.text() == []


def vanilla(cid: str, name: str, domain: str, energy: int, might: int) -> None:
    """A unit without abilities: not playable with one rune too few; played for its
    Energy, it enters exhausted with its Might."""
    no_abilities(cid, name)
    card = game().pool[cid]
    assert (card.type, card.energy, card.power, card.might) == ("unit", energy, (), might)
    s = stacked(p0=dict(hand=[name], runes=[domain] * (energy - 1)))
    assert f"play {name}" not in options(s)
    s = stacked(p0=dict(hand=[name], runes=[domain] * energy))
    answer(s, f"play {name}")
    c = on_board(s, 0, name)
    assert s.might(c) == might and s.exh[c] and runes(s) == (energy, 0)


def basic_rune(cid: str, name: str, domain: str, spell: str, n: int, after, other: str):
    """A basic rune: n of them pay `spell` (Energy by exhausting, its Power of the rune's
    domain by recycling), leaving `after`; n runes of `other` domain cannot."""
    no_abilities(cid, name)
    card = game().pool[cid]
    assert card.type == "rune" and card.basic and card.domains == (domain,)
    for d in (domain, other):
        s = stacked(p0=dict(hand=[spell], runes=[d] * n),
                    p1=dict(field={0: ["Playful Phantom"]}), control={0: 1})
        if d == other:
            assert f"play {spell}" not in options(s)
            continue
        answer(s, f"play {spell}")
        answer(s, "Playful Phantom")
        assert runes(s) == after


def names(s, cards) -> list[str]:
    return [s.T.name[c] for c in cards]


def on_board(s, p: int, name: str) -> int:
    return find(s, p, name, BOARD)


def runes(s, p: int = 0) -> tuple[int, int]:
    """(runes on the board, of which ready)."""
    return len(s.runes[p]), sum(1 for r in s.runes[p] if not s.exh[r])


def attack(s, name: str, bf: int = 0) -> None:
    """Seat to move: its unit `name` moves (alone) to battlefield bf."""
    answer(s, f"move {name}")
    answer(s, bf)
    if s.decision_kind() == "move_also":
        answer(s, NONE)


def combat(attackers, defenders):
    """Seat 0's units `attackers` (in its base) attack battlefield 0 together, held by seat
    1's `defenders`; the state once the combat has begun."""
    s = stacked(p0=dict(base=attackers), p1=dict(field={0: defenders}), control={0: 1})
    answer(s, f"move {attackers[0]}")
    answer(s, 0)
    for other in attackers[1:]:
        answer(s, other)
    if s.decision_kind() == "move_also":
        answer(s, NONE)
    assert s.combat is not None
    return s


def end_turn_and_back(s) -> None:
    """The turn player ends the turn, the other player ends theirs (passing what they are
    asked), up to the first player's next Action Phase decision."""
    p = s.turn
    answer(s, "end the turn")
    for _ in range(20):
        k = s.decision_kind()
        if s.turn == p and k == "act":
            return
        if k in ("respond", "focus"):
            pass_all(s)
        elif k == "trigger_order":                 # simultaneous triggers: any order
            answer(s, s.legal_actions()[0].id)
        elif k == "act":
            answer(s, "end the turn")
        else:
            raise AssertionError(f"unexpected decision {k}: {options(s)}")
    raise AssertionError("the turn did not come back")


# ---- Fury --------------------------------------------------------------------------------------

def test_blazing_scorcher():
    """ogn-001-298: a 5-Might unit for 5 Energy; Accelerate: 1 more Energy and 1 Fury Power
    to enter ready."""
    assert words("ogn-001-298", "Blazing Scorcher")
    s = stacked(p0=dict(hand=["Blazing Scorcher"], runes=["fury"] * 5))
    answer(s, "play Blazing Scorcher")             # 5 runes: Accelerate is not offered
    c = on_board(s, 0, "Blazing Scorcher")
    assert s.exh[c] and s.might(c) == 5 and runes(s) == (5, 0)
    s = stacked(p0=dict(hand=["Blazing Scorcher"], runes=["fury"] * 7))
    answer(s, "play Blazing Scorcher")
    assert s.decision_kind() == "accelerate"
    answer(s, "yes")
    c = on_board(s, 0, "Blazing Scorcher")
    assert not s.exh[c] and s.might(c) == 5
    assert runes(s) == (6, 1)                      # 6 exhausted for Energy, 1 recycled
    s = stacked(p0=dict(hand=["Blazing Scorcher"], runes=["fury"] * 7))
    answer(s, "play Blazing Scorcher")
    answer(s, "no")
    assert s.exh[on_board(s, 0, "Blazing Scorcher")] and runes(s) == (7, 2)


def test_brazen_buccaneer():
    """ogn-002-298: a 5-Might unit for 6 Energy; you may discard a card as you play it to
    pay 2 less."""
    assert words("ogn-002-298", "Brazen Buccaneer")
    s = stacked(p0=dict(hand=["Brazen Buccaneer", "Mega-Mech"], runes=["fury"] * 6))
    answer(s, "play Brazen Buccaneer")
    answer(s, "yes")
    answer(s, "Mega-Mech")
    c = on_board(s, 0, "Brazen Buccaneer")
    assert s.might(c) == 5 and names(s, s.trash[0]) == ["Mega-Mech"] and runes(s) == (6, 2)
    s = stacked(p0=dict(hand=["Brazen Buccaneer", "Mega-Mech"], runes=["fury"] * 6))
    answer(s, "play Brazen Buccaneer")
    answer(s, "no")
    assert s.trash[0] == [] and runes(s) == (6, 0) and names(s, s.hand[0]) == ["Mega-Mech"]
    # with 4 runes it can be played only by discarding
    s = stacked(p0=dict(hand=["Brazen Buccaneer"], runes=["fury"] * 4))
    assert "play Brazen Buccaneer" not in options(s)
    s = stacked(p0=dict(hand=["Brazen Buccaneer", "Mega-Mech"], runes=["fury"] * 4))
    answer(s, "play Brazen Buccaneer")
    assert options(s) == ["yes"]
    answer(s, "yes")
    answer(s, "Mega-Mech")
    on_board(s, 0, "Brazen Buccaneer")
    assert runes(s) == (4, 0) and names(s, s.trash[0]) == ["Mega-Mech"]


def test_chemtech_enforcer():
    """ogn-003-298: 2 Might for 2 Energy, Assault 2; when played, its controller discards
    a card."""
    assert words("ogn-003-298", "Chemtech Enforcer")
    s = stacked(p0=dict(hand=["Chemtech Enforcer", "Mega-Mech", "Playful Phantom"],
                        runes=["fury"] * 2))
    answer(s, "play Chemtech Enforcer")
    pass_all(s)
    assert s.decision_kind() == "discard"
    answer(s, "Mega-Mech")
    assert names(s, s.trash[0]) == ["Mega-Mech"] and names(s, s.hand[0]) == ["Playful Phantom"]
    assert s.discarded[0] == 1 and runes(s) == (2, 0)
    s = combat(["Chemtech Enforcer"], ["Playful Phantom"])
    c = on_board(s, 0, "Chemtech Enforcer")
    assert s.might(c) == 4                         # +2 while attacking
    pass_all(s)
    assert s.might(c) == 2


def test_disintegrate():
    """ogn-005-298: Action, 4 Energy: 3 damage to one battlefield unit; if that is lethal,
    draw a card."""
    assert words("ogn-005-298", "Disintegrate")
    s = stacked(p0=dict(hand=["Disintegrate"], runes=["fury"] * 4, deck_top=["Mega-Mech"]),
                p1=dict(field={0: ["Stalwart Poro", "Playful Phantom"]},
                        base=["Pouty Poro"]), control={0: 1})
    answer(s, "play Disintegrate")
    assert sorted(options(s)) == ["Playful Phantom", "Stalwart Poro"]   # not the base
    answer(s, "Stalwart Poro")
    pass_all(s)
    assert names(s, s.trash[1]) == ["Stalwart Poro"]
    assert names(s, s.hand[0]) == ["Mega-Mech"] and runes(s) == (4, 0)
    s = stacked(p0=dict(hand=["Disintegrate"], runes=["fury"] * 4),
                p1=dict(field={0: ["Playful Phantom"]}), control={0: 1})
    answer(s, "play Disintegrate")
    answer(s, "Playful Phantom")
    pass_all(s)
    ph = on_board(s, 1, "Playful Phantom")
    assert s.dmg[ph] == 3 and s.hand[0] == []


def test_flame_chompers():
    """ogn-006-298: 3 Might for 3 Energy; discarded, its owner may spend 1 Fury Power to
    play it (from the trash)."""
    assert words("ogn-006-298", "Flame Chompers")

    def discard_chompers(rune_list):
        s = stacked(p0=dict(hand=["Chemtech Enforcer", "Flame Chompers"], runes=rune_list))
        answer(s, "play Chemtech Enforcer")
        pass_all(s)
        answer(s, "Flame Chompers")
        pass_all(s)
        return s

    s = discard_chompers(["fury"] * 3)
    while s.decision_kind() == "optional":
        answer(s, "yes")
    c = on_board(s, 0, "Flame Chompers")
    assert s.might(c) == 3 and s.trash[0] == []
    assert runes(s) == (2, 1)                      # 2 Energy for the Enforcer, 1 recycled
    s = discard_chompers(["fury"] * 3)
    answer(s, "no")
    assert names(s, s.trash[0]) == ["Flame Chompers"] and s.decision_kind() == "act"
    s = discard_chompers(["mind"] * 3)             # no Fury rune to recycle
    if s.decision_kind() == "optional":
        answer(s, "yes")
    assert names(s, s.trash[0]) == ["Flame Chompers"] and s.decision_kind() == "act"


def test_fury_rune():
    """ogn-007-298: a basic Fury rune: exhausted for 1 Energy, recycled for 1 Fury Power."""
    basic_rune("ogn-007-298", "Fury Rune", "fury", "Void Seeker", 3, (2, 0), "calm")


def test_get_excited():
    """ogn-008-298: Action: its caster discards, and the discarded card's Energy cost (its
    Power does not count) is dealt as damage to one battlefield unit."""
    assert words("ogn-008-298", "Get Excited!")
    s = stacked(p0=dict(hand=["Get Excited!", "Void Seeker"], runes=["fury"] * 2),
                p1=dict(field={0: ["Mega-Mech"]}, base=["Stalwart Poro"]), control={0: 1})
    answer(s, "play Get Excited!")
    assert options(s) == ["Mega-Mech"]            # at a battlefield only
    answer(s, "Mega-Mech")
    pass_all(s)
    answer(s, "Void Seeker")                       # 3 Energy and 1 Power
    m = on_board(s, 1, "Mega-Mech")
    assert s.dmg[m] == 3 and names(s, s.trash[0]) == ["Void Seeker", "Get Excited!"]
    assert s.discarded[0] == 1


def test_magma_wurm():
    """ogn-011-298: 8 Might for 8 Energy and 1 Fury Power; its controller's units, except
    itself, come onto the board ready."""
    assert words("ogn-011-298", "Magma Wurm")
    s = stacked(p0=dict(hand=["Magma Wurm", "Playful Phantom"], runes=["fury"] * 13))
    answer(s, "play Magma Wurm")
    w = on_board(s, 0, "Magma Wurm")
    assert s.exh[w] and s.might(w) == 8            # itself: exhausted
    answer(s, "play Playful Phantom")
    assert not s.exh[on_board(s, 0, "Playful Phantom")]
    s = stacked(p0=dict(hand=["Playful Phantom"], runes=["fury"] * 5))
    answer(s, "play Playful Phantom")              # without the Wurm: exhausted
    assert s.exh[on_board(s, 0, "Playful Phantom")]


def test_pouty_poro():
    """ogn-013-298: 2 Might for 2 Energy; Deflect: an opponent's spell or ability that
    chooses it costs 1 Power of any domain more."""
    assert words("ogn-013-298", "Pouty Poro")
    # Charm costs 1 Energy and 1 Calm Power: with one rune, the Poro cannot be chosen
    s = stacked(p0=dict(hand=["Charm"], runes=["calm"]),
                p1=dict(field={0: ["Pouty Poro", "Playful Phantom"]}), control={0: 1})
    answer(s, "play Charm")
    assert options(s) == ["Playful Phantom"]
    s = stacked(p0=dict(hand=["Charm"], runes=["calm"] * 2),
                p1=dict(field={0: ["Pouty Poro", "Playful Phantom"]}), control={0: 1})
    answer(s, "play Charm")
    assert options(s) == ["Pouty Poro", "Playful Phantom"]
    answer(s, "Pouty Poro")
    assert runes(s) == (0, 0)                      # both runes recycled
    # its own player's spell pays nothing more
    s = stacked(p0=dict(hand=["Discipline"], runes=["calm"] * 2, base=["Pouty Poro"]))
    answer(s, "play Discipline")
    answer(s, "Pouty Poro")
    assert runes(s) == (2, 0)
    poro = on_board(s, 0, "Pouty Poro")
    pass_all(s)
    assert s.might(poro) == 4
    # an opponent's ability pays the extra Power too (Orb of Regret costs nothing else)
    s = stacked(p0=dict(base=["Orb of Regret"]), p1=dict(base=["Pouty Poro", "Playful Phantom"]))
    answer(s, "use Orb of Regret")
    assert options(s) == ["Playful Phantom"]      # no rune: the Poro cannot be chosen
    s = stacked(p0=dict(base=["Orb of Regret"], runes=["calm"]),
                p1=dict(base=["Pouty Poro", "Playful Phantom"]))
    answer(s, "use Orb of Regret")
    answer(s, "Pouty Poro")
    pass_all(s)
    assert runes(s) == (0, 0) and s.might(on_board(s, 1, "Pouty Poro")) == 1


def test_raging_soul():
    """ogn-019-298: 4 Might for 4 Energy; in a turn in which its controller has discarded,
    it has Assault and Ganking."""
    assert words("ogn-019-298", "Raging Soul")
    s = stacked(p0=dict(field={0: ["Raging Soul"]}, hand=["Chemtech Enforcer", "Mega-Mech"],
                        runes=["fury"] * 2),
                p1=dict(field={1: ["Stalwart Poro"]}), control={0: 0, 1: 1})
    rs = on_board(s, 0, "Raging Soul")
    assert not s.kw(rs) & (K_ASSAULT | K_GANKING) and s.move_dests(rs) == [-1]
    answer(s, "play Chemtech Enforcer")
    answer(s, "to the base")
    pass_all(s)
    answer(s, "Mega-Mech")
    assert s.kw(rs) & K_ASSAULT and s.kw(rs) & K_GANKING
    assert s.move_dests(rs) == [-1, 1]             # battlefield to battlefield
    attack(s, "Raging Soul", 1)
    assert s.might(rs) == 5
    pass_all(s)
    assert on_board(s, 0, "Raging Soul") == rs and s.at[rs] == 1
    assert names(s, s.trash[1]) == ["Stalwart Poro"] and s.ctrl[1] == 0


def test_void_seeker():
    """ogn-024-298: Action: 4 damage to one battlefield unit, and its caster draws."""
    assert words("ogn-024-298", "Void Seeker")
    s = stacked(p0=dict(hand=["Void Seeker"], runes=["fury"] * 4, deck_top=["Mega-Mech"]),
                p1=dict(field={0: ["Playful Phantom"]}, base=["Stalwart Poro"]), control={0: 1})
    answer(s, "play Void Seeker")
    assert options(s) == ["Playful Phantom"]
    answer(s, "Playful Phantom")
    pass_all(s)
    assert s.dmg[on_board(s, 1, "Playful Phantom")] == 4
    assert names(s, s.hand[0]) == ["Mega-Mech"] and runes(s) == (3, 1)
    # an Action: playable in a showdown (a spell without Action or Reaction is not)
    s = stacked(p0=dict(hand=["Void Seeker", "Charm"], runes=["fury"] * 4 + ["calm"],
                        base=["Mega-Mech"]),
                p1=dict(field={0: ["Playful Phantom"]}), control={0: 1})
    attack(s, "Mega-Mech")
    assert s.decision_kind() == "focus"
    assert "play Void Seeker" in options(s) and "play Charm" not in options(s)


def test_jinx_demolitionist():
    """ogn-030-298: champion, 4 Might for 3 Energy and 1 Fury Power; Accelerate; Assault 2;
    when played, discard 2 cards."""
    assert words("ogn-030-298", "Jinx, Demolitionist")
    s = stacked(p0=dict(hand=["Mega-Mech", "Playful Phantom", "Stalwart Poro"],
                        runes=["fury"] * 5),
                p1=dict(field={0: ["Pouty Poro"]}), control={0: 1})
    answer(s, "play Jinx, Demolitionist")          # from the Champion Zone
    answer(s, "yes")                               # Accelerate: 4 Energy, 2 Fury Power
    assert runes(s) == (3, 1)
    pass_all(s)
    answer(s, "Mega-Mech")
    answer(s, "Playful Phantom")
    assert names(s, s.hand[0]) == ["Stalwart Poro"] and len(s.trash[0]) == 2
    j = on_board(s, 0, "Jinx, Demolitionist")
    assert not s.exh[j] and s.might(j) == 4
    attack(s, "Jinx, Demolitionist")
    assert s.might(j) == 6
    pass_all(s)
    assert names(s, s.trash[1]) == ["Pouty Poro"]


def test_vi_destructive():
    """ogn-036-298: champion, 3 Might; Ganking; recycle a card from the trash: +1 Might
    this turn."""
    assert words("ogn-036-298", "Vi, Destructive")
    s = stacked(p0=dict(field={0: ["Vi, Destructive"]},
                        trash=["Mega-Mech", "Playful Phantom"]), control={0: 0})
    vi = on_board(s, 0, "Vi, Destructive")
    assert s.kw(vi) & K_GANKING and s.move_dests(vi) == [-1, 1]
    answer(s, "use Vi, Destructive")
    answer(s, "Mega-Mech")
    pass_all(s)
    assert s.might(vi) == 4 and s.deck[0][0] == find(s, 0, "Mega-Mech", (DECK,))
    answer(s, "use Vi, Destructive")
    answer(s, "Playful Phantom")
    pass_all(s)
    assert s.might(vi) == 5 and s.trash[0] == []
    assert "use Vi, Destructive's ability 1" not in options(s)   # nothing left to recycle
    end_turn_and_back(s)
    assert s.might(vi) == 3


# ---- Calm --------------------------------------------------------------------------------------

def test_calm_rune():
    """ogn-042-298: a basic Calm rune: exhausted for 1 Energy, recycled for 1 Calm Power."""
    basic_rune("ogn-042-298", "Calm Rune", "calm", "Charm", 1, (0, 0), "fury")


def test_charm():
    """ogn-043-298: 1 Energy and 1 Calm Power: relocate a unit of the opponent."""
    assert words("ogn-043-298", "Charm")
    s = stacked(p0=dict(hand=["Charm"], runes=["calm"], base=["Stalwart Poro"]),
                p1=dict(field={0: ["Playful Phantom"]}), control={0: 1})
    answer(s, "play Charm")
    assert options(s) == ["Playful Phantom"]      # enemies only
    answer(s, "Playful Phantom")
    pass_all(s)
    answer(s, "base")
    ph = on_board(s, 1, "Playful Phantom")
    assert s.loc[ph] == BASE and ph in s.base[1]


def test_en_garde():
    """ogn-046-298: Reaction: one of your units gains 1 Might until the turn ends, 2 when no
    other unit of yours shares its place."""
    assert words("ogn-046-298", "En Garde")
    s = stacked(p0=dict(hand=["En Garde"], runes=["calm"], field={0: ["Playful Phantom"]},
                        base=["Stalwart Poro"]), control={0: 0})
    answer(s, "play En Garde")
    answer(s, "Playful Phantom")
    pass_all(s)
    assert s.might(on_board(s, 0, "Playful Phantom")) == 7
    s = stacked(p0=dict(hand=["En Garde"], runes=["calm"],
                        field={0: ["Playful Phantom", "Stalwart Poro"]}), control={0: 0})
    answer(s, "play En Garde")
    answer(s, "Playful Phantom")
    pass_all(s)
    assert s.might(on_board(s, 0, "Playful Phantom")) == 6
    end_turn_and_back(s)
    assert s.might(on_board(s, 0, "Playful Phantom")) == 5


def test_meditation():
    """ogn-048-298: Reaction, 2 Energy: exhausting one of your units as an optional cost, to
    draw 2 cards; otherwise draw 1."""
    assert words("ogn-048-298", "Meditation")
    s = stacked(p0=dict(hand=["Meditation"], runes=["calm"] * 2, base=["Stalwart Poro"]))
    answer(s, "play Meditation")
    answer(s, "yes")
    answer(s, "Stalwart Poro")
    pass_all(s)
    assert s.exh[on_board(s, 0, "Stalwart Poro")] and len(s.hand[0]) == 2
    s = stacked(p0=dict(hand=["Meditation"], runes=["calm"] * 2, base=["Stalwart Poro"]))
    answer(s, "play Meditation")
    answer(s, "no")
    pass_all(s)
    assert not s.exh[on_board(s, 0, "Stalwart Poro")] and len(s.hand[0]) == 1
    s = stacked(p0=dict(hand=["Meditation"], runes=["calm"] * 2,
                        base=[("Stalwart Poro", {"ready": False})]))
    answer(s, "play Meditation")                   # no ready unit: nothing to ask
    pass_all(s)
    assert len(s.hand[0]) == 1


def test_playful_phantom():
    """ogn-049-298: a unit without abilities, 5 Might for 5 Energy."""
    vanilla("ogn-049-298", "Playful Phantom", "calm", 5, 5)


def test_stalwart_poro():
    """ogn-052-298: 2 Might for 2 Energy; Shield: one more Might as a defender."""
    assert words("ogn-052-298", "Stalwart Poro")
    s = combat(["Pouty Poro"], ["Stalwart Poro"])
    sp = on_board(s, 1, "Stalwart Poro")
    assert s.might(sp) == 3
    pass_all(s)
    assert names(s, s.trash[0]) == ["Pouty Poro"] and s.loc[sp] == FIELD
    assert s.might(sp) == 2
    s = combat(["Stalwart Poro"], ["Pouty Poro"])
    assert s.might(on_board(s, 0, "Stalwart Poro")) == 2       # attacking: no Shield


def test_stand_united():
    """ogn-053-298: Hidden, Action, 3 Energy: one of your units gets a buff, and until the
    turn ends each buff on your units is worth 1 more Might."""
    assert words("ogn-053-298", "Stand United")
    s = stacked(p0=dict(hand=["Stand United"], runes=["calm"] * 3,
                        base=["Playful Phantom", ("Stalwart Poro", {"buff": True})]),
                p1=dict(base=[("Pouty Poro", {"buff": True})]))
    ph, sp = on_board(s, 0, "Playful Phantom"), on_board(s, 0, "Stalwart Poro")
    pp = on_board(s, 1, "Pouty Poro")
    assert s.might(sp) == 3 and s.might(pp) == 3
    answer(s, "play Stand United")
    assert options(s) == ["Playful Phantom", "Stalwart Poro"]
    answer(s, "Playful Phantom")
    pass_all(s)
    assert s.buff[ph] and s.might(ph) == 7 and s.might(sp) == 4
    assert s.might(pp) == 3                        # not the enemy's buffs
    end_turn_and_back(s)
    assert s.might(ph) == 6 and s.might(sp) == 3
    # Hidden: hide it for 1 Power; on a later turn it is played from facedown for free
    s = stacked(p0=dict(hand=["Stand United"], runes=["calm"],
                        field={0: ["Playful Phantom"]}), control={0: 0})
    answer(s, "hide Stand United")
    assert runes(s) == (0, 0) and s.facedown[0] >= 0
    assert "play Stand United" not in options(s)   # not this turn
    end_turn_and_back(s)
    before = runes(s)
    answer(s, "play Stand United")
    answer(s, "Playful Phantom")
    pass_all(s)
    assert runes(s) == before and s.might(on_board(s, 0, "Playful Phantom")) == 7


def test_wielder_of_water():
    """ogn-055-298: 2 Might for 3 Energy; 2 more as the only attacker or only defender."""
    assert words("ogn-055-298", "Wielder of Water")
    s = stacked(p0=dict(base=["Wielder of Water"]))
    assert s.might(on_board(s, 0, "Wielder of Water")) == 2
    s = combat(["Wielder of Water"], ["Playful Phantom"])
    assert s.might(on_board(s, 0, "Wielder of Water")) == 4
    s = combat(["Wielder of Water", "Stalwart Poro"], ["Playful Phantom"])
    w = on_board(s, 0, "Wielder of Water")
    assert s.role[w] and s.might(w) == 2           # not alone
    s = combat(["Mega-Mech"], ["Wielder of Water"])
    assert s.might(on_board(s, 1, "Wielder of Water")) == 4    # defending alone


def test_discipline():
    """ogn-058-298: Reaction, 2 Energy: +2 Might this turn to any unit; its caster draws."""
    assert words("ogn-058-298", "Discipline")
    s = stacked(p0=dict(hand=["Discipline"], runes=["calm"] * 2, deck_top=["Mega-Mech"]),
                p1=dict(base=["Stalwart Poro"]))
    answer(s, "play Discipline")
    answer(s, "Stalwart Poro")                     # any unit, an enemy too
    pass_all(s)
    sp = on_board(s, 1, "Stalwart Poro")
    assert s.might(sp) == 4 and names(s, s.hand[0]) == ["Mega-Mech"]
    end_turn_and_back(s)
    assert s.might(sp) == 2


def test_mask_of_foresight():
    """ogn-060-298: gear, 2 Energy: a unit of its controller that is the lone attacker or
    the lone defender gets +1 Might this turn."""
    assert words("ogn-060-298", "Mask of Foresight")
    s = stacked(p0=dict(hand=["Mask of Foresight"], runes=["calm"] * 2,
                        base=["Playful Phantom"]),
                p1=dict(field={0: ["Mega-Mech"]}), control={0: 1})
    answer(s, "play Mask of Foresight")
    on_board(s, 0, "Mask of Foresight")
    assert runes(s) == (2, 0)
    ph = on_board(s, 0, "Playful Phantom")
    attack(s, "Playful Phantom")
    pass_all(s)                                    # the trigger resolves, then the combat
    assert names(s, s.trash[0]) == ["Playful Phantom"]
    assert any(e[0] == "might" and e[2] == ph and e[3] == 1 for e in s.log)
    s = stacked(p0=dict(base=["Mask of Foresight", "Playful Phantom", "Stalwart Poro"]),
                p1=dict(field={0: ["Mega-Mech"]}), control={0: 1})
    answer(s, "move Playful Phantom")
    answer(s, 0)
    answer(s, "Stalwart Poro")
    answer(s, NONE)
    assert s.chain == []                           # two attackers: no trigger
    # defending alone
    s = stacked(p0=dict(base=["Mega-Mech"]),
                p1=dict(base=["Mask of Foresight"], field={0: ["Playful Phantom"]}),
                control={0: 1})
    ph = on_board(s, 1, "Playful Phantom")
    attack(s, "Mega-Mech")
    assert len(s.chain) == 1
    answer(s, "pass")
    answer(s, "pass")
    assert s.might(ph) == 6


def test_wizened_elder():
    """ogn-065-298: 4 Might for 4 Energy; while buffed it has 1 more Might (6 in all)."""
    assert words("ogn-065-298", "Wizened Elder")
    s = stacked(p0=dict(base=["Wizened Elder", ("Wizened Elder", {"buff": True})]))
    a, b = sorted(s.base[0])
    assert sorted([s.might(a), s.might(b)]) == [4, 6]


# ---- Mind --------------------------------------------------------------------------------------

def test_consult_the_past():
    """ogn-083-298: Hidden, Reaction, 4 Energy: draw 2 cards."""
    assert words("ogn-083-298", "Consult the Past")
    s = stacked(p0=dict(hand=["Consult the Past"], runes=["mind"] * 4))
    answer(s, "play Consult the Past")
    pass_all(s)
    assert len(s.hand[0]) == 2 and runes(s) == (4, 0)
    # a Reaction: played while an opponent's spell waits on the chain
    s = stacked(p0=dict(hand=["Consult the Past"], runes=["mind"] * 4),
                p1=dict(hand=["Discipline"], runes=["calm"] * 2, base=["Stalwart Poro"]),
                turn=1)
    answer(s, "play Discipline")
    answer(s, "Stalwart Poro")
    answer(s, "pass")
    answer(s, "play Consult the Past")
    assert len(s.chain) == 2
    pass_all(s)
    assert len(s.hand[0]) == 2
    # Hidden: hidden for 1 Power, played a turn later for no Energy
    s = stacked(p0=dict(hand=["Consult the Past"], runes=["mind"],
                        field={0: ["Playful Phantom"]}), control={0: 0},
                decks=("viktor", "jinx"))
    answer(s, "hide Consult the Past")
    assert runes(s) == (0, 0)
    end_turn_and_back(s)
    hand, before = len(s.hand[0]), runes(s)
    answer(s, "play Consult the Past")
    pass_all(s)
    assert len(s.hand[0]) == hand + 2 and runes(s) == before


def test_eager_apprentice():
    """ogn-084-298: 3 Might for 3 Energy; while it is at a battlefield, spells its
    controller plays cost 1 Energy less, but not below 1."""
    assert words("ogn-084-298", "Eager Apprentice")

    def cast(spell, where):
        spec = dict(hand=[spell], runes=["fury"] * 5)
        spec["field" if where == "bf" else "base"] = (
            {0: ["Eager Apprentice"]} if where == "bf" else ["Eager Apprentice"])
        s = stacked(p0=spec, p1=dict(field={1: ["Mega-Mech"]}), control={0: 0, 1: 1})
        answer(s, f"play {spell}")
        answer(s, "Mega-Mech")
        return runes(s)

    assert cast("Void Seeker", "bf") == (4, 3)     # 2 Energy and 1 Power, not 3 and 1
    assert cast("Void Seeker", "base") == (4, 2)
    assert cast("Disintegrate", "bf") == (5, 2)
    assert cast("Stupefy", "bf") == (5, 4)         # 1 Energy stays 1


def test_falling_comet():
    """ogn-085-298: Action, 5 Energy: 6 damage to one battlefield unit."""
    assert words("ogn-085-298", "Falling Comet")
    s = stacked(p0=dict(hand=["Falling Comet"], runes=["mind"] * 5),
                p1=dict(field={0: ["Mega-Mech"]}, base=["Playful Phantom"]), control={0: 1})
    answer(s, "play Falling Comet")
    assert options(s) == ["Mega-Mech"]
    answer(s, "Mega-Mech")
    pass_all(s)
    assert s.dmg[on_board(s, 1, "Mega-Mech")] == 6 and runes(s) == (5, 0)
    s = stacked(p0=dict(hand=["Falling Comet"], runes=["mind"] * 5),
                p1=dict(field={0: ["Playful Phantom"]}), control={0: 1})
    answer(s, "play Falling Comet")
    answer(s, "Playful Phantom")
    pass_all(s)
    assert names(s, s.trash[1]) == ["Playful Phantom"]


def test_jeweled_colossus():
    """ogn-086-298: 5 Might for 5 Energy; Vision: on entering, its controller sees their
    deck's top card and may put it at the bottom; Shield."""
    assert words("ogn-086-298", "Jeweled Colossus")
    for recycle in (True, False):
        s = stacked(p0=dict(hand=["Jeweled Colossus"], runes=["mind"] * 5,
                            deck_top=["Mega-Mech"]))
        top = s.deck[0][-1]
        answer(s, "play Jeweled Colossus")
        pass_all(s)
        assert s.decision_kind() == "vision"
        answer(s, "recycle it" if recycle else "keep it on top")
        assert (s.deck[0][0] == top) is recycle and (s.deck[0][-1] == top) is not recycle
        assert s.might(on_board(s, 0, "Jeweled Colossus")) == 5
    s = combat(["Mega-Mech"], ["Jeweled Colossus"])
    assert s.might(on_board(s, 1, "Jeweled Colossus")) == 6


def test_lecturing_yordle():
    """ogn-087-298: 2 Might for 3 Energy; Tank: in combat it is dealt lethal damage before
    the others; on entering, its controller draws."""
    assert words("ogn-087-298", "Lecturing Yordle")
    s = stacked(p0=dict(hand=["Lecturing Yordle"], runes=["mind"] * 3,
                        deck_top=["Mega-Mech"]))
    answer(s, "play Lecturing Yordle")
    pass_all(s)
    assert names(s, s.hand[0]) == ["Mega-Mech"]
    assert s.might(on_board(s, 0, "Lecturing Yordle")) == 2
    # 2 damage from the attacker: all of it to the Tank, none left for the other
    s = stacked(p0=dict(base=["Stalwart Poro"]),
                p1=dict(field={0: ["Playful Phantom", "Lecturing Yordle"]}), control={0: 1})
    attack(s, "Stalwart Poro")
    pass_all(s)
    assert s.decision_kind() == "act"              # no choice to make
    assert names(s, s.trash[1]) == ["Lecturing Yordle"]
    on_board(s, 1, "Playful Phantom")


def test_mega_mech():
    """ogn-088-298: a unit without abilities, 8 Might for 7 Energy."""
    vanilla("ogn-088-298", "Mega-Mech", "mind", 7, 8)


def test_mind_rune():
    """ogn-089-298: a basic Mind rune: exhausted for 1 Energy, recycled for 1 Mind Power."""
    basic_rune("ogn-089-298", "Mind Rune", "mind", "Smoke Screen", 2, (1, 0), "calm")


def test_orb_of_regret():
    """ogn-090-298: gear, 1 Energy; exhaust it: a unit gets -1 Might this turn, but not
    below 1."""
    assert words("ogn-090-298", "Orb of Regret")
    s = stacked(p0=dict(hand=["Orb of Regret"], runes=["mind"]),
                p1=dict(base=["Playful Phantom", "Stalwart Poro"]))
    answer(s, "play Orb of Regret")
    orb = on_board(s, 0, "Orb of Regret")
    assert not s.exh[orb] and runes(s) == (1, 0)
    answer(s, "use Orb of Regret")
    answer(s, "Playful Phantom")
    pass_all(s)
    ph = on_board(s, 1, "Playful Phantom")
    assert s.exh[orb] and s.might(ph) == 4
    assert not any("Orb of Regret" in x for x in options(s))
    end_turn_and_back(s)
    assert s.might(ph) == 5 and not s.exh[orb]
    s = stacked(p0=dict(base=["Orb of Regret"]), p1=dict(base=["Recruit"]))
    answer(s, "use Orb of Regret")
    pass_all(s)
    assert s.might(on_board(s, 1, "Recruit")) == 1


def test_smoke_screen():
    """ogn-093-298: Reaction, 2 Energy and 1 Mind Power: a unit gets -4 Might this turn,
    but not below 1."""
    assert words("ogn-093-298", "Smoke Screen")
    for unit, after in (("Mega-Mech", 4), ("Playful Phantom", 1)):
        s = stacked(p0=dict(hand=["Smoke Screen"], runes=["mind"] * 2),
                    p1=dict(base=[unit]))
        answer(s, "play Smoke Screen")
        answer(s, unit)
        pass_all(s)
        assert s.might(on_board(s, 1, unit)) == after
    # a Reaction: cast in a combat, after the attack
    s = stacked(p0=dict(base=["Stalwart Poro"]),
                p1=dict(hand=["Smoke Screen"], runes=["mind"] * 2,
                        field={0: ["Playful Phantom"]}), control={0: 1})
    attack(s, "Stalwart Poro")
    answer(s, "pass")
    answer(s, "play Smoke Screen")
    answer(s, "Playful Phantom")
    pass_all(s)
    assert sorted(names(s, s.trash[1])) == ["Playful Phantom", "Smoke Screen"]


def test_sprite_call():
    """ogn-094-298: Hidden, Action, 3 Energy: makes a Sprite token (3 Might, ready,
    Temporary: killed as its controller's next Beginning Phase begins, ahead of scoring)."""
    assert words("ogn-094-298", "Sprite Call")
    s = stacked(p0=dict(hand=["Sprite Call"], runes=["mind"] * 3,
                        field={0: ["Stalwart Poro"]}), control={0: 0})
    answer(s, "play Sprite Call")
    pass_all(s)
    assert s.decision_kind() == "token_place"
    answer(s, 1 - 1)                               # at battlefield 0
    sp = on_board(s, 0, "Sprite")
    assert not s.exh[sp] and s.might(sp) == 3 and s.kw(sp) & K_TEMPORARY and s.at[sp] == 0
    # alone at a battlefield: it dies before the hold is scored
    s = stacked(p0=dict(hand=["Sprite Call"], runes=["mind"] * 3,
                        field={0: ["Stalwart Poro"]}), control={0: 0})
    answer(s, "play Sprite Call")
    pass_all(s)
    answer(s, 0)
    sp = on_board(s, 0, "Sprite")
    answer(s, "move Stalwart Poro")
    answer(s, NONE)                                # back to the base: the Sprite holds alone
    assert s.ctrl[0] == 0 and s.units[0] == [sp]
    end_turn_and_back(s)
    assert s.loc[sp] not in BOARD and s.points[0] == 0 and s.ctrl[0] == -1


def test_stupefy():
    """ogn-095-298: Reaction, 1 Energy: a unit gets -1 Might this turn (not below 1); draw
    a card."""
    assert words("ogn-095-298", "Stupefy")
    s = stacked(p0=dict(hand=["Stupefy"], runes=["mind"], deck_top=["Mega-Mech"]),
                p1=dict(base=["Playful Phantom"]))
    answer(s, "play Stupefy")
    answer(s, "Playful Phantom")
    pass_all(s)
    assert s.might(on_board(s, 1, "Playful Phantom")) == 4
    assert names(s, s.hand[0]) == ["Mega-Mech"] and runes(s) == (1, 0)
    s = stacked(p0=dict(hand=["Stupefy"], runes=["mind"]), p1=dict(base=["Recruit"]))
    answer(s, "play Stupefy")
    answer(s, "Recruit")
    pass_all(s)
    assert s.might(on_board(s, 1, "Recruit")) == 1


def test_mushroom_pouch():
    """ogn-101-298: gear, 2 Energy; as its controller's Beginning Phase starts, one more card
    for them if one of their cards lies hidden (facedown) on a battlefield."""
    assert words("ogn-101-298", "Mushroom Pouch")
    got = []
    for facedown in (True, False):
        spec = dict(base=["Mushroom Pouch"], field={0: ["Playful Phantom"]},
                    hand=["Mega-Mech", "Playful Phantom", "Stalwart Poro"])
        if facedown:
            spec["facedown"] = {0: "Consult the Past"}
        s = stacked(p0=spec, control={0: 0}, decks=("viktor", "jinx"))
        before = len(s.hand[0])
        end_turn_and_back(s)
        got.append(len(s.hand[0]) - before)
    assert got == [2, 1]                           # the Draw Phase's card, and the Pouch's


def test_ravenbloom_student():
    """ogn-103-298: 2 Might for 2 Energy; when its controller plays a spell, it gets +1
    Might this turn."""
    assert words("ogn-103-298", "Ravenbloom Student")
    s = stacked(p0=dict(base=["Ravenbloom Student"], hand=["Stupefy", "Discipline"],
                        runes=["mind"] * 3),
                p1=dict(base=["Mega-Mech"]))
    rs = on_board(s, 0, "Ravenbloom Student")
    answer(s, "play Stupefy")
    answer(s, "Mega-Mech")
    pass_all(s)
    assert s.might(rs) == 3
    answer(s, "play Discipline")
    answer(s, "Mega-Mech")
    pass_all(s)
    assert s.might(rs) == 4
    end_turn_and_back(s)
    assert s.might(rs) == 2


def test_singularity():
    """ogn-105-298: 6 Energy and 2 Mind Power: 6 damage to one or two units, anywhere."""
    assert words("ogn-105-298", "Singularity")
    s = stacked(p0=dict(hand=["Singularity"], runes=["mind"] * 6),
                p1=dict(field={0: ["Mega-Mech"]}, base=["Playful Phantom", "Stalwart Poro"]),
                control={0: 1})
    answer(s, "play Singularity")
    answer(s, "Mega-Mech")
    answer(s, "Playful Phantom")                   # a unit in a base too
    pass_all(s)
    assert names(s, s.trash[1]) == ["Playful Phantom"]
    assert s.dmg[on_board(s, 1, "Mega-Mech")] == 6
    assert s.dmg[on_board(s, 1, "Stalwart Poro")] == 0 and runes(s) == (4, 0)
    s = stacked(p0=dict(hand=["Singularity"], runes=["mind"] * 6),
                p1=dict(base=["Playful Phantom", "Stalwart Poro"]))
    answer(s, "play Singularity")
    answer(s, "Stalwart Poro")
    answer(s, NONE)                                # one unit is enough
    pass_all(s)
    assert names(s, s.trash[1]) == ["Stalwart Poro"]


def test_heimerdinger_inventor():
    """ogn-111-298: champion, 3 Might; it has every exhaust ability of its controller's
    legend, units and gear (it pays by exhausting itself)."""
    assert words("ogn-111-298", "Heimerdinger, Inventor")
    s = stacked(p0=dict(base=["Heimerdinger, Inventor", ("Orb of Regret", {"ready": False})],
                        runes=["mind"]),
                p1=dict(base=["Playful Phantom"]), decks=("viktor", "jinx"))
    h, orb = on_board(s, 0, "Heimerdinger, Inventor"), on_board(s, 0, "Orb of Regret")
    assert s.exh[orb]                              # the Orb itself is spent
    opts = options(s)
    assert "use Orb of Regret's ability 1 (through Heimerdinger, Inventor)" in opts
    assert "use Herald of the Arcane's ability 1 (through Heimerdinger, Inventor)" in opts
    answer(s, "use Orb of Regret's ability 1 (through")
    answer(s, "Playful Phantom")
    pass_all(s)
    assert s.exh[h] and s.might(on_board(s, 1, "Playful Phantom")) == 4
    assert not any("through" in x for x in options(s))
    # the legend's: 1 Energy, exhausting Heimerdinger and not the legend
    s = stacked(p0=dict(base=["Heimerdinger, Inventor"], runes=["mind"]),
                decks=("viktor", "jinx"))
    h = on_board(s, 0, "Heimerdinger, Inventor")
    answer(s, "use Herald of the Arcane's ability 1 (through")
    pass_all(s)
    if s.decision_kind() == "token_place":
        answer(s, NONE)
    assert s.exh[h] and not s.exh[s.legend[0][0]] and runes(s) == (1, 0)
    on_board(s, 0, "Recruit")
    # what it does not have: abilities without an exhaust cost (Vi's)
    s = stacked(p0=dict(base=["Heimerdinger, Inventor", "Vi, Destructive"],
                        trash=["Mega-Mech"]))
    assert not any("through" in x for x in options(s))


def test_viktor_innovator():
    """ogn-117-298: champion, 3 Might; each card its controller plays during another
    player's turn makes a Recruit token (1 Might) in its controller's base."""
    assert words("ogn-117-298", "Viktor, Innovator")
    s = stacked(p0=dict(base=["Viktor, Innovator"], hand=["Stupefy"], runes=["mind"]),
                p1=dict(hand=["Discipline"], base=["Playful Phantom"], runes=["calm"] * 2),
                turn=1)
    answer(s, "play Discipline")
    answer(s, "Playful Phantom")
    answer(s, "pass")
    answer(s, "play Stupefy")
    answer(s, "Playful Phantom")
    pass_all(s)
    r = on_board(s, 0, "Recruit")
    assert r in s.base[0] and s.might(r) == 1
    assert names(s, s.base[0]).count("Recruit") == 1
    assert "Recruit" not in names(s, s.base[1])
    # on its controller's own turn: nothing
    s = stacked(p0=dict(base=["Viktor, Innovator"], hand=["Stupefy"], runes=["mind"]),
                p1=dict(base=["Playful Phantom"]))
    answer(s, "play Stupefy")
    pass_all(s)
    assert "Recruit" not in names(s, s.base[0])


def test_wraith_of_echoes():
    """ogn-118-298: 5 Might for 6 Energy and 1 Mind Power; its controller draws when the
    turn's first death of one of their units happens."""
    assert words("ogn-118-298", "Wraith of Echoes")
    s = stacked(p0=dict(base=["Wraith of Echoes"], hand=["Falling Comet"],
                        runes=["mind"] * 5),
                p1=dict(field={1: ["Playful Phantom"]}), control={1: 1})
    answer(s, "play Falling Comet")
    answer(s, "Playful Phantom")                   # an enemy unit: no card
    pass_all(s)
    assert names(s, s.trash[1]) == ["Playful Phantom"] and s.hand[0] == []
    s = stacked(p0=dict(base=["Wraith of Echoes"], hand=["Singularity"],
                        field={0: ["Stalwart Poro", "Pouty Poro"]}, runes=["mind"] * 6),
                control={0: 0})
    answer(s, "play Singularity")
    answer(s, "Stalwart Poro")
    answer(s, "Pouty Poro")
    pass_all(s)
    assert len(s.trash[0]) == 3 and len(s.hand[0]) == 1   # two died: one card
    # a later turn: the first death draws again
    s = stacked(p0=dict(base=["Wraith of Echoes"], hand=["Falling Comet"],
                        field={0: ["Stalwart Poro"]}, runes=["mind"] * 5),
                control={0: 0}, decks=("viktor", "jinx"))
    s.died_first[0] = 1                            # as if a friendly unit died earlier
    end_turn_and_back(s)
    hand = len(s.hand[0])
    answer(s, "play Falling Comet")
    answer(s, "Stalwart Poro")
    pass_all(s)
    assert len(s.hand[0]) == hand                  # Comet played, one card drawn

