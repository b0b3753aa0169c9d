"""The properties panel: the current board selection as an editable form.

It follows the board scene's selection (view state: never a command) and picks a form through
``FORMS`` (selection kind → form): nothing selected shows the scenario, one zone, border, wall,
objective or figure shows its own form, several zones show the zones form, which sets terrain
and elevation on all of them as one undo step. Every edit goes through ``document.execute``;
the panel follows undo and redo by refreshing the form, which leaves alone the field that
already shows the value (no focus loss, no cursor jump). Must not import the board tools.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.documents.addresses import ById
from editor.documents.commands import SetValue
from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.editing.terrain import ELEVATION_RANGE, SetElevation
from editor.model.board import Danger, ZoneBoard
from editor.ui.board.scene import BoardScene
from editor.ui.panels.document_panel import Retranslating
from editor.ui.panels.property_forms import BorderForm, ScenarioForm, WallForm, ZoneForm
from editor.ui.panels.token_form import TokenForm

Key = tuple[str, ...]
MIXED_ELEVATION = ELEVATION_RANGE[0] - 1
"""The elevation spin box's "mixed" value, just below the lowest valid elevation."""


class MultiZoneForm(Retranslating, QWidget):
    """Several zones: difficult, water, dangerous and elevation set on all at once."""

    FLAGS = ("difficult", "water", "danger")

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.zone_ids: list[str] = []
        self.boxes = {flag: QCheckBox(self) for flag in self.FLAGS}
        self.elevation = QSpinBox(self)
        self.elevation.setRange(MIXED_ELEVATION, ELEVATION_RANGE[1])
        self.elevation.setKeyboardTracking(False)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self._labels = [QLabel(self) for _ in range(4)]
        for label, widget in zip(self._labels, (*self.boxes.values(), self.elevation)):
            form.addRow(label, widget)
        for flag, box in self.boxes.items():
            box.clicked.connect(lambda checked, f=flag: self._on_flag_clicked(f, checked))
        self.elevation.valueChanged.connect(self._on_elevation_changed)
        self.retranslate()

    def show_keys(self, keys: list[Key]) -> bool:
        self.zone_ids = [key[1] for key in keys]
        return self.refresh()

    def zones(self) -> list:
        board = self.document.scenario.board
        if not isinstance(board, ZoneBoard):
            return []
        wanted = set(self.zone_ids)
        return [zone for zone in board.zones if zone.id in wanted]

    def refresh(self) -> bool:
        zones = self.zones()
        if not zones:
            return False
        for flag, box in self.boxes.items():
            values = {bool(getattr(zone, flag)) for zone in zones}
            box.blockSignals(True)
            box.setTristate(len(values) > 1)
            box.setCheckState(
                Qt.CheckState.PartiallyChecked
                if len(values) > 1
                else Qt.CheckState.Checked
                if values.pop()
                else Qt.CheckState.Unchecked
            )
            box.blockSignals(False)
        elevations = {zone.elevation for zone in zones}
        shown = elevations.pop() if len(elevations) == 1 else MIXED_ELEVATION
        if self.elevation.value() != shown:
            self.elevation.blockSignals(True)
            self.elevation.setValue(shown)
            self.elevation.blockSignals(False)
        return True

    def title(self) -> str:
        return self.tr("%n zone(s)", "", len(self.zones()))

    def _apply(self, field: str, value_for: Callable) -> None:
        """One undo step for every zone (a zone already right adds nothing)."""
        with self.document.macro("properties.edit_zones"):
            for zone in self.zones():
                self.document.execute(
                    SetValue(("board", "zones", ById(zone.id), field), value_for(zone))
                )

    def _on_flag_clicked(self, flag: str, checked: bool) -> None:
        self.boxes[flag].setTristate(False)
        if flag == "danger":
            self._apply(flag, lambda zone: (zone.danger or Danger()) if checked else None)
        else:
            self._apply(flag, lambda _zone: checked)

    def _on_elevation_changed(self, value: int) -> None:
        """``SetElevation`` of every selected zone: their borders follow, as when painted."""
        if value != MIXED_ELEVATION:
            ids = [zone.id for zone in self.zones()]
            self.document.execute(SetElevation(ids, value, label="properties.edit_zones"))

    def retranslate(self) -> None:
        texts = (
            self.tr("Difficult terrain"),
            self.tr("Water"),
            self.tr("Dangerous terrain"),
            self.tr("Elevation level"),
        )
        for label, text in zip(self._labels, texts):
            label.setText(text)
        self.elevation.setSpecialValueText(self.tr("Mixed"))


