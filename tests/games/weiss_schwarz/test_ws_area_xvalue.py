"""Card rulings for the "X is equal to …" values (importer_xvalue.py, abilities_xvalue.py,
verbs_xvalue.py): each a stacked scenario (scenario.py) on a real card of the pool, named by
its code, asserted like a judge's ruling; the recogniser's tables for their printed lines;
and near misses that stay unsupported. Seed 000: an effect is performed in the order it is
written and reads the game state when it is performed (효과의 처리), so X is worked out when
the effect that uses it resolves, after the earlier effects of the same text (the cards put
into the waiting room, the revealed card). Card text: ../shared/data/weiss_schwarz/cards/*.json.
"""

from __future__ import annotations

from ws_helpers import (
    B0, DIRECT, PASS, Y0, Y0B, Y1, Y2, Y3, act, attack_id, events, kind, look_through, make, opts, deck_with,
)

from tcgsim.games.weiss_schwarz import abilities
from tcgsim.games.weiss_schwarz import importer_kinds as k

REVEAL_ATK = "5HY/W90-E016"   # [discard 1] attacks: reveal top, salvage level X or lower (X = its level)
MILL_ACT = "5HY/W101-E061"    # 【ACT】 [(1) this to WR] mill 2, salvage level X or lower (total level)
SOUL_PUMP = "BNJ/SX01-014"    # attacks: 1 other character +X power, X = its soul ×1000
LEVEL_PUMP = "GRI/S72-E053"   # 【ACT】 [rest] 1 of your characters +X, X = its level ×500
SHOT = "DAL/W79-E058"         # CXCOMBO attacks: mill 1, deal X damage (X = its level +1)
CLOCK_PUMP = "FS/S36-E011"    # placed from hand: +X power, X = cards in your clock ×500
LOOK_OPP = "Gmr/WS02-E119"    # placed from hand: look at up to X, X = characters your opponent has
CX = "5HY/W83-E062"           # a climax (pool)


def deck(*codes):
    return deck_with("xv-" + "-".join(c.replace("/", "") for c in codes),
                     [(4, c) for c in codes] + [(4, CX)])


def mk(codes, **kw):
    d = deck(*codes)
    return make(decks=[d, d], **kw)


def rec(text):
    return k.recognise(text, {"type": "character", "name": "?"})[0]


def card(s, x):
    return s.T.cards[x]


# ---- the recogniser ----------------------------------------------------------------------------

def test_recognises_5hy_w90_e016_reveal_then_salvage_level_x_or_lower():
    a = rec("【AUTO】 [Put 1 card from your hand into your waiting room] When this card attacks, you may "
            "pay the cost. If you do, reveal the top card of your deck, choose 1 level X or lower character "
            "in your waiting room, and return it to your hand. X is equal to the level of the revealed card.")
    assert a["effect"] == [
        {"verb": "reveal_top_card"},
        {"verb": "with_x", "x": {"of": "revealed_level"},
         "do": {"verb": "salvage", "filter": {"level_max": "X", "type": "character"}, "n": 1,
                "up_to": False, "to": "hand"}}]
    assert "X = the level of the revealed card" in abilities.describe(a)
    assert "level X or lower" in abilities.describe(a)


def test_recognises_5hy_w101_e061_total_level_of_those_cards():
    a = rec("【ACT】 [(1) Put this card into your waiting room] Put the top 2 cards of your deck into your "
            "waiting room, choose 1 level X or lower character in your waiting room, and return it to your "
            "hand. X is equal to the total level of those cards.")
    assert a["effect"][0] == {"verb": "mill", "n": 2}
    assert a["effect"][1]["x"] == {"of": "milled_level"}


def test_recognises_bnj_sx01_014_that_characters_soul_times_1000():
    a = rec("【AUTO】 When this card attacks, choose 1 of your other characters, and that character gets +X "
            "power until end of turn. X is equal to that character's soul ×1000.")
    assert a["effect"] == [{"verb": "with_x", "x": {"of": "that_soul", "times": 1000},
                            "do": {"verb": "power", "target": {"choose": 1, "from": "your_other_stage"},
                                   "amount": "X", "until": "turn"}}]
    assert "+X power" in abilities.describe(a) and "×1000" in abilities.describe(a)


def test_recognises_dal_w79_e058_level_of_that_card_plus_1_with_its_reminder():
    a = rec("【AUTO】 【CXCOMBO】 When this card attacks, if \"Flames Which Pierce Through Time\" is in your "
            "climax area, put the top card of your deck into your waiting room, and deal X damage to your "
            "opponent. X is equal to that card's level +1. (Climax are regarded as level 0. Damage may be "
            "canceled)")
    assert a["effect"] == [{"verb": "mill", "n": 1},
                           {"verb": "with_x", "x": {"of": "milled_level", "one": True, "plus": 1},
                            "do": {"verb": "damage", "n": "X"}}]


