"""The overlay report: its content on hand-built tables, its refusals, and its documented shape.

``docs/free-table.md`` holds the JSON schema and an example; the example must be exactly what
the report says for the scenario described there, and every report must fit the schema.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import replace
from pathlib import Path

import pytest

from editor.messages import SkirmishError
from editor.model import CoverClass, Figure, MovementEffect, Side
from editor.rules import plugin_for
from editor.table.report import REPORT_VERSION, table_overlay_report
from tests.examples import d20_scenario, eisdrachen_scenario, zone_scenario
from tests.table.builders import piece, rect


def report_of(scenario, **kwargs):
    """The overlay report with the numbers of the scenario's rule system, as the CLI gives it."""
    return table_overlay_report(scenario, plugin_for(scenario).table_rules(scenario), **kwargs)

DOC = Path(__file__).resolve().parents[2] / "docs" / "free-table.md"


def documented_scenario():
    """The scenario of the example in docs/free-table.md."""
    scenario = d20_scenario()
    hedge = piece(
        "hedge",
        rect(190, 185, 270, 195),
        cover=CoverClass.LIGHT,
        height=10,
        movement=MovementEffect.DIFFICULT,
    )
    return replace(
        scenario,
        board=replace(scenario.board, terrain=scenario.board.terrain + (hedge,)),
        figures=scenario.figures
        + (
            Figure("v1", "gunner", Side.VILLAIN, position=(230.0, 215.0)),
            Figure("v2", "gunner", Side.VILLAIN, position=(160.0, 60.0)),
            Figure("v3", "gunner", Side.VILLAIN, position=(420.0, 420.0)),
        ),
    )


def doc_blocks() -> dict[str, object]:
    """The ```json blocks of the document, by the heading above them."""
    blocks = {}
    for section in re.split(r"^## ", DOC.read_text(encoding="utf-8"), flags=re.M)[1:]:
        heading, _, body = section.partition("\n")
        found = re.search(r"```json\n(.*?)```", body, re.S)
        if found:
            blocks[heading.strip()] = json.loads(found.group(1))
    return blocks


def check(value, schema, defs, where="$"):
    """A small JSON-schema checker for the keywords the document uses."""
    if "$ref" in schema:
        return check(value, defs[schema["$ref"].rsplit("/", 1)[-1]], defs, where)
    kinds = schema.get("type")
    if kinds is not None:
        kinds = [kinds] if isinstance(kinds, str) else kinds
        python = {
            "object": dict,
            "array": list,
            "string": str,
            "boolean": bool,
            "null": type(None),
            "integer": int,
            "number": (int, float),
        }
        ok = any(
            isinstance(value, python[k])
            and not (k in ("integer", "number") and isinstance(value, bool))
            for k in kinds
        )
        assert ok, f"{where}: {value!r} is not {kinds}"
    if "enum" in schema:
        assert value in schema["enum"], f"{where}: {value!r} not in {schema['enum']}"
    if "const" in schema:
        assert value == schema["const"], f"{where}: {value!r} != {schema['const']!r}"
    if "minimum" in schema and isinstance(value, int | float):
        assert value >= schema["minimum"], f"{where}: {value} < {schema['minimum']}"
    if "maximum" in schema and isinstance(value, int | float):
        assert value <= schema["maximum"], f"{where}: {value} > {schema['maximum']}"
    if isinstance(value, dict):
        properties = schema.get("properties", {})
        for key in schema.get("required", []):
            assert key in value, f"{where}: missing {key}"
        if schema.get("additionalProperties") is False:
            assert set(value) <= set(properties), f"{where}: extra {set(value) - set(properties)}"
        for key, item in value.items():
            if key in properties:
                check(item, properties[key], defs, f"{where}.{key}")
    if isinstance(value, list):
        assert len(value) >= schema.get("minItems", 0), f"{where}: too few items"
        assert len(value) <= schema.get("maxItems", math.inf), f"{where}: too many items"
        for i, item in enumerate(value):
            if "items" in schema:
                check(item, schema["items"], defs, f"{where}[{i}]")


def fits_schema(report) -> None:
    schema = doc_blocks()["Schema"]
    check(report, schema, schema.get("$defs", {}))


def test_the_documented_example_is_what_the_report_says():
    report = report_of(documented_scenario(), figure="g1", budget_mm=20)
    assert report == doc_blocks()["Example"]
    fits_schema(report)


