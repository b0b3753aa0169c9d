"""Autosave and recovery: edits are copied every minute to a recovery file, never over the
saved scenario, and offered back at the next start after a crash.

Recovery files are portable scenario files in the per-user state folder
(``$XDG_STATE_HOME/skirmish-studio/recovery`` on Linux), one per scenario name. The file name is
the scenario name with every character other than a-z, 0-9, ``-`` and ``_`` written as ``%XX``
(its UTF-8 bytes; capitals too, so names differing only by case stay apart on case-insensitive
file systems): "river raid", "river_raid" and "river?raid" get three files, and the name is read
back from the file name (``recovered_name``). A name too long for a file name keeps a readable
start and a hash of the whole name after ``~``. Saving the scenario removes its recovery copy
(the library now holds the same state); nothing else deletes one without the user saying so.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from urllib.parse import unquote

import platformdirs

from editor.messages import SkirmishError
from editor.model.scenario import Scenario
from editor.store.portable import read_scenario, write_scenario

ENV_FOLDER = "SKIRMISH_STUDIO_RECOVERY"
SUFFIX = ".skirmish"
_KEPT = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-_")
_MAX_STEM = 200
"""File names are limited to 255 bytes on most systems; the suffix and temporaries need room."""


def recovery_folder() -> Path:
    override = os.environ.get(ENV_FOLDER)
    if override:
        return Path(override)
    return platformdirs.user_state_path("skirmish-studio", appauthor=False) / "recovery"


def file_stem(name: str) -> str:
    """The file name (without ``.skirmish``) of the recovery copy of scenario ``name``."""
    stem = "".join(
        char if char in _KEPT else "".join(f"%{byte:02X}" for byte in char.encode(
            "utf-8", "surrogatepass"))
        for char in name
    ) or "%"
    if len(stem) > _MAX_STEM:
        digest = hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:32]
        stem = f"{stem[: _MAX_STEM - 40].rstrip('%0123456789ABCDEF')}~{digest}"
    return stem


def recovered_name(path: Path) -> str:
    """The scenario name a recovery file was written for (its file name decoded; for a long
    name shortened with ``~``, the name inside the file)."""
    stem = path.name.removesuffix(SUFFIX)
    if "~" in stem or stem == "%":
        try:
            return restore(path).name
        except SkirmishError:
            return stem
    return unquote(stem, errors="surrogatepass")


def recovery_path(name: str) -> Path:
    return recovery_folder() / f"{file_stem(name)}{SUFFIX}"


def autosave(scenario: Scenario) -> Path:
    """Write the recovery copy of ``scenario`` (atomic: a crash mid-write keeps the old copy)."""
    path = recovery_path(scenario.name)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_scenario(scenario, path)
    return path


def forget(name: str) -> None:
    """Remove the recovery copy of ``name`` once the scenario itself has been saved."""
    recovery_path(name).unlink(missing_ok=True)


def pending() -> list[Path]:
    """Recovery copies left by a session that did not save (a crash, a power cut)."""
    folder = recovery_folder()
    return sorted(folder.glob(f"*{SUFFIX}")) if folder.is_dir() else []


def restore(path: Path) -> Scenario:
    return read_scenario(path)[0]
