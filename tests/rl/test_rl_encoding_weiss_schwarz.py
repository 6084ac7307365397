"""The Weiß Schwarz RL encoding (tcgsim.rl.encodings.weiss_schwarz, version 1).

- check_encoding (size, range, mask = legal options, re-dealt worlds look the same) on
  seeded random games of every pair of built-in decks and of two custom decks built from
  the sets no built-in deck uses;
- scenarios (scenario.py) read like rulings: the named segments say what the view says,
  and known options map to the action indices the docs give, for either seat;
- the opponent's hidden cards never reach the observation: two worlds that differ only
  in which hidden cards the opponent holds encode the same.
"""

from __future__ import annotations

import collections
import itertools
import re
from pathlib import Path

import numpy as np
import pytest

import tcgsim
from tcgsim.games.weiss_schwarz import rules
from tcgsim.games.weiss_schwarz.cards import deck_from_counts
from tcgsim.games.weiss_schwarz.scenario import card, scenario
from tcgsim.rl.checks import check_encoding
from tcgsim.rl.common import Match, encoding
from tcgsim.rl.encodings import weiss_schwarz as W

ALL_KINDS = {"first", "mulligan", "clock", "main", "move", "slot", "climax", "attack",
             "counter", "yes_no", "choose", "dest", "level_up", "encore", "encore_order",
             "discard", "order", "mode"}
BUILTIN_KINDS = ALL_KINDS - {"mode"}      # no built-in deck has a modal ability


@pytest.fixture(scope="module")
def game():
    return tcgsim.game("weiss-schwarz")


@pytest.fixture(scope="module")
def enc(game):
    return encoding(game)


def rows(enc, obs, name):
    """A table segment of `obs` as (rows, width), and its field offsets."""
    seg = enc.layout[name]
    off = enc.layout.field_offsets(name)
    width = sum(n for _, n, _ in seg.fields)
    return obs[seg.start: seg.start + seg.size].reshape(-1, width), off


def custom_deck(game, prefix: str, name: str):
    """A legal 50-card deck of the set `prefix` (its two most common colours: 8 climaxes,
    42 characters and events of the lowest levels, at most 3 copies each)."""
    cards = sorted((c for c in game.pool.by_code.values() if c.code.startswith(prefix)),
                   key=lambda c: c.code)
    colours = collections.Counter(c.color for c in cards if c.type != "climax")
    two = [c for c, _ in colours.most_common(2)]
    names = collections.Counter()
    entries = []

    def add(c, n):
        n = min(n, 4 - names[c.name])
        if n > 0:
            names[c.name] += n
            entries.append((c.code, n, c.code))
        return max(n, 0)

    left = 8
    for c in cards:
        if c.type == "climax" and c.color in two and left:
            left -= add(c, min(2, left))
    left = 42
    for c in sorted(cards, key=lambda c: (c.level, c.code)):
        if c.type != "climax" and c.color in two and left:
            left -= add(c, min(3, left))
    return deck_from_counts(entries, game.pool, name, "<test>")


# ---- the layout ------------------------------------------------------------------------------

def test_sizes_and_tag(enc):
    assert enc.tag == "weiss-schwarz/v2"
    assert enc.obs_size == 7196
    assert enc.n_actions == 889
    assert [s.name for s in enc.layout.segments] == [
        "phase", "turn", "turn_player", "went_first", "decision", "attack", "players",
        "stage", "hand", "cards"]
    assert enc.layout["cards"].size == 100 * 62 and enc.layout["stage"].size == 10 * 44


def test_every_decision_kind_of_the_rules_has_a_block(enc):
    """rules.py's docstring lists the decision kinds and their ids, and every `decide(...)`
    of the game's modules poses one of them; each has its block."""
    listed = set(re.findall(r"^  (\w+) ", rules.__doc__, re.M))
    assert listed == ALL_KINDS
    posed = set()
    for f in Path(rules.__file__).parent.glob("*.py"):
        posed |= set(re.findall(r"decide\(\w+, \"(\w+)\"", f.read_text(encoding="utf-8")))
    assert posed == ALL_KINDS
    assert set(enc.actions.blocks) == ALL_KINDS
    text = enc.describe()
    for kind in ALL_KINDS:
        assert f"| `{kind}` |" in text


