"""Play-mode overlay models on a tiny abstract board: line of sight into a zone (one-way
marked) and the threat map (melee within the movement, with the cube; ranged in LOS and range).

    a — b — c — d — e      open borders; LOS table: d sees c and b, e sees d and a (one-way)
"""

from __future__ import annotations

from dataclasses import replace

from editor.board.overlays import LosIntoOverlay, los_into_overlay
from editor.model import (
    AttackKind,
    Border,
    BorderKind,
    DiceCount,
    Figure,
    Mission,
    RuleSystem,
    Scenario,
    Side,
    SoloAttack,
    SoloProfile,
    Text,
    Unit,
    Zone,
    ZoneBoard,
)
from editor.model.board import LosTable
from editor.model.options import RulesOptions
from editor.solo.setup import new_game
from editor.solo.threat import Threat, threat_overlay

ZONES = ("a", "b", "c", "d", "e")


def board() -> ZoneBoard:
    borders = tuple(Border(x, y, BorderKind.OPEN, derived=False) for x, y in zip(ZONES, ZONES[1:]))
    los = LosTable("", (("d", ("b", "c")), ("e", ("a", "d"))))
    return ZoneBoard(zones=tuple(Zone(z) for z in ZONES), borders=borders, los=los)


def scenario(reserve: int = 1) -> Scenario:
    brute = Unit(
        "brute",
        Text("Brute", "Brute"),
        Side.VILLAIN,
        SoloProfile(
            movement=1,
            attacks=(SoloAttack(AttackKind.MELEE, Text("C", "C"), (DiceCount("red", 1),)),),
        ),
    )
    sniper = Unit(
        "sniper",
        Text("Tireur", "Sniper"),
        Side.VILLAIN,
        SoloProfile(
            movement=1,
            attacks=(
                SoloAttack(
                    AttackKind.RANGED, Text("F", "R"), (DiceCount("red", 1),), range_zones=1
                ),
            ),
        ),
    )
    return Scenario(
        "tiny",
        RuleSystem.ZONE_SOLO,
        board(),
        units=(brute, sniper),
        figures=(
            Figure("brute-1", "brute", Side.VILLAIN, zone="a"),
            Figure("sniper-1", "sniper", Side.VILLAIN, zone="e"),
        ),
        mission=Mission(villain_energy_start=reserve),
    )


def test_los_into_a_zone_marks_one_way_sight():
    rules = RulesOptions()
    assert los_into_overlay(board(), rules, "a") == LosIntoOverlay("a", ("a", "e"), ("e",))
    into_c = los_into_overlay(board(), rules, "c")
    assert set(into_c.viewers) == {"c", "d"} and into_c.one_way == ("d",)
    assert los_into_overlay(board(), rules, "d").one_way == ("e",)


def test_threats_by_movement_cube_and_ranged_reach():
    sc = scenario(reserve=1)
    threats = threat_overlay(sc, new_game(sc, 1))
    brute = lambda cube: Threat("brute-1", True, False, cube)  # noqa: E731
    sniper = Threat("sniper-1", False, True, False)
    assert threats.threats("a") == (brute(False),)  # e sees a, but 4 zones away (range 1)
    assert threats.threats("b") == (brute(False),)  # d sees b, but 2 zones away
    assert set(threats.threats("c")) == {brute(True), sniper}  # the brute needs the cube
    assert threats.threats("d") == (sniper,) and threats.threats("e") == (sniper,)
    assert threats.threatened() == frozenset(ZONES)


def test_without_a_cube_the_brute_reaches_less():
    sc = scenario(reserve=0)
    threats = threat_overlay(sc, new_game(sc, 1))
    assert [t.figure for t in threats.threats("c")] == ["sniper-1"]
    assert threats.threats("b") == (Threat("brute-1", True, False, False),)


def test_off_board_villains_threaten_nothing():
    sc = scenario()
    state = new_game(sc, 1)
    state = state.with_figure(replace(state.figure("sniper-1"), zone=None))
    threats = threat_overlay(sc, state)
    assert {t.figure for z in ZONES for t in threats.threats(z)} == {"brute-1"}
    assert threats.threatened() == frozenset({"a", "b", "c"})
