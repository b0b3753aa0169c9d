"""Line of sight between zones (PRODUCT §2b "Line of sight between zones"; SOLO_AI_SPEC §1.6,
§1.7): the derived all-pairs table, the effective LOS with the author's overrides, the
incremental update after a local edit, and the "who sees this zone" queries of the ranged AI.

The rule: a zone sees itself. Otherwise the segment from A's LOS marker to B's is blocked by a
wall, by a border marked as blocking LOS, and by the interior of any other zone higher than both
A and B; across an abrupt border (CLIMB or FALL_ONLY between different elevations) only the
higher side sees over the edge, so A sees across it only if A is at least as high as the
border's higher side, and LOS can be one-way. Every clause is a ``LosOptions`` switch; the
blockers themselves are prepared by ``editor.board.los_geometry``.

All pairs are evaluated with shapely 2's vectorised predicates, in chunks of at most
``CHUNK_PAIRS`` pairs so that memory stays bounded on big boards (a 5,000-zone board has 12.5
million pairs: PRODUCT §5 "5,000-zone board", ≤ 600 MB) and a worker can report progress and be
cancelled between chunks; the result of a pair depends only on that pair and the geometry,
which is what makes the incremental update (only the pairs whose segment meets a changed
blocker, plus those of a zone whose marker or elevation changed) equal to the full
computation. ``compute_los_table`` is a pure function, safe to run
on a worker thread; derived data is memoised by object identity (see ``editor.board.memo``).
Abstract boards (no markers) take their LOS from the stored table and the overrides only.
Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np
import shapely

from editor.board.los_geometry import LosGeometry, build_geometry, geometry_hash
from editor.board.memo import IdentityMemo
from editor.model.board import LosMatrix, LosTable, ZoneBoard
from editor.model.options import LosOptions, LosSource

_geometries: IdentityMemo[LosGeometry] = IdentityMemo(4)
_matrices: IdentityMemo[np.ndarray] = IdentityMemo(4)
_views: IdentityMemo[LosView] = IdentityMemo(8)
_hashes: IdentityMemo[str] = IdentityMemo(8)
_tables: IdentityMemo[LosTable] = IdentityMemo(4)
CHUNK_PAIRS = 32_768
"""Most pairs evaluated at once: a few MB of segments, some tens of ms of work, so that a
worker reports progress and notices a cancellation often."""
Progress = Callable[[int, int], None]
"""Called with (pairs done, pairs in all) after each chunk; it may raise to stop the work."""
SEGMENT_CHUNK = 2048
"""Most segments alive at once while evaluating: shapely geometries are tracked by Python's
garbage collector, and tens of thousands of them alive at a collection are promoted to the
old generation, which soon triggers a full collection (tens of ms on a big board)."""
GEOS_LOCK = threading.Lock()
"""Held while one chunk of segments is tested against the blockers. GEOS's prepared
geometries and trees are not thread-safe (they keep state while answering), the blockers are
shared by every thread that asks about the same board (memoised), and shapely releases the
GIL: the checker and a save computing one board's LOS at once crashed the process. A chunk is
a few ms, so another thread (the GUI's incremental update) waits no longer than that."""
INF = float("inf")
BOX_MARGIN_MM = 1e-6
"""Grows the boxes of changed blockers so that rounding never drops a segment touching one."""


@dataclass(frozen=True, eq=False)
class LosView:
    """The effective line of sight of a board: who sees whom (one-way allowed)."""

    visible: Mapping[str, frozenset[str]]
    """Viewer zone id → the zones it sees (itself included unless overridden)."""
    viewers: Mapping[str, frozenset[str]]
    """Target zone id → the zones that see it."""

    def sees(self, viewer: str, target: str) -> bool:
        return target in self.visible.get(viewer, frozenset())

    def visible_from(self, viewer: str) -> frozenset[str]:
        return self.visible.get(viewer, frozenset())

    def seen_by(self, target: str) -> frozenset[str]:
        return self.viewers.get(target, frozenset())


def los_geometry(board: ZoneBoard, options: LosOptions) -> LosGeometry:
    """The prepared blockers of ``board`` (memoised by board identity and options)."""
    return _geometries.get_or_build(board, options, lambda: build_geometry(board, options))


def board_hash(board: ZoneBoard, options: LosOptions) -> str:
    """``geometry_hash`` of ``board``, memoised by board identity."""
    return _hashes.get_or_build(board, options, lambda: geometry_hash(board, options))


def compute_los_table(
    board: ZoneBoard, options: LosOptions, progress: Progress | None = None
) -> LosTable:
    """The derived LOS of every ordered pair of zones, stamped with the geometry hash
    (memoised by board identity, so the checker, the LOS tool and saving share one
    computation). ``progress`` hears about every chunk and may cancel."""
    found = _tables.get(board, options)
    if found is not None:
        return found
    geometry = los_geometry(board, options)
    visibility = np.eye(len(geometry.ids), dtype=bool)
    total = len(geometry.located) * (len(geometry.located) - 1) // 2
    done = 0
    for first, second in _pair_chunks(geometry.located):
        _store(visibility, first, second, *evaluate_pairs(geometry, first, second))
        done += len(first)
        if progress is not None:
            progress(done, total)
    table = _table(board_hash(board, options), geometry.ids, visibility)
    _matrices.put(table, geometry.ids, visibility)
    return _tables.put(board, options, table)


def _pair_chunks(located: np.ndarray):
    """Every unordered pair of ``located`` zone indexes, as index arrays of at most about
    ``CHUNK_PAIRS`` pairs: the pairs (i, j > i) of consecutive runs of rows i."""
    count = len(located)
    start = 0
    while start < count - 1:
        stop, pairs = start, 0
        while stop < count - 1 and (pairs == 0 or pairs + count - 1 - stop <= CHUNK_PAIRS):
            pairs += count - 1 - stop
            stop += 1
        lengths = count - 1 - np.arange(start, stop)
        first = np.repeat(np.arange(start, stop), lengths)
        offsets = np.arange(len(first)) - np.repeat(np.cumsum(lengths) - lengths, lengths)
        second = first + 1 + offsets
        yield located[first], located[second]
        start = stop


def evaluate_pairs(
    geometry: LosGeometry, first: np.ndarray, second: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """For zone indexes ``first[k]`` and ``second[k]`` (both with markers): does the first see
    the second, and does the second see the first."""
    if len(first) > SEGMENT_CHUNK:
        parts = [evaluate_pairs(geometry, first[k:k + SEGMENT_CHUNK], second[k:k + SEGMENT_CHUNK])
                 for k in range(0, len(first), SEGMENT_CHUNK)]
        return np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts])
    if not len(first):
        empty = np.zeros(0, dtype=bool)
        return empty, empty
    markers, elevations = geometry.markers, geometry.elevations
    segments = shapely.linestrings(np.stack([markers[first], markers[second]], axis=1))
    low = np.minimum(elevations[first], elevations[second])
    high = np.maximum(elevations[first], elevations[second])
    blocked = np.zeros(len(first), dtype=bool)
    lower_blind = np.zeros(len(first), dtype=bool)
    with GEOS_LOCK:  # the shared prepared blockers, one thread at a time
        for h in np.unique(high):
            chosen = np.flatnonzero(high == h)
            blocked[chosen] = geometry.levels[int(h)].blocked(segments[chosen])
        for (lo, hi), edges in geometry.oneway.items():
            chosen = np.flatnonzero((low == lo) & (high == hi) & ~blocked)
            if chosen.size:
                lower_blind[chosen] = edges.intersects(segments[chosen])
    forward = ~blocked & ~(lower_blind & (elevations[first] < elevations[second]))
    backward = ~blocked & ~(lower_blind & (elevations[second] < elevations[first]))
    return forward, backward


