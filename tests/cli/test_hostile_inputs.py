"""Files named on the command line beside portable files and libraries (golden case folders,
game logs) are read as untrusted input: a FIFO is refused without blocking and a deeply nested
``case.json`` fails the case with exit 1, never a hang or an internal error (exit 3)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def cli(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "editor.cli", *args], cwd=cwd, timeout=60,
                          capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)))


def test_a_deeply_nested_case_fails_the_case_cleanly(tmp_path):
    case = tmp_path / "deep"
    case.mkdir()
    (case / "case.json").write_text("[" * 100_000 + "]" * 100_000)
    result = cli("check-case", case.name, cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert "cannot run the case" in result.stdout and "case.json, line 1" in result.stdout
    assert "internal error" not in result.stderr.lower()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_fifos_as_a_case_file_or_a_game_log_are_refused_without_blocking(tmp_path):
    case = tmp_path / "case"
    case.mkdir()
    os.mkfifo(case / "case.json")
    result = cli("check-case", case.name, cwd=tmp_path)
    assert result.returncode == 1 and "This is not a reg" in result.stdout  # (shortened)
    os.mkfifo(tmp_path / "game.md")
    result = cli("replay", str(tmp_path / "game.md"), str(ROOT / "scenarios" / "night-market"),
                 cwd=tmp_path)
    assert result.returncode == 1 and "not a regular file" in result.stderr


def test_a_case_whose_character_cannot_move_fails_the_case_cleanly(tmp_path):
    """A case's inline scenario is not validated (golden cases may leave out what they do not
    test), so the engine may meet a negative movement; the case fails, the process does not
    (found by the fuzz soak: an IndexError in the planner, exit 3)."""
    import json

    data = json.loads((ROOT / "tests" / "solo" / "cases" / "ma-burst" / "case.json").read_text())
    villain = next(u for u in data["scenario"]["units"] if u["id"] == "thug")
    villain["profile"]["movement"] = -2
    case = tmp_path / "cannot-move"
    case.mkdir()
    (case / "case.json").write_text(json.dumps(data))
    result = cli("check-case", case.name, cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert "cannot run the case" in result.stdout
    assert "internal error" not in result.stderr.lower()


def test_a_case_with_a_die_face_of_2_64_successes_fails_at_once(tmp_path):
    """The odds of a roll enumerate every total up to the best face: a face of 2**64 successes
    would run for ever, so a case's scenario is validated first (found by the fuzz soak)."""
    import json

    data = json.loads((ROOT / "tests" / "solo" / "cases" / "ma-burst" / "case.json").read_text())
    red = next(d for d in data["scenario"]["dice"]["dice"] if d["id"] == "red")
    red["faces"][3] = 2**64
    case = tmp_path / "huge-face"
    case.mkdir()
    (case / "case.json").write_text(json.dumps(data))
    result = cli("check-case", case.name, cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert "cannot run the case" in result.stdout and "case.json: dice.dice[1]" in result.stdout
