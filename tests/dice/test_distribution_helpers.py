"""The generic exact-distribution helpers equal brute-force enumeration of the same dice."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

from editor.dice.distribution import (
    CERTAIN_ZERO,
    binomial,
    capped,
    face_table,
    mixture,
    power,
    scaled,
)

D6 = range(1, 7)


def enumerate_counts(dice: int, success) -> tuple[Fraction, ...]:
    counts = Counter(sum(1 for face in faces if success(face)) for faces in product(D6, repeat=dice))
    total = 6**dice
    return tuple(Fraction(counts[k], total) for k in range(dice + 1))


@pytest.mark.parametrize("dice", [0, 1, 2, 4])
@pytest.mark.parametrize("lowest", [1, 4, 5, 6])
def test_binomial_is_the_count_of_successes_of_d6(dice, lowest):
    expected = enumerate_counts(dice, lambda face: face >= lowest)
    assert binomial(dice, Fraction(7 - lowest, 6)) == expected


def test_power_is_the_sum_of_independent_copies():
    one = (Fraction(1, 2), Fraction(1, 3), Fraction(1, 6))  # a d6 read 1-3 → 0, 4-5 → 1, 6 → 2
    value = {1: 0, 2: 0, 3: 0, 4: 1, 5: 1, 6: 2}
    for copies in range(5):
        counts = Counter(sum(value[f] for f in faces) for faces in product(D6, repeat=copies))
        expected = tuple(Fraction(counts[k], 6**copies) for k in range(2 * copies + 1))
        assert power(one, copies) == expected


def test_mixture_weights_and_pads():
    mixed = mixture([(Fraction(1, 4), CERTAIN_ZERO), (Fraction(3, 4), (Fraction(0), Fraction(1)))])
    assert mixed == (Fraction(1, 4), Fraction(3, 4))
    assert mixture([]) == CERTAIN_ZERO


def test_capped_gathers_the_mass_above_the_cap():
    dist = (Fraction(1, 8), Fraction(3, 8), Fraction(3, 8), Fraction(1, 8))
    assert capped(dist, 1) == (Fraction(1, 8), Fraction(7, 8))
    assert capped(dist, 5) == dist
    assert capped(dist, 0) == (Fraction(1),)


def test_scaled_multiplies_the_values():
    assert scaled((Fraction(1, 3), Fraction(2, 3)), 3) == (
        Fraction(1, 3), Fraction(0), Fraction(0), Fraction(2, 3))


def test_face_table_counts_each_outcome_once_per_face():
    assert face_table(("a", "a", "b", "b", "b", "c")) == {
        "a": Fraction(1, 3), "b": Fraction(1, 2), "c": Fraction(1, 6)}


def test_power_capped_at_every_step_is_the_capped_sum():
    one = (Fraction(1, 2), Fraction(1, 3), Fraction(1, 6))
    for copies in range(6):
        for cap in range(4):
            assert power(one, copies, cap) == capped(power(one, copies), cap)
