"""The WIXOSS RL encoding (tcgsim.rl.encodings.wixoss, v1) in both formats: on seeded random
games of the five starter decks and of custom decks (a deck of synthetic cards that poses
every rare decision, random decks of the whole pool) the mask is exactly the legal options
and a seat's observation never changes when what it cannot see is re-dealt; at set-up
positions the named segments say what the view says, each rare decision's options land in
their documented block, and the opponent's hidden cards never show.

Time: about 30 s of one core (the starter-deck check is most of it: 5 pairings x 16 seeds
per format, re-dealt at every 12th decision)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import numpy as np
import pytest

import tcgsim
from tcgsim.core.rng import Rng
from tcgsim.games.wixoss.scenario import answer, card, stacked, synth_card, variant_deck
from tcgsim.rl.base import EncodingError
from tcgsim.rl.checks import _check_obs, _check_redeal, check_encoding
from tcgsim.rl.common import Match
from tcgsim.rl.encodings.wixoss import KINDS, WixossEncoding

G = tcgsim.game("wixoss")
FORMATS = ("standard", "current")
PAIRS = [("wd01", "wd02"), ("wd03", "wd04"), ("wd05", "wd01"), ("wd02", "wd03"),
         ("wd04", "wd05")]
TAMA2, TAMA1, TAMA0 = "WD01-003", "WD01-004", "WD01-005"
CALIBURN, FLAMBER, KUKRI, SERVANT_D, ROMAIL = "WD01-010", "WD01-012", "WD01-013", "WD01-016", \
    "WD01-009"

# ---- a custom deck whose cards pose every rare decision ---------------------------------------
MULTI = synth_card(
    code="TST-RL1", name="Test Many Ways", type="spell", color="white",
    ability={"kind": "use", "effect": [{"verb": "choose", "options": [
        [{"verb": "charm", "source": "trash", "target": {"side": "you"}}],
        [{"verb": "to_field", "source": "trash", "filter": {"type": "signi"}}],
        [{"verb": "ener_trash", "side": "opponent", "count": 1}],
        [{"verb": "reveal_take", "count": 3, "take": 1, "up_to": True,
          "filter": {"type": "signi"}, "rest": "trash"}]]}]})
HELPER = synth_card(
    code="TST-RL2", name="Test Helper", type="signi", color="white", level=1, power=3000,
    classes=["Arm"], ability=[
        {"kind": "action", "cost": {"down_signi": {"count": 1}},
         "effect": [{"verb": "declare_discard"}]},
        {"kind": "action", "cost": {"discard": {"count": 1, "filter": {"type": "signi"}}},
         "effect": [{"verb": "look_discard", "filter": {"type": "signi"}}]},
        {"kind": "action", "cost": {"exceed": 1},
         "effect": [{"verb": "discard_random", "count": 1}]},
        {"kind": "action", "cost": {"lrig_deck_trash": {"filter": {"type": "arts"}}},
         "effect": [{"verb": "draw", "count": 1}]}])
RESONA = synth_card(code="TST-RL3", name="Test Resona", type="resona", color="white", level=2,
                    power=9000, classes=["Test"],
                    resona={"timing": ["main"], "trash": {"filter": {"type": "signi"},
                                                          "count": 1}})
METEOR = synth_card(code="TST-RL4", name="Tamayorihime, Meteor Miko", type="lrig",
                    color="white", level=2, limit=4, lrig_type="Tama", cost={"white": 1})


def kitchen(fmt):
    """WD01 with a spell of four choices (charm from the trash, to the field, the
    opponent's ener to the trash, reveal and take), a SIGNI with four action abilities
    (costs: down a SIGNI, a filtered discard, Exceed, an ARTS of the LRIG deck; effects:
    declare, look and discard, discard blind, draw), a Resona, a second level-2 LRIG
    (standard grows sideways and down: overflow) and a second level-0 LRIG (lrig0)."""
    return variant_deck("rl-kitchen", "wd01", replace={"WD01-015": MULTI, "WD01-014": HELPER},
                        lrig_add=[RESONA, METEOR, "WD10-005"], lrig_remove=["WD01-008"],
                        fmt=fmt)


BLUE = variant_deck("wd03-anti-spell", base="wd03", lrig_add=["WX01-018"])   # a Spell Cut-In


def ci(s, c: int, seat: int) -> int:
    """Card c's card index (its `cards` row) for `seat`."""
    T = s.T
    p = T.owner[c]
    return c - T.start[p] + (0 if p == seat else 50)


def match_on(s, decks, fmt=None) -> Match:
    m = Match(G, decks, fmt or s.format)
    m.encoding.prepare(s)
    return m


def segment(enc, obs, name):
    sg = enc.layout[name]
    part = obs[sg.start:sg.start + sg.size]
    if sg.fields:
        part = part.reshape(-1, sum(n for _, n, _ in sg.fields))
    return part, enc.layout.field_offsets(name) if sg.fields else None


def walk(m, s, seed=0, every=4, limit=150) -> set:
    """check_encoding's checks from state s on: obs in range, mask = options, re-deals
    unchanged for both seats every `every` decisions; random play. Returns the kinds seen."""
    rng = Rng(seed)
    seen = {"redeals": 0, "changed": 0}
    kinds = set()
    n = 0
    while not s.is_terminal() and n < limit:
        seat, kind, ids = s.current_player(), s.decision_kind(), s.legal_ids()
        obs, mask = m.obs_and_mask(s, seat)
        _check_obs(m.encoding, obs, seed, n)
        opts = m.options(s, seat)
        assert sorted(opts.values()) == sorted(ids) and int(mask.sum()) == len(ids)
        kinds.add(kind)
        if n % every == 0:
            for v in (0, 1):
                _check_redeal(m, s, v, rng, seed, n, seen)
        s.apply_id(ids[rng.below(len(ids))])
        n += 1
    return kinds


# ---- (1) the checks on seeded random games -----------------------------------------------------
@pytest.mark.parametrize("fmt", FORMATS)
def test_check_encoding_on_the_starter_decks(fmt):
    kinds, changed, games = set(), 0, 0
    for k, (a, b) in enumerate(PAIRS):
        rep = check_encoding(G, fmt, decks=[G.deck(a), G.deck(b)],
                             seeds=range(16 * k, 16 * k + 16), every=12)
        kinds |= set(rep["kinds"])
        changed += rep["changed"]
        games += rep["games"]
    assert games == 80 and changed > 0
    assert kinds >= {"mulligan", "ener", "grow", "main", "zone", "pay", "arts", "attack",
                     "lrig_attack", "guard", "use", "burst", "target", "search", "order",
                     "discard", "blind", "look", "declare", "pick"}


@pytest.mark.parametrize("fmt", FORMATS)
def test_check_encoding_on_a_custom_deck_that_poses_the_rare_decisions(fmt):
    rep = check_encoding(G, fmt, decks=[kitchen(fmt), BLUE], seeds=range(10), every=10)
    rep2 = check_encoding(G, fmt, decks=[BLUE, kitchen(fmt)], seeds=range(10, 20), every=10)
    kinds = set(rep["kinds"]) | set(rep2["kinds"])
    assert rep["changed"] > 0 and rep2["changed"] > 0
    rare = {"lrig0", "cutin", "charm", "to_field", "ener_trash", "reveal", "mode", "declare",
            "look", "blind", "discard_cost", "cost_signi", "exceed", "cost_lrig_deck",
            "resona_cost"}
    assert kinds >= rare
    if fmt == "standard":                       # growing sideways / down: over the level
        assert "overflow" in kinds
    # with the starter decks' kinds, every decision kind of the game was met
    assert kinds | {"order", "pick", "overflow"} == set(KINDS)


def test_check_encoding_on_random_decks_of_the_whole_pool():
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "wixoss"))
    try:
        from test_wx_pool import _pool, random_deck
    finally:
        sys.path.pop(0)
    _, cards = _pool()
    changed = 0
    for fmt in FORMATS:
        for seed in range(6):
            r = random.Random(seed)
            decks = [random_deck(r, cards), random_deck(r, cards)]
            changed += check_encoding(G, fmt, decks=decks, seeds=[seed], every=8)["changed"]
    assert changed > 0


