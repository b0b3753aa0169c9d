"""Fixtures of the free-table play tests: the two free-table samples, games of them (with
figures moved or turned first where a test needs a situation), and a started play mode.

``start_table`` (a fixture giving a function) starts a throwaway game of a sample in the shown
play mode and returns its table page; ``click``/``drag`` put the tool's gestures on the table at
points in millimetres, at the view's current zoom.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from editor.game.document import GameDocument
from editor.resources import SAMPLES_DIR
from editor.store.portable import read_scenario
from editor.ui.board.tools import ToolEvent

_SAMPLES: dict = {}


def sample(name: str):
    if name not in _SAMPLES:
        _SAMPLES[name] = read_scenario(SAMPLES_DIR / name)[0]
    return _SAMPLES[name]


def placed(name: str, **where):
    """A sample with some figures moved or turned: ``id=((x, y), facing)`` or ``id=facing``."""
    scenario = sample(name)
    figures = []
    for figure in scenario.figures:
        change = where.get(figure.id.replace("-", "_"))
        if isinstance(change, tuple):
            figure = replace(figure, position=change[0], facing_deg=change[1])
        elif change is not None:
            figure = replace(figure, facing_deg=change)
        figures.append(figure)
    return replace(scenario, figures=tuple(figures))


def new_game(scenario, seed: int = 3) -> GameDocument:
    return GameDocument.new(scenario, seed)


def event(x: float, y: float, board, modifiers=None) -> ToolEvent:
    from PySide6.QtCore import QPointF, Qt

    return ToolEvent(
        QPointF(x, y),
        board.view.pixels_per_mm(),
        modifiers or Qt.KeyboardModifier.NoModifier,
    )


def click(board, x: float, y: float) -> None:
    board.tool.press(event(x, y, board))
    board.tool.release(event(x, y, board))


def drag(board, start, end, steps: int = 6, modifiers=None) -> None:
    board.tool.press(event(*start, board, modifiers))
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i / steps
        y = start[1] + (end[1] - start[1]) * i / steps
        board.tool.move(event(x, y, board, modifiers))
    board.tool.release(event(*end, board, modifiers))


@pytest.fixture
def start_table(play):
    def start(name: str, scenario=None, seed: int = 3):
        play.start_new(scenario or sample(name), name, None, seed=seed)
        page = play.table_page
        assert page is not None and play.pages.currentWidget() is page
        assert page.board.wait_for_overlays()
        return page

    return start
