"""Rulings on the zone moves (importer_zones.py / abilities_zones.py / verbs_zones.py): cards
moved between the clock, the level zone, the hand, the waiting room, the memory, the stock
and the deck of either player; characters rested, moved, put on the stage from the hand; this
card moved now or at the beginning of your next encore step; "your opponent may draw".

Each scenario plays a real card of the pool (named by its code) and asserts the state the way
a judge would rule, citing seed 000 / 001 or the English Comprehensive Rules (CR); plus the
recogniser's tables for real printed lines and near misses that stay unsupported.
"""

from __future__ import annotations

from ws_helpers import (_FILL, B0, FRONTAL, G0, PASS, R0, REST, REVERSE, STAND, Y0, Y0B, Y1, Y3, act, attack_id,
                        cid, deck_with, events, kind, make, opts, play, who)

from tcgsim.core.rng import Rng
from tcgsim.games.weiss_schwarz import abilities as ab
from tcgsim.games.weiss_schwarz.importer_kinds import recognise

HAND0, HAND1, DECK1 = 1, 5, 4            # core.knowledge zones: owner * 4 + kind

YOTSUBA_CLK = "5HY/W83-TE64"   # L0 [discard 1] placed: 1 《Quintuplets》 clock -> hand, deck top -> clock
MILLIA = "GGST/SX06-035"       # L0 placed: you may clock card -> hand; if you do, hand card -> clock
ITSUKI_LV = "5HY/W90-E065"     # L0 【ACT】[rest this] level card <-> 《Quintuplets》 character in the WR
AANG = "ATLA/WX04-089"         # L0 placed: you may exchange the clock's bottom card and a 《World of Avatar》
CHISATO = "BD/W73-E055"        # L1 [(1)] placed: a hand card <-> a level card
BUMI = "ATLA/WX04-038"         # L0 500 reversed in battle: opp clock card -> WR; if so, their deck top -> clock
MOMO = "DDD/S118-E065"         # L3 attacks: up to 1 opp WR card -> the top or the bottom of their deck
SUZU = "AYT/W110-E078"         # L3 [rest 1] placed: opp keeps 1 climax, the rest of their WR -> deck
REIGEN = "MOB/SX02-002"        # L0 [(3)] placed: opp stock -> WR, as many from their deck top -> stock
ELI_EV = "LL/W24-E096"         # event L2: REST 1 【STAND】 《Music》; if you do, draw up to 2, discard 1
MIKU_MV = "5HY/W83-E117"       # L0 opp's attack phase: you may move a center char of theirs to another
ICHIKA_ST = "5HY/WE43-E09"     # L2 placed: up to 1 char of level <= yours from hand -> stage, +1 soul
RIDER = "APO/S53-E078"         # L0 2500 [(1)] opp's turn, reversed in battle: REST it; your next encore: WR
AQUA = "KS/W49-E104"           # L1 6500 reversed in battle: opp may draw 2; if so, they discard 2
ANGEL = "FT/S02-063Ang"        # L0 2500 reversed in battle: under a "Oracion Seis Master, Zero" as marker
ZERO = "FT/S02-059"            # "Oracion Seis Master, Zero"
Q2 = "5HY/W90-E015"              # a yellow level 0 《Quintuplets》 vanilla (Y0B need not be one)
ELI_CLK = "LL/W24-E042"        # L1 【ACT】[(1) rest this] clock card -> hand; hand card -> clock
KANJI = "P4/S01-T14"           # L0 placed: you may REST 1 of your opponent's 【STAND】 characters
TRIUMVIRATE = "Fab/W65-E108"   # L0 attacks: REST all of your other 【STAND】 characters
DIABLOS_EV = "EIS/SX07-021"    # event: …; "Put this card at the bottom of your deck."
ITSUKI3 = "5HY/W101-E059"      # L3 [an Itsuki from the hand] placed: the top card of the clock -> hand
AVATAR = "ATLA/WX04-093"       # a 《World of Avatar》 character
CX = "5HY/W83-E062"            # a climax


def rec(line, type_="character"):
    a, why = recognise(line, {"type": type_})
    assert not why, why
    return a


def deck(name, codes):
    """One of each card named (the vanilla ones come four times with the filling), 4 climaxes."""
    return deck_with(f"area-zones-{name}", [(1, c) for c in codes if c not in _FILL] + [(4, CX)])


def resolve_orders(s):
    while kind(s) == "order":
        act(s, "order", s.pending[2][0])


# ---- recognisers -------------------------------------------------------------------------------

def test_clock_salvage_and_its_if_you_do_partner_are_read():
    a = rec("【AUTO】 [Put 1 card from your hand into your waiting room] When this card is placed on the stage "
            "from your hand, you may pay the cost. If you do, choose 1 《Quintuplets》 character in your clock, "
            "return it to your hand, and put the top card of your deck into your clock.")
    assert a["effect"] == [{"verb": "pick_move", "from": "clock", "to": "hand", "n": 1,
                            "filter": {"trait": "Quintuplets", "type": "character"}},
                           {"verb": "deck_to_clock"}]
    a = rec("【AUTO】 When this card is placed on the stage from your hand, you may choose 1 card in your "
            "clock, and return it to your hand. If you do, choose 1 card in your hand, and put it into your "
            "clock.")
    assert a["optional"] and a["effect"] == [
        {"verb": "pick_move", "from": "clock", "to": "hand", "n": 1},
        {"verb": "conditional", "condition": {"done": True},
         "then": [{"verb": "pick_move", "from": "hand", "to": "clock", "n": 1}]}]