# ---- (2) meaning: the segments say what the view says ------------------------------------------
def _main_position(before_run=None):
    return stacked(lrig=TAMA2, lrig_under=[TAMA0, TAMA1], field=[FLAMBER, None, KUKRI],
                   hand=[CALIBURN, SERVANT_D], ener=["WD01-011", "WD01-011"],
                   trash=[ROMAIL], attacked=[2], before_run=before_run,
                   opponent=dict(lrig="WD02-003", field=["WD02-012", None, None],
                                 hand=["WD02-012", "WD02-013"], ener=["WD02-013"]))


def test_a_main_phase_position_reads_as_its_view():
    s = _main_position(lambda st: st.tmods.append((st.signi[0][0], "power", 2000)))
    m = match_on(s, [G.deck("wd01"), G.deck("wd02")])
    enc = m.encoding
    v = s.view(0)
    obs = enc.observe(v)
    # the sides: the seat, then the opponent
    sides, so = segment(enc, obs, "sides")
    me, op = sides
    assert me[so["lrig_level"]] == pytest.approx(2 / 5)
    assert me[so["lrig_limit"]] == pytest.approx(5 / 12)
    assert me[so["lrig_color"] + 0] == 1                       # white
    assert me[so["lrig_under"]] == pytest.approx(2 / 6)
    assert me[so["limit_free"]] == pytest.approx((5 - 2 - 1) / 12)
    assert me[so["hand"]] == pytest.approx(len(v["you"]["hand"]) / 15)
    assert me[so["life"]] == 1 and me[so["trash"]] == pytest.approx(1 / 40)
    assert me[so["ener_colors"] + 0] == pytest.approx(2 / 15)   # two white ener
    assert me[so["deck"]] == pytest.approx(v["you"]["deck"]["count"] / 40)
    assert op[so["hand"]] == pytest.approx(2 / 15)              # a count, nothing more
    assert op[so["ener_colors"] + 1] == pytest.approx(1 / 15)   # one red ener
    assert op[so["lrig_level"]] == pytest.approx(2 / 5)
    # the SIGNI zones in lane order
    signi, go = segment(enc, obs, "signi")
    flamber = v["you"]["signi"][0]
    assert flamber["power"] == 9000
    assert list(signi[:, go["occupied"]]) == [1, 0, 1, 0, 0, 1]  # their zone 0 faces our 2
    assert signi[0, go["power_now"]] == pytest.approx(9000 / 20000)
    assert signi[0, go["power_change"]] == pytest.approx(2000 / 10000)
    assert signi[0, go["level"]] == pytest.approx(2 / 5)
    assert signi[2, go["state"] + 2] == 1                       # Kukri attacked this turn
    assert signi[5, go["power_now"]] == pytest.approx(
        v["opponent"]["signi"][0]["power"] / 20000)
    # the cards: the seat's hand as rows, the opponent's hand not at all
    cards, co = segment(enc, obs, "cards")
    cal = card(s, CALIBURN, 0, "hand")
    row = cards[ci(s, cal, 0)]
    assert row[co["shown"]] == 1 and row[co["place"] + 0] == 1             # in the hand
    assert row[co["level"]] == pytest.approx(3 / 5)
    assert row[co["power"]] == pytest.approx(10000 / 20000)
    assert row[co["type"] + 2] == 1 and row[co["color"] + 0] == 1           # white SIGNI
    assert row[co["option"]] == 0                          # level 3 > the LRIG's level 2
    sd = card(s, SERVANT_D, 0, "hand")
    assert cards[ci(s, sd, 0), co["option"]] == 1 and cards[ci(s, sd, 0), co["flags"] + 2] == 1
    for c in s.hand[1]:
        assert not cards[ci(s, c, 0)].any()
    assert cards[ci(s, s.lrig[0][-1], 0), co["place"] + 2] == 1             # LRIG zone
    assert cards[ci(s, s.lrig[0][0], 0), co["place"] + 3] == 1              # under it
    assert cards[ci(s, card(s, ROMAIL, 0, "trash"), 0), co["place"] + 5] == 1
    for c in s.lrig_deck[0]:                                 # the LRIG deck, known to us
        assert cards[ci(s, c, 0), co["place"] + 6] == 1
    assert sum(cards[50:, co["place"] + 6]) == 0             # the opponent's: only a count
    # the pending decision
    dec = obs[enc.layout["decision"].start:][:len(KINDS) + 3]
    assert dec[KINDS.index("main")] == 1 and dec[len(KINDS)] == 1 and dec[len(KINDS) + 2] == 1
    # its options: card indices and SIGNI zones; and back
    b = enc.actions.blocks["main"]
    opts = m.options(s, 0)
    assert opts[b.start + ci(s, sd, 0)] == 1000 + sd                   # summon Servant D
    assert opts[b.start + 122 + 2] == 5000 + s.signi[0][2]             # trash zone 2's SIGNI
    assert opts[b.start + 135] == 999                                  # end the main phase
    # the opponent, who does not decide, gets no mask and a view without our hand
    obs1, mask1 = m.obs_and_mask(s, 1)
    assert mask1.sum() == 0
    d1 = obs1[enc.layout["decision"].start:][:len(KINDS) + 3]
    assert d1[KINDS.index("main")] == 1 and d1[len(KINDS)] == 0


