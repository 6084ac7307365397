"""Card rulings for granted abilities of every kind (importer_grant2, abilities_grant2,
verbs_grant2). A granted ability works as if printed on the card that has it, for the stated
period (seed 000 영속/자동/기동 효과; the Comprehensive Rules on abilities granted by effects):
a one-shot grant ends with its period or when the card leaves the stage (a new card); a
【CONT】's grant lasts while its source's condition holds; the controller of a granted ability
is the owner of the card that has it. Each scenario is a stacked state (scenario.py) on a
real card of the pool, named by its code. Card text: ../shared/data/weiss_schwarz/cards/*.json.
"""

from __future__ import annotations

from ws_helpers import (
    BK_R, FRONTAL, G0, PASS, R0, REST, REVERSE, STAND, Y0, Y1, act, attack_id, deck_with, events,
    kind, make, opts, pass_until_turn_of, settle_forced,
)

from tcgsim.games.weiss_schwarz import abilities as ab
from tcgsim.games.weiss_schwarz import importer as imp
from tcgsim.games.weiss_schwarz.bot import HeuristicAgent

CX = "5HY/W83-E062"          # a climax (pool), a filler


def mk(codes, **kw):
    d = deck_with("grant2-" + "-".join(c.replace("/", "") for c in codes),
                  [(4, c) for c in codes] + [(4, CX)])
    return make(decks=[d, d], **kw)


def rec(line, type_="character"):
    return imp.recognise(imp.clean(line), {"type": type_})


def to_main_of(s, p):
    """Pass until player p's main phase (declining the clock phase)."""
    pass_until_turn_of(s, p)
    if kind(s) == "clock":
        act(s, "clock", PASS)
    assert s.active == p and kind(s) == "main"


def end_main(s):
    act(s, "main", PASS)
    if kind(s) == "climax":
        act(s, "climax", PASS)


def end_turn(s):
    """End the main phase and attack with nothing."""
    end_main(s)
    if kind(s) == "attack":
        act(s, "attack", PASS)


ENCORE_HAND = {"kind": "encore", "cost": [{"discard_character": 1}]}
ENC_LINE = '"【AUTO】 Encore [Put 1 character from your hand into your waiting room]"'


# ---- recognisers: the vocabulary tables of real printed lines ---------------------------------

def test_ab_w31_pe01_the_character_facing_this_card_gets_an_encore():
    a, err = rec('【CONT】 The character facing this card gets "【AUTO】 Encore ［Put a character from '
                 'your hand into your waiting room］".')
    assert err == "" and a == {"kind": "cont", "effect": [
        {"verb": "grant", "target": "facing", "ability": ENCORE_HAND}]}


def test_ab_w31_e056_the_character_facing_this_card_gets_cannot_side_attack():
    a, err = rec('【CONT】 The character facing this card gets the following ability. "【CONT】 This '
                 'card cannot side attack."')
    assert err == "" and a["effect"] == [{"verb": "grant", "target": "facing",
                                          "ability": {"kind": "cannot_side_attack"}}]


def test_aot_sx04_076_your_other_trait_character_in_the_middle_gets_an_encore():
    a, err = rec('【CONT】 Your other 《Eldian》 character in the middle position of your center stage '
                 'gets ' + ENC_LINE + '.')
    assert err == "" and a["effect"] == [{"verb": "grant", "target": {
        "who": "middle_other", "filter": {"trait": "Eldian"}}, "ability": ENCORE_HAND}]


def test_ccs_wx01_021_the_middle_character_with_a_name_part():
    a, err = rec('【CONT】 Your other character in the middle position of the center stage with '
                 '"Flower Viewing" in its card name gets ' + ENC_LINE + '.')
    assert err == "" and a["effect"][0]["target"] == {
        "who": "middle_other", "filter": {"name_contains": "Flower Viewing"}}


def test_at_wx02_041_assist_power_and_a_granted_auto_to_the_characters_in_front():
    a, err = rec('【CONT】 Assist All of your characters in front of this card get +2000 power and the '
                 'following ability. "【AUTO】 When this card\'s battle opponent becomes 【REVERSE】, you '
                 'may put that character into your opponent\'s memory."')
    assert err == "" and a["kind"] == "cont"
    assert a["effect"][0] == {"verb": "power", "target": "front", "amount": 2000}
    assert a["effect"][1]["target"] == "front" and a["effect"][1]["ability"]["when"] == \
        "battle_opponent_reversed"


def test_ari_s103_e035_assist_to_filtered_characters_in_front():
    a, err = rec('【CONT】 Assist All of your level 0 or lower characters in front of this card gets '
                 '+1500 power and the following ability. "【CONT】 This card cannot side attack."')
    t = {"who": "front", "filter": {"level_max": 0}}
    assert err == "" and a["effect"] == [
        {"verb": "power", "target": t, "amount": 1500},
        {"verb": "grant", "target": t, "ability": {"kind": "cannot_side_attack"}}]


def test_apo_s53_e082_this_card_gets_a_quoted_encore_until_end_of_turn():
    a, err = rec('【AUTO】 When you level up, this card gets "【AUTO】 Encore [(1)]" until end of turn.')
    assert err == "" and a["effect"] == [{"verb": "grant", "target": "self", "until": "turn",
                                          "ability": {"kind": "encore", "cost": [{"stock": 1}]}}]


