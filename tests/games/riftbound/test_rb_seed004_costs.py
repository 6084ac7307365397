"""Seed 004's worked examples of cost mechanics (test_rb_seed004.py holds the others): one
test per example, with the seed's outcome; each docstring says, in tcgsim's own words, which
example it is. Synthetic cards are written in tcgsim's vocabulary (rb_helpers.syn). Rule
numbers: Core Rules v1.1; where the seed and v1.1 disagree the seed wins (said in the test).
"""

from __future__ import annotations

import pytest
from rb_helpers import ids, names, one, passive, ready_runes, rb, syn

from tcgsim.core.errors import CardDataError
from tcgsim.games.riftbound.scenario import answer, options, pass_all, stacked
from tcgsim.games.riftbound.state import BANISH, BASE
from tcgsim.games.riftbound.vocab import card_words

# ---- Power of a card's domains (CR 134.2.e.6) -----------------------------------------------

DANCE = '''[[card.ability]]
kind = "spell"
do = [{verb = "draw", n = 1}]'''


def _dance(tmp_path):
    # its printed [C] is written "own" (cards.OWN); the data's "any" is [A]
    return syn(tmp_path, "Dance of Resistance", "spell", DANCE, domains=("calm", "chaos"),
               energy=1, power=(("own", 1),))


def test_cr_134_2_e_6_dance_of_resistance_does_not_pay_with_fury(tmp_path):
    """The seed's Dance of Resistance example, its other half: the [C] of a Calm and Chaos
    card is Calm or Chaos Power, so Fury runes cannot pay it. (The seed wins over v1.1
    134.2.e.6.b, which processes [C] of a card of several domains as [A].)"""
    dance = _dance(tmp_path)
    s = rb(dict(hand=["Dance of Resistance"], runes=["fury"] * 2), synthetic=[dance])
    assert "play Dance of Resistance" not in options(s)
    assert not s.can_pay(0, 1, s.T.power[one(s, 0, "Dance of Resistance", (1,))], True)
    # with a Chaos rune it is playable: the Chaos rune exhausted for the Energy and recycled
    # for the [C] (CR 157.2) -- the best way, so it is taken at once; Fury stays ready
    s = rb(dict(hand=["Dance of Resistance"], runes=["fury", "chaos"]), synthetic=[dance])
    answer(s, "play Dance of Resistance")
    assert s.decision_kind() == "respond"
    assert [s.T.domains[r] for r in s.runes[0]] == [("fury",)] and ready_runes(s, 0) == 1
    pass_all(s)
    assert len(s.hand[0]) == 1


def test_cr_134_2_e_6_dance_of_resistance_pays_calm_or_chaos_as_c(tmp_path):
    """The seed's Dance of Resistance example with its [C] written as [C]: Calm or Chaos
    pays it; with both kinds of rune the player chooses which to recycle."""
    dance = _dance(tmp_path)
    for dom in ("calm", "chaos"):
        s = rb(dict(hand=["Dance of Resistance"], runes=[dom] * 2), synthetic=[dance])
        assert "play Dance of Resistance" in options(s), dom
    s = rb(dict(hand=["Dance of Resistance"], runes=["calm", "chaos", "fury"]),
           synthetic=[dance])
    answer(s, "play Dance of Resistance")
    assert s.decision_kind() == "pay"
    kept = {("calm 1" in lb, "chaos 1" in lb) for lb in options(s)}
    assert kept == {(True, False), (False, True)}       # the Calm or the Chaos one recycled
    assert all("fury 1 ready" in lb for lb in options(s))      # never Fury for the [C]


TIBBERS = 'keywords = ["accelerate"]'


