"""A free table's terrain answered two threads at once (the play window's GUI thread and its
overlay worker) never crashes and gives the same overlays: GEOS's prepared shapes are not
thread-safe, so sight, movement and the terrain's queries run one at a time
(``terrain.GEOMETRY_LOCK``). In a child process, so that a crash fails this test instead of
killing the test worker; without the lock the child crashed in about one run in three."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent("""
    import os, sys, threading
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, "benchmarks")  # the bench's table: 40 pieces, 30 figures
    from bench_table_play import table_scenario
    from editor.game.document import GameDocument
    from editor.game.table_overlay_models import TABLE_TOGGLES
    from editor.game.table_overlays import TableOverlayRequest, compute_table_overlays

    scenario = table_scenario()
    game = GameDocument.new(scenario, 1)
    engine = game.plugin.new_engine(scenario, game.seed, game.setup)  # one engine, shared

    def overlays(figure):
        request = TableOverlayRequest(engine, game.state, frozenset(TABLE_TOGGLES), figure)
        return compute_table_overlays(request)

    alone = {figure: repr(overlays(figure)) for figure in ("f14", "f3")}
    same = []

    def ask(figure):
        for _ in range(60):
            same.append(repr(overlays(figure)) == alone[figure])

    threads = [threading.Thread(target=ask, args=(f,)) for f in ("f14", "f3")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    print("answers", len(same), "same", all(same))
""")


def test_two_threads_drawing_overlays_on_one_table_get_the_same_answers():
    result = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True,
                            cwd=ROOT, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]  # -11: the segmentation fault
    assert result.stdout.split()[-4:] == ["answers", "120", "same", "True"]
