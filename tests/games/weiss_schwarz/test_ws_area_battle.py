"""Rulings on the battle texts (importer_battle.py / verbs_battle.py): the battle opponent
(official Comprehensive Rules: a frontal attack puts the attacking character and the
character it frontal attacks in battle, each the other's battle opponent, until the end of
the attack), conditions on it, and the effects that 【REVERSE】 it or put it from the stage
into a zone of its owner. These 【AUTO】 abilities trigger in the battle step (seed 000 어택
페이즈 ⑤) and resolve at the check timing after it, still inside the attack (seed 000 자동
효과)."""

from __future__ import annotations

from tcgsim.games.weiss_schwarz import abilities as ab
from tcgsim.games.weiss_schwarz.importer_kinds import recognise
from ws_helpers import FRONTAL, G0, R0, REST, REVERSE, STAND, Y0, Y0B, Y1, act, attack_id, deck_with, \
    events, kind, make, who

ICHIKA = "5HY/W101-E054"    # L0 500: reversed -> battle opponent level 0 or lower: you may REVERSE it
NINO = "5HY/W101-E092"      # L0 500: reversed in battle -> level 0 or lower: you may put it on the deck bottom
MIKU = "5HY/W83-E042"       # L2 2000: reversed -> level above its player's: opp clock top out, it into the clock
YOTSUBA = "5HY/W83-E010"    # L1 4500: reversed -> level above its player's: it into the stock, stock bottom out
KANADE = "AB/W31-E012"      # L3 10000: battle opponent reversed -> you may put it into the memory
LUCY = "AYT/W110-E002"      # L0 500: reversed -> level 0 or lower: it into the stock, stock bottom out
NINO_C = "5HY/W83-E126"     # L1 2500: reversed -> cost 0 or lower: you may put it on the deck bottom
NINO_BK = "5HY/W83-E095"    # Backup 2500 (L2, 1 stock); when used: your character in battle +1000
YOTSUBA_BK = "5HY/W83-E022"  # Backup 3000 (L2, 1 stock); when used: your character in battle gets an ability
FUTARO = "5HY/W83-E021"     # L0 4000: reversed in battle -> this card to the bottom of its deck
ITSUKI = "5HY/WE43-E27"     # L0 3500: attacks -> if the character facing it is level 2: +6000
FUTARO_R = "5HY/W83-E084"   # [this card to the waiting room] your other 《Quintuplets》 frontal attacked: +1500
YOTSUBA_G = "5HY/W83-E031"  # [(1), this card to the waiting room] … frontal attacked: it returns to the hand
SOKKA = "ATLA/WX04-093"     # L0 3500: reversed in battle -> reveal the top card: level 2+: you may REST this card
DRACULA = "APO/S53-E014"    # L2 10000: reversed in battle -> the top card of the deck to the clock, REST this card
ITSUKI_R = "5HY/W101-E050"  # L0 1500: battle opponent reversed -> REST 1 other 《Quintuplets》, move it to the back
YOTSUBA_2 = "5HY/W101-E011"  # L2 6000: when its level 2 or higher battle opponent becomes REVERSE: you may stock 1
MIKU_X = "5HY/W101-E096"    # L2 4000: attacks -> +2000 for each character your opponent has
NINO_R = "5HY/W83-E081"   # [1 card from hand] attacks -> return 1 other 《Quintuplets》 to the hand
NINO_D = "5HY/W90-E058"     # L3 9500: [(1)] during your turn, battle opponent reversed -> 1 damage
MATSURI = "AYT/W110-E032"   # L0 3500: opponent's attack phase -> you may move to an open center position faced


def deck():
    return deck_with("area-battle", [(1, c) for c in (ICHIKA, NINO, MIKU, YOTSUBA, KANADE, LUCY, NINO_C,
                                                     NINO_BK, YOTSUBA_BK, FUTARO, ITSUKI, FUTARO_R,
                                                     YOTSUBA_G, SOKKA, DRACULA,
                                                     ITSUKI_R, MATSURI, YOTSUBA_2, MIKU_X, NINO_R, NINO_D)])


