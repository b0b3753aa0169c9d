"""Who refers to a figure, an objective or an image: the places of a scenario that name it.

The board editor deletes a token only when nothing names it, so that deleting never leaves a
dangling reference (which the checker would then report far from the gesture that caused it).
Places are written like validation's (``mission.victory[0]``,
``mission.events[1].options[0].effects[2]``) so the author can find them in the mission panel.
Figures name their river tile, never the other way round, so the river refers to no token.
Pure model code: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Iterator

from editor.model.mission import Condition, Effect
from editor.model.scenario import Scenario


def users_of_figure(scenario: Scenario, figure_id: str) -> list[str]:
    """The places naming the figure ``figure_id`` (mission conditions), in document order."""
    return [place for place, cond in _conditions(scenario) if cond.figure == figure_id]


def users_of_objective(scenario: Scenario, objective_id: str) -> list[str]:
    """The places naming the objective ``objective_id`` (mission conditions and event effects),
    in document order."""
    places = [place for place, cond in _conditions(scenario) if cond.objective == objective_id]
    places += [place for place, effect in _effects(scenario) if effect.objective == objective_id]
    return places


def users_of_token(scenario: Scenario, kind: str, token_id: str) -> list[str]:
    """The places naming the token ``token_id`` of ``kind`` (``"figure"`` or ``"objective"``)."""
    if kind == "figure":
        return users_of_figure(scenario, token_id)
    if kind == "objective":
        return users_of_objective(scenario, token_id)
    raise ValueError(f"not a token kind: {kind!r}")


def users_of_image(scenario: Scenario, name: str) -> list[str]:
    """The places showing the image ``name``: unit portraits, unit card backs, the board's
    background. An image nothing shows can be dropped from the scenario."""
    places = []
    for index, unit in enumerate(scenario.units):
        if unit.portrait == name:
            places.append(f"units[{index}].portrait")
        if unit.card_back == name:
            places.append(f"units[{index}].card_back")
    background = getattr(scenario.board, "background", None)
    if background is not None and background.image == name:
        places.append("board.background")
    return places


def _conditions(scenario: Scenario) -> Iterator[tuple[str, Condition]]:
    mission = scenario.mission
    for label, conditions in (("victory", mission.victory), ("defeat", mission.defeat)):
        for i, condition in enumerate(conditions):
            yield f"mission.{label}[{i}]", condition
    for i, event in enumerate(mission.events):
        if event.trigger.condition is not None:
            yield f"mission.events[{i}].trigger.condition", event.trigger.condition


def _effects(scenario: Scenario) -> Iterator[tuple[str, Effect]]:
    for i, event in enumerate(scenario.mission.events):
        for j, option in enumerate(event.options):
            for k, effect in enumerate(option.effects):
                yield f"mission.events[{i}].options[{j}].effects[{k}]", effect
