"""Reading a file named by the user or by another file, as untrusted input.

Anything but a regular file is refused before it is read: a FIFO would block the reader for
ever, a device could be endless. The file is opened without blocking and checked again on the
open descriptor (it may have been swapped since it was named), and never more than ``limit``
bytes are read. Failures are :class:`~editor.messages.SkirmishError` naming the file. Used by the
readers of game logs and golden cases (portable files and libraries have their own, stricter
readers). ``remove_stale_temporaries`` clears what an atomic write killed midway left beside
its target (exports, recovery copies, game logs, new libraries). Pure standard library: must
not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import time
from pathlib import Path

from editor.messages import error


def read_regular_file(path: Path | str, limit: int, where: str) -> bytes:
    """The bytes of ``path``, refused unless it is a regular file of at most ``limit`` bytes."""
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            raise error("package.not_a_regular_file", where=where)
        descriptor = os.open(path, flags)
    except FileNotFoundError:
        raise error("package.not_found", where=where) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        raise error("package.unreadable", where=where, error=_reason(exc)) from None
    with os.fdopen(descriptor, "rb") as handle:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            raise error("package.not_a_regular_file", where=where)
        if status.st_size > limit:
            raise error("package.file_too_large", where=where, size=status.st_size, limit=limit)
        try:
            data = handle.read(limit + 1)
        except OSError as exc:
            raise error("package.unreadable", where=where, error=_reason(exc)) from None
    if len(data) > limit:
        raise error("package.file_too_large", where=where, size=len(data), limit=limit)
    return data


def _reason(exc: BaseException) -> str:
    return (exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)) or type(
        exc).__name__


STALE_TEMPORARY_S = 600
"""A temporary file or folder this old beside its target was left by a killed process (a write
of the largest portable file takes seconds), not one still being written."""

_RANDOM_PART = re.compile(r"[A-Za-z0-9_]+")


def remove_stale_temporaries(target: Path, suffixes: tuple[str, ...],
                             age_s: float = STALE_TEMPORARY_S) -> None:
    """Remove ``.<target name>.<random>.<suffix>`` files and folders beside ``target`` older than
    ``age_s``: what an atomic write of ``target`` leaves when its process is killed. Nothing
    else is touched; a name another process renames or removes meanwhile is skipped."""
    prefix = f".{target.name}."
    stale = time.time() - age_s
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return
    for entry in entries:
        name = entry.name
        suffix = next((s for s in suffixes if name.endswith(s)), None)
        if suffix is None or not name.startswith(prefix):
            continue
        middle = name[len(prefix): len(name) - len(suffix)]
        if not _RANDOM_PART.fullmatch(middle):
            continue
        try:
            status = entry.stat(follow_symlinks=False)
            if status.st_mtime >= stale:
                continue
            if stat.S_ISDIR(status.st_mode):
                shutil.rmtree(entry.path)
            else:
                os.unlink(entry.path)
        except OSError:
            continue
