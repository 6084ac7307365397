"""Seed 004's worked examples as rulings: one test per example that concerns play, with the
seed's outcome. Each docstring says, in tcgsim's own words, which example it is. Cards the
pool lacks (or whose abilities tcgsim's vocabulary does not yet carry) are synthetic cards
whose records are written in the vocabulary (rb_helpers.syn). Rule numbers: Core Rules v1.1.

Examples that are not tests: the ones that only define words or the structure of text (what
"unit", "spell", "a Yeti" and "a non-unit card" refer to; which phrases of an ability are
instructions and which are trigger conditions -- "when you play me, draw 1", "if a unit
would die, banish it instead", "when you reveal me, add 2"; which steps the combat and
end-of-turn cleanups add), the two deck-building ones whose cards and mode tcgsim lacks (a
unit that makes you pick three more legends; a mode with a second chosen champion), the
printing in another language (tcgsim has one printing per card) and "my damage can't be
prevented" (tcgsim has no prevention). Some examples share a test: Guardian Angel's "heal,
exhaust and recall this" is Highlander's save in the Cruel Patron test; the other copies of
a Chosen Champion are in the Kai'Sa test; Void Seeker's two instructions are in its
mistargeting test. Every example that concerns play is now a test (none is an xfail); those
of effect, value and location mechanics are in test_rb_seed004_effects.py, of costs in
test_rb_seed004_costs.py.
"""

from __future__ import annotations

import json

from rb_helpers import G, card, cast, ids, names, one, passive, rb, ready_runes, syn

from tcgsim.core.actions import ALL
from tcgsim.games.riftbound import vocab as V
from tcgsim.games.riftbound.cards import check_deck, deck_from_entries
from tcgsim.games.riftbound.scenario import answer, options, pass_all, stacked
from tcgsim.games.riftbound.state import BASE, CHAMP, FIELD, HAND, NONE, TRASH
from tcgsim.games.riftbound.values import K_TANK as V_TANK
from tcgsim.games.riftbound.values import K_TEMPORARY as V_TEMP


# ---- deck building (CR 103) -----------------------------------------------------------------

def _deck(legend, champion, main, runes=None):
    runes = runes or [(12, card("Fury Rune"))]
    return {"legend": [(1, card(legend))], "champion": [(1, card(champion))],
            "main": main, "runes": runes,
            "battlefields": [(1, card(b)) for b in ("Bandle Tree", "Hallowed Tomb",
                                                     "Void Gate")]}


def _filler(n, *skip):
    """n Main Deck cards of Fury, three of a name, none of `skip`'s names."""
    cards = [c for c in G.pool if c.type in ("unit", "spell") and c.domains == ("fury",)
             and not c.champion and not c.signature and not c.token and c.name not in skip]
    out, k = [], 0
    while n > 0:
        out.append((min(3, n), cards[k]))
        n -= 3
        k += 1
    return out


def _problems(d):
    return check_deck(d)[0]


def test_cr_103_2_a_2_either_jinx_may_be_the_chosen_champion_of_loose_cannon():
    """The seed's example of the Jinx legend: its champion tag is Jinx, so Jinx,
    Demolitionist and Jinx, Rebel are each a legal Chosen Champion for it."""
    for champ in ("Jinx, Demolitionist", "Jinx, Rebel"):
        d = _deck("Loose Cannon", champ, _filler(39), [(6, card("Fury Rune")),
                                                      (6, card("Chaos Rune"))])
        assert _problems(d) == [], champ


def test_cr_103_2_a_2_tibbers_is_a_signature_unit_not_a_champion():
    """The seed's Tibbers example: it carries the Annie tag but is a Signature unit, not a
    champion, so it can never be the Chosen Champion, even of an Annie legend."""
    d = _deck("Dark Child - Starter", "Tibbers", _filler(39),
              [(6, card("Fury Rune")), (6, card("Chaos Rune"))])
    probs = _problems(d)
    assert any("Tibbers" in x and "champion unit" in x for x in probs), probs


def test_cr_103_2_b_the_chosen_champion_and_two_more_copies_of_its_name():
    """The seed's Volibear example: Volibear, Furious as the Chosen Champion plus two more
    copies in the Main Deck is legal; a third more copy makes four of the name."""
    d = _deck("Relentless Storm", "Volibear, Furious",
              [(2, card("Volibear, Furious"))] + _filler(37))
    assert _problems(d) == []
    d = _deck("Relentless Storm", "Volibear, Furious",
              [(3, card("Volibear, Furious"))] + _filler(36))
    assert any("4 cards named 'Volibear, Furious'" in x for x in _problems(d))


def test_cr_103_2_b_yasuo_remorseful_and_yasuo_windrider_are_two_names():
    """The seed's Yasuo example: three Yasuo, Remorseful and three Yasuo, Windrider fit in
    one deck, the names being different."""
    calm = [c for c in G.pool if c.type == "unit" and c.domains == ("calm",) and
            not c.champion and not c.signature][:12]
    main = [(2, card("Yasuo, Remorseful")), (3, card("Yasuo, Windrider"))] + \
        [(3, c) for c in calm]
    d = _deck("Unforgiven", "Yasuo, Remorseful", main,
              [(6, card("Calm Rune")), (6, card("Chaos Rune"))])
    assert _problems(d) == []


def test_cr_103_2_b_kaisa_evolutionary_and_kaisa_survivor_count_apart():
    """The seed's Kai'Sa example: both are Kai'Sa but different names, so each may be in the
    deck three times; only the one named as Chosen Champion is the champion (the Champion
    Zone holds one copy of it at the start)."""
    main = [(2, card("Kai'Sa, Survivor")), (3, card("Kai'Sa, Evolutionary"))] + \
        _filler(34, "Kai'Sa, Survivor")
    d = _deck("Daughter of the Void", "Kai'Sa, Survivor", main,
              [(6, card("Fury Rune")), (6, card("Mind Rune"))])
    assert _problems(d) == []
    entries = {sec: [("test", n, c.id) for n, c in d[sec]] for sec in d}
    deck = deck_from_entries(entries, G.pool, "kaisa", "test")
    s = G.new_state([deck, G.deck("viktor")], seed=1)
    (champ,) = s.champ[0]
    assert s.T.name[champ] == "Kai'Sa, Survivor" and s.loc[champ] == CHAMP
    assert sum(s.T.name[c] == "Kai'Sa, Survivor" for c in s.deck[0] + s.hand[0]) == 2


# ---- costs (CR 353-354) ---------------------------------------------------------------------

PLAY_FREE = '''[[card.ability]]
kind = "spell"
do = [{verb = "play_from_hand", type = "unit", ignore_cost = true}]'''


def _spent(s, p, before_ready, before_runes):
    """(runes exhausted or recycled, runes recycled) since `before_*`."""
    return before_ready - ready_runes(s, p), before_runes - len(s.runes[p])


def test_cr_352_10_a_play_a_unit_from_hand_may_be_declined(tmp_path):
    """The seed's example of "play a unit from your hand, ignoring its cost": there is no
    "may", but the instruction names a card type, so the player may choose not to play one
    even with a unit in hand."""
    summoner = syn(tmp_path, "Summoner", "spell", PLAY_FREE)
    s = rb(dict(hand=["Summoner", "Stalwart Poro"]), synthetic=[summoner])
    answer(s, "play Summoner")
    pass_all(s)
    assert s.decision_kind() == "play_from_hand"
    assert options(s) == ["Stalwart Poro", "done"]
    answer(s, "done")
    assert names(s, s.hand[0]) == ["Stalwart Poro"] and not s.base[0]
    assert s.decision_kind() == "act"


def test_cr_353_1_c_an_ignored_cost_still_pays_an_optional_accelerate(tmp_path):
    """The seed's Legion Rearguard example: a 2-Energy Fury unit with Accelerate is played
    ignoring its cost and the player chooses Accelerate: the 2 Energy are ignored, but the
    optional additional cost (1 Energy and 1 Fury Power) is added and paid; it enters ready."""
    summoner = syn(tmp_path, "Summoner", "spell", PLAY_FREE)
    rear = syn(tmp_path, "Legion Rearguard", "unit", 'keywords = ["accelerate"]', energy=2,
               might=2)
    s = rb(dict(hand=["Summoner", "Legion Rearguard"], runes=["fury", "fury"]),
           synthetic=[summoner, rear])
    answer(s, "play Summoner")
    pass_all(s)
    answer(s, "Legion Rearguard")
    answer(s, "yes")                                   # Accelerate
    assert s.decision_kind() == "act"
    u = one(s, 0, "Legion Rearguard")
    assert s.loc[u] == BASE and not s.exh[u]
    pay = [e for e in s.log if e[0] == "pay" and e[2] == 0][-1]
    assert pay[3:5] == (1, [1, 0, 0, 0, 0, 0, 0])     # 1 Energy and 1 Fury Power
    # without Accelerate nothing at all is paid
    s = rb(dict(hand=["Summoner", "Legion Rearguard"], runes=["fury", "fury"]),
           synthetic=[summoner, rear])
    answer(s, "play Summoner")
    pass_all(s)
    answer(s, "Legion Rearguard")
    answer(s, "no")
    assert ready_runes(s, 0) == 2 and s.exh[one(s, 0, "Legion Rearguard")]


def test_cr_353_2_a_1_a_mandatory_kill_cost_must_be_paid(tmp_path):
    """The seed's example of a unit whose passive says "as an additional cost, kill a
    friendly unit": to play it the player must kill one (Cruel Patron); with no friendly
    unit it cannot be played."""
    s = rb(dict(hand=["Cruel Patron"], runes=["order"] * 4))
    assert "play Cruel Patron" not in options(s)
    s = rb(dict(hand=["Cruel Patron"], runes=["order"] * 4, base=["Stalwart Poro"]))
    answer(s, "play Cruel Patron")
    assert s.decision_kind() == "cost_unit" and options(s) == ["Stalwart Poro"]
    answer(s, "Stalwart Poro")
    assert names(s, s.trash[0]) == ["Stalwart Poro"]
    assert names(s, s.base[0]) == ["Cruel Patron"]


