"""The CI workflow of the folder builds is valid (actionlint) and runs the packaging recipe.

It cannot run here (no GitHub runners), so this is all that is checked of it; the recipe it
runs, ``packaging/make_package.py``, is what ``make package`` runs on this machine.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "package.yml"


def _actionlint() -> str:
    found = Path(sys.executable).with_name("actionlint")
    return str(found) if found.exists() else shutil.which("actionlint") or "actionlint"


def test_the_package_workflow_passes_actionlint():
    done = subprocess.run([_actionlint(), "-no-color", str(WORKFLOW)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_actionlint_does_refuse_a_broken_workflow(tmp_path):
    broken = tmp_path / "broken.yml"
    broken.write_text(WORKFLOW.read_text().replace("runs-on: ${{ matrix.os }}",
                                                   "runs-on: ${{ matrix.system }}"))
    done = subprocess.run([_actionlint(), "-no-color", str(broken)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 1 and "system" in done.stdout


def test_the_workflow_builds_on_the_three_systems_and_keeps_the_archives():
    text = WORKFLOW.read_text()
    for system in ("ubuntu-", "windows-", "macos-"):
        assert system in text
    assert "packaging/make_package.py" in text
    assert "actions/upload-artifact" in text and "dist/*.tar.gz" in text
