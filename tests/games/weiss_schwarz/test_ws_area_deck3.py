"""Card rulings for the deck-top families of importer_deck3.py / verbs_deck3.py: "look at up to N
cards … choose …" played one card at a time (seed 000: "up to" lets the player stop; looking is
not drawing), who learns a card taken into the hand (its owner; the opponent only when the card
says "reveal it"), "look at the top card" (no stopping) and "choose 1" (a fitting card must be
taken); "reveal the top card of your deck. If that card is X, …" with filters joined by "or",
the revealed card put into the stock / underneath as a marker / left in its place (known to
both: seed 000 트리거 스텝 shows a revealed card to both players; the official rules return a
revealed card to its original place), "…, and otherwise, …"; "put the top card of your deck
into your waiting room. If that card is …" (the milled card onto the back stage), "If all of
those cards are …", "put up to N cards …" (one at a time), your opponent's deck top into their
waiting room and a card of their waiting room onto their deck top; the general search.
Each a stacked scenario (scenario.py) on a real card of the pool, named by its code; and the
recogniser's tables for their printed lines, with near misses that stay unsupported.
Card text: ../shared/data/weiss_schwarz/cards/*.json.
"""

from __future__ import annotations

from ws_helpers import (
    DIRECT, G0, PASS, R0, Y0, Y0B, Y1, Y2, act, attack_id, deck_with, events, kind, look_through, make, opts, play,
)

from tcgsim.games.weiss_schwarz import abilities, bot, importer_kinds

CX = "5HY/W83-E062"            # a climax (pool)
ESCAPE = "5HY/W83-TE08"        # ACT [(2) rest]: look at up to 2, up to 1 card to hand (no reveal)
MYU = "ARI/S103-E034"          # attacks: look at up to 2, choose 1, on the top, rest to WR
MARINE = "HOL/W104-E120"       # CXCOMBO attacks: look at the top card, up to 1 … reveal, hand
TWILIGHT = "HOL/W104-E144"     # its climax "On a Twilight Hill"
MIKU_THANKS = "5HY/W101-E027"  # placed: reveal; "Nice Idea" or "Miku": 1 character +1000
ICHIKA_ATONE = "5HY/W90-E072"  # attacks: reveal; "Ichika": put that card into your stock
MIKU_NY = "5HY/W90-E092"       # placed: reveal; event or "Miku": you may put it as a marker
SYAORAN = "CCS/WX01-037"       # CXCOMBO [(1)] attacks: reveal; level 2+: 2 damage, otherwise 1
FIRE_GOD = "CCS/WX01-056"      # its climax "Fire God, Come Forth!"
ICHIKA_PURE = "5HY/W83-PE01"   # attacks: may mill 1; level 0 character: onto your back stage
KOBENI = "CSM/S96-E038"        # opponent's draw phase: mill 3; all Devil (Hunter): may bounce
KOTORI = "LL/W02-E091"         # ACT [(1)]: opponent's top card to WR, 1 of their WR onto the top
VALIANT = "AZL/S119-E015"      # placed: put up to 2 cards from the top of your deck into your WR
DECK0, HAND0, STOCK0, MARK0 = 0, 1, 2, 3     # zone ints of seat 0 (rules.zone)


def deck(*codes, cx=CX):
    return deck_with("deck-deck3-" + "-".join(c.replace("/", "") for c in codes),
                     [(4, c) for c in codes] + [(4, cx)])


def mk(codes, cx=CX, opp=None, **kw):
    d = deck(*codes, cx=cx)
    return make(decks=[d, opp or d], **kw)


def rec(line, kind_="character"):
    a, _ = importer_kinds.recognise(line, {"type": kind_})
    return a


def resolve_order(s):
    while kind(s) == "order":
        act(s, "order", s.pending[2][0])


# ---- recognisers on the printed lines ------------------------------------------------------------

