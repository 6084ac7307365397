"""Card rulings for the stat changes of importer_stats2 (abilities_stats2.py, verbs_stats2.py,
values.py): lists of power / soul / level changes, one-shot ("until end of turn", a modifier)
or continuous (recomputed on every read), for this card, a chosen character, a group named
by a name list or alternatives, the characters facing / in front of / in the middle; "X is
equal to …" counts (that character's level, the facing character's level, your level, the
colours of your characters, the markers, the cards of your level zone) and "for each …"
counts (your other characters in the back stage, your opponent's 【REST】 characters); and
Assist giving level and soul too (seed 000 응원: the two center positions in front of a
back stage character).

Each scenario is a stacked game (scenario.py) on a real card of the pool, named by its
code; the recogniser's tables come from the printed lines, with near misses that must stay
unsupported. Card text: ../shared/data/weiss_schwarz/cards/*.json.
"""

from __future__ import annotations

import pytest
from ws_helpers import CX_POOL, PASS, REST, Y1B, Y3, act, attack_id, cid, deck_with, game, kind, make, opts, play, who

from tcgsim.games.weiss_schwarz import abilities as ab
from tcgsim.games.weiss_schwarz import importer_kinds
from tcgsim.games.weiss_schwarz.bot import HeuristicAgent

MIKASA = "AOT/S35-E077"    # placed from hand: this card gets +1 level and +1000 power until end of turn
PAREO = "BD/W73-E088"      # attacks: choose 1 of your 《Music》 characters, +1 level and +1000 power
SAKURA = "CCS/WX01-014a"   # 【ACT】 [REST this card] choose 1 of your characters, +1 level and +500 power
COLT = "AOT/SX04-T01"      # 【CONT】 all of your other "Falco Grice" and "Falco: Warrior Candidate" +1000
FALCO = "AOT/SX04-T04"     # "Falco Grice"
YMIR = "AOT/S50-E073"      # 【CONT】 +X power, X = 2000 × the level of the character facing this card
ELIZABETH = "AZL/S102-E021"  # 【CONT】 all of your other 《Royal Navy》 +X, X = that character's level ×500
RIDER = "FZ/S17-E032"      # 【CONT】 +500 power for each of your opponent's 【REST】 characters
LANCER = "APO/S53-TE03"    # 【CONT】 +500 for each of your other 《Master》 or 《Servant》 on your back stage
YUSA = "AB/W31-E073"       # Assist: your 《Death》 characters in front get +1 level and +500 power
LUNA = "HOL/W91-E061"      # Assist: during your turn, level 0 or lower in front: +X, X = your level ×1000
CANA = "FT/S02-079"        # Assist: during your opponent's turn, +1 level and +500 power
LANCER_B = "APO/S53-E087"  # 【ACT】 [REST] choose 1 character on your opponent's center stage, -1000
DEUSOLBERT = "SAO/S80-E053"  # placed from hand: all of your opponent's characters get -1000 power
UMI = "LL/W24-E057"        # 【CONT】 your other character in the middle position with "Honoka" +500
SKULLION = "FT/S120-E038"  # 【CONT】 +2500 power for each 《Magic》 character in your level
MAYA = "BD/W95-E056"       # 【CONT】 +X power, X = the number of colours of your characters ×1000