def test_cr_353_2_b_1_an_optional_discard_that_lowers_the_cost(tmp_path):
    """The seed's example of "as you play me, you may discard 1 as an additional cost; if
    you do, I cost 2 less" (Brazen Buccaneer, 6 Energy): the player says so while making the
    choices, the cost drops to 4, and a card is discarded as the cost is paid."""
    s = rb(dict(hand=["Brazen Buccaneer", "Stalwart Poro"], runes=["fury"] * 4))
    answer(s, "play Brazen Buccaneer")
    assert s.decision_kind() == "optional_cost"
    answer(s, "yes")
    assert s.decision_kind() == "discard"
    answer(s, "Stalwart Poro")
    assert names(s, s.trash[0]) == ["Stalwart Poro"] and ready_runes(s, 0) == 0
    assert names(s, s.base[0]) == ["Brazen Buccaneer"]


def test_cr_353_4_c_the_player_orders_the_discounts(tmp_path):
    """The seed's Eager Apprentice example: with Eager Apprentice at a battlefield (spells
    cost 1 less, to a minimum of 1) and a 7-Might unit, an 8-Energy spell that costs less by
    the highest Might among your units costs 0 when Eager Apprentice's discount goes first
    (8 -> 7 -> 0), and 1 the other way (8 -> 1, where the minimum of 1 stops the other)."""
    splitter = syn(tmp_path, "Sky Splitter", "spell", '''[[card.ability]]
kind = "static"
effect = "top_might_discount"
[[card.ability]]
kind = "spell"
do = [{verb = "draw", n = 1}]''', energy=8, power=(("fury", 1),))
    seven = syn(tmp_path, "Seven", "unit", might=7)
    for order, energy in (("discount order 1", 1), ("discount order 2", 0)):
        s = rb(dict(hand=["Sky Splitter"], runes=["fury"] * 2, base=["Seven"],
                    field={0: ["Eager Apprentice"]}), control={0: 0},
               synthetic=[splitter, seven])
        answer(s, "play Sky Splitter")
        assert s.decision_kind() == "discount_order"
        answer(s, order)
        pay = [e for e in s.log if e[0] == "pay" and e[2] == 0][-1]
        assert pay[3] == energy, order


def test_cr_353_4_d_1_an_optional_cost_reduced_to_zero_is_still_paid(tmp_path):
    """The seed's Clockwork Keeper example: a 2-Energy unit that says "as you play me, you
    may pay [C] as an additional cost; if you do, draw 1", with "units you play cost [A]
    less" in play: the player pays the optional cost, reduced to nothing, and still draws."""
    keeper = syn(tmp_path, "Clockwork Keeper", "unit", '''[[card.ability]]
kind = "cost"
optional = true
cost = {power = {calm = 1}}
[[card.ability]]
kind = "trigger"
when = "play_me"
do = [{verb = "draw", n = 1, if = "paid"}]''', domains=("calm",), energy=2, might=2)
    patron = passive(tmp_path, "unit_power_discount", "Patron Gear", "gear", n=1,
                     domains=("calm",))
    s = rb(dict(hand=["Clockwork Keeper"], runes=["calm"] * 2, base=["Patron Gear"]),
           synthetic=[keeper, patron])
    answer(s, "play Clockwork Keeper")
    assert s.decision_kind() == "optional_cost"
    answer(s, "yes")
    pass_all(s)
    assert s.decision_kind() == "act"
    pay = [e for e in s.log if e[0] == "pay" and e[2] == 0][-1]
    assert pay[3:5] == (2, [0, 0, 0, 0, 0, 0, 0])     # the [C] was reduced to 0
    assert len(s.hand[0]) == 1                          # and the draw still happens
    # not paying it: no draw
    s = rb(dict(hand=["Clockwork Keeper"], runes=["calm"] * 2, base=["Patron Gear"]),
           synthetic=[keeper, patron])
    answer(s, "play Clockwork Keeper")
    answer(s, "no")
    pass_all(s)
    assert len(s.hand[0]) == 0


def test_cr_353_4_the_trash_discount_is_read_when_the_cost_is_set(tmp_path):
    """The seed's Rhasa the Sunderer example: "I cost 1 less for each card in your trash"
    is counted as the discount is applied; a card that reaches the trash later in the play
    (here, discarded as its additional cost) changes neither that count nor the total."""
    rhasa = syn(tmp_path, "Rhasa Like", "unit", '''[[card.ability]]
kind = "static"
effect = "cost_per_trash"
[[card.ability]]
kind = "cost"
cost = {discard = 1}''', domains=("chaos",), energy=10, might=6)
    s = rb(dict(hand=["Rhasa Like", "Stalwart Poro"], runes=["chaos"] * 7,
                trash=["Gust", "Gust", "Flash"]), synthetic=[rhasa])
    answer(s, "play Rhasa Like")
    answer(s, "Stalwart Poro")                          # the discard
    pay = [e for e in s.log if e[0] == "pay" and e[2] == 0][-1]
    assert pay[3] == 7 and len(s.trash[0]) == 4
    assert names(s, s.base[0]) == ["Rhasa Like"]


def test_cr_354_2_two_extra_costs_are_both_paid(tmp_path):
    """The seed's example of a card whose additional cost is "kill a friendly unit and
    discard a unit": both are paid (in any order; tcgsim's order does not change what is
    paid)."""
    both = syn(tmp_path, "Double Toll", "unit", '''[[card.ability]]
kind = "cost"
cost = {kill_friendly = 1, discard = 1}''', domains=("order",), energy=1, might=5)
    s = rb(dict(hand=["Double Toll", "Stalwart Poro"], runes=["order"],
                base=["Pouty Poro"]), synthetic=[both])
    answer(s, "play Double Toll")
    while s.decision_kind() != "act":
        answer(s, options(s)[0])
    assert names(s, s.trash[0]) == ["Pouty Poro", "Stalwart Poro"]
    assert names(s, s.base[0]) == ["Double Toll"]


def test_cr_354_2_a_a_replaced_kill_still_pays_the_cost():
    """The seed's Cruel Patron and Zhonya's Hourglass example: the friendly unit killed to
    pay Cruel Patron's cost does not die (a replacement heals, exhausts and recalls it --
    here Highlander's), yet the cost counts as paid and Cruel Patron is played."""
    s = rb(dict(hand=["Highlander", "Cruel Patron"], runes=["order"] * 8,
                field={0: ["Stalwart Poro"]}), control={0: 0})
    cast(s, "Highlander", "Stalwart Poro")
    pass_all(s)
    answer(s, "play Cruel Patron")
    answer(s, "to the base")
    answer(s, "Stalwart Poro")                         # the cost: kill it
    poro = one(s, 0, "Stalwart Poro")
    assert s.loc[poro] == BASE and s.exh[poro] and not s.dmg[poro]
    assert names(s, s.base[0]) == ["Cruel Patron", "Stalwart Poro"]
    assert not ids(s, 0, "Stalwart Poro", (TRASH,))


def test_cr_354_3_an_optional_kill_avoids_the_spells_own_target(tmp_path):
    """The seed's example of "you may kill a friendly unit as an additional cost; give a
    friendly unit +2 this turn, +7 instead if you paid": having paid, the player must kill a
    unit other than the target, unless no other unit can be killed."""
    rally = syn(tmp_path, "Blood Rally", "spell", '''[[card.ability]]
kind = "cost"
optional = true
cost = {kill_friendly = 1}
[[card.ability]]
kind = "spell"
do = [{verb = "might", target = {side = "friendly"}, n = 2},
      {verb = "might", target = "it", n = 5, if = "paid"}]''', domains=("order",), energy=1)
    s = rb(dict(hand=["Blood Rally"], runes=["order"], base=["Stalwart Poro", "Pouty Poro"]),
           synthetic=[rally])
    answer(s, "play Blood Rally")
    answer(s, "Stalwart Poro")                         # the target
    answer(s, "yes")                                    # pay the optional cost
    assert s.decision_kind() == "cost_unit" and options(s) == ["Pouty Poro"]
    answer(s, "Pouty Poro")
    pass_all(s)
    assert s.might(one(s, 0, "Stalwart Poro")) == 2 + 7
    # with no other unit, the target itself is killed (and the spell then does nothing)
    s = rb(dict(hand=["Blood Rally"], runes=["order"], base=["Stalwart Poro"]),
           synthetic=[rally])
    cast(s, "Blood Rally", "Stalwart Poro")
    answer(s, "yes")
    assert options(s) == ["Stalwart Poro"]


# ---- choices, targets and their legality on resolution (CR 352, 355, 356.3.e) ---------------

def _reaction(tmp_path, name, steps, **kw):
    return syn(tmp_path, name, "spell", f'''keywords = ["reaction"]
[[card.ability]]
kind = "spell"
do = [{steps}]''', **kw)


def test_cr_352_4_a_stun_a_unit_is_a_choice_kill_all_is_not(tmp_path):
    """The seed's two examples of a choice: "stun a unit at a battlefield" chooses (so it
    needs a unit at a battlefield to be played); "kill all gear" does not (a spell that acts
    on everything matching is played with nothing to match)."""
    stun = syn(tmp_path, "Stun Bolt", "spell", '''[[card.ability]]
kind = "spell"
do = [{verb = "stun", target = {at = "battlefield"}}]''')
    sweep = syn(tmp_path, "Sweep", "spell", '''[[card.ability]]
kind = "spell"
do = [{verb = "deal_all", amount = 1, side = "any", at = "battlefields"}]''')
    s = rb(dict(hand=["Stun Bolt", "Sweep"], base=["Stalwart Poro"]), synthetic=[stun, sweep])
    assert "play Stun Bolt" not in options(s) and "play Sweep" in options(s)
    s = rb(dict(hand=["Stun Bolt"]), dict(field={1: ["Stalwart Poro"]}), control={1: 1},
           synthetic=[stun])
    answer(s, "play Stun Bolt")
    assert s.decision_kind() == "target" and options(s) == ["Stalwart Poro"]


