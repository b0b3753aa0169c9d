"""Wait for a pure computation run off the GUI thread while the window keeps painting
(PRODUCT §5: the GUI thread never blocked > 100 ms; a 5,000-zone board's rows take some
100 ms to decode).

``wait_off_thread(work)`` runs ``work()`` on a Qt thread pool and returns its result
(or raises its exception) once done, like a plain call; meanwhile a local event loop keeps
paints, timers and queued signals going, but holds the user's input (a busy cursor shows
it), so no menu or click can act on a half-done operation. ``work`` must touch no widget and
no state the GUI thread may change meanwhile: decoding stored rows, a pure computation.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEventLoop, QObject, QRunnable, QThreadPool, Signal
from PySide6.QtGui import QGuiApplication, Qt

T = TypeVar("T")


@functools.cache
def _pool() -> QThreadPool:
    """A pool of its own: a long job of the global pool never delays an open."""
    pool = QThreadPool()
    pool.setMaxThreadCount(2)
    return pool


class _Done(QObject):
    finished = Signal()


class _Job(QRunnable):
    def __init__(self, work: Callable[[], object], done: _Done):
        super().__init__()
        self.setAutoDelete(False)
        self._work, self._done = work, done
        self.result: object = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.result = self._work()
        except BaseException as exc:  # handed back to the GUI thread, raised there
            self.error = exc
        finally:
            self._done.finished.emit()


def wait_off_thread(work: Callable[[], T]) -> T:
    """``work()``, computed on a worker thread while the GUI thread paints (module doc)."""
    done = _Done()
    job = _Job(work, done)
    loop = QEventLoop()
    done.finished.connect(loop.quit)  # queued: the signal comes from the worker thread
    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        _pool().start(job)
        loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
    finally:
        QGuiApplication.restoreOverrideCursor()
    if job.error is not None:
        raise job.error
    return job.result  # type: ignore[return-value]