def test_aw_s43_e050_all_of_your_characters_get_a_quoted_encore_until_end_of_turn():
    a, err = rec('All of your characters get "【AUTO】 Encore [(1)]" until end of turn.', "event")
    assert err == "" and a["effect"][0]["target"] == "all_yours"


def test_bd_we34_e17_all_of_your_other_level_0_characters_get_the_ability_until_end_of_turn():
    a, err = rec('【AUTO】 When this card is placed on the stage from your hand, all of your other level '
                 '0 or lower characters get the following ability until end of turn. "【AUTO】 When '
                 'this card attacks, look at the top card of your deck, and put it on the top of your '
                 'deck or into your waiting room."')
    assert err == "" and a["effect"][0]["target"] == {"who": "others_yours",
                                                      "filter": {"level_max": 0}}


def test_sao_s26_e002_until_end_of_turn_first_all_of_your_characters_get_power_and_ability():
    a, err = rec('【AUTO】 When this card attacks, if "On Top of the 《World Tree》" is in your climax '
                 'area, until end of turn, all of your characters get +5000 power and the following '
                 'ability. "【AUTO】 When this card\'s battle opponent becomes 【REVERSE】, put that '
                 'character into your opponent\'s stock."')
    assert err == "" and [e["verb"] for e in a["effect"]] == ["power", "grant"]
    assert a["effect"][0] == {"verb": "power", "target": "all_yours", "amount": 5000, "until": "turn"}


def test_ddm_s88_e077_that_character_gets_soul_and_the_ability():
    a, err = rec('【AUTO】 【CXCOMBO】 When this card attacks, if "I Shall Make You Win" is in your '
                 'climax area, choose 1 of your characters, and that character gets +1 soul and the '
                 'following ability until end of turn. "【AUTO】 When this card attacks, you may put '
                 'the top card of your deck into your stock."')
    assert err == "" and a["effect"][0] == {"verb": "soul", "target": {"choose": 1, "from":
                                                                      "your_stage"},
                                            "amount": 1, "until": "turn"}
    assert a["effect"][1]["target"] == "that"


def test_gbs_s63_e032_this_card_and_another_both_get_the_ability():
    a, err = rec('【AUTO】 【CXCOMBO】 When this card attacks, if "Secret XXXX" is in your climax area, '
                 'choose 1 of your other characters and this card, and both characters get the '
                 'following ability until end of turn. "【AUTO】 When this card\'s battle opponent '
                 'becomes 【REVERSE】, you may put the top card of your deck into your stock."')
    assert err == "" and a["effect"][0]["verb"] == "choose_then"
    assert a["effect"][0]["and_self"] is True
    assert a["effect"][0]["then"][0]["target"] == "that"


def test_azl_s102_e090_choose_1_of_the_following_abilities_is_modal():
    a, err = rec('【AUTO】 At the beginning of your climax phase, if you have another 《KAN-SEN》 '
                 'character, choose 1 of the following abilities, and this card gets that ability '
                 'until the end of your opponent\'s next turn. "【CONT】 During your turn, this card '
                 'gets +3000 power." "【CONT】 During your opponent\'s turn, this card gets +3000 '
                 'power."')
    assert err == "" and a["effect"][0]["verb"] == "modal" and len(a["effect"][0]["options"]) == 2
    assert all(o[0]["until"] == "opp_next_turn" for o in a["effect"][0]["options"])


def test_dg_s03_e063_power_soul_and_the_ability():
    a, err = rec('【CONT】 If you do not have any other characters, this card gets +10000 power, +2 '
                 'soul, and the following ability. "【AUTO】 When this card\'s battle opponent becomes '
                 '【REVERSE】, you may put that character into your opponent\'s clock."')
    assert err == "" and [e["verb"] for e in a["effect"]] == ["power", "soul", "grant"]


def test_5hy_we43_e05_the_opponents_character_gets_cannot_move():
    a, err = rec('【AUTO】 When this card is placed on the stage from your hand, choose 1 of your '
                 'opponent\'s characters, and that character gets the following ability until the end '
                 'of your opponent\'s next turn. "【CONT】 This card cannot move to another position of '
                 'the stage."')
    assert err == "" and a["effect"][0]["ability"] == {
        "kind": "cont", "effect": [{"verb": "cannot_move", "target": "self"}]}


def test_inside_a_grant_the_facing_character_cannot_side_attack():
    a, err = rec('【AUTO】 When this card attacks, this card gets the following ability until the end of '
                 'your opponent\'s next turn. "【CONT】 This card and the character facing this card '
                 'cannot side attack."')
    assert err == "" and a["effect"][0]["ability"]["effect"] == [
        {"verb": "cannot_side_attack", "target": "self"},
        {"verb": "cannot_side_attack", "target": "facing"}]


def test_inside_a_grant_the_battle_counter_ban_in_other_wordings():
    a, err = rec('【AUTO】 When this card is placed on the stage from your hand, draw up to 1 card, '
                 'choose 1 of your opponent\'s characters, and that character gets the following '
                 'ability until end of turn. "【CONT】 During this card\'s battle, you cannot play event '
                 'cards or "Backup" from your hand."')
    assert err == "" and a["effect"][1]["ability"] == {
        "kind": "cont", "condition": {"in_battle": True},
        "effect": [{"verb": "battle_no_play", "who": "you", "what": ["event", "backup"]}]}


