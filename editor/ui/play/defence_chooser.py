"""A hero's defence before the roll: the exact odds of the damage for every energy commitment.

When a villain's attack on a hero is rolled, the game waits for the hero's defence
(``game.play.defence_options``: one ``RollRequest`` per commitment, from no guard up to what the
hero can commit). ``DefenceChooser`` lays them out as a table — one row per commitment, the
chance of each amount of damage taken, of at least one damage and of being left with no
energy (out of action) — and lets the player pick the row: the dice panel then shows that
row's pool to roll or type. The numbers are the engine's exact fractions, shown by the same
``percent`` as every other odds of the play window. ``DefencePage`` is the dice panel's page of
a pending defence: the title, the chooser, and the chosen row's dice (``RollSection``); it says
what the player decided through ``defended(cubes, typed dice or None)``. Nothing is applied
here.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from editor.messages import render_param
from editor.model.dice import DiceSet
from editor.rules.zone_solo.rolls import RollRequest
from editor.ui.i18n import current_language
from editor.ui.play.dice_widgets import percent
from editor.ui.play.roll_section import RollSection


def _cell(text: str, bold: bool = False) -> QLabel:
    label = QLabel(text)
    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if bold:
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    return label


class DefenceChooser(QWidget):
    """The commitments of a hero's defence with their odds; one of them chosen."""

    chosen = Signal(int)
    """The energy committed to the guard (a row picked)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.options: tuple[RollRequest, ...] = ()
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.table = QWidget(self)
        self.grid = QGridLayout(self.table)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(2)
        self.group = QButtonGroup(self)
        self.group.idClicked.connect(self._on_clicked)
        self.rows: list[tuple[QRadioButton, list[QLabel]]] = []
        self.headers: list[QLabel] = []
        self._damage: list[int] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.table)

    def set_options(self, options: tuple[RollRequest, ...], keep: int = 0) -> None:
        """Show ``options`` (index = energy committed); the row ``keep`` stays chosen when it
        is still possible, else no guard."""
        self.options = tuple(options)
        while self.grid.count():
            widget = self.grid.takeAt(0).widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        for button in self.group.buttons():
            self.group.removeButton(button)
        self.rows, self.headers = [], []
        self._damage = sorted({d for o in self.options for d in (o.damage or {})})
        columns = 1 + len(self._damage) + 2
        self.headers = [_cell("", bold=True) for _ in range(columns)]
        for column, header in enumerate(self.headers):
            self.grid.addWidget(header, 0, column)
        for row, option in enumerate(self.options, start=1):
            button = QRadioButton(self.table)
            self.group.addButton(button, option.cubes)
            damage = option.damage or {}
            cells = [_cell(percent(damage.get(d, Fraction(0)))) for d in self._damage]
            at_least = sum((p for d, p in damage.items() if d >= 1), Fraction(0))
            cells.append(_cell(percent(at_least)))
            cells.append(_cell(percent(option.out_chance or Fraction(0))))
            self.grid.addWidget(button, row, 0)
            for column, cell in enumerate(cells, start=1):
                self.grid.addWidget(cell, row, column)
            self.rows.append((button, cells))
        self.grid.setColumnStretch(columns, 1)
        choice = keep if 0 <= keep < len(self.options) else 0
        if self.rows:
            self.rows[choice][0].setChecked(True)
        self.retranslate()

    def selected(self) -> int:
        """The energy committed in the chosen row (0 when nothing is shown)."""
        found = self.group.checkedId()
        return max(found, 0)

    def request(self) -> RollRequest | None:
        """The chosen row's roll (its pool and odds)."""
        cubes = self.selected()
        return self.options[cubes] if cubes < len(self.options) else None

    def choose(self, cubes: int) -> None:
        """Pick the row of ``cubes`` (the keyboard, the tests)."""
        if 0 <= cubes < len(self.rows):
            self.rows[cubes][0].setChecked(True)
            self.chosen.emit(cubes)

    def _on_clicked(self, cubes: int) -> None:
        self.chosen.emit(cubes)

    def retranslate(self) -> None:
        if not self.options:
            self.title.setText("")
            return
        first = self.options[0]
        self.title.setText(
            self.tr(
                "Choose the energy the hero commits to a guard: each cube adds a die; armour "
                "%1 and the automatic defence count anyway. Exact chance of the damage taken:"
            ).replace("%1", str(first.armor or 0))
        )
        if self.headers:
            self.headers[0].setText(self.tr("Guard"))
            for header, damage in zip(self.headers[1:], self._damage):
                header.setText(self.tr("%n damage", "", damage))
            self.headers[-2].setText(self.tr("at least 1"))
            self.headers[-1].setText(self.tr("out of action"))
        for button, _cells in self.rows:
            cubes = self.group.id(button)
            button.setText(
                self.tr("no guard") if cubes == 0 else self.tr("%n energy cube(s)", "", cubes)
            )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class DefencePage(QWidget):
    """The hero's defence waiting in the game: whom, against what, the guard, its dice."""

    defended = Signal(int, object)
    """The energy committed and the typed dice (``TypedDice``), or None for the app's roll."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = None
        self._dice: DiceSet | None = None
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.chooser = DefenceChooser(self)
        self.chooser.chosen.connect(self._on_chosen)
        self.roll = RollSection(self)
        self.roll.no_dice_text = QT_TRANSLATE_NOOP("RollSection", "Apply the defence")
        self.roll.rolled.connect(lambda typed: self.defended.emit(self.cubes(), typed))
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.chooser)
        layout.addWidget(self.roll)
        layout.addStretch(1)

    def show_defence(self, game, dice: DiceSet) -> None:
        """Show the defence ``game`` waits for (its options afresh, the same row kept)."""
        self.game, self._dice = game, dice
        self.chooser.set_options(game.play.defence_options(), keep=self.chooser.selected())
        self._on_chosen(self.chooser.selected())

    def cubes(self) -> int:
        return self.chooser.selected()

    def _on_chosen(self, _cubes: int) -> None:
        if self._dice is not None:
            self.roll.set_request(self._dice, self.chooser.request(), lambda _f, _r: ())
        self.retranslate()

    def _name(self, figure_id: str | None) -> str:
        names = self.game.play.names if self.game is not None else None
        shown = names.name(figure_id) if names is not None and figure_id else figure_id
        return render_param(shown, current_language()) if shown is not None else "-"

    def retranslate(self) -> None:
        game = self.game
        task = game.play.pending_defence() if game is not None else None
        self.title.setText(
            self.tr("%1 defends against the attack of %2: %n success(es).", "", task.count)
            .replace("%1", self._name(task.figure))
            .replace("%2", self._name(task.target))
            if task is not None
            else ""
        )
        self.chooser.retranslate()
        self.roll.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
