"""Adjacency from geometry: which zones share a border (SPEC §1.1 "Adjacent areas").

Two zones are adjacent when their polygons share boundary longer than
``MovementOptions.edge_tolerance_mm``; a shorter contact (a corner) is not adjacency unless the
author adds the border by hand. Re-deriving after an edit keeps the author's settings of every
derived border whose edge still exists (kind, per-direction costs, LOS blocking, jump
difficulty, orientation), keeps every hand-added border, drops derived borders whose edge
disappeared and adds defaults for new edges: a wall border blocking line of sight when
movement-blocking walls cover the edge (walls block it, PRODUCT §2b), a door when walls and
doors drawn before the zones cover it together (blocking line of sight while one of those doors
is closed), a climb (from the lower side) between different elevations, else open.

Candidate pairs come from a shapely STRtree so that 5,000-zone boards stay fast. Pure geometry
on the frozen model: must not import Qt, SQLAlchemy, or the path and LOS modules.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import shapely

from editor.board.shapes import lines_of, polygons_of, shared_boundaries
from editor.model.board import Border, BorderKind, DoorState, ZoneBoard
from editor.model.options import MovementOptions

Pair = tuple[int, int]
"""Indexes of two zones in ``board.zones``, the smaller first."""


def shared_edges(board: ZoneBoard, options: MovementOptions) -> dict[Pair, shapely.Geometry]:
    """Each pair of adjacent zones (indexes in board order) with the boundary they share."""
    polygons = polygons_of(board.zones)
    drawn = np.array([i for i, p in enumerate(polygons) if p is not None], dtype=int)
    if len(drawn) < 2:
        return {}
    shapes = np.array([polygons[i] for i in drawn], dtype=object)
    left, right = shapely.STRtree(shapes).query(shapes, predicate="intersects")
    ordered = left < right
    left, right = left[ordered], right[ordered]
    edges = shared_boundaries(shapes[left], shapes[right])
    long_enough = shapely.length(edges) > options.edge_tolerance_mm
    return {
        (int(drawn[a]), int(drawn[b])): edge
        for a, b, edge in zip(left[long_enough], right[long_enough], edges[long_enough])
    }


def derive_borders(board: ZoneBoard, options: MovementOptions) -> tuple[Border, ...]:
    """A default derived border for every pair of adjacent zones, ignoring existing borders."""
    edges = shared_edges(board, options)
    covers = _covers(board, edges, options)
    return tuple(_default_border(board, pair, covers.get(pair)) for pair in sorted(edges))


def rederive_borders(board: ZoneBoard, options: MovementOptions) -> tuple[Border, ...]:
    """The board's borders after re-deriving adjacency, keeping the author's settings.

    Surviving borders keep their order; new ones follow in board order of their zones.
    """
    index = {zone.id: i for i, zone in enumerate(board.zones)}
    edges = shared_edges(board, options)
    authored = {_pair_key(b) for b in board.borders if not b.derived}
    kept: list[Border] = []
    covered: set[frozenset[str]] = set(authored)
    for border in board.borders:
        key = _pair_key(border)
        if not border.derived:
            kept.append(border)
        elif key not in covered and _index_pair(index, border) in edges:
            kept.append(border)
            covered.add(key)
    new_pairs = {
        pair: edge
        for pair, edge in edges.items()
        if frozenset((board.zones[pair[0]].id, board.zones[pair[1]].id)) not in covered
    }
    covers = _covers(board, new_pairs, options)
    kept.extend(_default_border(board, pair, covers.get(pair)) for pair in sorted(new_pairs))
    return tuple(kept)


def _pair_key(border: Border) -> frozenset[str]:
    return frozenset((border.a, border.b))


def _index_pair(index: dict[str, int], border: Border) -> Pair | None:
    a, b = index.get(border.a), index.get(border.b)
    if a is None or b is None or a == b:
        return None
    return (a, b) if a < b else (b, a)


def _covers(
    board: ZoneBoard, edges: dict[Pair, shapely.Geometry], options: MovementOptions
) -> dict[Pair, Border]:
    """The default border of each pair whose shared edge walls or doors cover (within the
    tolerance): a wall blocking line of sight where movement-blocking walls alone cover it,
    else a door where doors complete the cover, closed (blocking line of sight) where closed
    doors alone complete it."""
    blocking = [w.points for w in board.walls if w.blocks_movement and w.door is None]
    closed = [w.points for w in board.walls if w.door is DoorState.CLOSED]
    doors = closed + [w.points for w in board.walls if w.door is DoorState.OPEN]
    walled = _covered_pairs(edges, blocking, options.edge_tolerance_mm)
    shut = _covered_pairs(edges, blocking + closed, options.edge_tolerance_mm) - walled
    ajar = _covered_pairs(edges, blocking + doors, options.edge_tolerance_mm) - walled - shut
    covers = {pair: Border("", "", BorderKind.WALL, blocks_los=True) for pair in walled}
    covers.update({pair: Border("", "", BorderKind.DOOR, blocks_los=True) for pair in shut})
    covers.update({pair: Border("", "", BorderKind.DOOR) for pair in ajar})
    return covers


def _covered_pairs(
    edges: dict[Pair, shapely.Geometry], polylines: list[tuple], tolerance: float
) -> set[Pair]:
    """Pairs whose shared edge is covered (within ``tolerance``) by the given polylines."""
    lines = [points for points in polylines if len(points) >= 2]
    if not lines or not edges:
        return set()
    walls = shapely.buffer(lines_of(lines), tolerance)
    pairs = list(edges)
    shared = np.array([edges[p] for p in pairs], dtype=object)
    edge_index, wall_index = shapely.STRtree(walls).query(shared, predicate="intersects")
    near: dict[int, list[int]] = {}
    for e, w in zip(edge_index.tolist(), wall_index.tolist()):
        near.setdefault(e, []).append(w)
    if not near:
        return set()
    candidates = sorted(near)
    covers = [shapely.union_all(walls[near[e]]) for e in candidates]
    uncovered = shapely.length(shapely.difference(shared[candidates], covers))
    return {pairs[e] for e, rest in zip(candidates, uncovered) if rest <= tolerance}


def _default_border(board: ZoneBoard, pair: Pair, cover: Border | None) -> Border:
    first, second = board.zones[pair[0]], board.zones[pair[1]]
    if cover is not None:
        return replace(cover, a=first.id, b=second.id)
    if first.elevation != second.elevation:
        low, high = sorted((first, second), key=lambda zone: zone.elevation)
        return Border(low.id, high.id, BorderKind.CLIMB)
    return Border(first.id, second.id, BorderKind.OPEN)
