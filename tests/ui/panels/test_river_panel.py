"""The river panel on the night-market sample: each edit is one undo step that undo reverts,
a drag or Move up/down is one MoveItem, nonsense is refused with a message, the panel follows
undo/redo without disturbing typing, and a language switch re-reads its texts."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QCoreApplication, QModelIndex, Qt

from editor.documents.commands import SetValue
from editor.documents.document import ScenarioDocument
from editor.model.river import TileKind
from editor.model.text import Text
from editor.ui.panels.river_panel import RiverPanel
from tests.ui.board.gestures import night_market

ORDER = ["eels", "lookouts", "stevedores", "tide", "screech-owl", "vasque"]


@pytest.fixture
def panel(open_panel) -> RiverPanel:
    return open_panel(RiverPanel, (420, 900), shown=True)


def tile_ids(document) -> list[str]:
    return [t.id for t in document.scenario.river.tiles]


def select(panel: RiverPanel, tile_id: str) -> None:
    row = panel.tile_model.row_of(tile_id)
    panel.tile_list.setCurrentIndex(panel.tile_model.index(row, 0))
    assert panel.selected_tile == tile_id


def test_the_panel_shows_slot_costs_and_tiles_in_order(panel, document):
    assert panel.objectName() == "riverPanel"
    model = panel.slot_model
    assert [model.data(model.index(0, c)) for c in range(model.columnCount())] == [1, 2, 3, 4, 5, 6]
    assert [panel.tile_model.tile_id(r) for r in range(panel.tile_model.rowCount())] == ORDER
    first = panel.tile_model.data(panel.tile_model.index(0, 0))
    assert first.startswith("Eels") and "5 × Eel" in first and "cost 1" in first
    assert panel.selected_tile == "eels"
    assert panel.tile_form.name_en.text() == "Eels"


def test_editing_a_slot_cost_is_one_undo_step(panel, document, one_step_then_undo):
    before = document.scenario
    index = panel.slot_model.index(0, 2)
    one_step_then_undo(lambda: panel.slot_model.setData(index, 7), before)
    assert panel.slot_model.data(index) == 3, "the table follows the undo"
    document.redo()
    assert document.scenario.river.slot_costs[2] == 7
    assert panel.slot_model.data(index) == 7
    assert document.history.undo_label() == "river.set_slot_cost"


@pytest.mark.parametrize("nonsense", ["abc", -1, 101, "2.5", "", "1e3", None, True])
def test_a_nonsense_slot_cost_is_refused_with_a_message(panel, document, nonsense):
    before = document.scenario
    assert panel.slot_model.setData(panel.slot_model.index(0, 1), nonsense) is False
    assert document.scenario is before
    assert len(document.history) == 0
    assert panel.message.isVisibleTo(panel) and "0 to 100" in panel.message.text()
    assert panel.slot_model.setData(panel.slot_model.index(0, 1), "4") is True
    assert not panel.message.isVisibleTo(panel), "a good edit clears the message"


def test_adding_and_removing_slots(panel, document, one_step_then_undo):
    before = document.scenario
    one_step_then_undo(panel.add_slot_button.click, before)
    panel.add_slot_button.click()
    assert document.scenario.river.slot_costs == (1, 2, 3, 4, 5, 6, 7)
    assert panel.slot_model.columnCount() == 7
    document.undo()
    one_step_then_undo(panel.remove_slot_button.click, before)


def test_dropping_a_dragged_tile_is_exactly_one_move(panel, document):
    before = document.scenario
    model = panel.tile_model
    mime = model.mimeData([model.index(0, 0)])
    assert model.dropMimeData(mime, Qt.DropAction.MoveAction, 3, 0, QModelIndex())
    assert len(document.history) == 1
    assert tile_ids(document) == ["lookouts", "stevedores", "eels", "tide", "screech-owl", "vasque"]
    assert document.history.undo_label() == "river.move_tile"
    assert model.tile_id(2) == "eels" and panel.selected_tile == "eels"
    document.undo()
    assert document.scenario == before
    assert model.tile_id(0) == "eels", "the list follows the undo"


def test_dropping_onto_an_item_and_at_the_end(panel, document):
    model = panel.tile_model
    mime = model.mimeData([model.index(5, 0)])
    assert model.dropMimeData(mime, Qt.DropAction.MoveAction, -1, 0, model.index(1, 0))
    assert tile_ids(document)[1] == "vasque"
    mime = model.mimeData([model.index(1, 0)])
    assert model.dropMimeData(mime, Qt.DropAction.MoveAction, -1, 0, QModelIndex())
    assert tile_ids(document) == ORDER
    assert len(document.history) == 2


def test_dropping_a_tile_where_it_already_is_makes_no_step(panel, document):
    model = panel.tile_model
    for row in (2, 3):
        mime = model.mimeData([model.index(2, 0)])
        assert not model.dropMimeData(mime, Qt.DropAction.MoveAction, row, 0, QModelIndex())
    assert len(document.history) == 0


def test_move_up_and_down_buttons_and_shortcuts_are_one_step_each(qtbot, panel, document):
    before = document.scenario
    select(panel, "stevedores")
    panel.move_up_button.click()
    assert tile_ids(document)[1] == "stevedores" and len(document.history) == 1
    assert panel.selected_tile == "stevedores"
    panel.activateWindow()
    panel.tile_list.setFocus()
    qtbot.waitUntil(panel.tile_list.hasFocus)
    qtbot.keyClick(panel.tile_list, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert tile_ids(document) == ORDER and len(document.history) == 2
    document.undo()
    document.undo()
    assert document.scenario == before
    select(panel, "eels")
    assert not panel.move_up_action.isEnabled() and panel.move_down_action.isEnabled()


def test_adding_a_tile_inserts_it_after_the_selection_and_selects_it(
    panel, document, one_step_then_undo
):
    before = document.scenario
    select(panel, "lookouts")
    one_step_then_undo(panel.add_tile_button.click, before)
    select(panel, "lookouts")
    panel.add_tile_button.click()
    assert tile_ids(document)[2] == "tile-1"
    assert panel.selected_tile == "tile-1"
    assert document.scenario.river.tiles[2].name == Text(fr="Nouvelle tuile", en="New tile")


def test_removing_a_tile_unlinks_its_figures_in_one_step(panel, document):
    before = document.scenario
    select(panel, "eels")
    panel.remove_tile_button.click()
    assert len(document.history) == 1
    assert "eels" not in tile_ids(document)
    assert not any(f.tile == "eels" for f in document.scenario.figures)
    assert panel.selected_tile == "lookouts", "the next tile is selected"
    document.undo()
    assert document.scenario == before
    assert sum(f.tile == "eels" for f in document.scenario.figures) == 5


def test_each_tile_field_is_one_undo_step(qtbot, panel, document, one_step_then_undo):
    form = panel.tile_form
    select(panel, "lookouts")
    before = document.scenario

    def rename():
        form.name_en.setText("Watchers")
        form.name_en.editingFinished.emit()

    def kind():
        form.kind.setCurrentIndex(form.kind.findData(TileKind.EVENT.value))
        form.kind.activated.emit(form.kind.currentIndex())

    for edit in (
        rename,
        kind,
        form.leader.click,
        lambda: form.reinforcement.setValue(4),
    ):
        one_step_then_undo(edit, before)
    rename()
    assert document.scenario.river.tile("lookouts").name == Text("Guetteurs", "Watchers")
    assert "Watchers" in panel.tile_model.data(panel.tile_model.index(1, 0))


def test_tile_units_are_added_changed_and_removed_in_one_step_each(
    panel, document, one_step_then_undo
):
    form = panel.tile_form
    select(panel, "lookouts")
    before = document.scenario
    one_step_then_undo(form.add_unit_button.click, before)
    form.add_unit_button.click()
    assert len(document.scenario.river.tile("lookouts").units) == 2
    assert len(form._unit_rows) == 2
    document.undo()
    row = form._unit_rows[0]
    one_step_then_undo(lambda: row.count.setValue(3), before)
    row.unit.setCurrentIndex(row.unit.findData("eel"))
    row.unit.activated.emit(row.unit.currentIndex())
    assert document.scenario.river.tile("lookouts").units[0].unit == "eel"
    document.undo()
    one_step_then_undo(row.remove.click, before)


def test_an_event_tile_shows_its_numbered_options(panel, document, one_step_then_undo):
    form = panel.tile_form
    select(panel, "tide")
    assert form.event_widget.isVisibleTo(form) and not form.units_widget.isVisibleTo(form)
    assert form.options.text().startswith("1. Eels climb up")
    assert "\n2. " in form.options.text() and "\n3. " in form.options.text()
    before = document.scenario
    form.event.setCurrentIndex(form.event.findData(""))
    one_step_then_undo(lambda: form.event.activated.emit(0), before)


def test_the_panel_follows_undo_and_redo_of_edits_made_elsewhere(panel, document):
    path = ("river", "tiles", 0, "name")
    document.execute(SetValue(path, Text("Murènes", "Morays"), label="river.rename_tile"))
    assert panel.tile_model.data(panel.tile_model.index(0, 0)).startswith("Morays")
    assert panel.tile_form.name_en.text() == "Morays"
    document.undo()
    assert panel.tile_model.data(panel.tile_model.index(0, 0)).startswith("Eels")
    assert panel.tile_form.name_fr.text() == "Anguilles"
    document.redo()
    assert panel.tile_form.name_fr.text() == "Murènes"


def test_typing_in_a_field_survives_a_refresh(qtbot, panel, document):
    edit = panel.tile_form.name_en
    panel.activateWindow()
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    edit.selectAll()
    qtbot.keyClicks(edit, "Conger")
    cursor = edit.cursorPosition()
    document.execute(SetValue(("river", "slot_costs"), (1, 2, 3, 4, 5, 9)))
    assert edit.hasFocus() and edit.text() == "Conger" and edit.cursorPosition() == cursor
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert document.scenario.river.tiles[0].name.en == "Conger"


def test_a_scenario_without_river_offers_to_create_one(qtbot):
    document = ScenarioDocument(dataclasses.replace(night_market(), river=None))
    panel = RiverPanel(document)
    qtbot.addWidget(panel)
    assert panel.create_button.isVisibleTo(panel) and not panel.scroll.isVisibleTo(panel)
    panel.create_button.click()
    assert document.scenario.river is not None and len(document.history) == 1
    assert panel.scroll.isVisibleTo(panel)
    document.undo()
    assert panel.create_button.isVisibleTo(panel)


def test_language_switch_updates_catalogue_and_authored_texts(qtbot, panel, monkeypatch):
    from editor.ui.i18n import install_language

    calls = []
    original = RiverPanel.retranslate
    monkeypatch.setattr(RiverPanel, "retranslate", lambda self: (calls.append(1), original(self)))
    install_language("fr")
    QCoreApplication.sendPostedEvents()
    qtbot.waitUntil(lambda: bool(calls))
    assert panel.tile_model.data(panel.tile_model.index(0, 0)).startswith("Anguilles")
    assert panel.tile_form.kind.currentText() == "Tuile de personnages"
    assert "Anguilles" in panel.tile_form.title()


def test_the_panel_renders(panel, tmp_path):
    image = panel.grab().toImage()
    assert image.width() > 300 and image.height() > 500
    colours = {image.pixel(x, y) for x in range(0, image.width(), 9) for y in range(0, 600, 9)}
    assert len(colours) > 20


def test_changes_elsewhere_in_the_scenario_do_not_refresh_the_panel(panel, document, monkeypatch):
    calls = []
    monkeypatch.setattr(panel, "refresh", lambda: calls.append(1))
    document.execute(SetValue(("title",), Text("Autre titre", "Other title")))
    assert calls == []
    document.execute(SetValue(("river", "slot_costs"), (1, 1, 1, 1, 1, 1)))
    document.undo()
    assert len(calls) == 2
