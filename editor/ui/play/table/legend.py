"""The free-table overlay toggles and their legend: one row per overlay, its switch beside the
swatches of what it draws.

Each swatch is painted from ``look.TABLE_STYLES`` with the same fill, hatch, dash and badge
shape as the table, so the legend cannot disagree with what it explains. Switching an overlay is
view state (``TableOverlayLayer.set_toggle``): never a game action, never saved.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QWidget,
)

from editor.game.table_overlay_models import TABLE_TOGGLES, TableOverlayKind
from editor.ui.play.overlay_switches import OverlayLegendGrid, OverlayToggleRow
from editor.ui.play.palette import PAPER
from editor.ui.play.table.canvas import paint_badge
from editor.ui.play.table.look import TABLE_STYLES, TableRole
from editor.ui.play.table.overlay_layer import TableOverlayLayer

_LINES = {
    TableRole.SIGHT_CLEAR,
    TableRole.SIGHT_BLOCKED,
    TableRole.SIGHT_BEHIND,
    TableRole.TAPE,
    TableRole.TAPE_TOO_FAR,
}
_RINGS = {TableRole.RANGE, TableRole.IN_REACH}
_SWATCHES: dict[TableOverlayKind, tuple[tuple[TableRole, str], ...]] = {
    TableOverlayKind.REACH: (
        (TableRole.REACH, ""),
        (TableRole.REACH_SHORT, ""),
        (TableRole.REACH_OTHER, ""),
    ),
    TableOverlayKind.SIGHT: (
        (TableRole.SIGHT_CLEAR, "80 %"),
        (TableRole.SIGHT_BLOCKED, "✕"),
        (TableRole.SIGHT_BEHIND, "!"),
        (TableRole.IN_REACH, "⚔"),
    ),
    TableOverlayKind.RANGES: ((TableRole.RANGE, ""),),
    TableOverlayKind.ARC: ((TableRole.ARC, ""),),
    TableOverlayKind.RADII: ((TableRole.RADIUS, ""),),
}


_TAPE_MARKS: tuple[tuple[TableRole, str], ...] = (
    (TableRole.TAPE, ""),
    (TableRole.TAPE_TOO_FAR, ""),
)
"""The marks of dragging a figure."""


class TableSwatch(QWidget):
    """A small sample of a role's look: an area, a line with its badge, or a ring."""

    def __init__(self, role: TableRole, sample: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.role, self.sample = role, sample
        self.setFixedSize(QSize(64, 26))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        style = TABLE_STYLES[self.role]
        box = QRectF(2, 2, self.width() - 4, self.height() - 4)
        y = box.center().y()
        if self.role in _LINES:
            painter.setPen(QPen(PAPER, style.width + 3))
            painter.drawLine(QPointF(box.left() + 2, y), QPointF(box.right() - 2, y))
            painter.setPen(QPen(style.color, style.width, style.line))
            painter.drawLine(QPointF(box.left() + 2, y), QPointF(box.right() - 2, y))
        elif self.role in _RINGS:
            painter.setPen(QPen(style.color, style.width, style.line))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(box.center(), box.height() / 2 - 1, box.height() / 2 - 1)
        else:
            painter.setPen(QPen(style.color, 2.0, style.line))
            painter.setBrush(style.fill_color())
            painter.drawRect(box)
            if style.hatch is not Qt.BrushStyle.NoBrush:
                painter.fillRect(box, QBrush(style.hatch_color(), style.hatch))
        if self.sample:
            font = QFont(painter.font())
            font.setPixelSize(10)
            font.setBold(True)
            painter.setFont(font)
            paint_badge(painter, box.center(), self.sample, style)
        painter.end()


class TableOverlayToggleBar(OverlayToggleRow):
    """The overlay switches as a compact row above the table (the legend has them too)."""

    def __init__(self, layer: TableOverlayLayer, parent: QWidget | None = None):
        super().__init__(layer, TABLE_TOGGLES, parent)

    def retranslate(self) -> None:
        texts = {
            TableOverlayKind.REACH: (
                self.tr("Reach"),
                self.tr("Where the selected figure can end a move, in each movement mode"),
            ),
            TableOverlayKind.SIGHT: (
                self.tr("Sight"),
                self.tr("Lines of sight to each enemy, with how much of it is seen and its cover"),
            ),
            TableOverlayKind.RANGES: (
                self.tr("Ranges"),
                self.tr("The range of each weapon of the selected figure"),
            ),
            TableOverlayKind.ARC: (
                self.tr("Arc"),
                self.tr("The frontal arc of the selected figure, where the rules give one"),
            ),
            TableOverlayKind.RADII: (
                self.tr("Radii"),
                self.tr("The radii the chosen action uses (blast, detection, alert)"),
            ),
        }
        for kind, button in self.buttons.items():
            button.setText(texts[kind][0])
            button.setToolTip(texts[kind][1])


class TableOverlayLegend(OverlayLegendGrid):
    """Toggles for the five overlays, each with the swatches of what it draws."""

    def __init__(self, layer: TableOverlayLayer, parent: QWidget | None = None):
        swatches = {kind: _SWATCHES[kind] for kind in TABLE_TOGGLES}
        super().__init__(layer, swatches, _TAPE_MARKS, TableSwatch, parent)

    def retranslate(self) -> None:
        titles = {
            TableOverlayKind.REACH: self.tr("Movement reach (selected figure)"),
            TableOverlayKind.SIGHT: self.tr("Lines of sight to the enemies"),
            TableOverlayKind.RANGES: self.tr("Weapon ranges"),
            TableOverlayKind.ARC: self.tr("Frontal arc"),
            TableOverlayKind.RADII: self.tr("Radii of the chosen action"),
        }
        for kind, box in self.toggles.items():
            box.setText(titles[kind])
        texts = {
            TableRole.REACH: self.tr("plain: a full move"),
            TableRole.REACH_SHORT: self.tr(
                "diagonal lines, dashed edge: a shorter mode (crawling, vigilant walk…)"
            ),
            TableRole.REACH_OTHER: self.tr("other diagonal, dash-dot edge: any further mode"),
            TableRole.SIGHT_CLEAR: self.tr(
                "solid line, round badge: in sight — how much of it is seen, and its cover; "
                "a ring: a weapon reaches it"
            ),
            TableRole.SIGHT_BLOCKED: self.tr(
                "dashed line, square badge: not in sight (less than half of it seen)"
            ),
            TableRole.SIGHT_BEHIND: self.tr(
                "dotted line, triangle badge: behind the figure, out of its frontal arc"
            ),
            TableRole.IN_REACH: self.tr("diamond badge: in close-combat reach"),
            TableRole.RANGE: self.tr("dashed ring: a weapon's range, base to base"),
            TableRole.ARC: self.tr("dotted wedge: what the figure sees ahead"),
            TableRole.RADIUS: self.tr("cross-hatched disc: blast, detection or alert radius"),
            TableRole.TAPE: self.tr("solid tape: the move, within reach"),
            TableRole.TAPE_TOO_FAR: self.tr("dashed tape: beyond the figure's reach"),
        }
        for role, label in self.texts.items():
            label.setText(texts[role])
        self.marks_title.setText(self.tr("Dragging a figure"))
