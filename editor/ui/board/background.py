"""The background tool: load the image behind the board, fade it, and calibrate it to
millimetres, through the commands of ``editor.editing.background`` (where the two
calibrations are described).

Both calibrations are non-modal (this tool and its options strip, never a dialog loop): click
two points of the image a known distance apart and type that distance (``ScaleBackground``),
or type the board's real size when the image shows the whole board (``FitBackground``). A size
typed in the strip is the board's size at once (``ResizeBoard``), image or not.

A loaded image is checked before anything changes, against the limits an imported scenario
must meet (``editor.limits.Limits``; the names and magic bytes of ``ImageAsset``): a
PNG or JPEG, not too heavy, its size read from the header before any pixel is decoded, then
decoded once — Qt's image reader is the decoder, so this check is the tool's. A rejected file
leaves no step and says why. Loading, removing, each opacity change (a whole slider drag) and
each calibration is one undo step; the reference points are view state.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, Qt, Signal
from PySide6.QtGui import QColor, QImageReader, QPainterPath
from PySide6.QtWidgets import QGraphicsPathItem, QWidget

from editor.editing.background import (
    FitBackground,
    LoadBackground,
    RemoveBackground,
    ResizeBoard,
    ScaleBackground,
    SetBackgroundOpacity,
)
from editor.limits import DEFAULT_LIMITS, Limits
from editor.model.board import BackgroundImage, ZoneBoard
from editor.model.geometry import Point
from editor.model.scenario import IMAGE_MAGIC
from editor.ui.board.background_strip import BackgroundStrip
from editor.ui.board.styles import cosmetic_pen
from editor.ui.board.tools import Tool, ToolEvent

_FORMATS = {".png": b"png", ".jpg": b"jpeg", ".jpeg": b"jpeg"}


class ImageRejected(ValueError):
    """A file that cannot be a background, with the reason shown to the author."""


def image_size(data: bytes, image_format: bytes = b"") -> QSize:
    """The pixel size in the image's header (no pixel decoded); invalid when unreadable."""
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    return QImageReader(buffer, image_format).size()


