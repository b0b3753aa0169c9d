"""PortraitCropper: choose the part of an image a unit card shows, without a modal dialog.

It shows the image with a frame of fixed proportions (the card's portrait box); dragging inside
the frame moves it, dragging its corner handle or turning the wheel resizes it, the arrow keys
and +/- do the same from the keyboard. The frame never leaves the image. ``applied`` is emitted
by Apply; Cancel just hides the cropper. It knows nothing of the document.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from editor.cards.geometry import Rect
from editor.ui.panels.document_panel import Retranslating
from editor.ui.panels.unit_editing import ui_text

HANDLE = 12
HINT = QT_TRANSLATE_NOOP(
    "UnitsPanel",
    "Drag the frame to choose what the card shows; drag its corner or use the wheel to resize.",
)
MIN_SIDE = 16


class CropCanvas(QWidget):
    """The image scaled to fit, the area outside the frame dimmed, the frame and its handle."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.image = QImage()
        self.aspect = 1.0
        self.crop = QRectF()
        self._drag: str | None = None
        self._anchor = QPointF()
        self.setMinimumSize(160, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(320, 200)

    # -- geometry -------------------------------------------------------------------------
    def _scale(self) -> float:
        if self.image.isNull():
            return 1.0
        return min(self.width() / self.image.width(), self.height() / self.image.height())

    def _origin(self) -> QPointF:
        k = self._scale()
        return QPointF(
            (self.width() - self.image.width() * k) / 2,
            (self.height() - self.image.height() * k) / 2,
        )

    def to_image(self, point: QPointF) -> QPointF:
        return (point - self._origin()) / self._scale()

    def to_widget(self, rect: QRectF) -> QRectF:
        k, origin = self._scale(), self._origin()
        return QRectF(
            origin.x() + rect.x() * k,
            origin.y() + rect.y() * k,
            rect.width() * k,
            rect.height() * k,
        )

    def set_crop(self, rect: QRectF) -> None:
        """Keep the proportions (the width decides) and stay inside the image."""
        if self.image.isNull():
            return
        width = min(
            max(rect.width(), MIN_SIDE), self.image.width(), self.image.height() * self.aspect
        )
        height = width / self.aspect
        x = min(max(rect.x(), 0.0), self.image.width() - width)
        y = min(max(rect.y(), 0.0), self.image.height() - height)
        self.crop = QRectF(x, y, width, height)
        self.update()

    def resize_by(self, factor: float) -> None:
        centre = self.crop.center()
        width = self.crop.width() * factor
        height = width / self.aspect
        self.set_crop(QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height))

    # -- painting and gestures ------------------------------------------------------------
    def paintEvent(self, _event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.fillRect(self.rect(), QColor("#30343a"))
        if self.image.isNull():
            return
        whole = self.to_widget(QRectF(0, 0, self.image.width(), self.image.height()))
        painter.drawImage(whole, self.image)
        frame = self.to_widget(self.crop)
        outside = QPainterPath()
        outside.addRect(whole)
        inside = QPainterPath()
        inside.addRect(frame)
        painter.fillPath(outside.subtracted(inside), QColor(0, 0, 0, 140))
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.drawRect(frame)
        painter.setBrush(QColor("#ffffff"))
        painter.drawRect(
            QRectF(frame.right() - HANDLE / 2, frame.bottom() - HANDLE / 2, HANDLE, HANDLE)
        )
        painter.end()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        frame = self.to_widget(self.crop)
        point = event.position()
        corner = frame.bottomRight()
        if abs(point.x() - corner.x()) <= HANDLE and abs(point.y() - corner.y()) <= HANDLE:
            self._drag = "resize"
        else:
            if not frame.contains(point):
                centre = self.to_image(point)
                self.set_crop(self.crop.translated(centre - self.crop.center()))
            self._drag = "move"
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self._anchor = self.to_image(point)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        if self._drag is None:
            return
        point = self.to_image(event.position())
        if self._drag == "move":
            self.set_crop(self.crop.translated(point - self._anchor))
            self._anchor = point
        else:
            self.set_crop(QRectF(self.crop.x(), self.crop.y(), point.x() - self.crop.x(), 0))

    def mouseReleaseEvent(self, _event) -> None:  # noqa: N802
        self._drag = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def wheelEvent(self, event) -> None:  # noqa: N802
        self.resize_by(0.9 if event.angleDelta().y() > 0 else 1.1)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        step = max(1.0, self.crop.width() / 20)
        moves = {
            Qt.Key.Key_Left: (-step, 0),
            Qt.Key.Key_Right: (step, 0),
            Qt.Key.Key_Up: (0, -step),
            Qt.Key.Key_Down: (0, step),
        }
        if event.key() in moves:
            self.set_crop(self.crop.translated(*moves[event.key()]))
        elif event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.resize_by(0.9)
        elif event.key() == Qt.Key.Key_Minus:
            self.resize_by(1.1)
        else:
            super().keyPressEvent(event)


class PortraitCropper(Retranslating, QWidget):
    """The canvas, a hint, and Apply / Cancel."""

    applied = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.canvas = CropCanvas(self)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.apply_button = QPushButton(self)
        self.apply_button.setObjectName("applyCrop")
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("cancelCrop")
        self.apply_button.clicked.connect(self.applied)
        self.cancel_button.clicked.connect(self.hide)
        buttons = QHBoxLayout()
        buttons.addWidget(self.hint, 1)
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.canvas)
        layout.addLayout(buttons)
        self.retranslate()

    def start(self, image: QImage, aspect: float, crop: Rect) -> None:
        """Crop ``image`` with a frame ``aspect`` wide per unit of height, starting at ``crop``."""
        self.canvas.image = image
        self.canvas.aspect = aspect if aspect > 0 else 1.0
        self.canvas.set_crop(QRectF(crop.x, crop.y, crop.width, crop.height))
        self.canvas.setFocus()

    def set_crop(self, x: float, y: float, width: float) -> None:
        """Place the frame (image pixels; the height follows the proportions)."""
        self.canvas.set_crop(QRectF(x, y, width, width / self.canvas.aspect))

    def crop_rect(self) -> QRect:
        return self.canvas.crop.toAlignedRect().intersected(self.canvas.image.rect())

    def cropped_image(self) -> QImage:
        if self.canvas.image.isNull():
            return QImage()
        return self.canvas.image.copy(self.crop_rect())

    def retranslate(self) -> None:
        self.hint.setText(ui_text(HINT))
        self.apply_button.setText(ui_text(QT_TRANSLATE_NOOP("UnitsPanel", "Apply")))
        self.cancel_button.setText(ui_text(QT_TRANSLATE_NOOP("UnitsPanel", "Cancel")))
