"""The checker panel reads like a list of problems: errors first, each row a sentence (its
place, which a click selects anyway, is in the tooltip)."""

from __future__ import annotations

from dataclasses import replace

from editor.documents.document import ScenarioDocument
from editor.messages import Severity
from editor.ui.board.checker_panel import CheckerPanel
from tests.checker.helpers import clean_zone_scenario


def test_errors_come_first_and_rows_do_not_start_with_a_data_path(qtbot):
    scenario = clean_zone_scenario()
    dice = replace(scenario.dice, dice=tuple(replace(d, verified=False) for d in scenario.dice.dice))
    bow_tie = ((100, 100), (200, 200), (200, 100), (100, 200))
    zones = (*scenario.board.zones[:3], replace(scenario.board.zones[3], polygon=bow_tie))
    scenario = replace(scenario, dice=dice, board=replace(scenario.board, zones=zones))
    panel = CheckerPanel(ScenarioDocument(scenario))
    qtbot.addWidget(panel)
    qtbot.waitUntil(lambda: not panel.busy)
    severities = [f.severity for f in panel.findings]
    assert Severity.ERROR in severities and Severity.WARNING in severities
    assert severities == sorted(severities, key=lambda s: s is not Severity.ERROR)
    first = panel.list.item(0)
    assert first.text().startswith("⛔") and "zones[" not in first.text()
    assert "zones[" in first.toolTip() or "board" in first.toolTip()


def test_the_check_runs_off_the_gui_thread_and_an_edit_overtakes_it(qtbot, monkeypatch):
    import threading

    from editor.documents.commands import SetValue
    from editor.ui.board import checker_panel

    real = checker_panel.check_with_progress
    gate, threads, checked = threading.Event(), [], []

    def gated(scenario, progress):
        threads.append(threading.current_thread())
        gate.wait(5)
        progress(1, 2)  # where the line of sight reports: an overtaken check stops here
        checked.append(scenario)
        return real(scenario, progress)

    monkeypatch.setattr(checker_panel, "check_with_progress", gated)
    document = ScenarioDocument(clean_zone_scenario())
    panel = CheckerPanel(document)
    qtbot.addWidget(panel)
    assert panel.busy and panel.summary.text() == "Checking…"  # the GUI thread is free
    qtbot.waitUntil(lambda: bool(threads))  # the first check is running, held at the gate
    lonely = document.scenario.board.zones[0].id
    kept = tuple(b for b in document.scenario.board.borders if lonely not in (b.a, b.b))
    document.execute(SetValue(("board", "borders"), kept))
    panel.run_check()  # what the pause after the edit does
    gate.set()
    qtbot.waitUntil(lambda: not panel.busy)
    assert threading.main_thread() not in threads
    # the first check stopped before finishing (the pause after the edit may check again)
    assert checked and all(done is document.scenario for done in checked)
    assert any(f.key == "checker.zone_unreachable" for f in panel.findings)


def test_closing_the_panel_stops_its_check(qtbot, monkeypatch):
    import threading

    from editor.ui.board import checker_panel

    gate, finished = threading.Event(), []

    def gated(scenario, progress):
        gate.wait(5)
        progress(1, 2)
        finished.append(scenario)
        return []

    monkeypatch.setattr(checker_panel, "check_with_progress", gated)
    panel = CheckerPanel(ScenarioDocument(clean_zone_scenario()))
    qtbot.addWidget(panel)
    panel.stop()
    gate.set()
    assert panel.wait(5000)
    assert finished == []


def test_a_deferred_first_check_waits_for_its_signal(qtbot):
    from PySide6.QtCore import QObject, Signal

    class Drawing(QObject):
        built = Signal()

    drawing = Drawing()
    panel = CheckerPanel(ScenarioDocument(clean_zone_scenario()))
    qtbot.addWidget(panel)
    panel.defer_until(drawing.built)
    qtbot.wait(100)
    assert panel.findings == [] and not panel.busy and panel.summary.text() == "Checking…"
    drawing.built.emit()
    qtbot.waitUntil(lambda: not panel.busy)
    assert panel.summary.text() == "No problem found."
