"""The river checks on free tables (docs/solo.md "Free tables"): they run when a table scenario
has a river (a solo game), the zone-only ones stay out, and reinforcements with nowhere to
enter are warned (SOLO-RF-1/2, SOLO-GR-1)."""

from __future__ import annotations

from dataclasses import replace

from editor.checker.river import TABLE_CHECKS, check_reinforcement_zones
from editor.documents.addresses import ById
from editor.model import Figure, Side, Text, Tile
from editor.model.options import RfAreasFallback, SoloTableOptions
from editor.model.river import River
from editor.model.table import TableArea
from editor.rules.checking import check_scenario
from tests.checker.helpers import assert_finding, only
from tests.examples import d20_scenario, eisdrachen_scenario


def _solo(scenario, cost: int = 1):
    """``scenario`` with a river of one tile (reinforcement cost ``cost``) and its villain."""
    unit = scenario.units[0]
    villain = replace(unit, id="raider", side=Side.VILLAIN)
    tile = Tile("t1", Text.both("Raiders"), reinforcement_cost=cost)
    figure = Figure("v1", "raider", Side.VILLAIN, position=(400.0, 400.0), tile="t1")
    return replace(scenario, units=(*scenario.units, villain), river=River(tiles=(tile,)),
                   figures=(*scenario.figures, figure))


def _keys(scenario) -> list[str]:
    return [f.message.key for f in check_scenario(scenario)]


def test_the_zone_only_check_is_left_out_on_tables():
    assert check_reinforcement_zones not in TABLE_CHECKS


def test_eisdrachen_reinforcements_without_an_area_are_warned():
    scenario = _solo(eisdrachen_scenario())
    assert_finding(
        only(scenario), scenario, ("river", "tiles", ById("t1")),
        "1 tile brings figures back (t1) but the table has no reinforcement area and no villain deployment zone: the golden rule will place them (SOLO-RF-1, SOLO-GR-1).",
        "1 tuile fait revenir des figurines (t1) mais la table n’a aucune zone de renfort ni zone de déploiement des méchants : la règle d’or les placera (SOLO-RF-1, SOLO-GR-1).",
    )


def test_an_area_a_deployment_zone_or_the_chosen_golden_rule_silences_it():
    scenario = _solo(eisdrachen_scenario())
    area = TableArea("north", ((0.0, 0.0), (150.0, 0.0), (150.0, 80.0), (0.0, 80.0)))
    with_area = replace(scenario, board=replace(scenario.board, reinforcement_areas=(area,)))
    assert "checker.no_reinforcement_area" not in _keys(with_area)
    golden = replace(scenario, options=replace(scenario.options, solo_table=SoloTableOptions(
        rf_areas_fallback=RfAreasFallback.GOLDEN_RULE)))
    assert "checker.no_reinforcement_area" not in _keys(golden)
    # D20 « 2. Le Déploiement »: the villains' zone is where they enter without an area
    assert "checker.no_reinforcement_area" not in _keys(_solo(d20_scenario()))
    # a tile that never brings figures back (cost 0) needs nowhere to enter
    assert "checker.no_reinforcement_area" not in _keys(_solo(eisdrachen_scenario(), cost=0))


def test_a_villain_on_no_tile_is_warned_only_in_a_solo_game():
    scenario = _solo(eisdrachen_scenario(), cost=0)
    loose = Figure("v2", "raider", Side.VILLAIN, position=(500.0, 500.0))
    solo = replace(scenario, figures=(*scenario.figures, loose))
    assert "checker.villain_without_tile" in _keys(solo)
    two_players = replace(solo, river=None)
    assert "checker.villain_without_tile" not in _keys(two_players)
