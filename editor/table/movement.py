"""Movement range on a free table: where a figure's centre can get within a budget, at what cost.

The rules (what a millimetre costs where, and for whom) live in :mod:`editor.table.ground`:
open ground, half speed in difficult terrain, water (swum in straight lines where the rules
say so), crawling, climbing onto, off and over pieces, forbidden pieces kept clear by the whole
base, the base kept on the table. The region holds only the places where a move may end (not
on a wall being climbed, nor with the base against the side of a climbed piece). A start the
base cannot legally occupy (overlapping a forbidden piece or the table edge) reaches nothing:
``start_free`` is then False. The start and a queried point are judged exactly; the region in
between, to the nearest cell.

Method: a fine grid with least costs (:mod:`editor.table.raster`), not a visibility graph. A
visibility graph over the grown obstacle vertices is exact only when every free place costs
the same; with half-speed pieces the true shortest paths refract at piece edges (Snell's law)
and leave the graph, and turning graph distances into a reachable *region* needs visibility
polygons from every vertex. The grid handles weights and forbidden pieces alike, its region is
a union of cells, and its error is bounded:

- a path between two cells zigzags over the 32 directions of the stencil, at most
  ``RELATIVE_ERROR`` (1.31 %) longer than the straight line; near the start the costs are
  exact straight segments (``SEED_RADIUS_CELLS``), and ``cost_to`` ends with an exact
  straight leg;
- piece edges and the table edge are known to the nearest cell, which can move a path by
  under a cell each time it passes one; climbs are counted in full where a path crosses an
  edge, so they add no error of their own.

Together: ``|cost_to(p) - exact| <= RELATIVE_ERROR * exact + ERROR_CELLS * cell_mm``
(``error_bound_mm``); with the default 2 mm cell and a 150 mm move, under 6 mm. On open ground
the grid never underestimates. The tests check the bound against analytic answers (open
ground, around a square, a wall's end and a round rock, across a difficult strip). Large
budgets coarsen the cell to keep the grid at most ``MAX_CELLS_PER_SIDE`` cells wide (the bound
grows with the cell). A swim follows one of the 32 stencil directions from a dry cell, so in
water the zigzag allowance does not apply and the error is that of the nearest such line.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import shapely

from editor.model.geometry import Point
from editor.table.ground import Ground, GroundSample, Mover
from editor.table.measure import EPSILON_MM, centre_distance
from editor.table.raster import (
    IMPROVEMENT_MM,
    STENCIL_REACH,
    Raster,
    cell_centres,
    cells_region,
    least_costs,
    stencil,
    stencil_relative_error,
)
from editor.table.terrain import Terrain, serialized

DEFAULT_CELL_MM = 2.0
MAX_CELLS_PER_SIDE = 256
SEED_RADIUS_CELLS = 2 * STENCIL_REACH
RELATIVE_ERROR = stencil_relative_error()
ERROR_CELLS = 2.0


@dataclass(frozen=True, eq=False)
class MovementRange:
    """Where the centre of a figure starting at ``start`` can stand within ``budget_mm``."""

    start: Point
    budget_mm: float
    ground: Ground
    raster: Raster
    costs: np.ndarray
    """Least cost to each cell centre of ``raster``."""
    region: shapely.Polygon | shapely.MultiPolygon
    """The cells whose centre costs at most the budget, merged; empty when none does."""

    @property
    def cell_mm(self) -> float:
        return self.raster.cell_mm

    @property
    def start_free(self) -> bool:
        return math.isfinite(_weight(self.ground, self.start))

    @property
    def reaches_beyond_start(self) -> bool:
        """Some place other than the start's own cell may be reached."""
        row, col = self.raster.cell_of(self.start)
        mask = self.costs <= self.budget_mm
        if _inside(self.raster, row, col):
            mask[row, col] = False
        return bool(mask.any())

    @property
    def area_mm2(self) -> float:
        return float(self.region.area)

    def error_bound_mm(self, distance_mm: float) -> float:
        """Largest error of ``cost_to`` for a path whose exact cost is ``distance_mm``."""
        return RELATIVE_ERROR * distance_mm + ERROR_CELLS * self.cell_mm

    def cost_to(self, point: Point) -> float:
        """Least cost from the start to ``point``: through the grid, or the straight segment
        from the start when it is cheaper, so a straight move over clear ground costs its exact
        length (a move of the whole movement is not refused for the grid's zigzag).

        ``inf`` when unreachable, or dearer than the budget plus its error bound.
        """
        if centre_distance(point, self.start) == 0:
            return 0.0
        row, col = self.raster.cell_of(point)
        weight = _weight(self.ground, point)
        if not (_inside(self.raster, row, col) and math.isfinite(weight)):
            return math.inf
        raster = self.raster.with_weight(row, col, weight)
        best = self._last_cell(raster, point, row, col)[1]
        direct = raster.segment_costs(self.start, np.array(point[0]), np.array(point[1]))
        return min(best, float(direct))

    def reaches(self, point: Point) -> bool:
        """A move may end at ``point``: within the budget, and a place where a move may end."""
        if centre_distance(point, self.start) == 0:
            return self.start_free
        stop = self.ground.sample(np.array([point[0]]), np.array([point[1]])).stop[0]
        return bool(stop) and self.cost_to(point) <= self.budget_mm + EPSILON_MM

    def segment_cost(self, a: Point, b: Point) -> float:
        """Cost of the straight segment from ``a`` to ``b`` on this range's grid (``inf`` if it
        crosses forbidden ground or leaves the window), as ``cost_to`` prices its legs."""
        return float(self.raster.segment_costs(a, np.array(b[0]), np.array(b[1])))

    @serialized
    def path_to(self, point: Point) -> tuple[Point, ...]:
        """The least-cost path from the start to ``point``, as points (SOLO-MV-1 « le chemin
        utilisant le moins de points de déplacement»): ``(start, point)`` when the straight
        segment is the cheapest (open ground), ``()`` when ``point`` is unreachable.

        The grid is back-tracked from the cell ``cost_to`` ends its last leg at, picking at each
        cell the stencil move whose origin's cost plus the move's cost is least (it equals the
        cell's cost within the relaxation's ``IMPROVEMENT_MM``), until the straight segment
        from the start costs the cell's cost (a seed). The chain is then string-pulled: from
        each kept vertex, the farthest later vertex whose straight segment costs no more than
        the legs it replaces (within 1e-3 mm). Its cost thus stays within ``cost_to(point)``'s
        error bound. Inner vertices are rounded to 0.1 mm so traces are the same on every run
        and machine; the start and ``point`` are kept as given.
        """
        if centre_distance(point, self.start) == 0:
            return (self.start,) if self.start_free else ()
        row, col = self.raster.cell_of(point)
        weight = _weight(self.ground, point)
        if not (_inside(self.raster, row, col) and math.isfinite(weight)):
            return ()
        raster = self.raster.with_weight(row, col, weight)
        direct = float(raster.segment_costs(self.start, np.array(point[0]), np.array(point[1])))
        last, via = self._last_cell(raster, point, row, col)
        if direct <= via + PULL_TOLERANCE_MM:
            return (self.start, point) if math.isfinite(direct) else ()
        cells = self._back_track(raster, last)
        xs, ys = raster.centres()
        chain = [self.start] + [(float(xs[c]), float(ys[c])) for c in reversed(cells)] + [point]
        spent = [0.0] + [float(self.costs[c]) for c in reversed(cells)] + [via]
        return _string_pulled(raster, chain, spent)

    def _last_cell(
        self, raster: Raster, point: Point, row: int, col: int
    ) -> tuple[tuple[int, int], float]:
        """The nearby cell whose cost plus the straight leg to ``point`` is least, and that
        total (``inf`` when none reaches)."""
        rows, cols = raster.shape
        r0, r1 = max(0, row - STENCIL_REACH), min(rows, row + STENCIL_REACH + 1)
        c0, c1 = max(0, col - STENCIL_REACH), min(cols, col + STENCIL_REACH + 1)
        xs, ys = raster.centres()
        totals = self.costs[r0:r1, c0:c1] + raster.segment_costs(
            point, xs[r0:r1, c0:c1], ys[r0:r1, c0:c1]
        )
        best = int(np.argmin(totals))  # first in reading order among equal totals
        r, c = divmod(best, totals.shape[1])
        return (r0 + r, c0 + c), float(totals[r, c])

    def _back_track(self, raster: Raster, cell: tuple[int, int]) -> list[tuple[int, int]]:
        """Cells from ``cell`` back to a seed: each step goes to the move's origin with the
        least cost plus move cost (the first such move in stencil order)."""
        moves = _MoveCosts.of(raster)
        xs, ys = raster.centres()
        start_row, start_col = raster.cell_of(self.start)
        cells = [cell]
        for _ in range(self.costs.size):
            r, c = cell
            here = float(self.costs[r, c])
            if max(abs(r - start_row), abs(c - start_col)) <= SEED_RADIUS_CELLS:
                seed = float(raster.segment_costs(self.start, xs[r, c], ys[r, c]))
                if seed <= here + IMPROVEMENT_MM:
                    break
            origins, totals = moves.into(self.costs, r, c)
            best = int(np.argmin(totals))
            if not totals[best] < here + 2 * IMPROVEMENT_MM or not (
                self.costs[origins[best]] < here
            ):
                break  # no cheaper origin: the cell was seeded (rounding of the seed test)
            cell = origins[best]
            cells.append(cell)
        return cells


