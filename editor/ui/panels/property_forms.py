"""The small forms of the properties panel, one per kind of selected item.

Each form shows one thing of the scenario (the scenario itself, a zone, a border, a wall; the
objective and figure form is ``token_form``) and edits it through a ``Binder``, so every field
edit is one ``SetValue`` named by a ``properties.*`` message key. A form's ``show_keys`` takes
the board scene's selection keys and returns False when what they name is gone. Positions
are offered as zones on a zone board and as millimetres on a free table.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from editor.board.reading_order import reinforcement_numbers
from editor.board.shapes import markers_of, polygons_of
from editor.documents.addresses import ById
from editor.documents.document import ScenarioDocument
from editor.messages import SkirmishError
from editor.model.board import Danger, DangerTrigger, ZoneBoard
from editor.model.validation import MAX_COORDINATE_MM
from editor.ui.board.borders import BorderEditor
from editor.ui.board.scene import border_key
from editor.ui.i18n import current_language
from editor.ui.panels.bound_fields import (
    Binder,
    CheckField,
    ChoiceField,
    FloatField,
    IntField,
    LineField,
    NoteField,
    PoolField,
)
from editor.ui.panels.document_panel import Retranslating

Key = tuple[str, ...]


def form_layout(widget: QWidget) -> QFormLayout:
    form = QFormLayout(widget)
    form.setContentsMargins(0, 0, 0, 0)
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    return form


def add_rows(form: QFormLayout, owner: QWidget, widgets) -> list[QLabel]:
    labels = []
    for widget in widgets:
        label = QLabel(owner)
        label.setWordWrap(True)
        form.addRow(label, widget)
        labels.append(label)
    return labels


def name_of(thing, fallback: str) -> str:
    return thing.name.get(current_language()) or fallback if thing is not None else fallback


def coordinate(index: int):
    """read/write of one coordinate of an optional point (None reads as 0)."""

    def read(point):
        return point[index] if point else 0.0

    def write(value, old):
        point = list(old or (0.0, 0.0))
        point[index] = value
        return tuple(point)

    return {"read": read, "write": write}



def system_title(name: str) -> str:
    """The title of rule system ``name`` (its plug-in's), the name itself if it has none."""
    from editor.rules import plugin

    try:
        return plugin(name).title().get(current_language())
    except SkirmishError:
        return name

class ScenarioForm(Retranslating, QWidget):
    """Nothing selected: the scenario's title and description (its name is the library key)."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.binder = Binder(document, "properties.edit_scenario", self)
        self.name = QLabel(self)
        self.name.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rule_system = QLabel(self)
        add = self.binder.add
        self.title_fr = add(LineField(("title", "fr"), self))
        self.title_en = add(LineField(("title", "en"), self))
        self.description_fr = add(NoteField(("description", "fr"), self))
        self.description_en = add(NoteField(("description", "en"), self))
        self._labels = add_rows(
            form_layout(self),
            self,
            (
                self.name,
                self.rule_system,
                self.title_fr.widget,
                self.title_en.widget,
                self.description_fr.widget,
                self.description_en.widget,
            ),
        )
        self.retranslate()

    def show_keys(self, _keys: list[Key]) -> bool:
        self.binder.base = ()
        return self.refresh()

    def refresh(self) -> bool:
        self.name.setText(self.document.scenario.name)
        self.rule_system.setText(system_title(self.document.scenario.rule_system))
        return self.binder.load()

    def title(self) -> str:
        return self.tr("Scenario")

    def retranslate(self) -> None:
        texts = (
            self.tr("Name (library key)"),
            self.tr("Rule system"),
            self.tr("Title (French)"),
            self.tr("Title (English)"),
            self.tr("Description (French)"),
            self.tr("Description (English)"),
        )
        for label, text in zip(self._labels, texts):
            label.setText(text)
        self.name.setToolTip(
            self.tr("The name is the scenario's key in the library: use Save as to change it.")
        )
        self.refresh()


class ZoneForm(Retranslating, QWidget):
    """One zone: names, terrain, elevation, capacity, LOS marker, reading order, reinforcement."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.zone_id = ""
        self.binder = Binder(document, "properties.edit_zone", self)
        add = self.binder.add
        self.name_fr = add(LineField(("name", "fr"), self))
        self.name_en = add(LineField(("name", "en"), self))
        self.difficult = add(CheckField(("difficult",), self))
        self.water = add(CheckField(("water",), self))
        self.dangerous = add(
            CheckField(
                ("danger",),
                self,
                read=lambda danger: danger is not None,
                write=lambda on, old: (old or Danger()) if on else None,
            )
        )
        self.danger_trigger = add(ChoiceField(("danger", "trigger"), self, self._triggers))
        self.danger_dice = add(PoolField(("danger", "dice"), self, document))
        self.promontory = add(CheckField(("promontory",), self))
        self.elevation = add(IntField(("elevation",), self, -100, 100))
        self.capacity = add(IntField(("capacity",), self, 1, 1000, nullable=True))
        self.custom_marker = add(
            CheckField(
                ("los_marker",), self, read=lambda point: point is not None, write=self._marker
            )
        )
        self.marker_x = add(
            FloatField(("los_marker", 0), self, -MAX_COORDINATE_MM, MAX_COORDINATE_MM, suffix=" mm")
        )
        self.marker_y = add(
            FloatField(("los_marker", 1), self, -MAX_COORDINATE_MM, MAX_COORDINATE_MM, suffix=" mm")
        )
        self.reading_index = add(IntField(("reading_index",), self, 1, 1_000_000, nullable=True))
        self.reinforcement = add(CheckField(("reinforcement",), self))
        self.reinforcement_number = QLabel(self)
        self.layout_ = form_layout(self)
        self._labels = add_rows(
            self.layout_,
            self,
            (
                self.name_fr.widget,
                self.name_en.widget,
                self.difficult.widget,
                self.water.widget,
                self.dangerous.widget,
                self.danger_trigger.widget,
                self.danger_dice.widget,
                self.promontory.widget,
                self.elevation.widget,
                self.capacity.widget,
                self.custom_marker.widget,
                self.marker_x.widget,
                self.marker_y.widget,
                self.reading_index.widget,
                self.reinforcement.widget,
                self.reinforcement_number,
            ),
        )
        self.retranslate()

    def show_keys(self, keys: list[Key]) -> bool:
        self.zone_id = keys[0][1]
        self.binder.base = ("board", "zones", ById(self.zone_id))
        return self.refresh()

    def refresh(self) -> bool:
        if not self.binder.load():
            return False
        dangerous = self.dangerous.widget.isChecked()
        self.layout_.setRowVisible(self.danger_trigger.widget, dangerous)
        self.layout_.setRowVisible(self.danger_dice.widget, dangerous)
        self.reinforcement_number.setText(self._number_text())
        return True

    def title(self) -> str:
        zone = self._zone()
        return self.tr("Zone: %1").replace("%1", name_of(zone, self.zone_id))

    def _zone(self):
        board = self.document.scenario.board
        return board.zone(self.zone_id) if isinstance(board, ZoneBoard) else None

    def _triggers(self):
        return [
            (DangerTrigger.ENTER, self.tr("When entering")),
            (DangerTrigger.END, self.tr("When ending a move there")),
            (DangerTrigger.CROSS, self.tr("When crossing")),
        ]

    def _marker(self, on: bool, _old):
        """Checking "custom marker" pins the marker where the automatic one stands."""
        zone = self._zone()
        if not on or zone is None:
            return None
        try:
            x, y = markers_of([zone], polygons_of([zone]))[0]
        except SkirmishError:
            x = y = math.nan
        return (0.0, 0.0) if math.isnan(x) else (float(x), float(y))

    def _number_text(self) -> str:
        zone = self._zone()
        if zone is None or not zone.reinforcement:
            return self.tr("Not a reinforcement zone")
        try:
            number = reinforcement_numbers(
                self.document.scenario.board, self.document.scenario.options.reading_order
            )
        except SkirmishError:
            number = {}
        if zone.id not in number:
            return self.tr("Not numbered: a zone outline is invalid")
        return self.tr("Number %1 in reading order").replace("%1", str(number[zone.id]))

    def retranslate(self) -> None:
        texts = (
            self.tr("Name (French)"),
            self.tr("Name (English)"),
            self.tr("Difficult terrain"),
            self.tr("Water"),
            self.tr("Dangerous terrain"),
            self.tr("Danger strikes"),
            self.tr("Danger dice"),
            self.tr("Promontory"),
            self.tr("Elevation level"),
            self.tr("Capacity (size points)"),
            self.tr("Custom LOS marker"),
            self.tr("LOS marker x"),
            self.tr("LOS marker y"),
            self.tr("Reading order"),
            self.tr("Reinforcement zone"),
            self.tr("Reinforcement number"),
        )
        for label, text in zip(self._labels, texts):
            label.setText(text)
        self.capacity.widget.setSpecialValueText(self.tr("Unlimited"))
        self.reading_index.widget.setSpecialValueText(self.tr("Automatic"))
        self.custom_marker.widget.setToolTip(
            self.tr(
                "Off: the marker is computed inside the outline. On: it stays where you put it."
            )
        )
        self.reading_index.widget.setToolTip(
            self.tr("Position in reading order (1 = first); Automatic sorts by the LOS marker.")
        )
        if self.binder.base is not None:
            self.refresh()


class BorderForm(QWidget):
    """One border: the board editor's ``BorderEditor`` embedded (one logic for both)."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.editor = BorderEditor(document, self)
        self.editor.setWindowFlags(Qt.WindowType.Widget)
        self.editor.form.setContentsMargins(0, 0, 0, 0)
        self.editor.form.setRowVisible(self.editor.zones_label, False)  # the header says it
        self.editor.kind.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.editor.kind.setMinimumContentsLength(8)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.editor)
        layout.addStretch(1)

    def show_keys(self, keys: list[Key]) -> bool:
        if not self._exists(keys[0]):
            return False
        self.editor.edit(keys[0])
        return True

    def refresh(self) -> bool:
        return self.editor.key is not None and self._exists(self.editor.key)

    def _exists(self, key: Key) -> bool:
        return any(
            border_key(b) == key for b in getattr(self.document.scenario.board, "borders", ())
        )

    def title(self) -> str:
        return self.tr("Border: %1").replace("%1", self.editor.zones_label.text())


class WallForm(Retranslating, QWidget):
    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.wall_id = ""
        self.binder = Binder(document, "properties.edit_wall", self)
        self.blocks_los = self.binder.add(CheckField(("blocks_los",), self))
        self.blocks_movement = self.binder.add(CheckField(("blocks_movement",), self))
        self.points = QLabel(self)
        self._labels = add_rows(
            form_layout(self),
            self,
            (self.blocks_los.widget, self.blocks_movement.widget, self.points),
        )
        self.retranslate()

    def show_keys(self, keys: list[Key]) -> bool:
        self.wall_id = keys[0][1]
        self.binder.base = ("board", "walls", ById(self.wall_id))
        return self.refresh()

    def refresh(self) -> bool:
        if not self.binder.load():
            return False
        self.points.setText(str(len(self.binder.target().points)))
        return True

    def title(self) -> str:
        return self.tr("Wall: %1").replace("%1", self.wall_id)

    def retranslate(self) -> None:
        texts = (self.tr("Blocks line of sight"), self.tr("Blocks movement"), self.tr("Corners"))
        for label, text in zip(self._labels, texts):
            label.setText(text)
