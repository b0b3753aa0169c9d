"""The wheel carries the bundled folders and runs outside the repository (docs/packaging.md).

The wheel is built from this checkout and installed without its dependencies into a folder
outside the repository; the development interpreter then runs it from yet another folder
with ``-S``, so neither the checkout nor the editable install's path hooks can be what it
imports (the dependencies come from the development environment's site-packages, put on the
path by hand). The full install into a fresh environment (dependencies from the index) is
``make package``'s.
"""

from __future__ import annotations

import json
import os
import site
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import bundle  # noqa: E402

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (built,) = out.glob("skirmish_studio-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("site")
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--quiet", "--target",
         str(target), str(wheel)],
        check=True,
        capture_output=True,
    )
    return target


def _run(installed: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = os.pathsep.join([str(installed), *site.getsitepackages()])
    return subprocess.run(
        [sys.executable, "-S", *args], cwd=cwd, env=env, capture_output=True, text=True,
        timeout=120,
    )


def test_the_wheel_holds_every_bundled_file(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {f"{bundle.DATA_DIR}/{relative}" for _source, relative in bundle.bundled_files()}
    assert expected <= names
    assert f"{bundle.DATA_DIR}/resources/i18n/skirmish_fr.qm" in names
    assert not [n for n in names if n.endswith(".ts") or "/samples/" in n and n.endswith(".py")]


def test_the_installed_wheel_finds_its_own_resources(installed, tmp_path):
    probe = _run(installed, tmp_path, "-c",
                 "import editor.resources as r; print(r.__file__); print(r.RESOURCES_DIR)")
    assert probe.returncode == 0, probe.stderr
    module, resources = probe.stdout.splitlines()
    assert Path(module).is_relative_to(installed)
    assert Path(resources) == installed / "editor" / "_data" / "resources"
    assert not Path(resources).is_relative_to(ROOT)


def test_the_installed_wheel_lists_the_samples_of_a_fresh_library(installed, tmp_path):
    library = tmp_path / "library.sqlite"
    done = _run(installed, tmp_path, "-m", "editor.cli", "--library", str(library), "--json",
                "list")
    assert done.returncode == 0, done.stderr
    names = {row["name"] for row in json.loads(done.stdout)}
    assert names == {"night-market", "frozen-trench", "depot-raid"}
    french = _run(installed, tmp_path, "-m", "editor.cli", "--library", str(library),
                  "--lang", "fr", "validate", "no-such-scenario")
    assert french.returncode == 1
    assert "pas de scénario nommé « no-such-scenario »" in french.stderr  # the catalogue
