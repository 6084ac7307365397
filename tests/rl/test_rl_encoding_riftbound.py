"""The Riftbound RL encoding (tcgsim.rl.encodings.riftbound, v1): check_encoding over every
format (the mask is exactly the legal options; a re-dealt world looks the same), the meaning
of named segments at stacked positions, action indices that map back to their options, and
a view that never carries another seat's hidden cards.

Budget (one core): check_encoding on the default decks -- duel 100 seeds, every 20th
position re-dealt; ffa3 60 seeds, every 40th; ffa4 and 2v2 40 seeds, every 60th -- and on
custom decks drawn from the whole card pool (8 deck sets x 2 seeds, duel and ffa4).
"""

from __future__ import annotations

import os
import random
import sys

import numpy as np
import pytest

import tcgsim
from tcgsim.games.riftbound.cards import parse_deck_text
from tcgsim.games.riftbound.chain import ACT, MOVE
from tcgsim.games.riftbound.scenario import answer, pass_all, stacked
from tcgsim.games.riftbound.state import NONE
from tcgsim.rl.base import EncodingError
from tcgsim.rl.checks import check_encoding
from tcgsim.rl.common import Match, encoding
from tcgsim.rl.encodings.riftbound import (BOARD, CARD, CARD_OFF, CHAIN, HAND, KINDS, PAY,
                                           RiftboundEncoding)

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                "games", "riftbound"))
from rb_helpers import one, rb, syn  # noqa: E402

G = tcgsim.game("riftbound")
FORMATS = ("duel", "ffa3", "ffa4", "2v2")

# the kinds random games of the default decks pose (the others need cards of the seed-004
# examples, not in the shipped pool: the scenario tests below pose several of them)
COMMON = {"accelerate", "act", "assign", "cost_unit", "destination_play", "discard", "focus",
          "from_trash", "kill", "move_also", "move_to", "mulligan", "optional",
          "optional_cost", "pay", "recycle", "respond", "target", "target_ability",
          "token_place", "trigger_order", "vision"}
EXPECTED = {"duel": COMMON,
            "ffa3": COMMON | {"destination", "spend_buff"},
            "ffa4": COMMON | {"destination", "spend_buff", "battlefield", "choose", "mode"},
            "2v2": COMMON | {"destination", "spend_buff", "battlefield", "mode"}}
BUDGET = {"duel": (100, 20), "ffa3": (60, 40), "ffa4": (40, 60), "2v2": (40, 60)}


def seg(enc, name):
    s = enc.layout[name]
    return s.start, s.size


def field(enc, table, row, name):
    """The absolute offset of field `name` of row `row` of table segment `table`."""
    s = enc.layout[table]
    w = sum(n for _, n, _ in s.fields)
    return s.start + row * w + enc.layout.field_offsets(table)[name]


# ---- check_encoding -------------------------------------------------------------------------

@pytest.mark.parametrize("fmt", FORMATS)
def test_check_encoding_default_decks(fmt):
    seeds, every = BUDGET[fmt]
    seen = check_encoding(G, fmt, seeds=range(seeds), every=every)
    assert seen["games"] == seeds
    assert EXPECTED[fmt] <= set(seen["kinds"]) <= set(KINDS)
    assert seen["redeals"] > 0 and seen["changed"] > 0


