"""The properties panel follows the board selection; each edit is one undo step that undo
restores; several zones are edited together in one step; nonsense input changes nothing."""

from __future__ import annotations

import pytest
import shapely
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from editor.documents.addresses import ById
from editor.documents.commands import RemoveItem, SetValue
from editor.documents.document import ScenarioDocument
from editor.model.board import BorderKind
from editor.model.units import CheckType
from editor.ui.board.scene import BoardScene, border_key
from editor.ui.panels.properties_panel import PropertiesPanel, selection_kind


@pytest.fixture
def scene(qtbot, document) -> BoardScene:
    return BoardScene(document)


@pytest.fixture
def panel(open_panel, scene) -> PropertiesPanel:
    return open_panel(PropertiesPanel, (380, 700), scene)


def zone(document, zone_id: str):
    return document.scenario.board.zone(zone_id)


def test_selection_kinds_pick_the_forms():
    assert selection_kind([]) == "scenario"
    assert selection_kind([("zone", "a")]) == "zone"
    assert selection_kind([("zone", "a"), ("zone", "b")]) == "zones"
    assert selection_kind([("zone", "a"), ("figure", "f")]) == "mixed"
    assert selection_kind([("border", "a", "b")]) == "border"


def test_nothing_selected_shows_the_scenario_read_only_name(panel, document):
    form = panel.form
    assert panel.kind == "scenario" and panel.objectName() == "propertiesPanel"
    assert form.name.text() == "night-market"
    assert form.title_en.widget.text() == "The Night Market"
    form.title_en.widget.setFocus()
    form.title_en.widget.end(False)
    form.title_en.widget.insert("!")
    form.title_en.commit(form.title_en.widget.text())
    assert document.scenario.title.en == "The Night Market!"
    assert document.scenario.name == "night-market"
    document.undo()
    assert form.title_en.widget.text() == "The Night Market"


def test_selecting_a_zone_in_the_scene_shows_its_form(panel, scene):
    scene.select_keys([("zone", "basin-west")])
    form = panel.form
    assert panel.kind == "zone"
    assert form.name_en.widget.text() == "Fishers’ basin"
    assert form.water.widget.isChecked() and not form.difficult.widget.isChecked()
    assert form.elevation.widget.value() == -1
    assert "Fishers’ basin" in panel.header.text()


def test_a_zone_edit_is_one_undo_step_and_undo_restores(panel, scene, document):
    scene.select_keys([("zone", "basin-west")])
    panel.form.difficult.widget.click()
    assert zone(document, "basin-west").difficult
    assert len(document.history) == 1
    assert document.history.undo_label() == "properties.edit_zone"
    document.undo()
    assert not zone(document, "basin-west").difficult
    assert not panel.form.difficult.widget.isChecked()


def test_typing_a_name_is_one_step_and_the_cursor_stays(qtbot, panel, scene, document):
    scene.select_keys([("zone", "basin-west")])
    edit = panel.form.name_en.widget
    edit.setCursorPosition(len(edit.text()))
    qtbot.keyClicks(edit, " north")
    assert zone(document, "basin-west").name.en == "Fishers’ basin north"
    assert edit.cursorPosition() == len(edit.text())
    assert len(document.history) == 1
    document.undo()
    assert edit.text() == "Fishers’ basin"
    assert zone(document, "basin-west").name.en == "Fishers’ basin"


def test_spinning_merges_until_the_field_is_left(panel, scene, document):
    scene.select_keys([("zone", "belfry")])
    spin = panel.form.elevation.widget
    start = zone(document, "belfry").elevation
    spin.setValue(start + 1)
    spin.setValue(start + 2)
    assert len(document.history) == 1
    spin.editingFinished.emit()
    spin.setValue(start + 3)
    assert len(document.history) == 2
    document.undo()
    document.undo()
    assert zone(document, "belfry").elevation == start
    assert spin.value() == start


