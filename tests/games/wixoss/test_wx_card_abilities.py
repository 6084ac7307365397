"""Every ability of every card of the five starter decks WD01-WD05 (data/cards/*.toml),
played in a stacked scenario and checked against what the printed card says (the card's
English text, /work/shared/data/wixoss/cards/WD0n.json). One test per ability, named
after the card; `covers(code, i)` records which ability (index into the card's ability
list) a test plays, and the last test checks that no ability of the five decks is left
out. Guard and Multi Ener (keywords, not abilities) get their own tests.

Seat 0 owns the card under test; a Life Burst is played by seat 1 attacking seat 0's
empty zone with the burst card on top of seat 0's life cloth.
"""

from __future__ import annotations

import pytest

from tcgsim.games.wixoss import cards as C
from tcgsim.games.wixoss.rules import NONE
from tcgsim.games.wixoss.scenario import (answer, card, code, codes, decline, events,
                                          has_option, pick, row, stacked, until)
from tcgsim.games.wixoss.state import DOWN

POOL = C.CardPool.builtin()
SETS = ("WD01", "WD02", "WD03", "WD04", "WD05")
COVERED: set = set()


def covers(*pairs):
    """Mark a test as playing ability i of card `code` (pairs: code, i, code, i, ...)."""
    for k in range(0, len(pairs), 2):
        COVERED.add((pairs[k], pairs[k + 1]))

    def deco(fn):
        return fn
    return deco


def w(n):
    return f"WD01-{n:03d}"


def r(n):
    return f"WD02-{n:03d}"


def b(n):
    return f"WD03-{n:03d}"


def g(n):
    return f"WD04-{n:03d}"


def k(n):
    return f"WD05-{n:03d}"


# the vanilla cards the scenarios use as bodies
KUKRI, FLAMBER, CALIBURN, ROMAIL, BONYA = w(13), w(12), w(10), w(9), w(14)
IRON, BRONDA, SILVAN, VOLCANO = r(13), r(12), r(10), r(9)
SC, JV, DRS = b(13), b(12), b(10)
KOGENBU, PANDAN, KOALAN, BIGTATT, MISUZAKU, SEIRYU, HYAKKO = \
    g(13), g(14), g(12), g(11), g(10), g(9), g(15)
KOONI, COSMO, BELZE, METSUM = k(13), k(12), k(10), k(9)

DECK_OF = {"WD01": "wd01", "WD02": "wd02", "WD03": "wd03", "WD04": "wd04", "WD05": "wd05"}
LRIG3 = {"wd01": w(2), "wd02": r(2), "wd03": b(2), "wd04": g(2), "wd05": k(2)}
LRIG1 = {"wd01": w(4), "wd02": r(4), "wd03": b(4), "wd04": g(4), "wd05": k(4)}
LRIG4 = {"wd01": w(1), "wd02": r(1), "wd03": b(1), "wd04": g(1), "wd05": k(1)}


def pending(s):
    return None if s.pending is None else s.pending[:2]


def pay(s):
    while s.pending is not None and s.pending[1] == "pay":
        answer(s, s.pending[2][0])
    return s


def summon(s, name, zone=0):
    answer(s, "summon " + name)
    if pending(s) and s.pending[1] == "zone":
        answer(s, zone)
    return s


def power_of(s, p, slot):
    return s.power(s.signi[p][slot])


def burst_state(deck, burst_code, filler, opp_deck="wd02", attacker=IRON, opp_lrig=None,
                **me):
    """Seat 1 (the turn player) attacks seat 0's empty zone 0 with `attacker` (from its
    zone 2); seat 0's top life cloth is `burst_code`. Returns the state at seat 0's
    Life Burst question."""
    opp = dict(me.pop("opponent", {}))
    field = opp.pop("field", [None, None, None])
    field = list(field)
    field[2] = attacker
    opp.setdefault("lrig", opp_lrig or LRIG3[opp_deck])
    me.setdefault("lrig", LRIG3[deck])
    s = stacked(decks=[deck, opp_deck], active=1, phase="attack",
                life=[filler] * 3 + [burst_code], opponent=dict(field=field, **opp), **me)
    until(s, "attack", player=1)
    answer(s, s.signi[1][2])
    assert pending(s) == (0, "burst")
    assert codes(s, s.check) == [burst_code]
    return s


def use_burst(s):
    answer(s, "use the Life Burst")
    return s


def burst_done(s, burst_code):
    """The crushed card went to its owner's ener zone."""
    assert burst_code in codes(s, s.ener[0]) and burst_code not in codes(s, s.check)


# ==== WD01 White Hope (Tamayorihime) ==========================================================

@covers(w(1), 0)
def test_wd01_001_full_moon_miko_gives_your_signi_2000_while_romail_is_on_your_field():
    s = stacked(lrig=w(1), field=[ROMAIL, KUKRI, None],
                opponent=dict(lrig=r(2), field=[IRON, None, None]))
    assert power_of(s, 0, 0) == 14000 and power_of(s, 0, 1) == 5000
    assert power_of(s, 1, 0) == 3000                       # not the opponent's
    s = stacked(lrig=w(1), field=[CALIBURN, KUKRI, None])
    assert power_of(s, 0, 0) == 10000 and power_of(s, 0, 1) == 3000   # no Romail


@covers(w(6), 0)
def test_wd01_006_rococo_boundary_returns_up_to_two_opposing_signi_to_the_hand():
    s = stacked(lrig=w(3), ener=[KUKRI] * 3 + [FLAMBER] * 2,
                opponent=dict(lrig=r(2), field=[IRON, BRONDA, IRON]))
    answer(s, "Rococo Boundary")
    pay(s)
    answer(s, "Bronda")
    answer(s, "Iron")
    assert row(s, 1).count(None) == 2
    assert sorted(codes(s, s.hand[1])) == sorted([BRONDA, IRON])
    assert codes(s, s.lrig_trash[0]) == [w(6)]
    s = stacked(lrig=w(3), ener=[KUKRI] * 3 + [FLAMBER] * 2,
                opponent=dict(lrig=r(2), field=[IRON, BRONDA, None]))
    answer(s, "Rococo Boundary")
    pay(s)
    answer(s, "Iron")
    decline(s, kind="target")                              # "up to": one is enough
    assert row(s, 1) == [None, BRONDA, None]


