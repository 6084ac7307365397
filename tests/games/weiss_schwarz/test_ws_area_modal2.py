"""Card rulings for issue 15's second modal / repeat / damage round (importer_modal2.py,
verbs_modal2.py): quoted options read as an ability's body (a condition, "you may", an X
clause, "[COST] You may pay the cost. If you do, …" = the verb `pay`), "choose 1 of the
following abilities, and this card gets that ability until …", "[you may] perform the
following action [N times]" with an X inside the quote, damage to yourself / to all players
/ "deal 1 damage X times" / "If this damage is canceled".

Seed 000 ④ 대미지 스텝: damage is dealt by revealing cards one at a time; a revealed climax
cancels it (the revealed cards go to the waiting room), else they go to the clock. Official
WS rules where the seeds are silent: a modal's controller chooses; an effect performed N
times is performed whole each time (an X worked out anew); what all players do is done in
turn order. Each a stacked scenario on a real card of the pool, named by its code; plus the
recogniser's tables, near misses and words. Card text: ../shared/data/weiss_schwarz/cards.
"""

from __future__ import annotations

from ws_helpers import (DIRECT, G0, PASS, R0, Y0, Y1, act, attack_id, cid, deck_with, kind, make,
                        opts, play)

from tcgsim.games.weiss_schwarz import abilities as ab
from tcgsim.games.weiss_schwarz import importer_kinds
from tcgsim.games.weiss_schwarz.bot import HeuristicAgent
from tcgsim.games.weiss_schwarz.prompt import prompt

CHAR = {"type": "character"}

MDE = "MDE/SE45-E28"         # L0 red, placed, another 《Music》/《Pilot》: choose 1 of: look at 3 …
                             # / "[discard 1] You may pay the cost. If you do, "Fly, Walküre" WR -> hand"
MDE_MUSIC = "MDE/SE45-E33"   # L0 red 《Music》
FLY = "MDE/SE45-E55"         # the event "Fly, Walküre"
ITSUKI = "5HY/W90-E035"      # L2, climax phase, another 《Quintuplets》: choose 1 of 2 abilities
                             # until end of turn
QUINT = "5HY/W90-E015"       # L0 《Quintuplets》
NM = "NM/S24-E049"           # L0, at the beginning of your draw phase, deal 1 damage to yourself
LUCY = "FT/S120-E031"        # L1 green, placed from hand or deck: deal 1 damage to all players
AKI = "CSM/S96-E029"         # L3, attacks with "Resolute Unsheathing": the bottom 4 of the
                             # opponent's deck to their WR, deal 1 damage X times
AKI_CX = "CSM/S96-E051"      # "Resolute Unsheathing"
TWILIGHT = "SPY/S106-E080"   # L3, attacks with "Accomplishing Missions in Style" [(2)]: deal 3
                             # damage; if it is canceled, you may deal 1 damage
SPY_CX = "SPY/S106-E098"     # "Accomplishing Missions in Style"
EISEN = "SFN/S108-E058"      # L0, placed: you may perform the following action. "Search your
                             # deck for up to 1 《Adventurer》 or 《Magic》 character, WR, shuffle"
HEITER = "SFN/S108-E011"     # L0 《Adventurer》《Magic》
TOPH = "ATLA/WX04-024"       # L1, attacks with "Skillful Display" [discard 1]: perform the
                             # following action 2 times. "mill 1, up to 1 level X or lower
                             # 《World of Avatar》 character WR -> hand. X = that card's level"
CX_POOL = "5HY/W83-E062"     # a climax (pool)
CX_COMEBACK = "5HY/W101-E075"  # a climax (comeback)
TOPH_CX = "ATLA/WX04-045"    # "Skillful Display"
WOA0 = "ATLA/WX04-011"       # L0 《World of Avatar》
WOA1 = "ATLA/WX04-003"       # L1 《World of Avatar》


def deck(*codes, name=None, extra=()):
    return deck_with("deck-modal2-" + (name or "-".join(c.replace("/", "") for c in codes)),
                     [(4, c) for c in codes] + list(extra))


