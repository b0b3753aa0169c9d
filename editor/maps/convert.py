"""A Universal VTT map made into a scenario of a rule system, on that system's kind of board.

The scenario starts as File › New makes it for the rule system (its plug-in's
``blank_scenario``), so it is ready for that system; what the map gives is laid on the board the
system plays on, never by testing the system's name:

- everything: the image becomes the background, calibrated to millimetres from the grid
  (``grid_mm`` per cell, 25.4 by default: one inch, the usual square of a battle map), with the
  map's origin cell at the board's top-left corner; the board is the map's size;
- a zone board: each ``line_of_sight`` polyline and object outline becomes a wall, each portal
  a door drawn as a wall (``Wall.door``), blocking sight while closed. There are no zones yet:
  the author draws them (validation warns ``validation.no_zones``), and borders derived across
  walls and doors become walls and doors (``editor.board.adjacency``);
- a free table: walls and object outlines become terrain pieces that block sight and movement
  (impassable, heavy cover, two cells high), their strips ``WALL_CELLS`` thick merged so that
  no two pieces overlap; a closed outline is filled. Each portal becomes a thin piece of its
  own: closed, it blocks sight and movement as a wall does; open, it blocks nothing, and its
  name says which (the free-table model has no door state to carry it).

Pure Python and shapely: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field, replace

import shapely
from shapely.geometry import LineString, Polygon
from shapely.ops import split

from editor.limits import Limits
from editor.maps.image import decode_background
from editor.maps.uvtt import UniversalMap
from editor.messages import SkirmishError, error, translate
from editor.model.board import BackgroundImage, DoorState, Wall, ZoneBoard
from editor.model.geometry import Point
from editor.model.scenario import ImageAsset, Scenario
from editor.model.table import CoverClass, MovementEffect, TerrainPiece
from editor.model.text import Text
from editor.rules import plugin

DEFAULT_GRID_MM = 25.4
WALL_CELLS = 0.1
"""Thickness of a wall piece on a free table, in cells (2.54 mm on a one-inch grid)."""
WALL_HEIGHT_CELLS = 2.0
"""Height of a wall piece, in cells: a storey (two five-foot squares)."""
PRECISION_MM = 0.01
"""Piece outlines are snapped to this grid, which keeps them valid and the documents short."""
BACKGROUND = "images/map"
"""The background's member name, before its extension."""


@dataclass(frozen=True, slots=True)
class ImportedMap:
    """The scenario made from a map, with what went into it (the ``import-vtt`` summary)."""

    scenario: Scenario
    walls: int
    """Walls and object outlines read from the map."""
    doors: int
    pieces: int
    """Terrain pieces made (free tables; 0 on zone boards)."""
    ignored: dict[str, int] = field(default_factory=dict)

    def summary(self) -> dict[str, object]:
        board = self.scenario.board
        return {
            "name": self.scenario.name,
            "walls": self.walls,
            "doors": self.doors,
            "pieces": self.pieces,
            "width_mm": board.width_mm,
            "height_mm": board.height_mm,
            "ignored": dict(self.ignored),
        }


def map_scenario(
    vtt: UniversalMap,
    name: str,
    rule_system: str,
    *,
    where: str,
    limits: Limits,
    grid_mm: float = DEFAULT_GRID_MM,
    taken: Collection[str] = (),
) -> ImportedMap:
    """The scenario ``name`` of ``rule_system`` made from ``vtt`` (``where`` names the file)."""
    if not 1.0 <= grid_mm <= 1000.0:
        raise error("vtt.bad_grid", where=where, value=grid_mm)
    width, height = round(vtt.size[0] * grid_mm, 3), round(vtt.size[1] * grid_mm, 3)
    try:
        scenario = plugin(rule_system).blank_scenario(name, width, height, taken)
    except SkirmishError as exc:
        if exc.message.key != "blank.bad_size":
            raise
        raise error("blank.bad_size", where=f"{where}: resolution.map_size", width=width,
                    height=height) from None
    description = Text(**{lang: translate("vtt.description", lang, file=where)
                          for lang in ("fr", "en")})
    scenario = replace(scenario, description=description)
    mm = _Scale(vtt.origin, grid_mm)
    background, images = None, ()
    if vtt.image is not None:
        picture = decode_background(vtt.image, f"{where}: image", limits)
        member = BACKGROUND + picture.extension
        background = BackgroundImage(member, mm_per_pixel=grid_mm / vtt.pixels_per_grid)
        images = (ImageAsset(member, picture.data),)
    walls = len(vtt.walls) + len(vtt.objects)
    board = scenario.board
    if isinstance(board, ZoneBoard):
        board = replace(board, background=background, walls=_walls(vtt, mm))
        pieces = 0
    else:
        terrain = _pieces(vtt, mm, grid_mm)
        board = replace(board, background=background, terrain=terrain)
        pieces = len(terrain)
    scenario = replace(scenario, board=board, images=images)
    return ImportedMap(scenario, walls, len(vtt.portals), pieces, dict(vtt.ignored))


