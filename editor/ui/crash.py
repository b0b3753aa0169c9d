"""Unexpected errors in the running GUI: logged with their traceback, and told to the user
without a blocking dialog.

Qt calls Python slots from its event loop, where an exception would only reach stderr, which
a desktop user never sees. ``install(window)`` routes uncaught exceptions to the log file
(``editor.userdirs.log_exception``) and shows one non-modal message naming the file and saying
what really happened to the unsaved edits: copied to the recovery folder, not copied (the copy
failed too: save now), or none to copy; the application keeps running. Repeats while the
message is open are logged without another box.

Installing the hook costs nothing (the log's folders, platformdirs, and the message box are
imported when an error happens, not before the first paint: PRODUCT §5, cold start), so start-up
installs it first of all: ``install()`` before the window exists logs an error of the start
itself and prints it as Python would; ``install(window)`` follows once the window is built,
before it is shown, so no slot ever runs without it.
"""

from __future__ import annotations

import sys
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QMessageBox


def log_exception(exc: BaseException, channel: str):
    """``editor.userdirs.log_exception``, imported when the first error happens."""
    from editor.userdirs import log_exception as log

    return log(exc, channel)


def install(window: QMainWindow | None = None) -> None:
    """Make ``window`` the place where unexpected errors are reported (None: only logged and
    printed, while the application starts)."""
    box: list[QMessageBox] = []

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, exc, tb)
            return
        path = log_exception(exc.with_traceback(tb), "gui")
        if window is None:  # no window to tell it in: the start failed
            sys.__excepthook__(kind, exc, tb)
            return
        if box:  # a message is still open: this one is in the log too
            return
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        message = QMessageBox(
            QMessageBox.Icon.Critical,
            QCoreApplication.translate("Crash", "Unexpected error"),
            _report(_copy_edits(window))
            .replace("%1", type(exc).__name__)
            .replace("%2", str(path)),
            QMessageBox.StandardButton.Ok,
            window,
        )
        message.setObjectName("crashBox")
        message.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        message.destroyed.connect(box.clear)
        message.open()
        box[:] = [message]

    sys.excepthook = hook


def _copy_edits(window: QMainWindow) -> bool | None:
    """Copy the unsaved edits to recovery first, whatever broke: True when copied, False when
    that failed too, None when there was nothing unsaved (or no editor)."""
    autosave = getattr(window, "autosave_now", None)
    if autosave is None:
        return None
    try:
        return autosave()
    except Exception:  # noqa: BLE001 - already reporting a failure; the copy failed
        return False


def _report(copied: bool | None) -> str:
    """The message for the outcome of the copy, with %1 (the error) and %2 (the log file)."""
    if copied:
        return QCoreApplication.translate(
            "Crash",
            "Something went wrong (%1). Your unsaved edits were copied to the recovery folder. "
            "The details are in %2; please attach that file to a bug report.",
        )
    if copied is None:
        return QCoreApplication.translate(
            "Crash",
            "Something went wrong (%1). There were no unsaved edits to lose. The details are "
            "in %2; please attach that file to a bug report.",
        )
    return QCoreApplication.translate(
        "Crash",
        "Something went wrong (%1). Your unsaved edits could NOT be copied to the recovery "
        "folder: save them now if you can. The details are in %2; please attach that file to "
        "a bug report.",
    )