def rec(line):
    a, _ = importer_kinds.recognise(line, CHAR)
    return a


def resolve_order(s):
    while kind(s) == "order":
        act(s, "order", s.pending[2][0])


# ---- the recogniser ----------------------------------------------------------------------------

def test_modal_options_read_as_bodies():
    a = rec('【AUTO】 At the end of this card\'s attack, if "In the Soft Sunny Spot" is in your climax '
            'area, and you have another 《Music》 character, choose 1 of the following effects, and perform '
            'it. "You may put the top card of your clock into your waiting room." "[(2)] You may pay the '
            'cost. If you do, deal 2 damage to your opponent."')
    assert a["effect"] == [{"verb": "modal", "choose": 1, "options": [
        [{"verb": "heal", "n": 1, "optional": True}],
        [{"verb": "pay", "ability": {"kind": "event", "cost": [{"stock": 2}],
                                     "effect": [{"verb": "damage", "n": 2}]}}]]}]
    a = rec('【AUTO】 When this card is placed on the stage from your hand, choose 1 of the following '
            'effects, and perform it. "If your clock has 3 or less cards, draw 1 card." "You may choose '
            '1 character in your waiting room, and return it to your hand."')
    assert a["effect"][0]["options"] == [
        [{"verb": "conditional", "condition": {"clock_max": 3}, "then": [{"verb": "draw", "n": 1}]}],
        [{"verb": "may", "then": [{"verb": "salvage", "filter": {"type": "character"}, "n": 1,
                                   "up_to": False, "to": "hand"}]}]]


def test_choose_1_of_the_following_abilities_is_a_modal_of_grants():
    a = rec('【AUTO】 At the beginning of your climax phase, choose 1 of the following abilities, and this '
            'card gets that ability until end of turn. "【AUTO】 When this card attacks, you may put the '
            'top card of your deck into your stock." "【AUTO】 When this card is frontal attacked, you may '
            'return this card to your hand."')
    opt = a["effect"][0]["options"]
    assert a["effect"][0]["verb"] == "modal" and len(opt) == 2
    assert opt[0] == [{"verb": "grant", "target": "self", "until": "turn", "ability": {
        "kind": "auto", "when": "attacks", "optional": True, "effect": [{"verb": "stock_top", "n": 1}]}}]


def test_perform_the_following_action_variants():
    a = rec('【AUTO】 [(3) Put 2 cards from your hand into your waiting room] When this card\'s battle '
            'opponent becomes 【REVERSE】, you may pay the cost. If you do, perform the following action 2 '
            'times. "Deal X damage to your opponent. X is equal to the number of "Love Detective" in your '
            'waiting room."')
    assert a["effect"] == [{"verb": "repeat_n", "n": 2, "effect": [
        {"verb": "with_x", "x": {"of": "cards", "zone": "waiting", "filter": {"name": "Love Detective"}},
         "do": {"verb": "damage", "n": "X"}}]}]
    a = rec('【AUTO】 When this card is placed on the stage from your hand, you may perform the following '
            'effect. "Draw 1 card."')
    assert a["optional"] and a["effect"] == [{"verb": "draw", "n": 1}]
    a = rec('【AUTO】 When this card attacks, this card gets +1000 power until end of turn, and perform '
            'the following effects 1 time each. "Draw 1 card." "Put the top card of your deck into your '
            'stock."')
    assert [e["verb"] for e in a["effect"]] == ["power", "draw", "stock_top"]


