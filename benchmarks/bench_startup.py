"""Cold start, against a bare script that shows an empty PySide6 QMainWindow, in the same run
(PRODUCT §5): process start to the first paint of the main window (bar ≤ 1.5×), and to the
library's list of scenarios painted with its rows (bar ≤ 3×: what the user waits for).

Both run offscreen in fresh processes, alternated, ``REPEATS`` pairs (medians). The bare script
prints ``first-paint`` from its first paint event; the application, started as users start it
(``skirmish-studio-gui``) with ``SKIRMISH_STUDIO_EXIT_AFTER_PAINT=library``, prints
``first-paint`` and then ``library-paint T ROWS`` (``editor.ui.application``). Times run from
just before the process is spawned to the line. One untimed pair first creates the library
(with the bundled samples, as at a user's first start) and the user cache (the parsed messages
catalogue) so every timed start opens an existing one. The application's modules are
byte-compiled before timing, as a wheel or the folder build installs them: a checkout run with
``PYTHONDONTWRITEBYTECODE`` would compile every module of the first frame at each start, which
no user pays.
"""

from __future__ import annotations

import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REPEATS = 11
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


def _times(argv: list[str], env: dict[str, str], marks: tuple[str, ...]) -> list[float]:
    """Seconds from spawning ``argv`` to each line starting with one of ``marks``, in order."""
    start = time.perf_counter()
    process = subprocess.Popen(
        argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT
    )
    assert process.stdout is not None
    found: list[float] = []
    for line in process.stdout:
        if line.startswith(marks[len(found)]):
            found.append(time.perf_counter() - start)
            if line.startswith("library-paint") and line.split()[-1] == "0":
                process.kill()
                raise RuntimeError(f"{argv} listed no scenario: {line.strip()}")
            if len(found) == len(marks):
                break
    process.wait(timeout=60)
    if len(found) < len(marks):
        raise RuntimeError(f"no {marks[len(found)]} line from {argv}")
    return found


def run() -> list[dict]:
    compileall.compile_dir(ROOT / "editor", quiet=1)
    with tempfile.TemporaryDirectory() as home:
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "XDG_CONFIG_HOME": home,
            "XDG_DATA_HOME": home,
            "XDG_STATE_HOME": home,
            "XDG_CACHE_HOME": home,
            "SKIRMISH_STUDIO_EXIT_AFTER_PAINT": "library",
        }
        env.pop("SKIRMISH_STUDIO_LIBRARY", None)  # the default library, in the temporary home
        command = [str(GUI_SCRIPT)] if GUI_SCRIPT.exists() else [sys.executable, "-m", "editor.app"]
        marks = ("first-paint", "library-paint")
        bare_argv = [sys.executable, "-c", BARE]
        _times(bare_argv, env, marks[:1])  # untimed: warms the caches,
        _times(command, env, marks)  # and creates the library
        bare, paint, listed = [], [], []
        for _ in range(REPEATS):
            bare.append(_times(bare_argv, env, marks[:1])[0])
            first, library = _times(command, env, marks)
            paint.append(first)
            listed.append(library)
    reference = statistics.median(bare)
    rows = []
    for name, values, bar in (
        ("cold start to first paint vs bare QMainWindow", paint, 1.5),
        ("cold start to the library list painted vs bare QMainWindow", listed, 3.0),
    ):
        value = statistics.median(values)
        rows.append(
            {
                "name": name,
                "value": value * 1000,
                "reference": reference * 1000,
                "ratio": value / reference,
                "bar": bar,
                "unit": "ms",
            }
        )
    return rows


if __name__ == "__main__":
    for row in run():
        print(row)
