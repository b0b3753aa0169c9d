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
  for every line direction, all the chains of moves along it at once, both ways (running
  minima along the lines of cells, :class:`_LineScan`; a direction and its opposite share
  the lines, so the cells are gathered once for both and, when a move costs what its reverse
  costs, one running sum serves both), so a sweep crosses the window along straight runs and
  a few sweeps settle it; after the first, a direction is relaxed again only if a single one
  of its moves can still improve a cell (``_LineScan.improvable``, a cheaper test), which
  halves the scans and reaches the same costs bit for bit; only the cells within the
  limit's distance of the seeds are scanned (``_within_reach``: a fifth of a square window
  lies outside its disc); pure-Python Dijkstra over 32 moves per cell would be more than
  ten times slower on the 10^4-10^5 cells of a move.

Heights (``Heights``): each cell also has the level its centre stands at (a flat top, or the
ground), whether that level is the top of a piece that must be climbed, and the height of a
wall without a flat top over it. A move or a segment then also pays, between consecutive
samples, for every climb it makes: ``factor`` times the height climbed up onto or down from a
climbed top, or up a wall it enters; a climb beyond the limit forbids it. Walking onto a piece
that need not be climbed costs nothing more.

Swimming in a straight line (``Raster.swim``): when swimmers must go "en ligne droite d'un point
à un autre", ordinary moves may not touch a swum cell; instead, after the ordinary relaxation,
one scan per direction carries the costs of the cells outside the water along straight chains
of moves through it (a chain starts outside the water, or at the start, and ends at the first
cell past it), and the two alternate until nothing improves. A path thus crosses the water on
one straight line and may bend only on land.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache

import numpy as np
import shapely

from editor.model.geometry import Point
from editor.table import cell_region

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


@dataclass(frozen=True, slots=True)
class Heights:
    """What changes of level cost on a window (arrays of the raster's shape)."""

    level: np.ndarray
    """Height the centre stands at in each cell (a flat top, or 0)."""
    climbed: np.ndarray
    """Whether that level is the top of a piece that must be climbed."""
    over: np.ndarray
    """Height of a wall without a flat top over the cell, above its level (0 if none)."""
    factor: float
    """Cost of each millimetre of height climbed."""
    limit_mm: float
    """The highest climb; a higher one forbids the move."""
    inclusive: bool = False
    """A climb of exactly ``limit_mm`` is allowed."""
    allowed: bool = True
    """False: no climb at all within a move (every change of level that is a climb forbids)."""

    def box(self, reach: int) -> tuple[slice, slice] | None:
        """The cells whose moves of up to ``reach`` cells may climb: the bounding box of the
        raised or climbed cells, grown by ``reach``; None when there are none."""
        raised = self.climbed | (self.over > 0) | (self.level > 0)
        rows, cols = np.nonzero(raised)
        if rows.size == 0:
            return None
        height, width = raised.shape
        return (
            slice(max(0, int(rows.min()) - reach), min(height, int(rows.max()) + reach + 1)),
            slice(max(0, int(cols.min()) - reach), min(width, int(cols.max()) + reach + 1)),
        )

    def within(self, height: np.ndarray) -> np.ndarray:
        if not self.allowed:
            return np.zeros(np.shape(height), dtype=bool)
        if self.inclusive:
            return height <= self.limit_mm + 1e-6
        return height < self.limit_mm - 1e-6

    def step_costs(
        self, a: tuple[np.ndarray, ...], b: tuple[np.ndarray, ...]
    ) -> np.ndarray:
        """Climbing cost of stepping from samples ``a`` to samples ``b`` (each a (level,
        climbed, over) triple of arrays), ``inf`` where the climb is too high."""
        (level_a, climbed_a, over_a), (level_b, climbed_b, over_b) = a, b
        step = level_b - level_a
        height = np.abs(step)
        climbs = np.where(step > 0, climbed_b, climbed_a) & (height > 1e-6)
        rise = over_b - over_a
        enters = rise > 1e-6
        cost = (np.where(climbs, height, 0.0) + np.where(enters, rise, 0.0)) * self.factor
        too_high = (climbs & ~self.within(height)) | (enters & ~self.within(over_b))
        return np.where(too_high, np.inf, cost)

    def costs(self, level: np.ndarray, climbed: np.ndarray, over: np.ndarray) -> np.ndarray:
        """Climbing cost along sequences of samples (the last axis), ``inf`` if forbidden."""
        a = (level[..., :-1], climbed[..., :-1], over[..., :-1])
        b = (level[..., 1:], climbed[..., 1:], over[..., 1:])
        return self.step_costs(a, b).sum(axis=-1)


