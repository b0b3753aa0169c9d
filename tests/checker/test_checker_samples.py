"""The bundled samples pass the checker without errors (warnings are printed with -s)."""

from __future__ import annotations

import pytest

from editor.documents.addresses import get_at
from editor.messages import Severity
from editor.resources import SAMPLES_DIR
from editor.rules.checking import check_scenario
from editor.store.portable import read_scenario

SAMPLES = ("depot-raid", "frozen-trench", "night-market")


@pytest.mark.parametrize("name", SAMPLES)
def test_sample_has_no_error_finding(name):
    scenario = read_scenario(SAMPLES_DIR / name)[0]
    findings = check_scenario(scenario)
    for finding in findings:
        print(name, finding.severity.value, finding.culprit, finding.text())
        get_at(scenario, finding.culprit)
    assert [f.text() for f in findings if f.severity is Severity.ERROR] == []
