"""Overlay models (PRODUCT §4 "Play": overlays): movement range with the one-cube flag, path, LOS from a
zone, and the zones that see a target (optionally within reach)."""

from __future__ import annotations

import pytest

from editor.board.movement import Mover, Occupancy
from editor.board.overlays import (
    LosOverlay,
    PathOverlay,
    RangeEntry,
    SeenByEntry,
    los_overlay,
    movement_range,
    path_overlay,
    seen_by_overlay,
)
from editor.messages import SkirmishError
from editor.model.board import Border, BorderKind
from editor.model.options import RulesOptions
from editor.model.units import Side

HERO = Mover(Side.HERO)
RULES = RulesOptions()


@pytest.fixture
def row(grid):
    """r0c0 … r0c3 in a row, r0c3 behind a wall border; r0c1 is a roof reached by a climb."""
    return grid(1, 4, elevation={"r0c1": 1}, borders={
        frozenset(("r0c2", "r0c3")): Border("r0c2", "r0c3", BorderKind.WALL, blocks_los=True),
    })


def test_movement_range_lists_costs_and_the_cube_zones(row):
    result = movement_range(row, HERO, Occupancy(), RULES, "r0c2", 1)
    assert result.entries == (RangeEntry("r0c2", 0, False), RangeEntry("r0c1", 2, True))
    assert result.cost("r0c1") == 2 and result.cost("r0c3") is None
    assert movement_range(row, HERO, Occupancy(), RULES, "r0c2", 1, cube=False).entries == (
        RangeEntry("r0c2", 0, False),
    )


def test_an_unlimited_range_never_needs_the_cube(row):
    result = movement_range(row, HERO, Occupancy(), RULES, "r0c0")
    assert [(e.zone, e.cost, e.needs_cube) for e in result.entries] == [
        ("r0c0", 0, False), ("r0c1", 2, False), ("r0c2", 3, False)]


def test_path_overlay(row):
    assert path_overlay(row, HERO, Occupancy(), RULES, "r0c0", "r0c2") == PathOverlay(
        ("r0c0", "r0c1", "r0c2"), 3)
    assert path_overlay(row, HERO, Occupancy(), RULES, "r0c0", "r0c3") is None
    with pytest.raises(SkirmishError):
        path_overlay(row, HERO, Occupancy(), RULES, "r0c0", "nowhere")


def test_los_overlay_in_reading_order(row):
    assert los_overlay(row, RULES, "r0c1") == LosOverlay("r0c1", ("r0c0", "r0c1", "r0c2"))
    assert los_overlay(row, RULES, "r0c3").visible == ("r0c3",)
    with pytest.raises(SkirmishError):
        los_overlay(row, RULES, "nowhere")


def test_seen_by_overlay_with_and_without_reach(row):
    assert seen_by_overlay(row, RULES, "r0c2").viewers == (
        SeenByEntry("r0c1", None), SeenByEntry("r0c2", None))
    reach = movement_range(row, HERO, Occupancy(), RULES, "r0c0", 1)
    assert seen_by_overlay(row, RULES, "r0c2", reach).viewers == (SeenByEntry("r0c1", 2, True),)
