"""A golden case may name its scenario by file (``scenario_path``): the caller's reader reads
it, so running cases never needs the store (PRODUCT §6: the core never imports it)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from editor.solo.cases import run_case

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "tests" / "solo" / "cases" / "mv3-one-cube"


def _case_by_path(folder: Path) -> Path:
    """The source case rewritten to name its scenario as ``board/scenario.json``."""
    data = json.loads((SOURCE / "case.json").read_text(encoding="utf-8"))
    (folder / "board").mkdir(parents=True)
    (folder / "board" / "scenario.json").write_text(json.dumps(data.pop("scenario")), "utf-8")
    data["scenario_path"] = "board/scenario.json"
    (folder / "case.json").write_text(json.dumps(data), encoding="utf-8")
    return folder


def test_the_reader_passed_in_reads_the_scenario_and_the_store_stays_unloaded(tmp_path):
    folder = _case_by_path(tmp_path / "case")
    script = (
        "import json, sys\n"
        "from editor.model.codec import decode\n"
        "from editor.model.scenario import Scenario\n"
        "from editor.solo.cases import run_case\n"
        "read = lambda path: decode(Scenario, json.loads(path.read_text('utf-8')), 'scenario')\n"
        "result = run_case(sys.argv[1], read)\n"
        "assert result.passed, result.difference\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(('editor.store', 'sqlalchemy')))\n"
        "print(json.dumps(loaded))\n"
    )
    done = subprocess.run([sys.executable, "-c", script, str(folder)], capture_output=True,
                          text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == []


def test_the_reader_gets_the_path_relative_to_the_case(tmp_path):
    folder = _case_by_path(tmp_path / "case")
    asked = []

    def read(path: Path):
        asked.append(path)
        from editor.model.codec import decode
        from editor.model.scenario import Scenario

        return decode(Scenario, json.loads(path.read_text("utf-8")), "scenario")

    assert run_case(folder, read).passed
    assert asked == [folder / "board" / "scenario.json"]


def test_without_a_reader_a_case_naming_a_file_fails_with_the_reason(tmp_path):
    result = run_case(_case_by_path(tmp_path / "case"))
    assert not result.passed
    assert "board/scenario.json" in result.difference and "no scenario reader" in result.difference


def test_a_case_of_the_wrong_shape_fails_with_the_reason(tmp_path):
    data = json.loads((SOURCE / "case.json").read_text(encoding="utf-8"))
    shapes = {
        "list": [1, 2],
        "path-number": {**data, "scenario_path": 5},
        "setup-number": {**data, "setup": 5},
        "expected-numbers": {**data, "expected": [1]},
    }
    for name, body in shapes.items():
        folder = tmp_path / name
        folder.mkdir()
        (folder / "case.json").write_text(json.dumps(body), encoding="utf-8")
        result = run_case(folder)
        assert not result.passed and result.difference.startswith("cannot run the case: "), name