def test_damage_wordings():
    got = rec("【AUTO】 At the beginning of your draw phase, deal 1 damage to yourself.")
    assert got["effect"] == [{"verb": "damage_self", "n": 1}]
    got = rec("【AUTO】 When this card is placed on the stage from your hand, deal 1 damage to all players.")
    assert got["effect"] == [{"verb": "damage_all", "n": 1}]
    got = rec("【AUTO】 When this card attacks, put the bottom 4 cards of your opponent's deck into their "
              "waiting room, and deal 1 damage to your opponent X times. X is equal to the number of "
              "climax among those cards.")
    assert got["effect"][-1] == {"verb": "damage_each", "n": 1,
                                 "per": {"zone": "milled", "filter": {"type": "climax"}}}
    got = rec("【AUTO】 [(2)] When this card attacks, you may pay the cost. If you do, deal 3 damage to "
              "your opponent. If this damage is canceled, you may deal 1 damage to your opponent.")
    assert got["effect"] == [{"verb": "damage", "n": 3},
                             {"verb": "conditional", "condition": {"damage_canceled": True},
                              "then": [{"verb": "may", "then": [{"verb": "damage", "n": 1}]}]}]
    got = rec("【AUTO】 When this card attacks, deal X damage to your opponent. X is equal to the number "
              "of climax in your waiting room. (This damage can be canceled)")
    assert got["effect"][0]["verb"] == "with_x"


def test_words():
    a = rec("【AUTO】 [(2)] When this card attacks, you may pay the cost. If you do, deal 3 damage to your "
            "opponent. If this damage is canceled, you may deal 1 damage to your opponent.")
    assert "if that damage was canceled" in ab.describe(a)
    assert ab.effect_words({"verb": "damage_self", "n": 1}) == "deal 1 damage to yourself"
    assert "the turn player first" in ab.effect_words({"verb": "damage_all", "n": 1})
    w = ab.effect_words({"verb": "pay", "ability": {"kind": "event", "cost": [{"stock": 2}],
                                                    "effect": [{"verb": "draw", "n": 1}]}})
    assert w == "you may pay [(2)]; if you do, draw 1 card(s)" or w.startswith("you may pay [(2)]; if you do, draw")


def test_near_misses_stay_unsupported():
    # "in any order": the order is the player's to choose -- not read
    assert rec('【AUTO】 When this card attacks, perform the following 2 effects 1 time each in any order. '
               '"Draw 1 card." "Put the top card of your deck into your stock."') is None
    # the count printed does not match the quoted effects
    assert rec('【AUTO】 When this card attacks, perform the following 3 effects 1 time each. "Draw 1 '
               'card." "Put the top card of your deck into your stock."') is None
    # a paid option whose cost is not read
    assert rec('【AUTO】 When this card attacks, choose 1 of the following effects, and perform it. "Draw 1 '
               'card." "[Put this card from face up to face down] You may pay the cost. If you do, draw 1 '
               'card."') is None
    # "deal 1 damage to your opponent X times to your opponent": the target printed twice
    assert rec("【AUTO】 When this card attacks, put the bottom 4 cards of your opponent's deck into their "
               "waiting room, and deal 1 damage to your opponent X times to your opponent. X is equal to "
               "the number of climax among those cards.") is None
    # a climax named "CXCOMBO": the community data lost the name (5HY/W90-E025)
    assert rec('【AUTO】 【CXCOMBO】 When "CXCOMBO" is placed on your climax area, choose 1 of the '
               'following abilities, and this card gets that ability until end of turn. "【AUTO】 When this '
               'card attacks, you may put the top card of your deck into your stock." "【AUTO】 When this card '
               'is frontal attacked, you may return this card to your hand."') is None
    # the damage is cancelable: "cannot be canceled" is another damage
    assert rec("【AUTO】 When this card attacks, deal 1 damage to yourself. (This damage cannot be "
               "canceled)") is None


# ---- a paid option (pay) ----------------------------------------------------------------------

def _mde(hand, waiting=(FLY,)):
    d = deck(MDE, MDE_MUSIC, FLY)
    return make(decks=[d, d], stage=[{1: MDE_MUSIC}, {}], hand=[[MDE] + hand, []],
                waiting=[list(waiting), []])


