"""Movement range: the rules per movement effect, and the error bound against exact answers."""

from __future__ import annotations

import math

import numpy as np
import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st

from editor.model import DistanceUnit, DoorState, MovementEffect, RulesOptions
from editor.model.options import D20Options, EisdrachenOptions, ShallowWater
from editor.rules.d20.table import d20_table_rules
from editor.rules.eisdrachen.table import eisdrachen_table_rules
from editor.table.ground import Mover, terrain_factor
from editor.table.movement import (
    DEFAULT_CELL_MM,
    ERROR_CELLS,
    MAX_CELLS_PER_SIDE,
    RELATIVE_ERROR,
    movement_range,
)
from tests.table.builders import D20, EIS, fig, piece, rect, table, terrain

OPEN = terrain()
EIS_CRAWLS = eisdrachen_table_rules(
    RulesOptions(eisdrachen=EisdrachenOptions(move_crawls=True)),
    table(unit=DistanceUnit.PAS, mm_per_pas=25.0),
)
"""Eisdrachen with a move that crawls crawl-only ground (``move_crawls``); by default only the
action « 1 bis) Ramper » passes it."""


def mover(rules=D20, speed=120.0, radius=12.5, can_crawl=True) -> Mover:
    return Mover(rules, speed, radius, can_crawl)


def bound(exact: float) -> float:
    return RELATIVE_ERROR * exact + ERROR_CELLS * DEFAULT_CELL_MM


def assert_close(cost: float, exact: float) -> None:
    assert abs(cost - exact) <= bound(exact), (cost, exact, bound(exact))


E = MovementEffect
FACTORS = [
    (E.OPEN, D20, True, 1.0),
    (E.OPEN, EIS, True, 1.0),
    (E.DIFFICULT, D20, True, 2.0),  # "Le Mouvement est alors divisé par deux"
    (E.DIFFICULT, EIS, True, 1.0),  # "Il n'y a pas de restrictions de terrain"
    (E.WATER, D20, True, 2.0),  # "pour nager ... le mouvement est divisé par deux"
    (E.WATER, EIS, True, math.inf),  # "ne peut pas marcher sur l'eau profonde"
    (E.SHALLOW_WATER, D20, True, 2.0),  # D20Options.shallow_water: difficult
    (E.SHALLOW_WATER, EIS, True, 1.0),  # EisdrachenOptions.shallow_water: open
    (E.CRAWL_ONLY, D20, True, 2.0),
    (E.CRAWL_ONLY, D20, False, 2.0),
    (E.CRAWL_ONLY, EIS, True, math.inf),  # "Ramper" is an action of its own
    (E.CRAWL_ONLY, EIS_CRAWLS, True, 2.0),  # "ramper divise la vitesse de déplacement par 2"
    (E.CRAWL_ONLY, EIS_CRAWLS, False, math.inf),  # "impossible pour tout porteur d'armes lourdes"
    (E.IMPASSABLE, D20, True, math.inf),
    (E.IMPASSABLE, EIS, True, math.inf),
]


@pytest.mark.parametrize(("effect", "rules", "can_crawl", "factor"), FACTORS)
def test_cost_factor_of_each_effect(effect, rules, can_crawl, factor):
    spot = piece("p", rect(0, 0, 10, 10), movement=effect)
    assert terrain_factor(spot, mover(rules, can_crawl=can_crawl)) == factor


@pytest.mark.parametrize(
    ("option", "d20", "eis"),
    [
        (ShallowWater.OPEN, 1.0, 1.0),
        (ShallowWater.DIFFICULT, 2.0, 1.0),  # Eisdrachen difficult terrain costs nothing more
        (ShallowWater.DEEP, 2.0, math.inf),
    ],
)
def test_shallow_water_follows_each_systems_option(option, d20, eis):
    options = RulesOptions(
        eisdrachen=EisdrachenOptions(shallow_water=option), d20=D20Options(shallow_water=option)
    )
    ford = piece("ford", rect(0, 0, 10, 10), movement=E.SHALLOW_WATER)
    assert terrain_factor(ford, mover(d20_table_rules(options, table()))) == d20
    assert terrain_factor(ford, mover(eisdrachen_table_rules(options, table()))) == eis


def test_a_closed_door_is_shut_and_an_open_one_is_its_ground():
    closed = piece("door", rect(0, 0, 10, 10), door=DoorState.CLOSED)
    opened = piece("door", rect(0, 0, 10, 10), door=DoorState.OPEN, movement=E.DIFFICULT)
    for rules in (D20, EIS):
        assert terrain_factor(closed, mover(rules)) == math.inf
    assert terrain_factor(opened, mover(D20)) == 2.0


