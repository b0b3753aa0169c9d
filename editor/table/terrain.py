"""The terrain pieces of a free table as checked shapely polygons, built once per query.

Movement and line of sight both test segments and grid points against the pieces; shapely
needs a valid polygon for that, and a degenerate outline (fewer than three points, no area,
an edge crossing another) would give silently wrong answers. Validation warns about such
outlines on import, but a table being edited can hold one, so it is refused here with
``table.bad_terrain_polygon`` naming the piece.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import shapely

from editor.messages import error
from editor.model.table import FreeTable, TerrainPiece


@dataclass(frozen=True, slots=True)
class PlacedPiece:
    """A terrain piece with its outline as a prepared shapely polygon."""

    piece: TerrainPiece
    shape: shapely.Polygon


@dataclass(frozen=True, slots=True)
class Terrain:
    """A free table with its terrain ready for geometric queries."""

    table: FreeTable
    pieces: tuple[PlacedPiece, ...]

    @classmethod
    def of(cls, table: FreeTable) -> Terrain:
        return cls(table, tuple(_placed(piece, i) for i, piece in enumerate(table.terrain)))


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
