"""WIXOSS rules as a judge rules on them: one stacked scenario per rule, each naming its
source -- a section of the rules seed 003 (seed/003_f31917d1ccd9decd.txt, Korean) or, where
the seed is silent, the official rule the research note (research/wixoss.md, part A2/A3)
quotes. Scenarios come from tcgsim.games.wixoss.scenario (`stacked`, `answer`).

Seat 0 is the turn player unless a test says otherwise; zone i of a seat faces zone 2 - i
of the other seat. Keywords the starter decks lack (Double Crush, Assassin, Cross, Heaven,
Charm, Resona, a level-2 limit-4 LRIG) use synthetic cards of the same vocabulary.
"""

from __future__ import annotations

import pytest

import tcgsim
from tcgsim.core.errors import DeckError
from tcgsim.games.wixoss import cards as C
from tcgsim.games.wixoss.rules import NONE
from tcgsim.games.wixoss.scenario import (answer, card, code, codes, decline, events,
                                          has_option, pick, row, stacked, synth_card, until,
                                          variant_deck)
from tcgsim.games.wixoss.state import ATTACKED, DOWN, FROZEN

GAME = tcgsim.game("wixoss")
POOL = C.CardPool.builtin()

# WD01 (Tamayorihime, white)
TAMA4, TAMA3, TAMA2, TAMA1, TAMA0 = "WD01-001", "WD01-002", "WD01-003", "WD01-004", "WD01-005"
ROCOCO, AVON, BAROQUE = "WD01-006", "WD01-007", "WD01-008"
ROMAIL, CALIBURN, TRETT, FLAMBER, KUKRI, BONYA = (f"WD01-{i:03d}" for i in range(9, 15))
GET_BIBLE, SERVANT_D, SERVANT_O, JETTING = "WD01-015", "WD01-016", "WD01-017", "WD01-018"
# WD02 (Hanayo, red)
HANA4, HANA3, HANA2, HANA1, HANA0 = "WD02-001", "WD02-002", "WD02-003", "WD02-004", "WD02-005"
FIREFLY, BACK_FLAME, BURNING = "WD02-006", "WD02-007", "WD02-008"
VOLCANO, SILVAN, GARNET, BRONDA, IRON, AMETHYST = (f"WD02-{i:03d}" for i in range(9, 15))
PILLAR, SERVANT_D2, SERVANT_O2, JETTING2 = "WD02-015", "WD02-016", "WD02-017", "WD02-018"
# WD03 / WD04 / WD05 bits
PIRU4, DONT_MOVE = "WD03-001", "WD03-007"
MIDO4, MIDO3, IN_HIGH_SPIRITS, FALLEN = "WD04-001", "WD04-002", "WD04-006", "WD04-018"
ULITH4, ULITH3, MOMENT_PUNISH = "WD05-001", "WD05-002", "WD05-006"


def lvl(s, c):
    return s.T.level[c]


def is_down(s, c):
    return bool(s.flags[c] & DOWN)


def summon(s, name, zone=0):
    """Summon from the hand (the main decision), into `zone` when there is a choice."""
    answer(s, "summon " + name)
    if s.pending is not None and s.pending[1] == "zone":
        answer(s, zone)
    return s


def pay(s):
    """Answer every pending ener payment with its first option."""
    while s.pending is not None and s.pending[1] == "pay":
        answer(s, s.pending[2][0])
    return s


def pending(s):
    return None if s.pending is None else s.pending[:2]


# ---- synthetic cards (the vocabulary of vocab.py, checked by cards.card_from_table) ---------

def signi(code_, name, level=1, power=3000, **kw):
    return synth_card(code=code_, name=name, type="signi", color="white", level=level,
                      power=power, classes=["Test"], **kw)


LANCER = signi("TST-001", "Test Lancer", power=5000,
               ability={"kind": "const", "modify": [{"grant": "lancer", "to": "self"}]})
DOUBLE = signi("TST-002", "Test Double Crush", power=5000,
               ability={"kind": "const", "modify": [{"grant": "double_crush", "to": "self"}]})
ASSASSIN = signi("TST-003", "Test Assassin", power=1000,
                 ability={"kind": "const", "modify": [{"grant": "assassin", "to": "self"}]})
CROSS_A = signi("TST-010", "Test Cross Left", power=3000, cross_right=["Test Cross Right"],
                ability=[{"kind": "const", "cross": True,
                          "modify": [{"power": 3000, "to": "self"}]},
                         {"kind": "on_play", "cross": True,
                          "effect": [{"verb": "draw", "count": 1}]},
                         {"kind": "heaven", "effect": [{"verb": "ener_charge", "count": 1}]}])
CROSS_B = signi("TST-011", "Test Cross Right", power=3000, cross_left=["Test Cross Left"])
CHARMER = signi("TST-020", "Test Charmer", power=3000,
                ability=[{"kind": "on_play", "effect": [
                    {"verb": "charm", "source": "deck", "target": {"self": True}}]},
                    {"kind": "action", "effect": [
                        {"verb": "charm", "source": "deck", "target": {"self": True}}]}])
ON_BANISHED = signi("TST-030", "Test Last Words", power=3000,
                    ability={"kind": "on_banished", "effect": [{"verb": "draw", "count": 1}]})
GRANT_ASSASSIN = synth_card(code="TST-040", name="Test Hidden Blade", type="spell",
                            color="white", ability={"kind": "use", "effect": [
                                {"verb": "grant", "keyword": "assassin",
                                 "target": {"side": "you"}}]})
RESONA_CARD = synth_card(code="TST-050", name="Test Resona", type="resona", color="white",
                         level=2, power=9000, classes=["Test"],
                         resona={"timing": ["main"],
                                 "trash": {"filter": {"name": "Kukri, Small Sword"},
                                           "count": 2}})
TAMA_METEOR = synth_card(code="TST-060", name="Tamayorihime, Meteor Miko", type="lrig",
                         color="white", level=2, limit=4, lrig_type="Tama",
                         cost={"white": 1})


def tama_deck(name, replace=None, **kw):
    """WD01 with its 4 Kukri (no Life Burst) -- or other cards -- replaced."""
    return variant_deck(name, "wd01", replace=replace, **kw)


# ==== deck rules (seed §1.1, §1.2, §3; research note A3 for `current`) ========================

def counted(main, lrig):
    return {"main": [(n, POOL[c] if isinstance(c, str) else c) for n, c in main],
            "lrig": [(n, POOL[c] if isinstance(c, str) else c) for n, c in lrig]}


WD01_MAIN = [(4, f"WD01-{i:03d}") for i in range(9, 19)]
WD01_LRIG = [(1, f"WD01-00{i}") for i in range(1, 9)]


def test_seed_3_the_starter_deck_meets_every_deck_rule():
    assert C.rule_problems(counted(WD01_MAIN, WD01_LRIG)) == []
    assert C.rule_problems(counted(WD01_MAIN, WD01_LRIG), "current") == []


def test_seed_3_the_main_deck_has_exactly_40_cards():
    short = [(3, c) if c == KUKRI else (n, c) for n, c in WD01_MAIN]
    long_ = WD01_MAIN + [(1, "WD02-013")]
    assert any("39 cards" in p for p in C.rule_problems(counted(short, WD01_LRIG)))
    assert any("41 cards" in p for p in C.rule_problems(counted(long_, WD01_LRIG)))


def test_seed_3_at_most_four_cards_of_a_name_over_both_decks():
    # Servant D of WD01 and WD02 share a name: 4 + 1 = 5 of it
    main = [(3, c) if c == KUKRI else (n, c) for n, c in WD01_MAIN] + [(1, "WD02-016")]
    problems = C.rule_problems(counted(main, WD01_LRIG))
    assert any("5 cards named 'Servant D'" in p for p in problems)


