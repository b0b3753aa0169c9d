"""The zone-board checks (reachability, LOS), texts and re-labelled validation messages."""

from __future__ import annotations

from dataclasses import replace

from editor.checker.findings import path_of
from editor.documents.addresses import ById
from editor.messages import Severity
from editor.model import (
    Border,
    BorderKind,
    CheckType,
    LosOverride,
    LosTable,
    Objective,
    Side,
    Text,
    Zone,
)
from editor.rules.checking import check_scenario
from tests.checker.helpers import assert_finding, clean_zone_scenario, only, the
from tests.examples import square, zone_scenario


def with_zones(scenario, *zones, width=400.0):
    board = replace(scenario.board, zones=(*scenario.board.zones, *zones), width_mm=width)
    return replace(scenario, board=board)


def with_objective(scenario, objective):
    return replace(scenario, objectives=(*scenario.objectives, objective))


def test_zone_no_deployed_figure_reaches():
    scenario = with_zones(clean_zone_scenario(), Zone("z5", polygon=square(300, 0)))
    assert_finding(
        only(scenario), scenario, ("board", "zones", ById("z5")),
        "Zone z5 cannot be reached from any deployed figure, even by falling.",
        "La zone z5 n’est accessible depuis aucune figurine déployée, même en chutant.",
    )


def test_hero_objective_no_hero_reaches():
    scenario = with_zones(clean_zone_scenario(), Zone("z5", polygon=square(300, 0)))
    scenario = with_objective(scenario, Objective("o2", Side.HERO, Text.both("Key"), zone="z5"))
    assert_finding(
        the(scenario, "checker.hero_objective_unreachable"), scenario, ("objectives", ById("o2")),
        "No deployed hero can reach hero objective o2: a victory that needs it is impossible.",
        "Aucun héros déployé ne peut atteindre l’objectif de héros o2 : une victoire qui en dépend est impossible.",
    )


def test_villain_objective_the_ai_cannot_reach_without_falling():
    scenario = clean_zone_scenario()
    figures = tuple(replace(f, zone="z1") if f.id == "v1" else f for f in scenario.figures)
    walled = replace(scenario.board.borders[3], kind=BorderKind.WALL)  # z3 | z4: only the roof
    borders = (*scenario.board.borders[:3], walled)                    # falls into the yard
    scenario = replace(scenario, figures=figures, board=replace(scenario.board, borders=borders))
    goal = Objective("o2", Side.VILLAIN, Text.both("Loot"), zone="z4", check=CheckType.ACTION)
    scenario = with_objective(scenario, goal)
    assert_finding(
        only(scenario), scenario, ("objectives", ById("o2")),
        "No villain, deployed or entering by a reinforcement zone, can reach villain objective o2 along a path the AI may take (no falls outside hard mode): the AI never advances on it (SOLO-VO, SOLO-MV-2).",
        "Aucun vilain, déployé ou arrivant par une zone de renfort, ne peut atteindre l’objectif de vilain o2 par un chemin que l’IA peut prendre (pas de chute hors mode difficile) : l’IA ne s’y dirige jamais (SOLO-VO, SOLO-MV-2).",
    )
    hard = replace(scenario.options, hard_mode=replace(scenario.options.hard_mode, enabled=True))
    assert check_scenario(replace(scenario, options=hard)) == []


def test_roof_seeing_the_street_one_way_is_explained_by_the_climb():
    scenario = clean_zone_scenario()
    assert scenario.board.borders[0].a == "z1" and scenario.board.borders[0].b == "z2"
    assert check_scenario(scenario) == []


def abstract(scenario, rows):
    """The same board without geometry: LOS comes from the stored table alone."""
    zones = tuple(replace(z, polygon=None, los_marker=None) for z in scenario.board.zones)
    board = replace(scenario.board, zones=zones, walls=(), los=LosTable("", rows))
    return replace(scenario, board=board)


def test_one_way_los_between_adjacent_zones_selects_their_border():
    everyone = ("z1", "z2", "z3", "z4")
    rows = (("z1", everyone), ("z2", everyone), ("z3", ("z2", "z4")), ("z4", everyone))
    scenario = abstract(clean_zone_scenario(), rows)
    assert_finding(
        only(scenario), scenario, ("board", "borders", 2),
        "Neighbouring zones z1 and z3: z1 sees z3 but not the reverse, and no abrupt edge seen from above explains it. Worth a look.",
        "Zones voisines z1 et z3 : z1 voit z3 mais pas l’inverse, et aucun bord abrupt vu d’en haut ne l’explique. À vérifier.",
    )


