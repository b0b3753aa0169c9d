"""Where things go on a free table while it is edited, in millimetres (PRODUCT §2b): a clicked
corner snapped to the pieces and the table's edges, the corner nearest a click, whether a
figure, an objective or a terrain piece stands on the table, where a piece's name goes (clear
of the figures standing on or by it), and a figure's facing towards a point.

Unlike zones, terrain pieces do not tile the table, so nothing has to share edges; a clicked
point still snaps to a nearby corner or edge of another piece, and to the table's edges, so
pieces can be laid against each other and against the edge. Pure shapely and numpy: must not
import Qt, the documents or the zone-board engine.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import shapely
import shapely.ops

from editor.model.geometry import Point
from editor.model.outline import Snap, edges_of, nearest_on_segments
from editor.model.table import FreeTable

SNAP_DEGREES = 15.0
"""The step a turned figure's facing snaps to (Shift while turning)."""


def snap_on_table(
    table: FreeTable,
    point: Point,
    tolerance_mm: float,
    extra: Sequence[Point] = (),
    skip_piece: str | None = None,
) -> Snap:
    """Snap ``point`` to a corner (of the pieces, ``extra`` or the table), else onto a piece's
    edge, else onto the table's edge, else leave it ("free")."""
    polygons = [p.polygon for p in table.terrain if p.id != skip_piece]
    corners = [
        *extra,
        *(v for polygon in polygons for v in polygon),
        (0.0, 0.0),
        (table.width_mm, 0.0),
        (0.0, table.height_mm),
        (table.width_mm, table.height_mm),
    ]
    near = [(math.hypot(x - point[0], y - point[1]), (x, y)) for x, y in corners]
    near = [entry for entry in near if entry[0] <= tolerance_mm]
    if near:
        return Snap(min(near)[1], "vertex")
    on_edge, distance = nearest_on_segments(point, *edges_of(polygons))
    if on_edge is not None and distance <= tolerance_mm:
        return Snap(on_edge, "edge")
    x, y = point
    if abs(x) <= tolerance_mm or abs(x - table.width_mm) <= tolerance_mm:
        x = 0.0 if abs(x) <= tolerance_mm else table.width_mm
        return Snap((x, y), "table")
    if abs(y) <= tolerance_mm or abs(y - table.height_mm) <= tolerance_mm:
        y = 0.0 if abs(y) <= tolerance_mm else table.height_mm
        return Snap((x, y), "table")
    return Snap(point, "free")


def corner_near(
    table: FreeTable, point: Point, tolerance_mm: float, first: str | None = None
) -> tuple[str, int] | None:
    """(piece id, corner index) of the corner nearest ``point`` within ``tolerance_mm``: the
    piece ``first``'s (the selected one) if one is close enough, else any piece's."""
    pieces = sorted(table.terrain, key=lambda p: p.id != first)
    for piece in pieces:
        best = min(
            ((math.hypot(x - point[0], y - point[1]), i) for i, (x, y) in enumerate(piece.polygon)),
            default=(math.inf, -1),
        )
        if best[0] <= tolerance_mm:
            return piece.id, best[1]
    return None


def on_table(table: FreeTable, point: Point) -> bool:
    """Whether a figure or objective at ``point`` stands on the table (its edge included)."""
    return 0.0 <= point[0] <= table.width_mm and 0.0 <= point[1] <= table.height_mm


def piece_on_table(table: FreeTable, polygon: Sequence[Point]) -> bool:
    """Whether some of a terrain piece lies on the table: a piece may hang over the edge, but
    one entirely off it is lost to the players."""
    box = shapely.box(0.0, 0.0, table.width_mm, table.height_mm)
    try:
        return shapely.Polygon(polygon).intersection(box).area > 0
    except (ValueError, shapely.errors.GEOSException):
        return any(on_table(table, point) for point in polygon)


def piece_anchor(polygon: Sequence[Point]) -> Point:
    """Where a piece's tag goes: a point inside it, or its box's centre if it is degenerate."""
    try:
        shape = shapely.Polygon(polygon)
        if shape.is_valid and shape.area > 0:
            point = shapely.point_on_surface(shape)
            return (point.x, point.y)
    except (ValueError, shapely.errors.GEOSException):
        pass
    xs = [p[0] for p in polygon] or [0.0]
    ys = [p[1] for p in polygon] or [0.0]
    return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)


Base = tuple[Point, float]
"""A figure's base on the table: its centre and radius, in mm."""


def tag_anchor(
    polygon: Sequence[Point], bases: Sequence[Base], tag_mm: tuple[float, float]
) -> Point:
    """Where a piece's name tag (``tag_mm``: its width and height, centred on the point) goes
    so that it covers no figure's base: its usual place (``piece_anchor``) if that is clear;
    else the point of the piece farthest from the bases and its edges; else just above the
    piece, or just below it; the usual place when none is clear. The tag keeps its size on
    screen, so the caller gives its size in mm at the current zoom."""
    anchor = piece_anchor(polygon)
    if not bases or _clear(anchor, bases, tag_mm):
        return anchor
    try:
        shape = shapely.Polygon(polygon)
        valid = shape.is_valid and shape.area > 0
    except (ValueError, shapely.errors.GEOSException):
        valid = False
    if not valid:
        return anchor
    width, height = tag_mm
    candidates = []
    grown = [shapely.Point(centre).buffer(radius + height / 2) for centre, radius in bases]
    free = shape.difference(shapely.union_all(grown))
    parts = [part for part in getattr(free, "geoms", [free]) if part.area > 0]
    if parts:
        widest = max(parts, key=lambda part: part.area)
        pole = shapely.ops.polylabel(widest, tolerance=max(0.5, height / 10))
        candidates.append((pole.x, pole.y))
    x0, y0, x1, y1 = shape.bounds
    candidates += [((x0 + x1) / 2, y0 - height * 0.6), ((x0 + x1) / 2, y1 + height * 0.6)]
    return next((point for point in candidates if _clear(point, bases, tag_mm)), anchor)


def _clear(point: Point, bases: Sequence[Base], tag_mm: tuple[float, float]) -> bool:
    """Whether a tag of ``tag_mm`` centred on ``point`` meets none of the ``bases``."""
    half_w, half_h = tag_mm[0] / 2, tag_mm[1] / 2
    for (x, y), radius in bases:
        dx = max(abs(x - point[0]) - half_w, 0.0)
        dy = max(abs(y - point[1]) - half_h, 0.0)
        if math.hypot(dx, dy) < radius:
            return False
    return True


def facing_towards(centre: Point, point: Point) -> float:
    """The facing (0° = up, clockwise, as ``Figure.facing_deg``) from ``centre`` to ``point``."""
    return math.degrees(math.atan2(point[0] - centre[0], centre[1] - point[1])) % 360.0


def snap_angle(degrees: float, step: float = SNAP_DEGREES) -> float:
    """``degrees`` rounded to a multiple of ``step``, in [0, 360)."""
    return (round(degrees / step) * step) % 360.0
