"""The terrain pieces of a free table as checked shapely polygons, built once per query.

Movement and line of sight both test segments and grid points against the pieces; shapely
needs a valid polygon for that, and a degenerate outline (fewer than three points, no area,
an edge crossing another) would give silently wrong answers. Validation warns about such
outlines on import, but a table being edited can hold one, so it is refused here with
``table.bad_terrain_polygon`` naming the piece.

It also says where a figure stands in height: on the highest piece with a flat top under its
base centre (``TerrainPiece.flat_top``: "une figurine ... normalement posée (c'est à dire sur
un sol plat)"), else on the ground, at 0. Pieces without a flat top (a trench, a hedge, the
ruins of a farm) are stood *in*, at the level around them.
"""

from __future__ import annotations

import functools
import math
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import ParamSpec, TypeVar

import numpy as np
import shapely

from editor.messages import error
from editor.model.geometry import Point
from editor.model.table import FreeTable, TerrainPiece

GEOMETRY_LOCK = threading.RLock()
"""Held while the prepared shapes and the tree of a ``Terrain`` answer a query. GEOS's
prepared geometries and trees are not thread-safe (they keep state while answering), a
table's terrain is shared by the play window's GUI thread and its overlay worker, and shapely
releases the GIL: two threads drawing sight over the same pieces crashed the process. Each
query (a movement range, the sight lines of one figure, a climb, the ground under a move) takes
a few ms, so the other thread waits no longer than that."""

_P = ParamSpec("_P")
_R = TypeVar("_R")


def serialized(function: Callable[_P, _R]) -> Callable[_P, _R]:
    """``function`` run under ``GEOMETRY_LOCK``."""

    @functools.wraps(function)
    def locked(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        with GEOMETRY_LOCK:
            return function(*args, **kwargs)

    return locked

@dataclass(frozen=True, slots=True)
class PlacedPiece:
    """A terrain piece with its outline as a prepared shapely polygon."""

    piece: TerrainPiece
    shape: shapely.Polygon


@dataclass(frozen=True, slots=True)
class Level:
    """Where a point stands in height: the top of ``piece``, or the ground (``piece`` None)."""

    height_mm: float = 0.0
    piece: PlacedPiece | None = None

    @property
    def piece_id(self) -> str | None:
        return None if self.piece is None else self.piece.piece.id


@dataclass(frozen=True, slots=True)
class Terrain:
    """A free table with its terrain ready for geometric queries."""

    table: FreeTable
    pieces: tuple[PlacedPiece, ...]
    _tree: shapely.STRtree = field(repr=False, compare=False)
    _grown: dict[tuple[int, float, bool], shapely.Geometry] = field(
        default_factory=dict, repr=False, compare=False
    )
    _tops: tuple[tuple[tuple[float, float, float, float], PlacedPiece], ...] = field(
        default=(), repr=False, compare=False
    )
    """(bounds, piece) of the raised flat tops, highest first, then in table order."""

    @classmethod
    def of(cls, table: FreeTable) -> Terrain:
        pieces = tuple(_placed(piece, i) for i, piece in enumerate(table.terrain))
        raised = sorted((p for p in pieces if p.piece.flat_top and p.piece.height_mm > 0),
                        key=lambda p: -p.piece.height_mm)  # stable: table order within a height
        tops = tuple((p.shape.bounds, p) for p in raised)
        return cls(table, pieces, shapely.STRtree([p.shape for p in pieces]), _tops=tops)

    @serialized
    def grown(self, index: int, margin_mm: float, ring: bool = False) -> shapely.Geometry:
        """Piece ``index`` grown by ``margin_mm`` (only the band around it with ``ring``),
        prepared, and kept for the next figure with the same base."""
        key = (index, margin_mm, ring)
        found = self._grown.get(key)
        if found is None:
            shape = self.pieces[index].shape
            found = shape.buffer(margin_mm)
            if ring:
                found = found.difference(shape)
            shapely.prepare(found)
            self._grown[key] = found
        return found

    def near(self, geometry: shapely.Geometry) -> list[PlacedPiece]:
        """The pieces whose bounding box meets ``geometry``'s, in table order."""
        return [self.pieces[i] for i in self.near_indices(geometry)]

    @serialized
    def near_indices(self, geometry: shapely.Geometry) -> list[int]:
        """Indices in ``pieces`` of ``near``."""
        return sorted(self._tree.query(geometry).tolist())

    @serialized
    def under(self, point: Point) -> np.ndarray:
        """Indices in ``pieces``, in table order, of the pieces whose interior holds ``point``
        (one vectorised test of every outline)."""
        return np.flatnonzero(shapely.contains_xy(self._tree.geometries, point[0], point[1]))

    def level_at(self, point: Point) -> Level:
        """The highest flat top under ``point`` (its interior), else the ground; of tops of the
        same height, the first in table order."""
        x, y = point
        for (x0, y0, x1, y1), placed in self._tops:
            if x0 <= x <= x1 and y0 <= y <= y1 and shapely.contains_xy(placed.shape, x, y):
                return Level(placed.piece.height_mm, placed)
        return Level()

    def levels(self, xs: np.ndarray, ys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Level of each point, and the index in ``pieces`` of the flat top giving it (-1)."""
        heights = np.zeros(np.shape(xs))
        owners = np.full(np.shape(xs), -1, dtype=np.int64)
        for index, placed in enumerate(self.pieces):
            if not placed.piece.flat_top:
                continue
            above = points_in(placed.shape, xs, ys) & (placed.piece.height_mm > heights)
            heights[above] = placed.piece.height_mm
            owners[above] = index
        return heights, owners


def points_in(
    area: shapely.Geometry, xs: np.ndarray, ys: np.ndarray, test=shapely.contains_xy
) -> np.ndarray:
    """``test(area, xs, ys)`` (``shapely.contains_xy`` or ``intersects_xy``) asked only of the
    points within ``area``'s bounding box: the others cannot be in it, and a piece covers a
    small part of the many grid points a move samples."""
    x0, y0, x1, y1 = area.bounds
    near = (xs >= x0) & (xs <= x1) & (ys >= y0) & (ys <= y1)
    found = np.zeros(np.shape(xs), dtype=bool)
    if near.any():
        found[near] = test(area, xs[near], ys[near])
    return found


def _placed(piece: TerrainPiece, index: int) -> PlacedPiece:
    points = piece.polygon
    finite = all(math.isfinite(c) for point in points for c in point)
    shape = shapely.Polygon(points) if len(points) >= 3 and finite else None
    if shape is None or not shape.is_valid or shape.area <= 0:
        raise error(
            "table.bad_terrain_polygon",
            where=f"board.terrain[{index}].polygon",
            piece=piece.id,
        )
    shapely.prepare(shape)
    return PlacedPiece(piece, shape)
