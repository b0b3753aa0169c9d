"""Setting up a new free-table game, in the play window itself (never a modal dialog).

The form shows the scenario and its mission, the seed of the app's rolls (drawn at random,
shown and editable, and recorded with the game so it replays exactly), the sides on the table
with their figures and which side plays first (the D20 text rolls for it, « Qui commence la
partie ? »; the players may decide), and every rules option of the scenario's rule system that
differs from its default (the option groups its plug-in reads), so the players know which
readings of the text the referee follows. A rule system with a start of the game of its own
(``TablePlugin.start_of_game``: the D20 roles, initiative and deployment) offers to play it
first, checked by default; then the initiative, not the form, says who plays first. Start
emits ``start_requested(seed, first_side, start_of_game)``; the play mode starts the game
through the plug-in. Must not import the play mode.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.messages import translate
from editor.model.scenario import Scenario
from editor.model.units import Side
from editor.rules.registry import plugin_for
from editor.ui.i18n import current_language
from editor.ui.play.setup_panel import SEED_LIMIT, changed_options, new_seed


def table_sides(scenario: Scenario) -> list[tuple[str, int]]:
    """The sides with figures on the table, in the order hero, villain, neutral, with counts."""
    counts = Counter(
        f.side.value for f in scenario.figures if f.deployed and f.position is not None
    )
    return [(side.value, counts[side.value]) for side in Side if counts[side.value]]


class TableSetupPanel(QWidget):
    """The new-game form for one free-table scenario."""

    start_requested = Signal(int, str, bool)
    """(seed, first side: a side value, or "" for the rule system's default, whether the game
    opens with the rule system's start of the game)"""
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.scenario: Scenario | None = None
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.title.setFont(font)
        self.mission = QLabel(self)
        self.mission.setWordWrap(True)
        self.seed = QLineEdit(self)
        self.seed.setMaxLength(12)
        self.seed.setMaximumWidth(180)
        self.seed.textChanged.connect(self._on_seed_changed)
        self.reseed_button = QPushButton(self)
        self.reseed_button.clicked.connect(lambda: self.seed.setText(str(new_seed())))
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed)
        seed_row.addWidget(self.reseed_button)
        seed_row.addStretch(1)
        self.sides = QLabel(self)
        self.sides.setWordWrap(True)
        self.first_side = QComboBox(self)
        self.start_of_game = QCheckBox(self)
        self.start_of_game.setChecked(True)
        self.start_of_game.toggled.connect(self._on_start_of_game_toggled)
        self.options = QLabel(self)
        self.options.setWordWrap(True)
        self.options.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem = QLabel(self)
        self.problem.setStyleSheet("color: #a33a00;")
        self.start_button = QPushButton(self)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._on_start_clicked)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancelled)
        self.form = QFormLayout()
        self.form_labels = [QLabel(self) for _ in range(5)]
        for label, field in zip(
            self.form_labels,
            (seed_row, self.sides, self.start_of_game, self.first_side, self.options),
        ):
            self.form.addRow(label, field)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.start_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.addWidget(self.title)
        layout.addWidget(self.mission)
        layout.addLayout(self.form)
        layout.addWidget(self.problem)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.retranslate()

    def set_scenario(self, scenario: Scenario, seed: int | None = None) -> None:
        self.scenario = scenario
        self.seed.setText(str(new_seed() if seed is None else seed))
        self.retranslate()

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        if not text.isdigit() or int(text) > SEED_LIMIT:
            return None
        return int(text)

    def first_side_value(self) -> str:
        if self.start_of_game_value():
            return ""  # the initiative of the start of the game decides
        value = self.first_side.currentData()
        return value if isinstance(value, str) else ""

    def has_start_of_game(self) -> bool:
        scenario = self.scenario
        return scenario is not None and bool(
            getattr(plugin_for(scenario), "start_of_game", False))

    def start_of_game_value(self) -> bool:
        return self.has_start_of_game() and self.start_of_game.isChecked()

    def _on_start_of_game_toggled(self, _checked: bool) -> None:
        self.first_side.setEnabled(not self.start_of_game_value())

    def _on_seed_changed(self, _text: str) -> None:
        valid = self.seed_value() is not None
        self.problem.setText(
            ""
            if valid
            else self.tr("The seed must be a whole number from 0 to %1.").replace(
                "%1", str(SEED_LIMIT)
            )
        )
        self.start_button.setEnabled(valid and self.scenario is not None)

    def _on_start_clicked(self) -> None:
        seed = self.seed_value()
        if seed is not None and self.scenario is not None:
            self.start_requested.emit(seed, self.first_side_value(), self.start_of_game_value())

    def retranslate(self) -> None:
        lang = current_language()
        labels = (
            self.tr("Seed of the app's rolls"),
            self.tr("Sides"),
            self.tr("Start of the game"),
            self.tr("Plays first"),
            self.tr("Rules options"),
        )
        for label, text in zip(self.form_labels, labels):
            label.setText(text)
        self.reseed_button.setText(self.tr("New seed"))
        self.seed.setToolTip(
            self.tr(
                "Recorded with the game: the same seed and the same actions replay the same game."
            )
        )
        self.start_button.setText(self.tr("Start the game"))
        self.start_of_game.setText(
            self.tr("Play it first: attacker and defender, initiative, deployment in the zones")
        )
        self.cancel_button.setText(self.tr("Cancel"))
        scenario = self.scenario
        if scenario is None:
            self.title.setText(self.tr("New game"))
            for label in (self.mission, self.sides, self.options):
                label.setText("")
            self._on_seed_changed(self.seed.text())
            return
        self.title.setText(
            self.tr("New game: %1").replace("%1", scenario.title.get(lang) or scenario.name)
        )
        self.mission.setText(scenario.mission.text.get(lang))
        sides = table_sides(scenario)
        self.sides.setText(
            "\n".join(
                self.tr("%1: %n figure(s) on the table", "", count).replace(
                    "%1", translate(f"table_game.side.{side}", lang)
                )
                for side, count in sides
            )
            or self.tr("No figure stands on the table: place the figures in the editor first.")
        )
        chosen = self.first_side_value()
        self.first_side.clear()
        for side, _count in sides:
            self.first_side.addItem(translate(f"table_game.side.{side}", lang), side)
        index = self.first_side.findData(chosen)
        self.first_side.setCurrentIndex(max(0, index))
        shown = self.has_start_of_game()
        self.start_of_game.setVisible(shown)
        self.form_labels[2].setVisible(shown)
        self.first_side.setEnabled(not self.start_of_game_value())
        groups = plugin_for(scenario).option_groups()
        changed = changed_options(scenario.options, groups)
        self.options.setText(
            "\n".join(f"{name} = {value}" for name, value in changed)
            if changed
            else self.tr("The defaults of the rule system (docs/table-play.md).")
        )
        self._on_seed_changed(self.seed.text())
        self.start_button.setEnabled(self.start_button.isEnabled() and bool(sides))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