def scene(**kw):
    d = deck()
    kw.setdefault("deck_top", [[Y0B], [R0]])     # no trigger icon; the damage is not canceled
    kw["stage"][0].setdefault(0, Y0B)     # a second attacker: the attack phase goes on after one
    return make([d, d], phase="attack", **kw)


def attack(s, slot=1, answers=()):
    """Frontal attack from `slot`; answer the yes/no decisions in order (then 'no')."""
    answers = list(answers)
    asked = []
    act(s, "attack", attack_id(slot, FRONTAL))
    while kind(s) not in ("attack", None):
        k = kind(s)
        if k == "yes_no":
            asked.append(who(s))
            act(s, k, answers.pop(0) if answers else 0)
        else:
            act(s, k, s.pending[2][0])
    return asked


def test_recogniser_reads_that_character_as_the_battle_opponent():
    a, _ = recognise("【AUTO】 When this card becomes 【REVERSE】, if this card's battle opponent is level 0 or "
                     "lower, you may 【REVERSE】 that character.", {"type": "character"})
    assert a == {"kind": "auto", "when": "reversed", "condition": {"battle_opponent": {"level_max": 0}},
                 "optional": True, "effect": [{"verb": "reverse", "target": "battle_opponent"}]}
    a, _ = recognise("【AUTO】 When this card becomes 【REVERSE】, if the level of this card’s battle opponent is "
                     "higher than your opponent’s level, you may put that character at the bottom of your "
                     "opponent's deck.", {"type": "character"})
    assert a["condition"] == {"battle_opponent": {"level_above_players": True}}
    assert a["effect"] == [{"verb": "send", "target": "battle_opponent", "to": "deck_bottom"}]
    a, _ = recognise("【AUTO】 When this card's battle opponent becomes 【REVERSE】, put that character into "
                     "your opponent's stock.", {"type": "character"})
    assert a["when"] == "battle_opponent_reversed" and a["effect"][0]["to"] == "stock"
    # another character named in the effect could be "that character": not read
    assert recognise("【AUTO】 When this card's battle opponent becomes 【REVERSE】, choose 1 of your opponent's "
                     "characters, and put that character into your opponent's stock.",
                     {"type": "character"})[0] is None
    # "When this card becomes 【REVERSE】, … that character" with no battle opponent named: not read
    assert recognise("【AUTO】 When this card becomes 【REVERSE】, put that character into your opponent's "
                     "memory.", {"type": "character"})[0] is None
    assert "battle opponent" in ab.describe(a)


def test_ichika_reverses_her_level_0_battle_opponent():
    """5HY/W101-E054: frontal attacked and reversed by a level 0 attacker, Ichika's player may
    【REVERSE】 the attacker (her battle opponent); the ability resolves in the attack."""
    s = scene(stage=[{1: Y0}, {1: ICHIKA}])
    y0, ichika = s.stage[0][1], s.stage[1][1]
    asked = attack(s, answers=[1])
    assert asked == [1]                                   # Ichika's player decides
    assert s.status[1][1] == REVERSE and s.status[0][1] == REVERSE
    assert [e[3] for e in events(s, "reversed")] == [ichika, y0]
    # declined: the attacker stays rested
    s = scene(stage=[{1: Y0}, {1: ICHIKA}])
    attack(s, answers=[0])
    assert s.status[0][1] == REST


def test_ichika_does_not_reverse_a_level_1_battle_opponent():
    """The condition reads the battle opponent's level: a level 1 attacker is out of reach,
    and nothing is even asked."""
    s = scene(stage=[{1: Y1}, {1: ICHIKA}])
    asked = attack(s)
    assert asked == [] and s.status[0][1] == REST and s.status[1][1] == REVERSE