@pytest.mark.parametrize(
    ("rules", "speed", "height", "flat", "factor"),
    [
        (D20, 100, 40.0, False, 2.0),  # a wall is crossed as difficult terrain
        (D20, 100, 40.0, True, 1.0),  # the top of a climbed piece is walked on
        (D20, 100, 49.9, False, 2.0),
        (D20, 100, 50.0, False, math.inf),  # "moins de la moitié de la valeur de mouvement"
        (EIS, 150, 10.0, True, math.inf),  # a move never climbs: Escalader is an action
    ],
)
def test_climbed_pieces_within_a_move(rules, speed, height, flat, factor):
    wall = piece("w", rect(0, 0, 10, 10), movement=E.CLIMB, height=height, flat_top=flat)
    assert terrain_factor(wall, mover(rules, speed=speed)) == factor


def test_open_ground_is_a_disc_of_the_budget():
    reach = movement_range(OPEN, mover(), (600.3, 450.7), 100.0)
    assert reach.start_free
    assert reach.cell_mm == DEFAULT_CELL_MM
    assert reach.area_mm2 == pytest.approx(math.pi * 100**2, rel=2 * RELATIVE_ERROR + 0.01)
    assert reach.reaches((600.3 + 97, 450.7))
    assert not reach.reaches((600.3 + 103, 450.7))
    assert reach.cost_to((600.3, 450.7)) == 0
    centre = shapely.Point(600.3, 450.7)
    assert reach.region.within(centre.buffer(100 + DEFAULT_CELL_MM))
    assert centre.buffer(100 * (1 - RELATIVE_ERROR) - DEFAULT_CELL_MM).within(reach.region)


@settings(max_examples=25)
@given(
    st.floats(200, 1000),
    st.floats(200, 700),
    st.floats(10, 90),
    st.lists(st.tuples(st.floats(0, 2 * math.pi), st.floats(0, 1)), min_size=1, max_size=8),
)
def test_open_ground_error_bound_against_the_straight_line(x, y, budget, targets):
    reach = movement_range(OPEN, mover(), (x, y), budget)
    for angle, fraction in targets:
        distance = fraction * budget
        cost = reach.cost_to((x + distance * math.cos(angle), y + distance * math.sin(angle)))
        # the grid never beats the straight line, and exceeds it by the relative bound only
        assert distance - 1e-9 <= cost <= distance * (1 + RELATIVE_ERROR) + 1e-9


@pytest.mark.parametrize("dy", [-3.0, 0.0, 2.2])
@pytest.mark.parametrize("ty", [-4.0, 1.1])
def test_around_a_square_matches_the_path_by_its_corners(dy, ty):
    """A 40 mm impassable square, a point-sized mover: the exact path turns at two corners."""
    block = terrain(piece("b", rect(400, 380, 440, 420), movement=E.IMPASSABLE))
    start, end = (370.3, 400 + dy), (470.9, 400 + ty)
    reach = movement_range(block, mover(radius=0.0), start, 130)

    def by(y):
        return math.dist(start, (400, y)) + 40 + math.dist((440, y), end)

    exact = min(by(380), by(420))
    assert exact > math.dist(start, end) + 5
    assert_close(reach.cost_to(end), exact)


def test_around_a_round_rock_with_the_base_kept_clear():
    """Bases keep clear of impassable pieces: the path hugs the rock grown by the radius."""
    centre, rock_r, base_r = (600.0, 450.0), 30.0, 12.5
    rock = shapely.Point(centre).buffer(rock_r, quad_segs=64)
    board = terrain(piece("rock", tuple(rock.exterior.coords[:-1]), movement=E.IMPASSABLE))
    start, end = (540.0, 452.0), (665.0, 445.0)
    reach = movement_range(board, mover(radius=base_r), start, 150)
    hug = rock_r + base_r - 0.5  # the contact tolerance lets bases touch

    def tangent(p):
        d = math.dist(p, centre)
        return math.sqrt(d * d - hug * hug), math.acos(hug / d)

    (ls, a_s), (le, a_e) = tangent(start), tangent(end)
    turn = abs(math.atan2(start[1] - 450, start[0] - 600) - math.atan2(end[1] - 450, end[0] - 600))
    exact = ls + le + hug * (min(turn, 2 * math.pi - turn) - a_s - a_e)
    assert_close(reach.cost_to(end), exact)
    assert not reach.reaches((600.0, 450.0 - hug + 3))


