"""Card rulings for the conditions area (importer_conds.py, abilities_conds.py,
values_conds.py): the "if …" of 【CONT】 / 【AUTO】 / 【ACT】 abilities read exactly as printed --
which zone, whose, "other" / "another" (this card left out), cards or characters, card names
(with quotes inside), "N or more" / "N or less" / "no", this card's position, status and
level as they are now.

Each a stacked scenario (scenario.py) on a real card of the pool, named by its code, that
reads the value a judge would (a 【CONT】 is in force exactly while its condition holds: seed
000 영속 효과 "while this card is on the stage", checked continuously); and the recogniser's
tables for printed lines, with near misses that stay unsupported.
Card text: ../shared/data/weiss_schwarz/cards/*.json.
"""

from __future__ import annotations

import pytest
from ws_helpers import B0, R0, REST, STAND, Y0, Y1, act, cid, deck_with, kind, make, play

from tcgsim.games.weiss_schwarz import abilities as ab
from tcgsim.games.weiss_schwarz import importer_kinds
from tcgsim.games.weiss_schwarz.importer_conds import names
from tcgsim.games.weiss_schwarz.importer_filters import condition

CX = "5HY/W83-E062"          # a climax (pool)
CX2 = "5HY/W83-TE36"         # another climax (draw)


def rec(line, type_="character"):
    a, why = importer_kinds.recognise(line, {"type": type_})
    assert not why, why
    return a


def deck(*codes, cx=(CX, CX2)):
    return deck_with("conds-" + "-".join(c.replace("/", "") for c in codes + tuple(cx)),
                     [(4, c) for c in codes] + [(4, c) for c in cx])


def mk(codes, opp=None, **kw):
    d = deck(*codes)
    return make(decks=[d, deck(*opp) if opp else d], **kw)


# ---- the recogniser: exact tables ----------------------------------------------------------------

