"""Movement costs (SOLO_AI_SPEC §1.2-1.3; SOLO-MV-2): one test per cost rule and border kind."""

from __future__ import annotations

from dataclasses import replace

import pytest

from editor.board.movement import (
    Mover,
    Occupancy,
    Occupant,
    SkillCode,
    crossings,
    hindering,
    mover_for,
    step_cost,
)
from editor.model.board import Border, BorderKind, Danger, Zone
from editor.model.mission import Figure
from editor.model.options import HinderMetric, MovementOptions
from editor.model.text import Text
from editor.model.units import Side, Skill
from tests.examples import zone_scenario

HERO = Mover(Side.HERO)
VILLAIN = Occupant(Side.VILLAIN)
FRIEND = Occupant(Side.HERO)
NOBODY = Occupancy()
DEFAULTS = MovementOptions()


def cost(board, source, target, mover=HERO, occupancy=NOBODY, options=DEFAULTS, **kw):
    return step_cost(board, mover, occupancy, options, source, target, **kw)


def two(abstract, border, a=None, b=None):
    return abstract([a or Zone("a"), b or Zone("b")], [border])


def test_one_mp_per_border(abstract):
    board = two(abstract, Border("a", "b"))
    assert cost(board, "a", "b") == cost(board, "b", "a") == 1


def test_border_extra_cost_is_per_direction(abstract):
    board = two(abstract, Border("a", "b", BorderKind.DOOR, cost_ab=2))
    assert cost(board, "a", "b") == 3
    assert cost(board, "b", "a") == 1
    window = two(abstract, Border("a", "b", BorderKind.WINDOW, cost_ba=1))
    assert (cost(window, "a", "b"), cost(window, "b", "a")) == (1, 2)


def test_difficult_terrain_costs_extra_to_enter(abstract):
    board = two(abstract, Border("a", "b"), b=Zone("b", difficult=True))
    assert cost(board, "a", "b") == 2
    assert cost(board, "b", "a") == 1
    assert cost(board, "a", "b", options=MovementOptions(difficult_extra=3)) == 4


def test_climbing_costs_per_level_upwards_only(abstract):
    board = two(abstract, Border("a", "b", BorderKind.CLIMB), b=Zone("b", elevation=2))
    assert cost(board, "a", "b") == 3
    assert cost(board, "b", "a") == 1
    assert cost(board, "a", "b", options=MovementOptions(climb_cost_per_level=2)) == 5


def test_climber_skill_ignores_the_per_level_cost_but_not_authored_extras(abstract):
    board = two(abstract, Border("a", "b", BorderKind.CLIMB, cost_ab=1), b=Zone("b", elevation=2))
    climber = Mover(Side.HERO, skills=frozenset({SkillCode.CLIMBER}))
    assert cost(board, "a", "b") == 4
    assert cost(board, "a", "b", mover=climber) == 2


def test_an_open_border_between_levels_has_no_climbing_cost(abstract):
    board = two(abstract, Border("a", "b"), b=Zone("b", elevation=2))
    assert cost(board, "a", "b") == 1


def test_a_jump_gap_is_crossed_like_a_border_and_flagged(abstract):
    board = two(abstract, Border("a", "b", BorderKind.JUMP_GAP, jump_difficulty=2))
    assert cost(board, "a", "b") == cost(board, "b", "a") == 1
    assert all(c.jump for c in crossings(board, DEFAULTS))


def test_fall_only_goes_one_way_and_only_when_falls_are_allowed(abstract):
    board = two(abstract, Border("a", "b", BorderKind.FALL_ONLY), a=Zone("a", elevation=2))
    assert cost(board, "a", "b") is None  # SOLO-MV-2: normal mode never falls
    assert cost(board, "a", "b", allow_fall=True) == 1
    assert cost(board, "b", "a", allow_fall=True) is None
    assert cost(board, "a", "b", allow_fall=True, options=MovementOptions(fall_edge_cost=0)) == 0


def test_a_wall_border_is_never_crossed(abstract):
    board = two(abstract, Border("a", "b", BorderKind.WALL))
    assert cost(board, "a", "b") is None
    assert cost(board, "b", "a", allow_fall=True) is None


def test_no_border_no_step(abstract):
    board = abstract(["a", "b", "c"], [("a", "b")])
    assert cost(board, "a", "c") is None
    assert cost(board, "a", "zzz") is None


def test_leaving_water_costs_extra(abstract):
    board = two(abstract, Border("a", "b"), a=Zone("a", water=True))
    assert cost(board, "a", "b") == 2
    assert cost(board, "b", "a") == 1
    assert cost(board, "a", "b", options=MovementOptions(water_leave_extra=0)) == 1


@pytest.mark.parametrize(
    ("friends", "enemies", "extra"),
    [
        (0, 1, 1),  # Conan: alone with one enemy → +1
        (1, 3, 2),  # two heroes, three enemies: the first to leave pays +2
        (0, 3, 3),  # ... and the one left behind pays +3
        (1, 2, 1),  # as many enemies as heroes: still hindered
        (2, 2, 0),  # fewer enemies than heroes: free
        (0, 0, 0),
    ],
)
def test_hindering_by_headcount(friends, enemies, extra):
    occupants = [FRIEND] * friends + [VILLAIN] * enemies
    assert hindering(HERO, occupants, HinderMetric.HEADCOUNT) == extra