def test_cr_721_1_a_tibbers_accelerate_does_not_pay_with_calm(tmp_path):
    """The seed's Tibbers example, its other half: Calm Power cannot pay the Accelerate of
    a Fury and Chaos unit (its [C] is one of the unit's domains -- the seed, not v1.1
    721.1.a.2's [A]); Fury or Chaos can."""
    tib = syn(tmp_path, "Tibbers", "unit", TIBBERS, domains=("fury", "chaos"), energy=1,
              might=7)
    s = rb(dict(hand=["Tibbers"], runes=["calm"] * 3), synthetic=[tib])
    answer(s, "play Tibbers")
    assert s.decision_kind() != "accelerate"
    assert s.exh[one(s, 0, "Tibbers")]                   # played without it: exhausted
    s = rb(dict(hand=["Tibbers"], runes=["calm", "calm", "chaos"]), synthetic=[tib])
    answer(s, "play Tibbers")
    assert s.decision_kind() == "accelerate"
    answer(s, "yes")
    u = one(s, 0, "Tibbers")
    assert not s.exh[u]
    assert names(s, s.runes[0]) == ["Calm Rune", "Calm Rune"]      # the Chaos one recycled


# ---- a triggered ability's cost (CR 376.3, 391-392) -----------------------------------------

POLAR_FAN = '''[[card.ability]]
kind = "trigger"
when = "defend_me"
optional = true
cost = {kill_me = true}
do = [{verb = "move", target = {at = "combat", side = "enemy"}, to = "base"}]'''


def _fan_defends(tmp_path):
    fan = syn(tmp_path, "Fan Stand-in", "unit", POLAR_FAN, might=2)
    s = rb(dict(base=["Stalwart Poro"]), dict(field={1: ["Fan Stand-in"]}), control={1: 1},
           synthetic=[fan])
    answer(s, "move Stalwart Poro")
    answer(s, "to Hallowed Tomb")
    assert s.decision_kind() == "target_ability" and s.current_player() == 1
    answer(s, "Stalwart Poro")                        # its target: the attacking unit
    assert s.decision_kind() == "optional"             # then its cost (CR 392)
    return s, one(s, 1, "Fan Stand-in"), one(s, 0, "Stalwart Poro")


def test_cr_392_2_polar_fan_is_killed_to_put_its_ability_on_the_chain(tmp_path):
    """The seed's Polar Fan example: "when I defend, you may kill me to move an attacking
    unit to its base" -- to put the ability on the chain its controller must kill it: the
    Fan is in the trash while the ability waits on the chain, before it resolves; then the
    attacker goes to its base. Declining the cost removes the ability (CR 392.2)."""
    s, fan, poro = _fan_defends(tmp_path)
    answer(s, "yes")
    assert s.decision_kind() == "respond" and s.chain and s.chain[-1][2] == fan
    assert fan in s.trash[1] and not s.on_board(fan)   # paid as it went on the chain
    pass_all(s)
    assert s.loc[poro] == BASE and poro in s.base[0] and not s.dmg[poro]
    # declined: never on the chain, the Fan stays and fights
    s, fan, poro = _fan_defends(tmp_path)
    answer(s, "no")
    assert not s.chain and s.on_board(fan)
    assert s.decision_kind() == "focus"
    assert "you may kill this unit" in card_words(syn(tmp_path, "Fan", "unit", POLAR_FAN)[1],
                                                  "unit")[0]
    with pytest.raises(CardDataError, match="kill_me"):     # only an optional trigger's
        syn(tmp_path, "Bad Fan", "unit", POLAR_FAN.replace("optional = true\n", ""))


# ---- costs of any amount (X), chosen and paid on resolution (CR 353, 416) -------------------

TWIN_PISTOLS = '''[[card.ability]]
kind = "spell"
do = [{verb = "pay_any", what = "power"},
      {verb = "deal_all", amount_of = "paid", side = "enemy", at = "one_battlefield"}]'''


