"""Card rulings for the built-in deck 5hy-yotsuba (The Quintessential Quintuplets, Yotsuba):
every supported printed ability of every card, each as a stacked scenario (scenario.py)
asserted like a judge's ruling. Card text: ../shared/data/weiss_schwarz/cards/5HY_*.json.

5HY/W83-E038's trigger-check ability is supported: its [TREASURE] icon, missing from the
community text, was restored from weiss-sim's card database (importer.TEXT_FIXES)."""

from __future__ import annotations

import tcgsim
from ws_helpers import code, first, play, DIRECT, FRONTAL, PASS, REST, REVERSE, STAND, act, attack_id, cid, \
    deck_with, events, kind, look_through, opts, who

from tcgsim.games.weiss_schwarz.scenario import scenario

FLOWERS = "5HY/W101-E004"   # Flowers of Gratitude, Yotsuba Nakano
BESIDE = "5HY/W101-E005"    # Beside You, Yotsuba Nakano
BEAUTY = "5HY/W101-E024"    # Unparalleled Beauty, Yotsuba Nakano
SPECIAL = "5HY/W101-E025"   # "Special" Yotsuba Nakano
MEMORY = "5HY/W101-E026"    # My Memory With You, Yotsuba Nakano
VOID = "5HY/W101-E048"      # Feelings Void of Lies (climax)
PARTING = "5HY/W101-E049"   # Parting With a Memory (climax)
HONOR = "5HY/W83-E032"      # Honor Student? Yotsuba Nakano
EACH = "5HY/W83-E038"       # Each and Everyone's Strengths, Yotsuba Nakano
HONEST = "5HY/W83-E039"     # Honest and Positive, Yotsuba Nakano
WISH = "5HY/W90-E004"       # Pure Wish, Yotsuba Nakano
ALWAYS = "5HY/W90-E008"     # Always Prioritizing Others, Yotsuba Nakano
YEARNED = "5HY/W90-E023"    # What She Yearned For, Yotsuba Nakano
NEW = "5HY/W90-PE05"        # A New Story, Yotsuba Nakano
UNRESOLVED = "5HY/WE43-E01"  # Unresolved Feelings, Yotsuba Nakano
ONWARDS = "5HY/WE43-E15"    # Onwards Together With You, Yotsuba Nakano
LEAPS = "5HY/W90-E046"      # The World As She Leaps (climax, not in the deck)
WAR = "5HY/W101-E077"       # Declaration of War Over Love (climax, soul + standby: not in the deck)

G = tcgsim.game("weiss-schwarz")


def make(decks=None, **kw):
    d = G.deck("5hy-yotsuba")
    return scenario(G, decks=decks or [d, d], **kw)





# ---- 5HY/W101-E004 Flowers of Gratitude -------------------------------------------------------

def test_flowers_mills_2_and_gets_1000_for_each_yotsuba_character_among_them():
    s = make(hand=[[FLOWERS], []], deck_top=[[HONOR, VOID], []])
    play(s, 0, FLOWERS, 0)
    assert s.power_of(0, 0) == 1500 + 1000               # the climax does not count


def test_flowers_reversed_pays_and_goes_to_memory_to_salvage_a_yotsuba():
    s = make(active=1, phase="attack", stage=[{1: FLOWERS}, {1: BEAUTY}], stock=[1, 0],
             hand=[[HONOR], []], waiting=[[SPECIAL], []], deck_top=[[HONOR], [HONOR]])
    f = s.stage[0][1]
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, HONOR))
    assert f in s.memory[0]
    sp = first(s, SPECIAL)
    act(s, "choose", sp)
    assert sp in s.hand[0]


# ---- 5HY/W101-E005 Beside You ----------------------------------------------------------------

def test_beside_you_gets_1500_in_your_turn_with_a_card_in_memory():
    assert make(stage=[{0: BESIDE}, {}], memory=[[HONOR], []]).power_of(0, 0) == 5500
    assert make(stage=[{0: BESIDE}, {}]).power_of(0, 0) == 4000


def test_beside_you_brings_a_cost_0_yotsuba_and_puts_it_into_memory_at_the_end_of_turn():
    s = make(hand=[[BESIDE], []], stock=[1, 0], level=[[HONOR], []], clock=[[WISH], []],
             waiting=[[MEMORY, SPECIAL], []])
    play(s, 0, BESIDE, 0)
    act(s, "yes_no", 1)
    names = [code(s, x) for x in opts(s)]
    assert MEMORY in names and SPECIAL not in names      # cost 0 or lower only
    m = first(s, MEMORY)
    act(s, "choose", m)
    act(s, "slot", 3)
    assert s.stage[0][3] == m
    act(s, "main", PASS)
    while s.active == 0 and kind(s) in ("climax", "attack"):
        act(s, kind(s), PASS)
    assert m in s.memory[0]                              # at the end of the turn


