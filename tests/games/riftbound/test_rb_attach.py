"""The attach system (v1.2 patch notes; rules v1.2 421-422, 716-725, 744-747; CR v1.1 has no
attachment): Equip as an activated ability, the attached gear with its unit (seed 004's
gear example: "a gear attached to a unit at a battlefield is at that battlefield"), its
Might Bonus and inactive rules text, detaching as the unit leaves the board and the recall
that follows, Quick-Draw, no card lost, and the state round trip. The seed-004 examples
themselves (Feral's "this gear", Weaponmaster's modified Equip cost) are in
test_rb_seed004.py."""

from __future__ import annotations

from dataclasses import replace

from rb_helpers import G, cast, ids, one, rb, ready_runes, syn
from rich.console import Console

from tcgsim.core.conformance import check_game
from tcgsim.core.rng import Rng
from tcgsim.games.riftbound import Riftbound
from tcgsim.games.riftbound import vocab as V
from tcgsim.games.riftbound.chain import ACT
from tcgsim.games.riftbound.render import render
from tcgsim.games.riftbound.scenario import answer, options, pass_all
from tcgsim.games.riftbound.state import BASE, FIELD

BLADE = '''[[card.ability]]
kind = "equip"
cost = {energy = 2, power = {any = 1}}'''
KILL = '''[[card.ability]]
kind = "spell"
do = [{verb = "kill", target = {}}]'''
HOME = '''[[card.ability]]
kind = "spell"
do = [{verb = "move", target = {side = "friendly"}, to = "base"}]'''
# a gear that would die as its controller's Beginning Phase starts, and can Equip
AXE = '''keywords = ["temporary"]
[[card.ability]]
kind = "equip"
cost = {energy = 1}'''


def _blade(tmp_path):
    return syn(tmp_path, "Blade Stand-in", "gear", BLADE, might_bonus=2)


def equip_id(gear: int, k: int = 0) -> int:
    return ACT + gear * 4096 + gear * 8 + k


def equip(s, gear: int, unit: str) -> None:
    """Seat 0 uses `gear`'s Equip on `unit` (paying the first way), every player passes."""
    answer(s, equip_id(gear))
    while s.decision_kind() == "pay":
        answer(s, s.legal_actions()[0].id)
    answer(s, unit)
    pass_all(s)


def _pays(s, since: int) -> list:
    return [e[2:] for e in s.log[since:] if e[0] == "pay"]


def test_equip_is_an_activated_ability_that_attaches_to_a_unit_you_control(tmp_path):
    """v1.2 744.1: "Equip [cost]" is "[cost]: attach this gear to a unit you control" --
    the cost paid, the unit a target (an enemy unit is not one), and it cannot be used
    while the gear is attached (its rules text is inactive, 718.2)."""
    blade = _blade(tmp_path)
    assert V.card_words(blade[1], "gear") == [
        "Equip — pay 2 Energy and 1 Power of any domain: attach this gear to a unit you "
        "control."]
    s = rb(dict(base=["Stalwart Poro", "Blade Stand-in"], runes=["calm"] * 6),
           dict(base=["Pouty Poro"]), synthetic=[blade])
    gear, poro = one(s, 0, "Blade Stand-in"), one(s, 0, "Stalwart Poro")
    assert equip_id(gear) in s.legal_ids()
    n = len(s.log)
    answer(s, equip_id(gear))
    assert _pays(s, n) == [(0, 2, [0] * 6 + [1])]     # 2 Energy and [A], paid as activated
    assert len(s.runes[0]) == 5 and ready_runes(s, 0) == 4   # 2 exhausted, 1 of them recycled
    assert s.decision_kind() == "target_ability"
    assert options(s) == ["Stalwart Poro"]           # a unit you control (not Pouty Poro)
    answer(s, "Stalwart Poro")
    assert s.attached_to(gear) == -1                  # on the chain: nothing attached yet
    pass_all(s)
    assert s.attached_to(gear) == poro and s.gear_on(poro) == [gear]
    assert s.might(poro) == 2 + 2                     # its Might Bonus
    assert any(e[0] == "attach" and e[2:] == (gear, poro) for e in s.log)
    # attached: its Equip is covered (its cost could be paid again)
    assert s.can_pay(0, 2, (0,) * 6 + (1,), False)
    assert s.decision_kind() == "act" and equip_id(gear) not in s.legal_ids()


