"""Form fields bound to paths of a scenario document: the building blocks of the panels.

A ``Binder`` holds the fields of one form over a base path (a zone, an objective, the
mission…); each field shows the value at ``base + rel`` and turns an edit into one ``SetValue``
through ``document.execute``. Typing or spinning in one field is one undo step per visit: each
change carries a merge key that is renewed when the field loses focus. Showing a value never
touches a widget that already shows it, so the refresh that follows the field's own edit never
moves the cursor or steals focus. A field whose path does not resolve (an unset optional value)
is disabled. Must not import the panels.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from editor.documents.addresses import Path, get_at
from editor.documents.commands import SetValue
from editor.documents.document import ScenarioDocument
from editor.documents.history import Command
from editor.model.defaults import default_dice
from editor.model.validation import MAX_TEXT_LENGTH
from editor.ui.panels.dice_pool_editor import DicePoolEditor
from editor.ui.panels.form_sync import LOOKUP_ERRORS, TextBox, blocked, show_checked, show_value

Choices = Callable[[], Sequence[tuple[Any, str]]]


def _identity(value: Any) -> Any:
    return value


class Field(QObject):
    """One widget bound to ``rel`` under its binder's base path.

    ``read`` turns the model value into what the widget shows; ``write(shown, old)`` turns the
    widget's value back into the model value (``old`` is the current model value)."""

    merges = True

    def __init__(self, rel: Path, widget: QWidget, read=None, write=None, label: str = ""):
        super().__init__(widget)
        self.rel, self.widget, self.label = rel, widget, label
        self._read = read or _identity
        self._write = write
        self.session = 0
        self.binder: Binder | None = None

    def show(self, model_value: Any) -> None:
        self._show(self._read(model_value))

    def to_model(self, shown: Any, old: Any) -> Any:
        return self._write(shown, old) if self._write else shown

    def merge_key(self) -> str | None:
        return f"field:{id(self)}:{self.session}" if self.merges else None

    def end_session(self) -> None:
        """The field lost focus: its next edit is a new undo step."""
        self.session += 1

    def commit(self, shown: Any) -> None:
        if self.binder is not None:
            self.binder.commit(self, shown)

    def command(self, path: Path, value: Any, label: str) -> Command:
        """The command setting the model value at ``path`` (a field whose edit is a named
        command of the core overrides it)."""
        return SetValue(path, value, label, merge_key=self.merge_key())

    def _show(self, value: Any) -> None:
        raise NotImplementedError


class LineField(Field):
    def __init__(self, rel: Path, parent: QWidget, **kwargs):
        super().__init__(rel, QLineEdit(parent), **kwargs)
        self.widget.setMaxLength(MAX_TEXT_LENGTH)
        self.widget.textEdited.connect(self.commit)
        self.widget.editingFinished.connect(self.end_session)

    def _show(self, value: Any) -> None:
        text = "" if value is None else str(value)
        if self.widget.text() != text:
            position = self.widget.cursorPosition()
            self.widget.setText(text)
            self.widget.setCursorPosition(min(position, len(text)))


class NoteField(Field):
    """Several lines of text (descriptions, mission text); too long a text is not saved."""

    def __init__(self, rel: Path, parent: QWidget, **kwargs):
        super().__init__(rel, TextBox(parent), **kwargs)
        self.widget.setTabChangesFocus(True)
        self.widget.setMinimumHeight(64)
        self.widget.setMaximumHeight(150)
        self.widget.textChanged.connect(self._on_text_changed)
        self.widget.editingFinished.connect(self.end_session)

    def _on_text_changed(self) -> None:
        text = self.widget.toPlainText()
        if len(text) > MAX_TEXT_LENGTH:
            if self.binder is not None:
                self.binder.report_too_long()
            return
        self.commit(text)

    def _show(self, value: Any) -> None:
        text = "" if value is None else str(value)
        if self.widget.toPlainText() != text:
            with blocked(self.widget):
                position = self.widget.textCursor().position()
                self.widget.setPlainText(text)
                cursor = self.widget.textCursor()
                cursor.setPosition(min(position, len(text)))
                self.widget.setTextCursor(cursor)


class IntField(Field):
    """A whole number in ``low``..``high``; ``nullable`` adds "none" just below ``low`` (its
    text is the spin box's special value text, set by the form)."""

    def __init__(
        self, rel: Path, parent: QWidget, low: int, high: int, nullable: bool = False, **kwargs
    ):
        super().__init__(rel, QSpinBox(parent), **kwargs)
        self.nullable = nullable
        self.widget.setRange(low - 1 if nullable else low, high)
        self.widget.valueChanged.connect(self._on_value_changed)
        self.widget.editingFinished.connect(self.end_session)

    def _on_value_changed(self, value: int) -> None:
        self.commit(None if self.nullable and value == self.widget.minimum() else value)

    def _show(self, value: Any) -> None:
        show_value(self.widget, self.widget.minimum() if value is None else int(value))


class FloatField(Field):
    def __init__(
        self,
        rel: Path,
        parent: QWidget,
        low: float,
        high: float,
        decimals: int = 1,
        suffix: str = "",
        **kwargs,
    ):
        super().__init__(rel, QDoubleSpinBox(parent), **kwargs)
        self.widget.setDecimals(decimals)
        self.widget.setRange(low, high)
        self.widget.setSuffix(suffix)
        self.widget.valueChanged.connect(self.commit)
        self.widget.editingFinished.connect(self.end_session)

    def _show(self, value: Any) -> None:
        shown = 0.0 if value is None else float(value)
        if abs(self.widget.value() - shown) > 10 ** -(self.widget.decimals() + 1):
            with blocked(self.widget):
                self.widget.setValue(shown)