def test_figures_in_sight_with_distance_cover_arcs_and_weapons():
    report = report_of(documented_scenario(), figure="g1")
    assert report["kind"] == "table" and report["version"] == REPORT_VERSION
    assert (report["unit"], report["mm_per_unit"]) == ("cm", 10.0)
    seen = {f["id"]: f for f in report["in_sight"]}
    assert list(seen) == ["v2", "v1"]  # nearest first; v3 hides behind the crates
    v2 = seen["v2"]
    assert v2["distance_mm"] == round(math.hypot(60, 40) - 25, 2)
    assert v2["distance"] == round(v2["distance_mm"] / 10, 2)
    assert (v2["arc"], v2["in_their_rear_arc"], v2["rear_attack_bonus"]) == ("front", True, 1)
    assert v2["weapons_in_range"] == [{"name": {"fr": "Fusil", "en": "Rifle"}, "range": 60.0}]
    assert (seen["v1"]["cover"], seen["v1"]["cover_bonus"]) == ("light", 1)
    assert report["movement"]["budget"] == 12.0  # the gunner's Mouvement
    assert report["movement"]["start_free"]
    fits_schema(report)


def test_an_eisdrachen_report_speaks_pas():
    scenario = eisdrachen_scenario()
    scenario = replace(
        scenario,
        figures=scenario.figures
        + (Figure("e2", "vet", Side.VILLAIN, position=(50.0, 130.0), facing_deg=180.0),),
    )
    report = report_of(scenario, figure="e1")
    assert (report["unit"], report["mm_per_unit"]) == ("pas", 25.0)
    assert report["figure"]["speed"] == 6.0
    assert report["movement"]["budget"] == 6.0
    assert report["movement"]["area"] == pytest.approx(
        report["movement"]["area_mm2"] / 625, abs=0.01
    )
    (other,) = report["in_sight"]
    assert other["distance"] == 2.2  # (80 - 25) mm / 25 mm
    assert other["in_melee_reach"]  # automatic contact under 3 pas
    assert (other["arc"], other["in_their_rear_arc"], other["rear_attack_bonus"]) == (
        "front",
        False,
        0,
    )
    assert other["cover_bonus"] == 0
    fits_schema(report)


def test_movement_polygons_are_open_rings_in_millimetres():
    report = report_of(d20_scenario(), figure="g1", budget_mm=50)
    (polygon,) = report["movement"]["polygons"]
    outline = polygon[0]
    assert outline[0] != outline[-1]
    xs = [x for x, _ in outline]
    assert min(xs) == pytest.approx(50, abs=3) and max(xs) == pytest.approx(150, abs=3)
    assert report["movement"]["budget"] == 5.0 and report["movement"]["budget_mm"] == 50.0


def test_a_zero_budget_gives_no_region():
    movement = report_of(d20_scenario(), figure="g1", budget_mm=0)["movement"]
    assert movement["polygons"] == [] and movement["area_mm2"] == 0


def refusal(scenario, **kwargs):
    with pytest.raises(SkirmishError) as caught:
        report_of(scenario, **kwargs)
    return caught.value.message


def test_a_zone_board_is_refused():
    message = refusal(zone_scenario(), figure="h1")
    assert (message.key, message.params) == ("table.not_a_free_table", {"scenario": "rooftops"})


def test_an_unknown_figure_is_refused():
    message = refusal(d20_scenario(), figure="nobody")
    assert (message.key, message.params) == ("table.unknown_figure", {"figure": "nobody"})
    assert "nobody" in SkirmishError(message).text("fr")


@pytest.mark.parametrize("budget", [-5.0, math.inf, math.nan])
def test_a_bad_budget_is_refused(budget):
    assert refusal(d20_scenario(), figure="g1", budget_mm=budget).key == "table.bad_budget"


def test_a_degenerate_terrain_piece_is_refused():
    scenario = d20_scenario()
    flat = piece("flat", ((0, 0), (10, 10), (20, 20)))
    scenario = replace(scenario, board=replace(scenario.board, terrain=(flat,)))
    message = refusal(scenario, figure="g1")
    assert (message.key, message.where) == ("table.bad_terrain_polygon", "board.terrain[0].polygon")


def test_the_report_is_plain_json():
    report = report_of(documented_scenario(), figure="v1")
    assert json.loads(json.dumps(report, allow_nan=False)) == report


@pytest.mark.parametrize(
    "spoil",
    [
        lambda r: r.update(extra=1),
        lambda r: r["figure"].pop("side"),
        lambda r: r["in_sight"][0].update(cover="thick"),
        lambda r: r["movement"].update(area=-1),
        lambda r: r["movement"]["polygons"][0][0].append([1.0]),
    ],
    ids=["extra key", "missing key", "bad enum", "negative area", "bad point"],
)
def test_the_schema_check_catches_a_spoilt_report(spoil):
    report = report_of(documented_scenario(), figure="g1", budget_mm=20)
    spoil(report)
    with pytest.raises(AssertionError):
        fits_schema(report)


def test_outlines_have_a_positive_shoelace_area():
    report = report_of(documented_scenario(), figure="g1", budget_mm=60)
    for polygon in report["movement"]["polygons"]:
        ring = polygon[0]
        twice_area = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]))
        assert twice_area > 0