NEWCASTLE = Y1B             # "AZL/S102-TE31" Newcastle: vanilla 《Royal Navy》 yellow level 1, 7000 (a rule deck card)
HISAKO = "AB/W31-TE05"     # vanilla 《Death》 《Music》 yellow level 0
NODA = "AB/W31-E089"       # vanilla 《Death》 red level 0
ASSASSIN = "APO/S53-E049"  # vanilla 《Servant》 red level 0
HONOKA = "LL/W24-E068"     # vanilla "Swimsuit Honoka" red level 1
KAHO = "CCS/WX01-051"      # vanilla 《Magic》 green level 2
NINO = "5HY/W83-E097"      # vanilla red level 2 (no trait of the cards above)
MIKU = "ARI/S103-E089"     # vanilla blue level 0 (《Tortus》)
CHIMI = "AOT/S50-E103"     # Backup; when used: choose 1 of your 《Corps》 characters in battle, +1000
CORPS = "AOT/S35-E075"     # vanilla 《Corps》 red level 0
TRAINER = "IMC/W41-TE02"   # 【ACT】 [REST] choose another character, +1 level until end of turn
NIHILISTER = "NIK/S117-E077"  # Backup; when used, [(1) 2 cards]: choose 1 character in battle, +6 soul
MIKU_M = "5HY/W101-E034"   # 【CONT】 all of your other 《Quintuplets》 characters with markers +500
MIZUKI = "LRC/W105-E021"   # Assist: your 《LycoReco》 or 《Weapon》 characters in front: +500 power, +1 soul
NINO3 = "5HY/W101-E052"    # 【CONT】 if your opponent has a level 3 or higher character, -1 level in your hand
MIKURU = "SY/W08-E033"     # 【CONT】 all of your other 《SOS Brigade》 characters get +1 level and +500 power
ICHIKA = "5HY/W83-TE09"    # vanilla 《Quintuplets》 yellow level 2 (a rule deck card)


def mk(*codes, **kw):
    d = deck_with("deck-stats2-" + "-".join(c.replace("/", "") for c in codes),
                  [(4, c) for c in codes] + [(4, CX_POOL)])
    return make(decks=[d, d], **kw)


def rec(line):
    a, _ = importer_kinds.recognise(line, {"type": "character"})
    return a


def resolve(s, pick=None):
    """Answer the abilities' questions: orders first-come, `pick` (or the first) on choices."""
    for _ in range(20):
        k = kind(s)
        if k == "order":
            act(s, k, opts(s)[0])
        elif k == "choose":
            o = [x for x in opts(s) if x != PASS]
            act(s, k, pick if pick in o else o[0])
        else:
            return


# ---- recognisers on the printed lines ---------------------------------------------------------

def test_lists_of_changes_one_shot_for_this_card_and_a_chosen_character():
    a = rec("【AUTO】 When this card is placed on the stage from your hand, this card gets +1 level and "
            "+1000 power until end of turn.")                                          # AOT/S35-E077
    assert a["effect"] == [{"verb": "level", "target": "self", "amount": 1, "until": "turn"},
                           {"verb": "power", "target": "self", "amount": 1000, "until": "turn"}]
    a = rec("【AUTO】 When this card attacks, choose 1 of your 《Music》 characters, and that character "
            "gets +1 level and +1000 power until end of turn.")                        # BD/W73-E088
    assert a["effect"] == [{"verb": "choose_then",
                            "target": {"choose": 1, "from": "your_stage", "filter": {"trait": "Music"}},
                            "then": [{"verb": "level", "target": "that", "amount": 1, "until": "turn"},
                                     {"verb": "power", "target": "that", "amount": 1000,
                                      "until": "turn"}]}]
    a = rec("【ACT】 [【REST】 this card] Choose 1 character on your opponent's center stage, and that "
            "character gets -1000 power until end of turn.")                           # APO/S53-E087
    assert a["effect"] == [{"verb": "power", "target": {"choose": 1, "from": "opponent_center"},
                            "amount": -1000, "until": "turn"}]
    a = rec("【AUTO】 When this card is placed on the stage from your hand, all of your opponent's "
            "characters get -1000 power until end of turn.")                           # SAO/S80-E053
    assert a["effect"] == [{"verb": "power", "target": "opponents_all", "amount": -1000,
                            "until": "turn"}]
    a = rec("【ACT】 [【REST】 this card] Choose 1 of your other characters, and that character gets +1 "
            "level until the end of your opponent's next turn.")                       # MR/W59-E092
    assert a["effect"] == [{"verb": "level", "target": {"choose": 1, "from": "your_other_stage"},
                            "amount": 1, "until": "opp_next_turn"}]
    a = rec("【AUTO】 When this card attacks, if \"Don't tell anyone else in class, okay?\" is in your "
            "climax area, this card gets +2000 power until end of your opponent's next turn.")  # MM/W17-E022
    assert a["effect"] == [{"verb": "power", "target": "self", "amount": 2000, "until": "opp_next_turn"}]