@covers(w(7), 0)
def test_wd01_007_avon_searches_up_to_two_white_signi():
    s = stacked(lrig=w(3), ener=[KUKRI] * 3)
    answer(s, "Avon")
    found = {code(s, c) for c in s.pending[2] if c != NONE}
    assert found <= {w(9), w(10), w(11), w(12), w(13), w(14)} and {ROMAIL, CALIBURN} <= found
    assert not found & {w(15), w(16), w(17), w(18)}        # no spell, no colourless Servant
    answer(s, "Romail")
    answer(s, "Caliburn")
    assert sorted(codes(s, s.hand[0])) == sorted([ROMAIL, CALIBURN])
    assert events(s, "shuffle")
    assert codes(s, s.lrig_trash[0]) == [w(7)]


@covers(w(8), 0)
def test_wd01_008_baroque_defense_one_opposing_signi_or_lrig_cannot_attack_this_turn():
    s = stacked(decks=["wd01", "wd02"], lrig=w(3), ener=[KUKRI] * 2, active=1,
                phase="attack", opponent=dict(lrig=r(2), field=[None, None, BRONDA]))
    assert pending(s) == (0, "arts")                       # in the turn player's attack phase
    answer(s, "Baroque Defense")
    assert {s.T.type[c] for c in s.pending[2]} == {"signi", "lrig"}   # SIGNI or LRIG
    answer(s, "Bronda")
    assert pending(s) == (1, "lrig_attack")                # Bronda could not attack
    assert not events(s, "attack")
    s = stacked(decks=["wd01", "wd02"], lrig=w(3), ener=[KUKRI] * 2, active=1,
                phase="attack", life=[CALIBURN] * 3,
                opponent=dict(lrig=r(2), field=[None, None, BRONDA]))
    answer(s, "Baroque Defense", "the LRIG")
    answer(s, "Bronda")
    assert pending(s) == (0, "ener")                       # no LRIG attack: the turn passed
    assert [e for e in events(s, "attack") if e[3] == s.lrig[1][-1]] == []


@covers(w(9), 0)
def test_wd01_009_romail_gives_your_signi_1000_only_during_the_opponents_turn():
    mine = stacked(lrig=w(1), field=[ROMAIL, KUKRI, None], active=0)
    theirs = stacked(lrig=w(1), field=[ROMAIL, KUKRI, None], active=1)
    # Full Moon adds 2000 in both; Romail's own +1000 only in the opponent's turn
    assert (power_of(mine, 0, 0), power_of(mine, 0, 1)) == (14000, 5000)
    assert (power_of(theirs, 0, 0), power_of(theirs, 0, 1)) == (15000, 6000)
    s = stacked(lrig=w(2), field=[None, KUKRI, None], active=1,
                opponent=dict(lrig=r(2), field=[IRON, None, None]))
    assert power_of(s, 0, 1) == 3000                       # no Romail: nothing


@covers(w(9), 1)
def test_wd01_009_romail_life_burst_returns_an_opposing_signi_to_the_hand():
    s = burst_state("wd01", ROMAIL, CALIBURN, opponent=dict(field=[BRONDA, None, None]))
    use_burst(s)
    answer(s, "Bronda")
    assert codes(s, s.hand[1]) == [BRONDA] and row(s, 1)[0] is None
    burst_done(s, ROMAIL)


@covers(w(11), 0)
def test_wd01_011_trett_on_play_pay_white_to_search_a_romail():
    s = stacked(lrig=w(2), hand=[w(11)], ener=[KUKRI])
    summon(s, "Trett")
    assert pending(s) == (0, "use")
    answer(s, "use it")
    assert {code(s, c) for c in s.pending[2] if c != NONE} == {ROMAIL}
    answer(s, "Romail")
    assert codes(s, s.hand[0]) == [ROMAIL] and codes(s, s.trash[0]) == [KUKRI]
    s = stacked(lrig=w(2), hand=[w(11)], ener=[KUKRI])
    summon(s, "Trett")
    decline(s, kind="use")                                 # it has a cost: may decline
    assert s.hand[0] == [] and codes(s, s.ener[0]) == [KUKRI]
    s = stacked(lrig=w(2), hand=[w(11)])
    summon(s, "Trett")
    assert pending(s) == (0, "main")                       # no white ener: not asked


@covers(w(11), 1)
def test_wd01_011_trett_life_burst_draws_a_card():
    s = burst_state("wd01", w(11), CALIBURN)
    n = len(s.hand[0])
    use_burst(s)
    assert len(s.hand[0]) == n + 1
    burst_done(s, w(11))


@covers(w(14), 0)
def test_wd01_014_bonya_looks_at_the_top_three_and_puts_them_back_in_any_order():
    s = stacked(lrig=w(1), hand=[BONYA], deck_top=[CALIBURN, FLAMBER, ROMAIL])
    summon(s, "Bonya")
    assert pending(s) == (0, "order")
    assert sorted(codes(s, s.looking[0])) == sorted([CALIBURN, FLAMBER, ROMAIL])
    answer(s, "Flamber")                                   # the new top card
    answer(s, "Caliburn")
    assert codes(s, s.deck[0][-3:]) == [ROMAIL, CALIBURN, FLAMBER]
    assert s.looking[0] == []


@covers(w(15), 0)
def test_wd01_015_get_bible_searches_up_to_one_signi():
    s = stacked(lrig=w(1), hand=[w(15)], ener=[KUKRI])
    answer(s, "Get Bible")
    kinds = {s.T.type[c] for c in s.pending[2] if c != NONE}
    assert kinds == {"signi"} and NONE in s.pending[2]
    assert any(code(s, c) == w(16) for c in s.pending[2])  # a colourless SIGNI too
    answer(s, "Servant D")
    assert codes(s, s.hand[0]) == [w(16)]
    assert sorted(codes(s, s.trash[0])) == sorted([w(15), KUKRI])


@pytest.mark.parametrize("servant,deck,filler", [
    (w(16), "wd01", CALIBURN), (r(16), "wd02", SILVAN), (b(16), "wd03", DRS),
    (k(15), "wd05", BELZE), (w(17), "wd01", CALIBURN), (r(17), "wd02", SILVAN),
    (b(17), "wd03", DRS), (k(16), "wd05", BELZE)])
