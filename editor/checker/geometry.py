"""Checks of a zone board's drawing: zones that overlap, zones off the board, objectives that
are on no zone.

Adjacency and line of sight are derived from shared edges and marker-to-marker segments, so a
zone drawn over another (snapping makes an exact duplicate easy) or one dragged onto its
neighbour gives borders and sight lines nobody meant; a zone outside the board is outside the
printed board; an objective whose zone was deleted can be neither reached nor checked. These
run whenever the polygons are valid (an invalid polygon is validation's error). Must not import
Qt or SQLAlchemy.
"""

from __future__ import annotations

import shapely

from editor.checker.findings import Finding, warning
from editor.documents.addresses import ById
from editor.messages import Message
from editor.model.board import ZoneBoard
from editor.model.scenario import Scenario

OVERLAP_MM2 = 1.0
"""Shared area below this is drawing noise (snapped edges touch, they do not overlap)."""
OUTSIDE_MM = 1.0
"""How far past the board's edge a zone may reach before it counts as off the board."""


def _board(scenario: Scenario) -> ZoneBoard:
    board = scenario.board
    assert isinstance(board, ZoneBoard)
    return board


def _shapes(board: ZoneBoard) -> list[shapely.Polygon | None]:
    shapes = []
    for zone in board.zones:
        shape = shapely.Polygon(zone.polygon) if zone.polygon and len(zone.polygon) >= 3 else None
        shapes.append(shape if shape is not None and shape.is_valid else None)
    return shapes


def check_zone_overlap(scenario: Scenario) -> list[Finding]:
    """Two zones covering the same ground: borders and LOS between them mean nothing."""
    board = _board(scenario)
    shapes = _shapes(board)
    drawn = [i for i, shape in enumerate(shapes) if shape is not None]
    if len(drawn) < 2:
        return []
    polygons = [shapes[i] for i in drawn]
    first, second = shapely.STRtree(polygons).query(polygons, predicate="intersects")
    found = []
    for a, b in sorted(zip(first.tolist(), second.tolist())):
        i, j = drawn[a], drawn[b]
        if i < j and shapes[i].intersection(shapes[j]).area > OVERLAP_MM2:
            zone, other = board.zones[i].id, board.zones[j].id
            found.append(warning(Message("checker.zone_overlap", {"zone": other, "other": zone}),
                                 ("board", "zones", ById(other))))
    return found


def check_zones_on_board(scenario: Scenario) -> list[Finding]:
    """A zone reaching past the board's edge (when the board has a size)."""
    board = _board(scenario)
    if board.width_mm <= 0 or board.height_mm <= 0:
        return []
    edge = shapely.box(-OUTSIDE_MM, -OUTSIDE_MM, board.width_mm + OUTSIDE_MM,
                       board.height_mm + OUTSIDE_MM)
    return [
        warning(Message("checker.zone_off_board", {"zone": zone.id}),
                ("board", "zones", ById(zone.id)))
        for zone, shape in zip(board.zones, _shapes(board), strict=True)
        if shape is not None and not edge.contains(shape)
    ]


def check_objectives_placed(scenario: Scenario) -> list[Finding]:
    """An objective on no zone (its zone was deleted, or it was never placed)."""
    return [
        warning(Message("checker.objective_not_placed", {"objective": objective.id}),
                ("objectives", ById(objective.id)))
        for objective in scenario.objectives
        if objective.zone is None
    ]


CHECKS = (check_zone_overlap, check_zones_on_board, check_objectives_placed)
"""Drawing checks of a zone board, in report order."""
