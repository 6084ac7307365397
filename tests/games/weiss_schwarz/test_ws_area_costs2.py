"""Card rulings for the costs issue 15 added (importer_costs._COST_ATOMS, costs.CostSteps):
this card into the clock / to the bottom of the deck / (【STAND】) into the memory; N (other)
《T》 characters from the stage, N cards of the waiting room at the bottom of the clock, from the
memory into the waiting room, back into the deck followed by "Shuffle your deck"; the top card
of the stock into the clock; markers underneath this card; events and 《T》 characters from the
hand. Seed 000 (비용, 코스트): a cost is paid in full before the effect, in the printed order, and
an ability whose cost cannot be paid cannot be used ("you may pay the cost": not offered); seed
000 레벨 업: a clock of 7 cards levels up at once (a cost's clock card too). Each a stacked
scenario on a real card of the pool, named by its code; plus the recogniser's tables. Card
text: ../shared/data/weiss_schwarz/cards/*.json.
"""

from __future__ import annotations

from ws_helpers import (PASS, R0, Y0, Y1, act, cid, code, deck_with, events, kind, make, opts,
                        play)

from tcgsim.games.weiss_schwarz import importer_kinds
from tcgsim.games.weiss_schwarz.importer_costs import costs

GATE = "GBS/S63-E045"       # red L0, ACT [this card into your clock]: "《Gate》 Scroll" WR -> hand
SCROLL = "GBS/S63-E052"     # the event "《Gate》 Scroll"
SWAP = "AYT/W110-E056"      # red L1, ACT [this card at the bottom of your deck]: a hand character
                            # of level <= yours onto the position this card was on
STAND_MEM = "CSM/S96-E028"  # green L0, ACT [(1) this 【STAND】 card into your memory]: level >= 2,
                            # search a level 2+ character
OTHER = "ARI/S103-E004"     # yellow L0, placed [a climax from hand & 1 other character from the
                            # stage into the WR]: a climax of the WR -> hand
ITSUKI = "5HY/W101-E028"    # green L0, placed [(1) a "Itsuki" character of the WR at the bottom
                            # of the clock]: search a level 1- "Itsuki" character
ITSUKI_WR = "5HY/W101-E040"  # a character with "Itsuki" in its name (green L0)
DEATH_ACT = "AB/W31-E067"   # red L2, ACT [(1) a 《Death》 character from memory into the WR]:
                            # a WR character -> hand
DEATH = "AB/W31-E083"       # red L0 《Death》
MOMO = "ATLA/WX04-013"      # yellow L0, placed [2 《World of Avatar》 characters of the WR to
                            # the deck & Shuffle your deck]: a WoA character +1 soul
WOA = "ATLA/WX04-082"       # blue L0 《World of Avatar》 (one ability)
RUMOR = "5HY/W83-TE74"      # green L0, placed [the top stock card into your clock]: search
                            # "Rumor, Itsuki Nakano"
MARKER = "FGO/S87-E002"     # yellow L0, ACT [1 marker underneath into the WR]: another
                            # character +1000
EVENT_COST = "BD/W95-E066"  # red L0, placed [(1) 1 event from hand into WR]: a WR event -> hand
CX = "5HY/W83-E062"         # a climax (pool)
DECK0 = 0                   # rules.zone(0, DECK)


def deck(*codes, name=None):
    return deck_with("deck-costs2-" + (name or "-".join(c.replace("/", "") for c in codes)),
                     [(4, c) for c in codes] + [(4, CX)])


def rec(line):
    a, _ = importer_kinds.recognise(line, {"type": "character"})
    return a


def act_ids(s, slot):
    return [x for x in opts(s) if 100 + slot * 5 <= x < 105 + slot * 5]


def resolve_order(s):
    while kind(s) == "order":
        act(s, "order", s.pending[2][0])


# ---- the recogniser --------------------------------------------------------------------------

