"""Each free-table tool's scripted gesture is exactly one undo step and undo restores the
scenario; refused gestures leave no step and say why; measuring never edits."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from editor.documents.document import ScenarioDocument
from editor.ui.table.measure_tool import MeasureTool
from editor.ui.table.piece_tools import DrawPieceTool, EditPieceVerticesTool
from editor.ui.table.table_scene import TableScene
from editor.ui.table.table_tools import RotateFigureTool, TableSelectTool
from editor.ui.table.token_tools import PlaceFigureTool
from tests.ui.table.table_gestures import at, click, drag, one_step

SHIFT = Qt.KeyboardModifier.ShiftModifier
CRATES = ((680.0, 330.0), (740.0, 330.0), (740.0, 370.0), (680.0, 370.0))


def _tool(document, tool_class):
    scene = TableScene(document)
    tool = tool_class(document, scene)
    messages: list[str] = []
    tool.message.connect(messages.append)
    return tool, scene, messages


def _piece(document, piece_id):
    return next(p for p in document.scenario.board.terrain if p.id == piece_id)


def _figure(document, figure_id):
    return next(f for f in document.scenario.figures if f.id == figure_id)


# -- select, move, delete ---------------------------------------------------------------------


def test_dragging_a_piece_moves_it_in_one_step(qtbot, trench_document):
    tool, scene, _ = _tool(trench_document, TableSelectTool)
    assert _piece(trench_document, "crates").polygon == CRATES

    def gesture():
        drag(tool, (710, 350), (730, 340), steps=8)
        assert _piece(trench_document, "crates").polygon[0] == (700.0, 320.0)
        assert trench_document.history.undo_label() == "table_editor.move_piece"

    one_step(trench_document, gesture)
    assert scene.selected_keys() == [("piece", "crates")]


def test_dragging_a_figure_moves_it_in_one_step(qtbot, trench_document):
    tool, _, _ = _tool(trench_document, TableSelectTool)

    def gesture():
        drag(tool, (525, 545), (560, 580))
        assert _figure(trench_document, "ilse-varn-1").position == (560.0, 580.0)

    one_step(trench_document, gesture)


def test_a_click_selects_without_a_step(qtbot, trench_document):
    tool, scene, _ = _tool(trench_document, TableSelectTool)
    click(tool, 525, 545)
    assert scene.selected_keys() == [("figure", "ilse-varn-1")]
    click(tool, 710, 350)
    assert scene.selected_keys() == [("piece", "crates")]
    click(tool, 525, 545, modifiers=SHIFT)
    assert scene.selected_keys() == [("piece", "crates"), ("figure", "ilse-varn-1")]
    assert len(trench_document.history) == 0


def test_dragging_a_selection_moves_all_of_it_in_one_step(qtbot, trench_document):
    tool, scene, _ = _tool(trench_document, TableSelectTool)
    scene.select_keys([("piece", "crates"), ("figure", "ilse-varn-1")])

    def gesture():
        drag(tool, (710, 350), (720, 350))
        assert _piece(trench_document, "crates").polygon[0] == (690.0, 330.0)
        assert _figure(trench_document, "ilse-varn-1").position == (535.0, 545.0)
        assert trench_document.history.undo_label() == "table_editor.move_selection"

    one_step(trench_document, gesture)


def test_delete_removes_the_selection_in_one_step(qtbot, trench_document):
    tool, scene, _ = _tool(trench_document, TableSelectTool)
    scene.select_keys([("piece", "crates"), ("figure", "ilse-varn-1"), ("objective", "alarm")])

    def gesture():
        assert tool.key(Qt.Key.Key_Delete)
        scenario = trench_document.scenario
        assert "crates" not in {p.id for p in scenario.board.terrain}
        assert "ilse-varn-1" not in {f.id for f in scenario.figures}
        assert "alarm" not in {o.id for o in scenario.objectives}
        assert scene.item_for(("piece", "crates")) is None

    one_step(trench_document, gesture)
    assert scene.item_for(("piece", "crates")) is not None
    assert not tool.key(Qt.Key.Key_Delete)  # nothing selected any more: nothing to do


def test_an_objective_the_mission_names_is_kept_and_the_message_says_where(
    qtbot, trench_document
):
    """Deleting the flak objective left the victory condition naming it; it stays, selected,
    and the hint line says which condition uses it; the crates still go, in one step."""
    tool, scene, messages = _tool(trench_document, TableSelectTool)
    scene.select_keys([("piece", "crates"), ("objective", "flak")])
    assert tool.key(Qt.Key.Key_Delete)
    scenario = trench_document.scenario
    assert "crates" not in {p.id for p in scenario.board.terrain}
    assert "flak" in {o.id for o in scenario.objectives}
    assert scene.selected_keys() == [("objective", "flak")]
    assert "mission.victory[0]" in messages[-1]
    assert len(trench_document.history) == 1


# -- terrain pieces ---------------------------------------------------------------------------


SQUARE = ((900, 700), (1000, 700), (1000, 780), (900, 780))


def test_drawing_a_piece_closes_on_its_first_corner_in_one_step(qtbot, trench_document):
    tool, scene, _ = _tool(trench_document, DrawPieceTool)

    def gesture():
        for point in (*SQUARE, SQUARE[0]):
            click(tool, *point)
        piece = trench_document.scenario.board.terrain[-1]
        assert piece.polygon == tuple(map(tuple, map(lambda p: map(float, p), SQUARE)))
        assert piece.id == "terrain-1" and piece.name.en == "Terrain 14"
        assert trench_document.history.undo_label() == "table_editor.draw_piece"

    one_step(trench_document, gesture)
    assert tool.vertices == []


def test_drawing_a_piece_closes_on_enter_and_on_double_click(qtbot, trench_document):
    tool, _, _ = _tool(trench_document, DrawPieceTool)
    for point in SQUARE:
        click(tool, *point)
    one_step(trench_document, lambda: tool.key(Qt.Key.Key_Return))
    for point in SQUARE[:3]:
        click(tool, *point)
    one_step(trench_document, lambda: tool.double_click(at(*SQUARE[3])))


def test_a_self_crossing_outline_is_refused_with_a_message_and_no_step(qtbot, trench_document):
    tool, _, messages = _tool(trench_document, DrawPieceTool)
    for point in ((900, 700), (1000, 780), (1000, 700), (900, 780)):
        click(tool, *point)
    tool.key(Qt.Key.Key_Return)
    assert len(trench_document.history) == 0
    assert "crosses itself" in messages[-1]
    assert len(tool.vertices) == 4  # the drawing stays to be fixed
    tool.key(Qt.Key.Key_Escape)
    for point in SQUARE[:2]:
        click(tool, *point)
    tool.key(Qt.Key.Key_Return)
    assert len(trench_document.history) == 0 and messages[-1] == "Add more points first."


def test_dragging_a_corner_reshapes_the_piece_in_one_step(qtbot, trench_document):
    tool, scene, _ = _tool(trench_document, EditPieceVerticesTool)

    def gesture():
        drag(tool, (681, 331), (660, 310))
        assert _piece(trench_document, "crates").polygon[0] == (660.0, 310.0)
        assert trench_document.history.undo_label() == "table_editor.move_vertex"

    one_step(trench_document, gesture)
    assert scene.handles.points == list(CRATES)


def test_a_corner_that_would_cross_the_outline_is_skipped(qtbot, trench_document):
    tool, _, messages = _tool(trench_document, EditPieceVerticesTool)
    drag(tool, (680, 330), (760, 350), steps=1)  # across the opposite edge: a bow-tie
    assert len(trench_document.history) == 0
    assert "cross itself" in messages[-1]


def test_double_click_adds_and_shift_click_deletes_a_corner(qtbot, trench_document):
    tool, _, messages = _tool(trench_document, EditPieceVerticesTool)
    click(tool, 710, 350)

    def insert():
        tool.double_click(at(710, 331))
        assert _piece(trench_document, "crates").polygon[1] == (710.0, 330.0)

    one_step(trench_document, insert)

    def delete():
        click(tool, 740, 370, modifiers=SHIFT)
        assert len(_piece(trench_document, "crates").polygon) == 3

    one_step(trench_document, delete)
    delete()
    click(tool, 740, 330, modifiers=SHIFT)
    assert len(_piece(trench_document, "crates").polygon) == 3
    assert "three corners" in messages[-1]


# -- figures ----------------------------------------------------------------------------------


def test_placing_a_figure_is_one_step_and_a_drag_adjusts_it(qtbot, trench_document):
    tool, scene, _ = _tool(trench_document, PlaceFigureTool)
    tool.set_unit("rime-rifleman")

    def gesture():
        drag(tool, (800, 700), (820, 720))
        figure = trench_document.scenario.figures[-1]
        assert (figure.id, figure.unit, figure.position) == (
            "rime-rifleman-3",
            "rime-rifleman",
            (820.0, 720.0),
        )
        assert figure.facing_deg == 0.0  # the near half of the table faces the far side
        assert trench_document.history.undo_label() == "table_editor.place_figure"

    one_step(trench_document, gesture)
    assert scene.item_for(("figure", "rime-rifleman-3")) is None


def test_placing_needs_a_unit(qtbot, trench_document):
    document = ScenarioDocument(dataclasses.replace(trench_document.scenario, units=(), figures=()))
    tool, _, messages = _tool(document, PlaceFigureTool)
    click(tool, 500, 500)
    assert len(document.history) == 0 and "unit" in messages[-1]


def test_turning_a_figure_by_dragging_is_one_step(qtbot, trench_document):
    tool, _, _ = _tool(trench_document, RotateFigureTool)

    def gesture():
        drag(tool, (525, 545), (625, 545), steps=10)
        assert _figure(trench_document, "ilse-varn-1").facing_deg == pytest.approx(90.0)
        assert trench_document.history.undo_label() == "table_editor.turn_figure"

    one_step(trench_document, gesture)


def test_shift_snaps_the_facing_to_15_degrees(qtbot, trench_document):
    tool, _, _ = _tool(trench_document, RotateFigureTool)
    drag(tool, (525, 545), (625, 557), modifiers=SHIFT)  # 96.8° → 90°
    assert _figure(trench_document, "ilse-varn-1").facing_deg == 90.0
    drag(tool, (525, 545), (625, 557))
    assert _figure(trench_document, "ilse-varn-1").facing_deg == pytest.approx(96.8, abs=0.1)


def test_a_spin_of_the_wheel_turns_a_figure_in_one_step(qtbot, trench_document):
    tool, scene, _ = _tool(trench_document, TableSelectTool)

    def gesture():
        for _ in range(3):
            assert tool.wheel(at(527, 547, modifiers=Qt.KeyboardModifier.ControlModifier), 1)
        assert _figure(trench_document, "ilse-varn-1").facing_deg == 45.0

    one_step(trench_document, gesture)
    assert tool.wheel(at(5, 5), -1)  # away from figures the wheel turns the selected one
    assert _figure(trench_document, "ilse-varn-1").facing_deg == 345.0
    scene.select_keys([])
    assert not tool.wheel(at(5, 5), 1)


def test_pressing_away_from_figures_does_not_turn_anything(qtbot, trench_document):
    tool, _, messages = _tool(trench_document, RotateFigureTool)
    drag(tool, (5, 5), (50, 50))
    assert len(trench_document.history) == 0 and messages[0] == "Press on a figure to turn it."


# -- measuring --------------------------------------------------------------------------------


def test_measuring_reads_pas_on_frozen_trench(qtbot, trench_document):
    tool, scene, messages = _tool(trench_document, MeasureTool)
    drag(tool, (100, 100), (200, 100))
    assert tool.distance_mm == 100.0 and tool.reading == "4.0 pas"
    assert messages[-1] == "Distance: 4.0 pas"
    assert len(trench_document.history) == 0 and not trench_document.modified
    assert tool._item.scene() is scene
    tool.key(Qt.Key.Key_Escape)
    assert tool._item.scene() is None and tool.distance_mm is None


def test_measuring_reads_cm_on_depot_raid_and_base_to_base(qtbot, depot_document):
    tool, _, _ = _tool(depot_document, MeasureTool)
    drag(tool, (100, 100), (100, 250))
    assert tool.reading == "15.0 cm"
    drag(tool, (151, 691), (249, 631))  # mara-quillon-1 to needle-infiltrator-1
    first, second = (_figure(depot_document, f) for f in ("mara-quillon-1", "needle-infiltrator-1"))
    assert tool.distance_mm == pytest.approx(((100**2) + (60**2)) ** 0.5)
    assert "\nbase to base: " in tool.reading
    assert len(depot_document.history) == 0
    assert first.position == (150.0, 690.0) and second.position == (250.0, 630.0)
