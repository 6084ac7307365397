"""Card rulings for the costs of issue 15's second cost round (importer_costs2._COST_ATOMS, paid
in costs.CostSteps): hand cards by any filter or alternatives ('a climax with [[comeback.gif]]
in its trigger icon', '"A" or "B"', 'red or blue card'), the stock printed "[1]" or "①",
"【REST】 N of your 《T》 characters", hand cards into the stock (face down) / memory / face up
underneath this card as a marker, characters from the stage into the clock / stock, the
waiting room into the memory, back into the deck followed by a shuffle, this card into the
stock. Seed 000 (비용, 코스트): a cost is paid in full, in the printed order, before the
effect; an ability whose cost cannot be paid is not used ("you may pay the cost": asked only
with "no" when the hidden hand cannot pay, so the opponent cannot tell, DESIGN §2). Each a
stacked scenario on a real card of the pool, named by its code; plus the recogniser's
tables and near misses. Card text: ../shared/data/weiss_schwarz/cards/*.json.
"""

from __future__ import annotations

from ws_helpers import (DIRECT, PASS, R0, Y0, Y1, act, attack_id, cid, deck_with, kind, make,
                        opts, play)

from tcgsim.games.weiss_schwarz import abilities as ab
from tcgsim.games.weiss_schwarz import importer_kinds
from tcgsim.games.weiss_schwarz.importer_costs import costs

STAND, REST, REVERSE = 0, 1, 2
STOCK0 = 2                      # rules.zone(0, STOCK)
MARKERS0 = 3                    # rules.zone(0, MARKERS)

COMEBACK = "OVL/SE51-E54"      # L0, placed [1 climax with [[comeback.gif]] from hand]: such a
                               # climax of the WR -> hand
CX_COMEBACK = "5HY/W101-E075"  # red climax, comeback
CX_POOL = "5HY/W83-E062"       # green climax, pool
YUE = "ARI/S103-E012"          # L0 《Tortus》, Encore [1 《Tortus》 character from the stage into
                               # the clock]
KAORI = "ARI/S103-E006"        # L0 《Tortus》
NIK = "NIK/S117-TE03"          # L0, placed [1 "Coin Rush's Poster Girl, Noir" from hand face up
                               # underneath this card as a marker]: search a 《NIKKE》 character
NOIR = "NIK/S117-TE06"         # "Coin Rush's Poster Girl, Noir"
NIKKE = "NIK/S117-E030"        # L0 《NIKKE》
GGO = "GGO/S59-E040"           # L0, "How Adorable…" placed [1 hand card into the stock]: up to
                               # 1 "Chatting P-chan" of the WR -> hand
GGO_CX = "GGO/S59-E067"        # "How Adorable…"
PCHAN = "GGO/S59-E062"         # "Chatting P-chan"
DDD = "DDD/S118-E051"          # L1, "Occultic High School Girl" placed, in the center, all
                               # 《Human》 or 《Strange》 [1 other character into the stock]: a
                               # 《Human》/《Strange》 character of the WR -> hand
DDD_CX = "DDD/S118-E077"       # "Occultic High School Girl"
AIRA = "DDD/S118-E037"         # L0 《Human》
P4 = "P4/S01-009"              # attacks, "Never More" [(4) 1 climax of the WR into the memory]:
                               # 【STAND】 this card
P4_CX = "P4/S01-019"           # "Never More"
PD = "PD/S22-E013"             # 【ACT】 [1] this card +1 soul
AB = "AB/W31-E070"             # attacks [2 WR characters into the deck. Shuffle your deck
                               # afterwards]: +2000 power
IMC = "IMC/W41-E006"           # 【ACT】 [【REST】 two of your 《Music》 characters]: +2000
IMC_MUSIC = "IMC/W41-E016"     # L0 《Music》


def deck(*codes, name=None, extra=()):
    return deck_with("deck-costs3-" + (name or "-".join(c.replace("/", "") for c in codes)),
                     [(4, c) for c in codes] + list(extra))


