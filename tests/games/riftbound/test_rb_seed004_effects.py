"""Seed 004's worked examples of effects, values and locations, as rulings (the examples
test_rb_seed004.py kept as strict xfails until the engine carried their mechanic). One
test per example, with the seed's outcome; docstrings say in tcgsim's own words which
example it is. Cards the pool lacks are synthetic cards whose records are written in the
vocabulary (rb_helpers.syn). Rule numbers: Core Rules v1.1.
"""

from __future__ import annotations

import pytest
from rb_helpers import attack, cast, ids, one, passive, rb, syn

from tcgsim.core.actions import ALL
from tcgsim.core.errors import CardDataError
from tcgsim.games.riftbound import vocab as V
from tcgsim.games.riftbound.scenario import answer, options, pass_all
from tcgsim.games.riftbound.state import BASE, FIELD, HAND, ZDECK, Z




def _reaction(tmp_path, name, steps, **kw):
    body = f'keywords = ["reaction"]\n[[card.ability]]\nkind = "spell"\ndo = [{steps}]'
    return syn(tmp_path, name, "spell", body, **kw)


# ---- lethal damage (CR 140.2.a) -------------------------------------------------------------

def _elder(tmp_path, body=""):
    rec = '[[card.ability]]\nkind = "static"\neffect = "any_damage_lethal"' + body
    return syn(tmp_path, "Elder Stand-in", "unit", rec, might=1)


def test_cr_140_2_elder_dragon_kills_whatever_the_damage(tmp_path):
    """The seed's Elder Dragon example: "enemy units I deal damage to die, whatever the
    amount" changes the lethal damage of the enemy units it assigns damage to. Alone, its
    1 combat damage kills a 5-Might defender; beside a 2-Might unit, its side's 3 damage is
    lethal on two 5-Might defenders (1 is lethal for each), where without it neither
    dies."""
    elder, five = _elder(tmp_path), syn(tmp_path, "Five", "unit", might=5)
    two = syn(tmp_path, "Two", "unit", might=2)
    assert "deals damage to dies" in V.card_words(elder[1], "unit")[0]
    s = rb(dict(base=["Elder Stand-in"]), dict(field={1: ["Five"]}), control={1: 1},
           synthetic=[elder, five, two])
    f = one(s, 1, "Five")
    attack(s, "Elder Stand-in")
    assert not s.on_board(f) and f in s.trash[1]
    # two attackers, two defenders: 1 is lethal damage for each defender
    s = rb(dict(base=["Elder Stand-in", "Two"]), dict(field={1: ["Five", "Five"]}),
           control={1: 1}, synthetic=[elder, five, two])
    fives = ids(s, 1, "Five")
    attack(s, "Elder Stand-in", "Two")
    assert s.decision_kind() == "assign"
    answer(s, fives[0])             # 1 to it is lethal; the next 1 must go to the other
    assert s.decision_kind() == "assign"          # the 1 left: to either
    answer(s, fives[0])
    while s.decision_kind() == "assign":          # the defenders' damage
        answer(s, options(s)[0])
    dealt = {e[2]: e[3] for e in s.log if e[0] == "damage"}
    assert (dealt[fives[0]], dealt[fives[1]]) == (2, 1)
    pass_all(s)
    assert not any(s.on_board(x) for x in fives)
    # the same without the passive: 3 damage kills neither 5-Might defender
    s = rb(dict(base=["Two", "Two"]), dict(field={1: ["Five", "Five"]}), control={1: 1},
           synthetic=[elder, five, two])
    fives = ids(s, 1, "Five")
    attack(s, "Two", "Two")
    while s.decision_kind() == "assign":
        answer(s, options(s)[0])
    pass_all(s)
    assert all(s.on_board(x) for x in fives)


def test_cr_140_2_elder_dragons_ability_damage_is_lethal_a_spells_is_not(tmp_path):
    """The same example, for damage that is not combat damage: 1 damage its own ability
    deals kills a 5-Might enemy unit; 1 damage a spell of its controller deals does not, with the
    unit on the board (the spell, not the unit, deals it)."""
    elder = _elder(tmp_path, '''
[[card.ability]]
kind = "trigger"
when = "play_me"
do = [{verb = "deal", amount = 1, target = {side = "enemy"}}]''')
    five = syn(tmp_path, "Five", "unit", might=5)
    ping = _reaction(tmp_path, "Ping", '{verb = "deal", amount = 1, target = {}}')
    s = rb(dict(hand=["Elder Stand-in", "Ping"], base=["Elder Stand-in"]),
           dict(base=["Five", "Five"]), synthetic=[elder, five, ping])
    a, b = ids(s, 1, "Five")
    cast(s, "Ping", a)
    pass_all(s)
    assert s.on_board(a) and s.dmg[a] == 1
    answer(s, "play Elder Stand-in")
    pass_all(s)                                   # the play trigger: its target
    answer(s, b)
    pass_all(s)
    assert not s.on_board(b) and s.on_board(a)


