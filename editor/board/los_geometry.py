"""The blockers of the line-of-sight rule (PRODUCT §2b, SOLO_AI_SPEC §1.6-1.7), prepared for
vectorised shapely 2 queries, and the hash of everything line of sight depends on.

For a pair of zones whose higher elevation is ``h`` the blockers are:

- lines that always block: walls marked ``blocks_los`` (when ``LosOptions.walls_block``) and
  the shared edges of borders marked ``blocks_los`` (when ``blocking_borders_block``);
- the shared edges of *abrupt* borders (CLIMB or FALL_ONLY between different elevations)
  whose higher side is above ``h``: neither zone of the pair reaches their top, so they block
  both ways (ElevationRule.HIGHER_SEES_LOWER); abrupt edges with a top between the pair's two
  elevations block only the lower viewer (``oneway``), which makes line of sight one-way;
- the interiors of zones higher than ``h`` (when ``higher_zones_block``), i.e. higher than both.

Zone interiors are tested exactly without the slow DE-9IM for most segments: a segment meeting a
polygon shrunk by ``SHRINK_MM`` certainly crosses its interior; one missing the shrunk polygon
but meeting the closed polygon grazes it and is decided by ``relate`` ("T********").
``SHRINK_MM`` is a floating-point margin (far below any drawing precision), not a rule number.
The polygons of a level are gathered in one multi-polygon whose inside test counts boundary
crossings, so zones are assumed not to overlap (drawn boards share edges, never area): a sight
line lying wholly inside the overlap of two higher zones would not be seen as blocked.

Per-zone shapes are reused from a previous geometry when the zone is unchanged, which keeps the
incremental update after a local edit fast. Everything here is immutable once built and safe to
use from a worker thread. Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import NamedTuple, TypeVar

import numpy as np
import shapely

from editor.board.shapes import markers_of, polygons_of, shared_boundaries
from editor.model.board import BorderKind, Wall, Zone, ZoneBoard
from editor.model.options import ElevationRule, LosOptions

Built = TypeVar("Built", "Gathered", "LineBlockers", "ZoneBlockers")

SHRINK_MM = 1e-6
HASH_VERSION = 1
_ABRUPT_KINDS = (BorderKind.CLIMB, BorderKind.FALL_ONLY)


def geometry_hash(board: ZoneBoard, options: LosOptions) -> str:
    """sha256 of everything the derived LOS depends on, and of nothing else: a canonical JSON
    of the structure (the LOS options; zones by id with their marker, elevation and number of
    vertices; walls by id; the borders that can block, i.e. marked ``blocks_los`` or of an
    abrupt kind) followed by every polygon and wall vertex as little-endian float64, which is
    exact (100 and 100.0 hash alike) and far faster than printing floats."""
    zones = sorted(board.zones, key=attrgetter("id"))
    walls = sorted(board.walls, key=attrgetter("id"))
    structure = {
        "version": HASH_VERSION,
        "options": [
            options.walls_block,
            options.blocking_borders_block,
            options.higher_zones_block,
            options.elevation_rule.value,
        ],
        "zones": [
            [z.id, None if z.polygon is None else len(z.polygon), _point(z.los_marker), z.elevation]
            for z in zones
        ],
        "walls": [[w.id, len(w.points), w.blocks_los] for w in walls],
        "borders": sorted(
            [b.a, b.b, b.kind.value, b.blocks_los]
            for b in board.borders
            if b.blocks_los or b.kind in _ABRUPT_KINDS
        ),
    }
    text = json.dumps(structure, separators=(",", ":"), ensure_ascii=True)
    digest = hashlib.sha256(text.encode("ascii"))
    vertices = [p for z in zones if z.polygon is not None for p in z.polygon]
    vertices.extend(p for w in walls for p in w.points)
    digest.update(np.array(vertices, dtype="<f8").tobytes())
    return digest.hexdigest()


def _point(point: tuple[float, float] | None) -> list[float] | None:
    return None if point is None else [float(point[0]), float(point[1])]


class Edge(NamedTuple):
    """The shared edge of a border that blocks, with the zones it was computed from."""

    first: Zone
    second: Zone
    geometry: shapely.Geometry
    top: int | None
    """The higher elevation of an abrupt border; None for a border that always blocks."""


@dataclass(frozen=True, eq=False)
class ZoneShape:
    """One zone's polygon, its shrunk copy (when it can block) and its LOS marker."""

    polygon: shapely.Geometry | None
    shrunk: shapely.Geometry | None
    marker: tuple[float, float] | None


