"""The board engine keeps derived LOS tables as matrices (PRODUCT §5 "Save / open a 1,000-zone
scenario") and reads a table's matrix directly: no rows are built to derive, update or use a
table, and a matrix table gives the same line of sight as the same table by rows."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from editor.board.los import compute_los_table, effective_los, update_los
from editor.model.board import Border, BorderKind, LosMatrix, LosOverride, LosTable, Wall
from editor.model.options import LosOptions, LosSource

RULE = LosOptions()




@pytest.fixture
def roof(grid):
    """PRODUCT §2b: S1 (0) | R (2) | S2 (0), S1|R a climb, R|S2 fall-only."""
    return grid(1, 3, elevation={"r0c1": 2}, borders={
        frozenset(("r0c0", "r0c1")): Border("r0c0", "r0c1", BorderKind.CLIMB),
        frozenset(("r0c1", "r0c2")): Border("r0c1", "r0c2", BorderKind.FALL_ONLY),
    })


def test_a_derived_table_is_a_matrix_in_id_order_and_builds_no_rows(roof, row_builds):
    table = compute_los_table(replace(roof), RULE)
    assert table.matrix is not None and table.matrix.ids == ("r0c0", "r0c1", "r0c2")
    # only the roof sees the streets (PRODUCT §2b's worked example)
    assert table.matrix.seen.tolist() == [[True, False, False], [True, True, True],
                                          [False, False, True]]
    view = effective_los(replace(roof, los=table), RULE)
    assert view.visible_from("r0c1") == {"r0c0", "r0c1", "r0c2"}
    assert view.seen_by("r0c1") == {"r0c1"}
    assert row_builds == []


def test_ids_out_of_order_are_sorted_as_the_rows_were(grid):
    board = grid(1, 3)
    board = replace(board, zones=tuple(reversed(board.zones)))  # r0c2, r0c1, r0c0
    table = compute_los_table(board, RULE)
    assert table.matrix.ids == ("r0c0", "r0c1", "r0c2")
    assert table.rows == tuple((z, ("r0c0", "r0c1", "r0c2")) for z in table.matrix.ids)


def test_an_update_of_a_table_read_from_a_file_equals_the_full_computation(grid, row_builds):
    board = grid(3, 3, elevation={"r1c1": 2})
    edited = replace(board, walls=(Wall("w", ((0, 150), (120, 150))),))
    derived = compute_los_table(board, RULE)
    # a fresh object: not in the engine's memo of matrices, as a table opened from the library
    read = LosTable.of_matrix(derived.geometry_hash,
                              LosMatrix(derived.matrix.ids, derived.matrix.seen.copy()))
    updated = update_los(read, board, edited, RULE)
    assert row_builds == []
    assert updated == compute_los_table(replace(edited), RULE)
    assert updated.matrix.seen.tolist() != derived.matrix.seen.tolist()  # the wall blocks
    by_rows = LosTable(derived.geometry_hash, derived.rows)
    assert update_los(by_rows, board, edited, RULE) == updated


def test_a_matrix_table_and_its_rows_give_the_same_view(grid):
    board = grid(1, 3)
    # an authored table naming a zone off the board, read as a matrix and as rows
    matrix = LosMatrix(("r0c0", "ghost", "r0c2"), np.array(
        [[True, False, True], [True, True, False]]))
    overrides = (LosOverride("r0c2", "r0c0", True), LosOverride("r0c0", "r0c2", False))
    authored = LosOptions(source=LosSource.AUTHORED_ONLY)
    by_matrix = replace(board, los=LosTable.of_matrix("h", matrix), los_overrides=overrides)
    by_rows = replace(by_matrix, los=LosTable("h", matrix.rows()))
    one, other = effective_los(by_matrix, authored), effective_los(by_rows, authored)
    assert dict(one.visible) == dict(other.visible) == {
        "r0c0": {"r0c0"}, "r0c1": {"r0c1"}, "r0c2": {"r0c0", "r0c2"}}
    assert dict(one.viewers) == dict(other.viewers)


def test_a_board_whose_ids_repeat_still_gets_a_table_by_rows(grid):
    board = grid(1, 2)
    twice = replace(board, zones=(board.zones[0], replace(board.zones[1], id="r0c0")))
    table = compute_los_table(twice, RULE)
    assert table.matrix is None
    assert [viewer for viewer, _ in table.rows] == ["r0c0", "r0c0"]