@covers(w(16), 0, r(16), 0, b(16), 0, k(15), 0, w(17), 0, r(17), 0, b(17), 0, k(16), 0)
def test_servant_d_and_o_life_burst_ener_charge_1(servant, deck, filler):
    s = burst_state(deck, servant, filler, opp_deck="wd01" if deck != "wd01" else "wd02",
                    attacker=KUKRI if deck != "wd01" else IRON)
    top = s.deck[0][-1]
    use_burst(s)
    assert top in s.ener[0]                                # the top card of the deck
    burst_done(s, servant)


@pytest.mark.parametrize("jet,deck", [(w(18), "wd01"), (r(18), "wd02"), (b(18), "wd03")])
@covers(w(18), 0, r(18), 0, b(18), 0)
def test_jetting_knowledge_draws_a_card(jet, deck):
    s = stacked(decks=[deck, "wd01"], lrig=LRIG3[deck], hand=[jet])
    top = s.deck[0][-1]
    answer(s, "Jetting Knowledge")
    assert s.hand[0] == [top] and codes(s, s.trash[0]) == [jet]


@pytest.mark.parametrize("jet,deck,filler", [(w(18), "wd01", CALIBURN),
                                             (r(18), "wd02", SILVAN), (b(18), "wd03", DRS)])
@covers(w(18), 1, r(18), 1, b(18), 1)
def test_jetting_knowledge_life_burst_ener_charge_1(jet, deck, filler):
    s = burst_state(deck, jet, filler, opp_deck="wd01" if deck != "wd01" else "wd02",
                    attacker=KUKRI if deck != "wd01" else IRON)
    top = s.deck[0][-1]
    use_burst(s)
    assert top in s.ener[0]
    burst_done(s, jet)


# ---- keywords of the Servants (not abilities) ----------------------------------------------

@pytest.mark.parametrize("servant,deck", [(w(16), "wd01"), (w(17), "wd01"), (r(16), "wd02"),
                                          (r(17), "wd02"), (b(16), "wd03"), (b(17), "wd03"),
                                          (g(16), "wd04"), (g(17), "wd04"), (k(15), "wd05"),
                                          (k(16), "wd05")])
def test_servant_guard_discards_to_stop_an_lrig_attack_at_any_level(servant, deck):
    """[Guard] (seed §7.6): even a level-4 Servant Q2 guards under a level-1 LRIG."""
    opp = "wd01" if deck != "wd01" else "wd02"
    s = stacked(decks=[deck, opp], active=1, phase="attack", lrig=LRIG1[deck],
                hand=[servant], opponent=dict(lrig=LRIG3[opp]))
    until(s, "lrig_attack", player=1)
    answer(s, "attack with the LRIG")
    answer(s, "guard with")
    assert len(s.life[0]) == 7 and codes(s, s.trash[0]) == [servant]


@pytest.mark.parametrize("servant,deck,spell,colour", [
    (w(16), "wd01", w(15), "white"), (r(17), "wd02", r(15), "red"),
    (b(16), "wd03", b(15), "blue"), (g(16), "wd04", g(18), "green"),
    (k(15), "wd05", k(17), "black")])
def test_servant_multi_ener_pays_a_coloured_cost(servant, deck, spell, colour):
    """[Multi Ener] (seed §1.3): the Servant pays the one coloured symbol of the deck's spell."""
    opp = "wd01" if deck != "wd01" else "wd02"
    s = stacked(decks=[deck, opp], lrig=LRIG3[deck], hand=[spell], ener=[servant])
    assert POOL[spell].cost_dict == {colour: 1}
    assert has_option(s, "use the spell")


# ==== WD02 Red Ambition (Hanayo) ==============================================================

@covers(r(1), 0)
def test_wd02_001_hanayo_four_gives_2000_during_your_turn_while_volcano_is_on_your_field():
    mine = stacked(decks=["wd02", "wd01"], lrig=r(1), field=[VOLCANO, IRON, None])
    theirs = stacked(decks=["wd02", "wd01"], lrig=r(1), field=[VOLCANO, IRON, None],
                     active=1)
    bare = stacked(decks=["wd02", "wd01"], lrig=r(1), field=[SILVAN, IRON, None])
    assert (power_of(mine, 0, 0), power_of(mine, 0, 1)) == (14000, 5000)
    assert (power_of(theirs, 0, 0), power_of(theirs, 0, 1)) == (12000, 3000)
    assert power_of(bare, 0, 1) == 3000


def red_vs_white(**kw):
    opp = dict(lrig=w(1))
    opp.update(kw.pop("opponent", {}))
    kw.setdefault("lrig", r(2))
    return stacked(decks=["wd02", "wd01"], opponent=opp, **kw)


@covers(r(6), 0)
def test_wd02_006_firefly_sparks_banishes_an_opposing_signi_of_power_15000_or_less():
    def boost(s):
        s.tmods.append((s.signi[1][1], "power", 4000))     # Caliburn 10000 -> 14000 + 2000
    s = red_vs_white(ener=[IRON] * 3, opponent=dict(field=[ROMAIL, CALIBURN, KUKRI]),
                     before_run=boost)
    # Romail 12000 + 2000 (Full Moon) + 1000 (its own, in the opponent's turn) = 15000
    answer(s, "Firefly Sparks")
    opts = codes(s, s.pending[2])
    assert power_of(s, 1, 0) == 15000 and ROMAIL in opts   # 15000 is "or less"
    assert power_of(s, 1, 1) == 17000 and CALIBURN not in opts
    answer(s, "Romail")
    assert ROMAIL in codes(s, s.ener[1]) and codes(s, s.lrig_trash[0]) == [r(6)]


@covers(r(7), 0)
def test_wd02_007_back_against_the_flame_discards_three_then_banishes_every_signi():
    s = red_vs_white(lrig=r(2), ener=[IRON] * 2, hand=[SILVAN, SILVAN, BRONDA],
                     field=[IRON, None, SILVAN],
                     opponent=dict(field=[KUKRI, ROMAIL, None]))
    answer(s, "Back Against the Flame")
    answer(s, "Silvan", "Silvan", "Bronda")
    assert row(s, 0) == [None] * 3 and row(s, 1) == [None] * 3     # yours too
    assert sorted(codes(s, s.ener[1])) == sorted([KUKRI, ROMAIL])
    assert sorted(codes(s, s.ener[0])) == sorted([IRON, SILVAN])
    s = red_vs_white(lrig=r(2), ener=[IRON] * 2, hand=[SILVAN, BRONDA],
                     opponent=dict(field=[KUKRI, None, None]))
    answer(s, "Back Against the Flame")                    # two cards only: "if you do" fails
    if pending(s) == (0, "discard"):                       # (as many as can be discarded)
        answer(s, "Silvan", "Bronda")
    assert row(s, 1) == [KUKRI, None, None] and pending(s) == (0, "main")