def _store(
    visibility: np.ndarray,
    first: np.ndarray,
    second: np.ndarray,
    forward: np.ndarray,
    backward: np.ndarray,
) -> None:
    visibility[first, second] = forward
    visibility[second, first] = backward


def _table(geometry_hash: str, ids: tuple[str, ...], visibility: np.ndarray) -> LosTable:
    """The derived table of ``visibility`` (zones in board order ``ids``): its matrix in id
    order, whose rows (built only when read) are sorted by viewer, each with the sorted ids it
    sees. A board whose ids repeat (invalid, but its LOS is still shown) gets its rows."""
    if len(set(ids)) != len(ids):
        return LosTable(geometry_hash, _rows(ids, visibility))
    order = np.array(sorted(range(len(ids)), key=ids.__getitem__), dtype=int)
    if (order == np.arange(len(ids))).all():
        seen = visibility
    else:
        seen = visibility[np.ix_(order, order)]
    return LosTable.of_matrix(geometry_hash, LosMatrix(tuple(ids[i] for i in order.tolist()), seen))


def _rows(
    ids: tuple[str, ...], visibility: np.ndarray
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Table rows sorted by viewer id, each with the sorted ids it sees."""
    order = np.array(sorted(range(len(ids)), key=ids.__getitem__), dtype=int)
    sorted_ids = np.array([ids[i] for i in order], dtype=object)
    columns = visibility[:, order]
    return tuple((ids[i], tuple(sorted_ids[columns[i]].tolist())) for i in order)


def update_los(
    table: LosTable, old_board: ZoneBoard, new_board: ZoneBoard, options: LosOptions
) -> LosTable:
    """The table of ``new_board`` after a local edit of ``old_board`` (zones moved, reshaped,
    split, merged, added or deleted, walls or borders changed), recomputing only the pairs the
    edit can affect: those of a zone new or moved, and those a changed, added or removed
    blocker may cross. Equal to ``compute_los_table(new_board, options)``; falls back to it
    when ``table`` was not derived from ``old_board``."""
    new_hash = board_hash(new_board, options)
    if table.geometry_hash == new_hash:
        return table
    old_ids = tuple(zone.id for zone in old_board.zones)
    new_ids = tuple(zone.id for zone in new_board.zones)
    if table.geometry_hash != board_hash(old_board, options) or (
        len(set(old_ids)) != len(old_ids) or len(set(new_ids)) != len(new_ids)
    ):
        return compute_los_table(new_board, options)
    old = los_geometry(old_board, options)
    new = _geometries.put(new_board, options, build_geometry(new_board, options, old))
    known = _matrices.get(table, old_ids)
    before = known if known is not None else _decode(table, old_ids)
    index = {zone_id: i for i, zone_id in enumerate(old_ids)}
    origins = np.array([index.get(zone_id, -1) for zone_id in new_ids], dtype=np.int64)
    """Each new zone's index on the old board (-1: a zone the edit made)."""
    if old_ids == new_ids:
        visibility = before.copy()
    else:
        kept = np.flatnonzero(origins >= 0)
        visibility = np.eye(len(new_ids), dtype=bool)
        visibility[np.ix_(kept, kept)] = before[np.ix_(origins[kept], origins[kept])]
    first, second = _dirty_pairs(old, new, origins)
    _store(visibility, first, second, *evaluate_pairs(new, first, second))
    result = _table(new_hash, new.ids, visibility)
    _matrices.put(result, new.ids, visibility)
    return result


def _decode(table: LosTable, ids: tuple[str, ...]) -> np.ndarray:
    """The visibility matrix (row sees column) of ``table`` on the zones ``ids`` (each once),
    read from its matrix when it holds one."""
    index = {zone_id: i for i, zone_id in enumerate(ids)}
    visibility = np.eye(len(ids), dtype=bool)
    matrix = table.matrix
    if matrix is not None:
        rows = np.array([index.get(v, -1) for v in matrix.viewers], dtype=np.int64)
        columns = np.array([index.get(c, -1) for c in matrix.ids], dtype=np.int64)
        r, c = np.flatnonzero(rows >= 0), np.flatnonzero(columns >= 0)
        visibility[np.ix_(rows[r], columns[c])] |= matrix.seen[np.ix_(r, c)]
        return visibility
    for viewer, seen in table.rows:
        row = index.get(viewer)
        if row is not None:
            visibility[row, [index[t] for t in seen if t in index]] = True
    return visibility


class Changed(NamedTuple):
    """A blocker added, removed or altered by an edit, and the pairs it can block at all."""

    geometry: shapely.Geometry
    high_below: float
    """Only pairs whose higher elevation is below this (a zone blocks pairs lower than it)."""
    low_below: float
    """Only pairs whose lower elevation is below this (an abrupt edge blocks lower viewers)."""


def _dirty_pairs(
    old: LosGeometry, new: LosGeometry, origins: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """The located pairs of ``new`` whose LOS the edit from ``old`` can change (``origins``:
    each new zone's index in ``old``, -1 for a new zone): those of a zone new or whose marker
    or elevation changed, and those whose segment meets a changed blocker that can block
    them."""
    moved = origins < 0
    was = np.flatnonzero(~moved)
    moved[was] = ~_same_markers(old.markers[origins[was]], new.markers[was]) | (
        old.elevations[origins[was]] != new.elevations[was])
    located = new.located
    hit = moved[located]
    dirty = np.zeros((len(located), len(located)), dtype=bool)
    dirty[hit] = True
    dirty[:, hit] = True
    changed = _changed_blockers(old, new, origins)
    if changed:  # outcodes first, marker by marker: no per-pair arrays for the far pairs
        boxes, kept = _changed_boxes(changed)
        markers = new.markers[located]
        near = np.zeros_like(dirty)
        for box, _ in _touching_clusters(boxes, kept.tolist()):
            codes = _outcodes(markers, box)
            near |= (codes[:, None] & codes[None, :]) == 0
        first, second = np.nonzero(np.triu(near & ~dirty, 1))
        met = _meets(new, located[first], located[second], changed)
        dirty[first[met], second[met]] = True
    first, second = np.nonzero(np.triu(dirty, 1))
    return located[first], located[second]


def _same_markers(old: np.ndarray, new: np.ndarray) -> np.ndarray:
    both_missing = np.isnan(old[:, 0]) & np.isnan(new[:, 0])
    return both_missing | (old == new).all(axis=1)


def _changed_blockers(old: LosGeometry, new: LosGeometry, origins: np.ndarray) -> list[Changed]:
    """Old and new geometry of every blocker that differs between the two: zones that can be
    higher than a pair (above the lowest level; a zone removed or made by the edit counts as
    changed), walls and the edges of borders."""
    changed: list[Changed] = []
    lowest = min([*old.levels, *new.levels], default=0)
    matched = [(origin, index) for index, origin in enumerate(origins.tolist())]
    kept = set(origins.tolist())
    matched += [(origin, -1) for origin in range(len(old.zones)) if origin not in kept]
    for origin, index in matched:
        before = old.zones[origin] if origin >= 0 else None
        after = new.zones[index] if index >= 0 else None
        if before is after:
            continue
        zones = [z for z in (before, after) if z is not None]
        top = max(z.elevation for z in zones)
        if top <= lowest:
            continue
        if before is None or after is None or before.polygon != after.polygon or (
            before.elevation != after.elevation
        ):
            shapes = [old.shapes[origin] if origin >= 0 else None,
                      new.shapes[index] if index >= 0 else None]
            changed.extend(Changed(s.polygon, top, INF) for s in shapes
                           if s is not None and s.polygon is not None)
    for key in old.walls.keys() | new.walls.keys():
        before, after = old.walls.get(key), new.walls.get(key)
        if before is None or after is None or before[1] is not after[1]:
            changed.extend(Changed(w[1], INF, INF) for w in (before, after) if w is not None)
    for key in old.edges.keys() | new.edges.keys():
        before, after = old.edges.get(key), new.edges.get(key)
        if before is None or after is None or before.top != after.top or not (
            before.geometry is after.geometry
            or shapely.equals_exact(before.geometry, after.geometry, 0.0)
        ):
            edges = [e for e in (before, after) if e is not None]
            reach = max(INF if e.top is None else e.top for e in edges)
            changed.extend(Changed(e.geometry, INF, reach) for e in edges)
    if old.levels.keys() != new.levels.keys() or old.oneway.keys() != new.oneway.keys():
        changed.extend(Changed(g, INF, INF) for g in _everything(new))
    return changed


def _everything(geometry: LosGeometry) -> list[shapely.Geometry]:
    return [s.polygon for s in geometry.shapes if s.polygon is not None] + [
        *(line for _, line in geometry.walls.values()),
        *(edge.geometry for edge in geometry.edges.values()),
    ]


def _meets(
    geometry: LosGeometry, first: np.ndarray, second: np.ndarray, changed: list[Changed]
) -> np.ndarray:
    """Which pairs ``first[k]``, ``second[k]`` a changed blocker may block: their elevations
    allow it and their segment crosses its bounding box (a superset, which only costs a few
    extra pairs to recompute). The changed blockers of an edit lie side by side: each cluster
    of touching boxes is tested against every pair once, then the blockers of the cluster
    that block the same pairs (same limits) share one box, the union of theirs, tested
    against the pairs near the cluster only."""
    found = np.zeros(len(first), dtype=bool)
    boxes, kept = _changed_boxes(changed)
    elevations = geometry.elevations
    for cluster, members in _touching_clusters(boxes, kept.tolist()):
        near = _crossing_box(geometry.markers, first, second, cluster)
        high = np.maximum(elevations[first[near]], elevations[second[near]])
        low = np.minimum(elevations[first[near]], elevations[second[near]])
        groups: dict[tuple[float, float], list[int]] = {}
        for k in members:
            groups.setdefault((changed[k].high_below, changed[k].low_below), []).append(k)
        for (high_below, low_below), group in groups.items():
            box = np.array([*boxes[group, :2].min(axis=0), *boxes[group, 2:].max(axis=0)])
            rest = near[~found[near] & (high < high_below) & (low < low_below)]
            found[rest[_crossing_box(geometry.markers, first[rest], second[rest], box)]] = True
    return found


def _changed_boxes(changed: list[Changed]) -> tuple[np.ndarray, np.ndarray]:
    """The bounding boxes of ``changed`` grown by ``BOX_MARGIN_MM``, and the positions of
    those not empty."""
    boxes = shapely.bounds(np.array([c.geometry for c in changed], dtype=object))
    boxes += np.array([-BOX_MARGIN_MM, -BOX_MARGIN_MM, BOX_MARGIN_MM, BOX_MARGIN_MM])
    return boxes, np.flatnonzero(~np.isnan(boxes[:, 0]))


def _outcodes(points: np.ndarray, box: np.ndarray) -> np.ndarray:
    """Cohen-Sutherland outcodes of ``points`` against the closed box (x0, y0, x1, y1): a
    segment whose two ends share a bit lies wholly on one side of the box."""
    x0, y0, x1, y1 = box
    x, y = points[:, 0], points[:, 1]
    return ((x < x0) * 1 | (x > x1) * 2 | (y < y0) * 4 | (y > y1) * 8).astype(np.uint8)


def _touching_clusters(boxes: np.ndarray, members: list[int]) -> list[tuple[np.ndarray, list[int]]]:
    """The clusters of ``boxes[members]`` (x0, y0, x1, y1) that touch or overlap one another,
    each as its bounding box and its members: the outline and edges of the zones an edit
    changed make one cluster, a point contact changed across the board another."""
    clusters: list[tuple[np.ndarray, list[int]]] = []
    for k in members:
        box, group, apart = boxes[k], [k], []
        for a, others in clusters:  # a box that touches nothing yet may join two clusters
            if a[0] <= box[2] and box[0] <= a[2] and a[1] <= box[3] and box[1] <= a[3]:
                box = np.array([min(a[0], box[0]), min(a[1], box[1]),
                                max(a[2], box[2]), max(a[3], box[3])])
                group = others + group
            else:
                apart.append((a, others))
        clusters = [*apart, (box, group)]
    return clusters


def _crossing_box(
    markers: np.ndarray, first: np.ndarray, second: np.ndarray, box: np.ndarray
) -> np.ndarray:
    """Positions k where the segment from ``first[k]``'s marker to ``second[k]``'s meets the
    closed box (x0, y0, x1, y1): no Cohen-Sutherland outcode shared by both ends, and the
    box's corners not all strictly on one side of the segment's line."""
    x0, y0, x1, y1 = box
    codes = _outcodes(markers, box)
    chosen = np.flatnonzero((codes[first] & codes[second]) == 0)
    a, b = markers[first[chosen]], markers[second[chosen]]
    d = b - a
    sides = np.stack(
        [
            d[:, 0] * (cy - a[:, 1]) - d[:, 1] * (cx - a[:, 0])
            for cx, cy in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))
        ]
    )
    return chosen[~((sides > 0).all(axis=0) | (sides < 0).all(axis=0))]


