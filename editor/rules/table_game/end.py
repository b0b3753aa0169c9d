"""The mission's end conditions on a free table (PRODUCT §2b "Mission end"), and the verdict.

As on zone boards, any one victory or defeat condition ends the game, defeat conditions first;
victory and defeat are the heroes' side's, as the mission reads. A figure at 0 PV or PC is out
(« la figurine est considérée comme tuée et est retirée du jeu »); the turn limit is reached
when the turn after the last one would start. Objectives are reached or completed by the
actions that use them (``Utiliser``, « Les Actions sur les objets »): an objective is completed
when the state of a plug-in that has them lists it in ``completed``; until then those
conditions cannot be met. Pure core.
"""

from __future__ import annotations

from typing import Any

from editor.messages import Message
from editor.model.mission import Condition, ConditionKind
from editor.model.scenario import Scenario
from editor.model.units import Side
from editor.rules.mission_text import condition_text
from editor.rules.table_game.game import TableGame
from editor.rules.table_game.state import TableState


def _all_out(game: TableGame, state: TableState, side: Side) -> bool:
    figures = [f for f in state.figures if game.side_of(f.id) == side.value]
    return bool(figures) and all(f.out for f in figures)


def condition_met(game: TableGame, state: TableState, condition: Condition) -> bool:
    kind = condition.kind
    if kind is ConditionKind.ALL_HEROES_OUT:
        return _all_out(game, state, Side.HERO)
    if kind is ConditionKind.ALL_VILLAINS_NEUTRALIZED:
        return _all_out(game, state, Side.VILLAIN)
    if kind is ConditionKind.FIGURE_NEUTRALIZED:
        figure = state.figure(condition.figure or "")
        return figure is not None and figure.out
    if kind is ConditionKind.TURN_LIMIT_REACHED:
        limit = game.scenario.mission.turn_limit
        return limit is not None and state.turn > limit
    if kind is ConditionKind.TURN_REACHED:
        return state.turn >= condition.count
    if kind is ConditionKind.OBJECTIVE_COMPLETED:
        return condition.objective in getattr(state, "completed", ())
    return False


def mission_end(game: TableGame, state: TableState) -> tuple[str, Condition] | None:
    """``("defeat" | "victory", the condition)`` when the mission is over, else None."""
    mission = game.scenario.mission
    for result, conditions in (("defeat", mission.defeat), ("victory", mission.victory)):
        for condition in conditions:
            if condition_met(game, state, condition):
                return result, condition
    return None


def verdict(scenario: Scenario, game: TableGame, state: TableState) -> Message | None:
    """« Victory at turn 3: every villain is neutralized. » once the game is over."""
    if state.ended is None:
        return None
    decided = mission_end(game, state)
    reason: Any = state.end_reason or "-"
    turn = state.turn
    if decided is not None:
        reason = condition_text(scenario, decided[1])
        if decided[1].kind is ConditionKind.TURN_LIMIT_REACHED:
            turn = min(turn, scenario.mission.turn_limit or turn)
    return Message(f"play.verdict.{state.ended}", {"turn": turn, "reason": reason})
