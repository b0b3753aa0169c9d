"""Fixtures of the board editor tests: documents over a one-zone board and the night-market
sample, and the editor widget over the latter."""

from __future__ import annotations

import pytest

from editor.documents.document import ScenarioDocument
from editor.model.board import Zone
from editor.model.text import Text
from tests.ui.board.gestures import board_document, night_market, square


@pytest.fixture
def one_zone_document() -> ScenarioDocument:
    return board_document(Zone("a", Text.both("A"), square(0, 0)))


@pytest.fixture
def market_document() -> ScenarioDocument:
    return ScenarioDocument(night_market())


@pytest.fixture
def editor(qtbot, market_document):
    from editor.ui.board.editor_widget import BoardEditor

    widget = BoardEditor(market_document)
    qtbot.addWidget(widget)
    widget.resize(900, 800)
    yield widget
    widget.los_worker.wait()


@pytest.fixture
def border_form(editor):
    """The Properties panel's border form beside ``editor`` (as the session docks it): where a
    clicked border is edited, there being no border window of its own."""
    from editor.ui.panels.properties_panel import PropertiesPanel

    panel = PropertiesPanel(editor.document, editor.scene, editor)
    return panel.forms["border"].editor
