"""The library list at a cold start (PRODUCT §5, ≤ 3× a bare window): painted from the quick
listing before the store, SQLAlchemy or the plug-ins are imported, then the library opened once
they are, off the GUI thread; anything that needs the library before then finishes the load and
works; the view is refilled only if the library lists something else, keeping the selection."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from editor.messages import error
from editor.model.summary import ScenarioSummary
from editor.store.library import Library
from editor.store.listing import Listing, quick_listing
from editor.ui.main_window import MainWindow
from tests.examples import zone_scenario

ROOT = Path(__file__).resolve().parents[2]


def _library(path: Path) -> Path:
    Library.open(path).close()  # created with the bundled samples
    return path


def _window(qtbot, path: Path, opened: list | None = None) -> MainWindow:
    def open_library(override):
        if opened is not None:
            opened.append(path)
        return Library.open(Path(override) if override else path)

    window = MainWindow(open_library, lambda: path)
    qtbot.addWidget(window)
    return window


def _prepared(log: list[str]):
    return lambda: log.append("prepared")


@pytest.fixture
def library_file(tmp_path):
    return _library(tmp_path / "library.sqlite")


def test_the_listing_is_shown_at_once_and_the_library_opened_when_prepared(qtbot, library_file):
    opened, log = [], []
    window = _window(qtbot, library_file, opened)
    window.show_listing(quick_listing(library_file), _prepared(log))
    assert window.library_shown and opened == [] and log == []
    games = window.library_view.games_view
    assert games.library is None and not games.empty.isVisibleTo(games)  # no "no game" yet
    assert window.library_view.scenario_names() == ["depot-raid", "frozen-trench", "night-market"]
    assert "3 scenarios" in window.statusBar().currentMessage()
    ready = []
    window.when_library_ready(lambda: ready.append(window.catalog))
    window.show()  # the list paints: the preparation starts off the GUI thread
    qtbot.waitUntil(lambda: bool(ready), timeout=10_000)
    assert log == ["prepared"] and opened == [library_file]
    assert isinstance(ready[0], Library) and window.catalog is ready[0]
    assert games.library is ready[0] and games.empty.isVisibleTo(games)  # the library's
    window.close_catalog()


def test_an_action_before_the_library_is_ready_finishes_the_load_and_works(qtbot, library_file):
    window = _window(qtbot, library_file)
    log: list[str] = []
    window.show_listing(quick_listing(library_file), _prepared(log))
    names = window.library_view.scenario_names()
    window.duplicate_action.trigger()  # no dialog: a copy of the selected scenario, at once
    assert log == ["prepared"] and window._pending is None
    assert len(window.library_view.scenario_names()) == len(names) + 1
    assert not [b for b in window.findChildren(QMessageBox) if b.isVisible()]  # no "read-only"
    window.close_catalog()


def test_opening_a_scenario_before_the_library_is_ready_works(qtbot, library_file):
    window = _window(qtbot, library_file)
    window.show_listing(quick_listing(library_file), lambda: None)
    window.library_view.select("night-market")
    assert window.edit_selected()
    assert window.document is not None and window.document.scenario.name == "night-market"
    window.document.mark_saved()
    window.close_catalog()


def test_the_list_is_not_refilled_when_the_library_lists_the_same(qtbot, library_file):
    window = _window(qtbot, library_file)
    window.show_listing(quick_listing(library_file), lambda: None)
    view = window.library_view
    view.select("night-market")
    resets = []
    view.scenario_model.modelReset.connect(lambda: resets.append(1))
    window.finish_library()
    assert resets == [] and view.selected_name() == "night-market"
    window.close_catalog()


def test_the_list_follows_the_library_when_it_changed_keeping_the_selection(qtbot, library_file):
    window = _window(qtbot, library_file)
    window.show_listing(quick_listing(library_file), lambda: None)
    window.library_view.select("frozen-trench")
    with Library.open(library_file) as library:  # another window saved meanwhile
        library.save(zone_scenario("alley"))
    window.finish_library()
    assert "alley" in window.library_view.scenario_names()
    assert window.library_view.selected_name() == "frozen-trench"
    assert "4 scenarios" in window.statusBar().currentMessage()
    window.close_catalog()


def test_an_error_opening_the_library_is_reported_and_the_list_emptied(qtbot, library_file):
    def refuse(_override):
        raise error("library.damaged_no_backup", where=str(library_file), problem="bad page")

    window = MainWindow(refuse, lambda: library_file)
    qtbot.addWidget(window)
    window.show_listing(quick_listing(library_file), lambda: None)
    ready = []
    window.when_library_ready(lambda: ready.append(window.catalog))
    window.finish_library()
    assert ready == [None] and window.catalog is None
    assert window.library_view.scenario_names() == []
    box = window.findChild(QMessageBox, "errorBox")
    assert box is not None and box.windowTitle() == "The library could not be opened"
    assert "damaged (bad page)" in box.text()
    box.close()


def test_a_failing_preparation_still_opens_the_library(qtbot, library_file):
    def fail():
        raise RuntimeError("no such module")

    window = _window(qtbot, library_file)
    window.show_listing(quick_listing(library_file), fail)
    assert isinstance(window.catalog, Library)
    window.close_catalog()


def test_closing_while_the_load_runs_waits_for_it_and_opens_nothing(qtbot, library_file):
    opened: list[Path] = []
    log: list[str] = []
    window = _window(qtbot, library_file, opened)

    def slow():
        time.sleep(0.2)
        log.append("prepared")

    window.show_listing(quick_listing(library_file), slow)
    window._pending.start()
    time.sleep(0.05)
    window.close_catalog()
    assert log == ["prepared"]  # it had begun: closing waited for it
    assert window._pending is None and window._catalog is None and opened == []


def test_closing_before_the_load_began_cancels_it(qtbot, library_file):
    opened: list[Path] = []
    log: list[str] = []
    window = _window(qtbot, library_file, opened)
    window.show_listing(quick_listing(library_file), _prepared(log))
    window.show()  # the list paints, and the timer for a window never painted fires
    window.close_catalog()  # quitting at once: no import work at the exit
    qtbot.wait(1200)
    assert log == [] and opened == [] and window._pending is None


def test_a_fourth_rule_system_is_titled_in_the_list(qtbot, tmp_path):
    from editor.rules import register
    from editor.rules.registry import unregister
    from tests.rules.test_plugins import ToyPlugin

    toy = register(ToyPlugin())
    try:
        window = _window(qtbot, tmp_path / "library.sqlite")
        window.show_listing(Listing([ScenarioSummary("duel", toy.name)], []), lambda: None)
        model = window.library_view.scenario_model
        assert model.data(model.index(0, 2)) == toy.short_title().get("en")
        window.catalog = None  # the toy library is never opened
    finally:
        unregister(toy.name)


PROBE = """
import sys
from editor.ui import application
painted = application._when_library_painted
def facts(window, then):
    def report(rows):
        loaded = [m for m in ("sqlalchemy", "editor.store.library", "editor.rules", "tomllib",
                              "numpy", "shapely") if m in sys.modules]
        print("loaded", ",".join(loaded) or "-", flush=True)
        then(rows)
    painted(window, report)
application._when_library_painted = facts
application.run(["skirmish-studio-gui"])
"""


def _start(tmp_path: Path) -> list[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path), "XDG_STATE_HOME": str(tmp_path),
           "XDG_CACHE_HOME": str(tmp_path / "cache"),
           "SKIRMISH_STUDIO_EXIT_AFTER_PAINT": "library"}
    env.pop("SKIRMISH_STUDIO_LIBRARY", None)
    result = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                            env=env, cwd=ROOT, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout.split()


@pytest.mark.slow
def test_the_list_paints_before_the_store_sqlalchemy_or_the_plugins_are_imported(tmp_path):
    first = _start(tmp_path)  # creates the library: the usual path, the store imported
    assert first[2] == "loaded" and "sqlalchemy" in first[3]
    library = tmp_path / "skirmish-studio" / "library.sqlite"
    before = library.read_bytes()
    out = _start(tmp_path)
    assert out[0] == "first-paint" and out[2:4] == ["loaded", "-"]  # the cached catalogue too
    assert out[4] == "library-paint" and out[6] == "3"
    assert library.read_bytes() == before