def effective_los(
    board: ZoneBoard, options: LosOptions, progress: Progress | None = None
) -> LosView:
    """The LOS the rules use: the derived table (the stored one while its geometry hash still
    matches, else recomputed, telling ``progress``) or, on abstract boards and with
    ``LosSource.AUTHORED_ONLY``, the stored table; every zone sees itself; the author's
    overrides win."""
    return _views.get_or_build(board, options, lambda: _effective(board, options, progress))


def _effective(board: ZoneBoard, options: LosOptions, progress: Progress | None) -> LosView:
    ids = [zone.id for zone in board.zones]
    known = set(ids)
    derived = options.source is LosSource.DERIVED_WITH_OVERRIDES and any(
        zone.polygon is not None or zone.los_marker is not None for zone in board.zones
    )
    table = board.los
    if derived and (table is None or table.geometry_hash != board_hash(board, options)):
        table = compute_los_table(board, options, progress)
    visible: dict[str, set[str]] = {zone_id: {zone_id} for zone_id in ids}
    matrix = table.matrix if table is not None else None
    if matrix is not None:  # read without building the table's rows
        names = np.array(matrix.ids, dtype=object)
        keep = np.array([zone_id in known for zone_id in matrix.ids], dtype=bool)
        for row, viewer in enumerate(matrix.viewers):
            if viewer in known:
                visible[viewer].update(names[matrix.seen[row] & keep].tolist())
    for viewer, seen in table.rows if table is not None and matrix is None else ():
        if viewer in known:
            visible[viewer].update(target for target in seen if target in known)
    for override in board.los_overrides:
        if override.viewer in known and override.target in known:
            if override.visible:
                visible[override.viewer].add(override.target)
            else:
                visible[override.viewer].discard(override.target)
    viewers: dict[str, set[str]] = {zone_id: set() for zone_id in ids}
    for viewer, seen in visible.items():
        for target in seen:
            viewers[target].add(viewer)
    return LosView(
        visible={k: frozenset(v) for k, v in visible.items()},
        viewers={k: frozenset(v) for k, v in viewers.items()},
    )


