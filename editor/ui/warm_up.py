"""Import the editor's modules while the library is shown, one per turn of the event loop
(PRODUCT §5: the GUI thread never blocked > 100 ms; cold start).

The first scenario opened used to import the editor widgets and every panel, some 90 ms of a
5,000-zone open spent on the GUI thread in one go. Start-up leaves them out of the first frame
(the window paints as fast as an empty one); once the library is on screen, ``start`` imports
them a module at a time from a zero-delay timer, so each step is short and a click in between
is handled at once. An open that comes first simply imports what is left itself.
"""

from __future__ import annotations

import importlib
import logging
import sys
from collections.abc import Iterable

from PySide6.QtCore import QObject, QTimer

_log = logging.getLogger(__name__)


class WarmUp(QObject):
    """Imports ``modules`` one per event-loop turn; ``done`` once all are imported."""

    def __init__(self, modules: Iterable[str], parent: QObject | None = None):
        super().__init__(parent)
        self._left = [name for name in modules if name not in sys.modules]
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._step)

    @property
    def done(self) -> bool:
        return not self._left

    def start(self) -> None:
        if self._left:
            self._timer.start()

    def _step(self) -> None:
        name = self._left.pop(0)
        try:
            importlib.import_module(name)
        except Exception:  # an open would hit the same error and report it: log, go on
            _log.exception("could not import %s ahead of the first open", name)
        if self._left:
            self._timer.start()


def warm_up_editor(parent: QObject) -> WarmUp:
    """Start importing what the first open of a scenario needs: the Editor mode's controller,
    the off-thread wait of the load, the editor widgets and panels (``first_open_modules``)."""
    from editor.ui.editor_session import first_open_modules

    warm = WarmUp(("editor.ui.editing", "editor.ui.off_thread", *first_open_modules()), parent)
    warm.start()
    return warm
