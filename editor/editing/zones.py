"""Zone commands of the board editor: draw a zone, move it, delete zones, place a zone's LOS
marker, mark a reinforcement zone, and re-derive the borders after a geometry edit.

Zones share their edges exactly (``editor.board.snapping``): a drawn outline takes the corners
lying on its edges, and its corners go into the neighbours' edges they lie on. Adjacency
follows the geometry (``editor.board.adjacency``): a geometry edit ends by re-deriving the
borders, which keeps the author's settings of every border whose edge survives, and by
forgetting a stored LOS table that names zones no longer on the board — derived data,
recomputed while editing and stamped again on save, which would only be reported as broken.
Deleting zones leaves nothing pointing at them: tokens in them are left unplaced (the checker
then asks where they go) and the LOS overrides naming them are dropped.

A zone drag is one gesture: each pointer move executes ``MoveZone`` from where the zone stood
when the drag began (the outline follows live, every panel with it), and the drop executes
``RederiveBorders``, all in the gesture's undo step. Re-deriving on each move would cost a
quarter of a second on a 5,000-zone board, and would forget a border's settings while the zone
passes by. Pure Python: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from editor.board import snapping
from editor.board.adjacency import rederive_borders
from editor.board.shapes import contains_point
from editor.documents.addresses import ById
from editor.editing.edit import Edit, Plan, zone_board, zone_path
from editor.messages import error
from editor.model.board import Zone
from editor.model.geometry import Point, Polygon
from editor.model.outline import insert_on_edges, valid_outline
from editor.model.text import Text
from editor.model.tokens import fresh_id

TOKEN_COLLECTIONS = {"objective": "objectives", "figure": "figures"}
"""The scenario collection holding each kind of token."""


def settle_borders(plan: Plan) -> None:
    """Re-derive adjacency after a geometry edit, then forget a stale LOS table."""
    board = zone_board(plan.scenario)
    plan.set(("board", "borders"), rederive_borders(board, plan.scenario.options.movement))
    drop_stale_los(plan)


def drop_stale_los(plan: Plan) -> None:
    """Forget the stored LOS table when it names a zone no longer on the board."""
    board = plan.board
    table = board.los
    if table is None:
        return
    if not table.named() <= {z.id for z in board.zones}:
        plan.set(("board", "los"), None)


def share_corners(
    plan: Plan, polygon: Polygon, corners: Iterable[Point], skip: str | None = None
) -> None:
    """Insert ``corners`` into the edges they lie on of the zones near ``polygon`` (except
    ``skip``), so those neighbours share the new edges exactly."""
    board = plan.board
    corners = tuple(corners)
    for index in snapping.near_zones(board, polygon):
        neighbour = board.zones[index]
        if neighbour.id != skip:
            shared = insert_on_edges(neighbour.polygon, corners)
            if shared != neighbour.polygon:
                plan.set(zone_path(neighbour.id, "polygon"), shared)


def delete_zones(plan: Plan, doomed: Collection[str]) -> None:
    """Remove the zones ``doomed`` and everything that points at them, borders re-derived."""
    board = zone_board(plan.scenario)
    for index in sorted((i for i, z in enumerate(board.zones) if z.id in doomed), reverse=True):
        plan.remove(("board", "zones"), index)
    for collection in TOKEN_COLLECTIONS.values():
        for item in getattr(plan.scenario, collection):
            if item.zone in doomed:
                plan.set((collection, ById(item.id), "zone"), None)
    overrides = plan.board.los_overrides
    kept = tuple(o for o in overrides if o.viewer not in doomed and o.target not in doomed)
    plan.set(("board", "los_overrides"), kept)
    settle_borders(plan)


class AddZone(Edit):
    """Draw a zone from its clicked corners (already snapped): it takes the board's corners
    lying on its edges, gives its corners to its neighbours' edges, gets a fresh id and the
    name "Zone N", and the borders are re-derived. An outline that crosses itself is refused
    (``board.outline_crosses_itself``). ``zone_id`` names the new zone once planned."""

    label = "board.draw_zone"

    def __init__(self, points: Iterable[Point]):
        super().__init__()
        self.points = tuple(points)
        self.zone_id: str | None = None

    def plan(self, plan: Plan) -> None:
        board = zone_board(plan.scenario)
        polygon = insert_on_edges(self.points, snapping.outlines(board).vertices)
        if not valid_outline(polygon):
            raise error("board.outline_crosses_itself")
        self.zone_id = fresh_id("zone", {zone.id for zone in board.zones})
        share_corners(plan, polygon, polygon)
        zone = Zone(self.zone_id, Text.both(f"Zone {len(board.zones) + 1}"), polygon)
        plan.insert(("board", "zones"), zone)
        settle_borders(plan)


class MoveZone(Edit):
    """Move a zone's outline and LOS marker by (``dx``, ``dy``) from ``origin``, the zone as
    it stood when the drag began. Borders are left to ``RederiveBorders``, which ends the drag;
    a zone no longer on the board is left alone."""

    label = "board.move_zone"

    def __init__(self, origin: Zone, dx: float, dy: float):
        super().__init__()
        self.origin, self.dx, self.dy = origin, dx, dy

    def plan(self, plan: Plan) -> None:
        zone_id, dx, dy = self.origin.id, self.dx, self.dy
        if zone_board(plan.scenario).zone(zone_id) is None:
            return
        if self.origin.polygon:
            moved = tuple((x + dx, y + dy) for x, y in self.origin.polygon)
            plan.set(zone_path(zone_id, "polygon"), moved)
        marker = self.origin.los_marker
        if marker is not None:
            plan.set(zone_path(zone_id, "los_marker"), (marker[0] + dx, marker[1] + dy))


class RederiveBorders(Edit):
    """Re-derive the borders from the geometry, keeping the author's settings, and forget a
    stored LOS table naming zones no longer on the board: what ends every geometry gesture."""

    label = "board.rederive_borders"

    def plan(self, plan: Plan) -> None:
        settle_borders(plan)


class DeleteZones(Edit):
    """Delete zones: tokens in them are left unplaced, the LOS overrides naming them dropped,
    the borders re-derived and a stale LOS table forgotten, so nothing names them."""

    label = "board.delete_zone"

    def __init__(self, zone_ids: Iterable[str]):
        super().__init__()
        self.zone_ids = frozenset(zone_ids)

    def plan(self, plan: Plan) -> None:
        board = zone_board(plan.scenario)
        if any(zone.id in self.zone_ids for zone in board.zones):
            delete_zones(plan, self.zone_ids)


class MoveLosMarker(Edit):
    """Put a zone's LOS marker at ``point``, which must lie inside the zone (a point outside
    it, or a zone without an outline, leaves the marker where it is)."""

    label = "board.move_marker"

    def __init__(self, zone_id: str, point: Point):
        super().__init__()
        self.zone_id, self.point = zone_id, (float(point[0]), float(point[1]))

    def plan(self, plan: Plan) -> None:
        zone = zone_board(plan.scenario).zone(self.zone_id)
        if zone is not None and contains_point(zone.polygon, self.point):
            plan.set(zone_path(self.zone_id, "los_marker"), self.point)


class ToggleReinforcement(Edit):
    """Make a zone a reinforcement zone, or not (they are numbered in reading order,
    SOLO-RF-1)."""

    label = "board.toggle_reinforcement"

    def __init__(self, zone_id: str):
        super().__init__()
        self.zone_id = zone_id

    def plan(self, plan: Plan) -> None:
        zone = zone_board(plan.scenario).zone(self.zone_id)
        if zone is not None:
            plan.set(zone_path(self.zone_id, "reinforcement"), not zone.reinforcement)
