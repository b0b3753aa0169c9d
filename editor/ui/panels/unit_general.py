"""The general section of a unit in the units panel: its id, its names and descriptions in both
languages and its side (the other sections are the portrait, the profile form and the skills).

A name typed in one language is a ``RenameUnit``: while the other language still holds a new
unit's default name, it takes the name typed, for the whole typing session (PRODUCT §2b,
authored text in French and English). All visible texts use the "UnitsPanel" translation
context, as every section of the panel does.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from editor.documents.document import ScenarioDocument
from editor.editing.units import RenameUnit, name_follows
from editor.messages import translate
from editor.model.scenario import Scenario
from editor.model.text import Text
from editor.model.units import Side, Unit
from editor.ui.i18n import current_language
from editor.ui.panels.unit_editing import UnitSection


class UnitGeneralSection(UnitSection):
    """Name and description in both languages, side, and the unit's id."""

    LABEL = "unit.edit_name"

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(document, (), parent)
        self.id_label = QLabel(self)
        self.id_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.name_fr = self.text(("name",), "fr", self.LABEL, command=self._rename("fr"))
        self.name_en = self.text(("name",), "en", self.LABEL, command=self._rename("en"))
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

    def _rename(self, lang: str):
        """The command of a name typed in ``lang``: ``RenameUnit``, the other language
        following for the whole typing session if it held the new unit's default name when
        the session began."""
        follows: dict[tuple[str | None, str], bool] = {}

        def command(old: Text, typed: str, merge_key: str) -> RenameUnit:
            session = (self.unit_id, merge_key)
            if session not in follows:
                follows.clear()
                follows[session] = name_follows(old, lang)
            return RenameUnit(self.unit_id, old, lang, typed, follows[session], merge_key)

        return command

    def show_unit(self, unit: Unit, scenario: Scenario) -> None:
        self.unit_id = unit.id
        self.id_label.setText(unit.id)
        self.load(unit)
        self.kind_warning.setVisible(unit.rule_system != scenario.rule_system)