def test_asymmetric_los_selects_the_override_that_makes_it():
    scenario = clean_zone_scenario()
    overrides = (LosOverride("z1", "z4", True), LosOverride("z4", "z1", False))
    scenario = replace(scenario, board=replace(scenario.board, los_overrides=overrides))
    assert_finding(
        only(scenario), scenario, ("board", "los_overrides", 0),
        "z1 sees z4 but not the reverse, and no abrupt change of elevation explains it. Worth a look.",
        "z1 voit z4 mais pas l’inverse, et aucun changement d’élévation abrupt ne l’explique. À vérifier.",
    )


def test_text_in_french_only():
    scenario = clean_zone_scenario()
    zones = (replace(scenario.board.zones[0], name=Text("Rue", "")), *scenario.board.zones[1:])
    scenario = replace(scenario, board=replace(scenario.board, zones=zones))
    assert_finding(
        only(scenario), scenario, ("board", "zones", ById("z1")),
        "zones[0].name: English text missing (French: “Rue”).",
        "zones[0].name: Texte anglais manquant (français : « Rue »).",
    )


def test_text_in_english_only():
    scenario = clean_zone_scenario()
    scenario = replace(scenario, mission=replace(scenario.mission, text=Text("", "Hold the roof.")))
    assert_finding(
        only(scenario), scenario, ("mission", "text"),
        "mission.text: French text missing (English: “Hold the roof.”).",
        "mission.text: Texte français manquant (anglais : « Hold the roof. »).",
    )


def test_invalid_polygon_is_an_error_on_its_zone_and_stops_the_engine_checks():
    scenario = clean_zone_scenario()
    bow_tie = ((100, 100), (200, 200), (200, 100), (100, 200))
    zones = (*scenario.board.zones[:3], replace(scenario.board.zones[3], polygon=bow_tie))
    scenario = replace(scenario, board=replace(scenario.board, zones=zones))
    assert_finding(
        only(scenario), scenario, ("board", "zones", ById("z4")),
        "zones[3].polygon: This polygon is not valid (Self-intersection[150 150]): its edges must not cross each other.",
        "zones[3].polygon: Ce polygone n’est pas valide (Self-intersection[150 150]) : ses côtés ne doivent pas se croiser.",
        Severity.ERROR,
    )


def test_unverified_dice_are_warnings_on_each_die():
    scenario = zone_scenario()
    found = check_scenario(scenario)
    assert [f.culprit for f in found] == [
        ("dice", "dice", ById("white")), ("dice", "dice", ById("red")),
    ]
    assert_finding(
        found[0], scenario, ("dice", "dice", ById("white")),
        "dice.dice[0]: The faces of the die “White” are an unverified example: enter those of your own dice.",
        "dice.dice[0]: Les faces du dé « Blanc » sont un exemple non vérifié : saisissez celles de vos propres dés.",
    )


def test_validation_places_become_selectable_paths():
    scenario = zone_scenario()
    twin = replace(scenario, figures=(*scenario.figures, scenario.figures[0]))
    assert path_of(twin, "figures[2].id") == ("figures", 2)
    assert path_of(twin, "figures[0].unit") == ("figures", 0)
    assert path_of(scenario, "board.kind") == ("board",)
    assert path_of(scenario, "mission.victory[0].objective") == ("mission", "victory", 0)
    assert path_of(scenario, "board.background.opacity") == ("board", "background")
    assert path_of(scenario, "deck.cards[0].tile_numbers[0]") == ("deck", "cards", ById("c1"))


def test_a_dangling_border_gives_its_validation_error_and_no_crash():
    scenario = clean_zone_scenario()
    borders = (*scenario.board.borders, Border("z4", "nowhere"))
    scenario = replace(scenario, board=replace(scenario.board, borders=borders))
    assert_finding(
        only(scenario), scenario, ("board", "borders", 4),
        "board.borders[4].b: No zone has the id “nowhere”.",
        "board.borders[4].b: Aucune zone n’a l’identifiant « nowhere ».",
        Severity.ERROR,
    )
