"""The grid engine: the stencil, segment costs, and least costs equal to Dijkstra's."""

from __future__ import annotations

import heapq
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from editor.table.raster import (
    Raster,
    _within_reach,
    least_costs,
    line_scans,
    stencil,
    stencil_relative_error,
)


def reference_dijkstra(raster: Raster, seeds: np.ndarray) -> np.ndarray:
    """Textbook Dijkstra over the same cells and moves, for comparison."""
    rows, cols = raster.shape
    moves = {(dr, dc): raster.move_costs(dr, dc) for dr, dc in stencil()}
    best = seeds.astype(float).copy()
    queue = [(best[r, c], r, c) for r in range(rows) for c in range(cols) if best[r, c] < math.inf]
    heapq.heapify(queue)
    while queue:
        cost, r, c = heapq.heappop(queue)
        if cost > best[r, c]:
            continue
        for (dr, dc), move in moves.items():
            step = move[r, c]
            if step < math.inf and cost + step < best[r + dr, c + dc]:
                best[r + dr, c + dc] = cost + step
                heapq.heappush(queue, (cost + step, r + dr, c + dc))
    return best


def test_the_stencil_has_32_directions_and_a_bounded_zigzag():
    moves = stencil()
    assert len(moves) == 32 == len(set(moves))
    assert all(max(abs(dr), abs(dc)) <= 3 and math.gcd(dr, dc) == 1 for dr, dc in moves)
    # widest gap between directions: atan(1/3) = 18.43 degrees
    assert stencil_relative_error() == pytest.approx(1 / math.cos(math.atan(1 / 3) / 2) - 1)
    assert 0.0130 < stencil_relative_error() < 0.0132


def test_segment_costs_weigh_each_half_cell():
    weights = np.array([[1.0, 2.0, 2.0, 1.0]])
    raster = Raster(10.0, 0, 0, weights)
    # from the middle of cell 0 to the middle of cell 3: 5 mm at 1, 20 at 2, 5 at 1
    cost = raster.segment_costs((5.0, 5.0), np.array([35.0]), np.array([5.0]))
    assert cost[0] == pytest.approx(50.0)
    blocked = Raster(10.0, 0, 0, np.array([[1.0, np.inf, 1.0]]))
    assert blocked.segment_costs((5.0, 5.0), np.array([25.0]), np.array([5.0]))[0] == math.inf
    assert blocked.segment_costs((15.0, 5.0), np.array([15.0]), np.array([5.0]))[0] == 0.0


def test_a_window_reads_the_lattice_with_its_offset():
    raster = Raster(2.0, 10, 20, np.ones((3, 4)))
    xs, ys = raster.centres()
    assert (xs[0, 0], ys[0, 0], xs[2, 3], ys[2, 3]) == (41.0, 21.0, 47.0, 25.0)
    assert raster.cell_of((41.0, 21.0)) == (0, 0)
    assert raster.cell_of((39.9, 21.0)) == (0, -1)
    assert raster.weight_at(np.array([39.9, 41.0]), np.array([21.0, 21.0])).tolist() == [
        math.inf,
        1.0,
    ]


grids = st.integers(1, 7).flatmap(
    lambda rows: st.integers(1, 7).flatmap(
        lambda cols: st.tuples(
            st.lists(
                st.sampled_from([1.0, 1.0, 2.0, math.inf]),
                min_size=rows * cols,
                max_size=rows * cols,
            ).map(lambda w: np.array(w).reshape(rows, cols)),
            st.lists(
                st.tuples(st.integers(0, rows - 1), st.integers(0, cols - 1), st.floats(0, 5)),
                min_size=1,
                max_size=3,
            ),
        )
    )
)


@settings(max_examples=60)
@given(grids, st.sampled_from([1.0, 2.5]))
def test_least_costs_equal_dijkstra_on_the_same_graph(grid, cell):
    weights, seed_cells = grid
    raster = Raster(cell, 0, 0, weights)
    seeds = np.full(weights.shape, np.inf)
    for r, c, value in seed_cells:
        seeds[r, c] = min(seeds[r, c], value)
    expected = reference_dijkstra(raster, seeds)
    got = least_costs(raster, seeds, limit_mm=1e6)
    np.testing.assert_allclose(got, expected, atol=0.02)


def plain_relaxation(
    raster: Raster, seeds: np.ndarray, limit_mm: float, whole_window: bool = False
) -> np.ndarray:
    """Every direction relaxed in turn until a whole sweep improves nothing: the fixpoint the
    engine reaches while skipping the directions no single move can improve (over the cells
    the engine scans, or the whole window)."""
    costs = np.where(seeds <= limit_mm, seeds, np.inf).ravel()
    reach = None if whole_window else _within_reach(raster, seeds, limit_mm)
    scans = line_scans(raster, limit_mm, reach=reach)
    while any([scan.relax(costs) for scan in scans]):
        pass
    return costs.reshape(raster.shape)