def test_a_level_typed_in_properties_makes_the_climbs_the_elevation_tool_makes(
    panel, scene, document
):
    """PRODUCT §4 (borders derived from shared edges, elevation level): one command raises a
    zone whoever asks. The default border between equal levels is open, between different
    ones a climb from the lower side; raising the west quay (level 0) by 3 in the form turns
    its open borders with level-0 neighbours into climbs from them, as painting it does."""
    from editor.editing.terrain import SetElevation

    board = document.scenario.board
    quay = zone(document, "quay-west")
    level_ground = {
        b.b if b.a == "quay-west" else b.a
        for b in board.borders
        if "quay-west" in (b.a, b.b) and b.kind is BorderKind.OPEN and b.derived
        and board.zone(b.b if b.a == "quay-west" else b.a).elevation == quay.elevation
    }
    painted = ScenarioDocument(document.scenario)
    painted.execute(SetElevation(["quay-west"], quay.elevation + 3))
    scene.select_keys([("zone", "quay-west")])
    spin = panel.form.elevation.widget
    spin.setValue(quay.elevation + 1)
    spin.setValue(quay.elevation + 3)
    assert document.scenario.board == painted.scenario.board
    climbs = {
        b.a
        for b in document.scenario.board.borders
        if b.b == "quay-west" and b.kind is BorderKind.CLIMB
    }
    assert level_ground and level_ground <= climbs
    assert len(document.history) == 1  # spun up twice: one step
    document.undo()
    assert document.scenario.board == board


def test_levels_of_several_zones_make_climbs_too(panel, scene, document):
    from editor.editing.terrain import SetElevation

    ids = ["quay-west", "quay-centre"]
    painted = ScenarioDocument(document.scenario)
    painted.execute(SetElevation(ids, 4))
    assert painted.scenario.board.borders != document.scenario.board.borders
    scene.select_keys([("zone", i) for i in ids])
    panel.form.elevation.setValue(4)
    assert document.scenario.board == painted.scenario.board
    assert len(document.history) == 1


def test_dangerous_terrain_shows_its_trigger_and_dice(panel, scene, document):
    scene.select_keys([("zone", "basin-west")])
    form = panel.form
    assert not form.danger_trigger.widget.isVisibleTo(panel)
    form.dangerous.widget.click()
    assert zone(document, "basin-west").danger is not None
    assert form.danger_trigger.widget.isVisibleTo(panel)
    form.danger_dice.widget.set_count(form.danger_dice.widget._die_ids()[0], 2)
    assert sum(d.count for d in zone(document, "basin-west").danger.dice) == 2
    assert len(document.history) == 2


def test_custom_los_marker_pins_the_automatic_point(panel, scene, document):
    scene.select_keys([("zone", "basin-west")])
    form = panel.form
    form.custom_marker.widget.click()
    assert zone(document, "basin-west").los_marker is None
    assert not form.marker_x.widget.isEnabled()
    form.custom_marker.widget.click()
    marker = zone(document, "basin-west").los_marker
    outline = shapely.Polygon(zone(document, "basin-west").polygon)
    assert marker is not None and outline.contains(shapely.Point(marker))
    assert form.marker_x.widget.isEnabled()
    assert form.marker_x.widget.value() == pytest.approx(marker[0], abs=0.05)
    assert len(document.history) == 2


def test_several_zones_are_edited_in_one_step(panel, scene, document):
    ids = ["basin-west", "belfry", "graveyard"]
    before = {i: zone(document, i) for i in ids}
    scene.select_keys([("zone", i) for i in ids])
    form = panel.form
    assert panel.kind == "zones" and "3" in panel.header.text()
    form.elevation.setValue(2)
    assert [zone(document, i).elevation for i in ids] == [2, 2, 2]
    assert len(document.history) == 1
    assert document.history.undo_label() == "properties.edit_zones"
    form.boxes["difficult"].click()
    assert all(zone(document, i).difficult for i in ids)
    assert len(document.history) == 2
    document.undo()
    document.undo()
    assert {i: zone(document, i) for i in ids} == before


def test_mixed_flags_show_partially_checked(panel, scene):
    scene.select_keys([("zone", "basin-west"), ("zone", "belfry")])
    box = panel.form.boxes["water"]
    assert box.checkState() == Qt.CheckState.PartiallyChecked


def test_objective_form_edits_each_field_in_one_step(panel, scene, document, sample):
    scene.select_keys([("objective", "ledger")])
    form = panel.form
    assert panel.kind == "objective"
    assert form.name_en.widget.text() == "Smuggling ledger"
    form.difficulty.widget.setValue(4)
    form.check.widget.setCurrentIndex(form.check.values.index(CheckType.ACTION))
    form.zone.widget.setCurrentIndex(form.zone.values.index("belfry"))
    ledger = next(o for o in document.scenario.objectives if o.id == "ledger")
    assert (ledger.difficulty, ledger.check, ledger.zone) == (4, CheckType.ACTION, "belfry")
    assert len(document.history) == 3
    for _ in range(3):
        document.undo()
    assert document.scenario.objectives == sample("night-market").objectives
    assert form.zone.widget.currentText() == "Foreman’s office"


