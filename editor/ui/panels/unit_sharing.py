"""Units shared with other scenarios of the library, in the units panel (PRODUCT §4: "units live
in the library and are reused across scenarios").

``UnitSharing`` is the panel's part: the "Add from library…" button, the bar and the lock.
``LibraryUnits`` is what the panel asks of the library (through the window's catalog: the
SQLite library or the sample folders): the units it holds, who uses each, and a unit with its
portrait, read from a scenario that uses it. ``LibraryUnitDialog`` lists the library's units
of the scenario's rule system that the scenario does not have yet, to add (non-modal, opened
with ``open()``). ``SharingBar`` stands above a shared unit's forms: it names the other
scenarios that use the unit, since saving an edit changes it for all of them, and keeps the
forms read-only until the author chooses to edit it everywhere or to make a separate copy for
this scenario. The choice is view state, kept per unit for the session.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.editing.library_units import AddLibraryUnits, SeparateUnit, free_unit_id
from editor.messages import SkirmishError
from editor.model.scenario import ImageAsset, Scenario
from editor.model.summary import UnitSummary
from editor.model.units import Unit
from editor.ui.i18n import current_language


class LibraryUnits:
    """The library's units as the panel of the scenario ``scenario_name()`` sees them, read
    from ``catalog()`` (None: no library, nothing shared)."""

    def __init__(self, catalog: Callable[[], object | None], scenario_name: Callable[[], str]):
        self._catalog = catalog
        self._scenario_name = scenario_name

    def summaries(self) -> list[UnitSummary]:
        """Every unit of the library with the scenarios that use it (empty without one)."""
        catalog = self._catalog()
        return list(catalog.units()) if catalog is not None else []

    def ids(self) -> set[str]:
        return {summary.id for summary in self.summaries()}

    def users(self, unit_id: str) -> list[str]:
        """The other scenarios of the library that use the unit ``unit_id``."""
        name = self._scenario_name()
        found = next((s for s in self.summaries() if s.id == unit_id), None)
        return [user for user in found.scenarios if user != name] if found else []

    def fetch(self, unit_ids: list[str]) -> tuple[list[Unit], list[ImageAsset]]:
        """The library's units ``unit_ids`` and their portraits, each read from a scenario
        that uses it (``SkirmishError`` when one cannot be read)."""
        catalog = self._catalog()
        if catalog is None:
            return [], []
        users = {s.id: s.scenarios for s in self.summaries()}
        loaded: dict[str, Scenario] = {}
        units, images = [], []
        for unit_id in unit_ids:
            for name in users.get(unit_id, ()):
                scenario = loaded.get(name) or loaded.setdefault(name, catalog.load(name))
                unit = scenario.unit(unit_id)
                if unit is not None:
                    units.append(unit)
                    images += [i for i in scenario.images if i.name == unit.portrait]
                    break
        return units, images


class LibraryUnitDialog(QDialog):
    """Tick units of the library to add them to the scenario; ``chosen`` gives their ids."""

    chosen = Signal(list)

    def __init__(self, units: list[UnitSummary], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("libraryUnitDialog")
        self.setWindowTitle(self.tr("Add units from the library"))
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.list = QListWidget(self)
        lang = current_language()
        for summary in sorted(units, key=lambda s: (s.name.get(lang) or s.id).casefold()):
            text = self.tr("%1 — used by %2").replace("%1", summary.name.get(lang) or summary.id)
            item = QListWidgetItem(text.replace("%2", ", ".join(summary.scenarios)), self.list)
            item.setData(Qt.ItemDataRole.UserRole, summary.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
        self.note.setText(
            self.tr(
                "The scenario will use these units as the library holds them: an edit of one "
                "changes it in every scenario that uses it, once saved."
            )
            if units
            else self.tr("The library holds no other unit of this rule system.")
        )
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Add"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)
        self.resize(460, 380)

    def ticked(self) -> list[str]:
        items = (self.list.item(row) for row in range(self.list.count()))
        return [
            item.data(Qt.ItemDataRole.UserRole)
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        ]

    def accept(self) -> None:
        self.chosen.emit(self.ticked())
        super().accept()


class SharingBar(QFrame):
    """Above a unit's forms: the other scenarios that use it, and the author's choice."""

    edit_everywhere = Signal()
    separate = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("sharingBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#sharingBar { background: #fff4d6; }")
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.everywhere_button = QPushButton(self)
        self.separate_button = QPushButton(self)
        self.everywhere_button.clicked.connect(self.edit_everywhere)
        self.separate_button.clicked.connect(self.separate)
        buttons = QHBoxLayout()
        buttons.addWidget(self.everywhere_button)
        buttons.addWidget(self.separate_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.users: list[str] = []
        self.name = ""
        self.retranslate()

    def show_users(self, name: str, users: list[str], confirmed: bool) -> None:
        """Name the other scenarios that use the unit ``name``; buttons until ``confirmed``."""
        self.name, self.users = name, users
        self.setVisible(bool(users))
        self.everywhere_button.setVisible(not confirmed)
        self.separate_button.setVisible(True)
        self.retranslate()

    def retranslate(self) -> None:
        self.everywhere_button.setText(self.tr("Edit it everywhere"))
        self.separate_button.setText(self.tr("Make a separate copy"))
        self.separate_button.setToolTip(
            self.tr("Edit a copy of this unit for this scenario only")
        )
        self.text.setText(
            self.tr("“%1” is shared with %2: saving an edit of it changes it there as well.")
            .replace("%1", self.name)
            .replace("%2", ", ".join(self.users))
        )


class UnitSharing(QObject):
    """The units panel's part in sharing: the "Add from library…" button, the sharing bar
    over the selected unit and whether its forms are locked. ``panel`` is the UnitsPanel
    (``document``, ``current_unit``, ``select_unit``, ``show_message``, ``set_locked``)."""

    def __init__(self, panel):
        super().__init__(panel)
        self.panel = panel
        self.library: LibraryUnits | None = None
        self.confirmed: set[str] = set()
        """Units the author chose to edit everywhere (view state, for the session)."""
        self._users: tuple[str, list[str]] | None = None
        """The selected unit's other users, read once per unit (not at every keystroke)."""
        self.bar = SharingBar(panel)
        self.bar.hide()
        self.add_button = QPushButton(panel)
        self.add_button.setObjectName("addFromLibrary")
        self.add_button.hide()
        self.add_button.clicked.connect(self.choose)
        self.bar.edit_everywhere.connect(self._on_edit_everywhere)
        self.bar.separate.connect(self._on_separate)
        self.dialog: LibraryUnitDialog | None = None
        self.retranslate()

    def set_library(self, library: LibraryUnits | None) -> None:
        self.library = library
        self._users = None
        self.add_button.setVisible(library is not None)
        self.show_unit(self.panel.current_unit())

    def taken_ids(self) -> set[str]:
        """The ids a new unit must not take: the library's (a unit of another scenario)."""
        try:
            return self.library.ids() if self.library is not None else set()
        except SkirmishError:
            return set()

    def users(self, unit: Unit | None) -> list[str]:
        """The other scenarios using ``unit``, as the library said when it was selected."""
        if unit is None or self.library is None:
            return []
        if self._users is None or self._users[0] != unit.id:
            try:
                self._users = (unit.id, self.library.users(unit.id))
            except SkirmishError:
                self._users = (unit.id, [])
        return self._users[1]

    def show_unit(self, unit: Unit | None) -> None:
        """Show the sharing bar over ``unit`` and lock its forms until the author chooses."""
        users = self.users(unit)
        confirmed = unit is not None and unit.id in self.confirmed
        name = (unit.name.get(current_language()) or unit.id) if unit is not None else ""
        self.bar.show_users(name, users, confirmed)
        self.panel.set_locked(bool(users) and not confirmed)

    def choose(self) -> LibraryUnitDialog | None:
        """Open the list of the library's units to add (not blocking); returns the dialog."""
        if self.library is None:
            return None
        scenario = self.panel.document.scenario
        have = {unit.id for unit in scenario.units}
        try:
            offered = [
                s for s in self.library.summaries()
                if s.rule_system == scenario.rule_system and s.id not in have
            ]
        except SkirmishError as exc:
            self.panel.show_message(exc.text(current_language()))
            return None
        dialog = self.dialog = LibraryUnitDialog(offered, self.panel)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.chosen.connect(self.add)
        dialog.open()
        return dialog

    def add(self, unit_ids: list[str]) -> bool:
        """Add the library's units ``unit_ids`` to the scenario (one step) and select the
        first; the others keep using them, and edits show in every one once confirmed."""
        if self.library is None or not unit_ids:
            return False
        try:
            units, images = self.library.fetch(unit_ids)
            command = AddLibraryUnits(units, images)
            changed = self.panel.document.execute(command)
        except SkirmishError as exc:
            self.panel.show_message(exc.text(current_language()))
            return False
        self.panel.show_message("")
        if command.added:
            self.panel.select_unit(command.added[0])
        return changed

    def _on_edit_everywhere(self) -> None:
        unit = self.panel.current_unit()
        if unit is not None:
            self.confirmed.add(unit.id)
            self.show_unit(unit)

    def _on_separate(self) -> None:
        """This scenario's copy takes a fresh id: the others keep the library's unit."""
        unit = self.panel.current_unit()
        if unit is None:
            return
        taken = self.taken_ids() | {u.id for u in self.panel.document.scenario.units}
        new_id = free_unit_id(unit.id, taken)
        if self.panel.document.execute(SeparateUnit(unit.id, new_id)):
            self.panel.select_unit(new_id)

    def retranslate(self) -> None:
        self.add_button.setText(self.tr("Add from library…"))
        self.add_button.setToolTip(
            self.tr("Use units of other scenarios of the library in this one")
        )
        self.bar.retranslate()
