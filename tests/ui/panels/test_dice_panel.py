"""The dice panel on the night-market sample: the unverified example faces are marked until the
author edits or checks them; each edit is one undo step that undo reverts; nonsense is refused
with a message and the scenario unchanged; the panel follows undo/redo and the language."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from editor.documents.commands import SetValue
from editor.documents.document import ScenarioDocument
from editor.model.defaults import default_dice
from editor.ui.panels.dice_panel import DicePanel
from editor.ui.panels.dice_table import parse_faces
from tests.ui.board.gestures import night_market

COLOURS = ["white", "yellow", "orange", "red", "black"]


@pytest.fixture
def panel(open_panel) -> DicePanel:
    return open_panel(DicePanel, (420, 800), shown=True)


def select(panel: DicePanel, row: int) -> None:
    panel.table.setCurrentIndex(panel.model.index(row, 0))
    assert panel.selected_die == COLOURS[row]


def face_cell(panel, row: int, face: int):
    return panel.model.index(row, face + 1)


def test_the_example_dice_are_shown_and_marked_unverified(panel):
    assert panel.objectName() == "dicePanel"
    model = panel.model
    assert [model.data(model.index(r, 0)) for r in range(model.rowCount())] == [
        "White",
        "Yellow",
        "Orange",
        "Red",
        "Black",
    ]
    assert [model.data(face_cell(panel, 3, f)) for f in range(6)] == [0, 1, 1, 2, 2, 3]
    assert model.data(model.index(3, model.average_column)) == "1.50"
    assert panel.banner.isVisibleTo(panel)
    for name in ("White", "Yellow", "Orange", "Red", "Black"):
        assert name in panel.banner.text()
    checked = model.index(0, model.checked_column)
    assert model.data(checked, Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    assert model.data(checked) == "⚠"
    assert model.data(face_cell(panel, 0, 0), Qt.ItemDataRole.BackgroundRole) is not None


def test_editing_a_face_is_one_step_and_marks_the_die_checked(panel, document, one_step_then_undo):
    one_step_then_undo(lambda: panel.model.setData(face_cell(panel, 1, 2), 2))
    assert panel.model.data(face_cell(panel, 1, 2)) == 0, "the table follows the undo"
    document.redo()
    yellow = document.scenario.dice.die("yellow")
    assert yellow.faces == (0, 0, 2, 1, 1, 2) and yellow.verified
    assert "Yellow" not in panel.banner.text() and "White" in panel.banner.text()
    assert panel.model.data(face_cell(panel, 1, 2), Qt.ItemDataRole.BackgroundRole) is None
    assert document.history.undo_label() == "dice.set_faces"


@pytest.mark.parametrize("nonsense", ["abc", -1, 101, "1.5", "", None, "½", "10000000000"])
def test_a_nonsense_face_is_refused_with_a_message(panel, document, nonsense):
    before = document.scenario
    assert panel.model.setData(face_cell(panel, 2, 0), nonsense) is False
    assert document.scenario is before and len(document.history) == 0
    assert panel.message.isVisibleTo(panel) and "0 to 100" in panel.message.text()


def test_typing_all_faces_at_once(panel, document, one_step_then_undo):
    select(panel, 4)

    def type_faces(text: str) -> None:
        panel.die_form.faces.setText(text)
        panel.die_form.faces.editingFinished.emit()

    one_step_then_undo(lambda: type_faces("0 1 1 2 2 3"))
    for nonsense in ("1, x, 2", "1", "1, 2, 300", "-1, 2", ""):
        type_faces(nonsense)
        assert panel.message.isVisibleTo(panel), nonsense
        assert len(document.history) == 0 and not document.scenario.dice.die("black").verified
    type_faces("1; 1; 2; 2; 3; 4")
    assert document.scenario.dice.die("black").faces == (1, 1, 2, 2, 3, 4)
    assert not panel.message.isVisibleTo(panel)


def test_parse_faces():
    assert parse_faces(" 0,0 , 1;2 3 ") == (0, 0, 1, 2, 3)
    assert parse_faces("1") is None and parse_faces("a, b") is None
    assert parse_faces(", ".join(["1"] * 101)) is None


def test_ticking_checked_is_one_step(panel, document, one_step_then_undo):
    index = panel.model.index(0, panel.model.checked_column)
    one_step_then_undo(
        lambda: panel.model.setData(
            index, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole
        ),
    )
    for die in range(5):
        panel.model.setData(
            panel.model.index(die, panel.model.checked_column),
            Qt.CheckState.Checked,
            Qt.ItemDataRole.CheckStateRole,
        )
    assert all(d.verified for d in document.scenario.dice.dice)
    assert not panel.banner.isVisibleTo(panel), "no unverified die left: no banner"
    document.undo()
    assert panel.banner.isVisibleTo(panel) and "Black" in panel.banner.text()


def test_names_and_colour_are_one_step_each(panel, document, one_step_then_undo):
    select(panel, 3)

    def rename():
        panel.die_form.name_en.setText("Crimson")
        panel.die_form.name_en.editingFinished.emit()

    one_step_then_undo(rename)
    one_step_then_undo(lambda: panel.die_form.set_colour("#123456"))
    one_step_then_undo(lambda: panel.die_form.set_colour("blue"))
    panel.die_form.set_colour("blue")
    assert document.scenario.dice.die("red").color == "#0000ff"


@pytest.mark.parametrize("nonsense", ["#12345", "#GGGGGG", "blue-ish", "", "rgb(1,2,3)"])
def test_a_nonsense_colour_is_refused(panel, document, nonsense):
    select(panel, 3)
    panel.die_form.colour.setText(nonsense)
    panel.die_form.colour.editingFinished.emit()
    assert len(document.history) == 0
    assert document.scenario.dice.die("red").color == "#c8281e"
    assert panel.message.isVisibleTo(panel) and "#rrggbb" in panel.message.text()


def test_adding_moving_and_removing_dice(panel, document, one_step_then_undo):
    select(panel, 1)
    one_step_then_undo(panel.add_button.click)
    select(panel, 1)
    panel.add_button.click()
    ids = [d.id for d in document.scenario.dice.dice]
    assert ids[2] == "die-1" and panel.selected_die == "die-1"
    assert not document.scenario.dice.die("die-1").verified
    one_step_then_undo(panel.move_up_button.click)
    one_step_then_undo(panel.remove_button.click)
    panel.table.setCurrentIndex(panel.model.index(2, 0))
    assert panel.selected_die == "die-1"
    panel.move_down_button.click()
    assert [d.id for d in document.scenario.dice.dice][3] == "die-1"
    assert document.history.undo_label() == "dice.move_die"


def test_removing_a_die_that_units_roll_is_refused(panel, document):
    select(panel, 4)
    panel.remove_button.click()
    assert len(document.history) == 0
    assert document.scenario.dice.die("black") is not None
    assert "Mother Vasque" in panel.message.text()


def test_the_panel_follows_undo_and_redo(panel, document):
    path = ("dice", "dice", 0, "faces")
    document.execute(SetValue(path, (1, 1, 1, 1, 1, 1)))
    assert panel.model.data(face_cell(panel, 0, 0)) == 1
    assert panel.die_form.faces.text() == "1, 1, 1, 1, 1, 1"
    document.undo()
    assert panel.model.data(face_cell(panel, 0, 0)) == 0
    assert panel.die_form.faces.text() == "0, 0, 0, 0, 1, 1"
    document.redo()
    assert panel.model.data(face_cell(panel, 0, 5)) == 1


def test_typing_in_a_field_survives_a_refresh(qtbot, panel, document):
    panel.activateWindow()
    panel.die_form.name_fr.setFocus()
    qtbot.waitUntil(panel.die_form.name_fr.hasFocus)
    panel.die_form.name_fr.selectAll()
    qtbot.keyClicks(panel.die_form.name_fr, "Ivoire")
    panel.model.setData(face_cell(panel, 4, 0), 0)
    assert panel.die_form.name_fr.hasFocus() and panel.die_form.name_fr.text() == "Ivoire"
    assert panel.die_form.name_fr.cursorPosition() == len("Ivoire")
    qtbot.keyClick(panel.die_form.name_fr, Qt.Key.Key_Return)
    assert document.scenario.dice.die("white").name.fr == "Ivoire"


def test_a_scenario_without_dice_can_take_the_example_set(qtbot):
    document = ScenarioDocument(dataclasses.replace(night_market(), dice=None))
    panel = DicePanel(document)
    qtbot.addWidget(panel)
    assert panel.use_default_button.isVisibleTo(panel)
    panel.use_default_button.click()
    assert document.scenario.dice == default_dice() and len(document.history) == 1
    assert panel.model.rowCount() == 5 and panel.banner.isVisibleTo(panel)


def test_language_switch_shows_the_french_die_names(qtbot, panel):
    from editor.ui.i18n import install_language

    install_language("fr")
    QCoreApplication.sendPostedEvents()
    qtbot.waitUntil(lambda: panel.model.data(panel.model.index(0, 0)) == "Blanc")
    assert "Blanc" in panel.banner.text()


def test_the_panel_renders(panel):
    image = panel.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, 400, 7)}
    assert len(colours) > 20
