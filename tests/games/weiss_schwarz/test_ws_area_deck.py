"""Card rulings for the deck-manipulation families (importer_deck.py, verbs_deck.py): "look
at / reveal up to N cards from the top of your deck" played one card at a time (seed 000:
"up to" lets the player stop at any number), the hidden information of a look (its owner
only) and of a reveal (both players), "If you put N card into your hand" / "If you revealed
N or more cards", the top card of the deck face down underneath a card as a marker (seed 000
마커), and "perform a trigger check N times on the trigger step" (seed 000 ② 트리거 스텝).
Each a stacked scenario (scenario.py) on a real card of the pool, named by its code; and the
recogniser's tables for their printed lines, with near misses that stay unsupported.
Card text: ../shared/data/weiss_schwarz/cards/*.json.
"""

from __future__ import annotations

from ws_helpers import (
    FRONTAL, DIRECT, Y0, Y1, act, attack_id, cid, deck_with, events, kind, make, play,
)

from tcgsim.games.weiss_schwarz import importer_kinds

ARI = "ARI/S103-E049"      # placed: look at up to 3, up to 1 event to hand; if you put 1, discard 1
EVENT = "5HY/W101-E073"    # an event without abilities
LEVI = "AOT/SX04-112"      # reversed in battle: may reveal up to 3; if 1+, up to 1 《Corps》 char
CORPS = "AOT/S35-E002"     # a 《Corps》 character without abilities
MIKU = "5HY/WE43-E16"      # [(1)] when this card attacks: during that attack, 2 trigger checks
RIN = "LL/W01-012"         # placed: put the top card of your deck underneath this card as a marker
CX = "5HY/W83-E062"        # a climax (pool)


def deck(*codes):
    return deck_with("deck-" + "-".join(c.replace("/", "") for c in codes),
                     [(4, c) for c in codes] + [(4, CX)])


def mk(codes, **kw):
    d = deck(*codes)
    return make(decks=[d, d], **kw)


def rec(line):
    a, _ = importer_kinds.recognise(line, {"type": "character"})
    return a


# ---- recognisers on the printed lines ------------------------------------------------------------

def test_ari_s103_e049_look_at_up_to_3_then_discard_if_one_was_put_into_the_hand():
    a = rec("【AUTO】 When this card is placed on the stage from your hand, look at up to 3 cards from "
            "the top of your deck, choose up to 1 event from among them, reveal it to your opponent, "
            "put it into your hand, and put the rest into your waiting room. If you put 1 card into "
            "your hand, choose 1 card in your hand, and put it into your waiting room.")
    assert a["effect"] == [
        {"verb": "dig", "n": 3, "choose": 1, "to": "hand", "rest": "waiting",
         "filter": {"type": "event"}, "reveal_pick": True},
        {"verb": "conditional", "condition": {"put_hand_min": 1},
         "then": [{"verb": "discard_from_hand", "n": 1}]}]


def test_aot_sx04_112_reveal_up_to_3_if_you_revealed_1_or_more():
    a = rec("【AUTO】 When this card becomes 【REVERSE】 in battle, you may reveal up to 3 cards from the "
            "top of your deck. If you revealed 1 or more cards, choose up to 1 《Corps》 character from "
            "among them, put it into your hand, put the rest into your waiting room, choose 1 card in "
            "your hand, and put it into your waiting room.")
    assert a["effect"][0] == {"verb": "dig", "n": 3, "choose": 1, "to": "hand", "rest": "waiting",
                              "filter": {"trait": "Corps", "type": "character"}, "reveal": True}
    assert a["effect"][1]["condition"] == {"dug_min": 1}


def test_5hy_we43_e16_two_trigger_checks_and_markers_from_the_deck_top():
    a = rec("【AUTO】 [(1)] When this card attacks, you may pay the cost. If you do, during that attack, "
            "perform a trigger check 2 times on the trigger step.")
    assert a["cost"] == [{"stock": 1}] and a["effect"] == [{"verb": "trigger_checks", "n": 2}]
    a = rec("【AUTO】 When this card is placed on the stage from your hand, put the top card of your deck "
            "underneath this card as a marker.")                                      # LL/W01-012
    assert a["effect"] == [{"verb": "top_to_marker"}]
    a = rec("【AUTO】 When this card's battle opponent becomes 【REVERSE】, you may look at the top card of "
            "your deck. If you do, put that card face down underneath this card as a marker.")  # 5HY/W83-E094
    assert a["optional"] and a["effect"] == [{"verb": "top_to_marker", "look": True}]