def test_cr_353_a_cost_of_any_amount_paid_on_resolution(tmp_path):
    """The seed's Twin Pistols example: "pay any amount of [A]; deal that much to every
    enemy unit at a battlefield": as it resolves its controller pays as much [A] as they
    like (here 2 of the 4 they could), and deals that much to every enemy unit at the
    battlefield they choose -- not to their own unit there, nor to units elsewhere."""
    guns = syn(tmp_path, "Twin Pistols", "spell", TWIN_PISTOLS, energy=1)
    s = rb(dict(hand=["Twin Pistols"], runes=["fury"] * 4, field={1: ["Daring Poro"]}),
           dict(field={0: ["Mystic Poro"], 1: ["Stalwart Poro", "Pouty Poro"]}),
           control={1: 1}, synthetic=[guns])
    answer(s, "play Twin Pistols")
    assert s.decision_kind() == "respond" and len(s.runes[0]) == 4    # nothing paid for X yet
    pass_all(s)
    assert s.decision_kind() == "pay_amount"
    assert options(s) == [f"pay {n}" for n in range(5)]   # an exhausted rune recycles too
    answer(s, "pay 2")
    assert len(s.runes[0]) == 2 and ready_runes(s, 0) == 2
    answer(s, "to Hallowed Tomb")
    assert names(s, s.trash[1]) == ["Pouty Poro", "Stalwart Poro"]
    assert s.dmg[one(s, 0, "Daring Poro")] == 0 and s.dmg[one(s, 1, "Mystic Poro")] == 0
    # paying 0 deals nothing
    s = rb(dict(hand=["Twin Pistols"], runes=["fury"]), dict(field={1: ["Pouty Poro"]}),
           control={1: 1}, synthetic=[guns])
    answer(s, "play Twin Pistols")
    pass_all(s)
    assert options(s) == ["pay 0", "pay 1"]
    answer(s, "pay 0")
    answer(s, "to Hallowed Tomb")
    assert s.dmg[one(s, 1, "Pouty Poro")] == 0 and len(s.runes[0]) == 1


HENGE = '''[[card.ability]]
kind = "activated"
cost = {exhaust = true}
keywords = ["reaction"]
do = [{verb = "pay_any", what = "energy"}, {verb = "add_power", amount_of = "paid"}]'''


def test_cr_416_an_add_of_any_amount(tmp_path):
    """The seed's Ancient Henge example: "Reaction, exhaust: pay any amount of Energy, add
    that much [A]" -- an Add, it resolves at once (CR 416.2); as it resolves its controller
    pays as much Energy as they like and adds that much Power of any domain to their Rune
    Pool. (v1.1 134.2.e.5.b, the seed silent: that [A] pays Power of any domain -- here
    the 2 Fury Power of a spell, with Calm runes only.)"""
    henge = syn(tmp_path, "Henge Stand-in", "gear", HENGE)
    fire = syn(tmp_path, "Fire Study", "spell", DANCE, energy=1, power=(("fury", 2),))
    s = rb(dict(base=["Henge Stand-in"], hand=["Fire Study"], runes=["calm"] * 3),
           synthetic=[henge, fire])
    assert "play Fire Study" not in options(s)
    answer(s, "use Henge Stand-in")
    assert s.decision_kind() == "pay_amount" and not s.chain     # resolving at once
    assert options(s) == ["pay 0", "pay 1", "pay 2", "pay 3"]
    answer(s, "pay 2")
    assert s.pool_p[0][6] == 2 and ready_runes(s, 0) == 1 and len(s.runes[0]) == 3
    assert s.exh[one(s, 0, "Henge Stand-in")] and s.decision_kind() == "act"
    answer(s, "play Fire Study")                           # 1 Energy from the last rune,
    pass_all(s)                                            # the 2 Fury from the pool's [A]
    assert s.pool_p[0] == (0,) * 7 and ready_runes(s, 0) == 0 and len(s.runes[0]) == 3
    assert len(s.hand[0]) == 1


# ---- a cost that kills the highest-Might unit (CR 352.16) -----------------------------------

FEAST = '''[[card.ability]]
kind = "cost"
cost = {kill_top_might = true}
[[card.ability]]
kind = "spell"
do = [{verb = "might", target = {side = "friendly"}, amount_of = "killed_might"}]'''


