"""A LOS table stored as a matrix opens as a matrix table whose rows are not built (PRODUCT §5
"Save / open a 1,000-zone scenario"), equal to the table saved, and is written back from its
matrix byte for byte; a damaged matrix is reported as damage, never a crash (§5 "Untrusted
input")."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from editor.board.los import compute_los_table
from editor.messages import SkirmishError
from editor.model.board import LosMatrix, LosTable
from editor.store.library import Library
from tests.examples import zone_scenario

MATRIX = "SELECT viewers, extra, bits FROM sightline_matrices"


pytestmark = pytest.mark.usefixtures("samples")  # tests/store/conftest.py


@pytest.fixture
def saved(tmp_path: Path):
    """A library holding the rooftops scenario with its derived table, and that scenario."""
    scenario = zone_scenario()
    table = compute_los_table(scenario.board, scenario.options.los)
    scenario = replace(scenario, board=replace(scenario.board, los=table))
    path = tmp_path / "lib" / "library.sqlite"
    with Library.open(path) as library:
        library.save(scenario)
    return path, scenario


def stored(path: Path) -> list[tuple]:
    with sqlite3.connect(path) as raw:
        rows = raw.execute(MATRIX).fetchall()
    raw.close()
    return rows


def test_a_table_opens_as_its_matrix_without_building_rows(saved, monkeypatch):
    path, scenario = saved
    builds = []
    built = LosMatrix.rows
    monkeypatch.setattr(LosMatrix, "rows", lambda self: builds.append(1) or built(self))
    with Library.open(path) as library:
        table = library.load(scenario.name).board.los
        assert table.matrix is not None and builds == []
        library.save(replace(scenario, board=replace(scenario.board, los=table)))
    assert builds == []  # written back from the matrix too
    assert table == scenario.board.los and table.rows == scenario.board.los.rows


def test_a_table_read_is_written_back_byte_for_byte(saved):
    path, scenario = saved
    before = stored(path)
    with Library.open(path) as library:
        library.save(library.load(scenario.name))
    assert stored(path) == before
    # four zones, all viewers, no extra column; z1 (street, 0) does not see z2 (roof, 2)
    # across their climb (PRODUCT §2b): bit 1 of its row is clear
    viewers, extra, bits = before[0]
    assert (viewers, extra, len(bits)) == ('["z1","z2","z3","z4"]', "[]", 4)
    assert not bits[0] & 0b01000000


def test_a_table_by_rows_still_opens_equal(tmp_path):
    scenario = zone_scenario()
    authored = LosTable("", (("z2", ("z1",)), ("z1", ("z1",))))  # viewers out of id order
    scenario = replace(scenario, board=replace(scenario.board, los=authored))
    with Library.open(tmp_path / "library.sqlite") as library:
        library.save(scenario)
        assert library.load(scenario.name).board.los == authored


@pytest.mark.parametrize("column, value", [
    ("bits", b"\x00"),  # one byte for four rows
    ("extra", '["z1"]'),  # a viewer again as a column: two columns z1
    ("viewers", '["z1","z1","z3","z4"]'),  # a viewer twice
    ("viewers", '"z1"'),  # not a list
])
def test_a_damaged_matrix_is_reported_as_damage(saved, column, value):
    path, scenario = saved
    with sqlite3.connect(path) as raw:
        raw.execute(f"UPDATE sightline_matrices SET {column} = ?", (value,))
    raw.close()
    with Library.open(path) as library, pytest.raises(SkirmishError) as caught:
        library.load(scenario.name)
    assert caught.value.message.key.startswith("library.damaged")
    assert "LOS matrix" in caught.value.message.params["problem"]
