"""Dice engine: exact distributions equal brute-force enumeration; seeded rolls replay."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

from hypothesis import given
from hypothesis import strategies as st

from editor.dice.distribution import damage_distribution, pool_distribution
from editor.dice.rng import draw, shuffled
from editor.dice.rolls import apply_policy, policy_distribution, roll_pool
from editor.model.defaults import default_dice
from editor.model.dice import DiceCount
from editor.model.options import DiceOptions

DICE = default_dice()
IDS = [d.id for d in DICE.dice]
pools = st.lists(st.tuples(st.sampled_from(IDS), st.integers(1, 2)), min_size=1, max_size=2)


def brute(pool) -> dict[int, Fraction]:
    faces = [DICE.die(entry.die).faces for entry in pool for _ in range(entry.count)]
    counts = Counter(sum(combo) for combo in product(*faces))
    total = sum(counts.values())
    return {k: Fraction(v, total) for k, v in counts.items()}


@given(pools)
def test_distribution_equals_enumeration(entries) -> None:
    pool = tuple(DiceCount(d, n) for d, n in entries)
    dist = pool_distribution(DICE, pool)
    assert {i: p for i, p in enumerate(dist) if p} == brute(pool)
    assert sum(dist) == 1


def test_damage_subtracts_defence_and_armour() -> None:
    attack = (Fraction(1, 2), Fraction(1, 4), Fraction(1, 4))
    assert damage_distribution(attack, armor=1) == (Fraction(3, 4), Fraction(1, 4))
    defence = (Fraction(1, 2), Fraction(1, 2))
    assert damage_distribution(attack, defence) == (Fraction(5, 8), Fraction(1, 4), Fraction(1, 8))


def test_policy_distribution_matches_one_die_by_hand() -> None:
    white = (DiceCount("white", 1),)
    dist = policy_distribution(DICE, white, DiceOptions(), paid_allowed=True)
    assert dist == (Fraction(4, 6) * Fraction(4, 6), 1 - Fraction(4, 6) * Fraction(4, 6))


@given(st.integers(0, 10**9), st.integers(0, 100))
def test_seeded_rolls_replay_and_rerolls_only_blanks(seed: int, counter: int) -> None:
    pool = (DiceCount("white", 2), DiceCount("red", 1))
    first = roll_pool(DICE, pool, seed, counter)
    assert first == roll_pool(DICE, pool, seed, counter)
    after = apply_policy(first, DICE, DiceOptions(), ("white",), True, seed)
    for reroll in after.rerolls:
        assert reroll.before == 0
    assert after.paid <= 1


def test_draw_and_shuffle_are_stable() -> None:
    assert draw(1, 0, 6) == draw(1, 0, 6)
    items, _ = shuffled(42, 0, list(range(10)))
    assert sorted(items) == list(range(10))