def test_seed_3_exactly_20_life_bursts_in_standard_at_most_20_in_current():
    # 4 Jetting Knowledge (Life Burst) -> 4 Iron (none): 16 Life Bursts
    few = [(n, "WD02-013") if c == JETTING else (n, c) for n, c in WD01_MAIN]
    assert any("16 cards with a Life Burst; exactly 20" in p
               for p in C.rule_problems(counted(few, WD01_LRIG), "standard"))
    assert C.rule_problems(counted(few, WD01_LRIG), "current") == []
    # 4 Kukri (none) -> 4 Jetting Knowledge of WD02 (Life Burst): 24 Life Bursts
    many = [(n, JETTING2) if c == KUKRI else (n, c) for n, c in WD01_MAIN]
    problems = C.rule_problems(counted(many, WD01_LRIG), "current")
    assert any("24 cards with a Life Burst; at most 20" in p for p in problems)


def test_seed_1_2_the_lrig_deck_holds_at_most_10_cards_and_a_level_0_lrig():
    eleven = WD01_LRIG + [(1, HANA1), (1, HANA2), (1, HANA3)]
    assert any("11 cards; at most 10" in p for p in C.rule_problems(counted(WD01_MAIN, eleven)))
    no_zero = [(n, c) for n, c in WD01_LRIG if c != TAMA0]
    assert any("no level-0 LRIG" in p for p in C.rule_problems(counted(WD01_MAIN, no_zero)))
    ten = WD01_LRIG + [(1, HANA1), (1, HANA2)]
    assert C.rule_problems(counted(WD01_MAIN, ten)) == []


def test_current_rules_one_card_of_a_name_in_the_lrig_deck():
    """cards.py deck rules (research note A3): `current` forbids two LRIG-deck cards of a
    name; `standard` (seed §3: 4 of a name) allows them."""
    two = WD01_LRIG + [(1, TAMA1)]
    assert C.rule_problems(counted(WD01_MAIN, two)) == []
    assert any("2 cards named" in p for p in C.rule_problems(counted(WD01_MAIN, two), "current"))


def test_seed_3_one_deck_error_lists_every_problem_of_a_deck_text():
    text = "\n".join(["# main", "5 WD01-009", "4 WD01-010", "# lrig", "1 WD01-001",
                      "1 WD01-010"])
    with pytest.raises(DeckError) as ei:
        C.parse_deck_text(text, POOL, "bad", "<test>")
    msg = str(ei.value)
    for bit in ("9 cards; it has exactly 40", "5 cards named 'Romail, Helmet Armor'",
                "5 cards with a Life Burst", "no level-0 LRIG", "belongs in the main deck"):
        assert bit in msg, bit


# ==== setup (seed §6) =========================================================================

def test_seed_6_1_each_player_starts_with_a_level_0_lrig_face_down():
    s = GAME.new_state(seed=3)
    for p in (0, 1):
        assert len(s.lrig[p]) == 1 and lvl(s, s.lrig[p][0]) == 0
        assert s.T.type[s.lrig[p][0]] == "lrig"
    assert not s.opened                        # face down until "open!" (seed §6.5)


def test_seed_6_2_the_first_player_is_drawn_by_the_generator():
    firsts = set()
    for seed in range(16):
        a, b = GAME.new_state(seed=seed), GAME.new_state(seed=seed)
        assert a.first == b.first                      # the same seed, the same first player
        assert events(a, "first_player") == [("first_player", -1, a.first)]
        firsts.add(a.first)
    assert firsts == {0, 1}


def test_seed_6_3_each_player_draws_5_and_the_first_player_decides_the_mulligan_first():
    s = GAME.new_state(seed=5)
    assert [len(h) for h in s.hand] == [5, 5]
    assert pending(s) == (s.first, "mulligan")


def test_seed_6_3_mulligan_returns_the_chosen_cards_and_draws_back_to_5_once():
    s = GAME.new_state(seed=5)
    p = s.first
    hand = list(s.hand[p])
    back = sorted(hand)[:2]
    answer(s, back[0], back[1], NONE)
    assert len(s.hand[p]) == 5
    kept = [c for c in hand if c not in back]
    assert all(c in s.hand[p] for c in kept)
    assert events(s, "mulligan")[0][2:] == (p, 2)
    assert pending(s) == (1 - p, "mulligan")   # the other player's; p is not asked again
    answer(s, NONE)                            # the second player keeps
    assert events(s, "mulligan")[1][2:] == (1 - p, 0)


def test_seed_6_4_and_6_5_seven_life_cloth_then_open_and_the_first_turn():
    s = GAME.new_state(seed=7)
    p = s.first
    answer(s, NONE, NONE)
    assert [len(x) for x in s.life] == [7, 7]
    assert s.opened and events(s, "open")
    assert s.active == p and s.turn_no == 1
    assert len(s.hand[p]) == 6 and len(s.hand[1 - p]) == 5     # the first turn draws 1
    assert [len(d) for d in s.deck] == [40 - 5 - 7 - (1 if q == p else 0) for q in (0, 1)]
    assert pending(s) == (p, "ener")


# ==== up and draw phases (seed §7.1, §7.2) ====================================================

def test_seed_7_1_up_phase_ups_your_cards_but_a_frozen_signi_stays_down_and_thaws():
    s = stacked(phase="up", lrig=TAMA3, field=[KUKRI, FLAMBER, None], down=[0, 1], frozen=[1],
                lrig_down=True, opponent=dict(lrig=HANA3, field=[IRON, None, None], down=[0]))
    kukri, flamber = s.signi[0][0], s.signi[0][1]
    assert not is_down(s, kukri)
    assert is_down(s, flamber) and not s.flags[flamber] & FROZEN
    assert not is_down(s, s.lrig[0][-1])
    assert is_down(s, s.signi[1][0])           # the opponent's cards are not upped


def test_seed_7_2_draw_two_cards():
    s = stacked(phase="draw", turn_no=3)
    assert len(s.hand[0]) == 2 and pending(s) == (0, "ener")


def test_seed_7_2_the_first_players_first_turn_draws_one():
    s = stacked(phase="draw", turn_no=1)
    assert len(s.hand[0]) == 1


def test_refresh_a_draw_that_empties_the_deck_stops_and_the_deck_refreshes():
    """Official glossary (リフレッシュ, research note A2): the deck empties after the first
    card -- refresh (trash shuffled into the deck, the top life cloth to the trash, no Life
    Burst) -- and the second card is not drawn."""
    s = stacked(phase="draw", deck=[KUKRI], trash=[CALIBURN, FLAMBER],
                life=[SERVANT_O, SERVANT_O, SERVANT_D], rest="ener")
    assert codes(s, s.hand[0]) == [KUKRI]                     # one card only
    assert sorted(codes(s, s.deck[0])) == [CALIBURN, FLAMBER]  # the trash became the deck
    assert codes(s, s.trash[0]) == [SERVANT_D]                 # the top life cloth
    assert len(s.life[0]) == 2
    assert events(s, "refresh") and not events(s, "burst")
    assert pending(s) == (0, "ener")                           # no Life Burst was asked


def test_refresh_the_turn_players_second_refresh_in_a_turn_ends_the_turn():
    """Official glossary (リフレッシュ, research note A2)."""
    s = stacked(phase="draw", deck=[KUKRI], trash=[CALIBURN], hand=[JETTING], lrig=TAMA1,
                rest="ener")
    assert len(events(s, "refresh")) == 1
    until(s, "main")
    answer(s, "Jetting Knowledge")             # draws the last card: the second refresh
    assert len(events(s, "refresh")) == 2 and events(s, "turn_ends_refresh")
    assert not events(s, "attack_skipped") and s.active == 1   # the opponent's turn now
    assert s.current_player() == 1


def test_refresh_deck_out_is_not_a_loss():
    """Official FAQ (research note A2): deck-out never loses -- an empty deck with an empty
    trash waits; a refresh with no life cloth left only skips that part."""
    s = stacked(phase="draw", deck=[], trash=[], rest="ener")
    assert s.outcome is None and s.hand[0] == [] and pending(s) == (0, "ener")
    s = stacked(phase="draw", deck=[KUKRI], trash=[CALIBURN], life=0, rest="ener")
    assert s.outcome is None and events(s, "refresh") and not events(s, "refresh_life")
    assert codes(s, s.deck[0]) == [CALIBURN]