# ---- layers (CR 447-453) ----------------------------------------------------------------------

def _layer_cards(tmp_path):
    pump = syn(tmp_path, "Pump", "spell", '''[[card.ability]]
kind = "spell"
do = [{verb = "might", target = {}, n = 2}]''')
    base5 = syn(tmp_path, "Base Five", "spell", '''[[card.ability]]
kind = "spell"
do = [{verb = "set_base_might", target = {}, n = 5}]''')
    to5 = syn(tmp_path, "Up To Five", "spell", '''[[card.ability]]
kind = "spell"
do = [{verb = "might_to", target = {}, n = 5}]''')
    return [pump, base5, to5, syn(tmp_path, "One", "unit", might=1)]


def test_cr_449_base_might_becomes_5_is_layer_1_increase_to_5_is_layer_3(tmp_path):
    """The seed's layer examples: "its base Might becomes 5 this turn" is a trait change
    (layer 1, CR 450.1.a.1), so a +2 applied before still counts (7); "increase its Might to
    5" is arithmetic (layer 3, CR 450.3): after the +2 (3 Might) it adds 2 more, to 5. The
    base Might is the printed one again once the turn is over."""
    cards = _layer_cards(tmp_path)
    words = [V.card_words(ab)[0] for _, ab in cards[1:3]]
    assert words == ["The base Might of a unit becomes 5 this turn.",
                     "Raise the Might of a unit to 5 this turn (if it is less)."]
    s = rb(dict(hand=["Pump", "Base Five"], base=["One"]), synthetic=cards)
    u = one(s, 0, "One")
    cast(s, "Pump", u)
    pass_all(s)
    assert s.might(u) == 3
    cast(s, "Base Five", u)
    pass_all(s)
    assert s.might(u) == 7                       # 5 (layer 1) + 2 (layer 3)
    answer(s, "end the turn")
    assert s.might(u) == 1
    s = rb(dict(hand=["Pump", "Up To Five"], base=["One"]), synthetic=cards)
    u = one(s, 0, "One")
    cast(s, "Pump", u)
    pass_all(s)
    cast(s, "Up To Five", u)
    pass_all(s)
    assert s.might(u) == 5                       # 1 + 2 + 2
    # the increase was snapshotted (CR 450.3.e.1): a later +2 still counts
    s = rb(dict(hand=["Up To Five", "Pump"], base=["One"]), synthetic=cards)
    u = one(s, 0, "One")
    cast(s, "Up To Five", u)
    pass_all(s)
    cast(s, "Pump", u)
    pass_all(s)
    assert s.might(u) == 7


def test_cr_450_1_a_base_might_set_before_a_pump_still_adds_it(tmp_path):
    """The same example the other way round: the layers, not the order of the effects,
    decide (CR 450): a +2 after "base Might becomes 5" gives 7 too; a unit already at 5 or
    more is not raised by "increase its Might to 5"."""
    cards = _layer_cards(tmp_path)
    s = rb(dict(hand=["Base Five", "Pump", "Up To Five"], base=["One"]), synthetic=cards)
    u = one(s, 0, "One")
    cast(s, "Base Five", u)
    pass_all(s)
    cast(s, "Pump", u)
    pass_all(s)
    assert s.might(u) == 7
    cast(s, "Up To Five", u)
    pass_all(s)
    assert s.might(u) == 7
    c = s.clone()
    assert c.might(u) == 7 and c.to_dict() == s.to_dict()


# ---- categories (CR 132) --------------------------------------------------------------------

def _sweep(tmp_path, name, what):
    return syn(tmp_path, name, "spell", f'''[[card.ability]]
kind = "spell"
do = [{{verb = "kill_all", what = "{what}"}}]''')


def _pick_kill(tmp_path, name, what):
    return syn(tmp_path, name, "spell", f'''[[card.ability]]
kind = "spell"
do = [{{verb = "kill", target = {{what = "{what}"}}}}]''')


