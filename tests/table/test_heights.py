"""Movement with heights, doors and water: each rule with hand-derived costs.

D20 «3.1. Les Mouvements»: "Pour escalader ou désescalader un décor, il faut que leur hauteur
mesure moins de la moitié de la valeur de mouvement de la figurine ... Si la distance est trop
longue pour être franchie d'un seul tenant, la figurine stoppe son Mouvement au pied de
l'obstacle pour l'escalader à son tour suivant"; climbed décor is «terrain difficile» (×2).
Swimming: "une figurine se déplace en ligne droite d'un point à un autre, mais le mouvement est
divisé par deux". Eisdrachen «1) Déplacement»: no walking through walls or closed doors, nor on
deep water. Bases are 25 mm (radius 12.5); a base may touch a wall within 0.5 mm.
"""

from __future__ import annotations

import math

import pytest
import shapely

from editor.model import DoorState, MovementEffect
from editor.table.ground import Mover
from editor.table.movement import DEFAULT_CELL_MM, ERROR_CELLS, RELATIVE_ERROR, movement_range
from tests.table.builders import D20, EIS, piece, rect, terrain

E = MovementEffect
M10 = 100.0
"""A D20 Mouvement of 10 cm: it climbs what is under 5 cm."""


def mover(rules=D20, speed=M10) -> Mover:
    return Mover(rules, speed, 12.5)


def assert_close(cost: float, exact: float) -> None:
    bound = RELATIVE_ERROR * exact + ERROR_CELLS * DEFAULT_CELL_MM
    assert abs(cost - exact) <= bound, (cost, exact, bound)


def crates(height: float):
    """A stack of crates with a flat top, 80 mm deep, whose near side is at x = 620."""
    return piece("crates", rect(620, 400, 700, 500), height=height, movement=E.CLIMB, flat_top=True)


def test_d20_a_4_cm_piece_is_climbed_as_difficult_terrain():
    """From the foot (centre 13 mm from the side): 18 mm on the ground and on top, plus the
    40 mm climbed at half speed (80 mm): 98 mm of a 10 cm Mouvement."""
    reach = movement_range(terrain(crates(40)), mover(), (607.0, 450.0), M10)
    assert_close(reach.cost_to((625.0, 450.0)), 18 + 2 * 40)


def test_d20_a_5_cm_piece_cannot_be_climbed_and_is_gone_round():
    reach = movement_range(terrain(crates(50)), mover(), (607.0, 450.0), 400)
    assert reach.cost_to((625.0, 450.0)) == math.inf
    # round the corner (620, 500) grown by the base: the far side is still reached
    assert reach.reaches((720.0, 450.0))
    assert reach.cost_to((720.0, 450.0)) > 2 * 55


def test_d20_too_short_a_move_stops_at_the_foot_to_climb_next_turn():
    """57.5 mm to the foot leaves 42.5 mm, less than the 80 mm the climb costs."""
    reach = movement_range(terrain(crates(40)), mover(), (550.0, 450.0), M10)
    assert reach.reaches((607.0, 450.0)) and reach.reaches((615.0, 450.0))  # at the foot
    assert reach.region.intersection(shapely.box(620, 400, 700, 500)).area == 0
    next_turn = movement_range(terrain(crates(40)), mover(), (619.0, 450.0), M10)
    assert next_turn.reaches((625.0, 450.0))  # 6 mm and the 80 mm climb


def test_d20_climbing_down_costs_as_much_as_climbing_up():
    """On top of the crates at (690, 450): 10 mm to the edge, 80 mm for the 40 mm down, then
    12.5 mm on the ground."""
    reach = movement_range(terrain(crates(40)), mover(), (690.0, 450.0), 200)
    assert_close(reach.cost_to((712.5, 450.0)), 22.5 + 2 * 40)
    assert reach.reaches((695.0, 450.0))
    edge = movement_range(terrain(crates(40)), mover(), (699.0, 450.0), M10)
    assert edge.reaches((703.0, 450.0))  # from the edge, next turn: 4 mm and the climb


def test_d20_over_a_wall_without_a_flat_top():
    """A wall 30 mm high, 10 mm thick: 20 mm to it, its height once at half speed (60 mm), its
    thickness at half speed (20 mm), 30 mm beyond. No stopping on it."""
    wall = piece("wall", rect(620, 0, 630, 900), height=30, movement=E.CLIMB)
    reach = movement_range(terrain(wall), mover(), (600.0, 450.0), 200)
    assert_close(reach.cost_to((660.0, 450.0)), 20 + 60 + 20 + 30)
    assert not reach.reaches((625.0, 450.0))  # on the wall
    assert reach.reaches((607.0, 450.0))


