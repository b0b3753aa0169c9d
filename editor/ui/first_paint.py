"""Noticing a widget's first paint (the start-up probe, and the background library load that
starts once the list is painted)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class FirstPaint(QObject):
    """Notices ``widget``'s next paint; ``on_paint`` runs once the paint is done (from the
    event loop), once."""

    def __init__(self, widget: QWidget, on_paint):
        super().__init__(widget)
        self._on_paint = on_paint
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._on_paint)
        return False