def test_cr_132_a_unit_that_is_also_gear_is_hit_by_both(tmp_path):
    """The seed's example of a unit that is also a gear: "kill all units" and "kill all
    gear" both affect it, and "kill a unit" or "kill a gear" may choose it (CR 132.3: a
    "unit" is any object that is a unit, whatever else it is). A plain unit is no gear: the
    gear sweep leaves it; it stays a unit at a battlefield (no gear recall, CR 322.5)."""
    both = passive(tmp_path, "also_gear", "Gearbeast", might=2)
    cards = [both, _sweep(tmp_path, "Fall of All", "unit"),
             _sweep(tmp_path, "Heat Ray", "gear"), _pick_kill(tmp_path, "Revenge", "unit"),
             _pick_kill(tmp_path, "Rocket Volley", "gear")]
    assert V.card_words(both[1], "unit") == ["This unit counts as a gear too."]
    assert V.card_words(cards[2][1]) == ["Kill every gear on the board."]
    for sweep in ("Fall of All", "Heat Ray"):
        s = rb(dict(hand=[sweep]), dict(base=["Gearbeast", "Sun Disc"],
                                        field={1: ["Stalwart Poro"]}), control={1: 1},
               synthetic=cards)
        g, disc, poro = one(s, 1, "Gearbeast"), one(s, 1, "Sun Disc"), one(s, 1, "Stalwart Poro")
        assert s.loc[poro] == FIELD
        answer(s, f"play {sweep}")
        pass_all(s)
        assert not s.on_board(g) and g in s.trash[1], sweep
        if sweep == "Heat Ray":
            assert not s.on_board(disc) and s.on_board(poro)
        else:
            assert s.on_board(disc) and not s.on_board(poro)
    for pick in ("Revenge", "Rocket Volley"):
        s = rb(dict(hand=[pick]), dict(base=["Gearbeast", "Sun Disc"],
                                       field={1: ["Stalwart Poro"]}), control={1: 1},
               synthetic=cards)
        answer(s, f"play {pick}")
        assert "Gearbeast" in options(s), pick
        assert ("Sun Disc" in options(s), "Stalwart Poro" in options(s)) == \
            ((True, False) if pick == "Rocket Volley" else (False, True))
        answer(s, "Gearbeast")
        pass_all(s)
        assert not ids(s, 1, "Gearbeast")


def test_cr_132_a_unit_that_is_also_gear_may_stay_at_a_battlefield(tmp_path):
    """The seed's gear example, its last sentence: a unit that is a gear may move to a
    battlefield -- the cleanup recalls only plain gear from battlefields (CR 322.5)."""
    both = passive(tmp_path, "also_gear", "Gearbeast", might=2)
    s = rb(dict(base=["Gearbeast"]), synthetic=[both])
    g = one(s, 0, "Gearbeast")
    answer(s, "move Gearbeast")
    answer(s, "to Bandle Tree")
    pass_all(s)
    assert s.loc[g] == FIELD and s.ctrl[0] == 0


# ---- domains (CR 133, 450.1.a) ----------------------------------------------------------------

def test_cr_133_a_chosen_domain_is_added_to_tokens_as_well(tmp_path):
    """The seed's example of "as you play this, choose a domain; every unit and gear is of
    it": tokens in play get the domain too (though a token has no domain, CR 176.2.b), as
    do the other units and gear, the card itself and a token made afterwards; a spell that
    may choose only a unit of that domain can then choose them. When the card leaves the
    board, the domain goes with it."""
    paint = passive(tmp_path, "all_of_domain", "Paint All")
    words = V.card_words(paint[1], "unit")[0]
    assert words.startswith("As you play this unit, you name a domain;")
    bolt = syn(tmp_path, "Mind Bolt", "spell", '''keywords = ["reaction"]
[[card.ability]]
kind = "spell"
do = [{verb = "kill", target = {domain = "mind"}}]''')
    assert V.card_words(bolt[1])[1] == "Kill a Mind unit."
    rally = syn(tmp_path, "Rally", "spell", '''[[card.ability]]
kind = "spell"
do = [{verb = "token", token = "recruit", where = "base"}]''')
    s = rb(dict(hand=["Paint All", "Mind Bolt", "Rally", "Mind Bolt"]),
           dict(base=["Recruit", "Stalwart Poro", "Sun Disc"]), synthetic=[paint, bolt, rally])
    rec, poro, disc = one(s, 1, "Recruit"), one(s, 1, "Stalwart Poro"), one(s, 1, "Sun Disc")
    assert s.domains_of(rec) == () and "play Mind Bolt" not in options(s)
    answer(s, "play Paint All")
    assert s.decision_kind() == "domain"                 # as it is played (CR 352.1)
    assert options(s) == ["Fury", "Calm", "Mind", "Body", "Chaos", "Order"]
    answer(s, "Mind")
    me = one(s, 0, "Paint All")
    assert s.domains_of(rec) == ("mind",) and "mind" in s.domains_of(disc)
    assert "mind" in s.domains_of(poro) and "mind" in s.domains_of(me)
    assert s.domains_of(s.hand[0][0]) == s.T.domains[s.hand[0][0]]   # not in the hand
    cast(s, "Rally")
    pass_all(s)
    mine = one(s, 0, "Recruit")
    assert s.domains_of(mine) == ("mind",)
    c = s.clone()
    assert c.to_dict() == s.to_dict() and c.domains_of(mine) == ("mind",)
    answer(s, "play Mind Bolt")
    assert {rec, poro, me, mine} <= {a.id for a in s.legal_actions()}
    answer(s, rec)
    pass_all(s)
    assert not s.on_board(rec)
    cast(s, "Mind Bolt", me)                             # Paint All itself is Mind
    pass_all(s)
    assert not s.on_board(me) and s.domains_of(poro) == s.T.domains[poro]
    assert s.domains_of(mine) == ()