@dataclass(frozen=True, eq=False)
class Gathered:
    """The parts of some blockers as one prepared multi-geometry per kind (lines, polygons,
    points): shapely prepares a multi-geometry of one kind with an index, a collection mixing
    kinds without one, which made every query some ten times slower once an edit left a point
    contact among the shared edges."""

    parts: tuple[shapely.Geometry, ...]
    sources: tuple[shapely.Geometry, ...]
    """The geometries gathered, so that an unchanged set is reused."""

    def intersects(self, segments: np.ndarray) -> np.ndarray:
        """Which segments meet one of the parts."""
        hit = shapely.intersects(self.parts[0], segments)
        for part in self.parts[1:]:
            rest = np.flatnonzero(~hit)
            hit[rest] = shapely.intersects(part, segments[rest])
        return hit


@dataclass(frozen=True, eq=False)
class LineBlockers:
    """Lines that block a level's pairs, prepared as one geometry."""

    sources: tuple[shapely.Geometry, ...]
    prepared: Gathered | None


@dataclass(frozen=True, eq=False)
class ZoneBlockers:
    """Zones higher than a level's pairs: shrunk and closed polygons, and a tree for the
    exact test of grazing segments."""

    sources: tuple[ZoneShape, ...]
    shrunk: Gathered | None
    closed: Gathered | None
    polygons: np.ndarray
    tree: shapely.STRtree | None

    def crossed(self, segments: np.ndarray) -> np.ndarray:
        """Which segments cross the interior of one of these zones."""
        inside = np.zeros(len(segments), dtype=bool)
        if self.closed is None or not len(segments):
            return inside
        if self.shrunk is not None:
            inside = self.shrunk.intersects(segments)
        rest = np.flatnonzero(~inside)
        grazing = rest[self.closed.intersects(segments[rest])]
        if grazing.size:
            inside[grazing] = self._exact(segments[grazing])
        return inside

    def _exact(self, segments: np.ndarray) -> np.ndarray:
        assert self.tree is not None
        which, zone = self.tree.query(segments, predicate="intersects")
        crosses = shapely.relate_pattern(segments[which], self.polygons[zone], "T********")
        result = np.zeros(len(segments), dtype=bool)
        result[which[crosses]] = True
        return result


@dataclass(frozen=True, eq=False)
class Level:
    """The blockers of the pairs whose higher elevation is one value."""

    lines: LineBlockers
    zones: ZoneBlockers

    def blocked(self, segments: np.ndarray) -> np.ndarray:
        """Which segments meet a blocking line or cross the interior of a higher zone."""
        hit = np.zeros(len(segments), dtype=bool)
        if self.lines.prepared is not None and len(segments):
            hit = self.lines.prepared.intersects(segments)
        rest = np.flatnonzero(~hit)
        hit[rest] = self.zones.crossed(segments[rest])
        return hit


@dataclass(frozen=True, eq=False)
class LosGeometry:
    """Everything the vectorised LOS evaluation needs for one board and one set of options."""

    zones: tuple[Zone, ...]
    ids: tuple[str, ...]
    shapes: tuple[ZoneShape, ...]
    markers: np.ndarray
    """(n, 2) markers in board order; NaN rows for zones without a marker."""
    elevations: np.ndarray
    edges: Mapping[tuple[str, str], Edge]
    """Shared edges of the borders that block, by (a, b) of the border."""
    walls: Mapping[str, tuple[Wall, shapely.Geometry]]
    """Blocking walls by id, with the wall they came from."""
    levels: Mapping[int, Level]
    oneway: Mapping[tuple[int, int], Gathered]
    """(lower, higher) elevations → abrupt edges that only the lower viewer cannot see over."""

    @property
    def located(self) -> np.ndarray:
        """Indexes of the zones with a marker."""
        return np.flatnonzero(~np.isnan(self.markers[:, 0]))


def build_geometry(
    board: ZoneBoard, options: LosOptions, previous: LosGeometry | None = None
) -> LosGeometry:
    """Prepare the blockers of ``board``, reusing unchanged zones' shapes from ``previous``."""
    zones = board.zones
    elevations = np.array([zone.elevation for zone in zones], dtype=np.int64)
    shapes = _zone_shapes(zones, elevations, previous)
    markers = np.array(
        [s.marker if s.marker is not None else (np.nan, np.nan) for s in shapes], dtype=float
    ).reshape(len(zones), 2)
    by_id = {zone.id: (zone, shape) for zone, shape in zip(zones, shapes)}
    edges, always, abrupt = _border_blockers(board, options, by_id, previous)
    walls = _walls(board, options, previous)
    always.extend(geometry for _, geometry in walls.values())
    levels = _levels(markers, elevations, shapes, always, abrupt, options, previous)
    oneway = _oneway(markers, elevations, abrupt, previous)
    return LosGeometry(
        zones=zones,
        ids=tuple(zone.id for zone in zones),
        shapes=shapes,
        markers=markers,
        elevations=elevations,
        edges=edges,
        walls=walls,
        levels=levels,
        oneway=oneway,
    )