def test_exchanges_are_read_one_card_a_side():
    a = rec("【ACT】 [【REST】 this card] Choose 1 card in your level and 1 《Quintuplets》 character in your "
            "waiting room, and exchange them.")
    assert a["effect"] == [{"verb": "zone_exchange", "a": {"zone": "level"},
                            "b": {"zone": "waiting", "filter": {"trait": "Quintuplets", "type": "character"}}}]
    a = rec("【AUTO】 When this card is placed on the stage from your hand, you may choose the bottom card of "
            "your clock and 1 《World of Avatar》 character in your waiting room, and exchange them.")
    assert a["effect"][0]["a"] == {"zone": "clock", "end": "bottom"}
    a = rec("【ACT】 [【REST】 2 of your characters] Choose 1 card in your level and a card in your waiting "
            "room, and exchange them.")
    assert a["effect"] == [{"verb": "zone_exchange", "a": {"zone": "level"}, "b": {"zone": "waiting"}}]


def test_opponent_zone_texts_are_read():
    a = rec("【AUTO】 When this card attacks, choose up to 1 card in your opponent's waiting room, and put it "
            "on the top or at the bottom of their deck.")
    assert a["effect"] == [{"verb": "pick_move", "from": "waiting", "to": "deck_top_or_bottom", "n": 1,
                            "up_to": True, "whose": "opponent"}]
    a = rec("【AUTO】 When this card attacks, choose up to 2 cards in your opponent's waiting room, return "
            "them to their deck, and your opponent shuffles their deck.")
    assert a["effect"] == [{"verb": "pick_move", "from": "waiting", "to": "deck", "n": 2, "up_to": True,
                            "whose": "opponent", "shuffle": "always"}]
    a = rec("【AUTO】 [(1)] When this card is placed on the stage from your hand, you may pay the cost. If you "
            "do, your opponent returns all cards from their stock to their deck, shuffles their deck, and "
            "puts the same number of cards from the top of their deck into their stock.")
    assert a["effect"] == [{"verb": "stock_reset", "whose": "opponent", "via": "deck"}]
    a = rec("【AUTO】 When this card becomes 【REVERSE】, if this card's battle opponent is level 0 or lower, "
            "you may put that character into your opponent's stock. If you do, put 1 card from the bottom of "
            "your opponent's stock into his or her waiting room.")
    assert a["effect"][-1] == {"verb": "conditional", "condition": {"done": True}, "then": [
        {"verb": "pile_move", "whose": "opponent", "from": "stock", "end": "bottom", "to": "waiting"}]}


def test_rest_move_and_this_card_texts_are_read():
    a = rec("【AUTO】 When this card attacks, 【REST】 all of your other 【STAND】 characters.")
    assert a["effect"] == [{"verb": "rest", "target": {"who": "others_yours", "filter": {"status": "stand"}}}]
    assert "【STAND】 character" in ab.describe(a)
    a = rec("Choose 2 of your 【STAND】 characters, and 【REST】 them. If you 【REST】 2 characters, draw 1 card.",
            "event")
    assert a["effect"] == [{"verb": "rest_pick", "target": {"choose": 2, "from": "your_stage",
                                                            "filter": {"status": "stand"}}},
                           {"verb": "conditional", "condition": {"done": 2},
                            "then": [{"verb": "draw", "n": 1}]}]
    a = rec("【AUTO】 [(1)] At the beginning of your opponent's attack phase, you may pay the cost. If you do, "
            "move this card to another open position of your center stage.")
    assert a["effect"] == [{"verb": "move_to_open", "slot": "center"}]
    a = rec("Put this card at the bottom of your deck.", "event")
    assert a["effect"] == [{"verb": "self_to", "to": "deck_bottom"}]


def test_if_you_do_covers_its_own_sentence_only():
    a = rec("Choose 1 of your 【STAND】 characters with \"Sakura\" in its card name, and 【REST】 it. If you do, "
            "choose 1 card in your clock, and return it to your hand. Put this card into your memory.", "event")
    assert a["effect"][1] == {"verb": "conditional", "condition": {"done": True},
                              "then": [{"verb": "pick_move", "from": "clock", "to": "hand", "n": 1}]}
    assert a["effect"][2] == {"verb": "move", "to": "memory"}


def test_near_misses_stay_unsupported():
    # two cards a side is not one exchange the verb knows
    assert rec("【ACT】 [(1)] Choose 2 cards in your level and 2 cards in your waiting room, and exchange "
               "them.") is None
    # "If you do" after an effect that does not say whether it was done
    assert rec("【AUTO】 When this card attacks, deal 1 damage to your opponent. If you do, choose 1 card in "
               "your clock, and return it to your hand.") is None
    # the opponent's hand is hidden: no choosing in it for them
    assert rec("【AUTO】 When this card attacks, choose 1 card in your opponent's hand, and put it into their "
               "clock.") is None
    # a sentence pair without a clause of this area is left to its area
    assert rec("【AUTO】 When this card attacks, draw 1 card. Deal 1 damage to your opponent.") is None
    # "If you REST 2 characters" after a choice of 1
    assert rec("Choose 1 of your 【STAND】 characters, and 【REST】 it. If you 【REST】 2 characters, draw 1 "
               "card.", "event") is None


def test_every_new_verb_has_words():
    for v in ("pick_move", "zone_exchange", "pile_move", "stock_reset", "waiting_reset", "self_to",
              "mark_self", "move_chosen", "opp_draw", "deck_shuffle", "rest_pick", "self_to_marker"):
        assert v in ab.VERBS
    a = rec("【AUTO】 [(1)] During your opponent's turn, when this card becomes 【REVERSE】 in battle, you may "
            "pay the cost. If you do, 【REST】 this card, and at the beginning of your next encore step, put "
            "this card into your waiting room.")
    words = ab.describe(a)
    assert "encore step" in words and "waiting room" in words and "self_to" not in words