def test_recognised_look_reveal_mill_and_search_lines():
    assert rec("【ACT】 [(2) 【REST】 this card] Look at up to 2 cards from the top of your deck, choose up "
               "to 1 card from among them, put it into your hand, and put the rest into your waiting "
               "room.")["effect"] == [                                                # 5HY/W83-TE08
        {"verb": "dig", "n": 2, "choose": 1, "to": "hand", "rest": "waiting"}]
    assert rec("【AUTO】 When this card attacks, if all of your characters are 《Tortus》, look at up to 2 "
               "cards from the top of your deck, choose 1 card from among them, put it on top of your "
               "deck, and put the rest into your waiting room.")["effect"] == [      # ARI/S103-E034
        {"verb": "dig", "n": 2, "choose": 1, "to": "top", "rest": "waiting", "exact": True}]
    a = rec("【AUTO】 【CXCOMBO】 When this card attacks, if \"On a Twilight Hill\" is in your climax area, "
            "and all of your characters are 《hololive》, look at the top card of your deck, choose up "
            "to 1 event or 《hololive》 character from among them, reveal it to your opponent, put it "
            "into your hand, and put the rest into your waiting room.")               # HOL/W104-E120
    assert a["effect"] == [{"verb": "dig", "n": 1, "choose": 1, "to": "hand", "rest": "waiting",
                            "all": True, "reveal_pick": True, "filter": {"any_of": [
                                {"type": "event"}, {"trait": "hololive", "type": "character"}]}}]
    a = rec("【AUTO】 When this card is placed on the stage from your hand, reveal the top card of your "
            "deck. If that card is \"Nice Idea\" or a character with \"Miku(三玖)\" in its card name, "
            "choose 1 of your characters, and that character gets +1000 power until end of turn.")
    assert a["effect"] == [{"verb": "reveal_top", "to": "stay", "filter": {"any_of": [
        {"name": "Nice Idea"}, {"name_contains": "Miku", "type": "character"}]},
        "then": [{"verb": "power", "target": {"choose": 1, "from": "your_stage"}, "amount": 1000,
                  "until": "turn"}]}]                                                # 5HY/W101-E027
    a = rec("【AUTO】 When this card is placed on the stage from your hand, reveal the top card of your "
            "deck. If that card is an event or a character with \"Miku(三玖)\" in its card name, you "
            "may put that card face down underneath this card as a marker.")         # 5HY/W90-E092
    assert a["effect"] == [{"verb": "reveal_top", "to": "marker", "optional": True, "filter": {
        "any_of": [{"type": "event"}, {"name_contains": "Miku", "type": "character"}]}}]
    a = rec("【AUTO】 【CXCOMBO】 [(1)] When this card attacks, if \"Fire God, Come Forth!\" is in your "
            "climax area, you may pay the cost. If you do, this card gets +1000 power until end of "
            "turn, and reveal the top card of your deck. If that card is level 2 or higher, deal 2 "
            "damage to your opponent, and otherwise, deal 1 damage to your opponent. (Climax are "
            "regarded as level 0. Damage may be canceled. Return the revealed card to its original "
            "place)")                                                                 # CCS/WX01-037
    assert a["effect"][1] == {"verb": "reveal_top", "to": "stay", "filter": {"level_min": 2, "type": "card"},
                              "then": [{"verb": "damage", "n": 2}], "else": [{"verb": "damage", "n": 1}]}
    a = rec("【AUTO】 When this card attacks, if you have 1 or less other characters, you may put the top "
            "card of your deck into your waiting room. If that card is a level 0 or lower character, "
            "put it on any position of your back stage.")                             # 5HY/W83-PE01
    assert a["optional"] and a["effect"] == [
        {"verb": "mill", "n": 1},
        {"verb": "conditional", "condition": {"milled_min": 1, "filter": {"level_max": 0, "type": "character"}},
         "then": [{"verb": "milled_to_stage", "slots": "back"}]}]
    a = rec("【AUTO】 At the beginning of your opponent's draw phase, if this card is in your center stage, "
            "put the top 3 cards of your deck into your waiting room. If all of those cards are 《Devil "
            "Hunter》 or 《Devil》 characters, you may return this card to your hand.")   # CSM/S96-E038
    assert a["effect"][1]["condition"] == {"milled_all": 1, "filter": {
        "traits_any": ["Devil Hunter", "Devil"], "type": "character"}}
    a = rec("【ACT】 [(1)] Put the top card of your opponent's deck into your opponent's waiting room, choose "
            "1 card in your opponent's waiting room, and put it on the top of his or her deck.")  # LL/W02-E091
    assert a["effect"] == [{"verb": "mill", "n": 1, "opponent": True},
                           {"verb": "waiting_to_top", "n": 1, "opponent": True}]
    a = rec("【AUTO】 When this card is placed on the stage from your hand, search your deck for up to 1 "
            "《Music》 character, reveal it to your opponent, and put it into your hand. Shuffle your "
            "deck.")                                                                  # LL/W24-E006c
    assert a["effect"] == [{"verb": "search_deck", "n": 1, "to": "hand", "reveal": True,
                            "filter": {"trait": "Music", "type": "character"}}]
    a = rec("【AUTO】 When this card is placed on the stage from your hand, look at up to X cards from the "
            "top of your deck, choose up to 1 card from among them, put it into your hand, and put the "
            "rest into your waiting room. X is equal to the number of 《Quintuplets》 characters you "
            "have.")                                                                  # 5HY/W83-E067
    assert a["effect"] == [{"verb": "with_x", "x": {"of": "count", "filter": {"trait": "Quintuplets"}},
                            "do": {"verb": "dig", "n": "X", "choose": 1, "to": "hand", "rest": "waiting"}}]


