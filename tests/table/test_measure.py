"""Base-to-base distances, radius queries (grenade, alert, hide, automatic contact), range."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from editor.model import DistanceUnit, RulesOptions, Side
from editor.model.options import EisdrachenOptions
from editor.table.measure import (
    CONTACT_TOLERANCE_MM,
    alerted_allies,
    automatic_contacts,
    base_distance,
    centre_distance,
    figures_near_base,
    figures_near_point,
    grenade_victims,
    hide_discoverers,
    in_melee_reach,
    in_range,
    point_to_base_distance,
    touching,
    weapons_in_range,
)
from tests.table.builders import D20, EIS, fig, table, weapon

PAS = table(unit=DistanceUnit.PAS, mm_per_pas=25.0)  # 3 pas = 75 mm, 6 pas = 150 mm
OPTIONS = RulesOptions()


def ids(figures):
    return sorted(f.id for f in figures)


def test_distance_is_edge_to_edge():
    a, b = fig("a", 0, 0, base=25), fig("b", 100, 0, base=40)
    assert centre_distance(a.position, b.position) == 100
    assert base_distance(a, b) == 100 - 12.5 - 20
    assert point_to_base_distance((0, 50), a) == 37.5


@pytest.mark.parametrize(
    ("x", "expected"),
    [(25.0, 0.0), (20.0, 0.0), (0.0, 0.0), (25.3, 0.3)],
    ids=["touching", "overlapping", "same place", "a hair apart"],
)
def test_distance_never_goes_below_zero(x, expected):
    assert base_distance(fig("a", 0, 0), fig("b", x, 0)) == pytest.approx(expected)


def test_bases_touch_within_the_tolerance():
    a = fig("a", 0, 0)
    assert touching(a, fig("b", 25, 0))
    assert touching(a, fig("b", 25 + CONTACT_TOLERANCE_MM, 0))
    assert not touching(a, fig("b", 25 + CONTACT_TOLERANCE_MM + 0.01, 0))


def test_a_point_under_a_base_is_at_zero():
    assert point_to_base_distance((3, 4), fig("a", 0, 0)) == 0


def test_grenade_hits_every_base_reaching_the_three_pas_circle_whatever_the_side():
    landing = (500.0, 500.0)
    figures = [
        fig("edge_exactly", 500 + 75 + 12.5, 500, side=Side.VILLAIN),
        fig("inside", 520, 500, side=Side.HERO),
        fig("beyond", 500, 500 + 75 + 12.5 + 0.01),
        fig("under", 500, 500, side=Side.NEUTRAL),
    ]
    assert ids(grenade_victims(figures, landing, PAS, OPTIONS)) == [
        "edge_exactly",
        "inside",
        "under",
    ]


def test_grenade_radius_is_an_option():
    options = RulesOptions(eisdrachen=EisdrachenOptions(grenade_radius_pas=1))
    figures = [fig("near", 25 + 12.5, 0), fig("far", 25 + 12.51, 0)]
    assert ids(grenade_victims(figures, (0, 0), PAS, options)) == ["near"]


def test_alert_reaches_teammates_within_six_pas_only():
    caller = fig("caller", 0, 0)
    figures = [
        caller,
        fig("mate_at_6", 150 + 25, 0),
        fig("mate_beyond", 0, 150 + 25 + 0.01),
        fig("enemy", 30, 0, side=Side.VILLAIN),
    ]
    assert ids(alerted_allies(figures, caller, PAS)) == ["mate_at_6"]


def test_hiding_figure_is_found_by_an_enemy_at_three_pas():
    hidden = fig("hidden", 0, 0)
    figures = [
        hidden,
        fig("seeker_at_3", 75 + 25, 0, side=Side.VILLAIN),
        fig("seeker_beyond", -(75 + 25.01), 0, side=Side.VILLAIN),
        fig("friend", 30, 0),
    ]
    assert ids(hide_discoverers(figures, hidden, PAS)) == ["seeker_at_3"]


def test_automatic_contact_is_strictly_under_three_pas_and_between_enemies():
    me = fig("me", 0, 0)
    figures = [
        me,
        fig("at_3_exactly", 75 + 25, 0, side=Side.VILLAIN),
        fig("just_under", 0, 75 + 25 - 0.01, side=Side.VILLAIN),
        fig("touching", -25, 0, side=Side.VILLAIN),
        fig("friend", 0, -30),
    ]
    assert ids(automatic_contacts(figures, me, PAS, OPTIONS)) == ["just_under", "touching"]


def test_near_queries_include_the_limit_and_skip_the_figure_itself():
    a = fig("a", 0, 0)
    others = [a, fig("b", 50 + 25, 0), fig("c", 0, 50 + 25 + 0.001)]
    assert ids(figures_near_base(others, a, 50)) == ["b"]
    assert ids(figures_near_point(others, (0, 0), 0)) == ["a"]


def test_weapon_range_includes_a_target_exactly_at_range():
    shooter = fig("s", 0, 0)
    assert in_range(shooter, fig("t", 600 + 25, 0), 600)
    assert not in_range(shooter, fig("t", 600 + 25 + 0.001, 0), 600)


def test_weapons_in_range_sorts_ranged_and_melee_weapons():
    rifle, pistol, sword = weapon("rifle", 600), weapon("pistol", 120), weapon("sword", None)
    shooter = fig("s", 0, 0, weapons=(rifle, pistol, sword))
    far = fig("far", 300, 0, side=Side.VILLAIN)
    near = fig("near", 100, 0, side=Side.VILLAIN)
    contact = fig("contact", 25.2, 0, side=Side.VILLAIN)
    assert weapons_in_range(shooter, far, D20) == (rifle,)
    assert weapons_in_range(shooter, near, D20) == (rifle, pistol)
    assert weapons_in_range(shooter, contact, D20) == (rifle, pistol, sword)


def test_melee_reach_d20_needs_contact_eisdrachen_closes_in_under_three_pas():
    a = fig("a", 0, 0)
    assert in_melee_reach(a, fig("t", 25, 0), D20)
    assert not in_melee_reach(a, fig("t", 30, 0), D20)
    assert in_melee_reach(a, fig("t", 25 + 74.9, 0), EIS)  # Corps à corps: under 3 pas
    assert not in_melee_reach(a, fig("t", 25 + 75, 0), EIS)


coordinate = st.floats(-1000, 1000)
base = st.floats(1, 100)


@given(coordinate, coordinate, base, coordinate, coordinate, base)
def test_distance_is_symmetric_and_never_negative(ax, ay, ab, bx, by, bb):
    a, b = fig("a", ax, ay, base=ab), fig("b", bx, by, base=bb)
    assert base_distance(a, b) == base_distance(b, a) >= 0
    gap = math.hypot(bx - ax, by - ay) - (ab + bb) / 2
    assert base_distance(a, b) == pytest.approx(max(0.0, gap), abs=1e-9)
