"""UnitsPanel: the scenario's units (character cards), each with its form and a live card.

The list adds, duplicates and removes units (a unit that figures or river tiles use is not
removed: the panel says which ones use it). The selected unit is edited in sections: name,
side and description; the portrait; the form of its profile kind (``unit_forms.FORMS``); its
skills. Every edit is one command on the document; the panel follows the document's change
records (undo and redo included) without taking the focus. The card preview is drawn by the
card renderer, as printed, a short pause after the last edit so typing stays smooth.
Selection and preview language are view state, never commands.
"""

from __future__ import annotations

from dataclasses import replace

import shiboken6
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from editor.documents.commands import InsertItem, RemoveItem
from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.messages import translate
from editor.model.scenario import Scenario
from editor.model.units import Side, Unit
from editor.rules.registry import plugin_for
from editor.ui.i18n import current_language
from editor.ui.panels.document_panel import Retranslating
from editor.ui.panels.unit_card_preview import UnitCardPreview
from editor.ui.panels.unit_editing import UnitSection
from editor.ui.panels.unit_forms import FORMS, ProfileForm, SkillsEditor
from editor.ui.panels.unit_portrait import PortraitEditor
from editor.ui.panels.unit_rows import both

WIDE = 900
"""From this width on, the form sits beside the list instead of below it."""
RELEVANT = {"units", "images", "dice", "rule_system", "options"}
"""Top-level fields whose change can alter what the panel shows (the options hold the
Eisdrachen tables printed on the card)."""


class UnitGeneralSection(UnitSection):
    """Name and description in both languages, side, and the unit's id."""

    LABEL = "unit.edit_name"

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(document, (), parent)
        self.id_label = QLabel(self)
        self.id_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.name_fr = self.text(("name",), "fr", self.LABEL)
        self.name_en = self.text(("name",), "en", self.LABEL)
        self.side = self.choice(
            ("side",),
            list(Side),
            lambda side: translate(f"cards.side.{side.value}", current_language()),
            "unit.edit_side",
        )
        self.description_fr = self.text(("description",), "fr", "unit.edit_description", lines=2)
        self.description_en = self.text(("description",), "en", "unit.edit_description", lines=2)
        self.kind_warning = QLabel(self)
        self.kind_warning.setWordWrap(True)
        self.kind_warning.setStyleSheet("color: #b05a00;")
        self.translated(
            self.kind_warning.setText,
            QT_TRANSLATE_NOOP(
                "UnitsPanel",
                "This unit's profile belongs to another rule system than the scenario's; "
                "the checker reports it.",
            ),
        )
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        for source, field in (
            (QT_TRANSLATE_NOOP("UnitsPanel", "Id"), self.id_label),
            (QT_TRANSLATE_NOOP("UnitsPanel", "Name (French)"), self.name_fr),
            (QT_TRANSLATE_NOOP("UnitsPanel", "Name (English)"), self.name_en),
            (QT_TRANSLATE_NOOP("UnitsPanel", "Side"), self.side),
            (QT_TRANSLATE_NOOP("UnitsPanel", "Description (French)"), self.description_fr),
            (QT_TRANSLATE_NOOP("UnitsPanel", "Description (English)"), self.description_en),
        ):
            form.addRow(self.label(source), field)
        form.addRow(self.kind_warning)

    def show_unit(self, unit: Unit, scenario: Scenario) -> None:
        self.unit_id = unit.id
        self.id_label.setText(unit.id)
        self.load(unit)
        self.kind_warning.setVisible(unit.rule_system != scenario.rule_system)