def _random_deck(r, pool, abilities):
    """A legal deck from the whole pool: a legend, a champion of its tag, 3 battlefields,
    6 + 6 runes of its domains, 39 more Main Deck cards (with abilities where possible)."""
    legends = [c for c in pool if c.type == "legend"]
    while True:
        lg = r.choice(legends)
        champs = [c for c in pool if c.type == "unit" and c.champion
                  and lg.champion_tag in c.tags]
        if champs:
            break
    ch = r.choice(champs)
    mains = [c for c in pool if c.type in ("unit", "spell", "gear") and not c.token
             and set(c.domains) <= set(lg.domains) and c.id in abilities
             and (not c.signature or lg.champion_tag in c.tags)]
    counts, sig, total = {ch.id: 1}, int(ch.signature), 1
    while total < 40:
        c = r.choice(mains)
        if counts.get(c.id, 0) >= 3 or (c.signature and sig >= 3):
            continue
        counts[c.id] = counts.get(c.id, 0) + 1
        sig += c.signature
        total += 1
    counts[ch.id] -= 1
    runes = {c.domains[0]: c for c in pool if c.type == "rune"}
    bfs = r.sample([c for c in pool if c.type == "battlefield"], 3)
    lines = ["# legend", f"1 {lg.id}", "# champion", f"1 {ch.id}", "# battlefields"]
    lines += [f"1 {b.id}" for b in bfs]
    lines += ["# runes", f"6 {runes[lg.domains[0]].id}", f"6 {runes[lg.domains[1]].id}",
              "# main"] + [f"{n} {i}" for i, n in counts.items() if n]
    return parse_deck_text("\n".join(lines), G.pool, "random", "test")


@pytest.mark.parametrize("fmt", ("duel", "ffa4"))
def test_check_encoding_custom_decks_from_the_whole_pool(fmt):
    """Custom decks may hold any card of the pool: the sizes do not change, and every
    option still fits its block."""
    r = random.Random(fmt)
    pool, abilities = list(G.pool), G.abilities
    sizes = set()
    kinds = set()
    for k in range(8):
        decks = [_random_deck(r, pool, abilities) for _ in range(G.seat_count(fmt))]
        seen = check_encoding(G, fmt, decks=decks, seeds=range(2 * k, 2 * k + 2), every=25)
        assert seen["changed"] > 0
        kinds |= set(seen["kinds"])
        sizes.add((Match(G, decks, fmt).encoding.obs_size,
                   Match(G, decks, fmt).encoding.n_actions))
    assert sizes == {(encoding(G, fmt).obs_size, encoding(G, fmt).n_actions)}
    assert {"act", "pay", "target", "respond"} <= kinds


def test_sizes_per_format_and_every_kind_has_a_block():
    got = {f: (encoding(G, f).obs_size, encoding(G, f).n_actions) for f in FORMATS}
    assert got["ffa4"] == got["2v2"]
    assert got["duel"][0] < got["ffa3"][0] < got["ffa4"][0]
    for f in FORMATS:
        enc = encoding(G, f)
        assert isinstance(enc, RiftboundEncoding) and enc.tag == "riftbound/v1"
        assert set(enc.actions.blocks) == set(KINDS) and len(KINDS) == 43
        text = enc.describe()
        for k in KINDS:
            assert f"| `{k}` |" in text
        for s in enc.layout.segments:
            assert f"`{s.name}`" in text
    # the decision kinds the engine can pose: every `_opts_<kind>` option builder
    from tcgsim.games.riftbound.rules import RBState
    from tcgsim.games.riftbound.attach import RBAttachState
    engine = {a[len("_opts_"):] for cls in (RBState, RBAttachState) for a in dir(cls)
              if a.startswith("_opts_")}
    assert engine == set(KINDS)


# ---- meaning at stacked positions -------------------------------------------------------------

def _position():
    """Seat 0 (Jinx deck) in its Action Phase: Stalwart and Mystic Poro in its base (in that
    order), a damaged Daring
    Poro at its battlefield (Bandle Tree, battlefield 0), two cards in hand; seat 1 holds
    Hallowed Tomb with Pouty Poro there and one card in hand."""
    return rb(dict(hand=["Void Seeker", "Gust"], runes=["fury"] * 2 + ["fury!"],
                   base=["Stalwart Poro", "Mystic Poro"],
                   field={0: [("Daring Poro", {"damage": 1})]}),
              dict(hand=["Flash"], field={1: ["Pouty Poro"]}), control={0: 0, 1: 1})