@covers(r(8), 0)
def test_wd02_008_burning_stone_flame_banishes_power_7000_or_less():
    s = red_vs_white(ener=[IRON, IRON], opponent=dict(lrig=w(2),
                                                      field=[FLAMBER, CALIBURN, KUKRI]))
    answer(s, "Burning Stone Flame")
    assert set(codes(s, s.pending[2])) == {FLAMBER, KUKRI}
    answer(s, "Flamber")
    assert codes(s, s.ener[1]) == [FLAMBER]


@covers(r(9), 0)
def test_wd02_009_volcano_on_play_pay_rrr_to_banish_power_15000_or_less_may_decline():
    s = red_vs_white(lrig=r(1), hand=[VOLCANO], ener=[IRON] * 3,
                     opponent=dict(field=[CALIBURN, ROMAIL, None]))
    summon(s, "Volcano")
    assert pending(s) == (0, "use")
    answer(s, "use it")
    assert set(codes(s, s.pending[2])) == {CALIBURN, ROMAIL}   # Romail: 12000+2000+1000
    answer(s, "Romail")
    assert codes(s, s.ener[1]) == [ROMAIL] and s.ener[0] == []
    s = red_vs_white(lrig=r(1), hand=[VOLCANO], ener=[IRON] * 3,
                     opponent=dict(field=[CALIBURN, None, None]))
    summon(s, "Volcano")
    decline(s, kind="use")
    assert row(s, 1) == [CALIBURN, None, None] and len(s.ener[0]) == 3
    s = red_vs_white(lrig=r(1), hand=[VOLCANO], ener=[IRON, IRON],
                     opponent=dict(field=[CALIBURN, None, None]))
    summon(s, "Volcano")
    assert pending(s) == (0, "main")                       # RRR not payable: not asked


@covers(r(9), 1)
def test_wd02_009_volcano_life_burst_banishes_power_7000_or_less():
    s = burst_state("wd02", VOLCANO, SILVAN, opp_deck="wd01", attacker=KUKRI,
                    opponent=dict(field=[FLAMBER, CALIBURN, None], lrig=w(1)))
    use_burst(s)
    assert set(codes(s, s.pending[2])) == {FLAMBER, KUKRI}     # Caliburn 12000 is too big
    answer(s, "Flamber")
    assert FLAMBER in codes(s, s.ener[1])
    burst_done(s, VOLCANO)


@covers(r(11), 0)
def test_wd02_011_garnet_on_play_its_power_becomes_15000_until_end_of_turn():
    s = red_vs_white(lrig=r(2), hand=[r(11)])
    summon(s, "Garnet")
    pick(s, "Garnet")                                      # "this SIGNI"
    garnet = card(s, r(11), 0, "signi")
    assert s.power(garnet) == 15000
    decline(s, kind="main")
    until(s, "ener", player=1)
    assert s.power(garnet) == 7000


@covers(r(11), 1)
def test_wd02_011_garnet_life_burst_draws_a_card():
    s = burst_state("wd02", r(11), SILVAN, opp_deck="wd01", attacker=KUKRI)
    n = len(s.hand[0])
    use_burst(s)
    assert len(s.hand[0]) == n + 1
    burst_done(s, r(11))


@covers(r(14), 0)
def test_wd02_014_amethyst_on_play_may_banish_power_1000_or_less():
    s = red_vs_white(lrig=r(2), hand=[r(14)], opponent=dict(field=[BONYA, KUKRI, BONYA]))
    summon(s, "Amethyst", zone=2)
    assert pending(s) == (0, "use")                        # "you may"
    answer(s, "use it")
    assert codes(s, s.pending[2]) == [BONYA, BONYA]        # Kukri 3000 is too big
    answer(s, "Bonya")
    assert codes(s, s.ener[1]) == [BONYA] and len(row(s, 1)) - row(s, 1).count(None) == 2
    s = red_vs_white(lrig=r(2), hand=[r(14)], opponent=dict(field=[BONYA, None, None]))
    summon(s, "Amethyst", zone=2)
    decline(s, kind="use")
    assert row(s, 1) == [BONYA, None, None]


@covers(r(15), 0)
def test_wd02_015_roaring_fire_pillar_banishes_power_5000_or_less():
    s = red_vs_white(hand=[r(15)], ener=[IRON], opponent=dict(field=[KUKRI, FLAMBER, w(16)]))
    answer(s, "Roaring Fire Pillar")
    assert set(codes(s, s.pending[2])) == {KUKRI, w(16)}   # Servant D 5000: "or less"
    answer(s, "Kukri")
    assert codes(s, s.ener[1]) == [KUKRI] and r(15) in codes(s, s.trash[0])


# ==== WD03 Blue Appli (Piruluk) ===============================================================

def blue_vs_white(**kw):
    opp = dict(lrig=w(2))
    opp.update(kw.pop("opponent", {}))
    kw.setdefault("lrig", b(2))
    return stacked(decks=["wd03", "wd01"], opponent=opp, **kw)


@covers(b(1), 0)
def test_wd03_001_piruluk_t_gives_2000_with_rmn_while_the_opponent_holds_1_card_or_fewer():
    on = blue_vs_white(lrig=b(1), field=[b(9), SC, None], opponent=dict(hand=[KUKRI]))
    off = blue_vs_white(lrig=b(1), field=[b(9), SC, None], opponent=dict(hand=[KUKRI] * 2))
    no_rmn = blue_vs_white(lrig=b(1), field=[DRS, SC, None], opponent=dict(hand=[]))
    assert (power_of(on, 0, 0), power_of(on, 0, 1)) == (14000, 5000)
    assert power_of(off, 0, 1) == 3000 and power_of(no_rmn, 0, 1) == 3000


