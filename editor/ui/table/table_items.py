"""Graphics items of the free-table scene: terrain pieces, figures with a facing, the grid in the
table's unit, name tags, vertex handles and the measuring tape.

Like the board's items they hold no model (and share their hover and selection,
``items.Highlighted``): the scene hands each one what it draws after a change
record names it. Sizes on the table (bases, facing wedges) are millimetres and zoom with the
table; what must stay legible at any zoom (name tags, handles, the tape's reading) ignores the
view's scale and is sized in screen pixels. Hover and selection are view state.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPolygonItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from editor.model.geometry import Point
from editor.model.table import TerrainPiece
from editor.model.units import Side
from editor.ui.board import styles
from editor.ui.board.items import Highlighted
from editor.ui.table import table_styles

TAG_PIXELS = 11
HANDLE_PIXELS = 7.0
GRID_MIN_PIXELS = 10.0
GRID_STEPS = (1, 5, 10, 50, 100, 500)
"""Grid steps in table units; the finest at least ``GRID_MIN_PIXELS`` apart is drawn."""


def _pixel_font(pixels: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


class TagItem(QGraphicsItem):
    """A short text on a dark rounded plate, centred on its position, always ``TAG_PIXELS``
    high whatever the zoom (it ignores the view's scale)."""

    def __init__(self, parent: QGraphicsItem | None = None, color: QColor | None = None):
        super().__init__(parent)
        self._lines: list[str] = []
        self._font = _pixel_font(TAG_PIXELS)
        self._color = color or QColor(255, 255, 255)
        self._rect = QRectF()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(6)

    @property
    def text(self) -> str:
        return "\n".join(self._lines)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self._lines = [line for line in text.split("\n") if line]
        metrics = QFontMetricsF(self._font)
        width = max((metrics.horizontalAdvance(line) for line in self._lines), default=0.0)
        height = metrics.height() * len(self._lines)
        self._rect = QRectF(-width / 2 - 4, -height / 2 - 2, width + 8, height + 4)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._lines:
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 20, 24, 170))
        painter.drawRoundedRect(self._rect, 3, 3)
        painter.setFont(self._font)
        painter.setPen(self._color)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class PieceItem(Highlighted, QGraphicsPolygonItem):
    """A terrain piece: filled by its cover class, outlined by its movement effect, hatched when
    it blocks line of sight, with a tag giving its name and height."""

    def __init__(self, piece_id: str):
        super().__init__()
        self.piece_id = piece_id
        self.key = ("piece", piece_id)
        self._pen = styles.hairline_pen(styles.ZONE_OUTLINE)
        self._hovered = self._selected = False
        self._hatch = QGraphicsPolygonItem(self)
        self._hatch.setPen(Qt.PenStyle.NoPen)
        self._hatch.setBrush(table_styles.LOS_HATCH)
        self.tag = TagItem(self)
        self.setAcceptHoverEvents(True)

    def set_piece(self, piece: TerrainPiece, label: str, anchor: Point, tooltip: str) -> None:
        polygon = QPolygonF([QPointF(x, y) for x, y in piece.polygon])
        self.setPolygon(polygon)
        self.setBrush(table_styles.cover_brush(piece.cover))
        self._pen = table_styles.movement_pen(piece.movement)
        self._hatch.setPolygon(polygon)
        self._hatch.setVisible(piece.blocks_los)
        self.tag.set_text(label)
        self.tag.setPos(QPointF(*anchor))
        self.setToolTip(tooltip)
        self._restyle()

    def set_tag_visible(self, visible: bool) -> None:
        self.tag.setVisible(visible)

    def _restyle(self) -> None:
        self._set_outline(self._pen, 3.5, max(2.5, self._pen.widthF()))


class FigureItem(Highlighted, QGraphicsItem):
    """A figure: its base as a disc in its side's colour, a wedge pointing where it faces
    (0° = up, clockwise) and its number (or its unit's initial) upright in the middle."""

    def __init__(self, figure_id: str):
        super().__init__()
        self.figure_id = figure_id
        self.key = ("figure", figure_id)
        self._side = Side.NEUTRAL
        self._text = ""
        self._facing = 0.0
        self._radius = 12.5
        self._selected = self._hovered = False
        self.setAcceptHoverEvents(True)
        self.setZValue(4)

    @property
    def facing(self) -> float:
        return self._facing

    @property
    def radius(self) -> float:
        return self._radius

    @property
    def text(self) -> str:
        return self._text

    def set_figure(
        self,
        side: Side,
        text: str,
        at: Point,
        facing_deg: float,
        diameter_mm: float,
        tooltip: str,
    ) -> None:
        self.prepareGeometryChange()
        self._side, self._text = side, text
        self._facing = facing_deg % 360.0 if math.isfinite(facing_deg) else 0.0
        self._radius = max(2.0, diameter_mm / 2)
        self.setPos(QPointF(*at))
        self.setToolTip(tooltip)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        half = self._radius * 1.75 + 2
        return QRectF(-half, -half, 2 * half, 2 * half)

    def shape(self) -> QPainterPath:
        """Picking and hovering use the base, not the wedge."""
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self._radius, self._radius)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self._radius
        painter.save()
        painter.rotate(self._facing)
        wedge = QPolygonF(
            [QPointF(0, -r * 1.7), QPointF(r * 0.55, -r * 0.8), QPointF(-r * 0.55, -r * 0.8)]
        )
        painter.setPen(styles.cosmetic_pen(QColor(20, 20, 20), 1.0))
        painter.setBrush(table_styles.FACING_COLOR)
        painter.drawPolygon(wedge)
        painter.restore()
        if self._selected:
            ring = styles.cosmetic_pen(styles.SELECTED_COLOR, 3.5)
        elif self._hovered:
            ring = styles.cosmetic_pen(styles.HOVER_COLOR, 3.0)
        else:
            ring = styles.cosmetic_pen(QColor(255, 255, 255), 1.5)
        painter.setPen(ring)
        painter.setBrush(styles.SIDE_COLORS[self._side])
        painter.drawEllipse(QPointF(0, 0), r, r)
        font = QFont()
        font.setPixelSize(max(1, round(r * (0.8 if len(self._text) <= 2 else 0.55))))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self._text)