def test_near_misses_stay_unsupported():
    # "character with "Change"": a character with that keyword in its text -- no filter reads it
    assert rec("【AUTO】 When this card is placed on the stage from your hand, search your deck for up to "
               "1 character with \"Change\", reveal it to your opponent, put it into your hand, and "
               "shuffle your deck.") is None                                          # LL/W34-E009
    # the milled card moved some way not read here ("put it into your hand")
    assert rec("【AUTO】 When this card attacks, you may put the top card of your deck into your waiting "
               "room. If that card is a level 0 or lower character, put it into your hand.") is None
    # a revealed card that is NOT X and goes to the hand: only the clock or staying is read
    assert rec("【AUTO】 When this card is placed on the stage from your hand, reveal the top card of your "
               "deck. If that card is not a 《Music》 character, put it into your hand.") is None
    # a pick into the clock, and a condition on it: not read (ATLA/WX04-048)
    assert rec("【AUTO】 When this card attacks, look at up to 3 cards from the top of your deck, choose "
               "1 card from among them, put it into your clock, and put the rest into your waiting "
               "room. If you put 1 card into your clock, choose 1 《World of Avatar》 character in your "
               "waiting room, and return it to your hand.") is None
    # a trailing clause no recogniser reads keeps the whole ability unsupported
    assert rec("【AUTO】 When this card attacks, reveal the top card of your deck. If that card is a "
               "climax, this card gains the power of friendship.") is None


def test_words_and_the_bot_know_the_new_tables():
    for line in ("【AUTO】 When this card attacks, if you have 1 or less other characters, you may put the "
                 "top card of your deck into your waiting room. If that card is a level 0 or lower "
                 "character, put it on any position of your back stage.",
                 "【ACT】 [(1)] Put the top card of your opponent's deck into your opponent's waiting room, "
                 "choose 1 card in your opponent's waiting room, and put it on the top of his or her "
                 "deck."):
        words = abilities.describe(rec(line))
        assert "back stage" in words or "top of their deck" in words


# ---- looking: one card at a time, the owner's knowledge -----------------------------------------