PULL_TOLERANCE_MM = 1e-3
"""A straight segment replaces legs that cost as much within this much (rounding noise)."""


def _string_pulled(raster: Raster, chain: list[Point], spent: list[float]) -> tuple[Point, ...]:
    """``chain`` (vertices with the cost spent to reach each) with every vertex dropped that a
    straight segment from the previous kept vertex skips at no extra cost."""
    kept = [chain[0]]
    anchor = 0
    last = len(chain) - 1
    while anchor < last:
        later = np.arange(anchor + 1, last + 1)
        ends = np.array([chain[k] for k in later])
        straight = raster.segment_costs(kept[-1], ends[:, 0], ends[:, 1])
        legs = np.array([spent[k] for k in later]) - spent[anchor]
        fine = np.flatnonzero(straight <= legs + PULL_TOLERANCE_MM)
        anchor = int(later[fine[-1]]) if fine.size else anchor + 1
        if anchor == last:
            kept.append(chain[last])
        else:
            x, y = chain[anchor]
            kept.append((round(x, 1), round(y, 1)))
    return tuple(kept)


@dataclass(frozen=True, eq=False)
class _MoveCosts:
    """The cost of every stencil move into one cell, as ``Raster.move_costs`` prices it (the
    weights sampled at the same cells, the same climbs), without pricing the moves of the whole
    window: a path visits a few hundred cells."""

    moves: np.ndarray
    """(n, 2): the moves (rows, columns)."""
    offsets: np.ndarray
    """(n, k, 2): the cells each move samples, from its origin (the last repeated to ``k``)."""
    counts: np.ndarray
    """(n,): how many of ``offsets`` are the move's own samples."""
    scales: np.ndarray
    """(n,): millimetres per sample."""
    raster: Raster
    padded: np.ndarray

    @classmethod
    def of(cls, raster: Raster) -> _MoveCosts:
        moves = stencil()
        rows = []
        counts = []
        for dr, dc in moves:
            samples = math.ceil(2 * math.hypot(dr, dc))
            rows.append([
                (math.floor((m + 0.5) / samples * dr + 0.5),
                 math.floor((m + 0.5) / samples * dc + 0.5))
                for m in range(samples)
            ])
            counts.append(samples)
        width = max(counts)
        offsets = np.array([r + [r[-1]] * (width - len(r)) for r in rows])
        scales = np.array([math.hypot(dr, dc) * raster.cell_mm / n
                           for (dr, dc), n in zip(moves, counts)])
        padded = np.pad(raster.weights, STENCIL_REACH, constant_values=np.inf)
        return cls(np.array(moves), offsets, np.array(counts), scales, raster, padded)

    def into(self, costs: np.ndarray, row: int, col: int) -> tuple[list, np.ndarray]:
        """The origins of the moves into ``(row, col)`` and, for each, its cost plus the
        move's (``inf`` off the window or through forbidden ground)."""
        origin_r = row - self.moves[:, 0]
        origin_c = col - self.moves[:, 1]
        cells_r = origin_r[:, None] + self.offsets[:, :, 0]
        cells_c = origin_c[:, None] + self.offsets[:, :, 1]
        samples = self.padded[cells_r + STENCIL_REACH, cells_c + STENCIL_REACH]
        counted = np.arange(samples.shape[1])[None, :] < self.counts[:, None]
        moved = np.where(counted, samples, 0.0).sum(axis=1) * self.scales
        heights = self.raster.heights
        if heights is not None:
            rows, cols = self.raster.shape
            sr, sc = cells_r.clip(0, rows - 1), cells_c.clip(0, cols - 1)
            level, climbed, over = (heights.level[sr, sc], heights.climbed[sr, sc],
                                    heights.over[sr, sc])
            moved = moved + heights.costs(level, climbed, over)
        rows, cols = costs.shape
        inside = (origin_r >= 0) & (origin_r < rows) & (origin_c >= 0) & (origin_c < cols)
        origin_cost = np.where(inside, costs[origin_r.clip(0, rows - 1),
                                             origin_c.clip(0, cols - 1)], np.inf)
        origins = list(zip(origin_r.tolist(), origin_c.tolist()))
        return origins, origin_cost + moved