def rec(line):
    a, _ = importer_kinds.recognise(line, {"type": "character"})
    return a


def resolve_order(s):
    while kind(s) == "order":
        act(s, "order", s.pending[2][0])


def act_ids(s, slot):
    return [x for x in opts(s) if 100 + slot * 5 <= x < 105 + slot * 5]


# ---- the recogniser --------------------------------------------------------------------------

def test_recognised_cost_atoms():
    assert costs("Put 1 climax with [[soul.gif]] in its trigger icon from your hand into your waiting "
                 "room") == [{"discard": 1, "filter": {"trigger": "soul", "type": "climax"}}]
    assert costs('Put 1 "A" or "B" from your hand into your waiting room') == [
        {"discard": 1, "filter": {"any_of": [{"name": "A"}, {"name": "B"}]}}]
    assert costs("Put 1 event or climax from your hand into your waiting room") == [
        {"discard": 1, "filter": {"any_of": [{"type": "event"}, {"type": "climax"}]}}]
    assert costs("Put 1 red or blue card from your hand into your waiting room") == [
        {"discard": 1, "filter": {"any_of": [{"color": "red", "type": "card"},
                                             {"color": "blue", "type": "card"}]}}]
    assert costs("Put 1 blue or 《Net》 characters from your hand into your waiting room") == [
        {"discard": 1, "filter": {"any_of": [{"color": "blue", "type": "character"},
                                             {"trait": "Net", "type": "character"}]}}]
    assert costs("Put 1 level 1 or lower card from your hand into your waiting room") == [
        {"discard": 1, "filter": {"level_max": 1, "type": "card"}}]
    assert costs("Put 1 card from your hand to your waiting room") == [{"discard": 1}]
    assert costs("Put 1 event card from your hand into your waiting room") == [
        {"discard": 1, "filter": {"type": "event"}}]
    # the stock as older sets print it
    assert costs("1") == [{"stock": 1}]
    assert costs("2 Put 1 card from your hand into your waiting room") == [{"stock": 2}, {"discard": 1}]
    assert costs("④ Put 2 cards from your hand into your waiting room") == [{"stock": 4}, {"discard": 2}]
    # resting
    assert costs("【REST】 2 of your 《Music》 characters") == [{"rest_chars": 2, "filter": {"trait": "Music"}}]
    assert costs("【REST】 this card and 1 of your other characters") == [{"rest_self": 1}, {"rest_others": 1}]
    assert costs("【REST】 1 of your other 【STAND】 《X》 characters and this card") == [
        {"rest_others": 1, "filter": {"trait": "X"}}, {"rest_self": 1}]
    assert costs("【REST】 this card from 【STAND】") == [{"rest_self": 1}]
    # zones
    assert costs("Put this card into your stock") == [{"to_stock_self": 1}]
    assert costs("Put 1 card from your hand into your stock") == [{"hand_to_stock": 1}]
    assert costs("Put 1 character from your hand into your memory") == [
        {"hand_to_memory": 1, "filter": {"type": "character"}}]
    assert costs("Reveal 1 character in your hand, and put it into your stock") == [
        {"reveal_to_stock": 1, "filter": {"type": "character"}}]
    assert costs('Put 1 "X" from your hand face up underneath this card as a marker') == [
        {"hand_to_marker": 1, "filter": {"name": "X"}}]
    assert costs("Put 1 《X》 character from your waiting room to the bottom of your clock") == [
        {"waiting_to_clock_bottom": 1, "filter": {"trait": "X", "type": "character"}}]
    assert costs("Put another character from your stage into your waiting room") == [
        {"others_to_waiting_room": 1}]
    assert costs("Put 1 other character from your stage into your clock") == [{"others_to_clock": 1}]
    assert costs("Put 1 《A》 or 《B》 character from your stage into your clock") == [
        {"stage_to_clock": 1, "filter": {"traits_any": ["A", "B"]}}]
    assert costs("Put 1 other character from your stage into your stock") == [{"others_to_stock": 1}]
    assert costs("Put a marker from underneath this card into your waiting room") == [
        {"markers_to_waiting": 1}]
    assert costs("Return 2 characters in your waiting room to your deck. Shuffle your deck afterwards") == [
        {"waiting_to_deck": 2, "filter": {"type": "character"}}, {"shuffle_deck": 1}]
    assert costs("Put 1 climax from your waiting room into your memory") == [
        {"waiting_to_memory": 1, "filter": {"type": "climax"}}]
    assert costs('Put 1 "A" or "B" or "C" from your memory into your waiting room') == [
        {"memory_to_waiting": 1, "filter": {"any_of": [{"name": "A"}, {"name": "B"}, {"name": "C"}]}}]
    assert costs("Put 1 climax from your climax area into your waiting room") == [
        {"climax_to_waiting": 1, "filter": {"type": "climax"}}]
    assert costs('Put 1 card named ""Happy Maker!" Eli Ayase" from your hand into your waiting room') == [
        {"discard": 1, "filter": {"name": '"Happy Maker!" Eli Ayase'}}]
    assert costs('Put 1 "X" in your waiting room face up underneath this card as a marker') == [
        {"waiting_to_marker": 1, "filter": {"name": "X"}}]
    assert costs('Put 1 "X" from your memory face up underneath this card as a marker') == [
        {"memory_to_marker": 1, "filter": {"name": "X"}}]
    assert costs('Put this card and 1 "X" from your stage into your waiting room') == [
        {"to_waiting_room_self": 1}, {"others_to_waiting_room": 1, "filter": {"name": "X"}}]
    assert costs('Put 1 "X" and this card from the stage into your memory') == [
        {"others_to_memory": 1, "filter": {"name": "X"}}, {"to_memory_self": 1}]
    assert costs("Exchange a 【STAND】 character in your center stage and this card") == [
        {"swap_stand_center": 1}]


