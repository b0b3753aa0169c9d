"""The library file's version marks and the reading of its header, in a module that imports
neither SQLAlchemy nor the model, so the quick listing read at start-up
(``editor.store.listing``) checks a file exactly as the store does before the store is
imported. ``editor.store.schema`` re-exports them (``schema.SCHEMA_VERSION``,
``schema.read_header``).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from editor.messages import error

FIRST_SCHEMA_VERSION = 1
"""The oldest schema version ever released: a ``user_version`` below it is not a library."""
SCHEMA_VERSION = 2
"""2: a derived line-of-sight table is one bit matrix (``sightline_matrices``), not JSON rows."""
APPLICATION_ID = 0x536B5374
"""``PRAGMA application_id`` of a library: "SkSt" in ASCII."""

_MAGIC = b"SQLite format 3\x00"
_WAL = 2
"""Header bytes 18 and 19 (write and read format versions) are 2 in WAL mode."""


def read_header(path: Path) -> bytes | None:
    """The first 100 bytes of the file, or None when it is missing or empty.

    Anything but a regular file is refused before it is opened (a FIFO would block every
    command), and again on the open descriptor, opened without blocking, in case it was swapped.
    """
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            raise error("library.not_a_file", where=str(path))
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        descriptor = os.open(path, flags)
    except FileNotFoundError:
        return None
    with os.fdopen(descriptor, "rb") as handle:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise error("library.not_a_file", where=str(path))
        return handle.read(100) or None


def is_wal(header: bytes) -> bool:
    """Whether the header says the file is in WAL mode."""
    return header[18:20] == bytes((_WAL, _WAL))


def header_version(header: bytes) -> int:
    """The schema version (``user_version``) the header holds."""
    return int.from_bytes(header[60:64], "big", signed=True)


def check_header(path: Path, header: bytes) -> None:
    """Refuse a foreign or newer file from its header alone, before SQLite touches it."""
    application_id = int.from_bytes(header[68:72], "big")
    if not header.startswith(_MAGIC) or application_id != APPLICATION_ID:
        raise error("library.not_a_library", where=str(path))
    check_version(path, header_version(header))


def check_version(path: Path, version: int) -> None:
    if version < FIRST_SCHEMA_VERSION:
        raise error("library.not_a_library", where=str(path))
    if version > SCHEMA_VERSION:
        raise error("library.newer_schema", where=str(path), version=version,
                    supported=SCHEMA_VERSION)