def test_cr_352_4_b_a_play_trigger_chooses_when_it_triggers():
    """The seed's example of a unit with "when you play me, kill a unit": playing it needs
    no target; the target is chosen when the ability triggers, after the unit has entered
    (Maddened Marauder: move a unit at a battlefield to its base)."""
    s = rb(dict(hand=["Maddened Marauder"], runes=["chaos"] * 5))
    assert "play Maddened Marauder" in options(s)        # no unit anywhere to move
    answer(s, "play Maddened Marauder")
    assert s.decision_kind() == "act" and not s.chain   # the trigger had no target: removed
    s = rb(dict(hand=["Maddened Marauder"], runes=["chaos"] * 5),
           dict(field={1: ["Pouty Poro"]}), control={1: 1})
    answer(s, "play Maddened Marauder")
    assert s.decision_kind() == "target_ability"
    assert s.loc[one(s, 0, "Maddened Marauder")] == BASE    # already on the board
    answer(s, "Pouty Poro")
    pass_all(s)
    assert names(s, s.base[1]) == ["Pouty Poro"]


def test_cr_356_3_e_5_void_seeker_on_a_unit_moved_away_still_draws():
    """The seed's Void Seeker examples: its text is two instructions, "deal 4 to a unit at a
    battlefield" (the damage action with its restriction) and "draw 1". The target's
    controller reacts by moving it to base: it is no longer legal and takes no damage, but
    Void Seeker's controller still draws 1."""
    s = rb(dict(hand=["Void Seeker"], runes=["fury"] * 4),
           dict(hand=["Flash"], runes=["chaos"] * 2, field={1: ["Stalwart Poro"]}),
           control={1: 1})
    cast(s, "Void Seeker", "Stalwart Poro")
    answer(s, "pass")
    cast(s, "Flash", "Stalwart Poro", done=True)
    pass_all(s)
    poro = one(s, 1, "Stalwart Poro")
    assert s.loc[poro] == BASE and s.dmg[poro] == 0
    assert len(s.hand[0]) == 1


def test_cr_356_3_e_3_a_target_moved_away_and_back_is_legal(tmp_path):
    """The seed's example of a spell aimed at "a unit at a battlefield" whose target is
    moved to base by one reaction and back to a battlefield by another: the first spell
    resolves as normal, the unit being a legal target again."""
    back = _reaction(tmp_path, "Return March",
                     '{verb = "move", target = {side = "enemy", at = "base"}, to = "any"}')
    s = rb(dict(hand=["Void Seeker", "Return March"], runes=["fury"] * 4),
           dict(hand=["Flash"], runes=["chaos"] * 2, field={1: ["Stalwart Poro"]}),
           control={1: 1}, synthetic=[back])
    cast(s, "Void Seeker", "Stalwart Poro")
    answer(s, "pass")
    answer(s, "play Flash")                              # p1: the unit to base
    answer(s, "Stalwart Poro")
    answer(s, "no more targets")
    answer(s, "pass")
    answer(s, "pass")                                    # Flash resolves
    poro = one(s, 1, "Stalwart Poro")
    assert s.loc[poro] == BASE and s.current_player() == 0
    answer(s, "play Return March")                       # p0: and back to the battlefield
    answer(s, "Stalwart Poro")
    pass_all(s)
    if s.decision_kind() == "destination":
        answer(s, "to Hallowed Tomb")
        pass_all(s)
    assert ids(s, 1, "Stalwart Poro", (TRASH,))        # Void Seeker dealt its 4


FOXFIRE = '''[[card.ability]]
kind = "spell"
do = [{verb = "kill", target = {at = "battlefield", count = 12, up_to = true, together = true, total_might = 4}}]'''


def _foxfire_scene(tmp_path, react):
    """p0 plays Fox-Fire on four 1-Might Recruits of p1 at battlefield 1 (a fifth stays
    out of it); p1 reacts with `react` (a synthetic Reaction) on two of them."""
    fox = syn(tmp_path, "Fox-Fire", "spell", FOXFIRE, domains=("calm",))
    s = rb(dict(hand=["Fox-Fire"]),
           dict(hand=[react[0].name], field={1: ["Recruit"] * 5}), control={1: 1},
           synthetic=[fox, react])
    r = [u for u in s.units[1]]
    answer(s, "play Fox-Fire")
    for u in r[:4]:
        answer(s, u)
    assert s.decision_kind() == "target" and r[4] not in s.pending[2]    # total Might 4
    answer(s, NONE)
    answer(s, "pass")
    answer(s, f"play {react[0].name}")
    answer(s, r[0])
    answer(s, r[1])
    pass_all(s)
    return s, r


def test_cr_352_11_b_fox_fire_keeps_a_legal_subset_of_its_targets(tmp_path):
    """The seed's Fox-Fire example: "kill any number of units at a battlefield with total
    Might 4 or less" chooses four 1-Might Recruits; a reaction gives two of them +1, so they
    total 6. On resolution its controller picks a legal subset of the original targets: the
    two 2-Might ones, or the two 1-Might ones and one 2-Might one -- never a Recruit that
    was not chosen (and never a smaller group that could still take another)."""
    pump = _reaction(tmp_path, "Pump Two",
                     '{verb = "might", target = {count = 2}, n = 1}', domains=("mind",))
    s, r = _foxfire_scene(tmp_path, pump)
    assert s.decision_kind() == "keep_target"
    assert sorted(s.pending[2]) == sorted(r[:4])        # the fifth is not offered
    answer(s, r[2])                                     # a 1-Might one...
    assert sorted(s.pending[2]) == sorted([r[0], r[1], r[3]])
    assert NONE not in s.pending[2]                     # ...alone is not a largest group
    answer(s, r[3])                                     # and the other 1-Might one
    assert s.decision_kind() == "keep_target"
    assert sorted(s.pending[2]) == sorted(r[:2])        # then one 2-Might one
    answer(s, r[0])
    assert s.decision_kind() == "act"
    assert sorted(s.units[1]) == sorted([r[1], r[4]])
    s, r = _foxfire_scene(tmp_path, pump)
    answer(s, r[0])                                     # a 2-Might one
    answer(s, r[1])                                     # and the other: 4 in all
    assert sorted(s.units[1]) == sorted(r[2:])


def test_cr_352_11_b_fox_fire_follows_targets_moved_together(tmp_path):
    """The seed's Fox-Fire example, its last sentence: the chosen Recruits left the chosen
    battlefield before Fox-Fire resolved, but they are all at one battlefield, so Fox-Fire
    may still be applied to them (they remain units at a battlefield, together)."""
    march = _reaction(tmp_path, "March Two",
                      '{verb = "move", target = {side = "friendly", count = 2}, to = "any"}',
                      domains=("mind",))
    fox = syn(tmp_path, "Fox-Fire", "spell", FOXFIRE, domains=("calm",))
    s = rb(dict(hand=["Fox-Fire"]),
           dict(hand=["March Two"], field={1: ["Recruit"] * 2}), control={1: 1},
           synthetic=[fox, march])
    r = list(s.units[1])
    cast(s, "Fox-Fire", r[0], r[1])
    answer(s, NONE)
    answer(s, "pass")
    cast(s, "March Two", r[0], r[1])
    pass_all(s)
    while s.decision_kind() == "destination":
        answer(s, "to Bandle Tree")
    pass_all(s)
    assert not any(s.on_board(u) for u in r)


FLAME_BELLOWS = '''keywords = ["action"]
[[card.ability]]
kind = "spell"
do = [{verb = "deal", amount = 1, target = {count = 3, up_to = true, together = true}}]'''


def test_cr_352_11_b_flame_bellows_keeps_the_targets_at_one_location(tmp_path):
    """The seed's Flame Bellows example: "deal 1 to each of up to three units at the same
    location" chooses three units at one battlefield; their controller Flashes two of them
    to base. On resolution the controller may not pick just one of the units in base: the
    legal subsets are the one unit left at the battlefield, or the two in base."""
    bellows = syn(tmp_path, "Flame Bellows", "spell", FLAME_BELLOWS)

    def scene():
        s = rb(dict(hand=["Flame Bellows"]),
               dict(hand=["Flash"], runes=["chaos"] * 2,
                    field={1: ["Stalwart Poro", "Lecturing Yordle", "Mystic Poro"]}),
               control={1: 1}, synthetic=[bellows])
        u = list(s.units[1])
        answer(s, "play Flame Bellows")
        for x in u:
            answer(s, x)
        answer(s, "pass")
        cast(s, "Flash", u[0], u[1])
        pass_all(s)
        assert s.decision_kind() == "keep_target" and sorted(s.pending[2]) == sorted(u)
        return s, u

    s, u = scene()
    answer(s, u[0])                                     # one in base -> both in base
    assert s.decision_kind() == "act"
    assert [s.dmg[x] for x in u] == [1, 1, 0]
    s, u = scene()
    answer(s, u[2])                                     # the one at the battlefield
    assert [s.dmg[x] for x in u] == [0, 0, 1]