def test_cr_352_16_the_unit_the_cost_will_kill_is_not_a_choice(tmp_path):
    """The seed's example of "as an additional cost, kill your highest-Might unit; a
    friendly unit gets +Might equal to the killed unit's this turn": while choosing, the
    player may not choose that highest-Might unit as the target (it is certain to die). The
    cost kills it and the target gets its Might (5)."""
    feast = syn(tmp_path, "Feast", "spell", FEAST, domains=("order",))
    big = syn(tmp_path, "Big Five", "unit", might=5)
    s = rb(dict(hand=["Feast"], base=["Big Five", "Stalwart Poro", "Pouty Poro"]),
           synthetic=[feast, big])
    poro = one(s, 0, "Stalwart Poro")
    m = s.might(poro)
    answer(s, "play Feast")
    assert s.decision_kind() == "target"
    assert sorted(options(s)) == ["Pouty Poro", "Stalwart Poro"]     # not Big Five
    answer(s, "Stalwart Poro")
    assert s.decision_kind() == "cost_unit" and options(s) == ["Big Five"]
    answer(s, "Big Five")
    assert names(s, s.trash[0]) == ["Big Five"]
    pass_all(s)
    assert s.might(poro) == m + 5
    assert "kill your unit with the most Might" in card_words(feast[1])[0]
    # two units share the highest Might: either may be chosen, the other is killed
    s = rb(dict(hand=["Feast"], base=["Big Five", "Big Five", "Pouty Poro"]),
           synthetic=[feast, big])
    a, b = sorted(ids(s, 0, "Big Five"))
    answer(s, "play Feast")
    assert a in s.pending[2] and b in s.pending[2]
    answer(s, a)
    assert s.pending[2] == (b,)                          # the cost kills the other one
    answer(s, b)
    pass_all(s)
    assert s.might(a) == 10
    # the only friendly unit: no other choice, so it is chosen, then killed by the cost
    s = rb(dict(hand=["Feast"], base=["Big Five"]), synthetic=[feast, big])
    answer(s, "play Feast")
    assert options(s) == ["Big Five"]
    answer(s, "Big Five")
    answer(s, "Big Five")
    pass_all(s)
    assert names(s, s.trash[0]) == ["Big Five", "Feast"]
    with pytest.raises(CardDataError, match="kill_top_might"):     # mandatory costs only
        syn(tmp_path, "Bad Feast", "spell", FEAST.replace('kind = "cost"\n',
                                                          'kind = "cost"\noptional = true\n'))


# ---- a discount of optional additional costs (CR 353.4) -------------------------------------

COLD_TOUCH = '''[[card.ability]]
kind = "cost"
optional = true
cost = {power = {mind = 1}}
[[card.ability]]
kind = "spell"
do = [{verb = "draw", n = 1, if = "paid"}]'''


def _last_pay(s, p=0):
    return [e for e in s.log if e[0] == "pay" and e[2] == p][-1][3:5]