@covers(b(6), 0)
def test_wd03_006_peeping_analyze_discards_every_signi_of_the_declared_level():
    s = blue_vs_white(ener=[SC] * 3,
                      opponent=dict(hand=[KUKRI, BONYA, w(17), FLAMBER, w(18), KUKRI]))
    answer(s, "Peeping Analyze")
    assert pending(s) == (0, "declare")
    answer(s, 1)                                           # declare level 1
    assert sorted(codes(s, s.trash[1])) == sorted([KUKRI, KUKRI, BONYA, w(17)])
    assert sorted(codes(s, s.hand[1])) == sorted([FLAMBER, w(18)])   # a spell is no SIGNI
    assert events(s, "hand_seen")
    s = blue_vs_white(ener=[SC] * 3, opponent=dict(hand=[w(18), FLAMBER]))
    answer(s, "Peeping Analyze", 0)                        # level 0: spells stay
    assert len(s.hand[1]) == 2


@covers(b(7), 0)
def test_wd03_007_dont_move_downs_up_to_two_opposing_signi():
    s = stacked(decks=["wd03", "wd01"], lrig=b(2), ener=[SC] * 3, active=1, phase="attack",
                opponent=dict(lrig=w(2), field=[KUKRI, FLAMBER, BONYA]))
    answer(s, "Don't Move", "Kukri", "Flamber")
    assert [bool(s.flags[c] & DOWN) for c in s.signi[1]] == [True, True, False]
    assert set(s.pending[2]) - {NONE} == {s.signi[1][2]}   # only Bonya may still attack


@covers(b(8), 0)
def test_wd03_008_draw_two_draws_two_cards():
    s = blue_vs_white(ener=[SC, SC])
    answer(s, "Draw Two")
    assert len(s.hand[0]) == 2 and len(s.trash[0]) == 2


@covers(b(9), 0)
def test_wd03_009_code_art_rmn_on_play_pay_blue_discards_a_card_chosen_blind():
    s = blue_vs_white(lrig=b(1), hand=[b(9)], ener=[SC], opponent=dict(hand=[KUKRI, FLAMBER]))
    summon(s, "Code Art RMN")
    answer(s, "use it")
    assert pending(s) == (0, "blind") and s.pending[2] == (0, 1)   # positions, not cards
    answer(s, 1)
    assert len(s.hand[1]) == 1 and len(s.trash[1]) == 1
    s = blue_vs_white(lrig=b(1), hand=[b(9)], ener=[SC], opponent=dict(hand=[KUKRI]))
    summon(s, "Code Art RMN")
    decline(s, kind="use")
    assert codes(s, s.hand[1]) == [KUKRI]


@covers(b(9), 1)
def test_wd03_009_code_art_rmn_life_burst_the_opponent_discards_a_card_of_their_choice():
    s = burst_state("wd03", b(9), DRS, opp_deck="wd01", attacker=KUKRI,
                    opponent=dict(hand=[FLAMBER, CALIBURN]))
    use_burst(s)
    assert pending(s) == (1, "discard")                    # the opponent chooses
    answer(s, "Caliburn")
    assert codes(s, s.hand[1]) == [FLAMBER] and codes(s, s.trash[1]) == [CALIBURN]
    burst_done(s, b(9))


@covers(b(11), 0)
def test_wd03_011_code_art_smp_on_play_looks_and_discards_a_level_1_card():
    s = blue_vs_white(lrig=b(2), hand=[b(11)], opponent=dict(hand=[KUKRI, FLAMBER, w(18)]))
    summon(s, "Code Art SMP")
    assert pending(s) == (0, "look") and codes(s, s.pending[2]) == [KUKRI]
    answer(s, "Kukri")
    assert sorted(codes(s, s.hand[1])) == sorted([FLAMBER, w(18)])
    s = blue_vs_white(lrig=b(2), hand=[b(11)], opponent=dict(hand=[FLAMBER]))
    summon(s, "Code Art SMP")
    assert pending(s) == (0, "main") and events(s, "hand_seen")   # looked, nothing fits


@covers(b(11), 1)
def test_wd03_011_code_art_smp_life_burst_draws_a_card():
    s = burst_state("wd03", b(11), DRS, opp_deck="wd01", attacker=KUKRI)
    n = len(s.hand[0])
    use_burst(s)
    assert len(s.hand[0]) == n + 1
    burst_done(s, b(11))


@covers(b(14), 0)
def test_wd03_014_code_art_rfr_on_play_draw_one_then_discard_one():
    s = blue_vs_white(lrig=b(1), hand=[b(14), JV], deck_top=[DRS])
    summon(s, "Code Art RFR")
    assert codes(s, s.hand[0]) == [JV, DRS] or sorted(codes(s, s.hand[0])) == sorted([JV, DRS])
    assert pending(s) == (0, "discard")
    answer(s, "Code Art JV")
    assert codes(s, s.hand[0]) == [DRS] and codes(s, s.trash[0]) == [JV]


@covers(b(15), 0)
def test_wd03_015_too_bad_discards_a_card_of_the_opponents_hand_chosen_blind():
    s = blue_vs_white(hand=[b(15)], ener=[SC], opponent=dict(hand=[KUKRI, FLAMBER, CALIBURN]))
    answer(s, "TOO BAD")
    assert pending(s) == (0, "blind") and s.pending[2] == (0, 1, 2)
    answer(s, 0)
    assert len(s.hand[1]) == 2 and len(s.trash[1]) == 1


# ==== WD04 Green Wanna (Midoriko) =============================================================

def green_vs_red(**kw):
    opp = dict(lrig=r(2))
    opp.update(kw.pop("opponent", {}))
    kw.setdefault("lrig", g(2))
    return stacked(decks=["wd04", "wd02"], opponent=opp, **kw)


@covers(g(1), 0)
def test_wd04_001_midoriko_fourth_gives_2000_with_seiryu_and_7_or_more_ener():
    on = green_vs_red(lrig=g(1), field=[SEIRYU, PANDAN, None], ener=[KOALAN] * 4 + [HYAKKO] * 3)
    off = green_vs_red(lrig=g(1), field=[SEIRYU, PANDAN, None], ener=[KOALAN] * 4 + [HYAKKO] * 2)
    assert (power_of(on, 0, 0), power_of(on, 0, 1)) == (14000, 4000)
    assert power_of(off, 0, 1) == 2000


