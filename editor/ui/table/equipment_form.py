"""The abandoned equipment of a terrain piece in the free-table properties panel: whether the
piece carries equipment, its range, attacks and Force, and whether it works as the game starts
(``TerrainPiece.equipment``; the Eisdrachen actions « 10) Utiliser » and « 13) Réparer/Saboter »
read it). The text leaves the profiles to an article that is not part of it, so the author
enters them; ticking the box gives the model's default profile. Each edit is one document
command (one undo step); repeated arrow clicks on one field merge into one step. Must not import
the play window.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
)

from editor.model.table import Equipment, TerrainPiece

MAX_RANGE_PAS = 1000.0
MAX_ATTACKS = 20
MAX_FORCE = 10
"""The bounds the scenario check allows (``editor.model.validation``)."""


class EquipmentForm(QGroupBox):
    """A checkable group: unchecked, the piece carries no equipment."""

    edited = Signal(object, str, bool)
    """The new ``Equipment`` (or None), the undo label's message key, whether to merge."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setCheckable(True)
        self.range_spin = QDoubleSpinBox()
        self.range_spin.setRange(0.0, MAX_RANGE_PAS)
        self.range_spin.setDecimals(1)
        self.range_spin.setSuffix(" pas")
        self.attacks_spin = QSpinBox()
        self.attacks_spin.setRange(0, MAX_ATTACKS)
        self.force_spin = QSpinBox()
        self.force_spin.setRange(0, MAX_FORCE)
        self.usable_check = QCheckBox()
        for spin in (self.range_spin, self.attacks_spin, self.force_spin):
            spin.setKeyboardTracking(False)
        self.labels = (QLabel(), QLabel(), QLabel())
        form = QFormLayout(self)
        for label, spin in zip(self.labels, (self.range_spin, self.attacks_spin,
                                              self.force_spin), strict=True):
            form.addRow(label, spin)
        form.addRow(self.usable_check)
        self._equipment: Equipment | None = None
        self.toggled.connect(self._on_toggled)
        self.range_spin.valueChanged.connect(
            lambda v: self._edit(range_pas=float(v), label="table_editor.set_equipment_range"))
        self.attacks_spin.valueChanged.connect(
            lambda v: self._edit(attacks=int(v), label="table_editor.set_equipment_attacks"))
        self.force_spin.valueChanged.connect(
            lambda v: self._edit(strength=int(v), label="table_editor.set_equipment_force"))
        self.usable_check.clicked.connect(
            lambda checked: self._edit(usable=bool(checked),
                                       label="table_editor.set_equipment_usable", merge=False))
        self.retranslate()

    def show_piece(self, piece: TerrainPiece) -> None:
        """Show ``piece``'s equipment without emitting, unless a field is being typed in."""
        self._equipment = piece.equipment
        shown = piece.equipment or Equipment()
        widgets = (self, self.range_spin, self.attacks_spin, self.force_spin, self.usable_check)
        for widget in widgets:
            widget.blockSignals(True)
        self.setChecked(piece.equipment is not None)
        for spin, value in ((self.range_spin, shown.range_pas), (self.attacks_spin, shown.attacks),
                            (self.force_spin, shown.strength)):
            if not spin.hasFocus():
                spin.setValue(value)
        self.usable_check.setChecked(shown.usable)
        for widget in widgets:
            widget.blockSignals(False)

    def _on_toggled(self, checked: bool) -> None:
        self.edited.emit(Equipment() if checked else None,
                         "table_editor.set_piece_equipment", False)

    def _edit(self, label: str, merge: bool = True, **fields) -> None:
        if self._equipment is None:
            return
        changed = replace(self._equipment, **fields)
        if changed != self._equipment:
            self.edited.emit(changed, label, merge)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Abandoned equipment (turret, machine gun…)"))
        self.setToolTip(self.tr(
            "A figure whose base touches the piece may shoot with this profile, repair it or "
            "sabotage it."))
        texts = (self.tr("Range"), self.tr("Attacks (A)"), self.tr("Force (F)"))
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        self.usable_check.setText(self.tr("Works as the game starts"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "labels"):
            self.retranslate()
        super().changeEvent(event)
