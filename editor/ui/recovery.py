"""Autosave and recovery: edits are copied every minute to a recovery file, never over the
saved scenario, and offered back at the next start after a crash.

Recovery files are portable scenario files (``<name>.skirmish``) in the per-user state folder
(``$XDG_STATE_HOME/skirmish-studio/recovery`` on Linux). Saving the scenario removes its
recovery copy (the library now holds the same state); nothing else deletes one without the user
saying so.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from editor.model.scenario import Scenario
from editor.store.portable import read_scenario, write_scenario

ENV_FOLDER = "SKIRMISH_STUDIO_RECOVERY"


def recovery_folder() -> Path:
    override = os.environ.get(ENV_FOLDER)
    if override:
        return Path(override)
    return platformdirs.user_state_path("skirmish-studio", appauthor=False) / "recovery"


def recovery_path(name: str) -> Path:
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in name) or "scenario"
    return recovery_folder() / f"{safe}.skirmish"


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
    return sorted(folder.glob("*.skirmish")) if folder.is_dir() else []


def restore(path: Path) -> Scenario:
    return read_scenario(path)[0]
