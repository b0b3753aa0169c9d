"""Free-table geometry for the solo AI: paths, the unbounded field, melee rings, sight places,
cut routes, reinforcement spots and reading order, against hand-derived answers."""

from __future__ import annotations

import math

import pytest
import shapely
from hypothesis import given
from hypothesis import strategies as st

from editor.model import DistanceUnit, MovementEffect
from editor.table.ground import Mover
from editor.table.movement import movement_range
from editor.table.solo_geometry import (
    area_anchor,
    area_spots,
    cut_route,
    least_cost_field,
    melee_ring,
    melee_stop_distance,
    reading_sort_points,
    sight_candidates,
)
from tests.table.builders import D20, EIS, fig, piece, rect, terrain, weapon

OPEN = terrain()
SQUARE = terrain(piece("sq", rect(200, 250, 400, 350), movement=MovementEffect.IMPASSABLE))


def mover(rules=D20, radius=12.5) -> Mover:
    return Mover(rules, 100.0, radius)


def length(path) -> float:
    return sum(math.dist(a, b) for a, b in zip(path, path[1:]))


def square_detour(margin: float) -> float:
    """From (100,300) to (500,300) round the square x 200-400, y 250-350 grown by ``margin``
    (the base's radius less the 0.5 mm contact tolerance): two tangents from the ends to the
    rounded corners (200,350) and (400,350), each sqrt(d² - m²) with d = |(100,50)| = 111.80;
    the top edge, 200; two arcs of radius m turning from the tangent's angle
    atan(50/100) + asin(m/d) back to horizontal. For m = 12.5 (plan case 11): 2 × 111.10 +
    200 + 2 × 7.20 = 436.6."""
    d = math.hypot(100, 50)
    tangent = math.sqrt(d * d - margin * margin)
    turn = math.atan2(50, 100) + math.asin(margin / d)
    return 2 * tangent + 200 + 2 * margin * turn


def test_square_detour_matches_plan_case_11():
    assert square_detour(12.5) == pytest.approx(436.6, abs=0.05)


def test_path_on_open_ground_is_the_straight_segment():
    reach = movement_range(OPEN, mover(), (100.0, 100.0), 150.0)
    assert reach.path_to((180.0, 160.0)) == ((100.0, 100.0), (180.0, 160.0))  # 100 mm, 3-4-5
    assert reach.path_to((100.0, 100.0)) == ((100.0, 100.0),)


OPEN_REACH = movement_range(OPEN, mover(), (300.0, 300.0), 150.0)


@given(st.floats(0, 2 * math.pi), st.floats(1, 150))
def test_any_path_on_open_ground_is_straight(angle, distance):
    # open ground: the straight segment is the least-cost path, whatever the direction
    point = (300.0 + distance * math.cos(angle), 300.0 + distance * math.sin(angle))
    assert OPEN_REACH.path_to(point) == ((300.0, 300.0), point)


def test_path_to_an_unreachable_point_is_empty():
    reach = movement_range(SQUARE, mover(), (100.0, 300.0), 150.0)
    assert reach.path_to((300.0, 300.0)) == ()  # inside the impassable square


def test_path_round_an_impassable_square():
    start, goal = (100.0, 300.0), (500.0, 300.0)
    reach = movement_range(SQUARE, mover(), start, 500.0)
    path = reach.path_to(goal)
    exact = square_detour(12.0)  # 436.0: margin 12.5 - 0.5
    bound = reach.error_bound_mm(exact)
    assert path[0] == start and path[-1] == goal
    assert abs(length(path) - exact) <= bound
    assert abs(length(path) - reach.cost_to(goal)) <= bound
    # it goes round the square grown by 12 mm, not through it: every vertex is a cell
    # centre outside the grown outline (0.05 mm of rounding), every leg clear of the square
    square = shapely.box(200, 250, 400, 350)
    assert all(square.distance(shapely.Point(p)) >= 12.0 - 0.05 for p in path)
    assert all(square.distance(shapely.LineString([a, b])) > 12.0 - reach.cell_mm
               for a, b in zip(path, path[1:]))
    # the mirror below is as long: the grid picks one side, never both
    assert all(y >= 300 for _, y in path) or all(y <= 300 for _, y in path)
    assert all(p == (round(p[0], 1), round(p[1], 1)) for p in path)
    assert reach.path_to(goal) == path  # the same trace on every run


def test_least_cost_field_reaches_the_whole_table():
    field = least_cost_field(SQUARE, mover(), (100.0, 300.0))
    # case 11: h2 at (100,715), contact at 25 mm: 415 - 25 = 390 straight down on open ground
    assert field.cost_to((100.0, 690.0)) == pytest.approx(390.0, abs=1e-6)
    # the far corner of the 1200 x 900 table, straight: |(1087.5-100, 887.5-300)| = 1148.9
    far = (1187.5, 887.5)
    exact = math.hypot(1087.5, 587.5)
    assert abs(field.cost_to(far) - exact) <= field.error_bound_mm(exact)
    # h1 at (500,300) behind the square: least cost 436 beats its crow distance of 400
    behind = field.cost_to((500.0, 300.0))
    assert abs(behind - square_detour(12.0)) <= field.error_bound_mm(436.0)
    assert behind > 400 + 20


