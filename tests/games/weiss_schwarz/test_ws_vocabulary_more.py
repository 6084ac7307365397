"""Rulings on vocabulary the built-in decks do not use but other imported sets do (the
importer's recogniser reads the same printed shapes across sets): the middle position,
"when your climax is placed", "when your other … character attacks", counts of the back
stage, of the waiting room's climaxes and of the stock, soul for each, and "on the top of
your deck or into your waiting room"."""

from __future__ import annotations

from ws_helpers import CX_CHOICE, DIRECT, PASS, Y0, Y3, act, attack_id, cid, deck_with, events, \
    kind, make, opts

MIKU = "5HY/W90-E103"       # +2000 in the middle position of the center stage
ICHIKA = "5HY/W83-TE13"     # when your climax is placed: +1000 to a character
NINO = "5HY/W83-TE35"       # when your other 《Quintuplets》 character attacks: +1000
YOTSUBA = "5HY/W83-E040"    # +1000 for each other 《Quintuplets》 in your back stage
ITSUKI = "5HY/W101-E059"    # -1 level in hand with 2 or less climaxes in your waiting room
SNEAK = "5HY/W101-E041"     # +1500 with 2 or less stock
SB = "JJ/S66-E014a"         # +1 soul for each of your other "6 Together as 1, S.B"
DOPPEL = "5HY/W83-E109"     # look at the top card: leave it or into the waiting room


def deck():
    return deck_with("vocabulary-more", [(4, MIKU), (4, ICHIKA), (4, NINO), (4, YOTSUBA),
                                         (4, ITSUKI), (4, SNEAK), (4, SB), (4, DOPPEL),
                                         (4, CX_CHOICE)])


def scene(**kw):
    d = deck()
    return make([d, d], **kw)


def test_the_middle_position_of_the_center_stage():
    s = scene(stage=[{1: MIKU, 0: MIKU}, {}])
    assert s.power_of(0, 1) == 3500 + 2000 and s.power_of(0, 0) == 3500


def test_when_your_climax_is_placed():
    s = scene(phase="climax", hand=[[CX_CHOICE], []], clock=[[SB], []], stage=[{0: ICHIKA}, {}])
    act(s, "climax", cid(s, 0, CX_CHOICE))
    # the only fitting character (Ichika itself): taken without asking
    assert s.power_of(0, 0) == 1000 + 1000 + 1000       # the climax's own +1000 too
    assert events(s, "ability")[-1][3] == s.stage[0][0]  # Ichika's "when your climax is placed"


def test_when_your_other_quintuplets_character_attacks():
    s = scene(phase="attack", stage=[{1: MIKU, 3: NINO}, {}])
    nino = s.stage[0][3]
    act(s, "attack", attack_id(1, DIRECT))
    assert any(e[2:5] == (nino, "power", 1000) for e in events(s, "modifier"))
    s = scene(phase="attack", stage=[{1: SB, 3: NINO}, {}])       # not a Quintuplets
    nino = s.stage[0][3]
    act(s, "attack", attack_id(1, DIRECT))
    assert not any(e[2] == nino for e in events(s, "modifier"))


def test_for_each_other_character_in_your_back_stage():
    s = scene(stage=[{0: YOTSUBA, 1: MIKU, 3: ICHIKA, 4: NINO}, {}])
    assert s.power_of(0, 0) == 4000 + 2 * 1000 + 500     # (and Ichika's assist)


def test_level_in_hand_by_the_climaxes_in_your_waiting_room():
    s = scene(hand=[[ITSUKI], []], waiting=[[CX_CHOICE, CX_CHOICE], []])
    assert s.card_level(cid(s, 0, ITSUKI), "hand") == 2
    s = scene(hand=[[ITSUKI], []], waiting=[[CX_CHOICE, CX_CHOICE, CX_CHOICE], []])
    assert s.card_level(cid(s, 0, ITSUKI), "hand") == 3


def test_power_with_little_stock():
    assert scene(stage=[{0: SNEAK}, {}], stock=[2, 0]).power_of(0, 0) == 3500
    assert scene(stage=[{0: SNEAK}, {}], stock=[3, 0]).power_of(0, 0) == 2000


def test_soul_for_each_other_card_of_a_name():
    s = scene(stage=[{0: SB, 1: SB, 3: SB}, {}])
    assert s.soul_of(0, 0) == 1 + 2


def test_the_top_card_stays_or_goes_to_the_waiting_room():
    s = scene(hand=[[DOPPEL], []], deck_top=[[MIKU], []])
    top = s.deck[0][-1]
    act(s, "main", cid(s, 0, DOPPEL))
    act(s, "slot", 0)
    if kind(s) == "order":
        act(s, "order", 0)
    act(s, "yes_no", 1)
    assert top in s.waiting[0]


REVEAL = "5HY/W101-E071"    # reveal the top card; a 《Quintuplets》 character: +3000 to one
STRONG = "5HY/W83-E074"     # attacking a level 3 or higher character: +6000
HANDY = "5HY/W83-TE30"      # +2000 with 5 or more cards in hand
BACK = "5HY/W101-E067"      # pay (1) at the opponent's attack phase: move to the back stage


def deck2():
    return deck_with("vocabulary-more-2", [(4, REVEAL), (4, STRONG), (4, HANDY), (4, BACK),
                                           (4, MIKU), (4, CX_CHOICE), (2, Y3)])


def scene2(**kw):
    d = deck2()
    return make([d, d], **kw)


