"""The Editor mode's document life cycle: new, open, save, save as, export, autosave, recovery.

This controller keeps the main window thin (STYLE point 9). It owns at most one
``EditorSession`` (the document, its editor widget and docks) and the rules that keep work
safe: nothing unsaved is dropped without asking (Save, Discard or Cancel, never a blocking
``exec()``), every minute unsaved edits are copied to the recovery folder and never over the
saved scenario, a crash's copies are offered back at the next start, and a scenario opened from
a file whose name the library already uses is renamed rather than allowed to overwrite it — as
is each of its units whose id the library holds with another content (units are shared by id:
saving it would change that unit for every scenario using it).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from editor.messages import SkirmishError
from editor.ui import settings
from editor.ui.i18n import current_language

if TYPE_CHECKING:  # the session and the store load with the first document, not at start-up
    from editor.ui.editor_session import EditorSession

def _recovery():
    """The recovery module, imported on first use (it brings the portable-file store)."""
    from editor.ui import recovery

    return recovery


AUTOSAVE_MS = 60_000
"""Unsaved edits are copied to the recovery folder this often (``editor.ui.recovery``)."""


class Editing(QObject):
    """Opens scenarios in the Editor mode of ``window`` and saves them to its library."""

    session_changed = Signal()
    """A session opened or closed (menus, modes and title follow)."""
    modified_changed = Signal()

    def __init__(self, window: QMainWindow, library: Callable[[], object]):
        super().__init__(window)
        self.window = window
        self._library = library
        self.session: EditorSession | None = None
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setInterval(AUTOSAVE_MS)
        self.autosave_timer.timeout.connect(self.autosave_now)
        self._los_for_saving = None

    @property
    def document(self):
        return self.session.document if self.session is not None else None

    def _status(self, text: str, ms: int = 5000) -> None:
        self.window.statusBar().showMessage(text, ms)

    def _error(self, title: str, exc: SkirmishError) -> None:
        self.window.report_error(title, exc.text(current_language()))

    def _taken(self) -> set[str]:
        library = self._library()
        return set(library.names()) if library is not None else set()

    # --- opening --------------------------------------------------------------------------

    def open_scenario(self, scenario, *, recovered: bool = False) -> bool:
        """Edit ``scenario``; ``recovered`` (or a scenario not yet in the library) marks it
        unsaved so closing asks before anything is lost."""
        from editor.ui.editor_session import EditorSession

        self.close()
        self.session = EditorSession(self.window, scenario, recovered=recovered)
        self.session.document.subscribe(lambda _change: self.modified_changed.emit())
        self.autosave_timer.start()
        self.session_changed.emit()
        return True

    def new_scenario(self):
        """File › New: ask for a name and rule system (not blocking); returns the dialog."""
        from editor.ui.new_scenario_dialog import NewScenarioDialog

        dialog = NewScenarioDialog(self._taken(), parent=self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.created.connect(
            lambda scenario: self.when_safe(lambda: self.open_scenario(scenario, recovered=True))
        )
        dialog.open()
        return dialog

    def open_file(self, path: Path) -> bool:
        """Edit a portable scenario file; it goes into the library when saved."""
        from editor.model.blank import copy_name, renamed
        from editor.store.portable import read_scenario

        try:
            scenario, _warnings = read_scenario(path)
        except SkirmishError as exc:
            settings.forget_recent_file(str(path))
            self._error(self.tr("The scenario could not be read"), exc)
            return False
        settings.add_recent_file(path)
        scenario = self._separated(scenario)
        taken = self._taken()
        if scenario.name in taken:
            scenario = renamed(scenario, copy_name(scenario.name, taken, self.tr("copy")))
            self._status(
                self.tr(
                    "The library already has a scenario of that name; this one is opened as “%1”."
                ).replace("%1", scenario.name),
                8000,
            )
        return self.open_scenario(scenario, recovered=True)

    def _separated(self, scenario):
        """``scenario`` with its units that differ from the library's of the same id renamed
        (``editor.editing.library_units.separated_units``)."""
        from editor.editing.library_units import separated_units
        from editor.ui.panels.unit_sharing import LibraryUnits

        catalog = self._library()
        if catalog is None:
            return scenario
        library = LibraryUnits(lambda: catalog, lambda: scenario.name)
        try:
            ids = library.ids()
            colliding = [unit.id for unit in scenario.units if unit.id in ids]
            stored = {unit.id: unit for unit in library.fetch(colliding)[0]}
        except SkirmishError:  # a library that cannot be read cannot be saved to either
            return scenario
        return separated_units(scenario, stored, ids)

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Open scenario file"),
            "",
            self.tr("Skirmish scenarios (*.skirmish);;All files (*)"),
        )
        if path:
            self.when_safe(lambda: self.open_file(Path(path)))

    # --- saving ---------------------------------------------------------------------------

    @property
    def los_for_saving(self):
        """Stamps the LOS table a save or an export writes (``editor.ui.board.saving``)."""
        if self._los_for_saving is None:
            from editor.ui.board.saving import LosForSaving

            self._los_for_saving = LosForSaving(self.window, self)
        return self._los_for_saving

    def save(self, then: Callable[[], object] | None = None) -> bool:
        """Save the edited scenario to the library, with an up-to-date line-of-sight table;
        True once saved. When that table must be derived first (a large board just edited) it
        is derived in the background with progress, and the save happens when it is ready:
        False now, ``then`` runs once saved (at once when the save needs no wait)."""
        if self.document is None:
            return False
        library = self.window.writable_library()
        if library is None:
            return False
        snapshot = self.document.scenario
        saved: list[bool] = []

        def store(scenario) -> None:
            saved.append(self._store(library, snapshot, scenario))
            if saved[-1] and then is not None:
                then()

        self.los_for_saving.stamp(
            snapshot, store,
            lambda text: self.window.report_error(self.tr("Save failed"), text),
            lambda: self._status(self.tr("Save cancelled: nothing was written.")),
            self.tr("Computing the lines of sight to save “%1”…").replace("%1", snapshot.name),
        )
        return bool(saved and saved[-1])

    def _store(self, library, snapshot, scenario) -> bool:
        """Write ``scenario`` (``snapshot`` stamped); the document is marked saved if it is
        still ``snapshot`` (edits made while the table was derived stay unsaved)."""
        try:
            library.save(scenario)
        except SkirmishError as exc:
            self._error(self.tr("Save failed"), exc)
            return False
        if self.document is not None and self.document.scenario is snapshot:
            self.document.mark_saved()
            _recovery().forget(snapshot.name)
            self.modified_changed.emit()
        self.window.reload()
        self._status(self.tr("Saved."), 3000)
        return True

    def save_as(self):
        """Save under another name (asked without blocking); returns the dialog."""
        if self.document is None:
            return None
        from editor.ui.new_scenario_dialog import NewScenarioDialog

        dialog = NewScenarioDialog(
            self._taken(), ask_system=False, name=self.document.scenario.name, parent=self.window
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.named.connect(self.save_as_name)
        dialog.open()
        return dialog

    def save_as_name(self, name: str) -> bool:
        """Keep editing the scenario under ``name``; the old one stays in the library as it
        was saved. The rename is not an undoable edit: it is where the document lives."""
        from editor.model.blank import renamed

        if self.document is None:
            return False
        try:
            scenario = renamed(self.document.scenario, name, self._taken())
        except SkirmishError as exc:
            self._error(self.tr("Save failed"), exc)
            return False
        old = self.document.scenario.name
        self.document.rename(scenario.name)
        self.document.mark_unsaved()
        _recovery().forget(old)
        return self.save()

    def export_document(self, path: Path) -> bool:
        """Write the scenario as edited (saved or not) to a portable file; True once written
        (False while its LOS table is derived in the background, as for a save)."""
        if self.document is None:
            return False
        written: list[bool] = []

        def write(scenario) -> None:
            from editor.store.portable import write_scenario

            try:
                write_scenario(scenario, path)
            except SkirmishError as exc:
                self._error(self.tr("Export failed"), exc)
                written.append(False)
                return
            settings.add_recent_file(path)
            self._status(self.tr("Exported to %1.").replace("%1", str(path)))
            written.append(True)

        snapshot = self.document.scenario
        self.los_for_saving.stamp(
            snapshot, write,
            lambda text: self.window.report_error(self.tr("Export failed"), text),
            lambda: self._status(self.tr("Export cancelled: nothing was written.")),
            self.tr("Computing the lines of sight to export “%1”…").replace("%1", snapshot.name),
        )
        return bool(written and written[-1])

    # --- safety ---------------------------------------------------------------------------

    def autosave_now(self) -> bool | None:
        """Copy unsaved edits to the recovery folder (never over the saved scenario).

        Returns True when they were copied, False when the copy failed, None when there was
        nothing unsaved: the crash report says which (``editor.ui.crash``).
        """
        if self.document is None or not self.document.modified:
            return None
        try:
            _recovery().autosave(self.document.scenario)
        except (SkirmishError, OSError) as exc:
            text = exc.text(current_language()) if isinstance(exc, SkirmishError) else str(exc)
            self._status(self.tr("Autosave failed: %1").replace("%1", text), 8000)
            return False
        self._status(self.tr("Unsaved edits copied to the recovery folder."), 3000)
        return True

    def offer_recovery(self):
        """After a crash: offer the edits found in the recovery folder (not blocking)."""
        found = _recovery().pending()
        if not found:
            return None
        names = ", ".join(_recovery().recovered_name(p) for p in found)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Recover unsaved edits"),
            self.tr(
                "Skirmish Studio was closed with unsaved edits of: %1. Open them in the "
                "editor? (They stay in the recovery folder until you save or discard them.)"
            ).replace("%1", names),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Ignore,
            self.window,
        )
        box.setObjectName("recoveryBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(button) -> None:
            if box.standardButton(button) != QMessageBox.StandardButton.Open:
                return
            try:
                scenario = _recovery().restore(found[0])
            except SkirmishError as exc:
                self._error(self.tr("Recovery failed"), exc)
                return
            self.open_scenario(scenario, recovered=True)

        box.buttonClicked.connect(answered)
        box.open()
        return box

    def when_safe(self, then: Callable[[], object]) -> bool:
        """Run ``then`` now if nothing unsaved would be lost and return True. Otherwise ask
        (Save, Discard or Cancel; window-modal, not blocking), run ``then`` once the edits are
        saved or discarded, and return False."""
        if self.document is None or not self.document.modified:
            then()
            return True
        buttons = (
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Unsaved changes"),
            self.tr("“%1” has unsaved changes. Save them first?").replace(
                "%1", self.document.scenario.name
            ),
            buttons,
            self.window,
        )
        box.setObjectName("unsavedBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(button) -> None:
            role = box.standardButton(button)
            if role == QMessageBox.StandardButton.Save:
                self.save(then=then)  # goes on once saved (after the LOS table, if derived)
            elif role == QMessageBox.StandardButton.Discard:
                _recovery().forget(self.document.scenario.name)  # the user said so
                self.document.mark_saved()  # nothing left to lose: go on
                then()

        box.buttonClicked.connect(answered)
        box.open()
        return False

    def close(self) -> None:
        """Drop the session (callers made sure nothing unsaved is lost)."""
        if self.session is None:
            return
        self.session.close()
        self.session = None
        self.autosave_timer.stop()
        self.session_changed.emit()
