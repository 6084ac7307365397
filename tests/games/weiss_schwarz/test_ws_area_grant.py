"""Card rulings for granted abilities ("… gets the following ability", abilities_grant.py,
verbs_grant.py): a granted ability is the receiving card's own while it lasts (seed 000
영속 효과 / 자동 효과: the text of the quoted ability works from the card that has it), so a
grant is recognised only where the engine reads the granted ability; each a stacked
scenario (scenario.py) on a real card of the pool, named by its code. Card text:
../shared/data/weiss_schwarz/cards/*.json.
"""

from __future__ import annotations

from ws_helpers import (
    DIRECT, FRONTAL, PASS, G0, R0, Y0, Y1, act, attack_id, deck_with, kind, make, opts,
    pass_until_turn_of,
)

from tcgsim.games.weiss_schwarz import abilities as ab
from tcgsim.games.weiss_schwarz import importer as imp

SIDE = 2
FUTARO = "5HY/W83-E084"     # 【CONT】 all of your other characters get "this card cannot side attack"
JOKER = "BNJ/SX01-079"      # 【ACT】 [a climax from hand] +1000 and "battle opponent reversed: may draw 1"
CX = "5HY/W83-E062"         # a climax (pool)


def mk(codes, **kw):
    d = deck_with("grant-" + "-".join(c.replace("/", "") for c in codes),
                  [(4, c) for c in codes] + [(4, CX)])
    return make(decks=[d, d], **kw)


def rec(line, type_="character"):
    return imp.recognise(imp.clean(line), {"type": type_})


# ---- a 【CONT】 granting "This card cannot side attack" to other characters ------------------

FUTARO_LINE = ('【CONT】 All of your other characters get the following ability. "【CONT】 This card '
               'cannot side attack."')


def test_futaro_grant_line_is_recognised_as_a_continuous_grant_to_the_other_characters():
    a, err = rec(FUTARO_LINE)
    assert err == "" and a["kind"] == "cont"
    assert a["effect"] == [{"verb": "grant", "target": "others_yours",
                            "ability": {"kind": "cannot_side_attack"}}]


def test_futaro_in_the_back_stage_forbids_the_side_attack_of_your_other_characters():
    """Seed 000 어택 스텝: frontal or side against a facing character; Futaro's 【CONT】 gives
    the others "cannot side attack", so only the frontal attack is left to them."""
    s = mk([FUTARO], phase="attack", stage=[{0: Y1, 3: FUTARO}, {2: R0}])
    o = opts(s)
    assert attack_id(0, FRONTAL) in o and attack_id(0, SIDE) not in o


def test_futaro_does_not_forbid_his_own_side_attack_the_grant_is_to_the_other_characters():
    s = mk([FUTARO], phase="attack", stage=[{0: FUTARO, 1: Y1}, {2: R0, 1: Y0}])
    o = opts(s)
    assert attack_id(0, SIDE) in o                      # Futaro himself: not "other"
    assert attack_id(1, SIDE) not in o and attack_id(1, FRONTAL) in o


def test_without_futaro_on_the_stage_the_side_attack_is_allowed_again():
    s = mk([FUTARO], phase="attack", stage=[{0: Y1}, {2: R0}], waiting=[[FUTARO], []])
    assert attack_id(0, SIDE) in opts(s)


def test_the_opponents_characters_are_not_your_other_characters():
    s = mk([FUTARO], active=1, phase="attack", stage=[{3: FUTARO}, {0: Y1}])
    s2 = mk([FUTARO], active=1, phase="attack", stage=[{0: R0}, {2: Y1}])
    assert kind(s) == "attack" and attack_id(0, DIRECT) in opts(s)
    assert attack_id(2, SIDE) in opts(s2)


# ---- grants the engine did not execute before verbs_grant2 (scenarios: test_ws_area_grant2) ----

def test_a_granted_act_ability_is_recognised_now_the_main_phase_offers_it():
    """5HY/W83-TE43: 'this card gets 【ACT】 …' while the level is 2 or higher (verbs_grant2:
    the main phase offers granted 【ACT】 abilities)."""
    a, err = rec('【CONT】 If your level is 2 or higher, this card gets the following ability. '
                 '"【ACT】 [Put this card into your waiting room] Choose up to 1 "A Maiden\'s Heart, '
                 'Miku Nakano" in your hand, and put it on the stage position that this card was on."')
    assert err == "" and a["effect"][0]["ability"]["kind"] == "act"


def test_a_granted_cont_stat_for_a_time_is_recognised_now():
    """ATLA/WX04-078: a 【CONT】 +4000 power granted until the end of the opponent's next turn
    (verbs_grant2: values read granted 【CONT】 abilities as the card's own)."""
    a, err = rec('【AUTO】 When this card is placed on the stage from your hand, if you have another '
                 '《World of Avatar》 character, this card gets the following ability until the end of '
                 'your opponent\'s next turn. "【CONT】 During your opponent\'s turn, this card gets '
                 '+4000 power."')
    assert err == "" and a["effect"][0]["until"] == "opp_next_turn"


