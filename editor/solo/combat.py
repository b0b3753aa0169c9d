"""Attacks, objective checks and the AI's defence (SPEC §3, §6.9 « Jet de défense et relance »).

Villains roll the fixed pool of their attack (``DiceOptions.villain_attack_cubes`` = 0); every
AI roll follows SOLO-DR-1 (free rerolls on blanks, one paid reroll per character in the AMB-34
scope). In headless play heroes do not defend: damage = successes − the hero's armour, and each
point moves one of the hero's energy cubes to the wounds (SPEC §3.3). SOLO-DR-2 decides whether
a villain spends a cube on a defence when a hero attacks it (« L’IA effectue une défense si un
résultat de 1 ou plus bloque l’attaque »). In play mode the player may roll physical dice: a
``TypedRoll`` replaces the seeded dice of a roll and the same policy rerolls its blanks; with
``Context.heroes_defend`` (the play mode's games) an attack on a hero stops at its successes and
the hero's defence follows (``editor.solo.hero_defence``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache

from editor.dice.distribution import (
    Distribution,
    at_least,
    damage_distribution,
    expected,
    pool_dice,
    pool_distribution,
)
from editor.dice.rolls import (
    DieResult,
    Reroll,
    RollOutcome,
    apply_policy,
    chosen_die,
    policy_distribution,
    policy_steps,
    roll_pool,
)
from editor.messages import Message
from editor.model.dice import DiceCount, DicePool, DiceSet, DieType
from editor.model.mission import Objective
from editor.model.options import DiceOptions, RerollScope, VoCubes
from editor.model.units import AttackKind
from editor.solo.context import Context
from editor.solo.state import GameState, RerollUse, Task
from editor.solo.steps import Step, note, rule_ids


@dataclass(frozen=True, slots=True)
class TypedRoll:
    """Physical dice the player rolled instead of the app: the successes shown by each die in
    the pool's order (``first``), then the new results of the dice SOLO-DR-1 rerolls, in the
    order the policy picks them (``rerolls``). The policy still decides which dice are rerolled
    and pays for a paid reroll; typed dice draw nothing from the seeded generator."""

    first: tuple[int, ...]
    rerolls: tuple[int, ...] = ()


def _paid_used(state: GameState, figure_id: str) -> int:
    return next((r.count for r in state.rerolls if r.figure == figure_id), 0)


def roll_policy(ctx: Context, state: GameState, figure_id: str) -> tuple[tuple[str, ...], bool]:
    """SOLO-DR-1 for this villain now: its free reroll grants, and whether a paid reroll is
    allowed (a cube in the reserve and, in the AMB-34 scope, none used yet)."""
    scoped = ctx.options.dice.paid_reroll_scope is not RerollScope.PER_ROLL
    paid_ok = state.villain_reserve >= 1 and (not scoped or _paid_used(state, figure_id) < 1)
    return ctx.profile(figure_id).free_rerolls, paid_ok


def face_of(die: DieType, successes: int) -> int | None:
    """The first face of ``die`` showing ``successes`` (a typed die names no face)."""
    return next((i for i, value in enumerate(die.faces) if value == successes), None)


def reroll_order(ctx: Context, members: tuple[DieType, ...], first: tuple[int, ...],
                 rerolls: tuple[int, ...], free: tuple[str, ...], paid_ok: bool
                 ) -> tuple[int, ...]:
    """The dice SOLO-DR-1 rerolls, by pool index, given typed ``first`` results and the typed
    ``rerolls`` known so far. Steps past the known rerolls assume the die showed its best face,
    so the list is exact up to one entry past the known rerolls and a forecast after it (a
    rerolled die that shows a blank again can be picked again by a later step)."""
    results = [DieResult(d.id, 0, s) for d, s in zip(members, first)]
    order: list[int] = []
    for step in policy_steps(free, paid_ok):
        index = chosen_die(results, step, ctx.dice, ctx.options.dice)
        if index is None:
            continue
        known = len(order) < len(rerolls)
        value = rerolls[len(order)] if known else max(members[index].faces, default=0)
        results[index] = DieResult(members[index].id, 0, value)
        order.append(index)
    return tuple(order)


def _typed_outcome(ctx: Context, members: tuple[DieType, ...], typed: TypedRoll,
                   free: tuple[str, ...], paid_ok: bool, counter: int) -> RollOutcome:
    """The policy applied to typed dice (the rules of play validated them against the pool)."""
    results = [DieResult(d.id, face_of(d, s) or 0, s) for d, s in zip(members, typed.first)]
    rerolls: list[Reroll] = []
    steps = policy_steps(free, paid_ok)
    for step in steps:
        index = chosen_die(results, step, ctx.dice, ctx.options.dice)
        if index is None or len(rerolls) >= len(typed.rerolls):
            continue
        die, value = members[index], typed.rerolls[len(rerolls)]
        before = results[index]
        results[index] = DieResult(die.id, face_of(die, value) or 0, value)
        rerolls.append(Reroll(index, die.id, before.successes, value, step is None))
    return RollOutcome(tuple(results), tuple(rerolls), counter)


def villain_roll(ctx: Context, state: GameState, figure_id: str, pool: DicePool,
                 typed: TypedRoll | None = None
                 ) -> tuple[RollOutcome, GameState, tuple[Message, ...]]:
    """SOLO-DR-1 on a villain's roll; the paid reroll costs 1 cube of the reserve. ``typed``
    replaces the seeded dice with the player's physical dice."""
    scoped = ctx.options.dice.paid_reroll_scope is not RerollScope.PER_ROLL
    free, paid_ok = roll_policy(ctx, state, figure_id)
    if typed is None:
        first = roll_pool(ctx.dice, pool, state.seed, state.counter)
        outcome = apply_policy(first, ctx.dice, ctx.options.dice, free, paid_ok, state.seed)
    else:
        outcome = _typed_outcome(ctx, pool_dice(ctx.dice, pool), typed, free, paid_ok,
                                 state.counter)
    paid = outcome.paid
    rerolls = state.rerolls
    if paid and scoped:
        others = tuple(r for r in rerolls if r.figure != figure_id)
        rerolls = (*others, RerollUse(figure_id, _paid_used(state, figure_id) + paid))
    after = replace(state, counter=outcome.counter, rerolls=rerolls,
                    villain_reserve=state.villain_reserve - paid,
                    villain_spent=state.villain_spent + paid)
    notes = tuple(
        note("dice.reroll.paid" if r.paid else "dice.reroll.free", rule="SOLO-DR-1",
             die=r.die, before=r.before, after=r.after)
        for r in outcome.rerolls
    )
    return outcome, after, notes


