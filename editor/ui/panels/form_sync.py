"""Keeping panel form fields in step with the document without fighting the user.

Panels refresh from the document after every change, undo and redo included. Writing a value
back into the field the user is typing in would move the cursor or throw the typing away, and a
field's own change signal would turn the refresh into a new command. These helpers write a value
only when it differs, with the field's signals blocked, and leave a line edit alone while it
holds uncommitted typing. The two ways panels bind fields build on these: ``bound_fields``
(a field object per path, for the board, mission and options forms) and ``unit_editing`` (field
builders of a unit section). Also here: small parsing, naming and action helpers the panels
share.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QFocusEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from editor.documents.document import ScenarioChanged
from editor.resources import RESOURCES_DIR

LOOKUP_ERRORS = (KeyError, IndexError, AttributeError, TypeError)
"""What resolving a path that no longer exists (or an unset optional) raises."""


class blocked:  # noqa: N801 — used as ``with blocked(widget):``
    """Block ``widget``'s signals for the block (refilling it must not emit edits)."""

    def __init__(self, widget: QWidget):
        self.widget = widget

    def __enter__(self) -> QWidget:
        self._was = self.widget.blockSignals(True)
        return self.widget

    def __exit__(self, *_exc) -> None:
        self.widget.blockSignals(self._was)


class TextBox(QPlainTextEdit):
    """A few lines of text with ``editingFinished`` on focus loss, like a QLineEdit."""

    editingFinished = Signal()  # noqa: N815 (Qt's name)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self.editingFinished.emit()
        super().focusOutEvent(event)


def show_text(edit: QLineEdit, text: str) -> None:
    """Show ``text`` unless it is already shown or the user is typing something else."""
    if edit.text() == text or (edit.hasFocus() and edit.isModified()):
        return
    with blocked(edit):
        edit.setText(text)


def show_value(spin: QSpinBox, value: int) -> None:
    """Also for a QDoubleSpinBox (an exact comparison: the value came from the model)."""
    if spin.value() != value:
        with blocked(spin):
            spin.setValue(value)


def show_checked(button: QAbstractButton, checked: bool) -> None:
    if button.isChecked() != checked:
        with blocked(button):
            button.setChecked(checked)


def show_choice(combo: QComboBox, data: object) -> None:
    """Select the item whose data is ``data`` (none when no item has it)."""
    index = combo.findData(data)
    if combo.currentIndex() != index:
        with blocked(combo):
            combo.setCurrentIndex(index)


def fill_combo(combo: QComboBox, items: list[tuple[object, str]]) -> None:
    """Make ``combo`` list ``items`` (data, text), keeping it untouched when it already does."""
    current = [(combo.itemData(i), combo.itemText(i)) for i in range(combo.count())]
    if current != items:
        with blocked(combo):
            selected = combo.currentData()
            combo.clear()
            for data, text in items:
                combo.addItem(text, data)
            combo.setCurrentIndex(combo.findData(selected))


def whole_number(value: object, digits: int = 9) -> int | None:
    """``value`` as an int when it is one (an int, or text of at most ``digits`` digits with an
    optional sign); None for anything else (letters, decimals, booleans, huge numbers)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    text = str(value).strip()
    body = text[1:] if text[:1] in "+-" else text
    if body.isdigit() and body.isascii() and len(body) <= digits:
        return int(text)
    return None


def unique_id(prefix: str, taken: Iterable[str]) -> str:
    """``prefix-1``, ``prefix-2``… — the first one not in ``taken``."""
    used = set(taken)
    number = 1
    while f"{prefix}-{number}" in used:
        number += 1
    return f"{prefix}-{number}"


def hrow(*widgets: QWidget | None) -> QHBoxLayout:
    """A horizontal row of widgets; ``None`` is a stretch."""
    layout = QHBoxLayout()
    for widget in widgets:
        if widget is None:
            layout.addStretch(1)
        else:
            layout.addWidget(widget)
    return layout


def panel_action(
    panel: QWidget, shortcut: str, icon: str, triggered: Callable[[], None]
) -> QAction:
    """An action of ``panel`` with a shortcut active while focus is inside the panel (so two
    docked panels can both use Ctrl+Up) and an icon from ``resources/icons``; its text stays the
    accessible name and tooltip of the tool button showing it."""
    action = QAction(QIcon(str(RESOURCES_DIR / "icons" / f"{icon}.svg")), "", panel)
    action.setShortcut(QKeySequence(shortcut))
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(triggered)
    panel.addAction(action)
    return action


def concerns(change: ScenarioChanged, roots: frozenset[str]) -> bool:
    """Whether ``change`` may touch what a panel shows (scenario fields ``roots``): a board drag
    should not make the river panel recompute. No paths means anything may have changed."""
    return not change.paths or any(not path or path[0] in roots for path in change.paths)


def row_of(items, key) -> int:
    """The index a path step (an index or ``ById``) names in ``items``, or -1."""
    if isinstance(key, int):
        return key if 0 <= key < len(items) else -1
    wanted = getattr(key, "id", None)
    return next((i for i, item in enumerate(items) if getattr(item, "id", None) == wanted), -1)