# ---- splitting damage (CR 352.14) -------------------------------------------------------------

SPLIT5 = '''[[card.ability]]
kind = "spell"
do = [{verb = "split", amount = 5, target = {side = "enemy", count = 5, up_to = true}}]'''


def test_cr_352_14_c_a_split_of_5_chooses_up_to_5(tmp_path):
    """The seed's split example: a spell that splits 5 damage may choose up to 5 units, or
    fewer (CR 352.14.c); the split is decided on resolution (352.14.e), each target taking
    at least 1 (352.14.f-g)."""
    split = syn(tmp_path, "Split Five", "spell", SPLIT5)
    assert V.card_words(split[1]) == [
        "Divide 5 damage as you like among up to five enemy units (at least 1 each)."]
    six = ["Recruit"] * 6
    s = rb(dict(hand=["Split Five"]), dict(base=six), synthetic=[split])
    recs = ids(s, 1, "Recruit")
    answer(s, "play Split Five")
    for r in recs[:5]:
        assert s.decision_kind() == "target" and r in {a.id for a in s.legal_actions()}
        answer(s, r)
    assert s.decision_kind() == "respond"                # a 6th is never asked for
    pass_all(s)
    assert [s.on_board(r) for r in recs] == [False] * 5 + [True]
    # fewer targets: two, the 5 divided on resolution
    three = syn(tmp_path, "Three", "unit", might=3)
    s = rb(dict(hand=["Split Five"]), dict(base=["Three", "Three", "Recruit"]),
           synthetic=[split, three])
    a, b = ids(s, 1, "Three")
    cast(s, "Split Five", a, b, done=True)
    pass_all(s)
    assert s.decision_kind() == "split_assign" and {x.id for x in s.legal_actions()} == {a, b}
    for x in (a, a, b):                                  # 1 each, then 2 to a, 1 to b
        answer(s, x)
    dealt = {e[2]: e[3] for e in s.log if e[0] == "damage"}
    assert dealt == {a: 3, b: 2}
    assert not s.on_board(a) and s.on_board(b) and one(s, 1, "Recruit")


def test_cr_352_14_h_single_strike_drops_only_the_targets_it_must(tmp_path):
    """The seed's Single Strike example: "choose a friendly unit; split damage equal to its
    Might among enemy units at battlefields" with a 5-Might unit and five 1-Might Recruits;
    reactions make it 3 Might and one Recruit 3 Might. The split is 3: its controller must
    drop targets, at most 2 of them -- not 4 to put all 3 on the 3-Might Recruit."""
    strike = syn(tmp_path, "Single Strike", "spell", '''[[card.ability]]
kind = "spell"
do = [{verb = "choose", target = {side = "friendly"}},
      {verb = "split", amount_of = "its_might", target = {side = "enemy", at = "battlefield", count = 99, up_to = true}}]''')
    assert "damage equal to its Might" in V.card_words(strike[1])[0]
    five = syn(tmp_path, "Five", "unit", might=5)
    chill = _reaction(tmp_path, "Chill", '{verb = "might", target = {}, n = -2}')
    wild = _reaction(tmp_path, "Wild Growth", '{verb = "might", target = {}, n = 2}')
    s = rb(dict(hand=["Single Strike"], base=["Five"]),
           dict(hand=["Chill", "Wild Growth"], field={1: ["Recruit"] * 6}), control={1: 1},
           synthetic=[strike, five, chill, wild])
    me, recs = one(s, 0, "Five"), ids(s, 1, "Recruit")
    answer(s, "play Single Strike")
    answer(s, me)
    for r in recs[:5]:                                   # 5 Might: up to 5 targets
        answer(s, r)
    assert s.decision_kind() == "respond" and s.pending[0] == 0
    answer(s, "pass")
    cast(s, "Wild Growth", recs[0])
    cast(s, "Chill", me)                                 # p1 keeps priority
    pass_all(s)                                          # Chill, Wild Growth, then the strike
    assert s.might(me) == 3 and s.might(recs[0]) == 3
    assert s.decision_kind() == "split_drop" and s.pending[0] == 0
    answer(s, recs[1])
    assert s.decision_kind() == "split_drop"
    answer(s, recs[2])
    assert s.decision_kind() != "split_drop"             # 3 targets for 3: no more drops
    assert s.decision_kind() not in ("split_assign",)    # 1 each, nothing left to divide
    dealt = {e[2]: e[3] for e in s.log if e[0] == "damage"}
    assert dealt == {recs[0]: 1, recs[3]: 1, recs[4]: 1}
    assert s.on_board(recs[0]) and not s.on_board(recs[3]) and not s.on_board(recs[4])
    assert all(s.on_board(r) for r in (recs[1], recs[2], recs[5]))


