"""Card rulings for the heads of 【AUTO】 abilities of issue 15's heads area (importer_heads.py,
abilities_heads.py, heads.py): the events that start an 【AUTO】 and the parts of the head before
its effect. Seed 000 (자동 능력): an 【AUTO】 triggers on its event and waits for the next check
timing; seed 000 / 001 give the turn's order (stand, draw, clock, main, climax, attack with its
encore step, end). Each event is played on a real card of the pool, named by its code, plus the
recogniser's tables for real printed lines and near misses that stay unread. Card text:
../shared/data/weiss_schwarz/cards/*.json.
"""

from __future__ import annotations

import pytest
from ws_helpers import (B0, CX_CHOICE, CX_POOL, DIRECT, FRONTAL, G0, PASS, R0, REVERSE, Y0, Y1, act,
                        attack_id, cid, deck_with, events, kind, make, play)

from tcgsim.games.weiss_schwarz import abilities, importer_kinds


def rec(line):
    a, _ = importer_kinds.recognise(line, {"type": "character"})
    return a


def resolve_order(s):
    while kind(s) == "order":
        act(s, "order", s.pending[2][0])


def fired(s, code) -> int:
    """How many times an ability of the card `code` resolved (its "ability" events)."""
    return sum(1 for e in events(s, "ability") if s.T.cards[e[3]].code == code)


# ---- the recogniser ----------------------------------------------------------------------------

POWER = [{"verb": "power", "target": "self", "amount": 1000, "until": "turn"}]
BODY = "this card gets +1000 power until end of turn."

HEAD_TABLE = [
    ("At the beginning of your encore step", {"when": "your_encore_step_start"}),
    ("At the beginning of your opponent's encore step", {"when": "opponent_encore_step_start"}),
    ("At the beginning of your attack phase", {"when": "attack_phase_start"}),
    ("At the beginning of the attack phase",
     {"when": "attack_phase_start", "or_when": "opponent_attack_phase_start"}),
    ("At the beginning of your opponent's climax phase", {"when": "opponent_climax_phase_start"}),
    ("At the end of your turn", {"when": "end_of_turn"}),
    ("At the end of your opponent's turn", {"when": "opponent_end_of_turn"}),
    ("When this card frontal attacks", {"when": "frontal_attacks"}),
    ("When this card is placed on the stage from your waiting room", {"when": "placed_from_waiting"}),
    ("When you play an event card", {"when": "event_played"}),
    ("When your opponent levels up", {"when": "opponent_level_up"}),
    ("When your climax triggers", {"when": "trigger_reveals_climax"}),
    ("When you refresh your deck", {"when": "refreshed"}),
    ('When a "Revolutionists" is placed on your climax area',
     {"when": "climax_placed", "name": "Revolutionists"}),
    ("When another of your characters becomes 【REVERSE】 in battle", {"when": "other_reversed_in_battle"}),
    ("When your other 《Music》 character becomes 【REVERSE】 in battle",
     {"when": "other_reversed_in_battle", "filter": {"trait": "Music"}}),
    ("When another of your 《Demon》 characters is frontal attacked",
     {"when": "other_frontal_attacked", "filter": {"trait": "Demon"}}),
    ('When your other character with "Saber(セイバー)" in its card name is frontal attacked',
     {"when": "other_frontal_attacked", "filter": {"name_contains": "Saber"}}),
    ("When your other 《Anniversary》 or 《Hello, Happy World!》 character attacks",
     {"when": "other_attacks", "filter": {"traits_any": ["Anniversary", "Hello, Happy World!"]}}),
    ("When your other character is put into your waiting room from the stage",
     {"when": "other_to_waiting_from_stage"}),
    ("When your other character is placed on the stage from your waiting room",
     {"when": "other_placed_from_waiting"}),
    ("When this card or your other 《hololive》 character is placed on the stage from your hand",
     {"when": "self_or_other_placed_from_hand", "filter": {"trait": "hololive"}}),
    ("When your character direct attacks", {"when": "char_direct_attacks"}),
    ('When your character with "Mami(麻美)" in its card name direct attacks',
     {"when": "char_direct_attacks", "filter": {"name_contains": "Mami"}}),
    ("When this card's trigger check reveals a climax",
     {"when": "trigger_reveals", "filter": {"type": "climax"}}),
    ("When this card's trigger check reveals a level 0 or lower card",
     {"when": "trigger_reveals", "filter": {"level_max": 0, "type": "card"}}),
    ("When your climax with [[standby.gif]] in its trigger icon triggers",
     {"when": "trigger_reveals_climax", "filter": {"trigger": "standby", "type": "climax"}}),
    ("When a climax with [[treasure.gif]] in its trigger icon is placed on your climax area",
     {"when": "your_climax_placed", "filter": {"trigger": "treasure", "type": "climax"}}),
    ('When you use "Accelerate"', {"when": "keyword_used", "name": "Accelerate"}),
    ('When you use a "Backup"', {"when": "keyword_used", "name": "Backup"}),
]


@pytest.mark.parametrize("head,want", HEAD_TABLE)
def test_heads_read_into_the_vocabulary(head, want):
    a = rec(f"【AUTO】 {head}, {BODY}")
    assert a == {"kind": "auto", **want, "effect": POWER}
    assert abilities.describe(a).startswith("【AUTO】 ")      # words for every head


def test_times_per_turn_and_once():
    a = rec("【AUTO】 This ability activates up to 3 times per turn. When your other character is placed "
            f"on the stage from your waiting room, {BODY}")
    assert a["times_per_turn"] == 3 and "once_per_turn" not in a
    assert "(up to 3 times per turn)" in abilities.describe(a)
    a = rec(f"【AUTO】 This ability activates up to once per turn. When this card attacks, {BODY}")
    assert a["once_per_turn"] is True and "times_per_turn" not in a


