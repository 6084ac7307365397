"""Rulings on the 【AUTO】 abilities of characters placed on the stage that the importer reads
since the "auto" area work (importer_auto.py, verbs_auto.py, abilities_auto.py): the top or
bottom card of the clock into the stock or the waiting room, looking at the top cards and
putting them back in any order, a card of the waiting room underneath this card as a
marker, "draw N cards. If you do, …", "look at up to X cards" counted on the stage, and the
wording rewrites (counts in words, "placed on stage", Bond reminders) that let one pattern
read them all. Seed 000 (clock, stock, markers, refresh) governs each."""

from __future__ import annotations

from ws_helpers import B0, G0, PASS, R0, Y0, act, cid, deck_with, kind, look_through, make

from tcgsim.games.weiss_schwarz import abilities as ab
from tcgsim.games.weiss_schwarz import importer_kinds as K
from tcgsim.games.weiss_schwarz.importer_text import clean

YOTSUBA = "5HY/W101-E029"   # [discard 1] placed from hand: top card of your clock into your stock
RAN = "BD/W03-046"          # placed from hand: you may put the bottom card of your clock into WR
ILLUS = "AZL/S102-TE35"     # placed: up to 1 card from the top of your clock into WR, and +1500
ICHIKA = "5HY/W83-PE01"     # placed: look at up to 2 cards, put them back in any order
MIKU_M = "5HY/WE43-E43"     # placed: you may put 1 "Unparalleled Beauty, Miku Nakano" as marker
BEAUTY = "5HY/W101-E078"    # "Unparalleled Beauty, Miku Nakano"
MIKU_D = "5HY/W83-E123"     # placed: with 2 other 《Quintuplets》, you may draw 1; if so discard 1
ITSUKI = "5HY/W83-E067"     # placed: look at up to X (your 《Quintuplets》 characters), take 1


def _scene(name, entries, **kw):
    d = deck_with(name, entries)
    return make([d, d], **kw)


# ---- clock_to ----------------------------------------------------------------------------

def test_paying_puts_the_top_card_of_the_clock_into_the_stock():
    """5HY/W101-E029: the top card of the clock is the newest one placed there (seed 000
    클락); it goes into the stock and the older card stays."""
    s = _scene("area-auto-yotsuba", [(4, YOTSUBA)], hand=[[YOTSUBA, G0], []], level=[3, 0],
               clock=[[G0, YOTSUBA], []], stock=[2, 0])
    old, top = s.clock[0]
    act(s, "main", cid(s, 0, YOTSUBA))
    act(s, "slot", 0)
    act(s, "yes_no", 1)                       # pay the cost
    act(s, "choose", cid(s, 0, G0))           # the card discarded for it
    assert s.clock[0] == [old] and s.stock[0] == [top]
    assert kind(s) == "main"


def test_not_paying_leaves_the_clock():
    s = _scene("area-auto-yotsuba", [(4, YOTSUBA)], hand=[[YOTSUBA, G0], []], level=[3, 0],
               clock=[[G0, YOTSUBA], []], stock=[2, 0])
    before = list(s.clock[0])
    act(s, "main", cid(s, 0, YOTSUBA))
    act(s, "slot", 0)
    act(s, "yes_no", 0)
    assert s.clock[0] == before and s.stock[0] == []


def test_the_bottom_card_of_the_clock_is_the_oldest():
    """BD/W03-046: "you may put the bottom card of your clock into your waiting room"."""
    s = _scene("area-auto-ran", [(4, RAN)], hand=[[RAN], []], level=[3, 0],
               clock=[[G0, Y0, R0], []], stock=[2, 0])
    bottom, mid, top = s.clock[0]
    act(s, "main", cid(s, 0, RAN))
    act(s, "slot", 0)
    act(s, "yes_no", 1)
    assert s.clock[0] == [mid, top] and bottom in s.waiting[0]


def test_up_to_one_card_from_the_top_of_the_clock_and_the_power_either_way():
    """AZL/S102-TE35: 'put up to 1 card from the top of your clock into your waiting room,
    and this card gets +1500 power' -- declining the card still gives the power."""
    for yes in (1, 0):
        s = _scene("area-auto-illus", [(4, ILLUS)], hand=[[ILLUS], []], level=[3, 0],
                   clock=[[G0, Y0], []], stock=[2, 0])
        bottom, top = s.clock[0]
        act(s, "main", cid(s, 0, ILLUS))
        act(s, "slot", 0)
        act(s, "yes_no", yes)
        assert s.clock[0] == ([bottom] if yes else [bottom, top])
        assert s.power_of(0, 0) == s.T.power[s.stage[0][0]] + 1500


