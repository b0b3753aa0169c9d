"""Painting terrain and elevation (PRODUCT §4; adjacency defaults of editor.board.adjacency:
open between equal levels, a climb from the lower side between different ones): a border still
at its default follows the new levels, a border the author changed is left alone."""

from __future__ import annotations

from editor.editing.terrain import (
    FollowElevation,
    PaintTerrain,
    SetElevation,
    Terrain,
    painted,
)
from editor.model.board import Border, BorderKind, Danger, DangerTrigger
from tests.editing.helpers import board_document, do_undo_redo, zone


def test_terrain_is_added_taken_away_or_cleared():
    document = board_document(zone("a", 0, 0), zone("b", 100, 0, difficult=True))
    after = do_undo_redo(document, PaintTerrain(["a", "b"], Terrain.WATER))
    assert after.board.zone("a").water and after.board.zone("b").water
    after = do_undo_redo(document, PaintTerrain(["b"], Terrain.WATER, erase=True))
    assert not after.board.zone("b").water and after.board.zone("b").difficult
    after = do_undo_redo(document, PaintTerrain(["a", "b"], Terrain.PLAIN))
    plain = after.board.zone("b")
    assert not (plain.water or plain.difficult or plain.promontory) and plain.danger is None


def test_a_dangerous_zone_keeps_its_danger_when_painted_dangerous_again():
    danger = Danger(DangerTrigger.END, dice=())
    document = board_document(zone("a", 0, 0, danger=danger), zone("b", 100, 0))
    after = do_undo_redo(document, PaintTerrain(["a", "b"], Terrain.DANGEROUS))
    assert after.board.zone("a").danger == danger and after.board.zone("b").danger == Danger()
    assert painted(after.board.zone("a"), Terrain.DANGEROUS, erase=True).danger is None


def test_painting_what_is_there_already_leaves_no_step():
    document = board_document(zone("a", 0, 0, water=True))
    assert not document.execute(PaintTerrain(["a", "gone"], Terrain.WATER))
    assert not document.execute(SetElevation(["a"], 0))
    assert len(document.history) == 0


def _pair(border: Border, **b_fields):
    return board_document(
        zone("a", 0, 0), zone("b", 100, 0, **b_fields), board_fields={"borders": (border,)}
    )


def test_a_default_border_becomes_a_climb_from_the_lower_side():
    document = _pair(Border("a", "b"))
    after = do_undo_redo(document, SetElevation(["b"], 2))
    assert after.board.zone("b").elevation == 2
    assert after.board.borders == (Border("a", "b", BorderKind.CLIMB),)
    after = do_undo_redo(document, SetElevation(["a"], 3))  # now a is the higher one
    assert after.board.borders == (Border("b", "a", BorderKind.CLIMB),)


def test_a_border_the_author_changed_does_not_follow():
    document = _pair(Border("a", "b", BorderKind.DOOR))
    after = do_undo_redo(document, SetElevation(["b"], 2))
    assert after.board.borders == (Border("a", "b", BorderKind.DOOR),)


def test_without_following_only_the_levels_change():
    document = _pair(Border("a", "b"))
    after = do_undo_redo(document, SetElevation(["b"], 2, follow_borders=False))
    assert after.board.borders == (Border("a", "b"),)


def test_a_stroke_follows_from_the_board_as_it_found_it():
    """a at 0, b at 1, their border a climb from b into a (not the default, which climbs from
    a): painting both at 2 leaves it alone. Following after each zone would not: once a is at
    2, that climb from b is the default, and painting b would open it."""
    climb_from_b = Border("b", "a", BorderKind.CLIMB)
    one_shot = _pair(climb_from_b, elevation=1)
    one_shot.execute(SetElevation(["a", "b"], 2))
    stroke = _pair(climb_from_b, elevation=1)
    before = stroke.scenario.board
    with stroke.macro("board.paint_elevation"):
        stroke.execute(SetElevation(["a"], 2, follow_borders=False))
        stroke.execute(SetElevation(["b"], 2, follow_borders=False))
        stroke.execute(FollowElevation(before))
    assert stroke.scenario == one_shot.scenario
    assert stroke.scenario.board.borders == (climb_from_b,)
    assert len(stroke.history) == 1
    zone_by_zone = _pair(climb_from_b, elevation=1)
    zone_by_zone.execute(SetElevation(["a"], 2))
    zone_by_zone.execute(SetElevation(["b"], 2))
    assert zone_by_zone.scenario.board.borders == (Border("a", "b"),)


def test_levels_spun_with_one_merge_key_are_one_undo_step():
    """A spin box stepped 0 → 1 → 2 is one step: undo goes back to 0 with the border open
    again, redo to 2 with the climb; another key starts a new step."""
    document = _pair(Border("a", "b"))
    before = document.scenario
    document.execute(SetElevation(["b"], 1, merge_key="spin:1"))
    document.execute(SetElevation(["b"], 2, merge_key="spin:1"))
    after = document.scenario
    assert after.board.zone("b").elevation == 2
    assert after.board.borders == (Border("a", "b", BorderKind.CLIMB),)
    assert len(document.history) == 1
    document.execute(SetElevation(["b"], 3, merge_key="spin:2"))
    assert len(document.history) == 2
    document.undo()
    assert document.scenario == after
    document.undo()
    assert document.scenario == before
    document.redo()
    assert document.scenario == after


def test_a_level_set_elsewhere_than_by_the_paint_tool_names_its_step():
    document = _pair(Border("a", "b"))
    document.execute(SetElevation(["b"], 1, label="properties.edit_zone"))
    assert document.history.undo_label() == "properties.edit_zone"