@covers(g(6), 0)
def test_wd04_006_in_high_spirits_all_your_signi_get_5000_until_end_of_turn():
    s = green_vs_red(lrig=g(3), field=[PANDAN, KOALAN, None], ener=[KOGENBU], hand=[HYAKKO],
                     opponent=dict(field=[IRON, None, None]))
    answer(s, "In High Spirits")
    assert (power_of(s, 0, 0), power_of(s, 0, 1), power_of(s, 1, 0)) == (7000, 10000, 3000)
    summon(s, "Hyakko")                                    # comes later: not affected
    assert power_of(s, 0, 2) == 1000
    decline(s, kind="main")
    until(s, "ener", player=1)
    assert power_of(s, 0, 0) == 2000


@covers(g(7), 0)
def test_wd04_007_over_and_over_again_adds_up_to_two_ener_cards_to_the_hand():
    s = green_vs_red(ener=[KOGENBU, SEIRYU, g(18)])
    answer(s, "Over and Over Again")
    answer(s, "Kogenbu", kind="pay")
    assert pending(s) == (0, "pick") and NONE in s.pending[2]
    answer(s, "Seiryu")
    answer(s, "Fallen")
    assert len(s.hand[0]) == 2 and s.ener[0] == [] and len(s.trash[0]) == 1


@covers(g(8), 0)
def test_wd04_008_follow_blindly_banishes_power_12000_or_more_in_main_or_attack_phase():
    s = green_vs_red(ener=[KOGENBU] * 3,
                     opponent=dict(lrig=r(1), field=[VOLCANO, SILVAN, VOLCANO]))
    answer(s, "Follow Blindly")
    assert codes(s, s.pending[2]) == [VOLCANO, VOLCANO]    # Silvan 10000 is too small
    answer(s, "Volcano")
    assert codes(s, s.ener[1]) == [VOLCANO]
    s = stacked(decks=["wd04", "wd02"], lrig=g(2), ener=[KOGENBU] * 3, active=1,
                phase="attack", opponent=dict(lrig=r(1), field=[VOLCANO, None, None]))
    assert pending(s) == (0, "arts")                       # in the opponent's attack phase
    answer(s, "Follow Blindly")
    pick(s, "Volcano")
    assert row(s, 1) == [None, None, None]


def seiryu_ready(extra_opp=None):
    """Midoriko Fourth with Seiryu and 8 ener (+2000 each), then In High Spirits (+5000):
    Seiryu 19000, Misuzaku 15000, Bigtatt 15000 -- three SIGNI of 15000 or more."""
    opp = dict(lrig=r(3), field=[IRON, None, BRONDA], life=[SILVAN] * 3)
    opp.update(extra_opp or {})
    s = stacked(decks=["wd04", "wd02"], lrig=g(1), field=[SEIRYU, MISUZAKU, BIGTATT],
                ener=[KOALAN] * 4 + [PANDAN] * 4, opponent=opp)
    answer(s, "In High Spirits")
    pay(s)
    return s


@covers(g(9), 0)
def test_wd04_009_seiryu_with_three_signi_of_15000_gets_lancer_and_banishes_on_attack():
    s = seiryu_ready()
    sei = s.signi[0][0]
    assert [power_of(s, 0, i) for i in range(3)] == [19000, 15000, 15000]
    assert "lancer" in s.keywords(sei)
    decline(s, kind="main")
    until(s, "attack")
    answer(s, "Seiryu")
    assert pending(s) == (0, "target")                     # "when it attacks, banish one"
    answer(s, "Iron")                                      # zone 0 (not in front)
    # then the battle with Bronda in front (zone 2): banished, and Lancer crushes one
    assert row(s, 1) == [None, None, None]
    assert len(s.life[1]) == 2 and events(s, "lancer")
    s = stacked(decks=["wd04", "wd02"], lrig=g(1), field=[SEIRYU, MISUZAKU, KOGENBU],
                ener=[KOALAN] * 4 + [PANDAN] * 4,
                opponent=dict(lrig=r(3), field=[IRON, None, BRONDA]))
    answer(s, "In High Spirits")
    pay(s)
    assert power_of(s, 0, 2) < 15000 and "lancer" not in s.keywords(s.signi[0][0])
    decline(s, kind="main")
    until(s, "attack")
    answer(s, "Seiryu")
    assert row(s, 1) == [IRON, None, None]                 # no on-attack banish, just battle


@covers(g(9), 1)
def test_wd04_009_seiryu_life_burst_banishes_power_10000_or_more():
    s = burst_state("wd04", SEIRYU, g(16), opp_deck="wd02", attacker=IRON,
                    opponent=dict(lrig=r(2), field=[SILVAN, SILVAN, None]))
    use_burst(s)
    assert codes(s, s.pending[2]) == [SILVAN, SILVAN]      # not Iron, the attacker
    answer(s, "Silvan")
    assert codes(s, s.ener[1]) == [SILVAN]
    burst_done(s, SEIRYU)


@covers(g(10), 0)
def test_wd04_010_misuzaku_has_lancer_while_its_power_is_10000_or_more():
    s = green_vs_red(lrig=g(2), field=[MISUZAKU, PANDAN, None])
    mis = s.signi[0][0]
    assert s.power(mis) == 8000 and "lancer" not in s.keywords(mis)
    s = green_vs_red(lrig=g(2), field=[MISUZAKU, None, None], hand=[PANDAN],
                     phase="main", opponent=dict(field=[None, None, IRON], life=[SILVAN] * 2))
    summon(s, "Pandan", zone=1)
    answer(s, "Misuzaku")                                  # Pandan's +2000 on Misuzaku
    mis = s.signi[0][0]
    assert s.power(mis) == 10000 and "lancer" in s.keywords(mis)
    decline(s, kind="main")
    until(s, "attack")
    answer(s, "Misuzaku")
    assert codes(s, s.ener[1]) == [IRON, SILVAN] and len(s.life[1]) == 1


@covers(g(10), 1)
def test_wd04_010_misuzaku_life_burst_banishes_power_12000_or_more():
    s = burst_state("wd04", MISUZAKU, g(16), opp_deck="wd02", attacker=IRON,
                    opponent=dict(lrig=r(1), field=[VOLCANO, SILVAN, None]))
    use_burst(s)
    # Silvan 10000 + 2000: Hanayo-Four with Volcano, in its controller's turn
    assert set(codes(s, s.pending[2])) == {VOLCANO, SILVAN} and power_of(s, 1, 1) == 12000
    answer(s, "Volcano")
    assert codes(s, s.ener[1]) == [VOLCANO]
    burst_done(s, MISUZAKU)


