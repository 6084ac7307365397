"""Card rulings for the built-in deck 5hy-nino (The Quintessential Quintuplets, Nino): every
supported printed ability of every card, each as a stacked scenario (scenario.py) asserted
like a judge's ruling. Card text: ../shared/data/weiss_schwarz/cards/5HY_*.json.

5HY/W101-E058's trigger-check ability is supported: its [STANDBY] icon, missing from the
community text, was restored from weiss-sim's card database (importer.TEXT_FIXES).
Not supported yet (see the report of the work that added these tests): 5HY/W90-E049's
Backup while in hand (the counter step reads printed Backups only)."""

from __future__ import annotations

import tcgsim
from ws_helpers import code, first, play, DIRECT, FRONTAL, PASS, REST, REVERSE, SIDE, STAND, act, attack_id, cid, \
    deck_with, events, kind, look_through, opts, who

from tcgsim.games.weiss_schwarz.scenario import scenario

LOVE = "5HY/W101-E058"      # Great Love, Nino Nakano
RESOLVE = "5HY/W101-E066"   # Our Resolve, Nino Nakano
WAR = "5HY/W101-E077"       # Declaration of War Over Love (climax)
HELPED = "5HY/W101-E089"    # Secretly Being Helped, Nino Nakano
TAKO = "5HY/W101-E090"      # Takoyaki Faction, Nino Nakano
QUINT = "5HY/W83-E066"      # The Quintessential Quintuplets, Nino Nakano
BATH = "5HY/W83-E107"       # Fresh From a Bath, Nino Nakano
FIRM = "5HY/W83-E113"       # Firm Resolve, Nino Nakano
GUARD = "5HY/W83-E121"      # Why So Guarded? Nino Nakano
PILLS = "5HY/W83-E127"      # Sleeping Pills, Nino Nakano
ITSUKI = "5HY/W90-E049"     # Gentle and Sincere, Itsuki Nakano
MAIDEN = "5HY/W90-E051"     # Wholehearted Maiden, Nino Nakano
TAKEOFF = "5HY/W90-E052"    # Love Taking Off, Nino Nakano
ICHIKA = "5HY/W90-E056"     # Secretly Making an Effort, Ichika Nakano
PARTING = "5HY/W90-E070"    # Parting Words, Nino Nakano
STRAIGHT = "5HY/W90-E078"   # Straightforward Feelings (climax)
UNSTOP = "5HY/W90-E080"     # Unstoppable Feelings (climax)
GIFT = "5HY/W90-E088"       # Head Start on Gifting, Nino Nakano
APPROACH = "5HY/WE43-E23"   # Approach With Utmost Effort, Nino Nakano
ONGOING = "5HY/WE43-E33"    # Ongoing Story, Nino Nakano
VOID = "5HY/W101-E048"      # Feelings Void of Lies (climax, [TREASURE]: not in the deck)

G = tcgsim.game("weiss-schwarz")


def make(decks=None, **kw):
    d = G.deck("5hy-nino")
    return scenario(G, decks=decks or [d, d], **kw)





# ---- 5HY/W101-E058 Great Love ---------------------------------------------------------------

def test_great_love_gives_other_nino_characters_a_look_2_keep_1_on_top_when_they_attack():
    s = make(phase="attack", stage=[{1: GIFT, 3: LOVE}, {}], deck_top=[[WAR, BATH, GUARD], []])
    act(s, "attack", attack_id(1, DIRECT))
    assert look_through(s) == 2                          # the granted ability: up to 2
    assert kind(s) == "choose"
    bath = first(s, BATH)
    act(s, "choose", bath)
    assert cid(s, 0, WAR, "waiting") >= 0               # the rest to the waiting room
    assert events(s, "trigger")[-1][3] == bath          # the kept card was on top


def test_great_love_does_not_give_itself_the_ability():
    s = make(phase="attack", stage=[{1: LOVE}, {}], deck_top=[[WAR, BATH], []])
    act(s, "attack", attack_id(1, DIRECT))
    assert not events(s, "look")


def test_great_love_gives_a_chosen_character_3000_when_the_trigger_check_reveals_a_standby_climax():
    s = make(phase="attack", stage=[{1: LOVE, 0: GIFT}, {}], deck_top=[[WAR], []])
    love, gift = s.stage[0][1], s.stage[0][0]
    assert "standby" in s.T.triggers[s.deck[0][-1]]      # Declaration: soul + standby
    act(s, "attack", attack_id(1, DIRECT))
    assert any(e[3] == love for e in events(s, "ability"))
    assert kind(s) == "choose" and set(opts(s)) == {love, gift}   # any of your characters
    act(s, "choose", gift)
    assert events(s, "modifier")[-1][2:5] == (gift, "power", 3000)
    assert (gift, "power", 3000, s.turn) in s.mods         # until end of turn
    assert s.power_of(0, 0) == 2000 + 3000


