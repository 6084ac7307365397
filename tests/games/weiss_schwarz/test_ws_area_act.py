"""Card rulings for the 【ACT】 abilities and the 【AUTO】 abilities of other triggers
(importer_act.py, verbs_act.py): each a stacked scenario (scenario.py) on a real card of the
pool, named by its code, asserted like a judge's ruling; and the recogniser's tables for
their printed lines. Card text: ../shared/data/weiss_schwarz/cards/*.json.
"""

from __future__ import annotations

from ws_helpers import (
    DIRECT, FRONTAL, REST, STAND, R0, Y0, Y0B, Y1, act, attack_id, cid, deck_with, events, kind,
    make, opts,
)

from tcgsim.games.weiss_schwarz import importer as imp

MIKU = "5HY/W101-E038"      # [(1)] encore step: if no other rested center character, rest this
ICHIKA = "5HY/W101-E101"    # opponent's draw phase: reveal; level 1+: may return this to hand
HORNET = "AZL/S102-TE13"    # 【ACT】 [rest] look at up to 2 from the top, back in any order
ITSUKI_ACT = "5HY/W90-E050"  # once per turn, when you use an 【ACT】: +1500
KOTORI = "Fdl/W65-E083"     # when damage dealt by this card is not canceled: +6000
ESKIMO = "AZL/S102-TE25"    # during this card's battle, when the damage you received is canceled
YURI = "AB/W31-E072"        # when you level up, put this card into your waiting room
YOTSUBA = "5HY/W83-E031"    # [(1) this to WR] when your other 《Quintuplets》 is frontal attacked
TOPH = "ATLA/WX04-029"      # when this card is frontal attacked: top card on top or to WR
ITSUKI_REST = "5HY/W101-E050"  # 【ACT】 [rest 1 of your 《Quintuplets》 characters] +1000
NINO_BS = "5HY/WE43-E37"    # Brainstorm, "perform the following action"
CX = "5HY/W83-E062"         # a climax (pool)


def deck(*codes):
    return deck_with("act-" + "-".join(c.replace("/", "") for c in codes),
                     [(4, c) for c in codes] + [(4, CX)])


def mk(codes, **kw):
    d = deck(*codes)
    return make(decks=[d, d], **kw)


def ability_events(s, c):
    return [e for e in events(s, "ability") if e[3] == c]


# ---- encore step: "if you do not have another 【REST】 character in your center stage" -----------

def test_miku_rests_herself_at_the_encore_step_paying_1_when_no_other_center_character_rests():
    s = mk([MIKU], phase="encore", stage=[{1: MIKU, 0: Y1}, {}], stock=[1, 0])
    miku = s.stage[0][1]
    assert kind(s) == "yes_no" and ability_events(s, miku)
    act(s, "yes_no", 1)
    assert s.status[0][1] == REST and not s.stock[0]         # paid (1), rested
    assert s.status[0][0] == STAND


def test_miku_does_not_rest_when_another_center_character_is_rested():
    s = mk([MIKU], phase="encore", stage=[{1: MIKU, 0: Y1}, {}], stock=[1, 0], status=[{0: REST}, {}])
    miku = s.stage[0][1]
    assert not ability_events(s, miku)                       # the condition fails
    assert s.status[0][1] == STAND and len(s.stock[0]) == 1


def test_miku_counts_only_the_center_stage_a_rested_back_stage_character_does_not_matter():
    s = mk([MIKU], phase="encore", stage=[{1: MIKU, 3: Y1}, {}], stock=[1, 0], status=[{3: REST}, {}])
    assert kind(s) == "yes_no"
    act(s, "yes_no", 1)
    assert s.status[0][1] == REST


# ---- "At the beginning of your opponent's draw phase" ------------------------------------------

def test_ichika_returns_to_hand_at_the_opponents_draw_phase_when_the_revealed_card_is_level_1():
    s = mk([ICHIKA], active=1, phase="draw", stage=[{0: ICHIKA}, {}], deck_top=[[Y1], []])
    ichika = s.stage[0][0]
    top = s.deck[0][-1]
    assert kind(s) == "yes_no" and s.pending[0] == 0          # "you may": Ichika's player
    act(s, "yes_no", 1)
    assert ichika in s.hand[0] and s.stage[0][0] == -1
    assert s.deck[0][-1] == top                               # the revealed card stays on top