def test_a_continuous_cont_grant_to_other_characters_is_recognised_now():
    a, err = rec('【CONT】 All of your other "Commuting to School, Itsuki Nakano" get the following '
                 'ability. "【CONT】 If you have another 《Quintuplets》 character, this card gets +3000 '
                 'power."')
    assert err == "" and a["effect"][0]["target"]["who"] == "others_yours"


def test_validate_takes_a_granted_great_performance():
    """A granted Great Performance narrows the attack options as a printed one does
    (verbs_grant2; scenario in test_ws_area_grant2: SBY/W64-E032)."""
    t = {"kind": "cont", "effect": [{"verb": "grant", "target": "self",
                                     "ability": {"kind": "great_performance"}}]}
    assert ab.validate(t) == t


# ---- a one-shot grant: the granted 【AUTO】 triggers, and expires at the end of the turn -------

def test_joker_gets_the_ability_and_draws_when_his_battle_opponent_is_reversed():
    """BNJ/SX01-079 (seed 000 배틀 스텝: the lower power is reversed): +1000 and "When this
    card's battle opponent becomes 【REVERSE】, you may draw 1 card" until end of turn."""
    s = mk([JOKER], stage=[{0: JOKER}, {2: R0}], hand=[[CX], []])
    joker = s.stage[0][0]
    act(s, "main", 100)
    while kind(s) in ("choose", "yes_no") and s.pending[0] == 0 and s.phase == "main":
        act(s, kind(s), opts(s)[0])
    assert any(m[0] == joker and m[1] == "grant" for m in s.mods)
    assert not s.hand[0]                                 # the climax paid the cost
    act(s, "main", PASS)
    if kind(s) == "climax":
        act(s, "climax", PASS)
    act(s, "attack", attack_id(0, FRONTAL))
    while kind(s) in ("counter", "encore") and len(opts(s)) == 1:
        act(s, kind(s), opts(s)[0])
    assert kind(s) == "yes_no" and s.pending[0] == 0    # "you may draw 1 card"
    n = len(s.hand[0])
    act(s, "yes_no", 1)
    assert len(s.hand[0]) == n + 1


def test_joker_grant_is_gone_at_the_end_of_the_turn():
    s = mk([JOKER], stage=[{0: JOKER}, {2: R0}], hand=[[CX], []])
    joker = s.stage[0][0]
    act(s, "main", 100)
    while kind(s) in ("choose", "yes_no") and s.pending[0] == 0 and s.phase == "main":
        act(s, kind(s), opts(s)[0])
    assert s.granted(joker)
    act(s, "main", PASS)
    if kind(s) == "climax":
        act(s, "climax", PASS)
    act(s, "attack", PASS)                               # no attack: the turn ends
    pass_until_turn_of(s, 1)
    assert s.active == 1 and s.stage[0][0] == joker
    assert not s.granted(joker)                          # "until end of turn": expired


# ---- importer_grant: the period first, two periods, "gains", "that card gets" -------------------

AUTO_STOCK = '"【AUTO】 When this card attacks, you may put the top card of your deck into your stock."'
STOCK_AB = {"kind": "auto", "when": "attacks", "optional": True,
            "effect": [{"verb": "stock_top", "n": 1}]}


def test_gnm_ws02_e084_stat_until_end_of_turn_ability_until_the_opponents_next_turn():
    """Gnm/WS02-E084: '+2000 power until end of turn and the following ability until the end
    of your opponent's next turn' -- two periods, each kept."""
    a, err = rec('【AUTO】 When this card is placed on the stage from your hand, this card gets +2000 '
                 'power until end of turn and the following ability until the end of your '
                 'opponent\'s next turn. ' + AUTO_STOCK)
    assert err == "" and a["effect"] == [
        {"verb": "power", "target": "self", "amount": 2000, "until": "turn"},
        {"verb": "grant", "target": "self", "ability": STOCK_AB, "until": "opp_next_turn"}]


def test_pd_s29_e039_the_period_first_then_power_and_the_ability_of_the_chosen_character():
    a, err = rec('Choose 1 of your characters, and until end of turn, that character gets +1000 '
                 'power and the following ability. ' + AUTO_STOCK, "event")
    assert a is not None and a["effect"] == [
        {"verb": "power", "target": {"choose": 1, "from": "your_stage"}, "amount": 1000,
         "until": "turn"},
        {"verb": "grant", "target": "that", "ability": STOCK_AB, "until": "turn"}]


def test_bd_w73_e033_gains_reads_as_gets():
    a, err = rec('【AUTO】 [(1)] When this card is placed on the stage from your hand, you may pay the '
                 'cost. If you do, this card gains the following ability until end of turn. ' + AUTO_STOCK)
    assert a is not None and a["effect"][-1] == {"verb": "grant", "target": "self",
                                                 "ability": STOCK_AB, "until": "turn"}


