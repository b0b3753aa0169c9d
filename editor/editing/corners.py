"""Reshaping zones corner by corner, keeping shared edges shared (PRODUCT §4: "reshape zone
polygons with vertex snapping and shared edges").

A corner is where the outlines meet, not one zone's corner (``snapping.corner_owners``):
moving it moves that point in every zone that has it, deleting it deletes it from every zone
that has it (refused if a zone would drop below three corners), and inserting a corner on an
edge inserts it in every zone along that edge. A position that would make an outline cross
itself is refused, so a drag skips it and the corner stays at its last good place. A corner
drag is one gesture, like a zone drag (``editor.editing.zones``): ``MoveCorner`` on each move,
``RederiveBorders`` on the drop. Pure Python: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Mapping

from editor.board import snapping
from editor.editing.edit import Edit, Plan, zone_board, zone_path
from editor.editing.zones import settle_borders
from editor.messages import error
from editor.model.geometry import Point, Polygon
from editor.model.outline import insert_on_edges, valid_outline


class MoveCorner(Edit):
    """Move the corner ``vertex`` of the outlines ``owners`` (zone id → outline, as they were
    when the drag began) to ``target``; refused with ``board.corner_would_cross`` when an
    outline would cross itself. Borders are left to ``RederiveBorders``, which ends the drag."""

    label = "board.move_vertex"

    def __init__(self, owners: Mapping[str, Polygon], vertex: Point, target: Point):
        super().__init__()
        self.owners, self.vertex, self.target = dict(owners), vertex, target

    def plan(self, plan: Plan) -> None:
        board = zone_board(plan.scenario)
        reshaped = {
            zone_id: tuple(self.target if p == self.vertex else p for p in polygon)
            for zone_id, polygon in self.owners.items()
            if board.zone(zone_id) is not None
        }
        if not all(valid_outline(polygon) for polygon in reshaped.values()):
            raise error("board.corner_would_cross")
        for zone_id, polygon in reshaped.items():
            plan.set(zone_path(zone_id, "polygon"), polygon)


class InsertCorner(Edit):
    """Insert a corner at ``point`` (on an edge) in every zone along that edge. The outlines
    keep their shape, so the borders stay as they are."""

    label = "board.insert_vertex"

    def __init__(self, point: Point):
        super().__init__()
        self.point = point

    def plan(self, plan: Plan) -> None:
        board = zone_board(plan.scenario)
        for index in snapping.near_zones(board, (self.point,)):
            zone = board.zones[index]
            inserted = insert_on_edges(zone.polygon, [self.point])
            if inserted != zone.polygon:
                plan.set(zone_path(zone.id, "polygon"), inserted)


class DeleteCorner(Edit):
    """Delete the corner ``vertex`` from every zone that has it, borders re-derived; refused
    with ``board.zone_needs_three_corners`` when a zone would keep fewer than three corners or
    cross itself."""

    label = "board.delete_vertex"

    def __init__(self, vertex: Point):
        super().__init__()
        self.vertex = vertex

    def plan(self, plan: Plan) -> None:
        owners = snapping.corner_owners(zone_board(plan.scenario), self.vertex)
        if not owners:
            return
        reshaped = {
            zone_id: tuple(p for p in polygon if p != self.vertex)
            for zone_id, polygon in owners.items()
        }
        if not all(valid_outline(polygon) for polygon in reshaped.values()):
            raise error("board.zone_needs_three_corners")
        for zone_id, polygon in reshaped.items():
            plan.set(zone_path(zone_id, "polygon"), polygon)
        settle_borders(plan)