def test_segments_say_what_the_view_says():
    s = _position()
    assert s.decision_kind() == "act" and s.current_player() == 0
    enc = encoding(G, "duel")
    enc.prepare(s)
    v0, v1 = s.view(0), s.view(1)
    o0, o1 = enc.observe(v0), enc.observe(v1)
    T = s.T
    # global: phase, whose turn, the decision
    assert o0[seg(enc, "phase")[0] + 5] == 1.0                   # "action"
    assert o0[seg(enc, "turn")[0]] == 1.0 and o1[seg(enc, "turn")[0] + 1] == 1.0
    d = seg(enc, "decision")[0]
    assert o0[d + KINDS.index("act")] == 1.0 and o0[d + len(KINDS)] == 1.0
    assert o1[d + KINDS.index("act")] == 1.0 and o1[d + len(KINDS)] == 0.0
    # seats: the seat itself first; hand counts (the opponent's only as a count)
    for o, me in ((o0, 0), (o1, 1)):
        for r in range(2):
            q = (me + r) % 2
            assert o[field(enc, "seats", r, "counts")] == pytest.approx(len(s.hand[q]) / 20)
            assert o[field(enc, "seats", r, "points")] == pytest.approx(s.points[q] / 8)
    rr = field(enc, "seats", 0, "runes_ready")
    rx = field(enc, "seats", 0, "runes_exhausted")
    assert o0[rr] == pytest.approx(2 / 12) and o0[rx] == pytest.approx(1 / 12)   # fury
    assert o1[field(enc, "seats", 1, "runes_ready")] == pytest.approx(2 / 12)
    # the hand: seat 0's two cards by instance id, printed attributes
    hand = sorted(s.hand[0])
    for k, c in enumerate(hand):
        assert o0[field(enc, "hand", k, "present")] == 1.0
        assert o0[field(enc, "hand", k, "card") + CARD_OFF["energy"]] == \
            pytest.approx(T.energy[c] / 12)
        typ = ("unit", "spell", "gear").index(T.type[c])
        assert o0[field(enc, "hand", k, "card") + CARD_OFF["type"] + typ] == 1.0
    assert o0[field(enc, "hand", 2, "present")] == 0.0
    assert o1[field(enc, "hand", 1, "present")] == 0.0           # seat 1 holds one card
    # the board: seat 0's base first, then its units at the battlefields
    stalwart, daring = one(s, 0, "Stalwart Poro"), one(s, 0, "Daring Poro")
    pouty = one(s, 1, "Pouty Poro")
    at = enc.layout.field_offsets("board")["at"]
    b0 = field(enc, "board", 0, "card") - enc.layout.field_offsets("board")["card"]
    assert s.base[0][0] == stalwart
    assert o0[b0 + at] == 1.0                                    # rows 0, 1: in the base
    assert o0[field(enc, "board", 1, "at")] == 1.0
    assert o0[field(enc, "board", 2, "at") + 1] == 1.0           # row 2: battlefield row 0
    assert o0[field(enc, "board", 2, "damage")] == pytest.approx(1 / 12)
    assert o0[field(enc, "board", 2, "might")] == pytest.approx(s.might(daring) / 16)
    assert o0[field(enc, "board", 2, "card") + CARD_OFF["might"]] == \
        pytest.approx(T.might[daring] / 12)
    assert o0[field(enc, "board", 3, "present")] == 0.0
    # seat 1's unit: the opponent's first row for seat 0, its own first row for seat 1, at
    # battlefield row 1 for seat 0 (Hallowed Tomb came from seat 1) and row 0 for seat 1
    assert o0[field(enc, "board", BOARD, "present")] == 1.0
    assert o0[field(enc, "board", BOARD, "at") + 2] == 1.0
    assert o1[field(enc, "board", 0, "at") + 1] == 1.0
    assert o1[field(enc, "board", 0, "might")] == pytest.approx(s.might(pouty) / 16)
    # battlefields: controllers, units per seat
    assert o0[field(enc, "battlefields", 0, "controller")] == 1.0        # seat 0 holds it
    assert o0[field(enc, "battlefields", 1, "controller") + 1] == 1.0    # the opponent
    assert o1[field(enc, "battlefields", 0, "controller")] == 1.0
    assert o0[field(enc, "battlefields", 1, "units") + 1] == pytest.approx(1 / 12)
    # the Standard Move options are flagged on their rows
    assert o0[field(enc, "board", 0, "option") + 1] == 1.0
    assert o0[field(enc, "board", BOARD, "option") + 1] == 0.0
    assert stalwart in s.base[0]