@pytest.mark.parametrize("text,table", [
    ("this card is on your center stage", {"in_center": True}),
    ("this card is in the stage", {"position": "stage"}),
    ("this card is on the back stage", {"position": "back"}),
    ("this card is in the left position of your center stage", {"position": "left"}),
    ("this card is on the middle position of the center stage", {"in_middle": True}),
    ("this card is in the middle position of your center stage and not 【REVERSE】",
     {"in_middle": True, "status": "not_reverse"}),
    ("this card is 【REST】", {"status": "rest"}),
    ("this card is 【STAND】 in your back stage", {"status": "stand", "position": "back"}),
    ("this card is level 3 or higher", {"self_level_min": 3}),
    ("you are level 1 or higher", {"level_min": 1}),
    ("the number of other characters you have is 1 or less",
     {"counts": [{"zone": "stage", "max": 1, "others": True}]}),
    ("the number of your other characters is 1 or less",
     {"counts": [{"zone": "stage", "max": 1, "others": True}]}),
    ('you have another "Kuroko" in your center stage',
     {"counts": [{"zone": "center", "min": 1, "filter": {"name": "Kuroko"}, "others": True}]}),
    ("you do not have another character in your back stage",
     {"counts": [{"zone": "back", "max": 0, "others": True}]}),
    ("you have 1 or less other characters in your center stage",
     {"counts": [{"zone": "center", "max": 1, "others": True}]}),
    ("the number of climax in your waiting room is 4 or more",
     {"counts": [{"zone": "waiting", "min": 4, "filter": {"type": "climax"}}]}),
    ("your opponent's waiting room has 5 or more climax",
     {"counts": [{"zone": "waiting", "min": 5, "filter": {"type": "climax"}, "opponent": True}]}),
    ("your opponent does not have any climax in the waiting room",
     {"counts": [{"zone": "waiting", "max": 0, "filter": {"type": "climax"}, "opponent": True}]}),
    ("the number of cards in your deck is 5 or less", {"counts": [{"zone": "deck", "max": 5}]}),
    ("your deck has 5 or less cards", {"counts": [{"zone": "deck", "max": 5}]}),
    ("your opponent has 1 or less characters in their center stage",
     {"counts": [{"zone": "center", "max": 1, "opponent": True}]}),
    ("the number of characters your opponent has is 3 or less",
     {"counts": [{"zone": "stage", "max": 3, "opponent": True}]}),
    ('a "Summer Festival, Kuroyukihime" is in your clock',
     {"counts": [{"zone": "clock", "min": 1, "filter": {"name": "Summer Festival, Kuroyukihime"}}]}),
    ("the number of 《Music》 characters in your memory is 2 or more",
     {"counts": [{"zone": "memory", "min": 2, "filter": {"trait": "Music", "type": "character"}}]}),
    ("your memory has 1 or less card", {"counts": [{"zone": "memory", "max": 1}]}),
    ('you have 2 or more "Swift Slash, Samurai Sword" in your waiting room',
     {"counts": [{"zone": "waiting", "min": 2, "filter": {"name": "Swift Slash, Samurai Sword"}}]}),
    ("you have 5 or more cards in your hand", {"counts": [{"zone": "hand", "min": 5}]}),
    ('you have another character with "Mikasa(ミカサ)" or "Armin(アルミン)" in its card name',
     # (read first by importer_filters' count with importer_stats2's alternatives: the same rule)
     {"count_min": 1, "others": True, "filter": {
         "any_of": [{"name_contains": "Mikasa"}, {"name_contains": "Armin"}]}}),
    ("you have 2 or more other blue or 《Esper》 characters",
     {"count_min": 2, "others": True,
      "filter": {"any_of": [{"color": "blue"}, {"trait": "Esper"}]}}),
    ('you have "In a Jersey, Miku Nakano" and "Heartfelt, Miku Nakano"',
     {"counts": [{"zone": "stage", "min": 1, "filter": {"name": "In a Jersey, Miku Nakano"}},
                 {"zone": "stage", "min": 1, "filter": {"name": "Heartfelt, Miku Nakano"}}]}),
    ('"Cloud-Concealed Moon, Sakura" and "Flowing Tears, Sakura" are in your level',
     {"level_has": [{"name": "Cloud-Concealed Moon, Sakura"}, {"name": "Flowing Tears, Sakura"}]}),
    ('""B-KOMACHI" Ai" is in your memory',
     {"counts": [{"zone": "memory", "min": 1, "filter": {"name": '"B-KOMACHI" Ai'}}]}),
    ("your memory has 3 or more cards with different card names",
     {"counts": [{"zone": "memory", "min": 3, "of": "names"}]}),
    ("the total number of colors of the cards in your waiting room is 3 or more",
     {"counts": [{"zone": "waiting", "min": 3, "of": "colors"}]}),
    ("your characters on stage have 4 or more colors in total",
     {"counts": [{"zone": "stage", "min": 4, "of": "colors"}]}),
    ("there are 2 or more markers underneath this card", {"counts": [{"zone": "markers", "min": 2}]}),
    ("the number of cards in your hand is less than your opponent's hand", {"fewer_than_opp": "hand"}),
    ("your stock has less cards than your opponent's stock", {"fewer_than_opp": "stock"}),
    ("all of your opponent's characters are 《Target》", {"opp_all_match": {"trait": "Target"}}),
    ("all of your characters are yellow", {"all_match": {"color": "yellow"}}),
    ("the level of the character facing this card is 2", {"facing_level_min": 2, "facing_level_max": 2}),
    ("a climax with [[choice.gif]] in its trigger icon is in your climax area",
     {"climax_area": {"trigger": "choice", "type": "climax"}}),
    ('a card named ""Aozora Jumping Heart" Chika" is in your climax area',
     {"climax_area": {"name": '"Aozora Jumping Heart" Chika'}}),
    ("you do not have any other 【REST】 characters in your center stage",
     {"counts": [{"zone": "center", "max": 0, "others": True, "status": "rest"}]}),
    ("you do not have any other 【REST】 characters",
     {"counts": [{"zone": "stage", "max": 0, "others": True, "status": "rest"}]}),
    ("your opponent does not have any 【STAND】 characters",
     {"counts": [{"zone": "stage", "max": 0, "opponent": True, "status": "stand"}]}),
    ('you have cards named "Team KBYD, Sachiko" and "Team KBYD, Yuki"',
     {"counts": [{"zone": "stage", "min": 1, "filter": {"name": "Team KBYD, Sachiko"}},
                 {"zone": "stage", "min": 1, "filter": {"name": "Team KBYD, Yuki"}}]}),
    ('"Instantaneous Reaction, Avdol" and "Using the Last of His Life, Iggy" are in your memory',
     {"counts": [{"zone": "memory", "min": 1, "filter": {"name": "Instantaneous Reaction, Avdol"}},
                 {"zone": "memory", "min": 1, "filter": {"name": "Using the Last of His Life, Iggy"}}]}),
    ("all of your characters are green or 《Chaldea》",
     {"all_match": {"any_of": [{"color": "green"}, {"trait": "Chaldea"}]}}),
    ("you have 4 or more 《Hello, Happy World!》 characters",             # a trait with ", "
     {"count_min": 4, "filter": {"trait": "Hello, Happy World!"}}),
    ("there is an event card in your waiting room",
     {"counts": [{"zone": "waiting", "min": 1, "filter": {"type": "event"}}]}),
    ("you have other 《Music》 characters",
     {"counts": [{"zone": "stage", "min": 1, "others": True, "filter": {"trait": "Music"}}]}),
    ("your level is 2 or lower", {"counts": [{"zone": "level", "max": 2}]}),
    ('"Kiss" is in your climax area, and if there are no markers underneath this card',
     {"climax": "Kiss", "no_marker": True}),
    ("your level is 1 or lower and your opponent's level is 2 or lower",      # counts join
     {"counts": [{"zone": "level", "max": 1}, {"zone": "level", "max": 2, "opponent": True}]}),
    ('you have another "Demonic Embrace, Lucoa" in your center stage and another "Talent for '
     'Magic, Shouta Magatsuchi" in your back stage',
     {"counts": [{"zone": "center", "min": 1, "others": True, "filter": {"name": "Demonic Embrace, Lucoa"}},
                 {"zone": "back", "min": 1, "others": True,
                  "filter": {"name": "Talent for Magic, Shouta Magatsuchi"}}]}),
    ('you have another "Finn" and another "BMO" and another "Princess"',
     {"counts": [{"zone": "stage", "min": 1, "others": True, "filter": {"name": n}}
                 for n in ("Finn", "BMO", "Princess")]}),
])
def test_condition_tables(text, table):
    assert condition(text) == table
    ab.validate({"kind": "cont", "condition": table, "effect": [{"verb": "power", "amount": 1}]})


