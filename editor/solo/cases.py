"""Golden rule cases (STYLE point 7): a folder with ``case.json`` that a rules expert writes.

``case.json`` holds the situation (a scenario in the model codec's JSON, usually an abstract
board, or ``scenario_path``: a scenario file or folder relative to the case), the seed, the
changes to the new game (``setup``: draw pile, river, energy, figures' zones/wounds/energy,
reinforcement points), rules options to change (``options``: dotted names such as
``river.unaffordable``), what to run (``run``: villain ``turns``, or a SOLO-DR-2 ``defence``),
the French sentence of the rules under test (``quote``) and the ``expected`` steps: each gives
its ``kind``, ``key``, ``rule_ids`` and any ``params`` to compare. Format: ``docs/solo.md``.

The runner reads ``case.json`` only: a ``scenario_path`` is read by the ``read_scenario``
function its caller passes (the command line passes the portable-file reader of the store),
since the core never imports the store (PRODUCT §6).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from editor.dice.distribution import pool_dice
from editor.limits import DEFAULT_LIMITS, MIB
from editor.messages import SkirmishError, error
from editor.model.codec import decode, encode
from editor.model.options import RulesOptions
from editor.model.scenario import Scenario
from editor.model.validation import errors, validate
from editor.safe_files import read_regular_file
from editor.safe_json import load_json
from editor.solo.case_checks import difference, state_difference
from editor.solo.combat import (
    TypedRoll,
    attack_pool,
    check_plan,
    defence_step,
    reroll_order,
    roll_policy,
)
from editor.solo.context import Context
from editor.solo.runner import TypedDice, play_turns
from editor.solo.setup import new_game
from editor.solo.state import GameState, Task
from editor.solo.steps import Step

__all__ = ["CaseResult", "CaseRun", "difference", "load_case", "record", "run_case",
           "run_steps", "state_difference"]

ScenarioReader = Callable[[Path], Scenario]
"""Reads the scenario file or folder a case names in ``scenario_path``."""
MAX_CASE_BYTES = 8 * MIB
"""``case.json`` is read like any file from elsewhere: regular files only, size and nesting
limited (a 100,000-deep array must fail the case, not the process)."""


@dataclass(frozen=True)
class CaseResult:
    path: str
    passed: bool
    difference: str = ""


def load_case(folder: Path, read_scenario: ScenarioReader | None = None
              ) -> tuple[dict[str, Any], Scenario]:
    """The case's data and its scenario, with the case's rules options applied."""
    where = str(folder / "case.json")
    data = load_json(read_regular_file(folder / "case.json", MAX_CASE_BYTES, where), where,
                     DEFAULT_LIMITS)
    if not isinstance(data, dict):
        raise error("model.expected_object", where=where)
    if "scenario_path" in data:
        if not isinstance(data["scenario_path"], str):
            raise error("model.expected_string", where=f"{where}: scenario_path")
        if read_scenario is None:
            raise error("solo.case.needs_reader", where=where, path=data["scenario_path"])
        scenario = read_scenario(folder / data["scenario_path"])
    else:
        scenario = decode(Scenario, data["scenario"], "scenario")
    if data.get("options"):
        options = encode(scenario.options)
        for dotted, value in data["options"].items():
            node = options
            *parents, last = dotted.split(".")
            for name in parents:
                node = node[name]
            node[last] = value
        scenario = replace(scenario, options=decode(RulesOptions, options, "options"))
    _check_values(scenario, where)
    return data, scenario


def _check_values(scenario: Scenario, where: str) -> None:
    """Refuse the first value validation refuses (a negative movement, a die face of 2**64
    successes whose odds would take for ever to enumerate): the engine plays only values in
    range. References to what a case leaves out (a tile, a unit: ``validation.unknown_*``) are
    allowed; a lookup that then fails fails the case (``run_case``)."""
    for message in errors(validate(scenario)):
        if not message.key.startswith("validation.unknown_"):
            raise SkirmishError(message.placed(f"{where}: "))


def case_state(scenario: Scenario, data: dict[str, Any]) -> GameState:
    setup = data.get("setup", {})
    state = new_game(scenario, data.get("seed", 1))
    simple = {k: (tuple(v) if isinstance(v, list) else v) for k, v in setup.items()
              if k in ("draw_pile", "river", "villain_reserve", "villain_spent",
                       "reinforcement_points", "turn")}
    state = replace(state, **simple)
    for figure_id, changes in setup.get("figures", {}).items():
        state = state.with_figure(replace(state.figure(figure_id), **changes))
    return state


@dataclass(frozen=True)
class CaseRun:
    """What a case produced: its steps, the state it started from and the state it ended in."""

    steps: list[Step]
    start: GameState
    end: GameState


def _trigger(ctx: Context, state: GameState, run: dict[str, Any]) -> GameState:
    """The state with the agenda a ``run`` trigger starts (none for ``turns``)."""
    if "reinforce" in run:
        # SOLO-RF-1/2/3: the points granted, then the zone chosen by the next card
        points = run["reinforce"].get("points", 0)
        if not isinstance(points, int) or isinstance(points, bool) or not 0 <= points <= 10**6:
            raise ValueError(f"run.reinforce.points: {points!r} is not a number of points")
        return replace(state, reinforcement_points=state.reinforcement_points + points,
                       pending=(Task("reinforce"),))
    if "roll" in run:
        # SOLO-DR-1: one AI roll (an attack, or an objective's check) with its rerolls
        spec = run["roll"]
        figure = spec["figure"]
        ctx.profile(figure)  # an unknown figure fails here, named
        if "objective" in spec:
            return replace(state, pending=(Task("check", figure=figure,
                                                objective=spec["objective"]),))
        return replace(state, pending=(Task("attack", figure=figure, target=spec["target"],
                                            attack=spec.get("attack", "melee")),))
    return state


def _typed_dice(data: dict[str, Any]) -> tuple[list[TypedRoll], TypedDice | None]:
    """The case's typed dice (one entry per AI roll, in order: the list the runner empties)
    and the function handing them to the rolls, each checked against the roll's pool."""
    entries = data.get("dice")
    if entries is None:
        return [], None
    if not isinstance(entries, list):
        raise TypeError("dice: expected a list of typed rolls")
    left = [_typed_roll(entry, f"dice[{i}]") for i, entry in enumerate(entries)]
    total = len(left)

    def give(ctx: Context, state: GameState, task: Task) -> TypedRoll | None:
        if not left:
            return None
        roll = left.pop(0)
        _check_typed(ctx, state, task, roll, f"dice[{total - len(left) - 1}]")
        return roll

    return left, give


