"""Run the newest of a stream of requests off the GUI thread, dropping stale results
(PRODUCT §5: "the GUI thread never blocked > 100 ms"; progress on anything over half a second).

A panel that recomputes something after every edit (the checker, say) asks for the newest
state each time; the work is a pure function of the immutable state it was given, run on a
private one-thread pool, and its result comes back through a queued signal, on the GUI thread.
Each request bumps a generation number: when a newer request arrives the running job is told to
stop at its next progress report (its result would be stale), at most one job runs at a time,
and the newest request starts as soon as the running one returns. Results and failures of an
older generation are dropped (``dropped`` counts them), so what a panel shows is always the
newest state's.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

from editor.messages import SkirmishError

Progress = Callable[[int, int], None]
Work = Callable[[Progress], Any]
_log = logging.getLogger(__name__)


class Superseded(Exception):
    """Raised inside a job by its progress callback once a newer request has arrived."""


class _Signals(QObject):
    finished = Signal(int, object)
    failed = Signal(int, str)
    progress = Signal(int, int, int)


class _Job(QRunnable):
    def __init__(self, generation: int, work: Work, runner: LatestTask):
        super().__init__()
        self._generation, self._work, self._runner = generation, work, runner
        self._signals = runner._signals

    def _progress(self, done: int, total: int) -> None:
        if self._runner._generation != self._generation:
            raise Superseded()
        self._signals.progress.emit(self._generation, done, total)

    def run(self) -> None:
        try:
            result = self._work(self._progress)
        except Superseded:
            self._signals.failed.emit(self._generation, "")
        except SkirmishError as exc:
            self._signals.failed.emit(self._generation, exc.text())
        except Exception as exc:  # a bug in the work must not leave the panel waiting forever
            _log.exception("background work failed")
            self._signals.failed.emit(self._generation, str(exc) or type(exc).__name__)
        else:
            self._signals.finished.emit(self._generation, result)


class LatestTask(QObject):
    """Runs ``work(progress)`` for the newest request; emits its result on the GUI thread."""

    finished = Signal(object)
    """The result of the newest request."""
    failed = Signal(str)
    """The newest request's work raised; the text says why."""
    progress = Signal(int, int)
    """(done, total) of the newest request's work, as it reports them."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.dropped = 0
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.finished.connect(self._on_finished)
        self._signals.failed.connect(self._on_failed)
        self._signals.progress.connect(self._on_progress)
        self._generation = 0
        self._running = False
        self._pending: Work | None = None
        # the pool, the first child, is destroyed first and waits for its job on the way:
        # ``cancel`` first makes that wait short (the job stops at its next progress report)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.cancel)

    @property
    def busy(self) -> bool:
        """A request has not had its result (or failure) delivered yet."""
        return self._running or self._pending is not None

    def request(self, work: Work) -> None:
        """Run ``work`` for the newest state; any older request's result will be dropped."""
        self._generation += 1
        self._pending = work
        if not self._running:
            self._start()

    def cancel(self) -> None:
        """Drop every request: the running job stops at its next progress report and no result
        is delivered (before closing the panel that asked)."""
        self._generation += 1
        self._pending = None

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the running job (tests, shutdown); results still arrive as events."""
        return self._pool.waitForDone(msecs)

    def _start(self) -> None:
        work, self._pending = self._pending, None
        if work is None:
            return
        self._running = True
        self._pool.start(_Job(self._generation, work, self))

    def _settle(self, generation: int) -> bool:
        """The job of ``generation`` returned: start the newest one; True if it was current."""
        self._running = False
        if generation != self._generation:
            self.dropped += 1
            self._start()
            return False
        return True

    def _on_finished(self, generation: int, result: object) -> None:
        if self._settle(generation):
            self.finished.emit(result)

    def _on_failed(self, generation: int, text: str) -> None:
        if self._settle(generation):
            self.failed.emit(text)

    def _on_progress(self, generation: int, done: int, total: int) -> None:
        if generation == self._generation:
            self.progress.emit(done, total)