NEAR_MISSES = [
    # printed, not granted: table.cannot_side would read "facing" as this card
    "【CONT】 The character facing this card cannot side attack.",
    # one-shot level: the level verb is continuous only
    '【ACT】 [(1)] This card gets +1 level and the following ability until end of turn. "【AUTO】 '
    'When this card attacks, you may put the top card of your deck into your stock."',
    # "choose 2 of the following abilities" of 2: not a choice (modal needs fewer than offered)
    '【AUTO】 At the beginning of your climax phase, choose 2 of the following abilities, and this '
    'card gets that ability until end of turn. "【CONT】 During your turn, this card gets +3000 '
    'power." "【CONT】 During your opponent\'s turn, this card gets +3000 power."',
    # "until the end of the next turn": not a period the vocabulary has
    '【AUTO】 When this card attacks, all of your characters get the following ability until the end '
    'of the next turn. "【AUTO】 When this card attacks, you may put the top card of your deck into '
    'your stock."',
    # a facing character's grant for a time: no such one-shot target word
    'The character facing this card gets "【AUTO】 Encore [(1)]" until end of turn.',
]


def test_near_misses_stay_unsupported():
    for line in NEAR_MISSES:
        got, _ = rec(line, "event" if not line.startswith("【") else "character")
        assert got is None, line


def test_validate_takes_grants_of_every_kind_the_engine_reads():
    for g in ({"kind": "act", "cost": [{"stock": 1}], "effect": [{"verb": "draw", "n": 1}]},
              {"kind": "assist", "power": 500},
              {"kind": "cont", "effect": [{"verb": "cannot_reverse", "target": "self"}]}):
        ab.validate({"kind": "cont", "effect": [{"verb": "grant", "target": "others_yours",
                                                 "ability": g}]})
    for bad in ({"kind": "cont", "effect": [{"verb": "trigger_icon", "icon": "soul"}]},
                {"kind": "cont", "zone": "hand", "effect": [{"verb": "power", "target": "self",
                                                             "amount": 1}]},
                {"kind": "no_color_requirement"}):
        try:
            ab.validate({"kind": "cont", "effect": [{"verb": "grant", "target": "self",
                                                     "ability": bad}]})
        except ValueError as e:
            assert "verb 'grant'" in str(e)
        else:
            raise AssertionError(f"a grant of {bad} must be refused")


def test_describe_words_the_new_targets():
    a, _ = rec('【CONT】 Your other character in the middle position of your center stage gets '
               + ENC_LINE + '.')
    assert "your other character in the middle position" in ab.describe(a)
    a, _ = rec('【CONT】 The character facing this card gets ' + ENC_LINE + '.')
    assert "the character facing this card" in ab.describe(a)


# ---- scenarios: one-shot grants to the opponent's character (its owner controls it) ----------

ICHIKA = "5HY/WE43-E05"      # placed: 1 opp. character gets "cannot move" until end of opp's next turn


def test_5hy_we43_e05_the_opponents_character_cannot_move_through_their_next_turn_only():
    """Played in my turn 3: the chosen character of the opponent keeps its position through
    their turn 4 (seed 000 캐릭터 이동: the move is not offered), and may move again in turn 6."""
    s = mk([ICHIKA], hand=[[ICHIKA], []], stage=[{}, {0: Y0, 1: R0}])
    act(s, "main", s.hand[0][0])
    act(s, "slot", 0)
    assert kind(s) == "choose" and s.pending[0] == 0        # which of the opponent's characters
    y0 = s.stage[1][0]
    act(s, "choose", y0)
    assert [m[:2] for m in s.mods if m[1] == "grant_cont"] == [(y0, "grant_cont")]
    assert [path for path, a in s.granted(y0)] and s.mods[-1][3] == 4   # ends with turn 4
    end_main(s)
    act(s, "attack", PASS)
    to_main_of(s, 1)
    assert s.turn == 4
    locked = {a * 5 + b for a in range(5) for b in range(a + 1, 5) if 0 in (a, b)}
    assert not (set(s.move_options(1)) & locked)             # slot 0 cannot be exchanged
    assert 1 * 5 + 2 in s.move_options(1)                    # the other character may move
    end_main(s)
    act(s, "attack", PASS)
    to_main_of(s, 0)
    assert not s.granted(y0)
    assert locked & set(s.move_options(1))                   # the grant is over


MIKU_E036 = "5HY/W83-E036"   # placed: 1 opp. character gets "during its battle, you cannot counter"