# ==== ener phase (seed §7.3) ==================================================================

def test_seed_7_3_ener_phase_a_hand_card_to_the_ener_zone():
    s = stacked(phase="ener", hand=[CALIBURN, KUKRI], lrig=TAMA1)
    answer(s, "Caliburn")
    assert codes(s, s.ener[0]) == [CALIBURN] and codes(s, s.hand[0]) == [KUKRI]
    assert pending(s) == (0, "grow")           # one card only


def test_seed_7_3_ener_phase_one_of_your_signi_to_the_ener_zone_is_not_a_banish():
    s = stacked(phase="ener", lrig=TAMA1, field=[None, KUKRI, None])
    answer(s, "Kukri")
    assert row(s, 0) == [None, None, None] and codes(s, s.ener[0]) == [KUKRI]
    assert not events(s, "banished")
    assert events(s, "ener")[0][-1] == "field"


def test_seed_7_3_ener_phase_may_put_nothing():
    s = stacked(phase="ener", hand=[KUKRI])
    decline(s, kind="ener")
    assert s.ener[0] == [] and codes(s, s.hand[0]) == [KUKRI]


def test_seed_7_3_ener_phase_offers_only_your_own_cards():
    s = stacked(phase="ener", hand=[KUKRI], lrig=TAMA1,
                opponent=dict(lrig=HANA1, field=[IRON, None, None]))
    assert s.signi[1][0] not in s.pending[2]


# ==== grow phase (seed §7.4; research note A3 for `current`) ==================================

def test_seed_7_4_grow_one_level_up_paying_the_grow_cost_from_ener():
    s = stacked(phase="grow", lrig=TAMA1, ener=[KUKRI, KUKRI])
    answer(s, "Half Moon")
    assert code(s, s.lrig[0][-1]) == TAMA2 and s.lrig_level(0) == 2
    assert len(s.ener[0]) == 1 and len(s.trash[0]) == 1        # W x1 paid to the trash
    assert pending(s) == (0, "main")


def test_seed_7_4_standard_grow_never_two_levels_up_but_sideways_or_down_to_another_name():
    s = stacked(phase="grow", lrig=TAMA1, ener=[KUKRI] * 4)
    offered = {code(s, c) for c in s.pending[2] if c != NONE}
    assert offered == {TAMA2, TAMA0}           # not level 3 or 4
    s = stacked(phase="grow", lrig=TAMA3, ener=[KUKRI] * 4)
    assert {code(s, c) for c in s.pending[2] if c != NONE} == {TAMA4, TAMA2, TAMA1, TAMA0}


def test_seed_7_4_current_grow_is_exactly_one_level_up():
    s = stacked(phase="grow", lrig=TAMA3, ener=[KUKRI] * 4, format="current")
    assert {code(s, c) for c in s.pending[2] if c != NONE} == {TAMA4}


def test_seed_7_4_the_grow_cost_must_be_payable():
    s = stacked(phase="grow", lrig=TAMA1, ener=[])
    assert {code(s, c) for c in s.pending[2] if c != NONE} == {TAMA0}   # Half Moon costs W


def test_seed_7_4_grow_needs_the_same_lrig_type_and_never_the_same_name():
    deck = variant_deck("tama-plus", "wd01", lrig_add=[TAMA1, HANA2])   # a second Tama 1
    s = stacked(decks=[deck, "wd02"], phase="grow", lrig=TAMA1, ener=[SERVANT_O] * 3)
    offered = [code(s, c) for c in s.pending[2] if c != NONE]
    assert HANA2 not in offered                # another LRIG type
    assert TAMA1 not in offered                # the same card name
    assert sorted(offered) == sorted([TAMA2, TAMA0])


# ==== main phase: summoning (seed §2.1, §7.5) =================================================

def test_seed_7_5_half_moon_limit_5_allows_levels_2_2_1():
    s = stacked(lrig=TAMA2, field=[FLAMBER, SERVANT_D, None], hand=[KUKRI, CALIBURN])
    assert has_option(s, "summon Kukri")
    assert not has_option(s, "summon Caliburn")         # level 3 > the LRIG's level 2
    answer(s, "summon Kukri")
    assert row(s, 0) == [FLAMBER, SERVANT_D, KUKRI]


def test_seed_7_5_a_level_2_lrig_of_limit_4_allows_2_1_1_but_not_2_2_1():
    deck = variant_deck("tama-meteor", "wd01", lrig_add=[TAMA_METEOR])
    s = stacked(decks=[deck, "wd02"], lrig="TST-060", field=[FLAMBER, KUKRI, None],
                hand=[SERVANT_O, SERVANT_D])
    assert has_option(s, "summon Servant O")            # 2 + 1 + 1 = 4
    assert not has_option(s, "summon Servant D")        # 2 + 1 + 2 = 5 > 4


def test_seed_7_5_a_signi_goes_into_an_empty_zone_only():
    s = stacked(lrig=TAMA3, field=[KUKRI, None, FLAMBER], hand=[KUKRI])
    answer(s, "summon Kukri")
    assert row(s, 0) == [KUKRI, KUKRI, FLAMBER]         # the only empty zone, taken at once
    s = stacked(lrig=TAMA4, field=[KUKRI, KUKRI, FLAMBER], hand=[KUKRI])
    assert not has_option(s, "summon")                  # no empty zone


def test_seed_2_1_a_signi_limited_to_tama_cannot_be_summoned_under_hanayo():
    deck = variant_deck("tama-main-hanayo-lrig", "wd01",
                        lrig_remove=[f"WD01-00{i}" for i in range(1, 9)],
                        lrig_add=[f"WD02-00{i}" for i in range(1, 9)])
    s = stacked(decks=[deck, "wd02"], lrig=HANA4, hand=[ROMAIL, CALIBURN, BONYA])
    assert has_option(s, "summon Caliburn")
    assert not has_option(s, "summon Romail") and not has_option(s, "summon Bonya")


def test_seed_7_5_put_one_of_your_signi_into_the_trash():
    s = stacked(lrig=TAMA1, field=[KUKRI, None, None])
    answer(s, "put Kukri, Small Sword into the trash")
    assert codes(s, s.trash[0]) == [KUKRI] and not events(s, "banished")


# ==== spells and ARTS (seed §1.1, §1.2, §2.3, §5, §7.5, §7.6) ============================

def test_seed_7_5_a_spell_pays_its_cost_does_what_it_says_and_goes_to_the_trash():
    s = stacked(decks=["wd02", "wd01"], lrig=HANA2, hand=[PILLAR], ener=[IRON],
                opponent=dict(lrig=TAMA1, field=[KUKRI, None, None]))
    answer(s, "use the spell Roaring")
    pick(s, "Kukri")                                    # the target
    assert row(s, 1) == [None, None, None] and codes(s, s.ener[1]) == [KUKRI]
    assert sorted(codes(s, s.trash[0])) == sorted([PILLAR, IRON])
    assert s.check == []


def test_seed_1_2_arts_are_used_from_the_lrig_deck_and_go_to_the_lrig_trash():
    s = stacked(decks=["wd02", "wd01"], lrig=HANA2, ener=[IRON] * 3,
                opponent=dict(lrig=TAMA3, field=[CALIBURN, None, None]))
    answer(s, "Firefly Sparks")
    pick(s, "Caliburn")
    assert codes(s, s.lrig_trash[0]) == [FIREFLY]
    assert FIREFLY not in codes(s, s.lrig_deck[0]) and codes(s, s.ener[1]) == [CALIBURN]


def test_seed_2_3_an_attack_phase_arts_is_not_used_in_the_main_phase():
    s = stacked(lrig=TAMA2, ener=[KUKRI] * 4 + [FLAMBER])
    assert has_option(s, "Avon") and not has_option(s, "Baroque Defense")
    s = stacked(decks=["wd04", "wd01"], lrig=MIDO3, ener=[FALLEN] * 3,
                opponent=dict(lrig=TAMA4, field=[ROMAIL, None, None]))
    assert has_option(s, "Follow Blindly")             # main and attack timing