# ---- check_encoding --------------------------------------------------------------------------

def test_check_encoding_every_pair_of_builtin_decks(game):
    """16 deck pairs x 6 seeds = 96 games, a re-deal for every seat at every 7th decision
    (the game has one format, "standard")."""
    kinds, changed, positions = set(), 0, 0
    for k, (a, b) in enumerate(itertools.product(game.deck_names(), repeat=2)):
        seen = check_encoding("weiss-schwarz", None, decks=[a, b],
                              seeds=range(6 * k, 6 * k + 6), every=7)
        kinds |= set(seen["kinds"])
        changed += seen["changed"]
        positions += seen["positions"]
        assert seen["games"] == 6
    assert kinds == BUILTIN_KINDS
    assert changed > 1000 and positions > 20000


def test_check_encoding_custom_decks(game):
    """Decks of the sets no built-in deck uses (AZL/S102, HOL/W91): the same sizes, the
    same checks."""
    azl, hol = custom_deck(game, "AZL/S102", "azl"), custom_deck(game, "HOL/W91", "hol")
    assert not {c.code for c in azl.cards + hol.cards} & {
        c.code for n in game.deck_names() for c in game.deck(n).cards}
    m = Match(game, [azl, hol])
    assert m.encoding.obs_size == 7196 and m.encoding.n_actions == 889
    seen = check_encoding("weiss-schwarz", None, decks=[azl, hol], seeds=range(5), every=9)
    assert seen["changed"] > 0 and {"main", "attack", "climax", "choose"} <= set(seen["kinds"])


# ---- scenarios: the entries say what the view says -------------------------------------------

@pytest.fixture(scope="module")
def main_position(game):
    """Seat 0 in its main phase: 4 cards in hand (two playable), a character on each
    side, level 1 (green), a yellow clock card, 3 stock, a climax in the waiting room;
    the opponent holds 5 unknown cards."""
    d = game.deck("dengeki-ws02")
    s = scenario(game, [d, d], active=0, phase="main",
                 hand=[["Gid/WS02-TE06", "Ghm/WS02-TE03", "Gtd/WS02-TE11", "Goi/WS02-TE21"], 5],
                 stage=[{0: "Gds/WS02-TE16"}, {1: "Gss/WS02-TE01"}],
                 level=[["Gem/WS02-TE19"], []], clock=[["Gid/WS02-TE04"], []],
                 stock=[3, 0], waiting=[["Gid/WS02-TE10", "Goi/WS02-TE13"], []], log=False)
    assert s.decision_kind() == "main" and s.current_player() == 0
    return s


def test_main_phase_players_rows(enc, main_position):
    s = main_position
    v = s.view(0)
    obs = np.zeros(enc.obs_size, np.float32)
    enc.prepare(s)
    enc.encode(v, obs)
    P, f = rows(enc, obs, "players")
    me, opp = P
    assert me[f["level"]] == pytest.approx(1 / 3)
    assert me[f["clock"]] == pytest.approx(1 / 7)
    # level green (Gem), clock yellow (Gid/WS02-TE04): colours yellow, green
    assert list(me[f["colours"]: f["colours"] + 4]) == [1, 1, 0, 0]
    assert list(me[f["level_colours"]: f["level_colours"] + 4]) == pytest.approx([0, 1 / 3, 0, 0])
    assert me[f["stock"]] == pytest.approx(3 / 20)
    assert me[f["hand"]] == pytest.approx(4 / 15) and me[f["hand_known"]] == pytest.approx(4 / 15)
    assert me[f["waiting"]] == pytest.approx(2 / 50)
    assert me[f["waiting_climaxes"]] == pytest.approx(1 / 8)
    assert me[f["deck"]] == pytest.approx(v["me"]["deck"] / 50)
    # the opponent's hand: a count, none of it known
    assert opp[f["hand"]] == pytest.approx(5 / 15) and opp[f["hand_known"]] == 0
    assert me[f["stage"]] == pytest.approx(1 / 5) and opp[f["stage"]] == pytest.approx(1 / 5)
    # climaxes in (or maybe in) the deck: dengeki-ws02 has 8, one is in the hand, one in
    # the waiting room; the seat's 3 stock cards came from the deck unseen (one pool)
    assert me[f["deck_climaxes"]] == pytest.approx(6 / 8)
    # head: main phase, the seat's turn, the seat decides a main decision of 4 options
    assert obs[enc.layout["phase"].start + W.PHASES.index("main")] == 1
    assert obs[enc.layout["turn_player"].start] == 1
    dec = enc.layout["decision"].start
    assert obs[dec + W.KINDS.index("main")] == 1 and obs[dec + len(W.KINDS)] == 1
    assert obs[dec + len(W.KINDS) + 2] == pytest.approx(4 / 32)
    assert obs[dec + len(W.KINDS) + 3] == 1                      # may pass
    assert not obs[enc.layout["attack"].start: enc.layout["attack"].start + 14].any()


