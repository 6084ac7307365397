"""Card rulings for the 【AUTO】 heads issue 15 added (importer_kinds.PLACED_BY, EVENT_TEXT):
"When this card is placed on the stage from your hand or by the 【AUTO】 effect of "X"" (and
"… or by a "Change" effect", "… or by "X"", an event) -- the placed character knows which
effect placed it (verbs.fire_placed_by); "When this card direct attacks" (attack.py, at the
declaration of a direct attack only). Seed 000 (자동 능력): an 【AUTO】 triggers on its event and
waits for the next check timing. Each a stacked scenario on a real card of the pool, named by its
code; plus the recogniser's tables. Card text: ../shared/data/weiss_schwarz/cards/*.json.
"""

from __future__ import annotations

from ws_helpers import (CX_STANDBY, DIRECT, FRONTAL, G0, PASS, R0, Y0, act, attack_id, cid,
                        deck_with, events, kind, make, play)

from tcgsim.games.weiss_schwarz import importer_kinds

AKAGI = "AZL/S102-TE55"   # green L3: placed from hand or by the 【AUTO】 effect of "Kaga": may heal 1
KAGA = "AZL/S102-TE56"    # green L3: placed from hand, [(1)]: "Akagi" from the WR onto the stage
MEIYUI = "MR/W59-E018"    # yellow L0 soul 1: direct attacks: +1 soul (and +1 in the middle, CONT)
CX = "5HY/W83-E062"       # a climax (pool)


def rec(line):
    a, _ = importer_kinds.recognise(line, {"type": "character"})
    return a


def resolve_order(s):
    while kind(s) == "order":
        act(s, "order", s.pending[2][0])


# ---- the recogniser --------------------------------------------------------------------------

def test_placed_from_hand_or_by_heads():
    heal = [{"verb": "heal", "n": 1, "optional": True}]
    a = rec('【AUTO】 When this card is placed on the stage from your hand or by the 【AUTO】 effect of '
            '"Kaga", you may put the top card of your clock into your waiting room.')
    assert a == {"kind": "auto", "when": "placed_from_hand_or_by",
                 "by": {"name": "Kaga", "kind": "auto"}, "effect": heal}
    a = rec('【AUTO】 When this card is placed on the stage from your hand or by a "Change" effect, you '
            'may put the top card of your clock into your waiting room.')
    assert a["by"] == {"change": True}
    a = rec('【AUTO】 When this card is placed on the stage from your hand or by the 【ACT】 effect of '
            '"Harbored Feelings, Miku Nakano", you may put the top card of your clock into your waiting '
            'room.')
    assert a["by"] == {"name": "Harbored Feelings, Miku Nakano", "kind": "act"}
    a = rec('【AUTO】 When this card is placed on the stage from your hand or by "Fusion", you may put the '
            'top card of your clock into your waiting room.')
    assert a["by"] == {"name": "Fusion"}
    a = rec('【AUTO】 When this card is placed on the stage from your hand or by the 【CXCOMBO】 effect of '
            '"A Step Towards the Future, Kureiji Ollie", you may put the top card of your clock into '
            'your waiting room.')
    assert a["by"] == {"name": "A Step Towards the Future, Kureiji Ollie"}     # any of its effects


def test_direct_attacks_head_and_near_misses():
    a = rec("【AUTO】 When this card direct attacks, this card gets +1 soul until end of turn.")
    assert a == {"kind": "auto", "when": "direct_attacks", "effect": [
        {"verb": "soul", "target": "self", "amount": 1, "until": "turn"}]}
    assert rec("【AUTO】 When this card side attacks, this card gets +1 soul until end of turn.") is None
    # a name holding quotes is not read (the community text's nested quotes are ambiguous)
    assert rec('【AUTO】 When this card is placed on the stage from your hand or by the 【AUTO】 effect of '
               '"Sasha: "Wandering the Forest"", you may put the top card of your clock into your '
               'waiting room.') is None


# ---- "from your hand or by the 【AUTO】 effect of "Kaga"" ---------------------------------------

def _deck():
    return deck_with("deck-heads2-akagi-kaga", [(4, AKAGI), (4, KAGA), (4, CX_STANDBY), (4, CX)])


def test_azl_s102_te55_placed_by_kagas_auto_effect_heals():
    s = make(decks=[_deck(), _deck()], hand=[[KAGA], []], waiting=[[AKAGI], []],
             level=[[G0, G0, G0], []], stock=[[Y0, Y0, Y0], []], clock=[[R0, Y0], []])
    akagi = cid(s, 0, AKAGI, "waiting")
    top = s.clock[0][-1]
    play(s, 0, KAGA, 0)
    resolve_order(s)
    act(s, "yes_no", 1)                       # Kaga: pay (1)
    act(s, "choose", akagi)
    act(s, "slot", 1)
    assert s.stage[0][1] == akagi
    resolve_order(s)
    assert kind(s) == "yes_no" and s.pending[0] == 0     # Akagi: "you may" heal
    act(s, "yes_no", 1)
    assert top in s.waiting[0] and len(s.clock[0]) == 1


