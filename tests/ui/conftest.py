"""UI tests: QSettings in a temporary folder per test, and the English UI unless a test switches."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings


@pytest.fixture(autouse=True)
def temporary_recovery_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SKIRMISH_STUDIO_RECOVERY", str(tmp_path / "recovery"))
    return tmp_path / "recovery"


@pytest.fixture(autouse=True)
def temporary_settings(tmp_path, qapp):
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings")
    )
    from editor.ui.i18n import install_language

    install_language("en")
    yield tmp_path / "settings"
    install_language("en")
