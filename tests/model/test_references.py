"""Finding who names a figure, an objective or an image: every place that refers to it, and
nothing else."""

from __future__ import annotations

from dataclasses import replace

import pytest

from editor.model.mission import (
    Condition,
    ConditionKind,
    Effect,
    EffectKind,
    EventOption,
    MissionEvent,
    Trigger,
    TriggerKind,
)
from editor.model.references import (
    users_of_figure,
    users_of_image,
    users_of_objective,
    users_of_token,
)
from tests.examples import zone_scenario


def _scenario():
    """The rooftops sample with a mission naming o1 and v1 in every kind of place."""
    scenario = zone_scenario()
    events = (
        MissionEvent("e0", trigger=Trigger(TriggerKind.TURN, turn=3)),
        MissionEvent(
            "e1",
            trigger=Trigger(
                TriggerKind.CONDITION,
                condition=Condition(ConditionKind.FIGURE_NEUTRALIZED, figure="v1"),
            ),
            options=(
                EventOption(1, effects=(Effect(EffectKind.TEXT),)),
                EventOption(
                    2,
                    effects=(
                        Effect(EffectKind.GAIN_ENERGY, 2),
                        Effect(EffectKind.DEACTIVATE_OBJECTIVE, objective="o1"),
                    ),
                ),
            ),
        ),
    )
    mission = replace(
        scenario.mission,
        defeat=(
            Condition(ConditionKind.ALL_HEROES_OUT),
            Condition(ConditionKind.FIGURE_NEUTRALIZED, figure="h1"),
        ),
        events=events,
    )
    return replace(scenario, mission=mission)


def test_an_objective_is_used_by_conditions_and_effects_in_document_order():
    assert users_of_objective(_scenario(), "o1") == [
        "mission.victory[0]",
        "mission.events[1].options[1].effects[1]",
    ]


def test_a_figure_is_used_by_conditions_and_event_triggers():
    scenario = _scenario()
    assert users_of_figure(scenario, "h1") == ["mission.defeat[1]"]
    assert users_of_figure(scenario, "v1") == ["mission.events[1].trigger.condition"]


def test_an_unnamed_token_has_no_users():
    scenario = _scenario()
    assert users_of_objective(scenario, "o2") == []
    assert users_of_figure(scenario, "o1") == []  # ids of the other kind do not count
    assert users_of_objective(scenario, "h1") == []
    assert users_of_figure(zone_scenario(), "v1") == []  # v1's own river tile is no user


def test_users_of_token_dispatches_on_the_kind():
    scenario = _scenario()
    assert users_of_token(scenario, "figure", "h1") == ["mission.defeat[1]"]
    assert users_of_token(scenario, "objective", "o1") == users_of_objective(scenario, "o1")
    with pytest.raises(ValueError):
        users_of_token(scenario, "zone", "z1")


def test_an_image_is_used_by_portraits_card_backs_and_the_background():
    from editor.model.board import BackgroundImage

    scenario = zone_scenario()
    first, second, *rest = scenario.units
    units = (replace(first, portrait="images/a.png"),
             replace(second, portrait="images/b.png", card_back="images/a.png"), *rest)
    board = replace(scenario.board, background=BackgroundImage("images/a.png"))
    scenario = replace(scenario, units=units, board=board)
    assert users_of_image(scenario, "images/a.png") == [
        "units[0].portrait", "units[1].card_back", "board.background"]
    assert users_of_image(scenario, "images/b.png") == ["units[1].portrait"]
    assert users_of_image(scenario, "images/c.png") == []
