"""Open a 5,000-zone board in the editor as the application does, in a process of its own, and
print what ``bench_editor`` reports as one JSON line (PRODUCT §5 "5,000-zone board").

A library holding the board (``zone_boards.zone_board(5000)``) is made in a temporary folder;
the main window opens it, imports the editor's modules while the list is shown as the app does
(``editor.ui.warm_up``), and the board is opened with ``edit_selected`` (what Open in editor
does). A 10 ms timer on the GUI thread logs its gaps from the Open to ``WATCH_AFTER_S`` seconds
after the board is drawn (the checker works meanwhile, off the GUI thread): the longest gap is
the longest stall. Then the frame rates are measured on the editor's own view. A process of its
own, so that its peak memory is the open's and nothing before it is frozen or cached.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

WATCH_AFTER_S = 3.0
ZONES = 5000


def main() -> None:
    from PySide6.QtCore import QElapsedTimer, QTimer
    from zone_boards import zone_board

    from editor.model.scenario import RuleSystem, Scenario
    from editor.store.library import Library
    from editor.ui.application import create_app
    from editor.ui.main_window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="bench-open-"))
    path = folder / "library.sqlite"
    with Library.open(path) as library:
        library.save(Scenario("big", RuleSystem.ZONE_SOLO, zone_board(ZONES, seed=5)))
    app = create_app([])
    window = MainWindow(lambda _override: Library.open(path), lambda: path)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    window.load_library()
    window.library_view.select("big")
    app.processEvents()
    settle = time.perf_counter() + 2.0  # a user clicks Open a moment after the list shows:
    while not window.warm_up.done and time.perf_counter() < settle:  # the editor's modules
        app.processEvents()  # are imported meanwhile (editor.ui.warm_up)
    clock = QElapsedTimer()
    gaps: list[int] = []
    last = [0]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    result: dict = {}

    def opened() -> None:
        clock.start()
        timer.start()
        started = time.perf_counter()
        window.edit_selected()
        result["edit_selected_s"] = time.perf_counter() - started
        scene = window.board_editor.scene
        while scene.building:
            app.processEvents()
        result["drawn_s"] = time.perf_counter() - started
        until = time.perf_counter() + WATCH_AFTER_S
        while time.perf_counter() < until:
            app.processEvents()
            time.sleep(0.002)
        timer.stop()
        result["longest_stall_s"] = max(gaps, default=0) / 1000
        result["peak_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        result.update(frame_rates(app, window.board_editor.view))
        window.checker_panel.stop()
        window.document.mark_saved()
        app.quit()

    QTimer.singleShot(0, opened)
    app.exec()
    print(json.dumps(result), flush=True)


def frame_rates(app, view) -> dict:
    from bench_editor import frames

    view.fit_to_view()
    app.processEvents()
    full = frames(app, view, lambda: None, 15, full=True)
    view.zoom_by(3.0 / view.pixels_per_mm())
    view.centerOn(view.scene().sceneRect().center())
    app.processEvents()
    direction = [1]

    def pan() -> None:
        bar = view.horizontalScrollBar()
        if not bar.minimum() < bar.value() + 40 * direction[0] < bar.maximum():
            direction[0] = -direction[0]
        view.pan_by(40 * direction[0], 0)

    panning = frames(app, view, pan, 40, full=False)
    zooms = iter([1.25, 0.8] * 20)
    zooming = frames(app, view, lambda: view.zoom_by(next(zooms)), 40, full=True)
    return {"full_fps": full, "pan_fps": panning, "zoom_fps": zooming}


if __name__ == "__main__":
    main()
