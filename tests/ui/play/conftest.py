"""Fixtures of the play-mode UI tests: a play mode shown offscreen (the zone sample
``night_market`` comes from ``tests/conftest.py``).

``drive_turn`` (a fixture giving a function) plays the villains' turn through the villain
panel, as a player would: Accept for a step, the heuristic's zone for a golden-rule question.
"""

from __future__ import annotations

import pytest

from editor.ui.play.play_mode import PlayMode


@pytest.fixture
def play(qtbot) -> PlayMode:
    widget = PlayMode()
    qtbot.addWidget(widget)
    widget.resize(1300, 800)
    widget.show()
    return widget


def _drive_turn(play: PlayMode) -> int:
    """Accept every villain step of the turn through the panel; returns how many."""
    game = play.game
    count = 0
    while str(game.play.phase) == "villains":
        step = play.villain_panel.step
        assert step is game.play.proposal()
        if step.is_question:
            assert play.villain_panel.answer(step.heuristic)
        else:
            play.villain_panel.accept_button.click()
        count += 1
        assert count < 500
    return count


@pytest.fixture(scope="session")
def drive_turn():
    return _drive_turn
