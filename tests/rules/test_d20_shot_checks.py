"""The checks of a D20 shot in their order (« 3.2. Les Tirs », « Le Champ de vision », « Les
armes », « Les Couverts »): every reason is told to the player, but the question "may this
enemy shoot here?", asked of every enemy and weapon for the threats to a figure, stops at the
first refusal, so the line of sight is drawn only when the arc and the range allow the shot."""

from __future__ import annotations

import pytest

from editor.rules.d20 import shooting
from tests.rules.table_play import act
from tests.rules.test_d20_play import in_actions_phase, range_scenario


@pytest.fixture
def no_sight(monkeypatch):
    """Drawing a line of sight fails the test."""

    def drawn(*_args, **_kwargs):
        raise AssertionError("the line of sight was drawn")

    monkeypatch.setattr(shooting, "line_of_sight", drawn)


def test_a_target_behind_the_shooter_is_refused_without_a_line_of_sight(no_sight):
    """« Le Champ de vision »: the shooter faces west (270°), the target stands east of it."""
    play = in_actions_phase(range_scenario(shooter_facing=270.0))
    rule = play.engine.actions["shoot"]
    assert not rule.allowed(play.engine, play.state, act("shoot", "s", target="t"))


def test_a_target_out_of_range_is_refused_without_a_line_of_sight(no_sight):
    """« Les armes »: the rifle reaches 60 cm, the target stands 97.5 cm away base to base."""
    play = in_actions_phase(range_scenario(x=1100.0))
    rule = play.engine.actions["shoot"]
    assert not rule.allowed(play.engine, play.state, act("shoot", "s", target="t"))


def test_the_player_is_told_every_reason_the_arc_and_the_range_both():
    play = in_actions_phase(range_scenario(shooter_facing=270.0, x=1100.0))
    evaluation = play.engine.evaluate(play.state, act("shoot", "s", target="t"))
    assert not evaluation.legal
    assert [r.key for r in evaluation.reasons] == ["d20.not_in_arc", "table_game.out_of_range"]


def test_a_shot_in_the_arc_and_in_range_is_allowed():
    play = in_actions_phase(range_scenario())
    rule = play.engine.actions["shoot"]
    assert rule.allowed(play.engine, play.state, act("shoot", "s", target="t"))