def test_a_revealed_card_that_matches_leaves_the_effect_to_follow_and_stays_on_top():
    s = scene2(hand=[[REVEAL], []], stage=[{1: MIKU}, {}], deck_top=[[MIKU], []],
               level=[[REVEAL], []])
    top = s.deck[0][-1]
    act(s, "main", cid(s, 0, REVEAL))
    act(s, "slot", 0)
    act(s, "choose", s.stage[0][1])
    assert s.power_of(0, 1) == 3500 + 2000 + 3000 and s.deck[0][-1] == top
    s = scene2(hand=[[REVEAL], []], stage=[{1: MIKU}, {}], deck_top=[[CX_CHOICE], []],
               level=[[REVEAL], []])
    act(s, "main", cid(s, 0, REVEAL))
    act(s, "slot", 0)
    assert kind(s) == "main"                             # a climax: nothing


def test_attacking_into_a_level_3_character():
    s = scene2(phase="attack", stage=[{1: STRONG}, {1: Y3}])
    act(s, "attack", attack_id(1, 1))
    assert any(e[2:5] == (s.stage[0][1], "power", 6000) for e in events(s, "modifier"))
    s = scene2(phase="attack", stage=[{1: STRONG}, {1: MIKU}])
    act(s, "attack", attack_id(1, 1))
    assert not any(e[3] == "power" and e[4] == 6000 for e in events(s, "modifier"))


def test_power_with_a_big_hand():
    s = scene2(stage=[{0: HANDY}, {}], hand=[5, 0])
    base = s.T.power[s.stage[0][0]]
    assert s.power_of(0, 0) == base + 2000
    assert scene2(stage=[{0: HANDY}, {}], hand=[4, 0]).power_of(0, 0) == base


def test_moving_to_an_open_back_stage_position_for_1():
    s = scene2(active=1, phase="attack", stage=[{0: BACK, 3: MIKU}, {1: MIKU}], stock=[1, 0])
    act(s, "yes_no", 1)
    assert opts(s) == (4,)
    act(s, "slot", 4)
    assert s.T.cards[s.stage[0][4]].code == BACK and s.stage[0][0] < 0


def test_the_words_say_what_the_data_says_other_for_each_and_whose_deck():
    """Issue 8: the generated words match the data -- Kirino's "+1500 for each *other*
    《Dengeki Bunko》 character" says "other"; a damage "for each" and a mill of the
    opponent's bottom cards say so."""
    import tcgsim
    from tcgsim.games.weiss_schwarz import abilities as ab

    kirino = next(c for c in tcgsim.game("weiss-schwarz").deck("dengeki-ws02").cards
                  if c.name == "Final Life Counseling, Kirino")
    assert "for each other 《Dengeki Bunko》 character" in kirino.text()[1]
    assert "for each climax among those cards" in ab.effect_words(
        {"verb": "damage", "n": 1, "per": {"zone": "milled", "filter": {"type": "climax"}}})
    assert "bottom 5 card(s) of your opponent's deck into their" in ab.effect_words(
        {"verb": "mill", "n": 5, "opponent": True, "bottom": True})


def test_a_cost_of_n_characters_from_the_stage_needs_and_takes_n_characters():
    """Seed 000 비용: a cost is paid in full or not at all — "put 2 of your characters into
    your waiting room" cannot be paid with one character on the stage, and paying it puts
    two characters, each chosen by their owner, into the waiting room."""
    from ws_helpers import Y0, Y1, kind, make, opts

    s = make(stage=[{0: Y0, 1: Y1}, {}])
    a, b = s.stage[0][0], s.stage[0][1]
    cost2, cost3 = [{"from_stage_to_waiting_room": 2}], [{"from_stage_to_waiting_room": 3}]
    assert s.can_pay(0, a, cost2, 0) and not s.can_pay(0, a, cost3, 0)
    from tcgsim.games.weiss_schwarz import abilities as ab
    assert "put 2 of your characters into your waiting room" in ab.cost_words(cost2)
    s.pending = None
    s.push_costs(0, a, cost2, 0)
    s._run()
    assert kind(s) == "choose" and set(opts(s)) == {a, b}
    s.apply(("choose", a))
    assert kind(s) == "choose" and opts(s) == (b,)
    s.apply(("choose", b))
    assert a in s.waiting[0] and b in s.waiting[0] and max(s.stage[0]) < 0


def test_heal_asks_only_when_the_card_says_you_may():
    """"you may put the top card of your clock into your waiting room" asks; the same
    words after a paid cost ("If you do, put the top card …", JJ/SE42-E46) do it at once:
    the engine poses no decision the card does not give (DESIGN §2)."""
    from ws_helpers import Y0, Y1, kind, make

    from tcgsim.games.weiss_schwarz import abilities as ab

    for optional in (False, True):
        s = make(clock=[[Y0, Y1], []])
        top, c = s.clock[0][-1], s.deck[0][0]
        s.pending = None
        s.verb_heal(0, c, {"verb": "heal", "n": 1, **({"optional": True} if optional else {})}, None)
        s._run()
        if optional:
            assert kind(s) == "yes_no"
            s.apply(("yes_no", 1))
        assert s.pending is None or kind(s) != "yes_no"
        assert top in s.waiting[0] and len(s.clock[0]) == 1
    assert ab.effect_words({"verb": "heal", "n": 1}) == \
        "put the top card of your clock into your waiting room"
