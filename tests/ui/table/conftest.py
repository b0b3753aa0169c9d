"""Fixtures of the free-table editor tests: documents over the two free-table samples
(frozen-trench in steps, depot-raid in cm) and the editor widget over each."""

from __future__ import annotations

import pytest

from editor.documents.document import ScenarioDocument
from tests.ui.table.table_gestures import sample


@pytest.fixture
def trench_document() -> ScenarioDocument:
    return ScenarioDocument(sample("frozen-trench"))


@pytest.fixture
def depot_document() -> ScenarioDocument:
    return ScenarioDocument(sample("depot-raid"))


@pytest.fixture(params=["frozen-trench", "depot-raid"])
def any_document(request) -> ScenarioDocument:
    return ScenarioDocument(sample(request.param))


def make_editor(qtbot, document):
    from editor.ui.table.table_editor import TableEditor

    widget = TableEditor(document)
    qtbot.addWidget(widget)
    widget.resize(1000, 800)
    return widget


@pytest.fixture
def trench_editor(qtbot, trench_document):
    return make_editor(qtbot, trench_document)
