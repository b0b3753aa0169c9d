"""Reading order (PRODUCT §2b) and the numbering of reinforcement zones (SOLO-RF-1)."""

from __future__ import annotations

from editor.board.reading_order import reading_order, reading_ranks, reinforcement_numbers
from editor.model.board import Zone, ZoneBoard
from editor.model.options import ReadingOrderOptions

EXACT = ReadingOrderOptions()


def at(zone_id, x, y, **kw):
    return Zone(zone_id, los_marker=(x, y), **kw)


def test_rows_top_to_bottom_then_left_to_right(grid):
    board = grid(2, 3)
    assert reading_order(board, EXACT) == ("r0c0", "r0c1", "r0c2", "r1c0", "r1c1", "r1c2")


def test_y_grows_downwards():
    board = ZoneBoard(zones=(at("low", 0, 500), at("high", 900, 10)))
    assert reading_order(board, EXACT) == ("high", "low")


def test_row_tolerance_groups_nearly_level_markers():
    board = ZoneBoard(zones=(at("right", 300, 100), at("left", 0, 104), at("next_row", 0, 200)))
    assert reading_order(board, EXACT) == ("right", "left", "next_row")
    tolerant = ReadingOrderOptions(row_tolerance_mm=5)
    assert reading_order(board, tolerant) == ("left", "right", "next_row")


def test_rows_are_measured_from_their_first_marker_so_they_never_drift():
    board = ZoneBoard(zones=(at("a", 300, 0), at("b", 200, 4), at("c", 100, 8), at("d", 0, 12)))
    assert reading_order(board, ReadingOrderOptions(row_tolerance_mm=5)) == ("b", "a", "d", "c")


def test_ties_go_to_the_zone_id():
    board = ZoneBoard(zones=(at("b", 10, 10), at("a", 10, 10)))
    assert reading_order(board, EXACT) == ("a", "b")


def test_the_markers_default_to_the_polygon_centroid(square_of):
    board = ZoneBoard(zones=(
        Zone("tall", polygon=((0, 0), (100, 0), (100, 300), (0, 300))),  # centroid y = 150
        Zone("small", polygon=square_of(200, 60, 40)),  # centroid y = 80
    ))
    assert reading_order(board, EXACT) == ("small", "tall")


def test_the_authors_override_wins_and_can_be_switched_off(grid):
    board = grid(1, 3)
    zones = (board.zones[0], board.zones[1], Zone("r0c2", polygon=board.zones[2].polygon,
                                                  reading_index=1))
    edited = ZoneBoard(zones=zones)
    assert reading_order(edited, EXACT) == ("r0c2", "r0c0", "r0c1")
    assert reading_order(edited, ReadingOrderOptions(use_override=False)) == ("r0c0", "r0c1", "r0c2")
    assert reading_ranks(edited, EXACT) == {"r0c2": 0, "r0c0": 1, "r0c1": 2}


def test_abstract_zones_come_after_located_ones_by_id():
    board = ZoneBoard(zones=(Zone("b"), at("z", 0, 0), Zone("a")))
    assert reading_order(board, EXACT) == ("z", "a", "b")


def test_empty_board():
    assert reading_order(ZoneBoard(), EXACT) == ()


def test_reinforcement_zones_are_numbered_in_reading_order(grid):
    board = grid(2, 2, zone_options={"r1c1": {"reinforcement": True},
                                     "r0c1": {"reinforcement": True}})
    assert reinforcement_numbers(board, EXACT) == {"r0c1": 1, "r1c1": 2}