def test_name_lists_and_alternatives_in_group_filters():
    a = rec('【CONT】 All of your other "Falco Grice" and "Falco: Warrior Candidate" get +1000 power.')
    assert a["effect"] == [{"verb": "power", "amount": 1000, "target": {
        "who": "others_yours", "filter": {"any_of": [{"name": "Falco Grice"},
                                                      {"name": "Falco: Warrior Candidate"}]}}}]
    a = rec('【CONT】 All of your other cards named ""What Happens Henceforth" Levi" get +1000 power.')
    assert a["effect"][0]["target"] == {"who": "others_yours",
                                        "filter": {"name": '"What Happens Henceforth" Levi'}}  # AOT/S50-E038
    a = rec('【CONT】 All of your other characters with "Gilgamesh(ギルガメッシュ)" or "Archer(アーチャー)" in '
            'its card name get +500 power.')                                           # FS/S36-E016
    assert a["effect"][0]["target"]["filter"] == {"any_of": [{"name_contains": "Gilgamesh"},
                                                             {"name_contains": "Archer"}]}
    a = rec("【CONT】 All of your other blue or 《Esper》 characters get +500 power.")      # MOB/SX02-080
    assert a["effect"][0]["target"]["filter"] == {"any_of": [{"color": "blue"}, {"trait": "Esper"}]}
    a = rec('【CONT】 All of your other 《Love》 characters or characters with "Love(愛)" in its card name '
            'get +1000 power.')                                                        # DG/S03-E062
    assert a["effect"][0]["target"]["filter"] == {"any_of": [{"trait": "Love"},
                                                             {"name_contains": "Love"}]}
    a = rec('【CONT】 All of your other "Return to the Royal Palace, Shizuku" get +1 level and +1500 '
            'power.')                                                                   # ARI/S103-E088
    t = {"who": "others_yours", "filter": {"name": "Return to the Royal Palace, Shizuku"}}
    assert a["effect"] == [{"verb": "level", "target": t, "amount": 1},
                           {"verb": "power", "target": t, "amount": 1500}]


def test_x_and_for_each_counts():
    a = rec("【CONT】 This card gets +X power. X is equal to 2000 multiplied by the level of the character "
            "facing this card.")
    assert a["effect"] == [{"verb": "power", "target": "self", "amount": 2000, "per": {"of": "facing_level"}}]
    a = rec("【CONT】 All of your other 《Royal Navy》 characters get +X power. X is equal to that "
            "character's level ×500.")
    assert a["effect"][0]["per"] == {"of": "that_level"} and a["effect"][0]["amount"] == 500
    a = rec("【CONT】 This card gets +500 power for each of your opponent's 【REST】 characters.")
    assert a["effect"][0]["per"] == {"of": "count", "opponent": True, "rest": True}
    a = rec("【CONT】 This card gets +500 power for each of your other 《Master》 or 《Servant》 characters "
            "on your back stage.")
    assert a["effect"][0]["per"] == {"of": "count", "others": True, "zone": "back",
                                     "filter": {"traits_any": ["Master", "Servant"]}}
    a = rec("【CONT】 Experience This card gets +2500 power for each 《Magic》 character in your level.")
    assert a["effect"][0]["per"] == {"of": "cards", "zone": "level",
                                     "filter": {"trait": "Magic", "type": "character"}}
    a = rec("【CONT】 This card gets +X power. X is equal to the total number of colors your characters in "
            "your stage have ×1000.")
    assert a["effect"][0]["per"] == {"of": "colors"} and a["effect"][0]["amount"] == 1000
    a = rec("【CONT】 Experience During your turn, if the total level of the cards in your level is 2 or "
            "higher, this card gets +X power. X is equal to this card's soul ×1000.")  # BD/W95-E086
    assert a["effect"][0]["per"] == {"of": "self_soul"}
    # a one-shot X that importer_xvalue reads stays its reading (with_x)
    a = rec("【AUTO】 When this card is placed on the stage from your hand, this card gets +X power until "
            "end of turn. X is equal to the number of cards in your clock ×500.")       # FS/S36-E011
    assert a["effect"][0]["verb"] == "with_x"