def test_main_action_indices_map_back_to_their_options():
    s = _position()
    m = Match(G, None, "duel")
    m.encoding.prepare(s)
    enc = m.encoding
    opts = m.options(s, 0)
    assert sorted(opts.values()) == sorted(s.legal_ids())
    start = enc.actions.blocks["act"].start
    sub = enc._main["act"]
    stalwart, daring = one(s, 0, "Stalwart Poro"), one(s, 0, "Daring Poro")
    hand = sorted(s.hand[0])
    assert opts[start] == NONE                                        # end the turn
    assert opts[start + sub["move"] + 0] == MOVE + stalwart          # board row 0
    mystic = one(s, 0, "Mystic Poro")
    assert opts[start + sub["move"] + 1] == MOVE + mystic            # board row 1
    if MOVE + daring in s.legal_ids():
        assert opts[start + sub["move"] + 2] == MOVE + daring
    for k, c in enumerate(hand):
        if c in s.legal_ids():
            assert opts[start + sub["hand"] + k] == c
    assert m.options(s, 1) == {}                                      # seat 1 does not decide
    mask = m.observation(s, 0)["action_mask"]
    assert mask.sum() == len(s.legal_ids()) and all(mask[i] for i in opts)


def test_a_move_then_its_destination_and_the_units_that_go_along():
    s = _position()
    enc = encoding(G, "duel")
    enc.prepare(s)
    answer(s, "move Stalwart Poro")
    assert s.decision_kind() == "move_to"
    v = s.view(0)
    got = enc.option_indices("move_to", s.legal_ids(), v)
    # Bandle Tree (battlefield 0, seat 0's own) is battlefield row 0; Hallowed Tomb row 1
    for i, aid in got.items():
        local = i - enc.actions.blocks["move_to"].start
        assert local == {0: 0, 1: 1, NONE: 2}[aid]
    answer(s, "to Hallowed Tomb")
    assert s.decision_kind() == "move_also"
    got = enc.option_indices("move_also", s.legal_ids(), s.view(0))
    b = enc.actions.blocks["move_also"]
    assert got[b.start + b.size - 1] == NONE
    assert got[b.start + 1] == one(s, 0, "Mystic Poro")               # its board row


def test_a_payment_way_is_its_rank_and_pay_ways_says_what_it_recycles(tmp_path):
    """Seed 004's Dance of Resistance: [C] of a Calm and Chaos card, paid with a Calm or
    a Chaos rune -- two payment ways; row k of pay_ways is option k."""
    dance = syn(tmp_path, "Dance of Resistance", "spell",
                '[[card.ability]]\nkind = "spell"\ndo = [{verb = "draw", n = 1}]',
                domains=("calm", "chaos"), energy=1, power=(("own", 1),))
    s = rb(dict(hand=["Dance of Resistance"], runes=["calm", "chaos", "fury"]),
           synthetic=[dance])
    answer(s, "play Dance of Resistance")
    assert s.decision_kind() == "pay"
    enc = encoding(G, "duel")
    enc.prepare(s)
    v = s.view(0)
    o = enc.observe(v)
    ids = sorted(s.legal_ids())
    assert len(ids) == 2
    got = enc.option_indices("pay", ids, v)
    start = enc.actions.blocks["pay"].start
    assert got == {start: ids[0], start + 1: ids[1]}
    calm, chaos = 1, 4                                              # DOMAINS order
    rec = [(o[field(enc, "pay_ways", k, "recycles") + calm],
            o[field(enc, "pay_ways", k, "recycles") + chaos]) for k in range(2)]
    assert sorted(rec) == [(0.0, pytest.approx(1 / 12)), (pytest.approx(1 / 12), 0.0)]
    assert o[field(enc, "pay_ways", 2, "present")] == 0.0
    # the way whose row recycles the Calm rune recycles the Calm rune
    k = 0 if rec[0][0] else 1
    s.apply_id(got[start + k])
    assert sorted(s.T.domains[r][0] for r in s.runes[0]) == ["chaos", "fury"]
    assert PAY >= 19          # the most ways two domains ever give (exhaustive count)


