"""Naming a unit (PRODUCT §2b, authored text in French and English): while the other
language still holds the new unit's default name, it takes the name typed in one language;
a name the author gave in both languages is left alone."""

from __future__ import annotations

from editor.documents.document import ScenarioDocument
from editor.editing.units import RenameUnit, name_follows, new_unit_name
from editor.model.board import ZoneBoard
from editor.model.scenario import RuleSystem, Scenario
from editor.model.text import Text
from editor.model.units import Side, SoloProfile, Unit
from tests.editing.helpers import do_undo_redo


def _document(name: Text) -> ScenarioDocument:
    unit = Unit("unit-1", name, Side.HERO, SoloProfile())
    return ScenarioDocument(Scenario("s", RuleSystem.ZONE_SOLO, ZoneBoard(), units=(unit,)))


def test_a_new_unit_is_named_from_the_catalogue_in_both_languages():
    assert new_unit_name() == Text(fr="Nouvelle unité", en="New unit")


def test_an_english_name_replaces_the_french_default_too():
    document = _document(new_unit_name())
    name = document.scenario.units[0].name
    assert name_follows(name, "en")
    after = do_undo_redo(document, RenameUnit("unit-1", name, "en", "Ash Warden", True))
    assert after.units[0].name == Text(fr="Ash Warden", en="Ash Warden")


def test_typing_letter_by_letter_is_one_step_and_the_other_language_follows_to_the_end():
    document = _document(new_unit_name())
    follow = name_follows(document.scenario.units[0].name, "en")
    for typed in ("A", "As", "Ash"):  # after "A", French no longer holds the default
        name = document.scenario.units[0].name
        document.execute(RenameUnit("unit-1", name, "en", typed, follow, merge_key="typing"))
    assert document.scenario.units[0].name == Text(fr="Ash", en="Ash")
    assert len(document.history) == 1


def test_a_translated_name_is_left_alone():
    name = Text(fr="Gardien des cendres", en="Ash Warden")
    document = _document(name)
    assert not name_follows(name, "en") and not name_follows(name, "fr")
    after = do_undo_redo(document, RenameUnit("unit-1", name, "en", "Ash Keeper", False))
    assert after.units[0].name == Text(fr="Gardien des cendres", en="Ash Keeper")