@pytest.mark.parametrize("text", [
    "this card's battle opponent is level X or lower",            # X: not a condition of its own
    "you have 2 or more other characters in your hand",           # "other" off the stage
    "you have 2 or more climax in your hand",                     # a filter on a hidden zone
    "there are 2 or more climax",                                 # no zone
    'you have another "A" and "B"',                               # "another" for "B" too?
    "you do not have a yellow card, a red card and a blue card in your level",
    "a climax with  in its trigger icon is in your climax area",  # the icon lost in the data
    "the top card of your clock is a card with \"Alarm\"",
])
def test_near_misses_stay_unread(text):
    assert condition(text) is None


def test_rewrites_that_say_the_same():
    """A climax's one trigger icon ([TREASURE], [DRAW], [POOL], [COMEBACK]) "is" the icon it
    has; "no characters there, or all of them 【REVERSE】" = none there that is not 【REVERSE】."""
    a = rec("【AUTO】 [Put 1 card from your hand into your waiting room] When your character's trigger "
            "check reveals a climax, if that card's trigger icon is 【TREASURE】, you may pay the cost. "
            "If you do, choose 1 card in your clock, return it to your hand, and put the top card of "
            "your deck into your clock.")                                       # BNJ/SX01-023
    assert a is None or a["filter"] == {"trigger": "treasure"}
    from tcgsim.games.weiss_schwarz.importer import clean
    assert "reveals a climax with [[draw.gif]] in its trigger icon, you may draw" in clean(
        "【AUTO】 When your character's trigger check reveals a climax, if that card's trigger icon is "
        "【DRAW】, you may draw 1 card.")                                        # RZ/S55-E061
    assert "if that card's trigger icon is 【SHOT】" in clean(       # [SHOT] climaxes have [SOUL] too
        "【AUTO】 When your character's trigger check reveals a climax, if that card's trigger icon is "
        "【SHOT】, you may draw 1 card.")
    assert condition("there are no characters in your opponent's center stage or all characters in "
                     "their center stage are 【REVERSE】") is None            # read after clean only
    assert "if there are no non-【REVERSE】 characters in your opponent's center stage, you" in clean(
        "【AUTO】 At the beginning of your encore step, if your opponent does not have any characters on "
        "his or her center stage, or all characters on your opponent's center stage are 【REVERSE】, "
        "you may draw 1 card.")


def test_a_condition_inside_an_effect():
    """'…, and if COND, EFFECTS': read where the effect reaches it; not when the effects after
    it hold another "if" (which one depends on which is not said)."""
    a = rec("【AUTO】 When this card is placed on the stage from your hand, this card gets +3000 power "
            "until end of turn, if you do not have a red card in your memory, choose up to 1 "
            "\"Accumulating Memories, Mai Sakurajima\" in your waiting room, and put it into your "
            "memory.")                                                          # SBY/W114-E059
    assert a["effect"][1] == {"verb": "conditional", "condition": {"counts": [
        {"zone": "memory", "max": 0, "filter": {"color": "red"}}]}, "then": [
        {"verb": "salvage", "filter": {"name": "Accumulating Memories, Mai Sakurajima"}, "n": 1,
         "up_to": True, "to": "memory"}]}
    from tcgsim.games.weiss_schwarz.importer_effects import effects
    from tcgsim.games.weiss_schwarz.importer_stats import Ctx
    assert effects("draw 1 card, and if your clock has 1 or less cards, draw 1 card, and if this card "
                   "is 【REST】, draw 1 card", Ctx("once")) is None
    assert effects("if this card is 【REST】, this card gets +1000 power", Ctx("cont")) is None


def test_names_pair_their_quotes():
    assert names('""B-KOMACHI" Ai"') == (['"B-KOMACHI" Ai'], "")
    assert names('"Peculiar "Torch", Yuji"') == (['Peculiar "Torch", Yuji'], "")
    assert names('"A" or "B" or "C"') == (["A", "B", "C"], "or")
    assert names('"A", "B" and "C"') == (["A", "B", "C"], "and")
    assert names('"Finn" and another "BMO"') is None
    assert names('"A" in your center stage and another "B"') is None