def test_ichika_stays_when_the_revealed_card_is_level_0_and_not_on_her_own_draw_phase():
    s = mk([ICHIKA], active=1, phase="draw", stage=[{0: ICHIKA}, {}], deck_top=[[Y0], []])
    assert kind(s) != "yes_no" and s.stage[0][0] >= 0
    s = mk([ICHIKA], active=0, phase="draw", stage=[{0: ICHIKA}, {}], deck_top=[[Y1], []])
    assert not ability_events(s, s.stage[0][0])               # her own draw phase: nothing


# ---- 【ACT】 look at up to N and put them back in any order; "When you use an 【ACT】" -----------

def hornet_act(s, slot):
    return 100 + slot * 5


def test_hornet_looks_at_2_and_puts_them_back_in_the_chosen_order():
    s = mk([HORNET], stage=[{3: HORNET}, {}], deck_top=[[Y0, Y1], []])
    a, b = s.deck[0][-1], s.deck[0][-2]
    act(s, "main", hornet_act(s, 3))
    assert s.status[0][3] == REST                            # the cost
    act(s, "yes_no", 1)                                      # look at the top card
    act(s, "yes_no", 1)                                      # and the next one
    assert kind(s) == "choose" and set(opts(s)) == {a, b}
    act(s, "choose", a)                                      # the first picked goes deepest
    assert s.deck[0][-1] == b and s.deck[0][-2] == a
    assert kind(s) == "main"


def test_hornet_may_look_at_only_1():
    s = mk([HORNET], stage=[{3: HORNET}, {}], deck_top=[[Y0, Y1], []])
    a = s.deck[0][-1]
    before = list(s.deck[0])
    act(s, "main", hornet_act(s, 3))
    act(s, "yes_no", 1)
    act(s, "yes_no", 0)                                      # stop at 1: nothing to order
    assert s.deck[0] == before and s.deck[0][-1] == a and kind(s) == "main"


def test_itsuki_gets_1500_once_per_turn_when_you_use_an_act():
    s = mk([HORNET, ITSUKI_ACT], stage=[{0: ITSUKI_ACT, 3: HORNET, 4: HORNET}, {}])
    itsuki = s.stage[0][0]
    base = s.power_of(0, 0)
    act(s, "main", hornet_act(s, 3))
    act(s, "yes_no", 0)                                      # look at none
    assert s.power_of(0, 0) == base + 1500
    act(s, "main", hornet_act(s, 4))                         # a second 【ACT】 this turn
    act(s, "yes_no", 0)
    assert s.power_of(0, 0) == base + 1500                   # "up to 1 time per turn"
    assert len(ability_events(s, itsuki)) == 1


# ---- damage: dealt by this card / received ------------------------------------------------------

def test_kotori_gets_6000_when_her_attack_damage_is_not_canceled_and_not_when_it_is():
    s = mk([KOTORI], phase="attack", stage=[{1: KOTORI, 0: Y1}, {}], deck_top=[[Y0], [Y0, Y0]])
    kotori = s.stage[0][1]
    base = s.power_of(0, 1)
    act(s, "attack", attack_id(1, DIRECT))
    assert kind(s) == "attack" and s.power_of(0, 1) == base + 6000
    s = mk([KOTORI], phase="attack", stage=[{1: KOTORI, 0: Y1}, {}], deck_top=[[Y0], [CX]])
    act(s, "attack", attack_id(1, DIRECT))
    assert kind(s) == "attack" and s.power_of(0, 1) == base and not ability_events(s, kotori)


def test_eskimo_may_return_to_hand_when_damage_in_her_battle_is_canceled():
    s = mk([ESKIMO], active=1, phase="attack", stage=[{1: ESKIMO}, {1: Y1}],
           deck_top=[[CX], [Y0]])
    eskimo = s.stage[0][1]
    act(s, "attack", attack_id(1, FRONTAL))
    assert kind(s) == "yes_no" and s.pending[0] == 0
    act(s, "yes_no", 1)
    assert eskimo in s.hand[0]


def test_eskimo_does_not_trigger_when_another_character_is_in_the_battle():
    s = mk([ESKIMO], active=1, phase="attack", stage=[{0: ESKIMO, 1: Y1}, {1: Y1}],
           deck_top=[[CX], [Y0]])
    act(s, "attack", attack_id(1, FRONTAL))                  # Y1 (not Eskimo) is attacked
    assert not ability_events(s, s.stage[0][0]) and s.stage[0][0] >= 0


# ---- "When you level up" -------------------------------------------------------------------------

