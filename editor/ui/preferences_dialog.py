"""Preferences: the interface language and the library location (stored with QSettings).

The dialog is shown with ``open()`` (window-modal, never a blocking ``exec()``), so tests drive
it by setting its fields and calling ``accept()``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from editor.ui import settings

LANGUAGE_NAMES = {"en": "English", "fr": "Français"}


class PreferencesDialog(QDialog):
    """Emits ``language_chosen`` and ``library_chosen`` (None = default) when accepted."""

    language_chosen = Signal(str)
    library_chosen = Signal(object)

    def __init__(
        self,
        language: str,
        library_path: str | None,
        default_library: Path,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self._default_library = default_library
        self.language = QComboBox(self)
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(language)))
        self.library = QLineEdit(library_path or "", self)
        self.library.setPlaceholderText(str(default_library))
        self.browse = QPushButton(self)
        self.browse.clicked.connect(self._on_browse)
        self.reset = QPushButton(self)
        self.reset.clicked.connect(self.library.clear)
        row = QHBoxLayout()
        row.addWidget(self.library, 1)
        row.addWidget(self.browse)
        row.addWidget(self.reset)
        self.language_label = QLabel(self)
        self.language_label.setBuddy(self.language)
        self.library_label = QLabel(self)
        self.library_label.setBuddy(self.library)
        self.form = QFormLayout(self)
        self.form.addRow(self.language_label, self.language)
        self.form.addRow(self.library_label, row)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.form.addRow(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self.form.labelForField(self.language).setText(self.tr("&Language:"))
        self.form.itemAt(1, QFormLayout.ItemRole.LabelRole).widget().setText(
            self.tr("Library &file:")
        )
        self.browse.setText(self.tr("&Browse…"))
        self.reset.setText(self.tr("&Default"))
        self.reset.setToolTip(self.tr("Use the default library in your user data folder"))
        self.library.setToolTip(self.tr("Leave empty to use the default library"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def accept(self) -> None:
        settings.set_language(self.language.currentData())
        text = self.library.text().strip()
        chosen = Path(text).expanduser() if text else None
        settings.set_library_override(chosen)
        super().accept()
        self.language_chosen.emit(self.language.currentData())
        self.library_chosen.emit(chosen)

    def _on_browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Library file"),
            self.library.text() or str(self._default_library),
            self.tr("Skirmish Studio library (*.sqlite)"),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if path:
            self.library.setText(path)
