"""CardForm: every field of the selected solo card (SPEC §6.0) and of its key phrase.

Slot numbers to activate (one or two, top first; none on a leader-only card, AMB-1), leader
symbol, the three action icons in the order they are tried (SOLO-VT-7), the burst preference
(SOLO-MA), the bottom number and its arrow (events and reinforcements), DEPOLLUER (SOLO-CL) and
the tie-break key phrase — whose French and English text, criterion and preference are edited
here too, for every card that prints it; "+" makes a new phrase for the card, "−" removes the
card's phrase from the deck (``RemoveKeyPhrase``: the cards printing it are left without one).
Each edit is one command run through the panel.
"""

from __future__ import annotations

import re

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.documents.addresses import ById
from editor.documents.commands import InsertItem, SetValue
from editor.documents.document import ScenarioDocument
from editor.editing.deck import RemoveKeyPhrase
from editor.messages import translate
from editor.model.deck import ActionIcon, Arrow, Criterion, KeyPhrase, Preference, SoloCard
from editor.model.units import AttackKind
from editor.resources import RESOURCES_DIR
from editor.ui.i18n import current_language
from editor.ui.panels.document_panel import (
    PanelForm,
    catalogue_text,
    committed_line,
    edited_text,
    labelled_form,
    set_labels,
)
from editor.ui.panels.form_sync import (
    blocked,
    fill_combo,
    show_checked,
    show_choice,
    show_text,
    show_value,
    unique_id,
    whole_number,
)

MAX_NUMBER = 20
ICON_FILES = {
    ActionIcon.MELEE: "melee",
    ActionIcon.RANGED: "ranged",
    ActionIcon.ADVANCE_TO_HEROES: "advance",
    ActionIcon.DEFEND_HERO_OBJECTIVE: "objective-hero",
    ActionIcon.ADVANCE_VILLAIN_OBJECTIVE: "objective-villain",
}
BURSTS = ("melee,ranged", "ranged,melee", "melee", "ranged")


def icon(name: str) -> QIcon:
    return QIcon(str(RESOURCES_DIR / "icons" / f"{name}.svg"))


def parse_slots(text: str) -> tuple[int, ...] | None:
    """``"1"`` or ``"1, 3"`` as slot numbers; None unless 0 to 2 whole numbers from 1 to 20."""
    parts = [p for p in re.split(r"[\s,;/+]+", text.strip()) if p]
    numbers = [whole_number(p, digits=3) for p in parts]
    if len(numbers) > 2 or any(n is None or not 1 <= n <= MAX_NUMBER for n in numbers):
        return None
    return tuple(numbers)