def test_recognised_costs():
    a = rec('【ACT】 [Put this card into your clock] Choose 1 "《Gate》 Scroll" in your waiting room, '
            'and return it to your hand.')
    assert a["cost"] == [{"to_clock_self": 1}]
    a = rec("【ACT】 [(1) Put this 【STAND】 card into your memory] Look at up to 4 cards from the top of "
            "your deck, choose up to 1 card from among them, put it into your hand, and put the rest "
            "into your waiting room.")
    assert a["cost"] == [{"stock": 1}, {"stand_to_memory_self": 1}]
    a = rec("【AUTO】 [Return 2 《Roselia》 characters from your waiting room to your deck & Shuffle your "
            "deck] When this card is placed on the stage from your hand, you may pay the cost. If you "
            "do, choose 1 of your 《Roselia》 characters, and that character gets +2000 power until end "
            "of turn.")
    assert a["cost"] == [{"waiting_to_deck": 2, "filter": {"trait": "Roselia", "type": "character"}},
                         {"shuffle_deck": 1}]
    a = rec("【ACT】 [Put 1 《Poppin'Party》 character from your hand into your clock & 【REST】 this card] "
            "Draw up to 2 cards.")
    assert a["cost"] == [{"to_clock_from_hand": 1, "filter": {"trait": "Poppin'Party",
                                                              "type": "character"}},
                         {"rest_self": 1}]
    # the cost atoms alone (importer_costs.costs)
    assert costs("【REST】 2 of your 【STAND】 characters") == [{"rest_chars": 2}]
    assert costs("(1) 【REST】 1 of your other 【STAND】 《Music》 characters") == [
        {"stock": 1}, {"rest_others": 1, "filter": {"trait": "Music"}}]
    assert costs("Put 1 other 《Tortus》 character from your stage into your waiting room") == [
        {"others_to_waiting_room": 1, "filter": {"trait": "Tortus"}}]
    assert costs("Put 2 characters from your stage into your waiting room") == [
        {"from_stage_to_waiting_room": 2}]
    assert costs("Put the top card of your stock into your clock") == [{"stock_to_clock": 1}]
    assert costs("Put 2 markers underneath this card into your waiting room") == [
        {"markers_to_waiting": 2}]
    assert costs("Put 1 event from your hand into your waiting room") == [
        {"discard": 1, "filter": {"type": "event"}}]
    assert costs("Put this card at the bottom of your deck") == [{"to_deck_bottom_self": 1}]


def test_near_misses_stay_unsupported():
    # an unreadable filter in a cost: the whole ability stays unrecognised
    assert rec("【ACT】 [Put 1 card with no traits from your waiting room at the bottom of your clock] "
               "Draw 1 card.") is None
    assert rec("【ACT】 [Put this card under your deck] Draw 1 card.") is None


# ---- this card into the clock ----------------------------------------------------------------

def _gate(clock):
    d = deck(GATE, SCROLL)
    return make(decks=[d, d], stage=[{0: GATE}, {}], waiting=[[SCROLL, Y0], []],
                clock=[clock, []])


def test_gbs_s63_e045_this_card_goes_into_the_clock_then_the_scroll_to_hand():
    s = _gate([Y0])
    g = cid(s, 0, GATE, "stage")
    scroll = cid(s, 0, SCROLL, "waiting")
    act(s, "main", act_ids(s, 0)[0])
    assert s.clock[0][-1] == g and s.stage[0][0] == -1          # the cost first
    act(s, "choose", scroll)
    assert scroll in s.hand[0] and kind(s) == "main"


def test_gbs_s63_e045_the_7th_clock_card_levels_up_at_once():
    """Seed 000 레벨 업: the cost makes the clock 7 cards: the level up comes before the effect
    resolves on."""
    s = _gate([Y0, Y0, Y1, Y1, R0, R0])
    act(s, "main", act_ids(s, 0)[0])
    assert kind(s) == "level_up" and len(s.clock[0]) == 7


# ---- this card at the bottom of the deck -----------------------------------------------------

def test_ayt_w110_e056_bottom_of_the_deck_and_a_hand_character_takes_its_position():
    d = deck(SWAP)
    s = make(decks=[d, d], stage=[{2: SWAP}, {}], hand=[[Y0], []], level=[[R0], []])
    sw = cid(s, 0, SWAP, "stage")
    y0 = cid(s, 0, Y0)
    act(s, "main", act_ids(s, 2)[0])
    assert s.deck[0][0] == sw                                    # the bottom (lists bottom first)
    assert s.knows(0, sw, DECK0) and s.knows(1, sw, DECK0)       # face up, seen by both
    act(s, "choose", y0)
    assert s.stage[0][2] == y0


# ---- this 【STAND】 card into the memory -------------------------------------------------------

