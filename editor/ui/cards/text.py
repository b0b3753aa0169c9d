"""Text on a card: fit it to its box with the pure ``fit_text``, then draw each run at its
baseline, in the fonts that measured it.

Fitted text and placed runs are cached by their inputs, so a hundred copies of one card fit
each text once. Two things are reported as catalogue warnings, never raised (the card still
prints): text still cut at its smallest size, once per card and field
(``cards.text_overflow``), and text shrunk below ``READABLE_PT``, once per card with the
smallest size and the fields concerned (``cards.text_small``).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QPainter

from editor.cards.geometry import Rect
from editor.cards.textfit import READABLE_PT, FittedText, fit_text, shrunk_below_readable
from editor.messages import Message, Severity
from editor.ui.cards.fonts import UNITS_PER_MM, FontCache
from editor.ui.cards.primitives import FaceContext


class TextPainter:
    """Fits and draws text for one renderer; collects its warnings."""

    def __init__(self) -> None:
        self.fonts = FontCache()
        self._overflows: list[Message] = []
        self._warned: set[tuple[str, tuple[str, str], str]] = set()
        self._small: dict[tuple[str, str], tuple[float, list[str]]] = {}
        """(card id, card name) → the smallest size and the fields shrunk below readable."""
        self._fitted: dict[tuple, FittedText] = {}
        self._runs: dict[tuple, list[tuple[QFont, QPointF, str]]] = {}

    def fit(self, context: FaceContext, element: dict, paragraphs, rect: Rect,
            size_key: str = "size") -> FittedText:
        """The text at the largest size that fits ``rect``, sizes scaled to the card."""
        size = float(element.get(size_key, 8)) * context.scale
        min_size = float(element.get("min_size", element.get(size_key, 8))) * context.scale
        text_key = paragraphs if isinstance(paragraphs, str) else tuple(
            tuple(paragraph) for paragraph in paragraphs)
        key = (text_key, rect.width, rect.height, size, min_size, element.get("max_lines"),
               bool(element.get("bold")))
        fitted = self._fitted.get(key)
        if fitted is None:
            fitted = self._fitted[key] = fit_text(
                paragraphs, rect.width, rect.height, self.fonts, size=size, min_size=min_size,
                max_lines=element.get("max_lines"), bold=bool(element.get("bold")))
        if element.get("probe"):  # measuring only: nothing is drawn, nothing to report
            return fitted
        name = element.get("field") or element.get("label", "")
        card = context.face.label
        key = (context.face.id or card, card)
        if fitted.overflow and ("overflow", key, name) not in self._warned:
            self._warned.add(("overflow", key, name))
            self._overflows.append(Message("cards.text_overflow", {"card": card, "field": name},
                                           severity=Severity.WARNING))
        if not element.get("decor") and shrunk_below_readable(
                fitted, float(element.get(size_key, 8))):
            smallest, fields = self._small.get(key, (fitted.size, []))
            if name not in fields:
                fields.append(name)
            self._small[key] = (min(smallest, fitted.size), fields)
        return fitted

    @property
    def warnings(self) -> list[Message]:
        """Cut texts in the order met, then each card with text below ``READABLE_PT``."""
        small = [Message("cards.text_small",
                         {"card": card, "size": f"{size:.1f}", "fields": ", ".join(fields),
                          "readable": f"{READABLE_PT:g}"}, severity=Severity.WARNING)
                 for (_id, card), (size, fields) in self._small.items()]
        return [*self._overflows, *small]

    def draw(self, painter: QPainter, fitted: FittedText, rect: Rect, colour: QColor,
             align: str = "left", valign: str = "top") -> None:
        """Draw fitted text in ``rect`` (mm), aligned horizontally and vertically."""
        painter.save()
        painter.translate(rect.x, rect.y)
        painter.scale(1 / UNITS_PER_MM, 1 / UNITS_PER_MM)
        painter.setPen(colour)
        current = None
        for font, point, text in self._placed(fitted, rect.width, rect.height, align, valign):
            if font is not current:
                painter.setFont(font)
                current = font
            painter.drawText(point, text)
        painter.restore()

    def _placed(self, fitted: FittedText, width: float, height: float, align: str,
                valign: str) -> list[tuple[QFont, QPointF, str]]:
        """Each run's font and baseline point in 1/100 mm from the box's corner (cached)."""
        key = (id(fitted), width, height, align, valign)
        found = self._runs.get(key)
        if found is not None:
            return found
        offset = {"center": (height - fitted.height) / 2,
                  "bottom": height - fitted.height}.get(valign, 0.0)
        placed = []
        for line in fitted.lines:
            x = {"center": (width - line.width) / 2,
                 "right": width - line.width}.get(align, 0.0)
            top = offset + line.y
            for text, bold in line.runs:
                font, metrics = self.fonts.font(fitted.size, bold)
                baseline = top * UNITS_PER_MM + (
                    fitted.line_height * UNITS_PER_MM - metrics.height()) / 2 + metrics.ascent()
                placed.append((font, QPointF(x * UNITS_PER_MM, baseline), text))
                x += self.fonts.width(text, fitted.size, bold)
        self._runs[key] = placed
        return placed
