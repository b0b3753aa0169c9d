"""SoloCardView: the selected solo card as it will print, drawn by the one card renderer.

The deck panel shows the card the author is editing through ``CardRenderer`` with the scenario's
solo-deck template (``resources/cards/solo-card.json``), the same code that prints the deck, so
the preview cannot drift from the printed card. The card keeps the poker-card proportions and is
centred in whatever room the panel gives it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from editor.cards.fields import solo_card_fields
from editor.cards.geometry import CARD_SIZES, Rect
from editor.cards.jobs import CardFace
from editor.cards.layout import Slot
from editor.cards.templates import find_template
from editor.model.deck import SoloCard
from editor.model.scenario import Scenario
from editor.ui.cards.renderer import CardRenderer

CARD = CARD_SIZES["poker"]


class SoloCardView(QWidget):
    """Paints one solo card (or nothing); ``show_card`` is cheap, painting happens on demand."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("soloCardView")
        self.card: SoloCard | None = None
        self.scenario: Scenario | None = None
        self.lang = "en"
        self._renderers: dict[str, CardRenderer] = {}
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(120, round(120 * CARD.height / CARD.width))

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(190, round(190 * CARD.height / CARD.width))

    def show_card(self, card: SoloCard | None, scenario: Scenario, lang: str) -> None:
        if (card, scenario, lang) != (self.card, self.scenario, self.lang):
            self.card, self.scenario, self.lang = card, scenario, lang
            self.update()

    def face(self) -> CardFace | None:
        """What the renderer draws: the solo-deck template filled with the card's fields."""
        if self.card is None or self.scenario is None:
            return None
        template = find_template("solo-deck", self.scenario.rule_system)
        if template is None:
            return None
        fields = solo_card_fields(self.card, self.scenario, self.lang)
        return CardFace(template, fields, self.card.id)

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        face = self.face()
        scale = min(self.width() / CARD.width, self.height() / CARD.height)
        width, height = CARD.width * scale, CARD.height * scale
        left, top = (self.width() - width) / 2, (self.height() - height) / 2
        if face is None:
            painter.setPen(QColor("#9a9a9a"))
            painter.drawRoundedRect(QRectF(left, top, width, height).adjusted(1, 1, -1, -1), 8, 8)
            painter.drawText(
                QRectF(left, top, width, height),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.tr("No card selected"),
            )
            painter.end()
            return
        painter.translate(left, top)
        painter.scale(scale, scale)
        trim = Rect(0, 0, CARD.width, CARD.height)
        renderer = self._renderers.get(self.lang)
        if renderer is None:
            renderer = self._renderers[self.lang] = CardRenderer(lang=self.lang)
        renderer.draw(painter, face, Slot(trim, trim))
        painter.end()