def test_5hy_w83_e036_the_opponent_cannot_play_backup_in_the_battle_of_the_chosen_character():
    """"You" of the granted ability is its controller, the opponent who owns the character:
    in that character's battle the counter step offers them no Backup; in another battle it
    does (seed 000 카운터 스텝)."""
    s = mk([MIKU_E036, BK_R], hand=[[MIKU_E036], [BK_R]], stage=[{1: Y0, 2: Y0}, {0: Y1, 1: Y1}],
           level=[[G0, G0, G0], [R0]], stock=[2, 0], deck_top=[[CX], []])
    act(s, "main", s.hand[0][0])
    act(s, "slot", 0)
    while kind(s) in ("yes_no", "choose", "order") and s.pending[0] == 0 and s.phase == "main" \
            and s.pending[3][0] != "grant_to":
        act(s, kind(s), 1 if kind(s) == "yes_no" else opts(s)[0])
    assert kind(s) == "choose" and s.pending[3][0] == "grant_to"
    target = s.stage[1][0]                                   # faces my slot 2
    act(s, "choose", target)
    end_main(s)
    act(s, "attack", attack_id(2, FRONTAL), settle=False)
    while kind(s) != "counter":
        act(s, kind(s), opts(s)[0], settle=False)
    assert s.pending[0] == 1 and opts(s) == (PASS,)          # no Backup in its battle
    act(s, "counter", PASS)
    while kind(s) != "attack":
        act(s, kind(s), opts(s)[0], settle=False)
    act(s, "attack", attack_id(1, FRONTAL), settle=False)    # the other one's battle
    while kind(s) != "counter":
        act(s, kind(s), opts(s)[0], settle=False)
    assert s.hand[1][0] in opts(s)


# ---- a 【CONT】 grant to the character facing this card ------------------------------------------

KANADE = "AB/W31-PE01"       # 【CONT】 the character facing this card gets Encore [a character from hand]


def test_ab_w31_pe01_the_facing_character_may_encore_by_discarding_a_character():
    """The Encore belongs to the facing character of the opponent, who pays it from their own
    hand (seed 000 앙코르 스텝); the opponent's other reversed character has no such Encore."""
    s = mk([KANADE], stage=[{0: KANADE}, {2: Y0, 1: R0}], status=[{}, {2: REVERSE, 1: REVERSE}],
           hand=[[], [Y1]])
    y1 = s.hand[1][0]
    end_main(s)
    act(s, "attack", PASS)
    assert kind(s) == "encore_order" and s.pending[0] == 1
    y0 = s.stage[1][2]
    act(s, "encore_order", 2, settle=False)
    assert kind(s) == "encore" and opts(s) == (0, 2)         # decline, or the granted Encore
    act(s, "encore", 2, settle=False)
    while s.stage[1][2] != y0 and kind(s) == "choose":
        act(s, "choose", opts(s)[0], settle=False)
    assert s.stage[1][2] == y0 and y1 in s.waiting[1]        # back (rested; the turn goes on)
    assert any(e[3] == y0 for e in events(s, "encore"))
    assert s.stage[1][1] == -1                               # R0 (not facing Kanade): gone


# ---- granted Encore for a time, to all of your characters (an event) ---------------------------

RETURN_TO_REALITY = "AW/S43-E050"   # event: all of your characters get Encore [(1)] until end of turn


def test_aw_s43_e050_every_character_of_yours_may_encore_for_1_stock_this_turn():
    s = mk([RETURN_TO_REALITY], hand=[[RETURN_TO_REALITY], []], level=[[G0], []], stock=[1, 0],
           stage=[{0: Y0}, {}], status=[{0: REVERSE}, {}])
    y0 = s.stage[0][0]
    act(s, "main", s.hand[0][0])
    assert {m[0] for m in s.mods if m[1] == "grant"} == {y0}
    end_main(s)                                              # no standing character: no attack
    assert kind(s) == "encore" and opts(s) == (0, 2)         # 1 stock: no standard Encore
    act(s, "encore", 2)
    assert s.stage[0][0] == y0 and s.status[0][0] == REST
    assert len(s.stock[0]) == 1                              # paid 1; the event went to the stock


def test_aw_s43_e050_without_the_event_the_character_cannot_encore_for_1_stock():
    s = mk([RETURN_TO_REALITY], level=[[G0], []], stock=[1, 0], stage=[{0: Y0}, {}],
           status=[{0: REVERSE}, {}])
    end_main(s)                                              # only declining: settled at once
    assert s.stage[0][0] == -1


# ---- a granted 【ACT】 (a 【CONT】 grant with a condition) ---------------------------------------

MIKU_TE43 = "5HY/W83-TE43"   # level 2+: 【ACT】 [this card to WR] put "A Maiden's Heart, Miku" from hand here
MAIDEN = "5HY/W83-TE51"


def test_5hy_w83_te43_at_level_2_the_granted_act_puts_the_named_miku_in_its_place():
    s = mk([MIKU_TE43, MAIDEN], stage=[{1: MIKU_TE43}, {}], hand=[[MAIDEN], []], level=[[Y0, Y0], []])
    m = s.stage[0][1]
    assert 100 + 1 * 5 + 0 in opts(s)                        # her granted 【ACT】 (she has no own)
    act(s, "main", 105)
    assert m in s.waiting[0] and kind(s) == "choose"
    act(s, "choose", s.hand[0][0])
    assert s.T.cards[s.stage[0][1]].code == MAIDEN and kind(s) == "main"


def test_5hy_w83_te43_below_level_2_there_is_no_such_act():
    s = mk([MIKU_TE43, MAIDEN], stage=[{1: MIKU_TE43}, {}], hand=[[MAIDEN], []], level=[[Y0], []])
    assert not any(100 <= a < 200 for a in opts(s))


def test_the_granted_act_is_labelled_and_the_bot_can_choose_it():
    from tcgsim.games.weiss_schwarz.view import action_label
    s = mk([MIKU_TE43, MAIDEN], stage=[{1: MIKU_TE43}, {}], hand=[[MAIDEN], []], level=[[Y0, Y0], []])
    assert "【ACT】" in action_label(s, "main", 105)
    assert HeuristicAgent(1).act(s) in opts(s)