def test_attack_and_target_options_follow_the_lanes():
    s = stacked(phase="attack", lrig=TAMA2, field=[FLAMBER, None, KUKRI],
                opponent=dict(lrig="WD02-003", field=["WD02-012", None, "WD02-013"]))
    m = match_on(s, [G.deck("wd01"), G.deck("wd02")])
    assert s.decision_kind() == "attack"
    b = m.encoding.actions.blocks["attack"]
    opts = m.options(s, 0)
    assert opts == {b.start + 0: s.signi[0][0], b.start + 2: s.signi[0][2], b.start + 3: 999}
    obs = m.encoding.observe(s.view(0))
    signi, go = segment(m.encoding, obs, "signi")
    assert list(signi[:, go["option"]]) == [1, 0, 1, 0, 0, 0]
    # a banish: the opponent's zone 0 is row 5, its zone 2 row 3
    s2 = stacked(lrig="WD02-003", ener=["WD02-011"] * 3, hand=["WD02-015"], decks=["wd02", "wd01"],
                 opponent=dict(lrig=TAMA2, field=[KUKRI, None, "WD01-017"]))
    m2 = match_on(s2, [G.deck("wd02"), G.deck("wd01")])
    answer(s2, "Roaring Fire Pillar")
    while s2.decision_kind() == "pay":
        answer(s2, s2.legal_ids()[0])
    assert s2.decision_kind() == "target"
    t = m2.encoding.actions.blocks["target"]
    assert m2.options(s2, 0) == {t.start + 5: s2.signi[1][0], t.start + 3: s2.signi[1][2]}


