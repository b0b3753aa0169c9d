"""Objectives and figures on a zone board (PRODUCT §4): placed in zones with the next number,
moved from zone to zone, and deleted only when the mission does not name them, so no mission
reference ever dangles (SOLO-TIE step 2 for hero numbers)."""

from __future__ import annotations

from editor.editing.tokens import DeleteSelection, MoveToken, PlaceFigure, PlaceObjective
from editor.model.mission import Condition, ConditionKind, Mission
from editor.model.units import Side
from tests.editing.helpers import (
    HERO,
    VILLAIN,
    board_document,
    do_undo_redo,
    in_zone,
    objective,
    refused,
    zone,
)


def _board(**fields):
    return board_document(zone("a", 0, 0), zone("b", 100, 0), **fields)


def test_a_token_moved_to_a_zone_stands_in_it_and_a_figure_is_deployed():
    waiting = in_zone("thug-1", VILLAIN, None, position=(5.0, 5.0), deployed=False)
    document = _board(figures=(waiting,), objectives=(objective("objective-1", "a"),))
    after = do_undo_redo(document, MoveToken("figure", "thug-1", "b"))
    figure = after.figures[0]
    assert (figure.zone, figure.position, figure.deployed) == ("b", None, True)
    after = do_undo_redo(document, MoveToken("objective", "objective-1", "b"))
    assert after.objectives[0].zone == "b"
    assert not document.execute(MoveToken("objective", "objective-1", "b"))  # there already
    assert not document.execute(MoveToken("figure", "gone", "a"))


def test_a_new_objective_takes_the_next_number_and_is_named_in_both_languages():
    document = _board(objectives=(objective("objective-1", "a", number=4),))
    command = PlaceObjective(Side.VILLAIN, "b")
    after = do_undo_redo(document, command)
    placed = after.objectives[-1]
    assert command.objective_id == placed.id == "objective-2"
    assert (placed.side, placed.zone, placed.number) == (Side.VILLAIN, "b", 5)
    assert (placed.name.en, placed.name.fr) == ("Objective 5", "Objectif 5")


def test_a_new_hero_takes_the_next_hero_number_and_a_villain_none():
    document = _board(figures=(in_zone("ranger-1", HERO, "a", number=2),))
    hero = PlaceFigure("ranger", "b")
    after = do_undo_redo(document, hero)
    assert hero.figure_id == "ranger-2" and after.figures[-1].number == 3
    villain = PlaceFigure("thug", "a")
    after = do_undo_redo(document, villain)
    assert after.figures[-1].number is None and after.figures[-1].side is Side.VILLAIN


def test_a_figure_needs_a_unit_of_the_scenario():
    document = _board()
    refused(document, PlaceFigure(None, "a"), "board.choose_unit")
    refused(document, PlaceFigure("nobody", "a"), "board.choose_unit")


def _mission_document():
    mission = Mission(victory=(Condition(ConditionKind.OBJECTIVE_REACHED, objective="objective-1"),))
    return _board(
        figures=(in_zone("ranger-1", HERO, "a"),),
        objectives=(objective("objective-1", "a"), objective("objective-2", "b")),
        mission=mission,
    )


def test_a_token_the_mission_names_is_kept_and_the_refusal_says_where():
    document = _mission_document()
    command = DeleteSelection(tokens=[("objective", "objective-1"), ("objective", "objective-2")])
    after = do_undo_redo(document, command)
    assert [o.id for o in after.objectives] == ["objective-1"]
    assert [r.key for r in command.refusals] == ["board.token_in_use"]
    text = command.refusals[0].text("en")
    assert text.startswith("“objective-1” was not deleted: mission.victory[0] uses it")
    assert document.history.undo_label() == "board.delete_token"


def test_a_deletion_of_only_named_tokens_leaves_no_step():
    document = _mission_document()
    command = DeleteSelection(tokens=[("objective", "objective-1")])
    assert not document.execute(command) and len(document.history) == 0
    assert command.refusals and command.refusals[0].params["places"] == "mission.victory[0]"


def test_zones_and_tokens_go_in_one_step_and_tokens_left_in_a_deleted_zone_are_unplaced():
    document = _mission_document()
    command = DeleteSelection(["a"], [("figure", "ranger-1")])
    after = do_undo_redo(document, command)
    assert [z.id for z in after.board.zones] == ["b"] and after.figures == ()
    assert after.objectives[0].zone is None  # kept (named by the mission), now unplaced
    assert document.history.undo_label() == "board.delete_selection"
    zones_only = DeleteSelection(["b"], [("objective", "objective-1")])
    document.execute(zones_only)
    assert document.history.undo_label() == "board.delete_zone"
