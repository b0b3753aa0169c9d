"""A LOS table stored as a bit matrix (schema version 2) reads back equal to the table saved;
a table whose rows do not list their zones in column order does not fit and keeps its rows."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from editor.store import sightline_matrix

IDS = ["z1", "z2", "z3", "z4", "zé", "a"]


def test_a_derived_table_fits_and_round_trips():
    rows = (("a", ("a", "z1")), ("z1", ("a", "z1", "z2")), ("z2", ("z2",)), ("z3", ()))
    stored = sightline_matrix.encode(rows)
    assert stored is not None
    viewers, extra, bits = stored
    assert viewers == '["a","z1","z2","z3"]' and extra == "[]"
    # one byte per row, bits in column order a, z1, z2, z3 from the high bit
    assert bits == bytes([0b11000000, 0b11100000, 0b00100000, 0])
    assert sightline_matrix.decode(*stored).rows() == rows


def test_zones_seen_that_are_no_viewer_follow_the_viewers():
    rows = (("z1", ("z1", "z3")), ("z2", ("z2", "z4", "z3")))
    stored = sightline_matrix.encode(rows)
    assert stored is None  # z2's row lists z4 (column 3) before z3 (column 2)
    rows = (("z1", ("z1", "z3")), ("z2", ("z2", "z3", "z4")))
    viewers, extra, bits = sightline_matrix.encode(rows)
    assert (viewers, extra) == ('["z1","z2"]', '["z3","z4"]')
    assert bits == bytes([0b10100000, 0b01110000])
    assert sightline_matrix.decode(viewers, extra, bits).rows() == rows


@pytest.mark.parametrize("rows", [
    (("z1", ("z2", "z1")),),  # out of column order
    (("z1", ("z1", "z1")),),  # a zone twice
    (("z1", ("z1",)), ("z1", ("z1",))),  # a viewer twice
])
def test_tables_that_do_not_fit_are_refused(rows):
    assert sightline_matrix.encode(rows) is None


def test_the_empty_table_fits():
    assert sightline_matrix.decode(*sightline_matrix.encode(())).rows() == ()


@pytest.mark.parametrize("parts", [
    ('["z1"]', "[]", b""),  # one row of one byte expected
    ('["z1"]', "[]", b"\x80\x00"),
    ('{"z1": 1}', "[]", b"\x80"),
    ('["z1", 2]', "[]", b"\x80"),
])
def test_damaged_parts_are_refused(parts):
    with pytest.raises(ValueError):
        sightline_matrix.decode(*parts)


@given(st.lists(st.sets(st.integers(0, len(IDS) - 1)), max_size=len(IDS)))
def test_rows_in_column_order_always_fit_and_round_trip(seen_sets):
    viewers = IDS[: len(seen_sets)]
    rows = tuple((viewer, tuple(IDS[i] for i in sorted(seen) if i < len(viewers)))
                 for viewer, seen in zip(viewers, seen_sets))
    stored = sightline_matrix.encode(rows)
    assert stored is not None
    assert sightline_matrix.decode(*stored).rows() == rows


def test_a_just_derived_table_is_written_from_its_matrix_as_its_rows_say():
    from benchmarks.zone_boards import zone_board
    from editor.board.los import compute_los_table
    from editor.model.options import LosOptions

    table = compute_los_table(zone_board(40, seed=6), LosOptions())
    fast = sightline_matrix.encode_table(table)
    assert fast == sightline_matrix.encode(table.rows)  # the general path agrees
    assert sightline_matrix.decode(*fast).rows() == table.rows


def test_the_migration_from_version_1_moves_a_fitting_table_into_a_matrix(tmp_path):
    import shutil
    import sqlite3
    from pathlib import Path

    from editor.store.library import Library

    data = Path(__file__).resolve().parents[1] / "data"
    copy = tmp_path / "library.sqlite"
    shutil.copyfile(data / "library-v1.sqlite", copy)
    with Library.open(copy) as library:
        rows = library.load("rooftops").board.los.rows
    assert rows == (("z1", ("z1", "z2", "z3")), ("z2", ("z1", "z2", "z3", "z4")))
    with sqlite3.connect(copy) as raw:
        assert raw.execute("SELECT count(*) FROM sightlines").fetchone() == (0,)
        assert raw.execute("SELECT viewers, extra, bits FROM sightline_matrices").fetchall() == [
            ('["z1","z2"]', '["z3","z4"]', bytes([0b11100000, 0b11110000]))]
    raw.close()


def test_the_version_2_fixture_holds_a_matrix_and_a_table_kept_as_rows():
    import sqlite3
    from pathlib import Path

    fixture = Path(__file__).resolve().parents[1] / "data" / "library-v2.sqlite"
    with sqlite3.connect(f"{fixture.as_uri()}?mode=ro", uri=True) as raw:
        assert raw.execute("SELECT count(*) FROM sightline_matrices").fetchone() == (1,)
        assert raw.execute("SELECT viewer, seen FROM sightlines ORDER BY position").fetchall() == [
            ("z1", '["z2","z1"]'), ("z2", '["z2"]')]
    raw.close()
