"""Helpers of the board and free-table editor tests: the night-market sample, small boards,
tool gestures scripted with points in millimetres (at 1 pixel per mm unless a test says
otherwise), and the one-gesture-one-undo-step check every tool test makes."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF

from editor.documents.document import ScenarioDocument
from editor.model.board import Zone, ZoneBoard
from editor.model.scenario import RuleSystem, Scenario
from editor.resources import SAMPLES_DIR
from editor.store.portable import read_scenario
from editor.ui.board.tools import ToolEvent


@lru_cache(maxsize=1)
def night_market() -> Scenario:
    return read_scenario(SAMPLES_DIR / "night-market")[0]


def square(x: float, y: float, size: float = 100.0) -> tuple:
    return ((x, y), (x + size, y), (x + size, y + size), (x, y + size))


def board_document(*zones: Zone) -> ScenarioDocument:
    board = ZoneBoard(400.0, 300.0, zones)
    return ScenarioDocument(Scenario("test", RuleSystem.ZONE_SOLO, board))


def at(x: float, y: float, **kwargs) -> ToolEvent:
    return ToolEvent(QPointF(x, y), **kwargs)


def drag(tool, start, end, steps: int = 5, **kwargs) -> None:
    """Press at ``start``, move in ``steps`` to ``end``, release (scale 1 px/mm)."""
    tool.press(at(*start, **kwargs))
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i / steps
        y = start[1] + (end[1] - start[1]) * i / steps
        tool.move(at(x, y, **kwargs))
    tool.release(at(*end, **kwargs))


def click(tool, x: float, y: float, **kwargs) -> None:
    """Press and release at one point."""
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
