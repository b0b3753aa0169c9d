"""The overlay switches of both play boards: the compact toggle row above the board and the
legend that gives each switch the swatches of what it draws, then one titled group of marks.

Zone boards and free tables draw different overlays with different swatches, so each play
view subclasses these with its own kinds, swatch widget and texts (``retranslate``); the
switches themselves, kept in step with the overlay layer both ways, are written once here.
Switching an overlay is view state (the layer's ``set_toggle``): never a game action.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QWidget,
)

Swatches = Sequence[tuple[Any, str]]
"""(role, sample text) of each swatch of a row."""
SwatchFactory = Callable[[Any, str, QWidget], QWidget]


class _Retranslated(QWidget):
    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class OverlayToggleRow(_Retranslated):
    """One checkable button per overlay ``kinds`` of ``layer``, in a row; subclasses name them
    in ``retranslate`` (``self.buttons``)."""

    def __init__(self, layer: Any, kinds: Sequence[StrEnum], parent: QWidget | None = None):
        super().__init__(parent)
        self.layer = layer
        self._kind = type(kinds[0])
        self.buttons: dict[Any, QToolButton] = {}
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        for kind in kinds:
            button = self.buttons[kind] = QToolButton(self)
            button.setCheckable(True)
            button.setChecked(layer.is_on(kind))
            button.toggled.connect(lambda on, k=kind: self.layer.set_toggle(k, on))
            row.addWidget(button)
        row.addStretch(1)
        layer.toggled.connect(self._on_layer_toggled)
        self.retranslate()

    def _on_layer_toggled(self, kind: str, on: bool) -> None:
        button = self.buttons.get(self._kind(kind))
        if button is not None and button.isChecked() != on:
            button.setChecked(on)


class OverlayLegendGrid(_Retranslated):
    """A check box per overlay with its swatches, then ``marks`` under a title
    (``self.marks_title``); every swatch's text is a label in ``self.texts``, by role."""

    def __init__(
        self,
        layer: Any,
        swatches: Mapping[StrEnum, Swatches],
        marks: Swatches,
        swatch: SwatchFactory,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.layer = layer
        self._kind = type(next(iter(swatches)))
        self.toggles: dict[Any, QCheckBox] = {}
        self.texts: dict[Any, QLabel] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(4, 4, 4, 4)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        row = 0
        for kind, rows in swatches.items():
            box = self.toggles[kind] = QCheckBox(self)
            box.setChecked(layer.is_on(kind))
            box.toggled.connect(lambda on, k=kind: self.layer.set_toggle(k, on))
            grid.addWidget(box, row, 0, 1, 3)
            row += 1
            for role, sample in rows:
                row = self._swatch_row(grid, row, swatch(role, sample, self), role, True)
        self.marks_title = QLabel(self)
        grid.addWidget(self.marks_title, row, 0, 1, 3)
        row += 1
        for role, sample in marks:
            row = self._swatch_row(grid, row, swatch(role, sample, self), role, False)
        grid.setColumnMinimumWidth(0, 14)
        grid.setColumnStretch(2, 1)
        grid.setRowStretch(row, 1)
        layer.toggled.connect(self._on_layer_toggled)
        self.retranslate()

    def _swatch_row(
        self, grid: QGridLayout, row: int, sample: QWidget, role: Any, expanding: bool
    ) -> int:
        grid.addWidget(sample, row, 1)
        label = self.texts[role] = QLabel(self)
        label.setWordWrap(True)
        if expanding:
            label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        grid.addWidget(label, row, 2)
        return row + 1

    def _on_layer_toggled(self, kind: str, on: bool) -> None:
        box = self.toggles.get(self._kind(kind))
        if box is not None and box.isChecked() != on:
            box.setChecked(on)
