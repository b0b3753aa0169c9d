"""Big, valid zone-board scenarios for benchmarks and stress tests (the 1,000-zone bar of §5).

The board is a grid of square zones whose polygons carry their edge midpoints (8 vertices, as
drawn boards have), four-neighbour borders plus hand-added diagonal contacts (about 2.5 borders
per zone), and 20 units with figures and a river. ``variant`` changes names, elevations and unit
stats so two versions of "the same" scenario differ everywhere. ``villain_turn_scenario`` puts
ten villains and four heroes on a given board, for the solo-AI and play-overlay benchmarks;
``villain_table_scenario`` does the same on a 1200 × 1000 mm D20 free table of 40 pieces.
Pure model code: no Qt, no SQL.
"""

from __future__ import annotations

import math
import random

from editor.model import (
    ActionIcon,
    AttackKind,
    Border,
    BorderKind,
    D20Profile,
    D20Weapon,
    Danger,
    DiceCount,
    DiceSet,
    DieType,
    DistanceUnit,
    Figure,
    FreeTable,
    Mission,
    MovementEffect,
    River,
    RuleSystem,
    Scenario,
    Side,
    SoloAttack,
    SoloCard,
    SoloDeck,
    SoloProfile,
    TerrainPiece,
    Text,
    Tile,
    TileUnit,
    Unit,
    Zone,
    ZoneBoard,
)
from editor.model.defaults import default_dice

CELL_MM = 30.0
UNITS = 20


