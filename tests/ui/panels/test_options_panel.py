"""The rules options panel: a row for every option with its explanation and default; a change is
one undo step; reset restores the default; the rule system chooses the groups shown."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from editor.documents.commands import SetValue
from editor.documents.document import ScenarioDocument
from editor.messages import translate
from editor.model.options import SOLO_TABLE_GROUPS, PathTie, RfSpot, RulesOptions, Unaffordable
from editor.ui.i18n import install_language
from editor.ui.panels.options_panel import OptionsPanel, option_specs


@pytest.fixture
def panel(open_panel) -> OptionsPanel:
    return open_panel(OptionsPanel, (460, 800))


def test_every_option_has_a_row_once_every_rule_system_is_shown(panel):
    assert panel.objectName() == "optionsPanel"
    assert "options.golden_rule" in panel.rows and "options.d20.cover_bonus" not in panel.rows
    panel.show_all.setChecked(True)
    assert set(panel.rows) == {spec.key for spec in option_specs()}
    cover = panel.rows["options.d20.cover_bonus"]
    assert cover["label"].text() and "Default: " in cover["explanation"].text()
    assert cover["field"].widget.isVisibleTo(panel)


def test_only_the_rule_systems_own_rows_are_built_at_first(panel):
    """A zone scenario's panel builds the zone game's groups, not the free tables' (a big
    board opens faster); Reset all still sees an option changed in a group not built."""
    assert {row["spec"].group for row in panel.rows.values()} == {
        "general", "river", "movement", "los", "targeting", "icons", "dice", "events",
        "reinforcements", "hard_mode", "reading_order"}
    assert not panel.reset_all.isEnabled()
    options = panel.document.scenario.options
    panel.document.execute(SetValue(
        ("options", "d20", "cover_bonus"), (1, 2, 4), "options.change_option"))
    assert options != panel.document.scenario.options
    assert panel.reset_all.isEnabled()
    assert "options.d20.cover_bonus" not in panel.rows


def test_changing_an_enum_option_is_one_step_and_its_explanation_is_shown(panel, document):
    row = panel.rows["options.river.unaffordable"]
    assert "AMB-4" in row["explanation"].text()
    assert "Default: Skip the tile." in row["explanation"].text()
    assert not row["reset"].isEnabled() and not row["label"].font().bold()
    combo = row["field"]
    combo.widget.setCurrentIndex(combo.values.index(Unaffordable.NEXT_AFFORDABLE))
    assert document.scenario.options.river.unaffordable is Unaffordable.NEXT_AFFORDABLE
    assert len(document.history) == 1
    assert document.history.undo_label() == "options.change_option"
    assert row["reset"].isEnabled() and row["label"].font().bold()
    document.undo()
    assert document.scenario.options.river.unaffordable is Unaffordable.SKIP
    assert combo.widget.currentText() == "Skip the tile" and not row["reset"].isEnabled()


def test_reset_restores_the_default_in_one_step(panel, document):
    document.execute(SetValue(("options", "dice", "defense_cubes"), 3))
    row = panel.rows["options.dice.defense_cubes"]
    assert row["field"].widget.value() == 3
    row["reset"].click()
    assert document.scenario.options.dice.defense_cubes == 1
    assert document.history.undo_label() == "options.reset_option"
    assert len(document.history) == 2


def test_reset_all_is_one_step(panel, document):
    panel.rows["options.golden_rule"]["field"].widget.setCurrentIndex(1)
    panel.rows["options.hard_mode.enabled"]["field"].widget.click()
    assert panel.reset_all.isEnabled()
    panel.reset_all.click()
    assert document.scenario.options == RulesOptions()
    assert len(document.history) == 3 and not panel.reset_all.isEnabled()


def test_optional_numbers_and_orders_have_editors(panel, document):
    redraws = panel.rows["options.river.max_redraws"]["field"].widget
    assert redraws.text() == "Twice the deck size"
    redraws.setValue(6)
    assert document.scenario.options.river.max_redraws == 6
    redraws.setValue(redraws.minimum())
    assert document.scenario.options.river.max_redraws is None
    order = panel.rows["options.movement.path_tie"]["field"]
    wanted = (PathTie.READING, PathTie.DANGER, PathTie.JUMPS)
    order.widget.setCurrentIndex(order.values.index(wanted))
    assert document.scenario.options.movement.path_tie == wanted


def test_the_filter_keeps_the_matching_rows(panel):
    panel.filter.setText("AMB-26")
    visible = [key for key, row in panel.rows.items() if row["label"].isVisibleTo(panel)]
    assert visible == ["options.movement.cube_policy"]
    assert not panel.groups["river"].isVisibleTo(panel)
    panel.filter.clear()
    assert panel.groups["river"].isVisibleTo(panel)


def test_a_free_table_shows_its_own_options(qtbot, sample):
    document = ScenarioDocument(sample("depot-raid"))
    panel = OptionsPanel(document)
    qtbot.addWidget(panel)
    shown = {group for group, box in panel.groups.items() if box.isVisibleTo(panel)}
    assert shown == {"d20", *SOLO_TABLE_GROUPS}  # D20 plays the solo deck too (docs/solo.md)
    cover = panel.rows["options.d20.cover_bonus"]["field"]
    cover.spins[2].setValue(4)
    assert document.scenario.options.d20.cover_bonus == (1, 2, 4)
    panel.show_all.setChecked(True)
    assert all(box.isVisibleTo(panel) for box in panel.groups.values())


def test_a_solo_table_row_is_one_step_and_undo_restores_it(qtbot, sample):
    document = ScenarioDocument(sample("frozen-trench"))
    panel = OptionsPanel(document)
    qtbot.addWidget(panel)
    assert panel.groups["solo_table"].isVisibleTo(panel)
    row = panel.rows["options.solo_table.rf_spot"]
    assert "SOLO-RF-2" in row["explanation"].text()  # the reason, with its rule IDs
    combo = row["field"]
    combo.widget.setCurrentIndex(combo.values.index(RfSpot.READING_ORDER))
    assert document.scenario.options.solo_table.rf_spot is RfSpot.READING_ORDER
    assert document.history.undo_label() == "options.change_option"
    document.undo()
    assert document.scenario.options.solo_table.rf_spot is RfSpot.NEAREST_HEROES
    tolerance = panel.rows["options.solo_table.tie_tolerance_mm"]
    assert "mm" in tolerance["field"].widget.suffix()


def test_the_texts_follow_the_language(qtbot, panel):
    install_language("fr")
    try:
        row = panel.rows["options.river.unaffordable"]
        qtbot.waitUntil(lambda: row["label"].text() == "Énergie insuffisante")
        assert row["explanation"].text().startswith(translate("options.river.unaffordable", "fr"))
        assert row["label"].text() == "Énergie insuffisante"
        assert panel.groups["river"].title() == "Rivière"
    finally:
        install_language("en")
    qtbot.waitUntil(
        lambda: panel.rows["options.river.unaffordable"]["label"].text() != "Énergie insuffisante"
    )
    assert panel.rows["options.river.unaffordable"]["label"].text() == "Not enough energy"


def test_panel_renders_not_blank(qtbot, panel, tmp_path):
    panel.show()
    qtbot.waitExposed(panel)
    path = tmp_path / "options.png"
    assert panel.grab().save(str(path))
    image = QImage(str(path))
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)
    }
    assert len(colours) > 5
