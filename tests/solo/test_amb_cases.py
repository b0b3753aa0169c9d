"""Each ambiguity case (``tests/solo/cases/amb*``) must show what its setting changes: re-run
with the option under test back at its SPEC §7 default, the expected steps must no longer match.

The option under test is the case's ``amb_option``, or its only ``options`` entry for the older
cases. Cases written at the default value (no option) have nothing to compare and are skipped.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from editor.solo.cases import actual_steps, difference, load_case, run_case

CASES = sorted(p for p in (Path(__file__).parent / "cases").glob("amb*") if p.is_dir())


def option_under_test(data: dict[str, Any]) -> str | None:
    if "amb_option" in data:
        return data["amb_option"]
    options = data.get("options") or {}
    return next(iter(options)) if len(options) == 1 else None


def with_default(folder: Path, tmp_path: Path) -> tuple[list[dict[str, Any]], Path]:
    """The case's expected steps and a copy of the case with the option back at its default."""
    data = json.loads((folder / "case.json").read_text(encoding="utf-8"))
    option = option_under_test(data)
    if option is None:
        pytest.skip("the case is written at the default value")
    data["options"] = {k: v for k, v in data["options"].items() if k != option}
    if "scenario_path" in data:
        data["scenario_path"] = str((folder / data["scenario_path"]).resolve())
    copy = tmp_path / folder.name
    copy.mkdir()
    (copy / "case.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return data["expected"], copy


@pytest.mark.parametrize("folder", CASES, ids=[p.name for p in CASES])
def test_default_value_behaves_differently(folder: Path, tmp_path: Path) -> None:
    expected, copy = with_default(folder, tmp_path)
    data, scenario = load_case(copy)
    assert run_case(folder).passed
    assert difference(expected, actual_steps(scenario, data)), (
        f"{folder.name}: the default value gives the same steps")


def test_new_cases_name_their_option() -> None:
    for folder in CASES:
        data = json.loads((folder / "case.json").read_text(encoding="utf-8"))
        if "amb" in data:
            assert data["amb_option"] in data["options"], folder.name
