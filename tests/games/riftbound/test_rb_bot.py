"""The Riftbound heuristic bot (bot.py): it plays seeded games of every format to the end
choosing only legal options, the same for a seed, chooses only from what its seat sees
(the same action on a state and on re-deals of what that seat cannot see), beats the
random bot, and makes the plain good choices in set positions. Outcomes only, never
timings; the 500-duel measure is bench/riftbound_bots.py."""

from __future__ import annotations

import pytest

import tcgsim
from tcgsim.agents import make_agent
from tcgsim.core.rng import Rng, derive_seed
from tcgsim.games.riftbound.bot import HeuristicAgent
from tcgsim.games.riftbound.chain import MOVE
from tcgsim.games.riftbound.scenario import answer, find, stacked
from tcgsim.games.riftbound.state import BASE, FIELD, HAND, NONE, TRASH
from tcgsim.sim import play_one

FORMATS = {"duel": ["jinx", "viktor"], "ffa3": ["lee-sin", "annie", "lux"],
           "ffa4": ["garen", "master-yi", "jinx", "viktor"],
           "2v2": ["lux", "annie", "garen", "lee-sin"]}


@pytest.fixture(scope="module")
def game():
    return tcgsim.game("riftbound")


def _decks(game, names):
    return [game.deck(n) for n in names]


def test_the_game_offers_the_heuristic_bot(game):
    assert game.agents() == {"heuristic": HeuristicAgent}
    bot = make_agent(game, "heuristic", 5)
    assert isinstance(bot, HeuristicAgent) and bot.name == "heuristic"


@pytest.mark.parametrize("fmt", sorted(FORMATS))
@pytest.mark.parametrize("mix", ["all heuristic", "with random"])
def test_the_heuristic_plays_every_format_to_the_end(game, fmt, mix):
    n = game.seat_count(fmt)
    for k in range(2):
        seed = derive_seed(17, k)
        agents = [make_agent(game, "random" if mix == "with random" and (q + k) % 2 else
                             "heuristic", seed + q) for q in range(n)]
        s = game.new_state(_decks(game, FORMATS[fmt]), seed=seed, format=fmt, log=False)
        steps = 0
        while not s.is_terminal():
            aid = agents[s.current_player()].act(s)
            assert aid in s.legal_ids(), (fmt, seed, steps, s.pending[1], aid)
            s.apply_id(aid)
            steps += 1
        assert s.outcome.winners, (fmt, seed, s.outcome)      # won, not capped
        assert steps < s.MAX_DECISIONS


def test_the_heuristic_is_deterministic_for_a_seed(game):
    for pair in (("jinx", "viktor"), ("lux", "garen"), ("master-yi", "lee-sin")):
        runs = []
        for _ in range(2):
            agents = [make_agent(game, "heuristic", 7), make_agent(game, "heuristic", 8)]
            s, actions = play_one(game, _decks(game, pair), 21, agents)
            runs.append((actions, s.outcome.winners, s.outcome.turns))
        assert runs[0] == runs[1]


@pytest.mark.parametrize("fmt,names", [
    ("duel", ["jinx", "viktor"]), ("duel", ["annie", "lux"]), ("duel", ["garen", "lee-sin"]),
    ("duel", ["master-yi", "jinx"]), ("ffa3", ["viktor", "annie", "master-yi"]),
    ("2v2", ["jinx", "lux", "viktor", "garen"])])
def test_the_heuristic_chooses_the_same_on_redealt_worlds(game, fmt, names):
    """Every decision of a game with more than one option: the bot's choice on the real
    state equals its choice on two re-deals of what its seat cannot see (the opponents'
    hands and facedown cards, the order of every deck and rune deck)."""
    rng = Rng(derive_seed(99, len(names) + sum(map(len, names))))
    n = game.seat_count(fmt)
    for seat in (0, 1):
        seed = derive_seed(31, seat + 2 * sum(map(len, names)))
        agents = [HeuristicAgent(3) if q == seat else make_agent(game, "random", seed + q)
                  for q in range(n)]
        s = game.new_state(_decks(game, names), seed=seed, format=fmt, log=False)
        checked = 0
        while not s.is_terminal():
            me = s.current_player()
            aid = agents[me].act(s)
            if me == seat and len(s.legal_ids()) > 1:
                for _ in range(2):
                    d = s.determinize(me, rng)
                    assert d.legal_ids() == s.legal_ids()
                    got = HeuristicAgent(4).act(d)
                    assert got == aid, (fmt, names, seed, s.decisions, s.pending[1], aid, got)
                checked += 1
            s.apply_id(aid)
        assert checked >= 20


