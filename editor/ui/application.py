"""Application start-up: QApplication, the library, the main window."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox

from editor.messages import SkirmishError
from editor.store.library import Library
from editor.store.location import library_path
from editor.ui.library_window import LibraryWindow


def run(argv: list[str]) -> int:
    app = QApplication(argv)
    app.setApplicationName("Skirmish Studio")
    app.setOrganizationName("Skirmish Studio")
    try:
        library = Library.open(library_path(None), create=True)
    except SkirmishError as exc:
        QMessageBox.critical(None, "Skirmish Studio", exc.text())
        return 1
    window = LibraryWindow(library)
    window.show()
    try:
        return app.exec()
    finally:
        library.close()
