"""Form fields bound to one unit of the document: the shared plumbing of the units panel.

A ``UnitSection`` edits the part of a unit at ``base`` (the profile, an attack, a skill...).
Its fields are built by ``spin``, ``number``, ``text``, ``check`` and ``choice``: each turns the
user's edit into one ``SetValue`` on the document, and ``load`` puts model values back without
emitting, touching only widgets whose value differs (the field being typed in keeps its cursor,
undo and redo are followed without taking the focus). Typing in a field or stepping a spin box
is one undo step per field edit: successive changes share a merge key until the field's
``editingFinished``. All visible texts use the "UnitsPanel" translation context.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from editor.documents.addresses import ById, Path, get_at
from editor.documents.commands import SetValue
from editor.documents.document import ScenarioDocument
from editor.documents.history import Command
from editor.model.text import Text
from editor.ui.panels.document_panel import Retranslating
from editor.ui.panels.form_sync import LOOKUP_ERRORS, TextBox, blocked, show_checked, show_value

CONTEXT = "UnitsPanel"
Steps = tuple[str | int, ...]
TextCommand = Callable[[Text, str, str], Command]
"""Makes the command of a text field's edit from the old text, the typed text, the merge key."""


def ui_text(source: str) -> str:
    """``source`` (marked with QT_TRANSLATE_NOOP("UnitsPanel", ...)) in the UI language."""
    return QCoreApplication.translate(CONTEXT, source)


class _Binding:
    """One field: where it reads in the section's object and how it shows a value."""

    __slots__ = ("steps", "show")

    def __init__(self, steps: Steps, show: Callable[[Any], None]):
        self.steps, self.show = steps, show


