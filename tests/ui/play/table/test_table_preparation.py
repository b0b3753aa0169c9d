"""The overlay worker prepares, between requests, what the next selection will likely need
(PRODUCT §5, "recomputation never blocks"): after each change of a free-table game, the
movement range of every figure of the side to play, into the cache the game's engine and the
worker's share. A request never waits behind the preparation, and a newer preparation drops the
older one's tasks not started yet."""

from __future__ import annotations

import threading

from editor.ui.play.overlay_worker import OverlayWorker
from tests.ui.play.table.conftest import click


def test_after_the_start_every_figure_of_the_side_to_play_has_its_range(start_table, qtbot):
    page = start_table("depot-raid")
    game, worker = page.game, page.board.worker
    qtbot.waitUntil(lambda: worker.preparing == 0, timeout=20_000)
    engine = game.engine
    figures = engine.figures_to_prepare(game.state)
    assert len(figures) == 6  # the Needle Cell
    assert all((game.state, f) in engine.reach_cache for f in figures)


def test_after_a_move_the_ranges_of_the_new_state_are_prepared(start_table, qtbot):
    page = start_table("depot-raid")
    game, worker = page.game, page.board.worker
    qtbot.waitUntil(lambda: worker.preparing == 0, timeout=20_000)
    x, y = game.state.figure("lise-harrow-1").position
    click(page.board, x, y)
    page.actions.buttons["move"].click()
    click(page.board, x + 50.0, y)
    page.actions.apply_button.click()
    assert game.state.figure("lise-harrow-1").position == (x + 50.0, y)
    qtbot.waitUntil(lambda: worker.preparing == 0, timeout=20_000)
    assert (game.state, "mara-quillon-1") in game.engine.reach_cache


def test_a_request_goes_before_the_preparation_waiting(qtbot):
    order = []
    started = threading.Event()
    release = threading.Event()

    def task(number):
        def run():
            started.set()
            release.wait(5)
            order.append(f"task {number}")
        return run

    worker = OverlayWorker(compute=lambda _request: order.append("request") or {})
    worker.prepare(task(n) for n in range(4))
    assert started.wait(5)  # task 0 runs; 1 to 3 wait in the queue
    worker.request(object())
    release.set()
    qtbot.waitUntil(lambda: worker.preparing == 0 and not worker.busy, timeout=10_000)
    assert order == ["task 0", "request", "task 1", "task 2", "task 3"]


def _held(done: list):
    """A first task that runs until ``release`` is set, then notes "first" in ``done``."""
    started = threading.Event()
    release = threading.Event()

    def first():
        started.set()
        release.wait(5)
        done.append("first")

    return first, started, release


def test_a_new_preparation_drops_the_tasks_of_the_older_not_started(qtbot):
    done = []
    first, started, release = _held(done)
    worker = OverlayWorker(compute=lambda _request: {})
    worker.prepare([first, lambda: done.append("old")])
    assert started.wait(5)
    worker.prepare([lambda: done.append("new")])
    release.set()
    qtbot.waitUntil(lambda: worker.preparing == 0, timeout=10_000)
    assert done == ["first", "new"]


def test_a_worker_destroyed_runs_none_of_the_tasks_still_waiting():
    """Its pool finishes what it queued before it goes (a closed window would wait for every
    figure's range): the tasks not started see the worker gone and do nothing."""
    import shiboken6

    done = []
    first, started, release = _held(done)
    worker = OverlayWorker(compute=lambda _request: {})
    worker.prepare([first, *(lambda n=n: done.append(n) for n in range(3))])
    assert started.wait(5)
    threading.Timer(0.2, release.set).start()
    shiboken6.delete(worker)
    assert done == ["first"]
