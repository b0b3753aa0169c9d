"""Drawing overlays in the board scene: zone geometry and the canvas the drawing functions use.

``ZoneGeometry`` reads the zones' outlines and markers once from the scene's zone items (the
board does not change during a game). ``Canvas`` is what a drawing function of the overlay
table draws with — zone fills with their hatch, outlines, cased lines, arrows, rings, badges —
in scene millimetres, with pens and badges at a fixed screen size so overlays read at any zoom.
Looks come from ``palette.STYLES``. Must not import the overlay layer or the play mode.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QFont, QPainter, QPainterPath, QPen, QPolygonF

from editor.model.board import ZoneBoard
from editor.ui.board.scene import BoardScene
from editor.ui.play.palette import INK, PAPER, STYLES, Badge, Role, readable_ink

BADGE_PX = 22.0
"""The side of a badge on screen; a zone smaller than this on screen shows no badge."""
ABSTRACT_ZONE_MM = 9.0
"""The radius of the disc that stands for a zone without an outline (abstract boards)."""


@dataclass
class ZoneGeometry:
    """Zone outlines and markers read once from the scene's zone items (the board does not
    change during a game)."""

    polygons: dict[str, QPolygonF] = field(default_factory=dict)
    markers: dict[str, QPointF] = field(default_factory=dict)
    sizes: dict[str, float] = field(default_factory=dict)
    bounds: QRectF = field(default_factory=QRectF)

    @classmethod
    def of_scene(cls, scene: BoardScene, board: ZoneBoard) -> ZoneGeometry:
        geometry = cls()
        for zone in board.zones:
            item = scene.item_for(("zone", zone.id))
            if item is None:
                continue
            polygon = item.polygon()
            marker = item.marker
            if polygon.isEmpty() and marker is not None:
                polygon = _disc(marker, ABSTRACT_ZONE_MM)
            if polygon.isEmpty():
                continue
            box = polygon.boundingRect()
            geometry.polygons[zone.id] = polygon
            geometry.markers[zone.id] = marker if marker is not None else box.center()
            geometry.sizes[zone.id] = min(box.width(), box.height())
            geometry.bounds = geometry.bounds.united(box)
        geometry.bounds = geometry.bounds.adjusted(-20, -20, 20, 20)
        return geometry


def _disc(center: QPointF, radius: float) -> QPolygonF:
    return QPolygonF(
        [
            center
            + QPointF(radius * math.cos(a * math.pi / 12), radius * math.sin(a * math.pi / 12))
            for a in range(24)
        ]
    )


class Canvas:
    """What a drawing function draws with: zone fills, outlines, lines and badges in scene
    millimetres; badges are queued and drawn last at a fixed screen size."""

    def __init__(self, painter: QPainter, geometry: ZoneGeometry):
        self.painter = painter
        self.geometry = geometry
        self.scale = math.hypot(painter.worldTransform().m11(), painter.worldTransform().m12())
        self._badges: list[tuple[QPointF, str, Role]] = []

    def fill(self, zones: Iterable[str], role: Role, strength: float = 1.0) -> None:
        path = QPainterPath()
        for zone in zones:
            polygon = self.geometry.polygons.get(zone)
            if polygon is not None:
                path.addPolygon(polygon)
                path.closeSubpath()
        if path.isEmpty():
            return
        style = STYLES[role]
        self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.fillPath(path, style.fill_color(strength))
        if style.hatch is not Qt.BrushStyle.NoBrush:
            brush = QBrush(style.hatch_color(), style.hatch)
            brush.setTransform(self.painter.worldTransform().inverted()[0])  # screen-sized hatch
            self.painter.fillPath(path, brush)

    def outline(
        self, zones: Iterable[str], role: Role, width: float = 3.0, dashed: bool = False
    ) -> None:
        style = STYLES[role]
        pen = QPen(
            style.outline or style.fill,
            width,
            Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine,
        )
        pen.setCosmetic(True)
        self.painter.setPen(pen)
        self.painter.setBrush(Qt.BrushStyle.NoBrush)
        for zone in zones:
            polygon = self.geometry.polygons.get(zone)
            if polygon is not None:
                self.painter.drawPolygon(polygon)

    def marker(self, zone: str | None) -> QPointF | None:
        return self.geometry.markers.get(zone) if zone else None

    def line(
        self,
        points: Sequence[QPointF],
        role: Role,
        width: float = 4.0,
        dashed: bool = False,
        arrow: bool = False,
    ) -> None:
        """A polyline with a contrasting casing, so it reads on any zone colour."""
        if len(points) < 2:
            return
        style = STYLES[role]
        for color, extra in ((style.outline or PAPER, 3.0), (style.fill, 0.0)):
            pen = QPen(
                color,
                width + extra,
                Qt.PenStyle.DashLine if dashed and not extra else Qt.PenStyle.SolidLine,
            )
            pen.setCosmetic(True)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            self.painter.setPen(pen)
            self.painter.setBrush(Qt.BrushStyle.NoBrush)
            self.painter.drawPolyline(QPolygonF(list(points)))
        if arrow:
            self._arrow_head(points[-2], points[-1], style.fill, style.outline or PAPER)

    def _arrow_head(self, start: QPointF, end: QPointF, color, casing) -> None:
        length = QLineF(start, end).length()
        if length <= 0 or self.scale <= 0:
            return
        size = 18.0 / self.scale
        unit = (end - start) / length
        side = QPointF(-unit.y(), unit.x()) * size * 0.55
        tip = end - unit * (4.0 / self.scale)
        head = QPolygonF([tip, tip - unit * size + side, tip - unit * size - side])
        pen = QPen(casing, 2.5)
        pen.setCosmetic(True)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        self.painter.setPen(pen)
        self.painter.setBrush(QBrush(color))
        self.painter.drawPolygon(head)

    def ring(self, zone: str | None, role: Role) -> None:
        center = self.marker(zone)
        if center is None or self.scale <= 0:
            return
        style = STYLES[role]
        for radius, width in ((16.0, 4.0), (24.0, 2.5)):
            for color, extra in ((PAPER, 2.5), (style.fill, 0.0)):
                pen = QPen(color, width + extra)
                pen.setCosmetic(True)
                self.painter.setPen(pen)
                self.painter.setBrush(Qt.BrushStyle.NoBrush)
                self.painter.drawEllipse(center, radius / self.scale, radius / self.scale)

    def badge(self, zone: str, text: str, role: Role, offset: QPointF | None = None) -> None:
        """Queue a label for ``zone`` (drawn by ``finish`` if the zone is large on screen)."""
        center = self.marker(zone)
        if center is None:
            return
        if self.geometry.sizes.get(zone, 0.0) * self.scale < BADGE_PX * 0.9:
            return
        self._badges.append((center + (offset or QPointF()) / max(self.scale, 1e-6), text, role))

    def finish(self) -> None:
        if not self._badges:
            return
        transform = self.painter.worldTransform()
        self.painter.save()
        self.painter.resetTransform()
        font = QFont(self.painter.font())
        font.setPixelSize(12)
        font.setBold(True)
        self.painter.setFont(font)
        for point, text, role in self._badges:
            paint_badge(self.painter, transform.map(point), text, role)
        self.painter.restore()
        self._badges.clear()


def paint_badge(painter: QPainter, at: QPointF, text: str, role: Role) -> None:
    style = STYLES[role]
    width = max(BADGE_PX, painter.fontMetrics().horizontalAdvance(text) + 8.0)
    box = QRectF(at.x() - width / 2, at.y() - BADGE_PX / 2, width, BADGE_PX)
    painter.setPen(QPen(INK, 1.5))
    painter.setBrush(style.fill)
    shape = style.badge
    if shape is Badge.CIRCLE:
        painter.drawRoundedRect(box, BADGE_PX / 2, BADGE_PX / 2)
    elif shape is Badge.SQUARE:
        painter.drawRect(box)
    elif shape is Badge.TRIANGLE:
        box = box.adjusted(-3, -4, 3, 2)
        painter.drawPolygon(
            QPolygonF([QPointF(box.center().x(), box.top()), box.bottomRight(), box.bottomLeft()])
        )
        box = box.adjusted(0, 7, 0, 0)
    elif shape is Badge.DIAMOND:
        box = box.adjusted(-4, -4, 4, 4)
        c = box.center()
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), box.top()),
                    QPointF(box.right(), c.y()),
                    QPointF(c.x(), box.bottom()),
                    QPointF(box.left(), c.y()),
                ]
            )
        )
    elif shape is Badge.CUBE:
        side = BADGE_PX * 0.7
        box = box.adjusted(-side / 2 - 2, 0, side / 2 + 2, 0)
        painter.drawRoundedRect(box, 4, 4)
        paint_cube(painter, QRectF(box.left() + 3, box.center().y() - side / 2, side, side))
        box = box.adjusted(side + 2, 0, 0, 0)
    else:
        painter.drawRoundedRect(box, 4, 4)
    painter.setPen(readable_ink(style.fill))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def paint_cube(painter: QPainter, box: QRectF) -> None:
    """A small energy cube seen from above a corner: a hexagon with its three front edges."""
    c, w, h = box.center(), box.width() / 2, box.height() / 2
    top, bottom = QPointF(c.x(), c.y() - h), QPointF(c.x(), c.y() + h)
    upper_left, upper_right = QPointF(c.x() - w, c.y() - h / 2), QPointF(c.x() + w, c.y() - h / 2)
    lower_left, lower_right = QPointF(c.x() - w, c.y() + h / 2), QPointF(c.x() + w, c.y() + h / 2)
    painter.save()
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(PAPER)
    painter.drawPolygon(QPolygonF([top, upper_right, lower_right, bottom, lower_left, upper_left]))
    painter.drawLine(upper_left, c)
    painter.drawLine(upper_right, c)
    painter.drawLine(c, bottom)
    painter.restore()