def test_printed_lines_read_whole():
    a = rec('【CONT】 If you have another "The Quintessential Quintuplets, Nino Nakano" in your back '
            'stage, this card gets +1500 power and "【AUTO】 Encore [Put 1 character from your hand '
            'into your waiting room]".')                                       # 5HY/W101-E095
    assert a["condition"] == {"counts": [{"zone": "back", "min": 1, "others": True, "filter": {
        "name": "The Quintessential Quintuplets, Nino Nakano"}}]}
    a = rec("【AUTO】 When this card is placed on the stage from your hand, if your opponent's waiting "
            "room has 5 or more climax, 【REST】 this card.")                  # ATLA/WX04-071
    assert a["when"] == "placed_from_hand" and a["condition"]["counts"][0]["opponent"]
    a = rec("【CONT】 Memory If your memory has 3 or more cards with different card names, this card "
            "gets -1 level while in your hand.")                              # HOL/W91-E083
    assert a["zone"] == "hand" and a["condition"] == {"counts": [{"zone": "memory", "min": 3,
                                                                  "of": "names"}]}
    # a target's names with quotes inside: two names, never one (AOT/S35-E092)
    a = rec('【CONT】 If this card is in the left position of your center stage, all of your other '
            '""Enormous Stature" Colossal Titan" and ""Broken Wall" Colossal Titan" get +1000 power.')
    assert a["effect"][0]["target"] == {"who": "others_yours", "filter": {"any_of": [
        {"name": '"Enormous Stature" Colossal Titan'}, {"name": '"Broken Wall" Colossal Titan'}]}}


def test_words_of_every_key():
    w = ab.condition_words
    assert w({"counts": [{"zone": "center", "min": 1, "others": True, "filter": {"name": "X"}}]}) == \
        'there are 1 or more other "X" in your center stage'
    assert w({"counts": [{"zone": "waiting", "min": 5, "opponent": True,
                          "filter": {"type": "climax"}}]}) == \
        "there are 5 or more climaxes in your opponent's waiting room"
    assert w({"counts": [{"zone": "level", "min": 1, "filter": {"color": "blue"}}]}) == \
        "there are 1 or more blue cards in your level zone"
    assert w({"counts": [{"zone": "memory", "min": 3, "of": "names"}]}) == \
        "there are 3 or more different card names of cards in your memory"
    assert w({"counts": [{"zone": "back", "max": 0, "others": True}]}) == \
        "there are no other characters in your back stage"
    assert w({"position": "left"}) == "this card is in the left position of your center stage"
    assert w({"status": "rest"}) == "this card is 【REST】"
    assert w({"self_level_min": 3}) == "this card is level 3 or higher"
    assert w({"fewer_than_opp": "hand"}).startswith("you have fewer cards in your hand")
    assert w({"opp_all_match": {"trait": "T"}}) == "all of your opponent's characters are 《T》 characters"


def test_validation_refuses_what_the_engine_cannot_read():
    def bad(cond):
        with pytest.raises(ValueError):
            ab.validate({"kind": "cont", "condition": cond, "effect": [{"verb": "power", "amount": 1}]})
    bad({"counts": [{"zone": "hand", "min": 1, "filter": {"type": "climax"}}]})   # hidden cards
    bad({"counts": [{"zone": "waiting", "min": 1, "others": True}]})
    bad({"counts": [{"zone": "graveyard", "min": 1}]})
    bad({"counts": [{"zone": "stage", "min": 1, "max": 2}]})
    bad({"counts": []})
    bad({"position": "top"})
    bad({"status": "reverse"})


# ---- 【CONT】: counts of the stage ------------------------------------------------------------------

KANADE = "AB/W31-E003"       # L0 2500: if the number of other characters you have is 1 or less, +1000 & Encore


def test_ab_w31_e003_kanade_one_other_character_or_fewer():
    """"Other" leaves Kanade out; all five positions count (a back-stage character too)."""
    s = mk([KANADE], stage=[{1: KANADE, 3: Y0}, {}])
    assert s.power_of(0, 1) == 3500
    s = mk([KANADE], stage=[{1: KANADE, 0: Y0, 3: Y0}, {}])
    assert s.power_of(0, 1) == 2500


NINO_V = "5HY/W101-E095"     # L1 5500: another "The Quintessential Quintuplets, Nino Nakano" in your back stage
NINO_Q = "5HY/W83-E066"      # The Quintessential Quintuplets, Nino Nakano


def test_5hy_w101_e095_nino_needs_the_named_card_in_the_back_stage():
    s = mk([NINO_V, NINO_Q], stage=[{1: NINO_V, 4: NINO_Q}, {}])
    assert s.power_of(0, 1) == 7000
    s = mk([NINO_V, NINO_Q], stage=[{1: NINO_V, 0: NINO_Q}, {}])       # in the center: no
    assert s.power_of(0, 1) == 5500


RAGYO = "KLK/S27-E034"       # L0 2500: no other characters on your center stage, +1500


def test_klk_s27_e034_ragyo_alone_in_the_center_back_stage_does_not_count():
    s = mk([RAGYO], stage=[{1: RAGYO, 3: Y0, 4: Y0}, {}])
    assert s.power_of(0, 1) == 4000
    s = mk([RAGYO], stage=[{1: RAGYO, 2: Y0}, {}])
    assert s.power_of(0, 1) == 2500


