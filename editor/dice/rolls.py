"""Seeded rolls and the solo AI's reroll policy (SOLO-DR-1, « Jet de défense et relance »).

« L’IA ne relance que les résultats blanc sur les dés, et il ne paye qu’une relance par
personnage. L’IA utilise toujours les relances gratuites sur les résultats blancs. S’il y a
plusieurs dés à relancer, l’IA choisi dans cet ordre : Blanc, Jaune, Orange, Rouge, Noir. »

The policy is a list of reroll steps: one per free-reroll grant of the character (a die colour),
then at most one paid reroll when the caller allows it (energy and the AMB-34 scope). Each step
picks the first eligible die in the colour order of the dice set (the set's order *is* the
reroll order), then by position in the pool. Eligible (AMB-35): a blank face (default), or with
``WHITE_DICE`` a blank face on a die of the set's first colour. The same step function drives a
real roll and the exact distribution, so the two cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import product

from editor.dice.distribution import Distribution, pool_dice
from editor.dice.rng import draw
from editor.model.dice import DicePool, DiceSet, DieType
from editor.model.options import DiceOptions, RerollTarget


@dataclass(frozen=True, slots=True)
class DieResult:
    die: str
    face: int
    """Index of the face rolled."""
    successes: int


@dataclass(frozen=True, slots=True)
class Reroll:
    """One reroll made by the policy: which die, what it showed, what it shows now."""

    index: int
    die: str
    before: int
    after: int
    paid: bool


@dataclass(frozen=True, slots=True)
class RollOutcome:
    results: tuple[DieResult, ...]
    rerolls: tuple[Reroll, ...] = ()
    counter: int = 0
    """The generator counter after the roll."""

    @property
    def successes(self) -> int:
        return sum(r.successes for r in self.results)

    @property
    def paid(self) -> int:
        return sum(1 for r in self.rerolls if r.paid)


def roll_pool(dice: DiceSet, pool: DicePool, seed: int, counter: int) -> RollOutcome:
    """Roll every die of ``pool`` once with the seeded generator."""
    results = []
    for die in pool_dice(dice, pool):
        face, counter = draw(seed, counter, len(die.faces))
        results.append(DieResult(die.id, face, die.faces[face]))
    return RollOutcome(tuple(results), (), counter)


def policy_steps(free_rerolls: Sequence[str], paid_allowed: bool) -> tuple[str | None, ...]:
    """The reroll steps: a die id per free grant, then ``None`` for the one paid reroll."""
    return (*free_rerolls, *((None,) if paid_allowed else ()))


def chosen_die(
    results: Sequence[DieResult], step: str | None, dice: DiceSet, options: DiceOptions
) -> int | None:
    """SOLO-DR-1: the index of the die a step rerolls, None when no die is eligible."""
    order = {die.id: i for i, die in enumerate(dice.dice)}
    first = dice.dice[0].id if dice.dice else None
    eligible = [
        i for i, r in enumerate(results)
        if r.successes == 0
        and (step is None or r.die == step)
        and (options.reroll_target is RerollTarget.BLANK_FACES or r.die == first)
    ]
    if not eligible:
        return None
    return min(eligible, key=lambda i: (order.get(results[i].die, len(order)), i))


def apply_policy(
    outcome: RollOutcome,
    dice: DiceSet,
    options: DiceOptions,
    free_rerolls: Sequence[str],
    paid_allowed: bool,
    seed: int,
) -> RollOutcome:
    """SOLO-DR-1 applied to a roll: free rerolls on blanks, then at most one paid reroll."""
    results = list(outcome.results)
    rerolls = list(outcome.rerolls)
    counter = outcome.counter
    for step in policy_steps(free_rerolls, paid_allowed):
        index = chosen_die(results, step, dice, options)
        if index is None:
            continue
        die = dice.die(results[index].die)
        assert die is not None
        face, counter = draw(seed, counter, len(die.faces))
        before = results[index]
        results[index] = DieResult(die.id, face, die.faces[face])
        rerolls.append(Reroll(index, die.id, before.successes, die.faces[face], step is None))
    return RollOutcome(tuple(results), tuple(rerolls), counter)


def policy_distribution(
    dice: DiceSet,
    pool: DicePool,
    options: DiceOptions,
    free_rerolls: Sequence[str] = (),
    paid_allowed: bool = False,
    known: Sequence[int] = (),
) -> Distribution:
    """The exact distribution of successes of ``pool`` under the SOLO-DR-1 policy.

    Every combination of faces is enumerated with its probability, and every reroll step
    branches over the faces of the die it picks: exact, and fast for the pools of the game
    (a handful of six-sided dice). ``known`` gives the successes already showing on the
    pool's first dice (rolled before the rest, as a defender's automatic defence dice): the
    distribution is then the one given those results, rerolls of them included."""
    members = pool_dice(dice, pool)
    fixed = tuple(
        DieResult(die.id, _face_showing(die, value), value)
        for die, value in zip(members, known, strict=False)
    )
    rolled = members[len(fixed):]
    steps = policy_steps(free_rerolls, paid_allowed)
    totals: dict[int, Fraction] = {}
    weight = Fraction(1)
    for die in rolled:
        weight /= len(die.faces)
    for faces in product(*(range(len(die.faces)) for die in rolled)):
        results = fixed + tuple(
            DieResult(die.id, face, die.faces[face]) for die, face in zip(rolled, faces)
        )
        _branch(results, steps, dice, options, weight, totals)
    top = max(totals, default=0)
    return tuple(totals.get(i, Fraction(0)) for i in range(top + 1))


def _face_showing(die: DieType, successes: int) -> int:
    """A face of ``die`` with that many successes (the first; faces are told apart only by
    their successes), or 0 when none has them."""
    return next((i for i, value in enumerate(die.faces) if value == successes), 0)


def _branch(
    results: tuple[DieResult, ...],
    steps: tuple[str | None, ...],
    dice: DiceSet,
    options: DiceOptions,
    weight: Fraction,
    totals: dict[int, Fraction],
) -> None:
    if not steps:
        total = sum(r.successes for r in results)
        totals[total] = totals.get(total, Fraction(0)) + weight
        return
    index = chosen_die(results, steps[0], dice, options)
    if index is None:
        _branch(results, steps[1:], dice, options, weight, totals)
        return
    die: DieType | None = dice.die(results[index].die)
    assert die is not None
    share = weight / len(die.faces)
    for face, value in enumerate(die.faces):
        changed = results[:index] + (DieResult(die.id, face, value),) + results[index + 1:]
        _branch(changed, steps[1:], dice, options, share, totals)
