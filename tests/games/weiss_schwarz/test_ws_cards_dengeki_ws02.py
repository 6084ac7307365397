"""Card rulings for the built-in deck dengeki-ws02 (Dengeki Bunko trial deck): every printed
ability of every card, each set up as a stacked scenario (scenario.py) and asserted like a
judge's ruling. Seeds 000 (Korean) / 001 (Chinese) for the rules; the card text is the
community English text (../shared/data/weiss_schwarz/cards/G_WS02.json)."""

from __future__ import annotations

from ws_helpers import (code, first, play, DIRECT, FRONTAL, PASS, REST, SIDE, STAND, act, attack_id, cid,
                        dengeki, events, kind, look_through, opts, who)

from tcgsim.games.weiss_schwarz.scenario import scenario
import tcgsim

ERIO = "Gds/WS02-TE16"       # Psychoelectric Girl, Erio
SAGIRI = "Gem/WS02-TE19"     # Anniversary, Sagiri
EMI = "Ghm/WS02-TE03"        # Anniversary, Emi
MIKOTO = "Gid/WS02-TE04"     # Anniversary, Mikoto
TRIO = "Gid/WS02-TE06"       # Daily Life in Academy City, Mikoto & Index & Touma
XMAS = "Gid/WS02-TE10"       # Christmas Party (climax)
AKO = "Gny/WS02-TE12"        # Anniversary, Ako
KURONEKO = "Goi/WS02-TE13"   # What-If Story, Kuroneko
KIRINO = "Goi/WS02-TE20"     # Final Life Counseling, Kirino
AYASE = "Goi/WS02-TE21"      # What-If Story, Ayase
SHANA = "Gss/WS02-TE01"      # Anniversary, Shana
SHANA1 = "Gss/WS02-TE07"     # Unyielding Resolve, Shana
MINORI = "Gtd/WS02-TE08"     # Their Own Feelings, Minori & Taiga & Ami
TIGER = "Gtd/WS02-TE11"      # Resting Tiger (climax)

G = tcgsim.game("weiss-schwarz")


def make(**kw):
    d = dengeki()
    return scenario(G, decks=[d, d], **kw)



def on(s, p, slot):
    return s.T.cards[s.stage[p][slot]].code if s.stage[p][slot] >= 0 else None


# ---- Gds/WS02-TE16 Psychoelectric Girl, Erio ------------------------------------------------

def test_erio_gives_a_dengeki_bunko_character_500_power_at_the_start_of_the_climax_phase():
    s = make(phase="climax", stage=[{0: ERIO, 1: SAGIRI}, {}])
    assert kind(s) == "choose"
    act(s, "choose", s.stage[0][1])
    assert s.power_of(0, 1) == 6000 + 500


def test_erio_goes_to_memory_when_it_wins_a_battle_and_returns_at_the_next_draw_phase():
    s = make(phase="attack", stage=[{1: ERIO}, {1: SHANA}], stock=[0, 0],
             deck_top=[[KURONEKO, KURONEKO, KURONEKO], [KURONEKO, KURONEKO]])
    erio = s.stage[0][1]
    act(s, "attack", attack_id(1, FRONTAL))              # 2000 against 500
    assert kind(s) == "yes_no" and who(s) == 0          # "you may put this card into memory"
    act(s, "yes_no", 1)
    assert erio in s.memory[0] and s.stage[0][1] < 0
    for _ in range(10):                                  # the opponent's turn passes
        if s.active == 0 and kind(s) == "choose":
            break
        k = kind(s)
        act(s, k, PASS if k != "encore" else 0)
    assert s.phase == "draw" and s.active == 0           # at the beginning of the next draw phase
    act(s, "choose", erio)
    assert kind(s) == "slot" and opts(s) == (0, 1, 2, 3, 4)   # any position
    act(s, "slot", 4)
    assert s.stage[0][4] == erio and erio not in s.memory[0]


# ---- Gem/WS02-TE19 Anniversary, Sagiri --------------------------------------------------------

