"""The table of a free-table game: the table editor's view over a read-only copy of the
scenario, with the game's figures and the overlays of the selected figure on top.

The scene projects a ``ScenarioDocument`` of the game's scenario without its figures: the game
never changes the scenario, and the only edits of this display copy are the doors the game has
opened (a state's ``opened_doors``, shown open, and closed again when the game is taken back);
the figures layer shows the figures where the game state has them, the markers layer the traps
and the objects of the table. Selection is view state. Every change of the game,
of the selection, of the toggles or of the radii an action uses asks the overlay worker for new
models (``editor.game.table_overlays.compute_table_overlays`` on its thread, with an engine
of the game built for the worker alone, sharing the game's movement ranges); results come back
on the GUI thread and stale ones are dropped. After each change the worker also prepares, between
requests, the movement ranges of the side to play, so the figure clicked next finds its range
computed. Must not import the panels or the play mode.
"""

from __future__ import annotations

import dataclasses
import functools

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QPointF, Signal

from editor.documents.addresses import ById
from editor.documents.commands import SetValue
from editor.documents.document import ScenarioDocument
from editor.game.table_overlay_models import (
    TABLE_TOGGLES,
    ActionRadius,
    ReachArea,
    TableOverlayKind,
)
from editor.game.table_overlays import (
    FigurePlace,
    TableOverlayRequest,
    compute_table_overlays,
    places_of,
)
from editor.model.geometry import Point
from editor.model.table import DoorState
from editor.table.outlines import covers_point
from editor.ui.play.overlay_worker import OverlayWorker
from editor.ui.play.table.figures import TableFiguresLayer, figure_looks
from editor.ui.play.table.markers import TableMarkersLayer
from editor.ui.play.table.overlay_layer import TableOverlayLayer
from editor.ui.play.table.tool import TablePlayTool
from editor.ui.play.table.zones import PlacingZonesLayer
from editor.ui.table.table_scene import TableScene
from editor.ui.table.table_view import TableView