def test_seed_7_6_arts_step_turn_player_first_then_the_opponent():
    s = stacked(decks=["wd01", "wd03"], phase="attack", lrig=TAMA2, ener=[KUKRI] * 2,
                field=[KUKRI, None, None],
                opponent=dict(lrig=PIRU4, ener=["WD03-013"] * 3, field=[None, None, "WD03-013"]))
    assert pending(s) == (0, "arts") and has_option(s, "Baroque Defense")
    decline(s)
    assert pending(s) == (1, "arts") and has_option(s, "Don't Move")
    answer(s, "Don't Move", "Kukri")           # down the turn player's SIGNI before it attacks
    assert is_down(s, s.signi[0][0])
    assert pending(s) == (0, "lrig_attack")    # Kukri, down, could not attack


# ==== costs (seed §1.3; official glossary "cost") ============================================

def test_seed_1_3_a_coloured_symbol_needs_that_colour():
    s = stacked(decks=["wd02", "wd01"], lrig=HANA2, hand=[PILLAR], ener=[JETTING2] * 2,
                opponent=dict(lrig=TAMA1, field=[KUKRI, None, None]))
    assert not has_option(s, "Roaring Fire Pillar")     # colourless ener cannot pay [Red]


def test_seed_1_3_a_colourless_symbol_is_paid_by_any_colour():
    s = stacked(decks=["wd02", "wd01"], lrig=HANA2, ener=[IRON, JETTING2],
                opponent=dict(lrig=TAMA1, field=[KUKRI, None, None]))
    answer(s, "Burning Stone Flame")                    # [Red] + [Colorless]
    # both ener cards must pay (Jetting Knowledge the [Colorless], Iron the [Red]): a cost
    # that takes the whole ener zone is paid without a question
    assert s.decision_kind() != "pay"
    pick(s, "Kukri")
    assert sorted(codes(s, s.trash[0])) == sorted([IRON, JETTING2]) and s.ener[0] == []


def test_seed_1_3_multi_ener_pays_any_colour():
    s = stacked(decks=["wd02", "wd01"], lrig=HANA2, hand=[PILLAR], ener=[SERVANT_O2],
                opponent=dict(lrig=TAMA1, field=[KUKRI, None, None]))
    answer(s, "Roaring Fire Pillar")
    pick(s, "Kukri")
    assert codes(s, s.ener[1]) == [KUKRI] and SERVANT_O2 in codes(s, s.trash[0])


def test_seed_1_3_the_player_chooses_which_ener_pays_and_paid_ener_goes_to_the_trash():
    s = stacked(decks=["wd02", "wd01"], lrig=HANA2, ener=[IRON, PILLAR, SERVANT_O2],
                opponent=dict(lrig=TAMA1, field=[KUKRI, None, None]))
    answer(s, "Burning Stone Flame")
    assert pending(s) == (0, "pay")
    assert {code(s, c) for c in s.pending[2]} == {IRON, PILLAR, SERVANT_O2}
    answer(s, "Servant O", "Iron")
    pick(s, "Kukri")
    assert codes(s, s.ener[0]) == [PILLAR]
    assert sorted(codes(s, s.trash[0])) == sorted([SERVANT_O2, IRON])


def test_seed_1_3_copies_of_one_card_pay_without_a_question():
    s = stacked(decks=["wd02", "wd01"], lrig=HANA2, ener=[IRON] * 3,
                opponent=dict(lrig=TAMA3, field=[CALIBURN, FLAMBER, None]))
    answer(s, "Firefly Sparks")
    assert pending(s) == (0, "target")                  # the three Iron paid at once


# ==== attack phase (seed §4, §7.6) ============================================================

def attack_state(me_field, opp_field, **kw):
    opp = dict(lrig=kw.pop("opp_lrig", TAMA4), field=opp_field)
    opp.update(kw.pop("opponent", {}))
    return stacked(decks=kw.pop("decks", ["wd02", "wd01"]), phase="attack",
                   lrig=kw.pop("lrig", HANA3), field=me_field,
                   opponent=opp, **kw)


def test_seed_7_6_the_first_players_first_turn_has_no_attack_phase():
    s = stacked(turn_no=1, lrig=TAMA1, field=[KUKRI, None, None])
    decline(s, kind="main")
    assert events(s, "attack_skipped") and not events(s, "attack")
    assert s.active == 1


def test_seed_7_6_a_stronger_or_equal_signi_banishes_the_defender_to_its_owners_ener():
    s = attack_state([SILVAN, IRON, None], [None, KUKRI, FLAMBER])
    answer(s, "Silvan")                          # zone 0 faces zone 2: Flamber 7000
    assert row(s, 1) == [None, KUKRI, None] and codes(s, s.ener[1]) == [FLAMBER]
    answer(s, "Iron")                            # 3000 vs Kukri 3000: equal banishes
    assert row(s, 1) == [None, None, None] and sorted(codes(s, s.ener[1])) == [FLAMBER, KUKRI]
    assert row(s, 0) == [SILVAN, IRON, None]     # the attackers stay
    assert len(s.life[1]) == 7


def test_seed_7_6_a_weaker_signi_does_nothing():
    s = attack_state([IRON, None, None], [None, None, FLAMBER])
    answer(s, "Iron")
    assert row(s, 1) == [None, None, FLAMBER] and row(s, 0) == [IRON, None, None]
    assert is_down(s, s.signi[0][0]) and len(s.life[1]) == 7


def test_seed_7_6_zone_i_faces_the_opponents_zone_2_minus_i():
    s = attack_state([None, None, SILVAN], [KUKRI, None, None])
    answer(s, "Silvan")                          # zone 2 faces zone 0
    assert codes(s, s.ener[1]) == [KUKRI]
    s = attack_state([SILVAN, None, None], [KUKRI, None, None])
    answer(s, "Silvan")                          # zone 0 faces the empty zone 2: a crush
    assert row(s, 1) == [KUKRI, None, None] and len(s.life[1]) == 6


def test_seed_7_6_no_signi_in_front_crushes_a_life_cloth_whose_burst_may_be_used():
    s = attack_state([SILVAN, None, None], [None, None, None],
                     opponent=dict(life=[CALIBURN, SERVANT_O]))
    answer(s, "Silvan")
    assert pending(s) == (1, "burst")
    assert codes(s, s.check) == [SERVANT_O]      # face up in the check zone meanwhile
    answer(s, "use the Life Burst")              # Servant O: Ener Charge 1
    assert len(s.ener[1]) == 2 and SERVANT_O in codes(s, s.ener[1])
    assert s.check == [] and codes(s, s.life[1]) == [CALIBURN]


def test_seed_7_6_a_crushed_card_without_a_burst_or_a_declined_burst_goes_to_ener():
    s = attack_state([SILVAN, BRONDA, None], [None, None, None],
                     opponent=dict(life=[SERVANT_O, CALIBURN]))
    answer(s, "Silvan")                          # Caliburn: no Life Burst, nothing asked
    assert codes(s, s.ener[1]) == [CALIBURN] and pending(s) == (0, "attack")
    answer(s, "Bronda")
    assert pending(s) == (1, "burst")
    decline(s)
    assert codes(s, s.ener[1]) == [CALIBURN, SERVANT_O] and s.life[1] == []


def test_seed_4_a_signi_attack_at_0_life_cloth_wins():
    s = attack_state([IRON, None, None], [None, None, None], opponent=dict(life=0))
    answer(s, "Iron")
    assert s.outcome is not None and s.outcome.winner == 0


def test_seed_7_6_the_lrig_attacks_the_lrig_whatever_signi_stand_in_front():
    s = attack_state([None, None, None], [KUKRI, FLAMBER, CALIBURN],
                     opponent=dict(life=[CALIBURN, CALIBURN], hand=[KUKRI]))
    answer(s, "attack with the LRIG")
    assert pending(s) == (1, "guard")
    decline(s)
    assert len(s.life[1]) == 1 and codes(s, s.ener[1]) == [CALIBURN]


