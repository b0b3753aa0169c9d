"""Regions of the table as the play window draws and tests them: outlines as rings of points.

The movement and climb regions of ``editor.table.movement`` and ``editor.table.climbing`` are
shapely geometries in millimetres. The play window only draws them and asks whether a dropped
figure lands inside (PRODUCT §4 "Play (free tables)"); geometry stays in the core, so these two
questions are answered here. Pure core.
"""

from __future__ import annotations

import shapely
from shapely.geometry.polygon import orient

from editor.model.geometry import Point

Ring = tuple[Point, ...]
Outline = tuple[Ring, ...]
"""One polygon: its outline first (counter-clockwise), then its holes."""


def outlines_of(geometry: shapely.Geometry, tolerance_mm: float = 0.0) -> tuple[Outline, ...]:
    """The polygons of ``geometry`` (simplified by ``tolerance_mm``) as rings of points,
    without the closing point; lines, points and empty parts are left out."""
    if tolerance_mm > 0:
        geometry = geometry.simplify(tolerance_mm)
    found = []
    for part in shapely.get_parts(geometry):
        if part.is_empty or not isinstance(part, shapely.Polygon):
            continue
        part = orient(part, 1.0)
        rings = [part.exterior, *part.interiors]
        found.append(
            tuple(tuple((float(x), float(y)) for x, y in ring.coords[:-1]) for ring in rings)
        )
    return tuple(found)


def covers_point(geometry: shapely.Geometry, point: Point) -> bool:
    """Whether ``point`` lies in ``geometry`` or on its edge."""
    return bool(shapely.intersects_xy(geometry, point[0], point[1]))
