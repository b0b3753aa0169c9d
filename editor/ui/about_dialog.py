"""The About box: version, what the application is, and the licences of bundled material."""

from __future__ import annotations

from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from editor import __version__
from editor.resources import RESOURCES_DIR


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About Skirmish Studio"))
        icon = QLabel(self)
        icon.setPixmap(QIcon(str(RESOURCES_DIR / "icons" / "app.svg")).pixmap(64, 64))
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setText(
            "<h2>Skirmish Studio "
            + __version__
            + "</h2><p>"
            + self.tr("Scenario editor, card printer and solo play assistant "
                      "for miniature skirmish games.")
            + "</p><p>"
            + self.tr(
                "Fonts: Noto Sans, Noto Sans Symbols and Symbols 2 (SIL Open Font License 1.1)."
            )
            + "</p><p>"
            + self.tr("Built with Qt %1 and PySide6.").replace("%1", qVersion())
            + "</p>"
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(icon)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
