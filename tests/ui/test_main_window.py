"""The main window: library listing, import/export/delete, language switch, remembered layout."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from editor.store.library import Library
from editor.store.portable import write_scenario
from editor.ui import settings
from editor.ui.main_window import MainWindow
from tests.examples import zone_scenario


def make_window(qtbot, library_file: Path) -> MainWindow:
    window = MainWindow(
        lambda override: Library.open(Path(override) if override else library_file),
        lambda: library_file,
    )
    qtbot.addWidget(window)
    window.load_library()
    return window


@pytest.fixture
def window(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path / "library.sqlite")
    yield win
    win.close_catalog()


def test_lists_the_bundled_samples_and_their_units(window):
    names = window.library_view.scenario_names()
    assert names == ["depot-raid", "frozen-trench", "night-market"]
    assert window.library_view.unit_model.rowCount() > 0
    assert "scenario" in window.statusBar().currentMessage()
    assert window.library_view.selected_name() == names[0]


def test_import_selects_the_new_scenario_and_duplicates_are_reported(window, tmp_path, qtbot):
    file = tmp_path / "rooftops.skirmish"
    write_scenario(zone_scenario(), file)
    assert window.library_actions.import_file(file) == "rooftops"
    assert window.library_view.selected_name() == "rooftops"
    assert window.library_actions.import_file(file) is None
    box = window.findChild(QMessageBox, "errorBox")
    assert box is not None and "already in the library" in box.text()
    box.close()


def test_export_and_delete_the_selected_scenario(window, tmp_path):
    window.library_view.select(window.library_view.scenario_names()[0])
    target = tmp_path / "out.skirmish"
    assert window.library_actions.export_selected(target) and target.stat().st_size > 0
    name = window.library_view.selected_name()
    assert window.library_actions.delete_selected()
    assert name not in window.library_view.scenario_names()


def test_language_switch_changes_menu_texts_and_views(window, qtbot):
    assert window.file_menu.title() == "&File"
    window.set_language("fr")
    qtbot.waitUntil(lambda: window.file_menu.title() == "&Fichier", timeout=3000)
    header = window.library_view.scenario_model.headerData(0, Qt.Orientation.Horizontal)
    assert header == "Nom"
    assert "bibliothèque" in window.statusBar().currentMessage()
    assert settings.language() == "fr"
    window.set_language("en")
    qtbot.waitUntil(lambda: window.file_menu.title() == "&File", timeout=3000)


def test_preferences_dialog_applies_language_and_library(window, tmp_path, qtbot):
    dialog = window.show_preferences()
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    other = tmp_path / "other" / "lib.sqlite"
    dialog.library.setText(str(other))
    dialog.accept()
    qtbot.waitUntil(lambda: window.edit_menu.title() == "&Édition", timeout=3000)
    qtbot.waitUntil(lambda: other.exists(), timeout=5000)
    assert settings.library_override() == str(other)


def test_layout_and_language_persist_across_a_restart(qtbot, tmp_path):
    library_file = tmp_path / "library.sqlite"
    first = make_window(qtbot, library_file)
    first.show()
    qtbot.waitExposed(first)
    first.resize(780, 560)  # inside the 800 × 600 offscreen screen, above the minimum size
    first.set_language("fr")
    first.close()
    second = make_window(qtbot, library_file)
    second.show()
    qtbot.waitExposed(second)
    assert (second.width(), second.height()) == (780, 560)
    assert settings.language() == "fr"
    second.close()


def test_about_dialog_opens_without_blocking(window):
    dialog = window.show_about()
    assert "Skirmish Studio" in dialog.text.text()
    dialog.close()


def test_print_cards_opens_the_dialog_for_the_selected_scenario(window):
    window.library_view.select("night-market")
    dialog = window.library_actions.show_card_printing()
    assert dialog is not None and dialog.isVisible()
    dialog.close()


def test_edit_save_and_undo_a_zone_board(window):
    from editor.documents.addresses import ById
    from editor.documents.commands import SetValue

    window.library_view.select("night-market")
    assert window.edit_selected()
    assert window.stack.currentWidget() is window.board_editor
    zone = window.document.scenario.board.zones[0].id
    window.document.execute(SetValue(("board", "zones", ById(zone), "elevation"), 3))
    assert window.windowTitle().startswith("night-market*")
    assert window.save_document() and not window.document.modified
    saved = window.catalog.load("night-market")
    assert saved.board.zone(zone).elevation == 3
    assert saved.board.los is not None  # the derived table is stamped on save
    window.board_editor.undo_action.trigger()
    assert window.document.scenario.board.zone(zone).elevation != 3
    assert window.document.modified


def test_closing_with_unsaved_edits_asks_without_blocking(window, qtbot):
    from editor.documents.commands import SetValue

    window.library_view.select("night-market")
    assert window.edit_selected()
    window.document.execute(SetValue(("board", "zones", 0, "elevation"), 4))
    window.show()
    assert not window.close()  # the question is open, the window is not closed yet
    box = window.findChild(QMessageBox, "unsavedBox")
    assert box is not None and box.isVisible()
    box.button(QMessageBox.StandardButton.Discard).click()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=3000)


def test_free_tables_open_in_the_table_editor_with_their_panels(window):
    from editor.ui.table.table_editor import TableEditor

    window.library_view.select("depot-raid")
    assert window.edit_selected()
    assert isinstance(window.board_editor, TableEditor)
    docks = window.editing.session.docks
    assert "table_properties" in docks and "properties" not in docks
    assert {"river", "deck"} <= set(docks) and "dice" not in docks  # D20 rolls its own dice
    window.library_view.select("night-market")
    assert window.edit_selected()  # nothing was changed: no question asked
    assert set(window.editing.session.docks) >= {"properties", "river", "deck", "dice"}


def test_checker_panel_follows_edits_and_selects_the_culprit(window, qtbot):
    from editor.documents.commands import SetValue

    window.library_view.select("night-market")
    assert window.edit_selected()
    panel = window.checker_panel
    qtbot.waitUntil(lambda: not panel.busy)
    assert panel.findings and all(f.key == "validation.dice_unverified" for f in panel.findings)
    board = window.document.scenario.board
    lonely = board.zones[0].id
    kept = tuple(b for b in board.borders if lonely not in (b.a, b.b))
    window.document.execute(SetValue(("board", "borders"), kept))
    qtbot.waitUntil(lambda: any(f.key == "checker.zone_unreachable" for f in panel.findings), timeout=5000)
    row = next(i for i, f in enumerate(panel.findings)
               if f.key == "checker.zone_unreachable" and ("zone", lonely) == ("zone", f.culprit[2].id))
    panel.list.setCurrentRow(row)
    assert window.board_editor.scene.selected_keys() == [("zone", lonely)]
    window.document.mark_saved()


def test_the_first_paint_waits_for_no_store_or_geometry_import():
    """Start-up paints before the heavy modules load (PRODUCT §5 cold start); a stray
    module-level import in a window module would put them back before the first paint."""
    import os
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from editor.ui.main_window import MainWindow\n"
        "MainWindow(lambda o: None, lambda: None)\n"
        "heavy = ('sqlalchemy', 'shapely', 'networkx', 'editor.store', 'editor.model.scenario')\n"
        "print(sorted(m for m in sys.modules if m.startswith(heavy)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.stdout.strip() == "[]", out.stdout


def _unit_rows(view) -> list[tuple[str, ...]]:
    model = view.unit_model
    return [
        tuple(model.data(model.index(r, c)) for c in range(model.columnCount()))
        for r in range(model.rowCount())
    ]


def test_the_units_table_lists_the_selected_scenarios_units(window):
    """It listed every unit of the library whatever the selection; now the selected
    scenario's, with the scenarios using each, and every unit when "All units" is ticked."""
    view = window.library_view
    for name in view.scenario_names():
        view.select(name)
        scenario = window.catalog.load(name)
        names = sorted(u.name.get("en") for u in scenario.units)
        rows = _unit_rows(view)
        assert sorted(row[0] for row in rows) == names, name
        assert all(name in row[1].split(", ") for row in rows)
        assert name in view.units_label.text()
    view.all_units.setChecked(True)
    assert view.unit_model.rowCount() == len(window.catalog.units())
    assert "library" in view.units_label.text()


def test_the_used_by_column_is_in_view_at_the_default_size(window, qtbot):
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    view = window.library_view
    view.select("night-market")
    table = view.unit_table
    header = table.horizontalHeader()
    used_by = next(
        c for c in range(view.unit_model.columnCount())
        if view.unit_model.headerData(c, Qt.Orientation.Horizontal) == "Used by"
    )
    qtbot.waitUntil(lambda: header.sectionSize(used_by) > 0)
    shown = table.fontMetrics().horizontalAdvance("night-market")
    left = header.sectionViewportPosition(used_by)
    assert 0 <= left and left + shown <= table.viewport().width()  # on screen
    assert header.sectionSize(used_by) >= shown  # and wide enough to read


def test_the_selected_scenario_is_selected_again_at_the_next_start(qtbot, tmp_path):
    """The selection went back to the first scenario at each start."""
    library = tmp_path / "library.sqlite"
    first = make_window(qtbot, library)
    first.library_view.select("night-market")
    first.close_catalog()
    second = make_window(qtbot, library)
    assert second.library_view.selected_name() == "night-market"
    second.close_catalog()
