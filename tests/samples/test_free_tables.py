"""The free-table samples: "frozen-trench" (Eisdrachen, pas) and "depot-raid" (D20, cm)."""

from __future__ import annotations

from collections import defaultdict

import pytest
from shapely.geometry import Point, Polygon, box

from editor.model import ActionIcon, CoverClass, Criterion, DistanceUnit, MovementEffect, Side
from resources.samples import d20, eisdrachen

pytestmark = pytest.mark.slow
BUILDERS = [eisdrachen.frozen_trench, d20.depot_raid]


@pytest.mark.parametrize("builder", BUILDERS, ids=lambda b: b.__name__)
def test_terrain_covers_every_cover_class_and_movement_effect(built, builder):
    terrain = built(builder).board.terrain
    assert len(terrain) >= 8
    assert {p.cover for p in terrain} == set(CoverClass)
    assert {p.movement for p in terrain} == set(MovementEffect)
    table = box(0, 0, built(builder).board.width_mm, built(builder).board.height_mm)
    assert all(table.contains(Polygon(p.polygon)) for p in terrain)


@pytest.mark.parametrize("builder", BUILDERS, ids=lambda b: b.__name__)
def test_six_armed_units_per_side_all_on_the_table(built, builder):
    scenario = built(builder)
    armed = defaultdict(list)
    for unit in scenario.units:
        assert unit.profile.weapons, unit.id
        assert unit.description, unit.id
        armed[unit.side].append(unit.id)
    assert len(armed[Side.HERO]) >= 6 and len(armed[Side.VILLAIN]) >= 6
    deployed = {f.unit for f in scenario.figures if f.deployed}
    assert deployed == {u.id for u in scenario.units}


@pytest.mark.parametrize("builder", BUILDERS, ids=lambda b: b.__name__)
def test_figures_and_objectives_stand_on_open_ground(built, builder):
    scenario = built(builder)
    table = box(0, 0, scenario.board.width_mm, scenario.board.height_mm)
    blocked = [Polygon(p.polygon) for p in scenario.board.terrain if p.movement is MovementEffect.IMPASSABLE]
    on_table = [f for f in scenario.figures if f.deployed]
    for item in (*on_table, *scenario.objectives):
        point = Point(item.position)
        assert table.contains(point), item.id
        assert not any(shape.contains(point) for shape in blocked), item.id
    assert all(0 <= f.facing_deg < 360 for f in scenario.figures)
    assert {o.side for o in scenario.objectives} == {Side.HERO, Side.VILLAIN}


def test_eisdrachen_profiles_and_deployment(built):
    scenario = built(eisdrachen.frozen_trench)
    table = scenario.board
    assert table.unit is DistanceUnit.PAS
    assert (table.width_mm / table.mm_per_pas, table.height_mm / table.mm_per_pas) == (48, 32)
    assert {u.profile.intelligence for u in scenario.units} == {1, 2, 3, 4}
    assert any(u.profile.heavy_weapon for u in scenario.units)
    weapons = [w for u in scenario.units for w in u.profile.weapons]
    assert any(w.range_pas is None for w in weapons) and any((w.range_pas or 0) >= 20 for w in weapons)
    assert all(w.attacks >= 1 and w.strength >= 1 for w in weapons)
    for figure in (f for f in scenario.figures if f.deployed):
        edge, depth_pas = eisdrachen.DEPLOYMENT[figure.side]
        depth = depth_pas * table.mm_per_pas
        y = figure.position[1]
        assert (y <= depth) if edge == "north" else (y >= table.height_mm - depth), figure.id


def test_d20_profiles_objects_and_deployment_rule(built):
    scenario = built(d20.depot_raid)
    table = scenario.board
    assert table.unit is DistanceUnit.CM
    units = {u.id: u for u in scenario.units}
    assert any(u.profile.base_mm >= 50 for u in units.values())
    weapons = [w for u in units.values() for w in u.profile.weapons]
    assert any(w.range_cm is None for w in weapons) and all(w.strength >= 1 for w in weapons)
    assert {o.difficulty for o in scenario.objectives} == {5, 10, 15}
    # "La distance de déploiement est égale à 2 fois le Mouvement de la figurine la plus rapide."
    for side, area in d20.DEPLOYMENT.items():
        figures = [f for f in scenario.figures if f.side is side and f.deployed]
        depth = 2 * max(units[f.unit].profile.movement_cm for f in figures) * 10
        for figure in figures:
            x, y = figure.position
            if area == "south-west corner":
                assert x <= depth and y >= table.height_mm - depth, figure.id
            else:
                assert area == "north edge" and y <= depth, figure.id


