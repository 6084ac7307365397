"""Card rulings for the damage wordings (importer_damage.py): the reminder "(This damage may
be canceled)" (seed 000 데미지: damage by an effect is canceled by a revealed climax, so the
reminder says nothing the damage verb does not), "you may deal N damage to your opponent"
and "deal N damage to your opponent K times" -- K damages, each its own damage event that
is canceled or not on its own. Recogniser tables on real cards, a scenario, near misses.
"""

from __future__ import annotations

from ws_helpers import community_abilities, DIRECT, act, attack_id, deck_with, kind, opts

import tcgsim
from tcgsim.games.weiss_schwarz import importer as I
from tcgsim.games.weiss_schwarz import importer_kinds as ik
from tcgsim.games.weiss_schwarz.scenario import scenario

G = tcgsim.game("weiss-schwarz")
CHAR = {"type": "character"}
FT_TWICE = "FT/S120-E002"      # 【AUTO】 【CXCOMBO】 … deal 1 damage to your opponent 2 times
FT_CX = "FT/S120-E024"         # "Sparks of Revenge"
FT_0A, FT_0B = "FT/S120-E001", "FT/S120-E003"
KC_MAY = "KC/S42-E063"         # … If that card is a climax, you may deal 1 damage …



def test_deal_damage_k_times_is_a_repetition_of_the_damage():
    a = [x for x in community_abilities(FT_TWICE) if x.get("when") == "attacks"]
    assert a and a[0]["cost"] == [{"discard": 2}] and a[0]["condition"] == {"climax": "Sparks of Revenge"}
    assert a[0]["effect"] == [{"verb": "repeat_n", "n": 2, "effect": [{"verb": "damage", "n": 1}]}]


def test_you_may_deal_damage_after_a_condition_is_the_may_wrapper():
    a = [x for x in community_abilities(KC_MAY) if x.get("when") == "placed_from_hand"]
    assert a and a[0]["effect"][-1]["then"] == [{"verb": "may", "then": [{"verb": "damage", "n": 1}]}]


def test_the_cancel_reminder_is_dropped_with_or_without_other_reminders():
    got, _ = ik.recognise("【AUTO】 [(1)] When this card is placed on the stage from your hand, you may pay the "
                          "cost. If you do, deal 1 damage to your opponent. (This damage may be canceled)", CHAR)
    assert got["effect"] == [{"verb": "damage", "n": 1}]
    got, _ = ik.recognise("【AUTO】 When this card is placed on the stage from your hand, reveal the top card of "
                          "your deck. If that card is a climax, you may deal 1 damage to your opponent. (This "
                          "damage may be canceled. The revealed card is returned to its original place)", CHAR)
    assert got is not None and got["effect"][0]["then"][0]["verb"] == "may"


def test_near_misses_stay_unsupported():
    # "you may" before a damage followed by more: does the may cover the rest? not read
    assert ik.recognise("【AUTO】 When this card attacks, reveal the top card of your deck. If that card is a "
                        "climax, you may deal 1 damage to your opponent, and this card gets +1000 power until "
                        "end of turn.", CHAR)[0] is None
    # damage that may NOT be canceled is another damage
    assert ik.recognise("【AUTO】 When this card attacks, deal 1 damage to your opponent 2 times. (This damage "
                        "cannot be canceled)", CHAR)[0] is None


def test_two_damages_are_canceled_separately():
    """FT/S120-E002 attacks with "Sparks of Revenge" in the climax area and pays 2 cards: the
    first 1 damage reveals a climax and is canceled, the second is a new damage that reveals
    the next card and is not (seed 000 데미지: each damage is its own event)."""
    d = deck_with("kw-ft", [(4, FT_TWICE), (4, FT_CX), (4, FT_0A), (4, FT_0B)])
    s = scenario(G, decks=[d, d], phase="attack", stage=[{0: FT_TWICE}, {}], climax=[[FT_CX], []],
                 hand=[[FT_0A, FT_0B], []], deck_top=[[FT_0A], [FT_CX, FT_0B]])
    cx, second = s.deck[1][-1], s.deck[1][-2]
    n = len(s.log)
    act(s, "attack", attack_id(0, DIRECT), settle=False)
    assert kind(s) == "yes_no"
    act(s, "yes_no", 1)                      # pay the cost
    while kind(s) == "choose":
        act(s, "choose", opts(s)[0])
    events = [e for e in s.log[n:] if e[0] in ("damage", "damage_canceled", "trigger")]
    assert events[0] == ("damage_canceled", -1, 1, (cx,))
    assert events[1] == ("damage", -1, 1, (second,))
    assert events[2][0] == "trigger"         # then the attack goes on to its trigger step
    assert cx in s.waiting[1] and second in s.clock[1]
