"""Maps from other tools into the library: a Universal VTT file read from disk, made into a
scenario by the core (``editor.maps``), validated and stored (``docs/maps.md``).

The file is hostile until checked, like a portable scenario: only a regular file is opened
(a FIFO would block, a folder is not a map), its size is checked before it is read and again
while reading, and every failure is a :class:`~editor.messages.SkirmishError` naming the
file. Reading and converting (``read_map``) touch no library, so the window runs them off its
GUI thread and stores the result on it (``store_map``). Must not import Qt.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from editor.limits import DEFAULT_LIMITS, Limits
from editor.maps.convert import DEFAULT_GRID_MM, ImportedMap, map_scenario
from editor.maps.uvtt import read_uvtt
from editor.messages import Severity, SkirmishError, error
from editor.model.validation import validate
from editor.safe_json import printable
from editor.store.library import Library
from editor.store.package import reason_of

MAP_SUFFIXES = (".dd2vtt", ".uvtt", ".df2vtt")
"""The names Universal VTT files go by (any name is read; these are what the file dialog offers)."""


def read_map(
    path: Path | str,
    rule_system: str,
    name: str,
    *,
    grid_mm: float = DEFAULT_GRID_MM,
    limits: Limits = DEFAULT_LIMITS,
) -> ImportedMap:
    """The valid scenario ``name`` made from the map file ``path``, or a SkirmishError."""
    path = Path(path)
    label = printable(path.name or str(path))
    data = _read(path, label, limits)
    imported = map_scenario(read_uvtt(data, label, limits), name, rule_system, where=label,
                            limits=limits, grid_mm=grid_mm)
    for message in validate(imported.scenario):
        if message.severity is Severity.ERROR:
            raise SkirmishError(message.placed(f"{label}: "))
    return imported


def store_map(library: Library, imported: ImportedMap, *, replace: bool = False) -> ImportedMap:
    """Write the scenario of ``imported`` to ``library`` (an existing name is refused unless
    ``replace``)."""
    library.import_scenario(imported.scenario, replace=replace)
    return imported


def _read(path: Path, label: str, limits: Limits) -> bytes:
    try:
        try:
            status = path.stat()
        except FileNotFoundError:
            raise error("package.not_found", where=label) from None
        if not stat.S_ISREG(status.st_mode):
            raise error("vtt.not_a_file", where=label)
        if status.st_size > limits.max_file_bytes:
            raise error("vtt.file_too_large", where=label, size=status.st_size,
                        limit=limits.max_file_bytes)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        with os.fdopen(os.open(path, flags), "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise error("vtt.not_a_file", where=label)
            data = handle.read(limits.max_file_bytes + 1)
    except SkirmishError:
        raise
    except OSError as exc:
        raise error("package.unreadable", where=label, error=reason_of(exc)) from exc
    if len(data) > limits.max_file_bytes:
        raise error("vtt.file_too_large", where=label, size=len(data),
                    limit=limits.max_file_bytes)
    return data
