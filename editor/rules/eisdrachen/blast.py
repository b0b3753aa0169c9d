"""Where a grenade lands and whom it catches, « 4) Lancer une grenade », on a free table.

« Le joueur décide où lancer sa bête, il lance un dé qui désigne les rebonds (le score donne le
nombre de pas). Les rebonds vont toujours dans la direction opposée au lanceur. On regarde avec
la réglette où elle atterrit et toutes les figurines dans un périmètre de 3 pas se prennent
[...] »: from the aim point the grenade rolls on, along the line from the thrower's centre
through the aim point, as many pas as the bounce gives. « Si la grenade tombe au pied d'un mur,
elle pète à son pied »: a wall on that line (a piece that cannot be walked through: impassable,
to be climbed, or a closed door) stops it at its foot, on the thrower's side; the table's edge
stops it too (a reading: the grenade stays on the table). Caught: every figure, whatever its
side and the thrower included, with some part of its base within the radius of the landing
point (``editor.table.measure.grenade_victims``), and, when ``grenade_wall_shields`` is set,
no wall between the landing point and its centre. Heights are not read: a grenade bursts on the
ground. Pure core.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

import shapely

from editor.model.geometry import Point
from editor.model.options import RulesOptions
from editor.model.table import MovementEffect, TerrainPiece
from editor.table.figures import TableFigure
from editor.table.measure import grenade_victims
from editor.table.terrain import Terrain

FOOT_MM = 0.5
"""How far from the wall a grenade stopped by it bursts, on its own side."""


@dataclass(frozen=True, slots=True)
class Landing:
    point: Point
    at_wall: str | None
    """The id of the wall that stopped it, if one did."""


def is_wall(piece: TerrainPiece) -> bool:
    """A piece a grenade cannot roll through."""
    return piece.closed_door or piece.movement in (MovementEffect.IMPASSABLE,
                                                   MovementEffect.CLIMB)


def wall_at(terrain: Terrain, point: Point) -> str | None:
    """The wall whose outline holds ``point`` (an aim point there is refused)."""
    for placed in terrain.near(shapely.Point(point)):
        if is_wall(placed.piece) and shapely.covers(placed.shape, shapely.Point(point)):
            return placed.piece.id
    return None


def landing(terrain: Terrain, thrower: Point, aim: Point, bounce_mm: float) -> Landing:
    """Where a grenade aimed at ``aim`` lands after rolling ``bounce_mm`` away from ``thrower``
    (the caller has checked that the aim point is away from the thrower)."""
    dx, dy = aim[0] - thrower[0], aim[1] - thrower[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    travel, stopped_by = bounce_mm, None
    if bounce_mm > 0:
        end = (aim[0] + ux * bounce_mm, aim[1] + uy * bounce_mm)
        path = shapely.LineString([aim, end])
        for placed in terrain.near(path):
            if not is_wall(placed.piece):
                continue
            crossing = shapely.intersection(path, placed.shape)
            if crossing.is_empty:
                continue
            near = shapely.distance(shapely.Point(aim), crossing)
            if near - FOOT_MM < travel:
                travel, stopped_by = max(0.0, near - FOOT_MM), placed.piece.id
        table = terrain.table
        for start, step, limit in ((aim[0], ux, table.width_mm), (aim[1], uy, table.height_mm)):
            edge = (limit - start) / step if step > 0 else (-start / step if step < 0 else travel)
            if edge < travel:
                travel, stopped_by = max(0.0, edge), None
    point = (aim[0] + ux * travel, aim[1] + uy * travel)
    return Landing(point, stopped_by)


def caught(terrain: Terrain, figures: Iterable[TableFigure], burst: Point,
           options: RulesOptions) -> tuple[TableFigure, ...]:
    """The figures the grenade bursting at ``burst`` catches (module docstring)."""
    near = grenade_victims(figures, burst, terrain.table, options)
    if not options.eisdrachen.grenade_wall_shields:
        return near
    return tuple(f for f in near if not _wall_between(terrain, burst, f.position))


def _wall_between(terrain: Terrain, a: Point, b: Point) -> bool:
    line = shapely.LineString([a, b])
    return any(is_wall(p.piece) and shapely.intersects(line, p.shape)
               for p in terrain.near(line))
