"""Riftbound rulings, one or more per rule area the engine implements (Core Rules v1.1):
setup, the turn, runes and payment, the chain, showdowns, combat, scoring and victory, the
modes' first-turn and team rules, movement, Hidden, and the keywords of v1.1. Each test
names its rule; positions are stacked (rb_helpers.rb) or real game starts."""

from __future__ import annotations

import pytest
from rb_helpers import G, attack, cast, ids, names, one, passive, rb, ready_runes, syn

from tcgsim.games.riftbound.scenario import answer, options, pass_all, stacked
from tcgsim.games.riftbound.state import ATTACKER, BASE, DEFENDER, FIELD, RUNEDECK


def _through_mulligans(s):
    while s.decision_kind() == "mulligan":
        answer(s, "keep the hand")


# ---- setup (CR 110-118, 458-462) -----------------------------------------------------------------

def test_cr_116_117_draw_4_then_mulligan_up_to_2_to_the_bottom():
    """CR 116-117: each player draws 4; in turn order each may set aside up to two cards,
    draws as many, and recycles the set-aside cards to the bottom of the Main Deck."""
    s = G.new_state(seed=3)
    assert [len(s.hand[p]) for p in (0, 1)] == [4, 4]
    assert s.decision_kind() == "mulligan" and s.current_player() == s.turn
    p = s.current_player()
    a, b = sorted(s.hand[p])[:2]
    answer(s, a)
    answer(s, b)
    assert options(s) == ["keep the hand"]              # at most two
    answer(s, "keep the hand")
    assert len(s.hand[p]) == 4 and a not in s.hand[p] and b not in s.hand[p]
    assert sorted(s.deck[p][:2]) == sorted([a, b])       # the bottom of the deck
    assert s.decision_kind() == "mulligan" and s.current_player() == 1 - p


def test_cr_458_5_a_duel_plays_one_battlefield_of_each_players_three():
    """CR 458.4-458.5: in a duel each player brings three battlefields; one of each, drawn
    at random, is in play, the other two are set aside."""
    seen = set()
    for seed in range(12):
        s = G.new_state(seed=seed)
        assert len(s.bf) == 2
        for p in (0, 1):
            mine = [b for b in s.bf if s.owner(b) == p]
            assert len(mine) == 1 and len(s.aside[p]) == len(s.T.bf_ids[p]) - 1
            seen.add(s.T.name[mine[0]])
    assert len(seen) > 2                                 # not always the same one


def test_cr_115_the_first_player_is_random():
    """CR 115, 458: the first player is chosen by a fair random method."""
    firsts = {G.new_state(seed=seed).turn for seed in range(20)}
    assert firsts == {0, 1}


def _first_turns(fmt, seed=1):
    """Play each seat's first turn to its Action Phase: {seat: (runes, hand)}."""
    s = G.new_state(seed=seed, format=fmt)
    _through_mulligans(s)
    out = {}
    for _ in range(s.n):
        while s.decision_kind() != "act":
            answer(s, options(s)[-1])
        p = s.turn
        out[p] = (len(s.runes[p]), len(s.hand[p]))
        answer(s, "end the turn")
    return s, out


def test_cr_458_7_in_a_duel_the_second_player_channels_3_on_its_first_turn():
    """CR 458.7, 315.3: each turn a player channels 2 runes; in a duel the player going
    second channels an extra one on its first turn. Both draw on their first turn."""
    s, out = _first_turns("duel")
    first, second = s.active, 1 - s.active
    assert out[first] == (2, 5) and out[second] == (3, 5)


@pytest.mark.parametrize("fmt", ["ffa3", "ffa4", "2v2"])
def test_cr_460_7_the_first_player_skips_its_draw_the_last_channels_3(fmt):
    """CR 460.7, 461.7, 462.7: with more than two players the first player does not draw
    in its first Draw Phase, and the last player channels an extra rune."""
    s, out = _first_turns(fmt)
    order = s.seats_from(s.active)
    assert out[order[0]] == (2, 4)
    for p in order[1:-1]:
        assert out[p] == (2, 5)
    assert out[order[-1]] == (3, 5)


def test_cr_461_4_b_the_first_player_of_ffa4_and_2v2_brings_no_battlefield():
    """CR 461.4.b, 462.4.b: in FFA4 and 2v2 the first player's battlefields are removed;
    three battlefields are in play, one from each other player."""
    for fmt in ("ffa4", "2v2"):
        s = G.new_state(seed=2, format=fmt)
        assert len(s.bf) == 3
        assert {s.owner(b) for b in s.bf} == set(range(4)) - {s.active}