def test_during_a_period_is_a_condition():
    a = rec("【AUTO】 This ability activates up to 1 time per turn. During the turn that this card is placed "
            "on the stage from your hand, when damage dealt by this card is canceled, you may deal 1 damage "
            "to your opponent.")
    assert a == {"kind": "auto", "when": "damage_canceled", "optional": True,
                 "effect": [{"verb": "damage", "n": 1}], "condition": {"placed_turn": True},
                 "once_per_turn": True}
    a = rec(f"【AUTO】 During your opponent's turn, when your opponent levels up, {BODY}")
    assert a["when"] == "opponent_level_up" and a["condition"] == {"opponents_turn": True}
    a = rec('【AUTO】 [(1)] During your climax phase, when "Received Power" is placed on your climax area, '
            'you may pay the cost. If you do, draw 1 card.')
    assert a["when"] == "climax_placed" and a["name"] == "Received Power"
    assert a["condition"] == {"your_turn": True, "phase": "climax"}
    assert "it is the turn that this card was placed" in abilities.describe(
        {"kind": "auto", "when": "attacks", "condition": {"placed_turn": True}, "effect": POWER})


def test_keyword_kept_and_encore_reminder():
    a = rec("【AUTO】 Accelerate [Put the top card of your deck into your clock] At the beginning of your "
            "climax phase, you may pay the cost. If you do, this card gets +1000 power until end of turn.")
    assert a["keyword"] == "Accelerate" and a["when"] == "climax_phase_start"
    a = rec("【AUTO】 Encore [Put 1 character from your hand into your waiting room] (When this card is put "
            "into your waiting room from the stage, you may pay the cost. If you do, return this card to "
            "its previous stage position as 【REST】)")
    assert a == {"kind": "encore", "cost": [{"discard_character": 1}]}


NEAR_MISSES = [
    # the keyword says 【REST】; a reminder that says otherwise is not read as the keyword
    "【AUTO】 Encore [Put 1 character from your hand into your waiting room] (When this card is put into "
    "your waiting room from the stage, you may pay the cost. If you do, return this card to its previous "
    "stage position as 【STAND】)",
    # "that character" has left the stage: no verb reads it there
    '【AUTO】 [(1) Put this card into your memory] When your other character is put into your waiting room '
    'from the stage, if you have another "Hawkeye", you may pay the cost. If you do, return that character '
    'to your hand.',
    # Brainstorm is no keyword an ability keeps (what it put into the waiting room is not read)
    f'【AUTO】 When you use "Brainstorm", {BODY}',
    # a climax with an icon "triggers" only for its own player
    f"【AUTO】 When a climax with [[soul.gif]] in its trigger icon triggers, {BODY}",
    # the position of the attacker is not read
    f"【AUTO】 When your character in the middle position of your center stage attacks, {BODY}",
    # "During the attack phase" (its encore step included or not) is not read
    f"【AUTO】 During the attack phase, when this card attacks, {BODY}",
    # a limit of 0 is no limit the vocabulary has
    f"【AUTO】 This ability activates up to 0 times per turn. When this card attacks, {BODY}",
]


@pytest.mark.parametrize("line", NEAR_MISSES)
def test_near_misses_stay_unread(line):
    assert rec(line) is None


# ---- "At the beginning of your encore step" (the encore step of one's own turn only) ----------

SACHI = "GRI/S72-E088"    # blue L0 《Grisaia》: [a "Crazy Apple" from the climax area to the WR] at the
                          # beginning of your encore step: return 1 《Grisaia》 character from the WR
APPLE = "GRI/S72-E100"    # climax "Crazy Apple"


def _sachi(active):
    d = deck_with("deck-heads3-sachi", [(4, SACHI), (4, APPLE)])
    return make(decks=[d, d], phase="encore", active=active, stage=[{0: SACHI}, {0: Y0}],
                climax=[[APPLE] if active == 0 else [], []], waiting=[[SACHI], []])


def test_gri_s72_e088_at_the_beginning_of_your_encore_step():
    """Seed 000 ⑥ 앙코르 스텝 / seed 001 6.6: the encore step is the turn player's; the
    ability triggers at its beginning and resolves before any reversed character leaves."""
    s = _sachi(0)
    back = cid(s, 0, SACHI, "waiting")
    assert kind(s) == "yes_no" and s.pending[0] == 0      # you may pay the cost
    act(s, "yes_no", 1)
    assert not s.climax[0]                                   # the cost: "Crazy Apple" to the WR
    assert kind(s) == "choose" and back in s.pending[2] and PASS not in s.pending[2]
    act(s, "choose", back)
    assert back in s.hand[0]


def test_gri_s72_e088_not_at_your_opponents_encore_step():
    s = _sachi(1)
    assert fired(s, SACHI) == 0 and s.turn == 4 and kind(s) == "clock"    # on to seat 0's turn


# ---- "At the beginning of your attack phase": once, before the first attack -------------------

NINO = "5HY/W90-E087"     # blue L0: at the beginning of your attack phase, 1 of your characters with
                          # "Nino" in its card name gets +1500 power until end of turn


def test_5hy_w90_e087_at_the_beginning_of_your_attack_phase():
    d = deck_with("deck-heads3-nino", [(4, NINO)])
    s = make(decks=[d, d], phase="attack", stage=[{0: NINO, 1: Y0}, {}])
    nino = s.stage[0][0]
    assert kind(s) == "attack"            # one character fits the choice: it is taken (DESIGN §2)
    assert s.power_of(0, 0) == s.T.power[nino] + 1500
    act(s, "attack", attack_id(1, DIRECT))
    act(s, "attack", attack_id(0, DIRECT))
    assert fired(s, NINO) == 1            # not again at the second attack


def test_5hy_w90_e087_not_at_your_opponents_attack_phase():
    d = deck_with("deck-heads3-nino", [(4, NINO)])
    s = make(decks=[d, d], phase="attack", active=1, stage=[{0: NINO}, {1: Y0}])
    assert kind(s) == "attack" and s.pending[0] == 1 and fired(s, NINO) == 0


# ---- 'When a "X" is placed on your climax area' (the climax of that name) ----------------------

LEVI = "AOT/S50-E036"     # green L2 《Corps》: when a "Revolutionists" is placed on your climax area, if
                          # this card is in your center stage, search for up to 1 《Corps》 character
REVO = "AOT/S50-E049a"    # climax "Revolutionists" (green)


def test_aot_s50_e036_when_a_named_climax_is_placed():
    d = deck_with("deck-heads3-levi", [(4, LEVI), (4, REVO)])
    s = make(decks=[d, d], phase="climax", stage=[{0: LEVI}, {}], hand=[[REVO], []],
             level=[[G0, G0], []], clock=[[G0], []])
    act(s, "climax", cid(s, 0, REVO))
    assert kind(s) == "choose" and s.pending[0] == 0        # the search: a 《Corps》 character
    assert fired(s, LEVI) == 1