@serialized
def movement_range(
    terrain: Terrain,
    mover: Mover,
    start: Point,
    budget_mm: float,
    *,
    cell_mm: float = DEFAULT_CELL_MM,
) -> MovementRange:
    """Every place the centre of ``mover`` can reach from ``start`` spending ``budget_mm``."""
    if not (math.isfinite(budget_mm) and budget_mm >= 0):
        raise ValueError(f"budget_mm must be finite and >= 0, got {budget_mm}")
    ground = Ground.of(terrain, mover, start)
    cell = _cell_size(terrain, budget_mm, cell_mm)
    raster, stop = _raster(ground, start, budget_mm, cell)
    limit = budget_mm + RELATIVE_ERROR * budget_mm + ERROR_CELLS * cell
    costs = least_costs(raster, _seeds(raster, start), limit)
    raster.forget_move_sums()  # a kept range holds its costs, not the moves' sums
    row, col = raster.cell_of(start)
    if _inside(raster, row, col):
        stop[row, col] = True  # the figure may always stay where it is
    region = cells_region(raster, (costs <= budget_mm) & stop)
    return MovementRange(start, budget_mm, ground, raster, costs, region)


def _weight(ground: Ground, point: Point) -> float:
    return float(ground.weights(np.array([point[0]]), np.array([point[1]]))[0])