def test_mde_se45_e28_the_paid_option_pays_then_returns_fly_walkure():
    s = _mde([Y0])
    y0 = cid(s, 0, Y0)
    fly = cid(s, 0, FLY, "waiting")
    play(s, 0, MDE, 0)
    resolve_order(s)
    assert kind(s) == "mode" and s.pending[0] == 0
    act(s, "mode", 1)
    assert kind(s) == "yes_no" and opts(s) == (0, 1)            # "You may pay the cost"
    act(s, "yes_no", 1)
    assert kind(s) == "choose" and opts(s) == (y0,)             # the cost first
    act(s, "choose", y0)
    assert y0 in s.waiting[0]
    assert kind(s) == "choose" and opts(s) == (fly,)            # "choose 1": no decline
    act(s, "choose", fly)
    assert fly in s.hand[0] and kind(s) == "main"


def test_mde_se45_e28_declined_nothing_happens():
    s = _mde([Y0])
    play(s, 0, MDE, 0)
    resolve_order(s)
    act(s, "mode", 1)
    act(s, "yes_no", 0)
    assert kind(s) == "main" and len(s.hand[0]) == 1 and len(s.waiting[0]) == 1


def test_mde_se45_e28_an_empty_hand_is_asked_with_no_only():
    """DESIGN §2: the opponent cannot see the hand, so the question is posed even when the
    hand cannot pay -- with "no" the only answer."""
    s = _mde([])
    play(s, 0, MDE, 0)
    resolve_order(s)
    act(s, "mode", 1)
    assert kind(s) == "yes_no" and opts(s) == (0,)
    asked = prompt(s, 0)
    assert "pay [put 1 card(s) from your hand into your waiting room]" in asked
    assert "You cannot pay the cost now" in asked


def test_mde_se45_e28_the_heuristic_bot_plays_it_through():
    s = _mde([Y0, Y1])
    play(s, 0, MDE, 0)
    bot = HeuristicAgent(1)
    for _ in range(40):
        if s.pending is None or s.pending[1] == "main":
            break
        s.apply((s.pending[1], bot.act(s)))
    assert kind(s) == "main"


# ---- choose 1 of the following abilities ---------------------------------------------------

def test_5hy_w90_e035_the_chosen_ability_is_granted_until_end_of_turn():
    d = deck(ITSUKI, QUINT)
    s = make(decks=[d, d], phase="climax", stage=[{0: ITSUKI, 1: QUINT}, {}])
    c = s.stage[0][0]
    resolve_order(s)
    assert kind(s) == "mode" and opts(s) == (0, 1)
    act(s, "mode", 1)
    grants = [m for m in s.mods if m[0] == c and m[1] == "grant"]
    assert len(grants) == 1 and grants[0][2].endswith(".options.1.0.ability")
    assert grants[0][3] == s.turn                                # until end of turn
    assert s.ability_at(c, grants[0][2])["when"] == "direct_attacks"


def test_5hy_w90_e035_alone_nothing_is_chosen():
    d = deck(ITSUKI, QUINT)
    s = make(decks=[d, d], phase="climax", stage=[{0: ITSUKI, 1: G0}, {}])
    assert s.T.cards[s.stage[0][1]].traits == () or "Quintuplets" not in s.T.cards[s.stage[0][1]].traits
    assert kind(s) == "climax"                                   # the condition fails


# ---- perform the following action --------------------------------------------------------------

def test_sfn_s108_e058_you_may_perform_the_search():
    d = deck(EISEN, HEITER)
    s = make(decks=[d, d], hand=[[EISEN], []])
    play(s, 0, EISEN, 0)
    resolve_order(s)
    assert kind(s) == "yes_no"                                   # "you may perform"
    act(s, "yes_no", 1)
    assert kind(s) == "choose"
    heiter = next(x for x in opts(s) if x != PASS)
    act(s, "choose", heiter)
    assert heiter in s.waiting[0]