def test_cr_353_4_ezreals_discount_applies_as_the_optional_cost_is_added(tmp_path):
    """The seed's Ezreal, Prodigy example: "optional additional costs you pay cost 1 or [A]
    less" applies as soon as the optional cost is added to the spell's cost (Cold Touch,
    here 2 Energy with an optional [Mind]): taken on its Power, the [Mind] costs nothing
    (and the spell counts it as paid); taken on its Energy, it lowers nothing -- the
    discount is on that cost, not on the spell's 2 Energy."""
    ez = passive(tmp_path, "optional_cost_discount", "Ezreal Stand-in", n=1,
                 domains=("mind",), might=3)
    cold = syn(tmp_path, "Cold Touch", "spell", COLD_TOUCH, domains=("mind",), energy=2)
    assert "1 Energy or 1 Power of any domain less" in card_words(ez[1], "unit")[0]

    def play(choice):
        s = rb(dict(hand=["Cold Touch"], runes=["mind"] * 2, base=["Ezreal Stand-in"]),
               synthetic=[ez, cold])
        answer(s, "play Cold Touch")
        assert s.decision_kind() == "optional_cost"
        assert options(s) == ["no", "yes", "yes, 1 of the discounts on its Power"]
        answer(s, choice)
        pass_all(s)
        return s

    s = play("yes, 1 of the discounts on its Power")
    assert _last_pay(s) == (2, [0] * 7) and len(s.runes[0]) == 2
    assert len(s.hand[0]) == 1                            # paid: it draws
    s = play("yes")
    assert _last_pay(s) == (2, [0, 0, 1, 0, 0, 0, 0]) and len(s.runes[0]) == 1
    # Accelerate is an optional additional cost too: its 1 Energy or its [C] less
    rear = syn(tmp_path, "Rearguard", "unit", 'keywords = ["accelerate"]', energy=2, might=2)
    for choice, paid in (("yes", (2, [1, 0, 0, 0, 0, 0, 0])),
                         ("yes, 1 of the discounts on its Power", (3, [0] * 7))):
        s = rb(dict(hand=["Rearguard"], runes=["fury"] * 3, base=["Ezreal Stand-in"]),
               synthetic=[ez, rear])
        answer(s, "play Rearguard")
        assert s.decision_kind() == "accelerate"
        answer(s, choice)
        assert _last_pay(s) == paid and not s.exh[one(s, 0, "Rearguard")]


# ---- a trigger that reads an ability's base cost (CR 130.4, 370, 391) -----------------------

WATCHER = '''[[card.ability]]
kind = "trigger"
when = "you_activate"
min_cost = 7
optional = true
cost = {exhaust = true}
do = [{verb = "ready_runes", n = 2}]'''
VAULT = '''[[card.ability]]
kind = "activated"
cost = {energy = 12, banish_me = true}
cost_less = "opponent_points"
do = [{verb = "banish_all", whose = "chosen_opponent"}]'''


def test_cr_370_the_activated_cost_is_read_before_its_reduction(tmp_path):
    """The seed's example of "when you activate an ability of 7 or more Energy, you may
    exhaust me to ready up to 2 runes" with a gear's "12, banish me: choose an opponent,
    banish every unit they control; this costs 1 less per point of the chosen opponent":
    against an opponent of 6 points it costs 6, yet the first ability triggers -- it reads
    the base cost (CR 130.4). An ability whose base cost is 6 does not trigger it."""
    watch = syn(tmp_path, "Watcher", "unit", WATCHER, might=2)
    vault = syn(tmp_path, "Vault Key", "gear", VAULT)
    six = syn(tmp_path, "Six Key", "gear", VAULT.replace("energy = 12", "energy = 6"))
    assert card_words(watch[1], "unit")[0].startswith(
        "When you use an ability with an Energy cost of 7 or more (as printed, before any "
        "reduction)")
    assert "costs 1 Energy less for each point" in card_words(vault[1], "gear")[0]
    s = rb(dict(base=["Watcher", "Vault Key"], runes=["order"] * 6),
           dict(points=6, base=["Stalwart Poro"], field={1: ["Pouty Poro"]}), control={1: 1},
           synthetic=[watch, vault])
    key = one(s, 0, "Vault Key")
    answer(s, "use Vault Key")                         # the one opponent: chosen at once
    assert ready_runes(s, 0) == 0 and s.loc[key] == BANISH           # 12 - 6 paid
    assert s.decision_kind() == "respond" and [it[0] for it in s.chain] == [1, 2]
    pass_all(s)                                        # the trigger first
    assert s.decision_kind() == "optional"
    answer(s, "yes")
    assert ready_runes(s, 0) == 2 and s.exh[one(s, 0, "Watcher")]
    pass_all(s)
    assert not s.base[1] and not s.units[1]
    assert names(s, s.banish[1]) == ["Pouty Poro", "Stalwart Poro"]
    # a base cost of 6: no trigger, whatever it costs
    s = rb(dict(base=["Watcher", "Six Key"], runes=["order"] * 6),
           dict(base=["Stalwart Poro"]), synthetic=[watch, six])
    answer(s, "use Six Key")
    assert [it[0] for it in s.chain] == [1]
    # the opponent's points count: at 5 points the 12 costs 7, more than 6 runes pay
    s = rb(dict(base=["Watcher", "Vault Key"], runes=["order"] * 6), dict(points=5),
           synthetic=[watch, vault])
    assert "use Vault Key's ability 1" not in options(s)


