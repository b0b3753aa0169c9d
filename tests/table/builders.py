"""Small builders for the free-table tests: figures in millimetres, tables with pieces, and
the two rule systems' table rules with their default options."""

from __future__ import annotations

from editor.model import (
    CoverClass,
    DistanceUnit,
    DoorState,
    FreeTable,
    MovementEffect,
    RulesOptions,
    Side,
    TerrainPiece,
    Text,
)
from editor.rules.d20.table import d20_table_rules
from editor.rules.eisdrachen.table import eisdrachen_table_rules
from editor.table.figures import TableFigure, TableWeapon
from editor.table.terrain import Terrain


def fig(
    fid: str,
    x: float,
    y: float,
    *,
    side: Side = Side.HERO,
    base: float = 25.0,
    facing: float = 0.0,
    speed: float = 120.0,
    height: float = 30.0,
    weapons: tuple[TableWeapon, ...] = (),
    can_crawl: bool = True,
    elevation: float = 0.0,
) -> TableFigure:
    return TableFigure(
        id=fid,
        side=side,
        position=(float(x), float(y)),
        facing_deg=facing,
        base_mm=base,
        speed_mm=speed,
        height_mm=height,
        weapons=weapons,
        can_crawl=can_crawl,
        elevation_mm=elevation,
    )


def weapon(name: str, range_mm: float | None) -> TableWeapon:
    return TableWeapon(Text.both(name), range_mm)


def rect(x0: float, y0: float, x1: float, y1: float) -> tuple[tuple[float, float], ...]:
    return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def piece(
    pid: str,
    polygon: tuple[tuple[float, float], ...],
    *,
    cover: CoverClass = CoverClass.NONE,
    height: float = 0.0,
    movement: MovementEffect = MovementEffect.OPEN,
    blocks_los: bool = False,
    flat_top: bool = False,
    door: DoorState | None = None,
) -> TerrainPiece:
    return TerrainPiece(
        pid, polygon, Text.both(pid), cover, height, movement, blocks_los, flat_top, door
    )


def table(
    *pieces: TerrainPiece,
    width: float = 1200.0,
    height: float = 900.0,
    unit: DistanceUnit = DistanceUnit.CM,
    mm_per_pas: float = 25.0,
) -> FreeTable:
    return FreeTable(width, height, unit, mm_per_pas, tuple(pieces))


def terrain(*pieces: TerrainPiece, **kwargs) -> Terrain:
    return Terrain.of(table(*pieces, **kwargs))


D20 = d20_table_rules(RulesOptions(), table())
"""The D20 game's rules with the default options."""
EIS = eisdrachen_table_rules(RulesOptions(), table(unit=DistanceUnit.PAS, mm_per_pas=25.0))
"""Eisdrachen's rules with the default options, 1 pas = 25 mm (2 pas = 50 mm, 3 pas = 75 mm)."""