def test_an_attached_gear_is_where_its_unit_is(tmp_path):
    """Seed 004: a gear attached to a unit that comes to be at a battlefield is at that
    battlefield too (v1.2 719.3: it moves with its unit; 435.1: only an unattached gear at a
    battlefield is recalled by the cleanup). The unit's way home takes it along."""
    blade, home = _blade(tmp_path), syn(tmp_path, "Go Home", "spell", HOME)
    s = rb(dict(base=["Stalwart Poro", "Blade Stand-in"], hand=["Go Home"],
                runes=["calm"] * 4), synthetic=[blade, home])
    gear, poro = one(s, 0, "Blade Stand-in"), one(s, 0, "Stalwart Poro")
    equip(s, gear, "Stalwart Poro")
    assert gear in s.base[0] and s.loc[gear] == BASE
    answer(s, "move Stalwart Poro")
    answer(s, "to Bandle Tree")
    pass_all(s)                                       # an empty battlefield: conquered
    assert s.ctrl[0] == 0 and s.loc[poro] == FIELD and s.at[poro] == 0
    assert s.loc[gear] == FIELD and s.at[gear] == 0 and gear in s.units[0]
    assert gear not in s.base[0]                      # still there after every cleanup
    assert not any(e[0] == "move" and e[2] == gear for e in s.log)   # not a move (421.4.a)
    cast(s, "Go Home", "Stalwart Poro")
    pass_all(s)
    assert s.loc[poro] == BASE and s.loc[gear] == BASE and gear in s.base[0]
    assert s.attached_to(gear) == poro


def test_the_unit_leaving_the_board_detaches_its_gear_which_is_recalled(tmp_path):
    """v1.2 719.5 / 422.4: a unit that leaves the board detaches its gear, which stays
    where the unit was -- at a battlefield, until the next cleanup recalls it (422.4.a,
    435.1). Then its rules text is active again: it can Equip again."""
    blade, kill = _blade(tmp_path), syn(tmp_path, "Snuff", "spell", KILL)
    s = rb(dict(field={0: ["Stalwart Poro"]}, base=["Blade Stand-in", "Pouty Poro"],
                hand=["Snuff"], runes=["calm"] * 6), control={0: 0}, synthetic=[blade, kill])
    gear, poro = one(s, 0, "Blade Stand-in"), one(s, 0, "Stalwart Poro")
    equip(s, gear, "Stalwart Poro")
    assert s.loc[gear] == FIELD and s.at[gear] == 0
    # the detach alone: the gear stays at the battlefield, unattached
    t = s.clone()
    t.kill(poro, None)
    assert t.attached_to(gear) == -1 and t.loc[gear] == FIELD and gear in t.units[0]
    t.cleanup()
    assert t.loc[gear] == BASE and gear in t.base[0]  # recalled by the next cleanup
    # the same through a spell: die, detach, then the cleanup's recall
    n = len(s.log)
    cast(s, "Snuff", "Stalwart Poro")
    pass_all(s)
    names = [e[0] for e in s.log[n:] if e[0] in ("die", "detach", "recall")]
    assert names == ["detach", "die", "recall"]
    assert [e[2:] for e in s.log[n:] if e[0] == "detach"] == [(gear, poro)]
    assert s.loc[gear] == BASE and gear in s.base[0] and s.att == ()
    assert s.might(one(s, 0, "Pouty Poro")) == 2
    assert equip_id(gear) in s.legal_ids()            # active again: Equip is usable
    equip(s, gear, "Pouty Poro")
    assert s.might(one(s, 0, "Pouty Poro")) == 2 + 2


def test_an_attached_gear_s_rules_text_is_inactive(tmp_path):
    """v1.2 718.2, 721.1.b, 722 (its example: an attached gear with Temporary): an attached
    gear's abilities do not trigger; an unattached copy's do."""
    axe = syn(tmp_path, "Axe Stand-in", "gear", AXE)
    s = rb(dict(base=["Stalwart Poro", "Axe Stand-in", "Axe Stand-in"], runes=["calm"] * 2),
           synthetic=[axe])
    a, b = ids(s, 0, "Axe Stand-in")
    poro = one(s, 0, "Stalwart Poro")
    equip(s, a, "Stalwart Poro")
    answer(s, "end the turn")
    while s.turn != 0 or s.decision_kind() != "act":
        answer(s, "end the turn" if s.decision_kind() == "act" else s.legal_actions()[0].id)
    assert s.loc[a] == BASE and s.attached_to(a) == poro      # Temporary did not trigger
    assert s.loc[b] not in (BASE, FIELD)                       # the unattached one died


def test_quick_draw_attaches_the_gear_as_it_is_played(tmp_path):
    """v1.2 745: Quick-Draw is Reaction and "when you play this, attach it to a unit you
    control" (a trigger whose unit is a target)."""
    qd = syn(tmp_path, "Quick Stand-in", "gear", 'keywords = ["quick_draw"]', energy=1,
             might_bonus=1)
    assert V.card_words(qd[1], "gear")[0].startswith("Quick-Draw (playable as a Reaction")
    s = rb(dict(base=["Stalwart Poro"], hand=["Quick Stand-in"], runes=["calm"] * 2),
           synthetic=[qd])
    poro = one(s, 0, "Stalwart Poro")
    answer(s, "play Quick Stand-in")
    gear = one(s, 0, "Quick Stand-in")
    if s.decision_kind() == "target_ability":
        answer(s, "Stalwart Poro")
    pass_all(s)
    assert s.attached_to(gear) == poro and s.might(poro) == 2 + 1