# ---- reorder_top ---------------------------------------------------------------------------

def _look_all(s):
    """Look at every card "up to N" allows: verbs_act's reorder_top asks before each one."""
    while kind(s) == "yes_no" and s.pending[3][0] == "reorder_yes":
        act(s, "yes_no", 1)


def test_looked_at_cards_go_back_on_top_in_the_chosen_order():
    """5HY/W83-PE01: 'look at up to 2 cards from the top of your deck, and put them on the
    top of your deck in any order' -- each card picked goes on the ones picked before."""
    s = _scene("area-auto-ichika", [(4, ICHIKA)], hand=[[ICHIKA], []], deck_top=[[Y0, B0], []])
    a, b = s.deck[0][-1], s.deck[0][-2]       # a on top
    n = len(s.deck[0])
    act(s, "main", cid(s, 0, ICHIKA))
    act(s, "slot", 0)
    _look_all(s)
    assert kind(s) == "choose" and set(s.pending[2]) == {a, b}    # no "none": all go back
    act(s, "choose", a)                       # b, the last one, goes on top by itself
    assert s.deck[0][-1] == b and s.deck[0][-2] == a and len(s.deck[0]) == n
    assert not any(x in s.waiting[0] for x in (a, b))


def test_the_opponent_does_not_learn_the_new_order():
    s = _scene("area-auto-ichika", [(4, ICHIKA)], hand=[[ICHIKA], []], deck_top=[[Y0, B0], []])
    a, b = s.deck[0][-1], s.deck[0][-2]
    act(s, "main", cid(s, 0, ICHIKA))
    act(s, "slot", 0)
    _look_all(s)
    act(s, "choose", b)
    deck = 0                                  # seat 0's deck zone (rules.zone(0, DECK))
    assert s.deck[0][-1] == a and s.knows(0, a, deck) and s.knows(0, b, deck)
    assert not s.knows(1, a, deck) and not s.knows(1, b, deck)


# ---- to_marker -----------------------------------------------------------------------------

def test_a_named_card_of_the_waiting_room_goes_underneath_as_a_marker():
    """5HY/WE43-E43: the marker it takes from the waiting room turns on its own 【CONT】
    (+9000 during your turn with a marker underneath, seed 000 마커)."""
    s = _scene("area-auto-miku-m", [(4, MIKU_M), (4, BEAUTY)], hand=[[MIKU_M], []],
               waiting=[[BEAUTY, Y0], []], level=[1, 0], clock=[[B0], []])
    beauty = s.waiting[0][0]
    act(s, "main", cid(s, 0, MIKU_M))
    act(s, "slot", 0)
    act(s, "yes_no", 1)                       # "you may"
    assert s.pending[2] == (beauty,)          # only the named card; no "none" (not "up to")
    act(s, "choose", beauty)
    assert s.markers[0][0] == [beauty] and beauty not in s.waiting[0]
    assert s.power_of(0, 0) == s.T.power[s.stage[0][0]] + 9000


def test_no_named_card_in_the_waiting_room_no_marker():
    s = _scene("area-auto-miku-m", [(4, MIKU_M), (4, BEAUTY)], hand=[[MIKU_M], []],
               waiting=[[Y0], []], level=[1, 0], clock=[[B0], []])
    act(s, "main", cid(s, 0, MIKU_M))
    act(s, "slot", 0)
    if kind(s) == "yes_no":
        act(s, "yes_no", 1)
    assert kind(s) == "main" and s.markers[0][0] == []


# ---- draw. If you do, … --------------------------------------------------------------------

def _miku_first(s):
    """Its other 【AUTO】 (a climax from the hand: importer_zones' memory bounce) triggers too:
    resolve this one first; that one, with no climax in the hand, can only be declined."""
    if kind(s) == "order":
        act(s, "order", next(k for k in s.pending[2] if s.pending_auto[k][2] == 0))


def _decline_forced(s):
    while kind(s) == "yes_no" and s.pending[2] == (0,):
        act(s, "yes_no", 0)