def test_aot_s50_e036_another_climax_does_not_trigger_it():
    d = deck_with("deck-heads3-levi-pool", [(4, LEVI), (4, REVO), (4, CX_POOL)])
    s = make(decks=[d, d], phase="climax", stage=[{0: LEVI}, {}], hand=[[CX_POOL], []],
             level=[[G0, G0], []], clock=[[G0], []])
    act(s, "climax", cid(s, 0, CX_POOL))
    assert fired(s, LEVI) == 0 and kind(s) == "attack"


# ---- "This ability activates up to 2 times per turn" ------------------------------------------

YOTSUBA = "5HY/W83-E049"  # green L0 《Quintuplets》: (up to 2 times per turn) when your other
                          # 《Quintuplets》 character is placed on the stage from your hand: +1500


def test_5hy_w83_e049_up_to_two_times_per_turn():
    d = deck_with("deck-heads3-yotsuba", [(4, YOTSUBA)])
    s = make(decks=[d, d], stage=[{0: YOTSUBA}, {}], hand=[[YOTSUBA, YOTSUBA, YOTSUBA], []])
    me = s.stage[0][0]
    for slot in (1, 2, 3):
        play(s, 0, YOTSUBA, slot)
        resolve_order(s)
    assert s.power_of(0, 0) == s.T.power[me] + 3000      # the third time it does not activate
    assert s.once_used.count(f"{me}:0") == 2


# ---- "During the turn that this card is placed on the stage from your hand, when …" ----------

YUI = "AB/W31-E105"       # yellow L3 C2 soul 2: (once per turn) during the turn that this card is placed
                          # on the stage from your hand, when damage dealt by this card is canceled, you
                          # may deal 1 damage to your opponent


def _yui(**kw):
    d = deck_with("deck-heads3-yui", [(4, YUI), (4, CX_POOL)])
    return make(decks=[d, d], level=[[Y1, Y1, Y1], []], clock=[[Y0], []], stock=[2, 0],
                deck_top=[[Y0, Y0], [CX_POOL, Y0, Y0, Y0]], **kw)


def test_ab_w31_e105_placed_this_turn_a_canceled_damage_deals_one_more():
    s = _yui(hand=[[YUI], []])
    play(s, 0, YUI, 0)
    act(s, "main", PASS)
    act(s, "climax", PASS)
    clock = len(s.clock[1])
    act(s, "attack", attack_id(0, DIRECT))
    resolve_order(s)
    assert events(s, "damage_canceled")          # the climax on top of the deck cancels it
    assert kind(s) == "yes_no" and s.pending[0] == 0 and fired(s, YUI) == 1
    act(s, "yes_no", 1)
    assert len(s.clock[1]) == clock + 1          # 1 damage (the next cards are no climax)


def test_ab_w31_e105_on_the_stage_since_an_earlier_turn_it_does_not_trigger():
    s = _yui(stage=[{0: YUI}, {}], phase="attack")
    act(s, "attack", attack_id(0, DIRECT))
    resolve_order(s)
    assert events(s, "damage_canceled") and fired(s, YUI) == 0


def test_placed_turn_ends_with_the_turn_and_when_it_leaves_the_stage():
    s = _yui(hand=[[YUI], []])
    play(s, 0, YUI, 0)
    yui = s.stage[0][0]
    assert s.condition_holds(0, yui, {"placed_turn": True})
    s.leave_stage(0, 0, "hand")                  # a new card if it comes back (CR)
    assert not s.condition_holds(0, yui, {"placed_turn": True})


# ---- "When your other character becomes 【REVERSE】 in battle" ------------------------------------

YURI = "AB/W11-E107"      # red L0 2500: when your other character becomes 【REVERSE】 in battle, this
                          # card gets +1000 power until end of turn


def _yuri(mine):
    d = deck_with("deck-heads3-yuri", [(4, YURI)])
    return make(decks=[d, d], phase="attack", stage=[mine, {2: Y0}], deck_top=[[Y0], [Y0, Y0]])


def test_ab_w11_e107_your_other_character_reversed_in_battle():
    s = _yuri({0: R0, 1: G0, 3: YURI})           # R0 (under 3000) attacks Y0 (3000)
    yuri = s.stage[0][3]
    act(s, "attack", attack_id(0, FRONTAL))
    resolve_order(s)
    assert s.status[0][0] == REVERSE and fired(s, YURI) == 1
    assert s.power_of(0, 3) == s.T.power[yuri] + 1000


def test_ab_w11_e107_itself_reversed_does_not_trigger_it():
    s = _yuri({0: YURI, 1: G0, 3: R0})           # 2500 into 3000
    act(s, "attack", attack_id(0, FRONTAL))
    resolve_order(s)
    assert s.status[0][0] == REVERSE and fired(s, YURI) == 0


# ---- "When your other character is placed on the stage from your waiting room" (an Encore
# returns a character from the waiting room: seed 000 ⑥) ----------------------------------------

BUBBLEGUM = "AT/WX02-040"   # red L1: (up to 3 times per turn) when your other character is placed on
                            # the stage from your waiting room, this card gets +2000 power
YAMI = "TL/W37-E008"        # yellow L0: when this card is placed on the stage from your waiting room,
                            # this card gets +1 soul until end of turn


def test_at_wx02_040_and_tl_w37_e008_an_encore_places_from_the_waiting_room():
    d = deck_with("deck-heads3-encore", [(4, BUBBLEGUM), (4, YAMI)])
    s = make(decks=[d, d], phase="encore", stage=[{0: YAMI, 3: BUBBLEGUM}, {}],
             status=[{0: REVERSE}, {}], stock=[3, 0])
    yami, gum = cid(s, 0, YAMI, "waiting"), s.stage[0][3]      # the encore step put it there
    assert kind(s) == "encore"
    act(s, "encore", 1)                          # the standard encore: 3 stock
    resolve_order(s)
    assert s.stage[0][0] == yami and s.status[0][0] == 1           # back 【REST】
    assert fired(s, YAMI) == 1 and fired(s, BUBBLEGUM) == 1
    mods = [e[2:5] for e in events(s, "modifier")]     # (the turn then ends; so do they)
    assert (yami, "soul", 1) in mods and (gum, "power", 2000) in mods