def test_near_misses_stay_unsupported():
    # "If performed 2 times, …": a cost paid only if both checks happen -- not read
    assert rec("【AUTO】 When this card attacks, during that attack, perform a trigger check 2 times on "
               "the trigger step. If performed 2 times, put the top card of your stock into your "
               "waiting room.") is None                                                # CSM/S96-E091
    # "If you revealed 2 or more cards": the rest's fate with fewer is not said -- not read
    assert rec("【AUTO】 When this card is placed on the stage from your hand, reveal up to 3 cards from "
               "the top of your deck. If you revealed 2 or more cards, choose up to 1 character from "
               "among them, put it into your hand, put the rest into your waiting room.") is None
    # "If you put 2 cards …" after "choose up to 1": never true as printed -- not read
    assert rec("【AUTO】 When this card is placed on the stage from your hand, look at up to 3 cards from "
               "the top of your deck, choose up to 1 event from among them, reveal it to your "
               "opponent, put it into your hand, and put the rest into your waiting room. If you put "
               "2 card into your hand, choose 2 card in your hand, and put it into your waiting "
               "room.") is None


# ---- "look at up to 3 …": one card at a time, the owner's knowledge only -------------------------

DECK0, HAND0, MARK0 = 0, 1, 3        # zone ints of seat 0 (rules.zone)


def test_ari_may_stop_after_one_card_only_that_card_goes_to_the_waiting_room_and_no_discard():
    """Seed 000: "up to 3": Ari's player looks at 1, stops; that card (not an event) goes to
    the waiting room, the next cards stay in the deck unseen; nothing was put into the hand,
    so nothing is discarded."""
    s = mk([ARI, EVENT], hand=[[ARI, Y0], []], deck_top=[[Y0, EVENT, Y1], []])
    top = s.deck[0][-1]
    ev = s.deck[0][-2]
    play(s, 0, ARI, 0)
    act(s, "yes_no", 1)                                  # look at the 1st card
    assert s.knows(0, top, DECK0) and not s.knows(1, top, DECK0)   # the owner only
    act(s, "yes_no", 0)                                  # stop at 1
    assert kind(s) == "choose" and s.pending[2] == (999,)  # not an event: "none" only
    act(s, "choose", 999)
    assert top in s.waiting[0] and s.deck[0][-1] == ev   # the event stays on top, unseen
    assert not s.knows(0, ev, DECK0)
    assert len(s.hand[0]) == 1 and kind(s) == "main"     # no discard


def test_ari_takes_the_event_revealed_and_then_discards_one_card_from_her_hand():
    """Looking at 2: the event is chosen, revealed (both know it), put into the hand; the
    other looked-at card goes to the waiting room; the third card stays in the deck; then
    "If you put 1 card into your hand": 1 card of the hand to the waiting room."""
    s = mk([ARI, EVENT], hand=[[ARI, Y0], []], deck_top=[[Y0, EVENT, Y1], []])
    y0, ev, y1 = s.deck[0][-1], s.deck[0][-2], s.deck[0][-3]
    play(s, 0, ARI, 0)
    act(s, "yes_no", 1)
    act(s, "yes_no", 1)
    act(s, "yes_no", 0)                                  # stop at 2
    assert kind(s) == "choose" and set(s.pending[2]) == {ev, 999}
    act(s, "choose", ev)
    assert ev in s.hand[0] and s.knows(1, ev, HAND0)     # revealed to the opponent
    assert y0 in s.waiting[0] and s.deck[0][-1] == y1 and not s.knows(0, y1, DECK0)
    assert kind(s) == "choose" and ev in s.pending[2]    # the discard: any card of the hand
    kept = [x for x in s.hand[0] if x != ev][0]
    act(s, "choose", kept)
    assert s.hand[0] == [ev] and kept in s.waiting[0]


# ---- "reveal up to 3 …": revealed cards are known to both ------------------------------------------