# ---- granted 【CONT】 abilities read as the card's own (values) -----------------------------------

KATARA = "ATLA/WX04-078"     # placed: "【CONT】 during your opponent's turn, +4000" until end of opp's next turn


def test_atla_wx04_078_plus_4000_in_the_opponents_next_turn_only():
    s = mk([KATARA], hand=[[KATARA], []], stage=[{1: KATARA}, {}], stock=[2, 0],
           level=[["ATLA/WX04-078", Y0, Y0], []])
    act(s, "main", s.hand[0][0])
    act(s, "slot", 0)
    while kind(s) in ("yes_no", "order"):
        act(s, kind(s), 0)                                   # decline the paid stock ability
    k = s.stage[0][0]
    base = s.T.power[k]
    assert s.granted(k) and s.power_of(0, 0) == base         # my turn: the condition fails
    end_main(s)
    act(s, "attack", PASS)
    to_main_of(s, 1)
    assert s.power_of(0, 0) == base + 4000                   # the opponent's turn 4
    end_turn(s)
    to_main_of(s, 0)
    assert not s.granted(k) and s.power_of(0, 0) == base


FUTARO_E087 = "5HY/W83-E087"  # 【CONT】 other "Commuting to School, Itsuki" get "+3000 with another 《Quintuplets》"
ITSUKI_E098 = "5HY/W83-E098"


def test_5hy_w83_e087_itsuki_gets_3000_while_futaro_is_there_and_another_quintuplet_is():
    s = mk([FUTARO_E087, ITSUKI_E098, ICHIKA], stage=[{0: ITSUKI_E098, 3: FUTARO_E087, 1: ICHIKA}, {}])
    base = s.T.power[s.stage[0][0]]
    assert s.power_of(0, 0) == base + 3000
    s2 = mk([FUTARO_E087, ITSUKI_E098, ICHIKA], stage=[{0: ITSUKI_E098, 3: FUTARO_E087}, {}])
    assert s2.power_of(0, 0) == base                         # Futaro is no 《Quintuplets》
    s3 = mk([FUTARO_E087, ITSUKI_E098, ICHIKA], stage=[{0: ITSUKI_E098, 1: ICHIKA}, {}])
    assert s3.power_of(0, 0) == base                         # no Futaro: no grant


BEAST_TITAN = "AOT/SX04-093"  # 【CONT】 2+ other Eldian/Titan: +4000 and "the facing character cannot side attack"
YMIR = "AOT/S50-E073"


def test_aot_sx04_093_the_character_facing_it_cannot_side_attack_while_the_condition_holds():
    s = mk([BEAST_TITAN, YMIR], active=1, phase="attack",
           stage=[{0: BEAST_TITAN, 1: YMIR, 3: YMIR}, {2: Y1, 1: Y1}])
    assert attack_id(2, FRONTAL) in opts(s) and attack_id(2, 2) not in opts(s)
    assert attack_id(1, 2) in opts(s)                        # not facing it
    s2 = mk([BEAST_TITAN, YMIR], active=1, phase="attack", stage=[{0: BEAST_TITAN, 3: YMIR}, {2: Y1}])
    assert attack_id(2, 2) in opts(s2)                       # 1 other only: no grant


ARMORED = "AOT/S50-E087"      # attacks with "Duel": +1000 and "the facing character gets -2 soul" to opp's next turn
DUEL = "AOT/S50-E100a"


def test_aot_s50_e087_the_facing_character_has_2_less_soul_through_the_opponents_turn():
    s = mk([ARMORED, DUEL], stage=[{0: ARMORED}, {2: Y1}], climax=[[DUEL], []], stock=[1, 0])
    y1 = s.stage[1][2]
    soul = s.soul_of(1, 2)
    end_main(s)
    act(s, "attack", attack_id(0, FRONTAL), settle=False)
    assert kind(s) == "yes_no"
    act(s, "yes_no", 1, settle=False)
    assert s.soul_of(1, 2) == max(0, soul - 2)
    while s.turn == 3:
        act(s, kind(s), opts(s)[0])
    if s.stage[1][2] == y1:                                  # it survived the battle
        to_main_of(s, 1)
        assert s.soul_of(1, 2) == max(0, soul - 2)


ENTERPRISE = "AZL/S102-TE16"  # attacks with "Grey Ghost": reveal a KAN-SEN: 3 damage and "cannot become REVERSE"
GREY_GHOST = "AZL/S102-TE19"
AJAX = "AZL/S102-E014"


def test_azl_s102_te16_enterprise_cannot_be_reversed_in_battle_after_the_grant():
    """Seed 000 배틀 스텝: the lower power is reversed, unless an ability in force says the card
    cannot become 【REVERSE】 (here granted until the end of the opponent's next turn)."""
    s = mk([ENTERPRISE, GREY_GHOST, AJAX], stage=[{0: ENTERPRISE}, {}], climax=[[GREY_GHOST], []],
           stock=[1, 0], deck_top=[[AJAX], []])
    e = s.stage[0][0]
    assert not s.cannot_reverse(0, 0)
    end_main(s)
    act(s, "attack", attack_id(0, 0), settle=False)          # a direct attack
    act(s, "yes_no", 1, settle=False)
    assert s.cannot_reverse(0, 0) and s.granted(e)
    s.mods = [m for m in s.mods if m[0] != e]                # (without the grant: as before)
    assert not s.cannot_reverse(0, 0)


