"""The dice panel of a free-table game: a roll's exact odds, then the dice typed stage by stage
or rolled by the app.

A roll comes from the action panel with its evaluation: the panel shows the action, the
modifiers and the exact odds (``odds_view``) before anyone rolls, then asks for the dice of each
stage in turn — Eisdrachen «3) Tir»: first the target's dodge dice, one per attack, then the
shooter's wound dice, whose number is known only once the dodges are in; a D20 roll: one d20 —
as the rule system's engine says (``evaluation.stages``, then ``engine.next_stage`` with the
stages typed so far). Each stage is typed as its faces ("3 5 6"); a face the die cannot show,
or too many or too few, is refused with a message naming the stage. "Apply with the typed
dice" asks for the action with them; "Let the app roll" asks for it with no dice (the engine
rolls, seeded and logged). Once a stage is typed the next one's row appears, and the focus goes
to it unless one more digit could still change the last face (a « 2 » typed for a d20 may be the
start of « 20 »): then Enter, a space or Tab moves on. The panel never changes the game. Must
not import the play mode.
"""

from __future__ import annotations

import re
from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.messages import SkirmishError, translate
from editor.ui.i18n import current_language
from editor.ui.play.side_panel import SidePanel
from editor.ui.play.table.action_panel import reasons_text, rule_cited, wrapped
from editor.ui.play.table.odds_view import TableOddsView

SEPARATORS = re.compile(r"[\s,;]+")


def parse_faces(text: str) -> list[int] | None:
    """The faces typed for a stage ("3 5 6", "3,5,6"); None when a part is not a number."""
    parts = [p for p in SEPARATORS.split(text.strip()) if p]
    if not all(p.isdigit() for p in parts):
        return None
    return [int(p) for p in parts]


def may_grow(text: str, sides: int) -> bool:
    """Whether one more digit typed could still make a face of a d``sides`` of the last number
    (« 2 » of a d20 may become « 20 », « 3 » may not; no d6 face has two digits)."""
    last = re.search(r"\d+$", text)
    return last is not None and int(last.group()) * 10 <= sides


class StageRow:
    """One stage of the roll: what it is, who rolls, and the faces typed."""

    def __init__(self, stage, title: str, parent: QWidget):
        self.stage = stage
        self.label = wrapped(parent)
        self.label.setText(title)
        self.edit = QLineEdit(parent)
        self.edit.setPlaceholderText(" ".join(["…"] * min(stage.count, 8)))
        self.status = QLabel(parent)
        self.status.setWordWrap(True)

    def faces(self) -> tuple[int, ...] | None:
        """The stage's faces when exactly its count of valid faces is typed, else None."""
        found = parse_faces(self.edit.text())
        if found is None or len(found) != self.stage.count:
            return None
        if not all(1 <= face <= self.stage.sides for face in found):
            return None
        return tuple(found)


