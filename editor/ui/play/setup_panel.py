"""Setting up a new game, in the play window itself (never a modal dialog).

The form shows the scenario, the seed of the solo deck's shuffle (drawn at random, shown and
editable, and recorded with the game so it replays exactly), normal or hard mode, and a summary
of the scenario's rules options: every option that differs from the defaults of SOLO_AI_SPEC,
so the player knows which readings of the rules the AI follows. It also lists plainly what
makes the scenario unplayable or odd (no solo cards, no river tiles, no hero on the board, no
villain): Start stays possible — the player may want to try it anyway — but is never a
surprise. Start emits ``start_requested(seed, hard_mode)``; the play mode starts the game.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Collection
from enum import Enum

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.model.options import RulesOptions
from editor.model.scenario import Scenario
from editor.model.units import Side
from editor.rules.registry import plugin_for
from editor.ui.i18n import current_language

SEED_LIMIT = 2**31 - 1


def new_seed() -> int:
    return random.randrange(SEED_LIMIT)


def changed_options(options: RulesOptions, groups: Collection[str]) -> list[tuple[str, str]]:
    """``(section.option, value)`` of every rules option of ``groups`` (those the rule system
    reads, ``general`` for the options directly on ``RulesOptions``) that differs from the
    default."""
    found: list[tuple[str, str]] = []

    def walk(prefix: str, value, default) -> None:
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            for field in dataclasses.fields(value):
                walk(
                    f"{prefix}{field.name}.",
                    getattr(value, field.name),
                    getattr(default, field.name),
                )
        elif value != default:
            shown = value.value if isinstance(value, Enum) else value
            if isinstance(shown, tuple):
                shown = ", ".join(str(v.value if isinstance(v, Enum) else v) for v in shown)
            found.append((prefix.rstrip("."), str(shown)))

    defaults = RulesOptions()
    for field in dataclasses.fields(options):
        value = getattr(options, field.name)
        group = field.name if dataclasses.is_dataclass(value) else "general"
        if group in groups:
            walk(f"{field.name}.", value, getattr(defaults, field.name))
    return found


def missing_parts(scenario: Scenario) -> list[str]:
    """What the scenario lacks to be played solo: "deck", "river", "heroes", "villains"."""
    missing = []
    if scenario.deck is None or not scenario.deck.cards:
        missing.append("deck")
    if scenario.river is None or not scenario.river.tiles:
        missing.append("river")
    if not any(f.side is Side.HERO and f.deployed and f.zone for f in scenario.figures):
        missing.append("heroes")
    if not any(f.side is Side.VILLAIN for f in scenario.figures):
        missing.append("villains")
    return missing


class SetupPanel(QWidget):
    """The new-game form for one scenario."""

    start_requested = Signal(int, bool)
    """(seed, hard mode)"""
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
        self.hard = QCheckBox(self)
        self.options = QLabel(self)
        self.options.setWordWrap(True)
        self.options.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem = QLabel(self)
        self.problem.setStyleSheet("color: #a33a00;")
        self.warnings = QLabel(self)
        self.warnings.setWordWrap(True)
        self.warnings.setStyleSheet(
            "color: #000000; background: #fff4d6; border: 1px solid #a33a00; padding: 6px;"
        )
        self.start_button = QPushButton(self)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._on_start_clicked)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancelled)
        self.form = QFormLayout()
        self.form_labels = [QLabel(self) for _ in range(3)]
        for label, field in zip(self.form_labels, (seed_row, self.hard, self.options)):
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
        layout.addWidget(self.warnings)
        layout.addWidget(self.problem)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.retranslate()

    def set_scenario(self, scenario: Scenario, seed: int | None = None) -> None:
        self.scenario = scenario
        self.seed.setText(str(new_seed() if seed is None else seed))
        self.hard.setChecked(scenario.options.hard_mode.enabled)
        self.hard.setEnabled(not scenario.options.hard_mode.enabled)
        self.retranslate()

    def seed_value(self) -> int | None:
        """The typed seed, or None when it is not a whole number in range."""
        text = self.seed.text().strip()
        if not text.isdigit() or int(text) > SEED_LIMIT:
            return None
        return int(text)

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
            self.start_requested.emit(seed, self.hard.isChecked())

    def retranslate(self) -> None:
        lang = current_language()
        scenario = self.scenario
        labels = (self.tr("Seed of the shuffle"), self.tr("Mode"), self.tr("Rules options"))
        for label, text in zip(self.form_labels, labels):
            label.setText(text)
        self.reseed_button.setText(self.tr("New seed"))
        self.seed.setToolTip(
            self.tr(
                "Recorded with the game: the same seed and the same choices replay the same game."
            )
        )
        self.hard.setText(
            self.tr("Hard mode (tiles and cleaning cost nothing, villains may fall: SOLO-HM)")
        )
        self.start_button.setText(self.tr("Start the game"))
        self.cancel_button.setText(self.tr("Cancel"))
        if scenario is None:
            self.title.setText(self.tr("New game"))
            self.mission.setText("")
            self.options.setText("")
        else:
            self.title.setText(
                self.tr("New game: %1").replace("%1", scenario.title.get(lang) or scenario.name)
            )
            self.mission.setText(scenario.mission.text.get(lang))
            changed = changed_options(scenario.options, plugin_for(scenario).option_groups())
            self.options.setText(
                "\n".join(f"{name} = {value}" for name, value in changed)
                if changed
                else self.tr(
                    "The defaults of the solo rules (SOLO_AI_SPEC), golden rule asked "
                    "to the player."
                )
            )
        self._show_warnings()
        self._on_seed_changed(self.seed.text())

    def _show_warnings(self) -> None:
        texts = {
            "deck": self.tr(
                "The scenario has no solo deck cards: the villains' turn cannot draw a card, "
                "so the villains never act."
            ),
            "river": self.tr(
                "The river has no tiles: no villain is ever activated by the solo card."
            ),
            "heroes": self.tr(
                "No hero figure is deployed on the board: the villains have no one to go for. "
                "Place the heroes in the scenario's mission first."
            ),
            "villains": self.tr("The scenario has no villain figures: there is no one to fight."),
        }
        missing = missing_parts(self.scenario) if self.scenario is not None else []
        lines = [f"• {texts[part]}" for part in missing]
        if lines:
            lines.insert(
                0,
                self.tr("This scenario cannot really be played yet (you may still start it):"),
            )
        self.warnings.setText("\n".join(lines))
        self.warnings.setVisible(bool(lines))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