def test_great_love_alone_takes_the_3000_itself_without_a_choice():
    s = make(phase="attack", stage=[{1: LOVE}, {}], deck_top=[[UNSTOP], []])
    love, turn = s.stage[0][1], s.turn
    before = s.power_of(0, 1)
    act(s, "attack", attack_id(1, DIRECT))
    # the only character fits "choose 1 of your characters": taken without asking
    assert [e[2:] for e in events(s, "modifier") if e[3] == "power"] == [(love, "power", 3000, turn)]
    assert s.active == 1 and s.power_of(0, 1) == before  # (its only attack: the turn has ended)


def test_great_love_does_not_trigger_on_a_character_or_a_climax_without_standby():
    s = make(phase="attack", stage=[{1: LOVE, 0: GIFT}, {}], deck_top=[[PARTING], []])
    love = s.stage[0][1]
    act(s, "attack", attack_id(1, DIRECT))               # a character: no climax revealed
    assert events(s, "trigger") and not any(e[3] == love for e in events(s, "ability"))
    assert not [e for e in events(s, "modifier") if e[3] == "power" and e[4] == 3000]
    d = deck_with("love-void", [(4, LOVE), (4, GIFT), (1, VOID)])
    s = make(decks=[d, d], phase="attack", stage=[{1: LOVE, 0: GIFT}, {}], deck_top=[[VOID], []])
    love = s.stage[0][1]
    assert s.T.cards[s.deck[0][-1]].type == "climax"
    assert "standby" not in s.T.triggers[s.deck[0][-1]]  # a [TREASURE] climax
    act(s, "attack", attack_id(1, DIRECT))
    assert events(s, "icon")[-1][4] == "treasure"
    act(s, "yes_no", 0)                                  # the treasure icon's stock: declined
    assert kind(s) == "attack"                           # the first attack is over: no choice
    assert not any(e[3] == love for e in events(s, "ability"))
    assert not [e for e in events(s, "modifier") if e[3] == "power" and e[4] == 3000]


def test_great_love_does_not_trigger_on_the_opponents_trigger_check():
    s = make(active=1, phase="attack", stage=[{0: LOVE}, {1: GIFT}], deck_top=[[], [WAR]])
    love = s.stage[0][0]
    act(s, "attack", attack_id(1, DIRECT))               # the opponent reveals a standby climax
    assert events(s, "trigger")[-1][2] == 1
    assert not any(e[3] == love for e in events(s, "ability"))


# ---- 5HY/W101-E066 Our Resolve, 5HY/W101-E077 Declaration of War Over Love ---------------------

def test_our_resolve_gives_other_quintuplets_1500():
    s = make(stage=[{0: RESOLVE, 1: GIFT, 2: ICHIKA}, {}])
    assert s.power_of(0, 1) == 2000 + 1500 and s.power_of(0, 2) == 2000 + 1500
    assert s.power_of(0, 0) == 10500


def test_declaration_standbys_our_resolve_which_stands_and_gives_everyone_the_look_ability():
    s = make(phase="climax", hand=[[WAR], []], level=[[LOVE, LOVE], []], clock=[[TAKO], []],
             waiting=[[RESOLVE], []], stage=[{1: GIFT}, {}],
             deck_top=[[BATH, GUARD, PILLS, PARTING], []])
    act(s, "climax", cid(s, 0, WAR))                     # the standby effect
    r = cid(s, 0, RESOLVE, "waiting")
    act(s, "choose", r)
    act(s, "slot", 0)
    assert s.stage[0][0] == r and s.status[0][0] == REST
    act(s, "yes_no", 1)                                  # pay: the climax to the waiting room
    assert not s.climax[0] and cid(s, 0, WAR, "waiting") >= 0
    assert s.status[0][0] == STAND
    act(s, "attack", attack_id(1, DIRECT))               # Head Start attacks: granted look
    look_through(s)
    assert kind(s) == "choose" and events(s, "look")


