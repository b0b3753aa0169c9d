"""Graphics items of the board scene, one class per kind of model object.

Items hold no model: the scene hands each one the values it draws (``set_*``) after a change
record names it, so an item never reads the document and never goes stale on its own. The
many items (zones, borders, walls) are Qt's own polygon and path items, painted in C++: a
Python ``paint`` per item would cap a 5,000-zone board far below 30 fps; details (markers,
names, hatches) are child items made and shown only when the zoom makes them legible.
Hover and selection are drawn by the items' pens: view state, never saved.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from editor.model.board import Border, BorderKind, DoorState, Wall, Zone
from editor.model.geometry import Point
from editor.model.units import Side
from editor.resources import RESOURCES_DIR
from editor.ui.board import styles


def polygon_path(points: Sequence[Point], closed: bool) -> QPainterPath:
    path = QPainterPath()
    if points:
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
        if closed:
            path.closeSubpath()
    return path


def _font(size_mm: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(size_mm)
    font.setBold(bold)
    return font


class Highlighted:
    """Hover and selection of an item, view state shared by the board's and the table's items:
    a mixin put before the Qt item class. ``_restyle`` shows the state (a repaint by default;
    outlined items set their pen with ``_set_outline``)."""

    _hovered = False
    _selected = False

    def set_selected(self, selected: bool) -> None:
        self._selected = selected
        self._restyle()

    def is_selected(self) -> bool:
        return self._selected

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._hovered = True
        self._restyle()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._hovered = False
        self._restyle()

    def _restyle(self) -> None:
        self.update()

    def _set_outline(self, rest: QPen, selected_px: float, hovered_px: float) -> None:
        """The selection's or the hover's pen, else ``rest``; a highlighted item comes first."""
        if self._selected:
            pen = styles.cosmetic_pen(styles.SELECTED_COLOR, selected_px)
        elif self._hovered:
            pen = styles.cosmetic_pen(styles.HOVER_COLOR, hovered_px)
        else:
            pen = rest
        self.setPen(pen)
        self.setZValue(0.5 if self._selected or self._hovered else 0)


class ZoneItem(Highlighted, QGraphicsPolygonItem):
    """A zone: its polygon filled by terrain and elevation, and as children its terrain hatch,
    LOS marker, name and, for a reinforcement zone, its reading-order number in a badge.

    Painted by Qt itself (no Python ``paint``), and children are made only when the zoom
    shows them (``set_detail``): that is what keeps a 5,000-zone board above 30 fps."""

    def __init__(self, zone_id: str):
        super().__init__()
        self.zone_id = zone_id
        self.key = ("zone", zone_id)
        self._terrain = QBrush()
        self._pattern: QBrush | None = None
        self._overlay: QBrush | None = None
        self._marker: QPointF | None = None
        self._number: int | None = None
        self._label = ""
        self._hovered = self._selected = False
        self._detail = 0.0
        self._children: dict[str, QGraphicsItem] = {}
        self.setAcceptHoverEvents(True)
        self.setPen(styles.hairline_pen(styles.ZONE_OUTLINE))

    def set_zone(self, zone: Zone, marker: Point | None, number: int | None, label: str) -> None:
        self.setPolygon(QPolygonF([QPointF(x, y) for x, y in zone.polygon or ()]))
        self._terrain = styles.zone_brush(zone)
        self.setBrush(self._brush())
        self._pattern = styles.terrain_pattern(zone)
        self._marker = None if marker is None else QPointF(*marker)
        self._number = number
        self._label = label + (f"  ▲{zone.elevation}" if zone.elevation else "")
        for child in self._children.values():
            if child.scene() is not None:
                child.scene().removeItem(child)
        self._children.clear()
        self.set_detail(self._detail)

    @property
    def number(self) -> int | None:
        return self._number

    @property
    def marker(self) -> QPointF | None:
        return self._marker

    def set_overlay(self, brush: QBrush | None) -> None:
        if brush is not self._overlay:
            self._overlay = brush
            self.setBrush(self._brush())

    def _brush(self) -> QBrush:
        """An overlay wins; a selected zone is tinted, since borders drawn over its edges
        can hide its outline."""
        if self._overlay is not None:
            return self._overlay
        return styles.SELECTED_FILL if self._selected else self._terrain

    def _restyle(self) -> None:
        self._set_outline(styles.hairline_pen(styles.ZONE_OUTLINE), 3.0, 2.0)
        self.setBrush(self._brush())

    def set_detail(self, pixels_per_mm: float) -> None:
        """Show the children that are legible at ``pixels_per_mm`` (made on first need)."""
        self._detail = pixels_per_mm
        wanted = {
            "hatch": self._pattern is not None and pixels_per_mm > 0.5,
            "marker": self._marker is not None and pixels_per_mm * styles.MARKER_MM >= 4,
            "label": self._marker is not None and bool(self._label) and pixels_per_mm >= 1.75,
            "badge": self._marker is not None
            and self._number is not None
            and pixels_per_mm * styles.BADGE_MM >= 6,
        }
        for name, show in wanted.items():
            child = self._children.get(name)
            if show and child is None:
                child = self._children[name] = getattr(self, f"_make_{name}")()
            if child is not None:
                child.setVisible(show)

    def _make_hatch(self) -> QGraphicsItem:
        hatch = QGraphicsPolygonItem(self.polygon(), self)
        hatch.setPen(Qt.PenStyle.NoPen)
        hatch.setBrush(self._pattern)
        return hatch

    def _make_marker(self) -> QGraphicsItem:
        half = styles.MARKER_MM / 2
        path = QPainterPath()
        path.addEllipse(self._marker, half, half)
        for dx, dy in ((half, 0), (0, half)):
            path.moveTo(self._marker - QPointF(dx, dy))
            path.lineTo(self._marker + QPointF(dx, dy))
        marker = QGraphicsPathItem(path, self)
        marker.setPen(styles.cosmetic_pen(QColor(20, 20, 20), 1.5))
        return marker

    def _make_label(self) -> QGraphicsItem:
        label = QGraphicsSimpleTextItem(self._label, self)
        label.setFont(_font(4))
        label.setBrush(QColor(20, 20, 20))
        width = label.boundingRect().width()
        label.setPos(self._marker.x() - width / 2, self._marker.y() + 2.5)
        return label

    def _make_badge(self) -> QGraphicsItem:
        half = styles.BADGE_MM * 0.4
        center = self._marker - QPointF(0, styles.BADGE_MM / 2 + 1)
        path = QPainterPath()
        path.addRoundedRect(
            QRectF(center - QPointF(half, half), center + QPointF(half, half)), 2.0, 2.0
        )
        badge = QGraphicsPathItem(path, self)
        badge.setPen(styles.cosmetic_pen(QColor(255, 255, 255), 1.5))
        badge.setBrush(QColor(120, 40, 160))
        badge.setZValue(1)
        text = QGraphicsSimpleTextItem(str(self._number), badge)
        text.setFont(_font(8, bold=True))
        text.setBrush(QColor(255, 255, 255))
        box = text.boundingRect()
        text.setPos(center.x() - box.width() / 2, center.y() - box.height() / 2)
        return badge


class LineItem(Highlighted, QGraphicsPathItem):
    """A border or a wall: its own pen, the selection's when selected; far out, the scene's
    ``CoarseLinesItem`` draws it instead, unless it is selected."""

    _coarse = False
    _selected_px = 5.0

    def set_detail(self, pixels_per_mm: float) -> None:
        self._coarse = pixels_per_mm < styles.COARSE_PIXELS_PER_MM
        self._restyle()

    def _restyle(self) -> None:
        selected = self._selected
        self.setPen(
            styles.cosmetic_pen(styles.SELECTED_COLOR, self._selected_px) if selected else self._pen
        )
        self.setVisible(selected or (not self._coarse and self._pen.style() != Qt.PenStyle.NoPen))


class BorderItem(LineItem):
    """A border along the edge two zones share, drawn by kind (``styles.border_pen``); a
    fall-only border carries an arrow towards the zone one may fall into. Open borders are
    hidden unless selected (the zone outlines already show them)."""

    def __init__(self, key: tuple[str, str, str]):
        super().__init__()
        self.key = key
        self._pen = QPen()
        self._selected = False
        self._coarse = False
        self._arrow = QGraphicsPolygonItem(self)
        self._arrow.setPen(Qt.PenStyle.NoPen)
        self.setZValue(1)

    def set_border(
        self, border: Border, lines: Sequence[Sequence[Point]], toward_b: QPointF | None
    ) -> None:
        path = QPainterPath()
        for line in lines:
            path.addPath(polygon_path(line, closed=False))
        self.setPath(path)
        self._pen = styles.border_pen(border.kind, border.blocks_los)
        arrow = QPolygonF()
        if border.kind is BorderKind.FALL_ONLY and toward_b is not None and lines:
            middle = path.pointAtPercent(0.5)
            side = QPointF(-toward_b.y(), toward_b.x()) * 2.5
            arrow = QPolygonF([middle + side, middle + toward_b * 5, middle - side])
        self._arrow.setPolygon(arrow)
        self._arrow.setBrush(self._pen.color())
        self._restyle()

    @property
    def pen_color(self) -> QColor | None:
        """The colour of this border's line, None when it has none (open borders)."""
        return None if self._pen.style() == Qt.PenStyle.NoPen else self._pen.color()