def test_figure_form_edits_deployment_and_number(panel, scene, document):
    scene.select_keys([("figure", "hero-1")])
    form = panel.form
    assert panel.kind == "figure" and "hero-1" in panel.header.text()
    form.number.widget.setValue(form.number.widget.minimum())
    figure = document.scenario.figures[0]
    assert figure.number is None
    assert form.number.widget.text() == "None"
    form.deployed.widget.click()
    assert not document.scenario.figures[0].deployed
    assert len(document.history) == 2


def test_border_form_reuses_the_border_editor(panel, scene, document):
    border = document.scenario.board.borders[0]
    scene.select_keys([border_key(border)])
    assert panel.kind == "border"
    editor = panel.form.editor
    target = BorderKind.DOOR if border.kind is not BorderKind.DOOR else BorderKind.WINDOW
    editor.kind.setCurrentIndex(editor.kind.findData(target))
    assert document.scenario.board.borders[0].kind is target
    assert len(document.history) == 1


def test_wall_form_toggles_blocking(panel, scene, document):
    wall = document.scenario.board.walls[0]
    scene.select_keys([("wall", wall.id)])
    panel.form.blocks_los.widget.click()
    assert document.scenario.board.walls[0].blocks_los is not wall.blocks_los


def test_a_vanished_selection_falls_back_to_the_scenario(panel, scene, document):
    scene.select_keys([("zone", "basin-west")])
    index = [z.id for z in document.scenario.board.zones].index("basin-west")
    document.execute(RemoveItem(("board", "zones"), index))
    assert panel.kind == "scenario"


def test_an_outside_change_refreshes_the_form(panel, scene, document):
    scene.select_keys([("zone", "basin-west")])
    document.execute(SetValue(("board", "zones", ById("basin-west"), "capacity"), 7))
    assert panel.form.capacity.widget.value() == 7
    document.undo()
    assert panel.form.capacity.widget.text() == "Unlimited"


def test_letters_in_a_number_field_change_nothing(qtbot, panel, scene, document):
    scene.select_keys([("zone", "belfry")])
    spin = panel.form.elevation.widget
    qtbot.keyClicks(spin, "abc")
    spin.editingFinished.emit()
    assert len(document.history) == 0


def test_too_long_a_description_is_kept_but_not_saved(panel, document, sample):
    note = panel.form.description_en.widget
    note.setPlainText("x" * 20_001)
    assert document.scenario.description == sample("night-market").description
    assert panel.message.isVisibleTo(panel) and "20000" in panel.message.text()


def test_free_table_objectives_are_placed_in_millimetres(qtbot, sample):
    document = ScenarioDocument(sample("depot-raid"))
    scene = BoardScene(document)
    panel = PropertiesPanel(document, scene)
    qtbot.addWidget(panel)
    assert panel.form.rule_system.text().startswith("D20")
    scene.select_keys([("objective", "console")])
    form = panel.form
    assert not form.zone.widget.isVisibleTo(panel) and form.x.widget.isVisibleTo(panel)
    assert form.x.widget.value() == pytest.approx(740.0)
    form.x.widget.setValue(700.0)
    console = next(o for o in document.scenario.objectives if o.id == "console")
    assert console.position == (700.0, 335.0)


def test_language_change_retranslates(panel, scene):
    scene.select_keys([("zone", "basin-west")])
    label = panel.form._labels[0]
    label.setText("")
    QApplication.sendEvent(panel.form, QEvent(QEvent.Type.LanguageChange))
    assert label.text() == "Name (French)"


@pytest.mark.parametrize(
    "keys",
    [
        [],
        [("zone", "basin-west")],
        [("objective", "ledger")],
        [("zone", "basin-west"), ("zone", "belfry")],
    ],
)
def test_panel_renders_not_blank(qtbot, panel, scene, tmp_path, keys):
    scene.select_keys(keys)
    panel.show()
    qtbot.waitExposed(panel)
    path = tmp_path / "properties.png"
    assert panel.grab().save(str(path))
    image = QImage(str(path))
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)
    }
    assert len(colours) > 5


def test_refreshes_never_steal_focus_from_the_field_being_typed_in(qtbot, panel, scene, document):
    scene.select_keys([("zone", "basin-west")])
    panel.show()
    qtbot.waitExposed(panel)
    panel.activateWindow()
    edit = panel.form.name_fr.widget
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    edit.setCursorPosition(3)
    qtbot.keyClicks(edit, "xy")
    assert zone(document, "basin-west").name.fr == "Basxysin des pêcheurs"
    assert edit.hasFocus() and edit.cursorPosition() == 5
    document.execute(SetValue(("board", "zones", ById("basin-west"), "elevation"), 3))
    assert edit.hasFocus() and edit.cursorPosition() == 5
    assert panel.form.elevation.widget.value() == 3