def test_a_redealt_world_really_differs_in_hidden_cards(game):
    """The check above is not vacuous: a re-deal changes the opponent's hand and the
    order of the bot's own deck."""
    s = game.new_state(_decks(game, ("jinx", "viktor")), seed=4, log=False)
    bots = [HeuristicAgent(1), HeuristicAgent(2)]
    while s.turn_no < 4 and not s.is_terminal():
        s.apply_id(bots[s.current_player()].act(s))
    me = s.current_player()
    o = 1 - me
    rng = Rng(5)
    worlds = [s.determinize(me, rng) for _ in range(5)]
    assert any(sorted(w.hand[o]) != sorted(s.hand[o]) for w in worlds)
    assert any(w.deck[me] != s.deck[me] for w in worlds)
    assert all(sorted(w.hand[me]) == sorted(s.hand[me]) for w in worlds)


def test_the_heuristic_beats_random(game):
    """98 seeded duels: every ordered pairing of the seven starter decks, from both seats
    (the bot wins about 97 % of them; the bar here leaves a wide margin)."""
    names = game.deck_names()
    pairs = [(a, b) for a in names for b in names]
    wins = 0
    for i in range(2 * len(pairs)):
        mine, theirs = pairs[i % len(pairs)]
        seat = i % 2
        gseed = derive_seed(2024, i)
        agents = [None, None]
        agents[seat] = make_agent(game, "heuristic", gseed + 1)
        agents[1 - seat] = make_agent(game, "random", gseed + 2)
        decks = [None, None]
        decks[seat], decks[1 - seat] = game.deck(mine), game.deck(theirs)
        s, _ = play_one(game, decks, gseed, agents)
        wins += seat in s.outcome.winners
    assert wins >= 85, f"the heuristic won {wins} of {2 * len(pairs)}"


# ---- set positions (scenario.stacked: Jinx against Viktor, seat 0 to act) ----------------
def _choose(s):
    return HeuristicAgent(0).act(s)


def _follow(s, seat=0, until=("act",)):
    """Let the bot answer seat `seat`'s decisions and everyone else pass, until a decision
    of a kind in `until` comes (or the game ends)."""
    for _ in range(200):
        if s.is_terminal() or (s.decision_kind() in until and s.current_player() == seat):
            return
        if s.current_player() == seat:
            s.apply_id(_choose(s))
        else:
            s.apply_id(NONE if NONE in s.legal_ids() else s.legal_ids()[0])


def test_it_attacks_a_battlefield_where_it_wins_the_combat():
    s = stacked(p0=dict(base=["Vanguard Sergeant"]), p1=dict(field={0: ["Soaring Scout"]}),
                control={0: 1})
    sergeant = s.base[0][0]
    assert _choose(s) == MOVE + sergeant
    s.apply_id(MOVE + sergeant)
    assert _choose(s) == 0                                # at the Scout's battlefield


def test_it_does_not_attack_into_a_combat_it_loses():
    s = stacked(p0=dict(base=["Vanguard Sergeant"]), p1=dict(field={0: ["Mega-Mech"]}),
                control={0: 1})
    s.apply_id(MOVE + s.base[0][0])
    assert _choose(s) == 1                                # the empty battlefield instead


def test_it_removes_the_enemy_unit_holding_a_battlefield():
    s = stacked(p0=dict(hand=["Void Seeker"], runes=["fury", "calm", "calm"]),
                p1=dict(field={0: ["Vanguard Sergeant"]}), control={0: 1})
    seeker = find(s, 0, "Void Seeker", (HAND,))
    sergeant = s.units[0][0]
    assert _choose(s) == seeker
    s.apply_id(seeker)
    _follow(s, until=("target",))
    assert s.decision_kind() == "target" and _choose(s) == sergeant


