"""The free-table properties panel: the table's size and unit, and the selected terrain piece
(cover, height, movement, sight, flat top, door, hiding place, abandoned equipment), figure
or objective, edited through document commands (one edit, one undo step).

Lengths are typed in the table's unit (cm, or pas) and stored in millimetres
(``editor.table.units``); the step length itself is in millimetres. Spin boxes commit when the
value is confirmed (no keyboard tracking) and repeated arrow clicks on one field merge into one
step (``merge_key``); names commit when editing finishes. The panel follows the document and the
scene's selection, and never rewrites the field being typed in. A legend of the pieces' look
closes it. Docked by the main window.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from editor.documents.commands import SetValue
from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.editing.table_tokens import item_path
from editor.model.table import CoverClass, DistanceUnit, DoorState, MovementEffect
from editor.model.text import Text
from editor.model.units import Side
from editor.table.units import from_table_unit, in_table_unit
from editor.ui.i18n import current_language
from editor.ui.table import table_styles
from editor.ui.table.equipment_form import EquipmentForm
from editor.ui.table.table_keys import table_of
from editor.ui.table.table_legend import TableLegend
from editor.ui.table.table_objects import TableObjectsBox
from editor.ui.table.table_scene import TableScene

MAX_LENGTH_MM = 100_000.0


def _spin(minimum: float, maximum: float, decimals: int = 2) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setRange(minimum, maximum)
    spin.setDecimals(decimals)
    spin.setKeyboardTracking(False)
    spin.setAccelerated(True)
    return spin


def _set(widget, value) -> None:
    """Show ``value`` without emitting, unless the user is typing in ``widget``."""
    if widget.hasFocus():
        return
    widget.blockSignals(True)
    if isinstance(widget, QDoubleSpinBox):
        widget.setValue(value)
    elif isinstance(widget, QLineEdit):
        if widget.text() != value:
            widget.setText(value)
    elif isinstance(widget, QComboBox):
        widget.setCurrentIndex(max(0, widget.findData(value)))
    elif isinstance(widget, QCheckBox):
        widget.setChecked(value)
    widget.blockSignals(False)


class TablePropertiesPanel(QWidget):
    """Table size and unit; name, cover, height, movement and LOS of the selected piece;
    position and facing of the selected figure (position of an objective)."""

    def __init__(self, document: ScenarioDocument, scene: TableScene, parent=None):
        super().__init__(parent)
        self.document = document
        self.scene = scene
        self.table_box = QGroupBox(self)
        self.width_spin = _spin(0.01, MAX_LENGTH_MM)
        self.height_spin = _spin(0.01, MAX_LENGTH_MM)
        self.unit_combo = QComboBox()
        self.mm_per_pas_spin = _spin(1.0, 1000.0, 1)
        table_form = QFormLayout(self.table_box)
        self.piece_box = QGroupBox(self)
        self.name_fr = QLineEdit()
        self.name_en = QLineEdit()
        self.cover_combo = QComboBox()
        self.piece_height_spin = _spin(0.0, MAX_LENGTH_MM)
        self.movement_combo = QComboBox()
        self.blocks_los_check = QCheckBox()
        self.flat_top_check = QCheckBox()
        self.door_combo = QComboBox()
        self.key_checks = {side: QCheckBox() for side in Side}
        self.keys_row = QHBoxLayout()
        for box in self.key_checks.values():
            self.keys_row.addWidget(box)
        self.hiding_check = QCheckBox()
        self.equipment_form = EquipmentForm()
        piece_form = QFormLayout(self.piece_box)
        self.token_box = QGroupBox(self)
        self.facing_spin = _spin(0.0, 360.0, 1)
        self.facing_spin.setWrapping(True)
        self.facing_spin.setSingleStep(15.0)
        self.x_spin = _spin(-MAX_LENGTH_MM, MAX_LENGTH_MM)
        self.y_spin = _spin(-MAX_LENGTH_MM, MAX_LENGTH_MM)
        token_form = QFormLayout(self.token_box)
        self.labels: dict[str, QLabel] = {}
        for form, rows in (
            (
                table_form,
                (
                    ("width", self.width_spin),
                    ("height", self.height_spin),
                    ("unit", self.unit_combo),
                    ("mm_per_pas", self.mm_per_pas_spin),
                ),
            ),
            (
                piece_form,
                (
                    ("name_fr", self.name_fr),
                    ("name_en", self.name_en),
                    ("cover", self.cover_combo),
                    ("piece_height", self.piece_height_spin),
                    ("movement", self.movement_combo),
                    ("los", self.blocks_los_check),
                    ("flat_top", self.flat_top_check),
                    ("door", self.door_combo),
                    ("keys", self.keys_row),
                    ("hiding", self.hiding_check),
                ),
            ),
            (token_form, (("facing", self.facing_spin), ("x", self.x_spin), ("y", self.y_spin))),
        ):
            for name, widget in rows:
                self.labels[name] = QLabel()
                form.addRow(self.labels[name], widget)
        piece_form.addRow(self.equipment_form)
        for unit in DistanceUnit:
            self.unit_combo.addItem("", unit)
        for cover in CoverClass:
            self.cover_combo.addItem("", cover)
        for movement in MovementEffect:
            self.movement_combo.addItem("", movement)
        for door in (None, *DoorState):
            self.door_combo.addItem("", door)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.legend = TableLegend(self)
        self.objects_box = TableObjectsBox(document, self)
        for widget in (self.table_box, self.piece_box, self.token_box, self.objects_box,
                       self.hint, self.legend):
            layout.addWidget(widget)
        layout.addStretch(1)
        self._connect()
        self.retranslate()
        scene.selection_changed.connect(self._on_selection_changed)
        self.destroyed.connect(document.subscribe(self._on_scenario_changed))
        self.refresh()

    def _connect(self) -> None:
        length = self._length_setter
        self.width_spin.valueChanged.connect(
            length(("board", "width_mm"), "table_editor.set_table_width")
        )
        self.height_spin.valueChanged.connect(
            length(("board", "height_mm"), "table_editor.set_table_height")
        )
        self.unit_combo.activated.connect(
            lambda _i: self._execute(
                ("board", "unit"),
                DistanceUnit(self.unit_combo.currentData()),
                "table_editor.set_table_unit",
            )
        )
        self.mm_per_pas_spin.valueChanged.connect(
            lambda value: self._execute(
                ("board", "mm_per_pas"), value, "table_editor.set_mm_per_pas", merge=True
            )
        )
        self.name_fr.editingFinished.connect(self._on_name_edited)
        self.name_en.editingFinished.connect(self._on_name_edited)
        self.cover_combo.activated.connect(
            lambda _i: self._set_piece(
                "cover", CoverClass(self.cover_combo.currentData()), "table_editor.set_piece_cover"
            )
        )
        self.movement_combo.activated.connect(
            lambda _i: self._set_piece(
                "movement",
                MovementEffect(self.movement_combo.currentData()),
                "table_editor.set_piece_movement",
            )
        )
        self.blocks_los_check.clicked.connect(
            lambda checked: self._set_piece(
                "blocks_los", checked, "table_editor.set_piece_blocks_los"
            )
        )
        self.flat_top_check.clicked.connect(
            lambda checked: self._set_piece("flat_top", checked, "table_editor.set_piece_flat_top")
        )
        self.door_combo.activated.connect(
            lambda _i: self._set_piece("door", self._door(), "table_editor.set_piece_door")
        )
        for box in self.key_checks.values():
            box.clicked.connect(
                lambda _checked: self._set_piece(
                    "keys",
                    tuple(side for side, b in self.key_checks.items() if b.isChecked()),
                    "table_editor.set_door_keys",
                )
            )
        self.hiding_check.clicked.connect(
            lambda checked: self._set_piece(
                "hiding_place", checked, "table_editor.set_piece_hiding_place"
            )
        )
        self.piece_height_spin.valueChanged.connect(
            lambda value: self._set_piece(
                "height_mm",
                from_table_unit(value, self._table()),
                "table_editor.set_piece_height",
                merge=True,
            )
        )
        self.equipment_form.edited.connect(
            lambda equipment, label, merge: self._set_piece("equipment", equipment, label, merge)
        )
        self.facing_spin.valueChanged.connect(self._on_facing_edited)
        self.x_spin.valueChanged.connect(self._on_position_edited)
        self.y_spin.valueChanged.connect(self._on_position_edited)

    # -- state --------------------------------------------------------------------------------

    def _table(self):
        return table_of(self.document.scenario)

    def selected(self) -> tuple[str, ...] | None:
        """The one selected piece, figure or objective key (None for none or several)."""
        keys = self.scene.selected_keys()
        return (
            keys[0] if len(keys) == 1 and keys[0][0] in ("piece", "figure", "objective") else None
        )

    def _model_item(self, key):
        scenario = self.document.scenario
        items = (
            self._table().terrain
            if key[0] == "piece"
            else (scenario.figures if key[0] == "figure" else scenario.objectives)
        )
        return next((item for item in items if item.id == key[1]), None)

    # -- edits --------------------------------------------------------------------------------

    def _execute(self, path: tuple, value, label: str, merge: bool = False) -> None:
        if isinstance(value, float) and not math.isfinite(value):
            self.hint.setText(self.tr("Type a finite number."))
            return
        key = "/".join(str(step) for step in path) if merge else None
        self.document.execute(SetValue(path, value, label, merge_key=key))

    def _length_setter(self, path: tuple, label: str):
        return lambda value: self._execute(
            path, from_table_unit(value, self._table()), label, merge=True
        )

    def _set_piece(self, field: str, value, label: str, merge: bool = False) -> None:
        key = self.selected()
        if key is not None and key[0] == "piece":
            self._execute(item_path(key, field), value, label, merge)

    def _door(self) -> DoorState | None:
        data = self.door_combo.currentData()
        return DoorState(data) if data else None

    def _on_name_edited(self) -> None:
        key = self.selected()
        if key is not None and key[0] == "piece":
            name = Text(fr=self.name_fr.text().strip(), en=self.name_en.text().strip())
            self._execute(item_path(key, "name"), name, "table_editor.rename_piece")

    def _on_facing_edited(self, value: float) -> None:
        key = self.selected()
        if key is not None and key[0] == "figure":
            self._execute(
                item_path(key, "facing_deg"), value % 360.0, "table_editor.turn_figure", merge=True
            )

    def _on_position_edited(self, _value: float) -> None:
        key = self.selected()
        if key is None or key[0] == "piece":
            return
        table = self._table()
        position = (
            from_table_unit(self.x_spin.value(), table),
            from_table_unit(self.y_spin.value(), table),
        )
        label = "table_editor.move_figure" if key[0] == "figure" else "table_editor.move_objective"
        self._execute(item_path(key, "position"), position, label, merge=True)

    # -- refresh ------------------------------------------------------------------------------

    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        self.refresh()

    def _on_selection_changed(self, _keys: list) -> None:
        self.refresh()

    def refresh(self) -> None:
        table = self._table()
        unit = table_styles.unit_name(table.unit)
        for spin in (
            self.width_spin,
            self.height_spin,
            self.piece_height_spin,
            self.x_spin,
            self.y_spin,
        ):
            spin.setSuffix(f" {unit}")
        _set(self.width_spin, in_table_unit(table.width_mm, table))
        _set(self.height_spin, in_table_unit(table.height_mm, table))
        _set(self.unit_combo, table.unit)
        _set(self.mm_per_pas_spin, table.mm_per_pas)
        self.mm_per_pas_spin.setEnabled(table.unit is DistanceUnit.PAS)
        key = self.selected()
        item = self._model_item(key) if key is not None else None
        self.piece_box.setVisible(item is not None and key[0] == "piece")
        self.token_box.setVisible(item is not None and key[0] != "piece")
        if item is None:
            self.hint.setText(
                self.tr(
                    "Select a terrain piece, a figure or an objective on the table to edit it here."
                )
            )
            return
        self.hint.setText("")
        if key[0] == "piece":
            _set(self.name_fr, item.name.fr)
            _set(self.name_en, item.name.en)
            _set(self.cover_combo, item.cover)
            _set(self.piece_height_spin, in_table_unit(item.height_mm, table))
            _set(self.movement_combo, item.movement)
            _set(self.blocks_los_check, item.blocks_los)
            _set(self.flat_top_check, item.flat_top)
            _set(self.door_combo, item.door)
            for side, box in self.key_checks.items():
                _set(box, side in item.keys)
                box.setEnabled(item.door is not None)
            _set(self.hiding_check, item.hiding_place)
            self.equipment_form.show_piece(item)
            return
        self.token_box.setTitle(self._token_title(key, item))
        self.facing_spin.setVisible(key[0] == "figure")
        self.labels["facing"].setVisible(key[0] == "figure")
        if key[0] == "figure":
            _set(self.facing_spin, float(item.facing_deg) % 360.0)
        x, y = item.position or (0.0, 0.0)
        _set(self.x_spin, in_table_unit(x, table))
        _set(self.y_spin, in_table_unit(y, table))

    def _token_title(self, key, item) -> str:
        language = current_language()
        if key[0] == "objective":
            return self.tr("Objective: %1").replace("%1", item.name.get(language) or item.id)
        unit = self.document.scenario.unit(item.unit)
        name = unit.name.get(language) if unit is not None and unit.name else item.unit
        return self.tr("Figure: %1").replace("%1", f"{name} ({item.id})")

    def retranslate(self) -> None:
        self.table_box.setTitle(self.tr("Table"))
        self.piece_box.setTitle(self.tr("Terrain piece"))
        texts = {
            "width": self.tr("Width"),
            "height": self.tr("Depth"),
            "unit": self.tr("Unit"),
            "mm_per_pas": self.tr("One pas"),
            "name_fr": self.tr("Name (French)"),
            "name_en": self.tr("Name (English)"),
            "cover": self.tr("Cover"),
            "piece_height": self.tr("Height"),
            "movement": self.tr("Movement"),
            "los": self.tr("Line of sight"),
            "flat_top": self.tr("Top"),
            "door": self.tr("Door"),
            "keys": self.tr("Code or key"),
            "hiding": self.tr("Hiding"),
            "facing": self.tr("Facing"),
            "x": self.tr("From the left edge"),
            "y": self.tr("From the top edge"),
        }
        for name, text in texts.items():
            self.labels[name].setText(text)
        self.blocks_los_check.setText(self.tr("Blocks line of sight"))
        self.blocks_los_check.setToolTip(
            self.tr("Hides what is behind it at any height; other pieces hide what is lower.")
        )
        self.flat_top_check.setText(self.tr("Flat ground: figures stand on top"))
        self.hiding_check.setText(self.tr("A place to hide in"))
        sides = {Side.HERO: self.tr("heroes"), Side.VILLAIN: self.tr("villains"),
                 Side.NEUTRAL: self.tr("third side")}
        for side, box in self.key_checks.items():
            box.setText(sides[side])
            box.setToolTip(self.tr("The sides whose figures may open this door freely"))
        door_names = {
            None: self.tr("Not a door"),
            DoorState.OPEN: self.tr("Open door"),
            DoorState.CLOSED: self.tr("Closed door"),
        }
        for index in range(self.door_combo.count()):
            self.door_combo.setItemText(index, door_names[self.door_combo.itemData(index)])
        self.mm_per_pas_spin.setSuffix(" mm")
        self.facing_spin.setSuffix("°")
        self.mm_per_pas_spin.setToolTip(
            self.tr(
                "The Eisdrachen rules do not fix the length of a pas: choose it for your table."
            )
        )
        for index in range(self.unit_combo.count()):
            self.unit_combo.setItemText(
                index, table_styles.unit_name(self.unit_combo.itemData(index))
            )
        for index in range(self.cover_combo.count()):
            self.cover_combo.setItemText(
                index, table_styles.cover_name(self.cover_combo.itemData(index))
            )
        for index in range(self.movement_combo.count()):
            self.movement_combo.setItemText(
                index, table_styles.movement_name(self.movement_combo.itemData(index))
            )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