class UnitsPanel(Retranslating, QWidget):
    """The units of ``document``: list, forms of the selected unit, live card preview."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("unitsPanel")
        self.document = document
        self._unit_id: str | None = None
        self._build()
        self.destroyed.connect(document.subscribe(self._on_scenario_changed))
        self.retranslate()
        self._refresh()
        self.render_preview()

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        self.unit_list = QListWidget(self)
        self.unit_list.setObjectName("unitList")
        self.unit_list.currentRowChanged.connect(self._on_current_row_changed)
        self.add_button = QPushButton(self)
        self.add_button.setObjectName("addUnit")
        self.duplicate_button = QPushButton(self)
        self.duplicate_button.setObjectName("duplicateUnit")
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("removeUnit")
        self.add_button.clicked.connect(self.add_unit)
        self.duplicate_button.clicked.connect(self.duplicate_unit)
        self.remove_button.clicked.connect(self.remove_unit)
        self.message = QLabel(self)
        self.message.setObjectName("unitsMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a02020;")
        self.message.hide()
        buttons = QHBoxLayout()
        for button in (self.add_button, self.duplicate_button, self.remove_button):
            buttons.addWidget(button)
        list_column = QVBoxLayout()
        list_column.addWidget(self.unit_list, 1)
        list_column.addLayout(buttons)
        list_column.addWidget(self.message)

        self.preview = UnitCardPreview(lambda: (self.current_unit(), self.document.scenario), self)
        overview = QWidget(self)
        top = QHBoxLayout(overview)
        top.setContentsMargins(0, 0, 0, 0)
        top.addLayout(list_column, 1)
        top.addWidget(self.preview)

        self.empty_label = QLabel(self)
        self.empty_label.setWordWrap(True)
        self.general = UnitGeneralSection(self.document)
        self.portrait = PortraitEditor(self.document)
        self.skills = SkillsEditor(self.document)
        self.forms: dict[str, ProfileForm] = {}
        self.form_box = QWidget(self)
        self.form_box.setObjectName("profileBox")
        self._form_layout = QVBoxLayout(self.form_box)
        self._form_layout.setContentsMargins(0, 0, 0, 0)
        self._boxes: dict[str, QGroupBox] = {}
        container = QWidget(self)
        column = QVBoxLayout(container)
        column.addWidget(self.empty_label)
        for name, section in (("general", self.general), ("portrait", self.portrait)):
            box = QGroupBox(container)
            QVBoxLayout(box).addWidget(section)
            self._boxes[name] = box
            column.addWidget(box)
        column.addWidget(self.form_box)
        skills_box = QGroupBox(container)
        QVBoxLayout(skills_box).addWidget(self.skills)
        self._boxes["skills"] = skills_box
        column.addWidget(skills_box)
        column.addStretch(1)
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("unitForm")
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(container)

        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.addWidget(overview)
        self.splitter.addWidget(self.scroll)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.splitter)

    # -- the selected unit ----------------------------------------------------------------
    def current_unit(self) -> Unit | None:
        return self.document.scenario.unit(self._unit_id) if self._unit_id else None

    def current_form(self) -> ProfileForm | None:
        unit = self.current_unit()
        return self.forms.get(unit.profile.KIND) if unit else None

    def select_unit(self, unit_id: str) -> None:
        """Select a unit (view state: no command)."""
        ids = [u.id for u in self.document.scenario.units]
        if unit_id in ids:
            self.unit_list.setCurrentRow(ids.index(unit_id))

    def select_path(self, path: tuple) -> bool:
        """Select the unit a checker culprit path (``("units", ById(id), …)``) names."""
        if len(path) < 2 or path[0] != "units":
            return False
        units = self.document.scenario.units
        key = path[1]
        unit_id = getattr(key, "id", None)
        if unit_id is None and isinstance(key, int) and 0 <= key < len(units):
            unit_id = units[key].id
        if unit_id is None or self.document.scenario.unit(unit_id) is None:
            return False
        self.select_unit(unit_id)
        return True

    def _on_current_row_changed(self, row: int) -> None:
        units = self.document.scenario.units
        if 0 <= row < len(units) and units[row].id != self._unit_id:
            self._unit_id = units[row].id
            self._show_unit()
            self.render_preview()

    def _form(self, kind: str) -> ProfileForm | None:
        if kind not in self.forms and kind in FORMS:
            form = FORMS[kind](self.document, self.form_box)
            self._form_layout.addWidget(form)
            self.forms[kind] = form
        return self.forms.get(kind)

    def _show_unit(self) -> None:
        scenario = self.document.scenario
        unit = self.current_unit()
        for box in self._boxes.values():
            box.setVisible(unit is not None)
        self.form_box.setVisible(unit is not None)
        self.empty_label.setVisible(unit is None)
        self.duplicate_button.setEnabled(unit is not None)
        self.remove_button.setEnabled(unit is not None)
        if unit is None:
            return
        form = self._form(unit.profile.KIND)
        for kind, other in self.forms.items():
            other.setVisible(kind == unit.profile.KIND)
        self.general.show_unit(unit, scenario)
        self.portrait.show_unit(unit, scenario)
        if form is not None:
            form.show_unit(unit, scenario)
        self.skills.show_unit(unit, scenario)

    # -- following the document -----------------------------------------------------------
    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        if not shiboken6.isValid(self):
            return
        if change.paths and not any(path and path[0] in RELEVANT for path in change.paths):
            return
        self._refresh()
        self.preview.schedule()

    def _refresh(self) -> None:
        units = self.document.scenario.units
        ids = [u.id for u in units]
        if self._unit_id not in ids:
            row = min(max(self.unit_list.currentRow(), 0), len(ids) - 1)
            self._unit_id = ids[row] if ids else None
        self._fill_list(units)
        self._show_unit()

    def _fill_list(self, units: tuple[Unit, ...]) -> None:
        lang = current_language()
        texts = [
            f"{'★' if u.side is Side.HERO else '◆' if u.side is Side.VILLAIN else '○'} "
            f"{u.name.get(lang) or u.id}"
            for u in units
        ]
        self.unit_list.blockSignals(True)
        if self.unit_list.count() != len(units):
            self.unit_list.clear()
            for _ in units:
                self.unit_list.addItem(QListWidgetItem())
        for row, (unit, text) in enumerate(zip(units, texts)):
            item = self.unit_list.item(row)
            if item.text() != text:
                item.setText(text)
            side = translate(f"cards.side.{unit.side.value}", lang)
            item.setData(Qt.ItemDataRole.ToolTipRole, f"{unit.id} · {side}")
        ids = [u.id for u in units]
        if self._unit_id in ids and self.unit_list.currentRow() != ids.index(self._unit_id):
            self.unit_list.setCurrentRow(ids.index(self._unit_id))
        self.unit_list.blockSignals(False)

    # -- list commands --------------------------------------------------------------------
    def _new_id(self, stem: str) -> str:
        taken = {u.id for u in self.document.scenario.units}
        number = 1
        while f"{stem}-{number}" in taken:
            number += 1
        return f"{stem}-{number}"

    def add_unit(self) -> Unit:
        scenario = self.document.scenario
        profile = plugin_for(scenario).profile_type()
        unit = Unit(self._new_id("unit"), both("unit.new_name"), Side.HERO, profile)
        self._unit_id = unit.id
        self.document.execute(InsertItem(("units",), unit, label="unit.add"))
        self.show_message("")
        return unit

    def duplicate_unit(self) -> Unit | None:
        unit = self.current_unit()
        if unit is None:
            return None
        name = replace(
            unit.name,
            **{
                lang: translate("unit.copy_name", lang, name=getattr(unit.name, lang))
                for lang in ("fr", "en")
                if getattr(unit.name, lang)
            },
        )
        copy = replace(unit, id=self._new_id(unit.id), name=name)
        index = self.document.scenario.units.index(unit) + 1
        self._unit_id = copy.id
        self.document.execute(InsertItem(("units",), copy, index, label="unit.duplicate"))
        self.show_message("")
        return copy

    def users_of(self, unit_id: str) -> tuple[list[str], list[str]]:
        """The figures and river tiles that use a unit."""
        scenario = self.document.scenario
        figures = [f.id for f in scenario.figures if f.unit == unit_id]
        tiles = [
            t.id
            for t in (scenario.river.tiles if scenario.river else ())
            if any(entry.unit == unit_id for entry in t.units)
        ]
        return figures, tiles

    def remove_unit(self) -> bool:
        """Remove the selected unit, unless figures or river tiles use it (then say which)."""
        unit = self.current_unit()
        if unit is None:
            return False
        figures, tiles = self.users_of(unit.id)
        if figures or tiles:
            parts = []
            if figures:
                parts.append(self.tr("figures: %1").replace("%1", _short_list(figures)))
            if tiles:
                parts.append(self.tr("river tiles: %1").replace("%1", _short_list(tiles)))
            self.show_message(
                self.tr(
                    "“%1” is not removed: it is used by %2. Remove those or give them another "
                    "unit first."
                )
                .replace("%1", unit.name.get(current_language()) or unit.id)
                .replace("%2", "; ".join(parts))
            )
            return False
        index = self.document.scenario.units.index(unit)
        self.document.execute(RemoveItem(("units",), index, label="unit.remove"))
        self.show_message("")
        return True

    def show_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    # -- card preview ---------------------------------------------------------------------
    @property
    def preview_image(self) -> QImage:
        return self.preview.image

    def render_preview(self) -> QImage:
        """Draw the selected unit's card now (edits redraw it after a short pause)."""
        return self.preview.render()

    # -- language and size ----------------------------------------------------------------
    def retranslate(self) -> None:
        self.add_button.setText(self.tr("Add"))
        self.duplicate_button.setText(self.tr("Duplicate"))
        self.remove_button.setText(self.tr("Remove"))
        self.add_button.setToolTip(
            self.tr("Add a unit with the profile of the scenario's rule system")
        )
        self.remove_button.setToolTip(
            self.tr("Remove the selected unit (not while figures or river tiles use it)")
        )
        self.preview.retranslate()
        self.empty_label.setText(self.tr("No unit yet. Add one to write its card."))
        titles = {
            "general": self.tr("Unit"),
            "portrait": self.tr("Portrait"),
            "skills": self.tr("Skills and special rules"),
        }
        for name, box in self._boxes.items():
            box.setTitle(titles[name])
        for section in self.findChildren(UnitSection):
            section.retranslate()
        self._fill_list(self.document.scenario.units)

    def resizeEvent(self, event) -> None:  # noqa: N802
        wide = event.size().width() >= WIDE
        orientation = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
        if self.splitter.orientation() != orientation:
            self.splitter.setOrientation(orientation)
        super().resizeEvent(event)


def _short_list(ids: list[str], limit: int = 5) -> str:
    shown = ", ".join(ids[:limit])
    return shown + (f" (+{len(ids) - limit})" if len(ids) > limit else "")
