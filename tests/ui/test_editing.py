"""The Editor mode's documents: new, save as, duplicate, open a file, recent files, export."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from editor.documents.commands import SetValue
from editor.model.scenario import RuleSystem
from editor.store.portable import read_scenario, write_scenario
from editor.ui import settings
from editor.ui.new_scenario_dialog import NewScenarioDialog
from tests.examples import zone_scenario
from tests.ui.test_main_window import make_window


@pytest.fixture
def window(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path / "library.sqlite")
    yield win
    if win.document is not None:
        win.document.mark_saved()
    win.close_catalog()


def test_new_scenario_refuses_a_taken_name_then_opens_unsaved(window):
    dialog = window.editing.new_scenario()
    assert isinstance(dialog, NewScenarioDialog)
    dialog.name.setText("night-market")
    dialog.accept()
    assert dialog.isVisible() and "already has a scenario" in dialog.problem.text()
    assert window.document is None
    dialog.name.setText("Harbour")
    dialog.system.setCurrentIndex(dialog.system.findData(RuleSystem.ZONE_SOLO.value))
    dialog.width_mm.setValue(450)
    dialog.accept()
    assert window.document is not None and window.document.modified
    assert window.document.scenario.board.width_mm == 450
    assert window.stack.currentWidget() is window.board_editor
    assert window.save_document()
    assert "Harbour" in window.library_view.scenario_names()
    assert not window.document.modified


def test_save_as_keeps_the_original_and_edits_the_copy(window):
    window.library_view.select("night-market")
    assert window.edit_selected()
    window.document.execute(SetValue(("board", "zones", 0, "elevation"), 5))
    dialog = window.editing.save_as()
    dialog.name.setText("night-market")
    dialog.accept()
    assert dialog.isVisible() and dialog.problem.text()
    dialog.name.setText("night-market-b")
    dialog.accept()
    assert window.document.scenario.name == "night-market-b" and not window.document.modified
    assert window.document.history.undo_label() is not None  # the edits can still be undone
    assert window.windowTitle().startswith("night-market-b")
    assert window.catalog.load("night-market-b").board.zones[0].elevation == 5
    assert window.catalog.load("night-market").board.zones[0].elevation != 5


def test_duplicate_copies_the_selected_scenario_under_a_free_name(window):
    window.library_view.select("night-market")
    assert window.library_actions.duplicate_selected() == "night-market (copy)"
    assert window.library_view.selected_name() == "night-market (copy)"
    names = window.library_view.scenario_names()
    assert "night-market (copy)" in names
    assert (
        window.catalog.load("night-market (copy)").board
        == window.catalog.load("night-market").board
    )


def test_opening_a_file_with_a_taken_name_renames_it_and_remembers_the_file(window, tmp_path):
    scenario = window.catalog.load("night-market")
    file = tmp_path / "nm.skirmish"
    write_scenario(scenario, file)
    assert window.editing.open_file(file)
    assert window.document.scenario.name == "night-market (copy)"
    assert window.document.modified  # not in the library until saved
    assert settings.recent_files() == [str(file)]
    window.document.mark_saved()
    broken = tmp_path / "broken.skirmish"
    broken.write_bytes(b"not a zip")
    settings.add_recent_file(broken)
    assert not window.editing.open_file(broken)
    assert str(broken) not in settings.recent_files()
    box = window.findChild(QMessageBox, "errorBox")
    assert box is not None
    box.close()


def test_recent_menu_lists_files_and_reopens_them(window, tmp_path):
    file = tmp_path / "rooftops.skirmish"
    write_scenario(zone_scenario(), file)
    settings.add_recent_file(file)
    window._fill_recent_menu()
    actions = [a for a in window.recent_menu.actions() if a.isEnabled()]
    assert [a.statusTip() for a in actions] == [str(file)]
    actions[0].trigger()
    assert window.document is not None and window.document.scenario.name == "rooftops"


def test_export_writes_the_document_as_edited(window, tmp_path):
    window.library_view.select("night-market")
    assert window.edit_selected()
    window.document.execute(SetValue(("board", "zones", 0, "elevation"), 4))
    target = tmp_path / "edited.skirmish"
    assert window.editing.export_document(target)
    assert read_scenario(target)[0].board.zones[0].elevation == 4
    assert window.document.modified  # exporting is not saving to the library


def test_opening_another_scenario_with_unsaved_edits_asks_first(window, qtbot):
    window.library_view.select("night-market")
    assert window.edit_selected()
    window.document.execute(SetValue(("board", "zones", 0, "elevation"), 4))
    dialog = window.editing.new_scenario()
    dialog.name.setText("Elsewhere")
    dialog.accept()
    box = window.findChild(QMessageBox, "unsavedBox")
    assert box is not None and window.document.scenario.name == "night-market"
    box.button(QMessageBox.StandardButton.Discard).click()
    assert window.document.scenario.name == "Elsewhere"
