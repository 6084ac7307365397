"""Card rulings for the built-in deck jj-passione (JoJo's Bizarre Adventure: Golden Wind):
every printed ability of every card, each as a stacked scenario (scenario.py) asserted like
a judge's ruling. Card text: ../shared/data/weiss_schwarz/cards/JJ_S66.json."""

from __future__ import annotations

import tcgsim
from ws_helpers import code, first, play, DIRECT, FRONTAL, PASS, REST, REVERSE, SIDE, act, attack_id, cid, events, \
    kind, look_through, opts, who

from tcgsim.games.weiss_schwarz.scenario import scenario

GIORNO = "JJ/S66-E001"      # Seeker of Truth, Giorno
FTF = "JJ/S66-E028"         # Fear of Shrinking, Formaggio & T.F
PROSC = "JJ/S66-E030"       # Grand Teachings, Prosciutto
PESCI = "JJ/S66-E031"       # Grand Teachings, Pesci & F.M
ILLUSO = "JJ/S66-E035"      # Man in the Mirror, Illuso
FORM = "JJ/S66-E038"        # Resourceful Assassin, Formaggio
PTD = "JJ/S66-E039"         # Significance of Resolution, Prosciutto & T.D
MAMMONI = "JJ/S66-E040"     # Mammoni, Pesci & F.M
DEATH = "JJ/S66-E046"       # Grand Death (climax)
TRISH = "JJ/S66-E073"       # Guiding Fate, Trish
SL = "JJ/S66-E083"          # Awakened Power, S.L
LB = "JJ/S66-E093"          # Destructive Tempest, L.B
SPIRIT = "JJ/S66-E100"      # Unflinching Spirit (climax)
MISTA = "JJ/S66-TE13"       # Icebreaker, Mista

G = tcgsim.game("weiss-schwarz")


def make(**kw):
    d = G.deck("jj-passione")
    return scenario(G, decks=[d, d], **kw)





# ---- JJ/S66-E001 Seeker of Truth, Giorno ----------------------------------------------------

def test_giorno_pays_1_to_return_a_cost_0_opponent_center_character_to_hand():
    s = make(stage=[{3: GIORNO}, {0: MISTA, 3: TRISH}], stock=[1, 0])
    mista = s.stage[1][0]
    act(s, "main", 100 + 3 * 5)
    # the only fitting character (not the back stage): taken without asking
    assert mista in s.hand[1] and not s.stock[0]


def test_giorno_brainstorms_4_and_searches_for_each_climax():
    s = make(stage=[{3: GIORNO}, {}], stock=[1, 0], deck_top=[[DEATH, MISTA, TRISH, SPIRIT], []])
    act(s, "main", 100 + 3 * 5 + 1)
    assert kind(s) == "choose"                           # two climaxes: two searches
    assert all(s.T.cards[x].type == "character" for x in opts(s) if x != PASS)
    a = first(s, PTD)
    act(s, "choose", a)
    b = first(s, LB)
    act(s, "choose", b)
    assert a in s.hand[0] and b in s.hand[0]
    assert {code(s, x) for x in s.waiting[0]} >= {DEATH, MISTA, TRISH, SPIRIT}


# ---- JJ/S66-E028 Fear of Shrinking, Formaggio & T.F ----------------------------------------------

def test_ftf_gives_the_opponents_center_stage_minus_500():
    s = make(hand=[[FTF], []], stage=[{}, {0: MISTA, 1: TRISH, 3: SL}])
    play(s, 0, FTF, 0)
    act(s, "order", 0)                                   # the -500 first (no stock to search)
    assert s.power_of(1, 0) == 2000 and s.power_of(1, 1) == 3000 - 500
    assert s.power_of(1, 3) == 2000                      # the back stage is not affected


def test_ftf_pays_to_search_for_a_golden_wind_character():
    s = make(hand=[[FTF, DEATH], []], stock=[1, 0])
    play(s, 0, FTF, 0)
    act(s, "order", 1)
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, DEATH))
    x = first(s, MISTA)
    act(s, "choose", x)
    assert x in s.hand[0]


# ---- JJ/S66-E030 Grand Teachings, Prosciutto ----------------------------------------------------

def test_prosciutto_gets_2000_for_each_prosciutto_in_memory():
    s = make(stage=[{0: PROSC}, {}], memory=[[PROSC, PROSC, MISTA], []])
    assert s.power_of(0, 0) == 3500 + 2 * 2000


def test_prosciutto_reversed_in_battle_may_go_to_memory_with_two_or_less_there():
    s = make(active=1, phase="attack", stage=[{1: PROSC}, {1: PTD}], memory=[[MISTA, MISTA], []],
             deck_top=[[MISTA, MISTA], [MISTA, MISTA]])
    prosc = s.stage[0][1]
    act(s, "attack", attack_id(1, FRONTAL))
    while kind(s) != "yes_no":
        act(s, kind(s), PASS)
    assert who(s) == 0
    act(s, "yes_no", 1)
    assert prosc in s.memory[0] and s.stage[0][1] < 0