def test_recognises_ari_s103_e071_minus_x_power_to_an_opponents_center_character():
    a = rec("【AUTO】 At the beginning of your climax phase, if this card is in your center stage, choose 1 "
            "character in your opponent's center stage, and that character gets -X power until end of "
            "turn. X is equal to the number of your other 《Tortus》 characters ×1000.")
    e = a["effect"][0]
    assert e["x"] == {"of": "count", "filter": {"trait": "Tortus"}, "others": True, "times": 1000}
    assert e["do"]["amount"] == "-X"


def test_near_miss_x_read_before_anything_is_revealed_stays_unsupported():
    """'the level of the revealed card' with nothing revealed by the text: no source for X."""
    assert rec("【AUTO】 When this card attacks, choose 1 level X or lower character in your waiting "
               "room, and return it to your hand. X is equal to the level of the revealed card.") is None


def test_near_miss_that_cards_level_after_milling_2_stays_unsupported():
    """'that card' after putting 2 cards into the waiting room names no one card."""
    assert rec("【AUTO】 When this card attacks, put the top 2 cards of your deck into your waiting room, "
               "and deal X damage to your opponent. X is equal to that card's level.") is None


def test_near_miss_an_unknown_source_stays_unsupported():
    assert rec("【AUTO】 When this card attacks, this card gets +X power until end of turn. X is equal to "
               "the total number of markers underneath your characters ×1000.") is None


def test_near_miss_that_characters_level_on_this_card_stays_unsupported():
    """'that character's level' needs a chosen character: 'this card gets' has none."""
    assert rec("【AUTO】 When this card attacks, this card gets +X power until end of turn. X is equal to "
               "that character's level ×500.") is None


def test_vocabulary_refuses_x_in_a_place_the_verb_does_not_take():
    import pytest
    bad = {"kind": "auto", "when": "attacks",
           "effect": [{"verb": "with_x", "x": {"of": "cards", "zone": "clock"},
                       "do": {"verb": "salvage", "n": "X", "filter": {"type": "character"}}}]}
    with pytest.raises(ValueError):
        abilities.validate(bad)


# ---- scenarios -----------------------------------------------------------------------------------

def test_5hy_w90_e016_reveals_a_level_2_card_so_a_level_2_character_may_return_but_not_level_3():
    s = mk([REVEAL_ATK], phase="attack", stage=[{1: REVEAL_ATK}, {}], hand=[[Y0], []],
           waiting=[[Y2, Y3, Y0B], []], deck_top=[[Y2], []])
    top = s.deck[0][-1]
    act(s, "attack", attack_id(1, DIRECT))
    assert kind(s) == "yes_no"
    act(s, "yes_no", 1)                                       # pay: discard 1
    if kind(s) == "discard" or kind(s) == "choose" and len(s.hand[0]) == 1 and s.hand[0][0] in opts(s):
        act(s, kind(s), s.hand[0][0])
    assert events(s, "reveal") and events(s, "reveal")[-1][-1] == top
    assert s.deck[0][-1] == top                               # the revealed card stays on top
    assert kind(s) == "choose"
    levels = {card(s, x).code: card(s, x).level for x in opts(s) if x != PASS}
    assert set(levels.values()) <= {0, 2} and 2 in levels.values()   # level 3 is out: X = 2
    y2 = next(x for x in opts(s) if x != PASS and card(s, x).level == 2)
    act(s, "choose", y2)
    assert y2 in s.hand[0]


def test_5hy_w90_e016_a_revealed_climax_is_level_0_so_only_level_0_characters_return():
    s = mk([REVEAL_ATK], phase="attack", stage=[{1: REVEAL_ATK}, {}], hand=[[Y0], []],
           waiting=[[Y2, Y0B], []], deck_top=[[CX], []])
    act(s, "attack", attack_id(1, DIRECT))
    act(s, "yes_no", 1)
    if kind(s) != "choose" or s.hand[0] and s.hand[0][0] in opts(s):
        act(s, kind(s), s.hand[0][0])
    assert kind(s) == "choose"
    assert {card(s, x).level for x in opts(s) if x != PASS} == {0}


def test_5hy_w101_e061_total_level_of_the_2_milled_cards_is_read_after_they_are_milled():
    """Seed 000: X is read once the 2 cards are in the waiting room, so they may be chosen."""
    s = mk([MILL_ACT], stage=[{0: MILL_ACT}, {}], stock=[1, 0], waiting=[[Y3], []],
           deck_top=[[Y1, Y2], []])
    act(s, "main", 100)
    assert len(events(s, "mill")) == 2
    assert kind(s) == "choose"
    got = {card(s, x).level for x in opts(s) if x != PASS}
    assert got == {1, 2, 3}                                    # X = 1 + 2 = 3
    y3 = next(x for x in opts(s) if x != PASS and card(s, x).level == 3)
    act(s, "choose", y3)
    assert y3 in s.hand[0]


