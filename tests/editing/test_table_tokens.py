"""What stands on a free table, as commands (PRODUCT §4: "figures with base, height and
facing"): figures and objectives stay on the table, a piece never leaves it entirely, a new
figure faces the far side, a turn of the wheel is one step, and a deletion is one step."""

from __future__ import annotations

from editor.editing.table_tokens import (
    DeleteTableItems,
    MoveTableItems,
    MoveTableToken,
    PlaceTableFigure,
    PlaceTableObjective,
    TurnFigure,
)
from editor.model.mission import Condition, ConditionKind, Figure, Mission, Objective
from editor.model.table import TerrainPiece
from editor.model.units import Side
from tests.editing.helpers import (
    TABLE_HERO,
    board_document,
    do_undo_redo,
    refused,
    square,
    table_document,
)

HUT = TerrainPiece("hut", square(100, 100))
SCOUT = Figure("scout-1", "scout", Side.HERO, number=1, position=(500.0, 500.0))
FLAG = Objective("objective-1", Side.HERO, position=(50.0, 60.0), number=1)


def _table(**fields):
    fields.setdefault("figures", (SCOUT,))
    fields.setdefault("objectives", (FLAG,))
    return table_document(HUT, **fields)


def test_the_selection_moves_by_the_drag_from_where_it_began():
    document = _table()
    origins = {("piece", "hut"): HUT.polygon, ("figure", "scout-1"): SCOUT.position}
    command = MoveTableItems(origins, 30.0, -20.0)
    assert command.label == "table_editor.move_selection"
    after = do_undo_redo(document, command)
    assert after.board.terrain[0].polygon == square(130, 80)
    assert after.figures[0].position == (530.0, 480.0)
    single = MoveTableItems({("objective", "objective-1"): FLAG.position}, 1.0, 1.0)
    assert single.label == "table_editor.move_objective"


def test_a_move_off_the_table_is_refused_but_a_piece_may_hang_over_the_edge():
    document = _table()
    flag = {("objective", "objective-1"): FLAG.position}
    refused(document, MoveTableItems(flag, -60.0, 0.0), "table_editor.move_off_table")
    hut = {("piece", "hut"): HUT.polygon}
    after = do_undo_redo(document, MoveTableItems(hut, -150.0, 0.0))  # x from -50 to 50
    assert after.board.terrain[0].polygon == square(-50, 100)
    refused(document, MoveTableItems(hut, -250.0, 0.0), "table_editor.move_off_table")


def test_a_token_adjusted_after_placing_stays_on_the_table():
    document = _table()
    after = do_undo_redo(document, MoveTableToken(("figure", "scout-1"), (10.0, 20.0)))
    assert after.figures[0].position == (10.0, 20.0)
    refused(document, MoveTableToken(("figure", "scout-1"), (10.0, -1.0)), "table_editor.figure_off_table")
    refused(
        document,
        MoveTableToken(("objective", "objective-1"), (1300.0, 1.0)),
        "table_editor.objective_off_table",
    )


def test_a_new_figure_faces_the_far_side_and_a_hero_takes_the_next_number():
    document = _table()
    near_bottom = PlaceTableFigure("scout", (300.0, 700.0))
    after = do_undo_redo(document, near_bottom)
    placed = after.figures[-1]
    assert near_bottom.key == ("figure", "scout-2")
    assert (placed.position, placed.facing_deg, placed.number) == ((300.0, 700.0), 0.0, 2)
    near_top = PlaceTableFigure("raider", (300.0, 100.0))
    after = do_undo_redo(document, near_top)
    assert (after.figures[-1].facing_deg, after.figures[-1].number) == (180.0, None)


def test_a_figure_without_a_chosen_unit_is_of_the_first_unit_and_needs_one():
    document = _table()
    command = PlaceTableFigure(None, (300.0, 300.0))
    assert do_undo_redo(document, command).figures[-1].unit == TABLE_HERO.id
    refused(table_document(units=()), PlaceTableFigure(None, (1.0, 1.0)), "table_editor.no_unit")
    refused(document, PlaceTableFigure("scout", (-5.0, 1.0)), "table_editor.figure_off_table")


def test_a_new_objective_lies_where_it_was_placed():
    document = _table()
    command = PlaceTableObjective(Side.VILLAIN, (70.0, 80.0))
    after = do_undo_redo(document, command)
    placed = after.objectives[-1]
    assert command.key == ("objective", "objective-2")
    assert (placed.side, placed.position, placed.number) == (Side.VILLAIN, (70.0, 80.0), 2)
    refused(document, PlaceTableObjective(Side.HERO, (70.0, 900.0)), "table_editor.objective_off_table")


def test_turns_sharing_a_merge_key_are_one_step():
    document = _table()
    for facing in (15.0, 30.0, 45.0):
        document.execute(TurnFigure("scout-1", facing, merge_key="turn:scout-1"))
    assert document.scenario.figures[0].facing_deg == 45.0 and len(document.history) == 1
    document.undo()
    assert document.scenario.figures[0].facing_deg == 0.0


def test_the_selection_is_deleted_in_one_step():
    document = _table()
    command = DeleteTableItems([("piece", "hut"), ("objective", "objective-1"), ("background",)])
    assert command.label == "table_editor.delete_selection"
    after = do_undo_redo(document, command)
    assert after.board.terrain == () and after.objectives == () and after.figures == (SCOUT,)
    assert DeleteTableItems([("figure", "scout-1")]).label == "table_editor.delete_figure"


def test_deleting_a_figure_leaves_no_mission_condition_naming_it():
    """As on a zone board: a figure the mission names is kept, the refusal says where it is
    named, and the rest of the selection goes; nothing is left naming a deleted figure."""
    mission = Mission(defeat=(Condition(ConditionKind.FIGURE_NEUTRALIZED, figure="scout-1"),))
    document = _table(mission=mission)
    alone = DeleteTableItems([("figure", "scout-1")])
    assert not document.execute(alone) and len(document.history) == 0
    assert [r.key for r in alone.refusals] == ["board.token_in_use"]
    assert alone.refusals[0].params == {"name": "scout-1", "places": "mission.defeat[0]"}
    command = DeleteTableItems([("figure", "scout-1"), ("piece", "hut")])
    after = do_undo_redo(document, command)
    assert after.figures == (SCOUT,) and after.board.terrain == ()
    assert len(command.refusals) == 1


def test_table_commands_need_a_free_table():
    refused(board_document(), PlaceTableObjective(Side.HERO, (1.0, 1.0)), "table.not_a_free_table")