# ---- "When this card or your other 《T》 character is placed on the stage from your hand" --------

MIO = "HOL/W91-E060"      # green L0 《hololive》: when this card or your other 《hololive》 character is
                          # placed on the stage from your hand, you may look at the top card of your deck


def test_hol_w91_e060_this_card_or_your_other_hololive_character():
    d = deck_with("deck-heads3-mio", [(4, MIO)])
    s = make(decks=[d, d], hand=[[MIO, MIO, G0], []])
    play(s, 0, MIO, 0)                           # this card
    assert kind(s) == "yes_no" and fired(s, MIO) == 1
    act(s, "yes_no", 0)
    play(s, 0, MIO, 1)                           # another 《hololive》: both Mios hear it
    resolve_order(s)
    assert kind(s) == "yes_no"
    act(s, "yes_no", 0)
    resolve_order(s)
    act(s, "yes_no", 0)
    assert len(events(s, "ability")) == 3
    play(s, 0, G0, 2)                            # not 《hololive》: nothing
    assert kind(s) == "main" and len(events(s, "ability")) == 3


# ---- "When your character direct attacks" (this card included) ----------------------------------

KUROYUKI = "AW/S43-E013"  # yellow L1: when your character direct attacks, choose 1 of your characters,
                          # and that character gets +1000 power until end of turn


def test_aw_s43_e013_when_your_character_direct_attacks():
    d = deck_with("deck-heads3-kuroyuki", [(4, KUROYUKI)])
    s = make(decks=[d, d], phase="attack", stage=[{0: Y0, 1: KUROYUKI}, {1: Y0}],
             deck_top=[[Y0, Y0], [Y0, R0, R0, R0]])
    act(s, "attack", attack_id(0, DIRECT))       # another character: it triggers
    resolve_order(s)
    assert fired(s, KUROYUKI) == 1
    if kind(s) == "choose":
        act(s, "choose", s.stage[0][1])
    act(s, "attack", attack_id(1, FRONTAL))      # this card, frontal: no
    resolve_order(s)
    assert fired(s, KUROYUKI) == 1


def test_aw_s43_e013_this_card_direct_attacking_triggers_it():
    d = deck_with("deck-heads3-kuroyuki", [(4, KUROYUKI)])
    s = make(decks=[d, d], phase="attack", stage=[{1: KUROYUKI}, {}], deck_top=[[Y0], [Y0, Y0, R0]])
    k = s.stage[0][1]
    act(s, "attack", attack_id(1, DIRECT))
    resolve_order(s)                             # (the turn then ends: one attacker)
    assert fired(s, KUROYUKI) == 1
    assert [e[2:5] for e in events(s, "modifier") if e[3] == "power"] == [(k, "power", 1000)]


# ---- "When this card's trigger check reveals a climax" ------------------------------------------

ARMIN = "AOT/S35-E014"    # yellow L2 soul 1: when this card's trigger check reveals a climax, this card
                          # gets +4000 power and +1 soul until end of turn
SOUL2 = "AZL/S102-TE38"   # a climax, soul + soul


def test_aot_s35_e014_its_own_trigger_check_reveals_a_climax():
    d = deck_with("deck-heads3-armin", [(4, ARMIN), (4, SOUL2)])
    s = make(decks=[d, d], phase="attack", stage=[{0: ARMIN, 1: Y0}, {}],
             deck_top=[[SOUL2, SOUL2], [R0] * 4 + [G0] * 4])
    armin = s.stage[0][0]
    act(s, "attack", attack_id(1, DIRECT))       # another character's check: no
    resolve_order(s)
    assert fired(s, ARMIN) == 0
    act(s, "attack", attack_id(0, DIRECT))
    resolve_order(s)
    assert fired(s, ARMIN) == 1
    assert s.power_of(0, 0) == s.T.power[armin] + 4000
    # soul: printed 1, +1 direct attack, +2 from the soul icons, +1 the ability = 5 damage
    assert [len(e[3]) for e in events(s, "damage")][-1] == 5


# ---- "When you refresh your deck" (seed 000 리프레시) ---------------------------------------------

RIDER = "FS/S77-E103"     # green L0: when you refresh your deck, you may put this card into your stock


def test_fs_s77_e103_when_you_refresh_your_deck():
    d = deck_with("deck-heads3-rider", [(4, RIDER)])
    s = make(decks=[d, d], phase="attack", stage=[{0: Y0, 3: RIDER}, {}],
             deck_top=[[], [R0, R0, R0]])
    rider = s.stage[0][3]
    deck = s.deck[0]
    s.waiting[0] += deck[:-1]                   # one card left: the trigger check empties the deck
    del deck[:-1]
    s.reset_knowledge()
    act(s, "attack", attack_id(0, DIRECT))
    resolve_order(s)
    assert events(s, "refresh") and fired(s, RIDER) == 1
    assert kind(s) == "yes_no" and s.pending[0] == 0
    act(s, "yes_no", 1)
    assert rider in s.stock[0] and s.stage[0][3] == -1


# ---- "When your opponent levels up" --------------------------------------------------------------

SUGUHA = "SAO/S47-E106"   # green L0: when your opponent levels up, if "Fairy Dance" is in your climax
                          # area, look at up to 4 cards from the top of your deck, choose up to 1 …
FAIRY = "SAO/S47-E049"    # climax "Fairy Dance"


def test_sao_s47_e106_when_your_opponent_levels_up():
    d = deck_with("deck-heads3-suguha", [(4, SUGUHA), (4, FAIRY)])
    s = make(decks=[d, d], phase="attack", stage=[{0: Y0, 3: SUGUHA}, {}], climax=[[FAIRY], []],
             clock=[[], [R0] * 4 + [G0] * 2], deck_top=[[R0, Y1, Y1, Y1, Y1], [G0, G0]])
    act(s, "attack", attack_id(0, DIRECT))      # 2 damage: the opponent's clock reaches 7
    assert kind(s) == "level_up" and s.pending[0] == 1
    act(s, "level_up", s.pending[2][0])
    resolve_order(s)
    assert fired(s, SUGUHA) == 1 and s.pending[0] == 0          # seat 0 looks at its deck


