"""The heroes' side of a villain's attack: guard, then armour and automatic defence (SPEC §3.3).

« Defender: decide whether to Guard (commit energy → defense dice), then add Armor (automatic,
free) » and « Damage = Attack power − Defense power (Guard successes + Armor), minimum 0 »; hero
boards show « automatic defenses — either a number or a free dice roll » [BGCC:S3]. The solo
rules say nothing of the heroes' defence (they play the villains): the player decides it. In
play mode a villain attack on a hero therefore ends with the attack's successes and queues a
``hero_defence`` task (``Task.figure`` the hero, ``Task.target`` the attacker, ``Task.count``
the attack power); the player answers it with the energy committed to the guard and the dice
(typed, or rolled by the app from the seed).

Decisions, since the rules give no number: a guard cube adds one die of the hero's automatic
defence colour, or of the dice set's first (weakest) colour when the hero has no automatic
dice — the same rule as a villain's defence cube; the guard is capped by the hero's energy and
the exertion limit (``DiceOptions.exertion_limit``, SPEC §1.8); the committed cubes are spent,
then each damage point moves one of the remaining cubes to the wounds, and a hero left with no
energy is out of action (SPEC §3.3, as for an attack the heroes do not defend). Heroes roll
no reroll policy: typed dice are the faces the player kept. Pure Python.
"""

from __future__ import annotations

from dataclasses import replace

from editor.dice.distribution import pool_dice
from editor.dice.rolls import roll_pool
from editor.messages import Message
from editor.model.dice import DiceCount, DicePool
from editor.solo.combat import TypedRoll, face_of
from editor.solo.context import Context
from editor.solo.state import GameState, Task
from editor.solo.steps import Step, note


def guard_die(ctx: Context, figure_id: str) -> str:
    """The die a committed cube adds: the figure's automatic defence colour, else the dice
    set's first colour (the rules do not say)."""
    pool = ctx.profile(figure_id).defense_pool
    if pool:
        return pool[0].die
    return ctx.dice.dice[0].id if ctx.dice.dice else "white"


def guard_limit(ctx: Context, state: GameState, figure_id: str) -> int:
    """The most energy the hero can commit to a guard now (its energy, the exertion limit)."""
    return max(0, min(state.figure(figure_id).energy, ctx.options.dice.exertion_limit))


def guard_pool(ctx: Context, figure_id: str, cubes: int) -> DicePool:
    """The automatic defence dice, then one die per committed cube."""
    automatic = tuple(ctx.profile(figure_id).defense_pool)
    return automatic + ((DiceCount(guard_die(ctx, figure_id), cubes),) if cubes else ())


def automatic_count(ctx: Context, figure_id: str) -> int:
    return sum(entry.count for entry in ctx.profile(figure_id).defense_pool)


def hero_defence_step(ctx: Context, state: GameState, task: Task, cubes: int = 0,
                      typed: TypedRoll | None = None) -> Step:
    """The hero's defence with ``cubes`` committed: the guard pool rolled (``typed`` dice, or
    the app's seeded roll), damage beyond guard, automatic defence and armour taken. ``state``
    is the state without the task; the caller checked ``cubes`` and the typed dice."""
    hero_id, power = task.figure or "", task.count
    profile = ctx.profile(hero_id)
    pool = guard_pool(ctx, hero_id, cubes)
    members = pool_dice(ctx.dice, pool)
    counter = state.counter
    if typed is not None:
        results = [(die.id, face_of(die, value) or 0, value)
                   for die, value in zip(members, typed.first)]
    elif members:
        outcome = roll_pool(ctx.dice, pool, state.seed, state.counter)
        results = [(r.die, r.face, r.successes) for r in outcome.results]
        counter = outcome.counter
    else:
        results = []
    auto = automatic_count(ctx, hero_id)
    automatic = sum(value for _die, _face, value in results[:auto])
    guard = sum(value for _die, _face, value in results[auto:])
    damage = max(0, power - profile.armor - automatic - guard)
    hero = state.figure(hero_id)
    left = hero.energy - cubes
    lost = min(damage, left)
    hero = replace(hero, energy=left - lost, wounds=hero.wounds + lost, out=left - lost <= 0)
    after = replace(state, counter=counter).with_figure(hero)
    notes: tuple[Message, ...] = (note("solo.hero.out", figure=hero_id),) if hero.out else ()
    return Step(
        "hero_defence", "solo.hero_defence",
        {"figure": hero_id, "attacker": task.target or "-", "power": power, "cubes": cubes,
         "guard": guard, "automatic": automatic, "armor": profile.armor, "damage": damage,
         "wounds": hero.wounds, "energy": hero.energy},
        (), after, actor=hero_id, target=task.target,
        dice=tuple(f"{die}:{face}→{value}" for die, face, value in results), notes=notes,
    )
