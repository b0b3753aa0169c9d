"""The forecast panel of the zone play window: the villains' next turn, hero by hero.

PRODUCT §4 ★ "a forecast of the villains' next turn from the cards left in the deck". During the
heroes' turn the panel shows, from ``editor.solo.forecast`` (exact over every card the turn may
draw and every die, the heroes defending as the heroes' panel proposes): for each hero the
chance of being attacked, of taking at least one wound and of ending out of action, and its most
likely attacker; for each villain the chance it activates and its likeliest action; the chance
that an event fires and that each objective is taken. The board shows the same
(``forecast_layer``: each hero's zone tinted by its risk). While a hero is dragged the panel and
the board preview the hero's risk at the zone under the cursor.

Forecasts are made while the panel is shown (its tab is the current one): a game played with
another tab open costs nothing. They run on the overlay worker's one-thread pool
(``OverlayWorker`` with ``compute_forecast``): the GUI thread never waits; a newer request drops
the older ones, and a result for a state that is no longer the game's is dropped; "Computing…"
and a busy bar show when it takes more than a moment. The worker has its own solo context and
its own cache of forecasts by state (only the worker thread touches them).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QGridLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from editor.messages import render_param
from editor.solo.context import Context
from editor.solo.forecast import forecast
from editor.solo.forecast_report import Forecast, HeroForecast
from editor.solo.state import GameState
from editor.ui.i18n import current_language
from editor.ui.play.dice_widgets import percent
from editor.ui.play.forecast_layer import ForecastItem, ForecastMarks, ZoneMark
from editor.ui.play.overlay_worker import OverlayWorker
from editor.ui.play.side_panel import SidePanel

SLOW_MS = 300
"""A forecast still running after this long shows the busy bar."""


@dataclass(eq=False)
class ForecastCache:
    """Forecasts already made, by state (the worker thread's alone)."""

    ctx: Context
    found: dict[GameState, Forecast] = field(default_factory=dict)

    def of(self, state: GameState) -> Forecast:
        made = self.found.get(state)
        if made is None:
            if len(self.found) > 64:
                self.found.clear()
            made = self.found[state] = forecast(self.ctx, state)
        return made


@dataclass(frozen=True)
class ForecastRequest:
    cache: ForecastCache = field(compare=False)
    state: GameState
    preview: tuple[str, str] | None = None
    """(hero, zone under the cursor) while a hero is dragged."""


@dataclass(frozen=True)
class ForecastResult:
    state: GameState
    forecast: Forecast
    preview: tuple[str, str] | None = None
    preview_hero: HeroForecast | None = None


def compute_forecast(request: ForecastRequest) -> ForecastResult:
    """The forecast of the request's state and, with a preview, of the hero moved there
    (pure; run on the worker thread)."""
    found = request.cache.of(request.state)
    if request.preview is None:
        return ForecastResult(request.state, found)
    hero, zone = request.preview
    moved = request.state.with_figure(replace(request.state.figure(hero), zone=zone))
    return ForecastResult(request.state, found, request.preview,
                          request.cache.of(moved).hero(hero))


def _cell(text: str = "", bold: bool = False) -> QLabel:
    label = QLabel(f"<b>{text}</b>" if bold else text)
    label.setWordWrap(True)
    return label


class ForecastPanel(SidePanel):
    """The forecast of the villains' next turn, with the board's risk tints."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.board = None
        self.item: ForecastItem | None = None
        self.result: ForecastResult | None = None
        self.dropped = 0
        """Results that came back for a state the game had left (stale)."""
        self._cache: ForecastCache | None = None
        self._preview: tuple[str, str] | None = None
        self._shown = False
        self.worker = OverlayWorker(self, compute=compute_forecast)
        self.worker.ready.connect(self._on_ready)
        self.worker.failed.connect(self._on_failed)
        self._slow = QTimer(self)
        self._slow.setSingleShot(True)
        self._slow.setInterval(SLOW_MS)
        self._slow.timeout.connect(self._show_busy)
        body = QWidget(self)
        column = QVBoxLayout(body)
        self.title = QLabel(body)
        self.method = _cell()
        self.busy = QProgressBar(body)
        self.busy.setRange(0, 0)
        self.busy.setVisible(False)
        self.preview_label = _cell()
        self.preview_label.setStyleSheet(
            "background: #fff7c2; border: 1px dashed #d55e00; padding: 4px;")
        self.preview_label.setVisible(False)
        self.heroes_grid = QGridLayout()
        self.villains_grid = QGridLayout()
        self.others = _cell()
        for widget in (self.title, self.method, self.busy, self.preview_label):
            column.addWidget(widget)
        column.addLayout(self.heroes_grid)
        column.addLayout(self.villains_grid)
        column.addWidget(self.others)
        column.addStretch(1)
        self.set_body(body)
        self.retranslate()

    # -- the game and its board ------------------------------------------------------------

    def set_game(self, game) -> None:
        self.game = game
        self.result = None
        self._preview = None
        self._cache = None
        if game is not None:
            ctx = Context.of(game.play.ctx.scenario)  # the worker's own: caches not shared
            ctx.heroes_defend = game.play.ctx.heroes_defend
            self._cache = ForecastCache(ctx)
        self.refresh()

    def set_board(self, board) -> None:
        """Draw on ``board`` (a ``PlayBoard``) and preview the risk while a hero is dragged."""
        self.board = board
        self.item = ForecastItem(board.overlays.geometry)
        board.scene.addItem(self.item)
        board.tool.drag_moved.connect(self.preview)
        board.tool.drag_ended.connect(lambda: self.preview("", ""))
        self._show_marks()

    def leave(self) -> None:
        """The game's board is going away: draw nothing more on it, and let its last
        forecast finish."""
        self.worker.wait(5_000)
        self.board, self.item = None, None
        self.set_game(None)

    @property
    def active(self) -> bool:
        """A forecast is wanted: the heroes' turn of a game, with the panel shown."""
        game = self.game
        return (self._shown and game is not None and game.play.ended is None
                and str(game.play.phase) == "heroes")

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self._shown:
            self._shown = True
            self.refresh()

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Another tab, or the window closing: no more forecasts (and the board's tints go)
        until the panel is shown again. A forecast under way is left to finish on its thread
        (its result is dropped), except when the window closes: then it is waited for, so no
        thread outlives the window."""
        super().hideEvent(event)
        if self._shown:
            self._shown = False
            if not self.window().isVisible():
                self.worker.wait(10_000)
            self.refresh()

    def refresh(self) -> None:
        """Follow the game: a new forecast in the heroes' turn, nothing otherwise."""
        if self.result is not None and (not self.active
                                        or self.result.state != self.game.state):
            self.result = None
        self._request()
        self._show()

    def preview(self, figure: str, zone: str) -> None:
        """The risk of ``figure`` standing in ``zone`` (empty: the drag ended)."""
        wanted = (figure, zone) if figure and zone else None
        if wanted is not None and self.game is not None:
            if self.game.state.figure(figure).zone == zone:
                wanted = None
        if wanted != self._preview:
            self._preview = wanted
            self._request()
            self._show()

    def _request(self) -> None:
        if not self.active or self._cache is None:
            return
        self.worker.request(ForecastRequest(self._cache, self.game.state, self._preview))
        self._slow.start()

    def wait_for_forecast(self, msecs: int = 20_000) -> bool:
        """Wait until the newest request's result is shown (tests, screenshots)."""
        from PySide6.QtCore import QCoreApplication, QElapsedTimer

        timer = QElapsedTimer()
        timer.start()
        while timer.elapsed() < msecs:
            self.worker.wait(50)
            QCoreApplication.processEvents()
            if not self.worker.busy:
                QCoreApplication.processEvents()
                return True
        return False

    def _on_ready(self, result: ForecastResult) -> None:
        if self.game is None or result.state != self.game.state or not self.active:
            self.dropped += 1
            return
        if result.preview != self._preview:
            self.dropped += 1
            if self._preview is not None:
                return
            result = replace(result, preview=None, preview_hero=None)
        self.result = result
        self._show()

    def _on_failed(self, text: str) -> None:
        self.method.setText(text)

    def _show_busy(self) -> None:
        self.busy.setVisible(self.worker.busy)

    # -- showing it ------------------------------------------------------------------------

    def _name(self, value: Any) -> str:
        if not value or self.game is None:
            return "–"
        return str(render_param(self.game.play.names.name(value), current_language()))

    def _show(self) -> None:
        if not self.worker.busy:
            self._slow.stop()
            self.busy.setVisible(False)
        self.retranslate()
        self._show_marks()

    def _show_marks(self) -> None:
        if self.item is None:
            return
        result = self.result
        if result is None:
            self.item.set_marks(ForecastMarks())
            return
        marks = [ZoneMark(h.zone, float(h.attacked), self._mark_text(h))
                 for h in result.forecast.heroes if h.zone is not None]
        if result.preview is not None and result.preview_hero is not None:
            hero = result.preview_hero
            marks = [m for m in marks if m.zone != result.preview[1]]
            marks.append(ZoneMark(result.preview[1], float(hero.attacked),
                                  self._mark_text(hero), preview=True))
        self.item.set_marks(ForecastMarks(tuple(marks)))

    def _mark_text(self, hero: HeroForecast) -> str:
        if not hero.attacked:
            return self.tr("safe")
        return f"{percent(hero.attacked)} · {self._name(hero.likely_attacker)}"

    def _clear(self, grid: QGridLayout) -> None:
        while grid.count():
            widget = grid.takeAt(0).widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()

    def _fill(self, grid: QGridLayout, headers: tuple[str, ...], rows: list[tuple[str, ...]]
              ) -> None:
        self._clear(grid)
        if not rows:
            return
        for column, text in enumerate(headers):
            grid.addWidget(_cell(text, bold=True), 0, column)
        for row, values in enumerate(rows, start=1):
            for column, text in enumerate(values):
                grid.addWidget(_cell(text), row, column)

    def _action_text(self, icon: str, zone: str, target: str) -> str:
        icons = {
            "melee": self.tr("melee attack"),
            "ranged": self.tr("ranged attack"),
            "advance_to_heroes": self.tr("advance to the heroes"),
            "defend_hero_objective": self.tr("defend a hero objective"),
            "advance_villain_objective": self.tr("advance to a villain objective"),
        }
        text = self.tr("%1, ending in %2").replace("%1", icons.get(icon, icon)).replace(
            "%2", self._name(zone))
        if target and target != "-":
            text += self.tr(", on %1").replace("%1", self._name(target))
        return text

    def retranslate(self) -> None:
        self.title.setText("<b>" + self.tr("Forecast of the villains' next turn") + "</b>")
        result = self.result
        if self.game is None:
            self.method.setText(self.tr("No game."))
        elif not self.active and self._shown:
            self.method.setText(self.tr(
                "The forecast of the villains' next turn is made during the heroes' turn."))
        elif not self.active:
            self.method.setText("")
        elif result is None:
            self.method.setText(self.tr("Computing the forecast…"))
        elif result.forecast.exact:
            self.method.setText(self.tr(
                "Exact over every card left in the solo deck and every die (%1 engine steps); "
                "the heroes defend as the Dice tab proposes (no guard).").replace(
                    "%1", str(result.forecast.steps)))
        else:
            self.method.setText(self.tr(
                "Estimated from %1 villain turns drawn at random: the exact count needs more "
                "than %2 engine steps.").replace("%1", str(result.forecast.samples)).replace(
                    "%2", str(result.forecast.limit)))
        self._show_preview()
        if result is None or not self.active:
            for grid in (self.heroes_grid, self.villains_grid):
                self._clear(grid)
            self.others.setText("")
            return
        found = result.forecast
        self._fill(
            self.heroes_grid,
            (self.tr("Hero"), self.tr("Zone"), self.tr("Attacked"), self.tr("Wounded"),
             self.tr("Out of action"), self.tr("Most likely attacker")),
            [(self._name(h.id), self._name(h.zone), percent(h.attacked), percent(h.hurt),
              percent(h.out), self._name(h.likely_attacker))
             for h in found.heroes if h.zone is not None],
        )
        self._fill(
            self.villains_grid,
            (self.tr("Villain"), self.tr("Activates"), self.tr("Most likely action")),
            [(self._name(v.id), percent(v.activates),
              self._action_text(v.actions[0].icon, v.actions[0].zone, v.actions[0].target)
              + f" ({percent(v.actions[0].chance)})" if v.actions else "–")
             for v in found.villains],
        )
        lines = [self.tr("An event fires: %1").replace("%1", percent(found.event))]
        lines += [self.tr("Objective %1 taken: %2").replace("%1", self._name(o)).replace(
            "%2", percent(p)) for o, p in found.objectives if p]
        self.others.setText("<br>".join(lines))

    def _show_preview(self) -> None:
        result = self.result
        shown = (self._preview is not None and result is not None
                 and result.preview == self._preview and result.preview_hero is not None)
        self.preview_label.setVisible(self._preview is not None and self.active)
        if self._preview is None:
            return
        if not shown:
            self.preview_label.setText(self.tr("Preview: computing…"))
            return
        hero = result.preview_hero
        self.preview_label.setText(
            self.tr("Preview: %1 in %2 — attacked %3, wounded %4, most likely by %5.")
            .replace("%1", self._name(hero.id)).replace("%2", self._name(result.preview[1]))
            .replace("%3", percent(hero.attacked)).replace("%4", percent(hero.hurt))
            .replace("%5", self._name(hero.likely_attacker)))