SATSUKI = "KLK/S27-E073"     # L0 2000: 2 or less characters in your opponent's center stage, +1000


def test_klk_s27_e073_satsuki_counts_the_opponents_center_stage_only():
    s = mk([SATSUKI], stage=[{0: SATSUKI}, {0: Y0, 1: Y0, 3: Y0, 4: Y0}])
    assert s.power_of(0, 0) == 3000
    s = mk([SATSUKI], stage=[{0: SATSUKI}, {0: Y0, 1: Y0, 2: Y0}])
    assert s.power_of(0, 0) == 2000


GARETH = "DDM/S88-E021"      # L2 4000 《Familia》: 2+ other 《Familia》/《Guild》/… : +1 level, +2500;
                             # if this card is level 3 or higher: +4500


def test_ddm_s88_e021_gareth_reads_his_level_as_it_is_now():
    """"This card is level 3 or higher" reads the level with 【CONT】 effects (CR: a card's level
    is its current one): the +1 level of his other 【CONT】 makes him level 3."""
    s = mk([GARETH], stage=[{1: GARETH, 0: GARETH, 3: GARETH}, {}])
    assert s.level_of(0, 1) == 3 and s.power_of(0, 1) == 4000 + 2500 + 4500
    s = mk([GARETH], stage=[{1: GARETH, 0: GARETH, 3: Y0}, {}])
    assert s.level_of(0, 1) == 2 and s.power_of(0, 1) == 4000


EVE = "BD/W73-E023"          # L0 2000: during your turn, 4 or more colors on stage: others +500


def test_bd_w73_e023_eve_counts_the_colors_of_the_characters_on_the_stage():
    """Eve is green; yellow, red and blue characters make 4 colours (a vanilla of each)."""
    s = mk([EVE], stage=[{0: EVE, 1: Y0, 2: R0, 3: B0}, {}])
    assert s.power_of(0, 1) == s.T.power[s.stage[0][1]] + 500
    s2 = mk([EVE], stage=[{0: EVE, 1: Y0, 2: R0, 3: Y0}, {}])        # 3 colours
    assert s2.power_of(0, 1) == s2.T.power[s2.stage[0][1]]
    s3 = mk([EVE], active=1, stage=[{0: EVE, 1: Y0, 2: R0, 3: B0}, {}])
    assert s3.power_of(0, 1) == s3.T.power[s3.stage[0][1]]          # not during your turn


# ---- 【CONT】: counts of other zones -----------------------------------------------------------------

ETNA = "DG/S03-E033"         # L1 4500 soul 1: 4 or more climax in your waiting room, +1 soul


def test_dg_s03_e033_etna_counts_climaxes_in_her_own_waiting_room():
    s = mk([ETNA], stage=[{0: ETNA}, {}], waiting=[[CX, CX, CX2, CX2, Y0], [CX] * 4])
    assert s.soul_of(0, 0) == 2
    s = mk([ETNA], stage=[{0: ETNA}, {}], waiting=[[CX, CX, CX2, Y0, Y0], [CX] * 4])
    assert s.soul_of(0, 0) == 1                          # the opponent's climaxes do not count


CONNY = "AOT/S35-E018"       # L0 soul 1: your opponent does not have any climax in the waiting room, +1 soul


def test_aot_s35_e018_conny_reads_the_opponents_waiting_room():
    s = mk([CONNY], stage=[{0: CONNY}, {}], waiting=[[CX], [Y0]])
    assert s.soul_of(0, 0) == 2
    s = mk([CONNY], stage=[{0: CONNY}, {}], waiting=[[], [CX]])
    assert s.soul_of(0, 0) == 1


MOCA = "BD/W73-E022"         # L0 1500: if you have 5 or more cards in your hand, +2000


def test_bd_w73_e022_moca_counts_the_cards_in_the_hand():
    s = mk([MOCA], stage=[{0: MOCA}, {}], hand=[5, 0])
    assert s.power_of(0, 0) == 3500
    s = mk([MOCA], stage=[{0: MOCA}, {}], hand=[4, 6])
    assert s.power_of(0, 0) == 1500


RASPBERYL = "DG/S03-E031"    # L0 2500: fewer cards in your hand than your opponent's hand, +1000


def test_dg_s03_e031_raspberyl_compares_the_two_hands():
    s = mk([RASPBERYL], stage=[{0: RASPBERYL}, {}], hand=[[Y0] * 2, [Y0] * 3])
    assert s.power_of(0, 0) == 3500
    s = mk([RASPBERYL], stage=[{0: RASPBERYL}, {}], hand=[[Y0] * 3, [Y0] * 3])   # equal: not less
    assert s.power_of(0, 0) == 2500


AYAME = "HOL/W104-E099"      # L1 3500: Experience, if you have a blue card in your level, +3000


def test_hol_w104_e099_ayame_any_blue_card_of_the_level_zone():
    s = mk([AYAME], stage=[{0: AYAME}, {}], level=[[Y0, B0], []])
    assert s.power_of(0, 0) == 6500
    s = mk([AYAME], stage=[{0: AYAME}, {}], level=[[Y0], [B0]])
    assert s.power_of(0, 0) == 3500