# ---- the turn (CR 315-317) -------------------------------------------------------------------

def _next_turn(s):
    """End the turn and pass every priority until the next player's Action Phase."""
    answer(s, "end the turn")
    pass_all(s)
    assert s.decision_kind() == "act"


def test_cr_315_1_awaken_readies_what_the_turn_player_controls():
    """CR 315.1: the Awaken Phase readies every unit, gear and rune the turn player
    controls -- not another player's."""
    s = rb(dict(base=[("Stalwart Poro", {"ready": False}), "Orb of Regret"], runes=["calm!"]),
           dict(base=[("Pouty Poro", {"ready": False})], runes=["mind!"]), turn=1)
    orb = one(s, 0, "Orb of Regret")
    s.exh[orb] = 1
    _next_turn(s)                                         # p1 ends, p0's turn
    assert s.turn == 0
    assert not s.exh[one(s, 0, "Stalwart Poro")] and not s.exh[orb]
    assert all(not s.exh[r] for r in s.runes[0])
    assert s.exh[one(s, 1, "Pouty Poro")] and all(s.exh[r] for r in s.runes[1])


def test_cr_315_2_hold_scores_a_battlefield_held_at_the_beginning_phase():
    """CR 315.2.b, 442.2: a player who still controls a battlefield in their Beginning
    Phase scores it by Hold (1 point); one they do not control scores nothing."""
    s = rb(dict(field={0: ["Stalwart Poro"]}), control={0: 0}, turn=1)
    _next_turn(s)
    assert s.points == [1, 0]


def test_cr_732_temporary_dies_before_the_scoring_step():
    """CR 732, 315.2.a: "at the start of your Beginning Phase, before scoring, kill me" --
    a Sprite that alone holds a battlefield dies first, so the battlefield is no longer
    held when the Scoring Step comes."""
    s = rb(dict(field={0: ["Sprite"]}), control={0: 0}, turn=1)
    answer(s, "end the turn")
    assert s.turn == 0 and s.chain and s.chain[-1][3] == "temporary"
    pass_all(s)
    assert not s.units[0] and s.ctrl[0] < 0 and s.points == [0, 0]


def test_cr_315_3_4_channel_2_then_draw_1():
    """CR 315.3-315.4: the Channel Phase puts the top 2 runes of the Rune Deck onto the
    board (ready), the Draw Phase draws 1."""
    s = rb(turn=1)
    top2 = s.runedeck[0][-2:]
    _next_turn(s)
    assert sorted(s.runes[0]) == sorted(top2) and all(not s.exh[r] for r in top2)
    assert len(s.hand[0]) == 1


def test_cr_418_burn_out_recycles_the_trash_and_an_opponent_scores():
    """CR 418: drawing from an empty Main Deck burns out: the trash is shuffled into the
    Main Deck, an opponent gains 1 point, then the draw goes on."""
    s = rb(dict(trash=["Gust", "Flash", "Stalwart Poro"]), turn=1)
    s.deck[0].clear()
    _next_turn(s)
    assert s.points == [0, 1]
    assert len(s.hand[0]) == 1 and len(s.deck[0]) == 2 and not s.trash[0]


def test_cr_418_3_a_player_with_nothing_to_draw_burns_out_to_the_end():
    """CR 418.3: with an empty deck and an empty trash, each draw burns out again, and the
    opponent's points reach the Victory Score."""
    s = rb(dict(), dict(points=7), turn=1)
    s.deck[0].clear()
    answer(s, "end the turn")
    assert s.is_terminal() and s.outcome.winner == 1


def test_cr_160_the_rune_pool_empties_at_the_end_of_the_turn():
    """CR 160: Energy added to the Rune Pool and not spent is lost as the turn ends (and as
    the Draw Phase ends)."""
    s = rb(dict(base=["Lux, Crownguard"], hand=["Final Spark"]))
    answer(s, "use Lux, Crownguard")
    assert s.pool_spell[0] == 2
    _next_turn(s)
    assert s.pool_spell[0] == 0 and s.pool_e[0] == 0


# ---- runes and paying (CR 153-161, 354) -------------------------------------------------------

