"""The free-table checks of the scenario checker: one test per finding."""

from __future__ import annotations

from dataclasses import replace

from editor.checker import check_scenario
from editor.documents.addresses import ById
from editor.model import MovementEffect, TerrainPiece, Text
from tests.checker.helpers import assert_finding, only
from tests.examples import d20_scenario, eisdrachen_scenario, square


def with_terrain(scenario, *pieces):
    return replace(scenario, board=replace(scenario.board, terrain=pieces))


def moved(scenario, position):
    return replace(scenario, figures=(replace(scenario.figures[0], position=position),))


def test_the_examples_are_clean():
    assert check_scenario(d20_scenario()) == []
    assert check_scenario(eisdrachen_scenario()) == []


def test_overlapping_terrain_pieces():
    scenario = d20_scenario()
    crates = scenario.board.terrain[0]
    scenario = with_terrain(scenario, crates, TerrainPiece("hill", square(350, 350), Text.both("Hill")))
    assert_finding(
        only(scenario), scenario, ("board", "terrain", ById("crates")),
        "Terrain pieces crates and hill overlap: which cover and height apply there is unclear.",
        "Les éléments de décor crates et hill se chevauchent : on ne sait pas quels couvert et hauteur s’y appliquent.",
    )


def test_pieces_that_only_touch_do_not_overlap():
    scenario = d20_scenario()
    crates = scenario.board.terrain[0]
    touching = TerrainPiece("hill", square(380, 300), Text.both("Hill"))
    assert check_scenario(with_terrain(scenario, crates, touching)) == []


def test_figure_outside_the_table():
    scenario = moved(d20_scenario(), (-10.0, 100.0))
    assert_finding(
        only(scenario), scenario, ("figures", ById("g1")),
        "Figure g1 stands outside the table.",
        "La figurine g1 est placée hors de la table.",
    )


def test_figure_inside_impassable_terrain():
    scenario = d20_scenario()
    crates = replace(scenario.board.terrain[0], movement=MovementEffect.IMPASSABLE)
    scenario = moved(with_terrain(scenario, crates), (340.0, 340.0))
    assert_finding(
        only(scenario), scenario, ("figures", ById("g1")),
        "Figure g1 stands inside impassable terrain crates.",
        "La figurine g1 est placée dans le décor infranchissable crates.",
    )
