"""A tuple of the model (conditions, events, options, effects…) edited as a list.

The list shows one line per item; Add appends the item a factory makes and Remove deletes the
selected one, each as one undo step named by the owner's message keys; the selected item is
edited in a detail form (any widget with ``bind(path | None)``) framed below. After any change
of the document the owner calls ``refresh``: texts are updated in place and the selected row is
kept, so the detail form stays where the author was working — or, when an undo brings an item
back (or a redo adds one), that item is selected. Must not import the panels.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.documents.addresses import Path, get_at
from editor.documents.commands import InsertItem, RemoveItem
from editor.documents.document import ScenarioDocument
from editor.ui.panels.document_panel import Retranslating, appeared_row
from editor.ui.panels.form_sync import LOOKUP_ERRORS


class ListEditor(Retranslating, QWidget):
    """A tuple of the model as a list with Add and Remove; the selected item is shown in
    ``detail`` (a widget with ``bind(path | None)``). Each button press is one undo step."""

    def __init__(
        self,
        document: ScenarioDocument,
        summary: Callable[[Any, int], str],
        factory: Callable[[], Any],
        labels: tuple[str, str],
        detail: QWidget,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.document, self.summary, self.factory = document, summary, factory
        self.add_label, self.remove_label = labels
        self.detail = detail
        self.path: Path | None = None
        self._shown: tuple | None = None
        """The items the list showed at the last refresh (of the current path)."""
        self.list = QListWidget(self)
        self.list.setMaximumHeight(110)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.add_button = QPushButton(self)
        self.remove_button = QPushButton(self)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        layout.addLayout(buttons)
        self.frame = QFrame(self)
        self.frame.setFrameShape(QFrame.Shape.StyledPanel)
        inner = QVBoxLayout(self.frame)
        inner.setContentsMargins(6, 6, 6, 6)
        inner.addWidget(detail)
        layout.addWidget(self.frame)
        self.add_button.clicked.connect(self._on_add_clicked)
        self.remove_button.clicked.connect(self._on_remove_clicked)
        self.list.currentRowChanged.connect(self._on_row_changed)
        self.retranslate()

    def retranslate(self) -> None:
        self.add_button.setText(self.tr("Add"))
        self.remove_button.setText(self.tr("Remove"))

    def items(self) -> tuple:
        try:
            items = get_at(self.document.scenario, self.path) if self.path is not None else ()
        except LOOKUP_ERRORS:
            items = ()
        return items if isinstance(items, tuple) else ()

    def set_path(self, path: Path | None) -> None:
        if path != self.path:
            self.path = path
            self._shown = None
            self.list.setCurrentRow(-1)
        self.refresh()

    def refresh(self) -> None:
        items = self.items()
        texts = [self.summary(item, i) for i, item in enumerate(items)]
        row = self.list.currentRow()
        appeared = appeared_row(self._shown, items) if self._shown is not None else -1
        self._shown = items
        if appeared >= 0:
            row = appeared
        self.list.blockSignals(True)
        if self.list.count() != len(texts):
            self.list.clear()
            self.list.addItems(texts)
        else:
            for i, text in enumerate(texts):
                if self.list.item(i).text() != text:
                    self.list.item(i).setText(text)
        row = min(row, len(texts) - 1) if row >= 0 or not texts else 0
        self.list.setCurrentRow(row)
        self.list.blockSignals(False)
        self.add_button.setEnabled(self.path is not None)
        self.remove_button.setEnabled(row >= 0)
        self.frame.setVisible(row >= 0)
        self.detail.bind(self.path + (row,) if row >= 0 and self.path is not None else None)

    def select(self, row: int) -> None:
        self.list.setCurrentRow(row)

    def _on_row_changed(self, _row: int) -> None:
        self.refresh()

    def _on_add_clicked(self) -> None:
        item = self.factory()
        if self.path is None or item is None:
            return
        if self.document.execute(InsertItem(self.path, item, label=self.add_label)):
            self.select(len(self.items()) - 1)

    def _on_remove_clicked(self) -> None:
        row = self.list.currentRow()
        if self.path is not None and 0 <= row < len(self.items()):
            self.document.execute(RemoveItem(self.path, row, label=self.remove_label))
