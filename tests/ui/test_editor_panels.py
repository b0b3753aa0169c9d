"""The editor's panels in the main window: each is drawn (not blank) on each sample, and the
language switch changes their texts live."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from editor.ui.editor_session import PANELS
from editor.ui.i18n import install_language

SAMPLES = ("night-market", "frozen-trench", "depot-raid")


def _distinct_colours(image) -> int:
    return len(
        {image.pixel(x, y) for x in range(0, image.width(), 5) for y in range(0, image.height(), 5)}
    )


@pytest.mark.parametrize("sample", SAMPLES)
def test_every_panel_of_each_sample_is_drawn(shown_window, qtbot, sample):
    shown_window.library_view.select(sample)
    assert shown_window.edit_selected()
    session = shown_window.editing.session
    expected = {spec.name for spec in PANELS if spec.serves(session.document.scenario)}
    assert set(session.docks) == expected
    for name, dock in session.docks.items():
        dock.show()
        dock.raise_()
        qtbot.waitUntil(lambda d=dock: d.widget().isVisible())
        image = dock.widget().grab().toImage()
        assert image.width() > 150 and image.height() > 100, name
        assert _distinct_colours(image) > 8, f"{name} on {sample} looks blank"


def test_the_language_switch_changes_the_panels_texts(shown_window, qtbot):
    shown_window.library_view.select("night-market")
    assert shown_window.edit_selected()
    session = shown_window.editing.session
    river = session.panels["river"]
    english = (
        session.docks["river"].windowTitle(),
        river.tiles_box.title(),
        river.add_tile_button.text(),
    )
    install_language("fr")
    QCoreApplication.sendPostedEvents()
    QApplication.processEvents()
    french = (
        session.docks["river"].windowTitle(),
        river.tiles_box.title(),
        river.add_tile_button.text(),
    )
    assert english == ("River", "Tiles in starting order (drag to reorder)", "Add tile")
    assert french == (
        "Rivière",
        "Tuiles dans l’ordre de départ (glisser pour réordonner)",
        "Ajouter une tuile",
    )
    assert session.docks["options"].windowTitle() == "Options de règles"
    assert shown_window.board_editor.tool_actions["split"].text() == "Découper"


def test_a_clicked_border_is_edited_in_the_properties_dock_not_a_window(shown_window, qtbot):
    """A border opened a second top-level "Border" window over the hint line and the checker;
    now the click selects it and raises the Properties dock showing its form."""
    from tests.ui.board.gestures import click

    shown_window.library_view.select("night-market")
    assert shown_window.edit_selected()
    session = shown_window.editing.session
    session.docks["river"].raise_()
    editor = session.editor
    border = editor.document.scenario.board.borders[0]
    key = ("border", *sorted((border.a, border.b)))
    (x0, y0), (x1, y1) = editor.scene._border_lines[key][0][:2]
    windows = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    editor.set_tool("select")
    click(editor.tool, (x0 + x1) / 2, (y0 + y1) / 2)
    properties = session.panels["properties"]
    qtbot.waitUntil(properties.isVisible)
    assert properties.kind == "border" and properties.forms["border"].editor.key == key
    assert {w for w in QApplication.topLevelWidgets() if w.isVisible()} == windows


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_editor_window_fits_a_small_laptop_screen(shown_window, qtbot, sample):
    """With its docks the editor's window could not be made smaller than 1,130 × 735 px (the
    hidden library's panes and the dice panel's height set it): more than a 1,024 × 768
    screen holds. Each mode now asks only for its own room, and the docks scroll."""
    shown_window.library_view.select(sample)
    assert shown_window.edit_selected()
    qtbot.waitUntil(shown_window.board_editor.isVisible)
    smallest = shown_window.minimumSizeHint()
    assert smallest.width() <= 1000 and smallest.height() <= 700, smallest
    shown_window.resize(1000, 700)
    qtbot.waitUntil(lambda: shown_window.width() <= 1000)
    assert shown_window.height() <= 700
    session = shown_window.editing.session
    session.docks["units"].raise_()
    panel = session.panels["units"]
    qtbot.waitUntil(panel.isVisible)
    QApplication.processEvents()
    assert panel.width() >= panel.minimumSizeHint().width()  # scrolled, never cut


def test_going_back_to_the_library_never_widens_the_window(shown_window, qtbot):
    """Back in the library after editing, in French, the window grew past the screen: the
    saved games' long French hint set the library's minimum width, and the editor's docks
    still counted when the library's minimum was applied."""
    install_language("fr")
    QCoreApplication.sendPostedEvents()
    shown_window.library_view.select("night-market")
    assert shown_window.edit_selected()
    qtbot.waitUntil(shown_window.board_editor.isVisible)
    assert shown_window.save_document()
    shown_window.library_mode.trigger()
    qtbot.waitUntil(lambda: not shown_window.editing.session.docks["units"].isVisible())
    QApplication.processEvents()
    assert shown_window.library_view.minimumSizeHint().width() <= 800
    assert shown_window.minimumSizeHint().width() <= 800
    install_language("en")
