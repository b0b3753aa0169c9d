"""The library window: the scenarios of the library, with import and export.

The application shell (issue "Application shell") grows this into the main window with docks
for the editor and the play view; this module stays the library view.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
)

from editor.messages import SkirmishError
from editor.store.library import Library
from editor.store.portable import read_scenario, write_scenario


class LibraryWindow(QMainWindow):
    """Lists the library's scenarios; File menu imports and exports portable files."""

    def __init__(self, library: Library, parent=None):
        super().__init__(parent)
        self.library = library
        self.lang = "en"
        self.setWindowTitle(self.tr("Skirmish Studio — Library"))
        self.table = QTableWidget(0, 4, self)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Name"), self.tr("Rule system"), self.tr("Title"), self.tr("Zones")]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.setCentralWidget(self.table)
        self._build_menus()
        self.resize(900, 560)
        self.refresh()

    def _build_menus(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&File"))
        self.import_action = QAction(self.tr("&Import scenario…"), self)
        self.import_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_I))
        self.import_action.setStatusTip(self.tr("Add a .skirmish file to the library"))
        self.import_action.triggered.connect(self._on_import)
        self.export_action = QAction(self.tr("&Export scenario…"), self)
        self.export_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_E))
        self.export_action.setStatusTip(self.tr("Save the selected scenario as a .skirmish file"))
        self.export_action.triggered.connect(self._on_export)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        for action in (self.import_action, self.export_action):
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(quit_action)

    def refresh(self) -> None:
        summaries = self.library.summaries()
        self.table.setRowCount(len(summaries))
        for row, summary in enumerate(summaries):
            cells = (
                summary.name,
                summary.rule_system,
                summary.title.get(self.lang),
                str(summary.zone_count),
            )
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.statusBar().showMessage(self.tr("%n scenario(s) in the library", "", len(summaries)))

    def selected_name(self) -> str | None:
        row = self.table.currentRow()
        item = self.table.item(row, 0) if row >= 0 else None
        return item.text() if item else None

    def import_file(self, path: Path, replace: bool = False) -> str:
        """Import ``path``; returns the stored scenario's name (raises SkirmishError)."""
        scenario, _warnings = read_scenario(path)
        stored = self.library.import_scenario(scenario, replace=replace)
        self.refresh()
        return stored.name

    def _on_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import scenario"), "", self.tr("Skirmish scenarios (*.skirmish)")
        )
        if not path:
            return
        try:
            name = self.import_file(Path(path))
        except SkirmishError as exc:
            QMessageBox.warning(self, self.tr("Import failed"), exc.text(self.lang))
            return
        self.statusBar().showMessage(self.tr("Imported “%1”.").replace("%1", name), 5000)

    def _on_export(self) -> None:
        name = self.selected_name()
        if name is None:
            self.statusBar().showMessage(self.tr("Select a scenario to export first."), 5000)
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export scenario"),
            f"{name}.skirmish",
            self.tr("Skirmish scenarios (*.skirmish)"),
        )
        if not path:
            return
        try:
            write_scenario(self.library.load(name), path)
        except SkirmishError as exc:
            QMessageBox.warning(self, self.tr("Export failed"), exc.text(self.lang))
            return
        self.statusBar().showMessage(self.tr("Exported to %1.").replace("%1", path), 5000)