# ---- Assist and "your other character in the middle" give Encore / power / 【AUTO】 ------------

SAPPHIRE = "DG/S03-E134"     # Assist: the characters in front get Encore [a character from hand]


def test_dg_s03_e134_the_characters_in_front_of_it_have_the_encore():
    s = mk([SAPPHIRE], stage=[{3: SAPPHIRE, 0: Y0, 2: R0}, {}], status=[{0: REVERSE, 2: REVERSE}, {}],
           hand=[[Y1], []])
    y0 = s.stage[0][0]
    end_main(s)
    assert kind(s) == "encore_order"
    act(s, "encore_order", 0, settle=False)
    assert opts(s) == (0, 2)                                 # slot 0 is in front of slot 3
    act(s, "encore", 2, settle=False)
    while kind(s) == "choose":                               # the character to discard
        act(s, "choose", opts(s)[0], settle=False)
    assert s.stage[0][0] == y0 and s.status[0][0] == REST
    settle_forced(s)
    assert s.stage[0][2] == -1                               # slot 2 is not: gone


BUBBLEGUM = "AT/WX02-041"    # Assist: +2000 and "battle opponent reversed: may put it into the memory"


def test_at_wx02_041_the_character_in_front_gets_2000_and_sends_its_victim_to_memory():
    s = mk([BUBBLEGUM], stage=[{4: BUBBLEGUM, 1: Y0, 0: Y0}, {1: R0}])
    p1, p0 = s.power_of(0, 1), s.power_of(0, 0)
    assert p1 == s.T.power[s.stage[0][1]] + 2000 and p0 == s.T.power[s.stage[0][0]]
    r0 = s.stage[1][1]
    end_main(s)
    act(s, "attack", attack_id(1, FRONTAL), settle=False)
    while kind(s) != "yes_no":
        act(s, kind(s), opts(s)[0], settle=False)
    act(s, "yes_no", 1)
    assert r0 in s.memory[1]


KAORI = "ARI/S103-E086"      # your other character in the middle position gets Encore [a character from hand]


def test_ari_s103_e086_only_the_other_middle_character_has_the_encore():
    s = mk([KAORI], stage=[{4: KAORI, 1: Y0, 0: R0}, {}], status=[{1: REVERSE, 0: REVERSE}, {}],
           hand=[[Y1], []])
    end_main(s)
    act(s, "encore_order", 1, settle=False)
    assert opts(s) == (0, 2)
    act(s, "encore", 0, settle=False)
    settle_forced(s)
    assert s.stage[0][0] == -1                               # left position: no Encore offered


ARASHI = "KC/S42-E010"       # with another "Hagikaze": this card gets "Assist +500 to the characters in front"
HAGIKAZE = "KC/S42-E011"


def test_kc_s42_e010_the_granted_assist_adds_500_to_the_characters_in_front():
    """Each of the two has "Assist +500" while the other is there (seed 000 응원: the back
    character's Assist reaches the two center positions in front of it)."""
    s = mk([ARASHI, HAGIKAZE], stage=[{3: ARASHI, 4: HAGIKAZE, 0: Y0, 1: Y0, 2: R0}, {}])
    base = [s.T.power[s.stage[0][k]] for k in range(3)]
    assert [s.power_of(0, k) - base[k] for k in range(3)] == [500, 1000, 500]
    s2 = mk([ARASHI, HAGIKAZE], stage=[{3: ARASHI, 0: Y0, 1: Y0}, {}])
    assert [s2.power_of(0, k) - base[k] for k in range(2)] == [0, 0]   # no Hagikaze: no Assist


# ---- a granted leave-the-stage ability looks back (and so does a printed one) -----------------

SCARS = "SBY/W64-E071"       # counter: 1 of your characters gets "put into WR from stage: may return to hand"


def test_sby_w64_e071_the_reversed_character_returns_to_the_hand_from_the_waiting_room():
    """Granted until end of turn; it leaves the stage in the encore step (seed 000 ⑥) and its
    granted 【AUTO】 triggers as it leaves (the ability looks back), so it may go to the hand."""
    s = mk([SCARS], active=1, phase="attack", stage=[{2: Y0}, {0: Y1}], hand=[[SCARS], []],
           level=[[R0], []])
    y0 = s.stage[0][2]
    act(s, "attack", attack_id(0, FRONTAL), settle=False)
    while kind(s) != "counter":
        act(s, kind(s), opts(s)[0], settle=False)
    act(s, "counter", s.hand[0][0], settle=False)
    assert s.granted(y0)
    while not (kind(s) == "yes_no" and s.pending[0] == 0):
        act(s, kind(s), opts(s)[0] if kind(s) != "attack" else PASS, settle=False)
    assert y0 in s.waiting[0]
    act(s, "yes_no", 1)
    assert y0 in s.hand[0] and y0 not in s.waiting[0]


LISANNA = "FT/S02-T04"       # printed: [(1)] put into WR from the stage: may put this card into memory