class TablePlayBoard(QObject):
    """View, scene, figures, overlays and the play tool of one free-table game."""

    figure_clicked = Signal(str)
    table_clicked = Signal(float, float)
    dismissed = Signal()
    move_requested = Signal(str, float, float, float)
    turn_requested = Signal(str, float)
    overlays_failed = Signal(str)
    message = Signal(str)

    def __init__(self, game, parent: QObject | None = None):
        super().__init__(parent)
        self.game = game
        scenario = self.scenario = game.scenario
        self._worker_engine = game.plugin.new_engine(scenario, game.seed, game.setup)
        self._worker_engine.share_reach_cache(game.engine)  # the ranges prepared are the game's
        self.document = ScenarioDocument(dataclasses.replace(scenario, figures=()))
        self.scene = TableScene(self.document, self)
        self.view = TableView(self.scene)
        self.overlays = TableOverlayLayer(self.scene, scenario.board, self)
        self.figures = TableFiguresLayer(self.scene, scenario, figure_looks(scenario))
        self.markers = TableMarkersLayer(self.scene)
        self.zones = PlacingZonesLayer(self.scene)
        self.tool = TablePlayTool(self.document, self.scene, self.figures, self)
        self.tool.reach_check = self.reach_check
        self.view.set_tool(self.tool)
        self.view.zoom_changed.connect(self.figures.set_detail)
        self.worker = OverlayWorker(self, compute_table_overlays)
        self.worker.ready.connect(self._on_overlays_ready)
        self.worker.failed.connect(self.overlays_failed)
        self.overlays.toggled.connect(lambda *_: self.request_overlays())
        self.tool.figure_clicked.connect(self._on_figure_clicked)
        self.tool.table_clicked.connect(self.table_clicked)
        self.tool.dismissed.connect(self.dismissed)
        self.tool.move_requested.connect(self.move_requested)
        self.tool.turn_requested.connect(self.turn_requested)
        self.tool.message.connect(self.message)
        self.selected_figure: str | None = None
        self.places: tuple[FigurePlace, ...] = ()
        self.radii: tuple[ActionRadius, ...] = ()
        self.requests = 0
        self.refresh()

    # -- the game and the selection (view state) --------------------------------------------

    def refresh(self) -> None:
        """Follow the game: every figure where the state has it, with its losses."""
        state = self.game.state
        self.places = places_of(state)
        self.figures.set_places(self.places, {f.id: f.lost for f in state.figures})
        self.markers.set_markers(state.markers)
        self._show_doors(state)
        table_objects = getattr(self.game.engine, "table_objects", None)
        if table_objects is not None:
            self.markers.set_objects(table_objects(state))
        self.zones.set_zones(self.game.engine.placing_zones(state))
        if self.selected_figure not in self.figures.items:
            self.selected_figure = None
            self.figures.select(None)
        self.request_overlays()
        self._prepare_movement(state)

    def _prepare_movement(self, state) -> None:
        """Compute the movement ranges of the side to play in the background, between the
        overlay requests, so the next figure clicked finds its range ready."""
        engine = self._worker_engine
        self.worker.prepare(
            functools.partial(engine.movement, state, figure)
            for figure in engine.figures_to_prepare(state)
        )

    def _show_doors(self, state) -> None:
        """The doors of the display copy as the game has them: open once opened."""
        opened = set(state.opened_doors)
        for piece in self.scenario.board.terrain:
            if piece.door is None:
                continue
            wanted = DoorState.OPEN if piece.id in opened else piece.door
            shown = next(p for p in self.document.scenario.board.terrain if p.id == piece.id)
            if shown.door is not wanted:
                self.document.execute(SetValue(("board", "terrain", ById(piece.id), "door"),
                                               wanted, "table_editor.set_piece_door"))

    def select_figure(self, figure_id: str | None) -> None:
        if figure_id is not None and figure_id not in self.figures.items:
            figure_id = None
        self.selected_figure = figure_id
        self.figures.select(figure_id)
        self.request_overlays()

    def show_point(self, point: Point | None) -> None:
        """The point the selected figure's chosen action was given, taped from the figure."""
        self.figures.show_point(self.selected_figure, QPointF(*point) if point else None)

    def set_radii(self, radii: tuple[ActionRadius, ...]) -> None:
        """Show the radii the chosen action uses (an empty tuple hides them)."""
        if radii != self.radii:
            self.radii = tuple(radii)
            self.request_overlays()

    def _on_figure_clicked(self, figure_id: str) -> None:
        self.select_figure(figure_id)
        self.figure_clicked.emit(figure_id)

    # -- overlays -----------------------------------------------------------------------------

    def request_overlays(self) -> None:
        kinds = frozenset(k for k in TABLE_TOGGLES if self.overlays.is_on(k))
        self.requests += 1
        self.worker.request(
            TableOverlayRequest(
                self._worker_engine, self.game.state, kinds, self.selected_figure, self.radii
            )
        )

    def _on_overlays_ready(self, models: dict) -> None:
        for kind in TableOverlayKind:
            self.overlays.set_models(kind, models.get(kind, ()))

    def reach_check(self, figure_id: str, point: Point) -> tuple[float | None, bool | None]:
        """The full move's budget and whether ``point`` is in it, from the reach on the table
        (None, None while the worker has not drawn ``figure_id``'s reach)."""
        area = next(
            (
                m
                for m in self.overlays.models(TableOverlayKind.REACH)
                if isinstance(m, ReachArea) and m.figure == figure_id and m.budget_mm is not None
            ),
            None,
        )
        if area is None:
            return None, None
        inside = None
        if area.region is not None:
            inside = covers_point(area.region, point)
        return area.budget_mm, inside

    def wait_for_overlays(self, msecs: int = 10_000) -> bool:
        """Wait until the newest request's models are on the table (tests, screenshots)."""
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
        self.worker.cancel_preparation()
        self.worker.wait(5_000)
        self.view.set_tool(None)