# ---- (2b) the rare decisions land in their blocks -----------------------------------------------
def _kitchen_main(fmt="standard", **kw):
    args = dict(lrig=TAMA2, lrig_under=[TAMA0, TAMA1], field=["TST-RL2", KUKRI, None],
                hand=[FLAMBER, SERVANT_D], ener=[FLAMBER] * 3, trash=[CALIBURN, ROMAIL],
                opponent=dict(lrig="WD03-003", hand=["WD03-012", "WD03-013"],
                              ener=["WD03-012"]))
    args.update(kw)
    decks = [kitchen(fmt), BLUE]
    s = stacked(decks=decks, format=fmt, **args)
    return s, match_on(s, decks, fmt)


def _play(s, m, kind, aid):
    """Answer option `aid`, checking its index is in the block of `kind` first."""
    assert s.decision_kind() == kind
    i = next(i for i, a in m.options(s, s.current_player()).items() if a == aid)
    b = m.encoding.actions.blocks[kind]
    assert b.start <= i < b.start + b.size
    s.apply_id(aid)
    return i - b.start


def test_lrig0_offers_the_level_0_lrigs_by_lrig_deck_index():
    decks = [kitchen("current"), BLUE]
    s = G.new_state(decks, seed=1, format="current", log=False)
    m = match_on(s, decks)
    assert s.decision_kind() == "lrig0" and s.current_player() == 0
    b = m.encoding.actions.blocks["lrig0"]
    opts = m.options(s, 0)
    assert sorted(opts) == sorted(b.start + ci(s, c, 0) - 40 for c in s.legal_ids())
    cards, co = segment(m.encoding, m.encoding.observe(s.view(0)), "cards")
    for c in s.legal_ids():
        assert cards[ci(s, c, 0), co["option"]] == 1 and cards[ci(s, c, 0), co["place"] + 6] == 1
    assert walk(m, s, seed=1) >= {"lrig0", "mulligan", "main"}


