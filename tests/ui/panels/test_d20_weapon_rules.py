"""The D20 weapon row's special rules as data (« Les armes »: « Les armes peuvent posséder des
règles spéciales »): a list inside the row whose Add, fields and Remove are each one undoable
step of the unit; the Eisdrachen weapon rows have none."""

from __future__ import annotations

from tests.ui.panels.test_units_panel import open_panel


def test_a_weapon_rule_is_added_edited_and_undone(qtbot):
    panel, document = open_panel(qtbot, "depot-raid")
    row = panel.current_form().weapons.rows[0]
    assert row.rules is not None and row.rules.rows == []
    row.rules.add_button.click()
    weapon = panel.current_unit().profile.weapons[0]
    assert len(weapon.rules) == 1 and weapon.rules[0].name.en == "New rule"
    rule_row = row.rules.rows[0]
    rule_row.extra_dice.setValue(1)
    rule_row.still.setChecked(True)
    rule = panel.current_unit().profile.weapons[0].rules[0]
    assert (rule.extra_dice, rule.when_still, rule.blast_cm) == (1, True, None)
    rule_row.blast.setValue(5.0)
    assert panel.current_unit().profile.weapons[0].rules[0].blast_cm == 5.0
    assert document.undo()
    assert panel.current_unit().profile.weapons[0].rules[0].blast_cm is None
    assert document.undo() and document.undo() and document.undo()
    assert panel.current_unit().profile.weapons[0].rules == ()
    assert row.rules.rows == []
    eis, _document = open_panel(qtbot, "frozen-trench")
    assert eis.current_form().weapons.rows[0].rules is None