def test_recognised_abilities_and_their_words():
    a = rec("【AUTO】 [Put 1 climax with [[comeback.gif]] in its trigger icon from your hand into your "
            "waiting room] When this card is placed on the stage from your hand, you may pay the cost. If "
            "you do, choose 1 climax with [[comeback.gif]] in its trigger icon in your waiting room, and "
            "return it to your hand.")
    assert a["cost"] == [{"discard": 1, "filter": {"trigger": "comeback", "type": "climax"}}]
    a = rec("【ACT】 [1] This card gets +1 soul until end of turn.")
    assert a["cost"] == [{"stock": 1}]
    assert ab.describe(a).startswith("【ACT】 [(1)]")
    for k, words in [({"to_stock_self": 1}, "put this card into your stock"),
                     ({"hand_to_stock": 1}, "put 1 card(s) from your hand into your stock"),
                     ({"others_to_clock": 1}, "put 1 other character(s) from your stage into your clock"),
                     ({"waiting_to_memory": 1, "filter": {"type": "climax"}},
                      "put 1 climax(s) from your waiting room into your memory")]:
        assert ab.cost_words([k]) == words


def test_near_misses_stay_unsupported():
    assert costs("Put 1 card with no traits from your hand into your waiting room") is None
    assert costs('Put 1 "A" or "B from your hand into your waiting room') is None   # unbalanced quote
    assert costs("Put all markers from underneath this card into your waiting room") is None
    assert costs("Put a face up card in your level face down") is None      # no face-down level cards
    assert costs("Put this card from face up to face down") is None
    assert costs("Exchange a 【STAND】 character in your back stage and this card") is None
    # "【REST】 N of your" a singular without a filter word
    assert costs("【REST】 2 of your 《Music》 character and a card") is None


# ---- hand cards by filter ------------------------------------------------------------------------