def test_cr_356_3_e_2_a_unit_that_may_be_chosen_only_in_combat_leaves_it(tmp_path):
    """The seed's Flame Bellows example with a unit that "can't be chosen by enemy spells
    and abilities unless it is in combat": chosen while in combat, it is Flashed to its
    base, is no longer in combat, so no longer a legal target, and Flame Bellows does not
    affect it."""
    bellows = syn(tmp_path, "Flame Bellows", "spell", FLAME_BELLOWS)
    veiled = passive(tmp_path, "shroud_unless_combat", "Veiled Guard", domains=("chaos",),
                     might=3)
    s = rb(dict(hand=["Flame Bellows"], base=["Stalwart Poro"]),
           dict(hand=["Flash"], runes=["chaos"] * 2, field={1: ["Veiled Guard"]}),
           control={1: 1}, synthetic=[bellows, veiled])
    guard = one(s, 1, "Veiled Guard")
    answer(s, "move Stalwart Poro")
    answer(s, "to Hallowed Tomb")
    assert s.combat is not None and s.decision_kind() == "focus"
    answer(s, "play Flame Bellows")
    assert guard in s.pending[2]                        # in combat: it may be chosen
    answer(s, guard)
    answer(s, NONE)
    answer(s, "pass")
    cast(s, "Flash", guard, done=True)
    pass_all(s)
    assert s.loc[guard] == BASE and s.dmg[guard] == 0
    # out of combat it could not have been chosen at all
    s = rb(dict(hand=["Flame Bellows"]), dict(field={1: ["Veiled Guard"]}), control={1: 1},
           synthetic=[bellows, veiled])
    answer(s, "play Flame Bellows")
    assert options(s) == ["no more targets"]


def test_cr_727_1_d_2_a_spell_played_from_hidden_chooses_here(tmp_path):
    """The seed's Rift of Time example: a spell aimed at "a unit" may choose any unit, but
    played from hidden it must choose among the units at the battlefield where it was
    hidden; a chosen unit that then moves elsewhere is no longer a legal target. (The
    banish-and-replay part of Rift of Time is not in tcgsim's vocabulary; a "kill a unit"
    spell with Hidden shows the targeting.)"""
    rift = syn(tmp_path, "Quiet Rift", "spell", '''keywords = ["hidden"]
[[card.ability]]
kind = "spell"
do = [{verb = "kill", target = {}}]''', domains=("chaos",), energy=3)
    s = rb(dict(facedown={0: "Quiet Rift"}, field={0: ["Daring Poro"]}),
           dict(hand=["Flash"], runes=["chaos"] * 2, base=["Pouty Poro"],
                field={0: ["Stalwart Poro"]}), control={0: 0}, synthetic=[rift])
    answer(s, "play Quiet Rift")
    assert names(s, s.pending[2]) == ["Daring Poro", "Stalwart Poro"]   # here only
    answer(s, "Stalwart Poro")
    answer(s, "pass")
    cast(s, "Flash", "Stalwart Poro", done=True)
    pass_all(s)
    poro = one(s, 1, "Stalwart Poro")
    assert s.loc[poro] == BASE                          # moved away: not killed


def test_cr_356_3_e_6_hidden_blade_ignores_the_instructions_of_a_moved_unit(tmp_path):
    """The seed's Hidden Blade and Tideturner example: Hidden Blade, played from hidden at a
    battlefield, chooses an enemy unit there; the opponent plays a hidden unit at another
    battlefield whose play effect moves that unit to it. The unit is no longer at the
    battlefield: Hidden Blade's instructions about it (kill it; its controller draws 2) are
    ignored. (tcgsim's Tideturner stand-in moves the unit; it does not swap.)"""
    turner = syn(tmp_path, "Tide Stand-in", "unit", '''keywords = ["hidden"]
[[card.ability]]
kind = "trigger"
when = "play_me"
do = [{verb = "move", target = {side = "friendly", other = true, at = "battlefield"}, to = "any"}]''',
                 domains=("chaos",), energy=2, might=2)
    s = rb(dict(facedown={0: "Hidden Blade"}, field={0: ["Daring Poro"]}),
           dict(facedown={1: "Tide Stand-in"}, field={0: ["Stalwart Poro"],
                                                      1: ["Pouty Poro"]}),
           control={0: 0, 1: 1}, synthetic=[turner])
    cast(s, "Hidden Blade", "Stalwart Poro")
    answer(s, "pass")
    answer(s, "play Tide Stand-in")
    assert s.decision_kind() == "target_ability"
    answer(s, "Stalwart Poro")
    pass_all(s)
    assert s.decision_kind() == "destination"
    answer(s, "to Hallowed Tomb")
    hand1 = len(s.hand[1])
    pass_all(s)
    poro = one(s, 1, "Stalwart Poro")
    assert s.loc[poro] == FIELD and s.at[poro] == 1     # alive, at the other battlefield
    assert len(s.hand[1]) == hand1                       # and nobody drew 2




def test_cr_356_3_e_6_flash_from_rotting_nest_does_not_move(tmp_path):
    """The seed's Flash and Rotting Angler's Nest example: Flash moves up to two friendly
    units to base; the Nest says units can't move from here to base. Choosing a unit at the
    Nest is legal, but on resolution the move instruction does nothing."""
    nest = passive(tmp_path, "no_move_to_base", "Angler's Nest", "battlefield")
    s = rb(dict(hand=["Flash"], runes=["chaos"] * 2, field={0: ["Stalwart Poro"]}),
           control={0: 0}, bfs=(nest[0], "Hallowed Tomb"), synthetic=[nest])
    answer(s, "play Flash")
    answer(s, "Stalwart Poro")                          # a legal choice
    answer(s, "no more targets")
    pass_all(s)
    poro = one(s, 0, "Stalwart Poro")
    assert s.loc[poro] == FIELD and s.at[poro] == 0
    assert s.trash[0] and s.T.name[s.trash[0][-1]] == "Flash"      # Flash was played


def test_cr_356_3_e_6_ride_the_wind_to_base_from_the_nest_does_nothing(tmp_path):
    """The seed's last example: Ride the Wind moves the player's own unit, from Rotting
    Angler's Nest, to base. The base is a legal destination for the spell, but the Nest
    forbids the move, so the move instruction does nothing on resolution."""
    nest = passive(tmp_path, "no_move_to_base", "Angler's Nest", "battlefield")
    ride = syn(tmp_path, "Ride the Wind", "spell", '''keywords = ["action"]
[[card.ability]]
kind = "spell"
do = [{verb = "move", target = {side = "friendly"}, to = "any"}]''', domains=("chaos",))
    s = rb(dict(hand=["Ride the Wind"], field={0: ["Stalwart Poro"]}), control={0: 0},
           bfs=(nest[0], "Hallowed Tomb"), synthetic=[nest, ride])
    cast(s, "Ride the Wind", "Stalwart Poro")
    pass_all(s)
    assert s.decision_kind() == "destination" and "to base" in options(s)    # a legal place
    answer(s, "to base")
    poro = one(s, 0, "Stalwart Poro")
    assert s.loc[poro] == FIELD and s.at[poro] == 0


# ---- lethal damage and Might (CR 140) -------------------------------------------------------

def test_cr_140_2_a_unit_whose_might_drops_to_its_damage_dies(tmp_path):
    """The seed's Cold Touch example: a 5-Might unit has 3 damage; a spell makes its Might
    3; its damage is now lethal and it dies at the next cleanup."""
    chill = _reaction(tmp_path, "Chill", '{verb = "might", target = {}, n = -2}',
                      domains=("mind",))
    five = syn(tmp_path, "Five", "unit", might=5)
    s = rb(dict(hand=["Chill"]), dict(field={1: [("Five", {"damage": 3})]}), control={1: 1},
           synthetic=[chill, five])
    u = one(s, 1, "Five")
    assert s.on_board(u)
    cast(s, "Chill", u)
    pass_all(s)
    assert not s.on_board(u) and u in s.trash[1]


def test_cr_140_2_a_zero_might_unit_needs_one_damage(tmp_path):
    """The seed's 0-Might example: a unit of 0 Might is not dead with no damage; 1 damage
    (or more) is lethal for it."""
    zero = syn(tmp_path, "Zero", "unit", might=0)
    ping = _reaction(tmp_path, "Ping", '{verb = "deal", amount = 1, target = {}}')
    s = rb(dict(hand=["Ping"], base=["Zero"]), synthetic=[zero, ping])
    u = one(s, 0, "Zero")
    assert s.on_board(u) and s.lethal_left(u) == 1
    cast(s, "Ping", u)
    pass_all(s)
    assert not s.on_board(u)


def test_cr_109_temporary_modifications_end_when_a_unit_leaves_the_board():
    """The seed's list of what leaving the board clears: damage is cleared, the buff is
    removed and temporarily granted keywords are no longer granted. A buffed, damaged unit
    given Temporary is put back into its hand and played again: it has none of them."""
    s = rb(dict(hand=["Fading Memories", "Gust"], runes=["chaos"] * 6,
                field={0: [("Stalwart Poro", {"damage": 1, "buff": True})]}), control={0: 0})
    poro = one(s, 0, "Stalwart Poro")
    cast(s, "Fading Memories", poro)
    pass_all(s)
    assert s.kw(poro) & V_TEMP
    cast(s, "Gust", poro)
    pass_all(s)
    assert s.loc[poro] == HAND
    assert (s.dmg[poro], s.buff[poro], s.kw(poro) & V_TEMP) == (0, 0, 0)


def test_cr_108_127_board_states_are_public_the_hand_is_private():
    """The seed's examples of public information (a unit is buffed, a gear is exhausted)
    and private information (the cards in a hand are their owner's to see; only the count
    is public)."""
    s = rb(dict(hand=["Gust"], base=[("Stalwart Poro", {"buff": True, "ready": False}),
                                     "Orb of Regret"]))
    orb = one(s, 0, "Orb of Regret")
    s.exh[orb] = 1
    v = s.view(1)
    base = {u["name"]: u for u in v["seats"][0]["base"]}
    assert base["Stalwart Poro"]["buff"] and base["Stalwart Poro"]["exhausted"]
    assert base["Orb of Regret"]["exhausted"]
    assert v["seats"][0]["hand"] == 1 and v["hand"] == sorted(s.hand[1])
    assert s.view(0)["hand"] == sorted(s.hand[0])