def test_atla_wx04_024_twice_each_time_with_its_own_x():
    """Each performance mills one card and reads X = that card's level anew: a level 0 card
    first (only a level 0 《World of Avatar》 character may return), then a level 1 card."""
    d = deck(TOPH, WOA0, WOA1, TOPH_CX)
    s = make(decks=[d, d], phase="attack", stage=[{0: TOPH, 1: WOA0, 3: WOA0}, {}],
             climax=[[TOPH_CX], []], hand=[[Y0], []], waiting=[[WOA0, WOA1], []],
             deck_top=[[Y0, Y1], []], level=[[R0], []])
    w0, w1 = cid(s, 0, WOA0, "waiting"), cid(s, 0, WOA1, "waiting")
    act(s, "attack", attack_id(0, DIRECT), settle=False)
    resolve_order(s)
    act(s, "yes_no", 1)
    act(s, "choose", cid(s, 0, Y0))                              # the cost
    assert kind(s) == "choose" and set(opts(s)) == {w0, PASS}    # X = 0: not the level 1 one
    act(s, "choose", PASS)
    assert kind(s) == "choose" and set(opts(s)) == {w0, w1, PASS}   # X = 1 the second time
    act(s, "choose", w1)
    assert w1 in s.hand[0]


# ---- damage ----------------------------------------------------------------------------------

def test_nm_s24_e049_damage_to_yourself_a_climax_cancels_it():
    """"At the beginning of your draw phase": before the draw. The damage reveals a climax:
    canceled, the climax goes to the waiting room; then the draw."""
    d = deck(NM, extra=[(4, CX_POOL)])
    s = make(decks=[d, d], phase="draw", stage=[{0: NM}, {}], deck_top=[[CX_POOL, Y1], []])
    resolve_order(s)
    dmg = [e for e in s.log if e[0] in ("damage", "damage_canceled")]
    assert len(dmg) == 1 and dmg[0][0] == "damage_canceled" and dmg[0][2] == 0   # seat 0 itself
    assert [code(s, x) for x in s.waiting[0]] == [CX_POOL] and not s.clock[0]
    assert [code(s, x) for x in s.hand[0]] == [Y1]


def test_nm_s24_e049_damage_to_yourself_goes_to_the_clock():
    d = deck(NM, extra=[(4, CX_POOL)])
    s = make(decks=[d, d], phase="draw", stage=[{0: NM}, {}], deck_top=[[Y0, Y1], []])
    resolve_order(s)
    assert [code(s, x) for x in s.clock[0]] == [Y0] and [code(s, x) for x in s.hand[0]] == [Y1]


def test_ft_s120_e031_all_players_the_turn_player_first():
    d = deck(LUCY)
    s = make(decks=[d, d], hand=[[LUCY], []], level=[[G0], []], deck_top=[[Y1], [Y0]])
    mine, theirs = s.deck[0][-1], s.deck[1][-1]
    n = len(s.log)
    play(s, 0, LUCY, 0)
    resolve_order(s)
    dmg = [e for e in s.log[n:] if e[0] == "damage"]
    assert [e[2] for e in dmg] == [0, 1]                         # seat 0 (the turn player) first
    assert s.clock[0] == [mine] and s.clock[1] == [theirs]


def _aki(opp_deck, top):
    d = deck(AKI, AKI_CX)
    return make(decks=[d, opp_deck], phase="attack", stage=[{0: AKI}, {}], climax=[[AKI_CX], []],
                level=[[R0, R0, R0], []], deck_top=[[], top])


def test_csm_s96_e029_one_damage_per_climax_each_canceled_on_its_own():
    """The bottom 4 of the opponent's deck hold 2 climaxes: 2 damages of 1; the first reveals
    a climax and is canceled, the second is not (each its own damage event)."""
    opp = deck_with("deck-modal2-aki-opp", [(2, CX_COMEBACK), (2, QUINT), (4, CX_POOL)])
    s = _aki(opp, [CX_POOL, Y1])
    bottom4 = s.deck[1][:4]
    cx_top, second = s.deck[1][-1], s.deck[1][-2]
    assert sum(s.T.cards[x].type == "climax" for x in bottom4) == 2
    n = len(s.log)
    act(s, "attack", attack_id(0, DIRECT), settle=False)
    resolve_order(s)
    assert all(x in s.waiting[1] for x in bottom4)
    dmg = [e for e in s.log[n:] if e[0] in ("damage", "damage_canceled")]
    assert dmg[0] == ("damage_canceled", -1, 1, (cx_top,))
    assert dmg[1] == ("damage", -1, 1, (second,))