YUKIKO = "P4/S01-T17"        # L2 8000: if your opponent does not have any 【STAND】 characters, +2000


def test_p4_s01_t17_yukiko_no_standing_character_on_the_opponents_stage():
    s = mk([YUKIKO], stage=[{0: YUKIKO}, {0: Y0, 3: Y0}], status=[{}, {0: REST}])
    assert s.power_of(0, 0) == 8000                      # the back-stage one stands
    s = mk([YUKIKO], stage=[{0: YUKIKO}, {0: Y0, 3: Y0}], status=[{}, {0: REST, 3: 2}])
    assert s.power_of(0, 0) == 10000                     # rested and reversed: none stands
    s = mk([YUKIKO], stage=[{0: YUKIKO}, {}])
    assert s.power_of(0, 0) == 10000                     # no characters: none stands


POLNAREFF = "JJ/SE41-E48"    # L2 7000: Memory, "…Avdol" and "…Iggy" in your memory: +3500, +1 soul
AVDOL, IGGY = "JJ/SE41-E26", "JJ/SE41-E36"


def test_jj_se41_e48_polnareff_needs_both_names_in_the_memory():
    s = mk([POLNAREFF, AVDOL, IGGY], stage=[{0: POLNAREFF}, {}], memory=[[AVDOL, IGGY], []])
    assert s.power_of(0, 0) == 10500 and s.soul_of(0, 0) == 2
    s = mk([POLNAREFF, AVDOL, IGGY], stage=[{0: POLNAREFF}, {}], memory=[[AVDOL, AVDOL], [IGGY]])
    assert s.power_of(0, 0) == 7000 and s.soul_of(0, 0) == 1


MAI = "SBY/W114-E059"        # placed: +3000; if no red card in your memory, up to 1 "…Mai" from WR to memory
MAI_MEM = "SBY/W114-E047"    # Accumulating Memories, Mai Sakurajima (red)


@pytest.mark.parametrize("red_in_memory", [False, True])
def test_sby_w114_e059_mai_reads_the_memory_when_the_effect_reaches_the_if(red_in_memory):
    s = mk([MAI, MAI_MEM], hand=[[MAI], []], waiting=[[MAI_MEM], []], level=[[R0], []],
           memory=[[MAI_MEM] if red_in_memory else [Y0], []])
    play(s, 0, MAI, 1)
    while kind(s) == "order":
        act(s, "order", s.pending[2][0])
    mem = cid(s, 0, MAI_MEM, "waiting")
    if red_in_memory:
        assert kind(s) == "main" and mem in s.waiting[0]
    else:
        assert kind(s) == "choose" and mem in s.pending[2] and 999 in s.pending[2]   # "up to 1"
        act(s, "choose", mem)
        assert mem in s.memory[0]
    assert s.power_of(0, 1) == s.T.power[s.stage[0][1]] + 3000


# ---- an event's "If COND, EFFECTS." ------------------------------------------------------------------

NYX = "GBS/S63-E054"         # event L1 C0 red: if your memory has 2 or less cards, put this card into your memory


def test_event_if_tables():
    a = rec("If your memory has 2 or less cards, put this card into your memory.", "event")
    assert a == {"kind": "event", "effect": [{"verb": "conditional", "condition": {"memory_max": 2},
                                              "then": [{"verb": "move", "to": "memory"}]}]}
    a = rec("If you have 5 or more 《KAN-SEN》 characters, deal 4 damage to your opponent. (Damage may "
            "be canceled)", "event")                                           # AZL/S102-E068
    assert a["effect"][0]["then"] == [{"verb": "damage", "n": 4}]
    # "you may", and a condition about the event itself (not on the stage): not read
    assert rec("If you do not have a blue card in your memory, you may put this card into your "
               "memory.", "event") is None                                     # KGL/S95-E096
    assert rec("If this card is in your center stage, draw 1 card.", "event") is None


@pytest.mark.parametrize("memory,to_memory", [(2, True), (3, False)])
def test_gbs_s63_e054_the_event_goes_to_memory_only_with_2_or_less_cards_there(memory, to_memory):
    """Seed 000 이벤트: resolved, then to the waiting room -- unless its effect moved it."""
    s = mk([NYX], hand=[[NYX], []], level=[[R0], []], memory=[[Y0] * memory, []])
    e = cid(s, 0, NYX)
    act(s, "main", e)
    while kind(s) not in ("main", None):
        act(s, kind(s), s.pending[2][0])
    assert (e in s.memory[0]) == to_memory and (e in s.waiting[0]) != to_memory


# ---- 【CONT】 of the hand: "this card gets -1 level while in your hand" --------------------------------

LOTUS = "AW/S43-E008"        # L3 C2: a "Summer Festival, Kuroyukihime" is in your clock: -1 level in hand
KURO = "AW/S43-E004"         # Summer Festival, Kuroyukihime


