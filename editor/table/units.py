"""Lengths on a free table: the model and every query speak millimetres, players cm or pas.

D20 measures in centimetres ("Le Mouvement, mesuré en centimètres"); Eisdrachen in "pas", a
length its texts never fix, so each table carries it (``FreeTable.mm_per_pas``). Conversions
happen only at the edges: when a profile or an option is read (speed, weapon range, radii) and
when a result is shown in the table's unit.
"""

from __future__ import annotations

from editor.model.table import DistanceUnit, FreeTable

MM_PER_CM = 10.0


def unit_length_mm(unit: DistanceUnit, mm_per_pas: float) -> float:
    """Millimetres in one ``unit`` (one cm, or one pas of ``mm_per_pas``)."""
    return MM_PER_CM if unit is DistanceUnit.CM else mm_per_pas


def to_mm(value: float, unit: DistanceUnit, mm_per_pas: float) -> float:
    """``value`` cm or pas, in millimetres."""
    return value * unit_length_mm(unit, mm_per_pas)


def from_mm(mm: float, unit: DistanceUnit, mm_per_pas: float) -> float:
    """``mm`` millimetres, in cm or pas."""
    return mm / unit_length_mm(unit, mm_per_pas)


def cm_to_mm(cm: float) -> float:
    return cm * MM_PER_CM


def pas_to_mm(pas: float, table: FreeTable) -> float:
    """Eisdrachen distances ("3 pas", "6ps") on this table, in millimetres."""
    return pas * table.mm_per_pas


def in_table_unit(mm: float, table: FreeTable) -> float:
    """A length in the unit the table is measured in (what a player reads on the tape)."""
    return from_mm(mm, table.unit, table.mm_per_pas)


def from_table_unit(value: float, table: FreeTable) -> float:
    """A length typed in the table's unit, in millimetres."""
    return to_mm(value, table.unit, table.mm_per_pas)
