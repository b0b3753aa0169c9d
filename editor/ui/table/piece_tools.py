"""Terrain-piece tools of the free table: draw a piece corner by corner, reshape it corner by
corner; they turn gestures into the commands of ``editor.editing.table_pieces``.

A clicked point snaps to a nearby corner or edge of another piece, and to the table's edges
(``editor.table.placing.snap_on_table``). Drawing is view state until it closes (on the first
corner, Enter or a double-click); the finished piece is one undo step (``AddTerrainPiece``), and
an outline the command refuses leaves no step and says why. Reshaping moves one corner of one
piece (the selected one first: ``MovePieceCorner``, one gesture), inserts a corner on an edge
(double-click: ``InsertPieceCorner``) or deletes one (Shift+click: ``DeletePieceCorner``); a
position the command refuses is skipped.
"""

from __future__ import annotations

from editor.editing.table_pieces import (
    AddTerrainPiece,
    DeletePieceCorner,
    InsertPieceCorner,
    MovePieceCorner,
)
from editor.model.geometry import Point, Polygon
from editor.model.outline import Snap, edges_of, nearest_on_segments
from editor.table.placing import corner_near, snap_on_table
from editor.ui.board.draw_tools import PolylineTool
from editor.ui.board.tools import ToolEvent
from editor.ui.table.table_tools import TableTool


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
        command = AddTerrainPiece(points)
        if not self.run(command):
            return False
        self.scene.select_keys([("piece", command.piece_id)])
        return True


class EditPieceVerticesTool(TableTool):
    """Drag a corner of a terrain piece to move it; double-click an edge to add a corner;
    Shift+click a corner to delete it. The selected piece's corners come first."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self._piece: str | None = None
        self._index = -1
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

    def _polygon_of(self, piece_id: str) -> Polygon:
        return next((p.polygon for p in self.table.terrain if p.id == piece_id), ())

    def _select(self, piece_id: str | None) -> None:
        self.scene.select_keys([("piece", piece_id)] if piece_id else [])
        self.scene.set_handles_for(piece_id)

    def press(self, event: ToolEvent) -> None:
        corner = corner_near(self.table, event.point, event.mm(), self._selected_piece())
        if corner is None:
            self._select(self.scene.piece_at(event.pos))
            return
        piece_id, index = corner
        self._select(piece_id)
        if event.shift:
            self.run(DeletePieceCorner(piece_id, index))
            return
        self._piece, self._index = piece_id, index

    def move(self, event: ToolEvent) -> None:
        if self._piece is None:
            return
        target = snap_on_table(self.table, event.point, event.mm(), skip_piece=self._piece)
        command = MovePieceCorner(self._piece, self._index, target.point)
        if not self.in_gesture:
            refusal = self.refusal(command)
            if refusal is not None:
                self.message.emit(refusal)
                return
            self.begin_gesture("table_editor.move_vertex")
        self.run(command)

    def release(self, event: ToolEvent) -> None:
        self._piece, self._index = None, -1
        self.end_gesture()

    def double_click(self, event: ToolEvent) -> None:
        piece_id = self._selected_piece() or self.scene.piece_at(event.pos)
        polygon = self._polygon_of(piece_id) if piece_id else ()
        point, distance = nearest_on_segments(event.point, *edges_of([polygon]))
        if point is not None and distance <= event.mm():
            self.run(InsertPieceCorner(piece_id, point))