def test_with_two_other_quintuplets_you_may_draw_and_then_discard():
    """5HY/W83-E123: 'if you have 2 or more other 《Quintuplets》 characters, you may draw 1
    card. If you do, choose 1 card in your hand, and put it into your waiting room'."""
    s = _scene("area-auto-miku-d", [(4, MIKU_D), (4, ICHIKA)], hand=[[MIKU_D], []],
               stage=[{3: ICHIKA, 4: ICHIKA}, {}], deck_top=[[Y0], []])
    drawn = s.deck[0][-1]
    act(s, "main", cid(s, 0, MIKU_D))
    act(s, "slot", 0)
    _miku_first(s)
    act(s, "yes_no", 1)
    assert drawn in s.hand[0] and kind(s) == "choose" and PASS not in s.pending[2]
    act(s, "choose", drawn)
    assert s.hand[0] == [] and drawn in s.waiting[0]


def test_declining_the_draw_discards_nothing_and_without_the_others_nothing_is_asked():
    s = _scene("area-auto-miku-d", [(4, MIKU_D), (4, ICHIKA)], hand=[[MIKU_D, Y0], []],
               stage=[{3: ICHIKA, 4: ICHIKA}, {}])
    act(s, "main", cid(s, 0, MIKU_D))
    act(s, "slot", 0)
    _miku_first(s)
    act(s, "yes_no", 0)
    _decline_forced(s)
    assert kind(s) == "main" and len(s.hand[0]) == 1
    s = _scene("area-auto-miku-d", [(4, MIKU_D), (4, ICHIKA)], hand=[[MIKU_D, Y0], []],
               stage=[{3: ICHIKA}, {}])
    act(s, "main", cid(s, 0, MIKU_D))
    act(s, "slot", 0)
    _miku_first(s)
    _decline_forced(s)
    assert kind(s) == "main" and len(s.hand[0]) == 1


# ---- look_top_x ----------------------------------------------------------------------------

def test_look_at_as_many_cards_as_you_have_quintuplets():
    """5HY/W83-E067: X is counted when the ability resolves; Itsuki itself is one of your
    《Quintuplets》 characters then."""
    s = _scene("area-auto-itsuki", [(4, ITSUKI), (4, ICHIKA)], hand=[[ITSUKI], []],
               stage=[{3: ICHIKA}, {}], level=[3, 0], clock=[[R0], []], stock=[2, 0],
               deck_top=[[Y0, B0, G0], []])
    a, b, c = s.deck[0][-1], s.deck[0][-2], s.deck[0][-3]
    act(s, "main", cid(s, 0, ITSUKI))
    act(s, "slot", 0)
    assert look_through(s) == 2                       # X = 2: up to the top 2 cards
    assert set(s.pending[2]) == {a, b, PASS}
    act(s, "choose", b)
    assert b in s.hand[0] and a in s.waiting[0] and s.deck[0][-1] == c


# ---- the recogniser and the wording rewrites -----------------------------------------------

def _rec_card(code):
    from ws_helpers import game
    return game().pool[code]


def _rec(line, type_="character"):
    a, why = K.recognise(line, {"type": type_})
    assert why == ""
    return a


