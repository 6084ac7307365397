"""The seeded generator: stable across runs and platforms, uniform enough, copyable."""

from hypothesis import given, strategies as st

from tcgsim.core.rng import Rng, derive_seed


def test_same_seed_same_sequence():
    a, b = Rng(42), Rng(42)
    assert [a.next() for _ in range(50)] == [b.next() for _ in range(50)]


def test_known_values_are_fixed_forever():
    # SplitMix64 reference values for seed 0: replays depend on them never changing
    r = Rng(0)
    assert r.next() == 0xE220A8397B1DCDAF
    assert r.next() == 0x6E789E6AA1B965F4


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=1000))
def test_below_stays_in_range(seed, n):
    r = Rng(seed)
    for _ in range(20):
        assert 0 <= r.below(n) < n


def test_below_is_roughly_uniform():
    r = Rng(7)
    counts = [0] * 6
    for _ in range(60000):
        counts[r.below(6)] += 1
    assert all(9000 < c < 11000 for c in counts)


@given(st.integers(min_value=0, max_value=2**32), st.lists(st.integers(), max_size=40))
def test_shuffle_is_a_permutation(seed, items):
    out = list(items)
    Rng(seed).shuffle(out)
    assert sorted(out) == sorted(items)


def test_copy_is_independent():
    a = Rng(5)
    a.next()
    b = a.copy()
    assert a.next() == b.next()
    a.next()
    assert a.s != b.s


def test_derive_seed_spreads_and_repeats():
    seeds = {derive_seed(1, i) for i in range(1000)}
    assert len(seeds) == 1000
    assert derive_seed(1, 5) == derive_seed(1, 5)
    assert derive_seed(1, 5) != derive_seed(2, 5)