def test_sao_s47_e106_not_when_you_level_up():
    d = deck_with("deck-heads3-suguha", [(4, SUGUHA), (4, FAIRY)])
    s = make(decks=[d, d], phase="attack", active=1, stage=[{3: SUGUHA}, {0: Y0}],
             climax=[[FAIRY], []], clock=[[R0] * 4 + [G0] * 2, []], deck_top=[[G0, G0], [R0]])
    act(s, "attack", attack_id(0, DIRECT))
    assert kind(s) == "level_up" and s.pending[0] == 0
    act(s, "level_up", s.pending[2][0])
    resolve_order(s)
    assert fired(s, SUGUHA) == 0


# ---- "At the end of your turn" ---------------------------------------------------------------------

ERWIN = "AOT/S50-E034"    # green L1 《Corps》: [(1) & a 《Corps》 character from your hand to the WR] at
                          # the end of your turn, if this card is in your center stage, you may pay the
                          # cost: deal 1 damage to your opponent


def test_aot_s50_e034_at_the_end_of_your_turn():
    d = deck_with("deck-heads3-erwin", [(4, ERWIN)])
    s = make(decks=[d, d], phase="end", stage=[{0: ERWIN}, {}], hand=[[ERWIN], []], stock=[1, 0],
             deck_top=[[], [R0, R0]])
    assert kind(s) == "yes_no" and s.pending[0] == 0
    act(s, "yes_no", 1)
    clock = len(s.clock[1])
    if kind(s) == "choose":
        act(s, "choose", cid(s, 0, ERWIN))
    assert len(s.clock[1]) == clock + 1 and not s.stock[0]


def test_aot_s50_e034_not_at_the_end_of_your_opponents_turn():
    d = deck_with("deck-heads3-erwin", [(4, ERWIN)])
    s = make(decks=[d, d], phase="end", active=1, stage=[{0: ERWIN}, {}], hand=[[ERWIN], []],
             stock=[1, 0])
    assert fired(s, ERWIN) == 0 and s.active == 0


# ---- "At the beginning of your opponent's climax phase" -------------------------------------------

CHIZURU = "KNK/W86-E041"  # green L2 《Rent-A-GF》: [(1) & a card from your hand] at the beginning of
                          # your opponent's climax phase, if you have another 《Rent-A-GF》 character,
                          # you may pay the cost: +3000 power and an ability until end of turn
RENTAL = "KNK/W86-E034"   # green L0 《Rent-A-GF》


def test_knk_w86_e041_at_the_beginning_of_your_opponents_climax_phase():
    d = deck_with("deck-heads3-chizuru", [(4, CHIZURU), (4, RENTAL)])
    s = make(decks=[d, d], phase="climax", active=1, stage=[{0: CHIZURU, 1: RENTAL}, {}],
             hand=[[G0], []], stock=[1, 0])
    c = s.stage[0][0]
    assert kind(s) == "yes_no" and s.pending[0] == 0
    act(s, "yes_no", 1)
    if kind(s) == "choose":
        act(s, "choose", cid(s, 0, G0))
    assert s.power_of(0, 0) == s.T.power[c] + 3000


def test_knk_w86_e041_not_at_the_beginning_of_your_own_climax_phase():
    d = deck_with("deck-heads3-chizuru", [(4, CHIZURU), (4, RENTAL)])
    s = make(decks=[d, d], phase="climax", stage=[{0: CHIZURU, 1: RENTAL}, {}], hand=[[G0], []],
             stock=[1, 0])
    assert kind(s) == "climax" and fired(s, CHIZURU) == 0


# ---- "When your climax triggers" / "… with [icon] … is placed on your climax area" -----------------

OKARUN = "DDD/S118-E005"  # yellow L0: when your climax triggers, choose 1 of your characters: +1000
KURUMI = "DAL/WE33-E006"  # yellow L0: when your climax with [choice] in its trigger icon is placed on
                          # your climax area, all of your characters get +500 power until end of turn
CHOICE_CX = "DAL/WE33-E024"   # a yellow climax with the choice icon


def test_ddd_s118_e005_when_your_climax_triggers():
    d = deck_with("deck-heads3-okarun", [(4, OKARUN), (4, SOUL2)])
    s = make(decks=[d, d], phase="attack", stage=[{0: OKARUN, 1: Y0}, {}],
             deck_top=[[SOUL2, Y0], [R0, R0, G0, G0]])
    act(s, "attack", attack_id(1, DIRECT))      # a climax revealed by the trigger check
    resolve_order(s)
    assert fired(s, OKARUN) == 1
    act(s, "choose", s.stage[0][0])             # +1000 to one of your characters
    act(s, "attack", attack_id(0, DIRECT))      # no climax
    resolve_order(s)
    assert fired(s, OKARUN) == 1


def test_dal_we33_e006_a_climax_with_the_choice_icon():
    d = deck_with("deck-heads3-kurumi", [(4, KURUMI), (4, CHOICE_CX), (4, CX_POOL)])
    s = make(decks=[d, d], phase="climax", stage=[{0: KURUMI, 1: Y0}, {}],
             hand=[[CHOICE_CX], []], clock=[[Y0], []])
    k = s.stage[0][0]
    act(s, "climax", cid(s, 0, CHOICE_CX))
    assert fired(s, KURUMI) == 1
    assert s.power_of(0, 0) == s.T.power[k] + 500 + 1000       # the climax's own 【CONT】 +1000


def test_dal_we33_e006_not_a_climax_without_it():
    d = deck_with("deck-heads3-kurumi", [(4, KURUMI), (4, CHOICE_CX), (4, CX_POOL)])
    s = make(decks=[d, d], phase="climax", stage=[{0: KURUMI}, {}], hand=[[CX_POOL], []],
             clock=[[G0], []])
    act(s, "climax", cid(s, 0, CX_POOL))
    assert fired(s, KURUMI) == 0


# ---- "【AUTO】 Encore [COST] (its reminder)" ----------------------------------------------------------

MOMON = "OVL/S62-E020"    # yellow L1: Encore [put 1 character from your hand into your waiting room]


def test_ovl_s62_e020_encore_by_a_character_from_the_hand():
    d = deck_with("deck-heads3-momon", [(4, MOMON)])
    s = make(decks=[d, d], phase="encore", stage=[{0: MOMON}, {}], status=[{0: REVERSE}, {}],
             hand=[[R0, G0], []])
    momon = cid(s, 0, MOMON, "waiting")
    assert kind(s) == "encore" and set(s.pending[2]) == {0, 2}      # no 3 stock: its own Encore
    act(s, "encore", 2)
    assert kind(s) == "choose" and set(s.pending[2]) == {cid(s, 0, R0), cid(s, 0, G0)}
    act(s, "choose", cid(s, 0, R0))
    assert s.stage[0][0] == momon and s.status[0][0] == 1