@dataclass(frozen=True, eq=False)
class Raster:
    """Weights on a window of the lattice; window cell (r, c) is cell (row0 + r, col0 + c)."""

    cell_mm: float
    row0: int
    col0: int
    weights: np.ndarray
    """Shape (rows, cols): cost per millimetre, ``inf`` where the centre may not stand."""
    heights: Heights | None = None
    """Levels and climbs; None where every cell is at the same level with no wall."""
    swim: np.ndarray | None = None
    """Cells crossed only by straight swims (see the module docstring); None: none."""

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
        return replace(self, weights=weights)

    def cell_of(self, point: Point) -> tuple[int, int]:
        """Window indices of the cell holding ``point`` (may lie outside the window)."""
        return (
            math.floor(point[1] / self.cell_mm) - self.row0,
            math.floor(point[0] / self.cell_mm) - self.col0,
        )

    def _cells(self, xs: np.ndarray, ys: np.ndarray) -> tuple[np.ndarray, ...]:
        rows = np.floor(ys / self.cell_mm).astype(np.int64) - self.row0
        cols = np.floor(xs / self.cell_mm).astype(np.int64) - self.col0
        inside = (rows >= 0) & (rows < self.shape[0]) & (cols >= 0) & (cols < self.shape[1])
        return rows.clip(0, self.shape[0] - 1), cols.clip(0, self.shape[1] - 1), inside

    def weight_at(self, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
        """Weight of the cells holding the points; ``inf`` outside the window."""
        rows, cols, inside = self._cells(xs, ys)
        return np.where(inside, self.weights[rows, cols], np.inf)

    def segment_costs(self, start: Point, ends_x: np.ndarray, ends_y: np.ndarray) -> np.ndarray:
        """Cost of the straight segments from ``start`` to each end, sampled every half cell."""
        dx, dy = ends_x - start[0], ends_y - start[1]
        lengths = np.hypot(dx, dy)
        samples = max(1, math.ceil(2 * float(lengths.max(initial=0.0)) / self.cell_mm))
        t = (np.arange(samples) + 0.5) / samples
        xs = start[0] + dx[..., None] * t
        ys = start[1] + dy[..., None] * t
        weights = np.where(lengths > 0, self.weight_at(xs, ys).mean(axis=-1), 0.0)
        costs = lengths * weights  # a zero-length segment costs nothing, even where blocked
        if self.heights is not None:
            rows, cols, _inside = self._cells(xs, ys)
            h = self.heights
            climbs = h.costs(h.level[rows, cols], h.climbed[rows, cols], h.over[rows, cols])
            costs = np.where(lengths > 0, costs + climbs, costs)
        return costs

    def move_costs(self, dr: int, dc: int, swimming: bool = False) -> np.ndarray:
        """Cost of the move ``(dr, dc)`` from every cell (``inf`` if it leaves the window).

        With swimming cells, an ordinary move touching one is forbidden; with ``swimming``, it
        is the other way round: only moves that touch a swum cell are allowed.
        """
        samples = math.ceil(2 * math.hypot(dr, dc))
        offsets = [
            (math.floor((m + 0.5) / samples * dr + 0.5), math.floor((m + 0.5) / samples * dc + 0.5))
            for m in range(samples)
        ]
        sums = self._weight_sums(dr, dc, offsets)
        scale = math.hypot(dr, dc) * self.cell_mm / samples
        kept = self._sums.get((dr, dc)) is sums
        total = np.multiply(sums, scale, out=None if kept else sums)
        box = None if self.heights is None else self.heights.box(STENCIL_REACH)
        if box is not None:
            h = self.heights
            cells = [o for k, o in enumerate(offsets) if k == 0 or o != offsets[k - 1]]
            chain = list(
                zip(
                    (a[box] for a in self._shifted(h.level, 0.0, cells)),
                    (a[box] for a in self._shifted(h.climbed, False, cells)),
                    (a[box] for a in self._shifted(h.over, 0.0, cells)),
                )
            )
            for a, b in zip(chain, chain[1:]):
                total[box] += h.step_costs(a, b)
        if self.swim is not None:
            touches = np.logical_or.reduce(self._shifted(self.swim, False, offsets))
            total = np.where(touches == swimming, total, np.inf)
        return total

    def _weight_sums(self, dr: int, dc: int, offsets: list[tuple[int, int]]) -> np.ndarray:
        """The sum of the weights sampled by the move ``(dr, dc)`` from every cell, added in
        the order of ``offsets`` (``inf`` where one is forbidden or off the window).

        The reverse move ``(-dr, -dc)`` samples the same cells in the reverse order: its sum
        from a cell is this move's from the cell ``(dr, dc)`` away. When every weight is a
        whole number the order of the additions cannot change a sum, so a move whose reverse
        was summed already is read from it, not added again. The sums are kept for that only
        where the moves back are asked for: where they cost something else (climbs)."""
        sums = self._sums
        back = sums.get((-dr, -dc)) if self._whole_weights else None
        if back is not None:  # cell (r, c) reads (r + dr, c + dc); inf past the window
            rows, cols = self.shape
            total = np.full(self.shape, np.inf)
            r0, r1 = max(0, -dr), min(rows, rows - dr)
            c0, c1 = max(0, -dc), min(cols, cols - dc)
            if r0 < r1 and c0 < c1:
                total[r0:r1, c0:c1] = back[r0 + dr : r1 + dr, c0 + dc : c1 + dc]
            return total
        shifted = self._shifted(self.weights, np.inf, offsets, self._padded_weights)
        total = shifted[0].copy()
        for more in shifted[1:]:
            total += more  # the samples added in order, as a plain sum would
        if self._whole_weights and not self.symmetric:
            sums[(dr, dc)] = total
        return total

    def forget_move_sums(self) -> None:
        """Drop the weight sums kept while the least costs were computed (one grid per pair of
        opposite directions, some 3 MB on a move's window); they are summed again if asked."""
        self.__dict__.pop("_sums", None)

    @cached_property
    def _sums(self) -> dict[tuple[int, int], np.ndarray]:
        """The weight sums of the moves computed so far, by direction."""
        return {}

    @cached_property
    def symmetric(self) -> bool:
        """Every move costs what the move back costs: the two sample the same cells, in
        reverse order, and a sum of whole weights does not depend on the order; a climb may
        cost more one way (up a wall) than the other."""
        return self.heights is None and self._whole_weights

    @cached_property
    def least_weight(self) -> float:
        """The lowest weight of the window (``inf`` when every cell is forbidden)."""
        return float(self.weights.min(initial=np.inf))

    @cached_property
    def _whole_weights(self) -> bool:
        """Every finite weight is a whole number small enough for exact sums of a move's
        samples (the usual 1, 2, 3 or 4 per millimetre)."""
        finite = self.weights[np.isfinite(self.weights)]
        return bool(np.all(finite == np.round(finite)) and np.all(np.abs(finite) < 2.0**40))

    @cached_property
    def _padded_weights(self) -> np.ndarray:
        """``weights`` with ``STENCIL_REACH`` cells of ``inf`` around, for every direction's
        moves."""
        return np.pad(self.weights, STENCIL_REACH, constant_values=np.inf)

    def _shifted(
        self, array: np.ndarray, fill, offsets: list[tuple[int, int]],
        padded: np.ndarray | None = None,
    ) -> list:
        """``array`` read each ``(dr, dc)`` of ``offsets`` away from every cell (``fill``
        beyond the window; ``padded``: the array already padded so)."""
        pad = STENCIL_REACH
        if padded is None:
            padded = np.pad(array, pad, constant_values=fill)
        rows, cols = self.shape
        return [padded[pad + r : pad + r + rows, pad + c : pad + c + cols] for r, c in offsets]


def cells_region(raster: Raster, mask: np.ndarray) -> shapely.Polygon | shapely.MultiPolygon:
    """The union of the cells of ``mask`` (:mod:`editor.table.cell_region`)."""
    return cell_region.cells_region(raster.cell_mm, raster.row0, raster.col0, mask)


def least_costs(raster: Raster, seeds: np.ndarray, limit_mm: float) -> np.ndarray:
    """Least cost to every cell from the ``seeds`` (``inf`` = not a seed), up to ``limit_mm``.

    Cells dearer than ``limit_mm`` stay ``inf``. Sweeps relax every direction in turn until
    none improves a cost by more than ``IMPROVEMENT_MM``: at most one sweep per cell (the
    Bellman-Ford bound), a handful on real tables, since a sweep follows straight runs of any
    length. With swum cells, straight swims from the dry cells alternate with the sweeps.
    Only the cells within the limit's distance of the seeds are scanned (``_within_reach``).
    """
    rows, cols = raster.shape
    costs = np.where(seeds <= limit_mm, seeds, np.inf).ravel()
    reach = _within_reach(raster, seeds, limit_mm)
    scans = line_scans(raster, limit_mm, reach=reach)
    swims = []
    if raster.swim is not None and raster.swim.any():
        swims = line_scans(raster, limit_mm, swimming=True, reach=reach)
        dry = ~raster.swim.ravel()
        seeded = np.isfinite(seeds.ravel())
    for _ in range(costs.size):
        _settle(scans, costs)
        if not swims:
            break
        starts = np.where(dry | seeded, costs, np.inf)
        improved = [scan.relax(costs, starts) for scan in swims]
        if not any(improved):
            break
    return costs.reshape(rows, cols)


Reach = tuple[int, int, int]
"""The cells whose centre lies within a distance of one cell's centre: that cell's row and
column, and the squared distance in cells (see ``_within_reach``)."""


def _within_reach(raster: Raster, seeds: np.ndarray, limit_mm: float) -> Reach | None:
    """The cells a cost within ``limit_mm`` may reach, as a disc of whole cells around the
    cheapest seed ``s``: no move costs less than ``w`` (the window's lowest weight) times its
    length (a climb only adds), so a cell ``x`` reached from a seed ``t`` costs at least
    ``seed(t) + w·|t x| >= seed(t) - w·|t s| + w·|s x|``, and lies within
    ``(limit - K) / w`` of ``s``, ``K`` the least of ``seed(t) - w·|t s|``. The radius is
    rounded up to whole cells, so moves of the same length from anywhere in a cell share
    their lines (``_lines``); a disc is convex, so each line of cells crosses it in one run.
    None when the weights allow no such bound."""
    lowest = raster.least_weight
    finite = np.isfinite(seeds)
    if not (0 < lowest < math.inf and finite.any()):
        return None
    rows, cols = np.nonzero(finite)
    values = seeds[rows, cols]
    cheapest = int(values.argmin())
    row, col = int(rows[cheapest]), int(cols[cheapest])
    spans = np.hypot(rows - row, cols - col) * raster.cell_mm * lowest
    radius = math.ceil((limit_mm - float((values - spans).min())) / (lowest * raster.cell_mm)
                       + 1e-9)
    return (row, col, radius * radius) if radius < max(raster.shape) * 2 else None


def line_scans(
    raster: Raster, limit_mm: float, swimming: bool = False, reach: Reach | None = None
) -> list[_LineScan]:
    """One scan per line direction of the stencil, each relaxing its two opposite moves, over
    the window or, given ``reach``, over the cells within it."""
    return [_LineScan.of(raster, dr, dc, limit_mm, swimming, reach) for dr, dc in stencil()
            if (dr, dc) > (0, 0)]


def _settle(scans: list[_LineScan], costs: np.ndarray) -> None:
    """Relax every direction, then again only the directions a single move can still improve,
    until none can: the fixpoint of relaxing every direction until none improves, for about
    half the scans (on a table, a sweep or two settle most directions)."""
    improved = [scan.relax(costs) for scan in scans]
    for _ in range(costs.size):
        if not any(improved):
            return
        improved = [scan.improvable(costs) and scan.relax(costs) for scan in scans]


@dataclass(frozen=True, eq=False)
class _LineScan:
    """Relaxes every chain of moves along the lines of one direction, both ways, at once, by
    running minima along the lines.

    Along a line of cells ``x0, x1, ...`` the move from ``x(i)`` to ``x(i+1)`` costs ``a(i)``
    and the move back ``b(i)``. With ``A`` and ``B`` the running sums of ``a`` and ``b``
    (``A(k) = a(0) + ... + a(k-1)``), the best cost along the line is, going ahead,
    ``c'(k) = min over j <= k of c(j) + A(k) - A(j)``: ``A(k)`` plus the running minimum of
    ``c - A``; going back, ``c'(k) = min over j >= k of c(j) + B(j) - B(k)``: the running
    minimum of ``c + B`` from the line's end, less ``B(k)``. A forbidden move, or the step
    from one line to the next, costs ``gap`` (over four times the limit) instead, so a minimum
    carried across it exceeds the limit and is discarded. When each move costs what its
    reverse costs (whole weights, no climbs: ``Raster.symmetric``), ``b = a`` and one set of
    sums serves both ways; the cells are gathered once for both.
    """

    order: np.ndarray
    """Flat cell indices, line after line, each line in the direction of the moves ahead."""
    ahead: np.ndarray
    """``ahead[k]``: the move from cell ``k - 1`` of ``order`` into cell ``k`` (``gap`` for a
    line's first cell, or a forbidden move); ``ahead[0]`` is ``gap``."""
    back: np.ndarray
    """``back[k]``: the move from cell ``k`` of ``order`` back into cell ``k - 1`` (the same
    ``gap`` where there is none); ``back`` is ``ahead`` when the moves are symmetric."""
    ahead_sums: np.ndarray
    back_sums: np.ndarray
    limit_mm: float
    tolerance: float
    """What a single move must improve by for a chain of them to improve by ``IMPROVEMENT_MM``
    (a chain has at most as many moves as the window has rows or columns)."""

    @classmethod
    def of(
        cls, raster: Raster, dr: int, dc: int, limit_mm: float, swimming: bool = False,
        reach: Reach | None = None,
    ) -> _LineScan:
        order, firsts = _lines(*raster.shape, dr, dc, reach)
        gap = 2.0 ** math.ceil(math.log2(4 * limit_mm + 1))
        ahead = _steps(raster.move_costs(dr, dc, swimming), order[:-1], firsts, gap)
        ahead_sums = np.cumsum(ahead)
        if raster.symmetric:
            back, back_sums = ahead, ahead_sums
        else:
            back = _steps(raster.move_costs(-dr, -dc, swimming), order[1:], firsts, gap)
            back_sums = np.cumsum(back)
        return cls(order, ahead, back, ahead_sums, back_sums, limit_mm,
                   IMPROVEMENT_MM / max(raster.shape))

    def improvable(self, costs: np.ndarray) -> bool:
        """Whether :meth:`relax` could improve ``costs``: some single move improves a cell by
        more than ``tolerance`` within the limit (and its ``IMPROVEMENT_MM`` of rounding).

        Exact as a filter: along a chain that improves its last cell by more than
        ``IMPROVEMENT_MM``, the first move after which the chain's lead over the costs exceeds
        ``tolerance`` per move so far improves its cell by more than ``tolerance``, and starts
        from a cell at most ``IMPROVEMENT_MM`` dearer than the chain there, which is within
        the limit."""
        current = costs.take(self.order)
        bound = self.limit_mm + IMPROVEMENT_MM
        return _improves(current[:-1] + self.ahead[1:], current[1:], bound, self.tolerance) or (
            _improves(current[1:] + self.back[1:], current[:-1], bound, self.tolerance))

    def relax(self, costs: np.ndarray, starts: np.ndarray | None = None) -> bool:
        """Lower ``costs`` (flat, in place) along the lines, ahead then back, chains starting
        from ``starts`` (default: the costs themselves); whether anything improved."""
        current = costs.take(self.order)
        sources = None if starts is None else starts.take(self.order)
        best = np.subtract(current if sources is None else sources, self.ahead_sums)
        np.fmin.accumulate(best, out=best)  # no NaN here; fmin runs faster
        best += self.ahead_sums
        improved = _lower(current, best, self.limit_mm)
        best = np.add(current if sources is None else sources, self.back_sums)
        backwards = best[::-1]
        np.fmin.accumulate(backwards, out=backwards)
        best -= self.back_sums
        if not (_lower(current, best, self.limit_mm) or improved):
            return False
        costs[self.order] = current
        return True


def _steps(moves: np.ndarray, origins: np.ndarray, firsts: np.ndarray, gap: float) -> np.ndarray:
    """The cost of the move from each of ``origins`` into the cell after it in line order
    (``moves``: the move's cost from every cell), ``gap`` before the first and into each line's
    first cell (``firsts``) and where the move is forbidden or dearer than ``gap``."""
    steps = np.empty(origins.size + 1)
    steps[0] = gap
    moves.ravel().take(origins, out=steps[1:], mode="clip")  # "raise" would buffer ``out``
    np.minimum(steps, gap, out=steps)
    steps[firsts] = gap
    return steps


def _improves(via: np.ndarray, current: np.ndarray, bound: float, tolerance: float) -> bool:
    """Some ``via`` within ``bound`` is below ``current`` by more than ``tolerance``."""
    candidates = via <= bound
    candidates &= via < current - tolerance
    return bool(candidates.any())


def _lower(current: np.ndarray, best: np.ndarray, limit_mm: float) -> bool:
    """Take into ``current`` (in place) each ``best`` within the limit that improves it by more
    than ``IMPROVEMENT_MM``; whether any did."""
    better = np.less(best, current - IMPROVEMENT_MM)
    better &= best <= limit_mm
    if not better.any():
        return False
    np.copyto(current, best, where=better)
    return True


@lru_cache(maxsize=128)
def _lines(
    rows: int, cols: int, dr: int, dc: int, reach: Reach | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """The window's cells (or those within ``reach``) in line order along ``(dr, dc)``, and
    the positions in that order of each line's first cell."""
    r, c = np.divmod(np.arange(rows * cols), cols)
    starts = np.flatnonzero(_steps_inside(r, c, -dr, -dc, rows, cols) == 0)
    lengths = _steps_inside(r[starts], c[starts], dr, dc, rows, cols) + 1
    step = np.arange(rows * cols) - np.repeat(np.cumsum(lengths) - lengths, lengths)
    order = np.repeat(starts, lengths) + step * (dr * cols + dc)
    first = step == 0
    if reach is not None:
        row, col, squared = reach
        kept = ((r - row) ** 2 + (c - col) ** 2 <= squared)[order]
        before = np.concatenate(([False], kept[:-1]))
        first = (first | ~before)[kept]  # the shape is convex: one run per line
        order = order[kept]
    line_starts = np.flatnonzero(first)
    order.flags.writeable = line_starts.flags.writeable = False
    return order, line_starts


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
