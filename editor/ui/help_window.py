"""The Help window: the user guides, the keyboard shortcuts and where the files are, beside the
application (a window of its own, never modal: the author reads it while working).

A list of topics on the left, the page on the right in a ``QTextBrowser`` that renders
Markdown (``help_topics`` provides the pages: the guides of ``docs/`` in the user's language,
the generated shortcuts and folders). A guide's pictures and its links to other guides resolve
beside its file, and a picture wider than the page is shown at the page's width; a link to the
web opens in the browser. The window follows a language switch.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QUrl
from PySide6.QtGui import QTextCursor, QTextDocument, QTextImageFormat
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QWidget,
)

from editor.ui import help_topics
from editor.ui.i18n import current_language

TOPICS = ("editor", "play", "cards", "shortcuts", "files")
"""The topics in the order listed: the three guides, then the generated pages."""


class HelpWindow(QWidget):
    """Help for ``window`` (the ``MainWindow``, whose actions and folders it describes)."""

    def __init__(self, window, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("helpWindow")
        self.main_window = window
        self.topics = QListWidget(self)
        self.topics.setObjectName("helpTopics")
        self.topics.setMaximumWidth(220)
        for name in TOPICS:
            item = QListWidgetItem(self.topics)
            item.setData(Qt.ItemDataRole.UserRole, name)
        self.page = QTextBrowser(self)
        self.page.setObjectName("helpPage")
        self.page.setOpenExternalLinks(True)
        self.page.viewport().installEventFilter(self)
        layout = QHBoxLayout(self)
        layout.addWidget(self.topics)
        layout.addWidget(self.page, 1)
        self.topics.currentRowChanged.connect(self._on_topic_changed)
        self.resize(980, 720)
        self.retranslate()

    @property
    def topic(self) -> str | None:
        item = self.topics.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def show_topic(self, name: str) -> None:
        """Show the topic ``name`` (one of ``TOPICS``) and bring the window forward."""
        row = TOPICS.index(name)
        if self.topics.currentRow() == row:
            self._show(name)
        else:
            self.topics.setCurrentRow(row)
        self.show()
        self.raise_()
        self.activateWindow()

    def _on_topic_changed(self, row: int) -> None:
        if 0 <= row < len(TOPICS):
            self._show(TOPICS[row])

    def _show(self, name: str) -> None:
        if name in help_topics.GUIDES:
            path = help_topics.guide_path(name, current_language())
            self.page.setSource(
                QUrl.fromLocalFile(str(path)), QTextDocument.ResourceType.MarkdownResource
            )
            self.fit_images()
            return
        page = (
            help_topics.shortcuts_markdown(self.main_window)
            if name == "shortcuts"
            else help_topics.files_markdown(self.main_window)
        )
        self.page.setMarkdown(page)

    def fit_images(self) -> None:
        """Show each picture of the page at most as wide as the page (keeping its shape)."""
        document = self.page.document()
        room = max(200, self.page.viewport().width() - 2 * round(document.documentMargin()) - 4)
        block = document.begin()
        while block.isValid():
            fragments = block.begin()
            while not fragments.atEnd():
                fragment = fragments.fragment()
                image = fragment.charFormat()
                if fragment.isValid() and image.isImageFormat():
                    self._fit(document, fragment, image.toImageFormat(), room)
                fragments += 1
            block = block.next()

    @staticmethod
    def _fit(document: QTextDocument, fragment, image: QTextImageFormat, room: int) -> None:
        picture = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(image.name()))
        width = getattr(picture, "width", lambda: 0)()
        if width <= 0:
            return
        shown = min(width, room)
        if abs(image.width() - shown) < 1:
            return
        image.setWidth(shown)
        image.setHeight(picture.height() * shown / width)
        cursor = QTextCursor(document)
        cursor.setPosition(fragment.position())
        cursor.setPosition(fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor)
        cursor.setCharFormat(image)

    def eventFilter(self, watched, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize and self.topic in help_topics.GUIDES:
            self.fit_images()  # the page's width changed: its pictures follow
        return super().eventFilter(watched, event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Skirmish Studio Help"))
        names = {
            "editor": self.tr("The scenario editor"),
            "play": self.tr("Playing a solo game"),
            "cards": self.tr("Printing cards"),
            "shortcuts": self.tr("Keyboard shortcuts"),
            "files": self.tr("Where your files are"),
        }
        for row, name in enumerate(TOPICS):
            self.topics.item(row).setText(names[name])
        if self.topic is not None:
            self._show(self.topic)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