def test_cr_352_14_c_a_split_of_0_as_played_chooses_no_target(tmp_path):
    """CR 352.14.c: no more targets than the damage available as the spell is played --
    Single Strike choosing a 0-Might friendly unit chooses no enemy unit."""
    strike = syn(tmp_path, "Single Strike", "spell", '''[[card.ability]]
kind = "spell"
do = [{verb = "choose", target = {side = "friendly"}},
      {verb = "split", amount_of = "its_might", target = {side = "enemy", count = 99, up_to = true}}]''')
    zero = syn(tmp_path, "Zero", "unit", might=0)
    s = rb(dict(hand=["Single Strike"], base=["Zero"]), dict(base=["Recruit"]),
           synthetic=[strike, zero])
    answer(s, "play Single Strike")
    answer(s, one(s, 0, "Zero"))
    assert s.decision_kind() == "respond"
    pass_all(s)
    assert one(s, 1, "Recruit") and not [e for e in s.log if e[0] == "damage"]


def test_cr_352_14_c_a_split_record_chooses_up_to_a_number(tmp_path):
    """A split's targets are "up to" a number (fewer may be chosen, CR 352.14.c) and are a
    spell's (chosen as it is played, 352.14.b): the vocabulary refuses other records."""
    for body in ('[[card.ability]]\nkind = "spell"\ndo = [{verb = "split", amount = 2, '
                 'target = {count = 2}}]',
                 '[[card.ability]]\nkind = "trigger"\nwhen = "play_me"\ndo = [{verb = '
                 '"split", amount = 2, target = {count = 2, up_to = true}}]',
                 '[[card.ability]]\nkind = "spell"\ndo = [{verb = "split", amount_of = '
                 '"its_might", target = {count = 2, up_to = true}}]'):
        with pytest.raises(CardDataError):
            syn(tmp_path, "Bad Split", "spell", body)


# ---- where a unit may be played (CR 352.4, 054.1) -------------------------------------------

HELP = '''[[card.ability]]
kind = "spell"
do = [{verb = "play_from_hand", type = "unit", where = "battlefield"}]'''
WARDEN = '''[[card.ability]]
kind = "static"
effect = "opponents_play_to_base"
while = "at_battlefield"'''


def _conquer_bandle_tree(s):
    answer(s, "move Daring Poro")
    answer(s, "to Bandle Tree")
    pass_all(s)
    assert s.ctrl[0] == 0 and s.points[0] == 1


def test_cr_352_4_a_play_restriction_beats_the_play_effects_requirement(tmp_path):
    """The seed's Perched Dark Dragon example: "play me only to a battlefield you conquered
    this turn"; played by "I'll Help" ("you may play a unit from your hand to a battlefield
    you control") without a conquer this turn, it cannot be played -- its restriction beats
    the effect's requirement. Once its player conquered a battlefield this turn, it is
    played there (and never to the base)."""
    dragon = passive(tmp_path, "play_only_conquered", "Perched Dragon", might=6)
    assert V.card_words(dragon[1], "unit") == [
        "This unit may be played only to a battlefield that you have conquered during this "
        "turn."]
    help_ = syn(tmp_path, "Lend a Hand", "spell", HELP)
    s = rb(dict(hand=["Lend a Hand", "Perched Dragon"], field={1: ["Stalwart Poro"]}),
           control={1: 0}, synthetic=[dragon, help_])
    assert "play Perched Dragon" not in options(s)      # a battlefield held, not conquered
    answer(s, "play Lend a Hand")
    pass_all(s)
    assert options(s) == ["done"]                       # asked, but it cannot be played
    answer(s, "done")
    assert s.decision_kind() == "act" and ids(s, 0, "Perched Dragon", (HAND,))
    # conquered this turn: played there, by the effect or from the hand
    for via_help in (True, False):
        s = rb(dict(hand=["Lend a Hand", "Perched Dragon"], base=["Daring Poro"]),
               synthetic=[dragon, help_])
        _conquer_bandle_tree(s)
        if via_help:
            answer(s, "play Lend a Hand")
            pass_all(s)
            answer(s, "Perched Dragon")
        else:
            answer(s, "play Perched Dragon")
        d = one(s, 0, "Perched Dragon")
        assert s.loc[d] == FIELD and s.at[d] == 0, via_help      # the only place: no choice


