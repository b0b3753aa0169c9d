"""The heroes' turn (PRODUCT §4 "Play": player turn): what the player records of the physical table.

The player moves hero figures, sets wounds and energy, neutralizes or restores any character,
sets objectives, and resolves a hero's attack on a villain, where the AI decides its defence
(SOLO-DR-2 « L’IA effectue une défense si un résultat de 1 ou plus bloque l’attaque ») and
rolls it with its reroll policy (SOLO-DR-1); an attack out of the target's zone, sight or range
is warned about (``attack_warnings``). Every function returns the new state and a
``Step`` for the log; a move that breaks a rule gets warnings, never a refusal (the table is
the truth). Pure: no state is kept here.
"""

from __future__ import annotations

from dataclasses import replace

from editor.board.paths import PathResult, shortest_paths
from editor.dice.rolls import roll_pool
from editor.messages import Message, Severity, error
from editor.model.dice import DiceCount, DicePool
from editor.model.units import AttackKind
from editor.rules.zone_solo.actions import HeroAttack, MoveHero, SetCounters, SetObjective, SetOut
from editor.rules.zone_solo.rolls import RollRequest, defence_request
from editor.solo.combat import TypedRoll, defence_step, villain_roll
from editor.solo.context import Context
from editor.solo.hero_defence import guard_die
from editor.solo.state import FigureState, GameState
from editor.solo.steps import Step, note


def figure(ctx: Context, state: GameState, figure_id: str, where: str) -> FigureState:
    if figure_id not in ctx.figures:
        raise error("play.figure.unknown", where=where, figure=figure_id)
    return state.figure(figure_id)


def _zone(ctx: Context, zone_id: str, where: str) -> str:
    if ctx.board.zone(zone_id) is None:
        raise error("play.zone.unknown", where=where, zone=zone_id)
    return zone_id


def _paths(ctx: Context, state: GameState, figure_id: str) -> PathResult | None:
    """Least-MP paths of a figure (falls allowed: heroes may drop from a roof); None when it
    is off the board."""
    here = state.figure(figure_id).zone if figure_id in ctx.figures else None
    if here is None:
        return None
    return shortest_paths(
        ctx.board,
        ctx.mover(figure_id),
        ctx.occupancy(state, figure_id),
        ctx.options,
        here,
        allow_fall=True,
    )


def move_cost(ctx: Context, state: GameState, figure_id: str, zone: str) -> int | None:
    """MP of the cheapest legal path of a figure to ``zone``; None when it is off the board
    or cannot get there."""
    found = _paths(ctx, state, figure_id)
    return None if found is None else found.costs.get(zone)


def move_warnings(ctx: Context, state: GameState, figure_id: str, zone: str) -> tuple[Message, ...]:
    """What a move breaks: no legal path, more MP than the free movement and the energy, a
    hero who is out. Information only: the player's table decides."""
    if figure_id not in ctx.figures or ctx.board.zone(zone) is None:
        return ()
    found = state.figure(figure_id)
    if found.zone is None or found.zone == zone:
        return ()
    warnings: list[Message] = []
    if found.out:
        warnings.append(_warn("play.move.out", figure=figure_id))
    cost = move_cost(ctx, state, figure_id, zone)
    movement = ctx.profile(figure_id).movement
    if cost is None:
        warnings.append(_warn("play.move.unreachable", figure=figure_id, zone=zone))
    elif cost > movement + found.energy:
        warnings.append(
            _warn(
                "play.move.too_far",
                figure=figure_id,
                cost=cost,
                movement=movement,
                energy=found.energy,
            )
        )
    elif cost > movement:
        warnings.append(
            Message(
                "play.move.energy",
                {"figure": figure_id, "cost": cost, "extra": cost - movement},
                severity=Severity.INFO,
            )
        )
    return tuple(warnings)


def _warn(key: str, **params) -> Message:
    return Message(key, params, severity=Severity.WARNING)


def move(ctx: Context, state: GameState, action: MoveHero, where: str) -> tuple[GameState, Step]:
    found = figure(ctx, state, action.figure, f"{where}/figure")
    if not ctx.is_hero(action.figure):
        raise error("play.figure.not_hero", where=f"{where}/figure", figure=action.figure)
    zone = _zone(ctx, action.zone, f"{where}/zone")
    paths = _paths(ctx, state, action.figure)
    cost = None if paths is None else paths.costs.get(zone)
    path = (paths.path(zone) if paths else None) or ((found.zone, zone) if found.zone else (zone,))
    after = state.with_figure(replace(found, zone=zone))
    return after, Step(
        "hero",
        "play.log.move",
        {"figure": action.figure, "zone": zone, "cost": "-" if cost is None else cost},
        (),
        after,
        actor=action.figure,
        path=path,
        notes=move_warnings(ctx, state, action.figure, zone),
    )