@covers(g(11), 0)
def test_wd04_011_bigtatt_on_play_all_your_signi_get_2000_until_end_of_turn():
    s = green_vs_red(lrig=g(2), field=[PANDAN, None, None], hand=[BIGTATT],
                     opponent=dict(field=[IRON, None, None]))
    summon(s, "Bigtatt", zone=1)
    assert (power_of(s, 0, 0), power_of(s, 0, 1), power_of(s, 1, 0)) == (4000, 10000, 3000)


@covers(g(11), 1)
def test_wd04_011_bigtatt_life_burst_ener_charge_1():
    s = burst_state("wd04", BIGTATT, g(16), opp_deck="wd02", attacker=IRON)
    top = s.deck[0][-1]
    use_burst(s)
    assert top in s.ener[0]
    burst_done(s, BIGTATT)


@covers(g(12), 0)
def test_wd04_012_koalan_on_play_one_of_your_signi_gets_3000():
    s = green_vs_red(field=[PANDAN, None, None], hand=[KOALAN],
                     opponent=dict(field=[IRON, None, None]))
    summon(s, "Koalan", zone=1)
    assert set(codes(s, s.pending[2])) == {PANDAN, KOALAN}   # yours only
    answer(s, "Pandan")
    assert power_of(s, 0, 0) == 5000 and power_of(s, 0, 1) == 5000


@covers(g(12), 1)
def test_wd04_012_koalan_life_burst_draws_a_card():
    s = burst_state("wd04", KOALAN, g(16), opp_deck="wd02", attacker=IRON)
    n = len(s.hand[0])
    use_burst(s)
    assert len(s.hand[0]) == n + 1
    burst_done(s, KOALAN)


@covers(g(13), 0)
def test_wd04_013_kogenbu_on_attack_ener_charge_if_its_power_is_5000_or_more():
    s = stacked(decks=["wd04", "wd02"], phase="attack", lrig=g(2), field=[KOGENBU, None, None],
                opponent=dict(lrig=r(2), life=[SILVAN] * 3))
    answer(s, "Kogenbu")                                   # 3000: no charge
    assert s.ener[0] == []
    s = stacked(decks=["wd04", "wd02"], lrig=g(2), field=[KOGENBU, None, None],
                hand=[PANDAN], opponent=dict(lrig=r(2), life=[SILVAN] * 3))
    summon(s, "Pandan", zone=1)
    answer(s, "Kogenbu")                                   # +2000: 5000
    decline(s, kind="main")
    until(s, "attack")
    top = s.deck[0][-1]
    answer(s, "Kogenbu")
    assert s.ener[0] == [top]


@covers(g(14), 0)
def test_wd04_014_pandan_on_play_one_of_your_signi_gets_2000():
    s = green_vs_red(field=[KOALAN, None, None], hand=[PANDAN])
    summon(s, "Pandan", zone=1)
    answer(s, "Koalan")
    assert power_of(s, 0, 0) == 7000 and power_of(s, 0, 1) == 2000


@covers(g(14), 1)
def test_wd04_014_pandan_life_burst_draws_a_card():
    s = burst_state("wd04", PANDAN, g(16), opp_deck="wd02", attacker=IRON)
    n = len(s.hand[0])
    use_burst(s)
    assert len(s.hand[0]) == n + 1
    burst_done(s, PANDAN)


@covers(g(15), 0)
def test_wd04_015_hyakko_on_attack_ener_charge_if_its_power_is_3000_or_more():
    s = stacked(decks=["wd04", "wd02"], phase="attack", lrig=g(2), field=[HYAKKO, None, None],
                opponent=dict(lrig=r(2), life=[SILVAN] * 3))
    answer(s, "Hyakko")                                    # 1000: no charge
    assert s.ener[0] == []
    s = stacked(decks=["wd04", "wd02"], lrig=g(2), field=[HYAKKO, None, None],
                hand=[PANDAN], opponent=dict(lrig=r(2), life=[SILVAN] * 3))
    summon(s, "Pandan", zone=1)
    answer(s, "Hyakko")                                    # +2000: 3000
    decline(s, kind="main")
    until(s, "attack")
    top = s.deck[0][-1]
    answer(s, "Hyakko")
    assert s.ener[0] == [top]


@covers(g(18), 0)
def test_wd04_018_fallen_downs_your_up_signi_then_banishes_one_no_stronger_than_it():
    s = green_vs_red(lrig=g(2), hand=[g(18)], ener=[KOGENBU],
                     field=[MISUZAKU, PANDAN, KOALAN], down=[1],
                     opponent=dict(lrig=r(2), field=[SILVAN, BRONDA, IRON]))
    answer(s, "Fallen")
    assert set(codes(s, s.pending[2])) == {MISUZAKU, KOALAN}   # Pandan is already down
    answer(s, "Misuzaku")                                  # power 8000
    assert set(codes(s, s.pending[2])) == {BRONDA, IRON}   # Silvan 10000 > 8000
    answer(s, "Bronda")
    assert codes(s, s.ener[1]) == [BRONDA] and s.flags[s.signi[0][0]] & DOWN
    s = green_vs_red(lrig=g(2), hand=[g(18)], ener=[KOGENBU], field=[PANDAN, None, None],
                     down=[0], opponent=dict(lrig=r(2), field=[IRON, None, None]))
    answer(s, "Fallen")                                    # nothing to down: nothing banished
    assert row(s, 1) == [IRON, None, None]


# ==== WD05 Black Desire (Ulith) ===============================================================

def black_vs_white(**kw):
    opp = dict(lrig=w(2))
    opp.update(kw.pop("opponent", {}))
    kw.setdefault("lrig", k(2))
    return stacked(decks=["wd05", "wd01"], opponent=opp, **kw)