def test_cr_352_4_mageseeker_warden_forbids_the_battlefield(tmp_path):
    """The seed's Mageseeker Warden example: while it is at a battlefield, opponents play
    units only to their base; so the Perched Dark Dragon, playable only to a battlefield
    conquered this turn, cannot be played at all. Another unit goes to the base only; with
    the Warden in its base, the battlefield is open to it again."""
    warden = syn(tmp_path, "Warden", "unit", WARDEN, might=3)
    assert V.card_words(warden[1], "unit") == [
        "While this unit is at a battlefield, your opponents may play units to their own base "
        "and nowhere else."]
    dragon = passive(tmp_path, "play_only_conquered", "Perched Dragon", might=6)
    plain = syn(tmp_path, "Plain", "unit", might=1)
    s = rb(dict(hand=["Perched Dragon", "Plain"], base=["Daring Poro"]),
           dict(field={1: ["Warden"]}), control={1: 1}, synthetic=[warden, dragon, plain])
    _conquer_bandle_tree(s)
    assert "play Perched Dragon" not in options(s)
    answer(s, "play Plain")
    assert s.loc[one(s, 0, "Plain")] == BASE                 # no choice: the base
    s = rb(dict(hand=["Plain"], base=["Daring Poro"]), dict(base=["Warden"]),
           synthetic=[warden, dragon, plain])
    _conquer_bandle_tree(s)
    answer(s, "play Plain")
    assert options(s) == ["to the base", "to Bandle Tree"]


# ---- revealing and recycling (CR 411, 403) ----------------------------------------------------

TEEMO = '''[[card.ability]]
kind = "trigger"
when = "defend_me"
do = [{verb = "choose", target = {side = "enemy", at = "here"}},
      {verb = "reveal_top", n = 5},
      {verb = "deal", amount_of = "revealed_hidden", target = "it"},
      {verb = "recycle_revealed"}]'''
TOP5 = ["Pakaa Cub", "Legion Rearguard", "Hidden Blade", "Noxus Hopeful", "Captain Farron"]


def test_cr_134_2_b_teemo_strategists_four_instructions(tmp_path):
    """The seed's Teemo, Strategist example: its defend ability is four instructions --
    choose an enemy unit here, reveal your top 5 cards, deal 1 to it per Hidden card
    revealed, recycle the revealed cards. Every player sees the revealed cards (CR 411.1);
    they go to the bottom of the deck in a random order (CR 403.5) that nobody knows."""
    teemo = syn(tmp_path, "Teemo Stand-in", "unit", TEEMO, domains=("mind",), might=2)
    words = V.card_words(teemo[1], "unit")[0]
    assert "for each card with Hidden among the revealed ones" in words
    four = syn(tmp_path, "Four", "unit", might=4)
    s = rb(dict(base=["Four"]), dict(field={1: ["Teemo Stand-in"]}, deck_top=TOP5),
           control={1: 1}, synthetic=[teemo, four])
    f = one(s, 0, "Four")
    top5 = s.deck[1][-5:]
    assert [s.T.name[c] for c in top5] == TOP5
    answer(s, "move Four")
    answer(s, "to Hallowed Tomb")
    assert s.decision_kind() == "target_ability" and s.pending[0] == 1
    answer(s, f)                                         # the enemy unit here
    pass_all(s)
    shown = [e[3] for e in s.events_for(0) if e[0] == "reveal"]
    assert sorted(shown) == sorted(top5)                 # seen by the other player too
    assert [e for e in s.events_for(0) if e[0] == "reveal"] == \
        [e for e in s.events_for(1) if e[0] == "reveal"]
    dealt = [e[3] for e in s.log if e[0] == "damage" and e[2] == f]
    assert dealt[0] == 2                                 # Pakaa Cub and Hidden Blade
    assert sorted(s.deck[1][:5]) == sorted(top5)         # recycled: the bottom five
    assert all(s.kn.mask(v, c, Z(1, ZDECK)) for v in (0, 1) for c in top5)  # order unknown
    assert len(s.all_cards()) == s.T.n                   # no card lost


