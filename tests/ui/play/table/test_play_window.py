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