def test_ft_s02_t04_the_printed_leave_ability_moves_the_card_from_the_waiting_room():
    s = mk([LISANNA], stage=[{0: LISANNA}, {}], status=[{0: REVERSE}, {}], stock=[1, 0])
    x = s.stage[0][0]
    end_main(s)
    while not (kind(s) == "yes_no" and s.pending[0] == 0):
        act(s, kind(s), 0, settle=False)
    act(s, "yes_no", 1)
    assert x in s.memory[0] and not s.stock[0]


def test_a_card_that_moved_on_from_the_waiting_room_is_not_moved_again():
    s = mk([LISANNA], stage=[{0: LISANNA}, {}], status=[{0: REVERSE}, {}], stock=[1, 0])
    x = s.stage[0][0]
    end_main(s)
    while not (kind(s) == "yes_no" and s.pending[0] == 0):
        act(s, kind(s), 0, settle=False)
    s.waiting[0].remove(x)
    s.clock[0].append(x)                                     # (it went elsewhere meanwhile)
    act(s, "yes_no", 1)
    assert x in s.clock[0] and x not in s.memory[0]


# ---- modal grant: the controller chooses one ability --------------------------------------------

EMDEN = "AZL/S102-E090"


def test_azl_s102_e090_emden_takes_the_opponents_turn_3000():
    s = mk([EMDEN, AJAX], stage=[{0: EMDEN, 1: AJAX}, {}])
    e = s.stage[0][0]
    base = s.T.power[e]
    act(s, "main", PASS)
    assert kind(s) == "mode" and s.pending[0] == 0 and opts(s) == (0, 1)
    act(s, "mode", 1)
    if kind(s) == "climax":
        act(s, "climax", PASS)
    assert s.power_of(0, 0) == base                          # "during your opponent's turn"
    act(s, "attack", PASS)
    to_main_of(s, 1)
    assert s.power_of(0, 0) == base + 3000


# ---- "return this card to its previous stage position as 【REST】" (granted, a look-back) -------

GODDESS = "AOT/S50-E080"     # counter: 1 of your characters gets "put into WR from stage: may return to its position rested"


def test_aot_s50_e080_the_reversed_character_returns_rested_to_its_position():
    s = mk([GODDESS], active=1, phase="attack", stage=[{2: Y0}, {0: Y1}], hand=[[GODDESS], []],
           level=[[R0], []])
    y0 = s.stage[0][2]
    act(s, "attack", attack_id(0, FRONTAL), settle=False)
    while kind(s) != "counter":
        act(s, kind(s), opts(s)[0], settle=False)
    act(s, "counter", s.hand[0][0], settle=False)
    while not (kind(s) == "yes_no" and s.pending[0] == 0):
        act(s, kind(s), opts(s)[0] if kind(s) != "attack" else PASS, settle=False)
    assert y0 in s.waiting[0]
    act(s, "yes_no", 1, settle=False)
    assert s.stage[0][2] == y0
    assert ("placed", -1, 0, y0, 2, "waiting") in s.log                 # rested (then the turn ends)


def test_aot_s50_e080_a_position_taken_meanwhile_keeps_the_card_in_the_waiting_room():
    s = mk([GODDESS], active=1, phase="attack", stage=[{2: Y0}, {0: Y1}], hand=[[GODDESS], []],
           level=[[R0], []], waiting=[[R0], []])
    y0 = s.stage[0][2]
    act(s, "attack", attack_id(0, FRONTAL), settle=False)
    while kind(s) != "counter":
        act(s, kind(s), opts(s)[0], settle=False)
    act(s, "counter", s.hand[0][0], settle=False)
    while not (kind(s) == "yes_no" and s.pending[0] == 0):
        act(s, kind(s), opts(s)[0] if kind(s) != "attack" else PASS, settle=False)
    r0 = s.waiting[0][0]
    s.waiting[0].remove(r0)
    s.stage[0][2] = r0                                       # (something took the position)
    act(s, "yes_no", 1, settle=False)
    assert y0 in s.waiting[0] and s.stage[0][2] == r0


CHISATO = "LRC/WE47-E05"     # Backup 0: all characters in battle get "… return to its previous position rested"


def test_lrc_we47_e05_both_characters_in_battle_get_the_ability():
    s = mk([CHISATO], active=1, phase="attack", stage=[{2: Y0}, {0: Y1}], hand=[[CHISATO], []],
           level=[[Y0], []])
    act(s, "attack", attack_id(0, FRONTAL), settle=False)
    while kind(s) != "counter":
        act(s, kind(s), opts(s)[0], settle=False)
    mine, theirs = s.stage[0][2], s.stage[1][0]
    act(s, "counter", s.hand[0][0], settle=False)
    assert {e[2] for e in events(s, "granted")} == {mine, theirs}   # both sides


# ---- "this card cannot deal damage to a player", given to a character in battle ---------------

SHIELD = "SAO/S51-E044"      # counter (level 2, cost 3): 1 character in battle gets "cannot deal damage to a player"


