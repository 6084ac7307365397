"""Rulings on the 【CONT】 / 【COUNTER】 / event vocabulary of importer_cont.py, each on a real
card of the pool: the other character in the middle position, counts of markers and of the
opponent's stage, "all of your characters are 《A》 or 《B》", "the number of … is N or more",
levels in the hand by a card in the clock or the opponent's characters, stock / hand / clock
counts, "no markers", play restrictions ("this card cannot be played from your hand") and
events played from the hand (seed 000 이벤트: paid, resolved, then to the waiting room unless
the effect moves the card)."""

from __future__ import annotations

import pytest
from ws_helpers import FRONTAL, PASS, R1, Y0, Y1, Y3, act, attack_id, cid, deck_with, kind, make, \
    opts

from tcgsim.games.weiss_schwarz import importer as I
from tcgsim.games.weiss_schwarz.importer_text import clean

SABER = "APO/S53-E029"      # your other character in the middle position gets +500 power
BERSERK = "APO/S53-E048"    # +1000 power for each marker underneath this card
ITSUKI_M = "5HY/W83-E094"   # +1 level and +1500 power for each marker underneath this card
AKO = "BD/W63-E096"         # no markers underneath this card: -4500 power
EREN = "AOT/SX04-003"       # +1000 power for each character in your opponent's back stage
EREN_P = "AOT/SX04-P02"     # all of your characters are 《Eldian》 or 《Corps》: +2000
KANADE = "AB/W31-E029"      # the number of other 《Death》 characters you have is 2+: +1000
WORRY = "AB/W31-E008"       # 《Death》; Assist: +X, X = 500 multiplied by that character's level
ICHIKA = "5HY/W90-E007"     # "Pure Wish, Ichika Nakano" in your clock: -1 level in hand
PURE = "5HY/W90-E005"       # Pure Wish, Ichika Nakano
ITSUKI = "5HY/WE43-E20"     # your opponent has a level 3+ character: -1 level in hand
SASHA = "AOT/S35-E069"      # your stock has 5 or more cards: +1000
SABER_A = "FS/S77-E044"     # your hand has 5 or less cards: +1500
TIO = "ARI/S103-E025"       # your clock has 3 or more cards: +2000
HANGE = "AOT/S50-E033"      # 《Corps》; Backup 1500, level 1, (1)
ORDER = "AOT/S50-E046"      # event: no 《Corps》 character -> cannot be played from hand
OWL = "MR/W80-E075"         # event: no 《Magic》 character -> cannot be played; draw up to 2,
#                             put this card into your memory
HANDBOOK = "5HY/W83-TE26"   # event: choose 1 of your characters, +3000 power until end of turn
MAGIC = "AT/WX02-088"       # a vanilla 《Magic》 character
PLYMOUTH = "AZL/S119-E007"  # you cannot play events or "Backup" from your hand
PAREO = "BD/WE34-E44"       # +2000 for each other "Uninvited Solicitation, CHU²" in your center
CHU = "BD/WE34-E45"         # Uninvited Solicitation, CHU²
MIKU = "5HY/WE43-E40"       # 《Quintuplets》; no other 《Quintuplets》: cannot 【STAND】 in your
#                             stand phase


def deck():
    return deck_with("area-cont", [
        (1, SABER), (1, BERSERK), (1, ITSUKI_M), (1, AKO), (1, EREN), (1, EREN_P), (1, KANADE),
        (2, WORRY), (1, ICHIKA), (1, PURE), (1, ITSUKI), (1, SASHA), (1, SABER_A), (1, TIO),
        (2, HANGE), (1, ORDER), (1, OWL), (1, HANDBOOK), (4, Y1), (4, R1), (2, Y3), (1, MAGIC), (1, PLYMOUTH), (1, PAREO),
        (1, CHU), (2, MIKU)])


def scene(**kw):
    d = deck()
    return make([d, d], **kw)


def printed(code):
    return make([deck(), deck()]).T.cards[cid(make([deck(), deck()]), 0, code, "deck")]


def power(code):
    s = scene()
    return s.T.power[cid(s, 0, code, "deck")]


def marker(s, p, slot):
    s.markers[p][slot].append(s.deck[p].pop())


# ---- the other character in the middle position ---------------------------------------------

def test_your_other_character_in_the_middle_position_gets_power():
    """APO/S53-E029: "Your other character in the middle position of your center stage gets
    +500 power" -- the middle one only, and never this card itself."""
    s = scene(stage=[{0: SABER, 1: Y0, 2: Y1}, {1: Y0}])
    assert s.power_of(0, 1) == power(Y0) + 500
    assert s.power_of(0, 2) == power(Y1) and s.power_of(1, 1) == power(Y0)
    s = scene(stage=[{1: SABER}, {}])
    assert s.power_of(0, 1) == power(SABER)          # not itself