def test_5hy_w83_te08_an_unrevealed_pick_stays_hidden_from_the_opponent():
    """Seed 000: looking is not drawing; "up to 2": Escape's player may stop after 1. The card
    taken into the hand is not revealed (the card does not say so): the opponent only knows
    that one of the deck's cards went to the hand; the owner knows it."""
    s = mk([ESCAPE], stage=[{3: ESCAPE}, {}], stock=[2, 0], deck_top=[[Y1, Y0, Y2], []])
    y1, y0 = s.deck[0][-1], s.deck[0][-2]
    act(s, "main", 100 + 3 * 5)                          # the ACT of the back-left position
    assert kind(s) == "yes_no"                           # look at the 1st card?
    act(s, "yes_no", 1)
    assert s.knows(0, y1, DECK0) and not s.knows(1, y1, DECK0)
    act(s, "yes_no", 0)                                  # stop at 1
    assert set(opts(s)) == {y1, PASS}
    act(s, "choose", y1)
    assert y1 in s.hand[0] and s.deck[0][-1] == y0       # the 2nd card was never looked at
    assert s.knows(0, y1, HAND0) and not s.knows(1, y1, HAND0)
    assert y1 not in s.view(1)["opponent"]["hand_known"]
    assert not s.knows(0, y0, DECK0)


def test_ari_s103_e034_choose_1_must_take_a_card_and_put_it_back_on_top():
    """"Choose 1 card from among them" (not "up to"): once a card was looked at, one is put on
    the top (no "none" offered); the other goes to the waiting room."""
    s = mk([MYU], phase="attack", stage=[{1: MYU}, {}], deck_top=[[Y0, Y1, Y2], []])
    y0, y1 = s.deck[0][-1], s.deck[0][-2]
    act(s, "attack", attack_id(1, DIRECT))
    assert look_through(s) == 2
    assert kind(s) == "choose" and set(opts(s)) == {y0, y1}      # no PASS
    act(s, "choose", y1)
    assert y0 in s.waiting[0]
    assert s.T.cards[events(s, "trigger")[-1][3]].code == Y1     # the kept card was on top


def test_hol_w104_e120_looks_at_the_top_card_without_a_question_and_reveals_the_pick():
    s = mk([MARINE], cx=TWILIGHT, phase="attack", stage=[{1: MARINE}, {}], climax=[[TWILIGHT], []],
           deck_top=[[MARINE, Y0], []])
    top = s.deck[0][-1]
    act(s, "attack", attack_id(1, DIRECT))
    resolve_order(s)
    assert kind(s) == "choose" and set(opts(s)) == {top, PASS}   # "the top card": nothing asked
    act(s, "choose", top)
    assert top in s.hand[0] and s.knows(1, top, HAND0)           # "reveal it to your opponent"


# ---- "reveal the top card of your deck. If that card is X, …" ------------------------------------

def test_5hy_w101_e027_a_miku_revealed_gives_1000_and_stays_on_top_known_to_both():
    s = mk([MIKU_THANKS], hand=[[MIKU_THANKS], []], deck_top=[[MIKU_THANKS, Y0], []])
    top = s.deck[0][-1]
    play(s, 0, MIKU_THANKS, 0)
    assert s.power_of(0, 0) == 2000 + 1000               # the only character: chosen at once
    assert s.deck[0][-1] == top and s.knows(0, top, DECK0) and s.knows(1, top, DECK0)


def test_5hy_w101_e027_no_miku_no_power_the_card_stays_known():
    s = mk([MIKU_THANKS], hand=[[MIKU_THANKS], []], deck_top=[[Y0, Y1], []])
    top = s.deck[0][-1]
    play(s, 0, MIKU_THANKS, 0)
    assert s.power_of(0, 0) == 2000
    assert s.deck[0][-1] == top and s.knows(1, top, DECK0)


def test_5hy_w90_e072_an_ichika_revealed_goes_into_the_stock():
    s = mk([ICHIKA_ATONE], phase="attack", stage=[{1: ICHIKA_ATONE}, {}],
           deck_top=[[ICHIKA_ATONE, Y0, Y1], []])
    top = s.deck[0][-1]
    act(s, "attack", attack_id(1, DIRECT))
    resolve_order(s)
    assert top in s.stock[0] and s.knows(1, top, STOCK0)         # revealed, then face down