def counters(
    ctx: Context, state: GameState, action: SetCounters, where: str
) -> tuple[GameState, Step]:
    found = figure(ctx, state, action.figure, f"{where}/figure")
    after = state.with_figure(replace(found, wounds=action.wounds, energy=action.energy))
    return after, Step(
        "hero",
        "play.log.counters",
        {"figure": action.figure, "wounds": action.wounds, "energy": action.energy},
        (),
        after,
        actor=action.figure,
    )


def set_out(ctx: Context, state: GameState, action: SetOut, where: str) -> tuple[GameState, Step]:
    """Heroes carry the ``out`` flag and stay where they fell; villains leave the board with
    their hit points in wounds (what « neutralisé » means for a tile, SPEC §2.4) and come back
    unwounded to ``zone`` or their deployment zone."""
    found = figure(ctx, state, action.figure, f"{where}/figure")
    zone = _zone(ctx, action.zone, f"{where}/zone") if action.zone else None
    if ctx.is_hero(action.figure):
        changed = replace(
            found, out=action.out, zone=zone or found.zone or ctx.figures[action.figure].zone
        )
    elif action.out:
        hit_points = ctx.profile(action.figure).hit_points
        changed = replace(found, zone=None, wounds=max(found.wounds, hit_points, 1))
    else:
        back = zone or (found.zone if found.zone else ctx.figures[action.figure].zone)
        if back is None:
            raise error("play.out.needs_zone", where=f"{where}/zone", figure=action.figure)
        changed = replace(found, zone=back, wounds=0 if found.zone is None else found.wounds)
    after = state.with_figure(changed)
    key = "play.log.out" if action.out else "play.log.restored"
    return after, Step(
        "hero",
        key,
        {"figure": action.figure, "zone": changed.zone or "-"},
        (),
        after,
        actor=action.figure,
    )


def objective(
    ctx: Context, state: GameState, action: SetObjective, where: str
) -> tuple[GameState, Step]:
    found = state.objective(action.objective)
    if found is None:
        raise error(
            "play.objective.unknown", where=f"{where}/objective", objective=action.objective
        )
    after = state.with_objective(replace(found, completed=action.completed, active=action.active))
    key = "play.log.objective" if action.active else "play.log.objective_inactive"
    return after, Step(
        "hero", key, {"objective": action.objective, "completed": action.completed}, (), after
    )


# -- a hero attacks a villain -------------------------------------------------------------


def check_attack(ctx: Context, state: GameState, attacker: str, target: str, where: str) -> None:
    figure(ctx, state, attacker, f"{where}/attacker")
    found = figure(ctx, state, target, f"{where}/target")
    if ctx.is_hero(target):
        raise error("play.figure.not_villain", where=f"{where}/target", figure=target)
    if found.zone is None:
        raise error("play.attack.off_board", where=f"{where}/target", figure=target)


def attack_warnings(
    ctx: Context, state: GameState, attacker: str, target: str, attack: str | None
) -> tuple[Message, ...]:
    """What a hero's attack breaks, as warnings (never a refusal: the table decides): an
    attacker out of action, a melee attack outside the target's zone, a ranged attack without
    line of sight or beyond its range in zones (the hero's ranged attack and the rules
    option, the nearer limit); with no kind given, a target neither in the zone nor in sight."""
    if attacker not in ctx.figures or target not in ctx.figures:
        return ()
    found, victim = state.figure(attacker), state.figure(target)
    names = {"attacker": attacker, "target": target}
    if found.zone is None or found.out:
        return (_warn("play.attack.attacker_out", **names),)
    if victim.zone is None or victim.zone == found.zone:
        return ()
    if attack == "melee":
        return (_warn("play.attack.not_same_zone", **names),)
    if not ctx.los.sees(found.zone, victim.zone):
        key = "play.attack.no_los" if attack == "ranged" else "play.attack.unreachable"
        return (_warn(key, **names),)
    ranged = next((a for a in ctx.profile(attacker).attacks if a.kind is AttackKind.RANGED), None)
    limits = [
        r
        for r in (ranged.range_zones if ranged else None, ctx.options.los.max_range_zones)
        if r is not None
    ]
    distance = ctx.hops(found.zone).get(victim.zone)
    if limits and distance is not None and distance > min(limits):
        return (_warn("play.attack.out_of_range", distance=distance, limit=min(limits), **names),)
    return ()