# ---- an applied cost on moves ---------------------------------------------------------------

def test_cr_353_an_applied_cost_on_moving_several_units(tmp_path):
    """The seed's Mageseeker Inquisitor example: "an opponent moving several units at once
    to my battlefield pays [A] for each unit after the first" is an applied cost: moving two
    units together there costs one [A] (paid with the moves' exhausts, CR 141.3.c), a third
    would cost another -- not payable here, so not offered; one unit alone pays nothing,
    and the Inquisitor's own controller pays nothing."""
    inq = passive(tmp_path, "move_tax", "Inquisitor", might=2)
    assert "pays 1 Power of any domain for every unit beyond the first" in \
        card_words(inq[1], "unit")[0]
    poros = ["Stalwart Poro", "Pouty Poro", "Daring Poro"]
    s = rb(dict(base=poros, runes=["fury"]), dict(field={1: ["Inquisitor"]}), control={1: 1},
           synthetic=[inq])
    answer(s, "move Stalwart Poro")
    answer(s, "to Hallowed Tomb")
    assert s.decision_kind() == "move_also"
    assert sorted(options(s)) == ["Daring Poro", "Pouty Poro", "no more units"]
    answer(s, "Pouty Poro")        # a third would need a second [A]: not offered, so the
    assert s.decision_kind() != "move_also"              # two go at once
    assert len(s.runes[0]) == 0                          # the [A]: the rune recycled
    assert names(s, [u for u in s.units[1] if s.ctrl_of[u] == 0]) == ["Pouty Poro",
                                                                       "Stalwart Poro"]
    # one unit alone: nothing to pay
    s = rb(dict(base=poros, runes=["fury"]), dict(field={1: ["Inquisitor"]}), control={1: 1},
           synthetic=[inq])
    answer(s, "move Stalwart Poro")
    answer(s, "to Hallowed Tomb")
    answer(s, "no more units")
    assert len(s.runes[0]) == 1
    # with no rune, two cannot go together
    s = rb(dict(base=poros), dict(field={1: ["Inquisitor"]}), control={1: 1}, synthetic=[inq])
    answer(s, "move Stalwart Poro")
    answer(s, "to Hallowed Tomb")
    assert s.decision_kind() != "move_also"              # nobody may join it
    assert names(s, [u for u in s.units[1] if s.ctrl_of[u] == 0]) == ["Stalwart Poro"]
    # its controller's own units move freely
    s = rb(dict(base=poros, field={1: ["Inquisitor"]}), control={1: 0}, synthetic=[inq])
    answer(s, "move Stalwart Poro")
    answer(s, "to Hallowed Tomb")
    answer(s, "Pouty Poro")
    answer(s, "Daring Poro")                              # the last one: they go at once
    assert len(s.units[1]) == 4


# ---- Repeat (a later keyword, v1.4 820) ----------------------------------------------------

ECHO = '''keywords = ["repeat 1"]
[[card.ability]]
kind = "cost"
cost = {kill_friendly = 1}
[[card.ability]]
kind = "spell"
do = [{verb = "draw", n = 1}]'''