def test_assist_with_level_soul_condition_and_x():
    assert rec("【CONT】 Assist All of your 《Death》 characters in front of this card get +1 level and +500 "
               "power.") == {"kind": "assist", "level": 1, "power": 500, "filter": {"trait": "Death"}}
    assert rec("【CONT】 Assist During your opponent's turn, all of your characters in front of this card "
               "get +1 level and +500 power.") == {"kind": "assist", "level": 1, "power": 500,
                                                   "condition": {"opponents_turn": True}}
    assert rec("【CONT】 Assist During your turn, all of your characters in front of this card get +500 "
               "power.") == {"kind": "assist", "power": 500, "condition": {"your_turn": True}}
    assert rec("【CONT】 Assist All of your 《LycoReco》 or 《Weapon》 characters in front of this card get "
               "+500 power and +1 soul.") == {"kind": "assist", "power": 500, "soul": 1, "filter": {
                   "traits_any": ["LycoReco", "Weapon"]}}                               # LRC/W105-E021
    assert rec("【CONT】 Assist During your turn, all of your level 0 or lower characters in front of this "
               "card get +X power. X is equal to your level ×1000.") == {
        "kind": "assist", "power": 1000, "per": {"of": "player_level"}, "filter": {"level_max": 0},
        "condition": {"your_turn": True}}
    assert rec('【CONT】 Assist All of your characters in front of this card with "Miku(三玖)" in their '
               "card names get +X power. X is equal to that character's level ×500.") == {
        "kind": "assist", "per_level": 500, "filter": {"name_contains": "Miku"}}      # 5HY/W83-E112


@pytest.mark.parametrize("line", [
    # "characters with "Assist"": a printed Assist the importer does not read would not be
    # counted (the card files hold no keyword facts), so this X is not read
    "【CONT】 Assist All of your characters in front of this card get +X power. X is equal to the "
    "number of characters you have with \"Assist\" ×500.",
    # one choice, two alternatives joined by "and": not a list of names
    "【AUTO】 When this card attacks, choose 1 of your \"Falco Grice\" and \"Falco: Warrior Candidate\", "
    "and that character gets +1 level and +1000 power.",
    # a one-shot change that does not say how long it lasts
    "【AUTO】 When this card attacks, this card gets +1 level and +1000 power.",
    # the same stat twice
    "【CONT】 This card gets +3000 power and +X power. X is equal to the number of markers underneath "
    "this card ×500.",
    # "that character's level" read once (one-shot) for a whole group: with_x does not take it
    "【AUTO】 When this card attacks, all of your other characters get +X power until end of turn. "
    "X is equal to that character's level ×500.",
    # "+X level": the vocabulary counts for power (and soul) only
    "【ACT】 [【REST】 this card] Choose 1 of your characters, and that character gets +X level until end "
    "of turn. X is equal to the number of cards in your clock.",
])
def test_near_misses_stay_unsupported(line):
    assert rec(line) is None


def test_words():
    for line, words in [
        ("【AUTO】 When this card is placed on the stage from your hand, this card gets +1 level and +1000 "
         "power until end of turn.", "this card get +1 level until end of turn"),
        ("【CONT】 This card gets +X power. X is equal to 2000 multiplied by the level of the character "
         "facing this card.", "times the level of the character facing this card"),
        ("【CONT】 This card gets +500 power for each of your opponent's 【REST】 characters.",
         "for each of your opponent's 【REST】 characters"),
        ("【CONT】 Assist All of your 《Death》 characters in front of this card get +1 level and +500 "
         "power.", "your 《Death》 characters in front of this card get +1 level and +500 power"),
        ("【CONT】 This card gets +500 power for each of your other 《Master》 or 《Servant》 characters on "
         "your back stage.", "《Master》 or 《Servant》 characters in the back stage"),
    ]:
        assert words in ab.describe(rec(line)), ab.describe(rec(line))


