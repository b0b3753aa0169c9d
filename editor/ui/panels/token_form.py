"""The objective and figure forms of the properties panel (one class: tokens on the board).

Both are placed in a zone on a zone board and at a point (millimetres) on a free table; a figure
also has a unit, a river tile, a facing and a deployment flag, an objective a name, a check
type, a difficulty and an active flag. Every edit is one ``properties.edit_objective`` or
``properties.edit_figure`` step.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from editor.documents.addresses import ById
from editor.documents.document import ScenarioDocument
from editor.model.board import ZoneBoard
from editor.model.units import CheckType, Side
from editor.model.validation import MAX_COORDINATE_MM
from editor.ui.panels.bound_fields import (
    Binder,
    CheckField,
    ChoiceField,
    FloatField,
    IntField,
    LineField,
)
from editor.ui.panels.document_panel import Retranslating
from editor.ui.panels.property_forms import Key, add_rows, coordinate, form_layout, name_of


class TokenForm(Retranslating, QWidget):
    """An objective or a figure: the two tokens share the placement rows (zone or point)."""

    def __init__(self, document: ScenarioDocument, collection: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.document, self.collection = document, collection
        self.token_id = ""
        self.binder = Binder(document, f"properties.edit_{collection[:-1]}", self)
        add = self.binder.add
        self.side = add(ChoiceField(("side",), self, self._sides))
        if collection == "objectives":
            self.name_fr = add(LineField(("name", "fr"), self))
            self.name_en = add(LineField(("name", "en"), self))
            self.check = add(ChoiceField(("check",), self, self._checks))
            self.difficulty = add(IntField(("difficulty",), self, 0, 100))
            self.active = add(CheckField(("active",), self))
        else:
            self.unit = add(ChoiceField(("unit",), self, self._units))
            self.tile = add(ChoiceField(("tile",), self, self._tiles))
            self.deployed = add(CheckField(("deployed",), self))
        self.number = add(IntField(("number",), self, 1, 999, nullable=True))
        self.zone = add(ChoiceField(("zone",), self, self._zones))
        self.x = add(
            FloatField(
                ("position",),
                self,
                -MAX_COORDINATE_MM,
                MAX_COORDINATE_MM,
                suffix=" mm",
                **coordinate(0),
            )
        )
        self.y = add(
            FloatField(
                ("position",),
                self,
                -MAX_COORDINATE_MM,
                MAX_COORDINATE_MM,
                suffix=" mm",
                **coordinate(1),
            )
        )
        rows = [self.side.widget]
        if collection == "objectives":
            rows += [
                self.name_fr.widget,
                self.name_en.widget,
                self.check.widget,
                self.difficulty.widget,
                self.active.widget,
            ]
        else:
            rows += [self.unit.widget, self.tile.widget, self.deployed.widget]
            self.facing = add(FloatField(("facing_deg",), self, 0.0, 359.9, suffix="°"))
            self.facing.widget.setWrapping(True)
        rows += [self.number.widget, self.zone.widget, self.x.widget, self.y.widget]
        if collection == "figures":
            rows.append(self.facing.widget)
        self.layout_ = form_layout(self)
        self._labels = add_rows(self.layout_, self, rows)
        self.retranslate()

    def show_keys(self, keys: list[Key]) -> bool:
        self.token_id = keys[0][1]
        self.binder.base = (self.collection, ById(self.token_id))
        return self.refresh()

    def refresh(self) -> bool:
        on_zones = isinstance(self.document.scenario.board, ZoneBoard)
        self.layout_.setRowVisible(self.zone.widget, on_zones)
        for field in (self.x, self.y) + ((self.facing,) if self.collection == "figures" else ()):
            self.layout_.setRowVisible(field.widget, not on_zones)
        return self.binder.load()

    def title(self) -> str:
        if self.collection == "objectives":
            found = next(
                (o for o in self.document.scenario.objectives if o.id == self.token_id), None
            )
            return self.tr("Objective: %1").replace("%1", name_of(found, self.token_id))
        scenario = self.document.scenario
        figure = next((f for f in scenario.figures if f.id == self.token_id), None)
        unit = scenario.unit(figure.unit) if figure is not None else None
        return (
            self.tr("Figure: %1 (%2)")
            .replace("%1", name_of(unit, "?"))
            .replace("%2", self.token_id)
        )

    def _sides(self):
        return [
            (Side.HERO, self.tr("Hero")),
            (Side.VILLAIN, self.tr("Villain")),
            (Side.NEUTRAL, self.tr("Neutral")),
        ]

    def _checks(self):
        return [
            (CheckType.MANIPULATION, self.tr("Manipulation")),
            (CheckType.THINKING, self.tr("Thinking")),
            (CheckType.ACTION, self.tr("Action")),
        ]

    def _zones(self):
        zones = getattr(self.document.scenario.board, "zones", ())
        return [(None, self.tr("(none)"))] + [(z.id, name_of(z, z.id)) for z in zones]

    def _units(self):
        return [(u.id, name_of(u, u.id)) for u in self.document.scenario.units]

    def _tiles(self):
        river = self.document.scenario.river
        tiles = river.tiles if river is not None else ()
        return [(None, self.tr("(none)"))] + [(t.id, name_of(t, t.id)) for t in tiles]

    def retranslate(self) -> None:
        if self.collection == "objectives":
            texts = (
                self.tr("Side"),
                self.tr("Name (French)"),
                self.tr("Name (English)"),
                self.tr("Check"),
                self.tr("Difficulty"),
                self.tr("Active"),
                self.tr("Number (ties)"),
                self.tr("Zone"),
                self.tr("x"),
                self.tr("y"),
            )
        else:
            texts = (
                self.tr("Side"),
                self.tr("Unit"),
                self.tr("River tile"),
                self.tr("Deployed at the start"),
                self.tr("Number (ties)"),
                self.tr("Zone"),
                self.tr("x"),
                self.tr("y"),
                self.tr("Facing"),
            )
        for label, text in zip(self._labels, texts):
            label.setText(text)
        self.number.widget.setSpecialValueText(self.tr("None"))
        if self.binder.base is not None:
            self.refresh()