def test_yuri_goes_to_the_waiting_room_when_you_level_up():
    s = mk([YURI], active=1, phase="attack", stage=[{3: YURI}, {1: Y1}], clock=[6, 0],
           deck_top=[[Y0, Y0], [Y0]])
    yuri = s.stage[0][3]
    act(s, "attack", attack_id(1, DIRECT))
    assert kind(s) == "level_up"
    act(s, "level_up", opts(s)[0])
    assert yuri in s.waiting[0] and s.stage[0][3] == -1


# ---- "When this card / your other character is frontal attacked" ---------------------------------

def test_toph_looks_at_the_top_card_when_frontal_attacked_and_may_put_it_into_the_waiting_room():
    s = mk([TOPH], active=1, phase="attack", stage=[{1: TOPH}, {1: Y1}], deck_top=[[Y0], [Y0]])
    top = s.deck[0][-1]
    act(s, "attack", attack_id(1, FRONTAL))
    assert ability_events(s, s.stage[0][1])
    assert kind(s) == "yes_no" and s.pending[0] == 0 and events(s, "look")[-1][3] == (top,)
    act(s, "yes_no", 1)                                      # into the waiting room
    assert top in s.waiting[0]


def test_toph_does_not_trigger_on_a_direct_or_side_attack():
    s = mk([TOPH], active=1, phase="attack", stage=[{1: TOPH}, {1: Y1}], deck_top=[[Y0], [Y0]])
    act(s, "attack", attack_id(1, 2))                        # side attack
    assert not ability_events(s, s.stage[0][1])


def test_yotsuba_returns_the_frontal_attacked_quintuplets_character_to_hand():
    s = mk([YOTSUBA, ITSUKI_REST], active=1, phase="attack",
           stage=[{1: ITSUKI_REST, 3: YOTSUBA}, {1: Y1}], stock=[1, 0], deck_top=[[Y0], [Y0]])
    itsuki, yotsuba = s.stage[0][1], s.stage[0][3]
    act(s, "attack", attack_id(1, FRONTAL))
    assert kind(s) == "yes_no" and s.pending[0] == 0
    act(s, "yes_no", 1)
    assert yotsuba in s.waiting[0] and itsuki in s.hand[0]


def test_yotsuba_ignores_a_frontal_attack_on_a_character_without_the_trait():
    s = mk([YOTSUBA], active=1, phase="attack", stage=[{1: R0, 3: YOTSUBA}, {1: Y1}],
           stock=[1, 0], deck_top=[[Y0], [Y0]])
    act(s, "attack", attack_id(1, FRONTAL))
    assert not ability_events(s, s.stage[0][3])


# ---- costs: "【REST】 1 of your 《T》 characters" --------------------------------------------------

def test_itsuki_rest_cost_takes_only_a_standing_quintuplets_character_herself_included():
    s = mk([ITSUKI_REST], stage=[{0: ITSUKI_REST, 1: R0}, {}])
    itsuki = s.stage[0][0]
    act(s, "main", 100)
    assert kind(s) == "choose" and opts(s) == (itsuki,)      # R0 has no 《Quintuplets》
    act(s, "choose", itsuki)
    assert s.status[0][0] == REST and s.power_of(0, 0) == 1500 + 1000
    assert 100 not in opts(s)                                # nothing left to rest


# ---- Brainstorm: "perform the following action" ---------------------------------------------------

def test_nino_brainstorm_performs_the_quoted_action_once_per_revealed_climax():
    s = mk([NINO_BS], stage=[{0: NINO_BS}, {}], stock=[1, 0],
           deck_top=[[Y0, CX, R0, Y0B, Y1, Y0, R0], []])
    act(s, "main", 100)
    assert len(events(s, "mill")) == 4                       # flipped into the waiting room
    for _ in range(3):                                       # 1 climax: look at up to 3 (one at
        act(s, "yes_no", 1)                                  # a time, seed 000), keep 1
    assert kind(s) == "choose"
    y1 = s.deck[0][-1]
    assert s.T.cards[y1].code == Y1
    act(s, "choose", y1)
    assert y1 in s.hand[0] and len(s.waiting[0]) == 4 + 2 + 1    # flipped, the rest, the stock paid


# ---- the recogniser -------------------------------------------------------------------------------

