"""Regions as the play window draws them: rings of points, and a dropped point inside or not."""

from __future__ import annotations

import shapely

from editor.table.outlines import covers_point, outlines_of


def test_a_square_with_a_hole_gives_its_outline_counter_clockwise_then_its_hole():
    square = shapely.box(0, 0, 10, 10).difference(shapely.box(4, 4, 6, 6))
    ((outline, hole),) = outlines_of(square)
    assert set(outline) == {(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)}
    assert len(outline) == 4 and len(hole) == 4  # no closing point
    assert shapely.Polygon(outline).exterior.is_ccw
    assert set(hole) == {(4.0, 4.0), (6.0, 4.0), (6.0, 6.0), (4.0, 6.0)}


def test_parts_that_are_not_polygons_are_left_out_and_simplifying_drops_points():
    mixed = shapely.GeometryCollection(
        [shapely.box(0, 0, 1, 1), shapely.LineString([(5, 5), (6, 6)]), shapely.Point(9, 9)]
    )
    assert len(outlines_of(mixed)) == 1
    wobbly = shapely.Polygon([(0, 0), (5, 0.1), (10, 0), (10, 10), (0, 10)])
    assert len(outlines_of(wobbly)[0][0]) == 5
    assert len(outlines_of(wobbly, tolerance_mm=1.0)[0][0]) == 4
    assert outlines_of(shapely.Polygon()) == ()


def test_a_point_on_the_edge_or_inside_is_covered_one_outside_is_not():
    region = shapely.box(0, 0, 10, 10)
    assert covers_point(region, (5.0, 5.0)) and covers_point(region, (10.0, 3.0))
    assert not covers_point(region, (10.5, 3.0))