def _levi_reversed(top):
    s = mk([LEVI, CORPS], active=1, phase="attack", stage=[{2: LEVI}, {0: Y1}], hand=[[Y0], []],
           deck_top=[top, [Y0]])
    act(s, "attack", attack_id(0, FRONTAL))             # Y1 (5000) beats Levi (2500)
    return s


def test_levi_reveals_two_takes_the_corps_character_and_discards():
    s = _levi_reversed([Y0, Y0, CORPS, Y1])              # the 1st: the attack's damage
    y0, corps, y1 = s.deck[0][-1], s.deck[0][-2], s.deck[0][-3]
    assert kind(s) == "yes_no" and s.pending[0] == 0     # "you may" (the ability)
    act(s, "yes_no", 1)
    act(s, "yes_no", 1)                                  # reveal the 1st
    assert s.knows(1, y0, DECK0)                         # revealed: the opponent knows it
    act(s, "yes_no", 1)                                  # the 2nd
    act(s, "yes_no", 0)                                  # stop at 2
    act(s, "choose", corps)
    assert corps in s.hand[0] and y0 in s.waiting[0] and s.deck[0][-1] == y1
    assert kind(s) == "choose"                           # revealed 1 or more: discard 1
    act(s, "choose", corps)
    assert corps in s.waiting[0]


def test_levi_revealing_none_discards_nothing():
    s = _levi_reversed([Y0, Y0, CORPS, Y1])
    top = s.deck[0][-1]
    milled = len(events(s, "mill"))
    act(s, "yes_no", 1)                                  # use the ability
    act(s, "yes_no", 0)                                  # reveal none
    assert len(events(s, "mill")) == milled                # nothing revealed, nothing milled
    assert not [e for e in events(s, "discard") if e[4] == "effect"]   # and no discard
    assert s.deck[0][-1] == top or top in s.hand[0]        # (the next turn's draw takes it)


# ---- markers: the top card of the deck face down -------------------------------------------------

def test_rin_puts_the_top_card_of_the_deck_face_down_underneath_her_unseen_by_both():
    """Seed 000 마커: face down, nobody looked at it; it leaves with Rin (to the waiting room)."""
    s = mk([RIN], hand=[[RIN], []], deck_top=[[Y1, Y0], []])
    top = s.deck[0][-1]
    play(s, 0, RIN, 0)
    while kind(s) == "order":                            # the order of her two abilities
        act(s, kind(s), s.pending[2][0])
    assert s.markers[0][0] == [top]
    assert not s.knows(0, top, MARK0) and not s.knows(1, top, MARK0)


# ---- "perform a trigger check 2 times on the trigger step" ---------------------------------------

def test_miku_paying_1_performs_two_trigger_checks_both_cards_to_the_stock():
    s = mk([MIKU], phase="attack", stage=[{1: MIKU}, {}], stock=[[Y0], []],
           deck_top=[[Y0, Y1, Y0], [Y0, Y0, Y0]])
    a, b, c = s.deck[0][-1], s.deck[0][-2], s.deck[0][-3]
    act(s, "attack", attack_id(1, DIRECT))
    assert kind(s) == "yes_no" and s.pending[0] == 0
    act(s, "yes_no", 1)                                  # pay (1)
    trig = [e[3] for e in events(s, "trigger")]
    assert trig == [a, b] and a in s.stock[0] and b in s.stock[0]
    assert s.deck[0][-1] == c


def test_miku_not_paying_performs_one_trigger_check():
    s = mk([MIKU], phase="attack", stage=[{1: MIKU}, {}], stock=[[Y0], []],
           deck_top=[[Y0, Y1, Y0], [Y0, Y0, Y0]])
    a, b = s.deck[0][-1], s.deck[0][-2]
    act(s, "attack", attack_id(1, DIRECT))
    act(s, "yes_no", 0)
    assert [e[3] for e in events(s, "trigger")] == [a] and s.deck[0][-1] == b


NINO = "5HY/W83-E094"      # battle opponent reversed: may look at the top card; if you do, marker