def test_pay_amount_is_the_amount(tmp_path):
    """Seed 004's Twin Pistols: "pay any amount of [A]" on resolution; option n is n."""
    guns = syn(tmp_path, "Twin Pistols", "spell",
               '[[card.ability]]\nkind = "spell"\ndo = [{verb = "pay_any", what = "power"},\n'
               '      {verb = "deal_all", amount_of = "paid", side = "enemy", '
               'at = "one_battlefield"}]', energy=1)
    s = rb(dict(hand=["Twin Pistols"], runes=["fury"] * 4, field={1: ["Daring Poro"]}),
           dict(field={1: ["Pouty Poro"]}), control={1: 1}, synthetic=[guns])
    answer(s, "play Twin Pistols")
    pass_all(s)
    assert s.decision_kind() == "pay_amount"
    enc = encoding(G, "duel")
    enc.prepare(s)
    v = s.view(0)
    got = enc.option_indices("pay_amount", s.legal_ids(), v)
    start = enc.actions.blocks["pay_amount"].start
    assert got == {start + n: n for n in range(5)}
    o = enc.observe(v)
    d = seg(enc, "decision")[0] + len(KINDS) + 1 + 2
    assert o[d] == pytest.approx(5 / 64) and o[d + 2] == pytest.approx(4 / 64)


def test_an_opponents_revealed_hand_is_described_as_picks(tmp_path):
    """Seed 004's Keen Investigator: the opponent reveals their hand, the seat pays 2 XP and
    picks one of its cards; `picks` describes the options, index = rank."""
    inv = syn(tmp_path, "Investigator", "unit",
              '[[card.ability]]\nkind = "trigger"\nwhen = "play_me"\n'
              'do = [{verb = "choose_opponent"}, {verb = "reveal_hand"}, '
              '{verb = "pay_xp", n = 2},\n      {verb = "opp_discard", if = "paid"}, '
              '{verb = "opp_draws", n = 1, if = "paid"}]', domains=("mind",))
    s = rb(dict(hand=["Investigator"], xp=3), dict(hand=["Gust", "Flash"]), synthetic=[inv])
    answer(s, "play Investigator")
    pass_all(s)
    enc = encoding(G, "duel")
    enc.prepare(s)
    assert s.decision_kind() == "pay_xp"
    got = enc.option_indices("pay_xp", s.legal_ids(), s.view(0))
    start = enc.actions.blocks["pay_xp"].start
    assert got == {start: 0, start + 1: 1}
    o = enc.observe(s.view(0))
    assert o[field(enc, "seats", 0, "xp")] == pytest.approx(3 / 10)
    answer(s, "yes")
    assert s.decision_kind() == "opp_hand"
    v = s.view(0)
    o = enc.observe(v)
    cards = sorted(s.legal_ids())
    got = enc.option_indices("opp_hand", cards, v)
    start = enc.actions.blocks["opp_hand"].start
    assert got == {start: cards[0], start + 1: cards[1]}
    for k, c in enumerate(cards):
        assert o[field(enc, "picks", k, "present")] == 1.0
        assert o[field(enc, "picks", k, "card") + CARD_OFF["energy"]] == \
            pytest.approx(s.T.energy[c] / 12)
    assert o[field(enc, "picks", 2, "present")] == 0.0
    # the same position seen by the opponent: no picks (not its decision)
    o1 = enc.observe(s.view(1))
    assert o1[field(enc, "picks", 0, "present")] == 0.0