def code(s, x):
    return s.T.cards[x].code


def _twilight(top):
    d = deck(TWILIGHT, SPY_CX)
    return make(decks=[d, d], phase="attack", stage=[{0: TWILIGHT}, {}], climax=[[SPY_CX], []],
                stock=[[Y0, Y0], []], level=[[R0, R0, R0], []], deck_top=[[], top])


def test_spy_s106_e080_if_this_damage_is_canceled_you_may_deal_1():
    s = _twilight([Y0, SPY_CX, Y1])
    y0, cx, y1 = s.deck[1][-1], s.deck[1][-2], s.deck[1][-3]
    act(s, "attack", attack_id(0, DIRECT), settle=False)
    resolve_order(s)
    act(s, "yes_no", 1)                                          # pay (2)
    assert y0 in s.waiting[1] and cx in s.waiting[1]             # canceled at the 2nd card
    assert kind(s) == "yes_no" and s.pending[0] == 0 and s.pending[3][0] == "may_yes"
    n = len(s.log)
    act(s, "yes_no", 1)
    assert ("damage", -1, 1, (y1,)) in s.log[n:]


def test_spy_s106_e080_not_canceled_nothing_more():
    s = _twilight([Y0, Y0, Y1])
    n = len(s.log)
    act(s, "attack", attack_id(0, DIRECT), settle=False)
    resolve_order(s)
    act(s, "yes_no", 1)
    dmg = [e for e in s.log[n:] if e[0] in ("damage", "damage_canceled")]
    assert dmg[0][0] == "damage" and len(dmg[0][3]) == 3
    assert not (kind(s) == "yes_no" and s.pending[3][0] == "may_yes")


# ---- deal X damage: X the markers underneath this card / the opponent's reversed characters -----

HINATA = "TSK/S101-E031"     # L3 green, [2 hand cards] battle opponent 【REVERSE】: deal X damage,
                             # X = the number of your opponent's 【REVERSE】 characters
RYUKO = "KLK/S27-E042"       # L3 red, [(2)] at the beginning of your encore step: deal X damage,
                             # X = the number of markers underneath this card
REVERSE = 2


def test_damage_x_recogniser():
    a = rec("【AUTO】 [(2)] At the beginning of your encore step, you may pay the cost. If you do, deal X "
            "damage to your opponent. X is equal to the number of markers underneath this card.")
    assert a["effect"] == [{"verb": "damage_x", "of": "markers"}]
    assert ab.effect_words(a["effect"][0]) == ("deal X damage to your opponent (X = the number of "
                                               "markers underneath this card)")
    a = rec("【AUTO】 When this card attacks, put 4 cards from the bottom of your opponent's deck into his "
            "or her waiting room, and deal X damage to your opponent. X is equal to the number of climax "
            "among those cards.")
    assert a["effect"][0] == {"verb": "mill", "n": 4, "opponent": True, "bottom": True}
    # another count: not read by damage_x
    assert rec("【AUTO】 When this card attacks, deal X damage to your opponent. X is equal to the number of "
               "markers underneath your other characters.") is None


def test_tsk_s101_e031_x_counts_the_opponents_reversed_characters():
    d = deck(HINATA)
    s = make(decks=[d, d], phase="attack", stage=[{1: HINATA}, {1: R0, 0: Y0}],
             status=[{}, {0: REVERSE}], hand=[[Y0, Y1], []], level=[[G0, G0, G0], []],
             deck_top=[[Y0, Y0], [Y1] * 4])
    act(s, "attack", attack_id(1, 1))                            # frontal
    while kind(s) in ("order", "counter"):
        act(s, kind(s), s.pending[2][0] if kind(s) == "order" else PASS)
    assert kind(s) == "yes_no" and opts(s) == (0, 1)
    act(s, "yes_no", 1)
    act(s, "choose", opts(s)[0])
    n = len(s.log)
    act(s, "choose", opts(s)[0])                                 # the 2nd hand card: paid
    dmg = [e for e in s.log[n:] if e[0] in ("damage", "damage_canceled")]
    assert len(dmg) == 1 and len(dmg[0][3]) == 2                 # the defender and the other one


