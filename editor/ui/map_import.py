"""File › Import map…: a Universal VTT map from another tool made into a library scenario.

The window's ``MapImport`` opens a non-blocking file dialog, then ``MapImportDialog`` for the
scenario's name, rule system and grid size. Reading and converting the map (a large image takes
a while to decode) run off the GUI thread on the card dialogs' task runner, with a busy bar;
the scenario is then stored on the GUI thread, where the library lives. A refusal shows the
core's message, naming the file and the place in it, and leaves the dialog open to try again.
The core does the work (``editor.store.maps``, ``docs/maps.md``); nothing here blocks, and
the model is imported only once the dialog opens (the window's first paint waits for none).
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from editor.messages import SkirmishError
from editor.ui.cards.tasks import TaskRunner
from editor.ui.i18n import current_language

DEFAULT_GRID_MM = 25.4


def name_from_file(path: Path) -> str:
    """A library name from a file name: its stem, with anything but letters, digits, spaces,
    dots, dashes and underscores replaced by a dash."""
    stem = re.sub(r"[^\w .-]+", "-", path.stem).strip(" .-")
    return stem[:80] or "map"


class MapImportDialog(QDialog):
    """Name, rule system and grid size of a map about to be imported, and the import's busy bar."""

    chosen = Signal(object, str, float)
    """(rule system, name, millimetres per cell), when Import is pressed."""

    def __init__(self, path: Path, parent: QWidget | None = None):
        from editor.rules import plugins

        super().__init__(parent)
        self.setObjectName("mapImportDialog")
        self.path = path
        self.file_label = QLabel(str(path), self)
        self.file_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.name = QLineEdit(name_from_file(path), self)
        self.system = QComboBox(self)
        for system in plugins():
            self.system.addItem("", system.name)
        self.grid = QDoubleSpinBox(self)
        self.grid.setRange(1.0, 1000.0)
        self.grid.setDecimals(1)
        self.grid.setValue(DEFAULT_GRID_MM)
        self.grid.setSuffix(" mm")
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)
        self.busy.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self._on_import)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        self.labels = [QLabel(self) for _ in range(4)]
        for label, field in zip(self.labels, (self.file_label, self.name, self.system, self.grid)):
            form.addRow(label, field)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        layout.addWidget(self.busy)
        layout.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        from editor.rules import plugin

        self.setWindowTitle(self.tr("Import map"))
        for label, text in zip(
            self.labels,
            (self.tr("File:"), self.tr("Name:"), self.tr("Rule system:"),
             self.tr("Grid cell:")),
            strict=True,
        ):
            label.setText(text)
        lang = current_language()
        for index in range(self.system.count()):
            title = plugin(self.system.itemData(index)).title().get(lang)
            self.system.setItemText(index, title)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Import"))
        self.hint.setText(self.tr(
            "The map's image becomes the background, its walls and doors those of the board "
            "(terrain pieces on a free table); lights are left out. Grid cell: how large one "
            "square of the map's grid is on the table."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def rule_system(self) -> str:
        """The name of the chosen rule system."""
        return str(self.system.currentData())

    def set_busy(self, busy: bool) -> None:
        self.busy.setVisible(busy)
        for widget in (self.name, self.system, self.grid, self.buttons):
            widget.setEnabled(not busy)

    def _on_import(self) -> None:
        self.chosen.emit(self.rule_system(), self.name.text(), self.grid.value())


class MapImport(QObject):
    """What File › Import map… does for ``window`` (a ``MainWindow``)."""

    imported = Signal(str)
    """The library name of a map just imported."""

    def __init__(self, window: QMainWindow):
        super().__init__(window)
        self.window = window
        self.runner = TaskRunner(self)
        self.dialog: MapImportDialog | None = None

    def choose(self) -> QFileDialog:
        """The file dialog, opened without blocking; choosing a file opens the import dialog."""
        dialog = QFileDialog(self.window, self.tr("Import map"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilters([
            self.tr("Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt)"),
            self.tr("All files (*)"),
        ])
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(lambda path: self.ask(Path(path)))
        dialog.open()
        return dialog

    def ask(self, path: Path) -> MapImportDialog:
        """The import dialog for ``path``, opened without blocking."""
        dialog = MapImportDialog(path, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.chosen.connect(
            lambda system, name, grid: self.start(path, system, name, grid, dialog)
        )
        self.dialog = dialog
        dialog.open()
        return dialog

    def start(self, path: Path, system: str, name: str, grid_mm: float,
              dialog: MapImportDialog | None = None) -> None:
        """Read and convert ``path`` off the GUI thread, then store it (``imported`` says so)."""
        from editor.store.maps import read_map

        if self.window.writable_library() is None:
            return
        if dialog is not None:
            dialog.set_busy(True)
        self.window.statusBar().showMessage(self.tr("Importing the map…"))

        def work(_progress, _cancelled):
            return read_map(path, system, name, grid_mm=grid_mm)

        task = self.runner.start(work)
        task.signals.finished.connect(lambda imported: self._store(imported, dialog))
        task.signals.failed.connect(lambda exc: self._failed(exc, dialog))

    def _store(self, imported, dialog: MapImportDialog | None) -> None:
        from editor.store.maps import store_map

        library = self.window.writable_library()
        if library is None:
            self._done(dialog, ok=False)
            return
        try:
            store_map(library, imported)
        except SkirmishError as exc:
            self._failed(exc, dialog)
            return
        name = imported.scenario.name
        self._done(dialog, ok=True)
        self.window.reload()
        self.window.library_view.select(name)
        self.window.statusBar().showMessage(
            self.tr("Imported the map as “%1”: walls %2, doors %3, terrain pieces %4.")
            .replace("%1", name).replace("%2", str(imported.walls))
            .replace("%3", str(imported.doors)).replace("%4", str(imported.pieces)),
            8000,
        )
        self.imported.emit(name)

    def _failed(self, exc: BaseException, dialog: MapImportDialog | None) -> None:
        self._done(dialog, ok=False)
        if isinstance(exc, SkirmishError):
            text = exc.text(current_language())
        else:  # an internal fault: said plainly, not hidden
            text = f"{type(exc).__name__}: {exc}"
        self.window.statusBar().clearMessage()
        self.window.report_error(self.tr("The map could not be imported"), text)

    def _done(self, dialog: MapImportDialog | None, ok: bool) -> None:
        if dialog is None:
            return
        dialog.set_busy(False)
        if ok:
            dialog.accept()
