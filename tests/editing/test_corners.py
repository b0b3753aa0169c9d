"""Reshaping outlines corner by corner: a corner is where outlines meet, so moving, inserting
or deleting it acts on every zone that has it, and no outline may cross itself (PRODUCT §4)."""

from __future__ import annotations

from editor.board.snapping import corner_owners
from editor.editing.corners import DeleteCorner, InsertCorner, MoveCorner
from editor.editing.zones import RederiveBorders
from editor.model.board import Border, Zone
from tests.editing.helpers import board_document, do_undo_redo, refused, zone


def _pair():
    return board_document(zone("a", 0, 0), zone("b", 100, 0))


def test_a_shared_corner_moves_in_every_zone_that_has_it():
    document = _pair()
    owners = corner_owners(document.scenario.board, (100.0, 100.0))
    assert set(owners) == {"a", "b"}
    after = do_undo_redo(document, MoveCorner(owners, (100.0, 100.0), (120.0, 110.0)))
    assert after.board.zone("a").polygon == ((0, 0), (100, 0), (120.0, 110.0), (0, 100))
    assert after.board.zone("b").polygon == ((100, 0), (200, 0), (200, 100), (120.0, 110.0))


def test_a_corner_drag_moves_from_the_outlines_it_began_with():
    document = _pair()
    owners = corner_owners(document.scenario.board, (100.0, 100.0))
    with document.macro("board.move_vertex"):
        document.execute(MoveCorner(owners, (100.0, 100.0), (120.0, 110.0)))
        document.execute(MoveCorner(owners, (100.0, 100.0), (90.0, 120.0)))
        document.execute(RederiveBorders())
    board = document.scenario.board
    assert (90.0, 120.0) in board.zone("a").polygon and (120.0, 110.0) not in board.zone("a").polygon
    assert board.borders == (Border("a", "b"),) and len(document.history) == 1


def test_a_corner_is_refused_where_an_outline_would_cross_itself():
    document = _pair()
    owners = corner_owners(document.scenario.board, (100.0, 100.0))
    # past a's far side, a's outline (0,0) (100,0) (-50,50) (0,100) would cross itself
    refused(document, MoveCorner(owners, (100.0, 100.0), (-50.0, 50.0)), "board.corner_would_cross")


def test_a_corner_inserted_on_a_shared_edge_goes_into_both_zones():
    document = _pair()
    after = do_undo_redo(document, InsertCorner((100.0, 40.0)))
    assert after.board.zone("a").polygon == ((0, 0), (100, 0), (100.0, 40.0), (100, 100), (0, 100))
    assert after.board.zone("b").polygon == ((100, 0), (200, 0), (200, 100), (100, 100), (100.0, 40.0))


def test_a_deleted_corner_leaves_every_zone_that_had_it_and_borders_follow():
    a = Zone("a", polygon=((0.0, 0.0), (100.0, 0.0), (100.0, 50.0), (100.0, 100.0), (0.0, 100.0)))
    b = Zone("b", polygon=((100.0, 0.0), (200.0, 0.0), (200.0, 100.0), (100.0, 100.0), (100.0, 50.0)))
    document = board_document(a, b, board_fields={"borders": (Border("a", "b"),)})
    after = do_undo_redo(document, DeleteCorner((100.0, 50.0)))
    assert after.board.zone("a").polygon == ((0, 0), (100, 0), (100, 100), (0, 100))
    assert after.board.zone("b").polygon == ((100, 0), (200, 0), (200, 100), (100, 100))
    assert after.board.borders == (Border("a", "b"),)


def test_a_zone_keeps_at_least_three_corners():
    triangle = Zone("t", polygon=((0.0, 0.0), (100.0, 0.0), (0.0, 100.0)))
    document = board_document(triangle)
    refused(document, DeleteCorner((100.0, 0.0)), "board.zone_needs_three_corners")


def test_a_point_that_is_no_zone_corner_changes_nothing():
    document = _pair()
    assert not document.execute(DeleteCorner((50.0, 50.0)))
    assert not document.execute(InsertCorner((50.0, 50.0)))  # on no edge
