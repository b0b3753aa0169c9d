"""The zone overlay report of the ``overlay`` command and its
documented JSON (docs/overlay.md)."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from editor.board.report import zone_overlay_report
from editor.messages import SkirmishError
from editor.model.mission import Figure
from editor.model.options import HardModeOptions
from editor.model.scenario import RuleSystem
from editor.model.units import Side
from editor.resources import SAMPLES_DIR
from editor.store.portable import read_scenario
from tests.examples import d20_scenario, eisdrachen_scenario, zone_scenario

DOC = Path(__file__).resolve().parents[2] / "docs" / "overlay.md"


def zone_samples():
    found = []
    for folder in sorted(SAMPLES_DIR.glob("*/")):
        if (folder / "scenario.json").exists():
            scenario, _ = read_scenario(folder)
            if scenario.rule_system == RuleSystem.ZONE_SOLO:
                found.append(scenario)
    return found


def test_a_zone_alone_moves_a_neutral_figure_without_limit():
    report = zone_overlay_report(zone_scenario(), zone="z3")
    assert report["origin"] == "z3"
    assert report["mover"] == {"figure": None, "side": "neutral", "size": 1, "menace": 1,
                               "skills": []}
    assert report["budget"] is None and report["reachable_with_cube"] is None
    assert report["reachable"] == [
        {"zone": "z3", "cost": 0, "path": ["z3"]},
        {"zone": "z1", "cost": 1, "path": ["z3", "z1"]},
        {"zone": "z4", "cost": 2, "path": ["z3", "z4"]},
        {"zone": "z2", "cost": 5, "path": ["z3", "z1", "z2"]},
    ]
    assert report["sees"] == ["z1", "z3"]  # z4 is behind the wall w1
    assert report["seen_by"] == ["z1", "z3"]  # the roof's sight line grazes the wall's end


def test_a_figure_moves_with_its_profile_and_budget():
    report = zone_overlay_report(zone_scenario(), figure="h1")
    assert report["origin"] == "z1" and report["budget"] == 2
    assert report["mover"]["side"] == "hero" and report["mover"]["figure"] == "h1"
    assert [e["zone"] for e in report["reachable"]] == ["z1", "z3"]
    assert report["reachable_with_cube"] == [
        {"zone": "z1", "cost": 0, "path": ["z1"], "needs_cube": False},
        {"zone": "z3", "cost": 1, "path": ["z1", "z3"], "needs_cube": False},
        {"zone": "z4", "cost": 3, "path": ["z1", "z3", "z4"], "needs_cube": True},
    ]


def test_a_given_budget_and_zone_override_the_figures():
    report = zone_overlay_report(zone_scenario(), figure="h1", zone="z3", budget=0)
    assert report["origin"] == "z3" and report["budget"] == 0
    assert report["reachable"] == [{"zone": "z3", "cost": 0, "path": ["z3"]}]


def test_villains_fall_only_in_hard_mode():
    scenario = zone_scenario()
    scenario = replace(scenario, figures=(*scenario.figures,
                                          Figure("v2", "thug", Side.VILLAIN, zone="z2")))
    normal = zone_overlay_report(scenario, figure="v2")
    assert not normal["allow_fall"] and "z4" not in [e["zone"] for e in normal["reachable"]]
    hard = replace(scenario, options=replace(scenario.options,
                                             hard_mode=HardModeOptions(enabled=True)))
    report = zone_overlay_report(hard, figure="v2")
    assert report["allow_fall"] and report["hard_mode"]
    assert {"zone": "z4", "cost": 2, "path": ["z2", "z4"]} in report["reachable"]


@pytest.mark.parametrize("make", [d20_scenario, eisdrachen_scenario])
def test_a_free_table_is_not_a_zone_board(make):
    with pytest.raises(SkirmishError) as caught:
        zone_overlay_report(make(), zone="z1")
    assert caught.value.message.key == "board.not_a_zone_board"
    assert "not a zone board" in caught.value.text("en")


@pytest.mark.parametrize(
    ("kwargs", "key"),
    [
        ({"zone": "nowhere"}, "board.unknown_zone"),
        ({"figure": "nobody"}, "board.unknown_figure"),
        ({}, "board.no_origin"),
        ({"zone": "z1", "budget": -1}, "board.negative_budget"),
    ],
)
def test_clear_errors(kwargs, key):
    with pytest.raises(SkirmishError) as caught:
        zone_overlay_report(zone_scenario(), **kwargs)
    assert caught.value.message.key == key


def test_a_figure_off_the_board_needs_a_zone():
    scenario = zone_scenario()
    scenario = replace(scenario, figures=(replace(scenario.figures[0], deployed=False),))
    with pytest.raises(SkirmishError) as caught:
        zone_overlay_report(scenario, figure="h1")
    assert caught.value.message.key == "board.figure_not_on_board"
    assert zone_overlay_report(scenario, figure="h1", zone="z2")["origin"] == "z2"


def test_the_overlay_answers_on_every_zone_sample():
    for scenario in zone_samples():
        for figure in scenario.figures:
            if figure.deployed and figure.zone:
                report = zone_overlay_report(scenario, figure=figure.id)
                assert report["reachable"][0] == {"zone": figure.zone, "cost": 0,
                                                  "path": [figure.zone]}
                assert figure.zone in report["sees"] and figure.zone in report["seen_by"]
                json.dumps(report)


def documented_example() -> dict:
    text = DOC.read_text(encoding="utf-8")
    block = re.search(r"## Example.*?```json\n(.*?)```", text, re.S)
    assert block, "docs/overlay.md has an Example section with a json block"
    return json.loads(block.group(1))


def test_the_documented_example_has_the_shape_of_a_real_report():
    example = documented_example()
    real = zone_overlay_report(zone_scenario(), figure="h1")
    assert example.keys() == real.keys()
    assert example["mover"].keys() == real["mover"].keys()
    assert {k for e in example["reachable"] for k in e} == {"zone", "cost", "path"}
    assert {k for e in example["reachable_with_cube"] for k in e} == {
        "zone", "cost", "path", "needs_cube"}
    for entry in example["reachable"]:
        assert entry["path"][0] == example["origin"] and entry["path"][-1] == entry["zone"]