# ---- one-shot changes: modifiers until end of turn -------------------------------------------------

def test_aot_s35_e077_mikasa_gets_plus_1_level_and_1000_power_until_end_of_turn():
    """Seed 000 자동 효과: placed from the hand, Mikasa (level 1, 4000) is level 2 and 5000 power
    for the rest of the turn; at the end of the turn the change ends (CR: "until end of turn")."""
    s = mk(MIKASA, NINO, hand=[[MIKASA], []], level=[[NINO], []])
    play(s, 0, MIKASA, 0)
    resolve(s)
    assert s.level_of(0, 0) == 2 and s.power_of(0, 0) == 5000
    act(s, "main", PASS)
    if kind(s) == "climax":
        act(s, "climax", PASS)
    while s.active == 0 and kind(s) in ("attack", "encore", "counter"):
        act(s, kind(s), PASS if kind(s) != "encore" else 0)
    assert s.active == 1
    assert s.level_of(0, 0) == 1 and s.power_of(0, 0) == 4000


def test_bd_w73_e088_pareo_gives_the_chosen_music_character_level_and_power():
    """"Choose 1 of your 《Music》 characters": PAREO herself or Hisako (both 《Music》); Noda is not
    offered. The chosen one gets both changes (choose_then: one choice, two changes)."""
    s = mk(PAREO, HISAKO, NODA, phase="attack", stage=[{0: PAREO, 1: HISAKO, 2: NODA}, {}])
    pareo, hisako, noda = s.stage[0][0], s.stage[0][1], s.stage[0][2]
    act(s, "attack", attack_id(0, 0))                   # a direct attack (nobody faces her)
    while kind(s) == "order":
        act(s, "order", opts(s)[0])
    assert kind(s) == "choose" and set(opts(s)) == {pareo, hisako}
    act(s, "choose", hisako)
    assert s.level_of(0, 1) == 1 and s.power_of(0, 1) == 4000      # 3000 +1000
    assert s.level_of(0, 0) == 0 and s.level_of(0, 2) == 0 and noda == s.stage[0][2]


def test_ccs_wx01_014a_act_rests_sakura_and_the_chosen_character_gets_level_and_power():
    s = mk(SAKURA, NODA, stage=[{0: SAKURA, 1: NODA}, {}])
    noda = s.stage[0][1]
    act(s, "main", 100 + 0 * 5 + 0)                     # Sakura's 【ACT】 (its first one)
    assert kind(s) == "choose"
    act(s, "choose", noda)
    assert s.status[0][0] == REST
    assert s.level_of(0, 1) == 1 and s.power_of(0, 1) == 3500


def test_apo_s53_e087_chooses_only_a_center_stage_character_of_the_opponent():
    """"Choose 1 character on your opponent's center stage": the back stage is not offered."""
    s = mk(LANCER_B, NODA, ASSASSIN, stage=[{0: LANCER_B}, {0: NODA, 1: ASSASSIN, 3: NODA}])
    noda, assassin, back = s.stage[1][0], s.stage[1][1], s.stage[1][3]
    act(s, "main", 100)
    assert kind(s) == "choose" and set(opts(s)) == {noda, assassin}
    act(s, "choose", assassin)
    assert s.power_of(1, 1) == 2000 and s.power_of(1, 0) == 3000 and s.power_of(1, 3) == 3000
    assert back == s.stage[1][3]


def test_sao_s80_e053_all_of_the_opponents_characters_get_minus_1000():
    s = mk(DEUSOLBERT, NODA, ASSASSIN, KAHO, hand=[[DEUSOLBERT], []], level=[[KAHO, KAHO, KAHO], []], stock=[3, 0],
           stage=[{}, {0: NODA, 2: ASSASSIN, 4: NODA}])
    play(s, 0, DEUSOLBERT, 1)
    resolve(s)
    assert [s.power_of(1, k) for k in (0, 2, 4)] == [2000, 2000, 2000]


# ---- continuous changes: recomputed on every read -------------------------------------------------

