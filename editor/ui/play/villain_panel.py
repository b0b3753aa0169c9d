"""The villains' turn, step by step: the solo card, the proposed step and why, and the answer.

The panel shows the solo card of the turn (drawn by the card renderer, as the deck panel shows
it), the step the AI proposes with its explanation — the rule IDs with the French title of their
rule, the notes that say why earlier icons failed and which tie-break decided — and what it
spends. On the board the play
mode draws the step from ``marks_changed`` (path with costs, target ring, line of sight). The
player accepts the step, enters the physical dice of a roll (the dice panel), or takes back.
Accept on a roll step uses the dice typed in the dice panel when there are (``dice_source``),
and waits while they are only partly typed, so typed dice are never silently replaced by the
app's roll. A golden-rule question (SOLO-GR-1) is answered only with a button per legal zone,
numbered as on the board, or by clicking a highlighted zone (``answer``): Accept is disabled
then, so a hurried double click cannot answer it. The app's own roll of a roll step is not
shown before the player chooses, so it cannot sway the physical roll. When a villain's attack
on a hero waits for the hero's defence, Accept defends with the guard chosen in the dice panel
(``guard_source``) and its typed dice. At the "Solo card" step the card shown is the one the
step draws.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from editor.messages import render_param, translate
from editor.rules.zone_solo.actions import Accept, DefendHero
from editor.solo.steps import Step
from editor.ui.i18n import current_language
from editor.ui.panels.solo_card_view import SoloCardView
from editor.ui.play.overlay_worker import StepRequest
from editor.ui.play.roll_section import TypedEntry
from editor.ui.play.rule_titles import rule_line
from editor.ui.play.side_panel import SidePanel


def _label(bold: bool = False) -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    if bold:
        font = label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        label.setFont(font)
    return label


class AcceptButton(QPushButton):
    """A push button on which a double click counts once: the second press of a hurried double
    click would otherwise accept the next step, unseen."""

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        event.accept()


class VillainPanel(SidePanel):
    """The current villain step and the player's answer to it."""

    message = Signal(str)
    """Why an Accept was refused (shown in the window's status line)."""
    take_back_requested = Signal()
    dice_requested = Signal()
    marks_changed = Signal(object)
    """The ``StepRequest`` of the current step (None when there is none)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.step: Step | None = None
        self.dice_source: Callable[[], TypedEntry] | None = None
        """The dice typed for the current roll (the dice panel's ``villain_dice``)."""
        self.guard_source: Callable[[], int] | None = None
        """The energy a hero commits to its defence (the dice panel's ``guard_cubes``)."""
        self._accepting = False
        self.card = SoloCardView(self)
        self.turn_label = _label()
        self.title = _label(bold=True)
        self.explanation = _label()
        self.notes = _label()
        self.rules = _label()
        self.spent = _label()
        self.last = _label()
        self.last.setStyleSheet("color: #404040;")
        self.choice_title = _label()
        self.pending = _label()
        self.pending.setStyleSheet("color: #0b4f8a; font-weight: bold;")
        self.choices = QGridLayout()
        self.choice_buttons: dict[str, QPushButton] = {}
        self.accept_button = AcceptButton(self)
        self.dice_button = QPushButton(self)
        self.take_back_button = QPushButton(self)
        self.accept_button.clicked.connect(self.accept)
        self.dice_button.clicked.connect(self.dice_requested)
        self.take_back_button.clicked.connect(self.take_back_requested)
        self.accept_button.setDefault(True)
        buttons = QHBoxLayout()
        for button in (self.accept_button, self.dice_button, self.take_back_button):
            buttons.addWidget(button)
        head = QHBoxLayout()
        head.addWidget(self.card, 0, Qt.AlignmentFlag.AlignTop)
        info = QVBoxLayout()
        info.addWidget(self.turn_label)
        info.addWidget(self.spent)
        info.addStretch(1)
        head.addLayout(info, 1)
        body = QWidget(self)
        column = QVBoxLayout(body)
        column.addLayout(head)
        for widget in (self.title, self.explanation, self.notes, self.rules, self.choice_title):
            column.addWidget(widget)
        column.addLayout(self.choices)
        column.addWidget(self.pending)
        column.addLayout(buttons)
        column.addWidget(self.last)
        column.addStretch(1)
        self.set_body(body)
        self.retranslate()

    def set_game(self, game) -> None:
        self.game = game
        self.step = None
        self.refresh()

    @property
    def is_question(self) -> bool:
        return self.step is not None and self.step.is_question

    def refresh(self) -> None:
        game = self.game
        self.step = game.play.proposal() if game is not None else None
        self._show_card()
        self._rebuild_choices()
        self.retranslate()
        self.marks_changed.emit(StepRequest.of(self.step, game.state if game is not None else None))

    def _show_card(self) -> None:
        """The card of the turn, drawn as the deck panel draws it (the one card renderer); at
        the "Solo card" step, the card that step draws, which it names."""
        game = self.game
        deck = game.scenario.deck if game is not None else None
        shown = game.state.card if game is not None else None
        if self.step is not None and self.step.kind == "draw":
            shown = self.step.after.card or shown
        card = next((c for c in deck.cards if c.id == shown), None) if deck else None
        self.card.show_card(card, game.scenario if game is not None else None, current_language())

    def answer(self, zone: str) -> bool:
        """Answer the golden-rule question with ``zone`` (a click on the board); False when
        there is no question or the zone is not one of its choices."""
        if not self.is_question or zone not in self.step.choices:
            return False
        self.action_requested.emit(Accept(choice=zone))
        return True

    def typed_dice(self) -> TypedEntry:
        """The dice typed for the current step's roll ("none" when it rolls nothing)."""
        game = self.game
        if self.dice_source is None or game is None:
            return TypedEntry()
        if game.play.roll_request() is None and game.play.pending_defence() is None:
            return TypedEntry()
        return self.dice_source()

    def guard(self) -> int:
        """The energy committed to the hero's defence now (0: no guard, or none pending)."""
        game = self.game
        if self.guard_source is None or game is None or game.play.pending_defence() is None:
            return 0
        return self.guard_source()

    def accept(self) -> bool:
        """Accept the step as proposed: a roll step with the dice typed in the dice panel, or
        the app's roll when none are typed. Refused (False) for a question, for dice only
        partly typed, and for a step that is no longer the game's proposal (a click that
        arrives after the step changed, or while the previous Accept is being applied)."""
        game, step = self.game, self.step
        if game is None or step is None or step.is_question or self._accepting:
            return False
        if step is not game.play.proposal():
            return False
        typed = self.typed_dice()
        if typed.status == "partial":
            self.message.emit(
                self.tr(
                    "The dice of this roll are only partly typed in the Dice tab: finish "
                    "typing the dice, or clear them to let the app roll."
                )
            )
            return False
        self._accepting = True
        try:
            if game.play.pending_defence() is not None:
                self.action_requested.emit(DefendHero(self.guard(), typed.dice))
            else:
                self.action_requested.emit(Accept(dice=typed.dice))
        finally:
            self._accepting = False
        return True

    def show_pending(self) -> None:
        """Say what Accept will do with the dice typed in the dice panel."""
        typed = self.typed_dice() if self.step is not None else TypedEntry()
        if typed.status == "complete":
            text = self.tr("Accept uses the dice you typed: %1.").replace("%1", typed.text)
        elif typed.status == "partial":
            text = self.tr(
                "Dice partly typed (%1): finish typing the dice, or clear them to let the app roll."
            ).replace("%1", typed.text)
        else:
            text = ""
        self.pending.setText(text)
        self.pending.setVisible(bool(text))
        defending = self.game is not None and self.game.play.pending_defence() is not None
        if defending:
            cubes = self.guard()
            text = (
                self.tr("Defend without a guard")
                if not cubes
                else self.tr("Defend with %n energy cube(s)", "", cubes)
            )
            if typed.status == "complete":
                text = self.tr("%1, typed dice").replace("%1", text)
            self.accept_button.setText(text)
        elif self.step is not None and not self.is_question:
            self.accept_button.setText(
                self.tr("Accept with the typed dice")
                if typed.status == "complete"
                else self.tr("Accept")
            )
        self.accept_button.setEnabled(self.step is not None and not self.is_question)

    def _rebuild_choices(self) -> None:
        for button in self.choice_buttons.values():
            self.choices.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.choice_buttons.clear()
        if not self.is_question:
            return
        for index, zone in enumerate(self.step.choices):
            button = QPushButton(self)
            button.clicked.connect(lambda _checked=False, z=zone: self.answer(z))
            self.choices.addWidget(button, index // 2, index % 2)
            self.choice_buttons[zone] = button

    def _zone_name(self, zone: str) -> str:
        board = self.game.scenario.board if self.game is not None else None
        found = board.zone(zone) if board is not None and hasattr(board, "zone") else None
        return (found.name.get(current_language()) if found is not None else "") or zone

    def retranslate(self) -> None:
        lang = current_language()
        game, step = self.game, self.step
        self.accept_button.setText(self.tr("Accept"))
        self.dice_button.setText(self.tr("Enter dice…"))
        self.take_back_button.setText(self.tr("Take back"))
        self.take_back_button.setEnabled(game is not None and game.can_take_back())
        roll = game.play.roll_request() if game is not None and step is not None else None
        defence = game.play.pending_defence() if game is not None else None
        self.dice_button.setVisible(roll is not None or defence is not None)
        if defence is not None:
            self.dice_button.setText(self.tr("Choose the guard…"))
        if game is None:
            self.turn_label.setText("")
            self.spent.setText("")
        else:
            state = game.state
            self.turn_label.setText(
                self.tr(
                    "Turn %1 — the villains' reserve: %n cube(s)", "", state.villain_reserve
                ).replace("%1", str(state.turn))
                + self.tr(", spent: %1").replace("%1", str(state.villain_spent))
            )
        if step is None:
            self.title.setText(self.tr("No villain step to play now."))
            text = (
                self.tr(
                    "The villains play after the heroes: end the heroes' turn to draw "
                    "the solo card."
                )
                if game is not None and not game.play.ended
                else ""
            )
            for label in (self.notes, self.rules, self.choice_title, self.spent):
                label.setText("")
            self.explanation.setText(text)
        else:
            self.title.setText(self._kind_title(step))
            if defence is not None:
                self.explanation.setText(self._defence_text(defence))
                self.notes.setText("")
            elif roll is not None:
                self.explanation.setText(self._roll_text(roll))
                self.notes.setText("")
            else:
                show = _shown_by(game)
                self.explanation.setText(show(step.key, step.params, lang))
                self.notes.setText(
                    "\n".join(f"• {show(n.key, n.params, lang)}" for n in step.notes)
                )
            self.rules.setText(
                self.tr("Rules: %1").replace("%1", "; ".join(rule_line(r) for r in step.rule_ids))
                if step.rule_ids
                else ""
            )
            self.spent.setText(
                self.tr("Villain energy this step spends: %n cube(s)", "", step.energy)
                if step.energy
                else ""
            )
            self.choice_title.setText(
                self.tr(
                    "Golden rule: choose the place most "
                    "disadvantageous to you — a button, or click a "
                    "highlighted zone on the board."
                )
                if self.is_question
                else ""
            )
            for number, (zone, button) in enumerate(self.choice_buttons.items(), start=1):
                suffix = self.tr(" (heuristic)") if zone == step.heuristic else ""
                button.setText(f"{number}. {self._zone_name(zone)}{suffix}")
                button.setToolTip(zone)
        for label in (self.notes, self.rules, self.choice_title, self.spent):
            label.setVisible(bool(label.text()))
        entries = game.entries if game is not None else ()
        last = entries[-1].step if entries else None
        names = game.play.names if game is not None else None
        self.last.setText(self.tr("Last: %1").replace("%1", last.text(lang, names)) if last else "")
        self.last.setVisible(last is not None)
        self.show_pending()

    def _kind_title(self, step: Step) -> str:
        titles = {
            "upkeep": self.tr("Upkeep"),
            "draw": self.tr("Solo card"),
            "tile": self.tr("River tile activated"),
            "activation": self.tr("Character activation"),
            "attack": self.tr("Villain attack"),
            "check": self.tr("Objective check"),
            "event": self.tr("Event"),
            "reinforce": self.tr("Reinforcements"),
            "question": self.tr("Golden rule: your choice"),
            "clean": self.tr("Cleaning the river"),
            "skip": self.tr("Nothing happens"),
            "end": self.tr("End of the villains' turn"),
            "hero_defence": self.tr("Hero's defence"),
            "recovery": self.tr("Heroes' recovery"),
        }
        title = titles.get(step.kind, step.kind)
        return f"{title} — {self._name(step.actor)}" if step.actor else title

    def _name(self, figure_id: str | None) -> str:
        """A figure's name in the UI language (its id when the game has no name for it)."""
        names = self.game.play.names if self.game is not None else None
        shown = names.name(figure_id) if names is not None and figure_id else figure_id
        return render_param(shown, current_language()) if shown is not None else "-"

    def _roll_text(self, roll) -> str:
        if roll.kind == "check":
            return (
                self.tr(
                    "%1 attempts its objective check (difficulty %2). Roll the dice "
                    "and enter them, or accept to let the app roll."
                )
                .replace("%1", self._name(roll.figure))
                .replace("%2", str(roll.difficulty))
            )
        text = (
            self.tr(
                "%1 attacks %2 (armour %3). Roll the dice and enter them, or accept "
                "to let the app roll."
            )
            .replace("%1", self._name(roll.figure))
            .replace("%2", self._name(roll.target))
            .replace("%3", str(roll.armor or 0))
        )
        if self.game is not None and self.game.setup.heroes_defend:
            text += " " + self.tr("The hero's defence comes next: you choose its guard.")
        return text

    def _defence_text(self, task) -> str:
        return (
            self.tr(
                "%1 hit %2 with %n success(es). Choose in the Dice tab the energy %2 commits "
                "to a guard (the exact odds of each choice are there), then roll or type the "
                "dice; Accept defends with the guard chosen there.",
                "",
                task.count,
            )
            .replace("%1", self._name(task.target))
            .replace("%2", self._name(task.figure))
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self._show_card()
        super().changeEvent(event)  # SidePanel retranslates


def _shown_by(game):
    """How a message reads in the panel: with the scenario's names for ids when the game
    has them (``editor.solo.names``)."""
    names = game.play.names if game is not None else None
    if names is not None:
        return names.text
    return lambda key, params, lang: translate(key, lang, **params)
