"""``check-case`` reads a case's ``scenario_path`` (a portable file or folder) for the runner."""

from __future__ import annotations

import io
import json
from pathlib import Path

from editor import cli
from editor.model.codec import decode
from editor.model.scenario import Scenario
from editor.store.portable import write_scenario

SOURCE = Path(__file__).resolve().parents[1] / "solo" / "cases" / "mv3-one-cube"


def test_check_case_reads_the_scenario_file_a_case_names(tmp_path):
    data = json.loads((SOURCE / "case.json").read_text(encoding="utf-8"))
    scenario = decode(Scenario, data.pop("scenario"), "scenario")
    write_scenario(scenario, tmp_path / "board.skirmish")
    data["scenario_path"] = "board.skirmish"
    (tmp_path / "case.json").write_text(json.dumps(data), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert cli.main(["--json", "check-case", str(tmp_path)], out, err) == 0, err.getvalue()
    assert json.loads(out.getvalue()) == [{"path": str(tmp_path), "passed": True, "difference": ""}]
    data["scenario_path"] = "missing.skirmish"
    (tmp_path / "case.json").write_text(json.dumps(data), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert cli.main(["check-case", str(tmp_path)], out, err) == 1
    assert out.getvalue().startswith(f"FAIL {tmp_path}: cannot run the case: missing.skirmish")
