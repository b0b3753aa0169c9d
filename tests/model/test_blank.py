"""New scenarios are valid at once and ready for their rule system; copies get free names."""

from __future__ import annotations

import pytest

from editor.messages import SkirmishError
from editor.model.blank import copy_name, renamed
from editor.model.board import ZoneBoard
from editor.model.systems import declaration
from editor.model.table import DistanceUnit, FreeTable
from editor.model.validation import errors, validate
from editor.rules import plugin, plugins


@pytest.mark.parametrize("system", [p.name for p in plugins()])
def test_a_new_scenario_is_valid_for_its_rule_system(system):
    scenario = plugin(system).blank_scenario("Fresh")
    assert errors(validate(scenario)) == []
    assert isinstance(scenario.board, declaration(system).board)


def test_zone_scenarios_get_default_dice_deck_and_river():
    scenario = plugin("zone-solo").blank_scenario("Zones", 500, 400)
    assert isinstance(scenario.board, ZoneBoard)
    assert (scenario.board.width_mm, scenario.board.height_mm) == (500.0, 400.0)
    assert scenario.dice is not None and scenario.deck is not None and scenario.deck.cards
    assert scenario.river is not None and scenario.river.slot_costs


def test_free_tables_use_the_unit_of_their_rule_system():
    eis = plugin("eisdrachen").blank_scenario("E")
    d20 = plugin("d20").blank_scenario("D")
    assert isinstance(eis.board, FreeTable) and eis.board.unit is DistanceUnit.PAS
    assert isinstance(d20.board, FreeTable) and d20.board.unit is DistanceUnit.CM
    assert (eis.board.width_mm, eis.board.height_mm) == (1200.0, 1200.0)
    assert (d20.board.width_mm, d20.board.height_mm) == (1200.0, 900.0)


@pytest.mark.parametrize("name", ["", " padded", "a/b", "x" * 101, "tab\there"])
def test_bad_names_are_refused_with_the_validation_message(name):
    with pytest.raises(SkirmishError) as caught:
        plugin("d20").blank_scenario(name)
    assert caught.value.message.key == "validation.bad_name"


def test_taken_names_and_silly_sizes_are_refused():
    with pytest.raises(SkirmishError) as caught:
        plugin("d20").blank_scenario("Taken", taken={"Taken"})
    assert caught.value.message.key == "blank.name_taken"
    with pytest.raises(SkirmishError) as caught:
        plugin("d20").blank_scenario("Tiny", 1, 1)
    assert caught.value.message.key == "blank.bad_size"


def test_copy_names_skip_the_names_already_taken():
    assert copy_name("Raid", set()) == "Raid (copy)"
    assert copy_name("Raid", {"Raid (copy)"}) == "Raid (copy 2)"
    assert copy_name("Raid", {"Raid (copy)", "Raid (copy 2)"}) == "Raid (copy 3)"
    long = "y" * 100
    assert len(copy_name(long, set())) <= 100


def test_renamed_keeps_everything_but_the_name():
    scenario = plugin("zone-solo").blank_scenario("One")
    other = renamed(scenario, "Two", taken={"One"})
    assert other.name == "Two" and other.board == scenario.board
    with pytest.raises(SkirmishError):
        renamed(scenario, "One", taken={"One"})