def test_recogniser_lines():
    assert _rec("【AUTO】 When this card is placed on stage from your hand, you may put the top card "
                "of your clock into your stock.")["effect"] == [
        {"verb": "clock_to", "n": 1, "to": "stock", "up_to": True}]     # asked by the verb
    assert _rec("【AUTO】 When this card is placed on the stage from your hand, look at up to four "
                "cards from the top of your deck, and put them on the top of your deck in any "
                "order.")["effect"] == [{"verb": "reorder_top", "n": 4}]
    a = _rec("【AUTO】 When this card is placed on the stage from your hand, draw a card. If you do, "
             "choose a card in your hand, and put it into your waiting room.")
    assert a["effect"] == [{"verb": "draw", "n": 1}, {"verb": "discard_from_hand", "n": 1}]
    a = _rec("【AUTO】 When this card is placed on the stage from your hand, choose up to 2 《Music》 "
             "characters in your waiting room, and put them face up underneath this card as "
             "markers.")
    assert a["effect"] == [{"verb": "to_marker", "from": "waiting", "n": 2, "up_to": True,
                            "filter": {"trait": "Music", "type": "character"}}]
    a = _rec("【AUTO】 When this card is placed on the stage from your hand, look at up to X cards "
             "from the top of your deck, choose up to 1 card from among them, put it into your "
             "hand, and put the rest into your waiting room. X is equal to the number of other "
             "《Music》 characters you have.")
    # (importer_deck3: X read when it resolves, the look one card at a time, the pick unrevealed)
    assert a["effect"] == [{"verb": "with_x", "x": {"of": "count", "filter": {"trait": "Music"},
                                                    "others": True},
                            "do": {"verb": "dig", "n": "X", "choose": 1, "to": "hand", "rest": "waiting"}}]
    a = _rec("【AUTO】 Bond／\"Kanade\" ［(1)］ （When this card is played and placed on stage, you may "
             "pay the cost. If you do, choose a card named \"Kanade\" in your waiting room, and "
             "return it to your hand.)")
    assert a["cost"] == [{"stock": 1}] and a["effect"][0]["filter"] == {"name": "Kanade"}
    for a in (_rec("【AUTO】 When this card is placed on the stage from your hand, put up to 2 cards "
                   "from the top of your clock into your waiting room."),
              _rec("【AUTO】 When this card is placed on the stage from your hand, you may put the "
                   "bottom card of your clock into your stock.")):
        assert ab.describe(a).startswith("【AUTO】 When this card is placed")


def test_texts_the_engine_cannot_play_faithfully_stay_unrecognised():
    # "at the bottom of your deck in any order" is not "on the top"
    assert _rec("【AUTO】 When this card is placed on the stage from your hand, choose up to 2 "
                "\"Kanade\" in your waiting room, and put them at the bottom of your deck in any "
                "order.") is None
    # what follows "put it into your stock" belongs to the "if" (importer_deck3 reads it so)
    assert _rec("【AUTO】 When this card is placed on the stage from your hand, reveal the top card "
                "of your deck. If that card is a 《Music》 character, put it into your stock, and "
                "draw 1 card.")["effect"] == [{"verb": "reveal_top", "to": "stock", "filter": {
                    "trait": "Music", "type": "character"}, "then": [{"verb": "draw", "n": 1}]}]
    # "draw up to 1 card. If you do" depends on the choice: not read as always done
    assert _rec("【AUTO】 When this card is placed on the stage from your hand, draw up to 1 card. If "
                "you do, choose 1 card in your hand, and put it into your waiting room.") is None


def test_the_wording_rewrites_keep_the_meaning():
    assert clean("【AUTO】 When this card is placed on stage from your hand, draw two cards") == \
        "【AUTO】 When this card is placed on the stage from your hand, draw 2 cards"
    assert clean("choose a card named \"X\" in your waiting room") == \
        "choose 1 \"X\" in your waiting room"
    assert clean("X is equal to 500 multiplied by the number of 《T》 characters you have.") == \
        "X is equal to the number of 《T》 characters you have ×500."
    # Brainstorm's own wording is not touched
    assert "For each climax revealed among those cards" in clean(
        "For each climax revealed among those cards, draw up to 1 card")
    # a reveal leaves a card that does not match in its place: the reminder says no more
    assert clean("reveal the top card of your deck. If that card is a 《T》 character, put it into "
                 "your hand. (If it is not, return the revealed card to its original place)") == \
        "reveal the top card of your deck. If that card is a 《T》 character, put it into your hand."
    assert "(If it is, return" in clean("If that card is a climax, draw 1 card. (If it is, return "
                                        "the revealed card to its original place)")
    assert clean("If there is a climax revealed among those cards, draw 1 card") == \
        "If there is a climax among those cards, draw 1 card"


# ---- peek_top, rest_self, waiting_to_deck, reveal_to_stock, repeat_n ---------------------

DWARF = "GBS/S63-E012"      # placed: look at up to 2 of your, then of your opponent's, deck
RYUKO = "KLK/S27-E048"      # placed: 【REST】 this card
TSUKIHI = "NM/S24-E047"     # once per turn, when reversed in battle: 【REST】 this card
BIG = "TRV/S92-E069"        # a 13500-power character without abilities
TITAN = "AOT/SX04-004"      # [(2)] placed: the waiting room into the deck, shuffled
NINO = "5HY/W90-E062"       # placed: 2 times, look at the top card: leave it or to WR
STOCKER = "5HY/W83-E036"    # placed: reveal the top card; level 1 or lower: into your stock