def test_csm_s96_e028_only_a_standing_card_pays_the_cost():
    d = deck(STAND_MEM)
    s = make(decks=[d, d], stage=[{0: STAND_MEM}, {}], stock=[[Y0], []], status=[{0: 1}, {}])
    assert act_ids(s, 0) == []                                   # 【REST】: cannot pay
    s = make(decks=[d, d], stage=[{0: STAND_MEM}, {}], stock=[[Y0], []], level=[[R0, R0], []])
    c = cid(s, 0, STAND_MEM, "stage")
    act(s, "main", act_ids(s, 0)[0])
    assert c in s.memory[0] and not s.stock[0]
    assert kind(s) == "choose"                                   # level 2: the search


# ---- N other characters from the stage -------------------------------------------------------

def test_ari_s103_e004_another_character_not_this_card_pays():
    d = deck(OTHER)
    s = make(decks=[d, d], stage=[{1: Y0}, {}], hand=[[OTHER, CX], []], waiting=[[CX], []])
    y0 = cid(s, 0, Y0, "stage")
    cx_hand = cid(s, 0, CX)
    cx_wr = cid(s, 0, CX, "waiting")
    play(s, 0, OTHER, 0)
    resolve_order(s)
    act(s, "yes_no", 1)                                          # pay the cost
    act(s, "choose", cx_hand)                                    # the climax from the hand
    assert kind(s) == "choose" and set(s.pending[2]) == {y0}     # not this card itself
    act(s, "choose", y0)
    assert y0 in s.waiting[0] and s.stage[0][1] == -1
    act(s, "choose", cx_wr)
    assert cx_wr in s.hand[0]


def test_ari_s103_e004_alone_on_stage_the_cost_cannot_be_paid():
    d = deck(OTHER)
    s = make(decks=[d, d], hand=[[OTHER, CX], []], waiting=[[CX], []])
    play(s, 0, OTHER, 0)
    resolve_order(s)
    assert kind(s) == "main"                                     # nothing asked


# ---- N cards of the waiting room at the bottom of the clock ----------------------------------

def test_5hy_w101_e028_an_itsuki_of_the_waiting_room_goes_under_the_clock():
    d = deck(ITSUKI, ITSUKI_WR)
    s = make(decks=[d, d], hand=[[ITSUKI], []], stock=[[Y0], []], clock=[[R0], []],
             waiting=[[ITSUKI_WR, Y0], []])
    it = cid(s, 0, ITSUKI_WR, "waiting")
    play(s, 0, ITSUKI, 0)
    resolve_order(s)
    act(s, "yes_no", 1)
    assert kind(s) == "choose" and set(s.pending[2]) == {it}     # only an "Itsuki" character
    act(s, "choose", it)
    assert s.clock[0][0] == it and len(s.clock[0]) == 2          # the bottom: oldest first
    assert kind(s) == "choose"                                   # the search


def test_5hy_w101_e028_a_6_card_clock_levels_up_after_the_cost():
    d = deck(ITSUKI, ITSUKI_WR)
    s = make(decks=[d, d], hand=[[ITSUKI], []], stock=[[Y0], []],
             clock=[[R0, R0, Y0, Y0, Y1, Y1], []], waiting=[[ITSUKI_WR], []])
    play(s, 0, ITSUKI, 0)
    resolve_order(s)
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, ITSUKI_WR, "waiting"))
    assert kind(s) == "level_up" and len(s.clock[0]) == 7


# ---- from the memory into the waiting room ---------------------------------------------------

def test_ab_w31_e067_a_death_character_leaves_the_memory():
    d = deck(DEATH_ACT, DEATH)
    s = make(decks=[d, d], stage=[{0: DEATH_ACT}, {}], stock=[[Y0], []],
             memory=[[DEATH], []], waiting=[[Y1], []])
    dm = cid(s, 0, DEATH, "memory")
    y1 = cid(s, 0, Y1, "waiting")
    act(s, "main", act_ids(s, 0)[0])
    act(s, "choose", dm)
    assert dm in s.waiting[0] and not s.memory[0]
    act(s, "choose", y1)
    assert y1 in s.hand[0]


def test_ab_w31_e067_without_a_death_character_in_memory_it_cannot_be_used():
    d = deck(DEATH_ACT, DEATH)
    s = make(decks=[d, d], stage=[{0: DEATH_ACT}, {}], stock=[[Y0], []], memory=[[Y0], []],
             waiting=[[DEATH], []])
    assert act_ids(s, 0) == []