LINES = [
    ("【AUTO】 [(1)] At the beginning of the encore step, if you do not have another 【REST】 character "
     "on your center stage, you may pay the cost. If you do, 【REST】 this card.",
     {"kind": "auto", "when": "encore_step_start", "cost": [{"stock": 1}],
      "condition": {"no_other_rest_center": True}, "effect": [{"verb": "rest_self"}]}),
    ("【AUTO】 Encore ［Put a character from your hand into your waiting room］ （When this card is put "
     "into your waiting room from the stage, you may pay the cost. If you do, return this card to "
     "its previous stage position as 【REST】.)",
     {"kind": "encore", "cost": [{"discard_character": 1}]}),
    ("【ACT】 [【REST】 this card] Choose one of your 《Music》 characters, and that character gets +1000 "
     "power until end of turn.",
     {"kind": "act", "cost": [{"rest_self": 1}], "effect": [
         {"verb": "power", "target": {"choose": 1, "from": "your_stage", "filter": {"trait": "Music"}},
          "amount": 1000, "until": "turn"}]}),
    ("【AUTO】 This ability activates up to one time per turn. When you use an 【ACT】, this card gets "
     "+1500 power until end of turn.",
     {"kind": "auto", "when": "act_used", "once_per_turn": True, "effect": [
         {"verb": "power", "target": "self", "amount": 1500, "until": "turn"}]}),
    ("【AUTO】 When another of your 《Death》 character attacks, this card gets +1000 power until end of "
     "turn.",
     {"kind": "auto", "when": "other_attacks", "filter": {"trait": "Death"}, "effect": [
         {"verb": "power", "target": "self", "amount": 1000, "until": "turn"}]}),
    ("【ACT】 [【REST】 this card] Look at up to 2 cards from the top of your deck, and put them on the "
     "top of your deck in any order.",
     {"kind": "act", "cost": [{"rest_self": 1}], "effect": [{"verb": "reorder_top", "n": 2}]}),
    ("【AUTO】 During your opponent's turn, when the damage you received is not canceled, if this card "
     "is in your center stage, look at the top card of your deck, and put it on the top of your deck "
     "or into your waiting room.",
     {"kind": "auto", "when": "damage_received_not_canceled",
      "condition": {"opponents_turn": True, "in_center": True},
      "effect": [{"verb": "top_or_bottom", "to": "waiting"}]}),
    ("【ACT】 Brainstorm [(1) 【REST】 two of your characters] Reveal four cards from the top of your deck, "
     "and put them into your waiting room. For each climax revealed, search your deck for up to one "
     "《Corps》 character, reveal it to your opponent, put it into your hand, and shuffle your deck.",
     {"kind": "act", "cost": [{"stock": 1}, {"rest_chars": 2}], "effect": [
         {"verb": "brainstorm", "n": 4, "each": [
             {"verb": "search_deck", "filter": {"trait": "Corps", "type": "character"}, "n": 1,
              "to": "hand", "reveal": True}]}]}),
]


def test_recognised_lines():
    for line, want in LINES:
        got, why = imp.recognise(line, {"type": "character"})
        assert got is not None, (line, why)
        for k, v in want.items():
            assert got.get(k) == v, (line, k, got.get(k))


def test_number_words_inside_names_stay_as_printed():
    assert imp.clean('Choose one "One of Two" in your waiting room') == \
        'Choose 1 "One of Two" in your waiting room'


# ---- "When you play an event", "At the beginning of your encore step", all of the waiting room ----

WATCHER = "5HY/W83-E112"    # once per turn, when you play an event: look at 2, any order
EVENT = "5HY/W101-E020"     # a yellow level 1 cost 0 event (needs an "Ichika" character)
LEAVER = "FT/S120-E045"     # at the beginning of your encore step, put this card into your WR
RESET = "AOT/SX04-056"      # [(2)] when you use this card's Backup: all of the WR to the deck


def test_playing_an_event_lets_the_watcher_reorder_the_top_2_once_per_turn():
    # the event may be played only with an "Ichika" character (its own play restriction)
    ichika = "5HY/W83-TE13"
    s = mk([WATCHER, EVENT, ichika], stage=[{0: WATCHER, 1: ichika}, {}], hand=[[EVENT, EVENT], []],
           level=[[Y1], []], deck_top=[[Y0, Y1], []])
    watcher = s.stage[0][0]
    ev = [x for x in s.hand[0]]
    act(s, "main", ev[0])
    assert kind(s) == "yes_no" and ability_events(s, watcher)     # look at the first card?
    act(s, "yes_no", 0)
    assert kind(s) == "main" and ev[0] in s.waiting[0]
    act(s, "main", ev[1])                                    # a second event this turn
    assert kind(s) == "main" and len(ability_events(s, watcher)) == 1