def test_klk_s27_e042_x_counts_the_markers_underneath():
    d = deck(RYUKO)
    s = make(decks=[d, d], phase="attack", stage=[{3: RYUKO}, {}], stock=[[Y0, Y0], []],
             level=[[R0, R0, R0], []], deck_top=[[], [Y1] * 4])
    for _ in range(3):
        s.markers[0][3].append(s.deck[0].pop(0))
    if kind(s) == "attack":                                      # no front character: skipped
        act(s, "attack", PASS)
    resolve_order(s)
    assert kind(s) == "yes_no" and opts(s) == (0, 1)
    n = len(s.log)
    act(s, "yes_no", 1)
    dmg = [e for e in s.log[n:] if e[0] in ("damage", "damage_canceled")]
    assert len(dmg) == 1 and len(dmg[0][3]) == 3


# ---- your opponent declares 0 or 1 or 2 or 3 -------------------------------------------------------

DDM = "DDM/S88-E001"         # L0, placed: your opponent declares 0 or 1 or 2 or 3; the top card
                             # of your deck into your WR; if it is the level declared, draw up to
                             # X cards, X = the number declared +1 (climaxes: level 0)


def test_opponent_declares_recogniser():
    a = rec("【AUTO】 When this card is placed on the stage from your hand, your opponent declares 0 or 1. "
            "Put the top card of your deck into your waiting room, and if that card is the level your "
            "opponent declared, draw up to X cards. X is equal to the number your opponent declared +1. "
            "(Climax are regarded as level 0)")
    m = a["effect"][0]
    assert m["verb"] == "modal" and m["by"] == "opponent" and len(m["options"]) == 2
    assert m["options"][1] == [
        {"verb": "mill", "n": 1},
        {"verb": "conditional", "condition": {"milled_min": 1, "filter": {"level_min": 1, "level_max": 1,
                                                                           "type": "card"}},
         "then": [{"verb": "draw", "n": 2, "up_to": True}]}]
    assert ab.describe(a).startswith("【AUTO】 When this card is placed on the stage from your hand, your "
                                     "opponent chooses 1 of the following effects")
    # another reading of X: not this clause
    assert rec("【AUTO】 When this card is placed on the stage from your hand, your opponent declares 0 or 1. "
               "Put the top card of your deck into your waiting room, and if that card is the level your "
               "opponent declared, draw up to X cards. X is equal to the number your opponent declared "
               "×2.") is None


def test_ddm_s88_e001_the_opponent_declares_and_a_match_draws():
    d = deck(DDM)
    s = make(decks=[d, d], hand=[[DDM], []], deck_top=[[Y1, Y0, Y0], []])
    y1 = s.deck[0][-1]
    play(s, 0, DDM, 0)
    resolve_order(s)
    assert kind(s) == "mode" and s.pending[0] == 1 and opts(s) == (0, 1, 2, 3)   # the opponent
    act(s, "mode", 1)                                            # declares 1
    assert y1 in s.waiting[0]                                    # a level 1 card: a match
    drawn = 0
    while kind(s) == "yes_no" and s.pending[0] == 0:
        act(s, "yes_no", 1)
        drawn += 1
    assert drawn == 2 and len(s.hand[0]) == 2                    # up to 1 + 1


def test_ddm_s88_e001_no_match_no_draw():
    d = deck(DDM)
    s = make(decks=[d, d], hand=[[DDM], []], deck_top=[[Y1, Y0], []])
    play(s, 0, DDM, 0)
    resolve_order(s)
    act(s, "mode", 0)                                            # declares 0; the card is level 1
    assert kind(s) == "main" and not s.hand[0]
