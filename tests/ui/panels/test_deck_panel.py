"""The solo deck panel on the night-market sample: every card field is one undo step that undo
reverts; nonsense slots are refused with a message; cards are added, duplicated and removed; the
selected card is drawn by the card renderer; the statistics follow the deck; the panel follows
undo/redo and the language without disturbing typing."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from editor.documents.commands import SetValue
from editor.documents.document import ScenarioDocument
from editor.model.deck import ActionIcon, Arrow, Criterion, Preference
from editor.model.defaults import default_deck
from editor.model.units import AttackKind
from editor.ui.panels.deck_card_form import parse_slots
from editor.ui.panels.deck_panel import DeckPanel
from tests.ui.board.gestures import night_market


@pytest.fixture
def panel(open_panel) -> DeckPanel:
    return open_panel(DeckPanel, (420, 900), shown=True)


def card(document, card_id: str):
    return next(c for c in document.scenario.deck.cards if c.id == card_id)


def choose(combo, data) -> None:
    combo.setCurrentIndex(combo.findData(data))
    assert combo.currentIndex() >= 0, data
    combo.activated.emit(combo.currentIndex())


def type_into(edit, text: str) -> None:
    edit.setText(text)
    edit.editingFinished.emit()


def stat_row(panel, section: str, name: str) -> tuple[str, str]:
    tree = panel.stats
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        if top.text(0) == section:
            for j in range(top.childCount()):
                if top.child(j).text(0) == name:
                    return top.child(j).text(1), top.child(j).text(2)
    raise AssertionError(f"no row {name!r} in {section!r}")


def test_the_cards_are_listed_and_the_first_one_is_drawn(panel, document):
    assert panel.objectName() == "deckPanel"
    assert panel.card_list.count() == 24
    assert panel.card_list.item(0).text() == "nm-01  [1]"
    assert panel.card_list.item(6).text() == "nm-07  [♛]"
    assert panel.selected_card == "nm-01"
    face = panel.preview.face()
    assert face is not None and face.template.what == "solo-deck"
    assert face.fields["key_phrase"] == "fewest wounds"
    image = panel.preview.grab().toImage()
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 5) for y in range(0, image.height(), 5)
    }
    assert len(colours) > 20, "the renderer drew the card"


def test_every_card_field_is_one_undo_step(panel, document, one_step_then_undo):
    form = panel.form
    edits = [
        lambda: type_into(form.slots, "1, 3"),
        form.leader.click,
        lambda: choose(form.icons[1], ActionIcon.DEFEND_HERO_OBJECTIVE.value),
        lambda: choose(form.burst, "ranged"),
        lambda: form.bottom.setValue(4),
        lambda: choose(form.arrow, Arrow.UP.value),
        form.clean.click,
        lambda: choose(form.key_phrase, "closest"),
        lambda: choose(form.key_phrase, ""),
    ]
    for edit in edits:
        one_step_then_undo(edit)
    choose(form.icons[2], ActionIcon.RANGED.value)
    choose(form.burst, "ranged,melee")
    type_into(form.slots, "2 5")
    changed = card(document, "nm-01")
    assert changed.icons == (ActionIcon.MELEE, ActionIcon.RANGED, ActionIcon.RANGED)
    assert changed.burst == (AttackKind.RANGED, AttackKind.MELEE)
    assert changed.tile_numbers == (2, 5)
    assert panel.card_list.item(0).text() == "nm-01  [2 · 5]"
    assert panel.preview.face().fields["tiles"] == ["2", "5"]
    assert document.history.undo_label() == "deck.set_tiles"


def test_key_phrase_fields_are_one_step_each_and_shared_by_its_cards(
    panel, document, one_step_then_undo
):
    form = panel.form
    assert form.phrase_box.isVisibleTo(panel) and "on 5 cards" in form.phrase_box.title()
    one_step_then_undo(lambda: type_into(form.phrase_en, "least hurt"))
    one_step_then_undo(lambda: choose(form.criterion, Criterion.HIT_POINTS.value))
    one_step_then_undo(lambda: choose(form.prefer, Preference.HIGHEST.value))
    type_into(form.phrase_en, "least hurt")
    assert form.key_phrase.currentText() == "least hurt"
    panel.card_list.setCurrentRow(8)  # nm-09 prints the same phrase
    assert panel.form.phrase_en.text() == "least hurt"


def test_a_new_key_phrase_is_one_step(panel, document, one_step_then_undo):
    one_step_then_undo(panel.form.new_phrase_button.click)
    panel.form.new_phrase_button.click()
    assert card(document, "nm-01").key_phrase == "phrase-1"
    assert document.scenario.deck.key_phrases[-1].text.fr == "nouvelle phrase clé"


def test_a_key_phrase_can_be_removed_from_the_deck_in_one_step(panel, document):
    """Key phrases could be added but not removed: "−" removes the card's phrase from the
    deck and from every card that prints it, in one undo step."""
    form = panel.form
    phrase = card(document, "nm-01").key_phrase
    printing = [c.id for c in document.scenario.deck.cards if c.key_phrase == phrase]
    assert phrase and len(printing) > 1 and form.remove_phrase_button.isEnabled()
    steps = len(document.history)
    form.remove_phrase_button.click()
    deck = document.scenario.deck
    assert phrase not in {p.id for p in deck.key_phrases}
    assert all(card(document, c).key_phrase == "" for c in printing)
    assert len(document.history) == steps + 1
    assert document.history.undo_label() == "deck.remove_key_phrase"
    assert not form.remove_phrase_button.isEnabled() and form.key_phrase.currentData() == ""
    document.undo()
    assert card(document, "nm-01").key_phrase == phrase


@pytest.mark.parametrize("nonsense", ["abc", "0", "21", "1, 2, 3", "", "1.5", "-2"])
def test_nonsense_slots_are_refused_with_a_message(panel, document, nonsense):
    before = document.scenario
    type_into(panel.form.slots, nonsense)
    assert document.scenario is before and len(document.history) == 0
    assert panel.message.isVisibleTo(panel) and panel.message.text()


def test_a_leader_only_card_keeps_its_leader_symbol(panel, document):
    panel.card_list.setCurrentRow(6)  # nm-07: leader, no slot
    assert panel.form.slots.text() == ""
    panel.form.leader.click()
    assert len(document.history) == 0 and card(document, "nm-07").leader
    assert panel.form.leader.isChecked() and panel.message.isVisibleTo(panel)
    type_into(panel.form.slots, "2")
    panel.form.leader.click()
    assert card(document, "nm-07").tile_numbers == (2,) and not card(document, "nm-07").leader
    assert len(document.history) == 2


def test_adding_duplicating_and_removing_cards(panel, document, one_step_then_undo):
    one_step_then_undo(panel.add_button.click)
    one_step_then_undo(panel.duplicate_button.click)
    one_step_then_undo(panel.remove_button.click)
    panel.card_list.setCurrentRow(2)
    panel.duplicate_button.click()
    copy = document.scenario.deck.cards[3]
    assert copy.id == "nm-03-1" and panel.selected_card == "nm-03-1"
    assert dataclasses.replace(copy, id="nm-03") == card(document, "nm-03")
    panel.add_button.click()
    assert document.scenario.deck.cards[4].id == "card-1"
    panel.remove_button.click()
    assert len(document.scenario.deck.cards) == 25
    assert document.history.undo_label() == "deck.remove_card"


def test_the_statistics_count_the_deck_and_follow_edits(panel, document):
    assert stat_row(panel, "River slots (share of cards)", "Slot 1") == ("5", "21 %")
    assert stat_row(panel, "First icon", "Melee attack") == ("6", "25 %")
    assert stat_row(panel, "All icons (share of printed icons)", "Melee attack") == ("19", "26 %")
    assert stat_row(panel, "Key phrases", "closest") == ("5", "21 %")
    type_into(panel.form.slots, "7")
    assert stat_row(panel, "River slots (share of cards)", "Slot 1") == ("4", "17 %")
    slot_7 = "Slot 7 — the river has no such slot"
    assert stat_row(panel, "River slots (share of cards)", slot_7) == ("1", "4 %")
    document.undo()
    assert stat_row(panel, "River slots (share of cards)", "Slot 1") == ("5", "21 %")


def test_the_panel_follows_undo_and_redo(panel, document):
    document.execute(SetValue(("deck", "cards", 0, "bottom_number"), 9))
    assert panel.form.bottom.value() == 9
    assert panel.preview.card.bottom_number == 9
    document.undo()
    assert panel.form.bottom.value() == 1 and panel.preview.card.bottom_number == 1
    document.redo()
    assert panel.preview.face().fields["bottom_number"] == "9"


def test_typing_in_a_field_survives_a_refresh(qtbot, panel, document):
    edit = panel.form.phrase_fr
    panel.activateWindow()
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    edit.end(False)
    qtbot.keyClicks(edit, " du groupe")
    cursor = edit.cursorPosition()
    document.execute(SetValue(("deck", "cards", 0, "bottom_number"), 3))
    assert edit.hasFocus() and edit.text() == "le moins de blessures du groupe"
    assert edit.cursorPosition() == cursor
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert document.scenario.deck.key_phrases[0].text.fr == "le moins de blessures du groupe"


def test_parse_slots():
    assert parse_slots("1, 3") == (1, 3) and parse_slots(" 2 ") == (2,) and parse_slots("") == ()
    assert parse_slots("1 2 3") is None and parse_slots("x") is None and parse_slots("0") is None


def test_a_scenario_without_deck_can_take_the_default_deck(qtbot):
    document = ScenarioDocument(dataclasses.replace(night_market(), deck=None))
    panel = DeckPanel(document)
    qtbot.addWidget(panel)
    assert panel.use_default_button.isVisibleTo(panel) and not panel.tabs.isVisibleTo(panel)
    panel.use_default_button.click()
    assert document.scenario.deck == default_deck() and len(document.history) == 1
    assert panel.card_list.count() == len(default_deck().cards)


def test_language_switch_updates_catalogue_and_authored_texts(qtbot, panel):
    from editor.ui.i18n import install_language

    install_language("fr")
    QCoreApplication.sendPostedEvents()
    qtbot.waitUntil(lambda: panel.form.icons[0].currentText() == "Attaque au corps à corps")
    assert panel.form.key_phrase.currentText() == "le moins de blessures"
    assert stat_row(panel, "Phrases clés", "le plus proche")[0] == "5"  # the Qt text is French too
    assert panel.preview.lang == "fr"
    assert panel.preview.face().fields["key_phrase"] == "le moins de blessures"


def test_the_panel_renders(panel):
    image = panel.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, 500, 7)}
    assert len(colours) > 20


def test_undoing_a_card_removal_selects_the_card_it_brings_back(panel, document):
    panel.card_list.setCurrentRow(2)
    removed = panel.selected_card
    panel.remove_button.click()
    assert panel.selected_card != removed
    document.undo()
    assert panel.selected_card == removed and panel.card_list.currentRow() == 2
