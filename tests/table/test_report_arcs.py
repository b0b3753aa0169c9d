"""The overlay report says what a figure sees: only what stands in its frontal arc is in sight
(D20 «Le Champ de vision»: "Une figurine voit sur les 180° de son arc frontal"); what stands
behind it with a clear line is listed apart; close combat is with an enemy, never a friend
(Eisdrachen «5) Corps à corps», D20 «Le corps à corps»)."""

from __future__ import annotations

from dataclasses import replace

from editor.model import D20Weapon, Figure, Side, Text
from editor.rules import plugin_for
from editor.table.report import table_overlay_report as report_of
from tests.examples import d20_scenario, eisdrachen_scenario


def table_overlay_report(scenario, **kwargs):
    """The report with the table rules of the scenario's rule-system plug-in."""
    return report_of(scenario, plugin_for(scenario).table_rules(scenario), **kwargs)


def _with(scenario, *figures):
    return replace(scenario, figures=scenario.figures + figures)


def test_a_d20_figure_does_not_see_what_stands_behind_it():
    # g1 stands at (100, 100) facing 90° (towards x growing): f1 is ahead, b1 right behind it
    scenario = _with(
        d20_scenario(),
        Figure("f1", "gunner", Side.VILLAIN, position=(200.0, 100.0)),
        Figure("b1", "gunner", Side.VILLAIN, position=(20.0, 100.0)),
    )
    report = table_overlay_report(scenario, figure="g1")
    assert [f["id"] for f in report["in_sight"]] == ["f1"]
    assert [f["id"] for f in report["behind"]] == ["b1"]
    assert report["behind"][0]["arc"] == "rear" and report["in_sight"][0]["arc"] == "front"


def test_an_eisdrachen_figure_sees_all_around():
    scenario = _with(
        eisdrachen_scenario(), Figure("e2", "vet", Side.VILLAIN, position=(50.0, 400.0))
    )
    report = table_overlay_report(scenario, figure="e1")
    assert [f["id"] for f in report["in_sight"]] == ["e2"] and report["behind"] == []


def test_a_friend_is_never_in_melee_reach():
    # e1 at (50, 50): the friend's base touches it; the enemy is 2.2 pas away, under the 3 pas
    # of automatic contact
    scenario = _with(
        eisdrachen_scenario(),
        Figure("friend", "vet", Side.HERO, position=(75.0, 50.0)),
        Figure("enemy", "vet", Side.VILLAIN, position=(50.0, 130.0), facing_deg=180.0),
    )
    seen = {f["id"]: f for f in table_overlay_report(scenario, figure="e1")["in_sight"]}
    assert seen["enemy"]["in_melee_reach"] and not seen["friend"]["in_melee_reach"]


def test_a_friend_lists_no_close_combat_weapon_in_range():
    scenario = d20_scenario()
    (gunner,) = scenario.units
    knife = D20Weapon(Text("Couteau", "Knife"), None, 2, Text("", ""))
    armed = replace(
        gunner, profile=replace(gunner.profile, weapons=(*gunner.profile.weapons, knife))
    )
    scenario = _with(
        replace(scenario, units=(armed,)),
        Figure("friend", "gunner", Side.HERO, position=(125.0, 100.0)),
        Figure("enemy", "gunner", Side.VILLAIN, position=(100.0, 125.0)),
    )
    report = table_overlay_report(scenario, figure="g1")
    seen = {f["id"]: f for f in report["in_sight"] + report["behind"]}
    assert [w["name"]["en"] for w in seen["friend"]["weapons_in_range"]] == ["Rifle"]
    assert [w["name"]["en"] for w in seen["enemy"]["weapons_in_range"]] == ["Rifle", "Knife"]