def test_5hy_w90_e092_you_may_put_the_revealed_miku_as_a_marker():
    s = mk([MIKU_NY], hand=[[MIKU_NY, MIKU_NY], []], deck_top=[[MIKU_NY, Y0], []])
    top = s.deck[0][-1]
    play(s, 0, MIKU_NY, 0)
    assert kind(s) == "yes_no"                           # "you may"
    act(s, "yes_no", 1)
    assert s.markers[0][0] == [top] and s.knows(1, top, MARK0)
    s = mk([MIKU_NY], hand=[[MIKU_NY], []], deck_top=[[MIKU_NY, Y0], []])
    top = s.deck[0][-1]
    play(s, 0, MIKU_NY, 0)
    act(s, "yes_no", 0)                                  # declined: it stays on top
    assert s.markers[0][0] == [] and s.deck[0][-1] == top


def _syaoran(top):
    s = mk([SYAORAN], cx=FIRE_GOD, phase="attack", stage=[{1: SYAORAN}, {}], climax=[[FIRE_GOD], []],
           stock=[1, 0], level=[3, 0], deck_top=[top, [Y0, Y0, Y0, Y0]])
    act(s, "attack", attack_id(1, DIRECT))
    resolve_order(s)
    act(s, "yes_no", 1)                                  # pay (1)
    return s


def test_ccs_wx01_037_level_2_revealed_deals_2_damage_otherwise_1():
    s = _syaoran([Y2, Y0])                               # the ability's damage comes first
    assert len(events(s, "damage")[0][3]) == 2           # level 2: 2 damage (not canceled)
    s = _syaoran([Y0, Y0])
    assert len(events(s, "damage")[0][3]) == 1           # otherwise: 1 damage


# ---- the top card into the waiting room, then … --------------------------------------------------

def test_5hy_w83_pe01_a_milled_level_0_character_goes_to_a_back_stage_position():
    s = mk([ICHIKA_PURE], phase="attack", stage=[{1: ICHIKA_PURE}, {}], deck_top=[[Y0, Y1], []])
    top = s.deck[0][-1]
    act(s, "attack", attack_id(1, DIRECT))
    resolve_order(s)
    act(s, "yes_no", 1)                                  # "you may put the top card …"
    assert kind(s) == "slot" and set(opts(s)) == {3, 4}  # "any position of your back stage"
    act(s, "slot", 4)
    assert s.stage[0][4] == top and top not in s.waiting[0]


def test_5hy_w83_pe01_a_milled_level_1_card_stays_in_the_waiting_room():
    s = mk([ICHIKA_PURE], phase="attack", stage=[{1: ICHIKA_PURE}, {}], deck_top=[[Y1, Y0], []])
    top = s.deck[0][-1]
    act(s, "attack", attack_id(1, DIRECT))
    resolve_order(s)
    act(s, "yes_no", 1)
    assert top in s.waiting[0] and s.stage[0][3] < 0 and s.stage[0][4] < 0


def test_csm_s96_e038_all_three_devils_return_kobeni_to_the_hand():
    s = mk([KOBENI], active=1, phase="draw", stage=[{1: KOBENI}, {}],
           deck_top=[[KOBENI, KOBENI, KOBENI, Y0], []])
    resolve_order(s)
    assert kind(s) == "yes_no" and s.pending[0] == 0     # all 3 are 《Devil Hunter》: "you may"
    act(s, "yes_no", 1)
    assert s.stage[0][1] < 0 and len(s.waiting[0]) == 3
    s = mk([KOBENI], active=1, phase="draw", stage=[{1: KOBENI}, {}],
           deck_top=[[KOBENI, Y0, KOBENI, Y0], []])
    resolve_order(s)
    assert s.stage[0][1] >= 0 and len(s.waiting[0]) == 3         # one is not: nothing asked
    assert not (kind(s) == "yes_no" and s.pending[0] == 0)


def test_azl_s119_e015_put_up_to_2_cards_one_at_a_time():
    s = mk([VALIANT], hand=[[VALIANT], []], deck_top=[[Y0, Y1, Y2], []])
    y0, y1 = s.deck[0][-1], s.deck[0][-2]
    play(s, 0, VALIANT, 0)
    act(s, "yes_no", 1)                                  # the 1st card
    assert y0 in s.waiting[0]
    act(s, "yes_no", 0)                                  # stop at 1
    assert s.deck[0][-1] == y1 and kind(s) == "main"


