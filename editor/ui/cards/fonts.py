"""Fonts and text measurement for the card renderer, in hundredths of a millimetre.

Text is drawn with the painter scaled to 1/100 mm and a font whose pixel size is the type size
in those units, so a 9 pt line is exactly 3.175 mm tall on a PDF, a printer or a 150 dpi image
alike, and the metrics used to fit text are the metrics used to draw it.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF

from editor.cards.textfit import PT_MM
from editor.ui.fonts import FAMILY, SYMBOL_FAMILIES, register_fonts

UNITS_PER_MM = 100.0


class FontCache:
    """Fonts and metrics by (size in points, bold); also the text measurer of ``fit_text``."""

    def __init__(self) -> None:
        register_fonts()
        self._fonts: dict[tuple[float, bool], tuple[QFont, QFontMetricsF]] = {}
        self._widths: dict[tuple[str, float, bool], float] = {}

    def font(self, size: float, bold: bool = False) -> tuple[QFont, QFontMetricsF]:
        key = (round(size, 2), bold)
        found = self._fonts.get(key)
        if found is None:
            font = QFont()
            font.setFamilies([FAMILY, *SYMBOL_FAMILIES])
            font.setPixelSize(max(1, round(size * PT_MM * UNITS_PER_MM)))
            font.setBold(bold)
            font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
            font.setKerning(True)
            found = self._fonts[key] = (font, QFontMetricsF(font))
        return found

    def width(self, text: str, size: float, bold: bool) -> float:
        key = (text, size, bold)
        found = self._widths.get(key)
        if found is None:
            found = self._widths[key] = (
                self.font(size, bold)[1].horizontalAdvance(text) / UNITS_PER_MM
            )
        return found
