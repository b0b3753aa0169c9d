"""Rolls of a game as the player sees them: the pool, the exact odds, and the physical dice.

A ``RollRequest`` describes one roll before it is made (PRODUCT §4 "Play"): the dice of the pool in
order, the exact distribution of successes under the AI's reroll policy (SOLO-DR-1) — the same
``policy_distribution`` the engine uses — and, for attacks and defences, the damage
distribution against the armour; for a hero's defence, one request per energy commitment, with
the damage the hero takes and the chance it is left out of action. ``check_typed`` refuses
typed dice that do not fit the pool (a die that has no face with that many successes, a wrong
count, rerolls the policy does not make), so the engine only ever sees valid physical dice.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from editor.dice.distribution import (
    Distribution,
    damage_distribution,
    pool_dice,
    pool_distribution,
)
from editor.dice.rolls import policy_distribution
from editor.messages import error
from editor.model.dice import DiceCount, DicePool
from editor.rules.zone_solo.actions import TypedDice
from editor.solo.combat import attack_pool, check_plan, face_of, reroll_order, roll_policy
from editor.solo.context import Context
from editor.solo.hero_defence import guard_limit, guard_pool
from editor.solo.state import GameState, Task


@dataclass(frozen=True)
class RollRequest:
    """One roll to make: by the app (seeded) or with physical dice typed by the player."""

    kind: str
    """``attack``, ``check``, ``defence`` or ``defence_auto`` (a defender's automatic dice,
    rolled first: the AI's defence decision depends on them, AMB-36), or ``hero_defence``
    (a hero's guard and automatic defence against a villain's attack, SPEC §3.3)."""
    figure: str
    """Who rolls (a villain: the AI applies its reroll policy; a hero: no reroll policy)."""
    pool: tuple[DiceCount, ...]
    successes: dict[int, Fraction]
    """Exact distribution of successes, after the AI's rerolls (SOLO-DR-1)."""
    damage: dict[int, Fraction] | None
    """Exact distribution of damage (attack: to the hero; defence: to the villain)."""
    armor: int | None
    difficulty: int | None
    target: str | None = None
    dice: tuple[str, ...] = ()
    """The die id of each die of the pool, in the order typed results are given."""
    free_rerolls: tuple[str, ...] = ()
    paid_reroll: bool = False
    """Whether the AI may pay one cube to reroll a blank (energy and AMB-34 scope)."""
    cubes: int = 0
    """A hero's defence: the energy committed to the guard."""
    out_chance: Fraction | None = None
    """A hero's defence: the exact chance the hero is left with no energy (out of action)."""


def as_dict(dist: Distribution) -> dict[int, Fraction]:
    return {i: p for i, p in enumerate(dist) if p}


def _request(
    ctx: Context, state: GameState, kind: str, figure: str, pool: DicePool, **extra
) -> RollRequest:
    free, paid_ok = roll_policy(ctx, state, figure)
    known = extra.pop("known", ())
    dist = policy_distribution(ctx.dice, pool, ctx.options.dice, free, paid_ok, known)
    damage = extra.pop("damage_of", None)
    return RollRequest(
        kind,
        figure,
        tuple(pool),
        as_dict(dist),
        as_dict(damage(dist)) if damage else None,
        extra.pop("armor", None),
        extra.pop("difficulty", None),
        dice=tuple(d.id for d in pool_dice(ctx.dice, pool)),
        free_rerolls=tuple(free),
        paid_reroll=paid_ok,
        **extra,
    )


def task_request(ctx: Context, state: GameState, task: Task) -> RollRequest | None:
    """The roll of a pending villain task (``state`` without that task), None if it rolls
    nothing."""
    if task.kind == "attack":
        armor = ctx.profile(task.target or "").armor
        return _request(
            ctx,
            state,
            "attack",
            task.figure or "",
            attack_pool(ctx, task),
            armor=armor,
            target=task.target,
            damage_of=lambda d: damage_distribution(d, armor=armor),
        )
    if task.kind == "check":
        objective, pool, _cubes, paid = check_plan(ctx, state, task)
        return _request(
            ctx, paid, "check", task.figure or "", pool, difficulty=objective.difficulty
        )
    if task.kind == "hero_defence":
        request = hero_defence_request(ctx, state, task, 0)
        return request if request.dice else None
    return None


def hero_defence_request(ctx: Context, state: GameState, task: Task, cubes: int) -> RollRequest:
    """A hero's defence with ``cubes`` committed (``task``: the pending ``hero_defence``): the
    pool, the exact odds of its successes (no reroll policy: the player keeps what he rolls) and
    of the damage taken, attack − (guard + automatic defence + armour) floored at 0, and the
    chance of being left with no energy: the cubes left after the guard, all lost to damage."""
    hero, power = task.figure or "", task.count
    armor = ctx.profile(hero).armor
    pool = guard_pool(ctx, hero, cubes)
    dist = pool_distribution(ctx.dice, pool)
    damage = damage_distribution((Fraction(0),) * power + (Fraction(1),), dist, armor)
    left = state.figure(hero).energy - cubes
    out = sum((p for taken, p in enumerate(damage) if taken >= left), Fraction(0))
    return RollRequest(
        "hero_defence",
        hero,
        tuple(pool),
        as_dict(dist),
        as_dict(damage),
        armor,
        None,
        target=task.target,
        dice=tuple(d.id for d in pool_dice(ctx.dice, pool)),
        cubes=cubes,
        out_chance=out,
    )


def hero_defence_requests(ctx: Context, state: GameState, task: Task) -> tuple[RollRequest, ...]:
    """The hero's defence for every energy commitment it can make now, from no guard up."""
    return tuple(
        hero_defence_request(ctx, state, task, cubes)
        for cubes in range(guard_limit(ctx, state, task.figure or "") + 1)
    )


def defence_request(
    ctx: Context,
    state: GameState,
    target: str,
    pool: DicePool,
    power: int,
    automatic_only: bool,
    automatic: tuple[int, ...] = (),
) -> RollRequest:
    """A villain's defence roll against ``power`` (``state``: its cubes already paid); the
    odds are given the ``automatic`` defence dice already showing (AMB-36: rolled first)."""
    armor = ctx.profile(target).armor
    if automatic_only:
        dist = pool_distribution(ctx.dice, pool)
        return RollRequest(
            "defence_auto",
            target,
            tuple(pool),
            as_dict(dist),
            None,
            armor,
            None,
            dice=tuple(d.id for d in pool_dice(ctx.dice, pool)),
        )
    return _request(
        ctx,
        state,
        "defence",
        target,
        pool,
        armor=armor,
        damage_of=lambda d: damage_distribution((Fraction(0),) * power + (Fraction(1),), d, armor),
        known=automatic,
    )


def rerolls_for(
    ctx: Context, request: RollRequest, first: tuple[int, ...], rerolls: tuple[int, ...] = ()
) -> tuple[int, ...]:
    """Indexes of the dice the AI rerolls given typed ``first`` results (and the rerolls
    already typed): exact up to one entry past ``rerolls``, a forecast after it."""
    members = pool_dice(ctx.dice, request.pool)
    return reroll_order(ctx, members, first, rerolls, request.free_rerolls, request.paid_reroll)


def check_typed(ctx: Context, request: RollRequest, typed: TypedDice, where: str) -> None:
    """Refuse typed dice that cannot be the result of this roll (``play.dice.*``)."""
    members = pool_dice(ctx.dice, request.pool)
    if len(typed.first) != len(members):
        raise error("play.dice.count", where=where, expected=len(members), count=len(typed.first))
    for index, (die, value) in enumerate(zip(members, typed.first)):
        _check_face(die, value, index, where)
    if request.kind in ("defence_auto", "hero_defence"):
        if typed.rerolls:  # these dice have no reroll policy: the player types what he kept
            raise error("play.dice.rerolls", where=where, expected=0, count=len(typed.rerolls))
        return
    order = rerolls_for(ctx, request, typed.first, typed.rerolls)
    if len(order) != len(typed.rerolls):
        raise error("play.dice.rerolls", where=where, expected=len(order), count=len(typed.rerolls))
    for index, value in zip(order, typed.rerolls):
        _check_face(members[index], value, index, where)


def _check_face(die, value: int, index: int, where: str) -> None:
    if face_of(die, value) is None:
        raise error(
            "play.dice.value",
            where=where,
            index=index + 1,
            die=die.id,
            value=value,
            faces=", ".join(str(f) for f in sorted(set(die.faces))),
        )
