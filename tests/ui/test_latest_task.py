"""The newest request's result only, computed off the GUI thread (PRODUCT §5: the GUI thread
never blocked > 100 ms): results arrive on the GUI thread, an older request's result is
dropped, a running job overtaken by a newer request stops at its next progress report."""

from __future__ import annotations

import threading

from editor.messages import Message, SkirmishError
from editor.ui.latest_task import LatestTask


def test_the_result_comes_back_on_the_gui_thread(qtbot):
    task = LatestTask()
    threads, results = [], []
    task.finished.connect(lambda value: (results.append(value),
                                         threads.append(threading.current_thread())))
    task.request(lambda progress: threading.current_thread())
    qtbot.waitUntil(lambda: bool(results))
    assert results[0] is not threading.main_thread()  # the work ran on the worker
    assert threads == [threading.main_thread()]
    assert not task.busy


def test_an_overtaken_request_is_stopped_and_only_the_newest_result_is_shown(qtbot):
    task = LatestTask()
    results, progress = [], []
    task.finished.connect(results.append)
    task.progress.connect(lambda done, total: progress.append((done, total)))
    started, release = threading.Event(), threading.Event()
    steps = []

    def slow(report):
        started.set()
        release.wait(5)
        for step in range(1, 4):
            steps.append(step)
            report(step, 3)
        return "old"

    task.request(slow)
    assert started.wait(5)
    task.request(lambda report: (report(1, 1), "new")[1])
    release.set()
    qtbot.waitUntil(lambda: bool(results))
    task.wait()
    qtbot.wait(20)
    assert results == ["new"]
    assert steps == [1]  # stopped at its first report after the newer request
    assert task.dropped == 1
    assert progress == [(1, 1)]  # the stale job's reports are not shown either


def test_requests_made_while_one_runs_collapse_into_the_newest(qtbot):
    task = LatestTask()
    results, ran = [], []
    task.finished.connect(results.append)
    gate = threading.Event()
    task.request(lambda report: gate.wait(5) and "first")
    for name in ("second", "third", "fourth"):
        task.request(lambda report, name=name: (ran.append(name), name)[1])
    gate.set()
    qtbot.waitUntil(lambda: bool(results))
    task.wait()
    assert results == ["fourth"] and ran == ["fourth"]


def test_a_failure_is_reported_in_plain_words(qtbot):
    task = LatestTask()
    failures = []
    task.failed.connect(failures.append)

    def broken(report):
        raise SkirmishError(Message("checker.zone_unreachable", {"zone": "z9"}))

    task.request(broken)
    qtbot.waitUntil(lambda: bool(failures))
    assert "z9" in failures[0]
    assert not task.busy


def test_cancel_drops_the_running_request(qtbot):
    task = LatestTask()
    results = []
    task.finished.connect(results.append)
    gate = threading.Event()

    def work(report):
        gate.wait(5)
        report(1, 2)
        return "unwanted"

    task.request(work)
    task.cancel()
    gate.set()
    task.wait()
    qtbot.wait(50)
    assert results == [] and not task.busy
