"""Drawing primitives of the card renderer: colours, icons, images, dice, and what one face's
elements share while it is drawn.

Everything here paints in millimetres on a painter already placed on the card (origin at the
card's top-left corner, upright). The caches live as long as the renderer, so a hundred cards
decode each icon and image once. Nothing here knows templates' element types: that is
``editor.ui.cards.renderer``.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtSvg import QSvgRenderer

from editor.cards.geometry import Rect, Size
from editor.cards.jobs import CardFace
from editor.cards.templates import Template
from editor.resources import RESOURCES_DIR

ICON_DIR = RESOURCES_DIR / "icons"
NO_PEN = QPen(Qt.PenStyle.NoPen)


class FaceContext:
    """What every element of one face needs: its template, fields, side, size and type scale."""

    __slots__ = ("template", "face", "side", "size", "scale")

    def __init__(self, template: Template, face: CardFace, side: str, size: Size,
                 scale: float) -> None:
        self.template, self.face, self.side, self.size, self.scale = (
            template, face, side, size, scale)


class Assets:
    """Colours, SVG icons and decoded images by name, each made once."""

    def __init__(self, images: dict[str, bytes] | None = None) -> None:
        self._image_data = images or {}
        self._images: dict[str, QImage | None] = {}
        self._icons: dict[str, QSvgRenderer | None] = {}
        self._colours: dict[tuple[int, str, str], QColor] = {}

    def colour(self, context: FaceContext, value: str | None, fallback: str = "@ink") -> QColor:
        """``#rrggbb`` or ``@name`` from the palette of the face's side."""
        key = (id(context.template), value or fallback, context.side)
        found = self._colours.get(key)
        if found is None:
            found = self._colours[key] = QColor(context.template.color(key[1], context.side))
        return found

    def icon(self, name: str) -> QSvgRenderer | None:
        """``resources/icons/<name>.svg``, or None when there is no such valid file."""
        if name not in self._icons:
            path = ICON_DIR / f"{name}.svg"
            renderer = QSvgRenderer(str(path)) if path.is_file() else None
            self._icons[name] = renderer if renderer and renderer.isValid() else None
        return self._icons[name]

    def image(self, name: str | None) -> QImage | None:
        """A scenario image by member name, or None when absent or not decodable."""
        if not name:
            return None
        if name not in self._images:
            data = self._image_data.get(name)
            image = QImage.fromData(data) if data else QImage()
            self._images[name] = None if image.isNull() else image
        return self._images[name]


def draw_die(painter: QPainter, box: QRectF, colour: str) -> None:
    """One die of a pool: a rounded square in the die's colour with a light shine on top."""
    fill = QColor(colour)
    painter.setPen(QPen(fill.darker(170) if fill.lightness() > 60 else QColor("#000000"),
                        box.width() * 0.07))
    painter.setBrush(fill)
    radius = box.width() * 0.22
    painter.drawRoundedRect(box, radius, radius)
    painter.setPen(NO_PEN)
    painter.setBrush(QColor(255, 255, 255, 70))
    painter.drawRoundedRect(QRectF(box.x() + box.width() * 0.14, box.y() + box.height() * 0.12,
                                   box.width() * 0.72, box.height() * 0.28),
                            radius * 0.6, radius * 0.6)


def qrect(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.width, rect.height)