def test_cr_157_2_exhaust_a_rune_for_energy_recycle_it_for_power():
    """CR 157.2, 154.2.b: a rune is exhausted for 1 Energy or recycled (to the bottom of the
    Rune Deck) for 1 Power of its domain; one rune may do both."""
    s = rb(dict(hand=["Void Seeker"], runes=["fury"] * 3), dict(field={1: ["Stalwart Poro"]}),
           control={1: 1})
    before = list(s.runes[0])
    cast(s, "Void Seeker", "Stalwart Poro")                        # 3 Energy and 1 Fury
    assert len(s.runes[0]) == 2 and all(s.exh[r] for r in s.runes[0])
    gone = [r for r in before if r not in s.runes[0]]
    assert s.runedeck[0][0] == gone[0] and s.loc[gone[0]] == RUNEDECK


def test_cr_354_the_player_picks_which_runes_pay():
    """CR 354.1: when the runes can pay a cost in several ways, the player picks one (here:
    which domain's rune is recycled for [A])."""
    s = rb(dict(hand=["Decisive Strike"], runes=["body"] * 3 + ["order"] * 3))
    answer(s, "play Decisive Strike")                    # 5 Energy and [A]
    assert s.decision_kind() == "pay" and len(options(s)) >= 2
    ways = {a.id for a in s.legal_actions()}
    answer(s, options(s)[0])
    assert len(s.runes[0]) == 5 and ready_runes(s, 0) <= 1 and len(ways) >= 2


# ---- the chain and priority (CR 324-336) --------------------------------------------------------

def _resolved(s):
    return [s.T.name[e[3]] for e in s.log if e[0] == "resolve"]


def test_cr_336_the_newest_chain_item_resolves_first():
    """CR 333-336: the controller of a new item gets priority, then it passes around in
    turn order; when every player has passed in a row the newest item resolves (last in,
    first out) and the controller of the newest item left gets priority again."""
    s = rb(dict(hand=["Discipline"], runes=["order"] * 2, base=["Stalwart Poro"]),
           dict(hand=["Stupefy"], runes=["mind"]))
    cast(s, "Discipline", "Stalwart Poro")
    assert s.decision_kind() == "respond" and s.current_player() == 0   # its controller
    answer(s, "pass")
    assert s.current_player() == 1                                      # in turn order
    cast(s, "Stupefy", "Stalwart Poro")
    answer(s, "pass")
    answer(s, "pass")
    assert _resolved(s) == ["Stupefy"]
    assert s.decision_kind() == "respond" and s.current_player() == 0   # Discipline's
    pass_all(s)
    assert _resolved(s) == ["Stupefy", "Discipline"]


def test_cr_309_only_reactions_while_the_chain_is_open():
    """CR 309.1.a, 729: in a closed state (a chain exists) only cards and abilities with
    Reaction may be played; Action cards and plain ones may not."""
    s = rb(dict(hand=["Discipline", "Void Seeker", "Stalwart Poro", "Stupefy"],
                runes=["fury"] * 4 + ["order"] * 2, base=["Pouty Poro"]))
    cast(s, "Discipline", "Pouty Poro")
    if s.decision_kind() == "pay":
        answer(s, options(s)[-1])
    opts = options(s)
    assert "play Stupefy" in opts
    assert "play Void Seeker" not in opts and "play Stalwart Poro" not in opts


def test_cr_356_2_a_unit_enters_at_once_nobody_may_respond():
    """CR 356.2, 333: a unit (or gear) leaves the chain as soon as it is finalized and
    enters the board exhausted; no player gets priority to respond to it."""
    s = rb(dict(hand=["Stalwart Poro"], runes=["calm"] * 2),
           dict(hand=["Stupefy"], runes=["mind"]))
    answer(s, "play Stalwart Poro")
    assert s.decision_kind() == "act" and not s.chain
    poro = one(s, 0, "Stalwart Poro")
    assert s.loc[poro] == BASE and s.exh[poro]


def test_cr_722_action_cards_in_a_showdown_on_any_turn():
    """CR 722: Action lets a card be played in a showdown, even on another player's turn;
    a plain spell cannot be."""
    s = rb(dict(base=["Stalwart Poro"]),
           dict(hand=["Incinerate", "Mobilize"], runes=["fury"] * 2, field={1: ["Pouty Poro"]}),
           control={1: 1})
    answer(s, "move Stalwart Poro")
    answer(s, "to Hallowed Tomb")
    answer(s, "pass")                                   # p0 passes Focus to p1
    assert s.decision_kind() == "focus" and s.focus == 1
    assert "play Incinerate" in options(s) and "play Mobilize" not in options(s)


# ---- showdowns (CR 337-345) -------------------------------------------------------------