@covers(k(1), 0)
def test_wd05_001_ulith_jailer_enma_gives_2000_with_metsum_and_20_cards_in_the_trash():
    full = [BELZE] * 4 + [COSMO] * 4 + [k(14)] * 4 + [k(17)] * 4 + [k(18)] * 4
    on = black_vs_white(lrig=k(1), field=[METSUM, KOONI, None], trash=full)
    off = black_vs_white(lrig=k(1), field=[METSUM, KOONI, None], trash=full[:19])
    assert (power_of(on, 0, 0), power_of(on, 0, 1)) == (14000, 5000)
    assert power_of(off, 0, 1) == 3000


@covers(k(6), 0)
def test_wd05_006_moment_punish_gives_an_opposing_signi_minus_7000():
    s = black_vs_white(ener=[KOONI] * 2, opponent=dict(lrig=w(2), field=[CALIBURN, None, None]))
    answer(s, "Moment Punish")
    pick(s, "Caliburn")
    assert power_of(s, 1, 0) == 3000
    decline(s, kind="main")
    until(s, "ener", player=1)
    assert power_of(s, 1, 0) == 10000                      # until end of turn


@covers(k(7), 0)
def test_wd05_007_eternal_punish_gives_an_opposing_signi_minus_15000():
    s = black_vs_white(ener=[KOONI] * 3, opponent=dict(lrig=w(1), field=[ROMAIL, CALIBURN, None]))
    answer(s, "Eternal Punish", "Romail")                  # 15000 (Full Moon +2000, +1000)
    assert row(s, 1) == [None, CALIBURN, None] and codes(s, s.ener[1]) == [ROMAIL]


@covers(k(8), 0)
def test_wd05_008_grave_out_adds_up_to_three_signi_from_the_trash():
    s = black_vs_white(ener=[KOONI] * 3 + [COSMO] * 2, trash=[BELZE, COSMO, METSUM, KOONI, k(17)])
    answer(s, "Grave Out")
    pay(s)
    assert NONE in s.pending[2]                            # "up to"
    assert k(17) not in codes(s, [c for c in s.pending[2] if c != NONE])  # SIGNI only
    answer(s, "Belze", "Metsum", "Cosmo")
    assert sorted(codes(s, s.hand[0])) == sorted([BELZE, METSUM, COSMO])


@covers(k(9), 0)
def test_wd05_009_metsum_on_play_each_player_puts_the_top_seven_into_the_trash():
    s = black_vs_white(lrig=k(1), hand=[METSUM])
    d0, d1 = len(s.deck[0]), len(s.deck[1])
    summon(s, "Metsum")
    assert (len(s.deck[0]), len(s.deck[1])) == (d0 - 7, d1 - 7)
    assert len(s.trash[0]) == 7 and len(s.trash[1]) == 7


@covers(k(9), 1)
def test_wd05_009_metsum_life_burst_adds_a_card_from_the_trash():
    s = burst_state("wd05", METSUM, BELZE, opp_deck="wd01", attacker=KUKRI,
                    trash=[k(17), KOONI])
    use_burst(s)
    assert set(codes(s, s.pending[2])) == {k(17), KOONI} and NONE not in s.pending[2]
    answer(s, "Hole Dark")                                 # any card, a spell too
    assert k(17) in codes(s, s.hand[0])
    burst_done(s, METSUM)


@covers(k(11), 0)
def test_wd05_011_carry_gets_5000_while_your_trash_holds_10_or_more():
    ten = [BELZE] * 4 + [COSMO] * 4 + [KOONI] * 2
    assert power_of(black_vs_white(lrig=k(2), field=[k(11), None, None], trash=ten), 0, 0) \
        == 12000
    assert power_of(black_vs_white(lrig=k(2), field=[k(11), None, None], trash=ten[:9]), 0, 0) \
        == 7000


@covers(k(11), 1)
def test_wd05_011_carry_life_burst_draws_a_card():
    s = burst_state("wd05", k(11), BELZE, opp_deck="wd01", attacker=KUKRI)
    n = len(s.hand[0])
    use_burst(s)
    assert len(s.hand[0]) == n + 1
    burst_done(s, k(11))


@covers(k(14), 0)
def test_wd05_014_succu_on_play_puts_your_top_three_into_the_trash():
    s = black_vs_white(lrig=k(1), hand=[k(14)])
    top3 = s.deck[0][-3:]
    d1 = len(s.deck[1])
    summon(s, "Succu")
    assert sorted(s.trash[0]) == sorted(top3) and len(s.deck[1]) == d1


@covers(k(17), 0)
def test_wd05_017_hole_dark_gives_an_opposing_signi_minus_4000():
    s = black_vs_white(hand=[k(17)], ener=[KOONI], opponent=dict(field=[FLAMBER, KUKRI, None]))
    answer(s, "Hole Dark", "Flamber")
    assert power_of(s, 1, 0) == 3000
    s = black_vs_white(hand=[k(17)], ener=[KOONI], opponent=dict(field=[FLAMBER, KUKRI, None]))
    answer(s, "Hole Dark", "Kukri")                        # 3000 - 4000: banished
    assert row(s, 1) == [FLAMBER, None, None] and codes(s, s.ener[1]) == [KUKRI]


@covers(k(18), 0)
def test_wd05_018_recalled_blessing_adds_a_signi_from_the_trash():
    s = black_vs_white(hand=[k(18)], ener=[k(17), k(17)], trash=[BELZE, k(17)])
    answer(s, "Recalled Blessing")                         # [Colorless] x2 paid by Hole Dark
    assert codes(s, s.hand[0]) == [BELZE]                  # the only SIGNI: taken at once
    assert k(17) in codes(s, s.trash[0])


@covers(k(18), 1)
def test_wd05_018_recalled_blessing_life_burst_adds_a_signi_from_the_trash():
    s = burst_state("wd05", k(18), BELZE, opp_deck="wd01", attacker=KUKRI,
                    trash=[COSMO, KOONI, k(17)])
    use_burst(s)
    assert set(codes(s, s.pending[2])) == {COSMO, KOONI}
    answer(s, "Cosmo")
    assert COSMO in codes(s, s.hand[0])
    burst_done(s, k(18))


# ==== completeness ============================================================================

def test_every_ability_of_the_five_starter_decks_has_a_test():
    want = {(c.code, i) for c in POOL.by_code.values() if c.code[:4] in SETS
            for i in range(len(c.abilities))}
    assert want - COVERED == set()
    assert COVERED - want == set()
    assert len(want) >= 60
