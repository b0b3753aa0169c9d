"""Preferences kept with QSettings: language, library location, window layout.

One place names every key so the preferences dialog, the main window and the tests agree.
Tests point QSettings at a temporary folder (tests/ui/conftest.py).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QRect, QSettings

ORGANIZATION = "Skirmish Studio"
APPLICATION = "Skirmish Studio"
LANGUAGE = "ui/language"
LIBRARY_PATH = "library/path"
GEOMETRY = "window/geometry"
STATE = "window/state"
NORMAL = "window/normal"
SUPPORTED_LANGUAGES = ("en", "fr")


def settings() -> QSettings:
    """An INI file in the user's configuration folder on every platform, so its location
    follows ``QSettings.setPath`` (tests give each test its own folder)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION,
                     APPLICATION)


def language() -> str:
    value = settings().value(LANGUAGE, "", str)
    return value if value in SUPPORTED_LANGUAGES else ""


def set_language(lang: str) -> None:
    settings().setValue(LANGUAGE, lang)


def library_override() -> str | None:
    """The library path chosen in Preferences, or None for the default location."""
    value = settings().value(LIBRARY_PATH, "", str)
    return value or None


def set_library_override(path: Path | None) -> None:
    if path is None:
        settings().remove(LIBRARY_PATH)
    else:
        settings().setValue(LIBRARY_PATH, str(path))


def window_layout() -> tuple[QByteArray | None, QByteArray | None, QRect | None]:
    """Qt's saved geometry and state of the main window, and its own rectangle (without the
    window manager's frame) when it was last shown normally (``window_place``)."""
    s = settings()
    normal = s.value(NORMAL, None)
    valid = isinstance(normal, QRect) and normal.isValid()
    return s.value(GEOMETRY, None), s.value(STATE, None), normal if valid else None


def save_window_layout(geometry: QByteArray, state: QByteArray, normal: QRect) -> None:
    s = settings()
    s.setValue(GEOMETRY, geometry)
    s.setValue(STATE, state)
    s.setValue(NORMAL, normal)


LAST_SCENARIO = "library/selected"


def last_scenario() -> str | None:
    """The scenario selected in the library view when it was last used."""
    return settings().value(LAST_SCENARIO, "", str) or None


def set_last_scenario(name: str) -> None:
    settings().setValue(LAST_SCENARIO, name)


RECENT_FILES = "files/recent"
RECENT_LIMIT = 8


def recent_files() -> list[str]:
    """Scenario files opened lately, most recent first (File › Open recent)."""
    value = settings().value(RECENT_FILES, [], list)
    return [str(v) for v in (value or []) if isinstance(v, str) and v][:RECENT_LIMIT]


def add_recent_file(path: Path) -> None:
    entry = str(path)
    kept = [p for p in recent_files() if p != entry]
    settings().setValue(RECENT_FILES, [entry, *kept][:RECENT_LIMIT])


def forget_recent_file(path: str) -> None:
    settings().setValue(RECENT_FILES, [p for p in recent_files() if p != path])
