"""Helpers of the free-table editor tests: the two free-table samples, and tool gestures
scripted with points in millimetres (at 1 pixel per mm unless a test says otherwise)."""

from __future__ import annotations

from functools import lru_cache

from editor.model.scenario import Scenario
from editor.paths import SAMPLES_DIR
from editor.store.portable import read_scenario
from tests.ui.board.gestures import at, drag

__all__ = ["at", "click", "drag", "one_step", "sample"]


@lru_cache(maxsize=2)
def sample(name: str) -> Scenario:
    return read_scenario(SAMPLES_DIR / name)[0]


def click(tool, x: float, y: float, **kwargs) -> None:
    tool.press(at(x, y, **kwargs))
    tool.release(at(x, y, **kwargs))


def one_step(document, gesture) -> None:
    """``gesture`` adds exactly one undo step that changes the scenario; undo restores it."""
    before, steps = document.scenario, len(document.history)
    gesture()
    assert not document.history.in_macro
    assert len(document.history) == steps + 1
    assert document.scenario != before
    document.undo()
    assert document.scenario == before