# ---- scenarios: your clock -----------------------------------------------------------------------

def test_yotsuba_returns_a_quintuplets_clock_card_and_clocks_the_deck_top():
    """5HY/W83-TE64: the cost paid, "choose 1 《Quintuplets》 character in your clock" (only one
    fits: no choice), it goes to the hand in plain sight (the opponent knows it is there), then
    the top card of the deck goes to the clock (CR 1.3.2: each part done)."""
    d = deck("yotsuba", [YOTSUBA_CLK, G0, Q2, R0])
    s = make([d, d], hand=[[YOTSUBA_CLK, G0], []], clock=[[G0, Q2], []], deck_top=[[R0], []])
    quint = cid(s, 0, Q2, "clock")
    top = s.deck[0][-1]
    play(s, 0, YOTSUBA_CLK, 1)
    act(s, "yes_no", 1)                          # pay the cost
    act(s, "choose", cid(s, 0, G0))              # the discarded card
    assert quint in s.hand[0] and quint not in s.clock[0]
    assert s.clock[0] == [cid(s, 0, G0, "clock"), top]
    assert s.knows(1, quint, HAND0)              # seen going from the clock to the hand
    assert kind(s) == "main"


def test_millia_may_swap_a_clock_card_for_a_hand_card_if_one_returns():
    """GGST/SX06-035: "you may choose 1 card in your clock, and return it to your hand. If you
    do, choose 1 card in your hand, and put it into your clock"."""
    d = deck("millia", [MILLIA, G0, Y0B])
    s = make([d, d], hand=[[MILLIA, G0], []], clock=[[Y0B, R0], []])
    back, out = cid(s, 0, Y0B, "clock"), cid(s, 0, G0)
    play(s, 0, MILLIA, 1)
    act(s, "yes_no", 1)
    assert set(opts(s)) == {back, cid(s, 0, R0, "clock")}       # "choose 1": no "nothing"
    act(s, "choose", back)
    assert back in s.hand[0]
    assert set(opts(s)) == {back, out}                          # any card of the hand
    act(s, "choose", out)
    assert s.clock[0][-1] == out and len(s.clock[0]) == 2 and out not in s.hand[0]


def test_millia_with_an_empty_clock_does_nothing_more():
    """"If you do": no card returned -> no card of the hand goes to the clock."""
    d = deck("millia", [MILLIA, G0, Y0B])
    s = make([d, d], hand=[[MILLIA, G0], []])
    play(s, 0, MILLIA, 1)
    act(s, "yes_no", 1)
    assert kind(s) == "main" and s.clock[0] == [] and len(s.hand[0]) == 1


def test_eli_act_two_sentences_clock_to_hand_then_hand_to_clock():
    """LL/W24-E042 【ACT】: two sentences, done in order (the second is not an "If you do")."""
    d = deck("eli", [ELI_CLK, G0, Y0B])
    s = make([d, d], stage=[{1: ELI_CLK}, {}], stock=[1, 0], clock=[[Y0B], []], hand=[[G0], []])
    back = cid(s, 0, Y0B, "clock")
    act(s, "main", 100 + 1 * 5 + 0)
    assert back in s.hand[0]                     # the one clock card: no choice
    act(s, "choose", cid(s, 0, G0))
    assert s.clock[0] == [cid(s, 0, G0, "clock")] and s.status[0][1] == REST


# ---- scenarios: your level -----------------------------------------------------------------------

def test_itsuki_exchanges_a_level_card_and_a_quintuplets_character():
    """5HY/W90-E065 【ACT】: the level card goes to the waiting room, the 《Quintuplets》 character
    takes its place in the level zone; the level (number of cards) stays."""
    d = deck("itsuki", [ITSUKI_LV, G0, Q2])
    s = make([d, d], stage=[{1: ITSUKI_LV}, {}], level=[[G0], []], waiting=[[Q2, Y0, G0], []])
    lv, w = cid(s, 0, G0, "level"), cid(s, 0, Q2, "waiting")
    act(s, "main", 100 + 1 * 5 + 0)
    # one level card: no choice; two 《Quintuplets》 in the waiting room (the green card is not one)
    assert kind(s) == "choose" and set(opts(s)) == {w, cid(s, 0, Y0, "waiting")}
    act(s, "choose", w)
    resolve_orders(s)
    assert s.level[0] == [w] and lv in s.waiting[0] and w not in s.waiting[0]
    assert events(s, "exchange")


def test_itsuki_exchange_with_no_quintuplets_in_the_waiting_room_moves_neither():
    """Both or neither: with no 《Quintuplets》 character to choose the level card stays."""
    d = deck("itsuki", [ITSUKI_LV, G0, Y0B])
    s = make([d, d], stage=[{1: ITSUKI_LV}, {}], level=[[G0], []], waiting=[[CX], []])
    lv = cid(s, 0, G0, "level")
    act(s, "main", 100 + 1 * 5 + 0)
    resolve_orders(s)
    assert s.level[0] == [lv] and kind(s) == "main" and not events(s, "exchange")


