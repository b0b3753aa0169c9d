"""The main window comes back where it was left, start after start (README: "the window
remembers its layout"): Qt's own restoring pushed a window left against the top of the screen
down by a title bar that the platform does not draw."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication

from editor.ui import settings
from tests.ui.test_main_window import make_window


def start(qtbot, library):
    window = make_window(qtbot, library)
    window.show()
    qtbot.waitExposed(window)
    return window


def quit_(window) -> None:
    window.close()
    assert not window.isVisible()


def free_area() -> QRect:
    return QGuiApplication.primaryScreen().availableGeometry()


def place(qtbot, window, x: int, y: int, width: int, height: int) -> QRect:
    """Move the window's frame to (x, y) with a client area of width × height; returns the
    window's own rectangle once it is there."""
    window.resize(width, height)
    window.move(x, y)
    qtbot.waitUntil(lambda: window.frameGeometry().topLeft().toTuple() == (x, y))
    return window.geometry()


@pytest.mark.parametrize("where", ["top-left", "top", "middle"])
def test_the_window_comes_back_where_it_was_left(qtbot, tmp_path, where):
    area = free_area()
    x = {"top-left": area.left(), "top": area.left() + 40, "middle": area.left() + 50}[where]
    y = {"top-left": area.top(), "top": area.top(), "middle": area.top() + 60}[where]
    window = start(qtbot, tmp_path / "library.sqlite")
    left = place(qtbot, window, x, y, area.width() * 3 // 4, area.height() * 3 // 4)
    for _ in range(4):
        quit_(window)
        window = start(qtbot, tmp_path / "library.sqlite")
        assert window.geometry() == left
        assert window.frameGeometry().topLeft().toTuple() == (x, y)
    quit_(window)


def test_a_place_off_every_screen_is_brought_back_on_one(qtbot, tmp_path):
    window = start(qtbot, tmp_path / "library.sqlite")
    quit_(window)
    geometry, state, _normal = settings.window_layout()
    area = free_area()
    settings.save_window_layout(geometry, state, QRect(area.right() + 5000, 0, 300, 200))
    window = start(qtbot, tmp_path / "library.sqlite")
    assert area.intersects(window.geometry())
    quit_(window)


def test_a_maximized_window_comes_back_maximized_with_its_normal_place(qtbot, tmp_path):
    area = free_area()
    window = start(qtbot, tmp_path / "library.sqlite")
    normal = place(qtbot, window, area.left() + 30, area.top(), 600, 400)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    quit_(window)
    assert settings.window_layout()[2] == normal
    window = start(qtbot, tmp_path / "library.sqlite")
    assert window.isMaximized()
    window.showNormal()
    qtbot.waitUntil(lambda: not window.isMaximized())
    assert window.geometry() == normal
    quit_(window)
