"""Where the library file and its backups are.

The file: ``--library PATH``, else ``$SKIRMISH_STUDIO_LIBRARY``, else the per-user data folder
(``$XDG_DATA_HOME/skirmish-studio/`` on Linux, via platformdirs). A PATH naming an existing
folder, or ending with a path separator, means ``PATH/library.sqlite``; any other PATH is the
library file itself. Backups are ``backups/library-<UTC time>.sqlite`` beside the file, the
newest BACKUPS_KEPT kept; files not named so are never touched. Standard library + platformdirs:
must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import os
import re
import time
from datetime import UTC, datetime
from pathlib import Path

import platformdirs

APP_NAME = "skirmish-studio"
ENV_VARIABLE = "SKIRMISH_STUDIO_LIBRARY"
FILE_NAME = "library.sqlite"
BACKUPS_FOLDER = "backups"
BACKUPS_KEPT = 5

_BACKUP_NAME = re.compile(r"library-\d{8}T\d{6}\.\d{6}Z\.sqlite")
_PARTIAL_NAME = re.compile(r"library-\d{8}T\d{6}\.\d{6}Z\.sqlite\.partial")
_STALE_PARTIAL_S = 3600
"""A partial backup this old was left by a killed process, not one still writing it."""


def library_path(cli_value: str | None = None) -> Path:
    """The absolute path of the library file for this run."""
    chosen = cli_value or os.environ.get(ENV_VARIABLE, "")
    if not chosen:
        return platformdirs.user_data_path(APP_NAME) / FILE_NAME
    path = Path(chosen).expanduser().absolute()
    separators = tuple(s for s in (os.sep, os.altsep) if s)
    if chosen.endswith(separators) or _is_folder(path):
        return path / FILE_NAME
    return path


def _is_folder(path: Path) -> bool:
    """An existing folder; False for a path that cannot be probed (a name too long for the
    system), which opening the library then reports with its reason."""
    try:
        return path.is_dir()
    except OSError:
        return False


def backups_folder(library: Path) -> Path:
    """The folder of the rotating backups of the library file ``library``."""
    return library.parent / BACKUPS_FOLDER


def new_backup(library: Path) -> tuple[Path, Path]:
    """(partial, final) paths for a new backup: written as the first, renamed to the second."""
    final = backups_folder(library) / f"library-{datetime.now(UTC):%Y%m%dT%H%M%S.%f}Z.sqlite"
    return final.with_name(f"{final.name}.partial"), final


def backups(library: Path) -> list[Path]:
    """The backups of ``library``, oldest first."""
    folder = backups_folder(library)
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if _BACKUP_NAME.fullmatch(p.name))


def rotate_backups(library: Path) -> None:
    """Keep the newest BACKUPS_KEPT backups; drop partial copies left by a killed process."""
    for old in backups(library)[:-BACKUPS_KEPT]:
        old.unlink(missing_ok=True)
    stale = time.time() - _STALE_PARTIAL_S
    for partial in backups_folder(library).iterdir():
        if _PARTIAL_NAME.fullmatch(partial.name) and partial.stat().st_mtime < stale:
            partial.unlink(missing_ok=True)