@pytest.mark.parametrize("builder", BUILDERS, ids=lambda b: b.__name__)
def test_the_villains_have_a_river_and_a_solo_deck_to_play_solo(built, builder):
    """What a solo game reads (SOLO-VT-1…7, SOLO-TIE, SOLO-RF): every villain on a river tile, every
    hero numbered once, figures held back for the reinforcements, and a deck with every icon, the
    leader symbol and DEPOLLUER, whose slots the river fills."""
    scenario = built(builder)
    river, deck = scenario.river, scenario.deck
    assert river is not None and deck is not None
    tiles = {t.id: t for t in river.tiles}
    villains = [f for f in scenario.figures if f.side is Side.VILLAIN]
    assert all(f.tile in tiles for f in villains)
    for tile in tiles.values():
        figures = [f for f in villains if f.tile == tile.id]
        assert sum(u.count for u in tile.units) == len(figures), tile.id
        assert {f.unit for f in figures} == {u.unit for u in tile.units}, tile.id
    heroes = [f for f in scenario.figures if f.side is Side.HERO]
    assert sorted(f.number for f in heroes) == list(range(1, len(heroes) + 1))
    reserves = [f for f in villains if not f.deployed]
    assert len(reserves) == 2 and all(tiles[f.tile].reinforcement_cost > 0 for f in reserves)
    assert scenario.mission.reinforcement_points > 0
    assert any(t.leader for t in tiles.values()) and any(t.event for t in tiles.values())
    assert {i for c in deck.cards for i in c.icons} == set(ActionIcon)
    assert any(c.leader for c in deck.cards) and any(c.clean_river for c in deck.cards)
    slots = min(len(river.tiles), len(river.slot_costs))
    assert all(1 <= n <= slots for c in deck.cards for n in c.tile_numbers)
    phrases = {k.id: k for k in deck.key_phrases}
    assert all(c.key_phrase in phrases for c in deck.cards)
    # A free table's figures have no energy and no menace (Eisdrachen, D20): no card may tie-break on them.
    assert {k.criterion for k in phrases.values()} <= {Criterion.WOUNDS, Criterion.HIT_POINTS, Criterion.DISTANCE}


def _table_view(scenario, figure_id):
    from editor.rules import plugin_for
    from editor.table.figures import find_figure, placed_figures
    from editor.table.terrain import Terrain

    terrain = Terrain.of(scenario.board)
    return terrain, plugin_for(scenario).table_rules(scenario), find_figure(scenario, figure_id, terrain), \
        placed_figures(scenario, terrain)


def test_frozen_trench_a_figure_on_the_watch_tower_moves_off_it_and_sees_over_the_trench(built):
    """Oskar Lind (V 5) on the 60 mm watch tower: a move keeps him on its platform («1)
    Déplacement»: no walking through walls); «2) Escalader» takes him down, 60 mm being within
    half of V (62.5 mm), to within 2 pas of the tower. From the platform, his eyes at 87 mm,
    the line to the marauder beyond the trench passes high over its 30 mm parapet; from the
    foot of the tower, his eyes at 27 mm, the parapet hides the marauder entirely."""
    from dataclasses import replace

    from editor.table.climbing import climb_range
    from editor.table.ground import Mover
    from editor.table.movement import movement_range
    from editor.table.sight import line_of_sight

    terrain, rules, oskar, others = _table_view(built(eisdrachen.frozen_trench), "oskar-lind-1")
    assert (oskar.standing_on, oskar.elevation_mm) == ("tower", 60.0)
    mover = Mover.of(oskar, rules)
    walk = movement_range(terrain, mover, oskar.position, oskar.speed_mm)
    assert walk.reaches((310.0, 660.0)) and not walk.reaches((340.0, 660.0))
    climb = climb_range(terrain, mover, oskar.position)
    assert climb.wall_ids == ("tower",) and climb.reaches((340.0, 660.0))
    marauder = next(f for f in others if f.id == "fang-marauder-1")
    assert line_of_sight(terrain, oskar, marauder, others, rules).clear
    below = replace(oskar, position=(340.0, 660.0), elevation_mm=0.0, standing_on=None)
    hidden = line_of_sight(terrain, below, marauder, others, rules)
    assert hidden.visible == 0 and hidden.blocking_pieces == ("trench",)


def test_depot_raid_the_markswoman_climbs_down_within_her_move_and_sees_over_the_palisade(built):
    """The markswoman (Mouvement 10 cm) on the 35 mm watch tower: under half her Mouvement, the
    climb down costs 70 mm as difficult terrain, and she ends on the ground in one move. From
    the platform she sees Lise Harrow's head and shoulders over the 40 mm steel palisade; from
    the foot of the tower, nothing of her."""
    from dataclasses import replace

    from editor.table.ground import Mover
    from editor.table.movement import movement_range
    from editor.table.sight import SightRule, line_of_sight

    terrain, rules, markswoman, others = _table_view(built(d20.depot_raid), "tower-markswoman-1")
    assert (markswoman.standing_on, markswoman.elevation_mm) == ("watchtower", 35.0)
    reach = movement_range(terrain, Mover.of(markswoman, rules), markswoman.position, 100.0)
    assert reach.reaches((1010.0, 132.0))  # 20 mm to the edge, 70 mm down, 2 mm on
    lise = next(f for f in others if f.id == "lise-harrow-1")
    seen = line_of_sight(terrain, markswoman, lise, others, rules)
    assert seen.rule is SightRule.HEAD_AND_SHOULDERS and "fence-east" in seen.blocking_pieces
    below = replace(markswoman, position=(1010.0, 135.0), elevation_mm=0.0, standing_on=None)
    assert line_of_sight(terrain, below, lise, others, rules).visible == 0


def test_depot_raid_the_gate_is_a_closed_door(built):
    from editor.model import DoorState

    gate = next(p for p in built(d20.depot_raid).board.terrain if p.id == "gate")
    assert gate.door is DoorState.CLOSED
