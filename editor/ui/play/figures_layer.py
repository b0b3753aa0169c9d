"""The game's figures on the board, and dragging heroes during the heroes' turn.

Figures come from the game state, not the scenario (the scenario shows where they deploy; the
state where they are): each figure on the board is a token in its zone, heroes round and sky
blue with their number, villains square and vermillion with their unit's initial, so side reads
without colour; a hero who is out is drawn crossed and faded where he fell. Neutralized
villains leave the board (the heroes panel lists them).

``PlayTool`` is the board view's tool in play: a click selects a figure or a zone; during the
heroes' turn a hero can be dragged to another zone, the movement cost to the zone under the
cursor (``heroes.move_cost``) and the rule warnings (``heroes.move_warnings``, never a refusal)
shown beside the cursor; the drop asks for a ``MoveHero`` through ``move_requested``, which the
play mode applies and saves. Must not import the panels or the play mode.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from editor.model.scenario import Scenario
from editor.model.units import Side
from editor.rules.zone_solo import heroes
from editor.solo.state import GameState
from editor.ui.board.scene import BoardScene
from editor.ui.board.tools import DRAG_PIXELS, Tool, ToolEvent
from editor.ui.i18n import current_language
from editor.ui.play.palette import INK, OKABE_ITO, PAPER, SIDE_COLORS

_UNSET = object()
TOKEN_PX = 22.0
"""Tokens keep this size on screen at any zoom, so figures stay legible on a fitted board."""
SPACING_PX = 25.0
PER_ROW = 4


class FigureToken(QGraphicsItem):
    """One figure: a disc (heroes) or a rounded square (villains) with its label, drawn at a
    fixed screen size ``offset`` pixels from its zone's marker."""

    def __init__(self, figure_id: str, side: Side, label: str):
        super().__init__()
        self.figure_id = figure_id
        self.side = side
        self.label = label
        self.out = False
        self.selected = False
        self.home = QPointF()
        self.home_offset = QPointF()
        self.offset = QPointF()
        self.setZValue(4)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)

    def set_home(self, point: QPointF, offset: QPointF) -> None:
        self.home, self.home_offset = point, offset
        self.go_home()

    def go_home(self) -> None:
        self.set_offset(self.home_offset)
        self.setPos(self.home)

    def set_offset(self, offset: QPointF) -> None:
        self.prepareGeometryChange()
        self.offset = offset

    def hit(self, point: QPointF, pixels_per_mm: float) -> bool:
        """Whether ``point`` (scene mm) falls on the token at this zoom."""
        center = self.pos() + self.offset / max(pixels_per_mm, 1e-6)
        delta = (point - center) * pixels_per_mm
        return delta.x() ** 2 + delta.y() ** 2 <= (TOKEN_PX / 2 + 2) ** 2

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        half = TOKEN_PX / 2 + 3
        return QRectF(self.offset.x() - half, self.offset.y() - half, 2 * half, 2 * half)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        half = TOKEN_PX / 2
        box = QRectF(self.offset.x() - half, self.offset.y() - half, TOKEN_PX, TOKEN_PX)
        color = QColor(SIDE_COLORS.get(self.side.value, SIDE_COLORS["neutral"]))
        if self.out:
            color.setAlpha(110)
        painter.setPen(
            QPen(OKABE_ITO["yellow"] if self.selected else INK, 3.0 if self.selected else 1.5)
        )
        painter.setBrush(color)
        if self.side is Side.VILLAIN:
            painter.drawRoundedRect(box, 4.0, 4.0)
        else:
            painter.drawEllipse(box)
        font = QFont(painter.font())
        font.setPixelSize(11 if len(self.label) < 3 else 9)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(INK if self.side is Side.HERO else PAPER)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.label)
        if self.out:
            painter.setPen(QPen(INK, 2.5))
            painter.drawLine(box.topLeft(), box.bottomRight())
            painter.drawLine(box.topRight(), box.bottomLeft())