class CardForm(PanelForm, QWidget):
    """Edits the card ``card_id`` through the deck panel (``PanelForm``)."""

    def __init__(self, document: ScenarioDocument, execute, show_message, parent=None):
        super().__init__(document, execute, show_message, parent)
        self.card_id: str | None = None
        self.card_box = QGroupBox(self)
        self.slots = committed_line(self.card_box, self._on_slots_edited, length=40)
        self.leader = QCheckBox(self.card_box)
        self.leader.clicked.connect(self._on_leader_clicked)
        self.icons = [QComboBox(self.card_box) for _ in range(3)]
        for position, combo in enumerate(self.icons):
            combo.activated.connect(lambda _i, p=position: self._on_icon_activated(p))
        self.burst = QComboBox(self.card_box)
        self.burst.activated.connect(self._on_burst_activated)
        self.bottom = QSpinBox(self.card_box)
        self.bottom.setRange(1, MAX_NUMBER)
        self.bottom.setKeyboardTracking(False)
        self.bottom.valueChanged.connect(self._on_bottom_changed)
        self.arrow = QComboBox(self.card_box)
        self.arrow.activated.connect(self._on_arrow_activated)
        self.clean = QCheckBox(self.card_box)
        self.clean.clicked.connect(self._on_clean_clicked)
        self.key_phrase = QComboBox(self.card_box)
        self.key_phrase.activated.connect(self._on_key_phrase_activated)
        self.new_phrase_button = QToolButton(self.card_box)
        self.new_phrase_button.setText("+")
        self.new_phrase_button.clicked.connect(self._on_new_phrase_clicked)
        self.remove_phrase_button = QToolButton(self.card_box)
        self.remove_phrase_button.setText("−")
        self.remove_phrase_button.clicked.connect(self._on_remove_phrase_clicked)
        self.card_form = labelled_form(
            self.card_box,
            self.slots,
            self.leader,
            _icon_rows(self.card_box, self.icons),
            self.burst,
            _hbox(self.card_box, self.bottom, self.arrow),
            self.clean,
            _hbox(
                self.card_box, self.key_phrase, self.new_phrase_button, self.remove_phrase_button
            ),
        )

        self.phrase_box = QGroupBox(self)
        self.phrase_fr = committed_line(self.phrase_box, self._on_phrase_text_edited)
        self.phrase_en = committed_line(self.phrase_box, self._on_phrase_text_edited)
        self.criterion = QComboBox(self.phrase_box)
        self.criterion.activated.connect(self._on_criterion_activated)
        self.prefer = QComboBox(self.phrase_box)
        self.prefer.activated.connect(self._on_prefer_activated)
        self.phrase_form = labelled_form(
            self.phrase_box, self.phrase_fr, self.phrase_en, self.criterion, self.prefer
        )
        for combo in (
            *self.icons,
            self.burst,
            self.arrow,
            self.key_phrase,
            self.criterion,
            self.prefer,
        ):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(6)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.card_box)
        layout.addWidget(self.phrase_box)

    def retranslate(self) -> None:
        set_labels(
            self.card_form,
            self.tr("Slots"),
            self.tr("Leader"),
            self.tr("Icons"),
            self.tr("Burst"),
            self.tr("Bottom number"),
            translate("cards.solo.clean", current_language()),
            self.tr("Key phrase"),
        )
        self.slots.setPlaceholderText(self.tr("1, or 1, 3"))
        self.slots.setToolTip(
            self.tr("River slots to activate, top number first; none on a leader-only card.")
        )
        self.leader.setText(self.tr("Leader symbol"))
        self.leader.setToolTip(self.tr("The card activates every leader tile, lowest slot first."))
        self.clean.setText(self.tr("Clean the river"))
        self.clean.setToolTip(
            self.tr("DEPOLLUER is printed: the villains clean a neutralized tile out of the river.")
        )
        self.new_phrase_button.setToolTip(self.tr("New key phrase for this card"))
        self.remove_phrase_button.setToolTip(
            self.tr("Remove this key phrase from the deck (the cards that print it lose it)")
        )
        set_labels(
            self.phrase_form,
            self.tr("Text (French)"),
            self.tr("Text (English)"),
            self.tr("Compares"),
            self.tr("Prefers"),
        )
        lang = current_language()
        for combo in self.icons:
            with blocked(combo):
                combo.clear()
                for action in ActionIcon:
                    text = translate(f"cards.icon.{action.value}", lang)
                    combo.addItem(icon(ICON_FILES[action]), text, action.value)
                combo.setToolTip(self.tr("Icons are tried from left to right."))
        burst_names = (
            self.tr("Melee, then ranged"),
            self.tr("Ranged, then melee"),
            self.tr("Melee only"),
            self.tr("Ranged only"),
        )
        fill_combo(self.burst, list(zip(BURSTS, burst_names)))
        fill_combo(
            self.arrow, [(Arrow.UP.value, self.tr("Up")), (Arrow.DOWN.value, self.tr("Down"))]
        )
        for index, name in enumerate(("arrow-up", "arrow-down")):
            self.arrow.setItemIcon(index, icon(name))
        criteria = (
            self.tr("Wounds"),
            self.tr("Energy"),
            self.tr("Hit points"),
            self.tr("Armour"),
            self.tr("Menace"),
            self.tr("Distance"),
        )
        fill_combo(self.criterion, [(c.value, n) for c, n in zip(Criterion, criteria)])
        fill_combo(
            self.prefer,
            [
                (Preference.LOWEST.value, self.tr("Lowest")),
                (Preference.HIGHEST.value, self.tr("Highest")),
            ],
        )
        self.refresh()

    # -- projection ----------------------------------------------------------------------------
    def card(self) -> SoloCard | None:
        deck = self.document.scenario.deck
        return next((c for c in deck.cards if c.id == self.card_id), None) if deck else None

    def phrase(self) -> KeyPhrase | None:
        card, deck = self.card(), self.document.scenario.deck
        if card is None or not card.key_phrase:
            return None
        return next((p for p in deck.key_phrases if p.id == card.key_phrase), None)

    def show_card(self, card_id: str | None) -> None:
        self.card_id = card_id
        self.refresh()

    def refresh(self) -> None:
        card, lang = self.card(), current_language()
        self.setEnabled(card is not None)
        if card is None:
            self.card_box.setTitle(self.tr("No card selected"))
            self.phrase_box.hide()
            return
        self.card_box.setTitle(self.tr("Card “%1”").replace("%1", card.id))
        show_text(self.slots, ", ".join(str(n) for n in card.tile_numbers))
        show_checked(self.leader, card.leader)
        for combo, action in zip(self.icons, card.icons):
            show_choice(combo, action.value)
        show_choice(self.burst, ",".join(kind.value for kind in card.burst))
        show_value(self.bottom, card.bottom_number)
        show_choice(self.arrow, card.arrow.value)
        show_checked(self.clean, card.clean_river)
        phrases = self.document.scenario.deck.key_phrases
        items = [("", self.tr("(none)"))] + [(p.id, p.text.get(lang) or p.id) for p in phrases]
        if card.key_phrase and card.key_phrase not in {p.id for p in phrases}:
            items.append((card.key_phrase, self.tr("%1 (unknown)").replace("%1", card.key_phrase)))
        fill_combo(self.key_phrase, items)
        show_choice(self.key_phrase, card.key_phrase)
        phrase = self.phrase()
        self.phrase_box.setVisible(phrase is not None)
        self.remove_phrase_button.setEnabled(phrase is not None)
        if phrase is not None:
            users = sum(c.key_phrase == phrase.id for c in self.document.scenario.deck.cards)
            self.phrase_box.setTitle(
                self.tr("Key phrase “%1” (on %n card(s))", "", users).replace("%1", phrase.id)
            )
            show_text(self.phrase_fr, phrase.text.fr)
            show_text(self.phrase_en, phrase.text.en)
            show_choice(self.criterion, phrase.criterion.value)
            show_choice(self.prefer, phrase.prefer.value)

    # -- commands ------------------------------------------------------------------------------
    def _set(self, field: str, value: object, label: str) -> bool:
        card = self.card()
        if card is None:
            return False
        return self._execute(SetValue(("deck", "cards", ById(card.id), field), value, label=label))

    def _set_phrase(self, field: str, value: object) -> None:
        phrase = self.phrase()
        if phrase is not None:
            path = ("deck", "key_phrases", ById(phrase.id), field)
            self._execute(SetValue(path, value, label="deck.edit_key_phrase"))

    def _on_slots_edited(self) -> None:
        card = self.card()
        self.slots.setModified(False)
        if card is None or self.slots.text() == ", ".join(str(n) for n in card.tile_numbers):
            return
        numbers = parse_slots(self.slots.text())
        if numbers is None:
            self._show_message(
                self.tr(
                    "Slots are one or two whole numbers from 1 to 20, top number first "
                    "(for example 1, 3); “%1” was refused."
                ).replace("%1", self.slots.text()[:40])
            )
        elif not numbers and not card.leader:
            self._show_message(
                self.tr("A card without slot numbers must show the leader symbol: tick it first.")
            )
        else:
            self._set("tile_numbers", numbers, "deck.set_tiles")

    def _on_leader_clicked(self, checked: bool) -> None:
        card = self.card()
        if card is not None and not checked and not card.tile_numbers:
            show_checked(self.leader, True)
            self._show_message(
                self.tr(
                    "This card names no slot: give it a slot number before removing the "
                    "leader symbol."
                )
            )
            return
        self._set("leader", checked, "deck.set_leader")

    def _on_icon_activated(self, position: int) -> None:
        card = self.card()
        if card is None or position >= len(card.icons):
            return
        chosen = ActionIcon(self.icons[position].currentData())
        icons = card.icons[:position] + (chosen,) + card.icons[position + 1 :]
        self._set("icons", icons, "deck.set_icon")

    def _on_burst_activated(self, _index: int) -> None:
        burst = tuple(AttackKind(kind) for kind in self.burst.currentData().split(","))
        self._set("burst", burst, "deck.set_burst")

    def _on_bottom_changed(self, value: int) -> None:
        self._set("bottom_number", value, "deck.set_bottom_number")

    def _on_arrow_activated(self, _index: int) -> None:
        self._set("arrow", Arrow(self.arrow.currentData()), "deck.set_arrow")

    def _on_clean_clicked(self, checked: bool) -> None:
        self._set("clean_river", checked, "deck.set_clean_river")

    def _on_key_phrase_activated(self, _index: int) -> None:
        self._set("key_phrase", self.key_phrase.currentData() or "", "deck.set_key_phrase")

    def _on_new_phrase_clicked(self) -> None:
        card, deck = self.card(), self.document.scenario.deck
        if card is None:
            return
        phrase_id = unique_id("phrase", (p.id for p in deck.key_phrases))
        text = catalogue_text("deck.new_key_phrase")
        self._show_message("")
        with self.document.macro("deck.add_key_phrase"):
            self.document.execute(InsertItem(("deck", "key_phrases"), KeyPhrase(phrase_id, text)))
            self.document.execute(
                SetValue(("deck", "cards", ById(card.id), "key_phrase"), phrase_id)
            )
        self.phrase_en.setFocus()
        self.phrase_en.selectAll()

    def _on_remove_phrase_clicked(self) -> None:
        phrase = self.phrase()
        if phrase is not None:
            self._execute(RemoveKeyPhrase(phrase.id))

    def _on_phrase_text_edited(self) -> None:
        phrase, text = self.phrase(), edited_text(self.phrase_fr, self.phrase_en)
        if phrase is not None and text != phrase.text:
            self._set_phrase("text", text)

    def _on_criterion_activated(self, _index: int) -> None:
        self._set_phrase("criterion", Criterion(self.criterion.currentData()))

    def _on_prefer_activated(self, _index: int) -> None:
        self._set_phrase("prefer", Preference(self.prefer.currentData()))


def _hbox(parent: QWidget, *widgets: QWidget) -> QWidget:
    box = QWidget(parent)
    layout = QHBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget, 0 if isinstance(widget, QToolButton) else 1)
    return box


def _icon_rows(parent: QWidget, combos: list[QComboBox]) -> QWidget:
    """The three icons stacked and numbered in the order they are tried."""
    box = QWidget(parent)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(2)
    for position, combo in enumerate(combos, start=1):
        row = QHBoxLayout()
        row.addWidget(QLabel(f"{position}.", box))
        row.addWidget(combo, 1)
        layout.addLayout(row)
    return box