def test_main_phase_stage_hand_and_card_rows(game, enc, main_position):
    s = main_position
    v = s.view(0)
    enc.prepare(s)
    obs = enc.observe(v)
    S, sf = rows(enc, obs, "stage")
    mine = v["me"]["stage"][0]
    c = mine["card"]
    printed = s.T.cards[c]
    assert S[0, sf["present"]] == 1 and list(S[0, sf["state"]: sf["state"] + 3]) == [1, 0, 0]
    assert S[0, sf["power_now"]] == pytest.approx(mine["power"] / 20000)
    assert S[0, sf["soul_now"]] == pytest.approx(mine["soul"] / 4)
    assert S[0, sf["colour"] + 1] == 1                            # green
    assert S[0, sf["cost"]] == pytest.approx(printed.cost / 6)
    assert not S[1:5].any()                                       # the seat's other slots
    theirs = v["opponent"]["stage"][1]
    assert S[6, sf["present"]] == 1                               # opponent's center middle
    assert S[6, sf["power_now"]] == pytest.approx(theirs["power"] / 20000)
    assert S[6, sf["colour"]] == 1                                # yellow Gss/WS02-TE01

    # the hand rows follow the view's (sorted) hand; the option bit is "playable now"
    H, hf = rows(enc, obs, "hand")
    hand = v["me"]["hand"]
    assert hand == sorted(s.hand[0]) and H[:4, hf["present"]].all() and not H[4:].any()
    playable = set(s.legal_ids())
    for i, x in enumerate(hand):
        assert H[i, hf["option"]] == (x in playable)
        assert H[i, hf["level"]] == pytest.approx(s.T.cards[x].level / 3)
        t = s.T.cards[x].type
        assert H[i, hf["type"] + ("character", "event", "climax").index(t)] == 1
    assert playable == {card(s, 0, "Gid/WS02-TE06"), card(s, 0, "Ghm/WS02-TE03"), 200, 999}

    # the cards table: row = instance id for seat 0
    C, cf = rows(enc, obs, "cards")
    at = cf["at"]
    for x in hand:
        assert C[x, at + W.ZONES.index("hand")] == 1 and C[x, cf["mine"]] == 1
    assert C[c, at + W.ZONES.index("stage")] == 1 and C[c, cf["slot"]] == 1
    cx = card(s, 0, "Gid/WS02-TE10", "waiting")
    assert C[cx, at + W.ZONES.index("waiting")] == 1 and C[cx, cf["type"] + 2] == 1
    assert C[cx, cf["triggers"] + ("soul", "pool", "comeback", "draw", "shot", "return",
                                   "treasure", "gate", "standby", "choice").index("choice")] == 0.5
    # the opponent's hidden hand: no place, only "may be in the opponent's deck or hand"
    for x in s.hand[1]:
        assert not C[x, at: at + len(W.ZONES)].any() and C[x, cf["mine"]] == 0
        assert C[x, cf["may_be"] + 4] == 1 and C[x, cf["may_be"] + 5] == 1
    # the seat's own deck and stock: one pool (deck or stock)
    for x in s.deck[0] + s.stock[0]:
        assert list(C[x, cf["may_be"]: cf["may_be"] + 8]) == [1, 0, 1, 0, 0, 0, 0, 0]