@settings(max_examples=60)
@given(
    st.integers(2, 14),
    st.integers(2, 14),
    st.lists(st.sampled_from([1.0, 1.1, 1.7, 2.0, 2.3, math.inf]), min_size=196, max_size=196),
    st.floats(0.5, 25.0),
    st.integers(0, 195),
)
def test_skipping_settled_directions_reaches_the_same_costs(rows, cols, weights, limit, seed):
    """Bit for bit, near the limit too, where the cheapest moves leave it."""
    raster = Raster(1.0, 0, 0, np.array(weights[: rows * cols]).reshape(rows, cols))
    seeds = np.full((rows, cols), np.inf)
    seeds.flat[seed % (rows * cols)] = 0.0
    expected = plain_relaxation(raster, seeds, limit)
    assert np.array_equal(least_costs(raster, seeds, limit), expected)


@settings(max_examples=60)
@given(
    st.integers(2, 16),
    st.integers(2, 16),
    st.lists(st.sampled_from([1.0, 1.0, 1.5, 2.0, math.inf]), min_size=256, max_size=256),
    st.floats(0.5, 12.0),
    st.lists(st.tuples(st.integers(0, 255), st.floats(0, 2)), min_size=1, max_size=4),
)
def test_scanning_only_the_cells_within_reach_changes_no_cost(rows, cols, weights, limit, seeds):
    """The cells left out of the scans are those no cost within the limit can reach: the
    costs equal those of scanning the whole window (to rounding: the lines' running sums
    differ), and a cell known to one and not the other costs the limit, to rounding."""
    raster = Raster(1.0, 0, 0, np.array(weights[: rows * cols]).reshape(rows, cols))
    seeded = np.full((rows, cols), np.inf)
    for cell, value in seeds:
        seeded.flat[cell % (rows * cols)] = value
    got = least_costs(raster, seeded, limit)
    whole = plain_relaxation(raster, seeded, limit, whole_window=True)
    both = np.isfinite(got) & np.isfinite(whole)
    np.testing.assert_allclose(got[both], whole[both], rtol=0, atol=1e-9)
    only_one = np.where(np.isfinite(got), got, whole)[np.isfinite(got) != np.isfinite(whole)]
    np.testing.assert_allclose(only_one, limit, rtol=0, atol=1e-9)


def test_a_disc_of_whole_cells_around_the_cheapest_seed_bounds_the_scans():
    """From one seed of cost 0 on open ground, a limit of 4.5 cells reaches no cell centre more
    than 4.5 cells away: the disc of radius 5 (rounded up), around that seed."""
    raster = Raster(1.0, 0, 0, np.ones((20, 20)))
    seeds = np.full((20, 20), np.inf)
    seeds[10, 7] = 0.0
    assert _within_reach(raster, seeds, 4.5) == (10, 7, 25)
    half_speed = Raster(1.0, 0, 0, np.full((20, 20), 2.0))
    assert _within_reach(half_speed, seeds, 4.5) == (10, 7, 9)  # 2.25 cells, rounded up
    costs = least_costs(raster, seeds, 4.5)
    rows, cols = np.nonzero(np.isfinite(costs))
    assert ((rows - 10) ** 2 + (cols - 7) ** 2 <= 4.5**2 + 1e-9).all()
    assert costs[10, 11] == 4.0 and math.isinf(costs[10, 12])


def test_costs_beyond_the_limit_are_left_unknown():
    raster = Raster(1.0, 0, 0, np.ones((1, 10)))
    seeds = np.full((1, 10), np.inf)
    seeds[0, 0] = 0.0
    got = least_costs(raster, seeds, limit_mm=4.5)
    assert got[0, :5].tolist() == [0.0, 1.0, 2.0, 3.0, 4.0]
    assert np.isinf(got[0, 5:]).all()


@settings(max_examples=40)
@given(
    st.integers(1, 12),
    st.integers(1, 12),
    st.sampled_from([(1.0, 2.0, 3.0, math.inf), (1.0, 1.1, 1.7, 2.3, math.inf)]),
    st.randoms(use_true_random=False),
)
def test_each_move_costs_what_it_costs_alone(rows, cols, choices, rng):
    """The moves of a raster asked one after the other (the moves back read from the moves
    already summed, when the weights are whole numbers) cost exactly what each costs asked
    first of a new raster."""
    weights = np.array([[rng.choice(choices) for _ in range(cols)] for _ in range(rows)])
    shared = Raster(2.0, 0, 0, weights)
    for dr, dc in stencil():
        alone = Raster(2.0, 0, 0, weights.copy()).move_costs(dr, dc)
        assert np.array_equal(shared.move_costs(dr, dc), alone)
