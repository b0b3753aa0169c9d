"""Summaries of scenarios and units for lists (library view, ``list`` command).

A summary is what a list shows without loading a whole scenario: the library stores these
fields in columns, and a folder of sample files can compute them with :func:`summarize`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from editor.model.text import Text

if TYPE_CHECKING:  # the list views import summaries at start-up: keep the rest of the model out
    from editor.model.scenario import Scenario


@dataclass(frozen=True, slots=True)
class ScenarioSummary:
    name: str
    rule_system: str
    title: Text = Text()
    description: Text = Text()
    mission: Text = Text()
    zone_count: int = 0
    width_mm: float = 0.0
    height_mm: float = 0.0
    unit_count: int = 0
    figure_count: int = 0


@dataclass(frozen=True, slots=True)
class UnitSummary:
    id: str
    name: Text
    side: str
    rule_system: str
    scenarios: tuple[str, ...] = ()


def summarize(scenario: Scenario) -> ScenarioSummary:
    board = scenario.board
    return ScenarioSummary(
        name=scenario.name,
        rule_system=scenario.rule_system,
        title=scenario.title,
        description=scenario.description,
        mission=scenario.mission.text,
        zone_count=len(getattr(board, "zones", ())),
        width_mm=board.width_mm,
        height_mm=board.height_mm,
        unit_count=len(scenario.units),
        figure_count=len(scenario.figures),
    )


def summarize_units(scenarios: Iterable[Scenario]) -> list[UnitSummary]:
    """Every unit of ``scenarios`` once, with the scenarios that use it, sorted by id."""
    found: dict[str, tuple[UnitSummary, list[str]]] = {}
    for scenario in scenarios:
        for unit in scenario.units:
            entry = found.setdefault(
                unit.id, (UnitSummary(unit.id, unit.name, unit.side.value, unit.rule_system), [])
            )
            entry[1].append(scenario.name)
    return [
        UnitSummary(s.id, s.name, s.side, s.rule_system, tuple(sorted(names)))
        for _, (s, names) in sorted(found.items())
    ]