# ---- markers ------------------------------------------------------------------------------------

def test_power_and_level_for_each_marker_underneath_this_card():
    """APO/S53-E048 (+1000 power per marker), 5HY/W83-E094 (+1 level and +1500 power per
    marker): counted under this card only."""
    s = scene(stage=[{0: BERSERK, 1: ITSUKI_M, 2: Y0}, {}])
    assert s.power_of(0, 0) == power(BERSERK) and s.level_of(0, 1) == 1
    marker(s, 0, 0)
    marker(s, 0, 0)
    marker(s, 0, 2)                                  # under another character: not counted
    assert s.power_of(0, 0) == power(BERSERK) + 2000
    marker(s, 0, 1)
    assert s.level_of(0, 1) == 2 and s.power_of(0, 1) == power(ITSUKI_M) + 1500


def test_no_markers_underneath_this_card():
    """BD/W63-E096: "If there are no markers underneath this card, this card gets -4500 power"."""
    s = scene(stage=[{0: AKO}, {}])
    assert s.power_of(0, 0) == power(AKO) - 4500
    marker(s, 0, 0)
    assert s.power_of(0, 0) == power(AKO)


# ---- counts -------------------------------------------------------------------------------------

def test_power_for_each_character_in_your_opponents_back_stage():
    """AOT/SX04-003: +1000 for each character in your opponent's back stage (not yours)."""
    s = scene(stage=[{1: EREN, 3: Y0, 4: Y0}, {3: Y0}])
    assert s.power_of(0, 1) == power(EREN) + 1000
    s = scene(stage=[{1: EREN}, {0: Y0, 3: Y0, 4: Y0}])
    assert s.power_of(0, 1) == power(EREN) + 2000


def test_all_of_your_characters_are_of_either_trait():
    """AOT/SX04-P02: "If all of your characters are 《Eldian》 or 《Corps》, +2000"; a
    《Corps》 character (Hange) counts, a vanilla character does not."""
    s = scene(stage=[{1: EREN_P, 3: HANGE}, {0: Y0}])
    assert s.power_of(0, 1) == power(EREN_P) + 2000
    s = scene(stage=[{1: EREN_P, 3: HANGE, 4: Y0}, {}])
    assert s.power_of(0, 1) == power(EREN_P)


def test_the_number_of_other_characters_and_assist_by_level():
    """AB/W31-E029: "If the number of other 《Death》 characters you have is two or more, +1000";
    AB/W31-E008's Assist: "+X power. X is equal to 500 multiplied by that character's level"
    to the characters in front of it (seed 000 응원)."""
    s = scene(stage=[{1: KANADE, 3: WORRY}, {}])
    lv = s.level_of(0, 1)
    assert s.power_of(0, 1) == power(KANADE) + 500 * lv           # one other 《Death》
    s = scene(stage=[{1: KANADE, 3: WORRY, 4: WORRY}, {}])
    assert s.power_of(0, 1) == power(KANADE) + 1000 + 2 * 500 * lv


def test_stock_hand_and_clock_counts():
    """AOT/S35-E069 (stock 5+: +1000), FS/S77-E044 (hand 5 or less: +1500), ARI/S103-E025
    (clock 3+: +2000)."""
    s = scene(stage=[{0: SASHA, 1: SABER_A, 2: TIO}, {}], stock=[4, 0], hand=[6, 0], clock=[2, 0])
    assert [s.power_of(0, k) for k in range(3)] == [power(SASHA), power(SABER_A), power(TIO)]
    s = scene(stage=[{0: SASHA, 1: SABER_A, 2: TIO}, {}], stock=[5, 0], hand=[5, 0], clock=[3, 0])
    assert [s.power_of(0, k) for k in range(3)] == [power(SASHA) + 1000, power(SABER_A) + 1500,
                                                     power(TIO) + 2000]


# ---- levels in the hand -------------------------------------------------------------------------

def test_level_in_hand_with_a_named_card_in_your_clock():
    """5HY/W90-E007: "If "Pure Wish, Ichika Nakano" is in your clock, -1 level while in your
    hand": playable at level 2 with it in the clock, not without."""
    s = scene(hand=[[ICHIKA], []], clock=[[PURE], []], level=[[Y0, Y1], []], stock=[3, 0])
    c = cid(s, 0, ICHIKA)
    assert s.level_now(c) == 2 and c in opts(s)
    s = scene(hand=[[ICHIKA], []], clock=[[Y0], []], level=[[Y0, Y1], []], stock=[3, 0])
    c = cid(s, 0, ICHIKA)
    assert s.level_now(c) == 3 and c not in opts(s)


