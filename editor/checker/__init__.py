"""The scenario checker aware of the AI (PRODUCT §4 "Author" ★).

Validation says whether a scenario is well formed; the checker says whether it *plays* as the
author means: icons the AI can never resolve, cards naming slots the river never fills, zones and
objectives nobody reaches, reinforcements with nowhere to go, odd one-way sight lines, texts in
one language only. It reuses :func:`editor.model.validation.validate` for the structural errors
(invalid polygons, bad references...) and reports everything as :class:`Finding` values whose
culprit path lets the editor select what is wrong with one click.

The checks that run the board engine (paths, line of sight, terrain geometry) need a
structurally valid board, so they wait until validation finds no error; the others read the
model defensively and always run. The checks of one rule system (the river and the solo deck
of zone-solo scenarios, where free-table figures may move by their system's rules) are given
by its plug-in: ``editor.rules.checking.check_scenario`` passes them in, and this package never
asks which rule system a scenario plays. Pure Python: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from editor.checker import board, geometry, mission, table, texts
from editor.checker.findings import Finding, path_of
from editor.model.board import ZoneBoard
from editor.model.scenario import Scenario
from editor.model.table import FreeTable
from editor.model.validation import errors, validate

__all__ = ["Check", "Finding", "check_scenario"]

Check = Callable[[Scenario], list[Finding]]


def check_scenario(
    scenario: Scenario, always: Sequence[Check] = (), when_sound: Sequence[Check] = ()
) -> list[Finding]:
    """Every finding on ``scenario``: validation's messages first, then the AI-aware checks,
    then the rule system's own (``always``, and ``when_sound`` once validation finds no error),
    each group in a fixed order (the list is stable for a given scenario)."""
    structural = validate(scenario)
    findings = [Finding(message, path_of(scenario, message.where)) for message in structural]
    sound = not errors(structural)
    for check in (*_checks(scenario, sound), *always, *(when_sound if sound else ())):
        findings.extend(check(scenario))
    return findings


def _checks(scenario: Scenario, sound: bool) -> Iterable[Check]:
    """The shared checks that apply to ``scenario``'s board."""
    yield from texts.CHECKS
    yield from mission.CHECKS
    if isinstance(scenario.board, ZoneBoard):
        yield from geometry.CHECKS
    if sound and isinstance(scenario.board, ZoneBoard):
        yield from board.CHECKS
    if sound and isinstance(scenario.board, FreeTable):
        yield from table.CHECKS