def test_an_opponent_is_its_relative_seat(tmp_path):
    """Seed 004's key "12, banish me: choose an opponent ...; 1 less per point of the
    chosen opponent" in a three-player game: both opponents make it payable; the choice
    is indexed by relative seat (1: the next seat, 2: the one after)."""
    vault = syn(tmp_path, "Vault Key", "gear",
                '[[card.ability]]\nkind = "activated"\ncost = {energy = 12, banish_me = true}\n'
                'cost_less = "opponent_points"\n'
                'do = [{verb = "banish_all", whose = "chosen_opponent"}]')
    s = stacked(dict(base=["Vault Key"], runes=["order"] * 6), dict(points=6),
                dict(points=7), decks=("viktor", "lee-sin", "jinx"), fmt="ffa3", seed=3,
                synthetic=[vault])
    assert s.current_player() == 0
    answer(s, "use Vault Key")
    assert s.decision_kind() == "opponent" and sorted(s.legal_ids()) == [1, 2]
    enc = encoding(G, "ffa3")
    enc.prepare(s)
    got = enc.option_indices("opponent", s.legal_ids(), s.view(0))
    start = enc.actions.blocks["opponent"].start
    assert got == {start + 1: 1, start + 2: 2}


def test_other_mappings_staged_borrowed_abilities_and_caps():
    """Mappings of decisions random games rarely pose, on a real view: a staged
    battlefield by its row; a borrowed ability (ACT + h * 4096 + s * 8 + k, h != s) by the
    borrower's rank and the source's row; an option past a cap raises."""
    s = _position()
    enc = encoding(G, "duel")
    enc.prepare(s)
    v = s.view(1)                                  # seat 1: its battlefield is row 0
    for i in range(2):
        assert enc.local("staged", i, v) == (1 - i)
        assert enc.local("battlefield", i, v) == (1 - i)
    v = dict(s.view(0))
    stalwart, daring = one(s, 0, "Stalwart Poro"), one(s, 0, "Daring Poro")
    legend = s.legend[0][0]
    borrowed = [ACT + stalwart * 4096 + daring * 8, ACT + stalwart * 4096 + legend * 8,
                ACT + daring * 4096 + stalwart * 8]
    v["options"] = borrowed + [NONE]
    sub = enc._main["act"]
    got = [enc.local("act", a, v) for a in borrowed]
    # borrowers by board row: Stalwart (row 0) is rank 0, Daring (row 2) rank 1
    assert got == [sub["borrow"] + (0 * (BOARD + 1) + 2) * 2,
                   sub["borrow"] + (0 * (BOARD + 1) + BOARD) * 2,
                   sub["borrow"] + (1 * (BOARD + 1) + 0) * 2]
    assert enc.local("act", ACT + legend * 4096 + legend * 8 + 1, v) == sub["legend"] + 1
    assert len(set(got)) == 3
    with pytest.raises(EncodingError):
        enc.index("act", ACT + daring * 4096 + daring * 8 + 5, v)     # ability 6: no index
    with pytest.raises(EncodingError):
        enc.index("discard", 10 ** 6, v)                             # not a hand card
    assert HAND >= 13 and CHAIN >= 6                 # above what random games reach


# ---- hidden information -------------------------------------------------------------------

def _play(fmt, seed, decisions):
    s = G.new_state(None, seed=seed, format=fmt, log=False)
    rng = random.Random(seed)
    for _ in range(decisions):
        if s.is_terminal():
            break
        ids = s.legal_ids()
        s.apply_id(ids[rng.randrange(len(ids))])
    return s


