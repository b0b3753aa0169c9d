"""A region of grid cells merged as a coverage covers exactly the points of the plain union of
one box per run of cells (the first way of building it, kept here as the reference), on
random masks: holes, cells touching at a corner only, single cells, full windows."""

from __future__ import annotations

import numpy as np
import shapely
from hypothesis import given
from hypothesis import strategies as st

from editor.table.cell_region import cell_runs, cells_region


def reference_region(cell_mm, row0, col0, mask):
    rows, starts, ends = cell_runs(mask)
    if rows.size == 0:
        return shapely.Polygon()
    boxes = shapely.box((col0 + starts) * cell_mm, (row0 + rows) * cell_mm,
                        (col0 + ends) * cell_mm, (row0 + rows + 1) * cell_mm)
    return shapely.union_all(boxes).simplify(0)


masks = st.integers(1, 14).flatmap(
    lambda rows: st.integers(1, 14).flatmap(
        lambda cols: st.lists(st.lists(st.booleans(), min_size=cols, max_size=cols),
                              min_size=rows, max_size=rows)
    )
)


@given(masks, st.sampled_from([1.0, 2.0, 2.37]), st.integers(0, 50), st.integers(0, 50))
def test_the_coverage_covers_the_points_of_the_plain_union(cells, cell_mm, row0, col0):
    mask = np.array(cells, dtype=bool)
    found = cells_region(cell_mm, row0, col0, mask)
    expected = reference_region(cell_mm, row0, col0, mask)
    assert found.is_valid and found.equals(expected)
    assert shapely.normalize(found) == shapely.normalize(expected)


def test_a_ring_of_cells_has_its_hole():
    mask = np.ones((5, 5), dtype=bool)
    mask[1:4, 1:4] = False
    region = cells_region(2.0, 0, 0, mask)
    assert region.geom_type == "Polygon" and len(region.interiors) == 1
    assert region.area == (25 - 9) * 4.0
    assert shapely.normalize(region) == shapely.normalize(
        shapely.box(0, 0, 10, 10).difference(shapely.box(2, 2, 8, 8)))


def test_no_cell_is_an_empty_region():
    assert cells_region(2.0, 0, 0, np.zeros((3, 4), dtype=bool)).is_empty
