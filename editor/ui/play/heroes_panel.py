"""The heroes' turn: what the player records of the physical table, and the end of the turn.

One row per character: wounds and energy (``SetCounters``), neutralized or back in play
(``SetOut``, villains too); one row per objective: times completed and whether it is active
(``SetObjective``); then "End the heroes' turn" (``EndHeroTurn``). Heroes move by dragging
them on the board. Counters change on Enter, on leaving the field or on an arrow click, so
typing "12" records one action, not two. The rows are built once per game and refreshed in
place (signals blocked), so a refresh never steals the field being typed in; after a refused
action they are refreshed by force, so they never show what the game did not record. A hero's
energy stops at the cubes of its board (``SoloProfile.energy``): wounds move cubes, they never
add any. Above the rows, the energy each hero recovers at a round's start (its board's or the
mission's number), or that the data defines none. Once the mission is over the rows and
buttons are disabled.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.messages import render_param
from editor.model.units import Side, SoloProfile
from editor.rules.zone_solo.actions import EndHeroTurn, SetCounters, SetObjective, SetOut
from editor.solo.recovery import recovery_of
from editor.ui.i18n import current_language
from editor.ui.play.side_panel import SidePanel

MAX_COUNTER = 99


def _spin() -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, MAX_COUNTER)
    spin.setKeyboardTracking(False)
    return spin


class HeroesPanel(SidePanel):
    """Counters, neutralization and objectives during the heroes' turn."""

    attack_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.recovery = QLabel(self)
        self.recovery.setWordWrap(True)
        self.recovery.setObjectName("heroesRecovery")
        self.recovery.setStyleSheet("color: #404040;")
        self.end_button = QPushButton(self)
        self.end_button.clicked.connect(lambda: self.action_requested.emit(EndHeroTurn()))
        self.attack_button = QPushButton(self)
        self.attack_button.clicked.connect(self.attack_requested)
        self.figures_box = QGroupBox(self)
        self.figures_grid = QGridLayout(self.figures_box)
        self.objectives_box = QGroupBox(self)
        self.objectives_grid = QGridLayout(self.objectives_box)
        self.rows: dict[str, tuple[QLabel, QLabel, QSpinBox, QSpinBox, QCheckBox]] = {}
        self.objective_rows: dict[str, tuple[QLabel, QSpinBox, QCheckBox]] = {}
        self._headers: list[QLabel] = []
        body = QWidget(self)
        column = QVBoxLayout(body)
        column.addWidget(self.status)
        column.addWidget(self.recovery)
        column.addWidget(self.end_button)
        column.addWidget(self.attack_button)
        column.addWidget(self.figures_box)
        column.addWidget(self.objectives_box)
        column.addStretch(1)
        self.set_body(body)
        self.retranslate()

    def set_game(self, game) -> None:
        self.game = game
        self._build()
        self.refresh()

    def _build(self) -> None:
        for grid in (self.figures_grid, self.objectives_grid):
            while grid.count():
                widget = grid.takeAt(0).widget()
                if widget is not None:
                    widget.hide()
                    widget.deleteLater()
        self.rows.clear()
        self.objective_rows.clear()
        self._headers = [QLabel(self) for _ in range(7)]
        if self.game is None:
            return
        for column, header in enumerate(self._headers[:5]):
            self.figures_grid.addWidget(header, 0, column)
        scenario = self.game.scenario
        order = sorted(scenario.figures, key=lambda f: (f.side is not Side.HERO, f.id))
        for row, figure in enumerate(order, start=1):
            name, zone = QLabel(self), QLabel(self)
            wounds, energy = _spin(), _spin()
            out = QCheckBox(self)
            wounds.valueChanged.connect(lambda _v, f=figure.id: self._on_counters_changed(f))
            energy.valueChanged.connect(lambda _v, f=figure.id: self._on_counters_changed(f))
            out.toggled.connect(lambda on, f=figure.id: self.action_requested.emit(SetOut(f, on)))
            for column, widget in enumerate((name, zone, wounds, energy, out)):
                self.figures_grid.addWidget(widget, row, column)
            self.rows[figure.id] = (name, zone, wounds, energy, out)
        self.objectives_grid.addWidget(self._headers[5], 0, 1)
        self.objectives_grid.addWidget(self._headers[6], 0, 2)
        for row, objective in enumerate(scenario.objectives, start=1):
            name = QLabel(self)
            name.setWordWrap(True)
            completed = _spin()
            active = QCheckBox(self)
            completed.valueChanged.connect(lambda _v, o=objective.id: self._on_objective_changed(o))
            active.toggled.connect(lambda _on, o=objective.id: self._on_objective_changed(o))
            for column, widget in enumerate((name, completed, active)):
                self.objectives_grid.addWidget(widget, row, column)
            self.objective_rows[objective.id] = (name, completed, active)
        self.objectives_grid.setColumnStretch(0, 1)
        self.figures_grid.setColumnStretch(0, 1)

    def _on_counters_changed(self, figure_id: str) -> None:
        _name, _zone, wounds, energy, _out = self.rows[figure_id]
        self.action_requested.emit(SetCounters(figure_id, wounds.value(), energy.value()))

    def _on_objective_changed(self, objective_id: str) -> None:
        _name, completed, active = self.objective_rows[objective_id]
        self.action_requested.emit(
            SetObjective(objective_id, completed.value(), active.isChecked())
        )

    def refresh(self, force: bool = False) -> None:
        """Show the game's state in the rows (no action is emitted while doing so); a field
        being typed in keeps its text unless ``force`` (the game refused what it holds)."""
        game = self.game
        lang = current_language()
        ended = game is not None and game.play.ended is not None
        heroes_turn = game is not None and str(game.play.phase) == "heroes" and not ended
        self.end_button.setEnabled(heroes_turn)
        self.attack_button.setEnabled(heroes_turn)
        if game is None:
            self.retranslate()
            return
        scenario, state = game.scenario, game.state
        for figure in scenario.figures:
            name, zone, wounds, energy, out = self.rows[figure.id]
            found = state.figure(figure.id)
            unit = scenario.unit(figure.unit)
            label = unit.name.get(lang) if unit else figure.unit
            number = f"{figure.number}. " if figure.number is not None else ""
            name.setText(f"{number}{label} <span style='color:#707070'>({figure.id})</span>")
            zone_name = (
                self._zone_name(found.zone)
                if found.zone
                else (
                    self.tr("neutralized")
                    if found.wounds or found.out
                    else self.tr("off the board")
                )
            )
            zone.setText(zone_name)
            is_out = found.out or (
                figure.side is not Side.HERO and found.zone is None and found.wounds > 0
            )
            energy.blockSignals(True)  # a lower maximum clamps the value: not a player's edit
            energy.setMaximum(max(self.max_energy(figure), found.energy))
            energy.blockSignals(False)
            for widget, value in ((wounds, found.wounds), (energy, found.energy)):
                if widget.value() != value and (force or not widget.hasFocus()):
                    widget.blockSignals(True)
                    widget.setValue(value)
                    widget.blockSignals(False)
            out.blockSignals(True)
            out.setChecked(is_out)
            out.blockSignals(False)
            out.setEnabled(
                not ended and (figure.side is Side.HERO or found.zone is not None or is_out)
            )
            energy.setEnabled(figure.side is Side.HERO and not ended)
            wounds.setEnabled(not ended)
        for objective in scenario.objectives:
            name, completed, active = self.objective_rows[objective.id]
            found = state.objective(objective.id)
            side = self.tr("hero") if objective.side is Side.HERO else self.tr("villain")
            name.setText(
                f"{objective.name.get(lang) or objective.id} ({side}, "
                f"{self._zone_name(objective.zone) if objective.zone else '-'})"
            )
            if found is not None:
                if completed.value() != found.completed and (force or not completed.hasFocus()):
                    completed.blockSignals(True)
                    completed.setValue(found.completed)
                    completed.blockSignals(False)
                active.blockSignals(True)
                active.setChecked(found.active)
                active.blockSignals(False)
            completed.setEnabled(not ended)
            active.setEnabled(not ended)
        self.retranslate()

    def _recovery_text(self) -> str:
        """The energy each hero gets back at a round's start, from its board or the mission;
        where the data defines none, it says so (the app guesses nothing)."""
        game = self.game
        if game is None or game.play.ended:
            return ""
        ctx, lang = game.play.ctx, current_language()
        given, missing = [], []
        for figure in game.scenario.figures:
            if not ctx.is_hero(figure.id):
                continue
            name = render_param(game.play.names.name(figure.id), lang)
            found = recovery_of(ctx, figure.id)
            if found is None:
                missing.append(name)
            elif found[1] == "profile":
                given.append(
                    self.tr("%1: %2 (its board)").replace("%1", name).replace("%2", str(found[0]))
                )
            else:
                given.append(
                    self.tr("%1: %2 (the mission)").replace("%1", name).replace("%2", str(found[0]))
                )
        if not given:
            return self.tr(
                "Energy recovery: neither the heroes' boards nor the mission define one, so "
                "the app restores no energy between rounds; correct it here if your rules "
                "give some."
            )
        text = self.tr("Energy recovered at each round's start: %1.").replace(
            "%1", "; ".join(given)
        )
        if missing:
            text += " " + self.tr("None defined for %1: their energy is not restored.").replace(
                "%1", "; ".join(missing)
            )
        return text

    def max_energy(self, figure) -> int:
        """The energy cubes of a hero's board (its unit's zone-solo profile), or the counters'
        limit when the profile gives none."""
        unit = self.game.scenario.unit(figure.unit) if self.game is not None else None
        profile = unit.profile if unit is not None else None
        if isinstance(profile, SoloProfile) and profile.energy > 0:
            return profile.energy
        return MAX_COUNTER

    def _zone_name(self, zone_id: str) -> str:
        zone = self.game.scenario.board.zone(zone_id)
        return (zone.name.get(current_language()) if zone is not None else "") or zone_id

    def retranslate(self) -> None:
        game = self.game
        self.end_button.setText(self.tr("End the heroes' turn"))
        self.attack_button.setText(self.tr("A hero attacks a villain…"))
        self.figures_box.setTitle(self.tr("Characters"))
        self.objectives_box.setTitle(self.tr("Objectives"))
        headers = (
            self.tr("Character"),
            self.tr("Zone"),
            self.tr("Wounds"),
            self.tr("Energy"),
            self.tr("Out"),
            self.tr("Completed"),
            self.tr("Active"),
        )
        for label, text in zip(self._headers, headers):
            label.setText(f"<b>{text}</b>")
        if game is None:
            self.status.setText(self.tr("No game."))
        elif game.play.ended:
            self.status.setText(self.tr("The mission is over."))
        elif str(game.play.phase) == "heroes":
            self.status.setText(
                self.tr(
                    "Turn %1 — the heroes' turn: move your heroes by "
                    "dragging them on the board, record wounds, energy and "
                    "objectives, then end the turn."
                ).replace("%1", str(game.play.shown_turn))
            )
        else:
            self.status.setText(
                self.tr(
                    "Turn %1 — the villains are playing; corrections made here are recorded too."
                ).replace("%1", str(game.play.shown_turn))
            )
        self.recovery.setText(self._recovery_text())
        self.recovery.setVisible(bool(self.recovery.text()))
        for _name, _zone, _w, _e, out in self.rows.values():
            out.setText(self.tr("out"))
        for _name, _completed, active in self.objective_rows.values():
            active.setText(self.tr("active"))
