"""Render a view of the application offscreen to a PNG (the command line's ``screenshot``).

Never opens a dialog and never writes to the library: the caller passes the catalog to show
(the command line opens an existing library read-only, a catalog of the one scenario file
given, or of the bundled samples) and closes it afterwards. The image has exactly the
requested size (device pixel ratio 1). The ``play`` view starts a throwaway game of the
scenario with seed 1 (nothing is saved), plays up to the first villain step and shows it with
that villain's reachable zones.
"""

from __future__ import annotations

from pathlib import Path

from editor.messages import error

VIEWS = ("library", "editor", "play")
PLAY_SEED = 1


def take_screenshot(
    output: Path,
    catalog,
    *,
    selected: str | None,
    view: str,
    size: tuple[int, int],
    lang: str,
    library: Path,
) -> Path:
    """Draw ``view`` of ``catalog`` (the scenario ``selected`` chosen in it, if any) at
    ``size`` pixels in ``lang`` and write it to ``output``. ``library`` is the library file the
    main window names as its own; nothing is written to it."""
    if view not in VIEWS:
        raise error("screenshot.unknown_view", view=view, views=", ".join(VIEWS))
    from editor.ui.headless import offscreen_application

    app = offscreen_application(exact_pixels=True)
    from PySide6.QtCore import QSettings

    from editor.ui.fonts import load_fonts
    from editor.ui.i18n import install_language
    from editor.ui.main_window import MainWindow

    app.setFont(load_fonts())
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    install_language(lang)
    if selected and selected not in {s.name for s in catalog.summaries()}:
        raise error("library.no_such_scenario", where=str(library), name=selected)
    if view == "play":
        image = _play_image(catalog.load(selected) if selected else None, selected, size)
        return _save(image, size, output)
    window = MainWindow(lambda _override: catalog, lambda: library)
    try:
        window.catalog = catalog
        window.reload()
        if selected:
            window.library_view.select(selected)
        if view == "editor" and not (selected and window.edit_selected()):
            raise error("screenshot.needs_zone_scenario", view=view)
        window.resize(*size)
        window.show()
        app.processEvents()
        window.resize(*size)
        app.processEvents()
        _wait_for_checker(app, window)
        image = window.grab().toImage()
    finally:
        window.catalog = None
        window.hide()
        window.deleteLater()
    return _save(image, size, output)


def _wait_for_checker(app, window, seconds: float = 60.0) -> None:
    """The checker's findings rather than "Checking…": it checks off the GUI thread."""
    import time

    checker = window.checker_panel
    deadline = time.monotonic() + seconds
    while checker is not None and checker.busy and time.monotonic() < deadline:
        app.processEvents()
        checker.wait(20)
    app.processEvents()


def _save(image, size: tuple[int, int], output: Path) -> Path:
    if (image.width(), image.height()) != size:
        image = image.scaled(*size)
    output.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(output), "PNG"):
        raise error("screenshot.cannot_write", where=str(output))
    return output


def _play_image(scenario, name: str | None, size: tuple[int, int]):
    """The play mode at the first villain step of a throwaway game (library=None)."""
    from PySide6.QtWidgets import QApplication

    from editor.model.board import ZoneBoard
    from editor.ui.play.play_mode import PlayMode

    if scenario is None or not isinstance(scenario.board, ZoneBoard):
        raise error("screenshot.needs_zone_scenario", view="play")
    play = PlayMode()
    try:
        play.resize(*size)
        play.show()
        play.start_new(scenario, name or scenario.name, None, seed=PLAY_SEED)
        play.advance_to_villain_step()
        QApplication.processEvents()
        play.board.view.fit_to_view()
        play.board.wait_for_overlays()
        QApplication.processEvents()
        return play.grab().toImage()
    finally:
        play.hide()
        play.deleteLater()