def _dice_text(outcome: RollOutcome) -> tuple[str, ...]:
    return tuple(f"{r.die}:{r.face}→{r.successes}" for r in outcome.results)


def _percent(value: Fraction) -> str:
    return f"{float(value) * 100:.0f}"


@lru_cache(maxsize=512)
def attack_odds(dice: DiceSet, pool: DicePool, options: DiceOptions, free: tuple[str, ...],
                paid_ok: bool) -> Distribution:
    """The SOLO-DR-1 distribution of an attack's successes, computed once per pool and policy:
    the forecast of the next turn (``editor.solo.forecast``) proposes the same attack once per
    class of dice, and every proposal states the chance."""
    return policy_distribution(dice, pool, options, free, paid_ok)


def attack_pool(ctx: Context, task: Task) -> DicePool:
    """The fixed pool of the villain attack a task names."""
    kind = AttackKind(task.attack)
    return next(a for a in ctx.profile(task.figure or "").attacks if a.kind is kind).pool


def defence_task(state: GameState, hero: str, attacker: str, attack: str, power: int
                 ) -> GameState:
    """``state`` with the hero's defence queued first (answered in ``editor.solo.hero_defence``)."""
    task = Task("hero_defence", figure=hero, target=attacker, attack=attack, count=power)
    return replace(state, pending=(task, *state.pending))


def attack_step(ctx: Context, state: GameState, task: Task,
                typed: TypedRoll | None = None) -> Step:
    figure_id, target_id = task.figure or "", task.target or ""
    kind = AttackKind(task.attack)
    pool = attack_pool(ctx, task)
    armor = ctx.profile(target_id).armor
    free, paid_ok = roll_policy(ctx, state, figure_id)
    odds = damage_distribution(attack_odds(ctx.dice, pool, ctx.options.dice, free, paid_ok),
                               armor=armor)
    outcome, after, notes = villain_roll(ctx, state, figure_id, pool, typed)
    damage = max(0, outcome.successes - armor)
    key = "solo.attack.roll"
    if ctx.heroes_defend and damage and ctx.is_hero(target_id):
        # the player defends the hero next (editor.solo.hero_defence): no damage yet
        key, after = "solo.attack.defended", defence_task(
            after, target_id, figure_id, kind.value, outcome.successes)
    elif ctx.heroes_defend and not damage:
        key = "solo.attack.blocked"
    else:
        hero = after.figure(target_id)
        lost = min(damage, hero.energy)
        hero = replace(hero, energy=hero.energy - lost, wounds=hero.wounds + lost,
                       out=hero.energy - lost <= 0)
        after = after.with_figure(hero)
        if hero.out:
            notes = (*notes, note("solo.hero.out", figure=target_id))
    rule = "SOLO-ML" if kind is AttackKind.MELEE else "SOLO-RG"
    return Step(
        "attack", key,
        {"figure": figure_id, "target": target_id, "attack": kind.value,
         "successes": outcome.successes, "armor": armor, "damage": damage,
         "chance": _percent(at_least(odds, 1))},
        rule_ids(rule, "SOLO-DR-1" if outcome.rerolls else ()), after,
        actor=figure_id, target=target_id, energy=outcome.paid, dice=_dice_text(outcome),
        notes=notes,
    )


