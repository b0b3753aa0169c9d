"""Per-user folders from platformdirs (the library location is in ``editor.store.location``)."""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "skirmish-studio"


def log_path() -> Path:
    """The log file that receives tracebacks of unexpected errors."""
    return platformdirs.user_log_path(APP_NAME, appauthor=False) / "skirmish-studio.log"
