"""UnitCardPreview: the selected unit's card as it will print, drawn by the card renderer.

It asks its owner for the unit and scenario to draw (``source``), so it never holds a stale
copy of the model; ``schedule`` redraws a short pause after the last edit, so typing in a form
never waits for a card; ``render`` draws at once. The card language is view state, chosen here
(the author checks both texts), and the renderer's warnings (text cut at its smallest size)
are shown under the card. Nothing here changes the document.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QComboBox, QLabel, QVBoxLayout, QWidget

from editor.cards.fields import unit_fields
from editor.cards.geometry import CARD_SIZES, Rect
from editor.cards.jobs import CardFace
from editor.cards.layout import Slot
from editor.cards.templates import find_template
from editor.model.scenario import Scenario
from editor.model.units import Unit
from editor.ui.cards.renderer import CardRenderer
from editor.ui.i18n import current_language

DELAY_MS = 150
WIDTH = 220
"""Width of the preview in device-independent pixels (a poker card is 63 × 88 mm)."""

Source = Callable[[], tuple[Unit | None, Scenario]]


class UnitCardPreview(QWidget):
    """The card image, its language and the renderer's warnings."""

    def __init__(self, source: Source, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("unitCardPreview")
        self._source = source
        self.image = QImage()
        self.warnings: list[str] = []
        self.card = QLabel(self)
        self.card.setObjectName("cardPreview")
        self.card.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.card.setFixedWidth(WIDTH)
        self.language = QComboBox(self)
        self.language.setObjectName("previewLanguage")
        self.language.addItems(["", ""])
        self.language.setCurrentIndex(1 if current_language() == "fr" else 0)
        self.language.currentIndexChanged.connect(self.render)
        self.notes = QLabel(self)
        self.notes.setWordWrap(True)
        self.notes.setFixedWidth(WIDTH)
        self.notes.setStyleSheet("color: #b05a00;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.card)
        layout.addWidget(self.language)
        layout.addWidget(self.notes)
        layout.addStretch(1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.render)
        self.retranslate()

    def language_code(self) -> str:
        return "fr" if self.language.currentIndex() == 1 else "en"

    def schedule(self) -> None:
        """Redraw after ``DELAY_MS`` without an edit (each edit restarts the wait)."""
        self._timer.start()

    def render(self) -> QImage:
        """Draw the card now; an empty image when there is no unit or no template."""
        self._timer.stop()
        unit, scenario = self._source()
        template = find_template("units", unit.profile.KIND) if unit else None
        if unit is None or template is None:
            self.image, self.warnings = QImage(), []
            self.card.setPixmap(QPixmap())
            self.notes.setText("")
            return self.image
        lang = self.language_code()
        size = CARD_SIZES["poker"]
        ratio = self.devicePixelRatioF() or 1.0
        scale = WIDTH * ratio / size.width
        image = QImage(
            round(size.width * scale),
            round(size.height * scale),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.fill(QColor(0, 0, 0, 0))
        renderer = CardRenderer({asset.name: asset.data for asset in scenario.images}, lang)
        painter = QPainter(image)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        painter.scale(scale, scale)
        trim = Rect(0, 0, size.width, size.height)
        face = CardFace(template, unit_fields(unit, scenario, lang), unit.name.get(lang) or unit.id)
        renderer.draw(painter, face, Slot(trim, trim))
        painter.end()
        image.setDevicePixelRatio(ratio)
        self.image = image
        self.card.setPixmap(QPixmap.fromImage(image))
        self.warnings = [message.text(current_language()) for message in renderer.warnings]
        self.notes.setText("\n".join(self.warnings))
        return image

    def retranslate(self) -> None:
        self.language.setItemText(0, self.tr("Card in English"))
        self.language.setItemText(1, self.tr("Card in French"))
        self.language.setToolTip(self.tr("The language of the card preview"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.schedule()
        super().changeEvent(event)
