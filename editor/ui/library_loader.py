"""The part of opening the library that can run off the GUI thread: importing the store (with
SQLAlchemy) and the rule-system plug-ins, ~450 ms of a cold start (PRODUCT §5).

At start-up the window shows the library's list from a quick read (``editor.store.listing``),
then a ``LibraryLoad`` runs ``prepare`` (the imports: the store and the rules are Qt-free) on
a private thread; ``done`` is emitted on the GUI thread when it has returned, and the window
then opens the library itself (``MainWindow.finish_library``). Whoever needs the library
earlier calls ``wait``: it returns once ``prepare`` has run, on the pool's thread if it had
started, else on the calling thread. A failure of ``prepare`` is not reported here: the window's
own open, which follows, meets it again and reports it as at any start.

The GUI thread may import a module while the pool's thread imports others (a menu's controller
built meanwhile): Python's per-module import locks make the later one wait for the module, and
since the modules of ``editor`` import no cycle (the ``no-cycles`` import contract) two
imports can never wait for each other.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Signals(QObject):
    done = Signal()


class _Job(QRunnable):
    def __init__(self, load: LibraryLoad):
        super().__init__()
        self._load = load
        self._signals = load._signals

    def run(self) -> None:
        self._load._run()
        self._signals.done.emit()


class LibraryLoad(QObject):
    """Runs ``prepare()`` once, on a private thread once ``start`` is called (or on the caller's
    thread when ``wait`` comes first)."""

    done = Signal()
    """``prepare`` has returned on the pool's thread (emitted on the GUI thread)."""

    def __init__(self, prepare: Callable[[], object], parent: QObject | None = None):
        super().__init__(parent)
        self._prepare = prepare
        self._ran = threading.Event()
        self._claimed = threading.Lock()
        self._started = False
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.done.connect(self.done)

    @property
    def ready(self) -> bool:
        """``prepare`` has run: ``wait`` would return at once."""
        return self._ran.is_set()

    def start(self) -> None:
        """Run ``prepare`` on the pool's thread (nothing when it is running or has run)."""
        if not self._started:
            self._started = True
            self._pool.start(_Job(self))

    def wait(self) -> None:
        """Return once ``prepare`` has run (running it here if the pool has not begun it)."""
        self._run()
        self._ran.wait()
        self._pool.waitForDone()

    def cancel(self) -> None:
        """Make sure ``prepare`` does not run behind the caller's back: it never will if it has
        not begun; else return once it has (imports cannot be interrupted)."""
        if self._claimed.acquire(blocking=False):
            self._ran.set()  # claimed and never run: the pool's job, if queued, does nothing
        self._ran.wait()
        self._pool.waitForDone()

    def _run(self) -> None:
        if not self._claimed.acquire(blocking=False):
            return  # the other thread runs it
        try:
            self._prepare()
        except Exception:  # the window's own open meets it again and reports it
            import logging

            logging.getLogger(__name__).exception("preparing the library failed")
        finally:
            self._ran.set()