class BackgroundTool(Tool):
    """Reference points for the calibration, and the background's commands."""

    points_changed = Signal()

    def __init__(self, document, scene, parent=None, limits: Limits = DEFAULT_LIMITS):
        super().__init__(document, scene, parent)
        self.limits = limits
        self.points: list[Point] = []
        self._preview = QGraphicsPathItem()
        self._preview.setPen(cosmetic_pen(QColor(0, 200, 255), 2.0))
        self._preview.setZValue(10)

    def title(self) -> str:
        return self.tr("Background")

    def hint(self) -> str:
        return self.tr(
            "Load a scan of the board; click two points of the image a known "
            "distance apart and type that distance, or type the board's size."
        )

    @property
    def background(self) -> BackgroundImage | None:
        board = self.document.scenario.board
        return board.background if isinstance(board, ZoneBoard) else None

    def pixel_size(self) -> QSize:
        """The background image's size in pixels (invalid without one)."""
        background = self.background
        image = next(
            (
                i
                for i in self.document.scenario.images
                if background is not None and i.name == background.image
            ),
            None,
        )
        return image_size(image.data) if image is not None else QSize()

    def make_strip(self) -> QWidget:
        return BackgroundStrip(self)

    # -- reference points (view state) -----------------------------------------------------

    def press(self, event: ToolEvent) -> None:
        if self.background is None:
            self.message.emit(self.tr("Load a background image first."))
            return
        self.points = [event.point] if len(self.points) >= 2 else [*self.points, event.point]
        self._show_points()

    def key(self, key: Qt.Key) -> bool:
        if key == Qt.Key.Key_Escape and self.points:
            self.clear_points()
            return True
        return False

    def deactivate(self) -> None:
        self.clear_points()
        super().deactivate()

    def clear_points(self) -> None:
        self.points = []
        self._show_points()

    def measured_mm(self) -> float | None:
        """The distance between the two reference points, in the current calibration."""
        if len(self.points) != 2:
            return None
        (x0, y0), (x1, y1) = self.points
        return ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5

    def _show_points(self) -> None:
        path = QPainterPath()
        for x, y in self.points:
            path.addEllipse(x - 2, y - 2, 4, 4)
        if len(self.points) == 2:
            path.moveTo(*self.points[0])
            path.lineTo(*self.points[1])
        self._preview.setPath(path)
        if self.points and self._preview.scene() is None:
            self.scene.addItem(self._preview)
        elif not self.points and self._preview.scene() is not None:
            self.scene.removeItem(self._preview)
        self.points_changed.emit()

    # -- commands ---------------------------------------------------------------------------

    def load_file(self, path: str | Path) -> bool:
        """Check the image file and make it the background: one step, or a message."""
        path = Path(path)
        try:
            if path.suffix.lower() not in _FORMATS:
                raise ImageRejected(self.tr("Choose a PNG or JPEG image."))
            if path.stat().st_size > self.limits.max_member_bytes:
                raise ImageRejected(
                    self.tr("The image is larger than %1 MiB.").replace(
                        "%1", str(self.limits.max_member_bytes >> 20)
                    )
                )
            data = path.read_bytes()
        except OSError as exc:
            self.message.emit(
                self.tr("Cannot read the image: %1").replace("%1", exc.strerror or str(exc))
            )
            return False
        except ImageRejected as exc:
            self.message.emit(str(exc))
            return False
        return self.load_data(path.name, data)

    def load_data(self, file_name: str, data: bytes) -> bool:
        try:
            size = self.check_image(file_name, data)
        except ImageRejected as exc:
            self.message.emit(str(exc))
            return False
        if not self.run(LoadBackground(file_name, data, size.width())):
            return False
        self.clear_points()
        self.message.emit(
            self.tr("Background loaded: %1 × %2 pixels.")
            .replace("%1", str(size.width()))
            .replace("%2", str(size.height()))
        )
        return True

    def check_image(self, file_name: str, data: bytes) -> QSize:
        """The image's size, or ``ImageRejected`` naming what is wrong with it."""
        suffix = Path(file_name).suffix.lower()
        if suffix not in _FORMATS:
            raise ImageRejected(self.tr("Choose a PNG or JPEG image."))
        if len(data) > self.limits.max_member_bytes:
            raise ImageRejected(
                self.tr("The image is larger than %1 MiB.").replace(
                    "%1", str(self.limits.max_member_bytes >> 20)
                )
            )
        corrupt = self.tr("This file is not a readable PNG or JPEG image.")
        if not data.startswith(IMAGE_MAGIC[suffix]):
            raise ImageRejected(corrupt)
        size = image_size(data, _FORMATS[suffix])
        if not size.isValid() or size.isEmpty():
            raise ImageRejected(corrupt)
        if size.width() * size.height() > self.limits.max_image_pixels:
            raise ImageRejected(
                self.tr("The image has too many pixels (%1 × %2, at most %3).")
                .replace("%1", str(size.width()))
                .replace("%2", str(size.height()))
                .replace("%3", f"{self.limits.max_image_pixels:,}")
            )
        buffer = QBuffer()
        buffer.setData(QByteArray(data))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        reader = QImageReader(buffer, _FORMATS[suffix])
        if reader.read().isNull():
            raise ImageRejected(corrupt)
        return size

    def remove_background(self) -> bool:
        if not self.run(RemoveBackground()):
            return False
        self.clear_points()
        return True

    def set_opacity(self, opacity: float) -> bool:
        """Set the opacity (0–1): a step of its own, or part of the slider drag in progress."""
        return self.run(SetBackgroundOpacity(opacity))

    def calibrate_by_points(self, real_mm: float) -> bool:
        """Scale the image so the two reference points are ``real_mm`` apart."""
        background, measured = self.background, self.measured_mm()
        if background is None or measured is None:
            self.message.emit(self.tr("Click two points on the image first."))
            return False
        command = ScaleBackground(measured, real_mm)
        refusal = self.refusal(command)
        if refusal is not None:
            self.message.emit(refusal)
            return False
        changed = self.run(command)
        factor, x0, y0 = command.factor, background.x_mm, background.y_mm
        self.points = [(x0 + (x - x0) * factor, y0 + (y - y0) * factor) for x, y in self.points]
        self._show_points()
        return changed

    def resize_board(self, width_mm: float, height_mm: float) -> bool:
        """Make the board ``width_mm`` × ``height_mm`` (one step), saying what it is now."""
        command = ResizeBoard(width_mm, height_mm)
        refusal = self.refusal(command)
        if refusal is not None:
            self.message.emit(refusal)
            return False
        if not self.run(command):
            return False
        size = self.tr("The board is now %1 × %2 mm.").replace("%1", f"{width_mm:g}")
        size = size.replace("%2", f"{height_mm:g}")
        if self.background is not None:
            size += " " + self.tr("Fit image scales the image to this size.")
        self.message.emit(size)
        return True

    def calibrate_by_size(self, width_mm: float, height_mm: float) -> bool:
        """Fit the image's width to a board of ``width_mm`` × ``height_mm`` (which becomes the
        board's size), its top-left corner at the origin."""
        background, pixels = self.background, self.pixel_size()
        if background is None or not pixels.isValid():
            self.message.emit(self.tr("Load a background image first."))
            return False
        command = FitBackground(width_mm, height_mm, (pixels.width(), pixels.height()))
        refusal = self.refusal(command)
        if refusal is not None:
            self.message.emit(refusal)
            return False
        self.run(command)
        self.clear_points()
        if command.distorted:
            self.message.emit(
                self.tr(
                    "The image's proportions differ from the board's: it "
                    "was scaled to the board's width."
                )
            )
        else:
            self.message.emit(
                self.tr("The image shows the whole board, %1 × %2 mm.")
                .replace("%1", f"{width_mm:g}")
                .replace("%2", f"{height_mm:g}")
            )
        return True