def test_aot_sx04_t01_colt_powers_up_the_falcos_named_in_its_list_only():
    s = mk(COLT, FALCO, NODA, stage=[{0: COLT, 1: FALCO, 2: NODA}, {0: FALCO}])
    falco = s.T.power[s.stage[0][1]]
    assert s.power_of(0, 1) == falco + 1000
    assert s.power_of(0, 2) == 3000 and s.power_of(1, 0) == falco     # not named; the opponent's
    assert s.power_of(0, 0) == s.T.power[s.stage[0][0]]               # "other"


def test_aot_s50_e073_ymir_reads_the_level_of_the_character_facing_her_each_time():
    """Seed 000 무대: my center slot i faces the opponent's slot 2 - i. No character facing: X = 0."""
    s = mk(YMIR, NINO, stage=[{0: YMIR}, {2: NINO}])
    assert s.power_of(0, 0) == 2500 + 2000 * 2
    s.add_mod(s.stage[1][2], "level", 1)                # the facing character goes to level 3
    assert s.power_of(0, 0) == 2500 + 2000 * 3
    s.stage[1][2], s.stage[1][1] = -1, s.stage[1][2]    # it moves away: nobody faces Ymir
    assert s.power_of(0, 0) == 2500


def test_azl_s102_e021_each_other_royal_navy_character_gets_500_times_its_own_level():
    assert "Royal Navy" in game().pool[NEWCASTLE].traits
    s = mk(ELIZABETH, NODA, stage=[{0: ELIZABETH, 1: NEWCASTLE, 2: NODA, 3: NEWCASTLE}, {}])
    assert s.power_of(0, 1) == 7000 + 500 and s.power_of(0, 3) == 7000 + 500
    s.add_mod(s.stage[0][1], "level", 2)                # level 3 now: +1500
    assert s.power_of(0, 1) == 7000 + 1500
    assert s.power_of(0, 2) == 3000 and s.power_of(0, 0) == 5500


def test_fz_s17_e032_rider_counts_the_opponents_rested_characters():
    s = mk(RIDER, NODA, stage=[{0: RIDER}, {0: NODA, 1: NODA, 3: NODA}],
           status=[{}, {0: REST, 3: REST}])
    assert s.power_of(0, 0) == 9500 + 1000
    s.status[1][1] = REST
    assert s.power_of(0, 0) == 9500 + 1500


def test_apo_s53_te03_lancer_counts_other_master_or_servant_characters_on_the_back_stage():
    s = mk(LANCER, ASSASSIN, NODA, stage=[{0: LANCER, 1: ASSASSIN, 3: ASSASSIN, 4: NODA}, {}])
    assert s.power_of(0, 0) == 4500 + 500               # the center Assassin does not count


def test_ll_w24_e057_umi_powers_up_the_honoka_in_the_middle_position_only():
    s = mk(UMI, HONOKA, stage=[{0: UMI, 1: HONOKA, 3: HONOKA}, {}])
    assert s.power_of(0, 1) == 5500 + 500 and s.power_of(0, 3) == 5500
    s.stage[0][1], s.stage[0][2] = -1, s.stage[0][1]
    assert s.power_of(0, 2) == 5500


def test_ft_s120_e038_skullion_counts_magic_characters_in_the_level_zone():
    s = mk(SKULLION, KAHO, NINO, stage=[{0: SKULLION}, {}], level=[[KAHO, NINO, KAHO], []])
    assert s.power_of(0, 0) == 2000 + 2 * 2500


def test_bd_w95_e056_maya_counts_the_colours_of_her_players_characters():
    s = mk(MAYA, NODA, MIKU, NINO, stage=[{0: MAYA, 1: NODA, 2: NINO}, {0: MIKU}],
           level=[[NINO, NINO], []])
    assert s.power_of(0, 0) == 7500 + 2 * 1000          # green and red (the opponent's blue: no)
    s.stage[0][3] = s.stage[1][0]                       # a blue character of her own joins
    s.stage[1][0] = -1
    assert s.power_of(0, 0) == 7500 + 3 * 1000


# ---- Assist: level, soul, conditions, X -------------------------------------------------------------

