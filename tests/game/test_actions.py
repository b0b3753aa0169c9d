"""Actions are JSON values: every kind round-trips, and hostile JSON raises a placed error."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from editor.messages import SkirmishError
from editor.rules.zone_solo.actions import (
    Accept,
    EndHeroTurn,
    HeroAttack,
    MoveHero,
    SetCounters,
    SetObjective,
    SetOut,
    TypedDice,
    action_from_json,
)

EXAMPLES = [
    Accept(),
    Accept("b"),
    Accept(dice=TypedDice((0, 2), (1,))),
    MoveHero("hero-1", "graveyard"),
    SetCounters("hero-1", 2, 5),
    SetOut("eel-1", True),
    SetOut("eel-4", False, "quay-centre"),
    SetObjective("ledger", 1, False),
    HeroAttack("hero-1", "eel-1", 3),
    HeroAttack("hero-1", "vasque-1", 6, TypedDice((3, 1))),
    EndHeroTurn(),
]


@pytest.mark.parametrize("action", EXAMPLES)
def test_every_action_round_trips_through_json(action):
    data = json.loads(json.dumps(action.to_json()))
    assert action_from_json(data) == action


@pytest.mark.parametrize(
    "data, key, where",
    [
        ([], "play.json.not_object", "action"),
        ({"type": "fly"}, "play.json.unknown_action", "action/type"),
        ({}, "play.json.bad_field", "action/type"),
        ({"type": "move_hero", "figure": "h"}, "play.json.bad_field", "action/zone"),
        ({"type": "move_hero", "figure": "", "zone": "z"}, "play.json.bad_field", "action/figure"),
        (
            {"type": "set_counters", "figure": "h", "wounds": -1, "energy": 1},
            "play.json.bad_field",
            "action/wounds",
        ),
        (
            {"type": "set_counters", "figure": "h", "wounds": True, "energy": 1},
            "play.json.bad_field",
            "action/wounds",
        ),
        ({"type": "set_out", "figure": "h", "out": 1}, "play.json.bad_field", "action/out"),
        ({"type": "end_hero_turn", "now": True}, "play.json.unknown_field", "action/now"),
        ({"type": "accept", "dice": {"first": "12"}}, "play.json.bad_field", "action/dice/first"),
        (
            {"type": "accept", "dice": {"first": [1] * 65}},
            "play.json.bad_field",
            "action/dice/first",
        ),
        (
            {"type": "accept", "dice": {"first": [1], "extra": []}},
            "play.json.unknown_field",
            "action/dice/extra",
        ),
        (
            {"type": "hero_attack", "attacker": "h", "target": "v", "power": 10**6},
            "play.json.bad_field",
            "action/power",
        ),
    ],
)
def test_bad_json_names_the_key(data, key, where):
    with pytest.raises(SkirmishError) as info:
        action_from_json(data)
    assert info.value.message.key == key and info.value.message.where == where
    assert "{" not in info.value.text("fr")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


@given(
    st.dictionaries(
        st.sampled_from(
            [
                "type",
                "figure",
                "zone",
                "dice",
                "choice",
                "power",
                "out",
                "wounds",
                "energy",
                "attacker",
                "target",
            ]
        ),
        json_values,
        max_size=6,
    )
    | json_values
)
def test_hostile_json_never_crashes(data):
    try:
        action = action_from_json(data)
    except SkirmishError as exc:
        assert exc.message.key.startswith("play.json.")
    else:
        assert action_from_json(action.to_json()) == action
