"""Where the application's own files are: bundled resources and sample scenarios.

User folders (library, logs, settings) come from platformdirs in ``editor.userdirs``.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
PROJECT_DIR = PACKAGE_DIR.parent
RESOURCES_DIR = PROJECT_DIR / "resources"
SAMPLES_DIR = PROJECT_DIR / "scenarios"
