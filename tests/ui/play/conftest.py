"""Fixtures of the play-mode UI tests: the zone sample and a play mode shown offscreen.

``drive_turn`` (a fixture giving a function) plays the villains' turn through the villain
panel, as a player would: Accept for a step, the heuristic's zone for a golden-rule question.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest

from editor.store.portable import read_scenario
from editor.ui.play.play_mode import PlayMode

ROOT = Path(__file__).resolve().parents[3]


@lru_cache(maxsize=1)
def _night_market():
    return read_scenario(ROOT / "scenarios" / "night-market")[0]


@pytest.fixture(scope="session")
def night_market():
    return _night_market()


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
    while str(game.phase) == "villains":
        step = play.villain_panel.step
        assert step is game.proposal()
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
