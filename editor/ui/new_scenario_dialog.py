"""File › New and Save as: a name (checked against the library), and for a new scenario its rule
system and board size.

Shown with ``open()`` (window-modal, never a blocking ``exec()``); tests fill the fields and call
``accept()``. A refused name keeps the dialog open with the reason under the field, so the
author corrects it instead of starting over. The rule systems listed, their titles and default
sizes, and the scenario itself come from the rule-system plug-ins (``editor.rules``); this
dialog only gathers what they need.
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from editor.messages import SkirmishError, translate
from editor.model.blank import check_name
from editor.model.scenario import Scenario
from editor.rules import plugin, plugins
from editor.ui.i18n import current_language


class NewScenarioDialog(QDialog):
    """Emits ``created`` with a new blank Scenario (``ask_system``) or ``named`` with a name."""

    created = Signal(object)
    named = Signal(str)

    def __init__(
        self,
        taken: Collection[str],
        *,
        ask_system: bool = True,
        name: str = "",
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("newScenarioDialog")
        self._taken = frozenset(taken)
        self._ask_system = ask_system
        self.name = QLineEdit(name, self)
        self.name.setMaxLength(100)
        self.system = QComboBox(self)
        for system in plugins():
            self.system.addItem("", system.name)
        self.width_mm = self._size_box()
        self.height_mm = self._size_box()
        self.system.currentIndexChanged.connect(self._on_system_changed)
        self.problem = QLabel(self)
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.form = QFormLayout(self)
        self.labels = [QLabel(self) for _ in range(4)]
        self.form.addRow(self.labels[0], self.name)
        if ask_system:
            self.form.addRow(self.labels[1], self.system)
            self.form.addRow(self.labels[2], self.width_mm)
            self.form.addRow(self.labels[3], self.height_mm)
        else:
            for widget in (self.system, self.width_mm, self.height_mm, *self.labels[1:]):
                widget.hide()
        self.form.addRow(self.problem)
        self.form.addRow(self.buttons)
        self._on_system_changed()
        self.retranslate()

    def _size_box(self) -> QDoubleSpinBox:
        box = QDoubleSpinBox(self)
        box.setRange(10.0, 10_000.0)
        box.setDecimals(0)
        box.setSuffix(" mm")
        return box

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New scenario") if self._ask_system else self.tr("Save as"))
        for label, text in zip(
            self.labels,
            (self.tr("Name:"), self.tr("Rule system:"), self.tr("Width:"), self.tr("Height:")),
            strict=True,
        ):
            label.setText(text)
        lang = current_language()
        for index in range(self.system.count()):
            title = plugin(self.system.itemData(index)).title().get(lang)
            self.system.setItemText(index, title)
        self.name.setPlaceholderText(self.tr("The name the library keeps it under"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _on_system_changed(self) -> None:
        width, height = plugin(self.rule_system()).default_size_mm
        self.width_mm.setValue(width)
        self.height_mm.setValue(height)

    def rule_system(self) -> str:
        return self.system.currentData()

    def scenario(self) -> Scenario:
        """The blank scenario the fields describe (SkirmishError when they cannot)."""
        return plugin(self.rule_system()).blank_scenario(
            self.name.text(),
            self.width_mm.value(),
            self.height_mm.value(),
            self._taken,
        )

    def accept(self) -> None:
        try:
            if self._ask_system:
                scenario = self.scenario()
            else:
                check_name(self.name.text(), self._taken)
        except SkirmishError as exc:
            message = exc.message
            self.problem.setText(translate(message.key, current_language(), **message.params))
            self.name.setFocus()
            return
        super().accept()
        if self._ask_system:
            self.created.emit(scenario)
        else:
            self.named.emit(self.name.text())