def test_cr_341_the_contesting_player_gets_focus_and_all_passing_ends_it():
    """CR 341, 344: a player who moves to an open battlefield contests it and gets Focus;
    the showdown ends when every player has passed Focus in a row; the only side left takes
    control: a Conquer (CR 345.2.a), 1 point."""
    s = rb(dict(base=["Stalwart Poro"]))
    answer(s, "move Stalwart Poro")
    answer(s, "to Hallowed Tomb")
    assert s.showdown is not None and s.focus == 0 and not s.combat
    answer(s, "pass")
    assert s.showdown is not None and s.focus == 1
    answer(s, "pass")
    assert s.showdown is None and s.ctrl[1] == 0 and s.points == [1, 0]


def test_cr_343_focus_moves_on_after_a_chain_in_a_showdown():
    """CR 343: when the last item of a chain a player started in a showdown resolves, Focus
    (with Priority) moves to the next player."""
    s = rb(dict(base=["Stalwart Poro"], hand=["Discipline"], runes=["order"] * 2))
    answer(s, "move Stalwart Poro")
    answer(s, "to Hallowed Tomb")
    cast(s, "Discipline", "Stalwart Poro")
    while s.decision_kind() == "respond":
        answer(s, "pass")
    assert s.decision_kind() == "focus" and s.focus == 1


# ---- combat (CR 433-440) ------------------------------------------------------------------



def _assign(s, *units):
    """Assign combat damage by naming the unit that takes the next lethal share."""
    for u in units:
        assert s.decision_kind() == "assign", (s.decision_kind(), options(s))
        answer(s, u)


def test_cr_439_might_is_summed_and_lethal_goes_in_full_to_one_unit_first():
    """CR 439.2: each side sums its units' Might and assigns it among the opposing units:
    one unit must be assigned lethal damage in full before the next gets any (3 damage on
    two 2-Might units: 2 and 1, not 1 and 2 nor 1.5 each)."""
    s = rb(dict(base=["Daring Poro"]), dict(field={1: ["Mystic Poro", "Pouty Poro"]}),
           control={1: 1})
    mystic, pouty = one(s, 1, "Mystic Poro"), one(s, 1, "Pouty Poro")
    attack(s, "Daring Poro")                            # 2 + Assault 1 = 3
    _assign(s, "Pouty Poro")                             # then the 1 left: Mystic Poro
    dealt = {e[2]: e[3] for e in s.log if e[0] == "damage"}
    assert dealt[pouty] == 2 and dealt[mystic] == 1
    assert not s.on_board(pouty) and s.on_board(mystic)


def test_cr_731_tank_takes_lethal_first():
    """CR 731: a Tank unit must be assigned lethal damage before its side's other units."""
    s = rb(dict(base=["Daring Poro"]),
           dict(field={1: ["Stalwart Poro", "Lecturing Yordle"]}), control={1: 1})
    attack(s, "Daring Poro")                            # 3 damage: the Tank's 2 first
    assert not ids(s, 1, "Lecturing Yordle") and ids(s, 1, "Stalwart Poro")


def test_cr_723_730_assault_adds_when_attacking_shield_when_defending():
    """CR 723, 730: Assault X gives +X Might while attacking, Shield X +X while defending."""
    s = rb(dict(base=["Daring Poro", "Stalwart Poro"]),
           dict(field={1: ["Stalwart Poro"]}, base=["Daring Poro"]), control={1: 1})
    dp0, sp1 = one(s, 0, "Daring Poro"), one(s, 1, "Stalwart Poro")
    assert s.might(dp0) == 2 and s.might(sp1) == 2
    answer(s, "move Daring Poro")
    answer(s, "to Hallowed Tomb")
    answer(s, "no more units")
    assert s.role[dp0] == ATTACKER and s.role[sp1] == DEFENDER
    assert s.might(dp0) == 3 and s.might(sp1) == 3


def test_cr_439_all_combat_damage_is_dealt_at_once():
    """CR 439.3: all assigned damage is dealt at the same time, so two units that deal each
    other lethal damage both die."""
    s = rb(dict(base=["Mystic Poro"]), dict(field={1: ["Pouty Poro"]}), control={1: 1})
    attack(s, "Mystic Poro")
    assert not ids(s, 0, "Mystic Poro") and not ids(s, 1, "Pouty Poro")
    assert s.ctrl[1] < 0 or s.ctrl[1] == 1


