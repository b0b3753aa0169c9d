"""Reshape zones vertex by vertex, keeping shared edges shared.

A vertex is where the outlines meet, not one zone's corner: dragging it moves that point in
every zone that has it (``MoveCorner`` on each move, snapped to other vertices and edges of
the board as the drag found it; ``RederiveBorders`` on the drop), Shift+click deletes it from
every zone that has it (``DeleteCorner``), and a double-click on an edge inserts a vertex in
every zone along that edge (``InsertCorner``). A position the command refuses (an outline
would cross itself) is skipped with its message. Each gesture is one undo step.
"""

from __future__ import annotations

from editor.board import snapping
from editor.editing.corners import DeleteCorner, InsertCorner, MoveCorner
from editor.editing.zones import RederiveBorders
from editor.model.geometry import Point
from editor.ui.board.tools import Tool, ToolEvent


class EditVerticesTool(Tool):
    """Move, insert and delete outline vertices shared between zones."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self._vertex: Point | None = None
        self._owners: dict[str, tuple[Point, ...]] = {}
        self._board_before = None
        """The board when the drag began: the snapping reference while the vertex moves."""

    def title(self) -> str:
        return self.tr("Edit vertices")

    def hint(self) -> str:
        return self.tr("Drag a corner to move it in every zone that shares it; double-click an "
                       "edge to add a corner; Shift+click a corner to delete it.")

    def press(self, event: ToolEvent) -> None:
        vertex = snapping.nearest_vertex(self.board, event.point, event.mm())
        owners = snapping.corner_owners(self.board, vertex) if vertex is not None else {}
        if not owners:
            return
        if event.shift:
            self.run(DeleteCorner(vertex))
            return
        self._vertex, self._owners, self._board_before = vertex, owners, self.board
        self.begin_gesture("board.move_vertex")

    def move(self, event: ToolEvent) -> None:
        if self._vertex is None:
            return
        target = snapping.snap(self._board_before, event.point, event.mm(), exclude=self._vertex)
        self.run(MoveCorner(self._owners, self._vertex, target.point))

    def release(self, event: ToolEvent) -> None:
        if self._vertex is None:
            return
        self._vertex, self._owners, self._board_before = None, {}, None
        if self.in_gesture:
            self.run(RederiveBorders())
        self.end_gesture()

    def double_click(self, event: ToolEvent) -> None:
        point = snapping.nearest_on_edge(self.board, event.point, event.mm())
        if point is not None:
            self.run(InsertCorner(point))