@lru_cache(maxsize=512)
def expected_successes(dice: DiceSet, pool: DicePool) -> Fraction:
    """The mean successes of a pool, computed once per pool (AMB-33 asks it for every cube
    count, and the forecast of the next turn asks it once per branch)."""
    return expected(pool_distribution(dice, pool))


def check_cubes(ctx: Context, state: GameState, figure_id: str, pool: DicePool,
                difficulty: int) -> int:
    """AMB-33 ``voCubes``: the fewest cubes (one die of the pool's first colour each) whose
    expected successes reach the difficulty, capped by the exertion limit and the energy."""
    if not pool:
        return 0
    cap = min(ctx.options.dice.exertion_limit, state.villain_reserve)
    if ctx.options.icons.vo_cubes is VoCubes.ONE:
        return min(1, cap)
    for cubes in range(cap + 1):
        extra = (DiceCount(pool[0].die, cubes),) if cubes else ()
        if expected_successes(ctx.dice, pool + extra) >= difficulty:
            return cubes
    return cap


def check_plan(ctx: Context, state: GameState, task: Task
               ) -> tuple[Objective, DicePool, int, GameState]:
    """The objective, the pool with the committed cubes, the cubes, and the state once they
    are paid: what the villain rolls for a check task."""
    figure_id = task.figure or ""
    objective = next(o for o in ctx.scenario.objectives if o.id == task.objective)
    check = next(c for c in ctx.profile(figure_id).checks if c.check is objective.check)
    cubes = check_cubes(ctx, state, figure_id, check.pool, objective.difficulty)
    pool = check.pool + ((DiceCount(check.pool[0].die, cubes),) if cubes else ())
    paid = replace(state, villain_reserve=state.villain_reserve - cubes,
                   villain_spent=state.villain_spent + cubes)
    return objective, pool, cubes, paid


def check_step(ctx: Context, state: GameState, task: Task,
               typed: TypedRoll | None = None) -> Step:
    """SOLO-VO: after arriving, the villain performs the objective's check (AMB-33)."""
    figure_id = task.figure or ""
    objective, pool, cubes, paid = check_plan(ctx, state, task)
    outcome, after, notes = villain_roll(ctx, paid, figure_id, pool, typed)
    success = outcome.successes >= objective.difficulty
    found = after.objective(objective.id)
    if success and found is not None:
        after = after.with_objective(replace(found, completed=found.completed + 1))
    return Step(
        "check", "solo.check.success" if success else "solo.check.failure",
        {"figure": figure_id, "objective": objective.id, "check": objective.check.value,
         "successes": outcome.successes, "difficulty": objective.difficulty, "cubes": cubes},
        rule_ids("SOLO-VO", "SOLO-DR-1" if outcome.rerolls else ()), after,
        actor=figure_id, energy=cubes + outcome.paid, dice=_dice_text(outcome), notes=notes,
    )


def defence_step(ctx: Context, state: GameState, figure_id: str, attack_power: int) -> Step:
    """SOLO-DR-2: how many cubes a villain commits to defend against ``attack_power``.

    « L’IA effectue une défense si un résultat de 1 ou plus bloque l’attaque. S’il faut 2 (ou
    plus) succès, il n’effectue pas de défense. Pour les personnages avec plusieurs points de
    vie, il effectue toujours 1 défense. » AMB-36: ``needed`` uses the fixed armour (automatic
    defence dice are rolled first by the caller and added to ``attack_power``'s reduction);
    AMB-37: nothing to block, no defence."""
    profile = ctx.profile(figure_id)
    needed = attack_power - profile.armor
    cubes = min(ctx.options.dice.defense_cubes, state.villain_reserve)
    if needed <= 0:
        key, cubes = "solo.defence.nothing", 0
    elif cubes < 1:
        key, cubes = "solo.defence.no_energy", 0
    elif profile.hit_points > 1:
        key = "solo.defence.always"
    elif needed == 1:
        key = "solo.defence.one"
    else:
        key, cubes = "solo.defence.too_many", 0
    after = replace(state, villain_reserve=state.villain_reserve - cubes,
                    villain_spent=state.villain_spent + cubes)
    return Step("defence", key, {"figure": figure_id, "power": attack_power,
                                 "armor": profile.armor, "needed": needed, "cubes": cubes},
                ("SOLO-DR-2",), after, actor=figure_id, energy=cubes)