class MixedForm(Retranslating, QLabel):
    """A selection that cannot be edited together (a zone and a figure, two objectives…)."""

    def __init__(self, _document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.count = 0

    def show_keys(self, keys: list[Key]) -> bool:
        self.count = len(keys)
        self.retranslate()
        return True

    def refresh(self) -> bool:
        return True

    def title(self) -> str:
        return self.tr("%1 items").replace("%1", str(self.count))

    def retranslate(self) -> None:
        self.setText(self.tr("Select a single item, or only zones, to edit the selection."))


FORMS: dict[str, Callable[[ScenarioDocument, QWidget], QWidget]] = {
    "scenario": ScenarioForm,
    "zone": ZoneForm,
    "zones": MultiZoneForm,
    "border": BorderForm,
    "wall": WallForm,
    "objective": lambda document, parent: TokenForm(document, "objectives", parent),
    "figure": lambda document, parent: TokenForm(document, "figures", parent),
    "mixed": MixedForm,
}
"""Selection kind (see ``selection_kind``) → the form that shows it."""


def selection_kind(keys: list[Key]) -> str:
    """Nothing → the scenario; only zones → zones; one item → its kind; else "mixed"."""
    if not keys:
        return "scenario"
    if len(keys) > 1:
        return "zones" if all(key[0] == "zone" for key in keys) else "mixed"
    return keys[0][0] if keys[0][0] in FORMS else "mixed"


class PropertiesPanel(Retranslating, QWidget):
    """The form of the board selection, or of the scenario when nothing is selected."""

    def __init__(
        self, document: ScenarioDocument, scene: BoardScene, parent: QWidget | None = None
    ):
        super().__init__(parent)
        self.setObjectName("propertiesPanel")
        self.document, self.scene = document, scene
        self.kind, self.keys = "scenario", []
        self._off_board = False
        self.header = QLabel(self)
        font = self.header.font()
        font.setBold(True)
        self.header.setFont(font)
        self.header.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a03000;")
        self.message.hide()
        body = QWidget()
        column = QVBoxLayout(body)
        self.forms: dict[str, QWidget] = {}
        for kind, factory in FORMS.items():
            form = self.forms[kind] = factory(document, body)
            form.hide()
            column.addWidget(form)
            binder = getattr(form, "binder", None)
            if binder is not None:
                binder.message.connect(self._on_message)
        column.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.header)
        layout.addWidget(self.message)
        layout.addWidget(scroll, 1)
        scene.selection_changed.connect(self._on_selection_changed)
        self.destroyed.connect(document.subscribe(self._on_scenario_changed))
        self.show_selection(scene.selected_keys())

    @property
    def form(self) -> QWidget:
        return self.forms[self.kind]

    def show_selection(self, keys: list[Key]) -> None:
        kind = selection_kind(keys)
        if not self.forms[kind].show_keys(keys):
            kind, keys = "scenario", []
            self.forms[kind].show_keys(keys)
        if kind != self.kind:
            self.forms[self.kind].hide()
        self.kind, self.keys = kind, list(keys)
        self.forms[kind].show()
        self.message.hide()
        self.retranslate()

    def select_path(self, path: tuple) -> bool:
        """Show the form of a checker culprit the board does not draw: a figure waiting off the
        board, or an objective in a zone without a marker (``("figures", ById(id), …)``). The
        form stays until the board selection changes, as the culprit has no item to select."""
        if len(path) < 2 or path[0] not in ("figures", "objectives"):
            return False
        if not isinstance(path[1], ById):
            return False
        key = (path[0][:-1], path[1].id)
        self.scene.select_keys([])
        self.show_selection([key])
        self._off_board = self.keys == [key]
        return self._off_board

    def retranslate(self) -> None:
        self.header.setText(self.form.title())

    def _on_selection_changed(self, keys: list) -> None:
        self._off_board = False
        self.show_selection([tuple(key) for key in keys])

    def _on_scenario_changed(self, _change: ScenarioChanged) -> None:
        if not shiboken6.isValid(self):
            return
        keys = self.scene.selected_keys() if shiboken6.isValid(self.scene) else []
        if self._off_board and not keys:
            keys = self.keys
        if keys != self.keys or not self.form.refresh():
            self.show_selection(keys if keys != self.keys else [])
        else:
            self.header.setText(self.form.title())

    def _on_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()
