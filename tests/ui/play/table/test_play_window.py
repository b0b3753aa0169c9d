"""The play window in the main window for both board kinds: Game › Play scenario (F5) plays the
scenario selected in the library, or the one being edited in either editor."""

from __future__ import annotations

import pytest

from editor.documents.commands import SetValue
from tests.ui.test_main_window import make_window


@pytest.fixture
def window(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path / "library.sqlite")
    win.resize(1400, 900)
    yield win
    if win.document is not None:
        win.document.mark_saved()
    win.close_catalog()


def test_f5_in_the_editor_plays_the_scenario_being_edited(window):
    window.library_view.select("night-market")
    assert window.edit_selected()
    window.document.execute(SetValue(("board", "zones", 0, "elevation"), 3))
    window.library_view.select("depot-raid")  # another scenario selected in the library
    window.editor_mode.trigger()
    assert window.playing.play_selected()
    mode = window.playing.mode
    assert mode.setup.scenario is window.document.scenario  # as it stands, edit included
    assert window.stack.currentWidget() is mode


def test_the_free_table_editor_plays_its_scenario_and_the_game_is_listed(window):
    window.library_view.select("depot-raid")
    assert window.edit_selected()
    window.editor_mode.trigger()
    assert window.playing.play_selected()
    mode = window.playing.mode
    setup = mode.table_setup
    assert mode.pages.currentWidget() is setup and setup.scenario is window.document.scenario
    assert [setup.first_side.itemData(i) for i in range(setup.first_side.count())] == [
        "hero",
        "villain",
    ]
    assert setup.start_of_game.isChecked()  # the D20 start of the game, by default
    setup.start_of_game.setChecked(False)  # skipped: the form says who plays first
    setup.first_side.setCurrentIndex(1)  # the villains play first this time
    setup.seed.setText("17")
    setup.start_button.click()
    game = mode.game
    assert game.seed == 17 and game.state.side == "villain"
    assert mode.pages.currentWidget() is mode.table_page
    assert window.library_view.games_view.game_ids() == [mode.game_id]


def test_game_take_back_and_resume_from_the_saved_games(window):
    from editor.rules.table_game.actions import TableAction

    window.library_view.select("frozen-trench")
    window.playing.play_action.trigger()
    mode = window.playing.mode
    mode.table_setup.start_button.click()
    game_id = mode.game_id
    assert not window.playing.take_back_action.isEnabled()
    assert mode.apply(TableAction("move", "ilse-varn-1", at=(525.0, 600.0)))
    assert mode.apply(TableAction("move", "ilse-varn-1", at=(525.0, 640.0)))
    assert window.playing.take_back_action.isEnabled()
    window.playing.take_back_action.trigger()  # Game › Take back
    state = mode.game.state
    assert state.figure("ilse-varn-1").position == (525.0, 600.0)
    window.library_mode.trigger()
    window.library_view.games_view.select(game_id)
    window.library_view.games_view.resume_selected()
    assert window.stack.currentWidget() is mode and mode.game_id == game_id
    assert mode.game.state == state and mode.table_page is not None


def test_the_mode_bars_play_button_is_live_in_the_free_table_editor(window):
    window.library_view.select("frozen-trench")
    assert not window.play_mode.isEnabled()  # nothing to show yet
    assert window.edit_selected()
    assert window.play_mode.isEnabled()
    window.play_mode.trigger()  # the mode bar's Play, no game yet: the new-game form
    mode = window.playing.mode
    assert window.stack.currentWidget() is mode and window.play_mode.isChecked()
    assert mode.pages.currentWidget() is mode.table_setup
    assert mode.table_setup.scenario is window.document.scenario


def test_the_editor_mode_tip_names_a_table_too(window):
    """The status bar reads the Editor mode's tip on a free table as on a zone board: it names
    both, not « the board » only."""
    tip = window.editor_mode.statusTip()
    assert "board" in tip and "table" in tip
