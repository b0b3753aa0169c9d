"""Qt without a window: the application object that drawing outside the GUI needs.

The command line's ``cards`` and ``screenshot`` render through Qt in a process that may have no
display, so they ask for the offscreen platform unless the environment chose another. Imported
lazily by the command-line package only, so commands that draw nothing never load Qt.
"""

from __future__ import annotations

import os

from PySide6.QtWidgets import QApplication

PLATFORM_VARIABLE = "QT_QPA_PLATFORM"


def offscreen_application(*, exact_pixels: bool = False) -> QApplication:
    """The running application, or a new one on the offscreen platform.

    A QApplication rather than a QGuiApplication: the same process may show widgets later
    (the GUI, the tests). ``exact_pixels`` turns off high-DPI scaling so that a grabbed widget
    has exactly the size asked for; it only takes effect when the application is created here.
    """
    os.environ.setdefault(PLATFORM_VARIABLE, "offscreen")
    if exact_pixels:
        os.environ["QT_ENABLE_HIGHDPI_SCALING"] = "0"
        os.environ.pop("QT_SCALE_FACTOR", None)
    app = QApplication.instance()
    return app if isinstance(app, QApplication) else QApplication([])
