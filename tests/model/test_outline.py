"""Outline primitives both editors share (PRODUCT §2b: neighbouring outlines share edges
exactly): usable outlines, corners inserted on edges, the nearest point of a set of edges."""

from __future__ import annotations

import math

from editor.model.outline import edges_of, insert_on_edges, nearest_on_segments, valid_outline


def test_existing_corners_on_a_new_edge_are_inserted_into_it():
    polygon = ((0.0, 0.0), (10.0, 0.0), (10.0, 10.0))
    assert insert_on_edges(polygon, [(5.0, 0.0), (20.0, 0.0), (10.0, 3.0)]) == (
        (0.0, 0.0), (5.0, 0.0), (10.0, 0.0), (10.0, 3.0), (10.0, 10.0)
    )


def test_corners_are_inserted_in_order_along_the_edge_and_never_twice():
    polygon = ((0.0, 0.0), (10.0, 0.0), (10.0, 10.0))
    inserted = insert_on_edges(polygon, [(7.0, 0.0), (2.0, 0.0), (2.0, 0.0), (0.0, 0.0)])
    assert inserted == ((0.0, 0.0), (2.0, 0.0), (7.0, 0.0), (10.0, 0.0), (10.0, 10.0))
    assert insert_on_edges(polygon, [(5.0, 0.01)]) == polygon  # 10 µm off the edge: not on it


def test_an_outline_needs_three_corners_some_area_and_no_crossing():
    assert valid_outline(((0.0, 0.0), (1.0, 0.0), (0.0, 1.0)))
    assert not valid_outline(((0.0, 0.0), (1.0, 0.0)))
    assert not valid_outline(((0.0, 0.0), (1.0, 0.0), (2.0, 0.0)))
    assert not valid_outline(((0.0, 0.0), (1.0, 1.0), (1.0, 0.0), (0.0, 1.0)))


def test_the_nearest_point_of_the_edges():
    starts, ends = edges_of([((0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0))])
    assert nearest_on_segments((5.0, -3.0), starts, ends) == ((5.0, 0.0), 3.0)
    assert nearest_on_segments((13.0, 14.0), starts, ends) == ((10.0, 10.0), 5.0)
    assert nearest_on_segments((1.0, 1.0), *edges_of([])) == (None, math.inf)