@pytest.mark.parametrize("fmt", FORMATS)
def test_overflow_names_the_seats_signi_zone(fmt):
    s = stacked(lrig=TAMA2, field=[FLAMBER, FLAMBER, SERVANT_D], overflow=True, format=fmt)
    m = match_on(s, [G.deck("wd01"), G.deck("wd02")])
    assert s.decision_kind() == "overflow"
    b = m.encoding.actions.blocks["overflow"]
    assert m.options(s, 0) == {b.start + z: s.signi[0][z] for z in range(3)}
    assert "overflow" in walk(m, s)


def test_resona_and_its_cost():
    s, m = _kitchen_main()
    res = card(s, "TST-RL3", 0, "lrig_deck")
    assert _play(s, m, "main", 6000 + res) == 125 + ci(s, res, 0) - 40
    assert s.decision_kind() == "resona_cost"
    assert _play(s, m, "resona_cost", s.signi[0][1]) == 1            # Kukri, zone 1
    cards, co = segment(m.encoding, m.encoding.observe(s.view(0)), "cards")
    assert cards[ci(s, res, 0), co["class_other"]] == 1              # class "Test"
    walk(m, s)


def test_action_abilities_and_their_costs():
    s, m = _kitchen_main(opponent=dict(lrig="WD03-003", ener=["WD03-012"],
                                       hand=["WD03-012", "WD03-013", "WD03-018"]))
    h = s.signi[0][0]
    # down a SIGNI (cost_signi, by zone), then declare a level
    assert _play(s, m, "main", 4000 + 8 * h + 0) == 90 + 8 * 0 + 0
    assert _play(s, m, "cost_signi", s.signi[0][1]) == 1
    assert _play(s, m, "declare", 4) == 4
    # a filtered discard (discard_cost, by card index), then look at their hand
    fl = card(s, FLAMBER, 0, "hand")
    assert _play(s, m, "main", 4000 + 8 * h + 1) == 90 + 8 * 0 + 1
    assert _play(s, m, "discard_cost", fl) == ci(s, fl, 0)
    assert s.decision_kind() == "look"
    c = s.legal_ids()[0]
    cards, co = segment(m.encoding, m.encoding.observe(s.view(0)), "cards")
    assert cards[ci(s, c, 0), co["place"] + 0] == 1        # their hand card, now known
    assert cards[ci(s, c, 0), co["option"]] == 1
    assert _play(s, m, "look", c) == ci(s, c, 0) - 50
    # Exceed 1 (a card under the LRIG, by LRIG-deck index), then discard blind by position
    assert _play(s, m, "main", 4000 + 8 * h + 2) == 90 + 8 * 0 + 2
    under = s.legal_ids()[0]
    assert _play(s, m, "exceed", under) == ci(s, under, 0) - 40
    assert sorted(s.legal_ids()) == [0, 1]
    assert _play(s, m, "blind", 1) == 1
    # an ARTS of the LRIG deck to the LRIG trash (cost_lrig_deck)
    assert _play(s, m, "main", 4000 + 8 * h + 3) == 90 + 8 * 0 + 3
    a = s.legal_ids()[-1]
    assert _play(s, m, "cost_lrig_deck", a) == ci(s, a, 0) - 40
    assert a in s.lrig_trash[0]
    walk(m, s)


@pytest.mark.parametrize("mode, kind", [(0, "charm"), (1, "to_field"), (2, "ener_trash"),
                                        (3, "reveal")])
