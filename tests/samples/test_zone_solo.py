"""The zone-solo sample "night-market" has every feature the sample must show (PRODUCT §4 "Share and trust")."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest
import shapely
from shapely.geometry import Polygon

from editor.model import ActionIcon, Arrow, AttackKind, BorderKind, Side, TileKind
from resources.samples.zone_solo import GRID_MM, board_problems, night_market

pytestmark = pytest.mark.slow


@pytest.fixture
def scenario(built):
    return built(night_market)


@pytest.fixture
def board(scenario):
    return scenario.board


def test_at_least_30_irregular_zones_on_the_5_mm_grid(board):
    assert len(board.zones) >= 30
    assert all(x % GRID_MM == 0 and y % GRID_MM == 0 for z in board.zones for x, y in z.polygon)
    rectangles = [z for z in board.zones if Polygon(z.polygon).minimum_rotated_rectangle.area == Polygon(z.polygon).area]
    assert len(rectangles) < len(board.zones) / 2


def test_zones_tile_the_board_and_share_their_edges(board):
    shapes = [Polygon(z.polygon) for z in board.zones]
    assert sum(s.area for s in shapes) == board.width_mm * board.height_mm
    assert shapely.union_all(shapes).area == board.width_mm * board.height_mm
    assert board_problems(board) == []


def test_borders_match_the_shared_edges_exactly(board):
    shapes = {z.id: Polygon(z.polygon) for z in board.zones}
    shared = {
        frozenset((a, b))
        for a in shapes for b in shapes
        if a < b and shapes[a].intersection(shapes[b]).length > 1.0
    }
    authored = [frozenset((b.a, b.b)) for b in board.borders]
    assert len(authored) == len(set(authored))
    assert set(authored) == shared


def test_the_self_check_catches_missing_extra_and_wrong_borders_and_walls(board):
    missing = dataclasses.replace(board, borders=board.borders[1:])
    assert any("without a border" in p for p in board_problems(missing))
    first = board.borders[0]
    extra = dataclasses.replace(board, borders=(*board.borders, dataclasses.replace(first, a="rampart", b="jetty")))
    assert any("without a shared edge" in p for p in board_problems(extra))
    falls = [b for b in board.borders if b.kind is BorderKind.FALL_ONLY]
    upward = dataclasses.replace(falls[0], a=falls[0].b, b=falls[0].a)
    wrong = dataclasses.replace(board, borders=tuple(upward if b is falls[0] else b for b in board.borders))
    assert any("higher side" in p for p in board_problems(wrong))
    unwalled = dataclasses.replace(board, walls=tuple(w for w in board.walls if w.id != "nave-east"))
    assert any("not closed by walls" in p for p in board_problems(unwalled))


def test_elevation_climbs_jump_fall_walls_and_terrain(board):
    kinds = Counter(b.kind for b in board.borders)
    assert {BorderKind.CLIMB, BorderKind.JUMP_GAP, BorderKind.FALL_ONLY, BorderKind.WALL} <= set(kinds)
    assert {BorderKind.OPEN, BorderKind.DOOR, BorderKind.WINDOW} <= set(kinds)
    assert len({z.elevation for z in board.zones}) >= 4
    assert board.walls and all(len(w.points) >= 2 for w in board.walls)
    assert any(z.difficult for z in board.zones)
    assert any(z.danger is not None for z in board.zones)
    assert any(z.water for z in board.zones)
    assert sum(z.reinforcement for z in board.zones) >= 2


def test_los_markers_lie_inside_their_zones(board):
    for zone in board.zones:
        assert Polygon(zone.polygon).contains(shapely.Point(zone.los_marker)), zone.id


def test_objectives_for_both_sides_with_check_types(scenario):
    hero = [o for o in scenario.objectives if o.side is Side.HERO]
    villain = [o for o in scenario.objectives if o.side is Side.VILLAIN]
    assert hero and villain
    assert len({o.check for o in scenario.objectives}) == 3
    zones = {z.id for z in scenario.board.zones}
    assert all(o.zone in zones and o.difficulty >= 1 for o in scenario.objectives)


def test_four_numbered_heroes_and_at_least_eight_villains(scenario):
    heroes = [f for f in scenario.figures if f.side is Side.HERO]
    assert sorted(f.number for f in heroes) == [1, 2, 3, 4]
    villains = [f for f in scenario.figures if f.side is Side.VILLAIN and f.deployed]
    assert len(villains) >= 8


def test_river_tiles_with_a_leader_and_a_three_option_event(scenario):
    tiles = scenario.river.tiles
    assert len(tiles) >= 5
    assert any(t.leader for t in tiles)
    events = {e.id: e for e in scenario.mission.events}
    event_tiles = [t for t in tiles if t.kind is TileKind.EVENT]
    assert any(len(events[t.event].options) == 3 for t in event_tiles)
    assert len(scenario.river.slot_costs) >= len(tiles)


def test_tile_counts_match_the_figures(scenario):
    for tile in scenario.river.tiles:
        figures = Counter(f.unit for f in scenario.figures if f.tile == tile.id)
        assert figures == Counter({u.unit: u.count for u in tile.units}), tile.id


def test_mission_end_conditions_and_turn_limit(scenario):
    mission = scenario.mission
    assert mission.turn_limit
    assert mission.victory and mission.defeat
    assert {e.trigger.kind for e in mission.events} == {"tile", "turn", "condition"}


def test_solo_deck_covers_every_card_field(scenario):
    cards = scenario.deck.cards
    assert len(cards) >= 20
    assert {icon for c in cards for icon in c.icons} == set(ActionIcon)
    assert {c.arrow for c in cards} == set(Arrow)
    assert any(c.leader for c in cards)
    assert {c.burst[0] for c in cards} == set(AttackKind)
    assert any(c.clean_river for c in cards)
    assert len({c.key_phrase for c in cards}) >= 3
    slots = len(scenario.river.slot_costs)
    assert all(1 <= n <= slots for c in cards for n in c.tile_numbers)