def test_ll_w02_e091_the_opponents_top_card_to_their_waiting_room_and_one_back_on_top():
    """The opponent's top card goes to their waiting room; then Kotori's player chooses a card
    there (a public zone: "choose 1" takes one) and puts it on the top of their deck, where
    both players know it lies."""
    s = mk([KOTORI], stage=[{3: KOTORI}, {}], stock=[1, 0], waiting=[[], [Y2]],
           deck_top=[[], [Y1, Y0]])
    y1, y2 = s.deck[1][-1], s.waiting[1][0]
    act(s, "main", 100 + 3 * 5)
    assert y1 in s.waiting[1]
    assert kind(s) == "choose" and s.pending[0] == 0 and set(opts(s)) == {y1, y2}
    act(s, "choose", y2)
    assert s.deck[1][-1] == y2 and s.knows(0, y2, 4) and s.knows(1, y2, 4)


def test_the_heuristic_bot_plays_a_look_a_mill_up_to_and_an_opponents_deck_top():
    agent = bot.HeuristicAgent(seed=1)
    for s in (mk([ESCAPE], stage=[{3: ESCAPE}, {}], stock=[2, 0], deck_top=[[Y1, Y0, Y2], []]),
              mk([VALIANT], hand=[[VALIANT], []], deck_top=[[Y0, Y1, Y2], []]),
              mk([KOTORI], stage=[{3: KOTORI}, {}], stock=[1, 0], waiting=[[], [Y2]])):
        for _ in range(40):
            if s.is_terminal():
                break
            s.apply((s.pending[1], agent.act(s)))


# ---- your opponent's deck top: looked at by you, unseen by its owner ---------------------------------

SHEA = "ARI/S103-E039"         # L2 placed: look at up to 2 of the opponent's; up to 1 to the bottom
PERV = "EIS/SX07-018"          # your climax placed: look at up to 2 of theirs, back in any order
RISOTTO = "JJ/S66-E034"        # attacks, [(1) 2 characters]: up to 3 of theirs, up to 3 to their WR
DECK1 = 4                      # zone int of seat 1's deck


def test_ari_s103_e039_one_looked_at_card_to_the_bottom_the_other_stays_on_top():
    s = mk([SHEA], hand=[[SHEA], []], level=[[G0, G0], []], stock=[1, 0], deck_top=[[], [Y1, Y0, Y2]])
    y1, y0, y2 = s.deck[1][-1], s.deck[1][-2], s.deck[1][-3]
    play(s, 0, SHEA, 0)
    assert look_through(s) == 2
    assert s.knows(0, y1, DECK1) and not s.knows(1, y1, DECK1)     # the looker only
    assert kind(s) == "choose" and s.pending[0] == 0 and set(opts(s)) == {y1, y0, PASS}
    act(s, "choose", y1)
    assert s.deck[1][0] == y1 and s.deck[1][-1] == y0 and s.deck[1][-2] == y2
    assert s.knows(0, y0, DECK1) and s.knows(0, y1, DECK1)        # the looker knows where they lie
    assert not s.knows(1, y0, DECK1) and not s.knows(1, y1, DECK1)
    assert not s.knows(0, y2, DECK1)                                # never looked at


def test_eis_sx07_018_two_of_the_opponents_cards_back_on_top_in_the_order_chosen():
    s = mk([PERV], phase="climax", stage=[{0: PERV}, {}], hand=[[CX], []], clock=[[G0], []],
           deck_top=[[], [Y1, Y0, Y2]])
    y1, y0 = s.deck[1][-1], s.deck[1][-2]
    act(s, "climax", s.hand[0][0])
    resolve_order(s)
    assert look_through(s) == 2
    assert kind(s) == "choose" and set(opts(s)) == {y1, y0}       # in any order: one at a time
    act(s, "choose", y1)                                          # y1 put back first ...
    assert s.deck[1][-1] == y1 and s.deck[1][-2] == y0             # ... the last one put is on top
    assert s.knows(0, y1, DECK1) and not s.knows(1, y1, DECK1)