def _automatic(ctx: Context, target: str) -> DicePool:
    return ctx.profile(target).defense_pool


def defence_die(ctx: Context, target: str) -> str:
    """The colour of a defence cube's die: the defender's automatic defence colour, else the
    first (weakest) die of the set — the rules do not say (see ``editor.rules.zone_solo.play``);
    a hero's guard cube follows the same rule."""
    return guard_die(ctx, target)


def auto_count(ctx: Context, target: str) -> int:
    return sum(entry.count for entry in _automatic(ctx, target))


def _app_automatic(ctx: Context, state: GameState, target: str) -> tuple[int, ...]:
    """The automatic defence dice as the app rolls them: the first dice of the defence roll,
    so the roll that follows draws them again identically from the same counter."""
    outcome = roll_pool(ctx.dice, _automatic(ctx, target), state.seed, state.counter)
    return tuple(r.successes for r in outcome.results)


def defence_decision(
    ctx: Context, state: GameState, target: str, power: int, automatic: tuple[int, ...] | None
) -> tuple[Step, DicePool]:
    """SOLO-DR-2 once the automatic defence dice show ``automatic`` (AMB-36: rolled first,
    then ``needed`` recomputed); None = the app's seeded roll of those dice."""
    auto = _automatic(ctx, target)
    if automatic is None:
        automatic = _app_automatic(ctx, state, target)
    decided = defence_step(ctx, state, target, max(0, power - sum(automatic)))
    cubes = decided.params["cubes"]
    pool = tuple(auto) + ((DiceCount(defence_die(ctx, target), cubes),) if cubes else ())
    return decided, pool


def defence_roll_request(
    ctx: Context, state: GameState, target: str, power: int, automatic: tuple[int, ...] | None
) -> RollRequest | None:
    """What the player rolls for the defence: the automatic dice first when the defender has
    some and ``automatic`` is None, else the whole pool; None when nothing is rolled."""
    if automatic is None and auto_count(ctx, target):
        return defence_request(ctx, state, target, _automatic(ctx, target), power, True)
    decided, pool = defence_decision(ctx, state, target, power, automatic or ())
    if not pool:
        return None
    return defence_request(ctx, decided.after, target, pool, power, False, automatic or ())


def attack(
    ctx: Context, state: GameState, action: HeroAttack, where: str
) -> tuple[GameState, Step]:
    """The villain's defence, decided, paid and rolled; damage beyond armour and defence
    wounds it, and at its hit points it is neutralized (leaves the board)."""
    check_attack(ctx, state, action.attacker, action.target, where)
    typed = action.dice
    automatic = typed.first[: auto_count(ctx, action.target)] if typed else None
    decided, pool = defence_decision(ctx, state, action.target, action.power, automatic)
    after, successes = decided.after, 0
    notes = [*attack_warnings(ctx, state, action.attacker, action.target, action.attack)]
    notes.append(Message(decided.key, decided.params))
    if auto_count(ctx, action.target):
        first = automatic if automatic is not None else _app_automatic(ctx, state, action.target)
        notes.insert(
            len(notes) - 1,
            note("play.attack.automatic", figure=action.target, successes=sum(first)),
        )
    shown: tuple[str, ...] = ()
    if pool:
        roll = TypedRoll(typed.first, typed.rerolls) if typed else None
        outcome, after, reroll_notes = villain_roll(ctx, after, action.target, pool, roll)
        successes = outcome.successes
        shown = tuple(f"{r.die}:{r.face}→{r.successes}" for r in outcome.results)
        notes.extend(reroll_notes)
    armor = ctx.profile(action.target).armor
    damage = max(0, action.power - armor - successes)
    villain = after.figure(action.target)
    hit_points = ctx.profile(action.target).hit_points
    wounds = villain.wounds + damage
    if wounds >= hit_points:
        villain = replace(villain, zone=None, wounds=max(hit_points, 1))
        notes.append(note("play.attack.neutralized", figure=action.target))
    else:
        villain = replace(villain, wounds=wounds)
    after = after.with_figure(villain)
    rules = (
        ("SOLO-DR-2", "SOLO-DR-1")
        if any(n.key.startswith("dice.reroll") for n in notes)
        else ("SOLO-DR-2",)
    )
    return after, Step(
        "hero_attack",
        "play.log.attack",
        {
            "attacker": action.attacker,
            "target": action.target,
            "power": action.power,
            "defence": successes,
            "armor": armor,
            "damage": damage,
        },
        rules,
        after,
        actor=action.attacker,
        target=action.target,
        energy=decided.params["cubes"],
        dice=shown,
        notes=tuple(notes),
    )
