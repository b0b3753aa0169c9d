"""The objects of a free table in the table's properties panel: a console, a crate, a terminal…
(``TableObject``: D20 « 3.6. Les Actions sur les objets », « 3.4. Les Actions Libres »).

One object is chosen in a list; Add puts a new one at the table's centre, Remove takes the
chosen one away; its name, place, width, ND (none: it cannot be moved), free use (a computer,
a self-destruct key), the sides that may use it and the objective a use completes are edited
as document commands, one edit one undo step, lengths in the table's unit. The box never
rewrites the field being typed in. Must not import the main window.
"""

from __future__ import annotations

import math

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from editor.documents.addresses import ById
from editor.documents.commands import InsertItem, RemoveItem, SetValue
from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.messages import translate
from editor.model.table import FreeUse, TableObject
from editor.model.text import Text
from editor.model.units import Side
from editor.table.units import from_table_unit, in_table_unit
from editor.ui.i18n import current_language
from editor.ui.table import table_styles
from editor.ui.table.table_keys import table_of

OBJECTS = ("board", "objects")
NO_ND = -1
NEW_NAME = "table_editor.new_object"


def _show(widget, value) -> None:
    """Show ``value`` without emitting, unless the user is typing in ``widget``."""
    if widget.hasFocus():
        return
    widget.blockSignals(True)
    if isinstance(widget, QDoubleSpinBox | QSpinBox):
        widget.setValue(value)
    elif isinstance(widget, QLineEdit):
        if widget.text() != value:
            widget.setText(value)
    elif isinstance(widget, QComboBox):
        widget.setCurrentIndex(max(0, widget.findData(value)))
    elif isinstance(widget, QCheckBox):
        widget.setChecked(value)
    widget.blockSignals(False)


def _length_spin(maximum: float = 100_000.0) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setRange(0.0, maximum)
    spin.setDecimals(1)
    spin.setKeyboardTracking(False)
    return spin