def test_azl_s102_te55_placed_from_hand_heals_too():
    s = make(decks=[_deck(), _deck()], hand=[[AKAGI], []], level=[[G0, G0, G0], []],
             stock=[[Y0, Y0], []], clock=[[R0, Y0], []])
    top = s.clock[0][-1]
    play(s, 0, AKAGI, 0)
    resolve_order(s)
    act(s, "yes_no", 1)
    assert top in s.waiting[0]


def test_azl_s102_te55_placed_by_the_standby_trigger_does_not_heal():
    """Placed from the waiting room by a trigger icon's effect (not Kaga's): no heal."""
    s = make(decks=[_deck(), _deck()], phase="attack", stage=[{1: Y0}, {}],
             deck_top=[[CX_STANDBY], [Y0, Y0]], waiting=[[AKAGI], []], level=[[G0, G0], []],
             clock=[[R0, Y0], []])
    akagi = cid(s, 0, AKAGI, "waiting")
    clock = list(s.clock[0])
    act(s, "attack", attack_id(1, DIRECT))
    assert kind(s) == "choose" and set(s.pending[2]) == {akagi, PASS}     # the standby icon
    act(s, "choose", akagi)
    act(s, "slot", 3)
    assert s.stage[0][3] == akagi
    resolve_order(s)
    assert kind(s) != "yes_no" and s.clock[0] == clock


# ---- "When this card direct attacks" ---------------------------------------------------------

def _meiyui(opponent_stage):
    d = deck_with("deck-heads2-meiyui", [(4, MEIYUI), (4, CX)])
    return make(decks=[d, d], phase="attack", stage=[{0: MEIYUI}, opponent_stage],
                deck_top=[[Y0], [Y0, Y0, R0]])


def test_mr_w59_e018_a_direct_attack_gets_one_more_soul():
    """Direct attack: soul 1 + 1 (seed 000 다이렉트 어택) + 1 (the ability) = 3 damage."""
    s = _meiyui({})
    act(s, "attack", attack_id(0, DIRECT))
    resolve_order(s)
    assert [len(e[3]) for e in events(s, "damage")] == [3]      # the turn ends: one attacker
    assert len(events(s, "ability")) == 1


def test_mr_w59_e018_a_frontal_attack_does_not_trigger_it():
    s = _meiyui({2: Y0})                      # the opponent's slot 2 faces slot 0
    act(s, "attack", attack_id(0, FRONTAL))
    resolve_order(s)
    assert s.soul_of(0, 0) == 1 and not events(s, "ability")
    assert [len(e[3]) for e in events(s, "damage")] == [1]


# ---- "… or by a "Change" effect" (seed 000 체인지) ----------------------------------------------

UBW = "FS/S36-E003"       # yellow L3: placed from hand or by a "Change" effect: draw up to 1, +2000
PUNCH = "FS/S36-E015"     # yellow L2: Change [(1) this card into the WR] at the beginning of your
                          # draw phase: "“Unlimited Blade Works” Shirou" of the WR onto its position


def test_fs_s36_e003_placed_by_a_change_effect_draws_and_gets_2000():
    d = deck_with("deck-heads2-ubw", [(4, UBW), (4, PUNCH), (4, CX)])
    s = make(decks=[d, d], phase="draw", stage=[{0: PUNCH}, {}], waiting=[[UBW], []],
             stock=[[Y0], []])
    ubw = cid(s, 0, UBW, "waiting")
    act(s, "yes_no", 1)                       # Change: pay (1), this card into the WR
    act(s, "choose", ubw)
    assert s.stage[0][0] == ubw
    resolve_order(s)
    assert kind(s) == "yes_no"                # "draw up to one card"
    hand = len(s.hand[0])
    act(s, "yes_no", 1)
    assert len(s.hand[0]) == hand + 2         # its 1 card, then the draw phase's own draw
    assert s.power_of(0, 0) == s.T.power[ubw] + 2000


# ---- "When A or B": one ability, two events (or_when) -----------------------------------------

FIVE = "5HY/W101-E016"    # yellow L0 《Quintuplets》: [a 《Quintuplets》 character from hand into WR]
                          # placed from hand or put into your WR from the stage: may pay, draw 1