def _inside(raster: Raster, row: int, col: int) -> bool:
    return 0 <= row < raster.shape[0] and 0 <= col < raster.shape[1]


def _cell_size(terrain: Terrain, budget_mm: float, cell_mm: float) -> float:
    table = terrain.table
    span = min(2 * budget_mm, max(table.width_mm, table.height_mm))
    return max(cell_mm, span / (MAX_CELLS_PER_SIDE - 2 * STENCIL_REACH - 2))


def _raster(
    ground: Ground, start: Point, budget_mm: float, cell: float
) -> tuple[Raster, np.ndarray]:
    """The table's cells within ``budget_mm`` (and a margin) of ``start``, and where a move
    may end among them.

    The start's own cell takes the ground of the start itself: a base touching a wall stands
    legally even though the centre of its cell may fall inside the wall's grown outline.
    """
    table = ground.table
    half = budget_mm + (STENCIL_REACH + 1) * cell
    last_col = max(0, math.ceil(table.width_mm / cell) - 1)
    last_row = max(0, math.ceil(table.height_mm / cell) - 1)
    col0 = min(max(0, math.floor((start[0] - half) / cell)), last_col)
    row0 = min(max(0, math.floor((start[1] - half) / cell)), last_row)
    col1 = max(col0, min(last_col, math.floor((start[0] + half) / cell)))
    row1 = max(row0, min(last_row, math.floor((start[1] + half) / cell)))
    centres = cell_centres(cell, row0, col0, row1 - row0 + 1, col1 - col0 + 1)
    sample = ground.sample(*centres)
    row, col = math.floor(start[1] / cell) - row0, math.floor(start[0] / cell) - col0
    if 0 <= row <= row1 - row0 and 0 <= col <= col1 - col0:
        here = ground.sample(np.array([start[0]]), np.array([start[1]]))
        for name in ("weight", "level", "climbed", "over", "swim"):
            getattr(sample, name)[row, col] = getattr(here, name)[0]
    raster = Raster(
        cell,
        row0,
        col0,
        sample.weight,
        heights=ground.heights(sample) if _climbs_within(sample) else None,
        swim=sample.swim if sample.swim.any() else None,
    )
    return raster, sample.stop


def _climbs_within(sample: GroundSample) -> bool:
    """Some cell of the window is the top of a climbed piece or lies on a climbed wall."""
    return bool(sample.climbed.any() or (sample.over > 0).any())


def _seeds(raster: Raster, start: Point) -> np.ndarray:
    """Exact straight-segment costs from ``start`` to the cells around it; ``inf`` elsewhere."""
    seeds = np.full(raster.shape, np.inf)
    row, col = raster.cell_of(start)
    rows, cols = raster.shape
    r0, r1 = max(0, row - SEED_RADIUS_CELLS), min(rows, row + SEED_RADIUS_CELLS + 1)
    c0, c1 = max(0, col - SEED_RADIUS_CELLS), min(cols, col + SEED_RADIUS_CELLS + 1)
    if r0 < r1 and c0 < c1:
        xs, ys = raster.centres()
        seeds[r0:r1, c0:c1] = raster.segment_costs(start, xs[r0:r1, c0:c1], ys[r0:r1, c0:c1])
    return seeds
