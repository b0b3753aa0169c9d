"""A mission's end condition in words (PRODUCT §2b "Mission end"), for the verdict of a game
of any rule system: « Victory at turn 2: vasque-1 is neutralized. » Pure core.
"""

from __future__ import annotations

from typing import Any

from editor.messages import translate
from editor.model.mission import Condition, ConditionKind
from editor.model.scenario import Scenario
from editor.model.text import Text


def condition_text(scenario: Scenario, condition: Condition) -> Text:
    """A mission end condition in words, in both languages (a message parameter)."""
    objective = next((o for o in scenario.objectives if o.id == condition.objective), None)
    name: Any = condition.objective or "-"
    if objective is not None and (objective.name.fr or objective.name.en):
        name = objective.name
    count = condition.count
    if condition.kind is ConditionKind.TURN_LIMIT_REACHED:
        count = scenario.mission.turn_limit or 0
    params = {"objective": name, "figure": condition.figure or "-", "count": count}
    key = f"play.condition.{condition.kind.value}"
    return Text(fr=translate(key, "fr", **params), en=translate(key, "en", **params))

