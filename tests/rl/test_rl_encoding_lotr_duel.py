"""The RL encoding of The Lord of the Rings: The Duel (lotr-duel/v1): check_encoding over
300 seeded games of both formats, and what the entries mean at a known position."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("numpy")

import tcgsim  # noqa: E402
from tcgsim.core.rng import Rng  # noqa: E402
from tcgsim.rl import encoding  # noqa: E402
from tcgsim.rl.checks import check_encoding  # noqa: E402
from tcgsim.rl.common import Match  # noqa: E402

KINDS = {"starter", "place", "fill", "whip", "offer", "keep"}


@pytest.mark.parametrize("fmt", list(tcgsim.game("lotr-duel").formats))
def test_check_encoding_on_300_seeds(fmt):
    seen = check_encoding("lotr-duel", format=fmt, seeds=range(300), every=5)
    assert seen["games"] == 300 and seen["changed"] > 1000
    assert set(seen["kinds"]) <= KINDS and {"starter", "place", "offer"} <= set(seen["kinds"])


def position(seed=4, moves=20):
    m = Match("lotr-duel")
    s = m.start(seed)
    rng = Rng(seed)
    for _ in range(moves):
        ids = s.legal_ids()
        s.apply_id(ids[rng.below(len(ids))])
    return m, s


def row(enc, obs, card_index):
    seg = enc.layout["cards"]
    width = seg.size // 54
    return obs[seg.start + card_index * width: seg.start + (card_index + 1) * width]


def test_entries_say_what_the_view_says():
    m, s = position()
    enc = m.encoding
    for seat in (0, 1):
        v = s.view(seat)
        obs, mask = m.obs_and_mask(s, seat)
        L = enc.layout
        assert obs[L["side"].start] == seat
        c = L["counts"].start
        assert obs[c] == pytest.approx(len(v["hand"]) / 27)
        assert obs[c + 3] == pytest.approx(v["opponent"]["hand"]["count"] / 27)
        off = L.field_offsets("cards")
        for card in v["hand"]:                   # the seat's hand: "my hand", its edges
            r = row(enc, obs, (card - 27 * seat) % 54)
            assert r[off["at"]] == 1 and r[off["mine"]] == 1
            printed = s.T.cards[card]
            assert [int(x) for x in r[off["defence"]:off["defence"] + 4]] == \
                [printed.defence >> (3 - b) & 1 for b in range(4)]
        for k, slot in enumerate(v["row"]):      # the row: place and attack as it counts
            if slot is None:
                continue
            r = row(enc, obs, (slot["card"] - 27 * seat) % 54)
            assert r[off["at"] + 4] == 1
            assert r[off["row_position"]] == pytest.approx((k + 1) / 16)
        if s.current_player() == seat:
            opts = m.options(s, seat)
            assert sorted(opts.values()) == sorted(s.legal_ids())
            kind = s.decision_kind()
            for i, aid in opts.items():
                assert i == enc.index(kind, aid, v) and mask[i] == 1
        else:
            assert not mask.any()


def test_the_opponents_hidden_hand_is_a_count_only():
    """Two hidden cards of the opponent (hand and pile) trade places: the seat's
    observation is the same, the owner's is not."""
    m, s = position(seed=6, moves=8)
    me = s.current_player()
    o = 1 - me
    hidden_hand = [c for c in s.hands[o] if c not in s.view(me)["opponent"]["hand"]["known"]]
    assert hidden_hand and s.piles[o]
    t = s.clone()
    a, b = hidden_hand[0], t.piles[o][0]
    t.hands[o][t.hands[o].index(a)] = b
    t.piles[o][0] = a
    other = Match("lotr-duel")
    other.encoding.prepare(t)
    mine = m.obs_and_mask(s, me)
    assert all(np.array_equal(x, y) for x, y in zip(mine, other.obs_and_mask(t, me)))
    assert not np.array_equal(m.obs_and_mask(s, o)[0], other.obs_and_mask(t, o)[0])


def test_the_layout_is_documented_and_versioned():
    enc = encoding("lotr-duel")
    assert enc.tag == "lotr-duel/v1" and enc.obs_size == 2476 and enc.n_actions == 220
    text = enc.describe()
    for seg in enc.layout.segments:
        assert f"`{seg.name}`" in text
    for kind in KINDS:
        assert f"`{kind}`" in text