def test_aang_exchanges_the_bottom_card_of_the_clock():
    """ATLA/WX04-089: the clock's bottom (oldest) card and a 《World of Avatar》 character of the
    waiting room trade places: the new card is the clock's bottom card."""
    d = deck("aang", [AANG, AVATAR, G0, Y0B])
    s = make([d, d], hand=[[AANG], []], clock=[[G0, Y0B], []], waiting=[[AVATAR], []])
    bottom, av = cid(s, 0, G0, "clock"), cid(s, 0, AVATAR, "waiting")
    play(s, 0, AANG, 1)
    act(s, "yes_no", 1)                          # "you may"
    assert s.clock[0] == [av, cid(s, 0, Y0B, "clock")] and bottom in s.waiting[0]


def test_chisato_exchanges_a_hand_card_with_a_level_card_in_plain_sight():
    """BD/W73-E055: the hand card is shown as it is chosen and goes face up into the level zone;
    the level card goes to the hand, seen by both players."""
    d = deck("chisato", [CHISATO, G0, Y0B])
    s = make([d, d], hand=[[CHISATO, G0], []], level=[[Y0B], []], clock=[[R0], []], stock=[1, 0])
    h, lv = cid(s, 0, G0), cid(s, 0, Y0B, "level")
    play(s, 0, CHISATO, 1)
    act(s, "yes_no", 1)                          # pay (1)
    assert set(opts(s)) == {h}                   # the hand (hidden): its owner chooses
    act(s, "choose", h)                          # one level card: no choice
    assert s.level[0] == [h] and lv in s.hand[0] and h not in s.hand[0]
    assert s.knows(1, lv, HAND0)


def test_a_hand_choice_is_rebuilt_when_the_opponent_determinizes():
    """DESIGN §2: the opponent does not know the hand; a re-dealt world rebuilds the pending
    choice from the hand dealt there (every option a card of that hand)."""
    d = deck("chisato", [CHISATO, G0, Y0B])
    s = make([d, d], hand=[[CHISATO, G0, Y0, Y1], []], level=[[Y0B], []], clock=[[R0], []], stock=[1, 0])
    play(s, 0, CHISATO, 1)
    act(s, "yes_no", 1)
    assert kind(s) == "choose" and who(s) == 0
    for seed in range(5):
        w = s.determinize(1, Rng(seed))
        assert set(w.pending[2]) == set(w.hand[0])


# ---- scenarios: your opponent's clock, stock, waiting room ---------------------------------------

def _first_pending_of(s, card, index):
    """The option of an `order` decision that resolves card's ability `index` first."""
    return next(k for k in s.pending[2] if s.pending_auto[k][1] == card and s.pending_auto[k][2] == index)


def test_bumi_reversed_in_battle_heals_the_opponent_and_clocks_their_deck_top():
    """ATLA/WX04-038: reversed in battle (seed 000 ⑤), "you may choose 1 card in your opponent's
    clock, and put it into their waiting room. If you do, your opponent puts the top card of
    their deck into their clock" -- the card chosen by the ability's player."""
    d = deck("bumi", [BUMI, G0, Y0B])
    s = make([d, d], phase="attack", stage=[{1: BUMI}, {1: Y0}], clock=[[], [G0, Y0B]],
             deck_top=[[Y0B], [R0, Y0]])
    bumi = s.stage[0][1]
    healed = cid(s, 1, G0, "clock")
    act(s, "attack", attack_id(1, FRONTAL))      # 500 against 3000: reversed in battle
    assert kind(s) == "order"                    # its two abilities (the other: "becomes 【REVERSE】")
    act(s, "order", _first_pending_of(s, bumi, 0))
    act(s, "yes_no", 1)
    damage = s.clock[1][-1]                      # the attack's 1 damage went in first
    top = s.deck[1][-1]
    act(s, "choose", healed)
    assert healed in s.waiting[1] and healed not in s.clock[1]
    assert s.clock[1][-1] == top and damage in s.clock[1]
    act(s, "yes_no", 0)                          # the other ability: no


def test_kuroyukihime_sends_the_battle_opponent_to_stock_then_the_stock_bottom_to_the_waiting_room():
    """AW/S43-E009: "put that character into your opponent's stock. If you do, put a card from
    the bottom of your opponent's stock into his or her waiting room" (stock lists bottom first)."""
    kuro = "AW/S43-E009"
    d = deck("kuro", [kuro, G0, Y0B])
    s = make([d, d], phase="attack", stage=[{1: kuro}, {1: Y0}], stock=[0, [G0, Y0B]],
             deck_top=[[Y0B], [R0]])
    opp = s.stage[1][1]
    bottom = cid(s, 1, G0, "stock")
    act(s, "attack", attack_id(1, FRONTAL))
    act(s, "yes_no", 1)
    assert s.stock[1] == [cid(s, 1, Y0B, "stock"), opp] and bottom in s.waiting[1]
    assert s.knows(0, opp, 6)                    # seen going into the stock (zone 1 * 4 + 2)


def test_momo_puts_an_opponent_waiting_room_card_at_the_bottom_of_their_deck():
    """DDD/S118-E065: "choose up to 1 card in your opponent's waiting room, and put it on the top
    or at the bottom of their deck" -- the player chooses both; both players know where it is."""
    d = deck("momo", [MOMO, G0, Y0B])
    s = make([d, d], phase="attack", stage=[{1: MOMO}, {}], waiting=[[], [G0, Y0B]],
             deck_top=[[Y0B], [R0]])
    x = cid(s, 1, G0, "waiting")
    act(s, "attack", attack_id(1, 0))            # direct: "when this card attacks"
    assert kind(s) == "choose" and PASS in opts(s)            # "up to 1"
    act(s, "choose", x)
    act(s, "yes_no", 1)                          # yes: at the bottom
    assert s.deck[1][0] == x and x not in s.waiting[1]
    assert s.knows(0, x, DECK1) and s.knows(1, x, DECK1)