def test_cr_410_2_a_stunned_unit_deals_no_combat_damage_and_attackers_are_recalled(tmp_path):
    """CR 410.2: a stunned unit deals no combat damage. CR 440 (2b): when defenders are left
    after the damage, the attackers are recalled to their base (damage is then cleared)."""
    big = syn(tmp_path, "Big Wall", "unit", might=6)
    s = rb(dict(base=["Mystic Poro"]), dict(field={1: ["Big Wall"]}), control={1: 1},
           synthetic=[big])
    wall = one(s, 1, "Big Wall")
    s.stun[wall] = 1
    attack(s, "Mystic Poro")
    mp = one(s, 0, "Mystic Poro")
    assert s.loc[mp] == BASE and s.dmg[mp] == 0          # unharmed, recalled
    assert s.on_board(wall) and s.dmg[wall] == 0 and s.ctrl[1] == 1


def test_cr_440_the_surviving_attacker_conquers():
    """CR 440: when only the attacker's units remain, the attacker takes control of the
    battlefield: a Conquer, 1 point."""
    s = rb(dict(base=["Wizened Elder"]), dict(field={1: ["Pouty Poro"]}), control={1: 1})
    attack(s, "Wizened Elder")
    assert s.ctrl[1] == 0 and s.points == [1, 0]
    assert s.loc[one(s, 0, "Wizened Elder")] == FIELD


# ---- scoring and victory (CR 441-445, 462) --------------------------------------------------------

def _conquer(s, unit, where):
    answer(s, f"move {unit}")
    answer(s, f"to {where}")
    if s.decision_kind() == "move_also":
        answer(s, "no more units")
    pass_all(s)


def test_cr_443_a_battlefield_is_scored_once_per_turn():
    """CR 443: a player scores each battlefield at most once per turn, by either way -- a
    battlefield conquered, lost and conquered again the same turn gives one point."""
    s = rb(dict(base=["Stalwart Poro", "Mystic Poro"], hand=["Flash"], runes=["chaos"] * 2))
    _conquer(s, "Stalwart Poro", "Hallowed Tomb")
    assert s.points == [1, 0] and s.ctrl[1] == 0
    answer(s, "play Flash")                              # back to base: control is lost
    answer(s, "Stalwart Poro")
    answer(s, "no more targets")
    pass_all(s)
    assert s.ctrl[1] < 0
    _conquer(s, "Mystic Poro", "Hallowed Tomb")
    assert s.ctrl[1] == 0 and s.points == [1, 0]


def test_cr_444_1_b_the_final_point_by_conquer_needs_every_battlefield():
    """CR 444.1.b: at one point from the Victory Score, a Conquer gives the final point
    only if the player scored every battlefield this turn; otherwise they draw a card."""
    s = rb(dict(base=["Stalwart Poro", "Mystic Poro"], points=7))
    _conquer(s, "Stalwart Poro", "Hallowed Tomb")
    assert s.points == [7, 0] and s.ctrl[1] == 0 and len(s.hand[0]) == 1
    _conquer(s, "Mystic Poro", "Bandle Tree")           # now every battlefield: 8, a win
    assert s.is_terminal() and s.outcome.winner == 0 and s.points[0] == 8


def test_cr_444_1_b_1_the_final_point_by_hold_and_victory_at_8():
    """CR 444.1.b.1, 445: Hold gives the final point; reaching the Victory Score (8 in a
    duel) wins at once."""
    s = rb(dict(field={0: ["Stalwart Poro"]}, points=7), control={0: 0}, turn=1)
    answer(s, "end the turn")
    assert s.is_terminal() and s.outcome.winner == 0 and "8 points" in s.outcome.reason


def _2v2(*seats, **kw):
    return stacked(*seats, decks=("lee-sin", "viktor", "garen", "lux"), fmt="2v2", seed=3, **kw)


def test_cr_462_3_a_team_wins_together_at_11_points():
    """CR 462.3, 462.6.a: in 2v2 the team's points count together toward the Victory Score
    of 11 (a player's final point is its team's), and teammates win together."""
    s = _2v2(dict(field={1: ["Stalwart Poro"]}, points=5), None, dict(points=5), None,
             control={1: 0}, turn=3)
    assert s.team_points(0) == 10 and s.win_score == 11
    answer(s, "end the turn")                            # p0 holds: the 11th point
    assert s.is_terminal() and s.outcome.winners == (0, 2)


