"""The paint tools: a stroke across zones is one undo step, painting what is already there
leaves none, and default borders follow the painted elevation."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt

from editor.documents.commands import SetValue
from editor.model.board import Border, BorderKind, Danger, DangerTrigger, Zone
from editor.ui.board.paint_tools import (
    ElevationStrip,
    PaintElevationTool,
    PaintTerrainTool,
    Terrain,
    TerrainStrip,
)
from editor.ui.board.scene import BoardScene
from tests.ui.board.gestures import at, board_document, drag, one_step, square

SHIFT = Qt.KeyboardModifier.ShiftModifier


def _row_of_three():
    zones = (
        Zone("a", polygon=square(0, 0)),
        Zone("b", polygon=square(100, 0)),
        Zone("c", polygon=square(200, 0)),
    )
    borders = (Border("a", "b"), Border("b", "c"))
    document = board_document(*zones)
    document.execute(SetValue(("board", "borders"), borders))
    document.history.clear()
    return document


def test_a_fast_stroke_paints_every_zone_it_crosses_in_one_step(qtbot):
    document = _row_of_three()
    tool = PaintTerrainTool(document, BoardScene(document))
    tool.terrain = Terrain.WATER

    def gesture():
        # no move event inside "b": the segment from press to release still crosses it
        tool.press(at(50, 50))
        tool.release(at(250, 50))
        assert [z.water for z in document.scenario.board.zones] == [True, True, True]
        assert document.history.undo_label() == "board.paint_terrain"

    one_step(document, gesture)


def test_painting_the_terrain_a_zone_already_has_leaves_no_step(qtbot):
    document = _row_of_three()
    tool = PaintTerrainTool(document, BoardScene(document))
    tool.terrain = Terrain.PLAIN
    drag(tool, (50, 50), (150, 50))
    assert len(document.history) == 0


def test_shift_stroke_removes_the_terrain_and_plain_clears_all(qtbot):
    document = board_document(
        Zone("a", polygon=square(0, 0), difficult=True, water=True, promontory=True)
    )
    tool = PaintTerrainTool(document, BoardScene(document))
    tool.terrain = Terrain.WATER

    def erase():
        drag(tool, (20, 20), (30, 30), modifiers=SHIFT)
        zone = document.scenario.board.zone("a")
        assert (zone.water, zone.difficult, zone.promontory) == (False, True, True)

    one_step(document, erase)
    tool.terrain = Terrain.PLAIN

    def clear():
        drag(tool, (20, 20), (20, 20), steps=0)
        zone = document.scenario.board.zone("a")
        assert not (zone.water or zone.difficult or zone.promontory or zone.danger)

    one_step(document, clear)


def test_painting_danger_keeps_an_authored_danger(qtbot):
    danger = Danger(DangerTrigger.END)
    document = board_document(
        Zone("a", polygon=square(0, 0), danger=danger), Zone("b", polygon=square(100, 0))
    )
    tool = PaintTerrainTool(document, BoardScene(document))
    tool.terrain = Terrain.DANGEROUS
    drag(tool, (50, 50), (150, 50))
    board = document.scenario.board
    assert board.zone("a").danger is danger
    assert board.zone("b").danger == Danger()
    assert len(document.history) == 1


def test_painted_elevation_turns_default_borders_into_climbs_in_the_same_step(qtbot):
    document = _row_of_three()
    authored = dataclasses.replace(document.scenario.board.borders[1], cost_ab=2)
    document.execute(SetValue(("board", "borders", 1), authored))
    tool = PaintElevationTool(document, BoardScene(document))
    tool.level = 2

    def gesture():
        drag(tool, (150, 50), (160, 60))
        board = document.scenario.board
        assert board.zone("b").elevation == 2
        # still at its default: now a climb from the lower zone; the authored one is kept
        assert board.borders[0] == Border("a", "b", BorderKind.CLIMB)
        assert board.borders[1] == authored

    one_step(document, gesture)
    drag(tool, (150, 50), (150, 50), steps=0)
    tool.level = 0
    drag(tool, (150, 50), (150, 50), steps=0)  # back to the ground: open again
    assert document.scenario.board.borders[0] == Border("a", "b")
    assert len(document.history) == 3


def test_painting_the_level_a_zone_has_leaves_no_step(qtbot):
    document = _row_of_three()
    tool = PaintElevationTool(document, BoardScene(document))
    tool.level = 0
    drag(tool, (50, 50), (250, 50))
    assert len(document.history) == 0


def test_strips_set_what_the_tools_paint(qtbot):
    document = _row_of_three()
    scene = BoardScene(document)
    terrain_tool = PaintTerrainTool(document, scene)
    strip = terrain_tool.options_strip()
    qtbot.addWidget(strip)
    assert isinstance(strip, TerrainStrip) and terrain_tool.options_strip() is strip
    strip.terrain.setCurrentIndex(strip.terrain.findData(Terrain.PROMONTORY))
    assert terrain_tool.terrain is Terrain.PROMONTORY
    assert all(strip.terrain.itemText(i) for i in range(strip.terrain.count()))
    elevation_tool = PaintElevationTool(document, scene)
    elevation = elevation_tool.options_strip()
    qtbot.addWidget(elevation)
    assert isinstance(elevation, ElevationStrip)
    elevation.level.setValue(-1)
    assert elevation_tool.level == -1
    assert len(document.history) == 0  # choosing what to paint is view state
