"""The drawing checks of a zone board: overlapping zones, zones off the board, objectives on no
zone. Neighbours that only share an edge are fine."""

from __future__ import annotations

from dataclasses import replace

from editor.checker.geometry import (
    check_objectives_placed,
    check_zone_overlap,
    check_zones_on_board,
)
from editor.documents.addresses import ById
from editor.resources import SAMPLES_DIR
from editor.store.portable import read_scenario
from tests.checker.helpers import clean_zone_scenario


def test_neighbours_sharing_edges_are_not_overlaps():
    scenario = clean_zone_scenario()
    assert check_zone_overlap(scenario) == []
    assert check_zones_on_board(scenario) == []
    assert check_objectives_placed(scenario) == []


def test_the_samples_are_drawn_cleanly():
    scenario, _ = read_scenario(SAMPLES_DIR / "night-market")
    assert check_zone_overlap(scenario) == []
    assert check_zones_on_board(scenario) == []
    assert check_objectives_placed(scenario) == []


def test_a_zone_dragged_half_over_its_neighbour_overlaps_it():
    scenario = clean_zone_scenario()
    zones = scenario.board.zones
    shifted = replace(zones[1], polygon=tuple((x - 50.0, y) for x, y in zones[1].polygon))
    scenario = replace(scenario, board=replace(scenario.board, zones=(zones[0], shifted,
                                                                      *zones[2:])))
    (finding,) = check_zone_overlap(scenario)
    assert finding.culprit == ("board", "zones", ById("z2"))
    assert finding.message.params == {"zone": "z2", "other": "z1"}
    assert "Redraw" in finding.text("en") and "Redessinez" in finding.text("fr")


def test_zones_past_the_edge_and_unplaced_objectives_are_named():
    scenario = clean_zone_scenario()
    board = replace(scenario.board, width_mm=150.0, height_mm=200.0)
    objectives = tuple(replace(o, zone=None) for o in scenario.objectives)
    scenario = replace(scenario, board=board, objectives=objectives)
    assert [f.message.params["zone"] for f in check_zones_on_board(scenario)] == ["z2", "z4"]
    assert [f.culprit for f in check_objectives_placed(scenario)] == [("objectives", ById("o1"))]