class TableGridItem(QGraphicsItem):
    """The grid in the table's unit (cm or pas): the finest step of ``GRID_STEPS`` units that
    is legible at the current zoom, with every fifth or tenth line stronger and numbered."""

    def __init__(self):
        super().__init__()
        self._rect = QRectF()
        self._unit_mm = 10.0
        self._unit = ""
        self.setZValue(-50)
        self.setVisible(False)

    def set_table(self, width_mm: float, height_mm: float, unit_mm: float, unit: str) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, max(0.0, width_mm), max(0.0, height_mm))
        self._unit_mm = unit_mm if math.isfinite(unit_mm) and unit_mm > 0 else 10.0
        self._unit = unit
        self.update()

    def step_units(self, pixels_per_mm: float) -> int | None:
        """The grid step (in table units) drawn at ``pixels_per_mm``; None when none fits."""
        return next(
            (s for s in GRID_STEPS if s * self._unit_mm * pixels_per_mm >= GRID_MIN_PIXELS), None
        )

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect.adjusted(-40, -40, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        step = self.step_units(scale)
        if step is None or self._rect.isEmpty():
            return
        major = step * (5 if step in (1, 10, 100) else 2)
        area = self._rect.intersected(option.exposedRect.adjusted(-1, -1, 1, 1))
        font = _pixel_font(10)
        font.setPixelSize(max(1, round(10 / scale)))
        painter.setFont(font)
        for horizontal in (False, True):
            start, end = (
                (area.left(), area.right()) if not horizontal else (area.top(), area.bottom())
            )
            index = math.ceil(start / (step * self._unit_mm))
            while index * step * self._unit_mm <= end + 1e-9:
                at = index * step * self._unit_mm
                strong = (index * step) % major == 0
                painter.setPen(
                    styles.cosmetic_pen(
                        table_styles.GRID_MAJOR if strong else table_styles.GRID_MINOR, 1.0
                    )
                )
                if horizontal:
                    painter.drawLine(QPointF(area.left(), at), QPointF(area.right(), at))
                else:
                    painter.drawLine(QPointF(at, area.top()), QPointF(at, area.bottom()))
                if strong and index > 0:
                    painter.setPen(table_styles.GRID_MAJOR)
                    text = f"{index * step} {self._unit}"
                    if horizontal:
                        painter.drawText(QPointF(2 / scale, at - 2 / scale), text)
                    else:
                        painter.drawText(QPointF(at + 2 / scale, 12 / scale), text)
                index += 1


class HandlesItem(QGraphicsItem):
    """Square handles on the vertices of the piece being reshaped (screen-sized children)."""

    def __init__(self):
        super().__init__()
        self.setZValue(8)
        self._points: list[Point] = []

    @property
    def points(self) -> list[Point]:
        return list(self._points)

    def set_points(self, points: Sequence[Point]) -> None:
        for child in self.childItems():
            child.setParentItem(None)
            if child.scene() is not None:
                child.scene().removeItem(child)
        self._points = list(points)
        half = HANDLE_PIXELS / 2
        for x, y in self._points:
            handle = QGraphicsPolygonItem(
                QPolygonF(
                    [
                        QPointF(-half, -half),
                        QPointF(half, -half),
                        QPointF(half, half),
                        QPointF(-half, half),
                    ]
                ),
                self,
            )
            handle.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
            handle.setPen(styles.cosmetic_pen(QColor(20, 20, 20), 1.0))
            handle.setBrush(table_styles.HANDLE_COLOR)
            handle.setPos(x, y)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF()

    def paint(self, painter, option, widget=None) -> None:
        """The handles are children; nothing of its own."""


class MeasureItem(QGraphicsItem):
    """The measuring tape: a line between two points with end ticks and its length in a tag."""

    def __init__(self):
        super().__init__()
        self._a = QPointF()
        self._b = QPointF()
        self.tag = TagItem(self, table_styles.MEASURE_COLOR)
        self.setZValue(12)

    def set_ends(self, a: Point, b: Point, text: str) -> None:
        self.prepareGeometryChange()
        self._a, self._b = QPointF(*a), QPointF(*b)
        self.tag.set_text(text)
        self.tag.setPos((self._a + self._b) / 2)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(self._a, self._b).normalized().adjusted(-20, -20, 20, 20)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(styles.cosmetic_pen(QColor(20, 20, 20), 4.0))
        painter.drawLine(self._a, self._b)
        painter.setPen(styles.cosmetic_pen(table_styles.MEASURE_COLOR, 2.0, Qt.PenStyle.DashLine))
        painter.drawLine(self._a, self._b)
        painter.setPen(styles.cosmetic_pen(table_styles.MEASURE_COLOR, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        radius = 4 / max(scale, 1e-6)
        painter.drawEllipse(self._a, radius, radius)
        painter.drawEllipse(self._b, radius, radius)
