"""Eisdrachen «2) Escalader»: half V high, started within 2 pas of the wall, ended standing on
flat ground. 1 pas = 25 mm (2 pas = 50 mm); bases are 25 mm (radius 12.5 mm), so a base edge
is 2 pas from a wall when its centre is 62.5 mm from it."""

from __future__ import annotations

from dataclasses import replace

import pytest
import shapely

from editor.model import MovementEffect
from editor.model.options import ClimbEnding
from editor.table.climbing import climb_range
from editor.table.ground import Mover
from tests.table.builders import EIS, piece, rect, terrain

E = MovementEffect


def climber(speed=150.0, rules=EIS) -> Mover:
    """V 6 by default: 150 mm, so it climbs up to 75 mm (3 pas)."""
    return Mover(rules, speed, 12.5)


def platform(height):
    return piece("platform", rect(620, 400, 700, 500), height=height, movement=E.CLIMB,
                 flat_top=True)


@pytest.mark.parametrize(("height", "climbs"), [(75.0, True), (76.0, False)])
def test_a_figure_of_v_6_climbs_3_pas(height, climbs):
    reach = climb_range(terrain(platform(height)), climber(), (600.0, 450.0))
    assert reach.limit_mm == 75.0 and reach.wall_ids == ("platform",)
    assert reach.reaches((650.0, 450.0)) is climbs
    assert (reach.area_mm2 > 0) is climbs


@pytest.mark.parametrize(("x", "starts"), [(557.5, True), (556.0, False)])
def test_a_climb_starts_within_2_pas_of_the_wall(x, starts):
    reach = climb_range(terrain(platform(60)), climber(), (x, 450.0))
    assert bool(reach.wall_ids) is starts
    assert reach.reaches((650.0, 450.0)) is starts


def test_climbing_down_from_a_tower_sets_the_figure_down_within_2_pas_of_it():
    """V 5 climbs 62.5 mm, enough for a 60 mm tower; on the ground the base must be clear of
    the tower's side and its edge at most 2 pas from it (centre 12.5 to 62.5 mm out)."""
    tower = piece("tower", rect(560, 410, 640, 490), height=60, movement=E.CLIMB, flat_top=True)
    reach = climb_range(terrain(tower), climber(speed=125), (600.0, 450.0))
    assert reach.reaches((660.0, 450.0)) and reach.reaches((700.0, 450.0))
    assert not reach.reaches((705.0, 450.0))  # 52.5 mm from the tower: beyond 2 pas
    assert not reach.reaches((650.0, 450.0))  # the base against the tower's side
    assert not reach.reaches((620.0, 450.0))  # still on the top: no climb
    assert reach.region.intersection(shapely.box(560, 410, 640, 490)).area == 0
    too_slow = climb_range(terrain(tower), climber(speed=100), (600.0, 450.0))  # V 4: 50 mm
    assert too_slow.region.is_empty and not too_slow.reaches((660.0, 450.0))


def test_a_climb_over_a_wall_must_end_on_flat_ground_unless_the_figure_may_cling():
    palisade = piece("palisade", rect(620, 0, 630, 900), height=40, movement=E.CLIMB)
    reach = climb_range(terrain(palisade), climber(), (600.0, 450.0))
    assert reach.reaches((660.0, 450.0))  # over: its 40 mm height once
    assert not reach.reaches((625.0, 450.0))  # on top of the palisade: not flat ground
    assert not reach.reaches((580.0, 450.0))  # the same side: no climb
    cling = replace(EIS, climb=replace(EIS.climb, ending=ClimbEnding.CLING))
    assert climb_range(terrain(palisade), climber(rules=cling), (600.0, 450.0)).reaches(
        (625.0, 450.0)
    )
    high = piece("palisade", rect(620, 0, 630, 900), height=80, movement=E.CLIMB)
    assert not climb_range(terrain(high), climber(), (600.0, 450.0)).reaches((660.0, 450.0))


def test_a_climb_goes_straight_and_crosses_no_forbidden_ground():
    tower = piece("tower", rect(560, 410, 640, 490), height=60, movement=E.CLIMB, flat_top=True)
    block = piece("block", rect(650, 440, 660, 460), movement=E.IMPASSABLE)
    reach = climb_range(terrain(tower, block), climber(speed=125), (600.0, 450.0))
    assert not reach.reaches((690.0, 450.0))  # behind the block
    assert reach.reaches((510.0, 450.0))


def test_no_wall_near_means_no_climb():
    reach = climb_range(terrain(), climber(), (600.0, 450.0))
    assert reach.wall_ids == () and reach.region.is_empty
