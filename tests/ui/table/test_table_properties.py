"""The table properties panel: table size and unit, the selected piece and the selected figure,
each edit one undo step, lengths typed in the table's unit and stored in millimetres."""

from __future__ import annotations

import pytest

from editor.documents.addresses import ById
from editor.documents.commands import SetValue
from editor.model.table import CoverClass, DistanceUnit, DoorState, MovementEffect
from editor.ui.table.table_properties import TablePropertiesPanel
from editor.ui.table.table_scene import TableScene
from tests.ui.table.table_gestures import one_step


@pytest.fixture
def panel(qtbot, trench_document):
    scene = TableScene(trench_document)
    widget = TablePropertiesPanel(trench_document, scene)
    qtbot.addWidget(widget)
    return widget


def _piece(document, piece_id):
    return next(p for p in document.scenario.board.terrain if p.id == piece_id)


def _figure(document, figure_id):
    return next(f for f in document.scenario.figures if f.id == figure_id)


def _choose(combo, value) -> None:
    combo.setCurrentIndex(combo.findData(value))
    combo.activated.emit(combo.currentIndex())


def test_the_table_is_shown_in_its_unit(qtbot, panel):
    assert panel.width_spin.value() == 48.0 and panel.width_spin.suffix() == " pas"
    assert panel.height_spin.value() == 32.0
    assert panel.unit_combo.currentData() == DistanceUnit.PAS
    assert panel.mm_per_pas_spin.value() == 25.0 and panel.mm_per_pas_spin.isEnabled()
    assert panel.piece_box.isHidden() and panel.token_box.isHidden()
    assert "Select a terrain piece" in panel.hint.text()


def test_table_edits_are_one_step_each_and_arrow_clicks_merge(qtbot, panel):
    document = panel.document

    def width():
        panel.width_spin.setValue(50.0)
        assert document.scenario.board.width_mm == 1250.0

    one_step(document, width)

    def arrows():
        panel.height_spin.stepUp()
        panel.height_spin.stepUp()
        assert document.scenario.board.height_mm == 850.0
        assert document.history.undo_label() == "table_editor.set_table_height"

    one_step(document, arrows)

    def unit():
        _choose(panel.unit_combo, DistanceUnit.CM)
        assert document.scenario.board.unit is DistanceUnit.CM
        assert panel.width_spin.value() == 120.0 and panel.width_spin.suffix() == " cm"
        assert not panel.mm_per_pas_spin.isEnabled()

    one_step(document, unit)
    one_step(document, lambda: panel.mm_per_pas_spin.setValue(30.0))


def test_the_selected_piece_is_edited_field_by_field(qtbot, panel):
    document = panel.document
    panel.scene.select_keys([("piece", "copse")])
    assert not panel.piece_box.isHidden() and panel.token_box.isHidden()
    assert panel.name_en.text() == "Fir copse" and panel.name_fr.text() == "Bosquet de sapins"
    assert panel.cover_combo.currentData() == CoverClass.LIGHT
    assert panel.piece_height_spin.value() == pytest.approx(3.6)
    assert panel.blocks_los_check.isChecked()

    def cover():
        _choose(panel.cover_combo, CoverClass.HEAVY)
        assert _piece(document, "copse").cover is CoverClass.HEAVY

    def movement():
        _choose(panel.movement_combo, MovementEffect.IMPASSABLE)
        assert _piece(document, "copse").movement is MovementEffect.IMPASSABLE

    def los():
        panel.blocks_los_check.click()
        assert _piece(document, "copse").blocks_los is False

    def height():
        panel.piece_height_spin.setValue(4.0)
        assert _piece(document, "copse").height_mm == 100.0

    def rename():
        panel.name_en.setText("  Pine wood ")
        panel.name_en.editingFinished.emit()
        assert _piece(document, "copse").name.en == "Pine wood"
        assert _piece(document, "copse").name.fr == "Bosquet de sapins"

    for edit in (cover, movement, los, height, rename):
        one_step(document, edit)
    panel.name_en.editingFinished.emit()  # finishing without a change leaves no step
    assert len(document.history) == 0