def test_nino_looks_at_the_top_card_and_puts_it_face_down_under_her_known_to_her_player_only():
    s = mk([NINO], phase="attack", stage=[{1: NINO}, {1: Y0}], deck_top=[[Y0, Y1], [Y0, Y0]])
    marker = s.deck[0][-2]                               # the 1st is the trigger check's
    act(s, "attack", attack_id(1, FRONTAL))
    while kind(s) != "yes_no":
        act(s, kind(s), s.pending[2][-1])
    act(s, "yes_no", 1)                                  # "you may look"
    assert s.markers[0][1] == [marker]
    assert s.knows(0, marker, MARK0) and not s.knows(1, marker, MARK0)


def test_nino_declining_leaves_the_top_card_unlooked_at():
    s = mk([NINO], phase="attack", stage=[{1: NINO}, {1: Y0}], deck_top=[[Y0, Y1], [Y0, Y0]])
    top = s.deck[0][-2]
    act(s, "attack", attack_id(1, FRONTAL))
    while kind(s) != "yes_no":
        act(s, kind(s), s.pending[2][-1])
    act(s, "yes_no", 0)
    assert s.markers[0][1] == [] and s.deck[0][-1] == top and not s.knows(0, top, DECK0)


# ---- "reveal the top card …, choose 1 level X or lower character in your waiting room" ----------

from ws_helpers import Y2   # noqa: E402  (level 2)

KASUMI = "BD/W73-E086"     # [discard 1] placed: reveal the top card; level X or lower char salvage


def test_kasumi_reveals_a_level_1_card_and_returns_a_level_1_character_not_the_level_2_one():
    """X is the revealed card's level: Y2 (level 2) may not be chosen; the revealed card
    stays on top, known to both players."""
    s = mk([KASUMI], hand=[[KASUMI, Y0], []], waiting=[[Y1, Y2], []], deck_top=[[Y1], []])
    top = s.deck[0][-1]
    y1, y2 = s.waiting[0]
    play(s, 0, KASUMI, 0)
    act(s, "yes_no", 1)                                  # pay: discard 1
    y0 = cid(s, 0, Y0)
    act(s, "choose", y0)                                 # (now in the waiting room too)
    assert s.deck[0][-1] == top and s.knows(1, top, DECK0)   # revealed, back in its place
    assert kind(s) == "choose" and set(s.pending[2]) == {y1, y0}   # "choose 1": no "none"
    act(s, "choose", y1)
    assert y1 in s.hand[0] and y2 in s.waiting[0]


def test_kasumi_revealing_a_climax_returns_only_level_0():
    s = mk([KASUMI], hand=[[KASUMI, Y0], []], waiting=[[Y1, Y2], []], deck_top=[[CX], []])
    play(s, 0, KASUMI, 0)
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, Y0))                      # discarded: the only level 0 there
    assert kind(s) == "choose" and s.pending[2] == (s.waiting[0][-1],)


def test_printed_variants_of_the_deck_top_clauses():
    a = rec("【AUTO】 [Put 1 card from your hand into your waiting room] When this card is placed on the "
            "stage from your hand, you may pay the cost. If you do, reveal the top card of your deck, "
            "choose 1 level X or lower character in your waiting room, and return it to your hand. X "
            "is equal to the level of the revealed card.")                              # BD/W73-E086
    # read by importer_xvalue's general X: reveal, then a salvage bounded by X
    assert a["effect"][0] == {"verb": "reveal_top_card"}
    assert a["effect"][1]["x"] == {"of": "revealed_level"}
    assert a["effect"][1]["do"]["filter"] == {"level_max": "X", "type": "character"}
    a = rec("【AUTO】 When this card is placed on the stage from your hand, look at up to 2 cards from the "
            "top of your deck, and put it on the top of your deck in any order.")       # APO/S53-E086
    assert a["effect"] == [{"verb": "reorder_top", "n": 2}]
    a = rec("【AUTO】 When this card is placed on the stage from your hand, look at the top card of your "
            "deck, and put it at the top of your deck or into your waiting room.")
    assert a["effect"] == [{"verb": "top_or_bottom", "to": "waiting"}]
    # X bound to another value (your level: the cards in your level zone) is that value, not
    # the revealed card's level
    a = rec("【AUTO】 When this card is placed on the stage from your hand, reveal the top card of your "
            "deck, choose 1 level X or lower character in your waiting room, and return it to your "
            "hand. X is equal to your level.")
    assert a is not None and a["effect"][1]["x"]["of"] != "revealed_level"