@dataclass(frozen=True, slots=True)
class _Scale:
    origin: Point
    grid_mm: float

    def point(self, point: Point) -> Point:
        return (
            round((point[0] - self.origin[0]) * self.grid_mm, 3),
            round((point[1] - self.origin[1]) * self.grid_mm, 3),
        )

    def line(self, line: tuple[Point, ...]) -> tuple[Point, ...]:
        return tuple(self.point(p) for p in line)


def _walls(vtt: UniversalMap, mm: _Scale) -> tuple[Wall, ...]:
    walls = [Wall(f"wall-{i}", mm.line(line)) for i, line in enumerate(vtt.walls, 1)]
    walls += [Wall(f"object-{i}", mm.line(line)) for i, line in enumerate(vtt.objects, 1)]
    for i, portal in enumerate(vtt.portals, 1):
        state = DoorState.CLOSED if portal.closed else DoorState.OPEN
        walls.append(Wall(f"door-{i}", mm.line(portal.bounds), blocks_los=portal.closed,
                          blocks_movement=False, door=state))
    return tuple(walls)


def _pieces(vtt: UniversalMap, mm: _Scale, grid_mm: float) -> tuple[TerrainPiece, ...]:
    half = WALL_CELLS * grid_mm / 2
    doors = [LineString(mm.line(p.bounds)) for p in vtt.portals]
    door_strips = [shapely.buffer(d, half, cap_style="flat") for d in doors]
    shapes = [shapely.buffer(LineString(mm.line(w)), half, cap_style="square",
                             join_style="mitre") for w in vtt.walls]
    for outline in vtt.objects:
        shapes.append(_filled(mm.line(outline)) or shapely.buffer(
            LineString(mm.line(outline)), half, cap_style="square", join_style="mitre"))
    solid = shapely.union_all([s for s in shapes if not s.is_empty])
    if door_strips:
        solid = solid.difference(shapely.union_all(door_strips))
    solid = shapely.set_precision(solid, PRECISION_MM)
    height = WALL_HEIGHT_CELLS * grid_mm
    wall_name = _text("vtt.piece.wall")
    pieces = [
        TerrainPiece(f"wall-{i}", outline, wall_name, CoverClass.HEAVY, height,
                     MovementEffect.IMPASSABLE, blocks_los=True)
        for i, outline in enumerate(_outlines(solid), 1)
    ]
    for i, (portal, strip) in enumerate(zip(vtt.portals, door_strips), 1):
        outlines = _outlines(shapely.set_precision(strip, PRECISION_MM))
        if not outlines:  # a door of no length
            continue
        if portal.closed:
            pieces.append(TerrainPiece(
                f"door-{i}", outlines[0], _text("vtt.piece.door_closed"), CoverClass.HEAVY,
                height, MovementEffect.IMPASSABLE, blocks_los=True))
        else:
            pieces.append(TerrainPiece(f"door-{i}", outlines[0], _text("vtt.piece.door_open")))
    return tuple(pieces)


def _filled(outline: tuple[Point, ...]) -> Polygon | None:
    """The area a closed outline encloses, when it is a valid polygon (else None)."""
    if len(outline) < 4 or outline[0] != outline[-1]:
        return None
    polygon = Polygon(outline)
    return polygon if polygon.is_valid and polygon.area > 0 else None


def _outlines(geometry: shapely.Geometry) -> list[tuple[Point, ...]]:
    """The outlines of the polygons of ``geometry``, each cut where it has holes (a piece is a
    simple polygon: a room's walls, merged, would be a ring)."""
    outlines = []
    for polygon in _polygons(geometry):
        for part in _without_holes(polygon):
            ring = shapely.normalize(part).exterior.coords[:-1]
            if len(ring) >= 3:
                outlines.append(tuple((round(x, 3), round(y, 3)) for x, y in ring))
    return outlines


def _polygons(geometry: shapely.Geometry) -> list[Polygon]:
    if isinstance(geometry, Polygon):
        return [] if geometry.is_empty else [geometry]
    return [g for g in getattr(geometry, "geoms", ()) if isinstance(g, Polygon) and not g.is_empty]


def _without_holes(polygon: Polygon) -> list[Polygon]:
    """``polygon`` cut by vertical lines through its holes into parts without holes."""
    if not polygon.interiors:
        return [polygon]
    x = Polygon(polygon.interiors[0]).representative_point().x
    _minx, miny, _maxx, maxy = polygon.bounds
    parts = split(polygon, LineString([(x, miny - 1), (x, maxy + 1)]))
    pieces = []
    for part in _polygons(parts):
        pieces.extend(_without_holes(part))
    return pieces


def _text(key: str) -> Text:
    return Text(fr=translate(key, "fr"), en=translate(key, "en"))
