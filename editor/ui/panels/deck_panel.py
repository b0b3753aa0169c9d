"""DeckPanel: the solo deck (deck solo) — its cards, the selected card's fields and preview,
and the deck's statistics.

The "Cards" tab lists the cards (add, duplicate, remove), shows the selected card drawn by the
card renderer exactly as it prints (``SoloCardView``) and edits every field of it in
``CardForm``. The "Statistics" tab counts how often each river slot, icon (per position and
overall) and key phrase comes up (``DeckStatsView`` over ``editor.solo.deck_stats``). Every edit
is one command; any document change, undo and redo included, refreshes the panel without
resetting the field being typed in. The selected card is view state, kept by id.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from editor.documents.commands import InsertItem, RemoveItem, SetValue
from editor.documents.document import ScenarioDocument
from editor.model.deck import SoloCard, SoloDeck
from editor.model.defaults import default_deck
from editor.ui.i18n import current_language
from editor.ui.panels.deck_card_form import ICON_FILES, CardForm, icon
from editor.ui.panels.deck_stats_view import DeckStatsView
from editor.ui.panels.document_panel import DocumentPanel
from editor.ui.panels.form_sync import blocked, hrow, row_of, unique_id
from editor.ui.panels.solo_card_view import SoloCardView

DECK_ROOTS = frozenset({"deck", "river"})
"""The scenario fields this panel shows; other changes do not refresh it."""


class DeckPanel(DocumentPanel):
    """Edits ``document.scenario.deck``."""

    ROOTS = DECK_ROOTS

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(document, "deckPanel", parent)
        self.selected_card: str | None = None
        self._rows: list[tuple[str, str]] = []
        self._follow_document()

    def _build(self) -> None:
        self.no_deck = QLabel(self)
        self.no_deck.setWordWrap(True)
        self.use_default_button = QPushButton(self)
        self.use_default_button.clicked.connect(self._on_use_default_clicked)
        self._problem_label()

        self.card_list = QListWidget(self)
        self.card_list.setMinimumWidth(110)
        self.card_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.card_list.currentRowChanged.connect(self._on_current_card_changed)
        self.preview = SoloCardView(self)
        self.preview.setMinimumHeight(250)
        self.add_button = QPushButton(self)
        self.add_button.clicked.connect(self._on_add_clicked)
        self.duplicate_button = QPushButton(self)
        self.duplicate_button.clicked.connect(self._on_duplicate_clicked)
        self.remove_button = QPushButton(self)
        self.remove_button.clicked.connect(self._on_remove_clicked)
        self.form = CardForm(self.document, self._execute, self.show_message, self)

        cards = QWidget(self)
        top = QHBoxLayout()
        top.addWidget(self.card_list, 2)
        top.addWidget(self.preview, 3)
        cards_layout = QVBoxLayout(cards)
        cards_layout.setContentsMargins(4, 4, 4, 4)
        cards_layout.addLayout(top)
        buttons = (self.add_button, self.duplicate_button, self.remove_button, None)
        cards_layout.addLayout(hrow(*buttons))
        cards_layout.addWidget(self.form)
        cards_layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(cards)

        self.stats = DeckStatsView(self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(scroll, "")
        self.tabs.addTab(self.stats, "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.no_deck)
        layout.addWidget(self.use_default_button)
        layout.addWidget(self.message)
        layout.addWidget(self.tabs, 1)

    # -- language ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.no_deck.setText(self.tr("This scenario has no solo deck yet."))
        self.use_default_button.setText(self.tr("Use the default deck"))
        self.tabs.setTabText(0, self.tr("Cards"))
        self.tabs.setTabText(1, self.tr("Statistics"))
        self.add_button.setText(self.tr("Add card"))
        self.duplicate_button.setText(self.tr("Duplicate"))
        self.remove_button.setText(self.tr("Remove"))
        self.form.retranslate()
        self.refresh()

    # -- projection of the document ------------------------------------------------------------
    def deck(self) -> SoloDeck | None:
        return self.document.scenario.deck

    def refresh(self) -> None:
        deck = self.deck()
        self.no_deck.setVisible(deck is None)
        self.use_default_button.setVisible(deck is None)
        self.tabs.setVisible(deck is not None)
        if deck is None:
            self.selected_card = None
            return
        self._fill_list(deck)
        row = self._kept_row(deck.cards, self.selected_card)
        with blocked(self.card_list):
            self.card_list.setCurrentRow(row)
        self._selected_row = row
        self.selected_card = deck.cards[row].id if row >= 0 else None
        self._show_selected()
        river = self.document.scenario.river
        self.stats.show_deck(deck, len(river.slot_costs) if river else None)

    def _fill_list(self, deck: SoloDeck) -> None:
        rows = [(card.id, self._card_text(card)) for card in deck.cards]
        if rows == self._rows:
            return
        self._rows = rows
        with blocked(self.card_list):
            self.card_list.clear()
            for card, (card_id, text) in zip(deck.cards, rows):
                item = QListWidgetItem(text, self.card_list)
                item.setData(Qt.ItemDataRole.UserRole, card_id)
                item.setIcon(icon(ICON_FILES[card.icons[0]]) if card.icons else icon("leader"))

    def _card_text(self, card: SoloCard) -> str:
        slots = " · ".join(str(n) for n in card.tile_numbers)
        if card.leader:
            slots = f"{slots} ♛" if slots else "♛"
        return f"{card.id}  [{slots}]"

    def select_path(self, path: tuple) -> bool:
        """Show the card a checker culprit path (``("deck", "cards", ById(id), …)``) names."""
        deck = self.deck()
        if deck is None or tuple(path[:2]) != ("deck", "cards") or len(path) < 3:
            return False
        row = row_of(deck.cards, path[2])
        if row < 0:
            return False
        self.tabs.setCurrentIndex(0)
        self.card_list.setCurrentRow(row)
        return True

    def _on_current_card_changed(self, row: int) -> None:
        deck = self.deck()
        if deck is None:
            return
        self._selected_row = row
        self.selected_card = deck.cards[row].id if 0 <= row < len(deck.cards) else None
        self._show_selected()

    def _show_selected(self) -> None:
        deck = self.deck()
        card = next((c for c in deck.cards if c.id == self.selected_card), None) if deck else None
        self.duplicate_button.setEnabled(card is not None)
        self.remove_button.setEnabled(card is not None)
        self.form.show_card(self.selected_card)
        self.preview.show_card(card, self.document.scenario, current_language())

    # -- commands ------------------------------------------------------------------------------
    def _on_use_default_clicked(self) -> None:
        self._execute(SetValue(("deck",), default_deck(), label="deck.use_default"))

    def _insert(self, card: SoloCard, label: str) -> None:
        deck = self.deck()
        index = self._selected_row + 1 if self.selected_card else len(deck.cards)
        self.selected_card = card.id
        self._execute(InsertItem(("deck", "cards"), card, index, label=label))

    def _on_add_clicked(self) -> None:
        deck = self.deck()
        card_id = unique_id("card", (c.id for c in deck.cards))
        phrase = deck.key_phrases[0].id if deck.key_phrases else ""
        self._insert(SoloCard(card_id, key_phrase=phrase), "deck.add_card")

    def _on_duplicate_clicked(self) -> None:
        deck = self.deck()
        card = next((c for c in deck.cards if c.id == self.selected_card), None)
        if card is not None:
            copy_id = unique_id(card.id, (c.id for c in deck.cards))
            self._insert(dataclasses.replace(card, id=copy_id), "deck.duplicate_card")

    def _on_remove_clicked(self) -> None:
        deck = self.deck()
        row = next((i for i, c in enumerate(deck.cards) if c.id == self.selected_card), -1)
        if row >= 0:
            self._execute(RemoveItem(("deck", "cards"), row, label="deck.remove_card"))
