"""The Eisdrachen weapon row's sniper scope (« 7) Sniper »: « amélioré avec une lunette de
sniper »): a check box that edits ``EisdrachenWeapon.sniper_scope`` as one undoable step; the
D20 weapon rows have none."""

from __future__ import annotations

from tests.ui.panels.test_units_panel import open_panel


def test_the_scope_box_edits_the_weapon_and_undoes(qtbot):
    panel, document = open_panel(qtbot, "frozen-trench")
    row = panel.current_form().weapons.rows[0]
    assert not row.scope.isChecked()
    row.scope.setChecked(True)
    assert panel.current_unit().profile.weapons[0].sniper_scope is True
    assert document.undo()
    assert panel.current_unit().profile.weapons[0].sniper_scope is False
    assert not row.scope.isChecked()
    d20, _document = open_panel(qtbot, "depot-raid")
    assert not hasattr(d20.current_form().weapons.rows[0], "scope")


def test_the_medipack_box_edits_the_profile(qtbot):
    """« 11) Soigner »: « La figurine portant un médipac »: the profile's check box."""
    panel, document = open_panel(qtbot, "frozen-trench")
    form = panel.current_form()
    form.medipack.setChecked(True)
    assert panel.current_unit().profile.medipack is True
    assert document.undo() and panel.current_unit().profile.medipack is False