def test_looking_at_the_top_cards_of_both_decks_leaves_them_in_order():
    """GBS/S63-E012: "put them on the top of the deck in the original order" -- the player
    learns those cards and nothing moves."""
    s = _scene("area-auto-dwarf", [(4, DWARF)], hand=[[DWARF], []], level=[2, 0],
               clock=[[Y0], []], stock=[1, 0])
    mine, theirs = list(s.deck[0]), list(s.deck[1])
    act(s, "main", cid(s, 0, DWARF))
    act(s, "slot", 0)
    if kind(s) == "order":
        act(s, "order", s.pending[2][0])
    assert kind(s) == "main" and s.deck[0] == mine and s.deck[1] == theirs
    deck0, deck1 = 0, 4                       # rules.zone(p, DECK)
    assert all(s.knows(0, c, deck0) for c in mine[-2:]) and not s.knows(0, mine[-3], deck0)
    assert all(s.knows(0, c, deck1) for c in theirs[-2:])
    assert not any(s.knows(1, c, deck1) for c in theirs[-2:])     # the owner did not look


def test_rest_this_card_when_placed():
    s = _scene("area-auto-ryuko", [(4, RYUKO)], hand=[[RYUKO], []], level=[2, 0],
               clock=[[R0], []], stock=[1, 0])
    act(s, "main", cid(s, 0, RYUKO))
    act(s, "slot", 0)
    assert s.status[0][0] == 1                # REST: it cannot attack this turn


def _answer(s, yes=1):
    """Settle the ability's own questions: the first ability first, `yes` to each yes/no,
    the first option of each choice."""
    while kind(s) in ("order", "yes_no", "choose"):
        act(s, kind(s), yes if kind(s) == "yes_no" else s.pending[2][0])


def test_a_character_rested_after_its_reversal_survives_the_encore_step():
    """NM/S24-E047: 【REST】 makes a 【REVERSE】 character 【REST】; the encore step puts only
    【REVERSE】 characters into the waiting room (seed 000 앙코르 스텝)."""
    s = _scene("area-auto-tsukihi", [(4, TSUKIHI), (4, BIG)], active=1, phase="attack",
               stage=[{1: TSUKIHI}, {1: BIG}])
    tsukihi = s.stage[0][1]
    act(s, "attack", 1 * 3 + 1)               # BIG frontal attacks Tsukihi and wins
    assert ("reversed", -1, 0, 1) in s.log or any(e[0] == "reversed" for e in s.log)
    assert any(e[0] == "ability" and e[3] == tsukihi for e in s.log)
    # the turn went on through the encore step to seat 0's turn: Tsukihi stayed
    assert s.active == 0 and s.stage[0][1] == tsukihi and tsukihi not in s.waiting[0]


def test_the_waiting_room_goes_into_the_deck_and_it_is_shuffled():
    """AOT/SX04-004: [(2)] all of the waiting room into the deck, then a shuffle."""
    s = _scene("area-auto-titan", [(4, TITAN)], hand=[[TITAN], []], waiting=[[Y0, B0, R0], []],
               stock=[2, 0], deck_top=[[G0], []])
    gone = list(s.waiting[0])
    n = len(s.deck[0])
    act(s, "main", cid(s, 0, TITAN))
    act(s, "slot", 0)
    _answer(s)                                # pay (2); its other ability reveals the top
    assert kind(s) == "main" and s.stock[0] == []
    # the 2 stock paid went to the waiting room first, so they are in the deck too
    assert s.waiting[0] == [] and set(gone) <= set(s.deck[0]) and len(s.deck[0]) == n + 3 + 2
    assert not any(s.knows(1, c, 0) for c in gone)   # their places in the deck: unknown


def test_reveal_the_top_card_into_the_stock_if_it_is_level_1_or_lower():
    """5HY/W83-E036: a level 0 character goes into the stock; a level 3 one stays on top."""
    for top, to_stock in ((Y0, True), (ITSUKI, False)):
        s = _scene("area-auto-stocker", [(4, STOCKER), (4, ITSUKI)], hand=[[STOCKER], []],
                   deck_top=[[top], []], level=[3, 0], clock=[[G0], []], stock=[2, 0])
        x = s.deck[0][-1]
        act(s, "main", cid(s, 0, STOCKER))
        act(s, "slot", 0)
        if kind(s) == "order":                # this ability first, then "draw up to 1"
            act(s, "order", s.pending[2][0])
        _answer(s, yes=0)
        assert (x in s.stock[0]) == to_stock and (s.deck[0][-1] == x) != to_stock