def test_cr_127_4_a_facedown_card_is_seen_by_its_controller_only():
    """The seed's facedown example: a card facedown at a battlefield can be read only by the
    player who controls it."""
    s = rb(dict(facedown={0: "Hidden Blade"}, field={0: ["Daring Poro"]}), control={0: 0})
    f = s.facedown[0]
    assert f >= 0
    assert s.view(0)["battlefields"][0]["facedown"] == f
    assert s.view(1)["battlefields"][0]["facedown"] == -1
    assert s.view(1)["battlefields"][0]["facedown_owner"] == 0


def test_cr_126_a_deck_played_by_a_seat_is_owned_by_that_seat():
    """The seed's lent-deck example: whoever brought the cards, the player who plays a deck
    owns its cards for the game."""
    s = G.new_state([G.deck("viktor"), G.deck("viktor")], seed=2)
    for p in (0, 1):
        assert all(s.owner(c) == p for c in s.deck[p] + s.hand[p] + s.runedeck[p])


def test_cr_171_a_token_unit_is_a_unit():
    """The seed's token example: a token unit enters exhausted, may make a Standard Move,
    deals its Might in combat, dies to damage at least its Might and is chosen by spells
    that choose units -- like any unit. (It then stops existing, CR 177.1.)"""
    s = rb(None, dict(runes=["mind"]), turn=1)          # viktor's legend makes a Recruit
    answer(s, "use Herald of the Arcane")
    while s.decision_kind() != "act":
        answer(s, options(s)[-1])
    (tok,) = [u for u in s.base[1] if s.T.name[u] == "Recruit"]
    assert s.exh[tok]
    s = rb(dict(base=["Recruit"]), dict(field={1: ["Recruit"]}), control={1: 1})
    mine, theirs = s.base[0][0], s.units[1][0]
    answer(s, "move Recruit")                            # a Standard Move
    answer(s, "to Hallowed Tomb")
    pass_all(s)                                          # a combat: 1 damage each way
    assert mine in s.reserve[0] and theirs in s.reserve[1]
    s = rb(dict(hand=["Void Seeker"], runes=["fury"] * 4), dict(field={1: ["Recruit"]}),
           control={1: 1})
    rec = s.units[1][0]
    answer(s, "play Void Seeker")
    assert options(s) == ["Recruit"]                     # chosen as a unit
    answer(s, rec)
    pass_all(s)
    assert not s.on_board(rec) and rec in s.reserve[1]


def test_cr_144_a_gear_played_from_hidden_ends_in_base(tmp_path):
    """The seed's gear example: gear is played to the base; a gear played from facedown is
    played to that battlefield -- and gear at a battlefield is recalled (CR 322.5), so it is
    in its base, ready."""
    trinket = syn(tmp_path, "Hidden Trinket", "gear", 'keywords = ["hidden"]',
                  domains=("chaos",), energy=2)
    s = rb(dict(facedown={0: "Hidden Trinket"}, field={0: ["Stalwart Poro"]}),
           control={0: 0}, synthetic=[trinket])
    answer(s, "play Hidden Trinket")
    pass_all(s)
    g = one(s, 0, "Hidden Trinket")
    assert s.loc[g] == BASE and not s.exh[g]


def test_cr_135_void_seeker_has_no_kaisa_tag():
    """The seed's flavour example: Void Seeker quotes Kai'Sa but has no Kai'Sa tag, so no
    rule links it to the champion (it is not a Signature card of hers)."""
    vs = card("Void Seeker")
    assert "Kai'Sa" not in vs.tags and not vs.signature


# ---- timing: showdowns, focus and the chain (CR 340-345) ------------------------------------

def _showdown(p0, p1, **kw):
    """p0 moves its ready Stalwart Poro from base to battlefield 1, which p1 controls with a
    unit: a combat showdown begins with p0 focused."""
    p0 = dict(p0)
    p0["base"] = ["Stalwart Poro"] + list(p0.get("base", ()))
    p1 = dict(p1)
    p1["field"] = {1: ["Pouty Poro"] + list(p1.get("field", {}).get(1, ()))}
    s = rb(p0, p1, control={1: 1}, **kw)
    answer(s, "move Stalwart Poro")
    answer(s, "to Hallowed Tomb")
    assert s.decision_kind() == "focus" and s.focus == 0
    return s


def test_cr_308_the_focused_player_plays_only_action_or_reaction_cards():
    """The seed's Focus example: a player with Focus can't play a spell (or use an
    ability) that has neither Action nor Reaction."""
    s = _showdown(dict(hand=["Void Seeker", "Gust", "Stalwart Poro", "Mobilize"],
                       runes=["fury"] * 4 + ["chaos"] * 2), {})
    opts = options(s)
    assert "play Void Seeker" in opts and "play Gust" in opts
    assert "play Mobilize" not in opts and "play Stalwart Poro" not in opts


def test_cr_309_a_card_that_closes_the_showdown_needs_action_one_that_joins_needs_reaction():
    """The seed's two legality checks of timing: in a closed showdown, a card that is one of
    the reasons it is closed (the Action spell just played, opening the chain) must have
    Action or Reaction; a card that is not (played in answer to it) must have Reaction."""
    s = _showdown(dict(hand=["Void Seeker"], runes=["fury"] * 4),
                  dict(hand=["Gust", "Incinerate"], runes=["fury"] * 2 + ["chaos"] * 2))
    cast(s, "Void Seeker", "Pouty Poro")                       # Action: it closes the state
    answer(s, "pass")
    assert s.current_player() == 1 and s.decision_kind() == "respond"
    opts = options(s)
    assert "play Gust" in opts and "play Incinerate" not in opts


def test_cr_343_1_focus_stays_after_the_initial_chain():
    """The seed's initial-chain example: when a triggered ability starts the combat chain
    (a "when I attack" ability), Focus does not move once the last item of that chain
    resolves and the state is open again; after a chain a player started, it moves on."""
    s = rb(dict(base=["Crackshot Corsair"], hand=["Void Seeker"], runes=["fury"] * 4),
           dict(field={1: ["Lecturing Yordle", "Stalwart Poro"]}), control={1: 1})
    answer(s, "move Crackshot Corsair")
    answer(s, "to Hallowed Tomb")
    assert s.chain                                       # the attack trigger
    if s.decision_kind() == "target_ability":
        answer(s, "Stalwart Poro")
    while s.decision_kind() == "respond":
        answer(s, "pass")
    assert not s.chain and s.decision_kind() == "focus" and s.focus == 0
    cast(s, "Void Seeker", "Lecturing Yordle")                        # a chain p0 starts...
    while s.decision_kind() == "respond":
        answer(s, "pass")
    assert s.decision_kind() == "focus" and s.focus == 1     # ...moves Focus on


def test_cr_181_6_nobodys_battlefield_ability_is_handled_by_the_turn_player(tmp_path):
    """The seed's Arena's Apex example: "at the start of each player's first Beginning
    Phase, that player gains 1 point" usually has no controller; then the turn player puts
    it on the chain and gets priority as if they controlled it."""
    apex = syn(tmp_path, "Arena Apex", "battlefield", '''[[card.ability]]
kind = "trigger"
when = "each_beginning_start"
if = "first_turn"
do = [{verb = "gain_points", n = 1, who = "turn_player"}]''')
    s = rb(bfs=(apex[0], "Hallowed Tomb"), synthetic=[apex])
    assert s.ctrl[0] < 0
    s.first_turn[1] = 0                                 # p1's first turn comes next
    answer(s, "end the turn")
    assert s.turn == 1 and s.decision_kind() == "respond" and s.current_player() == 1
    assert s.chain[-1][1] == 1                          # p1 controls the trigger
    pass_all(s)
    assert s.points == [0, 1]
    answer(s, "end the turn")                           # p0's turn: not its first
    assert s.turn == 0 and not s.chain and s.points == [0, 1]


def test_cr_376_a_battlefield_ability_of_the_player_who_played_a_spell(tmp_path):
    """The seed's Forsaken Hall example: "when a player plays a spell, that player may give
    a unit they control here +1 Might this turn" names the player: the player who played
    the spell puts it on the chain, makes its choices and controls it -- not the
    battlefield's controller, nor the turn player."""
    hall = syn(tmp_path, "Forsaken Hall", "battlefield", '''[[card.ability]]
kind = "trigger"
when = "player_plays_spell"
optional = true
do = [{verb = "might", target = {side = "friendly", at = "here"}, n = 1}]''')
    shout = _reaction(tmp_path, "Shout", '{verb = "draw", n = 1}', domains=("mind",))
    s = rb(dict(hand=["Shout"], field={0: ["Daring Poro"]}),
           dict(hand=["Shout"], field={0: ["Stalwart Poro"]}), control={0: 0},
           bfs=(hall[0], "Hallowed Tomb"), synthetic=[hall, shout])
    poro = one(s, 1, "Stalwart Poro")
    answer(s, "play Shout")                             # p0, the turn player, controls the Hall
    answer(s, "pass")
    answer(s, "play Shout")                             # p1 answers with a spell of its own
    answer(s, "pass")
    answer(s, "pass")                                   # p1's Shout resolves
    assert s.decision_kind() == "target_ability" and s.current_player() == 1
    assert options(s) == ["Stalwart Poro"]              # p1's unit here, not p0's
    answer(s, "Stalwart Poro")
    assert s.chain[-1][1] == 1
    answer(s, "pass")
    answer(s, "pass")
    assert s.decision_kind() == "optional" and s.current_player() == 1
    answer(s, "yes")
    assert s.might(poro) == 3


# ---- delayed and conditional instructions ---------------------------------------------------

