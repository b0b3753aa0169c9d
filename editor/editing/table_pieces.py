"""Terrain pieces of a free table: draw one corner by corner, reshape it corner by corner
(PRODUCT §4: "Free-table editor (cm or pas): table size, terrain pieces with cover class,
height, effect").

Unlike zones, terrain pieces do not tile the table, so nothing has to share edges
(``editor.table.placing`` snaps clicked corners to the pieces and the table's edges). A drawn
piece gets a fresh id and the name "Terrain N" / "Élément N"; an outline that crosses itself
or has no area is refused. Reshaping moves one corner of one piece, inserts a corner on an
edge or deletes one; a position that would make the outline cross itself is refused, so a
drag skips it. Pure Python: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Iterable

from editor.documents.addresses import ById, Path
from editor.editing.edit import Edit, Plan
from editor.messages import error, translate
from editor.model.geometry import Point, Polygon
from editor.model.outline import insert_on_edges, valid_outline
from editor.model.table import TerrainPiece
from editor.model.text import Text
from editor.model.tokens import fresh_id
from editor.table.figures import require_free_table


def piece_path(piece_id: str, field: str = "polygon") -> Path:
    return ("board", "terrain", ById(piece_id), field)


def _outline(plan: Plan, piece_id: str) -> Polygon | None:
    table = require_free_table(plan.scenario)
    return next((p.polygon for p in table.terrain if p.id == piece_id), None)


class AddTerrainPiece(Edit):
    """Draw a terrain piece through ``points`` (already snapped); refused with
    ``table_editor.piece_crosses_itself``. ``piece_id`` names it once planned."""

    label = "table_editor.draw_piece"

    def __init__(self, points: Iterable[Point]):
        super().__init__()
        self.points = tuple(points)
        self.piece_id: str | None = None

    def plan(self, plan: Plan) -> None:
        table = require_free_table(plan.scenario)
        if not valid_outline(self.points):
            raise error("table_editor.piece_crosses_itself")
        self.piece_id = fresh_id("terrain", {p.id for p in table.terrain})
        number = len(table.terrain) + 1
        name = Text(
            fr=translate("table_editor.new_piece_name", "fr", number=number),
            en=translate("table_editor.new_piece_name", "en", number=number),
        )
        plan.insert(("board", "terrain"), TerrainPiece(self.piece_id, self.points, name))


class MovePieceCorner(Edit):
    """Move corner ``index`` of the piece ``piece_id`` to ``target``; refused with
    ``table_editor.corner_would_cross`` when the outline would cross itself."""

    label = "table_editor.move_vertex"

    def __init__(self, piece_id: str, index: int, target: Point):
        super().__init__()
        self.piece_id, self.index, self.target = piece_id, index, target

    def plan(self, plan: Plan) -> None:
        polygon = _outline(plan, self.piece_id)
        if polygon is None or not 0 <= self.index < len(polygon):
            return
        reshaped = tuple(self.target if i == self.index else p for i, p in enumerate(polygon))
        if not valid_outline(reshaped):
            raise error("table_editor.corner_would_cross")
        plan.set(piece_path(self.piece_id), reshaped)


class InsertPieceCorner(Edit):
    """Insert a corner at ``point`` (on one of the piece's edges)."""

    label = "table_editor.insert_vertex"

    def __init__(self, piece_id: str, point: Point):
        super().__init__()
        self.piece_id, self.point = piece_id, point

    def plan(self, plan: Plan) -> None:
        polygon = _outline(plan, self.piece_id)
        if polygon is not None:
            plan.set(piece_path(self.piece_id), insert_on_edges(polygon, [self.point]))


class DeletePieceCorner(Edit):
    """Delete corner ``index`` of the piece ``piece_id``; refused with
    ``table_editor.piece_needs_three_corners`` when fewer than three would be left (or the
    outline would cross itself)."""

    label = "table_editor.delete_vertex"

    def __init__(self, piece_id: str, index: int):
        super().__init__()
        self.piece_id, self.index = piece_id, index

    def plan(self, plan: Plan) -> None:
        polygon = _outline(plan, self.piece_id)
        if polygon is None or not 0 <= self.index < len(polygon):
            return
        reshaped = polygon[: self.index] + polygon[self.index + 1 :]
        if not valid_outline(reshaped):
            raise error("table_editor.piece_needs_three_corners")
        plan.set(piece_path(self.piece_id), reshaped)
