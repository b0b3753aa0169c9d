"""The dice panel: every roll of the game with its exact odds, typed or rolled by the app.

Villains' turn: the current step's roll (an attack or an objective check,
``game.play.roll_request``) is shown as its pool and odds before anyone rolls; the player types the
physical dice and the dice the AI rerolls, or lets the app roll (seeded, logged). Heroes' turn: a
hero's attack on a villain — attacker, target and the successes rolled — shows what the AI will do
in defence (``game.play.defence_preview``, SOLO-DR-2) and the odds of its defence roll; with
automatic defence dice those are typed first, since the AI decides on what they leave to block
(AMB-36). The panel never changes the game: it asks for an action through ``action_requested``.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from editor.messages import SkirmishError
from editor.model.defaults import default_dice
from editor.model.dice import DiceSet
from editor.model.units import Side
from editor.rules.zone_solo.actions import Accept, HeroAttack, TypedDice
from editor.rules.zone_solo.rolls import RollRequest
from editor.ui.i18n import current_language
from editor.ui.play.roll_entry import OddsView, RollEntry
from editor.ui.play.rule_titles import rule_line
from editor.ui.play.side_panel import SidePanel


def _wrapped() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


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
        if request is not None:
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
            self.tr("Let the app roll") if self.entry is not None else self.tr("Apply the attack")
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class DicePanel(SidePanel):
    """The villain roll of the current step, or a hero's attack during the heroes' turn."""

    message = Signal(str)
    villain_dice_changed = Signal()
    """The dice typed for the current villain roll changed (``villain_dice``)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._shown = None
        self.pages = QStackedWidget(self)
        self.idle = _wrapped()
        self.villain_title = _wrapped()
        self.villain_roll = RollSection(self)
        self.villain_roll.rolled.connect(self._on_villain_rolled)
        self.villain_roll.entry_changed.connect(self.villain_dice_changed)
        villain = QWidget(self)
        column = QVBoxLayout(villain)
        column.addWidget(self.villain_title)
        column.addWidget(self.villain_roll)
        column.addStretch(1)
        self.attacker, self.target = QComboBox(self), QComboBox(self)
        self.power = QSpinBox(self)
        self.power.setRange(0, 99)
        self.power.setValue(1)
        for box in (self.attacker, self.target):
            box.currentIndexChanged.connect(self._on_attack_changed)
        self.power.valueChanged.connect(self._on_attack_changed)
        self.form = QFormLayout()
        self.form_labels = [QLabel(self) for _ in range(3)]
        for label, field in zip(self.form_labels, (self.attacker, self.target, self.power)):
            self.form.addRow(label, field)
        self.attack_title = _wrapped()
        self.preview = _wrapped()
        self.defence_roll = RollSection(self)
        self.defence_roll.rolled.connect(self._on_defence_rolled)
        attack = QWidget(self)
        column = QVBoxLayout(attack)
        column.addWidget(self.attack_title)
        column.addLayout(self.form)
        column.addWidget(self.preview)
        column.addWidget(self.defence_roll)
        column.addStretch(1)
        for page in (self.idle, villain, attack):
            self.pages.addWidget(page)
        self.villain_page, self.attack_page = villain, attack
        self.set_body(self.pages)
        self._automatic: tuple[int, ...] | None = None
        self.retranslate()

    # -- what is shown -----------------------------------------------------------------------

    @property
    def dice(self) -> DiceSet:
        return (self.game.scenario.dice if self.game is not None else None) or default_dice()

    def set_game(self, game) -> None:
        self.game = game
        self._shown = None
        self.refresh()

    def refresh(self) -> None:
        """Follow the game: the current roll in the villains' turn, the attack form in the
        heroes' turn (kept as the player left it while nothing changes)."""
        game = self.game
        if game is None or game.play.ended:
            self.pages.setCurrentWidget(self.idle)
            self._shown = None
            self.retranslate()
            return
        if game.state is self._shown:  # states are immutable: the same object, nothing new
            return
        self._shown = game.state
        request = game.play.roll_request() if str(game.play.phase) == "villains" else None
        if request is not None:
            self.pages.setCurrentWidget(self.villain_page)
            self.villain_roll.set_request(
                self.dice, request, lambda first, rerolls: game.play.rerolls_for(first, rerolls)
            )
        elif str(game.play.phase) == "heroes":
            self.pages.setCurrentWidget(self.attack_page)
            self._fill_figures()
        else:
            self.pages.setCurrentWidget(self.idle)
        self.retranslate()

    def has_roll(self) -> bool:
        return self.pages.currentWidget() is self.villain_page

    def villain_dice(self) -> TypedEntry:
        """The dice typed for the current villain roll (what Accept in the villains' turn
        uses); nothing when the panel shows another state's roll or no roll."""
        self.refresh()
        if not self.has_roll() or self.game is None or self._shown is not self.game.state:
            return TypedEntry()
        return self.villain_roll.typed_entry()

    def _fill_figures(self) -> None:
        game = self.game
        sides = {f.id: f.side for f in game.scenario.figures}
        on_board = [f for f in game.state.figures if f.zone is not None]
        heroes = [f.id for f in on_board if sides.get(f.id) is Side.HERO and not f.out]
        villains = [f.id for f in on_board if sides.get(f.id) is Side.VILLAIN]
        for box, ids in ((self.attacker, heroes), (self.target, villains)):
            current = box.currentData()
            box.blockSignals(True)
            box.clear()
            for figure_id in ids:
                box.addItem(self._figure_name(figure_id), figure_id)
            index = box.findData(current)
            box.setCurrentIndex(index if index >= 0 else 0)
            box.blockSignals(False)
        self._on_attack_changed()

    def _figure_name(self, figure_id: str) -> str:
        """ "1. Ranger (Market dock)": the hero's number or the villain's rank among its unit's
        figures (as on its token), the unit's name and the zone's name — no ids."""
        scenario, lang = self.game.scenario, current_language()
        figure = next(f for f in scenario.figures if f.id == figure_id)
        unit = scenario.unit(figure.unit)
        name = (unit.name.get(lang) if unit else "") or figure.unit
        if figure.number is not None:
            name = f"{figure.number}. {name}"
        else:
            same = [f.id for f in scenario.figures if f.unit == figure.unit]
            suffix = figure_id.rsplit("-", 1)[-1]
            rank = suffix if suffix.isdigit() else str(same.index(figure_id) + 1)
            name = f"{name} {rank}" if len(same) > 1 else name
        zone_id = self.game.state.figure(figure_id).zone
        zone = scenario.board.zone(zone_id) if zone_id else None
        where = (zone.name.get(lang) if zone is not None else "") or zone_id or "-"
        return f"{name} ({where})"

    def select_attack(
        self, attacker: str | None = None, target: str | None = None, power: int | None = None
    ) -> None:
        """Preset the hero-attack form (a click on a villain during the heroes' turn)."""
        for box, value in ((self.attacker, attacker), (self.target, target)):
            index = box.findData(value) if value else -1
            if index >= 0:
                box.setCurrentIndex(index)
        if power is not None:
            self.power.setValue(power)

    # -- a hero's attack ---------------------------------------------------------------------

    def attack_args(self) -> tuple[str, str, int] | None:
        attacker, target = self.attacker.currentData(), self.target.currentData()
        if not attacker or not target:
            return None
        return attacker, target, self.power.value()

    def _on_attack_changed(self, _value=None) -> None:
        self._automatic = None
        self._show_defence()

    def _show_defence(self) -> None:
        args = self.attack_args()
        game = self.game
        lang = current_language()
        if game is None or args is None:
            self.preview.setText(self.tr("Choose the attacking hero and the villain attacked."))
            self.defence_roll.set_request(self.dice, None, None)
            return
        try:
            preview = game.play.defence_preview(*args)
            request = game.play.defence_request(*args, automatic=self._automatic)
        except SkirmishError as exc:
            self.preview.setText(exc.text(lang))
            self.defence_roll.set_request(self.dice, None, None)
            return
        rules = ", ".join(rule_line(r) for r in preview.rule_ids)
        self.preview.setText(f"{preview.text(lang, game.play.names)}\n[{rules}]")
        locked = self._automatic or ()
        self.defence_roll.set_request(
            self.dice,
            request,
            lambda first, rerolls: game.play.rerolls_for(first, rerolls, request),
            locked,
        )

    def _on_defence_rolled(self, typed) -> None:
        args = self.attack_args()
        if args is None:
            return
        entry = self.defence_roll.entry
        if typed is not None and entry is not None and entry.request.kind == "defence_auto":
            self._automatic = typed.first  # the AI decides on these, then the cube dice follow
            self._show_defence()
            return
        self.action_requested.emit(HeroAttack(*args, dice=typed))
        self._automatic = None

    # -- a villain's roll --------------------------------------------------------------------

    def _on_villain_rolled(self, typed) -> None:
        self.action_requested.emit(Accept(dice=typed))

    def retranslate(self) -> None:
        game = self.game
        self.idle.setText(
            self.tr(
                "No roll to make now. Villain attacks and objective checks "
                "appear here during the villains' turn, hero attacks during "
                "the heroes' turn."
            )
        )
        labels = (
            self.tr("Attacking hero"),
            self.tr("Villain attacked"),
            self.tr("Successes rolled"),
        )
        for label, text in zip(self.form_labels, labels):
            label.setText(text)
        self.attack_title.setText(
            self.tr("A hero attacks a villain: the AI defends by the solo rules (SOLO-DR-2).")
        )
        request = self.villain_roll.odds.request
        if game is not None and request is not None:
            self.villain_title.setText(self._roll_title(request))
        self.villain_roll.retranslate()
        self.defence_roll.retranslate()

    def _roll_title(self, request: RollRequest) -> str:
        if request.kind == "check":
            return (
                self.tr(
                    "%1 attempts an objective check (difficulty %2): roll its dice, or "
                    "let the app roll."
                )
                .replace("%1", request.figure)
                .replace("%2", str(request.difficulty))
            )
        return (
            self.tr("%1 attacks %2: roll its dice, or let the app roll.")
            .replace("%1", request.figure)
            .replace("%2", request.target or "-")
        )