class TableDicePanel(SidePanel):
    """The roll of the chosen action: its odds, and its dice typed or rolled by the app."""

    message = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.roll_action = None
        self.evaluation = None
        self._state = None
        self.rows: list[StageRow] = []
        self.title = wrapped(self)
        self.modifiers = wrapped(self)
        self.odds = TableOddsView(self)
        self.stages_box = QWidget(self)
        self.stages_grid = QGridLayout(self.stages_box)
        self.stages_grid.setContentsMargins(0, 0, 0, 0)
        self.summary = wrapped(self)
        self.typed_button = QPushButton(self)
        self.typed_button.clicked.connect(self.apply_typed)
        self.app_button = QPushButton(self)
        self.app_button.clicked.connect(self.apply_app_roll)
        self.clear_button = QPushButton(self)
        self.clear_button.clicked.connect(self.clear)
        self.empty = wrapped(self)
        # two rows, not three buttons abreast: the panel stays as narrow as its tab, in
        # either language, with no horizontal scrolling
        buttons = QGridLayout()
        buttons.addWidget(self.typed_button, 0, 0, 1, 2)
        buttons.addWidget(self.app_button, 1, 0)
        buttons.addWidget(self.clear_button, 1, 1)
        body = QWidget(self)
        column = QVBoxLayout(body)
        for widget in (self.empty, self.title, self.modifiers, self.odds, self.stages_box):
            column.addWidget(widget)
        column.addWidget(self.summary)
        column.addLayout(buttons)
        column.addStretch(1)
        self.set_body(body)
        self.retranslate()

    @property
    def engine(self):
        return self.game.engine if self.game is not None else None

    def set_game(self, game) -> None:
        self.game = game
        self.clear()

    def refresh(self) -> None:
        """Follow the game: a roll prepared for an older state is dropped."""
        if self.game is not None and self._state is not None and self.game.state != self._state:
            self.clear()

    def set_roll(self, action, evaluation) -> None:
        """Prepare the roll of ``action`` (legal, with dice) in the game's current state."""
        self.roll_action, self.evaluation = action, evaluation
        self._state = self.game.state if self.game is not None else None
        self._clear_rows()
        for stage in evaluation.stages[:1]:
            self._add_row(stage)
        self.retranslate()

    def clear(self) -> None:
        self.roll_action = self.evaluation = self._state = None
        self._clear_rows()
        self.retranslate()

    def _clear_rows(self) -> None:
        for row in self.rows:
            for widget in (row.label, row.edit, row.status):
                widget.deleteLater()
        self.rows = []

    def _add_row(self, stage) -> StageRow:
        row = StageRow(stage, self._stage_title(stage), self.stages_box)
        index = len(self.rows)
        self.stages_grid.addWidget(row.label, 2 * index, 0, 1, 2)
        self.stages_grid.addWidget(row.edit, 2 * index + 1, 0)
        self.stages_grid.addWidget(row.status, 2 * index + 1, 1)
        row.edit.textChanged.connect(lambda _text, r=row: self._on_typed(r))
        self.rows.append(row)
        self._show_row_status(row)
        return row

    def _stage_title(self, stage) -> str:
        lang = current_language()
        text = self.tr("%1: %2 d%3").replace("%1", translate(stage.key, lang))
        text = text.replace("%2", str(stage.count)).replace("%3", str(stage.sides))
        if stage.roller:
            name = self.engine.game.name(stage.roller).get(lang)
            text += " — " + self.tr("rolled by %1's player").replace("%1", name)
        return text

    def typed(self) -> tuple[tuple[int, ...], ...] | None:
        """Every stage's faces once the roll is complete, else None."""
        faces = [row.faces() for row in self.rows]
        if not self.rows or any(f is None for f in faces) or self._next_stage() is not None:
            return None
        return tuple(faces)

    def _next_stage(self):
        """The stage after the rows typed so far (None once the roll is complete)."""
        done = []
        for row in self.rows:
            faces = row.faces()
            if faces is None:
                return row.stage
            done.append(faces)
        return self.engine.next_stage(self._state, self.roll_action, tuple(done))

    def _on_typed(self, row: StageRow) -> None:
        index = self.rows.index(row)
        for later in self.rows[index + 1 :]:
            for widget in (later.label, later.edit, later.status):
                widget.deleteLater()
        self.rows = self.rows[: index + 1]
        self._show_row_status(row)
        if row.faces() is not None:
            following = self._next_stage()
            if following is not None and following is not row.stage:
                added = self._add_row(following)
                if not may_grow(row.edit.text(), row.stage.sides):
                    added.edit.setFocus()
        self.retranslate()

    def _show_row_status(self, row: StageRow) -> None:
        found = parse_faces(row.edit.text())
        stage = row.stage
        if found is None:
            text = self.tr("whole numbers from 1 to %1").replace("%1", str(stage.sides))
        elif any(not 1 <= face <= stage.sides for face in found):
            text = self.tr("a d%1 shows 1 to %1").replace("%1", str(stage.sides))
        else:
            text = self.tr("%1 of %2 typed").replace("%1", str(len(found)))
            text = text.replace("%2", str(stage.count))
        row.status.setText(text)

    def apply_typed(self) -> bool:
        typed = self.typed()
        if typed is None or self.roll_action is None:
            return False
        action = replace(self.roll_action, dice=typed)
        self.clear()
        self.action_requested.emit(action)
        return True

    def apply_app_roll(self) -> bool:
        if self.roll_action is None:
            return False
        action = replace(self.roll_action, dice=None)
        self.clear()
        self.action_requested.emit(action)
        return True

    def retranslate(self) -> None:
        lang = current_language()
        self.typed_button.setText(self.tr("Apply with the typed dice"))
        self.app_button.setText(self.tr("Let the app roll"))
        self.clear_button.setText(self.tr("Clear"))
        ready = self.roll_action is not None
        for widget in (self.title, self.modifiers, self.odds, self.stages_box, self.summary):
            widget.setVisible(ready)
        for button in (self.typed_button, self.app_button, self.clear_button):
            button.setVisible(ready)
        self.empty.setVisible(not ready)
        self.empty.setText(
            self.tr(
                "Choose an action that rolls dice in the Actions tab: its exact odds show here "
                "before the roll, then type the dice stage by stage or let the app roll."
            )
        )
        if not ready:
            return
        action, evaluation = self.roll_action, self.evaluation
        engine = self.engine
        titles = {o.name: o.title.get(lang) for o in engine.offers(self._state, action.actor)}
        title = titles.get(action.action, action.action)
        actor = engine.game.name(action.actor).get(lang) if action.actor else ""
        target = engine.game.name(action.target).get(lang) if action.target else ""
        who = actor + (f" → {target}" if target else "")
        self.title.setText(self.tr("<b>%1</b>: %2").replace("%1", title).replace("%2", who))
        lines = [f"• {m.value:+d} {rule_cited(m.text(lang), m.rule)}" for m in evaluation.modifiers]
        if evaluation.reasons:
            lines.append(reasons_text(evaluation.reasons, lang))
        self.modifiers.setText("\n".join(lines))
        self.modifiers.setVisible(bool(lines))
        if self.odds.odds is not evaluation.odds:
            self.odds.set_odds(evaluation.odds)
        try:
            complete = self.typed() is not None
        except SkirmishError as exc:
            complete = False
            self.message.emit(exc.text(lang))
        self.typed_button.setEnabled(complete)
        self.summary.setText(
            self.tr("Every stage is typed: apply, or clear to roll again.")
            if complete
            else self.tr("Type the dice of each stage as they fall, or let the app roll.")
        )

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.typed() is not None:
                self.apply_typed()
                return
            if self._focus_next_row():
                return
        super().keyPressEvent(event)

    def _focus_next_row(self) -> bool:
        """Enter in a typed stage whose next row waits: go to it."""
        edits = [row.edit for row in self.rows]
        focused = next((i for i, edit in enumerate(edits) if edit.hasFocus()), None)
        if focused is None or focused + 1 >= len(edits) or self.rows[focused].faces() is None:
            return False
        edits[focused + 1].setFocus()
        return True
