"""The geometry of splitting and merging zones: where a line cuts an outline, which part keeps
the zone, and the outline of a union (PRODUCT §2b: millimetres, y down)."""

from __future__ import annotations

import shapely

from editor.board.cuts import cut_outline, keeper, marker_inside, merged_outline
from editor.model.board import Zone, ZoneBoard


def _square(x, y, size=100.0):
    return ((x, y), (x + size, y), (x + size, y + size), (x, y + size))


def _area(polygon) -> float:
    return shapely.Polygon(polygon).area


def test_cut_outline_splits_a_square_and_refuses_what_is_not_a_cut():
    left, right = cut_outline(_square(0, 0), (50, -10), (50, 110))
    assert sorted((_area(left), _area(right))) == [5000.0, 5000.0]
    assert (50.0, 0.0) in left and (50.0, 0.0) in right
    assert cut_outline(_square(0, 0), (20, 20), (80, 80)) is None  # inside only
    assert cut_outline(_square(0, 0), (0, -10), (0, 110)) is None  # along an edge
    assert cut_outline(_square(0, 0), (-10, 50), (50, 50)) is None  # stops inside
    assert cut_outline(_square(0, 0), (0, 0), (100, 0)) is None  # an edge, not a chord


def test_the_part_holding_the_marker_keeps_the_zone_else_the_larger_one():
    small = ((0.0, 0.0), (30.0, 0.0), (30.0, 100.0), (0.0, 100.0))
    large = ((30.0, 0.0), (100.0, 0.0), (100.0, 100.0), (30.0, 100.0))
    assert keeper((small, large), (10.0, 50.0)) == (small, large, (10.0, 50.0))
    kept, other, marker = keeper((small, large), None)
    assert (kept, other) == (large, small) and marker == (65.0, 50.0)  # the large part's centre


def test_a_marker_inside_is_the_centroid_when_the_centroid_is_inside():
    assert marker_inside(_square(0, 0)) == (50.0, 50.0)
    ell = ((0.0, 0.0), (100.0, 0.0), (100.0, 10.0), (10.0, 10.0), (10.0, 100.0), (0.0, 100.0))
    x, y = marker_inside(ell)  # the centroid of an L lies outside it
    assert shapely.Polygon(ell).contains(shapely.Point(x, y))


def test_the_union_of_two_squares_sharing_an_edge_is_one_rectangle():
    board = ZoneBoard(400.0, 300.0, (Zone("a", polygon=_square(0, 0)), Zone("b", polygon=_square(100, 0))))
    outline = merged_outline([_square(0, 0), _square(100, 0)], board)
    assert set(outline) == {(0, 0), (100, 0), (200, 0), (200, 100), (100, 100), (0, 100)}
    assert _area(outline) == 20000.0
    assert merged_outline([_square(0, 0), _square(100, 100)], board) is None  # a corner only