def test_atla_wx04_049_soul_and_the_ability():
    a, err = rec('【AUTO】 When this card attacks, this card gets +1 soul and the following ability '
                 'until end of turn. ' + AUTO_STOCK)
    assert a is not None and a["effect"] == [
        {"verb": "soul", "target": "self", "amount": 1, "until": "turn"},
        {"verb": "grant", "target": "self", "ability": STOCK_AB, "until": "turn"}]


def test_near_miss_the_period_first_with_this_card_and_a_level_stays_unsupported():
    """'+1 level and the following ability' for a time: no one-shot level verb (the level
    verb is continuous only), so the line is not read."""
    a, _ = rec('【ACT】 [(1)] Until end of turn, this card gets +1 level and the following ability. '
               + AUTO_STOCK)
    assert a is None


def test_near_miss_a_grant_followed_by_more_text_is_not_read_as_the_grant_alone():
    a, _ = rec('【AUTO】 When this card attacks, this card gets +1 soul and the following ability '
               'until end of turn. ' + AUTO_STOCK + ' Then your opponent draws 5 cards.')
    assert a is None


HONOKA = "SIL/W109-E036"    # (Eli Ayase, L3 green) placed from hand: +3000 until end of turn, the ability until opp's next turn


def test_honoka_power_ends_with_this_turn_the_granted_ability_lasts_the_opponents_next_turn():
    """SIL/W109-E036 (seed 000 자동 효과): played from hand, +3000 power until end of turn and
    "When this card is put into your waiting room from the stage, you may return this card
    to your hand" until the end of the opponent's next turn."""
    s = mk([HONOKA], hand=[[HONOKA], []], stock=[2, 0], level=[[G0, G0, G0], []])
    h = s.hand[0][0]
    act(s, "main", h)
    while kind(s) in ("slot", "choose", "yes_no") and s.phase == "main" and s.slot_of(h) < 0:
        act(s, kind(s), opts(s)[0])
    slot = s.slot_of(h)
    assert slot >= 0
    while kind(s) != "main":
        act(s, kind(s), opts(s)[0])
    base = s.T.power[h]
    assert s.power_of(0, slot) == base + 3000 and s.granted(h)
    act(s, "main", PASS)
    if kind(s) == "climax":
        act(s, "climax", PASS)
    act(s, "attack", PASS)
    pass_until_turn_of(s, 1)
    assert s.active == 1 and s.slot_of(h) == slot
    assert s.power_of(0, slot) == base                   # the power: this turn only
    assert s.granted(h)                                  # the ability: still there
    pass_until_turn_of(s, 0)
    assert s.active == 0 and not s.granted(h)            # gone after the opponent's turn


# ---- "the following abilities": one grant per quoted ability ------------------------------------

def test_5hy_w83_e052_the_following_2_abilities_to_your_other_named_characters():
    a, err = rec('【CONT】 All of your other "Questioning Gaze, Yotsuba Nakano" get the following 2 '
                 'abilities. "【AUTO】 When this card attacks, you may put the top card of your deck into '
                 'your stock." "【AUTO】 Encore [Put 1 character from your hand into your waiting room]"')
    who = {"who": "others_yours", "filter": {"name": "Questioning Gaze, Yotsuba Nakano"}}
    assert err == "" and a["effect"] == [
        {"verb": "grant", "target": who, "ability": STOCK_AB},
        {"verb": "grant", "target": who, "ability": {"kind": "encore",
                                                     "cost": [{"discard_character": 1}]}}]


def test_near_miss_the_printed_count_must_match_the_quoted_abilities():
    a, _ = rec('【CONT】 This card gets the following 3 abilities. ' + AUTO_STOCK + ' "【AUTO】 Encore '
               '[Put 1 character from your hand into your waiting room]"')
    assert a is None


RIN = "RWBY/WXE01-39"       # all your characters 《Remnant》: "your turn +5000" and an Encore


def test_rwby_wxe01_39_gets_the_granted_power_while_all_of_your_characters_are_remnant():
    """RWBY/WXE01-39: the 【CONT】 grants "【CONT】 During your turn, this card gets +5000 power"
    while the condition holds; a character of another trait breaks it."""
    s = mk([RIN], stage=[{0: RIN}, {}])
    base = s.T.power[s.stage[0][0]]
    assert s.power_of(0, 0) == base + 5000
    s2 = mk([RIN], stage=[{0: RIN, 1: Y0}, {}])
    assert s2.power_of(0, 0) == base                      # Y0 is not 《Remnant》
    s3 = mk([RIN], active=1, stage=[{0: RIN}, {}])
    assert s3.power_of(0, 0) == base                      # "during your turn" only
