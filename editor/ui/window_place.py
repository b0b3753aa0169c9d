"""The main window's place on screen, kept from one start to the next ("the window remembers its
layout", README).

Qt's ``saveGeometry``/``restoreGeometry`` keep the screen, the maximized state and the size, and
``saveState`` the docks and tool bars; but the place ``restoreGeometry`` gives back is not always
the one saved. Before putting a window back it makes room above it for a title bar of the
height the style guesses (``PM_TitleBarHeight``), not the height the window manager draws: a
window left against the top of the screen (or of a panel) came back pushed down by the
difference, a whole title bar where the platform draws no frame. So the window's own rectangle
(without the frame) is saved beside Qt's and put back exactly whenever it still lies in the free
area of a screen; otherwise (a screen unplugged, a smaller screen) Qt's restoring, which keeps
the window reachable, is left as it is. A maximized or full-screen window gets that rectangle
back when it is no longer maximized.

Restoring runs before the first paint, so a window shown normally, the usual case, is put back
without touching PySide6's ``Qt`` namespace (its enums cost a tenth of the cold start,
``window_menus.set_enum_property``); only a maximized or full-screen one needs its states.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

from editor.ui import settings


def free_states():
    """The states in which the screen, not the saved rectangle, decides the place."""
    from PySide6.QtCore import Qt

    return Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen


def on_a_screen(rect: QRect) -> bool:
    """Whether ``rect`` lies wholly in the free area of one screen (panels excluded)."""
    return any(screen.availableGeometry().contains(rect) for screen in QGuiApplication.screens())


def restore_window_layout(window: QMainWindow) -> None:
    """Put ``window`` back as it was saved (call before showing it)."""
    geometry, state, normal = settings.window_layout()
    if geometry is not None:
        window.restoreGeometry(geometry)
    if state is not None:
        window.restoreState(state)
    if normal is None or not on_a_screen(normal):
        return
    if window.isMaximized() or window.isFullScreen():  # its place once no longer maximized
        states = window.windowState()
        window.setWindowState(states & ~free_states())
        window.setGeometry(normal)
        window.setWindowState(states)
    else:
        window.setGeometry(normal)


def save_window_layout(window: QMainWindow) -> None:
    """Keep ``window``'s place, size, state and docks for the next start."""
    free = window.isMaximized() or window.isFullScreen()
    normal = window.normalGeometry() if free else window.geometry()
    settings.save_window_layout(window.saveGeometry(), window.saveState(), normal)
