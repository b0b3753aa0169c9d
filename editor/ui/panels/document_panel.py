"""What the editor panels that follow the document share: scaffolding, not behaviour.

The dice, river and deck panels (and the forms inside them) were written the same way: subscribe
to the document on construction and unsubscribe when destroyed, re-read their texts on a
language change, refresh only when a change touches the scenario fields they show, run every
command through the panel so a refused edit's message is cleared, and keep the selected item by
id across refreshes — except that the item an undo brings back (an undone removal, a redone
addition) is selected, not the neighbour the removal had left selected. Those pieces live here
once; each panel keeps its own texts (so their ``tr()`` context stays the panel's class) and its
own commands. Must not import the panels.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QWidget
from shiboken6 import isValid

from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.documents.history import Command
from editor.messages import translate
from editor.model.text import Text
from editor.ui.panels.form_sync import concerns

PROBLEM_STYLE = "color: #a01c16; font-weight: bold;"


class Retranslating:
    """Mixin for a widget with ``retranslate()``: a live language switch calls it. Put it
    before the Qt class in the bases (``class Form(Retranslating, QWidget)``)."""

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class PanelForm:
    """Mixin for a form inside a panel: it edits ``document`` through the panel's ``execute``
    and explains a refusal with the panel's ``show_message`` (the panel owns the message
    line). Put it before the Qt class in the bases."""

    def __init__(
        self,
        document: ScenarioDocument,
        execute: Callable[[Command], bool],
        show_message: Callable[[str], None],
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.document = document
        self._execute = execute
        self._show_message = show_message


class DocumentPanel(Retranslating, QWidget):
    """A panel projecting the part of the document under the scenario fields ``ROOTS``.

    Subclasses set their view state, then call ``_follow_document()`` at the end of
    ``__init__``; they implement ``_build``, ``retranslate`` (which ends with ``refresh``) and
    ``refresh``. ``_updating`` guards selection signals emitted while ``refresh`` refills the
    views; ``_selected_row`` is where the selection was, for when its item disappears."""

    ROOTS: frozenset[str] = frozenset()

    def __init__(self, document: ScenarioDocument, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(name)
        self.document = document
        self._selected_row = -1
        self._updating = False
        self._shown_ids: tuple[Any, ...] | None = None

    def _kept_row(self, items: Sequence[Any], selected_id: str | None) -> int:
        """The row to select in the panel's list of ``items`` after a refresh: the item that
        just appeared in it (``appeared_row``), else ``kept_row``."""
        ids = tuple(item.id for item in items)
        before, self._shown_ids = self._shown_ids, ids
        row = appeared_row(before, ids) if before is not None else -1
        return row if row >= 0 else kept_row(items, selected_id, self._selected_row)

    def _follow_document(self) -> None:
        self._build()
        self.retranslate()
        unsubscribe = self.document.subscribe(self._on_scenario_changed)
        self.destroyed.connect(lambda *_: unsubscribe())

    def _build(self) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        raise NotImplementedError

    def refresh(self) -> None:
        raise NotImplementedError

    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        if isValid(self) and concerns(change, self.ROOTS):
            self.refresh()

    def _problem_label(self) -> QLabel:
        """The message line explaining a refused edit (hidden while there is none)."""
        self.message = QLabel(self)
        self.message.setObjectName("problem")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(PROBLEM_STYLE)
        self.message.hide()
        return self.message

    def _execute(self, command: Command) -> bool:
        self.show_message("")
        return self.document.execute(command)

    def show_message(self, text: str) -> None:
        """Explain a refused edit in the panel (no dialog: the author keeps working)."""
        self.message.setText(text)
        self.message.setVisible(bool(text))


def kept_row(items: Sequence[Any], selected_id: str | None, previous_row: int) -> int:
    """The row of the item ``selected_id`` in ``items``; when it is gone, the row nearest to
    where the selection was (-1 when there are no items)."""
    row = next((i for i, item in enumerate(items) if item.id == selected_id), -1)
    if row < 0 and items:
        row = min(max(previous_row, 0), len(items) - 1)
    return row


def appeared_row(before: Sequence[Any], after: Sequence[Any]) -> int:
    """The row of the one item ``after`` has that ``before`` had not, when ``after`` is
    ``before`` with one item inserted (an undone removal, a redone addition); else -1."""
    if len(after) != len(before) + 1:
        return -1
    row = next((i for i, (old, new) in enumerate(zip(before, after)) if old != new), len(before))
    return row if tuple(after[row + 1 :]) == tuple(before[row:]) else -1


def catalogue_text(key: str) -> Text:
    """The message ``key`` in French and English, as an authored text (a new item's name)."""
    return Text(fr=translate(key, "fr"), en=translate(key, "en"))


def labelled_form(owner: QWidget, *fields: QWidget, install: bool = True) -> QFormLayout:
    """A form of ``fields`` whose labels are set later by ``set_labels`` (in
    ``retranslate``); ``install`` makes it ``owner``'s layout."""
    form = QFormLayout(owner) if install else QFormLayout()
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    for field in fields:
        form.addRow(QLabel(owner), field)
    return form


def set_labels(form: QFormLayout, *texts: str) -> None:
    """Give the rows of a ``labelled_form`` their label texts, top to bottom."""
    for row, text in enumerate(texts):
        form.itemAt(row, QFormLayout.ItemRole.LabelRole).widget().setText(text)


def committed_line(
    parent: QWidget, on_finished: Callable[[], None], length: int = 200
) -> QLineEdit:
    """A line edit that commits when editing finishes (Enter or focus loss), not per key."""
    edit = QLineEdit(parent)
    edit.setMaxLength(length)
    edit.editingFinished.connect(on_finished)
    return edit


def edited_text(fr: QLineEdit, en: QLineEdit) -> Text:
    """The text typed in a French and an English field, now committed (no longer modified)."""
    fr.setModified(False)
    en.setModified(False)
    return Text(fr=fr.text().strip(), en=en.text().strip())
