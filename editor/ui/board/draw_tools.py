"""Drawing tools: zone outlines and walls, clicked vertex by vertex with snapping.

Each click adds a vertex, snapped to an existing vertex within the tolerance (screen pixels
turned into mm), else onto an existing edge, so neighbours share edges exactly; a dashed
preview follows the cursor. Enter, a double-click or a click on the first vertex finishes,
Backspace drops the last vertex, Esc cancels. Drawing is view state until it finishes; the
finished outline is one command, one undo step: ``AddZone`` (the new zone with a fresh id, the
vertices it adds to its neighbours' edges and the re-derived borders) or ``AddWall``; an
outline the command refuses keeps the drawing going, with the command's message.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsPathItem

from editor.board import snapping
from editor.editing.borders import AddWall
from editor.editing.zones import AddZone
from editor.model.geometry import Point
from editor.model.outline import Snap
from editor.ui.board.items import polygon_path
from editor.ui.board.styles import cosmetic_pen
from editor.ui.board.tools import Tool, ToolEvent


class PolylineTool(Tool):
    """Clicks vertices with snapping and a preview; subclasses decide what finishing makes."""

    closed = True
    minimum = 3

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self.vertices: list[Point] = []
        self._cursor: Point | None = None
        self._preview = QGraphicsPathItem()
        self._preview.setPen(cosmetic_pen(QColor(255, 220, 0), 2.0, Qt.PenStyle.DashLine))
        self._preview.setZValue(10)

    def snapped(self, event: ToolEvent) -> Snap:
        return snapping.snap(self.board, event.point, event.mm(), extra=self.vertices)

    def press(self, event: ToolEvent) -> None:
        point = self.snapped(event).point
        if len(self.vertices) >= self.minimum and self.closed and point == self.vertices[0]:
            self.finish()
            return
        if not self.vertices or point != self.vertices[-1]:
            self.vertices.append(point)
        self._show()

    def move(self, event: ToolEvent) -> None:
        snap = self.snapped(event)
        self._cursor = snap.point
        if self.vertices:
            self._show()
        kinds = {"vertex": self.tr("Snapped to a vertex"), "edge": self.tr("Snapped to an edge")}
        self.message.emit(kinds.get(snap.kind, ""))

    def double_click(self, event: ToolEvent) -> None:
        self.finish()

    def key(self, key: Qt.Key) -> bool:
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.finish()
        elif key == Qt.Key.Key_Escape and self.vertices:
            self.cancel()
        elif key == Qt.Key.Key_Backspace and self.vertices:
            self.vertices.pop()
            self._show()
        else:
            return False
        return True

    def deactivate(self) -> None:
        self.cancel()
        super().deactivate()

    def cancel(self) -> None:
        self.vertices.clear()
        self._cursor = None
        if self._preview.scene() is not None:
            self.scene.removeItem(self._preview)

    def finish(self) -> None:
        if len(self.vertices) < self.minimum:
            self.message.emit(self.tr("Add more points first."))
            return
        if self.commit(tuple(self.vertices)):
            self.cancel()

    def commit(self, points: tuple[Point, ...]) -> bool:
        """Turn the finished points into commands; False keeps the drawing going."""
        raise NotImplementedError

    def _show(self) -> None:
        points = self.vertices + ([self._cursor] if self._cursor is not None else [])
        path: QPainterPath = polygon_path(points, closed=False)
        self._preview.setPath(path)
        if self._preview.scene() is None:
            self.scene.addItem(self._preview)


class DrawZoneTool(PolylineTool):
    """Draw a zone outline; it shares exact edges with the zones it snaps to."""

    def title(self) -> str:
        return self.tr("Draw zone")

    def hint(self) -> str:
        return self.tr("Click the corners of a zone (they snap to nearby corners and edges); "
                       "Enter or double-click closes it, Backspace removes a point, Esc cancels.")

    def commit(self, points: tuple[Point, ...]) -> bool:
        command = AddZone(points)
        if not self.run(command):
            return False
        self.scene.select_keys([("zone", command.zone_id)])
        return True


class WallTool(PolylineTool):
    """Draw a wall polyline (it blocks line of sight and movement)."""

    closed = False
    minimum = 2

    def title(self) -> str:
        return self.tr("Draw wall")

    def hint(self) -> str:
        return self.tr("Click the points of a wall (they snap to corners and edges); "
                       "Enter or double-click ends it, Esc cancels.")

    def commit(self, points: tuple[Point, ...]) -> bool:
        self.run(AddWall(points))
        return True