def test_jj_s66_e034_looked_at_cards_to_their_waiting_room_the_rest_shuffled_in():
    s = mk([RISOTTO], phase="attack", stage=[{1: RISOTTO}, {}], hand=[[Y0, Y0B], []], stock=[1, 0],
           deck_top=[[], [Y1, Y0, Y2, Y1]])
    y1, y0 = s.deck[1][-1], s.deck[1][-2]
    act(s, "attack", attack_id(1, DIRECT))
    resolve_order(s)
    act(s, "yes_no", 1)                                  # pay (1) and 2 characters from the hand
    while kind(s) == "choose" and s.pending[3][0] != "look_picked":
        act(s, "choose", opts(s)[0])
    assert look_through(s, 2) == 2
    act(s, "yes_no", 0)                                  # stop at 2
    act(s, "choose", y1)
    act(s, "choose", PASS)                               # y0 goes back
    assert y1 in s.waiting[1] and y0 in s.deck[1]
    assert not s.knows(0, y0, DECK1)                     # shuffled: stale to the looker too


# ---- search and exchange; the same card name; markers; X from the milled card ------------------------

MAKIMA = "CSM/S96-E005"        # [(1)] placed: search a climax, exchange it with one from your hand
MOMO = "DDD/S118-E049"         # [(2)] placed: search a climax with the name of one in your WR
NOZOMI = "LL/W02-E025"         # L1 placed: you may put the top 2 cards of your deck as markers
NEON = "NIK/S117-TE10"         # L3 attacks: may mill 1; a 《NIKKE》 character: X damage = its level


def test_csm_s96_e005_a_searched_climax_and_a_hand_climax_trade_places_both_shown():
    s = mk([MAKIMA], hand=[[MAKIMA, CX], []], stock=[1, 0])
    mine = s.hand[0][1]
    play(s, 0, MAKIMA, 0)
    act(s, "yes_no", 1)                                  # pay (1)
    assert kind(s) == "choose" and PASS in opts(s)       # the deck: up to 1 climax
    found = next(x for x in opts(s) if x != PASS)
    act(s, "choose", found)
    assert kind(s) == "choose" and set(opts(s)) == {mine, PASS}    # the hand: up to 1 climax
    act(s, "choose", mine)
    assert found in s.hand[0] and mine in s.deck[0]
    assert s.knows(1, found, HAND0)                      # "reveal it to your opponent"
    assert not s.knows(1, mine, DECK0)                   # then the deck is shuffled


def test_csm_s96_e005_without_a_hand_climax_nothing_is_exchanged_but_the_hand_is_asked():
    s = mk([MAKIMA], hand=[[MAKIMA, Y0], []], stock=[1, 0])
    play(s, 0, MAKIMA, 0)
    act(s, "yes_no", 1)
    act(s, "choose", next(x for x in opts(s) if x != PASS))
    assert kind(s) == "choose" and opts(s) == (PASS,)    # asked whatever the hand holds
    n = len(s.deck[0])
    act(s, "choose", PASS)
    assert len(s.deck[0]) == n and len(s.hand[0]) == 1


def test_ddd_s118_e049_only_a_climax_named_as_one_in_the_waiting_room_may_be_searched():
    other = "5HY/W101-E075"                              # another climax, none in the waiting room
    d = deck_with("deck-deck3-momo", [(4, MOMO), (4, CX), (4, other)])
    s = make(decks=[d, d], hand=[[MOMO], []], stock=[2, 0], waiting=[[CX], []])
    play(s, 0, MOMO, 0)
    resolve_order(s)
    while kind(s) == "yes_no" and s.pending[3][0] != "pay_then_resolve":
        act(s, "yes_no", 0)
    act(s, "yes_no", 1)                                  # pay (2)
    assert kind(s) == "choose"
    codes = {s.T.cards[x].code for x in opts(s) if x != PASS}
    assert codes == {CX}


