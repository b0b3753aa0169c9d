"""A small task runner: run a pure function on the thread pool, report back on the GUI thread.

The work receives ``progress(done, total)`` and ``cancelled()``; its result, its error or its
cancellation (a None result) arrive as signals of an object living on the GUI thread, so slots
run there. Used for PDF export and printing, which must never freeze the window.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

Work = Callable[[Callable[[int, int], None], Callable[[], bool]], Any]


class TaskSignals(QObject):
    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(object)


class Task(QRunnable):
    def __init__(self, work: Work) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self.signals = TaskSignals()
        self._work = work
        self._cancel = threading.Event()
        self.done = threading.Event()

    def cancel(self) -> None:
        self._cancel.set()

    def run(self) -> None:
        try:
            result = self._work(self.signals.progress.emit, self._cancel.is_set)
        except Exception as exc:  # handed to the GUI thread, which shows it
            self.signals.failed.emit(exc)
        else:
            self.signals.finished.emit(result)
        finally:
            self.done.set()


class TaskRunner(QObject):
    """Starts tasks on a private pool and keeps them alive until they end."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._tasks: list[Task] = []

    def start(self, work: Work) -> Task:
        task = Task(work)
        self._tasks = [t for t in self._tasks if not t.done.is_set()] + [task]
        self._pool.start(task)
        return task

    def busy(self) -> bool:
        return any(not t.done.is_set() for t in self._tasks)

    def wait(self, msecs: int = 30_000) -> bool:
        return self._pool.waitForDone(msecs)
