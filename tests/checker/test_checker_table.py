"""The free-table checks of the scenario checker: one test per finding."""

from __future__ import annotations

from dataclasses import replace

from editor.documents.addresses import ById
from editor.model import MovementEffect, TerrainPiece, Text
from editor.rules.checking import check_scenario
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


def test_a_figure_on_a_top_it_cannot_climb_down_from():
    """Eisdrachen «2) Escalader»: V 6 climbs half of it, 3 pas = 75 mm, less than 100 mm."""
    scenario = eisdrachen_scenario()
    tower = TerrainPiece("tower", square(30, 30, 40), Text.both("Tower"), height_mm=100.0,
                         movement=MovementEffect.CLIMB, flat_top=True)
    scenario = with_terrain(scenario, tower)
    assert_finding(
        only(scenario), scenario, ("figures", ById("e1")),
        "Figure e1 stands on tower, 100 mm high, and cannot climb down: it climbs at most 75 mm.",
        "La figurine e1 se tient sur tower, haut de 100 mm, et ne peut pas en descendre : "
        "elle escalade au plus 75 mm.",
    )
    low = replace(tower, height_mm=75.0)
    assert check_scenario(with_terrain(eisdrachen_scenario(), low)) == []


def test_a_figure_in_ground_its_rules_forbid():
    """Eisdrachen «1) Déplacement»: "le perso ne peut pas marcher sur l'eau profonde"."""
    scenario = eisdrachen_scenario()
    lake = TerrainPiece("lake", square(0, 0, 200), Text.both("Lake"),
                        movement=MovementEffect.WATER)
    scenario = with_terrain(scenario, lake)
    assert_finding(
        only(scenario), scenario, ("figures", ById("e1")),
        "Figure e1 stands in or against lake, where it may not go: it cannot move from there.",
        "La figurine e1 est placée dans ou contre lake, où elle ne peut pas aller : elle ne "
        "pourra pas en bouger.",
    )
    d20 = with_terrain(d20_scenario(), lake)  # D20 swims: nothing to say
    assert check_scenario(d20) == []


def test_a_figure_on_a_wall_without_a_flat_top():
    """D20: a move "stoppe son Mouvement au pied de l'obstacle", never on it."""
    scenario = d20_scenario()
    palisade = TerrainPiece("palisade", ((95.0, 0.0), (105.0, 0.0), (105.0, 900.0), (95.0, 900.0)),
                            Text.both("Palisade"), height_mm=30.0, movement=MovementEffect.CLIMB)
    scenario = with_terrain(scenario, palisade)
    assert_finding(
        only(scenario), scenario, ("figures", ById("g1")),
        "Figure g1 stands on palisade, a wall without a flat top, where a move cannot end: "
        "place it at its foot.",
        "La figurine g1 est placée sur palisade, un mur sans sommet plat, où un mouvement ne "
        "peut pas s’arrêter : placez-la à son pied.",
    )


def test_a_figure_hemmed_in_by_walls():
    """A pen 28 mm wide around a 25 mm base: no move of a base's width, and no climb (D20)."""
    scenario = d20_scenario()
    sides = [((72.0, 72.0), (128.0, 86.0)), ((72.0, 114.0), (128.0, 128.0)),
             ((72.0, 86.0), (86.0, 114.0)), ((114.0, 86.0), (128.0, 114.0))]
    pen = tuple(
        TerrainPiece(f"side{i}", ((x0, y0), (x1, y0), (x1, y1), (x0, y1)), Text.both("Wall"),
                     movement=MovementEffect.IMPASSABLE)
        for i, ((x0, y0), (x1, y1)) in enumerate(sides)
    )
    scenario = with_terrain(scenario, *pen)
    found = [f for f in check_scenario(scenario) if f.key == "checker.figure_cannot_move"]
    assert len(found) == 1
    assert_finding(
        found[0], scenario, ("figures", ById("g1")),
        "Figure g1 cannot move from where it stands: walls and forbidden ground hem it in.",
        "La figurine g1 ne peut pas bouger de là où elle est : murs et terrain interdit "
        "l’enferment.",
    )
    wider = tuple(replace(p, polygon=tuple((x + (30 if x > 100 else -30), y) for x, y in p.polygon))
                  for p in pen[2:])
    assert not [f for f in check_scenario(with_terrain(scenario, *pen[:2], *wider))
                if f.key == "checker.figure_cannot_move"]
