"""DeckStatsView: the solo deck's statistics as a read-only tree of counts and percentages.

The counting is ``editor.solo.deck_stats`` (pure, tested without Qt); this view only names the
rows in the UI language: river slots (marked when the river has no such slot), the leader
symbol, each icon by position and overall, key phrases, arrows, bottom numbers and DEPOLLUER.
A share bar drawn behind each percentage lets the author compare rows at a glance.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QPainter
from PySide6.QtWidgets import (
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from editor.messages import translate
from editor.model.deck import ActionIcon, Arrow, SoloDeck
from editor.solo.deck_stats import DeckStats, Tally, deck_stats
from editor.ui.i18n import current_language
from editor.ui.panels.deck_card_form import ICON_FILES, icon

BAR = QColor("#9cc3e6")
WARNING = QColor("#a01c16")


class DeckStatsView(QTreeWidget):
    """Sections of tallies; rebuilt only when the statistics or the language change."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("deckStats")
        self.setColumnCount(3)
        self.setRootIsDecorated(True)
        self.setUniformRowHeights(True)
        self.setSelectionMode(QTreeWidget.SelectionMode.NoSelection)
        self.header().setStretchLastSection(False)
        self.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.header().setSectionResizeMode(2, QHeaderView.ResizeMode.Fixed)
        self.header().resizeSection(2, 90)
        self.setItemDelegateForColumn(2, ShareBarDelegate(self))
        self.stats: DeckStats | None = None
        self._shown: tuple | None = None

    def show_deck(self, deck: SoloDeck | None, river_slots: int | None) -> None:
        lang = current_language()
        self.stats = deck_stats(deck.cards, [p.id for p in deck.key_phrases]) if deck else None
        key = (self.stats, river_slots, lang, deck.key_phrases if deck else ())
        if key == self._shown:
            return
        self._shown = key
        self.setHeaderLabels([self.tr("On the cards"), self.tr("Cards"), self.tr("Share")])
        self.clear()
        if self.stats is None:
            return
        stats, phrases = self.stats, {p.id: p.text.get(lang) or p.id for p in deck.key_phrases}
        section = self._section(self.tr("River slots (share of cards)"))
        for tally in stats.slots:
            name = self.tr("Slot %1").replace("%1", str(tally.key))
            item = self._row(section, name, tally)
            if river_slots is not None and tally.key > river_slots:
                item.setText(0, name + " — " + self.tr("the river has no such slot"))
                item.setForeground(0, QBrush(WARNING))
        self._row(section, self.tr("Leader symbol"), stats.leader_cards)
        positions = (self.tr("First icon"), self.tr("Second icon"), self.tr("Third icon"))
        for title, tallies in zip(positions, stats.icons_by_position):
            self._icons(self._section(title), tallies, lang)
        self._icons(
            self._section(self.tr("All icons (share of printed icons)")), stats.icons_overall, lang
        )
        section = self._section(self.tr("Key phrases"))
        for tally in stats.key_phrases:
            name = phrases.get(tally.key, tally.key) if tally.key else self.tr("(none)")
            self._row(section, name, tally)
        section = self._section(self.tr("Arrows"))
        names = {Arrow.UP: self.tr("Up"), Arrow.DOWN: self.tr("Down")}
        for tally in stats.arrows:
            self._row(section, names[tally.key], tally).setIcon(0, icon(f"arrow-{tally.key.value}"))
        section = self._section(self.tr("Bottom numbers"))
        for tally in stats.bottom_numbers:
            self._row(section, str(tally.key), tally)
        self._row(
            self._section(translate("cards.solo.clean", lang)),
            self.tr("Cards with DEPOLLUER"),
            stats.clean_river,
        )
        self.expandAll()

    def _section(self, title: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem(self, [title])
        font = item.font(0)
        font.setBold(True)
        item.setFont(0, font)
        item.setFirstColumnSpanned(True)
        return item

    def _icons(self, section: QTreeWidgetItem, tallies: tuple[Tally, ...], lang: str) -> None:
        for tally in tallies:
            name = translate(f"cards.icon.{ActionIcon(tally.key).value}", lang)
            self._row(section, name, tally).setIcon(0, icon(ICON_FILES[ActionIcon(tally.key)]))

    def _row(self, section: QTreeWidgetItem, name: str, tally: Tally) -> QTreeWidgetItem:
        share = self.tr("%1 %").replace("%1", f"{tally.percent:.0f}")
        item = QTreeWidgetItem(section, [name, str(tally.count), share])
        item.setToolTip(0, name)
        item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        item.setToolTip(
            2, self.tr("%1 of %2").replace("%1", str(tally.count)).replace("%2", str(tally.base))
        )
        item.setData(2, Qt.ItemDataRole.UserRole, float(tally.share))
        return item


class ShareBarDelegate(QStyledItemDelegate):
    """Draws the share as a bar behind the percentage (the share is the item's UserRole)."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        share = index.data(Qt.ItemDataRole.UserRole)
        if isinstance(share, float):
            rect = option.rect.adjusted(2, 3, -2, -3)
            rect.setWidth(round(rect.width() * max(0.0, min(1.0, share))))
            painter.fillRect(rect, BAR)
        super().paint(painter, option, index)