def test_prosciutto_stays_when_memory_has_three():
    s = make(active=1, phase="attack", stage=[{1: PROSC}, {1: PTD}],
             memory=[[MISTA, TRISH, SL], []], deck_top=[[MISTA, MISTA], [MISTA, MISTA]])
    act(s, "attack", attack_id(1, FRONTAL))
    assert not any(e[3] == s.stage[0][1] for e in events(s, "ability"))


# ---- JJ/S66-E031 Grand Teachings, Pesci & F.M -----------------------------------------------------

def test_pesci_cannot_side_attack_and_gets_1500_per_prosciutto_in_memory():
    s = make(phase="attack", stage=[{1: PESCI}, {1: MISTA}], memory=[[PROSC], []])
    assert attack_id(1, SIDE) not in opts(s)
    assert s.power_of(0, 1) == 4000 + 1500


def test_pesci_with_grand_death_stocks_and_salvages_on_reversing_its_opponent():
    s = make(phase="attack", stage=[{1: PESCI}, {1: MISTA}], climax=[[DEATH], []],
             waiting=[[PTD], []], deck_top=[[TRISH, SL], [TRISH, TRISH]])
    act(s, "attack", attack_id(1, FRONTAL))              # 5000 against 2500
    while kind(s) != "yes_no":
        act(s, kind(s), PASS)
    n = len(s.stock[0])
    act(s, "yes_no", 1)                                  # up to 1 card into stock
    assert len(s.stock[0]) == n + 1
    ptd = cid(s, 0, PTD, "waiting")
    act(s, "choose", ptd)
    assert ptd in s.hand[0]


# ---- JJ/S66-E035 Man in the Mirror, Illuso -----------------------------------------------------------

def test_illuso_gives_the_opponents_characters_an_encore_for_2():
    s = make(active=0, phase="encore", stage=[{1: ILLUSO}, {1: MISTA}], status=[{}, {1: REVERSE}],
             stock=[0, 2])
    mista = s.pending[3][2]
    assert who(s) == 1 and opts(s) == (0, 2)             # no 3 stock: only the granted Encore
    act(s, "encore", 2)
    assert s.stage[1][1] == mista and not s.stock[1]


def test_illuso_does_not_give_its_own_side_an_encore():
    s = make(active=1, phase="encore", stage=[{1: ILLUSO, 0: MISTA}, {}], status=[{0: REVERSE}, {}],
             stock=[2, 0])
    # no Encore [(2)] for Mista and 2 stock: nothing to choose -> not asked, it stays gone
    assert kind(s) != "encore" and s.stage[0][0] == -1


# ---- JJ/S66-E038 Resourceful Assassin, Formaggio -------------------------------------------------------

def test_formaggio_backup_gives_2500():
    s = make(active=1, phase="attack", stage=[{1: TRISH}, {1: MISTA}], hand=[[FORM], []],
             level=[[MISTA, MISTA], []], stock=[1, 0], deck_top=[[TRISH], [TRISH]])
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "counter", cid(s, 0, FORM))
    battle = events(s, "battle")[-1]
    assert battle[5] == 2000 + 2500                      # Trish's power in the battle


def test_formaggio_backup_then_replaces_a_high_level_opponent_with_a_level_0_character():
    s = make(active=1, phase="attack", stage=[{1: TRISH, 3: SL}, {1: PTD}], hand=[[FORM], []],
             level=[[MISTA, MISTA], []], stock=[2, 0], waiting=[[], [MISTA]],
             deck_top=[[TRISH], [TRISH]])
    ptd = s.stage[1][1]
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "counter", cid(s, 0, FORM))
    act(s, "yes_no", 1)                                  # pay (1) and a character from stage
    act(s, "choose", s.stage[0][3])
    # the only fitting character (level 3 > the opponent's level 0): taken without asking
    assert ptd in s.waiting[1]
    assert who(s) == 1                                   # the opponent chooses the replacement
    mista = cid(s, 1, MISTA, "waiting")
    act(s, "choose", mista)
    placed = events(s, "placed")[-1]
    assert placed[3:5] == (mista, 1)                     # on the position PTD was on


# ---- JJ/S66-E039 Significance of Resolution, Prosciutto & T.D ------------------------------------------

def test_ptd_gives_each_opponent_character_minus_1000_times_its_level():
    s = make(hand=[[PTD], []], level=[[MISTA, MISTA, MISTA], []], clock=[[PROSC], []],
             stock=[2, 0], stage=[{}, {0: MISTA, 1: LB, 2: PESCI}])
    play(s, 0, PTD, 1)
    assert s.power_of(1, 0) == 2500 and s.power_of(1, 1) == 8000 - 2000
    assert s.power_of(1, 2) == 4000 - 1000


def test_ptd_with_grand_death_pays_for_4_damage_and_minus_3000():
    s = make(phase="attack", stage=[{1: PTD}, {1: MISTA}], climax=[[DEATH], []], stock=[2, 0],
             hand=[[TRISH, SL], []], deck_top=[[TRISH], [TRISH] * 4])
    four = s.deck[1][-4:]                                # the opponent's top four cards
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, TRISH))
    act(s, "choose", cid(s, 0, SL))
    assert sorted(s.clock[1][:4]) == sorted(four)        # 4 damage, no climax among them
    # the only fitting character (the opponent's one character): taken without asking
    assert s.power_of(1, 1) == 2500 - 3000


