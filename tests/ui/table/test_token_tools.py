"""Placing objectives on a free table, and keeping figures, objectives and terrain on it: a
placement or a move off the table is refused with a message and leaves no undo step; what is
accepted is exactly one step that undo reverts."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from editor.documents.document import ScenarioDocument
from editor.model.tokens import new_objective
from editor.model.units import Side
from editor.ui.table.table_scene import TableScene
from editor.ui.table.table_tools import TableSelectTool
from editor.ui.table.token_tools import PlaceFigureTool, PlaceObjectiveTool
from tests.ui.table.table_gestures import click, drag, one_step

OFF_TABLE = [(-50.0, -50.0), (99999.0, 99999.0), (600.0, -1.0), (1201.0, 400.0)]


def _tool(document, tool_class):
    scene = TableScene(document)
    tool = tool_class(document, scene)
    messages: list[str] = []
    tool.message.connect(messages.append)
    return tool, scene, messages


def _objective(document, objective_id):
    return next(o for o in document.scenario.objectives if o.id == objective_id)


def _figure(document, figure_id):
    return next(f for f in document.scenario.figures if f.id == figure_id)


def _piece(document, piece_id):
    return next(p for p in document.scenario.board.terrain if p.id == piece_id)


# -- placing objectives -----------------------------------------------------------------------


def test_placing_an_objective_is_one_step_numbered_and_named(qtbot, trench_document):
    tool, scene, _ = _tool(trench_document, PlaceObjectiveTool)
    tool.side = Side.VILLAIN

    def gesture():
        drag(tool, (800, 700), (820, 720))
        objective = trench_document.scenario.objectives[-1]
        assert (objective.id, objective.side, objective.position, objective.number) == (
            "objective-1",
            Side.VILLAIN,
            (820.0, 720.0),
            5,
        )
        assert (objective.name.en, objective.name.fr) == ("Objective 5", "Objectif 5")
        assert objective.zone is None
        assert scene.selected_keys() == [("objective", "objective-1")]
        assert trench_document.history.undo_label() == "table_editor.place_objective"

    one_step(trench_document, gesture)
    assert scene.item_for(("objective", "objective-1")) is None
    assert len(trench_document.scenario.objectives) == 4


def test_new_objectives_start_at_one_on_an_empty_mission(trench_document):
    scenario = dataclasses.replace(trench_document.scenario, objectives=())
    objective = new_objective(scenario, Side.HERO, position=(10.0, 20.0))
    assert (objective.id, objective.number, objective.name.en) == ("objective-1", 1, "Objective 1")
    assert objective.position == (10.0, 20.0) and objective.side is Side.HERO


def test_pressing_an_objective_picks_and_drags_it_instead_of_stacking_one(qtbot, trench_document):
    tool, scene, _ = _tool(trench_document, PlaceObjectiveTool)

    def gesture():
        drag(tool, (860, 640), (880, 650))
        assert _objective(trench_document, "flak").position == (880.0, 650.0)
        assert len(trench_document.scenario.objectives) == 4
        assert trench_document.history.undo_label() == "table_editor.move_objective"

    one_step(trench_document, gesture)
    click(tool, 860, 640)
    assert scene.selected_keys() == [("objective", "flak")]
    assert len(trench_document.history) == 0  # a click picks: no step


# -- refusing what would leave the table ------------------------------------------------------


@pytest.mark.parametrize("tool_class", [PlaceFigureTool, PlaceObjectiveTool])
@pytest.mark.parametrize("point", OFF_TABLE)
def test_a_placement_off_the_table_is_refused_with_a_message(
    qtbot, trench_document, tool_class, point
):
    tool, _, messages = _tool(trench_document, tool_class)
    before = trench_document.scenario
    click(tool, *point)
    assert trench_document.scenario is before and len(trench_document.history) == 0
    assert not trench_document.history.in_macro
    assert "click inside" in messages[-1]


@pytest.mark.parametrize("tool_class", [PlaceFigureTool, PlaceObjectiveTool])
def test_a_placement_on_the_edge_is_accepted(qtbot, trench_document, tool_class):
    tool, _, _ = _tool(trench_document, tool_class)
    one_step(trench_document, lambda: click(tool, 1200, 0))


@pytest.mark.parametrize("tool_class", [PlaceFigureTool, PlaceObjectiveTool])
def test_adjusting_a_placement_stops_at_the_table_edge(qtbot, trench_document, tool_class):
    tool, _, messages = _tool(trench_document, tool_class)
    collection = "figures" if tool_class is PlaceFigureTool else "objectives"

    def gesture():
        drag(tool, (1100, 700), (1300, 700))  # moves through 1140, 1180, then off the table
        assert getattr(trench_document.scenario, collection)[-1].position == (1180.0, 700.0)
        assert "click inside" in messages[-1]

    one_step(trench_document, gesture)


@pytest.mark.parametrize(
    ("start", "token"),
    [((525, 545), ("figure", "ilse-varn-1")), ((860, 640), ("objective", "flak"))],
)
@pytest.mark.parametrize("end", OFF_TABLE)
def test_dragging_a_token_off_the_table_is_refused(qtbot, trench_document, start, token, end):
    tool, scene, messages = _tool(trench_document, TableSelectTool)
    before = trench_document.scenario
    drag(tool, start, end, steps=1)
    assert trench_document.scenario is before and len(trench_document.history) == 0
    assert "refused" in messages[-1]
    assert scene.selected_keys() == [token]


def test_a_drag_towards_the_edge_keeps_the_token_on_the_table(qtbot, trench_document):
    tool, _, messages = _tool(trench_document, TableSelectTool)

    def gesture():
        drag(tool, (525, 545), (525, -455), steps=4)  # 295, 45, then off the table
        assert _figure(trench_document, "ilse-varn-1").position == (525.0, 45.0)
        assert "refused" in messages[-1]

    one_step(trench_document, gesture)


def test_a_selection_moves_only_if_every_token_stays_on_the_table(qtbot, trench_document):
    tool, scene, messages = _tool(trench_document, TableSelectTool)
    scene.select_keys([("figure", "ilse-varn-1"), ("objective", "flak")])
    drag(tool, (525, 545), (725, 545), steps=1)  # flak would stand at x = 1060: fine
    assert _objective(trench_document, "flak").position == (1060.0, 640.0)
    drag(tool, (725, 545), (925, 545), steps=1)  # flak would stand at x = 1260: refused
    assert _objective(trench_document, "flak").position == (1060.0, 640.0)
    assert _figure(trench_document, "ilse-varn-1").position == (725.0, 545.0)
    assert len(trench_document.history) == 1 and "refused" in messages[-1]


def test_a_terrain_piece_may_overhang_but_not_leave_the_table(qtbot, trench_document):
    tool, _, messages = _tool(trench_document, TableSelectTool)
    crates = _piece(trench_document, "crates").polygon  # x from 680 to 740

    def overhang():
        drag(tool, (710, 350), (-10, 350), steps=1)  # x from -40 to 20: partly on the table
        assert _piece(trench_document, "crates").polygon[0] == (-40.0, 330.0)

    one_step(trench_document, overhang)
    drag(tool, (710, 350), (-50, 350), steps=1)  # x from -80 to -20: entirely off
    assert _piece(trench_document, "crates").polygon == crates
    assert len(trench_document.history) == 0 and "refused" in messages[-1]


def test_escape_and_delete_work_in_the_place_tools(qtbot, trench_document):
    tool, scene, _ = _tool(trench_document, PlaceObjectiveTool)
    click(tool, 300, 695)  # the alarm, which the mission does not name
    one_step(trench_document, lambda: tool.key(Qt.Key.Key_Delete))
    click(tool, 300, 695)
    assert tool.key(Qt.Key.Key_Escape) and scene.selected_keys() == []


def test_placing_needs_no_unit_for_objectives(qtbot, trench_document):
    document = ScenarioDocument(dataclasses.replace(trench_document.scenario, units=()))
    tool, _, _ = _tool(document, PlaceObjectiveTool)
    one_step(document, lambda: click(tool, 500, 500))
