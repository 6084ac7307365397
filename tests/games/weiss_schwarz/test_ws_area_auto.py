"""Rulings on the 【AUTO】 abilities of characters placed on the stage that the importer reads
since the "auto" area work (importer_auto.py, verbs_auto.py, abilities_auto.py): the top or
bottom card of the clock into the stock or the waiting room, looking at the top cards and
putting them back in any order, a card of the waiting room underneath this card as a
marker, "draw N cards. If you do, …", "look at up to X cards" counted on the stage, and the
wording rewrites (counts in words, "placed on stage", Bond reminders) that let one pattern
read them all. Seed 000 (clock, stock, markers, refresh) governs each."""

from __future__ import annotations

from ws_helpers import B0, G0, PASS, R0, Y0, act, cid, deck_with, kind, make

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

def test_looked_at_cards_go_back_on_top_in_the_chosen_order():
    """5HY/W83-PE01: 'look at up to 2 cards from the top of your deck, and put them on the
    top of your deck in any order' -- each card picked goes on the ones picked before."""
    s = _scene("area-auto-ichika", [(4, ICHIKA)], hand=[[ICHIKA], []], deck_top=[[Y0, B0], []])
    a, b = s.deck[0][-1], s.deck[0][-2]       # a on top
    n = len(s.deck[0])
    act(s, "main", cid(s, 0, ICHIKA))
    act(s, "slot", 0)
    assert kind(s) == "choose" and set(s.pending[2]) == {a, b}    # no "none": all go back
    act(s, "choose", a)
    act(s, "choose", b)
    assert s.deck[0][-1] == b and s.deck[0][-2] == a and len(s.deck[0]) == n
    assert not any(x in s.waiting[0] for x in (a, b))


def test_the_opponent_does_not_learn_the_new_order():
    s = _scene("area-auto-ichika", [(4, ICHIKA)], hand=[[ICHIKA], []], deck_top=[[Y0, B0], []])
    a, b = s.deck[0][-1], s.deck[0][-2]
    act(s, "main", cid(s, 0, ICHIKA))
    act(s, "slot", 0)
    act(s, "choose", b)
    act(s, "choose", a)
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

def test_with_two_other_quintuplets_you_may_draw_and_then_discard():
    """5HY/W83-E123: 'if you have 2 or more other 《Quintuplets》 characters, you may draw 1
    card. If you do, choose 1 card in your hand, and put it into your waiting room'."""
    s = _scene("area-auto-miku-d", [(4, MIKU_D), (4, ICHIKA)], hand=[[MIKU_D], []],
               stage=[{3: ICHIKA, 4: ICHIKA}, {}], deck_top=[[Y0], []])
    drawn = s.deck[0][-1]
    act(s, "main", cid(s, 0, MIKU_D))
    act(s, "slot", 0)
    act(s, "yes_no", 1)
    assert drawn in s.hand[0] and kind(s) == "choose" and PASS not in s.pending[2]
    act(s, "choose", drawn)
    assert s.hand[0] == [] and drawn in s.waiting[0]


def test_declining_the_draw_discards_nothing_and_without_the_others_nothing_is_asked():
    s = _scene("area-auto-miku-d", [(4, MIKU_D), (4, ICHIKA)], hand=[[MIKU_D, Y0], []],
               stage=[{3: ICHIKA, 4: ICHIKA}, {}])
    act(s, "main", cid(s, 0, MIKU_D))
    act(s, "slot", 0)
    act(s, "yes_no", 0)
    assert kind(s) == "main" and len(s.hand[0]) == 1
    s = _scene("area-auto-miku-d", [(4, MIKU_D), (4, ICHIKA)], hand=[[MIKU_D, Y0], []],
               stage=[{3: ICHIKA}, {}])
    act(s, "main", cid(s, 0, MIKU_D))
    act(s, "slot", 0)
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
    assert set(s.pending[2]) == {a, b, PASS}          # X = 2: the top 2 cards
    act(s, "choose", b)
    assert b in s.hand[0] and a in s.waiting[0] and s.deck[0][-1] == c


# ---- the recogniser and the wording rewrites -----------------------------------------------

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
    assert a["effect"] == [{"verb": "look_top_x", "per": {"filter": {"trait": "Music"},
                                                          "others": True},
                            "choose": 1, "to": "hand", "rest": "waiting"}]
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
    # "put them on the top of your deck in the original order" is not "any order"
    assert _rec("【AUTO】 When this card is placed on the stage from your hand, look at up to 2 cards "
                "from the top of your deck, and put them on the top of your deck in the original "
                "order.") is None
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
    assert clean("If there is a climax revealed among those cards, draw 1 card") == \
        "If there is a climax among those cards, draw 1 card"