def test_aw_s43_e008_black_lotus_is_level_2_in_the_hand_with_the_named_card_in_the_clock():
    s = mk([LOTUS, KURO], hand=[[LOTUS], []], clock=[[KURO], []], level=[[Y0, Y0], []], stock=[3, 0])
    c = cid(s, 0, LOTUS)
    assert s.card_level(c, "hand") == 2 and s.can_play(0, c)
    s = mk([LOTUS, KURO], hand=[[LOTUS], []], clock=[[Y0], []], waiting=[[KURO], []],
           level=[[Y0, Y0], []], stock=[3, 0])
    c = cid(s, 0, LOTUS)
    assert s.card_level(c, "hand") == 3 and not s.can_play(0, c)


SAKURA = "FS/S77-E023"       # L3: "Cloud-Concealed Moon, Sakura" and "Flowing Tears, Sakura" in your level: -1
MOON, TEARS = "FS/S77-E021", "FS/S77-E048"


def test_fs_s77_e023_sakura_needs_both_names_in_the_level_zone():
    s = mk([SAKURA, MOON, TEARS], hand=[[SAKURA], []], level=[[MOON, TEARS], []])
    assert s.card_level(cid(s, 0, SAKURA), "hand") == 2
    s = mk([SAKURA, MOON, TEARS], hand=[[SAKURA], []], level=[[MOON, MOON], []])
    assert s.card_level(cid(s, 0, SAKURA), "hand") == 3


MIKU = "5HY/W83-E115"        # L3: if you have "In a Jersey, Miku Nakano" and "Heartfelt, Miku Nakano", -1 in hand
JERSEY, HEART = "5HY/W83-E110", "5HY/W83-E112"


def test_5hy_w83_e115_miku_needs_both_named_characters_on_the_stage():
    s = mk([MIKU, JERSEY, HEART], hand=[[MIKU], []], stage=[{0: JERSEY, 3: HEART}, {}])
    assert s.card_level(cid(s, 0, MIKU), "hand") == 2
    s = mk([MIKU, JERSEY, HEART], hand=[[MIKU], []], stage=[{0: JERSEY}, {}], waiting=[[HEART], []])
    assert s.card_level(cid(s, 0, MIKU), "hand") == 3


FUKA = "DG/S03-E001"         # L3: the number of cards in your deck is 5 or less: -1 level in hand


def test_dg_s03_e001_fuka_counts_the_cards_of_the_deck():
    s = mk([FUKA], hand=[[FUKA], []], waiting=[44, 0])
    assert len(s.deck[0]) == 5 and s.card_level(cid(s, 0, FUKA), "hand") == 2
    s = mk([FUKA], hand=[[FUKA], []], waiting=[43, 0])
    assert len(s.deck[0]) == 6 and s.card_level(cid(s, 0, FUKA), "hand") == 3


POLKA = "HOL/W91-E083"       # L3: Memory, your memory has 3 or more cards with different card names: -1 in hand


def test_hol_w91_e083_polka_counts_different_names_not_cards():
    s = mk([POLKA], hand=[[POLKA], []], memory=[[Y0, R0, B0], []])
    assert s.card_level(cid(s, 0, POLKA), "hand") == 2
    s = mk([POLKA], hand=[[POLKA], []], memory=[[Y0, Y0, R0, R0], []])
    assert s.card_level(cid(s, 0, POLKA), "hand") == 3


# ---- this card's position ----------------------------------------------------------------------------

TITAN = "AOT/S35-E092"       # left position: all of your other ""Enormous Stature" …" and ""Broken Wall" …" +1000


def test_aot_s35_e092_the_two_named_titans_get_the_power_while_it_is_on_the_left():
    import tcgsim
    pool = tcgsim.game("weiss-schwarz").pool
    named = [c.code for c in pool.by_code.values() if c.name == '"Enormous Stature" Colossal Titan']
    assert named
    big = named[0]
    s = mk([TITAN, big], stage=[{0: TITAN, 1: big, 2: Y0}, {}])
    assert s.power_of(0, 1) == s.T.power[s.stage[0][1]] + 1000
    assert s.power_of(0, 2) == s.T.power[s.stage[0][2]]
    s = mk([TITAN, big], stage=[{2: TITAN, 1: big}, {}])
    assert s.power_of(0, 1) == s.T.power[s.stage[0][1]]


PENGUIN = "BNJ/SX01-023"     # L1 3500: in the right position of your center stage, +3000


def test_bnj_sx01_023_the_right_position_is_slot_2():
    """Stage slots 0-2 are the center stage's left, middle and right (docs/architecture.md)."""
    s = mk([PENGUIN], stage=[{2: PENGUIN, 0: Y0}, {}])
    assert s.power_of(0, 2) == 6500
    s = mk([PENGUIN], stage=[{0: PENGUIN, 2: Y0}, {}])
    assert s.power_of(0, 0) == 3500
    s = mk([PENGUIN], stage=[{4: PENGUIN}, {}])
    assert s.power_of(0, 4) == 3500


# ---- 【AUTO】 with a condition ---------------------------------------------------------------------

ZUKO = "ATLA/WX04-071"       # placed from hand: if your opponent's waiting room has 5 or more climax, 【REST】 this card