# ---- back into the deck, then shuffled -------------------------------------------------------

def test_atla_wx04_013_two_characters_return_and_the_deck_is_shuffled():
    d = deck(MOMO, WOA)
    s = make(decks=[d, d], hand=[[MOMO], []], waiting=[[WOA, WOA, Y0], []])
    w1, w2 = [x for x in s.waiting[0] if code(s, x) == WOA]
    n = len(s.deck[0])
    unshuffled = s.deck[0] + [w1, w2]                            # as they went in, on top
    play(s, 0, MOMO, 0)
    resolve_order(s)
    act(s, "yes_no", 1)
    assert set(s.pending[2]) == {w1, w2}                         # only 《World of Avatar》
    act(s, "choose", w1)
    act(s, "choose", w2)
    assert w1 in s.deck[0] and w2 in s.deck[0] and len(s.deck[0]) == n + 2
    assert [code(s, x) for x in s.waiting[0]] == [Y0]
    assert len(events(s, "cost_move")) == 2
    assert s.deck[0] != unshuffled and sorted(s.deck[0]) == sorted(unshuffled)   # shuffled
    assert not s.knows(0, w1, DECK0) and not s.knows(1, w1, DECK0)   # exact places lost


def test_atla_wx04_013_one_character_is_not_enough():
    d = deck(MOMO, WOA)
    s = make(decks=[d, d], hand=[[MOMO], []], waiting=[[WOA, Y0], []])
    play(s, 0, MOMO, 0)
    resolve_order(s)
    assert kind(s) == "main"


# ---- the top card of the stock into the clock ------------------------------------------------

def test_5hy_w83_te74_the_stock_top_goes_into_the_clock_face_up():
    d = deck(RUMOR)
    s = make(decks=[d, d], hand=[[RUMOR], []], stock=[[Y0, Y1], []])
    top = s.stock[0][-1]
    play(s, 0, RUMOR, 0)
    resolve_order(s)
    act(s, "yes_no", 1)
    assert s.clock[0][-1] == top and len(s.stock[0]) == 1
    assert kind(s) == "choose" and PASS in s.pending[2]          # the search ("up to 1")


def test_5hy_w83_te74_an_empty_stock_cannot_pay():
    d = deck(RUMOR)
    s = make(decks=[d, d], hand=[[RUMOR], []])
    play(s, 0, RUMOR, 0)
    resolve_order(s)
    assert kind(s) == "main"


# ---- markers underneath this card ------------------------------------------------------------

def test_fgo_s87_e002_a_marker_pays_and_another_character_gets_1000():
    d = deck(MARKER)
    s = make(decks=[d, d], stage=[{0: MARKER, 1: Y0}, {}])
    assert act_ids(s, 0) == []                                   # no marker: cannot be used
    s = make(decks=[d, d], stage=[{0: MARKER, 1: Y0}, {}], hand=[[Y0], []])
    mk = s.deck[0].pop()
    s.markers[0][0].append(mk)                                   # face down under it
    play(s, 0, Y0, 2)                                            # the main phase asks anew
    y0 = s.stage[0][1]
    before = s.power_of(0, 1)
    act(s, "main", act_ids(s, 0)[0])
    assert mk in s.waiting[0] and not s.markers[0][0]
    act(s, "choose", y0)                                         # "1 of your other characters"
    assert s.power_of(0, 1) == before + 1000


# ---- an event from the hand ------------------------------------------------------------------

def test_bd_w95_e066_only_an_event_pays():
    d = deck(EVENT_COST, SCROLL)
    s = make(decks=[d, d], hand=[[EVENT_COST, SCROLL, Y0], []], stock=[[Y0], []],
             waiting=[[SCROLL], []])
    ev = cid(s, 0, SCROLL)
    ev_wr = cid(s, 0, SCROLL, "waiting")
    play(s, 0, EVENT_COST, 0)
    resolve_order(s)
    act(s, "yes_no", 1)
    assert kind(s) == "choose" and set(s.pending[2]) == {ev}     # not the character
    act(s, "choose", ev)
    assert ev in s.waiting[0]
    act(s, "choose", ev_wr)
    assert ev_wr in s.hand[0]
