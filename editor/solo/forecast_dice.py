"""The dice of a forecast: every roll of the villains' turn as a few classes of equal effect.

A forecast branches at each roll of the next villains' turn (PRODUCT §4 "a forecast of the
villains' next turn"). Branching face by face would multiply the tree by six per die; but what
a roll changes in the game is only its total of successes and, for a villain, the paid rerolls
it spent (SOLO-DR-1 « il ne paye qu'une relance par personnage »: one cube of the reserve). So
each roll is enumerated once, die by die over its *values* (the faces of a die showing the same
successes are one value, weighted by how many faces show it), with every reroll the SOLO-DR-1
policy makes, and the outcomes are grouped by what they change. Each class carries a
representative ``TypedRoll`` — the dice a player could have typed — which the engine's own
step replays, so the forecast and the game cannot drift apart.

A hero's defence is rolled as the heroes' panel rolls it when the player keeps its first row
(no guard: the automatic defence dice only, ``editor.solo.hero_defence``); ``guard`` lets a
caller count another commitment.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from itertools import product

from editor.dice.distribution import pool_dice
from editor.dice.rolls import DieResult, chosen_die, policy_steps
from editor.model.dice import DicePool, DieType
from editor.solo.combat import TypedRoll
from editor.solo.context import Context


@dataclass(frozen=True, slots=True)
class RollClass:
    """The outcomes of a roll that change the game alike: their chance, the successes, the
    paid rerolls, and dice that produce them."""

    chance: Fraction
    successes: int
    paid: int
    typed: TypedRoll


def die_values(die: DieType) -> tuple[tuple[int, Fraction], ...]:
    """The successes a die can show, each with its chance (faces of equal value merged)."""
    counts: dict[int, int] = {}
    for value in die.faces:
        counts[value] = counts.get(value, 0) + 1
    return tuple((value, Fraction(n, len(die.faces))) for value, n in sorted(counts.items()))


class RollTable:
    """The roll classes of every pool met in one forecast, computed once each."""

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self._villain: dict[tuple, tuple[RollClass, ...]] = {}
        self._plain: dict[DicePool, tuple[RollClass, ...]] = {}

    def villain(self, pool: DicePool, free: tuple[str, ...], paid_ok: bool
                ) -> tuple[RollClass, ...]:
        """A villain's roll under SOLO-DR-1: free rerolls of blanks, then the paid one."""
        key = (pool, free, paid_ok)
        found = self._villain.get(key)
        if found is None:
            members = pool_dice(self.ctx.dice, pool)
            groups: dict[tuple[int, int], list] = {}
            for chance, first, rerolls, total, paid in self._policy(members, free, paid_ok):
                entry = groups.setdefault((total, paid), [Fraction(0), first, rerolls])
                entry[0] += chance
            found = tuple(RollClass(c, s, p, TypedRoll(first, rerolls))
                          for (s, p), (c, first, rerolls) in sorted(groups.items()))
            self._villain[key] = found
        return found

    def plain(self, pool: DicePool) -> tuple[RollClass, ...]:
        """A roll without rerolls (the heroes' defence dice), by total successes."""
        found = self._plain.get(pool)
        if found is None:
            members = pool_dice(self.ctx.dice, pool)
            groups: dict[int, list] = {}
            for values in product(*(die_values(d) for d in members)):
                chance = Fraction(1)
                for _value, share in values:
                    chance *= share
                first = tuple(value for value, _share in values)
                entry = groups.setdefault(sum(first), [Fraction(0), first])
                entry[0] += chance
            found = tuple(RollClass(c, s, 0, TypedRoll(first))
                          for s, (c, first) in sorted(groups.items()))
            self._plain[pool] = found
        return found

    def _policy(self, members: tuple[DieType, ...], free: tuple[str, ...], paid_ok: bool
                ) -> Iterator[tuple[Fraction, tuple[int, ...], tuple[int, ...], int, int]]:
        """Every first roll and every reroll SOLO-DR-1 makes, by die values, as
        (chance, first values, reroll values, successes, paid rerolls)."""
        steps = policy_steps(free, paid_ok)
        for values in product(*(die_values(d) for d in members)):
            chance = Fraction(1)
            for _value, share in values:
                chance *= share
            first = tuple(value for value, _share in values)
            results = tuple(DieResult(d.id, 0, v) for d, v in zip(members, first))
            yield from self._rerolls(members, steps, results, chance, first, (), 0)

    def _rerolls(self, members, steps, results, chance, first, rerolls, paid):
        if not steps:
            yield chance, first, rerolls, sum(r.successes for r in results), paid
            return
        step, rest = steps[0], steps[1:]
        index = chosen_die(results, step, self.ctx.dice, self.ctx.options.dice)
        if index is None:
            yield from self._rerolls(members, rest, results, chance, first, rerolls, paid)
            return
        die = members[index]
        for value, share in die_values(die):
            changed = results[:index] + (DieResult(die.id, 0, value),) + results[index + 1:]
            yield from self._rerolls(members, rest, changed, chance * share, first,
                                     (*rerolls, value), paid + (step is None))