def test_melee_stop_distances():
    # Eisdrachen: reach « inférieur à 3 pas » = 75 mm base to base, stop 1 mm inside:
    # 12.5 + 12.5 + 74 = 99; D20: bases touching, 12.5 + 12.5 = 25
    assert melee_stop_distance(12.5, 12.5, EIS.melee_reach_mm) == pytest.approx(99.0)
    assert melee_stop_distance(12.5, 12.5, D20.melee_reach_mm) == pytest.approx(25.0)


def test_melee_ring_eisdrachen_case_1():
    # v (100,100), h1 (100,300): the ring point straight up from h1 at 99 mm is (100,201),
    # 101 mm away in a straight line on open ground (plan case 1)
    reach = movement_range(OPEN, mover(EIS), (100.0, 100.0), 150.0)
    stops = melee_ring(reach, (100.0, 300.0), 99.0, [((100.0, 300.0), 12.5)])
    assert stops[0].point == (100.0, 201.0)
    assert stops[0].cost_mm == pytest.approx(101.0, abs=1e-6)
    # every other stop is dearer and within the 150 mm budget
    assert all(s.cost_mm > 101.0 and s.cost_mm <= 150.0 + 1e-6 for s in stops[1:])


def test_melee_ring_d20_contact_case_3():
    # v (100,100), h1 (100,210), bases touching at 25 mm: stop (100,185), 85 mm
    reach = movement_range(OPEN, mover(D20), (100.0, 100.0), 100.0)
    stops = melee_ring(reach, (100.0, 210.0), 25.0, [((100.0, 210.0), 12.5)])
    assert stops[0].point == (100.0, 185.0)
    assert stops[0].cost_mm == pytest.approx(85.0, abs=1e-6)


def test_melee_ring_skips_overlapping_and_ties_by_reading_order():
    # v at (300,100), h at (300,300), contact at 25 mm: the cheapest ring point (300,275)
    # is blocked by a base at (300,262.5); the ring points next to it that this base does not
    # overlap come in mirror pairs x = 300 ± s at equal straight cost; reading order (same
    # row, then x) takes the left one first
    reach = movement_range(OPEN, mover(D20), (300.0, 100.0), 250.0)
    blocker = ((300.0, 262.5), 12.5)
    stops = melee_ring(reach, (300.0, 300.0), 25.0, [((300.0, 300.0), 12.5), blocker])
    assert all(math.dist(s.point, blocker[0]) >= 24.5 for s in stops)
    first, second = stops[0], stops[1]
    assert first.cost_mm == pytest.approx(second.cost_mm, abs=0.05)
    assert first.point[0] < 300 < second.point[0]
    assert first.point[0] + second.point[0] == pytest.approx(600.0, abs=0.1)  # mirrors
    assert first.point[1] == pytest.approx(second.point[1], abs=0.1)


def test_sight_on_open_ground_moves_straight_to_range():
    # plan case 6: guard (100,100), mara (100,775), rifle 60 cm: base distance 650 > 600,
    # the place is 50 mm straight toward her, (100,150)
    viewer = fig("g", 100, 100, speed=100.0)
    mara = fig("m", 100, 775)
    reach = movement_range(OPEN, mover(D20), viewer.position, 100.0)
    places = sight_candidates(reach, OPEN, viewer, [mara], [mara], D20, 600.0)
    assert places[0].point == (100.0, 150.0)
    assert places[0].cost_mm == pytest.approx(50.0, abs=1e-6)
    assert places[0].targets == ("m",)


def test_sight_already_in_range_stays():
    viewer = fig("g", 100, 100)
    mara = fig("m", 100, 600)  # base distance 475 <= 600
    reach = movement_range(OPEN, mover(D20), viewer.position, 100.0)
    places = sight_candidates(reach, OPEN, viewer, [mara], [mara], D20, 600.0)
    assert places[0].point == (100.0, 100.0) and places[0].cost_mm == 0.0


def test_sight_out_of_reach_is_empty():
    # plan case 7: 800 - 25 - 600 = 175 > 100
    viewer = fig("g", 100, 100)
    mara = fig("m", 100, 900)
    reach = movement_range(OPEN, mover(D20), viewer.position, 100.0)
    assert sight_candidates(reach, OPEN, viewer, [mara], [mara], D20, 600.0) == ()


