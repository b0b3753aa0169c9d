"""What the board editor's scene draws and picks, computed from the model in millimetres:
each zone's LOS marker as shown, the lines of each border and which way it faces, the
reinforcement numbers, where tokens stand in a zone's row, and the distances and crossings
the tools pick with.

Unlike the engine's queries, nothing here refuses a degenerate outline: the editor must go on
showing a board the checker reports as broken, so a zone whose outline cannot be built falls
back to its marker (or to nothing), and the borders of such zones to a line between markers.
Pure shapely and numpy: must not import Qt, which the scene adds around these values.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence

import numpy as np
import shapely

from editor.board.reading_order import reinforcement_numbers
from editor.board.shapes import markers_of, polygon_of, polygons_of
from editor.messages import SkirmishError
from editor.model.board import Border, Zone, ZoneBoard
from editor.model.geometry import Point, Polygon
from editor.model.options import ReadingOrderOptions

Lines = list[list[Point]]
"""The polylines drawing one border."""


def display_markers(zones: Sequence[Zone]) -> list[Point | None]:
    """Each zone's LOS marker as the scene shows it (None for an abstract zone)."""
    try:
        rows = markers_of(zones, polygons_of(zones))
    except SkirmishError:
        rows = np.array([_safe_marker(zone) for zone in zones], dtype=float).reshape(-1, 2)
    return [None if np.isnan(x) else (float(x), float(y)) for x, y in rows]


def _safe_marker(zone: Zone) -> Point:
    if zone.los_marker is not None:
        return zone.los_marker
    try:
        polygon = polygon_of(zone)
    except SkirmishError:
        polygon = None
    if polygon is None:
        return (np.nan, np.nan)
    point = shapely.point_on_surface(polygon)
    return (point.x, point.y)


def border_lines(
    board: ZoneBoard, borders: Sequence[Border]
) -> list[tuple[Lines, Point | None]]:
    """For each border: the lines of the edge its zones share (a line between their markers
    when they only touch or have no polygon) and the unit vector towards zone ``b``."""
    if not borders:
        return []
    zones = {z.id: z for z in board.zones}
    involved = sorted(({b.a for b in borders} | {b.b for b in borders}) & zones.keys())
    index = {zone_id: i for i, zone_id in enumerate(involved)}
    chosen = [zones[zone_id] for zone_id in involved]
    try:
        polygons = polygons_of(chosen)
    except SkirmishError:
        polygons = [None] * len(chosen)
    markers = display_markers(chosen)
    empty = shapely.Polygon()
    first = [polygons[index[b.a]] if b.a in index else None for b in borders]
    second = [polygons[index[b.b]] if b.b in index else None for b in borders]
    shared = (
        shapely.line_merge(
            shapely.intersection(
                shapely.boundary(np.array([p or empty for p in first], dtype=object)),
                shapely.boundary(np.array([p or empty for p in second], dtype=object)),
            )
        )
        if any(p is not None for p in first)
        else [None] * len(borders)
    )
    result = []
    for border, edge in zip(borders, shared):
        lines = [
            [tuple(c) for c in shapely.get_coordinates(part).tolist()]
            for part in (shapely.get_parts(edge) if edge is not None else ())
            if part.geom_type == "LineString"
        ]
        a = markers[index[border.a]] if border.a in index else None
        b = markers[index[border.b]] if border.b in index else None
        if not lines and a is not None and b is not None:
            lines = [[a, b]]
        result.append((lines, _toward(lines, b)))
    return result


def _toward(lines: Lines, target: Point | None) -> Point | None:
    if not lines or target is None:
        return None
    points = np.array([p for line in lines for p in line], dtype=float)
    delta = np.array(target, dtype=float) - points.mean(axis=0)
    length = float(np.hypot(*delta))
    return (float(delta[0] / length), float(delta[1] / length)) if length > 0 else None


def shown_numbers(board: ZoneBoard, reading_order: ReadingOrderOptions) -> dict[str, int]:
    """The reinforcement zones' numbers (SOLO-RF-1), none while an outline is degenerate."""
    if not any(zone.reinforcement for zone in board.zones):
        return {}
    try:
        return reinforcement_numbers(board, reading_order)
    except SkirmishError:
        return {}  # a degenerate outline: the checker reports it; the scene still shows it


def ranks_in_zone(tokens: Mapping[Hashable, object]) -> dict[Hashable, int]:
    """Each token's place in its zone's row (tokens in the same zone counted in order)."""
    in_zone: dict[str | None, int] = {}
    ranks = {}
    for key, token in tokens.items():
        zone = getattr(token, "zone", None)
        ranks[key] = in_zone[zone] = in_zone.get(zone, -1) + 1
    return ranks


def distance_to_line(point: Point, line: Sequence[Point]) -> float:
    """How far ``point`` is from the polyline ``line`` (very far from a line of one point)."""
    if len(line) < 2:
        return 1e9
    return float(shapely.Point(point).distance(shapely.LineString(line)))


def segment_meets(start: Point, end: Point, polygon: Polygon) -> bool:
    """Whether the segment ``start``–``end`` meets the area of ``polygon``."""
    return bool(shapely.LineString([start, end]).intersects(shapely.Polygon(polygon)))

