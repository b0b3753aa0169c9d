"""A fine grid of movement weights over part of a free table, and least costs across it.

This is the numeric engine under :mod:`editor.table.movement`, which explains the choice of a
grid and states its error bound. Here:

- cells are squares of ``cell_mm`` on one lattice anchored at the table's origin, so two
  windows of the same table with the same cell size agree cell for cell;
- a cell's weight is what one millimetre costs with the cell's centre in it (1 on open ground,
  2 at half speed, ``inf`` where the figure's centre may not stand);
- moves join a cell to any cell up to ``STENCIL_REACH`` cells away in a primitive direction
  (32 directions); a move, like any straight segment, costs its length times the mean weight
  sampled every half cell along it, and is forbidden if a sample is;
- least costs come from Bellman-Ford relaxation until nothing improves: the same fixpoint as
  Dijkstra on the same graph (the tests compare them), but vectorised. Each sweep relaxes,
  for every direction, all the chains of moves in that direction at once (a running minimum
  along the lines of cells, :class:`_LineScan`), so a sweep crosses the window along straight
  runs and a few sweeps settle it; pure-Python Dijkstra over 32 moves per cell would be more
  than ten times slower on the 10^4-10^5 cells of a move.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from editor.model.geometry import Point

STENCIL_REACH = 3
IMPROVEMENT_MM = 1e-3
"""Smaller improvements are rounding noise and end the relaxation."""


def stencil(reach: int = STENCIL_REACH) -> tuple[tuple[int, int], ...]:
    """Moves (rows, columns) to cells up to ``reach`` away, one per direction (gcd = 1)."""
    return tuple(
        (dr, dc)
        for dr in range(-reach, reach + 1)
        for dc in range(-reach, reach + 1)
        if math.gcd(dr, dc) == 1
    )


def stencil_relative_error(reach: int = STENCIL_REACH) -> float:
    """Worst relative excess of a stencil path over a straight line on open ground.

    A straight line between two stencil directions ``theta`` apart is followed by a zigzag of
    the two, at most ``1 / cos(theta / 2)`` times longer.
    """
    angles = sorted(math.atan2(dr, dc) for dr, dc in stencil(reach) if 0 <= dr <= dc)
    widest = max(b - a for a, b in zip(angles, angles[1:]))
    return 1 / math.cos(widest / 2) - 1


def cell_centres(
    cell_mm: float, row0: int, col0: int, rows: int, cols: int
) -> tuple[np.ndarray, np.ndarray]:
    """x and y of the centres of a window of the lattice, each of shape ``(rows, cols)``."""
    xs = (col0 + np.arange(cols) + 0.5) * cell_mm
    ys = (row0 + np.arange(rows) + 0.5) * cell_mm
    return np.meshgrid(xs, ys)


@dataclass(frozen=True, eq=False)
class Raster:
    """Weights on a window of the lattice; window cell (r, c) is cell (row0 + r, col0 + c)."""

    cell_mm: float
    row0: int
    col0: int
    weights: np.ndarray
    """Shape (rows, cols): cost per millimetre, ``inf`` where the centre may not stand."""

    @property
    def shape(self) -> tuple[int, int]:
        return self.weights.shape

    def centres(self) -> tuple[np.ndarray, np.ndarray]:
        """x and y of every cell centre, each of shape ``self.shape``."""
        return cell_centres(self.cell_mm, self.row0, self.col0, *self.shape)

    def with_weight(self, row: int, col: int, weight: float) -> Raster:
        """A copy with one cell's weight replaced."""
        weights = self.weights.copy()
        weights[row, col] = weight
        return Raster(self.cell_mm, self.row0, self.col0, weights)

    def cell_of(self, point: Point) -> tuple[int, int]:
        """Window indices of the cell holding ``point`` (may lie outside the window)."""
        return (
            math.floor(point[1] / self.cell_mm) - self.row0,
            math.floor(point[0] / self.cell_mm) - self.col0,
        )

    def weight_at(self, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
        """Weight of the cells holding the points; ``inf`` outside the window."""
        rows = np.floor(ys / self.cell_mm).astype(np.int64) - self.row0
        cols = np.floor(xs / self.cell_mm).astype(np.int64) - self.col0
        inside = (rows >= 0) & (rows < self.shape[0]) & (cols >= 0) & (cols < self.shape[1])
        out = np.full(rows.shape, np.inf)
        out[inside] = self.weights[rows[inside], cols[inside]]
        return out

    def segment_costs(self, start: Point, ends_x: np.ndarray, ends_y: np.ndarray) -> np.ndarray:
        """Cost of the straight segments from ``start`` to each end, sampled every half cell."""
        dx, dy = ends_x - start[0], ends_y - start[1]
        lengths = np.hypot(dx, dy)
        samples = max(1, math.ceil(2 * float(lengths.max(initial=0.0)) / self.cell_mm))
        t = (np.arange(samples) + 0.5) / samples
        xs = start[0] + dx[..., None] * t
        ys = start[1] + dy[..., None] * t
        weights = np.where(lengths > 0, self.weight_at(xs, ys).mean(axis=-1), 0.0)
        return lengths * weights  # a zero-length segment costs nothing, even where blocked

    def move_costs(self, dr: int, dc: int) -> np.ndarray:
        """Cost of the move ``(dr, dc)`` from every cell (``inf`` if it leaves the window)."""
        samples = math.ceil(2 * math.hypot(dr, dc))
        pad = STENCIL_REACH
        padded = np.pad(self.weights, pad, constant_values=np.inf)
        rows, cols = self.shape
        total = np.zeros(self.shape)
        for m in range(samples):
            t = (m + 0.5) / samples
            r, c = pad + math.floor(t * dr + 0.5), pad + math.floor(t * dc + 0.5)
            total += padded[r : r + rows, c : c + cols]
        return total * (math.hypot(dr, dc) * self.cell_mm / samples)


def least_costs(raster: Raster, seeds: np.ndarray, limit_mm: float) -> np.ndarray:
    """Least cost to every cell from the ``seeds`` (``inf`` = not a seed), up to ``limit_mm``.

    Cells dearer than ``limit_mm`` stay ``inf``. Sweeps relax every direction in turn until
    none improves a cost by more than ``IMPROVEMENT_MM``: at most one sweep per cell (the
    Bellman-Ford bound), a handful on real tables, since a sweep follows straight runs of any
    length.
    """
    rows, cols = raster.shape
    costs = np.where(seeds <= limit_mm, seeds, np.inf).ravel()
    scans = [_LineScan.of(raster, dr, dc, limit_mm) for dr, dc in stencil()]
    for _ in range(costs.size):
        improved = [scan.relax(costs) for scan in scans]
        if not any(improved):
            break
    return costs.reshape(rows, cols)


@dataclass(frozen=True, eq=False)
class _LineScan:
    """Relaxes every chain of one-direction moves at once, by a running minimum along lines.

    Along a line of cells ``x0, x1, ...`` joined by moves of cost ``m0, m1, ...``, the best
    cost through the line is ``c'(k) = min over j <= k of c(j) + m(j) + ... + m(k-1)``,
    i.e. ``offset(k) + running min of (c(j) - offset(j))`` with ``offset`` the running sum of
    the moves. A forbidden move or a new line adds ``gap`` (over four times the limit)
    instead, so a minimum carried across it exceeds the limit and is discarded.
    """

    order: np.ndarray
    """Flat cell indices, line after line, each line in the direction of the moves."""
    offsets: np.ndarray
    limit_mm: float

    @classmethod
    def of(cls, raster: Raster, dr: int, dc: int, limit_mm: float) -> _LineScan:
        order, first = _lines(*raster.shape, dr, dc)
        moves = raster.move_costs(dr, dc).ravel()[order]
        gap = 2.0 ** math.ceil(math.log2(4 * limit_mm + 1))
        steps = np.concatenate(([gap], moves[:-1]))
        steps[first | ~np.isfinite(steps)] = gap
        return cls(order, np.cumsum(steps), limit_mm)

    def relax(self, costs: np.ndarray) -> bool:
        """Lower ``costs`` (flat, in place) along the lines; whether anything improved."""
        current = costs[self.order]
        best = np.minimum.accumulate(current - self.offsets) + self.offsets
        better = (best < current - IMPROVEMENT_MM) & (best <= self.limit_mm)
        if not better.any():
            return False
        costs[self.order[better]] = best[better]
        return True


@lru_cache(maxsize=256)
def _lines(rows: int, cols: int, dr: int, dc: int) -> tuple[np.ndarray, np.ndarray]:
    """The window's cells in line order along ``(dr, dc)``, and a flag on each line's first."""
    r, c = np.divmod(np.arange(rows * cols), cols)
    starts = np.flatnonzero(_steps_inside(r, c, -dr, -dc, rows, cols) == 0)
    lengths = _steps_inside(r[starts], c[starts], dr, dc, rows, cols) + 1
    step = np.arange(rows * cols) - np.repeat(np.cumsum(lengths) - lengths, lengths)
    order = np.repeat(starts, lengths) + step * (dr * cols + dc)
    first = step == 0
    order.flags.writeable = first.flags.writeable = False
    return order, first


def _steps_inside(
    r: np.ndarray, c: np.ndarray, dr: int, dc: int, rows: int, cols: int
) -> np.ndarray:
    """How many ``(dr, dc)`` steps from each cell stay inside the window."""
    steps = np.full(r.shape, rows + cols)
    if dr:
        steps = np.minimum(steps, ((rows - 1 - r) if dr > 0 else r) // abs(dr))
    if dc:
        steps = np.minimum(steps, ((cols - 1 - c) if dc > 0 else c) // abs(dc))
    return steps
