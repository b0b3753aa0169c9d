"""A big board opens without blocking the GUI thread (PRODUCT §5 "5,000-zone board"): the
stored rows are decoded off the GUI thread while the window paints, and the editor's modules
are imported while the library is shown, so the first open imports none of its own."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication

from editor.ui.off_thread import wait_off_thread
from editor.ui.warm_up import WarmUp

ROOT = Path(__file__).resolve().parents[2]


def test_the_gui_thread_runs_its_timers_while_the_work_runs(qapp):
    ticks = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()

    def work():
        time.sleep(0.3)  # releases the GIL, as sqlite and numpy do
        return 42

    try:
        assert wait_off_thread(work) == 42
    finally:
        timer.stop()
    assert len(ticks) >= 10  # 300 ms of 10 ms ticks, less scheduling slack
    assert QGuiApplication.overrideCursor() is None  # the busy cursor is gone


def test_an_error_of_the_work_is_raised_on_the_gui_thread(qapp):
    def work():
        raise ValueError("damaged row")

    with pytest.raises(ValueError, match="damaged row"):
        wait_off_thread(work)
    assert QGuiApplication.overrideCursor() is None


def test_the_warm_up_imports_one_module_per_turn_and_survives_a_broken_one(qtbot, caplog):
    warm = WarmUp(["json", "editor.no_such_module", "colorsys"])
    assert not warm.done
    warm.start()
    qtbot.waitUntil(lambda: warm.done, timeout=5000)
    assert "colorsys" in sys.modules
    assert "editor.no_such_module" in caplog.text


@pytest.mark.slow
def test_after_the_warm_up_opening_either_board_kind_imports_no_editor_module(tmp_path):
    """In a fresh process: every ``editor.ui`` module the first open of a zone board and of a
    free table needs is already imported by the warm-up (``first_open_modules`` is complete)."""
    code = textwrap.dedent(f"""
        import os, sys
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from pathlib import Path
        from editor.store.library import Library
        from editor.ui.application import create_app
        from editor.ui.main_window import MainWindow
        path = Path({str(tmp_path / "library.sqlite")!r})
        app = create_app([])
        window = MainWindow(lambda _o: Library.open(path), lambda: path)
        window.show()
        window.load_library()
        while not window.warm_up.done:
            app.processEvents()
        before = {{name for name in sys.modules if name.startswith("editor.ui")}}
        for name in ("night-market", "frozen-trench"):
            window.library_view.select(name)
            assert window.edit_selected(), name
            app.processEvents()
            window.document.mark_saved()
        after = {{name for name in sys.modules if name.startswith("editor.ui")}}
        print("new", sorted(after - before))
        window.editing.close()
        window.close_catalog()
    """)
    env = {"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path),
           "XDG_STATE_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env=env, cwd=ROOT, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "new []" in result.stdout.splitlines(), result.stdout


def test_a_dock_builds_its_panel_when_first_shown_or_looked_up(shown_window, qtbot):
    """Opening builds the panels on screen (the first tab and the checker); another tab's
    panel comes when its dock is shown, or when asked for."""
    shown_window.library_view.select("night-market")
    assert shown_window.edit_selected()
    session = shown_window.editing.session
    assert set(session.panels.built()) == {"properties", "checker"}
    assert session.docks["river"].widget() is None and "river" in session.panels
    session.docks["river"].raise_()
    qtbot.waitUntil(lambda: "river" in session.panels.built())
    assert session.docks["river"].widget().widget() is session.panels["river"]
    units = session.panels["units"]  # a lookup builds it too, shared units wired
    assert session.docks["units"].widget().widget() is units
    assert units.sharing.library is not None  # shared with the library's other scenarios
    assert set(session.panels) == set(session.docks)
    with pytest.raises(KeyError):
        session.panels["no-such-dock"]