@pytest.mark.parametrize("fmt", ("duel", "2v2"))
def test_another_seats_hidden_cards_never_reach_the_observation(fmt):
    """Two hidden cards of different names swapped between an opponent's hand and its deck
    (the seat cannot tell them apart): the seat's observation and mask stay the same; the
    opponent's own observation (its hand rows) changes."""
    n = G.seat_count(fmt)
    done = 0
    for seed in range(30):
        s = _play(fmt, seed, 60)
        if s.is_terminal():
            continue
        me = 0
        opp = 1
        pools = [set(cards) for cards, _ in s.knowledge(me)["pools"]]
        names = s.T.name
        pair = next(((x, y) for x in s.hand[opp] for y in s.deck[opp]
                     if names[x] != names[y] and any(x in p and y in p for p in pools)), None)
        if pair is None:
            continue
        x, y = pair
        b = s.clone()
        b.relabel({x: y, y: x})
        m = Match(G, None, fmt)
        m.encoding.prepare(s)
        oa, ma = (a.copy() for a in m.obs_and_mask(s, me))
        ob, mb = m.obs_and_mask(b, me)
        assert np.array_equal(oa, ob) and np.array_equal(ma, mb)
        assert not np.array_equal(m.encoding.observe(s.view(opp)),
                                  m.encoding.observe(b.view(opp)))
        for q in range(2, n):                      # any third seat cannot tell either
            assert np.array_equal(m.encoding.observe(s.view(q)),
                                  m.encoding.observe(b.view(q)))
        done += 1
        if done >= 5:
            break
    assert done >= 3


def test_a_facedown_card_is_only_a_count_for_the_others():
    """A hidden card at a battlefield (seeded random duels): its owner sees its printed
    attributes; the other seat sees that one of its opponent's cards lies there, nothing
    more -- swapping it with a card of its owner's hand changes nothing the other sees."""
    found = 0
    for seed in range(12):
        s = G.new_state(None, seed=seed, format="duel", log=False)
        rng = random.Random(seed)
        while not s.is_terminal() and not any(f >= 0 for f in s.facedown):
            ids = s.legal_ids()
            s.apply_id(ids[rng.randrange(len(ids))])
        if s.is_terminal():
            continue
        i = next(k for k, f in enumerate(s.facedown) if f >= 0)
        f = s.facedown[i]
        p = s.T.owner[f]
        q = 1 - p
        enc = encoding(G, "duel")
        enc.prepare(s)
        vp, vq = s.view(p), s.view(q)
        op, oq = enc.observe(vp), enc.observe(vq)
        fd = enc.layout.field_offsets("battlefields")["facedown"]
        rp, rq = enc._maps(vp).bf_row[i], enc._maps(vq).bf_row[i]
        bp = field(enc, "battlefields", rp, "facedown")
        bq = field(enc, "battlefields", rq, "facedown")
        assert op[bp] == 1.0 and op[bp + 1] == 1.0 and op[bp + 2] == 1.0      # own, seat 0
        assert oq[bq] == 1.0 and oq[bq + 1] == 0.0 and oq[bq + 2 + 1] == 1.0  # relative 1
        mp = field(enc, "battlefields", rp, "my_facedown")
        mq = field(enc, "battlefields", rq, "my_facedown")
        assert np.array_equal(op[mp:mp + CARD], enc._static[f])
        assert not oq[mq:mq + CARD].any()
        assert fd == enc.layout.field_offsets("battlefields")["facedown"]
        other = next((c for c in s.hand[p] if s.T.name[c] != s.T.name[f]), None)
        if other is not None:
            b = s.clone()
            b.relabel({f: other, other: f})
            assert np.array_equal(enc.observe(b.view(q)), oq)
            assert not np.array_equal(enc.observe(b.view(p)), op)
        found += 1
    assert found >= 5
