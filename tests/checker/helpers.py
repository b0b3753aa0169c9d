"""Shared by the checker tests: a clean zone scenario and assertions on one finding."""

from __future__ import annotations

from dataclasses import replace

from editor.checker import Finding
from editor.documents.addresses import Path, get_at
from editor.messages import Severity
from editor.model import Scenario
from editor.rules.checking import check_scenario
from tests.examples import zone_scenario


def clean_zone_scenario() -> Scenario:
    """The rooftops example with verified dice: the checker finds nothing in it."""
    scenario = zone_scenario()
    dice = scenario.dice
    verified = tuple(replace(die, verified=True) for die in dice.dice)
    return replace(scenario, dice=replace(dice, dice=verified))


def the(scenario: Scenario, key: str) -> Finding:
    """The one finding of ``scenario`` with ``key``."""
    found = [f for f in check_scenario(scenario) if f.key == key]
    assert len(found) == 1, [f.text() for f in check_scenario(scenario)]
    return found[0]


def only(scenario: Scenario) -> Finding:
    """The one and only finding of ``scenario``."""
    found = check_scenario(scenario)
    assert len(found) == 1, [f.text() for f in found]
    return found[0]


def assert_finding(
    finding: Finding,
    scenario: Scenario,
    culprit: Path,
    en: str,
    fr: str,
    severity: Severity = Severity.WARNING,
) -> None:
    """Exact texts in both languages, severity, and a culprit that selects an existing value."""
    assert finding.text("en") == en
    assert finding.text("fr") == fr
    assert finding.severity is severity
    assert finding.culprit == culprit
    assert get_at(scenario, culprit) is not None