def test_cr_383_targons_peak_readies_runes_chosen_at_the_end_of_the_turn(tmp_path):
    """The seed's Targon's Peak example: "when you conquer here, at the end of this turn
    ready up to 2 runes" makes a delayed ability; its choices are made when it is put on
    the chain at the end of the turn, not when the conquer ability is -- so runes
    exhausted after the conquer are among those it readies."""
    study = syn(tmp_path, "Study", "spell", '''[[card.ability]]
kind = "spell"
do = [{verb = "draw", n = 1}]''', energy=3)
    s = rb(dict(base=["Stalwart Poro"], hand=["Study"], runes=["fury"] * 3),
           bfs=("Targon's Peak", "Hallowed Tomb"), synthetic=[study])
    answer(s, "move Stalwart Poro")
    answer(s, "to Targon's Peak")
    pass_all(s)                                          # the showdown: conquer
    assert s.ctrl[0] == 0 and s.points[0] == 1
    pass_all(s)                                          # the conquer ability
    assert ready_runes(s, 0) == 3
    answer(s, "play Study")                              # after the conquer: 3 exhausted
    pass_all(s)
    assert ready_runes(s, 0) == 0
    answer(s, "end the turn")
    assert s.decision_kind() == "respond" and s.chain    # the delayed ability
    pass_all(s)
    assert ready_runes(s, 0) == 2 and s.turn == 1


DOOM_MARK = '''[[card.ability]]
kind = "spell"
do = [{verb = "choose", target = {}},
      {verb = "doom", target = "it", if = "not_legion"},
      {verb = "kill", target = "it", if = "legion"}]'''


def test_cr_728_legion_kills_at_once_and_voids_the_later_kill(tmp_path):
    """The seed's Legion example: "choose a unit; if it takes damage later this turn, kill
    it. Legion -- kill it now instead". Without Legion the unit is killed by the next
    damage; with Legion it is killed at once, and the "later damage" instruction is void
    even if the unit stays on the board (here a replacement saves it)."""
    mark = syn(tmp_path, "Doom Mark", "spell", DOOM_MARK, domains=("order",))
    ping = _reaction(tmp_path, "Ping", '{verb = "deal", amount = 1, target = {}}')
    three = syn(tmp_path, "Three", "unit", might=3)
    s = rb(dict(hand=["Doom Mark", "Ping"], base=["Three"]), synthetic=[mark, ping, three])
    u = one(s, 0, "Three")
    cast(s, "Doom Mark", u)                          # the first card this turn
    pass_all(s)
    assert s.on_board(u)
    cast(s, "Ping", u)
    pass_all(s)
    assert not s.on_board(u)                             # 1 damage: killed
    # Legion: another card was played first (Highlander, saving the unit)
    s = rb(dict(hand=["Highlander", "Doom Mark", "Ping"], runes=["calm"] * 4,
                base=["Three"]), synthetic=[mark, ping, three])
    u = one(s, 0, "Three")
    cast(s, "Highlander", u)
    pass_all(s)
    cast(s, "Doom Mark", u)
    pass_all(s)
    assert s.on_board(u) and s.exh[u]                    # killed, and saved
    cast(s, "Ping", u)
    pass_all(s)
    assert s.on_board(u) and s.dmg[u] == 1               # no later kill


def test_cr_134_2_b_a_conditional_instruction_guards_what_follows(tmp_path):
    """The seed's example of "if you scored this turn, draw 1, then discard 1": the
    condition must hold for every instruction after it in the sentence."""
    lucky = syn(tmp_path, "Lucky Break", "spell", '''[[card.ability]]
kind = "spell"
do = [{verb = "draw", n = 1, if = "scored_this_turn"},
      {verb = "discard", n = 1, if = "scored_this_turn"}]''')
    s = rb(dict(hand=["Lucky Break", "Gust"], base=["Stalwart Poro"]), synthetic=[lucky])
    answer(s, "play Lucky Break")
    pass_all(s)
    assert names(s, s.hand[0]) == ["Gust"] and len(s.trash[0]) == 1
    s = rb(dict(hand=["Lucky Break", "Gust"], base=["Stalwart Poro"]), synthetic=[lucky])
    answer(s, "move Stalwart Poro")
    answer(s, "to Bandle Tree")
    pass_all(s)                                          # conquered: scored
    assert s.points[0] == 1
    answer(s, "play Lucky Break")
    pass_all(s)
    assert s.decision_kind() == "discard" and len(s.hand[0]) == 2
    answer(s, "Gust")
    assert len(s.hand[0]) == 1


def test_cr_356_3_a_from_hand_condition_is_checked_on_resolution(tmp_path):
    """The seed's Fall Back example: "if you played this from your hand, draw 1" checks,
    as the spell resolves, whether it was played from the hand. (Played from hidden, it was
    not.)"""
    fall = syn(tmp_path, "Fall Back", "spell", '''keywords = ["hidden"]
[[card.ability]]
kind = "spell"
do = [{verb = "draw", n = 1, if = "from_hand"}]''', domains=("chaos",))
    s = rb(dict(hand=["Fall Back"]), synthetic=[fall])
    answer(s, "play Fall Back")
    pass_all(s)
    assert len(s.hand[0]) == 1
    s = rb(dict(facedown={0: "Fall Back"}, field={0: ["Daring Poro"]}), control={0: 0},
           synthetic=[fall])
    answer(s, "play Fall Back")
    pass_all(s)
    assert len(s.hand[0]) == 0


def test_cr_352_4_a_play_effect_must_use_a_battlefield_you_control(tmp_path):
    """The seed's "I'll Help" example: "you may play a unit from your hand to a battlefield
    you control" -- if its controller plays a unit, it must be played to a battlefield they
    control (not to the base)."""
    help_ = syn(tmp_path, "Lend a Hand", "spell", '''[[card.ability]]
kind = "spell"
do = [{verb = "play_from_hand", type = "unit", where = "battlefield"}]''')
    s = rb(dict(hand=["Lend a Hand", "Stalwart Poro"], runes=["calm"] * 2,
                field={0: ["Daring Poro"]}), control={0: 0}, synthetic=[help_])
    answer(s, "play Lend a Hand")
    pass_all(s)
    answer(s, "Stalwart Poro")
    poro = one(s, 0, "Stalwart Poro")
    assert s.loc[poro] == FIELD and s.at[poro] == 0      # the only choice: battlefield 0
    assert ready_runes(s, 0) == 0                        # its cost was paid
    s = rb(dict(hand=["Lend a Hand", "Stalwart Poro"], runes=["calm"] * 2),
           synthetic=[help_])
    answer(s, "play Lend a Hand")
    pass_all(s)
    # asked all the same (whether a unit can be played would tell the hand), "no" alone
    assert s.decision_kind() == "play_from_hand" and options(s) == ["done"]
    answer(s, "done")
    assert s.decision_kind() == "act" and names(s, s.hand[0]) == ["Stalwart Poro"]


# ---- requirements of where to play a unit (CR 352.2, 353.2.b.1, 727.1.d.3) ------------------
# Dragon's Rest: what the card gives for its [A][A] is in neither the seed nor the pool, so it
# is a synthetic battlefield. Its extra cost and the requirement it brings ("if they do, they
# must play it here") are the seed's; that the unit then enters ready is invented, only to
# give the payment a point -- the tests are about the requirement.

REST = '''[[card.ability]]
kind = "static"
effect = "play_here_extra_cost"
cost = {power = {any = 2}}'''
HIDDEN_HELP = '''keywords = ["hidden"]
[[card.ability]]
kind = "spell"
do = [{verb = "play_from_hand", type = "unit", where = "battlefield"}]'''


def _rest_game(tmp_path, hidden: bool, runes: int = 5, control=None, hand=("Dune Drake",),
               extra=(), **spec):
    """Battlefield 0 Targon's Peak, 1 Dragon's Rest (synthetic), both held by seat 0 (a
    unit of seat 0 at each, unless `spec` -- more of seat 0's set-up -- says otherwise);
    seat 0 has `hand` (Dune Drake, 5 Energy), `runes` Body runes, and "I'll Help" (Lend a
    Hand) hidden at Targon's Peak or in hand. Returns (state, Dragon's Rest's record)."""
    rest = syn(tmp_path, "Dragon's Rest", "battlefield", REST)
    help_ = syn(tmp_path, "Lend a Hand", "spell", HIDDEN_HELP)
    p0 = dict(facedown={0: "Lend a Hand"}, hand=list(hand)) if hidden else \
        dict(hand=["Lend a Hand"] + list(hand))
    p0.update(runes=["body"] * runes, field={0: ["Daring Poro"], 1: ["Stalwart Poro"]})
    p0.update(spec)
    s = rb(p0, bfs=("Targon's Peak", rest[0]),
           control={0: 0, 1: 0} if control is None else control,
           synthetic=[rest, help_] + list(extra))
    return s, rest


def _help_plays_the_drake(s):
    answer(s, "play Lend a Hand")
    pass_all(s)
    answer(s, "Dune Drake")


def test_cr_352_2_two_requirements_of_where_to_play_conflict(tmp_path):
    """The seed's "I'll Help" from hidden at Targon's Peak example: the play effect must use
    Targon's Peak (hidden there, CR 727.1.d.3), and Dragon's Rest's extra [A][A] was chosen
    for playing there: the two requirements conflict, so the player meets one of them and
    ignores the other -- both places are choices, and nothing else is. The extra cost is
    decided with the play's other choices (CR 352; 353.2.b.1), before the destination,
    which its requirement restricts. Declined, Targon's Peak is the only place."""
    s, rest = _rest_game(tmp_path, hidden=True)
    assert V.card_words(rest[1], "battlefield") == [
        "As a player plays a unit, they may pay 2 Power of any domain more as an optional "
        "extra cost; if they do, they must play it to this battlefield, and it enters ready."]
    _help_plays_the_drake(s)
    assert s.decision_kind() == "play_here_cost"          # asked before the destination
    assert options(s) == ["pay no extra cost", "pay the extra cost of Dragon's Rest"]
    q = G.ui_prompt(s, 0)
    assert q.startswith("[bold]Asked:[/] ") and "Dragon's Rest" in q
    assert any("must be played there" in a.label for a in G.ui_merge(s, s.legal_actions()))
    answer(s, "pay the extra cost of Dragon's Rest")
    assert s.decision_kind() == "destination_play"
    assert options(s) == ["to Targon's Peak", "to Dragon's Rest"]   # either, nothing else
    for again in (s.clone(), type(s).from_dict(G, json.loads(json.dumps(s.to_dict())), s.T)):
        assert options(again) == options(s)
    for i, name in enumerate(("Targon's Peak", "Dragon's Rest")):
        t = s.clone()
        answer(t, f"to {name}")
        drake = one(t, 0, "Dune Drake")
        assert t.loc[drake] == FIELD and t.at[drake] == i, name
        assert not t.exh[drake], name          # the (invented) benefit of having paid
        # 5 Energy and the [A][A]: the five runes exhausted, two of them recycled for Power
        assert ready_runes(t, 0) == 0 and len(t.runes[0]) == 3, name
    s, _ = _rest_game(tmp_path, hidden=True)
    _help_plays_the_drake(s)
    answer(s, "pay no extra cost")
    drake = one(s, 0, "Dune Drake")            # one requirement: no question of where
    assert s.loc[drake] == FIELD and s.at[drake] == 0 and s.exh[drake]
    assert len(s.runes[0]) == 5 and ready_runes(s, 0) == 0


