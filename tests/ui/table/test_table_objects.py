"""The objects of a free table in the properties panel (D20 « 3.6. Les Actions sur les
objets », « 3.4. Les Actions Libres »): added, edited and removed, each edit one undo step,
lengths in the table's unit; and a door's code or key (« Ouvrir une porte dont on possède le
code ou la clé »): the sides that may open it freely."""

from __future__ import annotations

import pytest

from editor.model import FreeUse, Side
from editor.ui.table.table_properties import TablePropertiesPanel
from editor.ui.table.table_scene import TableScene


@pytest.fixture
def panel(qtbot, depot_document):
    widget = TablePropertiesPanel(depot_document, TableScene(depot_document))
    qtbot.addWidget(widget)
    return widget


def _objects(panel):
    return panel.document.scenario.board.objects


def test_an_object_is_added_edited_and_removed(qtbot, panel):
    box = panel.objects_box
    assert _objects(panel) == () and not box.remove_button.isEnabled()
    box.add_button.click()
    (crate,) = _objects(panel)
    assert crate.id == "object-1" and crate.position == (600.0, 450.0)
    assert crate.name.en == "New object" and crate.name.fr == "Nouvel objet"
    box.nd_spin.setValue(10)
    box.size_spin.setValue(3.0)
    box.x_spin.setValue(74.0)
    box.use_combo.setCurrentIndex(box.use_combo.findData(FreeUse.COMPUTER))
    box.use_combo.activated.emit(box.use_combo.currentIndex())
    box.users[Side.HERO].click()
    box.objective_combo.setCurrentIndex(box.objective_combo.findData("console"))
    box.objective_combo.activated.emit(box.objective_combo.currentIndex())
    (crate,) = _objects(panel)
    assert (crate.difficulty, crate.size_mm, crate.position) == (10, 30.0, (740.0, 450.0))
    assert (crate.free_use, crate.users, crate.objective) == (
        FreeUse.COMPUTER, (Side.HERO,), "console")
    assert panel.document.history.undo_label() == "table_editor.edit_object"
    box.nd_spin.setValue(box.nd_spin.minimum())
    assert _objects(panel)[0].difficulty is None
    assert panel.document.undo() and _objects(panel)[0].difficulty == 10
    box.remove_button.click()
    assert _objects(panel) == ()
    assert panel.document.undo() and _objects(panel)[0].id == "object-1"


def test_a_doors_code_or_key(qtbot, panel):
    panel.scene.select_keys([("piece", "gate")])
    box = panel.key_checks[Side.HERO]
    assert box.isEnabled() and not box.isChecked()
    box.click()
    gate = next(p for p in panel.document.scenario.board.terrain if p.id == "gate")
    assert gate.keys == (Side.HERO,)
    assert panel.document.history.undo_label() == "table_editor.set_door_keys"
    panel.scene.select_keys([("piece", "hedge")])
    assert not panel.key_checks[Side.HERO].isEnabled()