def _comeback(hand):
    d = deck(COMEBACK, name="comeback", extra=[(2, CX_COMEBACK), (2, CX_POOL)])
    return make(decks=[d, d], hand=[[COMEBACK] + hand, []], waiting=[[CX_COMEBACK], []])


def test_ovl_se51_e54_only_a_comeback_climax_pays():
    s = _comeback([CX_COMEBACK, CX_POOL])
    cb = cid(s, 0, CX_COMEBACK)
    cb_wr = cid(s, 0, CX_COMEBACK, "waiting")
    play(s, 0, COMEBACK, 0)
    resolve_order(s)
    assert kind(s) == "yes_no" and opts(s) == (0, 1)
    act(s, "yes_no", 1)
    assert kind(s) == "choose" and opts(s) == (cb,)              # the pool climax cannot pay
    act(s, "choose", cb)
    assert cb in s.waiting[0]
    assert kind(s) == "choose" and cb_wr in opts(s)
    act(s, "choose", cb_wr)
    assert cb_wr in s.hand[0]


def test_ovl_se51_e54_a_hand_that_cannot_pay_is_asked_with_no_only():
    """DESIGN §2: whether the hidden hand can pay must not show: the question is posed, with
    "no" its only answer."""
    s = _comeback([CX_POOL])
    play(s, 0, COMEBACK, 0)
    resolve_order(s)
    assert kind(s) == "yes_no" and opts(s) == (0,)


# ---- the stock printed "[1]" -------------------------------------------------------------------

def test_pd_s22_e013_the_act_of_old_sets_costs_1_stock():
    d = deck(PD)
    s = make(decks=[d, d], stage=[{0: PD}, {}], stock=[[Y0], []])
    c = cid(s, 0, PD, "stage")
    soul = s.soul_of(0, 0)
    act(s, "main", act_ids(s, 0)[0])
    assert not s.stock[0] and s.soul_of(0, 0) == soul + 1 and s.stage[0][0] == c


# ---- 【REST】 N of your 《T》 characters --------------------------------------------------------------

def test_imc_w41_e006_two_music_characters_rest_this_card_may_be_one():
    d = deck(IMC, IMC_MUSIC)
    s = make(decks=[d, d], stage=[{0: IMC, 1: IMC_MUSIC, 2: Y0}, {}])
    act(s, "main", act_ids(s, 0)[0])
    assert kind(s) == "choose"
    imc, music, y0 = s.stage[0][0], s.stage[0][1], s.stage[0][2]
    assert set(opts(s)) == {imc, music}                          # the vanilla Y0 is no 《Music》
    act(s, "choose", imc)
    act(s, "choose", music)
    assert s.status[0][0] == REST and s.status[0][1] == REST and s.status[0][2] == STAND
    assert kind(s) == "choose"                                   # the +2000
    act(s, "choose", y0)
    assert s.power_of(0, 2) == s.T.power[y0] + 2000


def test_imc_w41_e006_one_music_character_cannot_pay():
    d = deck(IMC, IMC_MUSIC)
    s = make(decks=[d, d], stage=[{0: IMC, 2: Y0}, {}])
    assert act_ids(s, 0) == []


# ---- the hand into a marker / the stock ----------------------------------------------------------

def test_nik_s117_te03_noir_goes_face_up_underneath_this_card():
    d = deck(NIK, NOIR, NIKKE)
    s = make(decks=[d, d], hand=[[NIK, NOIR, NIKKE], []])
    noir = cid(s, 0, NOIR)
    play(s, 0, NIK, 1)
    resolve_order(s)
    if kind(s) == "order":
        resolve_order(s)
    assert kind(s) == "yes_no" and opts(s) == (0, 1)
    act(s, "yes_no", 1)
    assert kind(s) == "choose" and opts(s) == (noir,)            # only "Noir" pays
    act(s, "choose", noir)
    assert s.markers[0][1] == [noir] and noir not in s.hand[0]
    assert s.knows(1, noir, MARKERS0)                            # face up: seen by both
    assert kind(s) == "choose"                                   # the search follows


