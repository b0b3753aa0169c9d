"""Application start-up: fonts, language, the main window, then the library after first paint.

Heavy imports (the store with SQLAlchemy, geometry) happen in ``_open_library`` which runs from
the event loop once the window has painted, so the window appears as fast as an empty one
(PRODUCT §5, cold start: the first frame imports only the modules it shows, ``main_window``).
The library's list then comes from a quick read without the store (``_quick_listing``) when
the file allows one, and the store and the plug-ins are imported off the GUI thread once the
list has painted (``MainWindow.show_listing``); what needs the library (the recovery and
game offers, the files to open) runs once it is open (``when_library_ready``). A file the
quick read doubts takes the usual path: opened at once, as before.
The crash hook is installed first of all, then given the window before it is shown.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from editor.ui import crash, settings, wheel_guard
from editor.ui.first_paint import FirstPaint
from editor.ui.fonts import load_fonts
from editor.ui.i18n import install_language, system_language
from editor.ui.main_window import MainWindow

EXIT_AFTER_PAINT = "SKIRMISH_STUDIO_EXIT_AFTER_PAINT"
"""Set by the cold-start benchmark: print the time of the first paint (``first-paint T``) and
quit. Set to ``library`` (``LIBRARY_PROBE``), the start goes on as usual and the time the
library's list of scenarios is first painted is printed too (``library-paint T ROWS``, with
the rows it lists; 0 when the library could not be opened), then the application quits."""

LIBRARY_PROBE = "library"


def _open_library(override: str | None):
    from editor.store.library import Library
    from editor.store.location import library_path

    return Library.open(library_path(override), create=True)


def _quick_listing(override: str | None):
    """The library's list read without the store (None at any doubt: the usual open then)."""
    from editor.store.listing import quick_listing
    from editor.store.location import library_path

    return quick_listing(library_path(override))


def _prepare_library() -> None:
    """What opening the library needs, imported off the GUI thread (``library_loader``)."""
    import editor.rules  # noqa: F401 (registers the plug-ins the editor and play ask for)
    import editor.store.library  # noqa: F401


def _collect_garbage_again() -> None:
    """The start's objects (its modules, the window) are moved out of the collector's sight and
    collection resumes: ``editor.app`` turned it off at process start, since collections over
    the growing heap of the start's imports cost ~10-20 ms before the list is painted."""
    import gc

    gc.freeze()
    gc.enable()


def _default_library():
    from editor.store.location import library_path

    return library_path(None)


def _files_to_open(arguments: list[str]) -> list[Path]:
    """The arguments that name existing files ("Open with Skirmish Studio"); an argument that
    cannot name one (too long for the system, say) is skipped like a missing file."""
    files = []
    for arg in arguments:
        try:
            if not arg.startswith("-") and Path(arg).exists():
                files.append(Path(arg))
        except (OSError, ValueError):
            continue
    return files


def create_app(argv: list[str]) -> QApplication:
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName(settings.APPLICATION)
    app.setOrganizationName(settings.ORGANIZATION)
    app.setFont(load_fonts())
    wheel_guard.install(app)
    install_language(settings.language() or system_language())
    return app


def _when_library_painted(window: MainWindow, then) -> None:
    """Call ``then(rows)`` once the library's scenario list has painted its ``rows`` (at once,
    with 0, when no library is open)."""
    if not window.library_shown:
        then(0)
        return
    view = window.library_view
    FirstPaint(view.scenario_table.viewport(), lambda: then(view.scenario_model.rowCount()))


def run(argv: list[str]) -> int:
    crash.install()  # an error of the start itself is logged too
    app = create_app(argv)
    window = MainWindow(_open_library, _default_library)
    crash.install(window)  # before any slot runs: every later error is reported in the window
    probe = os.environ.get(EXIT_AFTER_PAINT)

    files = _files_to_open(argv[1:])

    def library_painted(rows: int) -> None:
        print(f"library-paint {time.perf_counter():.6f} {rows}", flush=True)
        app.quit()

    def painted() -> None:
        if probe:
            print(f"first-paint {time.perf_counter():.6f}", flush=True)
            if probe != LIBRARY_PROBE:
                app.quit()
                return
        listing = _quick_listing(settings.library_override())
        if listing is None:
            window.load_library()
        else:  # the list now, the library once the store is imported off the GUI thread
            window.show_listing(listing, _prepare_library)
        window.when_library_ready(library_ready)
        window.when_library_ready(_collect_garbage_again)
        if probe:
            _when_library_painted(window, library_painted)

    def library_ready() -> None:
        recovering = window.offer_recovery()
        if recovering is None:
            window.offer_game()
        else:  # one question at a time: the game in progress after the edits
            recovering.finished.connect(lambda _result: window.offer_game())
        for path in files:  # "Open with Skirmish Studio" on a .skirmish file imports it
            window.library_actions.import_file(path)

    FirstPaint(window, painted)
    window.show()
    status = app.exec()
    window.close_catalog()  # a load still running in the background ends before Python does
    return status


if __name__ == "__main__":
    sys.exit(run(sys.argv))
