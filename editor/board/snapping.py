"""Snapping and shared edges for the zone-board editor, in millimetres (PRODUCT §2b).

Neighbouring zones must share edges *exactly* (the same vertices), or adjacency and line of
sight would depend on floating-point luck. Two steps make it so: a clicked point snaps to an
existing vertex within a tolerance, else onto the nearest edge (``snap``); and when an outline
is committed, every existing vertex lying on one of its edges is inserted into it, and each of
its vertices lying on a neighbour's edge is inserted into that neighbour
(``editor.model.outline.insert_on_edges``, no T-junctions left). Tolerances come from the view
as screen pixels converted to millimetres. Pure numpy: must not import Qt or the documents.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from editor.board.memo import IdentityMemo
from editor.model.board import ZoneBoard
from editor.model.geometry import Point, Polygon
from editor.model.outline import ON_EDGE_MM, Snap, project_on_segments


@dataclass(frozen=True)
class _Outlines:
    vertices: np.ndarray
    """(n, 2) distinct vertices of every zone outline and wall."""
    starts: np.ndarray
    ends: np.ndarray
    """(m, 2) each: the edges of every zone outline and wall segment."""


_outlines: IdentityMemo[_Outlines] = IdentityMemo(4)


def _build(board: ZoneBoard) -> _Outlines:
    starts: list[Point] = []
    ends: list[Point] = []
    for zone in board.zones:
        polygon = zone.polygon or ()
        starts.extend(polygon)
        ends.extend(polygon[1:] + polygon[:1])
    for wall in board.walls:
        starts.extend(wall.points[:-1])
        ends.extend(wall.points[1:])
    start = np.array(starts, dtype=float).reshape(-1, 2)
    end = np.array(ends, dtype=float).reshape(-1, 2)
    vertices = np.unique(np.concatenate([start, end]), axis=0)
    return _Outlines(vertices, start, end)


def outlines(board: ZoneBoard) -> _Outlines:
    return _outlines.get_or_build(board, None, lambda: _build(board))


def nearest_vertex(
    board: ZoneBoard, point: Point, tolerance_mm: float, exclude: Point | None = None
) -> Point | None:
    """The existing vertex nearest ``point`` within ``tolerance_mm`` (not ``exclude``)."""
    vertices = outlines(board).vertices
    if exclude is not None:
        vertices = vertices[~(vertices == np.array(exclude)).all(axis=1)]
    if not len(vertices):
        return None
    distances = np.hypot(*(vertices - np.array(point)).T)
    best = int(np.argmin(distances))
    return tuple(vertices[best].tolist()) if distances[best] <= tolerance_mm else None


def nearest_on_edge(
    board: ZoneBoard, point: Point, tolerance_mm: float, exclude: Point | None = None
) -> Point | None:
    """The nearest point on an existing edge within ``tolerance_mm`` (edges touching
    ``exclude`` are ignored, so a dragged vertex does not snap onto its own edges)."""
    shape = outlines(board)
    starts, ends = shape.starts, shape.ends
    if exclude is not None:
        keep = ~((starts == exclude).all(axis=1) | (ends == exclude).all(axis=1))
        starts, ends = starts[keep], ends[keep]
    if not len(starts):
        return None
    projected, distances = project_on_segments(point, starts, ends)
    best = int(np.argmin(distances))
    return tuple(projected[best].tolist()) if distances[best] <= tolerance_mm else None


def snap(
    board: ZoneBoard,
    point: Point,
    tolerance_mm: float,
    extra: Sequence[Point] = (),
    exclude: Point | None = None,
) -> Snap:
    """Snap ``point`` to a vertex (of the board or ``extra``, e.g. the outline being drawn),
    else onto an edge, else leave it."""
    candidates = [v for v in extra if np.hypot(v[0] - point[0], v[1] - point[1]) <= tolerance_mm]
    vertex = nearest_vertex(board, point, tolerance_mm, exclude)
    if vertex is not None:
        candidates.append(vertex)
    if candidates:
        best = min(candidates, key=lambda v: np.hypot(v[0] - point[0], v[1] - point[1]))
        return Snap(best, "vertex")
    on_edge = nearest_on_edge(board, point, tolerance_mm, exclude)
    if on_edge is not None:
        return Snap(on_edge, "edge")
    return Snap(point, "free")


def near_zones(board: ZoneBoard, polygon: Polygon, margin_mm: float = ON_EDGE_MM) -> list[int]:
    """Indexes of the zones whose bounding box meets ``polygon``'s (grown by ``margin_mm``)."""
    xs, ys = [p[0] for p in polygon], [p[1] for p in polygon]
    x0, y0 = min(xs) - margin_mm, min(ys) - margin_mm
    x1, y1 = max(xs) + margin_mm, max(ys) + margin_mm
    found = []
    for i, zone in enumerate(board.zones):
        if zone.polygon:
            zx = [p[0] for p in zone.polygon]
            zy = [p[1] for p in zone.polygon]
            if min(zx) <= x1 and max(zx) >= x0 and min(zy) <= y1 and max(zy) >= y0:
                found.append(i)
    return found


def corner_owners(board: ZoneBoard, vertex: Point) -> dict[str, Polygon]:
    """The outlines holding the corner ``vertex``: zone id → its outline.

    A corner is where outlines meet, not one zone's corner: moving or deleting it acts on
    every zone listed here."""
    return {
        zone.id: zone.polygon
        for zone in board.zones
        if zone.polygon and vertex in zone.polygon
    }