# ---- "When you use "Accelerate"" / "When you use "Backup"" ------------------------------------------

PAREO = "BD/W73-TE15"     # blue L0: Accelerate [the top card of your deck into your clock] at the
                          # beginning of your climax phase, you may pay the cost: this card gets an ability
CHU2 = "BD/W73-E070"      # blue L0: when you use "Accelerate", choose 1 of your characters: +1000
BARBARA = "DG/S03-E119"   # red L2: when you use "Backup", this card gets +2000 power until end of turn
BACKUP = "AW/S43-E103"    # red L1: Backup 1500, level 1 [(0)] (NM/S24-E062 has an AUTO of its own)


def _pareo():
    d = deck_with("deck-heads3-pareo", [(4, PAREO), (4, CHU2)])
    return make(decks=[d, d], phase="climax", stage=[{0: PAREO, 1: CHU2}, {}], deck_top=[[G0], []])


def test_bd_w73_e070_when_you_use_accelerate():
    s = _pareo()
    chu2 = s.stage[0][1]
    assert kind(s) == "yes_no" and fired(s, CHU2) == 0
    act(s, "yes_no", 1)                          # Accelerate: the top card into the clock
    assert s.clock[0] and fired(s, CHU2) == 1
    if kind(s) == "choose":
        act(s, "choose", chu2)
    assert s.power_of(0, 1) == s.T.power[chu2] + 1000


def test_bd_w73_e070_accelerate_declined_is_not_used():
    s = _pareo()
    act(s, "yes_no", 0)
    assert fired(s, CHU2) == 0 and kind(s) == "climax"


def test_dg_s03_e119_when_you_use_backup():
    d = deck_with("deck-heads3-barbara", [(4, BARBARA), (4, BACKUP)])
    s = make(decks=[d, d], phase="attack", active=1, stage=[{2: BARBARA, 3: R0}, {0: Y1}],
             hand=[[BACKUP], []], level=[[R0], []], deck_top=[[G0] * 3, [G0]])
    barbara = s.stage[0][2]
    act(s, "attack", attack_id(0, FRONTAL))      # slot 0 faces Barbara (slot 2)
    assert kind(s) == "counter" and s.pending[0] == 0
    act(s, "counter", cid(s, 0, BACKUP))
    resolve_order(s)
    assert fired(s, BARBARA) == 1                 # (the turn then ends: its modifiers too)
    assert [e[2:5] for e in events(s, "modifier")] == [(barbara, "power", 1500),
                                                       (barbara, "power", 2000)]


# ---- "When your other character is put into your waiting room from the stage" --------------------

ALINA = "MR/W80-E036"     # green L3: [(1) & a card from your hand] (once per turn) when your other
                          # character is put into your waiting room from the stage, if this card is in
                          # your center stage, you may pay the cost: deal 1 damage to your opponent


def test_mr_w80_e036_your_other_character_put_into_the_waiting_room():
    d = deck_with("deck-heads3-alina", [(4, ALINA)])
    s = make(decks=[d, d], stage=[{0: ALINA, 1: Y0}, {}], hand=[[R0, G0, B0], []], stock=[2, 0],
             deck_top=[[], [R0, R0]])
    play(s, 0, R0, 1)                            # R0 replaces Y0: Y0 goes to the waiting room
    assert kind(s) == "yes_no" and fired(s, ALINA) == 1
    act(s, "yes_no", 1)
    clock = len(s.clock[1])
    act(s, "choose", cid(s, 0, G0))              # the cost: a card from the hand
    assert len(s.clock[1]) == clock + 1
    play(s, 0, B0, 1)                            # R0 goes too: once per turn, no more
    assert fired(s, ALINA) == 1 and kind(s) == "main"


def test_mr_w80_e036_itself_put_into_the_waiting_room_does_not_trigger_it():
    d = deck_with("deck-heads3-alina", [(4, ALINA)])
    s = make(decks=[d, d], stage=[{0: ALINA}, {}], hand=[[R0], []], stock=[2, 0])
    play(s, 0, R0, 0)
    assert fired(s, ALINA) == 0 and kind(s) == "main"


# ---- events no card of the pool reads yet (their effects are other areas'): each on a real
# card's printed head, with a plain effect in place of the one not read yet ---------------------

def _card_with(code: str, ability: dict):
    """A deck whose copies of `code` carry `ability` (validated) instead of their own."""
    import dataclasses

    from tcgsim.games.weiss_schwarz.cards import WSDeck

    base = deck_with(f"deck-heads3-{code.replace('/', '')}", [(4, code)])
    a = abilities.validate(ability)
    cards = [dataclasses.replace(c, abilities=(a,)) if c.code == code else c for c in base.cards]
    return WSDeck(base.name + "-head", cards, base.source, base.counts)


FRONTAL_HEAD = "BD/WE35-E12"  # [(1)] When this card frontal attacks, you may pay the cost. If you do, …
GAIN = [{"verb": "power", "target": "self", "amount": 1000, "until": "turn"}]


def test_bd_we35_e12_when_this_card_frontal_attacks():
    d = _card_with(FRONTAL_HEAD, rec("【AUTO】 When this card frontal attacks, this card gets +1000 power "
                                     "until end of turn."))
    s = make(decks=[d, d], phase="attack", stage=[{0: FRONTAL_HEAD, 1: FRONTAL_HEAD}, {2: Y0}],
             deck_top=[[Y0, Y0], [R0, R0, G0]])
    act(s, "attack", attack_id(1, DIRECT))       # a direct attack: no
    resolve_order(s)
    assert fired(s, FRONTAL_HEAD) == 0
    act(s, "attack", attack_id(0, FRONTAL))
    resolve_order(s)
    assert fired(s, FRONTAL_HEAD) == 1


