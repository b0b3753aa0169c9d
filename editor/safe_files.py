"""Reading a file named by the user or by another file, as untrusted input.

Anything but a regular file is refused before it is read: a FIFO would block the reader for
ever, a device could be endless. The file is opened without blocking and checked again on the
open descriptor (it may have been swapped since it was named), and never more than ``limit``
bytes are read. Failures are :class:`~editor.messages.SkirmishError` naming the file. Used by the
readers of game logs and golden cases (portable files and libraries have their own, stricter
readers). Pure standard library: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import os
import stat
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
