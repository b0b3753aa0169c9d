"""Units reused from the library (PRODUCT §4: units live in the library and are reused across
scenarios): added under their own ids with their portraits, separated under a fresh id with
every reference following, and a unit from elsewhere that differs from the library's of the
same id renamed before it can overwrite it."""

from __future__ import annotations

import dataclasses

from editor.editing.library_units import (
    AddLibraryUnits,
    SeparateUnit,
    free_unit_id,
    separated_units,
)
from editor.model.scenario import ImageAsset
from editor.model.text import Text
from editor.model.units import Side, SoloProfile, Unit
from tests.editing.helpers import HERO, board_document, do_undo_redo, in_zone, refused, zone

PNG = b"\x89PNG\r\n\x1a\n" + b"0" * 16
WARDEN = Unit(
    "warden", Text.both("Warden"), Side.HERO, SoloProfile(), portrait="images/warden.png"
)
WARDEN_PORTRAIT = ImageAsset("images/warden.png", PNG)
THUG = Unit("brute", Text.both("Brute"), Side.VILLAIN, SoloProfile())


def test_library_units_come_with_their_portraits_under_their_own_ids():
    document = board_document()
    command = AddLibraryUnits([WARDEN, THUG, HERO], [WARDEN_PORTRAIT])
    after = do_undo_redo(document, command)
    assert [u.id for u in after.units] == ["ranger", "thug", "warden", "brute"]
    assert after.unit("warden") == WARDEN  # the library's unit itself, not a copy
    assert WARDEN_PORTRAIT in after.images
    assert command.added == ["warden", "brute"]  # the ranger was there already


def test_a_portrait_the_scenario_names_otherwise_is_refused():
    other = ImageAsset("images/warden.png", PNG + b"1")
    document = board_document(images=(other,))
    refused(document, AddLibraryUnits([WARDEN], [WARDEN_PORTRAIT]), "unit.portrait_taken")
    refused(board_document(), AddLibraryUnits([WARDEN], []), "unit.portrait_missing")
    same = board_document(images=(WARDEN_PORTRAIT,))
    after = do_undo_redo(same, AddLibraryUnits([WARDEN], [WARDEN_PORTRAIT]))
    assert after.images == (WARDEN_PORTRAIT,)


def test_a_separate_copy_takes_a_fresh_id_and_its_figures_follow():
    document = board_document(zone("a", 0, 0), figures=(in_zone("ranger-1", HERO, "a"),))
    after = do_undo_redo(document, SeparateUnit("ranger", "ranger-2"))
    assert [u.id for u in after.units] == ["ranger-2", "thug"]
    assert after.figures[0].unit == "ranger-2"
    assert dataclasses.replace(after.units[0], id="ranger") == HERO


def test_free_ids_skip_what_is_taken():
    assert free_unit_id("ranger", {"ranger", "ranger-2"}) == "ranger-3"


def test_units_from_elsewhere_that_differ_from_the_library_are_renamed():
    """The file's ranger differs from the library's: saving it would have changed the
    library's ranger for every scenario using it, so it becomes ranger-2 (ranger-2 and -3
    taken in the library: ranger-4). The thug is the library's own: kept."""
    document = board_document(zone("a", 0, 0), figures=(in_zone("ranger-1", HERO, "a"),))
    library_ranger = dataclasses.replace(HERO, name=Text.both("Old ranger"))
    library = {"ranger": library_ranger, "thug": document.scenario.unit("thug")}
    ids = {"ranger", "ranger-2", "ranger-3", "thug", "other"}
    separated = separated_units(document.scenario, library, ids)
    assert [u.id for u in separated.units] == ["ranger-4", "thug"]
    assert separated.figures[0].unit == "ranger-4"
    assert separated_units(document.scenario, {}, set()) == document.scenario
