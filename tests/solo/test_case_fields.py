"""The fields a golden case may state besides its steps (docs/solo.md "Golden cases"): a state
check after the case, a checkpoint after a step, the step's own fields, the reinforcement and
AI-roll triggers and typed dice. Each changed expectation must fail the case and the difference
must name what differs; typed dice that do not fit the roll fail the case with the place."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from editor.solo.cases import run_case

CASES = Path(__file__).parent / "cases"


def _run(tmp_path: Path, name: str, change) -> str:
    data = json.loads((CASES / name / "case.json").read_text(encoding="utf-8"))
    assert run_case(CASES / name).passed
    changed = copy.deepcopy(data)
    change(changed)
    folder = tmp_path / name
    folder.mkdir()
    (folder / "case.json").write_text(json.dumps(changed, ensure_ascii=False), "utf-8")
    result = run_case(folder)
    assert not result.passed
    return result.difference


def _set(path: str, value: Any):
    """A change setting the dotted ``path`` (list indexes as numbers) of the case to ``value``."""
    def change(data: dict) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for name in parents:
            node = node[int(name)] if isinstance(node, list) else node.setdefault(name, {})
        node[int(last) if isinstance(node, list) else last] = value
    return change


@pytest.mark.parametrize(("name", "path", "value", "named"), [
    ("cl-clean-river", "state.villain_reserve", 4, "state after the case: villain_reserve 3"),
    ("cl-clean-river", "state.villain_spent", 2, "villain_spent 3"),
    ("cl-clean-river", "state.river", ["t1", "t0"], "river ['t0', 't1']"),
    ("cl-clean-river", "state.discard", [], "discard ['c1']"),
    ("cl-clean-river", "state.card", "c1", "card None"),
    ("cl-clean-river", "state.turn", 1, "turn 2"),
    ("cl-clean-river", "state.random_draws", 0, "random_draws 2"),
    ("cl-clean-river", "state.figures.h1.wounds", 1, "figures.h1.wounds 2"),
    ("cl-clean-river", "state.figures.v1.zone", "a", "figures.v1.zone 'b'"),
    ("cl-clean-river", "expected.2.state.river", ["t0", "t1"],
     "step 3: (solo.clean.done) state after the step: river ['t1', 't0']"),
    ("cl-clean-river", "expected.5.dice", [], "step 6: (solo.attack.roll) dice"),
    ("cl-clean-river", "expected.3.energy", 2, "step 4: (solo.tile.activate) energy 1 instead of 2"),
    ("rf-trigger-most-hit-points", "state.came_back", {"v2": "f"}, "came_back {'v3': 'f'}"),
    ("rf-trigger-most-hit-points", "state.reinforcement_points", 1, "reinforcement_points 0"),
    ("rf-trigger-most-hit-points", "state.draw_pile", ["c2"], "draw_pile []"),
    ("rf-trigger-most-hit-points", "run.reinforce.points", 2, "figures = 'v3@f, v2@f'"),
    ("dr1-typed-colour-order", "dice.0.rerolls", [0, 2], "successes = '2'"),
    ("dr1-typed-colour-order", "state.random_draws", 2, "random_draws 0"),
    ("dr1-typed-colour-order", "expected.0.energy", 0, "energy 1 instead of 0"),
    ("dr1-typed-colour-order", "state.figures.h1.energy", 5, "figures.h1.energy 4"),
])
def test_a_changed_expectation_fails_naming_it(tmp_path, name, path, value, named):
    assert named in _run(tmp_path, name, _set(path, value))


@pytest.mark.parametrize(("dice", "named"), [
    ([{"first": [0], "rerolls": []}], "dice[0].first: The roll has 2 dice; the case types 1."),
    ([{"first": [0, 3], "rerolls": [0, 1]}], "dice[0].first[1]: The die white has no face "
                                             "showing this number of successes: 3."),
    ([{"first": [0, 0], "rerolls": [0]}], "dice[0].rerolls: The AI rerolls 2 dice here "
                                          "(SOLO-DR-1); the case types 1."),
    ([{"first": [0, 0], "rerolls": [0, 1, 1]}], "rerolls 2 dice here (SOLO-DR-1); the case "
                                                "types 3."),
    ([{"first": [0, 0], "rerolls": [0, 5]}], "dice[0].rerolls[1]: The die white has no face"),
    ([{"first": [0, 0], "rerolls": [0, 1]}, {"first": [1, 1]}], "dice: 1 typed rolls were left"),
    ([{"first": "00"}], "dice[0].first: expected a list of successes"),
    ("x", "dice: expected a list of typed rolls"),
])
def test_typed_dice_that_do_not_fit_the_roll_fail_with_the_place(tmp_path, dice, named):
    difference = _run(tmp_path, "dr1-typed-colour-order", _set("dice", dice))
    assert difference.startswith("cannot run the case: ") and named in difference


def test_typed_dice_draw_nothing_and_the_seeded_roll_does(tmp_path):
    """Without typed dice the same roll is the app's: two dice, two draws at least."""
    difference = _run(tmp_path, "dr1-typed-colour-order", lambda d: d.pop("dice"))
    assert difference.startswith("step 1:") or "random_draws" in difference


def test_an_unknown_state_field_fails_the_case(tmp_path):
    difference = _run(tmp_path, "cl-clean-river", _set("state.reserve", 3))
    assert "unknown state field 'reserve'" in difference


def test_a_roll_trigger_naming_an_unknown_figure_fails_the_case(tmp_path):
    difference = _run(tmp_path, "dr1-typed-colour-order", _set("run.roll.figure", "nobody"))
    assert difference.startswith("cannot run the case: ") and "nobody" in difference