def test_sagiri_gets_4000_during_the_opponents_turn_with_two_other_dengeki_characters():
    s = make(active=1, phase="main", stage=[{0: SAGIRI, 1: ERIO, 2: AKO}, {}])
    assert s.power_of(0, 0) == 6000 + 4000
    s = make(active=0, phase="main", stage=[{0: SAGIRI, 1: ERIO, 2: AKO}, {}])
    assert s.power_of(0, 0) == 6000                      # not during your own turn
    s = make(active=1, phase="main", stage=[{0: SAGIRI, 1: ERIO}, {}])
    assert s.power_of(0, 0) == 6000                      # only one other


def test_sagiri_exchanges_with_kirino_as_standing_at_the_start_of_the_opponents_attack_phase():
    s = make(active=1, phase="attack", stage=[{1: KIRINO, 3: SAGIRI}, {1: ERIO}],
             status=[{1: REST, 3: REST}, {}])
    assert kind(s) == "yes_no" and who(s) == 0
    act(s, "yes_no", 1)
    # the only fitting character (Kirino, not Sagiri herself): taken without asking
    assert on(s, 0, 1) == SAGIRI and on(s, 0, 3) == KIRINO
    assert s.status[0][1] == STAND and s.status[0][3] == STAND


# ---- Ghm/WS02-TE03 Anniversary, Emi ------------------------------------------------------------

def test_emi_puts_a_revealed_dengeki_character_underneath_as_a_marker_and_gets_4000():
    s = make(hand=[[EMI], []], deck_top=[[SAGIRI], []])
    play(s, 0, EMI, 0)
    assert kind(s) == "yes_no"                           # "you may put it … as a marker"
    act(s, "yes_no", 1)
    assert [s.T.cards[x].code for x in s.markers[0][0]] == [SAGIRI]
    assert s.power_of(0, 0) == 2000 + 4000               # during your turn, with a marker


def test_emi_returns_a_revealed_climax_to_the_top_of_the_deck():
    s = make(hand=[[EMI], []], deck_top=[[XMAS], []])
    top = s.deck[0][-1]
    play(s, 0, EMI, 0)
    assert kind(s) == "main" and s.deck[0][-1] == top and s.markers[0][0] == []
    assert s.power_of(0, 0) == 2000


# ---- Gid/WS02-TE04 Anniversary, Mikoto ---------------------------------------------------------

def test_mikoto_cannot_side_attack():
    s = make(phase="attack", stage=[{1: MIKOTO}, {1: ERIO}])
    assert attack_id(1, SIDE) not in opts(s) and attack_id(1, FRONTAL) in opts(s)


def test_mikoto_trades_a_climax_in_hand_for_one_in_the_waiting_room():
    s = make(hand=[[MIKOTO, XMAS], []], stock=[1, 0], waiting=[[TIGER], []])
    play(s, 0, MIKOTO, 0)
    act(s, "yes_no", 1)                                  # pay (1) and a climax
    act(s, "choose", cid(s, 0, XMAS))
    tiger = cid(s, 0, TIGER, "waiting")
    act(s, "choose", tiger)
    assert tiger in s.hand[0] and cid(s, 0, XMAS, "waiting") >= 0 and not s.stock[0]


# ---- Gid/WS02-TE06 Daily Life in Academy City, Mikoto & Index & Touma ---------------------------

def test_trio_is_level_0_on_the_stage_but_level_1_in_hand():
    s = make(stage=[{0: TRIO}, {}], hand=[[TRIO], []])
    assert s.level_of(0, 0) == 0
    assert s.card_level(cid(s, 0, TRIO), "hand") == 1
    assert cid(s, 0, TRIO) not in opts(s)                # level 1 cannot be played at level 0


def test_trio_gets_2000_during_your_turn():
    assert make(active=0, stage=[{0: TRIO}, {}]).power_of(0, 0) == 4500 + 2000
    assert make(active=1, stage=[{0: TRIO}, {}]).power_of(0, 0) == 4500