def test_cr_403_5_teemos_recycle_is_deterministic_and_saved(tmp_path):
    """The recycle's random order comes from the game's generator: the same game gives the
    same order, and a clone or a saved state holds it."""
    teemo = syn(tmp_path, "Teemo Stand-in", "unit", TEEMO, domains=("mind",), might=2)
    four = syn(tmp_path, "Four", "unit", might=4)
    orders = []
    for _ in range(2):
        s = rb(dict(base=["Four"]), dict(field={1: ["Teemo Stand-in"]}, deck_top=TOP5),
               control={1: 1}, synthetic=[teemo, four])
        answer(s, "move Four")
        answer(s, "to Hallowed Tomb")
        answer(s, one(s, 0, "Four"))
        pass_all(s)
        orders.append(list(s.deck[1]))
        assert s.clone().to_dict() == s.to_dict()
    assert orders[0] == orders[1]


RECYCLE = '''[[card.ability]]
kind = "spell"
do = [{verb = "recycle", target = {what = "unit_or_gear"}}]'''


def test_cr_177_a_recycled_token_goes_to_its_deck_and_ceases_to_exist(tmp_path):
    """The seed's token-recycling example: token units, gear and spells recycle to the
    Main Deck (token runes to the Rune Deck; token battlefields and legends cannot be
    recycled -- tcgsim's tokens are Recruit and Sprite units only). A token put into a
    non-board zone ceases to exist there (CR 177.1): a recycled Recruit is no card in the
    deck afterwards. A card recycled from the board goes to the bottom of its owner's Main
    Deck (CR 403.1), not to the trash (it is not killed); so does a gear."""
    rec = syn(tmp_path, "Recycler", "spell", RECYCLE)
    assert V.card_words(rec[1]) == [
        "Put a unit or gear on the bottom of its owner's Main Deck."]
    s = rb(dict(hand=["Recycler", "Recycler", "Recycler"]),
           dict(base=["Recruit", "Stalwart Poro", "Sun Disc"]), synthetic=[rec])
    token, poro, disc = one(s, 1, "Recruit"), one(s, 1, "Stalwart Poro"), one(s, 1, "Sun Disc")
    deck, reserve = len(s.deck[1]), len(s.reserve[1])
    cast(s, "Recycler", token)
    pass_all(s)
    assert not s.on_board(token) and token in s.reserve[1] and token not in s.deck[1]
    assert (len(s.deck[1]), len(s.reserve[1])) == (deck, reserve + 1)
    assert [e for e in s.log if e[0] == "recycle_board"] == [("recycle_board", ALL, 1, token)]
    cast(s, "Recycler", poro)
    pass_all(s)
    assert s.deck[1][0] == poro and poro not in s.trash[1] and len(s.deck[1]) == deck + 1
    assert not [e for e in s.log if e[0] == "die"]
    cast(s, "Recycler", disc)
    pass_all(s)
    assert s.deck[1][0] == disc and s.deck[1][1] == poro
    assert len(s.all_cards()) == s.T.n                   # no card lost, none made
    assert s.clone().to_dict() == s.to_dict()


REKSAI = '''[[card.ability]]
kind = "trigger"
when = "attack_me"
optional = true
do = [{verb = "reveal_top", n = 2}, {verb = "play_revealed", where = "here_may"},
      {verb = "recycle_revealed"}]'''


def _reksaiattack(tmp_path):
    rek = syn(tmp_path, "Rek'Sai Stand-in", "unit", REKSAI, might=4)
    plain = syn(tmp_path, "Plain", "unit", might=1)
    s = rb(dict(base=["Rek'Sai Stand-in"], deck_top=["Gust", "Plain"]),
           dict(field={1: ["Pouty Poro"]}), control={1: 1}, synthetic=[rek, plain])
    top2 = s.deck[0][-2:]
    answer(s, "move Rek'Sai Stand-in")
    answer(s, "to Hallowed Tomb")
    pass_all(s)
    assert s.decision_kind() == "optional"               # "you may reveal"
    answer(s, "yes")
    assert s.decision_kind() == "play_revealed"
    assert sorted(options(s)) == ["Gust", "Plain", "play none"]
    assert sorted(e[3] for e in s.events_for(1) if e[0] == "reveal") == sorted(top2)
    return s, top2


