"""What the board editor draws, computed without Qt: markers and border lines that never fail
on a degenerate outline (the editor still shows a board the checker reports as broken), and
the distances and crossings the tools pick with."""

from __future__ import annotations

from editor.board.drawing import (
    border_lines,
    display_markers,
    distance_to_line,
    ranks_in_zone,
    segment_meets,
    shown_numbers,
)
from editor.model.board import Border, Zone, ZoneBoard
from editor.model.mission import Objective
from editor.model.options import ReadingOrderOptions
from editor.model.units import Side


def _square(x, y, size=100.0):
    return ((x, y), (x + size, y), (x + size, y + size), (x, y + size))


BOW_TIE = ((0.0, 0.0), (100.0, 100.0), (100.0, 0.0), (0.0, 100.0))


def test_markers_are_authored_else_centroids_and_survive_a_degenerate_outline():
    zones = (
        Zone("a", polygon=_square(0, 0)),
        Zone("b", polygon=_square(100, 0), los_marker=(110.0, 10.0)),
        Zone("c"),
    )
    assert display_markers(zones) == [(50.0, 50.0), (110.0, 10.0), None]
    broken = display_markers((Zone("a", polygon=_square(0, 0)), Zone("x", polygon=BOW_TIE)))
    assert broken == [(50.0, 50.0), None]  # the broken zone alone goes without a marker


def test_a_border_is_drawn_along_the_shared_edge_facing_its_second_zone():
    board = ZoneBoard(300.0, 100.0, (Zone("a", polygon=_square(0, 0)), Zone("b", polygon=_square(100, 0))))
    [(lines, toward)] = border_lines(board, [Border("a", "b")])
    assert len(lines) == 1 and {tuple(p) for p in lines[0]} == {(100.0, 0.0), (100.0, 100.0)}
    assert toward == (1.0, 0.0)


def test_zones_without_a_shared_edge_are_joined_marker_to_marker():
    zones = (Zone("a", los_marker=(0.0, 0.0)), Zone("b", los_marker=(0.0, 30.0)))
    [(lines, toward)] = border_lines(ZoneBoard(100.0, 100.0, zones), [Border("a", "b")])
    assert lines == [[(0.0, 0.0), (0.0, 30.0)]] and toward == (0.0, 1.0)


def test_reinforcement_numbers_follow_reading_order_and_none_while_an_outline_is_broken():
    zones = (
        Zone("right", polygon=_square(100, 0), reinforcement=True),
        Zone("left", polygon=_square(0, 0), reinforcement=True),
    )
    options = ReadingOrderOptions()
    assert shown_numbers(ZoneBoard(200.0, 100.0, zones), options) == {"left": 1, "right": 2}
    broken = (*zones, Zone("x", polygon=BOW_TIE))
    assert shown_numbers(ZoneBoard(200.0, 100.0, broken), options) == {}


def test_tokens_in_one_zone_take_places_in_its_row():
    tokens = {
        ("objective", "o1"): Objective("o1", Side.HERO, zone="a"),
        ("objective", "o2"): Objective("o2", Side.HERO, zone="b"),
        ("objective", "o3"): Objective("o3", Side.HERO, zone="a"),
    }
    assert list(ranks_in_zone(tokens).values()) == [0, 0, 1]


def test_picking_distances_and_crossings():
    assert distance_to_line((5.0, 3.0), [(0.0, 0.0), (10.0, 0.0)]) == 3.0
    assert distance_to_line((5.0, 3.0), [(0.0, 0.0)]) > 1e6
    assert segment_meets((-10.0, 50.0), (10.0, 50.0), _square(0, 0))
    assert not segment_meets((-10.0, 150.0), (10.0, 150.0), _square(0, 0))
