"""The region covered by some cells of a grid window, as one shapely geometry.

A movement or climb region (:mod:`editor.table.movement`, :mod:`editor.table.climbing`) is the
union of the grid cells where a move may end. Each row's cells are taken in runs, one
rectangle per run. Merged by a general union, the rectangles cost a few milliseconds per
region, the largest part of a selection's movement overlay after the least costs. But they
tile the plane without overlapping, and once every rectangle carries, on its lower and upper
edges, the corners of the runs of the rows next to it, neighbours share whole edges, vertex for
vertex: a polygonal coverage, which ``shapely.coverage_union_all`` merges several times faster
by dropping the shared edges. The result covers exactly the same points as the general union
(the tests compare them on random grids). The points left on straight edges are then
removed, and the region is put in its normal form (``shapely.normalize``): its rings and their
first points depend on the cells alone, not on how they were merged. Pure core.
"""

from __future__ import annotations

import numpy as np
import shapely


def cells_region(
    cell_mm: float, row0: int, col0: int, mask: np.ndarray
) -> shapely.Polygon | shapely.MultiPolygon:
    """The union of the cells of ``mask`` (window cell (r, c) is lattice cell (row0 + r,
    col0 + c), ``cell_mm`` wide); an empty polygon when no cell is set."""
    rows, starts, ends = cell_runs(mask)
    if rows.size == 0:
        return shapely.Polygon()
    width = mask.shape[1] + 2
    keys = np.unique(np.concatenate((rows * width + starts, rows * width + ends)))
    below, below_counts = _corners_between(keys, rows - 1, starts, ends, width)
    above, above_counts = _corners_between(keys, rows + 1, starts, ends, width)
    # each ring: start, the corners of the row before, end (along y = row), then end, the
    # corners of the row after from right to left, start (along y = row + 1)
    sizes = 4 + below_counts + above_counts
    begin = np.cumsum(sizes) - sizes
    columns = np.empty(int(sizes.sum()), dtype=np.int64)
    columns[begin] = starts
    columns[np.repeat(begin + 1, below_counts) + _counting(below_counts)] = below
    lower_end = begin + 1 + below_counts
    columns[lower_end] = ends
    columns[lower_end + 1] = ends
    upper_last = lower_end + 1 + above_counts
    columns[np.repeat(upper_last, above_counts) - _counting(above_counts)] = above
    columns[upper_last + 1] = starts
    position = _counting(sizes)
    levels = np.repeat(rows, sizes) + (position > np.repeat(below_counts + 1, sizes))
    xs = (col0 + columns) * cell_mm
    ys = (row0 + levels) * cell_mm
    rings = shapely.linearrings(np.column_stack((xs, ys)), indices=np.repeat(
        np.arange(rows.size), sizes))
    merged = shapely.coverage_union_all(shapely.polygons(rings))
    # the points left on straight edges go (nothing else can, at a zero tolerance); the
    # normal form makes the rings' order and first points those of the region alone
    return shapely.normalize(shapely.simplify(merged, 0, preserve_topology=False))


def cell_runs(mask: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(row, first column, column past the last) of every run of set cells, row by row."""
    padded = np.pad(mask.astype(np.int8), ((0, 0), (1, 1)))
    edges = np.diff(padded, axis=1)
    rows, starts = np.nonzero(edges == 1)
    _, ends = np.nonzero(edges == -1)
    return rows, starts, ends


def _corners_between(
    keys: np.ndarray, rows: np.ndarray, starts: np.ndarray, ends: np.ndarray, width: int
) -> tuple[np.ndarray, np.ndarray]:
    """For each run, the columns of the run corners of row ``rows`` (``keys``: sorted
    ``row * width + column`` of every corner) strictly between its start and end, left to
    right, end to end; and how many each run has."""
    lo = np.searchsorted(keys, rows * width + starts, side="right")
    hi = np.searchsorted(keys, rows * width + ends, side="left")
    counts = np.maximum(hi - lo, 0)
    index = np.repeat(lo, counts) + _counting(counts)
    return keys[index] % width, counts


def _counting(counts: np.ndarray) -> np.ndarray:
    """0, 1, ... count - 1 for each of ``counts``, end to end."""
    return np.arange(int(counts.sum())) - np.repeat(np.cumsum(counts) - counts, counts)
