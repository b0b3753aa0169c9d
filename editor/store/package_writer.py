"""Writing portable scenario files (``.skirmish``) and their unpacked folder form.

``write_package`` writes the same bytes for the same scenario (fixed member order, dates,
modes and compression level), so exports can be compared and diffed, and replaces the target
atomically (temporary file, flush, rename, then the folder synced): a process killed at any
moment leaves the previous file or the new one (PRODUCT §5 "Saves are atomic"); what such a
kill leaves beside the target is removed by the next write once it is stale.
``write_folder`` builds the unpacked form beside its target and swaps it in. The member rules
(names, format version) are those the reader (:mod:`editor.store.package`) checks. Must not
import Qt or SQLAlchemy.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import stat
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, BinaryIO

from editor.messages import error
from editor.model.scenario import IMAGE_NAME
from editor.safe_files import remove_stale_temporaries
from editor.safe_json import dumps_canonical, printable
from editor.store.package import (
    FORMAT_VERSION,
    IMAGES_DIR,
    SCENARIO_MEMBER,
    VERSION_KEY,
    is_unsafe_name,
    reason_of,
)

_ZIP_DATE = (1980, 1, 1, 0, 0, 0)
_COMPRESS_LEVEL = 6
_MEMBER_MODE = 0o644
_UNIX = 3
_TEMPORARY_SUFFIXES = (".tmp", ".old")
"""What a write killed midway leaves beside its target: the file or folder being written, and
the folder being replaced (``.NAME.<random>.tmp``, ``.NAME.<random>.old``)."""


def write_package(path: Path | str, scenario: dict[str, Any], images: dict[str, bytes]) -> None:
    """Write a deterministic ``.skirmish`` file atomically (same inputs, same bytes).

    ``format_version`` is added here; ``scenario`` must not carry it. Raises SkirmishError when the
    file cannot be written or an image name is not allowed.
    """
    path = Path(path)
    members = _members(scenario, images, path)
    remove_stale_temporaries(path, _TEMPORARY_SUFFIXES)
    _atomic_replace(path, lambda handle: _write_zip(handle, members))


def write_folder(path: Path | str, scenario: dict[str, Any], images: dict[str, bytes]) -> None:
    """Write the unpacked form (``scenario.json``, ``images/``), with the zip members' bytes.

    The folder is built next to ``path`` and renamed into place. An existing folder is replaced
    only when it is itself a scenario folder; the old one is moved aside, then removed.
    """
    path = Path(path)
    members = _members(scenario, images, path)
    remove_stale_temporaries(path, _TEMPORARY_SUFFIXES)
    try:
        if (path.exists() or path.is_symlink()) and not _is_scenario_folder(path):
            raise error("package.folder_in_the_way", where=str(path))
        staging = Path(tempfile.mkdtemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp"))
        try:
            os.chmod(staging, 0o755)
            if images:
                (staging / IMAGES_DIR).mkdir()
            for name, data in members:
                _write_file(staging / name, data)
            if images:
                _fsync_directory(staging / IMAGES_DIR)
            _fsync_directory(staging)
            _swap_in(staging, path)
        except BaseException:
            shutil.rmtree(staging, ignore_errors=True)
            raise
        _fsync_directory(path.parent)
    except OSError as exc:
        raise error("package.cannot_write", where=str(path), error=reason_of(exc)) from exc


def _members(
    scenario: dict[str, Any], images: dict[str, bytes], path: Path
) -> list[tuple[str, bytes]]:
    """The members in their fixed order: ``scenario.json``, then the images sorted by name."""
    if VERSION_KEY in scenario:
        raise ValueError(f"{VERSION_KEY!r} is written by the package layer, not by the codec")
    seen: set[str] = set()
    for name in images:
        where = f"{path.name}: {printable(name)}"
        if is_unsafe_name(name) or not IMAGE_NAME.fullmatch(name):
            raise error("package.unexpected_member", where=where)
        if name.casefold() in seen:
            raise error("package.duplicate_member", where=where)
        seen.add(name.casefold())
    document = dumps_canonical({**scenario, VERSION_KEY: FORMAT_VERSION})
    return [(SCENARIO_MEMBER, document), *sorted(images.items())]


def _write_zip(handle: BinaryIO, members: list[tuple[str, bytes]]) -> None:
    with zipfile.ZipFile(handle, "w") as archive:
        for name, data in members:
            info = zipfile.ZipInfo(name, date_time=_ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = _UNIX
            info.external_attr = _MEMBER_MODE << 16
            archive.writestr(info, data, compresslevel=_COMPRESS_LEVEL)


def _atomic_replace(path: Path, write: Callable[[BinaryIO], None]) -> None:
    """Write a temporary file next to ``path``, flush it to disk, then rename it over ``path``."""
    try:
        mode = stat.S_IMODE(path.stat().st_mode) if path.is_file() else _MEMBER_MODE
        temporary = tempfile.NamedTemporaryFile(
            dir=path.parent, prefix=f".{path.name}.", suffix=".tmp", delete=False
        )
        try:
            with temporary:
                write(temporary)
                temporary.flush()
                os.fsync(temporary.fileno())
            os.chmod(temporary.name, mode)
            os.replace(temporary.name, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary.name)
            raise
        _fsync_directory(path.parent)
    except OSError as exc:
        raise error("package.cannot_write", where=str(path), error=reason_of(exc)) from exc


def _write_file(path: Path, data: bytes) -> None:
    with path.open("xb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


def _fsync_directory(folder: Path) -> None:
    """Make renames in ``folder`` durable where the platform allows it (not on Windows)."""
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def _is_scenario_folder(path: Path) -> bool:
    """Whether ``path`` is a real folder holding only ``scenario.json`` and ``images/<files>``."""
    if path.is_symlink() or not path.is_dir():
        return False
    for entry in path.iterdir():
        if entry.is_symlink():
            return False
        if entry.name == SCENARIO_MEMBER and entry.is_file():
            continue
        images = entry.name == IMAGES_DIR.rstrip("/") and entry.is_dir()
        if not images or any(
            child.is_symlink() or not child.is_file() for child in entry.iterdir()
        ):
            return False
    return True


def _swap_in(staging: Path, path: Path) -> None:
    """Rename ``staging`` to ``path``; an existing folder is moved aside first, removed after."""
    if not path.exists():
        os.rename(staging, path)
        return
    retired = path.with_name(f".{path.name}.{secrets.token_hex(4)}.old")
    os.rename(path, retired)
    try:
        os.rename(staging, path)
    except BaseException:
        os.rename(retired, path)
        raise
    shutil.rmtree(retired, ignore_errors=True)
