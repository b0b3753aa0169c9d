"""Reinforcement areas of a free table as commands (docs/solo.md "Free tables", SOLO-RF-1/2):
drawn with a fresh id and a name in both languages, moved, reshaped, renamed and deleted, each
one undo step."""

from __future__ import annotations

from editor.editing.table_areas import (
    AddReinforcementArea,
    DeleteReinforcementArea,
    MoveAreaCorner,
    MoveReinforcementArea,
    RenameReinforcementArea,
    ReshapeReinforcementArea,
)
from editor.model.text import Text
from tests.editing.helpers import do_undo_redo, refused, square, table_document


def _drawn():
    document = table_document()
    command = AddReinforcementArea(square(100, 0, 80))
    after = do_undo_redo(document, command)
    return document, command, after


def test_a_drawn_area_gets_a_fresh_id_and_a_numbered_name():
    document, command, after = _drawn()
    area = after.board.reinforcement_areas[-1]
    assert command.area_id == area.id == "area-1"
    assert area.polygon == square(100, 0, 80)
    assert (area.name.en, area.name.fr) == ("Reinforcement area 1", "Zone de renfort 1")
    second = AddReinforcementArea(square(300, 0, 80))
    do_undo_redo(document, second)
    assert second.area_id == "area-2"


def test_an_outline_that_crosses_itself_is_refused():
    bow_tie = ((0.0, 0.0), (50.0, 50.0), (50.0, 0.0), (0.0, 50.0))
    refused(table_document(), AddReinforcementArea(bow_tie), "table_editor.area_crosses_itself")
    document, _command, _after = _drawn()
    refused(document, ReshapeReinforcementArea("area-1", bow_tie),
            "table_editor.area_crosses_itself")


def test_an_area_moves_whole_and_by_one_corner():
    document, _command, _after = _drawn()
    # square(100, 0, 80) = (100,0) (180,0) (180,80) (100,80); moved by (+10, +20)
    after = do_undo_redo(document, MoveReinforcementArea("area-1", 10.0, 20.0))
    assert after.board.reinforcement_areas[0].polygon == (
        (110, 20), (190, 20), (190, 100), (110, 100))
    after = do_undo_redo(document, MoveAreaCorner("area-1", 2, (200.0, 120.0)))
    assert after.board.reinforcement_areas[0].polygon[2] == (200.0, 120.0)
    refused(document, MoveAreaCorner("area-1", 2, (110.0, -50.0)),
            "table_editor.corner_would_cross")


def test_an_area_is_reshaped_renamed_and_deleted():
    document, _command, _after = _drawn()
    triangle = ((0.0, 0.0), (120.0, 0.0), (0.0, 90.0))
    after = do_undo_redo(document, ReshapeReinforcementArea("area-1", triangle))
    assert after.board.reinforcement_areas[0].polygon == triangle
    after = do_undo_redo(document, RenameReinforcementArea("area-1", Text("Nord", "North")))
    assert after.board.reinforcement_areas[0].name == Text("Nord", "North")
    after = do_undo_redo(document, DeleteReinforcementArea("area-1"))
    assert after.board.reinforcement_areas == ()