def test_ggo_s59_e040_a_hand_card_goes_face_down_into_the_stock():
    d = deck(GGO, GGO_CX, PCHAN)
    s = make(decks=[d, d], phase="climax", stage=[{0: GGO}, {}], hand=[[GGO_CX, Y0, Y1], []],
             waiting=[[PCHAN], []], clock=[[R0], []])           # a red card: the climax's colour
    y1 = cid(s, 0, Y1)
    pchan = cid(s, 0, PCHAN, "waiting")
    act(s, "climax", cid(s, 0, GGO_CX))
    while kind(s) == "order":                                    # this card's ability first
        act(s, "order", next(i for i in opts(s) if s.pending_auto[i][1] == s.stage[0][0]))
    assert kind(s) == "yes_no"
    act(s, "yes_no", 1)
    assert kind(s) == "choose" and set(opts(s)) == {y1, cid(s, 0, Y0)}
    act(s, "choose", y1)
    assert s.stock[0] == [y1]
    assert s.knows(0, y1, STOCK0) and not s.knows(1, y1, STOCK0)   # face down: the opponent
    assert kind(s) == "choose" and opts(s) == (pchan, PASS)         # does not know which
    act(s, "choose", pchan)
    assert pchan in s.hand[0]


# ---- characters from the stage into the stock / clock ------------------------------------------

def test_ddd_s118_e051_another_character_goes_into_the_stock_not_this_card():
    d = deck(DDD, DDD_CX, AIRA)
    s = make(decks=[d, d], phase="climax", stage=[{1: DDD, 3: AIRA}, {}], hand=[[DDD_CX], []],
             waiting=[[AIRA], []], level=[[R0], []])
    aira = s.stage[0][3]
    act(s, "climax", cid(s, 0, DDD_CX))
    while kind(s) == "order":                                    # this card's ability first
        act(s, "order", next(i for i in opts(s) if s.pending_auto[i][1] == s.stage[0][1]))
    act(s, "yes_no", 1)
    assert kind(s) == "choose" and opts(s) == (aira,)            # "other": not this card
    act(s, "choose", aira)
    assert s.stock[0] == [aira] and s.stage[0][3] == -1
    assert s.knows(1, aira, STOCK0)                              # it went there in plain sight
    assert kind(s) == "choose"                                   # the 《Human》 of the WR
    act(s, "choose", cid(s, 0, AIRA, "waiting"))


def test_ari_s103_e012_encore_puts_a_tortus_character_into_the_clock():
    d = deck(YUE, KAORI)
    s = make(decks=[d, d], phase="encore", stage=[{0: YUE, 1: KAORI, 2: Y0}, {}],
             status=[{0: REVERSE}, {}])
    yue, kaori = cid(s, 0, YUE, "waiting"), s.stage[0][1]         # the reversed one went there
    while kind(s) == "encore_order":
        act(s, "encore_order", opts(s)[0])
    assert kind(s) == "encore" and 2 in opts(s)                   # the card's own Encore
    act(s, "encore", 2)
    assert kind(s) == "choose" and opts(s) == (kaori,)           # the vanilla Y0 is no 《Tortus》
    act(s, "choose", kaori)
    assert s.clock[0] == [kaori] and s.stage[0][0] == yue and s.stage[0][1] == -1
    assert ("encore", -1, 0, yue, 0) in s.log                    # back on its position


# ---- the waiting room into the memory / the deck -------------------------------------------------