def test_it_ends_the_turn_when_nothing_is_worth_doing():
    s = stacked(p0=dict(base=["Vanguard Sergeant"],
                        field={0: ["Soaring Scout"], 1: ["Soaring Scout"]}),
                control={0: 0, 1: 0})
    assert len(s.legal_ids()) > 1
    assert _choose(s) == NONE


def test_it_pays_keeping_the_runes_its_hand_needs():
    s = stacked(p0=dict(hand=["Traveling Merchant", "Void Seeker"],
                        runes=["calm", "fury", "fury"]))
    answer(s, "play Traveling Merchant")
    _follow(s, until=("pay",))
    assert s.decision_kind() == "pay" and len(s.legal_ids()) == 2
    s.apply_id(_choose(s))
    fury = [r for r in s.runes[0] if s.T.domains[r] == ("fury",)]
    assert len(fury) == 2 and any(not s.exh[r] for r in fury)    # a ready Fury rune left


def test_it_uses_accelerate_only_when_the_unit_can_still_attack():
    for control, want in (({}, 1), ({0: 0, 1: 0}, 0)):
        field = {i: ["Soaring Scout"] for i in control}
        s = stacked(p0=dict(runes=["fury"] * 6, field=field), control=control)
        jinx = s.champ[0][0]
        s.apply_id(jinx)
        _follow(s, until=("accelerate",))
        assert s.decision_kind() == "accelerate" and _choose(s) == want


def test_it_declines_a_discard_for_a_discount_it_does_not_need():
    s = stacked(p0=dict(hand=["Brazen Buccaneer", "Void Seeker", "Falling Comet"],
                        runes=["fury"] * 6))
    answer(s, "play Brazen Buccaneer")
    _follow(s, until=("optional_cost",))
    assert s.decision_kind() == "optional_cost" and _choose(s) == 0
    s = stacked(p0=dict(hand=["Brazen Buccaneer", "Flame Chompers"], runes=["fury"] * 6))
    answer(s, "play Brazen Buccaneer")
    _follow(s, until=("optional_cost",))
    assert _choose(s) == 1                     # Flame Chompers is played from the trash


def test_it_hides_a_hidden_card_when_power_is_spare():
    """Hiding costs [A], a recycled rune: with nine runes out it hides; with two (the rune
    deck still full, the rune gone for many turns) it keeps the card."""
    for runes, hides in ((["calm"] * 8 + ["mind"], True), (["calm"] * 2, False)):
        s = stacked(p0=dict(hand=["Consult the Past"], runes=runes,
                            field={0: ["Soaring Scout"]}), control={0: 0})
        assert any(s.label("act", a).startswith("hide") for a in s.legal_ids())
        label = s.label("act", _choose(s))
        assert label.startswith("hide Consult the Past") == hides, (len(runes), label)


def test_it_assigns_combat_damage_to_kill_the_most_might():
    """5 damage against defenders of 2, 3 and 4 Might: the 2 and the 3 die, not the 4."""
    s = stacked(p0=dict(base=["Blazing Scorcher"]),
                p1=dict(field={0: ["Ravenbloom Student", "Eager Apprentice",
                                   "Vanguard Sergeant"]}), control={0: 1})
    scorcher = s.base[0][0]
    student, apprentice, sergeant = s.units[0]
    s.apply_id(MOVE + scorcher)
    s.apply_id(0)
    _follow(s, until=("assign",))
    assert s.decision_kind() == "assign"
    _follow(s, until=("act",))
    assert s.loc[student] == TRASH and s.loc[apprentice] == TRASH
    assert s.loc[sergeant] in (FIELD, BASE)


def test_it_mulligans_expensive_cards(game):
    seen = 0
    for seed in range(30):
        s = game.new_state(_decks(game, ("lux", "garen")), seed=seed, log=False)
        me = s.current_player()
        hand = s.hand[me]
        aid = HeuristicAgent(0).act(s)
        top = max(s.T.energy[c] or 0 for c in hand)
        if top >= 5:
            assert aid in hand and (s.T.energy[aid] or 0) == top
            seen += 1
        else:
            assert aid == NONE
    assert seen >= 5