def test_reversed_by_an_effect_in_battle_triggers_when_this_card_becomes_reversed():
    """AYT/W110-E002 Lucy attacks Ichika and wins (+1000); Ichika's ability 【REVERSE】s
    Lucy, who *becomes* 【REVERSE】 (by an effect, still in battle): Lucy's own ability then
    puts Ichika (her battle opponent, level 0) into its owner's stock, and the bottom card
    of that stock goes to the waiting room."""
    s = scene(stage=[{1: LUCY}, {1: ICHIKA}], stock=[0, 2])
    lucy, ichika = s.stage[0][1], s.stage[1][1]
    s.add_mod(lucy, "power", 1000, "turn")
    bottom = s.stock[1][0]
    asked = attack(s, answers=[1, 1])
    assert asked == [1, 0]
    assert s.status[0][1] == REVERSE
    assert s.stage[1][1] == -1 and s.stock[1][-1] == ichika
    assert bottom in s.waiting[1] and bottom not in s.stock[1] and len(s.stock[1]) == 2


def test_reversed_by_an_effect_is_not_reversed_in_battle():
    """5HY/W101-E092 Nino's ability waits for "becomes 【REVERSE】 in battle": reversed by
    Ichika's effect after winning the battle, it does not trigger."""
    s = scene(stage=[{1: NINO}, {1: ICHIKA}])
    nino = s.stage[0][1]
    s.add_mod(nino, "power", 1000, "turn")
    asked = attack(s, answers=[1, 1])
    assert asked == [1] and s.status[0][1] == REVERSE and s.status[1][1] == REVERSE


def test_nino_puts_her_battle_opponent_at_the_bottom_of_its_deck():
    """5HY/W101-E092: reversed in battle by a level 0 attacker: the attacker goes to the
    bottom of its owner's deck (deck lists are bottom first)."""
    s = scene(stage=[{1: Y0}, {1: NINO}])
    y0 = s.stage[0][1]
    attack(s, answers=[1])
    assert s.stage[0][1] == -1 and s.deck[0][0] == y0
    assert events(s, "to_deck_bottom")[-1][2:4] == (0, y0)


def test_a_tie_reverses_both_and_an_already_reversed_opponent_is_not_reversed_again():
    """Ichika against Ichika (500 each): both become 【REVERSE】 in the battle; each ability
    finds its battle opponent already 【REVERSE】 -- it does not *become* so again, and no
    further ability triggers."""
    s = scene(stage=[{1: ICHIKA}, {1: ICHIKA}])
    attack(s, answers=[1, 1])
    assert s.status[0][1] == REVERSE and s.status[1][1] == REVERSE
    assert len(events(s, "reversed")) == 2


def test_miku_clocks_a_battle_opponent_above_its_players_level():
    """5HY/W83-E042: the battle opponent (level 1) is above its player's level (0): the top
    card of that player's clock goes to the waiting room, and if it did, the battle opponent
    goes into the clock."""
    s = scene(stage=[{1: Y1}, {1: MIKU}], clock=[[R0], []])
    y1 = s.stage[0][1]
    r0 = s.clock[0][0]
    attack(s, answers=[1])
    assert s.clock[0] == [y1] and r0 in s.waiting[0] and s.stage[0][1] == -1


def test_miku_needs_a_clock_card_to_put_away_first():
    """"If you do": with an empty clock nothing went to the waiting room, so the battle
    opponent stays."""
    s = scene(stage=[{1: Y1}, {1: MIKU}])
    y1 = s.stage[0][1]
    attack(s, answers=[1])
    assert s.stage[0][1] == y1 and s.clock[0] == []


def test_miku_compares_with_the_level_of_the_opponent():
    """At level 1 its player is not below the level 1 battle opponent: no ability."""
    s = scene(stage=[{1: Y1}, {1: MIKU}], clock=[[R0], []], level=[[Y0], []])
    asked = attack(s)
    assert asked == [] and s.stage[0][1] >= 0


def test_yotsuba_puts_her_battle_opponent_into_the_stock():
    """5HY/W83-E010: into its owner's stock (on top), then the bottom stock card goes to the
    waiting room."""
    s = scene(stage=[{1: Y1}, {1: YOTSUBA}], stock=[2, 0])
    y1 = s.stage[0][1]
    bottom = s.stock[0][0]
    attack(s, answers=[1])
    assert s.stock[0][-1] == y1 and len(s.stock[0]) == 2 + 1     # (+ the trigger card)
    assert bottom in s.waiting[0]