def test_around_the_end_of_a_wall():
    wall = terrain(piece("wall", rect(500, 0, 510, 450), movement=E.IMPASSABLE))
    start, end = (450.0, 400.0), (560.0, 410.0)
    reach = movement_range(wall, mover(radius=0.0), start, 200)
    exact = math.dist(start, (500, 450)) + 10 + math.dist((510, 450), end)
    assert_close(reach.cost_to(end), exact)


def best_crossing(start, end, x0, x1, factor=2.0):
    """Exact cost across a vertical strip [x0, x1] at ``factor``: search the entry and exit."""
    ys = np.linspace(min(start[1], end[1]) - 5, max(start[1], end[1]) + 5, 801)
    y_in, y_out = np.meshgrid(ys, ys)
    cost = (
        np.hypot(x0 - start[0], y_in - start[1])
        + factor * np.hypot(x1 - x0, y_out - y_in)
        + np.hypot(end[0] - x1, end[1] - y_out)
    )
    return float(cost.min())


@pytest.mark.parametrize(
    ("start", "end"), [((370.0, 450.0), (460.0, 450.0)), ((351.7, 430.2), (472.5, 471.9))]
)
def test_a_difficult_strip_costs_double_inside(start, end):
    mud = terrain(piece("mud", rect(400, 0, 430, 900), movement=E.DIFFICULT))
    reach = movement_range(mud, mover(), start, 200)
    exact = best_crossing(start, end, 400, 430)
    assert exact >= math.dist(start, end) + 30 - 1e-6
    assert_close(reach.cost_to(end), exact)


def test_difficult_ground_halves_the_reach_but_not_for_eisdrachen():
    swamp = terrain(piece("swamp", rect(0, 0, 1200, 900), movement=E.DIFFICULT))
    d20 = movement_range(swamp, mover(D20), (600.0, 450.0), 100)
    assert_close(d20.cost_to((640.0, 450.0)), 80.0)
    assert d20.reaches((649.0, 450.0)) and not d20.reaches((652.0, 450.0))
    assert d20.area_mm2 == pytest.approx(math.pi * 50**2, rel=0.05)
    eisdrachen = movement_range(swamp, mover(EIS), (600.0, 450.0), 100)
    assert eisdrachen.area_mm2 == pytest.approx(math.pi * 100**2, rel=0.03)


def test_a_move_may_stop_inside_difficult_ground():
    mud = terrain(piece("mud", rect(620, 0, 700, 900), movement=E.DIFFICULT))
    reach = movement_range(mud, mover(), (600.0, 450.0), 60)
    assert reach.reaches((639.0, 450.0))  # 20 open + 19 * 2 = 58
    assert not reach.reaches((643.0, 450.0))  # 20 + 46


def test_water_is_swum_in_d20_and_refused_in_eisdrachen():
    lake = terrain(piece("lake", rect(620, 300, 700, 600), movement=E.WATER))
    assert_close(
        movement_range(lake, mover(D20), (600.0, 450.0), 100).cost_to((650.0, 450.0)), 80.0
    )
    eis = movement_range(lake, mover(EIS, speed=150), (600.0, 450.0), 100)
    assert eis.cost_to((650.0, 450.0)) == math.inf


def test_crawling_under_wire_halves_speed_and_is_closed_to_heavy_weapons():
    wire = terrain(piece("wire", rect(620, 0, 700, 900), movement=E.CRAWL_ONLY))
    crawler = movement_range(wire, mover(EIS_CRAWLS, speed=150), (600.0, 450.0), 100)
    assert_close(crawler.cost_to((650.0, 450.0)), 80.0)
    gunner = movement_range(wire, mover(EIS_CRAWLS, speed=150, can_crawl=False), (590.0, 450.0),
                            200)
    assert not gunner.reaches((650.0, 450.0))
    assert not gunner.reaches((720.0, 450.0))  # the wire runs across the table


def test_the_dearest_of_overlapping_pieces_wins():
    board = terrain(
        piece("mud", rect(0, 0, 1200, 900), movement=E.DIFFICULT),
        piece("rock", rect(650, 400, 700, 500), movement=E.IMPASSABLE),
    )
    reach = movement_range(board, mover(radius=0.0), (600.0, 450.0), 200)
    assert reach.cost_to((675.0, 450.0)) == math.inf
    assert_close(reach.cost_to((620.0, 450.0)), 40.0)