def test_sao_s51_e044_the_attacker_deals_no_damage():
    s = mk([SHIELD], active=1, phase="attack", stage=[{2: Y1}, {0: Y1}], hand=[[SHIELD], []],
           level=[[G0, G0], []], stock=[3, 0])
    clock = len(s.clock[0])
    atk = s.stage[1][0]
    act(s, "attack", attack_id(0, FRONTAL), settle=False)
    while kind(s) != "counter":
        act(s, kind(s), opts(s)[0], settle=False)
    act(s, "counter", s.hand[0][0], settle=False)
    assert kind(s) == "choose" and set(opts(s)) == {atk, s.stage[0][2]}   # either one in battle
    act(s, "choose", atk, settle=False)
    settle_forced(s)
    assert len(s.clock[0]) == clock and any(e[3] == atk for e in events(s, "no_damage"))


def test_without_the_counter_the_attack_deals_its_damage():
    """Seed 000 ④: the damage is revealed card by card into the clock (or, canceled, into the
    waiting room)."""
    s = mk([SHIELD], active=1, phase="attack", stage=[{2: Y1}, {0: Y1}], level=[[G0, G0], []])
    before = len(s.clock[0]) + len(s.waiting[0])
    act(s, "attack", attack_id(0, FRONTAL))
    assert not events(s, "no_damage") and len(s.clock[0]) + len(s.waiting[0]) > before


# ---- a 【CONT】 grant to the other middle character, with power -----------------------------------

YOKO = "GL/S52-E001"         # during your turn, your other middle character gets +500 and "unchoosable"


def test_gl_s52_e001_the_middle_character_gets_500_and_cannot_be_chosen_by_the_opponent():
    s = mk([YOKO], stage=[{3: YOKO, 1: Y1, 0: Y0}, {}])
    assert s.power_of(0, 1) == s.T.power[s.stage[0][1]] + 500
    assert s.power_of(0, 0) == s.T.power[s.stage[0][0]]
    assert not s.choosable(1, s.stage[0][1]) and s.choosable(1, s.stage[0][0])
    assert s.choosable(0, s.stage[0][1])                     # its own player's effects may


# ---- "cannot become 【REVERSE】 by 【AUTO】 effects of your opponent's characters" -----------------

CHOCO = "HOL/WE36-E29"       # placed: 1 of your characters gets that protection until end of opp's next turn
YURI = "AB/W31-E056"         # reversed: if the battle opponent is level 0 or lower, may 【REVERSE】 it


def _yuri_reverses(protect: bool):
    s = mk([CHOCO, YURI], hand=[[CHOCO], []], stage=[{0: Y0}, {2: YURI}])
    y0 = s.stage[0][0]
    if protect:
        act(s, "main", s.hand[0][0])
        act(s, "slot", 1)
        act(s, "choose", y0)
    end_main(s)
    act(s, "attack", attack_id(0, FRONTAL), settle=False)
    while not (kind(s) == "yes_no" and s.pending[0] == 1):
        act(s, kind(s), opts(s)[0], settle=False)
    act(s, "yes_no", 1, settle=False)                         # Yuri's owner: yes, reverse it
    return s, y0


def test_hol_we36_e29_the_chosen_character_is_not_reversed_by_the_opponents_auto():
    s, y0 = _yuri_reverses(True)
    assert s.stage[0][0] == y0 and s.status[0][0] != REVERSE
    assert any(e[3] == y0 for e in events(s, "not_reversed"))


def test_without_the_protection_yuris_auto_reverses_the_battle_opponent():
    s, y0 = _yuri_reverses(False)
    assert s.status[0][0] == REVERSE or y0 in s.waiting[0]


def test_the_auto_reverse_protection_in_its_wordings_printed_or_granted():
    for tail in ("by 【AUTO】 effects of your opponent's characters.",
                 "by the 【AUTO】 effects of your opponent's characters.",
                 "from your opponent character's 【AUTO】 effects.",
                 "by your opponent character's 【AUTO】 effects."):
        a, err = rec("【CONT】 This card cannot become 【REVERSE】 " + tail)
        assert err == "" and a == {"kind": "cont", "effect": [{"verb": "no_auto_reverse"}]}, tail
    a, _ = rec("【CONT】 This card cannot become 【REVERSE】 by your own effects.")
    assert a is None


def test_sao_s51_e044_table_and_words():
    a, err = rec('【COUNTER】 Choose a character in battle, and that character gets the following ability '
                 'until end of turn. "【CONT】 This card cannot deal damage to a player."', "event")
    assert err == "" and a["effect"] == [{"verb": "grant", "target": {"choose": 1, "from": "in_battle"},
                                          "until": "turn", "ability": {"kind": "cont", "effect": [
                                              {"verb": "no_player_damage"}]}}]
    assert "cannot deal damage to a player" in ab.describe(a)


# ---- a granted Great Performance (seed 000 대활약) -----------------------------------------------

MAI = "SBY/W64-E032"         # 【CONT】 level 3 or higher: this card gets "【CONT】 Great Performance"


def test_sby_w64_e032_at_level_3_only_the_middle_frontal_attack_is_left():
    s = mk([MAI], phase="attack", stage=[{0: Y1, 1: Y1, 2: Y1}, {1: MAI, 0: Y0}],
           level=[[], [Y0, Y0, Y0]])
    assert opts(s) == (attack_id(1, FRONTAL), PASS)
    s2 = mk([MAI], phase="attack", stage=[{0: Y1, 1: Y1, 2: Y1}, {1: MAI, 0: Y0}],
            level=[[], [Y0, Y0]])
    assert attack_id(2, FRONTAL) in opts(s2) and attack_id(0, 0) in opts(s2)   # level 2: no grant