def test_kanade_puts_the_reversed_defender_into_the_memory():
    """AB/W31-E012: "When this card's battle opponent becomes 【REVERSE】": the attacker's
    battle opponent is the defender, put into its owner's memory."""
    s = scene(stage=[{1: KANADE}, {1: R0}])
    r0 = s.stage[1][1]
    asked = attack(s, answers=[1])
    assert asked == [0] and s.memory[1] == [r0] and s.stage[1][1] == -1


def test_the_cost_of_the_battle_opponent():
    """5HY/W83-E126 (2500): "if this card's battle opponent is cost 0 or lower": a cost 1
    attacker is out of reach, a cost 0 one goes to the bottom of its deck."""
    s = scene(stage=[{1: Y1}, {1: NINO_C}])
    assert s.T.cost[s.stage[0][1]] == 1
    assert attack(s) == [] and s.status[1][1] == REVERSE and s.status[0][1] == REST
    s = scene(stage=[{1: Y0}, {1: NINO_C}])
    y0 = s.stage[0][1]
    assert s.T.cost[y0] == 0
    assert attack(s, answers=[1]) == [1]
    assert s.stage[0][1] == -1 and s.deck[0][0] == y0


def test_the_backup_boosts_your_character_in_battle():
    """5HY/W83-E095: used as a Backup for the frontal attacked Yotsuba (its player's
    character in battle), it triggers; with a 《Quintuplets》 character it gives her +1000
    more (2500 + 1000 over her 4500: she wins against 7000)."""
    s = scene(stage=[{1: Y1}, {1: YOTSUBA}], hand=[[], [NINO_BK]], stock=[0, 1], level=[[], [Y0, Y0]])
    y1 = s.stage[0][1]
    s.add_mod(y1, "power", 2000, "turn")                 # 7000
    attack(s)                                           # the counter: the Backup (first option)
    assert s.power_of(1, 1) == 4500 + 2500 + 1000
    assert s.status[0][1] == REVERSE and s.status[1][1] == STAND


def test_the_backup_grants_your_character_in_battle_an_ability():
    """5HY/W83-E022: the defender gets "when this card's battle opponent becomes 【REVERSE】,
    put that character into your opponent's memory" until end of turn: the attacker it
    reverses goes to its owner's memory."""
    s = scene(stage=[{1: Y1}, {1: YOTSUBA}], hand=[[], [YOTSUBA_BK]], stock=[0, 1], level=[[], [Y0, Y0]])
    y1 = s.stage[0][1]
    attack(s)
    assert s.memory[0] == [y1] and s.stage[0][1] == -1


def test_no_character_in_battle_without_a_frontal_attack():
    s = scene(stage=[{1: Y1}, {}])
    assert s.in_battle_of(0) == -1 and s.in_battle_of(1) == -1


def test_futaro_goes_to_the_bottom_of_his_deck_when_reversed_in_battle():
    """5HY/W83-E021 (4000) frontal attacked by 5000: reversed in battle, to the bottom of
    his owner's deck (not optional)."""
    s = scene(stage=[{1: Y1}, {1: FUTARO}])
    futaro = s.stage[1][1]
    assert attack(s) == []
    assert s.stage[1][1] == -1 and s.deck[1][0] == futaro


def test_itsuki_gets_power_against_a_level_2_character_only():
    """5HY/WE43-E27: "if the character facing this card is level 2" -- exactly 2."""
    s = scene(stage=[{1: ITSUKI, 0: Y0}, {1: YOTSUBA_BK}])
    act(s, "attack", attack_id(1, FRONTAL))
    base = 3500 + 500                    # (+500 for the other 《Quintuplets》 beside her, Y0)
    assert s.power_of(0, 1) == base + 6000
    s = scene(stage=[{1: ITSUKI, 0: Y0}, {1: Y1}])
    act(s, "attack", attack_id(1, FRONTAL))
    assert s.power_of(0, 1) == base


