"""Brute force for the rules odds: every die of a small pool enumerated with itertools.product,
the rule applied as the text states it, written here independently of the engine.

The Eisdrachen numbers are copied from the text's tables (« 3) Tir »), not from the options.
A die that may be rerolled is enumerated as a pair of faces (first, reroll); the reroll counts
only when the first face failed, so each pair is one equally likely outcome.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from itertools import product

D6 = range(1, 7)
DODGE_ON = {1: 6, 2: 6, 3: 5, 4: 4}
"""Tableau des esquives: (I) de l'attaqué = esquive sur."""
NO_WOUND_ON = {1: 4, 2: 4, 3: 5, 4: 6}
"""Tableau des blessures: (I) de l'attaquant = ne blesse pas sur."""


def rolls(count: int, reroll: bool):
    one = [(f, g) for f in D6 for g in D6] if reroll else [(f,) for f in D6]
    return product(one, repeat=count)


def outcomes(count: int, reroll: bool) -> int:
    return (36 if reroll else 6) ** count


def passed(roll: tuple[int, ...], success: Callable[[int], bool]) -> bool:
    return success(roll[0]) or (len(roll) > 1 and success(roll[1]))


def chain(attacks: int, force: int, dodge_on: int, no_wound_on: int, *, per_force: bool = True,
          sniper: bool = False, reroll_dodges: bool = False, reroll_wounds: bool = False
          ) -> tuple[Fraction, ...]:
    """P(PV lost = k), k = 0 .. attacks × force: « on regarde combien d'attaques sont esquivées »
    (a die at least ``dodge_on``), then « un dé pour chaque » undodged point of Force (or
    attack), a die below ``no_wound_on`` wounding."""
    undodged: Counter[int] = Counter()
    for dice in rolls(0 if sniper else attacks, reroll_dodges):
        undodged[attacks - sum(passed(r, lambda f: f >= dodge_on) for r in dice)] += 1
    dodge_total = outcomes(0 if sniper else attacks, reroll_dodges)
    loss = [Fraction(0)] * (attacks * force + 1)
    for left, ways in undodged.items():
        count = left * force if per_force else (left if force else 0)
        per_die = 1 if per_force else force
        wounds: Counter[int] = Counter(
            sum(passed(r, lambda f: f < no_wound_on) for r in dice) * per_die
            for dice in rolls(count, reroll_wounds)
        )
        total = outcomes(count, reroll_wounds)
        for value, n in wounds.items():
            loss[value] += Fraction(ways, dodge_total) * Fraction(n, total)
    return tuple(loss)


def strike_outcomes(attacks: int, force: int, dodge_on: int, no_wound_on: int):
    """Every equally likely set of dice of one melee strike, as its PV lost: ``attacks`` dodge
    dice, then ``attacks × force`` wound dice of which the first undodged × force count."""
    for dodge in product(D6, repeat=attacks):
        left = attacks - sum(1 for f in dodge if f >= dodge_on)
        for wound in product(D6, repeat=attacks * force):
            yield sum(1 for f in wound[: left * force] if f < no_wound_on)