def test_trio_with_christmas_party_looks_at_4_and_takes_a_level_1_or_higher_card():
    s = make(phase="attack", stage=[{0: ERIO, 1: TRIO, 2: AKO}, {}], climax=[[XMAS], []],
             deck_top=[[EMI, SAGIRI, XMAS, KIRINO, KURONEKO], []])
    act(s, "attack", attack_id(1, DIRECT))
    assert look_through(s) == 4                          # up to 4, one card at a time
    assert kind(s) == "choose"
    names = {s.T.cards[x].code for x in opts(s) if x != PASS}
    assert names == {SAGIRI, KIRINO}                     # climaxes are level 0
    sagiri = next(x for x in opts(s) if x != PASS and s.T.cards[x].code == SAGIRI)
    act(s, "choose", sagiri)
    assert sagiri in s.hand[0]
    assert {s.T.cards[x].code for x in s.waiting[0]} == {EMI, XMAS, KIRINO}


def test_trio_needs_two_other_characters_for_its_climax_combo():
    s = make(phase="attack", stage=[{1: TRIO, 2: AKO}, {}], climax=[[XMAS], []],
             deck_top=[[EMI, SAGIRI, XMAS, KIRINO, KURONEKO], []])
    act(s, "attack", attack_id(1, DIRECT))
    assert not events(s, "look")


# ---- Gid/WS02-TE10 Christmas Party, Gtd/WS02-TE11 Resting Tiger -------------------------------

def test_the_climaxes_give_all_your_characters_1000_power_and_1_soul():
    for cx in (XMAS, TIGER):
        s = make(stage=[{0: ERIO, 3: AKO}, {}], climax=[[cx], []])
        assert s.power_of(0, 0) == 2000 + 1000 + 500 and s.soul_of(0, 0) == 2
        assert s.power_of(0, 3) == 1000 + 1000


# ---- Gny/WS02-TE12 Anniversary, Ako -------------------------------------------------------------

def test_ako_assists_the_characters_in_front_with_500():
    s = make(stage=[{0: ERIO, 1: SAGIRI, 2: KIRINO, 3: AKO}, {}])
    assert s.power_of(0, 0) == 2500 and s.power_of(0, 1) == 6500 and s.power_of(0, 2) == 6000


def test_ako_rests_to_give_a_dengeki_character_1000():
    s = make(stage=[{2: ERIO, 4: AKO}, {}])
    act(s, "main", 100 + 4 * 5)
    act(s, "choose", s.stage[0][2])
    assert s.power_of(0, 2) == 2000 + 500 + 1000 and s.status[0][4] == REST
    assert 100 + 4 * 5 not in opts(s)                    # rested: cannot pay again


# ---- Goi/WS02-TE13 What-If Story, Kuroneko -----------------------------------------------------

def test_kuroneko_takes_a_revealed_level_1_card_then_discards_a_card():
    s = make(hand=[[KURONEKO, EMI], []], deck_top=[[SAGIRI], []])
    play(s, 0, KURONEKO, 0)
    act(s, "order", 0)                                   # the reveal first (no stock: no search)
    sagiri = cid(s, 0, SAGIRI)
    assert kind(s) == "choose" and set(opts(s)) == {sagiri, cid(s, 0, EMI)}
    act(s, "choose", cid(s, 0, EMI))
    assert sagiri in s.hand[0] and cid(s, 0, EMI, "waiting") >= 0


def test_kuroneko_leaves_a_revealed_level_0_card_on_top():
    s = make(hand=[[KURONEKO], []], deck_top=[[EMI], []])
    top = s.deck[0][-1]
    play(s, 0, KURONEKO, 0)
    act(s, "order", 0)
    assert s.deck[0][-1] == top and kind(s) == "main"


def test_kuroneko_pays_to_search_for_a_dengeki_character():
    s = make(hand=[[KURONEKO, EMI], []], stock=[1, 0], deck_top=[[XMAS], []])
    play(s, 0, KURONEKO, 0)
    act(s, "order", 1)                                   # the search first
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, EMI))
    assert kind(s) == "choose"
    assert all(s.T.cards[x].code != XMAS for x in opts(s) if x != PASS)
    ayase = next(x for x in opts(s) if x != PASS and s.T.cards[x].code == AYASE)
    act(s, "choose", ayase)
    assert ayase in s.hand[0]


