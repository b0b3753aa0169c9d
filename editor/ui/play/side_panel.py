"""What the play mode's side panels (heroes, villains, dice) have in common.

Each shows the current game, asks the play mode for game actions through ``action_requested``
(the play mode applies them to the game document), keeps its texts in the live language and
scrolls its body inside the dock, which is often shorter than a panel's rows. Written once here
so the three panels cannot drift apart in how they are wired.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QScrollArea, QVBoxLayout, QWidget


class SidePanel(QWidget):
    """A panel of the play mode: a game, the actions it asks for, a scrolled body. Subclasses
    define ``retranslate()``, called again on every language change."""

    action_requested = Signal(object)
    """A game action (``editor.play.actions``) for the play mode to apply."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = None

    def set_body(self, body: QWidget) -> QScrollArea:
        """Show ``body`` scrolled, filling the panel edge to edge."""
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)
        return scroll

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