def test_cr_353_repeat_does_not_pay_an_as_you_play_instruction_again(tmp_path):
    """The seed's Repeat example: "as an additional cost to play this, kill a unit" is done
    as the card is played; paying Repeat (here 1 Energy) runs the instructions again on
    resolution -- it draws twice -- but not that one, which was done before: one unit is
    killed, not two. Without Repeat it draws once."""
    rep = syn(tmp_path, "Echo Strike", "spell", ECHO)
    assert "Repeat (as you play this spell you may pay 1 Energy more" in \
        card_words(rep[1])[0]
    s = rb(dict(hand=["Echo Strike"], runes=["fury"], base=["Stalwart Poro", "Pouty Poro"]),
           synthetic=[rep])
    answer(s, "play Echo Strike")
    assert s.decision_kind() == "repeat"
    answer(s, "yes")                                     # pay Repeat
    answer(s, "Stalwart Poro")                           # the additional cost
    assert ready_runes(s, 0) == 0 and len(s.chain) == 1
    pass_all(s)
    assert len(s.hand[0]) == 2 and names(s, s.base[0]) == ["Pouty Poro"]
    assert names(s, s.trash[0]) == ["Echo Strike", "Stalwart Poro"]
    # not paid: one run
    s = rb(dict(hand=["Echo Strike"], runes=["fury"], base=["Stalwart Poro", "Pouty Poro"]),
           synthetic=[rep])
    answer(s, "play Echo Strike")
    answer(s, "no")
    answer(s, "Stalwart Poro")
    pass_all(s)
    assert len(s.hand[0]) == 1 and ready_runes(s, 0) == 1
    # with nothing to pay it with, it is not asked
    s = rb(dict(hand=["Echo Strike"], base=["Stalwart Poro"]), synthetic=[rep])
    answer(s, "play Echo Strike")
    assert s.decision_kind() == "cost_unit"
    with pytest.raises(CardDataError, match="Repeat"):    # a spell choosing targets at play
        syn(tmp_path, "Echo Bolt", "spell", ECHO.replace(
            '{verb = "draw", n = 1}', '{verb = "kill", target = {}}'))


# ---- a choice of base costs: Empower -- 1 or [C] (a later mechanic, v1.4 827) ---------------

MARAUDER = '''[[card.ability]]
kind = "activated"
cost = {energy = 1}
alt_cost = {power = {fury = 1}}
while = "not_empowered"
do = [{verb = "empower", target = "me"}]'''
ANY_USE = '''[[card.ability]]
kind = "trigger"
when = "you_activate"
min_cost = 1
do = [{verb = "draw", n = 1}]'''


def test_cr_372_legion_marauders_empower_cost_is_chosen(tmp_path):
    """The seed's Legion Marauder example: "Empower -- 1 or [C]" is "1 or [C]: empower me
    (only if I am not empowered)"; putting it on the chain, its controller picks which base
    cost to pay, and that one is the ability's base cost: 1 Energy (a rune exhausted; a
    "when you use an ability of 1 or more Energy" trigger fires) or [Fury] (a rune recycled;
    no trigger). Empowered, it cannot be used again."""
    mar = syn(tmp_path, "Marauder Stand-in", "unit", MARAUDER, might=3)
    spy = syn(tmp_path, "Spy Stand-in", "unit", ANY_USE)
    assert card_words(mar[1], "unit") == [
        "Pay 1 Energy, or pay 1 Fury Power instead: empower this unit. Use it only while this "
        "unit is not empowered."]
    for choice, runes, triggered in (("pay its cost", 1, True),
                                     ("pay its other cost", 0, False)):
        s = rb(dict(base=["Marauder Stand-in", "Spy Stand-in"], runes=["fury"]),
               synthetic=[mar, spy])
        u = one(s, 0, "Marauder Stand-in")
        answer(s, "use Marauder Stand-in")
        assert s.decision_kind() == "alt_cost"
        assert options(s) == ["pay its cost", "pay its other cost"]
        answer(s, choice)
        assert len(s.runes[0]) == runes and ready_runes(s, 0) == 0
        assert len(s.chain) == (2 if triggered else 1)
        pass_all(s)
        assert s.emp[u] and s.view(1)["seats"][0]["base"][0]["empowered"]
        assert len(s.hand[0]) == (1 if triggered else 0)
        assert not any(o.startswith("use Marauder") for o in options(s))
    # only the [C] payable (the rune is exhausted): no choice to make
    s = rb(dict(base=["Marauder Stand-in"], runes=["fury!"]), synthetic=[mar])
    answer(s, "use Marauder Stand-in")
    assert len(s.runes[0]) == 0 and s.chain