# ---- Goi/WS02-TE20 Final Life Counseling, Kirino -------------------------------------------------

def test_kirino_brings_sagiri_from_the_waiting_room_to_the_stage():
    s = make(hand=[[KIRINO, ERIO], []], level=[[AKO, AKO], []], stock=[1, 0],
             clock=[[XMAS], []], waiting=[[SAGIRI], []])
    play(s, 0, KIRINO, 0)
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, ERIO))                    # a Dengeki Bunko character
    sagiri = cid(s, 0, SAGIRI, "waiting")
    act(s, "choose", sagiri)
    act(s, "slot", 3)
    assert s.stage[0][3] == sagiri


def test_kirino_attacks_with_1500_for_each_other_dengeki_character():
    s = make(phase="attack", stage=[{1: KIRINO, 0: ERIO, 3: AKO}, {}])
    act(s, "attack", attack_id(1, DIRECT))
    assert s.power_of(0, 1) == 6000 + 500 + 2 * 1500


# ---- Goi/WS02-TE21 What-If Story, Ayase ----------------------------------------------------------

def test_ayase_with_four_other_dengeki_characters_puts_one_from_the_waiting_room_into_stock():
    s = make(hand=[[AYASE], []], level=[[KIRINO, KIRINO, KIRINO], []], stock=[2, 0], clock=[[XMAS], []],
             stage=[{0: ERIO, 2: SAGIRI, 3: AKO, 4: EMI}, {}], waiting=[[KIRINO], []])
    play(s, 0, AYASE, 1)
    # both of Ayase's 【AUTO】 abilities wait: resolve the second (stock) one first
    second = next(i for i in opts(s) if s.pending_auto[i][2] == 1)
    act(s, "order", second)
    act(s, "yes_no", 1)
    kirino = cid(s, 0, KIRINO, "waiting")
    act(s, "choose", kirino)
    assert kirino in s.stock[0]


# ---- Gss/WS02-TE01 Anniversary, Shana --------------------------------------------------------------

def test_shana_sends_a_cost_0_character_from_a_thin_opponent_center_to_the_waiting_room():
    s = make(hand=[[SHANA], []], stage=[{}, {1: ERIO, 3: KIRINO}])
    erio = s.stage[1][1]
    play(s, 0, SHANA, 0)
    act(s, "yes_no", 1)
    # the only fitting character (cost 0, in the opponent's center): taken without asking
    assert erio in s.waiting[1] and s.stage[1][1] < 0
    assert on(s, 1, 3) == KIRINO                         # the back stage is untouched


def test_shana_does_nothing_against_two_center_characters():
    s = make(hand=[[SHANA], []], stage=[{}, {0: ERIO, 1: EMI}])
    play(s, 0, SHANA, 0)
    assert kind(s) == "main"


def test_shana_brainstorms_5_and_may_draw_for_each_climax():
    s = make(stage=[{3: SHANA}, {}], stock=[1, 0],
             deck_top=[[XMAS, EMI, TIGER, ERIO, AKO, KIRINO], []])
    act(s, "main", 100 + 3 * 5)
    assert kind(s) == "yes_no"                           # up to 1 card, twice
    act(s, "yes_no", 1)
    act(s, "yes_no", 0)
    assert [s.T.cards[x].code for x in s.hand[0]] == [KIRINO]
    assert {s.T.cards[x].code for x in s.waiting[0]} >= {XMAS, EMI, TIGER, ERIO, AKO}
    assert s.status[0][3] == REST


# ---- Gss/WS02-TE07 Unyielding Resolve, Shana -------------------------------------------------------

def test_shana1_with_two_other_dengeki_or_flame_characters_gets_1500_and_an_encore():
    s = make(phase="encore", stage=[{0: SHANA1, 1: ERIO, 2: AKO}, {}], status=[{0: 2}, {}],
             hand=[[EMI], []])
    shana = s.pending[3][2]                              # already in the waiting room
    assert kind(s) == "encore" and 2 in opts(s)          # its granted Encore
    act(s, "encore", 2)
    act(s, "choose", cid(s, 0, EMI))
    assert s.stage[0][0] == shana and s.status[0][0] == REST


