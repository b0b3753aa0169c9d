"""Bearings, the frontal and rear arcs, and the attack from behind (D20 «Le Champ de vision»,
«Le Tir dans le dos»); Eisdrachen figures see all around."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from editor.model import Side
from editor.table.arcs import (
    bearing_deg,
    in_front_arc,
    in_rear_arc,
    rear_attack_bonus,
    relative_bearing_deg,
)
from editor.table.sight import line_of_sight, sees
from tests.table.builders import D20, EIS, fig, terrain

TARGET = fig("target", 400, 450, side=Side.VILLAIN)


def at(figure, bearing, distance=100.0):
    """A point at ``bearing`` (0 = up, clockwise) from ``figure``."""
    x, y = figure.position
    angle = math.radians(bearing)
    return (x + distance * math.sin(angle), y - distance * math.cos(angle))


def test_bearings_are_clockwise_from_up_with_y_down():
    me = fig("me", 500, 500)
    assert bearing_deg(me.position, (500, 400)) == 0
    assert bearing_deg(me.position, (600, 500)) == 90
    assert bearing_deg(me.position, (500, 600)) == 180
    assert bearing_deg(me.position, (400, 500)) == 270
    facing_right = fig("me", 500, 500, facing=90)
    assert relative_bearing_deg(facing_right, (600, 500)) == 0
    assert relative_bearing_deg(facing_right, (400, 500)) == 180
    assert relative_bearing_deg(facing_right, (500, 400)) == -90


@pytest.mark.parametrize(
    ("bearing", "front"),
    [
        (0, True),
        (89.999, True),
        (90, True),
        (-90, True),
        (90.001, False),
        (-90.001, False),
        (180, False),
    ],
)
def test_the_180_degree_frontal_arc_includes_its_boundary(bearing, front):
    me = fig("me", 500, 500, facing=30)
    point = at(me, 30 + bearing)
    assert in_front_arc(me, point, 180) is front
    assert in_rear_arc(me, point, 180) is (not front)


def test_the_boundary_exactly_sideways_is_front():
    me = fig("me", 500, 500)
    assert in_front_arc(me, (600, 500), 180) and not in_rear_arc(me, (600, 500), 180)
    assert in_front_arc(me, (400, 500), 180) and not in_rear_arc(me, (400, 500), 180)
    assert in_front_arc(me, (500, 500), 180)  # its own place


def test_arc_width_comes_from_the_rules_and_eisdrachen_sees_all_around():
    me = fig("me", 500, 500)
    wide = replace(D20, frontal_arc_deg=240)
    assert in_front_arc(me, at(me, 119), wide.frontal_arc_deg)
    assert in_rear_arc(me, at(me, 121), wide.frontal_arc_deg)
    assert EIS.frontal_arc_deg == 360
    assert in_front_arc(me, at(me, 180), EIS.frontal_arc_deg)
    assert not in_rear_arc(me, at(me, 180), EIS.frontal_arc_deg)


def test_attacks_from_the_rear_arc_get_the_bonus():
    target = fig("t", 500, 500, facing=0, side=Side.VILLAIN)
    assert rear_attack_bonus(fig("a", 500, 600), target, D20) == 1
    assert rear_attack_bonus(fig("a", 600, 500), target, D20) == 0  # exactly sideways
    assert rear_attack_bonus(fig("a", 500, 400), target, D20) == 0
    assert rear_attack_bonus(fig("a", 500, 600), target, replace(D20, rear_attack_bonus=2)) == 2
    assert rear_attack_bonus(fig("a", 500, 600), target, EIS) == 0


def test_a_d20_figure_sees_only_in_its_frontal_arc():
    board = terrain()
    behind = fig("viewer", 100, 450, facing=270)
    assert line_of_sight(board, behind, TARGET, (), D20).clear
    assert not sees(board, behind, TARGET, (), D20)
    assert sees(board, fig("viewer", 100, 450, facing=90), TARGET, (), D20)
    assert sees(board, behind, TARGET, (), EIS)