@pytest.mark.parametrize("head,phase,active,fires", [
    ("At the beginning of your opponent's encore step", "encore", 1, True),
    ("At the beginning of your opponent's encore step", "encore", 0, False),
    ("At the beginning of your opponent's main phase", "main", 1, True),
    ("At the beginning of your opponent's main phase", "main", 0, False),
    ("At the end of your opponent's turn", "end", 1, True),
    ("At the end of your opponent's turn", "end", 0, False),
])
def test_the_opponents_phases(head, phase, active, fires):
    """Seat 0's card hears the beginning of the step / phase, or the end, of seat 1's turn."""
    code = "DAL/W79-E086"         # a real character, here with the head given and a plain effect
    d = _card_with(code, {"kind": "auto", "when": rec(f"【AUTO】 {head}, {BODY}")["when"],
                          "effect": GAIN})
    s = make(decks=[d, d], phase=phase, active=active, stage=[{0: code}, {}], hand=[[], [Y0]])
    assert fired(s, code) == (1 if fires else 0)
    if fires:
        assert [e[2:5] for e in events(s, "modifier")] == [(s.stage[0][0], "power", 1000)]


# ---- the heuristic bot plays the new heads --------------------------------------------------------

def test_the_heuristic_bot_plays_decks_with_these_heads():
    from tcgsim.games.weiss_schwarz.bot import HeuristicAgent

    d = deck_with("deck-heads3-bot", [(4, YOTSUBA), (4, MIO), (4, KUROYUKI), (4, YURI), (4, BUBBLEGUM),
                                      (4, YAMI), (4, NINO), (2, SOUL2), (2, CX_CHOICE)])
    for seed in (1, 2):
        s = make(decks=[d, d], seed=seed, log=False)
        bots = [HeuristicAgent(seed), HeuristicAgent(seed + 1)]
        for _ in range(3000):
            if s.is_terminal():
                break
            s.apply((s.pending[1], bots[s.current_player()].act(s)))
        assert s.is_terminal()


# ---- "that character" is the character the event is about ----------------------------------------

KAREN = "RSL/S98-E053"    # red L2: when your other 《Revue》 character is placed on the stage from your
                          # hand, that character gets +1000 power until end of turn
REVUE0 = "RSL/S98-E054"   # a 《Revue》 character


def test_rsl_s98_e053_that_character_is_the_one_placed():
    d = deck_with("deck-heads3-karen", [(4, KAREN), (4, REVUE0)])
    s = make(decks=[d, d], stage=[{0: KAREN}, {}], hand=[[REVUE0], []], stock=[4, 0],
             level=[[R0, R0], []], clock=[[R0], []])
    karen = s.stage[0][0]
    play(s, 0, REVUE0, 1)
    resolve_order(s)
    x = s.stage[0][1]
    assert fired(s, KAREN) == 1
    assert (x, "power", 1000) in [e[2:5] for e in events(s, "modifier")]
    assert not any(e[2] == karen for e in events(s, "modifier"))


# ---- "When you play a "X"" / "When your opponent plays an event" / "… uses an 【ACT】" -------------

HAYASUI = "KC/S42-E067"   # red L2 《Fleet Girl》: (once per turn) when you play a "Offshore Supply",
                          # choose 1 of your characters: +2000 power until end of turn
OFFSHORE = "KC/S42-E072"  # red L1 C1 counter event "Offshore Supply": 1 《Fleet Girl》 +3500
AI = "KGL/S95-E082"       # blue L0: when your opponent plays an event, you may put the top 3 cards of
                          # your deck into your waiting room
SEARCH_CX = "5HY/W83-E099"   # red L1 C1 event: search your deck for up to 1 climax
TAIHO = "KC/S42-E002"     # yellow L3: when your opponent uses an 【ACT】, this card gets +1500 power


def test_kc_s42_e067_when_you_play_the_named_event():
    d = deck_with("deck-heads3-hayasui", [(4, HAYASUI), (4, OFFSHORE)])
    s = make(decks=[d, d], phase="attack", active=1, stage=[{2: HAYASUI}, {0: Y1}],
             hand=[[OFFSHORE], []], level=[[R0], []], clock=[[R0], []], stock=[1, 0],
             deck_top=[[G0, G0], [G0]])
    h = s.stage[0][2]
    act(s, "attack", attack_id(0, FRONTAL))
    act(s, "counter", cid(s, 0, OFFSHORE))
    resolve_order(s)
    assert fired(s, HAYASUI) == 1
    assert [e[2:5] for e in events(s, "modifier") if e[3] == "power"] == [(h, "power", 3500),
                                                                          (h, "power", 2000)]


def test_kgl_s95_e082_when_your_opponent_plays_an_event():
    d = deck_with("deck-heads3-ai", [(4, AI), (4, SEARCH_CX), (4, CX_POOL)])
    s = make(decks=[d, d], active=1, stage=[{0: AI}, {}], hand=[[], [SEARCH_CX]],
             level=[[], [R0]], clock=[[], [R0]], stock=[0, 1])
    act(s, "main", cid(s, 1, SEARCH_CX))
    while kind(s) == "choose" and s.pending[0] == 1:       # seat 1's search first (its turn)
        act(s, "choose", s.pending[2][0])
    assert kind(s) == "yes_no" and s.pending[0] == 0 and fired(s, AI) == 1
    w = len(s.waiting[0])
    act(s, "yes_no", 1)
    assert len(s.waiting[0]) == w + 3


def test_kgl_s95_e082_not_when_you_play_one():
    d = deck_with("deck-heads3-ai", [(4, AI), (4, SEARCH_CX), (4, CX_POOL)])
    s = make(decks=[d, d], stage=[{0: AI}, {}], hand=[[SEARCH_CX], []], level=[[R0], []],
             clock=[[R0], []], stock=[1, 0])
    act(s, "main", cid(s, 0, SEARCH_CX))
    while kind(s) == "choose":
        act(s, "choose", s.pending[2][0])
    assert fired(s, AI) == 0


def test_kc_s42_e002_when_your_opponent_uses_an_act():
    d = deck_with("deck-heads3-taiho", [(4, TAIHO), (4, SACHI)])
    s = make(decks=[d, d], active=1, stage=[{0: TAIHO}, {0: SACHI}])
    t = s.stage[0][0]
    act(s, "main", 100)                        # seat 1 uses Sachi's 【ACT】 (slot 0, ability 0)
    resolve_order(s)
    assert fired(s, TAIHO) == 1 and s.power_of(0, 0) == s.T.power[t] + 1500


