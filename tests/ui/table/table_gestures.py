"""Helpers of the free-table editor tests: the two free-table samples; the gestures and the
one-undo-step check are the board tests' own (``tests.ui.board.gestures``), re-exported."""

from __future__ import annotations

from functools import lru_cache

from editor.model.scenario import Scenario
from editor.resources import SAMPLES_DIR
from editor.store.portable import read_scenario
from tests.ui.board.gestures import at, click, drag, one_step

__all__ = ["at", "click", "drag", "one_step", "sample"]


@lru_cache(maxsize=2)
def sample(name: str) -> Scenario:
    return read_scenario(SAMPLES_DIR / name)[0]