class DragLabel(QGraphicsItem):
    """The movement cost and warnings beside the cursor while a hero is dragged (drawn at a
    fixed screen size)."""

    MARGIN = QPointF(14, 8)
    """From the cursor to the label's corner, in screen pixels."""

    def __init__(self):
        super().__init__()
        self.lines: list[str] = []
        self.warn = False
        self.corner = QPointF(self.MARGIN)
        self.setZValue(10)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setVisible(False)

    def set_lines(self, lines: list[str], warn: bool) -> None:
        self.prepareGeometryChange()
        self.lines, self.warn = lines, warn
        self.update()

    def size(self) -> QSizeF:
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)  # the widest case: every line measured bold
        metrics = QFontMetricsF(font)
        width = max((metrics.horizontalAdvance(line) for line in self.lines), default=30) + 20
        return QSizeF(width, 18 * max(1, len(self.lines)) + 6)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(self.corner, self.size())

    def place(self, pos: QPointF, view: QGraphicsView | None) -> None:
        """Beside the cursor at ``pos`` (scene mm), on the side where it fits in the view."""
        self.setPos(pos)
        corner = QPointF(self.MARGIN)
        if view is not None:
            at = QPointF(view.mapFromScene(pos))
            size, room = self.size(), view.viewport().rect()
            if at.x() + corner.x() + size.width() > room.right():
                corner.setX(max(-corner.x() - size.width(), -at.x()))
            if at.y() + corner.y() + size.height() > room.bottom():
                corner.setY(max(-corner.y() - size.height(), -at.y()))
        if corner != self.corner:
            self.prepareGeometryChange()
            self.corner = corner

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        box = self.boundingRect()
        painter.setPen(QPen(OKABE_ITO["vermillion"] if self.warn else INK, 1.5))
        painter.setBrush(QColor(255, 255, 240, 235))
        painter.drawRoundedRect(box, 5, 5)
        font = QFont(painter.font())
        font.setPixelSize(12)
        painter.setFont(font)
        painter.setPen(INK)
        for index, line in enumerate(self.lines):
            font.setBold(index == 0)
            painter.setFont(font)
            painter.drawText(
                QRectF(box.left() + 8, box.top() + 3 + 18 * index, box.width() - 10, 18),
                Qt.AlignmentFlag.AlignVCenter,
                line,
            )


class FiguresLayer(QObject):
    """The figure tokens of a game state, placed in their zones around the zone marker."""

    def __init__(self, scene: BoardScene, scenario: Scenario, parent: QObject | None = None):
        super().__init__(parent)
        self.scene = scene
        self.scenario = scenario
        self.tokens: dict[str, FigureToken] = {}
        self.selected: str | None = None
        self.drag_label = DragLabel()
        scene.addItem(self.drag_label)
        self._figures = {f.id: f for f in scenario.figures}

    def _label(self, figure_id: str) -> str:
        """A hero's number; a villain's unit initials and its number (``screech-owl-1`` →
        ``SO1``), short enough for a token."""
        figure = self._figures[figure_id]
        if figure.number is not None:
            return str(figure.number)
        initials = "".join(part[:1] for part in figure.unit.split("-") if part)[:2].upper()
        suffix = figure_id.rsplit("-", 1)[-1] if "-" in figure_id else ""
        return (initials or "?") + (suffix if suffix.isdigit() and len(suffix) <= 2 else "")

    def set_state(self, state: GameState) -> None:
        """Place every figure of ``state`` that is on the board; the others leave it."""
        by_zone: dict[str, list[str]] = {}
        for found in state.figures:
            if found.zone is not None and found.id in self._figures:
                by_zone.setdefault(found.zone, []).append(found.id)
        shown = set()
        for zone, figures in by_zone.items():
            item = self.scene.item_for(("zone", zone))
            marker = item.marker if item is not None else None
            if marker is None and item is not None and not item.polygon().isEmpty():
                marker = item.polygon().boundingRect().center()
            if marker is None:
                continue
            for rank, figure_id in enumerate(figures):
                token = self.tokens.get(figure_id)
                if token is None:
                    figure = self._figures[figure_id]
                    token = self.tokens[figure_id] = FigureToken(
                        figure_id, figure.side, self._label(figure_id)
                    )
                    self.scene.addItem(token)
                row, column = divmod(rank, PER_ROW)
                width = min(len(figures) - row * PER_ROW, PER_ROW)
                offset = QPointF(
                    (column - (width - 1) / 2) * SPACING_PX, TOKEN_PX * 0.9 + row * SPACING_PX
                )
                token.set_home(marker, offset)
                token.out = state.figure(figure_id).out
                token.selected = figure_id == self.selected
                token.setToolTip(self._tooltip(state, figure_id))
                token.update()
                shown.add(figure_id)
        for figure_id in list(self.tokens.keys() - shown):
            self.scene.removeItem(self.tokens.pop(figure_id))

    def _tooltip(self, state: GameState, figure_id: str) -> str:
        found = state.figure(figure_id)
        figure = self._figures[figure_id]
        unit = self.scenario.unit(figure.unit)
        name = unit.name.get(current_language()) if unit else figure.unit
        return f"{figure_id} — {name}\n♥ {found.wounds}   ⚡ {found.energy}"

    def select(self, figure_id: str | None) -> None:
        self.selected = figure_id
        for key, token in self.tokens.items():
            token.selected = key == figure_id
            token.update()

    def figure_at(self, point: QPointF, pixels_per_mm: float) -> str | None:
        """The figure whose token is under ``point`` (the topmost one)."""
        hits = [t for t in self.tokens.values() if t.hit(point, pixels_per_mm)]
        return max(hits, key=lambda t: t.zValue()).figure_id if hits else None