def test_cr_352_2_both_requirements_met_by_one_place(tmp_path):
    """The seed's "I'll Help" from the hand example: controlling both battlefields and
    having paid Dragon's Rest's extra [A][A], the only play meeting both requirements is to
    Dragon's Rest. Without the payment, "I'll Help" leaves both battlefields (not the
    base). Played from the hand for its own cost, the paid requirement leaves Dragon's Rest
    alone too; unpaid, the base and both battlefields."""
    s, _ = _rest_game(tmp_path, hidden=False)
    _help_plays_the_drake(s)
    answer(s, "pay the extra cost of Dragon's Rest")
    drake = one(s, 0, "Dune Drake")                      # no question of where: one place
    assert s.loc[drake] == FIELD and s.at[drake] == 1 and not s.exh[drake]
    assert ready_runes(s, 0) == 0 and len(s.runes[0]) == 3
    s, _ = _rest_game(tmp_path, hidden=False)
    _help_plays_the_drake(s)
    answer(s, "pay no extra cost")
    assert options(s) == ["to Targon's Peak", "to Dragon's Rest"]
    s, _ = _rest_game(tmp_path, hidden=False)
    answer(s, "play Dune Drake")
    t = s.clone()
    answer(t, "pay the extra cost of Dragon's Rest")
    drake = one(t, 0, "Dune Drake")
    assert t.at[drake] == 1 and not t.exh[drake]
    answer(s, "pay no extra cost")
    assert options(s) == ["to the base", "to Targon's Peak", "to Dragon's Rest"]


def test_cr_352_16_the_extra_cost_is_offered_only_where_the_unit_may_go(tmp_path):
    """Paying Dragon's Rest's cost makes the unit be played there, so it is not offered
    when it could not be (CR 352.16): the player does not control Dragon's Rest; or cannot
    pay the [A][A] as well; or the unit may be played only to a battlefield conquered this
    turn and that is Targon's Peak -- a play restriction beats a requirement (CR 054.1), so
    the unit goes where the restriction lets it, never to Dragon's Rest."""
    s, _ = _rest_game(tmp_path, hidden=False, control={0: 0}, field={0: ["Daring Poro"]})
    answer(s, "play Dune Drake")
    assert s.decision_kind() == "destination_play"         # Dragon's Rest is nobody's
    assert options(s) == ["to the base", "to Targon's Peak"]
    tiny = syn(tmp_path, "Tiny", "unit", energy=1)
    s, _ = _rest_game(tmp_path, hidden=False, runes=1, hand=("Tiny",), extra=[tiny])
    answer(s, "play Tiny")                  # 1 Energy: one rune, no [A][A] besides
    assert s.decision_kind() == "destination_play"
    dragon = passive(tmp_path, "play_only_conquered", "Perched Dragon", energy=1)
    s, _ = _rest_game(tmp_path, hidden=False, control={1: 0}, field={1: ["Daring Poro"]},
                      base=["Stalwart Poro"], hand=("Perched Dragon",), extra=[dragon])
    answer(s, "move Stalwart Poro")
    answer(s, "to Targon's Peak")
    pass_all(s)
    assert s.ctrl[0] == 0 and s.conquered[0]             # Targon's Peak conquered
    answer(s, "play Perched Dragon")
    d = one(s, 0, "Perched Dragon")                     # no extra cost, no question
    assert s.at[d] == 0 and s.exh[d]


def test_cr_727_1_d_1_a_hidden_units_battlefield_is_a_requirement_too(tmp_path):
    """A hidden unit must be played to its battlefield (CR 727.1.d.1): a requirement like a
    hidden spell's play effect's, so with Dragon's Rest's extra cost paid the two conflict
    and either place is a choice (the seed's rule for conflicting requirements). Unpaid, it
    is played where it was hidden. The heuristic bot answers both questions legally."""
    from tcgsim.games.riftbound.bot import HeuristicAgent

    scout = syn(tmp_path, "Hidden Scout", "unit", 'keywords = ["hidden"]', energy=1)
    s, _ = _rest_game(tmp_path, hidden=False, runes=2, hand=(), extra=[scout],
                      facedown={0: "Hidden Scout"})
    s2 = s.clone()
    answer(s, "play Hidden Scout")
    assert options(s) == ["pay no extra cost", "pay the extra cost of Dragon's Rest"]
    t = s.clone()
    answer(t, "pay no extra cost")
    assert t.at[one(t, 0, "Hidden Scout")] == 0
    answer(s, "pay the extra cost of Dragon's Rest")
    assert options(s) == ["to Targon's Peak", "to Dragon's Rest"]
    answer(s, "to Dragon's Rest")
    u = one(s, 0, "Hidden Scout")
    assert s.at[u] == 1 and not s.exh[u] and len(s.runes[0]) == 0
    bot = HeuristicAgent(1)
    answer(s2, "play Hidden Scout")
    while s2.decision_kind() in ("play_here_cost", "destination_play"):
        a = bot.act(s2)
        assert a in s2.legal_ids()
        s2.apply_id(a)
    assert s2.at[one(s2, 0, "Hidden Scout")] in (0, 1)


# ---- Power of a card's domains (CR 134.2.e.6) -----------------------------------------------

DANCE = '''[[card.ability]]
kind = "spell"
do = [{verb = "draw", n = 1}]'''


def test_cr_134_2_e_6_dance_of_resistance_pays_calm_or_chaos(tmp_path):
    """The seed's Dance of Resistance example: a Calm and Chaos spell costing 1 Energy and
    [C]: the Power may be paid with Calm or with Chaos. (Its other half, not with Fury, is in
    test_rb_seed004_costs.py.)"""
    dance = syn(tmp_path, "Dance of Resistance", "spell", DANCE, domains=("calm", "chaos"),
                energy=1, power=(("own", 1),))
    for dom in ("calm", "chaos"):
        s = rb(dict(hand=["Dance of Resistance"], runes=[dom] * 2), synthetic=[dance])
        assert "play Dance of Resistance" in options(s), dom


TIBBERS = 'keywords = ["accelerate"]'


def test_cr_721_1_a_tibbers_accelerate_pays_fury_or_chaos(tmp_path):
    """The seed's Tibbers example: Tibbers (Fury and Chaos) given Accelerate pays the Power
    of that optional cost with Fury or with Chaos."""
    tib = syn(tmp_path, "Tibbers", "unit", TIBBERS, domains=("fury", "chaos"), energy=1,
              might=7)
    for dom in ("fury", "chaos"):
        s = rb(dict(hand=["Tibbers"], runes=[dom] * 3), synthetic=[tib])
        answer(s, "play Tibbers")
        assert s.decision_kind() == "accelerate", dom
        answer(s, "yes")
        assert not s.exh[one(s, 0, "Tibbers")]


# ---- where units may go (CR 355.2, 423.2) ---------------------------------------------------

def test_cr_355_2_no_battlefield_gets_units_of_three_players():
    """The seed's legality example: playing a card may not leave units of three different
    players at one battlefield -- nor may a move."""
    s = stacked(dict(base=["Stalwart Poro"], hand=["Daring Poro"], runes=["order"] * 2),
                dict(field={0: ["Pouty Poro"]}), dict(field={0: ["Mystic Poro"]}),
                decks=("garen", "lux", "annie"), fmt="ffa3", control={0: 0})
    poro = one(s, 0, "Stalwart Poro")
    assert 0 not in s.move_dests(poro)
    assert 0 not in s.unit_dests(0, ids(s, 0, "Daring Poro", (HAND,))[0], 0)


def test_cr_355_2_a_unit_is_played_only_to_its_players_base():
    """The seed's legality example: a permanent is never played to the base of a player
    other than its controller -- the choices are your base and battlefields you control."""
    s = rb(dict(hand=["Stalwart Poro"], runes=["calm"] * 2, field={0: ["Daring Poro"]}),
           control={0: 0})
    answer(s, "play Stalwart Poro")
    assert s.decision_kind() == "destination_play"
    assert options(s) == ["to the base", "to Bandle Tree"]
    answer(s, "to the base")
    assert s.loc[one(s, 0, "Stalwart Poro")] == BASE and not s.base[1]


# ---- attaching gear (the v1.2 attach system, attach.py; CR v1.1 has none) -------------------

FERAL = '''[[card.ability]]
kind = "equip"
cost = {energy = 1}
[[card.ability]]
kind = "static"
effect = "attached_might"
n = 2
while = "attached_this_turn"'''


def _equip(s, gear: int, unit: str) -> None:
    """Seat 0 uses `gear`'s Equip (ability 1) on `unit` and every player passes."""
    from tcgsim.games.riftbound.chain import ACT

    answer(s, ACT + gear * 4096 + gear * 8)
    if s.decision_kind() == "pay":                  # its cost, then its target
        answer(s, s.legal_actions()[0].id)
    answer(s, unit)
    pass_all(s)