def test_ab_w31_e073_yusa_assists_death_characters_in_front_with_level_and_power():
    """Seed 000 응원: slot 3 is behind center slots 0 and 1; Noda (《Death》) in slot 0 gets +1 level
    and +500; Miku (no 《Death》) in slot 1 gets nothing; slot 2 is not in front."""
    s = mk(YUSA, NODA, MIKU, stage=[{0: NODA, 1: MIKU, 2: NODA, 3: YUSA}, {}])
    assert (s.level_of(0, 0), s.power_of(0, 0)) == (1, 3500)
    assert (s.level_of(0, 1), s.power_of(0, 1)) == (0, 3000)
    assert (s.level_of(0, 2), s.power_of(0, 2)) == (0, 3000)
    s.stage[0][3], s.stage[0][4] = -1, s.stage[0][3]    # behind slots 1 and 2 now
    assert (s.level_of(0, 0), s.level_of(0, 2)) == (0, 1)


def test_ft_s02_079_cana_assists_only_during_the_opponents_turn():
    s = mk(CANA, NODA, stage=[{0: NODA, 3: CANA}, {}])
    assert (s.level_of(0, 0), s.power_of(0, 0)) == (0, 3000)
    s.active = 1
    assert (s.level_of(0, 0), s.power_of(0, 0)) == (1, 3500)


def test_hol_w91_e061_luna_assists_level_0_characters_with_1000_times_your_level():
    s = mk(LUNA, NODA, HONOKA, NINO, stage=[{0: NODA, 1: HONOKA, 3: LUNA}, {}], level=[[NINO, NINO], []])
    assert s.power_of(0, 0) == 3000 + 2000              # level 0: +1000 × 2
    assert s.power_of(0, 1) == 5500                     # level 1: not level 0 or lower
    s.active = 1
    assert s.power_of(0, 0) == 3000                     # during your turn only


# ---- choices: another character, the characters in battle ------------------------------------------

def test_imc_w41_te02_another_character_may_be_either_players():
    """"Choose another character": a character without "your" is either player's (CR); the
    Trainer itself is not offered."""
    s = mk(TRAINER, NODA, stage=[{0: TRAINER, 1: NODA}, {0: NODA, 3: NODA}])
    mine, theirs, back = s.stage[0][1], s.stage[1][0], s.stage[1][3]
    act(s, "main", 100)
    assert kind(s) == "choose" and set(opts(s)) == {mine, theirs, back}
    act(s, "choose", theirs)
    assert s.level_of(1, 0) == 1 and s.level_of(0, 1) == 0


FRONTAL = 1


def test_aot_s50_e103_backup_gives_power_to_your_corps_character_in_battle_only():
    """Seed 000 ③ 카운터 스텝: Chimi Mikasa's Backup (+1500) is used for the defender; its 【AUTO】
    then gives +1000 to the player's 《Corps》 character in battle -- the defender, a 《Corps》."""
    s = mk(CHIMI, CORPS, NODA, phase="attack", stage=[{1: NODA, 2: NODA}, {1: CORPS, 0: CORPS}],
           hand=[[], [CHIMI]], level=[[], [CORPS]], stock=[[], 1])
    act(s, "attack", attack_id(1, FRONTAL))
    assert kind(s) == "counter" and who(s) == 1
    act(s, "counter", cid(s, 1, CHIMI))
    while kind(s) == "order":
        act(s, "order", opts(s)[0])
    assert s.stage[1][1] >= 0                           # 5500 against 3000: the defender stays
    assert s.power_of(1, 1) == 3000 + 1500 + 1000       # the defender: Backup, then the 【AUTO】
    assert s.power_of(1, 0) == 3000                     # not in battle