def test_level_in_hand_while_your_opponent_has_a_level_3_character():
    """5HY/WE43-E20: "If your opponent has a level 3 or higher character, -1 level in hand"."""
    s = scene(hand=[[ITSUKI], []], stage=[{}, {0: Y3}])
    assert s.level_now(cid(s, 0, ITSUKI)) == 1
    s = scene(hand=[[ITSUKI], []], stage=[{0: Y3}, {0: Y1}])        # your own does not count
    assert s.level_now(cid(s, 0, ITSUKI)) == 2


# ---- play restrictions and events ---------------------------------------------------------------

def test_an_event_that_cannot_be_played_without_a_corps_character():
    """AOT/S50-E046: "If you do not have a 《Corps》 character, this card cannot be played from
    your hand" -- the main phase offers it only with a 《Corps》 character on your stage."""
    s = scene(hand=[[ORDER], []], clock=[[HANGE], []], level=[[Y0, Y1], []], stage=[{0: Y0}, {}])
    assert cid(s, 0, ORDER) not in opts(s)
    s = scene(hand=[[ORDER], []], clock=[[HANGE], []], level=[[Y0, Y1], []],
              stage=[{0: HANGE}, {}])
    assert cid(s, 0, ORDER) in opts(s)


def test_an_event_is_paid_resolved_and_goes_to_the_waiting_room():
    """5HY/W83-TE26: played in the main phase, its cost paid, its Brainstorm (importer_deck3:
    flip 3, then a level X or lower 《Quintuplets》 character back to the hand), then "Choose 1
    of your characters, and that character gets +3000 power until end of turn", then to the
    waiting room."""
    s = scene(hand=[[HANDBOOK], []], clock=[[R1], []], level=[[Y0], []], stock=[2, 0],
              stage=[{0: Y0, 1: Y1}, {}])
    c = cid(s, 0, HANDBOOK)
    act(s, "main", c)
    while kind(s) == "choose" and s.stage[0][1] not in opts(s):    # the Brainstorm's pick
        act(s, "choose", opts(s)[0])
    assert kind(s) == "choose"
    act(s, "choose", s.stage[0][1])
    assert s.power_of(0, 1) == power(Y1) + 3000 and s.power_of(0, 0) == power(Y0)
    assert c in s.waiting[0] and len(s.stock[0]) == 1 and kind(s) == "main"


def test_an_event_that_puts_itself_into_your_memory():
    """MR/W80-E075: only with a 《Magic》 character; "Draw up to 2 cards, and put this card into
    your memory" -- it goes to the memory, not the waiting room."""
    s = scene(hand=[[OWL], []], clock=[[R1], []], level=[[Y0, Y1], []], stock=[2, 0])
    c = cid(s, 0, OWL)
    assert c not in opts(s)                       # no 《Magic》 character on the stage
    s = scene(hand=[[OWL], []], clock=[[R1], []], level=[[Y0, Y1], []], stock=[2, 0],
              stage=[{0: MAGIC}, {}])
    c = cid(s, 0, OWL)
    assert c in opts(s)
    n = len(s.hand[0])
    act(s, "main", c)
    while kind(s) == "yes_no":                    # draw up to 2: draw both
        act(s, "yes_no", 1)
    assert c in s.memory[0] and c not in s.waiting[0] and len(s.hand[0]) == n - 1 + 2
    assert len(s.stock[0]) == 1


def test_you_cannot_play_events_or_backup_from_your_hand():
    """AZL/S119-E007 (Plymouth): "You cannot play events or "Backup" from your hand" -- its
    player's events are not offered in the main phase, nor Backup in the counter step."""
    s = scene(hand=[[HANDBOOK], []], clock=[[R1], []], level=[[Y0], []], stock=[2, 0],
              stage=[{0: PLYMOUTH}, {}])
    assert cid(s, 0, HANDBOOK) not in opts(s)
    s = scene(hand=[[HANDBOOK], []], clock=[[R1], []], level=[[Y0], []], stock=[2, 0],
              stage=[{}, {0: PLYMOUTH}])                     # the opponent's: no effect on you
    assert cid(s, 0, HANDBOOK) in opts(s)
    for theirs in ({1: Y1}, {1: Y1, 0: PLYMOUTH}):
        s = scene(phase="attack", stage=[{1: Y1}, theirs], hand=[[], [HANGE]], level=[[], [Y0]],
                  stock=[[], [R1]])
        if kind(s) == "yes_no":                   # Plymouth's own 【AUTO】: declined
            act(s, "yes_no", 0)
        act(s, "attack", attack_id(1, FRONTAL), settle=False)
        assert kind(s) == "counter"
        assert (cid(s, 1, HANGE) in opts(s)) == (0 not in theirs)