def test_cr_053_this_gear_names_the_attached_gear(tmp_path):
    """The seed's Feral example: "if this gear was attached to this unit this turn, it has
    +2 Might more" -- "this gear" is the attached gear."""
    feral = syn(tmp_path, "Feral Stand-in", "gear", FERAL, might_bonus=1)
    master = syn(tmp_path, "Weaponmaster Stand-in", "unit", 'keywords = ["weaponmaster"]',
                 energy=0, might=3)
    words = V.card_words(feral[1], "gear")
    assert "While this gear was attached to its unit during this turn, the unit this gear " \
           "is attached to has +2 Might." in words
    s = rb(dict(base=["Stalwart Poro", "Feral Stand-in", "Feral Stand-in"],
                hand=["Weaponmaster Stand-in"], runes=["calm"] * 2), synthetic=[feral, master])
    stalwart = one(s, 0, "Stalwart Poro")
    a, b = ids(s, 0, "Feral Stand-in")
    assert s.might(stalwart) == 2
    _equip(s, a, "Stalwart Poro")
    assert s.attached_to(a) == stalwart
    assert s.might(stalwart) == 2 + 1 + 2           # Might Bonus, and attached this turn
    answer(s, "end the turn")
    while s.turn != 0:
        answer(s, "end the turn")
    assert s.might(stalwart) == 2 + 1               # attached on an earlier turn: no +2
    _equip(s, b, "Stalwart Poro")
    # two gear on one unit: only b was attached this turn, so only b's +2 applies -- each
    # gear's "this gear" is itself
    assert s.gear_on(stalwart) == [a, b]
    assert s.might(stalwart) == 2 + 1 + 1 + 2
    # Weaponmaster takes a from Stalwart Poro (Feral's Equip cost has no [A]: it pays 1)
    cast(s, "Weaponmaster Stand-in")
    unit = one(s, 0, "Weaponmaster Stand-in")
    pass_all(s)
    answer(s, a)
    if s.decision_kind() == "pay":
        answer(s, s.legal_actions()[0].id)
    assert s.attached_to(a) == unit and s.gear_on(stalwart) == [b]
    assert any(e[0] == "detach" and e[2:] == (a, stalwart) for e in s.log)
    assert s.might(stalwart) == 2 + 1 + 2           # a's bonuses left with it
    assert s.might(unit) == 3 + 1 + 2               # a was attached to it this turn


BLADE = '''[[card.ability]]
kind = "equip"
cost = {energy = 4, power = {any = 1}}
cost_less = "enemy_occupied"'''


def test_cr_353_weaponmaster_reads_the_modified_equip_cost(tmp_path):
    """The seed's equipment example: "Equip 4[A], 1 less per enemy battlefield occupied":
    Weaponmaster, which refers to the cost with its modifications, sees the reduced cost."""
    blade = syn(tmp_path, "Blade Stand-in", "gear", BLADE, might_bonus=2)
    master = syn(tmp_path, "Weaponmaster Stand-in", "unit", 'keywords = ["weaponmaster"]',
                 energy=1, might=3)
    assert "Weaponmaster (" in V.card_words(master[1], "unit")[0]
    assert "It costs 1 Energy less for every battlefield that an opponent controls" in \
        V.card_words(blade[1], "gear")[0]
    for occupied in (0, 1):
        # seat 1 holds Hallowed Tomb with a unit there, or nothing
        p1 = dict(field={1: ["Pouty Poro"]}) if occupied else {}
        s = rb(dict(hand=["Weaponmaster Stand-in"], base=["Blade Stand-in"],
                    runes=["fury"] * 5), p1, control={1: 1} if occupied else None,
               synthetic=[blade, master])
        gear = one(s, 0, "Blade Stand-in")
        assert s.equip_cost(0, gear) == (4 - occupied, (0,) * 6 + (1,))   # 4[A], modified
        cast(s, "Weaponmaster Stand-in")
        unit = one(s, 0, "Weaponmaster Stand-in")
        pass_all(s)                                  # its play trigger resolves
        assert s.decision_kind() == "weaponmaster"
        assert "Blade Stand-in" in options(s) and "attach none" in options(s)
        n = len(s.log)
        answer(s, "Blade Stand-in")
        pays = [e for e in s.log[n:] if e[0] == "pay"]
        # the Equip cost with its modification, less [A] (747.1.c.2-3): 4 - occupied Energy
        assert pays == [("pay", ALL, 0, 4 - occupied, [0] * 7)], (occupied, pays)
        assert s.attached_to(gear) == unit and s.might(unit) == 3 + 2
        # the unit and the gear cost 1 + (4 - occupied) Energy: that many runes exhausted,
        # none recycled (no Power was paid)
        assert len(s.runes[0]) == 5 and ready_runes(s, 0) == occupied
        assert not any(e[0] == "activate" for e in s.log[n:])     # Equip is not activated


# ---- the last examples to become rules: Unsung Assassin's conditions, attach, copies ------

ASSASSIN = '''[[card.ability]]
kind = "activated"
cost = {exhaust = true}
keywords = ["action"]
do = [{verb = "move", target = {side = "friendly", at = "combat"}, to = "base", if = "my_turn"},
      {verb = "ready", target = "it", if = "empowered"}]'''


def _assassin_game(tmp_path, my_turn: bool, empowered: bool):
    """Seat 0's legend is the Assassin stand-in; a combat at Hallowed Tomb (battlefield 1)
    with seat 0's exhausted Stalwart Poro in it -- attacking on seat 0's turn, defending on
    seat 1's -- and seat 0 to act in it (Focus). Returns (state, poro)."""
    from dataclasses import replace

    legend = syn(tmp_path, "Assassin Legend", "legend", ASSASSIN, domains=("order",))
    deck = replace(G.deck("lee-sin"), legend=legend[0])
    if my_turn:
        s = rb(dict(base=["Stalwart Poro"]), dict(field={1: ["Pouty Poro"]}), control={1: 1},
               decks=(deck, "viktor"), synthetic=[legend])
        poro = one(s, 0, "Stalwart Poro")
        answer(s, "move Stalwart Poro")
        answer(s, "to Hallowed Tomb")
    else:
        s = rb(dict(field={1: [("Stalwart Poro", {"ready": False})]}),
               dict(base=["Pouty Poro"]), control={1: 0}, decks=(deck, "viktor"),
               synthetic=[legend], turn=1)
        poro = one(s, 0, "Stalwart Poro")
        answer(s, "move Pouty Poro")
        answer(s, "to Hallowed Tomb")
    if s.decision_kind() == "move_also":
        answer(s, "no more units")
    s.emp[s.legend[0][0]] = 1 if empowered else 0
    while s.decision_kind() == "focus" and s.current_player() != 0:
        answer(s, "pass")
    assert s.combat is not None and s.exh[poro] and s.current_player() == 0
    return s, poro


def test_cr_134_2_b_a_condition_of_a_sentence_and_one_of_the_next_instruction(tmp_path):
    """The seed's Unsung Assassin example: "Action, exhaust: if it is your turn, move a
    friendly unit in a showdown to base. If I am empowered, ready that unit." The first
    condition covers the instructions after it in its sentence (the move); the second only
    the instruction right after it (the ready) -- so each holds or fails on its own."""
    words = V.card_words(syn(tmp_path, "Assassin Legend", "legend", ASSASSIN)[1], "legend")[0]
    assert "if it is your turn" in words and "if this legend is empowered" in words
    for my_turn, empowered in ((True, False), (True, True), (False, True), (False, False)):
        s, poro = _assassin_game(tmp_path, my_turn, empowered)
        answer(s, "use Assassin Legend")
        if s.decision_kind() == "target_ability":
            answer(s, "Stalwart Poro")
        pass_all(s)
        assert (s.loc[poro] == BASE) == my_turn, (my_turn, empowered)
        assert (not s.exh[poro]) == empowered, (my_turn, empowered)


ILLUSIONIST = '''[[card.ability]]
kind = "trigger"
when = "you_conquer"
do = [{verb = "token", token = "reflection", where = "base"}, {verb = "copy", target = {}}]'''


def test_cr_178_a_reflection_copies_the_cost_too(tmp_path):
    """The seed's Illusionist example: the conquer ability makes a 0-Might Reflection token
    and copies a unit onto it; the copy brings every copiable trait, its cost included, so
    the token has a cost."""
    ill = syn(tmp_path, "Illusionist Stand-in", "unit", ILLUSIONIST, energy=2, might=2)
    model = syn(tmp_path, "Model", "unit", 'keywords = ["tank"]', energy=5,
                power=(("calm", 1),), might=4, domains=("calm",), tags=("Yordle",))
    s = rb(dict(base=["Illusionist Stand-in", "Model"]), synthetic=[ill, model])
    m = one(s, 0, "Model")
    answer(s, "move Illusionist Stand-in")
    answer(s, "to Hallowed Tomb")
    answer(s, "no more units")
    pass_all(s)                                       # the showdown: a conquer
    assert s.ctrl[1] == 0 and s.decision_kind() == "target_ability"
    assert options(s) == ["Illusionist Stand-in", "Model"]  # a unit, chosen as it triggers
    answer(s, "Model")
    pass_all(s)
    T = s.T
    (tok,) = [c for c in s.base[0] if T.token[c]]
    assert T.base.name[tok] == "Reflection" and T.base.might[tok] == 0      # as made
    assert T.base.energy[tok] == 0 and not any(T.base.power[tok])          # no cost (176.2.a)
    # the copy: the token now has the Model's cost, and its other copiable traits
    assert (T.energy[tok], T.power[tok]) == (T.energy[m], T.power[m]) == (5, T.power[m])
    assert T.power[m][1] == 1                                               # 1 Calm Power
    assert T.name[tok] == "Model" and s.might(tok) == 4 and T.domains[tok] == ("calm",)
    assert T.cards[tok].tags == ("Yordle",) and s.kw(tok) & V_TANK
    assert T.token[tok] and s.loc[tok] == BASE and s.exh[tok]   # still a token, as it entered



