"""One shortcut, one action: no two enabled actions of the main window answer the same key
sequence in any mode (library, zone-board editor, free-table editor, play), else Qt triggers
neither ("Ambiguous shortcut overload") and the key does nothing. The advertised keys work:
F5 plays the selected scenario (README, docs/play.md), and Delete in the editor deletes what is
selected on the board, never the library's scenario."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tests.ui.shortcuts import clashes, live_shortcuts
from tests.ui.test_main_window import make_window


@pytest.fixture
def window(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path / "library.sqlite")
    win.resize(1280, 800)
    win.show()
    win.activateWindow()
    qtbot.waitExposed(win)
    qtbot.waitUntil(win.isActiveWindow)
    yield win
    if win.document is not None:
        win.document.mark_saved()
    win.close_catalog()


def sequences(window) -> set[str]:
    return {sequence for sequence, _action, _seats in live_shortcuts(window)}


def open_editor(window, qtbot, name: str):
    window.library_view.select(name)
    assert window.edit_selected()
    editor = window.board_editor
    qtbot.waitUntil(editor.isVisible)
    return editor


def start_game(window, qtbot):
    window.library_view.select("night-market")
    window.playing.play_action.trigger()
    mode = window.playing.mode
    assert clashes(window) == []  # the new-game form
    mode.setup.start_button.click()
    qtbot.waitUntil(lambda: mode.board is not None and mode.board.view.isVisible())
    return mode


def test_library_mode_has_one_action_per_shortcut(window):
    assert {"F5", "Ctrl+R", "Del", "Ctrl+O", "Ctrl+P"} <= sequences(window)
    assert clashes(window) == []


@pytest.mark.parametrize("name", ["night-market", "depot-raid"], ids=["zone-board", "free-table"])
def test_editor_mode_has_one_action_per_shortcut(window, qtbot, name):
    open_editor(window, qtbot, name)
    assert {"S", "F", "G", "F5"} <= sequences(window)
    assert clashes(window) == []
    window.library_mode.trigger()  # the library while a scenario is being edited
    assert clashes(window) == []


@pytest.mark.parametrize("editing", [False, True], ids=["alone", "beside-the-editor"])
def test_play_mode_has_one_action_per_shortcut(window, qtbot, editing):
    if editing:
        open_editor(window, qtbot, "depot-raid")
        window.library_mode.trigger()
    start_game(window, qtbot)
    assert {"Ctrl+Z", "Ctrl+Return", "F5"} <= sequences(window)
    assert clashes(window) == []


def test_f5_plays_the_selected_scenario(window, qtbot):
    window.library_view.select("night-market")
    window.library_view.scenario_table.setFocus()
    qtbot.keyClick(window.library_view.scenario_table, Qt.Key.Key_F5)
    assert window.stack.currentWidget() is window.playing.mode
    assert window.play_mode.isChecked()


def test_ctrl_r_reloads_the_library(window, qtbot):
    window.statusBar().clearMessage()
    window.library_view.scenario_table.setFocus()
    qtbot.keyClick(
        window.library_view.scenario_table, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier
    )
    assert "3 scenarios in the library" in window.statusBar().currentMessage()


def test_delete_in_the_zone_editor_deletes_the_selected_zone_not_the_scenario(window, qtbot):
    editor = open_editor(window, qtbot, "night-market")
    zones = len(window.document.scenario.board.zones)
    first = window.document.scenario.board.zones[0].id
    editor.scene.select_keys([("zone", first)])
    editor.view.setFocus()
    qtbot.keyClick(editor.view, Qt.Key.Key_Delete)
    assert len(window.document.scenario.board.zones) == zones - 1
    assert not [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert window.catalog.load("night-market") is not None


def test_delete_in_the_library_still_asks_to_delete_the_scenario(window, qtbot):
    window.library_view.select("depot-raid")
    window.library_view.scenario_table.setFocus()
    qtbot.keyClick(window.library_view.scenario_table, Qt.Key.Key_Delete)
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert len(boxes) == 1 and "depot-raid" in boxes[0].text()
    boxes[0].reject()


def test_the_clash_finder_follows_the_shortcut_contexts(qtbot):
    """Window shortcuts meet everything; focus-scoped ones meet only in nested widgets."""
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtWidgets import QWidget

    top = QWidget()
    qtbot.addWidget(top)
    left, right = QWidget(top), QWidget(top)
    inner = QWidget(left)

    def action(owner, key, context, text):
        made = QAction(text, owner)
        made.setShortcut(QKeySequence(key))
        made.setShortcutContext(context)
        owner.addAction(made)
        return made

    scoped = Qt.ShortcutContext.WidgetWithChildrenShortcut
    action(left, "Ctrl+Up", scoped, "left up")
    action(right, "Ctrl+Up", scoped, "right up")
    action(inner, "Ctrl+K", scoped, "inner k")
    action(left, "Ctrl+K", scoped, "left k")
    action(top, "Ctrl+J", Qt.ShortcutContext.WindowShortcut, "window j")
    action(right, "Ctrl+J", scoped, "right j")
    disabled = action(top, "Ctrl+L", Qt.ShortcutContext.WindowShortcut, "window l")
    action(left, "Ctrl+L", scoped, "left l")
    disabled.setEnabled(False)
    top.show()
    qtbot.waitExposed(top)
    assert clashes(top) == [("Ctrl+J", "right j", "window j"), ("Ctrl+K", "inner k", "left k")]
    left.hide()
    assert clashes(top) == [("Ctrl+J", "right j", "window j")]
