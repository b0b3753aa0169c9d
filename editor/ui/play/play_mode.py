"""The play mode: a guided solo game beside the physical table (PRODUCT §4 "Play").

``PlayMode`` composes the game's board (``PlayBoard``: view, figures, overlays), the villains'
turn, the heroes' turn, the dice and the overlay legend, and owns the game being played. The game
is its own document (``editor.game.document.GameDocument``), never the scenario: every player
action goes through ``apply``, and the game is written to the library after every accepted action
and after a take back, so a crash or a power cut loses nothing (``library=None`` is a throwaway
game: nothing is written). The new-game form is a page of this widget, not a dialog; the game
page's parts and layout are built by ``play_page``.

The same shell plays free tables (Eisdrachen, D20): the scenario's rule-system plug-in says
which board it plays on (``board_kind``), and a free-table game gets its own setup form and
page (``editor.ui.play.table``: the table to scale, the actions, the dice, the overlays, the
log), while starting, saving after every action, taking back, resuming and exporting the log
are this shell's for both.

For the main window: ``show_setup`` / ``start_new`` / ``resume`` / ``take_back`` /
``export_log``, and the signals ``game_started``, ``game_saved``, ``game_ended``, ``message``
and ``closed``.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from editor.game.document import GameDocument
from editor.game.log import export_log, log_lines
from editor.game.saved import game_from_json, game_summary, game_to_json
from editor.messages import SkirmishError
from editor.model.scenario import Scenario
from editor.rules.registry import BoardKind, plugin_for
from editor.rules.zone_solo.actions import Accept
from editor.ui.i18n import current_language
from editor.ui.play.legend import OverlayToggleBar
from editor.ui.play.play_board import PlayBoard
from editor.ui.play.play_page import build_play_page, show_board, show_log
from editor.ui.play.setup_panel import SetupPanel
from editor.ui.play.table.page import TablePage
from editor.ui.play.table.setup import TableSetupPanel


def now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


class PlayMode(QWidget):
    """The play window's central widget: setup page, or the game being played."""

    game_started = Signal(str)
    """A game began or resumed (its library id; a throwaway game has an id too)."""
    game_saved = Signal(str)
    game_ended = Signal(str)
    """The mission ended: the verdict's message key (``game.end.victory`` / ``…defeat``)."""
    message = Signal(str)
    """A short status text (an action refused, a save that failed, a log written)."""
    closed = Signal()
    """The player left the setup form without starting."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.game: GameDocument | None = None
        self.game_id: str | None = None
        self.library = None
        self.scenario_name = ""
        self.board: PlayBoard | None = None
        self.toggle_bar: OverlayToggleBar | None = None
        self.table_page: TablePage | None = None
        """The page of a free-table game (None while a zone game, or none, is played)."""
        self._started = ""
        self._unsubscribe = None
        self._setup_args: tuple | None = None
        self._was_ended = False
        self.pages = QStackedWidget(self)
        self.setup = SetupPanel(self)
        self.setup.start_requested.connect(self._on_setup_start)
        self.setup.cancelled.connect(self.closed)
        self.play_page = QWidget(self)
        self.table_setup = TableSetupPanel(self)
        self.table_setup.start_requested.connect(self._on_table_setup_start)
        self.table_setup.cancelled.connect(self.closed)
        self.pages.addWidget(self.setup)
        self.pages.addWidget(self.play_page)
        self.pages.addWidget(self.table_setup)
        build_play_page(self)
        self.take_back_button.clicked.connect(self.take_back)
        self.export_button.clicked.connect(self._on_export_clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)
        for panel in (self.villain_panel, self.heroes_panel, self.dice_panel):
            panel.action_requested.connect(self.apply)
        self.villain_panel.take_back_requested.connect(self.take_back)
        self.villain_panel.dice_requested.connect(
            lambda: self.tabs.setCurrentWidget(self.dice_panel)
        )
        self.villain_panel.marks_changed.connect(self._on_marks_changed)
        self.heroes_panel.attack_requested.connect(
            lambda: self.tabs.setCurrentWidget(self.dice_panel)
        )
        self.dice_panel.message.connect(self._show_status)
        self.villain_panel.message.connect(self._show_status)
        self.villain_panel.dice_source = self.dice_panel.villain_dice
        self.villain_panel.guard_source = self.dice_panel.guard_cubes
        self.dice_panel.villain_dice_changed.connect(self.villain_panel.show_pending)
        self.take_back_action = QAction(self)
        self.take_back_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.accept_action = QAction(self)
        self.accept_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Return))
        for action, slot in (
            (self.take_back_action, self.take_back),
            (self.accept_action, self.next_step),
        ):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
        self.retranslate()

    # -- starting, resuming --------------------------------------------------------------------

    @staticmethod
    def plays_table(scenario: Scenario) -> bool:
        """The scenario's rule system plays on a free table (its plug-in says so)."""
        return plugin_for(scenario).board_kind is BoardKind.TABLE

    def show_setup(self, scenario: Scenario, scenario_name: str, library) -> None:
        """Show the new-game form for ``scenario`` (nothing starts until the player says so)."""
        self._setup_args = (scenario, scenario_name, library)
        form = self.table_setup if self.plays_table(scenario) else self.setup
        form.set_scenario(scenario)
        self.pages.setCurrentWidget(form)

    def _on_setup_start(self, seed: int, hard_mode: bool) -> None:
        if self._setup_args is not None:
            self.start_new(*self._setup_args, seed=seed, hard_mode=hard_mode)

    def _on_table_setup_start(self, seed: int, first_side: str, start_of_game: bool = False
                              ) -> None:
        if self._setup_args is not None:
            self.start_new(*self._setup_args, seed=seed, first_side=first_side or None,
                           start_of_game=start_of_game)

    def start_new(
        self,
        scenario: Scenario,
        scenario_name: str,
        library,
        seed: int | None = None,
        hard_mode: bool = False,
        first_side: str | None = None,
        start_of_game: bool = False,
    ) -> GameDocument:
        """Start a game of ``scenario`` (a random seed when None) and save it at once;
        ``library=None`` plays a throwaway game. ``hard_mode`` is the zone solo rules' (SOLO-HM),
        ``first_side`` the side that plays first on a free table (None: the rule system's),
        ``start_of_game`` whether it opens with the rule system's start of the game."""
        from editor.ui.play.setup_panel import new_seed

        system = plugin_for(scenario)
        fields = system.new_game_setup().to_json()  # what a new game gets, then the choices
        chosen = {"hard_mode": hard_mode, "first_side": first_side,
                  "start_of_game": start_of_game}
        fields.update({k: v for k, v in chosen.items() if v})
        setup = system.read_setup(fields, "setup")
        game = GameDocument.new(scenario, new_seed() if seed is None else seed, setup=setup)
        self._install(game, uuid.uuid4().hex, scenario_name, library, now())
        self._save()
        return game

    def resume(self, library, game_id: str) -> GameDocument:
        """Resume a saved game at its last accepted action (SkirmishError if it cannot be)."""
        summary, document = library.load_game(game_id)
        try:
            images = library.load(summary.scenario)
        except SkirmishError:
            images = None  # the scenario was deleted: the game plays its own copy
        game = game_from_json(images, document)
        self._install(game, game_id, summary.scenario, library, summary.started)
        return game

    def _install(
        self, game: GameDocument, game_id: str, scenario_name: str, library, started: str
    ) -> None:
        self._leave_game()
        self.game, self.game_id, self.library = game, game_id, library
        self.scenario_name, self._started = scenario_name, started
        self._was_ended = game.play.ended is not None
        unsubscribe = self._unsubscribe = game.subscribe(self._on_game_changed)
        self.destroyed.connect(lambda *_args: unsubscribe())
        if self.plays_table(game.scenario):
            view = self._show_table(game)
        else:
            view = self._show_zones(game)
        self._refresh()
        self.retranslate()  # the Ctrl+Return action names what it does on this kind of board
        view.fit_to_view()
        self.game_started.emit(game_id)

    def _show_zones(self, game: GameDocument):
        self.board = PlayBoard(game, self)
        self.board.move_requested.connect(self._on_move_requested)
        self.board.zone_clicked.connect(self._on_zone_clicked)
        self.board.figure_clicked.connect(self._on_figure_clicked)
        self.board.overlays_failed.connect(self._show_status)
        show_board(self, self.board)
        for panel in (self.villain_panel, self.heroes_panel, self.dice_panel):
            panel.set_game(game)
        self.forecast_panel.set_game(game)
        self.forecast_panel.set_board(self.board)
        self.pages.setCurrentWidget(self.play_page)
        return self.board.view

    def _show_table(self, game: GameDocument):
        page = self.table_page = TablePage(game, self)
        page.saved = self.library is not None
        page.action_requested.connect(self.apply)
        page.take_back_requested.connect(self.take_back)
        page.export_requested.connect(self._on_export_clicked)
        page.message.connect(self.message)
        self.pages.addWidget(page)
        self.pages.setCurrentWidget(page)
        return page.board.view

    def _leave_game(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        if self.board is not None:
            self.forecast_panel.leave()
            self.board.close()
            self.board.deleteLater()
            self.board = None
        if self.table_page is not None:
            self.table_page.close_board()
            self.pages.removeWidget(self.table_page)
            self.table_page.deleteLater()
            self.table_page = None

    # -- playing -------------------------------------------------------------------------------

    def apply(self, action) -> bool:
        """Apply a player action to the game (saved by the change listener); a refused action
        is shown, never raised."""
        if self.game is None:
            return False
        try:
            self.game.apply(action)
        except SkirmishError as exc:
            if self.table_page is None:
                self.heroes_panel.refresh(force=True)  # the rows show the game, not the edit
            self._show_status(exc.text(current_language()))
            return False
        return True

    def take_back(self) -> bool:
        """Take back the last action: the exact previous state (deck, random counter)."""
        if self.game is None or not self.game.can_take_back():
            return False
        self.game.take_back()
        return True

    def next_step(self) -> bool:
        """Ctrl+Return: accept the villain step on a zone board, end the side's phase on a
        free table."""
        if self.table_page is not None:
            return self.table_page.actions.end_phase()
        return bool(self.villain_panel.accept())

    def advance_to_villain_step(self) -> bool:
        """End the heroes' turn if it is theirs, then accept the turn's opening steps (upkeep,
        card, tile) up to the first step of a villain character; False if there is none."""
        game = self.game
        if game is None:
            return False
        if str(game.play.phase) == "heroes":
            from editor.rules.zone_solo.actions import EndHeroTurn

            if not self.apply(EndHeroTurn()):
                return False
        while (step := game.play.proposal()) is not None and not step.actor:
            if step.is_question or not self.apply(Accept()):
                return False
        return game.play.proposal() is not None

    def export_log(self, path: Path | str) -> None:
        """Write the game's log (Markdown with the replayable record) to ``path``."""
        if self.game is None:
            return
        export_log(self.game, path, current_language())
        self.message.emit(self.tr("Game log written to %1").replace("%1", str(path)))

    def _on_export_clicked(self) -> None:
        dialog = QFileDialog(self, self.tr("Export the game log"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(self.tr("Markdown (*.md)"))
        dialog.setDefaultSuffix("md")
        dialog.selectFile(f"{self.scenario_name or 'game'}-log.md")
        dialog.fileSelected.connect(self._on_export_path)
        dialog.open()

    def _on_export_path(self, path: str) -> None:
        try:
            self.export_log(path)
        except SkirmishError as exc:
            self._show_status(exc.text(current_language()))

    def _on_game_changed(self, change) -> None:
        self._save()
        self._show_status("")
        self._refresh()

    def _save(self) -> None:
        if self.library is None or self.game is None:
            return
        summary = game_summary(self.game, self.game_id, self.scenario_name, self._started, now())
        try:
            self.library.save_game(summary, game_to_json(self.game))
        except SkirmishError as exc:
            self._show_status(exc.text(current_language()))
            return
        self.game_saved.emit(self.game_id)

    def _on_move_requested(self, figure: str, zone: str) -> None:
        from editor.rules.zone_solo.actions import MoveHero

        self.apply(MoveHero(figure, zone))

    def _on_zone_clicked(self, zone: str) -> None:
        self.villain_panel.answer(zone)

    def _on_figure_clicked(self, figure: str) -> None:
        if self.game is not None and str(self.game.play.phase) == "heroes":
            self.dice_panel.select_attack(attacker=figure, target=figure)

    def _on_marks_changed(self, step) -> None:
        if self.board is not None:
            self.board.set_step(step)

    def _refresh(self) -> None:
        game = self.game
        if game is None:
            return
        if self.table_page is not None:
            self.table_page.refresh()
            self._follow_end(game)
            return
        self.board.refresh()
        self.villain_panel.refresh()
        self.heroes_panel.refresh()
        self.dice_panel.refresh()
        self.forecast_panel.refresh()
        heroes = str(game.play.phase) == "heroes"
        self.turn_stack.setCurrentWidget(self.heroes_panel if heroes else self.villain_panel)
        lang = current_language()
        show_log(self.log, log_lines(game, lang))
        verdict = game.play.verdict()
        self.verdict.setVisible(verdict is not None)
        self.verdict.setText(verdict.text(lang) if verdict is not None else "")
        self._follow_end(game)
        self.retranslate()

    def _follow_end(self, game: GameDocument) -> None:
        if game.play.ended and not self._was_ended:
            self.game_ended.emit(game.play.ended)
        self._was_ended = game.play.ended is not None

    def _show_status(self, text: str) -> None:
        if self.table_page is not None:
            self.table_page.show_status(text)
            return
        self.status.setText(text)
        self.status.setVisible(bool(text))
        if text:
            self.message.emit(text)

    def retranslate(self) -> None:
        game = self.game if self.table_page is None else None  # a table game has its own page
        self.take_back_button.setText(self.tr("Take back"))
        self.take_back_button.setEnabled(game is not None and game.can_take_back())
        self.export_button.setText(self.tr("Export log…"))
        self.take_back_action.setText(self.tr("Take back"))
        self.accept_action.setText(
            self.tr("Accept the villain step") if self.table_page is None
            else self.tr("End this phase")
        )
        heroes = game is not None and str(game.play.phase) == "heroes"
        self.tabs.setTabText(0, self.tr("Heroes' turn") if heroes else self.tr("Villains' turn"))
        self.tabs.setTabText(1, self.tr("Dice"))
        self.tabs.setTabText(2, self.tr("Overlays"))
        self.tabs.setTabText(3, self.tr("Log"))
        self.tabs.setTabText(4, self.tr("Forecast"))
        if game is None:
            self.header.setText("")
            return
        phases = {
            "heroes": self.tr("the heroes' turn"),
            "villains": self.tr("the villains' turn"),
            "ended": self.tr("mission over"),
        }
        mode = self.tr(" — hard mode") if game.setup.hard_mode else ""
        saved = "" if self.library is not None else self.tr(" — not saved (throwaway game)")
        self.header.setText(
            self.tr("<b>%1</b> — turn %2, %3 — seed %4")
            .replace("%1", self.scenario_name)
            .replace("%2", str(game.play.shown_turn))
            .replace("%3", phases[str(game.play.phase)])
            .replace("%4", str(game.seed))
            + mode
            + saved
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.game is not None:
                self._refresh()
        super().changeEvent(event)