def test_p4_s01_009_a_climax_of_the_waiting_room_goes_into_the_memory():
    d = deck(P4, P4_CX)
    s = make(decks=[d, d], phase="attack", stage=[{0: P4}, {}], climax=[[P4_CX], []],
             stock=[[Y0, Y0, Y1, Y1], []], waiting=[[P4_CX, Y0], []], level=[[R0], []])
    cx = cid(s, 0, P4_CX, "waiting")
    act(s, "attack", attack_id(0, DIRECT), settle=False)
    resolve_order(s)
    assert kind(s) == "yes_no"
    act(s, "yes_no", 1)
    assert kind(s) == "choose" and opts(s) == (cx,)              # a climax only
    act(s, "choose", cx)
    assert s.memory[0] == [cx] and len(s.stock[0]) == 1          # the 4 paid; the trigger card
    assert s.status[0][0] == STAND                               # 【STAND】 this card


def test_ab_w31_e070_two_characters_back_into_the_deck_then_a_shuffle():
    d = deck(AB)
    s = make(decks=[d, d], phase="attack", stage=[{0: AB}, {}], waiting=[[Y0, Y1, R0], []])
    c = s.stage[0][0]
    waiting = list(s.waiting[0])
    act(s, "attack", attack_id(0, DIRECT), settle=False)
    resolve_order(s)
    act(s, "yes_no", 1)
    assert kind(s) == "choose" and set(opts(s)) == set(waiting)   # characters of the WR
    n = len(s.log)
    act(s, "choose", waiting[0])
    act(s, "choose", waiting[1])
    moved = [e for e in s.log[n:] if e[0] == "cost_move"]
    assert [e[3] for e in moved] == waiting[:2] and s.waiting[0][:1] == waiting[2:]
    assert ("modifier", -1, c, "power", 2000, s.turn - 1) in s.log[n:]   # the turn ended since


# ---- costs no card of the pool reads yet (their abilities wait for other clauses) -----------------

def _pay(s, c, cost):
    """Pay `cost` for card c of seat 0 in the main phase, then back to the main decision."""
    s.pending = None
    s.stack.append(("main_phase",))
    s.push_costs(0, c, cost, s.slot_of(c))
    s._run()


def test_to_stock_self_hand_to_memory_and_reveal_to_stock_paid_by_the_engine():
    d = deck(PD)
    d = deck(PD)
    s = make(decks=[d, d], stage=[{0: PD}, {}], hand=[[Y1], []])
    c = s.stage[0][0]
    y1 = cid(s, 0, Y1)
    cost = [{"hand_to_memory": 1}, {"to_stock_self": 1}]
    assert s.can_pay(0, c, cost, 0)
    _pay(s, c, cost)
    assert kind(s) == "choose" and opts(s) == (y1,)
    act(s, "choose", y1)
    assert s.memory[0] == [y1] and s.stock[0] == [c] and s.stage[0][0] == -1
    assert s.knows(1, c, STOCK0)                                 # from the stage: seen going
    s2 = make(decks=[d, d], stage=[{0: PD}, {}], hand=[[Y0], []])
    y0 = cid(s2, 0, Y0)
    _pay(s2, s2.stage[0][0], [{"reveal_to_stock": 1}])
    act(s2, "choose", y0)
    assert s2.stock[0] == [y0] and s2.knows(1, y0, STOCK0)      # revealed first: known to both
    assert not s2.can_pay(0, s2.stage[0][0], [{"hand_to_memory": 1}], 0)   # the hand is empty


# ---- more wordings: a name holding quotes, the waiting room under this card, the stage and this
# ---- card into the memory, an exchange of positions ------------------------------------------

YUNYUN = "KS/W76-E036"         # L0, placed [1 ""Foremost Mage" Megumin" from hand]: WR -> deck
MEGUMIN = "KS/W76-E033"        # '"Foremost Mage" Megumin'
YUE3 = "ARI/S103-E047"         # L3 red, placed [1 "Unwavering Beliefs, Hajime" of the WR face up
                               # underneath this card as a marker]: deal 1 damage
HAJIME = "ARI/S103-E046"       # "Unwavering Beliefs, Hajime"
MIKU = "IMC/W41-E051"          # L2 red, 【ACT】 [(1) 1 "Our Lyrics, Riina" from the stage and this
                               # card into the memory]: "Miku Maekawa" of the WR onto its position
