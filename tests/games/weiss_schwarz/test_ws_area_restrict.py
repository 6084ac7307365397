"""Card rulings for restrictions and the character facing a card (importer_restrict.py,
abilities_restrict.py, verbs_restrict.py): each a stacked scenario (scenario.py) on a real
card of the pool, named by its code, asserted like a judge's ruling; the recogniser's tables
for their printed lines; and near misses that must stay unsupported.

Rules: seed 000 정면의 캐릭터 (the character facing a card: the opponent's center character
in the position across), 영속 효과 (a 【CONT】 is in force while its condition holds), 어택
스텝 (attack declaration), 캐릭터 이동 (moving characters in the main phase).
"""

from __future__ import annotations

from ws_helpers import (
    DIRECT, FRONTAL, SIDE, Y0, Y1, Y2, act, attack_id, cid, deck_with, events, kind, make, opts,
    pass_until_turn_of,
)

from tcgsim.games.weiss_schwarz import importer as imp

KANADE = "AB/W31-E029"      # 【CONT】 The character facing this card gets -1 soul.
MARSHALL = "AT/WX02-058"    # if the facing character is a higher level: cannot frontal attack
HANNES = "AOT/S35-E019"     # if the facing character is a higher level: cannot attack
ARMORED = "AOT/S50-E097"    # cannot direct attack and side attack
BATMAN = "BNJ/SX01-092"     # if 1 or less characters on your back stage: cannot attack
FUTARO = "5HY/W90-E003"     # cannot be chosen by your opponent's effects
DG = "DG/S03-E079"          # on play: choose 1 of your opponent's characters, -500 power
YOTSUBA = "5HY/W83-E013"    # the character facing this card cannot move to another position
TITAN = "AOT/S50-E093"      # this card cannot move to another position on the stage
DAL = "DAL/W79-E083"        # during this card's battle, your opponent cannot play "Backup"
GBS = "GBS/S63-TE15"        # during this card's battle, you cannot play "Backup" from your hand
BK = "5HY/W90-E101"         # Backup 3000, level 2, (1)
FDD = "Fdd/W65-E062"        # when this card becomes 【REVERSE】, you cannot use Encore until end of turn
E059 = "5HY/W83-E059"       # 【COUNTER】 event: if you do not have a 《Quintuplets》 character, unplayable
CX = "5HY/W83-E062"         # a climax (pool)


def mk(codes, **kw):
    d = deck_with("restrict-" + "-".join(c.replace("/", "") for c in codes),
                  [(4, c) for c in codes] + [(4, CX)])
    return make(decks=[d, d], **kw)