def big_zone_scenario(
    zone_count: int = 1000, *, name: str = "bench-1000", variant: int = 0, columns: int = 40
) -> Scenario:
    """A valid zone-solo scenario with ``zone_count`` zones (about 2.5 borders per zone)."""
    rows = -(-zone_count // columns)
    zones = tuple(_zone(i, columns, variant) for i in range(zone_count))
    units = tuple(_unit(i, variant) for i in range(UNITS))
    figures = tuple(
        Figure(
            id=f"f{i}",
            unit=unit.id,
            side=unit.side,
            zone=zones[(i * 37) % zone_count].id,
            number=i + 1 if unit.side is Side.HERO else None,
            tile=f"t{i}" if unit.side is Side.VILLAIN else None,
        )
        for i, unit in enumerate(units)
    )
    tiles = tuple(
        Tile(
            id=f"t{i}",
            name=Text.both(f"Tile {i}"),
            units=(TileUnit(unit.id, 1 + i % 3),),
            leader=i == 1,
            reinforcement_cost=i % 4,
        )
        for i, unit in enumerate(units)
        if unit.side is Side.VILLAIN
    )
    board = ZoneBoard(
        width_mm=columns * CELL_MM,
        height_mm=rows * CELL_MM,
        zones=zones,
        borders=_borders(zone_count, columns, variant),
    )
    return Scenario(
        name=name,
        rule_system=RuleSystem.ZONE_SOLO,
        board=board,
        title=Text(fr=f"Grand plateau {variant}", en=f"Big board {variant}"),
        description=Text(fr="Plateau de test généré.", en="Generated test board."),
        units=units,
        figures=figures,
        river=River(tiles=tiles),
        dice=_dice(),
        mission=Mission(text=Text.both(f"variant {variant}"), turn_limit=8 + variant % 5),
    )


def villain_turn_scenario(board: ZoneBoard, name: str = "bench") -> Scenario:
    """Ten melee-and-ranged villains of one tile and four heroes spread over ``board`` (at least
    430 zones), a one-card deck that shoots, strikes and advances: a busy villains' turn."""
    ids = [zone.id for zone in board.zones]
    villain = Unit(
        "thug",
        Text("Voyou", "Thug"),
        Side.VILLAIN,
        SoloProfile(
            movement=3,
            attacks=(
                SoloAttack(AttackKind.MELEE, Text("B", "B"), (DiceCount("red", 2),)),
                SoloAttack(
                    AttackKind.RANGED, Text("P", "P"), (DiceCount("orange", 1),), range_zones=6
                ),
            ),
        ),
    )
    hero = Unit("hero", Text("Héros", "Hero"), Side.HERO, SoloProfile(energy=20))
    villains = [
        Figure(f"v{i}", "thug", Side.VILLAIN, zone=ids[i * 47 % 500], tile="t1") for i in range(10)
    ]
    heroes = [
        Figure(f"h{i}", "hero", Side.HERO, number=i + 1, zone=ids[250 + i * 60]) for i in range(4)
    ]
    card = SoloCard(
        "c", (1,), icons=(ActionIcon.RANGED, ActionIcon.MELEE, ActionIcon.ADVANCE_TO_HEROES)
    )
    return Scenario(
        name,
        RuleSystem.ZONE_SOLO,
        board,
        units=(villain, hero),
        figures=(*villains, *heroes),
        river=River((1, 2, 3), (Tile("t1", units=(TileUnit("thug", 10),)),)),
        deck=SoloDeck("d", cards=(card,)),
        dice=default_dice(),
        mission=Mission(villain_energy_start=20),
    )


def villain_table_scenario(seed: int = 1) -> Scenario:
    """A 1200 × 1000 mm D20 free table of 40 pieces (a fifth difficult, a fifth impassable,
    every third blocking sight, heights 0 to 6 cm), ten villains along the top half and four
    heroes along the bottom, Mouvement 15 cm, rifle 60 cm: the solo AI's busy table turn."""
    rng = random.Random(seed)
    width, height = 1200.0, 1000.0
    pieces = []
    effects = (MovementEffect.OPEN, MovementEffect.DIFFICULT, MovementEffect.OPEN,
               MovementEffect.IMPASSABLE, MovementEffect.OPEN)
    for index in range(40):
        cx, cy = rng.uniform(60, width - 60), rng.uniform(60, height - 60)
        w, h, turn = rng.uniform(20, 90), rng.uniform(10, 60), rng.uniform(0, math.pi)
        corners = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
        polygon = tuple(
            (round(cx + x * math.cos(turn) - y * math.sin(turn), 2),
             round(cy + x * math.sin(turn) + y * math.cos(turn), 2))
            for x, y in corners
        )
        pieces.append(TerrainPiece(
            f"piece-{index}", polygon, Text.both(f"Piece {index}"),
            height_mm=float(rng.choice((0, 10, 20, 40, 60))),
            movement=effects[index % len(effects)], blocks_los=index % 3 == 0,
        ))
    profile = D20Profile(movement_cm=15, shooting=5, melee=4,
                         weapons=(D20Weapon(Text.both("Rifle"), 60, 6),
                                  D20Weapon(Text.both("Knife"), None, 2)))
    villain = Unit("guard", Text("Garde", "Guard"), Side.VILLAIN, profile)
    hero = Unit("agent", Text("Agent", "Agent"), Side.HERO, profile)
    villains = [Figure(f"v{i}", "guard", Side.VILLAIN, position=(60.0 + i * 120.0,
                                                                  40.0 + (i % 3) * 150.0))
                for i in range(10)]
    heroes = [Figure(f"h{i}", "agent", Side.HERO, number=i + 1,
                     position=(150.0 + i * 300.0, 960.0 - (i % 2) * 120.0)) for i in range(4)]
    table = FreeTable(width, height, DistanceUnit.CM, terrain=tuple(pieces))
    return Scenario("bench-solo-table", RuleSystem.D20, table, units=(villain, hero),
                    figures=(*villains, *heroes))


def _zone(index: int, columns: int, variant: int) -> Zone:
    x0, y0 = (index % columns) * CELL_MM, (index // columns) * CELL_MM
    x1, y1 = x0 + CELL_MM, y0 + CELL_MM
    xm, ym = x0 + CELL_MM / 2, y0 + CELL_MM / 2
    polygon = ((x0, y0), (xm, y0), (x1, y0), (x1, ym), (x1, y1), (xm, y1), (x0, y1), (x0, ym))
    return Zone(
        id=f"z{index}",
        name=Text(fr=f"Zone {index}", en=f"Area {index}.{variant}"),
        polygon=polygon,
        los_marker=(xm, ym),
        elevation=(index + variant) % 3,
        capacity=4 if index % 7 == 0 else None,
        difficult=index % 5 == 0,
        danger=Danger(dice=(DiceCount("red", 1),)) if index % 11 == 0 else None,
        water=index % 13 == 0,
        reinforcement=index % 97 == 0,
    )


def _borders(zone_count: int, columns: int, variant: int) -> tuple[Border, ...]:
    borders: list[Border] = []
    for i in range(zone_count):
        right, down = i + 1, i + columns
        if right % columns and right < zone_count:
            climb = (i + variant) % 9 == 0
            kind = BorderKind.CLIMB if climb else BorderKind.OPEN
            borders.append(Border(f"z{i}", f"z{right}", kind, cost_ab=int(climb)))
        if down < zone_count:
            blocks = (i + variant) % 17 == 0
            kind = BorderKind.WALL if blocks else BorderKind.OPEN
            borders.append(Border(f"z{i}", f"z{down}", kind, blocks_los=blocks))
    diagonals = [i for i in range(zone_count) if (i + 1) % columns and i + columns + 1 < zone_count]
    for i in diagonals[: max(0, zone_count * 5 // 2 - len(borders))]:
        borders.append(Border(f"z{i}", f"z{i + columns + 1}", derived=False))
    return tuple(borders)


def _unit(index: int, variant: int) -> Unit:
    side = Side.HERO if index < 4 else Side.VILLAIN
    profile = SoloProfile(
        hit_points=3 + (index + variant) % 5,
        armor=index % 3,
        movement=2 + index % 2,
        attacks=(
            SoloAttack(AttackKind.MELEE, Text(fr="Coup", en="Strike"), (DiceCount("orange", 2),)),
            SoloAttack(AttackKind.RANGED, Text(fr="Tir", en="Shot"), (DiceCount("yellow", 1),), 3),
        ),
    )
    return Unit(
        id=f"u{index}",
        name=Text(fr=f"Unité {index}", en=f"Unit {index}"),
        side=side,
        profile=profile,
    )


def _dice() -> DiceSet:
    faces = {
        "white": (0, 0, 0, 0, 1, 1),
        "yellow": (0, 0, 0, 1, 1, 2),
        "orange": (0, 0, 1, 1, 2, 2),
        "red": (0, 1, 1, 2, 2, 3),
        "black": (1, 1, 2, 2, 3, 3),
    }
    return DiceSet(
        id="default",
        name=Text.both("Dice"),
        dice=tuple(
            DieType(die_id, Text.both(die_id), faces=f, verified=True)
            for die_id, f in faces.items()
        ),
    )
