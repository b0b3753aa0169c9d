"""Split and merge as commands: one step each, edges kept shared, the split's new part and the
merged zone keep the settings and references of the zones they come from, and a refused cut
or merge changes nothing (PRODUCT §4)."""

from __future__ import annotations

from editor.editing.cuts import MergeZones, SplitZone, rewritten_overrides
from editor.model.board import Border, BorderKind, LosOverride, LosTable
from tests.editing.helpers import (
    HERO,
    board_document,
    do_undo_redo,
    in_zone,
    objective,
    refused,
    zone,
)

TOP = ((0.0, 50.0), (0.0, 0.0), (100.0, 0.0), (100.0, 50.0))
BOTTOM = ((100.0, 50.0), (100.0, 100.0), (0.0, 100.0), (0.0, 50.0))


def _split_document():
    a = zone("a", 0, 0, elevation=1, difficult=True, los_marker=(20.0, 20.0))
    door = Border("a", "b", BorderKind.DOOR, cost_ab=2)
    return board_document(a, zone("b", 100, 0), board_fields={"borders": (door,)})


def test_a_split_keeps_the_zone_on_the_part_with_its_marker_and_shares_the_cut():
    document = _split_document()
    command = SplitZone((-10.0, 50.0), (100.0, 50.0))
    board = do_undo_redo(document, command).board
    assert command.zone_ids == ("a", "zone-1")
    assert [z.id for z in board.zones] == ["a", "zone-1", "b"]
    kept, new = board.zone("a"), board.zone("zone-1")
    assert kept.polygon == TOP and kept.los_marker == (20.0, 20.0)
    assert new.polygon == BOTTOM and new.los_marker == (50.0, 75.0)
    assert (new.elevation, new.difficult, new.name.en) == (1, True, "Zone 3")
    # the cut's end on b's edge becomes one of b's corners
    assert board.zone("b").polygon == ((100, 0), (200, 0), (200, 100), (100, 100), (100.0, 50.0))


def test_the_new_part_inherits_the_border_settings_along_the_edge_it_took_over():
    board = do_undo_redo(_split_document(), SplitZone((-10.0, 50.0), (100.0, 50.0))).board
    assert board.borders == (
        Border("a", "b", BorderKind.DOOR, cost_ab=2),
        Border("a", "zone-1"),
        Border("zone-1", "b", BorderKind.DOOR, cost_ab=2),  # not the default climb from b
    )


def test_the_new_part_takes_the_line_of_sight_overrides_of_the_zone_it_was():
    """The author said b does not see a and a sees c (overrides of the zone before the cut):
    both parts were a, so the new part gets the same verdicts; others are left alone."""
    overrides = (
        LosOverride("b", "a", False),
        LosOverride("a", "c", True),
        LosOverride("b", "c", False),
    )
    document = board_document(
        zone("a", 0, 0, los_marker=(20.0, 20.0)),
        zone("b", 100, 0),
        zone("c", 200, 0),
        board_fields={"los_overrides": overrides},
    )
    board = do_undo_redo(document, SplitZone((-10.0, 50.0), (100.0, 50.0))).board
    assert board.los_overrides == (
        LosOverride("b", "a", False),
        LosOverride("b", "zone-1", False),
        LosOverride("a", "c", True),
        LosOverride("zone-1", "c", True),
        LosOverride("b", "c", False),
    )


def test_a_line_across_no_zone_or_several_is_refused():
    document = _split_document()
    refused(document, SplitZone((20.0, 20.0), (80.0, 80.0)), "board.split_no_zone")
    refused(document, SplitZone((-10.0, 50.0), (210.0, 50.0)), "board.split_several_zones")
    refused(document, SplitZone((50.0, 50.0), (50.0, 50.0)), "board.split_no_zone")


def _merge_document():
    a, b, c = zone("a", 0, 0), zone("b", 100, 0, reinforcement=True), zone("c", 200, 0)
    borders = (Border("a", "b"), Border("b", "c", BorderKind.WALL))
    overrides = (LosOverride("a", "b", True), LosOverride("c", "b", False))
    table = LosTable("h", (("a", ("a", "b")), ("b", ("a", "b")), ("c", ("c",))))
    return board_document(
        a,
        b,
        c,
        board_fields={"borders": borders, "los_overrides": overrides, "los": table},
        figures=(in_zone("ranger-1", HERO, "b"),),
        objectives=(objective("objective-1", "b"),),
    )


def test_a_merge_keeps_the_first_zone_and_moves_everything_that_named_the_others():
    document = _merge_document()
    command = MergeZones(["a", "b"])
    after = do_undo_redo(document, command)
    board = after.board
    assert command.kept == "a" and [z.id for z in board.zones] == ["a", "c"]
    merged = board.zone("a")
    assert set(merged.polygon) == {(0, 0), (100, 0), (200, 0), (200, 100), (100, 100), (0, 100)}
    assert merged.reinforcement  # b was one
    assert after.figures[0].zone == "a" and after.objectives[0].zone == "a"
    # a seeing b became a seeing itself (dropped); c not seeing b became c not seeing a
    assert board.los_overrides == (LosOverride("c", "a", False),)
    # the wall b had with c carries over to the merged zone
    assert board.borders == (Border("a", "c", BorderKind.WALL),)
    assert board.los is None  # the stored table named b


def test_zones_that_do_not_make_one_area_are_not_merged():
    document = _merge_document()
    refused(document, MergeZones(["a", "c"]), "board.merge_not_one_area")
    refused(document, MergeZones(["a"]), "board.merge_too_few")
    refused(document, MergeZones(["a", "a", "gone"]), "board.merge_too_few")


def test_overrides_that_disagree_after_the_merge_are_dropped():
    overrides = (LosOverride("x", "a", True), LosOverride("x", "b", False))
    assert rewritten_overrides(overrides, "a", {"b"}) == ()
    assert rewritten_overrides(overrides[:1] * 2, "a", {"b"}) == overrides[:1]
