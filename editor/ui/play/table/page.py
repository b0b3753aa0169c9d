"""The page of a free-table game in the play mode: the table on the left, the panels on the right.

``TablePage`` shows one game (a ``GameDocument`` whose engine is a free-table engine): a header
with the scenario, the turn, the side to play and its phase, the seed, Take back and Export log;
the verdict once the game is over; the overlay toggles above the table (``board``); and the
tabs Actions (``action_panel``), Dice (``dice_panel``), Overlays (the legend) and Log. It turns
the table's gestures and the panels' requests into the rule system's actions — a drop is a
``move`` to where the figure was dropped, a turn a ``move`` where it stands with its new facing,
a chosen action with its dice what the panels say — and hands them to the play mode through
``action_requested``: the play mode applies, saves and refreshes. The page knows no rule system:
it reads what the engine answers. Must not import the play mode.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from editor.game.log import log_lines
from editor.messages import translate
from editor.rules.table_game.actions import TableAction
from editor.ui.i18n import current_language
from editor.ui.play.play_page import VERDICT_STYLE
from editor.ui.play.table.action_panel import ActionPanel
from editor.ui.play.table.board import TablePlayBoard
from editor.ui.play.table.dice_panel import TableDicePanel
from editor.ui.play.table.legend import TableOverlayLegend, TableOverlayToggleBar

SIDE_MIN_WIDTH = 400
"""Pixels: the panels' column is never narrower (the dice panel's rows fit it unscrolled)."""


class TablePage(QWidget):
    """One free-table game: header, table with its toggles, and the side tabs."""

    action_requested = Signal(object)
    take_back_requested = Signal()
    export_requested = Signal()
    message = Signal(str)

    def __init__(self, game, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.saved = True
        self._log_count: int | None = None
        """The log's lines at the last refresh (None before the first)."""
        self.header = QLabel(self)
        self.take_back_button = QPushButton(self)
        self.take_back_button.clicked.connect(self.take_back_requested)
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(self.export_requested)
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        self.verdict.setStyleSheet(VERDICT_STYLE)
        self.verdict.setVisible(False)
        self.board = TablePlayBoard(game, self)
        self.toggle_bar = TableOverlayToggleBar(self.board.overlays, self)
        self.actions = ActionPanel(self)
        self.dice = TableDicePanel(self)
        self.legend = TableOverlayLegend(self.board.overlays, self)
        self.log = QPlainTextEdit(self)
        self.log.setReadOnly(True)
        self.tabs = QTabWidget(self)
        for widget in (self.actions, self.dice, self.legend, self.log):
            self.tabs.addTab(widget, "")
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: #a33a00;")
        self._lay_out()
        self._wire()
        self.actions.set_game(game)
        self.dice.set_game(game)
        self.board.tool.can_move = self.can_move
        self.refresh()
        self.retranslate()

    def _lay_out(self) -> None:
        left = QWidget(self)
        left_column = QVBoxLayout(left)
        left_column.setContentsMargins(0, 0, 0, 0)
        left_column.setSpacing(2)
        left_column.addWidget(self.toggle_bar)
        left_column.addWidget(self.board.view, 1)
        # the status under the tabs, not under the whole page: a message shown or cleared
        # must not change the table's height (the view would zoom to fit again)
        right = QWidget(self)
        right_column = QVBoxLayout(right)
        right_column.setContentsMargins(0, 0, 0, 0)
        right_column.addWidget(self.tabs, 1)
        right_column.addWidget(self.status)
        right.setMinimumWidth(SIDE_MIN_WIDTH)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([3 * SIDE_MIN_WIDTH, SIDE_MIN_WIDTH])
        top = QHBoxLayout()
        top.addWidget(self.header, 1)
        top.addWidget(self.take_back_button)
        top.addWidget(self.export_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(4, 4, 4, 4)
        column.addLayout(top)
        column.addWidget(self.verdict)
        column.addWidget(self.splitter, 1)

    def _wire(self) -> None:
        board = self.board
        board.figure_clicked.connect(self._on_figure_clicked)
        board.table_clicked.connect(self._on_table_clicked)
        board.dismissed.connect(self.step_back)
        board.move_requested.connect(self._on_move_requested)
        board.turn_requested.connect(self._on_turn_requested)
        board.message.connect(self.message)
        board.overlays_failed.connect(self.show_status)
        for panel in (self.actions, self.dice):
            panel.action_requested.connect(self._focus_table)
            panel.action_requested.connect(self.action_requested)
            panel.message.connect(self.show_status)
        self.actions.roll_requested.connect(self._on_roll_requested)
        self.actions.radii_changed.connect(board.set_radii)
        self.actions.point_changed.connect(board.show_point)

    # -- the game -----------------------------------------------------------------------------

    def can_move(self, figure_id: str) -> bool:
        """A figure of the side to play (of any side while the start phase places them), still
        standing, while the game goes on."""
        state = self.game.state
        figure = state.figure(figure_id)
        engine = self.game.engine
        placing = state.phase == engine.start_phase
        return (
            state.ended is None
            and figure is not None
            and not figure.out
            and (placing or engine.game.side_of(figure_id) == state.side)
        )

    def refresh(self) -> None:
        """Follow the game after an action or a take back."""
        game = self.game
        self.board.refresh()
        self.actions.refresh()
        self.dice.refresh()
        lang = current_language()
        lines = log_lines(game, lang)
        self.log.setPlainText("\n".join(lines))
        self.log.verticalScrollBar().setValue(self.log.verticalScrollBar().maximum())
        if self._log_count is not None and len(lines) > self._log_count:
            self._show_result(lines[self._log_count:])
        elif self._log_count is not None and len(lines) < self._log_count:
            self.show_status("")
            self.message.emit(self.tr("Taken back: the game is as it was before that action."))
        self._log_count = len(lines)
        verdict = game.engine.verdict()
        self.verdict.setVisible(verdict is not None)
        self.verdict.setText(verdict.text(lang) if verdict is not None else "")
        self.retranslate()

    def _show_result(self, lines: list[str]) -> None:
        """An action was applied: its log lines in the status bar (the Log tab has them all),
        and, after a roll, the Actions tab back for what the figures do next."""
        self.show_status("")
        self.message.emit(" ".join(lines))
        if self.tabs.currentWidget() is self.dice and self.dice.roll_action is None:
            self.tabs.setCurrentWidget(self.actions)

    def select(self, figure_id: str | None) -> None:
        self.board.select_figure(figure_id)
        self.actions.set_figure(self.board.selected_figure)

    def _on_figure_clicked(self, figure_id: str) -> None:
        if self.actions.give_target(figure_id):
            self.board.select_figure(self.actions.figure)  # the actor stays selected
            return
        self.actions.set_figure(self.board.selected_figure)
        self.tabs.setCurrentWidget(self.actions)

    def _on_table_clicked(self, x: float, y: float) -> None:
        """A point for the chosen action; with no action chosen, a click beside every figure
        deselects (as in the editors). A chosen action that wants no point keeps its choice."""
        if not self.actions.give_point(x, y) and self.actions.chosen is None:
            self.select(None)

    def step_back(self) -> None:
        """Esc: drop the chosen action, else deselect the figure."""
        if self.actions.chosen is not None:
            self.actions.cancel()
        else:
            self.select(None)

    def _on_move_requested(self, figure: str, x: float, y: float, facing: float) -> None:
        place = self.game.state.figure(figure)
        start = place.position if place is not None else None
        path = (start, (x, y)) if start is not None else ()
        self.select(figure)
        name = self.game.engine.drag_action(self.game.state)  # a move, or a deployment
        self.action_requested.emit(
            TableAction(name, figure, at=(x, y), path=path if name == "move" else (),
                        facing_deg=facing)
        )

    def _on_turn_requested(self, figure: str, facing: float) -> None:
        place = self.game.state.figure(figure)
        if place is None or place.position is None:
            return
        self.select(figure)
        name = self.game.engine.drag_action(self.game.state)
        self.action_requested.emit(
            TableAction(name, figure, at=place.position, facing_deg=facing)
        )

    def _focus_table(self, _action=None) -> None:
        """An action leaves its panel for the table: the dice rows typed in are deleted, and
        the focus must stay in the play view for Ctrl+Z (take back) to reach it."""
        self.board.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_roll_requested(self, action, evaluation) -> None:
        self.dice.set_roll(action, evaluation)
        self.tabs.setCurrentWidget(self.dice)

    def show_status(self, text: str) -> None:
        self.status.setText(text)
        self.status.setVisible(bool(text))
        if text:
            self.message.emit(text)

    # -- texts ----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        game = self.game
        lang = current_language()
        self.take_back_button.setText(self.tr("Take back"))
        self.take_back_button.setEnabled(game.can_take_back())
        self.export_button.setText(self.tr("Export log…"))
        for index, text in enumerate(
            (self.tr("Actions"), self.tr("Dice"), self.tr("Overlays"), self.tr("Log"))
        ):
            self.tabs.setTabText(index, text)
        state = game.state
        if state.ended is not None:
            where = self.tr("game over")
        else:
            where = (
                self.tr("%1 to play, %2")
                .replace("%1", translate(f"table_game.side.{state.side}", lang))
                .replace("%2", translate(f"table_game.phase.{state.phase}", lang))
            )
        title = game.scenario.title.get(lang) or game.scenario.name
        saved = "" if self.saved else self.tr(" — not saved (throwaway game)")
        self.header.setText(
            self.tr("<b>%1</b> — turn %2, %3 — seed %4")
            .replace("%1", title)
            .replace("%2", str(state.turn))
            .replace("%3", where)
            .replace("%4", str(game.seed))
            + saved
        )

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Esc pressed in a panel (the table's own Esc goes through its tool)."""
        if event.key() == Qt.Key.Key_Escape:
            self.step_back()
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def close_board(self) -> None:
        self.board.close()