def test_shana1_power_and_no_encore_without_two_others():
    s = make(stage=[{0: SHANA1, 1: ERIO, 2: AKO}, {}])
    assert s.power_of(0, 0) == 5500 + 1500
    s = make(phase="encore", stage=[{0: SHANA1, 1: ERIO}, {}], status=[{0: 2}, {}],
             hand=[[EMI], []])
    assert s.power_of(0, 1) == 2000
    # no stock and no granted Encore: nothing to choose, all of it public -> not asked
    assert kind(s) != "encore" and s.stage[0][0] == -1


def test_shana1_searches_for_anniversary_shana():
    s = make(hand=[[SHANA1, ERIO], []], level=[[EMI], []], stock=[1, 0], clock=[[TIGER], []])
    play(s, 0, SHANA1, 0)
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, ERIO))
    assert all(s.T.cards[x].code == SHANA for x in opts(s) if x != PASS)
    x = opts(s)[0]
    act(s, "choose", x)
    assert x in s.hand[0]


# ---- Gtd/WS02-TE08 Their Own Feelings, Minori & Taiga & Ami ----------------------------------------

def test_minori_heals_one_when_played():
    s = make(hand=[[MINORI], []], level=[[EMI, EMI, EMI], []], stock=[2, 0],
             clock=[[TIGER, ERIO], []])
    top = s.clock[0][-1]
    play(s, 0, MINORI, 0)
    act(s, "yes_no", 1)
    assert top in s.waiting[0] and len(s.clock[0]) == 1


def test_minori_with_resting_tiger_grants_2000_and_a_two_damage_ability():
    s = make(phase="attack", stage=[{1: MINORI}, {1: SHANA}], climax=[[TIGER], []],
             stock=[1, 0], hand=[[AKO], []], deck_top=[[KURONEKO], [EMI, ERIO, KIRINO, AKO, SAGIRI]])
    minori = s.stage[0][1]
    act(s, "attack", attack_id(1, FRONTAL))
    # "choose 1 of your characters": Minori is the only one, taken without asking
    assert s.power_of(0, 1) == 10000 + 1000 + 2000
    # the battle reverses Shana; the granted ability: pay (1) and a card, deal 2 damage
    while kind(s) != "yes_no":
        act(s, kind(s), PASS)
    clock0 = len(s.clock[1])
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, AKO))
    assert len(s.clock[1]) >= clock0 + 2


def test_shana1_encore_is_read_as_she_leaves_the_stage():
    """CR (an ability that triggers on leaving the stage looks back in time): Shana has the
    granted Encore if her 【CONT】's condition held as she went to the waiting room. Sent
    first, while Erio and Ako are still on the stage, she has it; sent last, after both
    (reversed too) have left, she does not (no stock, no Encore: nothing is asked)."""
    s = make(phase="encore", stage=[{0: SHANA1, 1: ERIO, 2: AKO}, {}],
             status=[{0: 2, 1: 2, 2: 2}, {}], hand=[[EMI], []])
    shana = s.stage[0][0]
    act(s, "encore_order", 0)
    assert kind(s) == "encore" and s.pending[3][2] == shana and 2 in opts(s)

    s = make(phase="encore", stage=[{0: SHANA1, 1: ERIO, 2: AKO}, {}],
             status=[{0: 2, 1: 2, 2: 2}, {}], hand=[[EMI], []])
    shana = s.stage[0][0]
    for slot in (1, 2):                                  # Erio, then Ako, leave first
        if kind(s) == "encore_order":
            act(s, "encore_order", slot)
        assert not (kind(s) == "encore" and s.pending[3][2] == shana)
        if kind(s) == "encore":
            act(s, "encore", 0)
    assert shana in s.waiting[0] and not (kind(s) == "encore" and s.pending[3][2] == shana)
