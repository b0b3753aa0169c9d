"""An unexpected error in the GUI is logged with its traceback, the edits are copied to
recovery, and one non-blocking message names the log file; the app keeps running."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QMessageBox

from editor.documents.commands import SetValue
from editor.ui import crash, recovery
from tests.ui.test_main_window import make_window


def test_an_unexpected_error_is_logged_reported_once_and_the_edits_kept(
    qtbot, tmp_path, monkeypatch
):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    window = make_window(qtbot, tmp_path / "library.sqlite")
    window.library_view.select("night-market")
    assert window.edit_selected()
    window.document.execute(SetValue(("board", "zones", 0, "elevation"), 5))
    crash.install(window)
    logged = []
    monkeypatch.setattr(crash, "log_exception", lambda exc, channel: logged.append(exc) or
                        tmp_path / "skirmish-studio.log")
    try:
        raise ValueError("boom")
    except ValueError:
        sys.excepthook(*sys.exc_info())
        sys.excepthook(*sys.exc_info())  # a second one while the message is open
    boxes = window.findChildren(QMessageBox, "crashBox")
    assert len(boxes) == 1 and "skirmish-studio.log" in boxes[0].text()
    assert len(logged) == 2 and str(logged[0]) == "boom"
    assert recovery.pending()  # the unsaved edit went to the recovery folder
    boxes[0].close()
    window.document.mark_saved()
    window.close_catalog()


def _crash_text(qtbot, tmp_path, monkeypatch, *, edit: bool, copy_fails: bool) -> str:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    window = make_window(qtbot, tmp_path / "library.sqlite")
    window.library_view.select("night-market")
    assert window.edit_selected()
    if edit:
        window.document.execute(SetValue(("board", "zones", 0, "elevation"), 5))
    if copy_fails:
        def refuse(scenario):
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(recovery, "autosave", refuse)
    crash.install(window)
    monkeypatch.setattr(crash, "log_exception", lambda exc, channel: tmp_path / "crash.log")
    try:
        raise ValueError("boom")
    except ValueError:
        sys.excepthook(*sys.exc_info())
    [box] = window.findChildren(QMessageBox, "crashBox")
    text = box.text()
    box.close()
    window.document.mark_saved()
    window.close_catalog()
    return text


def test_a_failed_copy_is_reported_as_failed(qtbot, tmp_path, monkeypatch):
    text = _crash_text(qtbot, tmp_path, monkeypatch, edit=True, copy_fails=True)
    assert "were copied" not in text
    assert "could NOT be copied" in text and "crash.log" in text
    assert recovery.pending() == []


def test_nothing_unsaved_is_not_reported_as_copied(qtbot, tmp_path, monkeypatch):
    text = _crash_text(qtbot, tmp_path, monkeypatch, edit=False, copy_fails=False)
    assert "were copied" not in text and "no unsaved edits" in text
    assert recovery.pending() == []


def test_a_successful_copy_is_reported_as_copied(qtbot, tmp_path, monkeypatch):
    text = _crash_text(qtbot, tmp_path, monkeypatch, edit=True, copy_fails=False)
    assert "were copied to the recovery folder" in text
    assert len(recovery.pending()) == 1
