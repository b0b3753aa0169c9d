"""The D20 card's flags in the units panel (« Types de déplacement des UC », « Mouvements
automatiques », « Qui commence la partie ? »): an UC by default, not impulsive, neither
infiltration nor prescience; each check box is one undoable edit of the profile."""

from __future__ import annotations

from tests.ui.panels.test_units_panel import open_panel


def test_the_d20_flags_are_edited_in_the_units_panel(qtbot):
    panel, document = open_panel(qtbot, "depot-raid")
    panel.unit_list.setCurrentRow(0)
    form = panel.current_form()
    assert form.uc.isChecked() and not form.impulsive.isChecked()
    unit_id = document.scenario.units[0].id
    form.impulsive.click()
    form.uc.click()
    form.prescience.click()
    profile = document.scenario.unit(unit_id).profile
    assert (profile.uc, profile.impulsive, profile.infiltration, profile.prescience) == (
        False, True, False, True)
    document.undo()
    assert document.scenario.unit(unit_id).profile.prescience is False
