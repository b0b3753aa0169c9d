"""Terrain-piece tools of the free table: draw a piece corner by corner, reshape it corner by
corner.

Unlike zones, terrain pieces do not tile the table, so nothing has to share edges; a clicked
point still snaps to a nearby corner or edge of another piece, and to the table's edges, so
pieces can be laid against each other and against the edge. Drawing is view state until it
closes (on the first corner, Enter or a double-click); the finished piece is one undo step, and
an outline that crosses itself is refused with a message and leaves no step. Reshaping moves
one corner of one piece (the selected one first), inserts a corner on an edge (double-click) or
deletes one (Shift+click); a position that would make the outline cross itself is skipped.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from editor.documents.commands import InsertItem, SetValue
from editor.documents.paths import ById
from editor.messages import translate
from editor.model.geometry import Point, Polygon
from editor.model.table import FreeTable, TerrainPiece
from editor.model.text import Text
from editor.model.tokens import fresh_id
from editor.ui.board.draw_tools import PolylineTool
from editor.ui.board.snapping import Snap, insert_on_edges
from editor.ui.board.tools import ToolEvent, valid_outline
from editor.ui.table.table_tools import TableTool


def piece_path(piece_id: str, field: str = "polygon") -> tuple:
    return ("board", "terrain", ById(piece_id), field)


def _edges(polygons: Sequence[Polygon]) -> tuple[np.ndarray, np.ndarray]:
    starts = [p for polygon in polygons for p in polygon]
    ends = [p for polygon in polygons for p in (*polygon[1:], *polygon[:1])]
    return (
        np.array(starts, dtype=float).reshape(-1, 2),
        np.array(ends, dtype=float).reshape(-1, 2),
    )


def _nearest_on_segments(point: Point, starts: np.ndarray, ends: np.ndarray):
    if not len(starts):
        return None, math.inf
    delta = ends - starts
    length2 = np.maximum((delta**2).sum(axis=1), 1e-18)
    t = np.clip(((np.array(point) - starts) * delta).sum(axis=1) / length2, 0.0, 1.0)
    projected = starts + t[:, None] * delta
    distances = np.hypot(*(projected - np.array(point)).T)
    best = int(np.argmin(distances))
    return tuple(projected[best].tolist()), float(distances[best])


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
    on_edge, distance = _nearest_on_segments(point, *_edges(polygons))
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


class DrawPieceTool(PolylineTool, TableTool):
    """Click the corners of a terrain piece; it closes on its first corner, Enter or a
    double-click."""

    def title(self) -> str:
        return self.tr("Draw terrain")

    def hint(self) -> str:
        return self.tr(
            "Click the corners of a terrain piece (they snap to corners and edges); "
            "click the first corner, press Enter or double-click to close it; "
            "Backspace removes a corner, Esc cancels."
        )

    def snapped(self, event: ToolEvent) -> Snap:
        return snap_on_table(self.table, event.point, event.mm(), extra=self.vertices)

    def move(self, event: ToolEvent) -> None:
        super().move(event)
        if self.snapped(event).kind == "table":
            self.message.emit(self.tr("Snapped to the table's edge"))

    def commit(self, points: tuple[Point, ...]) -> bool:
        if not valid_outline(points):
            self.message.emit(
                self.tr("The outline crosses itself or has no area; move or remove a corner.")
            )
            return False
        table = self.table
        piece_id = fresh_id("terrain", {p.id for p in table.terrain})
        number = len(table.terrain) + 1
        name = Text(
            fr=translate("table_editor.new_piece_name", "fr", number=number),
            en=translate("table_editor.new_piece_name", "en", number=number),
        )
        self.execute(
            InsertItem(
                ("board", "terrain"),
                TerrainPiece(piece_id, points, name),
                label="table_editor.draw_piece",
            )
        )
        self.scene.select_keys([("piece", piece_id)])
        return True


class EditPieceVerticesTool(TableTool):
    """Drag a corner of a terrain piece to move it; double-click an edge to add a corner;
    Shift+click a corner to delete it. The selected piece's corners come first."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self._piece: str | None = None
        self._index = -1
        self._polygon: Polygon = ()
        self._active = False
        scene.selection_changed.connect(self._on_selection_changed)

    def title(self) -> str:
        return self.tr("Edit corners")

    def hint(self) -> str:
        return self.tr(
            "Click a terrain piece to show its corners; drag a corner to move it; "
            "double-click an edge to add a corner; Shift+click a corner to delete it."
        )

    def activate(self) -> None:
        self._active = True
        self.scene.set_handles_for(self._selected_piece())

    def deactivate(self) -> None:
        self._active = False
        self.scene.set_handles_for(None)
        super().deactivate()

    def _on_selection_changed(self, _keys: list) -> None:
        """The corners shown follow the selection, whoever changed it (a checker click)."""
        if self._active:
            self.scene.set_handles_for(self._selected_piece())

    def _selected_piece(self) -> str | None:
        return next((k[1] for k in self.scene.selected_keys() if k[0] == "piece"), None)

    def _corner_near(self, point: Point, tolerance_mm: float) -> tuple[str, int] | None:
        """(piece id, corner index) of the corner nearest ``point``: the selected piece's if
        one is close enough, else any piece's."""
        selected = self._selected_piece()
        pieces = sorted(self.table.terrain, key=lambda p: p.id != selected)
        for piece in pieces:
            best = min(
                (
                    (math.hypot(x - point[0], y - point[1]), i)
                    for i, (x, y) in enumerate(piece.polygon)
                ),
                default=(math.inf, -1),
            )
            if best[0] <= tolerance_mm:
                return piece.id, best[1]
        return None

    def _polygon_of(self, piece_id: str) -> Polygon:
        return next((p.polygon for p in self.table.terrain if p.id == piece_id), ())

    def _select(self, piece_id: str | None) -> None:
        self.scene.select_keys([("piece", piece_id)] if piece_id else [])
        self.scene.set_handles_for(piece_id)

    def press(self, event: ToolEvent) -> None:
        corner = self._corner_near(event.point, event.mm())
        if corner is None:
            self._select(self.scene.piece_at(event.pos))
            return
        piece_id, index = corner
        self._select(piece_id)
        polygon = self._polygon_of(piece_id)
        if event.shift:
            self._delete(piece_id, polygon, index)
            return
        self._piece, self._index, self._polygon = piece_id, index, polygon

    def move(self, event: ToolEvent) -> None:
        if self._piece is None:
            return
        target = snap_on_table(self.table, event.point, event.mm(), skip_piece=self._piece)
        reshaped = tuple(
            target.point if i == self._index else p for i, p in enumerate(self._polygon)
        )
        if not valid_outline(reshaped):
            self.message.emit(self.tr("The outline would cross itself there."))
            return
        if not self.in_gesture:
            self.begin_gesture("table_editor.move_vertex")
        self.execute(SetValue(piece_path(self._piece), reshaped))

    def release(self, event: ToolEvent) -> None:
        self._piece, self._index, self._polygon = None, -1, ()
        self.end_gesture()

    def double_click(self, event: ToolEvent) -> None:
        piece_id = self._selected_piece() or self.scene.piece_at(event.pos)
        polygon = self._polygon_of(piece_id) if piece_id else ()
        point, distance = _nearest_on_segments(event.point, *_edges([polygon]))
        if point is None or distance > event.mm():
            return
        inserted = insert_on_edges(polygon, [point])
        if inserted != polygon:
            self.execute(SetValue(piece_path(piece_id), inserted, "table_editor.insert_vertex"))

    def _delete(self, piece_id: str, polygon: Polygon, index: int) -> None:
        reshaped = polygon[:index] + polygon[index + 1 :]
        if not valid_outline(reshaped):
            self.message.emit(self.tr("A terrain piece needs at least three corners."))
            return
        self.execute(SetValue(piece_path(piece_id), reshaped, "table_editor.delete_vertex"))