# ---- 5HY/W101-E024 Unparalleled Beauty ----------------------------------------------------------

def test_unparalleled_beauty_gets_500_for_each_other_quintuplets_in_your_turn():
    assert make(stage=[{0: BEAUTY, 1: HONOR, 2: MEMORY}, {}]).power_of(0, 0) == 5500
    assert make(active=1, stage=[{0: BEAUTY, 1: HONOR}, {}]).power_of(0, 0) == 4500


def test_unparalleled_beauty_with_parting_looks_at_memory_plus_3_cards():
    s = make(phase="attack", stage=[{1: BEAUTY, 3: HONOR}, {}], climax=[[PARTING], []],
             memory=[[MEMORY], []], deck_top=[[VOID, VOID, SPECIAL, ALWAYS, YEARNED], []])
    act(s, "attack", attack_id(1, DIRECT))
    assert look_through(s) == 1 + 3                      # up to 4, one card at a time
    assert len(events(s, "look")) == 1 + 3
    act(s, "choose", first(s, SPECIAL))
    assert cid(s, 0, SPECIAL) >= 0 and cid(s, 0, ALWAYS, "waiting") >= 0


# ---- 5HY/W101-E025 "Special" Yotsuba --------------------------------------------------------------

def test_special_with_3_quintuplets_in_memory_gets_1000_and_a_2_damage_attack_ability():
    s = make(phase="attack", stage=[{1: SPECIAL}, {}], memory=[[MEMORY, MEMORY, HONOR], []],
             stock=[2, 0], hand=[[HONOR, HONOR], []], deck_top=[[HONOR], [HONOR] * 1])
    assert s.power_of(0, 1) == 9500 + 1000 + 2 * 500     # (+500 from each My Memory With You)
    act(s, "attack", attack_id(1, DIRECT))
    act(s, "order", 0)                                   # the granted one (the combo needs Void)
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, HONOR))
    act(s, "choose", cid(s, 0, HONOR))
    assert len(s.clock[1]) >= 2


def test_special_heals_when_played():
    s = make(hand=[[SPECIAL], []], level=[[HONOR, HONOR, HONOR], []], stock=[2, 0],
             clock=[[WISH, BEAUTY], []])
    play(s, 0, SPECIAL, 0)
    act(s, "yes_no", 1)
    assert len(s.clock[0]) == 1


def test_special_with_feelings_void_of_lies_pays_1_for_2_damage():
    s = make(phase="attack", stage=[{1: SPECIAL}, {}], climax=[[VOID], []],
             memory=[[HONOR, HONOR, WISH], []], stock=[1, 0], deck_top=[[HONOR], [HONOR] * 2])
    act(s, "attack", attack_id(1, DIRECT))
    if kind(s) == "order":
        act(s, "order", opts(s)[-1])
    act(s, "yes_no", 1)
    assert len(s.clock[1]) >= 2


# ---- 5HY/W101-E026 My Memory With You ----------------------------------------------------------------

def test_my_memory_with_you_in_memory_gives_special_500():
    s = make(stage=[{0: SPECIAL, 1: HONOR}, {}], memory=[[MEMORY], []])
    assert s.power_of(0, 0) == 9500 + 500 and s.power_of(0, 1) == 1000
    assert make(stage=[{0: SPECIAL, 1: MEMORY}, {}]).power_of(0, 0) == 9500   # not from the stage


def test_my_memory_with_you_reversed_clocks_a_card_goes_to_memory_and_searches():
    s = make(active=1, phase="attack", stage=[{1: MEMORY}, {1: BEAUTY}], hand=[[HONOR], []],
             deck_top=[[HONOR], [HONOR]])
    m = s.stage[0][1]
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, HONOR))
    assert m in s.memory[0] and cid(s, 0, HONOR, "clock") >= 0
    x = first(s, YEARNED)
    act(s, "choose", x)
    assert x in s.hand[0]


# ---- 5HY/W101-E048 Feelings Void of Lies, 5HY/W101-E049 Parting With a Memory -----------------------

def test_the_climaxes_give_1000_power_and_1_soul():
    for cx in (VOID, PARTING):
        s = make(stage=[{0: HONOR}, {}], climax=[[cx], []])
        assert s.power_of(0, 0) == 2000 and s.soul_of(0, 0) == 2


# ---- 5HY/W83-E032 Honor Student? ------------------------------------------------------------------------