def test_power_for_each_other_named_character_in_your_center_stage():
    """BD/WE34-E44: "+2000 power for each other "Uninvited Solicitation, CHU²" in your center
    stage" -- the back stage does not count."""
    s = scene(stage=[{0: PAREO, 1: CHU}, {}])
    assert s.power_of(0, 0) == power(PAREO) + 2000
    s = scene(stage=[{0: PAREO, 3: CHU}, {}])
    assert s.power_of(0, 0) == power(PAREO)


def test_this_card_cannot_stand_during_your_stand_phase_without_another_quintuplets():
    """5HY/WE43-E40: "If you do not have another 《Quintuplets》 character, this card cannot
    【STAND】 during your stand phase" (seed 000 스탠드 페이즈: the other rested characters
    stand); with another 《Quintuplets》 character it stands."""
    s = scene(stage=[{0: MIKU, 1: HANGE}, {}], status=[{0: 1, 1: 1}, {}])
    s.step_stand_phase()
    assert s.status[0][:2] == [1, 0]
    s = scene(stage=[{0: MIKU, 1: MIKU}, {}], status=[{0: 1, 1: 1}, {}])
    s.step_stand_phase()
    assert s.status[0][:2] == [0, 0]


# ---- the recogniser -----------------------------------------------------------------------------

@pytest.mark.parametrize("text, table", [
    ("【ACT】 【COUNTER】 Backup 1500, Level 1 [(1) Put this card from your hand into your waiting "
     "room] (Choose one of your characters that is being frontal attacked, and that character "
     "gets +1500 power until end of turn.)",
     {"kind": "backup", "power": 1500, "level": 1, "stock": 1}),
    ("【ACT】【COUNTER】 Backup 2000, Level 1 ［(1) Put this card from your hand into your waiting "
     "room］",
     {"kind": "backup", "power": 2000, "level": 1, "stock": 1}),
    ("【CONT】 Assist All of your characters in front of this card get +X power. X is equal to 500 "
     "multiplied by that character's level.", {"kind": "assist", "per_level": 500}),
    ("【CONT】 If the number of your other 《Death》 characters is three or more, this card gets "
     "+1000 power.",
     {"kind": "cont", "condition": {"count_min": 3, "others": True, "filter": {"trait": "Death"}},
      "effect": [{"verb": "power", "target": "self", "amount": 1000}]}),
    ("【CONT】 All of your other cards named \"Gordes\" get +1000 power.",
     {"kind": "cont", "effect": [{"verb": "power", "target": {"who": "others_yours",
                                                            "filter": {"name": "Gordes"}},
                                  "amount": 1000}]}),
    ("【CONT】 If the number of cards in your hand is five or more, this card gets +1000 power.",
     {"kind": "cont", "condition": {"hand_min": 5},
      "effect": [{"verb": "power", "target": "self", "amount": 1000}]}),
    ("【CONT】 During your turn, your other 《Corps》 character in the middle position of the center "
     "stage gets +1000 power.",
     {"kind": "cont", "condition": {"your_turn": True},
      "effect": [{"verb": "power", "target": {"who": "middle_other", "filter": {"trait": "Corps"}},
                  "amount": 1000}]}),
])
def test_recognised_lines(text, table):
    a, why = I.recognise(text, {"type": "character"})
    assert why == "" and a == table


def test_event_lines_about_this_card_on_the_stage_stay_unsupported():
    """An event is not on the stage while it resolves: "this card gets +1000 power" read on an
    event would change nothing the text means, so it is left unsupported."""
    assert I.recognise("This card gets +1000 power until end of turn.", {"type": "event"})[0] is None
    # a condition on an event is read as it resolves (importer_conds: a conditional verb)
    assert I.recognise("If you have 2 or more 《Corps》 characters, draw 1 card.",
                       {"type": "event"})[0] == {
        "kind": "event", "effect": [{"verb": "conditional", "then": [{"verb": "draw", "n": 1}],
                                     "condition": {"count_min": 2, "filter": {"trait": "Corps"}}}]}
    assert clean("a】【b ［c］") == "a】 【b [c]"