def test_cr_462_8_b_a_battlefield_the_teammate_held_cannot_be_scored():
    """CR 462.8.b: a battlefield the teammate controlled during the player's Beginning
    Phase cannot be scored by the player that turn -- not even after the teammate's units
    leave it and the player conquers it."""
    s = _2v2(dict(base=["Stalwart Poro"], hand=["Flash"], runes=["chaos"] * 2), None,
             dict(field={0: ["Mystic Poro"]}), None, control={0: 2}, turn=3)
    answer(s, "end the turn")
    pass_all(s)
    assert s.turn == 0 and s.points[0] == 0
    answer(s, "play Flash")                              # "friendly" includes the teammate
    answer(s, "Mystic Poro")
    answer(s, "no more targets")
    answer(s, options(s)[0])                             # which runes pay
    pass_all(s)
    assert s.ctrl[0] < 0
    _conquer(s, "Stalwart Poro", s.T.name[s.bf[0]])
    assert s.ctrl[0] == 0 and s.points[0] == 0


# ---- movement (CR 141, 419-432) ------------------------------------------------------------

def test_cr_141_a_standard_move_exhausts_and_needs_a_ready_unit():
    """CR 141: a Standard Move exhausts the unit as its cost; an exhausted unit cannot
    make one; several units may move together; from a battlefield a unit goes to base."""
    s = rb(dict(base=["Stalwart Poro", "Mystic Poro", ("Pouty Poro", {"ready": False})]))
    assert "move Pouty Poro" not in options(s)
    answer(s, "move Stalwart Poro")
    answer(s, "to Bandle Tree")
    answer(s, "Mystic Poro")
    pass_all(s)
    both = [one(s, 0, "Stalwart Poro"), one(s, 0, "Mystic Poro")]
    assert all(s.loc[u] == FIELD and s.at[u] == 0 and s.exh[u] for u in both)
    assert not any(o.startswith("move ") for o in options(s))    # exhausted now


def test_cr_726_ganking_moves_between_battlefields():
    """CR 726, 141: without Ganking a unit at a battlefield may only move to base; with it,
    also to another battlefield."""
    s = rb(dict(field={0: ["Stalwart Poro", "Vi, Destructive"]}), control={0: 0})
    poro, vi = one(s, 0, "Stalwart Poro"), one(s, 0, "Vi, Destructive")
    assert s.move_dests(poro) == [-1]
    assert s.move_dests(vi) == [-1, 1]


def test_cr_141_no_standard_move_during_a_showdown():
    """CR 141, 316: a Standard Move is a Discretionary Action of the turn player in a
    Neutral Open state -- not in a showdown."""
    s = rb(dict(base=["Stalwart Poro", "Mystic Poro"]))
    answer(s, "move Stalwart Poro")
    answer(s, "to Hallowed Tomb")
    answer(s, "no more units")
    assert s.decision_kind() == "focus"
    assert not any(o.startswith("move ") for o in options(s))


def test_cr_423_2_no_unit_joins_two_other_players_units():
    """CR 423.2, 141.4.a.1: a unit cannot move to a battlefield where units of two other
    players already are."""
    s = stacked(dict(base=["Stalwart Poro"]), dict(field={1: ["Pouty Poro"]}),
                dict(field={1: ["Mystic Poro"]}), decks=("garen", "lux", "annie"),
                fmt="ffa3")
    poro = one(s, 0, "Stalwart Poro")
    assert 1 not in s.move_dests(poro) and 0 in s.move_dests(poro)


def test_cr_428_a_recall_is_not_a_move(tmp_path):
    """CR 428-432: a recall puts the unit in its base without moving it, so what forbids
    moves does not stop it: attackers recalled after combat leave a battlefield that says
    units can't move from it to base."""
    nest = passive(tmp_path, "no_move_to_base", "Angler's Nest", "battlefield")
    big = syn(tmp_path, "Big Wall", "unit", might=6)
    s = rb(dict(base=["Mystic Poro"]), dict(field={1: ["Big Wall"]}), control={1: 1},
           bfs=("Bandle Tree", nest[0]), synthetic=[nest, big])
    s.stun[one(s, 1, "Big Wall")] = 1
    answer(s, "move Mystic Poro")
    answer(s, f"to {nest[0].name}")
    pass_all(s)
    assert s.loc[one(s, 0, "Mystic Poro")] == BASE


# ---- Hidden (CR 408, 727) ---------------------------------------------------------------

def test_cr_727_hide_for_one_power_at_a_battlefield_you_control():
    """CR 727.1.b, 408: on your turn, in an open state, a card with Hidden may be hidden
    facedown for [A] at a battlefield you control that has no facedown card -- not at one
    you do not control, not at one that already has one."""
    s = rb(dict(hand=["Hidden Blade", "Stand United"], runes=["order"] * 2,
                field={0: ["Stalwart Poro"]}), control={0: 0})
    hides = sorted(o for o in options(s) if o.startswith("hide "))
    assert hides == ["hide Hidden Blade at Bandle Tree", "hide Stand United at Bandle Tree"]
    answer(s, "hide Hidden Blade at Bandle Tree")
    blade = s.facedown[0]
    assert s.T.name[blade] == "Hidden Blade" and len(s.runes[0]) == 1    # the [A] recycled
    assert not any(o.startswith("hide ") for o in options(s))             # the slot is taken