def test_ll_w02_e025_two_cards_face_down_underneath_unseen_by_both():
    s = mk([NOZOMI], hand=[[NOZOMI], []], level=[[G0], []], stock=[1, 0], deck_top=[[Y0, Y1, Y2], []])
    y0, y1 = s.deck[0][-1], s.deck[0][-2]
    play(s, 0, NOZOMI, 0)
    act(s, "yes_no", 1)                                  # "you may"
    assert s.markers[0][0] == [y0, y1]
    assert not s.knows(0, y0, MARK0) and not s.knows(1, y1, MARK0)


def test_nik_s117_te10_a_milled_level_3_nikke_deals_3_damage():
    """X is the level of the card put into the waiting room (seed 000: a level is printed
    outside the stage): Neon herself, level 3 -- 3 damage, none canceled (no climax)."""
    s = mk([NEON], phase="attack", stage=[{1: NEON}, {}], level=[3, 0],
           deck_top=[[NEON, Y0], [Y0, Y1, Y0, Y1, Y2]])
    act(s, "attack", attack_id(1, DIRECT))
    for _ in range(6):
        if events(s, "damage"):
            break
        if kind(s) == "order":
            act(s, "order", s.pending[2][0])
        elif kind(s) == "yes_no":                        # the mill: yes; the other's cost: no
            act(s, "yes_no", 0 if s.pending[3][0] == "pay_then_resolve" else 1)
    assert events(s, "damage") and len(events(s, "damage")[0][3]) == 3


# ---- Brainstorm wordings; a face-up marker -----------------------------------------------------------

LUNG_WU = "AZL/S119-E024"      # ACT Brainstorm [(1) rest 2]: flip 4; X damage = climaxes among them
HANDBOOK = "5HY/W83-TE26"      # event Brainstorm: flip 3; level X or lower 《Quintuplets》 back
ZABANIYA = "FGO/S87-E067"      # ACT [rest]: no marker: the top card face up as a marker


def test_azl_s119_e024_two_climaxes_flipped_deal_2_damage_at_once():
    """Seed 000 집중: the flipped cards go to the waiting room; X = the climaxes among them,
    dealt as one damage of 2 (one cancel check for both)."""
    s = mk([LUNG_WU], stage=[{0: LUNG_WU, 1: Y0, 2: Y1}, {}], stock=[1, 0],
           deck_top=[[CX, Y0, CX, Y1, Y2], [Y0, Y1, Y0, Y1]])
    act(s, "main", 100 + 0 * 5 + 1)                      # the second 【ACT】 of the left position
    while kind(s) == "choose":                           # the 2 characters to rest
        act(s, "choose", opts(s)[0])
    assert len(events(s, "damage")) == 1 and len(events(s, "damage")[0][3]) == 2
    assert sum(1 for x in s.waiting[0] if s.T.cards[x].code == CX) == 2


def test_5hy_w83_te26_x_counts_the_quintuplets_flipped_and_choose_1_takes_one():
    s = mk([HANDBOOK, ICHIKA_ATONE, ICHIKA_PURE, MIKU_THANKS], hand=[[HANDBOOK], []],
           level=[[R0], []], stock=[1, 0], waiting=[[ICHIKA_ATONE], []],
           deck_top=[[ICHIKA_PURE, MIKU_THANKS, G0, G0], []])
    act(s, "main", s.hand[0][0])                         # play the event (cost 1)
    assert kind(s) == "choose" and PASS not in opts(s)   # "choose 1": X = 2, fits exist
    assert {s.T.cards[x].code for x in opts(s)} == {ICHIKA_ATONE, ICHIKA_PURE, MIKU_THANKS}
    x = next(y for y in opts(s) if s.T.cards[y].code == ICHIKA_ATONE)
    act(s, "choose", x)
    assert x in s.hand[0]


def test_fgo_s87_e067_a_face_up_marker_is_known_to_both():
    s = mk([ZABANIYA], stage=[{0: ZABANIYA}, {}], deck_top=[[Y1, Y0], []])
    top = s.deck[0][-1]
    act(s, "main", 100)
    assert s.markers[0][0] == [top] and s.knows(0, top, MARK0) and s.knows(1, top, MARK0)
    assert 100 not in opts(s)                            # rested: used