def zones_seeing(board: ZoneBoard, options: LosOptions, target: str) -> frozenset[str]:
    """The zones that see ``target`` under the effective LOS (for the ranged AI)."""
    return los_queries(board, options).seen_by(target)


def los_queries(board: ZoneBoard, options: LosOptions) -> LosView:
    """The effective LOS for a few questions at a time (the solo AI, the play overlays): the
    whole view when its table is at hand (stored and current, or computed already), else a
    view whose zones have their lines evaluated when first asked about, one zone against all
    the others (PRODUCT §5 "5,000-zone board": all 12.5 million pairs take half a minute, a
    villain turn asks about a few zones). The same answers as ``effective_los``."""
    found = _views.get(board, options)
    if found is not None:
        return found
    table = board.los
    derived = options.source is LosSource.DERIVED_WITH_OVERRIDES and any(
        zone.polygon is not None or zone.los_marker is not None for zone in board.zones
    )
    current = table is not None and table.geometry_hash == board_hash(board, options)
    if not derived or current or _tables.get(board, options) is not None:
        return effective_los(board, options)
    return _queries.get_or_build(board, options, lambda: _lazy_view(board, options))


_queries: IdentityMemo[LosView] = IdentityMemo(4)


def _lazy_view(board: ZoneBoard, options: LosOptions) -> LosView:
    lines = _ZoneLines(board, los_geometry(board, options))
    return LosView(visible=_LazyMapping(lines, 0), viewers=_LazyMapping(lines, 1))


