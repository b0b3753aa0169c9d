"""The markers of a free-table game on the table: traps and decoys laid face down, and the
objects of the table (``ObjectItem``).

A marker is drawn as a square token, the same for a trap and a decoy while it is face down
(« trois pions pièges face caché [...] les deux autres sont des leures »: the view never tells
them apart), with a question mark; a trap once set off is turned face up: a red token with an
exclamation mark and its type in the tooltip. Drawn under the figures. Must not import the
panels or the play mode.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from editor.messages import translate
from editor.ui.board import styles
from editor.ui.i18n import current_language
from editor.ui.play.palette import INK, OKABE_ITO, PAPER

MARKER_MM = 16.0
"""The side of a marker token, in millimetres."""
FACE_DOWN = QColor("#5b5f66")


class MarkerItem(QGraphicsItem):
    """One marker: face down, or a trap turned face up."""

    def __init__(self, marker_id: str):
        super().__init__()
        self.marker_id = marker_id
        self.revealed = False
        self.setZValue(3)

    def set_marker(self, position: tuple[float, float], revealed: bool, kind: str) -> None:
        self.setPos(QPointF(*position))
        if revealed != self.revealed:
            self.revealed = revealed
            self.update()
        if revealed:
            type_name = translate(f"eisdrachen.trap.{kind}", current_language())
            self.setToolTip(
                QCoreApplication.translate("TableMarkers", "A trap, set off: %1").replace(
                    "%1", type_name
                )
            )
        else:
            self.setToolTip(
                QCoreApplication.translate(
                    "TableMarkers", "A marker laid face down: a trap or a decoy"
                )
            )

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        half = MARKER_MM / 2 + 1
        return QRectF(-half, -half, 2 * half, 2 * half)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        half = MARKER_MM / 2
        box = QRectF(-half, -half, MARKER_MM, MARKER_MM)
        painter.setPen(styles.cosmetic_pen(INK, 1.5))
        painter.setBrush(OKABE_ITO["vermillion"] if self.revealed else FACE_DOWN)
        painter.drawRoundedRect(box, 2.5, 2.5)
        font = QFont()
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(PAPER)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "!" if self.revealed else "?")


OBJECT_FILL = QColor("#8a6a3c")


class ObjectItem(QGraphicsItem):
    """An object of the table (a console, a crate…): a brown square of its width, its name
    beside it; hidden while a figure carries it (the figure's token shows where it is)."""

    def __init__(self, object_id: str):
        super().__init__()
        self.object_id = object_id
        self.size_mm = 20.0
        self.name = ""
        self.setZValue(2)

    def set_object(self, position, size_mm: float, name: str) -> None:
        self.setVisible(position is not None)
        if position is not None:
            self.setPos(QPointF(*position))
        if (size_mm, name) != (self.size_mm, self.name):
            self.prepareGeometryChange()
            self.size_mm, self.name = size_mm, name
            self.setToolTip(name)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        half = self.size_mm / 2 + 1
        return QRectF(-half, -half - 12, 2 * half + 120, 2 * half + 12)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        half = self.size_mm / 2
        painter.setPen(styles.cosmetic_pen(INK, 1.5))
        painter.setBrush(OBJECT_FILL)
        painter.drawRoundedRect(QRectF(-half, -half, self.size_mm, self.size_mm), 2.0, 2.0)
        font = QFont()
        font.setPixelSize(10)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(PAPER)
        painter.drawText(QPointF(half + 2, -half), self.name)


class TableMarkersLayer:
    """The marker items of a table scene, kept where the game state has them, and the
    objects of the table where the game has them."""

    def __init__(self, scene: QGraphicsScene):
        self.scene = scene
        self.items: dict[str, MarkerItem] = {}
        self.objects: dict[str, ObjectItem] = {}

    def set_objects(self, places) -> None:
        """Show every object (``TableEngine.table_objects``) where it stands now."""
        lang = current_language()
        for place in places:
            item = self.objects.get(place.id)
            if item is None:
                item = self.objects[place.id] = ObjectItem(place.id)
                self.scene.addItem(item)
            item.set_object(None if place.carrier else place.position, place.size_mm,
                            place.name.get(lang))

    def set_markers(self, markers) -> None:
        """Show every marker of the state (``TableState.markers``)."""
        shown = set()
        for marker in markers:
            item = self.items.get(marker.id)
            if item is None:
                item = self.items[marker.id] = MarkerItem(marker.id)
                self.scene.addItem(item)
            item.set_marker(marker.position, marker.revealed, marker.value)
            shown.add(marker.id)
        for marker_id in list(self.items.keys() - shown):
            self.scene.removeItem(self.items.pop(marker_id))
