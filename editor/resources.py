"""Where the application's own files are: bundled resources and sample scenarios.

User folders (library, logs, settings) come from platformdirs in ``editor.userdirs``; the user
guides the Help window shows are in ``docs/``.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
PROJECT_DIR = PACKAGE_DIR.parent
RESOURCES_DIR = PROJECT_DIR / "resources"
SAMPLES_DIR = PROJECT_DIR / "scenarios"
DOCS_DIR = PROJECT_DIR / "docs"
"""The user guides (``docs/*.md``, French ones in ``docs/fr/``), shown by Help."""
