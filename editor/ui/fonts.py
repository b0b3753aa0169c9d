"""The bundled fonts (Noto Sans and its symbol companions, OFL) so text and symbols such as
"🡺" look the same on every machine, whatever fonts it has."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase

from editor.resources import RESOURCES_DIR

FONT_DIR = RESOURCES_DIR / "fonts"
FAMILY = "Noto Sans"
SYMBOL_FAMILIES = ("Noto Sans Symbols 2", "Noto Sans Symbols")


_registered = False


def register_fonts() -> None:
    """Register the bundled fonts once per process (the GUI, the card renderer, the CLI)."""
    global _registered
    if not _registered:
        for path in sorted(FONT_DIR.glob("*.ttf")):
            QFontDatabase.addApplicationFont(str(path))
        _registered = True


def load_fonts() -> QFont:
    """Register the bundled fonts; returns the application font with symbol fallbacks."""
    register_fonts()
    font = QFont(FAMILY)
    font.setFamilies([FAMILY, *SYMBOL_FAMILIES])
    font.setPointSize(10)
    return font
