"""The board of a game: the editor's board view over a read-only copy of the scenario, with
the game's figures and the overlays on top.

The scene projects a ``ScenarioDocument`` of the game's scenario without its figures (no
command is ever executed on it: the game never changes the scenario); the figures layer shows
the figures where the game state has them. Selection (a figure, a zone) is view state. Every
change of the game, the selection, the toggles, the villain step or a drag asks the overlay
worker for new models; results come back on the GUI thread and stale ones are dropped.
Must not import the panels or the play mode.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, Signal

from editor.documents.document import ScenarioDocument
from editor.solo.context import Context
from editor.solo.threat import threat_overlay
from editor.ui.board.scene import BoardScene
from editor.ui.board.view import BoardView
from editor.ui.play.figures_layer import FiguresLayer, PlayTool
from editor.ui.play.overlay_layer import TOGGLES, OverlayKind, OverlayLayer
from editor.ui.play.overlay_worker import OverlayRequest, OverlayWorker, StepRequest


class PlayBoard(QObject):
    """View, scene, figures, overlays and the play tool of one game."""

    figure_clicked = Signal(str)
    zone_clicked = Signal(str)
    move_requested = Signal(str, str)
    overlays_failed = Signal(str)

    def __init__(self, game, parent: QObject | None = None):
        super().__init__(parent)
        self.game = game
        scenario = game.scenario
        self.document = ScenarioDocument(dataclasses.replace(scenario, figures=()))
        self.scene = BoardScene(self.document, self)
        self.view = BoardView(self.scene)
        self.overlays = OverlayLayer(self.scene, scenario.board, self)
        self.figures = FiguresLayer(self.scene, scenario, self)
        self.tool = PlayTool(self.document, self.scene, self.figures, self)
        self.tool.game = game
        self.view.set_tool(self.tool)
        self.worker = OverlayWorker(self)
        self.worker.ready.connect(self._on_overlays_ready)
        self.worker.failed.connect(self.overlays_failed)
        self.overlays.toggled.connect(lambda *_: self.request_overlays())
        self.tool.figure_clicked.connect(self._on_figure_clicked)
        self.tool.zone_clicked.connect(self._on_zone_clicked)
        self.tool.move_requested.connect(self.move_requested)
        self.tool.drag_moved.connect(self._on_drag_moved)
        self.tool.drag_ended.connect(self._on_drag_ended)
        self.selected_figure: str | None = None
        self.selected_zone: str | None = None
        self.step: StepRequest | None = None
        self._drag: tuple[str, str] | None = None
        self.requests = 0
        self._scenario = game.play.ctx.scenario
        threat_ctx = Context.of(self._scenario)  # the worker's own: its caches are not shared
        self._threat = lambda s, state: threat_overlay(s, state, threat_ctx)
        self.figures.set_state(game.state)

    # -- selection and the villain step (view state) ----------------------------------------

    def select_figure(self, figure_id: str | None) -> None:
        self.selected_figure = figure_id
        zone = self.game.state.figure(figure_id).zone if figure_id else None
        self.selected_zone = zone or self.selected_zone
        self.figures.select(figure_id)
        self.request_overlays()

    def select_zone(self, zone_id: str | None) -> None:
        self.selected_zone = zone_id
        self.scene.select_keys([("zone", zone_id)] if zone_id else [])
        self.request_overlays()

    def set_step(self, step: StepRequest | None) -> None:
        """Mark a villain step; its actor becomes the selected figure (its reachable zones)."""
        if step != self.step:
            self.step = step
            if step is not None and step.actor:
                self.selected_figure = step.actor
                self.figures.select(step.actor)
                self.selected_zone = self.game.state.figure(step.actor).zone
        self.request_overlays()

    def refresh(self) -> None:
        """Follow a change of the game state."""
        self.figures.set_state(self.game.state)
        if self.selected_figure and self.game.state.figure(self.selected_figure).zone is None:
            self.selected_figure = None
        self.request_overlays()

    def _on_figure_clicked(self, figure_id: str) -> None:
        self.select_figure(None if figure_id == self.selected_figure else figure_id)
        self.figure_clicked.emit(figure_id)

    def _on_zone_clicked(self, zone_id: str) -> None:
        self.select_zone(zone_id)
        self.zone_clicked.emit(zone_id)

    def _on_drag_moved(self, figure_id: str, zone_id: str) -> None:
        self._drag = (figure_id, zone_id) if zone_id else None
        self.request_overlays()

    def _on_drag_ended(self) -> None:
        self._drag = None
        self.overlays.set_models(OverlayKind.DRAG, ())
        self.request_overlays()

    # -- overlays -----------------------------------------------------------------------------

    def request_overlays(self) -> None:
        game = self.game
        kinds = frozenset(k for k in TOGGLES if self.overlays.is_on(k))
        self.requests += 1
        self.worker.request(
            OverlayRequest(
                self._scenario,
                game.state,
                kinds,
                self.selected_figure,
                self.selected_zone,
                self.step if str(game.play.phase) == "villains" else None,
                self._drag,
                threat=self._threat,
            )
        )

    def _on_overlays_ready(self, models: dict) -> None:
        for kind in OverlayKind:
            if kind is OverlayKind.DRAG and self._drag is None:
                self.overlays.set_models(kind, ())
                continue
            self.overlays.set_models(kind, models.get(kind, ()))

    def wait_for_overlays(self, msecs: int = 10_000) -> bool:
        """Wait until the newest request's models are on the board (tests, screenshots)."""
        timer = QElapsedTimer()
        timer.start()
        while timer.elapsed() < msecs:
            self.worker.wait(50)
            QCoreApplication.processEvents()
            if not self.worker.busy:
                QCoreApplication.processEvents()
                return True
        return False

    def close(self) -> None:
        self.worker.wait(5_000)
        self.view.set_tool(None)