def test_perform_the_following_action_two_times():
    """5HY/W90-E062: two looks at the top card, each may send it to the waiting room."""
    s = _scene("area-auto-nino", [(4, NINO)], hand=[[NINO], []], level=[1, 0],
               clock=[[R0], []], deck_top=[[Y0, B0, G0], []])
    a, b, c = s.deck[0][-1], s.deck[0][-2], s.deck[0][-3]
    act(s, "main", cid(s, 0, NINO))
    act(s, "slot", 0)
    act(s, "yes_no", 1)                       # the first top card into the waiting room
    act(s, "yes_no", 1)                       # and the next one
    assert kind(s) == "main" and a in s.waiting[0] and b in s.waiting[0] and s.deck[0][-1] == c


# ---- when your other … is placed; the opponent's stock; face-down markers ----------------

FUTARO = "5HY/W83-E124"     # when your other "Confrontation, Miku Nakano" is placed from hand
TOPH = "ATLA/WX04-043"      # [(1)] placed: the opponent's stock to WR, as many from deck to stock
ARISA = "BD/W73-E080"       # placed: you may put 1 "New Sticks, Saya Yamabuki" face down as marker
SAYA = "BD/W73-E057"        # "New Sticks, Saya Yamabuki"


def test_when_your_other_named_character_is_placed_from_the_hand():
    """5HY/W83-E124: B0 is "Confrontation, Miku Nakano" (a 《Quintuplets》); placed from the
    hand, Futaro's ability gives the only 《Quintuplets》 character +3000."""
    assert _rec_card(B0).name == "Confrontation, Miku Nakano"
    s = _scene("area-auto-futaro", [(4, FUTARO)], hand=[[B0, Y0], []], stage=[{3: FUTARO}, {}])
    act(s, "main", cid(s, 0, B0))
    act(s, "slot", 0)
    assert s.power_of(0, 0) == s.T.power[s.stage[0][0]] + 3000
    act(s, "main", cid(s, 0, Y0))             # another name: nothing
    act(s, "slot", 1)
    assert s.power_of(0, 1) == s.T.power[s.stage[0][1]]


def test_futaro_placed_itself_is_not_your_other_character():
    s = _scene("area-auto-futaro", [(4, FUTARO)], hand=[[FUTARO], []], stage=[{0: B0}, {}])
    act(s, "main", cid(s, 0, FUTARO))
    act(s, "slot", 3)
    act(s, "yes_no", 0)      # its own placed ability (reveal, salvage by level: importer_deck) declined
    assert s.power_of(0, 0) == s.T.power[s.stage[0][0]] and kind(s) == "main"


def test_the_opponents_stock_is_replaced_by_as_many_cards_of_their_deck():
    """ATLA/WX04-043: the old stock goes to the waiting room; the top 4 of the deck become
    the stock (face down: the player who paid does not learn them)."""
    s = _scene("area-auto-toph", [(4, TOPH)], hand=[[TOPH], []], level=[3, 0],
               clock=[[G0], []], stock=[3, 4])
    old = list(s.stock[1])
    top4 = s.deck[1][-4:]
    act(s, "main", cid(s, 0, TOPH))
    act(s, "slot", 0)
    act(s, "yes_no", 1)
    assert set(old) <= set(s.waiting[1]) and sorted(s.stock[1]) == sorted(top4)
    assert s.stock[0] == []                   # (2) to play it and (1) for the ability
    assert not any(s.knows(0, c, 1 * 4 + 2) for c in s.stock[1])


def test_a_face_down_marker_from_the_waiting_room():
    """BD/W73-E080: both players saw which card went under (it came from the waiting
    room); its 【CONT】 needs a marker during your turn."""
    s = _scene("area-auto-arisa", [(4, ARISA), (4, SAYA)], hand=[[ARISA], []],
               waiting=[[SAYA], []], level=[1, 0], clock=[[B0], []], stock=[1, 0])
    saya = s.waiting[0][0]
    act(s, "main", cid(s, 0, ARISA))
    act(s, "slot", 0)
    act(s, "yes_no", 1)
    act(s, "choose", saya)
    assert s.markers[0][0] == [saya] and s.knows(1, saya, 3)