def test_seed_7_6_guard_discard_a_guard_and_take_no_damage():
    s = attack_state([None, None, None], [None, None, None],
                     opponent=dict(hand=[SERVANT_O, KUKRI]))
    answer(s, "attack with the LRIG")
    assert {code(s, c) for c in s.pending[2] if c != NONE} == {SERVANT_O}   # Kukri: no Guard
    answer(s, "guard with Servant O")
    assert len(s.life[1]) == 7 and codes(s, s.trash[1]) == [SERVANT_O]
    assert card(s, KUKRI, 1) in s.hand[1]      # (the opponent's turn has begun: they drew)


def test_seed_7_6_guard_step_a_hand_without_a_guard_can_only_take_the_hit():
    s = attack_state([None, None, None], [None, None, None], opponent=dict(hand=[KUKRI]))
    answer(s, "attack with the LRIG")
    assert s.pending[2] == (NONE,)
    decline(s)
    assert len(s.life[1]) == 6


def test_seed_7_6_an_unguarded_lrig_attack_at_0_life_cloth_wins_a_guarded_one_does_not():
    s = attack_state([None, None, None], [None, None, None],
                     opponent=dict(life=0, hand=[SERVANT_O]))
    answer(s, "attack with the LRIG", "guard with Servant O")
    assert s.outcome is None
    s = attack_state([None, None, None], [None, None, None],
                     opponent=dict(life=0, hand=[SERVANT_O]))
    answer(s, "attack with the LRIG")
    decline(s, kind="guard")
    assert s.outcome is not None and s.outcome.winner == 0


def test_seed_7_6_signi_attacks_come_before_the_lrig_attack():
    s = attack_state([IRON, None, None], [None, None, None])
    assert pending(s) == (0, "attack")
    decline(s)
    assert pending(s) == (0, "lrig_attack")
    decline(s)
    assert s.active == 1                         # the end phase passed the turn


# ==== Lancer, Double Crush, Assassin (seed §2.2, §4) ==========================================

def test_seed_2_2_lancer_crushes_a_life_cloth_when_it_banishes_in_battle():
    deck = tama_deck("tama-lancer", {KUKRI: LANCER})
    s = stacked(decks=[deck, "wd02"], phase="attack", lrig=TAMA1, field=["TST-001", None, None],
                opponent=dict(lrig=HANA1, field=[None, None, IRON], life=[SILVAN, SILVAN]))
    answer(s, "Test Lancer")
    assert codes(s, s.ener[1]) == [IRON, SILVAN] and len(s.life[1]) == 1
    assert events(s, "lancer")


def test_seed_2_2_lancer_does_not_crush_when_the_defender_survives():
    deck = tama_deck("tama-lancer", {KUKRI: LANCER})
    s = stacked(decks=[deck, "wd02"], phase="attack", lrig=TAMA2, field=["TST-001", None, None],
                opponent=dict(lrig=HANA2, field=[None, None, BRONDA]))
    answer(s, "Test Lancer")
    assert row(s, 1) == [None, None, BRONDA] and len(s.life[1]) == 7


def test_seed_2_2_and_4_lancer_at_0_life_cloth_never_wins():
    deck = tama_deck("tama-lancer", {KUKRI: LANCER})
    s = stacked(decks=[deck, "wd02"], phase="attack", lrig=TAMA1, field=["TST-001", None, None],
                opponent=dict(lrig=HANA1, field=[None, None, IRON], life=0))
    answer(s, "Test Lancer")
    assert codes(s, s.ener[1]) == [IRON] and s.outcome is None


def test_seed_4_double_crush_crushes_two():
    deck = tama_deck("tama-double", {KUKRI: DOUBLE})
    s = stacked(decks=[deck, "wd02"], phase="attack", lrig=TAMA1, field=["TST-002", None, None],
                opponent=dict(life=[IRON, IRON, SILVAN]))
    answer(s, "Test Double Crush")
    assert len(s.life[1]) == 1 and codes(s, s.ener[1]) == [SILVAN, IRON]


def test_seed_4_double_crush_at_one_life_cloth_crushes_it_and_does_not_win():
    deck = tama_deck("tama-double", {KUKRI: DOUBLE})
    s = stacked(decks=[deck, "wd02"], phase="attack", lrig=TAMA1, field=["TST-002", None, None],
                opponent=dict(life=[SILVAN]))
    answer(s, "Test Double Crush")
    assert s.life[1] == [] and s.outcome is None


def test_seed_2_2_assassin_hits_the_life_cloth_past_the_signi_in_front():
    deck = tama_deck("tama-assassin", {KUKRI: ASSASSIN})
    s = stacked(decks=[deck, "wd02"], phase="attack", lrig=TAMA1, field=["TST-003", None, None],
                opponent=dict(lrig=HANA3, field=[None, None, SILVAN]))
    answer(s, "Test Assassin")
    assert row(s, 1) == [None, None, SILVAN] and len(s.life[1]) == 6
    assert not events(s, "battle")


def test_seed_2_2_assassin_at_0_life_cloth_wins():
    deck = tama_deck("tama-assassin", {KUKRI: ASSASSIN})
    s = stacked(decks=[deck, "wd02"], phase="attack", lrig=TAMA1, field=["TST-003", None, None],
                opponent=dict(lrig=HANA3, field=[None, None, SILVAN], life=0))
    answer(s, "Test Assassin")
    assert s.outcome is not None and s.outcome.winner == 0


def test_seed_2_2_assassin_granted_by_the_grant_verb_until_end_of_turn():
    deck = tama_deck("tama-blade", {GET_BIBLE: GRANT_ASSASSIN})
    s = stacked(decks=[deck, "wd02"], lrig=TAMA1, field=[KUKRI, None, None],
                hand=["TST-040"], opponent=dict(lrig=HANA3, field=[None, None, SILVAN]))
    answer(s, "Test Hidden Blade")             # no cost; its target: Kukri
    pick(s, "Kukri")
    assert "assassin" in s.keywords(s.signi[0][0])
    decline(s, kind="main")
    until(s, "attack")
    answer(s, "Kukri")
    assert row(s, 1) == [None, None, SILVAN] and len(s.life[1]) == 6


# ==== rule checks (research note A2, rule-based actions) =====================================

def test_rule_check_a_signi_of_power_0_or_less_is_banished_to_its_owners_ener():
    """Research note A2, rule-based action 1 (official glossary): power 0 or less."""
    s = stacked(decks=["wd05", "wd01"], lrig=ULITH3, ener=["WD05-013"] * 2,
                opponent=dict(lrig=TAMA2, field=[FLAMBER, None, None]))
    answer(s, "Moment Punish")
    pick(s, "Flamber")                          # 7000 - 7000 = 0
    assert row(s, 1) == [None, None, None] and codes(s, s.ener[1]) == [FLAMBER]


def test_rule_check_a_signi_over_the_lrigs_level_is_trashed_after_growing_down():
    """Research note A2, rule-based action 2; seed §7.4 lets `standard` grow down."""
    s = stacked(phase="grow", lrig=TAMA3, ener=[KUKRI], field=[CALIBURN, KUKRI, None])
    answer(s, "Half Moon")                      # standard: down to level 2
    assert row(s, 0) == [None, KUKRI, None]
    assert CALIBURN in codes(s, s.trash[0]) and CALIBURN not in codes(s, s.ener[0])


def test_rule_check_over_the_limit_the_owner_chooses_the_signi_to_trash():
    """Research note A2, rule-based action 2: the owner picks which SIGNI goes."""
    s = stacked(phase="grow", lrig=TAMA3, ener=[KUKRI], field=[FLAMBER, SERVANT_D, SERVANT_D])
    answer(s, "Half Moon")                      # 2 + 2 + 2 = 6 > limit 5
    assert pending(s) == (0, "overflow") and len(s.pending[2]) == 3
    answer(s, "Flamber")
    assert row(s, 0) == [None, SERVANT_D, SERVANT_D] and FLAMBER in codes(s, s.trash[0])
    assert pending(s) == (0, "main")