def test_suzu_the_opponent_keeps_one_climax_and_returns_the_rest_to_their_shuffled_deck():
    """AYT/W110-E078: "your opponent chooses 1 climax in their waiting room, returns all cards
    except that card from their waiting room to their deck, and shuffles their deck"."""
    d = deck("suzu", [SUZU, G0, Y0B])
    s = make([d, d], hand=[[SUZU], []], stage=[{0: Y0}, {}], level=[[Y0, Y0B, G0], []],
             clock=[[B0], []], stock=[2, 0], waiting=[[], [CX, CX, G0, Y0B]])
    n_deck = len(s.deck[1])
    play(s, 0, SUZU, 1)
    act(s, "yes_no", 1)                          # pay: 【REST】 1 of your characters
    while kind(s) == "choose" and who(s) == 0:
        act(s, "choose", opts(s)[0])
    assert kind(s) == "choose" and who(s) == 1   # two climaxes: the opponent chooses
    keep = opts(s)[0]
    act(s, "choose", keep)
    assert s.waiting[1] == [keep] and len(s.deck[1]) == n_deck + 3
    assert not s.knows(0, s.deck[1][-1], DECK1)  # shuffled: no known order


def test_reigen_replaces_the_opponent_stock_from_the_top_of_their_deck():
    """MOB/SX02-002: the opponent's 2 stock cards go to their waiting room, then their top 2
    deck cards go face down into their stock (nobody looked at them)."""
    d = deck("reigen", [REIGEN, G0, Y0B])
    s = make([d, d], hand=[[REIGEN], []], stock=[3, [G0, Y0B]], deck_top=[[], [R0, Y0]])
    old = list(s.stock[1])
    top2 = s.deck[1][-2:]
    play(s, 0, REIGEN, 1)
    act(s, "yes_no", 1)
    assert set(old) <= set(s.waiting[1])
    assert sorted(s.stock[1]) == sorted(top2) and len(s.stock[0]) == 0
    assert not any(s.knows(0, x, 6) for x in s.stock[1])


# ---- scenarios: resting and moving -----------------------------------------------------------------

def test_childhood_dreams_rests_a_standing_music_character_then_draws_and_discards():
    """LL/W24-E096 (event): "Choose 1 of your 【STAND】 《Music》 characters, and 【REST】 it. If you
    do, draw up to 2 cards, choose 1 card in your hand, and put it into your waiting room"."""
    d = deck("eli-ev", [ELI_EV, ELI_CLK, G0, B0])
    s = make([d, d], hand=[[ELI_EV], []], stage=[{1: ELI_CLK}, {}], level=[[B0, B0], []],
             clock=[[B0], []])
    act(s, "main", cid(s, 0, ELI_EV))
    assert s.status[0][1] == REST
    act(s, "yes_no", 1)
    act(s, "yes_no", 1)
    assert kind(s) == "choose" and len(s.hand[0]) == 2
    act(s, "choose", opts(s)[0])
    assert len(s.hand[0]) == 1


def test_childhood_dreams_with_no_standing_music_character_does_nothing_more():
    d = deck("eli-ev", [ELI_EV, ELI_CLK, G0, B0])
    s = make([d, d], hand=[[ELI_EV], []], stage=[{1: ELI_CLK}, {}], status=[{1: REST}, {}],
             level=[[B0, B0], []], clock=[[B0], []])
    act(s, "main", cid(s, 0, ELI_EV))
    assert kind(s) == "main" and len(s.hand[0]) == 0


def test_kanji_rests_a_standing_character_of_the_opponent():
    """P4/S01-T14: only a 【STAND】 character may be chosen (the 【REST】 one is not)."""
    d = deck("kanji", [KANJI, G0, Y0B])
    s = make([d, d], hand=[[KANJI], []], stage=[{}, {0: Y0, 1: Y0B}], status=[{}, {1: REST}])
    play(s, 0, KANJI, 1)
    act(s, "yes_no", 1)                          # one fits: no choice
    assert s.status[1] == [REST, REST, STAND, STAND, STAND]


def test_triumvirate_rests_the_other_standing_characters_not_a_reversed_one():
    """Fab/W65-E108: "【REST】 all of your other 【STAND】 characters" -- a 【REVERSE】 one stays so
    (it will go to the waiting room in the encore step)."""
    d = deck("tri", [TRIUMVIRATE, G0, Y0B])
    s = make([d, d], phase="attack", stage=[{1: TRIUMVIRATE, 0: Y0, 2: Y0B, 3: G0}, {}],
             status=[{2: REVERSE}, {}], deck_top=[[Y0B], [R0]])
    y, rev, g = s.stage[0][0], s.stage[0][2], s.stage[0][3]
    act(s, "attack", attack_id(1, 0))
    assert [e[3] for e in events(s, "rested")] == [y, g]       # not the 【REVERSE】 one
    # (nothing else can attack: the turn goes on; the 【REVERSE】 one left in the encore step)
    assert [e[3] for e in events(s, "to_waiting_room") if e[4] == "encore step"] == [rev]


def test_miku_moves_an_opponent_center_character_to_another_open_center_position():
    """5HY/W83-E117: at the beginning of the opponent's attack phase, the ability's player
    chooses the character and the open position (seed 000 무대: center stage = 3 positions)."""
    d = deck("miku", [MIKU_MV, G0, Y0B])
    s = make([d, d], active=1, phase="attack", stage=[{0: MIKU_MV}, {1: Y0, 3: Y0B}])
    y = s.stage[1][1]
    act(s, "yes_no", 1)
    assert kind(s) == "slot" and who(s) == 0 and set(opts(s)) == {0, 2}
    act(s, "slot", 2)
    assert s.stage[1][2] == y and s.stage[1][1] == -1 and s.stage[1][3] >= 0


