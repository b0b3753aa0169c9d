"""The free-table editor widget: tools with shortcuts and hints, undo/redo named after the
command, gestures through the real viewport as one step, and a rendering that is not blank."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.ui.table.table_scene import TableScene
from editor.ui.table.table_view import TableView
from tests.ui.table.conftest import make_editor
from tests.ui.table.table_gestures import at, drag, one_step


def _figure(document, figure_id):
    return next(f for f in document.scenario.figures if f.id == figure_id)


def _shown(qtbot, editor):
    editor.show()
    qtbot.waitExposed(editor)
    editor.view.fit_to_view()
    return editor


def test_the_editor_has_the_board_editors_public_face(qtbot, trench_editor):
    editor = trench_editor
    assert isinstance(editor.scene, TableScene) and isinstance(editor.view, TableView)
    assert editor.document is editor.scene.document
    assert (
        set(editor.tools)
        == set(editor.tool_actions)
        == {
            "select",
            "draw_piece",
            "vertices",
            "place_figure",
            "place_objective",
            "rotate",
            "measure",
        }
    )
    shortcuts = {a.shortcut().toString() for a in editor.tool_actions.values()}
    assert len(shortcuts) == len(editor.tools) and "" not in shortcuts
    for name, tool in editor.tools.items():
        editor.set_tool(name)
        assert editor.view.tool is tool and editor.tool_actions[name].isChecked()
        assert editor.hint_label.text() == tool.hint() != ""
        assert editor.tool_actions[name].statusTip() == tool.hint()
    assert not editor.undo_action.isEnabled() and editor.undo_action.text() == "Undo"


def test_the_unit_chooser_feeds_the_place_tool(qtbot, trench_editor):
    editor = trench_editor
    _shown(qtbot, editor)
    assert not editor.unit_combo.isVisible()
    editor.set_tool("place_figure")
    assert editor.unit_combo.isVisible()
    units = [editor.unit_combo.itemData(i) for i in range(editor.unit_combo.count())]
    assert units == [u.id for u in editor.document.scenario.units]
    editor.unit_combo.setCurrentIndex(units.index("fang-skier"))
    assert editor.place_tool.unit_id == "fang-skier"


def test_a_drag_in_the_viewport_is_one_step_named_in_the_undo_action(qtbot, trench_editor):
    editor = _shown(qtbot, trench_editor)
    document = editor.document
    start = editor.view.mapFromScene(QPointF(525, 545))
    viewport = editor.view.viewport()

    def gesture():
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for step in range(1, 6):
            QTest.mouseMove(viewport, start + QPoint(6 * step, 3 * step))
        QTest.mouseRelease(
            viewport,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            start + QPoint(30, 15),
        )
        assert _figure(document, "ilse-varn-1").position != (525.0, 545.0)
        assert editor.undo_action.isEnabled()
        assert editor.undo_action.text() == "Undo Move figure"

    one_step(document, gesture)
    assert editor.redo_action.text() == "Redo Move figure"


def test_ctrl_wheel_over_a_figure_turns_it_in_one_step(qtbot, trench_editor):
    editor = _shown(qtbot, trench_editor)
    document = editor.document
    position = QPointF(editor.view.mapFromScene(QPointF(525, 545)))
    zoom = editor.view.pixels_per_mm()

    def wheel(modifiers):
        event = QWheelEvent(
            position,
            editor.view.viewport().mapToGlobal(position),
            QPoint(),
            QPoint(0, 120),
            Qt.MouseButton.NoButton,
            modifiers,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(editor.view.viewport(), event)

    def gesture():
        wheel(Qt.KeyboardModifier.ControlModifier)
        wheel(Qt.KeyboardModifier.ControlModifier)
        assert _figure(document, "ilse-varn-1").facing_deg == 30.0
        assert editor.view.pixels_per_mm() == zoom

    one_step(document, gesture)
    wheel(Qt.KeyboardModifier.NoModifier)
    assert editor.view.pixels_per_mm() > zoom and len(document.history) == 0


def test_the_delete_action_removes_the_selection_in_one_step(qtbot, trench_editor):
    editor = trench_editor
    editor.scene.select_keys([("piece", "copse")])

    def gesture():
        editor.delete_action.trigger()
        assert "copse" not in {p.id for p in editor.document.scenario.board.terrain}
        assert editor.undo_action.text() == "Undo Delete terrain piece"

    one_step(editor.document, gesture)


def test_the_grid_is_view_state(qtbot, trench_editor):
    editor = trench_editor
    editor.grid_action.setChecked(True)
    assert editor.view.grid_visible and editor.scene.grid.isVisible()
    editor.grid_action.setChecked(False)
    assert not editor.scene.grid.isVisible()
    assert len(editor.document.history) == 0


def test_measuring_in_the_editor_shows_the_reading_in_the_hint_line(qtbot, trench_editor):
    editor = trench_editor
    editor.set_tool("measure")
    drag(editor.tool, (100, 100), (100, 350))
    assert editor.hint_label.text() == "Distance: 10.0 pas"
    editor.set_tool("select")
    assert editor.hint_label.text() == editor.tools["select"].hint()
    assert len(editor.document.history) == 0


def test_switching_to_french_names_the_undo_step_in_french(qtbot, trench_editor):
    from editor.ui.i18n import install_language

    editor = trench_editor
    editor.tools["select"].wheel(at(525, 545), 1)
    install_language("fr")
    qtbot.waitUntil(lambda: "Tourner la figurine" in editor.undo_action.text())
    tag = editor.scene.item_for(("piece", "copse")).tag.text
    assert tag.startswith("Bosquet de sapins\n▲ 3,6 ")  # French name and decimal comma


@pytest.mark.parametrize("name", ["frozen-trench", "depot-raid"])
def test_the_editor_renders_each_sample(qtbot, name, tmp_path):
    from editor.documents.document import ScenarioDocument
    from tests.ui.table.table_gestures import sample

    editor = _shown(qtbot, make_editor(qtbot, ScenarioDocument(sample(name))))
    editor.resize(1100, 800)
    QApplication.processEvents()
    editor.view.fit_to_view()
    editor.scene.select_keys([("piece", editor.document.scenario.board.terrain[1].id)])
    image = editor.grab().toImage()
    assert image.save(str(tmp_path / f"{name}.png"))  # kept for a look when the test fails
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 17) for y in range(0, image.height(), 17)
    }
    assert len(colours) > 200


def test_corner_handles_follow_the_selection_while_editing_corners(qtbot, trench_editor):
    editor = trench_editor
    editor.scene.select_keys([("piece", "crates")])
    assert editor.scene.handles.points == []
    editor.set_tool("vertices")
    assert len(editor.scene.handles.points) == 4
    editor.scene.select_keys([("piece", "copse")])  # e.g. from the checker
    assert len(editor.scene.handles.points) == 7
    editor.set_tool("select")
    assert editor.scene.handles.points == []


def test_the_legend_names_every_look(qtbot, trench_document):
    from editor.ui.table.table_properties import TablePropertiesPanel

    panel = TablePropertiesPanel(trench_document, TableScene(trench_document))
    qtbot.addWidget(panel)
    texts = panel.legend.texts()
    assert len(texts) == 12 and len(set(texts)) == 12
    assert {"Heavy cover", "Crawl only", "Shallow water", "Blocks line of sight"} <= set(texts)


def test_the_objective_tool_shows_its_side_chooser_and_places_in_one_step(qtbot, trench_editor):
    from editor.model.units import Side

    editor = _shown(qtbot, trench_editor)
    assert editor.tool_actions["place_objective"].shortcut().toString() == "O"
    assert not editor.objective_strip.isVisible()
    editor.set_tool("place_objective")
    assert editor.objective_strip.isVisible() and not editor.unit_combo.isVisible()
    editor.objective_strip.side.setCurrentIndex(1)
    assert editor.tool.side is Side.VILLAIN
    viewport = editor.view.viewport()

    def gesture():
        point = editor.view.mapFromScene(QPointF(800, 300))
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        objective = editor.document.scenario.objectives[-1]
        assert objective.side is Side.VILLAIN and objective.number == 5
        assert editor.undo_action.text() == "Undo Place objective"

    one_step(editor.document, gesture)
    outside = editor.view.mapFromScene(QPointF(-40, 300))
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, outside)
    assert len(editor.document.history) == 0
    assert editor.hint_label.text() == "An objective must lie on the table: click inside it."
    editor.set_tool("place_figure")
    assert editor.unit_combo.isVisible() and not editor.objective_strip.isVisible()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_both_tool_rows_fit_beside_the_docks_at_1400_pixels(shown_window, qtbot, language):
    from editor.ui.i18n import install_language

    window = shown_window
    window.library_view.select("depot-raid")
    assert window.edit_selected()
    install_language(language)
    editor = window.board_editor
    bars = (editor.tool_bar, editor.token_bar)
    actions = [a for bar in bars for a in bar.actions() if not a.isSeparator()]
    assert set(editor.tool_actions.values()) <= set(actions)
    assert {editor.zoom_out_action, editor.fit_action, editor.grid_action} <= set(actions)
    editor.tools["select"].wheel(at(150, 690), 1)  # a long "Undo Turn figure" text
    QApplication.processEvents()
    assert editor.width() < 1000  # the docks are open beside it
    for bar in bars:
        assert bar.sizeHint().width() <= bar.width(), bar.windowTitle()  # nothing under "››"