ANNOYING = "GRI/S72-E013"   # yellow L1: Change (climax phase): "Natural Born …" onto its position
NATURAL = "GRI/S72-E063"    # red L1: placed from hand or waiting room: may put "Annoying
                            # Tsundere, Michiru" of the WR under it as a marker


def test_or_when_recognised():
    a = rec("【AUTO】 When this card attacks or is frontal attacked, this card gets +1000 power until "
            "end of turn.")
    assert a["when"] == "attacks" and a["or_when"] == "frontal_attacked"
    a = rec('【AUTO】 When this card is placed on the stage from your hand or waiting room, you may put '
            'the top card of your clock into your waiting room.')
    assert a["when"] == "placed_from_hand" and a["or_when"] == "placed_from_waiting"


def test_5hy_w101_e016_put_into_the_waiting_room_from_the_stage_draws():
    d = deck_with("deck-heads2-five", [(4, FIVE), (4, CX)])
    s = make(decks=[d, d], stage=[{0: FIVE}, {}], hand=[[Y0, FIVE], []])
    five = cid(s, 0, FIVE, "stage")
    cost = cid(s, 0, FIVE)
    play(s, 0, Y0, 0)                          # Y0 replaces it: it goes to the waiting room
    assert five in s.waiting[0]
    resolve_order(s)
    assert kind(s) == "yes_no"                 # the second event of the same ability
    act(s, "yes_no", 1)
    act(s, "choose", cost)
    assert cost in s.waiting[0] and len(s.hand[0]) == 1          # the cost paid, 1 card drawn


def test_5hy_w101_e016_placed_from_hand_draws():
    d = deck_with("deck-heads2-five", [(4, FIVE), (4, CX)])
    s = make(decks=[d, d], hand=[[FIVE, FIVE], []])
    play(s, 0, FIVE, 0)
    resolve_order(s)
    while kind(s) == "yes_no" and s.pending[3][0] != "pay_then_resolve":
        act(s, "yes_no", 0)                    # the first ability's "you may": no
    assert kind(s) == "yes_no" and s.pending[3][0] == "pay_then_resolve"
    act(s, "yes_no", 1)
    act(s, "choose", s.hand[0][0])
    assert len(s.hand[0]) == 1


def test_gri_s72_e063_placed_from_the_waiting_room_by_change_takes_its_marker():
    """Seed 000 체인지: Annoying Michiru goes to the WR, Natural Born Michiru comes from the WR
    onto its position; "placed … from your hand or waiting room" fires, and it may take
    Annoying Michiru from the WR as a face-up marker."""
    d = deck_with("deck-heads2-michiru", [(4, ANNOYING), (4, NATURAL), (4, CX)])
    s = make(decks=[d, d], phase="climax", stage=[{0: ANNOYING}, {}], waiting=[[NATURAL], []])
    annoying = cid(s, 0, ANNOYING, "stage")
    natural = cid(s, 0, NATURAL, "waiting")
    resolve_order(s)
    act(s, "yes_no", 1)                        # Change: this card into the WR
    act(s, "choose", natural)
    assert s.stage[0][0] == natural and annoying in s.waiting[0]
    resolve_order(s)
    act(s, "yes_no", 1)                        # "you may choose"
    assert kind(s) == "choose" and annoying in s.pending[2]
    act(s, "choose", annoying)
    assert s.markers[0][0] == [annoying]


AOT_ACT = "AOT/SX04-079"   # 【ACT】 [this card into the WR] "Armored Titan: Show of Resistance" of the WR
                           # onto the position this card was on -- no "Change" keyword


def test_only_a_change_keyword_ability_places_by_a_change_effect():
    """Glossary 체인지: "placed by a "Change" effect" names the Change keyword's effect; an 【ACT】
    that puts a card where this one was is not one (the placer notes the printed keyword)."""
    d = deck_with("deck-heads2-placer", [(4, UBW), (4, PUNCH), (4, AOT_ACT), (4, CX)])
    s = make(decks=[d, d], stage=[{0: PUNCH, 1: AOT_ACT}, {}])
    assert "placed_from_hand_or_by" in s.T.live_events
    for code, slot, change in ((PUNCH, 0, 1), (AOT_ACT, 1, 0)):
        c = s.stage[0][slot]
        i, a = next((i, a) for i, a in enumerate(s.T.abils[c])
                    if "to_stage" in str(a.get("effect")))
        k = next(k for k, e in enumerate(a["effect"]) if e.get("verb") == "to_stage")
        s._note_placer(c, a["effect"][k], f"{c}.{i}.effect.{k}")
        assert s.ctx.pop("placer") == [c, a["kind"], change], code