def test_a_piece_gets_a_flat_top_a_door_and_a_hiding_place_one_step_each(qtbot, panel):
    document = panel.document
    panel.scene.select_keys([("piece", "road")])
    assert panel.door_combo.currentData() is None and panel.door_combo.currentText() == "Not a door"

    def flat_top():
        panel.flat_top_check.click()
        assert _piece(document, "road").flat_top is True

    def door():
        _choose(panel.door_combo, DoorState.CLOSED)
        assert _piece(document, "road").door is DoorState.CLOSED
        assert panel.door_combo.currentText() == "Closed door"

    def no_door():
        panel.door_combo.setCurrentIndex(0)
        panel.door_combo.activated.emit(0)
        assert _piece(document, "road").door is None

    def hiding():
        panel.hiding_check.click()
        assert _piece(document, "road").hiding_place is True

    for edit in (flat_top, door, hiding):
        one_step(document, edit)
    _choose(panel.door_combo, DoorState.OPEN)
    one_step(document, no_door)


def test_the_selected_figure_turns_and_moves(qtbot, panel):
    document = panel.document
    panel.scene.select_keys([("figure", "rime-recruit-1")])
    assert not panel.token_box.isHidden() and panel.piece_box.isHidden()
    assert "rime-recruit-1" in panel.token_box.title()
    assert panel.facing_spin.value() == 355.0
    assert (panel.x_spin.value(), panel.y_spin.value()) == (9.2, 21.6)

    def turn():
        panel.facing_spin.setValue(90.0)
        assert _figure(document, "rime-recruit-1").facing_deg == 90.0
        assert document.history.undo_label() == "table_editor.turn_figure"

    def move():
        panel.x_spin.setValue(10.0)
        assert _figure(document, "rime-recruit-1").position == (250.0, 540.0)

    one_step(document, turn)
    one_step(document, move)


def test_an_objective_shows_its_position_without_facing(qtbot, panel):
    panel.scene.select_keys([("objective", "flak")])
    assert not panel.token_box.isHidden() and panel.facing_spin.isHidden()
    assert (panel.x_spin.value(), panel.y_spin.value()) == (34.4, 25.6)
    one_step(panel.document, lambda: panel.y_spin.setValue(20.0))


def test_the_panel_follows_the_document_but_not_into_the_field_being_typed(qtbot, panel):
    document = panel.document
    panel.scene.select_keys([("piece", "copse")])
    panel.show()
    qtbot.waitExposed(panel)
    panel.activateWindow()
    panel.name_en.setFocus()
    qtbot.waitUntil(panel.name_en.hasFocus)
    panel.name_en.setText("Half typed")
    document.execute(SetValue(("board", "terrain", ById("copse"), "cover"), CoverClass.NONE))
    assert panel.cover_combo.currentData() == CoverClass.NONE
    assert panel.name_en.text() == "Half typed"
    document.undo()
    assert panel.cover_combo.currentData() == CoverClass.LIGHT


def test_several_selected_items_show_no_item_form(qtbot, panel):
    panel.scene.select_keys([("piece", "copse"), ("figure", "rime-recruit-1")])
    assert panel.piece_box.isHidden() and panel.token_box.isHidden()


def test_a_piece_becomes_abandoned_equipment_with_its_profile_one_step_each(qtbot, panel):
    """« 10) Utiliser »: the author ticks the box (the default profile: 24 pas, 4 A of F 2,
    working), types the profile and puts it out of order, unticks it; each edit one undo
    step."""
    from editor.model.table import Equipment

    document = panel.document
    panel.scene.select_keys([("piece", "road")])
    form = panel.equipment_form
    assert form.isChecked() is False and _piece(document, "road").equipment is None

    def ticked():
        form.setChecked(True)
        assert _piece(document, "road").equipment == Equipment(24.0, 4, 2, True)

    def ranged():
        form.range_spin.setValue(30.0)
        assert _piece(document, "road").equipment.range_pas == 30.0

    def attacks():
        form.attacks_spin.setValue(6)
        assert _piece(document, "road").equipment.attacks == 6

    def broken():
        form.usable_check.click()
        assert _piece(document, "road").equipment.usable is False

    one_step(document, ticked)
    assert form.isChecked() is False  # undone
    ticked()
    for edit in (ranged, attacks, broken):
        one_step(document, edit)
    assert form.range_spin.value() == 24.0 and form.usable_check.isChecked()  # each undone
    form.setChecked(False)
    assert _piece(document, "road").equipment is None