@pytest.mark.parametrize("climaxes,rested", [(5, True), (4, False)])
def test_atla_wx04_071_zuko_rests_when_the_opponent_has_five_climaxes_in_the_waiting_room(climaxes, rested):
    s = mk([ZUKO], hand=[[ZUKO], []],
           waiting=[[CX] * 4, [CX] * 4 + [CX2] * (climaxes - 4) + [Y0]])   # own climaxes: no
    play(s, 0, ZUKO, 1)
    while kind(s) == "order":
        act(s, "order", s.pending[2][0])
    assert s.status[0][1] == (REST if rested else STAND)


TAKINA = "LRC/WE47-E38"      # beginning of your climax phase: if this card is 【REST】, put it into your memory …


@pytest.mark.parametrize("status,to_memory", [(REST, True), (STAND, False)])
def test_lrc_we47_e38_takina_leaves_only_when_rested(status, to_memory):
    s = mk([TAKINA], phase="main", stage=[{1: TAKINA}, {}], status=[{1: status}, {}])
    t = s.stage[0][1]
    act(s, "main", 999)                                  # to the climax phase
    while kind(s) in ("order", "yes_no"):
        act(s, kind(s), s.pending[2][-1])
    assert (t in s.memory[0]) == to_memory and (s.stage[0][1] == t) != to_memory


# ---- evaluation of each key on its own -------------------------------------------------------------

def test_condition_keys_read_the_state():
    s = mk([KANADE], stage=[{0: KANADE, 3: Y0}, {1: Y0, 2: R0}], status=[{0: REST}, {}],
           waiting=[[Y0, R0], []], memory=[[Y0, Y0], []])
    c = s.stage[0][0]
    h = s.condition_holds
    assert h(0, c, {"status": "rest"}) and not h(0, c, {"status": "stand"})
    assert h(0, c, {"status": "not_reverse"})
    assert h(0, c, {"position": "left"}) and h(0, c, {"position": "stage"})
    assert not h(0, c, {"position": "back"}) and not h(0, c, {"position": "right"})
    assert h(0, c, {"counts": [{"zone": "back", "min": 1, "others": True}]})
    assert h(0, c, {"counts": [{"zone": "center", "max": 0, "others": True}]})
    assert not h(0, c, {"counts": [{"zone": "center", "max": 0}]})       # Kanade herself
    assert h(0, c, {"counts": [{"zone": "center", "min": 2, "opponent": True}]})
    assert h(0, c, {"counts": [{"zone": "waiting", "min": 2, "of": "colors"}]})
    assert not h(0, c, {"counts": [{"zone": "memory", "min": 2, "of": "names"}]})
    assert h(0, c, {"counts": [{"zone": "memory", "min": 2}]})
    assert h(0, c, {"counts": [{"zone": "markers", "max": 0}]})
    assert h(0, c, {"self_level_min": 0}) and not h(0, c, {"self_level_min": 1})
    assert h(0, c, {"opp_all_match": {"level_max": 0}})
    assert not h(0, c, {"opp_all_match": {"color": "yellow"}})
    gone = s.deck[0][0]                                  # a card not on the stage
    assert not h(0, gone, {"position": "stage"}) and not h(0, gone, {"status": "not_reverse"})


def _conditions(x):
    if isinstance(x, dict):
        if isinstance(x.get("condition"), dict):
            yield x["condition"]
        for v in x.values():
            yield from _conditions(v)
    elif isinstance(x, list):
        for v in x:
            yield from _conditions(v)


def test_every_imported_condition_has_words_and_plays_in_random_games():
    """describe() words every ability of the pool that holds a key of this area, and seeded
    games of such cards run to the end with the heuristic bot (no crash)."""
    import tcgsim
    from tcgsim.games.weiss_schwarz import abilities_conds as ac
    from tcgsim.games.weiss_schwarz.bot import HeuristicAgent

    g = tcgsim.game("weiss-schwarz")
    keys = set(ac.CONDITIONS_CONDS)
    found = []

    def has(x):
        if isinstance(x, dict):
            return bool(keys & set(x.get("condition", {}) or {})) or any(has(v) for v in x.values())
        if isinstance(x, list):
            return any(has(v) for v in x)
        return False

    for c in g.pool.by_code.values():
        for a in c.abilities:
            if has(a):
                assert ab.describe(a)
                for cond in _conditions(a):
                    w = ab.condition_words(cond)
                    assert not any(f"{k} {cond[k]}" in w for k in keys & set(cond)), w
                found.append(c.code)
    assert len(found) > 300
    codes = sorted(set(c for c in found if g.pool[c].type == "character"))[:48:4]
    d = deck(*codes[:8])
    d2 = deck(*codes[8:])
    for seed in range(2):
        st = g.new_state([d, d2], seed=seed)
        bots = [HeuristicAgent(0), HeuristicAgent(1)]
        n = 0
        while not st.is_terminal() and n < 3000:
            st.apply((st.pending[1], bots[st.current_player()].act(st)))
            n += 1
        assert st.is_terminal()