def test_hindering_adds_to_the_cost_of_leaving_only(abstract):
    board = abstract(["a", "b"], [("a", "b")])
    occupancy = Occupancy({"a": (VILLAIN, VILLAIN), "b": (VILLAIN,)})
    assert cost(board, "a", "b", occupancy=occupancy) == 3
    assert cost(board, "b", "a", occupancy=occupancy) == 2


def test_hindering_by_menace_compares_menace_points():
    brute = Occupant(Side.VILLAIN, menace=2)
    assert hindering(Mover(Side.HERO, menace=3), [brute], HinderMetric.MENACE) == 0
    assert hindering(Mover(Side.HERO, menace=1), [brute], HinderMetric.MENACE) == 2
    assert hindering(Mover(Side.HERO, menace=1), [brute, Occupant(Side.HERO, menace=1)],
                     HinderMetric.MENACE) == 1
    assert hindering(Mover(Side.HERO, menace=5), [brute], HinderMetric.HEADCOUNT) == 1


def test_no_hindering_metric_means_no_hindering():
    assert hindering(HERO, [VILLAIN] * 3, HinderMetric.NONE) == 0


def test_villains_are_hindered_by_heroes_and_neutrals_hinder_nobody():
    assert hindering(Mover(Side.VILLAIN), [FRIEND], HinderMetric.HEADCOUNT) == 1
    assert hindering(Mover.neutral(), [VILLAIN, FRIEND], HinderMetric.HEADCOUNT) == 0
    assert hindering(HERO, [Occupant(Side.NEUTRAL)] * 2, HinderMetric.HEADCOUNT) == 0


def test_skills_that_change_hindering():
    blocker = Occupant(Side.VILLAIN, skills=frozenset({SkillCode.BLOCKING}))

    def mover(*skills):
        return Mover(Side.HERO, skills=frozenset(skills))

    assert hindering(mover(SkillCode.EVASIVE), [VILLAIN] * 3, HinderMetric.HEADCOUNT) == 0
    assert hindering(mover(SkillCode.INTANGIBLE), [VILLAIN] * 3, HinderMetric.HEADCOUNT) == 0
    assert hindering(mover(SkillCode.FELINE_GRACE), [VILLAIN] * 3, HinderMetric.HEADCOUNT) == 2
    assert hindering(mover(SkillCode.FELINE_GRACE), [VILLAIN], HinderMetric.HEADCOUNT) == 0
    assert hindering(mover(), [blocker], HinderMetric.HEADCOUNT) is None
    assert hindering(mover(SkillCode.INTANGIBLE), [blocker], HinderMetric.HEADCOUNT) is None
    assert hindering(mover(SkillCode.EVASIVE), [blocker], HinderMetric.HEADCOUNT) == 0


def test_a_blocking_enemy_keeps_the_mover_in_its_zone(abstract):
    board = abstract(["a", "b"], [("a", "b")])
    blocker = Occupant(Side.VILLAIN, skills=frozenset({SkillCode.BLOCKING}))
    assert cost(board, "a", "b", occupancy=Occupancy({"a": (blocker,)})) is None


def test_capacity_counts_the_sizes_of_occupants_and_mover(abstract):
    board = two(abstract, Border("a", "b"), b=Zone("b", capacity=2))
    occupancy = Occupancy({"b": (Occupant(Side.VILLAIN, size=1),)})
    assert cost(board, "a", "b", occupancy=occupancy) is not None
    assert cost(board, "a", "b", mover=Mover(Side.HERO, size=2), occupancy=occupancy) is None
    assert cost(board, "a", "b", mover=Mover(Side.HERO, size=3)) is None


def test_costs_add_up(abstract):
    board = two(
        abstract,
        Border("a", "b", BorderKind.CLIMB, cost_ab=1),
        a=Zone("a", water=True),
        b=Zone("b", elevation=1, difficult=True, danger=Danger()),
    )
    occupancy = Occupancy({"a": (VILLAIN,)})
    assert cost(board, "a", "b", occupancy=occupancy) == 1 + 1 + 1 + 1 + 1 + 1
    assert [c.dangerous for c in crossings(board, DEFAULTS)] == [True, False]


def test_borders_naming_unknown_zones_are_ignored(abstract):
    board = abstract(["a"], [("a", "ghost")])
    assert crossings(board, DEFAULTS) == ()


def test_mover_and_occupancy_from_a_scenario():
    scenario = zone_scenario()
    thug = scenario.unit("thug")
    assert thug is not None
    skilled = replace(thug, skills=(Skill(Text("Esquive", "Evasive"), code="evasive"),))
    scenario = replace(scenario, units=(scenario.units[0], skilled))
    mover = mover_for(scenario, Figure("v1", "thug", Side.VILLAIN, zone="z4"))
    assert mover == Mover(Side.VILLAIN, 1, 1, frozenset({"evasive"}))
    occupancy = Occupancy.from_scenario(scenario, exclude=["v1"])
    assert occupancy.zones == {"z1": (Occupant(Side.HERO),)}
    assert Occupancy.from_scenario(scenario).occupants("z4") == (
        Occupant(Side.VILLAIN, skills=frozenset({"evasive"})),
    )