def test_ichika_puts_a_character_of_level_up_to_yours_from_the_hand_on_the_stage():
    """5HY/WE43-E09: only a character of level <= your level may be chosen (no colour or cost:
    it is put, not played); "that character gets +1 soul"."""
    d = deck("ichika", [ICHIKA_ST, G0, Y0B])
    s = make([d, d], hand=[[ICHIKA_ST, Y1, Y3], []], level=[[Y0, Y0B], []], clock=[[Y0], []])
    y1, y3 = cid(s, 0, Y1), cid(s, 0, Y3)
    play(s, 0, ICHIKA_ST, 1)
    assert set(opts(s)) == {y1, PASS}
    act(s, "choose", y1)
    act(s, "slot", 0)
    assert s.stage[0][0] == y1 and s.soul_of(0, 0) == s.T.soul[y1] + 1 and y3 in s.hand[0]


def test_ichika_is_asked_even_when_no_hand_card_fits():
    """DESIGN §2: a choice among hidden cards is posed whatever the hand holds."""
    d = deck("ichika", [ICHIKA_ST, G0, Y0B])
    s = make([d, d], hand=[[ICHIKA_ST, Y3], []], level=[[Y0, Y0B], []], clock=[[Y0], []])
    play(s, 0, ICHIKA_ST, 1)
    assert opts(s) == (PASS,)


# ---- scenarios: this card, later; your opponent draws -------------------------------------------------

def _rider_reversed(s):
    """The opponent's Y0 (3000) frontal attacks RIDER (2500) in the center middle."""
    act(s, "attack", attack_id(1, FRONTAL))
    while kind(s) == "counter":
        act(s, "counter", PASS)
    assert kind(s) == "yes_no" and who(s) == 0
    act(s, "yes_no", 1)                          # pay (1): 【REST】 it, and the delayed part


def _to_my_encore_step(s):
    """Decline everything until player 1's turn ends and player 0's encore step has begun."""
    for _ in range(40):
        if s.active == 0 and s.phase == "encore":
            return
        k = kind(s)
        if k in ("main", "climax", "attack", "clock", "counter"):
            act(s, k, PASS)
        elif k == "encore":
            act(s, k, 0)
        elif k == "encore_order":
            act(s, k, opts(s)[0])
        else:
            raise AssertionError(f"unexpected decision {s.pending!r}")


def test_rider_stays_rested_then_goes_at_the_beginning_of_its_players_next_encore_step():
    """APO/S53-E078: during the opponent's turn, reversed in battle: 【REST】 (so the opponent's
    encore step does not take it: seed 000 ⑥ takes 【REVERSE】 characters), and "at the beginning
    of your next encore step" -- the encore step of its own next turn -- it goes."""
    d = deck("rider", [RIDER, G0, Y0B])
    s = make([d, d], active=1, phase="attack", stage=[{1: RIDER}, {1: Y0, 0: Y0B}], stock=[1, 0],
             deck_top=[[R0, Y0B, R0], [Y0B]])
    rider = s.stage[0][1]
    _rider_reversed(s)
    assert s.status[0][1] == REST
    act(s, "attack", PASS)                       # the opponent's encore step: the rider stays
    _to_my_encore_step(s)
    assert s.stage[0][1] == -1 and rider in s.waiting[0]


def test_rider_that_left_the_stage_and_came_back_is_another_card():
    """A card that leaves the stage is a new card (rules.leave_stage: its modifiers end): the
    delayed part finds no marked card and does nothing."""
    d = deck("rider", [RIDER, G0, Y0B])
    s = make([d, d], active=1, phase="attack", stage=[{1: RIDER}, {1: Y0, 0: Y0B}], stock=[1, 0],
             deck_top=[[R0, Y0B, R0], [Y0B]])
    rider = s.stage[0][1]
    _rider_reversed(s)
    s.leave_stage(0, 1, "hand")                  # e.g. returned to the hand, played again
    s.hand[0].remove(rider)
    s.place_on_stage(0, rider, 1, STAND, "hand")
    act(s, "attack", PASS)
    _to_my_encore_step(s)
    assert s.stage[0][1] == rider


def test_aqua_reversed_the_opponent_may_draw_2_then_discards_2():
    """KS/W49-E104: "your opponent may draw 2 cards. If your opponent does, your opponent
    chooses 2 cards in your opponent's hand, and puts them into his or her waiting room" --
    both decisions are the opponent's."""
    d = deck("aqua", [AQUA, G0, Y0B, Y3])
    s = make([d, d], phase="attack", stage=[{1: AQUA, 0: Y0B}, {1: Y3}], hand=[[], [G0]],
             level=[[Y0], []], clock=[[B0], []], deck_top=[[Y0B], [R0, Y0, Y0B]])
    act(s, "attack", attack_id(1, FRONTAL))
    while kind(s) == "counter":
        act(s, "counter", PASS)
    assert kind(s) == "yes_no" and who(s) == 1
    act(s, "yes_no", 1)
    assert len(s.hand[1]) == 3 and kind(s) == "choose" and who(s) == 1
    keep = cid(s, 1, G0)
    for _ in range(2):
        act(s, "choose", next(x for x in opts(s) if x != keep))
    assert s.hand[1] == [keep]


