"""On a map imported into a free table, walls and a closed door block line of sight in the
overlay, and an open doorway does not (the Done-when check of docs/maps.md).

Figures of the D20 sample stand on the ``two_rooms`` map (cells of 25.4 mm): the viewer in the
left room at cell (4.25, 4.75), level with both doors; one figure in the right room seen through
the open door (8.75, 4.75); one behind the wall between the rooms (8.75, 2), whose line meets
that wall at y = 4.75 - 2.75 * 2.25 / 4.5 = 3.375 cells, inside it (1 to 4); one outside,
beyond the closed door (0.75, 4.75).
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from editor.limits import DEFAULT_LIMITS
from editor.maps.convert import map_scenario
from editor.maps.uvtt import read_uvtt
from editor.model.mission import Figure, Side
from editor.model.scenario import RuleSystem
from editor.resources import SAMPLES_DIR
from editor.rules import plugin_for
from editor.store.portable import read_scenario
from editor.table.report import table_overlay_report
from tests.maps import vtt_files

CELL = 25.4
pytestmark = pytest.mark.slow


def _scenario(document):
    vtt = read_uvtt(json.dumps(document).encode(), "map.dd2vtt", DEFAULT_LIMITS)
    scenario = map_scenario(vtt, "rooms", RuleSystem.D20, where="map.dd2vtt",
                            limits=DEFAULT_LIMITS).scenario
    sample = read_scenario(SAMPLES_DIR / "depot-raid")[0]
    unit = sample.units[0]

    def at(figure_id, side, x, y):
        return Figure(figure_id, unit.id, side, position=(x * CELL, y * CELL), facing_deg=90.0)

    figures = (
        at("viewer", Side.HERO, 4.25, 4.75),
        at("through-open-door", Side.VILLAIN, 8.75, 4.75),
        at("behind-wall", Side.VILLAIN, 8.75, 2.0),
        at("beyond-closed-door", Side.VILLAIN, 0.75, 4.75),
    )
    return replace(scenario, units=(unit,), figures=figures)


def _report(document) -> dict:
    scenario = _scenario(document)
    return table_overlay_report(scenario, plugin_for(scenario).table_rules(scenario),
                                figure="viewer")


def _seen(document) -> set[str]:
    return {row["id"] for row in _report(document)["in_sight"]}


def test_walls_and_the_closed_door_block_sight_and_the_open_doorway_does_not():
    assert _seen(vtt_files.two_rooms()) == {"through-open-door"}


def test_closing_the_open_door_hides_the_next_room():
    document = vtt_files.two_rooms()
    document["portals"][1]["closed"] = True
    assert _seen(document) == set()


def test_without_its_walls_the_map_hides_nothing():
    """With nothing on the map, every line is clear: the viewer (facing east) sees the two
    figures in its frontal arc, and the one west of it is behind it, out of its 180° arc (D20
    «Le Champ de vision»), with a clear line."""
    report = _report(
        vtt_files.two_rooms(line_of_sight=[], objects_line_of_sight=[], portals=[])
    )
    assert {row["id"] for row in report["in_sight"]} == {"through-open-door", "behind-wall"}
    assert [row["id"] for row in report["behind"]] == ["beyond-closed-door"]
