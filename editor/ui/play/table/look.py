"""How the free-table overlays look: one table from role to colour, hatch, line and badge shape.

The colours are the Okabe–Ito palette of the zone play (``editor.ui.play.palette``), readable by
the common forms of colour blindness, and no role is told apart by colour alone: each reach
mode has its own hatch, each kind of sight line its own dash and badge shape (a round badge for
a target in sight, a square one for a blocked line, a triangle for a figure behind the
viewer), ranges are dashed rings, the arc dotted, radii cross-hatched. The overlay items, the
legend and the figures all read ``TABLE_STYLES``, so the legend cannot disagree with the table.
Must not import the layers.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from editor.ui.play.palette import OKABE_ITO, Badge


class TableRole(StrEnum):
    """What a shape is in a free-table overlay; ``TABLE_STYLES`` says how it looks."""

    REACH = "reach"
    REACH_SHORT = "reach_short"
    REACH_OTHER = "reach_other"
    SIGHT_CLEAR = "sight_clear"
    SIGHT_BLOCKED = "sight_blocked"
    SIGHT_BEHIND = "sight_behind"
    IN_REACH = "in_reach"
    RANGE = "range"
    ARC = "arc"
    RADIUS = "radius"
    TAPE = "tape"
    TAPE_TOO_FAR = "tape_too_far"


@dataclass(frozen=True)
class TableStyle:
    color: QColor
    alpha: int
    hatch: Qt.BrushStyle = Qt.BrushStyle.NoBrush
    line: Qt.PenStyle = Qt.PenStyle.SolidLine
    badge: Badge = Badge.NONE
    width: float = 2.5
    """Line width on screen, in pixels."""

    def fill_color(self) -> QColor:
        color = QColor(self.color)
        color.setAlpha(self.alpha)
        return color

    def hatch_color(self) -> QColor:
        color = QColor(self.color).darker(220)
        color.setAlpha(160)
        return color


_C = OKABE_ITO
_S = Qt.PenStyle
_H = Qt.BrushStyle
TABLE_STYLES: dict[TableRole, TableStyle] = {
    TableRole.REACH: TableStyle(_C["bluish_green"], 80, _H.NoBrush, _S.SolidLine, Badge.NONE, 2.5),
    TableRole.REACH_SHORT: TableStyle(_C["orange"], 70, _H.BDiagPattern, _S.DashLine),
    TableRole.REACH_OTHER: TableStyle(_C["sky_blue"], 60, _H.FDiagPattern, _S.DashDotLine),
    TableRole.SIGHT_CLEAR: TableStyle(_C["blue"], 255, _H.NoBrush, _S.SolidLine, Badge.CIRCLE, 3.0),
    TableRole.SIGHT_BLOCKED: TableStyle(
        _C["vermillion"], 255, _H.NoBrush, _S.DashLine, Badge.SQUARE, 2.0
    ),
    TableRole.SIGHT_BEHIND: TableStyle(
        QColor(120, 120, 120), 255, _H.NoBrush, _S.DotLine, Badge.TRIANGLE, 2.0
    ),
    TableRole.IN_REACH: TableStyle(_C["yellow"], 255, _H.NoBrush, _S.SolidLine, Badge.DIAMOND, 3.0),
    TableRole.RANGE: TableStyle(
        _C["reddish_purple"], 255, _H.NoBrush, _S.DashLine, Badge.CIRCLE, 2.5
    ),
    TableRole.ARC: TableStyle(_C["yellow"], 45, _H.Dense7Pattern, _S.DotLine, Badge.NONE, 2.0),
    TableRole.RADIUS: TableStyle(
        _C["vermillion"], 60, _H.DiagCrossPattern, _S.SolidLine, Badge.CIRCLE, 2.5
    ),
    TableRole.TAPE: TableStyle(_C["yellow"], 255, _H.NoBrush, _S.SolidLine, Badge.CIRCLE, 3.0),
    TableRole.TAPE_TOO_FAR: TableStyle(
        _C["vermillion"], 255, _H.NoBrush, _S.DashLine, Badge.SQUARE, 3.0
    ),
}

REACH_ROLES = (TableRole.REACH, TableRole.REACH_SHORT, TableRole.REACH_OTHER)
"""The look of a figure's movement modes by rank: the full move, the next, any further one."""


def reach_role(rank: int) -> TableRole:
    return REACH_ROLES[min(max(rank, 0), len(REACH_ROLES) - 1)]
