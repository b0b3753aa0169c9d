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


def random_edits(board: ZoneBoard, count: int, seed: int = 0) -> list[ZoneBoard]:
    """``count`` successive boards, each ``board`` (then the last one) after one edit of the
    editor's own commands, in turn: a zone moved by a few millimetres, a corner dragged (every
    zone sharing it reshaped), a zone split across its middle, two neighbours merged, a zone's
    elevation changed (PRODUCT §5 "LOS update after any single edit"). An edit the command
    refuses (a corner that would cross an outline) is drawn again."""
    from editor.editing.corners import MoveCorner
    from editor.editing.cuts import MergeZones, SplitZone
    from editor.editing.terrain import SetElevation
    from editor.editing.zones import MoveZone
    from editor.messages import SkirmishError
    from editor.model.scenario import RuleSystem, Scenario

    rng = random.Random(seed)
    scenario = Scenario("edits", RuleSystem.ZONE_SOLO, board)
    boards: list[ZoneBoard] = []
    kinds = ("move", "corner", "split", "merge", "elevation")
    while len(boards) < count:
        board = scenario.board
        zone = rng.choice([z for z in board.zones if z.polygon])
        kind = kinds[len(boards) % len(kinds)]
        if kind == "move":
            edit = MoveZone(zone, rng.uniform(-6, 6), rng.uniform(-6, 6))
        elif kind == "corner":
            vertex = rng.choice(zone.polygon)
            owners = {z.id: z.polygon for z in board.zones if z.polygon and vertex in z.polygon}
            edit = MoveCorner(owners, vertex, (vertex[0] + rng.uniform(-8, 8),
                                               vertex[1] + rng.uniform(-8, 8)))
        elif kind == "split":
            points = zone.polygon
            half = len(points) // 2
            a = _middle(points[-1], points[0])
            b = _middle(points[half - 1], points[half])
            edit = SplitZone(a, b)
        elif kind == "merge":
            neighbours = [b.b if b.a == zone.id else b.a for b in board.borders
                          if zone.id in (b.a, b.b)]
            if not neighbours:
                continue
            edit = MergeZones([zone.id, rng.choice(neighbours)])
        else:
            edit = SetElevation([zone.id], rng.choice([e for e in (0, 1, 2)
                                                      if e != zone.elevation]))
        try:
            scenario = edit.prepare(scenario)
        except SkirmishError:
            continue
        boards.append(scenario.board)
    return boards


def _middle(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float]:
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
