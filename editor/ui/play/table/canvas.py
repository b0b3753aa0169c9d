"""What the free-table overlay drawings draw with, in table millimetres.

``TableCanvas`` wraps the painter of an overlay item: areas filled with their hatch, cased lines
(so they read on any terrain colour), rings, the arc's wedge, and badges queued and drawn last
at a fixed screen size, so overlays read at any zoom. Pens are cosmetic (screen pixels); hatches
are screen-sized. Looks come from ``look.TABLE_STYLES``; lengths are written in the table's
unit by ``editor.ui.table.table_styles.format_length``. Must not import the overlay layer.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QFont, QPainter, QPainterPath, QPen, QPolygonF

from editor.game.table_overlay_models import Polygon
from editor.model.geometry import Point
from editor.model.table import FreeTable
from editor.ui.play.palette import INK, PAPER, Badge, readable_ink
from editor.ui.play.table.look import TABLE_STYLES, TableRole, TableStyle

BADGE_PX = 20.0
BADGE_FONT_PX = 11


def polygon_path(polygons: Sequence[Polygon]) -> QPainterPath:
    """One path for polygons with holes (odd-even fill leaves the holes empty)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for polygon in polygons:
        for ring in polygon:
            if len(ring) >= 3:
                path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
                path.closeSubpath()
    return path


def bearing_vector(facing_deg: float) -> QPointF:
    """The unit vector of a facing: 0° up (y decreasing), clockwise."""
    angle = math.radians(facing_deg)
    return QPointF(math.sin(angle), -math.cos(angle))


class TableCanvas:
    """Fills, lines, rings, wedges and badges in table millimetres."""

    def __init__(self, painter: QPainter, table: FreeTable):
        self.painter = painter
        self.table = table
        transform = painter.worldTransform()
        self.scale = math.hypot(transform.m11(), transform.m12()) or 1.0
        self._badges: list[tuple[QPointF, str, TableStyle]] = []

    @property
    def table_rect(self) -> QRectF:
        return QRectF(0, 0, self.table.width_mm, self.table.height_mm)

    def pen(self, style: TableStyle, extra: float = 0.0, casing: bool = False) -> QPen:
        pen = QPen(
            PAPER if casing else style.color,
            style.width + extra,
            Qt.PenStyle.SolidLine if casing else style.line,
        )
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap if not casing else Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        return pen

    def area(self, path: QPainterPath, role: TableRole, outline: bool = True) -> None:
        """Fill ``path`` in the role's colour and hatch, and outline it."""
        if path.isEmpty():
            return
        style = TABLE_STYLES[role]
        self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.fillPath(path, style.fill_color())
        if style.hatch is not Qt.BrushStyle.NoBrush:
            brush = QBrush(style.hatch_color(), style.hatch)
            brush.setTransform(self.painter.worldTransform().inverted()[0])  # screen-sized
            self.painter.fillPath(path, brush)
        if outline:
            self.painter.setBrush(Qt.BrushStyle.NoBrush)
            self.painter.setPen(self.pen(style))
            self.painter.drawPath(path)

    def line(self, points: Sequence[Point], role: TableRole, cased: bool = True) -> None:
        if len(points) < 2:
            return
        style = TABLE_STYLES[role]
        polyline = QPolygonF([QPointF(x, y) for x, y in points])
        self.painter.setBrush(Qt.BrushStyle.NoBrush)
        if cased:
            self.painter.setPen(self.pen(style, 3.0, casing=True))
            self.painter.drawPolyline(polyline)
        self.painter.setPen(self.pen(style))
        self.painter.drawPolyline(polyline)

    def ring(self, centre: Point, radius_mm: float, role: TableRole, cased: bool = True) -> None:
        style = TABLE_STYLES[role]
        self.painter.setBrush(Qt.BrushStyle.NoBrush)
        if cased:
            self.painter.setPen(self.pen(style, 3.0, casing=True))
            self.painter.drawEllipse(QPointF(*centre), radius_mm, radius_mm)
        self.painter.setPen(self.pen(style))
        self.painter.drawEllipse(QPointF(*centre), radius_mm, radius_mm)

    def disc(self, centre: Point, radius_mm: float, role: TableRole) -> None:
        path = QPainterPath()
        path.addEllipse(QPointF(*centre), radius_mm, radius_mm)
        self.area(path, role)

    def screen_ring(self, centre: Point, pixels: float, role: TableRole) -> None:
        """A ring of a fixed size on screen (marks a figure at any zoom)."""
        self.ring(centre, pixels / self.scale, role)

    def wedge(
        self, centre: Point, facing_deg: float, width_deg: float, radius_mm: float, role: TableRole
    ) -> None:
        """The arc ahead of a facing, clipped to the table, with its two edges drawn."""
        c = QPointF(*centre)
        box = QRectF(c.x() - radius_mm, c.y() - radius_mm, 2 * radius_mm, 2 * radius_mm)
        path = QPainterPath(c)
        # Qt angles: 0° at 3 o'clock, counter-clockwise; facings: 0° up, clockwise.
        path.arcTo(box, 90 - facing_deg + width_deg / 2, -width_deg)
        path.closeSubpath()
        clip = QPainterPath()
        clip.addRect(self.table_rect)
        self.area(path.intersected(clip), role, outline=False)
        style = TABLE_STYLES[role]
        self.painter.setPen(self.pen(style, 1.0))
        for side in (-1, 1):
            edge = c + bearing_vector(facing_deg + side * width_deg / 2) * radius_mm
            self.painter.drawLine(c, _clipped(c, edge, self.table_rect))

    def badge(
        self, at: Point, text: str, role: TableRole, offset_px: QPointF | None = None
    ) -> None:
        """Queue a label at ``at`` (table mm), moved by ``offset_px`` screen pixels."""
        shift = (offset_px or QPointF()) / self.scale
        self._badges.append((QPointF(*at) + shift, text, TABLE_STYLES[role]))

    def finish(self) -> None:
        """Draw the queued badges at their screen size."""
        if not self._badges:
            return
        transform = self.painter.worldTransform()
        self.painter.save()
        self.painter.resetTransform()
        self.painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.painter.font())
        font.setPixelSize(BADGE_FONT_PX)
        font.setBold(True)
        self.painter.setFont(font)
        for point, text, style in self._badges:
            paint_badge(self.painter, transform.map(point), text, style)
        self.painter.restore()
        self._badges.clear()