def test_a_walk_up_piece_costs_no_climb():
    hill = piece("hill", rect(620, 0, 900, 900), height=40, flat_top=True)
    reach = movement_range(terrain(hill), mover(), (600.0, 450.0), M10)
    assert_close(reach.cost_to((660.0, 450.0)), 60)


def test_eisdrachen_a_figure_on_a_tower_walks_on_its_top_but_never_climbs_in_a_move():
    tower = piece("tower", rect(560, 410, 640, 490), height=60, movement=E.CLIMB, flat_top=True)
    reach = movement_range(terrain(tower), mover(EIS, speed=125), (600.0, 450.0), 125)
    assert reach.start_free
    assert reach.reaches((630.0, 450.0))
    assert not reach.reaches((660.0, 450.0))
    assert reach.region.difference(shapely.box(560, 410, 640, 490)).area == 0
    foot = movement_range(terrain(tower), mover(EIS, speed=125), (520.0, 450.0), 125)
    assert foot.cost_to((600.0, 450.0)) == math.inf  # "passez à travers les murs"


def test_a_closed_door_keeps_the_base_out_and_an_open_one_lets_it_through():
    def wall_with(door: DoorState):
        return terrain(
            piece("north", rect(620, 0, 630, 400), movement=E.IMPASSABLE),
            piece("door", rect(620, 400, 630, 500), door=door),
            piece("south", rect(620, 500, 630, 900), movement=E.IMPASSABLE),
        )

    for rules in (D20, EIS):
        closed = movement_range(wall_with(DoorState.CLOSED), mover(rules), (600.0, 450.0), 150)
        assert closed.cost_to((660.0, 450.0)) == math.inf
        opened = movement_range(wall_with(DoorState.OPEN), mover(rules), (600.0, 450.0), 150)
        assert_close(opened.cost_to((660.0, 450.0)), 60)


def test_eisdrachen_deep_water_is_never_entered_and_shallow_water_is_open():
    deep = terrain(piece("lake", rect(620, 300, 700, 600), movement=E.WATER))
    assert movement_range(deep, mover(EIS, 150), (600.0, 450.0), 150).cost_to(
        (660.0, 450.0)
    ) == math.inf
    ford = terrain(piece("ford", rect(620, 300, 700, 600), movement=E.SHALLOW_WATER))
    reach = movement_range(ford, mover(EIS, 150), (600.0, 450.0), 150)
    assert_close(reach.cost_to((660.0, 450.0)), 60)


def test_d20_swims_at_half_move():
    lake = terrain(piece("lake", rect(620, 300, 700, 600), movement=E.WATER))
    reach = movement_range(lake, mover(), (600.0, 450.0), 200)
    assert_close(reach.cost_to((660.0, 450.0)), 20 + 2 * 40)
    assert reach.reaches((650.0, 450.0))  # a swim may stop in the water
    assert_close(reach.cost_to((720.0, 450.0)), 20 + 2 * 80 + 20)


def test_d20_swims_only_in_straight_lines():
    """A canal bent at a right angle between banks, open at one end: the far arm is out of
    any straight line from the land, so a swimmer cannot turn the bend, where a wader (shallow
    water, difficult terrain: about 2 × 510 mm of canal) gets round it."""
    banks = [
        piece("outer-north", rect(400, 380, 720, 400), movement=E.IMPASSABLE),
        piece("outer-east", rect(700, 400, 720, 700), movement=E.IMPASSABLE),
        piece("inner-south", rect(420, 440, 660, 460), movement=E.IMPASSABLE),
        piece("inner-west", rect(640, 460, 660, 700), movement=E.IMPASSABLE),
        piece("end", rect(640, 700, 720, 720), movement=E.IMPASSABLE),
    ]
    canal = piece("canal", ((400, 400), (700, 400), (700, 700), (660, 700), (660, 440),
                            (400, 440)), movement=E.WATER)
    swim = movement_range(terrain(*banks, canal), Mover(D20, 400, 5.0), (380.0, 420.0), 1200)
    assert_close(swim.cost_to((600.0, 420.0)), 20 + 2 * 200)  # straight along the first arm
    assert swim.cost_to((680.0, 650.0)) == math.inf
    wade = piece("canal", canal.polygon, movement=E.SHALLOW_WATER)
    walk = movement_range(terrain(*banks, wade), Mover(D20, 400, 5.0), (380.0, 420.0), 1200)
    assert walk.cost_to((680.0, 650.0)) < math.inf


@pytest.mark.parametrize("height", [0.0, 20.0])
def test_pieces_without_a_climb_leave_movement_as_it_was(height):
    mud = terrain(piece("mud", rect(620, 0, 700, 900), movement=E.DIFFICULT, height=height))
    reach = movement_range(mud, mover(), (600.0, 450.0), 60)
    assert reach.reaches((639.0, 450.0))  # 20 open + 19 * 2 = 58
