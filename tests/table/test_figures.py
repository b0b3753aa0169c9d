"""Figures joined with their profiles, in millimetres; refusals name the figure."""

from __future__ import annotations

from dataclasses import replace

import pytest

from editor.messages import SkirmishError
from editor.model import (
    DistanceUnit,
    EisdrachenProfile,
    EisdrachenWeapon,
    Figure,
    MovementEffect,
    Side,
    SoloProfile,
    Text,
    Unit,
)
from editor.model.units import DEFAULT_BASE_MM, DEFAULT_FIGURE_HEIGHT_MM
from editor.table.figures import find_figure, placed_figures, require_free_table
from tests.examples import d20_scenario, eisdrachen_scenario, zone_scenario
from tests.table.builders import piece, rect


def refusal(call, *args, **kwargs):
    with pytest.raises(SkirmishError) as caught:
        call(*args, **kwargs)
    return caught.value.message


def test_a_d20_figure_takes_its_base_speed_and_ranges_from_the_profile():
    scenario = d20_scenario()
    scenario = replace(
        scenario,
        units=(replace(scenario.units[0], profile=replace(scenario.units[0].profile, base_mm=40)),),
    )
    gunner = find_figure(scenario, "g1")
    assert gunner.position == (100.0, 100.0)
    assert gunner.facing_deg == 90.0
    assert gunner.base_mm == 40
    assert gunner.radius_mm == 20
    assert gunner.speed_mm == 120.0  # Mouvement 12 cm
    assert [w.range_mm for w in gunner.weapons] == [600.0]  # Fusil 60 cm
    assert gunner.height_mm == DEFAULT_FIGURE_HEIGHT_MM


def test_an_eisdrachen_figure_measures_in_the_tables_pas_with_the_default_base():
    scenario = eisdrachen_scenario()
    scenario = replace(scenario, board=replace(scenario.board, mm_per_pas=30.0))
    veteran = find_figure(scenario, "e1")
    assert (veteran.base_mm, veteran.height_mm) == (DEFAULT_BASE_MM, DEFAULT_FIGURE_HEIGHT_MM)
    assert veteran.speed_mm == 180.0  # V 6 pas
    assert [w.range_mm for w in veteran.weapons] == [600.0]  # 20 pas
    assert veteran.can_crawl


def test_base_and_height_come_from_either_profile():
    eis = eisdrachen_scenario()
    unit = eis.units[0]
    eis = replace(eis, units=(replace(unit, profile=replace(unit.profile, base_mm=40, height_mm=55)),))
    assert (find_figure(eis, "e1").base_mm, find_figure(eis, "e1").height_mm) == (40, 55)
    d20 = d20_scenario()
    unit = d20.units[0]
    d20 = replace(d20, units=(replace(unit, profile=replace(unit.profile, height_mm=18)),))
    assert find_figure(d20, "g1").height_mm == 18
    assert find_figure(d20, "g1").top_mm == 18


def with_pieces(scenario, *pieces):
    return replace(scenario, board=replace(scenario.board, terrain=pieces))


def test_a_figure_on_a_flat_top_stands_at_its_height():
    tower = piece("tower", rect(80, 80, 120, 120), height=60, movement=MovementEffect.CLIMB,
                  flat_top=True)
    gunner = find_figure(with_pieces(d20_scenario(), tower), "g1")
    assert (gunner.elevation_mm, gunner.standing_on, gunner.top_mm) == (60, "tower", 90)


def test_the_highest_flat_top_under_the_centre_wins_and_other_pieces_are_stood_in():
    hill = piece("hill", rect(0, 0, 300, 300), height=20, flat_top=True)
    crates = piece("crates", rect(90, 90, 110, 110), height=45, flat_top=True)
    trench = piece("trench", rect(50, 50, 150, 150), height=80)
    gunner = find_figure(with_pieces(d20_scenario(), hill, crates, trench), "g1")
    assert (gunner.elevation_mm, gunner.standing_on) == (45, "crates")
    in_trench = find_figure(with_pieces(d20_scenario(), trench), "g1")
    assert (in_trench.elevation_mm, in_trench.standing_on) == (0, None)


def test_heavy_weapons_forbid_crawling_and_melee_weapons_have_no_range():
    scenario = eisdrachen_scenario()
    heavy = Unit(
        "mg",
        Text.both("MG"),
        Side.VILLAIN,
        EisdrachenProfile(
            heavy_weapon=True,
            weapons=(
                EisdrachenWeapon(Text.both("MG"), 30),
                EisdrachenWeapon(Text("Baïonnette", "Bayonet")),
            ),
        ),
    )
    scenario = replace(
        scenario,
        units=scenario.units + (heavy,),
        figures=scenario.figures + (Figure("m1", "mg", Side.VILLAIN, position=(10.0, 10.0)),),
    )
    gunner = find_figure(scenario, "m1")
    assert not gunner.can_crawl
    assert [w.range_mm for w in gunner.weapons] == [750.0, None]


def test_only_deployed_figures_with_a_position_are_on_the_table():
    scenario = d20_scenario()
    scenario = replace(
        scenario,
        figures=scenario.figures
        + (
            Figure("waiting", "gunner", Side.HERO, position=(5.0, 5.0), deployed=False),
            Figure("nowhere", "gunner", Side.HERO, deployed=False),
        ),
    )
    assert [f.id for f in placed_figures(scenario)] == ["g1"]
    message = refusal(find_figure, scenario, "waiting")
    assert (message.key, message.params) == ("table.figure_not_placed", {"figure": "waiting"})
    assert message.where == "figures[1]"


def test_unknown_figure():
    message = refusal(find_figure, d20_scenario(), "ghost")
    assert (message.key, message.params) == ("table.unknown_figure", {"figure": "ghost"})


@pytest.mark.parametrize("unit", ["missing", "solo"])
def test_a_unit_without_a_table_profile_is_refused(unit):
    scenario = d20_scenario()
    solo = Unit("solo", Text.both("Solo"), Side.HERO, SoloProfile())
    scenario = replace(
        scenario,
        units=scenario.units + (solo,),
        figures=(replace(scenario.figures[0], unit=unit),),
    )
    message = refusal(find_figure, scenario, "g1")
    assert message.key == "table.no_table_profile"
    assert message.params == {"figure": "g1", "unit": unit}
    assert message.where == "figures[0].unit"


def test_a_zone_board_is_not_a_free_table():
    message = refusal(require_free_table, zone_scenario())
    assert (message.key, message.params) == ("table.not_a_free_table", {"scenario": "rooftops"})
    assert require_free_table(d20_scenario()).unit is DistanceUnit.CM
