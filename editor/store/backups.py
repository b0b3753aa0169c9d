"""The rotating backups of a library file, in ``backups/`` beside it (PRODUCT §5: nothing
deleted silently).

A backup is named after its library: ``<stem>-<UTC time>Z<suffix>`` (``library.sqlite`` gives
``library-20261201T203000.123456Z.sqlite``), so two libraries in one folder keep their own
rotation. It is copied under the writer's lock as a uniquely named ``.partial`` file, and becomes
a backup only once the write it precedes has passed its checks (``keep``); a refused write drops
its copy (``discard``), so refusals never push good backups out. The rotation keeps the newest
BACKUPS_KEPT, and also the newest one that passes ``PRAGMA quick_check`` when none of those do.
Files named otherwise are never touched. Listing tolerates files that another process renames
or removes at the same moment. Standard library only: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

BACKUPS_FOLDER = "backups"
BACKUPS_KEPT = 5
STALE_PARTIAL_S = 3600
"""A partial copy this old was left by a killed process, not one still writing it."""

_TIME = r"-\d{8}T\d{6}\.\d{6}Z"


def backups_folder(library: Path) -> Path:
    """The folder of the backups of the library file ``library``."""
    return library.parent / BACKUPS_FOLDER


def _pattern(library: Path, partial: bool) -> re.Pattern[str]:
    tail = r"(?:\.\w+)?\.partial" if partial else ""
    return re.compile(re.escape(library.stem) + _TIME + re.escape(library.suffix) + tail)


def backups(library: Path) -> list[Path]:
    """The backups of ``library``, oldest first."""
    folder = backups_folder(library)
    if not folder.is_dir():
        return []
    pattern = _pattern(library, partial=False)
    return sorted(p for p in folder.iterdir() if pattern.fullmatch(p.name))


def start(library: Path, source: sqlite3.Connection) -> tuple[Path, Path]:
    """Copy the database ``source`` (a connection to ``library``) to a new partial backup;
    returns the partial file and the backup it becomes.

    Called under the writer's lock, before the write changes anything, so the copy is the state
    the write starts from. ``source`` is closed.
    """
    try:
        folder = backups_folder(library)
        folder.mkdir(exist_ok=True)
        stamp = f"{library.stem}-{datetime.now(UTC):%Y%m%dT%H%M%S.%f}Z{library.suffix}"
        handle, name = tempfile.mkstemp(prefix=f"{stamp}.", suffix=".partial", dir=folder)
        os.close(handle)
        partial = Path(name)
        try:
            copy = sqlite3.connect(partial, isolation_level=None)
            try:
                source.backup(copy)
            finally:
                copy.close()
        except BaseException:
            partial.unlink(missing_ok=True)
            raise
    finally:
        source.close()
    return partial, folder / stamp


def keep(partial: Path, final: Path, library: Path) -> None:
    """Make the partial copy the backup ``final`` (the write it precedes passed its checks),
    then rotate."""
    os.replace(partial, final)
    rotate_backups(library)


def discard(partial: Path) -> None:
    """Drop the partial copy of a write that was refused or failed."""
    with contextlib.suppress(OSError):
        partial.unlink(missing_ok=True)


def rotate_backups(library: Path) -> None:
    """Keep the newest BACKUPS_KEPT backups (and the newest sound one); drop stale partials."""
    made = backups(library)
    old, kept = made[:-BACKUPS_KEPT], made[-BACKUPS_KEPT:]
    if old and not any(_sound(backup) for backup in reversed(kept)):
        sound = next((backup for backup in reversed(old) if _sound(backup)), None)
        old = [backup for backup in old if backup != sound]
    for backup in old:
        with contextlib.suppress(OSError):
            backup.unlink(missing_ok=True)
    stale = time.time() - STALE_PARTIAL_S
    pattern = _pattern(library, partial=True)
    folder = backups_folder(library)
    for partial in folder.iterdir() if folder.is_dir() else ():
        if not pattern.fullmatch(partial.name):
            continue
        try:
            if partial.stat().st_mtime < stale:
                partial.unlink(missing_ok=True)
        except FileNotFoundError:  # renamed into place or dropped by its own process
            continue


def _sound(backup: Path) -> bool:
    """Whether ``backup`` is an SQLite file that passes ``quick_check`` (read-only, no mmap)."""
    try:
        database = sqlite3.connect(f"{backup.as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return False
    try:
        database.execute("PRAGMA trusted_schema = OFF")
        database.execute("PRAGMA mmap_size = 0")
        return database.execute("PRAGMA quick_check(1)").fetchone()[0] == "ok"
    except sqlite3.Error:
        return False
    finally:
        database.close()
