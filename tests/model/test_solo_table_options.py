"""The solo deck on free tables in the model (docs/solo.md "Free tables", plan 2.5/2.7): the
``SoloTableOptions`` defaults and their codec, the refusals of nonsense values, and the
reinforcement areas (``TableArea``) on a ``FreeTable``."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import replace

import pytest

from editor.messages import SkirmishError
from editor.model import options as options_module
from editor.model.codec import decode, encode
from editor.model.options import (
    D20MoveMode,
    EisClimb,
    MeleeApproach,
    RfAreasFallback,
    RfSpot,
    RulesOptions,
    SoloTableOptions,
    TableEnergy,
)
from editor.model.scenario import Scenario
from editor.model.systems import declaration
from editor.model.table import FreeTable, TableArea
from editor.model.text import Text
from editor.model.validation import validate
from tests.examples import d20_scenario, eisdrachen_scenario


def test_the_defaults_are_those_of_the_plan():
    # plan 2.7, one line each: energy none, extra move off, 5 mm ties, 25 mm rows (1 pas), ...
    o = SoloTableOptions()
    assert o.energy is TableEnergy.NONE and o.extra_move == 0.0
    assert (o.tie_tolerance_mm, o.row_tolerance_mm) == (5.0, 25.0)
    assert o.melee_approach is MeleeApproach.REACH
    assert (o.objective_reach_mm, o.place_radius_mm) == (10.0, 75.0)  # 75 mm = 3 pas of 25 mm
    assert o.d20_move_mode is D20MoveMode.VIGILANT_IF_HALF
    assert (o.d20_take_cover, o.d20_interrupt_fire, o.eis_answer) == (False, True, True)
    assert o.eis_climb is EisClimb.NEVER
    assert (o.rf_spot, o.rf_areas_fallback) == (RfSpot.NEAREST_HEROES, RfAreasFallback.DEPLOYMENT)
    assert RulesOptions().solo_table == o


def test_every_field_states_its_reason_and_rule_ids():
    source = open(options_module.__file__, encoding="utf-8").read()
    block = source[source.index("class SoloTableOptions"):source.index("class RulesOptions")]
    for f in dataclasses.fields(SoloTableOptions):
        after = block[block.index(f"    {f.name}:"):]
        doc = after[after.index('"""') + 3:]
        doc = doc[:doc.index('"""')]
        assert "SOLO-" in doc, f.name


def test_the_default_is_left_out_so_old_files_and_hashes_are_unchanged():
    assert "solo_table" not in encode(RulesOptions())
    assert decode(RulesOptions, {}) == RulesOptions()
    table = encode(FreeTable())
    assert "reinforcement_areas" not in table


def test_a_changed_option_round_trips():
    options = RulesOptions(solo_table=SoloTableOptions(
        energy=TableEnergy.RIVER_COSTS, tie_tolerance_mm=2.5, rf_spot=RfSpot.READING_ORDER))
    data = encode(options)
    written = data["solo_table"]
    assert (written["energy"], written["tie_tolerance_mm"], written["rf_spot"]) == (
        "river_costs", 2.5, "reading_order")
    assert decode(RulesOptions, data) == options


def test_a_bad_choice_names_the_field():
    with pytest.raises(SkirmishError) as caught:
        decode(RulesOptions, {"solo_table": {"eis_climb": "always"}})
    assert caught.value.message.key == "model.bad_choice"
    assert caught.value.message.where == "solo_table.eis_climb"


@pytest.mark.parametrize("name", ["tie_tolerance_mm", "row_tolerance_mm", "extra_move",
                                  "objective_reach_mm", "place_radius_mm"])
@pytest.mark.parametrize("value", [-1.0, math.nan])
def test_a_negative_or_nan_length_is_refused_where_it_is(name, value):
    s = d20_scenario()
    s = replace(s, options=replace(s.options, solo_table=SoloTableOptions(**{name: value})))
    found = [(m.key, m.where) for m in validate(s)]
    assert ("validation.out_of_range", f"options.solo_table.{name}") in found


def test_both_table_systems_play_the_river():
    assert declaration("eisdrachen").plays_river and declaration("d20").plays_river


def _with_areas(scenario: Scenario, *areas: TableArea) -> Scenario:
    return replace(scenario, board=replace(scenario.board, reinforcement_areas=areas))


NORTH = TableArea("north", ((0.0, 0.0), (150.0, 0.0), (150.0, 80.0), (0.0, 80.0)),
                  Text("Nord", "North"))


def test_an_area_round_trips_and_a_sound_one_is_valid():
    s = _with_areas(eisdrachen_scenario(), NORTH)
    assert decode(FreeTable, encode(s.board)) == s.board
    assert [m for m in validate(s) if m.key.startswith("validation.area")] == []


def test_an_area_off_the_table_is_refused():
    # the table is 900 x 900 mm: x up to 950 goes 50 mm beyond its right edge
    off = TableArea("east", ((850.0, 0.0), (950.0, 0.0), (950.0, 80.0), (850.0, 80.0)))
    found = [(m.key, m.where) for m in validate(_with_areas(eisdrachen_scenario(), off))]
    assert ("validation.area_off_table", "board.reinforcement_areas[0].polygon") in found


def test_an_area_narrower_than_a_base_is_refused():
    # 20 mm wide: a 25 mm base (the default, radius 12.5) cannot fit; 26 mm wide it can.
    thin = TableArea("thin", ((0.0, 0.0), (20.0, 0.0), (20.0, 200.0), (0.0, 200.0)))
    found = [m.key for m in validate(_with_areas(eisdrachen_scenario(), thin))]
    assert "validation.area_too_small" in found
    wide = TableArea("wide", ((0.0, 0.0), (26.0, 0.0), (26.0, 200.0), (0.0, 200.0)))
    assert "validation.area_too_small" not in [
        m.key for m in validate(_with_areas(eisdrachen_scenario(), wide))]


def test_area_ids_are_unique_and_outlines_valid():
    bow = TableArea("bow", ((0.0, 0.0), (50.0, 50.0), (50.0, 0.0), (0.0, 50.0)))
    found = [(m.key, m.where) for m in validate(_with_areas(eisdrachen_scenario(), NORTH, NORTH, bow))]
    assert ("validation.duplicate_id", "board.reinforcement_areas[1].id") in found
    assert ("validation.polygon_invalid", "board.reinforcement_areas[2].polygon") in found