class WallItem(LineItem):
    """A wall polyline; dashed when it lets line of sight through. A door drawn as a wall has
    the door border's colour: solid while closed, dotted while open."""

    _selected_px = styles.WALL_PEN_PX + 2

    def __init__(self, wall_id: str):
        super().__init__()
        self.wall_id = wall_id
        self.key = ("wall", wall_id)
        self._pen = QPen()
        self._selected = False
        self._coarse = False
        self.setZValue(2)

    def set_wall(self, wall: Wall) -> None:
        self.setPath(polygon_path(wall.points, closed=False))
        style = Qt.PenStyle.SolidLine if wall.blocks_los else Qt.PenStyle.DashLine
        colour = styles.WALL_COLOR
        if wall.door is not None:
            colour = styles.DOOR_WALL_COLOR
            style = Qt.PenStyle.SolidLine if wall.door is DoorState.CLOSED else Qt.PenStyle.DotLine
        self._pen = styles.cosmetic_pen(colour, styles.WALL_PEN_PX, style)
        self._restyle()


class CoarseLinesItem(QGraphicsItem):
    """Every border and wall as plain hairlines in one item, shown instead of their own items
    when the view is too far out to tell dashes apart: a few ``drawLines`` calls, cached as a
    pixmap at the current zoom, replace thousands of item paints. The scene gives it the lines
    by colour."""

    def __init__(self):
        super().__init__()
        self._lines: dict[int, tuple[QColor, list[QLineF]]] = {}
        self._bounds = QRectF()
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_lines(self, lines: dict[int, tuple[QColor, list[QLineF]]], bounds: QRectF) -> None:
        self.prepareGeometryChange()
        self._lines, self._bounds = lines, bounds
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        for color, lines in self._lines.values():
            painter.setPen(styles.hairline_pen(color))
            painter.drawLines(lines)


