"""The scenario checker with the rule system's own checks (PRODUCT §4 "Author" ★).

``check_scenario`` runs ``editor.checker``'s shared checks, then those the scenario's
rule-system plug-in supplies (``RuleSystemPlugin.checks``: the river and solo deck of a
zone-solo scenario, where the figures of a free table may move by their system's rules). A
scenario whose rule system has no plug-in gets the shared checks only (validation reports the
unknown name). Pure core.
"""

from __future__ import annotations

from editor.checker import Finding
from editor.checker import check_scenario as shared_checks
from editor.messages import SkirmishError
from editor.model.scenario import Scenario
from editor.rules.registry import SystemChecks, plugin_for


def check_scenario(scenario: Scenario) -> list[Finding]:
    """Every finding on ``scenario``, in a stable order (``editor.checker.check_scenario``)."""
    try:
        checks = plugin_for(scenario).checks()
    except SkirmishError:
        checks = SystemChecks()
    return shared_checks(scenario, checks.always, checks.when_sound)