def test_rule_check_the_signi_over_the_level_goes_before_the_limit_is_counted():
    """Research note A2/A3: SIGNI over the level first (both formats), then the limit."""
    s = stacked(phase="grow", lrig=TAMA3, ener=[KUKRI], field=[CALIBURN, FLAMBER, SERVANT_D])
    answer(s, "Half Moon")                      # Caliburn is over level 2; then 2 + 2 <= 5
    assert row(s, 0) == [None, FLAMBER, SERVANT_D] and pending(s) == (0, "main")


# ==== end phase (seed §7.7) ===================================================================

def test_seed_7_7_until_end_of_turn_effects_end():
    s = stacked(decks=["wd02", "wd01"], lrig=HANA3, hand=[GARNET])
    summon(s, "Garnet")
    pick(s, "Garnet")                           # "this SIGNI"
    garnet = card(s, GARNET, 0, "signi")
    assert s.power(garnet) == 15000
    decline(s, kind="main")
    until(s, "ener", player=1)
    assert s.power(garnet) == 7000


def test_seed_7_7_the_turn_player_discards_down_to_6_the_other_keeps_7_or_more():
    s = stacked(phase="end", hand=[KUKRI] * 4 + [FLAMBER] * 4,
                opponent=dict(hand=[IRON] * 4 + [BRONDA] * 4))
    assert pending(s) == (0, "discard")
    answer(s, "Kukri")
    answer(s, "Kukri")
    assert len(s.hand[0]) == 6 and len(s.trash[0]) == 2
    assert len(s.hand[1]) == 10                 # 8 kept; then their draw phase drew 2


# ==== abilities (seed §2.3; official glossary, triggered abilities) ==========================

def test_seed_2_3_an_ability_with_a_cost_may_be_declined():
    s = stacked(decks=["wd02", "wd01"], lrig=HANA4, hand=[VOLCANO], ener=[IRON] * 3,
                opponent=dict(lrig=TAMA3, field=[CALIBURN, None, None]))
    summon(s, "Volcano")
    assert pending(s) == (0, "use")
    decline(s)
    assert row(s, 1) == [CALIBURN, None, None] and len(s.ener[0]) == 3
    assert pending(s) == (0, "main")


def test_seed_2_3_an_ability_without_a_cost_is_mandatory():
    s = stacked(decks=["wd02", "wd01"], lrig=HANA3, hand=[GARNET])
    summon(s, "Garnet")
    assert pending(s) != (0, "use")            # no "use" question
    if pending(s) == (0, "target"):            # at most "this SIGNI", which cannot be refused
        assert NONE not in s.pending[2] and len(s.pending[2]) == 1
    pick(s, "Garnet")
    assert s.power(card(s, GARNET, 0, "signi")) == 15000
    s = stacked(lrig=TAMA1, hand=[BONYA])
    summon(s, "Bonya")
    assert pending(s) == (0, "order")          # look at the top 3: no "use" question


def test_triggered_abilities_the_turn_players_resolve_first():
    """Official glossary, triggered ability (research note A7): waiting triggered
    abilities of both players -- the turn player's resolve first."""
    def queue(s):
        koalan = s.signi[1][0]
        pandan = s.signi[0][0]
        s.queue[:] = [(1, koalan, koalan, 0, ""), (0, pandan, pandan, 0, "")]

    s = stacked(decks=["wd04", "wd04"], lrig=MIDO3, field=["WD04-014", "WD04-013", None],
                opponent=dict(lrig=MIDO3, field=["WD04-012", "WD04-015", None]),
                steps=[("triggers",), ("main_phase",), ("attack_phase",), ("end_phase",)],
                before_run=queue)
    assert pending(s) == (0, "target")         # Pandan's +2000, the turn player's
    answer(s, "Pandan")
    assert pending(s) == (1, "target")         # then Koalan's
    answer(s, "Koalan")
    assert s.power(s.signi[0][0]) == 4000 and s.power(s.signi[1][0]) == 8000


REVERSE_WIPE = synth_card(code="TST-031", name="Test Reverse Wipe", type="arts", color="red",
                          timings=["main"], ability={"kind": "use", "effect": [
                              {"verb": "banish", "target": {"side": "opponent", "all": True}},
                              {"verb": "banish", "target": {"side": "you", "all": True}}]})


def test_triggered_abilities_on_banished_of_both_players_turn_player_first():
    """Official glossary, triggered ability (research note A7), with the vocabulary's
    on_banished kind: an ARTS banishes the opponent's SIGNI, then the turn player's -- the
    turn player's "when banished" still resolves first."""
    deck = tama_deck("tama-last-words", {KUKRI: ON_BANISHED})
    deck2 = variant_deck("hanayo-last-words", "wd02", replace={IRON: ON_BANISHED},
                         lrig_add=[REVERSE_WIPE])
    s = stacked(decks=[deck2, deck], lrig=HANA3, field=["TST-030", None, None],
                opponent=dict(lrig=TAMA3, field=["TST-030", None, None]))
    answer(s, "Test Reverse Wipe")
    assert row(s, 0) == [None, None, None] and row(s, 1) == [None, None, None]
    assert [s.T.owner[e[2]] for e in events(s, "banished")] == [1, 0]   # theirs went first
    assert [e[2] for e in events(s, "drew")] == [0, 1]     # each drew one, seat 0 first


# ==== Cross and Heaven (seed §2.2) ============================================================

def cross_deck():
    return variant_deck("tama-cross", "wd01", replace={KUKRI: CROSS_A, BONYA: CROSS_B})


def test_seed_2_2_cross_on_the_named_side_only():
    s = stacked(decks=[cross_deck(), "wd02"], lrig=TAMA2, field=["TST-010", "TST-011", None])
    a = s.signi[0][0]
    assert s.crossed(a) and s.power(a) == 6000         # the cross-only +3000 works
    s = stacked(decks=[cross_deck(), "wd02"], lrig=TAMA2, field=["TST-011", "TST-010", None])
    a = s.signi[0][1]
    assert not s.crossed(a) and s.power(a) == 3000     # the sides swapped: no cross


def test_seed_2_2_a_cross_on_play_ability_works_only_when_crossed():
    s = stacked(decks=[cross_deck(), "wd02"], lrig=TAMA2, field=[None, "TST-011", None],
                hand=["TST-010", "TST-010"])
    answer(s, "summon Test Cross Left", "zone 1")      # left of its partner
    assert len(s.hand[0]) == 2                         # drew one
    s = stacked(decks=[cross_deck(), "wd02"], lrig=TAMA2, field=[None, "TST-011", None],
                hand=["TST-010"])
    answer(s, "summon Test Cross Left", "zone 3")      # on the wrong side
    assert s.hand[0] == []


def test_seed_2_2_heaven_when_the_partner_is_down_because_it_attacked():
    s = stacked(decks=[cross_deck(), "wd02"], phase="attack", lrig=TAMA2,
                field=["TST-010", "TST-011", None],
                opponent=dict(lrig=HANA2, life=[SILVAN] * 4))
    answer(s, "Test Cross Right")
    assert not events(s, "heaven")
    answer(s, "Test Cross Left")
    assert events(s, "heaven") and len(s.ener[0]) == 1      # the Heaven ability: Ener Charge


def test_seed_2_2_no_heaven_when_the_partner_was_downed_by_an_effect():
    deck = variant_deck("midori-cross", "wd04",
                        replace={"WD04-013": CROSS_A, "WD04-015": CROSS_B})
    s = stacked(decks=[deck, "wd02"], lrig="WD04-003", hand=[FALLEN],
                ener=[FALLEN], field=["TST-010", "TST-011", None],
                opponent=dict(lrig=HANA2, field=[IRON, None, None], life=[SILVAN] * 4))
    answer(s, "Fallen", "Test Cross Right")   # down the partner by an effect
    pick(s, "Iron")                            # and banish Iron (3000 <= 3000)
    assert is_down(s, s.signi[0][1]) and not s.flags[s.signi[0][1]] & ATTACKED
    decline(s, kind="main")
    until(s, "attack")
    answer(s, "Test Cross Left")
    assert not events(s, "heaven") and s.ener[0] == []


# ==== Charm (seed §2.2) =======================================================================