# ---- "When your character's trigger check reveals an event card" ----------------------------------

PRIESTESS = "GBS/S63-E061"    # blue L0: when your character's trigger check reveals an event card,
                              # choose 1 of your characters: +2000 power until end of turn


def test_gbs_s63_e061_a_trigger_check_reveals_an_event():
    d = deck_with("deck-heads3-priestess", [(4, PRIESTESS), (4, SEARCH_CX), (4, CX_POOL)])
    s = make(decks=[d, d], phase="attack", stage=[{0: Y0, 1: Y0, 3: PRIESTESS}, {}],
             deck_top=[[SEARCH_CX, G0], [R0, R0, R0, R0]])
    act(s, "attack", attack_id(0, DIRECT))     # the check reveals the event
    resolve_order(s)
    assert fired(s, PRIESTESS) == 1
    act(s, "choose", s.stage[0][1])
    act(s, "attack", attack_id(1, DIRECT))     # a character: no
    resolve_order(s)
    assert fired(s, PRIESTESS) == 1


# ---- "When your other 《T》 character's battle opponent becomes 【REVERSE】" --------------------------

SHALLTEAR = "OVL/S62-E068"    # red L1 《Grotesque Race》《Nazarick》: when your other 《Grotesque Race》 or
                              # 《Nazarick》 character's battle opponent becomes 【REVERSE】: +3000
NAZARICK = "OVL/S62-E018"     # yellow L1 《Nazarick》 6500


def test_ovl_s62_e068_only_when_the_other_character_matches():
    d = deck_with("deck-heads3-shalltear", [(4, SHALLTEAR), (4, NAZARICK)])
    s = make(decks=[d, d], phase="attack", stage=[{0: NAZARICK, 1: Y1, 3: SHALLTEAR}, {2: R0, 1: R0}],
             deck_top=[[G0, G0], [G0, G0, B0, B0, B0]])
    sh = s.stage[0][3]
    act(s, "attack", attack_id(1, FRONTAL))    # Y1 (5000, not 《Nazarick》) reverses R0: no
    resolve_order(s)
    assert fired(s, SHALLTEAR) == 0
    act(s, "attack", attack_id(0, FRONTAL))    # 《Nazarick》 6500 reverses R0
    resolve_order(s)
    assert fired(s, SHALLTEAR) == 1
    assert (sh, "power", 3000) in [e[2:5] for e in events(s, "modifier")]


# ---- "During the turn that this card is placed … from your hand or by a "Change" effect" ----------

def test_placed_turn_or_by_a_change_effect():
    s = _yui(stage=[{0: YUI}, {}])
    yui = s.stage[0][0]
    assert not s.condition_holds(0, yui, {"placed_turn": "or_change"})
    s.placed_by_change_heads(yui)              # verbs.fire_placed_by: a "Change" effect placed it
    assert s.condition_holds(0, yui, {"placed_turn": "or_change"})
    assert not s.condition_holds(0, yui, {"placed_turn": True})     # not from the hand


# ---- "When the character facing this card attacks" (frontal or side; a direct attack faces none) --

FACING_HEAD = "RKN/S115-E048"   # When the character facing this card attacks, … (a plain effect here)


@pytest.mark.parametrize("how,fires", [(FRONTAL, 1), (2, 1)])
def test_rkn_s115_e048_when_the_character_facing_this_card_attacks(how, fires):
    d = _card_with(FACING_HEAD, rec(f"【AUTO】 When the character facing this card attacks, {BODY}"))
    s = make(decks=[d, d], phase="attack", stage=[{0: Y0, 1: Y0}, {2: FACING_HEAD, 0: FACING_HEAD}],
             deck_top=[[G0, G0], [G0, G0, G0]])
    act(s, "attack", attack_id(0, how))        # seat 0's slot 0 faces seat 1's slot 2
    resolve_order(s)
    assert fired(s, FACING_HEAD) == fires
    assert all(e[3] == s.stage[1][2] for e in events(s, "ability"))   # not the one in slot 0


# ---- 'When "A" or "B" is placed on your climax area' ---------------------------------------------

AQUA = "OSK/S107-E050"    # red L1: [return this card to your hand] when "High School Debut Round Two"
                          # or "Manga-Based Drama" is placed on your climax area, you may pay the cost:
                          # reveal the top card of your deck; level 1 or higher: into your hand
DEBUT = "OSK/S107-E064"   # climax "High School Debut Round Two" (red)
DRAMA = "OSK/S107-E065"   # climax "Manga-Based Drama" (red)


@pytest.mark.parametrize("climax,fires", [(DEBUT, 1), (DRAMA, 1), (CX_POOL, 0)])
def test_osk_s107_e050_either_named_climax(climax, fires):
    d = deck_with("deck-heads3-aqua", [(4, AQUA), (2, DEBUT), (2, DRAMA), (2, CX_POOL)])
    s = make(decks=[d, d], phase="climax", stage=[{0: AQUA}, {}], hand=[[climax], []],
             clock=[[R0], []], level=[[G0], []])
    act(s, "climax", cid(s, 0, climax))
    resolve_order(s)                           # the climax's own 【AUTO】 first
    while kind(s) == "choose" and fired(s, AQUA) == 0:
        act(s, "choose", s.pending[2][0])
    assert fired(s, AQUA) == fires


# ---- "When your other character becomes 【REVERSE】" (in battle or by an effect) --------------------

REVERSED_HEAD = "SAO/S51-E036"  # a real character, here with the head given and a plain effect


def test_when_your_other_character_becomes_reverse_in_battle_or_not():
    d = _card_with(REVERSED_HEAD, rec(f"【AUTO】 When your other character becomes 【REVERSE】, {BODY}"))
    s = make(decks=[d, d], phase="attack", stage=[{0: R0, 1: G0, 3: REVERSED_HEAD}, {2: Y0}],
             deck_top=[[G0, G0], [G0, G0, B0]])
    act(s, "attack", attack_id(0, FRONTAL))    # R0 becomes 【REVERSE】 in battle
    resolve_order(s)
    assert fired(s, REVERSED_HEAD) == 1
    g = s.stage[0][1]
    s.step_reverse_chosen(g)                   # an effect's "【REVERSE】 that character" (verbs_battle)
    assert s.pending_auto == [(0, s.stage[0][3], 0, g)]      # waits for the next check timing