def attacks_from(s, slot):
    return sorted(a % 3 for a in opts(s) if a < 999 and a // 3 == slot)


# ---- the recogniser -----------------------------------------------------------------------------

LINES = [
    ("【CONT】 The character facing this card gets -1 soul.",                       # AB/W31-E029
     [{"verb": "soul", "target": "facing", "amount": -1}]),
    ("【CONT】 If your level is 3 or higher, the character facing this card gets -1 soul.",  # APO/S53-E018
     [{"verb": "soul", "target": "facing", "amount": -1}]),
    ("【CONT】 If the character facing this card is a higher level than this card, this card cannot "
     "frontal attack.", [{"verb": "cannot_attack", "how": ["frontal"]}]),          # AT/WX02-058
    ("【CONT】 If the character facing this card is a higher level than this card, this card cannot "
     "attack.", [{"verb": "cannot_attack", "how": ["frontal", "direct", "side"]}]),  # AOT/S35-E019
    ("【CONT】 This card cannot direct attack and side attack.",                      # AOT/S50-E097
     [{"verb": "cannot_attack", "how": ["direct", "side"]}]),
    ("【CONT】 If there are 1 or less characters on your back stage, this card cannot attack.",  # BNJ/SX01-092
     [{"verb": "cannot_attack", "how": ["frontal", "direct", "side"]}]),
    ("【CONT】 This card cannot be chosen by your opponent's effects.",               # 5HY/W90-E003
     [{"verb": "unchoosable"}]),
    ("【CONT】 If you have 2 or more other 《Omiko City》 characters, this card gets +2500 power and "
     "cannot be chosen by your opponent's effects.",                                  # AYT/W110-E046
     [{"verb": "power", "target": "self", "amount": 2500}, {"verb": "unchoosable"}]),
    ("【CONT】 The character facing this card cannot move to another position of the stage.",  # 5HY/W83-E013
     [{"verb": "cannot_move", "target": "facing"}]),
    ("【CONT】 This card cannot move to another position on the stage.",              # AOT/S50-E093
     [{"verb": "cannot_move", "target": "self"}]),
    ("【CONT】 During this card's battle, all players cannot play \"Backup\" from hand.",  # AOT/S50-E087
     [{"verb": "battle_no_play", "who": "all", "what": ["backup"]}]),
    ("【CONT】 During this card's battle, your opponent cannot play \"Backup\" from their hand.",  # DAL/W79-E083
     [{"verb": "battle_no_play", "who": "opponent", "what": ["backup"]}]),
    ("【AUTO】 When this card becomes 【REVERSE】, you cannot use \"【AUTO】 Encore\" until end of turn. "
     "(You cannot use the \"【AUTO】 Encore [(3)]\" rule either)",                     # Fdd/W65-E062
     [{"verb": "no_encore", "who": "you"}]),
    ("【AUTO】 [(1)] When damage dealt by this card is canceled, you may pay the cost. If you do, your "
     "opponent cannot use \"【AUTO】 Encore\" until end of turn. (Your opponent cannot use the "
     "\"【AUTO】 Encore [(3)]\" rule either)",                                          # DG/S03-E001
     [{"verb": "no_encore", "who": "opponent"}]),
    ("【CONT】 During this card's battle, you cannot play event cards and \"Backup\" from hand.",
     [{"verb": "battle_no_play", "who": "you", "what": ["event", "backup"]}]),
]


def test_recognised_lines():
    for line, want in LINES:
        got, why = imp.recognise(line, {"type": "character"})
        assert got is not None, (line, why)
        assert got["effect"] == want, (line, got["effect"])


NEAR_MISSES = [
    # a one-shot restriction paid for by the opponent: not a 【CONT】 (DAL/WE33-E041)
    "【AUTO】 At the beginning of your climax phase, your opponent may put the top 2 cards of their "
    "stock into their waiting room. If they do, this card cannot frontal attack until end of turn.",
    # (the same words inside a granted ability are read now: test_ws_area_grant2, AOT/S50-E005)
    # "all of your characters get … and cannot be chosen": not this card alone
    "【CONT】 All of your characters get +500 power and cannot be chosen by your opponent's effects.",
    # the facing character gets a trait: no trait-granting verb (AOT/S50-E076)
    "【CONT】 The character facing this card gets +1 soul, and this card gets 《Potato》.",
    # granted until the end of the next turn: a grant stays unsupported (AOT/S50-E008)
    "【AUTO】 When this card is placed on the stage from your hand, until the end of the next turn, "
    "this card gets +4500 power and the following ability. \"【CONT】 During this card's battle, all "
    "players cannot play \"Backup\" from hand.\"",
    # "that character cannot use Encore": the character, not a player (AOT/SX04-017)
    "【AUTO】 When this card's battle opponent becomes 【REVERSE】, that character cannot use "
    "\"【AUTO】 Encore\" until end of turn. (The \"【AUTO】 Encore [(3)]\" rule cannot be used either)",
    # "climax" is no Backup: no verb for it
    "【CONT】 During this card's battle, your opponent cannot play climaxes from hand.",
]


def test_near_misses_stay_unsupported():
    for line in NEAR_MISSES:
        got, _ = imp.recognise(line, {"type": "character"})
        assert got is None, line
    got, _ = imp.recognise("Until end of turn, the character facing this card gets -1 soul.",
                           {"type": "event"})
    assert got is None


# ---- the character facing this card gets -1 soul (AB/W31-E029) -----------------------------------

def test_kanade_takes_1_soul_from_the_character_across_only():
    """My slot 0 faces the opponent's slot 2 (seed 000 정면의 캐릭터)."""
    s = mk([KANADE], stage=[{0: KANADE}, {2: Y1, 1: Y1, 0: Y1}])
    assert s.soul_of(1, 2) == 0                  # Y1 soul 1, -1
    assert s.soul_of(1, 1) == 1 and s.soul_of(1, 0) == 1


def test_kanade_in_the_back_stage_faces_nothing():
    s = mk([KANADE], stage=[{3: KANADE}, {2: Y1, 1: Y1, 0: Y1}])
    assert [s.soul_of(1, k) for k in (0, 1, 2)] == [1, 1, 1]


# ---- cannot frontal attack / cannot attack ---------------------------------------------------------

def test_marshall_cannot_frontal_attack_a_higher_level_character_but_may_side_attack():
    s = mk([MARSHALL], phase="attack", stage=[{1: MARSHALL}, {1: Y2}])
    assert attacks_from(s, 1) == [SIDE]
    s = mk([MARSHALL], phase="attack", stage=[{1: MARSHALL}, {1: Y1}])     # the same level
    assert attacks_from(s, 1) == [FRONTAL, SIDE]
    act(s, "attack", attack_id(1, FRONTAL))
    assert events(s, "attack")[-1][-2] == FRONTAL            # declared as a frontal attack


def test_hannes_cannot_attack_at_all_facing_a_higher_level_and_attacks_directly_facing_nobody():
    s = mk([HANNES], phase="attack", stage=[{1: HANNES, 0: Y1}, {1: Y1}])
    assert attacks_from(s, 1) == [] and attacks_from(s, 0) == [DIRECT]     # slot 0 faces 2: empty
    s = mk([HANNES], phase="attack", stage=[{1: HANNES}, {}])
    assert attacks_from(s, 1) == [DIRECT]


def test_armored_titan_only_frontal_attacks():
    s = mk([ARMORED], phase="attack", stage=[{1: ARMORED}, {1: Y0}])
    assert attacks_from(s, 1) == [FRONTAL]
    s = mk([ARMORED, HANNES], phase="attack", stage=[{1: ARMORED}, {}])
    assert kind(s) != "attack" or attacks_from(s, 1) == []      # nothing to declare


def test_batman_attacks_only_with_2_or_more_characters_in_the_back_stage():
    s = mk([BATMAN], phase="attack", stage=[{1: BATMAN, 3: Y0}, {}])
    assert kind(s) != "attack" or attacks_from(s, 1) == []
    s = mk([BATMAN], phase="attack", stage=[{1: BATMAN, 3: Y0, 4: Y0}, {}])
    assert attacks_from(s, 1) == [DIRECT]


# ---- cannot be chosen by your opponent's effects (5HY/W90-E003) ------------------------------------

def test_futaro_cannot_be_chosen_by_the_opponents_effect_the_other_character_is():
    s = mk([FUTARO, DG], stage=[{}, {0: FUTARO, 1: Y1}], hand=[[DG], []],
           level=[[DG], []], stock=[3, 0])
    futaro, y1 = s.stage[1][0], s.stage[1][1]
    base_f, base_y = s.power_of(1, 0), s.power_of(1, 1)
    act(s, "main", cid(s, 0, DG))
    act(s, "slot", 0)
    while kind(s) == "choose":
        assert futaro not in opts(s)
        act(s, "choose", y1)
    assert s.power_of(1, 1) == base_y - 500 and s.power_of(1, 0) == base_f
    assert s.choosable(1, futaro) and not s.choosable(0, futaro)   # its own player's effects may


def test_futaro_alone_leaves_the_opponents_effect_nothing_to_choose():
    s = mk([FUTARO, DG], stage=[{}, {0: FUTARO}], hand=[[DG], []], level=[[DG], []], stock=[3, 0])
    base = s.power_of(1, 0)
    act(s, "main", cid(s, 0, DG))
    act(s, "slot", 0)
    assert kind(s) != "choose" and s.power_of(1, 0) == base


# ---- cannot move to another position (5HY/W83-E013, AOT/S50-E093) -----------------------------------

def moves(s):
    act(s, "main", 200)
    assert kind(s) == "move"
    return {a for a in opts(s) if a < 999}


def swap(a, b):
    return min(a, b) * 5 + max(a, b)


def test_yotsuba_keeps_the_character_facing_her_where_it_is():
    # seat 1's slot 2 faces Yotsuba in seat 0's slot 0
    s = mk([YOTSUBA], active=1, stage=[{0: YOTSUBA}, {2: Y1, 1: Y1}])
    got = moves(s)
    assert not any(m in got for m in (swap(2, 0), swap(2, 1), swap(2, 3), swap(2, 4)))
    assert swap(1, 0) in got and swap(1, 3) in got


def test_titan_cannot_move_but_its_player_moves_the_others():
    s = mk([TITAN], stage=[{1: TITAN, 0: Y1}, {}])
    got = moves(s)
    assert not any(m in got for m in (swap(1, 0), swap(1, 2), swap(1, 3), swap(1, 4)))
    assert swap(0, 2) in got and swap(0, 3) in got


def test_titan_stays_when_an_effect_would_exchange_its_position():
    s = mk([TITAN], stage=[{1: TITAN, 0: Y1}, {}])
    titan = s.stage[0][1]
    s.step_swap_slots(0, 1, 2)
    assert s.stage[0][1] == titan and s.stage[0][2] == -1


# ---- during this card's battle, … cannot play "Backup" from hand (DAL/W79-E083, GBS/S63-TE15) -------

def counter_after_frontal(attacker_stage, defender_stage):
    s = mk([DAL, GBS, BK], phase="attack", stage=[attacker_stage, defender_stage],
           hand=[[], [BK]], level=[0, 2], stock=[0, 1], deck_top=[[Y0], [Y0]])
    act(s, "attack", attack_id(1, FRONTAL), settle=False)
    assert kind(s) == "counter" and s.pending[0] == 1
    return s, cid(s, 1, BK)


def test_dal_attacking_bars_the_defenders_backup():
    s, bk = counter_after_frontal({1: DAL}, {1: Y1})
    assert bk not in opts(s)


def test_dal_defending_bars_only_its_opponent_so_its_own_player_may_backup():
    s, bk = counter_after_frontal({1: Y1}, {1: DAL})
    assert bk in opts(s)


def test_gbs_defending_bars_its_own_players_backup():
    s, bk = counter_after_frontal({1: Y1}, {1: GBS})
    assert bk not in opts(s)


def test_dal_outside_the_battle_bars_nothing():
    s, bk = counter_after_frontal({1: Y1, 0: DAL}, {1: Y1})
    assert bk in opts(s)


# ---- until end of turn, you cannot use "【AUTO】 Encore" (Fdd/W65-E062; seed 000 ⑥) -------------------

def reversed_in_frontal_attack(mine):
    s = mk([FDD], active=1, phase="attack", stage=[{1: mine}, {1: Y1}], stock=[3, 0],
           deck_top=[[Y0], [Y0]])
    x = s.stage[0][1]
    act(s, "attack", attack_id(1, FRONTAL))
    while kind(s) == "attack":
        act(s, "attack", 999)
    return s, x


def test_fdd_reversed_cannot_encore_even_by_the_3_stock_rule():
    s, fdd = reversed_in_frontal_attack(FDD)
    assert fdd in s.waiting[0] and s.stage[0][1] == -1
    assert len(s.stock[0]) == 3                              # nothing was paid
    assert not (kind(s) == "encore" and s.pending[0] == 0)
    assert not s.encore_barred(1)                            # "you": its own player only


def test_a_vanilla_reversed_the_same_way_may_encore_for_3_stock():
    s, y0 = reversed_in_frontal_attack(Y0)
    assert kind(s) == "encore" and s.pending[0] == 0 and 1 in opts(s)
    act(s, "encore", 1)
    assert s.stage[0][1] == y0


def test_the_encore_ban_ends_with_the_turn():
    s, fdd = reversed_in_frontal_attack(FDD)
    assert s.encore_barred(0) or s.turn > 3
    pass_until_turn_of(s, 0)
    assert s.active == 0 and s.turn == 4 and not s.encore_barred(0)


# ---- "【COUNTER】 / 【CONT】 If COND, this card cannot be played from your hand" ----------------------------

PLAY_LINES = [
    ("【COUNTER】 If you do not have a 《Quintuplets》 character, this card cannot be played from your "
     "hand.", "event", {"count_max": 0, "filter": {"trait": "Quintuplets"}}),          # 5HY/W83-E059
    ("【COUNTER】 If you have 2 or less green characters, this card cannot be played from your hand.",
     "event", {"count_max": 2, "filter": {"color": "green"}}),                          # ATLA/WX04-044
    ("If you do not have a character with \"Pieck\" or \"Cart Titan\" in its card name, this card "
     "cannot be played from your hand.", "event",                                       # AOT/SX04-094
     {"count_max": 0, "filter": {"any_of": [{"name_contains": "Pieck"}, {"name_contains": "Cart Titan"}]}}),
    ("【CONT】 If the number of 《Music》 characters you have is 2 or less, this card cannot be played "
     "from your hand.", "character", {"count_max": 2, "filter": {"trait": "Music"}}),
]


def test_play_restriction_lines():
    for line, ty, cond in PLAY_LINES:
        got, why = imp.recognise(line, {"type": ty})
        assert got is not None, (line, why)
        assert got["zone"] == "hand" and got["effect"] == [{"verb": "cannot_play"}], line
        assert got["condition"] == cond, (line, got["condition"])
    # a play restriction followed by the effect in one line stays unsupported
    got, _ = imp.recognise("【COUNTER】 If you do not have a 《Music》 character, this card cannot be played "
                           "from your hand. Choose 1 of your characters, and that character gets +1000 "
                           "power until end of turn.", {"type": "event"})
    assert got is None


def counter_with_e059(defender):
    s = mk([E059, DAL], active=0, phase="attack", stage=[{1: Y1}, {1: defender}], hand=[[], [E059]],
           level=[0, [E059]], stock=[0, 0], deck_top=[[Y0], [Y0]])
    act(s, "attack", attack_id(1, FRONTAL), settle=False)
    return s, cid(s, 1, E059)


def test_e059_cannot_be_played_as_a_counter_without_a_quintuplets_character():
    s, e = counter_with_e059(DAL)
    assert "Quintuplets" not in s.T.traits[s.stage[1][1]]
    assert not (kind(s) == "counter" and e in opts(s))


def test_e059_may_be_played_as_a_counter_with_a_quintuplets_character():
    s, e = counter_with_e059(Y0)
    assert "Quintuplets" in s.T.traits[s.stage[1][1]]
    assert kind(s) == "counter" and e in opts(s)
