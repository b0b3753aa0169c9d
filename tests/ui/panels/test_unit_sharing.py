"""Units from the library in the editor (PRODUCT §4: "units live in the library and are reused
across scenarios"): Add from library lists the library's units of the scenario's rule system,
a shared unit is read-only until the author chooses to edit it everywhere (the bar names the
scenarios using it) or to make a separate copy, a new unit never takes a library unit's id,
and a file's unit that differs from the library's of the same id is renamed on opening."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from editor.model.scenario import RuleSystem
from editor.model.text import Text
from editor.rules import plugin
from editor.store.portable import write_scenario


def _open_new(window, qtbot, name: str):
    window.editing.open_scenario(plugin(RuleSystem.D20).blank_scenario(name), recovered=True)
    session = window.editing.session
    return session.panels["units"], session.document


def _tick(dialog, unit_ids):
    for row in range(dialog.list.count()):
        item = dialog.list.item(row)
        if item.data(Qt.ItemDataRole.UserRole) in unit_ids:
            item.setCheckState(Qt.CheckState.Checked)


def test_units_added_from_the_library_are_shared_until_separated(shown_window, qtbot):
    panel, document = _open_new(shown_window, qtbot, "raid-two")
    sharing = panel.sharing
    assert sharing.add_button.isVisibleTo(panel)
    dialog = sharing.choose()
    assert isinstance(dialog, QDialog) and dialog.isVisible()
    items = (dialog.list.item(row) for row in range(dialog.list.count()))
    offered = {item.data(Qt.ItemDataRole.UserRole) for item in items}
    raid = shown_window.catalog.load("depot-raid")
    assert offered == {u.id for u in raid.units}  # D20 units only: not the night market's
    _tick(dialog, {"kessel", "mara-quillon"})
    dialog.buttons.accepted.emit()
    assert [u.id for u in document.scenario.units] == ["kessel", "mara-quillon"]  # by name
    assert len(document.history) == 1
    kessel = document.scenario.unit("kessel")
    assert kessel == raid.unit("kessel")

    panel.select_unit("kessel")
    assert sharing.bar.isVisibleTo(panel) and "depot-raid" in sharing.bar.text.text()
    assert not panel.general.isEnabled()  # read-only until the author chooses
    sharing.bar.everywhere_button.click()
    assert panel.general.isEnabled() and not sharing.bar.everywhere_button.isVisibleTo(panel)
    field = panel.general.name_en
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "Kessel the Elder")
    assert shown_window.save_document()
    assert shown_window.catalog.load("depot-raid").unit("kessel").name.en == "Kessel the Elder"
    used_by = next(u.scenarios for u in shown_window.catalog.units() if u.id == "kessel")
    assert used_by == ("depot-raid", "raid-two")

    panel.select_unit("mara-quillon")
    assert not panel.general.isEnabled()
    sharing.bar.separate_button.click()
    assert panel.current_unit().id == "mara-quillon-2"
    assert not sharing.bar.isVisibleTo(panel) and panel.general.isEnabled()
    assert document.scenario.unit("mara-quillon") is None


def test_a_new_unit_never_takes_the_id_of_a_library_unit(shown_window, qtbot):
    panel, document = _open_new(shown_window, qtbot, "raid-two")
    panel.add_unit()
    assert shown_window.save_document()
    panel, document = _open_new(shown_window, qtbot, "raid-three")
    unit = panel.add_unit()
    assert unit.id == "unit-2"  # unit-1 is raid-two's, which saving this would overwrite
    assert not panel.sharing.bar.isVisibleTo(panel)


def test_a_file_whose_unit_differs_from_the_librarys_gets_it_renamed(
    shown_window, qtbot, tmp_path
):
    raid = shown_window.catalog.load("depot-raid")
    changed = tuple(
        replace(u, name=Text.both("Another Kessel")) if u.id == "kessel" else u
        for u in raid.units
    )
    file = tmp_path / "elsewhere.skirmish"
    write_scenario(replace(raid, name="elsewhere", units=changed), file)
    assert shown_window.editing.open_file(file)
    scenario = shown_window.document.scenario
    assert scenario.unit("kessel") is None
    assert scenario.unit("kessel-2").name.en == "Another Kessel"
    assert {f.unit for f in scenario.figures if f.id.startswith("kessel")} == {"kessel-2"}
    assert scenario.unit("mara-quillon") == raid.unit("mara-quillon")  # the same: kept
