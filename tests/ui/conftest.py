"""UI tests: QSettings in a temporary folder per test, and the English UI unless a test switches.

``shown_window`` is a main window on a fresh library, shown at a working size, for the tests
that look at docks and panels; leaving, it drops the open scenario's changes (no question).
"""

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


@pytest.fixture
def shown_window(qtbot, tmp_path):
    from tests.ui.test_main_window import make_window

    window = make_window(qtbot, tmp_path / "library.sqlite")
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    yield window
    if window.document is not None:
        window.document.mark_saved()
    window.close_catalog()
