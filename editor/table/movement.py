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
    STENCIL_REACH,
    Raster,
    cell_centres,
    cells_region,
    least_costs,
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
        best = self._via_cells(raster, point, row, col)
        direct = raster.segment_costs(self.start, np.array(point[0]), np.array(point[1]))
        return min(best, float(direct))

    def reaches(self, point: Point) -> bool:
        """A move may end at ``point``: within the budget, and a place where a move may end."""
        if centre_distance(point, self.start) == 0:
            return self.start_free
        stop = self.ground.sample(np.array([point[0]]), np.array([point[1]])).stop[0]
        return bool(stop) and self.cost_to(point) <= self.budget_mm + EPSILON_MM

    def _via_cells(self, raster: Raster, point: Point, row: int, col: int) -> float:
        """Least cost through a nearby cell centre, then straight to ``point``."""
        rows, cols = raster.shape
        r0, r1 = max(0, row - STENCIL_REACH), min(rows, row + STENCIL_REACH + 1)
        c0, c1 = max(0, col - STENCIL_REACH), min(cols, col + STENCIL_REACH + 1)
        xs, ys = raster.centres()
        near = self.costs[r0:r1, c0:c1]
        legs = raster.segment_costs(point, xs[r0:r1, c0:c1], ys[r0:r1, c0:c1])
        return float((near + legs).min())


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
