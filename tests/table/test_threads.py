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


CLIMB_CHILD = textwrap.dedent("""
    import threading
    import numpy as np
    from resources.samples.eisdrachen import frozen_trench
    from editor.rules import plugin_for
    from editor.table.climbing import climb_range
    from editor.table.figures import placed_figures
    from editor.table.ground import Ground, Mover
    from editor.table.terrain import Terrain

    scenario = frozen_trench()
    rules = plugin_for(scenario).table_rules(scenario)
    xs, ys = np.meshgrid(np.linspace(5, 1195, 60), np.linspace(5, 795, 40))
    xs, ys = xs.ravel(), ys.ravel()
    # Figures near pieces to climb (the watchtower, the spur) and one in the open.
    ids = ("oskar-lind-1", "fang-longrifle-1", "ilse-varn-1")

    def answer(terrain, figure_id):
        figure = next(f for f in placed_figures(scenario, terrain) if f.id == figure_id)
        mover = Mover.of(figure, rules)
        climb = climb_range(terrain, mover, figure.position)
        sample = Ground.of(terrain, mover, figure.position).sample(xs, ys)
        return (round(climb.area_mm2, 3), climb.reaches((930.0, 300.0)),
                sample.weight.tobytes(), sample.stop.tobytes(), sample.over.tobytes())

    alone = {fid: answer(Terrain.of(scenario.board), fid) for fid in ids}
    same = []
    for round_ in range(40):
        terrain = Terrain.of(scenario.board)  # fresh: its shapes' indexes not built yet
        start = threading.Barrier(2)

        def ask(offset):
            start.wait()
            for i in range(3):
                fid = ids[(i + offset) % len(ids)]
                same.append(answer(terrain, fid) == alone[fid])

        threads = [threading.Thread(target=ask, args=(k,)) for k in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    print("answers", len(same), "same", all(same))
""")


def test_two_threads_asking_for_climbs_and_ground_on_one_table_get_the_same_answers():
    """Climbs (« 2) Escalader ») and the ground under a move read the terrain's prepared
    shapes too, from the engine on the overlay worker and from the GUI thread; each round
    starts both threads at once on a fresh terrain, whose prepared shapes build their
    indexes on first use."""
    result = subprocess.run([sys.executable, "-c", CLIMB_CHILD], capture_output=True, text=True,
                            cwd=ROOT, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]  # -11: the segmentation fault
    assert result.stdout.split()[-4:] == ["answers", "240", "same", "True"]
