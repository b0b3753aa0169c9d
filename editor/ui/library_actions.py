"""The library mode's actions on the selected scenario: import, export, duplicate, delete and
print cards.

Kept out of the main window (STYLE point 9): the window owns the actions and menus, this module
does the work and reports through the window's status bar and its non-blocking error box.
Dialogs are opened with ``open()`` so nothing here blocks the event loop or a test.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMainWindow

from editor.messages import SkirmishError
from editor.ui.i18n import current_language


class LibraryActions(QObject):
    """What the File menu does to the scenario selected in the library view of ``window``."""

    def __init__(self, window: QMainWindow):
        super().__init__(window)
        self.window = window

    def import_file(self, path: Path, replace: bool = False) -> str | None:
        """Import ``path`` into the library; reports problems and returns the name stored."""
        from editor.store.portable import read_scenario

        library = self.window.writable_library()
        if library is None:
            return None
        try:
            scenario, _warnings = read_scenario(path)
            stored = library.import_scenario(scenario, replace=replace)
        except SkirmishError as exc:
            self.window.report_error(self.tr("Import failed"), exc.text(current_language()))
            return None
        self.window.reload()
        self.window.library_view.select(stored.name)
        self.window.statusBar().showMessage(
            self.tr("Imported “%1”.").replace("%1", stored.name), 5000
        )
        return stored.name

    def export_selected(self, path: Path) -> bool:
        from editor.store.portable import write_scenario

        name = self.window.library_view.selected_name()
        if name is None or self.window.catalog is None:
            return False
        try:
            write_scenario(self.window.catalog.load(name), path)
        except SkirmishError as exc:
            self.window.report_error(self.tr("Export failed"), exc.text(current_language()))
            return False
        self.window.statusBar().showMessage(
            self.tr("Exported to %1.").replace("%1", str(path)), 5000
        )
        return True

    def delete_selected(self) -> bool:
        name = self.window.library_view.selected_name()
        library = self.window.writable_library() if name else None
        if library is None:
            return False
        try:
            library.delete(name)
        except SkirmishError as exc:
            self.window.report_error(self.tr("Delete failed"), exc.text(current_language()))
            return False
        self.window.reload()
        self.window.statusBar().showMessage(
            self.tr("Deleted “%1”; a backup of the library was kept.").replace("%1", name), 5000
        )
        return True

    def duplicate_selected(self) -> str | None:
        """Copy the selected scenario under a free name; returns that name."""
        from editor.model.blank import copy_name, renamed

        name = self.window.library_view.selected_name()
        library = self.window.writable_library() if name else None
        if library is None:
            return None
        try:
            copy = renamed(library.load(name), copy_name(name, library.names(), self.tr("copy")))
            library.save(copy, replace=False)
        except SkirmishError as exc:
            self.window.report_error(self.tr("Duplicate failed"), exc.text(current_language()))
            return None
        self.window.reload()
        self.window.library_view.select(copy.name)
        self.window.statusBar().showMessage(
            self.tr("Copied to “%1”.").replace("%1", copy.name), 5000
        )
        return copy.name

    def choose_import(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Import scenario"),
            "",
            self.tr("Skirmish scenarios (*.skirmish);;All files (*)"),
        )
        if path:
            self.import_file(Path(path))

    def choose_export(self) -> None:
        name = self.window.library_view.selected_name()
        if name is None:
            self.window.statusBar().showMessage(self.tr("Select a scenario to export first."), 5000)
            return
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Export scenario"),
            f"{name}.skirmish",
            self.tr("Skirmish scenarios (*.skirmish)"),
        )
        if path:
            self.export_selected(Path(path))

    def confirm_delete(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        name = self.window.library_view.selected_name()
        if name is None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Delete scenario"),
            self.tr("Delete “%1” from the library?").replace("%1", name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self.window,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.accepted.connect(self.delete_selected)
        box.open()

    def show_card_printing(self):
        """Open the card printing dialog for the selected scenario (not blocking); returns it."""
        name = self.window.library_view.selected_name()
        if name is None or self.window.catalog is None:
            self.window.statusBar().showMessage(
                self.tr("Select a scenario to print its cards."), 5000
            )
            return None
        try:
            scenario = self.window.catalog.load(name)
        except SkirmishError as exc:
            self.window.report_error(
                self.tr("The scenario could not be read"), exc.text(current_language())
            )
            return None
        from editor.ui.cards.dialog import CardPrintDialog

        dialog = CardPrintDialog(scenario, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.exported.connect(
            lambda path: self.window.statusBar().showMessage(
                self.tr("Cards written to %1.").replace("%1", path), 5000
            )
        )
        dialog.open()
        return dialog
