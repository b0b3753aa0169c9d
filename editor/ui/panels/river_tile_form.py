"""TileForm: the river panel's form for the selected tile (tuile).

Names in French and English, kind, leader symbol, reinforcement cost, and then what the tile
activates: for a character tile, units with their counts (the same unit may sit on two tiles);
for an event tile, the mission event whose numbered options a solo card chooses (SOLO-EV-1).
Every edit is one command executed through the panel; the form refreshes from the document.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.documents.addresses import ById
from editor.documents.commands import InsertItem, RemoveItem, SetValue
from editor.documents.document import ScenarioDocument
from editor.messages import translate
from editor.model.river import Tile, TileKind, TileUnit
from editor.ui.i18n import current_language
from editor.ui.panels.document_panel import (
    PanelForm,
    committed_line,
    edited_text,
    labelled_form,
    set_labels,
)
from editor.ui.panels.form_sync import (
    blocked,
    fill_combo,
    hrow,
    show_checked,
    show_choice,
    show_text,
    show_value,
)
from editor.ui.panels.river_models import MAX_UNIT_COUNT, TileUnitRow

MAX_REINFORCEMENT_COST = 100
MAX_NAME_LENGTH = 200


class TileForm(PanelForm, QGroupBox):
    """Edits the tile ``tile_id`` through the river panel (``PanelForm``)."""

    def __init__(self, document: ScenarioDocument, execute, show_message, parent=None):
        super().__init__(document, execute, show_message, parent)
        self.tile_id: str | None = None
        self._unit_rows: list[TileUnitRow] = []
        self.name_fr = committed_line(self, self._on_name_edited, MAX_NAME_LENGTH)
        self.name_en = committed_line(self, self._on_name_edited, MAX_NAME_LENGTH)
        self.kind = QComboBox(self)
        self.kind.activated.connect(self._on_kind_activated)
        self.leader = QCheckBox(self)
        self.leader.clicked.connect(self._on_leader_clicked)
        self.reinforcement = QSpinBox(self)
        self.reinforcement.setRange(0, MAX_REINFORCEMENT_COST)
        self.reinforcement.setKeyboardTracking(False)
        self.reinforcement.valueChanged.connect(self._on_reinforcement_changed)
        fields = (self.name_fr, self.name_en, self.kind, self.leader, self.reinforcement)
        self.form = labelled_form(self, *fields, install=False)

        self.units_widget = QWidget(self)
        self.units_title = QLabel(self.units_widget)
        self.units_rows = QVBoxLayout()
        self.add_unit_button = QPushButton(self.units_widget)
        self.add_unit_button.clicked.connect(self._on_add_unit_clicked)
        units_layout = QVBoxLayout(self.units_widget)
        units_layout.setContentsMargins(0, 0, 0, 0)
        units_layout.addWidget(self.units_title)
        units_layout.addLayout(self.units_rows)
        units_layout.addLayout(hrow(self.add_unit_button, None))

        self.event_widget = QWidget(self)
        self.event_title = QLabel(self.event_widget)
        self.event = QComboBox(self.event_widget)
        self.event.activated.connect(self._on_event_activated)
        self.options = QLabel(self.event_widget)
        self.options.setWordWrap(True)
        self.options.setTextFormat(Qt.TextFormat.PlainText)
        event_layout = QVBoxLayout(self.event_widget)
        event_layout.setContentsMargins(0, 0, 0, 0)
        event_layout.addLayout(hrow(self.event_title, self.event))
        event_layout.addWidget(self.options)

        for combo in (self.kind, self.event):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(8)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.units_widget)
        layout.addWidget(self.event_widget)

    def retranslate(self) -> None:
        set_labels(
            self.form,
            self.tr("Name (French)"),
            self.tr("Name (English)"),
            self.tr("Kind"),
            self.tr("Leader"),
            self.tr("Reinforcement cost"),
        )
        self.leader.setText(self.tr("Leader symbol"))
        self.leader.setToolTip(
            self.tr("A solo card with the leader symbol activates every leader tile.")
        )
        self.reinforcement.setSpecialValueText(self.tr("0 (never returns)"))
        self.reinforcement.setToolTip(
            self.tr("Reinforcement points to bring back one of its figures; 0 = never returns.")
        )
        self.units_title.setText(self.tr("Units activated by this tile"))
        self.add_unit_button.setText(self.tr("Add unit"))
        self.event_title.setText(self.tr("Mission event"))
        lang = current_language()
        with blocked(self.kind):
            self.kind.clear()
            for kind in TileKind:
                self.kind.addItem(translate(f"cards.tile.{kind.value}", lang), kind.value)
        for row in self._unit_rows:
            row.retranslate()
        self.refresh()

    # -- projection ----------------------------------------------------------------------------
    def tile(self) -> Tile | None:
        river = self.document.scenario.river
        return river.tile(self.tile_id) if river and self.tile_id else None

    def show_tile(self, tile_id: str | None) -> None:
        self.tile_id = tile_id
        self.refresh()

    def refresh(self) -> None:
        tile, lang = self.tile(), current_language()
        self.setEnabled(tile is not None)
        if tile is None:
            self.setTitle(self.tr("No tile selected"))
            self.units_widget.hide()
            self.event_widget.hide()
            return
        self.setTitle(self.tr("Tile “%1”").replace("%1", tile.name.get(lang) or tile.id))
        show_text(self.name_fr, tile.name.fr)
        show_text(self.name_en, tile.name.en)
        show_choice(self.kind, tile.kind.value)
        show_checked(self.leader, tile.leader)
        show_value(self.reinforcement, tile.reinforcement_cost)
        is_event = tile.kind is TileKind.EVENT
        self.units_widget.setVisible(not is_event)
        self.event_widget.setVisible(is_event)
        if is_event:
            self._fill_event(tile, lang)
        else:
            self._fill_units(tile, lang)

    def _fill_units(self, tile: Tile, lang: str) -> None:
        units = [(u.id, u.name.get(lang) or u.id) for u in self.document.scenario.units]
        if len(self._unit_rows) != len(tile.units):
            for row in self._unit_rows:
                row.deleteLater()
            self._unit_rows = []
            for index in range(len(tile.units)):
                row = TileUnitRow(index, self.units_widget)
                row.edited.connect(self._on_tile_unit_edited)
                row.removed.connect(self._on_remove_unit_clicked)
                self.units_rows.addWidget(row)
                self._unit_rows.append(row)
        for row, entry in zip(self._unit_rows, tile.units):
            row.show_entry(units, entry.unit, entry.count)

    def _fill_event(self, tile: Tile, lang: str) -> None:
        events = self.document.scenario.mission.events
        fill_combo(
            self.event,
            [("", self.tr("(none)"))] + [(e.id, e.name.get(lang) or e.id) for e in events],
        )
        show_choice(self.event, tile.event or "")
        event = next((e for e in events if e.id == tile.event), None)
        if event is None:
            self.options.setText(
                self.tr(
                    "Choose the mission event this tile triggers; its numbered options are "
                    "written in the Mission panel."
                )
            )
        elif not event.options:
            self.options.setText(self.tr("This event has no options yet."))
        else:
            self.options.setText(
                "\n".join(f"{o.number}. {o.text.get(lang)}" for o in event.options)
            )

    # -- commands ------------------------------------------------------------------------------
    def _path(self, *rest) -> tuple:
        return ("river", "tiles", ById(self.tile_id), *rest)

    def _on_name_edited(self) -> None:
        tile = self.tile()
        if tile is None:
            return
        name = edited_text(self.name_fr, self.name_en)
        if name != tile.name:
            self._execute(SetValue(self._path("name"), name, label="river.rename_tile"))

    def _on_kind_activated(self, _index: int) -> None:
        if self.tile() is not None:
            kind = TileKind(self.kind.currentData())
            self._execute(SetValue(self._path("kind"), kind, label="river.set_tile_kind"))

    def _on_leader_clicked(self, checked: bool) -> None:
        if self.tile() is not None:
            self._execute(SetValue(self._path("leader"), checked, label="river.set_leader"))

    def _on_reinforcement_changed(self, value: int) -> None:
        if self.tile() is not None:
            self._execute(
                SetValue(
                    self._path("reinforcement_cost"), value, label="river.set_reinforcement_cost"
                )
            )

    def _on_add_unit_clicked(self) -> None:
        tile, units = self.tile(), self.document.scenario.units
        if tile is None:
            return
        if not units:
            self._show_message(
                self.tr("This scenario has no units yet: add them in the Units panel first.")
            )
            return
        used = {entry.unit for entry in tile.units}
        unit = next((u.id for u in units if u.id not in used), units[0].id)
        self._execute(
            InsertItem(self._path("units"), TileUnit(unit, 1), label="river.add_tile_unit")
        )

    def _on_remove_unit_clicked(self, index: int) -> None:
        tile = self.tile()
        if tile is not None and 0 <= index < len(tile.units):
            self._execute(RemoveItem(self._path("units"), index, label="river.remove_tile_unit"))

    def _on_tile_unit_edited(self, index: int, unit: str, count: int) -> None:
        tile = self.tile()
        if tile is None or not 0 <= index < len(tile.units):
            return
        if not 1 <= count <= MAX_UNIT_COUNT:
            self._show_message(self.tr("A tile activates 1 to 100 figures of a unit."))
            return
        entry = dataclasses.replace(tile.units[index], unit=unit, count=count)
        self._execute(SetValue(self._path("units", index), entry, label="river.set_tile_unit"))

    def _on_event_activated(self, _index: int) -> None:
        if self.tile() is not None:
            event = self.event.currentData() or None
            self._execute(SetValue(self._path("event"), event, label="river.set_tile_event"))