def test_sight_around_a_wall_case_8():
    # plan case 8: wall x 280-320, y 150-250, 100 high, blocks sight; v (200,200), h1
    # (500,200), carbine 16 pas = 400 mm: no sight now; the least move that sees more than
    # half of the target (« plus de la moitié ») is dx ~ 21.5, dy ~ 77.4 (L ~ 80.3), up or
    # down at the same cost; the grid's mirror places differ by under 1 mm (the default
    # tolerance), so reading order takes the upper
    wall = piece("wall", rect(280, 150, 320, 250), height=100.0, blocks_los=True,
                 movement=MovementEffect.IMPASSABLE)
    ground = terrain(wall, unit=DistanceUnit.PAS, mm_per_pas=25.0)
    viewer = fig("v", 200, 200, speed=150.0, weapons=(weapon("carbine", 400.0),))
    hero = fig("h1", 500, 200)
    reach = movement_range(ground, mover(EIS), viewer.position, 150.0)
    places = sight_candidates(reach, ground, viewer, [hero], [hero], EIS, 400.0)
    assert places, "some place within 6 pas sees the hero"
    best = places[0]
    assert 78 <= best.cost_mm <= 90
    assert 210 <= best.point[0] <= 235 and 115 <= best.point[1] <= 130


def test_cut_route_stops_at_the_limit():
    route = ((100.0, 100.0), (100.0, 200.0), (200.0, 200.0))  # 100 + 100
    assert cut_route(route, 150.0) == ((100.0, 100.0), (100.0, 200.0), (150.0, 200.0))
    assert cut_route(route, 250.0) == route
    assert cut_route(route, 0.0) == ((100.0, 100.0),)
    # plan case 9: straight toward h1 with V 6 = 150 mm
    assert cut_route(((100.0, 100.0), (100.0, 601.0)), 150.0) == ((100.0, 100.0), (100.0, 250.0))


def test_cut_route_with_weighted_legs_never_overspends():
    # difficult strip y 150-250 (D20 halves movement): from (100,100) down, 50 mm open then
    # 2 per mm: 100 mm of budget ends at y = 150 + 25 = 175
    strip = terrain(piece("mud", rect(0, 150, 1200, 250), movement=MovementEffect.DIFFICULT))
    reach = movement_range(strip, mover(D20), (100.0, 100.0), 200.0)
    cut = cut_route(((100.0, 100.0), (100.0, 400.0)), 100.0, reach.segment_cost)
    assert reach.segment_cost(cut[0], cut[-1]) <= 100.0 + 1e-6
    assert cut[-1][1] == pytest.approx(175.0, abs=reach.cell_mm)


def test_area_spots_case_24():
    # 25 mm bases: pitch 26 from the corner + 13; in (0,500)-(100,600): x, y in 13, 39, 65
    # (+500 for y); 91 + 12.5 > 100 leaves the area
    spots = area_spots(rect(0, 500, 100, 600), 12.5)
    assert spots == tuple((x, y) for y in (513.0, 539.0, 565.0) for x in (13.0, 39.0, 65.0))
    hero = (400.0, 550.0)
    nearest = sorted(spots, key=lambda s: math.dist(s, hero))[:2]
    assert nearest == [(65.0, 539.0), (65.0, 565.0)]
    assert math.dist(nearest[0], hero) == pytest.approx(335.18, abs=0.01)  # sqrt(335² + 11²)
    assert math.dist(nearest[1], hero) == pytest.approx(335.34, abs=0.01)  # sqrt(335² + 15²)


def test_area_covered_by_an_impassable_piece_has_no_spot():
    covered = terrain(piece("rock", rect(700, 0, 800, 100), movement=MovementEffect.IMPASSABLE),
                      width=800.0, height=600.0)
    from editor.table.ground import Ground
    ground = Ground.of(covered, mover(EIS), None)
    assert area_spots(rect(700, 0, 800, 100), 12.5, ground=ground) == ()
    assert len(area_spots(rect(0, 0, 100, 100), 12.5, ground=ground)) == 9


def test_area_spots_skip_occupied_places():
    spots = area_spots(rect(0, 0, 100, 100), 12.5, bases=[((13.0, 13.0), 12.5)])
    assert (13.0, 13.0) not in spots and (39.0, 13.0) in spots  # 26 apart: bases touch


def test_area_anchor():
    assert area_anchor(rect(0, 0, 100, 100)) == (50.0, 50.0)
    # an L whose centroid falls in its notch: a point inside instead
    ell = ((0, 0), (100, 0), (100, 10), (10, 10), (10, 100), (0, 100))
    anchor = area_anchor(ell)
    assert shapely.Polygon(ell).contains(shapely.Point(anchor))


def test_reading_sort_points_case_21():
    # v1 (500,100), v2 (300,112): one row within 25 mm, then x ⇒ v2, v1; tolerance 0 ⇒ v1, v2
    points = [(500.0, 100.0), (300.0, 112.0)]
    assert reading_sort_points(points, 25.0) == [(300.0, 112.0), (500.0, 100.0)]
    assert reading_sort_points(points, 0.0) == [(500.0, 100.0), (300.0, 112.0)]
    assert reading_sort_points([], 5.0) == []
