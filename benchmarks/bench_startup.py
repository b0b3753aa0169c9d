"""Cold start: process start to the first paint of the main window, against a bare script that
shows an empty PySide6 QMainWindow, in the same run (bar ≤ 1.5×, PRODUCT.md §5).

Both run offscreen in fresh processes and print ``first-paint <perf_counter>`` from their first
paint event; the time is measured from just before the process is spawned to that line.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REPEATS = 7
GUI_SCRIPT = Path(sys.executable).parent / "skirmish-studio-gui"
"""The entry point users start (``make run``); ``python -m editor.app`` when not installed."""

BARE = """
import time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
class Probe(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            print("first-paint", flush=True)
            QTimer.singleShot(0, app.quit)
        return False
probe = Probe()
window.installEventFilter(probe)
window.resize(1280, 800)
window.show()
app.exec()
"""


def _time_to_paint(argv: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    process = subprocess.Popen(
        argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT
    )
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith("first-paint"):
            elapsed = time.perf_counter() - start
            break
    else:
        raise RuntimeError(f"no first paint from {argv}")
    process.wait(timeout=60)
    return elapsed


def run() -> list[dict]:
    with tempfile.TemporaryDirectory() as home:
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "XDG_CONFIG_HOME": home,
            "XDG_DATA_HOME": home,
            "SKIRMISH_STUDIO_EXIT_AFTER_PAINT": "1",
        }
        command = [str(GUI_SCRIPT)] if GUI_SCRIPT.exists() else [sys.executable, "-m", "editor.app"]
        app, bare = [], []
        for _ in range(REPEATS):
            bare.append(_time_to_paint([sys.executable, "-c", BARE], env))
            app.append(_time_to_paint(command, env))
    value, reference = statistics.median(app), statistics.median(bare)
    return [
        {
            "name": "cold start to first paint vs bare QMainWindow",
            "value": value * 1000,
            "reference": reference * 1000,
            "ratio": value / reference,
            "bar": 1.5,
            "unit": "ms",
        }
    ]


if __name__ == "__main__":
    for row in run():
        print(row)
