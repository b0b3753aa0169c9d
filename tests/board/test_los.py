"""Line of sight between zones (PRODUCT §2b; SOLO_AI_SPEC §1.6-1.7): each clause of the rule,
the worked example, markers, overrides, the stored table and its geometry hash."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest
import shapely

from editor.board import los
from editor.board.los import compute_los_table, effective_los, los_queries, update_los, zones_seeing
from editor.board.los_geometry import geometry_hash
from editor.board.shapes import marker_of
from editor.model.board import Border, BorderKind, LosOverride, LosTable, Wall, Zone, ZoneBoard
from editor.model.options import ElevationRule, LosOptions, LosSource

RULE = LosOptions()
NO_ELEVATION_RULE = LosOptions(elevation_rule=ElevationRule.IGNORE)


def pair(a, b):
    return frozenset((a, b))


def sees(board, viewer, target, options=RULE):
    return effective_los(board, options).sees(viewer, target)


@pytest.fixture
def street_roof_street(grid):
    """PRODUCT §2b: S1 (0) | R (2) | S2 (0), S1|R a climb, R|S2 fall-only."""
    return grid(1, 3, elevation={"r0c1": 2}, borders={
        pair("r0c0", "r0c1"): Border("r0c0", "r0c1", BorderKind.CLIMB),
        pair("r0c1", "r0c2"): Border("r0c1", "r0c2", BorderKind.FALL_ONLY),
    })


def test_the_worked_example_roof_between_two_streets(street_roof_street):
    s1, roof, s2 = "r0c0", "r0c1", "r0c2"
    assert sees(street_roof_street, roof, s1) and sees(street_roof_street, roof, s2)
    assert not sees(street_roof_street, s1, roof)
    assert not sees(street_roof_street, s2, roof)
    assert not sees(street_roof_street, s1, s2) and not sees(street_roof_street, s2, s1)


def test_the_worked_example_two_roofs_across_an_alley(grid):
    board = grid(1, 3, elevation={"r0c0": 2, "r0c2": 2}, borders={
        pair("r0c0", "r0c1"): Border("r0c0", "r0c1", BorderKind.FALL_ONLY),
        pair("r0c1", "r0c2"): Border("r0c1", "r0c2", BorderKind.CLIMB),
    })
    assert sees(board, "r0c0", "r0c2") and sees(board, "r0c2", "r0c0")
    assert sees(board, "r0c0", "r0c1")
    assert not sees(board, "r0c1", "r0c0")


def test_ignoring_the_elevation_rule_makes_the_abrupt_edges_transparent(street_roof_street):
    assert sees(street_roof_street, "r0c0", "r0c1", NO_ELEVATION_RULE)
    assert not sees(street_roof_street, "r0c0", "r0c2", NO_ELEVATION_RULE)  # the roof is between


def test_a_middle_level_sees_down_but_not_up(grid):
    board = grid(1, 3, elevation={"r0c1": 1, "r0c2": 2})
    assert sees(board, "r0c1", "r0c0") and not sees(board, "r0c0", "r0c1")
    assert sees(board, "r0c2", "r0c0") and not sees(board, "r0c1", "r0c2")


def test_every_zone_sees_itself(street_roof_street):
    view = effective_los(street_roof_street, RULE)
    assert all(view.sees(z.id, z.id) for z in street_roof_street.zones)


def test_walls_block(grid):
    wall = Wall("w", ((160, -10), (160, 110)))
    board = grid(1, 3, walls=(wall,))
    assert not sees(board, "r0c0", "r0c2") and not sees(board, "r0c2", "r0c0")
    assert sees(board, "r0c0", "r0c1")
    assert sees(board, "r0c0", "r0c2", LosOptions(walls_block=False))
    see_through = grid(1, 3, walls=(replace(wall, blocks_los=False),))
    assert sees(see_through, "r0c0", "r0c2")


def test_borders_marked_as_blocking_block(grid):
    board = grid(1, 3, borders={pair("r0c0", "r0c1"): Border("r0c0", "r0c1", BorderKind.WINDOW,
                                                              blocks_los=True)})
    assert not sees(board, "r0c0", "r0c1") and not sees(board, "r0c1", "r0c0")
    assert not sees(board, "r0c0", "r0c2")
    assert sees(board, "r0c1", "r0c2")
    assert sees(board, "r0c0", "r0c2", LosOptions(blocking_borders_block=False))


def open_between(grid, elevations):
    """A row of zones joined by open borders (stairs): no abrupt edge anywhere."""
    n = len(elevations)
    names = [f"r0c{i}" for i in range(n)]
    return grid(1, n, elevation=dict(zip(names, elevations)),
                borders={pair(a, b): Border(a, b) for a, b in zip(names, names[1:])})


def test_a_zone_higher_than_both_blocks(grid):
    assert not sees(open_between(grid, [0, 2, 1]), "r0c0", "r0c2")
    assert not sees(open_between(grid, [0, 2, 1]), "r0c2", "r0c0")
    assert sees(open_between(grid, [0, 1, 1]), "r0c0", "r0c2")  # not higher than both
    assert sees(open_between(grid, [0, 0, 0]), "r0c0", "r0c2")
    assert sees(open_between(grid, [0, 2, 1]), "r0c0", "r0c2", LosOptions(higher_zones_block=False))


def test_touching_a_higher_zones_corner_does_not_block(grid):
    # r0c0 (50, 50) → r1c1 (150, 150) passes exactly through the corner of the roof r0c1.
    board = grid(2, 2, elevation={"r0c1": 2},
                 borders={pair("r0c0", "r0c1"): Border("r0c0", "r0c1"),
                          pair("r0c1", "r1c1"): Border("r0c1", "r1c1")})
    assert sees(board, "r0c0", "r1c1") and sees(board, "r1c1", "r0c0")


def test_running_along_a_higher_zones_edge_does_not_block(square_of):
    zones = (
        Zone("a", polygon=square_of(0, 0), los_marker=(50, 100)),
        Zone("m", polygon=square_of(100, 0)),
        Zone("c", polygon=square_of(200, 0), los_marker=(250, 100)),
        Zone("high", polygon=square_of(100, 100), elevation=2),
    )
    board = ZoneBoard(zones=zones, borders=(Border("a", "m"), Border("m", "c"), Border("m", "high")))
    assert sees(board, "a", "c")
    crossing = replace(board, zones=(*zones[:2], replace(zones[2], los_marker=(250, 101)), zones[3]))
    assert not sees(crossing, "a", "c")


def test_markers_decide_the_segment(grid):
    board = grid(1, 3, walls=(Wall("w", ((150, 0), (150, 60))),))
    assert not sees(board, "r0c0", "r0c2")
    low = [replace(z, los_marker=(z.polygon[0][0] + 50, 80)) for z in board.zones]
    assert sees(replace(board, zones=tuple(low)), "r0c0", "r0c2")


def test_a_concave_zones_default_marker_lies_inside_it(square_of):
    # A U-shaped zone whose centroid (150, 135.7) falls in its notch.
    u_shape = ((0, 0), (300, 0), (300, 300), (200, 300), (200, 100), (100, 100), (100, 300),
               (0, 300))
    marker = marker_of(Zone("u", polygon=u_shape))
    assert marker is not None
    assert shapely.Polygon(u_shape).contains(shapely.Point(marker))
    assert marker_of(Zone("sq", polygon=square_of(0, 0))) == (50, 50)
    assert marker_of(Zone("set", polygon=square_of(0, 0), los_marker=(1, 2))) == (1, 2)
    assert marker_of(Zone("abstract")) is None


def test_zones_without_geometry_see_only_themselves_when_derived(square_of):
    board = ZoneBoard(zones=(Zone("a", polygon=square_of(0, 0)), Zone("b")))
    assert effective_los(board, RULE).visible_from("a") == {"a"}
    assert effective_los(board, RULE).visible_from("b") == {"b"}


def test_the_table_lists_every_viewer_with_the_sorted_zones_it_sees(street_roof_street):
    table = compute_los_table(street_roof_street, RULE)
    assert table.rows == (
        ("r0c0", ("r0c0",)),
        ("r0c1", ("r0c0", "r0c1", "r0c2")),
        ("r0c2", ("r0c2",)),
    )
    assert table.geometry_hash == geometry_hash(street_roof_street, RULE)


def test_the_authors_overrides_win(street_roof_street):
    board = replace(street_roof_street, los_overrides=(
        LosOverride("r0c0", "r0c1", True), LosOverride("r0c1", "r0c2", False)))
    assert sees(board, "r0c0", "r0c1")
    assert not sees(board, "r0c1", "r0c2")
    assert sees(board, "r0c1", "r0c0")


def test_a_stored_table_is_used_while_its_hash_matches(street_roof_street):
    options = RULE
    stored = LosTable(geometry_hash(street_roof_street, options), (("r0c0", ("r0c2",)),))
    board = replace(street_roof_street, los=stored)
    assert sees(board, "r0c0", "r0c2")  # the author's saved state, even if odd
    assert not sees(board, "r0c1", "r0c2")
    stale = replace(board, los=replace(stored, geometry_hash="old"))
    assert not sees(stale, "r0c0", "r0c2") and sees(stale, "r0c1", "r0c2")


def test_authored_only_and_abstract_boards_use_the_stored_table(street_roof_street):
    stored = LosTable("whatever", (("r0c0", ("r0c2",)), ("ghost", ("r0c0",))))
    board = replace(street_roof_street, los=stored)
    authored = LosOptions(source=LosSource.AUTHORED_ONLY)
    assert sees(board, "r0c0", "r0c2", authored) and not sees(board, "r0c1", "r0c0", authored)
    abstract = ZoneBoard(zones=(Zone("a"), Zone("b"), Zone("c")), los=LosTable("", (("a", ("b",)),)),
                         los_overrides=(LosOverride("c", "a", True),))
    view = effective_los(abstract, RULE)
    assert view.visible_from("a") == {"a", "b"}
    assert view.seen_by("a") == {"a", "c"}
    assert view.visible_from("b") == {"b"}
    assert effective_los(ZoneBoard(zones=(Zone("a"),)), RULE).visible_from("a") == {"a"}


def test_zones_seeing_a_target(street_roof_street):
    assert zones_seeing(street_roof_street, RULE, "r0c0") == {"r0c0", "r0c1"}
    assert zones_seeing(street_roof_street, RULE, "nowhere") == frozenset()


def test_the_geometry_hash_follows_what_line_of_sight_depends_on(street_roof_street):
    base = geometry_hash(street_roof_street, RULE)
    zone = street_roof_street.zones[0]
    border = street_roof_street.borders[0]
    same = [
        replace(street_roof_street, zones=(replace(zone, capacity=3, difficult=True),
                                           *street_roof_street.zones[1:])),
        replace(street_roof_street, borders=(replace(border, cost_ab=4),
                                             *street_roof_street.borders[1:])),
        replace(street_roof_street, los_overrides=(LosOverride("r0c0", "r0c1", True),)),
    ]
    assert all(geometry_hash(b, RULE) == base for b in same)
    different = [
        replace(street_roof_street, zones=(replace(zone, elevation=1), *street_roof_street.zones[1:])),
        replace(street_roof_street, zones=(replace(zone, los_marker=(10, 10)),
                                           *street_roof_street.zones[1:])),
        replace(street_roof_street, borders=(replace(border, blocks_los=True),
                                             *street_roof_street.borders[1:])),
        replace(street_roof_street, walls=(Wall("w", ((0, 0), (1, 1))),)),
    ]
    assert all(geometry_hash(b, RULE) != base for b in different)
    assert geometry_hash(street_roof_street, NO_ELEVATION_RULE) != base


def test_the_all_pairs_table_can_be_computed_on_a_worker_thread(grid):
    board = grid(4, 4, elevation={"r1c1": 2, "r2c2": 1}, walls=(Wall("w", ((0, 210), (190, 210))),))
    results = []
    worker = threading.Thread(target=lambda: results.append(compute_los_table(board, RULE)))
    worker.start()
    worker.join()
    assert results == [compute_los_table(replace(board), RULE)]


def test_an_update_from_a_foreign_table_falls_back_to_the_full_computation(street_roof_street, grid):
    edited = replace(street_roof_street, walls=(Wall("w", ((150, 0), (150, 100))),))
    foreign = LosTable("not this board", (("r0c0", ("r0c2",)),))
    assert update_los(foreign, street_roof_street, edited, RULE) == compute_los_table(edited, RULE)
    table = compute_los_table(street_roof_street, RULE)
    bigger = grid(1, 4)
    assert update_los(table, street_roof_street, bigger, RULE) == compute_los_table(bigger, RULE)
    assert update_los(table, street_roof_street, replace(street_roof_street), RULE) is table


def test_an_update_sees_an_abrupt_border_become_blocking(square_of):
    zones = (Zone("a", polygon=square_of(0, 0)), Zone("b", polygon=square_of(100, 0), elevation=1),
             Zone("c", polygon=square_of(200, 0), elevation=1), Zone("d", polygon=square_of(300, 0)))
    board = ZoneBoard(zones=zones, borders=(Border("a", "b", BorderKind.CLIMB), Border("b", "c"),
                                            Border("d", "c", BorderKind.CLIMB)))
    edited = replace(board, borders=(replace(board.borders[0], blocks_los=True), *board.borders[1:]))
    table = update_los(compute_los_table(board, RULE), board, edited, RULE)
    assert table == compute_los_table(replace(edited), RULE)
    assert ("b", ("b", "c", "d")) in table.rows


def test_an_update_sees_a_higher_zone_grow_across_a_lower_sight_line(grid):
    # Z (r0c1, elevation 2, joined by open borders) grows down across the line from r1c0 (0)
    # to r1c2 (1): only the zone's polygon changed, and it now blocks that pair.
    board = grid(2, 3, elevation={"r0c1": 2, "r1c2": 1})
    board = replace(board, borders=tuple(replace(b, kind=BorderKind.OPEN) for b in board.borders))
    grown = replace(board.zones[1], polygon=((100, 0), (200, 0), (200, 160), (100, 160)),
                    los_marker=(150, 50))
    before = replace(board, zones=(board.zones[0], replace(board.zones[1], los_marker=(150, 50)),
                                   *board.zones[2:]))
    after = replace(before, zones=(before.zones[0], grown, *before.zones[2:]))
    assert sees(before, "r1c0", "r1c2") and not sees(after, "r1c0", "r1c2")
    table = update_los(compute_los_table(before, RULE), before, after, RULE)
    assert table == compute_los_table(replace(after), RULE)


def test_a_few_questions_do_not_compute_every_pair(street_roof_street, monkeypatch):
    """The solo AI and the play overlays ask about a few zones: ``los_queries`` evaluates
    those zones' lines only (all the pairs of a 5,000-zone board take half a minute), and
    answers as the whole table does."""
    board = replace(street_roof_street)
    expected = effective_los(street_roof_street, RULE)

    def every_pair(*_args, **_kwargs):
        raise AssertionError("every pair computed")

    monkeypatch.setattr(los, "compute_los_table", every_pair)
    view = los_queries(board, RULE)
    for zone in board.zones:
        assert view.visible_from(zone.id) == expected.visible_from(zone.id)
        assert view.seen_by(zone.id) == expected.seen_by(zone.id)
    assert zones_seeing(board, RULE, "r0c1") == expected.seen_by("r0c1") != frozenset()