def test_aqua_declined_draws_nothing_and_discards_nothing():
    d = deck("aqua", [AQUA, G0, Y0B, Y3])
    s = make([d, d], phase="attack", stage=[{1: AQUA, 0: Y0B}, {1: Y3}], hand=[[], [G0]],
             level=[[Y0], []], clock=[[B0], []], deck_top=[[Y0B], [R0, Y0, Y0B]])
    act(s, "attack", attack_id(1, FRONTAL))
    while kind(s) == "counter":
        act(s, "counter", PASS)
    act(s, "yes_no", 0)
    assert len(s.hand[1]) == 1 and kind(s) != "choose"


def test_oracion_seis_goes_face_down_under_zero_as_a_marker():
    """FT/S02-063Ang: reversed in battle, it leaves the stage (no encore: it is not in the
    waiting room) and lies face down under "Oracion Seis Master, Zero"; both players saw it go."""
    d = deck_with("area-zones-angel", [(4, ANGEL), (1, ZERO), (4, CX)])
    s = make([d, d], phase="attack", stage=[{1: ANGEL, 3: ZERO}, {1: Y0}], deck_top=[[Y0B], [R0]])
    angel = s.stage[0][1]
    act(s, "attack", attack_id(1, FRONTAL))
    while kind(s) == "counter":
        act(s, "counter", PASS)
    # Zero's own 【AUTO】 ("another of your 《Magic》 characters becomes 【REVERSE】 in battle")
    # fires too: its owner orders the two and lets Angel's resolve first, then declines Zero's
    assert kind(s) == "order"
    act(s, "order", 1)
    if kind(s) == "yes_no":
        act(s, "yes_no", 0)
    assert s.markers[0][3] == [angel] and s.stage[0][1] == -1 and angel not in s.waiting[0]
    assert s.knows(1, angel, 3)                   # the markers zone of seat 0
    assert s.view(1)["opponent"]["stage"][3]["markers_known"] == [angel]


def test_itsuki_returns_the_top_card_of_the_clock_to_the_hand():
    """5HY/W101-E059: "return the top card of your clock to your hand" (the newest card)."""
    d = deck("itsuki3", [ITSUKI3, ITSUKI_LV, G0, Y0B])
    s = make([d, d], hand=[[ITSUKI3, ITSUKI_LV], []], level=[[R0, R0, R0], []], stock=[2, 0],
             clock=[[G0, Y0B], []], waiting=[[CX, CX, CX], []])
    top = s.clock[0][-1]
    play(s, 0, ITSUKI3, 1)
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, ITSUKI_LV))       # the cost: an Itsuki from the hand
    assert top in s.hand[0] and s.clock[0] == [cid(s, 0, G0, "clock")]
    assert s.knows(1, top, HAND0)


def test_diablos_event_puts_itself_at_the_bottom_of_the_deck():
    """EIS/SX07-021 (event): "Put this card at the bottom of your deck." -- from the resolution
    zone, not the waiting room (seed 000 이벤트: it goes to the waiting room unless its effect
    moves it); both players know where it is."""
    d = deck("diablos", [DIABLOS_EV, G0, Y0B])
    s = make([d, d], hand=[[DIABLOS_EV], []], level=[[G0, G0], []], stock=[1, 0])
    ev = cid(s, 0, DIABLOS_EV)
    act(s, "main", ev)
    assert s.deck[0][0] == ev and ev not in s.waiting[0] and not s.resolution[0]
    assert s.knows(1, ev, 0)


# ---- scenarios: markers, sentences -----------------------------------------------------------------

ARCH = "GL/S52-E076"           # L2 placed: you may put a "GURREN LAGANN" (or …) of the WR under it face up
GURREN = "GL/S52-E068"         # "GURREN LAGANN"
SHOKAKU_KOU = "KC/S42-E007"    # L3 【ACT】[REST 2] this card to the WR; a named card of the WR onto its place
SHOKAKU = "KC/S42-E005"        # "1st Shokaku-class Aircraft Carrier, Shokaku Kai-II"


def test_arch_gurren_lagann_puts_a_named_waiting_room_card_under_itself_face_up():
    """GL/S52-E076: a card of the waiting room goes face up underneath this card as a marker
    (seed 000 마커); both players know it (view: markers_known); its 【CONT】 -8500 "if there are no
    markers" then no longer applies."""
    d = deck("arch", [ARCH, GURREN, G0, Y0B])
    s = make([d, d], hand=[[ARCH], []], level=[[R0, R0], []], clock=[[R0], []], stock=[1, 0],
             waiting=[[GURREN, G0], []])
    g = cid(s, 0, GURREN, "waiting")
    play(s, 0, ARCH, 1)
    act(s, "yes_no", 1)                          # "you may"; one card fits: no choice
    assert s.markers[0][1] == [g] and g not in s.waiting[0]
    assert s.view(1)["opponent"]["stage"][1]["markers_known"] == [g]
    assert s.power_of(0, 1) == s.T.power[s.stage[0][1]]


def test_shokaku_puts_itself_into_the_waiting_room_and_a_named_card_on_its_position():
    """KC/S42-E007 【ACT】: two sentences -- "Put this card into your waiting room. Choose a card
    named "…" in your waiting room, and put it on the stage position that this card was on"."""
    d = deck("shokaku", [SHOKAKU_KOU, SHOKAKU, G0, Y0B])
    s = make([d, d], stage=[{1: SHOKAKU_KOU, 0: Y0, 2: Y0B}, {}], waiting=[[SHOKAKU], []])
    kou, sho = s.stage[0][1], cid(s, 0, SHOKAKU, "waiting")
    act(s, "main", 100 + 1 * 5 + 0)
    while kind(s) == "choose" and s.pending[3][0] != "to_stage_at":
        act(s, "choose", opts(s)[0])             # the cost: 【REST】 2 of your characters
    assert kind(s) == "choose" and set(opts(s)) == {sho}       # "choose a card": no "nothing"
    act(s, "choose", sho)
    assert s.stage[0][1] == sho and kou in s.waiting[0]


