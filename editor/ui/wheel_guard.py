"""The mouse wheel scrolls a form; it changes a value only in the field being edited.

Why: the panels are long scrolling forms of combo boxes and spin boxes (Rules options, unit
profiles, mission). Qt turns the wheel over any of them into a new value, so a user scrolling
down the Rules options changed the options the cursor passed over without noticing. Desktop
tools answer the wheel only in the field that has the keyboard focus (a click, or Tab, gives it);
elsewhere the wheel scrolls the form, as over a label.

The guard is one application-wide event filter with two parts:

- When a field is polished it loses ``Qt.WheelFocus`` (Qt's default for combo boxes): before any
  filter sees a real (spontaneous) wheel event, ``QApplication::notify`` gives the focus to the
  widget under the cursor if its policy has that bit, so the field would always look focused.
  Click and Tab still give the focus (``Qt.StrongFocus``).
- It refuses the wheel to an unfocused field by marking the event ignored and stopping it
  there: Qt then offers the event to the field's parents, so the scroll area around the form
  scrolls (``QApplication::notify`` propagates a wheel event until someone accepts it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox

GUARDED = (QComboBox, QAbstractSpinBox)
"""Fields whose value the wheel steps (date and time edits are spin boxes too)."""


class WheelGuard(QObject):
    """The event filter (module docstring); one per application, see :func:`install`."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Polish and isinstance(watched, GUARDED):
            _no_wheel_focus(watched)
            return False
        if event.type() != QEvent.Type.Wheel:
            return False
        if not isinstance(watched, GUARDED) or watched.hasFocus():
            return False  # a spin box's line edit passes the wheel on to its spin box
        event.ignore()
        return True


def _no_wheel_focus(field: QComboBox | QAbstractSpinBox) -> None:
    """Click and Tab focus ``field``; the wheel passing over it does not (module docstring).
    ``Qt`` is imported here, not at the top: its first use builds all its enums (~14 ms), which
    the first frame must not pay (``tests/ui/test_deferred_start.py``)."""
    from PySide6.QtCore import Qt

    if field.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def install(app: QApplication) -> WheelGuard:
    """Guard every field of ``app`` (once: a second call returns the guard installed)."""
    found = app.findChild(WheelGuard)
    if found is not None:
        return found
    guard = WheelGuard(app)
    app.installEventFilter(guard)
    return guard
