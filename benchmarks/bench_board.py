"""Board-engine benchmarks (PRODUCT §5 "Speed"), on generated boards
of ``benchmarks/zone_boards.py``. Each figure is the median of repeated runs, in seconds, with
a reference measured in the same process:

- overlay for one character (all reachable zones with cost and path, the zones it sees and the
  zones that see it) on 500 zones, against one bare networkx ``single_source_dijkstra`` on the
  same graph plus the LOS look-ups (bar: 3×);
- all-pairs LOS at 200 / 500 / 1,000 zones, against the reference loop calling shapely
  ``intersects(segment, blockers)`` once per ordered pair, ``blockers`` the prepared union of
  the walls (as hairline polygons, so the union stays one indexed polygon) and the zones above
  street level (bar at 500: at least 2× faster, i.e. a ratio ≤ 0.5; guides 50 / 400 / 3,000 ms).
  At 1,000 zones the loop runs over every 8th pair and its time is multiplied by 8 (each call
  costs the same), which keeps ``make bench`` short;
- the incremental LOS update after each of 200 successive edits of a 500-zone board by the
  editor's commands (moves, corner drags, splits, merges, elevations): the 95th percentile
  against the 16 ms bar, the median against the full table;
- least-cost paths from one zone of a 5,000-zone board against networkx on the same graph, and
  the adjacency derivation of that board against its bare STRtree self-query.

Boards and caches are built before timing where the application builds them once per board.
"""

from __future__ import annotations

import statistics
import time

import networkx as nx
import numpy as np
import shapely
from zone_boards import median_time, networkx_graph, random_edits, zone_board

from editor.board.adjacency import derive_borders
from editor.board.los import compute_los_table, effective_los, update_los
from editor.board.movement import Mover, Occupancy
from editor.board.overlays import los_overlay, movement_range, seen_by_overlay
from editor.board.paths import board_graph, shortest_paths
from editor.board.shapes import markers_of, polygons_of
from editor.model.board import ZoneBoard
from editor.model.options import RulesOptions
from editor.model.units import Side

OPTIONS = RulesOptions()
MOVER = Mover(Side.HERO)


def row(name: str, value: float, reference: float, bar: float | None) -> dict:
    return {
        "name": name,
        "value": value,
        "reference": reference,
        "ratio": value / reference,
        "bar": bar,
        "unit": "s",
    }


def overlay_rows() -> list[dict]:
    board = zone_board(500, seed=1)
    origins = [board.zones[i].id for i in range(0, 500, 50)]
    graph = networkx_graph(board, OPTIONS.movement)
    view = effective_los(board, OPTIONS.los)
    seen = {zone_id: view.visible_from(zone_id) for zone_id in graph}
    board_graph(board, OPTIONS)

    def ours():
        for origin in origins:
            movement_range(board, MOVER, Occupancy(), OPTIONS, origin)
            los_overlay(board, OPTIONS, origin)
            seen_by_overlay(board, OPTIONS, origin)

    def reference():
        for origin in origins:
            nx.single_source_dijkstra(graph, origin)
            _ = seen[origin], [z for z in graph if origin in seen[z]]

    count = len(origins)
    return [
        row(
            "board: overlay for one character, 500 zones (vs networkx + LOS look-ups)",
            median_time(ours, 15) / count,
            median_time(reference, 15) / count,
            3.0,
        )
    ]


def reference_los(board: ZoneBoard, stride: int = 1) -> None:
    """The reference loop: one prepared ``intersects`` per ordered pair of markers (every
    ``stride``-th pair only: the pairs cost the same, so the caller scales the time)."""
    polygons = polygons_of(board.zones)
    markers = markers_of(board.zones, polygons)
    lowest = min(zone.elevation for zone in board.zones)
    walls = [shapely.buffer(shapely.LineString(w.points), 0.01) for w in board.walls]
    higher = [p for p, z in zip(polygons, board.zones) if z.elevation > lowest]
    blockers = shapely.union_all(walls + higher)
    shapely.prepare(blockers)
    first, second = np.nonzero(~np.eye(len(markers), dtype=bool))
    first, second = first[::stride], second[::stride]
    segments = shapely.linestrings(np.stack([markers[first], markers[second]], axis=1))
    intersects = shapely.intersects
    for segment in segments:
        intersects(segment, blockers)


def los_row(count: int, repeats: int, stride: int, bar: float | None) -> dict:
    """All-pairs LOS on fresh boards (nothing memoised) against the reference loop."""
    boards = [zone_board(count, seed=2) for _ in range(repeats)]
    fresh = iter(boards)
    ours = median_time(lambda: compute_los_table(next(fresh), OPTIONS.los), repeats)
    sample = median_time(lambda: reference_los(boards[0], stride), repeats)
    return row(
        f"board: all-pairs LOS, {count} zones (vs per-pair intersects loop)",
        ours,
        sample * stride,
        bar,
    )


def los_rows() -> list[dict]:
    return [los_row(200, 5, 1, None), los_row(500, 3, 1, 0.5), los_row(1000, 3, 8, None)]


EDITS = 200
UPDATE_BAR_S = 0.016


def incremental_rows() -> list[dict]:
    """The LOS update after each of ``EDITS`` successive edits of a 500-zone board by the
    editor's commands (moves, corner drags, splits, merges, elevations: ``random_edits``), each
    from the table the one before left, as the editor's LOS worker updates it: the 95th
    percentile against the 16 ms bar, and the median against the full table."""
    board = zone_board(500, seed=4)
    edits = random_edits(board, EDITS, seed=1)
    table = compute_los_table(board, OPTIONS.los)
    times = []
    before = board
    for after in edits:
        start = time.perf_counter()
        table = update_los(table, before, after, OPTIONS.los)
        times.append(time.perf_counter() - start)
        before = after
    full = median_time(lambda: compute_los_table(zone_board(500, seed=4), OPTIONS.los), 3)
    p95 = float(np.percentile(times, 95))
    return [
        {"name": f"board: LOS update after an edit, 500 zones, 95th percentile of {EDITS} "
                 "moves, corner drags, splits, merges and elevations (bar 16 ms)",
         "value": p95, "reference": UPDATE_BAR_S, "ratio": p95 / UPDATE_BAR_S, "bar": 1.0,
         "unit": "s"},
        row("board: the same updates, median (vs the full table)", statistics.median(times),
            full, None),
    ]


def big_board_rows() -> list[dict]:
    board = zone_board(5000, seed=5)
    graph = networkx_graph(board, OPTIONS.movement)
    board_graph(board, OPTIONS)
    origin = board.zones[2525].id
    paths = median_time(lambda: shortest_paths(board, MOVER, Occupancy(), OPTIONS, origin), 5)
    reference = median_time(lambda: nx.single_source_dijkstra(graph, origin), 5)

    def bare_query():
        shapes = np.array(polygons_of(board.zones), dtype=object)
        shapely.STRtree(shapes).query(shapes, predicate="intersects")

    derive = median_time(lambda: derive_borders(board, OPTIONS.movement), 3)
    query = median_time(bare_query, 3)
    return [
        row("board: least-cost paths, 5,000 zones (vs networkx)", paths, reference, 3.0),
        row("board: derive borders, 5,000 zones (vs bare STRtree self-query)", derive, query, None),
    ]


def run() -> list[dict]:
    return [*overlay_rows(), *los_rows(), *incremental_rows(), *big_board_rows()]
