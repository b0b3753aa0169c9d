"""Conversions between millimetres and the table's unit (cm, or pas of FreeTable.mm_per_pas)."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from editor.model import DistanceUnit
from editor.table.units import (
    cm_to_mm,
    from_mm,
    from_table_unit,
    in_table_unit,
    pas_to_mm,
    to_mm,
    unit_length_mm,
)
from tests.table.builders import table


def test_a_centimetre_is_ten_millimetres_whatever_the_pas():
    assert unit_length_mm(DistanceUnit.CM, 32.0) == 10.0
    assert cm_to_mm(60) == 600.0
    assert to_mm(12, DistanceUnit.CM, 32.0) == 120.0


def test_a_pas_is_the_tables_length():
    eisdrachen = table(unit=DistanceUnit.PAS, mm_per_pas=32.0)
    assert pas_to_mm(3, eisdrachen) == 96.0
    assert in_table_unit(96.0, eisdrachen) == 3.0
    assert from_table_unit(6, eisdrachen) == 192.0


def test_the_table_unit_decides_what_is_shown():
    assert in_table_unit(125.0, table(unit=DistanceUnit.CM)) == 12.5
    assert in_table_unit(125.0, table(unit=DistanceUnit.PAS, mm_per_pas=25.0)) == 5.0


@given(
    st.floats(0, 1e5),
    st.sampled_from(list(DistanceUnit)),
    st.floats(1, 1000),
)
def test_round_trip(mm, unit, mm_per_pas):
    back = to_mm(from_mm(mm, unit, mm_per_pas), unit, mm_per_pas)
    assert math.isclose(back, mm, rel_tol=1e-12, abs_tol=1e-9)
