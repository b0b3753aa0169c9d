"""Line of sight asked by two threads at once (the checker and a save of the same board)
never crashes and gives the same answer: GEOS's prepared blockers are not thread-safe, so
``evaluate_pairs`` tests one chunk at a time (``los.GEOS_LOCK``). In a child process, so
that a crash fails this test instead of killing the test worker."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent("""
    import threading
    import numpy as np
    from benchmarks.zone_boards import zone_board
    from editor.board import los
    from editor.model.options import RulesOptions

    geometry = los.los_geometry(zone_board(500, seed=4), RulesOptions().los)
    i, j = np.triu_indices(len(geometry.located), 1)
    first, second = geometry.located[i], geometry.located[j]
    alone = los.evaluate_pairs(geometry, first, second)
    answers = []

    def ask():
        for _ in range(2):
            answers.append(los.evaluate_pairs(geometry, first, second))

    threads = [threading.Thread(target=ask) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    same = all((a[0] == alone[0]).all() and (a[1] == alone[1]).all() for a in answers)
    print("answers", len(answers), "same", same)
""")


def test_two_threads_asking_about_one_board_get_the_same_answers():
    result = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                            cwd=ROOT, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]  # -11: the segmentation fault
    assert result.stdout.split() == ["answers", "4", "same", "True"]