def test_cr_352_4_reksais_play_here_is_not_a_requirement(tmp_path):
    """The seed's Rek'Sai example: "reveal your top 2; you may banish one and play it; if it
    is a unit, you may play it here; recycle the rest" -- "you may play it here" is a
    permission, not a requirement: the unit may go to the base as well as to the
    battlefield Rek'Sai attacks (which its player does not control). The other revealed
    card is recycled."""
    rek = syn(tmp_path, "Rek'Sai Stand-in", "unit", REKSAI, might=4)
    assert "it may also be played here" in V.card_words(rek[1], "unit")[0]
    for where in ("to the base", "to Hallowed Tomb"):
        s, top2 = _reksaiattack(tmp_path)
        gust = [c for c in top2 if s.T.name[c] == "Gust"][0]
        answer(s, "Plain")
        assert s.decision_kind() == "destination_play"
        assert options(s) == ["to the base", "to Hallowed Tomb"]
        answer(s, where)
        u = ids(s, 0, "Plain")
        assert u, where
        assert s.deck[0][0] == gust and gust not in s.deck[0][-2:]     # recycled
        if where == "to the base":
            assert s.loc[u[0]] == BASE
        else:
            assert s.loc[u[0]] == FIELD and s.at[u[0]] == 1
        assert len(s.all_cards()) == s.T.n


def test_cr_055_reksai_a_banished_card_it_cannot_play_stays_banished(tmp_path):
    """The same ability when the banished card cannot be played (a spell its player has no
    runes to pay for): what can be done is done (CR 055) -- it stays banished, the other is
    recycled; choosing none recycles both revealed cards."""
    s, top2 = _reksaiattack(tmp_path)
    gust, plain = sorted(top2, key=lambda c: s.T.name[c])
    answer(s, "Gust")
    assert s.banish[0] == [gust] and s.deck[0][0] == plain
    s, top2 = _reksaiattack(tmp_path)
    answer(s, "play none")
    assert sorted(s.deck[0][:2]) == sorted(top2) and not s.banish[0]


# ---- gaining control of a spell (seed 004's Frenzy example) -----------------------------------

FRENZY = '''[[card.ability]]
kind = "cost"
optional = true
cost = {power = {fury = 1}}
[[card.ability]]
kind = "spell"
do = [{verb = "draw", n = 2, if = "paid"}]'''
SEIZE = '{verb = "gain_control", target = {what = "spell"}}'


def _seized(tmp_path, name, body, pay=None):
    spell = syn(tmp_path, name, "spell", body)
    seize = _reaction(tmp_path, "Seize Spell", SEIZE)
    s = rb(dict(hand=[name], runes=["fury"] * 2), dict(hand=["Seize Spell"]),
           synthetic=[spell, seize])
    c = ids(s, 0, name, (HAND,))[0]
    answer(s, f"play {name}")
    if pay is not None:
        assert s.decision_kind() == "optional_cost"
        answer(s, pay)
    answer(s, "pass")                                    # p0 passes: p1 may respond
    assert s.pending[0] == 1
    answer(s, "play Seize Spell")
    assert options(s) == [name]                          # a spell on the chain, not itself
    answer(s, name)
    hands = (len(s.hand[0]), len(s.hand[1]))
    pass_all(s)
    return s, c, hands


def test_cr_353_an_extra_cost_paid_stays_paid_for_a_new_controller(tmp_path):
    """The seed's Frenzy example: another player gains control of a spell whose optional
    additional cost was paid; its "if the additional cost was paid" still holds, though the
    new controller paid nothing -- and "you" is now that player: they draw. Unpaid, it
    stays unpaid. The spell still goes to its owner's trash."""
    seize = _reaction(tmp_path, "Seize Spell", SEIZE)
    assert V.card_words(seize[1])[1] == "Take control of a spell on the chain."
    s, c, (h0, h1) = _seized(tmp_path, "Frenzy Stand-in", FRENZY, pay="yes")
    assert [e for e in s.log if e[0] == "control_spell"] == [("control_spell", ALL, c, 0, 1)]
    assert (len(s.hand[0]), len(s.hand[1])) == (h0, h1 + 2)
    assert c in s.trash[0]
    s, c, (h0, h1) = _seized(tmp_path, "Frenzy Stand-in", FRENZY, pay="no")
    assert (len(s.hand[0]), len(s.hand[1])) == (h0, h1)


def test_cr_356_3_a_fall_back_seized_still_was_played_from_the_hand(tmp_path):
    """The seed's Fall Back example, its control half: "if you played this from your hand,
    draw 1" -- another player gained control of it; it was played from the hand, so the
    condition holds and its (new) controller draws."""
    body = '[[card.ability]]\nkind = "spell"\ndo = [{verb = "draw", n = 1, if = "from_hand"}]'
    s, c, (h0, h1) = _seized(tmp_path, "Fall Back", body)
    assert (len(s.hand[0]), len(s.hand[1])) == (h0, h1 + 1)