def test_cr_727_1_b_a_hidden_card_is_played_from_the_next_turn_ignoring_its_base_cost():
    """CR 727.1.b, 727.6: a hidden card may not be played the turn it was hidden; from the
    next turn it has Reaction and is played ignoring its base cost (here: Hidden Blade, 2
    Energy and 1 Order, for nothing), choosing its targets at that battlefield."""
    s = rb(dict(hand=["Hidden Blade"], runes=["order"], field={0: ["Stalwart Poro"]}),
           dict(field={0: ["Lecturing Yordle"], 1: ["Mystic Poro"]}), control={0: 0, 1: 1})
    answer(s, "hide Hidden Blade at Bandle Tree")
    assert "play Hidden Blade" not in options(s)
    answer(s, "end the turn")
    pass_all(s)
    assert s.turn == 1
    answer(s, "end the turn")
    pass_all(s)
    assert s.turn == 0 and s.decision_kind() == "act"
    runes = ready_runes(s, 0)
    answer(s, "play Hidden Blade")
    assert names(s, s.pending[2]) == ["Lecturing Yordle", "Stalwart Poro"]    # here only
    answer(s, "Lecturing Yordle")
    pass_all(s)
    assert not ids(s, 1, "Lecturing Yordle") and ready_runes(s, 0) == runes


def test_cr_727_1_d_1_a_hidden_unit_is_played_to_its_battlefield():
    """CR 727.1.d.1: a unit played from hidden must be played to the battlefield where it
    was hidden (and a Reaction lets it come during another player's turn)."""
    s = rb(dict(hand=["Void Seeker"], runes=["fury"] * 4),
           dict(facedown={1: "Pakaa Cub"}, field={1: ["Pouty Poro"]}), control={1: 1})
    cast(s, "Void Seeker", "Pouty Poro")
    answer(s, "pass")
    answer(s, "play Pakaa Cub")
    cub = one(s, 1, "Pakaa Cub")
    assert s.loc[cub] == FIELD and s.at[cub] == 1


def test_cr_322_5_a_hidden_card_is_trashed_when_its_battlefield_is_lost():
    """CR 322.5, 727.1.b: a facedown card stays only while its player controls the
    battlefield; once control is lost, it is put into the trash."""
    s = rb(dict(facedown={0: "Hidden Blade"}, field={0: ["Stalwart Poro"]}, hand=["Flash"],
                runes=["chaos"] * 2), control={0: 0})
    blade = s.facedown[0]
    cast(s, "Flash", "Stalwart Poro", done=True)
    pass_all(s)
    assert s.ctrl[0] < 0 and s.facedown[0] < 0 and blade in s.trash[0]


# ---- keywords (CR 716-733) ---------------------------------------------------------------

def test_cr_725_deflect_adds_a_power_to_an_opponents_spell_that_chooses_it():
    """CR 725: an opponent's spell that chooses a unit with Deflect costs [A] more (a
    mandatory additional cost); the unit's own player pays nothing more."""
    s = rb(dict(hand=["Incinerate"], runes=["fury"] * 2),
           dict(field={1: ["Pouty Poro"]}), control={1: 1})
    cast(s, "Incinerate", "Pouty Poro")
    pay = [e for e in s.log if e[0] == "pay" and e[2] == 0][-1]
    assert pay[3:5] == (2, [0, 0, 0, 0, 0, 0, 1])
    s = rb(dict(hand=["Incinerate"], runes=["fury"] * 2, field={0: ["Pouty Poro"]}),
           control={0: 0})
    cast(s, "Incinerate", "Pouty Poro")
    pay = [e for e in s.log if e[0] == "pay" and e[2] == 0][-1]
    assert pay[3:5] == (2, [0, 0, 0, 0, 0, 0, 0])


def test_cr_725_a_spell_cannot_choose_a_deflect_unit_it_cannot_pay_for(tmp_path):
    """CR 725, 352.7, 355: with no rune to pay Deflect's [A], a spell whose only possible
    target has Deflect cannot be played."""
    ping = syn(tmp_path, "Free Ping", "spell", '''[[card.ability]]
kind = "spell"
do = [{verb = "deal", amount = 1, target = {at = "battlefield"}}]''')
    s = rb(dict(hand=["Free Ping"]), dict(field={1: ["Pouty Poro"]}), control={1: 1},
           synthetic=[ping])
    assert "play Free Ping" not in options(s)


