"""The saved games of the library: scenario, turn, dates and state; resume or abandon one.

The list reads the library's game summaries only (never the games' documents). Resuming is the
main window's business: the view emits ``resume_requested(game_id)``. Abandoning deletes the
game after a confirmation shown inside the view (a bar with Abandon / Keep), never a blocking
dialog; ``game_abandoned(game_id)`` follows the deletion.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from editor.game.summary import GameSummary
from editor.messages import SkirmishError
from editor.ui.i18n import current_language

Index = QModelIndex | QPersistentModelIndex


def local_time(stamp: str) -> str:
    """An ISO 8601 UTC stamp in local time, short locale format (the stamp itself if bad)."""
    try:
        moment = datetime.fromisoformat(stamp.replace("Z", "+00:00")).astimezone()
    except ValueError:
        return stamp
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


class GamesModel(QAbstractTableModel):
    """Rows of game summaries."""

    COLUMNS = 6

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.games: list[GameSummary] = []
        self.headers: tuple[str, ...] = ("",) * self.COLUMNS

    def set_games(self, games: list[GameSummary]) -> None:
        self.beginResetModel()
        self.games = list(games)
        self.endResetModel()

    def set_headers(self, headers: tuple[str, ...]) -> None:
        self.headers = headers
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else self.COLUMNS

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return None
        game = self.games[index.row()]
        values = (
            game.scenario,
            str(game.turn),
            self.state_text(game.ended),
            local_time(game.started),
            local_time(game.updated),
            str(game.seed),
        )
        return values[index.column()]

    def state_text(self, ended: str | None) -> str:
        """A short state for the State column: the summary holds the verdict's message key
        (``game.end.victory`` / ``game.end.defeat``), whose full text is a sentence with
        placeholders, too long for a column."""
        if not ended:
            return self.tr("In progress")
        if ended.endswith("victory"):
            return self.tr("Victory")
        if ended.endswith("defeat"):
            return self.tr("Defeat")
        return self.tr("Over")

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,  # noqa: N802
        role: int = Qt.ItemDataRole.DisplayRole,
    ):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None


class GamesView(QWidget):
    """The library's saved games with Resume and Abandon."""

    resume_requested = Signal(str)
    """A game id the user wants to resume."""
    game_abandoned = Signal(str)
    """A game id that was deleted from the library."""
    message = Signal(str)

    def __init__(self, library=None, parent: QWidget | None = None):
        super().__init__(parent)
        self.library = library
        self.title = QLabel(self)
        self.model = GamesModel(self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.doubleClicked.connect(lambda _index: self.resume_selected())
        self.empty = QLabel(self)
        self.empty.setWordWrap(True)  # a long line would set the library window's width
        self.resume_button = QPushButton(self)
        self.abandon_button = QPushButton(self)
        self.resume_button.clicked.connect(self.resume_selected)
        self.abandon_button.clicked.connect(self.ask_abandon)
        self.confirm = QFrame(self)
        self.confirm.setFrameShape(QFrame.Shape.StyledPanel)
        self.confirm_text = QLabel(self.confirm)
        self.confirm_text.setWordWrap(True)
        self.confirm_yes = QPushButton(self.confirm)
        self.confirm_no = QPushButton(self.confirm)
        self.confirm_yes.clicked.connect(self.abandon_confirmed)
        self.confirm_no.clicked.connect(lambda: self.confirm.setVisible(False))
        bar = QHBoxLayout(self.confirm)
        bar.addWidget(self.confirm_text, 1)
        bar.addWidget(self.confirm_yes)
        bar.addWidget(self.confirm_no)
        self.confirm.setVisible(False)
        self._pending: str | None = None
        buttons = QHBoxLayout()
        buttons.addWidget(self.resume_button)
        buttons.addWidget(self.abandon_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.table)
        layout.addWidget(self.empty)
        layout.addWidget(self.confirm)
        layout.addLayout(buttons)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._update_buttons())
        self.retranslate()
        self.refresh()

    def set_library(self, library) -> None:
        self.library = library
        self.refresh()

    def refresh(self) -> None:
        """Read the game list again, keeping the selected game when it is still there."""
        keep = self.selected_id()
        games: list[GameSummary] = []
        if self.library is not None:
            try:
                games = self.library.games()
            except SkirmishError as exc:
                self.message.emit(exc.text(current_language()))
        self.model.set_games(games)
        self.table.resizeColumnsToContents()
        self.select(keep or (games[0].id if games else None))
        # the hint is for a library without games: with no library (yet: at a cold start the
        # list shows before the library is open) there is nothing to say
        self.empty.setVisible(not games and self.library is not None)
        self._update_buttons()

    def game_ids(self) -> list[str]:
        return [g.id for g in self.model.games]

    def selected_id(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.games[rows[0].row()].id if rows else None

    def select(self, game_id: str | None) -> None:
        for row, game in enumerate(self.model.games):
            if game.id == game_id:
                self.table.selectRow(row)
                return

    def resume_selected(self) -> None:
        game_id = self.selected_id()
        if game_id is not None:
            self.resume_requested.emit(game_id)

    def ask_abandon(self) -> None:
        """Show the confirmation bar for the selected game (nothing is deleted yet)."""
        game_id = self.selected_id()
        if game_id is None:
            return
        self._pending = game_id
        game = next(g for g in self.model.games if g.id == game_id)
        self.confirm_text.setText(
            self.tr(
                "Abandon the game of %1 (turn %2)? It is deleted "
                "from the library and cannot be resumed."
            )
            .replace("%1", game.scenario)
            .replace("%2", str(game.turn))
        )
        self.confirm.setVisible(True)

    def abandon_confirmed(self) -> None:
        game_id, self._pending = self._pending, None
        self.confirm.setVisible(False)
        if game_id is None or self.library is None:
            return
        try:
            self.library.delete_game(game_id)
        except SkirmishError as exc:
            self.message.emit(exc.text(current_language()))
            return
        self.refresh()
        self.game_abandoned.emit(game_id)

    def _update_buttons(self) -> None:
        chosen = self.selected_id() is not None
        self.resume_button.setEnabled(chosen)
        self.abandon_button.setEnabled(
            chosen and self.library is not None and not getattr(self.library, "read_only", False)
        )

    def retranslate(self) -> None:
        self.title.setText(self.tr("<b>Saved games</b>"))
        self.model.set_headers(
            (
                self.tr("Scenario"),
                self.tr("Turn"),
                self.tr("State"),
                self.tr("Started"),
                self.tr("Last played"),
                self.tr("Seed"),
            )
        )
        self.empty.setText(self.tr("No saved game. Start one from a scenario of the library."))
        self.resume_button.setText(self.tr("Resume"))
        self.abandon_button.setText(self.tr("Abandon…"))
        self.confirm_yes.setText(self.tr("Abandon"))
        self.confirm_no.setText(self.tr("Keep"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.model.layoutChanged.emit()
        super().changeEvent(event)