def test_more_recogniser_lines():
    a = _rec("【AUTO】 When this card is placed on the stage from your hand, if the number of other "
             "《Fleet Girl》 characters you have is four or more, you may put the top card of your "
             "deck into your stock.")
    assert a["condition"] == {"count_min": 4, "filter": {"trait": "Fleet Girl"}, "others": True}
    a = _rec("【AUTO】 [(1)] When this card is placed on the stage from your hand, you may pay the "
             "cost. If you do, search your deck for up to 1 《Magic》 character, reveal it to your "
             "opponent, and put it into your hand. Shuffle your deck afterwards.")
    assert a["effect"][0]["verb"] == "search_deck"
    a = _rec("【AUTO】 This ability activates up to 1 time per turn. When your other 《Music》 "
             "character is placed on the stage from your hand, this card gets +1000 power until end "
             "of turn.")
    assert a["when"] == "other_placed_from_hand" and a["once_per_turn"] and \
        a["filter"] == {"trait": "Music"}
    # "up to 2 times per turn" is not once a turn: times_per_turn (importer_heads)
    a = _rec("【AUTO】 This ability activates up to 2 times per turn. When your other 《Music》 "
             "character is placed on the stage from your hand, this card gets +1000 power until "
             "end of turn.")
    assert a["times_per_turn"] == 2 and "once_per_turn" not in a


ICHIKA_M = "5HY/W90-E009"   # placed: up to 1 opponent's character to memory, back where they choose


def test_the_opponents_character_goes_to_memory_and_comes_back_standing_where_they_choose():
    """5HY/W90-E009: it leaves the stage (it is a new card: its markers go to the waiting room)
    and its owner puts it back 【STAND】 on a position they choose."""
    s = _scene("area-auto-ichika-m", [(4, ICHIKA_M)], hand=[[ICHIKA_M], []],
               stage=[{}, {0: Y0}], status=[{}, {0: 1}], level=[1, 0], clock=[[R0], []])
    y0 = s.stage[1][0]
    s.markers[1][0] = [s.deck[1].pop()]
    marker = s.markers[1][0][0]
    act(s, "main", cid(s, 0, ICHIKA_M))
    act(s, "slot", 0)
    assert set(s.pending[2]) == {y0, PASS}    # "up to 1"
    act(s, "choose", y0)
    assert s.pending[0] == 1 and kind(s) == "slot" and y0 in s.memory[1]
    act(s, "slot", 4)
    assert s.stage[1][4] == y0 and s.status[1][4] == 0 and s.stage[1][0] == -1
    assert marker in s.waiting[1] and y0 not in s.memory[1]


ARGUS = "AZL/S119-E022"     # placed: +X power, X = the number of your opponent's characters ×1000
MIKU_B = "5HY/W90-E027"     # placed: reorder the top 3, then up to 1 opponent's character to hand


def test_power_for_each_of_the_opponents_characters_counted_when_it_resolves():
    s = _scene("area-auto-argus", [(4, ARGUS)], hand=[[ARGUS], []],
               stage=[{}, {0: Y0, 1: B0, 3: R0}])
    act(s, "main", cid(s, 0, ARGUS))
    act(s, "slot", 0)
    assert s.power_of(0, 0) == s.T.power[s.stage[0][0]] + 3 * 1000


def test_up_to_one_of_the_opponents_characters_back_to_the_hand():
    """5HY/W90-E027: "choose up to 1" offers to choose none."""
    for pick in (True, False):
        s = _scene("area-auto-miku-b", [(4, MIKU_B)], hand=[[MIKU_B], []], level=[3, 0],
                   clock=[[G0], []], stock=[2, 0], stage=[{}, {1: Y0}], deck_top=[[Y0, B0, R0], []])
        y0 = s.stage[1][1]
        act(s, "main", cid(s, 0, MIKU_B))
        act(s, "slot", 0)
        if kind(s) == "order":
            act(s, "order", s.pending[2][0])
        _look_all(s)
        while kind(s) == "choose" and y0 not in s.pending[2]:
            act(s, "choose", s.pending[2][0])         # the 3 cards put back
        assert set(s.pending[2]) == {y0, PASS}
        act(s, "choose", y0 if pick else PASS)
        assert (y0 in s.hand[1]) == pick and (s.stage[1][1] == y0) != pick
