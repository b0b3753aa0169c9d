"""The geometry and bookkeeping of splitting and merging zones, pure (no Qt, no document):
where a line cuts an outline, the outline of a union, a marker inside a part, and how border
settings and LOS overrides follow zones that are cut or merged. ``split_merge_tools`` turns
these into commands; keeping them apart lets them be tested and reasoned about as geometry.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import shapely

from editor.board.shapes import markers_of
from editor.model.board import Border, LosOverride, Zone, ZoneBoard
from editor.model.geometry import Point, Polygon
from editor.ui.board import snapping

TOLERANCE = snapping.ON_EDGE_MM


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
    outline = snapping.insert_on_edges(polygon, hits)
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
    outline = snapping.insert_on_edges(outline, snapping.outlines(board).vertices)
    return outline if valid_outline(outline) else None


def inherited_borders(
    borders: tuple[Border, ...], old: tuple[Border, ...], heir: str, donors: set[str]
) -> tuple[Border, ...]:
    """``borders`` where each border of ``heir`` takes the settings a donor zone had with the
    same neighbour in ``old`` (orientation kept; still derived: it follows an edge), unless
    ``heir`` had its own there."""
    own = {frozenset((b.a, b.b)) for b in old if heir in (b.a, b.b)}
    settings: dict[str, Border] = {}
    for border in old:
        for donor, other in ((border.a, border.b), (border.b, border.a)):
            if donor in donors and other not in donors and other != heir:
                settings.setdefault(other, border)
    result = []
    for border in borders:
        other = border.b if border.a == heir else border.a if border.b == heir else None
        source = settings.get(other) if other is not None else None
        if source is not None and frozenset((heir, other)) not in own:
            border = dataclasses.replace(
                source,
                a=heir if source.a in donors else source.a,
                b=heir if source.b in donors else source.b,
                derived=border.derived,
            )
        result.append(border)
    return tuple(result)


def renamed_hand_borders(
    borders: tuple[Border, ...], kept: str, removed: set[str]
) -> tuple[Border, ...]:
    """Hand-added borders (re-derivation keeps them whatever the geometry) with ``removed``
    zones renamed ``kept``; a border that would join a zone to itself or repeat a pair goes."""
    result, pairs = [], {frozenset((b.a, b.b)) for b in borders if b.derived}
    for border in borders:
        if not border.derived:
            a = kept if border.a in removed else border.a
            b = kept if border.b in removed else border.b
            if a == b or frozenset((a, b)) in pairs:
                continue
            border = dataclasses.replace(border, a=a, b=b)
        result.append(border)
        pairs.add(frozenset((border.a, border.b)))
    return tuple(result)


def rewritten_overrides(
    overrides: tuple[LosOverride, ...], kept: str, removed: set[str]
) -> tuple[LosOverride, ...]:
    """The LOS overrides with ``removed`` zones renamed ``kept``; self-pairs and pairs whose
    rewritten overrides disagree are dropped."""
    verdicts: dict[tuple[str, str], set[bool]] = {}
    rewritten = []
    for override in overrides:
        viewer = kept if override.viewer in removed else override.viewer
        target = kept if override.target in removed else override.target
        if viewer != target:
            rewritten.append(LosOverride(viewer, target, override.visible))
            verdicts.setdefault((viewer, target), set()).add(override.visible)
    result, seen = [], set()
    for override in rewritten:
        pair = (override.viewer, override.target)
        if len(verdicts[pair]) == 1 and pair not in seen:
            result.append(override)
            seen.add(pair)
    return tuple(result)


def valid_outline(polygon: Polygon) -> bool:
    """At least three corners, no crossing sides, some area."""
    if len(polygon) < 3:
        return False
    shape = shapely.Polygon(polygon)
    return shape.is_valid and shape.area > 0
