"""A LOS table made from a matrix (PRODUCT §5 "Save / open a 1,000-zone scenario") is the table
of its rows: equal to and hashed as the rows-built one, encoded, pickled and copied alike, and
its rows are built only when something reads them (validation of a good table does not)."""

from __future__ import annotations

import copy
import pickle
from dataclasses import replace

import numpy as np
import pytest

from editor.model.board import LosMatrix, LosTable
from editor.model.codec import decode, encode
from editor.model.validation import validate
from tests.examples import zone_scenario

# z1 sees z1, z3; z2 sees z2, z3, z4: columns z1, z2 (viewers), then z3, z4 (seen only)
IDS = ("z1", "z2", "z3", "z4")
BITS = [[1, 0, 1, 0], [0, 1, 1, 1]]
ROWS = (("z1", ("z1", "z3")), ("z2", ("z2", "z3", "z4")))


def matrix(bits=BITS, ids=IDS) -> LosMatrix:
    return LosMatrix(ids, np.array(bits, dtype=bool))




def test_a_matrix_table_has_the_rows_its_bits_say():
    assert LosTable.of_matrix("h", matrix()).rows == ROWS


def test_a_matrix_table_equals_and_hashes_as_the_rows_table():
    by_rows, by_matrix = LosTable("h", ROWS), LosTable.of_matrix("h", matrix())
    assert by_matrix == by_rows and by_rows == by_matrix
    assert hash(by_matrix) == hash(by_rows)
    assert by_matrix != LosTable("other", ROWS)
    assert by_matrix != LosTable("h", ROWS[:1])


def test_matrix_tables_compare_by_their_bits(row_builds):
    one, same = LosTable.of_matrix("h", matrix()), LosTable.of_matrix("h", matrix())
    flipped = LosTable.of_matrix("h", matrix([[1, 0, 1, 0], [0, 1, 1, 0]]))
    assert one == same and hash(one) == hash(same)
    assert one != flipped
    assert row_builds == []  # neither equality nor hashing built any rows


def test_matrices_with_other_columns_still_compare_by_rows():
    # the same rows with an unused fifth column: other ids, so compared row by row
    wider = LosTable.of_matrix("h", matrix([[1, 0, 1, 0, 0], [0, 1, 1, 1, 0]],
                                           ("z1", "z2", "z3", "z4", "z5")))
    assert wider == LosTable.of_matrix("h", matrix())


def test_rows_are_built_once_and_only_when_read(row_builds):
    table = LosTable.of_matrix("h", matrix())
    assert table.named() == frozenset(IDS) and table.viewers() == ("z1", "z2")
    assert row_builds == []
    assert table.rows == ROWS and table.rows is table.rows
    assert row_builds == [1]


def test_validating_a_good_matrix_table_builds_no_rows(row_builds):
    scenario = zone_scenario()
    ids = tuple(zone.id for zone in scenario.board.zones)
    table = LosTable.of_matrix("h", matrix(np.eye(len(ids)), ids))
    good = replace(scenario, board=replace(scenario.board, los=table))
    assert not [m for m in validate(good) if m.key == "validation.unknown_zone"]
    assert row_builds == []


def test_a_bad_matrix_table_is_reported_as_the_same_rows_would_be():
    scenario = zone_scenario()
    known = scenario.board.zones[0].id
    # row 0: known sees known and "ghost"; row 1: viewer "stray" sees known
    rows = ((known, (known, "ghost")), ("stray", (known,)))
    table = LosTable.of_matrix("h", matrix([[1, 0, 1], [1, 0, 0]], (known, "stray", "ghost")))
    assert table.rows == rows

    def unknown(los):
        board = replace(scenario.board, los=los)
        return [(m.where, m.params["id"]) for m in validate(replace(scenario, board=board))
                if m.key == "validation.unknown_zone"]

    assert unknown(table) == unknown(LosTable("h", rows)) == [
        ("board.los.rows[0][1][1]", "ghost"), ("board.los.rows[1][0]", "stray")]


def test_an_unused_column_is_not_named():
    table = LosTable.of_matrix("h", matrix([[1, 0, 0], [0, 1, 0]], ("z1", "z2", "gone")))
    assert table.named() == {"z1", "z2"}


def test_encoded_pickled_and_copied_as_the_rows_table():
    table, by_rows = LosTable.of_matrix("h", matrix()), LosTable("h", ROWS)
    assert encode(table) == encode(by_rows)
    assert decode(LosTable, encode(table)) == table
    for twin in (pickle.loads(pickle.dumps(table)), copy.copy(table), copy.deepcopy(table)):
        assert twin == by_rows and twin.matrix is not None
    assert replace(table, rows=()) == LosTable("h", ())


def test_the_matrix_takes_its_array_over_read_only():
    bits = np.array(BITS, dtype=bool)
    table = LosTable.of_matrix("h", LosMatrix(IDS, bits))
    with pytest.raises(ValueError):
        bits[0, 1] = True
    assert table.rows == ROWS


@pytest.mark.parametrize("ids, bits", [
    (("z1", "z1"), [[1, 1]]),  # an id twice
    (("z1", "z2"), [[1, 0, 0]]),  # more columns than ids
    (("z1",), [[1], [1]]),  # more viewers than ids
])
def test_a_matrix_that_cannot_be_rows_is_refused(ids, bits):
    with pytest.raises(ValueError):
        matrix(bits, ids)