RIINA = "IMC/W41-E095"         # "Our Lyrics, Riina"
MAEKAWA = "IMC/W41-E044"       # "Miku Maekawa"
RYUJI = "P5/S45-E018"          # L1, [Exchange a 【STAND】 character in your center stage and this
                               # card] during your turn, battle opponent 【REVERSE】: +1 soul


def test_ks_w76_e036_a_name_that_holds_quotes():
    d = deck(YUNYUN, MEGUMIN)
    s = make(decks=[d, d], hand=[[YUNYUN, MEGUMIN, Y0], []], waiting=[[Y1], []])
    meg = cid(s, 0, MEGUMIN)
    assert s.T.name[meg] == '"Foremost Mage" Megumin'
    play(s, 0, YUNYUN, 0)
    resolve_order(s)
    act(s, "yes_no", 1)
    assert kind(s) == "choose" and opts(s) == (meg,)
    act(s, "choose", meg)
    assert not s.waiting[0]                                      # all back into the deck


def test_ari_s103_e047_a_hajime_of_the_waiting_room_goes_under_this_card():
    d = deck(YUE3, HAJIME)
    s = make(decks=[d, d], hand=[[YUE3], []], waiting=[[HAJIME, Y0], []], stock=[[Y0, Y0], []],
             level=[[R0, R0, R0], []], deck_top=[[], [Y0]])
    haj = cid(s, 0, HAJIME, "waiting")
    play(s, 0, YUE3, 2)
    resolve_order(s)
    act(s, "yes_no", 1)
    assert kind(s) == "choose" and opts(s) == (haj,)
    act(s, "choose", haj)
    assert s.markers[0][2] == [haj] and s.knows(1, haj, MARKERS0)
    assert len(s.clock[1]) == 1                                  # then 1 damage


def test_imc_w41_e051_riina_and_this_card_into_the_memory_then_miku_maekawa():
    d = deck(MIKU, RIINA, MAEKAWA)
    s = make(decks=[d, d], stage=[{0: MIKU, 1: RIINA}, {}], stock=[[Y0], []],
             waiting=[[MAEKAWA], []], level=[[R0, R0], []])
    miku, ri = s.stage[0][0], s.stage[0][1]
    mm = cid(s, 0, MAEKAWA, "waiting")
    act(s, "main", act_ids(s, 0)[0])
    assert kind(s) == "choose" and opts(s) == (ri,)              # "Our Lyrics, Riina" first
    act(s, "choose", ri)
    assert s.memory[0] == [ri, miku]                             # then this card
    assert kind(s) == "choose" and mm in opts(s)
    act(s, "choose", mm)
    assert s.stage[0][0] == mm                                   # the position this card was on


def test_p5_s45_e018_the_exchange_swaps_positions_before_the_soul():
    d = deck(RYUJI)
    s = make(decks=[d, d], phase="attack", stage=[{1: RYUJI, 0: Y1}, {1: R0}],
             level=[[R0], []], deck_top=[[Y0, Y0], [Y0, Y0, Y0]])
    ryuji, y1 = s.stage[0][1], s.stage[0][0]
    act(s, "attack", attack_id(1, 1))                            # frontal
    for _ in range(10):
        if kind(s) == "yes_no":
            break
        if kind(s) == "order":
            resolve_order(s)
        elif kind(s) == "counter":
            act(s, "counter", PASS)
        else:
            break
    assert kind(s) == "yes_no" and opts(s) == (0, 1)
    act(s, "yes_no", 1)
    assert kind(s) == "choose" and opts(s) == (y1,)              # a 【STAND】 center character
    act(s, "choose", y1)
    assert s.stage[0][0] == ryuji and s.stage[0][1] == y1        # exchanged
    assert s.status[0][1] == STAND and s.status[0][0] == REST    # each keeps its own state