class CheckField(Field):
    merges = False

    def __init__(self, rel: Path, parent: QWidget, **kwargs):
        super().__init__(rel, QCheckBox(parent), **kwargs)
        self.widget.toggled.connect(self.commit)

    def _show(self, value: Any) -> None:
        show_checked(self.widget, bool(value))


class ChoiceField(Field):
    """One value among ``choices()`` (value, text) pairs, recomputed at each load so names
    and languages follow; a value the choices do not know is shown as itself, marked."""

    merges = False

    def __init__(self, rel: Path, parent: QWidget, choices: Choices, **kwargs):
        super().__init__(rel, QComboBox(parent), **kwargs)
        self.choices = choices
        self.values: list[Any] = []
        self._texts: list[str] = []
        self.widget.currentIndexChanged.connect(self._on_index_changed)

    def _on_index_changed(self, index: int) -> None:
        if 0 <= index < len(self.values):
            self.commit(self.values[index])

    def _show(self, value: Any) -> None:
        pairs = list(self.choices())
        if not any(v == value and type(v) is type(value) for v, _ in pairs):
            pairs.append((value, f"{value} ⚠"))
        values, texts = [v for v, _ in pairs], [t for _, t in pairs]
        with blocked(self.widget):
            if texts != self._texts or values != self.values:
                self.widget.clear()
                self.widget.addItems(texts)
                self.values, self._texts = values, texts
            index = next(i for i, v in enumerate(values) if v == value and type(v) is type(value))
            if self.widget.currentIndex() != index:
                self.widget.setCurrentIndex(index)
        self.widget.setToolTip(self.widget.currentText())  # the whole text when it is cut


class TupleIntField(Field):
    """A fixed-length tuple of whole numbers (a table indexed by a characteristic)."""

    def __init__(self, rel: Path, parent: QWidget, low: int, high: int, **kwargs):
        super().__init__(rel, QWidget(parent), **kwargs)
        self._range = (low, high)
        self.spins: list[QSpinBox] = []
        self._row = QHBoxLayout(self.widget)
        self._row.setContentsMargins(0, 0, 0, 0)

    def _on_value_changed(self) -> None:
        self.commit(tuple(spin.value() for spin in self.spins))

    def _show(self, value: Any) -> None:
        values = tuple(value or ())
        while len(self.spins) < len(values):
            spin = QSpinBox(self.widget)
            spin.setRange(*self._range)
            spin.valueChanged.connect(self._on_value_changed)
            spin.editingFinished.connect(self.end_session)
            self._row.addWidget(spin)
            self.spins.append(spin)
        while len(self.spins) > len(values):
            self.spins.pop().deleteLater()
        for spin, number in zip(self.spins, values):
            show_value(spin, number)


class PoolField(Field):
    """A dice pool, counted per die type of the scenario's dice set (``DicePoolEditor``)."""

    def __init__(self, rel: Path, parent: QWidget, document: ScenarioDocument, **kwargs):
        super().__init__(rel, DicePoolEditor(parent), **kwargs)
        self.document = document
        self.widget.pool_edited.connect(self.commit)

    def merge_key(self) -> str | None:
        return self.widget.merge_key

    def _show(self, value: Any) -> None:
        self.widget.set_dice(self.document.scenario.dice or default_dice())
        if tuple(value or ()) != self.widget.pool():
            self.widget.set_pool(tuple(value or ()))


class Binder(QObject):
    """The fields of one form over one base path of the document."""

    message = Signal(str)
    """A plain-words problem with the user's input (the input is kept, not saved)."""

    def __init__(self, document: ScenarioDocument, label: str, parent: QObject | None = None):
        super().__init__(parent)
        self.document, self.label = document, label
        self.base: Path | None = None
        self.fields: list[Field] = []

    def add(self, field: Field) -> Field:
        field.binder = self
        self.fields.append(field)
        return field

    def bind(self, base: Path | None) -> bool:
        self.base = base
        return self.load()

    def target(self) -> Any:
        """The model value at the base path (LookupError-like errors when it is gone)."""
        return get_at(self.document.scenario, self.base)

    def load(self) -> bool:
        """Show the model's values; False (and every field disabled) when the base is gone."""
        try:
            target = self.target() if self.base is not None else None
        except LOOKUP_ERRORS:
            target = None
        for field in self.fields:
            try:
                if target is None:
                    raise LookupError
                field.show(get_at(target, field.rel))
                field.widget.setEnabled(True)
            except (LookupError, *LOOKUP_ERRORS):
                field.widget.setEnabled(False)
        return target is not None

    def commit(self, field: Field, shown: Any) -> None:
        if self.base is None:
            return
        path = self.base + field.rel
        try:
            old = get_at(self.document.scenario, path)
            value = field.to_model(shown, old)
            self.document.execute(field.command(path, value, field.label or self.label))
        except LOOKUP_ERRORS:
            self.load()  # the target vanished under the field: show what is there now

    def report_too_long(self) -> None:
        self.message.emit(
            self.tr(
                "This text is longer than %1 characters: it is kept here but not saved. Shorten it."
            ).replace("%1", str(MAX_TEXT_LENGTH))
        )
