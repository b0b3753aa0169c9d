"""Per-user folders from platformdirs (the library location is in ``editor.store.location``).

Cheap to import (the messages' cache is found through it at start-up): logging is imported
when an error is logged."""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "skirmish-studio"


def cache_path() -> Path:
    """The per-user cache folder (what can be rebuilt: the parsed messages catalogue)."""
    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def log_path() -> Path:
    """The log file that receives tracebacks of unexpected errors."""
    return platformdirs.user_log_path(APP_NAME, appauthor=False) / "skirmish-studio.log"


def log_exception(exc: BaseException, channel: str) -> Path:
    """Append ``exc`` with its traceback to the log file; returns the file's path (written if
    the folder can be written at all: a failing log must not hide the first failure)."""
    import logging
    import traceback

    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        logger = logging.getLogger(f"skirmish-studio.{channel}")
        handler = logging.FileHandler(path, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        logger.addHandler(handler)
        try:
            logger.error("%s\n%s", exc, "".join(traceback.format_exception(exc)))
        finally:
            logger.removeHandler(handler)
            handler.close()
    except OSError:
        pass
    return path
