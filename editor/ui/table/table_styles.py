"""How a free table looks and reads: lookup tables from model values to brushes, pens and names.

One table per model value, shared by the scene, the properties panel and the legend, so a cover
class has the same colour and the same name everywhere (STYLE "overlays are models mapped to items
through one lookup table"). Cover gives a terrain piece its fill, the movement effect its outline;
a piece that blocks line of sight is hatched. Lengths are shown in the table's unit (cm, or
«pas», written so in both languages) through ``editor.table.units``. Must not import the
document, the scene or the tools.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, Qt
from PySide6.QtGui import QBrush, QColor, QPen

from editor.model.scenario import Scenario
from editor.model.table import CoverClass, DistanceUnit, FreeTable, MovementEffect
from editor.model.units import DEFAULT_BASE_MM, D20Profile, EisdrachenProfile
from editor.table.units import in_table_unit
from editor.ui.board.styles import cosmetic_pen

CONTEXT = "TableStyles"

COVER_NAMES = {
    CoverClass.NONE: QT_TRANSLATE_NOOP("TableStyles", "No cover"),
    CoverClass.LIGHT: QT_TRANSLATE_NOOP("TableStyles", "Light cover"),
    CoverClass.MEDIUM: QT_TRANSLATE_NOOP("TableStyles", "Medium cover"),
    CoverClass.HEAVY: QT_TRANSLATE_NOOP("TableStyles", "Heavy cover"),
}
MOVEMENT_NAMES = {
    MovementEffect.OPEN: QT_TRANSLATE_NOOP("TableStyles", "Open ground"),
    MovementEffect.DIFFICULT: QT_TRANSLATE_NOOP("TableStyles", "Difficult terrain"),
    MovementEffect.CLIMB: QT_TRANSLATE_NOOP("TableStyles", "Climb"),
    MovementEffect.WATER: QT_TRANSLATE_NOOP("TableStyles", "Deep water"),
    MovementEffect.SHALLOW_WATER: QT_TRANSLATE_NOOP("TableStyles", "Shallow water"),
    MovementEffect.IMPASSABLE: QT_TRANSLATE_NOOP("TableStyles", "Impassable"),
    MovementEffect.CRAWL_ONLY: QT_TRANSLATE_NOOP("TableStyles", "Crawl only"),
}
UNIT_NAMES = {
    DistanceUnit.CM: QT_TRANSLATE_NOOP("TableStyles", "cm"),
    DistanceUnit.PAS: QT_TRANSLATE_NOOP("TableStyles", "pas"),
}

_COVER_FILL = {
    CoverClass.NONE: QColor(225, 225, 210, 45),
    CoverClass.LIGHT: QColor(90, 190, 80, 95),
    CoverClass.MEDIUM: QColor(235, 165, 30, 110),
    CoverClass.HEAVY: QColor(205, 55, 45, 125),
}
_MOVEMENT_LOOK: dict[MovementEffect, tuple[QColor, Qt.PenStyle, float]] = {
    MovementEffect.OPEN: (QColor(40, 40, 40, 200), Qt.PenStyle.SolidLine, 1.5),
    MovementEffect.DIFFICULT: (QColor(130, 85, 20), Qt.PenStyle.DashLine, 2.5),
    MovementEffect.CLIMB: (QColor(235, 130, 15), Qt.PenStyle.DashDotLine, 2.5),
    MovementEffect.WATER: (QColor(30, 100, 220), Qt.PenStyle.SolidLine, 2.5),
    MovementEffect.SHALLOW_WATER: (QColor(90, 170, 235), Qt.PenStyle.DashLine, 2.5),
    MovementEffect.IMPASSABLE: (QColor(15, 15, 15), Qt.PenStyle.SolidLine, 4.0),
    MovementEffect.CRAWL_ONLY: (QColor(140, 60, 200), Qt.PenStyle.DotLine, 3.0),
}
LOS_HATCH = QBrush(QColor(20, 20, 20, 120), Qt.BrushStyle.BDiagPattern)
TABLE_SURFACE = QColor(118, 126, 104)
TABLE_EDGE = QColor(245, 245, 235)
GRID_MINOR = QColor(255, 255, 255, 55)
GRID_MAJOR = QColor(255, 255, 255, 120)
MEASURE_COLOR = QColor(255, 225, 40)
HANDLE_COLOR = QColor(255, 255, 255)
FACING_COLOR = QColor(255, 235, 120)


def cover_name(cover: CoverClass) -> str:
    return QCoreApplication.translate(CONTEXT, COVER_NAMES[cover])


def movement_name(movement: MovementEffect) -> str:
    return QCoreApplication.translate(CONTEXT, MOVEMENT_NAMES[movement])


def unit_name(unit: DistanceUnit) -> str:
    return QCoreApplication.translate(CONTEXT, UNIT_NAMES[unit])


def cover_brush(cover: CoverClass) -> QBrush:
    return QBrush(_COVER_FILL[cover])


def movement_pen(movement: MovementEffect) -> QPen:
    color, style, width = _MOVEMENT_LOOK[movement]
    return cosmetic_pen(color, width, style)


def movement_color(movement: MovementEffect) -> QColor:
    return _MOVEMENT_LOOK[movement][0]


def format_length(mm: float, table: FreeTable) -> str:
    """``mm`` as the players read it on their tape: "12.5 cm", "4.0 pas", with
    the decimal separator of the UI's locale."""
    value = in_table_unit(mm, table)
    text = QLocale().toString(value, "f", 1) if abs(value) < 1e6 else f"{value:.3g}"
    return f"{text} {unit_name(table.unit)}"


def base_diameter_mm(scenario: Scenario, unit_id: str) -> float:
    """A figure's base, from its Eisdrachen or D20 profile (the default for anything else)."""
    unit = scenario.unit(unit_id)
    profile = unit.profile if unit is not None else None
    if isinstance(profile, D20Profile | EisdrachenProfile) and profile.base_mm > 0:
        return float(profile.base_mm)
    return DEFAULT_BASE_MM
