"""Line of sight recomputed off the GUI thread, so the view never freezes (PRODUCT §5).

The worker watches the document; while it is active (the LOS tool is in use), each change of
the board or the rules options asks for a new ``LosView``. At most one job runs at a time on a
private one-thread pool: a job works on the immutable board it was given (pure functions of
``editor.board.los``: the stored table while its geometry hash matches, else an incremental
``update_los`` from the last result, else the full table) and hands its result back through a
queued signal, applied on the GUI thread. Each request bumps a generation number; a result of
an older generation is stale and dropped (``dropped`` counts them), and the newest board is
computed next. Must not import the tools or the editor widget.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from editor.board.los import LosView, board_hash, compute_los_table, effective_los, update_los
from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.messages import SkirmishError
from editor.model.board import LosTable, ZoneBoard
from editor.model.options import LosOptions, LosSource

Previous = tuple[ZoneBoard, LosTable] | None
Compute = Callable[[ZoneBoard, LosOptions, Previous], tuple[LosTable | None, LosView]]


def compute_view(
    board: ZoneBoard, options: LosOptions, previous: Previous
) -> tuple[LosTable | None, LosView]:
    """The derived table (None on abstract boards) and the effective LOS of ``board``."""
    located = any(z.polygon is not None or z.los_marker is not None for z in board.zones)
    if options.source is not LosSource.DERIVED_WITH_OVERRIDES or not located:
        return None, effective_los(board, options)
    if board.los is not None and board.los.geometry_hash == board_hash(board, options):
        table = board.los
    elif previous is not None:
        table = update_los(previous[1], previous[0], board, options)
    else:
        table = compute_los_table(board, options)
    return table, effective_los(dataclasses.replace(board, los=table), options)


class _JobSignals(QObject):
    finished = Signal(int, object, object, object)
    failed = Signal(int, str)


class _LosJob(QRunnable):
    def __init__(self, generation: int, board: ZoneBoard, options: LosOptions,
                 previous: Previous, compute: Compute, signals: _JobSignals):
        super().__init__()
        self._args = generation, board, options, previous
        self._compute, self._signals = compute, signals

    def run(self) -> None:
        generation, board, options, previous = self._args
        try:
            table, view = self._compute(board, options, previous)
        except SkirmishError as exc:
            self._signals.failed.emit(generation, exc.text())
            return
        self._signals.finished.emit(generation, board, table, view)


class LosWorker(QObject):
    """Keeps an up-to-date ``LosView`` of the document's board, computed on a worker thread."""

    view_ready = Signal(object)
    """A fresh LosView for the document's current board."""
    failed = Signal(str)
    """The board's LOS could not be computed (e.g. an outline crosses itself)."""

    def __init__(self, document: ScenarioDocument, compute: Compute = compute_view, parent=None):
        super().__init__(parent)
        self.document = document
        self.dropped = 0
        self._compute = compute
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _JobSignals(self)
        self._signals.finished.connect(self._on_job_finished)
        self._signals.failed.connect(self._on_job_failed)
        self._generation = 0
        self._running: _LosJob | None = None
        self._active = False
        self._view: LosView | None = None
        self._table: LosTable | None = None
        self._view_generation = -1
        self._previous: Previous = None
        self.destroyed.connect(document.subscribe(self._on_scenario_changed))

    @property
    def view(self) -> LosView | None:
        """The LOS of the current board, or None while it is being computed."""
        return self._view if self._view_generation == self._generation else None

    @property
    def table(self) -> LosTable | None:
        """The derived table behind ``view`` (None on abstract boards or while computing)."""
        return self._table if self.view is not None else None

    def set_active(self, active: bool) -> None:
        self._active = active
        if active and self.view is None:
            self._start()

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the running job (tests, shutdown); results still arrive as events."""
        return self._pool.waitForDone(msecs)

    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        if not change.paths or any(p and p[0] in ("board", "options") for p in change.paths):
            self._generation += 1
            if self._active:
                self._start()

    def _start(self) -> None:
        if self._running is not None:
            return  # the newest board is started when the running job reports back
        board = self.document.scenario.board
        if not isinstance(board, ZoneBoard):
            return
        self._running = _LosJob(self._generation, board, self.document.scenario.options.los,
                                self._previous, self._compute, self._signals)
        self._pool.start(self._running)

    def _on_job_finished(self, generation: int, board, table, view: LosView) -> None:
        self._running = None
        if table is not None:
            self._previous = (board, table)
        if generation != self._generation:
            self.dropped += 1
            if self._active:
                self._start()
            return
        self._view, self._table, self._view_generation = view, table, generation
        self.view_ready.emit(view)

    def _on_job_failed(self, generation: int, text: str) -> None:
        self._running = None
        if generation != self._generation:
            self.dropped += 1
            if self._active:
                self._start()
            return
        self.failed.emit(text)
