"""Saving a large zone board just edited (PRODUCT §5: the GUI thread never blocks; progress on
anything over half a second): its line-of-sight table is derived off the GUI thread behind a
window-modal progress dialog that can cancel, then the save (or the export, or what waited for
the save) goes on; a cancelled derivation writes nothing. Night-market stands in for a large
board here: the size from which the table is derived in the background is set to 0."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from editor.documents.commands import SetValue
from editor.store.portable import read_scenario
from editor.ui.board import saving
from tests.ui.test_editing import window  # noqa: F401 - the fixture

ELEVATION = ("board", "zones", 0, "elevation")


@pytest.fixture
def held(monkeypatch):
    """The derivation waits for ``held.set()``; ``held.threads`` says where it ran."""
    release = threading.Event()
    release.threads = []
    real = saving.compute_los_table

    def slow(board, options, progress=None):
        release.threads.append(threading.current_thread())
        if progress is not None:
            progress(1, 2)
        release.wait(10)
        return real(board, options, progress)

    monkeypatch.setattr(saving, "compute_los_table", slow)
    monkeypatch.setattr(saving, "BACKGROUND_ZONES", 0)
    return release


def _edited(window):  # noqa: F811 - the fixture's window
    window.library_view.select("night-market")
    assert window.edit_selected()
    window.document.execute(SetValue(ELEVATION, 5))


def test_the_table_is_derived_off_the_gui_thread_then_saved(window, held, qtbot):  # noqa: F811
    _edited(window)
    assert not window.save_document()  # not yet: the table is being derived
    dialog = window.editing.los_for_saving.dialog
    assert dialog.windowModality() == Qt.WindowModality.WindowModal
    assert window.document.modified
    assert window.catalog.load("night-market").board.zones[0].elevation != 5
    held.set()
    qtbot.waitUntil(lambda: not window.document.modified, timeout=10_000)
    stored = window.catalog.load("night-market")
    assert stored.board.zones[0].elevation == 5 and saving.los_is_current(stored)
    assert threading.main_thread() not in held.threads and not dialog.isVisible()


def test_a_cancelled_derivation_writes_nothing(window, monkeypatch, qtbot):  # noqa: F811
    def endless(board, options, progress=None):
        while True:  # until the progress report says a newer request (the cancel) came
            progress(0, 10)
            time.sleep(0.01)

    monkeypatch.setattr(saving, "compute_los_table", endless)
    monkeypatch.setattr(saving, "BACKGROUND_ZONES", 0)
    _edited(window)
    assert not window.save_document()
    dialog = window.editing.los_for_saving.dialog
    dialog.show()
    dialog.findChild(QPushButton).click()  # its Cancel button
    qtbot.waitUntil(lambda: not window.editing.los_for_saving.busy, timeout=10_000)
    assert window.document.modified
    assert window.catalog.load("night-market").board.zones[0].elevation != 5
    assert "nothing was written" in window.statusBar().currentMessage()


def test_the_export_waits_for_the_table_too(window, held, qtbot, tmp_path):  # noqa: F811
    _edited(window)
    target = tmp_path / "edited.skirmish"
    assert not window.editing.export_document(target)
    assert not target.exists()
    held.set()
    qtbot.waitUntil(target.exists, timeout=10_000)
    exported = read_scenario(target)[0]
    assert exported.board.zones[0].elevation == 5 and saving.los_is_current(exported)


def test_what_waited_for_the_save_goes_on_once_saved(window, held, qtbot):  # noqa: F811
    _edited(window)
    dialog = window.editing.new_scenario()
    dialog.name.setText("Elsewhere")
    dialog.accept()
    box = window.findChild(QMessageBox, "unsavedBox")
    box.button(QMessageBox.StandardButton.Save).click()
    assert window.document.scenario.name == "night-market"  # still deriving
    held.set()
    qtbot.waitUntil(lambda: window.document.scenario.name == "Elsewhere", timeout=10_000)
    assert window.catalog.load("night-market").board.zones[0].elevation == 5