def test_our_resolve_standby_by_the_trigger_icon_is_not_by_the_climaxs_effect():
    s = make(phase="climax", hand=[[UNSTOP], []], level=[[LOVE, LOVE], []], clock=[[TAKO], []],
             waiting=[[RESOLVE], []], stage=[{1: GIFT}, {}])
    act(s, "climax", cid(s, 0, UNSTOP))                  # another climax's standby
    act(s, "choose", cid(s, 0, RESOLVE, "waiting"))
    act(s, "slot", 0)
    assert kind(s) == "attack"                           # no payment offered


# ---- 5HY/W101-E089 Secretly Being Helped ----------------------------------------------------------

def test_secretly_being_helped_backup_and_2_damage_with_5_nino_characters():
    s = make(active=1, phase="attack", hand=[[HELPED, GIFT], []], level=[[LOVE, LOVE], []],
             stock=[2, 0], stage=[{0: GIFT, 1: GIFT, 2: GIFT, 3: QUINT, 4: QUINT}, {1: GIFT}],
             deck_top=[[PARTING], [PARTING, PARTING, PARTING]])
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "counter", cid(s, 0, HELPED))
    assert events(s, "backup")[-1][5] == 2500
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, GIFT))
    assert len(s.clock[1]) >= 2


# ---- 5HY/W101-E090 Takoyaki Faction ---------------------------------------------------------------

def test_takoyaki_gets_2500_for_each_other_quintuplets_in_the_center():
    s = make(stage=[{0: TAKO, 1: GIFT, 2: ICHIKA, 3: BATH}, {}])
    assert s.power_of(0, 0) == 6000 + 2 * 2500


def test_takoyaki_with_two_other_quintuplets_looks_at_2_when_attacking():
    s = make(phase="attack", stage=[{0: TAKO, 3: GIFT, 4: ICHIKA}, {}],
             deck_top=[[WAR, BATH], []])
    act(s, "attack", attack_id(0, DIRECT))
    assert look_through(s) == 2
    assert kind(s) == "choose" and {code(s, x) for x in opts(s) if x != PASS} == {WAR, BATH}


# ---- 5HY/W83-E066 The Quintessential Quintuplets -----------------------------------------------

def test_quintessential_gives_500_when_another_of_your_characters_reverses_its_opponent():
    s = make(phase="attack", stage=[{1: TAKO, 3: QUINT}, {1: GIFT}],
             deck_top=[[PARTING], [PARTING, PARTING]])
    act(s, "attack", attack_id(1, FRONTAL))              # 6000 against 2000
    while kind(s) != "choose":
        act(s, kind(s), PASS)
    q = s.stage[0][3]
    act(s, "choose", q)
    assert events(s, "modifier")[-1][2:5] == (q, "power", 500)   # (the turn has ended since)


def test_quintessential_does_not_trigger_on_its_own_battle():
    s = make(phase="attack", stage=[{1: QUINT}, {1: APPROACH}],
             deck_top=[[PARTING], [PARTING, PARTING]])
    act(s, "attack", attack_id(1, FRONTAL))              # 1500 against 500
    assert events(s, "reversed") and not [e for e in events(s, "ability") if e[2] == 0]


def test_quintessential_brainstorms_4_and_salvages_a_character_per_climax():
    s = make(stage=[{3: QUINT}, {}], stock=[1, 0], waiting=[[TAKO], []],
             deck_top=[[WAR, GIFT, BATH, GUARD], []])
    act(s, "main", 100 + 3 * 5)
    assert kind(s) == "choose"                           # one climax: one salvage
    t = first(s, TAKO)
    act(s, "choose", t)
    assert t in s.hand[0] and kind(s) == "main"


# ---- 5HY/W83-E107 Fresh From a Bath ---------------------------------------------------------------

def test_fresh_from_a_bath_gets_3000_with_another_quintuplets():
    assert make(stage=[{0: BATH, 1: GIFT}, {}]).power_of(0, 0) == 3500
    assert make(stage=[{0: BATH}, {}]).power_of(0, 0) == 500


def test_fresh_from_a_bath_moves_to_an_open_middle_position_at_the_opponents_attack_phase():
    s = make(active=1, phase="attack", stage=[{3: BATH, 0: GIFT}, {1: GIFT}])
    act(s, "yes_no", 1)
    act(s, "slot", 1)
    assert code(s, s.stage[0][1]) == BATH and s.stage[0][3] < 0


# ---- 5HY/W83-E113 Firm Resolve -----------------------------------------------------------------------