def test_honor_student_searches_a_cost_0_quintuplets_of_your_level_onto_the_stage():
    s = make(hand=[[HONOR], []], stock=[1, 0])
    play(s, 0, HONOR, 0)
    act(s, "yes_no", 1)
    names = {code(s, x) for x in opts(s) if x != PASS}
    assert MEMORY in names and BEAUTY not in names       # level 1 > your level 0
    x = first(s, MEMORY)
    act(s, "choose", x)
    act(s, "slot", 2)
    assert s.stage[0][2] == x


def test_honor_student_gives_a_character_1000_when_attacking():
    s = make(phase="attack", stage=[{1: HONOR, 0: BEAUTY}, {}])
    act(s, "attack", attack_id(1, DIRECT))
    act(s, "choose", s.stage[0][0])
    assert s.power_of(0, 0) == 4500 + 500 + 1000


# ---- 5HY/W83-E038 Each and Everyone's Strengths ---------------------------------------------------------

def test_each_and_everyone_gives_other_quintuplets_500():
    s = make(stage=[{0: EACH, 1: HONOR}, {}])
    assert s.power_of(0, 1) == 1500 and s.power_of(0, 0) == 500


def _each_attacks_revealing_feelings_void_of_lies():
    """Each and Everyone attacks; the trigger check reveals Feelings Void of Lies ([TREASURE]):
    its icon (the climax to the hand, the top card to stock declined) comes first, then the
    ability asks for its cost."""
    s = make(phase="attack", stage=[{1: EACH}, {}], hand=[[HONOR], []],
             deck_top=[[VOID, SPECIAL, MEMORY, WISH], []])
    each, void = s.stage[0][1], s.deck[0][-1]
    assert s.T.cards[void].type == "climax" and "treasure" in s.T.triggers[void]
    act(s, "attack", attack_id(1, DIRECT))
    assert s.pending[3][0] == "stock_top_yes"            # the treasure icon
    act(s, "yes_no", 0)
    assert void in s.hand[0]
    assert any(e[3] == each for e in events(s, "ability"))
    assert kind(s) == "yes_no" and s.pending[3][0] == "pay_then_resolve"
    return s


def test_each_and_everyone_pays_a_hand_card_to_look_at_2_and_take_1_on_a_treasure_climax():
    s = _each_attacks_revealing_feelings_void_of_lies()
    stock = len(s.stock[0])
    act(s, "yes_no", 1)                                  # pay: put 1 card from your hand
    assert set(opts(s)) == {cid(s, 0, HONOR), cid(s, 0, VOID)}
    h = cid(s, 0, HONOR)
    act(s, "choose", h)
    assert h in s.waiting[0]
    assert look_through(s) == 2
    assert {code(s, e[3][0]) for e in events(s, "look")[-2:]} == {SPECIAL, MEMORY}
    assert kind(s) == "choose" and PASS in opts(s)       # "choose up to 1"
    sp, m = first(s, SPECIAL), first(s, MEMORY)
    act(s, "choose", sp)
    assert sp in s.hand[0] and m in s.waiting[0]         # the rest to the waiting room
    assert [code(s, x) for x in s.hand[0]] == [VOID, SPECIAL]
    assert code(s, s.deck[0][-1]) == WISH                # the next card of the deck
    assert len(s.stock[0]) == stock


def test_each_and_everyone_declined_does_nothing():
    s = _each_attacks_revealing_feelings_void_of_lies()
    act(s, "yes_no", 0)
    assert [code(s, x) for x in s.hand[0]] == [HONOR, VOID]
    assert not s.waiting[0] and not events(s, "look")


def test_each_and_everyone_does_not_trigger_on_a_character_or_a_climax_without_treasure():
    s = make(phase="attack", stage=[{1: EACH}, {}], hand=[[HONOR], []],
             deck_top=[[SPECIAL, MEMORY, WISH], []])
    each = s.stage[0][1]
    act(s, "attack", attack_id(1, DIRECT))               # a character: no climax revealed
    assert events(s, "trigger") and not any(e[3] == each for e in events(s, "ability"))
    assert not events(s, "look") and cid(s, 0, HONOR) >= 0
    d = deck_with("each-war", [(2, EACH), (1, WAR), (4, HONOR)])
    s = make([d, d], phase="attack", stage=[{1: EACH}, {}], hand=[[HONOR], []],
             deck_top=[[WAR, HONOR, HONOR], []])
    each, war = s.stage[0][1], s.deck[0][-1]
    assert s.T.cards[war].type == "climax" and "treasure" not in s.T.triggers[war]
    act(s, "attack", attack_id(1, DIRECT))
    assert events(s, "icon")[-1][4] == "standby"
    assert not any(e[3] == each for e in events(s, "ability"))
    assert not events(s, "look") and cid(s, 0, HONOR) >= 0