def test_attachments_round_trip_clone_and_show(tmp_path):
    """The attachment is state: clone, to_dict / from_dict (a dict without it loads as
    none), the view, the terminal board ("+ gear" after its unit) and the narration."""
    blade = _blade(tmp_path)
    s = rb(dict(base=["Stalwart Poro", "Blade Stand-in"], runes=["calm"] * 3),
           synthetic=[blade])
    gear, poro = one(s, 0, "Blade Stand-in"), one(s, 0, "Stalwart Poro")
    equip(s, gear, "Stalwart Poro")
    c = s.clone()
    assert c.att == s.att == ((gear, poro, s.turn_no),)
    d = s.to_dict()
    back = type(s).from_dict(s.game, d, s.T)
    assert back.att == s.att and back.might(poro) == s.might(poro)
    d2 = dict(d)
    del d2["att"]
    assert type(s).from_dict(s.game, d2, s.T).att == ()
    v = s.view(0)
    base = v["seats"][0]["base"]
    assert [x["card"] for x in base if x.get("attached_to") == poro] == [gear]
    con = Console(width=120, record=True, color_system=None)
    con.print(render(s, 0))
    text = con.export_text()
    line = next(ln for ln in text.splitlines() if "Stalwart Poro" in ln)
    assert line.index("Stalwart Poro") < line.index("+ ") < line.index("Blade Stand-in")
    assert "gear on Stalwart Poro" in line
    lines = [G.describe_event(e, 0, s) for e in s.log if e[0] in ("attach", "detach")]
    assert lines and "is attached to" in lines[0]


# ---- whole games with equipment: no card lost, the conformance checks -----------------------

def _equipment_game(tmp_path):
    """A game object whose pool and abilities hold synthetic Equipment and a Weaponmaster
    unit, and Jinx / Viktor decks holding 3 of each (a scenario deck, not a legal one)."""
    g = Riftbound()
    cards = [syn(tmp_path, "Blade Stand-in", "gear", BLADE + '\ncost_less = "enemy_occupied"',
                 might_bonus=2),
             syn(tmp_path, "Feral Stand-in", "gear", '''[[card.ability]]
kind = "equip"
cost = {energy = 1}
[[card.ability]]
kind = "static"
effect = "attached_might"
n = 2
while = "attached_this_turn"''', might_bonus=1),
             syn(tmp_path, "Axe Stand-in", "gear", AXE, might_bonus=1),
             syn(tmp_path, "Quick Stand-in", "gear", 'keywords = ["quick_draw"]', energy=1,
                 might_bonus=1),
             syn(tmp_path, "Weaponmaster Stand-in", "unit", 'keywords = ["weaponmaster"]',
                 energy=1, might=2)]
    ab = dict(g.abilities)
    for c, a in cards:
        g.pool.add(c)
        ab[c.id] = a
    g._abilities = ab
    decks = [replace(g.deck(name), main=list(g.deck(name).main[:-15]) + [c for c, _ in cards] * 3)
             for name in ("jinx", "viktor")]
    return g, decks


def test_random_games_with_equipment_lose_no_card(tmp_path):
    """Random games whose decks are full of Equipment and Weaponmaster: every card stays in
    exactly one zone at every decision, and the attachments are always consistent (an
    attached gear is a gear on the board, where its unit is)."""
    g, decks = _equipment_game(tmp_path)
    attached = 0
    for seed in range(12):
        s = g.new_state(decks, seed=seed, log=False)
        cards0 = s.all_cards()
        r = Rng(seed + 99)
        while not s.is_terminal():
            ids_ = s.legal_ids()
            s.apply_id(ids_[r.below(len(ids_))])
            assert s.all_cards() == cards0
            for gear, unit, _ in s.att:
                attached += 1
                assert s.T.is_gear[gear] and s.T.is_unit[unit]
                assert s.on_board(gear) and s.on_board(unit)
                assert (s.loc[gear], s.at[gear]) == (s.loc[unit], s.at[unit])
                assert sum(lst.count(gear) for lst in s.units + s.base) == 1
    assert attached > 0                       # the games did attach gear


def test_conformance_with_equipment(tmp_path):
    """The core conformance checks (determinism, clone, round trip, hidden information,
    illegal actions) on games with Equipment."""
    g, decks = _equipment_game(tmp_path)
    assert check_game(g, seeds=range(3), decks=decks, deep_every=7).seeds == 3
