"""The play page's widgets and layout: what the game being played is shown with, and where.

``build_play_page`` makes the page's parts as attributes of the ``PlayMode`` (the header with
take back and the log export, the verdict banner, the villains' and heroes' turn panels, the
dice, the overlay legend, the log, the forecast of the villains' next turn, the status line)
and lays them out: the board on the left, the tabs on the right. ``show_board`` puts a new
game's board with its overlay toggles in the left part and its legend in the Overlays tab,
discarding the previous game's. What the parts do and how they are wired is the play mode's
(``mode`` is the ``PlayMode``, not imported here: it imports this).
"""

from __future__ import annotations

from math import ceil
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF, QTextBlockFormat, QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from editor.ui.play.dice_panel import DicePanel
from editor.ui.play.forecast_panel import ForecastPanel
from editor.ui.play.heroes_panel import HeroesPanel
from editor.ui.play.legend import OverlayLegend, OverlayToggleBar
from editor.ui.play.villain_panel import VillainPanel

if TYPE_CHECKING:
    from editor.ui.play.play_board import PlayBoard

VERDICT_STYLE = (
    "font-size: 18pt; font-weight: bold; padding: 8px; "
    "background: #f0e442; color: #000000; border: 2px solid #000;"
)


def build_play_page(mode: QWidget) -> None:
    """The parts of ``mode.play_page``, laid out (the board's place is empty until a game)."""
    mode.header = QLabel(mode)
    mode.verdict = QLabel(mode)
    mode.verdict.setWordWrap(True)
    mode.verdict.setStyleSheet(VERDICT_STYLE)
    mode.verdict.setVisible(False)
    mode.take_back_button = QPushButton(mode)
    mode.export_button = QPushButton(mode)
    mode.villain_panel = VillainPanel(mode)
    mode.heroes_panel = HeroesPanel(mode)
    mode.dice_panel = DicePanel(mode)
    mode.turn_stack = QStackedWidget(mode)
    mode.turn_stack.addWidget(mode.villain_panel)
    mode.turn_stack.addWidget(mode.heroes_panel)
    mode.log = QTextEdit(mode)
    mode.log.setReadOnly(True)
    mode.log.setAcceptRichText(False)
    mode.tabs = QTabWidget(mode)
    mode.tabs.addTab(mode.turn_stack, "")
    mode.tabs.addTab(mode.dice_panel, "")
    mode.legend_holder = QWidget(mode)
    QVBoxLayout(mode.legend_holder).setContentsMargins(0, 0, 0, 0)
    mode.tabs.addTab(mode.legend_holder, "")
    mode.tabs.addTab(mode.log, "")
    mode.forecast_panel = ForecastPanel(mode)
    mode.tabs.addTab(mode.forecast_panel, "")
    mode.status = QLabel(mode)
    mode.status.setWordWrap(True)
    mode.status.setStyleSheet("color: #a33a00;")
    mode.splitter = QSplitter(Qt.Orientation.Horizontal, mode)
    mode.splitter.addWidget(QWidget(mode))
    mode.splitter.addWidget(mode.tabs)
    mode.splitter.setStretchFactor(0, 3)
    mode.splitter.setStretchFactor(1, 2)
    top = QHBoxLayout()
    top.addWidget(mode.header, 1)
    top.addWidget(mode.take_back_button)
    top.addWidget(mode.export_button)
    column = QVBoxLayout(mode.play_page)
    column.setContentsMargins(4, 4, 4, 4)
    column.addLayout(top)
    column.addWidget(mode.verdict)
    column.addWidget(mode.splitter, 1)
    column.addWidget(mode.status)


def show_log(log: QTextEdit, lines: list[str]) -> None:
    """The game log, one paragraph per line of it, every line at the same height: a line
    with a symbol the text font lacks (the "→" of a path comes from the symbols font, whose
    lines are half again as tall) would otherwise stand apart from the others; paragraphs
    are set apart by half a line."""
    log.setPlainText("\n".join(lines))
    height = ceil(QFontMetricsF(log.font()).lineSpacing())
    cursor = QTextCursor(log.document())
    cursor.select(QTextCursor.SelectionType.Document)
    paragraph = QTextBlockFormat()
    paragraph.setLineHeight(height, QTextBlockFormat.LineHeightTypes.FixedHeight.value)
    paragraph.setBottomMargin(height / 2)
    cursor.mergeBlockFormat(paragraph)
    log.verticalScrollBar().setValue(log.verticalScrollBar().maximum())


def show_board(mode: QWidget, board: PlayBoard) -> None:
    """Show ``board`` (with its overlay toggles) and its legend instead of the previous ones."""
    holder = QWidget(mode)
    board_column = QVBoxLayout(holder)
    board_column.setContentsMargins(0, 0, 0, 0)
    board_column.setSpacing(2)
    mode.toggle_bar = OverlayToggleBar(board.overlays, holder)
    board_column.addWidget(mode.toggle_bar)
    board_column.addWidget(board.view, 1)
    old = mode.splitter.widget(0)
    mode.splitter.replaceWidget(0, holder)
    old.hide()
    old.deleteLater()
    legend_layout = mode.legend_holder.layout()
    while legend_layout.count():
        legend = legend_layout.takeAt(0).widget()
        legend.hide()
        legend.deleteLater()
    legend_layout.addWidget(OverlayLegend(board.overlays, mode.legend_holder))
