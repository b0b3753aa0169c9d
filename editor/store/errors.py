"""SQLite, SQLAlchemy and file-system failures of the library, as translatable errors.

Every failure reaches the library's callers as a :class:`~editor.messages.SkirmishError` with a
``library.*`` key naming the file (PRODUCT §5: errors in plain words with what to do), never as
a driver exception. Must not import Qt.
"""

from __future__ import annotations

import errno
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy.exc import SQLAlchemyError

from editor.messages import SkirmishError, error
from editor.store import schema

_BUSY, _PERM, _READONLY, _CORRUPT, _FULL, _CANTOPEN, _AUTH, _NOTADB = 5, 3, 8, 11, 13, 14, 23, 26


@contextmanager
def translated(path: Path) -> Iterator[None]:
    """Turn SQLite, SQLAlchemy and file-system failures into SkirmishErrors naming ``path``
    (and place there the store's own errors that carry no place)."""
    try:
        yield
    except SkirmishError as exc:
        if exc.message.where:
            raise
        raise SkirmishError(exc.message.placed(str(path))) from exc
    except (sqlite3.Error, SQLAlchemyError, OSError, OverflowError, UnicodeError) as exc:
        raise _translate(path, exc) from exc


def _translate(path: Path, exc: BaseException) -> SkirmishError:
    cause = getattr(exc, "orig", None) or exc
    where = str(path)
    if isinstance(cause, OverflowError):
        return error("library.bad_number", where=where)
    if isinstance(cause, UnicodeEncodeError):
        return error("library.bad_text", where=where)
    if isinstance(cause, UnicodeDecodeError):  # bytes of the file that are not UTF-8, even in
        return schema.damaged(path, str(cause))  # SQLite's own message naming a broken entry
    if isinstance(cause, OSError):
        if cause.errno == errno.ENOSPC:
            return error("library.disk_full", where=where)
        return error("library.cannot_open", where=where, error=cause.strerror or str(cause))
    code = getattr(cause, "sqlite_errorcode", 0) & 0xFF
    if code == _BUSY:
        return error("library.locked", where=where)
    if code == _FULL:
        return error("library.disk_full", where=where)
    if code in (_CORRUPT, _NOTADB):
        return schema.damaged(path, str(cause))
    if code in (_PERM, _READONLY, _CANTOPEN, _AUTH):
        return error("library.cannot_open", where=where, error=str(cause))
    return error("library.database_error", where=where, error=str(cause))