# ---- XP paid on resolution (a later mechanic) -----------------------------------------------

INVESTIGATOR = '''[[card.ability]]
kind = "trigger"
when = "play_me"
do = [{verb = "choose_opponent"}, {verb = "reveal_hand"}, {verb = "pay_xp", n = 2},
      {verb = "opp_discard", if = "paid"}, {verb = "opp_draws", n = 1, if = "paid"}]'''


def test_cr_353_keen_investigators_xp_is_paid_on_resolution(tmp_path):
    """The seed's Keen Investigator example: "when you play me, choose an opponent; they
    reveal their hand; you may pay 2 XP to pick a card of it -- if you do, they discard it
    and draw 1": the 2 XP are paid as the ability resolves (after the reveal), and then the
    card is picked. With fewer than 2 XP nothing is asked and nothing is discarded."""
    inv = syn(tmp_path, "Investigator", "unit", INVESTIGATOR, domains=("mind",))
    assert "you may pay 2 XP" in card_words(inv[1], "unit")[0]
    s = rb(dict(hand=["Investigator"], xp=3), dict(hand=["Gust", "Flash"]),
           synthetic=[inv])
    gust = next(c for c in s.hand[1] if s.T.name[c] == "Gust")
    answer(s, "play Investigator")
    pass_all(s)
    assert s.decision_kind() == "pay_xp" and s.xp[0] == 3
    assert [e for e in s.log if e[0] == "reveal_hand"]            # revealed first
    answer(s, "yes")
    assert s.xp[0] == 1 and s.decision_kind() == "opp_hand"
    assert sorted(options(s)) == ["Flash", "Gust"]
    answer(s, "Gust")
    assert gust in s.trash[1] and len(s.hand[1]) == 2            # discarded, then drew 1
    assert s.view(1)["seats"][0]["xp"] == 1
    # 1 XP: not enough to pay; the hand is still revealed, nothing discarded
    s = rb(dict(hand=["Investigator"], xp=1), dict(hand=["Gust", "Flash"]),
           synthetic=[inv])
    answer(s, "play Investigator")
    pass_all(s)
    assert s.decision_kind() == "act" and names(s, s.hand[1]) == ["Flash", "Gust"]
    assert [e for e in s.log if e[0] == "reveal_hand"] and s.xp[0] == 1
    with pytest.raises(CardDataError, match="choose_opponent"):
        syn(tmp_path, "Bad", "unit", INVESTIGATOR.replace('{verb = "choose_opponent"}, ', ''))


def test_cr_391_the_opponent_chosen_sets_the_cost(tmp_path):
    """The Watcher example's gear in a game of three: its opponent is chosen as it is
    activated (CR 390), before its total cost (391) -- so with 6 runes only the opponent of 6
    points can be chosen (the 12 costs 6); the one of 0 points would leave 12 to pay."""
    vault = syn(tmp_path, "Vault Key", "gear", VAULT)
    s = stacked(dict(base=["Vault Key"], runes=["order"] * 6), dict(points=6),
                dict(base=["Stalwart Poro"]), decks=("garen", "lux", "annie"), fmt="ffa3",
                synthetic=[vault])
    answer(s, "use Vault Key")
    assert ready_runes(s, 0) == 0 and s.chain and s.chain[-1][5] == 1    # player 2 chosen
    pass_all(s)
    assert s.base[2] == [one(s, 2, "Stalwart Poro")]                    # not player 3's
