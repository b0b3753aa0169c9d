"""The wheel changes a combo box or a spin box only while it has the keyboard focus
(``editor.ui.wheel_guard``): scrolling down a form over its fields changes nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDoubleSpinBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from editor.ui import wheel_guard


def _wheel(widget: QWidget, notches: int = -1) -> None:
    """One wheel turn of ``notches`` (negative: towards the user, i.e. down) over ``widget``."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(),
                        QPoint(0, 120 * notches), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


@pytest.fixture
def form(qtbot):
    guard = wheel_guard.install(QApplication.instance())
    area = QScrollArea()
    inner = QWidget()
    layout = QVBoxLayout(inner)
    combo = QComboBox()
    combo.addItems(["one", "two", "three"])
    spin = QDoubleSpinBox()
    spin.setValue(5.0)
    layout.addWidget(combo)
    layout.addWidget(spin)
    area.setWidget(inner)
    qtbot.addWidget(area)
    area.show()
    qtbot.waitExposed(area)
    yield area, combo, spin
    _remove(guard)


def _remove(guard: wheel_guard.WheelGuard) -> None:
    """The other tests' application as it was: no guard."""
    QApplication.instance().removeEventFilter(guard)
    guard.setParent(None)


def test_the_wheel_over_an_unfocused_field_changes_nothing(form):
    area, combo, spin = form
    area.setFocus()
    _wheel(combo)
    _wheel(spin)
    assert (combo.currentIndex(), spin.value()) == (0, 5.0)


def test_the_wheel_passing_over_a_field_does_not_focus_it(form):
    """A real wheel event focuses a ``Qt.WheelFocus`` widget before any filter sees it (Qt's
    default for combo boxes), which would let the wheel through; click and Tab still focus."""
    _, combo, spin = form
    assert combo.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert spin.focusPolicy() == Qt.FocusPolicy.StrongFocus


def test_the_wheel_steps_the_field_being_edited(form, qtbot):
    _, combo, spin = form
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    _wheel(combo)  # down: the next item
    assert combo.currentIndex() == 1
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    _wheel(spin, notches=1)  # up: one step more
    assert spin.value() == 6.0


def test_the_application_installs_one_guard(qapp):
    first = wheel_guard.install(qapp)
    try:
        assert wheel_guard.install(qapp) is first
        assert len(qapp.findChildren(wheel_guard.WheelGuard)) == 1
    finally:
        _remove(first)