def test_firm_resolve_backup_then_sends_a_higher_level_character_to_the_waiting_room():
    s = make(active=1, phase="attack", hand=[[FIRM], []], level=[[LOVE, LOVE], []], stock=[3, 0],
             stage=[{0: GIFT, 1: GIFT, 2: QUINT, 3: QUINT}, {1: GIFT, 0: TAKO}],
             deck_top=[[PARTING], [PARTING]])
    tako = s.stage[1][0]
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "counter", cid(s, 0, FIRM))
    act(s, "yes_no", 1)                                  # (2)
    # the only fitting character (level 2 > the opponent's level 0): taken without asking
    assert tako in s.waiting[1]


# ---- 5HY/W83-E121 Why So Guarded? -------------------------------------------------------------------

def test_why_so_guarded_gets_2000_with_two_other_quintuplets():
    assert make(stage=[{0: GUARD, 1: GIFT, 2: ICHIKA}, {}]).power_of(0, 0) == 6500


def test_why_so_guarded_is_not_reversed_by_a_cost_0_character_facing_it():
    s = make(active=1, phase="attack", stage=[{1: GUARD}, {1: TAKO}],
             deck_top=[[PARTING], [PARTING]])
    act(s, "attack", attack_id(1, FRONTAL))              # cost 2: reversed
    assert events(s, "reversed")
    s = make(active=1, phase="attack", stage=[{1: GUARD}, {1: PARTING}], climax=[[], [UNSTOP]],
             deck_top=[[PARTING], [PARTING]])
    act(s, "attack", attack_id(1, FRONTAL))              # cost 1, 5500 against 4500: reversed
    assert events(s, "reversed")
    s = make(active=1, phase="attack", stage=[{1: GUARD}, {1: ONGOING}], climax=[[], [UNSTOP]],
             deck_top=[[PARTING], [PARTING]])
    act(s, "attack", attack_id(1, FRONTAL))              # cost 0, 6000 against 4500
    assert events(s, "battle") and not any(e[3] == s.stage[0][1] for e in events(s, "reversed"))


# ---- 5HY/W83-E127 Sleeping Pills --------------------------------------------------------------------

def test_sleeping_pills_gives_other_quintuplets_1000_during_the_opponents_turn():
    assert make(active=1, stage=[{0: PILLS, 1: GIFT}, {}]).power_of(0, 1) == 3000
    assert make(active=0, stage=[{0: PILLS, 1: GIFT}, {}]).power_of(0, 1) == 2000


def test_sleeping_pills_keeps_a_high_level_back_stage_character_from_standing():
    s = make(stage=[{3: PILLS}, {3: TAKO, 4: GIFT}], status=[{}, {3: REST, 4: REST}])
    tako = s.stage[1][3]
    act(s, "main", 100 + 3 * 5)
    # the only fitting character: taken without asking
    act(s, "main", PASS)
    for _ in range(6):
        if s.active == 1:
            break
        act(s, kind(s), PASS if kind(s) != "encore" else 0)
    assert s.active == 1
    assert s.status[1][3] == REST and s.status[1][4] == STAND


# ---- 5HY/W90-E049 Gentle and Sincere, Itsuki ------------------------------------------------------------

def test_itsuki_moves_away_from_a_facing_character_at_the_opponents_attack_phase():
    s = make(active=1, phase="attack", stage=[{0: ITSUKI}, {2: GIFT}])
    act(s, "yes_no", 1)
    assert opts(s) == (1, 2)
    act(s, "slot", 2)
    assert code(s, s.stage[0][2]) == ITSUKI


def test_itsuki_stays_without_a_facing_character():
    s = make(active=1, phase="attack", stage=[{0: ITSUKI}, {1: GIFT}])
    assert kind(s) == "attack"


# ---- 5HY/W90-E051 Wholehearted Maiden -------------------------------------------------------------------

def test_maiden_with_only_quintuplets_gets_5000_in_your_turn_and_an_encore():
    assert make(stage=[{0: MAIDEN, 1: GIFT}, {}]).power_of(0, 0) == 12000
    assert make(active=1, stage=[{0: MAIDEN, 1: GIFT}, {}]).power_of(0, 0) == 7000
    s = make(phase="encore", stage=[{0: MAIDEN, 1: GIFT}, {}], status=[{0: REVERSE}, {}],
             hand=[[BATH], []])
    assert kind(s) == "encore" and 2 in opts(s)
    act(s, "encore", 2)
    act(s, "choose", cid(s, 0, BATH))
    assert code(s, s.stage[0][0]) == MAIDEN


