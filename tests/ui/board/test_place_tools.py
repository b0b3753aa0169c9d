"""Placing objectives and figures, and moving tokens between zones: one undo step each, none
for a drop back in the same zone, a message when there is no unit to place."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, Qt

from editor.documents.commands import RemoveItem
from editor.documents.document import ScenarioDocument
from editor.model.mission import Figure, Objective
from editor.model.text import Text
from editor.model.units import Side
from editor.ui.board.place_tools import (
    FigureStrip,
    ObjectiveStrip,
    PlaceFigureTool,
    PlaceObjectiveTool,
)
from editor.ui.board.scene import BoardScene
from tests.examples import zone_scenario
from tests.ui.board.gestures import at, click, drag, one_step


def _token_point(scene, key) -> tuple[float, float]:
    position = scene.item_for(key).pos()
    return position.x(), position.y()


def test_click_places_a_villain_objective_named_in_both_languages(qtbot):
    document = ScenarioDocument(zone_scenario())
    tool = PlaceObjectiveTool(document, BoardScene(document))
    strip = tool.options_strip()
    qtbot.addWidget(strip)
    assert isinstance(strip, ObjectiveStrip)
    strip.side.setCurrentIndex(1)

    def gesture():
        tool.press(at(130, 170))
        tool.release(at(130, 170))
        objective = document.scenario.objectives[-1]
        assert objective == Objective(
            "objective-1", Side.VILLAIN, Text("Objectif 1", "Objective 1"), zone="z4", number=1
        )
        assert type(objective.side) is Side
        assert document.history.undo_label() == "board.place_objective"

    one_step(document, gesture)


def test_click_places_a_figure_of_the_chosen_unit_with_the_next_hero_number(qtbot):
    document = ScenarioDocument(zone_scenario())
    tool = PlaceFigureTool(document, BoardScene(document))
    strip = tool.options_strip()
    qtbot.addWidget(strip)
    assert isinstance(strip, FigureStrip) and strip.unit.count() == 2
    assert tool.unit == "ranger"

    def hero():
        tool.press(at(20, 180))
        assert document.scenario.figures[-1] == Figure(
            "ranger-1", "ranger", Side.HERO, number=2, zone="z3"
        )

    one_step(document, hero)
    strip.unit.setCurrentIndex(strip.unit.findData("thug"))

    def villain():
        tool.press(at(20, 180))
        assert document.scenario.figures[-1] == Figure("thug-1", "thug", Side.VILLAIN, zone="z3")

    one_step(document, villain)


def test_without_units_the_figure_tool_says_so_and_changes_nothing(qtbot):
    document = ScenarioDocument(dataclasses.replace(zone_scenario(), units=(), figures=()))
    tool = PlaceFigureTool(document, BoardScene(document))
    strip = tool.options_strip()
    qtbot.addWidget(strip)
    messages: list[str] = []
    tool.message.connect(messages.append)
    tool.press(at(20, 180))
    assert len(document.history) == 0 and messages
    assert not strip.unit.isVisibleTo(strip) and strip.empty.isVisibleTo(strip)


def test_the_unit_list_follows_the_document(qtbot):
    document = ScenarioDocument(zone_scenario())
    tool = PlaceFigureTool(document, BoardScene(document))
    strip = tool.options_strip()
    qtbot.addWidget(strip)
    document.execute(RemoveItem(("units",), 0))
    assert strip.unit.count() == 1 and tool.unit == "thug"


def test_pick_a_token_then_click_a_zone_moves_it_in_one_step(qtbot):
    document = ScenarioDocument(zone_scenario())
    scene = BoardScene(document)
    tool = PlaceObjectiveTool(document, scene)
    start = _token_point(scene, ("figure", "h1"))

    def gesture():
        click(tool, *start)
        assert tool.picked == ("figure", "h1") and len(document.history) == 0
        tool.press(at(150, 150))
        tool.release(at(150, 150))
        assert document.scenario.figures[0].zone == "z4"
        assert document.history.undo_label() == "board.move_token"
        assert tool.picked is None

    one_step(document, gesture)
    assert len(document.scenario.objectives) == 1  # the click moved, it did not place


def test_drag_a_token_to_another_zone_is_one_step_and_back_home_is_none(qtbot):
    document = ScenarioDocument(zone_scenario())
    scene = BoardScene(document)
    tool = PlaceFigureTool(document, scene)
    start = _token_point(scene, ("objective", "o1"))

    def gesture():
        drag(tool, start, (30, 130))
        assert document.scenario.objectives[0].zone == "z3"

    one_step(document, gesture)
    drag(tool, start, (start[0] + 10, start[1] + 5))  # still in z2
    assert len(document.history) == 0
    assert scene.item_for(("objective", "o1")).pos() == QPointF(*start)


def test_escape_drops_the_picked_token(qtbot):
    document = ScenarioDocument(zone_scenario())
    scene = BoardScene(document)
    tool = PlaceObjectiveTool(document, scene)
    start = _token_point(scene, ("objective", "o1"))
    click(tool, *start)
    assert tool.key(Qt.Key.Key_Escape) and tool.picked is None
    tool.press(at(150, 150))  # now a click places a new objective
    assert len(document.scenario.objectives) == 2