class UnitSection(Retranslating, QWidget):
    """Edits ``units[unit_id]`` + ``base`` of ``document``; subclasses add fields in
    ``__init__`` and call ``load`` when the model changes."""

    def __init__(self, document: ScenarioDocument, base: Steps = (), parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.base = base
        self.unit_id: str | None = None
        self._bindings: list[_Binding] = []
        self._retranslators: list[Callable[[], None]] = []
        self._sessions: dict[int, int] = {}
        self._loading = False

    # -- the model ------------------------------------------------------------------------
    def path(self, *steps: str | int) -> Path:
        return ("units", ById(self.unit_id or "")) + self.base + steps

    def current(self, *steps: str | int) -> Any:
        """The value at ``steps`` now, or None when the unit or the item is gone."""
        try:
            return get_at(self.document.scenario, self.path(*steps))
        except LOOKUP_ERRORS:
            return None

    def commit(self, steps: Steps, value: Any, label: str, merge_key: str | None = None) -> bool:
        """One SetValue; False when nothing changed or the target no longer exists."""
        return self.execute(
            lambda: SetValue(self.path(*steps), value, label=label, merge_key=merge_key)
        )

    def execute(self, command: Callable[[], Command]) -> bool:
        """Run the command ``command()`` makes (a named command of the core where there is
        one); False when nothing changed or the target no longer exists."""
        if self._loading or self.unit_id is None:
            return False
        try:
            return self.document.execute(command())
        except LOOKUP_ERRORS:
            return False

    def load(self, item: Any) -> None:
        """Show ``item`` (the object at ``base``) in every bound field, without committing."""
        self._loading = True
        try:
            for binding in self._bindings:
                try:
                    value = get_at(item, binding.steps)
                except LOOKUP_ERRORS:
                    continue
                binding.show(value)
        finally:
            self._loading = False

    # -- merge sessions -------------------------------------------------------------------
    def merge_key(self, widget: QWidget) -> str:
        return f"unit-field:{id(widget)}:{self._sessions.get(id(widget), 0)}"

    def end_session(self, widget: QWidget) -> None:
        self._sessions[id(widget)] = self._sessions.get(id(widget), 0) + 1

    # -- field builders -------------------------------------------------------------------
    def spin(
        self,
        steps: Steps,
        low: int,
        high: int,
        label: str,
        *,
        none_text: str | None = None,
        prefix: str = "",
    ) -> QSpinBox:
        """An integer field; with ``none_text`` the value below ``low`` stands for None."""
        box = QSpinBox(self)
        box.setRange(low - 1 if none_text else low, high)
        box.setPrefix(prefix)
        box.setKeyboardTracking(False)
        box.setAccelerated(True)
        self._spin_bindings(box, steps, label, none_text)
        return box

    def number(
        self,
        steps: Steps,
        low: float,
        high: float,
        label: str,
        *,
        suffix: str = "",
        decimals: int = 1,
        none_text: str | None = None,
    ) -> QDoubleSpinBox:
        """A decimal field (distances); with ``none_text`` the value below ``low`` is None."""
        box = QDoubleSpinBox(self)
        box.setDecimals(decimals)
        box.setRange(low - 1 if none_text else low, high)
        box.setSuffix(suffix)
        box.setKeyboardTracking(False)
        box.setAccelerated(True)
        self._spin_bindings(box, steps, label, none_text)
        return box

    def _spin_bindings(self, box, steps: Steps, label: str, none_text: str | None) -> None:
        floor = box.minimum()
        is_int = isinstance(box, QSpinBox)
        if none_text:
            self.translated(box.setSpecialValueText, none_text)

        def edited(value) -> None:
            if none_text and value == floor:
                new = None
            else:
                new = int(value) if is_int else float(value)
            self.commit(steps, new, label, self.merge_key(box))

        def show(value) -> None:
            if value is None:
                target = floor
            elif isinstance(value, int | float):
                target = value
                # a value outside the usual range is shown as it is, not clamped
                if value < box.minimum() or value > box.maximum():
                    box.setRange(min(box.minimum(), value), max(box.maximum(), value))
            else:
                return
            show_value(box, target)

        box.valueChanged.connect(edited)
        box.editingFinished.connect(lambda: self.end_session(box))
        self._bindings.append(_Binding(steps, show))

    def text(
        self,
        steps: Steps,
        lang: str,
        label: str,
        *,
        lines: int = 0,
        command: TextCommand | None = None,
    ) -> QLineEdit | TextBox:
        """One language of the Text at ``steps``; ``lines`` > 0 for a few-line box. An edit
        is a SetValue of the whole Text, or ``command(old text, typed, merge key)``."""
        field: QLineEdit | TextBox
        if lines:
            field = TextBox(self)
            field.setTabChangesFocus(True)
            margins = 2 * (field.document().documentMargin() + field.frameWidth()) + 6
            field.setFixedHeight(round(field.fontMetrics().lineSpacing() * (lines + 0.4) + margins))
            field.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        else:
            field = QLineEdit(self)
        field.setObjectName(f"{'_'.join(str(s) for s in steps)}_{lang}")

        def value_of() -> str:
            return field.toPlainText() if isinstance(field, TextBox) else field.text()

        def edited(*_args) -> None:
            if self._loading:
                return
            old = self.current(*steps)
            old = old if isinstance(old, Text) else Text()
            if command is not None:
                self.execute(lambda: command(old, value_of(), self.merge_key(field)))
                return
            self.commit(
                steps, dataclasses.replace(old, **{lang: value_of()}), label, self.merge_key(field)
            )

        def show(value) -> None:
            text = getattr(value, lang, "") if isinstance(value, Text) else ""
            if value_of() == text:
                return
            if isinstance(field, TextBox):
                field.setPlainText(text)
            else:
                field.setText(text)

        if isinstance(field, TextBox):
            field.textChanged.connect(edited)
        else:
            field.textEdited.connect(edited)
        field.editingFinished.connect(lambda: self.end_session(field))
        self._bindings.append(_Binding(steps, show))
        return field

    def line(self, steps: Steps, label: str) -> QLineEdit:
        """A plain string field (a code read by the engines)."""
        field = QLineEdit(self)

        def show(value) -> None:
            if isinstance(value, str) and field.text() != value:
                field.setText(value)

        field.textEdited.connect(
            lambda text: self.commit(steps, text, label, self.merge_key(field))
        )
        field.editingFinished.connect(lambda: self.end_session(field))
        self._bindings.append(_Binding(steps, show))
        return field

    def check(self, steps: Steps, source: str, label: str) -> QCheckBox:
        box = QCheckBox(self)
        self.translated(box.setText, source)

        def show(value) -> None:
            show_checked(box, bool(value))

        box.toggled.connect(lambda on: self.commit(steps, on, label))
        self._bindings.append(_Binding(steps, show))
        return box

    def choice(
        self, steps: Steps, values: list[Any], describe: Callable[[Any], str], label: str
    ) -> QComboBox:
        """A fixed list of values (an enum); ``describe`` names a value in the UI language."""
        combo = QComboBox(self)
        combo.addItems([describe(value) for value in values])

        def rename() -> None:
            for index, value in enumerate(values):
                combo.setItemText(index, describe(value))

        def show(value) -> None:
            if value in values and values.index(value) != combo.currentIndex():
                with blocked(combo):
                    combo.setCurrentIndex(values.index(value))

        self._retranslators.append(rename)
        combo.activated.connect(lambda index: self.commit(steps, values[index], label))
        self._bindings.append(_Binding(steps, show))
        return combo

    # -- translation ----------------------------------------------------------------------
    def label(self, source: str) -> QLabel:
        """A label whose text is ``source`` translated (marked with QT_TRANSLATE_NOOP)."""
        widget = QLabel(self)
        self.translated(widget.setText, source)
        return widget

    def translated(self, setter: Callable[[str], None], source: str) -> None:
        """Call ``setter`` with ``source`` translated now and after every language switch."""
        self._retranslators.append(lambda: setter(ui_text(source)))
        setter(ui_text(source))

    def retranslate(self) -> None:
        for retranslate in self._retranslators:
            retranslate()
