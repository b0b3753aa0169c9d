"""Where the application's own files are: bundled resources and sample scenarios.

Two layouts, one lookup (``docs/packaging.md``):

- installed (a wheel, a folder build): the build copies ``resources/``, ``scenarios/`` and
  ``docs/`` into the package under ``editor/_data/``, so they travel
  with the code wherever it is installed or frozen;
- a checkout (the editable install of ``make setup``): there is no ``editor/_data``, and the
  folders are read where they are kept, at the repository root, so an edit shows at once.

User folders (library, logs, settings) come from platformdirs in ``editor.userdirs``; the user
guides the Help window shows are ``docs/``, bundled the same way.
Standard library only.
"""

from __future__ import annotations

from pathlib import Path

BUNDLED_FOLDERS = ("resources", "scenarios", "docs")
"""The folders of the repository root that every build carries, under ``DATA_DIR``."""

PACKAGE_DIR = Path(__file__).resolve().parent
DATA_DIR = PACKAGE_DIR / "_data"
"""Where a build puts the bundled folders, inside the package."""
PROJECT_DIR = PACKAGE_DIR.parent
"""The repository root, in a checkout."""

_ROOT = DATA_DIR if (DATA_DIR / "resources").is_dir() else PROJECT_DIR
RESOURCES_DIR = _ROOT / "resources"
SAMPLES_DIR = _ROOT / "scenarios"
DOCS_DIR = _ROOT / "docs"
"""The user guides (``docs/*.md``, French ones in ``docs/fr/``), shown by Help."""
