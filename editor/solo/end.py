"""The mission's end conditions (PRODUCT §2b "Mission end"), evaluated on a game state.

Any one victory or defeat condition ends the mission; defeat conditions are checked first, so a
turn that both completes the heroes' objective and loses the last hero is a defeat.
"""

from __future__ import annotations

from editor.model.mission import Condition, ConditionKind
from editor.model.scenario import Scenario
from editor.model.units import Side
from editor.solo.state import GameState


def condition_met(scenario: Scenario, state: GameState, condition: Condition) -> bool:
    kind = condition.kind
    if kind in (ConditionKind.OBJECTIVE_REACHED, ConditionKind.OBJECTIVE_COMPLETED):
        found = state.objective(condition.objective or "")
        return found is not None and found.completed >= condition.count
    if kind is ConditionKind.ALL_HEROES_OUT:
        heroes = [f for f in scenario.figures if f.side is Side.HERO]
        return bool(heroes) and all(state.figure(f.id).out for f in heroes)
    if kind is ConditionKind.ALL_VILLAINS_NEUTRALIZED:
        return all(
            state.figure(f.id).zone is None for f in scenario.figures if f.side is Side.VILLAIN
        )
    if kind is ConditionKind.FIGURE_NEUTRALIZED:
        figure = next((f for f in state.figures if f.id == condition.figure), None)
        return figure is not None and (figure.out or (figure.zone is None and figure.wounds > 0))
    if kind is ConditionKind.TURN_LIMIT_REACHED:
        limit = scenario.mission.turn_limit
        return limit is not None and state.turn > limit
    if kind is ConditionKind.TURN_REACHED:
        return state.turn >= condition.count
    return False


def mission_end(scenario: Scenario, state: GameState) -> tuple[str, Condition] | None:
    """``("defeat" | "victory", the condition)`` when the mission is over, else None."""
    for result, conditions in (("defeat", scenario.mission.defeat),
                               ("victory", scenario.mission.victory)):
        for condition in conditions:
            if condition_met(scenario, state, condition):
                return result, condition
    return None