def test_maiden_placed_by_unstoppable_feelings_stands_and_gets_1000():
    s = make(phase="climax", hand=[[UNSTOP], []], level=[[LOVE, LOVE], []], clock=[[TAKO], []],
             waiting=[[MAIDEN], []], stage=[{1: GIFT, 2: BATH}, {}])
    act(s, "climax", cid(s, 0, UNSTOP))
    m = cid(s, 0, MAIDEN, "waiting")
    act(s, "choose", m)
    act(s, "slot", 0)
    act(s, "yes_no", 1)
    assert s.status[0][0] == STAND and s.power_of(0, 0) == 7000 + 5000 + 1000
    assert ("mod" and any(x[0] == m and x[3] == s.turn + 1 for x in s.mods))


# ---- 5HY/W90-E052 Love Taking Off -----------------------------------------------------------------------

def test_love_taking_off_gets_a_standby_icon_with_straightforward_feelings():
    s = make(phase="attack", stage=[{1: GIFT}, {}], climax=[[STRAIGHT], []],
             deck_top=[[TAKEOFF], []], level=[[LOVE, LOVE], []], waiting=[[BATH], []])
    act(s, "attack", attack_id(1, DIRECT))
    assert kind(s) == "choose" and events(s, "trigger")   # standby: a character to place
    assert "standby" in s.trigger_icons(events(s, "trigger")[-1][3])


def test_love_taking_off_gets_4000_in_your_turn_with_two_others_and_heals_when_played():
    assert make(stage=[{0: TAKEOFF, 1: GIFT, 2: BATH}, {}]).power_of(0, 0) == 12500
    s = make(hand=[[TAKEOFF], []], level=[[LOVE, PARTING, PARTING], []], stock=[2, 0],
             clock=[[TAKO, PARTING], []])
    play(s, 0, TAKEOFF, 0)
    act(s, "yes_no", 1)
    assert len(s.clock[0]) == 1


def test_love_taking_off_with_straightforward_feelings_deals_3_at_the_end_of_its_attack():
    s = make(phase="attack", stage=[{1: TAKEOFF, 3: GIFT, 4: BATH}, {}], climax=[[STRAIGHT], []],
             stock=[1, 0], hand=[[PARTING], []], deck_top=[[GIFT], [GIFT] * 4])
    act(s, "attack", attack_id(1, DIRECT))
    while kind(s) != "yes_no":
        act(s, kind(s), PASS)
    n = len(s.clock[1])
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, PARTING))
    assert len(s.clock[1]) == n + 3


# ---- 5HY/W90-E056 Secretly Making an Effort, Ichika -----------------------------------------------------

def test_ichika_puts_a_hand_card_into_stock_and_trades_climaxes():
    s = make(hand=[[ICHIKA, GIFT, WAR], []], stock=[1, 0], waiting=[[UNSTOP], []])
    play(s, 0, ICHIKA, 0)
    act(s, "order", 0)
    gift = cid(s, 0, GIFT)
    act(s, "choose", gift)
    assert gift in s.stock[0]
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, WAR))
    u = cid(s, 0, UNSTOP, "waiting")
    act(s, "choose", u)
    assert u in s.hand[0]


# ---- 5HY/W90-E070 Parting Words -------------------------------------------------------------------------

def test_parting_words_gets_2000_and_has_an_encore_for_a_character():
    assert make(stage=[{0: PARTING, 1: GIFT, 2: BATH}, {}]).power_of(0, 0) == 7500
    s = make(phase="encore", stage=[{0: PARTING}, {}], status=[{0: REVERSE}, {}], hand=[[GIFT], []])
    act(s, "encore", 2)
    act(s, "choose", cid(s, 0, GIFT))
    assert code(s, s.stage[0][0]) == PARTING


# ---- 5HY/W90-E078 Straightforward Feelings, 5HY/W90-E080 Unstoppable Feelings -----------------------------

def test_the_standby_climaxes_perform_the_standby_effect_when_placed():
    for cx in (STRAIGHT, UNSTOP):
        s = make(phase="climax", hand=[[cx], []], waiting=[[GIFT], []], clock=[[LOVE], []])
        act(s, "climax", cid(s, 0, cx))
        g = cid(s, 0, GIFT, "waiting")
        act(s, "choose", g)
        act(s, "slot", 4)
        assert s.stage[0][4] == g and s.status[0][4] == REST


