"""Deleting and dragging tokens on a zone board: Delete removes the selected figure or objective
in one step (with zones, still one step) unless the mission names it, which is refused with a
message naming where; a token dragged with Select lands in the zone under the drop, and a drop
outside every zone changes nothing."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPointF, Qt

from editor.documents.addresses import ById
from editor.documents.commands import SetValue
from editor.documents.document import ScenarioDocument
from editor.model.validation import validate
from editor.ui.board.place_tools import PlaceFigureTool, PlaceObjectiveTool
from editor.ui.board.scene import BoardScene
from editor.ui.board.tools import SelectTool
from tests.examples import zone_scenario
from tests.ui.board.gestures import click, drag, one_step


def _setup(tool_class=SelectTool):
    document = ScenarioDocument(zone_scenario())
    scene = BoardScene(document)
    tool = tool_class(document, scene)
    messages: list[str] = []
    tool.message.connect(messages.append)
    return document, scene, tool, messages


def _token_point(scene, key) -> tuple[float, float]:
    position = scene.item_for(key).pos()
    return position.x(), position.y()


def _dangling(scenario) -> set[str]:
    return {m.key for m in validate(scenario)} & {
        "validation.unknown_objective",
        "validation.unknown_figure",
        "validation.unknown_reference",
    }


@pytest.mark.parametrize("key", [Qt.Key.Key_Delete, Qt.Key.Key_Backspace])
def test_select_deletes_the_clicked_figure_in_one_step(qtbot, key):
    document, scene, tool, _ = _setup()
    click(tool, *_token_point(scene, ("figure", "h1")))
    assert scene.selected_keys() == [("figure", "h1")]

    def gesture():
        assert tool.key(key)
        assert [f.id for f in document.scenario.figures] == ["v1"]
        assert document.history.undo_label() == "board.delete_token"

    one_step(document, gesture)
    assert not _dangling(document.scenario)


def test_select_deletes_an_unused_objective(qtbot):
    document, scene, tool, _ = _setup()
    mission = dataclasses.replace(document.scenario.mission, victory=())
    document.execute(SetValue(("mission",), mission))
    document.history.clear()
    click(tool, *_token_point(scene, ("objective", "o1")))
    one_step(document, lambda: tool.key(Qt.Key.Key_Delete))
    click(tool, *_token_point(scene, ("objective", "o1")))  # undo brought it back
    assert tool.key(Qt.Key.Key_Delete)
    assert document.scenario.objectives == ()
    assert scene.item_for(("objective", "o1")) is None


def test_an_objective_the_mission_names_is_not_deleted_and_the_message_says_where(qtbot):
    document, scene, tool, messages = _setup()
    click(tool, *_token_point(scene, ("objective", "o1")))
    before = document.scenario
    assert tool.key(Qt.Key.Key_Delete)
    assert document.scenario is before and len(document.history) == 0
    assert messages and "mission.victory[0]" in messages[-1]
    assert scene.selected_keys() == [("objective", "o1")]


def test_a_figure_an_event_names_is_not_deleted(qtbot):
    document, scene, tool, messages = _setup()
    defeat = dataclasses.replace(document.scenario.mission.defeat[0], figure="v1")
    document.execute(SetValue(("mission", "defeat", 0), defeat))
    document.history.clear()
    click(tool, *_token_point(scene, ("figure", "v1")))
    assert tool.key(Qt.Key.Key_Delete) and len(document.history) == 0
    assert "mission.defeat[0]" in messages[-1] and "v1" in messages[-1]
    assert [f.id for f in document.scenario.figures] == ["h1", "v1"]


def test_zones_and_tokens_go_in_one_step_and_a_used_token_stays(qtbot):
    document, scene, tool, messages = _setup()
    scene.select_keys([("zone", "z3"), ("figure", "h1"), ("objective", "o1")])

    def gesture():
        assert tool.key(Qt.Key.Key_Delete)
        scenario = document.scenario
        assert [z.id for z in scenario.board.zones] == ["z1", "z2", "z4"]
        assert [f.id for f in scenario.figures] == ["v1"]
        assert [o.id for o in scenario.objectives] == ["o1"]
        assert document.history.undo_label() == "board.delete_selection"

    one_step(document, gesture)
    assert "mission.victory[0]" in messages[-1]


@pytest.mark.parametrize("tool_class", [PlaceFigureTool, PlaceObjectiveTool])
def test_the_place_tools_delete_the_picked_token_the_same_way(qtbot, tool_class):
    document, scene, tool, messages = _setup(tool_class)
    click(tool, *_token_point(scene, ("figure", "h1")))
    assert tool.picked == ("figure", "h1")

    def gesture():
        assert tool.key(Qt.Key.Key_Delete)
        assert [f.id for f in document.scenario.figures] == ["v1"]

    one_step(document, gesture)
    assert tool.picked is None
    click(tool, *_token_point(scene, ("objective", "o1")))
    assert tool.key(Qt.Key.Key_Delete) and len(document.history) == 0
    assert "mission.victory[0]" in messages[-1]
    tool.key(Qt.Key.Key_Escape)
    assert not tool.key(Qt.Key.Key_Delete)  # nothing selected: the key is not used


def test_select_drag_moves_a_token_into_the_zone_under_the_drop(qtbot):
    document, scene, tool, _ = _setup()
    path = ("figures", ById("h1"), "position")
    document.execute(SetValue(path, (20.0, 20.0)))  # a stray stored point, as older files had
    document.history.clear()
    start = _token_point(scene, ("figure", "h1"))

    def gesture():
        drag(tool, start, (150, 150))
        figure = document.scenario.figures[0]
        assert (figure.zone, figure.position) == ("z4", None)
        assert document.history.undo_label() == "board.move_token"

    one_step(document, gesture)


def test_select_drop_outside_every_zone_changes_nothing_and_says_why(qtbot):
    document, scene, tool, messages = _setup()
    start = _token_point(scene, ("objective", "o1"))
    before = document.scenario
    drag(tool, start, (350, 100))
    assert document.scenario is before and len(document.history) == 0
    assert messages and messages[-1]
    assert scene.item_for(("objective", "o1")).pos() == QPointF(*start)
    assert scene.selected_keys() == [("objective", "o1")]


def test_select_drop_back_in_the_same_zone_leaves_no_step(qtbot):
    document, scene, tool, _ = _setup()
    start = _token_point(scene, ("objective", "o1"))
    drag(tool, start, (start[0] + 10, start[1] + 5))
    assert len(document.history) == 0
    assert scene.item_for(("objective", "o1")).pos() == QPointF(*start)


def test_a_token_joining_a_zone_never_hides_the_one_already_there(qtbot):
    document, scene, tool, _ = _setup()
    drag(tool, _token_point(scene, ("figure", "h1")), (150, 150))  # h1 comes before v1
    assert [f.zone for f in document.scenario.figures] == ["z4", "z4"]
    assert _token_point(scene, ("figure", "h1")) != _token_point(scene, ("figure", "v1"))
    document.undo()
    assert _token_point(scene, ("figure", "h1")) != _token_point(scene, ("figure", "v1"))