def paint_badge(painter: QPainter, at: QPointF, text: str, style: TableStyle) -> None:
    """A label on a plate whose shape is the role's (circle, square, triangle, diamond)."""
    width = max(BADGE_PX, painter.fontMetrics().horizontalAdvance(text) + 10.0)
    box = QRectF(at.x() - width / 2, at.y() - BADGE_PX / 2, width, BADGE_PX)
    painter.setPen(QPen(INK, 1.5))
    painter.setBrush(style.color)
    shape = style.badge
    if shape is Badge.SQUARE:
        painter.drawRect(box)
    elif shape is Badge.TRIANGLE:
        outer = box.adjusted(-6, -5, 6, 3)
        painter.drawPolygon(
            QPolygonF(
                [QPointF(outer.center().x(), outer.top()), outer.bottomRight(), outer.bottomLeft()]
            )
        )
        box = box.adjusted(0, 5, 0, 0)
    elif shape is Badge.DIAMOND:
        outer = box.adjusted(-6, -4, 6, 4)
        c = outer.center()
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), outer.top()),
                    QPointF(outer.right(), c.y()),
                    QPointF(c.x(), outer.bottom()),
                    QPointF(outer.left(), c.y()),
                ]
            )
        )
    else:
        painter.drawRoundedRect(box, BADGE_PX / 2, BADGE_PX / 2)
    painter.setPen(readable_ink(style.color))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _clipped(start: QPointF, end: QPointF, rect: QRectF) -> QPointF:
    """``end``, pulled back along the segment to stay within ``rect`` (``start`` inside)."""
    t = 1.0
    dx, dy = end.x() - start.x(), end.y() - start.y()
    for delta, low, high, origin in (
        (dx, rect.left(), rect.right(), start.x()),
        (dy, rect.top(), rect.bottom(), start.y()),
    ):
        if delta > 0:
            t = min(t, (high - origin) / delta)
        elif delta < 0:
            t = min(t, (low - origin) / delta)
    t = max(0.0, t)
    return QPointF(start.x() + t * dx, start.y() + t * dy)
