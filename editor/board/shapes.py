"""Zone geometry shared by the board engine: shapely polygons, LOS markers, shared edges.

Conventions of PRODUCT §2b: millimetres, origin top-left, y down. A zone's LOS marker is its
authored ``los_marker``; without one it is the polygon's centroid when the centroid lies inside
the polygon, else shapely's representative point (always inside, for concave zones). Zones of an
abstract board (no polygon, no marker) have no marker; degenerate outlines are refused. Pure
geometry: must not import Qt, SQLAlchemy or the other board modules.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import shapely

from editor.messages import error
from editor.model.board import Zone
from editor.model.geometry import Point


def polygon_of(zone: Zone) -> shapely.Polygon | None:
    """The zone's polygon as a shapely geometry, or None on an abstract zone."""
    return polygons_of([zone])[0]


def polygons_of(zones: Sequence[Zone]) -> list[shapely.Polygon | None]:
    """Shapely polygons of ``zones`` (None for abstract zones), built in one vectorised call.

    A degenerate outline (fewer than 3 points, no area, crossing sides) is refused with the
    SkirmishError ``board.degenerate_zone``: the validator reports it on import, and the
    engine never guesses what such a zone would hide or touch.
    """
    drawn = [i for i, zone in enumerate(zones) if zone.polygon is not None]
    result: list[shapely.Polygon | None] = [None] * len(zones)
    if not drawn:
        return result
    for i in drawn:
        if len(zones[i].polygon) < 3:
            raise error("board.degenerate_zone", zone=zones[i].id)
    coordinates = np.array([point for i in drawn for point in zones[i].polygon], dtype=float)
    ring_of = np.repeat(np.arange(len(drawn)), [len(zones[i].polygon) for i in drawn])
    shapes = shapely.polygons(shapely.linearrings(coordinates, indices=ring_of))
    bad = ~shapely.is_valid(shapes) | (shapely.area(shapes) <= 0)
    if bad.any():
        raise error("board.degenerate_zone", zone=zones[drawn[int(np.argmax(bad))]].id)
    for i, geometry in zip(drawn, shapes):
        result[i] = geometry
    return result


def lines_of(polylines: Sequence[Sequence[Point]]) -> np.ndarray:
    """Shapely line strings of polylines of any lengths (at least 2 points each)."""
    if not polylines:
        return np.array([], dtype=object)
    coordinates = np.array([point for line in polylines for point in line], dtype=float)
    line_of = np.repeat(np.arange(len(polylines)), [len(line) for line in polylines])
    return shapely.linestrings(coordinates, indices=line_of)


def markers_of(zones: Sequence[Zone], polygons: Sequence[shapely.Polygon | None]) -> np.ndarray:
    """LOS markers as an (n, 2) array; NaN rows for zones without marker nor polygon."""
    markers = np.full((len(zones), 2), np.nan)
    computed: list[int] = []
    for i, (zone, polygon) in enumerate(zip(zones, polygons)):
        if zone.los_marker is not None:
            markers[i] = zone.los_marker
        elif polygon is not None:
            computed.append(i)
    if computed:
        shapes = np.array([polygons[i] for i in computed], dtype=object)
        centroids = shapely.get_coordinates(shapely.centroid(shapes))
        inside = shapely.contains_xy(shapes, centroids[:, 0], centroids[:, 1])
        if not inside.all():
            outside = ~inside
            centroids[outside] = shapely.get_coordinates(
                shapely.point_on_surface(shapes[outside])
            )
        markers[computed] = centroids
    return markers


def marker_of(zone: Zone) -> Point | None:
    """One zone's LOS marker (see the module docstring), or None on an abstract zone."""
    row = markers_of([zone], [polygon_of(zone)])[0]
    return None if np.isnan(row[0]) else (float(row[0]), float(row[1]))


def shared_boundaries(
    first: Sequence[shapely.Geometry], second: Sequence[shapely.Geometry]
) -> np.ndarray:
    """Pairwise intersections of the polygons' boundaries: the shared edges (and contacts)."""
    return shapely.intersection(
        shapely.boundary(np.asarray(first, dtype=object)),
        shapely.boundary(np.asarray(second, dtype=object)),
    )


def contains_point(polygon: Sequence[Point] | None, point: Point) -> bool:
    """Whether ``point`` lies strictly inside the outline ``polygon`` (never inside an
    abstract zone's, which has none)."""
    return bool(polygon) and bool(shapely.Polygon(polygon).contains(shapely.Point(point)))
