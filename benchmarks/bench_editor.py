"""Board editor benchmark (PRODUCT §5 "5,000-zone board pans and zooms at ≥ 30 frames per
second"): the editor's scene and view over a generated 5,000-zone board
(``benchmarks/zone_boards.py``), in a 1280 × 800 viewport, offscreen.

- full-view render: the whole board fitted in the view, the viewport repainted entirely;
- pan steps: 40-pixel pans at a working zoom (3 px/mm), each painted as Qt schedules it
  (the view scrolls its pixels and repaints the uncovered strip);
- zoom steps: wheel-sized zooms in and out at that zoom, each repainting the whole viewport.

Each value is the median frames per second over repeated frames. The bar is a rate, so the
ratio is inverted to keep "lower is better": ratio = 30 / fps, bar 1.0 (over the bar = slower
than 30 fps). Building the scene happens once per board and is not timed here.
"""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from zone_boards import zone_board  # noqa: E402

from editor.documents.document import ScenarioDocument  # noqa: E402
from editor.model.scenario import RuleSystem, Scenario  # noqa: E402

TARGET_FPS = 30.0
VIEWPORT = (1280, 800)


def _frames(app, view, step, count: int, full: bool) -> float:
    """Median frames per second of ``count`` frames: ``step()``, then either a repaint of the
    whole viewport (``full``) or the paint Qt schedules for it (a pan repaints only the strip
    it uncovers, as on screen)."""
    durations = []
    for _ in range(count):
        start = time.perf_counter()
        step()
        if full:
            view.viewport().repaint()
        else:
            app.processEvents()
        durations.append(time.perf_counter() - start)
    return 1.0 / statistics.median(durations)


def _row(name: str, fps: float) -> dict:
    return {
        "name": f"editor 5,000 zones: {name} (fps; ratio = 30/fps)",
        "value": fps,
        "reference": TARGET_FPS,
        "ratio": TARGET_FPS / fps,
        "bar": 1.0,
        "unit": "fps",
    }


def run() -> list[dict]:
    from PySide6.QtWidgets import QApplication

    from editor.ui.board.scene import BoardScene
    from editor.ui.board.view import BoardView

    app = QApplication.instance() or QApplication([])
    document = ScenarioDocument(Scenario("bench", RuleSystem.ZONE_SOLO, zone_board(5000)))
    scene = BoardScene(document)
    view = BoardView(scene)
    view.resize(*VIEWPORT)
    view.show()
    app.processEvents()
    view.fit_to_view()
    app.processEvents()
    full = _frames(app, view, lambda: None, 15, full=True)
    view.zoom_by(3.0 / view.pixels_per_mm())
    view.centerOn(scene.sceneRect().center())
    app.processEvents()
    direction = [1]

    def pan() -> None:
        bar = view.horizontalScrollBar()
        if not bar.minimum() < bar.value() + 40 * direction[0] < bar.maximum():
            direction[0] = -direction[0]
        view.pan_by(40 * direction[0], 0)

    panning = _frames(app, view, pan, 40, full=False)
    zooms = iter([1.25, 0.8] * 20)
    zooming = _frames(app, view, lambda: view.zoom_by(next(zooms)), 40, full=True)
    view.close()
    scene.deleteLater()
    app.processEvents()
    return [_row("full-view render", full), _row("pan step", panning),
            _row("zoom step", zooming)]