def _typed_roll(entry: Any, where: str) -> TypedRoll:
    if not isinstance(entry, dict):
        raise TypeError(f'{where}: expected {{"first": [...], "rerolls": [...]}}')
    parts = []
    for name in ("first", "rerolls"):
        values = entry.get(name, [])
        if not isinstance(values, list) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in values):
            raise TypeError(f"{where}.{name}: expected a list of successes")
        parts.append(tuple(values))
    return TypedRoll(parts[0], parts[1])


def _check_typed(ctx: Context, state: GameState, task: Task, roll: TypedRoll,
                 where: str) -> None:
    """Typed dice must fit the roll: one result per die of the pool, each a face the die has,
    and exactly the rerolls SOLO-DR-1 makes, each a face of the die it rerolls."""
    if task.kind == "attack":
        pool = attack_pool(ctx, task)
    else:
        pool = check_plan(ctx, state, task)[1]
    members = pool_dice(ctx.dice, pool)
    if len(roll.first) != len(members):
        raise error("solo.case.typed_count", where=f"{where}.first", count=len(members),
                    typed=len(roll.first))
    for i, (die, value) in enumerate(zip(members, roll.first)):
        if value not in die.faces:
            raise error("solo.case.typed_face", where=f"{where}.first[{i}]", value=value,
                        die=die.id)
    free, paid_ok = roll_policy(ctx, state, task.figure or "")
    order = reroll_order(ctx, members, roll.first, roll.rerolls, free, paid_ok)
    # past the typed rerolls the order is a forecast: one entry more means a reroll is missing
    if len(order) != len(roll.rerolls):
        raise error("solo.case.typed_rerolls", where=f"{where}.rerolls", count=len(order),
                    typed=len(roll.rerolls))
    for i, (index, value) in enumerate(zip(order, roll.rerolls)):
        if value not in members[index].faces:
            raise error("solo.case.typed_face", where=f"{where}.rerolls[{i}]", value=value,
                        die=members[index].id)


def run_steps(scenario: Scenario, data: dict[str, Any]) -> CaseRun:
    """Play what the case's ``run`` asks, with its typed ``dice``."""
    start = case_state(scenario, data)
    run = data.get("run", {"turns": 1})
    if not isinstance(run, dict):
        raise TypeError("run: expected an object")
    ctx = Context.of(scenario)
    if "defence" in run:
        spec = run["defence"]
        step = defence_step(ctx, start, spec["figure"], spec["power"])
        return CaseRun([step], start, step.after)
    left, typed = _typed_dice(data)
    trace = play_turns(scenario, _trigger(ctx, start, run), run.get("turns", 1), ctx, typed)
    if left:
        raise error("solo.case.typed_unused", where="dice", count=len(left))
    return CaseRun(list(trace.steps), start, trace.state)


def actual_steps(scenario: Scenario, data: dict[str, Any]) -> list[Step]:
    return run_steps(scenario, data).steps


def case_difference(data: dict[str, Any], done: CaseRun) -> str:
    """The first difference: in the steps (and their checkpoints), then in the final state."""
    found = difference(data["expected"], done.steps, done.start)
    if not found and "state" in data:
        found = state_difference(data["state"], done.start, done.end)
        found = f"state after the case: {found}" if found else ""
    return found


def run_case(path: str | Path, read_scenario: ScenarioReader | None = None) -> CaseResult:
    """Run the case folder ``path``; a case that cannot run fails with the reason."""
    folder = Path(path)
    try:
        data, scenario = load_case(folder, read_scenario)
        found = case_difference(data, run_steps(scenario, data))
    except (OSError, LookupError, ValueError, TypeError, AttributeError, SkirmishError) as exc:
        # a case is hand-written JSON, its scenario unvalidated (cases leave out what they do
        # not test): a value of the wrong type, or one the engine cannot play (a negative
        # movement leaves the planner no zone to stop in), is a failed case, not a crash
        return CaseResult(str(path), False, f"cannot run the case: {exc}")
    return CaseResult(str(path), not found, found)


def record(folder: Path, read_scenario: ScenarioReader | None = None) -> list[dict[str, Any]]:
    """The steps a case produces now, in the ``expected`` format (to write a new case)."""
    data, scenario = load_case(folder, read_scenario)
    out = []
    for step in actual_steps(scenario, data):
        got = step.to_dict("en")
        out.append({k: got[k] for k in ("kind", "key", "rule_ids", "params")}
                   | {"notes": [n["key"] for n in got["notes"]]})
    return out

