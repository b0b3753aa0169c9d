"""Reshape zones vertex by vertex, keeping shared edges shared.

A vertex is where the outlines meet, not one zone's corner: dragging it moves that point in
every zone that has it, Shift+click deletes it from every zone that has it (refused if a zone
would drop below three corners), and a double-click on an edge inserts a vertex in every zone
along that edge. The dragged vertex snaps to other vertices and edges; a position that would
make an outline cross itself is skipped. Each gesture, borders re-derived included, is one
undo step.
"""

from __future__ import annotations

from editor.documents.commands import SetValue
from editor.model.geometry import Point
from editor.ui.board import snapping
from editor.ui.board.tools import Tool, ToolEvent, valid_outline, zone_path


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

    def _owners_of(self, vertex: Point) -> dict[str, tuple[Point, ...]]:
        return {
            zone.id: zone.polygon
            for zone in self.board.zones
            if zone.polygon and vertex in zone.polygon
        }

    def press(self, event: ToolEvent) -> None:
        vertex = snapping.nearest_vertex(self.board, event.point, event.mm())
        owners = self._owners_of(vertex) if vertex is not None else {}
        if not owners:
            return
        if event.shift:
            self._delete(vertex, owners)
            return
        self._vertex, self._owners, self._board_before = vertex, owners, self.board
        self.begin_gesture("board.move_vertex")

    def move(self, event: ToolEvent) -> None:
        if self._vertex is None:
            return
        target = snapping.snap(self._board_before, event.point, event.mm(), exclude=self._vertex)
        reshaped = {
            zone_id: tuple(target.point if p == self._vertex else p for p in polygon)
            for zone_id, polygon in self._owners.items()
        }
        if not all(valid_outline(polygon) for polygon in reshaped.values()):
            self.message.emit(self.tr("An outline would cross itself there."))
            return
        for zone_id, polygon in reshaped.items():
            self.execute(SetValue(zone_path(zone_id, "polygon"), polygon))

    def release(self, event: ToolEvent) -> None:
        if self._vertex is None:
            return
        self._vertex, self._owners, self._board_before = None, {}, None
        if self.in_gesture:
            self.rederive_borders()
        self.end_gesture()

    def double_click(self, event: ToolEvent) -> None:
        point = snapping.nearest_on_edge(self.board, event.point, event.mm())
        if point is None:
            return
        self.begin_gesture("board.insert_vertex")
        for index in snapping.near_zones(self.board, (point,)):
            zone = self.board.zones[index]
            inserted = snapping.insert_on_edges(zone.polygon, [point])
            if inserted != zone.polygon:
                self.execute(SetValue(zone_path(zone.id, "polygon"), inserted))
        self.end_gesture()

    def _delete(self, vertex: Point, owners: dict[str, tuple[Point, ...]]) -> None:
        reshaped = {z: tuple(p for p in polygon if p != vertex) for z, polygon in owners.items()}
        if not all(valid_outline(polygon) for polygon in reshaped.values()):
            self.message.emit(self.tr("A zone needs at least three corners."))
            return
        self.begin_gesture("board.delete_vertex")
        for zone_id, polygon in reshaped.items():
            self.execute(SetValue(zone_path(zone_id, "polygon"), polygon))
        self.rederive_borders()
        self.end_gesture()
