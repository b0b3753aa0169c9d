"""Exact distributions of successes, by convolution of the faces (no sampling).

A distribution is a tuple of ``Fraction`` probabilities indexed by the number of successes.
A pool's distribution is the convolution of its dice; the damage of an attack is the attack
distribution minus the defence distribution and the fixed armour, floored at 0 (SPEC §3.3).
Exact fractions let tests compare with brute-force enumeration for equality, not closeness.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from editor.model.dice import DicePool, DiceSet, DieType

Distribution = tuple[Fraction, ...]
CERTAIN_ZERO: Distribution = (Fraction(1),)


def die_distribution(die: DieType) -> Distribution:
    """The distribution of one die: each face equally likely."""
    top = max(die.faces, default=0)
    counts = [0] * (top + 1)
    for face in die.faces:
        counts[face] += 1
    return tuple(Fraction(c, len(die.faces)) for c in counts)


def convolve(first: Distribution, second: Distribution) -> Distribution:
    """The distribution of the sum of two independent counts."""
    out = [Fraction(0)] * (len(first) + len(second) - 1)
    for i, p in enumerate(first):
        if p:
            for j, q in enumerate(second):
                out[i + j] += p * q
    return tuple(out)


def sum_of(distributions: Iterable[Distribution]) -> Distribution:
    total = CERTAIN_ZERO
    for dist in distributions:
        total = convolve(total, dist)
    return total


def pool_dice(dice: DiceSet, pool: DicePool) -> tuple[DieType, ...]:
    """The dice of a pool, one entry per die, unknown die ids ignored."""
    out: list[DieType] = []
    for entry in pool:
        die = dice.die(entry.die)
        if die is not None:
            out.extend([die] * entry.count)
    return tuple(out)


def pool_distribution(dice: DiceSet, pool: DicePool) -> Distribution:
    """Successes of a pool rolled once, without rerolls."""
    return sum_of(die_distribution(die) for die in pool_dice(dice, pool))


def expected(dist: Distribution) -> Fraction:
    return sum((Fraction(i) * p for i, p in enumerate(dist)), Fraction(0))


def at_least(dist: Distribution, threshold: int) -> Fraction:
    """P(successes ≥ threshold)."""
    return sum(dist[max(threshold, 0):], Fraction(0))


def damage_distribution(
    attack: Distribution, defence: Distribution = CERTAIN_ZERO, armor: int = 0
) -> Distribution:
    """Damage = attack − (defence + armour), minimum 0 (SPEC §3.3)."""
    out = [Fraction(0)] * len(attack)
    for a, p in enumerate(attack):
        if not p:
            continue
        for d, q in enumerate(defence):
            out[max(0, a - d - armor)] += p * q
    while len(out) > 1 and out[-1] == 0:
        out.pop()
    return tuple(out)