# ---- JJ/S66-E040 Mammoni, Pesci & F.M -------------------------------------------------------------------

def test_mammoni_puts_a_prosciutto_from_the_waiting_room_into_memory():
    s = make(hand=[[MAMMONI], []], waiting=[[PROSC], []], memory=[[MISTA, MISTA], []])
    play(s, 0, MAMMONI, 0)
    if kind(s) == "order":                               # its other ability is not supported yet
        act(s, "order", 0)
    act(s, "yes_no", 1)
    p = cid(s, 0, PROSC, "waiting")
    act(s, "choose", p)
    assert p in s.memory[0]


# ---- JJ/S66-E046 Grand Death, JJ/S66-E100 Unflinching Spirit -----------------------------------------------

def test_the_climaxes_give_1000_power_and_1_soul():
    for cx in (DEATH, SPIRIT):
        s = make(stage=[{0: MISTA}, {}], climax=[[cx], []])
        assert s.power_of(0, 0) == 3500 and s.soul_of(0, 0) == 2


# ---- JJ/S66-E073 Guiding Fate, Trish ---------------------------------------------------------------------

def test_trish_gets_1000_with_two_other_golden_wind_characters():
    assert make(stage=[{0: TRISH, 1: MISTA, 2: SL}, {}]).power_of(0, 0) == 3000
    assert make(stage=[{0: TRISH, 1: MISTA}, {}]).power_of(0, 0) == 2000


def test_trish_pays_1_and_clocks_the_top_card_to_salvage_a_golden_wind_character():
    s = make(hand=[[TRISH], []], stock=[1, 0], waiting=[[LB, DEATH], []], deck_top=[[MISTA], []])
    top = s.deck[0][-1]
    play(s, 0, TRISH, 0)
    act(s, "yes_no", 1)
    assert top in s.clock[0]
    names = [code(s, x) for x in opts(s) if x != PASS]
    assert LB in names and DEATH not in names
    lb = cid(s, 0, LB, "waiting")
    act(s, "choose", lb)
    assert lb in s.hand[0]


# ---- JJ/S66-E083 Awakened Power, S.L -------------------------------------------------------------------

def test_sl_pays_to_look_at_3_and_take_1():
    s = make(hand=[[SL, MISTA], []], stock=[1, 0], deck_top=[[DEATH, TRISH, PTD, LB], []])
    play(s, 0, SL, 0)
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, MISTA))
    assert look_through(s) == 3                          # up to 3, one card at a time
    assert {code(s, x) for x in opts(s) if x != PASS} == {DEATH, TRISH, PTD}
    x = first(s, DEATH)
    act(s, "choose", x)
    assert x in s.hand[0] and {code(s, y) for y in s.waiting[0]} >= {TRISH, PTD}
    assert code(s, s.deck[0][-1]) == LB


# ---- JJ/S66-E093 Destructive Tempest, L.B ------------------------------------------------------------------

def test_lb_with_unflinching_spirit_reveals_a_golden_wind_character_and_hands_out_minus_1000s():
    s = make(phase="climax", hand=[[SPIRIT], []], clock=[[LB], []],
             stage=[{1: LB, 0: MISTA, 3: SL}, {0: TRISH, 1: SL}], deck_top=[[MISTA], []])
    top = s.deck[0][-1]
    act(s, "climax", cid(s, 0, SPIRIT))
    t, l = s.stage[1][0], s.stage[1][1]
    for x in (t, t, l):                                  # X = 3 Golden Wind characters
        act(s, "choose", x)
    assert s.power_of(1, 0) == 2000 - 2000 and s.power_of(1, 1) == 2000 - 1000
    assert s.deck[0][-1] == top                          # the revealed card stays


def test_lb_does_nothing_when_the_revealed_card_is_a_climax_or_it_is_in_the_back():
    s = make(phase="climax", hand=[[SPIRIT], []], clock=[[LB], []],
             stage=[{1: LB}, {0: TRISH}], deck_top=[[DEATH], []])
    act(s, "climax", cid(s, 0, SPIRIT))
    assert kind(s) == "attack"
    s = make(phase="climax", hand=[[SPIRIT], []], clock=[[LB], []],
             stage=[{3: LB}, {0: TRISH}], deck_top=[[MISTA], []])
    act(s, "climax", cid(s, 0, SPIRIT))
    assert not events(s, "reveal")


# ---- JJ/S66-TE13 Icebreaker, Mista -------------------------------------------------------------------------

def test_mista_mills_2_and_gets_1000_per_golden_wind_character_among_them():
    s = make(hand=[[MISTA], []], deck_top=[[TRISH, DEATH], []])
    play(s, 0, MISTA, 0)
    assert s.power_of(0, 0) == 2500 + 1000
    s = make(hand=[[MISTA], []], deck_top=[[TRISH, SL], []])
    play(s, 0, MISTA, 0)
    assert s.power_of(0, 0) == 2500 + 2000
