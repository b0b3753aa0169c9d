"""Zones drawn with snapping share their edges exactly, so adjacency sees one border."""

from __future__ import annotations

from editor.board import snapping
from editor.model.outline import Snap
from editor.ui.board.draw_tools import DrawZoneTool
from editor.ui.board.scene import BoardScene
from tests.ui.board.gestures import at, board_document


def _draw(tool, points, pixels_per_mm=2.0) -> None:
    for point in points:
        tool.move(at(*point, pixels_per_mm=pixels_per_mm))
        tool.press(at(*point, pixels_per_mm=pixels_per_mm))
        tool.release(at(*point, pixels_per_mm=pixels_per_mm))
    tool.double_click(at(*points[-1], pixels_per_mm=pixels_per_mm))


def test_two_adjacent_zones_drawn_with_snapping_share_one_border(qtbot):
    document = board_document()
    tool = DrawZoneTool(document, BoardScene(document))
    _draw(tool, [(0, 0), (100, 0), (100, 100), (0, 100)])
    _draw(tool, [(101.2, 0.8), (200, 0), (200, 100), (100.7, 99.1)])  # within 8 px = 4 mm
    board = document.scenario.board
    first, second = board.zones
    assert len(board.borders) == 1
    assert {board.borders[0].a, board.borders[0].b} == {first.id, second.id}
    assert {(100.0, 0.0), (100.0, 100.0)} <= set(first.polygon) & set(second.polygon)


def test_a_corner_snapped_onto_an_edge_is_inserted_into_the_neighbour(qtbot):
    document = board_document()
    tool = DrawZoneTool(document, BoardScene(document))
    _draw(tool, [(0, 0), (100, 0), (100, 100), (0, 100)])
    steps = len(document.history)
    _draw(tool, [(101, 50.3), (200, 50), (200, 100), (100.6, 100.2)])
    assert len(document.history) == steps + 1
    first, second = document.scenario.board.zones
    assert (100.0, 50.3) in first.polygon and (100.0, 50.3) in second.polygon
    assert len(document.scenario.board.borders) == 1
    document.undo()
    assert (100.0, 50.3) not in document.scenario.board.zones[0].polygon


def test_snap_prefers_vertices_then_edges_within_the_tolerance():
    document = board_document()
    tool = DrawZoneTool(document, BoardScene(document))
    _draw(tool, [(0, 0), (100, 0), (100, 100), (0, 100)])
    board = document.scenario.board
    assert snapping.snap(board, (98.0, 2.0), 4.0) == Snap((100.0, 0.0), "vertex")
    assert snapping.snap(board, (50.0, 3.0), 4.0) == Snap((50.0, 0.0), "edge")
    assert snapping.snap(board, (50.0, 5.0), 4.0).kind == "free"
