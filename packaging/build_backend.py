"""The build backend: setuptools, plus the bundled folders copied into the wheel.

``pyproject.toml`` names this module (``backend-path = ["packaging"]``). It is setuptools'
own backend with two additions (``docs/packaging.md``):

- a wheel's ``build_py`` step copies the files of ``bundle.bundled_files`` into
  ``editor/_data/``, so an installed application finds its resources and samples wherever it
  is installed; an editable install (``make setup``) skips the copy and reads the checkout;
- building a wheel asks for PySide6 (the range of ``pyproject.toml``) only when a translation
  must be compiled first, which a fresh clone or an sdist needs and a set-up checkout does not.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403 (the backend's other hooks, unchanged)
from setuptools.command.build_py import build_py

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle  # noqa: E402 (beside this file, on the path just set)


def get_requires_for_build_wheel(config_settings=None):
    requires = list(_setuptools.get_requires_for_build_wheel(config_settings))
    if bundle.stale_translations():
        requires.append(_qt_requirement())
    return requires


def _qt_requirement() -> str:
    with (bundle.ROOT / "pyproject.toml").open("rb") as handle:
        dependencies = tomllib.load(handle)["project"]["dependencies"]
    return next(d for d in dependencies if d.replace("_", "-").startswith("PySide6-Essentials"))


class BuildPy(build_py):
    """``build_py`` that also copies the bundled folders (not in editable mode)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        bundle.ensure_translations()
        target = Path(self.build_lib) / bundle.DATA_DIR
        for source, relative in bundle.bundled_files():
            destination = target / relative
            self.mkpath(str(destination.parent))
            self.copy_file(str(source), str(destination))