def test_cr_733_vision_looks_at_the_top_card_and_may_recycle_it():
    """CR 733: when a unit with Vision is played, its player looks at the top card of
    their Main Deck and may recycle it (to the bottom)."""
    s = rb(dict(hand=["Mystic Poro"], runes=["chaos"] * 2))
    top = s.deck[0][-1]
    answer(s, "play Mystic Poro")
    pass_all(s)
    assert s.decision_kind() == "vision"
    answer(s, "recycle it")
    assert s.deck[0][0] == top and s.deck[0][-1] != top


def test_cr_724_deathknell_needs_the_unit_to_reach_the_trash():
    """CR 724: "when I die" triggers when the permanent is killed and put into the trash
    (Soaring Scout: channel 1 rune); a death replaced by a recall (Highlander) does not
    trigger it."""
    s = rb(dict(hand=["Void Seeker"], runes=["fury"] * 4), dict(field={1: ["Soaring Scout"]}),
           control={1: 1})
    n = len(s.runes[1])
    cast(s, "Void Seeker", "Soaring Scout")
    pass_all(s)
    assert len(s.runes[1]) == n + 1
    s = rb(dict(hand=["Void Seeker"], runes=["fury"] * 4),
           dict(hand=["Highlander"], runes=["calm"] * 4, field={1: ["Soaring Scout"]}),
           control={1: 1})
    cast(s, "Void Seeker", "Soaring Scout")
    answer(s, "pass")
    cast(s, "Highlander", "Soaring Scout")
    pass_all(s)
    assert s.loc[one(s, 1, "Soaring Scout")] == BASE and len(s.runes[1]) == 4   # no channel


def test_cr_721_accelerate_enters_ready():
    """CR 721: Accelerate is an optional additional cost of [1] and 1 Power of the unit's
    domain; paid, the unit enters ready (not "becomes ready")."""
    s = rb(dict(hand=["Blazing Scorcher"], runes=["fury"] * 6))
    answer(s, "play Blazing Scorcher")
    answer(s, "yes")
    u = one(s, 0, "Blazing Scorcher")
    assert not s.exh[u] and len(s.runes[0]) == 5 and ready_runes(s, 0) == 0
    assert not any(e[0] == "ready" and e[2] == u for e in s.log)


def test_cr_366_highlanders_save_lasts_this_turn_only():
    """Highlander saves the next friendly unit that would die *this turn* (a replacement,
    CR 366): unused, it is gone once the turn ends."""
    s = rb(dict(hand=["Highlander"], runes=["calm"] * 4, base=["Stalwart Poro"]))
    poro = one(s, 0, "Stalwart Poro")
    cast(s, "Highlander", poro)
    pass_all(s)
    assert any(d[1] == "save" for d in s.delayed)
    answer(s, "end the turn")
    pass_all(s)
    assert not any(d[1] == "save" for d in s.delayed)
    s.kill(poro, None)
    assert poro in s.trash[0]


def test_cr_462_8_c_control_is_not_shared_with_the_teammate():
    """CR 462.8.c: a player may not hide a card at a battlefield their teammate controls,
    nor give Standard Moves to the teammate's units."""
    s = _2v2(dict(hand=["Hidden Blade"], runes=["order"]), None,
             dict(field={0: ["Mystic Poro"]}), None, control={0: 2}, turn=0)
    opts = options(s)
    assert not any(o.startswith("hide ") for o in opts)
    assert "move Mystic Poro" not in opts


def test_cr_462_8_f_the_final_point_excepts_the_allys_battlefields():
    """CR 462.8.f: for the final point by Conquer, a player must have scored every
    battlefield this turn except those its ally held during the Beginning Phase."""
    s = _2v2(dict(base=["Stalwart Poro", "Mystic Poro"], field={1: ["Daring Poro"]},
                  points=4), None, dict(field={0: ["Pouty Poro"]}, points=5), None,
             control={0: 2, 1: 0}, turn=3)
    answer(s, "end the turn")                            # p0 holds battlefield 1 (10 in all)
    pass_all(s)
    assert s.team_points(0) == 10 and not s.is_terminal()
    free = s.T.name[s.bf[2]]
    _conquer(s, "Stalwart Poro", free)                   # 0 is the ally's: not needed
    assert s.is_terminal() and s.outcome.winners == (0, 2)
