"""The zones the sides place their figures in before the first turn (the D20 deployment zones
of « 2. Le Déploiement »), drawn on the table while the start phase lasts.

Each zone is a translucent band in its side's colour (``palette.SIDE_COLORS``) with a hatched
edge and its label (the side, the edge or corner and the depth) inside, under the figures; the
engine says which zones there are now (``TableEngine.placing_zones``), none once the game has
begun. Must not import the panels or the play mode.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from editor.ui.board import styles
from editor.ui.i18n import current_language
from editor.ui.play.palette import INK, SIDE_COLORS

LABEL_PX = 13


class PlacingZoneItem(QGraphicsItem):
    """One side's zone: its band and its label."""

    def __init__(self, zone):
        super().__init__()
        self.zone = zone
        self.polygon = QPolygonF([QPointF(x, y) for x, y in zone.polygon])
        self.setZValue(0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(zone.label.get(current_language()))

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self.polygon.boundingRect().adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        colour = QColor(SIDE_COLORS.get(self.zone.side, QColor(150, 150, 150)))
        fill = QColor(colour)
        fill.setAlpha(60)
        painter.setBrush(fill)
        painter.setPen(styles.cosmetic_pen(colour.darker(130), 2.0, Qt.PenStyle.DashLine))
        painter.drawPolygon(self.polygon)
        font = QFont()
        font.setPixelSize(LABEL_PX)
        font.setBold(True)
        painter.save()
        scale = painter.worldTransform().m11() or 1.0
        box = self.polygon.boundingRect()
        painter.translate(box.topLeft())
        painter.scale(1 / scale, 1 / scale)
        painter.setFont(font)
        painter.setPen(INK)
        area = QRectF(6, 4, box.width() * scale - 12, box.height() * scale - 8)
        painter.drawText(area, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                         | Qt.TextFlag.TextWordWrap, self.zone.label.get(current_language()))
        painter.restore()


class PlacingZonesLayer:
    """The zone items of a table scene, kept as the engine says."""

    def __init__(self, scene: QGraphicsScene):
        self.scene = scene
        self.items: list[PlacingZoneItem] = []
        self.shown: tuple = ()

    def set_zones(self, zones) -> None:
        if tuple(zones) == self.shown:
            return
        for item in self.items:
            self.scene.removeItem(item)
        self.items = [PlacingZoneItem(zone) for zone in zones]
        for item in self.items:
            self.scene.addItem(item)
        self.shown = tuple(zones)
