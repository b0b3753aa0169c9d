"""File › Import map…: the dialogs never block, the work runs off the GUI thread, the result
lands in the library and is selected; a hostile map is refused with the core's message and
the dialog stays open to try again."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

from editor.model.board import ZoneBoard
from editor.model.scenario import RuleSystem
from editor.model.table import FreeTable
from editor.store.library import Library
from editor.ui.main_window import MainWindow
from editor.ui.map_import import MapImportDialog, name_from_file
from tests.maps import vtt_files


@pytest.fixture
def window(qtbot, tmp_path):
    library_file = tmp_path / "library.sqlite"
    win = MainWindow(
        lambda override: Library.open(Path(override) if override else library_file),
        lambda: library_file,
    )
    qtbot.addWidget(win)
    win.load_library()
    yield win
    win.map_import.runner.wait()
    win.close_catalog()


def test_the_file_menu_offers_the_map_import(window):
    assert window.import_map_action in window.file_menu.actions()
    assert window.import_map_action.text() == "Import &map…"


def test_the_file_dialog_opens_without_blocking_and_offers_the_map_files(window):
    dialog = window.map_import.choose()
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    assert "*.dd2vtt *.uvtt *.df2vtt" in dialog.nameFilters()[0]
    dialog.reject()


def test_a_chosen_map_is_imported_into_a_free_table_and_selected(window, qtbot, tmp_path):
    path = vtt_files.write(tmp_path, vtt_files.two_rooms(), "Old Keep (v2).dd2vtt")
    dialog = window.map_import.ask(path)
    assert isinstance(dialog, MapImportDialog) and dialog.isVisible()
    assert dialog.name.text() == "Old Keep -v2"
    dialog.system.setCurrentIndex(dialog.system.findData(RuleSystem.D20.value))
    with qtbot.waitSignal(window.map_import.imported, timeout=20_000) as imported:
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert imported.args == ["Old Keep -v2"]
    assert window.library_view.selected_name() == "Old Keep -v2"
    assert "walls 4, doors 2, terrain pieces 4" in window.statusBar().currentMessage()
    assert isinstance(window.catalog.load("Old Keep -v2").board, FreeTable)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_a_zone_board_import_keeps_walls_and_doors(window, qtbot, tmp_path):
    path = vtt_files.write(tmp_path, vtt_files.two_rooms())
    with qtbot.waitSignal(window.map_import.imported, timeout=20_000):
        window.map_import.start(path, RuleSystem.ZONE_SOLO, "keep", 50.0)
    board = window.catalog.load("keep").board
    assert isinstance(board, ZoneBoard) and len(board.walls) == 6
    assert board.width_mm == 600


def test_a_hostile_map_is_refused_with_the_place_and_the_dialog_stays(window, qtbot, tmp_path):
    path = vtt_files.write(tmp_path, vtt_files.two_rooms(image=vtt_files.png_claiming(30_000, 30_000)))
    dialog = window.map_import.ask(path)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "errorBox") is not None, timeout=20_000)
    box = window.findChild(QMessageBox, "errorBox")
    assert "map.dd2vtt: image" in box.text() and "pixels" in box.text()
    box.close()
    assert dialog.isVisible() and dialog.name.isEnabled()
    assert "map" not in window.library_view.scenario_names()
    dialog.reject()


def test_names_from_file_names_are_library_names():
    assert name_from_file(Path("Crypt of the Moon*.uvtt")) == "Crypt of the Moon"
    assert name_from_file(Path("???.dd2vtt")) == "map"