class PlayTool(Tool):
    """Clicks select figures and zones; in the heroes' turn heroes are dragged between zones."""

    figure_clicked = Signal(str)
    zone_clicked = Signal(str)
    drag_moved = Signal(str, str)
    """(figure, zone under the cursor) while a hero is dragged; empty zone when off the board."""
    drag_ended = Signal()
    move_requested = Signal(str, str)
    """(figure, zone): a hero was dropped in another zone."""

    def __init__(self, document, scene: BoardScene, figures: FiguresLayer, parent=None):
        super().__init__(document, scene, parent)
        self.figures = figures
        self.game = None
        self._pressed: tuple[str, QPointF] | None = None
        self._dragging: str | None = None
        self._zone: object = _UNSET

    def title(self) -> str:
        return self.tr("Play")

    def hint(self) -> str:
        return self.tr(
            "Click a figure or a zone to see its overlays; in the heroes' turn, "
            "drag a hero to move it."
        )

    def can_drag(self, figure_id: str) -> bool:
        game = self.game
        if game is None or str(game.play.phase) != "heroes" or game.play.ended:
            return False
        figure = next((f for f in game.scenario.figures if f.id == figure_id), None)
        return figure is not None and figure.side is Side.HERO

    def press(self, event: ToolEvent) -> None:
        figure = self.figures.figure_at(event.pos, event.pixels_per_mm)
        self._pressed = (figure, event.pos) if figure else None
        if figure is None:
            zone = self.scene.zone_at(event.pos)
            if zone is not None:
                self.zone_clicked.emit(zone)

    def move(self, event: ToolEvent) -> None:
        if self._pressed is None:
            return
        figure, start = self._pressed
        if self._dragging is None:
            if (event.pos - start).manhattanLength() < event.mm(DRAG_PIXELS) or not self.can_drag(
                figure
            ):
                return
            self._dragging = figure
        token = self.figures.tokens.get(figure)
        if token is not None:
            token.set_offset(QPointF())
            token.setPos(event.pos)
            token.setZValue(9)
        label = self.figures.drag_label
        label.setVisible(True)
        zone = self.scene.zone_at(event.pos)
        if zone != self._zone:  # the cost is asked once per zone, not once per mouse move
            self._zone = zone
            self._show_cost(figure, zone)
            self.drag_moved.emit(figure, zone or "")
        views = self.scene.views()
        label.place(event.pos, views[0] if views else None)

    def _show_cost(self, figure: str, zone: str | None) -> None:
        label = self.figures.drag_label
        if zone is None:
            label.set_lines([self.tr("Off the board")], True)
            return
        lang = current_language()
        found = self.game.scenario.board.zone(zone)
        name = (found.name.get(lang) if found is not None else "") or zone
        cost = heroes.move_cost(self.game.play.ctx, self.game.state, figure, zone)
        first = (
            self.tr("%1: cannot get there").replace("%1", name)
            if cost is None
            else self.tr("%1: %n movement point(s)", "", cost).replace("%1", name)
        )
        warnings = heroes.move_warnings(self.game.play.ctx, self.game.state, figure, zone)
        names = self.game.play.names
        label.set_lines(
            [first, *(names.text(m.key, m.params, lang) for m in warnings)],
            cost is None or any(m.severity.value == "warning" for m in warnings),
        )

    def release(self, event: ToolEvent) -> None:
        pressed, dragging = self._pressed, self._dragging
        self._pressed = self._dragging = None
        self._zone = _UNSET
        if dragging is None:
            if pressed is not None:
                self.figure_clicked.emit(pressed[0])
            return
        self._end_drag(dragging)
        zone = self.scene.zone_at(event.pos)
        here = self.game.state.figure(dragging).zone if self.game is not None else None
        if zone is not None and zone != here:
            self.move_requested.emit(dragging, zone)

    def _end_drag(self, figure: str) -> None:
        token = self.figures.tokens.get(figure)
        if token is not None:
            token.go_home()
            token.setZValue(4)
        self.figures.drag_label.setVisible(False)
        self.drag_ended.emit()

    def deactivate(self) -> None:
        if self._dragging is not None:
            self._end_drag(self._dragging)
        self._pressed = self._dragging = None
        self._zone = _UNSET
        super().deactivate()

    def key(self, key: Qt.Key) -> bool:
        if key == Qt.Key.Key_Escape and self._dragging is not None:
            self._end_drag(self._dragging)
            self._pressed = self._dragging = None
            self._zone = _UNSET
            return True
        return False