def _zone_shapes(
    zones: Sequence[Zone], elevations: np.ndarray, previous: LosGeometry | None
) -> tuple[ZoneShape, ...]:
    located = [z.elevation for z in zones if z.polygon is not None or z.los_marker is not None]
    lowest = min(located, default=0)
    reusable = {}
    if previous is not None:
        reusable = dict(zip(previous.ids, zip(previous.zones, previous.shapes)))
    shapes: list[ZoneShape | None] = []
    fresh: list[int] = []
    for i, zone in enumerate(zones):
        old = reusable.get(zone.id)
        if old is not None and _same_shape(old[0], zone):
            shape = old[1]
            if shape.shrunk is None and shape.polygon is not None and zone.elevation > lowest:
                shape = ZoneShape(shape.polygon, _shrink(shape.polygon), shape.marker)
            shapes.append(shape)
        else:
            shapes.append(None)
            fresh.append(i)
    if fresh:
        new_zones = [zones[i] for i in fresh]
        polygons = polygons_of(new_zones)
        markers = markers_of(new_zones, polygons)
        for i, polygon, marker in zip(fresh, polygons, markers):
            shrunk = _shrink(polygon) if polygon is not None and elevations[i] > lowest else None
            point = None if np.isnan(marker[0]) else (float(marker[0]), float(marker[1]))
            shapes[i] = ZoneShape(polygon, shrunk, point)
    return tuple(shape for shape in shapes if shape is not None)


def _same_shape(old: Zone, new: Zone) -> bool:
    return old is new or (old.polygon == new.polygon and old.los_marker == new.los_marker)


def _shrink(polygon: shapely.Geometry) -> shapely.Geometry | None:
    shrunk = shapely.buffer(polygon, -SHRINK_MM, join_style="mitre")
    return None if shrunk.is_empty else shrunk


def _border_blockers(
    board: ZoneBoard,
    options: LosOptions,
    by_id: Mapping[str, tuple[Zone, ZoneShape]],
    previous: LosGeometry | None,
) -> tuple[dict[tuple[str, str], Edge], list[shapely.Geometry], list[tuple[int, shapely.Geometry]]]:
    """Shared edges of the borders that block: (edges, always-blocking, abrupt with their top).

    A border marked ``blocks_los`` always blocks (when ``blocking_borders_block``); a CLIMB or
    FALL_ONLY border between different elevations is abrupt (SPEC §1.6) under
    HIGHER_SEES_LOWER, and its top is the higher of the two elevations. Edge geometry whose two
    zones keep their outlines is taken from ``previous``.
    """
    abrupt_rule = options.elevation_rule is ElevationRule.HIGHER_SEES_LOWER
    old_edges = {} if previous is None else previous.edges
    found: dict[tuple[str, str], Edge | None] = {}
    missing: list[tuple[tuple[str, str], Zone, Zone, ZoneShape, ZoneShape, int | None]] = []
    for border in board.borders:
        blocks = border.blocks_los and options.blocking_borders_block
        if not blocks and not (abrupt_rule and border.kind in _ABRUPT_KINDS):
            continue
        first, second = by_id.get(border.a), by_id.get(border.b)
        if first is None or second is None:
            continue
        (a, a_shape), (b, b_shape) = first, second
        if a_shape.polygon is None or b_shape.polygon is None:
            continue
        if not blocks and a.elevation == b.elevation:
            continue
        key, top = (border.a, border.b), None if blocks else max(a.elevation, b.elevation)
        old = old_edges.get(key)
        found[key] = None
        if old is not None and old.first is a and old.second is b:
            found[key] = old
        elif old is not None and old.first.polygon == a.polygon and (
            old.second.polygon == b.polygon
        ):  # zones edited elsewhere (a name, a vertex added): the same edge
            found[key] = Edge(a, b, old.geometry, old.top)
        if found[key] is None:
            missing.append((key, a, b, a_shape, b_shape, top))
        elif found[key].top != top:
            found[key] = found[key]._replace(top=top)
    if missing:
        computed = shared_boundaries(
            [m[3].polygon for m in missing], [m[4].polygon for m in missing]
        )
        for (key, a, b, _, _, top), geometry in zip(missing, computed):
            found[key] = Edge(a, b, geometry, top)
    edges = {key: edge for key, edge in found.items() if edge is not None}
    always = [e.geometry for e in edges.values() if e.top is None]
    abrupt = [(e.top, e.geometry) for e in edges.values() if e.top is not None]
    return edges, always, abrupt