def test_a_choice_and_what_each_option_asks(mode, kind):
    s, m = _kitchen_main(hand=["TST-RL1"], ener=[FLAMBER] * 3,
                         trash=[CALIBURN, ROMAIL, FLAMBER, SERVANT_D],
                         opponent=dict(lrig="WD03-003", hand=["WD03-012"],
                                       ener=["WD03-012", "WD03-013"]))
    spell = card(s, "TST-RL1", 0, "hand")
    assert _play(s, m, "main", 2000 + spell) == 40 + ci(s, spell, 0)     # no cost to pay
    assert s.current_player() == 1                         # their Anti-Spell may answer
    assert _play(s, m, "cutin", 999) == 10
    assert _play(s, m, "mode", mode) == mode
    if kind == "charm":                                    # the SIGNI it goes under first
        assert _play(s, m, "target", s.signi[0][1]) == 1
    assert s.decision_kind() == kind
    c = next(a for a in s.legal_ids() if a != 999)
    i = _play(s, m, kind, c)
    assert i == (ci(s, c, 0) if ci(s, c, 0) < 50 else ci(s, c, 0) - 10)
    walk(m, s)


def test_spell_cut_in_is_the_opponents_arts_by_lrig_deck_index():
    s = stacked(decks=["wd02", BLUE], lrig="WD02-003", hand=["WD02-015"], ener=["WD02-013"],
                opponent=dict(lrig="WD03-003", field=["WD03-013", None, None],
                              ener=["WD03-013", "WD03-012"]))
    m = match_on(s, [G.deck("wd02"), BLUE], "standard")
    answer(s, "Roaring Fire Pillar")
    assert s.current_player() == 1 and s.decision_kind() == "cutin"
    anti = card(s, "WX01-018", 1, "lrig_deck")
    b = m.encoding.actions.blocks["cutin"]
    assert m.options(s, 1) == {b.start + ci(s, anti, 1) - 40: 3000 + anti, b.start + 10: 999}
    walk(m, s)


def test_an_option_outside_the_action_space_is_an_error_not_a_wrong_index():
    s = _main_position()
    enc = WixossEncoding(G, "standard")
    enc.prepare(s)
    with pytest.raises(EncodingError):
        enc.index("main", 7777, s.view(0))
    with pytest.raises(EncodingError):
        enc.index("no-such-kind", 1, s.view(0))
    with pytest.raises(EncodingError):              # "pay" has no NONE: not its last card
        enc.index("pay", 999, s.view(0))
    assert enc.index("guard", 999, s.view(0)) == enc.actions.blocks["guard"].start + 40


# ---- (3) the opponent's hidden cards never show -------------------------------------------------
def test_swapping_hidden_cards_changes_nothing_the_seat_sees():
    s = _main_position()
    m = match_on(s, [G.deck("wd01"), G.deck("wd02")])
    enc = m.encoding
    base = enc.observe(s.view(0))
    # the opponent's hand card and a deck card of another name trade places
    t = s.clone()
    h = t.hand[1][0]
    k = next(i for i, c in enumerate(t.deck[1]) if t.T.name[c] != t.T.name[h])
    t.hand[1][0], t.deck[1][k] = t.deck[1][k], h
    assert t.T.name[t.hand[1][0]] != t.T.name[s.hand[1][0]]
    assert np.array_equal(enc.observe(t.view(0)), base)
    assert not np.array_equal(enc.observe(t.view(1)), enc.observe(s.view(1)))  # theirs did
    # the seat's own deck and life cloth are hidden from it too
    u = s.clone()
    k = next(i for i, c in enumerate(u.deck[0]) if u.T.name[c] != u.T.name[u.life[0][-1]])
    u.life[0][-1], u.deck[0][k] = u.deck[0][k], u.life[0][-1]
    assert np.array_equal(enc.observe(u.view(0)), base)
    # while a card the seat sees does change its observation
    w = s.clone()
    w.hand[0][0], w.deck[0][0] = w.deck[0][0], w.hand[0][0]
    assert not np.array_equal(enc.observe(w.view(0)), base)


def test_the_layout_is_the_same_in_both_formats_and_documented():
    a, b = WixossEncoding(G, "standard"), WixossEncoding(G, "current")
    assert (a.obs_size, a.n_actions) == (b.obs_size, b.n_actions)
    assert list(a.actions.blocks) == list(KINDS)
    text = a.describe()
    for kind in KINDS:
        assert f"| `{kind}` |" in text
    assert a.tag == "wixoss/v1"
