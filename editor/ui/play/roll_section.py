"""One roll's section of the dice panel: its exact odds, the physical dice typed in, and the
buttons that apply them or let the app roll.

``RollSection`` shows one ``RollRequest`` at a time (``OddsView`` and ``RollEntry`` of
``roll_entry``) and says what the player chose through ``rolled`` (the typed dice, or None
for the app's roll); ``TypedEntry`` is what is typed so far, for the villain panel's Accept.
The villains' rolls, a villain's defence against a hero and a hero's defence all use it.
Nothing is applied here.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from editor.model.dice import DiceSet
from editor.rules.zone_solo.actions import TypedDice
from editor.rules.zone_solo.rolls import RollRequest
from editor.ui.play.roll_entry import OddsView, RollEntry


@dataclass(frozen=True)
class TypedEntry:
    """What the player typed for the current villain roll: ``status`` is "none" (the app
    rolls), "partial" (Accept must wait) or "complete" (``dice`` are used); ``text`` says it."""

    status: str = "none"
    dice: TypedDice | None = None
    text: str = ""


class RollSection(QWidget):
    """Odds, the typed dice and the ways to roll, for one request at a time."""

    rolled = Signal(object)
    """The typed dice (``TypedDice``), or None for the app's roll."""
    entry_changed = Signal()
    """A die was typed or cleared, or the request changed."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.odds = OddsView(self)
        self.entry: RollEntry | None = None
        self.no_dice_text = QT_TRANSLATE_NOOP("RollSection", "Apply the attack")
        """What the app's button says when the roll has no dice to type."""
        self._entry_box = QVBoxLayout()
        self._entry_box.setContentsMargins(0, 0, 0, 0)
        self.apply_button = QPushButton(self)
        self.app_button = QPushButton(self)
        self.clear_button = QPushButton(self)
        self.apply_button.clicked.connect(self._on_apply_clicked)
        self.app_button.clicked.connect(lambda: self.rolled.emit(None))
        self.clear_button.clicked.connect(self._on_clear_clicked)
        buttons = QHBoxLayout()
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.app_button)
        buttons.addWidget(self.clear_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.odds)
        layout.addLayout(self._entry_box)
        layout.addLayout(buttons)
        self.retranslate()

    def set_request(
        self, dice: DiceSet, request: RollRequest | None, rerolls_of, locked: tuple[int, ...] = ()
    ) -> None:
        self.odds.set_request(dice, request)
        if self.entry is not None:
            self._entry_box.removeWidget(self.entry)
            self.entry.hide()  # gone now, deleted when control returns to the loop
            self.entry.deleteLater()
            self.entry = None
        if request is not None and request.dice:  # nothing to type for a roll of no dice
            self.entry = RollEntry(dice, request, rerolls_of, locked, self)
            self.entry.changed.connect(self._on_entry_changed)
            self._entry_box.addWidget(self.entry)
        self._on_entry_changed()
        self.retranslate()

    def typed_entry(self) -> TypedEntry:
        entry = self.entry
        if entry is None or entry.is_empty():
            return TypedEntry()
        typed = entry.typed()
        return TypedEntry("partial" if typed is None else "complete", typed, entry.describe())

    def _on_entry_changed(self) -> None:
        self.apply_button.setVisible(self.entry is not None)
        self.apply_button.setEnabled(self.entry is not None and self.entry.typed() is not None)
        self.clear_button.setVisible(self.entry is not None)
        self.clear_button.setEnabled(self.entry is not None and not self.entry.is_empty())
        self.entry_changed.emit()

    def _on_clear_clicked(self) -> None:
        if self.entry is not None:
            self.entry.clear()

    def _on_apply_clicked(self) -> None:
        typed = self.entry.typed() if self.entry is not None else None
        if typed is not None:
            self.rolled.emit(typed)

    def retranslate(self) -> None:
        self.apply_button.setText(self.tr("Apply these dice"))
        self.clear_button.setText(self.tr("Clear the dice"))
        self.app_button.setText(
            self.tr("Let the app roll")
            if self.entry is not None
            else QCoreApplication.translate("RollSection", self.no_dice_text)
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