def _walls(
    board: ZoneBoard, options: LosOptions, previous: LosGeometry | None
) -> dict[str, tuple[Wall, shapely.Geometry]]:
    if not options.walls_block:
        return {}
    old = {} if previous is None else previous.walls
    walls: dict[str, tuple[Wall, shapely.Geometry]] = {}
    for wall in board.walls:
        if wall.blocks_los and len(set(wall.points)) >= 2:  # a wall without length hides nothing
            known = old.get(wall.id)
            reuse = known is not None and (known[0] is wall or known[0] == wall)
            walls[wall.id] = known if reuse else (wall, shapely.LineString(wall.points))
    return walls


def _levels(
    markers: np.ndarray,
    elevations: np.ndarray,
    shapes: Sequence[ZoneShape],
    always: Sequence[shapely.Geometry],
    abrupt: Sequence[tuple[int, shapely.Geometry]],
    options: LosOptions,
    previous: LosGeometry | None,
) -> dict[int, Level]:
    heights = np.unique(elevations[~np.isnan(markers[:, 0])])
    old_lines = [] if previous is None else [level.lines for level in previous.levels.values()]
    old_zones = [] if previous is None else [level.zones for level in previous.levels.values()]
    levels: dict[int, Level] = {}
    for h in (int(value) for value in heights):
        lines = (*always, *(edge for top, edge in abrupt if top > h))
        higher = tuple(
            shape
            for shape, elevation in zip(shapes, elevations)
            if options.higher_zones_block and elevation > h and shape.polygon is not None
        )
        levels[h] = Level(
            _reuse(old_lines, lines) or _line_blockers(lines),
            _reuse(old_zones, higher) or _zone_blockers(higher),
        )
    return levels


def _reuse(candidates: Sequence[Built], sources: tuple[object, ...]) -> Built | None:
    """The candidate built from exactly these source objects, if any."""
    for candidate in candidates:
        known = candidate.sources
        if len(known) == len(sources) and all(a is b for a, b in zip(known, sources)):
            return candidate
    return None


def _line_blockers(lines: tuple[shapely.Geometry, ...]) -> LineBlockers:
    return LineBlockers(lines, _prepared(lines))


def _zone_blockers(higher: tuple[ZoneShape, ...]) -> ZoneBlockers:
    polygons = np.array([shape.polygon for shape in higher], dtype=object)
    shrunk = [shape.shrunk for shape in higher if shape.shrunk is not None]
    return ZoneBlockers(
        sources=higher,
        shrunk=_prepared(shrunk),
        closed=_prepared(list(polygons)),
        polygons=polygons,
        tree=shapely.STRtree(polygons) if len(polygons) else None,
    )


def _oneway(
    markers: np.ndarray,
    elevations: np.ndarray,
    abrupt: Sequence[tuple[int, shapely.Geometry]],
    previous: LosGeometry | None,
) -> dict[tuple[int, int], Gathered]:
    heights = sorted({int(e) for e in np.unique(elevations[~np.isnan(markers[:, 0])])})
    old = [] if previous is None else list(previous.oneway.values())
    found: dict[tuple[int, int], Gathered] = {}
    for low in heights:
        for high in (h for h in heights if h > low):
            edges = tuple(edge for top, edge in abrupt if low < top <= high)
            prepared = _reuse(old, edges) or _prepared(edges)
            if prepared is not None:
                found[(low, high)] = prepared
    return found


def _prepared(geometries: Sequence[shapely.Geometry]) -> Gathered | None:
    """All the parts of ``geometries`` gathered for one query (None when there are none)."""
    parts = shapely.get_parts(np.array(geometries, dtype=object))
    parts = parts[~shapely.is_empty(parts)]
    if not len(parts):
        return None
    kinds = shapely.get_type_id(parts)
    gathered = []
    for kind, gather in ((1, shapely.multilinestrings), (3, shapely.multipolygons),
                         (0, shapely.multipoints)):
        if (kinds == kind).any():
            gathered.append(gather(parts[kinds == kind]))
    other = ~np.isin(kinds, (0, 1, 3))
    if other.any():
        gathered.append(shapely.geometrycollections(parts[other]))
    for combined in gathered:
        shapely.prepare(combined)
    return Gathered(tuple(gathered), tuple(geometries))
