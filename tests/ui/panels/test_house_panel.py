"""The house actions panel: an author adds a home-made action, names it, gives it a distance
and a d6 table, each edit one undo step; a scenario of another rule system has no such dock."""

from __future__ import annotations

import pytest

from editor.documents.document import ScenarioDocument
from editor.model import Text
from editor.ui.panels.house_panel import HouseActionsPanel
from tests.rules.table_play import duel
from tests.ui.board.gestures import one_step


@pytest.fixture
def panel(qtbot):
    widget = HouseActionsPanel(ScenarioDocument(duel()))
    qtbot.addWidget(widget)
    return widget


def _house(panel):
    return panel.document.scenario.house_actions


def test_an_author_adds_a_house_action_with_its_distance_and_table(panel):
    document = panel.document
    one_step(document, panel.list.add_button.click)
    panel.list.add_button.click()
    (house,) = _house(panel)
    assert house.id == "action_1" and house.distance_pas is None and house.table == ()
    form = panel.form

    def named():
        form.name_fr.widget.setText("Crier des ordres")
        form.name_fr.widget.textEdited.emit("Crier des ordres")
        assert _house(panel)[0].name.fr == "Crier des ordres"

    def targeted():
        form.targeted.widget.setChecked(True)
        assert _house(panel)[0].distance_pas == 3.0

    def rolled():
        form.rolls.widget.setChecked(True)
        assert _house(panel)[0].table == (Text(),) * 6

    for edit in (named, targeted, rolled):
        one_step(document, edit)
    rolled()
    assert form.faces.isVisibleTo(panel)
    fr, _en = form.face_fields[4]
    fr.widget.setText("une action de plus")
    fr.widget.textEdited.emit("une action de plus")
    assert _house(panel)[0].table[4].fr == "une action de plus"
    assert panel.list.list.item(0).text().endswith("(house_action_1)")


def test_only_rule_systems_that_play_house_actions_dock_the_panel():
    from editor.rules import plugin
    from editor.ui.editor_session import PANELS

    spec = next(s for s in PANELS if s.name == "house")
    assert spec.serves(duel())
    d20 = plugin("d20").blank_scenario("skirmish", 1200.0, 800.0)
    assert not spec.serves(d20)