class TableObjectsBox(QGroupBox):
    """The table's objects: the chosen one's fields, Add and Remove."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.chooser = QComboBox()
        self.add_button = QPushButton()
        self.remove_button = QPushButton()
        self.name_fr, self.name_en = QLineEdit(), QLineEdit()
        self.x_spin, self.y_spin = _length_spin(), _length_spin()
        self.size_spin = _length_spin(1000.0)
        self.nd_spin = QSpinBox()
        self.nd_spin.setRange(NO_ND, 100)
        self.nd_spin.setKeyboardTracking(False)
        self.use_combo = QComboBox()
        for use in (None, *FreeUse):
            self.use_combo.addItem("", use)
        self.users = {side: QCheckBox() for side in Side}
        self.objective_combo = QComboBox()
        users = QHBoxLayout()
        for box in self.users.values():
            users.addWidget(box)
        buttons = QHBoxLayout()
        buttons.addWidget(self.chooser, 1)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        self.form = QFormLayout(self)
        self.form.addRow(buttons)
        self.rows = {}
        for name, field in (("name_fr", self.name_fr), ("name_en", self.name_en),
                            ("x", self.x_spin), ("y", self.y_spin), ("size", self.size_spin),
                            ("nd", self.nd_spin), ("use", self.use_combo), ("users", users),
                            ("objective", self.objective_combo)):
            self.rows[name] = field
            self.form.addRow(name, field)
        self._connect()
        self.destroyed.connect(document.subscribe(self._on_scenario_changed))
        self.retranslate()

    # -- the model ----------------------------------------------------------------------------

    def objects(self) -> tuple[TableObject, ...]:
        return table_of(self.document.scenario).objects

    def chosen(self) -> TableObject | None:
        wanted = self.chooser.currentData()
        return next((o for o in self.objects() if o.id == wanted), None)

    def _set(self, field: str, value, label: str = "table_editor.edit_object",
             merge: bool = False) -> None:
        item = self.chosen()
        if item is None or (isinstance(value, float) and not math.isfinite(value)):
            return
        key = f"object/{item.id}/{field}" if merge else None
        self.document.execute(SetValue((*OBJECTS, ById(item.id), field), value, label,
                                       merge_key=key))

    def add(self) -> None:
        table = table_of(self.document.scenario)
        taken = {o.id for o in table.objects}
        number = len(taken) + 1
        while f"object-{number}" in taken:
            number += 1
        name = Text(*(translate(NEW_NAME, lang) for lang in ("fr", "en")))
        new = TableObject(f"object-{number}", (table.width_mm / 2, table.height_mm / 2), name)
        if self.document.execute(InsertItem(OBJECTS, new, label="table_editor.add_object")):
            self.refresh(new.id)

    def remove(self) -> None:
        item = self.chosen()
        if item is not None:
            index = [o.id for o in self.objects()].index(item.id)
            self.document.execute(RemoveItem(OBJECTS, index, label="table_editor.remove_object"))

    # -- edits --------------------------------------------------------------------------------

    def _connect(self) -> None:
        self.chooser.activated.connect(lambda _i: self.refresh())
        self.add_button.clicked.connect(self.add)
        self.remove_button.clicked.connect(self.remove)
        self.name_fr.editingFinished.connect(self._on_name_edited)
        self.name_en.editingFinished.connect(self._on_name_edited)
        self.x_spin.valueChanged.connect(self._on_position_edited)
        self.y_spin.valueChanged.connect(self._on_position_edited)
        self.size_spin.valueChanged.connect(
            lambda v: self._set("size_mm", max(1.0, from_table_unit(v, self._table())),
                                merge=True))
        self.nd_spin.valueChanged.connect(
            lambda v: self._set("difficulty", None if v == NO_ND else v, merge=True))
        self.use_combo.activated.connect(
            lambda _i: self._set("free_use", self._use()))
        for box in self.users.values():
            box.clicked.connect(lambda _checked: self._set("users", tuple(
                side for side, b in self.users.items() if b.isChecked())))
        self.objective_combo.activated.connect(
            lambda _i: self._set("objective", self.objective_combo.currentData() or None))

    def _table(self):
        return table_of(self.document.scenario)

    def _use(self) -> FreeUse | None:
        data = self.use_combo.currentData()
        return FreeUse(data) if data else None

    def _on_name_edited(self) -> None:
        self._set("name", Text(fr=self.name_fr.text().strip(), en=self.name_en.text().strip()))

    def _on_position_edited(self, _value: float) -> None:
        table = self._table()
        self._set("position", (from_table_unit(self.x_spin.value(), table),
                               from_table_unit(self.y_spin.value(), table)), merge=True)

    # -- refresh ------------------------------------------------------------------------------

    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        self.refresh()

    def refresh(self, choose: str | None = None) -> None:
        lang = current_language()
        wanted = choose or self.chooser.currentData()
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for item in self.objects():
            self.chooser.addItem(item.name.get(lang) or item.id, item.id)
        self.chooser.setCurrentIndex(max(0, self.chooser.findData(wanted)))
        self.chooser.blockSignals(False)
        self.objective_combo.blockSignals(True)
        self.objective_combo.clear()
        self.objective_combo.addItem(self.tr("None"), "")
        for objective in self.document.scenario.objectives:
            self.objective_combo.addItem(objective.name.get(lang) or objective.id, objective.id)
        self.objective_combo.blockSignals(False)
        item = self.chosen()
        for field in self.rows.values():
            if isinstance(field, QWidget):
                field.setEnabled(item is not None)
        for box in self.users.values():
            box.setEnabled(item is not None)
        self.remove_button.setEnabled(item is not None)
        if item is None:
            return
        table = self._table()
        suffix = f" {table_styles.unit_name(table.unit)}"
        for spin in (self.x_spin, self.y_spin, self.size_spin):
            spin.setSuffix(suffix)
        _show(self.name_fr, item.name.fr)
        _show(self.name_en, item.name.en)
        _show(self.x_spin, in_table_unit(item.position[0], table))
        _show(self.y_spin, in_table_unit(item.position[1], table))
        _show(self.size_spin, in_table_unit(item.size_mm, table))
        _show(self.nd_spin, NO_ND if item.difficulty is None else item.difficulty)
        _show(self.use_combo, item.free_use)
        for side, box in self.users.items():
            _show(box, side in item.users)
        _show(self.objective_combo, item.objective or "")

    def retranslate(self) -> None:
        self.setTitle(self.tr("Objects (ND, free actions)"))
        self.add_button.setText(self.tr("Add"))
        self.remove_button.setText(self.tr("Remove"))
        texts = {
            "name_fr": self.tr("Name (French)"), "name_en": self.tr("Name (English)"),
            "x": self.tr("From the left edge"), "y": self.tr("From the top edge"),
            "size": self.tr("Width"), "nd": self.tr("ND"), "use": self.tr("Free action"),
            "users": self.tr("Used by"), "objective": self.tr("Completes"),
        }
        for name, text in texts.items():
            label = self.form.labelForField(self.rows[name])
            if label is not None:
                label.setText(text)
        self.nd_spin.setSpecialValueText(self.tr("none: fixed"))
        names = {None: self.tr("None"), FreeUse.COMPUTER: self.tr("Computer of its faction"),
                 FreeUse.SELF_DESTRUCT: self.tr("Self-destruct key (the Defender's)")}
        for index in range(self.use_combo.count()):
            self.use_combo.setItemText(index, names[self.use_combo.itemData(index)])
        sides = {Side.HERO: self.tr("heroes"), Side.VILLAIN: self.tr("villains"),
                 Side.NEUTRAL: self.tr("third side")}
        for side, box in self.users.items():
            box.setText(sides[side])
        self.refresh()