# ---- 5HY/W83-E039 Honest and Positive ---------------------------------------------------------------------

def test_honest_gives_a_quintuplets_1000_at_the_start_of_the_climax_phase():
    s = make(phase="climax", stage=[{0: HONEST, 1: HONOR}, {}])
    act(s, "choose", s.stage[0][1])
    assert s.power_of(0, 1) == 2000


def test_honest_granted_ability_puts_the_top_card_into_stock():
    s = make(stage=[{1: BEAUTY, 3: HONEST, 4: HONOR}, {1: MEMORY}],
             deck_top=[[HONOR, HONOR, HONOR], [HONOR, HONOR]])
    act(s, "main", 100 + 3 * 5)
    act(s, "choose", s.stage[0][3])
    act(s, "choose", s.stage[0][4])
    act(s, "choose", s.stage[0][1])
    act(s, "main", PASS)
    act(s, "choose", s.stage[0][1])                      # Honest's climax-phase +1000
    if kind(s) == "climax":
        act(s, "climax", PASS)
    act(s, "attack", attack_id(1, FRONTAL))              # 6500 against 500
    while kind(s) != "yes_no":
        act(s, kind(s), PASS)
    n = len(s.stock[0])
    act(s, "yes_no", 1)
    assert len(s.stock[0]) == n + 1


# ---- 5HY/W90-E004 Pure Wish -----------------------------------------------------------------------------

def test_pure_wish_assists_level_0_characters_with_1000_in_your_turn():
    s = make(stage=[{0: HONOR, 1: BEAUTY, 3: WISH}, {}])
    assert s.power_of(0, 0) == 2000 and s.power_of(0, 1) == 4500 + 2 * 500   # level 1: no assist
    assert make(active=1, stage=[{0: HONOR, 3: WISH}, {}]).power_of(0, 0) == 1000


def test_pure_wish_looks_at_3_and_puts_what_she_yearned_for_into_memory():
    s = make(stage=[{3: WISH, 0: HONOR}, {}], stock=[1, 0], waiting=[[YEARNED], []],
             deck_top=[[SPECIAL, VOID, VOID], []])
    act(s, "main", 100 + 3 * 5)
    look_through(s)
    act(s, "choose", first(s, SPECIAL))
    y = cid(s, 0, YEARNED, "waiting")
    act(s, "choose", y)
    assert y in s.memory[0] and cid(s, 0, WISH, "waiting") >= 0


def test_pure_wish_without_another_quintuplets_puts_nothing_into_memory():
    s = make(stage=[{3: WISH}, {}], stock=[1, 0], waiting=[[YEARNED], []],
             deck_top=[[SPECIAL, VOID, VOID], []])
    act(s, "main", 100 + 3 * 5)
    look_through(s)
    act(s, "choose", first(s, SPECIAL))
    assert kind(s) == "main" and not s.memory[0]


# ---- 5HY/W90-E008 Always Prioritizing Others -----------------------------------------------------------

def test_always_prioritizing_others_is_level_2_in_hand_with_3_quintuplets_in_memory():
    s = make(hand=[[ALWAYS], []], memory=[[HONOR, MEMORY, WISH], []])
    assert s.card_level(cid(s, 0, ALWAYS), "hand") == 2
    s = make(hand=[[ALWAYS], []], memory=[[HONOR, MEMORY], []])
    assert s.card_level(cid(s, 0, ALWAYS), "hand") == 3


def test_always_prioritizing_others_heals_when_played():
    s = make(hand=[[ALWAYS], []], level=[[WISH, WISH, WISH], []], stock=[2, 0],
             clock=[[HONOR, HONOR], []])
    play(s, 0, ALWAYS, 0)
    act(s, "yes_no", 1)
    assert len(s.clock[0]) == 1


# ---- 5HY/W90-E023 What She Yearned For ------------------------------------------------------------------

def test_what_she_yearned_for_mills_the_opponents_bottom_5_and_deals_1_per_climax():
    s = make(phase="attack", stage=[{1: YEARNED}, {}], stock=[2, 0], hand=[[HONOR], []],
             deck_top=[[HONOR], [HONOR, HONOR, HONOR, HONOR]])
    s.deck[1][:5] = sorted(s.deck[1][:5], key=lambda x: s.T.cards[x].type != "climax")
    climaxes = sum(1 for x in s.deck[1][:5] if s.T.cards[x].type == "climax")
    act(s, "attack", attack_id(1, DIRECT))
    while kind(s) != "yes_no":
        act(s, kind(s), PASS)
    clock = len(s.clock[1])
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, HONOR))
    assert len(events(s, "mill")) == 5
    assert len(s.clock[1]) - clock in (climaxes, 0)      # 0 if canceled by a climax
    assert s.active == 1 and s.power_of(0, 1) == 10500 + 1000   # until the opponent's next turn


