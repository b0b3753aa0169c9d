"""Ruler strips for measuring on a free table, drawn at true scale by the card renderer.

Strips of whole units side by side, ticked every half unit, numbered every unit. The page
must be printed at 100 %: the scale note of the template says so.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from editor.cards.geometry import Rect
from editor.ui.cards.primitives import FaceContext


def draw_ruler(renderer, painter: QPainter, element: dict, rect: Rect,
               context: FaceContext) -> None:
    """Strips of whole pas side by side, ticked every half pas, numbered every pas."""
    mm = float(context.face.fields["mm_per_pas"])
    strips = int(element.get("strips", 4))
    gap = float(element.get("gap", 6))
    width = (rect.width - gap * (strips - 1)) / strips
    length = int(rect.height // mm)
    ink = renderer.assets.colour(context, "@ink")
    for strip in range(strips):
        x = rect.x + strip * (width + gap)
        for step in range(length):
            band = QRectF(x, rect.y + step * mm, width, mm)
            painter.fillRect(band, renderer.assets.colour(context,
                                                          "@row" if step % 2 else "@paper"))
        painter.setPen(QPen(ink, 0.25))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(x, rect.y, width, length * mm))
        for half in range(1, length * 2):
            y = rect.y + half * mm / 2
            whole = half % 2 == 0
            tick = width * (0.4 if whole else 0.2)
            painter.setPen(QPen(ink, 0.35 if whole else 0.2))
            painter.drawLine(QPointF(x, y), QPointF(x + tick, y))
            if whole:
                renderer.simple_text(painter, context, {
                    "size": 10, "bold": True, "valign": "center", "max_lines": 1},
                    str(half // 2), Rect(x + tick + 1.5, y - 3.0, width - tick - 2, 6.0))
