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
    severities = [f.severity for f in panel.findings]
    assert Severity.ERROR in severities and Severity.WARNING in severities
    assert severities == sorted(severities, key=lambda s: s is not Severity.ERROR)
    first = panel.list.item(0)
    assert first.text().startswith("⛔") and "zones[" not in first.text()
    assert "zones[" in first.toolTip() or "board" in first.toolTip()