def test_your_encore_step_puts_the_leaver_into_the_waiting_room_only_on_your_turn():
    s = mk([LEAVER], phase="encore", stage=[{0: LEAVER}, {}])
    leaver = cid(s, 0, LEAVER, "waiting")
    assert s.stage[0][0] == -1 and leaver >= 0
    s = mk([LEAVER], active=1, phase="encore", stage=[{0: LEAVER}, {}])
    assert s.stage[0][0] >= 0                                # the opponent's encore step


def test_reset_backup_returns_the_whole_waiting_room_to_the_deck():
    s = mk([RESET], active=1, phase="attack", stage=[{1: R0}, {1: Y1}], hand=[[RESET], []],
           level=[[RESET, RESET], []], stock=[3, 0], waiting=[[Y0, Y0, R0], []],
           deck_top=[[Y0], [Y0]])
    reset = cid(s, 0, RESET)
    n = len(s.deck[0]) + len(s.waiting[0])
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "counter", reset)                                 # Backup: (1), to the waiting room
    assert kind(s) == "yes_no" and s.pending[0] == 0
    act(s, "yes_no", 1)                                      # pay (2): all of it to the deck
    # the 3 cards, the Backup card itself and the 3 stock paid: 7 cards, before the damage step
    assert events(s, "waiting_to_deck")[-1][2:] == (0, 3 + 1 + 3)
    assert reset in s.deck[0] + s.clock[0] + s.waiting[0] + s.resolution[0]
    assert len(s.deck[0]) + len(s.clock[0]) + len(s.waiting[0]) == n + 1 + 3


# ---- "put the top card … into your waiting room. If that card is a X, you may …" -----------------

CHRISTA = "AOT/S50-E056"    # opponent's attack phase: may mill 1; a 《Corps》 character: may move


def test_christa_moves_to_the_center_when_the_milled_card_is_a_corps_character():
    s = mk([CHRISTA], active=1, phase="attack", stage=[{3: CHRISTA}, {1: Y1}],
           deck_top=[[CHRISTA], []])
    christa = s.stage[0][3]
    assert kind(s) == "yes_no" and s.pending[0] == 0         # "you may put the top card …"
    act(s, "yes_no", 1)
    assert s.T.cards[s.waiting[0][-1]].code == CHRISTA       # the milled card: a 《Corps》
    act(s, "yes_no", 1)                                      # "you may move this card"
    assert kind(s) == "slot" and set(opts(s)) <= {0, 1, 2}
    act(s, "slot", 0)
    assert s.stage[0][0] == christa and s.stage[0][3] == -1


def test_christa_stays_when_the_milled_card_is_not_a_corps_character():
    s = mk([CHRISTA], active=1, phase="attack", stage=[{3: CHRISTA}, {1: Y1}], deck_top=[[Y0], []])
    act(s, "yes_no", 1)
    assert kind(s) != "yes_no" or s.pending[0] != 0
    assert s.stage[0][3] >= 0


# ---- Backup: "choose 1 of your opponent's characters, and 【REST】 it"; Backup is an 【ACT】 ---------

RESTER = "FT/S120-E030"     # green; [(4) a climax from hand] when you use this card's Backup: rest 1


def test_rester_backup_rests_a_chosen_opponent_character_and_counts_as_using_an_act():
    s = mk([RESTER, ITSUKI_ACT], active=1, phase="attack",
           stage=[{1: R0, 3: ITSUKI_ACT}, {1: Y1, 0: Y1}], hand=[[RESTER, CX], []],
           level=[[RESTER], []], stock=[5, 0], deck_top=[[Y0, Y0], [Y0]])
    rester, other = cid(s, 0, RESTER), s.stage[1][0]
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "counter", rester)
    if kind(s) == "order":                                   # two 【AUTO】 abilities wait
        act(s, "order", opts(s)[0])
    assert kind(s) == "yes_no" and s.pending[0] == 0
    act(s, "yes_no", 1)                                      # pay (4) and a climax
    if kind(s) == "choose" and s.pending[3][0] == "hand_card_to":
        act(s, "choose", opts(s)[0])
    assert kind(s) == "choose" and other in opts(s)
    act(s, "choose", other)
    assert s.status[1][0] == REST
    itsuki = s.stage[0][3]
    assert [e[2:5] for e in events(s, "modifier") if e[2] == itsuki] == [(itsuki, "power", 1500)]


def test_a_reminder_of_the_revealed_cards_place_is_dropped():
    assert imp.clean("【AUTO】 X, reveal the top card of your deck. (The revealed card is returned to its "
                     "original place)") == "【AUTO】 X, reveal the top card of your deck."
