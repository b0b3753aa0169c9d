"""Per-user folders (data, logs) from platformdirs; every path can be overridden for tests."""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "skirmish-studio"


def data_dir() -> Path:
    """``$XDG_DATA_HOME/skirmish-studio`` on Linux, the platform's equivalent elsewhere."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def log_path() -> Path:
    """The log file that receives tracebacks of unexpected errors."""
    return platformdirs.user_log_path(APP_NAME, appauthor=False) / "skirmish-studio.log"
