"""Fixtures shared by the editor panels' tests: the sample scenarios (read once, they are
frozen), a document on the night-market sample, a panel opened on it, and the check that an
edit is exactly one undo step that undo reverts."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pytest

from editor.documents.document import ScenarioDocument
from editor.model.scenario import Scenario
from editor.resources import SAMPLES_DIR
from editor.store.portable import read_scenario


@lru_cache(maxsize=4)
def _read_sample(name: str) -> Scenario:
    return read_scenario(SAMPLES_DIR / name)[0]


@pytest.fixture
def sample() -> Callable[[str], Scenario]:
    """``sample("night-market")``: a sample scenario as read from ``scenarios/``."""
    return _read_sample


@pytest.fixture
def document() -> ScenarioDocument:
    return ScenarioDocument(_read_sample("night-market"))


@pytest.fixture
def open_panel(qtbot, document):
    """``open_panel(PanelClass, (width, height), *more_args, shown=False)``: the panel on
    ``document``, sized, owned by qtbot, shown when asked."""

    def open_(panel_class, size: tuple[int, int], *args, shown: bool = False):
        widget = panel_class(document, *args)
        qtbot.addWidget(widget)
        widget.resize(*size)
        if shown:
            widget.show()
        return widget

    return open_


@pytest.fixture
def one_step_then_undo(document) -> Callable[..., None]:
    """``one_step_then_undo(edit, before=None)``: ``edit`` makes exactly one undo step, and
    undoing it restores ``before`` (by default the scenario before the edit)."""

    def check(edit: Callable[[], object], before: Scenario | None = None) -> None:
        before = document.scenario if before is None else before
        steps = len(document.history)
        edit()
        assert len(document.history) == steps + 1
        assert document.scenario != before
        document.undo()
        assert document.scenario == before

    return check
