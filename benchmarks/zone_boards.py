"""Generated zone boards for the board-engine benchmarks (PRODUCT §5 speed bars).

A jittered grid of quadrilateral zones (neighbours share exact edges, as boards drawn with
snapping do) with city blocks of roofs at elevation 1-2 among streets at 0, climb and fall-only
borders between levels, doors, LOS-blocking windows, difficult, dangerous and water zones, and
short walls along zone edges. Deterministic for a given seed. Pure model code: no Qt, no SQL.

The benchmarks on these boards also share their measuring here: ``median_time`` and the bare
networkx graph of a board that PRODUCT §5 uses as the reference for path finding.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable

import networkx as nx

from editor.board.movement import crossings
from editor.model.board import Border, BorderKind, Danger, Wall, Zone, ZoneBoard
from editor.model.options import MovementOptions
from editor.model.text import Text

CELL_MM = 30.0


def zone_board(zone_count: int, seed: int = 0) -> ZoneBoard:
    """A board of ``zone_count`` zones about ``CELL_MM`` wide, 25 % more columns than rows."""
    rng = random.Random(seed)
    columns = math.ceil(math.sqrt(zone_count * 1.25))
    rows = -(-zone_count // columns)
    vertices = _vertices(rows, columns, rng)
    zones = tuple(_zone(i, columns, vertices, rng) for i in range(zone_count))
    borders, walls = _borders_and_walls(zones, columns, vertices, rng)
    return ZoneBoard(columns * CELL_MM, rows * CELL_MM, zones, borders, walls)


def reshaped(board: ZoneBoard, index: int, factor: float = 0.8) -> ZoneBoard:
    """``board`` with zone ``index`` shrunk towards its centre (a local edit)."""
    zone = board.zones[index]
    assert zone.polygon is not None
    cx = sum(x for x, _ in zone.polygon) / len(zone.polygon)
    cy = sum(y for _, y in zone.polygon) / len(zone.polygon)
    polygon = tuple((cx + (x - cx) * factor, cy + (y - cy) * factor) for x, y in zone.polygon)
    changed = Zone(
        zone.id,
        zone.name,
        polygon,
        None,
        zone.elevation,
        zone.capacity,
        zone.difficult,
        zone.danger,
        zone.water,
    )
    zones = board.zones[:index] + (changed,) + board.zones[index + 1 :]
    return ZoneBoard(
        board.width_mm,
        board.height_mm,
        zones,
        board.borders,
        board.walls,
        board.los,
        board.los_overrides,
    )


def median_time(action: Callable[[], object], repeats: int) -> float:
    """The median of ``repeats`` timed calls of ``action``, in seconds."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def networkx_graph(board: ZoneBoard, movement: MovementOptions) -> nx.DiGraph:
    """The reference graph: one weighted edge per crossing the rules allow (falls left out)."""
    graph = nx.DiGraph()
    graph.add_nodes_from(zone.id for zone in board.zones)
    for c in crossings(board, movement):
        if not c.fall:
            graph.add_edge(c.source, c.target, weight=c.cost + c.climb)
    return graph


def _vertices(rows: int, columns: int, rng: random.Random) -> list[list[tuple[float, float]]]:
    jitter = 0.3 * CELL_MM
    grid = []
    for r in range(rows + 1):
        line = []
        for c in range(columns + 1):
            dx = 0.0 if c in (0, columns) else rng.uniform(-jitter, jitter)
            dy = 0.0 if r in (0, rows) else rng.uniform(-jitter, jitter)
            line.append((round(c * CELL_MM + dx, 3), round(r * CELL_MM + dy, 3)))
        grid.append(line)
    return grid


def _zone(index: int, columns: int, vertices, rng: random.Random) -> Zone:
    r, c = divmod(index, columns)
    polygon = (vertices[r][c], vertices[r][c + 1], vertices[r + 1][c + 1], vertices[r + 1][c])
    in_block = (r // 3 + c // 4) % 3 == 0 and rng.random() < 0.9
    elevation = 1 + (r + c) % 2 if in_block else 0
    return Zone(
        id=f"z{index}",
        name=Text.both(f"Zone {index}"),
        polygon=polygon,
        elevation=elevation,
        capacity=3 if rng.random() < 0.1 else None,
        difficult=rng.random() < 0.15,
        danger=Danger() if rng.random() < 0.05 else None,
        water=elevation == 0 and rng.random() < 0.03,
    )


def _borders_and_walls(zones, columns, vertices, rng):
    borders: list[Border] = []
    walls: list[Wall] = []
    for i, zone in enumerate(zones):
        r, c = divmod(i, columns)
        right = (i + 1, ((r, c + 1), (r + 1, c + 1)))
        below = (i + columns, ((r + 1, c), (r + 1, c + 1)))
        for j, edge in (right, below):
            if (j == i + 1 and c + 1 >= columns) or j >= len(zones):
                continue
            border = _border(zone, zones[j], rng)
            if border.kind is BorderKind.WALL:
                (r0, c0), (r1, c1) = edge
                walls.append(Wall(f"w{len(walls)}", (vertices[r0][c0], vertices[r1][c1])))
            borders.append(border)
    return tuple(borders), tuple(walls)


def _border(first: Zone, second: Zone, rng: random.Random) -> Border:
    if first.elevation != second.elevation:
        low, high = sorted((first, second), key=lambda z: z.elevation)
        if rng.random() < 0.5:
            return Border(low.id, high.id, BorderKind.CLIMB)
        return Border(high.id, low.id, BorderKind.FALL_ONLY)
    roll = rng.random()
    if roll < 0.06:
        return Border(first.id, second.id, BorderKind.WALL, blocks_los=True)
    if roll < 0.12:
        return Border(first.id, second.id, BorderKind.DOOR, cost_ab=1, cost_ba=1, blocks_los=True)
    if roll < 0.15 and first.elevation > 0:
        return Border(first.id, second.id, BorderKind.JUMP_GAP, jump_difficulty=1)
    return Border(first.id, second.id)