def test_5hy_w101_e061_two_level_0_cards_allow_only_level_0():
    s = mk([MILL_ACT], stage=[{0: MILL_ACT}, {}], stock=[1, 0], waiting=[[Y1], []],
           deck_top=[[Y0, CX], []])
    act(s, "main", 100)
    assert kind(s) == "choose"
    assert {card(s, x).level for x in opts(s) if x != PASS} == {0}   # X = 0 + 0: Y1 stays


def test_bnj_sx01_014_the_chosen_characters_soul_times_1000():
    s = mk([SOUL_PUMP], phase="attack", stage=[{1: SOUL_PUMP, 0: Y3, 2: Y1}, {}])
    y3 = s.stage[0][0]
    before = s.power_of(0, 0)
    act(s, "attack", attack_id(1, DIRECT))
    assert kind(s) == "choose"
    act(s, "choose", y3)
    assert s.power_of(0, 0) == before + 1000 * s.soul_of(0, 0)
    assert s.soul_of(0, 0) == 2


def test_gri_s72_e053_the_chosen_characters_level_times_500():
    s = mk([LEVEL_PUMP], stage=[{0: LEVEL_PUMP, 1: Y2}, {}])
    y2 = s.stage[0][1]
    before = s.power_of(0, 1)
    act(s, "main", 101)                                       # its 2nd ability: the 【ACT】
    act(s, "choose", y2)
    assert s.power_of(0, 1) == before + 1000                  # level 2 ×500


def test_fs_s36_e011_counts_the_clock_when_it_resolves():
    s = mk([CLOCK_PUMP], hand=[[CLOCK_PUMP], []], clock=[[Y0, Y0B, Y1], []], stock=[3, 0])
    from ws_helpers import play
    play(s, 0, CLOCK_PUMP, 0)
    base = card(s, s.stage[0][0]).power
    assert s.power_of(0, 0) == base + 1500                    # 3 cards ×500


def test_gmr_ws02_e119_looks_at_as_many_cards_as_characters_the_opponent_has():
    s = mk([LOOK_OPP], hand=[[LOOK_OPP], []], stage=[{}, {0: Y0, 1: Y1}], stock=[2, 0],
           level=[[B0, Y0, Y0B], []],                         # level 3, blue: it may be played
           deck_top=[[Y0, Y1, Y2], []])
    from ws_helpers import play
    play(s, 0, LOOK_OPP, 0)
    assert look_through(s) == 2                               # X = 2: up to the top 2 cards
    assert len(events(s, "look")) == 2                        # one card at a time


FLAMES = "DAL/W79-E075"       # SHOT's climax


def test_dal_w79_e058_mills_a_level_2_card_and_deals_3_damage_before_the_attack_damage():
    """X = that card's level +1, read once the card is in the waiting room."""
    s = mk([SHOT, FLAMES], phase="attack", stage=[{1: SHOT}, {}], climax=[[FLAMES], []],
           deck_top=[[Y2], [Y0, Y0B, Y1, Y0, Y0B, Y1]])
    act(s, "attack", attack_id(1, DIRECT))
    first = events(s, "damage")[0]
    assert first[2] == 1 and len(first[3]) == 3              # 3 cards to the opponent's clock


def test_dal_w79_e058_a_milled_climax_is_level_0_so_1_damage():
    s = mk([SHOT, FLAMES], phase="attack", stage=[{1: SHOT}, {}], climax=[[FLAMES], []],
           deck_top=[[CX], [Y0, Y0B, Y1, Y0, Y0B, Y1]])
    act(s, "attack", attack_id(1, DIRECT))
    assert len(events(s, "damage")[0][3]) == 1


def test_recognises_ab_w31_te23_x_is_500_multiplied_by_your_level():
    a = rec("【AUTO】 When you use this card's \"Backup\", if you have 2 or more 《Death》 characters, choose 1 "
            "of your characters in battle, and that character gets +X power until end of turn. X is equal "
            "to 500 multiplied by your level.")
    assert a["effect"][0]["x"] == {"of": "cards", "zone": "level", "times": 500}


def test_recognises_aot_s35_e087_put_x_cards_from_the_top_of_your_deck():
    """'put X cards from the top of your deck into your waiting room' = the top X cards."""
    a = rec("【AUTO】 When this card is placed on the stage from your hand, you may put X cards from the top "
            "of your deck into your waiting room. X is equal to the number of 《Titan》 characters you have.")
    assert a["optional"] is True
    assert a["effect"] == [{"verb": "with_x", "x": {"of": "count", "filter": {"trait": "Titan"}},
                            "do": {"verb": "mill", "n": "X"}}]


def test_near_miss_put_cards_from_the_top_into_the_stock_is_no_mill():
    a = rec("【AUTO】 When this card is placed on the stage from your hand, put 2 cards from the top of your "
            "deck into your stock.")
    assert a is None or all(e["verb"] != "mill" for e in a["effect"])


def test_fs_s36_e011_words_say_what_x_is():
    a = rec("【AUTO】 When this card is placed on the stage from your hand, this card gets +X power until end "
            "of turn. X is equal to the number of cards in your clock ×500.")
    assert "(X = the number of cards in your clock ×500)" in abilities.describe(a)