def test_main_phase_actions_map_to_their_indices(enc, main_position):
    s = main_position
    v = s.view(0)
    enc.prepare(s)
    opts = enc.option_indices("main", s.legal_ids(), v)
    b = enc.actions.blocks["main"].start
    play = card(s, 0, "Gid/WS02-TE06")
    assert opts[b + play] == play                      # seat 0: index = instance id
    assert opts[b + 125] == 200 and opts[b + 126] == 999
    assert len(opts) == 4


def test_the_opponent_seat_numbers_cards_from_its_own(game, enc):
    """Seat 1 sees its own cards as rows 0-49: instance id 50+k is row / action k."""
    d = game.deck("dengeki-ws02")
    s = scenario(game, [d, d], active=1, phase="main", hand=[3, ["Ghm/WS02-TE03"]],
                 stage=[{}, {2: "Gds/WS02-TE16"}], log=False)
    assert s.current_player() == 1 and s.decision_kind() == "main"
    x = card(s, 1, "Ghm/WS02-TE03")
    v = s.view(1)
    enc.prepare(s)
    obs = enc.observe(v)
    C, cf = rows(enc, obs, "cards")
    assert x >= 50
    assert C[x - 50, cf["at"] + W.ZONES.index("hand")] == 1 and C[x - 50, cf["mine"]] == 1
    stage_card = s.stage[1][2]
    assert C[stage_card - 50, cf["slot"] + 2] == 1
    S, sf = rows(enc, obs, "stage")
    assert S[2, sf["present"]] == 1 and not S[5:].any()
    opts = enc.option_indices("main", s.legal_ids(), v)
    assert opts[enc.actions.blocks["main"].start + x - 50] == x
    assert obs[enc.layout["went_first"].start] == 0              # scenario: seat 0 first


def test_frontal_attack_and_counter_step(game, enc):
    """Seat 0 attacks frontally from its center middle (attack id 1*3+1 = index 4); seat 1
    (jj-passione, a Backup in hand) is asked for a counter: both see the attack."""
    s = scenario(game, [game.deck("dengeki-ws02"), game.deck("jj-passione")], active=0,
                 phase="attack", stage=[{1: "Goi/WS02-TE21"}, {1: "JJ/S66-E035"}],
                 hand=[[], ["JJ/S66-E038"]], level=[[], ["JJ/S66-E039", "JJ/S66-E039"]],
                 stock=[0, 2], deck_top=[["Gds/WS02-TE16"], []], log=False)
    enc.prepare(s)
    assert s.decision_kind() == "attack"
    opts = enc.option_indices("attack", s.legal_ids(), s.view(0))
    b = enc.actions.blocks["attack"].start
    assert opts == {b + 4: 4, b + 5: 5, b + 9: 999}   # frontal, side, end the phase
    s.apply_id(4)
    assert s.current_player() == 1 and s.decision_kind() == "counter"
    backup = card(s, 1, "JJ/S66-E038")
    for seat, attacks in ((1, 0), (0, 1)):
        obs = enc.observe(s.view(seat))
        a = obs[enc.layout["attack"].start: enc.layout["attack"].start + 14]
        assert a[0] == 1 and a[1] == attacks
        assert list(a[2:5]) == [0, 1, 0] and list(a[5:8]) == [0, 1, 0]    # middle, frontal
        assert list(a[8:11]) == [0, 1, 0] and a[13] == 1                   # defender there
        S, sf = rows(enc, obs, "stage")
        attacker_row = 1 if seat == 0 else 6
        assert S[attacker_row, sf["state"] + 1] == 1                       # rested
        dec = enc.layout["decision"].start
        assert obs[dec + W.KINDS.index("counter")] == 1
        assert obs[dec + len(W.KINDS)] == (seat == 1)
        assert obs[dec + len(W.KINDS) + 1] == (seat == 0)
    # the defender's own view: the Backup is an option, in its hand row and its card row
    v = s.view(1)
    obs = enc.observe(v)
    H, hf = rows(enc, obs, "hand")
    assert v["me"]["hand"] == [backup] and H[0, hf["option"]] == 1
    assert H[0, hf["counter"]] == 1 and H[0, hf["backup"]] > 0
    C, cf = rows(enc, obs, "cards")
    assert C[backup - 50, cf["option"]] == 1
    opts = enc.option_indices("counter", s.legal_ids(), v)
    cb = enc.actions.blocks["counter"].start
    assert opts == {cb + backup - 50: backup, cb + 100: 999}
    # the attacker's view: the opponent's hand is a count, the Backup is not shown
    obs0 = enc.observe(s.view(0))
    C0, _ = rows(enc, obs0, "cards")
    assert not C0[backup, cf["at"]: cf["at"] + len(W.ZONES)].any()
    assert C0[backup, cf["option"]] == 0


