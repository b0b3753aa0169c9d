"""Zone commands: drawing a zone shares its edges exactly with its neighbours, moving a zone is
a drag closed by re-deriving the borders, deleting zones leaves nothing pointing at them, and
the LOS marker stays inside its zone (PRODUCT §2b, §4)."""

from __future__ import annotations

import dataclasses

from editor.documents.addresses import ById
from editor.editing.zones import (
    AddZone,
    DeleteZones,
    MoveLosMarker,
    MoveZone,
    RederiveBorders,
    ToggleReinforcement,
)
from editor.model.board import Border, BorderKind, LosOverride, LosTable
from tests.editing.helpers import (
    HERO,
    board_document,
    do_undo_redo,
    in_zone,
    objective,
    recorded,
    refused,
    square,
    table_document,
    zone,
)


def test_a_drawn_zone_shares_the_corners_on_its_edges_both_ways():
    document = board_document(zone("a", 0, 0))
    records = recorded(document)
    command = AddZone([(100.0, 50.0), (200.0, 50.0), (200.0, 150.0), (100.0, 150.0)])
    board = do_undo_redo(document, command).board
    new = board.zone(command.zone_id)
    assert command.zone_id == "zone-1" and new.name.en == new.name.fr == "Zone 2"
    # a's corner (100, 100) lies on the new zone's left edge, and the new corner (100, 50)
    # on a's right edge: each outline takes the other's.
    assert new.polygon == ((100.0, 50.0), (200.0, 50.0), (200.0, 150.0), (100.0, 150.0), (100.0, 100.0))
    assert board.zone("a").polygon == ((0.0, 0.0), (100.0, 0.0), (100.0, 50.0), (100.0, 100.0), (0.0, 100.0))
    # they share 50 mm of edge at the same level: one open border, in board order
    assert board.borders == (Border("a", "zone-1", BorderKind.OPEN),)
    assert set(records[0].paths) == {
        ("board", "zones", ById("a"), "polygon"),
        ("board", "zones"),
        ("board", "borders"),
    }


def test_a_drawn_zone_takes_the_first_free_id():
    document = board_document(zone("zone-1", 0, 0))
    command = AddZone(square(200, 0))
    document.execute(command)
    assert command.zone_id == "zone-2"


def test_an_outline_that_crosses_itself_is_refused():
    document = board_document(zone("a", 0, 0))
    bow_tie = ((150.0, 0.0), (250.0, 100.0), (250.0, 0.0), (150.0, 100.0))
    refused(document, AddZone(bow_tie), "board.outline_crosses_itself")


def test_zone_commands_refuse_a_free_table():
    refused(table_document(), AddZone(square(0, 0)), "board.not_a_zone_board")


def test_a_zone_moves_from_where_the_drag_found_it_and_borders_wait_for_the_drop():
    a, b = zone("a", 0, 0), zone("b", 100, 0, los_marker=(150.0, 50.0))
    document = board_document(a, b, board_fields={"borders": (Border("a", "b"),)})
    document.execute(MoveZone(b, 30.0, 0.0))
    document.execute(MoveZone(b, 60.0, 10.0))  # from the start, not from the last move
    moved = document.scenario.board.zone("b")
    assert moved.polygon == square(160, 10) and moved.los_marker == (210.0, 60.0)
    assert document.scenario.board.borders == (Border("a", "b"),)  # not re-derived yet
    document.execute(RederiveBorders())
    assert document.scenario.board.borders == ()  # they no longer share an edge


def test_a_drag_away_and_back_keeps_the_border_settings():
    a, b = zone("a", 0, 0), zone("b", 100, 0)
    door = Border("a", "b", BorderKind.DOOR, cost_ab=1)
    document = board_document(a, b, board_fields={"borders": (door,)})
    with document.macro("board.move_zone"):
        document.execute(MoveZone(b, 80.0, 0.0))
        document.execute(MoveZone(b, 0.0, 0.0))
        document.execute(RederiveBorders())
    assert document.scenario.board.borders == (door,)


def test_a_zone_drag_is_one_step_that_leaves_nothing_dangling():
    a, b = zone("a", 0, 0), zone("b", 200, 0)
    document = board_document(a, b)

    def drag():
        with document.macro("board.move_zone"):
            for step in (25.0, 50.0, 100.0):
                document.execute(MoveZone(b, -step, 0.0))
            document.execute(RederiveBorders())

    before = document.scenario
    drag()
    assert len(document.history) == 1
    assert document.scenario.board.borders == (Border("a", "b"),)
    document.undo()
    assert document.scenario == before


def test_moving_a_zone_that_is_gone_changes_nothing():
    document = board_document(zone("a", 0, 0))
    assert not document.execute(MoveZone(zone("gone", 0, 0), 10.0, 0.0))


def test_deleting_a_zone_leaves_nothing_pointing_at_it():
    a, b, c = zone("a", 0, 0), zone("b", 100, 0), zone("c", 200, 0)
    borders = (Border("a", "b"), Border("b", "c", BorderKind.WALL))
    overrides = (LosOverride("a", "b", False), LosOverride("c", "a", True))
    table = LosTable("stale", (("a", ("a", "b")), ("b", ("a", "b", "c")), ("c", ("b", "c"))))
    document = board_document(
        a,
        b,
        c,
        board_fields={"borders": borders, "los_overrides": overrides, "los": table},
        figures=(in_zone("ranger-1", HERO, "b"), in_zone("ranger-2", HERO, "c")),
        objectives=(objective("objective-1", "b"),),
    )
    after = do_undo_redo(document, DeleteZones(["b"]))
    assert [z.id for z in after.board.zones] == ["a", "c"]
    assert [f.zone for f in after.figures] == [None, "c"]  # unplaced: the checker asks where
    assert after.objectives[0].zone is None
    assert after.board.los_overrides == (LosOverride("c", "a", True),)
    assert after.board.borders == ()  # a and c share no edge
    assert after.board.los is None  # the table named b
    assert document.history.undo_label() == "board.delete_zone"


def test_deleting_zones_keeps_a_los_table_that_names_none_of_them():
    a, b = zone("a", 0, 0), zone("b", 200, 0)
    table = LosTable("h", (("a", ("a",)),))
    document = board_document(a, b, board_fields={"los": table})
    after = do_undo_redo(document, DeleteZones(["b"]))
    assert after.board.los == table


def test_the_los_marker_goes_only_inside_its_zone():
    document = board_document(zone("a", 0, 0), zone("b", 100, 0))
    after = do_undo_redo(document, MoveLosMarker("a", (20.0, 30.0)))
    assert after.board.zone("a").los_marker == (20.0, 30.0)
    assert not document.execute(MoveLosMarker("a", (150.0, 30.0)))  # inside b, not a
    assert not document.execute(MoveLosMarker("a", (100.0, 30.0)))  # on its edge
    abstract = board_document(dataclasses.replace(zone("x", 0, 0), polygon=None))
    assert not abstract.execute(MoveLosMarker("x", (10.0, 10.0)))


def test_a_reinforcement_zone_is_toggled():
    document = board_document(zone("a", 0, 0))
    assert do_undo_redo(document, ToggleReinforcement("a")).board.zone("a").reinforcement
    document.execute(ToggleReinforcement("a"))
    assert not document.scenario.board.zone("a").reinforcement
    assert document.history.undo_label() == "board.toggle_reinforcement"