def test_what_she_yearned_for_comes_from_memory_when_the_world_as_she_leaps_is_placed():
    d = deck_with("yearned-leaps", [(4, YEARNED), (4, LEAPS), (4, HONOR)])
    s = make([d, d], phase="climax", hand=[[LEAPS], []], memory=[[YEARNED], []],
             level=[[HONOR, HONOR, HONOR], []], clock=[[HONOR], []])
    y = s.memory[0][0]
    act(s, "climax", cid(s, 0, LEAPS))
    act(s, "yes_no", 1)
    assert opts(s) == (0, 1, 2)
    act(s, "slot", 1)
    assert s.stage[0][1] == y


# ---- 5HY/W90-PE05 A New Story ------------------------------------------------------------------------------

def test_a_new_story_needs_no_color_and_has_two_act_abilities():
    s = make(hand=[[NEW], []], level=[[WISH], []])
    assert cid(s, 0, NEW) in opts(s)                     # level 1, no green in level/clock
    s = make(hand=[[HONOR], []], stage=[{3: NEW, 0: HONOR}, {}], waiting=[[SPECIAL], []])
    act(s, "main", 100 + 3 * 5 + 1)                      # rest: +1000 until the opponent's turn
    act(s, "choose", s.stage[0][0])
    assert s.power_of(0, 0) == 2000
    act(s, "main", 100 + 3 * 5)                          # discard + itself: salvage
    act(s, "choose", cid(s, 0, HONOR))
    sp = first(s, SPECIAL)
    act(s, "choose", sp)
    assert sp in s.hand[0]


# ---- 5HY/WE43-E01 Unresolved Feelings ---------------------------------------------------------------------

def test_unresolved_with_only_yotsuba_characters_gets_1500_and_may_go_to_memory_when_reversed():
    s = make(active=1, phase="attack", stage=[{1: UNRESOLVED}, {1: SPECIAL}],
             deck_top=[[HONOR], [HONOR, HONOR]])
    u = s.stage[0][1]
    assert s.power_of(0, 1) == 3000
    act(s, "yes_no", 0)                                  # (it does not move away)
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "yes_no", 1)
    assert u in s.memory[0]


def test_unresolved_moves_away_from_a_facing_character():
    s = make(active=1, phase="attack", stage=[{0: UNRESOLVED}, {2: HONOR}])
    act(s, "yes_no", 1)
    act(s, "slot", 1)
    assert code(s, s.stage[0][1]) == UNRESOLVED


# ---- 5HY/WE43-E15 Onwards Together With You -----------------------------------------------------------------

def test_onwards_in_memory_exchanges_a_treasure_climax_at_the_start_of_the_main_phase():
    s = make(memory=[[ONWARDS], []], stock=[1, 0], hand=[[VOID, HONOR], []],
             waiting=[[PARTING], []])
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, HONOR))
    v = cid(s, 0, VOID)
    act(s, "choose", v)
    p = cid(s, 0, PARTING, "waiting")
    act(s, "choose", p)
    assert p in s.hand[0] and v in s.waiting[0]


def test_onwards_goes_to_memory_to_salvage_unparalleled_beauty():
    s = make(stage=[{3: ONWARDS}, {}], stock=[1, 0], waiting=[[BEAUTY], []])
    o = s.stage[0][3]
    act(s, "main", 100 + 3 * 5)
    b = first(s, BEAUTY)
    act(s, "choose", b)
    assert b in s.hand[0] and o in s.memory[0]


def test_onwards_asks_for_the_exchange_even_when_the_hand_holds_no_treasure_climax():
    """Issue 7 (DESIGN §2: whether a decision is posed must not depend on hidden cards):
    with a fitting climax in the waiting room (public) the "reveal up to 1 from your hand
    and exchange" choice is asked even when the hand holds none -- then only "no"."""
    s = make(memory=[[ONWARDS], []], stock=[1, 0], hand=[[HONOR], []],
             waiting=[[PARTING], []])
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, HONOR))
    assert kind(s) == "choose" and opts(s) == (PASS,)
    act(s, "choose", PASS)
    assert cid(s, 0, PARTING, "waiting") in s.waiting[0]