def charm_deck():
    return tama_deck("tama-charm", {KUKRI: CHARMER})


def test_seed_2_2_charm_a_face_down_card_under_a_signi():
    s = stacked(decks=[charm_deck(), "wd02"], lrig=TAMA1, hand=["TST-020"])
    deck_before = len(s.deck[0])
    summon(s, "Test Charmer")
    pick(s, "Test Charmer")
    host = card(s, "TST-020", 0, "signi")
    assert s.charm_host[0] == [host] and len(s.charms[0]) == 1
    assert len(s.deck[0]) == deck_before - 1


def test_seed_2_2_charm_at_most_one_per_signi():
    s = stacked(decks=[charm_deck(), "wd02"], lrig=TAMA1, hand=["TST-020"])
    summon(s, "Test Charmer")
    pick(s, "Test Charmer")
    answer(s, "Test Charmer: [Action]")       # its action: another charm under it
    pick(s, "Test Charmer")
    assert len(s.charms[0]) == 1 and pending(s) == (0, "main")


def test_seed_2_2_charm_goes_to_the_trash_when_its_signi_leaves_the_field():
    s = stacked(decks=[charm_deck(), "wd02"], lrig=TAMA1, hand=["TST-020"])
    summon(s, "Test Charmer")
    pick(s, "Test Charmer")
    ch = s.charms[0][0]
    answer(s, "put Test Charmer into the trash")
    assert s.charms[0] == [] and s.charm_host[0] == []
    assert ch in s.trash[0]


# ==== Resona (seed §1.2) =====================================================================

def resona_deck():
    return variant_deck("tama-resona", "wd01", lrig_add=[RESONA_CARD])


def test_seed_1_2_resona_comes_from_the_lrig_deck_by_trashing_the_named_signi():
    s = stacked(decks=[resona_deck(), "wd02"], lrig=TAMA2, field=[KUKRI, None, None])
    assert not has_option(s, "Resona")                 # needs two Kukri
    s = stacked(decks=[resona_deck(), "wd02"], lrig=TAMA2, field=[KUKRI, KUKRI, None])
    answer(s, "bring out the Resona")
    while pending(s)[1] in ("resona_cost", "zone"):
        answer(s, s.pending[2][0])
    assert codes(s, s.field_signi(0)) == ["TST-050"]
    assert codes(s, s.trash[0]) == [KUKRI, KUKRI]


def test_seed_1_2_resona_returns_to_the_lrig_deck_when_it_leaves_the_field():
    s = stacked(decks=["wd02", resona_deck()], lrig=HANA2, ener=[IRON] * 3,
                opponent=dict(lrig=TAMA2, field=["TST-050", None, None]))
    answer(s, "Firefly Sparks")
    pick(s, "Test Resona")                             # banish it
    res = card(s, "TST-050", 1)
    assert res in s.lrig_deck[1] and res not in s.ener[1]


def test_seed_1_2_a_bounced_resona_returns_to_the_lrig_deck_not_the_hand():
    s = stacked(decks=["wd01", resona_deck()], lrig=TAMA3, ener=[KUKRI] * 4 + [FLAMBER],
                opponent=dict(lrig=TAMA2, field=["TST-050", None, None]))
    answer(s, "Rococo Boundary")
    answer(pay(s), "Test Resona")
    res = card(s, "TST-050", 1)
    assert res in s.lrig_deck[1] and res not in s.hand[1]


# ==== more rulings ============================================================================

def test_seed_7_2_the_second_players_first_turn_draws_two():
    s = stacked(phase="draw", turn_no=2)
    assert len(s.hand[0]) == 2


def test_grow_onto_a_downed_lrig_leaves_it_down():
    """Research note A2 (wiki Grow): growing onto a downed LRIG leaves the new one down."""
    def down_lrig(s):
        s.flags[s.lrig[0][-1]] |= DOWN
    s = stacked(phase="grow", lrig=TAMA1, ener=[KUKRI], before_run=down_lrig)
    answer(s, "Half Moon")
    assert is_down(s, s.lrig[0][-1])


def test_seed_2_1_an_arts_limited_to_tama_cannot_be_used_under_hanayo():
    deck = variant_deck("hanayo-rococo", "wd02", lrig_remove=[BACK_FLAME], lrig_add=[ROCOCO])
    s = stacked(decks=[deck, "wd01"], lrig=HANA4, ener=[SERVANT_D2] * 4 + [SERVANT_O2],
                opponent=dict(lrig=TAMA2, field=[KUKRI, None, None]))
    assert has_option(s, "Firefly Sparks") and not has_option(s, "Rococo Boundary")


def test_power_the_power_becomes_n_first_then_every_plus_and_minus():
    """Official glossary "power" (values.py): "becomes 15000" (Garnet), then +2000 (Hanayo-Four
    with Volcano, in your turn) and -7000 (Moment Punish) apply on top."""
    s = stacked(decks=["wd02", "wd01"], lrig=HANA4, field=[VOLCANO, None, None], hand=[GARNET])
    summon(s, "Garnet", zone=1)
    pick(s, "Garnet")
    g = s.signi[0][1]
    assert s.power(g) == 17000
    s.tmods.append((g, "power", -7000))        # as Moment Punish leaves it
    assert s.power(g) == 10000


def test_seed_2_2_lancer_crushed_life_cloth_may_burst():
    deck = tama_deck("tama-lancer", {KUKRI: LANCER})
    s = stacked(decks=[deck, "wd02"], phase="attack", lrig=TAMA1, field=["TST-001", None, None],
                opponent=dict(lrig=HANA1, field=[None, None, IRON], life=[SILVAN, SERVANT_O2]))
    answer(s, "Test Lancer")
    assert pending(s) == (1, "burst")
    answer(s, "use the Life Burst")
    assert len(s.ener[1]) == 3                 # Iron, the Servant, and its Ener Charge


def test_seed_4_double_crush_at_0_life_cloth_wins_as_any_hit():
    deck = tama_deck("tama-double", {KUKRI: DOUBLE})
    s = stacked(decks=[deck, "wd02"], phase="attack", lrig=TAMA1, field=["TST-002", None, None],
                opponent=dict(life=0))
    answer(s, "Test Double Crush")
    assert s.outcome is not None and s.outcome.winner == 0


CHARM_THEM = synth_card(code="TST-021", name="Test Hex", type="spell", color="white",
                        ability={"kind": "use", "effect": [
                            {"verb": "charm", "source": "deck", "target": {"side": "opponent"}}]})


def test_seed_2_2_a_charm_may_go_under_an_opposing_signi_and_returns_to_its_owners_trash():
    deck = tama_deck("tama-hex", {GET_BIBLE: CHARM_THEM})
    s = stacked(decks=[deck, "wd02"], lrig=TAMA3, hand=["TST-021"],
                opponent=dict(lrig=HANA3, field=[None, None, IRON]), field=[CALIBURN, None, None])
    answer(s, "Test Hex")
    pick(s, "Iron")
    ch = s.charms[0][0]
    assert s.charm_host[0] == [s.signi[1][2]] and s.T.owner[ch] == 0
    decline(s, kind="main")
    until(s, "attack")
    answer(s, "Caliburn")                      # banishes Iron: its charm to seat 0's trash
    assert s.charms[0] == [] and ch in s.trash[0] and ch not in s.trash[1]
    assert codes(s, s.ener[1]) == [IRON]


def test_seed_1_2_a_resona_back_in_the_lrig_deck_can_come_out_again():
    s = stacked(decks=[resona_deck(), "wd02"], lrig=TAMA2, field=[KUKRI, KUKRI, None],
                hand=[KUKRI, KUKRI])
    answer(s, "bring out the Resona")
    while pending(s)[1] in ("resona_cost", "zone"):
        answer(s, s.pending[2][0])
    answer(s, "put Test Resona into the trash")        # leaves the field: to the LRIG deck
    res = card(s, "TST-050", 0)
    assert res in s.lrig_deck[0]
    summon(s, "Kukri", zone=0)
    summon(s, "Kukri", zone=1)
    assert has_option(s, "bring out the Resona")


