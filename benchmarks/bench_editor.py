"""Board editor benchmarks (PRODUCT §5 "5,000-zone board": opens to an interactive editor in
≤ 3 s and ≤ 600 MB, the GUI thread never blocked > 100 ms, pans and zooms at ≥ 30 frames per
second), through the real open path: ``open_probe.py``, in a process of its own, saves a
generated 5,000-zone board (``benchmarks/zone_boards.py``) to a library, opens it from the main
window as Open in editor does, and measures

- the time from Open to the board drawn (the editor answers from the first slice on);
- the longest gap of a 10 ms GUI-thread timer from Open to 3 s after the board is drawn, while
  the checker works off the GUI thread;
- the process's peak memory;
- on the editor's own view, in a 1280 × 800 window: the full-view render (the whole board
  fitted, the viewport repainted entirely), 40-pixel pan steps at a working zoom (3 px/mm;
  each painted as Qt schedules it: the view scrolls its pixels and repaints the uncovered
  strip) and wheel-sized zoom steps repainting the whole viewport; each the median frames per
  second.

Bars that are limits have the limit as reference and a bar of 1 (ratio = figure / limit); for a
rate the ratio is inverted to keep "lower is better": ratio = 30 / fps.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

TARGET_FPS = 30.0


def frames(app, view, step, count: int, full: bool) -> float:
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


def _fps_row(name: str, fps: float) -> dict:
    return {
        "name": f"editor 5,000 zones, opened: {name} (fps; ratio = 30/fps)",
        "value": fps,
        "reference": TARGET_FPS,
        "ratio": TARGET_FPS / fps,
        "bar": 1.0,
        "unit": "fps",
    }


def _limit_row(name: str, value: float, limit: float, unit: str) -> dict:
    return {"name": f"editor 5,000 zones: {name}", "value": value, "reference": limit,
            "ratio": value / limit, "bar": 1.0, "unit": unit}


def run() -> list[dict]:
    probe = Path(__file__).with_name("open_probe.py")
    done = subprocess.run([sys.executable, str(probe)], capture_output=True, text=True,
                          timeout=900, check=True)
    found = json.loads(done.stdout.strip().splitlines()[-1])
    return [
        _limit_row("Open to the board drawn (limit 3 s)", found["drawn_s"], 3.0, "s"),
        _limit_row("longest GUI-thread stall while opening (limit 100 ms)",
                   found["longest_stall_s"], 0.1, "s"),
        _limit_row("peak memory after opening (limit 600 MB)", found["peak_mb"], 600.0, "MB"),
        _fps_row("full-view render", found["full_fps"]),
        _fps_row("pan step", found["pan_fps"]),
        _fps_row("zoom step", found["zoom_fps"]),
    ]
