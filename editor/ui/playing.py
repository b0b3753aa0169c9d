"""The Play mode in the main window: start a game of the selected scenario (in the library) or
of the scenario being edited (in either editor, zone board or free table), resume or abandon a
saved one, take back, export the log.

Like ``editing`` for the Editor mode, this keeps the main window thin: it builds the
``PlayMode`` widget on first use, wires the library's saved-games list to it, and owns the Game
menu's actions. At start the game left in progress (the one played last, saved after every
step, so a killed window loses nothing) is offered back, not blocking, as unsaved edits are.
A game is its own document saved after every accepted step by ``PlayMode``; nothing here
touches the scenario being edited.

Built with the main window (its Game menu and shortcuts are there from the first frame), so the
module imports only what the actions need; message boxes, file dialogs and the core's errors
are imported where they are used, after the first paint (PRODUCT §5, cold start).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from editor.ui.i18n import current_language
from editor.ui.window_menus import set_shortcut


class Playing(QObject):
    """Owns the play mode widget of ``window`` and the Game menu's actions."""

    shown = Signal()
    """The play mode became the current view (the window checks its mode action)."""

    def __init__(self, window: QMainWindow):
        super().__init__(window)
        self.window = window
        self._mode = None
        self.play_action = self._action(self.play_selected, "F5")
        self.take_back_action = self._action(self.take_back, "Ctrl+Backspace")
        self.export_log_action = self._action(self.choose_log_file, "Ctrl+Shift+L")
        for action in (self.take_back_action, self.export_log_action):
            action.setEnabled(False)

    def _action(self, handler, shortcut: str) -> QAction:
        action = QAction(self.window)
        set_shortcut(action, shortcut)  # builds no enum before the first paint
        action.triggered.connect(handler)
        return action

    @property
    def mode(self):
        """The PlayMode widget, built on first use."""
        if self._mode is None:
            from editor.ui.play.play_mode import PlayMode

            self._mode = PlayMode(self.window)
            self._mode.game_started.connect(self._on_game_started)
            self._mode.game_saved.connect(lambda _id: self._refresh_games())
            self._mode.game_ended.connect(lambda _key: self._refresh_games())
            self._mode.message.connect(lambda text: self.window.statusBar().showMessage(text, 6000))
            self.window.stack.addWidget(self._mode)
        return self._mode

    def retranslate(self) -> None:
        for action, text, tip in (
            (
                self.play_action,
                self.tr("&Play scenario…"),
                self.tr("Start a game of the selected scenario, or of the one being edited"),
            ),
            (
                self.take_back_action,
                self.tr("&Take back"),
                self.tr("Undo the last accepted step of the game (the dice and deck too)"),
            ),
            (
                self.export_log_action,
                self.tr("&Export game log…"),
                self.tr("Write the game's log with its replayable record to a Markdown file"),
            ),
        ):
            action.setText(text)
            action.setStatusTip(tip)
            action.setToolTip(tip)

    def actions(self) -> list[QAction]:
        return [self.play_action, self.take_back_action, self.export_log_action]

    def play_selected(self) -> bool:
        """Show the new-game form for the scenario being edited when the editor is shown (zone
        board or free table, as it stands: the game keeps its own copy), else for the scenario
        selected in the library."""
        window = self.window
        editor = window.board_editor
        if editor is not None and window.stack.currentWidget() is editor:
            scenario = window.document.scenario
            selected = (scenario.name, scenario)
        else:
            selected = window.load_selected(self.tr("Select a scenario to play first."))
        if selected is None:
            return False
        name, scenario = selected
        library = None if getattr(window.catalog, "read_only", True) else window.catalog
        self.mode.show_setup(scenario, name, library)
        self.show()
        return True

    def resume(self, game_id: str) -> bool:
        from editor.messages import SkirmishError

        window = self.window
        if window.catalog is None:
            return False
        try:
            self.mode.resume(window.catalog, game_id)
        except SkirmishError as exc:
            window.report_error(
                self.tr("The game could not be resumed"), exc.text(current_language())
            )
            return False
        self.show()
        # the library's message ("12 scenarios in the library") would stay over the game
        self.window.statusBar().showMessage(
            self.tr("The game of “%1” resumed at its last accepted step.")
            .replace("%1", self.mode.scenario_name),
            6000,
        )
        return True

    def offer_resume(self):
        """Offer the game in progress played last (not blocking): Resume, or Not now. None
        when the library has no game in progress."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        from editor.messages import SkirmishError

        window = self.window
        catalog = window.catalog
        if catalog is None or not hasattr(catalog, "games"):
            return None
        try:
            games = [g for g in catalog.games() if g.ended is None]
        except SkirmishError:
            return None
        if not games:
            return None
        from editor.ui.play.games_view import local_time

        game = max(games, key=lambda g: g.updated)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Resume the game in progress"),
            self.tr(
                "A game of %1 is in progress: turn %2, last played %3 (seed %4). Resume it? "
                "(It stays among the saved games of the library either way.)"
            )
            .replace("%1", game.scenario)
            .replace("%2", str(game.turn))
            .replace("%3", local_time(game.updated))
            .replace("%4", str(game.seed)),
            QMessageBox.StandardButton.NoButton,
            window,
        )
        box.setObjectName("resumeGameBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        resume = box.addButton(self.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Not now"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)

        def answered(button) -> None:
            if button is resume:
                self.resume(game.id)

        box.buttonClicked.connect(answered)
        box.open()
        return box

    def show_or_start(self) -> bool:
        """The mode bar's Play: the play view once it holds a game or a new-game form, else
        the new-game form of what the editor edits (or of the library's selection)."""
        if self._mode is not None:
            self.show()
            return True
        if self.play_selected():
            return True
        window = self.window
        editing = window.board_editor is not None and window.stack.currentWidget() is (
            window.board_editor
        )
        (window.editor_mode if editing else window.library_mode).setChecked(True)
        return False

    def show(self) -> None:
        self.window.stack.setCurrentWidget(self.mode)
        self.shown.emit()

    def take_back(self) -> bool:
        return self._mode is not None and self._mode.take_back()

    def choose_log_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        if self._mode is None or self._mode.game is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Export game log"),
            f"{self._mode.scenario_name}-log.md",
            self.tr("Markdown (*.md)"),
        )
        if path:
            self.export_log(Path(path))

    def export_log(self, path: Path) -> bool:
        """Write the log, and beside it the scenario as the game played it (``.skirmish``),
        so ``replay LOG SCENARIO`` works even after the library's scenario was edited."""
        from editor.messages import SkirmishError
        from editor.store.portable import write_scenario

        scenario_file = path.with_suffix(".skirmish")
        try:
            self.mode.export_log(path)
            write_scenario(self.mode.game.scenario, scenario_file)
        except (SkirmishError, OSError) as exc:
            text = exc.text(current_language()) if isinstance(exc, SkirmishError) else str(exc)
            self.window.report_error(self.tr("The log could not be written"), text)
            return False
        self.window.statusBar().showMessage(
            self.tr("Game log written to %1 (with the scenario it played, %2).")
            .replace("%1", str(path))
            .replace("%2", scenario_file.name),
            5000,
        )
        return True

    def _on_game_started(self, _game_id: str) -> None:
        game = self.mode.game
        if game is not None:
            game.subscribe(lambda _change, g=game: self._update_actions(g))
            self._update_actions(game)
        self._refresh_games()

    def _update_actions(self, game) -> None:
        if self._mode is None or game is not self._mode.game:
            return  # a game left behind (another was started or resumed)
        self.take_back_action.setEnabled(game.can_take_back())
        self.export_log_action.setEnabled(True)

    def _refresh_games(self) -> None:
        games = getattr(self.window.library_view, "games_view", None)
        if games is not None:
            games.refresh()