def test_seiryu_banishing_the_signi_in_front_on_attack_makes_it_damage_not_a_battle():
    """Seed §7.6: with no SIGNI left in front the attack is damage; Lancer (a battle banish)
    adds nothing then."""
    s = stacked(decks=["wd04", "wd02"], lrig=MIDO4, field=["WD04-009", "WD04-010", "WD04-011"],
                ener=["WD04-012"] * 4 + ["WD04-014"] * 4,
                opponent=dict(lrig=HANA3, field=[None, None, BRONDA], life=[SILVAN] * 3))
    answer(s, "In High Spirits")
    pay(s)
    decline(s, kind="main")
    until(s, "attack")
    answer(s, "Seiryu")
    pick(s, "Bronda")                          # the on-attack banish takes the one in front
    assert not events(s, "battle") and not events(s, "lancer")
    assert len(s.life[1]) == 2


def test_vocab_every_verb_kind_and_key_of_the_vocabulary_is_implemented():
    """vocab.py is the contract of what a card file may say: each verb needs a v_<verb>, each
    kind, filter, condition, target and cost key a reading in rules/effects/values."""
    import inspect

    from tcgsim.games.wixoss import effects, rules, table, values, vocab
    from tcgsim.games.wixoss.rules import WXState

    src = "".join(inspect.getsource(m) for m in (effects, rules, table, values))
    missing = [f"verb {v}" for v in vocab.VERBS
               if v != "if_done" and not hasattr(WXState, "v_" + v)]
    for what, keys in (("filter", vocab.FILTER_KEYS), ("condition", vocab.CONDITION_KEYS),
                       ("target", vocab.TARGET_KEYS), ("cost", vocab.COST_KEYS)):
        missing += [f"{what} {k}" for k in keys if f'"{k}"' not in src]
    missing += [f"kind {k}" for k in vocab.KINDS if f'"{k}"' not in src]
    if "frozen" in vocab.FILTER_KEYS and 'f.get("frozen")' not in src and \
            '"frozen" in f' not in src:
        missing.append("filter frozen")
    assert missing == []


def test_rule_check_power_0_is_checked_again_until_none_applies():
    """Research note A2, rule-based actions ("checked whenever no ability is resolving",
    rules.step_settle: "until none applies"). Flamber 7000 + 2000 (Full Moon, while Romail)
    + 1000 (Romail, in its owner's opponent's turn) - 7000 = 3000; Romail at 15000 - 15000 = 0
    is banished -- and then Flamber is at 0 and must go too."""
    s = stacked(decks=["wd05", "wd01"], lrig=ULITH3,
                ener=["WD05-013"] * 4 + ["WD05-012"],
                opponent=dict(lrig=TAMA4, field=[ROMAIL, FLAMBER, None]))
    answer(s, "Moment Punish")
    answer(pay(s), "Flamber")
    assert s.power(s.signi[1][1]) == 3000
    answer(s, "Eternal Punish")
    answer(pay(s), "Romail")
    assert ROMAIL in codes(s, s.ener[1])
    assert row(s, 1) == [None, None, None] and FLAMBER in codes(s, s.ener[1])


def test_refresh_happens_as_soon_as_a_card_reaches_the_trash_of_a_player_with_no_deck():
    """Research note A2 (refresh; official FAQ): an empty deck refreshes as soon as the trash
    holds a card. The defender's deck is empty and their trash too; the Guard they discard is
    the trash's first card -- the refresh follows at once, so their next draw finds it."""
    s = stacked(phase="attack", lrig=TAMA3,
                opponent=dict(lrig=HANA2, hand=[SERVANT_O2], deck=[], trash=[], rest="ener",
                              life=[SILVAN] * 3))
    answer(s, "attack with the LRIG", "guard with")
    until(s, "ener", player=1)                 # the defender's turn: up, then draw 2
    assert codes(s, s.hand[1]) == [SERVANT_O2]


def test_refresh_the_opponents_refreshes_do_not_end_the_turn_players_turn():
    """Official glossary (リフレッシュ, research note A2): only the turn player's second
    refresh ends the turn. Two Metsum mill the opponent's short deck twice."""
    s = stacked(decks=["wd05", "wd01"], lrig=ULITH4, hand=["WD05-009", "WD05-009"],
                opponent=dict(lrig=TAMA2, deck=[KUKRI, KUKRI, FLAMBER], trash=[CALIBURN],
                              rest="ener", life=[CALIBURN] * 3))
    summon(s, "Metsum", zone=0)
    summon(s, "Metsum", zone=1)
    assert [e[2] for e in events(s, "refresh")] == [1, 1]
    assert s.active == 0 and pending(s) == (0, "main") and len(s.life[1]) == 1


def test_seed_1_2_a_resona_put_into_the_ener_zone_goes_back_to_the_lrig_deck():
    s = stacked(decks=[resona_deck(), "wd02"], phase="ener", lrig=TAMA2,
                field=["TST-050", None, None])
    answer(s, "Test Resona")
    res = card(s, "TST-050", 0)
    assert res in s.lrig_deck[0] and res not in s.ener[0]


def test_seed_7_6_romail_defends_with_its_bonus_in_the_opponents_turn():
    """Seed §7.6 battle with WD01-009's continuous +1000 (during its owner's opponent's
    turn): Silvan 10000 attacks Caliburn 10000 + 2000 (Full Moon) + 1000 and does nothing."""
    s = stacked(decks=["wd01", "wd02"], active=1, phase="attack", lrig=TAMA3,
                field=[CALIBURN, None, None],
                opponent=dict(lrig=HANA3, field=[None, None, SILVAN]))
    s2 = stacked(decks=["wd01", "wd02"], active=1, phase="attack", lrig=TAMA4,
                 field=[CALIBURN, ROMAIL, None], opponent=dict(lrig=HANA3,
                                                               field=[None, None, SILVAN]))
    answer(s, "Silvan")
    assert row(s, 0) == [None, None, None]     # no Romail: 10000 >= 10000 banishes
    answer(s2, "Silvan")                       # Caliburn 10000 + 2000 + 1000
    assert row(s2, 0) == [CALIBURN, ROMAIL, None]


def test_seed_2_3_spell_cut_in_arts_answers_the_opponents_spell():
    """Seed 003 §2.3: a 【Spell Cut-In】 ARTS is used "like a chain" when the opponent uses
    a spell -- Anti-Spell (WX01-018, imported) cancels Roaring Fire Pillar, which then goes
    to the trash having done nothing; the ARTS goes to the LRIG trash."""
    from tcgsim.games.wixoss.scenario import variant_deck

    blue = variant_deck("wd03-anti-spell", base="wd03", lrig_add=["WX01-018"])
    s = stacked(decks=["wd02", blue], lrig="WD02-003", hand=["WD02-015"], ener=["WD02-013"],
                opponent=dict(lrig="WD03-003", field=["WD03-013", None, None],
                              ener=["WD03-013", "WD03-012"]))
    answer(s, "Roaring Fire Pillar")
    assert s.current_player() == 1 and s.decision_kind() == "cutin"
    answer(s, "Anti-Spell")
    while s.decision_kind() == "pay":
        answer(s, s.legal_actions()[0].id)
    assert s.current_player() == 0 and s.decision_kind() == "main"
    assert "WD03-013" in codes(s, [c for c in s.signi[1] if c >= 0])      # not banished
    assert "WD02-015" in codes(s, s.trash[0])
    assert "WX01-018" in codes(s, s.lrig_trash[1])


def test_seed_2_3_no_cut_in_question_without_a_cut_in_arts_in_the_lrig_deck_list():
    """The Spell Cut-In window is asked only when the answering player's LRIG deck list
    holds such an ARTS (deck lists are public; used ARTS are shown)."""
    s = stacked(decks=["wd02", "wd03"], lrig="WD02-003", hand=["WD02-015"], ener=["WD02-013"],
                opponent=dict(lrig="WD03-003", field=["WD03-013", None, None]))
    answer(s, "Roaring Fire Pillar")
    assert s.decision_kind() != "cutin"