def test_when_your_other_character_is_frontal_attacked_boost_your_character_in_battle():
    """5HY/W83-E084 in the back stage: the frontal attacked 《Quintuplets》 Yotsuba is its
    player's character in battle from the attack's declaration (the ability resolves at the
    check timing before the trigger step); paid by putting Futaro into the waiting room."""
    s = scene(stage=[{1: Y1}, {1: YOTSUBA, 3: FUTARO_R}])
    futaro = s.stage[1][3]
    act(s, "attack", attack_id(1, FRONTAL))
    assert kind(s) == "yes_no" and who(s) == 1
    act(s, "yes_no", 1)
    assert futaro in s.waiting[1] and s.power_of(1, 1) == 4500 + 1500


def test_a_character_of_another_trait_does_not_trigger_it():
    s = scene(stage=[{1: Y1}, {1: R0, 3: FUTARO_R}])
    assert attack(s) == [] and s.stage[1][3] >= 0


def test_when_your_other_character_is_frontal_attacked_return_it_to_the_hand():
    """5HY/W83-E031: paid (1) and itself, "that character" -- the frontal attacked one --
    returns to its owner's hand: there is no battle then."""
    s = scene(stage=[{1: Y1}, {1: YOTSUBA, 3: YOTSUBA_G}], stock=[0, 1])
    yotsuba = s.stage[1][1]
    attack(s, answers=[1])
    assert yotsuba in s.hand[1] and s.stage[1][1] == -1 and s.status[0][1] == REST
    assert not events(s, "battle")


def test_sokka_rests_instead_of_staying_reversed():
    """ATLA/WX04-093: reversed in battle, the revealed top card (after the damage) is level
    2: Sokka may be 【REST】ed -- a 【REVERSE】 character can be rested, and a rested one
    is not put into the waiting room by the encore step (seed 000 앙코르 스텝)."""
    s = scene(stage=[{1: Y1}, {1: SOKKA}], deck_top=[[Y0B], [R0, MIKU]])
    sokka = s.stage[1][1]
    assert attack(s, answers=[1]) == [1]
    assert s.status[1][1] == REST
    assert s.T.cards[s.deck[1][-1]].code == MIKU          # the revealed card stays on top
    s.step_encore_step(0)
    assert s.stage[1][1] == sokka
    # a level 0 top card: nothing to decide, Sokka stays 【REVERSE】
    s = scene(stage=[{1: Y1}, {1: SOKKA}], deck_top=[[Y0B], [R0, Y0]])
    assert attack(s) == [] and s.status[1][1] == REVERSE


def test_dracula_clocks_the_top_card_and_rests():
    """APO/S53-E014: reversed in battle, the top card of its player's deck goes to the clock
    and it becomes 【REST】 (not optional)."""
    s = scene(stage=[{1: Y1}, {1: DRACULA}], deck_top=[[Y0B], [R0, Y0]])
    s.add_mod(s.stage[0][1], "power", 6000, "turn")
    assert attack(s) == []
    assert [s.T.cards[x].code for x in s.clock[1]] == [R0, Y0] and s.status[1][1] == REST


def test_itsuki_rests_another_character_and_moves_it_to_the_back_stage():
    """5HY/W101-E050: her battle opponent reversed, the only other 《Quintuplets》 (taken
    without asking) is 【REST】ed and moved to an open back-stage position of its player's
    choice."""
    s = scene(stage=[{1: ITSUKI_R, 0: Y0, 2: G0}, {1: R0}])      # Y0: a 《Quintuplets》
    itsuki, y0b = s.stage[0][1], s.stage[0][0]
    s.add_mod(itsuki, "power", 5000, "turn")
    attack(s)                                     # the position: the first offered (3)
    assert s.stage[0][0] == -1 and s.stage[0][3] == y0b and s.status[0][3] == REST
    assert s.stage[0][2] >= 0 and s.status[0][2] == STAND      # G0: not a 《Quintuplets》


def test_matsuri_moves_to_a_center_position_with_a_character_facing_it():
    """AYT/W110-E032 in the back stage: at the beginning of the opponent's attack phase she
    may move to an open center position the opponent's character faces (my left faces
    their right): only position 0 (faced by their 2) is offered, not the open 2."""
    d = deck()
    s = make([d, d], active=1, phase="attack", stage=[{1: Y0, 3: MATSURI}, {1: Y1, 2: Y0B}])
    matsuri = s.stage[0][3]
    assert kind(s) == "yes_no" and who(s) == 0
    act(s, "yes_no", 1)
    assert kind(s) == "slot" and s.pending[2] == (0,)
    act(s, "slot", 0)
    assert s.stage[0][0] == matsuri and s.stage[0][3] == -1