def test_every_card_appears_in_the_view(game):
    """Why the cards table may show every card's printed attributes: every instance id is
    in the view -- a zone, a known list or a pool -- at every decision (the deck lists are
    public in tcgsim's model)."""
    from tcgsim.core.rng import Rng

    s = game.new_state(None, seed=11, log=False)
    rng = Rng(11)
    for n in range(400):
        if s.is_terminal():
            break
        for seat in (0, 1):
            v = s.view(seat)
            seen = set()
            for side in (v["me"], v["opponent"]):
                for key in ("waiting_room", "clock", "level", "memory", "climax", "resolution"):
                    seen |= set(side[key])
                seen |= set(side["hand"] if side["hand"] is not None else side["hand_known"])
                seen |= {c for _, c in side["deck_known"] + side["stock_known"]}
                for x in side["stage"]:
                    if x is not None:
                        seen.add(x["card"])
                        seen |= set(x["markers_known"])
            for cards, _ in v["pools"]:
                seen |= set(cards)
            assert seen == set(range(100)), (n, seat)
        ids = s.legal_ids()
        s.apply_id(ids[rng.below(len(ids))])


# ---- hidden cards never reach the observation ------------------------------------------------

def test_swapped_hidden_cards_give_the_same_observation(game):
    """Mid-game, one of the opponent's hidden hand cards trades places with a hidden card
    of its deck of another name: seat 0's observation and mask stay the same; seat 1's (who
    holds the hand) change, so the swap is real."""
    from tcgsim.core.rng import Rng

    m = Match(game, ["dengeki-ws02", "jj-passione"])
    tried = 0
    for seed in range(20):
        s = m.start(seed)
        rng = Rng(seed)
        for _ in range(60 + 7 * seed):
            if s.is_terminal():
                break
            ids = s.legal_ids()
            s.apply_id(ids[rng.below(len(ids))])
        if s.is_terminal() or s.current_player() != 0:
            continue
        pools = {c: tuple(z) for cards, z in s.knowledge(0)["pools"] for c in cards}
        hand = [x for x in s.hand[1] if "hand:1" in pools.get(x, ())]
        deck = [y for y in s.deck[1] if pools.get(y) is not None]
        pair = next(((x, y) for x in hand for y in deck
                     if pools[x] == pools[y] and s.T.name[x] != s.T.name[y]), None)
        if pair is None:
            continue
        x, y = pair
        b = s.clone()
        b.relabel({x: y, y: x})
        assert y in b.hand[1] and x not in b.hand[1]
        enc_a, enc_b = encoding(game), encoding(game)
        enc_a.prepare(s)
        enc_b.prepare(b)
        va, vb = s.view(0), b.view(0)
        assert np.array_equal(enc_a.observe(va), enc_b.observe(vb))
        ka, kb = s.decision_kind(), b.decision_kind()
        assert ka == kb
        assert enc_a.option_indices(ka, s.legal_ids(), va) == \
            enc_b.option_indices(kb, b.legal_ids(), vb)
        assert not np.array_equal(enc_a.observe(s.view(1)), enc_b.observe(b.view(1)))
        tried += 1
    assert tried >= 5
