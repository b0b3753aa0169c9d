"""Borders, walls and line-of-sight overrides (PRODUCT §4): a border's field edit merges with
the next edit of that field, a swap reverses the border and its costs, a wall gets a fresh id,
and flipping a line of sight keeps an override only where it departs from the derived LOS."""

from __future__ import annotations

from dataclasses import replace

from editor.board.los import LosView, compute_los_table, effective_los
from editor.editing.borders import AddWall, DeleteWalls, EditBorder, FlipLineOfSight, SwapBorder
from editor.model.board import Border, BorderKind, LosOverride, LosTable, Wall
from tests.editing.helpers import board_document, do_undo_redo, zone


def _pair(**board_fields):
    board_fields.setdefault("borders", (Border("a", "b", cost_ab=1, cost_ba=3),))
    return board_document(zone("a", 0, 0), zone("b", 100, 0), board_fields=board_fields)


def test_spinning_one_field_of_one_border_is_one_step():
    document = _pair()
    before = document.scenario
    for cost in (2, 3, 4):
        border = document.scenario.board.borders[0]
        document.execute(EditBorder(0, border, "cost_ab", cost))
    assert document.scenario.board.borders[0].cost_ab == 4 and len(document.history) == 1
    border = document.scenario.board.borders[0]
    document.execute(EditBorder(0, border, "kind", BorderKind.WINDOW))
    assert len(document.history) == 2  # another field: another step
    document.undo()
    document.undo()
    assert document.scenario == before


def test_a_swapped_border_falls_the_other_way_with_its_costs():
    document = _pair()
    border = document.scenario.board.borders[0]
    after = do_undo_redo(document, SwapBorder(0, border))
    assert after.board.borders == (Border("b", "a", cost_ab=3, cost_ba=1),)


def test_a_wall_gets_a_fresh_id():
    document = _pair(walls=(Wall("wall-1", ((0.0, 0.0), (10.0, 0.0))),))
    command = AddWall([(0.0, 100.0), (200.0, 100.0)])
    after = do_undo_redo(document, command)
    assert command.wall_id == "wall-2"
    assert after.board.walls[-1] == Wall("wall-2", ((0.0, 100.0), (200.0, 100.0)))


def _view(sees: dict[str, set[str]]) -> LosView:
    visible = {viewer: frozenset(seen) for viewer, seen in sees.items()}
    viewers = {t: frozenset(v for v, seen in visible.items() if t in seen) for t in visible}
    return LosView(visible, viewers)


def test_flipping_a_derived_line_of_sight_adds_an_override_and_flipping_back_removes_it():
    table = LosTable("h", (("a", ("a", "b")), ("b", ("a", "b"))))
    document = _pair(los=table)
    view = _view({"a": {"a", "b"}, "b": {"a", "b"}})
    after = do_undo_redo(document, FlipLineOfSight("a", "b", view, table))
    assert after.board.los_overrides == (LosOverride("a", "b", False),)
    hidden = _view({"a": {"a"}, "b": {"a", "b"}})
    after = do_undo_redo(document, FlipLineOfSight("a", "b", hidden, table))
    assert after.board.los_overrides == ()  # back to the derived value: no override kept


def test_an_override_against_the_derived_value_is_turned_over():
    table = LosTable("h", (("a", ("a",)), ("b", ("b",))))
    document = _pair(los=table, los_overrides=(LosOverride("a", "b", True),))
    view = _view({"a": {"a", "b"}, "b": {"b"}})
    after = do_undo_redo(document, FlipLineOfSight("a", "b", view, table))
    assert after.board.los_overrides == ()  # unseen, as derived
    document.execute(FlipLineOfSight("b", "a", _view({"a": {"a"}, "b": {"b"}}), None))
    assert document.scenario.board.los_overrides == (LosOverride("b", "a", True),)


def compute_board_los(scenario):
    """The board with its derived LOS table, as saving stamps it."""
    board = scenario.board
    return replace(board, los=compute_los_table(board, scenario.options.los))


def _walled_pair():
    """a | b sharing the edge x = 100 from y = 0 to 100, their border still the default."""
    return board_document(
        zone("a", 0, 0), zone("b", 100, 0), board_fields={"borders": (Border("a", "b"),)}
    )


def test_a_wall_drawn_along_a_default_border_makes_it_a_wall_that_blocks_sight():
    """PRODUCT §2b: line of sight is blocked by a wall. A wall drawn over an edge is what the
    derivation makes of a walled edge: a wall border, blocking line of sight, both ways."""
    document = _walled_pair()
    after = do_undo_redo(document, AddWall([(100.0, 0.0), (100.0, 100.0)]))
    assert after.board.borders == (Border("a", "b", BorderKind.WALL, blocks_los=True),)
    view = effective_los(compute_board_los(after), after.options.los)
    assert not view.sees("a", "b") and not view.sees("b", "a")


def test_a_wall_leaves_a_border_the_author_set_alone():
    door = Border("a", "b", BorderKind.DOOR, cost_ab=1)
    document = board_document(
        zone("a", 0, 0), zone("b", 100, 0), board_fields={"borders": (door,)}
    )
    after = do_undo_redo(document, AddWall([(100.0, 0.0), (100.0, 100.0)]))
    assert after.board.borders == (door,)


def test_a_wall_across_part_of_an_edge_leaves_its_border_open():
    document = _walled_pair()
    after = do_undo_redo(document, AddWall([(100.0, 0.0), (100.0, 40.0)]))
    assert after.board.borders == (Border("a", "b"),)


def test_deleting_the_wall_gives_the_border_its_default_back():
    document = _walled_pair()
    document.execute(AddWall([(100.0, 0.0), (100.0, 100.0)]))
    after = do_undo_redo(document, DeleteWalls(["wall-1"]))
    assert after.board.walls == () and after.board.borders == (Border("a", "b"),)
    assert document.history.undo_label() == "board.delete_wall"


def test_choosing_the_wall_kind_blocks_sight_and_another_kind_lets_it_through():
    document = _walled_pair()
    border = document.scenario.board.borders[0]
    document.execute(EditBorder(0, border, "kind", BorderKind.WALL))
    walled = document.scenario.board.borders[0]
    assert (walled.kind, walled.blocks_los) == (BorderKind.WALL, True)
    document.execute(EditBorder(0, walled, "kind", BorderKind.DOOR))
    door = document.scenario.board.borders[0]
    assert (door.kind, door.blocks_los) == (BorderKind.DOOR, False)


def test_a_low_wall_the_author_made_see_through_stays_so_when_its_kind_changes():
    document = board_document(
        zone("a", 0, 0),
        zone("b", 100, 0),
        board_fields={"borders": (Border("a", "b", BorderKind.WINDOW, blocks_los=True),)},
    )
    border = document.scenario.board.borders[0]
    document.execute(EditBorder(0, border, "kind", BorderKind.WALL))
    assert document.scenario.board.borders[0].blocks_los  # the author's tick, kept
    border = document.scenario.board.borders[0]
    document.execute(EditBorder(0, border, "blocks_los", False))
    border = document.scenario.board.borders[0]
    document.execute(EditBorder(0, border, "kind", BorderKind.DOOR))
    assert not document.scenario.board.borders[0].blocks_los