def test_choose_one_reads_as_choose_1():
    a, _ = recognise("【AUTO】 When this card attacks, choose one of your other 《Quintuplets》 characters, and "
                     "that character gets +1000 power until end of turn.", {"type": "character"})
    b, _ = recognise("【AUTO】 When this card attacks, choose 1 of your other 《Quintuplets》 characters, and "
                     "that character gets +1000 power until end of turn.", {"type": "character"})
    assert a == b and a["effect"][0]["target"]["choose"] == 1


def test_a_level_2_or_higher_battle_opponent_triggers_it():
    """5HY/W101-E011: "when this card's level 2 or higher battle opponent becomes 【REVERSE】"
    -- the level is read when it becomes 【REVERSE】. (Her other ability, for any battle
    opponent, is asked too.)"""
    s = scene(stage=[{1: YOTSUBA_2}, {1: YOTSUBA_BK}])
    assert attack(s, answers=[1, 1]) == [0, 0]
    assert len(s.stock[0]) == 1 + 1                     # the trigger card and the top card
    s = scene(stage=[{1: YOTSUBA_2}, {1: Y1}])           # level 1: only the other ability
    assert attack(s, answers=[1]) == [0]
    assert len(s.stock[0]) == 1


def test_power_for_each_character_your_opponent_has():
    """5HY/W101-E096: "X is equal to the number of characters your opponent has ×2000",
    counted as the ability resolves (the opponent's whole stage: 3 characters)."""
    s = scene(stage=[{1: MIKU_X}, {1: Y0, 2: Y0B, 4: Y1}])
    act(s, "attack", attack_id(1, FRONTAL))
    assert s.power_of(0, 1) == 4000 + 3 * 2000


def test_return_one_of_your_other_characters_to_your_hand():
    """5HY/W83-E081: paid with a card from the hand, the only other 《Quintuplets》 (Y0;
    G0 is not one) returns to its owner's hand."""
    s = scene(stage=[{1: NINO_R, 0: Y0, 2: G0}, {1: R0}], hand=[[Y1], []])
    y0b = s.stage[0][0]
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "yes_no", 1)
    while y0b not in s.hand[0] and kind(s) in ("choose", "discard"):
        act(s, kind(s), s.pending[2][0])              # the card to discard: Y1
    assert y0b in s.hand[0] and s.stage[0][0] == -1 and s.stage[0][2] >= 0


def test_during_your_turn_when_the_battle_opponent_becomes_reversed():
    """5HY/W90-E058: "[(1)] During your turn, when this card's battle opponent becomes
    【REVERSE】, you may pay the cost. If you do, deal 1 damage": read as the same ability
    with the condition "during your turn" (it resolves in the turn it triggered in)."""
    a, _ = recognise("【AUTO】 [(1)] During your turn, when this card's battle opponent becomes 【REVERSE】, you "
                     "may pay the cost. If you do, deal 1 damage to your opponent.", {"type": "character"})
    assert a["when"] == "battle_opponent_reversed" and a["condition"] == {"your_turn": True}
    s = scene(stage=[{1: NINO_D}, {1: R0}], stock=[1, 0])
    assert attack(s, answers=[1]) == [0]
    assert len(s.clock[1]) == 2 + 1 and len(s.stock[0]) == 1 + 1 - 1   # 2 soul, then 1; paid (1)


def test_the_battle_cards_pass_the_conformance_checks():
    """DESIGN §5: random games with these cards on both seats pass the core conformance
    checks (clone, round trip, views, re-deals of hidden cards played to the end)."""
    from tcgsim.core.conformance import check_game

    from ws_helpers import game
    d = deck()
    rep = check_game(game(), seeds=range(4), decks=[d, d], deep_every=3)
    assert rep.seeds == 4
