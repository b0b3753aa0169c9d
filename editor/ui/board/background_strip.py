"""The background tool's options strip: load or remove the image, its opacity, the board's
size (typed: the board takes it when the field is left) and the two calibrations (fit the image
to that size, or a typed distance between two clicked points), in two rows so that the editor
fits a narrow window.

Non-modal throughout: the file chooser is opened with ``open()`` and answers through a
signal, so the board stays usable and tests drive ``BackgroundTool.load_file`` directly. The
strip follows the document (undo, redo, another view's edit) without fighting the field being
typed in: a field that has the focus is not overwritten. A slider drag is one undo step: the
tool's gesture is open from press to release.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from editor.documents.document import ScenarioChanged
from editor.model.board import ZoneBoard
from editor.ui.board.tools import OptionsStrip

MAX_MM = 100_000.0


def _millimetres(parent: QWidget) -> QDoubleSpinBox:
    spin = QDoubleSpinBox(parent)
    spin.setRange(0.0, MAX_MM)
    spin.setDecimals(1)
    spin.setSuffix(" mm")
    spin.setMinimumWidth(90)
    return spin


class BackgroundStrip(OptionsStrip):
    """Load, remove, opacity, scale by two points, fit to the board's size (two rows)."""

    def __init__(self, tool, parent=None):
        super().__init__(tool, parent)
        self.load_button = QPushButton(self)
        self.remove_button = QPushButton(self)
        self.opacity_label = QLabel(self)
        self.opacity = QSlider(Qt.Orientation.Horizontal, self)
        self.opacity.setRange(0, 100)
        self.opacity.setFixedWidth(110)
        self.measured = QLabel(self)
        self.distance = _millimetres(self)
        self.scale_button = QPushButton(self)
        self.size_label = QLabel(self)
        self.width_mm = _millimetres(self)
        self.times = QLabel("×", self)
        self.height_mm = _millimetres(self)
        self.fit_button = QPushButton(self)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(6, 2, 6, 2)
        rows.setSpacing(2)
        image_row = (
            self.load_button,
            self.remove_button,
            self._separator(),
            self.opacity_label,
            self.opacity,
            self._separator(),
            self.size_label,
            self.width_mm,
            self.times,
            self.height_mm,
            self.fit_button,
        )
        points_row = (self.measured, self.distance, self.scale_button)
        for widgets in (image_row, points_row):
            row = QHBoxLayout()
            for widget in widgets:
                row.addWidget(widget)
            row.addStretch(1)
            rows.addLayout(row)
        self._dialog: QFileDialog | None = None
        self.load_button.clicked.connect(self._on_load_clicked)
        self.remove_button.clicked.connect(tool.remove_background)
        self.opacity.sliderPressed.connect(self._on_slider_pressed)
        self.opacity.sliderReleased.connect(tool.end_gesture)
        self.opacity.valueChanged.connect(self._on_opacity_changed)
        self.scale_button.clicked.connect(self._on_scale_clicked)
        self.fit_button.clicked.connect(self._on_fit_clicked)
        self.width_mm.editingFinished.connect(self._on_size_edited)
        self.height_mm.editingFinished.connect(self._on_size_edited)
        tool.points_changed.connect(self._on_points_changed)
        tool.points_changed.connect(self._on_points_moved)
        self.retranslate()
        self._load()
        self.destroyed.connect(tool.document.subscribe(self._on_scenario_changed))

    def _separator(self) -> QLabel:
        separator = QLabel("|", self)
        separator.setEnabled(False)
        return separator

    def retranslate(self) -> None:
        self.load_button.setText(self.tr("Load image…"))
        self.load_button.setToolTip(self.tr("Put a PNG or JPEG scan of the board behind it"))
        self.remove_button.setText(self.tr("Remove"))
        self.opacity_label.setText(self.tr("Opacity"))
        self.scale_button.setText(self.tr("Scale"))
        self.scale_button.setToolTip(
            self.tr("Scale the image so that the two clicked points are this far apart")
        )
        self.size_label.setText(self.tr("Board size"))
        for spin in (self.width_mm, self.height_mm):
            spin.setToolTip(self.tr("The board's real size: it takes it when you leave the field"))
        self.fit_button.setText(self.tr("Fit image"))
        self.fit_button.setToolTip(
            self.tr(
                "The image shows the whole board: scale it to this "
                "width and make this the board's size"
            )
        )
        self._on_points_changed()

    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        self._load()

    def _load(self) -> None:
        board = self.tool.document.scenario.board
        zones = isinstance(board, ZoneBoard)
        background = board.background if zones else None
        for widget in (
            self.remove_button,
            self.opacity,
            self.distance,
            self.scale_button,
            self.fit_button,
        ):
            widget.setEnabled(background is not None)
        if background is not None and not self.opacity.isSliderDown():
            self.opacity.blockSignals(True)
            self.opacity.setValue(round(background.opacity * 100))
            self.opacity.blockSignals(False)
        if zones:
            for spin, value in ((self.width_mm, board.width_mm), (self.height_mm, board.height_mm)):
                if not spin.hasFocus():
                    spin.setValue(value)
        self._on_points_changed()

    def _on_points_changed(self) -> None:
        measured = self.tool.measured_mm()
        count = len(self.tool.points)
        if measured is not None:
            self.measured.setText(
                self.tr("Points %1 mm apart; real distance:").replace("%1", f"{measured:.1f}")
            )
        else:
            self.measured.setText(
                self.tr("Click point %1 of 2 on the image; real distance:").replace(
                    "%1", str(count + 1)
                )
            )
        self.scale_button.setEnabled(measured is not None and self.tool.background is not None)

    def _on_points_moved(self) -> None:
        """New reference points: offer their distance, for the author to correct."""
        measured = self.tool.measured_mm()
        if measured is not None and not self.distance.hasFocus():
            self.distance.setValue(round(measured, 1))

    def _on_load_clicked(self) -> None:
        dialog = QFileDialog(
            self, self.tr("Background image"), "", self.tr("Images (*.png *.jpg *.jpeg)")
        )
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.tool.load_file)
        dialog.finished.connect(dialog.deleteLater)
        self._dialog = dialog
        dialog.open()

    def _on_slider_pressed(self) -> None:
        self.tool.begin_gesture("board.background_opacity")

    def _on_opacity_changed(self, value: int) -> None:
        self.tool.set_opacity(value / 100)

    def _on_scale_clicked(self) -> None:
        self.tool.calibrate_by_points(self.distance.value())

    def _on_size_edited(self) -> None:
        board = self.tool.document.scenario.board
        size = (self.width_mm.value(), self.height_mm.value())
        if isinstance(board, ZoneBoard) and size != (board.width_mm, board.height_mm):
            self.tool.resize_board(*size)

    def _on_fit_clicked(self) -> None:
        self.tool.calibrate_by_size(self.width_mm.value(), self.height_mm.value())
