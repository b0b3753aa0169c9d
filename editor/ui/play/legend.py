"""The overlay toggles and their legend: one row per overlay, its switch beside its swatch.

Each swatch is painted from ``palette.STYLES`` with the same fill, hatch and badge shape as
the board, so the legend cannot disagree with what it explains. Switching an overlay is view
state (``OverlayLayer.set_toggle``): never a game action, never saved.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QWidget,
)

from editor.ui.play.canvas import paint_badge
from editor.ui.play.overlay_layer import TOGGLES, OverlayKind, OverlayLayer
from editor.ui.play.overlay_switches import OverlayLegendGrid, OverlayToggleRow
from editor.ui.play.palette import INK, STYLES, Badge, Role

_SWATCHES: dict[OverlayKind, tuple[tuple[Role, str], ...]] = {
    OverlayKind.REACHABLE: ((Role.REACH, "2"), (Role.REACH_CUBE, "3")),
    OverlayKind.LOS_FROM: ((Role.LOS_SEEN, ""),),
    OverlayKind.LOS_INTO: ((Role.LOS_INTO, "→"),),
    OverlayKind.SEEN_BY: ((Role.VANTAGE, "1"), (Role.VANTAGE_CUBE, "3")),
    OverlayKind.THREAT: ((Role.THREAT, "2"),),
}
_MARKS: tuple[tuple[Role, str], ...] = (
    (Role.PATH, "2"),
    (Role.TARGET, ""),
    (Role.LOS_LINE, ""),
    (Role.CHOICE, "1"),
    (Role.PLACED, "+"),
    (Role.ENERGY, "−1"),
)


class Swatch(QWidget):
    """A small zone painted in an overlay role's look, with its badge."""

    def __init__(self, role: Role, sample: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.role, self.sample = role, sample
        self.setFixedSize(QSize(46, 26))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        style = STYLES[self.role]
        box = QRectF(1, 1, self.width() - 2, self.height() - 2)
        if self.role in (Role.PATH, Role.LOS_LINE):
            y = box.center().y()
            for color, width in ((style.outline, 7.0), (style.fill, 4.0)):
                pen = QPen(
                    color,
                    width,
                    Qt.PenStyle.DashLine
                    if self.role is Role.LOS_LINE and width < 5
                    else Qt.PenStyle.SolidLine,
                )
                painter.setPen(pen)
                painter.drawLine(box.left() + 3, y, box.right() - 3, y)
        elif self.role is Role.TARGET:
            painter.setPen(QPen(style.fill, 3.0))
            painter.drawEllipse(box.center(), 10, 10)
        else:
            painter.setPen(QPen(style.outline or INK, 1.0))
            painter.setBrush(style.fill_color())
            painter.drawRect(box)
            if style.hatch is not Qt.BrushStyle.NoBrush:
                painter.fillRect(box, QBrush(style.hatch_color(), style.hatch))
        if self.sample and style.badge is not Badge.NONE:
            font = painter.font()
            font.setPixelSize(11)
            font.setBold(True)
            painter.setFont(font)
            paint_badge(painter, box.center(), self.sample, self.role)
        painter.end()


class OverlayToggleBar(OverlayToggleRow):
    """The five overlay switches as a compact row above the board (the legend has them too)."""

    def __init__(self, layer: OverlayLayer, parent: QWidget | None = None):
        super().__init__(layer, TOGGLES, parent)

    def retranslate(self) -> None:
        texts = {
            OverlayKind.REACHABLE: (
                self.tr("Reach"),
                self.tr("Reachable zones of the selected figure, with movement points"),
            ),
            OverlayKind.LOS_FROM: (
                self.tr("Sees"),
                self.tr("Line of sight from the selected zone"),
            ),
            OverlayKind.LOS_INTO: (
                self.tr("Seen from"),
                self.tr("The zones that see into the selected zone"),
            ),
            OverlayKind.SEEN_BY: (
                self.tr("Vantage"),
                self.tr("Zones from which the selected villain would see a hero"),
            ),
            OverlayKind.THREAT: (
                self.tr("Threat"),
                self.tr("Which villains could attack each zone next turn"),
            ),
        }
        for kind, button in self.buttons.items():
            button.setText(texts[kind][0])
            button.setToolTip(texts[kind][1])


class OverlayLegend(OverlayLegendGrid):
    """Toggles for the five overlays with their swatches, then the marks of a villain step."""

    def __init__(self, layer: OverlayLayer, parent: QWidget | None = None):
        swatches = {kind: _SWATCHES[kind] for kind in TOGGLES}
        super().__init__(layer, swatches, _MARKS, Swatch, parent)

    def retranslate(self) -> None:
        titles = {
            OverlayKind.REACHABLE: self.tr("Reachable zones (selected figure)"),
            OverlayKind.LOS_FROM: self.tr("Line of sight from the selected zone"),
            OverlayKind.LOS_INTO: self.tr("Line of sight into the selected zone"),
            OverlayKind.SEEN_BY: self.tr("Where the selected villain would see a hero"),
            OverlayKind.THREAT: self.tr("Threat: villains that could attack next turn"),
        }
        for kind, box in self.toggles.items():
            box.setText(titles[kind])
        texts = {
            Role.REACH: self.tr("round badge: movement points, free movement"),
            Role.REACH_CUBE: self.tr("square badge, hatched: needs the energy cube"),
            Role.LOS_SEEN: self.tr("horizontal lines: seen from the zone (dashed outline)"),
            Role.LOS_INTO: self.tr(
                "vertical lines: sees into the zone; → badge: one-way, the zone does "
                "not see it back"
            ),
            Role.VANTAGE: self.tr("diagonal lines: sees a hero, movement points to get there"),
            Role.VANTAGE_CUBE: self.tr("cross-hatched, square badge: only with the cube"),
            Role.THREAT: self.tr("triangle badge: how many villains; darker = more"),
            Role.PATH: self.tr("arrow: the villain's path, movement points paid"),
            Role.TARGET: self.tr("double ring: the target"),
            Role.LOS_LINE: self.tr("dashed line: the line of sight of a ranged attack"),
            Role.CHOICE: self.tr("dotted, diamond badge: a choice to make (click the zone)"),
            Role.PLACED: self.tr("crossed, + badge: figures brought onto the board here"),
            Role.ENERGY: self.tr("cube badge: villain energy cubes the step spends"),
        }
        for role, label in self.texts.items():
            label.setText(texts[role])
        self.marks_title.setText(self.tr("Villain step"))
