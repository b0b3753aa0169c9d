"""The forecast on the board: each hero's zone tinted by its risk, the likeliest attacker named.

PRODUCT §4 ★ "where is it safe to stand?": during the heroes' turn, while the Forecast tab is
open, every hero's zone is filled with a colour that deepens from pale yellow to vermillion with
the chance that a villain attacks the hero next turn (a zone no villain can reach keeps a thin
bluish-green outline: safe), and a label at a fixed screen size under the hero gives the chance
and the most likely attacker. While a hero is dragged, the zone under the cursor shows the
preview of the hero standing there, outlined in dashes. The item only draws what
``ForecastMarks`` says; the forecast is computed off the GUI thread (``forecast_panel``). Must
not import the panels or the play mode.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.ui.play.canvas import ZoneGeometry
from editor.ui.play.palette import INK, readable_ink

LOW, HIGH = QColor("#f0e442"), QColor("#d55e00")
"""The ramp of risk (Okabe–Ito yellow to vermillion: told apart by colour-blind readers)."""
SAFE = QColor("#009e73")
Z_VALUE = 2.35
"""Under every overlay of the play mode (the threat map is 2.4), above the zones."""


@dataclass(frozen=True)
class ZoneMark:
    zone: str
    risk: float
    """The chance of being attacked, 0 to 1."""
    label: str
    preview: bool = False


@dataclass(frozen=True)
class ForecastMarks:
    marks: tuple[ZoneMark, ...] = ()


def risk_color(risk: float) -> QColor:
    """The ramp's colour for ``risk`` (0 → pale yellow, 1 → vermillion), half transparent."""
    risk = min(1.0, max(0.0, risk))
    color = QColor(
        round(LOW.red() + (HIGH.red() - LOW.red()) * risk),
        round(LOW.green() + (HIGH.green() - LOW.green()) * risk),
        round(LOW.blue() + (HIGH.blue() - LOW.blue()) * risk),
    )
    color.setAlpha(round(90 + 110 * risk))
    return color


class ForecastItem(QGraphicsItem):
    """The forecast marks of one board."""

    def __init__(self, geometry: ZoneGeometry):
        super().__init__()
        self.geometry = geometry
        self.marks = ForecastMarks()
        self.setZValue(Z_VALUE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_marks(self, marks: ForecastMarks) -> None:
        if marks != self.marks:
            self.marks = marks
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self.geometry.bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        transform = painter.worldTransform()
        scale = max(abs(transform.m11()), 1e-6)
        labels: list[tuple[QPointF, str, QColor, float]] = []
        for mark in self.marks.marks:
            polygon = self.geometry.polygons.get(mark.zone)
            if polygon is None:
                continue
            path = QPainterPath()
            path.addPolygon(polygon)
            path.closeSubpath()
            if mark.risk > 0:
                color = risk_color(mark.risk)
                painter.fillPath(path, color)
            else:
                color = QColor(SAFE)
                color.setAlpha(60)
                painter.fillPath(path, color)
            pen = QPen(HIGH if mark.risk > 0 else SAFE, 3.0 / scale)
            if mark.preview:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.strokePath(path, pen)
            marker = self.geometry.markers.get(mark.zone)
            if marker is not None and mark.label:
                fill = QColor(color)
                fill.setAlpha(235)
                # under the hero's token; a preview above it, clear of the drag's cost label
                labels.append((marker, mark.label, fill, -36.0 if mark.preview else 38.0))
        if not labels:
            return
        painter.save()
        painter.resetTransform()
        font = QFont(painter.font())
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        for point, text, fill, below in labels:
            at = transform.map(point) + QPointF(0, below)
            width = metrics.horizontalAdvance(text) + 10
            box = QRectF(at.x() - width / 2, at.y() - 10, width, 20)
            painter.setPen(QPen(INK, 1.2))
            painter.setBrush(fill)
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(readable_ink(fill))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()