class _ZoneLines:
    """Each zone's row and column of the effective LOS, evaluated when first asked: one
    ``evaluate_pairs`` of the zone against every other located zone gives both (whom it sees,
    who sees it), then the overrides of its pairs apply, in the order ``_effective`` applies
    them. Safe to share between threads (a race evaluates a zone twice, to the same sets)."""

    def __init__(self, board: ZoneBoard, geometry: LosGeometry) -> None:
        self.ids = tuple(zone.id for zone in board.zones)
        self.known = frozenset(self.ids)
        self.geometry = geometry
        self.index = {zone_id: i for i, zone_id in enumerate(geometry.ids)}
        self.overrides = tuple(o for o in board.los_overrides
                               if o.viewer in self.known and o.target in self.known)
        self.found: dict[str, tuple[frozenset[str], frozenset[str]]] = {}

    def of(self, zone_id: str) -> tuple[frozenset[str], frozenset[str]]:
        """(the zones ``zone_id`` sees, the zones that see it)."""
        found = self.found.get(zone_id)
        if found is None:
            found = self.found[zone_id] = self._evaluate(zone_id)
        return found

    def _evaluate(self, zone_id: str) -> tuple[frozenset[str], frozenset[str]]:
        seen, seeing = {zone_id}, {zone_id}
        located = self.geometry.located
        here = self.index[zone_id]
        if not np.isnan(self.geometry.markers[here, 0]):
            others = located[located != here]
            forward, backward = evaluate_pairs(
                self.geometry, np.full(len(others), here), others)
            names = self.geometry.ids
            seen.update(names[i] for i in others[forward].tolist())
            seeing.update(names[i] for i in others[backward].tolist())
        for override in self.overrides:  # the last verdict on a pair wins, as in _effective
            if override.viewer == zone_id:
                (seen.add if override.visible else seen.discard)(override.target)
            if override.target == zone_id:
                (seeing.add if override.visible else seeing.discard)(override.viewer)
        return frozenset(seen), frozenset(seeing)


class _LazyMapping(Mapping[str, frozenset[str]]):
    """Zone id → one side (0: whom it sees, 1: who sees it) of ``_ZoneLines``."""

    def __init__(self, lines: _ZoneLines, side: int) -> None:
        self._lines, self._side = lines, side

    def __getitem__(self, zone_id: str) -> frozenset[str]:
        if zone_id not in self._lines.known:
            raise KeyError(zone_id)
        return self._lines.of(zone_id)[self._side]

    def __iter__(self):
        return iter(self._lines.ids)

    def __len__(self) -> int:
        return len(self._lines.ids)
