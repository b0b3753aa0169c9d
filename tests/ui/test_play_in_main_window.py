"""The Play mode in the main window: start a game from the library, find it among the saved
games, resume it, take back, export its log, and leave the edited scenario alone."""

from __future__ import annotations

import io

import pytest

from editor.ui.main_window import MainWindow
from tests.ui.test_main_window import make_window


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    win = make_window(qtbot, tmp_path / "library.sqlite")
    yield win
    win.close_catalog()


def _start(window: MainWindow, seed: int = 7):
    window.library_view.select("night-market")
    window.playing.play_action.trigger()
    mode = window.playing.mode
    assert window.stack.currentWidget() is mode and window.play_mode.isChecked()
    mode.setup.seed.setText(str(seed))  # the player types the seed to replay a known game
    mode.setup.start_button.click()
    assert mode.game is not None and mode.game.seed == seed
    return mode


def test_a_game_started_from_the_library_is_saved_and_listed(window):
    mode = _start(window)
    games = window.library_view.games_view
    assert games.game_ids() == [mode.game_id]
    assert window.catalog.games()[0].scenario == "night-market"
    assert not window.playing.take_back_action.isEnabled()  # nothing to take back yet
    assert mode.advance_to_villain_step()
    assert window.playing.take_back_action.isEnabled()


def test_a_saved_game_resumes_from_the_games_list(window):
    mode = _start(window, seed=11)
    game_id = mode.game_id
    assert mode.advance_to_villain_step()
    state = mode.game.state
    window.library_mode.trigger()
    window.library_view.games_view.select(game_id)
    window.library_view.games_view.resume_selected()
    assert window.stack.currentWidget() is mode and mode.game_id == game_id
    assert mode.game.state == state
    # the status bar speaks of the game, not of the library left behind
    assert window.statusBar().currentMessage() == (
        "The game of “night-market” resumed at its last accepted step.")


def test_game_log_export_from_the_menu_writes_a_replayable_record(window, tmp_path):
    from editor.game.log import read_log

    mode = _start(window, seed=5)
    assert mode.advance_to_villain_step()
    target = tmp_path / "game.md"
    assert window.playing.export_log(target)
    record = read_log(target)
    assert record.seed == 5 and record.choices
    # the scenario as played is written beside the log, and replays it even after an edit
    from editor import cli

    library = tmp_path / "other.sqlite"
    code = cli.main(["--library", str(library), "replay", str(target),
                     str(tmp_path / "game.skirmish")], io.StringIO(), io.StringIO())
    assert code == 0


def test_play_without_a_selection_says_so(window):
    window.library_view.select(None)
    window.library_view.scenario_table.clearSelection()
    window.library_view.scenario_table.setCurrentIndex(
        window.library_view.scenario_model.index(-1, -1))
    assert not window.playing.play_selected()
    assert "Select a scenario" in window.statusBar().currentMessage()


def test_ctrl_z_in_the_play_view_takes_back_and_leaves_the_edited_scenario_alone(window, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from editor.documents.commands import SetValue

    window.show()
    qtbot.waitExposed(window)
    window.library_view.select("night-market")
    assert window.edit_selected()
    window.document.execute(SetValue(("board", "zones", 0, "elevation"), 3))
    qtbot.waitUntil(lambda: window.editing.session.docks["checker"].isVisible())
    window.editing.session.docks["dice"].close()  # the author closes a panel
    mode = _start(window, seed=3)
    assert mode.advance_to_villain_step()
    steps = len(mode.game.actions)
    window.activateWindow()
    mode.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is mode)
    QTest.keyClick(mode, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(mode.game.actions) == steps - 1
    assert window.document.scenario.board.zones[0].elevation == 3  # the edit is not undone
    docks = window.editing.session.docks
    assert not docks["checker"].isVisible()  # the editor's panels leave with the editor
    assert window.board_editor.undo_action not in window.edit_menu.actions()
    window.editor_mode.trigger()
    assert docks["checker"].isVisible() and docks["dice"].isHidden()  # closed stays closed
    assert window.board_editor.undo_action in window.edit_menu.actions()
    window.document.mark_saved()