def test_nik_s117_e077_chooses_between_the_two_characters_in_battle():
    s = mk(NIHILISTER, NODA, NINO, phase="attack", stage=[{1: NINO, 0: NINO}, {1: NODA}],
           hand=[[], [NIHILISTER, NODA, NODA]], level=[[], [NINO, NINO]], clock=[[], [NINO]],
           stock=[[], 2])
    attacker, defender = s.stage[0][1], s.stage[1][1]
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "counter", cid(s, 1, NIHILISTER))
    while kind(s) == "order":
        act(s, "order", opts(s)[0])
    if kind(s) == "yes_no":
        act(s, "yes_no", 1)                             # pay [(1) 2 cards from the hand]
    for _ in range(4):
        if kind(s) != "choose" or set(opts(s)) == {attacker, defender}:
            break
        act(s, "choose", opts(s)[0])                    # the cost's cards
    assert kind(s) == "choose" and set(opts(s)) == {attacker, defender}
    before = s.soul_of(0, 1), s.soul_of(1, 1)
    act(s, "choose", attacker)
    assert (s.soul_of(0, 1), s.soul_of(1, 1)) == (before[0] + 6, before[1])


def test_5hy_w101_e034_only_quintuplets_with_markers_get_the_power():
    s = mk(MIKU_M, NODA, stage=[{0: MIKU_M, 1: ICHIKA, 2: ICHIKA}, {}])
    s.markers[0][1] = [s.deck[0].pop()]
    assert s.power_of(0, 1) == s.T.power[s.stage[0][1]] + 500
    assert s.power_of(0, 2) == s.T.power[s.stage[0][2]]


def test_lrc_w105_e021_mizuki_assists_with_power_and_soul():
    s = mk(MIZUKI, NODA, MIKU, stage=[{0: NODA, 1: MIKU, 4: MIZUKI}, {}])
    assert (s.power_of(0, 0), s.soul_of(0, 0)) == (3000, 1)        # slot 4 is behind 1 and 2
    s.stage[0][4], s.stage[0][3] = -1, s.stage[0][4]
    assert (s.power_of(0, 0), s.soul_of(0, 0)) == (3500, 2)        # 《Weapon》 Noda
    assert (s.power_of(0, 1), s.soul_of(0, 1)) == (3000, 1)        # 《Tortus》: no


def test_sy_w08_e033_mikuru_gives_level_and_power_to_her_other_sos_brigade_characters():
    sos = next(c.code for c in sorted(game().pool.by_code.values(), key=lambda c: c.code)
               if c.type == "character" and not c.abilities and not c.unsupported and not c.counter
               and "SOS Brigade" in c.traits and c.level == 0)
    s = mk(MIKURU, sos, NODA, stage=[{0: MIKURU, 1: sos, 2: NODA}, {}])
    assert (s.level_of(0, 1), s.power_of(0, 1)) == (1, s.T.power[s.stage[0][1]] + 500)
    assert (s.level_of(0, 0), s.level_of(0, 2)) == (1, 0)          # Mikuru herself: "other"


def test_5hy_w101_e052_nino_is_a_level_less_in_the_hand_while_the_opponent_has_a_level_3():
    """A level filter read while a level is computed reads printed levels (values.level_now:
    no level depends on itself), so the opponent's character is a printed level 3."""
    s = mk(NINO3, NODA, Y3, hand=[[NINO3], []], stage=[{}, {0: NODA}])
    nino = s.hand[0][0]
    assert s.level_now(nino) == 3
    s.stage[1][1] = next(x for x in s.deck[1] if s.T.cards[x].code == Y3)
    s.deck[1].remove(s.stage[1][1])
    assert s.level_now(nino) == 2


# ---- the heuristic bot plays these cards -------------------------------------------------------------

def test_the_heuristic_bot_plays_a_deck_of_these_cards_to_the_end():
    d = deck_with("deck-stats2-bot", [(4, MIKASA), (4, PAREO), (4, SAKURA), (4, YMIR), (4, LANCER_B),
                                      (4, YUSA), (4, LUNA), (4, UMI), (4, CX_POOL)])
    s = game().new_state([d, d], seed=3)
    bots = [HeuristicAgent(1), HeuristicAgent(2)]
    for _ in range(3000):
        if s.is_terminal():
            break
        p = s.current_player()
        s.apply((s.pending[1], bots[p].act(s)))
    assert s.is_terminal()
