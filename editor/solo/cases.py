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

from editor.limits import DEFAULT_LIMITS, MIB
from editor.messages import SkirmishError, error
from editor.model.codec import decode, encode
from editor.model.options import RulesOptions
from editor.model.scenario import Scenario
from editor.model.validation import errors, validate
from editor.safe_files import read_regular_file
from editor.safe_json import load_json
from editor.solo.context import Context
from editor.solo.runner import play_turns
from editor.solo.setup import new_game
from editor.solo.state import GameState
from editor.solo.steps import Step

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


def actual_steps(scenario: Scenario, data: dict[str, Any]) -> list[Step]:
    state = case_state(scenario, data)
    run = data.get("run", {"turns": 1})
    if "defence" in run:
        from editor.solo.combat import defence_step

        spec = run["defence"]
        return [defence_step(Context.of(scenario), state, spec["figure"], spec["power"])]
    return list(play_turns(scenario, state, run.get("turns", 1)).steps)


def difference(expected: list[dict[str, Any]], steps: list[Step]) -> str:
    """The first difference between the expected and the actual steps ("" when none)."""
    for i, wanted in enumerate(expected):
        if i >= len(steps):
            return f"step {i + 1}: expected {wanted.get('key')}, but there are only {len(steps)}"
        got = steps[i].to_dict("en")
        for name in ("kind", "key"):
            if name in wanted and wanted[name] != got[name]:
                return f"step {i + 1}: {name} {got[name]!r} instead of {wanted[name]!r}"
        if "rule_ids" in wanted and wanted["rule_ids"] != got["rule_ids"]:
            return f"step {i + 1}: rule_ids {got['rule_ids']} instead of {wanted['rule_ids']}"
        for name, value in wanted.get("params", {}).items():
            if got["params"].get(name) != str(value):
                return (f"step {i + 1} ({got['key']}): {name} = "
                        f"{got['params'].get(name)!r} instead of {str(value)!r}")
        if "notes" in wanted:
            keys = [n["key"] for n in got["notes"]]
            if keys != wanted["notes"]:
                return f"step {i + 1}: notes {keys} instead of {wanted['notes']}"
    if len(steps) > len(expected):
        return f"unexpected step {len(expected) + 1}: {steps[len(expected)].key}"
    return ""


def run_case(path: str | Path, read_scenario: ScenarioReader | None = None) -> CaseResult:
    """Run the case folder ``path``; a case that cannot run fails with the reason."""
    folder = Path(path)
    try:
        data, scenario = load_case(folder, read_scenario)
        found = difference(data["expected"], actual_steps(scenario, data))
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