def test_an_enclosed_place_is_unreachable():
    pen = [
        piece(f"side{i}", outline, movement=E.IMPASSABLE)
        for i, outline in enumerate(
            [
                rect(500, 300, 700, 320),
                rect(500, 480, 700, 500),
                rect(500, 300, 520, 500),
                rect(680, 300, 700, 500),
            ]
        )
    ]
    reach = movement_range(terrain(*pen), mover(), (450.0, 400.0), 250)
    assert reach.cost_to((600.0, 400.0)) == math.inf
    assert reach.region.intersection(shapely.box(530, 330, 670, 470)).area == 0
    assert reach.reaches((600.0, 270.0))


def test_the_base_stays_on_the_table():
    reach = movement_range(OPEN, mover(radius=12.5), (40.0, 40.0), 100)
    assert reach.reaches((12.0, 40.0))  # the base overhangs by the tolerance at most
    assert not reach.reaches((10.0, 40.0))
    assert reach.region.bounds[0] >= 12.0 - DEFAULT_CELL_MM


def test_a_zero_budget_reaches_only_the_start():
    reach = movement_range(OPEN, mover(), (600.3, 450.7), 0)
    assert reach.area_mm2 == 0 and reach.region.is_empty
    assert reach.cost_to((600.3, 450.7)) == 0
    assert reach.reaches((600.3, 450.7))
    assert not reach.reaches((601.0, 450.7))


def test_a_start_overlapping_an_impassable_piece_reaches_nothing():
    board = terrain(piece("rock", rect(590, 440, 610, 460), movement=E.IMPASSABLE))
    reach = movement_range(board, mover(), (600.0, 450.0), 100)
    assert not reach.start_free
    assert reach.region.is_empty
    assert reach.cost_to((650.0, 450.0)) == math.inf


def test_a_base_touching_an_impassable_piece_moves_freely():
    board = terrain(piece("rock", rect(612.5, 400, 700, 500), movement=E.IMPASSABLE))
    reach = movement_range(board, mover(radius=12.5), (600.0, 450.0), 50)
    assert reach.start_free
    assert reach.reaches((560.0, 450.0))
    assert_close(reach.cost_to((600.0, 420.0)), 30.0)


def test_a_base_can_end_touching_an_impassable_piece():
    board = terrain(piece("rock", rect(612.5, 400, 700, 500), movement=E.IMPASSABLE))
    reach = movement_range(board, mover(radius=12.5), (560.0, 450.0), 50)
    assert_close(reach.cost_to((600.0, 450.0)), 40.0)
    assert not reach.reaches((601.0, 450.0))


@pytest.mark.parametrize("budget", [-1.0, math.nan, math.inf])
def test_bad_budgets_are_programming_errors(budget):
    with pytest.raises(ValueError):
        movement_range(OPEN, mover(), (600.0, 450.0), budget)


def test_large_budgets_coarsen_the_grid_to_bound_its_size():
    reach = movement_range(OPEN, mover(), (600.0, 450.0), 5000)
    assert reach.cell_mm > DEFAULT_CELL_MM
    assert max(reach.raster.shape) <= MAX_CELLS_PER_SIDE
    assert reach.reaches((1150.0, 850.0))
    assert reach.error_bound_mm(100) == RELATIVE_ERROR * 100 + ERROR_CELLS * reach.cell_mm


def test_mover_of_a_figure():
    heavy = fig("h", 0, 0, speed=150, base=40, can_crawl=False)
    assert Mover.of(heavy, EIS) == Mover(EIS, 150, 20.0, False)
    assert Mover.of(heavy, EIS).climb_limit_mm == 75.0


effects = st.sampled_from(list(MovementEffect))
pieces = st.lists(
    st.tuples(
        st.floats(450, 700), st.floats(300, 550), st.floats(10, 80), st.floats(10, 80), effects
    ),
    max_size=3,
)


@settings(max_examples=25)
@given(pieces, st.floats(0, 90), st.floats(0, 90))
def test_the_region_grows_with_the_budget(blocks, budget_a, budget_b):
    board = terrain(
        *(
            piece(f"p{i}", rect(x, y, x + w, y + h), movement=effect, height=30)
            for i, (x, y, w, h, effect) in enumerate(blocks)
        )
    )
    small, large = sorted((budget_a, budget_b))
    start = (575.0, 425.0)
    low = movement_range(board, mover(), start, small)
    high = movement_range(board, mover(), start, large)
    assert low.region.difference(high.region).area == pytest.approx(0, abs=1e-6)
    assert low.area_mm2 <= high.area_mm2 + 1e-6
