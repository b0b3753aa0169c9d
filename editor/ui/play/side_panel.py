"""What the play mode's side panels (heroes, villains, dice) have in common.

Each shows the current game, asks the play mode for game actions through ``action_requested``
(the play mode applies them to the game document), keeps its texts in the live language and
scrolls its body inside the dock, which is often shorter than a panel's rows. Written once here
so the three panels cannot drift apart in how they are wired.

Their texts are word-wrapped labels, measured once per text. The bundled fonts change the
measures when they are registered (the card renderer registers them when it draws its first
card, later than the panels are built): the panels register them before building anything, and
re-measure their labels whenever the font database changes, so no step text is clipped.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from editor.ui.fonts import register_fonts


class SidePanel(QWidget):
    """A panel of the play mode: a game, the actions it asks for, a scrolled body. Subclasses
    define ``retranslate()``, called again on every language change."""

    action_requested = Signal(object)
    """A game action (``editor.rules.zone_solo.actions``) for the play mode to apply."""

    def __init__(self, parent: QWidget | None = None):
        register_fonts()
        super().__init__(parent)
        self.game = None
        app = QGuiApplication.instance()
        if app is not None:
            app.fontDatabaseChanged.connect(
                self._on_fonts_changed, Qt.ConnectionType.QueuedConnection
            )

    def set_body(self, body: QWidget) -> QScrollArea:
        """Show ``body`` scrolled, filling the panel edge to edge."""
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)
        return scroll

    def _on_fonts_changed(self) -> None:
        """Re-measure every label: Qt keeps their old size hints when the fonts change."""
        for label in self.findChildren(QLabel):
            QCoreApplication.sendEvent(label, QEvent(QEvent.Type.FontChange))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
