"""The legend of the free table: what a terrain piece's fill, outline and hatch mean.

Drawn from the same lookup tables as the scene (``table_styles``), so the legend cannot drift
from the pieces it explains: fill = cover class, outline = movement effect, hatch = blocks line
of sight. Shown under the table properties; it edits nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel

from editor.model.table import CoverClass, MovementEffect
from editor.ui.table import table_styles

SWATCH = (30, 14)


def _swatch(paint) -> QPixmap:
    pixmap = QPixmap(*SWATCH)
    pixmap.fill(QColor(150, 155, 140))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, QRectF(0, 0, *SWATCH))
    painter.end()
    return pixmap


def _cover_swatch(cover: CoverClass) -> QPixmap:
    def paint(painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, table_styles.cover_brush(cover))

    return _swatch(paint)


def _movement_swatch(movement: MovementEffect) -> QPixmap:
    def paint(painter: QPainter, rect: QRectF) -> None:
        painter.setPen(table_styles.movement_pen(movement))
        painter.drawLine(QLineF(2, rect.center().y(), rect.width() - 2, rect.center().y()))

    return _swatch(paint)


def _hatch_swatch() -> QPixmap:
    def paint(painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, table_styles.LOS_HATCH)

    return _swatch(paint)


class TableLegend(QGroupBox):
    """Swatches for the cover classes, the movement effects and the line-of-sight hatch."""

    def __init__(self, parent=None):
        super().__init__(parent)
        layout = QGridLayout(self)
        layout.setHorizontalSpacing(6)
        layout.setVerticalSpacing(2)
        self._rows: list[tuple[QLabel, object]] = []
        entries = [(_cover_swatch(c), c) for c in CoverClass]
        entries += [(_movement_swatch(m), m) for m in MovementEffect]
        entries.append((_hatch_swatch(), None))
        for row, (pixmap, value) in enumerate(entries):
            swatch = QLabel(self)
            swatch.setPixmap(pixmap)
            text = QLabel(self)
            layout.addWidget(swatch, row // 2, 2 * (row % 2), Qt.AlignmentFlag.AlignVCenter)
            last = row == len(entries) - 1  # the hatch: its long name takes the whole row
            layout.addWidget(text, row // 2, 2 * (row % 2) + 1, 1, 3 if last else 1)
            self._rows.append((text, value))
        layout.setColumnStretch(1, 1)
        layout.setColumnStretch(3, 1)
        self.retranslate()

    def texts(self) -> list[str]:
        return [label.text() for label, _ in self._rows]

    def retranslate(self) -> None:
        self.setTitle(self.tr("Legend"))
        for label, value in self._rows:
            if isinstance(value, CoverClass):
                label.setText(table_styles.cover_name(value))
            elif isinstance(value, MovementEffect):
                label.setText(table_styles.movement_name(value))
            else:
                label.setText(self.tr("Blocks line of sight"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