def test_the_cards_of_this_area_pass_the_conformance_checks():
    """DESIGN §5: seeded random games with decks of this area's cards: determinism, clone and
    round trip, no card lost, views and re-deals (core.conformance, deep checks)."""
    from tcgsim.core.conformance import check_game
    from ws_helpers import game

    a = deck_with("area-zones-conf-a", [(2, c) for c in (YOTSUBA_CLK, MILLIA, ITSUKI_LV, AANG, BUMI, MIKU_MV,
                                                         KANJI, TRIUMVIRATE, RIDER, ELI_CLK, ARCH, GURREN)]
                  + [(4, CX)])
    b = deck_with("area-zones-conf-b", [(2, c) for c in (REIGEN, CHISATO, AQUA, MOMO, ICHIKA_ST, ANGEL,
                                                         SHOKAKU_KOU, SHOKAKU, ITSUKI3, SUZU, ELI_EV)]
                  + [(1, ZERO), (4, CX)])
    rep = check_game(game(), seeds=range(3), decks=[a, b], deep_every=3)
    assert rep.seeds == 3


# ---- scenarios: the memory until the encore step; an Alarm's exchange --------------------------------

MIKU_MEM = "5HY/W83-E123"      # [a climax from hand] placed: opp char -> their memory, back at the encore step
ALARM = "SHS/W71-E017"         # 【CLOCK】 Alarm: main phase start, top of clock: you may exchange it and a WR char


def test_miku_puts_an_opponent_character_into_their_memory_until_the_encore_step():
    """5HY/W83-E123: the character leaves the stage (its markers to the waiting room) into its
    owner's memory; at the beginning of the encore step its owner puts it on any position of
    their stage (they choose the position)."""
    d = deck("miku-mem", [MIKU_MEM, G0, Y0B])
    s = make([d, d], hand=[[MIKU_MEM, CX], []], stage=[{}, {1: Y0}], clock=[[B0], []])
    y = s.stage[1][1]
    play(s, 0, MIKU_MEM, 0)
    miku = s.stage[0][0]
    act(s, "order", _first_pending_of(s, miku, 1))      # (its other ability's condition fails)
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, CX))              # the cost: the climax from the hand
    assert y in s.memory[1] and s.stage[1][1] == -1      # the one character: no choice
    act(s, "main", PASS)
    act(s, "climax", PASS)
    act(s, "attack", PASS)                       # to the encore step
    assert kind(s) == "slot" and who(s) == 1
    act(s, "slot", 4)
    assert s.stage[1][4] == y and y not in s.memory[1]


def test_an_alarm_exchanges_itself_at_the_top_of_the_clock_with_a_waiting_room_character():
    """SHS/W71-E017 (seed 000 알람): at the beginning of the main phase, while it is the top card of
    the clock, "you may choose this card and 1 character in your waiting room, and exchange
    them": the waiting-room character becomes the clock's top card."""
    d = deck("alarm", [ALARM, G0, Y0B])
    s = make([d, d], phase="draw", clock=[[G0, ALARM], []], waiting=[[Y0B, CX], []])
    alarm, y = cid(s, 0, ALARM, "clock"), cid(s, 0, Y0B, "waiting")
    while kind(s) == "clock":
        act(s, "clock", PASS)
    act(s, "yes_no", 1)                          # one character in the waiting room: no choice
    assert s.clock[0] == [cid(s, 0, G0, "clock"), y] and alarm in s.waiting[0]


# ---- the heuristic bot ------------------------------------------------------------------------------

def test_the_bot_answers_a_move_to_an_open_position_of_the_opponents_stage():
    """DESIGN §3: the bot never crashes on this area's decisions (here a slot decision that
    offers only the opponent's open center positions)."""
    from tcgsim.games.weiss_schwarz.bot import HeuristicAgent

    d = deck("miku", [MIKU_MV, G0, Y0B])
    s = make([d, d], active=1, phase="attack", stage=[{0: MIKU_MV}, {1: Y0, 3: Y0B}])
    act(s, "yes_no", 1)
    assert HeuristicAgent(0).act(s) in opts(s)


def test_the_bot_plays_games_with_this_areas_cards_to_the_end():
    from tcgsim.games.weiss_schwarz.bot import HeuristicAgent
    from ws_helpers import game

    a = deck_with("area-zones-conf-a", [(2, c) for c in (YOTSUBA_CLK, MILLIA, ITSUKI_LV, AANG, BUMI, MIKU_MV,
                                                         KANJI, TRIUMVIRATE, RIDER, ELI_CLK, ARCH, GURREN)]
                  + [(4, CX)])
    b = deck_with("area-zones-conf-b", [(2, c) for c in (REIGEN, CHISATO, AQUA, MOMO, ICHIKA_ST, ANGEL,
                                                         SHOKAKU_KOU, SHOKAKU, ITSUKI3, SUZU, ELI_EV)]
                  + [(1, ZERO), (4, CX)])
    for seed in range(2):
        s = game().new_state([a, b], seed=seed)
        bots = [HeuristicAgent(seed), HeuristicAgent(seed + 1)]
        for _ in range(5000):
            if s.is_terminal():
                break
            s.apply((s.pending[1], bots[s.current_player()].act(s)))
        assert s.is_terminal()