@lru_cache(maxsize=4)
def _objective_icon(side: Side) -> QSvgRenderer:
    name = "objective-villain" if side is Side.VILLAIN else "objective-hero"
    return QSvgRenderer(str(RESOURCES_DIR / "icons" / f"{name}.svg"))


class TokenItem(Highlighted, QGraphicsItem):
    """An objective (flag icon) or a figure (disc in its side's colour) at a point in mm."""

    def __init__(self, key: tuple[str, str]):
        super().__init__()
        self.key = key
        self._side = Side.NEUTRAL
        self._text = ""
        self._selected = False
        self.setZValue(3)

    @property
    def size(self) -> float:
        return styles.OBJECTIVE_MM if self.key[0] == "objective" else styles.FIGURE_MM

    def set_token(self, side: Side, text: str, at: Point) -> None:
        self._side, self._text = side, text
        self.setPos(QPointF(*at))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        half = self.size / 2 + 1
        return QRectF(-half, -half, 2 * half, 2 * half)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        half = self.size / 2
        box = QRectF(-half, -half, self.size, self.size)
        if self.key[0] == "objective":
            _objective_icon(self._side).render(painter, box)
        else:
            painter.setPen(styles.cosmetic_pen(QColor(255, 255, 255), 1.5))
            painter.setBrush(styles.SIDE_COLORS[self._side])
            painter.drawEllipse(box)
        if self._selected:
            painter.setPen(styles.cosmetic_pen(styles.SELECTED_COLOR, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(box)
        painter.setFont(_font(6, bold=True))
        painter.setPen(QColor(255, 255, 255) if self.key[0] == "figure" else QColor(20, 20, 20))
        text_box = box if self.key[0] == "figure" else box.translated(half * 0.6, half * 0.4)
        painter.drawText(text_box, Qt.AlignmentFlag.AlignCenter, self._text)
