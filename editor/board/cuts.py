"""The geometry of splitting and merging zones, in millimetres (PRODUCT §2b): where a line
cuts an outline, the outline of a union, and a LOS marker inside a part.

The commands that turn these into edits of the scenario, and carry border settings and LOS
overrides over to the zones cut or merged, are ``editor.editing.cuts``. Pure shapely and
numpy: must not import Qt or the documents.
"""

from __future__ import annotations

import numpy as np
import shapely

from editor.board.shapes import markers_of
from editor.board.snapping import outlines
from editor.model.board import Zone, ZoneBoard
from editor.model.geometry import Point, Polygon
from editor.model.outline import ON_EDGE_MM, insert_on_edges, valid_outline

TOLERANCE = ON_EDGE_MM


def cut_outline(polygon: Polygon, start: Point, end: Point) -> tuple[Polygon, Polygon] | None:
    """The two outlines the segment ``start``–``end`` cuts ``polygon`` into, or None when it
    does not cross it exactly once from edge to edge (or a part would be degenerate)."""
    ring = shapely.LinearRing(polygon)
    line = shapely.LineString([start, end])
    if line.length <= TOLERANCE:
        return None
    hits: list[Point] = [p for p in (start, end) if ring.distance(shapely.Point(p)) <= TOLERANCE]
    for part in shapely.get_parts(shapely.intersection(line, ring)):
        if part.geom_type != "Point":
            return None  # running along an edge is not a cut
        point = (part.x, part.y)
        if all(np.hypot(point[0] - h[0], point[1] - h[1]) > TOLERANCE for h in hits):
            hits.append(point)
    if len(hits) != 2:
        return None
    chord = shapely.LineString(hits)
    if not shapely.Polygon(polygon).contains(chord.interpolate(0.5, normalized=True)):
        return None
    outline = insert_on_edges(polygon, hits)
    first, second = (_vertex_index(outline, hit) for hit in hits)
    if first is None or second is None or first == second:
        return None
    i, j = sorted((first, second))
    parts = outline[i : j + 1], outline[j:] + outline[: i + 1]
    return parts if all(valid_outline(part) for part in parts) else None


def _vertex_index(outline: Polygon, point: Point) -> int | None:
    distances = np.hypot(*(np.array(outline, dtype=float) - np.array(point)).T)
    best = int(np.argmin(distances))
    return best if distances[best] <= TOLERANCE else None


def keeper(parts: tuple[Polygon, Polygon], marker: Point | None) -> tuple[Polygon, Polygon, Point]:
    """Which part of a cut zone stays that zone: (kept part, other part, kept marker).

    The part holding the zone's LOS marker keeps it (and its marker); without a marker inside
    either part, the larger part does, with a new marker inside it."""
    shapes = [shapely.Polygon(p) for p in parts]
    if marker is not None and shapes[1].contains(shapely.Point(marker)):
        return parts[1], parts[0], marker
    if marker is not None and shapes[0].contains(shapely.Point(marker)):
        return parts[0], parts[1], marker
    kept, other = parts if shapes[0].area >= shapes[1].area else (parts[1], parts[0])
    return kept, other, marker_inside(kept)


def marker_inside(polygon: Polygon) -> Point:
    """A LOS marker for ``polygon``: its centroid when inside, else a point on its surface,
    rounded to 0.01 mm when that keeps it inside."""
    shape = shapely.Polygon(polygon)
    x, y = markers_of([Zone("", polygon=polygon)], [shape])[0]
    rounded = (round(float(x), 2), round(float(y), 2))
    return rounded if shape.contains(shapely.Point(rounded)) else (float(x), float(y))


def merged_outline(polygons: list[Polygon], board: ZoneBoard) -> Polygon | None:
    """The outline of the union of ``polygons`` when it is one polygon without holes (in the
    first polygon's orientation, board vertices on its edges kept), else None."""
    union = shapely.union_all([shapely.Polygon(p) for p in polygons])
    if union.geom_type != "Polygon" or union.interiors or not union.is_valid:
        return None
    outline = tuple(tuple(c) for c in shapely.get_coordinates(union.exterior)[:-1].tolist())
    if shapely.LinearRing(outline).is_ccw != shapely.LinearRing(polygons[0]).is_ccw:
        outline = (outline[0], *reversed(outline[1:]))
    outline = insert_on_edges(outline, outlines(board).vertices)
    return outline if valid_outline(outline) else None
