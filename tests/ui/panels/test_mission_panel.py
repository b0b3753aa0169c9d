"""The mission panel: each edit is one undo step that undo restores; conditions, events, options
and effects are added and removed in one step each; the heroes' numbers are reordered in one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from editor.documents.commands import SetValue
from editor.model.mission import ConditionKind, EffectKind, TriggerKind
from editor.ui.panels.mission_panel import MissionPanel


@pytest.fixture
def panel(open_panel) -> MissionPanel:
    return open_panel(MissionPanel, (420, 760))


def mission(document):
    return document.scenario.mission


def numbers(document) -> dict[str, int | None]:
    return {f.id: f.number for f in document.scenario.figures if f.id.startswith("hero")}


def test_shows_the_mission(panel):
    assert panel.objectName() == "missionPanel"
    assert panel.turn_limit.widget.value() == 9
    assert panel.recovery.widget.value() == 5
    assert panel.text_en.widget.toPlainText().startswith("Brumequai")
    assert panel.victory.list.count() == 2 and panel.defeat.list.count() == 3
    assert panel.events.list.count() == 5


def test_turn_limit_edit_is_one_step_and_none_means_no_limit(panel, document):
    spin = panel.turn_limit.widget
    spin.setValue(10)
    spin.setValue(11)
    assert mission(document).turn_limit == 11 and len(document.history) == 1
    assert document.history.undo_label() == "mission.edit_mission"
    spin.editingFinished.emit()
    spin.setValue(spin.minimum())
    assert mission(document).turn_limit is None and spin.text() == "No limit"
    document.undo()
    document.undo()
    assert mission(document).turn_limit == 9 and spin.value() == 9


def test_energy_fields_follow_undo(panel, document):
    panel.energy_start.widget.setValue(12)
    assert mission(document).villain_energy_start == 12
    document.undo()
    assert panel.energy_start.widget.value() == 8
    document.redo()
    assert panel.energy_start.widget.value() == 12


def test_typing_the_mission_text_is_one_step(qtbot, panel, document, sample):
    note = panel.text_fr.widget
    note.moveCursor(note.textCursor().MoveOperation.End)
    qtbot.keyClicks(note, " Fin.")
    assert mission(document).text.fr.endswith("tour. Fin.")
    assert len(document.history) == 1
    document.undo()
    assert note.toPlainText() == sample("night-market").mission.text.fr


def test_too_long_a_text_is_kept_but_not_saved(panel, document, sample):
    panel.text_en.widget.setPlainText("y" * 20_001)
    assert mission(document).text.en == sample("night-market").mission.text.en
    assert panel.message.isVisibleTo(panel)


def test_victory_condition_add_and_remove_are_one_step_each(panel, document, sample):
    victory = panel.victory
    victory.add_button.click()
    assert len(mission(document).victory) == 3 and len(document.history) == 1
    assert document.history.undo_label() == "mission.add_condition"
    assert victory.list.currentRow() == 2
    assert mission(document).victory[2].kind is ConditionKind.ALL_VILLAINS_NEUTRALIZED
    victory.select(0)
    victory.remove_button.click()
    assert [c.kind for c in mission(document).victory] == [
        ConditionKind.FIGURE_NEUTRALIZED,
        ConditionKind.ALL_VILLAINS_NEUTRALIZED,
    ]
    assert len(document.history) == 2
    document.undo()
    document.undo()
    assert mission(document).victory == sample("night-market").mission.victory
    assert victory.list.count() == 2


def test_a_new_condition_kind_names_an_objective(panel, document):
    panel.tabs.setCurrentIndex(2)
    panel.defeat.select(1)  # all heroes out
    form = panel.defeat_form
    assert not form.objective.widget.isVisibleTo(panel)
    form.kind.widget.setCurrentIndex(form.kind.values.index(ConditionKind.OBJECTIVE_REACHED))
    condition = mission(document).defeat[1]
    assert condition.kind is ConditionKind.OBJECTIVE_REACHED
    assert condition.objective == document.scenario.objectives[0].id
    assert form.objective.widget.isVisibleTo(panel)
    assert len(document.history) == 1
    form.count.widget.setValue(3)
    assert mission(document).defeat[1].count == 3


def test_hero_numbering_moves_a_hero_up_in_one_step(panel, document):
    heroes = panel.heroes
    heroes.list.setCurrentRow(1)  # hero-2
    heroes.up.click()
    assert numbers(document) == {"hero-1": 2, "hero-2": 1, "hero-3": 3, "hero-4": 4}
    assert len(document.history) == 1
    assert document.history.undo_label() == "mission.renumber_heroes"
    assert heroes.list.currentItem().data(Qt.ItemDataRole.UserRole) == "hero-2"
    document.undo()
    assert numbers(document) == {"hero-1": 1, "hero-2": 2, "hero-3": 3, "hero-4": 4}
    assert heroes.list.item(0).text().startswith("1. ")


def test_unchecking_a_hero_removes_its_number_and_renumbers(panel, document):
    panel.heroes.list.item(0).setCheckState(Qt.CheckState.Unchecked)
    assert numbers(document) == {"hero-1": None, "hero-2": 1, "hero-3": 2, "hero-4": 3}
    assert len(document.history) == 1
    panel.heroes.list.item(3).setCheckState(Qt.CheckState.Checked)
    assert numbers(document)["hero-1"] == 4


def test_events_options_and_effects_are_added_in_one_step_each(panel, document, sample):
    panel.tabs.setCurrentIndex(3)
    panel.events.add_button.click()
    event = mission(document).events[-1]
    assert event.id == "event-1" and event.trigger.kind is TriggerKind.TURN
    form = panel.event_form
    form.options.add_button.click()
    form.options.add_button.click()
    assert [o.number for o in mission(document).events[-1].options] == [1, 2]
    option_form = form.option_form
    option_form.effects.add_button.click()
    effect_form = option_form.effect_form
    assert not effect_form.amount.widget.isVisibleTo(panel)
    effect_form.kind.widget.setCurrentIndex(effect_form.kind.values.index(EffectKind.GAIN_ENERGY))
    effect_form.amount.widget.setValue(3)
    effect = mission(document).events[-1].options[-1].effects[0]
    assert (effect.kind, effect.amount) == (EffectKind.GAIN_ENERGY, 3)
    assert effect_form.amount.widget.isVisibleTo(panel)
    assert len(document.history) == 6
    labels = []
    while document.history.undo_label():
        labels.append(document.history.undo_label())
        document.undo()
    assert labels[-1] == "mission.add_event" and "mission.add_effect" in labels
    assert mission(document) == sample("night-market").mission
    assert panel.events.list.count() == 5


def test_trigger_kind_change_makes_a_condition(panel, document):
    panel.tabs.setCurrentIndex(3)
    panel.events.select(1)  # midnight, a turn
    form = panel.event_form
    assert form.turn.widget.isVisibleTo(panel) and form.turn.widget.value() == 5
    form.trigger.widget.setCurrentIndex(form.trigger.values.index(TriggerKind.CONDITION))
    trigger = mission(document).events[1].trigger
    assert trigger.kind is TriggerKind.CONDITION and trigger.condition is not None
    assert form.condition.isVisibleTo(panel) and not form.turn.widget.isVisibleTo(panel)
    assert len(document.history) == 1
    document.undo()
    assert form.turn.widget.isVisibleTo(panel)


def test_removing_an_event_option_is_one_step(panel, document):
    panel.events.select(0)
    options = panel.event_form.options
    options.select(1)
    options.remove_button.click()
    assert [o.number for o in mission(document).events[0].options] == [1, 3]
    assert document.history.undo_label() == "mission.remove_option"


def test_an_outside_change_refreshes_the_lists(panel, document):
    panel.tabs.setCurrentIndex(2)
    document.execute(SetValue(("mission", "victory"), ()))
    assert panel.victory.list.count() == 0
    assert not panel.victory.frame.isVisibleTo(panel)
    document.undo()
    assert panel.victory.list.count() == 2


def test_language_change_retranslates(panel):
    panel.tabs.setTabText(0, "")
    QApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))
    assert panel.tabs.tabText(0) == "General"


@pytest.mark.parametrize("tab", range(4))
def test_panel_renders_not_blank(qtbot, panel, tmp_path, tab):
    panel.tabs.setCurrentIndex(tab)
    panel.show()
    qtbot.waitExposed(panel)
    path = tmp_path / "mission.png"
    assert panel.grab().save(str(path))
    image = QImage(str(path))
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)
    }
    assert len(colours) > 5


def test_undoing_a_removal_selects_the_condition_it_brings_back(panel, document):
    """After undoing a list removal the neighbouring row stayed selected, not the item that
    came back; redoing the removal selects where it was, as the removal did."""
    victory = panel.victory
    victory.select(1)
    victory.remove_button.click()
    assert victory.list.currentRow() == 0  # the neighbour, once the last one went
    document.undo()
    assert victory.list.currentRow() == 1  # the condition that came back
    document.redo()
    assert victory.list.currentRow() == 0


def test_an_option_placing_a_token_is_authored_in_the_effect_form(panel, document, qtbot):
    """SOLO-GR-1: the author names the token, the zones the option allows and who wants it;
    the checker then warns when none of those zones is on the board."""
    from editor.model.units import Side
    from editor.rules.checking import check_scenario

    panel.tabs.setCurrentIndex(3)
    panel.events.add_button.click()
    form = panel.event_form
    form.options.add_button.click()
    form.option_form.effects.add_button.click()
    effect_form = form.option_form.effect_form
    assert not effect_form.zones.widget.isVisibleTo(panel)
    effect_form.kind.widget.setCurrentIndex(effect_form.kind.values.index(EffectKind.PLACE_TOKEN))
    assert effect_form.zones.widget.isVisibleTo(panel)
    assert not effect_form.amount.widget.isVisibleTo(panel)
    qtbot.keyClicks(effect_form.token_fr.widget, "Bombe")
    qtbot.keyClicks(effect_form.token_en.widget, "Bomb")
    qtbot.keyClicks(effect_form.zones.widget, "nowhere, gone nowhere")
    qtbot.keyClick(effect_form.zones.widget, Qt.Key.Key_Return)
    effect_form.wanted_by.widget.setCurrentIndex(effect_form.wanted_by.values.index(Side.HERO))
    effect = mission(document).events[-1].options[-1].effects[0]
    assert effect.kind is EffectKind.PLACE_TOKEN
    assert (effect.token.fr, effect.token.en) == ("Bombe", "Bomb")
    assert effect.zones == ("nowhere", "gone") and effect.wanted_by is Side.HERO
    keys = [f.message.key for f in check_scenario(document.scenario)]
    assert "checker.token_nowhere" in keys
    zone = document.scenario.board.zones[0].id
    effect_form.zones.widget.clear()
    qtbot.keyClicks(effect_form.zones.widget, zone)
    qtbot.keyClick(effect_form.zones.widget, Qt.Key.Key_Return)
    assert mission(document).events[-1].options[-1].effects[0].zones == (zone,)
    assert "checker.token_nowhere" not in [f.message.key for f in check_scenario(document.scenario)]
    assert "Bomb" in form.option_form.effects.list.item(0).text()