# ---- 5HY/W90-E088 Head Start on Gifting ------------------------------------------------------------------

def test_head_start_puts_the_top_card_at_the_bottom_or_leaves_it():
    s = make(hand=[[GIFT], []], deck_top=[[WAR], []])
    top = s.deck[0][-1]
    play(s, 0, GIFT, 0)
    act(s, "order", 0)
    act(s, "yes_no", 1)                                  # to the bottom
    assert s.deck[0][0] == top


def test_head_start_pays_to_salvage_a_quintuplets_and_give_another_1000():
    s = make(hand=[[GIFT, WAR], []], stock=[1, 0], waiting=[[TAKO], []], stage=[{1: BATH}, {}])
    play(s, 0, GIFT, 0)
    act(s, "order", 1)
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, WAR))
    t = cid(s, 0, TAKO, "waiting")
    act(s, "choose", t)
    assert t in s.hand[0]
    # the only fitting character (another Quintuplets): taken without asking
    assert s.power_of(0, 1) == 500 + 3000 + 1000
    assert s.power_of(0, 0) == 2000                      # not Head Start itself


# ---- 5HY/WE43-E23 Approach With Utmost Effort ---------------------------------------------------------------

def test_approach_searches_a_quintuplets_into_the_waiting_room():
    s = make(hand=[[APPROACH], []])
    play(s, 0, APPROACH, 0)
    x = first(s, TAKO)
    act(s, "choose", x)
    assert x in s.waiting[0]


def test_approach_pays_2_when_it_leaves_the_stage_to_salvage():
    s = make(active=1, phase="attack", stage=[{1: APPROACH}, {1: TAKO}], stock=[2, 0],
             waiting=[[GIFT], []], deck_top=[[PARTING], [PARTING]])
    act(s, "attack", attack_id(1, FRONTAL))
    while kind(s) != "yes_no":
        act(s, kind(s), PASS if kind(s) != "encore" else 0)
    act(s, "yes_no", 1)
    g = first(s, GIFT)
    act(s, "choose", g)
    assert g in s.hand[0]


# ---- 5HY/WE43-E33 Ongoing Story ------------------------------------------------------------------------------

def test_ongoing_story_assists_by_level_and_powers_up_our_resolve():
    s = make(stage=[{0: RESOLVE, 1: GIFT, 3: ONGOING}, {}])
    assert s.power_of(0, 0) == 10500 + 500 + 3 * 500
    assert s.power_of(0, 1) == 2000 + 1500


def test_ongoing_story_gives_our_resolve_4_more_damage_once_per_turn_when_its_damage_is_canceled():
    s = make(phase="attack", stage=[{1: RESOLVE, 3: ONGOING, 0: GIFT}, {}], stock=[4, 0],
             hand=[[TAKO, GUARD, PARTING, MAIDEN], []],
             deck_top=[[GIFT, GIFT], [WAR, PARTING, PARTING, PARTING, PARTING, UNSTOP]])
    act(s, "attack", attack_id(1, DIRECT))               # 3 soul: the climax on top cancels
    assert kind(s) == "yes_no"
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, TAKO))
    act(s, "choose", cid(s, 0, GUARD))
    assert len(s.clock[1]) == 4
    assert len(s.once_used) == 1                         # "up to 1 time per turn"


def test_firm_resolve_reads_the_current_level_of_the_opponents_character():
    """CR: a character's level is its current level. Daily Life in Academy City (dengeki,
    printed level 1) is level 0 on the stage by its own 【CONT】; against an opponent at level
    0 it is not "higher than your opponent's level", so Firm Resolve has no target (read at
    its printed level it would be the one fitting character and go)."""
    dengeki = G.deck("dengeki-ws02")
    daily = "Gid/WS02-TE06"
    attacker = "Gss/WS02-TE01"
    s = make(decks=[G.deck("5hy-nino"), dengeki], active=1, phase="attack",
             hand=[[FIRM], []], level=[[LOVE, LOVE], []], stock=[3, 0],
             stage=[{0: GIFT, 1: GIFT, 2: QUINT, 3: QUINT}, {1: attacker, 0: daily}],
             deck_top=[[PARTING], []])
    te06 = s.stage[1][0]
    assert s.T.level[te06] == 1 and s.level_of(1, 0) == 0
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "counter", cid(s, 0, FIRM))
    act(s, "yes_no", 1)                                  # (2): no fitting character
    assert s.stage[1][0] == te06 and te06 not in s.waiting[1]
    assert kind(s) != "choose"
