"""Exact distributions of counts, by convolution of the faces (no sampling).

A distribution is a tuple of ``Fraction`` probabilities indexed by a count (successes, points
of damage, hit points lost). A pool's distribution is the convolution of its dice; the damage
of an attack is the attack distribution minus the defence distribution and the fixed armour,
floored at 0 (SPEC §3.3). The generic helpers below (binomial counts, sums of copies, mixtures,
caps, tables of faces) also serve the odds of the free-table rule systems (``editor/rules/``).
Exact fractions let tests compare with brute-force enumeration for equality, not closeness.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from fractions import Fraction
from math import comb, lcm
from typing import TypeVar

from editor.model.dice import DicePool, DiceSet, DieType

Distribution = tuple[Fraction, ...]
CERTAIN_ZERO: Distribution = (Fraction(1),)
Outcome = TypeVar("Outcome", bound=Hashable)


def die_distribution(die: DieType) -> Distribution:
    """The distribution of one die: each face equally likely."""
    top = max(die.faces, default=0)
    counts = [0] * (top + 1)
    for face in die.faces:
        counts[face] += 1
    return tuple(Fraction(c, len(die.faces)) for c in counts)


def convolve(first: Distribution, second: Distribution) -> Distribution:
    """The distribution of the sum of two independent counts."""
    return sum_of((first, second))


def sum_of(distributions: Iterable[Distribution]) -> Distribution:
    """The distribution of the sum of independent counts, convolved as integer weights over
    the product of their denominators, so that only the final probabilities are reduced
    (exact rationals spend most of their time in gcds)."""
    total, scale = [1], 1
    for dist in distributions:
        denominator, weights = _weights(dist)
        total = _convolve_weights(total, weights)
        scale *= denominator
    return tuple(Fraction(w, scale) for w in total)


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


def binomial(trials: int, chance: Fraction) -> Distribution:
    """Successes of ``trials`` independent trials that each succeed with ``chance``."""
    miss = 1 - chance
    return tuple(
        comb(trials, k) * chance**k * miss ** (trials - k) for k in range(trials + 1)
    )


def power(dist: Distribution, copies: int, cap: int | None = None) -> Distribution:
    """The sum of ``copies`` independent counts, each distributed as ``dist``: by squaring, so
    ten attacks cost four convolutions rather than ten, over integer weights. With ``cap``, the
    distribution of min(sum, cap), capped at every step (exact: counts never decrease)."""
    denominator, weights = _weights(dist)
    weights = _capped_weights(weights, cap)
    total, base, left = [1], weights, copies
    while left:
        if left & 1:
            total = _capped_weights(_convolve_weights(total, base), cap)
        left >>= 1
        if left:
            base = _capped_weights(_convolve_weights(base, base), cap)
    scale = denominator**copies
    return tuple(Fraction(w, scale) for w in total)


def _weights(dist: Distribution) -> tuple[int, list[int]]:
    """A distribution as integer weights over their common denominator."""
    denominator = lcm(*(Fraction(p).denominator for p in dist))
    return denominator, [int(p * denominator) for p in dist]


def _convolve_weights(first: list[int], second: list[int]) -> list[int]:
    out = [0] * (len(first) + len(second) - 1)
    for i, a in enumerate(first):
        if a:
            for j, b in enumerate(second):
                out[i + j] += a * b
    return out


def _capped_weights(weights: list[int], cap: int | None) -> list[int]:
    if cap is None or len(weights) <= cap + 1:
        return weights
    return [*weights[:cap], sum(weights[cap:])]


def mixture(weighted: Iterable[tuple[Fraction, Distribution]]) -> Distribution:
    """Σ weight × distribution, padded to the longest: the count when a first chance event
    (a bounce, a number of undodged attacks) picks which distribution applies."""
    out: list[Fraction] = []
    for weight, dist in weighted:
        if len(dist) > len(out):
            out.extend([Fraction(0)] * (len(dist) - len(out)))
        for i, p in enumerate(dist):
            out[i] += weight * p
    return tuple(out) or CERTAIN_ZERO


def capped(dist: Distribution, cap: int) -> Distribution:
    """The distribution of min(count, cap): no figure loses more hit points than it has."""
    if len(dist) <= cap + 1:
        return dist
    return (*dist[:cap], sum(dist[cap:], Fraction(0)))


def scaled(dist: Distribution, factor: int) -> Distribution:
    """The distribution of count × ``factor`` (zeros in between), for a ``factor`` ≥ 1."""
    out = [Fraction(0)] * ((len(dist) - 1) * factor + 1)
    for i, p in enumerate(dist):
        out[i * factor] = p
    return tuple(out)


def face_table(faces: Sequence[Outcome]) -> dict[Outcome, Fraction]:
    """The chance of each outcome of a die whose faces read ``faces`` (each face equally
    likely), in the order outcomes first appear: a d6 table such as 1–2 / 3–4 / 5–6."""
    out: dict[Outcome, Fraction] = {}
    for face in faces:
        out[face] = out.get(face, Fraction(0)) + Fraction(1, len(faces))
    return out
