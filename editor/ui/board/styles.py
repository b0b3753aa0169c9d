"""How the board looks: the lookup tables from model values to pens and brushes.

Kept apart from the items so that the legend, the screenshots and the items agree, and so that
an overlay is only a mapping *zone → role* whose look is decided here, in one table (STYLE
"overlays are models mapped to items through one lookup table"). Widths are cosmetic pixels,
sizes are millimetres. Must not import the document or the tools.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPen

from editor.model.board import BorderKind, Zone
from editor.model.units import Side


class OverlayRole(StrEnum):
    """What an overlay says about one zone; ``OVERLAY_BRUSHES`` decides how it looks."""

    VIEWER = "viewer"
    SEES = "sees"
    SEEN_BY = "seen_by"
    MUTUAL = "mutual"
    HIDDEN = "hidden"


OVERLAY_BRUSHES: dict[OverlayRole, QBrush] = {
    OverlayRole.VIEWER: QBrush(QColor(255, 200, 0, 150)),
    OverlayRole.SEES: QBrush(QColor(60, 170, 255, 120)),
    OverlayRole.SEEN_BY: QBrush(QColor(230, 90, 200, 120)),
    OverlayRole.MUTUAL: QBrush(QColor(40, 200, 120, 130)),
    OverlayRole.HIDDEN: QBrush(QColor(20, 20, 30, 110)),
}

_BORDER_LOOK: dict[BorderKind, tuple[QColor, Qt.PenStyle, float]] = {
    BorderKind.OPEN: (QColor(0, 0, 0, 0), Qt.PenStyle.NoPen, 0.0),
    BorderKind.WALL: (QColor(25, 25, 25), Qt.PenStyle.SolidLine, 4.0),
    BorderKind.DOOR: (QColor(150, 90, 30), Qt.PenStyle.DashLine, 3.0),
    BorderKind.WINDOW: (QColor(70, 150, 220), Qt.PenStyle.DashLine, 3.0),
    BorderKind.CLIMB: (QColor(235, 140, 20), Qt.PenStyle.SolidLine, 3.0),
    BorderKind.JUMP_GAP: (QColor(150, 70, 200), Qt.PenStyle.DashDotLine, 3.0),
    BorderKind.FALL_ONLY: (QColor(215, 50, 40), Qt.PenStyle.DashLine, 3.0),
}
BLOCKS_LOS_COLOR = QColor(0, 0, 0)
HOVER_COLOR = QColor(255, 255, 255)
SELECTED_COLOR = QColor(0, 230, 255)
"""Cyan: no border kind, terrain or overlay uses it (orange would read as a climb border)."""
SELECTED_FILL = QBrush(QColor(0, 230, 255, 90))
ZONE_OUTLINE = QColor(30, 30, 30, 200)
BOARD_SURFACE = QColor(214, 208, 192)
"""The bare board (under the scan, or alone before one is loaded): light card stock."""
BOARD_EDGE = QColor(120, 112, 96)
WALL_PEN_PX = 4.0
COARSE_PIXELS_PER_MM = 0.75
"""Below this zoom, borders and walls are drawn as plain hairlines and nothing is antialiased."""
WALL_COLOR = QColor(40, 30, 25)
DOOR_WALL_COLOR = _BORDER_LOOK[BorderKind.DOOR][0]
"""A door drawn before the zones looks like the door border it becomes."""
MARKER_MM = 4.0
BADGE_MM = 14.0
FIGURE_MM = 12.0
OBJECTIVE_MM = 16.0
SIDE_COLORS = {
    Side.HERO: QColor(40, 110, 210),
    Side.VILLAIN: QColor(200, 40, 40),
    Side.NEUTRAL: QColor(120, 120, 120),
}


def cosmetic_pen(color: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A pen whose width is in screen pixels whatever the zoom."""
    pen = QPen(color, width, style)
    pen.setCosmetic(True)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def hairline_pen(color: QColor) -> QPen:
    """A one-pixel line, Qt's fastest pen (the outlines of thousands of zones)."""
    return QPen(color, 0)


def border_pen(kind: BorderKind, blocks_los: bool) -> QPen:
    color, style, width = _BORDER_LOOK[kind]
    if blocks_los and kind is BorderKind.OPEN:
        color, style, width = BLOCKS_LOS_COLOR, Qt.PenStyle.DotLine, 3.0
    return cosmetic_pen(color, width, style)


def zone_brush(zone: Zone) -> QBrush:
    """Terrain gives the hue (water, danger, difficult, plain); elevation the lightness."""
    if zone.water:
        color = QColor(40, 110, 200)
    elif zone.danger is not None:
        color = QColor(210, 60, 40)
    elif zone.difficult:
        color = QColor(150, 120, 40)
    else:
        color = QColor(190, 190, 170)
    level = max(-2, min(3, zone.elevation))
    color = color.lighter(100 + 18 * level) if level > 0 else color.darker(100 - 25 * level)
    color.setAlpha(70 + 15 * max(0, level))
    return QBrush(color)


def terrain_pattern(zone: Zone) -> QBrush | None:
    """A hatch over difficult or dangerous zones, so terrain reads without colour."""
    if zone.danger is not None:
        return QBrush(QColor(120, 20, 10, 120), Qt.BrushStyle.DiagCrossPattern)
    if zone.difficult:
        return QBrush(QColor(80, 60, 10, 110), Qt.BrushStyle.BDiagPattern)
    return None
