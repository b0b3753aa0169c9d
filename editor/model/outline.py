"""Outline primitives both editors share, in millimetres (PRODUCT §2b): whether a polygon is a
usable outline, where a clicked point snaps (``Snap``), points inserted on a polygon's edges,
and the nearest point of a set of segments.

The zone-board engine (``editor.board``) and the free-table engine (``editor.table``) must not
import each other, yet zone outlines and terrain pieces are drawn and reshaped alike, so the
few computations they share live with the model's geometric types. Pure numpy and shapely:
must not import Qt, SQLAlchemy, the documents or either engine.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np
import shapely

from editor.model.geometry import Point, Polygon

ON_EDGE_MM = 1e-3
"""A vertex closer than this to an edge lies on it (snapped points are ~1e-12 mm away)."""


@dataclass(frozen=True)
class Snap:
    """Where a clicked point lands: on a vertex, on an edge, on the table's edge ("table"), or
    where it was ("free")."""

    point: Point
    kind: str


def valid_outline(polygon: Sequence[Point]) -> bool:
    """At least three corners, no crossing sides, some area."""
    if len(polygon) < 3:
        return False
    shape = shapely.Polygon(polygon)
    return shape.is_valid and shape.area > 0


def edges_of(polygons: Sequence[Polygon]) -> tuple[np.ndarray, np.ndarray]:
    """The (m, 2) start and end points of every edge of ``polygons`` (each closed)."""
    starts = [p for polygon in polygons for p in polygon]
    ends = [p for polygon in polygons for p in (*polygon[1:], *polygon[:1])]
    return (
        np.array(starts, dtype=float).reshape(-1, 2),
        np.array(ends, dtype=float).reshape(-1, 2),
    )


def project_on_segments(
    point: Sequence[float], starts: np.ndarray, ends: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """``point`` projected on each segment (clamped to its ends), and its distance to each."""
    point = np.asarray(point, dtype=float)
    delta = ends - starts
    length2 = np.maximum((delta**2).sum(axis=1), 1e-18)
    t = np.clip(((point - starts) * delta).sum(axis=1) / length2, 0.0, 1.0)
    projected = starts + t[:, None] * delta
    return projected, np.hypot(*(projected - point).T)


def nearest_on_segments(
    point: Point, starts: np.ndarray, ends: np.ndarray
) -> tuple[Point | None, float]:
    """The point of the segments nearest ``point`` and its distance (None, inf without any)."""
    if not len(starts):
        return None, float("inf")
    projected, distances = project_on_segments(point, starts, ends)
    best = int(np.argmin(distances))
    return tuple(projected[best].tolist()), float(distances[best])


def insert_on_edges(polygon: Polygon, points: Iterable[Point]) -> Polygon:
    """``polygon`` with every point of ``points`` that lies on one of its edges (strictly
    between the ends, within ``ON_EDGE_MM``) inserted as a vertex, in order along the edge.

    Neighbouring outlines must share edges exactly (the same vertices), or adjacency and line
    of sight would depend on floating-point luck: a committed outline takes the vertices lying
    on its edges, and its vertices go into the edges they lie on (no T-junctions left)."""
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
        inside &= np.hypot(*(candidates - a).T) > ON_EDGE_MM
        inside &= np.hypot(*(candidates - b).T) > ON_EDGE_MM
        for k in np.argsort(t[inside], kind="stable"):
            point = tuple(candidates[inside][k].tolist())
            if point != result[-1]:
                result.append(point)
    return tuple(result)
