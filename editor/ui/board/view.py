"""The board view: zoom, pan, fit and grid over a BoardScene, and the seat of the active tool.

Everything here is view state: zooming, panning, the grid and the active tool never touch the
document (STYLE "view state is never undoable and never saved"). Mouse presses, drags and key
presses that are not navigation go to the active tool as ``ToolEvent``s carrying the point in
millimetres and the current scale, so tools can turn pixel tolerances into millimetres.
Navigation: wheel and +/- zoom around the cursor; middle-drag, space-drag and the arrow keys
pan; ``fit_to_view`` shows the whole board.

A fitted board stays fitted while the space given to the view changes (a window resized, a
dock or a tool's options strip shown), until the author zooms or pans. The view never refits in
response to its own refit: while fitted its scroll bars are off (the whole board is in view, so
there is nothing to scroll to but the margin), and a refit happens only when the space outside
the scroll bars changed. Otherwise a fit that made a scroll bar appear shrank the viewport,
which called for a smaller fit that hid the scroll bar again, and so on for ever.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsView

from editor.ui.board.scene import BoardScene
from editor.ui.board.scene_base import SCENE_MARGIN_MM
from editor.ui.board.styles import COARSE_PIXELS_PER_MM, cosmetic_pen
from editor.ui.board.tools import Tool, ToolEvent

MIN_PIXELS_PER_MM = 0.02
MAX_PIXELS_PER_MM = 60.0
ZOOM_STEP = 1.25
PAN_FRACTION = 0.1
GRID_STEPS_MM = (5.0, 10.0, 50.0, 100.0, 500.0, 1000.0)
MIN_GRID_PIXELS = 12.0
SETTLE_MS = 200
"""Antialiasing comes back this long after the last zoom or pan step."""


class BoardView(QGraphicsView):
    """A QGraphicsView that zooms and pans in millimetres and forwards gestures to a tool."""

    zoom_changed = Signal(float)
    """Pixels per millimetre after a zoom."""

    def __init__(self, scene: BoardScene, parent=None):
        super().__init__(scene, parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setBackgroundBrush(QColor(70, 72, 76))
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._tool: Tool | None = None
        self._fitting = False
        """Fitted by F (or at first show): the board is fitted again when the view is resized,
        until the author zooms or pans."""
        self._fitted_for: QSize | None = None
        """The space outside the scroll bars (``maximumViewportSize``) of the last fit."""
        self._grid = False
        self._space = False
        self._pan_from: QPointF | None = None
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._on_view_settled)

    # -- state --------------------------------------------------------------------------------

    @property
    def tool(self) -> Tool | None:
        return self._tool

    def set_tool(self, tool: Tool | None) -> None:
        if self._tool is not None:
            self._tool.deactivate()
        self._tool = tool
        if tool is not None:
            tool.activate()

    def pixels_per_mm(self) -> float:
        return math.hypot(self.transform().m11(), self.transform().m12())

    @property
    def grid_visible(self) -> bool:
        return self._grid

    def set_grid_visible(self, visible: bool) -> None:
        self._grid = visible
        self.viewport().update()

    def board_rect(self) -> QRectF:
        margin = SCENE_MARGIN_MM
        return self.sceneRect().adjusted(margin, margin, -margin, -margin)

    # -- navigation ---------------------------------------------------------------------------

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom by ``factor`` keeping the scene point under ``anchor`` (viewport pixels)."""
        self._stop_fitting()
        current = self.pixels_per_mm()
        factor = max(MIN_PIXELS_PER_MM, min(MAX_PIXELS_PER_MM, current * factor)) / current
        if factor == 1.0:
            return
        if anchor is None:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
            self.scale(factor, factor)
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        else:
            before = self.mapToScene(anchor.toPoint())
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
            self.scale(factor, factor)
            after = self.mapToScene(anchor.toPoint())
            self.translate(after.x() - before.x(), after.y() - before.y())
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self._on_zoom_changed()

    def fit_to_view(self) -> None:
        """Show the whole board, and keep it whole as the view's space changes (see above)."""
        self._fitting = True
        self._set_scroll_bars(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._fit()
        self._on_zoom_changed()

    def _fit(self) -> None:
        self._fitted_for = self.maximumViewportSize()
        self.fitInView(self.board_rect(), Qt.AspectRatioMode.KeepAspectRatio)

    def _stop_fitting(self) -> None:
        """The author zoomed or panned: the view keeps its zoom and scrolls again."""
        self._fitting = False
        self._set_scroll_bars(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def _set_scroll_bars(self, policy: Qt.ScrollBarPolicy) -> None:
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if self._fitting and self.maximumViewportSize() != self._fitted_for:
            self._fit()  # the window or a strip above the view changed: keep the board whole
            self.scene().set_detail(self.pixels_per_mm())

    def _on_zoom_changed(self) -> None:
        scale = self.pixels_per_mm()
        self.scene().set_detail(scale)
        self._interacting()
        self.zoom_changed.emit(scale)

    def _interacting(self) -> None:
        """While zooming or panning, draw without antialiasing (software antialiasing of a
        full viewport of translucent zones would drop below 30 fps); it returns once the view
        settles, and only where zones are large enough to show it."""
        self.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        self._settle.start()

    def _on_view_settled(self) -> None:
        smooth = self.pixels_per_mm() >= COARSE_PIXELS_PER_MM
        if smooth != bool(self.renderHints() & QPainter.RenderHint.Antialiasing):
            self.setRenderHint(QPainter.RenderHint.Antialiasing, smooth)
            self.viewport().update()

    def pan_by(self, dx: float, dy: float) -> None:
        """Pan by viewport pixels (positive = show what lies right/below)."""
        self._stop_fitting()
        self._interacting()
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + round(dx))
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + round(dy))

    # -- events -------------------------------------------------------------------------------

    def _tool_event(self, event: QMouseEvent) -> ToolEvent:
        return ToolEvent(
            self.mapToScene(event.position().toPoint()),
            self.pixels_per_mm(),
            event.modifiers(),
            event.button(),
        )

    def _starts_pan(self, event: QMouseEvent) -> bool:
        return event.button() == Qt.MouseButton.MiddleButton or (
            self._space and event.button() == Qt.MouseButton.LeftButton
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self._starts_pan(event):
            self._pan_from = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        elif self._tool is not None and event.button() == Qt.MouseButton.LeftButton:
            self._tool.press(self._tool_event(event))
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self._pan_from is not None:
            delta = event.position() - self._pan_from
            self._pan_from = event.position()
            self.pan_by(-delta.x(), -delta.y())
        elif self._tool is not None:
            self._tool.move(self._tool_event(event))
        super().mouseMoveEvent(event)  # hover highlights

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self._pan_from is not None and event.button() in (
            Qt.MouseButton.MiddleButton,
            Qt.MouseButton.LeftButton,
        ):
            self._pan_from = None
            self.viewport().unsetCursor()
        elif self._tool is not None and event.button() == Qt.MouseButton.LeftButton:
            self._tool.release(self._tool_event(event))
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self._tool is not None and event.button() == Qt.MouseButton.LeftButton:
            self._tool.double_click(self._tool_event(event))
        event.accept()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(ZOOM_STEP**steps, event.position())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        width, height = self.viewport().width(), self.viewport().height()
        pans = {
            Qt.Key.Key_Left: (-width * PAN_FRACTION, 0),
            Qt.Key.Key_Right: (width * PAN_FRACTION, 0),
            Qt.Key.Key_Up: (0, -height * PAN_FRACTION),
            Qt.Key.Key_Down: (0, height * PAN_FRACTION),
        }
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(ZOOM_STEP)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(1 / ZOOM_STEP)
        elif key in pans:
            self.pan_by(*pans[key])
        elif self._tool is None or not self._tool.key(Qt.Key(key)):
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
        super().keyReleaseEvent(event)

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        if not self._grid:
            return
        scale = self.pixels_per_mm()
        step = next((s for s in GRID_STEPS_MM if s * scale >= MIN_GRID_PIXELS), None)
        if step is None:
            return
        board = self.board_rect().intersected(rect)
        painter.setPen(cosmetic_pen(QColor(255, 255, 255, 70), 1.0))
        x = math.ceil(board.left() / step) * step
        while x <= board.right():
            painter.drawLine(QPointF(x, board.top()), QPointF(x, board.bottom()))
            x += step
        y = math.ceil(board.top() / step) * step
        while y <= board.bottom():
            painter.drawLine(QPointF(board.left(), y), QPointF(board.right(), y))
            y += step
