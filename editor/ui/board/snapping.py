"""Snapping and shared edges for the drawing tools, in millimetres (PRODUCT §2b).

Neighbouring zones must share edges *exactly* (the same vertices), or adjacency and line of
sight would depend on floating-point luck. Two steps make it so: a clicked point snaps to an
existing vertex within a tolerance, else onto the nearest edge; and when an outline is
committed, every existing vertex lying on one of its edges is inserted into it, and each of its
vertices lying on a neighbour's edge is inserted into that neighbour (no T-junctions left).
Tolerances come from the view as screen pixels converted to millimetres. Pure numpy, no Qt:
this module must not import Qt or the document.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from editor.board.memo import IdentityMemo
from editor.model.board import ZoneBoard
from editor.model.geometry import Point, Polygon

ON_EDGE_MM = 1e-3
"""A vertex closer than this to an edge lies on it (snapped points are ~1e-12 mm away)."""


@dataclass(frozen=True)
class Snap:
    """Where a clicked point lands: on a vertex, on an edge, or where it was ("free")."""

    point: Point
    kind: str


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
    projected, distances = _project(np.array(point, dtype=float), starts, ends)
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


def _project(point: np.ndarray, starts: np.ndarray, ends: np.ndarray):
    delta = ends - starts
    length2 = np.maximum((delta**2).sum(axis=1), 1e-18)
    t = np.clip(((point - starts) * delta).sum(axis=1) / length2, 0.0, 1.0)
    projected = starts + t[:, None] * delta
    return projected, np.hypot(*(projected - point).T)


def insert_on_edges(polygon: Polygon, points: Iterable[Point]) -> Polygon:
    """``polygon`` with every point of ``points`` that lies on one of its edges (strictly
    between the ends, within ``ON_EDGE_MM``) inserted as a vertex, in order along the edge."""
    candidates = np.array(list(points), dtype=float).reshape(-1, 2)
    if not len(candidates) or len(polygon) < 2:
        return polygon
    result: list[Point] = []
    for i, start in enumerate(polygon):
        end = polygon[(i + 1) % len(polygon)]
        result.append(start)
        a, b = np.array(start, dtype=float), np.array(end, dtype=float)
        delta = b - a
        length2 = float((delta**2).sum())
        if length2 == 0:
            continue
        t = ((candidates - a) @ delta) / length2
        rel = candidates - a
        off = np.abs(delta[0] * rel[:, 1] - delta[1] * rel[:, 0])
        inside = (off / np.sqrt(length2) <= ON_EDGE_MM) & (t > 0) & (t < 1)
        inside &= (np.hypot(*(candidates - a).T) > ON_EDGE_MM)
        inside &= (np.hypot(*(candidates - b).T) > ON_EDGE_MM)
        for k in np.argsort(t[inside], kind="stable"):
            point = tuple(candidates[inside][k].tolist())
            if point != result[-1]:
                result.append(point)
    return tuple(result)


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
